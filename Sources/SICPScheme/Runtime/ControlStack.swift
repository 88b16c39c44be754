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
/// The loop handles the nodes a recursion passes through: `if`, sequences,
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
        /// The node that waits for a value.
        var node: Node
        /// The environment it runs in (retained while it waits).
        var env: Frame?
        /// What kind of node (see `Kind`), so that resuming needs no cast.
        var kind: Kind
        /// Which of its subexpressions the value coming back is for.
        var index: Int32
    }

    /// The nodes the loop evaluates step by step.
    enum Kind: UInt8 {
        case leaf, other
        case `if`, sequence, connective, `let`, letrec
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
    /// not (then deep recursion stops at the native stack's end, as before).
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
    func push(_ node: Node, _ env: Frame?, _ kind: Kind, _ index: Int) throws {
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
        let t = ObjectIdentifier(type(of: node))
        if t == ObjectIdentifier(LocalRef0.self) || t == ObjectIdentifier(Constant.self)
            || t == ObjectIdentifier(LocalOperationConstant.self) || t == ObjectIdentifier(GlobalRef.self)
            || t == ObjectIdentifier(LocalRef1.self) || t == ObjectIdentifier(LocalRef.self)
            || t == ObjectIdentifier(CheckedLocalRef.self) || t == ObjectIdentifier(MakeClosure.self) {
            return .leaf
        }
        if t == ObjectIdentifier(If.self) { return .if }
        if t == ObjectIdentifier(Call1.self) || t == ObjectIdentifier(Call2.self)
            || t == ObjectIdentifier(Call3.self) || t == ObjectIdentifier(Call0.self)
            || t == ObjectIdentifier(CallN.self) {
            return .call
        }
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
        if t == ObjectIdentifier(Call1.self) { return 1 }
        if t == ObjectIdentifier(Call2.self) { return 2 }
        if t == ObjectIdentifier(Call3.self) { return 3 }
        if t == ObjectIdentifier(Call0.self) { return 0 }
        return unsafeDowncast(call, to: CallN.self).operands.count
    }

    @inline(__always)
    static func operand(_ call: CallNode, _ i: Int) -> Node {
        let t = ObjectIdentifier(type(of: call))
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
        // Without its control stack (the system would not reserve the
        // address space) a recursion ends here.
        guard let stack = controlStack() else { throw EvalError.recursionDepthExceeded }
        return try execute(body.object, frame, on: stack)
    }

    /// The interpreter's control stack, reserved on first use.
    func controlStack() -> ControlStack? {
        if let deep { return deep }
        deep = ControlStack()
        return deep
    }

    /// Evaluates `start` (a compound procedure's body) in `env` on `stack`,
    /// returning its value. See `ControlStack`.
    func execute(_ start: Node, _ startEnv: Frame?, on stack: ControlStack) throws -> Value {
        let base = stack.count
        let valueBase = stack.valueCount
        defer { stack.unwind(to: base, values: valueBase) }
        let baseDepth = depth

        var node = start
        var env = startEnv
        var value = Value.unspecified
        // Whether `value` is ready for the entry on top of the stack (true),
        // or `node` is to be evaluated in `env` (false).
        var returning = false
        var kind = ControlStack.Kind.leaf
        var index = -1

        /// Goes into a compound procedure's body: the interrupt and depth
        /// checks every call makes.
        @inline(__always)
        func checkCall() throws {
            if interrupt.isRequested { throw EvalError.interrupted }
            let d = baseDepth &+ stack.count
            if d > peakDepth { peakDepth = d }
            if d > maximumDepth { throw EvalError.recursionDepthExceeded }
        }

        while true {
            if returning {
                if stack.count == base { return value }
                let entry = stack.pop()
                node = entry.node
                env = entry.env
                kind = entry.kind
                index = Int(entry.index)
            } else {
                kind = ControlStack.kind(of: node)
                index = -1
                if kind == .leaf {
                    value = try node.eval(env, self)
                    returning = true
                    continue
                }
            }

            switch kind {
            case .leaf:
                // Never pushed.
                value = try node.eval(env, self)
                returning = true

            case .if:
                let n = unsafeDowncast(node, to: If.self)
                let yes: Bool
                if index < 0 {
                    if ControlStack.isLeaf(n.test) {
                        yes = try n.test.test(env, self)
                    } else {
                        try stack.push(n, env, .if, 0)
                        node = n.test
                        returning = false
                        continue
                    }
                } else {
                    yes = value.isTrue
                }
                node = yes ? n.consequent : n.alternative
                returning = false

            case .call:
                let n = unsafeDowncast(node, to: CallNode.self)
                let count = ControlStack.operandCount(n)
                var i = index + 1
                if index < 0 {
                    if !n.operatorIsVariable {
                        // A computed operator is evaluated first.
                        try stack.pushValue(try n.function.eval(env, self))
                    }
                } else {
                    try stack.pushValue(value)
                }
                var waiting = false
                while i < count {
                    let a = ControlStack.operand(n, i)
                    if ControlStack.isLeaf(a) {
                        try stack.pushValue(try a.eval(env, self))
                        i += 1
                    } else {
                        try stack.push(n, env, .call, i)
                        node = a
                        waiting = true
                        break
                    }
                }
                if waiting {
                    returning = false
                    continue
                }
                // Every operand is on the value stack: call.
                let f: Value
                if n.operatorIsVariable {
                    let place = n.function.location(env, self).unsafelyUnwrapped
                    if case .closure(let c) = place.pointee, c.takesExactly(count) {
                        let frame = frames.make(for: ClosureRef(c))
                        stack.moveValues(count, into: frame.elements)
                        node = c.code.body
                        env = frame
                        returning = false
                        try checkCall()
                        continue
                    }
                    f = try n.function.eval(env, self)
                } else {
                    f = stack.peekValue(count)
                    if case .closure(let c) = f, c.takesExactly(count) {
                        let frame = frames.make(for: ClosureRef(c))
                        stack.moveValues(count, into: frame.elements)
                        _ = stack.popValue()
                        node = c.code.body
                        env = frame
                        returning = false
                        try checkCall()
                        continue
                    }
                }
                let args = stack.popValues(count)
                if !n.operatorIsVariable { _ = stack.popValue() }
                value = try call(f, args, tail: true)
                if case .tailCall = value {
                    node = tailBody.unsafelyUnwrapped.object
                    env = tailFrame.take()
                    tailClosure = nil
                    returning = false
                    try checkCall()
                } else {
                    returning = true
                }

            case .binary:
                let n = unsafeDowncast(node, to: BinaryOperation.self)
                if index < 0 {
                    guard n.cell.isBuiltin else {
                        node = n.fallback
                        returning = false
                        continue
                    }
                    if ControlStack.isLeaf(n.a0) {
                        value = try n.a0.eval(env, self)
                    } else {
                        try stack.push(n, env, .binary, 0)
                        node = n.a0
                        returning = false
                        continue
                    }
                    index = 0
                }
                if index == 0 {
                    if ControlStack.isLeaf(n.a1) {
                        let y = try n.a1.eval(env, self)
                        value = try BinaryOperation.compute(n.op, value, y)
                        returning = true
                    } else if n.a0 is Constant {
                        // `(+ 1 (count (- n 1)))`: the constant is read
                        // again afterwards rather than kept on the stack.
                        try stack.push(n, env, .binary, 2)
                        node = n.a1
                        returning = false
                    } else {
                        try stack.pushValue(value)
                        try stack.push(n, env, .binary, 1)
                        node = n.a1
                        returning = false
                    }
                } else {
                    let x = index == 2 ? try n.a0.eval(env, self) : stack.popValue()
                    value = try BinaryOperation.compute(n.op, x, value)
                    returning = true
                }

            case .binaryConstant:
                let n = unsafeDowncast(node, to: BinaryOperationConstant.self)
                if index < 0 {
                    guard n.cell.isBuiltin else {
                        node = n.fallback
                        returning = false
                        continue
                    }
                    try stack.push(n, env, .binaryConstant, 0)
                    node = n.a0
                    returning = false
                    continue
                }
                value = try BinaryOperation.compute(n.op, value, .int(n.k))
                returning = true

            case .ternary:
                let n = unsafeDowncast(node, to: TernaryOperation.self)
                if index < 0 {
                    guard n.cell.isBuiltin else {
                        node = n.fallback
                        returning = false
                        continue
                    }
                } else {
                    try stack.pushValue(value)
                }
                var i = index + 1
                var waiting = false
                while i < 3 {
                    let a = i == 0 ? n.a0 : i == 1 ? n.a1 : n.a2
                    if ControlStack.isLeaf(a) {
                        try stack.pushValue(try a.eval(env, self))
                        i += 1
                    } else {
                        try stack.push(n, env, .ternary, i)
                        node = a
                        waiting = true
                        break
                    }
                }
                if waiting {
                    returning = false
                    continue
                }
                let z = stack.popValue()
                let y = stack.popValue()
                let x = stack.popValue()
                guard n.cell.isBuiltin else {
                    value = try call(n.cell.value, [x, y, z], tail: true)
                    if case .tailCall = value {
                        node = tailBody.unsafelyUnwrapped.object
                        env = tailFrame.take()
                        tailClosure = nil
                        returning = false
                        try checkCall()
                    } else {
                        returning = true
                    }
                    continue
                }
                value = try n.compute(x, y, z)
                returning = true

            case .sequence:
                let n = unsafeDowncast(node, to: Sequence.self)
                var i = index + 1
                var waiting = false
                while i < n.body.count {
                    let form = n.body[i]
                    if ControlStack.isLeaf(form) {
                        _ = try form.eval(env, self)
                        i += 1
                    } else {
                        try stack.push(n, env, .sequence, i)
                        node = form
                        waiting = true
                        break
                    }
                }
                if !waiting { node = n.last }
                returning = false

            case .connective:
                let n = unsafeDowncast(node, to: Connective.self)
                if index >= 0, value.isTrue == n.stopsWhen {
                    returning = true
                    continue
                }
                var i = index + 1
                var done = false
                while i < n.body.count {
                    let form = n.body[i]
                    if ControlStack.isLeaf(form) {
                        let v = try form.eval(env, self)
                        if v.isTrue == n.stopsWhen {
                            value = v
                            done = true
                            break
                        }
                        i += 1
                    } else {
                        try stack.push(n, env, .connective, i)
                        node = form
                        break
                    }
                }
                if done {
                    returning = true
                } else {
                    if i >= n.body.count { node = n.last }
                    returning = false
                }

            case .let:
                let n = unsafeDowncast(node, to: Let.self)
                if index >= 0 { try stack.pushValue(value) }
                var i = index + 1
                var waiting = false
                while i < n.inits.count {
                    let form = n.inits[i]
                    if ControlStack.isLeaf(form) {
                        try stack.pushValue(try form.eval(env, self))
                        i += 1
                    } else {
                        try stack.push(n, env, .let, i)
                        node = form
                        waiting = true
                        break
                    }
                }
                if !waiting {
                    let frame = Frame.make(count: n.frameSize, parent: env)
                    stack.moveValues(n.inits.count, into: frame.elements)
                    node = n.body
                    env = frame
                }
                returning = false

            case .letrec:
                let n = unsafeDowncast(node, to: Let.self)
                if index < 0 {
                    env = Frame.make(count: n.frameSize, parent: env)
                } else {
                    env.unsafelyUnwrapped[index] = value
                }
                var i = index + 1
                var waiting = false
                while i < n.inits.count {
                    let form = n.inits[i]
                    if ControlStack.isLeaf(form) {
                        env.unsafelyUnwrapped[i] = try form.eval(env, self)
                        i += 1
                    } else {
                        try stack.push(n, env, .letrec, i)
                        node = form
                        waiting = true
                        break
                    }
                }
                if !waiting { node = n.body }
                returning = false

            case .namedLet:
                let n = unsafeDowncast(node, to: NamedLet.self)
                if index >= 0 { try stack.pushValue(value) }
                var i = index + 1
                var waiting = false
                while i < n.inits.count {
                    let form = n.inits[i]
                    if ControlStack.isLeaf(form) {
                        try stack.pushValue(try form.eval(env, self))
                        i += 1
                    } else {
                        try stack.push(n, env, .namedLet, i)
                        node = form
                        waiting = true
                        break
                    }
                }
                if waiting {
                    returning = false
                    continue
                }
                let loopFrame = Frame.make(count: 1, parent: env)
                let closure = Closure(code: n.code, env: loopFrame)
                loopFrame[0] = .closure(closure)
                value = try call(.closure(closure), stack.popValues(n.inits.count), tail: true)
                if case .tailCall = value {
                    node = tailBody.unsafelyUnwrapped.object
                    env = tailFrame.take()
                    tailClosure = nil
                    returning = false
                    try checkCall()
                } else {
                    returning = true
                }

            case .setLocal:
                let n = unsafeDowncast(node, to: SetLocal.self)
                if index < 0 {
                    try stack.push(n, env, .setLocal, 0)
                    node = n.value
                    returning = false
                    continue
                }
                env.unsafelyUnwrapped.slot(depth: n.depth, index: n.index).pointee = value
                value = .unspecified
                returning = true

            case .setGlobal:
                let n = unsafeDowncast(node, to: SetGlobal.self)
                if index < 0 {
                    try stack.push(n, env, .setGlobal, 0)
                    node = n.value
                    returning = false
                    continue
                }
                if case .undefined = n.cell.value, !n.cell.isDefined { throw n.cell.unsetError }
                n.cell.value = value
                value = .unspecified
                returning = true

            case .define:
                let n = unsafeDowncast(node, to: DefineGlobal.self)
                if index < 0 {
                    try stack.push(n, env, .define, 0)
                    node = n.value
                    returning = false
                    continue
                }
                n.cell.value = value
                n.cell.isDefined = true
                value = .unspecified
                returning = true

            case .case:
                let n = unsafeDowncast(node, to: Case.self)
                if index < 0 {
                    try stack.push(n, env, .case, 0)
                    node = n.key
                    returning = false
                    continue
                }
                let key = value
                node = n.clauses.first(where: { $0.data.contains(where: { isEqv($0, key) }) })?.body ?? n.otherwise
                returning = false

            case .condArrow:
                let n = unsafeDowncast(node, to: CondArrow.self)
                if index < 0 {
                    try stack.push(n, env, .condArrow, 0)
                    node = n.test
                    returning = false
                    continue
                }
                guard value.isTrue else {
                    node = n.alternative
                    returning = false
                    continue
                }
                let f = try n.receiver.eval(env, self)
                value = try call(f, [value], tail: true)
                if case .tailCall = value {
                    node = tailBody.unsafelyUnwrapped.object
                    env = tailFrame.take()
                    tailClosure = nil
                    returning = false
                    try checkCall()
                } else {
                    returning = true
                }

            case .apply:
                let n = unsafeDowncast(node, to: ApplyCall.self)
                if index < 0 {
                    guard n.cell.isBuiltin else {
                        node = n.fallback
                        returning = false
                        continue
                    }
                } else {
                    try stack.pushValue(value)
                }
                var i = index + 1
                var waiting = false
                while i < n.operands.count {
                    let form = n.operands[i]
                    if ControlStack.isLeaf(form) {
                        try stack.pushValue(try form.eval(env, self))
                        i += 1
                    } else {
                        try stack.push(n, env, .apply, i)
                        node = form
                        waiting = true
                        break
                    }
                }
                if waiting {
                    returning = false
                    continue
                }
                let operands = stack.popValues(n.operands.count)
                value = try n.spread(operands, self)
                if case .tailCall = value {
                    node = tailBody.unsafelyUnwrapped.object
                    env = tailFrame.take()
                    tailClosure = nil
                    returning = false
                    try checkCall()
                } else {
                    returning = true
                }

            case .other:
                // A node the loop does not take apart: its own `eval`. A
                // call it makes in tail position comes back as `.tailCall`.
                value = try node.eval(env, self)
                if case .tailCall = value {
                    node = tailBody.unsafelyUnwrapped.object
                    env = tailFrame.take()
                    tailClosure = nil
                    returning = false
                    try checkCall()
                } else {
                    returning = true
                }
            }
        }
    }
}

