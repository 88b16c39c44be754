@testable import SICPScheme
import Glibc
import SICP
import Testing

/// The one datum in `text`.
func datum(_ text: String) throws -> Value {
    let data = try Reader.readAll(text)
    guard data.count == 1 else { throw ParseError(.bad("expected one datum, got \(data.count)"), at: .init(line: 0, column: 0)) }
    return data[0]
}

/// The error reading `text` throws, or nil.
func readError(_ text: String) -> ParseError? {
    do {
        _ = try Reader.readAll(text)
        return nil
    } catch let error as ParseError {
        return error
    } catch {
        return nil
    }
}

/// Breaks a deep structure apart without recursion, so that releasing it
/// cannot overflow the stack (a `Pair` releases its car and cdr recursively).
func dismantle(_ value: Value) {
    var pending = [value]
    while let v = pending.popLast() {
        if case .pair(let p) = v {
            pending.append(p.car)
            pending.append(p.cdr)
            p.car = .null
            p.cdr = .null
        }
    }
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits
/// for it: what must not recurse is checked on a small stack.
func onSmallStack(_ stackSize: Int = 512 * 1024, _ body: @escaping () -> String) -> String {
    final class Job {
        let body: () -> String
        var result: String?
        init(_ body: @escaping () -> String) { self.body = body }
    }
    let job = Job(body)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, stackSize)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(job).toOpaque()
    let created = pthread_create(&thread, &attributes, { context in
        let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
        job.result = job.body()
        return nil
    }, context)
    precondition(created == 0, "pthread_create failed")
    pthread_join(thread, nil)
    pthread_attr_destroy(&attributes)
    return job.result!
}

