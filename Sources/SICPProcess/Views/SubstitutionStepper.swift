import SICP
import SICPScheme

/// The machine behind `Substitution.run`: the book's reduction rule, one
/// line a step.
///
/// A step makes every reduction that is ready at once, left to right: all
/// the calls of compound procedures whose operands are values (in normal
/// order: whatever their operands) are replaced by their bodies; if there
/// is none, all the applications of primitives whose operands are values
/// are replaced by their values (and the names of values by the values).
/// Special forms reduce as soon as their test is a value (`(if #f a b)` is
/// `b`), within the step that made the value.
///
/// The expression is kept as frames (the forms waiting for one part of
/// them, as `(* 6 [])` waits) around a focus that holds every part still
/// being reduced, so that a step costs the size of the focus, not of the
/// whole expression.
final class Stepper {
    private let interp: Interp
    private let options: Substitution.Options
    private let print: (String) -> Void
    /// The deepest expression nesting walked recursively.
    private let expressionDepthLimit = 10_000

    /// Applications made, for `maximumSteps`.
    private var applications = 0
    /// Steps made, to poll Ctrl-C every so many.
    private var transitions = 0
    /// Whether the expression has changed since the last line.
    private var dirty = false
    /// Whether the last line was bodies just substituted, and only
    /// primitives were applied since (their operands reduced).
    private var afterBodies = false
    /// Whether the bodies substituted by the last step hold no test.
    private var plainBodies = false
    private var linesSeen = 0
    private let headLimit: Int
    private let tailLimit: Int
    private var tail: [Snapshot] = []
    private var counts: [(name: String, count: Int, inTests: Int)] = []
    private var countIndex: [String: Int] = [:]
    /// Applications of primitives whose value varies (`random`, `runtime`).
    private var impure = 0
    private var lambdas: [ObjectIdentifier: Lambda] = [:]
    /// Names of the anonymous procedures bound to globals, and the procedures
    /// (kept so that their identities stay theirs).
    private var closureNames: [ObjectIdentifier: String] = [:]
    private var namedClosures: [Closure] = []
    private var globals: [ObjectIdentifier: Expr] = [:]
    private var recentFrame: Frame?
    private var recent: [(items: [Expr], impure: Int)] = []
    /// Internal procedures drawn, by name: the text of each group drawn
    /// under that name, in the order first drawn (the second is `add₂`).
    private var instances: [String: [(key: String, group: Group)]] = [:]
    private var instanceNames: [String] = []
    /// The name each internal procedure is drawn under, by group.
    private var drawnNames: [ObjectIdentifier: [String: String]] = [:]
    private var groupsSeen: [Group] = []
    /// The promises made by `delay` (and `cons-stream`) in the model, with
    /// their delayed expressions: drawn `(delay <exp>)` until forced, and
    /// forced by `force` and `stream-cdr` step by step (SICP 3.5.1).
    private var delayed: [ObjectIdentifier: (promise: Promise, expression: Expr)] = [:]
    /// The form that stands for a delayed expression being forced:
    /// `(#[forcing] <promise> <exp>)`, drawn as `<exp>` alone; once `<exp>`
    /// is a value, the promise keeps it (memo-proc) and the form is it.
    private static let forcing = "#[forcing]"
    /// The promises whose expressions are being reduced: a second `force`
    /// of one waits for the first to finish, then reads its value.
    private var pendingForces: Set<ObjectIdentifier> = []
    /// The promises of streams seen whose delayed expression is not known
    /// (kept, so that their identities stay theirs).
    private var opaque: Set<ObjectIdentifier> = []
    private var opaquePromises: [Promise] = []
    /// Streams being drawn, one inside the other; past the limit, `...`.
    private var streamsDrawn = 0
    private static let streamNestingLimit = 200
    /// `--table`: the calls made with nothing pending (an iteration's states).
    private var iterations: [(procedure: Lambda, arguments: [Expr], pending: Bool)] = []

    private enum Phase {
        case compound, primitive
    }

    init(_ interp: Interp, _ options: Substitution.Options, _ print: @escaping (String) -> Void) {
        self.interp = interp
        self.options = options
        self.print = print
        let lines = max(2, options.lines)
        headLimit = (lines + 1) / 2
        tailLimit = lines / 2
    }

    // MARK: Running

    func run(_ datum: Value) throws {
        // Sets the interpreter's stack check for this thread: primitives
        // are applied through `Interp.apply`.
        _ = try interp.evaluate(datum: .unspecified)
        let expression = try parse(datum, depth: 0)
        var frames: Frame?
        var focus = expression
        if case .list(let node) = expression, node.items.count == 3, keyword(node.items[0]) == "define",
           case .variable(let name) = node.items[1] {
            if case .procedure(let l) = node.items[2], l.name != nil {
                // `(define (f x) ...)`: defined as the interpreter defines it.
                line(nil, expression)
                _ = try interp.evaluate(datum: datum)
                flushTail()
                print(name.name)
                return
            }
            frames = Frame(.item(node.items, hole: 2), parent: nil, compound: false, test: false, definition: true)
            focus = node.items[2]
        }
        line(nil, expression)
        do {
            while true {
                transitions &+= 1
                if transitions & 255 == 0 && interp.interrupt.isRequested { throw interp.interrupt.error }
                focus = try normalize(focus)
                while focus.isValue, let f = frames {
                    if f.definition { return try finishDefinition(f, focus) }
                    frames = f.parent
                    focus = try normalize(try plug(f, focus))
                }
                if focus.isValue { return try finish(focus) }
                while let (frame, child) = try descend(focus, frames) {
                    if frame.depth > options.maximumDepth { throw EvalError.recursionDepthExceeded }
                    frames = frame
                    focus = child
                }
                let ready = readyCompound(focus)
                if ready, case .list(let node) = focus, case .procedure(let l) = node.items[0], isRedex(node) {
                    if recentFrame !== frames {
                        recentFrame = frames
                        recent.removeAll()
                    }
                    for r in recent where r.impure == impure && equal(r.items, node.items) {
                        return finishEndless(node.items)
                    }
                    recent.append((node.items, impure))
                    if recent.count > 16 { recent.removeFirst() }
                    if options.table { record(l, node.items, frames) }
                }
                if dirty && shouldDraw(ready, frames, focus) {
                    if !options.table { line(frames, focus) }
                    dirty = false
                    afterBodies = plainBodies && options.order == .applicative
                }
                plainBodies = ready
                let next = try step(focus, ready ? .compound : .primitive, inTest: frames?.inTest ?? false)
                // Every form the model knows reduces: a step that changes
                // nothing is a form it does not know.
                if same(next, focus) { throw EvalError.illFormed(drawn(focus)) }
                focus = next
                if ready { afterBodies = false }
                dirty = true
            }
        } catch {
            if dirty && !options.table { line(frames, focus) }
            flushTail()
            throw error
        }
    }

    /// Whether the state is a line: in normal order every state; in
    /// applicative order the bodies just substituted (unless they hold a
    /// test, as figure 1.3's do), the calls ready to be replaced by their
    /// bodies (unless only their operands were reduced since the bodies
    /// were drawn, as 1.1.5 goes from `(sum-of-squares (+ 5 1) (* 5 2))` to
    /// `(+ (square 6) (square 10))`), and every state once no call of a
    /// compound procedure is left.
    private func shouldDraw(_ ready: Bool, _ frames: Frame?, _ focus: Expr) -> Bool {
        if options.order == .normal || plainBodies { return true }
        if ready { return !afterBodies }
        return !(frames?.compound ?? false) && !containsCompound(focus)
    }

    private func finish(_ value: Expr) throws {
        if options.table { return try finishTable(value) }
        if dirty, !isUnspecified(value) {
            // The value alone is shown as Scheme writes it: a list unquoted.
            switch value {
            case .value(let v) where v.isPair || v.isSymbolOrNull:
                line(nil, .variable(Symbol.intern(Printer.write(v))))
            default:
                line(nil, value)
            }
        }
        flushTail()
        printKey()
        printCounts()
    }

