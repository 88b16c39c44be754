/// DrRacket's editor format (WXME): a program saved from DrRacket with a
/// non-text element (an image, a comment box, a number shown as a
/// fraction) is written as `#reader(lib"read.ss""wxme")WXME0109 ##`, a
/// comment, and then its snips as numbers and byte strings:
///
/// ```text
/// 0 0 24 3 1 #"("
/// 0 0 15 3 6 #"define"
/// 0 0 17 3 76
/// (4
///  #"; x = 1 + 1/x, x^2 - x - 1 = 0; the root is golden ratio. (x=phi mea"
///  #"ns x=fx)"
/// ) 0 0 24 29 1 #"\n"
/// ```
///
/// The program's text is its text snips' strings, in order. Racket reads
/// such a file through its `wxme` library; MIT Scheme, Guile and the rest
/// cannot read it at all. Learners' repositories hold such files, so the
/// kit reads their text: the byte strings that do not end in a NUL byte,
/// after the header's comment (the names of snip classes and styles, and
/// the data of a number snip, end in one; a long string is split into a
/// parenthesised group of byte strings, joined again). The data of a
/// non-text snip other than those (an image) is not text, and is left out
/// when it ends in NUL; what else it holds is read as text, which a
/// learner's program of text snips alone never meets.
public enum EditorFormat {
    /// The first bytes of a file in the format.
    static let prefix = "#reader(lib\"read.ss\"\"wxme\")WXME"

    /// Whether `text` is a file in DrRacket's editor format.
    public static func isEditorFormat(_ text: String) -> Bool {
        text.hasPrefix(prefix)
    }

    /// The program text of a file in DrRacket's editor format; nil when
    /// `text` is not one, or its snips cannot be read.
    ///
    /// ```swift
    /// EditorFormat.programText("#reader(lib\"read.ss\"\"wxme\")WXME0109 ##\n#|\n|#\n"
    ///     + " 1 0 6 #\"wxtext\\0\"\n0 0 24 3 1 #\"(\"\n0 0 14 3 6 #\"square\"\n0 0 24 3 1 #\")\"")
    /// // "(square)"
    /// ```
    public static func programText(_ text: String) -> String? {
        guard isEditorFormat(text), let end = text.firstRange(of: "\n|#") else { return nil }
        let bytes = Array(text[end.upperBound...].utf8)
        var out: [UInt8] = []
        var i = 0
        var group: [UInt8]? = nil
        func take(_ string: [UInt8]) {
            if string.last == 0 { return }
            out.append(contentsOf: string)
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "#"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\"") {
                guard let (string, next) = byteString(bytes, from: i + 2) else { return nil }
                i = next
                if group != nil { group! += string } else { take(string) }
            } else if b == UInt8(ascii: "("), group == nil {
                group = []
                i += 1
            } else if b == UInt8(ascii: ")"), let joined = group {
                take(joined)
                group = nil
                i += 1
            } else {
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of a Racket byte string whose body starts at `start`, and
    /// the index after its closing quote.
    static func byteString(_ bytes: [UInt8], from start: Int) -> ([UInt8], Int)? {
        var out: [UInt8] = []
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { return (out, i + 1) }
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                i += 1
                continue
            }
            guard i + 1 < bytes.count else { return nil }
            let e = bytes[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "r"): out.append(13)
            case UInt8(ascii: "a"): out.append(7)
            case UInt8(ascii: "b"): out.append(8)
            case UInt8(ascii: "v"): out.append(11)
            case UInt8(ascii: "f"): out.append(12)
            case UInt8(ascii: "e"): out.append(27)
            case UInt8(ascii: "\n"): break
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Up to three octal digits.
                var value = Int(e - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                    value = value * 8 + Int(bytes[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                var value = 0
                var digits = 0
                while digits < 2, i < bytes.count, let d = hexDigit(bytes[i]) {
                    value = value * 16 + d
                    i += 1
                    digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
            default: out.append(e)
            }
        }
        return nil
    }

    static func hexDigit(_ b: UInt8) -> Int? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(b - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(b - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
