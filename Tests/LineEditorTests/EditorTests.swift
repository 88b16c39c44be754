@testable import LineEditor
import Testing

/// An entry written with `|` where the cursor is.
func state(_ marked: String, history: [String] = [], complete: Bool = false,
           indentation: Int? = 2, candidates: [String] = []) -> EditorState {
    let delegate = LineEditorDelegate(
        prompt: "> ", continuationPrompt: ". ",
        isComplete: { text in complete || Brackets.scan(Array(text)).openerOf.count == text.filter { $0 == "(" }.count },
        indentation: { _ in indentation },
        completions: { before in
            let word = String(before.reversed().prefix { $0 != " " && $0 != "(" }.reversed())
            return Completions(wordLength: word.count, candidates: candidates.filter { $0.hasPrefix(word) })
        })
    var s = EditorState(delegate: delegate, history: History(entries: history))
    let characters = Array(marked)
    let bar = characters.firstIndex(of: "|") ?? characters.count
    s.text = characters.filter { $0 != "|" }
    s.cursor = bar
    return s
}

extension EditorState {
    /// The entry with `|` at the cursor.
    var marked: String { String(text[..<cursor]) + "|" + String(text[cursor...]) }

    mutating func press(_ keys: Key...) -> EditEffect {
        var last = EditEffect.none
        for key in keys { last = handle(key) }
        return last
    }
}

@Suite struct EditorTests {
    /// Every binding of the key table: the entry before, the key, after.
    static let bindings: [(String, Key, String)] = [
        ("ab|c", .character("X"), "abX|c"),
        ("ab|c", .character("日"), "ab日|c"),
        ("ab|c", .left, "a|bc"), ("ab|c", .control("b"), "a|bc"), ("|abc", .left, "|abc"),
        ("ab|c", .right, "abc|"), ("ab|c", .control("f"), "abc|"), ("abc|", .right, "abc|"),
        ("(sum-integers| 1 10)", .alt("b"), "(sum-|integers 1 10)"),
        ("(sum-|integers 1 10)", .alt("b"), "(|sum-integers 1 10)"),
        ("(|sum-integers 1 10)", .alt("f"), "(sum|-integers 1 10)"),
        ("(sum|-integers 1 10)", .wordRight, "(sum-integers| 1 10)"),
        ("(a b|)", .wordLeft, "(a |b)"),
        ("ab|c", .home, "|abc"), ("ab|c", .control("a"), "|abc"),
        ("ab|c", .end, "abc|"), ("ab|c", .control("e"), "abc|"),
        ("(f\n  a|b)", .control("a"), "(f\n|  ab)"), ("(f|\n  ab)", .control("e"), "(f|\n  ab)"),
        ("(f\n  |ab)", .control("e"), "(f\n  ab)|"),
        ("ab|c", .backspace, "a|c"), ("|abc", .backspace, "|abc"),
        ("(f\n|x)", .backspace, "(f|x)"),
        ("ab|c", .delete, "ab|"), ("abc|", .delete, "abc|"),
        ("ab|c", .control("d"), "ab|"),
        ("a|bc\nde", .control("k"), "a|\nde"), ("abc|\nde", .control("k"), "abc|de"),
        ("a\nbc|d", .control("u"), "a\n|d"),
        ("(f x (g y)|", .control("w"), "(f x (g |"),
        ("(f x   |", .control("w"), "(f |"),
        ("(sum-integers|", .altBackspace, "(sum-|"),
        ("(a b)|", .altBackspace, "(a |"),
        ("ab|c", .control("t"), "acb|"), ("abc|", .control("t"), "acb|"),
        ("|abc", .control("t"), "|abc"),
    ]

    @Test(arguments: bindings)
    func binding(before: String, key: Key, after: String) {
        var s = state(before)
        _ = s.handle(key)
        #expect(s.marked == after)
    }

    @Test func typedTextGoesAnywhereInTheLine() {
        var s = state("(f |)")
        _ = s.press(.character("1"), .character(" "), .character("2"))
        #expect(s.marked == "(f 1 2|)")
    }

    @Test func ctrlDOnAnEmptyEntryEndsInput() {
        var s = state("")
        let effect3454 = s.handle(.control("d"))
        #expect(effect3454 == .endOfInput)
        var t = state("|x")
        let effect3538 = t.handle(.control("d"))
        #expect(effect3538 == .redraw && t.marked == "|")
    }

