import SICPScheme
/// A picture as an image, for terminals that show images: kitty's graphics
/// protocol (raw pixels) and iTerm2's inline images (a PNG). `paint` uses
/// one where the terminal announces it (`ImagePicture.ImageProtocol.detect`) and
/// Braille dots (`TextPicture`) everywhere else, tmux and screen included.
///
/// ```swift
/// let pixels = ImagePicture.pixels([Segment(0, 0, 1, 1)], size: 4)
/// // [255, 255, 255, 0,  255, 255, 0, 255,  255, 0, 255, 255,  0, 255, 255, 255]: black on white
/// ```
///
/// - Complexity: O(size² + s × size) for s segments.
public enum ImagePicture {
    /// The image protocols `paint` knows.
    public enum ImageProtocol: Equatable, Sendable {
        case kitty, iTerm2

        /// The protocol the terminal announces in the environment: kitty
        /// sets `KITTY_WINDOW_ID` (and `TERM=xterm-kitty`), iTerm2 sets
        /// `TERM_PROGRAM=iTerm.app`. None inside tmux or screen (`TMUX`
        /// set, or `TERM` starting with `screen` or `tmux`), which do not
        /// pass images through, and none when `SICP_PICTURES=text`.
        public static func detect(_ environment: (String) -> String?) -> ImageProtocol? {
            func value(_ name: String) -> String? {
                guard let v = environment(name), !v.isEmpty else { return nil }
                return v
            }
            if value("SICP_PICTURES") == "text" || value("TMUX") != nil { return nil }
            let term = value("TERM") ?? ""
            if term.hasPrefix("screen") || term.hasPrefix("tmux") { return nil }
            if value("KITTY_WINDOW_ID") != nil || term == "xterm-kitty" { return .kitty }
            if value("TERM_PROGRAM") == "iTerm.app" { return .iTerm2 }
            return nil
        }
    }

    /// The picture as `size` by `size` gray pixels, a byte each (0 black,
    /// 255 white), top row first; the unit square fills it, the book's
    /// origin at the bottom left, lines one pixel wide.
    public static func pixels(_ segments: [Segment], size: Int) -> [UInt8] {
        let size = max(1, size)
        var grid = DotGrid(width: size, height: size)
        // Stops early when the running evaluation is asked to (`paint` then throws).
        var poll = Walk.Poll()
        for segment in segments {
            if poll.shouldStop() { break }
            grid.draw(segment)
        }
        return grid.dots.map { $0 ? 0 : 255 }
    }

    /// The escape sequences that show the picture at the cursor, `size`
    /// pixels square, followed by a newline.
    public static func escapes(_ segments: [Segment], size: Int, protocol kind: ImageProtocol) -> String {
        let gray = pixels(segments, size: size)
        switch kind {
        case .kitty:
            // f=24: RGB bytes; a=T: transmit and show; chunks of 4096 base64 bytes.
            var rgb: [UInt8] = []
            rgb.reserveCapacity(gray.count * 3)
            for g in gray { rgb += [g, g, g] }
            let data = Base64.encode(rgb)
            var out = ""
            var start = data.startIndex
            var first = true
            repeat {
                let end = data.index(start, offsetBy: 4096, limitedBy: data.endIndex) ?? data.endIndex
                let more = end < data.endIndex ? 1 : 0
                out += "\u{1B}_G" + (first ? "a=T,f=24,s=\(size),v=\(size),m=\(more)" : "m=\(more)")
                    + ";" + data[start..<end] + "\u{1B}\\"
                first = false
                start = end
            } while start < data.endIndex
            return out + "\n"
        case .iTerm2:
            let png = PNG.grayscale(gray, width: size, height: size)
            return "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(size)px;height=\(size)px;preserveAspectRatio=1:"
                + Base64.encode(png) + "\u{07}\n"
        }
    }
}

/// Base64 (RFC 4648, with padding).
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = UInt32(bytes[i])
            let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
            let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
            let n = b0 << 16 | b1 << 8 | b2
            out.append(alphabet[Int(n >> 18 & 63)])
            out.append(alphabet[Int(n >> 12 & 63)])
            out.append(i + 1 < bytes.count ? alphabet[Int(n >> 6 & 63)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[Int(n & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A minimal PNG encoder: 8-bit grayscale, no filtering, the image data in
/// stored (uncompressed) deflate blocks. No dependency.
enum PNG {
    static func grayscale(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((width + 1) * height)
        for row in 0..<height {
            raw.append(0)  // filter type None
            raw += pixels[(row * width)..<((row + 1) * width)]
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 0, 0, 0, 0]  // bit depth 8, grayscale, deflate, no filter, no interlace
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return png
    }

    static func bigEndian(_ n: UInt32) -> [UInt8] {
        [UInt8(n >> 24 & 255), UInt8(n >> 16 & 255), UInt8(n >> 8 & 255), UInt8(n & 255)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// zlib (RFC 1950) around deflate's stored blocks (RFC 1951), 65,535 bytes at most each.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, data.count - offset)
            let last: UInt8 = offset + n >= data.count ? 1 : 0
            out.append(last)
            out += [UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8(~n >> 8 & 255)]
            out += data[offset..<(offset + n)]
            offset += n
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 255)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes {
            a = (a + UInt32(x)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
