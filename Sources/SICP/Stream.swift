// SICP 3.5, "Streams": a lazily evaluated, memoized cons-stream.
//
//     (cons-stream a b)                  Stream(a, rest: b)
//     the-empty-stream                   Stream.empty
//     (stream-car s) (stream-cdr s)      s.first  s.rest
//     (stream-null? s)                   s.isEmpty
//     (stream-ref s n)                   s.ref(n)
//     (stream-head s n)                  s.head(n)
//     (stream-map proc s)                s.map(proc)
//     (stream-map proc s1 s2)            Stream.map(proc, s1, s2)       exercise 3.50
//     (stream-filter pred s)             s.filter(pred)
//     (add-streams s1 s2)                Stream.add(s1, s2)
//     (scale-stream s factor)            s.scaled(by: factor)
//     (integers-starting-from n)         Stream.integers(from: n)
//     (define fibs (cons-stream 0 …))    Stream.implicit { fibs in … }   3.5.2
//
// The first element is computed when the stream is made; the rest is a
// closure run the first time `rest` is read and remembered after that, as
// the book's `delay` with `memo-proc`. Every procedure that walks a stream
// loops (`ref`, `head`, `filter`, iteration), and a node frees the forced
// nodes after it in a loop, so neither a walk nor a release far into a
// stream grows the native stack.

/// A stream as SICP 3.5 builds it: the empty stream, or a first element and
/// a delayed, memoized rest.
///
/// `Stream(first, rest: expression)` is `cons-stream`: `rest` is an
/// autoclosure, evaluated the first time ``rest`` is read and never again
/// (SICP's `memo-proc`), so a stream can be infinite:
///
///     func integers(from n: Int) -> Stream<Int> {
///         Stream(n, rest: integers(from: n + 1))
///     }
///     integers(from: 1).head(5)
///     // [1, 2, 3, 4, 5]
///     integers(from: 1).filter { $0 % 7 == 0 }.map { $0 * $0 }.ref(2)
///     // 441, that is 21 * 21
///
/// The book's sieve of Eratosthenes (SICP 3.5.2):
///
///     func sieve(_ s: Stream<Int>) -> Stream<Int> {
///         Stream(s.first, rest: sieve(s.rest.filter { $0 % s.first != 0 }))
///     }
///     let primes = sieve(Stream.integers(from: 2))
///     primes.ref(50)
///     // 233
///
/// and its Fibonacci numbers, defined implicitly (see ``implicit(_:)``):
///
///     let fibs = Stream<Int>.implicit { fibs in
///         Stream(0, rest: Stream(1, rest: Stream.add(fibs().rest, fibs())))
///     }
///     fibs.head(10)
///     // [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
///
/// A stream is a `Sequence`: `for x in s` forces the elements one at a time,
/// the rest of an element only when the next one is asked for, so
/// `for x in s.prefix(3)` forces two rests, as `(stream-head s 3)` does.
/// `map` and `filter` on a stream are the stream's own (lazy, returning a
/// `Stream`), not `Sequence`'s (eager, returning an array, which would never
/// end on an infinite stream).
///
/// A stream is a value whose nodes are shared: copies of a stream, and the
/// streams made from it, see the same memoized rests.
///
/// - Important: `Stream` is not `Sendable`. Forcing a rest writes the
///   remembered value into a shared node, without a lock: a stream must be
///   read by one thread (one task or actor) at a time. Build it where it is
///   used, or send the elements (an array from ``head(_:)``) instead.
///
/// - Note: In a file that imports Foundation too, Foundation's `Stream` (the
///   `NSStream` class) has the same name: write `SICP.Stream`.
public struct Stream<Element> {
    @usableFromInline
    let node: Node?

    @inlinable
    init(node: Node?) { self.node = node }

    /// The empty stream, SICP's `the-empty-stream`.
    ///
    ///     Stream<Int>.empty.isEmpty
    ///     // true
    @inlinable
    public static var empty: Stream { Stream(node: nil) }

