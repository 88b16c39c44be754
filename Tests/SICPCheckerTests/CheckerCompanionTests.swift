@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// `sicp check` on files as learners leave them (issue 30): a file that uses
/// what the book defines before the exercise (`integers`, `merge`, an
/// earlier exercise's `mul-series`) without defining or loading it gets the
/// book's definition and a note, and is judged on its answer (so does one
/// that uses a book's procedure under its words in another order, as a
/// learner's own library names it: `stream-scale`, `cdr-stream`); the checker's
/// own cases read the built-ins as at start-up (a file's `stream-head` that
/// prints, or its own `car`, changes only the file's code); streams are
/// found as procedures of no arguments and as the unnamed streams of
/// top-level expressions; 2.37's `transpose` may live inside
/// `matrix-*-matrix`. Each with a wrong file that still fails.
@Suite struct CheckerCompanionTests {
    typealias Report = ExercisesSection1Tests.Report

    @Test(arguments: reports)
    func report(_ expected: Report) throws {
        try ExercisesSection1Tests.verify(expected)
    }

    /// A name the exercise asks for is never supplied: 3.59's
    /// `integrate-series` is the answer, not a companion.
    @Test func theAnswerIsNeverSupplied() throws {
        let exercise = try #require(ExerciseChecker.exercise("3.59"))
        let source = """
            (define cosine-series (cons-stream 1 (scale-stream (integrate-series sine-series) -1)))
            (define sine-series (cons-stream 0 (integrate-series cosine-series)))
            """
        let report = try LargeStack.run(size: Scheme.stackSize) {
            try ExerciseChecker(stepLimit: 2_000_000, timeLimit: .seconds(300)).check(exercise, source: source, fileName: "f.scm")
        }
        #expect(!report.passed)
        #expect(report.text == """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ f.scm loads
                note: this file does not define `exp-series`; the checks use the book's (exercise 3.59)
            ✗ `integrate-series`: not found (looked for integrate-series, integrate-series-stream, integ-series, integrate-stream; name yours with --procedure NAME)
                f.scm defines no procedures
            ✗ cosine-series: 2 of 2 cases wrong
                every case stopped with ;Unbound variable: integrate-series
                as in (stream-head cosine-series 7)
            ✗ sine-series: 2 of 2 cases wrong
                every case stopped with ;Unbound variable: integrate-series
                as in (stream-head sine-series 7)
            3 of 4 checks failed.

            """)
    }

    /// A companion is supplied from the exercise after the one that asks
    /// for it, in the same chapter: `integers` in 3.53 and later, not in
    /// chapter 2; a name the file binds anywhere (a parameter) is its own.
    @Test func companionsByExercise() {
        #expect(Companion.available(for: "3.53")["integers"] != nil)
        #expect(Companion.available(for: "3.52")["integers"] == nil)
        #expect(Companion.available(for: "2.42")["integers"] == nil)
        #expect(Companion.available(for: "3.60")["mul-series"] == nil)
        #expect(Companion.available(for: "3.61")["mul-series"] != nil)
        var reader = Reader("(define (f integers) (stream-head integers 3)) (display '(ones merge)) (g fibs)")
        var forms: [Value] = []
        while let form = try? reader.read() { forms.append(form) }
        let (used, bound) = Companion.references(in: forms)
        #expect(bound == ["f", "integers"])
        #expect(used.contains("fibs") && !used.contains("ones") && !used.contains("merge"))
    }

    /// A circular datum ends the walk.
    @Test func aCircularDatumEndsTheWalk() throws {
        var reader = Reader("#0=(a b . #0#)")
        let form = try #require(try reader.read())
        let (used, _) = Companion.references(in: [form], budget: 1000)
        #expect(used == ["a", "b"])
    }

    static let reports: [Report] = [
        Report("2.37", "ex2.37-right-given-dot-product.scm", passes: true, """
            Exercise 2.37: matrix operations
            ✓ ex2.37-right-given-dot-product.scm loads
                note: this file uses `dot-product` without defining it; the book's definition (exercise 2.37) was used
            ✓ matrix-*-vector: 2 cases right
            ✓ transpose: 3 cases right
            ✓ matrix-*-matrix: 3 cases right
            All 4 checks passed.

            """),
        Report("3.76", "ex3.76-right-books-detector.scm", passes: true, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-right-books-detector.scm loads, with 1 warning
                warning: line 7: (define zero-crossings (make-zero-crossings (smooth sense... stopped with ;Unbound variable: sense-data: not defined
                note: this file uses `make-zero-crossings` without defining it; the book's definition (3.5.3) was used
            ✓ smooth: 5 cases right
            ✓ zero-crossings: 2 cases right (called on the signal alone)
                note: `zero-crossings` (line 7) is the zero-crossing detector made with `smooth` over `sense-data`, which the file does not define: judged as a procedure of it, (lambda (sense-data) ...)
            All 3 checks passed.

            """),
        Report("3.76", "ex3.76-wrong-books-detector.scm", passes: false, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-wrong-books-detector.scm loads, with 1 warning
                warning: line 6: (define zero-crossings (make-zero-crossings (smooth sense... stopped with ;Unbound variable: sense-data: not defined
                note: this file uses `make-zero-crossings` without defining it; the book's definition (3.5.3) was used
            ✗ smooth: 5 of 5 cases wrong
                (stream-ref (smooth (integers-starting-from 1)) 0): expected 3/2, got 1
                (stream-ref (smooth (integers-starting-from 1)) 5): expected 13/2, got 6
                (stream-ref (smooth (stream-map square (integers-starting-from 1))) 3): expected 41/2, got 16
                (stream-ref (smooth (stream-map (lambda (k) (if (even? k) 1 -1)) (integers-starting-from 1))) 7): expected 0, got 1
                (stream-ref (smooth (stream-map (lambda (k) (sin k)) (integers-starting-from 1))) 9): expected -0.7720056587200366, got -0.5440211108893698
            ✓ zero-crossings: 2 cases right (called on the signal alone)
                note: `zero-crossings` (line 6) is the zero-crossing detector made with `smooth` over `sense-data`, which the file does not define: judged as a procedure of it, (lambda (sense-data) ...)
            1 of 3 checks failed.

            """),
        Report("2.37", "ex2.37-right-inner-transpose.scm", passes: true, """
            Exercise 2.37: matrix operations
            ✓ ex2.37-right-inner-transpose.scm loads
                note: this file uses `accumulate-n` without defining it; the book's definition (exercise 2.36) was used
            ✓ dot-product: 3 cases right
            ✓ matrix-*-vector: 2 cases right
            ✓ transpose: 3 cases right
                `transpose` is defined inside `matrix-*-matrix` (line 3): its definitions were evaluated as if at top level
            ✓ matrix-*-matrix: 3 cases right
            All 5 checks passed.

            """),
        Report("3.54", "ex3.54-right-own-stream-head.scm", passes: true, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-right-own-stream-head.scm loads
            ✓ mul-streams: 3 cases right
            ✓ factorials: 2 cases right
            All 3 checks passed.

            """),
        Report("1.7", "ex1.7-wrong-assigns-undefined.scm", passes: false, """
            Exercise 1.7: sqrt with a good-enough? that works for small and large numbers
            ✓ ex1.7-wrong-assigns-undefined.scm loads
            ? sqrt: not judged
                it uses `good-enough?`, defined neither in ex1.7-wrong-assigns-undefined.scm nor by the book: every case stopped with ;Unbound variable: good-enough?
            1 of 2 checks could not be judged.

            """),
        Report("3.56", "ex3.56-right-companion-merge.scm", passes: true, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-right-companion-merge.scm loads
                note: this file uses `merge` without defining it; the book's definition (exercise 3.56) was used
            ✓ S: 3 cases right
            All 2 checks passed.

            """),
        Report("3.56", "ex3.56-right-own-merge-integers.scm", passes: true, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-right-own-merge-integers.scm loads
            ✓ merge: 3 cases right
            ✓ S: 3 cases right
            All 3 checks passed.

            """),
        Report("3.54", "ex3.54-right-renamed-stream-procedures.scm", passes: true, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-right-renamed-stream-procedures.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `cdr-stream` without defining it; `stream-cdr` was used under that name
            ✓ mul-streams: 3 cases right
            ✓ factorials: 2 cases right
            All 3 checks passed.

            """),
        Report("3.56", "ex3.56-right-renamed-scale-stream.scm", passes: true, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-right-renamed-scale-stream.scm loads
                note: this file uses `merge` without defining it; the book's definition (exercise 3.56) was used
                note: this file uses `stream-scale` without defining it; `scale-stream` was used under that name
            ✓ S: 3 cases right
            All 2 checks passed.

            """),
        Report("3.56", "ex3.56-wrong-renamed-scale-stream.scm", passes: false, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-wrong-renamed-scale-stream.scm loads
                note: this file uses `merge` without defining it; the book's definition (exercise 3.56) was used
                note: this file uses `stream-scale` without defining it; `scale-stream` was used under that name
            ✗ S: 2 of 3 cases wrong
                (stream-head S 20): expected (1 2 3 4 5 6 8 9 10 12 15 16 18 20 24 25 27 30 32 36), got (1 2 3 4 6 7 8 9 12 14 16 18 21 24 27 28 32 36 42 48)
                (stream-ref S 99): expected 1536, got 2352
            1 of 2 checks failed.

            """),
        Report("3.61", "ex3.61-right-companion-mul-series.scm", passes: true, """
            Exercise 3.61: invert-unit-series
            ✓ ex3.61-right-companion-mul-series.scm loads
                note: this file uses `mul-series` without defining it; the book's definition (exercise 3.60) was used
            ✓ invert-unit-series: 4 cases right
            All 2 checks passed.

            """),
        Report("3.61", "ex3.61-wrong-companion-mul-series.scm", passes: false, """
            Exercise 3.61: invert-unit-series
            ✓ ex3.61-wrong-companion-mul-series.scm loads
                note: this file uses `mul-series` without defining it; the book's definition (exercise 3.60) was used
            ✗ invert-unit-series: 4 of 4 cases wrong
                (stream-head (invert-unit-series (cons-stream 1 (cons-stream -1 (stream-map (lambda (k) 0) (integers-starting-from 1))))) 6): expected (1 1 1 1 1 1), got (1 -1 1 -1 1 -1)
                (stream-head (invert-unit-series (stream-map (lambda (k) 1) (integers-starting-from 1))) 6): expected (1 -1 0 0 0 0), got (1 1 2 4 8 16)
                (stream-head (invert-unit-series (integers-starting-from 1)) 6): expected (1 -2 1 0 0 0), got (1 2 7 24 82 280)
                (stream-head (invert-unit-series (let () (define e (cons-stream 1 (stream-map / e (integers-starting-from 1)))) e)) 6): expected (1 -1 1/2 -1/6 1/24 -1/120), got (1 1 3/2 13/6 25/8 541/120)
            1 of 2 checks failed.

            """),
        Report("3.69", "ex3.69-right-thunk.scm", passes: true, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-right-thunk.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✓ triples: 3 cases right
            ✓ (py-triples): 1 case right
                `py-triples` is a procedure of no arguments: the stream judged is (py-triples)
            All 3 checks passed.

            """),
        Report("3.70", "ex3.70-right-unnamed.scm", passes: true, """
            Exercise 3.70: merge-weighted, weighted-pairs, and the streams of pairs a and b
            ✓ ex3.70-right-unnamed.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✓ merge-weighted: 3 cases right
            ✓ weighted-pairs: 3 cases right
            ✓ (weighted-pairs integers integers (lambda (p) (+ (car p) (cadr p)))): 2 cases right
                the file names no `a`, `sa`, `stream-a`: the stream judged is (weighted-pairs integers integers (lambda (p) (+ (car p) (cadr p)))), from the expression on line 13
            ✓ (weighted-pairs odd235 odd235 (lambda (p) (+ (* 2 (car p)) (* 3 (cadr p)) (* 5 (car p) (cadr p))))): 1 case right
                the file names no `b`, `sb`, `stream-b`: the stream judged is (weighted-pairs odd235 odd235 (lambda (p) (+ (* 2 (car p)) (* 3 (cadr p)) (* 5 (car p) (cadr p))))), from the expression on line 15
            All 5 checks passed.

            """),
        Report("3.70", "ex3.70-wrong-unnamed.scm", passes: false, """
            Exercise 3.70: merge-weighted, weighted-pairs, and the streams of pairs a and b
            ✓ ex3.70-wrong-unnamed.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✓ merge-weighted: 3 cases right
            ✓ weighted-pairs: 3 cases right
            ✗ `a`: not found (looked for a, sa, stream-a, a-stream, pairs-a, weighted-a, a-pairs, ordered-by-sum, sum-ordered-pairs, pairs-by-sum, sum-pairs, ex-a, s-a, part-a; name yours with --procedure NAME)
                ex3.70-wrong-unnamed.scm defines no stream at top level, and the one unnamed stream it computes does not pass the checks
            ✗ `b`: not found (looked for b, sb, stream-b, b-stream, pairs-b, weighted-b, b-pairs, ex-b, s-b, part-b; name yours with --procedure NAME)
                ex3.70-wrong-unnamed.scm defines no stream at top level, and the one unnamed stream it computes does not pass the checks
            2 of 5 checks failed.

            """),
        Report("3.67", "ex3.67-right-gauche-library.scm", passes: true, """
            Exercise 3.67: all pairs of integers
            ✓ ex3.67-right-gauche-library.scm loads
                note: skipped: (provide "./stream-lib.scm"), (provide "./stream-map.scm")
            ✓ all-integer-pairs: 2 cases right
                `all-integer-pairs` (line 12) is judged as `all-pairs`: it passes the checks
            All 2 checks passed.

            """),
        Report("3.67", "ex3.67-wrong-gauche-library.scm", passes: false, """
            Exercise 3.67: all pairs of integers
            ✓ ex3.67-wrong-gauche-library.scm loads
                note: skipped: (provide "./stream-lib.scm"), (provide "./stream-map.scm")
            ✗ all-integer-pairs: 1 of 2 cases wrong
                `all-integer-pairs` (line 12) is judged as `all-pairs`: the procedure closest to passing (the file defines no `all-pairs`, `all-pairs-stream`, `pairs-all`)
                (as-set (filter (lambda (p) (and (<= (car p) 4) (<= (cadr p) 4))) (stream-head (all-integer-pairs (integers-starting-from 1) (integers-starting-from 1)) 300))): expected ((1 1) (1 2) (1 3) (1 4) (2 1) (2 2) (2 3) (2 4) (3 1) (3 2) (3 3) (3 4) (4 1) (4 2) (4 3) (4 4)), got ((1 1) (1 2) (1 3) (1 4) (2 2) (2 3) (2 4) (3 1) (3 3) (3 4) (4 1) (4 2) (4 4))
            1 of 2 checks failed.

            """),
        Report("3.76", "ex3.76-right-loads-old-detector.scm", passes: true, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-right-loads-old-detector.scm loads
                note: skipped: (provide "./stream-lib.scm"), (provide "./stream-map.scm")
            ✓ smooth: 5 cases right
            ✓ make-zero-crossings-smoothed: 2 cases right
                `make-zero-crossings-smoothed` (line 8) is judged as `make-zero-crossings`: it passes the checks (the file defines no `make-zero-crossing`, `smoothed-zero-crossings`, `make-smoothed-zero-crossings`)
            All 3 checks passed.

            """),
        Report("3.76", "ex3.76-wrong-loads-old-detector.scm", passes: false, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-wrong-loads-old-detector.scm loads
                note: skipped: (provide "./stream-lib.scm"), (provide "./stream-map.scm")
            ✓ smooth: 5 cases right
            ✗ `make-zero-crossings`: not found (looked for make-zero-crossings, make-zero-crossing, smoothed-zero-crossings, make-smoothed-zero-crossings, smooth-zero-crossings, zero-crossings-smoothed, modular-zero-crossings, zero-crossings, zero-crossing; name yours with --procedure NAME)
                exercise 3.76 asks for the zero-crossing detector built on `smooth` too: a procedure, or a stream the file computes with `smooth`
                `make-zero-crossings` is defined by a file this one loads (line 3), written before this file's `smooth`: not the detector built on it
                ex3.76-wrong-loads-old-detector.scm defines average (2 arguments), smooth (1 argument)
                the files it loads define stream-map (any number of arguments), integers-starting-from (1 argument), interleave (2 arguments), pairs (2 arguments), sign-change-detector (2 arguments), make-zero-crossings (3 arguments)
            1 of 3 checks failed.

            """),
    ]
}
