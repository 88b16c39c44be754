@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// The registry's value roles (1.35's `golden-ratio` defined as a number),
/// relative steps (1.23: half the loop turns of 1.22's `smallest-divisor`)
/// and "uses" (1.46: `sqrt` written with `iterative-improve`), each with a
/// right and a wrong learner's file and the exact report.
@Suite struct CheckerRoleFeaturesTests {
    @Test func goldenRatioDefinedAsTheRightNumberPasses() throws {
        let (text, passed) = try ExercisesSection1Tests.check("1.35", "ex1.35-right-number.scm")
        #expect(passed)
        #expect(text == """
            Exercise 1.35: the golden ratio by fixed-point
            ✓ ex1.35-right-number.scm loads
            ✓ fixed-point: 4 cases right
            ✓ phi: its value 1.6180327868852458 is right
            All 3 checks passed.

            """)
    }

    @Test func goldenRatioDefinedAsAWrongNumberFails() throws {
        let (text, passed) = try ExercisesSection1Tests.check("1.35", "ex1.35-wrong-number.scm")
        #expect(!passed)
        #expect(text == """
            Exercise 1.35: the golden ratio by fixed-point
            ✓ ex1.35-wrong-number.scm loads
            ✓ fixed-point: 4 cases right
            ✗ golden-ratio: its value is wrong
                golden-ratio is 0.6180327868852459, expected 1.618033988749895 (within 0.0001 relative)
            1 of 3 checks failed.

            """)
    }

    @Test func goldenRatioDefinedAsAStringIsNotANumber() throws {
        let exercise = try #require(ExerciseChecker.exercise("1.35"))
        let source = try Fixture.text("learners/ex1.35-right-number.scm")
            .replacing("(define phi (fixed-point (lambda (x) (+ 1 (/ 1 x))) 1.0))", with: "(define phi \"1.618\")")
        let report = try LargeStack.run(size: Scheme.stackSize) {
            try ExerciseChecker(stepLimit: 2_000_000, timeLimit: .seconds(600)).check(exercise, source: source, fileName: "f.scm")
        }
        #expect(!report.passed)
        #expect(report.results.last?.text == """
            ✗ phi: its value is wrong: not a number
                phi is "1.618", expected 1.618033988749895

            """)
    }

    @Test func sqrtWithoutIterativeImproveFails() throws {
        let (text, passed) = try ExercisesSection1Tests.check("1.46", "ex1.46-wrong-sqrt-without.scm")
        #expect(!passed)
        #expect(text == """
            Exercise 1.46: iterative-improve, with sqrt and fixed-point written with it
            ✓ ex1.46-wrong-sqrt-without.scm loads
            ✓ iterative-improve: 3 cases right
            ✓ sqrt: 4 cases right
            ✗ sqrt: not written with iterative-improve
                (sqrt 2.0) never calls iterative-improve; exercise 1.46 asks for sqrt written with iterative-improve
            ✓ fixed-point: 4 cases right
            ✓ fixed-point: written with iterative-improve
            1 of 6 checks failed.

            """)
    }

    /// The loop's turns, not all the calls: `next` is called once a turn.
    @Test func loopCallsCountTheMostCalledCompoundProcedure() throws {
        let interp = Interp(output: OutputPort(), interrupt: InterruptFlag())
        try interp.evaluate("""
            (define (next n) (if (= n 2) 3 (+ n 2)))
            (define (find-divisor n d) (cond ((> (* d d) n) n) ((= (remainder n d) 0) d) (else (find-divisor n (next d)))))
            """)
        let m = try Statistics.measure(interp, "(find-divisor 101 2)")
        #expect(m.loopCalls == 6)  // d = 2, 3, 5, 7, 9, 11
        #expect(m.steps == 11)     // and next 5 times
    }
}
