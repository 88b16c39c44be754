import Foundation
@testable import SICPPictures
import SICPScheme
import Testing

/// The SVGs the kit writes, rendered by `rsvg-convert` (and by headless
/// Chromium where it is installed) and judged by their pixels, decoded by
/// the tests' own `PNGImage`: ink along every segment, white elsewhere, and
/// as much ink as the lines' area. `rsvg-convert` is required (the package
/// `librsvg2-bin`, which `.ci/run` installs): without it these tests fail
/// and say so.
@Suite struct SVGPixelTests {
    struct ToolFailure: Error, CustomStringConvertible {
        let description: String
    }

    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static let chromium = executable("chromium") ?? executable("chromium-browser")

    /// `svg` rendered to PNG by `tool` (given the SVG's and the PNG's paths), decoded.
    static func render(_ svg: String, _ tool: (_ svg: String, _ png: String) -> (String, [String])) throws -> PNGImage {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sicp-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgPath = directory.appendingPathComponent("picture.svg").path
        let pngPath = directory.appendingPathComponent("picture.png").path
        try svg.write(toFile: svgPath, atomically: true, encoding: .utf8)
        let (executable, arguments) = tool(svgPath, pngPath)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: pngPath) else {
            throw ToolFailure(description: "\(executable) \(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus))")
        }
        return try PNGImage([UInt8](data))
    }

    static func rsvg(_ svg: String) throws -> PNGImage {
        guard let tool = executable("rsvg-convert") else {
            throw ToolFailure(description: "rsvg-convert is not installed: install the package librsvg2-bin "
                + "(apt-get install -y librsvg2-bin; .ci/run does) to run the SVG pixel tests")
        }
        return try render(svg) { svg, png in (tool, ["-o", png, svg]) }
    }

    static func chromiumScreenshot(_ svg: String, size: Int) throws -> PNGImage {
        guard let tool = chromium else { throw ToolFailure(description: "chromium is not installed") }
        return try render(svg) { svg, png in
            (tool, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=\(size),\(size)", "--screenshot=\(png)", "file://" + svg])
        }
    }

    /// The picture's unit frame in the pixels of `SVGPicture.document` at
    /// 512: the view box is -0.02 to 1.02, the y axis flipped.
    static let scale = 512 / 1.04
    static func pixel(_ x: Double, _ y: Double) -> (Double, Double) {
        ((x + 0.02) * scale, (1.02 - y) * scale)
    }

    /// The pixels within `radius` of some segment.
    static func near(_ segments: [Segment], radius: Int, size: Int) -> [Bool] {
        var mask = [Bool](repeating: false, count: size * size)
        for s in segments {
            let (x0, y0) = pixel(s.x0, s.y0), (x1, y1) = pixel(s.x1, s.y1)
            let steps = max(1, Int((2 * max(abs(x1 - x0), abs(y1 - y0))).rounded(.up)))
            for i in 0...steps {
                let t = Double(i) / Double(steps)
                let cx = Int(x0 + t * (x1 - x0)), cy = Int(y0 + t * (y1 - y0))
                for y in max(0, cy - radius)...min(size - 1, cy + radius) {
                    for x in max(0, cx - radius)...min(size - 1, cx + radius) { mask[y * size + x] = true }
                }
            }
        }
        return mask
    }

    /// The ink in the image: each pixel's darkness (0 white, 1 black), summed.
    static func coverage(_ image: PNGImage) -> Double {
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width { total += 255 - image.lightness(x: x, y: y) }
        }
        return Double(total) / 255
    }

    /// The darkest pixel of the 3 by 3 around (x, y).
    static func darkest(_ image: PNGImage, _ x: Int, _ y: Int) -> Int {
        var darkest = 255
        for dy in -1...1 {
            for dx in -1...1 {
                let (nx, ny) = (x + dx, y + dy)
                guard nx >= 0, nx < image.width, ny >= 0, ny < image.height else { continue }
                darkest = min(darkest, image.lightness(x: nx, y: ny))
            }
        }
        return darkest
    }

    static func darkPixels(_ image: PNGImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.lightness(x: x, y: y) < 128 { count += 1 }
        }
        return count
    }

    /// The area of the lines: their length times the stroke's width (0.003).
    static func strokeArea(_ segments: [Segment]) -> Double {
        segments.reduce(0) { total, s in
            total + ((s.x1 - s.x0) * (s.x1 - s.x0) + (s.y1 - s.y0) * (s.y1 - s.y0)).squareRoot() * scale * 0.003 * scale
        }
    }

    static let diagonal = [Segment(0, 0, 1, 1)]

    /// Pixel facts of `segments`' SVG as rsvg-convert draws it: a dark
    /// pixel at the middle of every segment, white farther than 3 pixels
    /// from every segment, ink (the darkness summed) within 5% of the lines'
    /// area, and the count of dark pixels within 10% of `darkPixels`
    /// (measured with rsvg-convert 2.54.7).
    func check(_ segments: [Segment], darkPixels expectedDark: Int) throws {
        let image = try Self.rsvg(SVGPicture.document(segments))
        #expect(image.width == 512 && image.height == 512)
        for s in segments {
            let (x, y) = Self.pixel((s.x0 + s.x1) / 2, (s.y0 + s.y1) / 2)
            #expect(Self.darkest(image, Int(x), Int(y)) < 100, "no ink at the middle of \(s)")
        }
        let near = Self.near(segments, radius: 3, size: 512)
        var strays = 0
        for y in 0..<512 {
            for x in 0..<512 where !near[y * 512 + x] && image.lightness(x: x, y: y) != 255 { strays += 1 }
        }
        #expect(strays == 0)
        let ink = Self.coverage(image), area = Self.strokeArea(segments)
        #expect(abs(ink - area) < 0.05 * area, "ink \(ink), lines' area \(area)")
        let dark = Self.darkPixels(image)
        #expect(abs(dark - expectedDark) * 10 < expectedDark, "\(dark) dark pixels")
    }

    /// A single diagonal: from the bottom left to the top right (the
    /// book's orientation), 1,028 square pixels of line.
    @Test func aDiagonalSegment() throws {
        try check(Self.diagonal, darkPixels: 1_480)
        let image = try Self.rsvg(SVGPicture.document(Self.diagonal))
        // The bottom left corner of the frame is inked, the top left is not.
        let (x0, y0) = Self.pixel(0.02, 0.02), (x1, y1) = Self.pixel(0.02, 0.98)
        #expect(image.lightness(x: Int(x0), y: Int(y0)) < 100)
        #expect(image.lightness(x: Int(x1), y: Int(y1)) == 255)
    }

    @Test func wave() throws {
        let segments = try Pictures.segments("wave")
        #expect(segments.count == 17)
        try check(segments, darkPixels: 3_381)
    }

    @Test func squareLimitOfWaveTwo() throws {
        let segments = try Pictures.segments("(square-limit wave 2)")
        #expect(segments.count == 1_292)
        try check(segments, darkPixels: 29_473)
    }

    /// `sicp check --svg`'s pictures side by side: white inside each frame
    /// away from its lines (no grey band, as `vector-effect` once drew).
    @Test func sideBySideIsWhiteBetweenTheLines() throws {
        let svg = SVGPicture.sideBySide([("diagonal", Self.diagonal), ("empty", [])], size: 400)
        let image = try Self.rsvg(svg)
        #expect(image.width == 856 && image.height == 464)
        // In each frame (0.2 to 0.8 of it, 1.1 frames apart), far from the
        // diagonal: white.
        let unit = 400.0
        for frame in 0..<2 {
            for (u, v) in [(0.2, 0.8), (0.3, 0.7), (0.8, 0.2), (0.5, 0.25)] where frame == 1 || abs(u - v) > 0.3 {
                let x = Int((Double(frame) * 1.1 + u + 0.02) * unit), y = Int((1 - v + 0.02) * unit)
                #expect(image.lightness(x: x, y: y) == 255, "frame \(frame) at (\(u), \(v))")
            }
        }
        // The first frame's diagonal is inked at its middle.
        #expect(Self.darkest(image, Int(0.52 * unit), Int(0.52 * unit)) < 100)
    }

    /// Chromium draws the same pictures: as much ink (within 3%), and every
    /// dark pixel of either has a dark pixel of the other within 1 pixel.
    @Test(.enabled(if: chromium != nil, "chromium is not installed (the distribution's chromium package); rsvg-convert's pictures are still tested"),
          arguments: ["diagonal", "wave", "(square-limit wave 2)"])
    func chromiumDrawsTheSame(painter: String) throws {
        let segments = painter == "diagonal" ? Self.diagonal : try Pictures.segments(painter)
        let svg = SVGPicture.document(segments)
        let a = try Self.rsvg(svg), b = try Self.chromiumScreenshot(svg, size: 512)
        #expect(b.width == 512 && b.height == 512)
        let inkA = Self.coverage(a), inkB = Self.coverage(b)
        #expect(abs(inkA - inkB) < 0.03 * inkA, "rsvg-convert \(inkA), Chromium \(inkB)")
        func dark(_ image: PNGImage) -> [Bool] {
            (0..<(512 * 512)).map { image.lightness(x: $0 % 512, y: $0 / 512) < 128 }
        }
        let darkA = dark(a), darkB = dark(b)
        func unmatched(_ one: [Bool], _ other: [Bool]) -> Int {
            var count = 0
            for y in 0..<512 {
                for x in 0..<512 where one[y * 512 + x] {
                    var found = false
                    for dy in -1...1 where !found {
                        for dx in -1...1 where !found {
                            let (nx, ny) = (x + dx, y + dy)
                            if nx >= 0, nx < 512, ny >= 0, ny < 512, other[ny * 512 + nx] { found = true }
                        }
                    }
                    if !found { count += 1 }
                }
            }
            return count
        }
        #expect(unmatched(darkA, darkB) == 0)
        #expect(unmatched(darkB, darkA) == 0)
    }
}
