#if canImport(Glibc)
import Glibc
#endif
@testable import SICPCommand
import SICPScheme
import Testing

/// Issue 23: whatever a learner writes, loads or pipes in, `sicp` answers
/// within its bounds: the built binary, spawned.
@Suite struct BoundsTests {
    static let consLoop = "(define (g l) (g (cons 1 l)))"

    // MARK: The heap bound

    @Test(.disabled(if: Sanitizer.isOn, "under AddressSanitizer resident memory counts its shadow and quarantine"))
    func aComputationPastTheHeapLimitIsAbortedAndRunExits1() throws {
        let file = try TemporaryFile(Self.consLoop + "\n(display \"before\")\n(g '())\n(display \"never\")\n")
        defer { file.remove() }
        let outcome = spawnSICP(["run", file.path, "--heap-limit", "160M"], timeout: 120)
        #expect(outcome == Outcome(status: 1, output: "before", errors: ";Aborting!: out of memory\n"))
    }

    @Test(.disabled(if: Sanitizer.isOn, "under AddressSanitizer resident memory counts its shadow and quarantine"))
    func thePipedREPLGoesOnAfterOutOfMemory() {
        let outcome = spawnSICP(["--heap-limit=160M"], stdin: Self.consLoop + "\n(g '())\n(display \"after\")\n", timeout: 120)
        #expect(outcome == Outcome(status: 1, output: "after", errors: ";Aborting!: out of memory\n"))
    }

