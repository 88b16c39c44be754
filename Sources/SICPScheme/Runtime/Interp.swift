import Synchronization

/// A request to stop an evaluation with `;Quit!`, which the evaluator polls
/// at every procedure call (but a leaf procedure's, which cannot loop: see
/// `LeafProcedures.swift`), every turn of a tail-call loop and every step of
/// the kit's native loops.
public final class InterruptFlag: Sendable {
    /// Why an evaluation is asked to stop.
    public enum Reason: UInt8, Sendable {
        /// Ctrl-C, a time limit: `;Quit!`.
        case quit = 1
        /// The heap bound (``HeapLimit``): `;Aborting!: out of memory`.
        case outOfMemory = 2
    }

    /// 0, or the raw value of the pending request's `Reason`.
    let requested = Atomic<UInt8>(0)

    /// A flag of its own: an interpreter made with it is stopped by this flag
    /// alone (a watchdog's time limit, a test), not by Ctrl-C.
    public init() {}

    /// The flag Ctrl-C sets (see ``Interrupt``), the one every interpreter
    /// watches unless it is given another.
    public static let shared = InterruptFlag()

    /// Asks the evaluation to stop. Safe to call from a signal handler or
    /// another thread.
    public func request() { request(.quit) }
    /// Asks the evaluation to stop, for `reason`.
    public func request(_ reason: Reason) { requested.store(reason.rawValue, ordering: .relaxed) }
    /// Forgets a request (before starting a new evaluation).
    public func clear() { requested.store(0, ordering: .relaxed) }
    /// Whether a request is pending.
    public var isRequested: Bool { requested.load(ordering: .relaxed) != 0 }
    /// The pending request's reason, if any.
    public var reason: Reason? { Reason(rawValue: requested.load(ordering: .relaxed)) }

    /// What a stopped evaluation throws: `;Quit!`, or `;Aborting!: out of
    /// memory` when the heap bound asked.
    @inline(never)
    public var error: EvalError {
        reason == .outOfMemory ? .outOfMemory : .interrupted
    }

    /// Forgets a request of the heap bound (not a Ctrl-C).
    func clearOutOfMemory() {
        _ = requested.compareExchange(
            expected: Reason.outOfMemory.rawValue, desired: 0, ordering: .relaxed)
    }
}

/// Ctrl-C: the shared ``InterruptFlag``.
public enum Interrupt {
    /// Asks the running evaluation to stop. Safe to call from a signal handler.
    public static func request() { InterruptFlag.shared.request() }
    /// Forgets a request (before starting a new evaluation).
    public static func clear() { InterruptFlag.shared.clear() }
    /// Whether a request is pending.
    public static var isRequested: Bool { InterruptFlag.shared.isRequested }
}

/// A Scheme interpreter for SICP chapter 1: a global environment with the
/// built-in procedures and the kit, a compiler from forms to nodes, and the
/// loop that runs compound procedures with proper tail calls.
///
/// ```swift
/// let scheme = Interp()
/// try scheme.evaluate("(sum-integers 1 10)")   // [.int(55)]
/// ```
///
/// Deep non-tail recursion uses the native stack for its first 64 MiB (less
/// on a smaller thread stack) and goes on on a control stack on the heap
/// (`ControlStack`) up to `maximumDepth`; past it, evaluation throws
/// `EvalError.recursionDepthExceeded` instead of crashing. Run it inside
/// `LargeStack.run` so that nested evaluations (a primitive calling back a
/// procedure) have room as well.
public final class Interp {
    var globals: [ObjectIdentifier: GlobalCell] = [:]

    /// The built-ins made at start-up whose names the program has not
    /// mentioned yet, by name. A name's first mention (a reference, a call,
    /// a definition, `lookup`) gives it its cell, holding the built-in, so a
    /// program pays for the cells and symbols of the names it uses only: an
    /// interpreter makes about 580 built-ins and a program uses a few dozen.
    var unboundBuiltins: [String: Value] = [:]

    /// Where `display` and friends write.
    public let output: OutputPort

    /// What stops a running evaluation (Ctrl-C's shared flag by default).
    public let interrupt: InterruptFlag

    /// Frames of finished calls, for reuse.
    let frames = FramePool()

