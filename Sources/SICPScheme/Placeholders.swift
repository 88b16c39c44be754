// Temporary: replaced by the reader/numbers branch.
public struct Reader {
    var items: [Value] = []
    public init(_ text: String) {
        // Tiny integer/symbol/list reader for bootstrapping only.
        var stack: [[Value]] = [[]]
        var token = ""
        func flush() {
            guard !token.isEmpty else { return }
            if let n = Int(token) { stack[stack.count - 1].append(.int(n)) }
            else if token == "#t" { stack[stack.count - 1].append(.true) }
            else if token == "#f" { stack[stack.count - 1].append(.false) }
            else { stack[stack.count - 1].append(.symbol(Symbol.intern(token))) }
            token = ""
        }
        for ch in text {
            switch ch {
            case "(": flush(); stack.append([])
            case ")": flush(); let l = stack.removeLast(); stack[stack.count - 1].append(Value.list(l))
            case " ", "\n", "\t": flush()
            case "'": token = ""; stack.append([.symbol(Symbol.intern("quote"))]); stack.append([])
            default: token.append(ch)
            }
        }
        flush()
        items = stack[0]
    }
    public mutating func read() throws -> Value? {
        if items.isEmpty { return nil }
        return items.removeFirst()
    }
}
public enum Num {
    public static func add(_ a: Value, _ b: Value) throws -> Value {
        guard case .int(let x) = a, case .int(let y) = b else { throw EvalError.wrongType(object: "?", argument: 1, procedure: "integer-add") }
        return .int(x + y)
    }
    public static func subtract(_ a: Value, _ b: Value) throws -> Value {
        guard case .int(let x) = a, case .int(let y) = b else { throw EvalError.wrongType(object: "?", argument: 1, procedure: "integer-subtract") }
        return .int(x - y)
    }
    public static func multiply(_ a: Value, _ b: Value) throws -> Value {
        guard case .int(let x) = a, case .int(let y) = b else { throw EvalError.wrongType(object: "?", argument: 1, procedure: "integer-multiply") }
        return .int(x * y)
    }
    public static func less(_ a: Value, _ b: Value) throws -> Bool {
        guard case .int(let x) = a, case .int(let y) = b else { throw EvalError.wrongType(object: "?", argument: 1, procedure: "integer-less?") }
        return x < y
    }
    public static func lessOrEqual(_ a: Value, _ b: Value) throws -> Bool { try !less(b, a) }
    public static func greaterOrEqual(_ a: Value, _ b: Value) throws -> Bool { try !less(a, b) }
    public static func greater(_ a: Value, _ b: Value) throws -> Bool { try less(b, a) }
    public static func numericEqual(_ a: Value, _ b: Value) throws -> Bool {
        guard case .int(let x) = a, case .int(let y) = b else { throw EvalError.wrongType(object: "?", argument: 1, procedure: "integer-equal?") }
        return x == y
    }
}
public enum NumericPrimitives {
    public static func all() -> [Primitive] {
        [
            Primitive("+", min: 0, max: nil, fast2: Num.add) { args in try args.reduce(.int(0), Num.add) },
            Primitive("*", min: 0, max: nil, fast2: Num.multiply) { args in try args.reduce(.int(1), Num.multiply) },
            Primitive("-", min: 1, max: nil, fast2: Num.subtract) { args in try args.dropFirst().reduce(args[0], Num.subtract) },
            Primitive("<") { a, b in .bool(try Num.less(a, b)) },
            Primitive(">") { a, b in .bool(try Num.greater(a, b)) },
            Primitive("=") { a, b in .bool(try Num.numericEqual(a, b)) },
        ]
    }
}
public func isEq(_ a: Value, _ b: Value) -> Bool { isEqv(a, b) }
public func isEqv(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case let (.int(x), .int(y)): return x == y
    case let (.symbol(x), .symbol(y)): return x === y
    default: return false
    }
}
public func isEqual(_ a: Value, _ b: Value) -> Bool { isEqv(a, b) }
