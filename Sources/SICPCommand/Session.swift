import SICPChecker
import SICPPictures
import SICPProcess
import SICPScheme

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One interpreter and the command's streams: evaluating a form, printing
/// its value, reporting an error. Every mode of `sicp` goes through here.
final class Session {
    let interp: Interp
    /// `trace` and `untrace`, and `,trace EXPR`.
    let tracer: Tracer
    let output: OutputPort
    let errors: OutputPort
    /// At a terminal: an error message starts on a line of its own.
    let isInteractive: Bool
    /// The session itself when the process ends with the command: a cycle
    /// on purpose, so that the exit, not a deinit, frees the interpreter
    /// (see `Command.leaveToExit`).
    var keptUntilExit: Session?
    /// The REPL's entries that define something, as typed (the latest
    /// `entryLimit`): `,shape` and `,check` place a call by its line and
    /// column in its entry.
    private(set) var entries: [String] = []
    static let entryLimit = 2000

    /// Keeps an entry's text (see `entries`).
    func remember(entry: String) {
        entries.append(entry)
        if entries.count > Self.entryLimit { entries.removeFirst(entries.count - Self.entryLimit) }
    }

    init(_ command: Command) {
        output = command.output
        errors = command.errors
        isInteractive = command.isInteractive
        interp = Interp(output: command.output)
        tracer = Tracer.install(in: interp)
        let errors = command.errors
        interp.notes = { note in errors.write(note + "\n") }
        PictureLanguage.installOnFirstUse(in: interp)
    }

    /// What evaluating one form came to.
    enum Outcome {
        /// Its value (`.unspecified` for a definition and the like).
        case value(Value)
        /// An error, already reported.
        case failed
        /// `(exit n)`: output flushed, leave with this status.
        case exit(Int32)
    }

    /// Evaluates one form at top level; an error is reported on `errors`.
    func evaluate(_ datum: Value) -> Outcome {
        Interrupt.clear()
        do {
            return .value(try interp.evaluate(datum: datum))
        } catch let exit as SchemeExit {
            output.flush()
            return .exit(exit.status)
        } catch {
            lastFailureWasQuit = (error as? EvalError) == .interrupted
            report(error)
            return .failed
        }
    }

    /// Whether the last form that failed was stopped by Ctrl-C.
    private(set) var lastFailureWasQuit = false

    /// Runs a REPL command of `ProcessCommands` (`,trace`, `,time`,
    /// `,stats`, `,growth`) on the text after its name; an error is
    /// reported on `errors`.
    func runProcessCommand(_ name: String, _ argument: String) -> Outcome {
        Interrupt.clear()
        do {
            try ProcessCommands.run(
                name, argument: argument, interp: interp, tracer: tracer,
                printValue: printValue,
                printText: { text in
                    self.output.freshLine()
                    // At a terminal, the sentences under a view (`steps:`,
                    // `process:`, `calls:`, ...) wrap between words at the
                    // window's width; tables and plots are drawn to fit.
                    if self.isInteractive, let width = self.output.terminalColumns {
                        self.output.write(ErrorWrapping.wrappedSentences(text, width: width))
                    } else {
                        self.output.write(text)
                    }
                },
                columns: columns, entries: entries,
                progress: isInteractive && output.terminalColumns != nil ? { text in
                    self.output.write(text)
                    self.output.flush()
                    // The line is rewritten from its start: the port's column is the terminal's no more.
                    self.output.clear()
                } : nil,
                check: { argument, interp, entries, printText in
                    try ProcessCommands.check(argument, interp: interp, entries: entries, printText: printText)
                })
            return .value(.unspecified)
        } catch let exit as SchemeExit {
            output.flush()
            return .exit(exit.status)
        } catch {
            report(error)
            return .failed
        }
    }

    /// The width of the terminal the output goes to; else `COLUMNS` (as a
    /// shell sets it, `0`: no limit); else 80.
    var columns: Int {
        Self.columns(terminal: output.terminalColumns, environment: getenv("COLUMNS").map { String(cString: $0) })
    }

