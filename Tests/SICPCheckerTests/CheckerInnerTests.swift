@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// `sicp check` on answers kept inside a test procedure (issue 30):
/// `(define (test-3.56) (define S ...) (display ...))`. The procedure's inner
/// definitions (and its `let`s' bindings) are evaluated as if at top level,
/// its printing expressions searched for unnamed streams, and the report
/// names the procedure the answer came from. Each right file has a wrong twin
/// that still fails.
@Suite struct CheckerInnerTests {
    typealias Report = ExercisesSection1Tests.Report

    @Test(arguments: reports)
    func report(_ expected: Report) throws {
        try ExercisesSection1Tests.verify(expected)
    }

    /// The body's definitions, the bindings of its `let`s, and the rest.
    @Test func flattenTheBody() throws {
        var reader = Reader("""
            (define (test)
              (define a 1)
              (let ((b 2) (a 3))
                (define (f x) x)
                (display (f b)))
              (let loop ((i 0)) (if (< i 3) (loop (+ i 1))))
              (begin (define c 4) (newline)))
            """)
        let form = try #require(try reader.read())
        let (name, body) = try #require(Run.thunkBody(form))
        #expect(name == "test")
        var definitions: [(name: String, form: Value)] = []
        var expressions: [Value] = []
        Run.flatten(body, into: &definitions, &expressions)
        #expect(definitions.map(\.name) == ["a", "b", "f", "c"])
        #expect(expressions.map { Printer.write($0) } == [
            "(display (f b))", "(let loop ((i 0)) (if (< i 3) (loop (+ i 1))))", "(newline)"])
        #expect(Printer.write(definitions[1].form) == "(define b (guard (e (#t sicp-check-inner-failed)) 2))")
        var other = Reader("(define (test n) (define a 1) a)")
        #expect(Run.thunkBody(try #require(try other.read())) == nil)
    }

    /// A name the file binds at top level is not replaced by a test's inner one.
    @Test func theFilesOwnNamesStay() throws {
        let exercise = try #require(ExerciseChecker.exercise("3.56"))
        let source = """
            (define S (cons-stream 1 (scale-stream S 2)))
            (define (test) (define S (cons-stream 1 (merge (scale-stream S 2) (merge (scale-stream S 3) (scale-stream S 5))))) S)
            """
        let report = try LargeStack.run(size: Scheme.stackSize) {
            try ExerciseChecker(stepLimit: 2_000_000, timeLimit: .seconds(300)).check(exercise, source: source, fileName: "f.scm")
        }
        #expect(!report.passed)
        #expect(report.results.map(\.line) == ["f.scm loads", "S: 2 of 3 cases wrong"])
    }

    static let reports: [Report] = [
        // A Gauche script's main, which gosh calls when it runs the file.
        Report("3.56", "ex3.56-right-gauche-main.scm", passes: true, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-right-gauche-main.scm loads
            ✓ merge: 3 cases right
            ✓ hamming: 3 cases right
                `hamming` is defined inside `main` (line 10): its definitions were evaluated as if at top level
            All 3 checks passed.

            """),
        Report("3.56", "ex3.56-right-in-test.scm", passes: true, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-right-in-test.scm loads
                note: this file uses `merge` without defining it; the book's definition (exercise 3.56) was used
            ✓ S: 3 cases right
                `S` is defined inside `test-hamming` (line 7): its definitions were evaluated as if at top level
            All 2 checks passed.

            """),
        Report("3.56", "ex3.56-wrong-in-test.scm", passes: false, """
            Exercise 3.56: Hamming's S: merge of scaled streams
            ✓ ex3.56-wrong-in-test.scm loads
                note: this file uses `merge` without defining it; the book's definition (exercise 3.56) was used
            ✗ S: 2 of 3 cases wrong
                `S` is defined inside `test-hamming` (line 2): its definitions were evaluated as if at top level
                (stream-head S 20): expected (1 2 3 4 5 6 8 9 10 12 15 16 18 20 24 25 27 30 32 36), got (1 2 3 4 6 7 8 9 12 14 16 18 21 24 27 28 32 36 42 48)
                (stream-ref S 99): expected 1536, got 2352
            1 of 2 checks failed.

            """),
        Report("3.69", "ex3.69-right-in-let.scm", passes: true, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-right-in-let.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✓ triples: 3 cases right
            ✓ pythagorean-triples: 1 case right
                `pythagorean-triples` is defined inside `test-3.69` (line 9): its definitions were evaluated as if at top level
            All 3 checks passed.

            """),
        Report("3.69", "ex3.69-wrong-in-let.scm", passes: false, """
            Exercise 3.69: triples and Pythagorean triples
            ✓ ex3.69-wrong-in-let.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✓ triples: 3 cases right
            ✗ pythagorean-triples: 1 of 1 case wrong
                `pythagorean-triples` is defined inside `test-3.69` (line 9): its definitions were evaluated as if at top level
                (let loop ((h (stream-head pythagorean-triples 2)) (seen '())) (or (null? h) (let ((t (car h))) (and (list? t) (= (length t) 3) (<= (car t) (cadr t)) (= (+ (square (car t)) (square (cadr t))) (square (caddr t))) (not (member t seen)) (loop (cdr h) (cons t seen)))))) gave #f, not #t: the first 2 elements are not 2 different triples (i j k) with i <= j and i^2 + j^2 = k^2
            1 of 3 checks failed.

            """),
        Report("3.70", "ex3.70-right-in-test.scm", passes: true, """
            Exercise 3.70: merge-weighted, weighted-pairs, and the streams of pairs a and b
            ✓ ex3.70-right-in-test.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✓ merge-weighted: 3 cases right
            ✓ weighted-pairs: 3 cases right
            ✓ (weighted-pairs integers integers (lambda (p) (+ (car p) (cadr p)))): 2 cases right
                the file names no `a`, `sa`, `stream-a`: the stream judged is (weighted-pairs integers integers (lambda (p) (+ (car p) (cadr p)))), from an expression inside `test-3.70` (line 15), its definitions evaluated as if at top level
            ✓ (weighted-pairs no-2-3-5 no-2-3-5 (lambda (p) (+ (* 2 (car p)) (* 3 (cadr p)) (* 5 (car p) (cadr p))))): 1 case right
                the file names no `b`, `sb`, `stream-b`: the stream judged is (weighted-pairs no-2-3-5 no-2-3-5 (lambda (p) (+ (* 2 (car p)) (* 3 (cadr p)) (* 5 (car p) (cadr p))))), from an expression inside `test-3.70` (line 15), its definitions evaluated as if at top level
            All 5 checks passed.

            """),
        Report("3.70", "ex3.70-wrong-in-test.scm", passes: false, """
            Exercise 3.70: merge-weighted, weighted-pairs, and the streams of pairs a and b
            ✓ ex3.70-wrong-in-test.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✓ merge-weighted: 3 cases right
            ✓ weighted-pairs: 3 cases right
            ✓ (weighted-pairs integers integers (lambda (p) (+ (car p) (cadr p)))): 2 cases right
                the file names no `a`, `sa`, `stream-a`: the stream judged is (weighted-pairs integers integers (lambda (p) (+ (car p) (cadr p)))), from an expression inside `test-3.70` (line 15), its definitions evaluated as if at top level
            ✗ `b`: not found (looked for b, sb, stream-b, b-stream, pairs-b, weighted-b, b-pairs, ex-b, s-b, part-b; name yours with --procedure NAME)
                ex3.70-wrong-in-test.scm defines the stream no-2-3-5, and it does not pass the checks, and the one unnamed stream it computes does not pass the checks
            1 of 5 checks failed.

            """),
        Report("3.74", "ex3.74-right-in-test.scm", passes: true, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-right-in-test.scm loads
            ✓ zero-crossings: 2 cases right
                `zero-crossings` is defined inside `try-zero-crossings` (line 5): its definitions were evaluated as if at top level
            All 2 checks passed.

            """),
        Report("3.74", "ex3.74-wrong-in-test.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-in-test.scm loads
            ✗ zero-crossings: 2 of 2 cases wrong
                `zero-crossings` is defined inside `try-zero-crossings` (line 5): its definitions were evaluated as if at top level
                (crossings-alignment zero-crossings sense-data 40): expected the-books, got #f
                (crossings-agree? zero-crossings sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-right-data-after.scm", passes: true, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-right-data-after.scm loads
                note: line 7 defines `zero-crossings` with `sense-data`, which the file defines only later (MIT stops there with ;Unbound variable: sense-data): evaluated again once the file had loaded
            ✓ zero-crossings: 2 cases right
            All 2 checks passed.

            """),
        Report("3.74", "ex3.74-wrong-data-after.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-data-after.scm loads
                note: line 7 defines `zero-crossings` with `sense-data`, which the file defines only later (MIT stops there with ;Unbound variable: sense-data): evaluated again once the file had loaded
            ✗ zero-crossings: 2 of 2 cases wrong
                (crossings-alignment zero-crossings sense-data 40): expected the-books, got #f
                (crossings-agree? zero-crossings sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-right-own-finite-data.scm", passes: true, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-right-own-finite-data.scm loads
            ✓ zero-crossings: 2 cases right
            All 2 checks passed.

            """),
        Report("3.74", "ex3.74-wrong-own-finite-data.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-own-finite-data.scm loads
            ✗ zero-crossings: 2 of 2 cases wrong
                (crossings-alignment zero-crossings sense-data 40): expected the-books, got #f
                (crossings-agree? zero-crossings sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-wrong-short.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-short.scm loads
            ✗ zero-crossings: 2 of 2 cases wrong
                `zero-crossings` is defined inside `try-zero-crossings` (line 2): its definitions were evaluated as if at top level
                (crossings-alignment zero-crossings sense-data 40): expected the-books, got #f
                (crossings-agree? zero-crossings sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
            1 of 2 checks failed.

            """),
    ]
}
