/// A macro, as `define-syntax`, `let-syntax`, `letrec-syntax`,
/// `define-syntax-rule`, `define-macro` and `defmacro` bind it: a keyword
/// whose uses the compiler rewrites before it compiles them.
final class Macro {
    enum Transformer {
        /// `syntax-rules`: hygienic pattern matching (R7RS 4.3.2).
        case rules(SyntaxRules)
        /// `define-macro`, `defmacro`: a Scheme procedure called at compile
        /// time on the operands as written; not hygienic.
        case procedure(Value)
    }
    let name: String
    let transformer: Transformer

    init(name: String, transformer: Transformer) {
        self.name = name
        self.transformer = transformer
    }
}

/// A `syntax-rules` transformer, parsed once when the macro is defined.
///
/// ```scheme
/// (define-syntax swap!
///   (syntax-rules ()
///     ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))))
/// ```
///
/// Patterns have literals, `_`, ellipses (nested, followed by more
/// patterns, before a dotted tail), a custom ellipsis identifier
/// (`(syntax-rules ::: (literals) ...)`) and the `(... ...)` escape in
/// templates. Every identifier a template introduces is renamed at each
/// expansion (see `Renaming.swift`).
struct SyntaxRules {
    indirect enum Pattern {
        /// `_`: matches anything, binds nothing.
        case any
        case variable(Symbol)
        /// An identifier of the literals list: matches an identifier that
        /// means the same.
        case literal(Symbol)
        /// A number, string, boolean, character: matches an `equal?` datum.
        case datum(Value)
        /// `(p ... q <ellipsis> r ... . tail)`: `repeated` matches any number
        /// of elements (its variables are `repeatedVariables`); `tail` nil
        /// means the list must end there.
        case sequence(head: [Pattern], repeated: Pattern?, repeatedVariables: [Symbol], after: [Pattern], tail: Pattern?)
        /// `#(p ... q <ellipsis> r ...)`: a vector whose elements, as a
        /// list, match the sequence.
        case vector(Pattern)
    }

    indirect enum Template {
        /// A pattern variable: replaced by what it matched.
        case variable(Symbol)
        /// An identifier the template introduces: renamed.
        case identifier(Symbol)
        case datum(Value)
        /// Elements, each followed by `ellipses` ellipses (and the pattern
        /// variables inside it, which drive the repetition), then a tail.
        case sequence([Element], tail: Template?)
        /// `#(t ...)`: the vector of the sequence's elements.
        case vector(Template)
    }

    struct Element {
        let template: Template
        let ellipses: Int
        let variables: [Symbol]
    }

    /// What a pattern variable matched: one form, or a sequence of matches
    /// for a variable under an ellipsis.
    indirect enum Match {
        case one(Value)
        case many([Match])
    }

    /// The whole `(syntax-rules ...)` form, for error messages.
    let form: Value
    let rules: [(pattern: Pattern, template: Template)]
    /// The scope the macro was defined in (nil: the top level): where the
    /// identifiers its templates introduce mean what they mean.
    let environment: Scope?

    /// The most steps (elements matched, pairs built) the expansions of one
    /// top-level form may take: a macro whose expansion grows without end
    /// (`(grow x ...)` to `(grow x ... x ...)`) stops there, as one that
    /// nests without end stops at the compiler's nesting limit, with MIT's
    /// `;Aborting!: maximum recursion depth exceeded`.
    static let maximumSteps = 1_000_000

    // MARK: Parsing

    /// Parses `(syntax-rules [ellipsis] (literal ...) (pattern template) ...)`.
    /// - Throws: `;Ill-formed special form: (syntax-rules ...)` with the
    ///   whole form for a malformed one (an ellipsis where none may be, two
    ///   at one level, a pattern variable twice); a template that uses a
    ///   pattern variable under fewer ellipses than its pattern is refused
    ///   with a message that names the variable.
    init(_ form: Value, environment: Scope?) throws {
        self.form = form
        self.environment = environment
        guard var parts = form.listElements, parts.count >= 2 else { throw Self.illFormed(form) }
        parts.removeFirst()
        var ellipsis: Symbol?
        if case .symbol(let custom) = parts[0] {
            ellipsis = custom
            parts.removeFirst()
            guard !parts.isEmpty else { throw Self.illFormed(form) }
        }
        guard let literalForms = parts[0].listElements else { throw Self.illFormed(form) }
        var literals: [Symbol] = []
        for literal in literalForms {
            guard case .symbol(let s) = literal else { throw Self.illFormed(form) }
            literals.append(s)
        }
        var parser = Parser(form: form, ellipsis: ellipsis, literals: literals)
        var rules: [(Pattern, Template)] = []
        for rule in parts.dropFirst() {
            guard let pair = rule.listElements, pair.count == 2, case .pair(let pattern) = pair[0] else {
                throw Self.illFormed(form)
            }
            // The keyword's place is ignored (R7RS 4.3.2).
            parser.variables = [:]
            let p = try parser.pattern(pattern.cdr, depth: 0)
            let t = try parser.template(pair[1], depth: 0, escaped: false)
            rules.append((p, t))
        }
        self.rules = rules
    }

