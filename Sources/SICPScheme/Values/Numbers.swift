import Glibc
import SICP

/// The numeric tower on `Value`: exact integers that never overflow, exact
/// rationals, doubles; R7RS exactness rules as Guile applies them, MIT
/// Scheme's error messages.
///
/// Every result is canonical (`.int` when an integer fits, `.big` only when
/// it does not, `.ratio` only for non-integers). An operation with an inexact
/// argument gives an inexact result; comparisons between exact and inexact
/// numbers are exact (`(= 1/3 0.3333333333333333)` is `#f`), and NaN compares
/// false with everything.
///
/// ```swift
/// try Num.add(.int(Int.max), .int(1))   // .big(9223372036854775808)
/// try Num.divide(.int(1), .int(3))      // .ratio(1/3)
/// try Num.add(.int(1), .real(0.5))      // .real(1.5)
/// ```
///
/// Errors are worded as MIT Scheme 12 words them, naming the internal
/// procedure MIT names (`integer-add`, `integer-less?`, ...), with the
/// argument position MIT reports.
public enum Num {
    /// The largest exact number, in bits, an operation may produce (2^22 bits,
    /// about 1.26 million decimal digits). An operation whose result would be
    /// larger throws `EvalError.outOfMemory` before it computes anything.
    public static let maxExactBits = 1 << 22

    // MARK: - Fast paths the evaluator calls

    /// `(+ a b)`.
    /// - Throws: `EvalError.wrongType` naming `integer-add` for a non-number.
    /// - Complexity: O(1) for two fixnums; O(n) in the digits otherwise.
    @inlinable
    public static func add(_ a: Value, _ b: Value) throws -> Value {
        if case .int(let x) = a, case .int(let y) = b {
            let (r, o) = x.addingReportingOverflow(y)
            if !o { return .int(r) }
        }
        return try addSlow(a, b)
    }

    /// `(- a b)`.
    /// - Throws: `EvalError.wrongType` naming `integer-subtract` for a non-number.
    @inlinable
    public static func subtract(_ a: Value, _ b: Value) throws -> Value {
        if case .int(let x) = a, case .int(let y) = b {
            let (r, o) = x.subtractingReportingOverflow(y)
            if !o { return .int(r) }
        }
        return try subtractSlow(a, b)
    }

    /// `(* a b)`.
    /// - Throws: `EvalError.wrongType` (MIT's `integer-multiply` or
    ///   `integer-zero?`); `EvalError.outOfMemory` past ``maxExactBits``.
    @inlinable
    public static func multiply(_ a: Value, _ b: Value) throws -> Value {
        if case .int(let x) = a, case .int(let y) = b {
            let (r, o) = x.multipliedReportingOverflow(by: y)
            if !o { return .int(r) }
        }
        return try multiplySlow(a, b)
    }

    /// `(< a b)`, exact even between exact and inexact numbers.
    /// - Throws: `EvalError.wrongType` naming `integer-less?` for a non-number.
    @inlinable
    public static func less(_ a: Value, _ b: Value) throws -> Bool {
        if case .int(let x) = a, case .int(let y) = b { return x < y }
        return try compareSlow(a, b, .less) == .some(-1)
    }

    /// `(> a b)`: `(< b a)`, as MIT reports its errors.
    @inlinable
    public static func greater(_ a: Value, _ b: Value) throws -> Bool {
        if case .int(let x) = a, case .int(let y) = b { return x > y }
        return try compareSlow(b, a, .less) == .some(-1)
    }

    /// `(<= a b)`: not `(< b a)`, and false when either is NaN.
    @inlinable
    public static func lessOrEqual(_ a: Value, _ b: Value) throws -> Bool {
        if case .int(let x) = a, case .int(let y) = b { return x <= y }
        guard let c = try compareSlow(b, a, .less) else { return false }
        return c >= 0
    }

