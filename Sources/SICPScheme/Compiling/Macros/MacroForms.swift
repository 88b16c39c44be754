/// The special forms that define macros, and the expansion of a macro's use.
///
/// - R7RS: `(define-syntax name (syntax-rules ...))`, `(let-syntax ((name
///   (syntax-rules ...)) ...) body ...)`, `letrec-syntax` (the macros see
///   one another), hygienic (see `SyntaxRules` and `Renaming.swift`).
/// - Racket: `(define-syntax-rule (name . pattern) template)`.
/// - Gauche, Guile: `(define-macro (name . parameters) body ...)` and
///   `(define-macro name procedure)`; CHICKEN, Guile: `(defmacro name
///   parameters body ...)`. The transformer is a procedure, evaluated once
///   in the global environment, that the compiler calls on the operands as
///   written; what it returns is compiled in place (not hygienic).
///
/// A macro is bound where its definition is: at top level in the
/// interpreter's table (where it shadows a special form of the same name,
/// such as `cons-stream`, and a later `define` of the name removes it), in
/// a body or `let-syntax` in that scope (where a local variable of the same
/// name shadows it). Every use is expanded once, when the form that holds it
/// is compiled.
extension Keyword {
    static let defineSyntax = Symbol.intern("define-syntax")
    static let letSyntax = Symbol.intern("let-syntax")
    static let letrecSyntax = Symbol.intern("letrec-syntax")
    static let syntaxRules = Symbol.intern("syntax-rules")
    static let defineSyntaxRule = Symbol.intern("define-syntax-rule")
    static let defineMacro = Symbol.intern("define-macro")
    static let defmacro = Symbol.intern("defmacro")

    /// The forms that define a macro where a definition may be.
    static let macroDefinitions: Set<ObjectIdentifier> = Set(
        [defineSyntax, defineSyntaxRule, defineMacro, defmacro].map(ObjectIdentifier.init))
}

extension Compiler {
    /// The form a use of `macro` expands to.
    /// - Throws: `;Ill-formed special form: (swap! 1)` when it matches no
    ///   rule; the transformer's error for a `define-macro`.
    mutating func expand(_ macro: Macro, _ form: Value, scope: Scope?) throws -> Value {
        interp.macroExpansions += 1
        if interp.interrupt.isRequested { throw interp.interrupt.error }
        switch macro.transformer {
        case .rules(let rules):
            let compiler = self
            return try rules.expand(form, sameLiteral: { input, literal in
                compiler.sameBinding(input, in: scope, literal, in: rules.environment)
            }, interrupt: interp.interrupt, steps: &expansionSteps)
        case .procedure(let transformer):
            guard case .pair(let use) = form, let operands = use.cdr.listElements else {
                throw SyntaxRules.illFormed(form)
            }
            return try interp.apply(transformer, operands)
        }
    }

    /// Compiles a form that defines a macro (`define-syntax`,
    /// `define-syntax-rule`, `define-macro`, `defmacro`) in `scope`: binds
    /// it, and compiles to nothing.
    mutating func compileMacroDefinition(_ head: Symbol, _ form: Value, scope: Scope?) throws -> Node {
        let (name, macro) = try macroDefinition(head, form, scope: scope)
        if let scope {
            scope.macros[name] = macro
        } else if !interp.keepsDefinition(of: name.plain) {
            interp.macros[name.plain] = macro
        }
        return Constant(.unspecified)
    }

