/// R7RS 6.4's list procedures that go past the book's: `member` and `assoc`
/// with a comparison, `list-copy` of any object, `list-set!`, `make-list`.
///
/// ```scheme
/// (member "B" '("a" "b" "c") string-ci=?)   ; ("b" "c")
/// (assoc 2.0 '((1 1) (2 4) (3 9)) =)        ; (2 4)
/// (list-copy '(6 7 8 . 9))                  ; (6 7 8 . 9)
/// (make-list 2 'x)                          ; (x x)
/// ```
///
/// Every walk ends on a circular list with MIT's wrong-type error and polls
/// the interrupt flag.
enum Lists {
    static func all(_ interp: Interp) -> [Primitive] {
        [
            Primitive("member", min: 2, max: 3) { [unowned interp] args in
                let same = try comparison(args, interp, "member")
                return try walk(args[1], "member") { p in try same(args[0], p.car) ? .pair(p) : nil } ?? .false
            },
            Primitive("assoc", min: 2, max: 3) { [unowned interp] args in
                let same = try comparison(args, interp, "assoc")
                return try walk(args[1], "assoc") { p in
                    guard case .pair(let entry) = p.car else { throw wrongType(p.car, 2, "assoc") }
                    return try same(args[0], entry.car) ? p.car : nil
                } ?? .false
            },
            Primitive("list-copy") { v in
                // R7RS: any object; the pairs of a list are copied, an
                // improper tail kept.
                var items: [Value] = []
                var tail = v
                _ = try walk(v, "list-copy", proper: false) { p in
                    items.append(p.car)
                    tail = p.cdr
                    return nil
                }
                return Value.list(items, tail: tail)
            },
            Primitive("list-set!") { l, k, x in
                guard case .int(let n) = k, n >= 0 else { throw wrongType(k, 2, "list-set!") }
                var cursor = l
                var i = 0
                var poll = Walk.Poll()
                while case .pair(let p) = cursor {
                    if i == n {
                        p.car = x
                        return .unspecified
                    }
                    i += 1
                    cursor = p.cdr
                    try poll.tick()
                }
                throw badRange(k, 2, "list-set!")
            },
            Primitive("make-list", min: 1, max: 2) { args in
                let n = try DataArguments.size(args[0], 1, "make-list")
                try DataArguments.reserve(n, bytes: 48)
                let fill = args.count == 2 ? args[1] : .unspecified
                var result = Value.null
                for _ in 0..<n { result = .pair(Pair(fill, result)) }
                return result
            },
        ]
    }

    /// `equal?`, or the procedure given as the third argument.
    private static func comparison(
        _ args: [Value], _ interp: Interp, _ name: String
    ) throws -> (Value, Value) throws -> Bool {
        guard args.count == 3 else { return { isEqual($0, $1) } }
        let f = args[2]
        guard f.isProcedure else { throw wrongType(f, 3, name) }
        return { a, b in try interp.apply(f, [a, b]).isTrue }
    }

    /// Calls `visit` on each pair of the list `l` until it returns a value;
    /// nil at the end. A circular list, or (when `proper`) one that ends in
    /// other than `()`, is MIT's wrong-type error for the second argument
    /// (the first for `list-copy`).
    private static func walk(
        _ l: Value, _ name: String, proper: Bool = true, _ visit: (Pair) throws -> Value?
    ) throws -> Value? {
        let argument = name == "list-copy" ? 1 : 2
        var cursor = l
        var tortoise = l
        var steps = 0
        var poll = Walk.Poll()
        while case .pair(let p) = cursor {
            if let found = try visit(p) { return found }
            cursor = p.cdr
            steps += 1
            if steps & 1 == 0, case .pair(let t) = tortoise { tortoise = t.cdr }
            if case .pair(let c) = cursor, case .pair(let t) = tortoise, c === t { throw wrongType(l, argument, name) }
            try poll.tick()
        }
        if proper, !isNullValue(cursor) { throw wrongType(l, argument, name) }
        return nil
    }

    private static func isNullValue(_ v: Value) -> Bool {
        if case .null = v { return true }
        return false
    }
}