    /// The module forms evaluated so far whose modules the interpreter does
    /// not have, one per module, as `(require "helpers.rkt")`: skipped, so
    /// that a caller can say so (see `DialectForms.swift`).
    public internal(set) var skippedModules: [String] = []
    /// When true (`sicp check`), a `load` (or a `require` or `use` of a file)
    /// of a file that is not on this
    /// machine under a path written for another one (`"d:\\sicp\\ch1\\prime.ss"`,
    /// `"/Users/me/sicp/ch1/prime.ss"`) loads the file the path's last parts
    /// name beside the loading file or in a folder above it (see
    /// `SourceFile.movedFile`), and records it in `movedFiles`. MIT Scheme stops
    /// there, so `sicp run` and the REPL keep its error.
    public var findsMovedFiles = false
    /// The loads `findsMovedFiles` redirected: the name as written, the
    /// file loaded instead, and the form that named it (`load`, `require`, `use`).
    public internal(set) var movedFiles: [(written: String, found: String, form: String)] = []
    /// The module forms whose procedures the interpreter provides (a test
    /// framework, SRFI 27), as `(require rackunit)`: their procedures are
    /// now defined.
    public internal(set) var providedModules: [String] = []
    /// Those of `providedModules` that are test frameworks (`(require
    /// rackunit)`, `(use gauche.test)`).
    public internal(set) var providedTestFrameworks: [String] = []
    /// The prefixes of the modules required with one, as in Racket's
    /// `(require (prefix-in strm: racket/stream))` or R7RS's
    /// `(import (prefix (scheme base) s:))`: `strm:stream-cons` is then the
    /// kit's `stream-cons` (see `unprefixed(_:)`).
    var modulePrefixes: [String] = []
    /// Dialect forms (see `DialectForms.swift`) this interpreter does not
    /// have: their names are plain variables, unbound until defined (`sicp
    /// check` on a file that calls Racket's `stream-cons` with nothing that
    /// gives it, where MIT Scheme says ;Unbound variable: stream-cons).
    public var withoutDialectForms: Set<String> = []
    /// The `#lang` lines of the text `evaluate(_:)` and `load` have read.
    public internal(set) var languageLines: [String] = []
    /// The value of each parameter `make-parameter` made, by the primitive
    /// that reads it.
    var parameterCells: [ObjectIdentifier: ParameterCell] = [:]
    /// The macros defined at top level, by name (see `MacroForms.swift`).
    var macros: [Symbol: Macro] = [:]
    /// How many macro uses have been expanded: none, and no form holds an
    /// alias (`quote` need not look for one).
    var macroExpansions = 0
    /// Exception handlers and current ports (`Control.swift`).
    let dynamicState = DynamicState()
    /// The generator `random` and its kin draw from (`RandomSource.swift`).
    var randomState = RandomState(RandomSource())

    // The tail registers: a call in tail position leaves its callee's body
    // and filled frame here (and, while an observer watches, the closure).
    // A call made in the caller's own frame (`tailCall`) leaves no frame:
    // the loop that runs the caller goes on in the frame it has.
    @exclusivity(unchecked) var tailBody: NodeRef?
    @exclusivity(unchecked) var tailFrame: Frame?
    @exclusivity(unchecked) var tailClosure: Closure?

    /// The code of every `lambda` compiled here, kept for the interpreter's
    /// life: a running body is then never freed under the call that runs
    /// it, even when the procedure itself is (`(define (f) (set! f 0) ...)`),
    /// so that calls need not retain the procedure they call.
    private var codes: [LambdaCode] = []

    /// The program's global definitions numbered so far (`noteDefinition`).
    var definitionCount = 0

    /// Top-level evaluations under way: 1 in a form, more inside a `load`.
    var evaluating = 0
    /// `load`s under way, one inside another (see `maximumLoadDepth`).
    var loadDepth = 0
    /// The most `load`s one inside another: a file that loads itself stops
    /// with `;Aborting!: maximum recursion depth exceeded` at this depth.
    public static let maximumLoadDepth = 100
    /// The files being loaded, one inside another, as absolute paths: a
    /// relative `load`, `require` or `use` looks in the innermost one's
    /// folder first (see `Files.swift`).
    var loadingFiles: [String] = []
    /// The file the program being run was read from (the `sicp` command
    /// sets it): its folder is where its relative `load`s look first.
    public var mainFile: String? {
        get { mainFilePath }
        set { mainFilePath = newValue.map(SourceFile.absolutePath) }
    }
    private var mainFilePath: String?
    /// Names whose top-level definitions (`define`, `define-syntax`, ...)
    /// are skipped, so that they keep the interpreter's own: the checker
    /// keeps the book's stream layer (`cons-stream`, `delay`, `force`,
    /// `stream-car`, `stream-cdr`) when a file, or a file it loads, defines
    /// its own, so that its cases' streams and the file's are one kind.
    /// Empty for a program run as written.
    public var keptDefinitions: Set<String> = []
    /// The kept names a program tried to define, in order, once each.
    public private(set) var skippedDefinitions: [String] = []
    /// What a skipped definition binds instead of the program's, by name
    /// (see `keptDefinitions`): the checker's `stream-car` and `stream-cdr`
    /// that, as the program's own `car` and `(force (cdr s))` of its
    /// dialect did, also take a pair whose cdr is not a promise.
    public var keptReplacements: [String: Value] = [:]

    /// The special forms a top-level `define` of the program's has made
    /// variables, in order (`(define (cons-stream a b) (cons a (delay b)))`):
    /// as in MIT Scheme and R7RS, the program's later forms call the
    /// procedure, which evaluates its arguments first. The kit's code is
    /// compiled as if none were.
    public internal(set) var keywordsDefinedAsVariables: [String] = []

