import SICP
import SICPScheme

/// The machine behind `Substitution.run`: an expression in focus, the
/// context around it, and the rule that decides which states are lines.
final class Stepper {
    private let interp: Interp
    private let options: Substitution.Options
    private let print: (String) -> Void
    /// The deepest expression nesting walked recursively.
    private let expressionDepthLimit = 10_000

    /// Applications made, for `maximumSteps`.
    private var steps = 0
    /// Moves of the machine, to poll Ctrl-C every so many.
    private var transitions = 0
    /// Whether the expression has changed since the last line.
    private var dirty = false
    private var linesSeen = 0
    private let headLimit: Int
    private let tailLimit: Int
    private var tail: [Snapshot] = []
    private var counts: [(name: String, count: Int)] = []
    private var countIndex: [String: Int] = [:]
    /// Applications of primitives whose value varies (`random`, `runtime`).
    private var impure = 0
    private var lambdas: [ObjectIdentifier: Lambda] = [:]
    /// Names of the anonymous procedures bound to globals, and the procedures
    /// (kept so that their identities stay theirs).
    private var closureNames: [ObjectIdentifier: String] = [:]
    private var namedClosures: [Closure] = []
    private var globals: [ObjectIdentifier: Expr] = [:]
    private var recentContext: Context?
    private var recent: [(items: [Expr], impure: Int)] = []

    private enum Mode {
        case eval(Expr)
        case ret(Expr)
        case apply([Expr])
    }

    init(_ interp: Interp, _ options: Substitution.Options, _ print: @escaping (String) -> Void) {
        self.interp = interp
        self.options = options
        self.print = print
        let lines = max(2, options.lines)
        headLimit = (lines + 1) / 2
        tailLimit = lines / 2
    }

    // MARK: Running

    func run(_ datum: Value) throws {
        // Sets the interpreter's stack check for this thread: primitives
        // are applied through `Interp.apply`.
        _ = try interp.evaluate(datum: .unspecified)
        let expression = try parse(datum, depth: 0)
        line(nil, expression)
        var context: Context?
        var mode = Mode.eval(expression)
        do {
            while true {
                transitions &+= 1
                if transitions & 1023 == 0 && interp.interrupt.isRequested { throw interp.interrupt.error }
                switch mode {
                case .eval(let e):
                    mode = try evaluate(e, &context)
                case .apply(let items):
                    steps += 1
                    if steps > options.maximumSteps { throw Substitution.Failure.tooManySteps(options.maximumSteps) }
                    guard let next = try apply(items, &context) else { return finishEndless(items) }
                    mode = next
                case .ret(let v):
                    guard let c = context else { return finish(v) }
                    context = c.parent
                    mode = try resume(c, v, &context)
                }
            }
        } catch {
            if dirty {
                switch mode {
                case .eval(let e), .ret(let e): line(context, e)
                case .apply(let items): line(context, .list(ListNode(items)))
                }
            }
            flushTail()
            throw error
        }
    }

    private func finish(_ value: Expr) {
        if dirty, !isUnspecified(value) {
            // The value alone is shown as Scheme writes it: a list unquoted.
            switch value {
            case .value(let v) where v.isPair || v.isSymbolOrNull:
                linesSeen += 1
                if linesSeen <= headLimit { print(Printer.write(v)) } else { tail.append(Snapshot(context: nil, focus: .variable(Symbol.intern(Printer.write(v))))) }
                if tail.count > tailLimit { tail.removeFirst() }
            default:
                line(nil, value)
            }
        }
        flushTail()
        for (name, count) in counts { print("\(name): \(count)") }
    }

    private func finishEndless(_ items: [Expr]) {
        flushTail()
        let call = elide([drawn(.list(ListNode(items)))], width: options.width - 40)
        print(";\(call) reduces to \(call) again: this evaluation never ends.")
    }

    private func isUnspecified(_ e: Expr) -> Bool {
        if case .value(.unspecified) = e { return true }
        return false
    }

    // MARK: Lines

    private func line(_ context: Context?, _ focus: Expr) {
        dirty = false
        linesSeen += 1
        let snapshot = Snapshot(context: context, focus: focus)
        if linesSeen <= headLimit {
            print(text(snapshot))
        } else {
            if tail.count == tailLimit { tail.removeFirst() }
            tail.append(snapshot)
        }
    }

