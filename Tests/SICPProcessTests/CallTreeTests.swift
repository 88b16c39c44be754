import Foundation
import SICPProcess
import SICPScheme
import Testing

/// `,tree EXPR`: the call trees of SICP's figures 1.4 and 1.5 and of
/// exercise 1.14, the limits, errors half-way and the SVG picture.
@Suite struct CallTreeTests {
    /// What `,tree ARGUMENT` prints, and the error it ends with (nil when
    /// none), with the SICP 1.2 examples loaded and `setup` evaluated.
    /// The stack is the REPL's (`LargeStack.defaultSize`).
    static func tree(_ argument: String, setup: String = "") throws -> (output: String, error: String?) {
        try Scheme.run(stack: LargeStack.defaultSize) { interp, tracer, port in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            interp.define(Primitive("stop!", min: 0, max: 0) { [unowned interp] _ in
                interp.interrupt.request()
                return .unspecified
            })
            try interp.evaluate(setup)
            port.clear()
            do {
                try ProcessCommands.run(
                    "tree", argument: argument, interp: interp, tracer: tracer,
                    printValue: { port.freshLine(); port.write(Printer.write($0) + "\n") },
                    printText: { port.write($0) })
                return (port.collected, nil)
            } catch {
                return (port.collected, "\(error)")
            }
        }
    }

