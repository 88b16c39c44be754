import SICPScheme
import Testing

/// SRFI 13's and MIT's string procedures, with Guile's and MIT's answers.
@Suite struct SRFI13Tests {
    @Test(arguments: [
        ("(list (string-index \"hello\" #\\l) (string-index \"hello\" (lambda (c) (eq? c #\\z))) (string-index \"hello\" #\\l 3) (string-rindex \"hello\" #\\l))", "(2 #f 3 3)"),
        ("(list (string-contains \"hello\" \"ll\") (string-contains \"hello\" \"z\"))", "(2 #f)"),
        ("(list (string-join '(\"a\" \"b\") \", \") (string-join '(\"a\" \"b\")) (string-join '(\"a\" \"b\") \";\" 'suffix) (string-join '()))", "(\"a, b\" \"a b\" \"a;b;\" \"\")"),
        ("(list (string-prefix? \"he\" \"hello\") (string-suffix? \"lo\" \"hello\") (string-prefix? \"lo\" \"hello\"))", "(#t #t #f)"),
        ("(list (string-pad \"42\" 5) (string-pad \"12345\" 3) (string-pad-left \"42\" 5 #\\0) (string-pad-right \"42\" 4) (string-pad-right \"12345\" 3))", "(\"   42\" \"345\" \"00042\" \"42  \" \"123\")"),
        ("(list (string-trim \"  a  \") (string-trim-right \"  a  \") (string-trim-both \"  a  \") (string-trim-both \"xxaxx\" #\\x))", "(\"a  \" \"  a\" \"a\" \"a\")"),
        ("(list (string-search-forward \"lo\" \"hello\" 0) (string-search-forward \"zz\" \"hello\" 0) (string-search-forward \"l\" \"hello\" 3))", "(3 #f 3)"),
        ("(list (string-search-all \"a\" \"banana\") (string-search-backward \"l\" \"hello\" 5))", "((1 3 5) 4)"),
        ("(list (string-reverse \"abc\") (string-null? \"\") (string-null? \"a\"))", "(\"cba\" #t #f)"),
        ("(list (string-tokenize \"  a b  c \") (string-split \"a,b,,c\" #\\,) (string-split \"a::b\" \"::\") (string-split \" a  b \"))", "((\"a\" \"b\" \"c\") (\"a\" \"b\" \"\" \"c\") (\"a\" \"b\") (\"a\" \"b\"))"),
        ("(list (string-concatenate '(\"a\" \"b\" \"c\")) (string-head \"hello\" 2) (string-tail \"hello\" 3))", "(\"abc\" \"he\" \"lo\")"),
        ("(list (x->string 12) (x->string 'a) (x->string \"s\"))", "(\"12\" \"a\" \"s\")"),
    ])
    func stringsAnswerAsGuileAndMITDo(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(string-index 5 #\\a)", ";The object 5, passed as the first argument to string-index, is not the correct type."),
        ("(string-index \"abc\" 5)", ";The object 5, passed as the second argument to string-index, is not the correct type."),
        ("(string-index \"abc\" #\\a 4)", ";The object 4, passed as the third argument to string-index, is not in the correct range."),
        ("(string-pad \"x\" 100000000000)", ";The object 100000000000, passed as the second argument to string-pad, is not in the correct range."),
        ("(string-pad-left \"x\" 1e12)", ";The object 1.0e12, passed as the second argument to string-pad-left, is not the correct type."),
        ("(string-join '(\"a\" 1))", ";The object 1, passed as the first argument to string-join, is not the correct type."),
        ("(string-join '() \" \" 'strict-infix)", ";The object (), passed as the first argument to string-join, is not in the correct range."),
        ("(string-search-forward \"a\" \"abc\" 9)", ";The object 9, passed as the third argument to string-search-forward, is not in the correct range."),
        ("(string-head \"abc\" 5)", ";The object 5, passed as the second argument to string-head, is not in the correct range."),
    ])
    func badArgumentsAreMITsErrors(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
