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
        return try Self.compute(op, x, y)
    }

    /// The operation on two evaluated operands: small integers here, the
    /// rest through the numeric tower (also the control stack's last step).
    @inline(__always)
    static func compute(_ op: Operator, _ x: consuming Value, _ y: consuming Value) throws -> Value {
        if case .int(let i) = x, case .int(let j) = y, let r = apply(op, i, j) { return r }
        return try general(op, x, y)
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

    /// A comparison of two small integers; nil for `+`, `-` and `*`.
    @inline(__always)
    static func compare(_ op: Operator, _ i: Int, _ j: Int) -> Bool? {
        switch op {
        case .equal: return i == j
        case .less: return i < j
        case .greater: return i > j
        case .lessOrEqual: return i <= j
        case .greaterOrEqual: return i >= j
        case .add, .subtract, .multiply: return nil
        }
    }

    /// Whether `op` compares (and so gives a boolean).
    var isComparison: Bool { Self.compare(self.op, 0, 0) != nil }

    /// The operation on any two values, through the numeric tower. It takes
    /// the operands over: a product whose big operand nothing else holds is
    /// made in place (`Num.multiplyTaking`, `Num.addTaking`).
    static func general(_ op: Operator, _ x: consuming Value, _ y: consuming Value) throws -> Value {
        // Two reals, or a real and a small integer under `+`, `-` or `*`
        // (Newton's square roots): as the tower computes them, without its
        // dispatch. Comparisons of a real with an exact number stay exact.
        if case .real(let p) = x {
            if case .real(let q) = y { return reals(op, p, q) }
            if case .int(let j) = y, op == .add || op == .subtract || op == .multiply { return reals(op, p, Double(j)) }
        } else if case .int(let i) = x, case .real(let q) = y, op == .add || op == .subtract || op == .multiply {
            return reals(op, Double(i), q)
        }
        switch op {
        case .add: return try Num.addTaking(x, y)
        case .subtract: return try Num.subtract(x, y)
        case .multiply: return try Num.multiplyTaking(x, y)
        case .equal: return .bool(try Num.numericEqual(x, y))
        case .less: return .bool(try Num.less(x, y))
        case .greater: return .bool(try Num.greater(x, y))
        case .lessOrEqual: return .bool(try Num.lessOrEqual(x, y))
        case .greaterOrEqual: return .bool(try Num.greaterOrEqual(x, y))
        }
    }

    /// The operation on two doubles: what `Num` gives for two reals (a
    /// comparison with a NaN is false).
    @inline(__always)
    static func reals(_ op: Operator, _ p: Double, _ q: Double) -> Value {
        switch op {
        case .add: return .real(p + q)
        case .subtract: return .real(p - q)
        case .multiply: return .real(p * q)
        case .equal: return .bool(p == q)
        case .less: return .bool(p < q)
        case .greater: return .bool(p > q)
        case .lessOrEqual: return .bool(p <= q)
        case .greaterOrEqual: return .bool(p >= q)
        }
    }

    static let operators: [String: Operator] = [
        "+": .add, "-": .subtract, "*": .multiply, "=": .equal, "<": .less, ">": .greater,
        "<=": .lessOrEqual, ">=": .greaterOrEqual,
    ]
}

/// `(* counter product)`, `(+ a b)`: an inline `+`, `-` or `*` of two
/// variables (of the current frame or outer ones), read in place: two small
/// integers are combined right there, anything else (a big product, a
/// rational, an error) goes to the numeric tower with the values borrowed
/// from their slots, so that the iterative factorial's big product is
/// neither copied nor released a turn. A node of its own, not a path of
/// `BinaryOperation`'s: the recursive processes' `(+ (term a) (sum ...))`
/// keep exactly the code they had (a shared path measured them 15-22%
/// slower, a layout effect).
final class SlotOperation: Node {
    let op: BinaryOperation.Operator
    let cell: GlobalCell
    let depth0: Int
    let index0: Int
    let depth1: Int
    let index1: Int
    /// The call this stands for, made when the operator is redefined.
    let fallback: Node
    /// The operands (bit 0: the first, bit 1: the second) whose slots this
    /// may empty, taking their values over so that a big integer nothing
    /// else holds is multiplied or added to in place: set by the compiler
    /// for a form in tail position that reads the variable nowhere else,
    /// in a frame no procedure can keep (`Scope.grantTakers`). Not while
    /// an observer watches.
    var takes: UInt8 = 0

