@testable import SICPPictures
import SICPScheme
import Testing

/// Pictures compared by their segments: unordered, undirected, within a
/// tolerance; the differences named as a learner would say them.
@Suite struct PictureComparisonTests {
    static let book = [Segment(0, 0, 1, 0), Segment(0, 0, 0, 1)]

    @Test func theDocumentedExamples() {
        #expect(PictureComparison.compare([Segment(0, 1, 0, 0), Segment(0, 0, 1, 0)], Self.book) == nil)
        #expect(PictureComparison.compare([Segment(1, 0, 1, 1), Segment(1, 0, 0, 0)], Self.book)?.description
            == "it is the book's picture mirrored left to right (what `flip-horiz` does)")
    }

    @Test func theRecordersDocumentedExample() throws {
        #expect(try Pictures.segments("(right-split wave 1)").count == 51)
    }

    @Test func withinTheTolerance() {
        let nearly = [Segment(0, 0, 1, 1e-7), Segment(0, 1, 0, 0)]
        #expect(PictureComparison.same(nearly, Self.book))
        #expect(!PictureComparison.same(nearly, Self.book, tolerance: 1e-8))
        #expect(PictureComparison.compare([Segment(0, 0, 1, 0.01), Segment(0, 0, 0, 1)], Self.book)
            == .segments(differing: 1, of: 2, example: Segment(0, 0, 1, 0.01)))
    }

    @Test func countsAndDuplicates() {
        #expect(PictureComparison.compare([Segment(0, 0, 1, 0)], Self.book) == .count(drawn: 1, book: 2))
        #expect(PictureComparison.compare(Self.book + [Segment(0, 0, 1, 0)], Self.book)?.description
            == "draws 3 segments where the book's draws 2")
        #expect(PictureComparison.compare([Segment(0, 0, 1, 0), Segment(1, 0, 0, 0)], [Segment(0, 0, 1, 0), Segment(0, 0, 1, 0)]) == nil)
        #expect(PictureComparison.Difference.count(drawn: 1, book: 4).description == "draws 1 segment where the book's draws 4")
    }

    /// Each symmetry of the square, applied to rogers, is recognised as itself.
    @Test(arguments: PictureComparison.Symmetry.allCases.filter { $0 != .identity })
    func everySymmetryIsNamed(symmetry: PictureComparison.Symmetry) throws {
        let rogers = try Pictures.segments("rogers")
        #expect(PictureComparison.compare(rogers.map(symmetry.apply), rogers) == .transformed(symmetry))
    }

    @Test(arguments: [("flip-vert", PictureComparison.Symmetry.flipVert), ("flip-horiz", .flipHoriz),
                      ("rotate90", .rotate90), ("rotate180", .rotate180), ("rotate270", .rotate270)])
    func theBooksTransformationsAreTheSymmetries(procedure: String, symmetry: PictureComparison.Symmetry) throws {
        let rogers = try Pictures.segments("rogers")
        #expect(PictureComparison.same(try Pictures.segments("(\(procedure) rogers)"), rogers.map(symmetry.apply)))
        #expect(symmetry.procedure == procedure)
    }

    @Test func sameInkAcceptsMorePiecesAndNearbyLines() {
        let outline = [Segment(0, 0, 1, 0), Segment(1, 0, 1, 1), Segment(1, 1, 0, 1), Segment(0, 1, 0, 0)]
        let inPieces = [Segment(0, 0, 0.5, 0), Segment(0.5, 0, 1, 0), Segment(0.99, 0, 0.99, 0.99),
                        Segment(0.99, 0.99, 0, 0.99), Segment(0, 0.99, 0, 0)]
        #expect(PictureComparison.sameInk(inPieces, outline, tolerance: 0.02))
        #expect(!PictureComparison.sameInk(inPieces, outline, tolerance: 0.001))
        #expect(!PictureComparison.sameInk(Array(outline.dropLast()), outline, tolerance: 0.02))
        #expect(PictureComparison.sameInk([], [], tolerance: 0.02))
        #expect(!PictureComparison.sameInk([], outline, tolerance: 0.02))
    }

    @Test func manySegmentsCompareQuickly() throws {
        let limit = try Pictures.segments("(square-limit wave 4)")
        #expect(PictureComparison.same(limit.reversed().map(\.reversed), limit))
        #expect(PictureComparison.compare(limit.map(PictureComparison.Symmetry.rotate180.apply), limit) == nil)
    }
}
