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
        ("tree", ",tree EXPR", "draw the tree of EXPR's compound procedure calls (--nodes N, --depth N, --hide NAME, --repeats, --width N, --svg FILE)"),
        ("subst", ",subst [--normal] EXPR", "step EXPR by the substitution model (SICP 1.1.5); --steps N: lines shown; --width N (0: whole lines); --table: an iteration's state variables (figure 1.4)"),
        ("env", ",env EXPR", "evaluate EXPR, drawing the environment model: frames, bindings, procedure objects (SICP 3.2; --at N, --frames N, --json, --svg FILE)"),
        ("box", ",box EXPR", "draw EXPR's value as box-and-pointer structure (SICP 2.2, 3.3; --pairs N, --json, --svg FILE)"),
        ("check", ",check [EXERCISE]", "check this session's definitions as sicp check does; alone, list the exercises"),
        ("shape", ",shape NAME", "explain the process NAME generates: its first call not in tail position, or iterative"),
    ]

    /// The options of `,tree` and `,growth`, as `,help` shows them.
    public static let options = [
        ",tree EXPR [--nodes N] [--depth N] [--hide NAME] [--repeats] [--width N] [--svg FILE]",
        ",growth EXPR VAR n1 n2 ... [--svg FILE]",
        ",env EXPR [--at N] [--frames N] [--json] [--svg FILE]",
        ",box EXPR [--pairs N] [--json] [--svg FILE]",
    ]

    /// What runs `,check ARGUMENT`: the argument, the session's
    /// interpreter, its entries as typed, and where its text goes.
    public typealias CheckCommand = (String, Interp, [String], @escaping (String) -> Void) throws -> Void

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
    ///   - entries: the session's entries as typed, for `,shape` and
    ///     `,check` to give a call's line and column in its entry.
    ///   - progress: at a terminal, writes `,growth`'s progress line as it is.
    ///   - check: runs `,check` (the checker is a module of its own, above
    ///     this one: `SICPChecker`'s `ProcessCommands.check`).
    public static func run(
        _ name: String, argument: String, interp: Interp, tracer: Tracer,
        printValue: (Value) -> Void, printText: @escaping (String) -> Void, columns: Int = 80,
        entries: [String] = [], progress: ((String) -> Void)? = nil,
        check: CheckCommand? = nil
    ) throws {
        guard let command = all.first(where: { $0.name == name }) else {
            throw UsageError(usage: all.map(\.usage).joined(separator: " | "))
        }
        if name == "check" {
            guard let check else { throw UsageError(usage: ",check is not available here") }
            try check(argument.trimmingCharacters(), interp, entries, printText)
            return
        }
        if name == "shape" {
            printText(try shape(argument.trimmingCharacters(), interp: interp, entries: entries))
            return
        }
        // The views stop an endless loop as ,subst does (`Interp.viewStepLimit`).
        let previousLimit = interp.observedStepLimit
        interp.observedStepLimit = Interp.viewStepLimit
        defer { interp.observedStepLimit = previousLimit }
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
            let m = try Statistics.measure(interp, forms[0], fresh: true)
            printValue(m.value)
            printText(Statistics.report(m))
        case "tree":
            let usage = UsageError(usage: options[0])
            let repeats = forms.contains { if case .symbol(let s) = $0 { return s.name == "--repeats" } else { return false } }
            let (rest, given) = try Self.options(
                forms.filter { if case .symbol(let s) = $0 { return s.name != "--repeats" } else { return true } },
                ["--nodes", "--depth", "--svg", "--hide", "--width"], usage)
            guard rest.count == 1 else { throw usage }
            let nodes = try given["--nodes"].map { try Self.count($0, "--nodes", usage) } ?? CallTree.defaultNodeLimit
            let depth = try given["--depth"].map { try Self.count($0, "--depth", usage) } ?? CallTree.defaultDepthLimit
            let svgFile = try given["--svg"].map { try Self.path($0, usage) }
            let hiding = try given["--hide"].map { try Self.names($0, usage) } ?? []
            let width = try given["--width"].map { try Self.width($0, usage) } ?? CallTree.labelWidth
            let (tree, result) = CallTree.record(interp, rest[0], nodeLimit: nodes, depthLimit: depth,
                                                 hiding: hiding, labelWidth: width)
            // An expression that fails before any call shows only its error.
            if tree.count > 0 || (try? result.get()) != nil {
                printText(tree.render(repeats: repeats))
                if tree.calls > 0 { printText(tree.summary) }
            }
            if let svgFile {
                let size = tree.pictureSize(repeats: repeats)
                guard size.height <= CallTree.maximumPictureHeight else {
                    let most = Int((CallTree.maximumPictureHeight - 24) / 26 * 0.9 / 100) * 100
                    throw UsageError(usage: options[0] + " (a picture of \(CallTree.grouped(tree.count)) calls would be \(CallTree.grouped(Int(size.height))) px tall: draw \(CallTree.grouped(most)) at most, --nodes \(most), or fewer levels, --depth N)")
                }
                try SVG.write(tree.svg(repeats: repeats), to: svgFile)
                printText("svg: " + svgFile + "\n")
            }
            printValue(try result.get())
        case "env", "box":
            try drawing(name, forms, interp: interp, columns: columns, printValue: printValue, printText: printText)
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
                interp, expression: rest[0], variable: variable.name, values: Array(rest[2...]), progress: progress)
            printText(table.render())
            // Ctrl-C: the rows measured, then `;Quit!`.
            if table.interrupted { throw EvalError.interrupted }
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

    /// `,env` and `,box`: the drawing in the terminal, `--json` or
    /// `--svg FILE`, then the value.
    static func drawing(
        _ name: String, _ forms: [Value], interp: Interp, columns: Int,
        printValue: (Value) -> Void, printText: (String) -> Void
    ) throws {
        let usage = UsageError(usage: options[name == "env" ? 2 : 3])
        let json = forms.contains { if case .symbol(let s) = $0 { return s.name == "--json" } else { return false } }
        let (rest, given) = try Self.options(
            forms.filter { if case .symbol(let s) = $0 { return s.name != "--json" } else { return true } },
            name == "env" ? ["--at", "--frames", "--svg"] : ["--pairs", "--svg"], usage)
        guard rest.count == 1 else { throw usage }
        let svgFile = try given["--svg"].map { try Self.path($0, usage) }
        func limit(_ option: String, _ standard: Int) throws -> Int {
            guard let value = given[option] else { return standard }
            let n = try Self.count(value, option, usage)
            guard n <= 1000 else { throw UsageError(usage: usage.usage + " (\(option) \(n) is more than 1000)") }
            return n
        }
        if name == "env" {
            let at = try given["--at"].map { try Self.count($0, "--at", usage) }
            let frames = try limit("--frames", EnvironmentDiagram.defaultFrameLimit)
            let (diagram, result) = EnvironmentDiagram.record(interp, rest[0], at: at, frameLimit: frames)
            if let diagram {
                if json { printText(diagram.json) } else if svgFile == nil { printText(diagram.render(columns: columns)) }
                if let svgFile {
                    try SVG.write(diagram.svg(), to: svgFile)
                    printText("svg: " + svgFile + "\n")
                }
            }
            let value = try result.get()
            if !json { printValue(value) }
        } else {
            // Watched, so that the views' step limit stops an endless loop.
            let watch = PassingObserver()
            watch.next = interp.observer
            interp.observer = watch
            let value = try { defer { ObserverChain.remove(watch, from: interp) }; return try interp.evaluate(datum: rest[0]) }()
            let diagram = try BoxDiagram.of(value, pairLimit: try limit("--pairs", BoxDiagram.defaultPairLimit), interrupt: interp.interrupt)
            if json { printText(diagram.json) } else if svgFile == nil { printText(diagram.render(columns: columns)) }
            if let svgFile {
                try SVG.write(diagram.svg(), to: svgFile)
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

    /// `--hide`'s value: a name, or a list of names.
    static func names(_ value: Value, _ usage: UsageError) throws -> Set<String> {
        if case .symbol(let s) = value { return [s.name] }
        guard let items = value.listElements, !items.isEmpty else { throw usage }
        return Set(try items.map { item in
            guard case .symbol(let s) = item else { throw usage }
            return s.name
        })
    }

    /// `--width`'s value: a whole number, 0 (no limit) or more.
    static func width(_ value: Value, _ usage: UsageError) throws -> Int {
        guard case .int(let n) = value, n >= 0 else { throw usage }
        return n == 0 ? 0 : max(n, 20)
    }

    /// A file option's value: a string, or a symbol such as `fib.svg`.
    static func path(_ value: Value, _ usage: UsageError) throws -> String {
        switch value {
        case .string(let s) where !s.value.isEmpty: return s.value
        case .symbol(let s): return s.name
        default: throw usage
        }
    }
}

extension ProcessCommands {
    /// `,shape NAME`: the kind of process the session's procedure `NAME`
    /// generates, read from its source (see `TailCalls`): the first call
    /// not in tail position that leads back to a procedure waiting for it
    /// (a recursive process), or its loops, all through tail calls (an
    /// iterative one), or that it never calls itself.
    /// - Parameter entries: the session's entries as typed, so that a call
    ///   is placed by its line and column in its entry; a procedure whose
    ///   entry is not among them is read back from its printed source.
    static func shape(_ name: String, interp: Interp, entries: [String] = []) throws -> String {
        guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "(" || $0 == ")" }) else {
            throw UsageError(usage: ",shape NAME")
        }
        guard let value = interp.lookup(name) else { return ";Unbound variable: \(name)\n" }
        guard case .closure(let closure) = value, !closure.code.sourceBody.isEmpty else {
            return "\(name) is not a compound procedure: ,shape explains a procedure defined in this session\n"
        }
        let calls = sessionCalls(interp: interp, entries: entries)
        switch calls.verdict(of: name) {
        case .recursive(let finding)?: return finding.sentence + ": a recursive process\n"
        case .iterative(let sentence)?: return sentence + "\n"
        case .noLoop(let sentence)?, .macroUse(let sentence)?: return sentence + "\n"
        case nil: return "\(name)'s source could not be read back\n"
        }
    }

    /// The session's procedures for the analysis: each from its entry as
    /// typed when the entry's definition is the one bound now, else as
    /// printed back from the procedure (a `load`ed file, a `set!`).
    package static func sessionCalls(interp: Interp, entries: [String]) -> TailCalls {
        var calls = TailCalls(entries: entries)
        calls.definedMacros = Set(interp.macroNames)
        for name in interp.globalNames {
            guard case .closure(let closure)? = interp.lookup(name), !closure.code.sourceBody.isEmpty else { continue }
            let body = closure.code.sourceBody.map { Printer.write($0) }
            if let (parameters, typed) = calls.definition(of: name),
               Printer.write(parameters) == Printer.write(closure.code.sourceParameters),
               typed.map({ Printer.write($0) }) == body { continue }
            calls.replaced[name] = (closure.code.sourceParameters, closure.code.sourceBody)
        }
        return calls
    }
}

extension String {
    /// Without leading and trailing spaces and newlines.
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed())
    }
}
