/// Racket's `for` loops, which learners writing in Racket use where the
/// book writes a recursion:
///
/// ```scheme
/// (for/list ([i (in-range 1 4)]) (* i i))              ; (1 4 9)
/// (for/fold ([acc 0]) ([x '(1 2 3)] #:when (odd? x)) (+ acc x))   ; 4
/// (for*/list ([i 3] [j i]) (list i j))                 ; ((1 0) (2 0) (2 1))
/// (stream->list (for/stream ([x (in-naturals)] [k 3]) (* x k)))   ; (0 1 4)
/// ```
///
/// `for`, `for/list`, `for/vector`, `for/sum`, `for/product`, `for/and`,
/// `for/or`, `for/first`, `for/last`, `for/fold` (with `#:result`) and
/// `for/stream`, each with its `for*` form. A clause `[id sequence]` (or
/// `[(id ...) sequence]` for a sequence of several values, as `in-hash`)
/// iterates `sequence`; the clauses of `for` go in parallel, up to the
/// shortest sequence, and those after a `#:when`, `#:unless`, `#:break` or
/// `#:final` are nested in it, as every clause of `for*` is in the one
/// before. A sequence is a list, a vector, a string, an exact natural
/// number `n` (0 to `n` - 1), a stream (the book's or Racket's), a hash
/// table (key and value), or what `in-range`, `in-naturals`, `in-list`,
/// `in-vector`, `in-string`, `in-stream`, `in-hash`, `in-hash-keys`,
/// `in-hash-values` and `in-dict` make.
///
/// A loop is compiled to named `let`s and calls in tail position, as the
/// book's iterative processes are: it runs in constant space and is traced
/// and counted as one. A `for` whose clauses are not a loop's (a learner's
/// own `for` procedure, called before it is defined) is compiled as a
/// call; any other ill-formed loop is an `;Ill-formed syntax` error.
enum ForLoops {
    static let names: [String] = ["", "/list", "/vector", "/sum", "/product", "/and", "/or", "/first", "/last",
                                  "/fold", "/stream"].flatMap { ["for" + $0, "for*" + $0] }

    /// A level of the loop: bindings that go in parallel, then the guards
    /// after them, in order.
    struct Level {
        var bindings: [(ids: [Value], sequence: Value)] = []
        var guards: [(keyword: String, test: Value)] = []
    }

    static let guardKeywords: Set<String> = ["#:when", "#:unless", "#:break", "#:final"]

    /// The levels of `clauses`, or nil when they are not a `for`'s clauses.
    static func levels(_ clauses: Value, star: Bool) -> [Level]? {
        guard let items = clauses.listElements else { return nil }
        var levels: [Level] = []
        var open = false
        var i = 0
        while i < items.count {
            if case .symbol(let s) = items[i], guardKeywords.contains(s.name) {
                guard i + 1 < items.count else { return nil }
                if levels.isEmpty { levels.append(Level()) }
                levels[levels.count - 1].guards.append((s.name, items[i + 1]))
                open = false
                i += 2
                continue
            }
            guard let clause = items[i].listElements, clause.count == 2 else { return nil }
            let ids: [Value]
            switch clause[0] {
            case .symbol: ids = [clause[0]]
            case let list:
                guard let names = list.listElements, !names.isEmpty,
                      names.allSatisfy({ if case .symbol = $0 { true } else { false } }) else { return nil }
                ids = names
            }
            if star || !open || levels.isEmpty {
                levels.append(Level())
                open = true
            }
            levels[levels.count - 1].bindings.append((ids, clause[1]))
            i += 1
        }
        return levels
    }

    static func isGuard(_ v: Value) -> Bool {
        if case .symbol(let s) = v { return guardKeywords.contains(s.name) || s.name.hasPrefix("#:") }
        return false
    }
}