    /// `(cons-stream first rest)`: a stream of `first` followed by the stream
    /// that `rest` evaluates to, evaluated the first time ``rest`` is read.
    ///
    ///     var forced = 0
    ///     let s = Stream(1, rest: { forced += 1; return Stream(2, rest: .empty) }())
    ///     (forced, s.rest.first, s.rest.first, forced)
    ///     // (0, 2, 2, 1)
    ///
    /// - Parameters:
    ///   - first: The first element, already computed (`cons-stream`
    ///     evaluates its first operand).
    ///   - rest: The rest of the stream, an autoclosure: evaluated at most
    ///     once, when ``rest`` is first read.
    /// - Complexity: O(1); nothing of `rest` runs.
    @inlinable
    public init(_ first: Element, rest: @autoclosure @escaping () -> Stream) {
        node = Node(first, rest)
    }

    /// `(cons-stream first rest)` with the rest as an explicit closure, for a
    /// rest that takes several statements to compute.
    ///
    ///     let s = Stream(1) { Stream(2, rest: .empty) }
    ///     s.head(5)
    ///     // [1, 2]
    ///
    /// - Parameters:
    ///   - first: The first element.
    ///   - rest: Called at most once, when ``rest`` is first read.
    /// - Complexity: O(1).
    @inlinable
    public init(_ first: Element, delayedRest rest: @escaping () -> Stream) {
        node = Node(first, rest)
    }

    /// Whether the stream is empty, SICP's `stream-null?`. Forces nothing.
    @inlinable
    public var isEmpty: Bool { node == nil }

    /// The first element, SICP's `stream-car`. Forces nothing.
    ///
    /// - Precondition: The stream is not empty (`stream-car` of the empty
    ///   stream is an error in Scheme too).
    @inlinable
    public var first: Element {
        guard let node else { preconditionFailure("first of the empty stream") }
        return node.first
    }

    /// The stream after the first element, SICP's `stream-cdr`: computed the
    /// first time it is read, remembered after that.
    ///
    /// - Precondition: The stream is not empty, and reading `rest` does not
    ///   need this same `rest` (a rest defined as itself never ends; SICP's
    ///   loops forever, this one stops at a precondition failure).
    /// - Complexity: The cost of the delayed expression the first time, O(1)
    ///   after that.
    @inlinable
    public var rest: Stream {
        guard let node else { preconditionFailure("rest of the empty stream") }
        return node.rest
    }

    /// The element at `index`, counted from 0: SICP's `stream-ref`, in a
    /// loop.
    ///
    ///     Stream.integers(from: 0).ref(100_000)
    ///     // 100000
    ///
    /// - Precondition: `index >= 0` and the stream has more than `index`
    ///   elements.
    /// - Complexity: O(_n_) time for `index` _n_ (plus the cost of the rests
    ///   it forces for the first time), O(1) stack.
    @inlinable
    public func ref(_ index: Int) -> Element {
        precondition(index >= 0, "negative stream index")
        var s = self
        for _ in 0..<index { s = s.rest }
        return s.first
    }

    /// The first `count` elements (fewer if the stream ends first), MIT
    /// Scheme's `stream-head`. Forces `count - 1` rests: not the rest of the
    /// last element taken.
    ///
    ///     Stream.integers(from: 1).scaled(by: 2).head(4)
    ///     // [2, 4, 6, 8]
    ///
    /// - Complexity: O(_count_) time, O(1) stack.
    @inlinable
    public func head(_ count: Int) -> [Element] {
        var out: [Element] = []
        var s = self
        while out.count < count, let node = s.node {
            out.append(node.first)
            if out.count < count { s = node.rest }
        }
        return out
    }

    /// SICP 3.5.2's "defining streams implicitly": a stream whose delayed
    /// parts refer to the stream itself, through `itself()`.
    ///
    ///     (define fibs
    ///       (cons-stream 0 (cons-stream 1 (add-streams (stream-cdr fibs) fibs))))
    ///
    ///     let fibs = Stream<Int>.implicit { fibs in
    ///         Stream(0, rest: Stream(1, rest: Stream.add(fibs().rest, fibs())))
    ///     }
    ///     fibs.ref(30)
    ///     // 832040
    ///
    /// Each element is computed once (exercise 3.57: F(n) takes n - 1
    /// additions), because every `fibs()` is the same memoized stream.
    ///
    /// - Parameter define: Builds the stream. Its `itself` may be called only
    ///   inside delayed rests and the closures they run, never while
    ///   `define` is running (the stream does not exist yet).
    /// - Returns: The stream `define` built.
    /// - Important: The stream holds itself until the rests that call
    ///   `itself()` have been forced; a stream that is circular for good
    ///   (`implicit { ones in Stream(1, rest: ones()) }`) is never freed.
    @inlinable
    public static func implicit(_ define: (_ itself: @escaping () -> Stream) -> Stream) -> Stream {
        let box = SelfReference<Element>()
        let stream = define { [box] in
            guard let stream = box.stream else {
                preconditionFailure("a stream defined implicitly was used before it was defined")
            }
            return stream
        }
        box.stream = stream
        return stream
    }
}

