#if canImport(Glibc)
import Glibc
#endif
import SICPScheme
import Testing

/// Issue 31: every native walk is bounded: circular lists end in an error
/// (or #f), memoized infinite streams stop on the interrupt flag, the
/// printer is linear, and the kit's code keeps the start-up built-ins.
@Suite struct WalksTests {
    static let circular = "(define x (list 1 2 3)) (set-cdr! (cddr x) x) "
    static let shown = "#0=(1 2 3 . #0#)"

    static func notAList(_ argument: String, _ name: String) -> String {
        ";The object \(shown), passed as the \(argument) argument to \(name), is not the correct type."
    }

    static let circularCases: [(String, String)] = [
        ("(length x)", notAList("first", "length")),
        ("(map car x)", notAList("second", "map")),
        ("(for-each car x)", notAList("second", "for-each")),
        ("(apply + x)", notAList("second", "apply")),
        ("(append x '(4))", notAList("first", "append")),
        ("(reverse x)", notAList("first", "reverse")),
        ("(list-copy x)", notAList("first", "list-copy")),
        ("(last-pair x)", notAList("first", "last-pair")),
        ("(fold-left + 0 x)", notAList("third", "fold-left")),
        ("(fold-right + 0 x)", notAList("third", "fold-right")),
        ("(reduce + 0 x)", notAList("third", "reduce")),
        ("(accumulate + 0 x)", notAList("third", "accumulate")),
        ("(filter odd? x)", notAList("second", "filter")),
        ("(remove odd? x)", notAList("second", "remove")),
        ("(delete 1 x)", notAList("second", "delete")),
        ("(sort x <)", notAList("first", "sort")),
        ("(flatmap list x)", notAList("second", "flatmap")),
        ("(enumerate-tree x)", notAList("first", "enumerate-tree")),
        ("(memv 9 x)", notAList("second", "memv")),
        ("(memq 9 x)", notAList("second", "memq")),
        ("(member 9 x)", notAList("second", "member")),
    ]

    @Test(arguments: circularCases)
    func aCircularListIsAnErrorInEveryListProcedure(expression: String, message: String) {
        #expect(Scheme.error(Self.circular + expression) == message)
    }

