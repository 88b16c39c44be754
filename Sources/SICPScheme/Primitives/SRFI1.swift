/// SRFI 1's list procedures that learners call (MIT Scheme has them all
/// built in; Guile, Gauche, CHICKEN and Racket's `srfi/1` give them by
/// module), with SRFI 1's argument orders:
///
/// ```scheme
/// (any odd? '(2 4 5))                          ; #t
/// (filter-map (lambda (x) (and (even? x) (* x x))) '(1 2 3 4))   ; (4 16)
/// (delete-duplicates '(1 2 1 3 2))             ; (1 2 3)
/// (reduce-right + 0 '(1 2 3))                  ; 6
/// (lset-union eq? '(a b) '(b c))               ; (c a b)
/// ```
///
/// `any`, `every`, `filter-map`, `delete-duplicates`, `partition`, `count`,
/// `first` ... `tenth`, `last`, `take`, `drop`, `take-right`, `drop-right`,
/// `take-while`, `drop-while`, `span`, `break`, `find`, `find-tail`,
/// `append-map`, `concatenate`, `reduce-right`, `unfold`, `unfold-right`,
/// `list-index`, `append-reverse`, `list-tabulate`, `xcons`, `lset-adjoin`,
/// `lset-union`, `lset-intersection`, `lset-difference`, `alist-copy`, and
/// `member` and `assoc` with an equivalence as third argument (R7RS too);
/// MIT's `list-head` and `sublist`. `fold`, `fold-left`, `fold-right`,
/// `reduce`, `filter`, `remove`, `delete` and `iota` are the kit's
/// (`Sequences`). Errors are worded as MIT Scheme 12.1 words them.
///
/// Every walk polls the interrupt flag, and a circular list where a
/// proper one is needed is a wrong-type error, not a hang.
enum SRFI1 {
    /// The elements of the proper list `v`: a circular or improper list is
    /// `wrongType(v, argument, name)`. Polls the interrupt flag.
    static func elements(_ v: Value, _ argument: Int, _ name: String, _ interp: Interp) throws -> [Value] {
        var out: [Value] = []
        var slow = v, fast = v
        while true {
            guard case .pair(let p) = fast else {
                guard case .null = fast else { throw wrongType(v, argument, name) }
                return out
            }
            out.append(p.car)
            fast = p.cdr
            if out.count & 1 == 0 {
                if case .pair(let s) = slow { slow = s.cdr }
                if case .pair(let a) = slow, case .pair(let b) = fast, a === b { throw wrongType(v, argument, name) }
                if out.count & 4095 == 0, interp.interrupt.isRequested { throw interp.interrupt.error }
            }
        }
    }

    /// The lists of `args[from...]`, each checked.
    static func lists(_ args: [Value], from first: Int, _ name: String, _ interp: Interp) throws -> [[Value]] {
        try args[first...].enumerated().map { try elements($1, first + $0 + 1, name, interp) }
    }

    /// Calls `f` on `arguments`, keeping Ctrl-C and the stack limit in force.
    static func call(_ interp: Interp, _ f: Value, _ arguments: [Value]) throws -> Value {
        try Sequences.call(interp, f, arguments)
    }

    static func procedure(_ v: Value, _ argument: Int, _ name: String) throws -> Value {
        guard v.isProcedure else { throw wrongType(v, argument, name) }
        return v
    }

    /// A non-negative exact integer count.
    static func count(_ v: Value, _ argument: Int, _ name: String) throws -> Int {
        guard case .int(let n) = v else { throw wrongType(v, argument, name) }
        guard n >= 0 else { throw badRange(v, argument, name) }
        return n
    }

    static func all(_ interp: Interp) -> [Primitive] {
        selectors() + searching(interp) + building(interp) + sets(interp)
    }

    // MARK: Selectors