    private func finishDefinition(_ frame: Frame, _ value: Expr) throws {
        guard case .item(let items, _) = frame.kind, case .variable(let name) = items[1] else { return }
        if dirty && !options.table { line(frame, value) }
        flushTail()
        interp.define(name.name, try realValue(value))
        globals[ObjectIdentifier(name)] = nil
        print(name.name)
        printKey()
        printCounts()
    }

    private func printCounts() {
        for (name, count, inTests) in counts {
            if inTests > 0 && inTests < count {
                print("\(name): \(count) (\(inTests) in predicates, \(count - inTests) elsewhere)")
            } else {
                print("\(name): \(count)")
            }
        }
    }

    /// The internal procedures drawn under one name that are not the same:
    /// each under its name (`add`, `add₂`) and its text.
    private func printKey() {
        // A key's text may name procedures drawn nowhere else: keyed in turn.
        var next = 0
        while next < instanceNames.count {
            let name = instanceNames[next]
            next += 1
            guard let list = instances[name], list.count > 1 else { continue }
            for (i, instance) in list.enumerated() {
                print(Self.subscripted(name, i) + " = " + keyText(name, instance.group))
            }
        }
    }

    private func finishEndless(_ items: [Expr]) {
        flushTail()
        let call = cut([drawn(.list(ListNode(items)))], width: options.width <= 0 ? 0 : options.width - 40)
        print(";\(call) reduces to \(call) again: this evaluation never ends.")
    }

    private func isUnspecified(_ e: Expr) -> Bool {
        if case .value(.unspecified) = e { return true }
        return false
    }

    // MARK: Figure 1.4's table

    /// A call about to be replaced by its body, and whether an operation
    /// waits for its value.
    private func record(_ l: Lambda, _ items: [Expr], _ frames: Frame?) {
        iterations.append((l, Array(items.dropFirst()), frames != nil && frames?.definition != true))
    }

    /// The states of the procedure called most often with nothing pending:
    /// one row per call, one column per parameter, numbers right-aligned.
    private func finishTable(_ value: Expr) throws {
        var tally: [String: Int] = [:]
        for call in iterations where !call.pending { tally[call.procedure.name ?? "", default: 0] += 1 }
        guard let name = tally.keys.sorted().max(by: { tally[$0, default: 0] < tally[$1, default: 0] }),
              let first = iterations.first(where: { ($0.procedure.name ?? "") == name }) else {
            print(drawn(value))
            printCounts()
            return
        }
        if let waiting = iterations.first(where: { $0.pending && ($0.procedure.name ?? "") == name }) {
            let call = drawn(.list(ListNode([.procedure(waiting.procedure)] + waiting.arguments)))
            print(";\(call) is called with an operation waiting for its value: \(name) makes a recursive process, and ,subst --table lays out the state variables of an iterative one")
            return
        }
        var rows = [first.procedure.parameters.map(\.name)]
        for (l, arguments, _) in iterations where (l.name ?? "") == name {
            rows.append(arguments.prefix(rows[0].count).map(drawn))
        }
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        for row in rows {
            var text = ""
            for (i, cell) in row.enumerated() {
                if i > 0 { text += "  " }
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                text += pad + cell
            }
            var end = text.endIndex
            while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
            print(String(text[..<end]))
        }
        print(drawn(value))
        printCounts()
    }

    // MARK: Lines

    private func line(_ frames: Frame?, _ focus: Expr) {
        dirty = false
        linesSeen += 1
        let snapshot = Snapshot(frames: frames, focus: focus)
        if linesSeen <= headLimit {
            print(text(snapshot))
        } else {
            if tail.count == tailLimit { tail.removeFirst() }
            tail.append(snapshot)
        }
    }

    private func flushTail() {
        let elided = linesSeen - headLimit - tail.count
        if elided > 0 { print("... \(Substitution.grouped(elided)) step\(elided == 1 ? "" : "s") ...") }
        for snapshot in tail { print(text(snapshot)) }
        tail.removeAll()
    }

    private func chain(_ frames: Frame?) -> [Frame] {
        var chain: [Frame] = []
        var c = frames
        while let x = c {
            chain.append(x)
            c = x.parent
        }
        return chain.reversed()
    }

    /// A line: whole if it fits; else with repeated nesting shortened
    /// (`(inc ×27 (+ 13 5))`); else cut between tokens around ` ... `.
    private func text(_ snapshot: Snapshot) -> String {
        let chain = chain(snapshot.frames)
        var pieces: [String] = []
        pieces.reserveCapacity(2 * chain.count + 1)
        for frame in chain { pieces.append(prefix(frame)) }
        pieces.append(drawn(snapshot.focus))
        for frame in chain.reversed() { pieces.append(suffix(frame)) }
        if fits(pieces, options.width) { return pieces.joined() }
        // Repeated nesting: runs of frames alike (the focus continuing the
        // innermost run), then within the focus.
        var short: [String] = []
        var closing: [String] = []
        var focus = snapshot.focus
        var i = 0
        while i < chain.count {
            var j = i + 1
            while j < chain.count, alike(chain[i], chain[j]) { j += 1 }
            var run = j - i
            var inner = focus
            if j == chain.count, case .item(let items, let hole) = chain[i].kind, hole == items.count - 1 {
                let leading = Array(items[..<hole])
                while case .list(let next) = inner, next.items.count == items.count,
                      equal(Array(next.items.dropLast()), leading) {
                    run += 1
                    inner = next.items[next.items.count - 1]
                }
            }
            if run >= 3, case .item(let items, let hole) = chain[i].kind, hole == items.count - 1 {
                focus = inner
                var p = "("
                for e in items[..<hole] { draw(e, into: &p, compress: true); p += " " }
                short.append(p + "×\(run) ")
                closing.append(")")
            } else {
                for frame in chain[i..<j] {
                    short.append(prefix(frame))
                    closing.append(suffix(frame))
                }
            }
            i = j
        }
        var focusText = ""
        draw(focus, into: &focusText, compress: true)
        short.append(focusText)
        short += closing.reversed()
        return cut(short, width: options.width)
    }

    /// Frames `(inc [])` and `(inc [])`: the same form, the hole last.
    private func alike(_ a: Frame, _ b: Frame) -> Bool {
        guard case .item(let x, let i) = a.kind, case .item(let y, let j) = b.kind,
              i == x.count - 1, j == y.count - 1, i == j else { return false }
        return equal(Array(x[..<i]), Array(y[..<j]))
    }

    private func fits(_ pieces: [String], _ width: Int) -> Bool {
        if width <= 0 { return true }
        var total = 0
        for piece in pieces {
            total += piece.count
            if total > width { return false }
        }
        return true
    }

    private static func delimiter(_ c: Character) -> Bool {
        c == " " || c == "(" || c == ")"
    }

    /// The pieces joined, or, when wider than `width` (0: never), their
    /// first and last tokens around ` ... `: a cut falls between tokens,
    /// never inside a number or a name.
    private func cut(_ pieces: [String], width: Int) -> String {
        if fits(pieces, width) { return pieces.joined() }
        let width = max(width, 20)
        let keep = width - 5
        let headCount = (keep + 1) / 2
        let tailCount = keep - headCount
        var head: [Character] = []
        for piece in pieces {
            for c in piece {
                head.append(c)
                if head.count > headCount { break }
            }
            if head.count > headCount { break }
        }
        var p = headCount
        while p > 0, !(Self.delimiter(head[p - 1]) || Self.delimiter(head[p])) { p -= 1 }
        var tailReversed: [Character] = []
        for piece in pieces.reversed() {
            for c in piece.reversed() {
                tailReversed.append(c)
                if tailReversed.count > tailCount { break }
            }
            if tailReversed.count > tailCount { break }
        }
        // q characters kept from the end: a boundary between tailReversed[q] and [q - 1].
        var q = tailCount
        while q > 0, !(Self.delimiter(tailReversed[q - 1]) || Self.delimiter(tailReversed[q])) { q -= 1 }
        var headText = String(head[..<p])
        while headText.hasSuffix(" ") || headText.hasSuffix("(") { headText.removeLast() }
        var tailText = String(tailReversed[..<q].reversed())
        while tailText.hasPrefix(" ") { tailText.removeFirst() }
        return headText + " ... " + tailText
    }

