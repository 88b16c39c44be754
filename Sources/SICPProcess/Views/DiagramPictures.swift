import SICPScheme

extension EnvironmentDiagram {
    static let characterWidth = 7.2, lineHeight = 16.0, gap = 36.0, margin = 16.0, pictureTextWidth = 44

    /// The diagram as an SVG picture laid out as the book's figures 3.1-3.11:
    /// the global frame across the top, each frame below the frame that
    /// encloses it (a row per level), an arrow from each frame up to its
    /// enclosing environment; a procedure object is a pair of circles under
    /// the frame it is bound in, an arrow from its binding, an arrow from
    /// its right circle to its environment, its parameters and body under
    /// its left circle. The book's figures come out under 1 000 px wide.
    /// - Complexity: O(frames + procedures), no recursion.
    public func svg() -> String {
        // Levels: the global frame 0, each frame one below its parent.
        var level: [String: Int] = ["global": 0]
        for frame in frames where frame.parent != nil { level[frame.id] = (frame.parent.flatMap { level[$0] } ?? 0) + 1 }
        let deepest = level.values.max() ?? 0
        func lines(_ frame: Frame) -> [String] {
            frame.bindings.map { CallTree.elided($0.name + ": " + $0.text, width: Self.pictureTextWidth) }
        }
        func title(_ frame: Frame) -> String {
            frame.id + (frame.call.map { "  " + CallTree.elided($0, width: Self.pictureTextWidth) } ?? "")
        }
        func boxWidth(_ frame: Frame) -> Double {
            let widest = max(lines(frame).map(\.count).max() ?? 0, title(frame).count)
            // Room right of the text for the arrows from its procedure bindings.
            let routes = Double(frame.bindings.filter { $0.procedure != nil }.count) * 8
            return max(Double(widest) * Self.characterWidth + 20 + routes, 90)
        }
        func boxHeight(_ frame: Frame) -> Double { 26 + Double(max(frame.bindings.count, 1)) * Self.lineHeight }
        // Where each procedure is drawn: under the first frame binding it,
        // else under its environment.
        var home: [String: String] = [:]
        for frame in frames { for b in frame.bindings { if let p = b.procedure, home[p] == nil { home[p] = frame.id } } }
        for p in procedures where home[p.id] == nil { home[p.id] = p.env }
        func procedureTexts(_ p: Procedure) -> [String] {
            ["parameters: " + (p.parameters.isEmpty ? "none" : p.parameters.joined(separator: " ")),
             "body: " + CallTree.elided(p.body, width: Self.pictureTextWidth)]
        }
        func procedureWidth(_ p: Procedure) -> Double {
            max(Double(procedureTexts(p).map(\.count).max() ?? 0) * Self.characterWidth * 0.93, 60) + 16
        }
        // Place frames and procedures row by row.
        var boxes: [String: (x: Double, y: Double, w: Double, h: Double)] = [:]
        var circles: [String: (x: Double, y: Double)] = [:]
        var y = Self.margin
        var width = 0.0
        for row in 0...deepest {
            let members = frames.filter { level[$0.id] == row }
            // At most 8 frames side by side; more go on a line below.
            var start = 0
            while start < members.count {
                let line = Array(members[start..<min(start + 8, members.count)])
                start += 8
                var x = Self.margin
                var rowHeight = 0.0
                for frame in line {
                    let w = boxWidth(frame), h = boxHeight(frame)
                    boxes[frame.id] = (x, y, w, h)
                    // The procedures bound here, side by side under the frame.
                    let owned = procedures.filter { home[$0.id] == frame.id }
                    let band = owned.map(procedureWidth).reduce(0, +)
                    x += max(w, band) + Self.gap
                    rowHeight = max(rowHeight, h)
                }
                width = max(width, x)
                y += rowHeight + 24
                var bandHeight = 0.0
                for frame in line {
                    var px = boxes[frame.id]!.x + 12
                    for p in procedures where home[p.id] == frame.id {
                        circles[p.id] = (px + 10, y + 10)
                        px += procedureWidth(p)
                        bandHeight = 64
                    }
                }
                y += bandHeight + (bandHeight > 0 ? 24 : 16)
            }
        }
        // The global frame spans the picture, as the book draws it.
        if var global = boxes["global"] {
            global.w = max(global.w, width - Self.gap - Self.margin)
            boxes["global"] = global
            width = max(width, global.x + global.w + Self.gap)
        }
        var svg = SVG(width: width - Self.gap + Self.margin, height: y + Self.margin - 16)
        // Enclosing-environment arrows: from a frame's top up to its parent.
        for frame in frames {
            guard let parent = frame.parent, let box = boxes[frame.id], let target = boxes[parent] else { continue }
            let x = box.x + 14
            let tx = min(max(x, target.x + 10), target.x + target.w - 10)
            svg.arrow(x1: x, y1: box.y, x2: tx, y2: target.y + target.h, stroke: "#4a78b0")
        }
        for frame in frames {
            guard let box = boxes[frame.id] else { continue }
            svg.rect(x: box.x, y: box.y, width: box.w, height: box.h, fill: frame.parent == nil ? "#f4f4f4" : "#eef4fb", stroke: "#4a78b0")
            svg.text(title(frame), x: box.x + 8, y: box.y + 16, bold: true)
            for (i, text) in lines(frame).enumerated() {
                svg.text(text, x: box.x + 8, y: box.y + 34 + Double(i) * Self.lineHeight)
            }
        }
        for p in procedures {
            guard let c = circles[p.id] else { continue }
            // From the binding to the left circle: right of the frame's
            // text, down below the frame, across, and down to the circle,
            // crossing no text.
            if let h = home[p.id], let box = boxes[h], let frame = frames.first(where: { $0.id == h }),
               let row = frame.bindings.firstIndex(where: { $0.procedure == p.id }) {
                let by = box.y + 30 + Double(row) * Self.lineHeight
                let textEnd = box.x + 8 + Double(lines(frame)[row].count) * Self.characterWidth + 4
                let routed = frame.bindings.prefix(row).filter { $0.procedure != nil }.count
                let column = box.x + 16 + Double(lines(frame).map(\.count).max() ?? 0) * Self.characterWidth + Double(routed) * 8
                let across = box.y + box.h + 6 + Double(routed % 3) * 5
                if column < box.x + box.w {
                    svg.path("M \(SVG.number(textEnd)) \(SVG.number(by)) L \(SVG.number(column)) \(SVG.number(by)) L \(SVG.number(column)) \(SVG.number(across)) L \(SVG.number(c.x - 4)) \(SVG.number(across))")
                    svg.arrow(x1: c.x - 4, y1: across, x2: c.x - 4, y2: c.y - 8)
                } else {
                    svg.arrow(x1: textEnd, y1: by, x2: c.x - 9, y2: c.y - 4)
                }
            }
            svg.circle(x: c.x, y: c.y, radius: 9, fill: "white", stroke: "#333")
            svg.circle(x: c.x + 18, y: c.y, radius: 9, fill: "white", stroke: "#333")
            svg.circle(x: c.x, y: c.y, radius: 2.5, fill: "#333")
            svg.circle(x: c.x + 18, y: c.y, radius: 2.5, fill: "#333")
            // Environment pointer: from the right circle to its frame.
            if let env = boxes[p.env] {
                let tx = min(max(c.x + 18, env.x + 10), env.x + env.w - 10)
                let ty = env.y + env.h <= c.y ? env.y + env.h : env.y
                svg.arrow(x1: c.x + 18, y1: c.y, x2: tx, y2: ty)
            }
            // Code pointer: from the left circle down to the text.
            svg.arrow(x1: c.x, y1: c.y, x2: c.x, y2: c.y + 22)
            for (i, text) in procedureTexts(p).enumerated() {
                svg.text(text, x: c.x - 8, y: c.y + 34 + Double(i) * 14, size: 11)
            }
        }
        return svg.document
    }
}

