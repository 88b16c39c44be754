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
///
/// Errors are worded as MIT Scheme 12.1 words them (found by running
/// `mit-scheme --quiet`): `stream-car` of a non-stream is "not an object
/// satisfying" MIT's `stream-pair?`; `stream-head`, `stream-tail` and
/// `stream-ref` count the index down as they walk, so a stream too short is
/// reported with what was left of the index; `stream-map`, `stream-filter`,
/// `stream-for-each`, `stream->list` and `stream-append` report the tail that
/// is not a stream ("is not a stream"), found when it is reached.
enum Streams {
    /// `stream-head`: the first `k` elements of a stream as a list.
    /// `forcingLast`: the last element's rest is forced too, as MIT's
    /// `stream-head` does (its loop forces the cdr before it counts down:
    /// after `(stream-head s 5)`, `s` prints its 6 forced elements,
    /// `{1 4 9 16 25 36 ...}`); the kit's own code (the checker's cases) uses
    /// the variant that forces no further than it takes.
    static func head(_ interp: Interp, forcingLast: Bool) -> Primitive {
        Primitive("stream-head") { [unowned interp] s, k in
            let n = try index(k, "stream-head")
            let saved = Kit.enterFrame(interp)
            defer { interp.depth = saved }
            var out: [Value] = []
            var cursor = try Racket.forced(interp, s)
            var poll = Walk.Poll(interp.interrupt)
            try Kit.turn(interp, "stream-head")
            while out.count < n {
                try poll.tick()
                guard case .pair(let p) = cursor, case .promise = p.cdr else {
                    throw MIT.anArgument(remaining(k, out.count), "stream-head", "in the correct range")
                }
                try Walk.append(p.car, to: &out)
                if forcingLast || out.count < n {
                    cursor = try rest(interp, p)
                    try Kit.turn(interp, "stream-head")
                }
            }
            return Value.list(out)
        }
    }

