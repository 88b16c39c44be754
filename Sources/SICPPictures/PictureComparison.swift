/// Two pictures compared by their segments: unordered (the order a painter
/// draws in does not matter), undirected (a segment drawn from either end
/// is the same line), each endpoint within a tolerance.
///
/// ```swift
/// let book = [Segment(0, 0, 1, 0), Segment(0, 0, 0, 1)]
/// PictureComparison.compare([Segment(0, 1, 0, 0), Segment(0, 0, 1, 0)], book)   // nil: the same picture
/// PictureComparison.compare([Segment(1, 0, 1, 1), Segment(1, 0, 0, 0)], book)?.description
/// // "it is the book's picture mirrored left to right (what `flip-horiz` does)"
/// ```
public enum PictureComparison {
    /// The tolerance of `compare`: 1e-6 in the frame's coordinates (the
    /// same picture computed in another order differs by about 1e-16).
    public static let tolerance = 1e-6

    /// How a picture differs from the book's, in a learner's words.
    public enum Difference: Equatable, Sendable, CustomStringConvertible {
        /// A different number of segments.
        case count(drawn: Int, book: Int)
        /// The book's picture under a symmetry of the square (compared in
        /// the unit frame only).
        case transformed(Symmetry)
        /// The same number of segments, `differing` of them not the book's;
        /// `example` is one the learner drew that the book does not.
        case segments(differing: Int, of: Int, example: Segment)

        public var description: String {
            switch self {
            case let .count(drawn, book):
                return "draws \(Self.segmentCount(drawn)) where the book's draws \(book)"
            case .transformed(let symmetry):
                return "it is the book's picture " + symmetry.change
            case let .segments(differing, total, example):
                return "\(differing) of its \(total) segments \(differing == 1 ? "is" : "are") not where the book's are "
                    + "(one: \(example))"
            }
        }

        public static func segmentCount(_ n: Int) -> String { n == 1 ? "1 segment" : "\(n) segments" }
    }

    /// The symmetries of the unit square, as the book's procedures name them.
    public enum Symmetry: CaseIterable, Sendable {
        case identity, flipVert, flipHoriz, rotate90, rotate180, rotate270, diagonal, antidiagonal

        /// Where the symmetry sends a point of the unit square.
        func apply(_ x: Double, _ y: Double) -> (Double, Double) {
            switch self {
            case .identity: return (x, y)
            case .flipVert: return (x, 1 - y)
            case .flipHoriz: return (1 - x, y)
            case .rotate90: return (1 - y, x)
            case .rotate180: return (1 - x, 1 - y)
            case .rotate270: return (y, 1 - x)
            case .diagonal: return (y, x)
            case .antidiagonal: return (1 - y, 1 - x)
            }
        }

        func apply(_ s: Segment) -> Segment {
            let (x0, y0) = apply(s.x0, s.y0), (x1, y1) = apply(s.x1, s.y1)
            return Segment(x0, y0, x1, y1)
        }

        /// What the symmetry does, with the book's procedure that does it:
        /// `mirrored top to bottom (what `flip-vert` does)`.
        public var change: String {
            switch self {
            case .identity: return "unchanged"
            case .flipVert: return "mirrored top to bottom (what `flip-vert` does)"
            case .flipHoriz: return "mirrored left to right (what `flip-horiz` does)"
            case .rotate90: return "turned a quarter turn anticlockwise (what `rotate90` does)"
            case .rotate180: return "turned upside down, a half turn (what `rotate180` does)"
            case .rotate270: return "turned a quarter turn clockwise (what `rotate270` does)"
            case .diagonal: return "mirrored across the diagonal from the bottom left to the top right"
            case .antidiagonal: return "mirrored across the diagonal from the top left to the bottom right"
            }
        }

        /// The book's procedure for the symmetry, if it has one.
        public var procedure: String? {
            switch self {
            case .identity: return "identity"
            case .flipVert: return "flip-vert"
            case .flipHoriz: return "flip-horiz"
            case .rotate90: return "rotate90"
            case .rotate180: return "rotate180"
            case .rotate270: return "rotate270"
            case .diagonal, .antidiagonal: return nil
            }
        }

        /// `the picture is mirrored top to bottom: this is `flip-vert``.
        public var description: String {
            switch self {
            case .identity: return "the picture is the painter's own, unchanged: this is `identity`"
            case .flipVert: return "the picture is mirrored top to bottom: this is `flip-vert`"
            case .flipHoriz: return "the picture is mirrored left to right: this is `flip-horiz`"
            case .rotate90: return "the picture is turned a quarter turn anticlockwise: this is `rotate90`"
            case .rotate180: return "the picture is turned upside down (a half turn): this is `rotate180`"
            case .rotate270: return "the picture is turned a quarter turn clockwise: this is `rotate270`"
            case .diagonal:
                return "the picture is mirrored across the diagonal from the bottom left to the top right"
            case .antidiagonal:
                return "the picture is mirrored across the diagonal from the top left to the bottom right"
            }
        }
    }

