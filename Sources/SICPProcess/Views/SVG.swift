import SICPScheme

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small SVG writer: the pictures `,tree --svg` and `,growth --svg` draw.
///
/// ```swift
/// var svg = SVG(width: 200, height: 100)
/// svg.text("(fib 4) = 3", x: 100, y: 20, anchor: "middle")
/// svg.line(x1: 100, y1: 25, x2: 50, y2: 80)
/// svg.document   // "<?xml ...?>\n<svg xmlns=...>...</svg>\n"
/// ```
///
/// Every attribute value and text is escaped (`&`, `<`, `>`, `"`, `'`), so
/// a label holding Scheme's `(< a b)` or a string still makes valid XML.
/// Coordinates are written with two decimals at most.
struct SVG {
    let width: Double
    let height: Double
    private var body = ""

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole document: the `<svg>` element, a white background, the
    /// elements drawn, in order.
    var document: String {
        let w = Self.number(width), h = Self.number(height)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
            font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="12">
            <rect width="100%" height="100%" fill="white"/>

            """ + body + "</svg>\n"
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String = "#555", width: Double = 1, dashed: Bool = false) {
        body += "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
            + " stroke=\"\(Self.escape(stroke))\" stroke-width=\"\(Self.number(width))\"" + (dashed ? " stroke-dasharray=\"4 3\"" : "") + "/>\n"
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String) {
        body += "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
            + " rx=\"4\" fill=\"\(Self.escape(fill))\" stroke=\"\(Self.escape(stroke))\"/>\n"
    }

    mutating func circle(x: Double, y: Double, radius: Double, fill: String, stroke: String? = nil, title: String? = nil) {
        let head = "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" fill=\"\(Self.escape(fill))\""
            + (stroke.map { " stroke=\"\(Self.escape($0))\" stroke-width=\"1.5\"" } ?? "")
        if let title {
            body += head + "><title>" + Self.escape(title) + "</title></circle>\n"
        } else {
            body += head + "/>\n"
        }
    }

    mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String, dashed: Bool = false) {
        guard points.count >= 2 else { return }
        let coordinates = points.map { Self.number($0.x) + "," + Self.number($0.y) }.joined(separator: " ")
        body += "<polyline points=\"\(coordinates)\" fill=\"none\" stroke=\"\(Self.escape(stroke))\" stroke-width=\"1.5\""
            + (dashed ? " stroke-dasharray=\"5 4\"" : "") + "/>\n"
    }

    /// A line from (x1, y1) to (x2, y2) ending in a filled arrowhead (a
    /// polygon, not a marker: drawn the same by every renderer).
    mutating func arrow(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String = "#333") {
        let dx = x2 - x1, dy = y2 - y1
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let ux = dx / length, uy = dy / length
        let bx = x2 - 8 * ux, by = y2 - 8 * uy
        line(x1: x1, y1: y1, x2: bx, y2: by, stroke: stroke, width: 1.2)
        let points = [(x2, y2), (bx - 3.5 * uy, by + 3.5 * ux), (bx + 3.5 * uy, by - 3.5 * ux)]
        body += "<polygon points=\"" + points.map { Self.number($0.0) + "," + Self.number($0.1) }.joined(separator: " ")
            + "\" fill=\"\(Self.escape(stroke))\"/>\n"
    }

    /// A path through `points` (a bent arrow's shaft), without a fill.
    mutating func path(_ d: String, stroke: String = "#333") {
        body += "<path d=\"\(Self.escape(d))\" fill=\"none\" stroke=\"\(Self.escape(stroke))\" stroke-width=\"1.2\"/>\n"
    }

    /// Text at (x, y), `anchor` one of `start`, `middle`, `end`.
    mutating func text(_ text: String, x: Double, y: Double, anchor: String = "start", size: Double? = nil, fill: String = "black", bold: Bool = false) {
        body += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" text-anchor=\"\(Self.escape(anchor))\""
            + (size.map { " font-size=\"\(Self.number($0))\"" } ?? "")
            + (fill == "black" ? "" : " fill=\"\(Self.escape(fill))\"")
            + (bold ? " font-weight=\"bold\"" : "")
            + ">" + Self.escape(text) + "</text>\n"
    }

    /// `text` with XML's five special characters as entities.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            // XML 1.0 allows no control characters but tab, newline and return.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(c)
            }
        }
        return escaped
    }

    /// A coordinate with at most two decimals: `12`, `12.5`, `12.34`.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        let text = Decimal.format(x, digits: 2)
        var trimmed = Substring(text)
        if trimmed.contains(".") {
            while trimmed.last == "0" { trimmed = trimmed.dropLast() }
            if trimmed.last == "." { trimmed = trimmed.dropLast() }
        }
        return trimmed == "-0" ? "0" : String(trimmed)
    }

    /// Writes `text` to the file at `path`, replacing it.
    /// - Throws: `EvalError.user` in MIT Scheme's words:
    ///   `;Unable to open file "/no/dir/x.svg" because: No such file or directory.`
    static func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw unableToOpen(path, errno) }
        defer { close(fd) }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw unableToOpen(path, errno)
            }
            offset += n
        }
    }

    private static func unableToOpen(_ path: String, _ code: Int32) -> EvalError {
        .user(
            message: "Unable to open file \"\(SourceFile.absolutePath(path))\" because: \(FileError(path: path, code: code).reason).",
            irritants: [])
    }
}