    static func all(_ interp: Interp) -> [Primitive] {
        interp.installKitVariant(head(interp, forcingLast: false))
        // The predicate that `stream-car` and `stream-cdr` name in their
        // errors (MIT's `guarantee`): this one, whatever the program binds.
        // Racket's `stream-cons` stream (a promise of a stream pair) is
        // one, forced, as `stream-car` takes it.
        let streamPairPredicate = Primitive("stream-pair?") { [unowned interp] v in
            .bool(isStreamPair(try Racket.forced(interp, v)))
        }
        return [
            // MIT's and Guile's `force` of anything but a promise is an
            // error; Racket's (`#lang racket`, `#lang sicp`) returns it as it
            // is, and a Racket file's `(force (stream-rest s))` counts on it.
            Primitive("force") { [unowned interp] v in
                guard case .promise(let p) = v else {
                    if !interp.languageLines.isEmpty { return v }
                    throw MIT.anArgument(v, "force", "the correct type")
                }
                return try p.force(interp)
            },
            // R7RS: a promise is returned as it is.
            Primitive("make-promise") { v in
                if case .promise = v { return v }
                return .promise(Promise(value: v))
            },
            Primitive("promise?") { v in if case .promise = v { return .true } else { return .false } },
            streamPairPredicate,
            Primitive("stream-null?") { v in if case .null = v { return .true } else { return .false } },
            Primitive("empty-stream?") { v in if case .null = v { return .true } else { return .false } },
            // MIT's `stream-first` and `stream-rest` are its `stream-car` and
            // `stream-cdr`, and say so in their errors.
            // Each also takes Racket's `stream-cons` stream (a promise of a
            // stream pair), forced.
            Primitive("stream-car") { [unowned interp] v in
                try streamPair(try Racket.forced(interp, v), "stream-car", streamPairPredicate).car
            },
            Primitive("stream-cdr") { [unowned interp] v in
                try rest(interp, try streamPair(try Racket.forced(interp, v), "stream-cdr", streamPairPredicate))
            },
            // MIT's `head` and `tail`: its `stream-car` and `stream-cdr`,
            // under their names in errors.
            Primitive("head") { [unowned interp] v in
                try streamPair(try Racket.forced(interp, v), "stream-car", streamPairPredicate).car
            },
            Primitive("tail") { [unowned interp] v in
                try rest(interp, try streamPair(try Racket.forced(interp, v), "stream-cdr", streamPairPredicate))
            },
            // Racket's names, where a list is a stream too (a `stream-map`
            // of Racket's takes `(stream-first argstreams)` of its list of
            // streams).
            Primitive("stream-first") { [unowned interp] v in
                let s = try Racket.forced(interp, v)
                if case .pair(let p) = s, !isPromise(p.cdr) { return p.car }
                return try streamPair(s, "stream-car", streamPairPredicate).car
            },
            Primitive("stream-rest") { [unowned interp] v in
                let s = try Racket.forced(interp, v)
                if case .pair(let p) = s, !isPromise(p.cdr) { return p.cdr }
                // A `stream-cons` stream's rest, not yet looked into.
                if case .pair(let p) = s, isUnforcedLazyRest(p) { return p.cdr }
                return try rest(interp, try streamPair(s, "stream-cdr", streamPairPredicate))
            },
            Primitive("stream", min: 0, max: nil) { [unowned interp] args in fromArray(interp, args[...]) },
            Primitive("list->stream") { [unowned interp] v in try fromList(interp, v) },
            // (stream->list s k): the first k elements at most, as CHICKEN's
            // sicp-streams takes it; SRFI 41's (stream->list k s) too (MIT's
            // takes one argument).
            Primitive("stream->list", min: 1, max: 2) { [unowned interp] args in
                var s = args[0], count = args.count > 1 ? args[1] : nil
                if let k = count, case .int = s, isStreamPair(k) || isNull(k) { (s, count) = (k, s) }
                let limit = try count.map { try index($0, "stream->list") } ?? Int.max
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                var out: [Value] = []
                var cursor = try Racket.forced(interp, s)
                var poll = Walk.Poll(interp.interrupt)
                try Kit.turn(interp, "stream->list")
                while out.count < limit, case .pair(let p) = cursor, case .promise = p.cdr {
                    try poll.tick()
                    try Walk.append(p.car, to: &out)
                    try Kit.turn(interp, "stream->list")
                    if out.count == limit { break }  // nothing forced past the last taken
                    cursor = try rest(interp, p)
                }
                guard out.count == limit || isNull(cursor) else { throw notAStream(cursor, 1, "stream->list") }
                return Value.list(out)
            },
            head(interp, forcingLast: true),
            // Racket's (stream-take s k), SRFI 41's (stream-take k s): a stream
            // of the first k elements at most (taken now; none forced past the last).
            Primitive("stream-take") { [unowned interp] a, b in
                var (s, count) = (a, b)
                if case .int = s, isStreamPair(count) || isNull(count) || isLazyStream(count) { (s, count) = (count, s) }
                let limit = try index(count, "stream-take")
                var out: [Value] = []
                var cursor = try Racket.forced(interp, s)
                var poll = Walk.Poll(interp.interrupt)
                while out.count < limit, case .pair(let p) = cursor, case .promise = p.cdr {
                    try poll.tick()
                    try Walk.append(p.car, to: &out)
                    try Kit.turn(interp, "stream-take")
                    if out.count == limit { break }
                    cursor = try Racket.forced(interp, try rest(interp, p))
                }
                return fromArray(interp, out[...])
            },
            Primitive("stream-tail") { [unowned interp] s, k in try tail(interp, s, k, "stream-tail") },
            Primitive("stream-ref") { [unowned interp] s, k in
                // MIT's `stream-ref` is `stream-tail`, then a stream pair or
                // the error with the whole index.
                let tail = try tail(interp, s, k, "stream-ref")
                guard case .pair(let p) = tail, case .promise = p.cdr else {
                    throw MIT.anArgument(k, "stream-ref", "in the correct range")
                }
                return p.car
            },
            Primitive("stream-map", min: 2, max: nil) { [unowned interp] args in
                guard args.count == 2 else { return try map(interp, args[0], Array(args.dropFirst())) }
                // One stream: MIT takes the procedure and the stream in
                // either order (its old `(stream-map stream procedure)`).
                let (f, s) = (args[0], args[1])
                if f.isProcedure && (isNull(s) || isStreamPair(s) || isLazyStream(s)) { return try map(interp, f, [s]) }
                if s.isProcedure && (isNull(f) || isStreamPair(f) || isLazyStream(f)) { return try map(interp, s, [f]) }
                throw EvalError.user(message: "Unknown arguments to STREAM-MAP.", irritants: [])
            },
            Primitive("stream-filter") { [unowned interp] predicate, s in
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                return try filter(interp, predicate, s)
            },
            Primitive("stream-for-each") { [unowned interp] f, s in
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                var cursor = s
                var poll = Walk.Poll(interp.interrupt)
                try Kit.turn(interp, "stream-for-each")
                while case .pair(let p) = cursor, case .promise = p.cdr {
                    try poll.tick()
                    _ = try Kit.callback(interp, f, p.car)
                    cursor = try rest(interp, p)
                    try Kit.turn(interp, "stream-for-each")
                }
                guard isNull(cursor) else { throw notAStream(cursor, 2, "stream-for-each") }
                return .unspecified
            },
            Primitive("stream-append", min: 0, max: nil) { [unowned interp] args in
                try append(interp, Array(args)[...])
            },
        ].map { framed(interp, $0) } + book(interp).map { framed(interp, $0) }
    }

