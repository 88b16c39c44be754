#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deep recursion on the heap: where the interpreter goes on once a linear
/// recursive process has used its share of the native stack.
///
/// The tree-walking evaluator keeps each pending call on the Swift stack:
/// `Call1.eval` waits for `run`, which waits for `If.eval`, which waits for
/// `BinaryOperation.eval`... about 400 bytes a level, so ten million levels
/// (`(count 10000000)`) would need 4 GB. Past `Interp.deepLimit` (64 MiB
/// of native stack, see `Interp.nativeStackBudget`) a compound procedure's
/// body is run here instead: the same compiled nodes, evaluated by a loop
/// that keeps what each pending node still has to do as an `Entry` (24
/// bytes) on a control stack and the operands it has evaluated so far on a
/// value stack (16 bytes each). An entry holds its environment only while
/// it still needs it, and a frame nothing holds goes back to the frame pool
/// (`release`): a level of `count` then costs one entry, reuses the frame the
/// level above let go of, and takes nothing on the native stack.
///
/// Both stacks live in address space reserved once per interpreter
/// (`mmap` with `MAP_NORESERVE`): pages are touched only as a recursion
/// reaches them and given back after it (`trim`), and nothing is ever
/// moved, so a ten-million-entry stack never needs a second copy.
///
/// The loop handles the nodes a recursion passes through: `if` (and the
/// fused `if`s on a comparison), sequences,
/// `and`/`or`, `let` and `letrec`, calls, the inline arithmetic, `set!`,
/// `define`, `case`, `cond =>`, named `let` and `apply`. Any other node is
/// evaluated by its own `eval`; a call it makes runs `Interp.run`, which
/// comes back here on top of the same stacks, so correctness never depends
/// on the loop knowing a node. Tail calls never push anything: a call in
/// tail position and one that is not are the same jump into the callee's
/// body; what differs is only whether an entry is waiting below it.
final class ControlStack {
    /// What a pending node still has to do, and where.
    struct Entry {
        /// The node that waits for a value (unretained: see `execute`).
        var node: NodeRef
        /// The environment it runs in (retained while it waits).
        var env: Frame?
        /// What kind of node (see `Kind`), so that resuming needs no cast.
        var kind: Kind
        /// Which of its subexpressions the value coming back is for.
        var index: Int32
    }

    /// What one step of the loop leaves to do next.
    enum Step {
        /// Evaluate this node (in the environment the step left).
        case evaluate(NodeRef)
        /// The value is ready for the entry below.
        case produce
        /// Go into a compound procedure's body (the step made its frame).
        case enter(NodeRef)
        /// A call left its callee in the tail registers: go into it.
        case tailCall
    }

    /// The nodes the loop evaluates step by step.
    enum Kind: UInt8 {
        case leaf, other
        case `if`, fusedIf, sequence, connective, `let`, letrec
        case call, binary, ternary, binaryConstant
        case setLocal, setGlobal, define
        case `case`, condArrow, namedLet, apply
        case ifChain
    }

    /// The most entries (and values) the stacks can hold: past it, the
    /// evaluation stops with `;Aborting!: maximum recursion depth exceeded`.
    static let capacity = 1 << 25

    private let entries: UnsafeMutablePointer<Entry>
    private let values: UnsafeMutablePointer<Value>
    private(set) var count = 0
    private(set) var valueCount = 0
    /// The most entries and values in use since the last `trim`.
    private var highWater = 0
    private var valueHighWater = 0

    /// Reserves the two stacks' address space, or nil when the system will
    /// not (then deep recursion goes on natively to the native stack's end,
    /// as it did before there was a control stack).
    init?() {
        guard let e = ControlStack.reserve(bytes: MemoryLayout<Entry>.stride * Self.capacity) else { return nil }
        guard let v = ControlStack.reserve(bytes: MemoryLayout<Value>.stride * Self.capacity) else {
            munmap(e, MemoryLayout<Entry>.stride * Self.capacity)
            return nil
        }
        entries = e.bindMemory(to: Entry.self, capacity: Self.capacity)
        values = v.bindMemory(to: Value.self, capacity: Self.capacity)
    }

    deinit {
        unwind(to: 0, values: 0)
        munmap(UnsafeMutableRawPointer(entries), MemoryLayout<Entry>.stride * Self.capacity)
        munmap(UnsafeMutableRawPointer(values), MemoryLayout<Value>.stride * Self.capacity)
    }

