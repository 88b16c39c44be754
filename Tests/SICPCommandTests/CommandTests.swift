import SICPCommand
import SICPScheme
import Synchronization
import Testing

/// `Command` run in-process. Serialized: the interrupt flag is global, and
/// every evaluation clears it.
@Suite(.serialized) struct CommandTests {
    static let usage = "Usage: sicp [eval <form>... | eval - | run <file> | check <exercise> <file>]\n  See 'sicp --help' for more information.\n"

    // MARK: Help, version, usage

    @Test func versionPrintsTheVersion() {
        #expect(sicp(["--version"]) == Outcome(status: 0, output: "sicp 0.1.0\n", errors: ""))
        #expect(Command.version == "0.1.0")
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func helpGoesToStandardOutput(arguments: [String]) {
        let outcome = sicp(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        #expect(outcome.output.hasPrefix("OVERVIEW: Scheme for SICP chapter 1"))
        #expect(outcome.output.contains("       sicp eval <form>...     evaluate forms, print each value on a line\n"))
        #expect(outcome.output.contains("  run                     Run a program file; print only what it displays.\n"))
        #expect(outcome.output.hasSuffix("  See 'sicp help <subcommand>' for detailed help.\n"))
    }

    @Test(arguments: [["help", "eval"], ["eval", "--help"], ["eval", "-h"]])
    func subcommandHelp(arguments: [String]) {
        let outcome = sicp(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("OVERVIEW: Evaluate forms and print their values, one per line.\n"))
        #expect(outcome.output.contains("USAGE: sicp eval <form>...\n       sicp eval -\n"))
    }

    @Test(arguments: zip(
        [["--frob"], ["frob"], ["--version", "now"]],
        ["sicp: unknown option '--frob'\n", "sicp: unknown subcommand 'frob'\n", "sicp: unexpected argument 'now'\n"]))
    func badUsageExits64WithUsageOnStandardError(arguments: [String], message: String) {
        #expect(sicp(arguments) == Outcome(status: 64, output: "", errors: message + Self.usage))
    }

    @Test func aSubcommandsUsageErrorShowsItsUsage() {
        #expect(sicp(["run"]) == Outcome(status: 64, output: "", errors: """
            sicp: missing expected argument '<file>'
            Usage: sicp run <file>
              See 'sicp run --help' for more information.

            """))
    }

    // MARK: eval

    @Test func evalPrintsEachValueOnALine() {
        #expect(sicp(["eval", "(+ 1 2)", "(define x 3) (* x x)", "'(1 . 2)", "\"s\""])
            == Outcome(status: 0, output: "3\n9\n(1 . 2)\n\"s\"\n", errors: ""))
    }

    @Test func evalPrintsNothingForDefinitionsAndUnspecifiedValues() {
        #expect(sicp(["eval", "(define (f x) x)", "(define y 2)", "(if #f #f)", "(newline)"])
            == Outcome(status: 0, output: "\n", errors: ""))
    }

    @Test func evalStartsAValueOnAFreshLineAfterDisplay() {
        #expect(sicp(["eval", "(display \"a\") 1", "(display \"b\")"])
            == Outcome(status: 0, output: "a\n1\nb", errors: ""))
    }

    @Test func evalStopsAtTheFirstError() {
        #expect(sicp(["eval", "1 (display \"x\")", "(car '())", "2"]) == Outcome(
            status: 1, output: "1\nx",
            errors: ";The object (), passed as the first argument to car, is not the correct type.\n"))
        #expect(sicp(["eval", "1 (foo) 2"]) == Outcome(status: 1, output: "1\n", errors: ";Unbound variable: foo\n"))
    }

    @Test func evalDashReadsTheFormsFromStandardInput() {
        let forms = "(define (sq x)\n  (* x x))\n(sq 12)\n(sq 3) (sq 4)\n"
        #expect(sicp(["eval", "-"], stdin: forms) == Outcome(status: 0, output: "144\n9\n16\n", errors: ""))
        #expect(sicp(["eval", "-"], stdin: forms) == sicp(["eval", forms]))
        #expect(sicp(["eval", "(define z 7)", "-", "(+ z 1)"], stdin: "(* z 2)")
            == Outcome(status: 0, output: "14\n8\n", errors: ""))
        #expect(sicp(["eval", "-"], stdin: "1 (foo) 2") == sicp(["eval", "1 (foo) 2"]))
    }

    @Test func exitLeavesWithItsStatusAfterFlushing() {
        #expect(sicp(["eval", "(display \"bye\")", "(exit 3)", "(display \"never\")"])
            == Outcome(status: 3, output: "bye", errors: ""))
        #expect(sicp(["eval", "(exit)"]) == Outcome(status: 0, output: "", errors: ""))
        #expect(sicp(["eval", "(exit #f)"]) == Outcome(status: 1, output: "", errors: ""))
        #expect(sicp([], stdin: "1\n(exit 4)\n2\n") == Outcome(status: 4, output: "1\n", errors: ""))
    }

    @Test func eachRunNumbersProceduresFromTwelve() throws {
        let message = ";The procedure #[compound-procedure 12 f] has been called with 0 arguments; it requires exactly 1 argument.\n"
        let messages = try LargeStack.run { () -> [String] in
            (0..<2).map { _ in
                let errors = OutputPort()
                _ = Command(arguments: ["eval", "(define (f x) x)", "(f)"], input: .text(""),
                            output: OutputPort(), errors: errors).run()
                return errors.collected
            }
        }
        #expect(messages == [message, message])
    }

    @Test func theKitIsBuiltIn() {
        #expect(sicp(["eval", "(sum cube 1 inc 10)", "(product identity 1 inc 6)",
                      "(accumulate + 0 square 1 inc 3)", "(pascal-triangle 11 4)"])
            == Outcome(status: 0, output: "3025\n720\n14\n120\n", errors: ""))
    }

    // MARK: The REPL without a terminal

    @Test func pipedREPLPrintsValuesAndGoesOnAfterAnError() {
        let input = "(define (f x)\n  (* x x))\n(f 3)\n(foo)\n(f 4) (car 1) (f 5)\n(f 6)\n"
        #expect(sicp([], stdin: input) == Outcome(
            status: 1, output: "9\n16\n25\n36\n",
            errors: ";Unbound variable: foo\n;The object 1, passed as the first argument to car, is not the correct type.\n"))
    }

    @Test func pipedREPLReportsReaderErrorsAtTheirLineAndGoesOn() {
        #expect(sicp([], stdin: "1\n(+ 1\n   2)\n  )\n(+ 2 2)\n") == Outcome(
            status: 1, output: "1\n3\n4\n",
            errors: ";Parse error at line 4, column 3: unexpected close parenthesis\n"))
        // The forms before the error on its line run; the rest of the line is dropped.
        #expect(sicp([], stdin: "(+ 1 1) ) (+ 3 3)\n5\n") == Outcome(
            status: 1, output: "2\n5\n",
            errors: ";Parse error at line 1, column 9: unexpected close parenthesis\n"))
    }

    @Test func formsRunAsSoonAsALineCompletesThem() {
        #expect(sicp([], stdin: "(+ 1 2) (define (f x)\n (* x x)) (f 3) (+ 1\n 1)\n") == Outcome(
            status: 0, output: "3\n9\n2\n", errors: ""))
        let outcome = sicp([], stdin: "(+ 1 2) (define (f x)\n  (* x x))\n", interactive: true)
        #expect(outcome.output.hasSuffix("sicp> (+ 1 2) (define (f x)\n3\n...>   (* x x))\nf\nsicp> \n"))
    }

    @Test func aLongUnfinishedFormIsReadInLinearTime() {
        let lines = Array(repeating: "  (display x)\n", count: 20_000).joined()
        let start = ContinuousClock.now
        #expect(sicp([], stdin: "(define (f x)\n" + lines) == Outcome(
            status: 1, output: "",
            errors: ";Parse error at line 1, column 1: end of input inside a list: a ) is missing\n"))
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func pipedREPLReportsAnUnfinishedFormAtTheEnd() {
        #expect(sicp([], stdin: "1\n(define (f x)\n  (* x x)\n") == Outcome(
            status: 1, output: "1\n",
            errors: ";Parse error at line 2, column 1: end of input inside a list: a ) is missing\n"))
    }

    @Test func evalReportsReaderErrors() {
        #expect(sicp(["eval", "1 )"]) == Outcome(
            status: 1, output: "1\n", errors: ";Parse error at line 1, column 3: unexpected close parenthesis\n"))
        #expect(sicp(["eval", "(+ 1", "2"]) == Outcome(
            status: 1, output: "", errors: ";Parse error at line 1, column 1: end of input inside a list: a ) is missing\n"))
    }

    @Test func pipedREPLExitsZeroWhenEveryFormRan() {
        #expect(sicp([], stdin: "(define x 2)\n; a comment\n\n(* x 21)") == Outcome(status: 0, output: "42\n", errors: ""))
        #expect(sicp([], stdin: "") == Outcome(status: 0, output: "", errors: ""))
    }

    @Test func pipedREPLQuitsOnTheCommaCommand() {
        #expect(sicp([], stdin: "1\n,quit\n2\n") == Outcome(status: 0, output: "1\n", errors: ""))
        #expect(sicp([], stdin: "(foo)\n,q\n2\n").status == 1)
        #expect(sicp([], stdin: ",frob\n1\n") == Outcome(
            status: 1, output: "1\n", errors: ";Unknown command: ,frob (,help lists the commands)\n"))
    }

    // MARK: The REPL at a terminal (simulated: input lines are echoed)

    @Test func interactiveREPLPromptsEchoesDefinitionsAndGoesOn() {
        let input = "(define (f x)\n  (* x x))\n(f 12)\n(define y 2)\n(car '())\n(f 2) (f 3)\n(display \"a\")\n"
        let outcome = sicp([], stdin: input, interactive: true)
        #expect(outcome == Outcome(status: 0, output: """
            sicp 0.1.0: SICP 1, 2.2.3, 2.2.4, 3.5. ,help for commands; Ctrl-D leaves.
            sicp> (define (f x)
            ...>   (* x x))
            f
            sicp> (f 12)
            144
            sicp> (define y 2)
            y
            sicp> (car '())
            sicp> (f 2) (f 3)
            4
            9
            sicp> (display "a")
            a
            sicp> 

            """,
            errors: ";The object (), passed as the first argument to car, is not the correct type.\n"))
    }

    @Test func interactiveREPLReportsAStrayCloseParenthesisAndGoesOn() {
        let outcome = sicp([], stdin: ")\n(+ 1 2)\n", interactive: true)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("sicp> )\nsicp> (+ 1 2)\n3\nsicp> \n"))
        #expect(outcome.errors == ";Parse error at line 1, column 1: unexpected close parenthesis\n")
    }

    /// README.md's REPL session, typed at a (simulated) terminal whose
    /// screen shows standard output and standard error together.
    @Test func theREADMEsREPLSessionComesOutExactly() throws {
        let readme = try SourceFile.read(Paths.packageRoot + "/README.md", asProgram: false)
        let start = try #require(readme.firstRange(of: "```\n$ swift run -c release sicp\n"))
        let end = try #require(readme[start.upperBound...].firstRange(of: "```\n"))
        let screen = String(readme[start.upperBound..<end.lowerBound])
        let typed = screen.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            line.hasPrefix("sicp> ") || line.hasPrefix("...> ") ? line.dropFirst(line.hasPrefix("sicp> ") ? 6 : 5) : nil
        }
        let terminal = OutputPort()
        let command = Command(arguments: [], input: .text(typed.joined(separator: "\n") + "\n"),
                              output: terminal, errors: terminal, isInteractive: true)
        let status = try LargeStack.run { command.run() }
        #expect(status == 0)
        #expect(terminal.collected == screen + "sicp> \n")
    }

    @Test func interactiveREPLCommands() {
        let outcome = sicp([], stdin: ",help\n(car 1)\n,quit\n(never)\n", interactive: true)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("""
            sicp> ,help
            ,help                       list these commands
            ,trace EXPR                 evaluate EXPR, tracing every compound procedure it
                                        calls
            ,time EXPR                  evaluate EXPR, then show the time it took
            ,stats EXPR                 evaluate EXPR, then show its steps, space and calls
                                        per procedure
            ,growth EXPR VAR n1 n2 ...  measure EXPR for each value of VAR, fit its order of
                                        growth, plot it (--svg FILE: as a picture)
            ,tree EXPR                  draw the tree of EXPR's compound procedure calls
                                        (--nodes N, --depth N, --hide NAME, --repeats,
                                        --width N, --svg FILE)
            ,subst [--normal] EXPR      step EXPR by the substitution model (SICP 1.1.5);
                                        --steps N: lines shown; --width N (0: whole lines);
                                        --table: an iteration's state variables (figure 1.4)
            ,env EXPR                   evaluate EXPR, drawing the environment model:
                                        frames, bindings, procedure objects (SICP 3.2; --at
                                        N, --frames N, --json, --svg FILE)
            ,box EXPR                   draw EXPR's value as box-and-pointer structure (SICP
                                        2.2, 3.3; --pairs N, --json, --svg FILE)
            ,check [EXERCISE]           check this session's definitions as sicp check does;
                                        alone, list the exercises
            ,shape NAME                 explain the process NAME generates: its first call
                                        not in tail position, or iterative
            ,quit                       leave sicp (Ctrl-D does the same)
            Built in: chapter 1's sum, product, accumulate, filtered-accumulate,
            pascal-triangle; 2.2.3's sequences (map, filter, accumulate, flatmap,
            enumerate-interval); 2.2.4's picture language ((paint painter) draws in the
            terminal, (paint painter "file.svg") writes an SVG); 3.5's streams (cons-stream,
            delay, force, stream-car, stream-cdr, stream-map, stream-filter, stream-ref,
            stream-head).
            Limits: exact numbers up to 4194304 bits (up to 1,262,612 decimal digits); a
            larger result is refused before it is computed, with ;Aborting!: out of memory:
            and what it was. Memory: 1 GiB (--heap-limit SIZE or SICP_HEAP_LIMIT=SIZE, e.g.
            512M, 4G, none); past it, ;Aborting!: out of memory. The stack reserves 1 GiB of
            address space at start (not memory in use): under ulimit -v, allow 3 GB. Views:
            ,trace ,stats ,growth ,tree ,env follow 10,000,000 calls and 400,000 pending
            calls at most; ,subst 5,000,000 steps (--steps: lines shown). Loads nest 100
            deep at most; files and stdin up to 16 MiB.
            sicp> (car 1)
            sicp> ,quit

