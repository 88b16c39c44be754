import SICPScheme

/// What kind of process a procedure generates, read from its source the way
/// the measurement sees it (`,shape` and the checker's source line).
///
/// A call keeps its caller's frame until it returns unless it is in tail
/// position (R7RS's tail positions, through `if`, `cond`, `case`, `and`,
/// `or`, `when`, `unless`, `let`, `let*`, `letrec`, `letrec*`, named `let`,
/// `begin` and `do`). That frame is pending only for a moment when the
/// callee returns without coming back (`good-enough?`, `improve`,
/// `square`); the process is recursive only when the waiting call can lead
/// back to the procedure that waits: to itself, to one of its internal
/// procedures or named `let`s that loops, or around a mutual recursion. So
/// the analysis builds the graph of calls among the procedure, its internal
/// procedures and loops, and the top-level procedures they call, and looks
/// for a call that is not in tail position on a cycle of that graph.
///
/// ```
/// line 4, column 10: `(sum term (next a) next b)` is an argument of `+`, so `+` waits for it and every call keeps a frame
/// ```
package struct TailCalls {
    /// The top-level forms read.
    package let forms: [Value]
    /// Where each list began.
    package let locations: [ObjectIdentifier: SourceLocation]
    /// Definitions given otherwise (a session's procedures printed back),
    /// which take the place of the forms' definitions of the same name.
    package var replaced: [String: (parameters: Value, body: [Value])] = [:]
    /// Macros defined elsewhere (a session's, by a `load`ed file).
    package var definedMacros: Set<String> = []

    /// Reads `source`, recording locations; nil when it does not read.
    package init?(source: String) {
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

    /// Reads each of `entries` (a session's entries, each as typed) on its
    /// own, so that a location is the line and column in its entry; an
    /// entry that does not read is left out.
    package init(entries: [String]) {
        var forms: [Value] = []
        var locations: [ObjectIdentifier: SourceLocation] = [:]
        for entry in entries {
            // The forms before an unfinished one count (from a pipe, an
            // entry may end in the start of the next form).
            var reader = Reader(entry)
            reader.recordsLocations = true
            while let form = try? reader.read() { forms.append(form) }
            locations.merge(reader.locations) { first, _ in first }
        }
        self.forms = forms
        self.locations = locations
    }

    /// A call that is not a tail call and leads back to the procedure that
    /// waits for it, and the context that waits.
    package struct Finding {
        package let call: Value
        package let location: SourceLocation?
        package let waiting: String
        /// When the call is in a procedure reached through others: the
        /// names from the one asked about to the one holding the call
        /// (`["fast-prime?", "fermat-test", "expmod"]`); empty otherwise.
        package var path: [String] = []

        /// `line 4, column 10: `(sum ...)` is an argument of `+`, so `+` waits for it and every call keeps a frame`.
        package var sentence: String {
            let place = location.map { "line \($0.line), column \($0.column): " } ?? ""
            var prefix = ""
            if path.count >= 2 {
                prefix = "`\(path[0])` calls " + path.dropFirst().map { "`\($0)`" }.joined(separator: ", which calls ")
                    + "; in `\(path.last!)`, "
            }
            return prefix + place + "`\(SourceForms.abbreviated(call))` is \(waiting) for it and every call keeps a frame"
        }
    }

    /// What `,shape` says of a procedure.
    package enum Verdict {
        /// A call not in tail position leads back: a recursive process.
        case recursive(Finding)
        /// Loops, all of them through tail calls: an iterative process.
        /// The sentence says which loops.
        case iterative(String)
        /// No loop at all: it never calls itself, nor does anything it calls.
        case noLoop(String)
        /// The procedure (or one it calls) uses a macro: the source does
        /// not show the calls its expansion makes, so nothing is claimed.
        case macroUse(String)
    }

    /// The first call of `name` (or of its loops, or of what it calls)
    /// that is not in tail position and leads back to a procedure waiting
    /// for it, in `name`'s last top-level definition.
    package func firstNonTailCall(of name: String) -> Finding? {
        if case .recursive(let finding)? = verdict(of: name) { return finding }
        return nil
    }

    /// The names the forms define as macros (`define-syntax`,
    /// `define-syntax-rule`, `define-macro`, `defmacro`), and the forms
    /// that bind local macros.
    var macroNames: Set<String> {
        var names = definedMacros
        for form in forms {
            let items = TailCalls.items(form)
            guard items.count >= 3, case .symbol(let head) = items[0] else { continue }
            switch head.name {
            case "define-syntax", "define-macro", "defmacro", "define-syntax-rule":
                if case .symbol(let s) = items[1] { names.insert(s.name) }
                if case .pair(let p) = items[1], case .symbol(let s) = p.car { names.insert(s.name) }
            default: continue
            }
        }
        if names.isEmpty { return [] }
        return names.union(["define-syntax", "let-syntax", "letrec-syntax", "define-syntax-rule", "define-macro", "defmacro"])
    }

    /// The first macro of `names` that `forms` use (quoted data aside).
    static func macroUse(in forms: [Value], _ names: Set<String>) -> String? {
        var pending = forms
        var visited = 0
        while let form = pending.popLast() {
            visited += 1
            if visited > 1_000_000 { return nil }
            guard case .pair(let p) = form else { continue }
            if case .symbol(let head) = p.car {
                if head.name == "quote" { continue }
                if names.contains(head.name) { return head.name }
            }
            pending += items(form)
        }
        return nil
    }

    /// The lambda list and body of `(define (name . params) body...)` or
    /// `(define name (lambda params body...))`: the last such definition.
    func definition(of name: String) -> (Value, [Value])? {
        if let replaced = replaced[name] { return (replaced.parameters, replaced.body) }
        for form in forms.reversed() {
            if let (defined, parameters, body) = TailCalls.procedureDefinition(form), defined == name {
                return (parameters, body)
            }
        }
        return nil
    }

    /// The name, lambda list and body of a procedure definition.
    static func procedureDefinition(_ form: Value) -> (String, Value, [Value])? {
        let items = TailCalls.items(form)
        guard items.count >= 3, case .symbol(let head) = items[0], head.name == "define" else { return nil }
        if case .pair(let header) = items[1], case .symbol(let s) = header.car {
            return (s.name, header.cdr, Array(items.dropFirst(2)))
        }
        if case .symbol(let s) = items[1], items.count == 3 {
            let lambda = TailCalls.items(items[2])
            if lambda.count >= 3, case .symbol(let l) = lambda[0], l.name == "lambda" {
                return (s.name, lambda[1], Array(lambda.dropFirst(2)))
            }
        }
        return nil
    }

    /// A proper list's items ([] for anything else).
    package static func items(_ value: Value) -> [Value] {
        var items: [Value] = []
        var rest = value
        while case .pair(let p) = rest {
            items.append(p.car)
            rest = p.cdr
        }
        return items
    }

    // MARK: The verdict

    /// The kind of process `name` generates; nil when `name` has no
    /// procedure definition here.
    func verdict(of name: String) -> Verdict? {
        guard definition(of: name) != nil else { return nil }
        var graph = CallGraph(calls: self)
        let start = graph.topLevel(name)!
        let (order, parent) = graph.reachable(from: start)
        let macros = macroNames
        if !macros.isEmpty {
            for node in order where graph.nodes[node].owner == node {
                guard let (_, body) = definition(of: graph.nodes[node].name),
                      let use = Self.macroUse(in: body, macros) else { continue }
                return .macroUse("`\(graph.nodes[node].name)` uses the macro `\(use)`: its source does not show "
                    + "the calls the macro's expansion makes, so ,shape cannot tell its process")
            }
        }
        let component = graph.components(of: order)
        func inCycle(_ edge: CallGraph.Edge) -> Bool {
            edge.from == edge.to || component[edge.from] == component[edge.to]
        }
        // The first waiting call on a cycle: in the procedure itself or its
        // internal procedures first, then the nearest.
        var best: (rank: (Int, Int, Int), edge: CallGraph.Edge)?
        for (distance, node) in order.enumerated() {
            for edge in graph.nodes[node].edges where !edge.tail && inCycle(edge) {
                let rank = (graph.nodes[node].owner == start ? 0 : 1, distance, edge.sequence)
                if best == nil || rank < best!.rank { best = (rank, edge) }
            }
        }
        if let (_, edge) = best {
            var finding = Finding(call: edge.call, location: edge.location, waiting: edge.waiting)
            if graph.nodes[edge.from].owner != start {
                var path = [edge.from]
                while let p = parent[path[0]] { path.insert(p, at: 0) }
                // Internal procedures are named by their top-level procedure.
                finding.path = path.filter { graph.nodes[$0].owner == $0 || $0 == edge.from }
                    .map { graph.nodes[$0].name }
                if finding.path.count < 2 { finding.path = [] }
            }
            return .recursive(finding)
        }
        let caveat = Self.caveat(order.flatMap { graph.nodes[$0].parameterCalls })
        // The loops: the cycles reachable, each named once.
        var loops: [[Int]] = []
        var seen: Set<Int> = []
        for node in order where !seen.contains(component[node, default: node]) {
            seen.insert(component[node, default: node])
            let members = order.filter { component[$0] == component[node] }
            let cyclic = members.count > 1 || graph.nodes[node].edges.contains { $0.to == node }
            if cyclic { loops.append(members) }
        }
        if loops.isEmpty {
            let called = Self.unique(order.flatMap { graph.nodes[$0].calledNames })
            let calls = called.isEmpty ? "calls no procedure" : "calls " + Self.list(called)
            return .noLoop("`\(name)` never calls itself, and neither does anything it calls (it \(calls)): "
                + "no call waits for another of its own, so its space stays constant" + caveat)
        }
        var clauses: [String] = []
        for members in loops {
            let names = members.map { "`\(graph.nodes[$0].name)`" }
            var clause = members.count == 1
                ? "every call \(names[0]) makes to itself is in tail position"
                : "every call among \(Self.list(names)) is in tail position"
            let owner = graph.nodes[members[0]].owner
            if owner == start && !members.contains(start) && members.count == 1 {
                clause = "every call its " + (graph.nodes[members[0]].isNamedLet ? "named `let` " : "internal procedure ")
                    + names[0] + " makes to itself is in tail position"
            } else if owner != start && members[0] != start {
                var path = [members[0]]
                while let p = parent[path[0]] { path.insert(p, at: 0) }
                let through = TailCalls.unique(path.dropFirst().dropLast()
                    .filter { graph.nodes[$0].owner == $0 && graph.nodes[$0].name != graph.nodes[members[0]].name }
                    .map { "`\(graph.nodes[$0].name)`" })
                clause = "it calls \(names[0])" + (through.isEmpty ? "" : " (through \(Self.list(through)))") + ", and " + clause
            }
            clauses.append(clause)
        }
        var sentence = clauses.joined(separator: "; ")
        if !loops.contains(where: { $0.contains(start) }) {
            sentence = "`\(name)` does not call itself; " + sentence
        }
        return .iterative(sentence + ": an iterative process" + caveat)
    }

    /// ` (as long as the procedure passed as `f` is not recursive itself)`.
    static func caveat(_ parameters: [String]) -> String {
        let names = unique(parameters)
        guard !names.isEmpty else { return "" }
        return names.count == 1
            ? " (as long as the procedure passed as `\(names[0])` does not recurse itself)"
            : " (as long as the procedures passed as " + list(names.map { "`\($0)`" }) + " do not recurse themselves)"
    }

    static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// `a`, `a and b`, `a, b and c` (`a, b or c` with `conjunction: "or"`).
    package static func list(_ items: [String], conjunction: String = "and") -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }
}