    private func flushTail() {
        let elided = linesSeen - headLimit - tail.count
        if elided > 0 { print("... \(Substitution.grouped(elided)) step\(elided == 1 ? "" : "s") ...") }
        for snapshot in tail { print(text(snapshot)) }
        tail.removeAll()
    }

    private func text(_ snapshot: Snapshot) -> String {
        var chain: [Context] = []
        var c = snapshot.context
        while let x = c {
            chain.append(x)
            c = x.parent
        }
        var pieces: [String] = []
        pieces.reserveCapacity(2 * chain.count + 1)
        for context in chain.reversed() { pieces.append(prefix(context)) }
        pieces.append(drawn(snapshot.focus))
        for context in chain { pieces.append(suffix(context)) }
        return elide(pieces, width: options.width)
    }

    /// The pieces joined, or, when wider than `width`, their first and last
    /// characters around ` ... `.
    private func elide(_ pieces: [String], width: Int) -> String {
        let width = max(width, 20)
        var total = 0
        for piece in pieces {
            total += piece.count
            if total > width { break }
        }
        if total <= width { return pieces.joined() }
        let keep = width - 5
        let headCount = (keep + 1) / 2
        let tailCount = keep - headCount
        var head = ""
        for piece in pieces {
            let needed = headCount - head.count
            if needed <= 0 { break }
            head += piece.prefix(needed)
        }
        var tailPieces: [Substring] = []
        var have = 0
        for piece in pieces.reversed() {
            let needed = tailCount - have
            if needed <= 0 { break }
            let part = piece.suffix(needed)
            have += part.count
            tailPieces.append(part)
        }
        return head + " ... " + tailPieces.reversed().joined()
    }

    private func prefix(_ c: Context) -> String {
        if let p = c.prefix { return p }
        var out = ""
        switch c.kind {
        case .call(let done, _):
            out = "("
            for e in done { draw(e, into: &out); out += " " }
        case .ifTest: out = "(if "
        case .cond: out = "(cond ("
        case .and: out = "(and "
        case .or: out = "(or "
        case .begin: out = "(begin "
        case .letInit(let done, let name, _, _):
            out = "(let ("
            for (n, v) in done {
                out += "(" + n.name + " "
                draw(v, into: &out)
                out += ") "
            }
            out += "(" + name.name + " "
        }
        c.prefix = out
        return out
    }

    private func suffix(_ c: Context) -> String {
        if let s = c.suffix { return s }
        var out = ""
        func rest(_ exprs: ArraySlice<Expr>) {
            for e in exprs { out += " "; draw(e, into: &out) }
        }
        switch c.kind {
        case .call(_, let pending): rest(pending); out += ")"
        case .ifTest(let r), .and(let r), .or(let r), .begin(let r): rest(r); out += ")"
        case .cond(let body, let clauses): rest(body); out += ")"; rest(clauses); out += ")"
        case .letInit(_, _, let pending, let body):
            out += ")"
            for (n, e) in pending {
                out += " (" + n.name + " "
                draw(e, into: &out)
                out += ")"
            }
            out += ")"
            rest(body[...])
            out += ")"
        }
        c.suffix = out
        return out
    }

    private func drawn(_ e: Expr) -> String {
        var out = ""
        draw(e, into: &out)
        return out
    }

    /// The most characters drawn of one piece of a line: normal order can
    /// make an expression whose text is exponentially long (its parts
    /// shared); past this it is cut with ` ...`, and the line is elided anyway.
    private static let drawLimit = 100_000

    private func draw(_ e: Expr, into out: inout String) {
        if out.utf8.count > Self.drawLimit {
            if !out.hasSuffix(" ...") { out += " ..." }
            return
        }
        switch e {
        case .value(.closure(let c)) where c.name == nil && closureNames[ObjectIdentifier(c)] != nil:
            out += closureNames[ObjectIdentifier(c)] ?? ""
        case .value(let v): out += Self.valueText(v)
        case .variable(let s): out += s.name
        case .procedure(let l):
            if let name = l.name { out += name; return }
            out += "(lambda " + Self.parameterText(l)
            for form in l.body { out += " "; draw(form, into: &out) }
            out += ")"
        case .list(let node):
            let items = node.items
            if items.count == 3, case .variable(let k) = items[0], k.name == "define",
               case .procedure(let l) = items[2], l.name != nil {
                out += "(define (" + (l.name ?? "")
                for p in l.parameters { out += " " + p.name }
                if let r = l.rest { out += " . " + r.name }
                out += ")"
                for form in l.body { out += " "; draw(form, into: &out) }
                out += ")"
                return
            }
            out += "("
            for (i, item) in items.enumerated() {
                if i > 0 { out += " " }
                draw(item, into: &out)
            }
            out += ")"
        }
    }

