import Testing
@_spi(SICPInternals) import SICPScheme

/// R7RS 6.11: `guard`, `raise`, `raise-continuable`,
/// `with-exception-handler`, error objects; the built-ins' errors caught as
/// error objects; Ctrl-C and the bounds never caught.
@Suite struct ExceptionTests {
    @Test(arguments: [
        ("(guard (e (#t (list (error-object-message e) (error-object-irritants e)))) (error \"x\" 1 2))", "(\"x\" (1 2))"),
        ("(guard (e ((error-object? e) (error-object-message e))) (car 1))",
         "\"The object 1, passed as the first argument to car, is not the correct type.\""),
        ("(guard (e ((error-object? e) (error-object-irritants e))) (car 1))", "()"),
        ("(guard (e ((error-object? e) (condition/report-string e))) (undefined-thing))", "\"Unbound variable: undefined-thing\""),
        ("(guard (e ((error-object? e) (condition/report-string e))) (/ 1 0))", "\"Division by zero signalled by /.\""),
        ("(guard (e ((symbol? e) (list 'sym e)) ((string? e) (list 'str e))) (raise \"boom\"))", "(str \"boom\")"),
        ("(guard (e ((assq 'a e) => cdr) ((assq 'b e))) (raise (list (cons 'a 42))))", "42"),
        ("(guard (e ((assq 'a e) => cdr) ((assq 'b e))) (raise (list (cons 'b 23))))", "(b . 23)"),
        ("(guard (e (else 'other)) (raise 1))", "other"),
        ("(guard (e (#t 'outer)) (guard (e ((string? e) 'inner)) (raise 'x)))", "outer"),
        ("(guard (e (#t 0)) 5)", "5"),
        ("(with-exception-handler (lambda (c) 42) (lambda () (+ (raise-continuable 'oops) 23)))", "65"),
        ("(call/cc (lambda (k) (with-exception-handler (lambda (e) (k (list 'handled e))) (lambda () (+ 1 (raise 'bad))))))",
         "(handled bad)"),
        ("(call/cc (lambda (k) (with-exception-handler (lambda (e) (k (error-object-message e))) (lambda () (error \"m\" 1)))))",
         "\"m\""),
        ("(call/cc (lambda (k) (with-exception-handler (lambda (e) (k (error-object? e))) (lambda () (vector-ref)))))", "#t"),
        // A handler returning from `raise` raises again, outside itself.
        ("(guard (e (#t (list 'again e))) (with-exception-handler (lambda (x) 0) (lambda () (raise 'an-error))))", "(again an-error)"),
        // The handler runs without itself installed: its own raise goes out.
        ("(guard (e (#t (list 'outer e))) (with-exception-handler (lambda (x) (raise (list 'from-handler x))) (lambda () (raise 1))))",
         "(outer (from-handler 1))"),
        // A guard with no clause for it raises again to the handler outside.
        ("(call/cc (lambda (k) (with-exception-handler (lambda (x) (k (list 'reraised x))) (lambda () (guard (c ((positive? c) 'p)) (raise 0))))))",
         "(reraised 0)"),
        ("(error-object? (guard (e (#t e)) (raise 'x)))", "#f"),
        ("(file-error? (guard (e (#t e)) (open-input-file \"/no/such/file\")))", "#t"),
        ("(file-error? (guard (e (#t e)) (error \"x\")))", "#f"),
        ("(read-error? (guard (e (#t e)) (read (open-input-string \")\"))))", "#t"),
        ("(read-error? (guard (e (#t e)) (read (open-input-string \"(1 2\"))))", "#t"),
        ("(guard (e (#t (error-object-message e))) (raise (guard (e2 (#t e2)) (error \"kept\"))))", "\"kept\""),
    ])
    func caught(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func uncaughtErrorsPrintAsEver() {
        #expect(Scheme.error("(guard (e ((string? e) 0)) (car 1))")
                == ";The object 1, passed as the first argument to car, is not the correct type.")
        #expect(Scheme.error("(guard (e ((string? e) 0)) (error \"x\" 1 \"two\"))") == ";x 1 \"two\"")
        #expect(Scheme.error("(raise 42)") == ";The object 42 was raised.")
        #expect(Scheme.error("(raise-continuable '(1 2))") == ";The object (1 2) was raised.")
        #expect(Scheme.error("(with-exception-handler (lambda (e) 0) (lambda () (car 1)))")
                == ";The object 1, passed as the first argument to car, is not the correct type.")
        #expect(Scheme.error("(with-exception-handler 1 (lambda () 0))")
                == ";The object 1, passed as the first argument to with-exception-handler, is not the correct type.")
        #expect(Scheme.error("(error-object-message 5)")
                == ";The object 5, passed as the first argument to error-object-message, is not the correct type.")
        #expect(Scheme.error("(guard (e) 1)") == nil)
        #expect(Scheme.error("(guard 1 2)") == ";Ill-formed syntax: (guard 1 2)")
    }

    @Test func errorObjectsPrintAsMITConditions() throws {
        let got = try Scheme.eval("(guard (e (#t e)) (error \"x\"))").replacing(/\d+/, with: "NN")
        #expect(got == "#[condition NN simple-error]")
    }

    @Test func ctrlCIsNotCaught() throws {
        let got: String = try LargeStack.run(size: Scheme.stackSize) {
            let flag = InterruptFlag()
            let interp = Interp(output: OutputPort(), interrupt: flag)
            try interp.evaluate("(define (loop) (loop))")
            flag.request()
            do {
                _ = try interp.evaluate("(guard (e (#t 'caught)) (with-exception-handler (lambda (e) 'h) (lambda () (loop))))")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(got == ";Quit!")
    }
}
