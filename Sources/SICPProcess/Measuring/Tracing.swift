import SICPScheme

/// `(trace proc ...)` and `(untrace proc ...)`: one line per call and one per
/// return, indented by the calls still pending, in the style of Chez
/// Scheme's `trace` and Racket's `racket/trace`.
///
/// ```
/// sicp> (trace fact)
/// sicp> (fact 3)
/// |(fact 3)
/// | (fact 2)
/// | |(fact 1)
/// | |1
/// | 2
/// |6
/// 6
/// ```
///
/// A linear recursive process draws SICP's expanding-then-contracting shape;
/// an iterative one stays flat. A tail call replaces the call it is made
/// from: it is shown at the same indentation, and only the value of the
/// whole chain is shown, once (SICP's `fact-iter` prints one line per step
/// and one return). Past ten levels the depth is shown as a number,
/// `| | | |[12](fact 2)`, as Chez shows it, so deep traces stay readable.
///
/// Compound procedures are watched through the interpreter's observer, so a
/// traced iterative process still runs in constant space. A built-in
/// procedure (the kit's `sum`, `inc`, even `+`) is traced by binding its
/// global name to a wrapper that reports the call and the return; untracing
/// puts the original back.
///
/// Arguments and values are shown as `write` shows them; the lines go to the
/// interpreter's output port, each on a fresh line.
///
/// - Complexity: a traced procedure costs one line of output per call; an
///   untraced one, while anything is traced, the observer's bookkeeping
///   (O(1) per call). With nothing traced the interpreter runs unobserved.
public final class Tracer: CallObserver {
    /// A pending traced call: where it sits, and how deep it is drawn.
    private struct Pending {
        /// Twice the interpreter's depth for a compound procedure's call; twice
        /// the depth plus one for a built-in's, which is pending inside the
        /// compound call that made it.
        var key: Int
        var level: Int
    }

    private unowned let interp: Interp
    /// The traced compound procedures, kept alive so that their identities
    /// are not reused.
    private var tracedClosures: [ObjectIdentifier: Closure] = [:]
    /// Wrapper primitives standing in for traced built-ins: wrapper -> original.
    private var wrappers: [ObjectIdentifier: (wrapper: Primitive, original: Primitive)] = [:]
    private var pending: [Pending] = []
    /// Set while `,trace EXPR` runs: every compound procedure is traced.
    private var tracesEverything = false

    /// A tracer writing to `interp`'s output port. `install(in:)` also
    /// defines `trace` and `untrace`.
    public init(_ interp: Interp) {
        self.interp = interp
    }

    /// Makes a tracer for `interp` and defines the Scheme procedures `trace`
    /// and `untrace` there.
    ///
    /// - `(trace proc ...)`: traces each procedure (a compound procedure or
    ///   a built-in); tracing one twice is the same as once.
    /// - `(untrace proc ...)`: stops tracing each; `(untrace)` stops all.
    ///
    /// Both return no value. Anything but a procedure is an error, in MIT
    /// Scheme's words: `;The object 5, passed as the first argument to trace,
    /// is not the correct type.`
    /// - Returns: the tracer, for `,trace EXPR` (`traceEverything(_:)`).
    @discardableResult
    public static func install(in interp: Interp) -> Tracer {
        let tracer = Tracer(interp)
        // The two primitives hold the tracer: it lives as long as they are bound.
        interp.define(Primitive("trace", min: 0, max: nil) { args in
            for (i, procedure) in args.enumerated() { try tracer.trace(procedure, argument: i + 1, by: "trace") }
            return .unspecified
        })
        interp.define(Primitive("untrace", min: 0, max: nil) { args in
            if args.isEmpty { tracer.untraceAll() }
            for (i, procedure) in args.enumerated() { try tracer.untrace(procedure, argument: i + 1, by: "untrace") }
            return .unspecified
        })
        return tracer
    }

    // MARK: Tracing and untracing

    /// Traces `procedure`: a compound procedure, or a built-in still bound to
    /// its own name.
    /// - Throws: `EvalError.wrongType` for anything else.
    public func trace(_ procedure: Value) throws {
        try trace(procedure, argument: 1, by: "trace")
    }

