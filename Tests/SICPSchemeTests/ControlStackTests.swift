import Foundation
import Testing
@testable @_spi(SICPInternals) import SICPScheme

/// Deep recursion goes on on the control stack (`ControlStack`) once the
/// native stack's budget is used: the same nodes evaluated by a loop with
/// explicit stacks. Each program here runs twice, once with every body on
/// the control stack (a budget of 0) and once natively, and both must give
/// the same output, value and error.
@Suite struct ControlStackTests {
    /// What `source` displays, then `=> value` or `error: message`, with
    /// the given native stack budget (nil: the default).
    static func run(_ source: String, budget: UInt?, stack: Int = 64 << 20) -> String {
        (try? LargeStack.run(size: stack) { () -> String in
            let port = OutputPort()
            let interp = Interp(output: port)
            interp.nativeStackBudget = budget
            do {
                let values = try interp.evaluate(source)
                return port.collected + "=> " + (values.last.map(Printer.write) ?? "")
            } catch {
                return port.collected + "error: \(error)"
            }
        }) ?? "no thread"
    }

    @Test(arguments: [
        ("(define (count n) (if (= n 0) 0 (+ 1 (count (- n 1))))) (count 1000)", "=> 1000"),
        ("""
         (define (classify n)
           (cond ((< n 0) 'neg) ((= n 0) 'zero)
                 ((even? n) (case (remainder n 4) ((0) 'four) (else 'two)))
                 (else (and (> n 0) (or #f 'odd)))))
         (map classify '(-1 0 4 6 7))
         """, "=> (neg zero four two odd)"),
        ("""
         (define (f n)
           (let* ((a (* n 2)) (b (+ a 1)))
             (letrec ((ev? (lambda (k) (if (= k 0) #t (od? (- k 1)))))
                      (od? (lambda (k) (if (= k 0) #f (ev? (- k 1))))))
               (list a b (ev? n) (let loop ((i 0) (acc '())) (if (= i 3) acc (loop (+ i 1) (cons i acc))))))))
         (f 5)
         """, "=> (10 11 #f (2 1 0))"),
        ("""
         (define counter 0)
         (define (bump! k) (define step (* k 2)) (set! counter (+ counter step)) (display counter) (newline) counter)
         (bump! 1) (bump! 2)
         """, "2\n6\n=> 6"),
        ("(define (g x) (cond ((assv x '((1 . one) (2 . two))) => cdr) (else 'none))) (list (g 1) (g 3))",
         "=> (one none)"),
        ("(define (sum-list l) (if (null? l) 0 (+ (car l) (apply sum-list (list (cdr l)))))) (sum-list '(1 2 3 4))",
         "=> 10"),
        ("(define (t n) (if (= n 0) 0 (+ n (t (- n 1)) 1))) (t 100)", "=> 5150"),
        ("(define (h . xs) (length xs)) (list ((lambda (f) (f 1 2 3)) h) ((if #t + -) 1 2))", "=> (3 3)"),
        ("(define (q n) (if (= n 0) '() `(,n ,@(q (- n 1))))) (q 3)", "=> (3 2 1)"),
        ("(define (sq x) (* x x)) (sum sq 1 inc 10)", "=> 385"),
        ("(define (fact n) (if (= n 0) 1 (* n (fact (- n 1))))) (fact 30)", "=> 265252859812191058636308480000000"),
        ("(define (e n) (if (= n 0) (car '()) (+ 1 (e (- n 1))))) (e 5000)",
         "error: ;The object (), passed as the first argument to car, is not the correct type."),
        ("(define (f a b) a) (define (g n) (+ 1 (f n))) (g 1)",
         "error: ;The procedure #[compound-procedure 12 f] has been called with 1 argument; it requires exactly 2 arguments."),
        ("(define (g n) (+ 1 (5 n))) (g 1)", "error: ;The object 5 is not applicable."),
        ("(define (g n) (* 2 (undefined-thing n))) (g 1)", "error: ;Unbound variable: undefined-thing"),
        ("(define (u) (define a b) (define b 1) a) (u)", "error: ;Unassigned variable: b"),
        ("""
         (define (count n) (if (= n 0) 0 (+ 1 (count (- n 1)))))
         (define (+ a b) (- a (- b)))
         (count 100)
         """, "=> 100"),
        ("""
         (define (even2? n) (if (= n 0) #t (odd2? (- n 1))))
         (define (odd2? n) (if (= n 0) #f (even2? (- n 1))))
         (even2? 100001)
         """, "=> #f"),
        ("(define x 1) (define (s! n) (if (= n 0) x (begin (set! x (+ x n)) (s! (- n 1))))) (s! 10)", "=> 56"),
        ("(define-values (q r) (floor/ 7 2)) (define (f n) (if (= n 0) (list q r) (f (- n 1)))) (f 3)",
         "=> (3 1)"),
        ("(define (d n) (do ((i 0 (+ i 1)) (acc '() (cons i acc))) ((= i n) acc))) (d 4)", "=> (3 2 1 0)"),
        ("(define (w n) (when (> n 0) (display n) (w (- n 1)))) (w 3)", "321=> #<unspecified>"),
        // A frame the loop is done with goes back to the pool unless
        // something holds it: closures made deep down keep theirs, and an
        // operand waiting on the value stack keeps its value.
        ("""
         (define (make n) (if (= n 0) '() (cons (lambda () n) (make (- n 1)))))
         (map (lambda (f) (f)) (make 5))
         """, "=> (5 4 3 2 1)"),
        ("""
         (define (tri n) (if (= n 0) 0 (+ n (tri (- n 1)))))
         (define (tri2 n) (if (= n 0) 0 (+ (tri2 (- n 1)) n)))
         (define (pow n) (if (= n 0) 1 (* 2 (pow (- n 1)))))
         (define (pair n) (if (= n 0) '() (cons (list n (* n n)) (pair (- n 1)))))
         (list (tri 100) (tri2 100) (pow 70) (pair 3))
         """, "=> (5050 5050 1180591620717411303424 ((3 9) (2 4) (1 1)))"),
        ("(define (f n) (if (= n 0) (let () 'done) (let loop () (cons n (f (- n 1)))))) (f 3)",
         "=> (3 2 1 . done)"),
        ("""
         (define (keep n) (let ((here (lambda () (* n 10)))) (if (= n 0) (list (here)) (cons (here) (keep (- n 1))))))
         (keep 3)
         """, "=> (30 20 10 0)"),
    ])
    func bothEvaluatorsAgree(source: String, expected: String) {
        let deep = Self.run(source, budget: 0)
        let native = Self.run(source, budget: nil)
        #expect(deep == expected)
        #expect(native == expected)
    }

