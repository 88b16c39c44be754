import Testing
@testable @_spi(SICPInternals) import SICPScheme

/// Tail calls made in the caller's own frame (`Interp.tailCall`,
/// `Frame.canRunTailCall`): a call in tail position of a procedure with the
/// caller's frame size and environment, from a frame no procedure captured,
/// writes its arguments over the caller's. Each program runs natively and
/// with every body on the control stack, and gives what the general call
/// path gives (checked against the build before it, and against MIT Scheme
/// and Guile where they print the same).
@Suite struct TailCallInPlaceTests {
    @Test(arguments: [
        // The book's iterative processes: one frame for the whole loop.
        ("""
         (define (factorial n)
           (define (iter product counter)
             (if (> counter n) product (iter (* counter product) (+ counter 1))))
           (iter 1 1))
         (factorial 25)
         """, "=> 15511210043330985984000000"),
        ("""
         (define (inc x) (+ x 1)) (define (identity x) x)
         (define (sum term a next b)
           (define (iter a result)
             (if (> a b) result (iter (next a) (+ result (term a)))))
           (iter a 0))
         (sum identity 1 inc 100000)
         """, "=> 5000050000"),
        ("""
         (define (fib n) (fib-iter 1 0 n))
         (define (fib-iter a b count) (if (= count 0) b (fib-iter (+ a b) a (- count 1))))
         (fib 90)
         """, "=> 2880067194370816120"),
        ("(define (loop n) (if (= n 0) 'done (loop (- n 1)))) (loop 1000000)", "=> done"),
        // Arguments that swap: each is evaluated before any slot is written.
        ("(define (swap a b n) (if (= n 0) (list a b) (swap b a (- n 1)))) (list (swap 1 2 3) (swap 1 2 4))",
         "=> ((2 1) (1 2))"),
        ("(define (rot a b c n) (if (= n 0) (list a b c) (rot b c a (- n 1)))) (rot 'x 'y 'z 4)", "=> (y z x)"),
        // A procedure argument passed on to the next turn, and called.
        ("""
         (define (repeat f x n) (if (= n 0) x (repeat f (f x) (- n 1))))
         (repeat (lambda (y) (* y 2)) 1 10)
         """, "=> 1024"),
        // The operator is the caller's own argument: read before the slots change.
        ("(define (app g h x) (if (> x 3) x (g h g (+ x 1)))) (app app app 0)", "=> 4"),
        // Two procedures of the same frame size and environment calling each other.
        ("""
         (define (parity n)
           (define (ev? k acc) (if (= k 0) acc (od? (- k 1) (cons 'e acc))))
           (define (od? k acc) (if (= k 0) acc (ev? (- k 1) (cons 'o acc))))
           (ev? n '()))
         (parity 5)
         """, "=> (e o e o e)"),
        // A callee with internal definitions: its slots start unassigned.
        ("""
         (define (f n acc) (if (= n 0) (g acc 0) (f (- n 1) (+ acc n))))
         (define (g x y) (define z (* x 2)) (+ z y))
         (f 4 0)
         """, "=> 20"),
        // A frame a procedure captured is not written over: the closure
        // keeps the values it saw.
        ("""
         (define (collect n acc)
           (if (= n 0) (map (lambda (p) (p)) acc)
               (collect (- n 1) (cons (lambda () n) acc))))
         (collect 3 '())
         """, "=> (1 2 3)"),
        // A tail call from a `let`'s body: the let's own frame is not reused.
        ("""
         (define (f n acc) (if (= n 0) acc (let ((m (- n 1)) (k n)) (f m (cons k acc)))))
         (f 3 '())
         """, "=> (1 2 3)"),
        // A tail call of another size or environment gets a frame of its own.
        ("""
         (define (g a) (* a 10))
         (define (h a b) (list a b))
         (define (f x y) (if (> x 0) (g x) (h x y)))
         (list (f 1 2) (f 0 2))
         """, "=> (10 (0 2))"),
        // `set!` of a parameter, then the next turn.
        ("(define (f n acc) (set! acc (+ acc n)) (if (= n 0) acc (f (- n 1) acc))) (f 10 0)", "=> 55"),
        // Errors in the next turn's arguments report as before.
        ("(define (f n) (if (= n 0) (car '()) (f (- n 1)))) (f 3)",
         "error: ;The object (), passed as the first argument to car, is not the correct type."),
        ("(define (f a b) (if (= a 0) (f 1) b)) (f 0 2)",
         "error: ;The procedure #[compound-procedure 12 f] has been called with 1 argument; it requires exactly 2 arguments."),
    ])
    func loopsAnswerAsBefore(source: String, expected: String) {
        #expect(ControlStackTests.run(source, budget: nil) == expected)
        #expect(ControlStackTests.run(source, budget: 0) == expected)
    }

    @Test func anIterativeLoopRunsInOneFrameAtDepthOne() throws {
        let scheme = Interp(output: OutputPort())
        try scheme.evaluate("(define (loop n acc) (if (= n 0) acc (loop (- n 1) (+ acc 1))))")
        #expect(try scheme.evaluate("(loop 100000 0)").map(Printer.write) == ["100000"])
        #expect(scheme.peakDepth == 1)
        #expect(scheme.depth == 0)
    }

