/// Leaf procedures: the small procedures of SICP 1.3 (`inc`, `identity`,
/// `cube`, `(lambda (x) (* x x))`) whose body makes no call and reads only
/// the procedure's own parameters, constants and globals.
///
/// Such a body cannot recurse, loop or make a procedure that keeps its
/// frame, and it never looks past its own frame: so every call of it can run
/// in one frame the code keeps (`LambdaCode.leafFrame`, parent nil), with no
/// frame to take from the pool and give back, no tail-call loop, and no
/// native-stack or interrupt check (a leaf call does a bounded amount of
/// work; the caller checked before it and its next call checks again).
///
/// The frame is free while its first slot holds `.undefined`, which no
/// argument can be. A call that finds it busy (a redefined `+` that calls
/// the same procedure back from inside its body) takes the general path, as
/// does every call while an observer (`trace`, `,stats`, the checker)
/// watches, so that they see the call as before.
extension LambdaCode {
    /// Whether a procedure with this body and shape is a leaf: one or more
    /// required parameters and no rest list, no internal definitions (the
    /// frame is the parameters), no procedure made in it, and a body of
    /// `isLeaf(_:)` nodes.
    static func isLeaf(body: Node, parameters: Int, frameSize: Int, hasRest: Bool, framesEscape: Bool) -> Bool {
        parameters >= 1 && !hasRest && frameSize == parameters && !framesEscape && isLeaf(body)
    }

    /// Whether `node` makes no call (but through a redefined built-in
    /// operator's fallback) and reads no frame but its own: constants,
    /// globals, the current frame's variables, and the inline arithmetic,
    /// comparisons, `if`s, `and` and `or` of those.
    static func isLeaf(_ node: Node) -> Bool {
        switch node {
        case is Constant, is LocalRef0, is GlobalRef, is LocalOperationConstant:
            return true
        case let n as BinaryOperation:
            return isLeaf(n.a0) && isLeaf(n.a1)
        case let n as SlotOperation:
            return n.depth0 == 0 && n.depth1 == 0
        case let n as BinaryOperationConstant:
            return isLeaf(n.a0)
        case let n as TernaryOperation:
            return isLeaf(n.a0) && isLeaf(n.a1) && isLeaf(n.a2)
        case let n as If:
            return isLeaf(n.test) && isLeaf(n.consequent) && isLeaf(n.alternative)
        case let n as IfLocalConstant:
            return isLeaf(n.test) && isLeaf(n.consequent) && isLeaf(n.alternative)
        case let n as IfSlots:
            return n.depth0 == 0 && n.depth1 == 0
                && isLeaf(n.test) && isLeaf(n.consequent) && isLeaf(n.alternative)
        case let n as IfChain:
            return n.links.allSatisfy(isLeaf) && isLeaf(n.otherwise)
        case let n as Connective:
            return n.body.allSatisfy(isLeaf) && isLeaf(n.last)
        default:
            return false
        }
    }
}

/// What a one-parameter leaf procedure's body is, when it is simple enough
/// to compute without its frame: the parameter itself (`identity`), or an
/// inline operation of it with a small integer (`inc`, `(* x 2)`). The
/// `term`s and `next`s of SICP 1.3's sums and products.
enum LeafShape {
    case general
    /// `(lambda (x) x)`.
    case parameter
    /// `(lambda (x) (+ x 1))`: while the operator is the built-in and the
    /// argument a small integer whose result is one too (otherwise the
    /// body runs in the frame, as for any leaf).
    case operation(BinaryOperation.Operator, Int, CellRef)

    /// The shape of a leaf procedure's `body` with `parameters` parameters.
    init(body: Node, parameters: Int) {
        switch body {
        case let n as LocalRef0 where parameters == 1 && n.index == 0:
            self = .parameter
        case let n as LocalOperationConstant where parameters == 1 && n.index == 0 && !n.isComparison:
            self = .operation(n.op, n.k, CellRef(n.cell))
        default:
            self = .general
        }
    }
}

extension Interp {
    /// Calls the leaf procedure `c` (its frame `frame`, free) on one argument.
    @inline(__always)
    func runLeaf(_ c: ClosureRef, _ frame: FrameRef, _ a0: consuming Value) throws -> Value {
        switch c.with({ $0.leafShape }) {
        case .general: break
        case .parameter:
            notePendingLeafCall()
            return a0
        case .operation(let op, let k, let cell):
            if cell.with({ $0.isBuiltin }), case .int(let i) = a0, let r = BinaryOperation.apply(op, i, k) {
                notePendingLeafCall()
                return r
            }
        }
        let slots = frame.with { $0.elements }
        slots.initialize(to: a0)
        return try runLeafBody(c, frame, slots, count: 1)
    }

    /// Calls the leaf procedure `c` (its frame `frame`, free) on two arguments.
    @inline(__always)
    func runLeaf(_ c: ClosureRef, _ frame: FrameRef, _ a0: consuming Value, _ a1: consuming Value) throws -> Value {
        let slots = frame.with { $0.elements }
        slots.initialize(to: a0)
        (slots + 1).initialize(to: a1)
        return try runLeafBody(c, frame, slots, count: 2)
    }

    /// A leaf call computed without its frame (`LeafShape`) counts in
    /// `peakDepth` as the call would, one level below the caller.
    @inline(__always)
    private func notePendingLeafCall() {
        if depth >= peakDepth { peakDepth = depth &+ 1 }
    }

    /// Runs the leaf procedure `c`'s body in its frame, whose `count` slots
    /// hold the arguments, and leaves the frame free again, whatever
    /// happens. The call counts as a pending one (`depth`).
    @inline(__always)
    private func runLeafBody(
        _ c: ClosureRef, _ frame: FrameRef, _ slots: UnsafeMutablePointer<Value>, count: Int
    ) throws -> Value {
        depth &+= 1
        if depth > peakDepth { peakDepth = depth }
        defer {
            depth &-= 1
            for i in 0..<count { Frame.free(slots + i) }
        }
        let value = try c.body.with { body in try frame.with { try body.eval($0, self) } }
        // Only a redefined `+` (or the like) in tail position gets here.
        if value.isTailCall { return try finishTailCall() }
        return value
    }
}

extension Frame {
    /// Empties a leaf frame's slot: its value released, `.undefined` again.
    @inline(__always)
    static func free(_ slot: UnsafeMutablePointer<Value>) {
        switch slot.pointee {
        case .int, .real, .bool, .null, .unspecified, .undefined: slot.initialize(to: .undefined)
        default: slot.pointee = .undefined
        }
    }
}

extension UnownedRef where T == Frame {
    /// Whether a leaf procedure's frame is free (see `LambdaCode.leafFrame`).
    @inline(__always)
    var isFreeLeafFrame: Bool {
        with { f in
            if case .undefined = f.elements.pointee { return true }
            return false
        }
    }
}
