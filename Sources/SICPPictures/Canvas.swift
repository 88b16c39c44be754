import SICPScheme

/// A line a painter drew: from (x0, y0) to (x1, y1) in the coordinates of
/// the frame it was drawn in (for `paint`, the unit square, origin at the
/// bottom left as in the book).
public struct Segment: Equatable, Sendable, CustomStringConvertible {
    public var x0: Double, y0: Double, x1: Double, y1: Double

    public init(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// The same line drawn the other way.
    public var reversed: Segment { Segment(x1, y1, x0, y0) }

    /// `(0.25, 0) -> (0.35, 0.5)`.
    public var description: String {
        "(\(Self.text(x0)), \(Self.text(y0))) -> (\(Self.text(x1)), \(Self.text(y1)))"
    }

    /// A coordinate with at most 4 decimals: `0.25`, `1`, `-0.1`.
    static func text(_ x: Double) -> String { Decimals.text(x, places: 4) }
}

/// The frame a figure was drawn in: the segments one call of a painter
/// `segments->painter` made drew, from `start` (an index in the list of
/// segments) for `count` segments. The text renderer draws a figure too
/// small to show its lines as its frame's outline (see `TextPicture`).
public struct Figure: Equatable, Sendable {
    public var start: Int, count: Int
    /// The frame's origin and edges, in the coordinates of the segments.
    public var originX: Double, originY: Double
    public var edge1X: Double, edge1Y: Double, edge2X: Double, edge2Y: Double

    public init(start: Int, count: Int, origin: (Double, Double), edge1: (Double, Double), edge2: (Double, Double)) {
        self.start = start
        self.count = count
        (originX, originY) = origin
        (edge1X, edge1Y) = edge1
        (edge2X, edge2Y) = edge2
    }

    /// The frame's four sides, from the origin round.
    public var outline: [Segment] {
        let x = [originX, originX + edge1X, originX + edge1X + edge2X, originX + edge2X]
        let y = [originY, originY + edge1Y, originY + edge1Y + edge2Y, originY + edge2Y]
        return (0..<4).map { i in Segment(x[i], y[i], x[(i + 1) % 4], y[(i + 1) % 4]) }
    }
}

/// Where `draw-line` records the segments of the picture being painted.
///
/// `record` runs a painter with a fresh list and returns what it drew;
/// recordings nest (a painter may itself call `paint`). A painting stops at
/// `limit` segments with `;Aborting!: out of memory` rather than filling
/// the memory: `(square-limit wave 4)` draws 7,412, the limit is 4 million.
final class Canvas {
    /// The most segments one painting may record (32 bytes each).
    static let limit = 4_000_000

    private var segments: [Segment] = []
    private var figures: [Figure] = []
    private var depth = 0

    /// What `body` drew.
    func record(_ body: () throws -> Void) throws -> [Segment] {
        try recordFigures(body).segments
    }

    /// What `body` drew, and the figures it drew them in.
    func recordFigures(_ body: () throws -> Void) throws -> (segments: [Segment], figures: [Figure]) {
        let outer = (segments, figures)
        segments = []
        figures = []
        depth += 1
        defer {
            depth -= 1
            (segments, figures) = outer
        }
        try body()
        return (segments, figures)
    }

    /// `(%figure origin edge1 edge2 segment-list)`, which the kit's
    /// `segments->painter` calls before it draws its segments: notes the
    /// frame of the next figure. Never an error (a frame it cannot read, or
    /// a list that is not one, notes nothing: the segments are drawn as
    /// they are).
    static func figure(_ canvas: Canvas, _ interp: Interp) -> Primitive {
        Primitive(figureName, min: 4, max: 4) { [unowned interp] args in
            guard canvas.depth > 0 else { return .unspecified }
            var count = 0
            var cursor = args[3]
            while case .pair(let p) = cursor, count < limit {
                count += 1
                cursor = p.cdr
            }
            guard let origin = try? coordinates(args[0], 1, interp), let edge1 = try? coordinates(args[1], 2, interp),
                  let edge2 = try? coordinates(args[2], 3, interp),
                  [origin.0, origin.1, edge1.0, edge1.1, edge2.0, edge2.1].allSatisfy({ abs($0) < largestCoordinate })
            else { return .unspecified }
            canvas.figures.append(Figure(start: canvas.segments.count, count: count, origin: origin, edge1: edge1, edge2: edge2))
            return .unspecified
        }
    }