extension BoxDiagram {
    static let cell = 32.0, boxHeight = 26.0, rowPitch = 84.0, pairPitch = 104.0, edge = 16.0

    /// The diagram as an SVG picture, as figures 2.2-2.6 and 3.16 draw
    /// pairs: a row of two-cell boxes per chain of cdrs, each row under the
    /// box whose car points to it; an arrow from a cell to the pair it
    /// holds (bending back for a cycle), the empty list a slash across its
    /// cell, an atom inside its cell or, if long, below it.
    /// - Complexity: O(pairs), no recursion.
    public func svg() -> String {
        var place: [Int: (x: Double, y: Double)] = [:]
        var width = 200.0
        // A row starts under the pair whose car points to its first pair.
        var carOwner: [Int: Int] = [:]
        for box in pairs { if case .pair(let m) = box.car, carOwner[m] == nil { carOwner[m] = box.id } }
        var nextY = Self.edge
        for row in rows {
            guard let first = row.first else { continue }
            let startX = carOwner[first].flatMap { place[$0]?.x } ?? Self.edge
            for (i, n) in row.enumerated() { place[n] = (startX + Double(i) * Self.pairPitch, nextY + 20) }
            width = max(width, startX + Double(row.count) * Self.pairPitch + Self.edge)
            nextY += Self.rowPitch
        }
        var svg = SVG(width: width, height: nextY + 10)
        func centre(_ n: Int, cdr: Bool) -> (x: Double, y: Double) {
            let p = place[n]!
            return (p.x + (cdr ? 1.5 : 0.5) * Self.cell, p.y + Self.boxHeight / 2)
        }
        for box in pairs {
            let p = place[box.id]!
            svg.text("#\(box.id)", x: p.x - 2, y: p.y + Self.boxHeight + 12, size: 10, fill: "#777")
            svg.rect(x: p.x, y: p.y, width: 2 * Self.cell, height: Self.boxHeight, fill: "white", stroke: "#333")
            svg.line(x1: p.x + Self.cell, y1: p.y, x2: p.x + Self.cell, y2: p.y + Self.boxHeight, stroke: "#333")
            for (cell, isCdr) in [(box.car, false), (box.cdr, true)] {
                let c = centre(box.id, cdr: isCdr)
                switch cell {
                case .atom("()"):
                    let x0 = p.x + (isCdr ? Self.cell : 0)
                    svg.line(x1: x0 + Self.cell, y1: p.y, x2: x0, y2: p.y + Self.boxHeight, stroke: "#333")
                case .atom(let text):
                    if text.count <= 3 {
                        svg.text(text, x: c.x, y: c.y + 4, anchor: "middle")
                    } else {
                        svg.circle(x: c.x, y: c.y, radius: 2.5, fill: "#333")
                        svg.arrow(x1: c.x, y1: c.y, x2: c.x, y2: c.y + 34)
                        svg.text(text, x: c.x, y: c.y + 46, anchor: "middle", size: 11)
                    }
                case .pair(let m):
                    svg.circle(x: c.x, y: c.y, radius: 2.5, fill: "#333")
                    let t = place[m]!
                    if isCdr && t.y == p.y && t.x > p.x {
                        svg.arrow(x1: c.x, y1: c.y, x2: t.x, y2: t.y + Self.boxHeight / 2)
                    } else if t.y > p.y {
                        svg.arrow(x1: c.x, y1: c.y, x2: t.x + Self.cell / 2, y2: t.y)
                    } else {
                        // Back to a pair above or to the left: over the top.
                        let top = min(t.y, p.y) - 16
                        svg.path("M \(SVG.number(c.x)) \(SVG.number(c.y)) L \(SVG.number(c.x)) \(SVG.number(top)) L \(SVG.number(t.x + Self.cell / 2)) \(SVG.number(top))")
                        svg.arrow(x1: t.x + Self.cell / 2, y1: top, x2: t.x + Self.cell / 2, y2: t.y)
                    }
                }
            }
        }
        return svg.document
    }
}
