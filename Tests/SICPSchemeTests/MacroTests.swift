import Testing
import SICPScheme

/// Macros: R7RS `define-syntax`, `let-syntax`, `letrec-syntax` and
/// `syntax-rules` (hygienic), Racket's `define-syntax-rule`, Gauche's and
/// Guile's `define-macro`, CHICKEN's and Guile's `defmacro`.
@Suite struct MacroTests {
    static let swap = "(define-syntax swap! (syntax-rules () ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))))"
    static let myOr = """
        (define-syntax my-or (syntax-rules () ((_) #f) ((_ e) e)
          ((_ e r ...) (let ((t e)) (if t t (my-or r ...))))))
        """
    static let consStream = "(define-syntax cons-stream (syntax-rules () ((_ a b) (cons a (delay b)))))"

    static let values: [(String, String)] = [
        // Patterns: literals, _, ellipses.
        ("(define-syntax f (syntax-rules () ((_ a b) (list b a)))) (f 1 2)", "(2 1)"),
        ("(define-syntax f (syntax-rules (=>) ((_ a => b) (list a b)) ((_ a b c) 'no))) (list (f 1 => 2) (f 1 2 3))",
         "((1 2) no)"),
        ("(define-syntax f (syntax-rules () ((_ _ b) b))) (f 1 2)", "2"),
        ("(define-syntax f (syntax-rules () ((_ a ...) (list a ...)))) (list (f) (f 1 2 3))", "(() (1 2 3))"),
        ("(define-syntax f (syntax-rules () ((_ (a b ...) ...) '((b ... a) ...)))) (f (1 2 3) (4) (5 6))",
         "((2 3 1) (4) (6 5))"),
        ("(define-syntax f (syntax-rules () ((_ (a ...) ...) '(a ... ...)))) (f (1 2) () (3))", "(1 2 3)"),
        ("(define-syntax f (syntax-rules () ((_ a ... b c) '(b c a ...)))) (f 1 2 3 4)", "(3 4 1 2)"),
        ("(define-syntax f (syntax-rules () ((_ a ... . r) '(r a ...)))) (f 1 2 . 3)", "(3 1 2)"),
        ("(define-syntax f (syntax-rules () ((_ a . r) 'r))) (f 1 2 3)", "(2 3)"),
        ("(define-syntax f (syntax-rules () ((_ 1 x) 'one) ((_ \"s\" x) 'string) ((_ y x) 'other))) (list (f 1 0) (f \"s\" 0) (f 2 0))",
         "(one string other)"),
        ("(define-syntax f (syntax-rules ::: () ((_ a :::) '(a ::: ...)))) (f 1 2)", "(1 2 ...)"),
        ("(define-syntax f (syntax-rules () ((_ a ...) '((... ...) a ...)))) (f 1 2)", "(... 1 2)"),
        // Vector patterns and templates.
        ("(define-syntax f (syntax-rules () ((_ #(a b ...)) '#(b ... a)))) (f #(1 2 3))", "#(2 3 1)"),
        ("(define-syntax f (syntax-rules () ((_ #(a ...) ...) '(a ... ...)))) (f #(1 2) #() #(3))", "(1 2 3)"),
        ("(define-syntax f (syntax-rules () ((_ #(1 a)) 'one) ((_ x) 'other))) (list (f #(1 2)) (f #(2 2)) (f (1 2)))",
         "(one other other)"),
        ("(define-syntax f (syntax-rules () ((_ x) '#(x tmp)))) (f 1)", "#(1 tmp)"),
        // Recursive macros, macros defining macros, begin splicing.
        ("\(myOr) (list (my-or) (my-or #f 2) (my-or #f #f))", "(#f 2 #f)"),
        ("(define-syntax def-const (syntax-rules () ((_ name v) (define-syntax name (syntax-rules () ((_) v)))))) (def-const five 5) (five)",
         "5"),
        ("(define-syntax def2 (syntax-rules () ((_ a b v) (begin (define a v) (define b v))))) (def2 u w 4) (+ u w)", "8"),
        ("(define-syntax def2 (syntax-rules () ((_ a b v) (begin (define a v) (define b v))))) (define (g) (def2 m n 3) (+ m n)) (g)",
         "6"),
        ("(define (f x) (define-syntax double (syntax-rules () ((_ e) (* 2 e)))) (double x)) (f 21)", "42"),
        // Hygiene: the template's tmp and t never capture the user's.
        ("\(swap) (define tmp 1) (define y 2) (swap! tmp y) (list tmp y)", "(2 1)"),
        ("\(swap) (define (f tmp other) (swap! tmp other) (list tmp other)) (f 1 2)", "(2 1)"),
        ("\(myOr) (define t 5) (my-or #f t)", "5"),
        ("\(myOr) (let ((t 5)) (my-or #f t))", "5"),
        // A free identifier of the template means what it meant where the macro was defined.
        ("(define-syntax my-if (syntax-rules () ((_ c a b) (cond (c a) (else b))))) (let ((if list) (else #f) (cond 0)) (my-if #f 1 2))",
         "2"),
        ("(define-syntax mcs (syntax-rules () ((_ a b) (cons a (delay b))))) (let ((cons 1) (delay 2)) (stream-car (stream-cdr (mcs 1 (mcs 2 '())))))",
         "2"),
        ("(define x 'outer) (define-syntax m (syntax-rules () ((_) x))) (let ((x 'inner)) (m))", "outer"),
        ("(let ((x 'outer)) (let-syntax ((m (syntax-rules () ((_) x)))) (let ((x 'inner)) (m))))", "outer"),
        // A macro introducing a definition at top level defines the plain name.
        ("(define-syntax intro (syntax-rules () ((_) (define hidden 7)))) (intro) hidden", "7"),
        // An introduced internal definition is the macro's own.
        ("(define-syntax intro (syntax-rules () ((_ e) (begin (define hidden 7) (+ hidden e))))) (define (f hidden) (intro hidden)) (f 1)",
         "8"),
        // quote strips the renaming, quasiquote's literal parts too.
        ("(define-syntax q (syntax-rules () ((_ e) (list 'tmp `(tmp ,e))))) (q 1)", "(tmp (tmp 1))"),
        // let-syntax and letrec-syntax scoping.
        ("(define (f) 'global) (let-syntax ((f (syntax-rules () ((_) 'macro)))) (f))", "macro"),
        ("(define (f) 'global) (let-syntax ((f (syntax-rules () ((_) 'macro)))) 1) (f)", "global"),
        ("(define (f) 'global) (let-syntax ((f (syntax-rules () ((_) 'outer)))) (let-syntax ((f (syntax-rules () ((_) (f))))) (f)))",
         "outer"),
        ("(letrec-syntax ((ev? (syntax-rules () ((_) #t) ((_ x . r) (od? . r)))) (od? (syntax-rules () ((_) #f) ((_ x . r) (ev? . r))))) (list (ev? 1 2) (od? 1 2)))",
         "(#t #f)"),
        // A user macro shadows a special form; a local variable shadows a macro.
        ("(define-syntax delay (syntax-rules () ((_ x) (list 'delayed x)))) (delay 3)", "(delayed 3)"),
        ("(define-syntax foo (syntax-rules () ((_) 1))) (let ((foo (lambda () 2))) (foo))", "2"),
        ("(define-syntax foo (syntax-rules () ((_) 1))) (define (foo) 2) (foo)", "2"),
        // Special forms and dialect forms in a template, through the renaming.
        ("(define-syntax f (syntax-rules () ((_ e) (receive (a b) e (list a b))))) (f (values 1 2))", "(1 2)"),
        ("(define-syntax g (syntax-rules () ((_ n) (do ((i 0 (+ i 1)) (acc '() (cons i acc))) ((= i n) acc))))) (let ((i 5) (acc 7)) (g 3))",
         "(2 1 0)"),
        ("(define-syntax h (syntax-rules () ((_ k) (case k ((1) 'one) (else 'other))))) (let ((else 1)) (list (h 1) (h 2)))",
         "(one other)"),
        ("(define-syntax f (syntax-rules () ((_ n) (let loop ((i n) (acc 1)) (if (= i 0) acc (loop (- i 1) (* acc i))))))) (let ((loop 3) (i 4)) (f i))",
         "24"),
        ("(define-syntax dv (syntax-rules () ((_ a b) (define-values (a b) (values 1 2))))) (define (t) (dv p q) (+ p q)) (t)", "3"),
        ("(define-syntax f (syntax-rules () ((_ e) (let-values (((a b) e)) (list b a))))) (f (values 1 2))", "(2 1)"),
        ("(define (f) (define-syntax m (syntax-rules () ((_) 'macro))) (let ((m (lambda () 'local))) (m))) (f)", "local"),
        // Racket's define-syntax-rule.
        ("(define-syntax-rule (inc! x) (set! x (+ x 1))) (define z 1) (inc! z) (inc! z) z", "3"),
        ("(define-syntax-rule (my-list a ...) (list a ...)) (my-list 1 2)", "(1 2)"),
        // define-macro (Gauche, Guile) and defmacro (CHICKEN, Guile): not hygienic.
        ("(define-macro (my-unless c . body) `(if ,c #f (begin ,@body))) (list (my-unless #f 1 2) (my-unless #t 1))", "(2 #f)"),
        ("(define-macro twice (lambda (e) `(begin ,e ,e))) (define n 0) (twice (set! n (+ n 1))) n", "2"),
        ("(defmacro swap2 (a b) `(let ((tmp ,a)) (set! ,a ,b) (set! ,b tmp))) (define p 1) (define q 2) (swap2 p q) (list p q)", "(2 1)"),
        ("(defmacro capture (e) `(let ((it ,e)) it)) (capture 5)", "5"),
    ]