    private static func reserve(bytes: Int) -> UnsafeMutableRawPointer? {
        #if canImport(Glibc)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
        #else
        let flags = MAP_PRIVATE | MAP_ANON | MAP_NORESERVE
        #endif
        let p = mmap(nil, bytes, PROT_READ | PROT_WRITE, flags, -1, 0)
        guard let p, p != MAP_FAILED else { return nil }
        return p
    }

    @inline(__always)
    func push(_ node: NodeRef, _ env: Frame?, _ kind: Kind, _ index: Int) throws {
        guard count < Self.capacity else { throw EvalError.recursionDepthExceeded }
        (entries + count).initialize(to: Entry(node: node, env: env, kind: kind, index: Int32(truncatingIfNeeded: index)))
        count += 1
        if count > highWater { highWater = count }
    }

    @inline(__always)
    func pop() -> Entry {
        count -= 1
        return (entries + count).move()
    }

    @inline(__always)
    func pushValue(_ value: consuming Value) throws {
        guard valueCount < Self.capacity else { throw EvalError.recursionDepthExceeded }
        (values + valueCount).initialize(to: value)
        valueCount += 1
        if valueCount > valueHighWater { valueHighWater = valueCount }
    }

    @inline(__always)
    func popValue() -> Value {
        valueCount -= 1
        return (values + valueCount).move()
    }

    /// The last `n` values, oldest first, taken off the stack.
    func popValues(_ n: Int) -> [Value] {
        valueCount -= n
        let start = values + valueCount
        let result = Array(UnsafeBufferPointer(start: start, count: n))
        start.deinitialize(count: n)
        return result
    }

    /// Moves the last `n` values into `slots` (which hold `.undefined`).
    @inline(__always)
    func moveValues(_ n: Int, into slots: UnsafeMutablePointer<Value>) {
        valueCount -= n
        slots.moveInitialize(from: values + valueCount, count: n)
    }

    /// The value `offset` places below the top (0: the top one).
    @inline(__always)
    func peekValue(_ offset: Int) -> Value { values[valueCount - 1 - offset] }

    /// Drops everything above the given heights (after an error).
    func unwind(to height: Int, values valueHeight: Int) {
        if count > height {
            (entries + height).deinitialize(count: count - height)
            count = height
        }
        if valueCount > valueHeight {
            (values + valueHeight).deinitialize(count: valueCount - valueHeight)
            valueCount = valueHeight
        }
    }

    /// Gives back the pages a deep recursion touched, once the stacks are
    /// empty again (the interpreter calls it after each top-level form).
    func trim() {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        func release(_ base: UnsafeMutableRawPointer, used: Int, touched: Int) {
            let start = (used + page - 1) / page * page
            guard touched > start + (1 << 20) else { return }
            madvise(base + start, touched - start, Int32(MADV_DONTNEED))
        }
        release(UnsafeMutableRawPointer(entries), used: count * MemoryLayout<Entry>.stride,
                touched: highWater * MemoryLayout<Entry>.stride)
        release(UnsafeMutableRawPointer(values), used: valueCount * MemoryLayout<Value>.stride,
                touched: valueHighWater * MemoryLayout<Value>.stride)
        highWater = count
        valueHighWater = valueCount
    }

    /// How the loop treats `node`: worked out once per node and kept in it
    /// (`Node.controlKind`), so that the loop never tests a node's class.
    @inline(__always)
    static func kind(of node: Node) -> Kind {
        let raw = node.controlKind
        // The raw values are the cases' indexes (0, 1, 2, ...).
        if raw != Node.unclassified { return unsafeBitCast(raw, to: Kind.self) }
        return classify(node)
    }

    @inline(__always)
    static func kind(of node: NodeRef) -> Kind { node.with { kind(of: $0) } }

    @inline(__always)
    static func isLeaf(_ node: NodeRef) -> Bool { kind(of: node) == .leaf }

    /// Whether `node` is evaluated by its own `eval` in one step: variables,
    /// constants, `lambda`, and inline comparisons and arithmetic of those.
    /// Such a node makes no call (unless the program redefined `+` and the
    /// like, and then the call comes back here through `Interp.run`).
    @inline(__always)
    static func isLeaf(_ node: Node) -> Bool { kind(of: node) == .leaf }

