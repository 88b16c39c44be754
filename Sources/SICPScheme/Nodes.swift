/// A compiled form. The compiler turns each form into a tree of nodes once;
/// evaluating is then a walk of that tree with no name lookups (locals are
/// addressed by frame depth and slot, globals through their cell).
///
/// A call in tail position does not call: it leaves the procedure and its new
/// frame in the interpreter's tail registers and returns `.tailCall`, which
/// `if`, `begin`, `let` and the rest pass up unchanged to the loop in
/// `Interp.run`. That loop is the only place a compound procedure's body runs,
/// so an iterative process runs in constant Swift stack.
class Node {
    func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        fatalError("Node.eval is abstract")
    }

    /// The node's value as a test (`if`, `cond`): everything but `#f` is true.
    /// Comparisons override it to skip making a boolean value.
    func test(_ env: Frame?, _ cx: Interp) throws -> Bool {
        try eval(env, cx).isTrue
    }

    /// Where a variable reference's value lives (a frame slot or a global's
    /// storage), so that a call can look at the procedure there without
    /// copying it; nil for every other node. The place may hold `.undefined`
    /// (an unbound global, an unassigned internal definition): `eval`
    /// reports those.
    func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? { nil }
}

/// A global variable's storage. `.undefined` means unbound.
final class GlobalCell {
    let symbol: Symbol
    /// The value, at an address that stays put for the cell's life: what a
    /// call of a global procedure reads the procedure from.
    let storage: UnsafeMutablePointer<Value>
    var value: Value {
        get { storage.pointee }
        set {
            storage.pointee = newValue
            isBuiltin = false
        }
    }
    /// Whether the cell still holds the primitive the interpreter installed,
    /// so that the compiler's inline arithmetic may stand in for a call.
    @exclusivity(unchecked) var isBuiltin = false
    init(_ symbol: Symbol) {
        self.symbol = symbol
        storage = .allocate(capacity: 1)
        storage.initialize(to: .undefined)
    }
    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }
}

final class Constant: Node {
    let value: Value
    init(_ value: Value) { self.value = value }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if case .int(let n) = value { return .int(n) }
        return value
    }
}

/// A variable reference: its value lives at `location` (which every
/// subclass provides), so a call can look at a procedure there.
class VariableRef: Node {}

final class LocalRef0: VariableRef {
    let index: Int
    init(_ index: Int) { self.index = index }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        Frame.read(env.unsafelyUnwrapped.slot(depth: 0, index: index))
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        env.unsafelyUnwrapped.slot(depth: 0, index: index)
    }
}

final class LocalRef1: VariableRef {
    let index: Int
    init(_ index: Int) { self.index = index }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        Frame.read(env.unsafelyUnwrapped.slot(depth: 1, index: index))
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        env.unsafelyUnwrapped.slot(depth: 1, index: index)
    }
}

final class LocalRef: VariableRef {
    let depth: Int
    let index: Int
    init(depth: Int, index: Int) {
        self.depth = depth
        self.index = index
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        Frame.read(env.unsafelyUnwrapped.slot(depth: depth, index: index))
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        env.unsafelyUnwrapped.slot(depth: depth, index: index)
    }
}

/// A reference to an internal definition or `letrec` variable, which may be
/// read before it is assigned.
final class CheckedLocalRef: VariableRef {
    let depth: Int
    let index: Int
    let name: Symbol
    init(depth: Int, index: Int, name: Symbol) {
        self.depth = depth
        self.index = index
        self.name = name
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let value = env.unsafelyUnwrapped.slot(depth: depth, index: index).pointee
        if case .undefined = value { throw EvalError.unassignedVariable(name.name) }
        return value
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        env.unsafelyUnwrapped.slot(depth: depth, index: index)
    }
}

final class GlobalRef: VariableRef {
    let cell: GlobalCell
    init(_ cell: GlobalCell) { self.cell = cell }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let value = cell.value
        if case .undefined = value { throw EvalError.unboundVariable(cell.symbol.name) }
        return value
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        cell.storage
    }
}

final class SetLocal: Node {
    let depth: Int
    let index: Int
    let value: Node
    init(depth: Int, index: Int, value: Node) {
        self.depth = depth
        self.index = index
        self.value = value
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let v = try value.eval(env, cx)
        env.unsafelyUnwrapped.slot(depth: depth, index: index).pointee = v
        return .unspecified
    }
}