    /// `name` without the prefix of a module required with one
    /// (`strm:stream-first` is `stream-first` after `(require (prefix-in
    /// strm: racket/stream))`), when nothing is bound to `name` itself and
    /// the name without it is bound or syntax; else `name` (the file's own
    /// `(define (a:loop n) ... (a:loop (- n 1)))`, compiled before it is bound).
    func unprefixed(_ name: Symbol) -> Symbol {
        guard !modulePrefixes.isEmpty else { return name }
        for prefix in modulePrefixes where name.name.count > prefix.count && name.name.hasPrefix(prefix) {
            if lookup(name.name) != nil || macros[name] != nil { return name }
            let bare = String(name.name.dropFirst(prefix.count))
            let symbol = Symbol.intern(bare)
            if lookup(bare) != nil || macros[symbol] != nil || Keyword.all.contains(ObjectIdentifier(symbol))
                || DialectForms.symbols.contains(ObjectIdentifier(symbol)) {
                return symbol
            }
        }
        return name
    }

    /// Whether `name` is a special form here.
    func isKeyword(_ name: Symbol) -> Bool {
        guard Keyword.all.contains(ObjectIdentifier(name)) else { return false }
        return keywordsDefinedAsVariables.isEmpty || kitKeeps != nil || !keywordsDefinedAsVariables.contains(name.name)
    }

    /// Whether a top-level definition of `name` is skipped (and noted).
    func keepsDefinition(of name: Symbol) -> Bool {
        guard !keptDefinitions.isEmpty, keptDefinitions.contains(name.name) else { return false }
        if !skippedDefinitions.contains(name.name) { skippedDefinitions.append(name.name) }
        if let replacement = keptReplacements[name.name] { define(name.name, replacement) }
        return true
    }

    /// The file whose forms are being evaluated, if any.
    var currentFile: String? { loadingFiles.last ?? mainFilePath }
    /// Gauche's load path, as `add-load-path` gave it.
    var loadPath: [String] = []
    /// The files `use` and `require` loaded (each is loaded once).
    var usedFiles: Set<String> = []
    /// The heads of the `.scm` files of each folder a Guile module was
    /// looked for in (see `Builtins.guileModuleFile`), read once.
    var guileModuleHeads: [String: [(path: String, head: String)]] = [:]
    /// Those of `usedFiles` that are Racket modules (a `provide` at top
    /// level), by absolute path (see `ModuleScope`).
    var moduleFiles: Set<String> = []
    /// What each module provided, by absolute path: the cells and the values
    /// its load left in them (see `ModuleScope`).
    var moduleExports: [String: [(cell: GlobalCell, value: Value)]] = [:]
    /// MIT's `cd`: the folder relative names are resolved in after the
    /// loading file's (nil: the process's working directory).
    var workingDirectory: String?
    /// Where the interpreter's notes go (a transcript read, ...): the
    /// `sicp` command writes them on standard error; nil drops them.
    public var notes: ((String) -> Void)?

    /// Pending non-tail compound-procedure calls right now.
    @exclusivity(unchecked) public internal(set) var depth = 0
    /// The most pending calls since `resetPeakDepth()`.
    @exclusivity(unchecked) public internal(set) var peakDepth = 0
    /// A hard cap on the depth: pending native calls plus control-stack
    /// entries (12 million: `(count 10000000)` answers, an endless
    /// recursion stops after about a gigabyte).
    @exclusivity(unchecked) public var maximumDepth = 12_000_000
    /// The longest one call of `sleep` waits, in seconds: a learner's
    /// pause, never a hang (`sicp check` sets 0: a pause between a
    /// procedure's debugging prints has nothing to show there).
    public var longestSleep = Builtins.longestSleep

    /// The most compound-procedure calls (tail calls included) an observer
    /// sees in one top-level evaluation before it stops with
    /// `EvalError.stepLimitExceeded`; nil: no limit. The views (`,stats`,
    /// `,growth`, `,tree`, `,trace`) set ``viewStepLimit``, so that an endless
    /// loop under them stops as one under `,subst` does.
    @exclusivity(unchecked) public var observedStepLimit: Int?
    /// Calls an observer has seen in this top-level evaluation.
    @exclusivity(unchecked) var observedSteps = 0
    /// The views' step limit: 10 million calls, a few seconds of counting.
    public static let viewStepLimit = 10_000_000
    /// The most pending calls while an observer watches: 400,000 (MIT
    /// Scheme stops near 174,000). Observed calls run on the native stack,
    /// about 600 bytes each in a release build, so an endless recursion
    /// under a view stops within some 250 MB, as one without does.
    public static let maximumObservedDepth = 400_000

    /// The measurement a view (`,stats`, `,growth`, `,tree`) is making, so
    /// that it measures from fresh state: a promise forced in an earlier
    /// measurement is forced again in this one; 0 outside the views (a
    /// forced promise is read as it stands).
    @exclusivity(unchecked) public var promiseEpoch = 0
    /// The last epoch a measurement took (see `beginFreshMeasurement`).
    var promiseEpochs = 0
    /// Promises forced before the views began that this measurement read as
    /// they stood: what it counted was only what was left to compute.
    @exclusivity(unchecked) public var staleReads = 0

