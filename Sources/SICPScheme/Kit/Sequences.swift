import SICP

/// Sequences as conventional interfaces (SICP 2.2.3): MIT Scheme's list
/// operations the book's exercises use (`fold-left`, `fold-right`, `fold`,
/// `reduce`, `filter`, `remove`, `delete`), and the procedures the book's
/// text defines and later sections call without defining again
/// (`enumerate-interval`, `enumerate-tree`, `flatmap`), and MIT's `sort`
/// and `iota`.
/// Chapter 2's
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
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                var result = args[1]
                for i in 0..<(lists.map(\.count).min() ?? 0) {
                    try Kit.turn(interp, "fold-left")
                    result = try call(interp, args[0], [result] + lists.map { $0[i] })
                }
                try Kit.turn(interp, "fold-left")
                return result
            },
            Primitive("fold-right", min: 3, max: nil) { [unowned interp] args in
                let lists = try lists(args, from: 2, "fold-right")
                let count = lists.map(\.count).min() ?? 0
                let saved = try recursionDown(interp, "fold-right", count)
                defer { interp.depth = saved }
                var result = args[1]
                for i in (0..<count).reversed() {
                    if interp.observer != nil { interp.depth = saved + 1 + i }
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
                // SICP 2.2.3's `filter` waits for the rest after an element it keeps.
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                var kept = false
                let out = try elements.filter {
                    try Kit.turn(interp, "filter", deeper: kept)
                    kept = try Kit.callback(interp, predicate, $0).isTrue
                    return kept
                }
                try Kit.turn(interp, "filter", deeper: kept)
                return Value.list(out)
            },
            // SRFI 1's (remove pred list), MIT's; in a `#lang racket` file,
            // Racket's (remove v list [equal?]): the list without its first
            // element equal to v (a procedure too, as Racket compares it).
            Primitive("remove", min: 2, max: 3) { [unowned interp] args in
                let elements = try Builtins.list(args[1], 2, "remove")
                let racket = interp.languageLines.contains { $0.contains("racket") }
                if args.count == 2, !racket {
                    return Value.list(try elements.filter { !(try Kit.callback(interp, args[0], $0).isTrue) })
                }
                var poll = Walk.Poll()
                for (index, element) in elements.enumerated() {
                    try poll.tick()
                    let same = args.count == 3
                        ? try Kit.callback(interp, args[2], args[0], element).isTrue : isEqual(args[0], element)
                    if same { return Value.list(Array(elements[..<index] + elements[(index + 1)...])) }
                }
                if poll.flag.isRequested { throw poll.flag.error }
                return Value.list(elements)
            },
            Primitive("delete") { item, list in
                var poll = Walk.Poll()
                let kept = try Builtins.list(list, 2, "delete").filter { x in
                    try poll.tick()
                    return !isEqual(item, x)
                }
                if poll.flag.isRequested { throw poll.flag.error }
                return Value.list(kept)
            },
            Primitive("enumerate-interval") { [unowned interp] low, high in
                var out: [Value] = []
                var i = low
                if !(try Num.greater(low, high)),
                   try Num.greater(try Num.subtract(high, low), .int(intervalLimit)) {
                    throw EvalError.outOfMemory
                }
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                try Kit.turn(interp, "enumerate-interval")
                while !(try Num.greater(i, high)) {
                    if interp.interrupt.isRequested { throw interp.interrupt.error }
                    out.append(i)
                    i = try Num.add(i, .int(1))
                    try Kit.turn(interp, "enumerate-interval", deeper: true)
                }
                return Value.list(out)
            },
            // MIT's (sort sequence procedure): a stable merge sort of a list.
            Primitive("sort") { [unowned interp] list, less in
                var elements = try Builtins.list(list, 1, "sort")
                try mergeSort(&elements) { a, b in try Kit.callback(interp, less, a, b).isTrue }
                return Value.list(elements)
            },
            // MIT's (SRFI 1) (iota count [start [step]]).
            Primitive("iota", min: 1, max: 3) { args in
                guard case .int(let count) = args[0], count >= 0 else { throw wrongType(args[0], 1, "iota") }
                if count > intervalLimit { throw EvalError.outOfMemory }
                let start = args.count > 1 ? args[1] : .int(0), step = args.count > 2 ? args[2] : .int(1)
                var out: [Value] = []
                out.reserveCapacity(count)
                for k in 0..<count { out.append(try Num.add(start, try Num.multiply(.int(k), step))) }
                return Value.list(out)
            },
            Primitive("enumerate-tree") { tree in
                if case .circular = try Walk.shape(tree) { throw wrongType(tree, 1, "enumerate-tree") }
                return try enumerateTree(tree)
            },
            // For `sicp check` (SICP 2.40-2.42, where the book does not fix
            // the order of a result): a list's elements sorted
            // lexicographically, each once (`equal?`), so that two results
            // compare as sets.
            Primitive("as-set") { list in
                var elements = try Builtins.list(list, 1, "as-set")
                // Each element a finite tree, so that comparing two ends.
                for x in elements where try hasCycle(x) { throw wrongType(list, 1, "as-set") }
                // The same pair twice, once: a stream that comes back to
                // itself orders as equal to others, so need not sort next to
                // its twin.
                var seen = Set<ObjectIdentifier>()
                elements = elements.filter { x in
                    guard case .pair(let p) = x else { return true }
                    return seen.insert(ObjectIdentifier(p)).inserted
                }
                var poll = Walk.Poll()
                try mergeSort(&elements) { a, b in try lexicographicOrder(a, b, &poll) < 0 }
                var distinct: [Value] = []
                for x in elements where distinct.last.map({ !isEqual($0, x) }) ?? true { distinct.append(x) }
                return Value.list(distinct)
            },
            Primitive("queens-placements") { boards in try queensPlacements(boards) },
            Primitive("flatmap") { [unowned interp] f, sequence in
                // SICP 2.2.3's (accumulate append nil (map proc seq)):
                // `map`'s calls one level below `flatmap`'s, then
                // `accumulate`'s in its place.
                let elements = try Builtins.list(sequence, 2, "flatmap")
                let saved = Kit.enterFrame(interp)
                defer { interp.depth = saved }
                try Kit.turn(interp, "flatmap")
                var out: [Value] = []
                for x in elements {
                    try Kit.turn(interp, "map", deeper: true)
                    let piece = try Kit.callback(interp, f, x)
                    let elements = try Walk.elements(piece, 1, "append")
                    try Walk.reserve(out.count + elements.count)
                    out += elements
                }
                try Kit.turn(interp, "map", deeper: true)
                if interp.observer != nil {
                    interp.depth = saved + 1
                    for i in 0...elements.count { try Kit.turn(interp, "accumulate", deeper: i > 0) }
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
        let saved = try recursionDown(interp, "accumulate", elements.count)
        defer { interp.depth = saved }
        var result = initial
        for (i, x) in elements.enumerated().reversed() {
            if interp.observer != nil { interp.depth = saved + 1 + i }
            result = try Kit.callback(interp, op, x, result)
        }
        return result
    }

    /// Under the views, the calls of a linear recursion over `count`
    /// elements on its way down (the book's `accumulate`: `count + 1`
    /// calls, each waiting for the next); its combinations are made on the
    /// way back, element `i` at the depth `saved + 1 + i`. Returns the depth
    /// to restore.
    static func recursionDown(_ interp: Interp, _ name: String, _ count: Int) throws -> Int {
        let saved = Kit.enterFrame(interp)
        guard interp.observer != nil else { return saved }
        do {
            for i in 0...count {
                if i & 4095 == 4095, interp.interrupt.isRequested { throw EvalError.interrupted }
                try Kit.turn(interp, name, deeper: i > 0)
            }
        } catch {
            interp.depth = saved
            throw error
        }
        return saved
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
            if interp.interrupt.isRequested { throw interp.interrupt.error }
            return try interp.apply(f, arguments)
        }
    }

    /// Numbers by value, lists element by element (a shorter prefix first,
    /// a list before any other kind of object), streams by their forced
    /// elements, anything else by its written form.
    static func lexicographicallyPrecedes(_ a: Value, _ b: Value) throws -> Bool {
        var poll = Walk.Poll()
        return try lexicographicOrder(a, b, &poll) < 0
    }

    /// How many forced promises one comparison follows (see
    /// ``lexicographicOrder(_:_:_:)``): past it, two streams' later elements
    /// are not compared.
    static let promiseLimit = 100_000

    /// -1, 0 or 1 as `a` comes before `b`, neither, or after, in the order
    /// of ``lexicographicallyPrecedes(_:_:)``: the cars first, then the cdrs,
    /// with an explicit stack (any depth), polling `poll` (Ctrl-C, the time
    /// limits, the heap bound). On cyclic structure it ends only where the
    /// two differ: its callers check for cycles first (`hasCycle`).
    static func lexicographicOrder(_ a: Value, _ b: Value, _ poll: inout Walk.Poll) throws -> Int {
        var pending: [(Value, Value)] = [(a, b)]
        var promises = 0
        while let (x, y) = pending.popLast() {
            try poll.tick()
            switch (x, y) {
            case _ where x.isNumber && y.isNumber:
                if (try? Num.less(x, y)) == true { return -1 }
                if (try? Num.less(y, x)) == true { return 1 }
            case (.null, .null): continue
            case (.null, .pair): return -1
            case (.pair, .null): return 1
            case (.pair(let p), .pair(let q)):
                pending.append((p.cdr, q.cdr))
                pending.append((p.car, q.car))
            // Streams by their forced elements, not their written forms: a
            // sort of n streams of streams (3.69's triples, wrongly nested)
            // would write each forced part at each of its n log n
            // comparisons. An unforced tail comes first; a stream that
            // comes back to itself through its promises is cut off.
            case (.promise(let p), .promise(let q)):
                if p === q { continue }
                switch (p.value, q.value) {
                case (nil, nil): continue
                case (nil, _): return -1
                case (_, nil): return 1
                case (let u?, let v?):
                    promises += 1
                    if promises <= promiseLimit { pending.append((u, v)) }
                }
            // A pair before any other kind, a promise after: without
            // writing the pair, which may be a long stream.
            case (.pair, _): return -1
            case (_, .pair): return 1
            case (.promise, _): return 1
            case (_, .promise): return -1
            default:
                let (u, v) = (Printer.write(x), Printer.write(y))
                if u < v { return -1 }
                if v < u { return 1 }
            }
        }
        return 0
    }

    /// Whether `tree` holds a pair inside itself (through its cars or its
    /// cdrs): what the book's recursion over a tree would never finish.
    /// Shared pairs that are not inside themselves are fine.
    /// - Complexity: O(p) time and space for p pairs visited (a pair shared
    ///   is visited once for each way to reach it); polls the interrupt flag.
    static func hasCycle(_ tree: Value) throws -> Bool {
        guard case .pair = tree else { return false }
        var open: Set<ObjectIdentifier> = []
        var pending: [(value: Value, leaving: Bool)] = [(tree, false)]
        var poll = Walk.Poll()
        while let (node, leaving) = pending.popLast() {
            try poll.tick()
            guard case .pair(let p) = node else { continue }
            let id = ObjectIdentifier(p)
            if leaving {
                open.remove(id)
                continue
            }
            guard open.insert(id).inserted else { return true }
            pending.append((node, true))
            if case .pair = p.cdr { pending.append((p.cdr, false)) }
            if case .pair = p.car { pending.append((p.car, false)) }
        }
        return false
    }

    /// The eight queens by placement (for `sicp check` of exercise 2.42):
    /// each board becomes the sorted list of its squares `(a b)`, counted
    /// from 1, whatever the learner's representation: a list of rows (the
    /// newest first or last), or of `(row col)` / `(col row)` lists or
    /// pairs, rows from 0 or 1; then the boards are sorted. The puzzle's
    /// solutions are closed under reflection and transposition, so every
    /// representation of the same solutions gives the same list.
    static func queensPlacements(_ boards: Value) throws -> Value {
        var normalized: [Value] = []
        var keys: [[Int]]? = []
        var poll = Walk.Poll()
        for board in try Builtins.list(boards, 1, "queens-placements") {
            guard let positions = board.listElements else { throw wrongType(board, 1, "queens-placements") }
            var squares: [(Value, Value)] = []
            for (k, position) in positions.enumerated() {
                switch position {
                case .pair(let p):
                    if case .pair(let q) = p.cdr { squares.append((p.car, q.car)) } else { squares.append((p.car, p.cdr)) }
                default: squares.append((.int(k + 1), position))
                }
            }
            guard !squares.isEmpty else {
                normalized.append(.null)
                keys?.append([])
                continue
            }
            for (a, b) in squares where !a.isNumber || !b.isNumber {
                throw wrongType(a.isNumber ? b : a, 1, "queens-placements")
            }
            let lowA = try squares.dropFirst().reduce(squares[0].0) { try Num.less($1.0, $0) ? $1.0 : $0 }
            let lowB = try squares.dropFirst().reduce(squares[0].1) { try Num.less($1.1, $0) ? $1.1 : $0 }
            var cells = try squares.map { a, b in
                Value.list([try Num.add(try Num.subtract(a, lowA), .int(1)), try Num.add(try Num.subtract(b, lowB), .int(1))])
            }
            try mergeSort(&cells) { x, y in try lexicographicallyPrecedes(x, y) }
            normalized.append(Value.list(cells))
            if keys != nil, let key = Self.smallIntegerKey(cells) { keys?.append(key) } else { keys = nil }
            if normalized.count & 1023 == 0 { try poll.tick() }
        }
        // Boards of small integers (every board an answer gives) sort by
        // their numbers, without walking lists at each comparison: a wrong
        // `safe?` makes 823,543 boards of 7 queens.
        if let keys {
            var order = Array(normalized.indices)
            var steps = 0
            var failure: Error?
            order.sort { i, j in
                steps += 1
                if steps & 4095 == 0, failure == nil {
                    do { try poll.tick() } catch { failure = error }
                }
                return failure == nil && keys[i].lexicographicallyPrecedes(keys[j])
            }
            if let failure { throw failure }
            return Value.list(order.map { normalized[$0] })
        }
        try mergeSort(&normalized) { x, y in try lexicographicallyPrecedes(x, y) }
        return Value.list(normalized)
    }

    /// A board's cells `((a b) ...)` as the numbers a1 b1 a2 b2 ..., when
    /// each is an integer that fits in an `Int`; nil otherwise.
    static func smallIntegerKey(_ cells: [Value]) -> [Int]? {
        var key: [Int] = []
        key.reserveCapacity(cells.count * 2)
        for cell in cells {
            guard case .pair(let p) = cell, case .int(let a) = p.car, case .pair(let q) = p.cdr, case .int(let b) = q.car
            else { return nil }
            key.append(a)
            key.append(b)
        }
        return key
    }

    /// A stable merge sort: `less(b, a)` decides when `b` goes first.
    static func mergeSort(_ a: inout [Value], by less: (Value, Value) throws -> Bool) throws {
        guard a.count > 1 else { return }
        var left = Array(a[..<(a.count / 2)]), right = Array(a[(a.count / 2)...])
        try mergeSort(&left, by: less)
        try mergeSort(&right, by: less)
        var i = 0, j = 0, k = 0
        while i < left.count, j < right.count {
            if try less(right[j], left[i]) { a[k] = right[j]; j += 1 } else { a[k] = left[i]; i += 1 }
            k += 1
        }
        while i < left.count { a[k] = left[i]; i += 1; k += 1 }
        while j < right.count { a[k] = right[j]; j += 1; k += 1 }
    }

    /// SICP 2.2.3's `enumerate-tree`: the leaves of a tree, left to right
    /// (an explicit stack: any depth). A pair inside itself (`(set-car! x
    /// x)`) is MIT's `;Aborting!: maximum recursion depth exceeded`, where
    /// the book's recursion over it would go.
    static func enumerateTree(_ tree: Value) throws -> Value {
        var leaves: [Value] = []
        // The pairs whose leaves are being listed (the book's pending calls).
        var open: Set<ObjectIdentifier> = []
        var pending: [(value: Value, leaving: Bool)] = [(tree, false)]
        var poll = Walk.Poll()
        while let (node, leaving) = pending.popLast() {
            try poll.tick()
            switch node {
            case .null: continue
            case .pair(let p):
                let id = ObjectIdentifier(p)
                if leaving {
                    open.remove(id)
                    continue
                }
                guard open.insert(id).inserted else { throw EvalError.recursionDepthExceeded }
                pending.append((node, true))
                pending.append((p.cdr, false))
                pending.append((p.car, false))
            default: try Walk.append(node, to: &leaves)
            }
        }
        return Value.list(leaves)
    }
}
