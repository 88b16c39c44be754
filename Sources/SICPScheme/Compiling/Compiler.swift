/// The names a lambda's frame holds, in slot order, and which of them may be
/// read before they are assigned (internal definitions, `letrec`).
final class Scope {
    let parent: Scope?
    var names: [Symbol] = []
    var checked: [Bool] = []
    /// Whether a procedure made here (or in a scope inside) may keep this
    /// scope's frame: see `LambdaCode.framesEscape`.
    var captured = false
    /// Inline operations in tail position that may empty a slot of this
    /// frame and take its value over (`SlotOperation.takes`): granted once
    /// the scope's body is compiled, if nothing captured the frame.
    var takers: [(node: SlotOperation, operands: UInt8)] = []
    /// The macros bound here (`define-syntax` in a body, `let-syntax`).
    var macros: [Symbol: Macro] = [:]
    /// The names again, for the environment-model views (`,env`): kept by
    /// the procedures and `let`s compiled here, never read by a call.
    let layout: FrameLayout

    init(parent: Scope?, kind: FrameLayout.Kind = .procedure) {
        self.parent = parent
        layout = FrameLayout(parent: parent?.layout, kind: kind)
    }

    /// Grants the `takers` their slots when no procedure can keep the
    /// frame: after a form in tail position no code of the body reads the
    /// frame again, so a variable that form reads once is dead once read.
    func grantTakers() {
        guard !captured else { return }
        for (node, operands) in takers { node.takes = operands }
    }

    @discardableResult
    func add(_ name: Symbol, checked isChecked: Bool = false) -> Int {
        if let i = names.firstIndex(where: { $0 === name }) {
            checked[i] = checked[i] || isChecked
            return i
        }
        names.append(name)
        layout.names.append(name.name)
        checked.append(isChecked)
        return names.count - 1
    }

    func index(of name: Symbol) -> Int? {
        names.lastIndex(where: { $0 === name })
    }
}

/// The special forms' names, interned once.
enum Keyword {
    static let quote = Symbol.intern("quote")
    static let quasiquote = Symbol.intern("quasiquote")
    static let unquote = Symbol.intern("unquote")
    static let unquoteSplicing = Symbol.intern("unquote-splicing")
    static let define = Symbol.intern("define")
    static let lambda = Symbol.intern("lambda")
    /// Racket's `λ`, which is `lambda`.
    static let lambdaSign = Symbol.intern("λ")
    static let namedLambda = Symbol.intern("named-lambda")
    static let `if` = Symbol.intern("if")
    static let set = Symbol.intern("set!")
    static let begin = Symbol.intern("begin")
    static let `let` = Symbol.intern("let")
    static let letStar = Symbol.intern("let*")
    static let letrec = Symbol.intern("letrec")
    static let letrecStar = Symbol.intern("letrec*")
    static let cond = Symbol.intern("cond")
    static let `case` = Symbol.intern("case")
    static let and = Symbol.intern("and")
    static let or = Symbol.intern("or")
    static let when = Symbol.intern("when")
    static let unless = Symbol.intern("unless")
    static let `do` = Symbol.intern("do")
    static let `else` = Symbol.intern("else")
    static let arrow = Symbol.intern("=>")
    static let letValues = Symbol.intern("let-values")
    static let letStarValues = Symbol.intern("let*-values")
    static let defineValues = Symbol.intern("define-values")
    static let consStream = Symbol.intern("cons-stream")
    static let delay = Symbol.intern("delay")
    static let delayForce = Symbol.intern("delay-force")

    static let all: Set<ObjectIdentifier> = Set([
        quote, quasiquote, define, lambda, lambdaSign, namedLambda, `if`, set, begin, `let`, letStar, letrec,
        letrecStar, cond, `case`, and, or, when, unless, `do`, letValues, letStarValues, defineValues,
        consStream, delay, delayForce, defineSyntax, letSyntax, letrecSyntax, syntaxRules, defineSyntaxRule,
        defineMacro, defmacro,
    ].map(ObjectIdentifier.init))
}

/// Turns forms (data from the reader) into nodes, resolving every variable
/// to a frame slot or a global cell as it goes.
struct Compiler {
    let interp: Interp
    private var nesting = 0
    /// The steps the macro expansions of this form took (see
    /// `SyntaxRules.maximumSteps`).
    var expansionSteps = 0

    init(_ interp: Interp) { self.interp = interp }

    mutating func compileTopLevel(_ form: Value) throws -> Node {
        try compile(form, scope: nil, tail: false)
    }

    // MARK: Expressions

