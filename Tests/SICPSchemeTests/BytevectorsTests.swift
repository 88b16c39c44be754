import SICPScheme
import Testing

@Suite struct BytevectorsTests {
    @Test(arguments: [
        ("(bytevector 1 2 255)", "#u8(1 2 255)"),
        ("(list (bytevector? #u8()) (bytevector? #(1)) (bytevector-length #u8(1 2)))", "(#t #f 2)"),
        ("(make-bytevector 3 7)", "#u8(7 7 7)"),
        ("(bytevector-u8-ref #u8(5 6 7) 1)", "6"),
        ("(let ((b (bytevector 1 2 3))) (bytevector-u8-set! b 1 200) b)", "#u8(1 200 3)"),
        ("(list (bytevector-copy #u8(1 2 3 4 5) 2) (bytevector-copy #u8(1 2 3 4 5) 2 4))", "(#u8(3 4 5) #u8(3 4))"),
        ("(let ((b (bytevector 1 2 3 4 5))) (bytevector-copy! b 1 #u8(9 8 7) 1) b)", "#u8(1 8 7 4 5)"),
        ("(bytevector-append #u8(1) #u8() #u8(2 3))", "#u8(1 2 3)"),
        ("(utf8->string #u8(65 206 187 66))", "\"AλB\""),
        ("(utf8->string #u8(65 206 187 66) 1 3)", "\"λ\""),
        ("(list (string->utf8 \"aλ\") (string->utf8 \"abc\" 1 2))", "(#u8(97 206 187) #u8(98))"),
        ("(equal? (bytevector 1 2) #u8(1 2))", "#t"),
    ])
    func procedures(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(bytevector 256)", ";The object 256, passed as the first argument to bytevector, is not in the correct range."),
        ("(bytevector 'a)", ";The object a, passed as the first argument to bytevector, is not the correct type."),
        ("(bytevector-u8-ref #u8(1) 1)",
         ";The object 1, passed as the second argument to bytevector-u8-ref, is not in the correct range."),
        ("(bytevector-u8-set! (bytevector 1) 0 -1)",
         ";The object -1, passed as the third argument to bytevector-u8-set!, is not in the correct range."),
        ("(make-bytevector 100000000000)", ";Aborting!: out of memory"),
        ("(utf8->string #u8(255))", ";The object #u8(255), passed as the first argument to utf8->string, is not in the correct range."),
        ("(string->utf8 \"abc\" 2 1)", ";The object 2, passed as the second argument to string->utf8, is not in the correct range."),
    ])
    func badInput(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
