import Glibc
import SICPProcess
import SICPScheme
import Testing

@Suite struct TracingTests {
    static let examples = "sicp-1.2.scm"

    func trace(_ source: String) throws -> String {
        try Scheme.output(source, preloading: [Self.examples])
    }

    @Test func aLinearRecursiveProcessExpandsThenContracts() throws {
        #expect(try trace("(trace fact) (fact 3)") == """
            |(fact 3)
            | (fact 2)
            | |(fact 1)
            | |1
            | 2
            |6

            """)
    }

    @Test func aLinearIterativeProcessStaysFlat() throws {
        #expect(try trace("(trace fact-iter) (factorial 4)") == """
            |(fact-iter 1 1 4)
            |(fact-iter 1 2 4)
            |(fact-iter 2 3 4)
            |(fact-iter 6 4 4)
            |(fact-iter 24 5 4)
            |24

            """)
    }

    @Test func tracingMayStartOrStopWhileAProcedureRuns() throws {
        // `g` untraces `f` midway through f's chain of tail calls.
        #expect(try Scheme.output("""
            (define (g n) (untrace f) (h n)) (define (h n) (* n 10)) (define (f n) (g n))
            (trace f) (display (f 1)) (newline) (display (f 2))
            """) == "|(f 1)\n|10\n10\n20")
        // `g` traces `h` just before tail-calling it.
        #expect(try Scheme.output("""
            (define (g n) (trace h) (h n)) (define (h n) n) (define (f n) (g n))
            (trace f) (display (f 5))
            """) == "|(f 5)\n|(h 5)\n|5\n5")
    }

    @Test func aTailCallFromATracedProcedureStaysAtItsLevel() throws {
        #expect(try trace("(trace factorial fact-iter) (factorial 2)") == """
            |(factorial 2)
            |(fact-iter 1 1 2)
            |(fact-iter 1 2 2)
            |(fact-iter 2 3 2)
            |2

            """)
    }

    @Test func aTreeRecursiveProcessBranches() throws {
        #expect(try trace("(trace fib) (fib 3)") == """
            |(fib 3)
            | (fib 2)
            | |(fib 1)
            | |1
            | |(fib 0)
            | |0
            | 1
            | (fib 1)
            | 1
            |2

            """)
    }

    @Test func pastTenLevelsTheDepthIsANumber() throws {
        let lines = try trace("(trace fact) (fact 13)").split(separator: "\n")
        #expect(lines.count == 26)
        #expect(lines[9] == "| | | | | (fact 4)")
        #expect(lines[10] == "| | | |[10](fact 3)")
        #expect(lines[12] == "| | | |[12](fact 1)")
        #expect(lines[13] == "| | | |[12]1")
        #expect(lines[15] == "| | | |[10]6")
        #expect(lines[16] == "| | | | | 24")
        #expect(lines[25] == "|6227020800")
    }

    @Test(arguments: [
        (0, "|"), (1, "| "), (2, "| |"), (9, "| | | | | "), (10, "| | | |[10]"), (99, "| | | |[99]"),
        (100, "| | | [100]"), (1000, "| | |[1000]"), (123_456_789, "[123456789]"), (1_234_567_890, "[1234567890]"),
    ])
    func prefixesAreDrawnAsChezDrawsThem(level: Int, prefix: String) {
        #expect(Tracer.prefix(level: level) == prefix)
    }

    @Test func aKitProcedureIsTracedWithTheCallsItMakes() throws {
        #expect(try trace("(define (cube x) (* x x x)) (trace sum cube) (sum cube 1 inc 3)") == """
            |(sum #<procedure cube (x)> 1 #<procedure inc> 3)
            | (cube 1)
            | 1
            | (cube 2)
            | 8
            | (cube 3)
            | 27
            |36

            """)
    }

    @Test func aBuiltInCalledByABuiltInIsNestedInIt() throws {
        #expect(try trace("(trace sum cube) (sum cube 1 inc 2)") == """
            |(sum #<procedure cube> 1 #<procedure inc> 2)
            | (cube 1)
            | 1
            | (cube 2)
            | 8
            |9

            """)
    }

    @Test func aBuiltInPassedAsAnArgumentIsTracedToo() throws {
        #expect(try trace("(trace inc) (sum identity 1 inc 2)") == """
            |(inc 1)
            |2
            |(inc 2)
            |3

            """)
    }

    @Test func untraceStopsTracing() throws {
        #expect(try trace("(trace fact fib) (untrace fact) (fact 3) (fib 1)") == """
            |(fib 1)
            |1

            """)
        #expect(try trace("(trace fact fib inc) (untrace) (fact 3) (fib 2) (inc 1)") == "")
        #expect(try trace("(trace inc) (untrace inc) (inc 1)") == "")
        #expect(try trace("(untrace fact) (trace fact) (trace fact) (fact 1)") == "|(fact 1)\n|1\n")
    }

    @Test func untracingABuiltInPutsTheOriginalBack() throws {
        try Scheme.run { interp, _, _ in
            let original = interp.lookup("inc")
            try interp.evaluate("(trace inc)")
            #expect(interp.lookup("inc").map(Printer.write) == original.map(Printer.write))
            try interp.evaluate("(untrace inc)")
            guard case .primitive(let p)? = interp.lookup("inc"), case .primitive(let q)? = original else {
                Issue.record("inc is not a primitive")
                return
            }
            #expect(p === q)
        }
    }

    @Test func traceTakesOnlyProcedures() {
        #expect(throws: EvalError.wrongType(object: "5", argument: 1, procedure: "trace")) {
            try Scheme.output("(trace 5)")
        }
        #expect(throws: EvalError.wrongType(object: "foo", argument: 2, procedure: "untrace")) {
            try Scheme.output("(define (f) 1) (untrace f 'foo)")
        }
    }

    @Test func anErrorInsideATracedCallLeavesNoIndentationBehind() throws {
        try Scheme.run { interp, _, port in
            try interp.evaluate(Fixture.text(Self.examples))
            try interp.evaluate("(define (down n) (if (= n 0) (car '()) (+ 1 (down (- n 1))))) (trace down fact)")
            #expect(throws: EvalError.self) { try interp.evaluate("(down 2)") }
            port.clear()
            try interp.evaluate("(fact 1)")
            #expect(port.collected == "|(fact 1)\n|1\n")
        }
    }

    /// `,trace EXPR` shows the calls of the built-in stream procedures too,
    /// their arguments and values as `write` prints them; afterwards they
    /// are the built-ins again, untraced.
    @Test func traceEverythingTracesTheBuiltInStreamProcedures() throws {
        try Scheme.run { interp, tracer, port in
            try tracer.traceEverything {
                _ = try interp.evaluate("(stream-head (stream-map + (stream 1 2 3) (stream 10 20 30)) 2)")
            }
            #expect(port.collected == """
                |(stream 1 2 3)
                |{1 ...}
                |(stream 10 20 30)
                |{10 ...}
                |(stream-map #<procedure +> {1 ...} {10 ...})
                |{11 ...}
                |(stream-head {11 ...} 2)
                |(11 22)

                """)
            port.clear()
            _ = try interp.evaluate("(stream-head (stream 1 2) 1)")
            #expect(port.collected == "")
            #expect(try !tracer.isTraced(#require(interp.lookup("stream-head"))))
        }
    }

    @Test func traceEverythingTracesEveryCompoundProcedureOnce() throws {
        try Scheme.run { interp, tracer, port in
            try interp.evaluate(Fixture.text(Self.examples))
            port.clear()
            try tracer.traceEverything { _ = try interp.evaluate("(factorial 3)") }
            #expect(port.collected == """
                |(factorial 3)
                |(fact-iter 1 1 3)
                |(fact-iter 1 2 3)
                |(fact-iter 2 3 3)
                |(fact-iter 6 4 3)
                |6

                """)
            port.clear()
            try interp.evaluate("(factorial 3)")
            #expect(port.collected == "")
            #expect(interp.observer == nil)
        }
    }

    @Test func traceLinesStartOnAFreshLine() throws {
        #expect(try trace("(trace fact) (display \"fact:\") (fact 1)") == "fact:\n|(fact 1)\n|1\n")
    }

    @Test func aTracedIterativeProcessStillRunsInConstantSpace() throws {
        // A million steps on a 512 KiB stack, the trace thrown away.
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        let result = try LargeStack.run(size: 512 << 10) {
            let interp = Interp(output: OutputPort(fileDescriptor: null), interrupt: InterruptFlag())
            Tracer.install(in: interp)
            try interp.evaluate("(define (count-down n) (if (= n 0) 'done (count-down (- n 1)))) (trace count-down)")
            return Printer.write(try interp.evaluate("(count-down 1000000)").last!)
        }
        #expect(result == "done")
    }
}