final class SetGlobal: Node {
    let cell: GlobalCell
    let value: Node
    init(_ cell: GlobalCell, _ value: Node) {
        self.cell = cell
        self.value = value
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let v = try value.eval(env, cx)
        if case .undefined = cell.value { throw EvalError.unboundVariable(cell.symbol.name) }
        cell.value = v
        return .unspecified
    }
}

final class DefineGlobal: Node {
    let cell: GlobalCell
    let value: Node
    init(_ cell: GlobalCell, _ value: Node) {
        self.cell = cell
        self.value = value
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        cell.value = try value.eval(env, cx)
        return .unspecified
    }
}

final class If: Node {
    let test: Node
    let consequent: Node
    let alternative: Node
    init(_ test: Node, _ consequent: Node, _ alternative: Node) {
        self.test = test
        self.consequent = consequent
        self.alternative = alternative
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if try test.test(env, cx) {
            return try consequent.eval(env, cx)
        }
        return try alternative.eval(env, cx)
    }
}

final class Sequence: Node {
    let body: [Node]
    let last: Node
    init(_ nodes: [Node]) {
        body = Array(nodes.dropLast())
        last = nodes.last!
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        for node in body { _ = try node.eval(env, cx) }
        return try last.eval(env, cx)
    }
}

/// `and` (stops at the first false value) and `or` (at the first true one);
/// the last form is in tail position.
final class Connective: Node {
    let body: [Node]
    let last: Node
    /// What ends the evaluation early: false for `and`, true for `or`.
    let stopsWhen: Bool
    init(_ nodes: [Node], stopsWhen: Bool) {
        body = Array(nodes.dropLast())
        last = nodes.last!
        self.stopsWhen = stopsWhen
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        for node in body {
            let v = try node.eval(env, cx)
            if v.isTrue == stopsWhen { return v }
        }
        return try last.eval(env, cx)
    }
}

final class MakeClosure: Node {
    let code: LambdaCode
    init(_ code: LambdaCode) { self.code = code }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        .closure(Closure(code: code, env: env))
    }
}

/// `let` and `let*` (nested lets): a new frame whose first slots are the
/// initial values, evaluated outside it. `letrec` and `letrec*` (`recursive`):
/// the initial values are evaluated inside the new frame, left to right, each
/// assigned as soon as it is known. A body's internal definitions get slots
/// after them.
final class Let: Node {
    let inits: [Node]
    let frameSize: Int
    let body: Node
    let recursive: Bool
    init(inits: [Node], frameSize: Int, body: Node, recursive: Bool = false) {
        self.inits = inits
        self.frameSize = frameSize
        self.body = body
        self.recursive = recursive
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let frame = Frame.make(count: frameSize, parent: env)
        let scope = recursive ? frame : env
        for (i, node) in inits.enumerated() { frame[i] = try node.eval(scope, cx) }
        return try body.eval(frame, cx)
    }
}

/// `(cond (test => receiver) ...)`: calls the receiver on the test's value.
final class CondArrow: Node {
    let test: Node
    let receiver: Node
    let alternative: Node
    let tail: Bool
    init(test: Node, receiver: Node, alternative: Node, tail: Bool) {
        self.test = test
        self.receiver = receiver
        self.alternative = alternative
        self.tail = tail
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let v = try test.eval(env, cx)
        guard v.isTrue else { return try alternative.eval(env, cx) }
        let f = try receiver.eval(env, cx)
        return try cx.call(f, [v], tail: tail)
    }
}

/// `(case key ((datum ...) body ...) ... (else body ...))`, compared with `eqv?`.
final class Case: Node {
    let key: Node
    let clauses: [(data: [Value], body: Node)]
    let otherwise: Node
    init(key: Node, clauses: [(data: [Value], body: Node)], otherwise: Node) {
        self.key = key
        self.clauses = clauses
        self.otherwise = otherwise
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let k = try key.eval(env, cx)
        for clause in clauses where clause.data.contains(where: { isEqv($0, k) }) {
            return try clause.body.eval(env, cx)
        }
        return try otherwise.eval(env, cx)
    }
}

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
    init(function: Node, tail: Bool) {
        self.function = function
        self.tail = tail
        operatorIsVariable = function is VariableRef
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

    /// Enters or tail-calls a closure whose frame is filled.
    @inline(__always)
    final func enter(_ c: Unmanaged<Closure>, _ frame: consuming Frame, _ cx: Interp) throws -> Value {
        try cx.enter(c, frame, tail: tail)
    }
}

