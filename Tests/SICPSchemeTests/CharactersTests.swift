import SICPScheme
import Testing

@Suite struct CharactersTests {
    @Test(arguments: [
        ("(char->integer #\\A)", "65"),
        ("(char->integer #\\λ)", "955"),
        ("(integer->char 955)", "#\\λ"),
        ("(integer->char 32)", "#\\space"),
        ("(list (char-alphabetic? #\\a) (char-alphabetic? #\\λ) (char-alphabetic? #\\1))", "(#t #t #f)"),
        ("(list (char-numeric? #\\1) (char-numeric? #\\٣) (char-numeric? #\\a))", "(#t #t #f)"),
        ("(list (char-whitespace? #\\space) (char-whitespace? #\\tab) (char-whitespace? #\\x3000) (char-whitespace? #\\a))",
         "(#t #t #t #f)"),
        ("(list (char-upper-case? #\\A) (char-upper-case? #\\a) (char-lower-case? #\\λ) (char-lower-case? #\\1))",
         "(#t #f #t #f)"),
        ("(list (digit-value #\\3) (digit-value #\\٤) (digit-value #\\a))", "(3 4 #f)"),
        ("(list (char-upcase #\\a) (char-upcase #\\λ) (char-upcase #\\ß) (char-downcase #\\Σ))", "(#\\A #\\Λ #\\ß #\\σ)"),
        ("(list (char-foldcase #\\A) (char-foldcase #\\ς) (char-foldcase #\\ſ))", "(#\\a #\\σ #\\s)"),
        ("(list (char=? #\\a #\\a #\\a) (char<? #\\a #\\b #\\c) (char<? #\\a #\\c #\\b) (char>=? #\\b #\\b #\\a))",
         "(#t #t #f #t)"),
        ("(list (char-ci=? #\\a #\\A) (char-ci<? #\\a #\\B) (char-ci>? #\\a #\\B) (char=? #\\a))", "(#t #t #f #t)"),
    ])
    func procedures(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(char->integer 65)", ";The object 65, passed as the first argument to char->integer, is not the correct type."),
        ("(integer->char -1)", ";The object -1, passed as the first argument to integer->char, is not in the correct range."),
        ("(integer->char #xD800)",
         ";The object 55296, passed as the first argument to integer->char, is not in the correct range."),
        ("(integer->char 1.5)", ";The object 1.5, passed as the first argument to integer->char, is not the correct type."),
        ("(char<? #\\a \"b\")", ";The object \"b\", passed as the second argument to char<?, is not the correct type."),
        ("(char-upcase 'a)", ";The object a, passed as the first argument to char-upcase, is not the correct type."),
    ])
    func badInput(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
