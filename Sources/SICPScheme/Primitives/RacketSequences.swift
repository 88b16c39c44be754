/// Racket's sequences, which its `for` loops iterate (`ForLoops.swift`):
///
/// ```scheme
/// (for/list ([i (in-range 10 0 -3)]) i)        ; (10 7 4 1)
/// (for/list ([x (in-naturals 1)] [c "abc"]) (cons x c))   ; ((1 . #\a) (2 . #\b) (3 . #\c))
/// (sequence->list (in-range 3))                ; (0 1 2)
/// ```
///
/// `in-range` and `in-naturals` (streams, as Racket's are), `in-list`, `in-vector`, `in-string`,
/// `in-stream`, `in-hash`, `in-hash-keys`, `in-hash-values`, `in-dict`,
/// `sequence->list`, and the loops' own `%in-range`, `%in-naturals`,
/// `%for-sequence`, `%for-next`, `%for-end?` and `%for-part`.
enum RacketSequences {
    static func all(_ interp: Interp) -> [Primitive] {
        [
            // Racket's ranges are streams: `stream-first` and the other
            // stream procedures take them too. A loop's clause
            // `[i (in-range ...)]` iterates a range without making it
            // (`%in-range`, `%in-naturals`).
            Primitive("in-range", min: 1, max: 3) { args in
                let (start, end, step, ascending) = try range(args, "in-range")
                return rangeStream(start, end, step, ascending)
            },
            Primitive("in-naturals", min: 0, max: 1) { args in
                rangeStream(try naturalsStart(args, "in-naturals"), nil, .int(1), true)
            },
            Primitive("%in-range", min: 1, max: 3) { args in
                let (start, end, step, ascending) = try range(args, "in-range")
                return .opaque(ForSequence(.range(start: start, end: end, step: step, ascending: ascending)))
            },
            Primitive("%in-naturals", min: 0, max: 1) { args in
                .opaque(ForSequence(.range(start: try naturalsStart(args, "in-naturals"), end: nil, step: .int(1), ascending: true)))
            },
            Primitive("in-list") { v in
                guard v.listElements != nil else { throw wrongType(v, 1, "in-list") }
                return v
            },
            Primitive("in-vector") { v in
                guard case .vector = v else { throw wrongType(v, 1, "in-vector") }
                return v
            },
            Primitive("in-string") { v in
                guard case .string = v else { throw wrongType(v, 1, "in-string") }
                return v
            },
            Primitive("in-stream") { v in
                switch v {
                case .null, .promise, .pair: return .opaque(ForSequence(.stream(v)))
                default: throw wrongType(v, 1, "in-stream")
                }
            },
            Primitive("in-hash") { v in .opaque(ForSequence(.hash(try HashTables.table(v, 1, "in-hash"), .pairs))) },
            Primitive("in-hash-keys") { v in .opaque(ForSequence(.hash(try HashTables.table(v, 1, "in-hash-keys"), .keys))) },
            Primitive("in-hash-values") { v in
                .opaque(ForSequence(.hash(try HashTables.table(v, 1, "in-hash-values"), .values)))
            },
            // A dictionary: a hash table, or an association list.
            Primitive("in-dict") { v in
                if case .opaque(let o) = v, let table = o as? HashTable { return .opaque(ForSequence(.hash(table, .pairs))) }
                guard let entries = v.listElements,
                      entries.allSatisfy({ if case .pair = $0 { true } else { false } }) else { throw wrongType(v, 1, "in-dict") }
                return .opaque(ForSequence(.dict(entries)))
            },
            Primitive("sequence->list") { [unowned interp] v in
                let iterator = try ForIterator(v, interp, "sequence->list")
                var items: [Value] = []
                while let x = try iterator.next() {
                    if items.count >= Sequences.intervalLimit { throw EvalError.outOfMemory }
                    items.append(x)
                }
                return Value.list(items)
            },
            Primitive("sequence?") { v in
                switch v {
                case .null, .pair, .vector, .string, .promise: return .true
                case .int(let k): return .bool(k >= 0)
                case .opaque(let o): return .bool(o is ForSequence || o is HashTable)
                default: return .false
                }
            },
            Primitive("%for-sequence") { [unowned interp] v in .opaque(try ForIterator(v, interp, "for")) },
            Primitive("%for-next") { v in
                guard case .opaque(let o) = v, let iterator = o as? ForIterator else { throw wrongType(v, 1, "%for-next") }
                return try iterator.next() ?? .opaque(ForIterator.end)
            },
            Primitive("%for-end?") { v in
                if case .opaque(let o) = v, o === ForIterator.end { return .true }
                return .false
            },
            // The k-th of the n values of an element (`[(key value) (in-hash h)]`).
            Primitive("%for-part", min: 3, max: 3) { args in
                guard case .int(let n) = args[2] else { throw wrongType(args[2], 3, "%for-part") }
                guard case .int(let k) = args[1], (0..<max(n, 0)).contains(k) else { throw badRange(args[1], 2, "%for-part") }
                guard case .multipleValues(let values) = args[0], values.count == n else {
                    let got = if case .multipleValues(let values) = args[0] { values.count } else { 1 }
                    throw EvalError.user(message: "for: expected \(n) values from the sequence, received \(got)", irritants: [])
                }
                return values[k]
            },
        ]
    }

