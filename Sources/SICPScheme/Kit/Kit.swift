import SICP

/// The kit's procedures as Scheme sees them, bound to the `SICP` library:
/// `(sum term a next b)` runs `Iterative.sum`'s process with Scheme
/// procedures as `term` and `next`. Every name can be redefined by a program.
enum Kit {
    /// A Scheme number used as the kit's index. The comparison the library
    /// makes (`a > b`, SICP's test) is Scheme's `>`; the kit checks both
    /// bounds are numbers before it starts, and `next` returns numbers, so
    /// the comparison itself cannot fail.
    struct Index: Comparable {
        let value: Value
        static func < (a: Index, b: Index) -> Bool {
            (try? Num.less(a.value, b.value)) ?? false
        }
        static func == (a: Index, b: Index) -> Bool {
            (try? Num.numericEqual(a.value, b.value)) ?? false
        }
    }

    enum Shape {
        case recursive, iterative
    }

    static func install(in interp: Interp) {
        for shape in [Shape.recursive, .iterative] {
            let suffix = shape == .recursive ? "-recursive" : "-iterative"
            for primitive in procedures(interp, shape: shape, suffix: suffix) { interp.install(primitive) }
        }
        // The unsuffixed names are the iterative ones (SICP's exercises ask for them).
        for primitive in procedures(interp, shape: .iterative, suffix: "") { interp.install(primitive) }
        for primitive in helpers(interp) { interp.install(primitive) }
        // MIT's `sort` only where no other `sort` is built in already (a
        // more general one, taking either argument order, may be).
        for primitive in Sequences.all(interp) where primitive.name != "sort" || interp.unboundBuiltins["sort"] == nil {
            interp.install(primitive)
        }
        for primitive in Streams.all(interp) { interp.install(primitive) }
    }

    /// Calls a learner's term/next/combiner procedure, keeping Ctrl-C and the
    /// stack limit in force even when it is a primitive (which does not pass
    /// through the interpreter's call loop).
    /// The names `install` binds: the kit's own procedures beside the
    /// Scheme's built-ins (SICP's `sum` and `accumulate` of chapter 1,
    /// `flatmap`, the stream layer; some, `fold-left`, are MIT's too).
    static func names(_ interp: Interp) -> Set<String> {
        var names = Set<String>()
        for shape in [Shape.recursive, .iterative] {
            for suffix in [shape == .recursive ? "-recursive" : "-iterative", ""] {
                names.formUnion(procedures(interp, shape: shape, suffix: suffix).map(\.name))
            }
        }
        names.formUnion(helpers(interp).map(\.name))
        names.formUnion(Sequences.all(interp).map(\.name))
        names.formUnion(Streams.all(interp).map(\.name))
        return names
    }

    @inline(__always)
    static func callback(_ interp: Interp, _ f: Value, _ x: Value) throws -> Value {
        try interp.checkStack()
        if interp.interrupt.isRequested { throw interp.interrupt.error }
        return try interp.apply1(f, x)
    }

    @inline(__always)
    static func callback(_ interp: Interp, _ f: Value, _ x: Value, _ y: Value) throws -> Value {
        try interp.checkStack()
        if interp.interrupt.isRequested { throw interp.interrupt.error }
        return try interp.apply2(f, x, y)
    }

    /// Under an observer (the views), the frame that the book's version of
    /// a native procedure would take: the depth one more. Returns the depth
    /// to restore when the native procedure returns. Unobserved, nothing.
    ///
    /// The native procedures of chapters 2 and 3 (`map`, `filter`,
    /// `accumulate`, `stream-filter`, ...) count as the book's versions,
    /// written in Scheme, would: each call the book's procedure would make
    /// is a step (`turn`), a recursive call that keeps the frame one level
    /// deeper, a tail call at the same level, and forcing a kit stream's
    /// rest takes a frame as a delayed expression's procedure does.
    @inline(__always)
    static func enterFrame(_ interp: Interp) -> Int {
        let saved = interp.depth
        if interp.observer != nil { interp.depth += 1 }
        return saved
    }

