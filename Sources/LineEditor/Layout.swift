/// How many columns a character takes on a terminal: 2 for East Asian Wide
/// and Fullwidth characters (CJK, kana, hangul, fullwidth forms, most
/// emoji), 0 for combining marks and zero-width characters, 2 for a control
/// character (shown as `^X`), 1 otherwise.
public func columnWidth(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    return columnWidth(of: scalar)
}

/// The columns of one scalar (see `columnWidth(of: Character)`).
public func columnWidth(of scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || v == 0x7F { return v == 0x09 ? 1 : 2 }
    if v < 0x300 { return 1 }
    switch v {
    case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
         0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064,
         0x20D0...0x20FF, 0x3099...0x309A, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0xE0100...0xE01EF:
        return 0
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x2E80...0x303E,
         0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
         0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
         0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
        return 2
    default:
        return 1
    }
}

/// Where the characters of an entry land on the screen: its lines after
/// their prompts, wrapped at the terminal's width, and the cursor's row and
/// column (rows count from the entry's first row).
public struct Layout: Equatable, Sendable {
    /// One screen row: the prompt it starts with (if any) and the range of
    /// the entry's characters on it.
    public struct Row: Equatable, Sendable {
        public var prompt: String
        public var characters: Range<Int>
    }

    public var rows: [Row]
    public var cursorRow: Int
    public var cursorColumn: Int
    public let width: Int

    /// Lays out `text` with `prompt` before its first line and
    /// `continuationPrompt` before each other line, on a screen `width`
    /// columns wide; a character that does not fit on a row starts the next.
    /// A cursor just past a full row is at the start of the next row.
    public init(prompt: String, continuationPrompt: String, text: [Character], cursor: Int, width: Int) {
        let width = max(width, 8)
        self.width = width
        rows = []
        cursorRow = 0
        cursorColumn = 0
        var rowStart = 0
        var column = 0
        var startsLine = true
        var index = 0
        var cursorFound = false
        func promptColumns(_ p: String) -> Int { min(p.unicodeScalars.reduce(0) { $0 + columnWidth(of: $1) }, width - 1) }
        var prompt0 = prompt
        column = promptColumns(prompt)
        while true {
            if index == cursor && !cursorFound {
                if column >= width {
                    rows.append(Row(prompt: startsLine ? prompt0 : "", characters: rowStart..<index))
                    startsLine = false
                    rowStart = index
                    column = 0
                }
                cursorRow = rows.count
                cursorColumn = column
                cursorFound = true
            }
            guard index < text.count else { break }
            let character = text[index]
            if character == "\n" {
                rows.append(Row(prompt: startsLine ? prompt0 : "", characters: rowStart..<index))
                index += 1
                rowStart = index
                startsLine = true
                prompt0 = continuationPrompt
                column = promptColumns(continuationPrompt)
                continue
            }
            let w = columnWidth(of: character)
            if column + w > width {
                rows.append(Row(prompt: startsLine ? prompt0 : "", characters: rowStart..<index))
                startsLine = false
                rowStart = index
                column = 0
                continue  // the cursor check runs again at the new row
            }
            column += w
            index += 1
        }
        rows.append(Row(prompt: startsLine ? prompt0 : "", characters: rowStart..<text.count))
    }

    /// The cursor's row, counted from the entry's top, once the terminal
    /// this layout was drawn on is resized to `newWidth` columns. Rows are
    /// drawn ending in a hard line break, so a wider terminal never joins
    /// them (the row count stays), and a narrower one that reflows
    /// (tmux, VTE, kitty, iTerm2) splits each row wider than it.
    /// `top` is the first row drawn (an entry taller than the window is
    /// drawn from there).
    public func cursorRow(afterResizeTo newWidth: Int, text: [Character], top: Int = 0) -> Int {
        let newWidth = max(newWidth, 1)
        func rowsTaken(_ columns: Int) -> Int { max(1, (columns + newWidth - 1) / newWidth) }
        var above = 0
        for row in rows[min(top, cursorRow, rows.count)..<min(cursorRow, rows.count)] {
            let columns = row.prompt.unicodeScalars.reduce(0) { $0 + columnWidth(of: $1) }
                + row.characters.reduce(0) { $0 + columnWidth(of: text[$1]) }
            above += rowsTaken(columns)
        }
        return above + cursorColumn / newWidth
    }

