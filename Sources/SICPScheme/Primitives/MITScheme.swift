/// MIT Scheme's procedures that the book's readers call and that are not
/// in R7RS, worded as MIT Scheme 12.1 words them:
///
/// ```scheme
/// (pp square)        ; (named-lambda (square x)
///                    ;   (* x x))
/// (boolean=? #t #t)  ; #t
/// (guarantee integer? 'a 'f)   ; ;The object a, passed as the first argument to f, is not the correct type.
/// (cd "exercises")   ; later relative loads look there
/// ```
///
/// `pp`, `cd` (`pwd`), `boolean=?`, `exact-nonnegative-integer?`,
/// `exact-rational?`, `guarantee`. `1+`, `-1+`, `runtime`, `real-time` and
/// `random` (of a real too) are in `NumericPrimitives`, `Builtins` and
/// `Dialects`; `assert` is a form (`DialectForms`); the string procedures
/// (`string-search-forward`, `string-pad-left`) are in `SRFI13.swift`.
///
/// `cd` does not change the process's directory: it sets the folder the
/// interpreter resolves relative file names in (`load`), so that one
/// program's `cd` never moves another's.
enum MITScheme {
    static func all(_ interp: Interp) -> [Primitive] {
        [
            Primitive("pp", min: 1, max: 2) { [unowned interp] args in
                let out = args.count == 2 ? try Builtins.textOutput(args[1], 2, "pp") : try Builtins.currentOutput(interp, "pp")
                out.write(prettyPrinted(args[0]) + "\n")
                return .unspecified
            },
            Primitive("cd", min: 0, max: 1) { [unowned interp] args in
                guard let first = args.first else {
                    interp.workingDirectory = nil
                    return .string(MString(directory(interp)))
                }
                guard case .string(let s) = first else { throw wrongType(first, 1, "cd") }
                let target = Builtins.resolve(s.value, interp, lookingFirstIn: nil)
                guard Builtins.isDirectory(target) else {
                    throw EvalError.user(
                        message: "Unable to find directory \(Printer.write(first)) because: No such file or directory.",
                        irritants: [])
                }
                interp.workingDirectory = target
                return .string(MString(target.hasSuffix("/") ? target : target + "/"))
            },
            Primitive("pwd") { [unowned interp] in .string(MString(directory(interp))) },
            Primitive("boolean=?", min: 2, max: nil) { args in
                var first: Bool?
                for (i, a) in args.enumerated() {
                    guard case .bool(let b) = a else { throw wrongType(a, i + 1, "boolean=?") }
                    if let f = first, f != b { return .false }
                    first = b
                }
                return .true
            },
            Primitive("exact-nonnegative-integer?") { v in
                switch v {
                case .int(let n): return .bool(n >= 0)
                case .big(let n): return .bool(!n.isNegative)
                default: return .false
                }
            },
            Primitive("exact-rational?") { v in
                switch v {
                case .int, .big, .ratio: return .true
                default: return .false
                }
            },
            // (guarantee predicate object [caller]): the object, or MIT's error.
            Primitive("guarantee", min: 2, max: 3) { [unowned interp] args in
                if try interp.apply1(args[0], args[1]).isTrue { return args[1] }
                let caller = args.count > 2 ? Printer.display(args[2]) : "guarantee"
                throw EvalError.wrongType(object: Printer.errorRepresentation(args[1]), argument: 1, procedure: caller)
            },
        ]
    }

    /// The folder relative names are resolved in, with a final slash.
    static func directory(_ interp: Interp) -> String {
        let d = interp.workingDirectory ?? SourceFile.absolutePath(".")
        var text = d
        while text.hasSuffix("/.") { text.removeLast(2) }
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// What `pp` prints: a compound procedure as its `named-lambda` with
    /// each body form on a line of its own, anything else as `write` does.
    static func prettyPrinted(_ v: Value) -> String {
        guard case .closure(let c) = v else { return Printer.write(v) }
        let head: String
        if let name = c.name {
            head = "(named-lambda " + Printer.write(.pair(Pair(.symbol(Symbol.intern(name)), c.code.sourceParameters)))
        } else {
            head = "(lambda " + Printer.write(c.code.sourceParameters)
        }
        return head + c.code.sourceBody.map { "\n  " + Printer.write($0) }.joined() + ")"
    }
}

/// Gauche's procedures that SICP learners call and no other Scheme here
/// has: R6RS's `div` and `mod` (Gauche has them built in; the remainder's
/// sign is never negative) and `add-load-path` (see `Files.swift`).
///
/// ```scheme
/// (mod -7 2)   ; 1
/// (div -7 2)   ; -4
/// ```
enum Gauche {
    static func all(_ interp: Interp) -> [Primitive] {
        [
            Primitive("mod") { a, b in try mod(a, b, "mod") },
            Primitive("div") { a, b in
                let r = try mod(a, b, "div")
                return try Num.divide(try Num.subtract(a, r), b)
            },
            Primitive("add-load-path", min: 1, max: 2) { [unowned interp] args in
                guard case .string(let s) = args[0] else { throw wrongType(args[0], 1, "add-load-path") }
                let folder = Builtins.resolve(s.value, interp, lookingFirstIn: interp.currentFile)
                if !interp.loadPath.contains(folder) { interp.loadPath.insert(folder, at: 0) }
                return .unspecified
            },
        ]
    }

    /// R6RS `mod`: `a` modulo `|b|`, between 0 and `|b|`.
    static func mod(_ a: Value, _ b: Value, _ name: String) throws -> Value {
        guard b.isNumber else { throw wrongType(b, 2, name) }
        let magnitude = try Num.less(b, .int(0)) ? try Num.negate(b) : b
        return try NumericPrimitives.divide(a, magnitude, .floor, quotient: false, "remainder", .mit("integer-remainder"))
    }
}
