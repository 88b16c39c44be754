@testable import SICPScheme
import SICP
import Testing

@Suite struct EquivalenceTests {
    private let a = Value.symbol(Symbol.intern("a"))

    /// (eq? eqv? equal?) for pairs of data read from source, as Guile answers.
    @Test(arguments: [
        ("2", "2", true, true, true),
        ("2", "2.0", false, false, false),
        ("100000000000000000000", "100000000000000000000", false, true, true),
        ("1/2", "1/2", false, true, true),
        ("1.5", "1.5", false, true, true),
        ("+nan.0", "+nan.0", false, true, true),
        ("0.0", "-0.0", false, false, false),
        ("a", "a", true, true, true),
        ("a", "b", false, false, false),
        ("#\\a", "#\\a", true, true, true),
        ("#t", "#t", true, true, true),
        ("#t", "#f", false, false, false),
        ("()", "()", true, true, true),
        ("\"abc\"", "\"abc\"", false, false, true),
        ("\"abc\"", "\"abd\"", false, false, false),
        ("(1 2 3)", "(1 2 3)", false, false, true),
        ("(1 2 3)", "(1 2)", false, false, false),
        ("(1 (2 \"x\") . 3)", "(1 (2 \"x\") . 3)", false, false, true),
        ("(1 (2 \"x\") . 3)", "(1 (2 \"y\") . 3)", false, false, false),
        ("(1 2)", "(1 2.0)", false, false, false),
        ("()", "(())", false, false, false),
    ])
    func equivalences(left: String, right: String, eq: Bool, eqv: Bool, equal: Bool) throws {
        let x = try datum(left), y = try datum(right)
        #expect(isEq(x, y) == eq)
        #expect(isEqv(x, y) == eqv)
        #expect(isEqual(x, y) == equal)
    }

    @Test func identity() throws {
        let list = try datum("(1 2)")
        #expect(isEq(list, list))
        let s = Value.string(MString("s"))
        #expect(isEq(s, s) && isEqv(s, s) && isEqual(s, s))
        let car = Value.primitive(Primitive("car") { x in x })
        #expect(isEq(car, car))
        #expect(!isEq(car, .primitive(Primitive("car") { x in x })))
        #expect(isEq(.unspecified, .unspecified))
    }

    @Test func deepStructuresCompareWithoutRecursion() {
        func nest(_ depth: Int) -> Value {
            var v: Value = .int(1)
            for _ in 0..<depth { v = .pair(Pair(v, .null)) }
            return v
        }
        let x = nest(100_000), y = nest(100_000), z = nest(99_999)
        #expect(isEqual(x, y))
        #expect(!isEqual(x, z))
        dismantle(x); dismantle(y); dismantle(z)
    }

    @Test func longListsCompare() {
        let x = Value.list((1...300_000).map { Value.int($0) })
        let y = Value.list((1...300_000).map { Value.int($0) })
        #expect(isEqual(x, y))
        dismantle(x); dismantle(y)
    }

    @Test func circularListsTerminate() {
        func cycle(_ values: [Int]) -> (Value, Pair) {
            let l = Value.list(values.map { Value.int($0) })
            var last: Pair? = nil
            var cursor = l
            while case .pair(let p) = cursor { last = p; cursor = p.cdr }
            last!.cdr = l
            return (l, last!)
        }
        let (x, xl) = cycle([1, 2])
        let (y, yl) = cycle([1, 2, 1, 2])
        let (z, zl) = cycle([1, 3])
        // The same infinite list (1 2 1 2 ...), unfolded.
        #expect(isEqual(x, y))
        #expect(!isEqual(x, z))
        #expect(isEqual(x, x))
        xl.cdr = .null; yl.cdr = .null; zl.cdr = .null
    }
}
