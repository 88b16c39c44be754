import SICPScheme

/// The tree of compound-procedure calls an evaluation makes: `,tree EXPR`,
/// SICP's figure 1.5 drawn by the process itself.
///
/// ```
/// sicp> ,tree (fib 4)
/// (fib 4) = 3
/// ├─ (fib 3) = 2
/// │  ├─ (fib 2) = 1
/// │  │  ├─ (fib 1) = 1
/// │  │  └─ (fib 0) = 0
/// │  └─ (fib 1) = 1
/// └─ (fib 2) = 1
///    ├─ (fib 1) = 1
///    └─ (fib 0) = 0
/// 9 calls, 4 levels deep, at most 4 waiting at once
/// 3
/// ```
///
/// One node per call of a compound procedure (the learner's), with its
/// arguments and its value; its children are the compound calls its body
/// makes, in the order they are made. An anonymous procedure is drawn by
/// its text. The kit's `sum`, `product`, `accumulate` and
/// `filtered-accumulate` (and their `-recursive`, `-iterative` forms) are
/// nodes, their children the learner's procedures they call; other
/// built-in procedures are not nodes, nor are the procedures `hiding`
/// names (counted under the tree). Under the
/// tree: the calls, the deepest level, the most calls waiting at once.
///
/// A tail call is a child of the call that makes it. The evaluator runs it
/// in place of its caller (the space stays constant), but the tree shows
/// who called whom, and SICP's figure 1.4 draws the iterative factorial as
/// a chain: `(factorial 6)` over `(fact-iter 1 1 6)` over
/// `(fact-iter 1 2 6)` ... Every call of the chain has the chain's value,
/// which is what it returns.
///
/// The tree keeps its first `nodeLimit` calls (in call order) and none
/// deeper than `depthLimit` levels; the calls left out are counted where
/// they were cut, as a last child `… 1 204 more calls`. A label wider than
/// `labelWidth` characters is elided in its middle.
///
/// - Complexity: O(1) time per call and O(nodeLimit + pending calls) memory,
///   whatever the number of calls; the arguments of calls left out are never
///   printed.
public struct CallTree {
    /// One recorded call.
    public struct Node: Sendable {
        /// `(fib 4)`: the procedure's name and its arguments as `write` shows them.
        public var call: String
        /// The value as `write` shows it; nil for a call an error (or Ctrl-C)
        /// abandoned.
        public var value: String?
        /// The index of the calling node; nil for a call made by the
        /// expression itself.
        public var parent: Int?
        /// The level in the tree (0 for a root).
        public var level: Int
        /// The index of the last child recorded.
        var lastChild: Int?
        /// Calls under this one left out (past a limit).
        public var omitted: Int = 0
        /// Whether the same call, with the same value, was drawn before
        /// with calls under it: a subtree computed again (`--repeats`).
        public var repeated = false
    }

    /// The recorded calls, in the order they were made (a preorder walk of
    /// the tree).
    public internal(set) var nodes: [Node] = []
    /// Calls made by the expression itself but left out.
    public internal(set) var omittedRoots = 0
    /// Every call, recorded or not.
    public internal(set) var calls = 0
    /// The deepest level a call was made at, the root's being 1.
    public internal(set) var deepest = 0
    /// The most calls waiting for a value at once (a tail call's caller
    /// does not wait): the process's space, in calls.
    public internal(set) var mostWaiting = 0
    /// The calls of the procedures `--hide` leaves out, by name, in the
    /// order first made.
    public internal(set) var hidden: [(name: String, calls: Int)] = []

    /// The most calls kept, the default 200.
    public static let defaultNodeLimit = 200
    /// The most levels kept, the default 30 (a line is then at most 90
    /// columns of bars before its label).
    public static let defaultDepthLimit = 30
    /// The widest label, in characters, by default.
    public static let labelWidth = 60
    /// The tallest SVG picture drawn, in pixels: about 1 150 calls.
    public static let maximumPictureHeight = 30_000.0

