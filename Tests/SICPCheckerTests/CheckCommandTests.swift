@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// `,check` at the prompt, as the REPL runs it (the REPL hands the command
/// `ProcessCommands.check`, from this module).
@Suite struct CheckCommandTests {}

/// `,check` at the prompt: the session's definitions, the same engine and messages.
extension CheckCommandTests {
    static func session(_ definitions: String, _ argument: String) throws -> String {
        try LargeStack.run(size: Scheme.stackSize) {
            try Scheme.run { interp, tracer, port in
                try interp.evaluate(definitions)
                port.clear()
                try ProcessCommands.run(
                    "check", argument: argument, interp: interp, tracer: tracer,
                    printValue: { port.write(Printer.write($0) + "\n") }, printText: { port.write($0) },
                    entries: [definitions],
                    check: { argument, interp, entries, printText in
                        try ProcessCommands.check(argument, interp: interp, entries: entries, printText: printText)
                    })
                return port.collected
            }
        }
    }

    @Test func checkAloneListsTheExercises() throws {
        let text = try Self.session("", "")
        #expect(text == ExerciseChecker.listing)
        #expect(text.contains("1.30  sum by an iterative process (sum)\n"))
    }

    @Test func checkJudgesTheSessionsDefinitions() throws {
        let text = try Self.session("""
            (define (sum term a next b)
              (if (> a b) 0 (+ (term a) (sum term (next a) next b))))
            """, " 1.30 ")
        #expect(text == """
            Exercise 1.30: sum by an iterative process
            ✓ sum: 7 cases right
            ✗ sum: iterative process
                   n  pending frames
                  10              11
                 100             101
                1000            1001
                5000            5001
                space grows as Θ(n): this is a linear recursive process; exercise 1.30 asks for an iterative one
                line 2, column 29: `(sum term (next a) next b)` is an argument of `+`, so `+` waits for it and every call keeps a frame: a linear recursive process
            1 of 2 checks failed.

            """)
    }

    @Test func checkOfAnUnknownExerciseIsAUsageError() {
        #expect(throws: ProcessCommands.UsageError(usage: ",check [EXERCISE] (unknown exercise '9.9'; ,check lists them)")) {
            try Self.session("", "9.9")
        }
    }
}


/// `,check` at the prompt finds the session's only procedure of the right arity.
extension CheckCommandTests {
    @Test func checkFallsBackToTheSessionsOnlyProcedureOfTheArity() throws {
        let text = try Self.session("""
            (define (my-expt b n)
              (define (it a b n)
                (cond ((= n 0) a) ((even? n) (it a (* b b) (/ n 2))) (else (it (* a b) b (- n 1)))))
              (it 1 b n))
            """, "1.16")
        #expect(text == """
            Exercise 1.16: fast exponentiation by an iterative process
            ✓ my-expt: 17 cases right
                `my-expt` is judged as `fast-expt-iter`: it passes the checks (the session defines no `fast-expt-iter`, `fast-expt-iterative`, `expt-iter`)
            ✓ my-expt: iterative process with Θ(log n) steps
            ✓ my-expt: as few loop turns as a Θ(log n) iteration (at most 2.5 times the reference's) (ratio 1.00)
            All 3 checks passed.

            """)
    }

    @Test func checkInAnEmptySessionSaysItDefinesNoProcedures() throws {
        let text = try Self.session("", "1.16")
        #expect(text.contains("    the session defines no procedures\n"))
        #expect(text.hasSuffix("1 of 1 checks failed.\n"))
    }
}

/// The time limits of `,check`: one per case, and four times as much for a
/// whole check.
extension CheckCommandTests {
    /// An answer that takes a good part of the limit on every case passes:
    /// no case runs out of the time of the cases before it.
    @Test(.disabled(if: Sanitizer.isOn, "depends on what finishes within a time limit"))
    func slowCasesEachHaveTheirOwnLimit() throws {
        let text = try LargeStack.run(size: Scheme.stackSize) {
            try Scheme.run { interp, _, _ in
                try interp.evaluate("""
                    (define (waste k) (if (= k 0) 0 (waste (- k 1))))
                    (define (sum term a next b)
                      (define (iter a result)
                        (if (> a b) result (iter (next a) (+ result (term a)))))
                      (waste 100000)
                      (iter a 0))
                    """)
                // `(waste 100000)` makes each case some 100,000 steps:
                // 1,000,000 a case leave room.
                let report = ExerciseChecker(stepLimit: 1_000_000, timeLimit: .seconds(600))
                    .check(try #require(ExerciseChecker.exercise("1.30")), session: interp, definedNames: ["sum", "waste"])
                return report.text
            }
        }
        #expect(text.contains("✓ sum: 7 cases right\n"))
        #expect(!text.contains("time limit") && !text.contains("step limit"))
    }
}
