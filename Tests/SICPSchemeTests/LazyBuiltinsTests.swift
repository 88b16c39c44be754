import Testing
@testable import SICPScheme

/// The built-ins are made at start-up and each gets its global cell on its
/// name's first mention (`Interp.unboundBuiltins`): a program pays for the
/// names it uses. A mention of any kind binds the built-in first, so every
/// program sees the same global environment as if all were bound at once.
@Suite struct LazyBuiltinsTests {
    @Test func aNewInterpreterBindsNoCellUntilANameIsMentioned() throws {
        let scheme = Interp()
        #expect(scheme.globals.isEmpty)
        #expect(scheme.unboundBuiltins.count > 500)
        #expect(try scheme.evaluate("(vector-map + #(1 2) #(10 20))").map(Printer.write) == ["#(11 22)"])
        #expect(scheme.globals.count == 2)  // vector-map and +
        #expect(scheme.unboundBuiltins["vector-map"] == nil)
    }

    @Test func everyBuiltinIsNamedAmongTheGlobalsBeforeItsFirstMention() {
        let scheme = Interp()
        let names = Set(scheme.globalNames)
        for name in ["car", "string-upcase", "hash-table-set!", "stream-head", "sum", "pi", "nil", "1+"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test func lookupAndBuiltinBindAnUnmentionedName() throws {
        let scheme = Interp()
        #expect(scheme.lookup("string-pad-left").map(Printer.write) == "#<procedure string-pad-left>")
        #expect(scheme.lookup("no-such-name") == nil)
        #expect(scheme.builtin("no-such-name") == nil)
        try scheme.evaluate("(define (filter p l) 'mine)")
        #expect(try scheme.evaluate("(filter odd? '(1 2 3))").map(Printer.write) == ["mine"])
        #expect(scheme.builtin("filter").map(Printer.write) == "#<procedure filter>")
        #expect(try scheme.evaluateAsKit("(filter odd? '(1 2 3))").map(Printer.write) == ["(1 3)"])
    }

    @Test func aDefinitionBeforeAnyUseReplacesTheBuiltin() throws {
        let scheme = Interp()
        // The compiler must not inline the built-in `+` for a program's own.
        #expect(try scheme.evaluate("(define (+ a b) (* a b)) (+ 3 4)").map(Printer.write).last == "12")
        #expect(try scheme.evaluate("(set! car cdr) (car '(1 2))").map(Printer.write).last == "(2)")
    }
}
