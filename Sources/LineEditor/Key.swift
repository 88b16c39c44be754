/// A key (or a paste) as the terminal sends it, decoded from bytes.
public enum Key: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Ctrl with a letter: `.control("a")` for Ctrl-A (byte 0x01).
    case control(Character)
    /// Alt (or Esc then) a character: `.alt("b")`.
    case alt(Character)
    case enter, tab, backspace, altBackspace, delete, escape
    case up, down, left, right, home, end
    /// Ctrl-Left and Ctrl-Right (`ESC[1;5D`): a word left or right.
    case wordLeft, wordRight
    /// Text pasted between `ESC[200~` and `ESC[201~` (bracketed paste), line
    /// ends as `\n`.
    case paste(String)
    /// An escape sequence the editor does not know: ignored, never inserted.
    case unknown
}

/// Turns the bytes a terminal sends into keys: UTF-8 text, control bytes,
/// CSI (`ESC [`) and SS3 (`ESC O`) sequences, Alt as an `ESC` prefix, and
/// bracketed paste. A sequence cut between two reads waits for its rest;
/// `flush()` ends one that never comes (a lone Esc).
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// Inside a bracketed paste: the bytes pasted so far.
    private var paste: [UInt8]?

    public init() {}

    /// Whether bytes wait for the rest of a sequence.
    public var isPending: Bool { !pending.isEmpty || paste != nil }

    /// The keys `bytes` complete, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = Self.find(Self.pasteEnd, in: pending, from: index) else {
                    // Keep a possible start of the end marker for the next read.
                    let keep = min(Self.pasteEnd.count - 1, pending.count - index)
                    paste!.append(contentsOf: pending[index..<(pending.count - keep)])
                    index = pending.count - keep
                    break
                }
                paste!.append(contentsOf: pending[index..<end])
                keys.append(.paste(Self.pasteText(paste!)))
                paste = nil
                index = end + Self.pasteEnd.count
                continue
            }
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            index += length
            if key == .paste("") {
                paste = []
            } else {
                keys.append(key)
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Ends a sequence cut short: a lone `ESC` is the Esc key, anything else
    /// left is dropped (an unfinished paste is pasted).
    public mutating func flush() -> [Key] {
        var keys: [Key] = []
        if let bytes = paste {
            keys.append(.paste(Self.pasteText(bytes + pending)))
            paste = nil
        } else if pending == [0x1B] {
            keys.append(.escape)
        } else if !pending.isEmpty {
            keys.append(.unknown)
        }
        pending = []
        return keys
    }

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private static func pasteText(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        for (i, byte) in bytes.enumerated() {
            if byte == 0x0D {
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { continue }
                text.append(0x0A)
            } else {
                text.append(byte)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= needle.count else { return nil }
        for i in start...(bytes.count - needle.count) where bytes[i] == needle[0] {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
        }
        return nil
    }

    /// The key starting at `index`, and how many bytes it takes; nil when
    /// the bytes end before it does. `.paste("")` marks a paste start.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x0D: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x1B: return escape(at: index, in: bytes)
        case 0x00..<0x20: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8(at: index, in: bytes)
        }
    }

    private static func utf8(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
        let byte = bytes[index]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        var end = index + 1
        // Stop early at a byte that cannot continue the sequence.
        while end < index + length, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        if end < index + length && end == bytes.count { return nil }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return (.character(text.first ?? "\u{FFFD}"), end - index)
    }

    private static func escape(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "["):
            // CSI: parameter bytes 0x30-0x3F, intermediates 0x20-0x2F, a final byte.
            var end = index + 2
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            return (csi(parameters, final: bytes[end]), end + 1 - index)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (csi("", final: bytes[index + 2]), 3)
        case 0x7F, 0x08:
            return (.altBackspace, 2)
        case 0x1B:
            return (.escape, 1)
        default:
            guard let (key, length) = Self.key(at: index + 1, in: bytes) else { return nil }
            switch key {
            case .character(let c): return (.alt(c), length + 1)
            case .control(let c): return (.alt(Character(c.uppercased())), length + 1)
            default: return (key, length + 1)
            }
        }
    }

    private static func csi(_ parameters: String, final: UInt8) -> Key {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let modifier = fields.count > 1 ? Int(fields[1]) ?? 1 : 1
        let word = modifier == 3 || modifier == 5  // Alt or Ctrl with an arrow
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return word ? .wordRight : .right
        case UInt8(ascii: "D"): return word ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch fields.first.flatMap({ Int($0) }) {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 200: return .paste("")
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