    static func illFormed(_ form: Value) -> EvalError {
        .user(message: "Ill-formed special form: " + Printer.write(form), irritants: [])
    }

    private struct Parser {
        let form: Value
        let ellipsis: Symbol?
        let literals: [Symbol]
        /// The pattern variables of the rule being parsed, with their depths.
        var variables: [Symbol: Int] = [:]

        init(form: Value, ellipsis: Symbol?, literals: [Symbol]) {
            self.form = form
            self.ellipsis = ellipsis
            self.literals = literals
        }

        static let dots = Symbol.intern("...")
        static let underscore = Symbol.intern("_")

        func isLiteral(_ s: Symbol) -> Bool { literals.contains { $0 === s } }

        /// Whether `value` is the ellipsis (a literal named `...` is not).
        func isEllipsis(_ value: Value) -> Bool {
            guard case .symbol(let s) = value, !isLiteral(s) else { return false }
            if let ellipsis { return s === ellipsis }
            return s.plain === Self.dots
        }

        mutating func pattern(_ value: Value, depth: Int) throws -> Pattern {
            switch value {
            case .symbol(let s):
                if isLiteral(s) { return .literal(s) }
                if isEllipsis(value) { throw illFormed(form) }
                if s.plain === Self.underscore { return .any }
                guard variables[s] == nil else { throw illFormed(form) }
                variables[s] = depth
                return .variable(s)
            case .pair, .null:
                var head: [Pattern] = []
                var after: [Pattern] = []
                var repeated: Pattern?
                var repeatedVariables: [Symbol] = []
                var cursor = value
                var count = 0
                while case .pair(let p) = cursor {
                    count += 1
                    guard count < 1_000_000 else { throw illFormed(form) }
                    if isEllipsis(p.car) { throw illFormed(form) }  // first, or after another ellipsis
                    if case .pair(let next) = p.cdr, isEllipsis(next.car) {
                        guard repeated == nil else { throw illFormed(form) }  // two at one level
                        let before = Set(variables.keys)
                        repeated = try pattern(p.car, depth: depth + 1)
                        repeatedVariables = variables.keys.filter { !before.contains($0) }
                        cursor = next.cdr
                        continue
                    }
                    let element = try pattern(p.car, depth: depth)
                    if repeated == nil { head.append(element) } else { after.append(element) }
                    cursor = p.cdr
                }
                var tail: Pattern?
                if case .null = cursor {} else {
                    if isEllipsis(cursor) { throw illFormed(form) }
                    tail = try pattern(cursor, depth: depth)
                }
                return .sequence(head: head, repeated: repeated, repeatedVariables: repeatedVariables, after: after, tail: tail)
            case .vector(let v):
                return .vector(try pattern(Value.list(v.items), depth: depth))
            default:
                return .datum(value)
            }
        }

