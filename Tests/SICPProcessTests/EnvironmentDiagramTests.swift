import Foundation
import SICPProcess
import SICPScheme
import Testing

/// `,env EXPR` and `,box EXPR`: the book's figures 3.5, 3.7-3.11, 3.16 and
/// the answers to exercises 2.24, 3.9 and 3.10, in the three outputs, and
/// the bounds.
@Suite struct EnvironmentDiagramTests {
    /// What `,NAME ARGUMENT` prints after `setup`, and the error it ends
    /// with (nil when none), at `columns`.
    static func draw(_ name: String, _ argument: String, setup: String = "", columns: Int = 80) throws -> (output: String, error: String?) {
        try Scheme.run { interp, tracer, port in
            interp.define(Primitive("stop!", min: 0, max: 0) { [unowned interp] _ in
                interp.interrupt.request()
                return .unspecified
            })
            try interp.evaluate(setup)
            port.clear()
            do {
                try ProcessCommands.run(
                    name, argument: argument, interp: interp, tracer: tracer,
                    printValue: { port.freshLine(); port.write(Printer.write($0) + "\n") },
                    printText: { port.write($0) }, columns: columns)
                return (port.collected, nil)
            } catch {
                return (port.collected, "\(error)")
            }
        }
    }

    static let figure3_5 = """
        (define (square x) (* x x))
        (define (sum-of-squares x y) (+ (square x) (square y)))
        (define (f a) (sum-of-squares (+ a 1) (* a 2)))
        """

    static let makeWithdraw = """
        (define (make-withdraw balance)
          (lambda (amount)
            (if (>= balance amount)
                (begin (set! balance (- balance amount)) balance)
                "Insufficient funds")))
        """