/// Where ``Stream/implicit(_:)`` keeps the stream for its `itself()`.
@usableFromInline
final class SelfReference<Element> {
    @usableFromInline var stream: Stream<Element>?
    @inlinable init() {}
}

/// The iterator a stream made from a sequence reads, one element per rest forced.
@usableFromInline
final class IteratorBox<I: IteratorProtocol> {
    @usableFromInline var iterator: I
    @inlinable init(_ iterator: I) { self.iterator = iterator }
}

@available(*, unavailable, message: "forcing a stream writes to shared nodes without a lock")
extension Stream: Sendable {}

// MARK: - The node: memo-proc

extension Stream {
    /// A pair of `first` and a promise of the rest, forced at most once.
    @usableFromInline
    final class Node {
        @usableFromInline
        enum Rest {
            case delayed(() -> Stream)
            case forcing
            case forced(Stream)
        }

        @usableFromInline let first: Element
        @usableFromInline var state: Rest

        @inlinable
        init(_ first: Element, _ rest: @escaping () -> Stream) {
            self.first = first
            state = .delayed(rest)
        }

        /// `(force (cdr pair))` with SICP's `memo-proc`: the closure runs
        /// once and is released, its value kept.
        @inlinable
        var rest: Stream {
            if case .forced(let s) = state { return s }
            return force()
        }

        @usableFromInline
        func force() -> Stream {
            guard case .delayed(let thunk) = state else {
                preconditionFailure("a stream's rest needs itself to be computed")
            }
            state = .forcing
            let value = thunk()
            state = .forced(value)
            return value
        }

        /// The forced rest's node, taken out of this node.
        func takeRest() -> Node? {
            guard case .forced(let s) = state else { return nil }
            state = .forcing
            return s.node
        }

        // A long forced chain would be released recursively, one native
        // frame per node, and overflow the stack: free it in a loop instead,
        // as far as the nodes are referenced from here alone.
        deinit {
            var next = takeRest()
            while var node = next {
                next = nil
                guard isKnownUniquelyReferenced(&node) else { break }
                next = node.takeRest()
            }
        }
    }
}

// MARK: - Sequence

extension Stream: Sequence {
    /// Walks a stream, forcing the rest of an element only when the next
    /// element is asked for.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var current: Node?
        @usableFromInline var started = false

        @inlinable
        init(_ stream: Stream) { current = stream.node }

        @inlinable
        public mutating func next() -> Element? {
            if started, let node = current { current = node.rest.node }
            started = true
            return current?.first
        }
    }

    @inlinable
    public func makeIterator() -> Iterator { Iterator(self) }

    /// 0 if the stream is empty, else 1: only the first element is known
    /// without forcing anything.
    @inlinable
    public var underestimatedCount: Int { isEmpty ? 0 : 1 }
}

@available(*, unavailable)
extension Stream.Iterator: Sendable {}

// MARK: - Making streams from streams

