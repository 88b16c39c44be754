#if canImport(Glibc)
import Glibc
#endif
import SICPScheme
import Testing

/// Issue 31: what a program displayed is written before `;Quit!` when
/// Ctrl-C stops it with its output going to a file; a failed write to
/// standard output is an error in the system's words; the checker's
/// painters survive a learner's `car`. The built binary, spawned.
@Suite struct OutputKeptTests {
    /// Runs `sh -c SCRIPT`, sends it SIGINT after `delay` seconds (none:
    /// no signal), and returns its exit status.
    func interruptedShell(_ script: String, after delay: Double?) -> Int32 {
        let words: [String] = ["/bin/sh", "-c", script]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        let spawned: Int32 = spawnLock.withLock { _ in posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) }
        guard spawned == 0 else { return -1 }
        if let delay {
            var pause = timespec(tv_sec: Int(delay), tv_nsec: Int((delay - delay.rounded(.down)) * 1e9))
            nanosleep(&pause, nil)
            kill(pid, SIGINT)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xff
    }

    @Test func sigintKeepsTheOutputWrittenToAFile() throws {
        let program = try TemporaryFile("(display \"hello\")\n(newline)\n(define (loop) (loop))\n(loop)\n")
        let out = try TemporaryFile("", suffix: ".out"), err = try TemporaryFile("", suffix: ".err")
        defer { program.remove(); out.remove(); err.remove() }
        let status = interruptedShell("exec '\(Paths.binary)' run '\(program.path)' > '\(out.path)' 2> '\(err.path)'", after: 1.5)
        #expect(status == 1)
        #expect(try SourceFile.read(out.path) == "hello\n")
        #expect(try SourceFile.read(err.path) == ";Quit!\n")
    }

    @Test func sigintStopsAMemoizedStreamInEval() throws {
        let out = try TemporaryFile("", suffix: ".out"), err = try TemporaryFile("", suffix: ".err")
        defer { out.remove(); err.remove() }
        let forms = "'(define ones (cons-stream 1 ones))' '(display 7)' '(stream-ref ones 1000000000000)'"
        let status = interruptedShell("exec '\(Paths.binary)' eval \(forms) > '\(out.path)' 2> '\(err.path)'", after: 1.5)
        #expect(status == 1)
        #expect(try SourceFile.read(out.path) == "7")
        #expect(try SourceFile.read(err.path) == ";Quit!\n")
    }

    @Test func aFullDiskIsAnError() throws {
        let err = try TemporaryFile("", suffix: ".err")
        defer { err.remove() }
        let status = interruptedShell("exec '\(Paths.binary)' eval '(display 1)' > /dev/full 2> '\(err.path)'", after: nil)
        #expect(status == 1)
        #expect(try SourceFile.read(err.path) == "sicp: cannot write to standard output: No space left on device\n")
    }

    @Test func aLearnersCarDoesNotBreakTheCheckersPainters() throws {
        let file = try TemporaryFile("""
            (define (car x) 42)
            (define (append a b) (accumulate cons b a))
            (define (up-split painter n)
              (if (= n 0)
                  painter
                  (let ((smaller (up-split painter (- n 1))))
                    (below painter (beside smaller smaller)))))
            """)
        defer { file.remove() }
        let outcome = spawnSICP(["check", "2.44", file.path])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("✓ up-split: the book's picture in all 16 paintings (unit and skewed frames)\nAll 2 checks passed.\n"))
    }

    @Test(.disabled(if: Sanitizer.isOn, "under AddressSanitizer resident memory counts its shadow and quarantine"))
    func anInfiniteStreamToAListStopsAtTheHeapBound() {
        let outcome = spawnSICP(["--heap-limit", "200M", "eval", "(define ones (cons-stream 1 ones))", "(stream->list ones)"],
                                timeout: 120)
        #expect(outcome == Outcome(status: 1, output: "", errors: ";Aborting!: out of memory\n"))
    }
}
