#if canImport(Glibc)
import Glibc
#endif
import SICP

/// What `(exit)` throws: the command leaves with this status.
public struct SchemeExit: Error, Equatable {
    public let status: Int32

    public init(status: Int32) { self.status = status }

    /// What `(exit code)` and its kin throw: an integer as the status (its
    /// low bits), #f as 1, nothing, #t or any other object as 0.
    init(_ code: Value?) {
        switch code {
        case .int(let n)?: status = Int32(truncatingIfNeeded: n)
        case .bool(false)?: status = 1
        default: status = 0
        }
    }
}

/// The error for an argument of the wrong type, in MIT Scheme's words.
func wrongType(_ value: Value, _ argument: Int, _ procedure: String) -> EvalError {
    .wrongType(object: Printer.errorRepresentation(value), argument: argument, procedure: procedure)
}

/// The error for an argument out of range, in MIT Scheme's words.
func badRange(_ value: Value, _ argument: Int, _ procedure: String) -> EvalError {
    .badRange(object: Printer.errorRepresentation(value), argument: argument, procedure: procedure)
}

/// The built-in procedures, installed in every new `Interp` (each bound on
/// its name's first mention).
enum Builtins {
    static func install(in interp: Interp) {
        for primitive in NumericPrimitives.all() { interp.install(primitive) }
        for primitive in lists() { interp.install(primitive) }
        for primitive in predicates() { interp.install(primitive) }
        for primitive in io(interp) { interp.install(primitive) }
        for primitive in control(interp) { interp.install(primitive) }
        for primitive in files(interp) { interp.install(primitive) }
        for primitive in dialects(interp) { interp.install(primitive) }
        for primitive in controlFeatures(interp) { interp.install(primitive) }
        for primitive in exceptions(interp) { interp.install(primitive) }
        for primitive in ports(interp) { interp.install(primitive) }
        for primitive in evaluation(interp) { interp.install(primitive) }
        for primitive in system() { interp.install(primitive) }
        for primitive in HashTables.all(interp) { interp.install(primitive) }
        for primitive in SRFI1.all(interp) { interp.install(primitive) }
        for primitive in SRFI13.all(interp) { interp.install(primitive) }
        Racket.install(in: interp)
        for primitive in RacketSequences.all(interp) { interp.install(primitive) }
        for primitive in MITScheme.all(interp) { interp.install(primitive) }
        for primitive in Gauche.all(interp) { interp.install(primitive) }
        for primitive in Characters.all() { interp.install(primitive) }
        for primitive in Strings.all(interp) { interp.install(primitive) }
        for primitive in Vectors.all(interp) { interp.install(primitive) }
        for primitive in Bytevectors.all() { interp.install(primitive) }
        for primitive in Lists.all(interp) { interp.install(primitive) }
        interp.install("pi", .real(Double.pi))  // Racket's
        interp.install("microcode-id/operating-system", .symbol(Symbol.intern("unix")))  // MIT's
        interp.install("<mersenne-twister>", .opaque(GaucheClass.mersenneTwister))  // Gauche's math.mt-random
        Kit.install(in: interp)
        // SRFI 216 "SICP prerequisites".
        interp.install("true", .true)
        interp.install("false", .false)
        interp.install("nil", .null)
        interp.install("the-empty-stream", .null)
        interp.install("stream-null", .null)  // SRFI 41's, CHICKEN's sicp-streams'
        // Each built-in gets its cell on its name's first mention, marked
        // as the start-up value that the compiler may inline while the cell
        // holds it (see `Interp.unboundBuiltins`).
    }

    // MARK: Pairs and lists

    static func pair(_ v: Value, _ argument: Int, _ name: String) throws -> Pair {
        guard case .pair(let p) = v else { throw wrongType(v, argument, name) }
        return p
    }

    /// The elements of a proper list (bounded: see ``Walk``), or MIT's error.
    static func list(_ v: Value, _ argument: Int, _ name: String) throws -> [Value] {
        try Walk.elements(v, argument, name)
    }

