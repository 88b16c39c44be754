import Foundation
@testable import SICPChecker
@testable import SICPPictures
import SICPProcess
import SICPScheme
import Testing

/// The checker of exercises 2.44-2.51: each answer's painters recorded in
/// the unit and a skewed frame and compared with the book's, a right and a
/// wrong file per exercise (`Fixtures/pictures/`) with its exact report.
@Suite struct PictureCheckerTests {
    static let reports: [(exercise: String, file: String, passes: Bool, report: String)] = [
        ("2.44", "2.44-right.scm", true, """
            Exercise 2.44: up-split
            ✓ 2.44-right.scm loads
            ✓ up-split: the book's picture in all 16 paintings (unit and skewed frames)
            All 2 checks passed.

            """),
        ("2.44", "2.44-upside-down.scm", false, """
            Exercise 2.44: up-split
            ✓ 2.44-upside-down.scm loads
            ✗ up-split: (up-split rogers 1) in the unit frame: the painter is at the top and the smaller copies under it: `below` puts its first painter at the bottom
            1 of 2 checks failed.

            """),
        ("2.44", "2.44-right-own-order.scm", true, """
            Exercise 2.44: up-split
            ✓ 2.44-right-own-order.scm loads
            ✓ up-split: the book's picture in all 16 paintings (unit and skewed frames)
                `up-split` in its own argument order, (up-split n painter) for the book's (up-split painter n): judged in that order
            All 2 checks passed.

            """),
        ("2.44", "2.44-wrong-own-order.scm", false, """
            Exercise 2.44: up-split
            ✓ 2.44-wrong-own-order.scm loads
            ✗ up-split: ((lambda (painter n) (up-split n painter)) rogers 1) in the unit frame: this is right-split's picture: `below` and `beside` are the other way round
                `up-split` in its own argument order, (up-split n painter) for the book's (up-split painter n): judged in that order
            1 of 2 checks failed.

            """),
        ("2.44", "2.44-right-own-library.scm", true, """
            Exercise 2.44: up-split
            ✓ 2.44-right-own-library.scm loads
            ✓ up-split: the book's picture in all 16 paintings (unit and skewed frames)
                note: the file's own `beside`, `below` stop here (;Unbound variable: canvas-size): judged with the book's in their place
            All 2 checks passed.

            """),
        ("2.44", "2.44-wrong-own-library.scm", false, """
            Exercise 2.44: up-split
            ✓ 2.44-wrong-own-library.scm loads
            ✗ up-split: (up-split rogers 1) in the unit frame: this is right-split's picture: `below` and `beside` are the other way round
                note: the file's own `beside`, `below` stop here (;Unbound variable: canvas-size): judged with the book's in their place
            1 of 2 checks failed.

            """),
        ("2.44", "2.44-wrong.scm", false, """
            Exercise 2.44: up-split
            ✓ 2.44-wrong.scm loads
            ✗ up-split: (up-split rogers 1) in the unit frame: this is right-split's picture: `below` and `beside` are the other way round
            1 of 2 checks failed.

            """),
        ("2.45", "2.45-right.scm", true, """
            Exercise 2.45: split, the general splitting operation
            ✓ 2.45-right.scm loads
            ✓ (split beside below) as right-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ (split below beside) as up-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ the file's right-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ the file's up-split: the book's picture in all 16 paintings (unit and skewed frames)
            All 5 checks passed.

            """),
        ("2.45", "2.45-right-own-order.scm", true, """
            Exercise 2.45: split, the general splitting operation
            ✓ 2.45-right-own-order.scm loads
            ✓ (split beside below) as right-split: the book's picture in all 16 paintings (unit and skewed frames)
                `split` in its own argument order, the procedures it returns taking (n painter) for the book's (painter n): judged in that order
            ✓ (split below beside) as up-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ the file's right-split: the book's picture in all 16 paintings (unit and skewed frames)
                `right-split` in its own argument order, (right-split n painter) for the book's (right-split painter n): judged in that order
            ✓ the file's up-split: the book's picture in all 16 paintings (unit and skewed frames)
                `up-split` in its own argument order, (up-split n painter) for the book's (up-split painter n): judged in that order
            All 5 checks passed.

            """),
        ("2.45", "2.45-wrong-own-order.scm", false, """
            Exercise 2.45: split, the general splitting operation
            ✓ 2.45-wrong-own-order.scm loads
            ✗ (split beside below) as right-split: (((lambda (combine smaller) (lambda (painter n) ((split combine smaller) n painter))) beside below) rogers 2) in the unit frame: draws 96 segments where the book's draws 224
                `split` in its own argument order, the procedures it returns taking (n painter) for the book's (painter n): judged in that order
            ✗ (split below beside) as up-split: (((lambda (combine smaller) (lambda (painter n) ((split combine smaller) n painter))) below beside) rogers 2) in the unit frame: draws 96 segments where the book's draws 224
            ✗ the file's right-split: ((lambda (painter n) (right-split n painter)) rogers 2) in the unit frame: draws 96 segments where the book's draws 224
                `right-split` in its own argument order, (right-split n painter) for the book's (right-split painter n): judged in that order
            ✗ the file's up-split: ((lambda (painter n) (up-split n painter)) rogers 2) in the unit frame: draws 96 segments where the book's draws 224
                `up-split` in its own argument order, (up-split n painter) for the book's (up-split painter n): judged in that order
            4 of 5 checks failed.

            """),
        ("2.45", "2.45-right-module-defined-twice.rkt", true, """
            Exercise 2.45: split, the general splitting operation
            ✓ 2.45-right-module-defined-twice.rkt loads, with 1 warning
                warning: `split` is defined twice (lines 4, 6): Racket loads none of a `#lang` module that defines a name twice (module: identifier already defined); the checker reads it as MIT Scheme's `load` does, one definition after another
            ✓ (split beside below) as right-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ (split below beside) as up-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ the file's right-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ the file's up-split: the book's picture in all 16 paintings (unit and skewed frames)
            All 5 checks passed.

            """),
        ("2.45", "2.45-wrong.scm", false, """
            Exercise 2.45: split, the general splitting operation
            ✓ 2.45-wrong.scm loads
            ✗ (split beside below) as right-split: ((split beside below) rogers 1) in the unit frame: this is up-split's picture: split uses its two operations the other way round
            ✗ (split below beside) as up-split: ((split below beside) rogers 1) in the unit frame: this is right-split's picture: split uses its two operations the other way round
            2 of 3 checks failed.

            """),
        ("2.45", "2.45-wrong-instances-return-splitter.scm", false, """
            Exercise 2.45: split, the general splitting operation
            ✓ 2.45-wrong-instances-return-splitter.scm loads
            ✓ (split beside below) as right-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ (split below beside) as up-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✗ the file's right-split: (right-split rogers 0) in the unit frame: it gives a procedure of 2 arguments, not a painter (a painter takes one argument, a frame); painting it stopped with ;The procedure #[compound-procedure 16] has been called with 1 argument; it requires exactly 2 arguments.
            ✗ the file's up-split: (up-split rogers 0) in the unit frame: it gives a procedure of 2 arguments, not a painter (a painter takes one argument, a frame); painting it stopped with ;The procedure #[compound-procedure 17] has been called with 1 argument; it requires exactly 2 arguments.
            2 of 5 checks failed.

            """),
        ("2.45", "2.45-right-instances-before-split.scm", true, """
            Exercise 2.45: split, the general splitting operation
            ✓ 2.45-right-instances-before-split.scm loads
                note: line 4 defines `right-split` with `split`, which the file defines only later (MIT stops there with ;Unbound variable: split): evaluated again once the file had loaded
                note: line 5 defines `up-split` with `split`, which the file defines only later (MIT stops there with ;Unbound variable: split): evaluated again once the file had loaded
            ✓ (split beside below) as right-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ (split below beside) as up-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ the file's right-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ the file's up-split: the book's picture in all 16 paintings (unit and skewed frames)
            All 5 checks passed.

            """),
        ("2.45", "2.45-right-own-list-painters.scm", true, """
            Exercise 2.45: split, the general splitting operation
            ✓ 2.45-right-own-list-painters.scm loads
            ✓ (split beside below) as right-split: the book's picture in all 16 paintings (unit and skewed frames)
                note: the file's own `beside`, `below` stop here (;The object #[compound-procedure 12 sicp-check-rogers], passed as the first argument to append, is not the correct type.): judged with the book's in their place
            ✓ (split below beside) as up-split: the book's picture in all 16 paintings (unit and skewed frames)
                note: the file's own `beside`, `below` stop here (;The object #[compound-procedure 12 sicp-check-rogers], passed as the first argument to append, is not the correct type.): judged with the book's in their place
            ✓ the file's right-split: the book's picture in all 16 paintings (unit and skewed frames)
                note: the file's own `beside`, `below` stop here (;The object #[compound-procedure 12 sicp-check-rogers], passed as the first argument to append, is not the correct type.): judged with the book's in their place
            All 4 checks passed.

            """),
        ("2.45", "2.45-wrong-instance-swapped.scm", false, """
            Exercise 2.45: split, the general splitting operation
            ✓ 2.45-wrong-instance-swapped.scm loads
            ✓ (split beside below) as right-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✓ (split below beside) as up-split: the book's picture in all 16 paintings (unit and skewed frames)
            ✗ the file's right-split: (right-split rogers 1) in the unit frame: this is up-split's picture: the file's right-split gives split its two operations the other way round
            1 of 4 checks failed.

            """),
        ("2.46", "2.46-right.scm", true, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-right.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
            ✓ add-vect: 2 cases right
            ✓ sub-vect: 2 cases right
            ✓ scale-vect: 2 cases right
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            All 6 checks passed.

            """),
        ("2.46", "2.46-right-snake-case.scm", true, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-right-snake-case.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
                `make_vect` is judged as `make-vect`
                `xcor_vect` is judged as `xcor-vect`
                `ycor_vect` is judged as `ycor-vect`
            ✓ add-vect: 2 cases right
                `add_vect` is judged as `add-vect`
            ✓ sub-vect: 2 cases right
                `sub_vect` is judged as `sub-vect`
            ✓ scale-vect: 2 cases right
                `scale_vect` is judged as `scale-vect`
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            All 6 checks passed.

            """),
        ("2.46", "2.46-wrong-snake-case.scm", false, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-wrong-snake-case.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
                `make_vect` is judged as `make-vect`
                `xcor_vect` is judged as `xcor-vect`
                `ycor_vect` is judged as `ycor-vect`
            ✓ add-vect: 2 cases right
                `add_vect` is judged as `add-vect`
            ✗ sub-vect: (xcor-vect (sub-vect (make-vect 1 2) (make-vect 3 5))) gives 2
                `sub_vect` is judged as `sub-vect`
                expected: -2
            ✓ scale-vect: 2 cases right
                `scale_vect` is judged as `scale-vect`
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            1 of 6 checks failed.

            """),
        ("2.46", "2.46-right-vec-names.scm", true, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-right-vec-names.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
                `make-vec` is judged as `make-vect`
                `xcor-vec` is judged as `xcor-vect`
                `ycor-vec` is judged as `ycor-vect`
            ✓ add-vect: 2 cases right
                `add-vec` is judged as `add-vect`
            ✓ sub-vect: 2 cases right
                `sub-vec` is judged as `sub-vect`
            ✓ scale-vect: 2 cases right
                `scale-vec` is judged as `scale-vect`
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            All 6 checks passed.

            """),
        ("2.46", "2.46-wrong-vec-names.scm", false, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-wrong-vec-names.scm loads
            ✗ make-vect, xcor-vect, ycor-vect: (ycor-vect (make-vect 3 4)) gives (4)
                `make-vec` is judged as `make-vect`
                `xcor-vec` is judged as `xcor-vect`
                `ycor-vec` is judged as `ycor-vect`
                expected: 4
            ✗ add-vect: (xcor-vect (add-vect (make-vect 1 2) (make-vect 3 5))) stopped with ;The object (2), passed as the first argument to integer-add, is not the correct type.
                `add-vec` is judged as `add-vect`
            ✗ sub-vect: (xcor-vect (sub-vect (make-vect 1 2) (make-vect 3 5))) stopped with ;The object (2), passed as the first argument to integer-subtract, is not the correct type.
                `sub-vec` is judged as `sub-vect`
            ✗ scale-vect: (xcor-vect (scale-vect 3 (make-vect 1 2))) stopped with ;The object (2), passed as the second argument to integer-multiply, is not the correct type.
                `scale-vec` is judged as `scale-vect`
            ✗ painting with these vectors: rogers in the unit frame: stopped with ;The object (0), passed as the first argument to integer-zero?, is not the correct type.
            5 of 6 checks failed.

            """),
        ("2.46", "2.46-right-vector-first-used.scm", true, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-right-vector-first-used.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
            ✓ add-vect: 2 cases right
            ✓ sub-vect: 2 cases right
            ✓ scale-vect: 2 cases right
                `scale-vect` in its own argument order, (scale-vect v s) for the book's (scale-vect s v): judged in that order
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            All 6 checks passed.

            """),
        ("2.46", "2.46-wrong-vector-first-used.scm", false, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-wrong-vector-first-used.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
            ✓ add-vect: 2 cases right
            ✗ sub-vect: (xcor-vect (sub-vect (make-vect 1 2) (make-vect 3 5))) gives 4
                expected: -2
            ✓ scale-vect: 2 cases right
                `scale-vect` in its own argument order, (scale-vect v s) for the book's (scale-vect s v): judged in that order
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            1 of 6 checks failed.

            """),
        ("2.46", "2.46-right-own-constructor.scm", true, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-right-own-constructor.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
                `new-vector` is judged as `make-vect`: it passes the checks (2.46-right-own-constructor.scm defines no `make-vect`)
            ✓ add-vect: 2 cases right
            ✓ sub-vect: 2 cases right
            ✓ scale-vect: 2 cases right
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            All 6 checks passed.

            """),
        ("2.46", "2.46-wrong-own-constructor.scm", false, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-wrong-own-constructor.scm loads
            ✗ make-vect: not found (looked for make-vect; name yours with --procedure make-vect=NAME)
            1 of 2 checks failed.

            """),
        ("2.46", "2.46-wrong.scm", false, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-wrong.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
            ✓ add-vect: 2 cases right
            ✗ sub-vect: (xcor-vect (sub-vect (make-vect 1 2) (make-vect 3 5))) gives 2
                expected: -2
            ✓ scale-vect: 2 cases right
                `scale-vect` in its own argument order, (scale-vect v s) for the book's (scale-vect s v): judged in that order
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            1 of 6 checks failed.

            """),
        ("2.46", "2.46-right-vector-first.scm", true, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-right-vector-first.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
            ✓ add-vect: 2 cases right
            ✓ sub-vect: 2 cases right
            ✓ scale-vect: 2 cases right
                `scale-vect` in its own argument order, (scale-vect v s) for the book's (scale-vect s v): judged in that order
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            All 6 checks passed.

            """),
        ("2.46", "2.46-wrong-vector-first.scm", false, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-wrong-vector-first.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
            ✓ add-vect: 2 cases right
            ✓ sub-vect: 2 cases right
            ✗ scale-vect: (ycor-vect (scale-vect 3 (make-vect 1 2))) gives 2
                `scale-vect` in its own argument order, (scale-vect v s) for the book's (scale-vect s v): judged in that order
                expected: 6
            ✗ painting with these vectors: rogers in the unit frame: 32 of its 32 segments are not where the book's are (one: (0.35, 1) -> (0.28, 1))
            2 of 6 checks failed.

            """),
        ("2.46", "2.46-right-coordinate-names.scm", true, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-right-coordinate-names.scm loads
            ✓ make-vect, xcor-vect, ycor-vect: 4 cases right
                `x-coordinate` is judged as `xcor-vect`
                `y-coordinate` is judged as `ycor-vect`
            ✓ add-vect: 2 cases right
            ✓ sub-vect: 2 cases right
            ✓ scale-vect: 2 cases right
            ✓ painting with these vectors: the book's picture in all 4 paintings (unit and skewed frames)
            All 6 checks passed.

            """),
        ("2.46", "2.46-wrong-coordinate-names.scm", false, """
            Exercise 2.46: vectors: make-vect, add-vect, sub-vect, scale-vect
            ✓ 2.46-wrong-coordinate-names.scm loads
            ✗ make-vect, xcor-vect, ycor-vect: (xcor-vect (make-vect 3 4)) gives 4
                `x-coordinate` is judged as `xcor-vect`
                `y-coordinate` is judged as `ycor-vect`
                expected: 3
            ✓ add-vect: 2 cases right
            ✓ sub-vect: 2 cases right
            ✓ scale-vect: 2 cases right
            ✗ painting with these vectors: rogers in the unit frame: it is the book's picture mirrored across the diagonal from the bottom left to the top right
            2 of 6 checks failed.

            """),
        ("2.47", "2.47-right-selectors-redefined.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-selectors-redefined.scm loads
            ✓ make-frame and its selectors: 1 case right
                the file defines no make-frame: its selectors `origin-frame`, `edge1-frame` and `edge2-frame` (its definition 1 of 2) are judged with the book's constructor of a list, (list origin edge1 edge2)
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation: 1 case right
                the file defines no make-frame: its selectors `origin-frame`, `edge1-frame` and `edge2-frame` (its definition 2 of 2) are judged with the book's constructor of pairs, (cons origin (cons edge1 edge2))
            All 4 checks passed.

            """),
        ("2.47", "2.47-right-first-in-comment.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-first-in-comment.scm loads
                note: the first definitions of `make-frame`, `origin-frame`, `edge1-frame` and `edge2-frame` are in a comment (from line 3), above the file's own: judged as the first way, as written there
            ✓ make-frame and its selectors (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            ✓ painting in these frames (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation (the second definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            All 4 checks passed.

            """),
        ("2.47", "2.47-right-first-in-block-comment.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-first-in-block-comment.scm loads
                note: the first definitions of `make-frame`, `origin-frame`, `edge1-frame` and `edge2-frame` are in a comment (from line 3), above the file's own: judged as the first way, as written there
            ✓ make-frame and its selectors (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            ✓ painting in these frames (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation (the second definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            All 4 checks passed.

            """),
        // Datum comments, `#;(define ...)`, as a Racket module keeps the first way.
        ("2.47", "2.47-right-first-in-datum-comments.rkt", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-first-in-datum-comments.rkt loads
                note: the first definitions of `make-frame`, `origin-frame`, `edge1-frame` and `edge2-frame` are in a comment (from line 4), above the file's own: judged as the first way, as written there
            ✓ make-frame and its selectors (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            ✓ painting in these frames (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation (the second definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            All 4 checks passed.

            """),
        ("2.51", "2.51-right-datum-comment.rkt", true, """
            Exercise 2.51: below, both ways
            ✓ 2.51-right-datum-comment.rkt loads
                note: the first definition of `below` is in a comment (from line 4), above the file's own: judged as the first way, as written there
            ✓ below (the first definition of `below`): the book's picture in all 4 paintings (unit and skewed frames)
            ✓ below (second) (the second definition of `below`): the book's picture in all 4 paintings (unit and skewed frames)
            All 3 checks passed.

            """),
        ("2.51", "2.51-wrong-datum-comment.rkt", false, """
            Exercise 2.51: below, both ways
            ✓ 2.51-wrong-datum-comment.rkt loads
                note: the first definition of `below` is in a comment (from line 4), above the file's own: judged as the first way, as written there
            ✗ below (the first definition of `below`): (below rogers one-line) in the unit frame: the painters are the other way round: `below` puts its first painter at the bottom
                one-line: the checker's painter of one segment, (0.1, 0.2) -> (0.7, 0.9)
            ✓ below (second) (the second definition of `below`): the book's picture in all 4 paintings (unit and skewed frames)
            1 of 3 checks failed.

            """),
        ("2.47", "2.47-wrong-same-twice.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong-same-twice.scm loads
            ✓ make-frame and its selectors (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            ✓ painting in these frames (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation (the second definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            ✗ make-frame (second): not found: the exercise asks for both representations of a frame, and the two definitions of `make-frame` build the same structure
            1 of 5 checks failed.

            """),
        ("2.47", "2.47-wrong-same-in-comment.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong-same-in-comment.scm loads
                note: the first definitions of `make-frame`, `origin-frame`, `edge1-frame` and `edge2-frame` are in a comment (from line 3), above the file's own: judged as the first way, as written there
            ✓ make-frame and its selectors (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            ✓ painting in these frames (the first definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation (the second definitions of `make-frame`, `origin-frame`, `edge1-frame`, `edge2-frame`): 1 case right
            ✗ make-frame (second): not found: the exercise asks for both representations of a frame, and the two definitions of `make-frame` build the same structure
            1 of 5 checks failed.

            """),
        ("2.47", "2.47-wrong-selectors-redefined.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong-selectors-redefined.scm loads
            ✓ make-frame and its selectors: 1 case right
                the file defines no make-frame: its selectors `origin-frame`, `edge1-frame` and `edge2-frame` (its definition 2 of 2) are judged with the book's constructor of a list, (list origin edge1 edge2)
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ the second representation: (let ((f (sicp-check-make-frame-cons 'origin 'edge1 'edge2))) (list (origin-frame f) (edge1-frame f) (edge2-frame f))) stopped with ;The object (origin edge1 . edge2), passed as the first argument to caddr, is not the correct type.
                the file defines no make-frame: its selectors `origin-frame`, `edge1-frame` and `edge2-frame` (its definition 1 of 2) are judged with the book's constructor of pairs, (cons origin (cons edge1 edge2))
            1 of 4 checks failed.

            """),
        ("2.47", "2.47-right.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right.scm loads
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation: 1 case right
            All 4 checks passed.

            """),
        ("2.47", "2.47-right-numbered.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-numbered.scm loads
            ✓ make-frame and its selectors: 1 case right
                `make-frame-1` is judged as `make-frame`
                `origin-frame-1` is judged as `origin-frame`
                `edge1-frame-1` is judged as `edge1-frame`
                `edge2-frame-1` is judged as `edge2-frame`
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation: 1 case right
            All 4 checks passed.

            """),
        ("2.47", "2.47-right-versioned.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-versioned.scm loads
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation: 1 case right
            All 4 checks passed.

            """),
        ("2.47", "2.47-wrong-versioned.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong-versioned.scm loads
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ the second representation: (let ((f (make-frame-v2 'origin 'edge1 'edge2))) (list (origin-frame-v2 f) (edge1-frame-v2 f) (edge2-frame-v2 f))) stopped with ;The object (origin edge1 . edge2), passed as the first argument to caddr, is not the correct type.
            1 of 4 checks failed.

            """),
        ("2.47", "2.47-wrong-numbered.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong-numbered.scm loads
            ✗ make-frame and its selectors: (let ((f (make-frame 'origin 'edge1 'edge2))) (list (origin-frame f) (edge1-frame f) (edge2-frame f))) gives (origin edge1 (edge2))
                `make-frame-1` is judged as `make-frame`
                `origin-frame-1` is judged as `origin-frame`
                `edge1-frame-1` is judged as `edge1-frame`
                `edge2-frame-1` is judged as `edge2-frame`
                expected: (origin edge1 edge2)
            ✗ painting in these frames: rogers in the unit frame: stopped with ;The object (0 . 1), passed as the first argument to integer-zero?, is not the correct type.
            ✓ the second representation: 1 case right
            2 of 4 checks failed.

            """),
        ("2.47", "2.47-wrong.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong.scm loads
            ✗ make-frame and its selectors: (let ((f (make-frame 'origin 'edge1 'edge2))) (list (origin-frame f) (edge1-frame f) (edge2-frame f))) stopped with ;The object (origin edge1 . edge2), passed as the first argument to caddr, is not the correct type.
            ✗ painting in these frames: rogers in the unit frame: stopped with ;The object 0, passed as the first argument to car, is not the correct type.
            ✗ make-frame (second): not found: the exercise asks for both representations of a frame (looked for make-frame2, make-frame-2, make-frame-v2, make-framev2, make-frame_2, make-frame-cons, make-frame-pair, make-frame-b, make-frame2nd, make-frame-alt, make-frame-new, make-frame-second, or a second definition of make-frame)
            3 of 4 checks failed.

            """),
        // The selectors alone, under names of the file's own: each set
        // judged with the book's constructor it passes with.
        ("2.47", "2.47-right-selectors-alone.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-selectors-alone.scm loads
            ✓ make-frame and its selectors: 1 case right
                the file defines no make-frame: its selectors `list-frame-origin`, `list-frame-edge1` and `list-frame-edge2` are judged with the book's constructor of a list, (list origin edge1 edge2)
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation: 1 case right
                the file defines no make-frame: its selectors `pair-frame-origin`, `pair-frame-edge1` and `pair-frame-edge2` are judged with the book's constructor of pairs, (cons origin (cons edge1 edge2))
            All 4 checks passed.

            """),
        ("2.47", "2.47-wrong-selectors-alone.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong-selectors-alone.scm loads
            ✓ make-frame and its selectors: 1 case right
                the file defines no make-frame: its selectors `list-frame-origin`, `list-frame-edge1` and `list-frame-edge2` are judged with the book's constructor of a list, (list origin edge1 edge2)
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ the second representation: (let ((f (sicp-check-make-frame-cons 'origin 'edge1 'edge2))) (list (pair-frame-origin f) (pair-frame-edge1 f) (pair-frame-edge2 f))) stopped with ;The object (origin edge1 . edge2), passed as the first argument to caddr, is not the correct type.
                the file defines no make-frame: its selectors `pair-frame-origin`, `pair-frame-edge1` and `pair-frame-edge2` are judged with the book's constructor of pairs, (cons origin (cons edge1 edge2))
            1 of 4 checks failed.

            """),
        // Representations under names of the file's own, found by what
        // their procedures return; selectors shared by the two ways; a
        // second constructor whose selectors are the first's written again.
        ("2.47", "2.47-right-own-names.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-own-names.scm loads
            ✓ make-frame and its selectors: 1 case right
                `frame-of-list`, `lframe-origin`, `lframe-x-edge` and `lframe-y-edge` are judged as the first representation: the file's constructor of 3 arguments and the procedures that return its parts
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation: 1 case right
                `frame-of-pairs`, `pframe-origin`, `pframe-x-edge` and `pframe-y-edge` are judged as the second representation: the file's constructor of 3 arguments and the procedures that return its parts
            All 4 checks passed.

            """),
        ("2.47", "2.47-right-own-names-among-loops.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-own-names-among-loops.scm loads
            ✓ make-frame and its selectors: 1 case right
                `frame-of-list`, `lframe-origin`, `lframe-x-edge` and `lframe-y-edge` are judged as the first representation: the file's constructor of 3 arguments and the procedures that return its parts
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation: 1 case right
                `frame-of-pairs`, `pframe-origin`, `pframe-x-edge` and `pframe-y-edge` are judged as the second representation: the file's constructor of 3 arguments and the procedures that return its parts
            All 4 checks passed.

            """),
        ("2.47", "2.47-wrong-own-names-same-shape.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong-own-names-same-shape.scm loads
            ✓ make-frame and its selectors: 1 case right
                the file defines no make-frame: its selectors `lframe-origin`, `lframe-edge1` and `lframe-edge2` are judged with the book's constructor of a list, (list origin edge1 edge2)
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ the second representation: (let ((f (sicp-check-make-frame-cons 'origin 'edge1 'edge2))) (list (aframe-origin f) (aframe-edge1 f) (aframe-edge2 f))) stopped with ;The object (origin edge1 . edge2), passed as the first argument to caddr, is not the correct type.
                the file defines no make-frame: its selectors `aframe-origin`, `aframe-edge1` and `aframe-edge2` are judged with the book's constructor of pairs, (cons origin (cons edge1 edge2))
            1 of 4 checks failed.

            """),
        ("2.47", "2.47-right-shared-selectors.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-shared-selectors.scm loads
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation: 1 case right
                `make-frame-bis`, `origin-frame`, `edge1-frame` and `edge2-frame-bis` are judged as the second representation: the file's constructor of 3 arguments and the procedures that return its parts
            All 4 checks passed.

            """),
        ("2.47", "2.47-right-own-constructors-shared-selectors.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-own-constructors-shared-selectors.scm loads
            ✓ make-frame and its selectors: 1 case right
                the file defines no make-frame: its selectors `origin-frame`, `edge1-frame` and `edge2-frame` are judged with the book's constructor of a list, (list origin edge1 edge2)
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ the second representation: 1 case right
                the file defines no make-frame: its selectors `origin-frame`, `edge1-frame` and `edge2-frame2` are judged with the book's constructor of pairs, (cons origin (cons edge1 edge2))
            All 4 checks passed.

            """),
        ("2.47", "2.47-wrong-own-constructors-shared-selectors.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong-own-constructors-shared-selectors.scm loads
            ✓ make-frame and its selectors: 1 case right
                the file defines no make-frame: its selectors `origin-frame`, `edge1-frame` and `edge2-frame` are judged with the book's constructor of a list, (list origin edge1 edge2)
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ the second representation: (let ((f (sicp-check-make-frame-cons 'origin 'edge1 'edge2))) (list (origin-frame f) (edge1-frame f) (edge2-frame2 f))) gives (origin edge1 (edge1 . edge2))
                the file defines no make-frame: its selectors `origin-frame`, `edge1-frame` and `edge2-frame2` are judged with the book's constructor of pairs, (cons origin (cons edge1 edge2))
                expected: (origin edge1 edge2)
            1 of 4 checks failed.

            """),
        ("2.47", "2.47-wrong-second-constructor-alone.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-wrong-second-constructor-alone.scm loads
            ✓ make-frame and its selectors: 1 case right
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ the second representation: (let ((f (make-frame-2 'origin 'edge1 'edge2))) (list (origin-frame f) (edge1-frame f) (edge2-frame f))) stopped with ;The object (origin edge1 . edge2), passed as the first argument to caddr, is not the correct type.
                `origin-frame`, `edge1-frame` and `edge2-frame` serve both ways: the file defines no others
            1 of 4 checks failed.

            """),
        ("2.47", "2.47-right-second-constructor-selectors-again.scm", true, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-right-second-constructor-selectors-again.scm loads
            ✓ make-frame and its selectors (the first definitions of `frame-origin`, `frame-edge1`, `frame-edge2`): 1 case right
                `frame-origin` is judged as `origin-frame`
                `frame-edge1` is judged as `edge1-frame`
                `frame-edge2` is judged as `edge2-frame`
            ✓ painting in these frames (the first definitions of `frame-origin`, `frame-edge1`, `frame-edge2`): the book's picture in all 4 paintings (unit and skewed frames)
                note: the file's own `scale-vect` stops here (;The object 0.35, passed as the first argument to car, is not the correct type.): judged with the book's in its place
            ✓ the second representation (the second definitions of `frame-origin`, `frame-edge1`, `frame-edge2`): 1 case right
            All 4 checks passed.

            """),
        ("2.47", "2.47-one-way-selectors-alone.scm", false, """
            Exercise 2.47: frames: make-frame and its selectors
            ✓ 2.47-one-way-selectors-alone.scm loads
            ✓ make-frame and its selectors: 1 case right
                the file defines no make-frame: its selectors `frame-origin-l`, `frame-edge1-l` and `frame-edge2-l` are judged with the book's constructor of a list, (list origin edge1 edge2)
            ✓ painting in these frames: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ make-frame (second): not found: the exercise asks for both representations of a frame (the file defines no make-frame, and no selectors named for origin, edge1 and edge2 but `frame-origin-l`, `frame-edge1-l` and `frame-edge2-l`, judged with the book's constructor of a list, (list origin edge1 edge2))
            1 of 4 checks failed.

            """),
        ("2.48", "2.48-right.scm", true, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-right.scm loads
            ✓ make-segment and its selectors: 4 cases right
            ✓ painting with these segments: the book's picture in all 4 paintings (unit and skewed frames)
            All 3 checks passed.

            """),
        ("2.48", "2.48-wrong.scm", false, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-wrong.scm loads
            ✗ make-segment and its selectors: (xcor-vect (end-segment (make-segment (make-vect 1 2) (make-vect 3 4)))) gives 1
                expected: 3
            ✗ painting with these segments: rogers in the unit frame: 32 of its 32 segments are not where the book's are (one: (0.35, 0.3) -> (0.35, 0.3))
            2 of 3 checks failed.

            """),
        ("2.48", "2.48-wrong-misspelt.scm", false, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-wrong-misspelt.scm loads
            ✗ start-segment: misspelt as `star-segment`
                `star-segment` gives the right values, but the book's procedures that use the segments call it `start-segment`, which 2.48-wrong-misspelt.scm does not define
            ✓ make-segment and its selectors: 4 cases right
                `star-segment` is judged as `start-segment`: it passes the checks (2.48-wrong-misspelt.scm defines no `start-segment`, `segment-start`, `start-vector`)
            ✓ painting with these segments: the book's picture in all 4 paintings (unit and skewed frames)
            1 of 4 checks failed.

            """),
        ("2.48", "2.48-right-sicp-pict-names.scm", true, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-right-sicp-pict-names.scm loads
            ✓ make-segment and its selectors: 4 cases right
                `segment-start` is judged as `start-segment`
                `segment-end` is judged as `end-segment`
            ✓ painting with these segments: the book's picture in all 4 paintings (unit and skewed frames)
            All 3 checks passed.

            """),
        ("2.48", "2.48-wrong-sicp-pict-names.scm", false, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-wrong-sicp-pict-names.scm loads
            ✗ make-segment and its selectors: (xcor-vect (end-segment (make-segment (make-vect 1 2) (make-vect 3 4)))) gives 1
                `segment-start` is judged as `start-segment`
                `segment-end` is judged as `end-segment`
                expected: 3
            ✗ painting with these segments: rogers in the unit frame: 32 of its 32 segments are not where the book's are (one: (0.35, 0.3) -> (0.35, 0.3))
            2 of 3 checks failed.

            """),
        // Painters as procedures of no arguments that return them: the
        // painter each returns is judged, and a wrong one still fails.
        ("2.49", "2.49-right-thunks.scm", true, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-right-thunks.scm loads
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
                `outline` takes no arguments and returns the painter: the painter `(outline)` returns is judged
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
                `cross` takes no arguments and returns the painter: the painter `(cross)` returns is judged
            ✓ diamond: the book's lines in all 2 paintings (unit and skewed frames)
                `diamond` takes no arguments and returns the painter: the painter `(diamond)` returns is judged
            ✓ wave: paints (4 segments)
                `wave` takes no arguments and returns the painter: the painter `(wave)` returns is judged
            All 5 checks passed.

            """),
        ("2.49", "2.49-wrong-thunks-diamond.scm", false, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-wrong-thunks-diamond.scm loads
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
                `outline` takes no arguments and returns the painter: the painter `(outline)` returns is judged
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
                `cross` takes no arguments and returns the painter: the painter `(cross)` returns is judged
            ✗ diamond: diamond in the unit frame: 1 of its 4 segments is not where the book's are (one: (0.5, 1) -> (0.5, 0))
                `diamond` takes no arguments and returns the painter: the painter `(diamond)` returns is judged
            ✓ wave: paints (4 segments)
                `wave` takes no arguments and returns the painter: the painter `(wave)` returns is judged
            1 of 5 checks failed.

            """),
        ("2.49", "2.49-right.scm", true, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-right.scm loads
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
                note: its lines lie within 0.02 of the book's, not on them (an edge drawn at 0.99 instead of 1, as in DrRacket, where a line on the frame's far edge falls outside the canvas): an edge the exercise leaves open
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
            ✓ diamond: the book's lines in all 2 paintings (unit and skewed frames)
            ✓ wave: paints (2 segments)
            All 5 checks passed.

            """),
        ("2.49", "2.49-wrong.scm", false, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-wrong.scm loads
            ✗ outline: outline in the unit frame: draws 3 segments where the book's draws 4
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
            ✗ diamond: diamond in the unit frame: 1 of its 4 segments is not where the book's are (one: (0, 0.5) -> (0.5, 0.1))
            ✗ wave: wave: stopped with ;The object one, passed as the first argument to integer-zero?, is not the correct type.
            3 of 5 checks failed.

            """),
        ("2.50", "2.50-right-snake-case.scm", true, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-right-snake-case.scm loads
                note: 2.50-right-snake-case.scm calls `make_vect` and `transform_painter` without defining them: the book's `make-vect` and `transform-painter` were used under those names
            ✓ flip-horiz: the book's picture in all 4 paintings (unit and skewed frames)
                `flip_horize` is judged as `flip-horiz`: it passes the checks (2.50-right-snake-case.scm defines no `flip-horiz`, `flip-horizontal`, `flip-horizontally`)
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate270: the book's picture in all 4 paintings (unit and skewed frames)
            All 4 checks passed.

            """),
        ("2.50", "2.50-wrong-snake-case.scm", false, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-wrong-snake-case.scm loads
                note: 2.50-wrong-snake-case.scm calls `make_vect` and `transform_painter` without defining them: the book's `make-vect` and `transform-painter` were used under those names
            ✗ flip-horiz: not found (looked for flip-horiz, flip-horizontal, flip-horizontally, horiz-flip, horizontal-flip, flip-h; name yours with --procedure flip-horiz=NAME)
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate270: the book's picture in all 4 paintings (unit and skewed frames)
            1 of 4 checks failed.

            """),
        ("2.50", "2.50-right.scm", true, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-right.scm loads
            ✓ flip-horiz: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate270: the book's picture in all 4 paintings (unit and skewed frames)
            All 4 checks passed.

            """),
        ("2.50", "2.50-right-short-names.scm", true, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-right-short-names.scm loads
            ✓ flip-horiz: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate270: the book's picture in all 4 paintings (unit and skewed frames)
            All 4 checks passed.

            """),
        ("2.50", "2.50-wrong-short-names.scm", false, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-wrong-short-names.scm loads
            ✓ flip-horiz: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ rotate270: (rot270 rogers) in the unit frame: the picture is turned a quarter turn anticlockwise: this is `rotate90`
            1 of 4 checks failed.

            """),
        ("2.50", "2.50-right-own-names.scm", true, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-right-own-names.scm loads
            ✓ flip-horiz: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
                `rotate-half-turn` is judged as `rotate180`: it passes the checks (2.50-right-own-names.scm defines no `rotate180`, `rotate-180`, `rot180`)
            ✓ rotate270: the book's picture in all 4 paintings (unit and skewed frames)
                `rotate-270-anticlockwise` is judged as `rotate270`: it passes the checks (2.50-right-own-names.scm defines no `rotate270`, `rotate-270`, `rot270`)
            All 4 checks passed.

            """),
        // A misspelt name of the book's: the file's error, not another Scheme's library.
        ("2.50", "2.50-wrong-own-transform-typo.scm", false, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-wrong-own-transform-typo.scm loads
            ✗ flip-horiz: (flip-horiz rogers) in the unit frame: stopped with ;Unbound variable: sub-vert
            ✗ rotate180: (rotate180 rogers) in the unit frame: stopped with ;Unbound variable: sub-vert
            ✗ rotate270: (rotate270 rogers) in the unit frame: stopped with ;Unbound variable: sub-vert
            3 of 4 checks failed.

            """),
        ("2.50", "2.50-wrong-own-names.scm", false, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-wrong-own-names.scm loads
            ✗ rotate180: not found (looked for rotate180, rotate-180, rot180, rot-180, rotate-180-degrees; name yours with --procedure rotate180=NAME)
            ✓ flip-horiz: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate270: the book's picture in all 4 paintings (unit and skewed frames)
                `rotate-270-anticlockwise` is judged as `rotate270`: it passes the checks (2.50-wrong-own-names.scm defines no `rotate270`, `rotate-270`, `rot270`)
            1 of 4 checks failed.

            """),
        ("2.50", "2.50-wrong.scm", false, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-wrong.scm loads
            ✗ flip-horiz: (flip-horiz rogers) in the unit frame: the picture is mirrored top to bottom: this is `flip-vert`
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ rotate270: (rotate270 rogers) in the unit frame: the picture is turned a quarter turn anticlockwise: this is `rotate90`
            2 of 4 checks failed.

            """),
        ("2.51", "2.51-right.scm", true, """
            Exercise 2.51: below, both ways
            ✓ 2.51-right.scm loads
            ✓ below: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ below (second): the book's picture in all 4 paintings (unit and skewed frames)
            All 3 checks passed.

            """),
        // Both ways under names of the file's own: the second is the other
        // procedure that passes, and does not call the first.
        ("2.51", "2.51-right-own-names.scm", true, """
            Exercise 2.51: below, both ways
            ✓ 2.51-right-own-names.scm loads
            ✓ below: the book's picture in all 4 paintings (unit and skewed frames)
                `below-first` is judged as `below`: it passes the checks (2.51-right-own-names.scm defines no `below`, `below-a`, `below1`)
            ✓ below (second): the book's picture in all 4 paintings (unit and skewed frames)
                `below-using-beside` is judged as the second way of writing `below`: it passes the checks, and it does not call `below-first`
            All 3 checks passed.

            """),
        // A second "way" that calls the first is no second way.
        ("2.51", "2.51-wrong-second-wraps-first.scm", false, """
            Exercise 2.51: below, both ways
            ✓ 2.51-wrong-second-wraps-first.scm loads
            ✓ below: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ below (second): not found: the exercise asks for both ways of writing below (looked for below2, below-2, below-b, below-rotate, below-rot, below-with-rotations, below-rotation, below-by-rotation, below1, below-1, or a second definition of below)
            1 of 3 checks failed.

            """),
        ("2.51", "2.51-wrong.scm", false, """
            Exercise 2.51: below, both ways
            ✓ 2.51-wrong.scm loads
            ✗ below: (below rogers one-line) in the unit frame: the painters are the other way round: `below` puts its first painter at the bottom
                one-line: the checker's painter of one segment, (0.1, 0.2) -> (0.7, 0.9)
            ✗ below (second): (below-2 rogers one-line) in the unit frame: 33 of its 33 segments are not where the book's are (one: (0.7, 0.175) -> (0.58, 0.14))
                one-line: the checker's painter of one segment, (0.1, 0.2) -> (0.7, 0.9)
            2 of 3 checks failed.

            """),
        ("2.51", "2.51-wrong-ill-formed.scm", false, """
            Exercise 2.51: below, both ways
            ✓ 2.51-wrong-ill-formed.scm loads, with 1 warning
                warning: line 3: (define (below painter1 painter 2) (let ((split-point (ma... stopped with ;Ill-formed syntax: (define (below painter1 painter 2) (let ((split-point (make-vect 0.0 0.5))) (let ((paint-bottom (transform-painter painter1 (make-vect 0.0 0.0) (make-vect 1.0 0.0) split-point)) (paint-top (transform-painter painter2 split-point (make-vect 1.0 0.5) (make-vect 0.0 1.0)))) (lambda (frame) (paint-bottom frame) (paint-top frame))))): not defined
            ✗ below: not found (looked for below, below-a, below1, below-1; name yours with --procedure below=NAME)
            ✓ below (second): the book's picture in all 4 paintings (unit and skewed frames)
            1 of 3 checks failed.

            """),
        ("2.48", "2.48-right-four-numbers.scm", true, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-right-four-numbers.scm loads
            ✓ make-segment and its selectors: 4 cases right
                `make-segment` takes four numbers, (make-segment x1 y1 x2 y2): judged through the book's interface, (lambda (v1 v2) (make-segment (xcor-vect v1) (ycor-vect v1) (xcor-vect v2) (ycor-vect v2))), as 2.49's book code calls make-segment with two vectors
            ✓ painting with these segments: the book's picture in all 4 paintings (unit and skewed frames)
            All 3 checks passed.

            """),
        ("2.48", "2.48-wrong-four-numbers.scm", false, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-wrong-four-numbers.scm loads
            ✗ make-segment and its selectors: (ycor-vect (start-segment (make-segment (make-vect 1 2) (make-vect 3 4)))) gives 3
                `make-segment` takes four numbers, (make-segment x1 y1 x2 y2): judged through the book's interface, (lambda (v1 v2) (make-segment (xcor-vect v1) (ycor-vect v1) (xcor-vect v2) (ycor-vect v2))), as 2.49's book code calls make-segment with two vectors
                expected: 2
            ✗ painting with these segments: rogers in the unit frame: 32 of its 32 segments are not where the book's are (one: (0.35, 0.28) -> (0.3, 0.42))
            2 of 3 checks failed.

            """),
        // The selectors read with the file's own wrong xcor-vect, which 2.48 does not ask for.
        ("2.48", "2.48-right-own-selectors-wrong.scm", true, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-right-own-selectors-wrong.scm loads
            ✓ make-segment and its selectors: 4 cases right
                note: the file's own `xcor-vect`, which the exercise does not ask for, gives other values than the book's: judged with the book's in its place
            ✓ painting with these segments: the book's picture in all 4 paintings (unit and skewed frames)
                note: the file's own `xcor-vect`, which the exercise does not ask for, draws other pictures than the book's: judged with the book's in its place
            All 3 checks passed.

            """),
        ("2.48", "2.48-right-own-vectors-wrong.scm", true, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-right-own-vectors-wrong.scm loads
            ✓ make-segment and its selectors: 4 cases right
            ✓ painting with these segments: the book's picture in all 4 paintings (unit and skewed frames)
                note: the file's own `scale-vect`, which the exercise does not ask for, draws other pictures than the book's: judged with the book's in its place
            All 3 checks passed.

            """),
        ("2.48", "2.48-wrong-own-vectors-wrong.scm", false, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-wrong-own-vectors-wrong.scm loads
            ✗ make-segment and its selectors: (xcor-vect (end-segment (make-segment (make-vect 1 2) (make-vect 3 4)))) gives 1
                expected: 3
            ✗ painting with these segments: rogers in the unit frame: 32 of its 32 segments are not where the book's are (one: (0.35, 0.35) -> (0.35, 0.35))
            2 of 3 checks failed.

            """),
        ("2.49", "2.49-right-wave-left-over.scm", true, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-right-wave-left-over.scm loads
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
                `painter-a` is judged as `outline`: it passes the checks (2.49-right-wave-left-over.scm defines no `outline`, `outline-painter`, `frame-outline`)
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
                `painter-b` is judged as `x`: it passes the checks (2.49-right-wave-left-over.scm defines no `x-painter`, `x`, `cross`)
            ✓ diamond: the book's lines in all 2 paintings (unit and skewed frames)
                `painter-c` is judged as `diamond`: it passes the checks (2.49-right-wave-left-over.scm defines no `diamond`, `diamond-painter`, `draw-diamond`)
            ✓ wave: paints (4 segments)
                `painter-d` is judged as `wave`: the one painter the file defines, besides `outline`, `x` and `diamond`, that draws a figure (2.49-right-wave-left-over.scm defines no `wave`, `wave-painter`, `wave-shape`)
            All 5 checks passed.

            """),
        ("2.49", "2.49-one-segment-left-over.scm", false, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-one-segment-left-over.scm loads
            ✗ wave: not found (looked for wave, wave-painter, wave-shape, d; name yours with --procedure wave=NAME)
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
                `painter-a` is judged as `outline`: it passes the checks (2.49-one-segment-left-over.scm defines no `outline`, `outline-painter`, `frame-outline`)
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
                `painter-b` is judged as `x`: it passes the checks (2.49-one-segment-left-over.scm defines no `x-painter`, `x`, `cross`)
            ✓ diamond: the book's lines in all 2 paintings (unit and skewed frames)
                `painter-c` is judged as `diamond`: it passes the checks (2.49-one-segment-left-over.scm defines no `diamond`, `diamond-painter`, `draw-diamond`)
            1 of 5 checks failed.

            """),
        ("2.49", "2.49-right-wave-painted.scm", true, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-right-wave-painted.scm loads
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
            ✓ diamond: the book's lines in all 2 paintings (unit and skewed frames)
            ✓ wave: paints (4 segments)
                the painter of line 21's `(paint (segments->painter (list (make-segment (make-vect ...` is judged as `wave`: the one painter the file paints, besides `outline`, `x` and `diamond`, that draws a figure (2.49-right-wave-painted.scm defines no `wave`, `wave-painter`, `wave-shape`)
            All 5 checks passed.

            """),
        ("2.49", "2.49-right-own-drawing-library.scm", true, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-right-own-drawing-library.scm loads, with 1 warning
                warning: line 3: (define dc (new bitmap-dc% (bitmap (make-bitmap 100 100)))) stopped with ;Unbound variable: bitmap-dc%: not defined
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
                note: the file's own `add-vect`, `make-segment`, `start-segment`, `end-segment`, `segments->painter` stop here (;Unbound variable: dc): judged with the book's in their place
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
                note: the file's own `add-vect`, `make-segment`, `start-segment`, `end-segment`, `segments->painter` stop here (;Unbound variable: dc): judged with the book's in their place
            ✓ diamond: the book's lines in all 2 paintings (unit and skewed frames)
                note: the file's own `add-vect`, `make-segment`, `start-segment`, `end-segment`, `segments->painter` stop here (;Unbound variable: dc): judged with the book's in their place
            ✓ wave: paints (6 segments)
                note: the file's own `add-vect`, `make-segment`, `start-segment`, `end-segment`, `segments->painter` stop here (;Unbound variable: dc): judged with the book's in their place
            All 5 checks passed.

            """),
        ("2.49", "2.49-two-painted.scm", false, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-two-painted.scm loads
            ✗ wave: not found (looked for wave, wave-painter, wave-shape, d; name yours with --procedure wave=NAME)
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
            ✓ diamond: the book's lines in all 2 paintings (unit and skewed frames)
            1 of 5 checks failed.

            """),
        ("2.50", "2.50-right-sicp-pict.scm", true, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-right-sicp-pict.scm loads
            ✓ flip-horiz: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate270: the book's picture in all 4 paintings (unit and skewed frames)
            All 4 checks passed.

            """),
        ("2.50", "2.50-wrong-sicp-pict.scm", false, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-wrong-sicp-pict.scm loads
            ✓ flip-horiz: the book's picture in all 4 paintings (unit and skewed frames)
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ rotate270: (rotate270 rogers) in the unit frame: the picture is turned a quarter turn anticlockwise: this is `rotate90`
            1 of 4 checks failed.

            """),
        ("2.50", "2.50-wrong-own-rotate90.scm", false, """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ 2.50-wrong-own-rotate90.scm loads
            ✓ flip-horiz: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ rotate180: (rotate180 rogers) in the unit frame: 32 of its 32 segments are not where the book's are (one: (0.35, 1.35) -> (0.3, 1.28))
            ✗ rotate270: (rotate270 rogers) in the unit frame: 32 of its 32 segments are not where the book's are (one: (-0.35, 1.7) -> (-0.28, 1.58))
            2 of 4 checks failed.

            """),
        ("2.49", "2.49-many-procedures.scm", false, """
            Exercise 2.49: the outline, X, diamond and wave painters
            ✓ 2.49-many-procedures.scm loads
            ✗ wave: not found (looked for wave, wave-painter, wave-shape, d; name yours with --procedure wave=NAME)
            ✓ outline: the book's lines in all 2 paintings (unit and skewed frames)
                `painter-a` is judged as `outline`: it passes the checks (2.49-many-procedures.scm defines no `outline`, `outline-painter`, `frame-outline`)
            ✓ X: the book's lines in all 2 paintings (unit and skewed frames)
                `painter-b` is judged as `x`: it passes the checks (2.49-many-procedures.scm defines no `x-painter`, `x`, `cross`)
            ✓ diamond: the book's lines in all 2 paintings (unit and skewed frames)
                `painter-c` is judged as `diamond`: it passes the checks (2.49-many-procedures.scm defines no `diamond`, `diamond-painter`, `draw-diamond`)
            1 of 5 checks failed.

            """),
        ("2.48", "2.48-wrong-circular-constant.scm", false, """
            Exercise 2.48: segments: make-segment, start-segment, end-segment
            ✓ 2.48-wrong-circular-constant.scm loads
            ✗ make-segment and its selectors: (xcor-vect (end-segment (make-segment (make-vect 1 2) (make-vect 3 4)))) gives 1
                expected: 3
            ✗ painting with these segments: rogers in the unit frame: 32 of its 32 segments are not where the book's are (one: (0.35, 0.35) -> (0.35, 0.35))
            2 of 3 checks failed.

            """),
    ]

    @Test(arguments: reports.indices)
    func everyFixtureGetsItsExactReport(index: Int) throws {
        let (number, file, passes, expected) = Self.reports[index]
        let exercise = try #require(PictureChecker.exercise(number))
        let source = try Fixture.text("pictures/" + file)
        let report = try LargeStack.run { try PictureChecker().check(exercise, source: source, fileName: file) }
        #expect(report.text == expected)
        #expect(report.passed == passes)
    }

    /// Every exercise has a right fixture and a wrong one, and the registry lists it.
    @Test func everyExerciseHasFixturesAndIsListed() {
        for exercise in ExerciseChecker.section2_4Pictures {
            #expect(Self.reports.contains { $0.exercise == exercise.number && $0.passes })
            #expect(Self.reports.contains { $0.exercise == exercise.number && !$0.passes })
            #expect(ExerciseChecker.exercise(exercise.number)?.title == exercise.title)
        }
        #expect(ExerciseChecker.section2_4Pictures.map(\.number) == ["2.44", "2.45", "2.46", "2.47", "2.48", "2.49", "2.50", "2.51"])
    }

    @Test func aFileThatDefinesNothingIsNotPassedOnTheKitsDefinitions() throws {
        let exercise = try #require(PictureChecker.exercise("2.50"))
        let report = try LargeStack.run { try PictureChecker().check(exercise, source: "(define x 1)", fileName: "empty.scm") }
        #expect(report.text == """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ empty.scm loads
            ✗ flip-horiz: not found (looked for flip-horiz, flip-horizontal, flip-horizontally, horiz-flip, horizontal-flip, flip-h; name yours with --procedure flip-horiz=NAME)
            ✗ rotate180: not found (looked for rotate180, rotate-180, rot180, rot-180, rotate-180-degrees; name yours with --procedure rotate180=NAME)
            ✗ rotate270: not found (looked for rotate270, rotate-270, rot270, rot-270, rotate-270-degrees; name yours with --procedure rotate270=NAME)
            3 of 4 checks failed.

            """)
    }

    @Test func aProcedureNamedOnTheCommandLine() throws {
        let exercise = try #require(PictureChecker.exercise("2.44"))
        let source = "(define (my-up painter n) (if (= n 0) painter (let ((s (my-up painter (- n 1)))) (below painter (beside s s)))))"
        let report = try LargeStack.run {
            try PictureChecker().check(exercise, source: source, fileName: "mine.scm", procedures: ["my-up"])
        }
        #expect(report.passed)
        #expect(throws: ExerciseChecker.UsageError(description: "exercise 2.44 asks for 1 procedure, and 2 were named")) {
            try PictureChecker().check(exercise, source: source, fileName: "mine.scm", procedures: ["a", "b"])
        }
    }

    @Test func anEndlessPainterStopsAtTheLimits() throws {
        let exercise = try #require(PictureChecker.exercise("2.44"))
        let source = "(define (up-split painter n) (up-split painter (+ n 1)))"
        let report = try LargeStack.run {
            try PictureChecker(stepLimit: 100_000, timeLimit: .seconds(600)).check(exercise, source: source, fileName: "loop.scm")
        }
        #expect(report.text == """
            Exercise 2.44: up-split
            ✓ loop.scm loads
            ✗ up-split: (up-split rogers 0) in the unit frame: ran past the step limit (100,000 steps)
            1 of 2 checks failed.

            """)
    }

    @Test func svgSideBySide() throws {
        let exercise = try #require(PictureChecker.exercise("2.50"))
        let path = NSTemporaryDirectory() + "sicp-check-\(getpid()).svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try Fixture.text("pictures/2.50-wrong.scm")
        let report = try LargeStack.run { try PictureChecker().check(exercise, source: source, fileName: "f.scm", svg: path) }
        #expect(report.results[1].details == ["wrote \(path): yours on the left, the book's on the right"])
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.components(separatedBy: "<line ").count - 1 == 64)
        #expect(svg.contains(">yours: (flip-horiz rogers)</text>"))
        // One picture only: the first that differs.
        #expect(report.results[3].details.isEmpty)
    }

    /// `,check` at the prompt: the session's definitions, not the kit's.
    @Test func theSessionsDefinitions() throws {
        let text = try LargeStack.run { () -> String in
            let interp = Interp(output: OutputPort(), interrupt: InterruptFlag())
            PictureLanguage.install(in: interp)
            var out = ""
            try ProcessCommands.check("2.44", interp: interp, printText: { out += $0 })
            try interp.evaluate(Fixture.text("pictures/2.44-wrong.scm"))
            try ProcessCommands.check("2.44", interp: interp, printText: { out += $0 })
            return out
        }
        #expect(text == """
            Exercise 2.44: up-split
            ✗ up-split: not found (looked for up-split, upsplit, up-split-painter; name yours with --procedure NAME)
            1 of 1 checks failed.
            Exercise 2.44: up-split
            ✗ up-split: (up-split rogers 1) in the unit frame: this is right-split's picture: `below` and `beside` are the other way round
            1 of 1 checks failed.

            """)
    }
}