    /// The rows to draw on a window `height` rows high: all of them when
    /// they fit, else the `height` rows that hold the cursor's row, starting
    /// as near `top` (the first row drawn before) as they can, so that the
    /// view scrolls only as far as the cursor moves out of it.
    public func rowsShown(height: Int, top: Int) -> Range<Int> {
        let height = max(height, 1)
        guard rows.count > height else { return 0..<rows.count }
        var first = min(max(top, 0), rows.count - height)
        if cursorRow < first { first = cursorRow }
        if cursorRow >= first + height { first = cursorRow - height + 1 }
        return first..<(first + height)
    }

    /// The bytes that draw the layout over an entry drawn before with its
    /// cursor `previousCursorRow` rows below its first row drawn: back to
    /// that row, clear to the end of the screen, the rows `shown` (all by
    /// default; they must hold the cursor's row), then the cursor to its
    /// place. Characters at `highlighted` are shown in reverse video. One
    /// write of these bytes redraws without flicker.
    public func render(_ text: [Character], previousCursorRow: Int, highlighted: Set<Int> = [],
                       shown: Range<Int>? = nil, atTop: Bool = false, into bytes: inout [UInt8]) {
        let shown = shown ?? 0..<rows.count
        bytes.append(0x0D)
        if previousCursorRow > 0 { Self.csi(previousCursorRow, "A", into: &bytes) }
        if !atTop { bytes.append(contentsOf: [0x1B, 0x5B, 0x4A]) }  // ESC[J
        for r in shown {
            let row = rows[r]
            if r > shown.lowerBound { bytes.append(contentsOf: [0x0D, 0x0A]) }
            bytes.append(contentsOf: row.prompt.utf8)
            // At the screen's top left corner, cleared after the first
            // prompt: an erase from that corner is a clear screen, which
            // tmux keeps in its scrollback (a copy of the entry at every
            // redraw after Ctrl-L).
            if atTop && r == shown.lowerBound { bytes.append(contentsOf: [0x1B, 0x5B, 0x4A]) }
            for i in row.characters {
                let c = text[i]
                let marked = !highlighted.isEmpty && highlighted.contains(i)
                if marked { bytes.append(contentsOf: [0x1B, 0x5B, 0x37, 0x6D]) }  // ESC[7m
                Self.append(c, into: &bytes)
                if marked { bytes.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D]) }  // ESC[0m
            }
        }
        // The cursor is at the end of the last row: take it to its place.
        bytes.append(0x0D)
        let up = shown.upperBound - 1 - cursorRow
        if up > 0 { Self.csi(up, "A", into: &bytes) }
        if cursorColumn > 0 { Self.csi(cursorColumn, "C", into: &bytes) }
    }

    /// Moves from the cursor's place to the start of the row after the
    /// entry, or after the rows `shown` (before printing below it).
    public func moveBelow(shown: Range<Int>? = nil, into bytes: inout [UInt8]) {
        let down = (shown ?? 0..<rows.count).upperBound - 1 - cursorRow
        if down > 0 { Self.csi(down, "B", into: &bytes) }
        bytes.append(contentsOf: [0x0D, 0x0A])
    }

    static func append(_ c: Character, into bytes: inout [UInt8]) {
        if let ascii = c.asciiValue {
            if ascii >= 0x20 && ascii != 0x7F {
                bytes.append(ascii)
            } else if ascii == 0x09 {
                bytes.append(0x20)
            } else {
                bytes.append(0x5E)  // ^X
                bytes.append(ascii == 0x7F ? 0x3F : ascii + 0x40)
            }
        } else {
            bytes.append(contentsOf: String(c).utf8)
        }
    }

    static func csi(_ n: Int, _ final: Unicode.Scalar, into bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(0x5B)
        bytes.append(contentsOf: String(n).utf8)
        bytes.append(UInt8(final.value))
    }
}
