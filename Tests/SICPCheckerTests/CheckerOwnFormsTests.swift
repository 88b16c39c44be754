@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// `sicp check` on earlier answers and stream elements in the learner's own
/// form (issue 30): a companion under a name learners use (`invert-series`)
/// or called with the procedure first (`(weighted-pairs weight s t)`); a
/// helper neither the file nor the book defines, named instead of blamed;
/// 3.71's and 3.72's elements carrying their pairs. Each right file has a
/// wrong twin that still fails.
@Suite struct CheckerOwnFormsTests {
    typealias Report = ExercisesSection1Tests.Report

    @Test(arguments: reports)
    func report(_ expected: Report) throws {
        try ExercisesSection1Tests.verify(expected)
    }

    /// A call with a procedure first: a `lambda`, or a name the file defines as a procedure.
    @Test func procedureFirst() throws {
        func forms(_ text: String) -> [Value] {
            var reader = Reader(text)
            var forms: [Value] = []
            while let form = try? reader.read() { forms.append(form) }
            return forms
        }
        #expect(Companion.callsWithProcedureFirst("weighted-pairs", in: forms("(define (w p) 1) (define s (weighted-pairs w a b))")))
        #expect(Companion.callsWithProcedureFirst("weighted-pairs", in: forms("(f (weighted-pairs (lambda (p) 1) a b))")))
        #expect(!Companion.callsWithProcedureFirst("weighted-pairs", in: forms("(define w 1) (weighted-pairs a b w)")))
    }