    /// The shapes of the call nodes (`Node.controlShape`).
    enum CallShape: UInt8 {
        case globalCall1LocalConstant, globalCall1, call1, globalCall2, call2, call3, call0, callN
    }

    /// `kind(of:)` the first time: the node's class decides, once.
    @inline(never)
    static func classify(_ node: Node) -> Kind {
        let (kind, shape) = classification(of: node)
        if let children = self.children(of: node, kind, shape) {
            // Never nil for these kinds, even with no children (`(let () ...)`).
            let table = UnsafeMutablePointer<NodeRef>.allocate(capacity: max(children.count, 1))
            table.initialize(from: children.map(NodeRef.init), count: children.count)
            node.controlChildren = table
        }
        node.controlShape = shape
        node.controlKind = kind.rawValue
        return kind
    }

    /// What `Node.controlChildren` holds: an `if`'s test, consequent and
    /// alternative; a call's operands then its operator; an inline
    /// operation's operands; a `let`'s or named `let`'s initial values;
    /// `apply`'s operands.
    private static func children(of node: Node, _ kind: Kind, _ shape: UInt8) -> [Node]? {
        switch kind {
        case .if:
            let n = unsafeDowncast(node, to: If.self)
            return [n.test, n.consequent, n.alternative]
        case .fusedIf:
            if shape == 0 {
                let n = unsafeDowncast(node, to: IfLocalConstant.self)
                return [n.test, n.consequent, n.alternative]
            }
            let n = unsafeDowncast(node, to: IfSlots.self)
            return [n.test, n.consequent, n.alternative]
        case .call:
            let n = unsafeDowncast(node, to: CallNode.self)
            node.controlShape = shape  // for `operand` below
            return (0..<operandCount(n)).map { operand(n, $0) } + [n.function]
        case .binary:
            let n = unsafeDowncast(node, to: BinaryOperation.self)
            return [n.a0, n.a1]
        case .binaryConstant:
            return [unsafeDowncast(node, to: BinaryOperationConstant.self).a0]
        case .ternary:
            let n = unsafeDowncast(node, to: TernaryOperation.self)
            return [n.a0, n.a1, n.a2]
        case .let, .letrec:
            return unsafeDowncast(node, to: Let.self).inits
        case .namedLet:
            return unsafeDowncast(node, to: NamedLet.self).inits
        case .apply:
            return unsafeDowncast(node, to: ApplyCall.self).operands
        default:
            return nil
        }
    }

    private static func classification(of node: Node) -> (Kind, UInt8) {
        let t = ObjectIdentifier(type(of: node))
        if t == ObjectIdentifier(LocalRef0.self) || t == ObjectIdentifier(Constant.self)
            || t == ObjectIdentifier(LocalOperationConstant.self) || t == ObjectIdentifier(GlobalRef.self)
            || t == ObjectIdentifier(LocalRef1.self) || t == ObjectIdentifier(LocalRef.self)
            || t == ObjectIdentifier(CheckedLocalRef.self) || t == ObjectIdentifier(MakeClosure.self)
            || t == ObjectIdentifier(SlotOperation.self) {
            return (.leaf, 0)
        }
        if t == ObjectIdentifier(IfLocalConstant.self) { return (.fusedIf, 0) }
        if t == ObjectIdentifier(IfSlots.self) { return (.fusedIf, 1) }
        if t == ObjectIdentifier(IfChain.self) { return (.ifChain, 0) }
        let calls: [(ObjectIdentifier, CallShape)] = [
            (ObjectIdentifier(GlobalCall1LocalConstant.self), .globalCall1LocalConstant),
            (ObjectIdentifier(GlobalCall1.self), .globalCall1), (ObjectIdentifier(Call1.self), .call1),
            (ObjectIdentifier(GlobalCall2.self), .globalCall2), (ObjectIdentifier(Call2.self), .call2),
            (ObjectIdentifier(Call3.self), .call3), (ObjectIdentifier(Call0.self), .call0),
            (ObjectIdentifier(TailCall1.self), .call1), (ObjectIdentifier(TailCall2.self), .call2),
            (ObjectIdentifier(TailCall3.self), .call3),
            (ObjectIdentifier(CallN.self), .callN),
        ]
        if let (_, shape) = calls.first(where: { $0.0 == t }) { return (.call, shape.rawValue) }
        if t == ObjectIdentifier(If.self) { return (.if, 0) }
        if t == ObjectIdentifier(BinaryOperation.self) {
            let n = unsafeDowncast(node, to: BinaryOperation.self)
            // Shape 1: the first operand is a constant (see `.binary`).
            let constantFirst: UInt8 = ObjectIdentifier(type(of: n.a0)) == ObjectIdentifier(Constant.self) ? 1 : 0
            return (isLeaf(n.a0) && isLeaf(n.a1) ? .leaf : .binary, constantFirst)
        }
        if t == ObjectIdentifier(BinaryOperationConstant.self) {
            return (isLeaf(unsafeDowncast(node, to: BinaryOperationConstant.self).a0) ? .leaf : .binaryConstant, 0)
        }
        if t == ObjectIdentifier(TernaryOperation.self) { return (.ternary, 0) }
        if t == ObjectIdentifier(Sequence.self) { return (.sequence, 0) }
        if t == ObjectIdentifier(Connective.self) { return (.connective, 0) }
        if t == ObjectIdentifier(Let.self) { return (unsafeDowncast(node, to: Let.self).recursive ? .letrec : .let, 0) }
        if t == ObjectIdentifier(NamedLet.self) { return (.namedLet, 0) }
        if t == ObjectIdentifier(SetLocal.self) { return (.setLocal, 0) }
        if t == ObjectIdentifier(SetGlobal.self) { return (.setGlobal, 0) }
        if t == ObjectIdentifier(DefineGlobal.self) { return (.define, 0) }
        if t == ObjectIdentifier(Case.self) { return (.case, 0) }
        if t == ObjectIdentifier(CondArrow.self) { return (.condArrow, 0) }
        if t == ObjectIdentifier(ApplyCall.self) { return (.apply, 0) }
        return (.other, 0)
    }