/// The calls among a procedure, its internal procedures and loops, and the
/// top-level procedures they call.
struct CallGraph {
    struct Edge {
        let from: Int
        let to: Int
        let tail: Bool
        let call: Value
        let location: SourceLocation?
        let waiting: String
        /// The order in which the walk met the call.
        let sequence: Int
    }

    struct Node {
        /// The procedure's name (a named `let`'s loop name).
        let name: String
        /// The top-level procedure the node's text is in (itself for one).
        let owner: Int
        /// A named `let`'s loop.
        var isNamedLet = false
        var edges: [Edge] = []
        /// The parameters (and other local variables) called: unknown procedures.
        var parameterCalls: [String] = []
        /// The global names called that have no definition here (primitives),
        /// and the procedures called, in order.
        var calledNames: [String] = []
    }

    /// What a name refers to in a scope.
    enum Binding {
        case node(Int)
        case variable
        /// A parameter given a number at every call of this node (`x` in
        /// `(A 0 n)`): tests on it are decided.
        case constant(Value)
    }

    let calls: TailCalls
    var nodes: [Node] = []
    var topLevelNodes: [String: Int] = [:]
    var sequence = 0

    init(calls: TailCalls) { self.calls = calls }

    /// The node of the top-level procedure `name`, walked on first use; nil
    /// when it has no definition.
    /// - Parameter constants: numbers the call gives some parameters (by
    ///   position): the node is then that procedure called so, whose tests
    ///   on them are decided (`(A 0 n)` never reaches `A`'s recursion).
    mutating func topLevel(_ name: String, constants: [Int: Value] = [:]) -> Int? {
        guard let (parameters, body) = calls.definition(of: name) else { return nil }
        let names = TailCalls.items(parameters).map { item -> String? in
            if case .symbol(let s) = item { return s.name }
            return nil
        }
        // A parameter that is assigned is not a constant.
        let assigned = Self.assignedNames(body)
        let known = constants.filter { $0.key < names.count && names[$0.key].map { !assigned.contains($0) } == true }
        let key = name + known.sorted { $0.key < $1.key }.map { " \($0.key)=" + Printer.write($0.value) }.joined()
        if let node = topLevelNodes[key] { return node }
        let node = nodes.count
        nodes.append(Node(name: name, owner: node))
        topLevelNodes[key] = node
        var scope: [String: Binding] = [:]
        Self.bindVariables(parameters, in: &scope)
        for (index, value) in known { scope[names[index]!] = .constant(value) }
        self.body(body, node: node, owner: node, scope: scope, tail: true, waiting: "")
        return node
    }