    @Test func aMillionDeepRecursionAnswersOnASmallNativeStack() {
        let source = """
            (define (count n) (if (= n 0) 0 (+ 1 (count (- n 1)))))
            (define (build n) (if (= n 0) '() (cons n (build (- n 1)))))
            (list (count 1000000) (length (build 1000000)))
            """
        // 16 MiB of native stack holds about 40,000 native levels.
        #expect(Self.run(source, budget: nil, stack: 16 << 20) == "=> (1000000 1000000)")
    }

    /// The shapes of the book's linear recursions, each 300,000 calls deep
    /// on a 16 MiB native stack (room for a few thousand native levels in a
    /// debug build): each level must go on the control stack, not nest a
    /// native evaluation.
    @Test(arguments: [
        ("(define (f n) (if (= n 0) 1 (* 1 (f (- n 1))))) (f 300000)", "1"),
        ("(define (f n) (cond ((= n 0) 0) (else (+ (f (- n 1)) 1)))) (f 300000)", "300000"),
        ("(define (f n) (if (> n 0) (+ 1 (f (- n 1))) 0)) (f 300000)", "300000"),
        ("(define (sum term a next b) (if (> a b) 0 (+ (term a) (sum term (next a) next b))))"
            + " (sum (lambda (x) 1) 1 (lambda (x) (+ x 1)) 300000)", "300000"),
        ("(define (f l) (if (null? l) '() (cons (car l) (f (cdr l))))) (define (build n acc) (if (= n 0) acc (build (- n 1) (cons n acc)))) (length (f (build 300000 '())))", "300000"),
        ("(define (f n) (if (= n 0) 0 (let ((r (f (- n 1)))) (+ r 1)))) (f 300000)", "300000"),
        ("(define (f n) (or (= n 0) (and (f (- n 1)) #t))) (f 300000)", "#t"),
        ("(define (f n) (if (= n 0) 0 (begin (+ 1 (f (- n 1)))))) (f 300000)", "300000"),
        ("(define (f n acc) (if (= n 0) acc (+ 0 (f (- n 1) acc)))) (f 300000 7)", "7"),
        ("(define (f a b c d) (if (= a 0) d (+ 1 (f (- a 1) b c d)))) (f 300000 0 0 0)", "300000"),
        ("(define (f n) (if (= n 0) 0 (+ 1 (apply f (list (- n 1)))))) (f 300000)", "300000"),
    ])
    func theBooksLinearRecursionsGoOnOnTheControlStack(source: String, expected: String) {
        #expect(Self.run(source, budget: nil, stack: 16 << 20) == "=> " + expected)
    }