    /// The procedures SICP's text defines in 3.5.1-3.5.3 and its exercises
    /// call without defining them again.
    static func book(_ interp: Interp) -> [Primitive] {
        [
            Primitive("stream-enumerate-interval") { [unowned interp] low, high in
                try enumerate(interp, low, high)
            },
            Primitive("display-line") { [unowned interp] x in
                try Builtins.currentOutput(interp, "display-line").write("\n" + Printer.display(x))
                return .unspecified
            },
            Primitive("display-stream") { [unowned interp] s in
                var cursor = s
                try Kit.turn(interp, "display-stream")
                while case .pair(let p) = cursor, case .promise = p.cdr {
                    if interp.interrupt.isRequested { throw interp.interrupt.error }
                    try Builtins.currentOutput(interp, "display-stream").write("\n" + Printer.display(p.car))
                    cursor = try rest(interp, p)
                    try Kit.turn(interp, "display-stream")
                }
                guard isNull(cursor) else { throw wrongType(s, 1, "display-stream") }
                return .symbol(Symbol.intern("done"))
            },
            // The book's `add-streams` and `scale-stream` call `stream-map`
            // once: a step of their own, then `stream-map`'s (3.57's `fibs`
            // calls `add-streams` once and `stream-map` once per element).
            Primitive("add-streams") { [unowned interp] a, b in
                try Kit.turn(interp, "add-streams")
                return try map(interp, .primitive(Primitive("+") { x, y in try Num.add(x, y) }), [a, b], name: "add-streams")
            },
            Primitive("scale-stream") { [unowned interp] s, factor in
                try Kit.turn(interp, "scale-stream")
                return try map(interp, .primitive(Primitive("*") { x in try Num.multiply(x, factor) }), [s], name: "scale-stream")
            },
            Primitive("integers-starting-from") { [unowned interp] n in
                _ = try Num.add(n, .int(0))  // a number, as `(+ n 1)` will need
                return try integers(interp, from: n)
            },
            Primitive("interleave") { [unowned interp] a, b in try interleave(interp, a, b) },
            Primitive("pairs") { [unowned interp] s, t in try pairs(interp, s, t) },
        ]
    }

