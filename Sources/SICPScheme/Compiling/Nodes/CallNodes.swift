// MARK: - Calls

/// The shared part of every call node: what to do with the operator's value.
///
/// When the operator is a variable (`(f x)`, `(term a)`, `(iter ...)`), the
/// operands are evaluated first and the procedure is then looked at where
/// the variable keeps it, not copied out: a call of a compound procedure
/// retains only the new frame's parent. That is MIT Scheme's order too (it
/// evaluates the operator last), so `(foo (car '()))` reports `car`'s error.
/// Any other operator (`((lambda (x) x) 1)`) is evaluated first.
class CallNode: Node {
    let function: Node
    let tail: Bool
    /// Whether `function` is a variable reference (it has a `location`).
    let operatorIsVariable: Bool
    /// A global operator's storage (the cell's, which the `GlobalRef` in
    /// `function` keeps alive as long as this node lives), for the nodes
    /// that read it straight from here (`GlobalCall1`, `GlobalCall2`,
    /// `CallN`) rather than through a call of `function.location`.
    let operatorStorage: UnsafeMutablePointer<Value>?
    /// A local operator's frame depth and slot (the frame `operatorDepth`
    /// levels out from the current one), for finding its place without a
    /// call of `function.location`; unused for any other operator.
    let operatorDepth: Int
    let operatorIndex: Int
    init(function: Node, tail: Bool) {
        self.function = function
        self.tail = tail
        operatorIsVariable = function is VariableRef
        operatorStorage = (function as? GlobalRef)?.cell.storage
        switch function {
        case let f as LocalRef0: (operatorDepth, operatorIndex) = (0, f.index)
        case let f as LocalRef1: (operatorDepth, operatorIndex) = (1, f.index)
        case let f as LocalRef: (operatorDepth, operatorIndex) = (f.depth, f.index)
        case let f as CheckedLocalRef: (operatorDepth, operatorIndex) = (f.depth, f.index)
        default: (operatorDepth, operatorIndex) = (0, 0)
        }
    }

    /// Where a variable operator keeps its value: `function.location`, found
    /// inline (a global's storage, or a local's slot).
    @inline(__always)
    final func operatorPlace(_ env: Frame?) -> UnsafeMutablePointer<Value> {
        if let storage = operatorStorage { return storage }
        let frame = env.unsafelyUnwrapped
        if operatorDepth == 1 {  // a procedure of the enclosing frame: `(iter ...)`, `(term a)`
            return frame.parentRef.unsafelyUnwrapped.with { $0.elements } + operatorIndex
        }
        return frame.slot(depth: operatorDepth, index: operatorIndex)
    }

    /// The general path: evaluate the operands into an array, then call.
    @inline(never)
    final func callGeneral(_ f: Value, _ operands: [Node], _ env: Frame?, _ cx: Interp) throws -> Value {
        var args: [Value] = []
        args.reserveCapacity(operands.count)
        for node in operands { args.append(try node.eval(env, cx)) }
        return try cx.call(f, args, tail: tail)
    }

    /// Calls what the operator evaluates to (reporting an unbound or
    /// unassigned variable) on operands already evaluated.
    @inline(never)
    final func callEvaluated(_ args: [Value], _ env: Frame?, _ cx: Interp) throws -> Value {
        let f = try function.eval(env, cx)
        if case .primitive(let p) = f, args.count == 2, let body = p.fast2 { return try body(args[0], args[1]) }
        return try cx.call(f, args, tail: tail)
    }

    /// A call of the procedure a variable holds at `place` (read after the
    /// operand is evaluated, as MIT does) on one operand, read in place
    /// when it can be (`Operand`).
    @inline(__always)
    final func callVariable(_ a0: Operand, _ env: Frame?, _ cx: Interp, _ place: @autoclosure () -> UnsafeMutablePointer<Value>) throws -> Value {
        try callVariable(a0.eval(env, cx), env, cx, place())
    }

