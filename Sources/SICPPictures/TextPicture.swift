import SICPScheme
/// A picture drawn in text with Unicode Braille characters: each character
/// is a cell of 2 by 4 dots (U+2800 to U+28FF), so a picture `columns`
/// characters wide and `rows` lines high has `2 * columns` by `4 * rows`
/// dots. A terminal cell is about twice as high as it is wide, so the dots
/// are about square and a picture twice as many columns as rows is about
/// square on the screen. Any UTF-8 terminal shows it (over ssh and in tmux
/// too), and so does a text file.
///
/// ```swift
/// TextPicture.render([Segment(0, 0, 1, 1)], columns: 4, rows: 2)
/// // "  ⡠⠊\n⡠⠊\n": the diagonal from the bottom left to the top right
/// ```
///
/// The unit square fills the picture, the book's origin (0, 0) at the
/// bottom left; what lies outside the unit square is cut off. A cell with
/// no dot is a space, and spaces at the end of a line are left out.
///
/// A figure too small for its lines to show apart (the `figures` the
/// painters drew, see `Figure`) would be a solid block of dots: one whose
/// frame is narrower than ``outlineBelow`` dots is drawn as its frame's
/// outline instead, and one narrower than ``omitBelow`` dots (where even the
/// outline is a blot) is left out. So `(square-limit wave 4)` at 80x24 shows
/// its large figures, the tiling of the smaller ones toward the edges and
/// its four corners: 2,648 of 7,744 dots lit (34%), against 4,540 (59%)
/// with every line drawn.
///
/// - Complexity: O(columns × rows + s × (columns + rows)) for s segments.
public enum TextPicture {
    /// Figures narrower than this many dots are drawn as their outline.
    public static let outlineBelow = 6.0
    /// Figures narrower than this many dots are left out.
    public static let omitBelow = 2.0

    /// The picture of `segments` in `columns` characters by `rows` lines
    /// (each at least 1), every line ending in a newline; `figures` (each a
    /// range of `segments`) drawn as the type's documentation says.
    public static func render(_ segments: [Segment], columns: Int, rows: Int, figures: [Figure] = []) -> String {
        let columns = max(1, columns), rows = max(1, rows)
        var grid = DotGrid(width: 2 * columns, height: 4 * rows)
        // Stops early when the running evaluation is asked to (`paint` then throws).
        var poll = Walk.Poll()
        var next = 0
        for figure in figures where figure.start >= next && figure.start <= segments.count {
            for segment in segments[next..<figure.start] {
                if poll.shouldStop() { return grid.text }
                grid.draw(segment)
            }
            let end = min(segments.count, figure.start + figure.count)
            next = end
            let width = grid.width(of: figure)
            if width < omitBelow { continue }
            for segment in width < outlineBelow ? figure.outline[...] : segments[figure.start..<end] {
                if poll.shouldStop() { return grid.text }
                grid.draw(segment)
            }
        }
        for segment in segments[next...] {
            if poll.shouldStop() { break }
            grid.draw(segment)
        }
        return grid.text
    }

    /// How many Braille dots `text` lights.
    public static func dotsLit(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            guard (0x2801...0x28FF).contains(scalar.value) else { return total }
            return total + (scalar.value - 0x2800).nonzeroBitCount
        }
    }
}

/// Dots on a grid, the unit square mapped onto it.
struct DotGrid {
    let width: Int, height: Int
    private(set) var dots: [Bool]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        dots = Array(repeating: false, count: width * height)
    }

    /// Whether the dot at column `x`, row `y` (0 at the top) is on.
    subscript(x: Int, y: Int) -> Bool { dots[y * width + x] }

    /// How many dots are on.
    var count: Int { dots.lazy.filter { $0 }.count }

    /// The narrower side of `figure`'s frame, in dots (the distance between
    /// the grid's first and last dot is 1).
    func width(of figure: Figure) -> Double {
        let w = Double(width - 1), h = Double(height - 1)
        let side1 = ((figure.edge1X * w) * (figure.edge1X * w) + (figure.edge1Y * h) * (figure.edge1Y * h)).squareRoot()
        let side2 = ((figure.edge2X * w) * (figure.edge2X * w) + (figure.edge2Y * h) * (figure.edge2Y * h)).squareRoot()
        return min(side1, side2)
    }

    /// Sets the dots along `segment`, clipped to the unit square.
    mutating func draw(_ segment: Segment) {
        guard let s = Clip.toUnitSquare(segment) else { return }
        let w = Double(width - 1), h = Double(height - 1)
        let x0 = s.x0 * w, y0 = (1 - s.y0) * h, x1 = s.x1 * w, y1 = (1 - s.y1) * h
        let steps = Int(max(abs(x1 - x0), abs(y1 - y0)).rounded(.up))
        for i in 0...steps {
            let t = steps == 0 ? 0 : Double(i) / Double(steps)
            let x = Int((x0 + t * (x1 - x0)).rounded()), y = Int((y0 + t * (y1 - y0)).rounded())
            guard x >= 0, x < width, y >= 0, y < height else { continue }
            dots[y * width + x] = true
        }
    }

    /// The Braille bit of the dot at (column, row) of a cell: dots 1-2-3
    /// down the left column, 4-5-6 down the right, 7 and 8 at the bottom.
    static let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// The grid as Braille text, one line per 4 rows of dots.
    var text: String {
        var out = ""
        for row in 0..<(height / 4) {
            var line = ""
            for column in 0..<(width / 2) {
                var pattern: UInt32 = 0
                for dx in 0..<2 {
                    for dy in 0..<4 where self[2 * column + dx, 4 * row + dy] {
                        pattern |= Self.bits[dx][dy]
                    }
                }
                line.unicodeScalars.append(pattern == 0 ? " " : Unicode.Scalar(0x2800 + pattern)!)
            }
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}

/// Liang-Barsky clipping.
enum Clip {
    /// How far outside the unit square a point may lie and still count as
    /// on its edge (rounding in a frame's arithmetic: 0.1 + 0.9).
    static let slack = 1e-9

    /// The part of `segment` inside the unit square, nil when none is (or a
    /// coordinate is not finite).
    static func toUnitSquare(_ segment: Segment) -> Segment? {
        let s = segment
        guard s.x0.isFinite, s.y0.isFinite, s.x1.isFinite, s.y1.isFinite else { return nil }
        let dx = s.x1 - s.x0, dy = s.y1 - s.y0
        var t0 = 0.0, t1 = 1.0
        // The edge each end was cut at (0 to 3: x = 0, x = 1, y = 0, y = 1):
        // that coordinate is then the edge's own, not a product that a
        // huge coordinate would round away.
        var edge0: Int?, edge1: Int?
        let low = -slack, high = 1 + slack
        for (edge, (p, q)) in [(-dx, s.x0 - low), (dx, high - s.x0), (-dy, s.y0 - low), (dy, high - s.y0)].enumerated() {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 {
                    if r > t1 { return nil }
                    if r > t0 { t0 = r; edge0 = edge }
                } else {
                    if r < t0 { return nil }
                    if r < t1 { t1 = r; edge1 = edge }
                }
            }
        }
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        func point(_ t: Double, _ edge: Int?) -> (Double, Double) {
            var x = s.x0 + t * dx, y = s.y0 + t * dy
            switch edge {
            case 0?: x = 0
            case 1?: x = 1
            case 2?: y = 0
            case 3?: y = 1
            default: break
            }
            return (clamp(x), clamp(y))
        }
        let (x0, y0) = point(t0, edge0), (x1, y1) = point(t1, edge1)
        return Segment(x0, y0, x1, y1)
    }
}
