#if canImport(Glibc)
import Glibc
#endif
import SICPChecker
import SICPProcess
import SICPScheme

/// The `sicp` command: its arguments, its modes and its exit statuses, as a
/// value that tests can run in-process with ports that collect the output.
///
/// ```swift
/// let output = OutputPort(), errors = OutputPort()
/// let status = Command(arguments: ["eval", "(sum-integers 1 10)"],
///                      output: output, errors: errors).run()
/// // status == 0, output.collected == "55\n"
/// ```
///
/// | call | does |
/// | --- | --- |
/// | `sicp` (stdin a terminal) | the REPL, with prompts, a banner and the names definitions define |
/// | `sicp` (stdin not a terminal) | the REPL without prompts; exits 1 if any form failed |
/// | `sicp eval FORMS...`, `sicp eval -` | prints each value; stops at the first error |
/// | `sicp run FILE` | prints only what the program displays |
/// | `sicp check EXERCISE FILE`, `sicp check --list` | checks a solution's values and process shape |
/// | `sicp --help`, `sicp --version` | help on stdout |
///
/// Exit status: `ExitStatus.success` (0), `.failure` (1: an error in the
/// program, or a failed check), `.usage` (64: bad usage, `run`'s or
/// `check`'s file cannot be read, an unknown exercise or one a program
/// cannot check), or
/// the status a program's `(exit n)` asks for.
public struct Command {
    /// Where the command reads standard input from.
    public enum Input {
        /// A file descriptor, read with `read(2)` (0 for the real stdin).
        case fileDescriptor(Int32)
        /// Text in memory, for tests: what a pipe or a typist would send.
        case text(String)
    }

    /// The arguments after the command's name.
    public var arguments: [String]
    /// Standard input.
    public var input: Input
    /// Standard output: values, what programs display, prompts, help.
    public var output: OutputPort
    /// Standard error: error messages.
    public var errors: OutputPort
    /// Whether standard input is a terminal someone types at: the REPL then
    /// prompts, shows a banner, echoes the names definitions define and
    /// stops an evaluation on Ctrl-C. With `.text` input it simulates one,
    /// writing each line it reads to `output` as a terminal would echo it.
    public var isInteractive: Bool

    /// Set by ``main(arguments:)``: the process ends when the command
    /// returns, so `eval` and `run` leave their interpreter to the exit
    /// instead of taking every global, procedure and value apart first.
    var endsProcess = false

    /// The version `sicp --version` prints.
    public static let version = Help.version
    /// `sicp check`'s budget of steps when `--steps` does not set one: each
    /// case has two fifths of it, 2,600,000, above the most a right answer's
    /// case took over the learners' answers measured (2,570,000). No verdict
    /// of the 845 held-out answers of corpora 88-98 changed from 10,000,000
    /// to 5,000,000, and a wrong answer that never ends is said in two
    /// thirds of the time.
    public static let checkSteps = 6_500_000

    /// A command over the given arguments and standard streams.
    /// - Parameters:
    ///   - arguments: what follows the command's name (`["eval", "(+ 1 2)"]`).
    ///   - input: standard input (fd 0 by default).
    ///   - output: standard output (fd 1 by default).
    ///   - errors: standard error (fd 2 by default).
    ///   - isInteractive: whether input is a terminal; by default, whether
    ///     the input's file descriptor is one (`isatty`), and false for text.
    public init(
        arguments: [String],
        input: Input = .fileDescriptor(0),
        output: OutputPort = OutputPort(fileDescriptor: 1),
        errors: OutputPort = OutputPort(fileDescriptor: 2),
        isInteractive: Bool? = nil
    ) {
        self.arguments = arguments
        self.input = input
        self.output = output
        self.errors = errors
        if let isInteractive {
            self.isInteractive = isInteractive
        } else if case .fileDescriptor(let fd) = input {
            self.isInteractive = isatty(fd) != 0
        } else {
            self.isInteractive = false
        }
    }