    /// The shape of a call node the loop has classified.
    @inline(__always)
    static func shape(_ call: CallNode) -> CallShape {
        CallShape(rawValue: call.controlShape).unsafelyUnwrapped
    }

    /// The number of operands of a call node.
    @inline(__always)
    static func operandCount(_ call: CallNode) -> Int {
        switch shape(call) {
        case .globalCall1LocalConstant, .globalCall1, .call1: return 1
        case .globalCall2, .call2: return 2
        case .call3: return 3
        case .call0: return 0
        case .callN: return unsafeDowncast(call, to: CallN.self).operandNodes.count
        }
    }

    /// Operand `i` of a call node.
    @inline(__always)
    static func operand(_ call: CallNode, _ i: Int) -> Node {
        switch shape(call) {
        case .globalCall1LocalConstant: return unsafeDowncast(call, to: GlobalCall1LocalConstant.self).a0
        case .globalCall1: return unsafeDowncast(call, to: GlobalCall1.self).a0
        case .call1: return unsafeDowncast(call, to: Call1.self).a0
        case .globalCall2:
            let c = unsafeDowncast(call, to: GlobalCall2.self)
            return i == 0 ? c.a0 : c.a1
        case .call2:
            let c = unsafeDowncast(call, to: Call2.self)
            return i == 0 ? c.a0 : c.a1
        case .call3:
            let c = unsafeDowncast(call, to: Call3.self)
            return i == 0 ? c.a0 : i == 1 ? c.a1 : c.a2
        case .call0: return unsafeDowncast(call, to: Call0.self).function  // never asked: no operands
        case .callN: return unsafeDowncast(call, to: CallN.self).operands[i]
        }
    }
}

extension Interp {
    /// The native stack a recursion may use before its calls go on on the
    /// heap (`ControlStack`): 64 MiB, about 150,000 pending calls of a
    /// simple procedure in a release build (a tenth of that in a debug one).
    /// `SICP_NATIVE_STACK=BYTES` in the environment sets another budget (0:
    /// every body on the control stack), to test the two evaluators against
    /// each other.
    static let nativeStackBudget: UInt = {
        if let text = getenv("SICP_NATIVE_STACK").map({ String(cString: $0) }), let bytes = UInt(text) {
            return bytes
        }
        return 64 << 20
    }()