    /// Starts a measurement from fresh state (see `promiseEpoch`); returns
    /// the epoch to restore after it.
    public func beginFreshMeasurement() -> Int {
        let previous = promiseEpoch
        promiseEpochs += 1
        promiseEpoch = promiseEpochs
        staleReads = 0
        return previous
    }

    /// Sees every compound-procedure call while set (tracing, counting).
    /// When nil, the call path pays one test for it.
    @exclusivity(unchecked) public var observer: (any CallObserver)?

    /// Below this address the stack is too close to its end to go deeper.
    @exclusivity(unchecked) var stackLimit: UInt = 0
    /// Below this address a compound procedure's body runs on the control
    /// stack (`ControlStack`), not on the native one: a deep recursion goes
    /// on on the heap at a few dozen bytes a level.
    @exclusivity(unchecked) var deepLimit: UInt = 0
    /// The control stack, reserved the first time a recursion needs it.
    var deep: ControlStack?
    /// How much native stack a recursion uses before going on on the
    /// control stack; nil: `Interp.nativeStackBudget`. Tests set it to 0 to
    /// run every compound procedure's body on the control stack.
    @_spi(SICPInternals) public var nativeStackBudget: UInt?
    /// How much stack to keep free below the last checked call: enough for
    /// the deepest expression nesting the compiler accepts.
    static let stackReserve: UInt = 2 << 20
    /// The deepest nesting of expressions the compiler accepts.
    static let maximumNesting = 2_000

    /// An interpreter with the built-in procedures and the kit defined.
    /// - Parameters:
    ///   - output: where the program's output goes (standard output by default).
    ///   - interrupt: the flag that stops an evaluation (Ctrl-C's by default).
    public init(output: OutputPort = OutputPort(fileDescriptor: 1), interrupt: InterruptFlag = .shared) {
        self.output = output
        self.interrupt = interrupt
        unboundBuiltins.reserveCapacity(1024)  // the built-ins, without rehashing
        Builtins.install(in: self)
    }

    /// Keeps `code` for the interpreter's life (see `codes`).
    func keep(_ code: LambdaCode) -> LambdaCode {
        codes.append(code)
        return code
    }

    /// A procedure refers to the cells of the globals it uses, and a global
    /// holds its procedure: every recursive procedure is a cycle. Emptying the
    /// cells breaks them all, so a dropped interpreter frees its program.
    deinit {
        for cell in globals.values { cell.value = .undefined }
        for cell in kitCells.values { cell.value = .undefined }
    }

    // MARK: Globals

    func cell(for symbol: Symbol) -> GlobalCell {
        let key = ObjectIdentifier(symbol)
        if let cell = globals[key] { return cell }
        if let builtin = unboundBuiltins.removeValue(forKey: symbol.name) {
            let cell = GlobalCell(symbol)
            cell.value = builtin
            cell.isBuiltin = true
            cell.startupValue = builtin
            globals[key] = cell
            return cell
        }
        if !firstMentionLoaders.isEmpty, let index = firstMentionNames[key], let load = firstMentionLoaders[index] {
            firstMentionLoaders[index] = nil
            if firstMentionLoaders.allSatisfy({ $0 == nil }) {
                firstMentionLoaders = []
                firstMentionLists = []
                firstMentionNames = [:]
            }
            load(self)
            if let cell = globals[key] { return cell }
        }
        let cell = GlobalCell(symbol)
        globals[key] = cell
        return cell
    }

    /// The cell a reference to the global `symbol` reads: the global's own,
    /// or, in the kit's code (``evaluateAsKit(_:keeping:)``), a private cell
    /// holding the built-in installed at start-up under that name.
    func referenceCell(for symbol: Symbol) -> GlobalCell {
        let cell = cell(for: symbol)
        guard let kept = kitKeeps else { return cell }
        if case .undefined = cell.startupValue { return cell }
        let key = ObjectIdentifier(symbol)
        if kept.contains(key) { return cell }
        if let own = kitCells[key] { return own }
        let own = GlobalCell(symbol)
        own.value = kitVariants[key] ?? cell.startupValue
        own.isBuiltin = true
        own.isDefined = true
        kitCells[key] = own
        return own
    }

    /// While the kit's code compiles: the names it shares with the program
    /// (nil: the program's code is compiling).
    private(set) var kitKeeps: Set<ObjectIdentifier>? = nil
    /// The kit's private cells of the built-ins, by name.
    private var kitCells: [ObjectIdentifier: GlobalCell] = [:]
    /// Built-ins the kit's code sees in place of the program's start-up
    /// ones, by name (see `installKitVariant`).
    private var kitVariants: [ObjectIdentifier: Value] = [:]

    /// Makes the kit's code (``evaluateAsKit(_:keeping:)``) call `primitive`
    /// under its name instead of the built-in a program sees: the checker's
    /// `stream-head` takes the elements it was asked for and forces no
    /// further, so that a case on a finite stream never forces past its end
    /// (a program's `stream-head` forces the last element's rest, as MIT's).
    func installKitVariant(_ primitive: Primitive) {
        kitVariants[ObjectIdentifier(Symbol.intern(primitive.name))] = .primitive(primitive)
    }

