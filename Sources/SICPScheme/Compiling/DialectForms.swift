/// Special forms of other Schemes that learners' files hold, so that a file
/// written for Racket, Gauche, Guile, CHICKEN or MIT loads as written:
///
/// - module forms: `(require ...)`, `(use ...)`, `(import ...)`,
///   `(use-modules ...)`, `(#%require ...)`, `(declare ...)`,
///   `(provide ...)`, `(#%provide ...)`, `(module+ ...)`, Guile's `(define-module ...)`
///   (its `#:use-module` keywords read as identifiers; the modules it uses
///   followed as `use-modules` follows them). A module whose procedures the
///   interpreter has (a test framework: see `TestFrameworks.swift`; SRFI 27;
///   the standard libraries) is provided, its procedures defined; any other
///   is skipped, unless it is the learner's own file: Gauche's `use`,
///   Racket's `require` (`Builtins.useLibrary`) and Guile's module
///   (`Builtins.useGuileModule`). Each is kept, as `(require rackunit)`, in
///   `Interp.providedModules` or `Interp.skippedModules`, so that a caller
///   can say what it skipped. The form's value is unspecified; it is never
///   an error.
/// - `(parameterize ((p v) ...) body ...)`, for `make-parameter`'s
///   parameters.
/// - `(receive formals expression body ...)` (SRFI 8, Gauche): the body with
///   `formals` bound to the values of `expression`.
/// - `(stream-cons first rest)` (Racket): a stream lazy in both parts.
/// - `(assert expression)` (MIT, Gauche, Guile, Racket's rackunit): nothing
///   when it is true, else MIT's `;Assertion failed: (= 1 2)`.
///
/// - Racket's `for` loops (`ForLoops.swift`).
/// - `(include "file" ...)` and `(include-ci "file" ...)` (R7RS; Gambit,
///   CHICKEN, Guile, Racket): the files' forms in place of the form, as a
///   `begin`. A relative name is looked for as `load` looks (the including
///   file's folder first, then the working directory). A file's own
///   top-level `include`s are relative to it.
///
/// Each is a special form only while the program has not bound its name
/// itself: a learner's own `(define (use x) ...)` is called as usual.
enum DialectForms {
    static let moduleHeads = [
        "require", "use", "import", "use-modules", "#%require", "declare", "provide", "#%provide", "module+",
        "define-module",
    ]
    /// The forms' names.
    static let names = moduleHeads + ["parameterize", "receive", "assert", "stream-cons", "include", "include-ci", "let1", "rlet1",
                                    "define-logger"]
        + ControlForms.names + ForLoops.names
    static let symbols: Set<ObjectIdentifier> = Set(names.map { ObjectIdentifier(Symbol.intern($0)) })

    /// The frameworks a module form can ask for, by module name.
    static let frameworks: [String: @Sendable (Interp) -> [Primitive]] = [
        "rackunit": TestFrameworks.rackunit,
        "rackunit/text-ui": TestFrameworks.rackunit,
        "gauche.test": TestFrameworks.gauche,
        "test": TestFrameworks.srfi64,
        "srfi-64": TestFrameworks.srfi64,
        "chibi/test": TestFrameworks.srfi64,
    ]