    /// `(>= a b)`: not `(< a b)`, and false when either is NaN.
    @inlinable
    public static func greaterOrEqual(_ a: Value, _ b: Value) throws -> Bool {
        if case .int(let x) = a, case .int(let y) = b { return x >= y }
        guard let c = try compareSlow(a, b, .less) else { return false }
        return c >= 0
    }

    /// `(= a b)`, exact: `(= 1/3 0.3333333333333333)` is false.
    /// - Throws: `EvalError.wrongType` naming `integer-equal?` for a non-number.
    @inlinable
    public static func numericEqual(_ a: Value, _ b: Value) throws -> Bool {
        if case .int(let x) = a, case .int(let y) = b { return x == y }
        return try compareSlow(a, b, .equal) == .some(0)
    }

    /// The order of two numbers: -1, 0 or 1, or nil when either is NaN.
    /// - Throws: `EvalError.wrongType` naming `integer-less?` for a non-number.
    public static func compare(_ a: Value, _ b: Value) throws -> Int? {
        try compareSlow(a, b, .less)
    }

    /// `(/ a b)`. Dividing by an exact zero is an error (as Guile), by an
    /// inexact zero gives an infinity or NaN.
    /// - Throws: `EvalError.divisionByZero("/")`, `EvalError.wrongType`.
    public static func divide(_ a: Value, _ b: Value) throws -> Value {
        let ka = kind(a), kb = kind(b)
        if ka == .notNumber || kb == .notNumber { throw MIT.arithmeticTypeError(.divide, a, b) }
        if isExactZero(b) { throw EvalError.divisionByZero("/") }
        if ka == .real || kb == .real { return .real(double(a) / double(b)) }
        if case .int(let x) = a, case .int(let y) = b { return divideWords(x, y) }
        let (n1, d1) = parts(a), (n2, d2) = parts(b)
        try guardBits(n1.bitWidth + d2.bitWidth, "/", a, b)
        try guardBits(d1.bitWidth + n2.bitWidth, "/", a, b)
        return Ratio.make(n1 * d2, d1 * n2)
    }

    /// `x / y` for fixnums, `y != 0`, in lowest terms by a gcd of words:
    /// no big integer but the ratio's own numerator and denominator.
    static func divideWords(_ x: Int, _ y: Int) -> Value {
        let g = BigInt.gcdWords(x.magnitude, y.magnitude)  // >= 1, as y != 0
        let n = x.magnitude / g, d = y.magnitude / g
        let numerator = BigInt(magnitude: n, isNegative: (x < 0) != (y < 0))
        if d == 1 { return .exact(numerator) }
        return .ratio(Ratio(canonicalNumerator: numerator, denominator: BigInt(magnitude: d, isNegative: false)))
    }

    /// `(- a)`.
    /// - Throws: `EvalError.wrongType` naming `integer-negate`.
    public static func negate(_ a: Value) throws -> Value {
        switch a {
        case .int(let x):
            if x == .min { return .big(-BigInt(x)) }
            return .int(-x)
        case .big(let x): return .exact(-x)
        case .ratio(let r): return .ratio(Ratio(canonicalNumerator: -r.numerator, denominator: r.denominator))
        case .real(let x): return .real(-x)
        default: throw MIT.wrongType(a, 1, "integer-negate")
        }
    }

    // MARK: - Slow paths

    @usableFromInline
    static func addSlow(_ a: Value, _ b: Value) throws -> Value {
        let ka = kind(a), kb = kind(b)
        if ka == .notNumber || kb == .notNumber { throw MIT.arithmeticTypeError(.add, a, b) }
        if ka == .real || kb == .real { return .real(double(a) + double(b)) }
        if ka == .integer && kb == .integer {
            switch (a, b) {
            case (.big(let x), .int(let n)), (.int(let n), .big(let x)):
                // A big total plus a small term: one pass, no BigInt for n.
                try guardBits(max(x.bitWidth, Int.bitWidth - n.magnitude.leadingZeroBitCount) + 1, "+", a, b)
                return .exact(x.adding(n))
            default: break
            }
            let x = big(a), y = big(b)
            try guardBits(max(x.bitWidth, y.bitWidth) + 1, "+", a, b)
            return .exact(x + y)
        }
        let (n1, d1) = parts(a), (n2, d2) = parts(b)
        try guardBits(max(n1.bitWidth + d2.bitWidth, n2.bitWidth + d1.bitWidth) + 1, "+", a, b)
        try guardBits(d1.bitWidth + d2.bitWidth, "+", a, b)
        if let small = wordParts(b) { return addWordFraction(n1, d1, small.negative, small.n, small.d) }
        if let small = wordParts(a) { return addWordFraction(n2, d2, small.negative, small.n, small.d) }
        return addFractions(n1, d1, n2, d2, subtracting: false)
    }

