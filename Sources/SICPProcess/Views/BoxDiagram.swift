import SICPScheme

/// A value's pairs as box-and-pointer structure (SICP 2.2, 3.3): `,box EXPR`.
///
/// ```
/// sicp> ,box (list 1 2)
///  #1         #2
/// ┌───┬───┐  ┌───┬───┐
/// │ 1 │ ●─┼─►│ 2 │ ╱ │
/// └───┴───┘  └───┴───┘
/// ```
///
/// Each pair is drawn once and numbered #1, #2, ... along rows: a row is a
/// chain of pairs through their cdrs, drawn left to right as the book
/// draws a list's backbone; the rows of the pairs in its cars come after
/// it. A pointer to a pair drawn elsewhere (shared structure, figure 3.16's
/// `z1`) or to one before it in its own row (a cycle) names that pair:
/// `●→#1`. The empty list is the book's slash, `╱`.
public struct BoxDiagram: Sendable {
    /// A car or a cdr: a pair's number, or an atom as `write` prints it.
    public enum Cell: Sendable, Equatable {
        case pair(Int)
        case atom(String)
    }

    public struct Box: Sendable, Equatable {
        public var id: Int
        public var car: Cell
        public var cdr: Cell
    }

    /// The value: a pair's number, or an atom.
    public var root: Cell
    /// The pairs, in number order (`pairs[i].id == i + 1`).
    public var pairs: [Box] = []
    /// The rows: each a chain of pair numbers through their cdrs.
    public var rows: [[Int]] = []

    /// The most pairs drawn, by default.
    public static let defaultPairLimit = 300

    /// The diagram of `value`.
    /// - Throws: `EnvironmentDiagram.Refusal` past `pairLimit` pairs;
    ///   `;Quit!` on Ctrl-C.
    /// - Complexity: O(pairs), no recursion; each pair visited once.
    public static func of(_ value: Value, pairLimit: Int = defaultPairLimit, interrupt: InterruptFlag = .shared) throws -> BoxDiagram {
        guard case .pair(let first) = value else { return BoxDiagram(root: .atom(Printer.brief(value, limit: 60))) }
        var diagram = BoxDiagram(root: .pair(1))
        var numbers: [ObjectIdentifier: Int] = [:]
        var objects: [Pair] = []
        // Rows to draw, each from its first pair, in order: a stack whose
        // top is the next (the cars of a row in order, before later rows).
        var starts: [Pair] = [first]
        func number(_ p: Pair) throws -> Int {
            if let n = numbers[ObjectIdentifier(p)] { return n }
            guard objects.count < pairLimit else {
                throw EnvironmentDiagram.Refusal(description: ",box draws \(pairLimit) pairs at most: the value has more;"
                    + " draw a part of it (,box (list-head x 10)) or raise the limit with --pairs N (up to 1000)")
            }
            objects.append(p)
            numbers[ObjectIdentifier(p)] = objects.count
            return objects.count
        }
        var queue: [Pair] = []
        while let start = starts.popLast() {
            if interrupt.isRequested { throw interrupt.error }
            guard numbers[ObjectIdentifier(start)] == nil else { continue }
            var row: [Int] = []
            var cursor: Pair? = start
            var cars: [Pair] = []
            while let p = cursor, numbers[ObjectIdentifier(p)] == nil {
                if interrupt.isRequested { throw interrupt.error }
                row.append(try number(p))
                queue.append(p)
                if case .pair(let a) = p.car { cars.append(a) }
                if case .pair(let d) = p.cdr { cursor = d } else { cursor = nil }
            }
            diagram.rows.append(row)
            starts += cars.reversed()
        }
        for p in objects {
            func cell(_ v: Value) -> Cell {
                if case .pair(let q) = v, let n = numbers[ObjectIdentifier(q)] { return .pair(n) }
                return .atom(Printer.brief(v, limit: 40))
            }
            diagram.pairs.append(Box(id: numbers[ObjectIdentifier(p)]!, car: cell(p.car), cdr: cell(p.cdr)))
        }
        return diagram
    }

    // MARK: JSON

