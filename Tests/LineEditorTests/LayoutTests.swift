@testable import LineEditor
import Testing

@Suite struct LayoutTests {
    @Test func columnWidths() {
        #expect(columnWidth(of: Character("a")) == 1)
        #expect(columnWidth(of: Character("日")) == 2)
        #expect(columnWidth(of: Character("ｱ")) == 1)  // halfwidth katakana
        #expect(columnWidth(of: Character("Ａ")) == 2)  // fullwidth A
        #expect(columnWidth(of: Character("한")) == 2)
        #expect(columnWidth(of: Character("🙂")) == 2)
        #expect(columnWidth(of: Unicode.Scalar(0x301)!) == 0)  // combining acute
        #expect(columnWidth(of: Character("e\u{301}")) == 1)
        #expect(columnWidth(of: Character("\u{01}")) == 2)  // shown as ^A
    }

    func layout(_ text: String, cursor: Int? = nil, width: Int = 20) -> Layout {
        let characters = Array(text)
        return Layout(prompt: "> ", continuationPrompt: ". ", text: characters,
                      cursor: cursor ?? characters.count, width: width)
    }

    @Test func theCursorRowAfterAResize() {
        // 30 characters after "> " at width 20: rows of 20 and 12 columns, the
        // cursor at the end (row 1, column 12).
        let text = Array(String(repeating: "x", count: 30))
        let l = layout(String(text), width: 20)
        #expect(l.rows.count == 2 && l.cursorRow == 1 && l.cursorColumn == 12)
        // Wider: the hard line break keeps two rows (a fresh layout at 40
        // would put the cursor on row 0).
        #expect(l.cursorRow(afterResizeTo: 40, text: text) == 1)
        #expect(layout(String(text), width: 40).cursorRow == 0)
        // Narrower, on a terminal that reflows: 20 columns take 2 rows of 10,
        // and the cursor at column 12 is on the second row of its own.
        #expect(l.cursorRow(afterResizeTo: 10, text: text) == 3)
        // An entry of several lines with a wide character.
        let lines = Array("(a\n日日日日日日日日日\nb")
        let m = layout(String(lines), width: 20)
        #expect(m.rows.count == 3 && m.cursorRow == 2)
        #expect(m.cursorRow(afterResizeTo: 8, text: lines) == 1 + 3)
    }

    @Test func cursorOnOneLine() {
        let l = layout("(+ 1 2)", cursor: 3)
        #expect(l.rows.count == 1 && l.cursorRow == 0 && l.cursorColumn == 5)
    }

    @Test func wideCharactersTakeTwoColumns() {
        let l = layout("\"日本語\"", cursor: 4)
        #expect(l.cursorColumn == 2 + 1 + 6)
    }

    @Test func linesOfAnEntryGetTheContinuationPrompt() {
        let l = layout("(define (f x)\n  x)", cursor: 15)
        #expect(l.rows.map(\.prompt) == ["> ", ". "])
        #expect(l.rows.map(\.characters) == [0..<13, 14..<18])
        #expect(l.cursorRow == 1 && l.cursorColumn == 2 + 1)
    }

    @Test func longLinesWrapAtTheWidth() {
        // 2 columns of prompt + 25 characters on a screen 10 wide: rows of 8, 10, 7.
        let text = String(repeating: "x", count: 25)
        let l = layout(text, cursor: 18, width: 10)
        #expect(l.rows.map(\.characters) == [0..<8, 8..<18, 18..<25])
        #expect(l.cursorRow == 2 && l.cursorColumn == 0)
        let mid = layout(text, cursor: 9, width: 10)
        #expect(mid.cursorRow == 1 && mid.cursorColumn == 1)
    }

    @Test func aCursorAfterAFullRowIsOnTheNextRow() {
        let l = layout(String(repeating: "x", count: 8), width: 10)
        #expect(l.rows.count == 2 && l.cursorRow == 1 && l.cursorColumn == 0)
    }

    @Test func aWideCharacterThatDoesNotFitStartsTheNextRow() {
        // "> " + 7 x = 9 columns: 日 needs 2, so it wraps, leaving column 9 empty.
        let l = layout("xxxxxxx日本", width: 10)
        #expect(l.rows.map(\.characters) == [0..<7, 7..<9])
        #expect(l.cursorRow == 1 && l.cursorColumn == 4)
    }

    @Test func renderingGoesUpClearsAndPlacesTheCursor() {
        let text = Array("(f\n  x)")
        let l = Layout(prompt: "> ", continuationPrompt: ". ", text: text, cursor: 1, width: 80)
        var bytes: [UInt8] = []
        l.render(text, previousCursorRow: 1, highlighted: [6], into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\r\u{1B}[1A\u{1B}[J> (f\r\n.   x\u{1B}[7m)\u{1B}[0m\r\u{1B}[1A\u{1B}[3C")
    }

    @Test func anEntryTallerThanTheWindowShowsTheRowsAroundTheCursor() {
        // Ten lines, the window five rows high.
        let text = (0..<10).map { "l\($0)" }.joined(separator: "\n")
        func at(line: Int) -> Layout { layout(text, cursor: 3 * line + 1) }
        #expect(at(line: 9).rowsShown(height: 5, top: 0) == 5..<10)
        // The view moves only as far as the cursor leaves it.
        #expect(at(line: 7).rowsShown(height: 5, top: 5) == 5..<10)
        #expect(at(line: 3).rowsShown(height: 5, top: 5) == 3..<8)
        #expect(at(line: 0).rowsShown(height: 5, top: 3) == 0..<5)
        // A top past the end comes back so that the window is full.
        #expect(at(line: 9).rowsShown(height: 5, top: 8) == 5..<10)
        // An entry that fits is shown whole.
        #expect(layout("(f\n x)").rowsShown(height: 2, top: 1) == 0..<2)
    }

    @Test func renderingTheRowsShown() {
        let text = Array("a\nb\nc\nd")
        let l = Layout(prompt: "> ", continuationPrompt: ". ", text: text, cursor: 2, width: 80)
        var bytes: [UInt8] = []
        l.render(text, previousCursorRow: 1, shown: 1..<3, into: &bytes)
        // Up to the first row shown, b and c, then up one row to b's end.
        #expect(String(decoding: bytes, as: UTF8.self) == "\r\u{1B}[1A\u{1B}[J. b\r\n. c\r\u{1B}[1A\u{1B}[2C")
        var below: [UInt8] = []
        l.moveBelow(shown: 1..<3, into: &below)
        #expect(String(decoding: below, as: UTF8.self) == "\u{1B}[1B\r\n")
        // After a resize, rows above the first shown do not count.
        #expect(l.cursorRow(afterResizeTo: 80, text: text, top: 1) == 0)
        #expect(l.cursorRow(afterResizeTo: 80, text: text) == 1)
    }

    /// At the screen's top left corner (after Ctrl-L) the redraw clears
    /// after the first prompt: an erase from that corner is a clear screen,
    /// which tmux keeps in its scrollback.
    @Test func atTheTopTheRedrawClearsAfterThePrompt() {
        let text = Array("(f\n  x)")
        let l = Layout(prompt: "> ", continuationPrompt: ". ", text: text, cursor: 1, width: 20)
        var bytes: [UInt8] = []
        l.render(text, previousCursorRow: 1, atTop: true, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\r\u{1B}[1A> \u{1B}[J(f\r\n.   x)\r\u{1B}[1A\u{1B}[3C")
    }
}