    /// Stops tracing `procedure` (nothing happens if it is not traced).
    /// - Throws: `EvalError.wrongType` for anything but a procedure.
    public func untrace(_ procedure: Value) throws {
        try untrace(procedure, argument: 1, by: "untrace")
    }

    /// Stops tracing every procedure.
    public func untraceAll() {
        tracedClosures.removeAll()
        for (_, pair) in wrappers { restore(pair.wrapper, pair.original) }
        wrappers.removeAll()
        updateInstallation()
    }

    /// Whether `procedure` is traced now.
    public func isTraced(_ procedure: Value) -> Bool {
        switch procedure {
        case .closure(let c): return tracedClosures[ObjectIdentifier(c)] != nil
        case .primitive(let p): return wrappers[ObjectIdentifier(p)] != nil
        default: return false
        }
    }

    /// Runs `body` with every compound-procedure call traced (the REPL's
    /// `,trace EXPR`), then goes back to tracing what `trace` asked for.
    ///
    /// The built-in stream procedures of 3.5 (`stream-map`, `stream-filter`,
    /// `stream-ref`, `stream-head`, ...: `tracedStreamProcedures`) are traced
    /// too while it runs, as the book's versions would be, their arguments
    /// and values as `write` prints them (`{1 2 ...}`); selectors
    /// (`stream-car`, `stream-cdr`) and `force` are not.
    public func traceEverything<T>(_ body: () throws -> T) rethrows -> T {
        let saved = tracesEverything
        tracesEverything = true
        updateInstallation()
        var streams: [Primitive] = []
        for name in Self.tracedStreamProcedures {
            guard case .primitive(let p)? = interp.lookup(name), case .primitive(let q)? = interp.builtin(name),
                  p === q, wrappers[ObjectIdentifier(p)] == nil else { continue }
            let wrapper = makeWrapper(for: p)
            wrappers[ObjectIdentifier(wrapper)] = (wrapper, p)
            interp.define(p.name, .primitive(wrapper))
            streams.append(wrapper)
        }
        defer {
            for wrapper in streams {
                if let pair = wrappers.removeValue(forKey: ObjectIdentifier(wrapper)) { restore(pair.wrapper, pair.original) }
            }
            tracesEverything = saved
            updateInstallation()
        }
        return try body()
    }

    /// The built-in stream procedures `,trace EXPR` traces.
    public static let tracedStreamProcedures = [
        "stream-map", "stream-filter", "stream-ref", "stream-head", "stream-tail", "stream-for-each",
        "stream->list", "stream-append", "display-stream", "add-streams", "scale-stream",
        "integers-starting-from", "stream-enumerate-interval", "interleave", "pairs", "list->stream", "stream",
    ]

    private func trace(_ procedure: Value, argument: Int, by name: String) throws {
        switch procedure {
        case .closure(let c):
            tracedClosures[ObjectIdentifier(c)] = c
            updateInstallation()
        case .primitive(let p):
            if wrappers[ObjectIdentifier(p)] != nil { return }
            guard case .primitive(let bound)? = interp.lookup(p.name), bound === p else {
                throw EvalError.wrongType(object: Printer.errorRepresentation(procedure), argument: argument, procedure: name)
            }
            let wrapper = makeWrapper(for: p)
            wrappers[ObjectIdentifier(wrapper)] = (wrapper, p)
            interp.define(p.name, .primitive(wrapper))
        default:
            throw EvalError.wrongType(object: Printer.errorRepresentation(procedure), argument: argument, procedure: name)
        }
    }

    private func untrace(_ procedure: Value, argument: Int, by name: String) throws {
        switch procedure {
        case .closure(let c):
            tracedClosures[ObjectIdentifier(c)] = nil
            updateInstallation()
        case .primitive(let p):
            if let pair = wrappers.removeValue(forKey: ObjectIdentifier(p)) { restore(pair.wrapper, pair.original) }
        default:
            throw EvalError.wrongType(object: Printer.errorRepresentation(procedure), argument: argument, procedure: name)
        }
    }