    /// The node for `(op a0 a1)` when `op` is `+`, `-` or `*` and both
    /// operands are plain variable references; nil otherwise.
    init?(_ op: BinaryOperation.Operator, cell: GlobalCell, _ a0: Node, _ a1: Node, fallback: Node) {
        guard op == .add || op == .subtract || op == .multiply,
              let (d0, i0) = BinaryOperation.location(a0), let (d1, i1) = BinaryOperation.location(a1) else { return nil }
        self.op = op
        self.cell = cell
        (depth0, index0, depth1, index1) = (d0, i0, d1, i1)
        self.fallback = fallback
    }

    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        guard cell.isBuiltin else { return try fallback.eval(env, cx) }
        let frame = env.unsafelyUnwrapped
        let x = frame.slot(depth: depth0, index: index0)
        let y = frame.slot(depth: depth1, index: index1)
        if case .int(let i) = x.pointee, case .int(let j) = y.pointee, let r = BinaryOperation.apply(op, i, j) {
            return r
        }
        return try general(x, y, cx)
    }

    /// The numeric tower on the values the two slots hold, borrowed (it runs
    /// no Scheme code that could change a slot meanwhile), or taken out of
    /// the slots `takes` names.
    @inline(never)
    private func general(_ x: UnsafeMutablePointer<Value>, _ y: UnsafeMutablePointer<Value>, _ cx: Interp) throws -> Value {
        if takes != 0, cx.observer == nil {
            var first = Value.int(0), second = Value.int(0)
            if takes & 1 != 0 { swap(&first, &x.pointee) } else { first = x.pointee }
            if takes & 2 != 0 { swap(&second, &y.pointee) } else { second = y.pointee }
            return try BinaryOperation.general(op, first, second)
        }
        return try BinaryOperation.general(op, x.pointee, y.pointee)
    }
}

/// `(* x x x)`, `(+ a b c)`: a sum or product of three operands, inline while
/// `+`/`*` is the built-in, without the primitive's argument array. The
/// operands are evaluated first, left to right, as for a call; the result
/// and any error are the primitive's, which folds as MIT does:
/// `(op z (op y x))`.
final class TernaryOperation: Node {
    let multiply: Bool
    let cell: GlobalCell
    let a0: Node
    let a1: Node
    let a2: Node
    let fallback: Node

    /// `op` is `.add` or `.multiply`.
    init?(_ op: BinaryOperation.Operator, cell: GlobalCell, _ a0: Node, _ a1: Node, _ a2: Node, fallback: Node) {
        switch op {
        case .add: multiply = false
        case .multiply: multiply = true
        default: return nil
        }
        self.cell = cell
        self.a0 = a0
        self.a1 = a1
        self.a2 = a2
        self.fallback = fallback
    }

    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        guard cell.isBuiltin else { return try fallback.eval(env, cx) }
        let x = try a0.eval(env, cx)
        let y = try a1.eval(env, cx)
        let z = try a2.eval(env, cx)
        // An operand that redefined the operator: call what it holds now,
        // as a call looks at its operator after the operands.
        guard cell.isBuiltin else { return try cx.call(cell.value, [x, y, z], tail: false) }
        return try compute(x, y, z)
    }

    /// The sum or product of three evaluated operands, folded as the
    /// primitive folds them (also the control stack's last step).
    @inline(__always)
    func compute(_ x: Value, _ y: Value, _ z: Value) throws -> Value {
        if case .int(let i) = x, case .int(let j) = y, case .int(let k) = z {
            let (r, o1) = multiply ? j.multipliedReportingOverflow(by: i) : j.addingReportingOverflow(i)
            if !o1 {
                let (t, o2) = multiply ? k.multipliedReportingOverflow(by: r) : k.addingReportingOverflow(r)
                if !o2 { return .int(t) }
            }
        }
        return try general(x, y, z)
    }

    @inline(never)
    private func general(_ x: Value, _ y: Value, _ z: Value) throws -> Value {
        multiply ? try Num.multiply(z, Num.multiply(y, x)) : try Num.add(z, Num.add(y, x))
    }
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
    /// Whether `op` compares (and so gives a boolean).
    var isComparison: Bool { BinaryOperation.compare(op, 0, 0) != nil }
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
