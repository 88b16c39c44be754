#if canImport(Glibc)
import Glibc
#endif
import LineEditor
import SICPChecker
import SICPProcess
import SICPScheme

/// The read-eval-print loop of `sicp` with no subcommand.
///
/// At a terminal it shows a banner and prompts (`sicp> `, and `...> ` while
/// a form is unfinished), echoes the name a top-level definition defines (as
/// Gauche does), and reports an error on a fresh line; Ctrl-C stops an
/// evaluation (`;Quit!`) or drops what was being typed; Ctrl-D or `,quit`
/// leaves with status 0.
///
/// From a pipe or a file it prints values as `sicp eval` does, reports each
/// error and goes on with the next form, and exits 1 at the end if any form
/// failed.
///
/// Forms run as soon as a line completes them, in order; a form left
/// unfinished at the end of a line waits for the next line (`(+ 1 2) (define
/// (f x)` prints 3, then asks for the rest of `f`). A reader error drops the
/// rest of its line.
final class REPL {
    let session: Session
    let input: LineInput
    let isInteractive: Bool
    /// Text input standing in for a terminal: lines are echoed to output.
    let echoesInput: Bool
    /// Whether a SIGINT handler is wanted (a real terminal, or a pipe).
    let handlesInterrupts: Bool
    /// The line editor, when stdin and stdout are terminals and TERM is not
    /// `dumb`; without it lines are read as the terminal's own line
    /// discipline gives them.
    private(set) var editor: LineEditor?

    /// Text of a form that is not finished yet.
    private var pending = ""
    /// The line of input `pending` starts on (1-based).
    private var pendingLine = 1
    /// Lines read so far.
    private var lineNumber = 0
    /// Whether the reader found `pending` unfinished.
    private var isUnfinished = false
    /// Lines added to an unfinished form since the reader last read it, and
    /// how many to add (while more are already buffered) before reading it
    /// again: doubled after each try, so that a long unfinished form (a `)`
    /// missing near the top of a piped file) is read O(log n) times, not n.
    private var linesSinceReading = 0
    private var linesBeforeReading = 1
    /// Whether any form failed (the status of a REPL without a terminal).
    private(set) var failed = false

    init(command: Command) {
        session = Session(command)
        isInteractive = command.isInteractive
        var echoes = false
        var interrupts = false
        if case .text = command.input {
            echoes = command.isInteractive
        } else {
            interrupts = command.isInteractive
        }
        echoesInput = echoes
        // A piped REPL (an editor's inferior Scheme, a script) stops the
        // running form on SIGINT too, and reads on; only at a terminal does
        // Ctrl-C also drop what was being typed.
        if case .fileDescriptor = command.input { handlesInterrupts = true } else { handlesInterrupts = false }
        input = command.lineInput(watchingInterrupts: interrupts)
        if case .fileDescriptor(let fd) = command.input, interrupts, Self.wantsEditor(input: fd) {
            editor = makeEditor(input: fd)
        }
    }