    mutating func compile(_ form: Value, scope: Scope?, tail: Bool) throws -> Node {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Interp.maximumNesting { throw EvalError.recursionDepthExceeded }
        try interp.checkStack()

        switch form {
        case .symbol(let name):
            return try reference(name, scope: scope)
        case .pair(let pair):
            if case .symbol(let head) = pair.car {
                switch resolve(head, scope) {
                case .special(let keyword): return try compileSpecial(keyword, form, scope: scope, tail: tail)
                case .dialect(let keyword): return try compileDialectForm(keyword, form, scope: scope, tail: tail)
                case .macro(let macro): return try compile(try expand(macro, form, scope: scope), scope: scope, tail: tail)
                case .local, .global: break
                }
            }
            return try compileCall(pair, scope: scope, tail: tail)
        case .null:
            // MIT Scheme and Gauche evaluate `()` to the empty list (Guile
            // and R7RS call it an error); learners' files write it unquoted.
            return Constant(.null)
        default:
            // Numbers, strings, booleans, characters evaluate to themselves.
            return Constant(form)
        }
    }

    private func reference(_ name: Symbol, scope: Scope?) throws -> Node {
        var depth = 0
        var s = scope
        while let current = s {
            if !current.macros.isEmpty, current.macros[name] != nil { throw EvalError.syntacticKeyword(name.name) }
            if let index = current.index(of: name) {
                return localReference(current, depth: depth, index: index, name: name)
            }
            depth += 1
            s = current.parent
        }
        if name.alias == nil {
            if interp.isKeyword(name) || interp.macros[name] != nil {
                throw EvalError.syntacticKeyword(name.name)
            }
            return GlobalRef(interp.referenceCell(for: interp.unprefixed(name)))
        }
        // A free alias: its original name where the macro was defined.
        switch resolve(name, scope) {
        case .local(let found, let index):
            guard let depth = self.depth(from: scope, to: found) else { throw EvalError.unboundVariable(name.name) }
            return localReference(found, depth: depth, index: index, name: name)
        case .macro, .special:
            throw EvalError.syntacticKeyword(name.name)
        case .dialect(let global), .global(let global):
            return GlobalRef(interp.cell(for: global))
        }
    }

    private func localReference(_ scope: Scope, depth: Int, index: Int, name: Symbol) -> Node {
        if scope.checked[index] { return CheckedLocalRef(depth: depth, index: index, name: name) }
        switch depth {
        case 0: return LocalRef0(index)
        case 1: return LocalRef1(index)
        default: return LocalRef(depth: depth, index: index)
        }
    }

    mutating func compileCall(_ pair: Pair, scope: Scope?, tail: Bool) throws -> Node {
        let function = try compile(pair.car, scope: scope, tail: false)
        guard let operandForms = pair.cdr.listElements else { throw illFormed(.pair(pair)) }
        var operands: [Node] = []
        operands.reserveCapacity(operandForms.count)
        for operand in operandForms { operands.append(try compile(operand, scope: scope, tail: false)) }
        if tail, let scope { noteTakers(operands, in: pair, scope: scope) }
        let general: Node
        switch operands.count {
        case 0: return Call0(function: function, tail: tail)
        case 1 where tail && function is VariableRef:
            general = TailCall1(function: function, tail: tail, operands[0])
        case 2 where tail && function is VariableRef:
            general = TailCall2(function: function, tail: tail, operands[0], operands[1])
        case 3 where tail && function is VariableRef:
            general = TailCall3(function: function, tail: tail, operands[0], operands[1], operands[2])
        case 1:
            if let global = function as? GlobalRef, let operand = operands[0] as? LocalOperationConstant {
                general = GlobalCall1LocalConstant(function: global, tail: tail, operand)
            } else if let global = function as? GlobalRef {
                general = GlobalCall1(function: global, tail: tail, operands[0])
            } else {
                general = Call1(function: function, tail: tail, operands[0])
            }
        case 2:
            if let global = function as? GlobalRef {
                general = GlobalCall2(function: global, tail: tail, operands[0], operands[1])
            } else {
                general = Call2(function: function, tail: tail, operands[0], operands[1])
            }
        case 3: general = Call3(function: function, tail: tail, operands[0], operands[1], operands[2])
        default: general = CallN(function: function, tail: tail, operands)
        }
        guard let global = function as? GlobalRef else { return general }
        if global.cell.symbol.name == "apply", global.cell.isBuiltin, operands.count >= 2 {
            return ApplyCall(cell: global.cell, operands: operands, tail: tail, fallback: general)
        }
        if operands.count == 2, global.cell.isBuiltin,
           let op = BinaryOperation.operators[global.cell.symbol.name] {
            if let constant = operands[1] as? Constant, case .int(let k) = constant.value {
                if let local = operands[0] as? LocalRef0 {
                    return LocalOperationConstant(op, cell: global.cell, index: local.index, k, fallback: general)
                }
                return BinaryOperationConstant(op, cell: global.cell, operands[0], k, fallback: general)
            }
            if let node = SlotOperation(op, cell: global.cell, operands[0], operands[1], fallback: general) {
                return node
            }
            return BinaryOperation(op, cell: global.cell, operands[0], operands[1], fallback: general)
        }
        if operands.count == 3, global.cell.isBuiltin,
           let op = BinaryOperation.operators[global.cell.symbol.name],
           let node = TernaryOperation(op, cell: global.cell, operands[0], operands[1], operands[2], fallback: general) {
            return node
        }
        return general
    }

