/// The arguments the string, vector and bytevector procedures share:
/// sizes, indexes, the optional `start` / `end` of R7RS, the heap bound
/// asked before a large object is made, and list arguments walked safely.
enum DataArguments {
    /// The most elements one string, vector or bytevector may have: past
    /// it, `;Aborting!: out of memory` at once, whatever the heap bound.
    static let maximumLength = 1 << 32

    /// A size argument (`make-vector`'s `k`): an exact non-negative integer.
    static func size(_ v: Value, _ argument: Int, _ name: String) throws -> Int {
        switch v {
        case .int(let n) where n >= 0:
            if n > maximumLength { throw EvalError.outOfMemory }
            return n
        case .int, .big: throw badRange(v, argument, name)
        default: throw wrongType(v, argument, name)
        }
    }

    /// An index argument, `0 <= k < bound`.
    static func index(_ v: Value, _ argument: Int, _ name: String, below bound: Int) throws -> Int {
        switch v {
        case .int(let k) where k >= 0 && k < bound: return k
        case .int, .big: throw badRange(v, argument, name)
        default: throw wrongType(v, argument, name)
        }
    }

    /// The range `args[first]` (start, default 0) and `args[first + 1]`
    /// (end, default `count`) name, `0 <= start <= end <= count`.
    static func range(_ args: [Value], from first: Int, count: Int, _ name: String) throws -> Range<Int> {
        var start = 0
        var end = count
        if args.count > first + 1 { end = try index(args[first + 1], first + 2, name, below: count + 1) }
        if args.count > first { start = try index(args[first], first + 1, name, below: end + 1) }
        return start..<end
    }

    /// Throws `;Aborting!: out of memory` before `count` elements of `bytes`
    /// each would take the process past the heap bound (or past
    /// ``maximumLength``).
    static func reserve(_ count: Int, bytes: Int) throws {
        if count > maximumLength { throw EvalError.outOfMemory }
        try HeapLimit.reserve(count &* bytes)
    }

    /// The elements of a proper list argument; a circular or improper list is
    /// MIT's wrong-type error for it. Constant extra space to find a cycle
    /// (Floyd's), and the evaluation's interrupt flag polled on the way.
    static func elements(_ v: Value, _ argument: Int, _ name: String) throws -> [Value] {
        var count = 0
        var hare = v
        var tortoise = v
        var poll = Walk.Poll()
        while case .pair(let p) = hare {
            hare = p.cdr
            count += 1
            if count & 1 == 0, case .pair(let t) = tortoise {
                tortoise = t.cdr
                if case .pair(let h) = hare, case .pair(let t2) = tortoise, h === t2 {
                    throw wrongType(v, argument, name)
                }
            }
            try poll.tick()
        }
        guard case .null = hare else { throw wrongType(v, argument, name) }
        try reserve(count, bytes: MemoryLayout<Value>.stride)
        var out: [Value] = []
        out.reserveCapacity(count)
        var cursor = v
        while case .pair(let p) = cursor {
            out.append(p.car)
            cursor = p.cdr
        }
        return out
    }
}
