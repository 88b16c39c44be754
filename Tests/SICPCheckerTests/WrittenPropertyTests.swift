@testable import SICPChecker
import Testing

/// 2.38's property as a file's comments name it (`WrittenProperty`).
@Suite struct WrittenPropertyTests {
    @Test(arguments: [
        ("; op must be commutative\n(define x 1)", true),
        ("#| op should be commutative:\n (op a b) = (op b a) |#", true),
        (";; op 需要满足交换律", true),
        // Both named, associativity named alone, or neither: not judged.
        ("; op must be associative and commutative", false),
        ("; commutative is not enough: it must be associative", false),
        (";; 结合律", false),
        ("; the two agree for + and *", false),
        // Not in a comment: a string, a name in the code.
        ("(display \"op must be commutative\")", false),
        ("(define (commutative? op) (= (op 1 2) (op 2 1)))", false),
        ("(display \"a ; b\") (define commutative 1)", false),
        ("(define (semi? c) (eq? c #\\;)) (define commutative 1)", false),
        ("(define q #\\\") ; op must be commutative", true),
        // Commutativity as a formula alone; associativity as a formula beside it.
        (";; fold-leftとfold-rightが等しくなるためには(op x y) = (op y x)が必要", true),
        ("; needs op(a, b) == op(b, a)", true),
        ("; x * y = y * x", true),
        ("; (op x y) = (op y x) and (op (op x y) z) = (op x (op y z))", false),
        ("; op(a, b) = op(b, a), op(op(a, b), c) = op(a, op(b, c))", false),
        ("; (a op b) op c = a op (b op c)", false),
        ("; (op x y) = (op x y)", false),
        ("; (list (list (list 3) 2) 1)\n; op must be commutative", true),
        // The swapped application joined by words.
        (";; The property that op should satisfy:\n;; (op a b) equals (op b a).", true),
        ("; the result of (op x y) should be equal to the result of (op y x).", true),
        ("; (op a b) equals (op b a), and (op (op a b) c) equals (op a (op b c))", false),
        ("; (op a b) is the same as (op b a) and (op a (op b c)) is the same as (op (op a b) c)", false),
        ("; (op a a) equals (op a a)", false),
        ("; (list 1 2)\n;;\n; (list 2 1)", false),
        // A file of sections: 2.38's own comments (2.18's `結合` is "join").
        (";;ex2-18\n; consで結合する\n;;ex2-33\n;;ex2-38\n; (op x y) = (op y x)\n;;ex2-39", true),
    ])
    func commutativityAloneFails(source: String, fails: Bool) {
        let result = WrittenProperty.check("2.38", source)
        #expect((result != nil) == fails)
        if let result {
            #expect(!result.passed)
            #expect(result.line == "the property its comments give: commutativity, which alone does not make the folds agree")
        }
    }

    @Test func onlyExercise238AsksForTheProperty() {
        #expect(WrittenProperty.check("2.39", "; op must be commutative") == nil)
    }

    @Test func commentsAreReadOutsideStrings() {
        #expect(WrittenProperty.comments("(f \"x;y\") ; Note\n#| Block |# (g)") == " note\n block |#")
    }
}
