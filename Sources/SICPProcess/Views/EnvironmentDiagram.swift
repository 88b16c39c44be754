import SICPScheme

/// The environment model of an evaluation, as SICP 3.2 draws it: `,env EXPR`.
///
/// ```
/// sicp> ,env (f 5)
/// ┌─ global ─────────────────────────┐
/// │ square: procedure P1             │
/// ...
/// ```
///
/// The global frame holds the program's own bindings (not the built-ins
/// nor the kit's). Then every frame that existed before `EXPR` and that a
/// procedure reachable from the globals still holds, then every frame
/// `EXPR` made (a compound procedure's call, a `let`'s, a named `let`'s loop
/// frame), named E1, E2, ... in that order, each with the call that made
/// it and its enclosing environment. A tail call makes a frame as any
/// call does (the evaluator, watched, does not reuse the caller's). Each
/// binding shows its value as it stands at the end (or, with `--at N`,
/// just after frame N was made); a procedure object is drawn once, with
/// its parameters, its body and its environment.
public struct EnvironmentDiagram: Sendable {
    /// A frame: `global`, or `E1`, `E2`, ...
    public struct Frame: Sendable, Equatable {
        public var id: String
        /// The enclosing environment's id; nil for the global frame.
        public var parent: String?
        /// Name and value as `write` prints it, or `procedure P1`.
        public var bindings: [Binding]
        /// `(f 5)`: the call that made the frame; nil for the global frame
        /// and a frame made before the expression ran.
        public var call: String?
    }

    public struct Binding: Sendable, Equatable {
        public var name: String
        public var text: String
        /// The procedure object bound, if it is one.
        public var procedure: String?
    }

    /// A procedure object: the book's pair of circles.
    public struct Procedure: Sendable, Equatable {
        public var id: String
        public var name: String?
        public var parameters: [String]
        public var body: String
        /// The id of the frame it was made in.
        public var env: String
    }

    public var frames: [Frame] = []
    public var procedures: [Procedure] = []

    /// The most frames drawn, by default.
    public static let defaultFrameLimit = 200
    /// The widest text of a binding's value or a call.
    static let textWidth = 60

    /// What `,env` refuses to draw.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    // MARK: Recording

    /// Evaluates `datum` in `interp`, recording every frame it makes.
    /// - Parameters:
    ///   - at: the drawing just after the `at`th frame was made (counting
    ///     the frames made before that the drawing includes).
    ///   - frameLimit: the most frames drawn; more stops the evaluation
    ///     with a `Refusal` naming the options.
    /// - Returns: the diagram and the value (or the error).
    public static func record(
        _ interp: Interp, _ datum: Value, at: Int? = nil, frameLimit: Int = defaultFrameLimit
    ) -> (diagram: EnvironmentDiagram?, result: Result<Value, any Error>) {
        let recorder = EnvironmentRecorder(interp: interp, at: at, frameLimit: frameLimit, expression: Printer.brief(datum, limit: 60))
        recorder.next = interp.observer
        interp.observer = recorder
        defer { ObserverChain.remove(recorder, from: interp) }
        let result = Result { try interp.evaluate(datum: datum) }
        if case .failure(let error) = result, error is Refusal { return (nil, result) }
        if let snapshot = recorder.snapshot { return (snapshot, result) }
        if let at {
            let made = recorder.before.count + recorder.made.count
            return (nil, .failure(Refusal(description: ",env --at \(at): the expression made \(made == 1 ? "1 frame" : "\(made) frames")"
                + (recorder.before.isEmpty ? "" : " (counting the \(recorder.before.count) made before it)"))))
        }
        do {
            return (try recorder.diagram(), result)
        } catch {
            return (nil, .failure(error))
        }
    }

    // MARK: JSON