    private func illFormed(_ form: Value) -> EvalError {
        .illFormed(Printer.write(form))
    }

    // MARK: Special forms

    private mutating func compileSpecial(_ head: Symbol, _ form: Value, scope: Scope?, tail: Bool) throws -> Node {
        guard let parts = form.listElements else { throw illFormed(form) }
        let args = Array(parts.dropFirst())
        switch head {
        case Keyword.quote:
            guard args.count == 1 else { throw illFormed(form) }
            return Constant(try stripped(args[0]))
        case Keyword.quasiquote:
            guard args.count == 1 else { throw illFormed(form) }
            return try compileQuasiquote(args[0], depth: 1, scope: scope)
        case Keyword.if:
            guard args.count == 2 || args.count == 3 else { throw illFormed(form) }
            let test = try compile(args[0], scope: scope, tail: false)
            let consequent = try compile(args[1], scope: scope, tail: tail)
            let alternative = args.count == 3
                ? try compile(args[2], scope: scope, tail: tail) : Constant(.unspecified)
            return makeIf(test, consequent, alternative)
        case Keyword.define:
            return try compileDefine(form, args, scope: scope)
        case Keyword.set:
            guard args.count == 2, case .symbol(let name) = args[0] else { throw illFormed(form) }
            let value = try compile(args[1], scope: scope, tail: false)
            switch resolve(name, scope) {
            case .local(let found, let index):
                guard let depth = depth(from: scope, to: found) else { throw illFormed(form) }
                return SetLocal(depth: depth, index: index, value: value)
            case .macro:
                throw EvalError.syntacticKeyword(name.name)
            case .special(let global), .dialect(let global), .global(let global):
                return SetGlobal(interp.cell(for: global), value)
            }
        case Keyword.lambda, Keyword.lambdaSign:
            guard args.count >= 2 else { throw illFormed(form) }
            return MakeClosure(try compileLambda(name: nil, parameters: args[0], body: Array(args.dropFirst()), form: form, scope: scope))
        case Keyword.namedLambda:
            guard args.count >= 2, case .pair(let spec) = args[0], case .symbol(let name) = spec.car else {
                throw illFormed(form)
            }
            return MakeClosure(try compileLambda(name: name.name, parameters: spec.cdr, body: Array(args.dropFirst()), form: form, scope: scope))
        case Keyword.begin:
            if args.isEmpty { return Constant(.unspecified) }
            return try compileSequence(args, scope: scope, tail: tail)
        case Keyword.let:
            return try compileLet(form, args, scope: scope, tail: tail)
        case Keyword.letStar:
            return try compileLetStar(form, args, scope: scope, tail: tail)
        case Keyword.letrec, Keyword.letrecStar:
            return try compileLetrec(form, args, scope: scope, tail: tail)
        case Keyword.cond:
            return try compileCond(form, args[...], scope: scope, tail: tail)
        case Keyword.case:
            return try compileCase(form, args, scope: scope, tail: tail)
        case Keyword.and:
            if args.isEmpty { return Constant(.true) }
            return Connective(try compileAll(args, scope: scope, tail: tail), stopsWhen: false)
        case Keyword.or:
            if args.isEmpty { return Constant(.false) }
            return Connective(try compileAll(args, scope: scope, tail: tail), stopsWhen: true)
        case Keyword.when, Keyword.unless:
            guard args.count >= 2 else { throw illFormed(form) }
            let test = try compile(args[0], scope: scope, tail: false)
            let body = try compileSequence(Array(args.dropFirst()), scope: scope, tail: tail)
            return head === Keyword.when
                ? makeIf(test, body, Constant(.unspecified)) : makeIf(test, Constant(.unspecified), body)
        case Keyword.do:
            return try compileDo(form, args, scope: scope, tail: tail)
        case Keyword.letValues, Keyword.letStarValues:
            return try compile(try letValues(form, args, sequential: head === Keyword.letStarValues), scope: scope, tail: tail)
        case Keyword.defineValues:
            return try compileDefineValues(form, args, scope: scope)
        case Keyword.consStream:
            // (cons-stream a b) is (cons a (delay b)), SICP 3.5.1.
            guard args.count == 2 else { throw illFormed(form) }
            let car = try compile(args[0], scope: scope, tail: false)
            return ConsStream(car: car, cdr: try compileDelay(args[1], form: form, scope: scope, chains: false))
        case Keyword.delay, Keyword.delayForce:
            // MIT 12.1 still says "special form" for these two.
            guard args.count == 1 else {
                throw EvalError.user(message: "Ill-formed special form: \(Printer.write(form))", irritants: [])
            }
            return try compileDelay(args[0], form: form, scope: scope, chains: head === Keyword.delayForce)
        case Keyword.defineSyntax, Keyword.defineSyntaxRule, Keyword.defineMacro, Keyword.defmacro:
            return try compileMacroDefinition(head, form, scope: scope)
        case Keyword.letSyntax, Keyword.letrecSyntax:
            return try compileLetSyntax(head, form, args, scope: scope, tail: tail)
        case Keyword.syntaxRules:
            throw EvalError.syntacticKeyword(head.name)
        default:
            throw illFormed(form)
        }
    }

