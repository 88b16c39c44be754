@testable import SICPScheme
import Testing

/// R7RS read syntax: `|sym|`, datum labels, and how they print back.
@Suite struct ReadSyntaxTests {
    @Test(arguments: [
        ("'|a b|", "|a b|"),
        ("'|H\\x65;llo|", "Hello"),
        ("'|a\\|b|", "|a\\|b|"),
        ("'||", "||"),
        ("(symbol->string '|\\t|)", "\"\\t\""),
        ("(eq? 'abc '|abc|)", "#t"),
        ("(cadr '#0=(1 . #0#))", "1"),
        ("'#0=(1 . #0#)", "#0=(1 . #0#)"),
        ("(let ((x '(#0=(1 2 3) #0#))) (eq? (car x) (cadr x)))", "#t"),
        ("'#1=#(a #1#)", "#0=#(a #0#)"),
        ("'(#0=(a) #1=(b) #0# #1#)", "((a) (b) (a) (b))"),
        ("'#0=(#0# #1=(x . #1#))", "#0=(#0# #1=(x . #1#))"),
        ("(define x 1) (quote (1 2 #;3 4))", "(1 2 4)"),
        ("'#| a #| nested |# b |# c", "c"),
        ("(char->integer #\\x3bb)", "955"),
        ("(list #\\alarm #\\backspace #\\delete #\\escape #\\null #\\return #\\tab)",
         "(#\\alarm #\\backspace #\\delete #\\esc #\\nul #\\return #\\tab)"),
        ("'(1d2 1f2 1s2 1l2 #x1d2 #e1.5 #i3/4 #x#e10 #e#x10)", "(100.0 100.0 100.0 100.0 466 3/2 0.75 16 16)"),
    ])
    func reads(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("'#0#", ";Parse error at line 1, column 2: datum label #0# used before its #0="),
        ("'1+2i", ";Parse error at line 1, column 2: complex numbers are not supported: 1+2i"),
        ("'(a -i)", ";Parse error at line 1, column 5: complex numbers are not supported: -i"),
    ])
    func badInput(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }

    @Test func labelsAreScopedToOneDatum() throws {
        var reader = Reader("#0=(a) #0#")
        #expect(try reader.read().map(Printer.write) == "(a)")
        #expect(throws: ParseError.self) { try reader.read() }
    }
}