    @Test func traceSeesEveryTurnAsATailCall() throws {
        let scheme = Interp(output: OutputPort())
        try scheme.evaluate("(define (loop n) (if (= n 0) 'done (loop (- n 1))))")
        let observer = TailCountingObserver()
        scheme.observer = observer
        #expect(try scheme.evaluate("(loop 3)").map(Printer.write) == ["done"])
        scheme.observer = nil
        #expect(observer.calls == ["loop 3", "loop 2 tail", "loop 1 tail", "loop 0 tail"])
    }

    @Test func anObserverRemovedMidwayLeavesTheLoopGoing() throws {
        // The body stops the observer and goes on: the loop's next turns
        // are made in place while `runObserved` still runs the loop.
        let scheme = Interp(output: OutputPort())
        let observer = TailCountingObserver()
        scheme.define(Primitive("stop-watching") { [unowned scheme] in
            scheme.observer = nil
            return .unspecified
        })
        try scheme.evaluate("(define (loop n) (if (= n 2) (stop-watching)) (if (= n 0) 'done (loop (- n 1))))")
        scheme.observer = observer
        #expect(try scheme.evaluate("(loop 4)").map(Printer.write) == ["done"])
        #expect(observer.calls == ["loop 4", "loop 3 tail", "loop 2 tail"])
        #expect(scheme.depth == 0)
    }
}

/// Records each call entered, with "tail" for a tail call.
final class TailCountingObserver: CallObserver {
    var calls: [String] = []
    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
        calls.append(([procedure.name ?? "?"] + arguments.map(Printer.write)).joined(separator: " ") + (tail ? " tail" : ""))
    }
    func leave(_ procedure: Closure, value: Value, depth: Int) {}
}

/// `cond`s and nested `if`s of comparisons compiled as one chain
/// (`IfChain`): each test decides as it does alone, natively and on the
/// control stack.
@Suite struct IfChainTests {
    @Test(arguments: [
        ("""
         (define (pascal-triangle level n)
           (cond ((= n 1) 1) ((= n level) 1) ((= n 0) 0) ((= level 0) 0)
                 (else (+ (pascal-triangle (- level 1) n) (pascal-triangle (- level 1) (- n 1))))))
         (list (pascal-triangle 5 3) (pascal-triangle 12 6) (pascal-triangle 1 1) (pascal-triangle 3 0))
         """, "=> (6 462 1 0)"),
        // Nested ifs chain the same way; the last alternative may be anything.
        ("(define (sign x) (if (< x 0) -1 (if (= x 0) 0 (if (> x 100) 'big 1)))) (map sign '(-5 0 7 101))",
         "=> (-1 0 1 big)"),
        // Slots of an outer frame, and a test with no consequent form of its own.
        ("""
         (define (f a b)
           (define (g c) (cond ((< c a) 'below) ((> c b) 'above) ((= c a) 'low) (else 'inside)))
           (map g '(0 1 3 5 9)))
         (f 1 5)
         """, "=> (below low inside inside above)"),
        // A chain with no else: unspecified when no test holds.
        ("(define (f n) (cond ((= n 0) 'zero) ((= n 1) 'one))) (list (f 0) (f 1) (eq? (f 2) (if #f #f)))",
         "=> (zero one #t)"),
        // Reals and big numbers take each test's general path.
        ("(define (f n) (cond ((< n 0) 'neg) ((= n 0) 'zero) (else 'pos))) (map f (list -0.5 0. 1/2 100000000000000000000))",
         "=> (neg zero pos pos)"),
        // Errors in a test are the comparison's own.
        ("(define (f n) (cond ((= n 0) 'zero) ((< n 1) 'small) (else 'big))) (f 'x)",
         "error: ;The object x, passed as the first argument to integer-equal?, is not the correct type."),
        ("(define (f n m) (cond ((= n 0) 'zero) ((< n m) 'less) (else 'more))) (f 1 'y)",
         "error: ;The object y, passed as the second argument to integer-less?, is not the correct type."),
        // A redefined comparison is called, in every link.
        ("(define (f n) (cond ((= n 0) 'zero) ((< n 5) 'small) (else 'big))) (define (< a b) #f) (list (f 0) (f 3))",
         "=> (zero big)"),
        // A deep recursion through a chain goes on on the control stack.
        ("(define (count n) (cond ((= n 0) 0) ((< n 0) 'neg) (else (+ 1 (count (- n 1)))))) (count 200000)",
         "=> 200000"),
    ])
    func chainsAnswerAsNestedIfs(source: String, expected: String) {
        #expect(ControlStackTests.run(source, budget: nil) == expected)
        #expect(ControlStackTests.run(source, budget: 0) == expected)
    }

    @Test func aChainOfComparisonsOfParametersIsALeaf() throws {
        let scheme = Interp(output: OutputPort())
        try scheme.evaluate("(define (clamp x) (cond ((< x 0) 0) ((> x 9) 9) (else x)))")
        guard case .closure(let c)? = scheme.lookup("clamp") else { Issue.record("not a procedure"); return }
        #expect(c.code.leafFrame != nil)
        #expect(c.code.body is IfChain)
        #expect(try scheme.evaluate("(map clamp '(-3 4 12))").map(Printer.write) == ["(0 4 9)"])
    }
}