    /// `{"frames": [{"id", "parent", "bindings": {NAME: TEXT}, "call"}],
    /// "procedures": [{"id", "parameters", "body", "env"}]}`, one frame or
    /// procedure a line.
    public var json: String {
        var text = "{\"frames\": [\n"
        text += frames.map { frame in
            "  {\"id\": " + JSON.string(frame.id) + ", \"parent\": " + (frame.parent.map(JSON.string) ?? "null")
                + ", \"bindings\": {" + frame.bindings.map { JSON.string($0.name) + ": " + JSON.string($0.text) }.joined(separator: ", ")
                + "}, \"call\": " + (frame.call.map(JSON.string) ?? "null") + "}"
        }.joined(separator: ",\n")
        text += "\n], \"procedures\": [" + (procedures.isEmpty ? "" : "\n")
        text += procedures.map { p in
            "  {\"id\": " + JSON.string(p.id) + ", \"parameters\": [" + p.parameters.map(JSON.string).joined(separator: ", ")
                + "], \"body\": " + JSON.string(p.body) + ", \"env\": " + JSON.string(p.env) + "}"
        }.joined(separator: ",\n")
        return text + (procedures.isEmpty ? "" : "\n") + "]}\n"
    }

    // MARK: Text

    /// The global frame across the top, then the other frames side by
    /// side in the order made, as many a band as the window holds, each a
    /// box headed by its name, its enclosing environment and its call, its
    /// bindings inside; under a band, the procedure objects first bound in
    /// its frames, each with its parameters, body and environment. Nothing
    /// is wider than `columns`: a long line folds inside its box.
    public func render(columns: Int = 80) -> String {
        let width = max(columns, 30)
        var text = ""
        var shown: Set<String> = []
        func box(_ frame: Frame) -> [String] {
            var title = frame.id
            if let parent = frame.parent { title += " → " + parent }
            let lines = frame.bindings.map { $0.name + ": " + $0.text }
            let call = frame.call ?? (frame.parent == nil ? nil : "(made before)")
            let inner = min(width - 4, max(lines.map(\.count).max() ?? 0, title.count + 3, call?.count ?? 0))
            let callLines = call.map { Self.fold($0, inner) } ?? []
            var bindingLines = lines.flatMap { Self.fold($0, inner) }
            if callLines.isEmpty && bindingLines.isEmpty { bindingLines = [""] }
            let head = "┌─ " + String(title.prefix(inner - 1)) + " "
            var out = [head + String(repeating: "─", count: max(0, inner + 3 - head.count)) + "┐"]
            func row(_ line: String) { out.append("│ " + line + String(repeating: " ", count: inner - line.count) + " │") }
            callLines.forEach(row)
            if !callLines.isEmpty && !bindingLines.isEmpty { out.append("├" + String(repeating: "─", count: inner + 2) + "┤") }
            bindingLines.forEach(row)
            out.append("└" + String(repeating: "─", count: inner + 2) + "┘")
            return out
        }
        func procedures(of band: [Frame]) {
            for frame in band {
                for binding in frame.bindings {
                    guard let id = binding.procedure, !shown.contains(id),
                          let p = self.procedures.first(where: { $0.id == id }) else { continue }
                    shown.insert(id)
                    text += Self.procedureLines(p, width: width)
                }
            }
        }
        var band: [[String]] = []
        var bandFrames: [Frame] = []
        var used = 0
        func flush() {
            guard !band.isEmpty else { return }
            let height = band.map(\.count).max() ?? 0
            for line in 0..<height {
                var out = ""
                for (i, lines) in band.enumerated() {
                    let piece = line < lines.count ? lines[line] : ""
                    let w = lines[0].count
                    out += piece + (i + 1 < band.count ? String(repeating: " ", count: w - piece.count + 1) : "")
                }
                while out.hasSuffix(" ") { out.removeLast() }
                text += out + "\n"
            }
            procedures(of: bandFrames)
            band = []
            bandFrames = []
            used = 0
        }
        for frame in frames {
            let lines = box(frame)
            let w = lines[0].count + 1
            if frame.parent == nil || (used + w > width + 1 && !band.isEmpty) { flush() }
            band.append(lines)
            bandFrames.append(frame)
            used += w
            if frame.parent == nil { flush() }
        }
        flush()
        for p in self.procedures where !shown.contains(p.id) { text += Self.procedureLines(p, width: width) }
        return text
    }