    /// Figure 3.5: the four frames of `(f 5)`, each enclosed by the global
    /// environment, although they are garbage once the value is returned.
    @Test func figure3_5FourFramesOfF5() throws {
        #expect(try Self.draw("env", "--json (f 5)", setup: Self.figure3_5) == ("""
            {"frames": [
              {"id": "global", "parent": null, "bindings": {"square": "procedure P1", "sum-of-squares": "procedure P2", "f": "procedure P3"}, "call": null},
              {"id": "E1", "parent": "global", "bindings": {"a": "5"}, "call": "(f 5)"},
              {"id": "E2", "parent": "global", "bindings": {"x": "6", "y": "10"}, "call": "(sum-of-squares 6 10)"},
              {"id": "E3", "parent": "global", "bindings": {"x": "6"}, "call": "(square 6)"},
              {"id": "E4", "parent": "global", "bindings": {"x": "10"}, "call": "(square 10)"}
            ], "procedures": [
              {"id": "P1", "parameters": ["x"], "body": "(* x x)", "env": "global"},
              {"id": "P2", "parameters": ["x", "y"], "body": "(+ (square x) (square y))", "env": "global"},
              {"id": "P3", "parameters": ["a"], "body": "(sum-of-squares (+ a 1) (* a 2))", "env": "global"}
            ]}

            """, nil))
    }

    @Test func figure3_5InTheTerminal() throws {
        #expect(try Self.draw("env", "(f 5)", setup: Self.figure3_5) == ("""
            ┌─ global ─────────────────────┐
            │ square: procedure P1         │
            │ sum-of-squares: procedure P2 │
            │ f: procedure P3              │
            └──────────────────────────────┘
              P1 ◎◎ → global  parameters: x
                 body: (* x x)
              P2 ◎◎ → global  parameters: x y
                 body: (+ (square x) (square y))
              P3 ◎◎ → global  parameters: a
                 body: (sum-of-squares (+ a 1) (* a 2))
            ┌─ E1 → global ──┐ ┌─ E2 → global ─────────┐ ┌─ E3 → global ──┐
            │ (f 5)          │ │ (sum-of-squares 6 10) │ │ (square 6)     │
            ├────────────────┤ ├───────────────────────┤ ├────────────────┤
            │ a: 5           │ │ x: 6                  │ │ x: 6           │
            └────────────────┘ │ y: 10                 │ └────────────────┘
                               └───────────────────────┘
            ┌─ E4 → global ──┐
            │ (square 10)    │
            ├────────────────┤
            │ x: 10          │
            └────────────────┘
            136

            """, nil))
    }

    /// In a narrow window the frames go one under another and long lines
    /// fold inside their boxes: no line is wider than the window.
    @Test func aNarrowWindowFoldsTheDrawing() throws {
        let drawn = try Self.draw("env", "(W1 50)", setup: Self.makeWithdraw + "(define W1 (make-withdraw 100))", columns: 40)
        #expect(drawn.error == nil)
        #expect(drawn.output.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(drawn.output.hasSuffix("""
            ┌─ E1 → global ──┐ ┌─ E2 → E1 ──┐
            │ (made before)  │ │ (W1 50)    │
            ├────────────────┤ ├────────────┤
            │ balance: 50    │ │ amount: 50 │
            └────────────────┘ └────────────┘
            50

            """))
    }

    /// Figures 3.7-3.10: `W1` made by `(make-withdraw 100)`, its frame E1
    /// holding `balance`, 50 after `(W1 50)` (the value at the end, not the
    /// 100 it was made with); the call's frame E2 is enclosed by E1.
    @Test func figures3_7To3_10W1AfterW1Of50() throws {
        #expect(try Self.draw("env", "--json (W1 50)", setup: Self.makeWithdraw + "(define W1 (make-withdraw 100))") == ("""
            {"frames": [
              {"id": "global", "parent": null, "bindings": {"make-withdraw": "procedure P1", "W1": "procedure P2"}, "call": null},
              {"id": "E1", "parent": "global", "bindings": {"balance": "50"}, "call": null},
              {"id": "E2", "parent": "E1", "bindings": {"amount": "50"}, "call": "(W1 50)"}
            ], "procedures": [
              {"id": "P1", "parameters": ["balance"], "body": "(lambda (amount) (if (>= balance amount) (begin (set! balance (- balance amount)) balance) \\"Insufficient funds\\"))", "env": "global"},
              {"id": "P2", "parameters": ["amount"], "body": "(if (>= balance amount) (begin (set! balance (- balance amount)) balance) \\"Insufficient funds\\")", "env": "E1"}
            ]}

            """, nil))
        // Made within the expression, the frame of make-withdraw has its call;
        // W2 gets a frame of its own (figure 3.10).
        let both = try Self.draw("env", "--json (begin (define W1 (make-withdraw 100)) (define W2 (make-withdraw 100)) (W1 50))",
                                 setup: Self.makeWithdraw)
        #expect(both.error == nil)
        #expect(both.output.contains("""
              {"id": "E1", "parent": "global", "bindings": {"balance": "50"}, "call": "(make-withdraw 100)"},
              {"id": "E2", "parent": "global", "bindings": {"balance": "100"}, "call": "(make-withdraw 100)"},
              {"id": "E3", "parent": "E1", "bindings": {"amount": "50"}, "call": "(W1 50)"}
            """))
        #expect(both.output.contains("{\"id\": \"P2\", \"parameters\": [\"amount\"]") && both.output.contains("\"env\": \"E1\"}")
                && both.output.contains("\"env\": \"E2\"}"))
    }

    /// Exercise 3.10: the `let` in make-withdraw makes a frame of its own
    /// (the book's `((lambda (balance) ...) initial-amount)`), enclosed by
    /// the frame of `initial-amount`; W1's environment is the `let`'s.
    @Test func exercise3_10TheLetFrame() throws {
        let setup = """
            (define (make-withdraw initial-amount)
              (let ((balance initial-amount))
                (lambda (amount)
                  (if (>= balance amount)
                      (begin (set! balance (- balance amount)) balance)
                      "Insufficient funds"))))
            """
        let drawn = try Self.draw("env", "--json (begin (define W1 (make-withdraw 100)) (W1 50))", setup: setup)
        #expect(drawn.output.hasPrefix("""
            {"frames": [
              {"id": "global", "parent": null, "bindings": {"make-withdraw": "procedure P1", "W1": "procedure P2"}, "call": null},
              {"id": "E1", "parent": "global", "bindings": {"initial-amount": "100"}, "call": "(make-withdraw 100)"},
              {"id": "E2", "parent": "E1", "bindings": {"balance": "50"}, "call": "(let ((balance 100)) …)"},
              {"id": "E3", "parent": "E2", "bindings": {"amount": "50"}, "call": "(W1 50)"}
            ], "procedures": [
            """))
        #expect(drawn.output.contains("{\"id\": \"P2\", \"parameters\": [\"amount\"], \"body\": \"(if (>= balance amount) (begin (set! balance (- balance amount)) balance) \\\"Insufficient funds\\\")\", \"env\": \"E2\"}"))
    }

    /// Figure 3.11: sqrt's internal definitions are bindings of its frame
    /// E1, and the frames of their calls are enclosed by E1, not by the
    /// global environment.
    @Test func figure3_11InternalDefinitions() throws {
        let setup = """
            (define (average a b) (/ (+ a b) 2))
            (define (sqrt x)
              (define (good-enough? guess) (< (abs (- (square guess) x)) 0.001))
              (define (improve guess) (average guess (/ x guess)))
              (define (sqrt-iter guess) (if (good-enough? guess) guess (sqrt-iter (improve guess))))
              (sqrt-iter 1.0))
            """
        let drawn = try Self.draw("env", "--json --at 3 (sqrt 2)", setup: setup)
        #expect(drawn == ("""
            {"frames": [
              {"id": "global", "parent": null, "bindings": {"average": "procedure P1", "sqrt": "procedure P2"}, "call": null},
              {"id": "E1", "parent": "global", "bindings": {"x": "2", "good-enough?": "procedure P3", "improve": "procedure P4", "sqrt-iter": "procedure P5"}, "call": "(sqrt 2)"},
              {"id": "E2", "parent": "E1", "bindings": {"guess": "1.0"}, "call": "(sqrt-iter 1.0)"},
              {"id": "E3", "parent": "E1", "bindings": {"guess": "1.0"}, "call": "(good-enough? 1.0)"}
            ], "procedures": [
              {"id": "P1", "parameters": ["a", "b"], "body": "(/ (+ a b) 2)", "env": "global"},
              {"id": "P2", "parameters": ["x"], "body": "(define (good-enough? guess) (< (abs (- (square guess) x)) 0.001)) (define (improve guess) (average guess (/ x guess))) (define (sqrt-iter guess) (if (good-enough? guess) guess (sqrt-iter (improve guess)))) (sqrt-iter 1.0)", "env": "global"},
              {"id": "P3", "parameters": ["guess"], "body": "(< (abs (- (square guess) x)) 0.001)", "env": "E1"},
              {"id": "P4", "parameters": ["guess"], "body": "(average guess (/ x guess))", "env": "E1"},
              {"id": "P5", "parameters": ["guess"], "body": "(if (good-enough? guess) guess (sqrt-iter (improve guess)))", "env": "E1"}
            ]}

            """, nil))
    }

    /// Exercise 3.9: the recursive factorial makes six frames, each
    /// enclosed by the global environment; the iterative one makes one
    /// for factorial and one for each of the seven calls of fact-iter,
    /// tail calls included.
    @Test func exercise3_9FramesOfBothFactorials() throws {
        let recursive = try Self.draw("env", "--json (factorial 6)",
                                      setup: "(define (factorial n) (if (= n 1) 1 (* n (factorial (- n 1)))))")
        #expect(recursive == ("""
            {"frames": [
              {"id": "global", "parent": null, "bindings": {"factorial": "procedure P1"}, "call": null},
              {"id": "E1", "parent": "global", "bindings": {"n": "6"}, "call": "(factorial 6)"},
              {"id": "E2", "parent": "global", "bindings": {"n": "5"}, "call": "(factorial 5)"},
              {"id": "E3", "parent": "global", "bindings": {"n": "4"}, "call": "(factorial 4)"},
              {"id": "E4", "parent": "global", "bindings": {"n": "3"}, "call": "(factorial 3)"},
              {"id": "E5", "parent": "global", "bindings": {"n": "2"}, "call": "(factorial 2)"},
              {"id": "E6", "parent": "global", "bindings": {"n": "1"}, "call": "(factorial 1)"}
            ], "procedures": [
              {"id": "P1", "parameters": ["n"], "body": "(if (= n 1) 1 (* n (factorial (- n 1))))", "env": "global"}
            ]}

            """, nil))
        let iterative = try Self.draw("env", "--json (factorial 6)", setup: """
            (define (factorial n) (fact-iter 1 1 n))
            (define (fact-iter product counter max-count)
              (if (> counter max-count) product (fact-iter (* counter product) (+ counter 1) max-count)))
            """)
        let frames = iterative.output.split(separator: "\n").filter { $0.contains("\"call\": \"(") }
        #expect(frames == [
            #"  {"id": "E1", "parent": "global", "bindings": {"n": "6"}, "call": "(factorial 6)"},"#,
            #"  {"id": "E2", "parent": "global", "bindings": {"product": "1", "counter": "1", "max-count": "6"}, "call": "(fact-iter 1 1 6)"},"#,
            #"  {"id": "E3", "parent": "global", "bindings": {"product": "1", "counter": "2", "max-count": "6"}, "call": "(fact-iter 1 2 6)"},"#,
            #"  {"id": "E4", "parent": "global", "bindings": {"product": "2", "counter": "3", "max-count": "6"}, "call": "(fact-iter 2 3 6)"},"#,
            #"  {"id": "E5", "parent": "global", "bindings": {"product": "6", "counter": "4", "max-count": "6"}, "call": "(fact-iter 6 4 6)"},"#,
            #"  {"id": "E6", "parent": "global", "bindings": {"product": "24", "counter": "5", "max-count": "6"}, "call": "(fact-iter 24 5 6)"},"#,
            #"  {"id": "E7", "parent": "global", "bindings": {"product": "120", "counter": "6", "max-count": "6"}, "call": "(fact-iter 120 6 6)"},"#,
            #"  {"id": "E8", "parent": "global", "bindings": {"product": "720", "counter": "7", "max-count": "6"}, "call": "(fact-iter 720 7 6)"}"#,
        ])
    }

    /// `--at N`: the drawing just after frame N was made, its bindings as
    /// they stood then; past the last frame, a message.
    @Test func atShowsTheStructureAfterFrameN() throws {
        let setup = Self.makeWithdraw
        let drawn = try Self.draw("env", "--json --at 1 (begin (define W1 (make-withdraw 100)) (W1 50))", setup: setup)
        #expect(drawn.output.contains(#"{"id": "E1", "parent": "global", "bindings": {"balance": "100"}, "call": "(make-withdraw 100)"}"#))
        #expect(!drawn.output.contains("E2"))
        #expect(try Self.draw("env", "--at 9 (f 5)", setup: Self.figure3_5) == ("", ",env --at 9: the expression made 4 frames"))
    }

    /// The global frame holds the learner's own bindings, not the built-ins.
    @Test func theGlobalFrameHoldsOnlyTheProgramsBindings() throws {
        let drawn = try Self.draw("env", "--json (+ 1 2)", setup: "(define x 1) (define (square y) y)")
        #expect(drawn == ("""
            {"frames": [
              {"id": "global", "parent": null, "bindings": {"x": "1", "square": "procedure P1"}, "call": null}
            ], "procedures": [
              {"id": "P1", "parameters": ["y"], "body": "y", "env": "global"}
            ]}

            """, nil))
    }

    /// Bounds: past the frame limit the evaluation stops with the options;
    /// an endless loop stops there; Ctrl-C stops it with `;Quit!`.
    @Test func tooManyFramesAreRefusedWithTheOptions() throws {
        let refusal = ",env draws 200 frames at most: (loop 0) makes more; narrow it with --at N (the drawing just after frame N), --frames N (up to 1000), or a smaller argument"
        #expect(try Self.draw("env", "(loop 0)", setup: "(define (loop n) (loop (+ n 1)))") == ("", refusal))
        #expect(try Self.draw("env", "--frames 5 (loop 0)", setup: "(define (loop n) (loop (+ n 1)))").error?
            .hasPrefix(",env draws 5 frames at most") == true)
        #expect(try Self.draw("env", "--frames 5000 (loop 0)").error
            == "Usage: ,env EXPR [--at N] [--frames N] [--json] [--svg FILE] (--frames 5000 is more than 1000)")
        #expect(try Self.draw("env", "(begin (stop!) (f 5))", setup: Self.figure3_5).error == ";Quit!")
    }

    // MARK: Box and pointer

    /// Exercise 2.24: `(list 1 (list 2 (list 3 4)))` is six pairs in three
    /// rows, each list's backbone ending in the empty list.
    @Test func exercise2_24() throws {
        #expect(try Self.draw("box", "--json (list 1 (list 2 (list 3 4)))") == ("""
            {"root": {"pair": 1}, "pairs": [
              {"id": 1, "car": "1", "cdr": {"pair": 2}},
              {"id": 2, "car": {"pair": 3}, "cdr": "()"},
              {"id": 3, "car": "2", "cdr": {"pair": 4}},
              {"id": 4, "car": {"pair": 5}, "cdr": "()"},
              {"id": 5, "car": "3", "cdr": {"pair": 6}},
              {"id": 6, "car": "4", "cdr": "()"}
            ]}

            """, nil))
        #expect(try Self.draw("box", "(list 1 (list 2 (list 3 4)))") == ("""
            #1          #2
            ┌───┬────┐  ┌───┬────┐
            │ 1 │ ●──┼─►│ ● │ ╱  │
            └───┴────┘  └───┴────┘
                        car→#3
            #3          #4
            ┌───┬────┐  ┌───┬────┐
            │ 2 │ ●──┼─►│ ● │ ╱  │
            └───┴────┘  └───┴────┘
                        car→#5
            #5          #6
            ┌───┬────┐  ┌───┬────┐
            │ 3 │ ●──┼─►│ 4 │ ╱  │
            └───┴────┘  └───┴────┘

            """, nil))
    }

    /// Figure 3.16: z1 is three pairs, its car and cdr both the pair x
    /// starts with; z2 is five.
    @Test func figure3_16SharedStructure() throws {
        let setup = "(define x (list 'a 'b)) (define z1 (cons x x)) (define z2 (cons (list 'a 'b) (list 'a 'b)))"
        #expect(try Self.draw("box", "--json z1", setup: setup) == ("""
            {"root": {"pair": 1}, "pairs": [
              {"id": 1, "car": {"pair": 2}, "cdr": {"pair": 2}},
              {"id": 2, "car": "a", "cdr": {"pair": 3}},
              {"id": 3, "car": "b", "cdr": "()"}
            ]}

            """, nil))
        #expect(try Self.draw("box", "z1", setup: setup) == ("""
            #1          #2          #3
            ┌───┬────┐  ┌───┬────┐  ┌───┬────┐
            │ ● │ ●──┼─►│ a │ ●──┼─►│ b │ ╱  │
            └───┴────┘  └───┴────┘  └───┴────┘
            car→#2

            """, nil))
        #expect(try Self.draw("box", "--json z2", setup: setup) == ("""
            {"root": {"pair": 1}, "pairs": [
              {"id": 1, "car": {"pair": 4}, "cdr": {"pair": 2}},
              {"id": 2, "car": "a", "cdr": {"pair": 3}},
              {"id": 3, "car": "b", "cdr": "()"},
              {"id": 4, "car": "a", "cdr": {"pair": 5}},
              {"id": 5, "car": "b", "cdr": "()"}
            ]}

            """, nil))
    }

    /// A circular list is drawn with an arrow back, never walked forever.
    @Test func aCircularListPointsBack() throws {
        let setup = "(define c (list 1 2 3)) (set-cdr! (cddr c) c)"
        #expect(try Self.draw("box", "--json c", setup: setup) == ("""
            {"root": {"pair": 1}, "pairs": [
              {"id": 1, "car": "1", "cdr": {"pair": 2}},
              {"id": 2, "car": "2", "cdr": {"pair": 3}},
              {"id": 3, "car": "3", "cdr": {"pair": 1}}
            ]}

            """, nil))
        #expect(try Self.draw("box", "c", setup: setup) == ("""
            #1          #2          #3
            ┌───┬────┐  ┌───┬────┐  ┌───┬────┐
            │ 1 │ ●──┼─►│ 2 │ ●──┼─►│ 3 │ ●  │
            └───┴────┘  └───┴────┘  └───┴────┘
                                    cdr→#1

            """, nil))
    }

    /// A row wider than the window folds: no line is wider than it.
    @Test func aWideListFoldsToTheWindow() throws {
        let drawn = try Self.draw("box", "(iota 12)", columns: 40)
        #expect(drawn.error == nil)
        #expect(drawn.output.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(drawn.output.split(separator: "\n").filter { $0.hasPrefix("┌") }.count == 4)
    }

    /// An atom too wide for its cell hangs below the box; the arrow to the
    /// next box reaches it across the room the atom takes.
    @Test func aLongAtomHangsBelowItsBox() throws {
        #expect(try Self.draw("box", "(list \"hello world\" 'a 1.5)") == ("""
            #1               #2          #3
            ┌───┬────┐       ┌───┬────┐  ┌─────┬────┐
            │ ● │ ●──┼──────►│ a │ ●──┼─►│ 1.5 │ ╱  │
            └───┴────┘       └───┴────┘  └─────┴────┘
            car "hello world"

            """, nil))
    }

    /// A named `let` makes a frame holding its loop procedure; each turn of
    /// the loop a frame enclosed by it.
    @Test func aNamedLetsLoopFrame() throws {
        let drawn = try Self.draw("env", "--json (g 2)", setup: "(define (g n) (let loop ((i 0)) (if (< i n) (loop (+ i 1)) i)))")
        #expect(drawn.output.hasPrefix("""
            {"frames": [
              {"id": "global", "parent": null, "bindings": {"g": "procedure P1"}, "call": null},
              {"id": "E1", "parent": "global", "bindings": {"n": "2"}, "call": "(g 2)"},
              {"id": "E2", "parent": "E1", "bindings": {"loop": "procedure P2"}, "call": "(let loop …)"},
              {"id": "E3", "parent": "E2", "bindings": {"i": "0"}, "call": "(loop 0)"},
              {"id": "E4", "parent": "E2", "bindings": {"i": "1"}, "call": "(loop 1)"},
              {"id": "E5", "parent": "E2", "bindings": {"i": "2"}, "call": "(loop 2)"}
            ]
            """))
    }

    /// An error ends the evaluation: the frames made until then are drawn,
    /// then the error.
    @Test func anErrorHalfWayDrawsTheFramesMadeThenTheError() throws {
        let drawn = try Self.draw("env", "--json (h 5)", setup: "(define (h x) (car x))")
        #expect(drawn.output.contains(#"{"id": "E1", "parent": "global", "bindings": {"x": "5"}, "call": "(h 5)"}"#))
        #expect(drawn.error == ";The object 5, passed as the first argument to car, is not the correct type.")
    }

    @Test func tooManyPairsAreRefused() throws {
        #expect(try Self.draw("box", "(iota 400)") == ("", ",box draws 300 pairs at most: the value has more; draw a part of it (,box (list-head x 10)) or raise the limit with --pairs N (up to 1000)"))
        #expect(try Self.draw("box", "5") == ("5 (no pairs)\n", nil))
        // Ctrl-C stops the evaluation (an endless loop stops at the views'
        // step limit, 10 million calls: too long for a debug test).
        #expect(try Self.draw("box", "(begin (stop!) (list 1))").error == ";Quit!")
    }

    // MARK: Pictures

    /// The SVG pictures of the book's figures: well under 2 000 px, a pair
    /// of circles per procedure object, a box per frame or pair.
    @Test func picturesOfTheFigures() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("env-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        func picture(_ name: String, _ argument: String, setup: String) throws -> String {
            #expect(try Self.draw(name, "--svg " + file + " " + argument, setup: setup).error == nil)
            return try String(contentsOfFile: file, encoding: .utf8)
        }
        func size(_ svg: String) -> (Double, Double) {
            let numbers = svg.split(separator: "\"")
            let w = numbers.firstIndex(where: { $0.hasSuffix(" width=") }).map { Double(numbers[$0 + 1]) ?? 0 } ?? 0
            let h = numbers.firstIndex(where: { $0.hasSuffix(" height=") }).map { Double(numbers[$0 + 1]) ?? 0 } ?? 0
            return (w, h)
        }
        let f5 = try picture("env", "(f 5)", setup: Self.figure3_5)
        #expect(f5.components(separatedBy: "r=\"9\"").count - 1 == 6)  // three procedures, two circles each
        #expect(f5.components(separatedBy: "<rect x=").count - 1 == 5)  // the global frame and E1-E4
        #expect(f5.contains(">E2  (sum-of-squares 6 10)</text>") && !f5.contains("vector-effect"))
        #expect(size(f5).0 < 2000 && size(f5).1 < 2000)
        let z1 = try picture("box", "z1", setup: "(define x (list 'a 'b)) (define z1 (cons x x))")
        #expect(z1.components(separatedBy: "<rect x=").count - 1 == 3)
        #expect(size(z1).0 < 2000)
    }
}