    /// Evaluates `datum` in `interp`, recording its calls.
    /// - Returns: the tree, and the value or the error the evaluation threw
    ///   (the tree then holds the calls made until the error).
    ///   - hiding: names of procedures whose calls are not nodes (counted;
    ///     the calls they make are their caller's children).
    ///   - labelWidth: the widest label (0: no limit).
    public static func record(
        _ interp: Interp, _ datum: Value, nodeLimit: Int = defaultNodeLimit, depthLimit: Int = defaultDepthLimit,
        hiding: Set<String> = [], labelWidth: Int = CallTree.labelWidth
    ) -> (tree: CallTree, result: Result<Value, any Error>) {
        let recorder = CallTreeRecorder(nodeLimit: nodeLimit, depthLimit: depthLimit, hiding: hiding, labelWidth: labelWidth)
        // The kit's procedures that call the learner's are nodes: while the
        // tree is recorded, each is a compound procedure of its name around
        // the kit's primitive.
        var kit: [(String, Value)] = []
        for suffix in ["", "-recursive", "-iterative"] {
            for base in ["sum", "product", "accumulate", "filtered-accumulate"] {
                let name = base + suffix
                guard let value = interp.lookup(name), case .primitive(let p) = value, p.name == name else { continue }
                let arguments = Value.symbol(Symbol.intern("arguments"))
                let call = Value.list([.symbol(Symbol.intern("apply")), value, arguments])
                let wrapper = Value.list([
                    .symbol(Symbol.intern("define")), .pair(Pair(.symbol(Symbol.intern(name)), arguments)),
                    .list([.symbol(Symbol.intern("car")), .list([.symbol(Symbol.intern("list")), call])]),
                ])
                guard (try? interp.evaluate(datum: wrapper)) != nil else { continue }
                kit.append((name, value))
            }
        }
        defer { for (name, value) in kit { interp.define(name, value) } }
        recorder.next = interp.observer
        interp.observer = recorder
        defer { ObserverChain.remove(recorder, from: interp) }
        let result = Result { try interp.evaluate(datum: datum) }
        var tree = recorder.tree
        tree.markRepeats()
        return (tree, result)
    }

    /// Marks each call drawn with calls under it that was drawn before
    /// with the same arguments and value.
    mutating func markRepeats() {
        var seen: Set<String> = []
        for i in nodes.indices where nodes[i].lastChild != nil || nodes[i].omitted > 0 {
            guard let value = nodes[i].value else { continue }
            let key = nodes[i].call + " = " + value
            if !seen.insert(key).inserted { nodes[i].repeated = true }
        }
    }

    /// Under the tree: the calls (the process's steps), the deepest level
    /// and the most calls waiting at once (its space), the calls hidden.
    ///
    /// `15 calls, 5 levels deep, at most 5 waiting at once` for `(fib 5)`;
    /// `8 calls, 8 levels deep, at most 1 waiting at once` for the iterative
    /// factorial, a chain of tail calls.
    public var summary: String {
        var text = Self.grouped(calls) + (calls == 1 ? " call, " : " calls, ") + Self.grouped(deepest)
            + (deepest == 1 ? " level deep, " : " levels deep, ") + "at most " + Self.grouped(mostWaiting) + " waiting at once"
        for (name, count) in hidden {
            text += "; " + Self.grouped(count) + " of " + name + " hidden"
        }
        return text + "\n"
    }

    /// The number of nodes drawn (the elision lines not counted).
    public var count: Int { nodes.count }

    // MARK: Text