    static func lists() -> [Primitive] {
        var result: [Primitive] = [
            Primitive("cons") { a, b in .pair(Pair(a, b)) },
            Primitive("car") { v in try pair(v, 1, "car").car },
            Primitive("cdr") { v in try pair(v, 1, "cdr").cdr },
            Primitive("set-car!") { p, v in try pair(p, 1, "set-car!").car = v; return .unspecified },
            Primitive("set-cdr!") { p, v in try pair(p, 1, "set-cdr!").cdr = v; return .unspecified },
            Primitive("list", min: 0, max: nil) { args in Value.list(args) },
            Primitive("cons*", min: 1, max: nil) { args in Value.list(args.dropLast(), tail: args.last!) },
            Primitive("length") { v in
                guard case .proper(let count) = try Walk.shape(v) else { throw wrongType(v, 1, "length") }
                return .int(count)
            },
            // SRFI 1's (MIT's): #f for a circular list.
            Primitive("length+") { v in
                switch try Walk.shape(v) {
                case .proper(let count): return .int(count)
                case .circular: return .bool(false)
                case .improper:
                    // MIT names the end of the chain: 3 in (1 2 . 3).
                    var end = v
                    while case .pair(let p) = end { end = p.cdr }
                    throw wrongType(end, 1, "length+")
                }
            },
            Primitive("append", min: 0, max: nil) { args in
                guard var result = args.last else { return .null }
                for (i, l) in args.dropLast().enumerated().reversed() {
                    let items = try list(l, i + 1, "append")
                    try HeapLimit.reserve(items.count * 48)  // a pair per item
                    result = Value.list(items, tail: result)
                }
                return result
            },
            Primitive("reverse") { v in Value.list(try list(v, 1, "reverse").reversed()) },
            // MIT's, Guile's and CHICKEN's: the list's own pairs, relinked.
            Primitive("reverse!") { v in
                // A proper list, or MIT's error (which names the procedure
                // behind it).
                do { _ = try list(v, 1, "reverse!") } catch EvalError.wrongType {
                    throw MIT.anArgument(v, "append-reverse!", "the correct type")
                }
                var result = Value.null, cursor = v
                var poll = Walk.Poll()
                while case .pair(let p) = cursor {
                    try poll.tick()
                    let next = p.cdr
                    p.cdr = result
                    result = cursor
                    cursor = next
                }
                return result
            },
            // The lists joined by their own pairs: each one's last pair set to
            // the next non-empty one (the last argument may be any object).
            Primitive("append!", min: 0, max: nil) { args in
                var result = Value.null
                var last: Pair?
                for (i, l) in args.enumerated() {
                    if i < args.count - 1 {
                        do { _ = try list(l, i + 1, "append!") } catch EvalError.wrongType {
                            throw MIT.anArgument(l, "append!", "the correct type")
                        }
                    }
                    if case .null = l { continue }
                    if let last { last.cdr = l } else { result = l }
                    guard i < args.count - 1, case .pair(var p) = l else { continue }
                    var poll = Walk.Poll()
                    while case .pair(let next) = p.cdr {
                        try poll.tick()
                        p = next
                    }
                    last = p
                }
                return result
            },
            Primitive("list-tail") { l, k in
                guard case .int(let n) = k, n >= 0 else { throw wrongType(k, 2, "list-tail") }
                var cur = l
                var poll = Walk.Poll()
                for _ in 0..<n {
                    guard case .pair(let p) = cur else { throw badRange(k, 2, "list-tail") }
                    cur = p.cdr
                    try poll.tick()
                }
                return cur
            },
            Primitive("list-ref") { l, k in
                guard case .int(let n) = k, n >= 0 else { throw wrongType(k, 2, "list-ref") }
                var cur = l
                var poll = Walk.Poll()
                for _ in 0..<n {
                    guard case .pair(let p) = cur else { throw badRange(k, 2, "list-ref") }
                    cur = p.cdr
                    try poll.tick()
                }
                guard case .pair(let p) = cur else { throw badRange(k, 2, "list-ref") }
                return p.car
            },
            Primitive("list-copy") { v in Value.list(try list(v, 1, "list-copy")) },
            Primitive("last-pair") { v in
                var p = try pair(v, 1, "last-pair")
                if case .circular = try Walk.shape(v) { throw wrongType(v, 1, "last-pair") }
                while case .pair(let next) = p.cdr { p = next }
                return .pair(p)
            },
            Primitive("memq") { x, l in try member(x, l, "memq", isEq) },
            Primitive("memv") { x, l in try member(x, l, "memv", isEqv) },
            Primitive("member") { x, l in try member(x, l, "member", isEqual) },
            Primitive("assq") { x, l in try assoc(x, l, "assq", isEq) },
            Primitive("assv") { x, l in try assoc(x, l, "assv", isEqv) },
            Primitive("assoc") { x, l in try assoc(x, l, "assoc", isEqual) },
        ]
        // c[ad]{2,4}r
        // Bit i of `bits` is the name's i-th letter (1 for d); the letters
        // apply right to left, so the steps go from the top bit down.
        for length in 2...4 {
            for bits in 0..<(1 << length) {
                var name = "c"
                for i in 0..<length { name.append((bits >> i) & 1 == 0 ? "a" : "d") }
                name.append("r")
                result.append(Primitive(name) { v in
                    var cur = v
                    var i = length - 1
                    while i >= 0 {
                        guard case .pair(let p) = cur else { throw wrongType(v, 1, name) }
                        cur = (bits >> i) & 1 == 0 ? p.car : p.cdr
                        i -= 1
                    }
                    return cur
                })
            }
        }
        return result
    }

