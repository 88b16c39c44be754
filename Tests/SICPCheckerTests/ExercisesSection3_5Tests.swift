@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// `sicp check` on section 3.5's exercises (streams): for each, two or more right answers in
/// different styles and the classic wrong ones (files in
/// `Fixtures/learners/`), each with its exact report (the report's beginning
/// where a check runs into the time limit, which depends on the machine).
@Suite struct ExercisesSection3_5Tests {
    typealias Report = ExercisesSection1Tests.Report

    @Test(arguments: reports)
    func report(_ expected: Report) throws {
        try ExercisesSection1Tests.verify(expected)
    }

    @Test func everyExerciseHasTwoRightAnswersAndAWrongOne() {
        ExercisesSection1Tests.verifyCoverage(Self.reports)
    }

    static let reports: [Report] = [
        Report("3.50", "ex3.50-right-racket-stream-cons.scm", passes: true, """
            Exercise 3.50: stream-map of several streams
            ✓ ex3.50-right-racket-stream-cons.scm loads
                note: skipped: #lang racket
            ✓ stream-map: 6 cases right
            All 2 checks passed.

            """),
        Report("3.50", "ex3.50-wrong-stream-cons-in-mit.scm", passes: false, """
            Exercise 3.50: stream-map of several streams
            ✓ ex3.50-wrong-stream-cons-in-mit.scm loads
                note: `stream-cons` is Racket's (racket/stream) and SRFI 41's, and the file has no #lang, require or import that gives it: it is unbound, as in MIT Scheme (;Unbound variable: stream-cons), where the book's streams are made with cons-stream
            ? stream-map: not judged
                it uses `stream-cons`, defined neither in ex3.50-wrong-stream-cons-in-mit.scm nor by the book: 5 of its 6 cases stopped with ;Unbound variable: stream-cons, and the others passed
            1 of 2 checks could not be judged.

            """),
        Report("3.50", "ex3.50-right-any-empty.scm", passes: true, """
            Exercise 3.50: stream-map of several streams
            ✓ ex3.50-right-any-empty.scm loads
            ✓ stream-map-n: 6 cases right
            All 2 checks passed.

            """),
        Report("3.50", "ex3.50-right-book.scm", passes: true, """
            Exercise 3.50: stream-map of several streams
            ✓ ex3.50-right-book.scm loads
            ✓ stream-map: 6 cases right
            All 2 checks passed.

            """),
        Report("3.50", "ex3.50-right-define-syntax.scm", passes: true, """
            Exercise 3.50: stream-map of several streams
            ✓ ex3.50-right-define-syntax.scm loads
            ✓ stream-map: 6 cases right
            All 2 checks passed.

            """),
        Report("3.50", "ex3.50-wrong-eager.scm", passes: false, """
            Exercise 3.50: stream-map of several streams
            ✓ ex3.50-wrong-eager.scm loads
            ✗ stream-map: 1 of 6 cases wrong
                (let ((forced 0)) (define (counting n) (if (> n 10) the-empty-stream (cons-stream n (begin (set! forced (+ forced 1)) (counting (+ n 1)))))) (stream-map + (counting 1) (counting 1)) (= forced 0)) gave #f, not #t: mapping + over two streams forced their rest: a stream-map must leave all but the first elements delayed, as cons-stream does, or it never ends on an infinite stream
            1 of 2 checks failed.

            """),
        // A stream-map of one stream from a loaded helper: 3.50's for more; the file's own stays.
        Report("3.54", "ex3.54-right-loads-one-stream-map.scm", passes: true, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-right-loads-one-stream-map.scm loads
                note: the `stream-map` the file loads takes one stream, as in 3.5.1: with more, as the book's code from exercise 3.50 on calls it (`add-streams`), it is 3.50's general one
            ✓ mul-streams: 3 cases right
            ✓ factorials: 2 cases right
            All 3 checks passed.

            """),
        Report("3.54", "ex3.54-wrong-own-one-stream-map.scm", passes: false, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-wrong-own-one-stream-map.scm loads
            ✗ mul-streams: 3 of 3 cases wrong
                every case stopped with ;The procedure #[compound-procedure 12 stream-map] has been called with 3 arguments; it requires exactly 2 arguments.
                as in (stream-head (mul-streams (integers-starting-from 1) (integers-starting-from 1)) 5)
            ✗ factorials: 2 of 2 cases wrong
                every case stopped with ;The procedure #[compound-procedure 12 stream-map] has been called with 3 arguments; it requires exactly 2 arguments.
                as in (stream-head factorials 6)
            2 of 3 checks failed.

            """),
        Report("3.54", "ex3.54-right-book.scm", passes: true, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-right-book.scm loads
            ✓ mul-streams: 3 cases right
            ✓ factorials: 2 cases right
            All 3 checks passed.

            """),
        Report("3.54", "ex3.54-right-explicit.scm", passes: true, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-right-explicit.scm loads
            ✓ mul-streams: 3 cases right
            ✓ factorials: 2 cases right
            All 3 checks passed.

            """),
        Report("3.54", "ex3.54-wrong-offset.scm", passes: false, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-wrong-offset.scm loads
            ✓ mul-streams: 3 cases right
            ✗ factorials: 2 of 2 cases wrong
                (stream-head factorials 6): expected (1 2 6 24 120 720), got (1 1 2 6 24 120)
                (stream-ref factorials 12): expected 6227020800, got 479001600
            1 of 3 checks failed.

            """),
        Report("3.54", "ex3.54-wrong-from-three.scm", passes: false, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-wrong-from-three.scm loads
            ✓ mul-streams: 3 cases right
            ✗ factorials: 2 of 2 cases wrong
                (stream-head factorials 6): expected (1 2 6 24 120 720), got (1 3 12 60 360 2520)
                (stream-ref factorials 12): expected 6227020800, got 43589145600
            1 of 3 checks failed.

            """),
        Report("3.55", "ex3.55-right-accumulator.scm", passes: true, """
            Exercise 3.55: partial-sums
            ✓ ex3.55-right-accumulator.scm loads
            ✓ partial-sums: 4 cases right
            All 2 checks passed.

            """),
        Report("3.55", "ex3.55-right-book.scm", passes: true, """
            Exercise 3.55: partial-sums
            ✓ ex3.55-right-book.scm loads
            ✓ partial-sums: 4 cases right
            All 2 checks passed.

            """),
        Report("3.55", "ex3.55-right-two-ahead.scm", passes: true, """
            Exercise 3.55: partial-sums
            ✓ ex3.55-right-two-ahead.scm loads
            ✓ partial-sums: 4 cases right
            All 2 checks passed.

            """),
        Report("3.55", "ex3.55-wrong-two-ahead.scm", passes: false, """
            Exercise 3.55: partial-sums
            ✓ ex3.55-wrong-two-ahead.scm loads
            ✗ partial-sums: 4 of 4 cases wrong
                (stream-head (partial-sums (integers-starting-from 1)) 5): expected (1 3 6 10 15), got (1 2 3 4 5)
                (stream-head (partial-sums (stream-map (lambda (k) (if (odd? k) 1 -1)) (integers-starting-from 1))) 4): expected (1 0 1 0), got (1 -1 1 -1)
                (stream-head (partial-sums (scale-stream (integers-starting-from 1) 1/2)) 4): expected (1/2 3/2 3 5), got (1/2 1 3/2 2)
                (stream-ref (partial-sums (integers-starting-from 1)) 99): expected 5050, got 100
            1 of 2 checks failed.

            """),
        Report("3.55", "ex3.55-wrong-shifted.scm", passes: false, """
            Exercise 3.55: partial-sums
            ✓ ex3.55-wrong-shifted.scm loads
            ✗ partial-sums: 4 of 4 cases wrong
                (stream-head (partial-sums (integers-starting-from 1)) 5): expected (1 3 6 10 15), got (0 1 3 6 10)
                (stream-head (partial-sums (stream-map (lambda (k) (if (odd? k) 1 -1)) (integers-starting-from 1))) 4): expected (1 0 1 0), got (0 1 0 1)
                (stream-head (partial-sums (scale-stream (integers-starting-from 1) 1/2)) 4): expected (1/2 3/2 3 5), got (0 1/2 3/2 3)
                (stream-ref (partial-sums (integers-starting-from 1)) 99): expected 5050, got 4950
            1 of 2 checks failed.

            """),
        // A stream a case uses by name, defined as a procedure of no
        // arguments: the case calls it.
        Report("3.59", "ex3.59-right-thunks.scm", passes: true, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-right-thunks.scm loads
            ✓ integrate-series: 4 cases right
                note: `exp-series` is a procedure of no arguments, where the book's is a stream: the cases use (exp-series)
            ✓ (cosine-series): 2 cases right
                `cosine-series` is a procedure of no arguments: the stream judged is (cosine-series)
            ✓ (sine-series): 2 cases right
                `sine-series` is a procedure of no arguments: the stream judged is (sine-series)
            All 4 checks passed.

            """),
        Report("3.59", "ex3.59-wrong-thunk-exp.scm", passes: false, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-wrong-thunk-exp.scm loads
            ✗ exp-series: 1 of 4 cases wrong (the 3 of integrate-series itself right)
                (stream-head (exp-series) 6): expected (1 1 1/2 1/6 1/24 1/120), got (0 0 0 0 0 0)
            ✓ cosine-series: 2 cases right
            ✓ sine-series: 2 cases right
            1 of 4 checks failed.

            """),
        Report("3.59", "ex3.59-right-book.scm", passes: true, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-right-book.scm loads
            ✓ integrate-series: 4 cases right
            ✓ cosine-series: 2 cases right
            ✓ sine-series: 2 cases right
            All 4 checks passed.

            """),
        Report("3.59", "ex3.59-right-explicit.scm", passes: true, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-right-explicit.scm loads
            ✓ integrate-series: 4 cases right
            ✓ cosine-series: 2 cases right
            ✓ sine-series: 2 cases right
            All 4 checks passed.

            """),
        Report("3.59", "ex3.59-right-own-name.scm", passes: true, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-right-own-name.scm loads
                note: this file does not define `exp-series`; the checks use the book's (exercise 3.59)
            ✓ integrate-stream: 4 cases right
            ✓ cosine-series: 2 cases right
            ✓ sine-series: 2 cases right
            All 4 checks passed.

            """),
        Report("3.59", "ex3.59-wrong-own-name.scm", passes: false, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-wrong-own-name.scm loads
                note: this file does not define `exp-series`; the checks use the book's (exercise 3.59)
            ✗ integrate-stream: 4 of 4 cases wrong
                (stream-head (integrate-stream (stream-map (lambda (k) 1) (integers-starting-from 1))) 5): expected (1 1/2 1/3 1/4 1/5), got (1 2 3 4 5)
                (stream-head (integrate-stream (integers-starting-from 1)) 5): expected (1 1 1 1 1), got (1 4 9 16 25)
                (stream-head (integrate-stream (scale-stream (integers-starting-from 0) 2)) 4): expected (0 1 4/3 3/2), got (0 4 12 24)
                (stream-head exp-series 6): expected (1 1 1/2 1/6 1/24 1/120), got (1 1 2 6 24 120)
            ✗ cosine-series: 2 of 2 cases wrong
                (stream-head cosine-series 7): expected (1 0 -1/2 0 1/24 0 -1/720), got (1 0 -2 0 24 0 -720)
                (stream-ref cosine-series 10): expected -1/3628800, got -3628800
            ✗ sine-series: 2 of 2 cases wrong
                (stream-head sine-series 7): expected (0 1 0 -1/6 0 1/120 0), got (0 1 0 -6 0 120 0)
                (stream-ref sine-series 11): expected -1/39916800, got -39916800
            3 of 4 checks failed.

            """),
        Report("3.59", "ex3.59-right-own-series-names.scm", passes: true, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-right-own-series-names.scm loads
                note: this file does not define `exp-series`; the checks use the book's (exercise 3.59)
            ✓ integrate-series: 4 cases right
            ✓ cos-s: 2 cases right
                `cos-s` is judged as `cosine-series`: it passes the checks
            ✓ sin-s: 2 cases right
                `sin-s` is judged as `sine-series`: it passes the checks
            All 4 checks passed.

            """),
        Report("3.59", "ex3.59-wrong-swapped.scm", passes: false, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-wrong-swapped.scm loads
                note: this file does not define `exp-series`; the checks use the book's (exercise 3.59)
            ✓ integrate-series: 4 cases right
            ✗ cosine-series: 2 of 2 cases wrong
                (stream-head cosine-series 7): expected (1 0 -1/2 0 1/24 0 -1/720), got (0 1 0 -1/6 0 1/120 0)
                (stream-ref cosine-series 10): expected -1/3628800, got 0
            ✗ sine-series: 2 of 2 cases wrong
                (stream-head sine-series 7): expected (0 1 0 -1/6 0 1/120 0), got (1 0 -1/2 0 1/24 0 -1/720)
                (stream-ref sine-series 11): expected -1/39916800, got 0
            2 of 4 checks failed.

            """),
        Report("3.59", "ex3.59-wrong-sign.scm", passes: false, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-wrong-sign.scm loads
            ✓ integrate-series: 4 cases right
            ✗ cosine-series: 2 of 2 cases wrong
                (stream-head cosine-series 7): expected (1 0 -1/2 0 1/24 0 -1/720), got (1 0 1/2 0 1/24 0 1/720)
                (stream-ref cosine-series 10): expected -1/3628800, got 1/3628800
            ✗ sine-series: 2 of 2 cases wrong
                (stream-head sine-series 7): expected (0 1 0 -1/6 0 1/120 0), got (0 1 0 1/6 0 1/120 0)
                (stream-ref sine-series 11): expected -1/39916800, got 1/39916800
            2 of 4 checks failed.

            """),
        Report("3.69", "ex3.69-right-procedure-of-integers.scm", passes: true, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-right-procedure-of-integers.scm loads
            ✓ triples: 3 cases right
            ✓ (pythagorean-triples integers): 1 case right
                the file names no `pythagorean-triples`, `pythagorean`, `pythagorean-triple`: the stream judged is (pythagorean-triples integers), from the expression on line 16
            All 3 checks passed.

            """),
        Report("3.69", "ex3.69-right-pythagorean-procedure.scm", passes: true, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-right-pythagorean-procedure.scm loads
            ✓ triples: 3 cases right
            ✓ (pythagorean (triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1))): 1 case right
                note: `pythagorean` is a procedure of a stream: (pythagorean (triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1))) is judged as the book's stream `pythagorean-triples`
            All 3 checks passed.