final class Call0: CallNode {
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if operatorIsVariable, let u = Closure.held(in: function.location(env, cx).unsafelyUnwrapped) {
            unowned(unsafe) let c = u.takeUnretainedValue()
            if c.takesExactly(0) { return try enter(u, cx.frames.make(for: u), cx) }
            return try callEvaluated([], env, cx)
        }
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.takesExactly(0):
            return try enter(.passUnretained(c), cx.frames.make(for: .passUnretained(c)), cx)
        case .primitive(let p):
            if case .fixed0(let body) = p.body { return try body() }
        default: break
        }
        return try callGeneral(f, [], env, cx)
    }
}

final class Call1: CallNode {
    let a0: Node
    init(function: Node, tail: Bool, _ a0: Node) {
        self.a0 = a0
        super.init(function: function, tail: tail)
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if operatorIsVariable {
            let x = try a0.eval(env, cx)
            let place = function.location(env, cx).unsafelyUnwrapped
            if let u = Closure.held(in: place) {
                unowned(unsafe) let c = u.takeUnretainedValue()
                if c.takesExactly(1) {
                    return try enter(u, cx.frames.make(for: u, consume x), cx)
                }
            } else if case .primitive(let p) = place.pointee, case .fixed1(let body) = p.body {
                return try body(x)
            }
            return try callEvaluated([x], env, cx)
        }
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.takesExactly(1):
            return try enter(.passUnretained(c), cx.frames.make(for: .passUnretained(c), try a0.eval(env, cx)), cx)
        case .primitive(let p):
            if case .fixed1(let body) = p.body { return try body(a0.eval(env, cx)) }
        default: break
        }
        return try callGeneral(f, [a0], env, cx)
    }
}

final class Call2: CallNode {
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
            let place = function.location(env, cx).unsafelyUnwrapped
            if let u = Closure.held(in: place) {
                unowned(unsafe) let c = u.takeUnretainedValue()
                if c.takesExactly(2) {
                    return try enter(u, cx.frames.make(for: u, consume x, consume y), cx)
                }
            } else if case .primitive(let p) = place.pointee, let body = p.fast2 {
                return try body(x, y)
            }
            return try callEvaluated([x, y], env, cx)
        }
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.takesExactly(2):
            let x = try a0.eval(env, cx)
            return try enter(.passUnretained(c), cx.frames.make(for: .passUnretained(c), x, try a1.eval(env, cx)), cx)
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