    /// Runs the command on the calling thread and returns its exit status.
    ///
    /// Deep recursion in a program needs a large stack: run this inside
    /// `LargeStack.run` (as `main` does), or the depth limit follows the
    /// calling thread's stack. Everything written is flushed on return.
    public func run() -> Int32 {
        defer {
            output.flush()
            errors.flush()
        }
        let invocation: Invocation
        let heapLimit: Int
        do throws(UsageError) {
            let (limit, rest) = try Invocation.heapLimit(in: arguments)
            invocation = try Invocation.parse(rest)
            let variable = getenv(HeapLimit.environmentVariable).map { String(cString: $0) }
            if let limit { heapLimit = limit } else { heapLimit = try Invocation.heapLimit(environment: variable) }
        } catch {
            errors.write(error.description)
            if Invocation.wantsJSON(arguments) { output.write(Self.jsonError(error.message)) }
            return ExitStatus.usage
        }
        // The bound is the process's: only the command the process runs
        // (`main`) sets it, not one a test runs in-process.
        if endsProcess { HeapLimit.enforce(bytes: heapLimit) }
        switch invocation {
        case .help(let subcommand):
            output.write(Help.text(for: subcommand))
            return ExitStatus.success
        case .version:
            output.write("sicp \(Help.version)\n")
            return ExitStatus.success
        case .checkList:
            output.write(ExerciseChecker.listing(width: output.terminalColumns ?? 80))
            return ExitStatus.success
        case .repl, .eval, .run, .check:
            let session = { () -> Int32 in
                switch invocation {
                case .eval(let sources): return evaluate(sources)
                case .run(let path): return runProgram(path)
                case let .check(number, path, procedures, json, svg, steps):
                    return check(number, path, procedures, json: json, svg: svg, steps: steps)
                default: return REPL(command: self).run()
                }
            }
            // A session of its own: procedures in error messages are
            // numbered from 12, as in a fresh MIT Scheme. The process's own
            // command runs on a thread of its own, whose table (the one
            // used while none is bound) starts fresh: binding one there
            // would only cost start-up the task-local's set-up.
            let status = endsProcess ? session() : Printer.$hashNumbers.withValue(HashNumbers(), operation: session)
            return checkedOutput(status)
        }
    }