    private func prefix(_ f: Frame) -> String {
        if let p = f.prefix { return p }
        if case .item(let items, _) = f.kind, keyword(items[0]) == Self.forcing {
            f.prefix = ""
            return ""
        }
        var out = "("
        switch f.kind {
        case .item(let items, let hole):
            if f.definition, case .variable(let name) = items[1] {
                out += "define " + name.name + " "
            } else {
                for e in items[..<hole] { draw(e, into: &out); out += " " }
            }
        case .condTest(let items, _):
            draw(items[0], into: &out)
            out += " ("
        case .letInit(let items, let bindings, let index):
            draw(items[0], into: &out)
            out += " ("
            for b in bindings[..<index] { draw(b, into: &out); out += " " }
            if case .list(let b) = bindings[index], case .variable(let name) = b.items[0] { out += "(" + name.name + " " }
        }
        f.prefix = out
        return out
    }

    private func suffix(_ f: Frame) -> String {
        if let s = f.suffix { return s }
        if case .item(let items, _) = f.kind, keyword(items[0]) == Self.forcing {
            f.suffix = ""
            return ""
        }
        var out = ""
        func rest(_ exprs: ArraySlice<Expr>) {
            for e in exprs { out += " "; draw(e, into: &out) }
        }
        switch f.kind {
        case .item(let items, let hole):
            rest(items[(hole + 1)...])
            out += ")"
        case .condTest(let items, let clause):
            rest(clause[1...])
            out += ")"
            rest(items[2...])
            out += ")"
        case .letInit(let items, let bindings, let index):
            out += ")"
            rest(bindings[(index + 1)...])
            out += ")"
            rest(items[2...])
            out += ")"
        }
        f.suffix = out
        return out
    }

    private func drawn(_ e: Expr) -> String {
        var out = ""
        draw(e, into: &out)
        return out
    }

    /// The most characters drawn of one piece of a line: normal order can
    /// make an expression whose text is exponentially long (its parts
    /// shared); past this it is cut with ` ...`, and the line is elided anyway.
    private static let drawLimit = 100_000

    private func draw(_ e: Expr, into out: inout String, compress: Bool = false) {
        if out.utf8.count > Self.drawLimit {
            if !out.hasSuffix(" ...") { out += " ..." }
            return
        }
        switch e {
        case .value(.closure(let c)) where c.name == nil && closureNames[ObjectIdentifier(c)] != nil:
            out += closureNames[ObjectIdentifier(c)] ?? ""
        case .value(.promise(let p)) where delayed[ObjectIdentifier(p)] != nil:
            // `(delay <exp>)` until forced; then `(delay <value>)`.
            out += "(delay "
            if let value = p.value {
                draw(.value(value), into: &out, compress: compress)
            } else if let d = delayed[ObjectIdentifier(p)] {
                draw(d.expression, into: &out, compress: compress)
            }
            out += ")"
        case .value(.pair(let pair)) where isModelStream(pair):
            // A stream: `(cons <a> (delay <b>))`, as 3.5.1 writes
            // `(cons 10000 (delay (stream-enumerate-interval ...)))`. A rest
            // whose expression is not known (a built-in procedure computes
            // it) is the promise as MIT writes it, `(cons 2 #[promise 12])`.
            if streamsDrawn > Self.streamNestingLimit {
                out += "..."
                return
            }
            streamsDrawn += 1
            defer { streamsDrawn -= 1 }
            out += "(cons "
            if case .pair = pair.car, !isModelStreamValue(pair.car) {
                out += Self.valueText(pair.car)
            } else {
                draw(.value(pair.car), into: &out, compress: compress)
            }
            out += " "
            draw(.value(pair.cdr), into: &out, compress: compress)
            out += ")"
        case .value(let v): out += Self.valueText(v)
        case .variable(let s): out += s.name
        case .procedure(let l):
            if let name = l.name {
                out += l.group.map { procedureName(name, $0) } ?? name
                return
            }
            out += "(lambda " + Self.parameterText(l)
            for form in l.body { out += " "; draw(form, into: &out, compress: compress) }
            out += ")"
        case .list(let node):
            let items = node.items
            if items.count == 3, keyword(items[0]) == Self.forcing {
                draw(items[2], into: &out, compress: compress)
                return
            }
            if items.count == 3, case .variable(let k) = items[0], k.name == "define",
               case .procedure(let l) = items[2], l.name != nil {
                out += "(define (" + (l.name ?? "")
                for p in l.parameters { out += " " + p.name }
                if let r = l.rest { out += " . " + r.name }
                out += ")"
                for form in l.body { out += " "; draw(form, into: &out, compress: compress) }
                out += ")"
                return
            }
            out += "("
            if compress, items.count >= 2 {
                // `(inc (inc (inc x)))` as `(inc ×3 x)`.
                var run = 1
                var inner = items[items.count - 1]
                while case .list(let next) = inner, next.items.count == items.count,
                      equal(Array(next.items.dropLast()), Array(items.dropLast())) {
                    run += 1
                    inner = next.items[next.items.count - 1]
                }
                if run >= 3 {
                    for item in items.dropLast() { draw(item, into: &out, compress: true); out += " " }
                    out += "×\(run) "
                    draw(inner, into: &out, compress: true)
                    out += ")"
                    return
                }
            }
            for (i, item) in items.enumerated() {
                if i > 0 { out += " " }
                draw(item, into: &out, compress: compress)
            }
            out += ")"
        }
    }

    // MARK: Internal procedures' names

    /// The name an internal procedure is drawn under: its own for the first
    /// group of that name drawn, `add₂`, `add₃` for other groups whose
    /// procedures differ (two `make-adder` calls' `add`s).
    private func procedureName(_ name: String, _ group: Group) -> String {
        let id = ObjectIdentifier(group)
        if let known = drawnNames[id]?[name] { return known }
        if drawnNames[id] == nil { groupsSeen.append(group) }
        var key = ""
        for (memberName, member) in group.members {
            key += memberName.name + " (lambda " + Self.parameterText(member)
            for form in member.body { key += " "; draw(form, into: &key) }
            key += ")\n"
        }
        var list = instances[name] ?? []
        if list.isEmpty { instanceNames.append(name) }
        let index: Int
        if let i = list.firstIndex(where: { $0.key == key }) {
            index = i
        } else {
            index = list.count
            list.append((key, group))
            instances[name] = list
        }
        let shown = Self.subscripted(name, index)
        drawnNames[id, default: [:]][name] = shown
        return shown
    }

    /// An internal procedure's `lambda`, the procedures defined with it
    /// under the names they are drawn under (`good-enough?₂`).
    private func keyText(_ name: String, _ group: Group) -> String {
        guard let member = group.members.first(where: { $0.0.name == name })?.1 else { return name }
        var map: [Symbol: Expr] = [:]
        for (sibling, _) in group.members {
            map[sibling] = .variable(Symbol.intern(procedureName(sibling.name, group)))
        }
        let anonymous = Lambda(name: nil, parameters: member.parameters, rest: member.rest, body: member.body)
        return drawn((try? substitute(.procedure(anonymous), map)) ?? .procedure(anonymous))
    }

    /// `add`, `add₂`, `add₃`...
    static func subscripted(_ name: String, _ index: Int) -> String {
        guard index > 0 else { return name }
        let digits: [Character] = ["₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"]
        return name + String(String(index + 1).compactMap { $0.wholeNumberValue.map { digits[$0] } })
    }

    private static func parameterText(_ l: Lambda) -> String {
        if l.parameters.isEmpty, let r = l.rest { return r.name }
        var text = "(" + l.parameters.map(\.name).joined(separator: " ")
        if let r = l.rest { text += " . " + r.name }
        return text + ")"
    }