    private static func parameterText(_ l: Lambda) -> String {
        if l.parameters.isEmpty, let r = l.rest { return r.name }
        var text = "(" + l.parameters.map(\.name).joined(separator: " ")
        if let r = l.rest { text += " . " + r.name }
        return text + ")"
    }

    /// A value as the line shows it: as `write` shows it, procedures by
    /// name, data quoted, an integer too long to read by its size.
    static func valueText(_ v: Value) -> String {
        switch v {
        case .primitive(let p): return p.name
        case .closure(let c): return c.name ?? Printer.write(v)
        case .symbol, .pair, .null: return "'" + Printer.write(v)
        case .big(let n) where n.bitWidth > 60_000:
            let digits = Int(Double(n.bitWidth - 1) * 0.30102999566398120) + 1
            return "#[integer of about \(Substitution.grouped(digits)) digits]"
        default: return Printer.write(v)
        }
    }

    // MARK: Reading

    private static let keywords: Set<String> = [
        "if", "cond", "and", "or", "begin", "let", "let*", "letrec", "letrec*", "define", "lambda", "quote",
        "set!", "quasiquote", "unquote", "delay", "delay-force", "make-promise", "cons-stream", "do", "case",
        "when", "unless", "define-syntax", "let-syntax", "letrec-syntax", "named-lambda", "fluid-let",
        "define-record-type", "let-values", "define-values", "parameterize", "else", "=>",
    ]

    /// The keywords' symbols, looked up by identity (no string hashing).
    private let keywordSymbols: Set<ObjectIdentifier> = Set(keywords.map { ObjectIdentifier(Symbol.intern($0)) })

    private func isKeyword(_ s: Symbol) -> Bool {
        keywordSymbols.contains(ObjectIdentifier(s))
    }

    private func keyword(_ e: Expr) -> String? {
        if case .variable(let s) = e, isKeyword(s) { return s.name }
        return nil
    }

    private func illFormed(_ datum: Value) -> EvalError {
        .illFormed(Printer.write(datum))
    }

    private func parse(_ d: Value, depth: Int) throws -> Expr {
        if depth > expressionDepthLimit { throw EvalError.recursionDepthExceeded }
        switch d {
        case .symbol(let s):
            return .variable(s)
        case .pair(let p):
            guard let items = d.listElements else { throw illFormed(d) }
            if case .symbol(let k) = p.car {
                switch k.name {
                case "quote":
                    guard items.count == 2 else { throw illFormed(d) }
                    return .value(items[1])
                case "lambda":
                    guard items.count >= 3 else { throw illFormed(d) }
                    return .procedure(try lambda(name: nil, items[1], Array(items[2...]), d, depth))
                case "define":
                    guard items.count >= 2 else { throw illFormed(d) }
                    if case .pair(let spec) = items[1] {
                        guard case .symbol(let name) = spec.car, items.count >= 3 else { throw illFormed(d) }
                        let l = try lambda(name: name.name, spec.cdr, Array(items[2...]), d, depth)
                        return .list(ListNode([.variable(k), .variable(name), .procedure(l)]))
                    }
                    guard case .symbol(let name) = items[1], items.count == 3 else { throw illFormed(d) }
                    var value = try parse(items[2], depth: depth + 1)
                    if case .procedure(let l) = value, l.name == nil {
                        value = .procedure(Lambda(name: name.name, parameters: l.parameters, rest: l.rest, body: l.body))
                    }
                    return .list(ListNode([.variable(k), .variable(name), value]))
                default:
                    break
                }
            }
            return .list(ListNode(try items.map { try parse($0, depth: depth + 1) }))
        default:
            return .value(d)
        }
    }

