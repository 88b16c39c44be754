#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// R7RS 6.14, the system interface: `command-line`, `emergency-exit`,
/// `get-environment-variable(s)`, `current-jiffy`, `jiffies-per-second`,
/// `features` (`exit` and `current-second` are in `Builtins.swift` and
/// `Dialects.swift`; `file-exists?` and `delete-file` in `Ports.swift`).
extension Builtins {
    static func system() -> [Primitive] {
        [
            Primitive("command-line") { Value.list(CommandLine.arguments.map { .string(MString($0)) }) },
            Primitive("emergency-exit", min: 0, max: 1) { args in throw SchemeExit(args.first) },
            Primitive("get-environment-variable") { v in
                guard case .string(let name) = v else { throw wrongType(v, 1, "get-environment-variable") }
                guard let value = getenv(name.value) else { return .false }
                return .string(MString(String(cString: value)))
            },
            Primitive("get-environment-variables") {
                var pairs: [Value] = []
                var cursor = environ
                while let entry = cursor.pointee {
                    let text = String(cString: entry)
                    if let equals = text.firstIndex(of: "=") {
                        pairs.append(.pair(Pair(.string(MString(String(text[..<equals]))),
                                                .string(MString(String(text[text.index(after: equals)...]))))))
                    }
                    cursor += 1
                }
                return Value.list(pairs)
            },
            Primitive("current-jiffy") { .int(Clock.microseconds()) },
            Primitive("jiffies-per-second") { .int(1_000_000) },
            Primitive("features") {
                Value.list(["r7rs", "exact-closed", "ieee-float", "full-unicode", "ratios", "sicp"]
                    .map { .symbol(Symbol.intern($0)) })
            },
        ]
    }
}