    /// `(delay e)`: a promise of a procedure of no arguments whose body is
    /// `e`, made where the `delay` is (so `e` sees the variables there). The
    /// procedure is named `force`: what `,stats` and `,trace` show for the
    /// step that runs a delayed expression.
    private mutating func compileDelay(_ expression: Value, form: Value, scope: Scope?, chains: Bool) throws -> MakePromise {
        let code = try compileLambda(name: "force", parameters: .null, body: [expression], form: form, scope: scope)
        return MakePromise(MakeClosure(code), chains: chains)
    }

    /// Compiles forms in order; only the last is in tail position.
    private mutating func compileAll(_ forms: [Value], scope: Scope?, tail: Bool) throws -> [Node] {
        var nodes: [Node] = []
        for (i, form) in forms.enumerated() {
            nodes.append(try compile(form, scope: scope, tail: tail && i == forms.count - 1))
        }
        return nodes
    }

    private mutating func compileSequence(_ forms: [Value], scope: Scope?, tail: Bool) throws -> Node {
        let nodes = try compileAll(forms, scope: scope, tail: tail)
        return nodes.count == 1 ? nodes[0] : Sequence(nodes)
    }

    private mutating func compileDefine(_ form: Value, _ args: [Value], scope: Scope?) throws -> Node {
        guard args.count >= 1 else { throw illFormed(form) }
        let name: Symbol
        let valueNode: Node
        switch args[0] {
        case .symbol(let s):
            guard args.count <= 2 else { throw illFormed(form) }
            name = s
            if args.count == 2 {
                valueNode = try compileNamed(args[1], name: s, scope: scope)
            } else {
                valueNode = Constant(.undefined)  // (define x): x is unassigned, as in MIT
            }
        case .pair(let spec):
            // MIT's and Racket's curried definition, (define ((name a) b)
            // body ...): (define (name a) (lambda (b) body ...)).
            if case .pair = spec.car, args.count >= 2 {
                let lambda = Value.pair(Pair(.symbol(Keyword.lambda), .pair(Pair(spec.cdr, Value.list(Array(args.dropFirst()))))))
                return try compileDefine(form, [spec.car, lambda], scope: scope)
            }
            // (define (name . parameters) body ...)
            guard case .symbol(let s) = spec.car, args.count >= 2 else { throw illFormed(form) }
            name = s
            valueNode = MakeClosure(try compileLambda(name: s.name, parameters: spec.cdr, body: Array(args.dropFirst()), form: form, scope: scope))
        default:
            throw illFormed(form)
        }
        guard let scope else {
            // A definition of a special form's name makes it a variable
            // (see `Interp.keywordsDefinedAsVariables`); it is never skipped
            // as part of a kept stream layer, since the program then runs as
            // its own Scheme runs it.
            if Keyword.all.contains(ObjectIdentifier(name.plain)) {
                if interp.kitKeeps == nil, !interp.keywordsDefinedAsVariables.contains(name.plain.name) {
                    interp.keywordsDefinedAsVariables.append(name.plain.name)
                }
            } else if interp.keepsDefinition(of: name.plain) {
                return Constant(.unspecified)
            }
            // A top-level definition of a name a template introduced defines
            // the plain name; a definition replaces a macro of the name.
            interp.macros[name.plain] = nil
            return DefineGlobal(interp.cell(for: name.plain), valueNode)
        }
        // An internal definition: its slot was made when the body was scanned.
        guard let index = scope.index(of: name) else { throw illFormed(form) }
        return SetLocal(depth: 0, index: index, value: valueNode)
    }