    /// The name of ``figure(_:_:)``'s primitive (not one of the book's).
    static let figureName = "%figure"

    func add(_ segment: Segment) throws {
        guard depth > 0 else { return }
        guard segments.count < Self.limit else { throw Self.tooManySegments }
        segments.append(segment)
    }

    /// What a painting past ``limit`` segments stops with.
    static let tooManySegments = EvalError.user(
        message: "Aborting!: maximum number of segments exceeded (a picture draws \(limit) at most)", irritants: [])

    /// The largest coordinate a segment may have (in size): every renderer
    /// draws it exactly, and no picture of the book comes near.
    static let largestCoordinate = 1e15

    /// `segment`, or the error naming it when a coordinate is not a
    /// number, is infinite or is too large to draw.
    static func checked(_ segment: Segment) throws -> Segment {
        let coordinates = [segment.x0, segment.y0, segment.x1, segment.y1]
        if coordinates.allSatisfy({ abs($0) < largestCoordinate }) { return segment }
        func text(_ x: Double) -> String { Printer.write(.real(x)) }
        let name = "(\(text(segment.x0)), \(text(segment.y0))) -> (\(text(segment.x1)), \(text(segment.y1)))"
        let reason: String
        if coordinates.contains(where: \.isNaN) {
            reason = "a coordinate is not a number"
        } else if coordinates.contains(where: \.isInfinite) {
            reason = "a coordinate is infinite"
        } else {
            reason = "a coordinate is too large (the limit is 1.0e15 in size)"
        }
        throw EvalError.user(message: "The segment \(name) cannot be drawn: \(reason).", irritants: [])
    }

    /// `(draw-line start end)`: the book's one primitive. The vectors are
    /// read with the `xcor-vect` and `ycor-vect` bound when it runs (the
    /// learner's own, once defined); their coordinates must be real numbers.
    static func drawLine(_ canvas: Canvas, _ interp: Interp) -> Primitive {
        Primitive("draw-line") { [unowned interp] start, end in
            if interp.interrupt.isRequested { throw interp.interrupt.error }
            let (x0, y0) = try coordinates(start, 1, interp)
            let (x1, y1) = try coordinates(end, 2, interp)
            try canvas.add(try checked(Segment(x0, y0, x1, y1)))
            return .unspecified
        }
    }

    /// A vector's coordinates, by the program's `xcor-vect` and `ycor-vect`.
    static func coordinates(_ vector: Value, _ argument: Int, _ interp: Interp) throws -> (Double, Double) {
        func coordinate(_ selector: String) throws -> Double {
            guard let procedure = interp.lookup(selector) else { throw EvalError.unboundVariable(selector) }
            let value = try interp.apply(procedure, [vector])
            switch value {
            case .int, .big, .ratio, .real: return Num.double(value)
            default:
                throw EvalError.wrongType(
                    object: Printer.errorRepresentation(vector), argument: argument, procedure: "draw-line")
            }
        }
        return (try coordinate("xcor-vect"), try coordinate("ycor-vect"))
    }
}

/// Decimal text for coordinates, without Foundation.
enum Decimals {
    /// `x` rounded to `places` decimals, trailing zeros dropped: `0.25`,
    /// `1`, `-0.3333`; `0` for -0 and for what is not finite.
    static func text(_ x: Double, places: Int) -> String {
        guard x.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9e15 else { return x < 0 ? "-" + String(Int(abs(x).rounded())) : String(Int(x.rounded())) }
        let n = Int(scaled)
        let unit = Int(scale)
        var text = String(n / unit)
        let fraction = n % unit
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: places - digits.count) + digits
            while digits.last == "0" { digits.removeLast() }
            text += "." + digits
        }
        return (x < 0 && n != 0 ? "-" : "") + text
    }
}
