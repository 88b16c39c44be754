@testable import SICPScheme
import Testing

/// Racket's `for` loops and sequences: each value of
/// `loopsGiveRacketsValues` is what Racket 8.7 printed for the same form
/// (without Racket's quote mark).
@Suite struct ForLoopsTests {
    @Test(arguments: [
        ("(for/list ([i (in-range 1 4)]) (* i i))", "(1 4 9)"),
        ("(for/fold ([acc 0]) ([x '(1 2 3)] #:when (odd? x)) (+ acc x))", "4"),
        ("(for*/list ([i 3] [j i]) (list i j))", "((1 0) (2 0) (2 1))"),
        ("(stream->list (for/stream ([x (in-naturals)] [k 3]) (* x k)))", "(0 1 4)"),
        ("(for/list ([i (in-range 10 0 -3)]) i)", "(10 7 4 1)"),
        ("(for/list ([x (in-naturals 1)] [c \"abc\"]) (cons x c))", "((1 . #\\a) (2 . #\\b) (3 . #\\c))"),
        ("(sequence->list (in-range 3))", "(0 1 2)"),
        ("(for/sum ([i 5]) i)", "10"),
        ("(for/product ([i (in-range 1 6)]) i)", "120"),
        ("(for/and ([i '(1 3 5)]) (odd? i))", "#t"),
        ("(for/and ([i '(1 2 5)]) (odd? i))", "#f"),
        ("(for/or ([i '(2 4 5 7)]) (and (odd? i) i))", "5"),
        ("(for/first ([i '(2 4 5 7)] #:when (odd? i)) i)", "5"),
        ("(for/last ([i '(2 4 5 7 8)] #:when (odd? i)) i)", "7"),
        ("(for/vector ([i 3]) (* 2 i))", "#(0 2 4)"),
        ("(call-with-values (lambda () (for/fold ([a 0] [b 1]) ([i 5]) (values b (+ a b)))) list)", "(5 8)"),
        ("(for/fold ([a 0] [b 1] #:result (list a b)) ([i 5]) (values b (+ a b)))", "(5 8)"),
        ("(for*/list ([i 3] #:final (= i 1) [j 3]) (list i j))", "((0 0) (0 1) (0 2) (1 0))"),
        ("(for/list ([i 10] #:break (= i 4)) i)", "(0 1 2 3)"),
        ("(for/list ([i 10] #:unless (even? i)) i)", "(1 3 5 7 9)"),
        ("(for/list ([i '(1 2 3)] [j '(a b)]) (cons i j))", "((1 . a) (2 . b))"),
        ("(for/list ([i 3] #:when #t [j 2]) (list i j))", "((0 0) (0 1) (1 0) (1 1) (2 0) (2 1))"),
        ("(for/list ([(k v) (in-dict '((a . 1) (b . 2)))]) (list k v))", "((a 1) (b 2))"),
        ("(for/list ([x (in-range 0 1 0.25)]) x)", "(0 0.25 0.5 0.75)"),
        ("(for/first ([i '()]) i)", "#f"),
        ("(for/list (#:when #f) 1)", "()"),
        ("(for/list (#:when #t) 1)", "(1)"),
        ("(for/list ([i 5]) #:break (= i 3) i)", "(0 1 2)"),
        ("(for/sum ([x (in-list '(1 2 3))]) x)", "6"),
        ("(define (f) (for/list ([i 3]) (define j (* i i)) j)) (f)", "(0 1 4)"),
        ("(with-output-to-string (lambda () (for ([i 3]) (display i))))", "\"012\""),
        // Ranges are streams.
        ("(stream-first (stream-rest (in-naturals 1)))", "2"),
        ("(stream->list (in-range 10 0 -4))", "(10 6 2)"),
        ("(define r (in-range 2)) (list (for/list ([i r]) i) (for/list ([i r]) i))", "((0 1) (0 1))"),
    ])
    func loopsGiveRacketsValues(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    /// Streams, the book's and Racket's, vectors and hash tables.
    @Test(arguments: [
        ("(define s (cons-stream 1 (cons-stream 2 '()))) (for/list ([x (in-stream s)]) (* 10 x))", "(10 20)"),
        ("(define (ints n) (cons-stream n (ints (+ n 1)))) (for/list ([x (in-stream (ints 1))] [i 3]) x)", "(1 2 3)"),
        ("(define (ints n) (stream-cons n (ints (+ n 1)))) (for/list ([x (ints 5)] [i 2]) x)", "(5 6)"),
        ("(for/list ([x #(a b c)]) x)", "(a b c)"),
        ("(define h (make-equal-hash-table)) (hash-table-set! h 'a 1) (for/sum ([(k v) h]) v)", "1"),
        ("(define h (make-equal-hash-table)) (hash-table-set! h 'a 1) (for/list ([k (in-hash-keys h)]) k)", "(a)"),
        // for/stream is lazy: an infinite sequence, and a body not run for
        // elements no one looks at.
        ("(define s (for/stream ([i (in-naturals)] #:when (odd? i)) (if (> i 5) (car '()) i))) (list (stream-first s) (stream-first (stream-rest s)))", "(1 3)"),
    ])
    func loopsOverEverySequence(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    /// A loop is an iterative process: it runs in constant space, nested or
    /// not (here with a depth of 200 calls at most, where a recursion
    /// over the elements would need 100,000).
    @Test func aLoopRunsInConstantSpace() throws {
        let source = """
            (define (count n) (for/fold ([c 0]) ([i n] #:when (even? i)) (+ c 1)))
            (list (count 100000) (for*/sum ([i 300] [j 300]) 1) (for/list ([i 100000]) i))
            """
        let values = try LargeStack.run(size: Scheme.stackSize) {
            let interp = Interp(output: OutputPort())
            interp.maximumDepth = 200
            return try interp.evaluate(source)
        }
        guard case .pair(let p)? = values.last, case .pair(let q) = p.cdr, case .pair(let r) = q.cdr else {
            Issue.record("not a list of three: \(values)")
            return
        }
        #expect(Printer.write(p.car) == "50000")
        #expect(Printer.write(q.car) == "90000")
        #expect(r.car.listElements?.count == 100_000)
        #expect(throws: EvalError.self) {
            try LargeStack.run(size: Scheme.stackSize) {
                let interp = Interp(output: OutputPort())
                interp.maximumDepth = 200
                return try interp.evaluate("(define (f n) (if (= n 0) 0 (+ 1 (f (- n 1))))) (f 1000)")
            }
        }
    }

    /// A learner's own `for`, and forms of other shapes, are calls.
    @Test func aLearnersForIsAProcedure() throws {
        #expect(try Scheme.eval("(define (for a b) (+ a b)) (for 1 2)") == "3")
        #expect(try Scheme.eval("(define (g) (for 1 2)) (define (for a b) (* a b)) (g)") == "2")
        #expect(Scheme.error("(for 1 2)") == ";Unbound variable: for")
    }

    /// The loop uses the built-ins as they were at start-up.
    @Test func aRedefinedBuiltinChangesNothing() throws {
        #expect(try Scheme.eval("(define (cons a b) 'mine) (define (reverse x) 'mine) (for/list ([i 3]) i)") == "(0 1 2)")
        #expect(try Scheme.eval("(define (delay x) x) (stream->list (for/stream ([i 3]) i))") == "(0 1 2)")
    }

    @Test(arguments: [
        ("(for/list ([x 'a]) x)", ";The object a, passed as the first argument to for, is not the correct type."),
        ("(for/list ([x (in-range 0 5 0)]) x)", ";The object 0, passed as the third argument to in-range, is not in the correct range."),
        ("(in-range 'a)", ";The object a, passed as the first argument to in-range, is not the correct type."),
        ("(for/list ([(k v) '(1 2)]) k)", ";for: expected 2 values from the sequence, received 1"),
        ("(for*/stream ([i 3] [j 3]) i)", ";for/stream with nested clauses is not supported by this interpreter"),
        // The loops' own primitives, called by hand, give errors too.
        ("(call-with-values (lambda () (values 1 2)) (lambda args (%for-part (apply values args) 5 2)))",
         ";The object 5, passed as the second argument to %for-part, is not in the correct range."),
        ("(%for-part 1 0 'x)", ";The object x, passed as the third argument to %for-part, is not the correct type."),
        ("(%for-next 3)", ";The object 3, passed as the first argument to %for-next, is not the correct type."),
        ("(%in-range 'a)", ";The object a, passed as the first argument to in-range, is not the correct type."),
        ("(for/list ([i 3]))", ";Ill-formed syntax: (for/list ((i 3)))"),
        ("(for/list)", ";Ill-formed syntax: (for/list)"),
        ("(for/fold ([a]) ([i 3]) i)", ";Ill-formed syntax: (for/fold ((a)) ((i 3)) i)"),
        ("(for/list ([i 3] #:when) i)", ";Ill-formed syntax: (for/list ((i 3) #:when) i)"),
        ("(for ([i 3]))", ";Ill-formed syntax: (for ((i 3)))"),
    ])
    func badLoopsAreErrors(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