extension BinaryOperation {
    /// The operation on two evaluated operands: what `eval` does after them.
    @inline(__always)
    static func compute(_ op: Operator, _ x: Value, _ y: Value) throws -> Value {
        if case .int(let i) = x, case .int(let j) = y, let r = apply(op, i, j) { return r }
        return try general(op, x, y)
    }
}

extension TernaryOperation {
    /// The sum or product of three evaluated operands, folded as `eval` does.
    func compute(_ x: Value, _ y: Value, _ z: Value) throws -> Value {
        if case .int(let i) = x, case .int(let j) = y, case .int(let k) = z {
            let (r, o1) = multiply ? j.multipliedReportingOverflow(by: i) : j.addingReportingOverflow(i)
            if !o1 {
                let (t, o2) = multiply ? k.multipliedReportingOverflow(by: r) : k.addingReportingOverflow(r)
                if !o2 { return .int(t) }
            }
        }
        return multiply ? try Num.multiply(z, Num.multiply(y, x)) : try Num.add(z, Num.add(y, x))
    }
}

extension ApplyCall {
    /// `(apply f a ... list)` on its evaluated operands, as a tail call.
    func spread(_ values: [Value], _ cx: Interp) throws -> Value {
        let f = values[0]
        var args = Array(values[1..<(values.count - 1)])
        let last = values[values.count - 1]
        guard let spread = last.listElements else {
            throw wrongType(last, values.count, "apply")
        }
        args += spread
        return try cx.call(f, args, tail: true)
    }
}
