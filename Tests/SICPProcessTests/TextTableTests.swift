import Foundation
import SICPProcess
import Testing

@Suite struct TextTableTests {
    @Test func wrappingAtSpaces() {
        #expect(TextTable.wrap("the sum of the squares", width: 12) == ["the sum of", "the squares"])
        #expect(TextTable.wrap("the sum of the squares", width: 12, indent: 2, firstIndent: 0)
            == ["the sum of", "  the", "  squares"])
        #expect(TextTable.wrap("", width: 10) == [""])
        // A word wider than a line is cut where the line ends.
        #expect(TextTable.wrap("a (sum-of-squares)", width: 8) == ["a", "(sum-of-", "squares)"])
    }

    @Test func theDocCommentsExample() {
        #expect(TextTable.table([("1.3", "the sum of the squares of the two larger"), ("1.30", "sum")], width: 30) == """
            1.3   the sum of the squares
                  of the two larger
            1.30  sum

            """)
    }

    @Test func aNarrowTerminalPutsTheSecondColumnBelow() {
        // 2 + 12 + 2 columns before the second cells leave 14 of 30: fewer than 24.
        #expect(TextTable.table([("Ctrl-A, Home", "to the start of the line")], width: 30, indent: 2) == """
              Ctrl-A, Home
                  to the start of the line

            """)
        #expect(TextTable.narrowestColumn == 24)
    }
}