    /// Libraries of macros a module form can ask for, by module name, as
    /// Scheme source: CHICKEN's `bindings` egg (`bind`, `bind-lambda`,
    /// `bind-let`, `bind-let*`, `bind-case`), whose patterns destructure
    /// lists and pairs; a symbol binds anything, `()` matches the empty list.
    static let macroLibraries: [String: String] = [
        "bindings": """
            (define-syntax bind
              (syntax-rules ()
                ((_ () x body ...) (let () body ...))
                ((_ (p . q) x body ...) (let ((v x)) (bind p (car v) (bind q (cdr v) body ...))))
                ((_ p x body ...) (let ((p x)) body ...))))
            (define-syntax bind-lambda
              (syntax-rules ()
                ((_ pat body ...) (lambda (x) (bind pat x body ...)))))
            (define-syntax bind-let
              (syntax-rules ()
                ((_ ((pat e) ...) body ...) (bind (pat ...) (list e ...) body ...))))
            (define-syntax bind-let*
              (syntax-rules ()
                ((_ () body ...) (let () body ...))
                ((_ ((pat e) more ...) body ...) (bind pat e (bind-let* (more ...) body ...)))))
            (define-syntax %bind-matches?
              (syntax-rules ()
                ((_ () v) (null? v))
                ((_ (p . q) v) (let ((x v)) (and (pair? x) (%bind-matches? p (car x)) (%bind-matches? q (cdr x)))))
                ((_ p v) #t)))
            (define-syntax %bind-case
              (syntax-rules ()
                ((_ v) (error "bind-case: no pattern matches" v))
                ((_ v (pat body ...) more ...)
                 (if (%bind-matches? pat v) (bind pat v body ...) (%bind-case v more ...)))))
            (define-syntax bind-case
              (syntax-rules ()
                ((_ e clause ...) (let ((v e)) (%bind-case v clause ...)))))
            """,
    ]

    /// Modules whose procedures are built in (or those SICP's exercises
    /// use): asking for them defines nothing and skips nothing.
    static let builtIn: Set<String> = [
        "srfi-8", "srfi-11", "srfi-27", "random", "math.const", "sicp", "racket", "racket/base", "racket/math", "racket/stream", "racket/promise",
        "chicken/random", "chicken/time",
        "scheme/base", "scheme/write", "scheme/time", "scheme/inexact", "scheme/r5rs", "scheme/process-context",
    ]

    /// A module's name as the tables above have it: `srfi-64` for `srfi-64`,
    /// `srfi/64`, `(srfi 64)`, `(srfi srfi-64)` and `(srfi :64)`;
    /// `scheme/base` for `(scheme base)`; the inner module of `(only ...)`,
    /// `(prefix-in ...)` and the like; nil for a file name.
    static func moduleName(_ spec: Value) -> String? {
        switch spec {
        case .symbol(let s):
            if s.name.hasPrefix("srfi/") { return "srfi-" + s.name.dropFirst(5) }
            return s.name
        case .pair:
            guard let parts = spec.listElements, case .symbol(let head) = parts.first else { return nil }
            switch head.name {
            case "quote", "only", "except", "rename", "prefix", "only-in", "except-in", "rename-in", "prefix-in":
                guard parts.count >= 2 else { return nil }
                // Racket's (prefix-in p: module) names the module last.
                return moduleName(head.name == "prefix-in" ? parts[parts.count - 1] : parts[1])
            case "lib", "file", "planet":
                return nil
            default:
                let words = parts.map { part -> String in
                    switch part {
                    case .symbol(let s): return s.name
                    default: return Printer.display(part)
                    }
                }
                if words.count == 2, words[0] == "srfi" {
                    var number = Substring(words[1])
                    if number.hasPrefix("srfi-") { number = number.dropFirst(5) }
                    if number.hasPrefix(":") { number = number.dropFirst() }
                    return "srfi-" + number
                }
                return words.joined(separator: "/")
            }
        default:
            return nil
        }
    }

    /// The prefix a module spec gives the names it imports: Racket's
    /// `(prefix-in strm: racket/stream)`, R7RS's `(prefix (scheme base) s:)`,
    /// inside `only`, `except` and the like too; nil for none.
    static func prefix(of spec: Value) -> String? {
        guard let parts = spec.listElements, case .symbol(let head) = parts.first, parts.count >= 3 else { return nil }
        switch head.name {
        case "prefix-in":
            if case .symbol(let p) = parts[1] { return p.name }
            return nil
        case "prefix":
            if case .symbol(let p) = parts[2] { return p.name }
            return nil
        case "only", "except", "rename", "only-in", "except-in", "rename-in":
            return prefix(of: parts[1])
        default:
            return nil
        }
    }

