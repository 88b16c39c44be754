/// Racket's list procedures and names that SICP learners writing in
/// Racket (`#lang racket`, `#lang sicp`) call, with Racket's argument
/// orders:
///
/// ```scheme
/// (foldl cons '() '(1 2 3))        ; (3 2 1): (proc element accumulation)
/// (foldr cons '() '(1 2 3))        ; (1 2 3)
/// (range 2 10 3)                   ; (2 5 8)
/// (build-list 4 sqr)               ; (0 1 4 9)
/// (argmin abs '(3 -1 2))           ; -1
/// (stream-first (stream-cons 1 (/ 1 0)))   ; 1: both parts lazy
/// ```
///
/// `null`, `empty`, `empty?`, `cons?`, `rest`, `build-list`, `foldl`,
/// `foldr`, `range`, `remove-duplicates`, `argmin`, `argmax`, `andmap`,
/// `ormap`, `filter-not`, `index-of`, `fprintf`, `empty-stream`,
/// `stream-empty?`, `stream?`, and `#lang sicp`'s `1-`. `first` ...
/// `last`, `take`, `drop` are SRFI 1's (`SRFI1.swift`), the same in Racket;
/// `add1`, `sub1`, `sqr`, `printf`, `format` and `void` are in
/// `Dialects.swift`; `stream-cons` is a special form (`DialectForms`).
enum Racket {
    static func install(in interp: Interp) {
        interp.install("null", .null)
        interp.install("empty", .null)
        interp.install("empty-stream", .null)
        for primitive in all(interp) { interp.install(primitive) }
    }

