import SICPScheme

/// Why a procedure's process keeps a frame per call: the first call of the
/// procedure (or of a loop inside it: an internal definition, a named
/// `let`) that is not in tail position, with where it is in the source and
/// what waits for it. Tail positions as R7RS defines them, through `if`,
/// `cond`, `case`, `and`, `or`, `when`, `unless`, `let`, `let*`, `letrec`,
/// `letrec*`, named `let`, `begin` and `do`.
///
/// ```
/// line 4, column 10: `(sum term (next a) next b)` is an argument of `+`, so `+` waits for it and every call keeps a frame
/// ```
struct TailCalls {
    /// The file's top-level forms.
    let forms: [Value]
    /// Where each list began.
    let locations: [ObjectIdentifier: SourceLocation]

    /// Reads `source`, recording locations; nil when it does not read.
    init?(source: String) {
        var reader = Reader(source)
        reader.recordsLocations = true
        var forms: [Value] = []
        do {
            while let form = try reader.read() { forms.append(form) }
        } catch {
            return nil
        }
        self.forms = forms
        locations = reader.locations
    }

    /// A call that is not a tail call, and the context that waits for it.
    struct Finding {
        let call: Value
        let location: SourceLocation?
        let waiting: String

        /// `line 4, column 10: `(sum ...)` is an argument of `+`, so `+` waits for it and every call keeps a frame`.
        var sentence: String {
            let place = location.map { "line \($0.line), column \($0.column): " } ?? ""
            return place + "`\(Run.abbreviated(call))` is \(waiting) for it and every call keeps a frame"
        }
    }

    /// The first call of `name` (or of its loops) not in tail position, in
    /// `name`'s last top-level definition.
    func firstNonTailCall(of name: String) -> Finding? {
        guard let (parameters, body) = definition(of: name) else { return nil }
        var walker = Walker(locations: locations, recursive: [name])
        walker.shadow(parameters)
        walker.body(body, tail: true)
        return walker.finding
    }

    /// The lambda list and body of `(define (name . params) body...)` or
    /// `(define name (lambda params body...))`.
    func definition(of name: String) -> (Value, [Value])? {
        for form in forms.reversed() {
            let items = TailCalls.items(form)
            guard items.count >= 3, case .symbol(let head) = items[0], head.name == "define" else { continue }
            if case .pair(let header) = items[1], case .symbol(let s) = header.car, s.name == name {
                return (header.cdr, Array(items.dropFirst(2)))
            }
            if case .symbol(let s) = items[1], s.name == name {
                let lambda = TailCalls.items(items[2])
                if lambda.count >= 3, case .symbol(let l) = lambda[0], l.name == "lambda" {
                    return (lambda[1], Array(lambda.dropFirst(2)))
                }
            }
        }
        return nil
    }

    /// A proper list's items ([] for anything else).
    static func items(_ value: Value) -> [Value] {
        var items: [Value] = []
        var rest = value
        while case .pair(let p) = rest {
            items.append(p.car)
            rest = p.cdr
        }
        return items
    }

    struct Walker {
        let locations: [ObjectIdentifier: SourceLocation]
        /// The names whose calls make the process: the procedure and its loops.
        var recursive: Set<String>
        var finding: Finding?

        init(locations: [ObjectIdentifier: SourceLocation], recursive: Set<String>) {
            self.locations = locations
            self.recursive = recursive
        }

        /// Parameters that shadow a loop's name.
        mutating func shadow(_ parameters: Value) {
            var rest = parameters
            while case .pair(let p) = rest {
                if case .symbol(let s) = p.car, s.name != "" { recursive.remove(s.name) }
                rest = p.cdr
            }
            if case .symbol(let s) = rest { recursive.remove(s.name) }
        }

        mutating func body(_ forms: [Value], tail: Bool, waiting: String = "") {
            // Internal definitions first: their names are loops too.
            for form in forms {
                let items = TailCalls.items(form)
                if items.count >= 2, case .symbol(let d) = items[0], d.name == "define",
                   case .pair(let header) = items[1], case .symbol(let s) = header.car {
                    recursive.insert(s.name)
                }
            }
            for (index, form) in forms.enumerated() {
                expression(form, tail: tail && index == forms.count - 1,
                           waiting: waiting.isEmpty ? "an expression of a body before its last, so the body waits" : waiting)
            }
        }