    @Test func anIterativeProcessStaysFlatOnTheControlStack() throws {
        let peak = try LargeStack.run(size: 16 << 20) { () -> Int in
            let interp = Interp(output: OutputPort())
            interp.nativeStackBudget = 0
            try interp.evaluate("(define (loop i acc) (if (= i 0) acc (loop (- i 1) (+ acc 1))))")
            _ = try interp.evaluate("(loop 1000000 0)")
            return interp.peakDepth
        }
        #expect(peak <= 2)
    }

    @Test func anErrorDeepDownEmptiesTheStacksAndTheInterpreterGoesOn() throws {
        let (counts, answer) = try LargeStack.run(size: 16 << 20) { () -> ([Int], [String]) in
            let interp = Interp(output: OutputPort())
            interp.nativeStackBudget = 0
            try interp.evaluate("(define (e n) (if (= n 0) (car '()) (+ 1 (* 2 (e (- n 1))))))")
            #expect(throws: EvalError.self) { try interp.evaluate("(e 100000)") }
            let stack = try #require(interp.deep)
            return ([stack.count, stack.valueCount, interp.depth], try interp.evaluate("(+ 1 2)").map(Printer.write))
        }
        #expect(counts == [0, 0, 0])
        #expect(answer == ["3"])
    }

    @Test func theDepthLimitStopsARecursionOnTheControlStack() throws {
        let answer = try LargeStack.run(size: 16 << 20) { () -> [String] in
            let interp = Interp(output: OutputPort())
            interp.nativeStackBudget = 0
            interp.maximumDepth = 50_000
            try interp.evaluate("(define (r n) (+ 1 (r n)))")
            #expect(throws: EvalError.recursionDepthExceeded) { try interp.evaluate("(r 1)") }
            #expect(interp.depth == 0)
            return try interp.evaluate("(define (r2 n) (if (= n 0) 0 (+ 1 (r2 (- n 1))))) (r2 3)").suffix(1).map(Printer.write)
        }
        #expect(answer == ["3"])
    }

    @Test func aRequestStopsALoopOnTheControlStack() throws {
        let flag = InterruptFlag()
        let outcome = try LargeStack.run(size: 16 << 20) { () -> String in
            let interp = Interp(output: OutputPort(), interrupt: flag)
            interp.nativeStackBudget = 0
            try interp.evaluate("(define (spin n) (if (< n 0) n (spin (+ n 1))))")
            try interp.evaluate("(define (deep n) (if (= n 0) (spin 0) (+ 1 (deep (- n 1)))))")
            // A thread, not a task: this test holds one of the cooperative
            // pool's threads while it waits, and on a 2-core machine the
            // other may be held just as long by another test.
            let stopper = Thread {
                Thread.sleep(forTimeInterval: 0.2)
                flag.request()
            }
            stopper.start()
            do {
                _ = try interp.evaluate("(deep 1000)")
                return "finished"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome == ";Quit!")
    }
}
