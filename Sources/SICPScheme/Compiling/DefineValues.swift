/// `define-values` (R7RS 5.3.3): `(define-values (q r) (floor/ 7 2))`,
/// `(define-values (a . rest) (values 1 2 3))`, `(define-values all (values 1 2))`.
///
/// The form compiles to a call of the built-in `call-with-values` (whatever
/// the program rebinds), as `let-values` does: the expression is the
/// producer, and the consumer is a procedure whose parameter list is the
/// formals (the names replaced by fresh ones) and whose body binds each name
/// to its parameter. A wrong number of values is therefore MIT's error for a
/// compound procedure called with the wrong number of arguments, the same as
/// for `let-values`:
/// `;The procedure #[compound-procedure 12] has been called with 3 arguments; it requires exactly 2 arguments.`
///
/// - At top level the expression is evaluated first and the names are then
///   defined together, as `define` does (Guile and R7RS's reference expansion
///   agree; MIT makes the names unassigned first): when the expression fails
///   or gives the wrong number of values, no name changes.
/// - In a body the names are internal definitions: `internalDefinitions`
///   gives them slots in the body's frame, read with a check, so one used
///   before the form has run is MIT's `;Unassigned variable: x`. The consumer
///   assigns those slots.
///
/// The value of the form is unspecified (the REPL prints nothing).
extension Compiler {
    /// The names a formals list binds, as a lambda's parameter list has them:
    /// symbols, none twice, maybe a rest after a dot (or only a rest). Nil
    /// when the list is ill-formed.
    static func formals(_ formals: Value) -> (required: [Symbol], rest: Symbol?)? {
        var required: [Symbol] = []
        var cursor = formals
        while case .pair(let p) = cursor {
            guard case .symbol(let name) = p.car, !required.contains(where: { $0 === name }) else { return nil }
            required.append(name)
            cursor = p.cdr
        }
        switch cursor {
        case .null:
            return (required, nil)
        case .symbol(let rest) where !required.contains(where: { $0 === rest }):
            return (required, rest)
        default:
            return nil
        }
    }

    /// Every name `(define-values formals expression)` binds, in order; nil
    /// when `form` is not one (or its formals are ill-formed).
    static func namesDefinedByValues(_ form: Value) -> [Symbol]? {
        guard case .pair(let p) = form, case .symbol(let head) = p.car, head === Keyword.defineValues,
              case .pair(let rest) = p.cdr, let (required, more) = formals(rest.car) else { return nil }
        return required + (more.map { [$0] } ?? [])
    }

    mutating func compileDefineValues(_ form: Value, _ args: [Value], scope: Scope?) throws -> Node {
        guard args.count == 2, let (required, rest) = Self.formals(args[0]) else {
            throw EvalError.illFormed(Printer.write(form))
        }
        let names = required + (rest.map { [$0] } ?? [])
        // The consumer's parameters: fresh names, so that nothing it binds is
        // seen by the expression or shadows a name being defined.
        let temporaries = names.map { Value.symbol(Symbol.uninterned($0.name)) }
        var parameters: Value = rest == nil ? .null : temporaries[temporaries.count - 1]
        for t in temporaries.prefix(required.count).reversed() { parameters = .pair(Pair(t, parameters)) }

        var body: [Value]
        if let scope {
            // Internal: the slots were made when the body was scanned; a
            // define-values anywhere else (inside an `if`, say) has none.
            for name in names where scope.index(of: name) == nil {
                throw EvalError.illFormed(Printer.write(form))
            }
            body = zip(names, temporaries).map { name, t in .list([.symbol(Keyword.set), .symbol(name), t]) }
        } else {
            let cells = names.map { interp.cell(for: $0.plain) }
            let bind = Primitive("define-values", min: cells.count, max: cells.count) { values in
                for (cell, value) in zip(cells, values) {
                    cell.value = value
                    cell.isDefined = true
                }
                return .unspecified
            }
            body = [.list([.primitive(bind)] + temporaries)]
        }
        if names.isEmpty { body = [.unspecified] }

        let call = Value.list([
            .primitive(Builtins.callWithValues(interp)),
            .list([.symbol(Keyword.lambda), .null, args[1]]),
            .list([.symbol(Keyword.lambda), parameters] + body),
        ])
        return try compile(call, scope: scope, tail: false)
    }
}