    @Test func killedTextIsYanked() {
        var s = state("(define x 1)|")
        _ = s.press(.control("a"), .control("k"))
        #expect(s.marked == "|" && s.killRing == ["(define x 1)"])
        _ = s.press(.control("y"), .control("y"))
        #expect(s.marked == "(define x 1)(define x 1)|")
        var empty = state("a|")
        let effect3949 = empty.handle(.control("y"))
        #expect(effect3949 == .none)
    }

    @Test func ctrlLClearsTheScreenAndCtrlCDropsTheEntry() {
        var s = state("(f|")
        let effect4100 = s.handle(.control("l"))
        #expect(effect4100 == .clearScreen && s.marked == "(f|")
        // The state keeps the entry dropped, for the screen to show it marked ^C.
        let effect4178 = s.handle(.control("c"))
        #expect(effect4178 == .cancel && s.marked == "(f|")
        s.reset()
        #expect(s.marked == "|")
    }

    @Test func returnAcceptsACompleteEntryAnywhereInIt() {
        var s = state("(f |x)")
        let effect4347 = s.handle(.enter)
        #expect(effect4347 == .accept("(f x)"))
    }

    @Test func returnInAnUnfinishedEntryStartsAnIndentedLine() {
        var s = state("(define (f x)|", indentation: 2)
        let effect4529 = s.handle(.enter)
        #expect(effect4529 == .redraw)
        #expect(s.marked == "(define (f x)\n  |")
    }

    /// Return on a line but the last, in entries complete and not, and Return
    /// or Ctrl-J on the last line.
    static let returns: [(String, Key, String, EditEffect)] = [
        // A line opens at the cursor, indented; the blanks around the cursor go.
        ("(define (f x)|\n  (* x x))", .enter, "(define (f x)\n  |\n  (* x x))", .redraw),
        ("(define (f x)   |\n  (* x x))", .enter, "(define (f x)\n  |\n  (* x x))", .redraw),
        ("(f a| b)\n(g)", .enter, "(f a\n  |b)\n(g)", .redraw),
        ("(f\n  x|)\n", .enter, "(f\n  x\n  |)\n", .redraw),
        // On the last line a complete entry runs, wherever the cursor is.
        ("(define (f x)\n  (* x| x))", .enter, "(define (f x)\n  (* x| x))", .accept("(define (f x)\n  (* x x))")),
        // Ctrl-J runs a complete entry from any line.
        ("(define (f x)|\n  (* x x))", .control("j"), "(define (f x)|\n  (* x x))",
         .accept("(define (f x)\n  (* x x))")),
        // Ctrl-J in an unfinished entry opens a line at its end.
        ("(define (f x)|\n  (* x x)", .control("j"), "(define (f x)\n  (* x x)\n  |", .redraw),
    ]

    @Test(arguments: returns)
    func returnOpensALineUnlessOnTheLastLineOfACompleteEntry(before: String, key: Key, after: String, effect: EditEffect) {
        var s = state(before)
        let result = s.handle(key)
        #expect(result == effect)
        #expect(s.marked == after)
    }

    @Test func aLineBreakInsideAStringAddsAndRemovesNothing() {
        var s = state("(display \"a |b\"", indentation: nil)
        _ = s.handle(.enter)
        #expect(s.marked == "(display \"a \n|b\"")
    }

    @Test func blanksTypedFirstOnANewLineReplaceItsIndentation() {
        // Typed (or typed ahead) with indentation of one's own: it replaces
        // the automatic one instead of stacking on it.
        var s = state("(define (f x)|", indentation: 2)
        _ = s.press(.enter, .character(" "), .character(" "), .character(" "), .character("x"))
        #expect(s.marked == "(define (f x)\n   x|")
        // Other text keeps the indentation, and blanks after it add to it.
        var t = state("(define (f x)|", indentation: 2)
        _ = t.press(.enter, .character("x"), .character(" "))
        #expect(t.marked == "(define (f x)\n  x |")
        // A paste that starts with blanks replaces it too.
        var u = state("(define (f x)|", indentation: 2)
        _ = u.press(.enter, .paste(" (g x))"))
        #expect(u.marked == "(define (f x)\n (g x))|")
        // Once the cursor has moved, the blanks are the line's own.
        var v = state("(define (f x)|", indentation: 2)
        _ = v.press(.enter, .left, .right, .character(" "))
        #expect(v.marked == "(define (f x)\n   |")
    }

