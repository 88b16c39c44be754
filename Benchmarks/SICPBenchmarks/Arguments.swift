// The command line: a few options, parsed by hand (no package dependencies).

/// What the command line asks for.
struct Options: Equatable {
    var quick = false
    /// Substrings of benchmark names; a benchmark runs if it contains any.
    var filters: [String] = []
    var jsonPath: String? = nil
    var svgPath: String? = nil
    var samples: Int? = nil
    var list = false
    var help = false
}

/// A command line that does not parse.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let description: String
}

/// The synopsis, printed with any usage error.
let usage = """
    USAGE: sicp-bench [--quick] [--filter TEXT]... [--samples N] [--json FILE] [--svg FILE]
           sicp-bench --list [--quick] [--filter TEXT]...

    """

/// `--help`.
let help = usage + """

    Times the SICP library's procedures (sum, product, accumulate, Pascal's
    triangle, exact integers) variant by variant over growing sizes, and prints
    one table per procedure: median [min, p90] per call, time per unit of work,
    the ratio to a hand-written baseline, and the fitted growth of each variant.
    Run it as a release build: swift run -c release sicp-bench

    OPTIONS:
      --quick          A small subset with fewer samples, in a few seconds (for CI).
      --filter TEXT    Only benchmarks whose name contains TEXT, e.g. "sum iterative"
                       or "pascal naive row=30". Repeat for several.
      --samples N      Samples per benchmark (default \(MeasurementSettings.full.samples), \
    \(MeasurementSettings.quick.samples) with --quick;
                       without it, slow benchmarks take fewer, at least \(MeasurementSettings.full.minimumSamples)).
      --json FILE      Also write the results as JSON to FILE.
      --svg FILE       Also draw time against size (log-log) as SVG to FILE.
      --list           Print the names of the benchmarks that would run, and stop.
      -h, --help       Show this help.

    """

/// Parses the arguments after the executable's name.
func parseOptions(_ arguments: some Collection<String>) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
        // "--json=FILE" is "--json FILE".
        var name = argument
        var attached: String? = nil
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            attached = String(argument[argument.index(after: equals)...])
        }
        func value() throws(UsageError) -> String {
            if let attached { return attached }
            guard let next = remaining.next() else { throw UsageError(description: "\(name) needs a value") }
            return next
        }
        func noValue() throws(UsageError) {
            if attached != nil { throw UsageError(description: "\(name) takes no value") }
        }
        switch name {
        case "--quick": try noValue(); options.quick = true
        case "--list": try noValue(); options.list = true
        case "-h", "--help": try noValue(); options.help = true
        case "--filter":
            let text = try value()
            guard !text.isEmpty else { throw UsageError(description: "--filter needs a non-empty text") }
            options.filters.append(text)
        case "--json": options.jsonPath = try nonEmptyPath(try value(), for: name)
        case "--svg": options.svgPath = try nonEmptyPath(try value(), for: name)
        case "--samples":
            let text = try value()
            guard let count = Int(text), count >= 1, count <= 100_000 else {
                throw UsageError(description: "--samples needs a whole number from 1 to 100000, not '\(text)'")
            }
            options.samples = count
        default:
            if name.hasPrefix("-") { throw UsageError(description: "unknown option '\(name)'") }
            throw UsageError(description: "unexpected argument '\(argument)'")
        }
    }
    return options
}

private func nonEmptyPath(_ path: String, for option: String) throws(UsageError) -> String {
    guard !path.isEmpty else { throw UsageError(description: "\(option) needs a file name") }
    return path
}