extension Stream {
    /// A stream of the elements of a Swift sequence, read from it one at a
    /// time as the rests are forced (MIT's `list->stream`, lazily).
    ///
    ///     Stream([1, 2, 3]).map { $0 * 10 }.head(5)
    ///     // [10, 20, 30]
    ///
    /// - Complexity: O(1) now, O(1) for each rest forced.
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self = Stream.reading(IteratorBox(elements.makeIterator()))
    }

    @inlinable
    static func reading<I: IteratorProtocol>(_ source: IteratorBox<I>) -> Stream where I.Element == Element {
        guard let element = source.iterator.next() else { return .empty }
        return Stream(element, delayedRest: { reading(source) })
    }

    /// SICP's `stream-map` of one stream: `transform` applied to each
    /// element, the first now and each later one when its rest is forced.
    ///
    ///     Stream.integers(from: 1).map { $0 * $0 }.head(4)
    ///     // [1, 4, 9, 16]
    ///
    /// - Complexity: O(1) now, one call of `transform` per element forced.
    @inlinable
    public func map<T>(_ transform: @escaping (Element) -> T) -> Stream<T> {
        guard let node else { return .empty }
        return Stream<T>(transform(node.first), delayedRest: { node.rest.map(transform) })
    }

    /// Exercise 3.50's `stream-map` of two streams: `transform` applied to
    /// their elements in turn, as long as the shorter.
    ///
    ///     Stream.map(*, Stream.integers(from: 1), Stream([10, 20, 30])).head(5)
    ///     // [10, 40, 90]
    ///
    /// - Complexity: O(1) now, one call of `transform` per element forced.
    @inlinable
    public static func map<A, B>(
        _ transform: @escaping (A, B) -> Element, _ a: Stream<A>, _ b: Stream<B>
    ) -> Stream {
        guard let x = a.node, let y = b.node else { return .empty }
        return Stream(transform(x.first, y.first), delayedRest: { map(transform, x.rest, y.rest) })
    }

    /// Exercise 3.50's `stream-map` of three streams.
    ///
    ///     Stream.map({ $0 + $1 * $2 }, Stream([1, 2]), Stream([3, 4]), Stream([5, 6])).head(3)
    ///     // [16, 26]
    @inlinable
    public static func map<A, B, C>(
        _ transform: @escaping (A, B, C) -> Element, _ a: Stream<A>, _ b: Stream<B>, _ c: Stream<C>
    ) -> Stream {
        guard let x = a.node, let y = b.node, let z = c.node else { return .empty }
        return Stream(transform(x.first, y.first, z.first), delayedRest: { map(transform, x.rest, y.rest, z.rest) })
    }

    /// SICP's `stream-filter`: the elements that pass `isIncluded`. Looks
    /// for the first one now, in a loop, and for each later one when its
    /// rest is forced.
    ///
    ///     Stream.integers(from: 1).filter { $0 % 3 == 0 }.head(4)
    ///     // [3, 6, 9, 12]
    ///
    /// - Complexity: O(_k_) now, _k_ the elements up to the first that
    ///   passes (it never returns if none does, on an infinite stream);
    ///   O(1) stack.
    @inlinable
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Stream {
        var s = self
        while let node = s.node {
            if isIncluded(node.first) {
                return Stream(node.first, delayedRest: { node.rest.filter(isIncluded) })
            }
            s = node.rest
        }
        return .empty
    }
}

extension Stream where Element: AdditiveArithmetic {
    /// SICP 3.5.2's `add-streams`: the sums of the elements in turn.
    ///
    ///     Stream.add(Stream.integers(from: 1), Stream.integers(from: 10)).head(3)
    ///     // [11, 13, 15]
    ///
    /// - Complexity: O(1) now, one addition per element forced. Fixed-width
    ///   integers trap on overflow.
    @inlinable
    public static func add(_ a: Stream, _ b: Stream) -> Stream {
        map(+, a, b)
    }
}

extension Stream where Element: Numeric {
    /// SICP 3.5.2's `scale-stream`: each element times `factor`.
    ///
    ///     Stream([1, 2, 3]).scaled(by: 5).head(5)
    ///     // [5, 10, 15]
    ///
    /// - Complexity: O(1) now, one multiplication per element forced.
    ///   Fixed-width integers trap on overflow.
    @inlinable
    public func scaled(by factor: Element) -> Stream {
        map { $0 * factor }
    }

    /// SICP 3.5.2's `integers-starting-from`: `n`, `n + 1`, `n + 2`, …
    ///
    ///     Stream.integers(from: 5).head(3)
    ///     // [5, 6, 7]
    ///     Stream.integers(from: BigInt(Int.max)).ref(2).description
    ///     // "9223372036854775809"
    ///
    /// - Complexity: O(1) now and per element forced. `Int` traps past
    ///   `Int.max`; use `BigInt` for a stream with no end.
    @inlinable
    public static func integers(from n: Element) -> Stream {
        Stream(n, delayedRest: { integers(from: n + 1) })
    }
}