    /// Whether `drawn` and `book` are the same picture (unordered,
    /// undirected, within `tolerance`).
    public static func same(_ drawn: [Segment], _ book: [Segment], tolerance: Double = tolerance) -> Bool {
        unmatched(drawn, book, tolerance: tolerance).isEmpty && drawn.count == book.count
    }

    /// How `drawn` differs from `book`; nil when it is the same picture.
    /// - Parameter symmetries: whether to name a symmetry of the square
    ///   that takes the book's picture to the drawn one (right for pictures
    ///   in the unit frame).
    public static func compare(
        _ drawn: [Segment], _ book: [Segment], tolerance: Double = tolerance, symmetries: Bool = true
    ) -> Difference? {
        let missing = unmatched(drawn, book, tolerance: tolerance)
        if missing.isEmpty && drawn.count == book.count { return nil }
        if symmetries && drawn.count == book.count {
            for symmetry in Symmetry.allCases where symmetry != .identity {
                if same(drawn, book.map(symmetry.apply), tolerance: tolerance) {
                    return .transformed(symmetry)
                }
            }
        }
        guard drawn.count == book.count else { return .count(drawn: drawn.count, book: book.count) }
        return .segments(differing: missing.count, of: drawn.count, example: missing[0])
    }

    /// The segments of `drawn` that no segment of `book` matches, each
    /// segment of `book` matching one of `drawn` at most.
    ///
    /// - Complexity: about O(n) for n segments spread over the picture (a
    ///   grid of cells finds the candidates near each segment's midpoint).
    static func unmatched(_ drawn: [Segment], _ book: [Segment], tolerance: Double) -> [Segment] {
        let cell = max(tolerance * 4, 1e-9)
        func key(_ x: Double, _ y: Double) -> [Int] {
            [Int((x / cell).rounded(.down).clamped), Int((y / cell).rounded(.down).clamped)]
        }
        var buckets: [[Int]: [Int]] = [:]
        for (index, s) in book.enumerated() {
            buckets[key((s.x0 + s.x1) / 2, (s.y0 + s.y1) / 2), default: []].append(index)
        }
        var used = Array(repeating: false, count: book.count)
        var missing: [Segment] = []
        for s in drawn {
            let k = key((s.x0 + s.x1) / 2, (s.y0 + s.y1) / 2)
            var found = false
            search: for dx in -1...1 {
                for dy in -1...1 {
                    for index in buckets[[k[0] + dx, k[1] + dy]] ?? [] where !used[index] {
                        if close(s, book[index], tolerance) || close(s.reversed, book[index], tolerance) {
                            used[index] = true
                            found = true
                            break search
                        }
                    }
                }
            }
            if !found { missing.append(s) }
        }
        return missing
    }

    static func close(_ a: Segment, _ b: Segment, _ tolerance: Double) -> Bool {
        abs(a.x0 - b.x0) <= tolerance && abs(a.y0 - b.y0) <= tolerance
            && abs(a.x1 - b.x1) <= tolerance && abs(a.y1 - b.y1) <= tolerance
    }

    /// Whether the two pictures put ink in the same places, within
    /// `tolerance`: every point of each lies that close to a line of the
    /// other (sampled at 17 points a segment). A picture that draws the
    /// same lines in more pieces, or twice, has the same ink; for pictures
    /// of a few dozen segments (exercise 2.49's painters).
    public static func sameInk(_ a: [Segment], _ b: [Segment], tolerance: Double) -> Bool {
        covers(a, b, tolerance) && covers(b, a, tolerance)
    }

    /// Whether every sampled point of `a` lies within `tolerance` of a segment of `b`.
    static func covers(_ a: [Segment], _ b: [Segment], _ tolerance: Double) -> Bool {
        if a.isEmpty { return true }
        if b.isEmpty { return false }
        for s in a {
            for i in 0...16 {
                let t = Double(i) / 16
                let x = s.x0 + t * (s.x1 - s.x0), y = s.y0 + t * (s.y1 - s.y0)
                guard b.contains(where: { distance(x, y, $0) <= tolerance }) else { return false }
            }
        }
        return true
    }

    /// The distance from (x, y) to the segment.
    static func distance(_ x: Double, _ y: Double, _ s: Segment) -> Double {
        let dx = s.x1 - s.x0, dy = s.y1 - s.y0
        let length2 = dx * dx + dy * dy
        var t = length2 == 0 ? 0 : ((x - s.x0) * dx + (y - s.y0) * dy) / length2
        t = min(1, max(0, t))
        let px = s.x0 + t * dx - x, py = s.y0 + t * dy - y
        return (px * px + py * py).squareRoot()
    }
}

extension Double {
    /// Within ±2^52, for a grid key (NaN to 0).
    fileprivate var clamped: Double {
        guard !isNaN else { return 0 }
        return Swift.min(4.5e15, Swift.max(-4.5e15, self))
    }
}
