/// Text laid out for a terminal a given number of columns wide (80 when
/// the output is not a terminal): paragraphs wrapped at spaces, and tables
/// of two columns whose second column is wrapped and stays aligned. Widths
/// count characters (the texts laid out here have no wide ones).
///
/// ```swift
/// TextTable.table([("1.3", "the sum of the squares of the two larger"), ("1.30", "sum")], width: 30)
/// // 1.3   the sum of the squares
/// //       of the two larger
/// // 1.30  sum
/// ```
public enum TextTable {
    /// The narrowest second column a table keeps beside the first; on a
    /// narrower terminal each second cell goes below its first cell.
    public static let narrowestColumn = 24

    /// `text` wrapped at spaces into lines of at most `width` columns, each
    /// line after the first starting with `indent` spaces (the first with
    /// `firstIndent`). A word longer than a line is cut.
    public static func wrap(_ text: String, width: Int, indent: Int = 0, firstIndent: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: firstIndent ?? indent)
        var lineIsEmpty = true
        func room() -> Int { max(width - line.count, 0) }
        func newLine() {
            lines.append(line)
            line = String(repeating: " ", count: indent)
            lineIsEmpty = true
        }
        for word in text.split(separator: " ") {
            var word = word
            if !lineIsEmpty {
                if word.count + 1 <= room() {
                    line += " " + word
                    continue
                }
                newLine()
            }
            while word.count > room() && room() > 0 {
                let cut = room()
                line += word.prefix(cut)
                word = word.dropFirst(cut)
                newLine()
            }
            line += word
            lineIsEmpty = false
        }
        if !lineIsEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Rows of two cells as lines: the first cells in a column as wide as
    /// the widest and `gap` spaces, the second cells wrapped to the rest of
    /// the width, every line starting with `indent` spaces. When the rest
    /// is narrower than `narrowestColumn`, each second cell is wrapped below
    /// its first cell, indented 4 more.
    public static func table(_ rows: [(String, String)], width: Int, indent: Int = 0, gap: Int = 2) -> String {
        let first = (rows.map(\.0.count).max() ?? 0) + gap
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        if width - indent - first >= narrowestColumn {
            for (left, right) in rows {
                let padded = margin + left + String(repeating: " ", count: first - left.count)
                let wrapped = wrap(right, width: width, indent: indent + first)
                lines.append(padded + wrapped[0].dropFirst(indent + first))
                lines += wrapped.dropFirst()
            }
        } else {
            for (left, right) in rows {
                lines += wrap(left, width: width, indent: indent)
                lines += wrap(right, width: width, indent: indent + 4)
            }
        }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n") + "\n"
    }
}