    /// The names a `set!` in `forms` assigns.
    static func assignedNames(_ forms: [Value]) -> Set<String> {
        var names: Set<String> = []
        func visit(_ value: Value) {
            guard case .pair = value else { return }
            let items = TailCalls.items(value)
            if items.count >= 2, case .symbol(let head) = items[0], head.name == "set!", case .symbol(let target) = items[1] {
                names.insert(target.name)
            }
            items.forEach(visit)
        }
        forms.forEach(visit)
        return names
    }

    /// Whether `test` is decided by the scope's constants: `(= x 0)`,
    /// `(zero? x)`, `(< x 1)` and the like with `x` a constant; nil when not.
    static func decided(_ test: Value, _ scope: [String: Binding]) -> Bool? {
        let items = TailCalls.items(test)
        guard case .symbol(let op)? = items.first, scope[op.name] == nil else { return nil }
        func number(_ value: Value) -> Double? {
            if case .symbol(let s) = value, case .constant(let c)? = scope[s.name] { return c.doubleValue }
            if case .symbol = value { return nil }
            if case .pair = value { return nil }
            return value.doubleValue
        }
        let operands = items.dropFirst().map(number)
        guard operands.allSatisfy({ $0 != nil }) else { return nil }
        let xs = operands.map { $0! }
        // Only when a constant parameter is involved (a literal test is rare).
        guard items.dropFirst().contains(where: { if case .symbol = $0 { return true }; return false }) else { return nil }
        switch (op.name, xs.count) {
        case ("zero?", 1): return xs[0] == 0
        case ("positive?", 1): return xs[0] > 0
        case ("negative?", 1): return xs[0] < 0
        case ("=", 2): return xs[0] == xs[1]
        case ("<", 2): return xs[0] < xs[1]
        case (">", 2): return xs[0] > xs[1]
        case ("<=", 2): return xs[0] <= xs[1]
        case (">=", 2): return xs[0] >= xs[1]
        default: return nil
        }
    }

