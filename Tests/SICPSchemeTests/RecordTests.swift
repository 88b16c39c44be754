import Testing
import SICPScheme

/// `define-record-type`: constructor, predicate, accessors, modifiers,
/// printing as Guile prints, MIT's wrong-type errors.
@Suite struct RecordTests {
    static let point = "(define-record-type point (make-point x y) point? (x point-x set-point-x!) (y point-y))"

    @Test(arguments: [
        (point + " (make-point 1 \"a\")", "#<point x: 1 y: \"a\">"),
        ("(define-record-type <pare> (kons x y) pare? (x kar set-kar!) (y kdr)) (kons 1 2)", "#<<pare> x: 1 y: 2>"),
        ("(define-record-type <pare> (kons x y) pare? (x kar) (y kdr)) <pare>", "#<record-type <pare>>"),
        (point + " (list (point? (make-point 1 2)) (point? (cons 1 2)) (point? 5))", "(#t #f #f)"),
        (point + " (let ((p (make-point 1 2))) (set-point-x! p 3) (list (point-x p) (point-y p)))", "(3 2)"),
        (point + " (let ((p (make-point 1 2))) (equal? p (make-point 1 2)))", "#f"),
        ("(define-record-type node (make-node v) node? (v node-v) (next node-next set-node-next!)) (node-next (make-node 1))", "#f"),
        ("(define (f) (define-record-type cell (make-cell v) cell? (v cell-v)) (cell-v (make-cell 9))) (f)", "9"),
        ("(define-record-type loop (make-loop x) loop? (x loop-x set-loop-x!)) (let ((l (make-loop 1))) (set-loop-x! l l) l)",
         "#<loop x: #<loop ...>>"),
    ])
    func records(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func wrongTypesInMITWords() {
        #expect(Scheme.error(Self.point + " (point-x 5)")
                == ";The object 5, passed as the first argument to point-x, is not the correct type.")
        #expect(Scheme.error(Self.point + " (define-record-type other (make-other x) other? (x other-x)) (point-x (make-other 1))")
                == ";The object #<other x: 1>, passed as the first argument to point-x, is not the correct type.")
        #expect(Scheme.error(Self.point + " (make-point 1)")?.hasSuffix("has been called with 1 argument; it requires exactly 2 arguments.") == true)
        #expect(Scheme.error("(define-record-type p (make-p z) p?)") == ";Ill-formed syntax: (define-record-type p (make-p z) p?)")
        #expect(Scheme.error("(define-record-type)") == ";Ill-formed syntax: (define-record-type)")
    }
}