    /// `n1/d1 + n2/d2` (or `-`) in lowest terms, for fractions already in
    /// lowest terms with positive denominators, by Knuth's method (TAOCP
    /// 4.5.1): with `g = gcd(d1, d2)`, `t = n1·(d2/g) ± n2·(d1/g)` and
    /// `g2 = gcd(t, g)`, the sum is `(t/g2) / ((d1/g)·(d2/g2))`. The gcds
    /// are of the denominators and of `t` with the small `g`, never of the
    /// whole result: summing `1/k` over a range takes a gcd with `k` at each
    /// step instead of one of two numbers of hundreds of digits.
    static func addFractions(_ n1: BigInt, _ d1: BigInt, _ n2: BigInt, _ d2: BigInt, subtracting: Bool) -> Value {
        let g = BigInt.gcd(d1, d2)
        if g == 1 {
            // t shares no factor with d1 (n1·d2 is prime to it, n2·d1 a
            // multiple) nor with d2: already in lowest terms.
            let t = subtracting ? n1 * d2 - n2 * d1 : n1 * d2 + n2 * d1
            let d = d1 * d2
            if d == 1 { return .exact(t) }
            return .ratio(Ratio(canonicalNumerator: t, denominator: d))
        }
        let d1g = d1.quotient(dividingBy: g), d2g = d2.quotient(dividingBy: g)
        let t = subtracting ? n1 * d2g - n2 * d1g : n1 * d2g + n2 * d1g
        if t == 0 { return .int(0) }
        let g2 = BigInt.gcd(t, g)
        let n = g2 == 1 ? t : t.quotient(dividingBy: g2)
        let d = d1g * (g2 == 1 ? d2 : d2.quotient(dividingBy: g2))
        if d == 1 { return .exact(n) }
        return .ratio(Ratio(canonicalNumerator: n, denominator: d))
    }

    /// An exact number whose numerator and denominator both fit in a word,
    /// as a sign and the two magnitudes; nil for any other value.
    static func wordParts(_ v: Value) -> (negative: Bool, n: UInt, d: UInt)? {
        switch v {
        case .int(let x): return (x < 0, x.magnitude, 1)
        case .ratio(let r):
            guard let n = r.numerator.magnitudeWord, let d = r.denominator.magnitudeWord else { return nil }
            return (r.numerator.isNegative, n, d)
        default: return nil
        }
    }

    /// `n1/d1 ± n2/d2` in lowest terms, `n1/d1` in lowest terms with
    /// `d1 > 0`, `n2/d2` in lowest terms with `0 < d2` a word (`-n2/d2`
    /// when `negative`): Knuth's method as in ``addFractions``, with every
    /// gcd, quotient and product by a word. That is a ratio plus a small
    /// integer or a small ratio, as summing `1/k` makes: two allocations
    /// (numerator and denominator), each limb touched a few times.
    static func addWordFraction(_ n1: BigInt, _ d1: BigInt, _ negative: Bool, _ n2: UInt, _ d2: UInt) -> Value {
        if n2 == 0 { return d1.magnitudeWord == 1 ? .exact(n1) : .ratio(Ratio(canonicalNumerator: n1, denominator: d1)) }
        let g = BigInt.gcd(d1, word: d2)
        let d1g = g == 1 ? d1 : d1.exactQuotient(dividingByWord: g)
        var t = BigInt.sum(n1, times: d2 / g, negative ? -d1g : d1g, times: n2)
        if t.isZero { return .int(0) }
        var d = d1g
        if g == 1 {
            // t is prime to d1 and to d2: already in lowest terms.
            d.multiply(byWord: d2)
        } else {
            let g2 = BigInt.gcd(t, word: g)
            t.divideExactly(byWord: g2)
            d.multiply(byWord: d2 / g2)
        }
        if d.magnitudeWord == 1 { return .exact(t) }
        return .ratio(Ratio(canonicalNumerator: t, denominator: d))
    }