    /// `primitive`, taking a frame under the views as the book's version
    /// would (see `Kit.enterFrame`): a nested stream procedure counts as
    /// pending while it runs.
    static func framed(_ interp: Interp, _ primitive: Primitive) -> Primitive {
        guard framedNames.contains(primitive.name) else { return primitive }
        let name = primitive.name
        switch primitive.body {
        case .fixed1(let body):
            return Primitive(name) { [unowned interp] a in
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                return try body(a)
            }
        case .fixed2(let body):
            return Primitive(name) { [unowned interp] a, b in
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                return try body(a, b)
            }
        case .variadic(let body):
            return Primitive(name, min: primitive.minArgs, max: primitive.maxArgs) { [unowned interp] args in
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                return try body(args)
            }
        default:
            return primitive
        }
    }

    /// The procedures that `framed` wraps (the others take their frame in
    /// their own bodies, or take none: `stream-car`, `stream-cdr`, `force`
    /// stand for the book's primitives).
    static let framedNames: Set<String> = [
        "stream-tail", "stream-ref", "stream-map", "stream-append", "stream-enumerate-interval",
        "display-stream", "add-streams", "scale-stream", "integers-starting-from", "interleave", "pairs",
    ]

    // MARK: Taking streams apart

    static func isStreamPair(_ v: Value) -> Bool {
        if case .pair(let p) = v, case .promise = p.cdr { return true }
        return false
    }

    /// Whether `v` is a stream as Racket's `stream-cons` makes it.
    @inline(__always)
    static func isLazyStream(_ v: Value) -> Bool {
        if case .promise(let p) = v { return p.isLazyStream }
        return false
    }

    static func isNull(_ v: Value) -> Bool {
        if case .null = v { return true }
        return false
    }

    static func isPromise(_ v: Value) -> Bool {
        if case .promise = v { return true }
        return false
    }

    static func streamPair(_ v: Value, _ argument: Int, _ name: String) throws -> Pair {
        guard case .pair(let p) = v, case .promise = p.cdr else { throw wrongType(v, argument, name) }
        return p
    }

    /// `v` as a stream pair, or MIT's `guarantee` error for `name`:
    /// `;The object (), passed as the first argument to stream-car, is not an
    /// object satisfying #[compiled-procedure 12 ("stream-pair?" ...) ...].`
    /// ("as an argument": MIT's `guarantee` names no position).
    static func streamPair(_ v: Value, _ name: String, _ predicate: Primitive) throws -> Pair {
        guard case .pair(let p) = v, case .promise = p.cdr else {
            // The object first: it takes its hash number before the predicate.
            let object = Printer.errorRepresentation(v)
            let satisfying = Printer.errorRepresentation(.primitive(predicate))
            throw EvalError.user(
                message: "The object \(object), passed as an argument to \(name), is not an object satisfying \(satisfying).",
                irritants: [])
        }
        return p
    }

    /// MIT's error for a tail that should be a stream:
    /// `;The object 2, passed as the first argument to stream->list, is not a stream.`
    static func notAStream(_ v: Value, _ argument: Int, _ name: String) -> EvalError {
        .user(
            message: "The object \(Printer.errorRepresentation(v)), passed as the \(EvalError.ordinal(argument)) "
                + "argument to \(name), is not a stream.",
            irritants: [])
    }

    /// The stream after `p`'s first element: its promise, forced.
    @inline(__always)
    static func rest(_ interp: Interp, _ p: Pair) throws -> Value {
        guard case .promise(let promise) = p.cdr else { return p.cdr }
        if let value = promise.value, promise.epoch == interp.promiseEpoch, !isLazyStream(value) { return value }
        if interp.interrupt.isRequested { throw interp.interrupt.error }
        let value = try promise.force(interp)
        // A rest made by Racket's `stream-cons` is itself a promise.
        return isLazyStream(value) ? try Racket.forced(interp, value) : value
    }

