#if canImport(Glibc)
import Glibc
#endif
import SICPScheme

/// Ctrl-C at the interactive REPL: a SIGINT handler that asks the running
/// evaluation to stop (`;Quit!`) and makes a waiting `read(2)` return `EINTR`.
enum InterruptSignal {
    /// The action `install` replaced, for `restore`.
    struct Previous {
        fileprivate var action: sigaction
    }

    /// Installs the handler, without `SA_RESTART` so that a blocked `read`
    /// is interrupted, and returns the action it replaced.
    static func install() -> Previous {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Interrupt.request() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        return Previous(action: previous)
    }

    /// For `sicp run` and `sicp eval`: the first Ctrl-C asks the running
    /// evaluation to stop (`;Quit!`, after the output it made is written);
    /// a second one while the first is still pending ends the process as
    /// Ctrl-C ends any command, in case nothing answers the first.
    static func installForBatch() -> Previous {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if Interrupt.isRequested {
                signal(SIGINT, SIG_DFL)
                raise(SIGINT)
            } else {
                Interrupt.request()
            }
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        return Previous(action: previous)
    }

    /// Puts back the action `install` replaced.
    static func restore(_ previous: Previous) {
        var action = previous.action
        sigaction(SIGINT, &action, nil)
    }

    /// Blocks (or unblocks) SIGINT on the calling thread, and the signals
    /// the line editor handles (SIGWINCH, SIGTERM, SIGHUP, SIGQUIT). The
    /// command blocks them on the main thread, which only waits for the
    /// large-stack thread, so that they reach the thread that reads and
    /// evaluates (and interrupt its wait for a key).
    static func setBlocked(_ blocked: Bool) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGWINCH, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&set, signal) }
        pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &set, nil)
    }
}
