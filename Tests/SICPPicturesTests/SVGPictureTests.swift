#if canImport(Glibc)
import Glibc
#endif
@testable import SICPPictures
import SICPScheme
import Testing

/// The SVG document: one line element per segment, with the segment's own
/// coordinates, in the book's orientation.
@Suite struct SVGPictureTests {
    @Test func theDocumentedExample() {
        #expect(SVGPicture.document([Segment(0, 0, 1, 1)]) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="-0.02 -0.02 1.04 1.04">
            <rect x="-0.02" y="-0.02" width="1.04" height="1.04" fill="white"/>
            <g transform="matrix(1 0 0 -1 0 1)" stroke="black" stroke-width="0.003" stroke-linecap="round" fill="none">
            <line x1="0" y1="0" x2="1" y2="1"/>
            </g>
            </svg>

            """)
    }

    /// Parses the line elements back into segments.
    static func lines(_ svg: String) -> [Segment] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<line ") }.map { line in
            func attribute(_ name: String) -> Double {
                let key = " \(name)=\""
                let parts = line.split(separator: key, maxSplits: 1)
                return Double(parts[1].prefix { $0 != "\"" })!
            }
            return Segment(attribute("x1"), attribute("y1"), attribute("x2"), attribute("y2"))
        }
    }

    @Test func oneLineElementPerSegmentDrawn() throws {
        let segments = try Pictures.segments("(square-limit wave 4)")
        let svg = SVGPicture.document(segments)
        let parsed = Self.lines(svg)
        #expect(parsed.count == 7_412)
        #expect(zip(parsed, segments).allSatisfy { close($0, $1, 5.1e-5) })
    }

    @Test func paintWritesTheFile() throws {
        let path = "/tmp/sicp-pictures-test-\(getpid()).svg"
        defer { unlink(path) }
        _ = try Pictures.output("(paint (flip-vert wave) \"\(path)\")")
        let text = try SourceFile.read(path)
        let parsed = Self.lines(text)
        #expect(samePicture(parsed, try Pictures.segments("(flip-vert wave)"), tolerance: 5.1e-5))
        #expect(text.hasSuffix("</svg>\n"))
    }

    @Test func coordinates() {
        #expect(Decimals.text(0.30000000000000004, places: 6) == "0.3")
        #expect(Decimals.text(-0.125, places: 6) == "-0.125")
        #expect(Decimals.text(-0.0000001, places: 6) == "0")
        #expect(Decimals.text(1.0 / 3, places: 6) == "0.333333")
        #expect(Decimals.text(2, places: 4) == "2")
        #expect(Decimals.text(.nan, places: 4) == "0")
        #expect(Decimals.text(-12.00005, places: 4) == "-12.0001")
    }

    @Test func sideBySideHasEachPictureAndItsTitle() {
        let svg = SVGPicture.sideBySide([("yours <flip>", [Segment(0, 0, 1, 0)]), ("the book's", [Segment(0, 1, 1, 1), Segment(0, 0, 0, 1)])])
        #expect(Self.lines(svg).count == 3)
        #expect(svg.contains(">yours &lt;flip&gt;</text>"))
        #expect(svg.contains("<g transform=\"translate(1.1 0)\">"))
    }
}
