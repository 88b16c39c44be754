// `--svg FILE`: median time per call against size, log-log, one panel per
// family stacked vertically, one coloured and labelled polyline per variant.
// Written by hand; any browser or `rsvg-convert` renders it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

private let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

private let width = 960.0
private let panelHeight = 460.0
private let margin = (left: 90.0, right: 150.0, top: 66.0, bottom: 56.0)

/// The SVG document for `results`.
func renderSVG(_ results: Results) -> String {
    let families = results.measuredFamilies
    let height = panelHeight * Double(max(families.count, 1))
    var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
        viewBox="0 0 \(Int(width)) \(Int(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
        <rect width="100%" height="100%" fill="white"/>

        """
    for (index, family) in families.enumerated() {
        svg += panel(family, results, top: Double(index) * panelHeight)
    }
    return svg + "</svg>\n"
}

/// One family's chart, its top edge at `top`.
private func panel(_ family: BenchmarkFamily, _ results: Results, top: Double) -> String {
    let variants = results.variants(of: family.name)
    let series = variants.map { (variant: $0, points: results.points(family: family.name, variant: $0)) }
    let all = series.flatMap(\.points).filter { $0.size > 0 && $0.time > 0 }
    guard !all.isEmpty else { return "" }

    // Whole decades on both axes; at least one decade wide.
    let xDecades = decadeRange(all.map { Double($0.size) })
    let yDecades = decadeRange(all.map(\.time))
    let plot = (
        left: margin.left, right: width - margin.right,
        top: top + margin.top, bottom: top + panelHeight - margin.bottom
    )
    func x(_ size: Double) -> Double {
        plot.left + (log10(size) - Double(xDecades.lowerBound)) / Double(xDecades.count - 1) * (plot.right - plot.left)
    }
    func y(_ time: Double) -> Double {
        plot.bottom - (log10(time) - Double(yDecades.lowerBound)) / Double(yDecades.count - 1) * (plot.bottom - plot.top)
    }

    var svg = "<g>\n"
    svg += text(family.name, x: plot.left, y: top + 22, attributes: "font-size=\"16\" font-weight=\"bold\"")
    svg += text(family.summary, x: plot.left, y: top + 38, attributes: "font-size=\"11\"")
    svg += text(
        "median time per call against \(family.parameter), log-log", x: plot.left, y: top + 52,
        attributes: "font-size=\"11\" fill=\"#666\"")

    // Grid: decades as lines with labels, 2…9 as light lines.
    for decade in xDecades {
        let position = x(pow(10, Double(decade)))
        svg += line(position, plot.top, position, plot.bottom, stroke: "#bbb")
        svg += line(position, plot.bottom, position, plot.bottom + 5, stroke: "#333")
        svg += text(power10(decade), x: position, y: plot.bottom + 20, attributes: "text-anchor=\"middle\"")
        if decade < xDecades.upperBound {
            for step in 2...9 {
                let minor = x(Double(step) * pow(10, Double(decade)))
                svg += line(minor, plot.top, minor, plot.bottom, stroke: "#eee")
            }
        }
    }
    for decade in yDecades {
        let position = y(pow(10, Double(decade)))
        svg += line(plot.left, position, plot.right, position, stroke: "#bbb")
        svg += line(plot.left - 5, position, plot.left, position, stroke: "#333")
        svg += text(
            timeLabel(decade), x: plot.left - 8, y: position + 4, attributes: "text-anchor=\"end\"")
        if decade < yDecades.upperBound {
            for step in 2...9 {
                let minor = y(Double(step) * pow(10, Double(decade)))
                svg += line(plot.left, minor, plot.right, minor, stroke: "#eee")
            }
        }
    }
    svg += "<rect x=\"\(f(plot.left))\" y=\"\(f(plot.top))\" width=\"\(f(plot.right - plot.left))\" "
        + "height=\"\(f(plot.bottom - plot.top))\" fill=\"none\" stroke=\"#333\"/>\n"
    svg += text(family.parameter, x: (plot.left + plot.right) / 2, y: plot.bottom + 40, attributes: "text-anchor=\"middle\"")
    let middle = (plot.top + plot.bottom) / 2
    svg += text(
        "time per call", x: plot.left - 62, y: middle,
        attributes: "text-anchor=\"middle\" transform=\"rotate(-90 \(f(plot.left - 62)) \(f(middle)))\"")

    // One polyline per variant, a dot per point, its name just right of its
    // last point (in the right margin for those that end at the largest
    // size), nudged down where names would overlap.
    var labels: [(x: Double, y: Double, variant: String, colour: String)] = []
    for (index, entry) in series.enumerated() where !entry.points.isEmpty {
        let colour = palette[index % palette.count]
        let coordinates = entry.points.map { (x: x(Double($0.size)), y: y($0.time)) }
        let pointList = coordinates.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
        svg += "<polyline points=\"\(pointList)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\">"
            + "<title>\(escapeXML(entry.variant))</title></polyline>\n"
        for point in coordinates {
            svg += "<circle cx=\"\(f(point.x))\" cy=\"\(f(point.y))\" r=\"3\" fill=\"\(colour)\"/>\n"
        }
        let end = coordinates[coordinates.count - 1]
        labels.append((end.x + 8, end.y + 4, entry.variant, colour))
    }
    labels.sort { $0.y < $1.y }
    let lineHeight = 14.0
    for index in labels.indices {
        for earlier in labels.indices where earlier < index {
            let close = abs(labels[earlier].x - labels[index].x) < 120
            if close && labels[index].y < labels[earlier].y + lineHeight {
                labels[index].y = labels[earlier].y + lineHeight
            }
        }
    }
    for label in labels {
        svg += text(
            label.variant, x: label.x, y: label.y,
            attributes: "fill=\"\(label.colour)\" font-weight=\"bold\"")
    }
    return svg + "</g>\n"
}

/// The decades spanning `values` (all positive): floor of the smallest
/// through ceiling of the largest log10, at least two decades of labels.
private func decadeRange(_ values: [Double]) -> ClosedRange<Int> {
    let low = Int(log10(values.min()!).rounded(.down))
    var high = Int(log10(values.max()!).rounded(.up))
    if high <= low { high = low + 1 }
    return low...high
}

/// "10³" for 3.
private func power10(_ exponent: Int) -> String {
    let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    let digits = String(exponent.magnitude).map { superscripts[Int(String($0))!] }
    return "10" + (exponent < 0 ? "⁻" : "") + String(digits)
}

/// The time 10^exponent ns, readably: "1 ns", "100 µs", "10 s".
private func timeLabel(_ exponent: Int) -> String {
    guard exponent >= 0 else { return "10" + power10(exponent).dropFirst(2) + " ns" }
    let units = ["ns", "µs", "ms", "s"]
    let unit = min(exponent / 3, units.count - 1)
    var value = 1
    for _ in 0..<(exponent - unit * 3) { value *= 10 }
    return "\(value) \(units[unit])"
}

private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String) -> String {
    "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(stroke)\"/>\n"
}

private func text(_ content: String, x: Double, y: Double, attributes: String = "") -> String {
    "<text x=\"\(f(x))\" y=\"\(f(y))\" \(attributes)>\(escapeXML(content))</text>\n"
}

/// A coordinate with one decimal.
private func f(_ value: Double) -> String { fixed(value, decimals: 1) }

/// `text` safe inside an XML element or attribute.
func escapeXML(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default: result.append(character)
        }
    }
    return result
}
