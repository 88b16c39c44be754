import SICPScheme

/// What the process views and the checker read from a program's source
/// forms: the names a definition binds, and a form shortened for a message.
package enum SourceForms {
    /// The names a top-level `define` or `define-values` binds, in order:
    /// `(define (f x) ...)` binds `f`, `(define-values (q r) ...)` binds `q`
    /// and `r`, `(define-values (a . rest) ...)` `a` and `rest`,
    /// `(define-values all ...)` `all`.
    package static func definedNames(_ datum: Value) -> [String] {
        guard case .pair(let form) = datum, case .symbol(let head) = form.car,
              case .pair(let rest) = form.cdr else { return [] }
        switch head.name {
        case "define":
            var target = rest.car
            while case .pair(let header) = target { target = header.car }
            if case .symbol(let name) = target { return [name.name] }
            return []
        case "define-values":
            var names: [String] = []
            var formals = rest.car
            while case .pair(let p) = formals {
                if case .symbol(let name) = p.car { names.append(name.name) }
                formals = p.cdr
            }
            if case .symbol(let name) = formals { names.append(name.name) }
            return names
        default:
            return []
        }
    }

    /// A form as written, shortened to 60 characters for a message.
    package static func abbreviated(_ datum: Value) -> String {
        let text = Printer.write(datum)
        return text.count <= 60 ? text : String(text.prefix(57)) + "..."
    }
}
