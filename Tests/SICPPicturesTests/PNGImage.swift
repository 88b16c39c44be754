@testable import SICPPictures

/// A PNG decoder for the tests, so that they can look at the pixels an SVG
/// renderer made without a dependency: the zlib stream (stored, fixed and
/// dynamic Huffman blocks, RFC 1950/1951), the scanline filters 0-4, 8-bit
/// greyscale, RGB, greyscale with alpha and RGBA, not interlaced (what
/// `rsvg-convert` and Chromium write). Chunk CRCs and the Adler-32 of the
/// data are checked with the kit's own `PNG.crc32` and `PNG.adler32`.
///
/// ```swift
/// let image = try PNGImage(bytes)
/// image.rgba(x: 0, y: 0)   // (255, 255, 255, 255)
/// ```
struct PNGImage {
    let width: Int, height: Int
    /// Samples per pixel: 1 grey, 2 grey and alpha, 3 RGB, 4 RGBA.
    let channels: Int
    /// The samples, row by row, `channels` a pixel, unfiltered.
    let samples: [UInt8]

    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure("not a PNG: no signature")
        }
        var offset = 8
        var header: [UInt8]?
        var data: [UInt8] = []
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        chunks: while true {
            guard offset + 12 <= bytes.count else { throw Failure("truncated chunk at \(offset)") }
            let length = u32(offset)
            guard length <= bytes.count - offset - 12 else { throw Failure("truncated chunk at \(offset)") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            guard UInt32(u32(offset + 8 + length)) == PNG.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)])) else {
                throw Failure("bad CRC in \(type)")
            }
            offset += 12 + length
            switch type {
            case "IHDR": header = body
            case "IDAT": data += body
            case "IEND": break chunks
            default: continue
            }
        }
        guard let header, header.count == 13 else { throw Failure("no IHDR") }
        func h32(_ at: Int) -> Int {
            Int(header[at]) << 24 | Int(header[at + 1]) << 16 | Int(header[at + 2]) << 8 | Int(header[at + 3])
        }
        width = h32(0)
        height = h32(4)
        guard header[8] == 8 else { throw Failure("bit depth \(header[8]) (8 only)") }
        switch header[9] {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure("colour type \(header[9]) (0, 2, 4, 6 only)")
        }
        guard header[12] == 0 else { throw Failure("interlaced") }
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14 else { throw Failure("size \(width)x\(height)") }
        let raw = try Inflate.zlib(data)
        let stride = width * channels
        guard raw.count == height * (stride + 1) else {
            throw Failure("\(raw.count) bytes of scanlines, expected \(height * (stride + 1))")
        }
        samples = try Self.unfilter(raw, height: height, stride: stride, bpp: channels)
    }

    /// The scanlines with their filters undone (PNG 9.2).
    static func unfilter(_ raw: [UInt8], height: Int, stride: Int, bpp: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1
            let row = y * stride
            for i in 0..<stride {
                let x = raw[source + i]
                let a = i >= bpp ? out[row + i - bpp] : 0
                let b = y > 0 ? out[row - stride + i] : 0
                let c = i >= bpp && y > 0 ? out[row - stride + i - bpp] : 0
                let predicted: UInt8
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = UInt8((Int(a) + Int(b)) / 2)
                case 4:
                    let p = Int(a) + Int(b) - Int(c)
                    let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure("filter \(filter) in row \(y)")
                }
                out[row + i] = x &+ predicted
            }
        }
        return out
    }

    /// The pixel at column `x`, row `y` (0 at the top) as red, green, blue
    /// and alpha (255 where the image has no alpha).
    func rgba(x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * channels
        switch channels {
        case 1: return Pixel(samples[i], samples[i], samples[i], 255)
        case 2: return Pixel(samples[i], samples[i], samples[i], samples[i + 1])
        case 3: return Pixel(samples[i], samples[i + 1], samples[i + 2], 255)
        default: return Pixel(samples[i], samples[i + 1], samples[i + 2], samples[i + 3])
        }
    }

    struct Pixel: Equatable, CustomStringConvertible {
        var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
            (self.r, self.g, self.b, self.a) = (r, g, b, a)
        }
        var description: String { "(\(r), \(g), \(b), \(a))" }
    }

    /// The pixel's lightness over a white background, 0 (black) to 255.
    func lightness(x: Int, y: Int) -> Int {
        let p = rgba(x: x, y: y)
        let grey = (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000
        return (grey * Int(p.a) + 255 * (255 - Int(p.a))) / 255
    }
}