    static func bindVariables(_ parameters: Value, in scope: inout [String: Binding]) {
        var rest = parameters
        while case .pair(let p) = rest {
            if case .symbol(let s) = p.car { scope[s.name] = .variable }
            rest = p.cdr
        }
        if case .symbol(let s) = rest { scope[s.name] = .variable }
    }

    /// Walks a body: its internal procedure definitions become nodes (which
    /// see each other), the rest is walked in `node`.
    mutating func body(_ forms: [Value], node: Int, owner: Int, scope outer: [String: Binding], tail: Bool, waiting: String) {
        var scope = outer
        var internals: [(node: Int, parameters: Value, body: [Value])] = []
        for form in forms {
            if let (name, parameters, body) = TailCalls.procedureDefinition(form) {
                let inner = nodes.count
                nodes.append(Node(name: name, owner: owner))
                scope[name] = .node(inner)
                internals.append((inner, parameters, body))
            } else {
                for name in SourceForms.definedNames(form) { scope[name] = .variable }
            }
        }
        var index = 0
        for (position, form) in forms.enumerated() {
            if TailCalls.procedureDefinition(form) != nil {
                let definition = internals[index]
                index += 1
                var inner = scope
                Self.bindVariables(definition.parameters, in: &inner)
                body(definition.body, node: definition.node, owner: owner, scope: inner, tail: true, waiting: "")
                continue
            }
            let last = position == forms.count - 1
            expression(form, node: node, owner: owner, scope: scope, tail: tail && last,
                       waiting: last && !waiting.isEmpty ? waiting
                           : "an expression of a body before its last, so the body waits")
        }
    }