    /// The tree drawn with box-drawing characters, one line per node, a
    /// root per call the expression makes itself; `(no compound procedure
    /// calls)` when there is none.
    /// - Complexity: O(nodes × depth limit) time, no recursion.
    /// - Parameter repeats: marks a subtree computed again `(again)`.
    public func render(repeats: Bool = false) -> String {
        if nodes.isEmpty && omittedRoots == 0 { return "(no compound procedure calls)\n" }
        var text = ""
        // continuing[k]: the open node at level k has siblings still to come.
        var continuing: [Bool] = []
        var open: [Int] = []
        func bars(_ level: Int) -> String {
            var prefix = ""
            if level > 1 { for k in 1..<level { prefix += continuing[k] ? "│  " : "   " } }
            return prefix
        }
        func close(downTo level: Int) {
            while let top = open.last, nodes[top].level >= level {
                open.removeLast()
                let node = nodes[top]
                if node.omitted > 0 {
                    text += bars(node.level + 1) + "└─ " + Self.more(node.omitted) + "\n"
                }
            }
        }
        for (index, node) in nodes.enumerated() {
            close(downTo: node.level)
            let last = isLast(index)
            let label = node.call + (node.value.map { " = " + $0 } ?? "") + (repeats && node.repeated ? "  (again)" : "")
            text += node.level == 0 ? label + "\n" : bars(node.level) + (last ? "└─ " : "├─ ") + label + "\n"
            if continuing.count <= node.level { continuing.append(!last) } else { continuing[node.level] = !last }
            open.append(index)
        }
        close(downTo: 0)
        if omittedRoots > 0 { text += Self.more(omittedRoots) + "\n" }
        return text
    }

    /// Whether no sibling (nor an elision line) follows node `index`.
    func isLast(_ index: Int) -> Bool {
        guard let parent = nodes[index].parent else { return true }
        return nodes[parent].lastChild == index && nodes[parent].omitted == 0
    }

    /// `… 1 more call`, `… 1 204 more calls`.
    static func more(_ count: Int) -> String {
        "… " + grouped(count) + (count == 1 ? " more call" : " more calls")
    }

    /// `1204` as `1 204`: thousands apart, as SICP's figures count steps.
    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n))
        var text = ""
        while digits.count > 3 {
            text = " " + String(digits.suffix(3)) + text
            digits.removeLast(3)
        }
        return String(digits) + text
    }

    /// `text`, or its two ends around `…` when wider than `width` (0: never).
    static func elided(_ text: String, width: Int = labelWidth) -> String {
        guard width > 0, text.count > width else { return text }
        let keep = (width - 1) / 2
        return String(text.prefix(keep)) + "…" + String(text.suffix(width - 1 - keep))
    }

    // MARK: SVG

    /// A row of the picture: a call, or the count of calls left out.
    struct Row {
        var label: String
        var level: Int
        var parent: Int?
        var elision = false
        var repeated = false
    }

    /// The rows in the text's order: each call, then the calls left out
    /// under it.
    func rows(repeats: Bool) -> [Row] {
        var rows: [Row] = []
        var open: [Int] = []  // node indices of the open calls
        var rowOfNode: [Int] = []
        func close(downTo level: Int) {
            while let top = open.last, nodes[top].level >= level {
                open.removeLast()
                if nodes[top].omitted > 0 {
                    rows.append(Row(label: Self.more(nodes[top].omitted), level: nodes[top].level + 1,
                                    parent: rowOfNode[top], elision: true))
                }
            }
        }
        for (index, node) in nodes.enumerated() {
            close(downTo: node.level)
            rowOfNode.append(rows.count)
            let again = repeats && node.repeated
            let label = node.call + (node.value.map { " = " + $0 } ?? "") + (again ? "  (again)" : "")
            rows.append(Row(label: label, level: node.level, parent: node.parent.map { rowOfNode[$0] }, repeated: again))
            open.append(index)
        }
        close(downTo: 0)
        if omittedRoots > 0 { rows.append(Row(label: Self.more(omittedRoots), level: 0, parent: nil, elision: true)) }
        return rows
    }

    static let rowPitch = 26.0, boxHeight = 20.0, indent = 20.0, margin = 12.0, characterWidth = 7.2

    /// The picture's width and height in pixels: a row per call, indented
    /// by level, as wide as the widest indented label.
    public func pictureSize(repeats: Bool = false) -> (width: Double, height: Double) {
        let rows = rows(repeats: repeats)
        var width = 0.0
        for row in rows {
            width = max(width, Double(row.level) * Self.indent + Double(row.label.count) * Self.characterWidth + 12)
        }
        return (2 * Self.margin + max(width, 100), 2 * Self.margin + Double(max(rows.count, 1)) * Self.rowPitch - (Self.rowPitch - Self.boxHeight))
    }

    /// The tree as an SVG picture laid out as the text is: a row per call,
    /// top to bottom in call order, indented by its level, the root at the
    /// top left; a box per call labelled with the call and its value, a
    /// line down from each caller and across to each call it made. The 200
    /// calls drawn by default make a picture about 1 000 px wide and 5 200
    /// px tall, whatever the tree's shape. An elision is a box of its own,
    /// in grey; with `repeats`, a subtree computed again is orange.
    /// - Complexity: O(nodes), no recursion.
    public func svg(repeats: Bool = false) -> String {
        let rows = rows(repeats: repeats)
        let size = pictureSize(repeats: repeats)
        var svg = SVG(width: size.width, height: size.height)
        func left(_ row: Row) -> Double { Self.margin + Double(row.level) * Self.indent }
        func top(_ index: Int) -> Double { Self.margin + Double(index) * Self.rowPitch }
        // Each caller's trunk, from its box down to its last call's row.
        var lastChild: [Int: Int] = [:]
        for (i, row) in rows.enumerated() { if let p = row.parent { lastChild[p] = i } }
        for (p, last) in lastChild.sorted(by: { $0.key < $1.key }) {
            let x = left(rows[p]) + 8
            svg.line(x1: x, y1: top(p) + Self.boxHeight, x2: x, y2: top(last) + Self.boxHeight / 2)
        }
        for (i, row) in rows.enumerated() {
            if let p = row.parent {
                svg.line(x1: left(rows[p]) + 8, y1: top(i) + Self.boxHeight / 2, x2: left(row), y2: top(i) + Self.boxHeight / 2)
            }
        }
        for (i, row) in rows.enumerated() {
            let width = Double(row.label.count) * Self.characterWidth + 12
            let fill = row.elision ? "#f2f2f2" : row.repeated ? "#fdebd3" : "#eef4fb"
            let stroke = row.elision ? "#aaa" : row.repeated ? "#c77a1a" : "#4a78b0"
            svg.rect(x: left(row), y: top(i), width: width, height: Self.boxHeight, fill: fill, stroke: stroke)
            svg.text(row.label, x: left(row) + 6, y: top(i) + 14, anchor: "start", fill: row.elision ? "#666" : "black")
        }
        return svg.document
    }
}

