import SICPScheme
import Testing

/// Pasted REPL sessions read as the forms typed after their prompts.
@Suite struct TranscriptTests {
    @Test(arguments: [
        ("1 ]=> (define (f x) (* x x))\n;Value: f\n\n1 ]=> (f 3)\n;Value: 9\n", "MIT Scheme",
         "      (define (f x) (* x x))\n\n\n      (f 3)\n\n"),
        ("MIT/GNU Scheme running under GNU/Linux\n\n1 ]=> (define (g x)\n  (+ x 1))\n;Value: g\n\n2 error> (g 1)\n;Value: 2", "MIT Scheme",
         "\n\n      (define (g x)\n  (+ x 1))\n\n\n         (g 1)\n"),
        ("gosh> (define a 5)\na\ngosh> \n(* a 2)\n10\n", "Gauche", "      (define a 5)\n\n\n(* a 2)\n\n"),
        ("gosh[r7rs.user]$ (display 1)\n1#<undef>\n", "Gauche", "                 (display 1)\n\n"),
        ("scheme@(guile-user)> (define x 3)\nscheme@(guile-user) [1]> x\n$1 = 3\n", "Guile",
         "                     (define x 3)\n                         x\n\n"),
        ("Welcome to Racket v8.2 [cs].\n> (define x 3)\n> (+ x 1)\n4\n", "Racket", "\n  (define x 3)\n  (+ x 1)\n\n"),
        ("; my session\n> (list 1\n    2)\n'(1 2)\n", "Racket", "\n  (list 1\n    2)\n\n"),
    ])
    func aSessionReadsAsTheFormsTyped(text: String, dialect: String, source: String) throws {
        let transcript = try #require(Transcript.read(text))
        #expect(transcript.dialect == dialect)
        #expect(transcript.source == source)
    }

    @Test(arguments: [
        "(define (f x)\n> x 1)\n",
        "(define x 1)\n1 ]=> (f 3)\n",
        "#lang racket\n> (define x 3)\n",
        "; a comment\n(display \"gosh> \")\n",
        "",
        "abc\n> (define x 3)\n",
        ">= 3\n",
        // REPL lines and their output pasted above the code.
        "; try it:\n1 ]=> (f 7000)\n6601 passes\ndone!\n\n(define (f n)\n  n)\n",
        "gosh> (f 2)\n2\n(define (f x) x)\n",
    ])
    func ordinaryCodeIsNoTranscript(text: String) {
        #expect(Transcript.read(text) == nil)
    }

    /// Code with MIT REPL lines pasted between its definitions (`sicp check` reads it so).
    @Test(arguments: [
        ("(define x 2)\n1 ]=> (* x 3)\n;Value: 6\n", "(define x 2)\n      (* x 3)\n;Value: 6\n", 1),
        ("(define (f x) x)\n1 ]=> (f 1)\n;Value: 1\n\n2 error> (g)\n;Unbound variable: g\n",
         "(define (f x) x)\n      (f 1)\n;Value: 1\n\n         (g)\n;Unbound variable: g\n", 2),
    ])
    func pastedMITLinesReadWithoutTheirPrompts(text: String, source: String, count: Int) throws {
        let pasted = try #require(Transcript.withoutMITPrompts(text))
        #expect(pasted.source == source)
        #expect(pasted.count == count)
    }

    @Test(arguments: ["(define x 1)\n(display \"1 ]=> \")\n", "(define x 1)\ngosh> (f 3)\n", ""])
    func codeWithoutMITPromptsIsLeftAlone(text: String) {
        #expect(Transcript.withoutMITPrompts(text) == nil)
    }

    @Test func aTranscriptsFormsRunAndItsValuesDoNot() throws {
        let text = "1 ]=> (define (f x) (* x x))\n;Value: f\n\n1 ]=> (display (f 3))\n9\n;Unspecified return value\n"
        let transcript = try #require(Transcript.read(text))
        #expect(try Scheme.output(transcript.source) == "9")
    }

    @Test func theNoteNamesTheFileAndTheScheme() {
        #expect(Transcript.note("ex.scm", "Gauche")
            == ";Note: ex.scm is a pasted Gauche session: reading the forms typed after its prompts, not the values printed")
    }
}