    @Test func tabInALinesIndentationReindentsIt() {
        var s = state("(define (f x)\n|(* x x))", indentation: 2)
        let first = s.handle(.tab)
        #expect(first == .redraw && s.marked == "(define (f x)\n  |(* x x))")
        // Already indented: nothing to do.
        let second = s.handle(.tab)
        #expect(second == .none && s.marked == "(define (f x)\n  |(* x x))")
        // Too deep, the cursor inside the blanks: to the indentation's end.
        var t = state("(define (f x)\n    |    (* x x))", indentation: 2)
        _ = t.handle(.tab)
        #expect(t.marked == "(define (f x)\n  |(* x x))")
        // The first line has none.
        var u = state("  |(f x)", indentation: 2)
        _ = u.handle(.tab)
        #expect(u.marked == "|(f x)")
        // After a word, Tab completes.
        var v = state("(f\n  sq|", indentation: 2, candidates: ["square"])
        _ = v.handle(.tab)
        #expect(v.marked == "(f\n  square |")
    }

    @Test func aClosingParenFlashesItsOpener() {
        var s = state("(f (g x|")
        let first = s.handle(.character(")"))
        #expect(first == .flash(3))
        let second = s.handle(.character(")"))
        #expect(second == .flash(0))
        let third = s.handle(.character(")"))
        #expect(third == .redraw)  // unmatched
    }

    @Test func aPasteIsInsertedAsItIs() {
        var s = state("|", indentation: 7)
        let effect = s.handle(.paste("(define (f x)\n(* x x))"))
        #expect(effect == .redraw)
        #expect(s.marked == "(define (f x)\n(* x x))|")
    }

    @Test func upAndDownMoveBetweenLinesThenRecallHistory() {
        var s = state("(f\n  x|y)", history: ["(old 1)", "(old\n  2)"])
        _ = s.press(.up)
        #expect(s.marked == "(f|\n  xy)")
        _ = s.press(.up)
        #expect(s.marked == "(old\n  2)|")
        _ = s.press(.up)
        #expect(s.marked == "(old|\n  2)")
        _ = s.press(.up)
        #expect(s.marked == "(old 1)|")
        let effect5523 = s.handle(.up)
        #expect(effect5523 == .none)
        _ = s.press(.down)
        #expect(s.marked == "(old|\n  2)")
        _ = s.press(.down, .down)
        #expect(s.marked == "(f|\n  xy)")  // the entry being typed comes back
        let effect5746 = s.handle(.down)
        #expect(effect5746 == .redraw && s.marked == "(f\n  |xy)")
    }

    @Test func anEditToARecalledEntrySurvivesMovingAwayAndBack() {
        var s = state("(draft|", history: ["(a 1)", "(b 2)"])
        _ = s.press(.up, .backspace, .backspace, .character("3"))
        #expect(s.marked == "(b 3|")
        _ = s.press(.up)
        #expect(s.marked == "(a 1)|")
        _ = s.press(.backspace, .backspace, .character("9"))
        _ = s.press(.down)
        #expect(s.entry == "(b 3")
        _ = s.press(.down)
        #expect(s.entry == "(draft")
        _ = s.press(.control("p"), .control("p"))
        #expect(s.entry == "(a 9")
        #expect(s.edits == [0: Array("(a 9"), 1: Array("(b 3"), 2: Array("(draft")])
        // An edit undone is no longer kept; history itself never changes.
        _ = s.press(.backspace, .character("1"), .character(")"), .control("n"))
        #expect(s.edits == [1: Array("(b 3"), 2: Array("(draft")])
        #expect(s.history.entries == ["(a 1)", "(b 2)"])
        // Running an entry (the next one starts with reset) forgets the edits.
        s.reset()
        _ = s.press(.up)
        #expect(s.entry == "(b 2)" && s.edits.isEmpty)
    }

    @Test func aSearchKeepsTheEditOfTheEntryItLeaves() {
        var s = state("|", history: ["(car x)", "(cdr y)"])
        _ = s.press(.up, .character("!"))
        _ = s.press(.control("r"), .character("c"), .character("a"), .escape)
        #expect(s.entry == "(car x)")
        _ = s.press(.down)
        #expect(s.entry == "(cdr y)!")
    }