    /// `run` past `deepLimit`: on the control stack, or natively while an
    /// observer watches (tracing and counting see every call, so they stop
    /// at `maximumObservedDepth`, or the native stack's hard limit,
    /// `stackLimit`, whichever comes first).
    @inline(never)
    func runDeep(body: NodeRef, closure: ClosureRef?, _ frame: consuming Frame) throws -> Value {
        if approximateStackPointer() < stackLimit || depth > maximumDepth {
            throw EvalError.recursionDepthExceeded
        }
        if interrupt.isRequested { throw interrupt.error }
        if let observer, let closure {
            guard depth <= Self.maximumObservedDepth else { throw EvalError.recursionDepthExceeded }
            return try runObserved(closure.object, frame, observer)
        }
        if let stack = controlStack() {
            return try execute(body.object, frame, on: stack)
        }
        // No control stack (the system would not reserve the address
        // space): on natively, to the native stack's end, as `run` does.
        var body = body
        var frame = frame
        while true {
            let value = try body.with { try $0.eval(frame, self) }
            guard case .tailCall = value else { return value }
            if interrupt.isRequested { throw interrupt.error }
            body = tailBody.unsafelyUnwrapped
            if let next = tailFrame.take() { frame = next }  // none: the same frame
        }
    }

    /// The interpreter's control stack, reserved on first use.
    func controlStack() -> ControlStack? {
        if let deep { return deep }
        deep = ControlStack()
        return deep
    }

    /// Evaluates `start` (a compound procedure's body) in `env` on `stack`,
    /// returning its value. See `ControlStack`.
    ///
    /// Nodes are held as `NodeRef`s, unretained, in the loop's register, in
    /// the entries and in each node's `controlChildren`: every node belongs
    /// to a `LambdaCode` the interpreter keeps (`keep`) or to the top-level
    /// form `evaluate(datum:)` is running, which outlives this call, and a
    /// child is kept by its parent's own fields. The environment is borrowed
    /// by each step (`controlStep`), so that evaluating a leaf in it retains
    /// nothing.
    func execute(_ start: Node, _ startEnv: Frame?, on stack: ControlStack) throws -> Value {
        let base = stack.count
        let valueBase = stack.valueCount
        defer { stack.unwind(to: base, values: valueBase) }
        let baseDepth = depth

        var node = NodeRef(start)
        var env = startEnv
        var value = Value.unspecified
        // Whether `value` is ready for the entry on top of the stack (true),
        // or `node` is to be evaluated in `env` (false).
        var returning = false
        var kind = ControlStack.Kind.leaf
        var index = -1

        while true {
            if returning {
                if stack.count == base { return value }
                if interrupt.isRequested { throw interrupt.error }
                let entry = stack.pop()
                node = entry.node
                var finished = entry.env
                swap(&finished, &env)
                release(&finished)
                kind = entry.kind
                index = Int(entry.index)
            } else {
                kind = node.with { ControlStack.kind(of: $0) }
                index = -1
                if kind == .leaf {
                    value = try node.with { try $0.eval(env, self) }
                    returning = true
                    continue
                }
            }

            var newEnv: Frame?
            let step = try node.with { raw in
                try controlStep(raw, node, env, &value, &newEnv, kind, index, stack)
            }
            if newEnv != nil {
                swap(&newEnv, &env)
                release(&newEnv)
            }

            switch step {
            case .evaluate(let next):
                node = next
                returning = false
            case .produce:
                returning = true
            case .enter(let body):
                node = body
                returning = false
                try checkCall(baseDepth, stack)
            case .tailCall:
                node = tailBody.unsafelyUnwrapped
                // No frame: the call runs in this one (`Interp.tailCall`,
                // made by a node the loop does not take apart).
                if let next = tailFrame.take() {
                    var finished: Frame? = next
                    swap(&finished, &env)
                    release(&finished)
                }
                tailClosure = nil
                returning = false
                try checkCall(baseDepth, stack)
            }
        }
    }

