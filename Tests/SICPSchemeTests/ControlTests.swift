import Testing
@_spi(SICPInternals) import SICPScheme

/// `call/cc` (escaping), `dynamic-wind`, `case-lambda`, `case` with `=>`,
/// applicable promises, `map` and `for-each` beside a circular list, `eval`
/// and the system interface.
@Suite struct ControlTests {
    @Test(arguments: [
        // An escape from deep inside `map` with a Scheme procedure.
        ("(call/cc (lambda (k) (map (lambda (x) (if (< x 0) (k x) (* x 10))) '(1 2 -3 4))))", "-3"),
        ("(call-with-current-continuation (lambda (k) (+ 1 2)))", "3"),
        ("(+ 1 (call/cc (lambda (k) (+ 10 (k 1)))))", "2"),
        ("(call-with-values (lambda () (call/cc (lambda (k) (k 1 2)))) list)", "(1 2)"),
        ("(call/cc procedure?)", "#t"),
        // An escape from a recursion 10,000 deep.
        ("(define (f n k) (if (= n 0) (k 'out) (+ 1 (f (- n 1) k)))) (call/cc (lambda (k) (f 10000 k)))", "out"),
        // From inside a sort's comparison and a promise.
        ("(call/cc (lambda (k) (sort '(3 1 2) (lambda (a b) (k 'sorted)))))", "sorted"),
        ("(call/cc (lambda (k) (force (delay (k 'forced)))))", "forced"),
    ])
    func escapingContinuations(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func anEscapeThroughTheControlStack() throws {
        let got = try LargeStack.run(size: Scheme.stackSize) { () throws -> String in
            let interp = Interp(output: OutputPort(), interrupt: InterruptFlag())
            interp.nativeStackBudget = 0
            let values = try interp.evaluate("""
                (define (f n k) (if (= n 0) (k 'out) (+ 1 (f (- n 1) k))))
                (list (call/cc (lambda (k) (f 100000 k))) (f 10 (lambda (x) 0)))
                """)
            return Printer.write(values.last!)
        }
        #expect(got == "(out 10)")
    }

    @Test func reEntryIsRefusedClearly() {
        let got = Scheme.error("(define k2 #f) (+ 1 (call/cc (lambda (k) (set! k2 k) 1))) (k2 5)")?
            .replacing(/continuation \d+/, with: "continuation NN")
        #expect(got == ";The continuation #[continuation NN] cannot be re-entered: sicp supports escaping continuations only")
    }

    @Test func dynamicWindOrderOnAnEscape() throws {
        let source = """
            (define path '())
            (define (note x) (set! path (cons x path)))
            (call/cc (lambda (k)
              (dynamic-wind
                (lambda () (note 'before1))
                (lambda () (dynamic-wind (lambda () (note 'before2)) (lambda () (k 'x)) (lambda () (note 'after2))))
                (lambda () (note 'after1)))))
            (reverse path)
            """
        #expect(try Scheme.eval(source) == "(before1 before2 after2 after1)")
        #expect(try Scheme.eval("(dynamic-wind (lambda () 1) (lambda () 2) (lambda () 3))") == "2")
    }

    @Test func dynamicWindOrderOnAnError() throws {
        let source = """
            (define path '())
            (define (note x) (set! path (cons x path)))
            (guard (e (#t (note (condition/report-string e))))
              (dynamic-wind (lambda () (note 'in)) (lambda () (car 1)) (lambda () (note 'out))))
            (reverse path)
            """
        #expect(try Scheme.eval(source)
                == "(in out \"The object 1, passed as the first argument to car, is not the correct type.\")")
        // Uncaught: the after thunk runs, then the error prints as ever.
        #expect(try Scheme.output("(guard (e (#f 0)) (dynamic-wind (lambda () #f) (lambda () (display 1)) (lambda () (display 2))))") == "12")
        #expect(Scheme.error("(dynamic-wind (lambda () #f) (lambda () (error \"no\" 1)) (lambda () (display 2)))") == ";no 1")
        #expect(Scheme.error("(dynamic-wind 1 2 3)")
                == ";The object 1, passed as the first argument to dynamic-wind, is not the correct type.")
    }

    @Test(arguments: [
        ("(define f (case-lambda ((x) (list 'one x)) ((x y) (list 'two x y)) ((x . r) (list 'many x r)))) (list (f 1) (f 1 2) (f 1 2 3))",
         "((one 1) (two 1 2) (many 1 (2 3)))"),
        ("(case (* 2 3) ((2 3 5 7) 'prime) ((1 4 6 8 9) => (lambda (x) (list 'composite x))))", "(composite 6)"),
        ("(case 'z ((a) 1) (else => (lambda (x) x)))", "z"),
        ("(define s (cons-stream 1 (+ 1 1))) (define (force d) (d)) (force (cdr s))", "2"),
        ("((delay (* 6 7)))", "42"),
        ("(force (make-promise (make-promise 4)))", "4"),
        ("(let ((ls1 (list 10 100 1000))) (set-cdr! (cddr ls1) ls1) (map * ls1 '(1 2 3 4 5 6)))", "(10 200 3000 40 500 6000)"),
        ("(let ((ls1 (list 1 2)) (n 0)) (set-cdr! (cdr ls1) ls1) (for-each (lambda (x y) (set! n (+ n y))) '(a b c) ls1) n)", "4"),
        ("(eval '(* 7 3) (scheme-report-environment 5))", "21"),
        ("(eval '(expt 2 10) (environment '(scheme base)))", "1024"),
        ("((eval '(lambda (f x) (f x x)) (null-environment 5)) + 10)", "20"),
        ("(eval '(define zz 3) system-global-environment) zz", "3"),
        ("user-initial-environment", "#[environment system-global-environment]"),
        ("(and (memq 'r7rs (features)) #t)", "#t"),
        ("(list (exact? (current-jiffy)) (jiffies-per-second) (string? (get-environment-variable \"PATH\")))", "(#t 1000000 #t)"),
        ("(get-environment-variable \"SICP no such variable\")", "#f"),
        ("(list? (command-line))", "#t"),
        ("(let ((e (get-environment-variables))) (and (pair? e) (string? (caar e)) (string? (cdar e))))", "#t"),
    ])
    func derivedFormsAndEvaluation(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func badInputs() {
        #expect(Scheme.error("(let ((l (list 1))) (set-cdr! l l) (map + l l))")
                == ";The object #0=(1 . #0#), passed as the second argument to map, is not the correct type.")
        #expect(Scheme.error("(for-each car '(1 . 2))")
                == ";The object (1 . 2), passed as the second argument to for-each, is not the correct type.")
        #expect(Scheme.error("(call/cc 1)")
                == ";The object 1, passed as the first argument to call-with-current-continuation, is not the correct type.")
        #expect(Scheme.error("((case-lambda ((x) x) ((x y) y)))")
                == ";The procedure #[compound-procedure case-lambda] has been called with 0 arguments; it requires between 1 and 2 arguments.")
        #expect(Scheme.error("(eval 'x 5)") == ";The object 5, passed as the second argument to eval, is not the correct type.")
        #expect(Scheme.error("((delay 1) 2)")?.hasSuffix("is not applicable.") == true)
    }

    @Test func exitGoesThroughDynamicWind() {
        #expect(Scheme.exitStatus("(dynamic-wind (lambda () 0) (lambda () (exit 3)) (lambda () 0))") == 3)
        #expect(Scheme.exitStatus("(emergency-exit)") == 0)
        #expect(Scheme.exitStatus("(exit #f)") == 1)
    }
}
