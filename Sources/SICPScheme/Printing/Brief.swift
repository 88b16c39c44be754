import SICP

extension Printer {
    /// A value as a report shows it: as `write` prints it, but never longer
    /// than about `limit` characters and never with a raw control character
    /// (a learner's value must not move the terminal's cursor or change its
    /// colours).
    ///
    /// ```swift
    /// Printer.brief(.int(42))                          // "42"
    /// Printer.brief(.exact(BigInt(10).power(299999))) // "#[integer of 300000 digits]"
    /// Printer.brief(.string(MString(String(repeating: "a", count: 1000))), limit: 10)
    /// // "\"aaaaaaaaaa...\" (1000 characters)"
    /// Printer.brief(.symbol(Symbol.intern("a\u{1B}[31m")))  // "a\x1b;[31m"
    /// ```
    ///
    /// - An exact integer whose digits pass `limit` is `#[integer of N
    ///   digits]` (N without the sign), an exact rational
    ///   `#[rational of N/M digits]`.
    /// - A string longer than `limit` characters shows its first `limit`,
    ///   then `..."` and its length: `"aaaa..." (20000000 characters)`
    ///   (characters as `string-length` counts them).
    /// - A list (or any structure of pairs, cycles included) is written
    ///   until the text passes `limit`, then ends in `...`: `(1 2 3 ...`
    ///   (each atom in it shortened as above).
    /// - What is left of a control character (C0, DEL, C1, and the
    ///   bidirectional overrides) after `write`'s escapes is escaped as
    ///   R7RS writes it in a string: `\x1b;`.
    ///
    /// - Parameter limit: about how many characters to show (200 by default).
    /// - Complexity: O(`limit`) for structures and strings, beyond the
    ///   O(n log n) of converting a large integer to decimal once to count
    ///   its digits.
    public static func brief(_ value: Value, limit: Int = 200) -> String {
        enum Item {
            case value(Value)
            /// What follows an element of a list: its cdr.
            case rest(Value)
            case text(String)
        }
        var out = ""
        var length = 0
        var items: [Item] = [.value(value)]
        func emit(_ text: String) {
            out += text
            length += text.unicodeScalars.count
        }
        while let item = items.popLast() {
            if length > limit {
                out += "..."
                break
            }
            switch item {
            case .text(let text):
                emit(text)
            case .rest(.null):
                emit(")")
            case .rest(.pair(let p)):
                emit(" ")
                items.append(.rest(p.cdr))
                items.append(.value(p.car))
            case .rest(let tail):
                emit(" . ")
                items.append(.text(")"))
                items.append(.value(tail))
            case .value(.pair(let p)):
                emit("(")
                items.append(.rest(p.cdr))
                items.append(.value(p.car))
            case .value(let atom):
                emit(briefAtom(atom, limit: limit))
            }
        }
        return escapingControls(out)
    }

    /// An atom under `brief`: `write`'s text, or its short form when long.
    private static func briefAtom(_ value: Value, limit: Int) -> String {
        switch value {
        case .big(let n):
            let digits = n.magnitude.description
            if digits.utf8.count <= limit { return (n.isNegative ? "-" : "") + digits }
            return "#[integer of \(digits.utf8.count) digits]"
        case .ratio(let r):
            let numerator = r.numerator.magnitude.description, denominator = r.denominator.description
            if numerator.utf8.count + denominator.utf8.count < limit {
                return (r.numerator.isNegative ? "-" : "") + numerator + "/" + denominator
            }
            return "#[rational of \(numerator.utf8.count)/\(denominator.utf8.count) digits]"
        case .string(let s):
            let count = s.value.count
            guard count > limit else { return write(value) }
            return String(stringText(String(s.value.prefix(limit))).dropLast()) + "...\" (\(count) characters)"
        case .symbol(let s):
            let count = s.name.count
            guard count > limit else { return write(value) }
            return symbolText(String(s.name.prefix(limit))) + "... (a symbol of \(count) characters)"
        default:
            return write(value)
        }
    }

    /// `text` with every control character left escaped as `\x1b;`.
    static func escapingControls(_ text: String) -> String {
        func isControl(_ s: Unicode.Scalar) -> Bool {
            s.value < 0x20 || (0x7F...0x9F).contains(s.value)
                || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out.append(contentsOf: "\\x\(String(scalar.value, radix: 16));".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