    /// `callVariable` on an operand already evaluated.
    @inline(__always)
    final func callVariable(_ x: consuming Value, _ env: Frame?, _ cx: Interp, _ place: UnsafeMutablePointer<Value>) throws -> Value {
        if let u = Closure.held(in: place) {
            if u.takesExactly(1) {
                if let leaf = u.with({ $0.leafFrame }), cx.observer == nil, leaf.isFreeLeafFrame {
                    return try cx.runLeaf(u, leaf, x)
                }
                return try enter(u, cx.frames.make(for: u, consume x), cx)
            }
        } else if case .primitive(let p) = place.pointee, case .fixed1(let body) = p.body {
            return try body(x)
        }
        return try callEvaluated([x], env, cx)
    }

    /// `callVariable` on two operands already evaluated. (`GlobalCall2`
    /// reads them as `Operand`s; `Call2` through their nodes: the same
    /// reading in place measured more instructions there, on the iterative
    /// sum's `(iter (next a) (+ result (term a)))`.)
    @inline(__always)
    final func callVariable(_ x: consuming Value, _ y: consuming Value, _ env: Frame?, _ cx: Interp, _ place: UnsafeMutablePointer<Value>) throws -> Value {
        if let u = Closure.held(in: place) {
            if u.takesExactly(2) {
                if let leaf = u.with({ $0.leafFrame }), cx.observer == nil, leaf.isFreeLeafFrame {
                    return try cx.runLeaf(u, leaf, x, y)
                }
                return try enter(u, cx.frames.make(for: u, consume x, consume y), cx)
            }
        } else if case .primitive(let p) = place.pointee, let body = p.fast2 {
            return try body(x, y)
        }
        return try callEvaluated([x, y], env, cx)
    }

    /// Enters or tail-calls a closure whose frame is filled.
    @inline(__always)
    final func enter(_ c: ClosureRef, _ frame: consuming Frame, _ cx: Interp) throws -> Value {
        try cx.enter(c, frame, tail: tail)
    }
}

/// A call's operand as the call evaluates it: a variable of the current
/// frame (`LocalRef0`) is read from its slot, and `(- n 1)` of one
/// (`LocalOperationConstant`) computed inline while the operator is the
/// built-in and the slot holds a small integer, without a call of the
/// node's `eval`; anything else by the node. Same values, same errors.
struct Operand {
    let node: Node
    /// The slot of the current frame the operand reads, or -1: the node
    /// evaluates it.
    private let index: Int
    /// For `(- n 1)`: the operation and its constant (`isOperation`).
    private let isOperation: Bool
    private let op: BinaryOperation.Operator
    private let k: Int
    /// The operation's cell (see `CellRef`).
    private let cell: CellRef?

    init(_ node: Node) {
        self.node = node
        if let n = node as? LocalRef0 {
            (index, isOperation, op, k, cell) = (n.index, false, .add, 0, nil)
        } else if let n = node as? LocalOperationConstant {
            (index, isOperation, op, k, cell) = (n.index, true, n.op, n.k, CellRef(n.cell))
        } else {
            (index, isOperation, op, k, cell) = (-1, false, .add, 0, nil)
        }
    }

    @inline(__always)
    func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if index >= 0 {
            let slot = env.unsafelyUnwrapped.elements + index
            if !isOperation { return Frame.read(slot) }
            if cell.unsafelyUnwrapped.with({ $0.isBuiltin }), case .int(let i) = slot.pointee,
               let r = BinaryOperation.apply(op, i, k) {
                return r
            }
        }
        return try node.eval(env, cx)
    }
}

final class Call0: CallNode {
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if operatorIsVariable, let u = Closure.held(in: operatorPlace(env)) {
            if u.takesExactly(0) { return try enter(u, cx.frames.make(for: u), cx) }
            return try callEvaluated([], env, cx)
        }
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.takesExactly(0):
            return try enter(ClosureRef(c), cx.frames.make(for: ClosureRef(c)), cx)
        case .primitive(let p):
            if case .fixed0(let body) = p.body { return try body() }
        default: break
        }
        return try callGeneral(f, [], env, cx)
    }
}