    /// One call the book's version of `name` would make, in the frame of
    /// the last (a tail call) or, `deeper`, one level below it (a call the
    /// frame waits for). Unobserved, nothing.
    @inline(__always)
    static func turn(_ interp: Interp, _ name: String, deeper: Bool = false) throws {
        guard let observer = interp.observer else { return }
        if deeper { interp.depth += 1 }
        try observer.step(in: name, depth: interp.depth)
    }

    /// Checks that the bounds are numbers the way SICP's `(> a b)` would.
    static func checkBounds(_ a: Value, _ b: Value) throws {
        _ = try Num.greater(a, b)
    }

    /// The general accumulation every kit procedure is made of.
    static func accumulate(
        _ interp: Interp, _ name: String, shape: Shape,
        combiner: @escaping (Value, Value) throws -> Value, nullValue: Value,
        term: Value, from a: Value, next: Value, through b: Value,
        filter: Value? = nil
    ) throws -> Value {
        try checkBounds(a, b)
        let termFn: (Index) throws -> Value = { try callback(interp, term, $0.value) }
        let savedDepth = interp.depth
        defer { interp.depth = savedDepth }
        let nextFn: (Index) throws -> Index = { i in
            let v = try callback(interp, next, i.value)
            // The next round's test is SICP's (> a b).
            try checkBounds(v, b)
            if shape == .recursive { interp.depth += 1 }
            if let observer = interp.observer { try observer.step(in: name, depth: interp.depth) }
            return Index(value: v)
        }
        let start = Index(value: a), end = Index(value: b)
        switch (shape, filter) {
        case (.recursive, nil):
            return try Recursive.accumulate(combiner, nullValue, termFn, from: start, next: nextFn, through: end)
        case (.iterative, nil):
            return try Iterative.accumulate(combiner, nullValue, termFn, from: start, next: nextFn, through: end)
        case (.recursive, let predicate?):
            return try Recursive.filteredAccumulate(
                combiner, nullValue, termFn, from: start, next: nextFn, through: end,
                where: { try callback(interp, predicate, $0.value).isTrue })
        case (.iterative, let predicate?):
            return try Iterative.filteredAccumulate(
                combiner, nullValue, termFn, from: start, next: nextFn, through: end,
                where: { try callback(interp, predicate, $0.value).isTrue })
        }
    }

    static func procedures(_ interp: Interp, shape: Shape, suffix: String) -> [Primitive] {
        [
            Primitive("sum" + suffix, min: 4, max: 4) { [unowned interp] args in
                try accumulate(interp, "sum" + suffix, shape: shape, combiner: Num.add, nullValue: .int(0),
                               term: args[0], from: args[1], next: args[2], through: args[3])
            },
            Primitive("product" + suffix, min: 4, max: 4) { [unowned interp] args in
                try accumulate(interp, "product" + suffix, shape: shape, combiner: Num.multiply, nullValue: .int(1),
                               term: args[0], from: args[1], next: args[2], through: args[3])
            },
            accumulate(interp, shape: shape, suffix: suffix),
            Primitive("filtered-accumulate" + suffix, min: 7, max: 7) { [unowned interp] args in
                let combiner = args[0]
                return try accumulate(interp, "filtered-accumulate" + suffix, shape: shape,
                                      combiner: { try callback(interp, combiner, $0, $1) },
                                      nullValue: args[1], term: args[2], from: args[3], next: args[4], through: args[5],
                                      filter: args[6])
            },
        ]
    }

    /// `accumulate`: chapter 1's `(accumulate combiner null-value term a
    /// next b)` with 6 arguments; the unsuffixed name is also chapter 2's
    /// `(accumulate op initial sequence)` with 3 (SICP 2.2.3, a fold from
    /// the right), so that the book's code of both chapters runs.
    static func accumulate(_ interp: Interp, shape: Shape, suffix: String) -> Primitive {
        let name = "accumulate" + suffix
        let chapter2 = suffix.isEmpty
        final class Myself { weak var primitive: Primitive? }
        let myself = Myself()
        let primitive = Primitive(name, min: chapter2 ? 0 : 6, max: chapter2 ? nil : 6) { [unowned interp] args in
            if args.count == 3 { return try Sequences.accumulate(interp, args[0], args[1], args[2]) }
            guard args.count == 6 else {
                let procedure = myself.primitive.map { Printer.errorRepresentation(.primitive($0)) } ?? name
                throw EvalError.user(
                    message: "The procedure \(procedure) has been called with \(EvalError.plural(args.count)); "
                        + "it requires exactly 3 or 6 arguments.", irritants: [])
            }
            let combiner = args[0]
            return try accumulate(interp, name, shape: shape,
                                  combiner: { try callback(interp, combiner, $0, $1) },
                                  nullValue: args[1], term: args[2], from: args[3], next: args[4], through: args[5])
        }
        myself.primitive = primitive
        return primitive
    }

