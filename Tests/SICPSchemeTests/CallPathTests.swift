import Testing
@testable @_spi(SICPInternals) import SICPScheme

/// The call path's specialised nodes (a fused `if` on an inline comparison,
/// calls of a global procedure, operands read in place, frames recycled
/// without a uniqueness check) give exactly what the general nodes give:
/// the same values, the same errors, the same order.
@Suite struct FusedIfTests {
    @Test(arguments: [
        ("(define (f n) (if (= n 0) 'zero 'other)) (list (f 0) (f 1) (f 0.0) (f 1/2))", "(zero other zero other)"),
        ("(define (f n) (cond ((= n 0) 'a) ((> n 5) 'b) (else 'c))) (list (f 0) (f 6) (f 3) (f 6.5))", "(a b c b)"),
        ("(define (f n) (list (if (< n 1) 'l 'n) (if (<= n 1) 'le 'n) (if (>= n 1) 'ge 'n))) (list (f 0) (f 1) (f 2))",
         "((l le n) (n le ge) (n n ge))"),
        ("(define (f a b) (if (> a b) a b)) (list (f 1 2) (f 3 2) (f 1.5 1) (f 1/3 1/4))", "(2 3 1.5 1/3)"),
        ("(define (f a) (define (g b) (if (>= a b) 'outer 'inner)) (g 1)) (list (f 0) (f 1) (f 2))", "(inner outer outer)"),
        ("(define (f n) (when (= n 0) 'z)) (list (f 0) (f 1))", "(z #<unspecified>)"),
        ("(define (f n) (unless (< n 0) 'nn)) (list (f 0) (f -1))", "(nn #<unspecified>)"),
        ("(define (f x) (if (+ x 1) 'number 'false)) (f 1)", "number"),
        ("(define (f n) (if (= n 0) 0 (+ 1 (f (- n 1))))) (f 1000)", "1000"),
    ])
    func answersAsAPlainIf(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func aRedefinedComparisonIsCalled() throws {
        #expect(try Scheme.eval("(define (f n) (if (= n 0) 'a 'b)) (define (= a b) #f) (f 0)") == "b")
        #expect(try Scheme.eval("(define (f n) (if (= n 0) 'a 'b)) (set! = (lambda (a b) 'yes)) (f 1)") == "a")
        #expect(try Scheme.eval("(define (f a b) (if (> a b) a b)) (define (> x y) 'mine) (f 1 2)") == "1")
    }

    @Test func aNonNumberIsReportedAsMITDoes() {
        #expect(Scheme.error("(define (f n) (if (< n 10) 'small 'big)) (f 'x)")
            == ";The object x, passed as the first argument to integer-less?, is not the correct type.")
        #expect(Scheme.error("(define (f a b) (if (> a b) a b)) (f 1 \"s\")")
            == ";The object \"s\", passed as the first argument to integer-less?, is not the correct type.")
    }
}

