/// The interpreter's unretained references, each behind a type that says
/// what keeps the object alive.
///
/// The call path does not retain what it only looks at: a closure found in a
/// variable, the body it runs, the frames it walks to reach an outer
/// variable. Retaining and releasing them would be two atomic operations a
/// call for objects something else already holds. Every such reference is an
/// `UnownedRef` (never a bare `Unmanaged` or `unowned(unsafe)`), and each use
/// has a named alias whose comment states its invariant: who owns the object
/// and for how long. A use that cannot point to that owner is a bug.
///
/// The compiled code is what `Unmanaged._withUnsafeGuaranteedRef` gives:
/// no retain, no release, no check.
struct UnownedRef<T: AnyObject>: Equatable {
    private let reference: Unmanaged<T>

    /// A reference to `object`, not retained: the caller names the owner
    /// (see the aliases below).
    @inline(__always)
    init(_ object: T) { reference = .passUnretained(object) }

    /// Runs `body` on the object, which must be alive (the alias's
    /// invariant), without retaining it.
    @inline(__always)
    func with<R>(_ body: (T) throws -> R) rethrows -> R {
        try reference._withUnsafeGuaranteedRef(body)
    }

    /// The object, retained from here on by whoever keeps the result.
    @inline(__always)
    var object: T { reference.takeUnretainedValue() }

    /// Identity: the same object.
    @inline(__always)
    static func == (a: UnownedRef, b: UnownedRef) -> Bool { a.reference.toOpaque() == b.reference.toOpaque() }
}

/// A compiled body (or operand) node, unretained.
///
/// Invariant: the node belongs to a `LambdaCode` (or a call node's operand
/// array) that outlives every use. `Interp.keep` holds every lambda's code
/// for the interpreter's life, so a body stays alive while it runs even when
/// the procedure that owned it is redefined or freed mid-call
/// (`(define (f) (set! f 0) ...)`); a call node holds its operands in
/// `CallN.operands` for as long as the node lives.
typealias NodeRef = UnownedRef<Node>

/// A compound procedure, unretained, on the call path.
///
/// Invariant: the variable's place (a frame slot or a global cell) the
/// closure was read from holds it until the callee's frame is made, and
/// nothing runs in between that could `set!` that place (the operands are
/// evaluated before the closure is read; `CallN`, which makes the frame
/// first, reads the place again before the call). From then on the call
/// needs only the body (a `NodeRef`) and the new frame, which retains the
/// closure's environment; an observer, which needs the closure itself,
/// takes a retained `object`.
typealias ClosureRef = UnownedRef<Closure>

/// A frame, unretained: a frame's parent or a closure's environment, for
/// walking the chain and comparing identities.
///
/// Invariant: the frame is retained by the object the reference lives in
/// (`Frame.Header.parent`, `Closure.env`) and the reference is replaced
/// whenever that strong reference is. A walk out from a live frame therefore
/// meets only live frames: each is held by the one inside it, and the first
/// by the caller.
typealias FrameRef = UnownedRef<Frame>

/// A global's cell, unretained: the operator of an operand `(- n 1)` that
/// a call reads in place (`Operand`).
///
/// Invariant: the `Operand` also holds, strongly, the node the cell came
/// from (a `LocalOperationConstant`, which holds the cell), so the cell
/// lives as long as the `Operand`.
typealias CellRef = UnownedRef<GlobalCell>

extension UnownedRef where T == Closure {
    /// Whether a call with `count` arguments fills exactly the required
    /// parameters (see `Closure.takesExactly`).
    @inline(__always)
    func takesExactly(_ count: Int) -> Bool { with { $0.takesExactly(count) } }

    /// The closure's body.
    @inline(__always)
    var body: NodeRef { with { $0.body } }
}

/// An object passed through a C `void *` (a new thread's argument, a
/// thread-specific value) with one retain of its own.
///
/// Invariant: `pass` retains once; exactly one `take` or `release` gives that
/// retain back, and `borrow` is valid only between the two.
///
/// The package's other modules use it too (`SICPProcess`'s watchdog thread),
/// through `@_spi(SICPInternals) import SICPScheme`: it is not public API.
@_spi(SICPInternals) public enum RetainedPointer<T: AnyObject> {
    /// The object's address, retained once for whoever will `take` it.
    public static func pass(_ object: T) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(object).toOpaque()
    }

    /// The object `pass` gave, its retain now the caller's.
    public static func take(_ raw: UnsafeMutableRawPointer) -> T {
        Unmanaged<T>.fromOpaque(raw).takeRetainedValue()
    }

    /// The object `pass` gave, its retain still owed to a later `take` or
    /// `release`.
    public static func borrow(_ raw: UnsafeMutableRawPointer) -> T {
        Unmanaged<T>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Gives back the retain `pass` took, without using the object.
    public static func release(_ raw: UnsafeMutableRawPointer) {
        Unmanaged<T>.fromOpaque(raw).release()
    }
}