    /// Evaluates a module form: provides or skips each module it names.
    static func evaluate(_ form: Value, _ interp: Interp) throws {
        guard let parts = form.listElements, case .symbol(let head) = parts.first else { return }
        // A required module's `provide` is honoured (see `ModuleScope`), not skipped.
        if head.name == "provide" || head.name == "#%provide",
           let file = interp.loadingFiles.last, interp.moduleFiles.contains(file) { return }
        switch head.name {
        case "define-module":
            // Guile's: the modules it uses are followed (`useGuileModule`);
            // noted as skipped when one is not found.
            var followed = true
            var index = 2
            while index + 1 < parts.count {
                if case .symbol(let keyword) = parts[index], keyword.name == "#:use-module" {
                    let spec = parts[index + 1]
                    let known = moduleName(spec).map { builtIn.contains($0) } ?? false
                    if !known, try !Builtins.useGuileModule(spec, interp) { followed = false }
                }
                index += 2
            }
            if followed {
                note(abbreviated(head.name, parts.dropFirst()), in: &interp.providedModules)
            } else {
                note(abbreviated(head.name, parts.dropFirst()), in: &interp.skippedModules)
            }
        case "declare", "provide", "#%provide":
            note(abbreviated(head.name, parts.dropFirst()), in: &interp.skippedModules)
        case "module+":
            let name = parts.count > 1 ? " " + Printer.write(parts[1]) : ""
            note("(module+\(name) ...)", in: &interp.skippedModules)
        default:
            for spec in parts.dropFirst() {
                let text = "(\(head.name) \(Printer.write(spec)))"
                if let prefix = Self.prefix(of: spec), !interp.modulePrefixes.contains(prefix) {
                    interp.modulePrefixes.append(prefix)
                }
                guard let name = moduleName(spec) else {
                    // `#%require` is the `require` of `#lang sicp`, which has no `require`.
                    if head.name == "require" || head.name == "#%require",
                       try Builtins.useLibrary(spec, interp, requiring: true) {
                        note(text, in: &interp.providedModules)
                    } else {
                        note(text, in: &interp.skippedModules)
                    }
                    continue
                }
                if let library = macroLibraries[name] {
                    _ = try interp.evaluate(library)
                    note(text, in: &interp.providedModules)
                } else if let framework = frameworks[name] {
                    for primitive in framework(interp) { interp.define(primitive) }
                    note(text, in: &interp.providedModules)
                    note(text, in: &interp.providedTestFrameworks)
                } else if builtIn.contains(name) {
                    note(text, in: &interp.providedModules)
                } else if head.name == "use" || head.name == "require" || head.name == "#%require",
                          try Builtins.useLibrary(spec, interp, requiring: head.name != "use") {
                    // The learner's own library file (Gauche's load path, Racket's relative path).
                    note(text, in: &interp.providedModules)
                } else if head.name == "use-modules", try Builtins.useGuileModule(spec, interp) {
                    // The learner's own Guile module.
                    note(text, in: &interp.providedModules)
                } else {
                    note(text, in: &interp.skippedModules)
                }
            }
        }
    }