    /// Evaluates the kit's own Scheme code (the picture language, the
    /// checker's painters and cases) as MIT's system-global-environment
    /// keeps the system's code safe: its references to the built-ins
    /// (`car`, `append`, `map`, `stream-head`, ...) read the values the
    /// interpreter installed at start-up, whatever the program defines under
    /// those names, before or after; its references to other globals, and
    /// its own definitions, are the program's globals. `keeping` names the
    /// built-ins it refers to as the program binds them (an exercise that
    /// asks for a `map` of one's own checks the program's `map`).
    ///
    /// ```swift
    /// try scheme.evaluate("(define (append a b) 'mine)")
    /// try scheme.evaluateAsKit("(append '(1) '(2))")   // [(1 2)]
    /// ```
    @discardableResult
    public func evaluateAsKit(_ text: String, keeping: [String] = []) throws -> [Value] {
        try asKit(keeping) { try evaluate(text) }
    }

    /// ``evaluateAsKit(_:keeping:)`` of one form.
    public func evaluateAsKit(datum: Value, keeping: [String] = []) throws -> Value {
        try asKit(keeping) { try evaluate(datum: datum) }
    }

    private func asKit<T>(_ keeping: [String], _ body: () throws -> T) throws -> T {
        let saved = kitKeeps
        kitKeeps = Set(keeping.map { ObjectIdentifier(Symbol.intern($0)) })
        defer { kitKeeps = saved }
        return try body()
    }

    /// Libraries bound on the first mention of one of their names (see
    /// `defineOnFirstMention`): each name's loader, by index.
    private var firstMentionNames: [ObjectIdentifier: Int] = [:]
    private var firstMentionLoaders: [((Interp) -> Void)?] = []
    private var firstMentionLists: [[String]] = []

    /// Binds a library's `names` when a program first mentions one of them
    /// (a reference, a call or a definition, as it is compiled): `load`
    /// runs then, once, and should define the names. A program pays
    /// nothing for a library it does not use (the picture language's
    /// Scheme source takes 12 million instructions, about 3 ms, to read and
    /// compile; `sicp run` of an empty file takes 1 million). Defining one of
    /// the names counts as a mention: the library is loaded first, and the
    /// program's definition replaces its.
    public func defineOnFirstMention(of names: [String], _ load: @escaping (Interp) -> Void) {
        let index = firstMentionLoaders.count
        firstMentionLoaders.append(load)
        firstMentionLists.append(names)
        for name in names { firstMentionNames[ObjectIdentifier(Symbol.intern(name))] = index }
    }

    /// Binds `name` in the global environment.
    public func define(_ name: String, _ value: Value) {
        cell(for: Symbol.intern(name)).value = value
    }

    /// Makes the global `name` unbound again, if it is bound: a reference
    /// to it signals ;Unbound variable, and a program's definition binds it
    /// anew (the checker hides a library's answer to a later exercise).
    public func unbind(_ name: String) {
        guard let cell = existingCell(name) else { return }
        cell.value = .undefined
        cell.isDefined = false
    }

    /// Adds a primitive to the global environment under its own name.
    public func define(_ primitive: Primitive) {
        define(primitive.name, .primitive(primitive))
    }

    /// Installs a built-in under `name` (replacing an earlier one), bound
    /// on the name's first mention (see `unboundBuiltins`).
    func install(_ name: String, _ value: Value) {
        unboundBuiltins[name] = value
    }

    /// Installs a primitive under its own name (see `install(_:_:)`).
    func install(_ primitive: Primitive) {
        unboundBuiltins[primitive.name] = .primitive(primitive)
    }

    /// The cell of the global `name` if it has one or is a built-in not
    /// mentioned yet (which this mention binds); nil for a name never bound.
    private func existingCell(_ name: String) -> GlobalCell? {
        let symbol = Symbol.intern(name)
        if let cell = globals[ObjectIdentifier(symbol)] { return cell }
        guard unboundBuiltins[name] != nil else { return nil }
        return cell(for: symbol)
    }

    /// The names bound in the global environment (built-ins and the
    /// program's own definitions), in no particular order.
    public var globalNames: [String] {
        globals.values.compactMap { cell in
            if case .undefined = cell.value { return nil }
            return cell.symbol.name
        } + unboundBuiltins.keys + pendingNames
    }

    /// The names of libraries not loaded yet (`defineOnFirstMention`).
    private var pendingNames: [String] {
        guard !firstMentionLoaders.isEmpty else { return [] }
        var names: [String] = []
        for (index, list) in firstMentionLists.enumerated() where firstMentionLoaders[index] != nil {
            names += list.filter { globals[ObjectIdentifier(Symbol.intern($0))] == nil }
        }
        return names
    }

