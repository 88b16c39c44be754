@testable import SICPProcess
import Testing

/// Pointing at the call that keeps a frame: tail positions through every
/// form a learner writes, with the call's line and column.
@Suite struct TailCallTests {
    static func finding(_ source: String, _ name: String) -> String? {
        TailCalls(source: source)?.firstNonTailCall(of: name)?.sentence
    }

    @Test func aRecursiveSumWaitsInPlus() {
        #expect(Self.finding("""
            (define (sum term a next b)
              (if (> a b)
                  0
                  (+ (term a)
                     (sum term (next a) next b))))
            """, "sum") == "line 5, column 10: `(sum term (next a) next b)` is an argument of `+`, so `+` waits for it and every call keeps a frame")
    }

    @Test(arguments: [
        // named let
        "(define (sum term a next b)\n  (let loop ((k a) (acc 0))\n    (if (> k b) acc (loop (next k) (+ acc (term k))))))",
        // internal define, cond
        "(define (sum term a next b)\n  (define (iter a r) (cond ((> a b) r) (else (iter (next a) (+ r (term a))))))\n  (iter a 0))",
        // do
        "(define (sum term a next b)\n  (do ((k a (next k)) (r 0 (+ r (term k)))) ((> k b) r)))",
        // and/or/when/begin in tail position
        "(define (f n) (or (< n 1) (begin (display n) (when #t (f (- n 1))))))",
    ])
    func iterativeStylesHaveNoWaitingCall(source: String) {
        let name = source.hasPrefix("(define (f") ? "f" : "sum"
        #expect(Self.finding(source, name) == nil)
    }

    @Test func aLoopsCallInsideALetBindingWaits() {
        #expect(Self.finding("""
            (define (count n)
              (let loop ((k n))
                (if (= k 0) 0
                    (let ((rest (loop (- k 1))))
                      (+ rest 1)))))
            """, "count") == "line 4, column 21: `(loop (- k 1))` is the value of a `let` binding, so the `let` waits for it and every call keeps a frame")
    }

    @Test func aCallInTheValueOfDefineValuesWaits() {
        #expect(Self.finding("(define (f n)\n  (define-values (q) (f (- n 1)))\n  q)", "f")
            == "line 2, column 22: `(f (- n 1))` is the value of a definition, so the definition waits for it and every call keeps a frame")
        #expect(Self.finding("(define (f n)\n  (let*-values (((q) (f (- n 1)))) q))", "f")
            == "line 2, column 22: `(f (- n 1))` is the value of a `let*-values` binding, so the `let*-values` waits for it and every call keeps a frame")
        // The formals are not a body to walk: only the expression is.
        #expect(Self.finding("(define (f n)\n  (define-values (f n) (values 1 2))\n  (if (= n 0) 0 (g (- n 1))))", "f") == nil)
    }

    @Test func aCallInATestWaits() {
        #expect(Self.finding("(define (g n)\n  (if (g (- n 1)) 1 2))", "g")
            == "line 2, column 7: `(g (- n 1))` is the test of an `if`, so the `if` waits for it and every call keeps a frame")
    }
}