    private func lambda(name: String?, _ parameters: Value, _ body: [Value], _ form: Value, _ depth: Int) throws -> Lambda {
        var required: [Symbol] = []
        var rest: Symbol?
        var cursor = parameters
        loop: while true {
            switch cursor {
            case .null: break loop
            case .symbol(let s): rest = s; break loop
            case .pair(let p):
                guard case .symbol(let s) = p.car else { throw illFormed(form) }
                required.append(s)
                cursor = p.cdr
            default: throw illFormed(form)
            }
        }
        guard !body.isEmpty else { throw illFormed(form) }
        return Lambda(name: name, parameters: required, rest: rest,
                      body: try body.map { try parse($0, depth: depth + 1) })
    }

    /// What a value of the interpreter is in the model: a procedure
    /// defined at top level is its source; anything else is itself.
    private func expr(for value: Value) throws -> Expr {
        guard case .closure(let c) = value, c.isTopLevel, !c.code.sourceBody.isEmpty else { return .value(value) }
        if let l = lambdas[ObjectIdentifier(c)] { return .procedure(l) }
        let source = try lambda(name: c.name, c.code.sourceParameters, c.code.sourceBody, .unspecified, 0)
        let l = Lambda(name: c.name, parameters: source.parameters, rest: source.rest, body: source.body, closure: c)
        lambdas[ObjectIdentifier(c)] = l
        return .procedure(l)
    }

    private func global(_ s: Symbol) throws -> Expr {
        if let e = globals[ObjectIdentifier(s)] { return e }
        guard let value = interp.lookup(s.name) else { throw EvalError.unboundVariable(s.name) }
        if case .closure(let c) = value, c.name == nil, closureNames[ObjectIdentifier(c)] == nil {
            // A procedure made by another (`(define add4 (make-adder 4))`) is
            // shown by the name it is defined under.
            closureNames[ObjectIdentifier(c)] = s.name
            namedClosures.append(c)
        }
        let e = try expr(for: value)
        globals[ObjectIdentifier(s)] = e
        return e
    }

    // MARK: Compound or not

    private func isCompoundOperator(_ e: Expr) -> Bool {
        switch e {
        case .procedure: return true
        case .variable(let s):
            if isKeyword(s) { return false }
            if case .procedure? = try? global(s) { return true }
            return false
        default: return false
        }
    }

    private func containsCompound(_ e: Expr) -> Bool {
        guard case .list(let node) = e else { return false }
        if node.compound != 0 { return node.compound == 2 }
        let items = node.items
        var found = false
        if let first = items.first {
            if isCompoundOperator(first) {
                found = true
            } else if keyword(first) == "let", items.count > 1, case .variable = items[1] {
                found = true  // a named let is a call of its procedure
            } else {
                found = items.contains { containsCompound($0) }
            }
        }
        node.compound = found ? 2 : 1
        return found
    }

    private func containsCompound(_ exprs: ArraySlice<Expr>) -> Bool {
        exprs.contains { containsCompound($0) }
    }

    private func push(_ kind: Context.Kind, _ context: inout Context?, compound: Bool) throws {
        let c = Context(kind, parent: context, compound: compound)
        if c.depth > options.maximumDepth { throw EvalError.recursionDepthExceeded }
        context = c
    }

    private func list(_ items: [Expr]) throws -> Expr {
        let node = ListNode(items)
        if node.depth > expressionDepthLimit { throw EvalError.recursionDepthExceeded }
        return .list(node)
    }

    // MARK: Reducing

    private static var unspecified: Expr { .value(.unspecified) }

    private func isTrue(_ e: Expr) -> Bool {
        if case .value(.bool(false)) = e { return false }
        return true
    }

    private func evaluate(_ e: Expr, _ context: inout Context?) throws -> Mode {
        switch e {
        case .value, .procedure:
            return .ret(e)
        case .variable(let s):
            if isKeyword(s) { throw EvalError.syntacticKeyword(s.name) }
            let value = try global(s)
            if !rendersAs(value, s.name) { dirty = true }
            return .ret(value)
        case .list(let node):
            let items = node.items
            guard let head = items.first else { throw EvalError.illFormed("()") }
            if let k = keyword(head) { return try special(k, items, &context) }
            try push(.call(done: [], pending: items[1...]), &context,
                     compound: isCompoundOperator(head) || containsCompound(items[1...]))
            return .eval(head)
        }
    }