    /// `{"root": ..., "pairs": [{"id", "car", "cdr"}]}`, a car or cdr
    /// `{"pair": ID}` or the atom as `write` prints it.
    public var json: String {
        func cell(_ c: Cell) -> String {
            switch c {
            case .pair(let n): return "{\"pair\": \(n)}"
            case .atom(let text): return JSON.string(text)
            }
        }
        var text = "{\"root\": " + cell(root) + ", \"pairs\": [" + (pairs.isEmpty ? "" : "\n")
        text += pairs.map { "  {\"id\": \($0.id), \"car\": " + cell($0.car) + ", \"cdr\": " + cell($0.cdr) + "}" }
            .joined(separator: ",\n")
        return text + (pairs.isEmpty ? "" : "\n") + "]}\n"
    }

    // MARK: Text

    /// The widest atom drawn inside a box; a wider one hangs below it.
    static let cellWidth = 5

    /// The rows top to bottom, each folded to `columns`.
    public func render(columns: Int = 80) -> String {
        guard !pairs.isEmpty, case .pair = root else {
            if case .atom(let text) = root { return text + " (no pairs)\n" }
            return ""
        }
        let width = max(columns, 24)
        var text = ""
        for row in rows {
            // Boxes of this row, each its five lines.
            var boxes: [[String]] = []
            for (position, n) in row.enumerated() {
                let box = pairs[n - 1]
                let nextInRow = position + 1 < row.count ? row[position + 1] : nil
                var below: [String] = []
                func inside(_ c: Cell, isCdr: Bool) -> String {
                    switch c {
                    case .pair(let m):
                        if isCdr && m == nextInRow { return "●─" }
                        below.append((isCdr ? "cdr" : "car") + "→#\(m)")
                        return "●"
                    case .atom("()"): return "╱"
                    case .atom(let a):
                        if a.count <= Self.cellWidth { return a }
                        below.append((isCdr ? "cdr " : "car ") + a)
                        return "●"
                    }
                }
                let car = inside(box.car, isCdr: false)
                let cdr = inside(box.cdr, isCdr: true)
                let carWidth = max(1, car.count), cdrWidth = max(2, cdr.count)
                let arrow = nextInRow != nil ? "─►" : "  "
                var lines = [
                    "#\(n)",
                    "┌─" + String(repeating: "─", count: carWidth) + "─┬─" + String(repeating: "─", count: cdrWidth) + "─┐  ",
                    "│ " + car + String(repeating: " ", count: carWidth - car.count) + " │ " + cdr
                        + String(repeating: cdr.hasSuffix("─") ? "─" : " ", count: cdrWidth - cdr.count) + (cdr.hasSuffix("─") ? "─┼" : " │") + arrow,
                    "└─" + String(repeating: "─", count: carWidth) + "─┴─" + String(repeating: "─", count: cdrWidth) + "─┘  ",
                ]
                if cdr == "●─" {
                    // The arrow leaves through the box's right side.
                    lines[2] = "│ " + car + String(repeating: " ", count: carWidth - car.count) + " │ ●" + String(repeating: "─", count: cdrWidth) + "┼" + arrow
                }
                lines += below
                boxes.append(lines)
            }
            // Fold the row: as many boxes a band as fit.
            var band: [[String]] = []
            func flush() {
                guard !band.isEmpty else { return }
                let widths = band.map { $0.map(\.count).max() ?? 0 }
                let height = band.map(\.count).max() ?? 0
                for line in 0..<height {
                    var out = ""
                    for (i, box) in band.enumerated() {
                        let piece = line < box.count ? box[line] : ""
                        let pad = i + 1 < band.count ? widths[i] - piece.count : 0
                        if pad > 0 && piece.hasSuffix("─►") {
                            // The arrow to the next box reaches it across the padding.
                            out += piece.dropLast() + String(repeating: "─", count: pad) + "►"
                        } else {
                            out += piece + String(repeating: " ", count: pad)
                        }
                    }
                    while out.hasSuffix(" ") { out.removeLast() }
                    text += out + "\n"
                }
                band = []
            }
            var used = 0
            for box in boxes {
                let w = box.map(\.count).max() ?? 0
                if used + w > width && !band.isEmpty {
                    flush()
                    used = 0
                }
                band.append(box)
                used += w
            }
            flush()
        }
        return text
    }
}