    /// `  P1 ◎◎ → global  parameters: x`, then its body, folded to `width`.
    static func procedureLines(_ p: Procedure, width: Int) -> String {
        let line = "  " + p.id + " ◎◎ → " + p.env + "  parameters: " + (p.parameters.isEmpty ? "none" : p.parameters.joined(separator: " "))
        let body = "     body: " + p.body
        return (fold(line, width) + fold(body, width, indent: 11)).map { $0 + "\n" }.joined()
    }

    /// `line` cut into pieces of at most `width` characters, the pieces
    /// after the first indented by `indent`.
    static func fold(_ line: String, _ width: Int, indent: Int = 2) -> [String] {
        var pieces: [String] = []
        var rest = Substring(line)
        var first = true
        while !rest.isEmpty {
            let room = max(first ? width : width - indent, 1)
            var piece = rest.prefix(room)
            // Break after a space when there is one in the last two thirds.
            if piece.count < rest.count, let space = piece.lastIndex(of: " "),
               piece.distance(from: piece.startIndex, to: space) >= room / 3 {
                piece = piece[...space]
            }
            var shown = String(piece)
            while shown.hasSuffix(" ") { shown.removeLast() }
            pieces.append((first ? "" : String(repeating: " ", count: indent)) + shown)
            rest = rest.dropFirst(piece.count)
            first = false
        }
        return pieces
    }
}

/// Records the frames an evaluation makes, and keeps them (and the frames
/// the program's procedures held before) alive until the drawing is made.
final class EnvironmentRecorder: ForwardingObserver {
    var next: (any CallObserver)?
    let interp: Interp
    let at: Int?
    let frameLimit: Int
    let expression: String
    /// Frames reachable from the program's procedures before the evaluation.
    private(set) var before: [EnvironmentFrame] = []
    /// The frames made, with their calls, in the order made.
    private(set) var made: [(frame: EnvironmentFrame, call: String, procedure: Closure?)] = []
    /// The drawing at `at`, once made.
    private(set) var snapshot: EnvironmentDiagram?
    /// Set once past the limit: the next call stops the evaluation.
    private var refusal: EnvironmentDiagram.Refusal?