    /// Runs the command the process was started as, on a thread with a
    /// large stack, and returns its exit status. SIGINT is blocked on the
    /// calling thread so that Ctrl-C reaches the thread that reads input.
    /// - Parameter arguments: the arguments after the command's name
    ///   (the process's own by default).
    ///
    /// The process ends on that thread, with its status, as soon as the
    /// command is done (`endProcess`): the main thread, waiting to join it,
    /// is not woken first.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        InterruptSignal.setBlocked(true)
        #if canImport(Glibc)
        // One malloc arena: the interpreter's thread allocates from the
        // main arena, which grows a few pages at a time (`brk`), not from
        // an arena of its own that grows one page per system call.
        _ = mallopt(-8 /* M_ARENA_MAX */, 1)
        HeapPages.prepare()  // huge pages for deep recursions' frames
        #endif
        do {
            return try LargeStack.run {
                InterruptSignal.setBlocked(false)
                var command = Command(arguments: arguments)
                command.endsProcess = true
                return endProcess(command.run())
            }
        } catch {
            return ExitStatus.failure
        }
    }

    /// Ends the process with `status` (standard output flushed, as `exit`
    /// does), from whichever thread calls it.
    private static func endProcess(_ status: Int32) -> Int32 {
        exit(status)
    }

    // MARK: Modes

    /// `sicp eval`: every form of every source, values printed, the first
    /// error stops. An argument that starts with `,` is a REPL command run in
    /// the same environment: one that shows a process (`sicp eval ',subst
    /// (factorial 6)'`), `,help` (the list) or `,quit` (the forms after it
    /// are not evaluated).
    ///
    /// The forms from standard input (`-`) run as a piped REPL's do: Ctrl-C
    /// (SIGINT) stops the running form with `;Quit!` and the next goes on;
    /// the exit status is then 1.
    func evaluate(_ sources: [Invocation.Source]) -> Int32 {
        let session = Session(self)
        defer { leaveToExit(session) }
        var stdin: LineInput?
        var interrupted = false
        var previousAction: InterruptSignal.Previous?
        if case .fileDescriptor = input, sources.contains(.standardInput) {
            previousAction = InterruptSignal.install()
        } else {
            // Ctrl-C stops the forms with `;Quit!`, after what they displayed.
            previousAction = InterruptSignal.installForBatch()
        }
        defer { if let previousAction { InterruptSignal.restore(previousAction) } }
        for source in sources {
            let text: String
            switch source {
            case .text(let t):
                if let (command, name, argument) = CommaCommand.parse(t) {
                    switch command?.name {
                    case "quit"?:
                        return interrupted ? ExitStatus.failure : ExitStatus.success
                    case "help"?:
                        for line in CommaCommand.listing(for: .eval) { session.printLine(line) }
                        continue
                    case let name? where ProcessCommands.all.contains(where: { $0.name == name }):
                        break
                    default:
                        session.report(CommaCommand.UnknownCommand(name: name, known: CommaCommand.evalNames))
                        return ExitStatus.failure
                    }
                    switch session.runProcessCommand(command.unsafelyUnwrapped.name, argument) {
                    case .value: continue
                    case .failed: return ExitStatus.failure
                    case .exit(let status): return status
                    }
                }
                text = t
            case .standardInput:
                if stdin == nil { stdin = lineInput(watchingInterrupts: false) }
                // What the forms before printed goes out before the wait for input.
                output.flush()
                guard let all = stdin.unsafelyUnwrapped.readAll(limit: SourceFile.maximumSize) else {
                    errors.write("sicp: standard input is larger than \(SourceFile.maximumSize >> 20) MiB, the most a program may be\n")
                    return ExitStatus.usage
                }
                // Ctrl-C stops one form; the others go on (a piped REPL's way).
                switch session.evaluateAll(all, printingValues: true, goingOnAfterQuit: true) {
                case nil: break
                case ExitStatus.interrupted?: interrupted = true; continue
                case let status?: return status
                }
                continue
            }
            if let status = session.evaluateAll(text, printingValues: true) { return status }
        }
        return interrupted ? ExitStatus.failure : ExitStatus.success
    }

    /// `sicp run`: the program's forms, values not printed.
    func runProgram(_ path: String) -> Int32 {
        let text: String
        if path == "-" {
            guard let all = lineInput(watchingInterrupts: false).readAll(limit: SourceFile.maximumSize) else {
                errors.write("sicp: standard input is larger than \(SourceFile.maximumSize >> 20) MiB, the most a program may be\n")
                return ExitStatus.usage
            }
            text = all
        } else {
            do {
                text = try SourceFile.read(path)
            } catch {
                errors.write("sicp: \(error.description)\n")
                return ExitStatus.usage
            }
        }
        let session = Session(self)
        defer { leaveToExit(session) }
        if path != "-" { session.interp.mainFile = path }
        // Ctrl-C stops the program with `;Quit!`, after what it displayed.
        let previousAction = InterruptSignal.installForBatch()
        defer { InterruptSignal.restore(previousAction) }
        return session.evaluateAll(fromTranscript(Self.withoutInterpreterLine(text), path), printingValues: false)
            ?? ExitStatus.success
    }

    /// `status`, or 1 with the system's words on stderr when writing to
    /// standard output failed (`sicp eval '(display 1)' > /dev/full`: "No
    /// space left on device"); a reader that went away (`EPIPE`) is no error.
    func checkedOutput(_ status: Int32) -> Int32 {
        output.flush()
        guard let code = output.failure, code != EPIPE else { return status }
        errors.write("sicp: cannot write to standard output: \(String(cString: strerror(code)))\n")
        return status == ExitStatus.success ? ExitStatus.failure : status
    }

    /// When the process ends with the command, keeps `session` alive to the
    /// exit (it holds itself): freeing an interpreter (its globals,
    /// procedures and whatever the program built) is work the exit does at
    /// no cost.
    func leaveToExit(_ session: Session) {
        if endsProcess { session.keptUntilExit = session }
    }

    /// `sicp check`: the report (or with `--json` one JSON object) on stdout; 0 when every check passed, 1
    /// when one failed, 64 for an unknown exercise or an unreadable file, and 64 with the reason on stdout
    /// for an exercise a program cannot check (3.53: a prediction), whose file is not judged.
    /// `--svg FILE`: for a picture exercise (2.44-2.51), the first picture
    /// that differs, the learner's and the book's side by side. `--steps N`:
    /// the budget of steps instead of `checkSteps`, 6,500,000, each case two
    /// fifths of it (the wall-clock safety net scales with it).
    func check(
        _ number: String, _ path: String, _ procedures: [String], json: Bool = false, svg: String? = nil, steps: Int? = nil
    ) -> Int32 {
        func usage(_ message: String, _ text: String) -> Int32 {
            errors.write(text)
            if json { output.write(Self.jsonError(message)) }
            return ExitStatus.usage
        }
        guard let exercise = ExerciseChecker.exercise(number) else {
            let error = UsageError("unknown exercise '\(number)' (sicp check --list lists them)", in: .check)
            return usage(error.message, error.description)
        }
        // An exercise a program cannot check: why, and no verdict on the
        // file (not read): 64, as for an exercise it does not know, since 1
        // would say the answer failed.
        if !exercise.isCheckable {
            let report = CheckReport(exercise: exercise, results: [])
            output.write(json ? report.json : report.text)
            return ExitStatus.usage
        }
        let text: String
        do {
            text = try SourceFile.read(path)
        } catch {
            return usage(error.description, "sicp: \(error.description)\n")
        }
        let report: CheckReport
        let (source, note) = Self.checkedSource(text, path)
        if let note { errors.write(note + "\n") }
        do {
            if let pictures = PictureChecker.exercise(number) {
                var checker = PictureChecker()
                checker.stepLimit = steps ?? Self.checkSteps
                checker.readsPart = Self.partSource
                report = try checker.check(pictures, source: source, fileName: path, procedures: procedures, svg: svg)
            } else {
                var checker = ExerciseChecker()
                checker.stepLimit = steps ?? Self.checkSteps
                checker.readsPart = Self.partSource
                report = try checker.check(exercise, source: source, fileName: path, procedures: procedures)
            }
        } catch {
            let error = UsageError(error.description, in: .check)
            return usage(error.message, error.description)
        }
        output.write(json ? report.json : report.text)
        return report.passed ? ExitStatus.success : ExitStatus.failure
    }

    /// What `sicp check --json` prints for a usage error: one JSON object
    /// with the message as its `error` field
    /// (`{"error":"unknown exercise '9.99' (sicp check --list lists them)"}`).
    static func jsonError(_ message: String) -> String {
        "{\"error\":" + JSON.string(message) + "}\n"
    }

    /// The forms typed in a file that is a pasted REPL session (see
    /// `Transcript`), with a note on standard error; any other text as it is.
    func fromTranscript(_ text: String, _ path: String) -> String {
        guard let transcript = Transcript.read(text) else { return text }
        errors.write(Transcript.note(path == "-" ? "standard input" : path, transcript.dialect) + "\n")
        return transcript.source
    }

    /// What `sicp check` reads of a file's `text`: a pasted REPL session's
    /// forms (see `Transcript`), or the lines typed after MIT's prompts when
    /// REPL lines are pasted between the definitions, without a script
    /// line; and the note standard error gets about it, naming the file `path`.
    static func checkedSource(_ text: String, _ path: String) -> (source: String, note: String?) {
        if let transcript = Transcript.read(text) {
            return (withoutInterpreterLine(transcript.source),
                    Transcript.note(path == "-" ? "standard input" : path, transcript.dialect))
        }
        if let pasted = Transcript.withoutMITPrompts(text) {
            return (withoutInterpreterLine(pasted.source),
                    ";Note: \(path) has \(pasted.count) \(pasted.count == 1 ? "line" : "lines") pasted from MIT Scheme's "
                        + "REPL: reading the forms typed after the prompts")
        }
        return (withoutInterpreterLine(text), nil)
    }

    /// A file beside the one `sicp check` checks that holds another part of
    /// the exercise, read as the checked file is read (`checkedSource`),
    /// without its note.
    @Sendable static func partSource(_ path: String) -> String? {
        (try? SourceFile.read(path)).map { checkedSource($0, path).source }
    }

    /// A script's `#!/usr/bin/env -S sicp run` line left out (its newline
    /// kept, so that error positions still count lines from the top).
    /// A Guile script's `!#` line right after it, which ends the header's
    /// block comment, is left out too (its newline kept).
    static func withoutInterpreterLine(_ text: String) -> String {
        guard text.hasPrefix("#!/") || text.hasPrefix("#! ") else { return text }
        guard let newline = text.firstIndex(of: "\n") else { return "" }
        let rest = text[text.index(after: newline)...]
        let line = rest.prefix { $0 != "\n" }
        if line.filter({ $0 != " " && $0 != "\t" && $0 != "\r" }) == "!#" { return "\n" + rest.dropFirst(line.count) }
        return String(text[newline...])
    }

    func lineInput(watchingInterrupts: Bool) -> LineInput {
        switch input {
        case .fileDescriptor(let fd): return LineInput(fileDescriptor: fd, watchesInterrupts: watchingInterrupts)
        case .text(let text): return LineInput(text: text)
        }
    }
}