    /// `(define f (lambda ...))` names the procedure `f`, as MIT and Guile do.
    private mutating func compileNamed(_ form: Value, name: Symbol, scope: Scope?) throws -> Node {
        if case .pair(let p) = form, case .symbol(let head) = p.car,
           means(head, Keyword.lambda, scope) || means(head, Keyword.lambdaSign, scope),
           let parts = form.listElements, parts.count >= 3 {
            return MakeClosure(try compileLambda(name: name.name, parameters: parts[1], body: Array(parts.dropFirst(2)), form: form, scope: scope))
        }
        return try compile(form, scope: scope, tail: false)
    }

    /// Compiles a body in `scope`, whose frame the caller makes: internal
    /// definitions get slots after the ones already there.
    ///
    /// The body is scanned first, in order: a macro use at the head of a
    /// form is expanded (once: the expansion is what is compiled), a `begin`
    /// is spliced, a macro definition binds its macro in `scope` for the
    /// forms after it, and each `define` or `define-values` gives its names
    /// slots (read with a check, MIT's `;Unassigned variable: x` before
    /// they are set).
    mutating func compileBody(_ body: [Value], scope: Scope, tail: Bool, form: Value) throws -> Node {
        guard !body.isEmpty else { throw illFormed(form) }
        var forms: [Value] = []
        var pending: [Value] = body.reversed()
        while let next = pending.popLast() {
            let current = try expandHead(next, scope: scope)
            guard case .pair(let p) = current, case .symbol(let head) = p.car else {
                forms.append(current)
                continue
            }
            let meaning = resolve(head, scope)
            if case .dialect(let keyword) = meaning, keyword === ControlForms.defineRecordType,
               let parts = current.listElements {
                for name in ControlForms.namesDefined(by: parts) { scope.add(name, checked: true) }
            }
            // An `include` in a body is its files' forms, spliced as a `begin`'s.
            if case .dialect(let keyword) = meaning, keyword.name == "include" || keyword.name == "include-ci",
               let parts = current.listElements, parts.count >= 2 {
                let included = try DialectForms.included(
                    parts.dropFirst(), from: interp.currentFile, interp, foldingCase: keyword.name == "include-ci")
                pending += included.reversed()
                continue
            }
            guard case .special(let keyword) = meaning else {
                forms.append(current)
                continue
            }
            if keyword === Keyword.begin, let inner = p.cdr.listElements {
                pending += inner.reversed()
                continue
            }
            if Keyword.macroDefinitions.contains(ObjectIdentifier(keyword)) {
                _ = try compileMacroDefinition(keyword, current, scope: scope)
                continue
            }
            if keyword === Keyword.define, case .pair(let rest) = p.cdr {
                var name: Symbol?
                switch rest.car {
                case .symbol(let s): name = s
                case .pair(var spec):
                    // A curried definition, ((name a) b): the innermost name.
                    while case .pair(let inner) = spec.car { spec = inner }
                    if case .symbol(let s) = spec.car { name = s }
                default: break
                }
                if let name {
                    scope.add(name, checked: true)
                    scope.macros[name] = nil
                }
            } else if keyword === Keyword.defineValues, case .pair(let rest) = p.cdr,
                      let (required, more) = Self.formals(rest.car) {
                for name in required + (more.map { [$0] } ?? []) { scope.add(name, checked: true) }
            }
            forms.append(current)
        }
        if forms.isEmpty { return Constant(.unspecified) }
        return try compileSequence(forms, scope: scope, tail: tail)
    }

    /// In a form in tail position, `(iter (* counter product) (+ counter 1))`:
    /// an operand `(* counter product)` may take `product`'s value out of
    /// its slot, and so multiply a big product in place, when `product` is
    /// a variable of this frame that the form names nowhere else (a
    /// syntactic count: quoted data and inner bindings of the name count
    /// too, which only makes it stricter). Granted by `Scope.grantTakers`.
    private func noteTakers(_ operands: [Node], in form: Pair, scope: Scope) {
        for case let node as SlotOperation in operands where node.op != .subtract {
            var mask: UInt8 = 0
            if node.depth0 == 0, Self.occurrences(of: scope.names[node.index0], in: .pair(form)) == 1 { mask |= 1 }
            if node.depth1 == 0, Self.occurrences(of: scope.names[node.index1], in: .pair(form)) == 1 { mask |= 2 }
            if mask != 0 { scope.takers.append((node, mask)) }
        }
    }

