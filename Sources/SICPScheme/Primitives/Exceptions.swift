/// R7RS 6.11 exceptions: `raise`, `raise-continuable`,
/// `with-exception-handler`, `error` and error objects, and what the `guard`
/// form calls (`ControlForms.swift`).
///
/// The handlers installed now are a stack (`DynamicState.handlers`, a
/// `guard` is a nil entry). `raise` and `raise-continuable` call the
/// innermost handler where they are, with the handlers outside it installed
/// (R7RS); when the innermost entry is a `guard`, or there is none, they
/// throw, and the `guard` catches. Errors the built-ins signal (`(car 1)`,
/// an unbound variable, `(/ 1 0)`) are thrown as `EvalError`s and caught by
/// the innermost `guard` or `with-exception-handler` around them, as error
/// objects. Ctrl-C, time limits, the heap bound and the recursion depth
/// (`EvalError.isCatchable`) are never caught. Uncaught, an error prints
/// exactly as it would without handlers; a raised object that is not an
/// error object prints in MIT's words: `;The object 42 was raised.`
extension Builtins {
    static func exceptions(_ interp: Interp) -> [Primitive] {
        [
            Primitive("raise") { [unowned interp] obj in try raise(interp, obj, continuable: false) },
            Primitive("raise-continuable") { [unowned interp] obj in try raise(interp, obj, continuable: true) },
            Primitive("with-exception-handler") { [unowned interp] handler, thunk in
                guard handler.isProcedure else { throw wrongType(handler, 1, "with-exception-handler") }
                guard thunk.isProcedure else { throw wrongType(thunk, 2, "with-exception-handler") }
                let caught: EvalError
                switch try handling(interp, handler, thunk) {
                case .value(let value): return value
                case .caught(let error): caught = error
                }
                _ = try interp.apply(handler, [condition(interp, caught)])
                throw handlerReturned(caught)
            },
            Primitive("error", min: 1, max: nil) { [unowned interp] args in
                let first = args[0]
                let message: String
                if case .string(let s) = first { message = s.value } else { message = Printer.write(first) }
                let irritants = Array(args.dropFirst())
                let error = EvalError.user(message: message, irritants: irritants.map(Printer.write))
                interp.dynamicState.lastUserError = (message, irritants)
                if case .some(.some) = interp.dynamicState.handlers.last {
                    _ = try raise(interp, .opaque(ErrorObject(error, message: message, irritants: irritants)), continuable: false)
                }
                throw error
            },
            Primitive("error-object?") { v in
                if case .opaque(let o) = v, o is ErrorObject { return .true }
                return .false
            },
            Primitive("error-object-message") { v in .string(MString(try errorObject(v, "error-object-message").message)) },
            Primitive("error-object-irritants") { v in .list(try errorObject(v, "error-object-irritants").irritants) },
            Primitive("read-error?") { v in
                guard case .opaque(let o) = v, let e = o as? ErrorObject, case .parse = e.error else { return .false }
                return .true
            },
            Primitive("file-error?") { v in
                guard case .opaque(let o) = v, let e = o as? ErrorObject else { return .false }
                return .bool(e.message.hasPrefix("Unable to open file") || e.message.hasPrefix("Unable to find file")
                               || e.message.hasPrefix("Unable to delete file"))
            },
            // MIT's names for the same.
            Primitive("condition/report-string") { v in
                let e = try errorObject(v, "condition/report-string")
                return .string(MString(([e.message] + e.irritants.map(Printer.write)).joined(separator: " ")))
            },
            Primitive("error-message") { v in .string(MString(try errorObject(v, "error-message").message)) },
            Primitive("error-irritants") { v in .list(try errorObject(v, "error-irritants").irritants) },
            Primitive("error?") { v in
                if case .opaque(let o) = v, o is ErrorObject { return .true }
                return .false
            },
        ]
    }

    static func errorObject(_ v: Value, _ name: String) throws -> ErrorObject {
        guard case .opaque(let o) = v, let e = o as? ErrorObject else { throw wrongType(v, 1, name) }
        return e
    }

    /// `raise` and `raise-continuable`: the innermost handler is called
    /// here, with the handlers outside it installed. A handler's error, and
    /// the error of a handler that returns from `raise`, go to the handlers
    /// outside it (`HandlerEscape`).
    static func raise(_ interp: Interp, _ obj: Value, continuable: Bool) throws -> Value {
        let state = interp.dynamicState
        guard case .some(.some(let handler)) = state.handlers.last else { throw raisedError(obj, continuable) }
        let depth = state.handlers.count - 1
        let saved = state.handlers
        state.handlers.removeLast()
        defer { state.handlers = saved }
        let result: Value
        do {
            result = try interp.apply(handler, [obj])
        } catch let error as EvalError where error.isCatchable {
            throw HandlerEscape(error, depth: depth)
        }
        if continuable { return result }
        throw HandlerEscape(handlerReturned(raisedError(obj, continuable)), depth: depth)
    }

