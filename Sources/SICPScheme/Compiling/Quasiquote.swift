/// `quasiquote`: a template compiled into nodes that build the list.
extension Compiler {
    mutating func compileQuasiquote(_ template: Value, depth: Int, scope: Scope?) throws -> Node {
        if case .vector(let v) = template {
            // `#(1 ,x ,@l)`: the elements as a list template, made a vector.
            return QuasiVector(try compileQuasiquote(Value.list(v.items), depth: depth, scope: scope))
        }
        guard case .pair(let p) = template else { return Constant(try stripped(template)) }
        if case .symbol(let s) = p.car, let parts = template.listElements, parts.count == 2 {
            if means(s, Keyword.unquote, scope) {
                if depth == 1 { return try compile(parts[1], scope: scope, tail: false) }
                return listNode([Constant(.symbol(s.plain)), try compileQuasiquote(parts[1], depth: depth - 1, scope: scope)])
            }
            if means(s, Keyword.quasiquote, scope) {
                return listNode([Constant(.symbol(s.plain)), try compileQuasiquote(parts[1], depth: depth + 1, scope: scope)])
            }
        }
        // (a ,@b c) : splice
        if case .pair(let inner) = p.car, case .symbol(let s) = inner.car, means(s, Keyword.unquoteSplicing, scope),
           depth == 1, let parts = p.car.listElements, parts.count == 2 {
            let spliced = try compile(parts[1], scope: scope, tail: false)
            let rest = try compileQuasiquote(p.cdr, depth: depth, scope: scope)
            return QuasiAppend(spliced, rest)
        }
        let car = try compileQuasiquote(p.car, depth: depth, scope: scope)
        let cdr = try compileQuasiquote(p.cdr, depth: depth, scope: scope)
        return QuasiCons(car, cdr)
    }

    private func listNode(_ nodes: [Node]) -> Node {
        var result: Node = Constant(.null)
        for node in nodes.reversed() { result = QuasiCons(node, result) }
        return result
    }
}

final class QuasiCons: Node {
    let car: Node
    let cdr: Node
    init(_ car: Node, _ cdr: Node) {
        self.car = car
        self.cdr = cdr
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let a = try car.eval(env, cx)
        return .pair(Pair(a, try cdr.eval(env, cx)))
    }
}

final class QuasiAppend: Node {
    let list: Node
    let rest: Node
    init(_ list: Node, _ rest: Node) {
        self.list = list
        self.rest = rest
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let l = try list.eval(env, cx)
        guard let elements = l.listElements else {
            throw EvalError.wrongType(object: Printer.errorRepresentation(l), argument: 1, procedure: "append")
        }
        return Value.list(elements, tail: try rest.eval(env, cx))
    }
}

final class QuasiVector: Node {
    let list: Node
    init(_ list: Node) { self.list = list }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        var items: [Value] = []
        var cursor = try list.eval(env, cx)
        while case .pair(let p) = cursor {
            items.append(p.car)
            cursor = p.cdr
        }
        return .vector(SVector(items))
    }
}