    static func all(_ interp: Interp) -> [Primitive] {
        [
            Primitive("empty?") { v in if case .null = v { return .true } else { return .false } },
            Primitive("cons?") { v in if case .pair = v { return .true } else { return .false } },
            Primitive("rest") { v in
                guard case .pair(let p) = v else { throw wrongType(v, 1, "rest") }
                return p.cdr
            },
            Primitive("1-") { x in try Num.subtract(x, .int(1)) },
            Primitive("build-list") { [unowned interp] n, f in
                let k = try SRFI1.count(n, 1, "build-list")
                if k > Sequences.intervalLimit { throw EvalError.outOfMemory }
                var out: [Value] = []
                for i in 0..<k { out.append(try SRFI1.call(interp, f, [.int(i)])) }
                return Value.list(out)
            },
            // Racket's (foldl proc init list ...): proc takes the elements, then the accumulation.
            Primitive("foldl", min: 3, max: nil) { [unowned interp] args in
                let f = try SRFI1.procedure(args[0], 1, "foldl")
                let lists = try SRFI1.lists(args, from: 2, "foldl", interp)
                var result = args[1]
                for i in 0..<(lists.map(\.count).min() ?? 0) { result = try SRFI1.call(interp, f, lists.map { $0[i] } + [result]) }
                return result
            },
            Primitive("foldr", min: 3, max: nil) { [unowned interp] args in
                let f = try SRFI1.procedure(args[0], 1, "foldr")
                let lists = try SRFI1.lists(args, from: 2, "foldr", interp)
                var result = args[1]
                for i in (0..<(lists.map(\.count).min() ?? 0)).reversed() {
                    result = try SRFI1.call(interp, f, lists.map { $0[i] } + [result])
                }
                return result
            },
            // (range end), (range start end [step]).
            Primitive("range", min: 1, max: 3) { [unowned interp] args in
                for (i, a) in args.enumerated() where !a.isNumber { throw wrongType(a, i + 1, "range") }
                let start = args.count > 1 ? args[0] : .int(0)
                let end = args.count > 1 ? args[1] : args[0]
                let step = args.count > 2 ? args[2] : .int(1)
                if try Num.numericEqual(step, .int(0)) { throw badRange(step, 3, "range") }
                let ascending = try Num.greater(step, .int(0))
                var out: [Value] = []
                var x = start
                while ascending ? try Num.less(x, end) : try Num.greater(x, end) {
                    if out.count >= Sequences.intervalLimit { throw EvalError.outOfMemory }
                    if out.count & 4095 == 4095, interp.interrupt.isRequested { throw interp.interrupt.error }
                    out.append(x)
                    x = try Num.add(x, step)
                }
                return Value.list(out)
            },
            Primitive("remove-duplicates", min: 1, max: 2) { [unowned interp] args in
                let same = args.count > 1 ? try SRFI1.procedure(args[1], 2, "remove-duplicates") : nil
                var kept: [Value] = []
                for x in try SRFI1.elements(args[0], 1, "remove-duplicates", interp)
                where try !SRFI1.contains(interp, kept, x, same) {
                    kept.append(x)
                }
                return Value.list(kept)
            },
            Primitive("argmin") { [unowned interp] f, list in try arg(interp, f, list, "argmin", less: true) },
            Primitive("argmax") { [unowned interp] f, list in try arg(interp, f, list, "argmax", less: false) },
            Primitive("andmap", min: 2, max: nil) { [unowned interp] args in
                let f = try SRFI1.procedure(args[0], 1, "andmap")
                let lists = try SRFI1.lists(args, from: 1, "andmap", interp)
                var last = Value.true
                for i in 0..<(lists.map(\.count).min() ?? 0) {
                    last = try SRFI1.call(interp, f, lists.map { $0[i] })
                    if !last.isTrue { return .false }
                }
                return last
            },
            Primitive("ormap", min: 2, max: nil) { [unowned interp] args in
                let f = try SRFI1.procedure(args[0], 1, "ormap")
                let lists = try SRFI1.lists(args, from: 1, "ormap", interp)
                for i in 0..<(lists.map(\.count).min() ?? 0) {
                    let v = try SRFI1.call(interp, f, lists.map { $0[i] })
                    if v.isTrue { return v }
                }
                return .false
            },
            Primitive("filter-not") { [unowned interp] f, list in
                Value.list(try SRFI1.elements(list, 2, "filter-not", interp).filter { !(try SRFI1.call(interp, f, [$0]).isTrue) })
            },
            Primitive("index-of") { [unowned interp] list, x in
                for (i, y) in try SRFI1.elements(list, 1, "index-of", interp).enumerated() where isEqual(x, y) { return .int(i) }
                return .false
            },
            // (fprintf port form v ...): to the output (the only port a
            // program's text reaches here).
            Primitive("fprintf", min: 2, max: nil) { [unowned interp] args in
                guard case .string(let control) = args[1] else { throw wrongType(args[1], 2, "fprintf") }
                // A port, or #t for the current output port (as `format #t`).
                let out = if case .bool(true) = args[0] { try Builtins.currentOutput(interp, "fprintf") } else { try Builtins.textOutput(args[0], 1, "fprintf") }
                out.write(try Builtins.formatted(control.value, args.dropFirst(2), 2))
                return .unspecified
            },
            Primitive("stream-empty?") { [unowned interp] v in
                if case .null = try forced(interp, v) { return .true }
                return .false
            },
            Primitive("stream?") { v in
                switch v {
                case .null, .promise: return .true
                case .pair(let p): if case .promise = p.cdr { return .true } else { return .false }
                default: return .false
                }
            },
        ]
    }

    /// A stream as `stream-cons` makes it (a promise of a stream pair),
    /// forced; any other value as it is.
    static func forced(_ interp: Interp, _ v: Value) throws -> Value {
        var v = v
        while case .promise(let p) = v, p.isLazyStream { v = try p.force(interp) }
        return v
    }

    /// The element of `list` for which `f` gives the least (or greatest)
    /// real number, the first such one.
    static func arg(_ interp: Interp, _ f: Value, _ list: Value, _ name: String, less: Bool) throws -> Value {
        let items = try SRFI1.elements(list, 2, name, interp)
        guard let first = items.first else { throw wrongType(list, 2, name) }
        var best = first
        var bestValue = try SRFI1.call(interp, f, [first])
        guard bestValue.isNumber else { throw wrongType(bestValue, 1, name) }
        for x in items.dropFirst() {
            let v = try SRFI1.call(interp, f, [x])
            guard v.isNumber else { throw wrongType(v, 1, name) }
            if less ? try Num.less(v, bestValue) : try Num.greater(v, bestValue) {
                best = x
                bestValue = v
            }
        }
        return best
    }
}
