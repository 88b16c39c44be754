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
}

/// A global variable's storage. `.undefined` means unbound.
final class GlobalCell {
    let symbol: Symbol
    var value: Value = .undefined
    init(_ symbol: Symbol) { self.symbol = symbol }
}

final class Constant: Node {
    let value: Value
    init(_ value: Value) { self.value = value }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value { value }
}

final class LocalRef0: Node {
    let index: Int
    init(_ index: Int) { self.index = index }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        env.unsafelyUnwrapped[index]
    }
}

final class LocalRef1: Node {
    let index: Int
    init(_ index: Int) { self.index = index }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        env.unsafelyUnwrapped.parent.unsafelyUnwrapped[index]
    }
}

final class LocalRef: Node {
    let depth: Int
    let index: Int
    init(depth: Int, index: Int) {
        self.depth = depth
        self.index = index
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        var frame = env.unsafelyUnwrapped
        for _ in 0..<depth { frame = frame.parent.unsafelyUnwrapped }
        return frame[index]
    }
}

/// A reference to an internal definition or `letrec` variable, which may be
/// read before it is assigned.
final class CheckedLocalRef: Node {
    let depth: Int
    let index: Int
    let name: Symbol
    init(depth: Int, index: Int, name: Symbol) {
        self.depth = depth
        self.index = index
        self.name = name
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        var frame = env.unsafelyUnwrapped
        for _ in 0..<depth { frame = frame.parent.unsafelyUnwrapped }
        let value = frame[index]
        if case .undefined = value { throw EvalError.unassignedVariable(name.name) }
        return value
    }
}

final class GlobalRef: Node {
    let cell: GlobalCell
    init(_ cell: GlobalCell) { self.cell = cell }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let value = cell.value
        if case .undefined = value { throw EvalError.unboundVariable(cell.symbol.name) }
        return value
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
        var frame = env.unsafelyUnwrapped
        for _ in 0..<depth { frame = frame.parent.unsafelyUnwrapped }
        frame[index] = v
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
        if try test.eval(env, cx).isTrue {
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

final class And: Node {
    let body: [Node]
    let last: Node
    init(_ nodes: [Node]) {
        body = Array(nodes.dropLast())
        last = nodes.last!
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        for node in body {
            let v = try node.eval(env, cx)
            if !v.isTrue { return v }
        }
        return try last.eval(env, cx)
    }
}

final class Or: Node {
    let body: [Node]
    let last: Node
    init(_ nodes: [Node]) {
        body = Array(nodes.dropLast())
        last = nodes.last!
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        for node in body {
            let v = try node.eval(env, cx)
            if v.isTrue { return v }
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

/// `let`, `let*` (nested) and the frame of a body's internal definitions:
/// a new frame whose first slots are the initial values, evaluated outside it.
final class Let: Node {
    let inits: [Node]
    let frameSize: Int
    let body: Node
    init(inits: [Node], frameSize: Int, body: Node) {
        self.inits = inits
        self.frameSize = frameSize
        self.body = body
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let frame = Frame.make(count: frameSize, parent: env)
        for (i, node) in inits.enumerated() { frame[i] = try node.eval(env, cx) }
        return try body.eval(frame, cx)
    }
}

/// `letrec` and `letrec*`: the initial values are evaluated inside the new
/// frame, left to right, each assigned as soon as it is known.
final class Letrec: Node {
    let inits: [Node]
    let frameSize: Int
    let body: Node
    init(inits: [Node], frameSize: Int, body: Node) {
        self.inits = inits
        self.frameSize = frameSize
        self.body = body
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let frame = Frame.make(count: frameSize, parent: env)
        for (i, node) in inits.enumerated() { frame[i] = try node.eval(frame, cx) }
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
class CallNode: Node {
    let function: Node
    let tail: Bool
    init(function: Node, tail: Bool) {
        self.function = function
        self.tail = tail
    }

    /// The general path: evaluate the operands into an array, then call.
    @inline(never)
    final func callGeneral(_ f: Value, _ operands: [Node], _ env: Frame?, _ cx: Interp) throws -> Value {
        var args: [Value] = []
        args.reserveCapacity(operands.count)
        for node in operands { args.append(try node.eval(env, cx)) }
        return try cx.call(f, args, tail: tail)
    }

    /// Enters or tail-calls a closure whose frame is filled.
    @inline(__always)
    final func enter(_ c: Closure, _ frame: Frame, _ cx: Interp) throws -> Value {
        if tail {
            cx.tailClosure = c
            cx.tailFrame = frame
            return .tailCall
        }
        return try cx.run(c, frame)
    }
}

final class Call0: CallNode {
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.code.takesExactly(0):
            return try enter(c, Frame.make(count: c.code.frameSize, parent: c.env), cx)
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
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.code.takesExactly(1):
            let frame = Frame.make(count: c.code.frameSize, parent: c.env)
            frame[0] = try a0.eval(env, cx)
            return try enter(c, frame, cx)
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
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.code.takesExactly(2):
            let frame = Frame.make(count: c.code.frameSize, parent: c.env)
            frame[0] = try a0.eval(env, cx)
            frame[1] = try a1.eval(env, cx)
            return try enter(c, frame, cx)
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
        let f = try function.eval(env, cx)
        switch f {
        case .closure(let c) where c.code.takesExactly(3):
            let frame = Frame.make(count: c.code.frameSize, parent: c.env)
            frame[0] = try a0.eval(env, cx)
            frame[1] = try a1.eval(env, cx)
            frame[2] = try a2.eval(env, cx)
            return try enter(c, frame, cx)
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
    init(function: Node, tail: Bool, _ operands: [Node]) {
        self.operands = operands
        super.init(function: function, tail: tail)
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let f = try function.eval(env, cx)
        if case .closure(let c) = f, c.code.takesExactly(operands.count) {
            let frame = Frame.make(count: c.code.frameSize, parent: c.env)
            for (i, node) in operands.enumerated() { frame[i] = try node.eval(env, cx) }
            return try enter(c, frame, cx)
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
