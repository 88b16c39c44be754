import SICPProcess
import SICPScheme

/// A learner's own argument orders for a role whose cases are whole
/// expressions (chapter 3's `(stream-ref (NAME f 0.001 1 0) 1000)`): the
/// orders the learner's parameter names give, the call's inner procedure's
/// arguments (3.80's `((RLC R L C dt) vC0 iL0)`), and a screen on the
/// role's cheapest cases.
extension Run {
    /// A case of a screen, with the values it may give (the reference's, a variant's).
    struct ScreenCase {
        let arguments: [String]
        let expected: [Value]
    }

    /// The role's two cheapest cases by the reference's steps, with their
    /// values: a reordered procedure is screened on them before it is
    /// judged in full (3.78's 1000-step cases cost a thousand times 3.78's
    /// 10-step ones). Computed once a role.
    func screenCases(_ role: Role) -> [ScreenCase] {
        let key = role.reference + " " + role.names[0]
        if let cached = screenCaseCache[key] { return cached }
        var measured: [(steps: Int, screen: ScreenCase)] = []
        for arguments in role.cases {
            let sources = [role.conventions[0].render(role.reference, arguments)] + role.variants.map { $0.call(role, arguments) }
            var steps = Int.max
            if let m = try? Statistics.measure(reference, deadline: ContinuousClock.now + checker.timeLimit,
                                               stepLimit: checker.stepLimit, { try self.reference.evaluate(sources[0]).last ?? .unspecified }) {
                steps = m.steps
            }
            let expected = sources.compactMap { try? self.expected($0).get() }
            guard !expected.isEmpty else { continue }
            measured.append((steps, ScreenCase(arguments: arguments, expected: expected)))
        }
        // Stable: among cases of equal cost, the registry's order.
        let cheapest = measured.enumerated().sorted { a, b in
            a.element.steps != b.element.steps ? a.element.steps < b.element.steps : a.offset < b.offset
        }.prefix(2).map(\.element.screen)
        screenCaseCache[key] = cheapest
        return cheapest
    }

    /// Whether a procedure of the role that gives wrong values in the
    /// book's order is judged again in the order its parameter names give
    /// (chapter 3's roles; chapter 1's policy, issue 20, tries another
    /// order only when every case erred, and stays so for procedures of
    /// two or three arguments, whose names say little: a `compose` of
    /// `(g f)` that applies them the other way round is wrong). A role of
    /// four or more, whose parameters the learner names as the book does
    /// but for one or two (1.33's `(filtered-accumulate combiner null-value
    /// term pred a next b)`), is judged in that order too.
    func reordersOnWrongValues(_ role: Role) -> Bool {
        exercise.number.hasPrefix("3.") || (role.arity ?? referenceParameters(role)?.count ?? 0) >= 4
    }