    mutating func expression(_ form: Value, node: Int, owner: Int, scope: [String: Binding], tail: Bool, waiting: String) {
        guard case .pair(let pair) = form else { return }
        let items = TailCalls.items(form)
        guard !items.isEmpty else { return }
        func walk(_ form: Value, tail: Bool, _ waiting: String) {
            expression(form, node: node, owner: owner, scope: scope, tail: tail, waiting: waiting)
        }
        if case .symbol(let head) = items[0], scope[head.name] == nil {
            let rest = Array(items.dropFirst())
            switch head.name {
            case "quote", "quasiquote", "delay", "delay-force", "make-promise", "cons-stream":
                // A promise's expression is not evaluated now.
                if head.name == "cons-stream", let first = rest.first {
                    walk(first, tail: false, "an argument of `cons-stream`, so `cons-stream` waits")
                }
                return
            case "if":
                if let test = rest.first { walk(test, tail: false, "the test of an `if`, so the `if` waits") }
                let decided = rest.first.flatMap { Self.decided($0, scope) }
                for (index, branch) in rest.dropFirst().enumerated() where decided.map({ $0 == (index == 0) }) ?? true {
                    walk(branch, tail: tail, waiting)
                }
                return
            case "cond":
                var stop = false
                for clause in rest where !stop {
                    let parts = TailCalls.items(clause)
                    guard let test = parts.first else { continue }
                    var taken = false
                    if case .symbol(let e) = test, e.name == "else" {} else {
                        walk(test, tail: false, "a test of a `cond`, so the `cond` waits")
                        switch Self.decided(test, scope) {
                        case false?: continue
                        case true?: taken = true
                        case nil: break
                        }
                    }
                    defer { if taken { stop = true } }
                    let arrow: Bool = {
                        if parts.count > 1, case .symbol(let s) = parts[1], s.name == "=>" { return true }
                        return false
                    }()
                    if arrow {
                        for part in parts.dropFirst(2) { walk(part, tail: false, "the procedure after `=>`, so the `cond` waits") }
                    } else {
                        body(Array(parts.dropFirst()), node: node, owner: owner, scope: scope, tail: tail, waiting: waiting)
                    }
                }
                return
            case "case":
                if let key = rest.first { walk(key, tail: false, "the key of a `case`, so the `case` waits") }
                for clause in rest.dropFirst() {
                    body(Array(TailCalls.items(clause).dropFirst()), node: node, owner: owner, scope: scope, tail: tail, waiting: waiting)
                }
                return
            case "and", "or", "when", "unless", "begin":
                let first = head.name == "when" || head.name == "unless" ? 1 : 0
                for (index, part) in rest.enumerated() {
                    let last = index == rest.count - 1 && index >= first
                    walk(part, tail: tail && last,
                         last ? waiting : "an operand of `\(head.name)` before its last, so `\(head.name)` waits")
                }
                return
            case "let", "let*", "letrec", "letrec*", "let-values", "let*-values":
                var bindings = rest.first ?? .null
                var bodyForms = Array(rest.dropFirst())
                var inner = scope
                if case .symbol(let loopName) = bindings, let b = rest.dropFirst().first {
                    // A named let: a loop, called first from here.
                    bindings = b
                    bodyForms = Array(rest.dropFirst(2))
                    for binding in TailCalls.items(bindings) {
                        for init_ in TailCalls.items(binding).dropFirst() {
                            walk(init_, tail: false, "the value of a `let` binding, so the `let` waits")
                        }
                    }
                    let loop = nodes.count
                    nodes.append(Node(name: loopName.name, owner: owner, isNamedLet: true))
                    inner[loopName.name] = .node(loop)
                    addEdge(from: node, to: loop, tail: tail, call: form, pair: pair, waiting: waiting)
                    for binding in TailCalls.items(bindings) {
                        if case .symbol(let v) = TailCalls.items(binding).first ?? .null { inner[v.name] = .variable }
                    }
                    body(bodyForms, node: loop, owner: owner, scope: inner, tail: true, waiting: "")
                    return
                }
                for binding in TailCalls.items(bindings) {
                    let parts = TailCalls.items(binding)
                    for init_ in parts.dropFirst() {
                        walk(init_, tail: false, "the value of a `\(head.name)` binding, so the `\(head.name)` waits")
                    }
                    if let target = parts.first { Self.bindVariables(.pair(Pair(target, .null)), in: &inner) }
                }
                body(bodyForms, node: node, owner: owner, scope: inner, tail: tail, waiting: waiting)
                return
            case "do":
                var inner = scope
                for spec in TailCalls.items(rest.first ?? .null) {
                    let parts = TailCalls.items(spec)
                    for part in parts.dropFirst() {
                        walk(part, tail: false, "an initial value or step of a `do`, so the `do` waits")
                    }
                    if case .symbol(let v) = parts.first ?? .null { inner[v.name] = .variable }
                }
                let exit = TailCalls.items(rest.dropFirst().first ?? .null)
                if let test = exit.first {
                    expression(test, node: node, owner: owner, scope: inner, tail: false, waiting: "the test of a `do`, so the `do` waits")
                }
                body(Array(exit.dropFirst()), node: node, owner: owner, scope: inner, tail: tail, waiting: waiting)
                for command in rest.dropFirst(2) {
                    expression(command, node: node, owner: owner, scope: inner, tail: false,
                               waiting: "a command in a `do`'s body, so the `do` waits")
                }
                return
            case "lambda":
                // Called later, by whatever receives it: its calls are taken
                // as the enclosing procedure's, waited for.
                var inner = scope
                Self.bindVariables(rest.first ?? .null, in: &inner)
                body(Array(rest.dropFirst()), node: node, owner: owner, scope: inner, tail: false,
                     waiting: "in the body of a `lambda`, whose caller waits")
                return
            case "define", "set!":
                if let value = rest.dropFirst().first {
                    walk(value, tail: false, "the value of a \(head.name == "set!" ? "`set!`" : "definition"), so the \(head.name == "set!" ? "`set!`" : "definition") waits")
                }
                return
            case "define-values":
                if let value = rest.dropFirst().first {
                    walk(value, tail: false, "the value of a definition, so the definition waits")
                }
                return
            default:
                break
            }
        }
        // A call.
        if case .symbol(let op) = items[0] {
            switch scope[op.name] {
            case .node(let target)?:
                addEdge(from: node, to: target, tail: tail, call: form, pair: pair, waiting: waiting)
                nodes[node].calledNames.append("`\(op.name)`")
            case .variable?, .constant?:
                nodes[node].parameterCalls.append(op.name)
            case nil:
                var constants: [Int: Value] = [:]
                for (index, argument) in items.dropFirst().enumerated() {
                    if case .symbol(let s) = argument {
                        if case .constant(let c)? = scope[s.name] { constants[index] = c }
                    } else if argument.doubleValue != nil {
                        constants[index] = argument
                    }
                }
                if let target = topLevel(op.name, constants: constants) {
                    addEdge(from: node, to: target, tail: tail, call: form, pair: pair, waiting: waiting)
                    if !constants.isEmpty {
                        // Named by the call: what it does depends on the numbers given.
                        nodes[node].calledNames.append("`\(SourceForms.abbreviated(form))`")
                        break
                    }
                }
                nodes[node].calledNames.append("`\(op.name)`")
            }
        } else if case .pair = items[0], case .symbol(let l) = TailCalls.items(items[0]).first ?? .null,
                  l.name == "lambda", scope["lambda"] == nil {
            // ((lambda (x) body) arg): a let.
            let lambda = TailCalls.items(items[0])
            for argument in items.dropFirst() {
                walk(argument, tail: false, "an argument of a `lambda`'s call, so the call waits")
            }
            var inner = scope
            Self.bindVariables(lambda.count > 1 ? lambda[1] : .null, in: &inner)
            body(Array(lambda.dropFirst(2)), node: node, owner: owner, scope: inner, tail: tail, waiting: waiting)
            return
        } else {
            walk(items[0], tail: false, "the operator of a call, so the call waits")
        }
        let operatorText = SourceForms.abbreviated(items[0])
        for part in items.dropFirst() {
            walk(part, tail: false, "an argument of `\(operatorText)`, so `\(operatorText)` waits")
        }
    }

