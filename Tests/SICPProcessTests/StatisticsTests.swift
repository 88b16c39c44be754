import SICPProcess
import SICPScheme
import Testing

@Suite struct StatisticsTests {
    static let fact = "(define (fact n) (if (= n 1) 1 (* n (fact (- n 1)))))"
    static let factorial = """
        (define (factorial n) (fact-iter 1 1 n))
        (define (fact-iter product counter max-count)
          (if (> counter max-count) product (fact-iter (* counter product) (+ counter 1) max-count)))
        """

    func measure(_ definitions: String, _ expression: String) throws -> Measurement {
        try Scheme.run { interp, _, _ in
            try interp.evaluate(definitions)
            return try Statistics.measure(interp, expression)
        }
    }

    @Test func factorialByALinearRecursiveProcessMakesNCallsNDeep() throws {
        let m = try measure(Self.fact, "(fact 5)")
        #expect(Printer.write(m.value) == "120")
        #expect(m.steps == 5)
        #expect(m.space == 5)
        #expect(m.calls.map(\.name) == ["fact"])
        #expect(m.calls.map(\.count) == [5])
    }

    @Test(arguments: [5, 10, 100, 1000])
    func factorialByALinearIterativeProcessRunsInConstantSpace(n: Int) throws {
        let m = try measure(Self.factorial, "(factorial \(n))")
        #expect(m.steps == n + 2)
        #expect(m.space == 1)
        #expect(m.calls.map(\.name) == ["fact-iter", "factorial"])
        #expect(m.calls.map(\.count) == [n + 1, 1])
    }

    @Test func theKitsLoopsCountOneStepPerTerm() throws {
        let iterative = try measure("", "(sum-integers 1 100)")
        #expect(iterative.steps == 100)
        #expect(iterative.space == 0)
        #expect(iterative.calls.map(\.name) == ["sum-integers"])

        let recursive = try measure("", "(sum-recursive identity 1 inc 100)")
        #expect(recursive.steps == 100)
        #expect(recursive.space == 100)

        let loop = try measure("", "(sum identity 1 inc 100)")
        #expect(loop.steps == 100)
        #expect(loop.space == 0)
    }

    @Test func aCompoundTermIsCountedWithTheKitsSteps() throws {
        let m = try measure("(define (cube x) (* x x x))", "(sum cube 1 inc 10)")
        #expect(Printer.write(m.value) == "3025")
        #expect(m.steps == 20)
        #expect(m.space == 1)
        #expect(m.calls.map(\.name) == ["cube", "sum"])
        #expect(m.calls.map(\.count) == [10, 10])
    }

    @Test func theReportListsStepsSpaceAndCallsPerProcedure() throws {
        let m = try measure(Self.factorial, "(factorial 5)")
        #expect(Statistics.report(m) == """
            steps: 7
            space: 1
            calls: fact-iter 6, factorial 1

            """)
    }

    @Test func anErrorLeavesTheInterpreterUnobserved() throws {
        try Scheme.run { interp, _, _ in
            try interp.evaluate("(define (f n) (if (= n 0) (car 1) (f (- n 1))))")
            #expect(throws: EvalError.self) { try Statistics.measure(interp, "(f 3)") }
            #expect(interp.observer == nil)
        }
    }

    @Test func aDeadlineStopsAnEndlessLoop() throws {
        try Scheme.run { interp, _, _ in
            try interp.evaluate("(define (loop n) (loop (+ n 1)))")
            #expect(throws: TimeLimitExceeded()) {
                try Statistics.measure(interp, "(loop 0)", deadline: .now + .milliseconds(100))
            }
            #expect(interp.observer == nil)
        }
    }

    @Test(arguments: [
        (0.000_000_5, "0.500 µs"), (0.000_999_7, "1.00 ms"), (0.000_012_34, "12.3 µs"), (0.000_85, "850 µs"), (0.001, "1.00 ms"),
        (0.012_345, "12.3 ms"), (0.999_9, "1.00 s"), (1.25, "1.25 s"), (123.4, "123 s"),
    ])
    func durationsHaveThreeSignificantDigits(seconds: Double, text: String) {
        #expect(Statistics.format(seconds: seconds) == text)
    }
}

/// Issue 23: the views' step limit, which stops an endless loop as
/// `,subst`'s does.
extension StatisticsTests {
    @Test(arguments: ["(define (loop) (loop))", "(define (loop) (+ 1 (loop)))", "(define (loop) (if (loop) 1 2))"])
    func anEndlessLoopStopsAtTheStepLimit(definition: String) throws {
        let error = try Scheme.run { interp, _, _ -> EvalError? in
            try interp.evaluate(definition)
            interp.observedStepLimit = 1000
            defer { interp.observedStepLimit = nil }
            do {
                _ = try Statistics.measure(interp, "(loop)")
                return nil
            } catch let error as EvalError {
                return error
            }
        }
        #expect(error == .stepLimitExceeded(1000))
        #expect(error?.description
            == ";Aborting!: maximum number of steps exceeded (,stats, ,growth, ,tree, ,trace, ,env and ,box follow 1000 calls at most)")
    }

    @Test func theLimitCountsEachTopLevelEvaluationAfresh() throws {
        let steps = try Scheme.run { interp, _, _ -> [Int] in
            try interp.evaluate(StatisticsTests.fact)
            interp.observedStepLimit = 100
            defer { interp.observedStepLimit = nil }
            return try (0..<3).map { _ in try Statistics.measure(interp, "(fact 60)").steps }
        }
        #expect(steps == [60, 60, 60])
        #expect(Interp.viewStepLimit == 10_000_000 && Interp.maximumObservedDepth == 400_000)
    }
}