    /// How many times `name` occurs in `form`, anywhere.
    private static func occurrences(of name: Symbol, in form: Value) -> Int {
        var count = 0
        var cursor = form
        while case .pair(let p) = cursor {
            count += occurrences(of: name, in: p.car)
            cursor = p.cdr
        }
        if case .symbol(let s) = cursor, s === name { count += 1 }
        return count
    }

    private mutating func compileLambda(name: String?, parameters: Value, body: [Value], form: Value, scope: Scope?) throws -> LambdaCode {
        // The procedure's environment is the frame of `scope` (and so every
        // frame out from it): those frames may outlive their calls.
        var enclosing = scope
        while let s = enclosing, !s.captured {
            s.captured = true
            enclosing = s.parent
        }
        let inner = Scope(parent: scope)
        var required: [String] = []
        var rest: String?
        var cursor = parameters
        loop: while true {
            switch cursor {
            case .null:
                break loop
            case .symbol(let s):
                guard inner.index(of: s) == nil else { throw illFormed(form) }
                inner.add(s)
                rest = s.name
                break loop
            case .pair(let p):
                guard case .symbol(let s) = p.car, inner.index(of: s) == nil else { throw illFormed(form) }
                inner.add(s)
                required.append(s.name)
                cursor = p.cdr
            default:
                throw illFormed(form)
            }
        }
        let bodyNode = try compileBody(body, scope: inner, tail: true, form: form)
        inner.grantTakers()
        return interp.keep(LambdaCode(
            name: name, parameters: required, restParameter: rest, frameSize: inner.names.count, body: bodyNode,
            framesEscape: inner.captured, sourceParameters: parameters, sourceBody: body,
            layout: inner.layout, enclosingLayout: scope?.layout))
    }

    private func bindings(_ form: Value, _ spec: Value) throws -> [(Symbol, Value)] {
        guard let list = spec.listElements else { throw illFormed(form) }
        return try list.map { binding in
            // MIT allows (let (x) ...) and (let ((x)) ...): x is unassigned.
            if case .symbol(let s) = binding { return (s, .undefined) }
            guard let parts = binding.listElements, parts.count == 1 || parts.count == 2,
                  case .symbol(let s) = parts[0] else { throw illFormed(form) }
            return (s, parts.count == 2 ? parts[1] : .undefined)
        }
    }

    private mutating func compileLet(_ form: Value, _ args: [Value], scope: Scope?, tail: Bool) throws -> Node {
        guard args.count >= 2 else { throw illFormed(form) }
        if case .symbol(let loopName) = args[0] {
            // Named let.
            guard args.count >= 3 else { throw illFormed(form) }
            // A loop variable without a value starts unspecified, as before:
            // a procedure's parameters are read without a check.
            let pairs = try bindings(form, args[1]).map { pair -> (Symbol, Value) in
                if case .undefined = pair.1 { return (pair.0, .unspecified) }
                return pair
            }
            let inits = try pairs.map { try compile($0.1, scope: scope, tail: false) }
            let loopScope = Scope(parent: scope, kind: .namedLet)
            loopScope.add(loopName)
            let parameters = Value.list(pairs.map { Value.symbol($0.0) })
            let code = try compileLambda(name: loopName.name, parameters: parameters, body: Array(args.dropFirst(2)), form: form, scope: loopScope)
            return NamedLet(code: code, inits: inits, tail: tail, layout: loopScope.layout)
        }
        let pairs = try bindings(form, args[0])
        let inits = try pairs.map { try compile($0.1, scope: scope, tail: false) }
        let inner = Scope(parent: scope, kind: .let)
        for (name, initial) in pairs {
            guard inner.index(of: name) == nil else { throw illFormed(form) }
            // A binding without a value, `(let ((x)) ...)`, is read with a check.
            if case .undefined = initial { inner.add(name, checked: true) } else { inner.add(name) }
        }
        let body = try compileBody(Array(args.dropFirst()), scope: inner, tail: tail, form: form)
        inner.grantTakers()
        return Let(inits: inits, frameSize: inner.names.count, body: body, layout: inner.layout)
    }