    /// The start, end and step of `(in-range end)`, `(in-range start end)`
    /// or `(in-range start end step)`, and whether it counts up.
    static func range(_ args: [Value], _ name: String) throws -> (Value, Value, Value, Bool) {
        for (i, a) in args.enumerated() {
            switch a { case .int, .big, .ratio, .real: break; default: throw wrongType(a, i + 1, name) }
        }
        let (start, end): (Value, Value) = args.count == 1 ? (.int(0), args[0]) : (args[0], args[1])
        let step = args.count == 3 ? args[2] : .int(1)
        guard try !Num.numericEqual(step, .int(0)) else { throw badRange(step, 3, name) }
        return (start, end, step, try Num.greater(step, .int(0)))
    }

    static func naturalsStart(_ args: [Value], _ name: String) throws -> Value {
        let start = args.first ?? .int(0)
        guard case .int(let k) = start, k >= 0 else { throw wrongType(start, 1, name) }
        return start
    }

    /// A range as Racket's lazy stream: a promise of its first pair.
    static func rangeStream(_ current: Value, _ end: Value?, _ step: Value, _ ascending: Bool) -> Value {
        let promise = Promise(thunk: .primitive(Primitive("in-range") {
            if let end, ascending ? try !Num.less(current, end) : try !Num.greater(current, end) { return .null }
            return .pair(Pair(current, rangeStream(try Num.add(current, step), end, step, ascending)))
        }))
        promise.isLazyStream = true
        return .promise(promise)
    }
}

/// What `in-range` and its kin make: a sequence a loop can iterate as
/// often as it likes.
final class ForSequence: OpaqueObject {
    enum HashPart { case pairs, keys, values }
    enum Kind {
        case range(start: Value, end: Value?, step: Value, ascending: Bool)
        case stream(Value)
        case hash(HashTable, HashPart)
        case dict([Value])
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }
    func printed(writing: Bool) -> String { "#<sequence>" }
}

/// One pass over a sequence: `next()` gives its elements in order, then nil.
final class ForIterator: OpaqueObject {
    /// What `%for-next` gives at the end.
    nonisolated(unsafe) static let end = ForIterator()

    private enum State {
        case numbers(current: Value, end: Value?, step: Value, ascending: Bool)
        case list(Value)
        case stream(Value)
        case items([Value], Int)
        case characters([Unicode.Scalar], Int)
        case done
    }
    private var state: State
    private let interp: Interp?
    private let name: String

    private init() {
        state = .done
        interp = nil
        name = ""
    }

    init(_ v: Value, _ interp: Interp, _ name: String) throws {
        self.interp = interp
        self.name = name
        switch v {
        case .int(let n) where n >= 0:
            state = .numbers(current: .int(0), end: v, step: .int(1), ascending: true)
        case .big(let n) where !n.isNegative:
            state = .numbers(current: .int(0), end: v, step: .int(1), ascending: true)
        case .null, .pair: state = .list(v)
        case .promise: state = .stream(v)
        case .vector(let vector): state = .items(vector.items, 0)
        case .string(let s): state = .characters(s.scalars, 0)
        case .opaque(let o as ForSequence):
            switch o.kind {
            case let .range(start, end, step, ascending):
                state = .numbers(current: start, end: end, step: step, ascending: ascending)
            case .stream(let s): state = .stream(s)
            case let .hash(table, part):
                let entries = try table.snapshot(interp)
                switch part {
                case .pairs: state = .items(entries.map { .multipleValues([$0.car, $0.cdr]) }, 0)
                case .keys: state = .items(entries.map(\.car), 0)
                case .values: state = .items(entries.map(\.cdr), 0)
                }
            case .dict(let entries):
                state = .items(entries.map { entry in
                    guard case .pair(let p) = entry else { return entry }
                    return .multipleValues([p.car, p.cdr])
                }, 0)
            }
        case .opaque(let table as HashTable):
            state = .items(try table.snapshot(interp).map { .multipleValues([$0.car, $0.cdr]) }, 0)
        default:
            throw wrongType(v, 1, name)
        }
    }

    func printed(writing: Bool) -> String { "#<sequence>" }

    /// The next element, or nil at the end.
    func next() throws -> Value? {
        if let interp, interp.interrupt.isRequested { throw interp.interrupt.error }
        switch state {
        case .done:
            return nil
        case let .numbers(current, end, step, ascending):
            if let end, ascending ? try !Num.less(current, end) : try !Num.greater(current, end) {
                state = .done
                return nil
            }
            state = .numbers(current: try Num.add(current, step), end: end, step: step, ascending: ascending)
            return current
        case .list(let v):
            return try advance(v, forcing: false)
        case .stream(let v):
            return try advance(v, forcing: true)
        case .items(let items, let i):
            guard i < items.count else {
                state = .done
                return nil
            }
            state = .items(items, i + 1)
            return items[i]
        case .characters(let scalars, let i):
            guard i < scalars.count else {
                state = .done
                return nil
            }
            state = .characters(scalars, i + 1)
            return .char(Character(scalars[i]))
        }
    }

    /// The first element of the list `v`, the rest kept for the next call;
    /// `forcing`: of the stream `v` (the book's, a pair whose cdr is a
    /// promise, or Racket's, a promise of such a pair).
    private func advance(_ v: Value, forcing: Bool) throws -> Value? {
        var v = v
        while forcing, case .promise(let p) = v {
            guard let interp else { return nil }
            v = try p.force(interp)
        }
        switch v {
        case .pair(let p):
            state = forcing ? .stream(p.cdr) : .list(p.cdr)
            return p.car
        case .null:
            state = .done
            return nil
        default:
            state = .done
            throw wrongType(v, 1, name)
        }
    }
}
