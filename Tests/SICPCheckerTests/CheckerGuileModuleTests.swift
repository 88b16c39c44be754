import SICPChecker
import Testing

/// A Guile learner's answers as modules of one another (`define-module`
/// with `#:use-module`): the checker judges the file with the modules it
/// uses, supplies no companion they define, and what a module does not
/// export (2.33's own `map` of one list) stays out of the answer's scope.
@Suite struct CheckerGuileModuleTests {
    @Test func anAnswerThatUsesItsOwnModules() throws {
        let folder = try CheckerFileSetupTests.folder([
            "2/33.scm": """
                (define-module (chapter-2 exercise-33)
                  #:export (accumulate))
                (define (accumulate op initial sequence)
                  (if (null? sequence) initial (op (car sequence) (accumulate op initial (cdr sequence)))))
                (define (map p sequence) (accumulate (lambda (x y) (cons (p x) y)) '() sequence))
                """,
            "2/36.scm": """
                (define-module (chapter-2 exercise-36)
                  #:use-module (chapter-2 exercise-33)
                  #:re-export (accumulate)
                  #:export (accumulate-n))
                (define (accumulate-n op init seqs)
                  (if (null? (car seqs)) '() (cons (accumulate op init (map car seqs)) (accumulate-n op init (map cdr seqs)))))
                """,
            "2/37.scm": """
                (define-module (chapter-2 exercise-37)
                  #:use-module (chapter-2 exercise-36))
                (define (dot-product v w) (accumulate + 0 (map * v w)))
                (define (matrix-*-vector m v) (map (lambda (x) (dot-product x v)) m))
                (define (transpose mat) (accumulate-n cons '() mat))
                (define (matrix-*-matrix m n) (let ((cols (transpose n))) (map (lambda (row) (matrix-*-vector cols row)) m)))
                """,
        ])
        let report = try CheckerFileSetupTests.check("2.37", folder + "/2/37.scm")
        #expect(report.text == """
            Exercise 2.37: matrix operations
            ✓ \(folder)/2/37.scm loads
            ✓ dot-product: 3 cases right
            ✓ matrix-*-vector: 2 cases right
            ✓ transpose: 3 cases right
            ✓ matrix-*-matrix: 3 cases right
            All 5 checks passed.

            """)
    }
}
