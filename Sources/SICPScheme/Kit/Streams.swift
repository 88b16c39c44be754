/// Streams as MIT Scheme has them for SICP section 3.5: a stream is the empty
/// list or a pair whose cdr is a promise (`cons-stream` makes one), and the
/// procedures below are MIT's (`stream-car`, `stream-head`, `stream-map` of
/// several streams, ...) plus the ones the book's text defines and later
/// sections call without defining again (`stream-enumerate-interval`,
/// `display-stream`, `add-streams`, `scale-stream`, `interleave`, `pairs`, ...).
///
/// Every stream these procedures return is as lazy as the book's: its first
/// element is computed, the rest is a promise that computes one more element
/// when forced. `(stream-map show s)` shows one element (exercise 3.51).
/// Each procedure loops where the book's recurses in tail position, so a
/// `stream-ref` or a `stream-filter` far into a stream runs in constant stack.
/// Every name can be redefined by the program.
enum Streams {
    static func all(_ interp: Interp) -> [Primitive] {
        [
            Primitive("force") { [unowned interp] v in
                guard case .promise(let p) = v else { throw wrongType(v, 1, "force") }
                return try p.force(interp)
            },
            Primitive("make-promise") { v in .promise(Promise(value: v)) },
            Primitive("promise?") { v in if case .promise = v { return .true } else { return .false } },
            Primitive("stream-pair?") { v in .bool(isStreamPair(v)) },
            Primitive("stream-null?") { v in if case .null = v { return .true } else { return .false } },
            Primitive("empty-stream?") { v in if case .null = v { return .true } else { return .false } },
            Primitive("stream-car") { v in try streamPair(v, 1, "stream-car").car },
            Primitive("stream-cdr") { [unowned interp] v in try rest(interp, try streamPair(v, 1, "stream-cdr")) },
            Primitive("stream-first") { v in try streamPair(v, 1, "stream-first").car },
            Primitive("stream-rest") { [unowned interp] v in try rest(interp, try streamPair(v, 1, "stream-rest")) },
            Primitive("stream", min: 0, max: nil) { [unowned interp] args in fromArray(interp, args[...]) },
            Primitive("list->stream") { [unowned interp] v in
                fromArray(interp, try Builtins.list(v, 1, "list->stream")[...])
            },
            Primitive("stream->list", min: 1, max: 2) { [unowned interp] args in
                let limit = args.count == 2 ? try index(args[1], 2, "stream->list") : Int.max
                var out: [Value] = []
                var s = args[0]
                while out.count < limit, case .pair(let p) = s {
                    guard case .promise = p.cdr else { break }
                    out.append(p.car)
                    s = try rest(interp, p)
                }
                guard out.count == limit || isNull(s) else { throw wrongType(args[0], 1, "stream->list") }
                return Value.list(out)
            },
            Primitive("stream-head") { [unowned interp] s, k in
                let n = try index(k, 2, "stream-head")
                var out: [Value] = []
                var cursor = s
                while out.count < n {
                    guard isStreamPair(cursor), case .pair(let p) = cursor else { throw badRange(s, 1, "stream-head") }
                    out.append(p.car)
                    // The last element's rest is not forced (MIT's `stream-head`).
                    if out.count < n { cursor = try rest(interp, p) }
                }
                return Value.list(out)
            },
            Primitive("stream-tail") { [unowned interp] s, k in
                try tail(interp, s, try index(k, 2, "stream-tail"), "stream-tail")
            },
            Primitive("stream-ref") { [unowned interp] s, k in
                let tail = try tail(interp, s, try index(k, 2, "stream-ref"), "stream-ref")
                guard case .pair(let p) = tail, case .promise = p.cdr else { throw badRange(s, 1, "stream-ref") }
                return p.car
            },
            Primitive("stream-map", min: 2, max: nil) { [unowned interp] args in
                try map(interp, args[0], Array(args.dropFirst()))
            },
            Primitive("stream-filter") { [unowned interp] predicate, s in try filter(interp, predicate, s) },
            Primitive("stream-for-each") { [unowned interp] f, s in
                var cursor = s
                while case .pair(let p) = cursor, case .promise = p.cdr {
                    _ = try Kit.callback(interp, f, p.car)
                    cursor = try rest(interp, p)
                }
                guard isNull(cursor) else { throw wrongType(s, 2, "stream-for-each") }
                return .unspecified
            },
            Primitive("stream-append", min: 0, max: nil) { [unowned interp] args in
                for (i, s) in args.enumerated() where !isNull(s) && !isStreamPair(s) {
                    throw wrongType(s, i + 1, "stream-append")
                }
                return try append(interp, args[...])
            },
        ] + book(interp)
    }