    @usableFromInline
    static func subtractSlow(_ a: Value, _ b: Value) throws -> Value {
        let ka = kind(a), kb = kind(b)
        if ka == .notNumber || kb == .notNumber { throw MIT.arithmeticTypeError(.subtract, a, b) }
        if ka == .real || kb == .real { return .real(double(a) - double(b)) }
        if ka == .integer && kb == .integer {
            let x = big(a), y = big(b)
            try guardBits(max(x.bitWidth, y.bitWidth) + 1, "-", a, b)
            return .exact(x - y)
        }
        let (n1, d1) = parts(a), (n2, d2) = parts(b)
        try guardBits(max(n1.bitWidth + d2.bitWidth, n2.bitWidth + d1.bitWidth) + 1, "-", a, b)
        try guardBits(d1.bitWidth + d2.bitWidth, "-", a, b)
        // a - b, or -b + a.
        if let small = wordParts(b) { return addWordFraction(n1, d1, !small.negative, small.n, small.d) }
        if let small = wordParts(a) { return addWordFraction(-n2, d2, small.negative, small.n, small.d) }
        return addFractions(n1, d1, n2, d2, subtracting: true)
    }

    @usableFromInline
    static func multiplySlow(_ a: Value, _ b: Value) throws -> Value {
        // A big integer times a small one (a factorial's step), either way
        // round, before anything else: one pass.
        if case .big(let x) = a, case .int(let n) = b { return try multiply(x, n, a, b) }
        if case .int(let n) = a, case .big(let x) = b { return try multiply(x, n, a, b) }
        let ka = kind(a), kb = kind(b)
        if ka == .notNumber || kb == .notNumber { throw MIT.arithmeticTypeError(.multiply, a, b) }
        if ka == .real || kb == .real { return .real(double(a) * double(b)) }
        if ka == .integer && kb == .integer {
            let x = big(a), y = big(b)
            // The product has a + b or a + b - 1 bits: exact at the limit.
            try guardBits(x.bitWidth + y.bitWidth - 1, "*", a, b)
            let product = x * y
            try guardBits(product.bitWidth, "*", a, b)
            return .exact(product)
        }
        let (n1, d1) = parts(a), (n2, d2) = parts(b)
        try guardBits(n1.bitWidth + n2.bitWidth, "*", a, b)
        try guardBits(d1.bitWidth + d2.bitWidth, "*", a, b)
        return Ratio.make(n1 * n2, d1 * d2)
    }

    /// `(* a b)` given operands it may take over, as the evaluator's inline
    /// `*` gives what it has just computed: a small integer times a big one
    /// that nothing else holds (the product a recursive factorial's
    /// `(factorial (- n 1))` returns) is multiplied in place, without a new
    /// array. A big operand that a variable also holds is shared, and so is
    /// copied as ever. The result and any error are `multiply`'s.
    static func multiplyTaking(_ a: consuming Value, _ b: consuming Value) throws -> Value {
        if case .int(let n) = a, case .big(let x) = b {
            try guardBits(x.bitWidth + Int.bitWidth - n.magnitude.leadingZeroBitCount, "*", a, b)
            return product(taken(&b), n)
        }
        if case .big(let x) = a, case .int(let n) = b {
            try guardBits(x.bitWidth + Int.bitWidth - n.magnitude.leadingZeroBitCount, "*", a, b)
            return product(taken(&a), n)
        }
        return try multiply(a, b)
    }

