@testable import SICPScheme
import Testing

/// What other Schemes' files hold besides the book's Scheme: `#lang` lines,
/// script lines, Gauche's `#?=`, square brackets, `λ`, module forms,
/// `receive`, `assert`.
@Suite struct DialectFormsTests {
    // MARK: CHICKEN's bindings egg

    @Test(arguments: [
        ("(use bindings) ((bind-lambda (i j) (+ (* i i i) (* j j j))) '(1 12))", "1729"),
        ("(import bindings) ((bind-lambda (a (b c) . rest) (list a b c rest)) '(1 (2 3) 4 5))", "(1 2 3 (4 5))"),
        ("(use bindings) (bind (x (y)) (list 1 (list 2)) (+ x y))", "3"),
        ("(use bindings) (define x 10) (bind-let ((x 1) ((a b) (list x 2))) (list x a b))", "(1 10 2)"),
        ("(use bindings) (bind-let* ((x 1) ((a b) (list x 2))) (list x a b))", "(1 1 2)"),
        ("(use bindings) (map (lambda (r) (bind-case r ((reset n) (list 'to n)) (() 'none) (other other))) '(generate (reset 5) ()))",
         "(generate (to 5) none)"),
    ])
    func bindingsDestructureLists(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func bindCaseWithNoPatternThatMatchesIsAnError() {
        #expect(Scheme.error("(use bindings) (bind-case 5 ((a b) a))") == ";bind-case: no pattern matches 5")
        // Without the module the names are not bound, as in CHICKEN.
        #expect(Scheme.error("(bind-lambda (a b) a)") == ";Unbound variable: b")
    }

    // MARK: Gauche's keywords

    @Test func aNameWithALeadingColonThatIsBoundToNothingIsItself() throws {
        #expect(try Scheme.eval("(list :relative ':relative (symbol? :key))") == "(:relative :relative #t)")
        #expect(try Scheme.eval("(add-load-path \".\" :relative)") == "")
        // Bound, it is a variable; a lone colon is not a keyword.
        #expect(try Scheme.eval("(define :x 5) (+ :x 1)") == "6")
        #expect(Scheme.error(":") == ";Unbound variable: :")
    }

    // MARK: Reading

    @Test func theReadersDocumentedExampleReadsAsItSays() throws {
        var reader = Reader("#lang sicp\n(lambda (x) #?=x)")
        #expect(try reader.read().map(Printer.write) == "(lambda (x) x)")
        #expect(reader.languageLines == ["#lang sicp"])
        #expect(try reader.read() == nil)
    }

    @Test(arguments: [
        ("#lang sicp\n(+ 1 2)", ["(+ 1 2)"], ["#lang sicp"]),
        ("#lang racket   \n1 2", ["1", "2"], ["#lang racket"]),
        ("; a comment\n#lang scheme\n(define x 1)", ["(define x 1)"], ["#lang scheme"]),
        // Anywhere at top level, not only first.
        ("1\n#lang sicp\n2", ["1", "2"], ["#lang sicp"]),
        ("#!/usr/bin/env gosh\n(f)", ["(f)"], []),
        ("#! /usr/bin/guile -s\n!#\n(f)", ["(f)"], []),
        ("#!/usr/bin/racket\n#lang racket\n(f)", ["(f)"], ["#lang racket"]),
        ("(list #?=(+ 1 2) #?,(f x))", ["(list (+ 1 2) (f x))"], []),
        ("#?= x", ["x"], []),
        ("(λ (x) (* x x))", ["(λ (x) (* x x))"], []),
        // Square brackets, as Racket and Guile read them.
        ("[1 2]", ["(1 2)"], []),
        ("(cond [(> x 0) 'up] [else 'down])", ["(cond ((> x 0) (quote up)) (else (quote down)))"], []),
        ("(let ([a 1] [b '[2]]) a)", ["(let ((a 1) (b (quote (2)))) a)"], []),
        ("(#%require racket/math)", ["(|#%require| racket/math)"], []),  // as R7RS writes the symbol (Guile with its r7rs-symbols option)
    ])
    func otherSchemesLinesReadAsTheirData(text: String, data: [String], languages: [String]) throws {
        var reader = Reader(text)
        var read: [String] = []
        while let datum = try reader.read() { read.append(Printer.write(datum)) }
        #expect(read == data)
        #expect(reader.languageLines == languages)
    }

    @Test(arguments: [
        ("(f #lang sicp)", ParseError(.badToken("#lang"), at: .init(line: 1, column: 4))),
        ("#?=", ParseError(.incomplete("end of input after #?="), at: .init(line: 1, column: 1))),
        ("(a #?=)", ParseError(.unexpectedCloseParen, at: .init(line: 1, column: 7))),
        ("#!optional", ParseError(.badToken("#!optional"), at: .init(line: 1, column: 1))),
        ("(let ([a 1)) a)", ParseError(.badToken(")"), at: .init(line: 1, column: 11))),
        ("(f [x)", ParseError(.badToken(")"), at: .init(line: 1, column: 6))),
        ("(f x]", ParseError(.badToken("]"), at: .init(line: 1, column: 5))),
        ("]", ParseError(.badToken("]"), at: .init(line: 1, column: 1))),
        ("'[1 2", ParseError(.incomplete("end of input inside a list: a ] is missing"), at: .init(line: 1, column: 2))),
        ("{1}", ParseError(.badToken("{"), at: .init(line: 1, column: 1))),
    ])
    func theyAreReadOnlyWhereTheyBelong(text: String, error: ParseError) {
        #expect(readError(text) == error)
    }

    @Test func aRacketAnswerWithBracketsRuns() throws {
        let source = """
            #lang sicp
            (#%require rackunit)
            (define (solution x y z)
              (define (square w) (* w w))
              (cond [(and (>= x z) (>= y z)) (+ (square x) (square y))]
                    [(and (>= x y) (>= z y)) (+ (square x) (square z))]
                    [else (+ (square y) (square z))]))
            (check-equal? (solution 1 2 3) 13)
            (solution 4 2 3)
            """
        #expect(try Scheme.eval(source) == "25")
    }

    @Test func evaluatingTextKeepsItsLanguageLines() throws {
        let interp = Interp(output: OutputPort())
        let values = try interp.evaluate("#lang sicp\n(define (f x) (* x 2))\n(f 21)")
        #expect(values.last.map(Printer.write) == "42")
        #expect(interp.languageLines == ["#lang sicp"])
    }

    // MARK: Module forms

    @Test(arguments: [
        ("(require rackunit)", ["(require rackunit)"], [String]()),
        ("(use gauche.test)", ["(use gauche.test)"], []),
        ("(use test)", ["(use test)"], []),
        ("(import (srfi 64))", ["(import (srfi 64))"], []),
        ("(use-modules (srfi srfi-64))", ["(use-modules (srfi srfi-64))"], []),
        ("(require srfi/27)", ["(require srfi/27)"], []),
        ("(use srfi-27)", ["(use srfi-27)"], []),
        ("(import (scheme base) (scheme write))", ["(import (scheme base))", "(import (scheme write))"], []),
        ("(#%require (only racket/math pi))", ["(#%require (only racket/math pi))"], []),
        ("(require (prefix-in ru: rackunit))", ["(require (prefix-in ru: rackunit))"], []),
        ("(require 'random)", ["(require (quote random))"], []),
        ("(require rackunit \"helpers.rkt\")", ["(require rackunit)"], ["(require \"helpers.rkt\")"]),
        ("(use srfi-1)", [], ["(use srfi-1)"]),
        ("(import (chicken random) (chicken time))", ["(import (chicken random))", "(import (chicken time))"], []),
        ("(use math.mt-random)", [], ["(use math.mt-random)"]),
        ("(require (file \"/home/me/sicp/util.rkt\"))", [], ["(require (file \"/home/me/sicp/util.rkt\"))"]),
        ("(declare (usual-integrations))", [], ["(declare (usual-integrations))"]),
        ("(define-module (chapter-1 ex-21) #:use-module ((chapter-1 ex-07) #:select (square)) #:export (f))", [],
         ["(define-module (chapter-1 ex-21) #:use-module ((chapter- ..."]),
        ("(provide (all-defined-out))", [], ["(provide (all-defined-out))"]),
        ("(#%provide fast-expt-iter)", [], ["(#%provide fast-expt-iter)"]),
        ("(provide sum-of-squares-of-the-two-larger-numbers sum-of-squares square)", [],
         ["(provide sum-of-squares-of-the-two-larger-numbers sum-of ..."]),
        ("(module+ test (require rackunit) (check-equal? 1 2))", [], ["(module+ test ...)"]),
    ])
    func aModuleFormIsProvidedOrSkippedAndNoted(source: String, provided: [String], skipped: [String]) throws {
        let port = OutputPort()
        let interp = Interp(output: port)
        let values = try interp.evaluate(source)
        #expect(values.count == 1)
        if case .unspecified = values[0] {} else { Issue.record("value \(Printer.write(values[0]))") }
        #expect(interp.providedModules == provided)
        #expect(interp.skippedModules == skipped)
        #expect(port.collected == "")
    }

    @Test func aModuleFormInsideABodyIsNotedWhenTheBodyRuns() throws {
        // As Gauche learners write `runtime` for 1.22.
        let interp = Interp(output: OutputPort())
        try interp.evaluate("""
            (define (runtime)
              (use srfi-11)
              (let-values (((a b) (sys-gettimeofday)))
                (+ (* a 1000000) b)))
            """)
        #expect(interp.providedModules == [])
        let value = try interp.evaluate("(> (runtime) 0)").last.map(Printer.write)
        #expect(value == "#t")
        #expect(interp.providedModules == ["(use srfi-11)"])
        // Noted once however often the body runs; not a test framework.
        _ = try interp.evaluate("(runtime) (runtime)")
        #expect(interp.providedModules == ["(use srfi-11)"])
        #expect(interp.providedTestFrameworks == [])
        _ = try interp.evaluate("(use gauche.test) (use srfi-19) (use srfi-19)")
        #expect(interp.providedTestFrameworks == ["(use gauche.test)"])
        #expect(interp.skippedModules == ["(use srfi-19)"])
    }

    @Test(arguments: [
        ("(define (use x) (* x 10)) (use 4)", "40"),
        ("(define (require . names) (length names)) (require 'a 'b)", "2"),
        ("(define (f import) (import 3)) (f -)", "-3"),
        ("(define (receive x) x) (receive 7)", "7"),
    ])
    func aProgramsOwnProcedureOfTheSameNameIsCalled(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func aTestFrameworksProceduresAreDefinedOnlyWhenAskedFor() throws {
        #expect(Scheme.error("(check-equal? 1 1)") == ";Unbound variable: check-equal?")
        #expect(try Scheme.eval("(require rackunit) (check-equal? 1 1)") == "")
    }

    // MARK: λ

    @Test(arguments: [
        ("((λ (x) (* x x)) 7)", "49"),
        ("(define sq (λ (x) (* x x))) (sq 5)", "25"),
        ("(define (twice f) (λ (x) (f (f x)))) ((twice (λ (x) (+ x 3))) 1)", "7"),
        ("'(λ (x) x)", "(λ (x) x)"),
    ])
    func lambdaSignIsLambda(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func aProcedureDefinedWithTheSignIsNamedAsOneWithTheWord() throws {
        #expect(try Scheme.eval("(define sq (λ (x) (* x x))) sq") == "#<procedure sq (x)>")
    }

    // MARK: assert

    @Test func aTrueAssertionDoesNothing() throws {
        #expect(try Scheme.output("(define (f x) (* x x)) (assert (= (f 3) 9)) (display 'ok)") == "ok")
    }

    @Test(arguments: [
        ("(assert (= 1 2))", ";Assertion failed: (= 1 2)"),  // MIT's words
        ("(define (f x) x) (assert (f #f) \"f is false\")", ";Assertion failed: (f #f)"),
        ("(assert)", ";Ill-formed syntax: (assert)"),
    ])
    func aFalseAssertionIsAnError(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }

    @Test func aProgramsOwnAssertIsCalled() throws {
        #expect(try Scheme.eval("(define (assert x) (list 'mine x)) (assert #f)") == "(mine #f)")
    }

    // MARK: receive

    @Test(arguments: [
        ("(receive (q r) (floor/ 7 2) (list q r))", "(3 1)"),
        ("(receive all (values 1 2 3) all)", "(1 2 3)"),
        ("(receive (a . rest) (values 1 2 3) (list a rest))", "(1 (2 3))"),
        ("(receive (x) 5 (* x x))", "25"),
    ])
    func receiveBindsTheValues(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(receive (a a) (values 1 2) a)", ";Ill-formed syntax: (receive (a a) (values 1 2) a)"),
        ("(receive (a b))", ";Ill-formed syntax: (receive (a b))"),
    ])
    func anIllFormedReceiveIsAnError(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