    /// A value as the line shows it: as `write` shows it, procedures by
    /// name, data quoted, an integer too long to read by its size.
    static func valueText(_ v: Value) -> String {
        switch v {
        case .primitive(let p): return p.name
        case .closure(let c): return c.name ?? Printer.write(v)
        case .symbol, .pair, .null: return "'" + Printer.write(v)
        case .big(let n) where n.bitWidth > 60_000:
            let digits = Int(Double(n.bitWidth - 1) * 0.30102999566398120) + 1
            return "#[integer of about \(Substitution.grouped(digits)) digits]"
        default: return Printer.write(v)
        }
    }

    // MARK: Reading

    private static let keywords: Set<String> = [
        "if", "cond", "and", "or", "begin", "let", "let*", "letrec", "letrec*", "define", "lambda", "quote",
        "set!", "quasiquote", "unquote", "delay", "delay-force", "make-promise", "cons-stream", "do", "case",
        "when", "unless", "define-syntax", "let-syntax", "letrec-syntax", "named-lambda", "fluid-let",
        "define-record-type", "let-values", "define-values", "parameterize", "else", "=>", forcing,
    ]

    /// The forms that define macros: what they expand to is not in the source.
    private static let macroForms: Set<String> = [
        "define-syntax", "let-syntax", "letrec-syntax", "define-syntax-rule", "define-macro", "defmacro",
    ]

    /// The keywords' symbols, looked up by identity (no string hashing).
    private let keywordSymbols: Set<ObjectIdentifier> = Set(keywords.map { ObjectIdentifier(Symbol.intern($0)) })

    private func isKeyword(_ s: Symbol) -> Bool {
        keywordSymbols.contains(ObjectIdentifier(s))
    }

    private func keyword(_ e: Expr) -> String? {
        if case .variable(let s) = e, isKeyword(s) { return s.name }
        return nil
    }

    private func illFormed(_ datum: Value) -> EvalError {
        .illFormed(Printer.write(datum))
    }

    private func parse(_ d: Value, depth: Int) throws -> Expr {
        if depth > expressionDepthLimit { throw EvalError.recursionDepthExceeded }
        switch d {
        case .symbol(let s):
            return .variable(s)
        case .pair(let p):
            guard let items = d.listElements else { throw illFormed(d) }
            if case .symbol(let k) = p.car {
                if Self.macroForms.contains(k.name) || interp.isMacro(k.name) {
                    throw EvalError.user(message: "The substitution model cannot show a macro's use:", irritants: [Printer.write(d)])
                }
                switch k.name {
                case "quote":
                    guard items.count == 2 else { throw illFormed(d) }
                    return .value(items[1])
                case "lambda":
                    guard items.count >= 3 else { throw illFormed(d) }
                    return .procedure(try lambda(name: nil, items[1], Array(items[2...]), d, depth))
                case "define":
                    guard items.count >= 2 else { throw illFormed(d) }
                    if case .pair(let spec) = items[1] {
                        guard case .symbol(let name) = spec.car, items.count >= 3 else { throw illFormed(d) }
                        let l = try lambda(name: name.name, spec.cdr, Array(items[2...]), d, depth)
                        return .list(ListNode([.variable(k), .variable(name), .procedure(l)]))
                    }
                    guard case .symbol(let name) = items[1], items.count == 3 else { throw illFormed(d) }
                    var value = try parse(items[2], depth: depth + 1)
                    if case .procedure(let l) = value, l.name == nil {
                        value = .procedure(Lambda(name: name.name, parameters: l.parameters, rest: l.rest, body: l.body))
                    }
                    return .list(ListNode([.variable(k), .variable(name), value]))
                default:
                    break
                }
            }
            return .list(ListNode(try items.map { try parse($0, depth: depth + 1) }))
        default:
            return .value(d)
        }
    }

    private func lambda(name: String?, _ parameters: Value, _ body: [Value], _ form: Value, _ depth: Int) throws -> Lambda {
        var required: [Symbol] = []
        var rest: Symbol?
        var cursor = parameters
        loop: while true {
            switch cursor {
            case .null: break loop
            case .symbol(let s): rest = s; break loop
            case .pair(let p):
                guard case .symbol(let s) = p.car else { throw illFormed(form) }
                required.append(s)
                cursor = p.cdr
            default: throw illFormed(form)
            }
        }
        guard !body.isEmpty else { throw illFormed(form) }
        return Lambda(name: name, parameters: required, rest: rest,
                      body: try body.map { try parse($0, depth: depth + 1) })
    }

    /// What a value of the interpreter is in the model: a procedure
    /// defined at top level is its source; anything else is itself.
    private func expr(for value: Value) throws -> Expr {
        guard case .closure(let c) = value, c.isTopLevel, !c.code.sourceBody.isEmpty else { return .value(value) }
        if let l = lambdas[ObjectIdentifier(c)] { return .procedure(l) }
        let source = try lambda(name: c.name, c.code.sourceParameters, c.code.sourceBody, .unspecified, 0)
        let l = Lambda(name: c.name, parameters: source.parameters, rest: source.rest, body: source.body, closure: c)
        lambdas[ObjectIdentifier(c)] = l
        return .procedure(l)
    }

    private func global(_ s: Symbol) throws -> Expr {
        if let e = globals[ObjectIdentifier(s)] { return e }
        guard let value = interp.lookup(s.name) else { throw EvalError.unboundVariable(s.name) }
        if case .closure(let c) = value, c.name == nil, closureNames[ObjectIdentifier(c)] == nil {
            // A procedure made by another (`(define add4 (make-adder 4))`) is
            // shown by the name it is defined under.
            closureNames[ObjectIdentifier(c)] = s.name
            namedClosures.append(c)
        }
        let e = try expr(for: value)
        globals[ObjectIdentifier(s)] = e
        return e
    }

    // MARK: Compound or not

    private func isCompoundOperator(_ e: Expr) -> Bool {
        switch e {
        case .procedure: return true
        case .variable(let s):
            if isKeyword(s) { return false }
            if case .procedure? = try? global(s) { return true }
            return false
        default: return false
        }
    }

    private func containsCompound(_ e: Expr) -> Bool {
        guard case .list(let node) = e else { return false }
        if node.compound != 0 { return node.compound == 2 }
        let items = node.items
        var found = false
        if let first = items.first {
            if isCompoundOperator(first) {
                found = true
            } else if keyword(first) == "let", items.count > 1, case .variable = items[1] {
                found = true  // a named let is a call of its procedure
            } else {
                found = items.contains { containsCompound($0) }
            }
        }
        node.compound = found ? 2 : 1
        return found
    }

    private func containsCompound(_ exprs: ArraySlice<Expr>) -> Bool {
        exprs.contains { containsCompound($0) }
    }

    private func list(_ items: [Expr]) throws -> Expr {
        let node = ListNode(items)
        if node.depth > expressionDepthLimit { throw EvalError.recursionDepthExceeded }
        return .list(node)
    }


    // MARK: Reducing

    private static var unspecified: Expr { .value(.unspecified) }

    private func isProcedureExpr(_ e: Expr) -> Bool {
        switch e {
        case .procedure: return true
        case .value(let v): return v.isProcedure
        default: return false
        }
    }