    private mutating func compileLetStar(_ form: Value, _ args: [Value], scope: Scope?, tail: Bool) throws -> Node {
        guard args.count >= 2 else { throw illFormed(form) }
        let pairs = try bindings(form, args[0])
        guard pairs.count > 1 else { return try compileLet(form, args, scope: scope, tail: tail) }
        // (let* (b1 b2 ...) body) = (let (b1) (let* (b2 ...) body))
        let first = Value.list([pairs[0]].map { Value.list([.symbol($0.0), $0.1]) })
        let rest = Value.list(pairs.dropFirst().map { Value.list([.symbol($0.0), $0.1]) })
        let innerForm = Value.list([.symbol(Keyword.letStar), rest] + Array(args.dropFirst()))
        return try compileLet(form, [first, innerForm], scope: scope, tail: tail)
    }

    /// `(let-values (((a b) e) ...) body)` as calls of `call-with-values`
    /// (the built-in itself, whatever the program rebinds): for `let*-values`
    /// each binding's body is the next binding; for `let-values` the formals
    /// are first bound to fresh names so that no expression sees another's
    /// variables, and a final `let` binds the real names.
    private func letValues(_ form: Value, _ args: [Value], sequential: Bool) throws -> Value {
        guard args.count >= 2, let specs = args[0].listElements else { throw illFormed(form) }
        let callWithValues = Value.primitive(Builtins.callWithValues(interp))
        var clauses: [(formals: Value, expression: Value)] = []
        for spec in specs {
            guard let parts = spec.listElements, parts.count == 2 else { throw illFormed(form) }
            // Formals as a lambda has them: symbols, none twice, maybe a rest.
            guard Self.formals(parts[0]) != nil else { throw illFormed(form) }
            clauses.append((parts[0], parts[1]))
        }
        var renames: [Value] = []  // (name temporary) pairs for the final let
        func renamed(_ formals: Value) throws -> Value {
            switch formals {
            case .null: return .null
            case .symbol(let s):
                let t = Value.symbol(Symbol.uninterned(s.name))
                renames.append(.list([.symbol(s), t]))
                return t
            case .pair(let p): return .pair(Pair(try renamed(p.car), try renamed(p.cdr)))
            default: throw illFormed(form)
            }
        }
        if !sequential && clauses.count > 1 {
            clauses = try clauses.map { (try renamed($0.formals), $0.expression) }
        }
        var body = Value.list([.symbol(Keyword.let), .null] + Array(args.dropFirst()))
        if !renames.isEmpty { body = .list([.symbol(Keyword.let), .list(renames)] + Array(args.dropFirst())) }
        for clause in clauses.reversed() {
            body = .list([
                callWithValues,
                .list([.symbol(Keyword.lambda), .null, clause.expression]),
                .list([.symbol(Keyword.lambda), clause.formals, body]),
            ])
        }
        return body
    }

    private mutating func compileLetrec(_ form: Value, _ args: [Value], scope: Scope?, tail: Bool) throws -> Node {
        guard args.count >= 2 else { throw illFormed(form) }
        let pairs = try bindings(form, args[0])
        let inner = Scope(parent: scope, kind: .letrec)
        for (name, _) in pairs { inner.add(name, checked: true) }
        let inits = try pairs.map { try compileNamed($0.1, name: $0.0, scope: inner) }
        let body = try compileBody(Array(args.dropFirst()), scope: inner, tail: tail, form: form)
        inner.grantTakers()
        return Let(inits: inits, frameSize: inner.names.count, body: body, recursive: true, layout: inner.layout)
    }

    /// A clause's body inside a procedure that defines names (`(cond (test
    /// (define x ...) x))`, as Racket allows): a body of its own, `(let ()
    /// ...)`, where the names are internal definitions. Any other body as it
    /// is (at top level a `define` defines a global name, as in MIT Scheme).
    private func clauseBody(_ forms: ArraySlice<Value>, scope: Scope?) -> [Value] {
        guard scope != nil else { return Array(forms) }
        let defines = forms.contains { form in
            guard case .pair(let p) = form, case .symbol(let head) = p.car else { return false }
            return means(head, Keyword.define, scope)
        }
        guard defines else { return Array(forms) }
        return [.pair(Pair(.symbol(Keyword.let), .pair(Pair(.null, Value.list(Array(forms))))))]
    }