    /// The procedures SICP's text defines in 3.5.1-3.5.3 and its exercises
    /// call without defining them again.
    static func book(_ interp: Interp) -> [Primitive] {
        [
            Primitive("stream-enumerate-interval") { [unowned interp] low, high in
                try enumerate(interp, low, high)
            },
            Primitive("display-line") { [unowned interp] x in
                interp.output.write("\n" + Printer.display(x))
                return .unspecified
            },
            Primitive("display-stream") { [unowned interp] s in
                var cursor = s
                while case .pair(let p) = cursor, case .promise = p.cdr {
                    if interp.interrupt.isRequested { throw EvalError.interrupted }
                    interp.output.write("\n" + Printer.display(p.car))
                    cursor = try rest(interp, p)
                }
                guard isNull(cursor) else { throw wrongType(s, 1, "display-stream") }
                return .symbol(Symbol.intern("done"))
            },
            Primitive("add-streams") { [unowned interp] a, b in
                try map(interp, .primitive(Primitive("+") { x, y in try Num.add(x, y) }), [a, b], name: "add-streams")
            },
            Primitive("scale-stream") { [unowned interp] s, factor in
                try map(interp, .primitive(Primitive("*") { x in try Num.multiply(x, factor) }), [s], name: "scale-stream")
            },
            Primitive("integers-starting-from") { [unowned interp] n in
                _ = try Num.add(n, .int(0))  // a number, as `(+ n 1)` will need
                return integers(interp, from: n)
            },
            Primitive("interleave") { [unowned interp] a, b in try interleave(interp, a, b) },
            Primitive("pairs") { [unowned interp] s, t in try pairs(interp, s, t) },
        ]
    }

    // MARK: Taking streams apart

    static func isStreamPair(_ v: Value) -> Bool {
        if case .pair(let p) = v, case .promise = p.cdr { return true }
        return false
    }

    static func isNull(_ v: Value) -> Bool {
        if case .null = v { return true }
        return false
    }

    static func streamPair(_ v: Value, _ argument: Int, _ name: String) throws -> Pair {
        guard case .pair(let p) = v, case .promise = p.cdr else { throw wrongType(v, argument, name) }
        return p
    }

    /// The stream after `p`'s first element: its promise, forced.
    @inline(__always)
    static func rest(_ interp: Interp, _ p: Pair) throws -> Value {
        guard case .promise(let promise) = p.cdr else { return p.cdr }
        if let value = promise.value { return value }
        if interp.interrupt.isRequested { throw EvalError.interrupted }
        return try promise.force(interp)
    }

    /// A non-negative fixnum index, as MIT's `guarantee index-fixnum?`.
    static func index(_ v: Value, _ argument: Int, _ name: String) throws -> Int {
        guard case .int(let n) = v, n >= 0 else { throw wrongType(v, argument, name) }
        return n
    }

    static func tail(_ interp: Interp, _ s: Value, _ n: Int, _ name: String) throws -> Value {
        var cursor = s
        for _ in 0..<n {
            guard case .pair(let p) = cursor, case .promise = p.cdr else { throw badRange(s, 1, name) }
            cursor = try rest(interp, p)
        }
        return cursor
    }

    // MARK: Making streams

    /// A promise that runs `body` when forced: the rest of a stream the kit
    /// builds. `name` is what a trace of the forcing shows.
    static func later(_ name: String, _ body: @escaping () throws -> Value) -> Value {
        .promise(Promise(thunk: .primitive(Primitive(name, body))))
    }