    /// The reductions that are no step of their own: a name of a procedure
    /// is the procedure (drawn the same); a special form whose test is a
    /// value is the branch it chooses; `let*`, named `let` and `letrec`
    /// are what they stand for. Made wherever the expression is evaluated
    /// (not in `if` branches nor, in normal order, in operands).
    private func normalize(_ e: Expr) throws -> Expr {
        switch e {
        case .value, .procedure:
            return e
        case .variable(let s):
            if isKeyword(s) { throw EvalError.syntacticKeyword(s.name) }
            let value = try global(s)
            guard isProcedureExpr(value) else { return e }
            if !rendersAs(value, s.name) { dirty = true }
            return value
        case .list(let node):
            let items = node.items
            guard let head = items.first else { throw EvalError.illFormed("()") }
            if let k = keyword(head) { return try normalizeSpecial(k, node) }
            var out = items
            var changed = false
            out[0] = try normalize(items[0])
            if !same(out[0], items[0]) { changed = true }
            let operandsEvaluated: Bool
            switch options.order {
            case .applicative: operandsEvaluated = true
            case .normal: operandsEvaluated = out[0].isValue && !isCompound(out[0])
            }
            if operandsEvaluated {
                for i in 1..<items.count {
                    out[i] = try normalize(items[i])
                    if !same(out[i], items[i]) { changed = true }
                }
            }
            return changed ? try list(out) : e
        }
    }

    private func same(_ a: Expr, _ b: Expr) -> Bool {
        switch (a, b) {
        case (.list(let x), .list(let y)): return x === y
        case (.variable(let x), .variable(let y)): return x === y
        case (.procedure(let x), .procedure(let y)): return x === y
        case (.value, .value): return equal(a, b)
        default: return false
        }
    }

    private func isCompound(_ e: Expr) -> Bool {
        if case .procedure = e { return true }
        return false
    }

    private func normalizeSpecial(_ k: String, _ node: ListNode) throws -> Expr {
        let items = node.items
        let e = Expr.list(node)
        let form = { Value.list(items.map(self.datum)) }
        switch k {
        case "if":
            guard items.count == 3 || items.count == 4 else { throw illFormed(form()) }
            let test = try normalize(items[1])
            if test.isValue {
                dirty = true
                if isTrue(test) { return try normalize(items[2]) }
                return items.count == 4 ? try normalize(items[3]) : Self.unspecified
            }
            if same(test, items[1]) { return e }
            var out = items
            out[1] = test
            return try list(out)
        case "cond":
            guard items.count > 1 else { dirty = true; return Self.unspecified }
            guard case .list(let clause) = items[1], !clause.items.isEmpty else { throw illFormed(form()) }
            if keyword(clause.items[0]) == "else" {
                guard clause.items.count > 1 else { throw illFormed(form()) }
                dirty = true
                return try normalize(try sequence(clause.items[1...]))
            }
            let test = try normalize(clause.items[0])
            if test.isValue {
                dirty = true
                if isTrue(test) {
                    let body = clause.items[1...]
                    guard let first = body.first else { return test }
                    if keyword(first) == "=>" {
                        guard body.count == 2 else { throw EvalError.illFormed("=>") }
                        return try normalize(try list([body[body.startIndex + 1], test]))
                    }
                    return try normalize(try sequence(body))
                }
                return try normalize(try list([items[0]] + items[2...]))
            }
            if same(test, clause.items[0]) { return e }
            var c = clause.items
            c[0] = test
            var out = items
            out[1] = try list(c)
            return try list(out)
        case "and", "or":
            if items.count == 1 { dirty = true; return .value(.bool(k == "and")) }
            if items.count == 2 { dirty = true; return try normalize(items[1]) }
            let first = try normalize(items[1])
            if first.isValue {
                dirty = true
                if isTrue(first) != (k == "and") { return first }
                return try normalize(try list([items[0]] + items[2...]))
            }
            if same(first, items[1]) { return e }
            var out = items
            out[1] = first
            return try list(out)
        case "begin":
            if items.count == 1 { dirty = true; return Self.unspecified }
            if items.count == 2 { dirty = true; return try normalize(items[1]) }
            let first = try normalize(items[1])
            if first.isValue {
                dirty = true
                return try normalize(try list([items[0]] + items[2...]))
            }
            if same(first, items[1]) { return e }
            var out = items
            out[1] = first
            return try list(out)
        case "let":
            guard items.count >= 3 else { throw illFormed(form()) }
            if case .variable(let name) = items[1] {
                guard items.count >= 4 else { throw illFormed(form()) }
                let bindings = try self.bindings(items[2], form)
                let group = Group()
                let member = Lambda(name: name.name, parameters: bindings.map(\.0), rest: nil, body: Array(items[3...]))
                group.members = [(name, member)]
                dirty = true
                return try normalize(try list([.procedure(member.bound(in: group))] + bindings.map(\.1)))
            }
            let bindings = try self.bindings(items[1], form)
            guard options.order == .applicative, !bindings.isEmpty else { return e }
            // The values of the bindings are evaluated (a let is a call of a lambda).
            var changed = false
            var newBindings: [Expr] = []
            for (name, value) in bindings {
                let v = try normalize(value)
                if !same(v, value) { changed = true }
                newBindings.append(try list([.variable(name), v]))
            }
            guard changed else { return e }
            var out = items
            out[1] = try list(newBindings)
            return try list(out)
        case "let*":
            guard items.count >= 3 else { throw illFormed(form()) }
            dirty = true
            guard case .list(let spec) = items[1], spec.items.count > 1 else {
                return try normalize(try list([.variable(Symbol.intern("let"))] + items[1...]))
            }
            let inner = try list([items[0], try list(Array(spec.items[1...]))] + items[2...])
            return try normalize(try list([.variable(Symbol.intern("let")), try list([spec.items[0]]), inner]))
        case "letrec", "letrec*":
            guard items.count >= 3 else { throw illFormed(form()) }
            let bindings = try self.bindings(items[1], form)
            let group = Group()
            for (name, value) in bindings {
                guard case .procedure(let l) = value else { throw Substitution.Failure.unsupported("\(k) of a value that is not a lambda") }
                group.members.append((name, Lambda(name: name.name, parameters: l.parameters, rest: l.rest, body: l.body)))
            }
            var map: [Symbol: Expr] = [:]
            for (name, member) in group.members { map[name] = .procedure(member.bound(in: group)) }
            dirty = true
            return try normalize(try instantiate(Array(items[2...]), map))
        case "cons-stream":
            // `(cons-stream <a> <b>)` is `(cons <a> (delay <b>))` (3.5.1).
            // Its first operand is reduced in place; then the pair is made
            // (an application of `cons`), its rest a promise.
            guard items.count == 3 else { throw illFormed(form()) }
            let first = try normalize(items[1])
            guard first.isValue else { return same(first, items[1]) ? e : try list([items[0], first, items[2]]) }
            let delay = try normalize(try list([.variable(Symbol.intern("delay")), items[2]]))
            try countApplication()
            count("cons", inTest: false)
            dirty = true
            return .value(try interp.apply(try builtin("cons"), [try realValue(first), try realValue(delay)]))
        case "delay":
            // A promise of the interpreter (so that the built-in stream
            // procedures can force it), drawn as `(delay <exp>)`.
            guard items.count == 2 else { throw illFormed(form()) }
            let made = try interp.evaluate(datum: .list([.symbol(Symbol.intern("delay")), datum(items[1])]))
            guard case .promise(let promise) = made else { throw illFormed(form()) }
            delayed[ObjectIdentifier(promise)] = (promise, items[1])
            return .value(made)
        case Self.forcing:
            let value = try normalize(items[2])
            guard value.isValue else { return same(value, items[2]) ? e : try list([items[0], items[1], value]) }
            if case .value(.promise(let promise)) = items[1] {
                if !promise.isForced { promise.fulfil(try realValue(value)) }
                pendingForces.remove(ObjectIdentifier(promise))
            }
            return value
        case "define", "else", "=>", "lambda", "quote":
            throw illFormed(form())
        default:
            throw Substitution.Failure.unsupported(k)
        }
    }

    /// Puts `value` in the frame's hole: the form it was waiting in.
    private func plug(_ f: Frame, _ value: Expr) throws -> Expr {
        switch f.kind {
        case .item(var items, let hole):
            items[hole] = value
            return try list(items)
        case .condTest(var items, var clause):
            clause[0] = value
            items[1] = try list(clause)
            return try list(items)
        case .letInit(var items, var bindings, let index):
            guard case .list(let b) = bindings[index] else { return .list(ListNode(items)) }
            bindings[index] = try list([b.items[0], value])
            items[1] = try list(bindings)
            return try list(items)
        }
    }