    /// The special forms' names (`define`, `lambda`, `if`, ...).
    public static var specialFormNames: [String] {
        ["quote", "quasiquote", "unquote", "unquote-splicing", "define", "lambda", "λ", "named-lambda", "if",
         "set!", "begin", "let", "let*", "letrec", "letrec*", "cond", "case", "and", "or", "when",
         "unless", "do", "else", "let-values", "let*-values", "define-values", "cons-stream", "delay",
         "delay-force", "define-syntax", "let-syntax", "letrec-syntax", "syntax-rules", "define-syntax-rule",
         "define-macro", "defmacro"] + DialectForms.names.filter { $0 != "define-module" }  // not offered for (defi
    }

    /// Whether `name` is syntax here: a special form (`cons-stream`,
    /// `define`), a dialect's form (`require`, `stream-cons`) or a macro.
    public func isSyntax(_ name: String) -> Bool {
        let symbol = Symbol.intern(name)
        if DialectForms.symbols.contains(ObjectIdentifier(symbol)), lookup(name) == nil,
           !withoutDialectForms.contains(name) { return true }
        return isKeyword(symbol) || isMacro(name)
    }

    /// Whether `name` is a macro defined at top level (`define-syntax`,
    /// `define-macro`, ...): the process views, which read source forms,
    /// cannot show what its uses expand to.
    public func isMacro(_ name: String) -> Bool {
        !macros.isEmpty && macros[Symbol.intern(name)] != nil
    }

    /// The names of the macros defined at top level.
    public var macroNames: [String] { macros.keys.map(\.name) }

    /// The value bound to `name` in the global environment, if any.
    public func lookup(_ name: String) -> Value? {
        guard let cell = existingCell(name) else { return nil }
        if case .undefined = cell.value { return nil }
        return cell.value
    }

    /// The built-in bound to `name` at start-up, whatever the program has
    /// bound there since (what `cons-stream` calls, as MIT's does).
    public func builtin(_ name: String) -> Value? {
        guard let cell = existingCell(name) else { return nil }
        if case .undefined = cell.startupValue { return nil }
        return cell.startupValue
    }

    // MARK: Evaluating

    /// Evaluates one form (a datum as the reader returns it) at top level.
    /// - Throws: `EvalError`.
    public func evaluate(datum: Value) throws -> Value {
        prepareStack()
        let outermost = depth == 0
        if outermost { peakDepth = 0 }
        // The heap bound watches the outermost evaluation (a `load`'s forms
        // are evaluated inside the `load`).
        let watched = evaluating == 0 && HeapLimit.bytes != nil
        if watched { HeapLimit.started(interrupt) }
        if evaluating == 0 { observedSteps = 0 }
        evaluating += 1
        // The native walks of the primitives it calls poll this flag.
        let previousFlag = Walk.enter(interrupt)
        defer {
            Walk.restore(previousFlag)
            evaluating -= 1
            if watched { HeapLimit.finished(interrupt) }
            // The heap bound's request was for this evaluation alone.
            if evaluating == 0 && interrupt.reason == .outOfMemory {
                interrupt.clearOutOfMemory()
                HeapLimit.recover()
            } else if evaluating == 0 && interrupt.isRequested {
                // Ctrl-C or a time limit: what the stopped computation
                // built goes back to the system, as after the heap bound.
                HeapLimit.recover()
            }
            tailClosure = nil
            tailFrame = nil
            if outermost { frames.forgetParents() }
            // A deep recursion leaves its stack pages resident: give them back.
            if outermost && peakDepth > 10_000 {
                LargeStack.releaseUnusedPages()
                deep?.trim()
            }
        }
        var compiler = Compiler(self)
        let node = try compiler.compileTopLevel(datum)
        let value = try node.eval(nil, self)
        if case .tailCall = value { return try resumeTailCall() }
        return value
    }

    /// Records the `#lang` lines `reader` has skipped beyond its first
    /// `seen`, as soon as they are read: the forms after a `#lang racket`
    /// line run as Racket runs them (`force` of a value that is not a
    /// promise returns it).
    public func noteLanguages(of reader: Reader, seen: inout Int) {
        guard reader.languageLines.count > seen else { return }
        languageLines += reader.languageLines[seen...]
        seen = reader.languageLines.count
    }

    /// Reads and evaluates every form of `text`, in order.
    /// - Returns: the value of each form.
    /// - Throws: `EvalError` (a reader error as `.parse`); forms before it have run.
    @discardableResult
    public func evaluate(_ text: String) throws -> [Value] {
        var reader = Reader(text)
        var values: [Value] = []
        var languagesSeen = 0
        while true {
            let datum: Value?
            do { datum = try reader.read() } catch let error as ParseError { throw EvalError.parse(error) }
            noteLanguages(of: reader, seen: &languagesSeen)
            guard let datum else { return values }
            // A long file of forms that call nothing stops on Ctrl-C too
            // while it is `load`ed (at top level the caller clears the flag).
            if evaluating > 0 && interrupt.isRequested { throw interrupt.error }
            values.append(try evaluate(datum: datum))
        }
    }