/// Records the calls it sees as a `CallTree`, then passes them on.
final class CallTreeRecorder: ForwardingObserver {
    var next: (any CallObserver)?
    private(set) var tree = CallTree()
    private let nodeLimit: Int
    private let depthLimit: Int
    private let hiding: Set<String>
    private let labelWidth: Int

    /// A pending call of the interpreter's, with the tail calls it made since.
    private struct Pending {
        /// The interpreter's depth.
        var depth: Int
        /// The recorded nodes of the chain (the call and its tail calls).
        var chain: [Int]
        /// The latest call of the chain: its node, or nil if left out.
        var latest: Int?
        /// Its level in the tree.
        var level: Int
        /// For a call left out: the recorded call that counts it (nil: a root).
        var counter: Int?
        /// A hidden call: its calls are its caller's children.
        var hidden = false
        /// Whether the latest call was recorded (or is a root's place).
        var recorded = true
    }

    private var pending: [Pending] = []

    init(nodeLimit: Int, depthLimit: Int, hiding: Set<String> = [], labelWidth: Int = CallTree.labelWidth) {
        self.nodeLimit = max(0, nodeLimit)
        self.depthLimit = max(1, depthLimit)
        self.hiding = hiding
        self.labelWidth = labelWidth
    }

    /// The name a node shows: the procedure's, or an anonymous one's text,
    /// `(lambda (x) (* x x x))`.
    static func name(of procedure: Closure) -> String {
        if let name = procedure.name { return name }
        guard !procedure.code.sourceBody.isEmpty else { return procedure.displayName }
        return "(lambda " + Printer.write(procedure.code.sourceParameters) + " "
            + procedure.code.sourceBody.map { Printer.write($0) }.joined(separator: " ") + ")"
    }

    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
        tree.calls += 1
        // Calls an error abandoned cannot be pending at a call's depth or deeper.
        while let last = pending.last, tail ? last.depth > depth : last.depth >= depth { pending.removeLast() }
        if !hiding.isEmpty, let name = procedure.name, hiding.contains(name) {
            if let i = tree.hidden.firstIndex(where: { $0.name == name }) {
                tree.hidden[i].calls += 1
            } else {
                tree.hidden.append((name, 1))
            }
            let level = (pending.last?.level ?? -1) + 1
            if level + 1 > tree.deepest { tree.deepest = level + 1 }
            if tail, let caller = pending.last, caller.depth == depth {
                // A hidden tail call: its caller's chain goes on through it.
            } else {
                let caller = pending.last
                pending.append(Pending(depth: depth, chain: [], latest: caller?.latest, level: caller?.level ?? -1,
                                       counter: caller?.counter, hidden: true, recorded: caller?.recorded ?? true))
                if pending.count > tree.mostWaiting { tree.mostWaiting = pending.count }
            }
            try next?.enter(procedure, arguments: arguments, depth: depth, tail: tail)
            return
        }
        if tail, let caller = pending.last, caller.depth == depth {
            var link = caller
            let (node, level, counter) = add(procedure, arguments, caller: caller)
            link.latest = node
            link.level = level
            link.counter = counter
            if let node { link.chain.append(node) }
            pending[pending.count - 1] = link
        } else {
            let (node, level, counter) = add(procedure, arguments, caller: pending.last)
            pending.append(Pending(depth: depth, chain: node.map { [$0] } ?? [], latest: node, level: level, counter: counter,
                                   recorded: node != nil))
        }
        if pending.count > tree.mostWaiting { tree.mostWaiting = pending.count }
        try next?.enter(procedure, arguments: arguments, depth: depth, tail: tail)
    }

    /// Records a call made by `caller` (nil: by the expression), or counts
    /// it where it is cut.
    private func add(_ procedure: Closure, _ arguments: [Value], caller: Pending?) -> (node: Int?, level: Int, counter: Int?) {
        let level = caller.map { $0.level + 1 } ?? 0
        if level + 1 > tree.deepest { tree.deepest = level + 1 }
        let parent = caller?.latest
        let callerRecorded = caller == nil || (caller?.hidden == true && caller?.level == -1) || parent != nil
        guard callerRecorded, tree.nodes.count < nodeLimit, level < depthLimit else {
            let counter = parent ?? caller?.counter
            if let counter { tree.nodes[counter].omitted += 1 } else { tree.omittedRoots += 1 }
            return (nil, level, counter)
        }
        // Arguments are printed until the label is long enough to elide.
        var call = "(" + Self.name(of: procedure)
        var cut = false
        for argument in arguments {
            if labelWidth > 0 && call.count > labelWidth {
                cut = true
                break
            }
            // A procedure is drawn as the call's procedure is: by its name, or its text.
            switch argument {
            case .closure(let c) where c.name != nil || !c.code.sourceBody.isEmpty: call += " " + Self.name(of: c)
            case .primitive(let p): call += " " + p.name
            default: call += " " + Printer.write(argument)
            }
        }
        call = cut ? String(call.prefix(labelWidth - 2)) + "…)" : CallTree.elided(call + ")", width: labelWidth)
        let index = tree.nodes.count
        tree.nodes.append(CallTree.Node(call: call, value: nil, parent: parent, level: level))
        if let parent { tree.nodes[parent].lastChild = index }
        return (index, level, nil)
    }

    func leave(_ procedure: Closure, value: Value, depth: Int) {
        while let last = pending.last, last.depth > depth { pending.removeLast() }
        if let last = pending.last, last.depth == depth {
            pending.removeLast()
            if !last.chain.isEmpty {
                let text = CallTree.elided(Printer.write(value), width: labelWidth)
                for node in last.chain { tree.nodes[node].value = text }
            }
        }
        next?.leave(procedure, value: value, depth: depth)
    }

    func step(in procedure: String, depth: Int) throws {
        try next?.step(in: procedure, depth: depth)
    }

    func forcedRest(of procedure: String, depth: Int) throws {
        try next?.forcedRest(of: procedure, depth: depth)
    }
}
