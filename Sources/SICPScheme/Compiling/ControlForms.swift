/// R7RS forms compiled by rewriting into calls of primitives, as
/// `DialectForms.swift` does:
///
/// - `(guard (var clause ...) body ...)` calls the `guard` primitive
///   (`Exceptions.swift`) on `(lambda () body ...)` and on
///   `(lambda (var) (cond clause ... (else <no match>)))`.
/// - `(case-lambda (formals body ...) ...)` makes a procedure that calls
///   the clause whose formals take the arguments.
/// - `(define-record-type <point> (make-point x y) point? (x point-x
///   set-point-x!) ...)` defines the type, the constructor, the predicate,
///   the accessors and modifiers (`Records.swift`).
enum ControlForms {
    static let names = ["guard", "case-lambda", "define-record-type"]
    static let defineRecordType = Symbol.intern("define-record-type")

    /// The names a `define-record-type` form defines (for a body's scan of
    /// its internal definitions).
    static func namesDefined(by parts: [Value]) -> [Symbol] {
        guard parts.count >= 3 else { return [] }
        var names: [Symbol] = []
        if case .symbol(let s) = parts[1] { names.append(s) }
        switch parts[2] {
        case .symbol(let s): names.append(s)
        case .pair(let p): if case .symbol(let s) = p.car { names.append(s) }
        default: break
        }
        if parts.count > 3, case .symbol(let s) = parts[3] { names.append(s) }
        for field in parts.dropFirst(4) {
            for case .symbol(let s) in (field.listElements ?? []).dropFirst() { names.append(s) }
        }
        return names
    }
}

extension Compiler {
    mutating func compileControlForm(_ head: Symbol, _ form: Value, _ parts: [Value], scope: Scope?, tail: Bool) throws -> Node {
        let interp = self.interp
        let illFormed = EvalError.illFormed(Printer.write(form))
        switch head.name {
        case "guard":
            guard parts.count >= 3, case .pair(let spec) = parts[1], case .symbol = spec.car,
                  let clauses = spec.cdr.listElements else { throw illFormed }
            var condClauses = clauses
            let hasElse: Bool
            if case .pair(let last) = clauses.last ?? .null, case .symbol(let s) = last.car, s === Keyword.else {
                hasElse = true
            } else {
                hasElse = false
            }
            if !hasElse {
                condClauses.append(.list([.symbol(Keyword.else),
                                          .list([.symbol(Keyword.quote), .opaque(GuardNoMatch.shared)])]))
            }
            let call = Value.list([
                .primitive(Builtins.guardPrimitive(interp)),
                .list([.symbol(Keyword.lambda), .null] + parts.dropFirst(2)),
                .list([.symbol(Keyword.lambda), .list([spec.car]), .list([.symbol(Keyword.cond)] + condClauses)]),
            ])
            return try compile(call, scope: scope, tail: tail)
        case "case-lambda":
            var lambdas: [Value] = []
            for clause in parts.dropFirst() {
                guard case .pair(let p) = clause, p.cdr.listElements?.isEmpty == false else { throw illFormed }
                lambdas.append(.pair(Pair(.symbol(Keyword.lambda), clause)))
            }
            let make = Primitive("case-lambda", min: 0, max: nil) { [unowned interp] procedures in
                .primitive(Builtins.caseLambda(interp, procedures))
            }
            return try compile(.list([.primitive(make)] + lambdas), scope: scope, tail: tail)
        case "define-record-type":
            return try compile(try Builtins.recordDefinitions(parts, form: form), scope: scope, tail: false)
        default:
            throw illFormed
        }
    }
}

extension Builtins {
    /// The procedure `case-lambda` makes from its clauses' procedures.
    static func caseLambda(_ interp: Interp, _ procedures: [Value]) -> Primitive {
        Primitive("case-lambda", min: 0, max: nil) { [unowned interp] args in
            for p in procedures {
                guard case .closure(let c) = p else { continue }
                let required = c.code.requiredCount
                if args.count == required || (c.code.hasRest && args.count >= required) {
                    return try interp.apply(p, args)
                }
            }
            var least = Int.max, most: Int? = 0
            for case .closure(let c) in procedures {
                least = min(least, c.code.requiredCount)
                most = c.code.hasRest ? nil : most.map { max($0, c.code.requiredCount) }
            }
            throw EvalError.wrongArity(procedure: "#[compound-procedure case-lambda]", given: args.count,
                                       min: least == Int.max ? 0 : least, max: most)
        }
    }
}