/// The exit statuses of `sicp` (swift-argument-parser's `ExitCode` values).
public enum ExitStatus {
    /// 0: done.
    public static let success: Int32 = 0
    /// 1: an error in the program (its message is on stderr).
    public static let failure: Int32 = 1
    /// 64 (`EX_USAGE`): bad usage, or a file `sicp run` cannot read.
    public static let usage: Int32 = 64
    /// 130 (128 + SIGINT): what a shell shows for a command Ctrl-C ended;
    /// inside the command, the status of a form Ctrl-C stopped.
    public static let interrupted: Int32 = 130
}

#if canImport(Glibc)
/// glibc's `mallopt` (`<malloc.h>`, which the Glibc module does not export).
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

#if canImport(Glibc)
/// The malloc heap, set up for the evaluator: frames, pairs and big
/// integers come from it by the hundred thousand when a learner runs a
/// linear recursion 100,000 calls deep (16 MB of frames for SICP 1.3.1's
/// `sum`), and each 4 KiB page first touched is a page fault.
///
/// So the heap grows 64 MiB at a time (`M_TOP_PAD`), and the part of that
/// first growth beyond the first 4 MiB above what start-up used is asked to
/// be backed by 2 MiB transparent huge pages: a deep recursion then takes a
/// few dozen page faults for its frames instead of thousands (`sum-rec` in
/// `Benchmarks/compare-schemes.py`: about 4,000 fewer, 6% faster), while a
/// small program never reaches it. Memory is only committed when touched.
/// Allocations up to 32 MiB come from the heap rather than a mapping of
/// their own each (a million-digit number's limbs), and up to 128 MiB freed
/// at the top of the heap is kept for the next evaluation rather than given
/// back and faulted in again. Where there are no huge pages on request (or
/// under AddressSanitizer, whose allocator is not this heap), the advice
/// does nothing.
enum HeapPages {
    static func prepare() {
        _ = mallopt(-3 /* M_MMAP_THRESHOLD */, 32 << 20)
        _ = mallopt(-1 /* M_TRIM_THRESHOLD */, 128 << 20)
        _ = mallopt(-2 /* M_TOP_PAD */, 64 << 20)
        // A block larger than the start-up heap has left makes malloc grow
        // the heap now, by the pad: the range to advise.
        let before = UInt(bitPattern: sbrk(0))
        let block = malloc(256 << 10)
        let usable = malloc_usable_size(block)  // uses the block: not optimised away
        let after = UInt(bitPattern: sbrk(0))
        free(block)
        let huge: UInt = 2 << 20
        let start = (before + (4 << 20) + huge - 1) & ~(huge - 1)
        if usable > 0, after > start {
            madvise(UnsafeMutableRawPointer(bitPattern: start), Int(after - start), Int32(MADV_HUGEPAGE))
        }
    }
}

/// glibc's `malloc_usable_size` (`<malloc.h>`, not exported by the Glibc module).
@_silgen_name("malloc_usable_size")
private func malloc_usable_size(_ pointer: UnsafeMutableRawPointer?) -> Int
#endif
