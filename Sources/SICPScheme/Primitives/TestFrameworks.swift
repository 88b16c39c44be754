/// The test procedures of the frameworks learners load beside their answers,
/// defined when a program asks for the framework (see `DialectForms.swift`):
///
/// - Racket's `rackunit`: `check-equal?`, `check-eq?`, `check-eqv?`,
///   `check-not-equal?`, `check-not-eq?`, `check-not-eqv?`, `check-true`,
///   `check-false`, `check-not-false`, `check-=`, `check-pred`, `check-exn`
///   (with `exn:fail?`), `check-not-exn`, `check`, `test-case`,
///   `test-suite`, `run-tests`;
/// - Gauche's `gauche.test`: `test*`, `test`, `test-start`, `test-end`,
///   `test-section`, `test-module`;
/// - CHICKEN's `test` egg and SRFI 64: `test`, `test-equal`, `test-eqv`,
///   `test-eq`, `test-assert`, `test-approximate`, `test-begin`, `test-end`,
///   `test-group`, `test-exit`.
///
/// A test that fails prints a report as its framework would (simplified)
/// and the program goes on: a failing test never stops a load. They are
/// procedures, so the expression a test checks is evaluated before the
/// test runs: an error in it is the program's error, as with any call.
///
/// ```scheme
/// (require rackunit)
/// (check-equal? (+ 1 1) 3)
/// ; --------------------
/// ; FAILURE
/// ; name:       check-equal?
/// ; actual:     2
/// ; expected:   3
/// ; --------------------
/// ```
enum TestFrameworks {
    /// The failures since the last `test-start`/`test-begin`, for `test-end`.
    final class Tally {
        var passed = 0
        var failures: [String] = []
    }

    // MARK: rackunit

    static func rackunit(_ interp: Interp) -> [Primitive] {
        let out = interp.output
        /// Reports a failed check, as rackunit does (without the location).
        func fail(_ name: String, _ rows: [(String, Value)], message: Value?) {
            var text = "--------------------\nFAILURE\n"
            if let message { text += "message:    " + Printer.display(message) + "\n" }
            text += "name:       \(name)\n"
            for (label, value) in rows {
                text += (label + ":").padding(12) + Printer.write(value) + "\n"
            }
            out.write(text + "--------------------\n")
        }
        func comparison(_ name: String, _ holds: @escaping (Value, Value) -> Bool) -> Primitive {
            Primitive(name, min: 2, max: 3) { args in
                if !holds(args[0], args[1]) {
                    fail(name, [("actual", args[0]), ("expected", args[1])], message: args.count == 3 ? args[2] : nil)
                }
                return .unspecified
            }
        }
        func truth(_ name: String, _ holds: @escaping (Value) -> Bool) -> Primitive {
            Primitive(name, min: 1, max: 2) { args in
                if !holds(args[0]) { fail(name, [("actual", args[0])], message: args.count == 2 ? args[1] : nil) }
                return .unspecified
            }
        }
        return [
            comparison("check-equal?", isEqual),
            comparison("check-eq?", isEq),
            comparison("check-eqv?", isEqv),
            comparison("check-not-equal?") { !isEqual($0, $1) },
            comparison("check-not-eq?") { !isEq($0, $1) },
            comparison("check-not-eqv?") { !isEqv($0, $1) },
            truth("check-true") { if case .bool(true) = $0 { return true } else { return false } },
            truth("check-false") { !$0.isTrue },
            truth("check-not-false") { $0.isTrue },
            Primitive("check-=", min: 3, max: 4) { args in
                let close = try Num.lessOrEqual(
                    NumericPrimitives.absolute(Num.subtract(args[0], args[1])), args[2])
                if !close {
                    fail("check-=", [("actual", args[0]), ("expected", args[1]), ("epsilon", args[2])],
                         message: args.count == 4 ? args[3] : nil)
                }
                return .unspecified
            },
            Primitive("check-pred", min: 2, max: 3) { [unowned interp] args in
                if !(try interp.apply1(args[0], args[1]).isTrue) {
                    fail("check-pred", [("actual", args[1])], message: args.count == 3 ? args[2] : nil)
                }
                return .unspecified
            },
            Primitive("check", min: 3, max: 4) { [unowned interp] args in
                if !(try interp.apply2(args[0], args[1], args[2]).isTrue) {
                    fail("check", [("params", Value.list([args[0], args[1], args[2]]))],
                         message: args.count == 4 ? args[3] : nil)
                }
                return .unspecified
            },
            Primitive("check-exn", min: 2, max: 3) { [unowned interp] args in
                if case .success = try outcome(interp, args[1]) {
                    fail("check-exn", [], message: .string(MString(args.count == 3
                        ? Printer.display(args[2]) : "no exception raised")))
                }
                return .unspecified
            },
            Primitive("check-not-exn", min: 1, max: 2) { [unowned interp] args in
                if case .failure(let error) = try outcome(interp, args[0]) {
                    fail("check-not-exn", [], message: .string(MString("exception raised: \(error)")))
                }
                return .unspecified
            },
            // Racket's exception predicates, for check-exn: any error is one.
            Primitive("exn:fail?") { _ in .true },
            Primitive("exn?") { _ in .true },
            Primitive("test-case", min: 1, max: nil) { _ in .unspecified },
            Primitive("test-suite", min: 1, max: nil) { _ in .unspecified },
            // rackunit/text-ui: the checks ran as they were evaluated.
            Primitive("run-tests", min: 1, max: 2) { _ in .int(0) },
        ]
    }

