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
/// value stack (16 bytes each). A level of `count` then costs an entry, its
/// heap frame and nothing on the native stack.
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

    /// How the loop treats `node`.
    @inline(__always)
    static func kind(of node: Node) -> Kind {
        if isLeaf(node) { return .leaf }
        let t = ObjectIdentifier(type(of: node))
        if t == ObjectIdentifier(IfLocalConstant.self) || t == ObjectIdentifier(IfSlots.self) { return .fusedIf }
        if t == ObjectIdentifier(GlobalCall1LocalConstant.self) || t == ObjectIdentifier(GlobalCall1.self)
            || t == ObjectIdentifier(GlobalCall2.self) || t == ObjectIdentifier(Call1.self)
            || t == ObjectIdentifier(Call2.self) || t == ObjectIdentifier(Call3.self)
            || t == ObjectIdentifier(Call0.self) || t == ObjectIdentifier(CallN.self) {
            return .call
        }
        if t == ObjectIdentifier(If.self) { return .if }
        if t == ObjectIdentifier(BinaryOperation.self) {
            let n = unsafeDowncast(node, to: BinaryOperation.self)
            return isLeaf(n.a0) && isLeaf(n.a1) ? .leaf : .binary
        }
        if t == ObjectIdentifier(BinaryOperationConstant.self) {
            return isLeaf(unsafeDowncast(node, to: BinaryOperationConstant.self).a0) ? .leaf : .binaryConstant
        }
        if t == ObjectIdentifier(TernaryOperation.self) { return .ternary }
        if t == ObjectIdentifier(Sequence.self) { return .sequence }
        if t == ObjectIdentifier(Connective.self) { return .connective }
        if t == ObjectIdentifier(Let.self) { return unsafeDowncast(node, to: Let.self).recursive ? .letrec : .let }
        if t == ObjectIdentifier(NamedLet.self) { return .namedLet }
        if t == ObjectIdentifier(SetLocal.self) { return .setLocal }
        if t == ObjectIdentifier(SetGlobal.self) { return .setGlobal }
        if t == ObjectIdentifier(DefineGlobal.self) { return .define }
        if t == ObjectIdentifier(Case.self) { return .case }
        if t == ObjectIdentifier(CondArrow.self) { return .condArrow }
        if t == ObjectIdentifier(ApplyCall.self) { return .apply }
        return .other
    }

    /// Whether `node` is evaluated by its own `eval` in one step: variables,
    /// constants, `lambda`, and inline comparisons and arithmetic of those.
    /// Such a node makes no call (unless the program redefined `+` and the
    /// like, and then the call comes back here through `Interp.run`).
    @inline(__always)
    static func isLeaf(_ node: Node) -> Bool {
        let t = ObjectIdentifier(type(of: node))
        return t == ObjectIdentifier(LocalRef0.self) || t == ObjectIdentifier(Constant.self)
            || t == ObjectIdentifier(LocalOperationConstant.self) || t == ObjectIdentifier(GlobalRef.self)
            || t == ObjectIdentifier(LocalRef1.self) || t == ObjectIdentifier(LocalRef.self)
            || t == ObjectIdentifier(CheckedLocalRef.self) || t == ObjectIdentifier(MakeClosure.self)
    }

    /// The operands of a call node, in order.
    @inline(__always)
    static func operandCount(_ call: CallNode) -> Int {
        let t = ObjectIdentifier(type(of: call))
        if t == ObjectIdentifier(GlobalCall1LocalConstant.self) || t == ObjectIdentifier(GlobalCall1.self)
            || t == ObjectIdentifier(Call1.self) {
            return 1
        }
        if t == ObjectIdentifier(GlobalCall2.self) || t == ObjectIdentifier(Call2.self) { return 2 }
        if t == ObjectIdentifier(Call3.self) { return 3 }
        if t == ObjectIdentifier(Call0.self) { return 0 }
        return unsafeDowncast(call, to: CallN.self).operands.count
    }

    @inline(__always)
    static func operand(_ call: CallNode, _ i: Int) -> Node {
        let t = ObjectIdentifier(type(of: call))
        if t == ObjectIdentifier(GlobalCall1LocalConstant.self) {
            return unsafeDowncast(call, to: GlobalCall1LocalConstant.self).a0
        }
        if t == ObjectIdentifier(GlobalCall1.self) { return unsafeDowncast(call, to: GlobalCall1.self).a0 }
        if t == ObjectIdentifier(GlobalCall2.self) {
            let c = unsafeDowncast(call, to: GlobalCall2.self)
            return i == 0 ? c.a0 : c.a1
        }
        if t == ObjectIdentifier(Call1.self) { return unsafeDowncast(call, to: Call1.self).a0 }
        if t == ObjectIdentifier(Call2.self) {
            let c = unsafeDowncast(call, to: Call2.self)
            return i == 0 ? c.a0 : c.a1
        }
        if t == ObjectIdentifier(Call3.self) {
            let c = unsafeDowncast(call, to: Call3.self)
            return i == 0 ? c.a0 : i == 1 ? c.a1 : c.a2
        }
        return unsafeDowncast(call, to: CallN.self).operands[i]
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
    /// at the native stack's hard limit, `stackLimit`, as before).
    @inline(never)
    func runDeep(body: NodeRef, closure: ClosureRef?, _ frame: consuming Frame) throws -> Value {
        if approximateStackPointer() < stackLimit || depth > maximumDepth {
            throw EvalError.recursionDepthExceeded
        }
        if interrupt.isRequested { throw EvalError.interrupted }
        if let observer, let closure {
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
            if interrupt.isRequested { throw EvalError.interrupted }
            body = tailBody.unsafelyUnwrapped
            frame = tailFrame.take().unsafelyUnwrapped
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
    /// Nodes are held as `NodeRef`s, unretained, in the loop's register and
    /// in the entries: every node belongs to a `LambdaCode` the interpreter
    /// keeps (`keep`) or to the top-level form `evaluate(datum:)` is running,
    /// which outlives this call.
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
                let entry = stack.pop()
                node = entry.node
                env = entry.env
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

            let step: ControlStack.Step = try node.with { raw in
                switch kind {
                case .leaf:
                    value = try raw.eval(env, self)
                    return .produce

                case .if:
                    let n = unsafeDowncast(raw, to: If.self)
                    if index < 0 {
                        if ControlStack.isLeaf(n.test) {
                            return .evaluate(NodeRef(try n.test.test(env, self) ? n.consequent : n.alternative))
                        }
                        try stack.push(node, env, .if, 0)
                        return .evaluate(NodeRef(n.test))
                    }
                    return .evaluate(NodeRef(value.isTrue ? n.consequent : n.alternative))

                case .fusedIf:
                    // `(if (= n 0) ...)` fused with its comparison: the
                    // test is a leaf (a comparison of slots and constants).
                    let test: Node, consequent: Node, alternative: Node
                    if ObjectIdentifier(type(of: raw)) == ObjectIdentifier(IfLocalConstant.self) {
                        let n = unsafeDowncast(raw, to: IfLocalConstant.self)
                        (test, consequent, alternative) = (n.test, n.consequent, n.alternative)
                    } else {
                        let n = unsafeDowncast(raw, to: IfSlots.self)
                        (test, consequent, alternative) = (n.test, n.consequent, n.alternative)
                    }
                    return .evaluate(NodeRef(try test.test(env, self) ? consequent : alternative))

                case .call:
                    let n = unsafeDowncast(raw, to: CallNode.self)
                    let count = ControlStack.operandCount(n)
                    if index < 0 {
                        // A computed operator is evaluated first.
                        if !n.operatorIsVariable { try stack.pushValue(try n.function.eval(env, self)) }
                    } else {
                        try stack.pushValue(value)
                    }
                    if let waiting = try pushOperands(
                        from: index + 1, to: count, { ControlStack.operand(n, $0) }, node, env, .call, stack
                    ) {
                        return .evaluate(waiting)
                    }
                    // Every operand is on the value stack: call.
                    let f: Value
                    if n.operatorIsVariable {
                        let place = n.function.location(env, self).unsafelyUnwrapped
                        if let c = Closure.held(in: place), c.takesExactly(count) {
                            let frame = frames.make(for: c)
                            stack.moveValues(count, into: frame.elements)
                            env = frame
                            return .enter(c.body)
                        }
                        f = try n.function.eval(env, self)
                    } else {
                        f = stack.peekValue(count)
                        if case .closure(let c) = f, c.takesExactly(count) {
                            let frame = frames.make(for: ClosureRef(c))
                            stack.moveValues(count, into: frame.elements)
                            _ = stack.popValue()
                            env = frame
                            return .enter(ClosureRef(c).body)
                        }
                    }
                    let args = stack.popValues(count)
                    if !n.operatorIsVariable { _ = stack.popValue() }
                    value = try call(f, args, tail: true)
                    return value.isTailCall ? .tailCall : .produce

                case .binary:
                    let n = unsafeDowncast(raw, to: BinaryOperation.self)
                    let x: Value
                    if index < 0 {
                        guard n.cell.isBuiltin else { return .evaluate(NodeRef(n.fallback)) }
                        guard ControlStack.isLeaf(n.a0) else {
                            try stack.push(node, env, .binary, 0)
                            return .evaluate(NodeRef(n.a0))
                        }
                        x = try n.a0.eval(env, self)
                    } else if index == 0 {
                        x = value
                    } else {
                        let x = index == 2 ? try n.a0.eval(env, self) : stack.popValue()
                        value = try BinaryOperation.compute(n.op, x, value)
                        return .produce
                    }
                    if ControlStack.isLeaf(n.a1) {
                        value = try BinaryOperation.compute(n.op, x, try n.a1.eval(env, self))
                        return .produce
                    }
                    if ObjectIdentifier(type(of: n.a0)) == ObjectIdentifier(Constant.self) {
                        // `(+ 1 (count (- n 1)))`: the constant is read
                        // again afterwards rather than kept on the stack.
                        try stack.push(node, env, .binary, 2)
                    } else {
                        try stack.pushValue(x)
                        try stack.push(node, env, .binary, 1)
                    }
                    return .evaluate(NodeRef(n.a1))

                case .binaryConstant:
                    let n = unsafeDowncast(raw, to: BinaryOperationConstant.self)
                    if index < 0 {
                        guard n.cell.isBuiltin else { return .evaluate(NodeRef(n.fallback)) }
                        try stack.push(node, env, .binaryConstant, 0)
                        return .evaluate(NodeRef(n.a0))
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
                        from: index + 1, to: 3, { $0 == 0 ? n.a0 : $0 == 1 ? n.a1 : n.a2 }, node, env, .ternary, stack
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
                        from: index + 1, to: n.inits.count, { n.inits[$0] }, node, env, .let, stack
                    ) {
                        return .evaluate(waiting)
                    }
                    let frame = Frame.make(count: n.frameSize, parent: env)
                    stack.moveValues(n.inits.count, into: frame.elements)
                    env = frame
                    return .evaluate(NodeRef(n.body))

                case .letrec:
                    let n = unsafeDowncast(raw, to: Let.self)
                    if index < 0 {
                        env = Frame.make(count: n.frameSize, parent: env)
                    } else {
                        env.unsafelyUnwrapped[index] = value
                    }
                    var i = index + 1
                    while i < n.inits.count {
                        let form = n.inits[i]
                        guard ControlStack.isLeaf(form) else {
                            try stack.push(node, env, .letrec, i)
                            return .evaluate(NodeRef(form))
                        }
                        env.unsafelyUnwrapped[i] = try form.eval(env, self)
                        i += 1
                    }
                    return .evaluate(NodeRef(n.body))

                case .namedLet:
                    let n = unsafeDowncast(raw, to: NamedLet.self)
                    if index >= 0 { try stack.pushValue(value) }
                    if let waiting = try pushOperands(
                        from: index + 1, to: n.inits.count, { n.inits[$0] }, node, env, .namedLet, stack
                    ) {
                        return .evaluate(waiting)
                    }
                    let loopFrame = Frame.make(count: 1, parent: env)
                    let closure = Closure(code: n.code, env: loopFrame)
                    loopFrame[0] = .closure(closure)
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
                        from: index + 1, to: n.operands.count, { n.operands[$0] }, node, env, .apply, stack
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
                env = tailFrame.take()
                tailClosure = nil
                returning = false
                try checkCall(baseDepth, stack)
            }
        }
    }

    /// Evaluates operands `start..<end` (given by `operand`) onto the value
    /// stack, left to right, the leaves at once. At the first that is not a
    /// leaf it pushes an entry for `node` waiting for that operand and
    /// returns the operand, for the loop to evaluate; nil when all are done.
    @inline(__always)
    private func pushOperands(
        from start: Int, to end: Int, _ operand: (Int) -> Node, _ node: NodeRef, _ env: Frame?,
        _ kind: ControlStack.Kind, _ stack: ControlStack
    ) throws -> NodeRef? {
        var i = start
        while i < end {
            let form = operand(i)
            guard ControlStack.isLeaf(form) else {
                try stack.push(node, env, kind, i)
                return NodeRef(form)
            }
            try stack.pushValue(try form.eval(env, self))
            i += 1
        }
        return nil
    }

    /// Going into a compound procedure's body on the control stack: the
    /// interrupt and depth checks every call makes.
    @inline(__always)
    private func checkCall(_ baseDepth: Int, _ stack: ControlStack) throws {
        if interrupt.isRequested { throw EvalError.interrupted }
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
