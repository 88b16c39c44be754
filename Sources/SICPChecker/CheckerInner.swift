import SICPProcess
import SICPScheme

/// Answers inside a file's test procedures: `(define (test-3.56) (define S
/// (cons-stream 1 ...)) (display ...))`. When a procedure of no arguments
/// defines (or binds with `let`) a name an exercise's role looks for, or the
/// exercise asks for a stream the file does not define at top level, the
/// procedure's inner definitions are evaluated as if at top level: in one
/// fresh frame, in order, each value definition on its own (one that fails
/// leaves its name out), the body's other expressions not run (they print)
/// but searched for unnamed streams. A name the file or sicp already binds
/// at top level is never replaced: the inner one is used only by the inner
/// code.
extension Run {
    /// Where a name bound from inside a test procedure came from.
    struct InnerOrigin {
        /// The top-level procedure whose body defines it.
        let procedure: String
        /// The line of that procedure's definition.
        let line: Int
        /// `` `S` is defined inside `test-3.56` (line 22)... ``.
        func note(for name: String) -> String {
            "`\(name)` is defined inside `\(procedure)` (line \(line)): its definitions were evaluated as if at top level"
        }
    }

    /// Evaluates the inner definitions of the file's procedures of no
    /// arguments that may hold the answer (see the extension's comment).
    /// Called once the file has loaded.
    func hoistInnerDefinitions() {
        let topLevel = Set(definedNames)
        let wanted = Set(exercise.roles.flatMap(\.names)).subtracting(topLevel)
        let streamMissing = exercise.roles.contains { role in
            role.isStream && !role.names.contains { topLevel.contains($0) }
        }
        guard !wanted.isEmpty || streamMissing else { return }
        let formCount = loadedForms.count
        for index in 0..<formCount {
            guard let (name, body) = Self.thunkBody(loadedForms[index]) else { continue }
            var definitions: [(name: String, form: Value)] = []
            var expressions: [Value] = []
            Self.flatten(body, into: &definitions, &expressions)
            guard !definitions.isEmpty || (streamMissing && !expressions.isEmpty) else { continue }
            guard streamMissing || definitions.contains(where: { wanted.contains($0.name) }) else { continue }
            let line = index < formLines.count ? formLines[index] : 0
            hoist(definitions, expressions, from: name, line: line)
        }
        hoistClosedInnerProcedures(before: formCount)
    }

    /// The inner procedures of the file's procedures with parameters, when
    /// a role the exercise asks for has no procedure of its arity under its
    /// names at top level (1.12's `(pascal n)` that prints rows with an
    /// inner `(pascal-calc i j)`): each inner procedure that uses none of
    /// its procedure's parameters or local values, nor another inner
    /// procedure that does, is evaluated as if at top level. Its body's
    /// expressions are not run.
    func hoistClosedInnerProcedures(before formCount: Int) {
        let missing = exercise.roles.contains { role in
            !role.optional && !role.isStream && !role.names.contains { name in
                candidates.contains { $0.name == name && usableArity($0, for: role) }
            }
        }
        guard missing else { return }
        for index in 0..<min(formCount, loadedForms.count) {
            guard let (name, parameters, body) = Self.procedureBody(loadedForms[index]), !parameters.isEmpty else { continue }
            var definitions: [(name: String, form: Value)] = []
            var expressions: [Value] = []
            Self.flatten(body, into: &definitions, &expressions)
            var open = Set(parameters).union(definitions.filter { !Self.isProcedureDefinition($0.form) }.map(\.name))
            var closed = definitions.filter { Self.isProcedureDefinition($0.form) && !open.contains($0.name) }
            while true {
                let now = closed.filter { definition in
                    let (used, bound) = Companion.references(in: [definition.form])
                    return !used.contains { !bound.contains($0) && open.contains($0) }
                }
                if now.count == closed.count { break }
                for definition in closed where !now.contains(where: { $0.name == definition.name }) {
                    open.insert(definition.name)
                }
                closed = now
            }
            guard !closed.isEmpty else { continue }
            let line = index < formLines.count ? formLines[index] : 0
            hoist(closed, [], from: name, line: line)
        }
    }

    /// The name, parameters and body of `(define (name parameter...)
    /// body...)` or `(define name (lambda (parameter...) body...))`.
    static func procedureBody(_ form: Value) -> (String, [String], [Value])? {
        guard case .pair(let p) = form, case .symbol(let head) = p.car, head.name == "define",
              case .pair(let rest) = p.cdr, let body = rest.cdr.listElements, !body.isEmpty else { return nil }
        func names(_ formals: Value) -> [String]? {
            var result: [String] = []
            var cursor = formals
            while case .pair(let q) = cursor {
                guard case .symbol(let s) = q.car else { return nil }
                result.append(s.name)
                cursor = q.cdr
            }
            if case .symbol(let s) = cursor { result.append(s.name) } else if case .null = cursor {} else { return nil }
            return result
        }
        if case .pair(let header) = rest.car, case .symbol(let name) = header.car, let parameters = names(header.cdr) {
            return (name.name, parameters, body)
        }
        if case .symbol(let name) = rest.car, body.count == 1, case .pair(let lambda) = body[0],
           case .symbol(let keyword) = lambda.car, keyword.name == "lambda" || keyword.name == "λ",
           case .pair(let formals) = lambda.cdr, let parameters = names(formals.car),
           let inner = formals.cdr.listElements, !inner.isEmpty {
            return (name.name, parameters, inner)
        }
        return nil
    }