    /// A non-negative exact integer index, as MIT's `stream-head` and
    /// `stream-tail` take it: the number of steps to walk (`Int.max` for a
    /// bignum: no stream that can be walked is that long), or MIT's
    /// `;The object -1, passed as an argument to stream-head, is not the correct type.`
    static func index(_ v: Value, _ name: String) throws -> Int {
        switch v {
        case .int(let n) where n >= 0: return n
        case .big where (try? Num.less(.int(0), v)) == true: return Int.max
        default: throw MIT.anArgument(v, name, "the correct type")
        }
    }

    /// What is left of the index `k` after `steps` steps: MIT's procedures
    /// count their index down, and a stream too short is reported with the rest.
    static func remaining(_ k: Value, _ steps: Int) -> Value {
        if case .int(let n) = k { return .int(n - steps) }
        return (try? Num.subtract(k, .int(steps))) ?? k
    }

    /// MIT's `stream-tail`, which `stream-ref` calls: the stream after `k`
    /// elements, in a loop.
    static func tail(_ interp: Interp, _ s: Value, _ k: Value, _ name: String) throws -> Value {
        let n = try index(k, "stream-tail")
        var cursor = try Racket.forced(interp, s)
        var poll = Walk.Poll(interp.interrupt)
        try Kit.turn(interp, name)
        for steps in 0..<n {
            try poll.tick()
            guard case .pair(let p) = cursor, case .promise = p.cdr else {
                throw MIT.anArgument(remaining(k, steps), "stream-tail", "in the correct range")
            }
            cursor = try rest(interp, p)
            try Kit.turn(interp, name)
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

    /// `(list->stream list)`: the list's elements, one more each time the
    /// rest is forced; an improper tail is MIT's error when it is reached.
    static func fromList(_ interp: Interp, _ list: Value) throws -> Value {
        switch list {
        case .null: return .null
        case .pair(let p): return .pair(Pair(p.car, later("list->stream") { try fromList(interp, p.cdr) }))
        default: throw MIT.anArgument(list, "list->stream", "the correct type")
        }
    }

    /// `(stream-append s ...)` as MIT has it: the last argument is the tail
    /// as it is (a stream or not), each other one must be a stream, checked
    /// when it is reached (`;The object 5, passed as the first argument to
    /// stream-append, is not a stream.`, its position among the arguments).
    static func append(_ interp: Interp, _ streams: ArraySlice<Value>) throws -> Value {
        guard let first = streams.first else { return .null }
        return try append(interp, first, position: streams.startIndex + 1, streams.dropFirst())
    }

    static func append(_ interp: Interp, _ s: Value, position: Int, _ more: ArraySlice<Value>) throws -> Value {
        var (s, position, more) = (s, position, more)
        while let next = more.first {
            if case .pair(let p) = s, case .promise = p.cdr {
                let (at, after) = (position, more)
                return .pair(Pair(p.car, later("stream-append") {
                    try append(interp, try rest(interp, p), position: at, after)
                }))
            }
            guard isNull(s) else { throw notAStream(s, position, "stream-append") }
            (s, position, more) = (next, more.startIndex + 1, more.dropFirst())
        }
        return s
    }

    /// `(stream-map f s ...)`: the stream of `f` applied to the streams'
    /// elements in turn, as long as the shortest; the first element now, the
    /// rest when forced (SICP's exercise 3.50 as MIT has it). A tail that is
    /// not a stream is MIT's error when it is reached: "the second argument"
    /// with one stream, the stream's position among the streams with several.
    static func map(_ interp: Interp, _ f: Value, _ streams: [Value], name: String = "stream-map") throws -> Value {
        try Kit.turn(interp, "stream-map")
        var firsts: [Value] = []
        var pairs: [Pair] = []
        for (i, given) in streams.enumerated() {
            // Racket's `stream-cons` stream is a promise of a stream pair.
            let s = isLazyStream(given) ? try Racket.forced(interp, given) : given
            if isNull(s) { return .null }
            guard case .pair(let p) = s, case .promise = p.cdr else {
                guard name == "stream-map" else { throw wrongType(s, i + 1, name) }
                throw notAStream(s, streams.count == 1 ? 2 : i + 1, name)
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
        // The rest is the book's `(apply stream-map ...)`, whoever called
        // `stream-map` first (`add-streams`, `scale-stream`).
        // Over `stream-cons` streams too it forces the streams' rests when
        // its own rest is taken, as Racket's built-in `stream-map` does: a
        // 3.77 `solve` whose `dy` maps the `y` still being computed fails
        // there ("reentrant or broken delay") and here.
        return .pair(Pair(first, later("stream-map") {
            try map(interp, f, try pairs.map { try rest(interp, $0) }, name: name)
        }))
    }

    /// Whether `p`'s rest is a `stream-cons` stream's, not yet computed.
    static func isUnforcedLazyRest(_ p: Pair) -> Bool {
        if case .promise(let q) = p.cdr, q.isLazyStream, !q.isForced { return true }
        return false
    }

    /// `(stream-filter pred s)`: looks for the first element that passes,
    /// in a loop; the rest is filtered when forced.
    static func filter(_ interp: Interp, _ predicate: Value, _ s: Value) throws -> Value {
        var cursor = isLazyStream(s) ? try Racket.forced(interp, s) : s
        var poll = Walk.Poll(interp.interrupt)
        while case .pair(let p) = cursor, case .promise = p.cdr {
            try poll.tick()
            try Kit.turn(interp, "stream-filter")
            if try Kit.callback(interp, predicate, p.car).isTrue {
                return .pair(Pair(p.car, later("stream-filter") {
                    try filter(interp, predicate, try rest(interp, p))
                }))
            }
            cursor = try rest(interp, p)
        }
        try Kit.turn(interp, "stream-filter")
        guard isNull(cursor) else { throw notAStream(cursor, 2, "stream-filter") }
        return .null
    }

    /// SICP 3.5.1's `stream-enumerate-interval`: `low`, then the rest when forced.
    static func enumerate(_ interp: Interp, _ low: Value, _ high: Value) throws -> Value {
        try Kit.turn(interp, "stream-enumerate-interval")
        if try Num.greater(low, high) { return .null }
        return .pair(Pair(low, later("stream-enumerate-interval") {
            try enumerate(interp, try Num.add(low, .int(1)), high)
        }))
    }

    /// SICP 3.5.2's `integers-starting-from`.
    static func integers(_ interp: Interp, from n: Value) throws -> Value {
        try Kit.turn(interp, "integers-starting-from")
        return .pair(Pair(n, later("integers-starting-from") { try integers(interp, from: try Num.add(n, .int(1))) }))
    }

    /// SICP 3.5.3's `interleave`.
    static func interleave(_ interp: Interp, _ a: Value, _ b: Value) throws -> Value {
        try Kit.turn(interp, "interleave")
        // A stream of Racket's `stream-cons` is a promise of its first pair.
        let a = try Racket.forced(interp, a)
        if isNull(a) { return b }
        let p = try streamPair(a, 1, "interleave")
        return .pair(Pair(p.car, later("interleave") { try interleave(interp, b, try rest(interp, p)) }))
    }

    /// SICP 3.5.3's `pairs`: the pairs (S_i T_j) with i <= j, interleaved.
    static func pairs(_ interp: Interp, _ s: Value, _ t: Value) throws -> Value {
        try Kit.turn(interp, "pairs")
        let sp = try streamPair(try Racket.forced(interp, s), 1, "pairs")
        let tp = try streamPair(try Racket.forced(interp, t), 2, "pairs")
        return .pair(Pair(.list([sp.car, tp.car]), later("pairs") {
            let row = try map(interp, .primitive(Primitive("pairs") { x in .list([sp.car, x]) }),
                              [try rest(interp, tp)], name: "pairs")
            return try interleave(interp, row, try pairs(interp, try rest(interp, sp), try rest(interp, tp)))
        }))
    }
}