extension Compiler {
    /// `(for ...)` and its kin (see `ForLoops`); a form of another shape is
    /// compiled as a call.
    mutating func compileForLoop(_ head: Symbol, _ form: Value, _ parts: [Value], scope: Scope?, tail: Bool) throws -> Node {
        guard let node = try forLoop(head.name, parts) else {
            // A `for` whose clauses are not a loop's is a learner's own
            // procedure; any other ill-formed loop is an error.
            guard head.name == "for", parts.count < 2 || ForLoops.levels(parts[1], star: false) == nil,
                  case .pair(let pair) = form else { throw EvalError.illFormed(Printer.write(form)) }
            return try compileCall(pair, scope: scope, tail: tail)
        }
        return try compile(node, scope: scope, tail: tail)
    }

    /// The loop as a form of named `let`s, or nil when `parts` are not a
    /// loop's.
    private func forLoop(_ name: String, _ parts: [Value]) throws -> Value? {
        let star = name.hasPrefix("for*")
        let kind = name.drop(while: { $0 != "/" })
        var rest = ArraySlice(parts.dropFirst())
        // for/fold's accumulators, and `#:result`.
        var accumulators: [(name: Value, initial: Value)] = []
        var result: Value?
        if kind == "/fold" {
            guard let specs = rest.first?.listElements else { return nil }
            var i = 0
            while i < specs.count {
                if case .symbol(let s) = specs[i], s.name == "#:result" {
                    guard i + 1 < specs.count else { return nil }
                    result = specs[i + 1]
                    i += 2
                    continue
                }
                guard let spec = specs[i].listElements, spec.count == 2, case .symbol = spec[0] else { return nil }
                accumulators.append((spec[0], spec[1]))
                i += 1
            }
            rest = rest.dropFirst()
        }
        // for/vector's #:length and #:fill.
        while kind == "/vector", case .symbol(let s)? = rest.first, s.name == "#:length" || s.name == "#:fill" {
            rest = rest.dropFirst(2)
        }
        guard let clauses = rest.first, var levels = ForLoops.levels(clauses, star: star) else { return nil }
        var body = Array(rest.dropFirst())
        // A `#:break` among the body's forms: a guard of the innermost level.
        if let k = body.firstIndex(where: ForLoops.isGuard) {
            var j = k
            while j + 1 < body.count, ForLoops.isGuard(body[j]) {
                guard case .symbol(let s) = body[j], ["#:break", "#:final"].contains(s.name) else { return nil }
                if levels.isEmpty { levels.append(Level()) }
                levels[levels.count - 1].guards.append((s.name, body[j + 1]))
                j += 2
            }
            guard k == 0 else { return nil }
            body = Array(body[j...])
        }
        guard !body.isEmpty else { return nil }
        if levels.isEmpty { levels.append(ForLoops.Level()) }
        let code = ForCode(interp: interp, levels: levels, body: body)
        if kind == "/stream" { return try code.stream() }
        return try code.loop(kind: String(kind), accumulators: accumulators, result: result)
    }
}

private typealias Level = ForLoops.Level

/// The forms a loop compiles to.
private struct ForCode {
    let interp: Interp
    let levels: [Level]
    let body: [Value]

    func sym(_ name: String) -> Value { .symbol(Symbol.intern(name)) }
    func fresh(_ name: String) -> Value { .symbol(Symbol.uninterned(name)) }
    /// `sequence`, or the same range made without its stream when it is
    /// a call of the built-in `in-range` or `in-naturals`.
    func iterated(_ sequence: Value) -> Value {
        guard case .pair(let p) = sequence, case .symbol(let head) = p.car,
              head.name == "in-range" || head.name == "in-naturals",
              case .primitive(let current)? = interp.lookup(head.name),
              case .primitive(let original)? = interp.builtin(head.name), current === original,
              let fast = interp.builtin("%" + head.name) else { return sequence }
        return .pair(Pair(fast, p.cdr))
    }

    func builtin(_ name: String) throws -> Value {
        guard let v = interp.builtin(name) else { throw EvalError.unboundVariable(name) }
        return v
    }
    /// The body as one form: a `let` of no bindings when it may define.
    var bodyForm: Value {
        if body.count == 1, !isDefinition(body[0]) { return body[0] }
        return .list([sym("let"), .null] + body)
    }

