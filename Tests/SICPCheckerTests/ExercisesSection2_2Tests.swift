@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// `sicp check` on section 2.2.3's exercises (sequences as conventional interfaces): for each, two or more right answers in
/// different styles and the classic wrong ones (files in
/// `Fixtures/learners/`), each with its exact report (the report's beginning
/// where a check runs into the time limit, which depends on the machine).
@Suite struct ExercisesSection2_2Tests {
    typealias Report = ExercisesSection1Tests.Report

    @Test(arguments: reports)
    func report(_ expected: Report) throws {
        try ExercisesSection1Tests.verify(expected)
    }

    @Test func everyExerciseHasTwoRightAnswersAndAWrongOne() {
        ExercisesSection1Tests.verifyCoverage(Self.reports)
    }

    static let reports: [Report] = [
        Report("2.33", "ex2.33-right-notebook-sections.scm", passes: true, """
            Exercise 2.33: map, append and length as accumulations
            ✓ ex2.33-right-notebook-sections.scm loads
                note: judged on exercise 2.33's own section (line 21 on): the file's other sections rebind the built-in `cons`, `car`, `cdr` and `reverse` (lines 4-5, 6-7, 8-9, 14-19): those definitions were left out, as when the section is evaluated on its own
            ✓ map: 6 cases right
            ✓ append: 5 cases right
            ✓ length: 6 cases right
            All 4 checks passed.

            """),
        Report("2.33", "ex2.33-wrong-notebook-sections.scm", passes: false, """
            Exercise 2.33: map, append and length as accumulations
            ✓ ex2.33-wrong-notebook-sections.scm loads
                note: judged on exercise 2.33's own section (line 21 on): the file's other sections rebind the built-in `cons`, `car`, `cdr` and `reverse` (lines 4-5, 6-7, 8-9, 14-19): those definitions were left out, as when the section is evaluated on its own
            ✓ map: 6 cases right
            ✗ append: 2 of 5 cases wrong
                (append (list 1 2) (list 3 4)): expected (1 2 3 4), got (3 4 1 2)
                (append (list 1 2 3) (list (list 4) 5)): expected (1 2 3 (4) 5), got ((4) 5 1 2 3)
            ✓ length: 6 cases right
            1 of 4 checks failed.

            """),
        Report("2.33", "ex2.33-right-book.scm", passes: true, """
            Exercise 2.33: map, append and length as accumulations
            ✓ ex2.33-right-book.scm loads
            ✓ map: 6 cases right
            ✓ append: 5 cases right
            ✓ length: 6 cases right
            All 4 checks passed.

            """),
        Report("2.33", "ex2.33-right-kit.scm", passes: true, """
            Exercise 2.33: map, append and length as accumulations
            ✓ ex2.33-right-kit.scm loads
            ✓ my-map: 6 cases right
            ✓ my-append: 5 cases right
            ✓ my-length: 6 cases right
            All 4 checks passed.

            """),
        Report("2.33", "ex2.33-wrong-append.scm", passes: false, """
            Exercise 2.33: map, append and length as accumulations
            ✓ ex2.33-wrong-append.scm loads
            ✓ map: 6 cases right
            ✗ append: 2 of 5 cases wrong
                (append (list 1 2) (list 3 4)): expected (1 2 3 4), got (3 4 1 2)
                (append (list 1 2 3) (list (list 4) 5)): expected (1 2 3 (4) 5), got ((4) 5 1 2 3)
            ✗ length: 5 of 6 cases wrong
                (length (list 1 2 3)): expected 3, got 2
                (length (list (list 1 2) 3)): expected 2, but it stopped with ;The object (1 2), passed as the first argument to integer-add, is not the correct type.
                (length (list 5)): expected 1, got 6
                (length (list 9 9 9 9 9 9 9)): expected 7, got 10
                (length (list 1 '() #f 3)): expected 4, but it stopped with ;The object #f, passed as the first argument to integer-add, is not the correct type.
            2 of 4 checks failed.

            """),
        Report("2.33", "ex2.33-wrong-skips-empty.scm", passes: false, """
            Exercise 2.33: map, append and length as accumulations
            ✓ ex2.33-wrong-skips-empty.scm loads
            ✓ map: 6 cases right
            ✓ append: 5 cases right
            ✗ length: 1 of 6 cases wrong
                (length (list 1 '() #f 3)): expected 4, but it stopped with ;The object #<unspecified>, passed as the second argument to integer-add, is not the correct type.
            1 of 4 checks failed.

            """),
        Report("2.33", "ex2.33-wrong-map-drops-empty.scm", passes: false, """
            Exercise 2.33: map, append and length as accumulations
            ✓ ex2.33-wrong-map-drops-empty.scm loads
            ✗ map: 1 of 6 cases wrong
                (map null? (list 1 '() #f 3)): expected (#f #t #f #f), got (#f #f #f)
            ✓ append: 5 cases right
            ✓ length: 6 cases right
            1 of 4 checks failed.

            """),
        Report("2.34", "ex2.34-right-book.scm", passes: true, """
            Exercise 2.34: Horner's rule as an accumulation
            ✓ ex2.34-right-book.scm loads
            ✓ horner-eval: 6 cases right
            All 2 checks passed.

            """),
        Report("2.34", "ex2.34-wrong-divides-by-x.scm", passes: false, """
            Exercise 2.34: Horner's rule as an accumulation
            ✓ ex2.34-wrong-divides-by-x.scm loads
            ✗ horner-eval: 1 of 6 cases wrong
                (horner-eval 0 (list 1 3 0 5 0 1)): expected 1, but it stopped with ;Division by zero signalled by /.
            1 of 2 checks failed.

            """),
        Report("2.34", "ex2.34-right-fold-right.scm", passes: true, """
            Exercise 2.34: Horner's rule as an accumulation
            ✓ ex2.34-right-fold-right.scm loads
            ✓ horner-eval: 6 cases right
            All 2 checks passed.

            """),
        // No coefficients at all is an edge: a note, not a failure.
        Report("2.34", "ex2.34-right-first-coefficient-apart.scm", passes: true, """
            Exercise 2.34: Horner's rule as an accumulation
            ✓ ex2.34-right-first-coefficient-apart.scm loads
            ✓ horner-eval: 6 cases right
                note: (horner-eval 3 '()) stopped with ;The object (), passed as the first argument to car, is not the correct type.; the book's template, an accumulation from 0, gives 0 for a polynomial of no coefficients
            All 2 checks passed.

            """),
        Report("2.34", "ex2.34-wrong-order.scm", passes: false, """
            Exercise 2.34: Horner's rule as an accumulation
            ✓ ex2.34-wrong-order.scm loads
            ✗ horner-eval: 3 of 6 cases wrong
                (horner-eval 2 (list 1 3 0 5 0 1)): expected 79, got 101
                (horner-eval 10 (list 1 2 3)): expected 321, got 123
                (horner-eval 1/2 (list 0 0 8)): expected 2, got 8
            1 of 2 checks failed.

            """),
        Report("2.35", "ex2.35-right-enumerate.scm", passes: true, """
            Exercise 2.35: count-leaves as an accumulation
            ✓ ex2.35-right-enumerate.scm loads
            ✓ count-leaves: 5 cases right
            All 2 checks passed.

            """),
        Report("2.35", "ex2.35-right-map.scm", passes: true, """
            Exercise 2.35: count-leaves as an accumulation
            ✓ ex2.35-right-map.scm loads
            ✓ count-leaves: 5 cases right
            All 2 checks passed.

            """),
        Report("2.35", "ex2.35-right-empty-leaf.scm", passes: true, """
            Exercise 2.35: count-leaves as an accumulation
            ✓ ex2.35-right-empty-leaf.scm loads
            ✓ count-leaves: 5 cases right
                note: (count-leaves (list 1 '() 2)) gives 3, not 2; the book's count-leaves (2.2.2) counts no leaf for an empty list inside a tree
            All 2 checks passed.

            """),
        Report("2.35", "ex2.35-wrong-length.scm", passes: false, """
            Exercise 2.35: count-leaves as an accumulation
            ✓ ex2.35-wrong-length.scm loads
            ✗ count-leaves: 3 of 5 cases wrong
                (count-leaves (list 1 (list 2 (list 3 4)) 5)): expected 5, got 3
                (count-leaves (cons (list 1 2) (list 3 4))): expected 4, got 3
                (count-leaves (list (list 1 2) (list 3 4) (list 5 6))): expected 6, got 3
            1 of 2 checks failed.

            """),
        Report("2.36", "ex2.36-right-book.scm", passes: true, """
            Exercise 2.36: accumulate-n
            ✓ ex2.36-right-book.scm loads
            ✓ accumulate-n: 5 cases right
            All 2 checks passed.

            """),
        Report("2.36", "ex2.36-right-named-let.scm", passes: true, """
            Exercise 2.36: accumulate-n
            ✓ ex2.36-right-named-let.scm loads
            ✓ accumulate-n: 5 cases right
            All 2 checks passed.

            """),
        Report("2.36", "ex2.36-wrong-cadr.scm", passes: false, """
            Exercise 2.36: accumulate-n
            ✓ ex2.36-wrong-cadr.scm loads
            ✗ accumulate-n: 4 of 5 cases wrong
                (accumulate-n + 0 (list (list 1 2 3) (list 4 5 6) (list 7 8 9) (list 10 11 12))): expected (22 26 30), but it stopped with ;The object (), passed as the first argument to car, is not the correct type.
                (accumulate-n * 1 (list (list 1 2) (list 3 4))): expected (3 8), but it stopped with ;The object (), passed as the first argument to car, is not the correct type.
                (accumulate-n cons '() (list (list 1 2) (list 3 4))): expected ((1 3) (2 4)), but it stopped with ;The object (), passed as the first argument to car, is not the correct type.
                (accumulate-n - 0 (list (list 1 2) (list 3 4) (list 5 6))): expected (3 4), but it stopped with ;The object (), passed as the first argument to car, is not the correct type.
            1 of 2 checks failed.

            """),
        Report("2.37", "ex2.37-right-apply.scm", passes: true, """
            Exercise 2.37: matrix operations
            ✓ ex2.37-right-apply.scm loads
            ✓ dot-product: 3 cases right
            ✓ matrix-*-vector: 2 cases right
            ✓ transpose: 3 cases right
            ✓ matrix-*-matrix: 3 cases right
            All 5 checks passed.

            """),
        Report("2.37", "ex2.37-right-book.scm", passes: true, """
            Exercise 2.37: matrix operations
            ✓ ex2.37-right-book.scm loads
            ✓ dot-product: 3 cases right
            ✓ matrix-*-vector: 2 cases right
            ✓ transpose: 3 cases right
            ✓ matrix-*-matrix: 3 cases right
            All 5 checks passed.

            """),
        // Racket modules: accumulate-n's file requires a one-list map and
        // provides its own definitions alone, so this file's map is Racket's.
        Report("2.37", "ex2.37-right-racket-modules.scm", passes: true, """
            Exercise 2.37: matrix operations
            ✓ ex2.37-right-racket-modules.scm loads
                note: skipped: #lang scheme
            ✓ dot-product: 3 cases right
            ✓ matrix-*-vector: 2 cases right
            ✓ transpose: 3 cases right
            ✓ matrix-*-matrix: 3 cases right
            All 5 checks passed.

            """),
        Report("2.37", "ex2.37-wrong-no-transpose.scm", passes: false, """
            Exercise 2.37: matrix operations
            ✓ ex2.37-wrong-no-transpose.scm loads
            ✓ dot-product: 3 cases right
            ✓ matrix-*-vector: 2 cases right
            ✓ transpose: 3 cases right
            ✗ matrix-*-matrix: 3 of 3 cases wrong
                (matrix-*-matrix (list (list 1 2) (list 3 4)) (list (list 5 6) (list 7 8))): expected ((19 22) (43 50)), got ((17 23) (39 53))
                (matrix-*-matrix (list (list 1 2 3)) (list (list 1) (list 2) (list 3))): expected ((14)), got ((1 2 3))
                (matrix-*-matrix (list (list 1) (list 2) (list 3)) (list (list 1 2 3))): expected ((1 2 3) (2 4 6) (3 6 9)), got ((1) (2) (3))
            1 of 5 checks failed.

            """),
        Report("2.38", "ex2.38-right-book.scm", passes: true, """
            Exercise 2.38: fold-left by an iterative process, fold-right by a recursive one
            ✓ ex2.38-right-book.scm loads
            ✓ fold-left: 6 cases right
            ✓ fold-left: iterative process (pending frames stay at 1 from n = 10 to 5000)
            ✓ fold-right: 6 cases right
            ✓ fold-right: recursive process (linear recursive: space Θ(n))
            All 5 checks passed.

            """),
        Report("2.38", "ex2.38-right-named-let.scm", passes: true, """
            Exercise 2.38: fold-left by an iterative process, fold-right by a recursive one
            ✓ ex2.38-right-named-let.scm loads
            ✓ fold-left: 6 cases right
            ✓ fold-left: iterative process (pending frames stay at 1 from n = 10 to 5000)
            All 3 checks passed.

            """),
        Report("2.38", "ex2.38-right-built-in.scm", passes: true, """
            Exercise 2.38: fold-left by an iterative process, fold-right by a recursive one
            ✓ ex2.38-right-built-in.scm loads
            ✓ fold-left: the built-in procedure
                note: ex2.38-right-built-in.scm uses the built-in `fold-left` without defining its own; exercise 2.38 asks for its values, which the built-in gives as the book's does
            ✓ the values ex2.38-right-built-in.scm writes in its comments: all 4 are right
            All 3 checks passed.

            """),
        Report("2.38", "ex2.38-wrong-right-only.scm", passes: false, """
            Exercise 2.38: fold-left by an iterative process, fold-right by a recursive one
            ✓ ex2.38-wrong-right-only.scm loads
            ✗ the fold-left `foldl`: not found (looked for fold-left, my-fold-left, fold-l, foldl; name yours with --procedure fold-left=NAME)
                ex2.38-wrong-right-only.scm defines no procedures
                `fold-left` is the built-in procedure, not one ex2.38-wrong-right-only.scm defines
            1 of 2 checks failed.

            """),
        Report("2.38", "ex2.38-right-written-values.scm", passes: true, """
            Exercise 2.38: fold-left by an iterative process, fold-right by a recursive one
            ✓ ex2.38-right-written-values.scm loads
            ✓ fold-left: 6 cases right
            ✓ fold-left: iterative process (pending frames stay at 1 from n = 10 to 5000)
            ✓ the values ex2.38-right-written-values.scm writes in its comments: all 4 are right
            All 4 checks passed.

            """),
        // Commutativity as the swapped application, joined by words.
        Report("2.38", "ex2.38-wrong-commutative-in-words.scm", passes: false, """
            Exercise 2.38: fold-left by an iterative process, fold-right by a recursive one
            ✓ ex2.38-wrong-commutative-in-words.scm loads
            ✓ fold-left: 6 cases right
            ✓ fold-left: iterative process (pending frames stay at 1 from n = 10 to 5000)
            ✓ fold-right: 6 cases right
            ✓ fold-right: recursive process (linear recursive: space Θ(n))
            ✓ the values ex2.38-wrong-commutative-in-words.scm writes in its comments: all 4 are right
            ✗ the property its comments give: commutativity, which alone does not make the folds agree
                op = (lambda (x y) (+ (* x y) 1)) is commutative, yet (fold-right op 0 (list 1 2 3)) is 4 and (fold-left op 0 (list 1 2 3)) is 10: the property the exercise looks for is associativity, (op (op a b) c) = (op a (op b c)), as + and * have it
            1 of 7 checks failed.

            """),
        Report("2.38", "ex2.38-wrong-written-values.scm", passes: false, """
            Exercise 2.38: fold-left by an iterative process, fold-right by a recursive one
            ✓ ex2.38-wrong-written-values.scm loads
            ✓ fold-left: the built-in procedure
                note: ex2.38-wrong-written-values.scm uses the built-in `fold-left` without defining its own; exercise 2.38 asks for its values, which the built-in gives as the book's does
            ✗ the values ex2.38-wrong-written-values.scm writes in its comments: one is wrong
                line 13 gives (3 (2 (1 ()))) for (fold-left list nil (list 1 2 3)); the book's `fold-left` gives (((() 1) 2) 3)
            ✗ the property its comments give: commutativity, which alone does not make the folds agree
                op = (lambda (x y) (+ (* x y) 1)) is commutative, yet (fold-right op 0 (list 1 2 3)) is 4 and (fold-left op 0 (list 1 2 3)) is 10: the property the exercise looks for is associativity, (op (op a b) c) = (op a (op b c)), as + and * have it
            2 of 4 checks failed.

            """),
        Report("2.38", "ex2.38-wrong-recursive.scm", passes: false, """
            Exercise 2.38: fold-left by an iterative process, fold-right by a recursive one
            ✓ ex2.38-wrong-recursive.scm loads
            ✗ fold-left: 3 of 6 cases wrong
                (fold-left list '() (list 1 2 3)): expected (((() 1) 2) 3), got (((() 3) 2) 1)
                (fold-left cons '() (list 1 2 3)): expected (((() . 1) . 2) . 3), got (((() . 3) . 2) . 1)
                (fold-left (lambda (x y) (+ (* 10 x) y)) 0 (list 1 2 3)): expected 123, got 321
            ✗ fold-left: iterative process
                   n  pending frames
                  10              11
                 100             101
                1000            1001
                5000            5001
                space grows as Θ(n): this is a linear recursive process; exercise 2.38 asks for an iterative one
                line 6, column 11: `(fold-left op initial (cdr sequence))` is an argument of `op`, so `op` waits for it and every call keeps a frame: a linear recursive process
            2 of 3 checks failed.

            """),
        Report("2.39", "ex2.39-right-fold-right-in-block-comment.scm", passes: true, """
            Exercise 2.39: reverse with fold-right and with fold-left
            ✓ ex2.39-right-fold-right-in-block-comment.scm loads
                note: a definition the check needs is in a comment (line 9): it was judged as if the comment were code
            ✓ reverse: 5 cases right
                `reverse` (line 9, the first of its 2 definitions) is judged as the fold-right `reverse`
            ✓ reverse: 5 cases right
                `reverse` (line 13, the second of its 2 definitions) is judged as the fold-left `reverse`
            All 3 checks passed.

            """),
        Report("2.39", "ex2.39-wrong-skeleton-in-block-comment.scm", passes: false, """
            Exercise 2.39: reverse with fold-right and with fold-left
            ✓ ex2.39-wrong-skeleton-in-block-comment.scm loads
            ✗ the fold-right `reverse`: not found (looked for reverse-fold-right, reverse-right, reverse-r, reverse-fr, fold-right-reverse, reverse1, reverse-foldr, reverse; name yours with --procedure fold-right=NAME)
                ex2.39-wrong-skeleton-in-block-comment.scm defines fold-left (3 arguments), reverse (1 argument)
            ✓ reverse: 5 cases right
            1 of 3 checks failed.

            """),
        Report("2.39", "ex2.39-right-accumulate.scm", passes: true, """
            Exercise 2.39: reverse with fold-right and with fold-left
            ✓ ex2.39-right-accumulate.scm loads
            ✓ reverse-fold-right: 5 cases right
            ✓ reverse-fold-left: 5 cases right
            All 3 checks passed.

            """),
        Report("2.39", "ex2.39-right-book.scm", passes: true, """
            Exercise 2.39: reverse with fold-right and with fold-left
            ✓ ex2.39-right-book.scm loads
            ✓ reverse-r: 5 cases right
            ✓ reverse-l: 5 cases right
            All 3 checks passed.

            """),
        Report("2.39", "ex2.39-wrong-fold-right-twice.scm", passes: false, """
            Exercise 2.39: reverse with fold-right and with fold-left
            ✓ ex2.39-wrong-fold-right-twice.scm loads
            ✓ reverse-fold-right: 5 cases right
            ✗ the fold-left `reverse`: not found (looked for reverse-fold-left, reverse-left, reverse-l, reverse-fl, fold-left-reverse, reverse2, reverse-foldl, reverse; name yours with --procedure fold-left=NAME)
                ex2.39-wrong-fold-right-twice.scm defines reverse-fold-right (1 argument), reverse-fold-left (1 argument)
            1 of 3 checks failed.

            """),
        Report("2.39", "ex2.39-wrong-cons.scm", passes: false, """
            Exercise 2.39: reverse with fold-right and with fold-left
            ✓ ex2.39-wrong-cons.scm loads
            ✗ reverse-r: 4 of 5 cases wrong
                (reverse-r (list 1 2 3)): expected (3 2 1), got (((() . 3) . 2) . 1)
                (reverse-r (list 1)): expected (1), got (() . 1)
                (reverse-r (list (list 1 2) (list 3 4) 5)): expected (5 (3 4) (1 2)), got (((() . 5) 3 4) 1 2)
                (reverse-r (list 1 2 3 4 5 6 7 8 9 10)): expected (10 9 8 7 6 5 4 3 2 1), got ((((((((((() . 10) . 9) . 8) . 7) . 6) . 5) . 4) . 3) . 2) . 1)
            ✓ reverse-l: 5 cases right
            1 of 3 checks failed.

            """),
        Report("2.39", "ex2.39-right-own-fold-left.scm", passes: true, """
            Exercise 2.39: reverse with fold-right and with fold-left
            ✓ ex2.39-right-own-fold-left.scm loads
            ✓ reverse-r: 5 cases right
            ✓ reverse-l: 5 cases right
            All 3 checks passed.

            """),
        Report("2.39", "ex2.39-wrong-own-fold-left.scm", passes: false, """
            Exercise 2.39: reverse with fold-right and with fold-left
            ✓ ex2.39-wrong-own-fold-left.scm loads
            ✓ reverse-r: 5 cases right
            ✗ reverse-l: right only with the file's own `fold-left`
                the file's `fold-left` calls its operator as (op element result), as Racket's `foldl` does; the book's (exercise 2.38) calls it as (op result element), and the exercise fills in a call of the book's. With the book's `fold-left`:
                (reverse-l (list 1 2 3)): expected (3 2 1), got (((() . 1) . 2) . 3)
                (reverse-l (list 1)): expected (1), got (() . 1)
                (reverse-l (list (list 1 2) (list 3 4) 5)): expected (5 (3 4) (1 2)), got (((() 1 2) 3 4) . 5)
                (reverse-l (list 1 2 3 4 5 6 7 8 9 10)): expected (10 9 8 7 6 5 4 3 2 1), got ((((((((((() . 1) . 2) . 3) . 4) . 5) . 6) . 7) . 8) . 9) . 10)
            1 of 3 checks failed.

            """),
        Report("2.39", "ex2.39-wrong-foldl.scm", passes: false, """
            Exercise 2.39: reverse with fold-right and with fold-left
            ✓ ex2.39-wrong-foldl.scm loads
                note: skipped: #lang racket
            ✓ reverse-r: 5 cases right
            ✗ reverse-l: right only with the file's own `fold-left`
                the file's `fold-left` calls its operator as (op element result), as Racket's `foldl` does; the book's (exercise 2.38) calls it as (op result element), and the exercise fills in a call of the book's. With the book's `fold-left`:
                (reverse-l (list 1 2 3)): expected (3 2 1), got (((() . 1) . 2) . 3)
                (reverse-l (list 1)): expected (1), got (() . 1)
                (reverse-l (list (list 1 2) (list 3 4) 5)): expected (5 (3 4) (1 2)), got (((() 1 2) 3 4) . 5)
                (reverse-l (list 1 2 3 4 5 6 7 8 9 10)): expected (10 9 8 7 6 5 4 3 2 1), got ((((((((((() . 1) . 2) . 3) . 4) . 5) . 6) . 7) . 8) . 9) . 10)
            1 of 3 checks failed.

            """),
        Report("2.40", "ex2.40-right-book.scm", passes: true, """
            Exercise 2.40: unique-pairs and prime-sum-pairs
            ✓ ex2.40-right-book.scm loads
            ✓ unique-pairs: 4 cases right
            ✓ prime-sum-pairs: 3 cases right
            All 3 checks passed.

            """),
        Report("2.40", "ex2.40-right-dotted-pairs.scm", passes: true, """
            Exercise 2.40: unique-pairs and prime-sum-pairs
            ✓ ex2.40-right-dotted-pairs.scm loads
            ✓ unique-pairs: 4 cases right
                note: its pairs are dotted, (i . j), where the book's are lists (i j): the file's prime-sum-pairs must read them so
            ✓ prime-sum-pairs: 3 cases right
            All 3 checks passed.

            """),
        Report("2.40", "ex2.40-wrong-dotted-pairs.scm", passes: false, """
            Exercise 2.40: unique-pairs and prime-sum-pairs
            ✓ ex2.40-wrong-dotted-pairs.scm loads
            ✓ unique-pairs: 4 cases right
                note: its pairs are dotted, (i . j), where the book's are lists (i j): the file's prime-sum-pairs must read them so
            ✗ prime-sum-pairs: 2 of 3 cases wrong
                (as-set (prime-sum-pairs 6)): expected ((2 1 3) (3 2 5) (4 1 5) (4 3 7) (5 2 7) (6 1 7) (6 5 11)), but it stopped with ;The object (2 . 1), passed as the first argument to cadr, is not the correct type.
                (as-set (prime-sum-pairs 10)): expected ((2 1 3) (3 2 5) (4 1 5) (4 3 7) (5 2 7) (6 1 7) (6 5 11) (7 4 11) (7 6 13) (8 3 11) (8 5 13) (9 2 11) (9 4 13) (9 8 17) (10 1 11) (10 3 13) (10 7 17) (10 9 19)), but it stopped with ;The object (2 . 1), passed as the first argument to cadr, is not the correct type.
            1 of 3 checks failed.

            """),
        Report("2.40", "ex2.40-right-smaller-first.scm", passes: true, """
            Exercise 2.40: unique-pairs and prime-sum-pairs
            ✓ ex2.40-right-smaller-first.scm loads
            ✓ unique-pairs: 4 cases right
                note: its pairs are written (j i), the smaller number first; the book's are (i j) with 1 ≤ j < i ≤ n: the same pairs, each the other way round
            ✓ prime-sum-pairs: 3 cases right
                note: its pairs are written (j i), the smaller number first; the book's are (i j) with 1 ≤ j < i ≤ n: the same pairs, each the other way round
            All 3 checks passed.

            """),
        Report("2.40", "ex2.40-wrong-smaller-first.scm", passes: false, """
            Exercise 2.40: unique-pairs and prime-sum-pairs
            ✓ ex2.40-wrong-smaller-first.scm loads
            ✗ unique-pairs: 4 of 4 cases wrong
                (as-set (unique-pairs 5)): expected ((2 1) (3 1) (3 2) (4 1) (4 2) (4 3) (5 1) (5 2) (5 3) (5 4)), got ((1 1) (1 2) (1 3) (1 4) (1 5) (2 2) (2 3) (2 4) (2 5) (3 3) (3 4) (3 5) (4 4) (4 5) (5 5))
                (unique-pairs 1): expected (), got ((1 1))
                (as-set (unique-pairs 2)): expected ((2 1)), got ((1 1) (1 2) (2 2))
                (length (unique-pairs 10)): expected 45, got 55
            ✗ prime-sum-pairs: 3 of 3 cases wrong
                (as-set (prime-sum-pairs 6)): expected ((2 1 3) (3 2 5) (4 1 5) (4 3 7) (5 2 7) (6 1 7) (6 5 11)), got ((1 1 2) (1 2 3) (1 4 5) (1 6 7) (2 3 5) (2 5 7) (3 4 7) (5 6 11))
                (prime-sum-pairs 1): expected (), got ((1 1 2))
                (as-set (prime-sum-pairs 10)): expected ((2 1 3) (3 2 5) (4 1 5) (4 3 7) (5 2 7) (6 1 7) (6 5 11) (7 4 11) (7 6 13) (8 3 11) (8 5 13) (9 2 11) (9 4 13) (9 8 17) (10 1 11) (10 3 13) (10 7 17) (10 9 19)), got ((1 1 2) (1 2 3) (1 4 5) (1 6 7) (1 10 11) (2 3 5) (2 5 7) (2 9 11) (3 4 7) (3 8 11) (3 10 13) (4 7 11) (4 9 13) (5 6 11) (5 8 13) (6 7 13) (7 10 17) (8 9 17) (9 10 19))
            2 of 3 checks failed.

            """),
        Report("2.40", "ex2.40-right-j-first.scm", passes: true, """
            Exercise 2.40: unique-pairs and prime-sum-pairs
            ✓ ex2.40-right-j-first.scm loads
            ✓ unique-pairs: 4 cases right
            ✓ prime-sum-pairs: 3 cases right
            All 3 checks passed.

            """),
        Report("2.40", "ex2.40-wrong-includes-equal.scm", passes: false, """
            Exercise 2.40: unique-pairs and prime-sum-pairs
            ✓ ex2.40-wrong-includes-equal.scm loads
            ✗ unique-pairs: 4 of 4 cases wrong
                (as-set (unique-pairs 5)): expected ((2 1) (3 1) (3 2) (4 1) (4 2) (4 3) (5 1) (5 2) (5 3) (5 4)), got ((1 1) (2 1) (2 2) (3 1) (3 2) (3 3) (4 1) (4 2) (4 3) (4 4) (5 1) (5 2) (5 3) (5 4) (5 5))
                (unique-pairs 1): expected (), got ((1 1))
                (as-set (unique-pairs 2)): expected ((2 1)), got ((1 1) (2 1) (2 2))
                (length (unique-pairs 10)): expected 45, got 55
            ✗ prime-sum-pairs: 3 of 3 cases wrong
                (as-set (prime-sum-pairs 6)): expected ((2 1 3) (3 2 5) (4 1 5) (4 3 7) (5 2 7) (6 1 7) (6 5 11)), got ((1 1 2) (2 1 3) (3 2 5) (4 1 5) (4 3 7) (5 2 7) (6 1 7) (6 5 11))
                (prime-sum-pairs 1): expected (), got ((1 1 2))
                (as-set (prime-sum-pairs 10)): expected ((2 1 3) (3 2 5) (4 1 5) (4 3 7) (5 2 7) (6 1 7) (6 5 11) (7 4 11) (7 6 13) (8 3 11) (8 5 13) (9 2 11) (9 4 13) (9 8 17) (10 1 11) (10 3 13) (10 7 17) (10 9 19)), got ((1 1 2) (2 1 3) (3 2 5) (4 1 5) (4 3 7) (5 2 7) (6 1 7) (6 5 11) (7 4 11) (7 6 13) (8 3 11) (8 5 13) (9 2 11) (9 4 13) (9 8 17) (10 1 11) (10 3 13) (10 7 17) (10 9 19))
            2 of 3 checks failed.

            """),
        Report("2.41", "ex2.41-right-with-sum.scm", passes: true, """
            Exercise 2.41: ordered triples of distinct numbers up to n that sum to s
            ✓ ex2.41-right-with-sum.scm loads
            ✓ triples-sum: 5 cases right
                note: each triple is given with its sum after it, (i j k s), as prime-sum-pairs gives each pair with its sum
            All 2 checks passed.

            """),
        Report("2.41", "ex2.41-right-with-sum-own-order.scm", passes: true, """
            Exercise 2.41: ordered triples of distinct numbers up to n that sum to s
            ✓ ex2.41-right-with-sum-own-order.scm loads
            ✓ sum-triples: 5 cases right (its own argument order: (sum-triples s n) for the book's (sum-triples n s))
                note: each triple is given with its sum after it, (i j k s), as prime-sum-pairs gives each pair with its sum
            All 2 checks passed.

            """),
        Report("2.41", "ex2.41-wrong-with-sum.scm", passes: false, """
            Exercise 2.41: ordered triples of distinct numbers up to n that sum to s
            ✓ ex2.41-wrong-with-sum.scm loads
            ✗ triples-sum: 3 of 5 cases wrong
                (as-set (map (lambda (t) (sort t <)) (triples-sum 6 10))): expected ((1 3 6) (1 4 5) (2 3 5)), got ((1 3 6 10) (1 4 5 10) (2 2 6 10) (2 3 5 10) (3 3 4 10))
                (as-set (map (lambda (t) (sort t <)) (triples-sum 10 15))): expected ((1 4 10) (1 5 9) (1 6 8) (2 3 10) (2 4 9) (2 5 8) (2 6 7) (3 4 8) (3 5 7) (4 5 6)), got ((1 4 10 15) (1 5 9 15) (1 6 8 15) (2 3 10 15) (2 4 9 15) (2 5 8 15) (2 6 7 15) (3 3 9 15) (3 4 8 15) (3 5 7 15) (4 4 7 15) (4 5 6 15))
                (as-set (map (lambda (t) (sort t <)) (triples-sum 3 6))): expected ((1 2 3)), got ((1 2 3 6))
            1 of 2 checks failed.

            """),
        Report("2.41", "ex2.41-right-flatmap.scm", passes: true, """
            Exercise 2.41: ordered triples of distinct numbers up to n that sum to s
            ✓ ex2.41-right-flatmap.scm loads
            ✓ triples-sum: 5 cases right
            All 2 checks passed.

            """),
        Report("2.41", "ex2.41-right-increasing.scm", passes: true, """
            Exercise 2.41: ordered triples of distinct numbers up to n that sum to s
            ✓ ex2.41-right-increasing.scm loads
            ✓ sum-triples: 5 cases right
            All 2 checks passed.

            """),
        Report("2.41", "ex2.41-right-permutations.scm", passes: true, """
            Exercise 2.41: ordered triples of distinct numbers up to n that sum to s
            ✓ ex2.41-right-permutations.scm loads
            ✓ triples-sum: 5 cases right
            All 2 checks passed.

            """),
        Report("2.41", "ex2.41-right-own-name-order.scm", passes: true, """
            Exercise 2.41: ordered triples of distinct numbers up to n that sum to s
            ✓ ex2.41-right-own-name-order.scm loads
            ✓ triples-adding-to: 5 cases right (its own argument order: (triples-adding-to s n) for the book's (triples-adding-to n s))
                `triples-adding-to` (line 9) is judged as `triples-sum`: it passes the checks (the file defines no `triples-sum`, `triple-sum`, `sum-triples`)
            All 2 checks passed.

            """),
        Report("2.41", "ex2.41-wrong-own-name-order.scm", passes: false, """
            Exercise 2.41: ordered triples of distinct numbers up to n that sum to s
            ✓ ex2.41-wrong-own-name-order.scm loads
            ✗ `triples-sum`: not found (looked for triples-sum, triple-sum, sum-triples, find-triples, triples, ordered-triples, unique-triples-sum, triples-with-sum, make-triples, s-sum-triples, triples-sum-to, triples-sum-up-to, triples-sum-to-s, triples-that-sum-to; name yours with --procedure NAME)
                ex2.41-wrong-own-name-order.scm defines triples-up-to (1 argument), triples-adding-to (2 arguments)
            1 of 2 checks failed.

            """),
        Report("2.41", "ex2.41-wrong-repeats.scm", passes: false, """
            Exercise 2.41: ordered triples of distinct numbers up to n that sum to s
            ✓ ex2.41-wrong-repeats.scm loads
            ✗ triples-sum: 4 of 5 cases wrong
                (as-set (map (lambda (t) (sort t <)) (triples-sum 6 10))): expected ((1 3 6) (1 4 5) (2 3 5)), got ((1 3 6) (1 4 5) (2 2 6) (2 3 5) (2 4 4) (3 3 4))
                (as-set (map (lambda (t) (sort t <)) (triples-sum 10 15))): expected ((1 4 10) (1 5 9) (1 6 8) (2 3 10) (2 4 9) (2 5 8) (2 6 7) (3 4 8) (3 5 7) (4 5 6)), got ((1 4 10) (1 5 9) (1 6 8) (1 7 7) (2 3 10) (2 4 9) (2 5 8) (2 6 7) (3 3 9) (3 4 8) (3 5 7) (3 6 6) (4 4 7) (4 5 6) (5 5 5))
                (as-set (map (lambda (t) (sort t <)) (triples-sum 3 6))): expected ((1 2 3)), got ((1 2 3) (2 2 2))
                (triples-sum 2 3): expected (), got ((1 1 1))
            1 of 2 checks failed.

            """),
        Report("2.42", "ex2.42-right-book.scm", passes: true, """
            Exercise 2.42: the eight-queens puzzle
            ✓ ex2.42-right-book.scm loads
            ✓ queens: 8 cases right
            All 2 checks passed.

            """),
        Report("2.42", "ex2.42-right-rows-zero.scm", passes: true, """
            Exercise 2.42: the eight-queens puzzle
            ✓ ex2.42-right-rows-zero.scm loads
            ✓ queens: 8 cases right
            All 2 checks passed.

            """),
        Report("2.42", "ex2.42-right-columns.scm", passes: true, """
            Exercise 2.42: the eight-queens puzzle
            ✓ ex2.42-right-columns.scm loads
            ✓ queens: 8 cases right (with the file's extra argument)
                with an extra argument: (queens board-size board-size) for the book's (queens board-size)
            All 2 checks passed.

            """),
        Report("2.42", "ex2.42-wrong-columns.scm", passes: false, """
            Exercise 2.42: the eight-queens puzzle
            ✓ ex2.42-wrong-columns.scm loads
            ✗ queens: takes 2 arguments (queens board-size columns), but exercise 2.42 calls it with 1, as in (length (queens 1))
            1 of 2 checks failed.

            """),
        Report("2.42", "ex2.42-wrong-checks-first-queen.scm", passes: false, """
            Exercise 2.42: the eight-queens puzzle
            ✓ ex2.42-wrong-checks-first-queen.scm loads
            ✗ queens: 7 of 8 cases wrong
                (length (queens 3)): expected 0, got 2
                (length (queens 4)): expected 2, got 28
                (length (queens 5)): expected 10, got 370
                (length (queens 6)): expected 4, got 5768
                (queens-placements (queens 4)): expected (((1 2) (2 4) (3 1) (4 3)) ((1 3) (2 1) (3 4) (4 2))), got (((1 1) (2 3) (3 2) (4 2)) ((1 1) (2 3) (3 2) (4 2)) ((1 1) (2 3) (3 2) (4 3)) ((1 1) (2 3) (3 2) (4 3)) ((1 1) (2 3) (3 4) (4 2)) ((1 1) (2 3) (3 4) (4 3)) ((1 1) (2 4) (3 2) (4 2)) ((1 1) (2 4) (3 2)...
                and 2 more
            1 of 2 checks failed.

            """),
    ]
}
