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
    /// The frame's names, for an observer that draws environments (`,env`).
    let layout: FrameLayout
    init(inits: [Node], frameSize: Int, body: Node, recursive: Bool = false, layout: FrameLayout) {
        self.inits = inits
        self.frameSize = frameSize
        self.body = body
        self.recursive = recursive
        self.layout = layout
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let frame = Frame.make(count: frameSize, parent: env)
        let scope = recursive ? frame : env
        for (i, node) in inits.enumerated() { frame[i] = try node.eval(scope, cx) }
        if cx.observer != nil { cx.reportFrame(frame, layout) }
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

final class NamedLet: Node {
    let code: LambdaCode
    let inits: [Node]
    let tail: Bool
    /// The loop frame's names (the loop's), for `,env`.
    let layout: FrameLayout
    init(code: LambdaCode, inits: [Node], tail: Bool, layout: FrameLayout) {
        self.code = code
        self.inits = inits
        self.tail = tail
        self.layout = layout
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let loopFrame = Frame.make(count: 1, parent: env)
        let closure = Closure(code: code, env: loopFrame)
        loopFrame[0] = .closure(closure)
        if cx.observer != nil { cx.reportFrame(loopFrame, layout) }
        var args: [Value] = []
        args.reserveCapacity(inits.count)
        for node in inits { args.append(try node.eval(env, cx)) }
        return try cx.call(.closure(closure), args, tail: tail)
    }
}

/// `(if (= n 0) c a)`, `(cond ((< x k) ...) ...)`: an `if` whose test
/// compares a variable of the current frame with a small integer literal
/// (a `LocalOperationConstant` comparison), the test done inline while the
/// operator is the built-in and the slot holds a small integer. Otherwise
/// the test node runs as it would under a plain `If` (a redefined `=`, a
/// real number, an error): same values, same errors.
final class IfLocalConstant: Node {
    let op: BinaryOperation.Operator
    let cell: GlobalCell
    let index: Int
    let k: Int
    /// The `LocalOperationConstant` this stands for: the test when the
    /// inline one does not apply.
    let test: Node
    let consequent: Node
    let alternative: Node
    init(_ test: LocalOperationConstant, _ consequent: Node, _ alternative: Node) {
        op = test.op
        cell = test.cell
        index = test.index
        k = test.k
        self.test = test
        self.consequent = consequent
        self.alternative = alternative
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        try decide(env, cx) ? try consequent.eval(env, cx) : try alternative.eval(env, cx)
    }

    /// The test's outcome.
    @inline(__always)
    func decide(_ env: Frame?, _ cx: Interp) throws -> Bool {
        if cell.isBuiltin, case .int(let i) = env.unsafelyUnwrapped.elements[index],
           let r = BinaryOperation.compare(op, i, k) {
            return r
        }
        return try test.test(env, cx)
    }
}

/// `(if (> a b) ...)`: an `if` whose test compares two local variables (a
/// `BinaryOperation` comparison whose operands are slots), inline while the
/// operator is the built-in and both hold small integers; otherwise the
/// test node runs as under a plain `If`.
final class IfSlots: Node {
    let op: BinaryOperation.Operator
    let cell: GlobalCell
    let depth0: Int
    let index0: Int
    let depth1: Int
    let index1: Int
    /// The `BinaryOperation` this stands for.
    let test: Node
    let consequent: Node
    let alternative: Node
    init?(_ test: BinaryOperation, _ consequent: Node, _ alternative: Node) {
        guard let s = test.slots, test.isComparison else { return nil }
        op = test.op
        cell = test.cell
        (depth0, index0, depth1, index1) = s
        self.test = test
        self.consequent = consequent
        self.alternative = alternative
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        try decide(env, cx) ? try consequent.eval(env, cx) : try alternative.eval(env, cx)
    }

    /// The test's outcome.
    @inline(__always)
    func decide(_ env: Frame?, _ cx: Interp) throws -> Bool {
        let frame = env.unsafelyUnwrapped
        if cell.isBuiltin, case .int(let i) = frame.slot(depth: depth0, index: index0).pointee,
           case .int(let j) = frame.slot(depth: depth1, index: index1).pointee,
           let r = BinaryOperation.compare(op, i, j) {
            return r
        }
        return try test.test(env, cx)
    }
}

/// An `if` (or `cond` clause, `when`, `unless`) of `test`, `consequent` and
/// `alternative`: a fused node when the test is a comparison it can do
/// inline, a plain `If` otherwise.
func makeIf(_ test: Node, _ consequent: Node, _ alternative: Node) -> Node {
    let fused: Node
    if let t = test as? LocalOperationConstant, t.isComparison {
        fused = IfLocalConstant(t, consequent, alternative)
    } else if let t = test as? BinaryOperation, let node = IfSlots(t, consequent, alternative) {
        fused = node
    } else {
        return If(test, consequent, alternative)
    }
    // A fused if whose alternative is another (a `cond` of comparisons):
    // one chain.
    if let chain = alternative as? IfChain { return IfChain([fused] + chain.links, otherwise: chain.otherwise) }
    if let next = alternative as? IfLocalConstant { return IfChain([fused, next], otherwise: next.alternative) }
    if let next = alternative as? IfSlots { return IfChain([fused, next], otherwise: next.alternative) }
    return fused
}

/// `(cond ((= n 1) 1) ((= n level) 1) ((= n 0) 0) (else ...))`, and `if`s
/// nested the same way: fused ifs (`IfLocalConstant`, `IfSlots`) each the
/// alternative of the one before, tested in a loop rather than each by
/// the one before it: one node's call and frame for the whole `cond`.
/// Each link decides as it does alone, so values and errors are the same.
final class IfChain: Node {
    /// The fused ifs, outermost first (each keeps its own alternative, the
    /// rest of the chain, which the chain does not use).
    let links: [Node]
    /// The last link's alternative.
    let otherwise: Node
    /// `links`, unretained, with what the loop needs of each.
    private let table: UnsafeMutableBufferPointer<Link>

    private struct Link {
        let node: NodeRef
        /// An `IfSlots` (true) or an `IfLocalConstant`.
        let comparesSlots: Bool
        let consequent: NodeRef
    }

    init(_ links: [Node], otherwise: Node) {
        self.links = links
        self.otherwise = otherwise
        table = .allocate(capacity: links.count)
        _ = table.initialize(from: links.map { link in
            if let n = link as? IfSlots { return Link(node: NodeRef(n), comparesSlots: true, consequent: NodeRef(n.consequent)) }
            let n = unsafeDowncast(link, to: IfLocalConstant.self)
            return Link(node: NodeRef(n), comparesSlots: false, consequent: NodeRef(n.consequent))
        })
    }

    deinit { table.deallocate() }

    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        try select(env, cx).with { try $0.eval(env, cx) }
    }

    /// The consequent of the first link whose test holds, or `otherwise`.
    @inline(__always)
    func select(_ env: Frame?, _ cx: Interp) throws -> NodeRef {
        for link in table {
            let yes = link.comparesSlots
                ? try link.node.with { try unsafeDowncast($0, to: IfSlots.self).decide(env, cx) }
                : try link.node.with { try unsafeDowncast($0, to: IfLocalConstant.self).decide(env, cx) }
            if yes { return link.consequent }
        }
        return NodeRef(otherwise)
    }
}

/// `(delay e)` and `(delay-force e)`: a promise of the procedure `e` is the
/// body of (see ``Promise``).
final class MakePromise: Node {
    let procedure: MakeClosure
    let chains: Bool
    init(_ procedure: MakeClosure, chains: Bool) {
        self.procedure = procedure
        self.chains = chains
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        .promise(Promise(thunk: try procedure.eval(env, cx), chains: chains))
    }
}

/// `(cons-stream a b)`: the pair of `a`'s value and a promise of `b`.
final class ConsStream: Node {
    let car: Node
    let cdr: MakePromise
    init(car: Node, cdr: MakePromise) {
        self.car = car
        self.cdr = cdr
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let first = try car.eval(env, cx)
        return .pair(Pair(first, try cdr.eval(env, cx)))
    }
}