    /// Orders for a role whose cases are whole expressions: each of the
    /// book's outer orders (`outer[i]`: the book's argument the learner's
    /// `i`-th parameter takes) with each order of the inner procedure's
    /// arguments (when the reference returns a procedure of two or more),
    /// in the book's template and through each of the role's adapters
    /// (3.80's stream of pairs). The orders the learner's parameter names
    /// give come first; `namedOnly`: only those.
    func templateOrders(_ candidate: Candidate, for role: Role, arity: Int, namedOnly: Bool) -> [Convention] {
        guard candidate.takes(arity) else { return [] }
        let book = referenceParameters(role)
        let bookInner = referenceInnerParameters(role)
        let learnerInner = innerParameters(of: candidate)
        let identity = Array(0..<arity)
        let innerIdentity = bookInner.map { Array(0..<$0.count) }
        var pairs: [(outer: [Int], inner: [Int]?)] = []
        func add(_ outer: [Int], _ inner: [Int]?) {
            let innerMoved = inner != nil && inner != innerIdentity
            guard outer != identity || innerMoved else { return }
            let pair = (outer, innerMoved ? inner : nil)
            if !pairs.contains(where: { $0.outer == pair.0 && $0.inner == pair.1 }) { pairs.append(pair) }
        }
        let namedOuter = candidate.rest == nil ? book.map { Self.namedOrders(candidate.parameters, $0) } ?? [] : []
        var namedInner: [[Int]] = []
        if let bookInner, let learnerInner, learnerInner.count == bookInner.count {
            namedInner = Self.namedOrders(learnerInner, bookInner)
        }
        for outer in [identity] + namedOuter {
            for inner in [innerIdentity] + namedInner.map(Optional.some) { add(outer, inner) }
        }
        if !namedOnly {
            let allInner: [[Int]?] = [innerIdentity] + (bookInner.map { Self.permutations($0.count) } ?? []).map(Optional.some)
            for outer in [identity] + Self.permutations(arity) {
                for inner in allInner { add(outer, inner) }
            }
        }
        let bases = [role.conventions[0]] + role.conventions.dropFirst().filter { $0.adapter != nil }
        let parameters = identity.map { "%a\($0)" }
        var orders: [Convention] = []
        for (outer, inner) in pairs {
            let wrap: @Sendable (String) -> String = { name in
                Self.wrapper(name, parameters, outer.map { parameters[$0] }, inner: inner)
            }
            for base in bases {
                var convention: Convention
                if let adapter = base.adapter {
                    convention = Convention(label: base.label, keepsArity: false, adapter: { adapter(wrap($0)) }) { name, arguments in
                        base.render(wrap(name), arguments)
                    }
                } else {
                    // The wrapper stands in every call of a whole
                    // expression: the role's probes and properties too.
                    convention = Convention(label: base.label, keepsArity: false) { name, arguments in
                        base.render(wrap(name), arguments)
                    }
                    convention.rewritesCalls = true
                }
                convention.permutation = outer
                if let inner, let bookInner { convention.innerOrder = (inner, bookInner) }
                orders.append(convention)
            }
        }
        return orders
    }

    /// `(lambda (%a0 %a1) (name %a1 %a0))`, and with `inner` the procedure
    /// it returns called with its arguments in that order too:
    /// `(lambda (%a0 %a1) (let ((%inner (name %a1 %a0))) (lambda (%b0 %b1) (%inner %b1 %b0))))`.
    static func wrapper(_ name: String, _ parameters: [String], _ arguments: [String], inner: [Int]?) -> String {
        guard let inner else { return wrapper(name, parameters, arguments) }
        let innerParameters = inner.indices.map { "%b\($0)" }
        return "(lambda (" + parameters.joined(separator: " ") + ") (let ((%inner (" + ([name] + arguments).joined(separator: " ")
            + "))) (lambda (" + innerParameters.joined(separator: " ") + ") (%inner "
            + inner.map { innerParameters[$0] }.joined(separator: " ") + "))))"
    }

    /// The orders of `book`'s parameters that the learner's parameter
    /// names give, the book's order excluded: each learner's parameter
    /// whose name is one of the book's (see `parameterKey`) takes that
    /// argument; the others take the remaining ones in every way. None
    /// unless at least half the learner's parameters are named as the
    /// book names them: (dt y0 dy0 a b) gives the book's (a b dt y0 dy0)
    /// as [2, 3, 4, 0, 1].
    static func namedOrders(_ learner: [String], _ book: [String]) -> [[Int]] {
        guard learner.count == book.count, book.count >= 2 else { return [] }
        let bookKeys = book.map(parameterKey)
        let fixed: [Int?] = learner.map { name in
            let key = parameterKey(name)
            let matches = bookKeys.indices.filter { bookKeys[$0] == key }
            return matches.count == 1 ? matches[0] : nil
        }
        let matched = fixed.compactMap { $0 }
        guard Set(matched).count == matched.count, matched.count * 2 >= book.count else { return [] }
        let open = book.indices.filter { !matched.contains($0) }
        let identity = Array(book.indices)
        var result: [[Int]] = []
        for filling in [open] + (open.count >= 2 ? permutations(open.count).map { $0.map { open[$0] } } : []) {
            var order: [Int] = []
            var next = filling.makeIterator()
            for slot in fixed { order.append(slot ?? next.next()!) }
            if order != identity && !result.contains(order) { result.append(order) }
        }
        return result
    }

