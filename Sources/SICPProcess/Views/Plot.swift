import SICPScheme

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plots of a growth table, steps and space against n with the fitted
/// curves: the small one `,growth` prints under its table, and the SVG
/// picture of `,growth ... --svg FILE`.
///
/// ```
/// sicp> ,growth (fact n) n 10 20 40 80 160
/// ...
/// process: linear recursive
/// ● steps   ○ space   ◉ both   · fitted   (log n, log y)
///  160 ┤                                               ··◉
///      │                                         ······
///      │                                    ·◉···
///      │                              ······
///      │                         ◉····
///      │                    ·····
///      │              ······
///      │         ···◉·
///      │   ······
///   10 ┤◉··
///      └┬───────────┬────────────┬───────────┬───────────┬ n
///       10         20           40          80          160
/// ```
///
/// (`GrowthPlotTests.theFactorialsPlot` checks this text.) Steps and space
/// fall on the same points here (◉, named in the legend).
///
/// The scales follow the fit, so that the fitted order is a straight line:
/// an exponential puts the values on a log scale against a linear n; a power
/// of n puts both on log scales (when n spans four times or more); without
/// a fit both are linear. A curve is drawn only for an order the range could
/// tell. Only steps and space are plotted, counts that are the same from
/// run to run: the plot is deterministic, the time is not.
public enum GrowthPlot {
    /// The plot's size in the terminal.
    static let rows = 10
    static let columns = 50

    /// One plotted quantity.
    struct Series {
        var name: String
        var points: [(n: Double, value: Double)]
        var fit: GrowthFit?
        var curve: ((Double) -> Double)?
    }

    /// The axes' mapping of a table.
    struct Scales {
        var nMin: Double, nMax: Double, logN: Bool
        var yMin: Double, yMax: Double, logY: Bool

        /// The axes for the fits: an exponential (of either quantity) on a
        /// log y against a linear n, so that bⁿ is a straight line; a power
        /// of n on log-log axes, so that Θ(n) and Θ(n²) are straight lines
        /// (when n spans 4 times or more and the values are positive);
        /// otherwise, and without a fit, both linear. Never a log n against
        /// a linear y.
        init?(_ series: [Series]) {
            let ns = series.flatMap { $0.points.map(\.n) }
            let ys = series.flatMap { $0.points.map(\.value) }
            guard let nMin = ns.min(), let nMax = ns.max(), nMax > nMin, (nMax - nMin).isFinite,
                  let top = ys.max() else { return nil }
            self.nMin = nMin
            self.nMax = nMax
            let fits = series.compactMap(\.fit)
            let exponential = fits.contains { if case .exponential = $0.order { return true }; return false }
            let positive = ys.filter { $0 > 0 }
            let low = positive.min() ?? 1
            if exponential, top > low {
                (logN, logY) = (false, true)
            } else if !fits.isEmpty, nMin > 0, nMax / nMin >= 4, top > low {
                (logN, logY) = (true, true)
            } else {
                (logN, logY) = (false, false)
            }
            if logY {
                yMin = low
                yMax = top
            } else {
                yMin = min(0, ys.min() ?? 0)
                yMax = top > yMin ? top : yMin + 1
            }
        }

        /// Where n falls, 0 at the smallest and 1 at the largest.
        func x(_ n: Double) -> Double {
            logN ? (log(n) - log(nMin)) / (log(nMax) - log(nMin)) : (n - nMin) / (nMax - nMin)
        }

        /// The n at position t (0...1).
        func n(at t: Double) -> Double {
            logN ? exp(log(nMin) + t * (log(nMax) - log(nMin))) : nMin + t * (nMax - nMin)
        }

        /// Where y falls, 0 at the bottom and 1 at the top; nil for a value
        /// a log scale cannot show (0).
        func y(_ value: Double) -> Double? {
            guard logY else { return (value - yMin) / (yMax - yMin) }
            guard value > 0 else { return nil }
            return (log(value) - log(yMin)) / (log(yMax) - log(yMin))
        }