    /// The name and body of `(define (name) body...)` or `(define name
    /// (lambda () body...))`, or of a Gauche script's `(define (main args)
    /// body...)`, which `gosh` calls when it runs the file.
    static func thunkBody(_ form: Value) -> (String, [Value])? {
        guard let (name, parameters, body) = procedureBody(form) else { return nil }
        if parameters.isEmpty { return (name, body) }
        if name == "main", parameters.count == 1, case .pair(let p) = form, case .pair(let rest) = p.cdr,
           case .pair(let header) = rest.car, case .pair(let formals) = header.cdr, case .null = formals.cdr {
            return (name, body)
        }
        return nil
    }

    /// The marker a value definition that fails gives in the fresh frame.
    static let failedMarker = "sicp-check-inner-failed"

    /// The body's definitions, the bindings of its `let`s (not named ones)
    /// among them, each name once (its first); and its other expressions.
    static func flatten(_ body: [Value], into definitions: inout [(name: String, form: Value)], _ expressions: inout [Value],
                        depth: Int = 0) {
        guard depth < 20 else { return }
        func add(_ name: String, _ form: Value) {
            guard !definitions.contains(where: { $0.name == name }) else { return }
            definitions.append((name, form))
        }
        func guarded(_ name: Value, _ expression: Value) -> Value {
            // (define name (guard (e (#t marker)) expression))
            .list([.symbol(.intern("define")), name, .list([
                .symbol(.intern("guard")), .list([.symbol(.intern("e")), .list([.bool(true), .symbol(.intern(failedMarker))])]),
                expression])])
        }
        for form in body {
            guard case .pair(let p) = form, case .symbol(let head) = p.car else {
                expressions.append(form)
                continue
            }
            switch head.name {
            case "define":
                guard let name = ExerciseChecker.definedNames(form).first, let parts = form.listElements,
                      parts.count >= 3 else { continue }
                if isProcedureDefinition(form) {
                    add(name, form)
                } else if parts.count == 3 {
                    add(name, guarded(parts[1], parts[2]))
                }
            case "let", "let*", "letrec", "letrec*":
                guard let parts = form.listElements, parts.count >= 3, let bindings = parts[1].listElements else {
                    // A named let is a loop: an expression.
                    expressions.append(form)
                    continue
                }
                for binding in bindings {
                    guard let pair = binding.listElements, pair.count == 2, case .symbol(let name) = pair[0] else { continue }
                    add(name.name, guarded(pair[0], pair[1]))
                }
                flatten(Array(parts.dropFirst(2)), into: &definitions, &expressions, depth: depth + 1)
            case "begin":
                flatten(form.listElements.map { Array($0.dropFirst()) } ?? [], into: &definitions, &expressions,
                        depth: depth + 1)
            default:
                expressions.append(form)
            }
        }
    }

    /// Evaluates `definitions` in one fresh frame, binds at top level each
    /// name nothing binds there yet, and records them (and `expressions`,
    /// for the search of unnamed streams) as coming from `procedure`.
    func hoist(_ definitions: [(name: String, form: Value)], _ expressions: [Value], from procedure: String, line: Int) {
        let origin = InnerOrigin(procedure: procedure, line: line)
        if !definitions.isEmpty {
            // ((lambda () (define marker (list 'failed)) definitions... (list marker name...)))
            let marker = Value.symbol(.intern(Self.failedMarker))
            let frame = Value.list([
                .symbol(.intern("lambda")), .null,
                .list([.symbol(.intern("define")), marker, .list([.symbol(.intern("list")),
                                                                 .list([.symbol(.intern("quote")), .symbol(.intern("failed"))])])]),
            ] + definitions.map(\.form) + [.list([.symbol(.intern("list")), marker] + definitions.map { .symbol(.intern($0.name)) })])
            let call = Value.list([frame])
            startCheck(steps: definitionLimit)
            guard case .success(let m) = measure({ [learner] in try learner.evaluate(datum: call) }),
                  let values = m.value.listElements, values.count == definitions.count + 1,
                  case .pair(let failed) = values[0] else { return }
            for (definition, value) in zip(definitions, values.dropFirst()) {
                if case .pair(let p) = value, p === failed { continue }
                guard learner.lookup(definition.name) == nil else { continue }
                learner.define(definition.name, value)
                loadedForms.append(definition.form)
                formLines.append(line)
                definedNames.append(definition.name)
                innerOrigins[definition.name] = origin
                recordDefinitions([definition.name], formIndex: loadedForms.count - 1, line: line)
            }
        }
        for expression in expressions {
            innerExpressions[loadedForms.count] = origin
            loadedForms.append(expression)
            formLines.append(line)
        }
    }
}
