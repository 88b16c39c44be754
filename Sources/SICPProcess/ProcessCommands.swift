import SICPScheme

/// The REPL's commands for seeing a process: `,trace EXPR`, `,time EXPR`,
/// `,stats EXPR`, `,growth EXPR VAR n1 n2 ... [--svg FILE]` (see
/// `GrowthPlot` for its plots) and `,tree EXPR` (see `CallTree`).
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
        ("growth", ",growth EXPR VAR n1 n2 ...", "measure EXPR for each value of VAR, fit its order of growth, plot it (--svg FILE: as a picture)"),
        ("tree", ",tree EXPR", "draw the tree of EXPR's compound procedure calls (--nodes N, --depth N, --svg FILE)"),
        ("subst", ",subst [--normal] EXPR", "step EXPR by the substitution model (SICP 1.1.5); --steps N: lines shown"),
        ("check", ",check [EXERCISE]", "check this session's definitions as sicp check does; alone, list the exercises"),
        ("shape", ",shape NAME", "explain the process NAME generates: its first call not in tail position, or iterative"),
    ]

    /// The options of `,tree` and `,growth`, as `,help` shows them.
    public static let options = [
        ",tree EXPR [--nodes N] [--depth N] [--svg FILE]",
        ",growth EXPR VAR n1 n2 ... [--svg FILE]",
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
    ///   - columns: the terminal's width, for commands that elide wide lines.
    /// - Throws: `UsageError`, a reader error, or what the evaluation throws.
    public static func run(
        _ name: String, argument: String, interp: Interp, tracer: Tracer,
        printValue: (Value) -> Void, printText: @escaping (String) -> Void, columns: Int = 80
    ) throws {
        guard let command = all.first(where: { $0.name == name }) else {
            throw UsageError(usage: all.map(\.usage).joined(separator: " | "))
        }
        if name == "check" {
            try check(argument.trimmingCharacters(), interp: interp, printText: printText)
            return
        }
        if name == "shape" {
            printText(try shape(argument.trimmingCharacters(), interp: interp))
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
        case "tree":
            let usage = UsageError(usage: options[0])
            let (rest, given) = try Self.options(forms, ["--nodes", "--depth", "--svg"], usage)
            guard rest.count == 1 else { throw usage }
            let nodes = try given["--nodes"].map { try Self.count($0, "--nodes", usage) } ?? CallTree.defaultNodeLimit
            let depth = try given["--depth"].map { try Self.count($0, "--depth", usage) } ?? CallTree.defaultDepthLimit
            let svgFile = try given["--svg"].map { try Self.path($0, usage) }
            let (tree, result) = CallTree.record(interp, rest[0], nodeLimit: nodes, depthLimit: depth)
            // An expression that fails before any call shows only its error.
            if tree.count > 0 || (try? result.get()) != nil { printText(tree.render()) }
            if let svgFile {
                try SVG.write(tree.svg(), to: svgFile)
                printText("svg: " + svgFile + "\n")
            }
            printValue(try result.get())
        case "subst":
            let (expression, options) = try Substitution.arguments(forms, columns: columns, usage: command.usage)
            try Substitution.run(expression, in: interp, options: options) { printText($0 + "\n") }
        default:
            let usage = UsageError(usage: options[1])
            let (rest, given) = try Self.options(forms, ["--svg"], usage)
            guard rest.count >= 3, case .symbol(let variable) = rest[1],
                  rest[2...].allSatisfy({ $0.doubleValue != nil }) else {
                throw UsageError(usage: command.usage)
            }
            let svgFile = try given["--svg"].map { try Self.path($0, usage) }
            let table = try GrowthTable.measure(
                interp, expression: rest[0], variable: variable.name, values: Array(rest[2...]))
            printText(table.render())
            if let plot = GrowthPlot.text(table, variable: variable.name) { printText(plot) }
            if let svgFile {
                guard let svg = GrowthPlot.svg(table, expression: Printer.write(rest[0]), variable: variable.name) else {
                    throw UsageError(usage: options[1] + " (give two values of " + variable.name + " or more to plot)")
                }
                try SVG.write(svg, to: svgFile)
                printText("svg: " + svgFile + "\n")
            }
        }
    }

    /// Takes the options `names` (each followed by its value) out of
    /// `forms`: the forms left, and each option's value.
    /// - Throws: `usage` for an option given twice or without a value, or
    ///   an option of another name.
    static func options(_ forms: [Value], _ names: [String], _ usage: UsageError) throws -> ([Value], [String: Value]) {
        var rest: [Value] = []
        var given: [String: Value] = [:]
        var i = 0
        while i < forms.count {
            if case .symbol(let s) = forms[i], s.name.hasPrefix("--") {
                guard names.contains(s.name), given[s.name] == nil, i + 1 < forms.count else { throw usage }
                given[s.name] = forms[i + 1]
                i += 2
            } else {
                rest.append(forms[i])
                i += 1
            }
        }
        return (rest, given)
    }

    /// A count option's value: a whole number, 1 or more.
    /// - Throws: `usage`, with the reason when the number is too large.
    static func count(_ value: Value, _ name: String, _ usage: UsageError) throws -> Int {
        if case .big(let n) = value, !n.isNegative {
            throw UsageError(usage: usage.usage + " (" + name + " " + Printer.write(value) + " is too large)")
        }
        guard case .int(let n) = value, n >= 1 else { throw usage }
        return n
    }

    /// A file option's value: a string, or a symbol such as `fib.svg`.
    static func path(_ value: Value, _ usage: UsageError) throws -> String {
        switch value {
        case .string(let s) where !s.value.isEmpty: return s.value
        case .symbol(let s): return s.name
        default: throw usage
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
        // The session's own definitions: the compound procedures and values
        // bound globally (the built-ins and the kit are primitives), in
        // alphabetical order, for the fallback to the only procedure of an arity.
        let defined = interp.globalNames.filter { name in
            guard let value = interp.lookup(name) else { return false }
            if case .primitive = value { return false }
            return true
        }.sorted()
        if let pictures = PictureChecker.exercise(number) {
            printText(PictureChecker().check(pictures, session: interp, definedNames: defined).text)
            return
        }
        printText(ExerciseChecker().check(exercise, session: interp, definedNames: defined).text)
    }
}

extension ProcessCommands {
    /// `,shape NAME`: why the process of the session's procedure `NAME` is
    /// recursive (its first call, to itself or to one of its loops, that is
    /// not in tail position, and what waits for it) or iterative.
    static func shape(_ name: String, interp: Interp) throws -> String {
        guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "(" || $0 == ")" }) else {
            throw UsageError(usage: ",shape NAME")
        }
        guard let value = interp.lookup(name) else { return ";Unbound variable: \(name)\n" }
        guard case .closure(let closure) = value, !closure.code.sourceBody.isEmpty else {
            return "\(name) is not a compound procedure: ,shape explains a procedure defined in this session\n"
        }
        let source = "(define \(name) (lambda \(Printer.write(closure.code.sourceParameters)) "
            + closure.code.sourceBody.map { Printer.write($0) }.joined(separator: " ") + "))"
        guard let calls = TailCalls(source: source) else {
            return "\(name)'s source could not be read back\n"
        }
        if let finding = calls.firstNonTailCall(of: name) {
            // The locations are those of the text printed back, not of what was typed: left out.
            let sentence = TailCalls.Finding(call: finding.call, location: nil, waiting: finding.waiting).sentence
            return sentence + ": a recursive process\n"
        }
        return "every call \(name) makes to itself is in tail position: an iterative process\n"
    }
}

extension String {
    /// Without leading and trailing spaces and newlines.
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed())
    }
}