@Suite struct ReaderTests {
    /// Source text and the datum as `write` prints it.
    @Test(arguments: [
        // Lists and pairs.
        ("()", "()"),
        ("(1 2 3)", "(1 2 3)"),
        ("( 1   2\n3 )", "(1 2 3)"),
        ("(a . b)", "(a . b)"),
        ("(a b . c)", "(a b . c)"),
        ("(a . (b . (c . ())))", "(a b c)"),
        ("((a) (b (c)))", "((a) (b (c)))"),
        ("(a.b .5 a. ...)", "(a.b 0.5 a. ...)"),
        // Quote forms.
        ("'x", "(quote x)"),
        ("''x", "(quote (quote x))"),
        ("`(a ,b ,@c)", "(quasiquote (a (unquote b) (unquote-splicing c)))"),
        ("'()", "(quote ())"),
        ("' x", "(quote x)"),
        // Symbols: case-sensitive, peculiar identifiers.
        ("Hello", "Hello"),
        ("+", "+"),
        ("-", "-"),
        ("...", "..."),
        ("->x", "->x"),
        ("<=?", "<=?"),
        ("a'b", "a'b"),
        ("set-car!", "set-car!"),
        ("λ", "λ"),
        // Booleans.
        ("#t", "#t"),
        ("#f", "#f"),
        ("#true", "#t"),
        ("#false", "#f"),
        // Guile's #nil, the empty list to a learner.
        ("#nil", "()"),
        // Gauche's regular expression literals, read as their patterns.
        (#"#/(.*)\./"#, #""(.*)\\.""#),
        (#"(rxmatch #/-test/i x)"#, #"(rxmatch "-test" x)"#),
        (#"#/a\/b/"#, #""a\\/b""#),
        // Numbers.
        ("42", "42"),
        ("-17", "-17"),
        ("+5", "5"),
        ("9223372036854775807", "9223372036854775807"),
        ("9223372036854775808", "9223372036854775808"),
        ("-9223372036854775809", "-9223372036854775809"),
        ("123456789012345678901234567890", "123456789012345678901234567890"),
        ("1/3", "1/3"),
        ("-6/4", "-3/2"),
        ("6/3", "2"),
        ("0/5", "0"),
        ("1.5", "1.5"),
        (".5", "0.5"),
        ("-.5", "-0.5"),
        ("1.", "1.0"),
        ("-0.0", "-0.0"),
        ("1e10", "1.0e10"),
        ("1E10", "1.0e10"),
        ("1.5e-7", "1.5e-7"),
        ("+inf.0", "+inf.0"),
        ("-inf.0", "-inf.0"),
        ("+nan.0", "+nan.0"),
        ("#xff", "255"),
        ("#XFF", "255"),
        ("#x-ff", "-255"),
        ("#b101", "5"),
        ("#o17", "15"),
        ("#d10", "10"),
        ("#e1.5", "3/2"),
        ("#i1/4", "0.25"),
        ("#x#e10", "16"),
        ("#e#x10", "16"),
        ("#i#x10", "16.0"),
        ("#e1e3", "1000"),
        ("#e0.1", "1/10"),
        // Not numbers: symbols.
        ("1+", "|1+|"),
        ("-1+", "|-1+|"),
        ("1/0", "|1/0|"),
        // Strings and escapes.
        ("\"hello\"", "\"hello\""),
        ("\"\"", "\"\""),
        ("\"a\\nb\\tc\"", "\"a\\nb\\tc\""),
        ("\"q\\\"q\\\\\"", "\"q\\\"q\\\\\""),
        ("\"\\a\\b\\r\\v\\f\\0\"", "\"\\a\\b\\r\\v\\f\\x00\""),
        ("\"\\x41;B\"", "\"AB\""),
        ("\"\\x3bb;\"", "\"λ\""),
        ("\"\\x41\"", "\"A\""),
        ("\"\\u03bb\"", "\"λ\""),
        ("\"\\U01F600\"", "\"😀\""),
        ("\"line one \\\n     line two\"", "\"line one line two\""),
        ("\"a\\   \n  b\"", "\"ab\""),
        ("\"multi\nline\"", "\"multi\\nline\""),
        // Characters.
        ("#\\a", "#\\a"),
        ("#\\A", "#\\A"),
        ("#\\space", "#\\space"),
        ("#\\newline", "#\\newline"),
        ("#\\tab", "#\\tab"),
        ("#\\nul", "#\\nul"),
        ("#\\null", "#\\nul"),
        ("#\\alarm", "#\\alarm"),
        ("#\\delete", "#\\delete"),
        ("#\\escape", "#\\esc"),
        ("#\\return", "#\\return"),
        ("#\\x41", "#\\A"),
        ("#\\x3bb", "#\\λ"),
        ("#\\x", "#\\x"),
        ("#\\(", "#\\("),
        ("#\\)", "#\\)"),
        ("#\\ ", "#\\space"),
        ("#\\;", "#\\;"),
        ("#\\λ", "#\\λ"),
        ("#\\101", "#\\A"),
        ("(#\\a #\\b)", "(#\\a #\\b)"),
        // Comments.
        ("; comment\n42", "42"),
        ("(1 ; one\n 2)", "(1 2)"),
        ("#| block |# 7", "7"),
        ("#| outer #| inner |# still outer |# 8", "8"),
        ("(1 #| two |# 3)", "(1 3)"),
        ("#;(hidden datum) 9", "9"),
        ("(1 #;2 3)", "(1 3)"),
        ("(1 #; #;2 3 4)", "(1 4)"),
        ("#;#;a b c", "c"),
    ])
    func readsAsGuile(source: String, written: String) throws {
        #expect(Printer.write(try datum(source)) == written)
    }

    @Test func exactNumbersAreCanonical() throws {
        guard case .int(9_223_372_036_854_775_807) = try datum("9223372036854775807") else { Issue.record(); return }
        guard case .int(Int.min) = try datum("-9223372036854775808") else { Issue.record(); return }
        guard case .big = try datum("9223372036854775808") else { Issue.record(); return }
        guard case .int(2) = try datum("4/2") else { Issue.record(); return }
        guard case .ratio(let r) = try datum("-6/4") else { Issue.record(); return }
        #expect(r.numerator == -3 && r.denominator == 2)
        guard case .real(let x) = try datum("1e400") else { Issue.record(); return }
        #expect(x == .infinity)
    }

    @Test func readsOneDatumAtATime() throws {
        var reader = Reader("(define x 1)\n  'a ; c\n \"s\"  ")
        #expect(Printer.write(try reader.read()!) == "(define x 1)")
        #expect(reader.lastDatumLocation == SourceLocation(line: 1, column: 1))
        #expect(Printer.write(try reader.read()!) == "(quote a)")
        #expect(reader.lastDatumLocation == SourceLocation(line: 2, column: 3))
        #expect(Printer.write(try reader.read()!) == "\"s\"")
        #expect(reader.lastDatumLocation == SourceLocation(line: 3, column: 2))
        #expect(try reader.read() == nil)
        #expect(try reader.read() == nil)
    }

    @Test(arguments: ["", "   ", "; only a comment", "#| only |#", "\n\n"])
    func emptyTextHasNoData(text: String) throws {
        #expect(try Reader.readAll(text).isEmpty)
    }

    /// Text that ends inside a datum: the REPL asks for more.
    @Test(arguments: [
        ("(", 1, 1),
        ("(a (b c)", 1, 1),
        ("(a\n  (b", 2, 3),
        ("\"abc", 1, 1),
        ("(display \"abc\ndef", 1, 10),
        ("#| never closed", 1, 1),
        ("#| #| |#", 1, 1),
        ("'", 1, 1),
        ("(a '", 1, 4),
        ("`", 1, 1),
        (",@", 1, 1),
        ("#;", 1, 1),
        ("(a . ", 1, 1),
        ("#\\", 1, 1),
        ("\"a\\", 1, 1),
        ("(f #/abc", 1, 4),
    ])
    func incompleteInput(text: String, line: Int, column: Int) throws {
        let error = try #require(readError(text))
        #expect(error.isIncomplete)
        #expect(error.location == SourceLocation(line: line, column: column))
    }

    @Test(arguments: [
        (")", 1, 1),
        ("  )", 1, 3),
        ("(a))", 1, 4),
        ("(a\n  b))", 2, 5),
        ("'(a ')", 1, 6),
    ])
    func closeParenWithoutOpen(text: String, line: Int, column: Int) throws {
        let error = try #require(readError(text))
        #expect(error.reason == .unexpectedCloseParen)
        #expect(!error.isIncomplete)
        #expect(error.location == SourceLocation(line: line, column: column))
        #expect(error.description == ";Parse error at line \(line), column \(column): unexpected close parenthesis")
    }

    @Test(arguments: [
        ("(. a)", 1, 2),
        ("(a . b c)", 1, 8),
        ("(a . b . c)", 1, 8),
        ("(a .)", 1, 5),
        (". a", 1, 1),
    ])
    func misplacedDot(text: String, line: Int, column: Int) throws {
        let error = try #require(readError(text))
        #expect(error.reason == .badDot)
        #expect(error.location == SourceLocation(line: line, column: column))
    }

    @Test(arguments: [
        ("[1 2)", ")", 1, 5),  // a bracket closes only a bracket
        ("(a ]", "]", 1, 4),
        ("#foo", "#foo", 1, 1),
        ("(a #:)", "#:", 1, 4),
        ("(1 #\\bogus)", "#\\bogus", 1, 4),
        ("#t1", "#t1", 1, 1),
        ("{", "{", 1, 1),
    ])
    func badTokens(text: String, token: String, line: Int, column: Int) throws {
        let error = try #require(readError(text))
        #expect(error.reason == .badToken(token))
        #expect(error.location == SourceLocation(line: line, column: column))
    }

    /// Guile's keywords read as identifiers of their own name (in a
    /// `define-module`, which is skipped).
    @Test func guileKeywordsAreIdentifiers() throws {
        var reader = Reader("(define-module (a b) #:use-module (c) #:export (f))")
        let form = try #require(try reader.read())
        #expect(Printer.write(form) == "(define-module (a b) #:use-module (c) #:export (f))")
    }

    @Test(arguments: [
        ("(a #(1 2))", "(a #(1 2))"),
        ("#(1 #(2) (3 . 4) \"s\")", "#(1 #(2) (3 . 4) \"s\")"),
        ("#()", "#()"),
        ("#u8(0 255 7)", "#u8(0 255 7)"),
        ("#u8()", "#u8()"),
        ("'#(a b)", "(quote #(a b))"),
    ])
    func vectorsAndBytevectorsRead(text: String, written: String) throws {
        var reader = Reader(text)
        let form = try #require(try reader.read())
        #expect(Printer.write(form) == written)
    }

    @Test(arguments: [
        ("#u8(256)", ";Parse error at line 1, column 1: not a byte in #u8(...): 256"),
        ("#u8(1 a)", ";Parse error at line 1, column 1: not a byte in #u8(...): a"),
        ("#(1 . 2)", ";Parse error at line 1, column 5: unexpected dot"),
        ("(f #/ab\nc/)", ";Parse error at line 1, column 4: a regular expression #/.../ must end on its line"),
    ])
    func badVectorsAreRefusedClearly(text: String, message: String) throws {
        let error = try #require(readError(text))
        #expect(error.description == message)
    }

    @Test(arguments: ["\"\\q\"", "\"\\x\"", "\"\\xZZ;\"", "\"\\xD800;\"", "\"a\\ b\""])
    func badStringEscapes(text: String) throws {
        let error = try #require(readError(text))
        #expect(!error.isIncomplete)
        guard case .bad = error.reason else { Issue.record("\(error)"); return }
    }

    @Test func hundredThousandOpenParensAreIncomplete() throws {
        let text = String(repeating: "(", count: 100_000)
        let error = try #require(readError(text))
        #expect(error.isIncomplete)
        #expect(error.location == SourceLocation(line: 1, column: 100_000))
    }

    @Test func hundredThousandNestedParensReadWithoutRecursion() throws {
        let depth = 100_000
        let text = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
        let value = try datum(text)
        var level = 0
        var cursor = value
        while case .pair(let p) = cursor {
            level += 1
            cursor = p.car
        }
        #expect(level == depth)
        if case .symbol(let s) = cursor { #expect(s.name == "x") } else { Issue.record("innermost is not x") }
        dismantle(value)
    }

    /// Reading, printing and comparing 100,000 levels of nesting on a
    /// 512 KiB stack: nothing recurses with the depth.
    @Test func deepNestingOnASmallStack() {
        let report: String = onSmallStack {
            let depth = 100_000
            let open = String(repeating: "(", count: depth)
            guard let error = readError(open), error.isIncomplete else { return "not incomplete" }
            let text = open + "x" + String(repeating: ")", count: depth)
            guard let a = try? datum(text), let b = try? datum(text) else { return "not read" }
            defer { dismantle(a); dismantle(b) }
            guard Printer.write(a) == text else { return "printed differently" }
            guard isEqual(a, b) else { return "not equal?" }
            return "ok"
        }
        #expect(report == "ok")
    }

    @Test func aLongListReads() throws {
        let text = "(" + (1...100_000).map(String.init).joined(separator: " ") + ")"
        let value = try datum(text)
        #expect(value.listElements?.count == 100_000)
        dismantle(value)
    }

    @Test func readingIsSharedWithStringToNumber() {
        #expect(Printer.write(Reader.numberOrFalse("#e1.5")) == "3/2")
        #expect(Printer.write(Reader.numberOrFalse("abc")) == "#f")
    }
}

extension Reader {
    /// `string->number` through the reader's own number syntax.
    static func numberOrFalse(_ text: String) -> Value {
        if case .number(let v) = NumberFormat.parse(text) { return v }
        return .false
    }
}

/// Issue 23: `#!fold-case`, and nesting bounded as MIT's reader bounds it.
extension ReaderTests {
    @Test func foldCaseFoldsWhatFollowsItUntilNoFoldCase() throws {
        let data = try Reader.readAll("Abc #!fold-case (DISPLAY 'Hello #\\A #\\SPACE) #!no-fold-case Abc")
        #expect(data.map(Printer.write) == ["Abc", "(display (quote hello) #\\A #\\space)", "Abc"])
        // Only the whole directive: #!fold-cases is not one.
        #expect(readError("#!fold-cases")?.description == ";Parse error at line 1, column 1: bad syntax: #!fold-cases")
        #expect(try Scheme.output("#!fold-case (DEFINE (SQUARE X) (* X X)) (DISPLAY (square 5))") == "25")
    }

    @Test func nestingPastTheLimitIsMITsAbort() {
        let depth = Reader.maximumNesting
        let quotes = String(repeating: "'", count: depth + 1) + "x"
        #expect(readError(quotes)?.description == ";Aborting!: maximum recursion depth exceeded")
        #expect(readError(quotes)?.isIncomplete == false)
        let parens = String(repeating: "(", count: depth + 1)
        #expect(readError(parens)?.description == ";Aborting!: maximum recursion depth exceeded")
        // At the limit, it reads.
        let deepest = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        let value = try? datum(deepest)
        #expect(value != nil)
        if let value { dismantle(value) }
    }
}