    @Test func listPredicateAndEqualTerminateOnCircularLists() throws {
        #expect(try Scheme.eval(Self.circular + "(list? x)") == "#f")
        #expect(try Scheme.eval(Self.circular + "(equal? x (list 1 2 3 1 2 3))") == "#f")
        #expect(try Scheme.eval(Self.circular + "(define y (list 1 2 3)) (set-cdr! (cddr y) y) (equal? x y)") == "#t")
        #expect(try Scheme.eval(Self.circular + "(memv 2 x)") == "#0=(2 3 1 . #0#)")
        #expect(Scheme.error("(define a (list (list 1 2) (list 3 4))) (set-cdr! (cdr a) a) (assv 9 a)")
            == ";The object #0=((1 2) (3 4) . #0#), passed as the second argument to assv, is not the correct type.")
    }

    /// A tree with a pair inside itself (through its cars): the book's
    /// `enumerate-tree` would recurse forever, and MIT says so; a pair
    /// shared without a cycle is listed each time it is reached.
    @Test func enumerateTreeStopsOnACycleThroughCars() throws {
        let depth = ";Aborting!: maximum recursion depth exceeded"
        #expect(Scheme.error("(define t (list 1 2)) (set-car! t t) (enumerate-tree t)") == depth)
        #expect(Scheme.error("(define t (list 1 (list 2 3))) (set-car! (cdadr t) t) (enumerate-tree t)") == depth)
        #expect(try Scheme.eval("(define s (list 1 2)) (enumerate-tree (list s (list s) s))") == "(1 2 1 2 1 2)")
        #expect(try Scheme.eval("(length (enumerate-tree (iota 100000)))") == "100000")
    }

    /// `as-set` orders streams by their forced elements (an unforced tail
    /// first), never by writing them: a stream that comes back to itself
    /// through its promises ends the comparison, and a list comes before
    /// any other kind of object without being written.
    @Test func asSetOrdersStreamsByTheirForcedElements() throws {
        let streams = "(define a (cons-stream 1 (cons-stream 3 '()))) (define b (cons-stream 1 (cons-stream 2 '()))) "
            + "(define c (cons-stream 1 (cons-stream 0 '()))) (stream-ref a 1) (stream-ref b 1) "
        #expect(try Scheme.eval(streams + "(map (lambda (s) (stream-ref s 1)) (as-set (list a c b a)))") == "(0 2 3)")
        let ones = "(define ones (cons-stream 1 ones)) (define ones2 (cons-stream 1 ones2)) "
            + "(stream-ref ones 3) (stream-ref ones2 3) "
        #expect(try Scheme.eval(ones + "(length (as-set (list ones ones2 ones)))") == "2")
        #expect(try Scheme.eval("(as-set (list 5 'a (list 1) (cons-stream 1 '()) 5))") == "((1) {1 ...} 5 a)")
    }

    /// `queens-placements` sorts boards of small integers by their numbers
    /// and any other boards by the general order: an empty board first,
    /// among either kind.
    @Test func queensPlacementsSortsEveryKindOfBoard() throws {
        #expect(try Scheme.eval("(queens-placements (list (list (list 2 1)) '() (list (list 1 1))))")
            == "(() ((1 1)) ((1 1)))")
        #expect(try Scheme.eval("(queens-placements (list (list 3 1 4 2) (list 2 4 1 3) '()))")
            == "(() ((1 2) (2 4) (3 1) (4 3)) ((1 3) (2 1) (3 4) (4 2)))")
        #expect(try Scheme.eval("(queens-placements (list (list 2 4 1 3) (list (list 1 1/2) (list 2 3))))")
            == "(((1 1) (2 7/2)) ((1 2) (2 4) (3 1) (4 3)))")
        #expect(try Scheme.eval("(queens-placements (list (list 2 4 1 3) (list 100000000000000000000000 1)))")
            == "(((1 2) (2 4) (3 1) (4 3)) ((1 100000000000000000000000) (2 1)))")
    }

    /// The checker's `as-set` compares with an explicit stack (a nesting
    /// 100,000 deep does not overflow the native stack), refuses an element
    /// with a cycle, and stops on the interrupt flag.
    @Test func asSetIsBoundedAndInterruptible() throws {
        #expect(try Scheme.eval("(as-set (list (list 3 1) 5 (list 1 2) (list 1 2) '() (list 1)))") == "(() (1) (1 2) (3 1) 5)")
        let nest = "(define (nest n x) (if (= n 0) x (nest (- n 1) (list x)))) "
        #expect(try Scheme.eval(nest + "(length (as-set (list (nest 100000 2) (nest 100000 1) (nest 100000 2))))") == "2")
        #expect(Scheme.error("(define c (list 1 2)) (set-car! c c) (as-set (list 7 c))")
            == ";The object (7 #0=(#0# 2)), passed as the first argument to as-set, is not the correct type.")
        // Two trees of 2^60 leaves each, equal: the comparison would not end.
        let dag = "(define (dag n) (if (= n 0) '(1) (let ((d (dag (- n 1)))) (list d d)))) "
        #expect(try Self.interrupted(dag + "(as-set (list (dag 60) (dag 60)))") == ";Quit!")
        #expect(try Self.interrupted(dag + "(enumerate-tree (dag 60))") == ";Quit!")
    }

    static let ones = "(define ones (cons-stream 1 ones)) (stream-head ones 3) "

    /// A request for `flag` with `reason`, made by a thread of its own.
    final class Request {
        let flag: InterruptFlag
        let reason: InterruptFlag.Reason
        init(_ flag: InterruptFlag, _ reason: InterruptFlag.Reason) { self.flag = flag; self.reason = reason }
    }

    /// `expression` run with the interrupt flag raised for `reason` after
    /// 100 ms from another thread (not a task: the tests' blocking calls
    /// may hold every thread of the task pool): its error, or "finished".
    static func interrupted(_ expression: String, reason: InterruptFlag.Reason = .quit) throws -> String {
        let flag = InterruptFlag()
        return try LargeStack.run(size: Scheme.stackSize) { () -> String in
            let interp = Interp(output: OutputPort(), interrupt: flag)
            try interp.evaluate(ones)
            var thread = pthread_t()
            let created = pthread_create(&thread, nil, { context in
                let request = Unmanaged<Request>.fromOpaque(context!).takeRetainedValue()
                usleep(100_000)
                request.flag.request(request.reason)
                return nil
            }, Unmanaged.passRetained(Request(flag, reason)).toOpaque())
            guard created == 0 else { return "no thread" }
            defer { pthread_join(thread, nil) }
            do {
                _ = try interp.evaluate(expression)
                return "finished"
            } catch {
                return "\(error)"
            }
        }
    }

    @Test(arguments: [
        "(stream-ref ones 1000000000000)",
        "(stream-tail ones 1000000000000)",
        "(stream-head ones 1000000000000)",
        "(stream->list ones)",
        "(stream-for-each (lambda (x) x) ones)",
        "(stream-car (stream-filter even? ones))",
        "(list-ref (let ((l (list 1))) (set-cdr! l l) l) 1000000000000)",
    ])
    func aMemoizedInfiniteStreamStopsOnTheFlag(expression: String) throws {
        #expect(try Self.interrupted(expression) == ";Quit!")
    }

    @Test func theHeapBoundsRequestIsSaidAsOutOfMemory() throws {
        #expect(try Self.interrupted("(stream-ref ones 1000000000000)", reason: .outOfMemory)
            == ";Aborting!: out of memory")
    }

    @Test func aDeeplyNestedStreamPrintsInFull() throws {
        let nest = "(define (nest n s) (if (= n 0) s (nest (- n 1) (cons-stream s s))))"
        #expect(try Scheme.eval(nest + "(define d (nest 3 1)) (stream-cdr (stream-car d)) d") == "{{{1 ...} 1 ...} ...}")
        #expect(try Scheme.eval("(define s (cons-stream 1 2)) (stream-cdr s) s") == "{1 . 2}")
        #expect(try Scheme.eval("(define s (cons-stream 1 (list 2 3))) (stream-cdr s) s") == "{1 . (2 3)}")
        let deep = try Scheme.output(nest + "(define d (nest 200000 1)) (display d)")
        // "{" and " ...}" a level, and the 1 inside.
        #expect(deep.count == 200_000 * 6 + 1)
        #expect(deep.hasPrefix(String(repeating: "{", count: 200_000) + "1 ...} ...}"))
    }

    @Test func theKitsCodeKeepsTheBuiltInsOfStartUp() throws {
        let interp = Interp(output: OutputPort())
        try interp.evaluate("(define (append a b) 'mine) (define (car x) 42)")
        #expect(try interp.evaluateAsKit("(append (list (car '(1))) '(2))").map(Printer.write) == ["(1 2)"])
        #expect(try interp.evaluateAsKit("(append '(1) '(2))", keeping: ["append"]).map(Printer.write) == ["mine"])
        #expect(try interp.evaluate("(append '(1) '(2))").map(Printer.write) == ["mine"])
        // The kit's own definitions are the program's globals.
        try interp.evaluateAsKit("(define (kit-first l) (car l))")
        #expect(try interp.evaluate("(kit-first '(7))").map(Printer.write) == ["7"])
    }
}