    /// The width for the views: the terminal's (20 at least), else the
    /// environment's `COLUMNS` when it is a whole number (0: no limit), else 80.
    static func columns(terminal: Int?, environment: String?) -> Int {
        if let terminal { return max(20, terminal) }
        if let text = environment, let width = Int(text), width >= 0 { return width == 0 ? 0 : max(20, width) }
        return 80
    }

    /// Reads and evaluates every form of `text` in order, printing each
    /// value when `printingValues`; stops at the first error, but for one
    /// Ctrl-C stopped when `goingOnAfterQuit`.
    /// - Returns: nil when every form ran, else the status to exit with
    ///   (`ExitStatus.interrupted` when every form ran, and Ctrl-C stopped one).
    func evaluateAll(_ text: String, printingValues: Bool, goingOnAfterQuit: Bool = false) -> Int32? {
        var reader = Reader(text)
        var quit = false
        var languagesSeen = 0
        defer { lastFailureWasQuit = false }
        while true {
            let datum: Value?
            do {
                datum = try reader.read()
            } catch {
                report(error)
                return ExitStatus.failure
            }
            interp.noteLanguages(of: reader, seen: &languagesSeen)
            guard let datum else { return quit ? ExitStatus.interrupted : nil }
            switch evaluate(datum) {
            case .value(let value):
                if printingValues { printValue(value) }
            case .failed:
                if goingOnAfterQuit && lastFailureWasQuit {
                    quit = true
                    continue
                }
                return ExitStatus.failure
            case .exit(let status):
                return status
            }
        }
    }

    /// Writes `value` as `write` does, on a line of its own; nothing for an
    /// unspecified value.
    func printValue(_ value: Value) {
        if case .unspecified = value { return }
        // Several values print one to a line, as Gauche prints them; no value prints nothing.
        if case .multipleValues(let values) = value {
            for v in values { printValue(v) }
            return
        }
        printLine(Printer.write(value))
    }

    /// Writes `text` on a line of its own.
    func printLine(_ text: String) {
        output.freshLine()
        output.write(text)
        output.write("\n")
    }

    /// Flushes what the program wrote, then writes the error's message line
    /// on `errors`. At a terminal the message starts on a fresh line (after
    /// Ctrl-C, on the line below the `^C` the terminal echoed).
    func report(_ error: any Error) {
        if isInteractive {
            if case EvalError.interrupted? = error as? EvalError {
                output.write("\n")
                Interrupt.clear()
            } else {
                output.freshLine()
            }
        }
        output.flush()
        let message = Self.message(for: error)
        // At a terminal, wrapped between words at the window's width (the
        // terminal would break a word at its edge).
        let width = isInteractive ? (errors.terminalColumns ?? output.terminalColumns) : nil
        errors.write((width.map { ErrorWrapping.wrapped(message, width: $0) } ?? message) + "\n")
        errors.flush()
    }

    /// The message line for an error, in MIT Scheme's words.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as EvalError: return error.description
        case let error as ParseError: return error.description
        default: return ";\(error)"
        }
    }
}

/// An error message for a terminal: its lines broken between words so that
/// none is wider than the window (a word wider than the window stays whole,
/// for the terminal to break).
public enum ErrorWrapping {
    /// The lines of `text` that are sentences of a view (`steps: ...`,
    /// `space: ...`, `process: ...`, `calls: ...`, `recursion: ...`,
    /// `note: ...`) wrapped as `wrapped` does; the other lines as they are.
    public static func wrappedSentences(_ text: String, width: Int) -> String {
        let heads = ["steps: ", "space: ", "process: ", "calls: ", "recursion: ", "note: "]
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            heads.contains { line.hasPrefix($0) } ? wrapped(String(line), width: width) : String(line)
        }.joined(separator: "\n")
    }

    /// `text` with each of its lines broken at spaces so that none is wider
    /// than `width` characters (a width under 20 is taken as 20).
    public static func wrapped(_ text: String, width: Int) -> String {
        let width = max(20, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > width else { return String(line) }
            var lines: [String] = []
            var current = ""
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= width {
                    current += " " + word
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