        mutating func expression(_ form: Value, tail: Bool, waiting: String) {
            guard finding == nil, case .pair(let pair) = form else { return }
            let items = TailCalls.items(form)
            guard !items.isEmpty else { return }
            if case .symbol(let head) = items[0] {
                let rest = Array(items.dropFirst())
                switch head.name {
                case "quote", "quasiquote": return
                case "if":
                    if let test = rest.first { expression(test, tail: false, waiting: "the test of an `if`, so the `if` waits") }
                    for branch in rest.dropFirst() { expression(branch, tail: tail, waiting: waiting) }
                    return
                case "cond":
                    for clause in rest {
                        let parts = TailCalls.items(clause)
                        guard let test = parts.first else { continue }
                        if case .symbol(let e) = test, e.name == "else" {} else {
                            expression(test, tail: false, waiting: "a test of a `cond`, so the `cond` waits")
                        }
                        body(Array(parts.dropFirst()).filter {
                            if case .symbol(let s) = $0, s.name == "=>" { return false }
                            return true
                        }, tail: tail, waiting: waiting)
                    }
                    return
                case "case":
                    if let key = rest.first { expression(key, tail: false, waiting: "the key of a `case`, so the `case` waits") }
                    for clause in rest.dropFirst() { body(Array(TailCalls.items(clause).dropFirst()), tail: tail, waiting: waiting) }
                    return
                case "and", "or", "when", "unless", "begin":
                    let first = head.name == "when" || head.name == "unless" ? 1 : 0
                    for (index, part) in rest.enumerated() {
                        let last = index == rest.count - 1 && index >= first
                        expression(part, tail: tail && last,
                                   waiting: last ? waiting : "an operand of `\(head.name)` before its last, so `\(head.name)` waits")
                    }
                    return
                case "let", "let*", "letrec", "letrec*", "let-values", "let*-values":
                    var bindings = rest.first ?? .null
                    var bodyForms = Array(rest.dropFirst())
                    if case .symbol(let loop) = bindings, let b = rest.dropFirst().first {
                        recursive.insert(loop.name)
                        bindings = b
                        bodyForms = Array(rest.dropFirst(2))
                    }
                    for binding in TailCalls.items(bindings) {
                        for init_ in TailCalls.items(binding).dropFirst() {
                            expression(init_, tail: false, waiting: "the value of a `\(head.name)` binding, so the `\(head.name)` waits")
                        }
                    }
                    body(bodyForms, tail: tail, waiting: waiting)
                    return
                case "do":
                    for spec in TailCalls.items(rest.first ?? .null) {
                        for part in TailCalls.items(spec).dropFirst() {
                            expression(part, tail: false, waiting: "an initial value or step of a `do`, so the `do` waits")
                        }
                    }
                    let exit = TailCalls.items(rest.dropFirst().first ?? .null)
                    if let test = exit.first { expression(test, tail: false, waiting: "the test of a `do`, so the `do` waits") }
                    body(Array(exit.dropFirst()), tail: tail, waiting: waiting)
                    for command in rest.dropFirst(2) {
                        expression(command, tail: false, waiting: "a command in a `do`'s body, so the `do` waits")
                    }
                    return
                case "lambda":
                    var inner = self
                    inner.shadow(rest.first ?? .null)
                    inner.body(Array(rest.dropFirst()), tail: true)
                    finding = inner.finding
                    return
                case "define":
                    if case .pair(let header) = rest.first ?? .null {
                        var inner = self
                        inner.shadow(header.cdr)
                        inner.body(Array(rest.dropFirst()), tail: true)
                        finding = inner.finding
                    } else if let value = rest.dropFirst().first {
                        expression(value, tail: false, waiting: "the value of a definition, so the definition waits")
                    }
                    return
                case "define-values":
                    if let value = rest.dropFirst().first {
                        expression(value, tail: false, waiting: "the value of a definition, so the definition waits")
                    }
                    return
                default:
                    if recursive.contains(head.name) && !tail {
                        finding = Finding(call: form, location: locations[ObjectIdentifier(pair)], waiting: waiting)
                        return
                    }
                }
            }
            let operatorText = Run.abbreviated(items[0])
            for (index, part) in items.enumerated() {
                expression(part, tail: false, waiting: index == 0
                           ? "the operator of a call, so the call waits"
                           : "an argument of `\(operatorText)`, so `\(operatorText)` waits")
            }
        }
    }
}