    /// The lines of a drawing that are calls (not elisions, not the value).
    static func nodeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains("(") && !$0.contains("…") || $0.hasSuffix("…)") }
    }

    @Test func figure1_5TheTreeOfFib4() throws {
        #expect(try Self.tree("(fib 4)") == ("""
            (fib 4) = 3
            ├─ (fib 3) = 2
            │  ├─ (fib 2) = 1
            │  │  ├─ (fib 1) = 1
            │  │  └─ (fib 0) = 0
            │  └─ (fib 1) = 1
            └─ (fib 2) = 1
               ├─ (fib 1) = 1
               └─ (fib 0) = 0
            9 calls, 4 levels deep, at most 4 waiting at once
            3

            """, nil))
    }

    /// A tail call is drawn as a child of the call that makes it: the
    /// iterative factorial of figure 1.4 is a chain, every call with the
    /// chain's value.
    @Test func figure1_4TheIterativeFactorialIsAChain() throws {
        #expect(try Self.tree("(factorial 6)") == ("""
            (factorial 6) = 720
            └─ (fact-iter 1 1 6) = 720
               └─ (fact-iter 1 2 6) = 720
                  └─ (fact-iter 2 3 6) = 720
                     └─ (fact-iter 6 4 6) = 720
                        └─ (fact-iter 24 5 6) = 720
                           └─ (fact-iter 120 6 6) = 720
                              └─ (fact-iter 720 7 6) = 720
            8 calls, 8 levels deep, at most 1 waiting at once
            720

            """, nil))
    }

    /// Exercise 1.14 for 5 cents: every call, `first-denomination` included
    /// (it is the learner's compound procedure too).
    @Test func exercise1_14CountChange5() throws {
        #expect(try Self.tree("(count-change 5)") == ("""
            (count-change 5) = 2
            └─ (cc 5 5) = 2
               ├─ (cc 5 4) = 2
               │  ├─ (cc 5 3) = 2
               │  │  ├─ (cc 5 2) = 2
               │  │  │  ├─ (cc 5 1) = 1
               │  │  │  │  ├─ (cc 5 0) = 0
               │  │  │  │  ├─ (first-denomination 1) = 1
               │  │  │  │  └─ (cc 4 1) = 1
               │  │  │  │     ├─ (cc 4 0) = 0
               │  │  │  │     ├─ (first-denomination 1) = 1
               │  │  │  │     └─ (cc 3 1) = 1
               │  │  │  │        ├─ (cc 3 0) = 0
               │  │  │  │        ├─ (first-denomination 1) = 1
               │  │  │  │        └─ (cc 2 1) = 1
               │  │  │  │           ├─ (cc 2 0) = 0
               │  │  │  │           ├─ (first-denomination 1) = 1
               │  │  │  │           └─ (cc 1 1) = 1
               │  │  │  │              ├─ (cc 1 0) = 0
               │  │  │  │              ├─ (first-denomination 1) = 1
               │  │  │  │              └─ (cc 0 1) = 1
               │  │  │  ├─ (first-denomination 2) = 5
               │  │  │  └─ (cc 0 2) = 1
               │  │  ├─ (first-denomination 3) = 10
               │  │  └─ (cc -5 3) = 0
               │  ├─ (first-denomination 4) = 25
               │  └─ (cc -20 4) = 0
               ├─ (first-denomination 5) = 50
               └─ (cc -45 5) = 0
            29 calls, 11 levels deep, at most 10 waiting at once
            2

            """, nil))
    }

    /// Exercise 1.14's 11 cents: 83 calls (1 count-change, 55 cc, 27
    /// first-denomination; Guile counts the same), all drawn, and 4 ways.
    @Test func exercise1_14CountChange11() throws {
        let (text, error) = try Self.tree("(count-change 11)")
        #expect(error == nil)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 85)
        #expect(Self.nodeLines(text).count == 83)
        #expect(lines.filter { $0.contains("(cc ") }.count == 55)
        #expect(!text.contains("more call"))
        #expect(lines.prefix(7) == [
            "(count-change 11) = 4", "└─ (cc 11 5) = 4", "   ├─ (cc 11 4) = 4", "   │  ├─ (cc 11 3) = 4",
            "   │  │  ├─ (cc 11 2) = 3", "   │  │  │  ├─ (cc 11 1) = 1", "   │  │  │  │  ├─ (cc 11 0) = 0",
        ])
        #expect(lines.suffix(3) == ["   └─ (cc -39 5) = 0", "83 calls, 17 levels deep, at most 16 waiting at once", "4"])
    }

    /// Past the node limit the calls are counted where they were cut, and
    /// the counts add up to every call made.
    @Test func theNodeLimitCountsWhatItLeavesOut() throws {
        #expect(try Self.tree("(fib 5) --nodes 7") == ("""
            (fib 5) = 5
            ├─ (fib 4) = 3
            │  ├─ (fib 3) = 2
            │  │  ├─ (fib 2) = 1
            │  │  │  ├─ (fib 1) = 1
            │  │  │  └─ (fib 0) = 0
            │  │  └─ (fib 1) = 1
            │  └─ … 3 more calls
            └─ … 5 more calls
            15 calls, 5 levels deep, at most 5 waiting at once
            5

            """, nil))
        let (text, _) = try Self.tree("(count-change 11) --nodes 30")
        #expect(Self.nodeLines(text).count == 30)
        let elisions = text.split(separator: "\n").filter { $0.contains("more call") }
        #expect(elisions == [
            "   │  │  │  │                          └─ … 9 more calls", "   │  │  │  └─ … 29 more calls",
            "   │  │  └─ … 11 more calls", "   │  └─ … 2 more calls", "   └─ … 2 more calls",
        ])
        let counted = elisions.map { Int($0.split(separator: " ").dropLast(2).last!)! }.reduce(0, +)
        #expect(counted == 83 - 30)
    }

    @Test func theDepthLimitCutsDeepBranches() throws {
        #expect(try Self.tree("(fact 5) --depth 3") == ("""
            (fact 5) = 120
            └─ (fact 4) = 24
               └─ (fact 3) = 6
                  └─ … 2 more calls
            5 calls, 5 levels deep, at most 5 waiting at once
            120

            """, nil))
    }

    /// Calls made by the expression itself are roots; past the limit they
    /// are counted at the left margin, thousands apart.
    @Test func rootsAndTheirElision() throws {
        // `square` is built in: not a node.
        #expect(try Self.tree("(+ (fib 1) (square 3) (fib 0))") == ("""
            (fib 1) = 1
            (fib 0) = 0
            2 calls, 1 level deep, at most 1 waiting at once
            10

            """, nil))
        let (text, _) = try Self.tree(
            "(begin (fib 1) (sum-to 1 1500))",
            setup: "(define (sum-to i n) (if (> i n) 0 (+ i (sum-to (+ i 1) n))))")
        // 1 501 calls of sum-to (the last with i = 1501), 30 drawn.
        #expect(text.hasSuffix("└─ (sum-to 30 1500) = 1125315\n" + String(repeating: " ", count: 87) + "└─ … 1 471 more calls\n1 502 calls, 1 501 levels deep, at most 1 501 waiting at once\n1125750\n"))
        #expect(try Self.tree("(begin (fib 3) (fib 3))  --nodes 2").output == """
            (fib 3) = 2
            ├─ (fib 2) = 1
            │  └─ … 2 more calls
            └─ … 1 more call
            … 5 more calls
            10 calls, 3 levels deep, at most 3 waiting at once
            2

            """)
        #expect(try Self.tree("(+ 1 2)") == ("(no compound procedure calls)\n3\n", nil))
    }

    /// An error half-way: the tree so far (the abandoned calls without a
    /// value), then the error.
    @Test func anErrorHalfWayShowsTheTreeSoFar() throws {
        let result = try Self.tree(
            "(f 2)", setup: "(define (f n) (if (= n 0) (car '()) (+ 1 (f (- n 1)))))")
        #expect(result.output == "(f 2)\n└─ (f 1)\n   └─ (f 0)\n3 calls, 3 levels deep, at most 3 waiting at once\n")
        #expect(result.error == ";The object (), passed as the first argument to car, is not the correct type.")
        // The next evaluation starts a fresh tree.
        #expect(try Self.tree("(fib 1)", setup: "(define (f n) (car '()))").output == "(fib 1) = 1\n1 call, 1 level deep, at most 1 waiting at once\n1\n")
    }

    /// Ctrl-C (the interpreter's interrupt flag) stops it with the tree so far.
    @Test func anInterruptStopsItWithTheTreeSoFar() throws {
        let result = try Self.tree(
            "(up 0)", setup: "(define (up n) (if (= n 3) (stop!)) (up (+ n 1)))")
        #expect(result.output == "(up 0)\n└─ (up 1)\n   └─ (up 2)\n      └─ (up 3)\n4 calls, 4 levels deep, at most 1 waiting at once\n")
        #expect(result.error == ";Quit!")
    }

    /// A recursion 10⁵ deep (100 001 calls) and a million tail calls: the
    /// drawing is cut at the depth limit, the rest counted; nothing overflows.
    @Test func deepAndLongProcesses() throws {
        let deep = try Self.tree(
            "(count 100000)", setup: "(define (count n) (if (= n 0) 0 (+ 1 (count (- n 1)))))")
        #expect(deep.error == nil)
        #expect(Self.nodeLines(deep.output).count == 30)
        #expect(deep.output.hasSuffix("└─ (count 99971) = 99971\n" + String(repeating: " ", count: 87) + "└─ … 99 971 more calls\n100 001 calls, 100 001 levels deep, at most 100 001 waiting at once\n100000\n"))
        let long = try Self.tree("(up 0 1000000)", setup: "(define (up i n) (if (= i n) i (up (+ i 1) n)))")
        #expect(long.output.hasSuffix("└─ … 999 971 more calls\n1 000 001 calls, 1 000 001 levels deep, at most 1 waiting at once\n1000000\n"))
        let wide = try Self.tree(
            "(count 1000) --nodes 1000 --depth 1000", setup: "(define (count n) (if (= n 0) 0 (+ 1 (count (- n 1)))))")
        #expect(Self.nodeLines(wide.output).count == 1000)
        #expect(wide.output.hasSuffix("└─ (count 1) = 1\n" + String(repeating: " ", count: 3 * 999) + "└─ … 1 more call\n1 001 calls, 1 001 levels deep, at most 1 001 waiting at once\n1000\n"))
    }

    /// A label wider than 60 characters is elided in its middle.
    @Test func wideLabelsAreElided() throws {
        let (text, _) = try Self.tree("(id (expt 7 100))", setup: "(define (id x) x)")
        #expect(text == """
            (id 3234476509624757991344647…33895331391691459636928060001) = \
            32344765096247579913446477691…933895331391691459636928060001
            1 call, 1 level deep, at most 1 waiting at once
            3234476509624757991344647769100216810857203198904625400933895331391691459636928060001

            """)
    }

    @Test(arguments: [
        "", "(fib 4) (fib 3)", "(fib 4) --nodes", "(fib 4) --nodes 0", "(fib 4) --nodes x",
        "(fib 4) --frob 1", "(fib 4) --svg", "(fib 4) --svg 5", "(fib 4) --nodes 2 --nodes 3", "(fib 4) --depth -1",
    ])
    func badUsage(argument: String) throws {
        #expect(try Self.tree(argument) == ("", "Usage: ,tree EXPR [--nodes N] [--depth N] [--hide NAME] [--repeats] [--width N] [--svg FILE]"))
    }

    /// A count too large for a whole number: the usage says why.
    @Test func aTooLargeCountIsSaidToBe() throws {
        #expect(try Self.tree("(fib 4) --nodes 99999999999999999999") == ("",
            "Usage: ,tree EXPR [--nodes N] [--depth N] [--hide NAME] [--repeats] [--width N] [--svg FILE] (--nodes 99999999999999999999 is too large)"))
        #expect(try Self.tree("(fib 4) --depth 100000000000000000000000") == ("",
            "Usage: ,tree EXPR [--nodes N] [--depth N] [--hide NAME] [--repeats] [--width N] [--svg FILE] (--depth 100000000000000000000000 is too large)"))
    }

    /// An unfinished form is a usage error, as for the other commands.
    @Test func anUnfinishedExpressionShowsTheShortUsage() throws {
        #expect(try Self.tree("(fib 4") == ("", "Usage: ,tree EXPR"))
    }

    // MARK: SVG

    /// Figure 1.5 as a picture laid out as the text is: a row per call, in
    /// call order, indented by level, the root at the top left.
    @Test func theSVGOfFib4() throws {
        let svg = try Scheme.run { interp, _, _ in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            return CallTree.record(interp, try Scheme.datum("(fib 4)")).tree.svg()
        }
        let elements = try XML.parse(svg)
        let texts = elements.filter { $0.name == "text" }
        #expect(texts.map(\.text) == [
            "(fib 4) = 3", "(fib 3) = 2", "(fib 2) = 1", "(fib 1) = 1", "(fib 0) = 0", "(fib 1) = 1",
            "(fib 2) = 1", "(fib 1) = 1", "(fib 0) = 0",
        ])
        #expect(elements.filter { $0.name == "rect" }.count == 1 + 9)
        // A trunk under each of the 4 callers, a branch to each of the 8 calls.
        #expect(elements.filter { $0.name == "line" }.count == 4 + 8)
        let x = texts.map { Double($0.attributes["x"]!)! }
        let y = texts.map { Double($0.attributes["y"]!)! }
        #expect(x == [18, 38, 58, 78, 78, 58, 38, 58, 58])
        #expect(y == (0..<9).map { 26 + 26 * Double($0) })
        let root = elements.first { $0.name == "svg" }!
        #expect(root.attributes["width"] == "175.2")
        #expect(root.attributes["height"] == "252")
    }

    /// The pictures of exercise 1.14 and of `(fib 20)` fit a page's width,
    /// whatever the number of calls drawn: 1 600 px at most for the default 200.
    @Test(arguments: [("(count-change 11)", 543.2, 2176.0), ("(fib 20)", 495.2, 5608.0)])
    func aPictureFitsAPage(expression: String, width: Double, height: Double) throws {
        let tree = try Scheme.run { interp, _, _ in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            return CallTree.record(interp, try Scheme.datum(expression)).tree
        }
        let size = tree.pictureSize()
        #expect(abs(size.width - width) < 0.01)
        #expect(abs(size.height - height) < 0.01)
        let root = try XML.parse(tree.svg()).first { $0.name == "svg" }!
        #expect(Double(root.attributes["width"]!) == width)
        #expect(Double(root.attributes["height"]!) == height)
    }

    /// A picture too tall for a renderer is refused, and the message says how to draw it.
    @Test func aPictureTooTallIsRefused() throws {
        let path = NSTemporaryDirectory() + "sicp-tree-big-\(getpid()).svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Self.tree("(fib 20) --nodes 10000 --svg \"\(path)\"")
        #expect(result.error == "Usage: ,tree EXPR [--nodes N] [--depth N] [--hide NAME] [--repeats] [--width N] [--svg FILE] (a picture of 10 000 calls would be 260 252 px tall: draw 1 000 at most, --nodes 1000, or fewer levels, --depth N)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    // MARK: Reading the tree

    /// An anonymous procedure is drawn by its text, in a call and as an argument.
    @Test func anAnonymousProcedureIsDrawnByItsText() throws {
        let setup = "(define (sum term a next b) (if (> a b) 0 (+ (term a) (sum term (next a) next b))))"
        #expect(try Self.tree("(sum (lambda (x) (* x x x)) 1 (lambda (n) (+ n 1)) 1)", setup: setup) == ("""
            (sum (lambda (x) (* x x x)) 1 (lambda (n) (+ n 1)) 1) = 1
            ├─ ((lambda (x) (* x x x)) 1) = 1
            ├─ ((lambda (n) (+ n 1)) 1) = 2
            └─ (sum (lambda (x) (* x x x)) 2 (lambda (n) (+ n 1)) 1) = 0
            4 calls, 2 levels deep, at most 2 waiting at once
            1

            """, nil))
    }

    /// The kit's procedures that take procedures are nodes, the learner's procedures
    /// they call their children; a procedure as an argument is drawn by its name.
    @Test func theKitsSumIsANode() throws {
        #expect(try Self.tree("(sum cube 1 inc 3)", setup: "(define (cube x) (* x x x))") == ("""
            (sum cube 1 inc 3) = 36
            ├─ (cube 1) = 1
            ├─ (cube 2) = 8
            └─ (cube 3) = 27
            4 calls, 2 levels deep, at most 2 waiting at once
            36

            """, nil))
        // Recording leaves the kit's procedure as it was.
        let after = try Scheme.run { interp, _, _ in
            _ = CallTree.record(interp, try Scheme.datum("(sum square 1 inc 3)"))
            return try interp.evaluate("sum").last.map(Printer.write)
        }
        #expect(after == "#<procedure sum>")
    }

    /// `--hide NAME` leaves a helper's calls out, and counts them.
    @Test func aHelperCanBeHidden() throws {
        let (text, error) = try Self.tree("(count-change 5) --hide first-denomination")
        #expect(error == nil)
        #expect(text == """
            (count-change 5) = 2
            └─ (cc 5 5) = 2
               ├─ (cc 5 4) = 2
               │  ├─ (cc 5 3) = 2
               │  │  ├─ (cc 5 2) = 2
               │  │  │  ├─ (cc 5 1) = 1
               │  │  │  │  ├─ (cc 5 0) = 0
               │  │  │  │  └─ (cc 4 1) = 1
               │  │  │  │     ├─ (cc 4 0) = 0
               │  │  │  │     └─ (cc 3 1) = 1
               │  │  │  │        ├─ (cc 3 0) = 0
               │  │  │  │        └─ (cc 2 1) = 1
               │  │  │  │           ├─ (cc 2 0) = 0
               │  │  │  │           └─ (cc 1 1) = 1
               │  │  │  │              ├─ (cc 1 0) = 0
               │  │  │  │              └─ (cc 0 1) = 1
               │  │  │  └─ (cc 0 2) = 1
               │  │  └─ (cc -5 3) = 0
               │  └─ (cc -20 4) = 0
               └─ (cc -45 5) = 0
            29 calls, 11 levels deep, at most 10 waiting at once; 9 of first-denomination hidden
            2

            """)
    }

    /// `--repeats`: figure 1.5's point, `(fib 3)` computed twice, `(fib 2)` three times
    /// (the first time of each unmarked; leaves are not subtrees).
    @Test func repeatedSubtreesAreMarked() throws {
        let (text, _) = try Self.tree("(fib 5) --repeats")
        #expect(text.split(separator: "\n").filter { $0.hasSuffix("(again)") } == [
            "│  └─ (fib 2) = 1  (again)", "└─ (fib 3) = 2  (again)", "   ├─ (fib 2) = 1  (again)",
        ])
    }

    @Test(arguments: [(0, "(id 3234476509624757991344647769100216810857203198904625400933895331391691459636928060001)"),
                      (30, "(id 3234476509…59636928060001)")])
    func theWidthOfALabel(width: Int, first: String) throws {
        let (text, _) = try Self.tree("(id (expt 7 100)) --width \(width)", setup: "(define (id x) x)")
        #expect(text.split(separator: "\n").first.map { String($0.prefix { $0 != "=" }.dropLast()) } == first)
    }

    /// Labels with XML's special characters stay valid XML; an elision is a
    /// box of its own; `--svg FILE` writes the file.
    @Test func theSVGFileEscapesItsLabels() throws {
        let path = NSTemporaryDirectory() + "sicp-tree-\(getpid()).svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Self.tree(
            "(g \"<a & 'b'>\" 2) --nodes 2 --svg \"\(path)\"", setup: "(define (g s n) (fib n) s)")
        #expect(result.error == nil)
        #expect(result.output == """
            (g "<a & 'b'>" 2) = "<a & 'b'>"
            └─ (fib 2) = 1
               └─ … 2 more calls
            4 calls, 3 levels deep, at most 3 waiting at once
            svg: \(path)
            "<a & 'b'>"

            """)
        let elements = try XML.parse(String(contentsOfFile: path, encoding: .utf8))
        #expect(elements.filter { $0.name == "text" }.map(\.text) == [
            "(g \"<a & 'b'>\" 2) = \"<a & 'b'>\"", "(fib 2) = 1", "… 2 more calls",
        ])
        // The trunks under the two callers, the two branches.
        #expect(elements.filter { $0.name == "line" }.count == 4)
    }

    @Test func anSVGFileThatCannotBeWrittenIsAnError() throws {
        let result = try Self.tree("(fib 2) --svg /nonexistent/dir/t.svg")
        #expect(result.error == ";Unable to open file \"/nonexistent/dir/t.svg\" because: No such file or directory.")
    }
}