    private mutating func macroDefinition(_ head: Symbol, _ form: Value, scope: Scope?) throws -> (Symbol, Macro) {
        guard let parts = form.listElements, parts.count >= 3 else { throw SyntaxRules.illFormed(form) }
        switch head {
        case Keyword.defineSyntax:
            guard parts.count == 3, case .symbol(let name) = parts[1] else { throw SyntaxRules.illFormed(form) }
            return (name, try transformer(parts[2], name: name, environment: scope, form: form))
        case Keyword.defineSyntaxRule:
            // (define-syntax-rule (name . pattern) template)
            guard parts.count == 3, case .pair(let pattern) = parts[1], case .symbol(let name) = pattern.car else {
                throw SyntaxRules.illFormed(form)
            }
            let rules = Value.list([.symbol(Keyword.syntaxRules), .null, .list([parts[1], parts[2]])])
            return (name, Macro(name: name.name, transformer: .rules(try SyntaxRules(rules, environment: scope))))
        default:
            // (define-macro (name . parameters) body ...), (define-macro name procedure),
            // (defmacro name parameters body ...)
            let name: Symbol
            let procedure: Value
            if head === Keyword.defmacro {
                guard parts.count >= 4, case .symbol(let s) = parts[1] else { throw SyntaxRules.illFormed(form) }
                name = s
                procedure = .list([.symbol(Keyword.lambda), parts[2]] + parts.dropFirst(3))
            } else if case .pair(let spec) = parts[1], case .symbol(let s) = spec.car {
                name = s
                procedure = .list([.symbol(Keyword.lambda), spec.cdr] + parts.dropFirst(2))
            } else if case .symbol(let s) = parts[1], parts.count == 3 {
                name = s
                procedure = parts[2]
            } else {
                throw SyntaxRules.illFormed(form)
            }
            // Evaluated now, in the global environment: the transformer runs
            // when the uses are compiled, before any local variable exists.
            var compiler = Compiler(interp)
            let value = try compiler.compileTopLevel(procedure).eval(nil, interp)
            guard value.isProcedure else {
                throw EvalError.wrongType(object: Printer.errorRepresentation(value), argument: 2, procedure: head.name)
            }
            return (name, Macro(name: name.name, transformer: .procedure(value)))
        }
    }

    /// The macro `spec` (a `syntax-rules` form, maybe by an alias) makes.
    private mutating func transformer(_ spec: Value, name: Symbol, environment: Scope?, form: Value) throws -> Macro {
        var spec = spec
        for _ in 0 ..< Interp.maximumNesting {
            guard case .pair(let p) = spec, case .symbol(let head) = p.car else { break }
            switch resolve(head, environment) {
            case .special(let k) where k === Keyword.syntaxRules:
                return Macro(name: name.name, transformer: .rules(try SyntaxRules(spec, environment: environment)))
            case .macro(let m):
                // A macro whose expansion is a syntax-rules form.
                spec = try expand(m, spec, scope: environment)
                continue
            default:
                break
            }
            break
        }
        throw SyntaxRules.illFormed(form)
    }

    /// `(let-syntax ((name (syntax-rules ...)) ...) body ...)` and
    /// `letrec-syntax`: the body in a scope of its own (its definitions are
    /// its own), with the macros bound there. A `let-syntax` macro's
    /// templates mean what they mean outside the form; a `letrec-syntax`
    /// one's, inside (so the macros may use one another).
    mutating func compileLetSyntax(_ head: Symbol, _ form: Value, _ args: [Value], scope: Scope?, tail: Bool) throws -> Node {
        guard args.count >= 1, let specs = args[0].listElements else { throw SyntaxRules.illFormed(form) }
        let inner = Scope(parent: scope, kind: .syntax)
        let environment = head === Keyword.letrecSyntax ? inner : scope
        for spec in specs {
            guard let binding = spec.listElements, binding.count == 2, case .symbol(let name) = binding[0] else {
                throw SyntaxRules.illFormed(form)
            }
            inner.macros[name] = try transformer(binding[1], name: name, environment: environment, form: form)
        }
        let body = args.count == 1
            ? Constant(.unspecified) : try compileBody(Array(args.dropFirst()), scope: inner, tail: tail, form: form)
        inner.grantTakers()
        return Let(inits: [], frameSize: inner.names.count, body: body, layout: inner.layout)
    }

    /// Expands the macro uses at the head of `form` until it is not one.
    /// - Throws: `;Aborting!: maximum recursion depth exceeded` for a macro
    ///   that expands forever.
    mutating func expandHead(_ form: Value, scope: Scope?) throws -> Value {
        var form = form
        for _ in 0 ..< Interp.maximumNesting {
            guard case .pair(let p) = form, case .symbol(let head) = p.car,
                  case .macro(let macro) = resolve(head, scope) else { return form }
            form = try expand(macro, form, scope: scope)
        }
        throw EvalError.recursionDepthExceeded
    }
}