    /// Whether to edit lines: stdin and stdout terminals, TERM not `dumb`.
    static func wantsEditor(input fd: Int32) -> Bool {
        guard Terminal.isTerminal(fd), Terminal.isTerminal(1) else { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return true
    }

    /// The prompt of a line that continues an entry in the editor: `...> `
    /// as without it, one space wider so that it is as wide as `sicp> ` and
    /// indentation lines up.
    static let continuationPrompt = "...>  "

    private func makeEditor(input fd: Int32) -> LineEditor {
        let session = self.session
        let delegate = LineEditorDelegate(
            prompt: "sicp> ",
            continuationPrompt: Self.continuationPrompt,
            isComplete: SchemeEditing.isComplete,
            indentation: SchemeEditing.indentation(after:),
            completions: { SchemeEditing.completions($0, globals: { session.interp.globalNames }) },
            brackets: SchemeEditing.brackets)
        let path = LineEditor.historyPath(variable: "SICP_HISTORY", defaultName: ".sicp_history")
        return LineEditor(delegate: delegate, input: fd, output: 1, historyPath: path) { warning in
            session.errors.write("sicp: " + warning + "\n")
            session.errors.flush()
        }
    }

    var output: OutputPort { session.output }

    /// Runs the loop to the end of input, `,quit` or `(exit)`.
    /// - Returns: the exit status.
    func run() -> Int32 {
        var previousAction: InterruptSignal.Previous?
        if handlesInterrupts { previousAction = InterruptSignal.install() }
        defer {
            if let previousAction { InterruptSignal.restore(previousAction) }
        }
        if isInteractive { output.write(Help.banner + "\n") }
        if let editor { return run(editor) }
        while true {
            prompt()
            // What the last line printed goes out before waiting for the next
            // (a program driving sicp through a pipe sees each answer).
            output.flush()
            switch input.next() {
            case .line(let line):
                lineNumber += 1
                if isInteractive { lineEntered(line) }
                if let status = take(line) { return status }
            case .interrupted:
                forgetPending()
                output.write("\n")
            case .tooLong:
                lineNumber += 1
                forgetPending()
                failed = true
                session.report(LineInput.TooLarge(what: "a line"))
            case .end:
                if isInteractive { output.write("\n") }
                if !pending.isEmpty, let status = readAndEvaluate(atEnd: true) { return status }
                return finish()
            }
        }
    }

    /// The loop with the line editor: each accepted entry is taken line by
    /// line, as typed lines are (so a pasted block of several forms runs
    /// them in order).
    private func run(_ editor: LineEditor) -> Int32 {
        editor.start()
        defer { editor.stop() }
        while true {
            output.freshLine()
            output.flush()
            editor.delegate.prompt = pending.isEmpty ? "sicp> " : Self.continuationPrompt
            switch editor.readEntry() {
            case .entry(let text):
                // The editor left the cursor at the start of a fresh line.
                output.clear()
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    lineNumber += 1
                    if let status = take(String(line)) { return status }
                }
            case .interrupted:
                output.clear()
                forgetPending()
            case .end:
                output.clear()
                if !pending.isEmpty, let status = readAndEvaluate(atEnd: true) { return status }
                return finish()
            }
        }
    }