    /// 2.38's values written in comments: the line of a value is read as
    /// the value of the nearest call above it that the file wrote, and only
    /// the calls the exercise asks about are judged.
    @Test func writtenValues() throws {
        func line(_ source: String) throws -> String? {
            let exercise = try #require(ExerciseChecker.exercise("2.38"))
            let report = try ExerciseChecker().check(exercise, source: source, fileName: "f.scm")
            return report.results.first { $0.line.contains("writes in its comments") }.map { $0.text }
        }
        // Under a call the exercise does not ask about: not judged.
        #expect(try line("(fold-left / 1 (list 1 2 3))\n(fold-right * 1 (list 1 2 3))\n; 1/6\n") == nil)
        // After a definition: the value of nothing written.
        #expect(try line("(fold-left / 1 (list 1 2 3))\n(define x 1)\n; 3/2\n") == nil)
        // Prose and the steps of a substitution are not read.
        #expect(try line("(fold-left / 1 (list 1 2 3))\n; the answer is 3/2, I think\n; (/ (/ 1 2) 3)\n") == nil)
        // An inexact value within the tolerance; the call quoted its list and wrote '().
        #expect(try line("; (fold-left / 1 '(1 2 3)) ==> 0.16666666666666666\n"
                         + "(fold-right list '() (list 1 2 3)) ; => '(1 (2 (3 ())))\n")
                == "✓ the values f.scm writes in its comments: all 2 are right\n")
        // The last value under a call is its answer.
        #expect(try line("(fold-right / 1 (list 1 2 3))\n; 1/6\n; 2/3\n")
                == "✗ the values f.scm writes in its comments: one is wrong\n"
                + "    line 3 gives 2/3 for (fold-right / 1 (list 1 2 3)); the book's `fold-right` gives 3/2\n")
        // A step written infix is no value; a value the learner marks as
        // their own mistake is not judged, the one after it is.
        #expect(try line("(fold-right / 1 (list 1 2 3))\n; 1 / (2 / 3)\n; should be 3/2\n") == nil)
        #expect(try line("(fold-right / 1 (list 1 2 3))\n; 1/6 <- wrong\n(fold-left / 1 (list 1 2 3))\n; 1/6\n")
                == "✓ the values f.scm writes in its comments: the one written is right\n")
        #expect(try line("(fold-right / 1 (list 1 2 3))\n; 1/6 <- まちがい\n; 2/3\n")
                == "✗ the values f.scm writes in its comments: one is wrong\n"
                + "    line 3 gives 2/3 for (fold-right / 1 (list 1 2 3)); the book's `fold-right` gives 3/2\n")
        #expect(Run.commentData(" 1 ]=> (fold-left list nil (list 1 2 3))")?.count == 1)
        #expect(Run.commentData(" CALL iter #[compound-procedure 12 f] (1 2)") == nil)
        #expect(!Run.isWrittenValue(try #require(Run.commentData("(list 1 2)")?.first)))
        #expect(Run.isWrittenValue(try #require(Run.commentData("'(((() . 1) . 2) . 3)")?.first)))
    }

    static let reports: [Report] = [
        // A stream only a commented-out test computes; never in place of a
        // stream of the book's name that the file runs.
        Report("3.71", "ex3.71-right-commented-test.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-commented-test.scm loads
            ✓ (taxi (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) cube-sum)): 1 case right
                the file binds no stream named `ramanujan-numbers`, `ramanujan`, `ramanujan-stream`: the stream judged is (taxi (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) cube-sum)), from the commented-out line 26
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-wrong-commented-unloaded.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-commented-unloaded.scm loads, with 1 warning
                warning: line 26: (define ramanujan-numbers (taxi (weighted-pairs positive-... stopped with ;Unbound variable: positive-integers: not defined
            ✗ `ramanujan-numbers`: ex3.71-wrong-commented-unloaded.scm's definition of `ramanujan-numbers` did not load: see the warning above
            1 of 2 checks failed.

            """),
        // A commented-out form that shares pairs is not walked (it hung).
        Report("3.71", "ex3.71-wrong-commented-circular.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-commented-circular.scm loads
            ✗ `ramanujan-numbers`: not found (looked for ramanujan-numbers, ramanujan, ramanujan-stream, ramanujan-nums, ramanujan-number, ramanujan-numbers-stream, taxicab-numbers, taxicab; name yours with --procedure NAME)
                ex3.71-wrong-commented-circular.scm defines no stream at top level
            1 of 2 checks failed.

            """),
        Report("3.71", "ex3.71-wrong-commented-right.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-commented-right.scm loads
            ✗ ramanujan-numbers: 1 of 1 case wrong
                (map (lambda (x) (element-number x weight-of-cubes)) (stream-head ramanujan-numbers 6)): expected (1729 4104 13832 20683 32832 39312), got (1730 4105 13833 20684 32833 39313)
            1 of 2 checks failed.

            """),
        Report("3.62", "ex3.62-right-invert-series.scm", passes: true, """
            Exercise 3.62: div-series and tan-series
            ✓ ex3.62-right-invert-series.scm loads
                note: this file uses `cosine-series` without defining it; the book's definition (exercise 3.59) was used
                note: this file uses `sine-series` without defining it; the book's definition (exercise 3.59) was used
                note: this file uses `mul-series` without defining it; the book's definition (exercise 3.60) was used
                note: this file uses `invert-series` without defining it; the book's `invert-unit-series` (exercise 3.61) was used under that name, for a series of any nonzero constant term
            ✓ div-series: 4 cases right
            ✓ tan-series: 2 cases right
            All 3 checks passed.

            """),
        Report("3.62", "ex3.62-unjudged-own-helper.scm", passes: false, """
            Exercise 3.62: div-series and tan-series
            ✓ ex3.62-unjudged-own-helper.scm loads
                note: this file uses `mul-series` without defining it; the book's definition (exercise 3.60) was used
            ? div-series: not judged
                it uses `calculate-inverse`, defined neither in ex3.62-unjudged-own-helper.scm nor by the book: 3 of its 4 cases stopped with ;Unbound variable: calculate-inverse, and the others passed
            ✗ `tan-series`: not found (looked for tan-series, tangent-series, tan-stream, tangent, tan; name yours with --procedure NAME)
                ex3.62-unjudged-own-helper.scm defines no stream at top level
            1 of 3 checks failed; 1 of 3 checks could not be judged.

            """),
        Report("3.62", "ex3.62-wrong-invert-series.scm", passes: false, """
            Exercise 3.62: div-series and tan-series
            ✓ ex3.62-wrong-invert-series.scm loads, with 1 warning
                warning: line 6: (define tan-series (div-series sine-series cosine-series)) stopped with ;Division by zero signalled by /.: not defined
                note: this file uses `cosine-series` without defining it; the book's definition (exercise 3.59) was used
                note: this file uses `sine-series` without defining it; the book's definition (exercise 3.59) was used
                note: this file uses `mul-series` without defining it; the book's definition (exercise 3.60) was used
                note: this file uses `invert-series` without defining it; the book's `invert-unit-series` (exercise 3.61) was used under that name, for a series of any nonzero constant term
            ✗ div-series: 4 of 4 cases wrong
                (stream-head (div-series (stream-map (lambda (k) 1) (integers-starting-from 1)) (cons-stream 1 (cons-stream -1 (stream-map (lambda (k) 0) (integers-starting-from 1))))) 6): expected (1 2 3 4 5 6), got (1 -2 1 0 0 0)
                (stream-head (div-series (integers-starting-from 1) (stream-map (lambda (k) 2) (integers-starting-from 1))) 5): expected (1/2 1/2 1/2 1/2 1/2), got (2 -2 0 0 0)
                (stream-head (div-series (stream-map (lambda (k) 3) (integers-starting-from 1)) (cons-stream 3 (stream-map (lambda (k) 0) (integers-starting-from 1)))) 5): expected (1 1 1 1 1), got (1 -1 0 0 0)
                (stream-head (div-series (integers-starting-from 1) (cons-stream 0 (integers-starting-from 1))) 3) gave (0 1 0), not an error: dividing by a series whose constant term is zero must signal an error, as exercise 3.62 asks
            ✗ `tan-series`: ex3.62-wrong-invert-series.scm's definition of `tan-series` did not load: see the warning above
            2 of 3 checks failed.

            """),
        Report("3.71", "ex3.71-right-weight-first.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-weight-first.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it, with the procedure first; the book's definition (exercise 3.70) was used, taking its arguments in that order
            ✓ taxi: 1 case right
                `taxi` is judged as `ramanujan-numbers`: it passes the checks
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-wrong-weight-first.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-weight-first.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it, with the procedure first; the book's definition (exercise 3.70) was used, taking its arguments in that order
            ✗ `ramanujan-numbers`: not found (looked for ramanujan-numbers, ramanujan, ramanujan-stream, ramanujan-nums, ramanujan-number, ramanujan-numbers-stream, taxicab-numbers, taxicab; name yours with --procedure NAME)
                ex3.71-wrong-weight-first.scm defines the streams pairs-by-weight, taxi, and none of them passes the checks, and none of the 2 unnamed streams it computes passes the checks
            1 of 2 checks failed.

            """),
        Report("3.76", "ex3.76-undecided-helper.scm", passes: false, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-undecided-helper.scm loads
            ? smooth: not judged
                it uses `first-of`, defined neither in ex3.76-undecided-helper.scm nor by the book: every case stopped with ;Unbound variable: first-of
            ✗ `make-zero-crossings`: not found (looked for make-zero-crossings, make-zero-crossing, smoothed-zero-crossings, make-smoothed-zero-crossings, smooth-zero-crossings, zero-crossings-smoothed, modular-zero-crossings, zero-crossings, zero-crossing; name yours with --procedure NAME)
                exercise 3.76 asks for the zero-crossing detector built on `smooth` too: a procedure, or a stream the file computes with `smooth`
                ex3.76-undecided-helper.scm defines smooth (1 argument)
            1 of 3 checks failed; 1 of 3 checks could not be judged.

            """),
        Report("3.71", "ex3.71-right-element-shape.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-element-shape.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✓ ramanujan-numbers: 1 case right
                its elements are not numbers: each was judged by the one number it carries (1729 in ((1 12) (9 10) 1729))
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-right-weight-in-cdr.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-weight-in-cdr.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✓ ramanujan: 1 case right
                its elements are not numbers: each was judged by the one number it carries (1729 in ((1 . 12) . 1729))
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-wrong-element-shape.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-element-shape.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✗ ramanujan-numbers: 1 of 1 case wrong
                (map (lambda (x) (element-number x weight-of-cubes)) (stream-head ramanujan-numbers 6)): expected (1729 4104 13832 20683 32832 39312), got (1730 4105 13833 20684 32833 39313)
            1 of 2 checks failed.

            """),
        Report("3.72", "ex3.72-right-numbered-pairs.scm", passes: true, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-right-numbered-pairs.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✓ three-ways: 3 cases right
                its elements are not numbers: each was judged by the weight its pairs share (325 for ((325 1 18) (325 6 17) (325 10 15)))
                note: a number comes twice in its first 10 elements: 1105, the sum of two squares in four ways, (4 33) (9 32) (12 31) (23 24), is listed twice (three of its ways, then three others); a stream of the numbers would list it once
            All 2 checks passed.

            """),
        Report("3.72", "ex3.72-wrong-numbered-pairs.scm", passes: false, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-wrong-numbered-pairs.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✗ three-ways: 2 of 3 cases wrong
                (map (lambda (x) (element-number x weight-of-squares)) (stream-head three-ways 8)): expected (325 425 650 725 845 850 925 1025), got (50 65 85 125 130 145 170 185)
                (let loop ((h (stream-head three-ways 8))) (or (null? h) (and (or (number? (car h)) (string? (car h))) (loop (cdr h))) (let* ((n (element-number (car h) weight-of-squares)) (ways (element-ways (car h)))) (and (number? n) (= (length ways) 3) (= (length (as-set ways)) 3) (= 3 (length (filter (lambda (w) (shows-square-sum? n w)) ways))) (loop (cdr h)))))) gave #f, not #t: the first 8 elements do not each show the number's three ways: exercise 3.72 asks for them, as in (325 (1 18) (6 17) (10 15))
            1 of 2 checks failed.

            """),
        Report("3.72", "ex3.72-right-pairs-only.scm", passes: true, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-right-pairs-only.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✓ three-ways: 3 cases right
                its elements are not numbers: each was judged by the weight its pairs share (325 for ((1 18) (6 17) (10 15)))
                note: a number comes twice in its first 10 elements: 1105, the sum of two squares in four ways, (4 33) (9 32) (12 31) (23 24), is listed twice (three of its ways, then three others); a stream of the numbers would list it once
            All 2 checks passed.

            """),
        Report("3.72", "ex3.72-wrong-pairs-only.scm", passes: false, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-wrong-pairs-only.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✗ three-ways: 2 of 3 cases wrong
                (map (lambda (x) (element-number x weight-of-squares)) (stream-head three-ways 8)): expected (325 425 650 725 845 850 925 1025), got (50 65 85 125 130 145 170 185)
                (let loop ((h (stream-head three-ways 8))) (or (null? h) (and (or (number? (car h)) (string? (car h))) (loop (cdr h))) (let* ((n (element-number (car h) weight-of-squares)) (ways (element-ways (car h)))) (and (number? n) (= (length ways) 3) (= (length (as-set ways)) 3) (= 3 (length (filter (lambda (w) (shows-square-sum? n w)) ways))) (loop (cdr h)))))) gave #f, not #t: the first 8 elements do not each show the number's three ways: exercise 3.72 asks for them, as in (325 (1 18) (6 17) (10 15))
            1 of 2 checks failed.

            """),
    ]
}
