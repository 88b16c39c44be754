import SICPScheme

/// What the command line asks `sicp` to do, once parsed.
///
/// ```swift
/// try Invocation.parse(["eval", "(+ 1 2)", "-"])
/// // .eval([.text("(+ 1 2)"), .standardInput])
/// ```
public enum Invocation: Equatable, Sendable {
    /// Where `sicp eval` takes forms from.
    public enum Source: Equatable, Sendable {
        /// A command-line argument's text: one or more forms.
        case text(String)
        /// `-`: the forms read from standard input.
        case standardInput
    }

    /// `sicp`: the REPL (with prompts when standard input is a terminal).
    case repl
    /// `sicp eval FORMS...`, `sicp eval -`.
    case eval([Source])
    /// `sicp run FILE` (`-` reads the program from standard input).
    case run(String)
    /// `sicp check EXERCISE FILE [--procedure NAME]... [--json]`.
    case check(exercise: String, file: String, procedures: [String], json: Bool = false, svg: String? = nil, steps: Int? = nil)
    /// `sicp check --list`.
    case checkList
    /// `sicp --help`, `sicp help [SUBCOMMAND]`, `sicp SUBCOMMAND --help`.
    case help(Subcommand?)
    /// `sicp --version`.
    case version

    /// Parses the arguments that follow the command's name.
    ///
    /// Only `--`-options are refused in `eval`: `-5` and `-` are forms there
    /// (`-` meaning standard input), and `--` ends the options.
    /// - Throws: `UsageError` for an unknown option or subcommand, a missing
    ///   or an unexpected argument.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .repl }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            try expectNothing(rest, in: nil)
            return .help(nil)
        case "--version":
            try expectNothing(rest, in: nil)
            return .version
        default:
            break
        }
        if first.hasPrefix("-") {
            throw UsageError("unknown option '\(first)'", in: nil)
        }
        guard let subcommand = Subcommand(rawValue: first) else {
            throw UsageError("unknown subcommand '\(first)'", in: nil)
        }
        switch subcommand {
        case .eval: return try parseEval(rest)
        case .run: return try parseRun(rest)
        case .check: return try parseCheck(rest)
        case .help: return try parseHelp(rest)
        }
    }

    /// The `--heap-limit SIZE` (or `--heap-limit=SIZE`) option, which every
    /// mode takes, anywhere before a `--`: its value in bytes (0: no bound),
    /// and the other arguments.
    ///
    /// ```swift
    /// try Invocation.heapLimit(in: ["--heap-limit", "512M", "run", "x.scm"])
    /// // (536870912, ["run", "x.scm"])
    /// ```
    /// - Throws: `UsageError` for a missing or malformed size.
    public static func heapLimit(in arguments: [String]) throws(UsageError) -> (bytes: Int?, rest: [String]) {
        var bytes: Int?
        var rest: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { optionsEnded = true }
            guard !optionsEnded, argument == "--heap-limit" || argument.hasPrefix("--heap-limit=") else {
                rest.append(argument)
                continue
            }
            let value: String
            if argument == "--heap-limit" {
                guard index < arguments.count else { throw UsageError("missing value for '--heap-limit <size>'", in: nil) }
                value = arguments[index]
                index += 1
            } else {
                value = String(argument.dropFirst("--heap-limit=".count))
            }
            guard let parsed = HeapLimit.parse(value) else {
                throw UsageError("invalid size '\(value)' for '--heap-limit' (e.g. 512M, 2G, none)", in: nil)
            }
            bytes = parsed
        }
        return (bytes, rest)
    }

    /// The heap bound when no option sets it: `SICP_HEAP_LIMIT`'s value if
    /// set (and not empty), else ``HeapLimit/defaultBytes``.
    /// - Throws: `UsageError` for a malformed value.
    public static func heapLimit(environment value: String?) throws(UsageError) -> Int {
        guard let value, !value.isEmpty else { return HeapLimit.defaultBytes }
        guard let parsed = HeapLimit.parse(value) else {
            throw UsageError("invalid size '\(value)' in \(HeapLimit.environmentVariable) (e.g. 512M, 2G, none)", in: nil)
        }
        return parsed
    }

    /// Whether the arguments ask `sicp check` for JSON (`--json` before any
    /// `--`): a usage error is then reported as a JSON object on stdout too.
    static func wantsJSON(_ arguments: [String]) -> Bool {
        guard arguments.contains("check") else { return false }
        return arguments.prefix { $0 != "--" }.contains("--json")
    }

    private static func parseEval(_ arguments: [String]) throws(UsageError) -> Invocation {
        var sources: [Source] = []
        var optionsEnded = false
        for argument in arguments {
            if !optionsEnded {
                switch argument {
                case "--": optionsEnded = true; continue
                case "-h", "--help": return .help(.eval)
                case "-": sources.append(.standardInput); continue
                default:
                    if argument.hasPrefix("--") { throw UsageError("unknown option '\(argument)'", in: .eval) }
                }
            }
            sources.append(argument == "-" ? .standardInput : .text(argument))
        }
        guard !sources.isEmpty else { throw UsageError("missing expected argument '<form>...'", in: .eval) }
        return .eval(sources)
    }

    private static func parseRun(_ arguments: [String]) throws(UsageError) -> Invocation {
        var file: String?
        var optionsEnded = false
        for argument in arguments {
            if !optionsEnded {
                switch argument {
                case "--": optionsEnded = true; continue
                case "-h", "--help": return .help(.run)
                default:
                    if argument.hasPrefix("-") && argument != "-" {
                        throw UsageError("unknown option '\(argument)'", in: .run)
                    }
                }
            }
            guard file == nil else { throw UsageError("unexpected argument '\(argument)'", in: .run) }
            file = argument
        }
        guard let file else { throw UsageError("missing expected argument '<file>'", in: .run) }
        return .run(file)
    }

    private static func parseCheck(_ arguments: [String]) throws(UsageError) -> Invocation {
        var positional: [String] = []
        var procedures: [String] = []
        var list = false
        var json = false
        var svg: String?
        var steps: Int?
        var optionsEnded = false
        var index = 0
        func stepCount(_ text: String) throws(UsageError) -> Int {
            let digits = text.filter { $0 != "," && $0 != "_" }
            guard let n = Int(digits), n > 0, n <= 1_000_000_000_000 else {
                throw UsageError("'\(text)' is not a number of steps (1 to 1,000,000,000,000)", in: .check)
            }
            return n
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded {
                switch argument {
                case "--": optionsEnded = true; continue
                case "-h", "--help": return .help(.check)
                case "--steps":
                    guard index < arguments.count else { throw UsageError("missing value for '--steps <n>'", in: .check) }
                    steps = try stepCount(arguments[index])
                    index += 1
                    continue
                case "--list": list = true; continue
                case "--json": json = true; continue
                case "--svg":
                    guard index < arguments.count else { throw UsageError("missing value for '--svg <file>'", in: .check) }
                    svg = arguments[index]
                    index += 1
                    continue
                case "--procedure", "-p":
                    guard index < arguments.count else {
                        throw UsageError("missing value for '\(argument) <name>'", in: .check)
                    }
                    procedures.append(arguments[index])
                    index += 1
                    continue
                default:
                    if argument.hasPrefix("--procedure=") {
                        procedures.append(String(argument.dropFirst("--procedure=".count)))
                        continue
                    }
                    if argument.hasPrefix("--steps=") {
                        steps = try stepCount(String(argument.dropFirst("--steps=".count)))
                        continue
                    }
                    if argument.hasPrefix("-") && argument != "-" {
                        throw UsageError("unknown option '\(argument)'", in: .check)
                    }
                }
            }
            positional.append(argument)
        }
        if list {
            if let extra = positional.first ?? procedures.first ?? steps.map({ _ in "--steps" }) {
                throw UsageError("unexpected argument '\(extra)'", in: .check)
            }
            return .checkList
        }
        guard positional.count >= 1 else { throw UsageError("missing expected argument '<exercise>'", in: .check) }
        guard positional.count >= 2 else { throw UsageError("missing expected argument '<file>'", in: .check) }
        guard positional.count == 2 else { throw UsageError("unexpected argument '\(positional[2])'", in: .check) }
        return .check(exercise: positional[0], file: positional[1], procedures: procedures, json: json, svg: svg, steps: steps)
    }

    private static func parseHelp(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let name = arguments.first else { return .help(nil) }
        guard let subcommand = Subcommand(rawValue: name) else {
            throw UsageError("unknown subcommand '\(name)'", in: .help)
        }
        try expectNothing(Array(arguments.dropFirst()), in: .help)
        return .help(subcommand)
    }

    private static func expectNothing(_ arguments: [String], in subcommand: Subcommand?) throws(UsageError) {
        if let extra = arguments.first {
            throw UsageError("unexpected argument '\(extra)'", in: subcommand)
        }
    }
}