    func isDefinition(_ form: Value) -> Bool {
        guard case .pair(let p) = form, case .symbol(let head) = p.car else { return false }
        return head.name.hasPrefix("define") || head.name == "begin"
    }

    func loop(kind: String, accumulators given: [(name: Value, initial: Value)], result: Value?) throws -> Value {
        let accumulators: [(name: Value, initial: Value)]
        switch kind {
        case "/fold": accumulators = given
        case "": accumulators = []
        case "/list", "/vector": accumulators = [(fresh("list"), .list([sym("quote"), .null]))]
        case "/sum": accumulators = [(fresh("sum"), .int(0))]
        case "/product": accumulators = [(fresh("product"), .int(1))]
        case "/and": accumulators = [(fresh("and"), .true)]
        default: accumulators = [(fresh(String(kind.dropFirst())), .false)]
        }
        let names = accumulators.map(\.name)
        // What the loop gives when it ends.
        let final: Value
        switch kind {
        case "": final = .list([try builtin("void")])
        case "/list": final = .list([try builtin("reverse"), names[0]])
        case "/vector": final = .list([try builtin("list->vector"), .list([try builtin("reverse"), names[0]])])
        case "/fold":
            if let result { final = result }
            else if names.count == 1 { final = names[0] }
            else { final = .list([try builtin("values")] + names) }
        default: final = names[0]
        }
        let finish = Value.list([sym("lambda"), .list(names), final])
        // The body's step, given the continuation K (a procedure of the accumulators).
        let value = fresh("value")
        func step(_ k: Value) throws -> Value {
            switch kind {
            case "": return .list([sym("begin"), bodyForm, .list([k])])
            case "/list", "/vector": return .list([k, .list([try builtin("cons"), bodyForm, names[0]])])
            case "/sum": return .list([k, .list([try builtin("+"), names[0], bodyForm])])
            case "/product": return .list([k, .list([try builtin("*"), names[0], bodyForm])])
            case "/and":
                return .list([sym("let"), .list([.list([value, bodyForm])]), .list([sym("if"), value, .list([k, value]), .false])])
            case "/or":
                return .list([sym("let"), .list([.list([value, bodyForm])]), .list([sym("if"), value, value, .list([k, .false])])])
            case "/first": return bodyForm
            case "/last": return .list([k, bodyForm])
            default:
                if names.count == 1 { return .list([k, bodyForm]) }
                return .list([try builtin("call-with-values"), .list([sym("lambda"), .null] + body), k])
            }
        }
        let start = try level(0, names: names, done: finish, finish: finish, step: step, stopped: false)
        return .list([sym("let"), .list(accumulators.map { .list([$0.name, $0.initial]) }), start])
    }

    /// Level `i`: its sequences iterated with the accumulators `names`;
    /// when they end, `done` (a procedure of the accumulators) is called.
    func level(_ i: Int, names: [Value], done: Value, finish: Value, step: (Value) throws -> Value, stopped: Bool) throws -> Value {
        let here = levels[i]
        let loopName = fresh("for-loop")
        // The guards, then the next level or the body.
        func rest(from g: Int, stopped: Bool) throws -> Value {
            let again = here.bindings.isEmpty ? done : (stopped ? finish : loopName)
            if g == here.guards.count {
                if i + 1 < levels.count {
                    return try level(i + 1, names: names, done: again, finish: finish, step: step, stopped: stopped)
                }
                return try step(again)
            }
            let (keyword, test) = here.guards[g]
            let skip = Value.list([again] + names)
            let stop = Value.list([finish] + names)
            switch keyword {
            case "#:when": return .list([sym("if"), test, try rest(from: g + 1, stopped: stopped), skip])
            case "#:unless": return .list([sym("if"), test, skip, try rest(from: g + 1, stopped: stopped)])
            case "#:break": return .list([sym("if"), test, stop, try rest(from: g + 1, stopped: stopped)])
            default: return .list([sym("if"), test, try rest(from: g + 1, stopped: true), try rest(from: g + 1, stopped: stopped)])
            }
        }
        if here.bindings.isEmpty { return try rest(from: 0, stopped: stopped) }
        let iterators = here.bindings.map { _ in fresh("sequence") }
        let inner = try bindingNext(here.bindings, iterators, in: try rest(from: 0, stopped: stopped),
                                    atEnd: .list([done] + names))
        let loop = Value.list([sym("let"), loopName, .list(names.map { .list([$0, $0]) }), inner])
        return try starting(here.bindings, iterators, [loop])
    }