class Call1: CallNode {
    let a0: Node
    /// `a0`, read in place when it can be.
    let operand0: Operand
    init(function: Node, tail: Bool, _ a0: Node) {
        self.a0 = a0
        operand0 = Operand(a0)
        super.init(function: function, tail: tail)
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if operatorIsVariable {
            return try callVariable(operand0, env, cx, operatorPlace(env))
        }
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.takesExactly(1):
            return try enter(ClosureRef(c), cx.frames.make(for: ClosureRef(c), try a0.eval(env, cx)), cx)
        case .primitive(let p):
            if case .fixed1(let body) = p.body { return try body(a0.eval(env, cx)) }
        default: break
        }
        return try callGeneral(f, [a0], env, cx)
    }
}

class Call2: CallNode {
    let a0: Node
    let a1: Node
    init(function: Node, tail: Bool, _ a0: Node, _ a1: Node) {
        self.a0 = a0
        self.a1 = a1
        super.init(function: function, tail: tail)
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if operatorIsVariable {
            let x = try a0.eval(env, cx)
            let y = try a1.eval(env, cx)
            return try callVariable(x, y, env, cx, operatorPlace(env))
        }
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.takesExactly(2):
            let x = try a0.eval(env, cx)
            return try enter(ClosureRef(c), cx.frames.make(for: ClosureRef(c), x, try a1.eval(env, cx)), cx)
        case .primitive(let p):
            if let body = p.fast2 {
                let x = try a0.eval(env, cx)
                return try body(x, a1.eval(env, cx))
            }
        default: break
        }
        return try callGeneral(f, [a0, a1], env, cx)
    }
}

/// `(f x)` with `f` a global variable: `Call1`'s variable path, the
/// procedure read straight from the global's cell.
final class GlobalCall1: CallNode {
    let a0: Node
    /// `a0`, read in place when it can be.
    let operand0: Operand
    init(function: GlobalRef, tail: Bool, _ a0: Node) {
        self.a0 = a0
        operand0 = Operand(a0)
        super.init(function: function, tail: tail)
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        try callVariable(operand0, env, cx, operatorStorage.unsafelyUnwrapped)
    }
}

/// `(f (- n 1))`, `(fib (- n 2))`: a call of a global procedure whose operand
/// is a `LocalOperationConstant`, computed here while the operator is the
/// built-in and the slot holds a small integer (otherwise by the operand
/// node, as `GlobalCall1` does): no call for the operand.
final class GlobalCall1LocalConstant: CallNode {
    let a0: LocalOperationConstant
    let op: BinaryOperation.Operator
    let cell: GlobalCell
    let index: Int
    let k: Int
    init(function: GlobalRef, tail: Bool, _ a0: LocalOperationConstant) {
        self.a0 = a0
        op = a0.op
        cell = a0.cell
        index = a0.index
        k = a0.k
        super.init(function: function, tail: tail)
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let x: Value
        if cell.isBuiltin, case .int(let i) = env.unsafelyUnwrapped.elements[index],
           let r = BinaryOperation.apply(op, i, k) {
            x = r
        } else {
            x = try a0.eval(env, cx)
        }
        return try callVariable(consume x, env, cx, operatorStorage.unsafelyUnwrapped)
    }
}

/// `(f x y)` with `f` a global variable: `Call2`'s variable path, the
/// procedure read straight from the global's cell.
final class GlobalCall2: CallNode {
    let a0: Node
    let a1: Node
    /// `a0` and `a1`, read in place when they can be.
    let operand0: Operand
    let operand1: Operand
    init(function: GlobalRef, tail: Bool, _ a0: Node, _ a1: Node) {
        self.a0 = a0
        self.a1 = a1
        operand0 = Operand(a0)
        operand1 = Operand(a1)
        super.init(function: function, tail: tail)
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let x = try operand0.eval(env, cx)
        let y = try operand1.eval(env, cx)
        return try callVariable(x, y, env, cx, operatorStorage.unsafelyUnwrapped)
    }
}

