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
/// 3
/// ```
///
/// One node per call of a compound procedure (the learner's), with its
/// arguments and its value; its children are the compound calls its body
/// makes, in the order they are made. Built-in procedures, the kit's
/// included, are not nodes.
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
    }

    /// The recorded calls, in the order they were made (a preorder walk of
    /// the tree).
    public internal(set) var nodes: [Node] = []
    /// Calls made by the expression itself but left out.
    public internal(set) var omittedRoots = 0
    /// Every call, recorded or not.
    public internal(set) var calls = 0

    /// The most calls kept, the default 200.
    public static let defaultNodeLimit = 200
    /// The most levels kept, the default 30 (a line is then at most 90
    /// columns of bars before its label).
    public static let defaultDepthLimit = 30
    /// The widest label, in characters.
    public static let labelWidth = 60

    /// Evaluates `datum` in `interp`, recording its calls.
    /// - Returns: the tree, and the value or the error the evaluation threw
    ///   (the tree then holds the calls made until the error).
    public static func record(
        _ interp: Interp, _ datum: Value, nodeLimit: Int = defaultNodeLimit, depthLimit: Int = defaultDepthLimit
    ) -> (tree: CallTree, result: Result<Value, any Error>) {
        let recorder = CallTreeRecorder(nodeLimit: nodeLimit, depthLimit: depthLimit)
        recorder.next = interp.observer
        interp.observer = recorder
        defer { ObserverChain.remove(recorder, from: interp) }
        let result = Result { try interp.evaluate(datum: datum) }
        return (recorder.tree, result)
    }

    /// The number of nodes drawn (the elision lines not counted).
    public var count: Int { nodes.count }

    // MARK: Text

    /// The tree drawn with box-drawing characters, one line per node, a
    /// root per call the expression makes itself; `(no compound procedure
    /// calls)` when there is none.
    /// - Complexity: O(nodes × depth limit) time, no recursion.
    public func render() -> String {
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
            let label = node.call + (node.value.map { " = " + $0 } ?? "")
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

    /// `text`, or its two ends around `…` when wider than `labelWidth`.
    static func elided(_ text: String) -> String {
        guard text.count > labelWidth else { return text }
        let keep = (labelWidth - 1) / 2
        return String(text.prefix(keep)) + "…" + String(text.suffix(labelWidth - 1 - keep))
    }

    // MARK: SVG

    /// The tree as an SVG picture: a box per call, labelled with the call
    /// and its value, a line from each box to its caller's. The layout is
    /// layered and tidy: a row per level, the leaves evenly spaced in call
    /// order, each parent centred over its children; an elision is a leaf of
    /// its own, in grey.
    /// - Complexity: O(nodes), no recursion.
    public func svg() -> String {
        // The picture's leaves and nodes: the calls, then a node per elision.
        struct Box {
            var label: String
            var level: Int
            var parent: Int?
            var x = 0.0
            var firstChild: Int?
            var lastChild: Int?
            var elision = false
            /// The call's node; nil for an elision.
            var node: Int?
        }
        var boxes: [Box] = []
        var open: [Int] = []  // box indices of the open calls
        var boxOfNode: [Int] = []
        func close(downTo level: Int) {
            while let top = open.last, boxes[top].level >= level {
                open.removeLast()
                if let index = boxes[top].node, case let node = nodes[index], node.omitted > 0 {
                    boxes.append(Box(label: Self.more(node.omitted), level: node.level + 1, parent: top, elision: true))
                }
            }
        }
        for (index, node) in nodes.enumerated() {
            close(downTo: node.level)
            boxOfNode.append(boxes.count)
            let label = node.call + (node.value.map { " = " + $0 } ?? "")
            boxes.append(Box(label: label, level: node.level, parent: node.parent.map { boxOfNode[$0] }, node: index))
            open.append(boxes.count - 1)
        }
        close(downTo: 0)
        if omittedRoots > 0 { boxes.append(Box(label: Self.more(omittedRoots), level: 0, parent: nil, elision: true)) }
        for i in boxes.indices {
            if let p = boxes[i].parent {
                if boxes[p].firstChild == nil { boxes[p].firstChild = i }
                boxes[p].lastChild = i
            }
        }
        // Boxes come in preorder: leaves get slots left to right; then,
        // children having larger indices than their parent, a backward pass
        // centres every parent over its first and last child.
        let characterWidth = 7.2
        let widest = boxes.map(\.label.count).max() ?? 10
        let boxWidth = Double(widest) * characterWidth + 16
        let slot = boxWidth + 12
        let rowHeight = 56.0, boxHeight = 24.0, margin = 16.0
        var leaves = 0
        for i in boxes.indices where boxes[i].firstChild == nil {
            boxes[i].x = margin + Double(leaves) * slot + boxWidth / 2
            leaves += 1
        }
        for i in boxes.indices.reversed() {
            if let first = boxes[i].firstChild, let last = boxes[i].lastChild {
                boxes[i].x = (boxes[first].x + boxes[last].x) / 2
            }
        }
        let levels = (boxes.map(\.level).max() ?? 0) + 1
        var svg = SVG(
            width: 2 * margin + Double(max(leaves, 1)) * slot - 12,
            height: 2 * margin + Double(levels - 1) * rowHeight + boxHeight)
        func top(_ box: Box) -> Double { margin + Double(box.level) * rowHeight }
        for box in boxes {
            if let p = box.parent {
                svg.line(x1: boxes[p].x, y1: top(boxes[p]) + boxHeight, x2: box.x, y2: top(box))
            }
        }
        for box in boxes {
            let width = Double(box.label.count) * characterWidth + 16
            svg.rect(
                x: box.x - width / 2, y: top(box), width: width, height: boxHeight,
                fill: box.elision ? "#f2f2f2" : "#eef4fb", stroke: box.elision ? "#aaa" : "#4a78b0")
            svg.text(box.label, x: box.x, y: top(box) + 16, anchor: "middle", fill: box.elision ? "#666" : "black")
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
    }

    private var pending: [Pending] = []

    init(nodeLimit: Int, depthLimit: Int) {
        self.nodeLimit = max(0, nodeLimit)
        self.depthLimit = max(1, depthLimit)
    }

    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
        tree.calls += 1
        // Calls an error abandoned cannot be pending at a call's depth or deeper.
        while let last = pending.last, tail ? last.depth > depth : last.depth >= depth { pending.removeLast() }
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
            pending.append(Pending(depth: depth, chain: node.map { [$0] } ?? [], latest: node, level: level, counter: counter))
        }
        try next?.enter(procedure, arguments: arguments, depth: depth, tail: tail)
    }

    /// Records a call made by `caller` (nil: by the expression), or counts
    /// it where it is cut.
    private func add(_ procedure: Closure, _ arguments: [Value], caller: Pending?) -> (node: Int?, level: Int, counter: Int?) {
        let level = caller.map { $0.level + 1 } ?? 0
        let parent = caller?.latest
        let callerRecorded = caller == nil || parent != nil
        guard callerRecorded, tree.nodes.count < nodeLimit, level < depthLimit else {
            let counter = parent ?? caller?.counter
            if let counter { tree.nodes[counter].omitted += 1 } else { tree.omittedRoots += 1 }
            return (nil, level, counter)
        }
        // Arguments are printed until the label is long enough to elide.
        var call = "(" + procedure.displayName
        var cut = false
        for argument in arguments {
            if call.count > CallTree.labelWidth {
                cut = true
                break
            }
            call += " " + Printer.write(argument)
        }
        call = cut ? String(call.prefix(CallTree.labelWidth - 2)) + "…)" : CallTree.elided(call + ")")
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
                let text = CallTree.elided(Printer.write(value))
                for node in last.chain { tree.nodes[node].value = text }
            }
        }
        next?.leave(procedure, value: value, depth: depth)
    }

    func step(in procedure: String, depth: Int) throws {
        try next?.step(in: procedure, depth: depth)
    }
}
