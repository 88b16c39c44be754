import Testing
import SICPScheme

/// Streams as MIT Scheme has them for SICP 3.5: `cons-stream`, memoizing
/// `delay` and `force`, MIT's stream procedures, the book's, and streams and
/// promises printed as MIT prints them (expected values and error messages from
/// `mit-scheme --quiet`, MIT Scheme 12.1; MIT's compiled procedures print with
/// their block's file and address, sicp's with the procedure's name).
@Suite struct StreamsTests {
    static let twoElements = "(define s (cons-stream 1 (cons-stream 2 '())))"

    static let values: [(String, String)] = [
        // Printing: forced elements between braces, `...` for the rest.
        ("\(twoElements) s", "{1 ...}"),
        ("\(twoElements) (stream-cdr s) s", "{1 2 ...}"),
        ("\(twoElements) (stream-cdr (stream-cdr s)) s", "{1 2}"),
        ("(let ((s (cons-stream 1 2))) (stream-cdr s) s)", "{1 . 2}"),
        ("(let ((s (cons-stream 1 (list 2 3)))) (stream-cdr s) s)", "{1 . (2 3)}"),
        ("(let ((s (cons-stream (list 1 2) (cons-stream (stream 3) '())))) (stream-cdr s) s)", "{(1 2) {3 ...} ...}"),
        ("(let ((s (cons-stream \"a\" '()))) (stream-cdr s) s)", "{\"a\"}"),
        ("(list (stream 1 2))", "({1 ...})"),
        ("(cons 1 (stream 2))", "(1 2 . #[promise 12 (unevaluated)])"),
        ("(cons 1 (delay 2))", "{1 ...}"),
        ("(define ones (cons-stream 1 ones)) (stream-cdr ones) ones", "{1 ...}"),
        // Promises.
        ("(delay 1)", "#[promise 12 (unevaluated)]"),
        ("(let ((p (delay (+ 1 2)))) (force p) p)", "#[promise 12 (evaluated) 3]"),
        ("(make-promise 5)", "#[promise 12 (evaluated) 5]"),
        ("(let ((p (make-promise 5))) (list p p (delay 1)))",
         "(#[promise 12 (evaluated) 5] #[promise 12 (evaluated) 5] #[promise 13 (unevaluated)])"),
        // A promise forced to itself prints its value once, then `...`; one
        // inside a list forced to that list too.
        ("(define p (delay p)) (force p) p", "#[promise 12 (evaluated) #[promise 12 (evaluated) ...]]"),
        ("(define p (make-promise (list (make-promise 1)))) p",
         "#[promise 12 (evaluated) (#[promise 13 (evaluated) 1])]"),
        ("(force (make-promise 5))", "5"),
        ("(force (delay-force (delay 1)))", "1"),
        ("(promise? (delay 1))", "#t"),
        ("(promise? 1)", "#f"),
        ("(let ((p (delay 1))) (eq? p p))", "#t"),
        // Memoized as memo-proc: the expression runs once.
        ("(define n 0) (define p (delay (begin (set! n (+ n 1)) n))) (force p) (force p) n", "1"),
        // A local variable captured by the delayed expression.
        ("(define (make k) (delay (* k k))) (force (make 7))", "49"),
        // delay-force runs a long chain in constant space.
        ("(define (loop n) (if (= n 0) (delay 'done) (delay-force (loop (- n 1))))) (force (loop 1000000))", "done"),
        // MIT's stream procedures.
        ("\(twoElements) (stream-pair? s)", "#t"),
        ("(stream-pair? '(1 2))", "#f"),
        ("(stream-null? '())", "#t"),
        ("(stream-null? 3)", "#f"),
        ("(empty-stream? the-empty-stream)", "#t"),
        ("\(twoElements) (stream-head s 2)", "(1 2)"),
        ("\(twoElements) (stream-tail s 1)", "{2 ...}"),
        ("\(twoElements) (stream-tail s 2)", "()"),
        ("\(twoElements) (stream-ref s 1)", "2"),
        ("\(twoElements) (list (stream-first s) (stream-rest s))", "(1 {2 ...})"),
        ("(stream 1 2 3)", "{1 ...}"),
        ("(stream)", "()"),
        ("(stream->list (stream 1 2 3))", "(1 2 3)"),
        // SRFI 41's and CHICKEN's count: at most k elements, nothing forced past them.
        ("(stream->list (stream 1 2 3 4) 2)", "(1 2)"),
        ("(stream->list (stream 1 2) 5)", "(1 2)"),
        ("(stream->list 3 (stream 1 2 3 4))", "(1 2 3)"),
        ("(stream->list (cons-stream 1 (error \"past the end\")) 1)", "(1)"),
        ("(stream->list (list->stream '(1 2 3)))", "(1 2 3)"),
        ("(stream-map + (stream 1 2 3) (stream 10 20))", "{11 ...}"),
        ("(stream->list (stream-map + (stream 1 2 3) (stream 10 20)))", "(11 22)"),
        ("(stream->list (stream-map (lambda (a b c) (list a b c)) (stream 1 2) (stream 3 4) (stream 5 6)))",
         "((1 3 5) (2 4 6))"),
        ("(stream->list (stream-filter odd? (stream 1 2 3)))", "(1 3)"),
        ("(stream->list (stream-append (stream 1) (stream) (stream 2 3)))", "(1 2 3)"),
        // MIT's stream-append keeps its last argument as it is, and list->stream is lazy.
        ("(stream-append 5)", "5"),
        ("(stream-append)", "()"),
        ("(stream-append (stream 1) 5)", "{1 ...}"),
        ("(list->stream '(1 . 2))", "{1 ...}"),
        ("(stream-map (stream 1 2) -)", "{-1 ...}"),
        ("(stream-map car '())", "()"),
        ("(stream-head 'a 0)", "()"),
        ("(stream-tail 'a 0)", "a"),
        ("(stream-tail (cons-stream 1 2) 1)", "2"),
        ("(stream-filter odd? (cons-stream 1 2))", "{1 ...}"),
        // The book's procedures, in the kit.
        ("(stream->list (stream-enumerate-interval 3 6))", "(3 4 5 6)"),
        ("(stream-head (integers-starting-from 5) 3)", "(5 6 7)"),
        ("(stream-head (add-streams (integers-starting-from 1) (integers-starting-from 10)) 3)", "(11 13 15)"),
        ("(stream-head (scale-stream (integers-starting-from 1) 1/2) 3)", "(1/2 1 3/2)"),
        ("(stream-head (interleave (stream 1 2 3) (integers-starting-from 10)) 6)", "(1 10 2 11 3 12)"),
        ("(stream-head (pairs (integers-starting-from 1) (integers-starting-from 1)) 10)",
         "((1 1) (1 2) (2 2) (1 3) (2 3) (1 4) (3 3) (1 5) (2 4) (1 6))"),
        // Far into a stream, in constant stack.
        ("(stream-ref (integers-starting-from 0) 1000000)", "1000000"),
        ("(define (from n) (cons-stream n (from (+ n 1)))) (stream-ref (stream-filter (lambda (x) (= x 300000)) (from 0)) 0)",
         "300000"),
    ]

