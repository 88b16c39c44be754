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
