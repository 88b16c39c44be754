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