    /// Calls `thunk`: its value, or the error it raised. Ctrl-C, a time
    /// limit and the recursion limit are not the program's errors: they go
    /// on up.
    static func outcome(_ interp: Interp, _ thunk: Value) throws -> Result<Value, EvalError> {
        do {
            return .success(try interp.apply(thunk, []))
        } catch let error as EvalError {
            switch error {
            case .interrupted, .recursionDepthExceeded, .outOfMemory, .numberTooLarge: throw error
            default: return .failure(error)
            }
        }
    }

    // MARK: gauche.test

    static func gauche(_ interp: Interp) -> [Primitive] {
        let out = interp.output
        let tally = Tally()
        /// `test NAME, expects 55 ==> ok`, or `==> ERROR: GOT 54`.
        func report(_ name: Value, _ expected: Value, _ result: Result<Value, EvalError>) {
            var line = "test \(Printer.display(name)), expects \(Printer.write(expected)) ==> "
            switch result {
            case .success(let got) where isEqual(got, expected):
                line += "ok"
                tally.passed += 1
            case .success(let got):
                line += "ERROR: GOT \(Printer.write(got))"
                tally.failures.append(
                    "test \(Printer.display(name)): expects \(Printer.write(expected)) => got \(Printer.write(got))")
            case .failure(let error):
                line += "ERROR: GOT \(error)"
                tally.failures.append("test \(Printer.display(name)): expects \(Printer.write(expected)) => got \(error)")
            }
            out.write(line + "\n")
        }
        return [
            Primitive("test*", min: 3, max: 4) { args in
                report(args[0], args[1], .success(args[2]))
                return .unspecified
            },
            // (test name expected thunk); also CHICKEN's and SRFI 64's forms,
            // when the framework's other procedures are not loaded.
            Primitive("test", min: 3, max: 4) { [unowned interp] args in
                if args[2].isProcedure {
                    report(args[0], args[1], try outcome(interp, args[2]))
                } else {
                    report(args[0], args[1], .success(args[2]))
                }
                return .unspecified
            },
            Primitive("test-start", min: 1, max: nil) { args in
                tally.passed = 0
                tally.failures = []
                out.write("Testing \(Printer.display(args[0])) ...\n")
                return .unspecified
            },
            Primitive("test-section", min: 1, max: nil) { args in
                let title = "<\(Printer.display(args[0]))>"
                out.write(title + String(repeating: "-", count: max(0, 70 - title.count)) + "\n")
                return .unspecified
            },
            Primitive("test-module", min: 1, max: nil) { _ in .unspecified },
            Primitive("test-end", min: 0, max: nil) { _ in
                if tally.failures.isEmpty {
                    out.write("passed.\n")
                } else {
                    out.write("failed.\ndiscrepancies found.  Errors are:\n")
                    for failure in tally.failures { out.write(failure + "\n") }
                }
                return .int(tally.failures.count)
            },
        ]
    }

    // MARK: CHICKEN's test egg and SRFI 64

    static func srfi64(_ interp: Interp) -> [Primitive] {
        let out = interp.output
        let tally = Tally()
        /// `NAME ....... [ PASS]`, or `[ FAIL]` and what was expected.
        func report(_ name: String, passed: Bool, expected: Value?, got: Value) {
            let dots = String(repeating: ".", count: max(3, 70 - name.count - 2))
            var text = "\(name) \(dots) [\(passed ? " PASS" : " FAIL")]\n"
            if passed {
                tally.passed += 1
            } else {
                let detail = expected.map { "expected \(Printer.write($0)) but got \(Printer.write(got))" }
                    ?? "assertion failed: got \(Printer.write(got))"
                text += "    " + detail + "\n"
                tally.failures.append(name)
            }
            out.write(text)
        }
        /// The test's name, when it has one: its first of `count` arguments.
        func split(_ args: [Value], _ count: Int) -> (name: String, rest: ArraySlice<Value>) {
            if args.count == count { return (Printer.display(args[0]), args.dropFirst()) }
            return ("test", args[...])
        }
        func comparison(_ procedureName: String, _ holds: @escaping (Value, Value) -> Bool) -> Primitive {
            Primitive(procedureName, min: 2, max: 3) { args in
                let (name, rest) = split(args, 3)
                let expected = rest[rest.startIndex], got = rest[rest.startIndex + 1]
                report(name, passed: holds(expected, got), expected: expected, got: got)
                return .unspecified
            }
        }
        return [
            comparison("test", isEqual),
            comparison("test-equal", isEqual),
            comparison("test-eqv", isEqv),
            comparison("test-eq", isEq),
            Primitive("test-assert", min: 1, max: 2) { args in
                let (name, rest) = split(args, 2)
                let got = rest[rest.startIndex]
                report(name, passed: got.isTrue, expected: nil, got: got)
                return .unspecified
            },
            Primitive("test-approximate", min: 3, max: 4) { args in
                let (name, rest) = split(args, 4)
                let values = Array(rest)
                let close = try Num.lessOrEqual(NumericPrimitives.absolute(Num.subtract(values[1], values[0])), values[2])
                report(name, passed: close, expected: values[0], got: values[1])
                return .unspecified
            },
            Primitive("test-begin", min: 0, max: 2) { args in
                tally.passed = 0
                tally.failures = []
                if let name = args.first { out.write("-- testing \(Printer.display(name)) --\n") }
                return .unspecified
            },
            Primitive("test-group", min: 1, max: nil) { _ in .unspecified },
            Primitive("test-end", min: 0, max: 1) { _ in
                out.write("\(tally.passed + tally.failures.count) tests completed: \(tally.passed) passed, "
                          + "\(tally.failures.count) failed\n")
                return .unspecified
            },
            Primitive("test-exit", min: 0, max: 1) { _ in .unspecified },
        ]
    }
}

extension String {
    /// The string, with spaces after it up to `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