class Call3: CallNode {
    let a0: Node
    let a1: Node
    let a2: Node
    init(function: Node, tail: Bool, _ a0: Node, _ a1: Node, _ a2: Node) {
        self.a0 = a0
        self.a1 = a1
        self.a2 = a2
        super.init(function: function, tail: tail)
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if operatorIsVariable {
            let x = try a0.eval(env, cx)
            let y = try a1.eval(env, cx)
            let z = try a2.eval(env, cx)
            let place = operatorPlace(env)
            if let u = Closure.held(in: place) {
                if u.takesExactly(3) {
                    let frame = cx.frames.make(for: u, consume x, consume y)
                    (frame.elements + 2).initialize(to: consume z)  // over `.undefined`
                    return try enter(u, consume frame, cx)
                }
            } else if case .primitive(let p) = place.pointee, case .fixed3(let body) = p.body {
                return try body(x, y, z)
            }
            return try callEvaluated([x, y, z], env, cx)
        }
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.takesExactly(3):
            let frame = cx.frames.make(for: ClosureRef(c))
            frame[0] = try a0.eval(env, cx)
            frame[1] = try a1.eval(env, cx)
            frame[2] = try a2.eval(env, cx)
            return try enter(ClosureRef(c), frame, cx)
        case .primitive(let p):
            if case .fixed3(let body) = p.body {
                let x = try a0.eval(env, cx)
                let y = try a1.eval(env, cx)
                return try body(x, y, a2.eval(env, cx))
            }
        default: break
        }
        return try callGeneral(f, [a0, a1, a2], env, cx)
    }
}

/// A call in tail position whose operator is a variable, local or
/// global (`(iter (next a) (+ result (term a)))`): `Call1`, `Call2` and
/// `Call3` with the tail path of `Interp.tailCall`, which runs the call in
/// the caller's own frame when it can (`Frame.canRunTailCall`). Separate
/// classes, so that the non-tail calls' code stays as it was.
final class TailCall1: Call1 {
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let x = try operand0.eval(env, cx)
        let place = operatorPlace(env)
        if let u = Closure.held(in: place), u.takesExactly(1) {
            if let leaf = u.with({ $0.leafFrame }), cx.observer == nil, leaf.isFreeLeafFrame {
                return try cx.runLeaf(u, leaf, x)
            }
            return cx.tailCall(u, env, consume x)
        }
        return try callVariable(x, env, cx, place)
    }
}

/// `TailCall1` on two operands.
final class TailCall2: Call2 {
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let x = try a0.eval(env, cx)
        let y = try a1.eval(env, cx)
        let place = operatorPlace(env)
        if let u = Closure.held(in: place), u.takesExactly(2) {
            if let leaf = u.with({ $0.leafFrame }), cx.observer == nil, leaf.isFreeLeafFrame {
                return try cx.runLeaf(u, leaf, x, y)
            }
            return cx.tailCall(u, env, consume x, consume y)
        }
        return try callVariable(x, y, env, cx, place)
    }
}

/// `TailCall1` on three operands.
final class TailCall3: Call3 {
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let x = try a0.eval(env, cx)
        let y = try a1.eval(env, cx)
        let z = try a2.eval(env, cx)
        let place = operatorPlace(env)
        if let u = Closure.held(in: place), u.takesExactly(3) {
            return cx.tailCall(u, env, consume x, consume y, consume z)
        }
        if case .primitive(let p) = place.pointee, case .fixed3(let body) = p.body {
            return try body(x, y, z)
        }
        return try callEvaluated([x, y, z], env, cx)
    }
}