    /// The largest memo table `pascal-triangle` builds (cells).
    static let pascalCellLimit = 4_000_000
    /// The largest element `pascal-naive` computes: its tree has about twice
    /// as many calls, and a native loop cannot be interrupted.
    static let naiveLimit = 100_000_000

    static func rowAndColumn(_ row: Value, _ column: Value, _ name: String) throws -> (Int, Int) {
        guard case .int(let r) = row else {
            if case .big = row { throw badRange(row, 1, name) }
            throw wrongType(row, 1, name)
        }
        guard case .int(let c) = column else {
            if case .big = column { throw badRange(column, 2, name) }
            throw wrongType(column, 2, name)
        }
        return (r, c)
    }

    /// Whether C(n, k) exceeds `limit`, found without computing it in full.
    static func binomialExceeds(_ n: Int, _ k: Int, _ limit: Int) -> Bool {
        let k = min(k, n - k)
        guard k > 0 else { return false }
        var c = 1
        for i in 1...k {
            // c = C(n - k + i, i), increasing in i.
            let (product, overflow) = c.multipliedReportingOverflow(by: n - k + i)
            if overflow { return true }
            c = product / i
            if c > limit { return true }
        }
        return false
    }

    static func helpers(_ interp: Interp) -> [Primitive] {
        let pascal: (String) -> Primitive = { name in
            Primitive(name) { row, column in
                let (r, c) = try rowAndColumn(row, column, name)
                guard c >= 1, r >= 1, c <= r else { return .int(0) }
                let (band, overflow) = c.multipliedReportingOverflow(by: r - c + 1)
                guard !overflow, band <= pascalCellLimit else { throw EvalError.outOfMemory }
                return .exact(Pascal.memoized(row: r, column: c, as: BigInt.self))
            }
        }
        return [
            pascal("pascal-triangle"),
            pascal("pascal-memoized"),
            Primitive("pascal-naive") { row, column in
                let (r, c) = try rowAndColumn(row, column, "pascal-naive")
                guard c >= 1, r >= 1, c <= r else { return .int(0) }
                guard !binomialExceeds(r - 1, c - 1, naiveLimit) else { throw badRange(row, 1, "pascal-naive") }
                return .int(Pascal.naive(row: r, column: c))
            },
            Primitive("sum-integers") { [unowned interp] a, b in
                try checkBounds(a, b)
                return try Iterative.accumulate(
                    Num.add, .int(0), { $0.value },
                    from: Index(value: a), next: { i in try Index(value: step(interp, i.value, "sum-integers")) },
                    through: Index(value: b))
            },
            Primitive("product-integers") { [unowned interp] a, b in
                try checkBounds(a, b)
                return try Iterative.accumulate(
                    Num.multiply, .int(1), { $0.value },
                    from: Index(value: a), next: { i in try Index(value: step(interp, i.value, "product-integers")) },
                    through: Index(value: b))
            },
            Primitive("inc") { x in try Num.add(x, .int(1)) },
            Primitive("dec") { x in try Num.subtract(x, .int(1)) },
            Primitive("identity") { x in x },
        ]
    }

    /// `inc` for the native loops, which stop on Ctrl-C and count as steps.
    static func step(_ interp: Interp, _ x: Value, _ name: String) throws -> Value {
        if interp.interrupt.isRequested { throw interp.interrupt.error }
        if let observer = interp.observer { try observer.step(in: name, depth: interp.depth) }
        return try Num.add(x, .int(1))
    }
}

extension Interp {
    /// The names of the kit's own procedures, which every interpreter binds
    /// beside its Scheme's built-ins (see `Kit.names`).
    public var kitProcedureNames: Set<String> { Kit.names(self) }
}