    /// The forms of the files an `include` names, in order, each file's own
    /// top-level `include`s replaced by their forms (relative to that
    /// file), at most `Interp.maximumLoadDepth` files one inside another.
    static func included(_ names: ArraySlice<Value>, from file: String?, _ interp: Interp, depth: Int = 0,
                         foldingCase: Bool) throws -> [Value] {
        guard depth < Interp.maximumLoadDepth else { throw EvalError.recursionDepthExceeded }
        var forms: [Value] = []
        for name in names {
            guard case .string(let s) = name else {
                throw EvalError.illFormed(Printer.write(.list([.symbol(Symbol.intern("include")), name])))
            }
            let path = Builtins.resolve(s.value, interp, lookingFirstIn: file)
            let text: String
            do throws(FileError) {
                text = try SourceFile.read(path)
            } catch {
                throw EvalError.user(
                    message: "Unable to open file \"\(SourceFile.absolutePath(path))\" because: \(error.reason).",
                    irritants: [])
            }
            var reader = Reader(foldingCase ? "#!fold-case\n" + text : text)
            let absolute = SourceFile.absolutePath(path)
            while true {
                let datum: Value?
                do { datum = try reader.read() } catch let error as ParseError { throw EvalError.parse(error) }
                guard let datum else { break }
                if let parts = datum.listElements, case .symbol(let head)? = parts.first,
                   head.name == "include" || head.name == "include-ci", interp.lookup(head.name) == nil {
                    forms += try included(parts.dropFirst(), from: absolute, interp, depth: depth + 1,
                                          foldingCase: head.name == "include-ci")
                } else {
                    forms.append(datum)
                }
            }
        }
        return forms
    }

    /// Adds `text` to a list of module forms, once (a `(use srfi-11)` inside
    /// a procedure runs at each call).
    static func note(_ text: String, in list: inout [String]) {
        if !list.contains(text) { list.append(text) }
    }

    /// A form, its head as written (`#%provide`), shortened to 60
    /// characters for a note.
    static func abbreviated(_ head: String, _ arguments: ArraySlice<Value>) -> String {
        let text = "(" + ([head] + arguments.map(Printer.write)).joined(separator: " ") + ")"
        return text.count <= 60 ? text : String(text.prefix(56)) + " ..."
    }
}

extension Compiler {
    /// Whether `head` begins a dialect form here: it names one, and neither
    /// a local variable nor a global the program defined has that name.
    func isDialectForm(_ head: Symbol) -> Bool {
        guard DialectForms.symbols.contains(ObjectIdentifier(head)), !interp.withoutDialectForms.contains(head.name) else {
            return false
        }
        return interp.lookup(head.name) == nil
    }