    @Test(.disabled(if: Sanitizer.isOn, "under AddressSanitizer resident memory counts its shadow and quarantine"))
    func theREADMEsHeapLimitExampleComesOutExactly() throws {
        let readme = try SourceFile.read(Paths.packageRoot + "/README.md", asProgram: false)
        let command = "$ swift run -c release sicp --heap-limit 256M eval '(define (g l) (g (cons 1 l)))' \"(g '())\"\n"
        #expect(readme.contains(command + ";Aborting!: out of memory\n"))
        #expect(spawnSICP(["--heap-limit", "256M", "eval", "(define (g l) (g (cons 1 l)))", "(g '())"], timeout: 120)
            == Outcome(status: 1, output: "", errors: ";Aborting!: out of memory\n"))
    }

    @Test func aBadHeapLimitIsAUsageError() {
        let outcome = spawnSICP(["--heap-limit", "lots", "eval", "1"])
        #expect(outcome.status == 64 && outcome.output.isEmpty)
        #expect(outcome.errors.hasPrefix("sicp: invalid size 'lots' for '--heap-limit' (e.g. 512M, 2G, none)\nUsage: "))
    }

    @Test func theHeapLimitOptionIsTakenOutOfAnyMode() throws {
        #expect(try Invocation.heapLimit(in: ["--heap-limit", "512M", "run", "x.scm"]) == (512 << 20, ["run", "x.scm"]))
        #expect(try Invocation.heapLimit(in: ["eval", "--heap-limit=none", "1"]) == (0, ["eval", "1"]))
        #expect(try Invocation.heapLimit(in: ["eval", "--", "--heap-limit=1G"]) == (nil, ["eval", "--", "--heap-limit=1G"]))
        #expect(throws: UsageError("missing value for '--heap-limit <size>'", in: nil)) {
            try Invocation.heapLimit(in: ["run", "--heap-limit"])
        }
        #expect(try Invocation.heapLimit(environment: nil) == 1 << 30)
        #expect(try Invocation.heapLimit(environment: "") == 1 << 30)
        #expect(try Invocation.heapLimit(environment: "2G") == 2 << 30)
        #expect(throws: UsageError("invalid size 'x' in SICP_HEAP_LIMIT (e.g. 512M, 2G, none)", in: nil)) {
            try Invocation.heapLimit(environment: "x")
        }
    }

    // MARK: Files and standard input

    @Test(arguments: [["run", "/dev/zero"], ["check", "1.16", "/dev/zero"], ["run", "/dev/null"]])
    func aFileThatIsNotARegularFileIsRefused(arguments: [String]) {
        let outcome = spawnSICP(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.errors.hasPrefix("sicp: cannot read \(arguments.last!): not a regular file\n"))
    }

    @Test func loadingDevicesIsRefusedInMITsWords() {
        #expect(spawnSICP(["eval", "(load \"/dev/zero\")"])
            == Outcome(status: 1, output: "", errors: ";Unable to find file \"/dev/zero\" because: File does not exist.\n"))
        #expect(spawnSICP(["eval", "(load \"\")"])
            == Outcome(status: 1, output: "", errors: ";Unable to find file \"\" because: File does not exist.\n"))
    }

    @Test(arguments: [["run"], ["check", "1.16"], ["eval"], []])
    func aFileThatLoadsItselfStops(arguments: [String]) throws {
        let file = try TemporaryFile("")
        defer { file.remove() }
        let fd = open(file.path, O_WRONLY | O_TRUNC)
        let text = Array("(define a 1)\n(load \"\(file.path)\")\n(define b 2)\n".utf8)
        _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let load = "(load \"\(file.path)\")"
        let outcome: Outcome
        switch arguments.first {
        case "eval"?: outcome = spawnSICP(["eval", load])
        case nil: outcome = spawnSICP([], stdin: load + "\n")
        default: outcome = spawnSICP(arguments + [file.path])
        }
        if arguments.first == "check" {
            #expect(outcome.status == 1)
            #expect(outcome.output.contains(";Aborting!: maximum recursion depth exceeded"))
        } else {
            #expect(outcome == Outcome(status: 1, output: "", errors: ";Aborting!: maximum recursion depth exceeded\n"))
        }
    }

    @Test func tenMegabytesOfQuotesAreAbortedAsMITAbortsThem() {
        let quotes = String(repeating: "'", count: 10_000_000) + "x\n"
        #expect(spawnSICP(["eval", "-"], stdin: quotes)
            == Outcome(status: 1, output: "", errors: ";Aborting!: maximum recursion depth exceeded\n"))
    }

    @Test func standardInputPastTheSizeLimitIsRefused() {
        let big = String(repeating: "1 ", count: (SourceFile.maximumSize / 2) + 10)
        let outcome = spawnSICP(["eval", "-"], stdin: big)
        #expect(outcome == Outcome(status: 64, output: "",
            errors: "sicp: standard input is larger than 16 MiB, the most a program may be\n"))
    }

    @Test func aLineTooLongForThePipedREPLIsRefusedAndTheNextRuns() {
        // Far enough past the limit that the newline comes in a later read.
        let line = String(repeating: "x", count: LineInput.maximumLine + 300_000)
        let outcome = spawnSICP([], stdin: line + "\n(display \"after\")\n")
        #expect(outcome == Outcome(status: 1, output: "after", errors: ";Input refused: a line over 16 MiB\n"))
    }

    // MARK: Interrupts

    /// Runs `sicp ARGUMENTS` with `stdin` on a pipe, and sends it SIGINT
    /// every 200 ms once `ready` is on its stdout, until `;Quit!` is on its
    /// stderr; then collects the rest.
    func interrupting(_ arguments: [String], stdin: String, ready: String) -> Outcome {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        let argv: [UnsafeMutablePointer<CChar>?] = ([Paths.binary] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        let spawned: Int32 = spawnLock.withLock { _ in
            guard pipe(&input) == 0, pipe(&output) == 0, pipe(&errors) == 0 else { return errno }
            for fd in input + output + errors { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, input[0], 0)
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
            return posix_spawn(&pid, Paths.binary, &actions, nil, argv, environ)
        }
        for fd in [input[0], output[1], errors[1]] where fd >= 0 { close(fd) }
        guard spawned == 0 else { return Outcome(status: -1, output: "", errors: "cannot spawn") }
        _ = Array(stdin.utf8).withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
        close(input[1])
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let deadline = Clock.seconds() + 120
        var lastSignal = 0.0
        var quit = false
        while open[0] || open[1] {
            var fds: [pollfd] = []
            if open[0] { fds.append(pollfd(fd: output[0], events: Int16(POLLIN), revents: 0)) }
            if open[1] { fds.append(pollfd(fd: errors[0], events: Int16(POLLIN), revents: 0)) }
            _ = poll(&fds, nfds_t(fds.count), 50)
            for entry in fds where entry.revents != 0 {
                let index = entry.fd == output[0] ? 0 : 1
                let n = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if n > 0 { collected[index] += buffer[0..<n] } else { close(entry.fd); open[index] = false }
            }
            quit = quit || String(decoding: collected[1], as: UTF8.self).contains(";Quit!")
            let now = Clock.seconds()
            if !quit, String(decoding: collected[0], as: UTF8.self).contains(ready), now - lastSignal > 0.2 {
                kill(pid, SIGINT)
                lastSignal = now
            }
            if now > deadline { kill(pid, SIGKILL) }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signalNumber = status & 0x7f
        return Outcome(
            status: signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber,
            output: String(decoding: collected[0], as: UTF8.self),
            errors: String(decoding: collected[1], as: UTF8.self),
            signal: signalNumber == 0 ? nil : signalNumber)
    }

    static let loopThenMore = "(display \"go\")\n(newline)\n(define (loop) (loop))\n(loop)\n(display \"after\")\n"

    @Test func sigintStopsTheFormOfAPipedREPLWhichReadsOn() {
        #expect(interrupting([], stdin: Self.loopThenMore, ready: "go\n")
            == Outcome(status: 1, output: "go\nafter", errors: ";Quit!\n"))
    }

    @Test func sigintStopsTheFormOfEvalDashWhichGoesOn() {
        // What the argument's form printed is flushed before stdin is read.
        let program = "(display \"go\")(newline)(define (loop) (loop))(loop)(display \"after\")"
        let outcome = interrupting(["eval", "(display \"ready\")", "-"], stdin: program, ready: "ready")
        #expect(outcome == Outcome(status: 1, output: "readygo\nafter", errors: ";Quit!\n"))
    }

    // MARK: Messages

    /// Each `sicp check` starts `random` from the same seed: a report that
    /// shows the numbers a file draws is the same in two runs (two
    /// processes, each with its own generator).
    @Test func aCheckDrawsTheSameRandomNumbersInEveryRun() {
        let file = Paths.packageRoot + "/Tests/SICPProcessTests/Fixtures/learners/ex3.82-wrong-random-numbers.scm"
        let first = spawnSICP(["check", "3.82", file])
        let second = spawnSICP(["check", "3.82", file])
        #expect(first.status == 1)
        #expect(first.output.contains("expected 4.0, got 0."))
        #expect(second == first)
    }

    @Test func checkWithJSONReportsAUsageErrorAsJSON() {
        let unknown = spawnSICP(["check", "9.99", "x.scm", "--json"])
        #expect(unknown.status == 64)
        #expect(unknown.output == "{\"error\":\"unknown exercise '9.99' (sicp check --list lists them)\"}\n")
        let missing = spawnSICP(["check", "1.16", "/nonexistent/x.scm", "--json"])
        #expect(missing.status == 64)
        #expect(missing.output == "{\"error\":\"cannot read /nonexistent/x.scm: No such file or directory\"}\n")
        let bad = spawnSICP(["check", "--json", "--frob"])
        #expect(bad.status == 64)
        #expect(bad.output == "{\"error\":\"unknown option '--frob'\"}\n")
        #expect(Command.jsonError("a \"b\"\n\u{1B}") == "{\"error\":\"a \\\"b\\\"\\n\\u001b\"}\n")
    }

    @Test func evalRunsQuitAndHelpAndNamesTheCommandsItKnows() {
        #expect(spawnSICP(["eval", "(display 1)", ",quit", "(display 2)"]) == Outcome(status: 0, output: "1", errors: ""))
        let help = spawnSICP(["eval", ",help"])
        #expect(help.status == 0 && help.output.hasPrefix(",help") && help.output.contains(",quit"))
        #expect(spawnSICP(["eval", ",frob"]) == Outcome(status: 1, output: "",
            errors: ";Unknown command: ,frob (sicp eval knows ,help ,trace ,time ,stats ,growth ,tree ,subst ,env ,box ,check ,shape ,quit)\n"))
    }
}