    /// `(+ a b)` given operands it may take over, as `multiplyTaking`: a big
    /// integer that nothing else holds has the other integer added in place
    /// (the longer one's, the first when both are as long). The result and
    /// any error are `add`'s.
    static func addTaking(_ a: consuming Value, _ b: consuming Value) throws -> Value {
        if case .big(let x) = a, case .int(let n) = b {
            try guardBits(max(x.bitWidth, Int.bitWidth - n.magnitude.leadingZeroBitCount) + 1, "+", a, b)
            var sum = taken(&a)
            sum.add(n)
            return .exact(sum)
        }
        if case .int(let n) = a, case .big(let x) = b {
            try guardBits(max(x.bitWidth, Int.bitWidth - n.magnitude.leadingZeroBitCount) + 1, "+", a, b)
            var sum = taken(&b)
            sum.add(n)
            return .exact(sum)
        }
        if case .big(let x) = a, case .big(let y) = b {
            try guardBits(max(x.bitWidth, y.bitWidth) + 1, "+", a, b)
            if x.bitWidth >= y.bitWidth {
                var sum = taken(&a)
                sum.add(y)
                return .exact(sum)
            }
            var sum = taken(&b)
            sum.add(x)
            return .exact(sum)
        }
        return try add(a, b)
    }

    /// The big integer `v` holds, taken out of it (`v` is left a fixnum) so
    /// that the result alone holds the limbs, if nothing else does: an
    /// in-place operation on it then writes over them instead of copying.
    private static func taken(_ v: inout Value) -> BigInt {
        guard case .big(let x) = v else { preconditionFailure("Num.taken of a value that is not a big integer") }
        v = .int(0)
        return x
    }

    /// `x · n` for a big `x`, computed in place, as a canonical value.
    private static func product(_ x: consuming BigInt, _ n: Int) -> Value {
        var product = x
        product.multiply(by: n)
        // Past 64 bits it cannot be an Int: skip `.exact`'s test.
        return product.bitWidth > Int.bitWidth ? .big(product) : .exact(product)
    }

    /// `x * n` for a big `x`, `(* a b)` naming the call when it is too large.
    private static func multiply(_ x: BigInt, _ n: Int, _ a: Value, _ b: Value) throws -> Value {
        try guardBits(x.bitWidth + Int.bitWidth - n.magnitude.leadingZeroBitCount, "*", a, b)
        let product = x.multiplied(by: n)
        // Past 64 bits it cannot be an Int: skip `.exact`'s test.
        return product.bitWidth > Int.bitWidth ? .big(product) : .exact(product)
    }

    @usableFromInline
    enum Comparison { case less, equal }

    /// -1, 0, 1, or nil for NaN. Type errors as MIT's `integer-less?` (or
    /// `integer-equal?` for `=`).
    @usableFromInline
    static func compareSlow(_ a: Value, _ b: Value, _ op: Comparison) throws -> Int? {
        let ka = kind(a), kb = kind(b)
        if ka == .notNumber || kb == .notNumber {
            throw MIT.arithmeticTypeError(op == .less ? .less : .equal, a, b)
        }
        return order(a, b)
    }

    /// The exact order of two numbers; nil when either is NaN.
    static func order(_ a: Value, _ b: Value) -> Int? {
        switch (a, b) {
        case let (.int(x), .int(y)): return x < y ? -1 : x == y ? 0 : 1
        case let (.real(x), .real(y)):
            if x.isNaN || y.isNaN { return nil }
            return x < y ? -1 : x == y ? 0 : 1
        case (.real(let x), _):
            guard let c = orderExactReal(b, x) else { return nil }
            return -c
        case (_, .real(let y)):
            return orderExactReal(a, y)
        default:
            let (n1, d1) = parts(a), (n2, d2) = parts(b)
            if d1 == 1 && d2 == 1 { return n1 < n2 ? -1 : n1 == n2 ? 0 : 1 }
            let l = n1 * d2, r = n2 * d1
            return l < r ? -1 : l == r ? 0 : 1
        }
    }