        var note: String {
            switch (logN, logY) {
            case (true, true): return "   (log n, log y)"
            case (true, false): return "   (log n)"
            case (false, true): return "   (log y)"
            case (false, false): return ""
            }
        }
    }

    static func series(of table: GrowthTable) -> [Series]? {
        var steps: [(n: Double, value: Double)] = [], space: [(n: Double, value: Double)] = []
        // A curve only where a fit was made: an order the range could tell.
        for row in table.rows where row.error == nil {
            guard let n = row.n.doubleValue, n.isFinite else { return nil }
            steps.append((n, Double(row.steps)))
            space.append((n, Double(row.space)))
        }
        let stepsFit = table.stepsFit.flatMap { $0.enoughRange ? $0 : nil }
        let spaceFit = table.spaceFit.flatMap { $0.enoughRange ? $0 : nil }
        return [
            Series(name: "steps", points: steps, fit: stepsFit, curve: stepsFit.map { fit in { fit.value(at: $0) } }),
            Series(name: "space", points: space, fit: spaceFit, curve: spaceFit.map { fit in { fit.value(at: $0) } }),
        ]
    }

    // MARK: The terminal

    /// The plot `,growth` prints under its table: about 14 lines, 60
    /// columns; nil when there is nothing to plot (an n that is not a
    /// number, or fewer than two distinct n).
    public static func text(_ table: GrowthTable, variable: String = "n") -> String? {
        guard let series = series(of: table), let scales = Scales(series) else { return nil }
        var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
        func column(_ n: Double) -> Int { Int((scales.x(n) * Double(columns - 1)).rounded()) }
        func row(_ value: Double) -> Int? {
            guard let y = scales.y(value), y >= -0.001, y <= 1.001 else { return nil }
            return Int((min(max(y, 0), 1) * Double(rows - 1)).rounded())
        }
        // A value a log scale cannot show sits on the bottom row.
        func pointRow(_ value: Double) -> Int { row(value) ?? 0 }
        for s in series {
            guard let f = s.curve else { continue }
            for c in 0..<columns {
                if let r = row(f(scales.n(at: Double(c) / Double(columns - 1)))) { grid[r][c] = "·" }
            }
        }
        let marks: [Character] = ["●", "○"]
        var marked = Set<Int>()
        var coincident = false
        for (i, s) in series.enumerated() {
            for p in s.points {
                let r = pointRow(p.value), c = column(p.n)
                let key = r * columns + c
                let both = marked.contains(key) && grid[r][c] != marks[i] && grid[r][c] != "·"
                coincident = coincident || both
                grid[r][c] = both ? "◉" : marks[i]
                marked.insert(key)
            }
        }
        let top = Table.number(scales.yMax), bottom = Table.number(scales.yMin)
        let gutter = max(top.count, bottom.count) + 1
        func pad(_ s: String) -> String { String(repeating: " ", count: gutter - s.count) + s }
        var text = "● steps   ○ space" + (coincident ? "   ◉ both" : "")
            + (series.contains { $0.curve != nil } ? "   · fitted" : "") + scales.note + "\n"
        for r in stride(from: rows - 1, through: 0, by: -1) {
            let label = r == rows - 1 ? top : r == 0 ? bottom : ""
            var line = pad(label) + (label.isEmpty ? " │" : " ┤") + String(grid[r])
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        // The n axis: a tick under each n, and as many labels as fit.
        let ns = Array(Set(series[0].points.map(\.n))).sorted()
        // Each n as the table shows it (exact, where a Double would round 10^18 + 3).
        var exact: [Double: String] = [:]
        for row in table.rows { if let n = row.n.doubleValue, exact[n] == nil { exact[n] = row.n.tableText } }
        var axis = [Character](repeating: "─", count: columns)
        var labels = [Character](repeating: " ", count: columns + 8)
        // The last n's label is always kept: the others go where they fit
        // left of it.
        var placed: [(start: Int, label: [Character])] = []
        var free = 0
        for (index, n) in ns.enumerated() {
            let c = column(n)
            axis[c] = "┬"
            let label = Array(exact[n] ?? Table.number(n))
            let start = max(min(max(c - label.count / 2, 0), columns + 8 - label.count), 0)
            if index == ns.count - 1 {
                while let last = placed.last, last.start + last.label.count + 1 > start { placed.removeLast() }
                placed.append((start, label))
            } else if start >= free {
                placed.append((start, label))
                free = start + label.count + 1
            }
        }
        for (start, label) in placed {
            for (k, ch) in label.enumerated() where start + k < labels.count { labels[start + k] = ch }
        }
        text += String(repeating: " ", count: gutter) + " └" + String(axis) + " " + variable + "\n"
        var labelLine = String(repeating: " ", count: gutter + 2) + String(labels)
        while labelLine.last == " " { labelLine.removeLast() }
        return text + labelLine + "\n"
    }

    // MARK: SVG

    /// The SVG picture of `,growth EXPR VAR n1 n2 ... --svg FILE`: a point
    /// per measurement (its `<title>` says `steps at n = 10: 10`), the fitted
    /// curve of each quantity dashed, axes with ticks and labels, a title
    /// and a legend naming the fitted orders.
    /// - Parameter expression: the expression measured, for the title.
    public static func svg(_ table: GrowthTable, expression: String, variable: String = "n") -> String? {
        guard let series = series(of: table), let scales = Scales(series) else { return nil }
        let width = 720.0, height = 440.0
        let plot = (left: 80.0, right: width - 220, top: 50.0, bottom: height - 60)
        func x(_ n: Double) -> Double { plot.left + scales.x(n) * (plot.right - plot.left) }
        func y(_ value: Double) -> Double? { scales.y(value).map { plot.bottom - $0 * (plot.bottom - plot.top) } }
        var svg = SVG(width: width, height: height)
        // The title within the picture: 15-pixel bold text is about 9.5 pixels a character.
        let about = ": steps and space against " + variable
        svg.text(Self.shortened(expression, to: Int((width - 40) / 9.5) - about.count) + about,
                 x: width / 2, y: 26, anchor: "middle", size: 15, bold: true)
        // Axes, ticks, grid.
        svg.line(x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom, stroke: "black")
        svg.line(x1: plot.left, y1: plot.top, x2: plot.left, y2: plot.bottom, stroke: "black")
        for n in ticks(scales.nMin, scales.nMax, log: scales.logN) {
            let px = x(n)
            svg.line(x1: px, y1: plot.bottom, x2: px, y2: plot.bottom + 5, stroke: "black")
            svg.text(Table.number(n), x: px, y: plot.bottom + 19, anchor: "middle")
        }
        for v in ticks(scales.yMin, scales.yMax, log: scales.logY) {
            guard let py = y(v) else { continue }
            svg.line(x1: plot.left, y1: py, x2: plot.right, y2: py, stroke: "#e4e4e4")
            svg.line(x1: plot.left - 5, y1: py, x2: plot.left, y2: py, stroke: "black")
            svg.text(Table.number(v), x: plot.left - 8, y: py + 4, anchor: "end")
        }
        svg.text(variable + (scales.logN ? " (log scale)" : ""), x: (plot.left + plot.right) / 2, y: height - 22, anchor: "middle")
        svg.text("steps, space" + (scales.logY ? " (log scale)" : ""), x: 16, y: plot.top - 14)
        // Series: the fitted curve, then the points over it.
        let colours = ["#1f77b4", "#d62728"]
        var legendY = plot.top + 10
        // Points where steps and space coincide: the space is a ring around the steps' dot.
        let stepsPoints = Set(series[0].points.map { "\(x($0.n)),\(y($0.value) ?? plot.bottom)" })
        let coincident = series[1].points.contains { stepsPoints.contains("\(x($0.n)),\(y($0.value) ?? plot.bottom)") }
        for (i, s) in series.enumerated() {
            if let f = s.curve {
                var points: [(x: Double, y: Double)] = []
                for k in 0...120 {
                    let n = scales.n(at: Double(k) / 120)
                    let value = f(n)
                    if let py = y(value), py >= plot.top - 0.5, py <= plot.bottom + 0.5 { points.append((x(n), py)) }
                }
                svg.polyline(points, stroke: colours[i], dashed: true)
            }
            for p in s.points {
                svg.circle(
                    x: x(p.n), y: y(p.value) ?? plot.bottom, radius: i == 0 ? 4 : 6.5, fill: i == 0 ? colours[i] : "none",
                    stroke: i == 0 ? nil : colours[i],
                    title: "\(s.name) at \(variable) = \(Table.number(p.n)): \(Table.number(p.value))")
            }
        }
        // The legend, each entry below the last, its text wrapped to the margin.
        let legendColumns = Int((width - (plot.right + 36) - 8) / 6.7)
        for (i, s) in series.enumerated() {
            svg.circle(x: plot.right + 24, y: legendY, radius: i == 0 ? 4 : 6.5, fill: i == 0 ? colours[i] : "none",
                       stroke: i == 0 ? nil : colours[i])
            svg.text(s.name, x: plot.right + 36, y: legendY + 4, fill: colours[i], bold: true)
            legendY += 18
            if let fit = s.fit {
                svg.line(x1: plot.right + 16, y1: legendY, x2: plot.right + 32, y2: legendY, stroke: colours[i], width: 1.5, dashed: true)
                for line in Self.wrapped("fit: " + table.describe(fit, s.name), to: legendColumns, lines: 4) {
                    svg.text(line, x: plot.right + 36, y: legendY + 4, size: 11)
                    legendY += 14
                }
            }
            legendY += 12
        }
        if coincident {
            svg.circle(x: plot.right + 24, y: legendY, radius: 4, fill: colours[0])
            svg.circle(x: plot.right + 24, y: legendY, radius: 6.5, fill: "none", stroke: colours[1])
            for line in Self.wrapped("both at the same point", to: legendColumns, lines: 2) {
                svg.text(line, x: plot.right + 36, y: legendY + 4, size: 11)
                legendY += 14
            }
        }
        return svg.document
    }

    /// `text` cut to `width` characters, an ellipsis in the middle of what
    /// was cut (the start and the end of an expression say the most).
    static func shortened(_ text: String, to width: Int) -> String {
        guard text.count > width, width >= 3 else { return text }
        let keep = width - 1, head = keep / 2
        return String(text.prefix(head)) + "…" + String(text.suffix(keep - head))
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a
    /// word longer than a line is cut), at most `lines` lines: the last ends
    /// in an ellipsis when the text goes on.
    static func wrapped(_ text: String, to width: Int, lines limit: Int) -> [String] {
        let width = max(width, 4)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            var word = String(word)
            if word.count > width { word = String(word.prefix(width - 1)) + "…" }
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        if lines.count > limit {
            lines = Array(lines.prefix(limit))
            var last = lines[limit - 1]
            if last.count >= width { last = String(last.prefix(width - 1)) }
            lines[limit - 1] = last + "…"
        }
        return lines
    }

    /// Tick values between `low` and `high`: powers of ten on a log scale,
    /// otherwise about five round numbers (1, 2 or 5 times a power of ten).
    static func ticks(_ low: Double, _ high: Double, log logScale: Bool) -> [Double] {
        guard high > low else { return [low] }
        if logScale, low > 0 {
            var ticks: [Double] = []
            var t = pow(10, (log10(low)).rounded(.down))
            while t <= high * 1.000_001, ticks.count < 400 {
                if t >= low * 0.999_999 { ticks.append(t) }
                t *= 10
            }
            return ticks.count >= 2 ? ticks : [low, high]
        }
        let rough = (high - low) / 5
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        var ticks: [Double] = []
        // By index, not by adding: past 2⁵³ adding a step may change nothing.
        let first = (low / step).rounded(.up)
        for k in 0..<12 {
            let t = (first + Double(k)) * step
            guard t <= high + step * 1e-9 else { break }
            if ticks.last != t { ticks.append(abs(t) < step * 1e-9 ? 0 : t) }
        }
        return ticks
    }
}