    @Test func ctrlPAndCtrlNRecallWholeEntries() {
        var s = state("|", history: ["(a)", "(b\n c)"])
        _ = s.press(.control("p"))
        #expect(s.entry == "(b\n c)")
        _ = s.press(.control("p"))
        #expect(s.entry == "(a)")
        _ = s.press(.control("n"), .control("n"))
        #expect(s.entry == "")
    }

    @Test func ctrlRSearchesBackwardsIncrementally() {
        var s = state("|", history: ["(sq 12)", "(define (sq x) (* x x))", "(cube 3)"])
        _ = s.press(.control("r"), .character("s"))
        #expect(s.prompt == "(reverse-i-search)'s': " && s.entry == "(define (sq x) (* x x))")
        _ = s.press(.character("q"))
        #expect(s.entry == "(define (sq x) (* x x))")
        _ = s.press(.control("r"))
        #expect(s.marked == "(|sq 12)")
        _ = s.press(.backspace)
        #expect(s.prompt == "(reverse-i-search)'s': " && s.entry == "(define (sq x) (* x x))")
        _ = s.press(.control("g"))
        #expect(s.prompt == "> " && s.marked == "|")
        _ = s.press(.control("r"), .character("c"), .character("u"))
        #expect(s.entry == "(cube 3)")
        // Any other key leaves the search with the entry found, then acts.
        let effect6927 = s.handle(.enter)
        #expect(effect6927 == .accept("(cube 3)"))
    }

    @Test func leavingASearchWithAKeyThatDoesNothingElseRedrawsThePrompt() {
        // Esc, an unknown key, Left at the entry's start: the search's
        // prompt must still give way to the usual one.
        for key in [Key.escape, .unknown, .left] {
            var s = state("|", history: ["(car x)"])
            _ = s.press(.control("r"), .character("("))
            #expect(s.marked == "|(car x)")
            let effect = s.handle(key)
            #expect(effect == .redraw, "\(key)")
            #expect(s.prompt == "> " && s.marked == "|(car x)", "\(key)")
        }
    }

    @Test func aSearchThatFindsNothingSaysSo() {
        var s = state("|", history: ["(car x)"])
        _ = s.press(.control("r"), .character("x"), .character("z"))
        #expect(s.prompt == "(failed reverse-i-search)'xz': " && s.entry == "(car x)")
        _ = s.press(.backspace)
        #expect(s.prompt == "(reverse-i-search)'x': " && s.entry == "(car x)")
    }

    @Test func tabCompletesAUniqueWord() {
        var s = state("(sum-integ|", candidates: ["sum-integers", "sum-cubes"])
        _ = s.press(.tab)
        #expect(s.marked == "(sum-integers |")
    }

    @Test func tabCompletesTheCommonPrefixThenLists() {
        var s = state("(sum|", candidates: ["sum-integers", "sum-cubes", "square"])
        let effect7334 = s.handle(.tab)
        #expect(effect7334 == .redraw && s.marked == "(sum-|")
        let effect7401 = s.handle(.tab)
        #expect(effect7401 == .list(["sum-cubes", "sum-integers"]))
        var t = state("(sum-|", candidates: ["sum-integers", "sum-cubes"])
        let effect7548 = t.handle(.tab)
        #expect(effect7548 == .none)
        let effect7589 = t.handle(.tab)
        #expect(effect7589 == .list(["sum-cubes", "sum-integers"]))
        var none = state("(zz|", candidates: ["sum-integers"])
        let effect7724 = none.handle(.tab)
        #expect(effect7724 == .none && none.marked == "(zz|")
    }

    @Test func candidatesInColumns() {
        #expect(columns(["a", "bb", "ccc", "d", "e"], width: 12) == ["a    d", "bb   e", "ccc"])
        #expect(columns(["sum-cubes", "sum-integers"], width: 80) == ["sum-cubes     sum-integers"])
    }

    @Test func genericBracketsIgnoreStrings() {
        let b = Brackets.scan(Array("(a \")\" [b]))"))
        #expect(b.openerOf == [9: 7, 10: 0] && b.unmatched == [11])
        #expect(Brackets.scan(Array("(]")).unmatched == [1])
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var s = state("e|")
        _ = s.handle(.character("\u{301}"))
        #expect(s.text == ["é"] && s.cursor == 1)
    }
}