    private func rendersAs(_ e: Expr, _ name: String) -> Bool {
        switch e {
        case .procedure(let l): return l.name == name
        case .value(.primitive(let p)): return p.name == name
        case .value(.closure(let c)): return (c.name ?? closureNames[ObjectIdentifier(c)]) == name
        default: return false
        }
    }

    private func datum(_ items: [Expr]) -> Value {
        .list(items.map(datum))
    }

    /// An expression back as data for the interpreter (to turn a lambda
    /// into a procedure a primitive can call).
    private func datum(_ e: Expr) -> Value {
        switch e {
        case .value(let v):
            switch v {
            case .symbol, .pair, .null: return .list([.symbol(Symbol.intern("quote")), v])
            default: return v
            }
        case .variable(let s): return .symbol(s)
        case .list(let node): return datum(node.items)
        case .procedure(let l):
            if let c = l.closure { return .closure(c) }
            guard let group = l.group else { return lambdaDatum(l) }
            let bindings = group.members.map { name, member in
                Value.list([.symbol(name), lambdaDatum(member)])
            }
            let body: Value = l.template != nil && l.name != nil ? .symbol(Symbol.intern(l.name!)) : lambdaDatum(l)
            return .list([.symbol(Symbol.intern("letrec")), .list(bindings), body])
        }
    }

    private func lambdaDatum(_ l: Lambda) -> Value {
        var parameters: Value = l.rest.map { .symbol($0) } ?? .null
        for p in l.parameters.reversed() { parameters = .pair(Pair(.symbol(p), parameters)) }
        return .pair(Pair(.symbol(Symbol.intern("lambda")), .pair(Pair(parameters, .list(l.body.map(datum))))))
    }

    private func realValue(_ e: Expr) throws -> Value {
        switch e {
        case .value(let v): return v
        case .procedure(let l):
            if let c = l.closure { return .closure(c) }
            return try interp.evaluate(datum: datum(e))
        default:
            throw EvalError.illFormed(drawn(e))
        }
    }

    private func special(_ k: String, _ items: [Expr], _ context: inout Context?) throws -> Mode {
        let form = { Value.list(items.map(self.datum)) }
        switch k {
        case "if":
            guard items.count == 3 || items.count == 4 else { throw illFormed(form()) }
            try push(.ifTest(rest: items[2...]), &context, compound: containsCompound(items[2...]))
            return .eval(items[1])
        case "cond":
            dirty = true
            guard items.count > 1 else { return .ret(Self.unspecified) }
            guard case .list(let clause) = items[1], !clause.items.isEmpty else { throw illFormed(form()) }
            if keyword(clause.items[0]) == "else" {
                guard clause.items.count > 1 else { throw illFormed(form()) }
                return .eval(try sequence(clause.items[1...]))
            }
            dirty = false
            try push(.cond(body: clause.items[1...], clauses: items[2...]), &context,
                     compound: containsCompound(clause.items[1...]) || containsCompound(items[2...]))
            return .eval(clause.items[0])
        case "and", "or":
            if items.count == 1 { dirty = true; return .ret(.value(.bool(k == "and"))) }
            if items.count == 2 { dirty = true; return .eval(items[1]) }
            try push(k == "and" ? .and(items[2...]) : .or(items[2...]), &context, compound: containsCompound(items[2...]))
            return .eval(items[1])
        case "begin":
            if items.count == 1 { dirty = true; return .ret(Self.unspecified) }
            if items.count == 2 { dirty = true; return .eval(items[1]) }
            try push(.begin(items[2...]), &context, compound: containsCompound(items[2...]))
            return .eval(items[1])
        case "let":
            guard items.count >= 3 else { throw illFormed(form()) }
            if case .variable(let name) = items[1] {
                guard items.count >= 4 else { throw illFormed(form()) }
                let bindings = try self.bindings(items[2], form)
                let group = Group()
                let member = Lambda(name: name.name, parameters: bindings.map(\.0), rest: nil, body: Array(items[3...]))
                group.members = [(name, member)]
                dirty = true
                return .eval(try list([.procedure(member.bound(in: group))] + bindings.map(\.1)))
            }
            let bindings = try self.bindings(items[1], form)
            let body = Array(items[2...])
            if bindings.isEmpty || options.order == .normal {
                dirty = true
                return .eval(try instantiate(body, Dictionary(bindings, uniquingKeysWith: { _, b in b })))
            }
            try push(.letInit(done: [], name: bindings[0].0, pending: bindings[1...], body: body), &context,
                     compound: containsCompound(bindings[1...].map(\.1)[...]) || containsCompound(body[...]))
            return .eval(bindings[0].1)
        case "let*":
            guard items.count >= 3 else { throw illFormed(form()) }
            guard case .list(let spec) = items[1], spec.items.count > 1 else {
                dirty = true
                return .eval(try list([.variable(Symbol.intern("let"))] + items[1...]))
            }
            let inner = try list([items[0], try list(Array(spec.items[1...]))] + items[2...])
            dirty = true
            return .eval(try list([.variable(Symbol.intern("let")), try list([spec.items[0]]), inner]))
        case "letrec", "letrec*":
            guard items.count >= 3 else { throw illFormed(form()) }
            let bindings = try self.bindings(items[1], form)
            let group = Group()
            for (name, value) in bindings {
                guard case .procedure(let l) = value else { throw Substitution.Failure.unsupported("\(k) of a value that is not a lambda") }
                group.members.append((name, Lambda(name: name.name, parameters: l.parameters, rest: l.rest, body: l.body)))
            }
            var map: [Symbol: Expr] = [:]
            for (name, member) in group.members { map[name] = .procedure(member.bound(in: group)) }
            dirty = true
            return .eval(try instantiate(Array(items[2...]), map))
        case "define", "else", "=>", "lambda", "quote":
            throw illFormed(form())
        default:
            throw Substitution.Failure.unsupported(k)
        }
    }