/// Inflate (RFC 1951) in a zlib wrapper (RFC 1950), after Mark Adler's
/// `puff`: canonical Huffman codes decoded a bit at a time.
enum Inflate {
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6 else { throw PNGImage.Failure("zlib stream too short") }
        let cmf = data[0], flg = data[1]
        guard cmf & 0x0F == 8, (Int(cmf) << 8 | Int(flg)) % 31 == 0, flg & 0x20 == 0 else {
            throw PNGImage.Failure("bad zlib header")
        }
        var reader = BitReader(data, from: 2)
        let out = try inflate(&reader)
        reader.alignToByte()
        guard reader.byte + 4 <= data.count else { throw PNGImage.Failure("no Adler-32") }
        let expected = data[reader.byte..<(reader.byte + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard PNG.adler32(out) == expected else { throw PNGImage.Failure("bad Adler-32") }
        return out
    }

    struct BitReader {
        let data: [UInt8]
        var byte: Int
        var bit = 0

        init(_ data: [UInt8], from byte: Int) {
            self.data = data
            self.byte = byte
        }

        mutating func bits(_ count: Int) throws -> Int {
            var value = 0
            for i in 0..<count {
                guard byte < data.count else { throw PNGImage.Failure("deflate data ends early") }
                value |= Int((data[byte] >> UInt8(bit)) & 1) << i
                bit += 1
                if bit == 8 { bit = 0; byte += 1 }
            }
            return value
        }

        mutating func alignToByte() {
            if bit > 0 { bit = 0; byte += 1 }
        }
    }

    /// A canonical Huffman code: how many codes of each length, and the
    /// symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<16 { offsets[l] = offsets[l - 1] + counts[l - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, l) in lengths.enumerated() where l != 0 {
                symbols[offsets[l]] = symbol
                offsets[l] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw PNGImage.Failure("bad Huffman code")
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
        var out: [UInt8] = []
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                guard reader.byte + 4 <= reader.data.count else { throw PNGImage.Failure("stored block ends early") }
                let d = reader.data, at = reader.byte
                let length = Int(d[at]) | Int(d[at + 1]) << 8
                let complement = Int(d[at + 2]) | Int(d[at + 3]) << 8
                guard length == ~complement & 0xFFFF else { throw PNGImage.Failure("stored block length") }
                guard at + 4 + length <= d.count else { throw PNGImage.Failure("stored block ends early") }
                out += d[(at + 4)..<(at + 4 + length)]
                reader.byte = at + 4 + length
            case 1:
                let literal = try Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                let distance = try Huffman(lengths: [Int](repeating: 5, count: 30))
                try codes(&reader, literal, distance, &out)
            case 2:
                let (literal, distance) = try dynamicCodes(&reader)
                try codes(&reader, literal, distance, &out)
            default:
                throw PNGImage.Failure("block type 3")
            }
        }
        return out
    }

    static func dynamicCodes(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literals = try reader.bits(5) + 257, distances = try reader.bits(5) + 1, lengthCodes = try reader.bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<lengthCodes { codeLengths[order[i]] = try reader.bits(3) }
        let lengthCode = try Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literals + distances {
            let symbol = try lengthCode.decode(&reader)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw PNGImage.Failure("repeat with no length") }
                lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literals + distances else { throw PNGImage.Failure("code lengths overrun") }
        return (try Huffman(lengths: Array(lengths[..<literals])), try Huffman(lengths: Array(lengths[literals...])))
    }

    static func codes(_ reader: inout BitReader, _ literal: Huffman, _ distance: Huffman, _ out: inout [UInt8]) throws {
        while true {
            let symbol = try literal.decode(&reader)
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let i = symbol - 257
                guard i < lengthBase.count else { throw PNGImage.Failure("length symbol \(symbol)") }
                let length = lengthBase[i] + (try reader.bits(lengthExtra[i]))
                let d = try distance.decode(&reader)
                guard d < distanceBase.count else { throw PNGImage.Failure("distance symbol \(d)") }
                let back = distanceBase[d] + (try reader.bits(distanceExtra[d]))
                guard back <= out.count else { throw PNGImage.Failure("distance \(back) too far back") }
                let start = out.count - back
                for k in 0..<length { out.append(out[start + k]) }
            }
        }
    }
}