    mutating func addEdge(from: Int, to: Int, tail: Bool, call: Value, pair: Pair, waiting: String) {
        sequence += 1
        nodes[from].edges.append(Edge(from: from, to: to, tail: tail, call: call,
                                      location: calls.locations[ObjectIdentifier(pair)], waiting: waiting, sequence: sequence))
    }

    /// The nodes reachable from `start`, nearest first, each with the node
    /// it was first reached from.
    func reachable(from start: Int) -> (order: [Int], parent: [Int: Int]) {
        var order = [start]
        var parent: [Int: Int] = [:]
        var seen: Set<Int> = [start]
        var index = 0
        while index < order.count {
            for edge in nodes[order[index]].edges where !seen.contains(edge.to) {
                seen.insert(edge.to)
                parent[edge.to] = order[index]
                order.append(edge.to)
            }
            index += 1
        }
        return (order, parent)
    }

    /// The strongly connected component of each node of `order` (Tarjan's
    /// algorithm, iterative).
    func components(of order: [Int]) -> [Int: Int] {
        var index: [Int: Int] = [:], low: [Int: Int] = [:], component: [Int: Int] = [:]
        var stack: [Int] = [], onStack: Set<Int> = []
        var counter = 0
        for root in order where index[root] == nil {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack.insert(root)
            while let (node, edge) = work.last {
                let edges = nodes[node].edges
                if edge < edges.count {
                    work[work.count - 1].edge += 1
                    let next = edges[edge].to
                    if index[next] == nil {
                        index[next] = counter; low[next] = counter; counter += 1
                        stack.append(next); onStack.insert(next)
                        work.append((next, 0))
                    } else if onStack.contains(next) {
                        low[node] = min(low[node]!, index[next]!)
                    }
                    continue
                }
                work.removeLast()
                if let (parent, _) = work.last { low[parent] = min(low[parent]!, low[node]!) }
                if low[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component[member] = node
                        if member == node { break }
                    }
                }
            }
        }
        return component
    }
}

extension TailCalls {
    /// The file's forms with locations, as read.
    package init(forms: [Value], locations: [ObjectIdentifier: SourceLocation]) {
        self.forms = forms
        self.locations = locations
    }

    /// The file with only the definition of `name` at `line` left of its
    /// definitions (nil line: the file as it is), so that the analysis
    /// looks at the version judged.
    package func definedAt(_ line: Int?, _ name: String) -> TailCalls? {
        guard let line else { return self }
        let kept = forms.filter { form in
            guard SourceForms.definedNames(form).contains(name) else { return true }
            guard case .pair(let pair) = form, let location = locations[ObjectIdentifier(pair)] else { return false }
            return location.line == line
        }
        return TailCalls(forms: kept, locations: locations)
    }
}
