import SICPScheme
import Testing

@Suite struct StringsTests {
    @Test(arguments: [
        ("(make-string 3 #\\x)", "\"xxx\""),
        ("(string-length (make-string 2))", "2"),
        ("(string #\\a #\\λ)", "\"aλ\""),
        ("(list (string-length \"aλc\") (string-ref \"aλc\" 1) (string-length \"e\\x301;\"))", "(3 #\\λ 2)"),
        ("(let ((s (make-string 3 #\\a))) (string-set! s 1 #\\λ) s)", "\"aλa\""),
        ("(list (substring \"hello\" 1 3) (substring \"hello\" 2))", "(\"el\" \"llo\")"),
        ("(list (string-copy \"hello\") (string-copy \"hello\" 1) (string-copy \"hello\" 1 3))",
         "(\"hello\" \"ello\" \"el\")"),
        ("(let ((s (string-copy \"abcde\"))) (string-copy! s 1 \"XYZ\" 1) s)", "\"aYZde\""),
        ("(let ((s (string-copy \"abcde\"))) (string-copy! s 0 s 2) s)", "\"cdede\""),
        ("(let ((s (string-copy \"abcde\"))) (string-fill! s #\\z 1 3) s)", "\"azzde\""),
        ("(string-append \"a\" \"λ\" \"\")", "\"aλ\""),
        ("(list (string->list \"abc\") (string->list \"abcde\" 1 3) (list->string (list #\\a #\\λ)))",
         "((#\\a #\\b #\\c) (#\\b #\\c) \"aλ\")"),
        ("(list (string->vector \"abc\" 1) (vector->string #(#\\x #\\y #\\z) 0 2))", "(#(#\\b #\\c) \"xy\")"),
        ("(list (string-upcase \"straße\") (string-downcase \"ΑΒΓ\") (string-foldcase \"Straße ſ\"))",
         "(\"STRASSE\" \"αβγ\" \"strasse s\")"),
        ("(list (string=? \"a\" \"a\" \"a\") (string<? \"a\" \"b\" \"c\") (string<? \"a\" \"c\" \"b\") (string>? \"b\" \"a\"))",
         "(#t #t #f #t)"),
        ("(list (string<=? \"ab\" \"ab\" \"abc\") (string>=? \"b\" \"ab\") (string<? \"\" \"a\"))", "(#t #t #t)"),
        ("(list (string-ci=? \"Straße\" \"STRASSE\") (string-ci<? \"a\" \"B\") (string-ci>? \"a\" \"B\"))", "(#t #t #f)"),
        ("(string-map char-upcase \"abc\")", "\"ABC\""),
        ("(string-map (lambda (a b) (if (char<? a b) a b)) \"adc\" \"bbbb\")", "\"abb\""),
        ("(let ((l '())) (string-for-each (lambda (a b) (set! l (cons (string a b) l))) \"ab\" \"xyz\") l)",
         "(\"by\" \"ax\")"),
        ("(list (symbol=? 'a 'a 'a) (symbol=? 'a 'b) (string->symbol \"a b\") (symbol->string '|x y|))",
         "(#t #f |a b| \"x y\")"),
    ])
    func procedures(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    /// string-ref and string-set! are O(1): a loop over a long string is linear.
    @Test func stringRefLoopIsLinear() throws {
        let source = """
            (define s (make-string 200000 #\\a))
            (string-set! s 199999 #\\b)
            (let loop ((i 0) (n 0))
              (if (= i (string-length s)) n
                  (loop (+ i 1) (if (char=? (string-ref s i) #\\b) (+ n 1) n))))
            """
        let start = ContinuousClock.now
        #expect(try Scheme.eval(source) == "1")
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test(arguments: [
        ("(string-ref \"abc\" 3)", ";The object 3, passed as the second argument to string-ref, is not in the correct range."),
        ("(string-ref \"abc\" -1)",
         ";The object -1, passed as the second argument to string-ref, is not in the correct range."),
        ("(string-ref 'abc 0)", ";The object abc, passed as the first argument to string-ref, is not the correct type."),
        ("(string-ref \"abc\" 1.0)", ";The object 1.0, passed as the second argument to string-ref, is not the correct type."),
        ("(substring \"hello\" 3 2)", ";The object 3, passed as the second argument to substring, is not in the correct range."),
        ("(substring \"hello\" 0 9)", ";The object 9, passed as the third argument to substring, is not in the correct range."),
        ("(string-copy! (make-string 2) 0 \"abc\")",
         ";The object \"abc\", passed as the third argument to string-copy!, is not in the correct range."),
        ("(string-set! \"abc\" 0 \"x\")", ";The object \"x\", passed as the third argument to string-set!, is not the correct type."),
        ("(make-string 1e12)", ";The object 1.0e12, passed as the first argument to make-string, is not the correct type."),
        ("(make-string -1)", ";The object -1, passed as the first argument to make-string, is not in the correct range."),
        ("(make-string 100000000000)", ";Aborting!: out of memory"),
        ("(list->string '(#\\a 1))", ";The object 1, passed as the first argument to list->string, is not the correct type."),
        ("(let ((l (list #\\a))) (set-cdr! l l) (list->string l))",
         ";The object #0=(#\\a . #0#), passed as the first argument to list->string, is not the correct type."),
        ("(string-map (lambda (c) 1) \"ab\")", ";The object 1, passed as the first argument to string-map, is not the correct type."),
        ("(string<? \"a\" 'b)", ";The object b, passed as the second argument to string<?, is not the correct type."),
    ])
    func badInput(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