/// The subcommands, in the order `sicp --help` lists them.
public enum Subcommand: String, CaseIterable, Sendable {
    case eval, run, check, help

    /// One line for the list in `sicp --help`.
    var abstract: String {
        switch self {
        case .eval: return "Evaluate forms and print their values, one per line."
        case .run: return "Run a program file; print only what it displays."
        case .check: return "Check a solution to an exercise: its values and its process."
        case .help: return "Show help for a subcommand."
        }
    }

    /// The usage lines, without the `Usage: ` lead.
    var usage: [String] {
        switch self {
        case .eval: return ["sicp eval <form>...", "sicp eval -"]
        case .run: return ["sicp run <file>"]
        case .check: return [
            "sicp check <exercise> <file> [--procedure <name>]... [--json] [--svg <file>] [--steps <n>]", "sicp check --list",
        ]
        case .help: return ["sicp help [<subcommand>]"]
        }
    }
}

/// A command line `sicp` cannot make sense of (exit status 64).
///
/// Printed as swift-argument-parser prints its errors, under the command's name:
/// ```
/// sicp: unknown option '--frob'
/// Usage: sicp [eval <form>... | eval - | run <file>]
///   See 'sicp --help' for more information.
/// ```
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `unknown option '--frob'`.
    public var message: String
    /// The subcommand whose usage to show, or nil for the command's.
    public var subcommand: Subcommand?

    public init(_ message: String, in subcommand: Subcommand?) {
        self.message = message
        self.subcommand = subcommand
    }

    /// The three lines for stderr, each ending in a newline.
    public var description: String {
        let usage = subcommand?.usage ?? [Help.commandUsage]
        let helpCall = subcommand.map { "sicp \($0.rawValue) --help" } ?? "sicp --help"
        var text = "sicp: \(message)\n"
        text += "Usage: " + usage.joined(separator: "\n       ") + "\n"
        text += "  See '\(helpCall)' for more information.\n"
        return text
    }
}