@Suite struct GlobalCallTests {
    @Test(arguments: [
        // The procedure is read from the global when the call runs.
        ("(define (g x) 'one) (define (f) (g 0)) (define a (f)) (define (g x) 'two) (list a (f))", "(one two)"),
        ("(define (g x y) (list x y)) (define (f n) (g n (+ n 1))) (f 5)", "(5 6)"),
        ("(define (g a b) (list a b)) (g 1 (begin (set! g (lambda (a b) 'new)) 2))", "new"),
        ("(define (g a) (list a)) (g (begin (set! g car) '(9)))", "9"),
        // A built-in procedure in a global, one and two operands.
        ("(define (f p) (car p)) (f '(1 2))", "1"),
        ("(define (f a b) (cons a b)) (f 1 2)", "(1 . 2)"),
        ("(define (f a b) (expt a b)) (f 2 10)", "1024"),
        // An operand (- n 1) computed by the call node: the tower and
        // a redefined operator as the operand node gives them.
        ("(define (g x) x) (define (f n) (g (- n 1))) (list (f 5) (f 1.5) (f 1/2))", "(4 0.5 -1/2)"),
        ("(define (g x) x) (define (f n) (g (- n 1))) (f -9223372036854775808)", "-9223372036854775809"),
        ("(define (g x) x) (define (f n) (g (+ n 1))) (f 9223372036854775807)", "9223372036854775808"),
        ("(define (g x) x) (define (f n) (g (* n 3))) (f 4611686018427387904)", "13835058055282163712"),
        ("(define (g x) x) (define (f n) (g (- n 1))) (define (- a b) 'mine) (f 5)", "mine"),
        ("(define (g x) x) (define (f n) (g (= n 1))) (list (f 1) (f 2))", "(#t #f)"),
    ])
    func callsWhatTheGlobalHolds(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(define (f n) (g n)) (f 5)", ";Unbound variable: g"),
        ("(define (f n) (g n 1)) (f 5)", ";Unbound variable: g"),
        ("(define g 5) (define (f) (g 1)) (f)", ";The object 5 is not applicable."),
        ("(define (g a) 'x) (g 1 2)",
         ";The procedure #[compound-procedure 12 g] has been called with 2 arguments; it requires exactly 1 argument."),
        ("(define (g a b) 'x) (g 1)",
         ";The procedure #[compound-procedure 12 g] has been called with 1 argument; it requires exactly 2 arguments."),
        ("(define (f n) (car n)) (f 5)", ";The object 5, passed as the first argument to car, is not the correct type."),
        ("(foo (car '()) 1)", ";The object (), passed as the first argument to car, is not the correct type."),
        ("(define (g x) x) (define (f n) (g (- n 1))) (f 'x)",
         ";The object x, passed as the first argument to integer-subtract, is not the correct type."),
        ("(define (f n) (h (- n 1))) (f 3)", ";Unbound variable: h"),
        ("(define (g x) x) (define (f n) (g (- n 1))) (set! g car) (f 5)",
         ";The object 4, passed as the first argument to car, is not the correct type."),
    ])
    func failsAsAnyCall(source: String, expected: String) {
        #expect(Scheme.error(source) == expected)
    }
}