            """))
    }

    @Test func interactiveREPLExitsWithExitsStatus() {
        let outcome = sicp([], stdin: "(exit 7)\n", interactive: true)
        #expect(outcome.status == 7)
        #expect(outcome.output.hasSuffix("sicp> (exit 7)\n"))
    }

    // MARK: run

    @Test func runPrintsOnlyWhatTheProgramDisplays() throws {
        let file = try TemporaryFile("(define x 5)\n(display x)\n(newline)\n(+ x 1)\n(print \"done\" x)\n")
        defer { file.remove() }
        #expect(sicp(["run", file.path]) == Outcome(status: 0, output: "5\ndone5\n", errors: ""))
    }

    @Test func runStopsAtTheFirstError() throws {
        let file = try TemporaryFile("(display 1)\n(car 1)\n(display 2)\n")
        defer { file.remove() }
        #expect(sicp(["run", file.path]) == Outcome(
            status: 1, output: "1",
            errors: ";The object 1, passed as the first argument to car, is not the correct type.\n"))
    }

    @Test func runSkipsAScriptsInterpreterLine() throws {
        let file = try TemporaryFile("#!/usr/bin/env -S sicp run\n(display (square 7))\n")
        defer { file.remove() }
        #expect(sicp(["run", file.path]) == Outcome(status: 0, output: "49", errors: ""))
    }

    /// A Guile script's header is a block comment, `#!` to `!#`.
    @Test func runSkipsAGuileScriptsHeader() throws {
        let file = try TemporaryFile("#!/usr/bin/guile -s\n!#\n(display (square 7))\n(car 1)\n")
        defer { file.remove() }
        #expect(sicp(["run", file.path]) == Outcome(
            status: 1, output: "49",
            errors: ";The object 1, passed as the first argument to car, is not the correct type.\n"))
    }

    @Test func runDashReadsTheProgramFromStandardInput() {
        #expect(sicp(["run", "-"], stdin: "(display (+ 1 2))\n(+ 3 4)\n") == Outcome(status: 0, output: "3", errors: ""))
    }

    @Test func runAFileThatCannotBeReadExits64() {
        #expect(sicp(["run", "/nonexistent/x.scm"]) == Outcome(
            status: 64, output: "", errors: "sicp: cannot read /nonexistent/x.scm: No such file or directory\n"))
        #expect(sicp(["run", "/"]) == Outcome(status: 64, output: "", errors: "sicp: cannot read /: Is a directory\n"))
    }

    @Test func runExitsWithExitsStatus() throws {
        let file = try TemporaryFile("(display \"a\")\n(exit 9)\n(display \"b\")\n")
        defer { file.remove() }
        #expect(sicp(["run", file.path]) == Outcome(status: 9, output: "a", errors: ""))
    }

    // MARK: load

    @Test func loadEvaluatesAFilesFormsInTheGlobalEnvironment() throws {
        let file = try TemporaryFile("(define (twice x) (* 2 x))\n(display \"loaded\")\n")
        defer { file.remove() }
        #expect(sicp(["eval", "(load \"\(file.path)\")", "(twice 21)"])
            == Outcome(status: 0, output: "loaded\n42\n", errors: ""))
    }

    @Test func loadOfAMissingFileIsMITsError() {
        #expect(sicp(["eval", "(load \"/nonexistent/x.scm\")"]) == Outcome(
            status: 1, output: "",
            errors: ";Unable to open file \"/nonexistent/x.scm\" because: No such file or directory.\n"))
        #expect(sicp(["eval", "(load \"nope-x.scm\")"]) == Outcome(
            status: 1, output: "",
            errors: ";Unable to open file \"\(Paths.current)/nope-x.scm\" because: No such file or directory.\n"))
        #expect(sicp(["eval", "(load 42)"]) == Outcome(
            status: 1, output: "",
            errors: ";The object 42, passed as the first argument to load, is not the correct type.\n"))
    }

    // MARK: The seed's transcripts, in-process

    @Test func theSeedsTranscriptsComeOutExactly() throws {
        let program = try ["exercise-1.30.scm", "exercise-1.32.scm", "exercise-1.12.scm"]
            .map(Paths.fixtureText).joined(separator: "\n")
        let transcripts = try Paths.fixtureText("transcripts.scm")
        let expected = try Paths.fixtureText("transcripts.out")
        #expect(sicp(["eval", program, transcripts]) == Outcome(status: 0, output: expected, errors: ""))
        #expect(sicp([], stdin: program + transcripts) == Outcome(status: 0, output: expected, errors: ""))
    }

    // MARK: Ctrl-C

    @Test func anInterruptStopsAnEndlessLoopAndTheInterpreterGoesOn() async throws {
        // The interpreter watches a flag of its own, so that no other test's
        // evaluation can see this request.
        final class Shared: @unchecked Sendable {
            let flag = InterruptFlag()
            lazy var interp = Interp(output: OutputPort(), interrupt: flag)
            let started = Atomic<Bool>(false)
            let finished = Atomic<Bool>(false)
            var error: (any Error)?
        }
        let shared = Shared()
        let worker = Task.detached {
            _ = try? LargeStack.run {
                do {
                    try shared.interp.evaluate("(define (f) (f))")
                    shared.started.store(true, ordering: .sequentiallyConsistent)
                    try shared.interp.evaluate("(f)")
                } catch {
                    shared.error = error
                }
                shared.finished.store(true, ordering: .sequentiallyConsistent)
            }
        }
        while !shared.started.load(ordering: .sequentiallyConsistent) { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(100))
        let finishedEarly = shared.finished.load(ordering: .sequentiallyConsistent)
        #expect(!finishedEarly)
        shared.flag.request()
        await worker.value
        shared.flag.clear()
        #expect(shared.error as? EvalError == .interrupted)
        #expect(shared.error.map { "\($0)" } == ";Quit!")
        let sum = try LargeStack.run { try shared.interp.evaluate("(+ 1 2)") }
        #expect(Printer.write(sum[0]) == "3")
    }
}

/// An error message at a terminal breaks between words at the window's width.
@Suite struct ErrorWrappingTests {
    @Test func aLongMessageBreaksBetweenWords() {
        let message = ";The object (1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20), passed as the first argument "
            + "to integer-add, is not the correct type."
        #expect(ErrorWrapping.wrapped(message, width: 40) == """
            ;The object (1 2 3 4 5 6 7 8 9 10 11 12
            13 14 15 16 17 18 19 20), passed as the
            first argument to integer-add, is not
            the correct type.
            """)
        #expect(ErrorWrapping.wrapped(message, width: 200) == message)
    }

    /// Under a view, the sentences wrap and the table does not.
    @Test func aViewsSentencesWrapAndItsTableStays() {
        let text = " n  steps\n10     177\nprocess: a linear recursion (queen-cols waits for 1 call of itself per call) whose steps grow\n"
        #expect(ErrorWrapping.wrappedSentences(text, width: 40) == """
             n  steps
            10     177
            process: a linear recursion (queen-cols
            waits for 1 call of itself per call)
            whose steps grow

            """)
    }

    /// A word wider than the window stays whole; each line of a message of
    /// several lines is wrapped on its own.
    @Test func aWordWiderThanTheWindowStaysWhole() {
        let long = String(repeating: "x", count: 30)
        #expect(ErrorWrapping.wrapped(";Unbound variable: \(long)\n;To continue, call RESTART with an option number:",
                                      width: 20)
            == ";Unbound variable:\n\(long)\n;To continue, call\nRESTART with an\noption number:")
    }
}