    /// A parameter's name as compared with the book's: case and `-`/`_`
    /// ignored, a trailing `init` or `initial` read as `0` (`y-init`,
    /// `y-0` and `y0` are one name; `vC0`, `vc0` and `v-c0` too).
    static func parameterKey(_ name: String) -> String {
        var key = String(name.lowercased().filter { $0 != "-" && $0 != "_" })
        for suffix in ["initial", "init"] where key.hasSuffix(suffix) && key.count > suffix.count {
            key = String(key.dropLast(suffix.count)) + "0"
            break
        }
        return key
    }

    /// The parameters of the procedure the role's reference returns, when
    /// its body is one `lambda` of two or more (3.80's `(lambda (vC0 iL0) ...)`).
    func referenceInnerParameters(_ role: Role) -> [String]? {
        var reader = Reader(exercise.reference)
        while let form = try? reader.read() {
            guard let (name, inner) = Self.definitionParts(form), name == role.reference else { continue }
            return inner
        }
        return nil
    }

    /// The parameters of the procedure the candidate's definition returns,
    /// when its body ends in one `lambda` of two or more.
    func innerParameters(of candidate: Candidate) -> [String]? {
        guard candidate.formIndex < loadedForms.count, let (name, inner) = Self.definitionParts(loadedForms[candidate.formIndex]),
              name == candidate.name else { return nil }
        return inner
    }

    /// The name a definition binds and the parameters of the `lambda` its
    /// procedure's body ends in (`(define (f a) ... (lambda (x y) ...))`,
    /// `(define f (lambda (a) (lambda (x y) ...)))`, or an inner procedure's
    /// name after its definition), if it has two or more.
    static func definitionParts(_ form: Value) -> (String, [String]?)? {
        guard let items = listItems(form), items.count >= 3, case .symbol(let head) = items[0], head.name == "define" else { return nil }
        var body: [Value]
        let name: String
        switch items[1] {
        case .pair(let header):
            guard case .symbol(let symbol) = header.car else { return nil }
            name = symbol.name
            body = Array(items.dropFirst(2))
        case .symbol(let symbol):
            name = symbol.name
            guard let lambda = listItems(items[2]), lambda.count >= 3, case .symbol(let l) = lambda[0], l.name == "lambda" else { return (name, nil) }
            body = Array(lambda.dropFirst(2))
        default:
            return nil
        }
        guard var last = body.last else { return (name, nil) }
        // A body that ends in the name of an inner procedure (3.80's
        // `(define (circuit iL0 vC0) ...) circuit`): that procedure's lambda.
        if case .symbol(let returned) = last {
            for form in body.dropLast() {
                guard let items = listItems(form), items.count >= 3, case .symbol(let d) = items[0], d.name == "define" else { continue }
                if case .pair(let header) = items[1], case .symbol(let inner) = header.car, inner.name == returned.name {
                    last = Value.list([.symbol(Symbol.intern("lambda")), header.cdr] + items.dropFirst(2), tail: .null)
                } else if case .symbol(let inner) = items[1], inner.name == returned.name {
                    last = items[2]
                }
            }
        }
        guard let lambda = listItems(last), lambda.count >= 3, case .symbol(let l) = lambda[0], l.name == "lambda",
              let inner = listItems(lambda[1]) else { return (name, nil) }
        var parameters: [String] = []
        for parameter in inner {
            guard case .symbol(let symbol) = parameter else { return (name, nil) }
            parameters.append(symbol.name)
        }
        return (name, parameters.count >= 2 ? parameters : nil)
    }

    /// The elements of a proper list of at most `limit` (nil for another
    /// value, an improper list, a longer or circular one).
    static func listItems(_ value: Value, limit: Int = 1000) -> [Value]? {
        var items: [Value] = []
        var rest = value
        while case .pair(let p) = rest {
            guard items.count < limit else { return nil }
            items.append(p.car)
            rest = p.cdr
        }
        guard case .null = rest else { return nil }
        return items
    }
}