    /// The order of exact `a` against double `y`, compared exactly.
    private static func orderExactReal(_ a: Value, _ y: Double) -> Int? {
        if y.isNaN { return nil }
        if y == .infinity { return -1 }
        if y == -.infinity { return 1 }
        if case .int(let x) = a, x.magnitude <= 1 << 53 {
            let dx = Double(x)
            return dx < y ? -1 : dx == y ? 0 : 1
        }
        return order(a, exact(y))
    }

    // MARK: - Classification and conversion

    @usableFromInline
    enum Kind { case integer, ratio, real, notNumber }

    @usableFromInline
    static func kind(_ v: Value) -> Kind {
        switch v {
        case .int, .big: return .integer
        case .ratio: return .ratio
        case .real: return .real
        default: return .notNumber
        }
    }

    static func isExactZero(_ v: Value) -> Bool {
        if case .int(0) = v { return true }
        return false
    }

    /// An exact integer as a BigInt. - Precondition: `v` is `.int` or `.big`.
    static func big(_ v: Value) -> BigInt {
        switch v {
        case .int(let x): return BigInt(x)
        case .big(let x): return x
        default: preconditionFailure("Num.big of a non-integer")
        }
    }

    /// Numerator and denominator of an exact number.
    static func parts(_ v: Value) -> (BigInt, BigInt) {
        switch v {
        case .int(let x): return (BigInt(x), 1)
        case .big(let x): return (x, 1)
        case .ratio(let r): return (r.numerator, r.denominator)
        default: preconditionFailure("Num.parts of an inexact number")
        }
    }

    /// Throws `numberTooLarge` naming the call `(name a b)` when a result of
    /// `bits` bits is too large.
    static func guardBits(_ bits: Int, _ name: String, _ a: Value, _ b: Value) throws {
        if bits > maxExactBits { throw EvalError.numberTooLarge(what: callText(name, [a, b]), bits: Double(bits)) }
    }

    /// The call `(name arg ...)` as a message shows it: a number longer than
    /// a line is described, not written (`<a 4194304-bit integer>`).
    static func callText(_ name: String, _ args: [Value]) -> String {
        let parts = args.map { arg -> String in
            switch arg {
            case .big(let n) where n.bitWidth > 128: return "<a \(n.bitWidth)-bit integer>"
            case .ratio(let r) where r.numerator.bitWidth + r.denominator.bitWidth > 128:
                return "<a ratio of \(r.numerator.bitWidth)-bit and \(r.denominator.bitWidth)-bit integers>"
            default: return Printer.write(arg)
            }
        }
        return "(" + ([name] + parts).joined(separator: " ") + ")"
    }

    /// The nearest double to a number (correctly rounded, ±inf when too large).
    /// - Precondition: `v` is a number.
    public static func double(_ v: Value) -> Double {
        switch v {
        case .int(let x): return Double(x)
        case .big(let x): return Double(x)
        case .ratio(let r): return double(r.numerator, over: r.denominator)
        case .real(let x): return x
        default: preconditionFailure("Num.double of a non-number")
        }
    }

    /// `n / d` correctly rounded to a double (half to even), subnormals and
    /// overflow included.
    /// - Precondition: `d > 0`.
    public static func double(_ n: BigInt, over d: BigInt) -> Double {
        if n.isZero { return 0 }
        if d == 1 { return Double(n) }
        if n.bitWidth <= 53 && d.bitWidth <= 53 {
            // Both exact as doubles: one correctly rounded division.
            return Double(n) / Double(d)
        }
        let a = n.magnitude
        // q = floor(a * 2^s / d) with 55 or 56 bits.
        let s = 55 - (a.bitWidth - d.bitWidth)
        let (q, r) = s >= 0
            ? (a << s).quotientAndRemainder(dividingBy: d)
            : a.quotientAndRemainder(dividingBy: d << -s)
        let result = rounded(q, sticky: !r.isZero, scale: s)
        return n.isNegative ? -result : result
    }