        func template(_ value: Value, depth: Int, escaped: Bool) throws -> Template {
            switch value {
            case .symbol(let s):
                if let bound = variables[s] {
                    guard depth >= bound else {
                        throw EvalError.user(
                            message: "Ill-formed special form: \(Printer.write(form)) (the pattern variable \(s.name) is used in a template under \(depth) ellipses; its pattern has \(bound))",
                            irritants: [])
                    }
                    return .variable(s)
                }
                if !escaped && isEllipsis(value) { throw illFormed(form) }
                return .identifier(s)
            case .pair(let p):
                // (... template): the template with ellipses taken literally.
                if !escaped, isEllipsis(p.car) {
                    guard case .pair(let rest) = p.cdr, case .null = rest.cdr else { throw illFormed(form) }
                    return try template(rest.car, depth: depth, escaped: true)
                }
                var elements: [Element] = []
                var cursor = value
                while case .pair(let q) = cursor {
                    guard elements.count < 1_000_000 else { throw illFormed(form) }
                    var ellipses = 0
                    var next = q.cdr
                    while !escaped, case .pair(let r) = next, isEllipsis(r.car) {
                        ellipses += 1
                        next = r.cdr
                    }
                    let element = try template(q.car, depth: depth + ellipses, escaped: escaped)
                    var inside: [Symbol] = []
                    Self.variables(of: element, into: &inside)
                    // An ellipsis needs a variable bound under one to drive it.
                    if ellipses > 0, !inside.contains(where: { (variables[$0] ?? 0) > depth }) {
                        throw illFormed(form)
                    }
                    elements.append(Element(template: element, ellipses: ellipses, variables: inside))
                    cursor = next
                }
                var tail: Template?
                if case .null = cursor {} else { tail = try template(cursor, depth: depth, escaped: escaped) }
                return .sequence(elements, tail: tail)
            case .vector(let v) where !v.items.isEmpty:
                return .vector(try template(Value.list(v.items), depth: depth, escaped: escaped))
            default:
                return .datum(value)
            }
        }

        static func variables(of template: Template, into out: inout [Symbol]) {
            switch template {
            case .variable(let s): if !out.contains(where: { $0 === s }) { out.append(s) }
            case .identifier, .datum: break
            case .sequence(let elements, let tail):
                for e in elements { for v in e.variables where !out.contains(where: { $0 === v }) { out.append(v) } }
                if let tail { variables(of: tail, into: &out) }
            case .vector(let inner): variables(of: inner, into: &out)
            }
        }

        func illFormed(_ form: Value) -> EvalError { SyntaxRules.illFormed(form) }
    }

    // MARK: Expanding

    /// The expansion of `form` (a use of the macro) by the first rule whose
    /// pattern matches it.
    /// - Parameters:
    ///   - sameLiteral: whether an identifier of the form means what a
    ///     literal means in the macro's environment.
    ///   - interrupt: polled while matching and building.
    ///   - steps: the steps taken so far by the expansions of the form being
    ///     compiled; this one's are added.
    /// - Throws: `;Ill-formed special form: (swap! 1)` (the form as
    ///   written) when no rule matches.
    func expand(_ form: Value, sameLiteral: (Symbol, Symbol) -> Bool, interrupt: InterruptFlag, steps: inout Int) throws -> Value {
        guard case .pair(let use) = form else { throw Self.illFormed(form) }
        var work = Work(interrupt: interrupt, steps: steps)
        defer { steps = work.steps }
        for (pattern, template) in rules {
            var bindings: [Symbol: Match] = [:]
            if try match(pattern, use.cdr, &bindings, sameLiteral, &work) {
                var renames: [ObjectIdentifier: Symbol] = [:]
                return try instantiate(template, bindings, &renames, &work)
            }
        }
        throw Self.illFormed(form)
    }

    /// Counts the steps of one expansion: polls the interrupt flag (Ctrl-C
    /// and the heap bound) and bounds what it builds.
    struct Work {
        let interrupt: InterruptFlag
        var steps: Int
        mutating func step() throws {
            steps += 1
            if steps & 4095 == 0 {
                if interrupt.isRequested { throw interrupt.error }
                if steps > SyntaxRules.maximumSteps { throw EvalError.recursionDepthExceeded }
            }
        }
    }