    private mutating func compileCond(_ form: Value, _ clauses: ArraySlice<Value>, scope: Scope?, tail: Bool) throws -> Node {
        guard let clause = clauses.first else { return Constant(.unspecified) }
        guard var parts = clause.listElements, !parts.isEmpty else { throw illFormed(form) }
        let arrow: Bool
        if parts.count >= 2, case .symbol(let s) = parts[1] { arrow = means(s, Keyword.arrow, scope) } else { arrow = false }
        if parts.count >= 2, !arrow { parts = [parts[0]] + clauseBody(parts.dropFirst(), scope: scope) }
        if case .symbol(let s) = parts[0], means(s, Keyword.else, scope) {
            guard clauses.count == 1, parts.count >= 2 else { throw illFormed(form) }
            return try compileSequence(Array(parts.dropFirst()), scope: scope, tail: tail)
        }
        let rest = try compileCond(form, clauses.dropFirst(), scope: scope, tail: tail)
        if parts.count == 1 {
            // (cond (test) ...) gives the test's value when it is true.
            return Connective([try compile(parts[0], scope: scope, tail: false), rest], stopsWhen: true)
        }
        let test = try compile(parts[0], scope: scope, tail: false)
        if arrow {
            guard parts.count == 3 else { throw illFormed(form) }
            let receiver = try compile(parts[2], scope: scope, tail: false)
            return CondArrow(test: test, receiver: receiver, alternative: rest, tail: tail)
        }
        let body = try compileSequence(Array(parts.dropFirst()), scope: scope, tail: tail)
        return makeIf(test, body, rest)
    }

    private mutating func compileCase(_ form: Value, _ args: [Value], scope: Scope?, tail: Bool) throws -> Node {
        guard args.count >= 1 else { throw illFormed(form) }
        if let rewritten = Self.caseWithArrows(args) { return try compile(rewritten, scope: scope, tail: tail) }
        let key = try compile(args[0], scope: scope, tail: false)
        var clauses: [(data: [Value], body: Node)] = []
        var otherwise: Node = Constant(.unspecified)
        for (i, clause) in args.dropFirst().enumerated() {
            guard let parts = clause.listElements, parts.count >= 2 else { throw illFormed(form) }
            let body = try compileSequence(clauseBody(parts.dropFirst(), scope: scope), scope: scope, tail: tail)
            if case .symbol(let s) = parts[0], means(s, Keyword.else, scope) {
                guard i == args.count - 2 else { throw illFormed(form) }
                otherwise = body
            } else {
                guard let data = parts[0].listElements else { throw illFormed(form) }
                clauses.append((data, body))
            }
        }
        return Case(key: key, clauses: clauses, otherwise: otherwise)
    }

    /// R7RS's `(case key ((d ...) => f) (else => g))`: as
    /// `(let ((k key)) (case k ((d ...) (f k)) (else (g k))))`, `k` a name no
    /// program can write; nil when no clause has `=>`.
    static func caseWithArrows(_ args: [Value]) -> Value? {
        let clauses = args.dropFirst().map { $0.listElements }
        guard clauses.contains(where: { parts in
            guard let parts, parts.count == 3, case .symbol(let s) = parts[1] else { return false }
            return s === Keyword.arrow
        }) else { return nil }
        let key = Value.symbol(Symbol.uninterned("key"))
        var rewritten: [Value] = [.symbol(Keyword.case), key]
        for (clause, parts) in zip(args.dropFirst(), clauses) {
            if let parts, parts.count == 3, case .symbol(let s) = parts[1], s === Keyword.arrow {
                rewritten.append(.list([parts[0], .list([parts[2], key])]))
            } else {
                rewritten.append(clause)
            }
        }
        return .list([.symbol(Keyword.let), .list([.list([key, args[0]])]), .list(rewritten)])
    }

    /// `(do ((var init step) ...) (test result ...) body ...)` as the named
    /// `let` loop R7RS defines it by.
    private mutating func compileDo(_ form: Value, _ args: [Value], scope: Scope?, tail: Bool) throws -> Node {
        guard args.count >= 2, let specs = args[0].listElements, let exit = args[1].listElements, !exit.isEmpty else {
            throw illFormed(form)
        }
        let loop = Value.symbol(Symbol.intern(" do-loop"))
        var bindings: [Value] = []
        var steps: [Value] = []
        for spec in specs {
            guard let parts = spec.listElements, parts.count == 2 || parts.count == 3, case .symbol = parts[0] else {
                throw illFormed(form)
            }
            bindings.append(.list([parts[0], parts[1]]))
            steps.append(parts.count == 3 ? parts[2] : parts[0])
        }
        let result: Value = exit.count > 1 ? .list([.symbol(Keyword.begin)] + exit.dropFirst()) : .unspecified
        let again = Value.list([loop] + steps)
        let body = Value.list([.symbol(Keyword.begin)] + args.dropFirst(2) + [again])
        let named = Value.list([
            .symbol(Keyword.let), loop, .list(bindings),
            .list([.symbol(Keyword.if), exit[0], result, body]),
        ])
        return try compile(named, scope: scope, tail: tail)
    }
}
