import Testing
@testable @_spi(SICPInternals) import SICPScheme

/// `(* counter product)` and its kin with both operands variables
/// (`SlotOperation`, the values read in place) when they are not two small
/// integers: big integers, rationals, reals, and the errors of other values,
/// in the current frame and an outer one, natively and on the control stack,
/// as when each operand is copied out first.
@Suite struct SlotOperandTests {
    @Test(arguments: [
        ("""
         (define (factorial n)
           (define (iter product counter)
             (if (> counter n) product (iter (* counter product) (+ counter 1))))
           (iter 1 1))
         (factorial 30)
         """, "=> 265252859812191058636308480000000"),
        ("(define (f a b) (list (+ a b) (- a b) (* a b) (< a b) (= a b) (>= a b))) (f 100000000000000000000 3)",
         "=> (100000000000000000003 99999999999999999997 300000000000000000000 #f #f #t)"),
        ("(define (f a b) (list (+ a b) (* a b) (- b a))) (f 1/3 2/3)", "=> (1 2/9 1/3)"),
        ("(define (f a b) (list (+ a b) (* a b) (> a b))) (f 1.5 2)", "=> (3.5 3.0 #f)"),
        // An outer frame's variable and the current one's.
        ("(define (f a) (define (g b) (* a b)) (g 3)) (f 12345678901234567890)", "=> 37037036703703703670"),
        // The same variable twice.
        ("(define (sq x) (* x x)) (sq 4294967296)", "=> 18446744073709551616"),
        ("(define (f a b) (* a b)) (f 'x 100000000000000000000)",
         "error: ;The object x, passed as the first argument to integer-zero?, is not the correct type."),
        ("(define (f a b) (+ a b)) (f 100000000000000000000 \"s\")",
         "error: ;The object \"s\", passed as the second argument to integer-add, is not the correct type."),
    ])
    func operationsOnVariablesAnswerAsBefore(source: String, expected: String) {
        #expect(ControlStackTests.run(source, budget: nil) == expected)
        #expect(ControlStackTests.run(source, budget: 0) == expected)
    }
}

/// The inline operations on reals (`BinaryOperation.reals`): two reals, or
/// a real and a small integer under `+`, `-` and `*`, give what the numeric
/// tower gives (the primitive, reached through `apply`), NaNs, signed zeros
/// and infinities included; comparisons of a real with an exact number stay
/// exact.
@Suite struct RealOperandTests {
    static let pairs = "(list (list 1.5 2.5) (list 0 1.5) (list 1.5 -3) (list -0.0 0.0) (list nan 1.0) (list 1.0 nan) "
        + "(list 1e308 10) (list 9007199254740993 1.0) (list 1/3 0.5) (list 100000000000000000000 1.5))"

    @Test(arguments: ["inline", "primitive"])
    func inlineAndPrimitiveAgree(procedure: String) {
        let source = """
            (define nan (/ 0. 0.))
            (define (inline a b) (list (+ a b) (- a b) (* a b) (= a b) (< a b) (> a b) (<= a b) (>= a b)))
            (define (primitive a b)
              (map (lambda (op) (apply op (list a b))) (list + - * = < > <= >=)))
            (map (lambda (p) (\(procedure) (car p) (cadr p))) \(Self.pairs))
            """
        let expected = "=> ((4.0 -1.0 3.75 #f #t #f #t #f) (1.5 -1.5 0.0 #f #t #f #t #f) (-1.5 4.5 -4.5 #f #f #t #f #t) "
            + "(0.0 -0.0 -0.0 #t #f #f #t #t) (+nan.0 +nan.0 +nan.0 #f #f #f #f #f) (+nan.0 +nan.0 +nan.0 #f #f #f #f #f) "
            + "(1.0e308 1.0e308 +inf.0 #f #f #t #f #t) (9007199254740992.0 9007199254740991.0 9007199254740992.0 #f #f #t #f #t) "
            + "(0.8333333333333333 -0.16666666666666669 0.16666666666666666 #f #t #f #t #f) (1.0e20 1.0e20 1.5e20 #f #f #t #f #t))"
        #expect(ControlStackTests.run(source, budget: nil) == expected)
        #expect(ControlStackTests.run(source, budget: 0) == expected)
    }

    @Test(arguments: [
        // Newton's square root (SICP 1.1.7), reals throughout.
        ("""
         (define (sqrt-iter guess x) (if (good-enough? guess x) guess (sqrt-iter (improve guess x) x)))
         (define (improve guess x) (average guess (/ x guess)))
         (define (average x y) (/ (+ x y) 2))
         (define (good-enough? guess x) (< (abs (- (* guess guess) x)) 0.001))
         (sqrt-iter 1.0 9)
         """, "=> 3.00009155413138"),
        ("(define (f a b) (* a b)) (f 1.5 'x)",
         "error: ;The object x, passed as the first argument to integer-zero?, is not the correct type."),
        // MIT's own wording, which names integer-multiply here.
        ("(define (f a b) (< a b)) (f 1.5 \"s\")",
         "error: ;The object \"s\", passed as the first argument to integer-multiply, is not the correct type."),
    ])
    func realProgramsAnswerAsBefore(source: String, expected: String) {
        #expect(ControlStackTests.run(source, budget: nil) == expected)
        #expect(ControlStackTests.run(source, budget: 0) == expected)
    }
}