    /// A long Racket `stream-cons` stream (each rest a promise of a
    /// promise of a pair) is freed pair by pair, in constant stack, as a
    /// long `cons-stream` stream is: freed promise within promise, 100,000
    /// of them overflowed the stack (and the releases nested in each other
    /// took time quadratic in the length before that).
    @Test func aLongLazyStreamIsFreedInConstantStack() throws {
        let source = "(define (from n) (stream-cons n (from (+ n 1)))) (stream-ref (from 0) 100000)"
        #expect(try Scheme.eval(source, stack: 16 << 20) == "100000")
    }

    @Test(arguments: values)
    func value(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    static let outputs: [(String, String)] = [
        // Exercise 3.51: the memoized stream shows each element once.
        ("(define (show x) (display-line x) x) (define x (stream-map show (stream-enumerate-interval 0 10)))"
            + " (display (stream-ref x 5)) (display (stream-ref x 7))",
         "\n0\n1\n2\n3\n4\n55\n6\n77"),
        ("(define p (delay (begin (display \"hi\") 3))) (display (force p)) (display (force p))", "hi33"),
        ("(stream-for-each display (stream 1 2 3))", "123"),
        ("(display (display-stream (stream 1 2)))", "\n1\n2done"),
        ("(display (stream 1 2))", "{1 ...}"),
        ("(let ((s (cons-stream \"a\" '()))) (stream-cdr s) (display s))", "{a}"),
    ]

    @Test(arguments: outputs)
    func output(source: String, expected: String) throws {
        #expect(try Scheme.output(source) == expected)
    }

    static let errors: [(String, String)] = [
        // stream-car and stream-cdr (stream-first and stream-rest are their aliases in MIT)
        // are MIT's `guarantee stream-pair?`: "as an argument", "not an object satisfying".
        ("(stream-car '())", ";The object (), passed as an argument to stream-car, is not an object satisfying #[compiled-procedure 12 (\"stream-pair?\" #x10) #xbc stream-pair?]."),
        ("(stream-cdr 5)", ";The object 5, passed as an argument to stream-cdr, is not an object satisfying #[compiled-procedure 12 (\"stream-pair?\" #x10) #xbc stream-pair?]."),
        ("(stream-cdr '(1 2))", ";The object (1 2), passed as an argument to stream-cdr, is not an object satisfying #[compiled-procedure 12 (\"stream-pair?\" #x10) #xbc stream-pair?]."),
        ("(stream-first '())", ";The object (), passed as an argument to stream-car, is not an object satisfying #[compiled-procedure 12 (\"stream-pair?\" #x10) #xbc stream-pair?]."),
        ("(stream-rest 5)", ";The object 5, passed as an argument to stream-cdr, is not an object satisfying #[compiled-procedure 12 (\"stream-pair?\" #x10) #xbc stream-pair?]."),
        ("(stream-car (stream-cdr (cons-stream 1 2)))", ";The object 2, passed as an argument to stream-car, is not an object satisfying #[compiled-procedure 12 (\"stream-pair?\" #x10) #xbc stream-pair?]."),
        // force of a non-promise: MIT 12.1 refuses it (R7RS would allow returning it).
        ("(force 3)", ";The object 3, passed as an argument to force, is not the correct type."),
        // stream-head, stream-tail, stream-ref count the index down: a short stream is
        // reported with what is left of the index; stream-ref's index goes through stream-tail.
        ("(stream-head (stream 1 2) 5)", ";The object 3, passed as an argument to stream-head, is not in the correct range."),
        ("(stream-head 'a 1)", ";The object 1, passed as an argument to stream-head, is not in the correct range."),
        ("(stream-head (cons-stream 1 2) 2)", ";The object 1, passed as an argument to stream-head, is not in the correct range."),
        ("(stream-head (stream 1 2) -1)", ";The object -1, passed as an argument to stream-head, is not the correct type."),
        ("(stream-head (stream 1 2) 'x)", ";The object x, passed as an argument to stream-head, is not the correct type."),
        ("(stream-head (stream 1 2) 1.5)", ";The object 1.5, passed as an argument to stream-head, is not the correct type."),
        ("(stream-head (stream 1 2) 100000000000000000000)", ";The object 99999999999999999998, passed as an argument to stream-head, is not in the correct range."),
        ("(stream-tail (stream 1) 3)", ";The object 2, passed as an argument to stream-tail, is not in the correct range."),
        ("(stream-tail 'a 1)", ";The object 1, passed as an argument to stream-tail, is not in the correct range."),
        ("(stream-tail (stream 1 2) -1)", ";The object -1, passed as an argument to stream-tail, is not the correct type."),
        ("(stream-ref (stream 1 2) 7)", ";The object 5, passed as an argument to stream-tail, is not in the correct range."),
        ("(stream-ref (stream 1 2) 2)", ";The object 2, passed as an argument to stream-ref, is not in the correct range."),
        ("(stream-ref 'a 0)", ";The object 0, passed as an argument to stream-ref, is not in the correct range."),
        ("(stream-ref (cons-stream 1 2) 1)", ";The object 1, passed as an argument to stream-ref, is not in the correct range."),
        ("(stream-ref (stream 1 2) 'a)", ";The object a, passed as an argument to stream-tail, is not the correct type."),
        // stream-map of one stream takes its two arguments in either order, or none;
        // a tail that is not a stream is reported when reached, by its position.
        ("(stream-map car 5)", ";Unknown arguments to STREAM-MAP."),
        ("(stream-map 5 (stream 1))", ";Unknown arguments to STREAM-MAP."),
        ("(stream-map 5 '())", ";Unknown arguments to STREAM-MAP."),
        ("(stream-map car 5 (stream 1))", ";The object 5, passed as the first argument to stream-map, is not a stream."),
        ("(stream-map + (stream 1) 5)", ";The object 5, passed as the second argument to stream-map, is not a stream."),
        ("(stream-head (stream-map car (cons-stream '(1) 2)) 2)", ";The object 2, passed as the second argument to stream-map, is not a stream."),
        ("(stream-head (stream-map + (cons-stream 1 2) (stream 1 2)) 2)", ";The object 2, passed as the first argument to stream-map, is not a stream."),
        ("(stream-head (stream-map + (stream 1 2) (cons-stream 1 2)) 2)", ";The object 2, passed as the second argument to stream-map, is not a stream."),
        ("(stream-map car (stream 1))", ";The object 1, passed as the first argument to car, is not the correct type."),
        ("(stream-map 5 (stream 1) (stream 2))", ";The object 5 is not applicable."),
        // "is not a stream": the tail that is not, when it is reached.
        ("(stream-filter odd? 3)", ";The object 3, passed as the second argument to stream-filter, is not a stream."),
        ("(stream-filter odd? (cons-stream 2 2))", ";The object 2, passed as the second argument to stream-filter, is not a stream."),
        ("(stream-head (stream-filter odd? (cons-stream 1 2)) 2)", ";The object 2, passed as the second argument to stream-filter, is not a stream."),
        ("(stream-filter 5 (stream 1))", ";The object 5 is not applicable."),
        ("(stream->list 7)", ";The object 7, passed as the first argument to stream->list, is not a stream."),
        ("(stream->list (cons-stream 1 2))", ";The object 2, passed as the first argument to stream->list, is not a stream."),
        ("(stream-for-each display 5)", ";The object 5, passed as the second argument to stream-for-each, is not a stream."),
        ("(stream-for-each 5 (stream 1))", ";The object 5 is not applicable."),
        ("(stream-append 5 (stream 1))", ";The object 5, passed as the first argument to stream-append, is not a stream."),
        ("(stream->list (stream-append (cons-stream 1 2) (stream 3)))", ";The object 2, passed as the first argument to stream-append, is not a stream."),
        ("(stream-head (stream-append (stream 1) 5) 2)", ";The object 1, passed as an argument to stream-head, is not in the correct range."),
        ("(list->stream 5)", ";The object 5, passed as an argument to list->stream, is not the correct type."),
        ("(stream-head (list->stream '(1 . 2)) 2)", ";The object 2, passed as an argument to list->stream, is not the correct type."),
        // Wrong argument counts (MIT's stream->list takes exactly one).
        ("(stream-map +)", ";The procedure #[compiled-procedure 12 (\"stream-map\" #x10) #xbc stream-map] has been called with 1 argument; it requires at least 2 arguments."),
        ("(stream-filter odd?)", ";The procedure #[compiled-procedure 12 (\"stream-filter\" #x10) #xbc stream-filter] has been called with 1 argument; it requires exactly 2 arguments."),
        ("(stream->list)", ";The procedure #[compiled-procedure 12 (\"stream->list\" #x10) #xbc stream->list] has been called with 0 arguments; it requires between 1 and 2 arguments."),
        ("(stream->list (stream 1 2) -1)", ";The object -1, passed as an argument to stream->list, is not the correct type."),
        ("(force)", ";The procedure #[compiled-procedure 12 (\"force\" #x10) #xbc force] has been called with 0 arguments; it requires exactly 1 argument."),
        ("(stream-car 1 2)", ";The procedure #[compiled-procedure 12 (\"stream-car\" #x10) #xbc stream-car] has been called with 2 arguments; it requires exactly 1 argument."),
        ("(stream-head (stream 1 2))", ";The procedure #[compiled-procedure 12 (\"stream-head\" #x10) #xbc stream-head] has been called with 1 argument; it requires exactly 2 arguments."),
        ("(stream-ref (stream 1 2))", ";The procedure #[compiled-procedure 12 (\"stream-ref\" #x10) #xbc stream-ref] has been called with 1 argument; it requires exactly 2 arguments."),
        // The special forms: MIT 12.1 says "special form" for delay and delay-force only.
        ("(cons-stream 1)", ";Ill-formed syntax: (cons-stream 1)"),
        ("(cons-stream)", ";Ill-formed syntax: (cons-stream)"),
        ("(cons-stream 1 2 3)", ";Ill-formed syntax: (cons-stream 1 2 3)"),
        ("(delay)", ";Ill-formed special form: (delay)"),
        ("(delay 1 2)", ";Ill-formed special form: (delay 1 2)"),
        ("(delay-force)", ";Ill-formed special form: (delay-force)"),
        ("(let ((p (delay (car '())))) (force p))", ";The object (), passed as the first argument to car, is not the correct type."),
        ("cons-stream", ";Syntactic keyword may not be used as an expression: cons-stream"),
    ]

    @Test(arguments: errors)
    func error(source: String, expected: String) {
        #expect(Scheme.error(source) == expected)
    }

    /// MIT's `stream-head` forces the rest of every element it takes, the
    /// last one's too (MIT 12.1: `s` then prints `{1 4 9 16 25 36 ...}`);
    /// the kit's own code (the checker's cases on finite streams) takes the
    /// elements and forces no further.
    @Test func streamHeadForcesTheLastElementsRestAsMITDoes() throws {
        let scheme = Interp(output: OutputPort())
        let printed = try scheme.evaluate(
            "(define s (stream-map square (integers-starting-from 1))) (stream-head s 5) s").map(Printer.write)
        #expect(printed.suffix(2) == ["(1 4 9 16 25)", "{1 4 9 16 25 36 ...}"])
        try scheme.evaluate("(define t (cons-stream 1 (error \"past the end\")))")
        #expect(throws: EvalError.user(message: "past the end", irritants: [])) { try scheme.evaluate("(stream-head t 1)") }
        #expect(try scheme.evaluateAsKit("(stream-head t 1)").map(Printer.write) == ["(1)"])
    }

    /// A chain of 100,000 evaluated promises, each holding a list of the
    /// next (a Racket-style stream forced far), prints whole, on the
    /// printer's own stack: a learner's value never overflows the machine's.
    @Test func aDeepChainOfEvaluatedPromisesPrints() throws {
        let depth = 100_000
        let interp = Interp(output: OutputPort())
        let source = "(do ((i 0 (+ i 1)) (p (make-promise 0) (make-promise (list p)))) ((= i \(depth)) p))"
        // A table of hash numbers of its own: they count from 12.
        let printed = try Printer.$hashNumbers.withValue(HashNumbers()) { try interp.evaluate(source).map(Printer.write) }
        var expected = ""
        for i in 0...depth { expected += "#[promise \(12 + i) (evaluated) " + (i < depth ? "(" : "0") }
        expected += "]" + String(repeating: ")]", count: depth)
        // Compared whole, reported short: the text is 3.7 MB.
        let same = printed == [expected]
        #expect(same, "printed \(printed.first?.prefix(80) ?? "nothing")... (\(printed.first?.count ?? 0) characters)")
    }

    @Test func aFailedForceLeavesThePromiseUnforced() throws {
        let source = """
            (define tries 0)
            (define p (delay (begin (set! tries (+ tries 1)) (if (< tries 2) (car '()) tries))))
            """
        // The first force throws; the second runs the expression again.
        try LargeStack.run(size: Scheme.stackSize) {
            let interp = Interp(output: OutputPort())
            try interp.evaluate(source)
            #expect(throws: EvalError.wrongType(object: "()", argument: 1, procedure: "car")) {
                try interp.evaluate("(force p)")
            }
            #expect(try interp.evaluate("(force p)").map(Printer.write) == ["2"])
            #expect(try interp.evaluate("p").map(Printer.write).first?.hasSuffix("(evaluated) 2]") == true)
        }
    }

    @Test func everyNameCanBeRedefined() throws {
        // The book's own stream-map (one stream) replaces MIT's.
        #expect(try Scheme.eval("""
            (define (stream-map proc s)
              (if (stream-null? s) the-empty-stream
                  (cons-stream (proc (stream-car s)) (stream-map proc (stream-cdr s)))))
            (stream-head (stream-map - (stream 1 2 3)) 3)
            """) == "(-1 -2 -3)")
        #expect(Scheme.error("""
            (define (stream-map proc s) (if (stream-null? s) the-empty-stream
              (cons-stream (proc (stream-car s)) (stream-map proc (stream-cdr s)))))
            (stream-map + (stream 1) (stream 2))
            """) == ";The procedure #[compound-procedure 12 stream-map] has been called with 3 arguments; it requires exactly 2 arguments.")
        #expect(try Scheme.eval("(define (force x) 'mine) (force (delay 1))") == "mine")
    }
}