    private func bindings(_ e: Expr, _ form: () -> Value) throws -> [(Symbol, Expr)] {
        guard case .list(let spec) = e else {
            if case .value(.null) = e { return [] }
            throw illFormed(form())
        }
        return try spec.items.map { binding in
            guard case .list(let b) = binding, b.items.count == 2, case .variable(let name) = b.items[0] else {
                throw illFormed(form())
            }
            return (name, b.items[1])
        }
    }

    private func resume(_ c: Context, _ v: Expr, _ context: inout Context?) throws -> Mode {
        switch c.kind {
        case .call(let done, let pending):
            let done = done + [v]
            if options.order == .normal, done.count == 1, case .procedure = v {
                return .apply(done + pending)
            }
            if let next = pending.first {
                let rest = pending.dropFirst()
                try push(.call(done: done, pending: rest), &context,
                         compound: isCompoundOperator(done[0]) || containsCompound(rest))
                return .eval(next)
            }
            return .apply(done)
        case .ifTest(let rest):
            dirty = true
            if isTrue(v) { return .eval(rest[rest.startIndex]) }
            return rest.count > 1 ? .eval(rest[rest.startIndex + 1]) : .ret(Self.unspecified)
        case .cond(let body, let clauses):
            dirty = true
            if isTrue(v) {
                guard let first = body.first else { return .ret(v) }
                if keyword(first) == "=>" {
                    guard body.count == 2 else { throw EvalError.illFormed("=>") }
                    return .eval(try list([body[body.startIndex + 1], v]))
                }
                return .eval(try sequence(body))
            }
            return .eval(try list([.variable(Symbol.intern("cond"))] + clauses))
        case .and(let rest), .or(let rest):
            dirty = true
            let isAnd: Bool
            if case .and = c.kind { isAnd = true } else { isAnd = false }
            if isTrue(v) != isAnd || rest.isEmpty { return .ret(v) }
            if rest.count == 1 { return .eval(rest[rest.startIndex]) }
            try push(isAnd ? .and(rest.dropFirst()) : .or(rest.dropFirst()), &context, compound: containsCompound(rest.dropFirst()))
            return .eval(rest[rest.startIndex])
        case .begin(let rest):
            dirty = true
            if rest.count == 1 { return .eval(rest[rest.startIndex]) }
            try push(.begin(rest.dropFirst()), &context, compound: containsCompound(rest.dropFirst()))
            return .eval(rest[rest.startIndex])
        case .letInit(let done, let name, let pending, let body):
            let done = done + [(name, v)]
            if let next = pending.first {
                let rest = pending.dropFirst()
                try push(.letInit(done: done, name: next.0, pending: rest, body: body), &context,
                         compound: containsCompound(rest.map(\.1)[...]) || containsCompound(body[...]))
                return .eval(next.1)
            }
            dirty = true
            return .eval(try instantiate(body, Dictionary(done, uniquingKeysWith: { _, b in b })))
        }
    }