    /// `inner` with the ids of `bindings` bound to the next elements of
    /// their `iterators`, each tested for the end first: at an end,
    /// `atEnd`. One id is bound to the element itself (the end is not a
    /// value a program sees: the id is not in scope where it is tested).
    func bindingNext(_ bindings: [(ids: [Value], sequence: Value)], _ iterators: [Value], in inner: Value,
                     atEnd: Value) throws -> Value {
        let next = try builtin("%for-next")
        var inner = inner
        // From the last binding to the first.
        for (b, binding) in bindings.enumerated().reversed() {
            let element = binding.ids.count == 1 ? binding.ids[0] : fresh("element")
            let bound: Value
            if binding.ids.count == 1 {
                bound = inner
            } else {
                let part = try builtin("%for-part")
                bound = .list([sym("let"), .list(binding.ids.enumerated().map { k, id in
                    Value.list([id, .list([part, element, .int(k), .int(binding.ids.count)])])
                }), inner])
            }
            inner = .list([sym("let"), .list([.list([element, .list([next, iterators[b]])])]),
                           .list([sym("if"), .list([try builtin("%for-end?"), element]), atEnd, bound])])
        }
        return inner
    }

    /// `body` with `iterators` bound to new iterations of the sequences of `bindings`.
    func starting(_ bindings: [(ids: [Value], sequence: Value)], _ iterators: [Value], _ body: [Value]) throws -> Value {
        let start = try builtin("%for-sequence")
        return .list([sym("let"), .list(zip(iterators, bindings).map { .list([$0, .list([start, iterated($1.sequence)])]) })]
                     + body)
    }

    /// `for/stream`: a stream whose elements are computed as it is looked
    /// into. Its levels are one (`for/stream`'s parallel clauses and
    /// guards); nested clauses are not lazy here and are an error.
    func stream() throws -> Value {
        guard levels.count == 1 else {
            throw EvalError.user(message: "for/stream with nested clauses is not supported by this interpreter", irritants: [])
        }
        let here = levels[0]
        let nextName = fresh("for-stream")
        let iterators = here.bindings.map { _ in fresh("sequence") }
        // A promise of Racket's lazy streams, made of a procedure of no
        // arguments (not `delay`, which a learner's file may redefine).
        let lazy = Value.primitive(Primitive("for/stream") { thunk in
            let promise = Promise(thunk: thunk)
            promise.isLazyStream = true
            return .promise(promise)
        })
        // (next) gives the next stream pair, or the empty stream.
        let restStream = Value.list([lazy, .list([sym("lambda"), .null, .list([nextName])])])
        var inner = Value.list([try builtin("cons"), bodyForm, restStream])
        for (keyword, test) in here.guards.reversed() {
            let skip = Value.list([nextName])
            switch keyword {
            case "#:when": inner = .list([sym("if"), test, inner, skip])
            case "#:unless": inner = .list([sym("if"), test, skip, inner])
            case "#:break": inner = .list([sym("if"), test, .null, inner])
            default:
                let last = Value.list([try builtin("cons"), bodyForm, .null])
                inner = .list([sym("if"), test, last, inner])
            }
        }
        inner = try bindingNext(here.bindings, iterators, in: inner, atEnd: .null)
        return try starting(here.bindings, iterators, [.list([sym("define"), .list([nextName]), inner]), restStream])
    }
}
