@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// An answer split across files by their names (`1_31-pi.scm` beside
/// `1_31-factorial.scm`, `2_47-frame1.scm` beside `2_47-frame2.scm`,
/// `2.49a.scm` to `2.49c.scm`; issue 30, corpora 43 and 47): what the file
/// lacks is judged in the files beside it, each checked on its own, and not
/// asked of this one when it passes there; a process the file lacks is
/// judged with the other process's helper loaded in place of the one it
/// loads (`accumulate-recu.scm` for `accumulate-iter.scm`). Files that are
/// not parts of one answer do not stand for each other: two of the same
/// representation, a wrong part, a folder of several answers (`ex2.47-wrong-...`),
/// a file beside that neither uses the other's procedures nor lacks what
/// the other passes (`uses/1_36-notes.scm`). A part counts when it lacks what
/// the other passes, carries another part letter, uses the other's
/// procedure, or is loaded by the other. A file that holds one lettered part
/// by its name (`3_59_a.scm`) is not asked for the other's roles when no file
/// of the other part is beside it, or when one is and holds an answer
/// (right or wrong: each part is judged in its own file); when the one
/// beside holds none (`todo/3_59_b.scm`, a placeholder), this file fails them.
/// Fixtures in `Fixtures/parts/`, one folder each.
@Suite struct CheckerPartsBesideTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let number, file: String
        let passes: Bool
        let report: String
        init(_ number: String, _ file: String, passes: Bool, _ report: String) {
            (self.number, self.file, self.passes, self.report) = (number, file, passes, report)
        }
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case("1.31", "split/1_31-pi.scm", passes: true, """
            Exercise 1.31: product, by a recursive and by an iterative process; factorial
            ✓ 1_31-pi.scm loads
                note: 1_31-pi.scm holds part of exercise 1.31, and 1_31-factorial.scm beside it another, by their names: the iterative `product` is not in 1_31-pi.scm, and passes in 1_31-factorial.scm, checked on its own
            ✓ product: 7 cases right
            ✓ product: recursive process (linear recursive: space Θ(n))
            ✓ pi-product: 1 case right
            All 4 checks passed.

            """),
        Case("1.31", "split/1_31-factorial.scm", passes: true, """
            Exercise 1.31: product, by a recursive and by an iterative process; factorial
            ✓ 1_31-factorial.scm loads
                note: 1_31-factorial.scm holds part of exercise 1.31, and 1_31-pi.scm beside it another, by their names: the recursive `product` is not in 1_31-factorial.scm, and passes in 1_31-pi.scm, checked on its own
            ✓ product: 7 cases right
            ✓ product: iterative process (pending frames stay at 2 from n = 10 to 5000)
            ✓ factorial: 5 cases right
            All 4 checks passed.

            """),
        Case("1.32", "split/1_32-sum.scm", passes: true, """
            Exercise 1.32: accumulate, by a recursive and by an iterative process
            ✓ 1_32-sum.scm loads
                note: the recursive `accum-rec` is not in 1_32-sum.scm, and passes with accumulate-recu.scm, beside the accumulate-iter.scm it loads, loaded in its place: by their names, each holds one process
            ✓ accumulate: 6 cases right
            ✓ accumulate: iterative process (pending frames stay at 1 from n = 10 to 5000)
            ✓ sum: 7 cases right
            All 4 checks passed.

            """),
        Case("2.47", "split/2_47-frame1.scm", passes: true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2_47-frame1.scm loads
                note: 2_47-frame1.scm holds one of the representations of a frame, and 2_47-frame2.scm beside it the other, by their names: it passes there, checked on its own
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            All 3 checks passed.

            """),
        Case("2.47", "split/2_47-frame2.scm", passes: true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2_47-frame2.scm loads
                note: 2_47-frame2.scm holds one of the representations of a frame, and 2_47-frame1.scm beside it the other, by their names: it passes there, checked on its own
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            All 3 checks passed.

            """),
        Case("2.49", "split/2.49a.scm", passes: false, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49a.scm loads
                note: `x` is not in 2.49a.scm, and 2.49b.scm beside it, by its name another part of exercise 2.49, passes its checks, checked on its own
                note: `diamond` is not in 2.49a.scm, and 2.49c.scm beside it, by its name another part of exercise 2.49, passes its checks, checked on its own
            ✗ wave: not found (looked for wave, wave-painter, wave-shape, d; name yours with --procedure wave=NAME)
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
            1 of 3 checks failed.

            """),
        Case("1.31", "same/1_31-first.scm", passes: false, """
            Exercise 1.31: product, by a recursive and by an iterative process; factorial
            ✓ 1_31-first.scm loads
            ✓ product: 7 cases right
            ✓ product: recursive process (linear recursive: space Θ(n))
            ✗ the iterative `product`: not found (looked for product-iter, product-iterative, product-i, iterative-product, iter-product, product; name yours with --procedure iterative=NAME)
                1_31-first.scm defines product (4 arguments), factorial (1 argument)
            ✓ factorial: 5 cases right
            1 of 5 checks failed.

            """),
        Case("2.47", "same/2_47-frame2.scm", passes: false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2_47-frame2.scm loads
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ make-frame (second): not found: the exercise asks for both representations of a frame (looked for make-frame2, make-frame-2, make-frame-v2, make-framev2, make-frame_2, make-frame-cons, make-frame-pair, make-frame-b, make-frame2nd, make-frame-alt, make-frame-new, make-frame-second, or a second definition of make-frame)
            1 of 4 checks failed.

            """),
        Case("1.31", "wrongpart/1_31-pi.scm", passes: false, """
            Exercise 1.31: product, by a recursive and by an iterative process; factorial
            ✓ 1_31-pi.scm loads
            ✓ product: 7 cases right
            ✓ product: recursive process (linear recursive: space Θ(n))
            ✗ the iterative `product`: not found (looked for product-iter, product-iterative, product-i, iterative-product, iter-product, product; name yours with --procedure iterative=NAME)
                1_31-pi.scm defines product (4 arguments), pi-product (1 argument)
            ✓ pi-product: 1 case right
            1 of 5 checks failed.

            """),
        Case("2.47", "collection/ex2.47-wrong-list-only.scm", passes: false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ ex2.47-wrong-list-only.scm loads
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ make-frame (second): not found: the exercise asks for both representations of a frame (looked for make-frame2, make-frame-2, make-frame-v2, make-framev2, make-frame_2, make-frame-cons, make-frame-pair, make-frame-b, make-frame2nd, make-frame-alt, make-frame-new, make-frame-second, or a second definition of make-frame)
            1 of 4 checks failed.

            """),
        Case("2.47", "collection/ex2.47-wrong-cons-only.scm", passes: false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ ex2.47-wrong-cons-only.scm loads
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ make-frame (second): not found: the exercise asks for both representations of a frame (looked for make-frame2, make-frame-2, make-frame-v2, make-framev2, make-frame_2, make-frame-cons, make-frame-pair, make-frame-b, make-frame2nd, make-frame-alt, make-frame-new, make-frame-second, or a second definition of make-frame)
            1 of 4 checks failed.

            """),
        Case("1.36", "uses/1_36-solve.scm", passes: true, """
            Exercise 1.36: fixed-point printing its guesses; x^x = 1000
            ✓ 1_36-solve.scm loads
                note: this file uses `fixed-point` without defining or loading it; the definition in 1_36-fixed-point.scm, a file of this exercise beside it, was used
                note: 1_36-solve.scm holds part of exercise 1.36, and 1_36-fixed-point.scm beside it another, by their names: `fixed-point` is not in 1_36-solve.scm, and passes in 1_36-fixed-point.scm, checked on its own
            The check passed.

            """),
        Case("1.36", "uses/1_36-notes.scm", passes: false, """
            Exercise 1.36: fixed-point printing its guesses; x^x = 1000
            ✓ 1_36-notes.scm loads
            ✗ `fixed-point`: not found (looked for fixed-point, fixed-point-print, fixed-point-verbose, fixed-point-display, fixed-point-trace, fixed-point-show; name yours with --procedure NAME)
                1_36-notes.scm defines no procedures
            1 of 2 checks failed.

            """),
        Case("2.40", "loads/2_40-unique-pairs.scm", passes: true, """
            Exercise 2.40: unique-pairs and prime-sum-pairs
            ✓ 2_40-unique-pairs.scm loads
                note: 2_40-unique-pairs.scm holds part of exercise 2.40, and 2_40-prime-sum-pairs.scm beside it another, by their names: `prime-sum-pairs` is not in 2_40-unique-pairs.scm, and passes in 2_40-prime-sum-pairs.scm, checked on its own
            ✓ unique-pairs: 4 cases right
            All 2 checks passed.

            """),
        Case("1.46", "lettered/exercise-46-a.scm", passes: true, """
            Exercise 1.46: iterative-improve, with sqrt and fixed-point written with it
            ✓ exercise-46-a.scm loads
                note: exercise-46-a.scm holds part of exercise 1.46, and exercise-46-b.scm beside it another, by their names: the fixed-point `fixed-point` is not in exercise-46-a.scm, and passes in exercise-46-b.scm, checked on its own
            ✓ iterative-improve: 3 cases right
            ✓ sqrt: 4 cases right
            ✓ sqrt: written with iterative-improve
            All 4 checks passed.

            """),
        Case("3.59", "letters/3_59_a.scm", passes: true, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ 3_59_a.scm loads
                note: this file does not define `exp-series`; the checks use the book's (exercise 3.59)
                note: 3_59_a.scm holds part (a) of exercise 3.59 by its name: `cosine-series` and `sine-series`, which the other part asks for, are not looked for here, and pass in 3_59_b.scm, checked on its own
            ✓ integrate-series: 4 cases right
            All 2 checks passed.

            """),
        Case("3.59", "todo/3_59_a.scm", passes: false, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ 3_59_a.scm loads
                note: this file does not define `exp-series`; the checks use the book's (exercise 3.59)
            ✓ integrate-series: 4 cases right
            ✗ `cosine-series`: not found (looked for cosine-series, cos-series, cosine-stream, cos-stream, cosine; name yours with --procedure NAME)
                3_59_a.scm holds part (a) by its name; the file of the other part beside it, 3_59_b.scm, holds no answer to it
                3_59_a.scm defines no stream at top level
            ✗ `sine-series`: not found (looked for sine-series, sin-series, sine-stream, sin-stream, sine; name yours with --procedure NAME)
                3_59_a.scm holds part (a) by its name; the file of the other part beside it, 3_59_b.scm, holds no answer to it
                3_59_a.scm defines no stream at top level
            2 of 4 checks failed.

            """),
        Case("1.33", "1_33/squares.scm", passes: true, """
            Exercise 1.33: filtered-accumulate
            ✓ squares.scm loads
            ✓ filtered-accumulate: 9 cases right
            ✓ sum-of-prime-squares: 7 cases right
            All 3 checks passed.

            """),
        Case("1.33", "1_33/coprimes.scm", passes: true, """
            Exercise 1.33: filtered-accumulate
            ✓ coprimes.scm loads
            ✓ filtered-accumulate: 9 cases right
            ✓ product-of-relative-primes: 6 cases right
            All 3 checks passed.

            """),
        Case("1.33", "numbered/ex1.33.0-filtered-accumulate.scm", passes: true, """
            Exercise 1.33: filtered-accumulate
            ✓ ex1.33.0-filtered-accumulate.scm loads
            ✓ filtered-accumulate: 9 cases right
            All 2 checks passed.

            """),
        Case("1.33", "numbered/ex1.33.1-sum-squares-prime.scm", passes: true, """
            Exercise 1.33: filtered-accumulate
            ✓ ex1.33.1-sum-squares-prime.scm loads
            ✓ filtered-accumulate: 9 cases right
            ✓ sum-squares-prime: 7 cases right
                `sum-squares-prime` (line 13) is judged as part (a), the sum of the squares of the primes from a to b: it calls `filtered-accumulate`
            All 3 checks passed.

            """),
        Case("1.33", "numbered/ex1.33.2-product-relative-prime.scm", passes: false, """
            Exercise 1.33: filtered-accumulate
            ✓ ex1.33.2-product-relative-prime.scm loads
            ✓ filtered-accumulate: 9 cases right
            ✗ product-of-relative-primes: 6 of 6 cases wrong
                (product-of-relative-primes 10): expected 189, got 0
                (product-of-relative-primes 7): expected 720, got 0
                (product-of-relative-primes 12): expected 385, got 0
                (product-of-relative-primes 9): expected 2240, got 0
                (product-of-relative-primes 15): expected 896896, got 0
                and 1 more
            1 of 3 checks failed.

            """),
    ]

    @Test(arguments: cases)
    func report(_ expected: Case) throws {
        let exercise = try #require(ExerciseChecker.exercise(expected.number))
        let slash = try #require(expected.file.lastIndex(of: "/"))
        let folder = Fixture.path("parts/" + expected.file[..<slash]) + "/"
        let name = String(expected.file[expected.file.index(after: slash)...])
        let source = try Fixture.text("parts/" + expected.file)
        let report = try LargeStack.run(size: Scheme.stackSize) {
            try ExerciseChecker(stepLimit: 2_000_000, timeLimit: .seconds(600), loadStepLimit: 2_000_000)
                .check(exercise, source: source, fileName: folder + name)
        }
        #expect(report.text.replacing(folder, with: "") == expected.report)
        #expect(report.passed == expected.passes)
    }

    /// The files beside one that hold other parts of its exercise, by their names.
    @Test func thePartFilesBesideAFileAreNamedWithItsExerciseNumber() {
        let split = Fixture.path("parts/split") + "/"
        #expect(ExerciseChecker.partFilesBeside(split + "1_31-pi.scm", number: "1.31") == [split + "1_31-factorial.scm"])
        #expect(ExerciseChecker.partFilesBeside(split + "2.49b.scm", number: "2.49") == [split + "2.49a.scm", split + "2.49c.scm"])
        // Not a part of 1.3, nor of 1.32 beside 1.31's files.
        #expect(ExerciseChecker.partFilesBeside(split + "1_31-pi.scm", number: "1.3") == [])
        #expect(ExerciseChecker.partFilesBeside(split + "1_32-sum.scm", number: "1.32") == [])
        // A folder of several answers, named for their verdicts.
        let collection = Fixture.path("parts/collection") + "/"
        #expect(ExerciseChecker.partFilesBeside(collection + "ex2.47-wrong-list-only.scm", number: "2.47") == [])
        // A folder named for the exercise: its files, whatever their names.
        let folder = Fixture.path("parts/1_33") + "/"
        #expect(ExerciseChecker.partFilesBeside(folder + "coprimes.scm", number: "1.33") == [folder + "squares.scm"])
        #expect(ExerciseChecker.partFilesBeside(folder + "coprimes.scm", number: "1.32") == [])
    }

    @Test(arguments: [
        ("ex1.33.0-filtered-accumulate.rkt", "1.33", "0"), ("dir/1_33_2.scm", "1.33", "2"), ("ex1.33-v2.scm", "1.33", nil),
        ("1.33.scm", "1.33", nil), ("ex1.331.scm", "1.33", nil),
    ] as [(String, String, String?)])
    func theNumberOfAPartInAName(file: String, number: String, part: String?) {
        #expect(ExerciseChecker.numberedPart(file, number).map(String.init) == part)
    }

    @Test(arguments: [
        ("1_31-pi", "1.31", "1_31"), ("47_2", "2.47", "47"), ("ch1-ex46a", "1.46", "ch1-ex46"), ("1.46b", "1.46", "1.46"),
        ("ex-2-047-frame", "2.47", "ex-2-047"), ("1_310", "1.31", nil), ("3_31", "1.31", nil), ("2021-1-31", "1.31", nil),
    ] as [(String, String, String?)])
    func theExercisePrefixOfAName(stem: String, number: String, prefix: String?) {
        let numbers = number.split(separator: ".").compactMap { Int($0) }
        #expect(ExerciseChecker.exercisePrefix(stem[...], numbers).map(String.init) == prefix)
    }

    @Test(arguments: [
        ("accumulate-iter.scm", ["accumulate-recursive.scm", "accumulate-recursion.scm", "accumulate-rec.scm",
                                 "accumulate-recur.scm", "accumulate-recu.scm"]),
        ("sum_rec.scm", ["sum_iterative.scm", "sum_iteration.scm", "sum_iter.scm"]),
        ("product.scm", []),
    ])
    func theOtherProcessesNames(name: String, others: [String]) {
        #expect(ExerciseChecker.otherProcessNames(name).map(\.other) == others)
    }
}