    static func selectors() -> [Primitive] {
        let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        var result: [Primitive] = []
        for (k, name) in ordinals.enumerated() {
            result.append(Primitive(name) { list in
                var cursor = list
                for _ in 0..<k {
                    guard case .pair(let p) = cursor else { throw MIT.anArgument(cursor, "safe-car", "the correct type") }
                    cursor = p.cdr
                }
                guard case .pair(let p) = cursor else { throw MIT.anArgument(cursor, "safe-car", "the correct type") }
                return p.car
            })
        }
        result += [
            Primitive("last") { list in
                guard case .pair(var p) = list else { throw MIT.anArgument(list, "last-pair", "the correct type") }
                var steps = 0
                while case .pair(let next) = p.cdr {
                    p = next
                    steps += 1
                    if steps > 100_000_000 { throw wrongType(list, 1, "last") }
                }
                return p.car
            },
            Primitive("take") { list, k in try take(list, k, "take") },
            Primitive("list-head") { list, k in try take(list, k, "list-head") },
            Primitive("drop") { list, k in
                var cursor = list
                for _ in 0..<(try count(k, 2, "drop")) {
                    guard case .pair(let p) = cursor else { throw badRange(k, 2, "drop") }
                    cursor = p.cdr
                }
                return cursor
            },
            Primitive("sublist") { list, start, end in
                let s = try count(start, 2, "sublist"), e = try count(end, 3, "sublist")
                guard s <= e else { throw badRange(start, 2, "sublist") }
                let head = try take(list, end, "sublist")
                return Value.list(head.listElements?.dropFirst(s) ?? [])
            },
        ]
        return result
    }

    /// The first `k` elements of `list`, a new list.
    static func take(_ list: Value, _ k: Value, _ name: String) throws -> Value {
        let n = try count(k, 2, name)
        var out: [Value] = []
        var cursor = list
        while out.count < n {
            guard case .pair(let p) = cursor else { throw badRange(k, 2, name) }
            out.append(p.car)
            cursor = p.cdr
        }
        return Value.list(out)
    }

    // MARK: Searching and filtering

    static func searching(_ interp: Interp) -> [Primitive] {
        [
            Primitive("any", min: 2, max: nil) { [unowned interp] args in
                let f = try procedure(args[0], 1, "any")
                let lists = try lists(args, from: 1, "any", interp)
                for i in 0..<(lists.map(\.count).min() ?? 0) {
                    let v = try call(interp, f, lists.map { $0[i] })
                    if v.isTrue { return v }
                }
                return .false
            },
            Primitive("every", min: 2, max: nil) { [unowned interp] args in
                let f = try procedure(args[0], 1, "every")
                let lists = try lists(args, from: 1, "every", interp)
                var last = Value.true
                for i in 0..<(lists.map(\.count).min() ?? 0) {
                    last = try call(interp, f, lists.map { $0[i] })
                    if !last.isTrue { return .false }
                }
                return last
            },
            Primitive("count", min: 2, max: nil) { [unowned interp] args in
                let f = try procedure(args[0], 1, "count")
                let lists = try lists(args, from: 1, "count", interp)
                var n = 0
                for i in 0..<(lists.map(\.count).min() ?? 0) where try call(interp, f, lists.map { $0[i] }).isTrue {
                    n += 1
                }
                return .int(n)
            },
            Primitive("list-index", min: 2, max: nil) { [unowned interp] args in
                let f = try procedure(args[0], 1, "list-index")
                let lists = try lists(args, from: 1, "list-index", interp)
                for i in 0..<(lists.map(\.count).min() ?? 0) where try call(interp, f, lists.map { $0[i] }).isTrue {
                    return .int(i)
                }
                return .false
            },
            Primitive("filter-map", min: 2, max: nil) { [unowned interp] args in
                let f = try procedure(args[0], 1, "filter-map")
                let lists = try lists(args, from: 1, "filter-map", interp)
                var out: [Value] = []
                for i in 0..<(lists.map(\.count).min() ?? 0) {
                    let v = try call(interp, f, lists.map { $0[i] })
                    if v.isTrue { out.append(v) }
                }
                return Value.list(out)
            },
            Primitive("find") { [unowned interp] f, list in
                for x in try elements(list, 2, "find", interp) where try call(interp, f, [x]).isTrue { return x }
                return .false
            },
            Primitive("find-tail") { [unowned interp] f, list in
                _ = try elements(list, 2, "find-tail", interp)
                var cursor = list
                while case .pair(let p) = cursor {
                    if try call(interp, f, [p.car]).isTrue { return cursor }
                    cursor = p.cdr
                }
                return .false
            },
            Primitive("take-while") { [unowned interp] f, list in
                var out: [Value] = []
                for x in try elements(list, 2, "take-while", interp) {
                    guard try call(interp, f, [x]).isTrue else { break }
                    out.append(x)
                }
                return Value.list(out)
            },
            Primitive("drop-while") { [unowned interp] f, list in
                _ = try elements(list, 2, "drop-while", interp)
                var cursor = list
                while case .pair(let p) = cursor, try call(interp, f, [p.car]).isTrue { cursor = p.cdr }
                return cursor
            },
            Primitive("span") { [unowned interp] f, list in try span(interp, f, list, "span", stopWhen: false) },
            Primitive("break") { [unowned interp] f, list in try span(interp, f, list, "break", stopWhen: true) },
            Primitive("partition") { [unowned interp] f, list in
                var yes: [Value] = [], no: [Value] = []
                for x in try elements(list, 2, "partition", interp) {
                    if try call(interp, f, [x]).isTrue { yes.append(x) } else { no.append(x) }
                }
                return .multipleValues([Value.list(yes), Value.list(no)])
            },
            Primitive("delete-duplicates", min: 1, max: 2) { [unowned interp] args in
                let same = args.count > 1 ? try procedure(args[1], 2, "delete-duplicates") : nil
                var kept: [Value] = []
                for x in try elements(args[0], 1, "delete-duplicates", interp) {
                    if try !contains(interp, kept, x, same) { kept.append(x) }
                }
                return Value.list(kept)
            },
            Primitive("member", min: 2, max: 3) { [unowned interp] args in
                guard args.count == 3 else { return try Builtins.member(args[0], args[1], "member", isEqual) }
                let same = try procedure(args[2], 3, "member")
                _ = try elements(args[1], 2, "member", interp)
                var cursor = args[1]
                while case .pair(let p) = cursor {
                    if try call(interp, same, [args[0], p.car]).isTrue { return cursor }
                    cursor = p.cdr
                }
                return .false
            },
            Primitive("assoc", min: 2, max: 3) { [unowned interp] args in
                guard args.count == 3 else { return try Builtins.assoc(args[0], args[1], "assoc", isEqual) }
                let same = try procedure(args[2], 3, "assoc")
                for entry in try elements(args[1], 2, "assoc", interp) {
                    guard case .pair(let e) = entry else { throw wrongType(entry, 2, "assoc") }
                    if try call(interp, same, [args[0], e.car]).isTrue { return entry }
                }
                return .false
            },
        ]
    }

