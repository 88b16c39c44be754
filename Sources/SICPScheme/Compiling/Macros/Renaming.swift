/// Hygiene by explicit renaming (Clinger and Rees, "Macros that work").
///
/// Each expansion of a `syntax-rules` macro renames every identifier its
/// template introduces: `tmp` in `swap!`'s template becomes a fresh
/// uninterned ``Symbol`` (an *alias*) that prints as `tmp` and remembers
/// what it renames and the environment of the macro's definition. Then:
///
/// - a binding form in the expansion binds the alias, not `tmp`: the user's
///   own `tmp` at the use site is a different identifier and is never
///   captured (`(swap! tmp x)` swaps);
/// - an alias no binding of the expansion binds is *free*: it means what its
///   original name means where the macro was defined, so `if` in a
///   template is the special form even where the use site has a local
///   variable `if`;
/// - `quote` strips aliases back to the symbols they rename, and a
///   top-level `define` of an alias defines the plain name (as Guile and
///   chibi do at top level).
///
/// Aliases exist only inside forms an expansion made, so code without
/// macros never meets one.
final class Alias: @unchecked Sendable {
    // Unchecked: a `Scope` is the compiler's, used by one thread at a time,
    // like the interpreter that owns it.
    /// The identifier renamed (itself an alias when a macro's template came
    /// from another macro's expansion).
    let original: Symbol
    /// The scope of the macro's definition; nil for the top level.
    let environment: Scope?

    init(original: Symbol, environment: Scope?) {
        self.original = original
        self.environment = environment
    }
}

extension Symbol {
    /// The symbol an alias renames at the bottom, as `quote` gives it;
    /// the symbol itself when it is not an alias.
    var plain: Symbol {
        var s = self
        while let alias = s.alias { s = alias.original }
        return s
    }
}

/// What an identifier means at a place in the program.
enum Binding {
    /// A variable of a frame: `index` in `scope`'s frame.
    case local(Scope, Int)
    /// A macro, local or global.
    case macro(Macro)
    /// A special form, by its keyword (one of `Keyword`'s symbols).
    case special(Symbol)
    /// A dialect form (`DialectForms`).
    case dialect(Symbol)
    /// A global variable (or nothing yet): the plain symbol.
    case global(Symbol)
}

extension Compiler {
    /// What `id` means in `scope`: the innermost binding of `id` itself,
    /// and for an alias no expansion bound, what its original means in the
    /// macro's environment.
    func resolve(_ id: Symbol, _ scope: Scope?) -> Binding {
        var id = id
        var s = scope
        while true {
            var current = s
            while let c = current {
                if !c.macros.isEmpty, let macro = c.macros[id] { return .macro(macro) }
                if let index = c.index(of: id) { return .local(c, index) }
                current = c.parent
            }
            guard let alias = id.alias else { break }
            id = alias.original
            s = alias.environment
        }
        id = interp.unprefixed(id)
        if !interp.macros.isEmpty, let macro = interp.macros[id] { return .macro(macro) }
        if interp.isKeyword(id) { return .special(id) }
        if isDialectForm(id) { return .dialect(id) }
        return .global(id)
    }

    /// How many frames out from `scope` the frame of `target` is; nil when
    /// `target` does not enclose `scope`.
    func depth(from scope: Scope?, to target: Scope) -> Int? {
        var depth = 0
        var s = scope
        while let current = s {
            if current === target { return depth }
            depth += 1
            s = current.parent
        }
        return nil
    }

    /// Whether `id` means the keyword `keyword` here (`else`, `=>`,
    /// `unquote`, ...): it is that symbol or an alias of it, and nothing
    /// between binds it.
    func means(_ id: Symbol, _ keyword: Symbol, _ scope: Scope?) -> Bool {
        if id.alias == nil && id !== keyword { return false }
        switch resolve(id, scope) {
        case .special(let k), .global(let k), .dialect(let k): return k === keyword
        case .local, .macro: return false
        }
    }

    /// Whether two identifiers mean the same (R7RS `free-identifier=?`):
    /// `input` where the macro is used, `literal` in the macro's
    /// environment.
    func sameBinding(_ input: Symbol, in scope: Scope?, _ literal: Symbol, in environment: Scope?) -> Bool {
        switch (resolve(input, scope), resolve(literal, environment)) {
        case let (.local(a, i), .local(b, j)): return a === b && i == j
        case let (.macro(a), .macro(b)): return a === b
        case let (.special(a), .special(b)), let (.dialect(a), .dialect(b)), let (.global(a), .global(b)): return a === b
        default: return false
        }
    }

    /// `datum` with every alias replaced by the symbol it renames (what
    /// `quote` and quasiquote's literal parts give); `datum` itself, not a
    /// copy, when it holds none, and always when no macro was expanded in
    /// this compilation.
    func stripped(_ datum: Value) throws -> Value {
        guard interp.macroExpansions > 0 else { return datum }
        return try strippedIfAliased(datum) ?? datum
    }

    private func strippedIfAliased(_ datum: Value) throws -> Value? {
        switch datum {
        case .symbol(let s):
            return s.alias == nil ? nil : .symbol(s.plain)
        case .pair:
            try interp.checkStack()
            // Along the cdrs in a loop (a long list), the cars by recursion;
            // a circular list ends in an error.
            var cars: [Value?] = []
            var cursor = datum
            var slow = datum
            var changed = false
            while case .pair(let p) = cursor {
                let car = try strippedIfAliased(p.car)
                if car != nil { changed = true }
                cars.append(car ?? p.car)
                cursor = p.cdr
                if cars.count % 2 == 0, case .pair(let s) = slow {
                    slow = s.cdr
                    if case .pair(let a) = slow, case .pair(let b) = cursor, a === b {
                        throw EvalError.user(message: "Ill-formed special form: (quote ...) (circular)", irritants: [])
                    }
                }
                if cars.count % 4096 == 0, interp.interrupt.isRequested { throw interp.interrupt.error }
            }
            let tail = try strippedIfAliased(cursor)
            guard changed || tail != nil else { return nil }
            return Value.list(cars.map { $0! }, tail: tail ?? cursor)
        case .vector(let v):
            try interp.checkStack()
            var changed = false
            var items: [Value] = []
            items.reserveCapacity(v.items.count)
            for item in v.items {
                let new = try strippedIfAliased(item)
                if new != nil { changed = true }
                items.append(new ?? item)
            }
            return changed ? .vector(SVector(items)) : nil
        default:
            return nil
        }
    }
}
