@testable import SICPPictures
import Testing

/// Images for kitty and iTerm2: the pixels, the escape sequences, and the
/// PNG, decoded back and checked against the standards' check values.
@Suite struct ImagePictureTests {
    @Test func theDocumentedPixels() {
        #expect(ImagePicture.pixels([Segment(0, 0, 1, 1)], size: 4)
            == [255, 255, 255, 0, 255, 255, 0, 255, 255, 0, 255, 255, 0, 255, 255, 255])
    }

    @Test(arguments: [
        (["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"], ImagePicture.ImageProtocol.kitty),
        (["TERM": "xterm-kitty"], .kitty),
        (["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"], .iTerm2),
        (["KITTY_WINDOW_ID": "1", "TMUX": "/tmp/tmux-0/default,1,0"], nil),
        (["TERM_PROGRAM": "iTerm.app", "TERM": "screen-256color"], nil),
        (["KITTY_WINDOW_ID": "1", "SICP_PICTURES": "text"], nil),
        (["KITTY_WINDOW_ID": "", "TERM": "xterm"], nil),
        (["TERM": "xterm-256color"], nil),
        ([:], nil),
    ] as [([String: String], ImagePicture.ImageProtocol?)])
    func theTerminalsProtocol(environment: [String: String], expected: ImagePicture.ImageProtocol?) {
        #expect(ImagePicture.ImageProtocol.detect { environment[$0] } == expected)
    }

    @Test(arguments: [("", ""), ("M", "TQ=="), ("Ma", "TWE="), ("Man", "TWFu"), ("Many", "TWFueQ==")])
    func base64(text: String, encoded: String) {
        #expect(Base64.encode(Array(text.utf8)) == encoded)
        #expect(Self.decode(encoded) == Array(text.utf8))
    }

    static func decode(_ text: String) -> [UInt8] {
        var values: [UInt32] = []
        var out: [UInt8] = []
        for c in text.utf8 where c != UInt8(ascii: "=") {
            values.append(UInt32(Base64.alphabet.firstIndex(of: c)!))
            if values.count == 4 {
                let n = values[0] << 18 | values[1] << 12 | values[2] << 6 | values[3]
                out += [UInt8(n >> 16 & 255), UInt8(n >> 8 & 255), UInt8(n & 255)]
                values = []
            }
        }
        if values.count == 3 {
            let n = values[0] << 18 | values[1] << 12 | values[2] << 6
            out += [UInt8(n >> 16 & 255), UInt8(n >> 8 & 255)]
        } else if values.count == 2 {
            let n = values[0] << 18 | values[1] << 12
            out.append(UInt8(n >> 16 & 255))
        }
        return out
    }

    @Test func kittyEscapesCarryTheRGBPixelsInChunks() {
        let segments = [Segment(0, 0, 1, 1), Segment(0, 0.5, 1, 0.5)]
        let text = ImagePicture.escapes(segments, size: 100, protocol: .kitty)
        #expect(text.hasSuffix("\u{1B}\\\n"))
        let chunks = text.dropLast().split(separator: "\u{1B}\\").map { String($0) }
        #expect(chunks.count == 10)  // 100 x 100 x 3 bytes: 40,000 base64 characters
        #expect(chunks[0].hasPrefix("\u{1B}_Ga=T,f=24,s=100,v=100,m=1;"))
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0.hasPrefix("\u{1B}_Gm=1;") })
        #expect(chunks.last!.hasPrefix("\u{1B}_Gm=0;"))
        let payload = chunks.map { $0.split(separator: ";", maxSplits: 1)[1] }.joined()
        let rgb = Self.decode(payload)
        let gray = ImagePicture.pixels(segments, size: 100)
        #expect(rgb.count == 30_000)
        var everyPixelIsItsGray = true
        for index in 0..<gray.count {
            let channels: [UInt8] = Array(rgb[(3 * index)..<(3 * index + 3)])
            if channels != [gray[index], gray[index], gray[index]] { everyPixelIsItsGray = false }
        }
        #expect(everyPixelIsItsGray)
        #expect(gray.filter { $0 == 0 }.count == 199)
    }

    @Test func pngCheckValues() {
        #expect(PNG.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNG.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNG.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func aPNGDecodesBackToItsPixels() throws {
        let gray = ImagePicture.pixels([Segment(0.1, 0.2, 0.7, 0.9)], size: 300)
        let png = PNG.grayscale(gray, width: 300, height: 300)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The chunks, each with its CRC.
        var offset = 8
        var chunks: [(String, [UInt8])] = []
        func word(_ at: Int) -> Int {
            let high: Int = Int(png[at]) << 24 | Int(png[at + 1]) << 16
            return high | Int(png[at + 2]) << 8 | Int(png[at + 3])
        }
        while offset < png.count {
            let length = word(offset)
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            #expect(UInt32(word(offset + 8 + length)) == PNG.crc32(Array(png[(offset + 4)..<(offset + 8 + length)])))
            chunks.append((type, data))
            offset += 12 + length
        }
        #expect(chunks.map(\.0) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks[0].1 == [0, 0, 1, 44, 0, 0, 1, 44, 8, 0, 0, 0, 0])
        // zlib's stored blocks, then Adler-32.
        let zlib = chunks[1].1
        #expect(zlib[0] == 0x78 && zlib[1] == 0x01)
        var raw: [UInt8] = []
        var at = 2
        while true {
            let final = zlib[at] & 1
            let length = Int(zlib[at + 1]) | Int(zlib[at + 2]) << 8
            #expect(Int(zlib[at + 3]) | Int(zlib[at + 4]) << 8 == ~length & 0xFFFF)
            raw += zlib[(at + 5)..<(at + 5 + length)]
            at += 5 + length
            if final == 1 { break }
        }
        #expect(at + 4 == zlib.count)
        #expect(raw.count == 301 * 300)
        let stored: UInt32 = UInt32(zlib[at]) << 24 | UInt32(zlib[at + 1]) << 16 | UInt32(zlib[at + 2]) << 8 | UInt32(zlib[at + 3])
        #expect(PNG.adler32(raw) == stored)
        let rows = (0..<300).map { Array(raw[($0 * 301)..<($0 * 301 + 301)]) }
        #expect(rows.allSatisfy { $0[0] == 0 })
        #expect(rows.flatMap { $0.dropFirst() } == gray)
    }

    @Test func iTerm2EscapeCarriesThePNG() {
        let text = ImagePicture.escapes([Segment(0, 0, 1, 0)], size: 64, protocol: .iTerm2)
        let png = PNG.grayscale(ImagePicture.pixels([Segment(0, 0, 1, 0)], size: 64), width: 64, height: 64)
        #expect(text == "\u{1B}]1337;File=inline=1;size=\(png.count);width=64px;height=64px;preserveAspectRatio=1:"
            + Base64.encode(png) + "\u{07}\n")
    }

    @Test(arguments: [(24, nil, 400), (24, 480, 440), (50, 1000, 960), (100, 4000, 1024), (10, 40, 64)] as [(Int, Int?, Int)])
    func imageSize(rows: Int, pixelHeight: Int?, expected: Int) {
        #expect(Paint.imageSize(rows: rows, pixelHeight: pixelHeight) == expected)
    }
}
