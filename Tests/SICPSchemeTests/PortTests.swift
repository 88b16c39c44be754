import Testing
import SICPScheme

/// R7RS 6.13: string, bytevector and file ports, the current ports,
/// `with-output-to-string` and `call-with-output-string`.
@Suite struct PortTests {
    @Test(arguments: [
        ("(with-output-to-string (lambda () (display 42) (write \"a\") (newline)))", "\"42\\\"a\\\"\\n\""),
        ("(call-with-output-string (lambda (port) (write 'sym port) (write-char #\\! port)))", "\"sym!\""),
        ("(let ((p (open-output-string))) (display \"x\" p) (write-string \"abcd\" p 1 3) (get-output-string p))", "\"xbc\""),
        ("(let ((p (open-input-string \"(a b) 12 x\"))) (list (read p) (read p) (read-char p) (read p) (eof-object? (read p))))",
         "((a b) 12 #\\space x #t)"),
        ("(let ((p (open-input-string \"ab\\ncd\"))) (list (peek-char p) (read-line p) (read-line p) (read-line p)))",
         "(#\\a \"ab\" \"cd\" #<eof>)"),
        ("(let ((p (open-input-string \"abcde\"))) (list (read-string 2 p) (read-string 10 p) (read-string 1 p)))",
         "(\"ab\" \"cde\" #<eof>)"),
        ("(let ((p (open-input-bytevector #u8(1 2 3)))) (list (peek-u8 p) (read-u8 p) (read-bytevector 5 p) (read-u8 p)))",
         "(1 1 #u8(2 3) #<eof>)"),
        ("(let ((p (open-output-bytevector))) (write-u8 7 p) (write-bytevector #u8(1 2 3) p 1) (get-output-bytevector p))", "#u8(7 2 3)"),
        ("(list (port? (current-output-port)) (input-port? (current-input-port)) (output-port? (current-error-port)))", "(#t #t #t)"),
        ("(list (textual-port? (open-input-string \"\")) (binary-port? (open-input-bytevector #u8())) (input-port? 5))", "(#t #t #f)"),
        ("(let ((p (open-input-string \"x\"))) (close-port p) (input-port-open? p))", "#f"),
        ("(let ((p (open-output-string))) (list (output-port-open? p) (call-with-port p (lambda (q) 1)) (output-port-open? p)))", "(#t 1 #f)"),
        ("(list (eof-object) (eof-object? (eof-object)) (eof-object? 0))", "(#<eof> #t #f)"),
        ("(let ((p (open-output-string))) (parameterize ((current-output-port p)) (display 1) (newline)) (get-output-string p))", "\"1\\n\""),
        ("(with-input-from-string \"7 8\" read)", "7"),
    ])
    func ports(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func displayWithoutAPortStillGoesToTheOutput() throws {
        #expect(try Scheme.output("(display 1) (write \"s\" (current-output-port)) (newline) (write-string \"w\")") == "1\"s\"\nw")
    }

    /// The dialects' printers write to the current output port as `display`
    /// does (Gauche's `print`, Racket's `printf`/`displayln`/`fprintf`,
    /// MIT's `pp`, `format #t`, the book's `display-line`).
    @Test func theDialectsPrintersWriteToTheCurrentOutputPort() throws {
        let source = """
            (with-output-to-string (lambda () (print 1 2) (printf "~a" 3) (displayln 4) (format #t "~a" 5)
              (pp '(a b)) (display-line 7)))
            """
        #expect(try Scheme.eval(source) == #""12\n34\n5(a b)\n\n7""#)
        #expect(try Scheme.eval("(call-with-output-string (lambda (p) (fprintf p \"x=~a\" 1) (pp 2 p)))") == #""x=12\n""#)
        #expect(Scheme.error("(fprintf 5 \"x\")") == ";The object 5, passed as the first argument to fprintf, is not the correct type.")
        #expect(Scheme.error("(pp 1 2)") == ";The object 2, passed as the second argument to pp, is not the correct type.")
        #expect(Scheme.error("(let ((p (open-output-string))) (close-port p) (parameterize ((current-output-port p)) (print 1)))")?
            .hasSuffix(", passed as the first argument to print, is not in the correct range.") == true)
    }

    @Test func files() throws {
        let path = "/tmp/sicp-port-test-\(UInt32.random(in: 0...UInt32.max)).txt"
        let source = """
            (with-output-to-file "\(path)" (lambda () (display "hello") (newline) (write '(1 2))))
            (define got (call-with-input-file "\(path)" (lambda (p) (list (read-line p) (read p)))))
            (define existed (file-exists? "\(path)"))
            (delete-file "\(path)")
            (list got existed (file-exists? "\(path)"))
            """
        #expect(try Scheme.eval(source) == "((\"hello\" (1 2)) #t #f)")
    }

    @Test func badInputs() {
        #expect(Scheme.error("(open-input-file \"/no/such/file\")")
                == ";Unable to open file \"/no/such/file\" because: No such file or directory.")
        #expect(Scheme.error("(delete-file \"/no/such/file\")")
                == ";Unable to delete file \"/no/such/file\" because: No such file or directory.")
        #expect(Scheme.error("(display 1 2)") == ";The object 2, passed as the second argument to display, is not the correct type.")
        #expect(Scheme.error("(read-char (open-output-string))")?.hasSuffix("passed as the first argument to read-char, is not the correct type.") == true)
        #expect(Scheme.error("(let ((p (open-input-string \"x\"))) (close-port p) (read-char p))")?
            .hasSuffix("passed as the first argument to read-char, is not in the correct range.") == true)
        #expect(Scheme.error("(write-u8 256 (open-output-bytevector))")
                == ";The object 256, passed as the first argument to write-u8, is not the correct type.")
        #expect(Scheme.error("(read-string -1 (open-input-string \"x\"))")
                == ";The object -1, passed as the first argument to read-string, is not in the correct range.")
        #expect(Scheme.error("(read (open-input-string \"#<foo>\"))")?.hasPrefix(";Parse error") == true)
    }
}
