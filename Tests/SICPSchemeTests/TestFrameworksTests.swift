@testable import SICPScheme
import Testing

/// The test frameworks learners load beside their answers: what a passing
/// and a failing test print, and that a failing test never stops the program.
@Suite struct TestFrameworksTests {
    /// The output of `source`, and the value of its last form.
    static func run(_ source: String) throws -> (output: String, last: String) {
        let port = OutputPort()
        let interp = Interp(output: port)
        let values = try interp.evaluate(source)
        var last = ""
        if let value = values.last, !{ if case .unspecified = value { return true } else { return false } }() {
            last = Printer.write(value)
        }
        return (port.collected, last)
    }

    // MARK: rackunit

    @Test func theDocumentedRackunitExamplePrintsWhatItSays() throws {
        let (output, _) = try Self.run("(require rackunit)\n(check-equal? (+ 1 1) 3)")
        #expect(output == """
            --------------------
            FAILURE
            name:       check-equal?
            actual:     2
            expected:   3
            --------------------

            """)
    }

    @Test(arguments: [
        "(check-equal? (list 1 2) (list 1 2))",
        "(check-eq? 'a 'a)",
        "(check-eqv? 2.5 2.5)",
        "(check-not-equal? 1 2)",
        "(check-not-eq? 'a 'b)",
        "(check-not-eqv? 1 1.0)",
        "(check-true (= 1 1))",
        "(check-false (= 1 2))",
        "(check-not-false 0)",
        "(check-= 3.14159 pi 0.001)",
        "(check-pred odd? 3)",
        "(check < 1 2)",
        "(check-exn exn:fail? (lambda () (car '())))",
        "(check-not-exn (lambda () (car '(1))))",
        "(test-case \"sums\" (check-equal? (+ 1 2) 3))",
        "(run-tests (test-suite \"all\" (check-equal? 1 1)))",
    ])
    func aPassingCheckPrintsNothing(check: String) throws {
        let (output, _) = try Self.run("(require rackunit rackunit/text-ui) " + check + " (display 'done)")
        #expect(output == "done")
    }

    @Test(arguments: [
        ("(check-equal? 1 2 \"one is two\")", "message:    one is two\nname:       check-equal?\nactual:     1\nexpected:   2\n"),
        ("(check-true 1)", "name:       check-true\nactual:     1\n"),
        ("(check-false \"x\")", "name:       check-false\nactual:     \"x\"\n"),
        ("(check-= 3.0 3.1 0.01)", "name:       check-=\nactual:     3.0\nexpected:   3.1\nepsilon:    0.01\n"),
        ("(check-pred even? 3)", "name:       check-pred\nactual:     3\n"),
        ("(check-exn (lambda (e) #t) (lambda () 1))", "message:    no exception raised\nname:       check-exn\n"),
        ("(check-not-exn (lambda () (car '())))",
         "message:    exception raised: ;The object (), passed as the first argument to car, is not the correct type.\nname:       check-not-exn\n"),
    ])
    func aFailingCheckPrintsItsReportAndTheProgramGoesOn(check: String, report: String) throws {
        let (output, last) = try Self.run("(require rackunit) \(check) (+ 40 2)")
        #expect(output == "--------------------\nFAILURE\n" + report + "--------------------\n")
        #expect(last == "42")
    }

    // MARK: gauche.test

    @Test func gauchesTestsPrintOneLineEachAndASummary() throws {
        let (output, last) = try Self.run("""
            (use gauche.test)
            (test-start "1.11")
            (test-section "f")
            (define (f n) (if (< n 3) n (+ (f (- n 1)) (* 2 (f (- n 2))) (* 3 (f (- n 3))))))
            (test* "f 5" 25 (f 5))
            (test "f 4" 11 (lambda () (f 4)))
            (test* "f 3" 5 (f 3))
            (test "car" 1 (lambda () (car '())))
            (test-end)
            """)
        #expect(output == """
            Testing 1.11 ...
            <f>-------------------------------------------------------------------
            test f 5, expects 25 ==> ok
            test f 4, expects 11 ==> ok
            test f 3, expects 5 ==> ERROR: GOT 4
            test car, expects 1 ==> ERROR: GOT ;The object (), passed as the first argument to car, is not the correct type.
            failed.
            discrepancies found.  Errors are:
            test f 3: expects 5 => got 4
            test car: expects 1 => got ;The object (), passed as the first argument to car, is not the correct type.

            """)
        #expect(last == "2")
    }

    @Test func gauchesTestEndSaysPassedWhenAllPass() throws {
        let (output, last) = try Self.run("(use gauche.test) (test-start \"sq\") (test-module 'user) (test* \"sq\" 4 (* 2 2)) (test-end)")
        #expect(output == "Testing sq ...\ntest sq, expects 4 ==> ok\npassed.\n")
        #expect(last == "0")
    }

    // MARK: CHICKEN's test egg and SRFI 64

    @Test func chickensTestsPrintPassOrFail() throws {
        let (output, _) = try Self.run("""
            (use test)
            (test-begin "1.3")
            (test "ties" 13 (+ 4 9))
            (test 13 (+ 4 8))
            (test-assert "positive" (> 2 1))
            (test-end)
            """)
        let dots = { (name: String) in String(repeating: ".", count: 68 - name.count) }
        #expect(output == """
            -- testing 1.3 --
            ties \(dots("ties")) [ PASS]
            test \(dots("test")) [ FAIL]
                expected 13 but got 12
            positive \(dots("positive")) [ PASS]
            3 tests completed: 2 passed, 1 failed

            """)
    }

    @Test(arguments: [
        ("(test-equal \"sum\" 55 (+ 50 5))", true),
        ("(test-equal 55 (+ 50 4))", false),
        ("(test-eqv \"x\" 2.5 (/ 5 2.))", true),
        ("(test-eq \"sym\" 'a 'b)", false),
        ("(test-assert (= 1 2))", false),
        ("(test-approximate \"pi\" 3.14159 pi 0.0001)", true),
        ("(test-approximate 3.1 pi 0.01)", false),
    ])
    func srfi64sTestsPassOrFail(test: String, passes: Bool) throws {
        let (output, last) = try Self.run("(import (srfi 64)) (test-begin \"t\") \(test) (test-end \"t\") 'after")
        #expect(output.contains(passes ? "[ PASS]" : "[ FAIL]"))
        #expect(output.hasSuffix(passes ? "1 tests completed: 1 passed, 0 failed\n" : "1 tests completed: 0 passed, 1 failed\n"))
        #expect(last == "after")
    }

    @Test func aFailedAssertionSaysWhatItGot() throws {
        let (output, _) = try Self.run("(use-modules (srfi srfi-64)) (test-assert \"even\" (even? 3))")
        #expect(output == "even \(String(repeating: ".", count: 64)) [ FAIL]\n    assertion failed: got #f\n")
    }
}
