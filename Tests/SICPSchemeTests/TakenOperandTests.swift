import Testing
@testable @_spi(SICPInternals) import SICPScheme

/// Big integers computed in place: a product or sum whose big operand only
/// the computation holds (the value a recursive call returns, or a variable
/// a form in tail position reads for the last time) is written over that
/// operand's limbs (`Num.multiplyTaking`, `Num.addTaking`,
/// `SlotOperation.takes`). Nothing a program can see changes: a value that a
/// variable, a list or a procedure's frame still holds keeps its value, and
/// every result is as when each operand is copied, natively and on the
/// control stack.
@Suite struct TakenOperandTests {
    @Test(arguments: [
        // The iterative factorial, the product on either side.
        ("""
         (define (factorial n)
           (define (iter product counter)
             (if (> counter n) product (iter (* counter product) (+ counter 1))))
           (iter 1 1))
         (factorial 40)
         """, "=> 815915283247897734345611269596115894272000000000"),
        ("""
         (define (fact-iter product counter max-count)
           (if (> counter max-count) product (fact-iter (* product counter) (+ counter 1) max-count)))
         (fact-iter 1 1 40)
         """, "=> 815915283247897734345611269596115894272000000000"),
        // The recursive factorial: the call's value, multiplied in place.
        ("(define (factorial n) (if (= n 1) 1 (* n (factorial (- n 1))))) (factorial 40)",
         "=> 815915283247897734345611269596115894272000000000"),
        ("(define (factorial n) (if (= n 1) 1 (* (factorial (- n 1)) n))) (factorial 40)",
         "=> 815915283247897734345611269596115894272000000000"),
        // The iterative Fibonacci: (+ a b) reads a twice, b once.
        ("""
         (define (fib n) (define (iter a b count) (if (= count 0) b (iter (+ a b) a (- count 1)))) (iter 1 0 n))
         (fib 100)
         """, "=> 354224848179261915075"),
        // Signs: a negative product, and a sum that falls back into a fixnum.
        ("(define (f p n) (if (= n 0) p (f (* p -3) (- n 1)))) (f -100000000000000000000 3)",
         "=> 2700000000000000000000"),
        ("(define (f p m) (* p m)) (list (f 9223372036854775808 -1) (f -9223372036854775809 -1))",
         "=> (-9223372036854775808 9223372036854775809)"),
        ("(define (f a b) (+ a b)) (list (f 9223372036854775808 -1) (f -1 9223372036854775808) (f 1 -9223372036854775809))",
         "=> (9223372036854775807 9223372036854775807 -9223372036854775808)"),
        // A running total with a big step that the loop also passes on.
        ("""
         (define (total a acc step) (if (= a 0) (list acc step) (total (- a 1) (+ acc step) step)))
         (total 3 0 100000000000000000000)
         """, "=> (300000000000000000000 100000000000000000000)"),
        // A value a global also holds keeps its value.
        ("""
         (define saved 0)
         (define (iter p k) (if (= k 0) p (begin (set! saved p) (iter (* p 3) (- k 1)))))
         (list (iter 100000000000000000000 3) saved)
         """, "=> (2700000000000000000000 900000000000000000000)"),
        ("(define x (expt 2 100)) (define (g p k) (* p k)) (list (g x 3) (g 3 x) x)",
         "=> (3802951800684688204490109616128 3802951800684688204490109616128 1267650600228229401496703205376)"),
        ("(define x (expt 2 100)) (define (g p k) (+ p k)) (list (g x 3) (g x x) x)",
         "=> (1267650600228229401496703205379 2535301200456458802993406410752 1267650600228229401496703205376)"),
        ("(define xs (list (expt 10 20))) (define (f p) (* p 7)) (define (g) (f (car xs))) (list (g) xs)",
         "=> (700000000000000000000 (100000000000000000000))"),
        // A frame a procedure keeps: the variable still holds its value.
        ("""
         (define (f p) (define (old) p) (g (* p 2) old))
         (define (g q old) (list q (old)))
         (f 100000000000000000000)
         """, "=> (200000000000000000000 100000000000000000000)"),
        ("""
         (define (f n) (let ((q (expt 10 20))) (define (old) q) (g (* q n) old)))
         (define (g q old) (list q (old)))
         (f 3)
         """, "=> (300000000000000000000 100000000000000000000)"),
        // A let in tail position: its variable is the frame's.
        ("(define (f n) (let ((p (expt 10 30))) (g (* p n)))) (define (g x) x) (f 7)",
         "=> 7000000000000000000000000000000"),
        // The same variable twice is read, not taken.
        ("(define (sq x) (* x x)) (sq 18446744073709551616)", "=> 340282366920938463463374607431768211456"),
        // An error after the operand was taken: the error, as ever.
        ("(define (iter p k) (if (= k 0) p (iter (* 2 p) (car k)))) (iter 100000000000000000000 5)",
         "error: ;The object 5, passed as the first argument to car, is not the correct type."),
        ("(define (iter p k) (iter (* p k) 1)) (iter 100000000000000000000 'x)",
         "error: ;The object x, passed as the second argument to integer-multiply, is not the correct type."),
    ])
    func resultsAreAsWhenCopied(source: String, expected: String) {
        #expect(ControlStackTests.run(source, budget: nil) == expected)
        #expect(ControlStackTests.run(source, budget: 0) == expected)
    }

    /// An observer that keeps the arguments it is shown (as the call tree
    /// does) still has them as they were once the loop is over: nothing is
    /// taken while it watches, and a value it holds is shared anyway.
    @Test func anObserverKeepsTheArgumentsAsTheyWere() throws {
        final class Recorder: CallObserver {
            var kept: [[Value]] = []
            var seen: [String] { kept.map { $0.map(Printer.write).joined(separator: " ") } }
            func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
                kept.append(arguments)
            }
            func leave(_ procedure: Closure, value: Value, depth: Int) {}
        }
        let recorder = Recorder()
        let result = try LargeStack.run(size: 64 << 20) { () -> String in
            let interp = Interp(output: OutputPort())
            _ = try interp.evaluate("(define (iter p k) (if (= k 0) p (iter (* p 10) (- k 1))))")
            interp.observer = recorder
            let values = try interp.evaluate("(iter 100000000000000000000 2)")
            return values.last.map(Printer.write) ?? ""
        }
        #expect(result == "10000000000000000000000")
        #expect(recorder.seen == [
            "100000000000000000000 2", "1000000000000000000000 1", "10000000000000000000000 0",
        ])
    }
}