    /// Applies a procedure to its operands (values, or in normal order the
    /// unevaluated operands of a compound procedure).
    /// - Returns: nil when the application repeats one made in the same
    ///   context: the evaluation never ends.
    private func apply(_ items: [Expr], _ context: inout Context?) throws -> Mode? {
        switch items[0] {
        case .procedure(let l):
            let arguments = items.dropFirst()
            guard arguments.count == l.parameters.count || (l.rest != nil && arguments.count >= l.parameters.count) else {
                let procedure = try realValue(items[0])
                throw EvalError.wrongArity(
                    procedure: Printer.errorRepresentation(procedure), given: arguments.count,
                    min: l.parameters.count, max: l.rest == nil ? l.parameters.count : nil)
            }
            if recentContext !== context {
                recentContext = context
                recent.removeAll()
            }
            for r in recent where r.impure == impure && equal(r.items, items) { return nil }
            recent.append((items, impure))
            if recent.count > 16 { recent.removeFirst() }
            if dirty { line(context, .list(ListNode(items))) }
            var map: [Symbol: Expr] = [:]
            if let group = l.group {
                for (name, member) in group.members { map[name] = .procedure(member.bound(in: group)) }
            }
            for (p, a) in zip(l.parameters, arguments) { map[p] = a }
            if let r = l.rest {
                let list = interp.lookup("list") ?? .null
                map[r] = try self.list([.value(list)] + arguments.dropFirst(l.parameters.count))
            }
            dirty = true
            return .eval(try instantiate(l.body, map))
        case .value(let f) where f.isProcedure:
            if dirty && !(context?.compound ?? false) { line(context, .list(ListNode(items))) }
            let arguments = try items.dropFirst().map(realValue)
            let name: String
            switch f {
            case .primitive(let p): name = p.name
            case .closure(let c): name = c.name ?? closureNames[ObjectIdentifier(c)] ?? "(lambda)"
            default: name = "?"
            }
            if let i = countIndex[name] {
                counts[i].count += 1
            } else {
                countIndex[name] = counts.count
                counts.append((name, 1))
            }
            if name == "random" || name == "runtime" || name == "real-time" || name == "current-time" { impure += 1 }
            let result = try interp.apply(f, arguments)
            dirty = true
            return .ret(try expr(for: result))
        default:
            throw EvalError.notApplicable(Printer.errorRepresentation(try realValue(items[0])))
        }
    }

    // MARK: Substituting

    /// A body with its parameters replaced: internal definitions made into
    /// a group (procedures) or a `let` (values); several forms a `begin`.
    private func instantiate(_ body: [Expr], _ map: [Symbol: Expr]) throws -> Expr {
        try sequence(try substituteBody(body[...], map)[...])
    }

    private func defineParts(_ e: Expr) -> (Symbol, Expr)? {
        guard case .list(let node) = e, node.items.count == 3, keyword(node.items[0]) == "define",
              case .variable(let name) = node.items[1] else { return nil }
        return (name, node.items[2])
    }

    private func sequence(_ body: ArraySlice<Expr>) throws -> Expr {
        var forms = Array(body)
        while let (name, value) = forms.first.flatMap(defineParts) {
            if case .procedure = value {
                let group = Group()
                var j = 0
                while j < forms.count, let (n, v) = defineParts(forms[j]), case .procedure(let l) = v {
                    group.members.append((n, l))
                    j += 1
                }
                var map: [Symbol: Expr] = [:]
                for (n, member) in group.members { map[n] = .procedure(member.bound(in: group)) }
                forms = try substituteBody(forms[j...], map)
            } else {
                guard forms.count > 1 else { throw EvalError.illFormed(drawn(forms[0])) }
                let binding = try list([try list([.variable(name), value])])
                return try list([.variable(Symbol.intern("let")), binding] + forms[1...])
            }
        }
        guard let first = forms.first else { throw EvalError.illFormed("()") }
        if forms.count == 1 { return first }
        return try list([.variable(Symbol.intern("begin"))] + forms)
    }