    /// Calls a procedure value on arguments (from Swift, or from a primitive
    /// such as `apply` or the kit's procedures).
    public func apply(_ f: Value, _ args: [Value]) throws -> Value {
        try call(f, args, tail: false)
    }

    /// One-argument call without building an array (the kit's term and next).
    @inline(__always)
    func apply1(_ f: Value, _ x: Value) throws -> Value {
        if case .closure(let c) = f, c.takesExactly(1) {
            if let leaf = c.leafFrame, observer == nil, leaf.isFreeLeafFrame {
                return try runLeaf(ClosureRef(c), leaf, x)
            }
            return try run(ClosureRef(c), frames.make(for: ClosureRef(c), x))
        }
        if case .primitive(let p) = f, case .fixed1(let body) = p.body { return try body(x) }
        return try call(f, [x], tail: false)
    }

    /// Two-argument call without building an array (the kit's combiner).
    @inline(__always)
    func apply2(_ f: Value, _ x: Value, _ y: Value) throws -> Value {
        if case .closure(let c) = f, c.takesExactly(2) {
            if let leaf = c.leafFrame, observer == nil, leaf.isFreeLeafFrame {
                return try runLeaf(ClosureRef(c), leaf, x, y)
            }
            return try run(ClosureRef(c), frames.make(for: ClosureRef(c), x, y))
        }
        if case .primitive(let p) = f, let body = p.fast2 { return try body(x, y) }
        return try call(f, [x, y], tail: false)
    }

    /// Calls `f` on evaluated arguments; in tail position a closure is left in
    /// the tail registers instead.
    func call(_ f: Value, _ args: [Value], tail: Bool) throws -> Value {
        switch f {
        case .closure(let c):
            return try enter(ClosureRef(c), bind(c, args), tail: tail)
        case .primitive(let p):
            try checkStack()
            return try p.call(args)
        case .promise(let p) where args.isEmpty:
            // A promise called with no arguments is forced: SICP 3.5.1's own
            // `(define (force delayed-object) (delayed-object))` works over
            // the built-in `cons-stream` (issue 29).
            try checkStack()
            return try p.force(self)
        default:
            throw EvalError.notApplicable(Printer.errorRepresentation(f))
        }
    }

    /// A new frame for a call of `c` with `args`, rest list included.
    func bind(_ c: Closure, _ args: [Value]) throws -> Frame {
        let code = c.code
        let required = code.requiredCount
        guard args.count == required || (code.hasRest && args.count > required) else {
            throw EvalError.wrongArity(
                procedure: Printer.errorRepresentation(.closure(c)), given: args.count,
                min: required, max: code.hasRest ? nil : required)
        }
        let frame = frames.make(for: ClosureRef(c))
        for i in 0..<required { frame[i] = args[i] }
        if code.hasRest { frame[required] = Value.list(args[required...]) }
        return frame
    }

    /// Calls a closure whose frame is filled: runs it, or, in tail position,
    /// leaves it in the tail registers for the `run` loop below. The caller
    /// keeps `closure` alive until this returns or, for a tail call, until
    /// the registers are filled.
    @inline(__always)
    func enter(_ closure: ClosureRef, _ frame: consuming Frame, tail: Bool) throws -> Value {
        if tail { return enter(tail: closure, frame) }
        return try run(closure, frame)
    }

    /// Runs a closure's body in `frame`, then every tail call it makes, until
    /// a value comes back. This is one pending call, however many tail calls
    /// it loops through.
    @inline(__always)
    func run(_ closure: ClosureRef, _ frame: consuming Frame) throws -> Value {
        try run(body: closure.body, closure: closure, frame)
    }

    /// `run`, given the closure's body; the closure itself is needed only
    /// by an observer.
    @inline(__always)
    func run(body: NodeRef, closure: ClosureRef?, _ frame: consuming Frame) throws -> Value {
        depth &+= 1
        defer { depth &-= 1 }
        if depth > peakDepth { peakDepth = depth }
        if approximateStackPointer() < deepLimit || depth > maximumDepth {
            return try runDeep(body: body, closure: closure, frame)
        }
        if interrupt.isRequested { throw interrupt.error }
        if let observer, let closure {
            return try runObserved(closure.object, frame, observer)
        }
        // Bodies are used unretained: the interpreter keeps every lambda's
        // code (see `codes`).
        var body = body
        var frame = frame
        while true {
            let value = try body.with { try $0.eval(frame, self) }
            let done = !value.isTailCall
            // A tail call with no frame runs in this one (`Interp.tailCall`).
            if done || tailFrame != nil {
                frames.recycle(consume frame)
                if done { return value }
                frame = tailFrame.take().unsafelyUnwrapped
            }
            if interrupt.isRequested { throw interrupt.error }
            body = tailBody.unsafelyUnwrapped
        }
    }