    /// The status the REPL leaves with, at the end of input or on `,quit`.
    func finish() -> Int32 {
        output.flush()
        if isInteractive { return ExitStatus.success }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    private func prompt() {
        guard isInteractive else { return }
        output.freshLine()
        output.write(pending.isEmpty ? "sicp> " : "...> ")
    }

    /// The terminal echoed the line and its newline: output is at the start
    /// of a line again.
    private func lineEntered(_ line: String) {
        if echoesInput {
            output.write(line + "\n")
        } else {
            // The port's column counts the prompt; the terminal's echo of the
            // newline took the cursor back to column 0.
            output.clear()
        }
    }

    /// Takes one line of input: a comma command, or more Scheme text.
    /// - Returns: the status to exit with, or nil to go on.
    private func take(_ line: String) -> Int32? {
        // From a pipe, lines that may finish a form wait to be read: read
        // them before deciding whether this line is a command (`,stats ...`
        // after a definition of several lines).
        if !pending.isEmpty && linesSinceReading > 0 && CommaCommand.parse(line) != nil {
            if let status = readAndEvaluate(atEnd: false) { return status }
        }
        if pending.isEmpty, let (command, name, argument) = CommaCommand.parse(line) {
            guard let command else {
                failed = true
                session.report(CommaCommand.UnknownCommand(name: name))
                return nil
            }
            return command.action(self, argument)
        }
        if pending.isEmpty { pendingLine = lineNumber }
        // An unfinished form that never ends (`(` and /dev/urandom) is
        // refused at the size a file may have.
        guard pending.utf8.count + line.utf8.count < LineInput.maximumLine else {
            forgetPending()
            failed = true
            session.report(LineInput.TooLarge(what: "a form"))
            return nil
        }
        pending += line
        pending += "\n"
        // At a terminal every line is read at once: its prompt depends on it.
        if isUnfinished && !isInteractive {
            linesSinceReading += 1
            if linesSinceReading < linesBeforeReading && input.hasBufferedLine { return nil }
        }
        return readAndEvaluate(atEnd: false)
    }

    /// Reads the forms of `pending` and evaluates each as soon as it is read.
    /// An unfinished last form stays in `pending` (unless `atEnd`, where it
    /// is an error); any other reader error is reported and drops the rest.
    /// - Returns: the status to exit with, or nil to go on.
    private func readAndEvaluate(atEnd: Bool) -> Int32? {
        var reader = Reader(pending)
        var consumed = SourceLocation(line: 1, column: 1)
        let entry = pending
        var remembered = false
        do {
            while let form = try reader.read() {
                consumed = reader.location
                // The entry as typed, for `,shape` and `,check` to place a call by line and column.
                if !remembered, !ExerciseChecker.definedNames(form).isEmpty {
                    session.remember(entry: entry)
                    remembered = true
                }
                if let status = evaluate(form) {
                    forgetPending()
                    return status
                }
            }
            forgetPending()
        } catch let error as ParseError where error.isIncomplete && !atEnd {
            let progressed = consumed != SourceLocation(line: 1, column: 1)
            dropText(before: consumed)
            isUnfinished = true
            linesSinceReading = 0
            linesBeforeReading = progressed ? 1 : min(linesBeforeReading * 2, 1 << 20)
        } catch {
            report(error)
            forgetPending()
        }
        return nil
    }

    private func forgetPending() {
        pending = ""
        isUnfinished = false
        linesSinceReading = 0
        linesBeforeReading = 1
    }

    /// Drops the text of forms already read from `pending`: whole lines
    /// before `location`, and the columns before it on its line turned into
    /// spaces, so that positions in what is left keep their columns.
    private func dropText(before location: SourceLocation) {
        guard location != SourceLocation(line: 1, column: 1) else { return }
        let scalars = pending.unicodeScalars
        var index = scalars.startIndex
        var line = 1
        while line < location.line, index != scalars.endIndex {
            if scalars[index] == "\n" { line += 1 }
            scalars.formIndex(after: &index)
        }
        var rest = String.UnicodeScalarView()
        var column = 1
        while column < location.column, index != scalars.endIndex {
            rest.append(" ")
            scalars.formIndex(after: &index)
            column += 1
        }
        rest.append(contentsOf: scalars[index...])
        pending = String(rest)
        pendingLine += location.line - 1
    }

    /// Evaluates one form and prints its value (at a terminal, a definition
    /// prints the name it defines).
    private func evaluate(_ form: Value) -> Int32? {
        switch session.evaluate(form) {
        case .value(let value):
            if isInteractive, let name = Self.definedName(form) {
                session.printLine(name)
            } else {
                session.printValue(value)
            }
        case .failed:
            failed = true
        case .exit(let status):
            return status
        }
        return nil
    }

    /// Reports a reader error. Without a terminal its line counts from the
    /// top of the input rather than from the start of the form.
    private func report(_ error: any Error) {
        failed = true
        guard !isInteractive, let parseError = error as? ParseError else {
            session.report(error)
            return
        }
        var location = parseError.location
        location.line += pendingLine - 1
        session.report(ParseError(parseError.reason, at: location))
    }

    /// The name `(define name ...)`, `(define (name ...) ...)` or
    /// `(define-values (name) ...)` defines. A `define-values` of several
    /// names (or of a rest list) prints nothing, as in MIT Scheme, where its
    /// value is unspecified.
    static func definedName(_ form: Value) -> String? {
        guard case .pair(let p) = form, case .symbol(let head) = p.car,
              case .pair(let rest) = p.cdr else { return nil }
        switch (head.name, rest.car) {
        case ("define", .symbol(let name)):
            return name.name
        case ("define", .pair(let signature)):
            if case .symbol(let name) = signature.car { return name.name }
            return nil
        case ("define-values", .pair(let formals)):
            if case .symbol(let name) = formals.car, case .null = formals.cdr { return name.name }
            return nil
        default:
            return nil
        }
    }

    /// `,help`: the comma commands and what they do.
    /// Laid out for the terminal's width (80 columns when output is not a
    /// terminal); the keys only where they work: with the line editor.
    func showCommands() {
        let text = Help.commands(CommaCommand.all.map { ($0.usage, $0.summary) }, keys: editor != nil,
                                 width: output.terminalColumns ?? 80)
        for line in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
            session.printLine(String(line))
        }
    }