    /// `span` (stopWhen false: the longest prefix whose elements satisfy
    /// `f`) and `break` (stopWhen true: the longest prefix whose elements
    /// do not), and the rest: two values.
    static func span(_ interp: Interp, _ f: Value, _ list: Value, _ name: String, stopWhen: Bool) throws -> Value {
        var prefix: [Value] = []
        _ = try elements(list, 2, name, interp)
        var cursor = list
        while case .pair(let p) = cursor, try call(interp, f, [p.car]).isTrue != stopWhen {
            prefix.append(p.car)
            cursor = p.cdr
        }
        return .multipleValues([Value.list(prefix), cursor])
    }

    /// Whether `items` holds an element the same as `x` (`equal?`, or `same`).
    static func contains(_ interp: Interp, _ items: [Value], _ x: Value, _ same: Value?) throws -> Bool {
        for y in items {
            if let same {
                if try call(interp, same, [y, x]).isTrue { return true }
            } else if isEqual(y, x) {
                return true
            }
        }
        return false
    }

    // MARK: Building lists

    static func building(_ interp: Interp) -> [Primitive] {
        [
            Primitive("append-map", min: 2, max: nil) { [unowned interp] args in
                let f = try procedure(args[0], 1, "append-map")
                let lists = try lists(args, from: 1, "append-map", interp)
                var out: [Value] = []
                for i in 0..<(lists.map(\.count).min() ?? 0) {
                    let piece = try call(interp, f, lists.map { $0[i] })
                    out += try elements(piece, 1, "append", interp)
                }
                return Value.list(out)
            },
            Primitive("concatenate") { [unowned interp] lists in
                let parts = try elements(lists, 1, "concatenate", interp)
                guard let last = parts.last else { return .null }
                var out: [Value] = []
                for part in parts.dropLast() { out += try elements(part, 1, "append", interp) }
                return Value.list(out, tail: last)
            },
            Primitive("append-reverse") { [unowned interp] reversed, tail in
                Value.list(try elements(reversed, 1, "append-reverse", interp).reversed(), tail: tail)
            },
            Primitive("reduce-right") { [unowned interp] f, initial, list in
                let items = try elements(list, 3, "reduce-right", interp)
                guard var result = items.last else { return initial }
                for x in items.dropLast().reversed() { result = try call(interp, f, [x, result]) }
                return result
            },
            // (unfold stop? mapper successor seed [tail-gen])
            Primitive("unfold", min: 4, max: 5) { [unowned interp] args in
                var out: [Value] = []
                var seed = args[3]
                while !(try call(interp, args[0], [seed]).isTrue) {
                    if out.count >= Sequences.intervalLimit { throw EvalError.outOfMemory }
                    out.append(try call(interp, args[1], [seed]))
                    seed = try call(interp, args[2], [seed])
                }
                let tail = args.count > 4 ? try call(interp, args[4], [seed]) : .null
                return Value.list(out, tail: tail)
            },
            // (unfold-right stop? mapper successor seed [tail])
            Primitive("unfold-right", min: 4, max: 5) { [unowned interp] args in
                var result = args.count > 4 ? args[4] : .null
                var seed = args[3]
                var n = 0
                while !(try call(interp, args[0], [seed]).isTrue) {
                    n += 1
                    if n > Sequences.intervalLimit { throw EvalError.outOfMemory }
                    result = .pair(Pair(try call(interp, args[1], [seed]), result))
                    seed = try call(interp, args[2], [seed])
                }
                return result
            },
            Primitive("list-tabulate") { [unowned interp] n, f in
                let k = try count(n, 1, "list-tabulate")
                if k > Sequences.intervalLimit { throw EvalError.outOfMemory }
                var out: [Value] = []
                for i in 0..<k { out.append(try call(interp, f, [.int(i)])) }
                return Value.list(out)
            },
            Primitive("xcons") { a, b in .pair(Pair(b, a)) },
            Primitive("take-right") { [unowned interp] list, k in
                let n = try count(k, 2, "take-right")
                let items = try elements(list, 1, "take-right", interp)
                guard n <= items.count else { throw badRange(k, 2, "take-right") }
                var cursor = list
                for _ in 0..<(items.count - n) { if case .pair(let p) = cursor { cursor = p.cdr } }
                return cursor
            },
            Primitive("drop-right") { [unowned interp] list, k in
                let n = try count(k, 2, "drop-right")
                let items = try elements(list, 1, "drop-right", interp)
                guard n <= items.count else { throw badRange(k, 2, "drop-right") }
                return Value.list(items.dropLast(n))
            },
            Primitive("alist-copy") { [unowned interp] alist in
                Value.list(try elements(alist, 1, "alist-copy", interp).map { entry in
                    if case .pair(let p) = entry { return .pair(Pair(p.car, p.cdr)) }
                    return entry
                })
            },
        ]
    }