    @Test(arguments: values)
    func value(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    /// Expansion happens once, when the form is compiled: a macro whose
    /// transformer counts its calls is called once for a loop of ten.
    @Test func expansionHappensOnceAtCompileTime() throws {
        let source = """
            (define count 0)
            (define-macro (counted e) (set! count (+ count 1)) e)
            (define (loop n) (if (= n 0) 'done (begin (counted n) (loop (- n 1)))))
            (loop 10)
            count
            """
        #expect(try Scheme.eval(source) == "1")
    }

    static let errors: [(String, String)] = [
        ("\(swap) (swap! 1)", ";Ill-formed special form: (swap! 1)"),
        ("(define-syntax bad (syntax-rules () ((_ a ... b ...) 1)))",
         ";Ill-formed special form: (syntax-rules () ((_ a ... b ...) 1))"),
        ("(define-syntax bad (syntax-rules () ((_ ... a) 1)))", ";Ill-formed special form: (syntax-rules () ((_ ... a) 1))"),
        ("(define-syntax bad (syntax-rules () ((_ a) (list a ...))))",
         ";Ill-formed special form: (syntax-rules () ((_ a) (list a ...)))"),
        ("(define-syntax bad (syntax-rules () ((_ a a) 1)))", ";Ill-formed special form: (syntax-rules () ((_ a a) 1))"),
        ("(define-syntax bad (syntax-rules () ((_ a ...) (list a))))",
         ";Ill-formed special form: (syntax-rules () ((_ a ...) (list a))) (the pattern variable a is used in a template under 0 ellipses; its pattern has 1)"),
        ("(define-syntax m (syntax-rules () ((_ (a ...) (b ...)) '((a b) ...)))) (m (1 2) (3))",
         ";Ill-formed special form: (syntax-rules () ((_ (a ...) (b ...)) (quote ((a b) ...)))) (pattern variables under one ellipsis matched different numbers of forms)"),
        ("(define-syntax bad 5)", ";Ill-formed special form: (define-syntax bad 5)"),
        ("\(swap) swap!", ";Syntactic keyword may not be used as an expression: swap!"),
        ("(define-syntax f (syntax-rules () ((_ x) (f (x))))) (f 1)", ";Aborting!: maximum recursion depth exceeded"),
        ("(define-syntax f (syntax-rules () ((_) (f)))) (define (g) (f)) 1", ";Aborting!: maximum recursion depth exceeded"),
        ("(define-syntax grow (syntax-rules () ((_ x ...) (grow x ... x ...)))) (grow 1)",
         ";Aborting!: maximum recursion depth exceeded"),
        ("(define-macro (bad x) (car x)) (bad 1)", ";The object 1, passed as the first argument to car, is not the correct type."),
        ("(define-macro bad 5)", ";The object 5, passed as the second argument to define-macro, is not the correct type."),
    ]

    @Test(arguments: errors)
    func error(source: String, expected: String) {
        #expect(Scheme.error(source) == expected)
    }

    /// Ctrl-C during an expansion stops it.
    @Test func interruptStopsExpansion() throws {
        let flag = InterruptFlag()
        let interp = Interp(output: OutputPort(), interrupt: flag)
        try interp.evaluate(Self.swap)
        flag.request()
        #expect(throws: EvalError.interrupted) { try interp.evaluate("(define a 1) (define b 2) (swap! a b)") }
    }

    /// A learner's cons-stream macro makes what the built-in makes.
    @Test func consStreamMacro() throws {
        let source = """
            \(Self.consStream)
            (define (integers-starting-from n) (cons-stream n (integers-starting-from (+ n 1))))
            (define s (integers-starting-from 1))
            (list (stream-head s 5) (stream-ref s 10) (stream-car (stream-cdr s)) (promise? (cdr s)))
            """
        #expect(try Scheme.eval(source) == "((1 2 3 4 5) 11 2 #t)")
        #expect(try Scheme.eval("\(Self.consStream) (define s (cons-stream 1 (cons-stream 2 '()))) (stream-cdr s) s") == "{1 2 ...}")
    }
}