    static func member(_ x: Value, _ l: Value, _ name: String, _ same: (Value, Value) -> Bool) throws -> Value {
        var cur = l
        var poll = Walk.Poll()
        var tortoise = l
        var odd = false
        while case .pair(let p) = cur {
            if same(x, p.car) { return cur }
            cur = p.cdr
            try poll.tick()
            try Walk.follow(&tortoise, behind: cur, &odd, l, 2, name)
        }
        guard case .null = cur else { throw wrongType(l, 2, name) }
        return .false
    }

    static func assoc(_ x: Value, _ l: Value, _ name: String, _ same: (Value, Value) -> Bool) throws -> Value {
        var cur = l
        var poll = Walk.Poll()
        var tortoise = l
        var odd = false
        while case .pair(let p) = cur {
            guard case .pair(let entry) = p.car else { throw wrongType(p.car, 2, name) }
            if same(x, entry.car) { return p.car }
            cur = p.cdr
            try poll.tick()
            try Walk.follow(&tortoise, behind: cur, &odd, l, 2, name)
        }
        guard case .null = cur else { throw wrongType(l, 2, name) }
        return .false
    }

    // MARK: Predicates and equivalence

    static func predicates() -> [Primitive] {
        [
            Primitive("eq?") { a, b in .bool(isEq(a, b)) },
            Primitive("eqv?") { a, b in .bool(isEqv(a, b)) },
            Primitive("equal?") { a, b in
                let same = isEqual(a, b)
                let flag = Walk.current
                if flag.isRequested { throw flag.error }  // isEqual gave up
                return .bool(same)
            },
            Primitive("not") { v in .bool(!v.isTrue) },
            Primitive("null?") { v in if case .null = v { return .true } else { return .false } },
            Primitive("pair?") { v in if case .pair = v { return .true } else { return .false } },
            Primitive("list?") { v in
                if case .proper = try Walk.shape(v) { return .true }
                return .false
            },
            Primitive("symbol?") { v in if case .symbol = v { return .true } else { return .false } },
            Primitive("string?") { v in if case .string = v { return .true } else { return .false } },
            Primitive("char?") { v in if case .char = v { return .true } else { return .false } },
            Primitive("boolean?") { v in if case .bool = v { return .true } else { return .false } },
            Primitive("procedure?") { v in .bool(v.isProcedure) },
            Primitive("default-object?") { v in if case .undefined = v { return .true } else { return .false } },
        ]
    }

    // MARK: Strings (the procedures are in Strings.swift)

    static func string(_ v: Value, _ argument: Int, _ name: String) throws -> String {
        guard case .string(let s) = v else { throw wrongType(v, argument, name) }
        return s.value
    }

    // MARK: Output

    static func io(_ interp: Interp) -> [Primitive] {
        unowned let interp = interp
        let flag = interp.interrupt
        // The printer stops early when the flag is raised: then nothing is
        // written and the flag's error is thrown.
        func printed(_ text: String) throws -> String {
            if flag.isRequested { throw flag.error }
            return text
        }
        return [
            // display, write, newline and the like: Ports.swift.
            // Gauche's print, which many published SICP solutions use.
            Primitive("print", min: 0, max: nil) { args in
                let out = try currentOutput(interp, "print")
                for a in args { out.write(try printed(Printer.display(a))) }
                out.write("\n")
                return .unspecified
            },
        ]
    }

    // MARK: Control

