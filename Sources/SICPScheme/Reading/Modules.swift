/// Racket's module scope for the learner's own files that `(require "file")`
/// names, as far as one global namespace can hold it.
///
/// In Racket a `require`d file is a module: the requiring file sees only what
/// the module `provide`s. A learner's `accumulate-n.scm` that requires its own
/// one-list `map.scm` and provides `(all-defined-out)` gives its requirer
/// `accumulate-n` alone: the requirer's `(map * v w)` is Racket's `map`.
/// sicp has one global environment, so a required file's definitions land
/// there; this emulates the module boundary around them:
///
/// - A required file with a `provide` form (`#%provide` too) at top level is
///   a module. A file without one loads as `load` loads it.
/// - Each global bound before the `require` that the module's load rebound
///   is restored, after the load, to what it was (a built-in to the
///   built-in), unless the module provides it: by name, by
///   `(all-defined-out)` (the module's own top-level definitions, not those
///   of the files it requires in turn), `(except-out ...)`,
///   `(contract-out [name contract] ...)`, `(protect-out ...)`,
///   `(all-from-out "file")` (what that module provided), `(rename-out [name
///   exported] ...)` (the value of `name` bound to `exported` as well).
/// - A name new to the session stays bound: the module's own procedures call
///   it (there is no scope but the global one to keep it in).
/// - A module required a second time (by another file) is not run again; the
///   names it provided are bound again to the values it provided.
/// - A `provide` sicp cannot read (`struct-out`, `prefix-out`, anything
///   else) makes the module provide everything: nothing is restored.
///
/// What it does not emulate: the module's own procedures refer to the global
/// cells, so after a restoration they call the restored value (the built-in
/// `map`), not the module's private one. That is what Racket runs when the
/// private version behaves as the built-in does for the module's uses (a
/// one-list `map` called with one list), and not otherwise. Macros a module
/// defines, and its `set!`s of globals new to the session, stay as they are.
enum ModuleScope {
    /// What a module provides, read from its `provide` forms.
    struct Exports {
        /// The names provided as they are bound in the module.
        var names: Set<String> = []
        /// `(rename-out [name exported])`: `exported` is bound to `name`'s value.
        var renames: [(name: String, exported: String)] = []
        /// A `provide` form not understood: everything is kept.
        var everything = false
    }

    /// A global as it was before a module loaded.
    struct Saved {
        var value: Value
        var isBuiltin: Bool
        var isDefined: Bool
        var definitionOrder: Int
    }

    /// The top-level forms of `text`, nil when it does not read (the load
    /// then reports the error as `load` does) or a form is circular
    /// (written with datum labels, `#0=(begin #0#)`): the walks over the
    /// module's forms follow cars and cdrs without bound, so such a file
    /// loads as a file that does not provide.
    static func forms(_ text: String) -> [Value]? {
        var reader = Reader(text)
        var forms: [Value] = []
        do {
            while let datum = try reader.read() {
                guard try !Sequences.hasCycle(datum) else { return nil }
                forms.append(datum)
            }
        } catch {
            return nil
        }
        return forms
    }

    /// Whether the file of `forms` is a module: it has a `provide` form at top level.
    static func isModule(_ forms: [Value]) -> Bool {
        topLevel(forms).contains(where: isProvide)
    }

    /// Racket's `provide`; not Gauche's `(provide "stream-lib")`, which
    /// names a feature for `require` to load once and keeps every
    /// definition of the file in scope.
    private static func isProvide(_ form: Value) -> Bool {
        guard case .pair(let p) = form, case .symbol(let head) = p.car,
              head.name == "provide" || head.name == "#%provide" else { return false }
        let specs = (form.listElements ?? []).dropFirst()
        return specs.isEmpty || specs.contains { if case .string = $0 { return false } else { return true } }
    }

    /// What the module of `forms` (the file at `path`) provides, read after
    /// its load (`all-from-out` names what the modules it required provided).
    static func exports(of forms: [Value], path: String, _ interp: Interp) -> Exports {
        var exports = Exports()
        let own = ownDefinitions(forms)
        for form in topLevel(forms) where isProvide(form) {
            for spec in (form.listElements ?? []).dropFirst() { add(spec, own: own, path: path, interp, to: &exports) }
        }
        return exports
    }

    /// Adds what one provide spec provides.
    private static func add(_ spec: Value, own: Set<String>, path: String, _ interp: Interp,
                            to exports: inout Exports) {
        switch spec {
        case .symbol(let s):
            exports.names.insert(s.name)
            return
        case .pair:
            break
        default:
            exports.everything = true
            return
        }
        guard let parts = spec.listElements, case .symbol(let head)? = parts.first else {
            exports.everything = true
            return
        }
        let rest = parts.dropFirst()
        switch head.name {
        case "all-defined-out":
            exports.names.formUnion(own)
        case "protect-out", "combine-out":
            for inner in rest { add(inner, own: own, path: path, interp, to: &exports) }
        case "except-out":
            guard let first = rest.first else { return }
            var inner = Exports()
            add(first, own: own, path: path, interp, to: &inner)
            for case .symbol(let s) in rest.dropFirst() { inner.names.remove(s.name) }
            exports.names.formUnion(inner.names)
            exports.renames += inner.renames
            exports.everything = exports.everything || inner.everything
        case "rename-out":
            for clause in rest {
                guard let pair = clause.listElements, pair.count == 2,
                      case .symbol(let name) = pair[0], case .symbol(let exported) = pair[1] else {
                    exports.everything = true
                    return
                }
                exports.renames.append((name.name, exported.name))
            }
        case "contract-out":
            for clause in rest {
                guard let parts = clause.listElements, case .symbol(let name)? = parts.first,
                      name.name != "struct" else {
                    exports.everything = true
                    return
                }
                exports.names.insert(name.name)
            }
        case "all-from-out":
            for case .string(let file) in rest {
                let key = SourceFile.absolutePath(Builtins.resolve(file.value, interp, lookingFirstIn: path))
                guard let provided = interp.moduleExports[key] else {
                    exports.everything = true
                    return
                }
                exports.names.formUnion(provided.map(\.cell.symbol.name))
            }
            if rest.contains(where: { if case .string = $0 { false } else { true } }) { exports.everything = true }
        case "for-syntax", "for-template", "for-label", "for-meta":
            break  // no run-time names
        default:
            exports.everything = true
        }
    }

