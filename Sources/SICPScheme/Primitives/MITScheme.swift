import Synchronization

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
/// `exact-rational?`, `guarantee`, `load-option` (its options load
/// nothing), `generate-uninterned-symbol` (and the other dialects'
/// `gensym`), `%exit`. `head`, `tail` and `string` of any objects are in
/// `Streams.swift` and `Strings.swift`; `reverse!` and `append!` in
/// `Builtins`. `1+`, `-1+`, `runtime`, `real-time` and
/// `random` (of a real too) are in `NumericPrimitives`, `Builtins` and
/// `Dialects`; `assert` is a form (`DialectForms`); the string procedures
/// (`string-search-forward`, `string-pad-left`) are in `SRFI13.swift`.
///
/// `cd` does not change the process's directory: it sets the folder the
/// interpreter resolves relative file names in (`load`), so that one
/// program's `cd` never moves another's.
enum MITScheme {
    /// The names `load-option` takes (MIT Scheme 12.1's option list).
    static let options: Set<String> = [
        "format", "synchronous-subprocess", "subprocess", "regular-expression", "rb-tree", "wt-tree",
        "ordered-vector", "hash-table", "sos", "mime-codec", "gdbm", "postgresql", "xml", "*parser", "sf", "cref",
        "compress", "stepper", "x11", "edwin", "imail", "mhash", "blowfish", "mcrypt", "md5",
    ]

    /// The symbols made so far by `generate-uninterned-symbol` and `gensym`.
    static let madeSymbols = Mutex<Int>(0)

    /// The name of a fresh symbol: the prefix given (a symbol or string;
    /// `g` by default) and a number no earlier one had.
    static func uninternedName(_ prefix: Value?, _ procedure: String) throws -> String {
        let stem: String
        switch prefix {
        case nil: stem = "g"
        case .symbol(let s)?: stem = s.name
        case .string(let s)?: stem = s.value
        case .int?: stem = "g"  // MIT's: a number of its own, not used here
        case let other?: throw wrongType(other, 1, procedure)
        }
        let number = madeSymbols.withLock { count in
            count += 1
            return count
        }
        return stem + String(number)
    }

    static func all(_ interp: Interp) -> [Primitive] {
        [
            // `(load-option 'format)`: the options MIT Scheme 12.1 knows load
            // nothing here (what they bring that the kit has is built in);
            // another name is MIT's error.
            Primitive("load-option", min: 1, max: 2) { args in
                guard case .symbol(let option) = args[0] else { throw wrongType(args[0], 1, "load-option") }
                guard options.contains(option.name) else {
                    throw EvalError.user(message: "Unknown option name:", irritants: [Printer.write(args[0])])
                }
                return .unspecified
            },
            // A fresh symbol, `eq?` to no other: MIT's name, and Racket's,
            // Guile's and CHICKEN's `gensym` (a prefix symbol or string).
            Primitive("generate-uninterned-symbol", min: 0, max: 1) { args in
                .symbol(Symbol.uninterned(try uninternedName(args.first, "generate-uninterned-symbol")))
            },
            Primitive("gensym", min: 0, max: 1) { args in
                .symbol(Symbol.uninterned(try uninternedName(args.first, "gensym")))
            },
            Primitive("%exit", min: 0, max: 1) { args in throw SchemeExit(args.first) },
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
            // MIT's (for-all? list predicate) and (there-exists? list
            // predicate): SRFI 1's `every` and `any`, list first, #t or #f.
            Primitive("for-all?") { [unowned interp] list, predicate in
                try MIT.quantified(interp, list, predicate, "for-all?", every: true)
            },
            Primitive("there-exists?") { [unowned interp] list, predicate in
                try MIT.quantified(interp, list, predicate, "there-exists?", every: false)
            },
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

extension MIT {
    /// `for-all?` (`every`) and `there-exists?` (`any`) of `predicate` over `list`.
    static func quantified(_ interp: Interp, _ list: Value, _ predicate: Value, _ name: String, every: Bool) throws -> Value {
        let items: [Value]
        do { items = try SRFI1.elements(list, 1, name, interp) } catch {
            throw anArgument(list, every ? "every" : "any", "the correct type")
        }
        let f = try SRFI1.procedure(predicate, 2, name)
        for item in items where try SRFI1.call(interp, f, [item]).isTrue != every {
            return .bool(!every)
        }
        return .bool(every)
    }
}

/// Gauche's procedures that SICP learners call and no other Scheme here
/// has: R6RS's `div` and `mod` (Gauche has them built in; the remainder's
/// sign is never negative), `add-load-path` (see `Files.swift`), and
/// math.mt-random's `<mersenne-twister>` with `make`, `mt-random-integer`,
/// `mt-random-real` and `mt-random-real0`, which Gauche learners use for
/// `random`.
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
            // math.mt-random's generator, as Gauche learners make `random`:
            // (make <mersenne-twister> :seed (sys-time)). Its numbers come
            // from the interpreter's generator (a seed is taken and not used),
            // so that a check's seed decides them as it decides `random`'s.
            Primitive("make", min: 1, max: nil) { args in
                guard case .opaque(let made) = args[0], made === GaucheClass.mersenneTwister else {
                    throw wrongType(args[0], 1, "make")
                }
                return .opaque(MersenneTwister())
            },
            Primitive("mt-random-integer") { [unowned interp] mt, n in
                _ = try MersenneTwister.argument(mt, "mt-random-integer")
                guard case .int(let k) = n, k > 0 else {
                    if case .big(let k) = n, !k.isNegative { return try Builtins.random(n, state: interp.randomState) }
                    throw n.isNumber ? badRange(n, 2, "mt-random-integer") : wrongType(n, 2, "mt-random-integer")
                }
                return try Builtins.random(.int(k), state: interp.randomState)
            },
            // (0, 1) and [0, 1).
            Primitive("mt-random-real") { [unowned interp] mt in
                _ = try MersenneTwister.argument(mt, "mt-random-real")
                return .real(interp.withRandom { generator in
                    var x = 0.0
                    while x == 0 { x = Double.random(in: 0..<1, using: &generator) }
                    return x
                })
            },
            Primitive("mt-random-real0") { [unowned interp] mt in
                _ = try MersenneTwister.argument(mt, "mt-random-real0")
                return .real(interp.withRandom { Double.random(in: 0..<1, using: &$0) })
            },
            Primitive("mt-random-set-seed!") { mt, _ in
                _ = try MersenneTwister.argument(mt, "mt-random-set-seed!")
                return .unspecified
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

/// A class of Gauche's object system that a learner's file makes an
/// instance of with `make`: only math.mt-random's `<mersenne-twister>`.
final class GaucheClass: OpaqueObject, @unchecked Sendable {
    let name: String
    private init(name: String) { self.name = name }
    static let mersenneTwister = GaucheClass(name: "<mersenne-twister>")
    func printed(writing: Bool) -> String { "#<class \(name)>" }
}

/// An instance of `<mersenne-twister>`: its numbers are the kit's
/// generator's (see `make`).
final class MersenneTwister: OpaqueObject {
    func printed(writing: Bool) -> String { "#<<mersenne-twister>>" }

    static func argument(_ v: Value, _ procedure: String) throws -> MersenneTwister {
        guard case .opaque(let object) = v, let mt = object as? MersenneTwister else { throw wrongType(v, 1, procedure) }
        return mt
    }
}