    /// The frame and the part to reduce, when the focus waits for one part
    /// only (and is not ready itself).
    private func descend(_ e: Expr, _ parent: Frame?) throws -> (Frame, Expr)? {
        guard case .list(let node) = e else { return nil }
        let items = node.items
        if let k = keyword(items[0]) {
            switch k {
            case "if":
                guard !items[1].isValue else { return nil }
                return (Frame(.item(items, hole: 1), parent: parent, compound: containsCompound(items[2...]), test: true), items[1])
            case "cons-stream":
                guard items.count == 3, !items[1].isValue else { return nil }
                return (Frame(.item(items, hole: 1), parent: parent, compound: false, test: false), items[1])
            case Self.forcing:
                guard !items[2].isValue else { return nil }
                return (Frame(.item(items, hole: 2), parent: parent, compound: false, test: false), items[2])
            case "and", "or", "begin":
                guard items.count >= 3, !items[1].isValue else { return nil }
                return (Frame(.item(items, hole: 1), parent: parent, compound: containsCompound(items[2...]), test: false), items[1])
            case "cond":
                guard case .list(let clause) = items[1], !clause.items[0].isValue else { return nil }
                let compound = containsCompound(clause.items[1...]) || containsCompound(items[2...])
                return (Frame(.condTest(items, clause: clause.items), parent: parent, compound: compound, test: true), clause.items[0])
            case "let":
                guard options.order == .applicative, items.count >= 3, case .list(let spec) = items[1] else { return nil }
                var hole: Int?
                for (i, b) in spec.items.enumerated() {
                    guard case .list(let binding) = b, binding.items.count == 2 else { return nil }
                    if !binding.items[1].isValue {
                        if hole != nil { return nil }
                        hole = i
                    }
                }
                guard let hole, case .list(let binding) = spec.items[hole] else { return nil }
                let others = spec.items.enumerated().filter { $0.offset != hole }.map(\.element)
                let compound = containsCompound(others[...]) || containsCompound(items[2...])
                return (Frame(.letInit(items, bindings: spec.items, index: hole), parent: parent, compound: compound, test: false),
                        binding.items[1])
            default:
                return nil
            }
        }
        var hole: Int?
        if !items[0].isValue {
            hole = 0
            if options.order == .applicative {
                for i in 1..<items.count where !items[i].isValue { return nil }
            }
        } else {
            if isCompound(items[0]) && options.order == .normal { return nil }
            for i in 1..<items.count where !items[i].isValue {
                if hole != nil { return nil }
                hole = i
            }
        }
        guard let hole else { return nil }
        var compound = false
        for (i, item) in items.enumerated() where i != hole {
            if i == 0 ? isCompound(item) : containsCompound(item) { compound = true }
        }
        return (Frame(.item(items, hole: hole), parent: parent, compound: compound, test: false), items[hole])
    }

    /// Whether the form is a call ready to be replaced by its body.
    private func isRedex(_ node: ListNode) -> Bool {
        guard isCompound(node.items[0]) else { return false }
        return options.order == .normal || node.items.dropFirst().allSatisfy(\.isValue)
    }

    /// Whether a call of a compound procedure is ready somewhere the
    /// expression is evaluated.
    private func readyCompound(_ e: Expr) -> Bool {
        guard case .list(let node) = e else { return false }
        let items = node.items
        if let k = keyword(items[0]) {
            switch k {
            case "if", "and", "or", "begin": return readyCompound(items[1])
            case Self.forcing: return readyCompound(items[2])
            case "cons-stream": return items.count == 3 && readyCompound(items[1])
            case "cond":
                guard case .list(let clause) = items[1] else { return false }
                return readyCompound(clause.items[0])
            case "let":
                guard options.order == .applicative, case .list(let spec) = items[1] else { return true }
                if spec.items.isEmpty { return true }
                var allValues = true
                for b in spec.items {
                    guard case .list(let binding) = b, binding.items.count == 2 else { continue }
                    if readyCompound(binding.items[1]) { return true }
                    if !binding.items[1].isValue { allValues = false }
                }
                return allValues
            default: return false
            }
        }
        if !items[0].isValue {
            if options.order == .normal { return readyCompound(items[0]) }
            return items.contains { readyCompound($0) }
        }
        if isCompound(items[0]) {
            if options.order == .normal { return true }
            let operands = items.dropFirst()
            return operands.allSatisfy(\.isValue) || operands.contains { readyCompound($0) }
        }
        return items.dropFirst().contains { readyCompound($0) }
    }

    /// One step: every reduction of `phase` that is ready, at once.
    private func step(_ e: Expr, _ phase: Phase, inTest: Bool) throws -> Expr {
        switch e {
        case .value, .procedure:
            return e
        case .variable(let s):
            return phase == .primitive ? try global(s) : e
        case .list(let node):
            let items = node.items
            if let k = keyword(items[0]) {
                switch k {
                case "if", "and", "or", "begin":
                    return try replacing(node, 1, try step(items[1], phase, inTest: inTest || k == "if"))
                case Self.forcing:
                    return try replacing(node, 2, try step(items[2], phase, inTest: inTest))
                case "cons-stream" where items.count == 3:
                    return try replacing(node, 1, try step(items[1], phase, inTest: inTest))
                case "cond":
                    guard case .list(let clause) = items[1] else { return e }
                    let test = try step(clause.items[0], phase, inTest: true)
                    if same(test, clause.items[0]) { return e }
                    return try replacing(node, 1, try replacing(clause, 0, test))
                case "let":
                    guard case .list(let spec) = items[1] else {
                        return phase == .compound ? try reduceLet(items) : e
                    }
                    let ready = options.order == .normal || spec.items.allSatisfy { b in
                        if case .list(let binding) = b, binding.items.count == 2 { return binding.items[1].isValue }
                        return true
                    }
                    if ready {
                        guard phase == .compound else { return e }
                        return try reduceLet(items)
                    }
                    var bindings = spec.items
                    var changed = false
                    for (i, b) in spec.items.enumerated() {
                        guard case .list(let binding) = b, binding.items.count == 2 else { continue }
                        let v = try step(binding.items[1], phase, inTest: inTest)
                        if !same(v, binding.items[1]) {
                            bindings[i] = try list([binding.items[0], v])
                            changed = true
                        }
                    }
                    return changed ? try replacing(node, 1, try list(bindings)) : e
                default:
                    return e
                }
            }
            if !items[0].isValue {
                if options.order == .normal { return try replacing(node, 0, try step(items[0], phase, inTest: inTest)) }
                return try stepAll(node, from: 0, phase, inTest)
            }
            if isCompound(items[0]) {
                if options.order == .normal || items.dropFirst().allSatisfy(\.isValue) {
                    return phase == .compound ? try reduce(items) : e
                }
                return try stepAll(node, from: 1, phase, inTest)
            }
            if items.dropFirst().allSatisfy(\.isValue) {
                if waitsForPendingForce(items) { return e }
                return phase == .primitive ? try applyPrimitive(items, inTest: inTest) : e
            }
            return try stepAll(node, from: 1, phase, inTest)
        }
    }

    private func stepAll(_ node: ListNode, from start: Int, _ phase: Phase, _ inTest: Bool) throws -> Expr {
        var out = node.items
        var changed = false
        for i in start..<out.count {
            let new = try step(out[i], phase, inTest: inTest)
            if !same(new, out[i]) {
                out[i] = new
                changed = true
            }
        }
        return changed ? try list(out) : .list(node)
    }

    private func replacing(_ node: ListNode, _ index: Int, _ new: Expr) throws -> Expr {
        if same(new, node.items[index]) { return .list(node) }
        var out = node.items
        out[index] = new
        return try list(out)
    }

    private func countApplication() throws {
        applications += 1
        if applications > options.maximumSteps { throw Substitution.Failure.tooManySteps(options.maximumSteps) }
    }