            """),
        Report("3.69", "ex3.69-wrong-pythagorean-procedure.scm", passes: false, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-wrong-pythagorean-procedure.scm loads
            ✓ triples: 3 cases right
            ✗ (pythagorean (triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1))): 1 of 1 case wrong
                (let loop ((h (stream-head (pythagorean (triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1))) 2)) (seen '())) (or (null? h) (let ((t (car h))) (and (list? t) (= (length t) 3) (<= (car t) (cadr t)) (= (+ (square (car t)) (square (cadr t))) (square (caddr t))) (not (member t seen)) (loop (cdr h) (cons t seen)))))) gave #f, not #t: the first 2 elements are not 2 different triples (i j k) with i <= j and i^2 + j^2 = k^2
                note: `pythagorean` is a procedure of a stream: (pythagorean (triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1))) is judged as the book's stream `pythagorean-triples`
            1 of 3 checks failed.

            """),
        Report("3.60", "ex3.60-right-book.scm", passes: true, """
            Exercise 3.60: mul-series
            ✓ ex3.60-right-book.scm loads
            ✓ mul-series: 3 cases right
            All 2 checks passed.

            """),
        Report("3.60", "ex3.60-right-symmetric.scm", passes: true, """
            Exercise 3.60: mul-series
            ✓ ex3.60-right-symmetric.scm loads
            ✓ mul-series: 3 cases right
            All 2 checks passed.

            """),
        Report("3.60", "ex3.60-wrong-termwise.scm", passes: false, """
            Exercise 3.60: mul-series
            ✓ ex3.60-wrong-termwise.scm loads
            ✗ mul-series: 3 of 3 cases wrong
                (stream-head (mul-series (stream-map (lambda (k) 1) (integers-starting-from 1)) (stream-map (lambda (k) 1) (integers-starting-from 1))) 6): expected (1 2 3 4 5 6), got (1 1 1 1 1 1)
                (stream-head (mul-series (integers-starting-from 1) (integers-starting-from 1)) 6): expected (1 4 10 20 35 56), got (1 4 9 16 25 36)
                (stream-head (mul-series (integers-starting-from 1) (cons-stream 1 (cons-stream -1 (stream-map (lambda (k) 0) (integers-starting-from 1))))) 6): expected (1 1 1 1 1 1), got (1 -2 0 0 0 0)
            1 of 2 checks failed.

            """),
        Report("3.56", "ex3.56-right-book.scm", passes: true, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-right-book.scm loads
            ✓ merge: 3 cases right
            ✓ S: 3 cases right
            All 3 checks passed.

            """),
        Report("3.56", "ex3.56-right-own-names.scm", passes: true, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-right-own-names.scm loads
            ✓ merge-streams: 3 cases right
            ✓ hamming: 3 cases right
            All 3 checks passed.

            """),
        Report("3.56", "ex3.56-wrong-duplicates.scm", passes: false, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-wrong-duplicates.scm loads
            ✗ merge: 2 of 3 cases wrong
                (stream->list (merge (stream 1 3 5) (stream 2 3 4 6))): expected (1 2 3 4 5 6), got (1 2 3 3 4 5 6)
                (stream-head (merge (scale-stream (integers-starting-from 1) 2) (scale-stream (integers-starting-from 1) 3)) 10): expected (2 3 4 6 8 9 10 12 14 15), got (2 3 4 6 6 8 9 10 12 12)
            ✗ S: 3 of 3 cases wrong
                (stream-head S 20): expected (1 2 3 4 5 6 8 9 10 12 15 16 18 20 24 25 27 30 32 36), got (1 2 3 4 5 6 6 8 9 10 10 12 12 12 15 15 16 18 18 18)
                (stream-ref S 99): expected 1536, got 90
                (let loop ((h (stream-head S 30))) (or (null? (cdr h)) (and (< (car h) (cadr h)) (loop (cdr h))))) gave #f, not #t: the first 30 numbers of S are not each greater than the one before: S has each number once, in increasing order, so merge must keep one of two equal numbers
            2 of 3 checks failed.

            """),
        Report("3.56", "ex3.56-wrong-integers.scm", passes: false, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-wrong-integers.scm loads
            ✓ merge: 3 cases right
            ✗ S: 2 of 3 cases wrong
                (stream-head S 20): expected (1 2 3 4 5 6 8 9 10 12 15 16 18 20 24 25 27 30 32 36), got (1 2 3 4 5 6 8 9 10 12 14 15 16 18 20 21 22 24 25 26)
                (stream-ref S 99): expected 1536, got 135
            1 of 3 checks failed.

            """),
        Report("3.61", "ex3.61-right-book.scm", passes: true, """
            Exercise 3.61: invert-unit-series
            ✓ ex3.61-right-book.scm loads
            ✓ invert-unit-series: 4 cases right
            All 2 checks passed.

            """),
        Report("3.61", "ex3.61-wrong-scale-factor-first.scm", passes: false, """
            Exercise 3.61: invert-unit-series
            ✓ ex3.61-wrong-scale-factor-first.scm loads
                note: this file uses `mul-series` without defining it; the book's definition (exercise 3.60) was used
            ✗ invert-unit-series: 4 of 4 cases wrong
                every case stopped with ;The object -1, passed as the first argument to scale-stream, is not the correct type.
                as in (stream-head (invert-unit-series (cons-stream 1 (cons-stream -1 (stream-map (lambda (k) 0) (integers-starting-from 1))))) 6)
            1 of 2 checks failed.

            """),
        Report("3.61", "ex3.61-right-recursive.scm", passes: true, """
            Exercise 3.61: invert-unit-series
            ✓ ex3.61-right-recursive.scm loads
            ✓ invert-unit-series: 4 cases right
            All 2 checks passed.

            """),
        Report("3.61", "ex3.61-wrong-sign.scm", passes: false, """
            Exercise 3.61: invert-unit-series
            ✓ ex3.61-wrong-sign.scm loads
            ✗ invert-unit-series: 4 of 4 cases wrong
                (stream-head (invert-unit-series (cons-stream 1 (cons-stream -1 (stream-map (lambda (k) 0) (integers-starting-from 1))))) 6): expected (1 1 1 1 1 1), got (1 -1 1 -1 1 -1)
                (stream-head (invert-unit-series (stream-map (lambda (k) 1) (integers-starting-from 1))) 6): expected (1 -1 0 0 0 0), got (1 1 2 4 8 16)
                (stream-head (invert-unit-series (integers-starting-from 1)) 6): expected (1 -2 1 0 0 0), got (1 2 7 24 82 280)
                (stream-head (invert-unit-series (let () (define e (cons-stream 1 (stream-map / e (integers-starting-from 1)))) e)) 6): expected (1 -1 1/2 -1/6 1/24 -1/120), got (1 1 3/2 13/6 25/8 541/120)
            1 of 2 checks failed.

            """),
        Report("3.62", "ex3.62-right-book.scm", passes: true, """
            Exercise 3.62: div-series and tan-series
            ✓ ex3.62-right-book.scm loads
            ✓ div-series: 4 cases right
            ✓ tan-series: 2 cases right
            All 3 checks passed.

            """),
        Report("3.62", "ex3.62-right-own.scm", passes: true, """
            Exercise 3.62: div-series and tan-series
            ✓ ex3.62-right-own.scm loads
            ✓ div-series: 4 cases right
            ✓ tangent-series: 2 cases right
            All 3 checks passed.

            """),
        Report("3.62", "ex3.62-wrong-unit.scm", passes: false, """
            Exercise 3.62: div-series and tan-series
            ✓ ex3.62-wrong-unit.scm loads
            ✗ div-series: 3 of 4 cases wrong
                (stream-head (div-series (integers-starting-from 1) (stream-map (lambda (k) 2) (integers-starting-from 1))) 5): expected (1/2 1/2 1/2 1/2 1/2), got (1 0 1 0 1)
                (stream-head (div-series (stream-map (lambda (k) 3) (integers-starting-from 1)) (cons-stream 3 (stream-map (lambda (k) 0) (integers-starting-from 1)))) 5): expected (1 1 1 1 1), got (3 3 3 3 3)
                (stream-head (div-series (integers-starting-from 1) (cons-stream 0 (integers-starting-from 1))) 3) gave (1 1 0), not an error: dividing by a series whose constant term is zero must signal an error, as exercise 3.62 asks
            ✓ tan-series: 2 cases right
            1 of 3 checks failed.

            """),
        Report("3.64", "ex3.64-right-book.scm", passes: true, """
            Exercise 3.64: stream-limit
            ✓ ex3.64-right-book.scm loads
            ✓ stream-limit: 5 cases right
            All 2 checks passed.

            """),
        Report("3.64", "ex3.64-right-stream-ref.scm", passes: true, """
            Exercise 3.64: stream-limit
            ✓ ex3.64-right-stream-ref.scm loads
            ✓ stream-limit: 5 cases right
            All 2 checks passed.

            """),
        Report("3.64", "ex3.64-wrong-first.scm", passes: false, """
            Exercise 3.64: stream-limit
            ✓ ex3.64-wrong-first.scm loads
            ✗ stream-limit: 5 of 5 cases wrong
                (stream-limit (stream 1.0 1.5 1.52 1.521) 0.05): expected 1.52, got 1.5
                (stream-limit (stream 1 3 4 4.5 4.6) 1): expected 4.5, got 4
                (stream-limit (stream 10 20 25 27 28 28.5) 0.6): expected 28.5, got 28
                (stream-limit (stream-map (lambda (k) (/ 1. k)) (integers-starting-from 1)) 0.01): expected 0.09090909090909091, got 0.1
                (stream-limit (stream 1 -1 -0.5 0.5 0.52 0.521) 0.05): expected 0.52, got 0.5
            1 of 2 checks failed.

            """),
        Report("3.65", "ex3.65-right-book.scm", passes: true, """
            Exercise 3.65: three streams of approximations to ln 2
            ✓ ex3.65-right-book.scm loads
            ✓ ln2-stream: 2 cases right
            ✓ (euler-transform ln2-stream): 2 cases right
                the file names no `ln2-euler`, `euler-ln2`, `ln2-stream-euler`: the stream judged is (euler-transform ln2-stream)
            ✓ (accelerated-sequence euler-transform ln2-stream): 1 case right
                the file names no `ln2-accelerated`, `accelerated-ln2`, `ln2-tableau`: the stream judged is (accelerated-sequence euler-transform ln2-stream)
            All 4 checks passed.

            """),
        Report("3.65", "ex3.65-right-exact-named.scm", passes: true, """
            Exercise 3.65: three streams of approximations to ln 2
            ✓ ex3.65-right-exact-named.scm loads
            ✓ ln2-approx: 2 cases right
                `ln2-approx` is judged as `ln2-stream`: it passes the checks
            ✓ ln2-approx-euler: 2 cases right
                `ln2-approx-euler` is judged as `ln2-euler`: it passes the checks
            ✓ ln2-approx-tableau: 1 case right
                `ln2-approx-tableau` is judged as `ln2-accelerated`: it passes the checks
            All 4 checks passed.

            """),
        Report("3.65", "ex3.65-right-commented.scm", passes: true, """
            Exercise 3.65: three streams of approximations to ln 2
            ✓ ex3.65-right-commented.scm loads
            ✓ ln2-stream: 2 cases right
            ✓ (euler-transform ln2-stream): 2 cases right
                the file names no `ln2-euler`, `euler-ln2`, `ln2-stream-euler`: the stream judged is (euler-transform ln2-stream), as a comment of the file calls `euler-transform`
            ✓ (accelerated-sequence euler-transform ln2-stream): 1 case right
                the file names no `ln2-accelerated`, `accelerated-ln2`, `ln2-tableau`: the stream judged is (accelerated-sequence euler-transform ln2-stream), as a comment of the file calls `accelerated-sequence`
            All 4 checks passed.

            """),
        Report("3.65", "ex3.65-right-no-euler.scm", passes: true, """
            Exercise 3.65: three streams of approximations to ln 2
            ✓ ex3.65-right-no-euler.scm loads
            ✓ ln2-stream: 2 cases right
            ✓ (euler-transform ln2-stream): 2 cases right
                the file names no `ln2-euler`, `euler-ln2`, `ln2-stream-euler`: the stream judged is (euler-transform ln2-stream), which the file does not compute itself
            ✓ (accelerated-sequence euler-transform ln2-stream): 1 case right
                the file names no `ln2-accelerated`, `accelerated-ln2`, `ln2-tableau`: the stream judged is (accelerated-sequence euler-transform ln2-stream)
            All 4 checks passed.

            """),
        Report("3.65", "ex3.65-wrong-sign.scm", passes: false, """
            Exercise 3.65: three streams of approximations to ln 2
            ✓ ex3.65-wrong-sign.scm loads
            ✗ ln2-stream: 2 of 2 cases wrong
                (stream-head ln2-stream 8): expected (1.0 0.5 0.8333333333333333 0.5833333333333333 0.7833333333333332 0.6166666666666666 0.7595238095238095 0.6345238095238095), got (-1.0 -0.5 -0.8333333333333333 -0.5833333333333333 -0.7833333333333332 -0.6166666666666666 -0.7595238095238095 -0.6345238095238095)
                (stream-ref ln2-stream 99): expected 0.688172179310195, got -0.688172179310195
            ✗ ln2-euler: 2 of 2 cases wrong
                (stream-head ln2-euler 8): expected (0.7 0.6904761904761905 0.6944444444444444 0.6924242424242424 0.6935897435897436 0.6928571428571428 0.6933473389355742 0.6930033416875522), got (-0.7 -0.6904761904761905 -0.6944444444444444 -0.6924242424242424 -0.6935897435897436 -0.6928571428571428 -0.6933473389355742 -0.6930033416875522)
                (stream-ref ln2-euler 49): expected 0.6931462658490956, got -0.6931462658490956
            ✗ ln2-accelerated: 1 of 1 case wrong
                (stream-head ln2-accelerated 8): expected (1.0 0.7 0.6932773109243697 0.6931488693329254 0.6931471960735491 0.6931471806635636 0.6931471805604039 0.6931471805599445), got (-1.0 -0.7 -0.6932773109243697 -0.6931488693329254 -0.6931471960735491 -0.6931471806635636 -0.6931471805604039 -0.6931471805599445)
            3 of 4 checks failed.

            """),
        Report("3.65", "ex3.65-wrong-third-not-loaded.scm", passes: false, """
            Exercise 3.65: three streams of approximations to ln 2
            ✓ ex3.65-wrong-third-not-loaded.scm loads, with 1 warning
                warning: line 8: (defin ln2-accelerated (accelerated-sequence euler-transf... stopped with ;Unbound variable: ln2-accelerated: skipped
                note: this file uses `partial-sums` without defining it; the book's definition (exercise 3.55) was used
                note: this file uses `euler-transform` without defining it; the book's definition (3.5.3) was used
                note: this file uses `accelerated-sequence` without defining it; the book's definition (3.5.3) was used
            ✓ ln2-stream: 2 cases right
            ✓ ln2-euler: 2 cases right
            ✗ `ln2-accelerated`: not found (looked for ln2-accelerated, accelerated-ln2, ln2-tableau, ln2-stream-accelerated, ln2-accelerated-stream, accelerated-ln2-stream, ln2-super, ln2-stream-3, ln2-3; or (accelerated-sequence euler-transform ln2-stream), with the file's accelerated-sequence; name yours with --procedure NAME)
                ex3.65-wrong-third-not-loaded.scm defines no other stream at top level
            1 of 4 checks failed.

            """),
        Report("3.65", "ex3.65-right-tableau.scm", passes: true, """
            Exercise 3.65: three streams of approximations to ln 2
            ✓ ex3.65-right-tableau.scm loads
                note: this file uses `partial-sums` without defining it; the book's definition (exercise 3.55) was used
                note: this file uses `euler-transform` without defining it; the book's definition (3.5.3) was used
            ✓ ln2: 2 cases right
            ✓ ln2-euler: 2 cases right
            ✓ (stream-map stream-car tab): 1 case right
                the file names no `ln2-accelerated`, `accelerated-ln2`, `ln2-tableau`: the stream judged is (stream-map stream-car tab), the first elements of the rows of its tableau `tab`, as accelerated-sequence takes them
            All 4 checks passed.

            """),
        Report("3.65", "ex3.65-wrong-tableau.scm", passes: false, """
            Exercise 3.65: three streams of approximations to ln 2
            ✓ ex3.65-wrong-tableau.scm loads
                note: this file uses `partial-sums` without defining it; the book's definition (exercise 3.55) was used
                note: this file uses `euler-transform` without defining it; the book's definition (3.5.3) was used
            ✓ ln2: 2 cases right
            ✓ ln2-euler: 2 cases right
            ✗ (stream-map stream-car tab): 1 of 1 case wrong
                the file names no `ln2-accelerated`, `accelerated-ln2`, `ln2-tableau`: the stream judged is (stream-map stream-car tab), the first elements of the rows of its tableau `tab`, as accelerated-sequence takes them
                (stream-head (stream-map stream-car tab) 8): expected (1.0 0.7 0.6932773109243697 0.6931488693329254 0.6931471960735491 0.6931471806635636 0.6931471805604039 0.6931471805599445), got (1.0 1.0 1.0 1.0 1.0 1.0 1.0 1.0)
            1 of 4 checks failed.

            """),
        // Two different streams are an edge: the lower rows as (x s0) from s pass with a note.
        Report("3.67", "ex3.67-right-lower-rows-from-s.scm", passes: true, """
            Exercise 3.67: all pairs of integers
            ✓ ex3.67-right-lower-rows-from-s.scm loads
            ✓ pairs: 2 cases right
                note: (as-set (filter (lambda (p) (and (<= (car p) 40) (<= (cadr p) 4))) (stream-head (pairs (scale-stream (integers-starting-from 1) 10) (integers-starting-from 1)) 300))) gives ((10 1) (10 2) (10 3) (10 4) (20 2) (20 3) (20 4) (30 3) (30 4) (40 4)), not ((10 1) (10 2) (10 3) (10 4) (20 1) (20 2) (20 3) (20 4) (30 1) (30 2) (30 3) (30 4) (40 1) (40 2) (40 3) (40 4)); the exercise asks for (pairs integers integers), so two different streams are an edge it leaves open
            All 2 checks passed.

            """),
        Report("3.67", "ex3.67-right-book.scm", passes: true, """
            Exercise 3.67: all pairs of integers
            ✓ ex3.67-right-book.scm loads
            ✓ all-pairs: 2 cases right
            All 2 checks passed.

            """),
        Report("3.67", "ex3.67-right-abbreviated-stream-map.scm", passes: true, """
            Exercise 3.67: all pairs of integers
            ✓ ex3.67-right-abbreviated-stream-map.scm loads
                note: this file uses `s-map` without defining it; `stream-map` was used under that name
            ✓ all-pairs: 2 cases right
            All 2 checks passed.

            """),
        Report("3.67", "ex3.67-right-mirror.scm", passes: true, """
            Exercise 3.67: all pairs of integers
            ✓ ex3.67-right-mirror.scm loads
            ✓ every-pair: 2 cases right
                `every-pair` (line 9) is judged as `all-pairs`
            All 2 checks passed.

            """),
        Report("3.67", "ex3.67-wrong-book-pairs.scm", passes: false, """
            Exercise 3.67: all pairs of integers
            ✓ ex3.67-wrong-book-pairs.scm loads
            ✗ all-pairs: 1 of 2 cases wrong
                (as-set (filter (lambda (p) (and (<= (car p) 4) (<= (cadr p) 4))) (stream-head (all-pairs (integers-starting-from 1) (integers-starting-from 1)) 300))): expected ((1 1) (1 2) (1 3) (1 4) (2 1) (2 2) (2 3) (2 4) (3 1) (3 2) (3 3) (3 4) (4 1) (4 2) (4 3) (4 4)), got ((1 1) (1 2) (1 3) (1 4) (2 2) (2 3) (2 4) (3 3) (3 4) (4 4))
            1 of 2 checks failed.

            """),
        Report("3.67", "ex3.67-wrong-diagonal-twice.scm", passes: false, """
            Exercise 3.67: all pairs of integers
            ✓ ex3.67-wrong-diagonal-twice.scm loads
            ✗ all-pairs: 1 of 2 cases wrong
                (let ((h (stream-head (all-pairs (integers-starting-from 1) (integers-starting-from 1)) 300))) (= (length h) (length (as-set h)))) gave #f, not #t: a pair comes twice in the first 300: each pair (i j) must come once
            1 of 2 checks failed.

            """),
        Report("3.67", "ex3.67-wrong-louis.scm", passes: false, """
            Exercise 3.67: all pairs of integers
            ✓ ex3.67-wrong-louis.scm loads
            ✗ all-pairs: 2 of 2 cases wrong
                every case recursed more than 100000 calls deep (;Aborting!: maximum recursion depth exceeded): a recursion without end?
                as in (as-set (filter (lambda (p) (and (<= (car p) 4) (<= (cadr p) 4))) (stream-head (all-pairs (integers-starting-from 1) (integers-starting-from 1)) 300)))
            1 of 2 checks failed.

            """),
        Report("3.69", "ex3.69-right-book.scm", passes: true, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-right-book.scm loads
            ✓ triples: 3 cases right
            ✓ pythagorean-triples: 1 case right
            All 3 checks passed.

            """),
        Report("3.69", "ex3.69-right-procedure-of-three-streams.scm", passes: true, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-right-procedure-of-three-streams.scm loads
            ✓ triples: 3 cases right
            ✓ (pythagorean-triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1)): 1 case right
                note: `pythagorean-triples` is a procedure of streams: (pythagorean-triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1)) is judged as the book's stream `pythagorean-triples`
            All 3 checks passed.

            """),
        Report("3.69", "ex3.69-right-pairs-of-pairs.scm", passes: true, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-right-pairs-of-pairs.scm loads
            ✓ make-triples: 3 cases right
            ✓ pythagoras: 1 case right
            All 3 checks passed.

            """),
        Report("3.69", "ex3.69-wrong-flat.scm", passes: false, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-wrong-flat.scm loads
            ✗ triples: 2 of 3 cases wrong
                (as-set (filter (lambda (t) (<= (caddr t) 4)) (stream-head (triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1)) 500))): expected ((1 1 1) (1 1 2) (1 1 3) (1 1 4) (1 2 2) (1 2 3) (1 2 4) (1 3 3) (1 3 4) (1 4 4) (2 2 2) (2 2 3) (2 2 4) (2 3 3) (2 3 4) (2 4 4) (3 3 3) (3 3 4) (3 4 4) (4 4 4)), got ((1 1 1) (1 1 2) (1 1 3) (1 1 4) (1 2 2) (1 2 3) (1 2 4) (1 3 3) (1 3 4) (1 4 4) (2 1 2) (2 1 3) (2 1 4) (2 2 2) (2 2 3) (2 2 4) (2 3 3) (2 3 4) (2 4 4) (3 1 3) (3 1 4) (3 2 2) (3 2 3) (3 2 4) (3 3 3) ...
                (as-set (filter (lambda (t) (<= (caddr t) 30)) (stream-head (triples (integers-starting-from 1) (integers-starting-from 1) (scale-stream (integers-starting-from 1) 10)) 500))): expected ((1 1 10) (1 1 20) (1 1 30) (1 2 20) (1 2 30) (1 3 30) (2 2 20) (2 2 30) (2 3 30) (3 3 30)), got ((1 1 10) (1 1 20) (1 1 30) (1 2 20) (1 2 30) (1 3 30) (2 1 20) (2 1 30) (2 2 20) (2 2 30) (2 3 30) (3 1 30) (3 2 20) (3 2 30) (3 3 30) (4 1 30) (4 2 30) (4 3 30) (5 2 30) (5 3 30) (6 3 30) (7 3 30))
            ✗ pythagorean-triples: 1 of 1 case wrong
                (let loop ((h (stream-head pythagorean-triples 2)) (seen '())) (or (null? h) (let ((t (car h))) (and (list? t) (= (length t) 3) (<= (car t) (cadr t)) (= (+ (square (car t)) (square (cadr t))) (square (caddr t))) (not (member t seen)) (loop (cdr h) (cons t seen)))))) gave #f, not #t: the first 2 elements are not 2 different triples (i j k) with i <= j and i^2 + j^2 = k^2
            2 of 3 checks failed.

            """),
        Report("3.69", "ex3.69-wrong-broken-later-helper.scm", passes: false, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-wrong-broken-later-helper.scm loads
            ✗ triples: 3 of 3 cases wrong
                every case stopped with ;The procedure #[compound-procedure 12 interleave] has been called with 2 arguments; it requires exactly 3 arguments.
                as in (as-set (filter (lambda (t) (<= (caddr t) 4)) (stream-head (triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1)) 500)))
            ✗ `pythagorean-triples`: not found (looked for pythagorean-triples, pythagorean, pythagorean-triple, pythagoras, pythagorean-stream, py-trips, pyth-triples, pythagorean-triples-stream; name yours with --procedure NAME)
                ex3.69-wrong-broken-later-helper.scm defines no stream at top level
            2 of 3 checks failed.

            """),
        Report("3.70", "ex3.70-right-book.scm", passes: true, """
            Exercise 3.70: merge-weighted, weighted-pairs, and the streams of pairs a and b
            ✓ ex3.70-right-book.scm loads
            ✓ merge-weighted: 3 cases right
            ✓ weighted-pairs: 3 cases right
            ✓ a: 2 cases right
            ✓ b: 1 case right
            All 5 checks passed.

            """),
        Report("3.70", "ex3.70-right-ties-second.scm", passes: true, """
            Exercise 3.70: merge-weighted, weighted-pairs, and the streams of pairs a and b
            ✓ ex3.70-right-ties-second.scm loads
            ✓ merge-weighted: 3 cases right
            ✓ weighted-pairs: 3 cases right (in the file's own argument order)
                its own argument order: (weighted-pairs weight s t) for the book's (weighted-pairs s t weight)
            ✓ pairs-by-sum: 2 cases right
            ✓ pairs-b: 1 case right
            All 5 checks passed.

            """),
        Report("3.70", "ex3.70-right-weight-of-two.scm", passes: true, """
            Exercise 3.70: merge-weighted, weighted-pairs, and the streams of pairs a and b
            ✓ ex3.70-right-weight-of-two.scm loads
            ✓ merge-weighted: 3 cases right (a weight of two arguments, (weight i j), for the book's weight of a pair)
            ✓ weighted-pairs: 3 cases right (a weight of two arguments, (weight i j), for the book's weight of a pair)
            ✓ a: 2 cases right
            ✓ b: 1 case right
            All 5 checks passed.

            """),
        Report("3.70", "ex3.70-wrong-weight-of-two.scm", passes: false, """
            Exercise 3.70: merge-weighted, weighted-pairs, and the streams of pairs a and b
            ✓ ex3.70-wrong-weight-of-two.scm loads
            ✗ merge-weighted: 3 of 3 cases wrong (a weight of two arguments, (weight i j), for the book's weight of a pair)
                (map (lambda (p) (+ (car p) (cadr p))) (stream-head (merge-weighted (stream-map (lambda (k) (list k (* 2 k))) (integers-starting-from 1)) (stream-map (lambda (k) (list (* 2 k) 0)) (integers-starting-from 1)) (sicp-check-weight-of-two (lambda (p) (+ (car p) (cadr p))))) 10)): expected (2 3 4 6 6 8 9 10 12 12), got (2 3 4 6 8 9 10 12 14 15)
                (map (lambda (p) (+ (car p) (cadr p))) (stream-head (merge-weighted (stream-map (lambda (k) (list 1 k)) (integers-starting-from 1)) (stream-map (lambda (k) (list k k)) (integers-starting-from 1)) (sicp-check-weight-of-two (lambda (p) (+ (car p) (cadr p))))) 9)): expected (2 2 3 4 4 5 6 6 7), got (2 3 4 5 6 7 8 9 10)
                (as-set (stream-head (merge-weighted (stream-map (lambda (k) (list 1 k)) (integers-starting-from 1)) (stream-map (lambda (k) (list k k)) (integers-starting-from 1)) (sicp-check-weight-of-two (lambda (p) (+ (car p) (cadr p))))) 9)): expected ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (2 2) (3 3)), got ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (1 9))
            ✗ weighted-pairs: 2 of 3 cases wrong (a weight of two arguments, (weight i j), for the book's weight of a pair)
                (map (lambda (p) (+ (car p) (cadr p))) (stream-head (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) (sicp-check-weight-of-two (lambda (p) (+ (car p) (cadr p))))) 20)): expected (2 3 4 4 5 5 6 6 6 7 7 7 8 8 8 8 9 9 9 9), got (2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21)
                (as-set (stream-head (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) (sicp-check-weight-of-two (lambda (p) (+ (car p) (cadr p))))) 20)): expected ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (2 2) (2 3) (2 4) (2 5) (2 6) (2 7) (3 3) (3 4) (3 5) (3 6) (4 4) (4 5)), got ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (1 9) (1 10) (1 11) (1 12) (1 13) (1 14) (1 15) (1 16) (1 17) (1 18) (1 19) (1 20))
            ✗ a: 2 of 2 cases wrong
                (map (lambda (p) (+ (car p) (cadr p))) (stream-head a 20)): expected (2 3 4 4 5 5 6 6 6 7 7 7 8 8 8 8 9 9 9 9), got (2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21)
                (as-set (stream-head a 20)): expected ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (2 2) (2 3) (2 4) (2 5) (2 6) (2 7) (3 3) (3 4) (3 5) (3 6) (4 4) (4 5)), got ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (1 9) (1 10) (1 11) (1 12) (1 13) (1 14) (1 15) (1 16) (1 17) (1 18) (1 19) (1 20))
            ✓ b: 1 case right
            3 of 5 checks failed.

            """),
        Report("3.70", "ex3.70-wrong-drops-ties.scm", passes: false, """
            Exercise 3.70: merge-weighted, weighted-pairs, and the streams of pairs a and b
            ✓ ex3.70-wrong-drops-ties.scm loads
            ✗ merge-weighted: 3 of 3 cases wrong
                (map (lambda (p) (+ (car p) (cadr p))) (stream-head (merge-weighted (stream-map (lambda (k) (list k (* 2 k))) (integers-starting-from 1)) (stream-map (lambda (k) (list (* 2 k) 0)) (integers-starting-from 1)) (lambda (p) (+ (car p) (cadr p)))) 10)): expected (2 3 4 6 6 8 9 10 12 12), got (2 3 4 6 8 9 10 12 14 15)
                (map (lambda (p) (+ (car p) (cadr p))) (stream-head (merge-weighted (stream-map (lambda (k) (list 1 k)) (integers-starting-from 1)) (stream-map (lambda (k) (list k k)) (integers-starting-from 1)) (lambda (p) (+ (car p) (cadr p)))) 9)): expected (2 2 3 4 4 5 6 6 7), got (2 3 4 5 6 7 8 9 10)
                (as-set (stream-head (merge-weighted (stream-map (lambda (k) (list 1 k)) (integers-starting-from 1)) (stream-map (lambda (k) (list k k)) (integers-starting-from 1)) (lambda (p) (+ (car p) (cadr p)))) 9)): expected ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (2 2) (3 3)), got ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (1 9))
            ✗ weighted-pairs: 2 of 3 cases wrong
                (map (lambda (p) (+ (car p) (cadr p))) (stream-head (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) (lambda (p) (+ (car p) (cadr p)))) 20)): expected (2 3 4 4 5 5 6 6 6 7 7 7 8 8 8 8 9 9 9 9), got (2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21)
                (as-set (stream-head (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) (lambda (p) (+ (car p) (cadr p)))) 20)): expected ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (2 2) (2 3) (2 4) (2 5) (2 6) (2 7) (3 3) (3 4) (3 5) (3 6) (4 4) (4 5)), got ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (1 9) (1 10) (1 11) (1 12) (1 13) (1 14) (1 15) (1 16) (1 17) (1 18) (1 19) (1 20))
            ✗ a: 2 of 2 cases wrong
                (map (lambda (p) (+ (car p) (cadr p))) (stream-head a 20)): expected (2 3 4 4 5 5 6 6 6 7 7 7 8 8 8 8 9 9 9 9), got (2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21)
                (as-set (stream-head a 20)): expected ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (2 2) (2 3) (2 4) (2 5) (2 6) (2 7) (3 3) (3 4) (3 5) (3 6) (4 4) (4 5)), got ((1 1) (1 2) (1 3) (1 4) (1 5) (1 6) (1 7) (1 8) (1 9) (1 10) (1 11) (1 12) (1 13) (1 14) (1 15) (1 16) (1 17) (1 18) (1 19) (1 20))
            ✓ b: 1 case right
            3 of 5 checks failed.

            """),
        // The file's definition of the role's name stops: no other stream stands for it.
        Report("3.71", "ex3.71-wrong-definition-stops.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-definition-stops.scm loads, with 1 warning
                warning: line 25: (define ramanujan-numbers (same-weight weights)) stopped with ;The object 2, passed as the first argument to car, is not the correct type.: not defined
            ✗ `ramanujan-numbers`: ex3.71-wrong-definition-stops.scm's definition of `ramanujan-numbers` did not load: see the warning above
            1 of 2 checks failed.

            """),
        Report("3.71", "ex3.71-right-book.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-book.scm loads
            ✓ ramanujan-numbers: 1 case right
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-right-number-twice.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-number-twice.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✓ ramanujan-numbers: 1 case right
                its elements are not numbers: each was judged by the number it gives twice (1729 for (1729 . 1729))
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-right-with-ways.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-with-ways.scm loads
            ✓ taxicab: 1 case right
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-wrong-squares.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-squares.scm loads
            ✗ ramanujan-numbers: 1 of 1 case wrong
                (map (lambda (x) (element-number x weight-of-cubes)) (stream-head ramanujan-numbers 6)): expected (1729 4104 13832 20683 32832 39312), got (17 89 108 145 233 252)
            1 of 2 checks failed.

            """),
        Report("3.71", "ex3.71-right-one-pair.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-one-pair.scm loads
            ✓ ramanujan-numbers: 1 case right
                its elements are not numbers: each was judged by its pair's weight (1729 for (1 12))
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-wrong-one-pair.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-one-pair.scm loads
            ✗ ramanujan-numbers: 1 of 1 case wrong
                (map (lambda (x) (element-number x weight-of-cubes)) (stream-head ramanujan-numbers 6)): expected (1729 4104 13832 20683 32832 39312), got (2 9 16 28 35 54)
            1 of 2 checks failed.

            """),
        Report("3.71", "ex3.71-right-prints.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-prints.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✓ show-ramanujan: prints the right 6 elements
                note: `show-ramanujan` prints the elements instead of returning a stream: the first 6 it prints for (show-ramanujan 6) were judged (exercise 3.71 asks for a stream)
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-wrong-prints.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-prints.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✗ show-ramanujan: prints wrong elements
                (show-ramanujan 6) prints (50 65 85 125 130 145), expected (1729 4104 13832 20683 32832 39312)
            1 of 2 checks failed.

            """),
        Report("3.71", "ex3.71-right-unnamed-display.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-unnamed-display.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✓ (find-ramanujan stream): 1 case right
                the file names no `ramanujan-numbers`, `ramanujan`, `ramanujan-stream`: the stream judged is (find-ramanujan stream), from the expression on line 30
                its elements are not numbers: each was judged by the one number it carries (1729 in ((9 10) (1 12) 1729))
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-wrong-unnamed-display.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-unnamed-display.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✗ `ramanujan-numbers`: not found (looked for ramanujan-numbers, ramanujan, ramanujan-stream, ramanujan-nums, ramanujan-number, ramanujan-numbers-stream, taxicab-numbers, taxicab; name yours with --procedure NAME)
                ex3.71-wrong-unnamed-display.scm defines the stream stream, and it does not pass the checks, and the one unnamed stream it computes does not pass the checks
            1 of 2 checks failed.

            """),
        Report("3.71", "ex3.71-right-procedure-of-stream.scm", passes: true, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-right-procedure-of-stream.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✓ (rama-num obj): 1 case right
                the file names no `ramanujan-numbers`, `ramanujan`, `ramanujan-stream`: the stream judged is (rama-num obj), its procedure `rama-num` (line 6) on its stream `obj`, which it does not compute itself
            All 2 checks passed.

            """),
        Report("3.71", "ex3.71-wrong-procedure-of-stream.scm", passes: false, """
            Exercise 3.71: Ramanujan numbers
            ✓ ex3.71-wrong-procedure-of-stream.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✗ `ramanujan-numbers`: not found (looked for ramanujan-numbers, ramanujan, ramanujan-stream, ramanujan-nums, ramanujan-number, ramanujan-numbers-stream, taxicab-numbers, taxicab; name yours with --procedure NAME)
                ex3.71-wrong-procedure-of-stream.scm defines the stream obj, and it does not pass the checks
            1 of 2 checks failed.

            """),
        // The file's own `filter` (of a stream, one argument) leaves the
        // checker's readers of the elements alone.
        Report("3.72", "ex3.72-right-own-filter.scm", passes: true, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-right-own-filter.scm loads
            ✓ squares-three-ways: 3 cases right
                note: a number comes twice in its first 10 elements: 1105, the sum of two squares in four ways, (4 33) (9 32) (12 31) (23 24), is listed twice (three of its ways, then three others); a stream of the numbers would list it once
            All 2 checks passed.

            """),
        Report("3.72", "ex3.72-right-book.scm", passes: true, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-right-book.scm loads
            ✓ squares-three-ways: 3 cases right
                note: a number comes twice in its first 10 elements: 1105, the sum of two squares in four ways, (4 33) (9 32) (12 31) (23 24), is listed twice (three of its ways, then three others); a stream of the numbers would list it once
            All 2 checks passed.

            """),
        Report("3.72", "ex3.72-right-strings.scm", passes: true, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-right-strings.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✓ squares-three-ways: 3 cases right
                its elements are strings: each was judged by the largest number it writes (325 in "325 = 1^2 + 18^2 = 6^2 + 17^2 = 10^2 + 15^2")
                note: a number comes twice in its first 10 elements: 1105, the sum of two squares in four ways, (4 33) (9 32) (12 31) (23 24), is listed twice (three of its ways, then three others); a stream of the numbers would list it once
            All 2 checks passed.

            """),
        Report("3.72", "ex3.72-right-ways-with-number.scm", passes: true, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-right-ways-with-number.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
                note: this file uses `weighted-pairs` without defining it; the book's definition (exercise 3.70) was used
            ✓ square-sums: 3 cases right
                `square-sums` is judged as `squares-three-ways`: it passes the checks
                its elements are not numbers: each was judged by the weight its pairs share (325 for ((325 (1 18)) (325 (6 17)) (325 (10 15))))
                note: a number comes twice in its first 10 elements: 1105, the sum of two squares in four ways, (4 33) (9 32) (12 31) (23 24), is listed twice (three of its ways, then three others); a stream of the numbers would list it once
            All 2 checks passed.

            """),
        Report("3.72", "ex3.72-right-grouped.scm", passes: true, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-right-grouped.scm loads
            ✓ sums-of-squares-3: 3 cases right
                `sums-of-squares-3` is judged as `squares-three-ways`: it passes the checks
            All 2 checks passed.

            """),
        Report("3.72", "ex3.72-right-numbers-only.scm", passes: true, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-right-numbers-only.scm loads
            ✓ squares-three-ways: 3 cases right
                note: its elements are the numbers alone: the exercise also asks to show how each can be so written, as in (325 (1 18) (6 17) (10 15))
                note: a number comes twice in its first 10 elements: 1105, the sum of two squares in four ways, (4 33) (9 32) (12 31) (23 24), is listed twice (three of its ways, then three others); a stream of the numbers would list it once
            All 2 checks passed.

            """),
        Report("3.72", "ex3.72-wrong-two-ways.scm", passes: false, """
            Exercise 3.72: sums of two squares in three different ways
            ✓ ex3.72-wrong-two-ways.scm loads
            ✗ squares-three-ways: 2 of 3 cases wrong
                (map (lambda (x) (element-number x weight-of-squares)) (stream-head squares-three-ways 8)): expected (325 425 650 725 845 850 925 1025), got (50 65 85 125 130 145 170 185)
                (let loop ((h (stream-head squares-three-ways 8))) (or (null? h) (and (or (number? (car h)) (string? (car h))) (loop (cdr h))) (let* ((n (element-number (car h) weight-of-squares)) (ways (element-ways (car h)))) (and (number? n) (= (length ways) 3) (= (length (as-set ways)) 3) (= 3 (length (filter (lambda (w) (shows-square-sum? n w)) ways))) (loop (cdr h)))))) gave #f, not #t: the first 8 elements do not each show the number's three ways: exercise 3.72 asks for them, as in (325 (1 18) (6 17) (10 15))
            1 of 2 checks failed.

            """),
    ]
}