    private func substituteBody(_ forms: ArraySlice<Expr>, _ map: [Symbol: Expr]) throws -> [Expr] {
        var map = map
        for form in forms {
            if let (name, _) = defineParts(form) { map[name] = nil }
        }
        if map.isEmpty { return Array(forms) }
        return try forms.map { try substitute($0, map) }
    }

    private func without(_ map: [Symbol: Expr], _ names: [Symbol]) -> [Symbol: Expr] {
        var map = map
        for n in names { map[n] = nil }
        return map
    }

    private func substitute(_ e: Expr, _ map: [Symbol: Expr]) throws -> Expr {
        if map.isEmpty { return e }
        switch e {
        case .value: return e
        case .variable(let s): return map[s] ?? e
        case .procedure(let l):
            if l.closure != nil { return e }
            var inner = without(map, l.parameters + (l.rest.map { [$0] } ?? []))
            if let g = l.group { inner = without(inner, g.members.map(\.0)) }
            if inner.isEmpty { return e }
            return .procedure(Lambda(name: l.name, parameters: l.parameters, rest: l.rest,
                                     body: try substituteBody(l.body[...], inner), group: l.group))
        case .list(let node):
            let items = node.items
            if case .variable(let k) = items.first, map[k] == nil, isKeyword(k) {
                switch k.name {
                case "let", "let*", "letrec", "letrec*":
                    return try substituteLet(k.name, items, map)
                default:
                    break
                }
            }
            return try list(items.map { try substitute($0, map) })
        }
    }

    private func substituteLet(_ k: String, _ items: [Expr], _ map: [Symbol: Expr]) throws -> Expr {
        var index = 1
        var loopName: [Symbol] = []
        if items.count > 1, case .variable(let name) = items[1] {
            loopName = [name]
            index = 2
        }
        guard items.count > index, case .list(let spec) = items[index] else {
            return try list(items.map { try substitute($0, map) })
        }
        var names: [Symbol] = []
        var newBindings: [Expr] = []
        let recursive = k.hasPrefix("letrec")
        for binding in spec.items {
            guard case .list(let b) = binding, b.items.count == 2, case .variable(let name) = b.items[0] else {
                newBindings.append(try substitute(binding, map))
                continue
            }
            names.append(name)
            let scope: [Symbol: Expr]
            if recursive {
                scope = without(map, spec.items.compactMap { item in
                    if case .list(let b) = item, case .variable(let n)? = b.items.first { return n }
                    return nil
                })
            } else {
                scope = k == "let*" ? without(map, Array(names.dropLast())) : map
            }
            newBindings.append(try list([b.items[0], try substitute(b.items[1], scope)]))
        }
        let inner = without(map, names + loopName)
        var out = Array(items[..<index])
        out.append(try list(newBindings))
        out += try substituteBody(items[(index + 1)...], inner)
        return try list(out)
    }

    // MARK: Equality

    private func equal(_ a: [Expr], _ b: [Expr]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    }

    private func equal(_ a: Expr, _ b: Expr) -> Bool {
        switch (a, b) {
        case (.value(let x), .value(let y)): return Self.same(x, y)
        case (.variable(let x), .variable(let y)): return x === y
        case (.procedure(let x), .procedure(let y)): return x.same(as: y)
        case (.list(let x), .list(let y)): return x === y || (x.depth == y.depth && equal(x.items, y.items))
        default: return false
        }
    }

    private static func same(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.big(let x), .big(let y)): return x == y
        case (.ratio(let x), .ratio(let y)): return x.numerator == y.numerator && x.denominator == y.denominator
        case (.real(let x), .real(let y)): return x.bitPattern == y.bitPattern
        case (.bool(let x), .bool(let y)): return x == y
        case (.char(let x), .char(let y)): return x == y
        case (.string(let x), .string(let y)): return x === y
        case (.symbol(let x), .symbol(let y)): return x === y
        case (.null, .null), (.unspecified, .unspecified): return true
        case (.pair(let x), .pair(let y)): return x === y
        case (.primitive(let x), .primitive(let y)): return x === y
        case (.closure(let x), .closure(let y)): return x === y
        default: return false
        }
    }
}

extension Value {
    var isPair: Bool {
        if case .pair = self { return true }
        return false
    }

    var isSymbolOrNull: Bool {
        switch self {
        case .symbol, .null: return true
        default: return false
        }
    }
}