final class Call3: CallNode {
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
            let place = function.location(env, cx).unsafelyUnwrapped
            if let u = Closure.held(in: place) {
                unowned(unsafe) let c = u.takeUnretainedValue()
                if c.takesExactly(3) {
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
            let frame = cx.frames.make(for: .passUnretained(c))
            frame[0] = try a0.eval(env, cx)
            frame[1] = try a1.eval(env, cx)
            frame[2] = try a2.eval(env, cx)
            return try enter(.passUnretained(c), frame, cx)
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

final class CallN: CallNode {
    let operands: [Node]
    /// `operands`, unretained, for the call path (`operands` keeps them).
    let operandNodes: UnsafeMutableBufferPointer<Unmanaged<Node>>
    init(function: Node, tail: Bool, _ operands: [Node]) {
        self.operands = operands
        operandNodes = .allocate(capacity: operands.count)
        _ = operandNodes.initialize(from: operands.map { Unmanaged.passUnretained($0) })
        super.init(function: function, tail: tail)
    }
    deinit { operandNodes.deallocate() }

    /// Evaluates the operands into `frame`'s first slots, which hold
    /// `.undefined` (a fresh frame): nothing to destroy before writing.
    @inline(__always)
    func fill(_ frame: Frame, _ env: Frame?, _ cx: Interp) throws {
        let slots = frame.elements
        for i in 0..<operandNodes.count {
            (slots + i).initialize(to: try operandNodes[i]._withUnsafeGuaranteedRef { try $0.eval(env, cx) })
        }
    }

    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let n = operandNodes.count
        if operatorIsVariable {
            let place = function.location(env, cx).unsafelyUnwrapped
            // The frame is made for the procedure the variable holds before
            // the operands run; it is called if the variable still holds a
            // procedure that fits the same frame (an operand may `set!` it).
            if let u = Closure.held(in: place), u._withUnsafeGuaranteedRef({ $0.takesExactly(n) }) {
                let frame = cx.frames.make(for: u)
                try fill(frame, env, cx)
                if let v = Closure.held(in: place) {
                    unowned(unsafe) let now = v.takeUnretainedValue()
                    if now.takesExactly(n) && now.frameSize == frame.count && now.envAddress == frame.parentAddress {
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
            let frame = cx.frames.make(for: .passUnretained(c))
            try fill(frame, env, cx)
            return try enter(.passUnretained(c), frame, cx)
        }
        return try callGeneral(f, operands, env, cx)
    }
}

/// A named `let`: `(let loop ((i 0)) body)` makes `loop` in a frame of its
/// own and calls it on the initial values (a tail call in tail position).
final class NamedLet: Node {
    let code: LambdaCode
    let inits: [Node]
    let tail: Bool
    init(code: LambdaCode, inits: [Node], tail: Bool) {
        self.code = code
        self.inits = inits
        self.tail = tail
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let loopFrame = Frame.make(count: 1, parent: env)
        let closure = Closure(code: code, env: loopFrame)
        loopFrame[0] = .closure(closure)
        var args: [Value] = []
        args.reserveCapacity(inits.count)
        for node in inits { args.append(try node.eval(env, cx)) }
        return try cx.call(.closure(closure), args, tail: tail)
    }
}

// MARK: - Inline primitives

/// `(+ a b)`, `(< a b)` and their kin, when the operator names the built-in
/// procedure: small exact integers are handled here without a call. If the
/// program redefines the name, `isBuiltin` turns false and the node makes an
/// ordinary call instead.
final class BinaryOperation: Node {
    enum Operator {
        case add, subtract, multiply, equal, less, greater, lessOrEqual, greaterOrEqual
    }
    let op: Operator
    let cell: GlobalCell
    let a0: Node
    let a1: Node
    let fallback: Node
    /// When both operands are variables of the current frame or an outer
    /// one, where they live: `(> a b)` then compares two small integers
    /// straight from their slots, copying neither.
    let slots: (depth0: Int, index0: Int, depth1: Int, index1: Int)?

    init(_ op: Operator, cell: GlobalCell, _ a0: Node, _ a1: Node, fallback: Node) {
        self.op = op
        self.cell = cell
        self.a0 = a0
        self.a1 = a1
        self.fallback = fallback
        if let (d0, i0) = Self.location(a0), let (d1, i1) = Self.location(a1) {
            slots = (d0, i0, d1, i1)
        } else {
            slots = nil
        }
    }

    /// The frame depth and slot of a plain local variable reference.
    static func location(_ node: Node) -> (Int, Int)? {
        switch node {
        case let n as LocalRef0: return (0, n.index)
        case let n as LocalRef1: return (1, n.index)
        case let n as LocalRef: return (n.depth, n.index)
        default: return nil
        }
    }

    /// The two operands as small integers read from their slots, if they are.
    @inline(__always)
    func integerOperands(_ env: Frame?) -> (Int, Int)? {
        guard let s = slots else { return nil }
        let frame = env.unsafelyUnwrapped
        guard case .int(let i) = frame.slot(depth: s.depth0, index: s.index0).pointee,
              case .int(let j) = frame.slot(depth: s.depth1, index: s.index1).pointee else { return nil }
        return (i, j)
    }

    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        guard cell.isBuiltin else { return try fallback.eval(env, cx) }
        if let (i, j) = integerOperands(env), let r = Self.apply(op, i, j) { return r }
        let x = try a0.eval(env, cx)
        let y = try a1.eval(env, cx)
        if case .int(let i) = x, case .int(let j) = y, let r = Self.apply(op, i, j) { return r }
        return try Self.general(op, x, y)
    }

    override func test(_ env: Frame?, _ cx: Interp) throws -> Bool {
        guard cell.isBuiltin else { return try fallback.eval(env, cx).isTrue }
        if let (i, j) = integerOperands(env) {
            switch op {
            case .equal: return i == j
            case .less: return i < j
            case .greater: return i > j
            case .lessOrEqual: return i <= j
            case .greaterOrEqual: return i >= j
            case .add, .subtract, .multiply: break
            }
        }
        let x = try a0.eval(env, cx)
        let y = try a1.eval(env, cx)
        if case .int(let i) = x, case .int(let j) = y {
            switch op {
            case .equal: return i == j
            case .less: return i < j
            case .greater: return i > j
            case .lessOrEqual: return i <= j
            case .greaterOrEqual: return i >= j
            case .add, .subtract, .multiply: break
            }
        }
        return try Self.general(op, x, y).isTrue
    }

    /// The operation on two small integers, or nil when it overflows.
    @inline(__always)
    static func apply(_ op: Operator, _ i: Int, _ j: Int) -> Value? {
        switch op {
        case .add:
            let (r, overflow) = i.addingReportingOverflow(j)
            return overflow ? nil : .int(r)
        case .subtract:
            let (r, overflow) = i.subtractingReportingOverflow(j)
            return overflow ? nil : .int(r)
        case .multiply:
            let (r, overflow) = i.multipliedReportingOverflow(by: j)
            return overflow ? nil : .int(r)
        case .equal: return .bool(i == j)
        case .less: return .bool(i < j)
        case .greater: return .bool(i > j)
        case .lessOrEqual: return .bool(i <= j)
        case .greaterOrEqual: return .bool(i >= j)
        }
    }

    /// The operation on any two values, through the numeric tower.
    static func general(_ op: Operator, _ x: Value, _ y: Value) throws -> Value {
        switch op {
        case .add: return try Num.add(x, y)
        case .subtract: return try Num.subtract(x, y)
        case .multiply: return try Num.multiply(x, y)
        case .equal: return .bool(try Num.numericEqual(x, y))
        case .less: return .bool(try Num.less(x, y))
        case .greater: return .bool(try Num.greater(x, y))
        case .lessOrEqual: return .bool(try Num.lessOrEqual(x, y))
        case .greaterOrEqual: return .bool(try Num.greaterOrEqual(x, y))
        }
    }

    static let operators: [String: Operator] = [
        "+": .add, "-": .subtract, "*": .multiply, "=": .equal, "<": .less, ">": .greater,
        "<=": .lessOrEqual, ">=": .greaterOrEqual,
    ]
}

/// `(- n 1)`, `(= n 0)`: a binary operation whose second operand is a small
/// integer literal.
final class BinaryOperationConstant: Node {
    let op: BinaryOperation.Operator
    let cell: GlobalCell
    let a0: Node
    let k: Int
    let fallback: Node
    init(_ op: BinaryOperation.Operator, cell: GlobalCell, _ a0: Node, _ k: Int, fallback: Node) {
        self.op = op
        self.cell = cell
        self.a0 = a0
        self.k = k
        self.fallback = fallback
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        guard cell.isBuiltin else { return try fallback.eval(env, cx) }
        let x = try a0.eval(env, cx)
        if case .int(let i) = x, let r = BinaryOperation.apply(op, i, k) { return r }
        return try BinaryOperation.general(op, x, .int(k))
    }
    override func test(_ env: Frame?, _ cx: Interp) throws -> Bool {
        try eval(env, cx).isTrue
    }
}

/// `(= n 0)`, `(- n 1)` with `n` a variable of the current frame: the most
/// common shape in SICP's procedures, read straight from the slot.
final class LocalOperationConstant: Node {
    let op: BinaryOperation.Operator
    let cell: GlobalCell
    let index: Int
    let k: Int
    let fallback: Node
    init(_ op: BinaryOperation.Operator, cell: GlobalCell, index: Int, _ k: Int, fallback: Node) {
        self.op = op
        self.cell = cell
        self.index = index
        self.k = k
        self.fallback = fallback
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if cell.isBuiltin, case .int(let i) = env.unsafelyUnwrapped[index],
           let r = BinaryOperation.apply(op, i, k) {
            return r
        }
        return try slowPath(env, cx)
    }
    override func test(_ env: Frame?, _ cx: Interp) throws -> Bool {
        if cell.isBuiltin, case .int(let i) = env.unsafelyUnwrapped[index] {
            switch op {
            case .equal: return i == k
            case .less: return i < k
            case .greater: return i > k
            case .lessOrEqual: return i <= k
            case .greaterOrEqual: return i >= k
            case .add, .subtract, .multiply: return true  // a number is true
            }
        }
        return try slowPath(env, cx).isTrue
    }
    @inline(never)
    func slowPath(_ env: Frame?, _ cx: Interp) throws -> Value {
        guard cell.isBuiltin else { return try fallback.eval(env, cx) }
        return try BinaryOperation.general(op, env.unsafelyUnwrapped[index], .int(k))
    }
}

/// `(apply f a ... list)` while `apply` is the built-in: in tail position the
/// call it makes is a tail call too, as R7RS asks.
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
        let f = values[0]
        var args = Array(values[1..<(values.count - 1)])
        let last = values[values.count - 1]
        guard let spread = last.listElements else {
            throw wrongType(last, values.count, "apply")
        }
        args += spread
        return try cx.call(f, args, tail: tail)
    }
}