    static func control(_ interp: Interp) -> [Primitive] {
        [
            Primitive("procedure-arity-valid?") { _, _ in .true },
            Primitive("apply", min: 1, max: nil) { [unowned interp] args in
                let f = args[0]
                var spread = Array(args.dropFirst().dropLast())
                if let last = args.dropFirst().last {
                    spread += try list(last, args.count, "apply")
                }
                return try interp.apply(f, spread)
            },
            Primitive("map", min: 2, max: nil) { [unowned interp] args in
                let f = args[0]
                let lists = try shortestLists(interp, Array(args.dropFirst()), "map")
                let n = lists.map(\.count).min() ?? 0
                var out: [Value] = []
                out.reserveCapacity(n)
                // Under the views, counted as SICP 2.2.1's `map`: a call per
                // element, each waiting for the next (`Kit.turn`).
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                for i in 0..<n {
                    if interp.interrupt.isRequested { throw interp.interrupt.error }
                    try Kit.turn(interp, "map", deeper: i > 0)
                    out.append(try interp.apply(f, lists.map { $0[i] }))
                }
                try Kit.turn(interp, "map", deeper: n > 0)
                return Value.list(out)
            },
            Primitive("for-each", min: 2, max: nil) { [unowned interp] args in
                let f = args[0]
                let lists = try shortestLists(interp, Array(args.dropFirst()), "for-each")
                let n = lists.map(\.count).min() ?? 0
                for i in 0..<n {
                    if interp.interrupt.isRequested { throw interp.interrupt.error }
                    _ = try interp.apply(f, lists.map { $0[i] })
                }
                return .unspecified
            },
            Primitive("exit", min: 0, max: 1) { args in throw SchemeExit(args.first) },
            Primitive("void", min: 0, max: nil) { _ in .unspecified },
            // SRFI 216: the time in microseconds, an exact integer.
            Primitive("runtime") { .int(Clock.microseconds()) },
            Primitive("real-time") { .real(Double(Clock.microseconds()) / 1000) },
            // MIT Scheme's: elapsed real time in milliseconds, an exact integer.
            Primitive("real-time-clock") { .int(Clock.microseconds() / 1000) },
            // MIT Scheme's: #t for #f, else #f.
            Primitive("false?") { v in .bool(!v.isTrue) },
            // Gauche's and Guile's: (compose f g) is f∘g; (compose) is the identity.
            Primitive("compose", min: 0, max: nil) { [unowned interp] args in
                for (i, f) in args.enumerated() where !f.isProcedure { throw wrongType(f, i + 1, "compose") }
                if args.count == 1 { return args[0] }
                return .primitive(Primitive("composed", min: 0, max: nil) { values in
                    guard let innermost = args.last else { return values.count == 1 ? values[0] : .multipleValues(values) }
                    var result = try interp.apply(innermost, values)
                    for f in args.dropLast().reversed() {
                        if case .multipleValues(let vs) = result {
                            result = try interp.apply(f, vs)
                        } else {
                            result = try interp.apply1(f, result)
                        }
                    }
                    return result
                })
            },
            // Guile's and Racket's: (const v) takes any arguments and gives v.
            Primitive("const") { v in .primitive(Primitive("const", min: 0, max: nil) { _ in v }) },
            Primitive("values", min: 0, max: nil) { args in
                args.count == 1 ? args[0] : .multipleValues(args)
            },
            callWithValues(interp),
        ]
    }

    /// R7RS `call-with-values`; `let-values` compiles to calls of it.
    static func callWithValues(_ interp: Interp) -> Primitive {
        Primitive("call-with-values") { [unowned interp] producer, consumer in
            let produced = try interp.apply(producer, [])
            if case .multipleValues(let vs) = produced { return try interp.apply(consumer, vs) }
            return try interp.apply1(consumer, produced)
        }
    }

    /// `(random n)`, as MIT has it (`random` itself is in `Dialects.swift`).
    /// The numbers are `state`'s: the interpreter's generator, or the
    /// state of MIT's `(random n state)`.
    static func random(_ n: Value, state: RandomState) throws -> Value {
        func draw<T>(_ body: (inout RandomSource) -> T) -> T { body(&state.source) }
        switch n {
        case .int(let k) where k > 0:
            return .int(draw { Int.random(in: 0..<k, using: &$0) })
        case .real(let x) where x > 0 && x.isFinite:
            return .real(draw { Double.random(in: 0..<x, using: &$0) })
        case .big(let k) where !k.isNegative:
            // Near-uniform below k: draw 63 bits more than k has and reduce.
            let words = draw { generator in
                (0...(k.bitWidth / 63 + 1)).map { _ in Int(generator.next() >> 1) }
            }
            var r = BigInt(0)
            for word in words { r = (r << 63) + BigInt(word) }
            return .exact(r.modulo(k))
        case .int, .real, .big:
            throw badRange(n, 1, "random")
        default:
            throw wrongType(n, 1, "random")
        }
    }
}

enum Clock {
    static func microseconds() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return ts.tv_sec * 1_000_000 + ts.tv_nsec / 1000
    }
}