    /// One step of `execute`'s loop: what to do with `raw` (the node
    /// `node` holds, of the given kind, resumed at `index` or started at -1)
    /// in `env`. A step that goes into a new environment (a callee's frame,
    /// a `let`'s) leaves it in `newEnv`. `env` is borrowed for the whole
    /// step, so evaluating a subexpression in it retains nothing.
    @inline(__always)
    private func controlStep(
        _ raw: Node, _ node: NodeRef, _ env: Frame?, _ value: inout Value, _ newEnv: inout Frame?,
        _ kind: ControlStack.Kind, _ index: Int, _ stack: ControlStack
    ) throws -> ControlStack.Step {
        switch kind {
        case .leaf:
            value = try raw.eval(env, self)
            return .produce

        case .if:
            // Children: test, consequent, alternative.
            let children = raw.controlChildren.unsafelyUnwrapped
            if index < 0 {
                if ControlStack.isLeaf(children[0]) {
                    return .evaluate(try children[0].with { try $0.test(env, self) } ? children[1] : children[2])
                }
                try stack.push(node, env, .if, 0)
                return .evaluate(children[0])
            }
            return .evaluate(value.isTrue ? children[1] : children[2])

        case .fusedIf:
            // `(if (= n 0) ...)` fused with its comparison: the
            // test is a leaf (a comparison of slots and constants).
            let children = raw.controlChildren.unsafelyUnwrapped
            return .evaluate(try children[0].with { try $0.test(env, self) } ? children[1] : children[2])

        case .ifChain:
            // A chain of fused ifs: every test is a leaf.
            return .evaluate(try unsafeDowncast(raw, to: IfChain.self).select(env, self))

        case .call:
            // Children: the operands, then the operator.
            let n = unsafeDowncast(raw, to: CallNode.self)
            let children = raw.controlChildren.unsafelyUnwrapped
            let count = ControlStack.operandCount(n)
            let function = children[count]
            if index < 0 {
                // A computed operator is evaluated first.
                if !n.operatorIsVariable { try stack.pushValue(try function.with { try $0.eval(env, self) }) }
            } else {
                try stack.pushValue(value)
            }
            if let waiting = try pushOperands(from: index + 1, to: count, children, node, env, .call, stack) {
                return .evaluate(waiting)
            }
            // Every operand is on the value stack: call.
            let f: Value
            if n.operatorIsVariable {
                let place = (n.operatorStorage ?? function.with { $0.location(env, self) }).unsafelyUnwrapped
                if let c = Closure.held(in: place), c.takesExactly(count) {
                    let frame = frames.make(for: c)
                    stack.moveValues(count, into: frame.elements)
                    newEnv = frame
                    return .enter(c.body)
                }
                f = try function.with { try $0.eval(env, self) }
            } else {
                f = stack.peekValue(count)
                if case .closure(let c) = f, c.takesExactly(count) {
                    let frame = frames.make(for: ClosureRef(c))
                    stack.moveValues(count, into: frame.elements)
                    _ = stack.popValue()
                    newEnv = frame
                    return .enter(ClosureRef(c).body)
                }
            }
            let args = stack.popValues(count)
            if !n.operatorIsVariable { _ = stack.popValue() }
            value = try call(f, args, tail: true)
            return value.isTailCall ? .tailCall : .produce

        case .binary:
            // Children: the two operands.
            let n = unsafeDowncast(raw, to: BinaryOperation.self)
            let children = raw.controlChildren.unsafelyUnwrapped
            let x: Value
            if index < 0 {
                guard n.cell.isBuiltin else { return .evaluate(NodeRef(n.fallback)) }
                guard ControlStack.isLeaf(children[0]) else {
                    try stack.push(node, env, .binary, 0)
                    return .evaluate(children[0])
                }
                x = try children[0].with { try $0.eval(env, self) }
            } else if index == 0 {
                x = value
            } else {
                let x = index == 2 ? children[0].with { unsafeDowncast($0, to: Constant.self).value } : stack.popValue()
                value = try BinaryOperation.compute(n.op, x, value)
                return .produce
            }
            if ControlStack.isLeaf(children[1]) {
                value = try BinaryOperation.compute(n.op, x, try children[1].with { try $0.eval(env, self) })
                return .produce
            }
            if raw.controlShape == 1 {
                // `(+ 1 (count (- n 1)))`: the constant is read
                // again afterwards rather than kept on the stack.
                try stack.push(node, nil, .binary, 2)
            } else {
                try stack.pushValue(x)
                try stack.push(node, nil, .binary, 1)
            }
            return .evaluate(children[1])

        case .binaryConstant:
            let n = unsafeDowncast(raw, to: BinaryOperationConstant.self)
            if index < 0 {
                guard n.cell.isBuiltin else { return .evaluate(NodeRef(n.fallback)) }
                try stack.push(node, nil, .binaryConstant, 0)
                return .evaluate(raw.controlChildren.unsafelyUnwrapped[0])
            }
            value = try BinaryOperation.compute(n.op, value, .int(n.k))
            return .produce

        case .ternary:
            let n = unsafeDowncast(raw, to: TernaryOperation.self)
            if index < 0 {
                guard n.cell.isBuiltin else { return .evaluate(NodeRef(n.fallback)) }
            } else {
                try stack.pushValue(value)
            }
            if let waiting = try pushOperands(
                from: index + 1, to: 3, raw.controlChildren.unsafelyUnwrapped, node, env, .ternary, stack
            ) {
                return .evaluate(waiting)
            }
            let z = stack.popValue()
            let y = stack.popValue()
            let x = stack.popValue()
            guard n.cell.isBuiltin else {
                // An operand redefined the operator: call what it holds.
                value = try call(n.cell.value, [x, y, z], tail: true)
                return value.isTailCall ? .tailCall : .produce
            }
            value = try n.compute(x, y, z)
            return .produce

        case .sequence:
            let n = unsafeDowncast(raw, to: Sequence.self)
            var i = index + 1
            while i < n.body.count {
                let form = n.body[i]
                guard ControlStack.isLeaf(form) else {
                    try stack.push(node, env, .sequence, i)
                    return .evaluate(NodeRef(form))
                }
                _ = try form.eval(env, self)
                i += 1
            }
            return .evaluate(NodeRef(n.last))

        case .connective:
            let n = unsafeDowncast(raw, to: Connective.self)
            if index >= 0, value.isTrue == n.stopsWhen { return .produce }
            var i = index + 1
            while i < n.body.count {
                let form = n.body[i]
                guard ControlStack.isLeaf(form) else {
                    try stack.push(node, env, .connective, i)
                    return .evaluate(NodeRef(form))
                }
                let v = try form.eval(env, self)
                if v.isTrue == n.stopsWhen {
                    value = v
                    return .produce
                }
                i += 1
            }
            return .evaluate(NodeRef(n.last))

        case .let:
            let n = unsafeDowncast(raw, to: Let.self)
            if index >= 0 { try stack.pushValue(value) }
            if let waiting = try pushOperands(
                from: index + 1, to: n.inits.count, raw.controlChildren.unsafelyUnwrapped, node, env, .let, stack
            ) {
                return .evaluate(waiting)
            }
            let frame = Frame.make(count: n.frameSize, parent: env)
            stack.moveValues(n.inits.count, into: frame.elements)
            if observer != nil { reportFrame(frame, n.layout) }
            newEnv = frame
            return .evaluate(NodeRef(n.body))

        case .letrec:
            let n = unsafeDowncast(raw, to: Let.self)
            let here: Frame
            if index < 0 {
                here = Frame.make(count: n.frameSize, parent: env)
                newEnv = here
            } else {
                here = env.unsafelyUnwrapped
                here[index] = value
            }
            var i = index + 1
            while i < n.inits.count {
                let form = n.inits[i]
                guard ControlStack.isLeaf(form) else {
                    try stack.push(node, here, .letrec, i)
                    return .evaluate(NodeRef(form))
                }
                here[i] = try form.eval(here, self)
                i += 1
            }
            if observer != nil { reportFrame(here, n.layout) }
            return .evaluate(NodeRef(n.body))

        case .namedLet:
            let n = unsafeDowncast(raw, to: NamedLet.self)
            if index >= 0 { try stack.pushValue(value) }
            if let waiting = try pushOperands(
                from: index + 1, to: n.inits.count, raw.controlChildren.unsafelyUnwrapped, node, env, .namedLet, stack
            ) {
                return .evaluate(waiting)
            }
            let loopFrame = Frame.make(count: 1, parent: env)
            let closure = Closure(code: n.code, env: loopFrame)
            loopFrame[0] = .closure(closure)
            if observer != nil { reportFrame(loopFrame, n.layout) }
            value = try call(.closure(closure), stack.popValues(n.inits.count), tail: true)
            return value.isTailCall ? .tailCall : .produce

        case .setLocal:
            let n = unsafeDowncast(raw, to: SetLocal.self)
            if index < 0 {
                try stack.push(node, env, .setLocal, 0)
                return .evaluate(NodeRef(n.value))
            }
            env.unsafelyUnwrapped.slot(depth: n.depth, index: n.index).pointee = value
            value = .unspecified
            return .produce

        case .setGlobal:
            let n = unsafeDowncast(raw, to: SetGlobal.self)
            if index < 0 {
                try stack.push(node, env, .setGlobal, 0)
                return .evaluate(NodeRef(n.value))
            }
            if case .undefined = n.cell.value, !n.cell.isDefined { throw n.cell.unsetError }
            n.cell.value = value
            value = .unspecified
            return .produce

        case .define:
            let n = unsafeDowncast(raw, to: DefineGlobal.self)
            if index < 0 {
                try stack.push(node, env, .define, 0)
                return .evaluate(NodeRef(n.value))
            }
            n.cell.value = value
            n.cell.isDefined = true
            if n.cell.definitionOrder == 0 { noteDefinition(n.cell) }
            value = .unspecified
            return .produce

        case .case:
            let n = unsafeDowncast(raw, to: Case.self)
            if index < 0 {
                try stack.push(node, env, .case, 0)
                return .evaluate(NodeRef(n.key))
            }
            let key = value
            for clause in n.clauses where clause.data.contains(where: { isEqv($0, key) }) {
                return .evaluate(NodeRef(clause.body))
            }
            return .evaluate(NodeRef(n.otherwise))

        case .condArrow:
            let n = unsafeDowncast(raw, to: CondArrow.self)
            if index < 0 {
                try stack.push(node, env, .condArrow, 0)
                return .evaluate(NodeRef(n.test))
            }
            guard value.isTrue else { return .evaluate(NodeRef(n.alternative)) }
            let f = try n.receiver.eval(env, self)
            value = try call(f, [value], tail: true)
            return value.isTailCall ? .tailCall : .produce

        case .apply:
            let n = unsafeDowncast(raw, to: ApplyCall.self)
            if index < 0 {
                guard n.cell.isBuiltin else { return .evaluate(NodeRef(n.fallback)) }
            } else {
                try stack.pushValue(value)
            }
            if let waiting = try pushOperands(
                from: index + 1, to: n.operands.count, raw.controlChildren.unsafelyUnwrapped, node, env, .apply, stack
            ) {
                return .evaluate(waiting)
            }
            value = try n.spread(stack.popValues(n.operands.count), self, tail: true)
            return value.isTailCall ? .tailCall : .produce

        case .other:
            // A node the loop does not take apart: its own `eval`. A
            // call it makes in tail position comes back as `.tailCall`.
            value = try raw.eval(env, self)
            return value.isTailCall ? .tailCall : .produce
        }
        }