    /// `run` with every call and return reported to `observer`.
    @inline(never)
    func runObserved(_ closure: Closure, _ frame: consuming Frame, _ observer: any CallObserver) throws -> Value {
        var current = closure
        var body = closure.body
        var frame = frame
        try countObservedStep()
        try observer.enter(current, arguments: frame.arguments(of: current.code), depth: depth, tail: false)
        observer.frameMade(EnvironmentFrame(frame, current.code.layout), by: current)
        while true {
            let value = try body.with { try $0.eval(frame, self) }
            guard case .tailCall = value else {
                observer.leave(current, value: value, depth: depth)
                if interrupt.isRequested { throw interrupt.error }
                return value
            }
            if interrupt.isRequested { throw interrupt.error }
            body = tailBody.unsafelyUnwrapped
            // No frame: the call runs in this one (an observer was removed
            // midway, and the call was made in place: `Interp.tailCall`).
            if let next = tailFrame.take() { frame = next }
            // The closure is there if an observer still watches (a program
            // may untrace midway; nothing runs between the tail call and here).
            let next = tailClosure.take()
            if self.observer != nil, let next {
                current = next
                try countObservedStep()
                try observer.enter(current, arguments: frame.arguments(of: current.code), depth: depth, tail: true)
                observer.frameMade(EnvironmentFrame(frame, current.code.layout), by: current)
            }
        }
    }

    /// Counts a call an observer sees against ``observedStepLimit``.
    @inline(__always)
    func countObservedStep() throws {
        guard let limit = observedStepLimit else { return }
        observedSteps &+= 1
        if observedSteps > limit { throw EvalError.stepLimitExceeded(limit) }
    }

    /// Runs the call a node left in the tail registers, to its value: for a
    /// body that is not `run`'s (a leaf procedure's, `LeafProcedures.swift`).
    func finishTailCall() throws -> Value {
        try resumeTailCall()
    }

    /// A tail call made at top level (outside any procedure) runs here.
    /// (Never one made in place, `Interp.tailCall`: a top-level form and a
    /// leaf procedure's body run in no frame that allows it.)
    private func resumeTailCall() throws -> Value {
        let closure = tailClosure.take()
        let frame = tailFrame.take().unsafelyUnwrapped
        return try withExtendedLifetime(closure) {
            try run(body: tailBody.unsafelyUnwrapped, closure: closure.map(ClosureRef.init), frame)
        }
    }

    /// Throws `recursionDepthExceeded` when the stack is nearly used up.
    @inline(__always)
    func checkStack() throws {
        if approximateStackPointer() < stackLimit { throw EvalError.recursionDepthExceeded }
    }

    /// Sets the stack limit from the calling thread's stack.
    func prepareStack() {
        let here = approximateStackPointer()
        if let low = LargeStack.currentStackLowerBound(), here > low {
            let size = here - low
            let reserve = min(Self.stackReserve, size / 2)
            stackLimit = low + reserve
        } else {
            // Unknown stack: assume the 512 KiB a secondary thread may get.
            stackLimit = here - (512 << 10) + (128 << 10)
        }
        let budget = nativeStackBudget ?? Self.nativeStackBudget
        // A small stack (a main thread's 8 MiB) keeps three quarters of what
        // is left for nested evaluations (a primitive that calls back).
        let floor = here > stackLimit ? stackLimit + (here - stackLimit) / 4 : stackLimit
        deepLimit = here > budget ? max(floor, here - budget) : floor
    }
}

/// Watches compound-procedure calls: what `trace` and the step counts use.
///
/// `depth` is the number of pending (non-tail) calls, this one included: a
/// linear recursive process makes it grow with n, an iterative one keeps it
/// constant. A tail call is reported with `tail: true` at the depth of the
/// call it replaces, and one `leave` ends the whole chain of tail calls.
///
/// `enter` and `step` may throw to stop the evaluation (a time or step
/// limit); the error comes out of `evaluate` as it is.
public protocol CallObserver: AnyObject {
    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws
    func leave(_ procedure: Closure, value: Value, depth: Int)
    /// One step of a built-in procedure's own process, which makes no
    /// compound call: a turn of the kit's loops (`sum`, `sum-integers`, ...),
    /// a level of its recursions. `depth` counts the recursive kit's levels
    /// as pending calls.
    func step(in procedure: String, depth: Int) throws
    /// The rest of a stream a built-in stream procedure made (`procedure`)
    /// was forced: what the book's version does with `force` of its
    /// delayed expression, a step of its own (SICP 3.5.1: a delayed
    /// expression is a procedure of no arguments, run once, memoized).
    /// Unless an observer says otherwise, a step of `procedure`.
    func forcedRest(of procedure: String, depth: Int) throws
    /// A frame of the environment model was made: a compound procedure's
    /// call's (just after its `enter`), or a `let`'s, a named `let`'s loop
    /// frame or a `letrec`'s (`procedure` nil), its bindings made. What
    /// `,env` draws.
    func frameMade(_ frame: EnvironmentFrame, by procedure: Closure?)
}

extension CallObserver {
    public func step(in procedure: String, depth: Int) throws {}
    public func forcedRest(of procedure: String, depth: Int) throws { try step(in: procedure, depth: depth) }
    public func frameMade(_ frame: EnvironmentFrame, by procedure: Closure?) {}
}