    // MARK: Lists as sets

    static func sets(_ interp: Interp) -> [Primitive] {
        [
            Primitive("lset-adjoin", min: 2, max: nil) { [unowned interp] args in
                let same = try procedure(args[0], 1, "lset-adjoin")
                var items = try elements(args[1], 2, "lset-adjoin", interp)
                var result = args[1]
                for x in args.dropFirst(2) where try !contains(interp, items, x, same) {
                    items.append(x)
                    result = .pair(Pair(x, result))
                }
                return result
            },
            Primitive("lset-union", min: 1, max: nil) { [unowned interp] args in
                let same = try procedure(args[0], 1, "lset-union")
                guard args.count > 1 else { return .null }
                var result = args[1]
                var items = try elements(args[1], 2, "lset-union", interp)
                for (i, list) in args.dropFirst(2).enumerated() {
                    for x in try elements(list, i + 3, "lset-union", interp) where try !contains(interp, items, x, same) {
                        items.append(x)
                        result = .pair(Pair(x, result))
                    }
                }
                return result
            },
            Primitive("lset-intersection", min: 2, max: nil) { [unowned interp] args in
                let same = try procedure(args[0], 1, "lset-intersection")
                let others = try lists(args, from: 2, "lset-intersection", interp)
                var out: [Value] = []
                for x in try elements(args[1], 2, "lset-intersection", interp) {
                    var everywhere = true
                    for other in others where try !contains(interp, other, x, same) { everywhere = false; break }
                    if everywhere { out.append(x) }
                }
                return Value.list(out)
            },
            Primitive("lset-difference", min: 2, max: nil) { [unowned interp] args in
                let same = try procedure(args[0], 1, "lset-difference")
                let others = try lists(args, from: 2, "lset-difference", interp)
                var out: [Value] = []
                for x in try elements(args[1], 2, "lset-difference", interp) {
                    var elsewhere = false
                    for other in others where try contains(interp, other, x, same) { elsewhere = true; break }
                    if !elsewhere { out.append(x) }
                }
                return Value.list(out)
            },
        ]
    }
}