final class CallN: CallNode {
    let operands: [Node]
    /// `operands`, unretained, for the call path (`operands` keeps them).
    let operandNodes: UnsafeMutableBufferPointer<NodeRef>
    /// Each operand's slot when it is a variable of the current frame (`Node.localSlot`).
    let operandSlots: UnsafeMutableBufferPointer<Int>
    init(function: Node, tail: Bool, _ operands: [Node]) {
        self.operands = operands
        operandNodes = .allocate(capacity: operands.count)
        _ = operandNodes.initialize(from: operands.map(NodeRef.init))
        operandSlots = .allocate(capacity: operands.count)
        _ = operandSlots.initialize(from: operands.map(Node.localSlot))
        super.init(function: function, tail: tail)
    }
    deinit {
        operandNodes.deallocate()
        operandSlots.deallocate()
    }

    /// Evaluates the operands into `frame`'s first slots, which hold
    /// `.undefined` (a fresh frame): nothing to destroy before writing.
    @inline(__always)
    func fill(_ frame: Frame, _ env: Frame?, _ cx: Interp) throws {
        let slots = frame.elements
        for i in 0..<operandNodes.count {
            let slot = operandSlots[i]
            if slot >= 0 {
                (slots + i).initialize(to: Frame.read(env.unsafelyUnwrapped.elements + slot))
            } else {
                (slots + i).initialize(to: try operandNodes[i].with { try $0.eval(env, cx) })
            }
        }
    }

    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let n = operandNodes.count
        if operatorIsVariable {
            let place = operatorPlace(env)
            // The frame is made for the procedure the variable holds before
            // the operands run; it is called if the variable still holds a
            // procedure that fits the same frame (an operand may `set!` it).
            if let u = Closure.held(in: place), u.takesExactly(n) {
                let frame = cx.frames.make(for: u)
                try fill(frame, env, cx)
                if let v = Closure.held(in: place) {
                    if v.with({ $0.takesExactly(n) && $0.frameSize == frame.count && $0.envRef == frame.parentRef }) {
                        return try enter(v, consume frame, cx)
                    }
                }
                return try callEvaluated((0..<n).map { frame[$0] }, env, cx)
            }
            var args: [Value] = []
            args.reserveCapacity(n)
            for node in operands { args.append(try node.eval(env, cx)) }
            return try callEvaluated(args, env, cx)
        }
        let f = try function.eval(env, cx)
        if case .closure(let c) = f, c.takesExactly(n) {
            let frame = cx.frames.make(for: ClosureRef(c))
            try fill(frame, env, cx)
            return try enter(ClosureRef(c), frame, cx)
        }
        return try callGeneral(f, operands, env, cx)
    }
}

/// A named `let`: `(let loop ((i 0)) body)` makes `loop` in a frame of its
/// own and calls it on the initial values (a tail call in tail position).

final class ApplyCall: Node {
    let cell: GlobalCell
    let operands: [Node]
    let tail: Bool
    let fallback: Node
    init(cell: GlobalCell, operands: [Node], tail: Bool, fallback: Node) {
        self.cell = cell
        self.operands = operands
        self.tail = tail
        self.fallback = fallback
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        guard cell.isBuiltin else { return try fallback.eval(env, cx) }
        var values: [Value] = []
        values.reserveCapacity(operands.count)
        for node in operands { values.append(try node.eval(env, cx)) }
        return try spread(values, cx, tail: tail)
    }

    /// `(apply f a ... list)` on its evaluated operands: `f` called on the
    /// `a`s and the list's elements (in tail position, a tail call).
    func spread(_ values: [Value], _ cx: Interp, tail: Bool) throws -> Value {
        let f = values[0]
        var args = Array(values[1..<(values.count - 1)])
        let last = values[values.count - 1]
        args += try Walk.elements(last, values.count, "apply")
        return try cx.call(f, args, tail: tail)
    }
}