    /// The forms at top level, a `begin`'s forms in its place.
    private static func topLevel(_ forms: [Value]) -> [Value] {
        var result: [Value] = []
        var pending = Array(forms.reversed())
        while let form = pending.popLast(), result.count < 100_000 {
            if let parts = form.listElements, case .symbol(let head)? = parts.first, head.name == "begin" {
                pending += parts.dropFirst().reversed()
            } else {
                result.append(form)
            }
        }
        return result
    }

    /// The names the module's own top-level forms define (what Racket's
    /// `all-defined-out` provides): `define` (curried too), `define-values`,
    /// `define-record-type`.
    static func ownDefinitions(_ forms: [Value]) -> Set<String> {
        var names: Set<String> = []
        for form in topLevel(forms) {
            guard let parts = form.listElements, parts.count >= 2, case .symbol(let head)? = parts.first else { continue }
            switch head.name {
            case "define", "define-integrable":
                var target = parts[1]
                // (define ((curried a) b) ...) defines `curried`.
                while case .pair(let p) = target { target = p.car }
                if case .symbol(let s) = target { names.insert(s.name) }
            case "define-values":
                var formals = parts[1]
                while case .pair(let p) = formals {
                    if case .symbol(let s) = p.car { names.insert(s.name) }
                    formals = p.cdr
                }
                if case .symbol(let s) = formals { names.insert(s.name) }
            case "define-record-type":
                guard parts.count >= 4 else { continue }
                if let constructor = parts[2].listElements, case .symbol(let s)? = constructor.first {
                    names.insert(s.name)
                } else if case .symbol(let s) = parts[2] {
                    names.insert(s.name)
                }
                if case .symbol(let s) = parts[3] { names.insert(s.name) }
                for field in parts.dropFirst(4) {
                    for case .symbol(let s) in (field.listElements ?? []).dropFirst() { names.insert(s.name) }
                }
            default:
                continue
            }
        }
        return names
    }

    /// The globals bound now, by cell, and the built-ins not mentioned yet.
    static func snapshot(_ interp: Interp) -> (cells: [ObjectIdentifier: Saved], unmentioned: Set<String>) {
        var cells: [ObjectIdentifier: Saved] = [:]
        for (key, cell) in interp.globals {
            if case .undefined = cell.value { continue }
            cells[key] = Saved(value: cell.value, isBuiltin: cell.isBuiltin, isDefined: cell.isDefined,
                               definitionOrder: cell.definitionOrder)
        }
        return (cells, Set(interp.unboundBuiltins.keys))
    }

    /// After the module's load: restores what the load rebound and the module
    /// does not provide, binds its renamed exports, and keeps what it
    /// provided (for a second `require` of it).
    static func close(_ key: String, _ exports: Exports,
                      before: (cells: [ObjectIdentifier: Saved], unmentioned: Set<String>), _ interp: Interp) {
        var provided: [(cell: GlobalCell, value: Value)] = []
        let renamed = exports.renames.compactMap { rename -> (String, Value)? in
            interp.lookup(rename.name).map { (rename.exported, $0) }
        }
        for (key, cell) in interp.globals {
            let name = cell.symbol.name
            if exports.everything || exports.names.contains(name) {
                if case .undefined = cell.value { continue }
                if before.cells[key].map({ !isEqv($0.value, cell.value) }) ?? true {
                    provided.append((cell, cell.value))
                }
                continue
            }
            if let saved = before.cells[key] {
                guard !isEqv(saved.value, cell.value) else { continue }
                cell.value = saved.value
                cell.isBuiltin = saved.isBuiltin
                cell.isDefined = saved.isDefined
                cell.definitionOrder = saved.definitionOrder
            } else if before.unmentioned.contains(name), !isUndefined(cell.startupValue),
                      !isEqv(cell.startupValue, cell.value) {
                cell.value = cell.startupValue
                cell.isBuiltin = true
                cell.isDefined = false
                cell.definitionOrder = 0
            }
        }
        for (exported, value) in renamed {
            interp.define(exported, value)
            provided.append((interp.cell(for: Symbol.intern(exported)), value))
        }
        interp.moduleExports[key] = provided
    }

    private static func isUndefined(_ value: Value) -> Bool {
        if case .undefined = value { return true }
        return false
    }

    /// A module required again: binds the names it provided to the values
    /// it provided.
    static func reopen(_ key: String, _ interp: Interp) {
        for (cell, value) in interp.moduleExports[key] ?? [] where !isEqv(cell.value, value) {
            cell.value = value
            cell.isDefined = true
        }
    }
}