@Suite struct CallOperandTests {
    @Test(arguments: [
        ("(define (f a b c d) (list a b c d)) (define (g x y) (f y x y x)) (g 1 2)", "(2 1 2 1)"),
        // Operands run left to right: the first reads y before the second sets it.
        ("(define (f a b c d) (list a b c d)) (define (g x y) (f y (begin (set! y 10) y) y x)) (g 1 2)", "(2 10 10 1)"),
        ("(define (sum term a next b) (if (> a b) 0 (+ (term a) (sum term (next a) next b)))) "
            + "(sum (lambda (x) (* x x)) 1 (lambda (x) (+ x 1)) 10)", "385"),
    ])
    func readsLocalOperandsInOrder(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    /// One- and two-operand calls (`Call1`, `GlobalCall1`, `GlobalCall2`)
    /// read an operand that is a variable of the current frame, or `(- n 1)`
    /// of one, in place (`Operand`); a call of a local procedure finds it in
    /// its slot without asking the operator node. Each program runs natively
    /// and with every body on the control stack, with the same answer.
    @Test(arguments: [
        // A local operator (depth 0, 1, 2 and a checked internal definition).
        ("(define (f g x) (g x)) (list (f car '(1 2)) (f (lambda (y) (* y y)) 7))", "=> (1 49)"),
        ("(define (f g) (define (h x) (g x)) (h 5)) (f -)", "=> -5"),
        ("(define (f g) (let ((a 1)) (let ((b 2)) (g a b)))) (f +)", "=> 3"),
        ("(define (f n) (define (ev? n) (if (= n 0) #t (od? (- n 1)))) (define (od? n) (if (= n 0) #f (ev? (- n 1)))) (ev? n)) (list (f 10) (f 7))",
         "=> (#t #f)"),
        // (- n 1) of a slot as an operand: small integers, the tower, overflow.
        ("(define (f g n) (g (- n 1))) (list (f - 5) (f - 1.5) (f - 1/2) (f list -9223372036854775808))",
         "=> (-4 -0.5 1/2 (-9223372036854775809))"),
        ("(define (g a b) (list a b)) (define (f n m) (g (- n 1) m)) (list (f 5 'x) (f 2.5 1/3))", "=> ((4 x) (1.5 1/3))"),
        ("(define (g a b) (list a b)) (define (f n m) (g m (* n 2))) (f 4611686018427387904 0)", "=> (0 9223372036854775808)"),
        ("(define (g a b) (list a b)) (define (f n m) (g (= n 0) (< m 1))) (list (f 0 1) (f 1 0))", "=> ((#t #f) (#f #t))"),
        // A redefined operator: the operand node calls it.
        ("(define (g a b) (list a b)) (define (f n m) (g (- n 1) m)) (define (- a b) 'mine) (f 5 6)", "=> (mine 6)"),
        ("(define (f h n) (h (+ n 1))) (define (+ a b) (* a b 10)) (f list 3)", "=> (30)"),
        // The operator is read after the operands, which may change it.
        ("(define (g a b) (list a b)) (define (f n) (g n (begin (set! g cons) n))) (f 1)", "=> (1 . 1)"),
        ("(define (f h n) (h (begin (set! h list) n))) (f car 4)", "=> (4)"),
        // Errors in MIT's words.
        ("(define (g a b) a) (define (f n m) (g (- n 1) m)) (f 'x 1)",
         "error: ;The object x, passed as the first argument to integer-subtract, is not the correct type."),
        ("(define (f h n) (h (- n 1))) (f 5 1)", "error: ;The object 5 is not applicable."),
        ("(define (f h n) (h n)) (f (lambda (a b) a) 1)",
         "error: ;The procedure #[compound-procedure 12] has been called with 1 argument; it requires exactly 2 arguments."),
        ("(define (f n) (define (h x) (g x)) (define (g y) y) (h n)) (f 3)", "=> 3"),
    ])
    func readsOneAndTwoOperandsInPlace(source: String, expected: String) {
        #expect(ControlStackTests.run(source, budget: nil) == expected)
        #expect(ControlStackTests.run(source, budget: 0) == expected)
    }
}

/// A procedure that makes no procedure has frames nothing else can hold:
/// they go back to the pool without a check. One that makes a procedure
/// keeps the check, so a captured frame is never reused.
@Suite struct FrameEscapeTests {
    @Test(arguments: [
        ("(define (mk n) (lambda () n)) (define a (mk 1)) (define b (mk 2)) (list (a) (b))", "(1 2)"),
        ("(define (mk n) (define (get) n) get) (map (lambda (p) (p)) (map mk '(1 2 3)))", "(1 2 3)"),
        ("(define (loop i acc) (if (= i 0) acc (loop (- i 1) (cons (lambda () i) acc)))) "
            + "(map (lambda (p) (p)) (loop 5 '()))", "(1 2 3 4 5)"),
        ("(define (f x) (let ((y (* x 2))) (lambda () (+ x y)))) (define p (f 3)) (define q (f 4)) (list (p) (q))", "(9 12)"),
        ("(define (f x) (let loop ((i 0)) (if (< i x) (loop (+ i 1)) i))) (list (f 5) (f 7))", "(5 7)"),
        ("(define (f x) (let ((y x)) (+ y 1))) (list (f 1) (f 2) (f 3))", "(2 3 4)"),
        ("(define (adder n) (lambda (x) (+ x n))) (define (twice f) (lambda (x) (f (f x)))) ((twice (adder 3)) 10)", "16"),
        // A thousand captured frames, each made between calls that recycle theirs.
        ("(define (mk n) (lambda () n)) (define (id x) x) "
            + "(define (build i acc) (if (= i 0) acc (build (- i 1) (cons (mk (id i)) acc)))) "
            + "(apply + (map (lambda (p) (p)) (build 1000 '())))", "500500"),
    ])
    func capturedFramesKeepTheirValues(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func onlyAProcedureThatMakesProceduresHasEscapingFrames() throws {
        let escapes = try LargeStack.run(size: Scheme.stackSize) { () -> [String] in
            let interp = Interp(output: OutputPort())
            try interp.evaluate("""
                (define (leaf n) (if (= n 0) 0 (+ 1 (leaf (- n 1)))))
                (define (with-let n) (let ((m n)) (* m m)))
                (define (maker n) (lambda () n))
                (define (definer n) (define (inner) n) inner)
                (define (looper n) (let loop ((i 0)) (if (< i n) (loop (+ i 1)) i)))
                (define (outer n) (let ((m n)) (lambda () m)))
                """)
            return ["leaf", "with-let", "maker", "definer", "looper", "outer"].map { name in
                guard case .closure(let c)? = interp.lookup(name) else { return "\(name): missing" }
                return "\(name): \(c.code.framesEscape)"
            }
        }
        #expect(escapes == [
            "leaf: false", "with-let: false", "maker: true", "definer: true", "looper: true", "outer: true",
        ])
    }
}