    /// `,trace EXPR`, `,time EXPR`, `,stats EXPR`, `,growth EXPR VAR n ...`.
    func runProcessCommand(_ name: String, _ argument: String) -> Int32? {
        switch session.runProcessCommand(name, argument) {
        case .value: break
        case .failed: failed = true
        case .exit(let status): return status
        }
        return nil
    }
}

/// A REPL command: a line that starts with `,` (outside any form), its
/// argument the rest of the line. `,help`, `,quit`, and the commands that
/// show a process (`ProcessCommands`: `,trace`, `,time`, `,stats`,
/// `,growth`); add an entry to `all` for another.
struct CommaCommand: Sendable {
    let name: String
    /// How `,help` shows the call: `,time EXPR`.
    let usage: String
    let summary: String
    /// Takes the REPL and the text after the name; returns the status to
    /// exit with, or nil to go on.
    let action: @Sendable (REPL, String) -> Int32?

    /// The commands, in the order `,help` lists them.
    static let all: [CommaCommand] = [
        CommaCommand(name: "help", usage: ",help", summary: "list these commands") { repl, _ in
            repl.showCommands()
            return nil
        },
    ] + ProcessCommands.all.map { command in
        CommaCommand(name: command.name, usage: command.usage, summary: command.summary) { repl, argument in
            repl.runProcessCommand(command.name, argument)
        }
    } + [
        CommaCommand(name: "quit", usage: ",quit", summary: "leave sicp (Ctrl-D does the same)") { repl, _ in
            repl.finish()
        },
    ]

    /// The command a line names: `,quit`, or a prefix (`,q`; of several
    /// commands, the first listed), and the rest of the line.
    /// - Returns: nil when the line is not a comma command; `(nil, name, _)`
    ///   for a name no command (or more than one) has.
    static func parse(_ line: String) -> (CommaCommand?, String, String)? {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard text.first == "," else { return nil }
        let name = String(text.dropFirst().prefix { $0 != " " && $0 != "\t" })
        let argument = String(text.dropFirst(1 + name.count))
        if let exact = all.first(where: { $0.name == name }) { return (exact, name, argument) }
        // Several commands may start with the prefix (`,s`: `,stats` and
        // `,subst`): the first `,help` lists wins, so that a prefix keeps its
        // meaning when a command is added after it.
        let match = all.first { !name.isEmpty && $0.name.hasPrefix(name) }
        return (match, name, argument)
    }

    /// The lines `,help` shows: each command's usage and summary, then the
    /// limits; for `sicp eval`, the commands that make sense there alone.
    static func listing(for subcommand: Subcommand?) -> [String] {
        let commands = subcommand == .eval ? all.filter { evalNames.contains($0.name) } : all
        let width = (commands.map(\.usage.count).max() ?? 0) + 3
        return commands.map { command in
            command.usage + String(repeating: " ", count: width - command.usage.count) + command.summary
        } + [Help.limits]
    }

    /// The commands `sicp eval` runs: `,help`, `,quit` and those that show
    /// a process.
    static let evalNames = ["help"] + ProcessCommands.all.map(\.name) + ["quit"]

    /// `;Unknown command: ,frob (,help lists the commands)`; with the names
    /// known where there is no `,help` to ask (`sicp eval`):
    /// `;Unknown command: ,frob (sicp eval knows ,help ,trace ... ,quit)`.
    struct UnknownCommand: Error, CustomStringConvertible {
        let name: String
        var known: [String]? = nil
        var description: String {
            guard let known else { return "Unknown command: ,\(name) (,help lists the commands)" }
            return "Unknown command: ,\(name) (sicp eval knows " + known.map { "," + $0 }.joined(separator: " ") + ")"
        }
    }
}