    private func match(_ pattern: Pattern, _ value: Value, _ bindings: inout [Symbol: Match],
                       _ sameLiteral: (Symbol, Symbol) -> Bool, _ work: inout Work) throws -> Bool {
        try work.step()
        switch pattern {
        case .any:
            return true
        case .variable(let s):
            bindings[s] = .one(value)
            return true
        case .literal(let literal):
            guard case .symbol(let s) = value else { return false }
            return sameLiteral(s, literal)
        case .datum(let datum):
            return isEqual(datum, value)
        case .vector(let inner):
            guard case .vector(let v) = value else { return false }
            for _ in v.items { try work.step() }
            return try match(inner, Value.list(v.items), &bindings, sameLiteral, &work)
        case let .sequence(head, repeated, repeatedVariables, after, tail):
            // The input's elements, and the rest of the list after each.
            var elements: [Value] = []
            var cursor = value
            var slow = value
            while case .pair(let p) = cursor {
                elements.append(p.car)
                cursor = p.cdr
                try work.step()
                if elements.count % 2 == 0, case .pair(let s) = slow {
                    slow = s.cdr
                    if case .pair(let a) = slow, case .pair(let b) = cursor, a === b { return false }  // circular
                }
            }
            let fixed = head.count + after.count
            if repeated == nil && tail != nil {
                // (a b . rest): rest is whatever follows the head.
                guard elements.count >= head.count else { return false }
                var rest = value
                for (p, e) in zip(head, elements) {
                    guard try match(p, e, &bindings, sameLiteral, &work) else { return false }
                    if case .pair(let pair) = rest { rest = pair.cdr }
                }
                return try match(tail!, rest, &bindings, sameLiteral, &work)
            }
            if repeated == nil {
                guard elements.count == head.count, case .null = cursor else { return false }
            } else {
                guard elements.count >= fixed else { return false }
                if tail == nil, case .null = cursor {} else if tail == nil { return false }
            }
            for (p, e) in zip(head, elements) {
                guard try match(p, e, &bindings, sameLiteral, &work) else { return false }
            }
            if let repeated {
                let count = elements.count - fixed
                var matches: [[Match]] = Array(repeating: [], count: repeatedVariables.count)
                for e in elements[head.count ..< head.count + count] {
                    var inner: [Symbol: Match] = [:]
                    guard try match(repeated, e, &inner, sameLiteral, &work) else { return false }
                    for (i, v) in repeatedVariables.enumerated() { matches[i].append(inner[v] ?? .many([])) }
                }
                for (i, v) in repeatedVariables.enumerated() { bindings[v] = .many(matches[i]) }
                for (p, e) in zip(after, elements[(head.count + count)...]) {
                    guard try match(p, e, &bindings, sameLiteral, &work) else { return false }
                }
            }
            if let tail { return try match(tail, cursor, &bindings, sameLiteral, &work) }
            return true
        }
    }

    private func instantiate(_ template: Template, _ bindings: [Symbol: Match],
                             _ renames: inout [ObjectIdentifier: Symbol], _ work: inout Work) throws -> Value {
        switch template {
        case .variable(let s):
            guard case .one(let value) = bindings[s] else { throw Self.illFormed(form) }
            return value
        case .identifier(let s):
            if let alias = renames[ObjectIdentifier(s)] { return .symbol(alias) }
            let alias = Symbol.alias(of: s, in: environment)
            renames[ObjectIdentifier(s)] = alias
            return .symbol(alias)
        case .datum(let value):
            return value
        case .sequence(let elements, let tail):
            var items: [Value] = []
            for element in elements {
                if element.ellipses == 0 {
                    items.append(try instantiate(element.template, bindings, &renames, &work))
                } else {
                    try repeatElement(element, element.ellipses, bindings, &renames, &work, into: &items)
                }
            }
            let end = try tail.map { try instantiate($0, bindings, &renames, &work) } ?? .null
            for _ in items { try work.step() }
            return Value.list(items, tail: end)
        case .vector(let inner):
            let list = try instantiate(inner, bindings, &renames, &work)
            return .vector(SVector(list.listElements ?? []))
        }
    }

    /// `element` once for each match of the variables under its ellipses,
    /// `levels` of them, in order.
    private func repeatElement(_ element: Element, _ levels: Int, _ bindings: [Symbol: Match],
                               _ renames: inout [ObjectIdentifier: Symbol], _ work: inout Work,
                               into items: inout [Value]) throws {
        var driving: [(Symbol, [Match])] = []
        for v in element.variables {
            if case .many(let matches) = bindings[v] { driving.append((v, matches)) }
        }
        guard let count = driving.first?.1.count else { throw Self.illFormed(form) }
        guard driving.allSatisfy({ $0.1.count == count }) else {
            throw EvalError.user(
                message: "Ill-formed special form: \(Printer.write(form)) (pattern variables under one ellipsis matched different numbers of forms)",
                irritants: [])
        }
        for i in 0 ..< count {
            try work.step()
            var inner = bindings
            for (v, matches) in driving { inner[v] = matches[i] }
            if levels == 1 {
                items.append(try instantiate(element.template, inner, &renames, &work))
            } else {
                try repeatElement(element, levels - 1, inner, &renames, &work, into: &items)
            }
        }
    }
}