    /// Puts `original` back under its name, unless the program has bound
    /// something else there since.
    private func restore(_ wrapper: Primitive, _ original: Primitive) {
        if case .primitive(let bound)? = interp.lookup(original.name), bound === wrapper {
            interp.define(original.name, .primitive(original))
        }
    }

    /// Watches the interpreter's calls only while a compound procedure is
    /// traced: otherwise calls run at full speed.
    private func updateInstallation() {
        let needed = tracesEverything || !tracedClosures.isEmpty
        let installed = ObserverChain.contains(self, in: interp)
        if needed && !installed {
            pending.removeAll()
            ObserverChain.setEnd(of: interp, to: self)
        } else if !needed && installed {
            ObserverChain.setEnd(of: interp, to: nil)
        }
    }

    private func makeWrapper(for original: Primitive) -> Primitive {
        Primitive(original.name, min: original.minArgs, max: original.maxArgs) { [weak self] args in
            guard let self else { return try original.call(args) }
            let key = 2 * self.interp.depth + 1
            // A built-in called by a built-in (the kit's `sum` calling `cube`)
            // nests inside it at the same depth: only deeper calls are stale.
            self.dropStale(from: key + 1)
            let level = self.pending.count
            self.pending.append(Pending(key: key, level: level))
            // An error leaves this call and everything it started.
            defer { if self.pending.count > level { self.pending.removeSubrange(level...) } }
            self.writeCall(original.name, args, level: level)
            let value = try original.call(args)
            self.writeLine(level, Printer.write(value))
            return value
        }
    }

    // MARK: The observer

    private func isTraced(_ closure: Closure) -> Bool {
        tracesEverything || tracedClosures[ObjectIdentifier(closure)] != nil
    }

    /// Forgets pending calls an error has abandoned: none can be at `key`
    /// or deeper when a call is made there.
    private func dropStale(from key: Int) {
        while let last = pending.last, last.key >= key { pending.removeLast() }
    }

    /// A call: a line for it if it is traced. A tail call continues the
    /// chain of the call it replaces, at that call's level.
    public func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) {
        let key = 2 * depth
        if tail {
            dropStale(from: key + 1)
            // A tail call from a traced call (or from a chain that began with
            // one) is drawn where that call was; its value is the chain's.
            if let last = pending.last, last.key == key {
                if isTraced(procedure) { writeCall(procedure.displayName, arguments, level: last.level) }
                return
            }
        } else {
            dropStale(from: key)
        }
        guard isTraced(procedure) else { return }
        let level = pending.count
        pending.append(Pending(key: key, level: level))
        writeCall(procedure.displayName, arguments, level: level)
    }

    /// A return: a line with the value if the chain began with a traced call.
    public func leave(_ procedure: Closure, value: Value, depth: Int) {
        let key = 2 * depth
        dropStale(from: key + 1)
        guard let last = pending.last, last.key == key else { return }
        pending.removeLast()
        guard !interp.output.isFull else { return }
        writeLine(last.level, Printer.write(value))
    }

    // MARK: Output

    private func writeCall(_ name: String, _ arguments: [Value], level: Int) {
        // A full port drops the line: no need to print the arguments (a
        // list of 5,000 at each of 5,000 calls).
        guard !interp.output.isFull else { return }
        var text = "(" + name
        for argument in arguments {
            text += " "
            text += Printer.write(argument)
        }
        writeLine(level, text + ")")
    }

    private func writeLine(_ level: Int, _ text: String) {
        interp.output.freshLine()
        interp.output.write(Self.prefix(level: level) + text + "\n")
    }

    /// The bars before a line at `level` (0 for the outermost call), as Chez
    /// draws them: `|`, `| `, `| |`, ... up to level 9; from level 10 on,
    /// the level as a number, right-aligned in the same eleven columns:
    /// `| | | |[10]`, `| | | [100]`.
    public static func prefix(level: Int) -> String {
        let bars = "| | | | | | "
        if level < 10 { return String(bars.prefix(level + 1)) }
        let number = "[\(level)]"
        return String(bars.prefix(max(0, 11 - number.count))) + number
    }
}