    /// A call of a compound procedure replaced by its body, the operands
    /// (values, or in normal order the operands as they are) substituted.
    private func reduce(_ items: [Expr]) throws -> Expr {
        guard case .procedure(let l) = items[0] else { return .list(ListNode(items)) }
        try countApplication()
        let arguments = items.dropFirst()
        guard arguments.count == l.parameters.count || (l.rest != nil && arguments.count >= l.parameters.count) else {
            let procedure = try realValue(items[0])
            throw EvalError.wrongArity(
                procedure: Printer.errorRepresentation(procedure), given: arguments.count,
                min: l.parameters.count, max: l.rest == nil ? l.parameters.count : nil)
        }
        var map: [Symbol: Expr] = [:]
        if let group = l.group {
            for (name, member) in group.members { map[name] = .procedure(member.bound(in: group)) }
        }
        for (p, a) in zip(l.parameters, arguments) { map[p] = a }
        if let r = l.rest {
            let list = interp.lookup("list") ?? .null
            map[r] = try self.list([.value(list)] + arguments.dropFirst(l.parameters.count))
        }
        if plainBodies && hasTest(l.body[...]) { plainBodies = false }
        return try instantiate(l.body, map)
    }

    private func reduceLet(_ items: [Expr]) throws -> Expr {
        let bindings = try self.bindings(items[1]) { Value.list(items.map(self.datum)) }
        try countApplication()
        let body = Array(items[2...])
        if plainBodies && hasTest(body[...]) { plainBodies = false }
        return try instantiate(body, Dictionary(bindings, uniquingKeysWith: { _, b in b }))
    }

    /// Whether a body holds a test (`if`, `cond`, `and`, `or`), lambdas' bodies aside.
    private func hasTest(_ forms: ArraySlice<Expr>, depth: Int = 0) -> Bool {
        if depth > 64 { return true }
        for form in forms {
            guard case .list(let node) = form else { continue }
            if let k = keyword(node.items[0]), k == "if" || k == "cond" || k == "and" || k == "or" { return true }
            if hasTest(node.items[...], depth: depth + 1) { return true }
        }
        return false
    }

    /// A primitive applied to values: its value, computed by the interpreter.
    private func applyPrimitive(_ items: [Expr], inTest: Bool) throws -> Expr {
        guard case .value(let f) = items[0], f.isProcedure else {
            throw EvalError.notApplicable(Printer.errorRepresentation(try realValue(items[0])))
        }
        try countApplication()
        let arguments = try items.dropFirst().map(realValue)
        if let forced = try forcing(f, arguments) { return forced }
        let name: String
        switch f {
        case .primitive(let p): name = p.name
        case .closure(let c): name = c.name ?? closureNames[ObjectIdentifier(c)] ?? "(lambda)"
        default: name = "?"
        }
        count(name, inTest: inTest)
        if name == "random" || name == "runtime" || name == "real-time" || name == "current-time" { impure += 1 }
        return try expr(for: try interp.apply(f, arguments))
    }

    /// `(force P)` or `(stream-cdr S)` of a promise the model made and has
    /// not forced: its delayed expression, to reduce step by step (then kept
    /// as the promise's value). Counted as an application of the primitive.
    private func forcing(_ f: Value, _ arguments: [Value]) throws -> Expr? {
        guard case .primitive(let p) = f, arguments.count == 1 else { return nil }
        let promise: Promise
        switch (p.name, arguments[0]) {
        case ("force", .promise(let q)):
            promise = q
        case ("stream-cdr", .pair(let pair)), ("stream-rest", .pair(let pair)):
            guard case .promise(let q) = pair.cdr else { return nil }
            promise = q
        default:
            return nil
        }
        guard case .primitive(let bound)? = interp.lookup(p.name), bound === p,
              !promise.isForced, let d = delayed[ObjectIdentifier(promise)] else { return nil }
        count(p.name, inTest: false)
        pendingForces.insert(ObjectIdentifier(promise))
        return try list([.variable(Symbol.intern(Self.forcing)), .value(.promise(promise)), d.expression])
    }

    /// Whether `items` force a promise whose expression is being reduced
    /// (`(+ (force p) (force p))`: the second waits, as memo-proc's caller
    /// would, and reads the value the first one keeps).
    private func waitsForPendingForce(_ items: [Expr]) -> Bool {
        guard !pendingForces.isEmpty, items.count == 2, case .value(.primitive(let p)) = items[0] else { return false }
        switch (p.name, items[1]) {
        case ("force", .value(.promise(let q))):
            return pendingForces.contains(ObjectIdentifier(q))
        case ("stream-cdr", .value(.pair(let pair))), ("stream-rest", .value(.pair(let pair))):
            if case .promise(let q) = pair.cdr { return pendingForces.contains(ObjectIdentifier(q)) }
            return false
        default:
            return false
        }
    }

    /// Whether `pair` is a stream (its rest a promise); a promise the model
    /// did not make (a global stream's, one a built-in procedure returned)
    /// is taken into the model the first time it is seen: forced, its value;
    /// not, its delayed expression with the values of the variables it
    /// sees substituted (`(integers-from (+ 1 1))` for `(integers-from (+
    /// n 1))` made where `n` is 1), as if the model had made it. One whose
    /// expression is not known stays the interpreter's.
    private func isModelStream(_ pair: Pair) -> Bool {
        guard case .promise(let q) = pair.cdr, !q.isLazyStream else { return false }
        let id = ObjectIdentifier(q)
        if delayed[id] != nil || opaque.contains(id) { return true }
        if let value = q.value {
            delayed[id] = (q, .value(value))
        } else if let e = try? delayedExpression(q) {
            delayed[id] = (q, e)
        } else {
            opaque.insert(id)
            opaquePromises.append(q)
        }
        return true
    }

    /// The delayed expression of a promise the interpreter made, the
    /// variables of the frames it was made in replaced by their values;
    /// nil when it is not known (a native procedure computes it, or a
    /// variable is not yet assigned).
    private func delayedExpression(_ q: Promise) throws -> Expr? {
        guard let c = q.delayedProcedure, c.code.sourceBody.count == 1 else { return nil }
        let e = try parse(c.code.sourceBody[0], depth: 0)
        var map: [Symbol: Expr] = [:]
        var frame = c.environment
        var hops = 0
        while let f = frame {
            hops += 1
            if hops > expressionDepthLimit { return nil }
            for b in f.bindings {
                let name = Symbol.intern(b.name)
                // The innermost binding of a name is the one the expression sees.
                guard map[name] == nil else { continue }
                guard let value = b.value else { return nil }
                map[name] = try expr(for: value)
            }
            frame = f.parent
        }
        return try substitute(e, map)
    }

    private func isModelStreamValue(_ v: Value) -> Bool {
        if case .pair(let pair) = v { return isModelStream(pair) }
        return false
    }

    /// A built-in procedure as the interpreter started with it (what
    /// `cons-stream` calls, whatever the program has named `cons`).
    private func builtin(_ name: String) throws -> Value {
        guard let value = interp.builtin(name) else { throw EvalError.unboundVariable(name) }
        return value
    }

    private func count(_ name: String, inTest: Bool) {
        if let i = countIndex[name] {
            counts[i].count += 1
            if inTest { counts[i].inTests += 1 }
        } else {
            countIndex[name] = counts.count
            counts.append((name, 1, inTest ? 1 : 0))
        }
    }

    private func isTrue(_ e: Expr) -> Bool {
        if case .value(.bool(false)) = e { return false }
        return true
    }

    private func rendersAs(_ e: Expr, _ name: String) -> Bool {
        switch e {
        case .procedure(let l): return l.name == name
        case .value(.primitive(let p)): return p.name == name
        case .value(.closure(let c)): return (c.name ?? closureNames[ObjectIdentifier(c)]) == name
        default: return false
        }
    }

    private func datum(_ items: [Expr]) -> Value {
        .list(items.map(datum))
    }

