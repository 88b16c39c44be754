@testable import SICPPictures
import Testing

/// Segments as Braille dots: exact text for small pictures, dot counts and
/// clipping for the rest.
@Suite struct TextPictureTests {
    @Test func theDocumentedDiagonal() {
        #expect(TextPicture.render([Segment(0, 0, 1, 1)], columns: 4, rows: 2) == "  ⡠⠊\n⡠⠊\n")
        // Drawn the other way, the same dots.
        #expect(TextPicture.render([Segment(1, 1, 0, 0)], columns: 4, rows: 2) == "  ⡠⠊\n⡠⠊\n")
    }

    @Test func theFramesOutline() {
        let outline = [Segment(0, 0, 1, 0), Segment(1, 0, 1, 1), Segment(1, 1, 0, 1), Segment(0, 1, 0, 0)]
        #expect(TextPicture.render(outline, columns: 2, rows: 1) == "⣏⣹\n")
        #expect(TextPicture.render(outline, columns: 3, rows: 2) == "⡏⠉⢹\n⣇⣀⣸\n")
    }

    @Test func theBottomEdgeIsTheLastLine() {
        #expect(TextPicture.render([Segment(0, 0, 1, 0)], columns: 3, rows: 2) == "\n⣀⣀⣀\n")
        #expect(TextPicture.render([Segment(0, 1, 1, 1)], columns: 3, rows: 2) == "⠉⠉⠉\n\n")
    }

    @Test func anEmptyPictureIsEmptyLines() {
        #expect(TextPicture.render([], columns: 5, rows: 3) == "\n\n\n")
    }

    /// What lies outside the unit square is cut off; what is not finite is
    /// left out; nothing traps.
    @Test func clipping() {
        #expect(TextPicture.render([Segment(-1, 0, 2, 0)], columns: 3, rows: 2) == "\n⣀⣀⣀\n")
        #expect(TextPicture.render([Segment(2, 2, 3, 3)], columns: 3, rows: 2) == "\n\n")
        #expect(TextPicture.render([Segment(.nan, 0, 1, 1), Segment(0, 0, .infinity, 1)], columns: 3, rows: 2) == "\n\n")
        #expect(TextPicture.render([Segment(-1e300, 0, 1e300, 0)], columns: 3, rows: 2) == "\n⣀⣀⣀\n")
        #expect(close(Clip.toUnitSquare(Segment(-0.5, 0.5, 0.5, 0.5))!, Segment(0, 0.5, 0.5, 0.5), 1e-12))
        #expect(close(Clip.toUnitSquare(Segment(0.5, -1, 0.5, 2))!, Segment(0.5, 0, 0.5, 1), 1e-12))
    }

    /// A line across the grid sets one dot per step along its longer side.
    @Test(arguments: [(10, 5), (42, 21), (60, 30), (94, 47)])
    func aDiagonalSetsOneDotPerColumn(columns: Int, rows: Int) {
        var grid = DotGrid(width: 2 * columns, height: 4 * rows)
        grid.draw(Segment(0, 0, 1, 1))
        #expect(grid.count == max(2 * columns, 4 * rows))
        #expect(grid[0, 4 * rows - 1] && grid[2 * columns - 1, 0])
    }

    @Test func everyLineHasTheGivenNumberOfCellsAtMost() throws {
        let text = try Pictures.run { _, recorder, _ in
            TextPicture.render(try recorder.segments(of: "(square-limit wave 2)"), columns: 42, rows: 21)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 21)
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= 42 })
        #expect(lines.contains { $0.unicodeScalars.count == 42 })
    }
}

/// Figures too small for their lines to show apart: drawn as their frame's
/// outline, or left out, so that `square-limit` reads instead of filling
/// its corners with solid blocks.
@Suite struct SmallFiguresTests {
    /// A figure's two diagonals in a frame `side` units wide at (x, y).
    static func crossed(at x: Double, _ y: Double, side: Double, start: Int) -> ([Segment], Figure) {
        let segments = [Segment(x, y, x + side, y + side), Segment(x, y + side, x + side, y)]
        return (segments, Figure(start: start, count: 2, origin: (x, y), edge1: (side, 0), edge2: (0, side)))
    }

    /// On a 21-dot grid (the unit is 20 dots): a figure 10 dots wide is
    /// drawn line by line, one 4 dots wide as its outline, one 1 dot wide
    /// not at all; segments outside any figure are drawn as they are.
    @Test func eachSizeAsTheRuleSays() {
        let large = Self.crossed(at: 0, 0, side: 0.5, start: 0)
        let small = Self.crossed(at: 0.6, 0.6, side: 0.2, start: 2)
        let tiny = Self.crossed(at: 0.9, 0.1, side: 0.05, start: 4)
        let loose = [Segment(0, 1, 0.5, 1)]
        let segments = large.0 + small.0 + tiny.0 + loose
        let text = TextPicture.render(segments, columns: 10, rows: 5, figures: [large.1, small.1, tiny.1])
        var expected = DotGrid(width: 20, height: 20)
        for s in large.0 + small.1.outline + loose { expected.draw(s) }
        #expect(text == expected.text)
        #expect(TextPicture.dotsLit(text) == expected.count)
        #expect(TextPicture.dotsLit(text) == 48)
        // Every line drawn (the small figure's two diagonals light fewer dots than its outline).
        #expect(TextPicture.dotsLit(TextPicture.render(segments, columns: 10, rows: 5)) == 45)
    }

    /// `(square-limit wave 4)` at 80x24 (44 by 22 characters, 88 by 88
    /// dots): 4,540 dots lit (59%) with every line drawn, 2,648 (34%) with
    /// the small figures outlined or left out; the four corners still lit.
    @Test func squareLimitAt80x24() throws {
        let (segments, figures) = try Pictures.run { _, recorder, _ in try recorder.drawing(of: "(square-limit wave 4)") }
        #expect(segments.count == 7_412)
        #expect(figures.count == 436)
        #expect(figures.allSatisfy { $0.count == 17 })
        let before = TextPicture.render(segments, columns: 44, rows: 22)
        let after = TextPicture.render(segments, columns: 44, rows: 22, figures: figures)
        #expect(TextPicture.dotsLit(before) == 4_540)
        #expect(TextPicture.dotsLit(after) == 2_648)
        let lines = after.split(separator: "\n").map { Array($0.unicodeScalars) }
        #expect(lines.count == 22)
        for line in [lines[0], lines[21]] {
            #expect(line.first != " " && line.count == 44 && line.last != " ")
        }
        // The large figures in the middle are drawn line by line, as before.
        let middle = before.split(separator: "\n")[10]
        #expect(after.split(separator: "\n")[10].dropFirst(8).prefix(28) == middle.dropFirst(8).prefix(28))
    }

    /// A painter that draws with `draw-line` itself, outside
    /// `segments->painter`, makes no figure: its lines are drawn as they are.
    @Test func linesOutsideAFigureAreDrawn() throws {
        let (segments, figures) = try Pictures.run { interp, recorder, _ in
            try interp.evaluate("(define (mine frame) (draw-line (make-vect 0 0) (make-vect 1 1)))")
            return try recorder.drawing(of: "(beside mine wave)")
        }
        #expect(segments.count == 18)
        #expect(figures.map(\.start) == [1])
        #expect(figures.map(\.count) == [17])
    }
}
