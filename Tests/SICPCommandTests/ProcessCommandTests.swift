#if canImport(Glibc)
import Glibc
#endif
import SICPCommand
import SICPScheme
import Testing

/// `trace`, the REPL's `,trace`, `,time`, `,stats` and `,growth`, and
/// `sicp check`, through the command. In `CommandTests`, serialized with it:
/// the interrupt flag is global.
extension CommandTests {
    static let fact = "(define (fact n) (if (= n 1) 1 (* n (fact (- n 1)))))"
    static let factorial = """
        (define (factorial n) (fact-iter 1 1 n))
        (define (fact-iter product counter max-count)
          (if (> counter max-count) product (fact-iter (* counter product) (+ counter 1) max-count)))
        """

    /// A learner's file from the checker's fixtures.
    static func learner(_ name: String) -> String {
        Paths.packageRoot + "/Tests/SICPProcessTests/Fixtures/learners/" + name
    }

    // MARK: trace and untrace, in every mode

    @Test func evalTracesAndPrintsTheValue() {
        #expect(sicp(["eval", Self.fact, "(trace fact)", "(fact 3)", "(untrace fact)", "(fact 2)"]) == Outcome(
            status: 0, output: """
                |(fact 3)
                | (fact 2)
                | |(fact 1)
                | |1
                | 2
                |6
                6
                2

                """, errors: ""))
    }

    @Test func runShowsTheTraceOfAnIterativeProcessFlat() throws {
        let file = try TemporaryFile(Self.factorial + "\n(trace fact-iter)\n(display (factorial 3))\n(newline)\n")
        defer { file.remove() }
        #expect(sicp(["run", file.path]) == Outcome(status: 0, output: """
            |(fact-iter 1 1 3)
            |(fact-iter 1 2 3)
            |(fact-iter 2 3 3)
            |(fact-iter 6 4 3)
            |6
            6

            """, errors: ""))
    }

    @Test func aKitProcedureIsTracedInTheREPL() {
        #expect(sicp([], stdin: "(trace sum-integers)\n(sum-integers 1 10)\n(untrace)\n(sum-integers 1 3)\n") == Outcome(
            status: 0, output: "|(sum-integers 1 10)\n|55\n55\n6\n", errors: ""))
    }

    // MARK: ,trace ,time ,stats ,growth

    @Test func pipedREPLShowsProcesses() {
        let input = Self.factorial + "\n,stats (factorial 5)\n,trace (factorial 2)\n,time (factorial 10)\n"
            + ",growth (factorial n) n 10 20 40 80\n(factorial 3)\n"
        let outcome = sicp([], stdin: input)
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        #expect(outcome.output.withoutTimes == """
            120
            steps: 7
            space: 1
            calls: fact-iter 6, factorial 1
            recursion: fact-iter calls itself in tail position only (5 turns)
            |(factorial 2)
            |(fact-iter 1 1 2)
            |(fact-iter 1 2 2)
            |(fact-iter 2 3 2)
            |2
            2
            3628800
            time: …
             n  steps  space
            10     12      1
            20     22      1
            40     42      1
            80     82      1
            steps: Θ(n)
            space: Θ(1)
            process: linear iterative (fact-iter calls itself in tail position only)
            ● steps   ○ space   · fitted   (log n, log y)
             82 ┤                                            ·····●
                │                                ·●··········
                │                   ·············
                │      ··········●··
                │●·····
                │
                │
                │
                │
              1 ┤○···············○················○···············○
                └┬───────────────┬────────────────┬───────────────┬ n
                 10             20               40              80
            6

            """)
    }

    @Test func aCommandRightAfterADefinitionOfSeveralLinesIsACommand() {
        #expect(sicp([], stdin: "(define (f x)\n  (* x x))\n,stats (f 3)\n,quit\n(car 1)\n") == Outcome(
            status: 0, output: "9\nsteps: 1\nspace: 1\ncalls: f 1\n", errors: ""))
    }

    @Test func aREPLCommandsErrorIsReportedAndTheREPLGoesOn() {
        #expect(sicp([], stdin: ",time\n,stats (car '())\n,growth (f n) n\n,s (+ 1 2)\n") == Outcome(
            status: 1, output: "3\nsteps: 0\nspace: 0\n", errors: """
                ;Usage: ,time EXPR
                ;The object (), passed as the first argument to car, is not the correct type.
                ;Usage: ,growth EXPR VAR n1 n2 ...

                """))
    }

    @Test func interactiveREPLShowsProcesses() {
        let outcome = sicp([], stdin: Self.fact + "\n,stats (fact 4)\n,trace (fact 2)\n", interactive: true)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("""
            sicp> ,stats (fact 4)
            24
            steps: 4
            space: 4
            calls: fact 4
            recursion: fact waits for 1 call of itself per call, 4 pending at most
            sicp> ,trace (fact 2)
            |(fact 2)
            | (fact 1)
            | 1
            |2
            2
            sicp> 

            """))
    }

    // MARK: sicp check

    @Test func checkExitsZeroWhenEveryCheckPasses() {
        let path = Self.learner("ex1.30-seed.scm")
        #expect(sicp(["check", "1.30", path]) == Outcome(status: 0, output: """
            Exercise 1.30: sum by an iterative process
            ✓ \(path) loads
            ✓ sum: 7 cases right
            ✓ sum: iterative process (pending frames stay at 1 from n = 10 to 5000)
            All 3 checks passed.

            """, errors: ""))
    }

    @Test func checkExitsOneWhenACheckFails() {
        let path = Self.learner("ex1.30-recursive.scm")
        #expect(sicp(["check", "1.30", path]) == Outcome(status: 1, output: """
            Exercise 1.30: sum by an iterative process
            ✓ \(path) loads
            ✓ sum: 7 cases right
            ✗ sum: iterative process
                   n  pending frames
                  10              11
                 100             101
                1000            1001
                5000            5001
                space grows as Θ(n): this is a linear recursive process; exercise 1.30 asks for an iterative one
                line 6, column 10: `(sum term (next a) next b)` is an argument of `+`, so `+` waits for it and every call keeps a frame: a linear recursive process
            1 of 3 checks failed.

            """, errors: ""))
    }

    @Test func checkTakesTheProceduresNames() {
        let path = Self.learner("ex1.31-iterative-first.scm")
        let outcome = sicp(["check", "1.31", path, "--procedure", "iterative=product", "-p", "recursive=product-rec"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("All 6 checks passed.\n"))
        #expect(sicp(["check", "1.31", path, "--procedure=product-rec", "--procedure=product"]).status == 0)
    }

    @Test func checkOfAnUnknownExerciseExits64() {
        #expect(sicp(["check", "1.99", "x.scm"]) == Outcome(status: 64, output: "", errors: """
            sicp: unknown exercise '1.99' (sicp check --list lists them)
            Usage: sicp check <exercise> <file> [--procedure <name>]... [--json] [--svg <file>] [--steps <n>]
                   sicp check --list
              See 'sicp check --help' for more information.

            """))
    }

    @Test func checkOfAMissingFileExits64() {
        #expect(sicp(["check", "1.30", "/nonexistent/sum.scm"]) == Outcome(
            status: 64, output: "", errors: "sicp: cannot read /nonexistent/sum.scm: No such file or directory\n"))
    }

    @Test(arguments: zip(
        [["check"], ["check", "1.30"], ["check", "1.30", "a", "b"], ["check", "--frob"], ["check", "1.30", "a", "-p"],
         ["check", "--list", "1.30"], ["check", "1.30", "a", "--steps"], ["check", "1.30", "a", "--steps", "0"],
         ["check", "1.30", "a", "--steps=many"]],
        ["missing expected argument '<exercise>'", "missing expected argument '<file>'", "unexpected argument 'b'",
         "unknown option '--frob'", "missing value for '-p <name>'", "unexpected argument '1.30'",
         "missing value for '--steps <n>'", "'0' is not a number of steps (1 to 1,000,000,000,000)",
         "'many' is not a number of steps (1 to 1,000,000,000,000)"]))
    func checkBadUsageExits64(arguments: [String], message: String) {
        #expect(sicp(arguments) == Outcome(status: 64, output: "", errors: UsageError(message, in: .check).description))
    }

    @Test func checkWithTooManyNamesExits64() {
        let outcome = sicp(["check", "1.30", Self.learner("ex1.30-seed.scm"), "-p", "sum", "-p", "sum2"])
        #expect(outcome.status == 64)
        #expect(outcome.errors.hasPrefix("sicp: exercise 1.30 asks for 1 procedure, and 2 were named\n"))
    }

    @Test func checkListListsTheExercises() {
        let outcome = sicp(["check", "--list"])
        #expect(outcome.status == 0)
        // Laid out for 80 columns (the output is not a terminal): a title
        // too long for the line goes on under itself.
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "" && lines.allSatisfy { $0.count <= 80 })
        #expect(lines.prefix(2) == ["1.3   the sum of the squares of the two larger of three numbers",
                                    "      (sum-of-squares-of-two-largest)"])
        #expect(lines.contains("1.11  f(n) by a recursive and by an iterative process (f, f-iter)"))
        #expect(outcome.output.contains("""
            1.18  multiplication by doubling and halving, by an iterative process
                  (fast-mult-iter)

            """))
        #expect(lines.contains("1.30  sum by an iterative process (sum)"))
        #expect(lines.contains("1.43  repeated (repeated)"))
        #expect(lines.contains("1.46  iterative-improve, with sqrt and fixed-point written with it"))
        #expect(lines.dropLast().last == "3.82  estimate-integral as a stream of estimates (estimate-integral)")
        let numbers = lines.dropLast().filter { $0.first != " " }.map { $0.prefix { $0 != " " } }
        #expect(numbers == [
            "1.3", "1.7", "1.8", "1.11", "1.12", "1.16", "1.17", "1.18", "1.19", "1.21", "1.22", "1.23", "1.24", "1.27",
            "1.28", "1.29", "1.30", "1.31", "1.32", "1.33", "1.35", "1.36", "1.37", "1.38", "1.39", "1.40", "1.41",
            "1.42", "1.43", "1.44", "1.45", "1.46", "2.33", "2.34", "2.35", "2.36", "2.37", "2.38", "2.39", "2.40",
            "2.41", "2.42", "2.43", "2.44", "2.45", "2.46", "2.47", "2.48", "2.49", "2.50", "2.51", "3.50", "3.51",
            "3.52", "3.53", "3.54", "3.55", "3.56", "3.57", "3.58", "3.59", "3.60", "3.61", "3.62", "3.63", "3.64",
            "3.65", "3.66", "3.67", "3.68", "3.69", "3.70", "3.71", "3.72", "3.73", "3.74", "3.75", "3.76", "3.77",
            "3.78", "3.79", "3.80", "3.81", "3.82",
        ])
    }

    /// An exercise a program cannot check: why, on stdout, and 64 (no
    /// verdict on the file, which is not read), as for an unknown exercise.
    @Test func checkOfAnExerciseAProgramCannotCheck() {
        let outcome = sicp(["check", "3.68", "no-such-file.scm"])
        #expect(outcome.status == 64)
        #expect(outcome.output == """
            Exercise 3.68: Louis's pairs without the first pair apart
            not checkable by a program: an explanation of why Louis's pairs loops

            """)
        let json = sicp(["check", "3.68", "no-such-file.scm", "--json"])
        #expect(json.status == 64)
        #expect(json.output.hasPrefix("{\"exercise\":\"3.68\",\"title\":\"Louis's pairs without the first pair apart\","
            + "\"verdict\":\"not checkable\""))
    }

    @Test func checkHelp() {
        let outcome = sicp(["help", "check"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("OVERVIEW: Check a solution to an exercise: its values and its process.\n"))
        #expect(sicp(["check", "--help"]) == outcome)
    }

    @Test func commandLinesOfCheckParse() throws {
        #expect(try Invocation.parse(["check", "--list"]) == .checkList)
        #expect(try Invocation.parse(["check", "1.30", "s.scm"]) == .check(exercise: "1.30", file: "s.scm", procedures: []))
        #expect(try Invocation.parse(["check", "1.30", "s.scm", "--steps", "1,000"])
            == .check(exercise: "1.30", file: "s.scm", procedures: [], steps: 1000))
        #expect(try Invocation.parse(["check", "--steps=500", "1.30", "s.scm"])
            == .check(exercise: "1.30", file: "s.scm", procedures: [], steps: 500))
        #expect(try Invocation.parse(["check", "-p", "a", "1.31", "--", "-s.scm"])
            == .check(exercise: "1.31", file: "-s.scm", procedures: ["a"]))
        #expect(try Invocation.parse(["check", "1.31", "p.scm", "-p", "a", "--procedure=b"])
            == .check(exercise: "1.31", file: "p.scm", procedures: ["a", "b"]))
        #expect(try Invocation.parse(["check", "1.30", "s.scm", "--json"])
            == .check(exercise: "1.30", file: "s.scm", procedures: [], json: true))
    }

    @Test func checkWithJSONPrintsOneObjectAndKeepsTheExitCodes() throws {
        let learners = Paths.packageRoot + "/Tests/SICPProcessTests/Fixtures/learners/"
        let good = sicp(["check", "1.30", learners + "ex1.30-seed.scm", "--json"])
        #expect(good.status == 0)
        #expect(good.output.hasPrefix("{\"exercise\":\"1.30\",\"title\":\"sum by an iterative process\",\"verdict\":\"pass\","))
        let bad = sicp(["check", "1.30", learners + "ex1.30-off-by-one.scm", "--json"])
        #expect(bad.status == 1)
        #expect(bad.output.contains("\"verdict\":\"fail\""))
        #expect(sicp(["check", "9.99", learners + "ex1.30-seed.scm", "--json"]).status == 64)
        #expect(sicp(["check", "1.30", learners + "no-such-file.scm", "--json"]).status == 64)
    }
}

extension String {
    /// The text with the times left out (they change from run to run):
    /// `time: 12.3 ms` becomes `time: …`, and a growth table loses its time
    /// column.
    var withoutTimes: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("time: ") { return "time: …" }
            var text = Substring(line)
            if text.hasSuffix(" time") {
                text = text.dropLast(5)
            } else if let unit = [" µs", " ms", " s"].first(where: { text.hasSuffix($0) }) {
                text = text.dropLast(unit.count)
                while let last = text.last, last.isNumber || last == "." { text = text.dropLast() }
            } else {
                return String(line)
            }
            while text.last == " " { text = text.dropLast() }
            return String(text)
        }.joined(separator: "\n")
    }
}

/// `sicp check` through the built binary: the exit statuses, and a file that
/// loops or recurses without end is a failed check, not a crash.
extension EndToEndTests {
    @Test func checkExitStatuses() {
        #expect(spawnSICP(["check", "1.30", CommandTests.learner("ex1.30-seed.scm")]).status == 0)
        #expect(spawnSICP(["check", "1.30", CommandTests.learner("ex1.30-recursive.scm")]).status == 1)
        #expect(spawnSICP(["check", "1.99", CommandTests.learner("ex1.30-seed.scm")]).status == 64)
        #expect(spawnSICP(["check", "1.30", "/nonexistent/sum.scm"]).status == 64)
        #expect(spawnSICP(["check", "--list"]).status == 0)
    }

    @Test func checkOfALoopingFileIsAFailedCheck() {
        let outcome = spawnSICP(["check", "1.30", CommandTests.learner("ex1.30-endless.scm"), "--steps", "500,000"])
        #expect(outcome.signal == nil)
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("✗ sum: 1 of 7 cases wrong\n"))
        #expect(outcome.output.contains("`sum` ran past the step limit (200,000 steps a case) without finishing"))
    }

    @Test func checkOfAnEndlessRecursionIsAFailedCheck() {
        let outcome = spawnSICP(["check", "1.12", CommandTests.learner("ex1.12-no-right-edge.scm")])
        #expect(outcome.signal == nil)
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("✗ pascal: "))
        #expect(outcome.output.hasSuffix("2 of 3 checks failed.\n"))
    }
}

/// Notes/process-shapes.md and the README's section on tracing: every
/// transcript in them comes out of `sicp` exactly (times left out).
extension CommandTests {
    /// The note's ```text blocks.
    static func noteBlocks(_ path: String) throws -> [String] {
        let text = try SourceFile.read(Paths.packageRoot + "/" + path, asProgram: false)
        var blocks: [String] = []
        var rest = Substring(text)
        while let start = rest.firstRange(of: "```text\n") {
            guard let end = rest[start.upperBound...].firstRange(of: "\n```") else { break }
            blocks.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return blocks
    }

    /// What a terminal shows for a REPL session typed after loading the
    /// SICP 1.2 examples.
    static func session(typing lines: [String]) throws -> String {
        let examples = Paths.packageRoot + "/Tests/SICPProcessTests/Fixtures/sicp-1.2.scm"
        let input = "(load \"\(examples)\")\n" + lines.map { $0 + "\n" }.joined()
        let outcome = sicp([], stdin: input, interactive: true)
        let screen = outcome.output + outcome.errors
        guard let start = screen.firstRange(of: "sicp> " + (lines.first ?? "")) else { return screen }
        return String(screen[start.lowerBound...])
    }

    @Test func theProcessShapesNoteShowsTheExamplesFile() throws {
        let note = try SourceFile.read(Paths.packageRoot + "/Notes/process-shapes.md", asProgram: false)
        let file = try SourceFile.read(Paths.packageRoot + "/Tests/SICPProcessTests/Fixtures/sicp-1.2.scm")
        #expect(note.contains("```scheme\n" + file + "```\n"))
    }

    @Test(arguments: [("Notes/process-shapes.md", 23), ("README.md", 8), ("Notes/call-trees.md", 9)])
    func theNotesTranscriptsComeOutExactly(note: String, count: Int) throws {
        let blocks = try Self.noteBlocks(note)
        #expect(blocks.count == count)
        let learners = Paths.packageRoot + "/Tests/SICPProcessTests/Fixtures/learners/"
        for block in blocks {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines[0].hasPrefix("sicp> ") {
                let typed = lines.filter { $0.hasPrefix("sicp> ") }.map { String($0.dropFirst(6)) }
                let screen = try Self.session(typing: typed)
                #expect(screen.withoutTimes == (block + "\nsicp> \n").withoutTimes, "\(lines[0])")
            } else if lines[0].hasPrefix("$ sicp check") {
                // Under ASan (several times slower) a check's time limit
                // decides what it prints: skipped there.
                if Sanitizer.isOn { continue }
                let arguments = lines[0].split(separator: " ").dropFirst(3).map { $0.hasSuffix(".scm") ? learners + $0 : String($0) }
                let outcome = sicp(["check"] + arguments)
                let output = outcome.output.replacing(learners, with: "")
                #expect(output == lines.dropFirst().joined(separator: "\n") + "\n", "\(lines[0])")
            } else {
                Issue.record("a block that is neither a REPL session nor a sicp check: \(lines[0])")
            }
        }
    }
}

/// `,tree` through the piped REPL, as a script or a note runs it.
extension CommandTests {
    @Test func pipedREPLDrawsACallTree() {
        let fib = "(define (fib n) (cond ((= n 0) 0) ((= n 1) 1) (else (+ (fib (- n 1)) (fib (- n 2))))))"
        #expect(sicp([], stdin: fib + "\n,tree (fib 3)\n,tree (fib 3) --nodes 2\n,tree (fib\n(fib 5)\n") == Outcome(
            status: 1, output: """
                (fib 3) = 2
                ├─ (fib 2) = 1
                │  ├─ (fib 1) = 1
                │  └─ (fib 0) = 0
                └─ (fib 1) = 1
                5 calls, 3 levels deep, at most 3 waiting at once
                2
                (fib 3) = 2
                ├─ (fib 2) = 1
                │  └─ … 2 more calls
                └─ … 1 more call
                5 calls, 3 levels deep, at most 3 waiting at once
                2
                5

                """, errors: ";Usage: ,tree EXPR\n"))
    }

    @Test func aTreeOfAnExpressionThatFails() {
        // Before any call: the error alone. After some: the calls, then the error.
        #expect(sicp([], stdin: ",tree (car '())\n,tree x\n(define (g n) (car n))\n,tree (g 1)\n") == Outcome(
            status: 1, output: "(g 1)\n1 call, 1 level deep, at most 1 waiting at once\n", errors: """
                ;The object (), passed as the first argument to car, is not the correct type.
                ;Unbound variable: x
                ;The object 1, passed as the first argument to car, is not the correct type.

                """))
    }
}

/// Ctrl-C during `,check` and `,growth` at a terminal: `;Quit!`, no
/// verdict; `,growth` keeps the rows it measured.
extension TerminalTests {
    @Test func ctrlCDuringCheckGivesQuitAndNoVerdict() throws {
        let terminal = try #require(PseudoTerminal(environment: ["TERM": "xterm", "SICP_HISTORY": ""]))
        #expect(terminal.waitForEditor())
        terminal.send("(define (sum term a next b) (define (spin) (spin)) (spin))\r")
        #expect(terminal.waitFor("sum\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send(",check 1.30\r")
        #expect(terminal.waitFor("\u{1B}[?2004l"))
        usleep(800_000)
        terminal.send("\u{03}")
        #expect(terminal.waitFor(";Quit!"))
        #expect(terminal.waitForEditor())
        terminal.send("(+ 1 2)\r")
        #expect(terminal.waitFor("3\r\n"))
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
        let after = terminal.text.components(separatedBy: ",check 1.30").last ?? ""
        #expect(!after.contains("Exercise 1.30"))
        #expect(!after.contains("time limit"))
        #expect(!after.contains("checks failed"))
    }

    @Test func ctrlCDuringGrowthKeepsTheRowsMeasured() throws {
        let terminal = try #require(PseudoTerminal(environment: ["TERM": "xterm", "SICP_HISTORY": ""]))
        #expect(terminal.waitForEditor())
        terminal.send("(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))\r")
        #expect(terminal.waitFor("fib\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send(",growth (fib n) n 5 10 15 60\r")
        #expect(terminal.waitFor("\u{1B}[?2004l"))
        usleep(1_500_000)
        terminal.send("\u{03}")
        #expect(terminal.waitFor(";Quit!"))
        #expect(terminal.waitForEditor())
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
        let after = terminal.text.components(separatedBy: ",growth (fib n) n 5 10 15 60").last ?? ""
        #expect(after.contains(" n  steps  space"))
        #expect(after.contains("15   1973     15"))
        #expect(!after.contains("steps: "))
    }
}
