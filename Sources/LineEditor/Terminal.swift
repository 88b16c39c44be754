#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The only code that touches the tty: a session (the settings to put
/// back), raw mode while an entry is read, the
/// window's width, bracketed paste, and the signals that must not leave the
/// terminal raw (SIGTERM, SIGHUP, SIGQUIT restore it and then act as
/// before) or that ask for a redraw (SIGWINCH).
public enum Terminal {
    /// Whether `fd` is a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

    /// The window's width in columns (80 if unknown).
    public static func width(_ fd: Int32) -> Int {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// The window's height in rows (24 if unknown).
    public static func height(_ fd: Int32) -> Int {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
        return Int(size.ws_row)
    }

    /// Set by SIGWINCH, cleared by `takeResize`.
    static let resized = Atomic<Bool>(false)

    /// Whether the window was resized since the last call.
    public static func takeResize() -> Bool { resized.exchange(false, ordering: .relaxed) }

    /// The settings to restore and the fd, while a session is open.
    nonisolated(unsafe) static var saved: termios?
    nonisolated(unsafe) static var savedFD: Int32 = 0
    nonisolated(unsafe) static var previousActions: [(Int32, sigaction)] = []
    /// Whether `begin` opened the session (else `enterRawMode` did, and
    /// `leaveRawMode` closes it).
    nonisolated(unsafe) static var isExplicit = false

    static let fatalSignals = [SIGTERM, SIGHUP, SIGQUIT]

    /// Opens a session on the terminal `fd`: remembers its settings and
    /// installs the signal handlers that put them back. Between entries (see
    /// `leaveRawMode`) keys are not echoed, so keys typed during an
    /// evaluation wait for the editor instead of showing as `^[[A`. Returns
    /// false if `fd` is not a terminal.
    public static func begin(_ fd: Int32) -> Bool {
        guard saved == nil else { return true }
        var original = termios()
        guard tcgetattr(fd, &original) == 0 else { return false }
        saved = original
        savedFD = fd
        isExplicit = true
        installHandlers()
        return true
    }

    /// Closes the session: the settings as they were, bracketed paste off,
    /// the signals' previous actions back.
    public static func end() {
        guard var original = saved else { return }
        write(savedFD, "\u{1B}[?2004l")
        tcsetattr(savedFD, TCSADRAIN, &original)
        saved = nil
        isExplicit = false
        for (signal, action) in previousActions {
            var action = action
            sigaction(signal, &action, nil)
        }
        previousActions = []
    }

    /// Puts `fd` in raw mode (no echo, no line editing, no signals from
    /// keys, bytes as they come) and turns on bracketed paste, opening a
    /// session if none is open. Returns false if `fd` is not a terminal.
    public static func enterRawMode(_ fd: Int32) -> Bool {
        if saved == nil {
            guard begin(fd) else { return false }
            isExplicit = false
        }
        guard var raw = saved else { return false }
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        setMinimumRead(&raw)
        guard tcsetattr(fd, TCSADRAIN, &raw) == 0 else {
            end()
            return false
        }
        write(fd, "\u{1B}[?2004h")
        return true
    }

    /// Leaves raw mode: in a session `begin` opened, for the terminal's own
    /// settings without echo, line editing and the Return-to-newline
    /// translation (Ctrl-C still interrupts; a Return typed ahead reaches
    /// the editor as Return, not as Ctrl-J); otherwise closes the session.
    public static func leaveRawMode() {
        guard var quiet = saved else { return }
        guard isExplicit else { return end() }
        write(savedFD, "\u{1B}[?2004l")
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
        quiet.c_iflag &= ~tcflag_t(ICRNL)
        setMinimumRead(&quiet)
        tcsetattr(savedFD, TCSADRAIN, &quiet)
    }

    private static func setMinimumRead(_ settings: inout termios) {
        withUnsafeMutableBytes(of: &settings.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
    }

    private static func installHandlers() {
        previousActions = []
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        action.__sigaction_handler.sa_handler = { _ in Terminal.resized.store(true, ordering: .relaxed) }
        var previous = sigaction()
        sigaction(SIGWINCH, &action, &previous)
        previousActions.append((SIGWINCH, previous))
        action.__sigaction_handler.sa_handler = { signal in
            // Async-signal-safe only: tcsetattr, write, sigaction, raise.
            if var original = Terminal.saved {
                _ = Terminal.write(Terminal.savedFD, "\u{1B}[?2004l")
                tcsetattr(Terminal.savedFD, TCSANOW, &original)
            }
            Glibc.signal(signal, SIG_DFL)
            raise(signal)
        }
        for signal in fatalSignals {
            sigaction(signal, &action, &previous)
            previousActions.append((signal, previous))
        }
    }

    /// Writes all of `bytes` to `fd`.
    @discardableResult
    public static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    @discardableResult
    static func write(_ fd: Int32, _ text: StaticString) -> Bool {
        Glibc.write(fd, text.utf8Start, text.utf8CodeUnitCount) >= 0
    }

    /// Waits up to `milliseconds` for input on `fd`: whether there is some.
    public static func waitForInput(_ fd: Int32, milliseconds: Int32) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, milliseconds) > 0
    }
}