    /// Lets go of an environment the loop is done with: back to the frame
    /// pool when nothing else holds it (an entry that still needs it keeps
    /// it; one that does not, `.binary` waiting for its second operand,
    /// holds none), so that a linear recursion on the control stack reuses
    /// one frame a level rather than allocating each and keeping them all.
    @inline(__always)
    private func release(_ finished: inout Frame?) {
        if isKnownUniquelyReferenced(&finished) { frames.recycle(finished.take().unsafelyUnwrapped) }
        finished = nil
    }

    /// Evaluates operands `start..<end` (a node's unretained children)
    /// onto the value stack, left to right, the leaves at once. At the first
    /// that is not a leaf it pushes an entry for `node` waiting for that
    /// operand and returns the operand, for the loop to evaluate; nil when
    /// all are done.
    @inline(__always)
    private func pushOperands(
        from start: Int, to end: Int, _ children: UnsafeMutablePointer<NodeRef>, _ node: NodeRef, _ env: Frame?,
        _ kind: ControlStack.Kind, _ stack: ControlStack
    ) throws -> NodeRef? {
        var i = start
        while i < end {
            let form = children[i]
            guard ControlStack.isLeaf(form) else {
                try stack.push(node, env, kind, i)
                return form
            }
            try stack.pushValue(try form.with { try $0.eval(env, self) })
            i += 1
        }
        return nil
    }

    /// Going into a compound procedure's body on the control stack: the
    /// interrupt and depth checks every call makes.
    @inline(__always)
    private func checkCall(_ baseDepth: Int, _ stack: ControlStack) throws {
        if interrupt.isRequested { throw interrupt.error }
        let d = baseDepth &+ stack.count
        if d > peakDepth { peakDepth = d }
        if d > maximumDepth { throw EvalError.recursionDepthExceeded }
    }
}

extension Value {
    /// Whether this is the tail-call signal.
    @inline(__always)
    var isTailCall: Bool {
        if case .tailCall = self { return true }
        return false
    }
}
