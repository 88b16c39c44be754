import SICP

/// Sequences as conventional interfaces (SICP 2.2.3): MIT Scheme's list
/// operations the book's exercises use (`fold-left`, `fold-right`, `fold`,
/// `reduce`, `filter`, `remove`, `delete`), and the procedures the book's
/// text defines and later sections call without defining again
/// (`enumerate-interval`, `enumerate-tree`, `flatmap`). Chapter 2's
/// `accumulate` is the kit's `accumulate` called with 3 arguments (see
/// ``Kit``). Every name can be redefined by the program.
enum Sequences {
    /// The longest list `enumerate-interval` builds: past it the answer is
    /// `;Aborting!: out of memory`, not a machine out of memory.
    static let intervalLimit = 10_000_000

    static func all(_ interp: Interp) -> [Primitive] {
        [
            Primitive("fold-left", min: 3, max: nil) { [unowned interp] args in
                let lists = try lists(args, from: 2, "fold-left")
                var result = args[1]
                for i in 0..<(lists.map(\.count).min() ?? 0) {
                    result = try call(interp, args[0], [result] + lists.map { $0[i] })
                }
                return result
            },
            Primitive("fold-right", min: 3, max: nil) { [unowned interp] args in
                let lists = try lists(args, from: 2, "fold-right")
                var result = args[1]
                for i in (0..<(lists.map(\.count).min() ?? 0)).reversed() {
                    result = try call(interp, args[0], lists.map { $0[i] } + [result])
                }
                return result
            },
            Primitive("fold", min: 3, max: nil) { [unowned interp] args in
                let lists = try lists(args, from: 2, "fold")
                var result = args[1]
                for i in 0..<(lists.map(\.count).min() ?? 0) {
                    result = try call(interp, args[0], lists.map { $0[i] } + [result])
                }
                return result
            },
            Primitive("reduce") { [unowned interp] f, initial, list in
                let elements = try Builtins.list(list, 3, "reduce")
                guard var result = elements.first else { return initial }
                for x in elements.dropFirst() { result = try Kit.callback(interp, f, x, result) }
                return result
            },
            Primitive("filter") { [unowned interp] predicate, list in
                let elements = try Builtins.list(list, 2, "filter")
                return Value.list(try elements.filter { try Kit.callback(interp, predicate, $0).isTrue })
            },
            Primitive("remove") { [unowned interp] predicate, list in
                let elements = try Builtins.list(list, 2, "remove")
                return Value.list(try elements.filter { !(try Kit.callback(interp, predicate, $0).isTrue) })
            },
            Primitive("delete") { item, list in
                Value.list(try Builtins.list(list, 2, "delete").filter { !isEqual(item, $0) })
            },
            Primitive("enumerate-interval") { [unowned interp] low, high in
                var out: [Value] = []
                var i = low
                if !(try Num.greater(low, high)),
                   try Num.greater(try Num.subtract(high, low), .int(intervalLimit)) {
                    throw EvalError.outOfMemory
                }
                while !(try Num.greater(i, high)) {
                    if interp.interrupt.isRequested { throw EvalError.interrupted }
                    out.append(i)
                    i = try Num.add(i, .int(1))
                }
                return Value.list(out)
            },
            Primitive("enumerate-tree") { tree in enumerateTree(tree) },
            Primitive("flatmap") { [unowned interp] f, sequence in
                var out: [Value] = []
                for x in try Builtins.list(sequence, 2, "flatmap") {
                    let piece = try Kit.callback(interp, f, x)
                    guard let elements = piece.listElements else { throw wrongType(piece, 1, "append") }
                    out += elements
                }
                return Value.list(out)
            },
        ]
    }

    /// Chapter 2's `(accumulate op initial sequence)`: `op` combines each
    /// element with the accumulation of the ones after it, from the right, as
    /// the book's linear recursion does (`fold-right`).
    static func accumulate(_ interp: Interp, _ op: Value, _ initial: Value, _ sequence: Value) throws -> Value {
        let elements = try Builtins.list(sequence, 3, "accumulate")
        var result = initial
        for x in elements.reversed() { result = try Kit.callback(interp, op, x, result) }
        return result
    }

    /// The lists of arguments `from...`, each checked.
    static func lists(_ args: [Value], from first: Int, _ name: String) throws -> [[Value]] {
        try args[first...].enumerated().map { try Builtins.list($1, first + $0 + 1, name) }
    }

    @inline(__always)
    static func call(_ interp: Interp, _ f: Value, _ arguments: [Value]) throws -> Value {
        switch arguments.count {
        case 1: return try Kit.callback(interp, f, arguments[0])
        case 2: return try Kit.callback(interp, f, arguments[0], arguments[1])
        default:
            try interp.checkStack()
            if interp.interrupt.isRequested { throw EvalError.interrupted }
            return try interp.apply(f, arguments)
        }
    }

    /// SICP 2.2.3's `enumerate-tree`: the leaves of a tree, left to right
    /// (an explicit stack: any depth).
    static func enumerateTree(_ tree: Value) -> Value {
        var leaves: [Value] = []
        var pending: [Value] = [tree]
        while let node = pending.popLast() {
            switch node {
            case .null: continue
            case .pair(let p):
                pending.append(p.cdr)
                pending.append(p.car)
            default: leaves.append(node)
            }
        }
        return Value.list(leaves)
    }
}
