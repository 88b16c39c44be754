@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// A file that holds one lettered part of an exercise by its name
/// (`exercise-31-b.scm`, `p47-b.scm`, `3.59a.scm`; issue 30, a held-out
/// corpus): what only the other part asks for is not looked for, and a note
/// says so. What the part asks for is judged as ever: a wrong part fails,
/// and a procedure named for the other process (`product-iter`, recursive)
/// is not excused.
@Suite struct CheckerPartFileTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let number, file, source: String
        let passes: Bool
        let report: String
        init(_ number: String, _ file: String, source: String, passes: Bool, report: String) {
            (self.number, self.file, self.source, self.passes, self.report) = (number, file, source, passes, report)
        }
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case("1.31", "exercise-31-a.scm", source: """
            (define (product term a next b)
              (if (> a b)
                  1
                  (* (term a) (product term (next a) next b))))
            (define (factorial n) (product (lambda (x) x) 1 (lambda (x) (+ x 1)) n))
            (* 4.0 (product (lambda (k) (if (even? k) (/ (+ k 2) (+ k 1)) (/ (+ k 1) (+ k 2)))) 1 (lambda (k) (+ k 1)) 100))
            """, passes: true, report: """
            Exercise 1.31: product, by a recursive and by an iterative process; factorial
            ✓ exercise-31-a.scm loads
                note: exercise-31-a.scm holds part (a) of exercise 1.31 by its name: the iterative `product`, which the other part asks for, is not looked for
            ✓ product: 7 cases right
            ✓ product: recursive process (linear recursive: space Θ(n))
            ✓ factorial: 5 cases right
            ✓ the approximation of pi: line 6, (* 4.0 (product (lambda (k) (if (even? k) (/ (+ k 2) (+ k..., gives 3.1570301764551676, near pi
                note: the file defines no procedure for it (looked for pi, pi-approx, approx-pi and procedures that call `product`): its top-level expression was judged
            All 5 checks passed.

            """),
        Case("1.31", "exercise-31-b.scm", source: """
            (define (product-iter term a next b)
              (define (iter a result)
                (if (> a b)
                    result
                    (iter (next a) (* result (term a)))))
              (iter a 1))
            """, passes: true, report: """
            Exercise 1.31: product, by a recursive and by an iterative process; factorial
            ✓ exercise-31-b.scm loads
                note: exercise-31-b.scm holds part (b) of exercise 1.31 by its name: the recursive `product` and `pi`, which the other part asks for, are not looked for
            ✓ product-iter: 7 cases right
            ✓ product-iter: iterative process (pending frames stay at 2 from n = 10 to 5000)
            All 3 checks passed.

            """),
        Case("1.31", "exercise-31b.scm", source: """
            (define (product-iter term a next b)
              (if (> a b)
                  1
                  (* (term a) (product-iter term (next a) next b))))
            """, passes: false, report: """
            Exercise 1.31: product, by a recursive and by an iterative process; factorial
            ✓ exercise-31b.scm loads
                note: exercise-31b.scm holds part (b) of exercise 1.31 by its name: `pi`, which the other part asks for, is not looked for
            ✓ product-iter: 7 cases right
                `product-iter` (line 1) is judged as the recursive `product`: it passes the checks (the file defines no `product`, `product-rec`, `product-recursive`)
            ✓ product-iter: recursive process (linear recursive: space Θ(n))
            ✗ the iterative `product`: not found (looked for product-iter, product-iterative, product-i, iterative-product, iter-product, product; name yours with --procedure iterative=NAME)
                exercise-31b.scm defines product-iter (4 arguments)
            1 of 4 checks failed.

            """),
        Case("2.47", "p47-b.scm", source: """
            (define (make-frame origin edge1 edge2) (cons origin (cons edge1 edge2)))
            (define (origin-frame f) (car f))
            (define (edge1-frame f) (cadr f))
            (define (edge2-frame f) (cddr f))
            """, passes: true, report: """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ p47-b.scm loads
            ✓ make-frame and its selectors: 1 case right
                note: p47-b.scm holds part (b) of exercise 2.47 by its name: one of the representations of a frame, so the other is not looked for
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            All 3 checks passed.

            """),
        Case("3.59", "3.59a.scm", source: """
            (define (integrate-series s) (stream-map / s (integers-starting-from 1)))
            """, passes: true, report: """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ 3.59a.scm loads
                note: this file does not define `exp-series`; the checks use the book's (exercise 3.59)
                note: 3.59a.scm holds part (a) of exercise 3.59 by its name: `cosine-series` and `sine-series`, which the other part asks for, are not looked for
            ✓ integrate-series: 4 cases right
            All 2 checks passed.

            """),
        Case("3.59", "3.59-a.scm", source: """
            (define (integrate-series s) (stream-map * s (integers-starting-from 1)))
            """, passes: false, report: """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ 3.59-a.scm loads
                note: this file does not define `exp-series`; the checks use the book's (exercise 3.59)
                note: 3.59-a.scm holds part (a) of exercise 3.59 by its name: `cosine-series` and `sine-series`, which the other part asks for, are not looked for
            ✗ integrate-series: 4 of 4 cases wrong
                (stream-head (integrate-series (stream-map (lambda (k) 1) (integers-starting-from 1))) 5): expected (1 1/2 1/3 1/4 1/5), got (1 2 3 4 5)
                (stream-head (integrate-series (integers-starting-from 1)) 5): expected (1 1 1 1 1), got (1 4 9 16 25)
                (stream-head (integrate-series (scale-stream (integers-starting-from 0) 2)) 4): expected (0 1 4/3 3/2), got (0 4 12 24)
                (stream-head exp-series 6): expected (1 1 1/2 1/6 1/24 1/120), got (1 1 2 6 24 120)
            1 of 2 checks failed.

            """),
    ]

    @Test(arguments: cases)
    func aPartFileIsJudgedOnItsPart(_ expected: Case) throws {
        let report = try LargeStack.run(size: Scheme.stackSize) { () throws -> CheckReport in
            if let pictures = PictureChecker.exercise(expected.number) {
                return try PictureChecker().check(pictures, source: expected.source, fileName: expected.file)
            }
            let exercise = try #require(ExerciseChecker.exercise(expected.number))
            return try ExerciseChecker(stepLimit: 2_000_000, timeLimit: .seconds(300))
                .check(exercise, source: expected.source, fileName: expected.file)
        }
        #expect(report.passed == expected.passes)
        #expect(report.text == expected.report)
    }

    @Test(arguments: [
        ("exercise-31-a.scm", "a"), ("exercise-31-b.scm", "b"), ("1.31a.scm", "a"), ("ex1.32_b.rkt", "b"),
        ("p47-b.scm", "b"), ("ex3.59.part-a.scm", "a"), ("dir/sub/70-b.ss", "b"), ("EX-1.37B.SCM", "b"),
    ])
    func partNames(file: String, part: String) {
        #expect(ExerciseChecker.partByName(file) == part)
    }

    @Test(arguments: ["ex-2.45.scm", "lambda.scm", "sicp-b.scm", "1.31.scm", "tab.scm", "ex1.31-rb.scm"])
    func otherNamesHoldNoPart(file: String) {
        #expect(ExerciseChecker.partByName(file) == nil)
    }
}