    /// `(q + f) · 2^-s` correctly rounded to a double (half to even), where
    /// `0 <= f < 1` is nonzero exactly when `sticky`; subnormals and
    /// overflow included.
    /// - Precondition: `q` has at least 55 bits (two below the last a
    ///   double keeps), and is not negative.
    static func rounded(_ q: BigInt, sticky: Bool, scale s: Int) -> Double {
        // The value's binary exponent:
        let e = q.bitWidth - 1 - s
        if e > 1023 { return .infinity }
        let ulpExponent = max(e - 52, -1074)
        let k = ulpExponent + s  // bits of q below the last kept bit (>= 2)
        var m = q >> k
        let dropped = q - (m << k)
        let half = BigInt(1) << (k - 1)
        if dropped > half || (dropped == half && (sticky || m.isOdd)) { m += 1 }
        let significand = Double(Int(exactly: m) ?? 0)
        return Double(sign: .plus, exponent: ulpExponent, significand: significand)
    }

    /// The square root of `n / d` correctly rounded to a double (half to
    /// even), however large or small the quotient: `(sqrt (/ (expt 10 401)
    /// 3))` is `1.8257418583505536e200` (Guile's answer), not the `+inf.0`
    /// of taking the root of the quotient's double.
    /// - Precondition: `n >= 0`, `d > 0`.
    public static func squareRoot(_ n: BigInt, over d: BigInt) -> Double {
        if n.isZero { return 0 }
        if n.bitWidth <= 53 && d == 1 { return Double(n).squareRoot() }  // one correctly rounded sqrt
        // t = floor(n · 4^s / d) with 113 bits or more, so that its integer
        // root m has 57 or more: floor(sqrt(t)) = floor(sqrt(n · 4^s / d)),
        // and the root is exact only when the division and the root are.
        let s = max((113 - (n.bitWidth - d.bitWidth) + 1) / 2, -(n.bitWidth / 2))
        let (t, r) = s >= 0
            ? (n << (2 * s)).quotientAndRemainder(dividingBy: d)
            : n.quotientAndRemainder(dividingBy: d << (-2 * s))
        let m = t.integerSquareRoot()
        return rounded(m, sticky: !r.isZero || m * m != t, scale: s)
    }

    /// The exact number a finite double stands for: `0.1` is
    /// `3602879701896397/36028797018963968`.
    /// - Precondition: `x.isFinite`.
    public static func exact(_ x: Double) -> Value {
        if let i = Int(exactly: x) { return .int(i) }
        let bits = x.magnitude
        var m: UInt64, e: Int
        if bits.exponentBitPattern == 0 {
            m = UInt64(bits.significandBitPattern); e = -1074
        } else {
            m = UInt64(bits.significandBitPattern) | (1 << 52)
            e = Int(bits.exponentBitPattern) - 1075
        }
        let signed = x < 0 ? -BigInt(Int(m)) : BigInt(Int(m))
        if e >= 0 { return .exact(signed << e) }
        return Ratio.make(signed, BigInt(1) << -e)
    }

    /// `exact->inexact`: the nearest double; inexact numbers are returned as they are.
    /// - Throws: `EvalError.wrongType` (MIT's `integer->flonum`) for a non-number.
    public static func toInexact(_ v: Value) throws -> Value {
        guard v.isNumber else { throw MIT.wrongType(v, 1, "integer->flonum") }
        if case .real = v { return v }
        return .real(double(v))
    }

    /// `inexact->exact`: the exact value of a double.
    /// - Throws: `EvalError.wrongType` for a non-number (MIT's `inexact->exact`)
    ///   or an infinity or NaN (MIT's `flonum-normalize`).
    public static func toExact(_ v: Value) throws -> Value {
        switch v {
        case .int, .big, .ratio: return v
        case .real(let x):
            guard x.isFinite else { throw MIT.wrongType(v, 1, "flonum-normalize") }
            return exact(x)
        default: throw MIT.anArgument(v, "inexact->exact", "the correct type")
        }
    }