    static func fromArray(_ interp: Interp, _ values: ArraySlice<Value>) -> Value {
        guard let first = values.first else { return .null }
        let more = values.dropFirst()
        return .pair(Pair(first, later("stream") { fromArray(interp, more) }))
    }

    static func append(_ interp: Interp, _ streams: ArraySlice<Value>) throws -> Value {
        guard let first = streams.first else { return .null }
        guard case .pair(let p) = first else { return try append(interp, streams.dropFirst()) }
        return .pair(Pair(p.car, later("stream-append") {
            try append(interp, [try rest(interp, p)] + streams.dropFirst())
        }))
    }

    /// `(stream-map f s ...)`: the stream of `f` applied to the streams'
    /// elements in turn, as long as the shortest; the first element now, the
    /// rest when forced (SICP's exercise 3.50 as MIT has it).
    static func map(_ interp: Interp, _ f: Value, _ streams: [Value], name: String = "stream-map") throws -> Value {
        var firsts: [Value] = []
        var pairs: [Pair] = []
        for (i, s) in streams.enumerated() {
            if isNull(s) { return .null }
            guard case .pair(let p) = s, case .promise = p.cdr else {
                throw wrongType(s, name == "stream-map" ? i + 2 : i + 1, name)
            }
            firsts.append(p.car)
            pairs.append(p)
        }
        let first: Value
        switch firsts.count {
        case 1: first = try Kit.callback(interp, f, firsts[0])
        case 2: first = try Kit.callback(interp, f, firsts[0], firsts[1])
        default:
            try interp.checkStack()
            first = try interp.apply(f, firsts)
        }
        return .pair(Pair(first, later(name) {
            try map(interp, f, try pairs.map { try rest(interp, $0) }, name: name)
        }))
    }

    /// `(stream-filter pred s)`: looks for the first element that passes,
    /// in a loop; the rest is filtered when forced.
    static func filter(_ interp: Interp, _ predicate: Value, _ s: Value) throws -> Value {
        var cursor = s
        while case .pair(let p) = cursor, case .promise = p.cdr {
            if try Kit.callback(interp, predicate, p.car).isTrue {
                return .pair(Pair(p.car, later("stream-filter") {
                    try filter(interp, predicate, try rest(interp, p))
                }))
            }
            cursor = try rest(interp, p)
        }
        guard isNull(cursor) else { throw wrongType(s, 2, "stream-filter") }
        return .null
    }

    /// SICP 3.5.1's `stream-enumerate-interval`: `low`, then the rest when forced.
    static func enumerate(_ interp: Interp, _ low: Value, _ high: Value) throws -> Value {
        if try Num.greater(low, high) { return .null }
        return .pair(Pair(low, later("stream-enumerate-interval") {
            try enumerate(interp, try Num.add(low, .int(1)), high)
        }))
    }

    /// SICP 3.5.2's `integers-starting-from`.
    static func integers(_ interp: Interp, from n: Value) -> Value {
        .pair(Pair(n, later("integers-starting-from") { integers(interp, from: try Num.add(n, .int(1))) }))
    }

    /// SICP 3.5.3's `interleave`.
    static func interleave(_ interp: Interp, _ a: Value, _ b: Value) throws -> Value {
        if isNull(a) { return b }
        let p = try streamPair(a, 1, "interleave")
        return .pair(Pair(p.car, later("interleave") { try interleave(interp, b, try rest(interp, p)) }))
    }

    /// SICP 3.5.3's `pairs`: the pairs (S_i T_j) with i <= j, interleaved.
    static func pairs(_ interp: Interp, _ s: Value, _ t: Value) throws -> Value {
        let sp = try streamPair(s, 1, "pairs"), tp = try streamPair(t, 2, "pairs")
        return .pair(Pair(.list([sp.car, tp.car]), later("pairs") {
            let row = try map(interp, .primitive(Primitive("pairs") { x in .list([sp.car, x]) }),
                              [try rest(interp, tp)], name: "pairs")
            return try interleave(interp, row, try pairs(interp, try rest(interp, sp), try rest(interp, tp)))
        }))
    }
}