    mutating func compileDialectForm(_ head: Symbol, _ form: Value, scope: Scope?, tail: Bool) throws -> Node {
        guard let parts = form.listElements else { throw EvalError.illFormed(Printer.write(form)) }
        let interp = self.interp
        switch head.name {
        case "guard", "case-lambda", "define-record-type":
            return try compileControlForm(head, form, parts, scope: scope, tail: tail)
        case "parameterize":
            // (parameterize ((p v) ...) body ...) calls the `parameterize`
            // primitive on (list p v ...) and (lambda () body ...).
            guard parts.count >= 3, let bindings = parts[1].listElements else {
                throw EvalError.illFormed(Printer.write(form))
            }
            var operands: [Value] = []
            for binding in bindings {
                guard let pair = binding.listElements, pair.count == 2 else {
                    throw EvalError.illFormed(Printer.write(form))
                }
                operands += pair
            }
            let list = Primitive("list", min: 0, max: nil) { Value.list($0) }
            let call = Value.list([
                .primitive(Builtins.parameterize(interp)),
                .list([.primitive(list)] + operands),
                .list([.symbol(Keyword.lambda), .null] + parts.dropFirst(2)),
            ])
            return try compile(call, scope: scope, tail: tail)
        case "receive":
            // (receive formals expression body ...) is
            // (call-with-values (lambda () expression) (lambda formals body ...)).
            guard parts.count >= 4, Self.formals(parts[1]) != nil else {
                throw EvalError.illFormed(Printer.write(form))
            }
            let call = Value.list([
                .primitive(Builtins.callWithValues(interp)),
                .list([.symbol(Keyword.lambda), .null, parts[2]]),
                .list([.symbol(Keyword.lambda), parts[1]] + parts.dropFirst(3)),
            ])
            return try compile(call, scope: scope, tail: tail)
        case "define-logger":
            // Racket's (define-logger id): `id-logger`, and log-id-fatal,
            // -error, -warning, -info and -debug, which take a message (a
            // format string and its arguments). Nothing is shown: Racket
            // shows nothing below the error level by default, and its error
            // and fatal messages go to stderr, which these do not; the
            // arguments are evaluated.
            guard parts.count == 2, case .symbol(let id) = parts[1] else { throw EvalError.illFormed(Printer.write(form)) }
            var definitions: [Value] = [.list([.symbol(Keyword.define), .symbol(Symbol.intern(id.name + "-logger")),
                                              .list([.symbol(Symbol.intern("quote")), parts[1]])])]
            for level in ["fatal", "error", "warning", "info", "debug"] {
                definitions.append(.list([
                    .symbol(Keyword.define), .pair(Pair(.symbol(Symbol.intern("log-\(id.name)-\(level)")), .symbol(Symbol.intern("message")))),
                    .list([.symbol(Symbol.intern("if")), .false, .false]),
                ]))
            }
            return try compile(.list([.symbol(Symbol.intern("begin"))] + definitions), scope: scope, tail: tail)
        case "let1", "rlet1":
            // Gauche's (let1 var expression body ...), a `let` of one
            // variable, and (rlet1 var expression body ...), which returns
            // the variable's value after the body.
            guard parts.count >= 3, case .symbol = parts[1], head.name == "rlet1" || parts.count >= 4 else {
                throw EvalError.illFormed(Printer.write(form))
            }
            let body = Array(parts.dropFirst(3)) + (head.name == "rlet1" ? [parts[1]] : [])
            let binding = Value.list([.list([parts[1], parts[2]])])
            return try compile(.list([.symbol(Keyword.let), binding] + body), scope: scope, tail: tail)
        case "stream-cons":
            // Racket's (stream-cons first rest), lazy in both parts: a
            // promise of a stream pair, which Racket's stream procedures
            // and the kit's force (see `Racket.forced`). The pair's rest is
            // a promise of the same kind: Racket's `stream-rest` returns it
            // unforced, and the rest expression runs only when that stream
            // is looked into (3.78's `solve-2nd`, whose integrands need
            // each other's next elements, counts on it).
            guard parts.count == 3 else { throw EvalError.illFormed(Printer.write(form)) }
            let mark = Primitive("stream-cons") { v in
                if case .promise(let p) = v { p.isLazyStream = true }
                return v
            }
            let cons = Primitive("stream-cons") { first, rest in .pair(Pair(first, rest)) }
            let rest = Value.list([.primitive(mark), .list([.symbol(Keyword.delay), parts[2]])])
            let pair = Value.list([.primitive(cons), parts[1], rest])
            return try compile(.list([.primitive(mark), .list([.symbol(Keyword.delay), pair])]), scope: scope, tail: false)
        case "include", "include-ci":
            guard parts.count >= 2 else { throw EvalError.illFormed(Printer.write(form)) }
            let forms = try DialectForms.included(
                parts.dropFirst(), from: interp.currentFile, interp, foldingCase: head.name == "include-ci")
            let body = forms.isEmpty ? [Value.unspecified] : forms
            return try compile(.list([.symbol(Keyword.begin)] + body), scope: scope, tail: tail)
        case _ where head.name.hasPrefix("for"):
            return try compileForLoop(head, form, parts, scope: scope, tail: tail)
        case "assert":
            guard parts.count >= 2 else { throw EvalError.illFormed(Printer.write(form)) }
            let text = Printer.write(parts[1])
            let check = Primitive("assert", min: 1, max: nil) { args in
                guard args[0].isTrue else { throw EvalError.user(message: "Assertion failed: " + text, irritants: []) }
                return .unspecified
            }
            return try compile(.list([.primitive(check)] + parts.dropFirst()), scope: scope, tail: false)
        default:
            let note = Primitive("module-form") { [unowned interp] form in
                try DialectForms.evaluate(form, interp)
                return .unspecified
            }
            return try compile(.list([.primitive(note), .list([.symbol(Keyword.quote), form])]), scope: scope, tail: false)
        }
    }
}