    /// True for exact and inexact integers (`2`, `2.0`).
    public static func isInteger(_ v: Value) -> Bool {
        switch v {
        case .int, .big: return true
        case .real(let x): return x.isFinite && x == x.rounded(.towardZero)
        default: return false
        }
    }
}

// MARK: - MIT Scheme's error messages

/// Builds errors worded as MIT Scheme 12 words them.
///
/// MIT reports most type errors from its internal integer primitives
/// (`integer-add`, `integer-less?`, `integer-zero?`, ...): which one, and which
/// argument position, depends on the kinds of both operands. ``arithmeticTypeError(_:_:_:)``
/// reproduces MIT's choice, found by running MIT Scheme 12.1.
///
/// Some MIT messages say "passed as an argument to" with no position and end
/// in "is not a number", "is not a real number" or "is not an integer".
/// `EvalError` has no case for those, so they are built as
/// `EvalError.user` with the whole sentence as the message: the printed line
/// is MIT's exactly.
enum MIT {
    static func wrongType(_ v: Value, _ argument: Int, _ procedure: String) -> EvalError {
        .wrongType(object: Printer.errorRepresentation(v), argument: argument, procedure: procedure)
    }

    static func badRange(_ v: Value, _ argument: Int, _ procedure: String) -> EvalError {
        .badRange(object: Printer.errorRepresentation(v), argument: argument, procedure: procedure)
    }

    /// MIT's message without an argument position:
    /// `;The object X, passed as an argument to P, is not WHAT.`, where `what`
    /// is e.g. "the correct type", "a number", "a real number", "an integer",
    /// "in the correct range".
    static func anArgument(_ v: Value, _ procedure: String, _ what: String) -> EvalError {
        .user(
            message: "The object \(Printer.errorRepresentation(v)), passed as an argument to \(procedure), is not \(what).",
            irritants: [])
    }

    enum Operation { case add, subtract, multiply, divide, less, equal }

    /// The error MIT Scheme reports for `(op a b)` when `a` or `b` is not a
    /// number (`<`, `>`, `<=`, `>=` all go through `less` with MIT's
    /// argument order).
    static func arithmeticTypeError(_ op: Operation, _ a: Value, _ b: Value) -> EvalError {
        let ka = Num.kind(a), kb = Num.kind(b)
        let aBad = ka == .notNumber
        let bad = aBad ? a : b
        let other = aBad ? kb : ka
        switch op {
        case .add, .subtract:
            let name = op == .add ? "integer-add" : "integer-subtract"
            if other == .real { return wrongType(bad, 1, "integer->flonum") }
            if other == .ratio { return wrongType(bad, 1, "integer-multiply") }
            return wrongType(bad, aBad ? 1 : 2, name)
        case .multiply:
            if aBad { return wrongType(a, 1, "integer-zero?") }
            switch ka {
            case .integer: return wrongType(b, 2, "integer-multiply")
            case .ratio: return wrongType(b, 1, "integer-remainder")
            default: return wrongType(b, 1, "integer-zero?")
            }
        case .divide:
            if kb == .notNumber {
                if ka == .real { return wrongType(b, 1, "integer->flonum") }
                return wrongType(b, 1, "integer-zero?")
            }
            if kb == .real { return wrongType(a, 1, "integer-zero?") }
            return wrongType(a, 1, "integer-remainder")
        case .less:
            if other == .real || other == .ratio { return wrongType(bad, 1, "integer-multiply") }
            return wrongType(bad, aBad ? 1 : 2, "integer-less?")
        case .equal:
            if other == .real || other == .ratio { return anArgument(bad, "=", "the correct type") }
            return wrongType(bad, aBad ? 1 : 2, "integer-equal?")
        }
    }
}
