import SICPScheme

/// The REPL's commands for seeing a process: `,trace EXPR`, `,time EXPR`,
/// `,stats EXPR` and `,growth EXPR VAR n1 n2 ...`.
///
/// ```
/// sicp> ,stats (factorial 5)
/// 120
/// steps: 7
/// space: 1
/// calls: fact-iter 6, factorial 1
/// sicp> ,time (fib 25)
/// 75025
/// time: 212 ms
/// ```
///
/// The REPL hands over the text after the command's name; the command
/// evaluates in the REPL's interpreter, so what it defines stays defined.
public enum ProcessCommands {
    /// The commands, with what `,help` says of each.
    public static let all: [(name: String, usage: String, summary: String)] = [
        ("trace", ",trace EXPR", "evaluate EXPR, tracing every compound procedure it calls"),
        ("time", ",time EXPR", "evaluate EXPR, then show the time it took"),
        ("stats", ",stats EXPR", "evaluate EXPR, then show its steps, space and calls per procedure"),
        ("growth", ",growth EXPR VAR n1 n2 ...", "measure EXPR for each value of VAR and fit its order of growth"),
        ("check", ",check [EXERCISE]", "check this session's definitions as sicp check does; alone, list the exercises"),
    ]

    /// A command given the wrong arguments: `;Usage: ,time EXPR`.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        /// The command's usage: `,time EXPR`.
        public var usage: String
        public init(usage: String) { self.usage = usage }
        public var description: String { "Usage: \(usage)" }
    }

    /// Runs the command `name` on the text after it.
    /// - Parameters:
    ///   - printValue: prints a value as the REPL prints values.
    ///   - printText: prints lines of text (each ending in a newline).
    /// - Throws: `UsageError`, a reader error, or what the evaluation throws.
    public static func run(
        _ name: String, argument: String, interp: Interp, tracer: Tracer,
        printValue: (Value) -> Void, printText: (String) -> Void
    ) throws {
        guard let command = all.first(where: { $0.name == name }) else {
            throw UsageError(usage: all.map(\.usage).joined(separator: " | "))
        }
        if name == "check" {
            try check(argument.trimmingCharacters(), interp: interp, printText: printText)
            return
        }
        var reader = Reader(argument)
        var forms: [Value] = []
        do {
            while let form = try reader.read() { forms.append(form) }
        } catch let error as ParseError {
            throw error.isIncomplete ? UsageError(usage: command.usage) : error
        }
        switch name {
        case "trace":
            guard forms.count == 1 else { throw UsageError(usage: command.usage) }
            printValue(try tracer.traceEverything { try interp.evaluate(datum: forms[0]) })
        case "time":
            guard forms.count == 1 else { throw UsageError(usage: command.usage) }
            let (value, seconds) = try Statistics.time(interp, forms[0])
            printValue(value)
            printText("time: " + Statistics.format(seconds: seconds) + "\n")
        case "stats":
            guard forms.count == 1 else { throw UsageError(usage: command.usage) }
            let m = try Statistics.measure(interp, forms[0])
            printValue(m.value)
            printText(Statistics.report(m))
        default:
            guard forms.count >= 3, case .symbol(let variable) = forms[1],
                  forms[2...].allSatisfy({ $0.doubleValue != nil }) else {
                throw UsageError(usage: command.usage)
            }
            let table = try GrowthTable.measure(
                interp, expression: forms[0], variable: variable.name, values: Array(forms[2...]))
            printText(table.render())
        }
    }

    /// `,check` lists the exercises; `,check 1.30` checks the session's
    /// definitions (with the command's limits: 5 s a check, 100,000 pending calls).
    static func check(_ number: String, interp: Interp, printText: (String) -> Void) throws {
        if number.isEmpty {
            printText(ExerciseChecker.listing)
            return
        }
        guard let exercise = ExerciseChecker.exercise(number) else {
            throw UsageError(usage: ",check [EXERCISE] (unknown exercise '\(number)'; ,check lists them)")
        }
        printText(ExerciseChecker().check(exercise, session: interp).text)
    }
}

extension String {
    /// Without leading and trailing spaces and newlines.
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed())
    }
}
