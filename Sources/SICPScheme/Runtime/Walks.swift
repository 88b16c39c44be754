#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Native walks over Scheme data, bounded: every loop of the kit's native
/// procedures over a list, a stream, a tree or a picture polls the interrupt
/// flag of the evaluation running on its thread (Ctrl-C, a time limit, the
/// heap bound's sampler) every ``period`` steps, asks ``HeapLimit`` before an
/// array it grows doubles past a megabyte, and ends on circular structure.
///
/// ```swift
/// var poll = Walk.Poll()
/// while case .pair(let p) = cursor {
///     try poll.tick()        // throws ;Quit! or ;Aborting!: out of memory
///     cursor = p.cdr
/// }
/// ```
///
/// The flag is found without an interpreter at hand: `Interp.evaluate`
/// makes its flag the thread's current one (``current``) for the outermost
/// evaluation, so a primitive, the printer and `equal?` see the flag of the
/// evaluation that called them. A poll costs a decrement and a compare; the
/// atomic load happens once per ``period`` steps.
public enum Walk {
    /// Steps between two looks at the interrupt flag.
    public static let period = 4096

    #if canImport(Glibc) || canImport(Darwin)
    /// The thread's current interrupt flag, retained once by ``enter(_:)``
    /// and given back by ``restore(_:)`` (a `RetainedPointer`).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    #endif

    /// The interrupt flag of the evaluation running on this thread; Ctrl-C's
    /// (`InterruptFlag.shared`) when none is.
    public static var current: InterruptFlag {
        #if canImport(Glibc) || canImport(Darwin)
        if let raw = pthread_getspecific(key) {
            return RetainedPointer<InterruptFlag>.borrow(raw)
        }
        #endif
        return .shared
    }

    /// Makes `flag` the thread's current one until the returned token is
    /// given back to ``restore(_:)``.
    static func enter(_ flag: InterruptFlag) -> UnsafeMutableRawPointer? {
        #if canImport(Glibc) || canImport(Darwin)
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, RetainedPointer.pass(flag))
        return previous
        #else
        return nil
        #endif
    }

    static func restore(_ previous: UnsafeMutableRawPointer?) {
        #if canImport(Glibc) || canImport(Darwin)
        if let raw = pthread_getspecific(key) { RetainedPointer<InterruptFlag>.release(raw) }
        pthread_setspecific(key, previous)
        #endif
    }

    /// A countdown to the next look at the flag.
    public struct Poll {
        public let flag: InterruptFlag
        var countdown = Walk.period

        public init(_ flag: InterruptFlag = Walk.current) { self.flag = flag }

        /// One step: every ``Walk/period`` steps, throws the flag's error
        /// (`;Quit!`, `;Aborting!: out of memory`) if it is raised.
        @inline(__always)
        public mutating func tick() throws {
            countdown &-= 1
            if countdown <= 0 { try check() }
        }

        /// One step of a walk that cannot throw: true once it should stop
        /// (its caller then throws ``Walk/Poll/flag``'s error or gives up).
        @inline(__always)
        public mutating func shouldStop() -> Bool {
            countdown &-= 1
            if countdown <= 0 {
                countdown = Walk.period
                return flag.isRequested
            }
            return false
        }

        @inline(never)
        mutating func check() throws {
            countdown = Walk.period
            if flag.isRequested { throw flag.error }
        }
    }

    /// What following the cdrs of a value finds.
    public enum Shape {
        /// A proper list of this many elements.
        case proper(Int)
        /// The cdrs end in something other than `()`.
        case improper
        /// The cdrs come back to a pair already passed.
        case circular
    }

    /// The shape of `v`'s chain of cdrs, in constant space (Floyd's
    /// tortoise and hare), polling the flag.
    public static func shape(_ v: Value) throws -> Shape {
        var poll = Poll()
        var count = 0
        var hare = v
        var tortoise = v
        while true {
            guard case .pair(let p) = hare else { return isNull(hare) ? .proper(count) : .improper }
            hare = p.cdr
            count += 1
            guard case .pair(let q) = hare else { return isNull(hare) ? .proper(count) : .improper }
            hare = q.cdr
            count += 1
            if case .pair(let t) = tortoise { tortoise = t.cdr }
            if case .pair(let h) = hare, case .pair(let t) = tortoise, h === t { return .circular }
            try poll.tick()
        }
    }

    /// The elements of the proper list `v`, or nil for an improper or
    /// circular one; stops on the flag, and asks the heap bound before the
    /// array grows past a megabyte.
    public static func elements(_ v: Value) throws -> [Value]? {
        guard case .proper(let count) = try shape(v) else { return nil }
        try reserve(count)
        var out: [Value] = []
        out.reserveCapacity(count)
        var cursor = v
        while case .pair(let p) = cursor {
            out.append(p.car)
            cursor = p.cdr
        }
        return out
    }

    /// ``elements(_:)`` or MIT's error for the `argument`th argument of `name`.
    public static func elements(_ v: Value, _ argument: Int, _ name: String) throws -> [Value] {
        guard let out = try elements(v) else { throw wrongType(v, argument, name) }
        return out
    }

    /// Asks the heap bound for room for `count` values and the pairs a list
    /// of them takes (free below a megabyte).
    @inline(__always)
    public static func reserve(_ count: Int) throws {
        if count > 1 << 14 { try HeapLimit.reserve(count &* (MemoryLayout<Value>.stride + 48)) }
    }

    /// Appends `value` to an array a walk grows, asking the heap bound each
    /// time the array is about to double past a megabyte.
    @inline(__always)
    public static func append(_ value: Value, to out: inout [Value]) throws {
        if out.count == out.capacity, out.count > 1 << 14 {
            try HeapLimit.reserve(out.count &* MemoryLayout<Value>.stride)
        }
        out.append(value)
    }

    /// The tortoise of a walk that follows cdrs one at a time (`memv`,
    /// `assoc`): it moves every other step, and meeting the walk's `cursor`
    /// means the list `list` is circular: MIT's error for the `argument`th
    /// argument of `name`.
    @inline(__always)
    public static func follow(
        _ tortoise: inout Value, behind cursor: Value, _ odd: inout Bool,
        _ list: Value, _ argument: Int, _ name: String
    ) throws {
        odd.toggle()
        if !odd, case .pair(let t) = tortoise { tortoise = t.cdr }
        if case .pair(let c) = cursor, case .pair(let t) = tortoise, c === t {
            throw wrongType(list, argument, name)
        }
    }

    @inline(__always)
    static func isNull(_ v: Value) -> Bool {
        if case .null = v { return true }
        return false
    }
}