    /// What raising `obj` throws: an error object's own error, else `obj`.
    static func raisedError(_ obj: Value, _ continuable: Bool) -> EvalError {
        if case .opaque(let o) = obj, let e = o as? ErrorObject { return e.error }
        return .raised(RaisedObject(obj, continuable: continuable))
    }

    /// The error of a handler that returned from a `raise` that cannot
    /// continue: the error raised, as MIT reports it.
    static func handlerReturned(_ error: EvalError) -> EvalError { error }

    /// What a handler or a `guard` clause sees for `error`: the raised
    /// object itself, or an error object.
    static func condition(_ interp: Interp, _ error: EvalError) -> Value {
        switch error {
        case .raised(let r): return r.value
        case let .user(message, texts):
            if let last = interp.dynamicState.lastUserError, last.message == message,
               last.irritants.map(Printer.write) == texts {
                return .opaque(ErrorObject(error, message: message, irritants: last.irritants))
            }
            return .opaque(ErrorObject(error, message: message, irritants: texts.map { .string(MString($0)) }))
        default:
            var text = error.description
            if text.hasPrefix(";") { text.removeFirst() }
            return .opaque(ErrorObject(error, message: text, irritants: []))
        }
    }

    /// What `body` came to under a handler.
    private enum Handled {
        case value(Value)
        case caught(EvalError)
    }

    /// Calls `body` (a procedure of no arguments) with `handler` installed
    /// as the innermost handler (nil: a `guard`'s place among them). Its
    /// value, or the error this handler sees, once the handler is removed
    /// again: a built-in's error thrown where it happened (no handler has
    /// seen it), or a raise from a handler inside when this one was above
    /// that handler.
    private static func handling(_ interp: Interp, _ handler: Value?, _ body: Value) throws -> Handled {
        let state = interp.dynamicState
        let index = state.handlers.count
        state.handlers.append(handler)
        defer { state.handlers.removeSubrange(min(index, state.handlers.count)...) }
        do {
            return .value(try interp.apply(body, []))
        } catch let error as EvalError where error.isCatchable {
            state.handlers.removeSubrange(index...)
            return .caught(error)
        } catch let escape as HandlerEscape {
            guard escape.depth > index else { throw index == 0 ? escape.error : escape }
            state.handlers.removeSubrange(index...)
            return .caught(escape.error)
        }
    }

    /// What `(guard (var clause ...) body ...)` calls: `body` a procedure of
    /// no arguments, `clauses` one of the condition that returns
    /// `GuardNoMatch` when no clause takes it (then it is raised again, in
    /// the guard's dynamic environment).
    static func guardPrimitive(_ interp: Interp) -> Primitive {
        Primitive("guard") { [unowned interp] body, clauses in
            let state = interp.dynamicState
            let caught: EvalError
            switch try handling(interp, nil, body) {
            case .value(let value): return value
            case .caught(let error): caught = error
            }
            let obj = condition(interp, caught)
            let result = try interp.apply(clauses, [obj])
            guard case .opaque(let o) = result, o === GuardNoMatch.shared else { return result }
            if case .raised(let r) = caught { return try raise(interp, obj, continuable: r.continuable) }
            if case .some(.some) = state.handlers.last { return try raise(interp, obj, continuable: false) }
            throw caught
        }
    }
}

/// An error a handler raised (or a handler's return from `raise`), on its
/// way to the handlers outside that handler: those below `depth` in the
/// handler stack.
final class HandlerEscape: Error, @unchecked Sendable, CustomStringConvertible {
    let error: EvalError
    let depth: Int
    init(_ error: EvalError, depth: Int) {
        self.error = error
        self.depth = depth
    }
    var description: String { String(error.description.dropFirst()) }
}

/// What a `guard`'s clauses return when none takes the condition.
final class GuardNoMatch: OpaqueObject, @unchecked Sendable {
    static let shared = GuardNoMatch()
    func printed(writing: Bool) -> String { "#<guard-no-match>" }
}

/// An error object: what `error` raises, and what a handler or `guard` sees
/// for a built-in's error. Prints as MIT prints a condition,
/// `#[condition 12 simple-error]`.
final class ErrorObject: OpaqueObject {
    let error: EvalError
    let message: String
    let irritants: [Value]

    init(_ error: EvalError, message: String, irritants: [Value]) {
        self.error = error
        self.message = message
        self.irritants = irritants
    }

    var kind: String {
        switch error {
        case .user: return "simple-error"
        case .unboundVariable: return "unbound-variable"
        case .unassignedVariable: return "unassigned-variable"
        case .wrongType: return "wrong-type-argument"
        case .badRange: return "bad-range-argument"
        case .divisionByZero: return "divide-by-zero"
        case .notApplicable: return "inapplicable-object"
        case .wrongArity: return "wrong-number-of-arguments"
        case .parse: return "parse-error"
        default: return "simple-error"
        }
    }

    func printed(writing: Bool) -> String { "#[condition \(Printer.hashNumber(self)) \(kind)]" }
}