    /// An expression back as data for the interpreter (to turn a lambda
    /// into a procedure a primitive can call).
    private func datum(_ e: Expr) -> Value {
        switch e {
        case .value(let v):
            switch v {
            case .symbol, .pair, .null: return .list([.symbol(Symbol.intern("quote")), v])
            default: return v
            }
        case .variable(let s): return .symbol(s)
        case .list(let node): return datum(node.items)
        case .procedure(let l):
            if let c = l.closure { return .closure(c) }
            guard let group = l.group else { return lambdaDatum(l) }
            let bindings = group.members.map { name, member in
                Value.list([.symbol(name), lambdaDatum(member)])
            }
            let body: Value = l.template != nil && l.name != nil ? .symbol(Symbol.intern(l.name!)) : lambdaDatum(l)
            return .list([.symbol(Symbol.intern("letrec")), .list(bindings), body])
        }
    }

    private func lambdaDatum(_ l: Lambda) -> Value {
        var parameters: Value = l.rest.map { .symbol($0) } ?? .null
        for p in l.parameters.reversed() { parameters = .pair(Pair(.symbol(p), parameters)) }
        return .pair(Pair(.symbol(Symbol.intern("lambda")), .pair(Pair(parameters, .list(l.body.map(datum))))))
    }

    private func realValue(_ e: Expr) throws -> Value {
        switch e {
        case .value(let v): return v
        case .procedure(let l):
            if let c = l.closure { return .closure(c) }
            return try interp.evaluate(datum: datum(e))
        default:
            throw EvalError.illFormed(drawn(e))
        }
    }

    private func bindings(_ e: Expr, _ form: () -> Value) throws -> [(Symbol, Expr)] {
        guard case .list(let spec) = e else {
            if case .value(.null) = e { return [] }
            throw illFormed(form())
        }
        return try spec.items.map { binding in
            guard case .list(let b) = binding, b.items.count == 2, case .variable(let name) = b.items[0] else {
                throw illFormed(form())
            }
            return (name, b.items[1])
        }
    }

    // MARK: Substituting

    /// A body with its parameters replaced: internal definitions made into
    /// a group (procedures) or a `let` (values); several forms a `begin`.
    private func instantiate(_ body: [Expr], _ map: [Symbol: Expr]) throws -> Expr {
        try sequence(try substituteBody(body[...], map)[...])
    }

    private func defineParts(_ e: Expr) -> (Symbol, Expr)? {
        guard case .list(let node) = e, node.items.count == 3, keyword(node.items[0]) == "define",
              case .variable(let name) = node.items[1] else { return nil }
        return (name, node.items[2])
    }

    private func sequence(_ body: ArraySlice<Expr>) throws -> Expr {
        var forms = Array(body)
        while let (name, value) = forms.first.flatMap(defineParts) {
            if case .procedure = value {
                let group = Group()
                var j = 0
                while j < forms.count, let (n, v) = defineParts(forms[j]), case .procedure(let l) = v {
                    group.members.append((n, l))
                    j += 1
                }
                var map: [Symbol: Expr] = [:]
                for (n, member) in group.members { map[n] = .procedure(member.bound(in: group)) }
                forms = try substituteBody(forms[j...], map)
            } else {
                guard forms.count > 1 else { throw EvalError.illFormed(drawn(forms[0])) }
                let binding = try list([try list([.variable(name), value])])
                return try list([.variable(Symbol.intern("let")), binding] + forms[1...])
            }
        }
        guard let first = forms.first else { throw EvalError.illFormed("()") }
        if forms.count == 1 { return first }
        return try list([.variable(Symbol.intern("begin"))] + forms)
    }

    private func substituteBody(_ forms: ArraySlice<Expr>, _ map: [Symbol: Expr]) throws -> [Expr] {
        var map = map
        for form in forms {
            if let (name, _) = defineParts(form) { map[name] = nil }
        }
        if map.isEmpty { return Array(forms) }
        return try forms.map { try substitute($0, map) }
    }

    private func without(_ map: [Symbol: Expr], _ names: [Symbol]) -> [Symbol: Expr] {
        var map = map
        for n in names { map[n] = nil }
        return map
    }

    private func substitute(_ e: Expr, _ map: [Symbol: Expr]) throws -> Expr {
        if map.isEmpty { return e }
        switch e {
        case .value: return e
        case .variable(let s): return map[s] ?? e
        case .procedure(let l):
            if l.closure != nil { return e }
            var inner = without(map, l.parameters + (l.rest.map { [$0] } ?? []))
            if let g = l.group { inner = without(inner, g.members.map(\.0)) }
            if inner.isEmpty { return e }
            return .procedure(Lambda(name: l.name, parameters: l.parameters, rest: l.rest,
                                     body: try substituteBody(l.body[...], inner), group: l.group))
        case .list(let node):
            let items = node.items
            if case .variable(let k) = items.first, map[k] == nil, isKeyword(k) {
                switch k.name {
                case "let", "let*", "letrec", "letrec*":
                    return try substituteLet(k.name, items, map)
                default:
                    break
                }
            }
            return try list(items.map { try substitute($0, map) })
        }
    }

    private func substituteLet(_ k: String, _ items: [Expr], _ map: [Symbol: Expr]) throws -> Expr {
        var index = 1
        var loopName: [Symbol] = []
        if items.count > 1, case .variable(let name) = items[1] {
            loopName = [name]
            index = 2
        }
        guard items.count > index, case .list(let spec) = items[index] else {
            return try list(items.map { try substitute($0, map) })
        }
        var names: [Symbol] = []
        var newBindings: [Expr] = []
        let recursive = k.hasPrefix("letrec")
        for binding in spec.items {
            guard case .list(let b) = binding, b.items.count == 2, case .variable(let name) = b.items[0] else {
                newBindings.append(try substitute(binding, map))
                continue
            }
            names.append(name)
            let scope: [Symbol: Expr]
            if recursive {
                scope = without(map, spec.items.compactMap { item in
                    if case .list(let b) = item, case .variable(let n)? = b.items.first { return n }
                    return nil
                })
            } else {
                scope = k == "let*" ? without(map, Array(names.dropLast())) : map
            }
            newBindings.append(try list([b.items[0], try substitute(b.items[1], scope)]))
        }
        let inner = without(map, names + loopName)
        var out = Array(items[..<index])
        out.append(try list(newBindings))
        out += try substituteBody(items[(index + 1)...], inner)
        return try list(out)
    }

    // MARK: Equality

    private func equal(_ a: [Expr], _ b: [Expr]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    }

    private func equal(_ a: Expr, _ b: Expr) -> Bool {
        switch (a, b) {
        case (.value(let x), .value(let y)): return Self.same(x, y)
        case (.variable(let x), .variable(let y)): return x === y
        case (.procedure(let x), .procedure(let y)): return x.same(as: y)
        case (.list(let x), .list(let y)): return x === y || (x.depth == y.depth && equal(x.items, y.items))
        default: return false
        }
    }

    private static func same(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.big(let x), .big(let y)): return x == y
        case (.ratio(let x), .ratio(let y)): return x.numerator == y.numerator && x.denominator == y.denominator
        case (.real(let x), .real(let y)): return x.bitPattern == y.bitPattern
        case (.bool(let x), .bool(let y)): return x == y
        case (.char(let x), .char(let y)): return x == y
        case (.string(let x), .string(let y)): return x === y
        case (.symbol(let x), .symbol(let y)): return x === y
        case (.null, .null), (.unspecified, .unspecified): return true
        case (.pair(let x), .pair(let y)): return x === y
        case (.primitive(let x), .primitive(let y)): return x === y
        case (.closure(let x), .closure(let y)): return x === y
        case (.promise(let x), .promise(let y)): return x === y
        default: return false
        }
    }
}

extension Value {
    var isPair: Bool {
        if case .pair = self { return true }
        return false
    }

    var isSymbolOrNull: Bool {
        switch self {
        case .symbol, .null: return true
        default: return false
        }
    }
}