    init(interp: Interp, at: Int?, frameLimit: Int, expression: String) {
        self.interp = interp
        self.at = at
        self.frameLimit = max(1, frameLimit)
        self.expression = expression
        var walk = ValueWalk()
        for (_, value) in interp.ownGlobals { walk.closures(in: value) }
        var seen: Set<ObjectIdentifier> = []
        var pending = walk.found.compactMap(\.environment)
        while let frame = pending.first {
            pending.removeFirst()
            guard seen.insert(frame.id).inserted else { continue }
            frame.keep()
            before.append(frame)
            if let parent = frame.parent { pending.append(parent) }
            var inner = ValueWalk()
            for binding in frame.bindings { if let value = binding.value { inner.closures(in: value) } }
            pending += inner.found.compactMap(\.environment)
            if before.count > frameLimit { break }
        }
        if let at, at <= before.count {
            snapshot = try? diagram()
        }
    }

    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
        if let refusal { throw refusal }
        try next?.enter(procedure, arguments: arguments, depth: depth, tail: tail)
    }

    func leave(_ procedure: Closure, value: Value, depth: Int) {
        next?.leave(procedure, value: value, depth: depth)
    }

    func step(in procedure: String, depth: Int) throws {
        if interp.interrupt.isRequested { throw interp.interrupt.error }
        try next?.step(in: procedure, depth: depth)
    }

    func forcedRest(of procedure: String, depth: Int) throws {
        if interp.interrupt.isRequested { throw interp.interrupt.error }
        try next?.forcedRest(of: procedure, depth: depth)
    }

    func frameMade(_ frame: EnvironmentFrame, by procedure: Closure?) {
        next?.frameMade(frame, by: procedure)
        guard snapshot == nil, refusal == nil else { return }
        if before.count + made.count >= frameLimit {
            refusal = EnvironmentDiagram.Refusal(description: ",env draws \(frameLimit) frames at most: \(expression) makes more;"
                + " narrow it with --at N (the drawing just after frame N), --frames N (up to 1000), or a smaller argument")
            made = []
            return
        }
        // Held until the drawing is made: not reused by a later call.
        frame.keep()
        made.append((frame, call(frame, procedure), procedure))
        if let at, before.count + made.count == at { snapshot = try? diagram() }
    }

    /// `(f 5)` for a procedure's frame; `(let ((x 1)) …)` for a `let`'s.
    private func call(_ frame: EnvironmentFrame, _ procedure: Closure?) -> String {
        let bindings = frame.bindings
        if let procedure {
            let code = procedure.code
            var arguments = bindings.prefix(code.parameters.count).map { Self.text($0.value) }
            if code.restParameter != nil, bindings.count > code.parameters.count,
               let rest = bindings[code.parameters.count].value?.listElements {
                arguments += rest.map { Self.text($0) }
            }
            // An anonymous procedure's name is filled in when the diagram
            // is made (the name it is bound to, or its P number).
            let head = procedure.name ?? "\u{0}"
            return CallTree.elided("(" + head + arguments.map { " " + $0 }.joined() + ")", width: EnvironmentDiagram.textWidth)
        }
        switch frame.layout.kind {
        case .namedLet: return "(let " + (frame.layout.names.first ?? "") + " …)"
        case .letrec: return "(letrec (" + frame.layout.names.joined(separator: " ") + ") …)"
        case .syntax: return "(let-syntax …)"
        case .let, .procedure:
            let inits = bindings.map { "(" + $0.name + " " + Self.text($0.value) + ")" }.joined(separator: " ")
            return CallTree.elided("(let (" + inits + ") …)", width: EnvironmentDiagram.textWidth)
        }
    }

    /// A value in a call: a procedure by its name.
    static func text(_ value: Value?) -> String {
        guard let value else { return "*unassigned*" }
        if case .closure(let c) = value { return CallTreeRecorder.name(of: c) }
        if case .primitive(let p) = value { return p.name }
        return Printer.brief(value, limit: 30)
    }

    /// The diagram of the frames now.
    /// - Throws: `Refusal` past the frame limit.
    func diagram() throws -> EnvironmentDiagram {
        var diagram = EnvironmentDiagram()
        var ids: [ObjectIdentifier: String] = [:]
        var frames: [EnvironmentFrame] = []
        var calls: [ObjectIdentifier: String] = [:]
        func add(_ frame: EnvironmentFrame) {
            guard ids[frame.id] == nil else { return }
            ids[frame.id] = "E\(frames.count + 1)"
            frames.append(frame)
        }
        for frame in before { add(frame) }
        for (frame, call, _) in made {
            add(frame)
            calls[frame.id] = call
        }
        let globalNames = Dictionary(interp.ownGlobals.compactMap { global -> (ObjectIdentifier, String)? in
            guard case .closure(let c) = global.value else { return nil }
            return (ObjectIdentifier(c), global.name)
        }, uniquingKeysWith: { first, _ in first })
        var procedures: [ObjectIdentifier: String] = [:]
        var order: [Closure] = []
        func bind(_ name: String, _ value: Value?) -> EnvironmentDiagram.Binding {
            guard let value else { return .init(name: name, text: "*unassigned*") }
            var walk = ValueWalk()
            walk.closures(in: value)
            for c in walk.found where procedures[ObjectIdentifier(c)] == nil {
                procedures[ObjectIdentifier(c)] = "P\(order.count + 1)"
                order.append(c)
            }
            if case .closure(let c) = value, let id = procedures[ObjectIdentifier(c)] {
                return .init(name: name, text: "procedure " + id, procedure: id)
            }
            return .init(name: name, text: Printer.brief(value, limit: EnvironmentDiagram.textWidth))
        }
        diagram.frames.append(.init(id: "global", parent: nil,
                                    bindings: interp.ownGlobals.map { bind($0.name, $0.value) }, call: nil))
        var index = 0
        var processed = 0
        // Frames and procedures until no new one is reached: a procedure's
        // environment, a frame's parent.
        while index < frames.count || processed < order.count {
            while index < frames.count {
                let frame = frames[index]
                if let parent = frame.parent { add(parent) }
                let bindings = frame.bindings.map { bind($0.name, $0.value) }
                diagram.frames.append(.init(id: ids[frame.id]!, parent: frame.parent.map { ids[$0.id]! } ?? "global",
                                            bindings: bindings, call: calls[frame.id]))
                index += 1
                if frames.count > frameLimit {
                    throw EnvironmentDiagram.Refusal(description: ",env draws \(frameLimit) frames at most: the procedures reach more;"
                        + " narrow it with --at N or --frames N (up to 1000)")
                }
            }
            while processed < order.count {
                if let env = order[processed].environment { add(env) }
                processed += 1
            }
            if index == frames.count && processed == order.count {
                // The anonymous procedures called: `(W1 50)` by the name
                // bound to the procedure, else its number, `(P5 50)`.
                for (frame, _, procedure) in made {
                    guard let procedure, procedure.name == nil, let i = diagram.frames.firstIndex(where: { $0.id == ids[frame.id] })
                    else { continue }
                    var head = globalNames[ObjectIdentifier(procedure)]
                    if head == nil {
                        if procedures[ObjectIdentifier(procedure)] == nil {
                            procedures[ObjectIdentifier(procedure)] = "P\(order.count + 1)"
                            order.append(procedure)
                        }
                        head = procedures[ObjectIdentifier(procedure)]
                    }
                    diagram.frames[i].call = diagram.frames[i].call?.replacingFirst("\u{0}", with: head!)
                }
            }
        }
        for c in order {
            let code = c.code
            var parameters = code.parameters
            if let rest = code.restParameter { parameters += [".", rest] }
            diagram.procedures.append(.init(
                id: procedures[ObjectIdentifier(c)]!, name: c.name, parameters: parameters,
                body: code.sourceBody.map { Printer.write($0) }.joined(separator: " "),
                env: c.environment.map { ids[$0.id] ?? "?" } ?? "global"))
        }
        return diagram
    }
}

/// The compound procedures in a value: itself, or in the pairs and vectors
/// it holds (each pair once, so a circular list ends; at most 10 000).
struct ValueWalk {
    private(set) var found: [Closure] = []
    private var seenClosures: Set<ObjectIdentifier> = []
    private var seen: Set<ObjectIdentifier> = []

    mutating func closures(in value: Value) {
        var pending = [value]
        var steps = 0
        while let next = pending.popLast(), steps < 10_000 {
            steps += 1
            switch next {
            case .closure(let c):
                if seenClosures.insert(ObjectIdentifier(c)).inserted { found.append(c) }
            case .pair(let p):
                guard seen.insert(ObjectIdentifier(p)).inserted else { continue }
                pending.append(p.cdr)
                pending.append(p.car)
            default:
                continue
            }
        }
    }
}

extension String {
    /// The string with the first `target` replaced.
    fileprivate func replacingFirst(_ target: Character, with text: String) -> String {
        guard let i = firstIndex(of: target) else { return self }
        return String(self[..<i]) + text + String(self[index(after: i)...])
    }
}

/// JSON text (the views' and the command's).
package enum JSON {
    /// `text` as a JSON string, quoted and escaped.
    package static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
