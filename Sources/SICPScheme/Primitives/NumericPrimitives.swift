import Glibc
import SICP

/// The R7RS number procedures SICP uses, as primitives.
///
/// Values follow Guile 3 (`(sqrt 16)` is exact `4`, `(exp 0)` is `1.0`,
/// `(expt 4 1/2)` is `2.0`, `(round 2.5)` is `2.0`); errors follow MIT
/// Scheme 12's wording (see ``MIT``). Where the two disagree on whether
/// something is an error, see the notes on each procedure below.
///
/// ```swift
/// for p in NumericPrimitives.all() { interp.define(p) }
/// ```
///
/// Notes on the choices made:
/// - `exact-integer-sqrt` returns two values, `s` and `r` (R7RS).
///   `floor/` and `truncate/` are left out; `floor-quotient` and friends
///   are there.
/// - No complex numbers: `(sqrt -4)`, `(log -1)`, `(asin 2)`,
///   `(expt -8 1/3)` raise a bad-range error naming the procedure.
/// - `(log 0)` is `-inf.0` (MIT; Guile raises an error).
/// - `(expt 0 -1)` and `(expt 0. -1)` signal division by zero (MIT; Guile
///   answers `+nan.0`).
/// - `(/ x 0)` with an exact zero is always a division by zero (Guile;
///   MIT answers `+inf.0` for an inexact `x`); `(/ x 0.)` follows IEEE.
public enum NumericPrimitives {
    /// Every numeric primitive, ready to bind.
    public static func all() -> [Primitive] {
        arithmetic() + comparisons() + integerDivision() + transcendental()
            + rounding() + predicates() + conversions()
    }

    // MARK: - Arithmetic

    static func arithmetic() -> [Primitive] {
        [
            Primitive("+", min: 0, max: nil, fast2: Num.add) { args in
                switch args.count {
                case 0: return .int(0)
                case 1:
                    guard args[0].isNumber else { throw MIT.anArgument(args[0], "+", "a number") }
                    return args[0]
                case 2: return try Num.add(args[0], args[1])
                default:
                    // MIT folds as (integer-add x acc): the same sums, MIT's error positions.
                    var acc = args[0]
                    for x in args.dropFirst() { acc = try Num.add(x, acc) }
                    return acc
                }
            },
            Primitive("*", min: 0, max: nil, fast2: Num.multiply) { args in
                switch args.count {
                case 0: return .int(1)
                case 1:
                    guard args[0].isNumber else { throw MIT.anArgument(args[0], "*", "a number") }
                    return args[0]
                case 2: return try Num.multiply(args[0], args[1])
                default:
                    var acc = args[0]
                    for x in args.dropFirst() { acc = try Num.multiply(x, acc) }
                    return acc
                }
            },
            Primitive("-", min: 1, max: nil, fast2: Num.subtract) { args in
                if args.count == 1 { return try Num.negate(args[0]) }
                if args.allSatisfy(\.isNumber) {
                    var acc = args[0]
                    for x in args.dropFirst() { acc = try Num.subtract(acc, x) }
                    return acc
                }
                // MIT computes a - (b + c + ...): report its error.
                var sum = args[1]
                for x in args.dropFirst(2) { sum = try Num.add(x, sum) }
                return try Num.subtract(args[0], sum)
            },
            Primitive("/", min: 1, max: nil, fast2: Num.divide) { args in
                if args.count == 1 {
                    guard args[0].isNumber else { throw MIT.wrongType(args[0], 1, "integer-positive?") }
                    return try Num.divide(.int(1), args[0])
                }
                if args.allSatisfy(\.isNumber) {
                    var acc = args[0]
                    for x in args.dropFirst() { acc = try Num.divide(acc, x) }
                    return acc
                }
                // MIT computes a / (b * c * ...): report its error.
                var product = args[1]
                for x in args.dropFirst(2) { product = try Num.multiply(x, product) }
                return try Num.divide(args[0], product)
            },
            Primitive("abs") { x in try absolute(x) },
            Primitive("magnitude") { x in try absolute(x) },
            Primitive("max", min: 1, max: nil) { args in try extremum(args, "max", wantLarger: true) },
            Primitive("min", min: 1, max: nil) { args in try extremum(args, "min", wantLarger: false) },
            Primitive("gcd", min: 0, max: nil) { args in try gcdLcm(args, "gcd") },
            Primitive("lcm", min: 0, max: nil) { args in try gcdLcm(args, "lcm") },
            Primitive("square") { x in
                guard x.isNumber else { throw MIT.wrongType(x, 1, "integer-zero?") }
                return try Num.multiply(x, x)
            },
            Primitive("cube") { x in
                guard x.isNumber else { throw MIT.wrongType(x, 1, "integer-zero?") }
                return try Num.multiply(x, Num.multiply(x, x))
            },
            Primitive("1+") { x in
                guard x.isNumber else { throw MIT.wrongType(x, 1, "integer-add-1") }
                return try Num.add(x, .int(1))
            },
            Primitive("-1+") { x in
                guard x.isNumber else { throw MIT.wrongType(x, 1, "integer-subtract-1") }
                return try Num.subtract(x, .int(1))
            },
            Primitive("expt") { a, b in try expt(a, b) },
            Primitive("numerator") { x in try numeratorOrDenominator(x, "numerator") },
            Primitive("denominator") { x in try numeratorOrDenominator(x, "denominator") },
        ]
    }

    static func absolute(_ x: Value) throws -> Value {
        switch x {
        case .int(let n): return n < 0 ? try Num.negate(x) : x
        case .big(let n): return n.isNegative ? .big(-n) : x
        case .ratio(let r):
            return r.numerator.isNegative
                ? .ratio(Ratio(canonicalNumerator: -r.numerator, denominator: r.denominator)) : x
        case .real(let d): return .real(d.magnitude)
        default: throw MIT.wrongType(x, 1, "integer-negative?")
        }
    }

    /// `max`/`min`: inexact when any argument is; NaN wins; `-0.0` is below
    /// `0` (as Guile).
    static func extremum(_ args: [Value], _ name: String, wantLarger: Bool) throws -> Value {
        if args.count == 1, !args[0].isNumber { throw MIT.anArgument(args[0], name, "a real number") }
        var best = args[0]
        var inexact = false
        var nan = false
        for (i, x) in args.enumerated() {
            if i > 0 {
                // MIT compares (< best x) for both, and reports its errors so.
                let bestIsLess = try Num.less(best, x)
                let replace = wantLarger ? bestIsLess : (!bestIsLess && Num.order(x, best) == -1)
                if replace {
                    best = x
                } else if isNegativeZero(wantLarger ? best : x), Num.order(best, x) == 0 {
                    best = x
                }
            }
            if case .real(let d) = x {
                inexact = true
                if d.isNaN { nan = true }
            }
        }
        if nan { return .real(.nan) }
        return inexact ? try Num.toInexact(best) : best
    }

    static func isNegativeZero(_ v: Value) -> Bool {
        if case .real(let d) = v { return d == 0 && d.sign == .minus }
        return false
    }

    /// An integer argument of gcd/lcm/quotient...: exact, or an integral double.
    static func integerArgument(_ v: Value, _ procedure: String) throws -> (BigInt, inexact: Bool)? {
        switch v {
        case .int(let n): return (BigInt(n), false)
        case .big(let n): return (n, false)
        case .real(let d):
            guard d.isFinite, d == d.rounded(.towardZero) else {
                throw MIT.anArgument(v, procedure, "an integer")
            }
            return (BigInt(truncating: d), true)
        default: return nil  // a ratio or a non-number: the caller's type error
        }
    }

    static func gcdLcm(_ args: [Value], _ name: String) throws -> Value {
        var acc: BigInt = name == "gcd" ? 0 : 1
        var inexact = false
        for (i, x) in args.enumerated() {
            guard let (n, isInexact) = try integerArgument(x, name) else {
                // MIT's messages: (gcd 'a 1) integer-zero?, (gcd 1 'a) integer-remainder.
                if name == "gcd" && i > 0 { throw MIT.wrongType(x, 1, "integer-remainder") }
                throw MIT.wrongType(x, 1, "integer-zero?")
            }
            inexact = inexact || isInexact
            if name == "gcd" {
                acc = BigInt.gcd(acc, n)
            } else {
                if n.isZero || acc.isZero {
                    acc = 0
                } else {
                    let g = BigInt.gcd(acc, n)
                    try Num.guardBits(acc.bitWidth + n.bitWidth, "lcm", .exact(acc), .exact(n))
                    acc = (acc * n).magnitude.quotient(dividingBy: g)
                }
            }
        }
        return inexact ? .real(Double(acc)) : .exact(acc)
    }

    static func numeratorOrDenominator(_ x: Value, _ name: String) throws -> Value {
        let isNumerator = name == "numerator"
        switch x {
        case .int, .big: return isNumerator ? x : .int(1)
        case .ratio(let r): return .exact(isNumerator ? r.numerator : r.denominator)
        case .real(let d):
            guard d.isFinite else { throw MIT.anArgument(x, name, "the correct type") }
            let e = Num.exact(d)
            return try Num.toInexact(numeratorOrDenominator(e, name))
        default: throw MIT.anArgument(x, name, "the correct type")
        }
    }

    /// `expt` as Guile computes it: an exact integer exponent by repeated
    /// squaring (exact for an exact base), otherwise `pow`.
    static func expt(_ base: Value, _ exponent: Value) throws -> Value {
        guard base.isNumber else { throw MIT.wrongType(base, 1, "integer-zero?") }
        guard exponent.isNumber else { throw MIT.anArgument(exponent, "numerator", "the correct type") }
        switch exponent {
        case .int, .big:
            return try integerPower(base, Num.big(exponent))
        case .real(let y) where y.isFinite && y == y.rounded(.towardZero):
            // An inexact integer exponent: Guile makes both inexact and squares.
            let b = try Num.toInexact(base)
            return try Num.toInexact(integerPower(b, BigInt(truncating: y)))
        default:
            let x = Num.double(base), y = Num.double(exponent)
            if x < 0 { throw MIT.badRange(base, 1, "expt") }
            let exactNonzero: Bool
            switch base {
            case .int(let i): exactNonzero = i != 0
            case .big, .ratio: exactNonzero = true
            default: exactNonzero = false
            }
            if x == 0 && y < 0 && !exactNonzero { throw EvalError.divisionByZero("expt") }
            // An exact base beyond a double's range (or below its precision).
            if exactNonzero, y.isFinite, x.isInfinite || x < Double.leastNormalMagnitude {
                return .real(largePower(base, y))
            }
            return .real(pow(x, y))
        }
    }

    /// `base^k` by repeated squaring, as Guile's `integer-expt`.
    static func integerPower(_ base: Value, _ k: BigInt) throws -> Value {
        if k.isZero {
            // R7RS (and Guile's (scheme base)): 1, inexact for an inexact base.
            if case .real = base { return .real(1) }
            return .int(1)
        }
        // 0, 1 and -1 to any power, without looping over a huge exponent.
        switch base {
        case .int(0):
            if k.isNegative { throw EvalError.divisionByZero("expt") }
            return .int(0)
        case .int(1): return .int(1)
        case .int(-1): return k.isEven ? .int(1) : .int(-1)
        case .real(let x) where x == 0 && k.isNegative:
            throw EvalError.divisionByZero("expt")
        default: break
        }
        var n = base
        var e = k.magnitude
        if k.isNegative { n = try Num.divide(.int(1), n) }
        // Refuse exact results too large to hold, before computing them.
        if case .real = n {} else {
            let (num, den) = Num.parts(n)
            let bitsPerPower = max(log2Estimate(num.magnitude), log2Estimate(den))
            let bits = Double(e) * bitsPerPower
            guard Int(exactly: e) != nil, bits <= Double(Num.maxExactBits) else {
                throw EvalError.numberTooLarge(what: Num.callText("expt", [base, .exact(k)]), bits: bits)
            }
        }
        if case .real(let x) = n, Int(exactly: e) == nil {
            // A huge exponent on a double: pow gives the limit (0, 1, inf).
            return .real(pow(x, Double(e)))
        }
        var acc: Value = .int(1)
        do {
            while true {
                if e.isZero { return acc }
                if e == 1 { return try Num.multiply(acc, n) }
                if e.isOdd { acc = try Num.multiply(acc, n) }
                n = try Num.multiply(n, n)
                e = e >> 1
            }
        } catch EvalError.numberTooLarge(_, let bits) {
            // Near the limit the estimate above passes and a product's refuses:
            // the learner wrote expt, not *.
            throw EvalError.numberTooLarge(what: Num.callText("expt", [base, .exact(k)]), bits: bits)
        }
    }

    /// About log2(n) for n >= 1: the bits each power of n adds.
    static func log2Estimate(_ n: BigInt) -> Double {
        n.bitWidth <= 1000 ? log2(Double(n)) : Double(n.bitWidth)
    }

    // MARK: - Comparisons

    static func comparisons() -> [Primitive] {
        func chain(
            _ name: String, _ what: String, _ test: @escaping (Value, Value) throws -> Bool
        ) -> Primitive {
            Primitive(name, min: 0, max: nil, fast2: { a, b in .bool(try test(a, b)) }) { args in
                if args.count == 1 {
                    guard args[0].isNumber else { throw MIT.anArgument(args[0], name, what) }
                    return .true
                }
                var i = 1
                while i < args.count {
                    if try !test(args[i - 1], args[i]) { return .false }
                    i += 1
                }
                return .true
            }
        }
        return [
            chain("=", "a complex number", Num.numericEqual),
            chain("<", "a real number", Num.less),
            chain(">", "a real number", Num.greater),
            chain("<=", "a real number", Num.lessOrEqual),
            chain(">=", "a real number", Num.greaterOrEqual),
        ]
    }

    // MARK: - Integer division

    enum Rounding { case truncate, floor }

    /// quotient/remainder/modulo and the R7RS floor-/truncate- forms.
    static func integerDivision() -> [Primitive] {
        [
            Primitive("quotient") { a, b in
                try divide(a, b, .truncate, quotient: true, "quotient", .mit("integer-quotient"))
            },
            Primitive("remainder") { a, b in
                try divide(a, b, .truncate, quotient: false, "remainder", .mit("integer-remainder"))
            },
            Primitive("modulo") { a, b in
                try divide(a, b, .floor, quotient: false, "remainder", .mit("integer-remainder"))
            },
            Primitive("truncate-quotient") { a, b in
                try divide(a, b, .truncate, quotient: true, "truncate-quotient", .r7rs(zero: "integer-quotient"))
            },
            Primitive("truncate-remainder") { a, b in
                try divide(a, b, .truncate, quotient: false, "truncate-remainder", .r7rs(zero: "integer-remainder"))
            },
            Primitive("floor-quotient") { a, b in
                try divide(a, b, .floor, quotient: true, "floor-quotient", .r7rs(zero: "integer-quotient"))
            },
            Primitive("floor-remainder") { a, b in
                try divide(a, b, .floor, quotient: false, "floor-remainder", .r7rs(zero: "integer-remainder"))
            },
            // R7RS: the quotient and the remainder, two values. The remainder
            // first, so that errors are MIT's (it names integer-remainder).
            Primitive("floor/") { a, b in
                let r = try divide(a, b, .floor, quotient: false, "floor/", .r7rs(zero: "integer-remainder"))
                return .multipleValues([try divide(a, b, .floor, quotient: true, "floor/", .r7rs(zero: "integer-remainder")), r])
            },
            Primitive("truncate/") { a, b in
                let r = try divide(a, b, .truncate, quotient: false, "truncate/", .r7rs(zero: "integer-remainder"))
                return .multipleValues([try divide(a, b, .truncate, quotient: true, "truncate/", .r7rs(zero: "integer-remainder")), r])
            },
        ]
    }

    /// The names in MIT's errors for an integer division.
    enum DivisionErrors {
        /// quotient, remainder, modulo: both type errors and a zero divisor
        /// name MIT's primitive (`integer-quotient`), with the argument position.
        case mit(String)
        /// The R7RS forms: MIT reports a bad dividend from `integer-remainder`,
        /// a bad divisor from `integer-zero?`, a zero divisor from `zero`.
        case r7rs(zero: String)

        func typeError(_ v: Value, argument: Int) -> EvalError {
            switch self {
            case .mit(let name): return MIT.wrongType(v, argument, name)
            case .r7rs: return MIT.wrongType(v, 1, argument == 1 ? "integer-remainder" : "integer-zero?")
            }
        }

        var zeroDivisor: String {
            switch self {
            case .mit(let name): return name
            case .r7rs(let zero): return zero
            }
        }
    }

    static func divide(
        _ a: Value, _ b: Value, _ rounding: Rounding, quotient: Bool,
        _ name: String, _ errors: DivisionErrors
    ) throws -> Value {
        // Fixnum fast path.
        if case .int(let x) = a, case .int(let y) = b, y != 0, !(x == .min && y == -1) {
            if quotient {
                var q = x / y
                if rounding == .floor && (x % y != 0) && ((x < 0) != (y < 0)) { q -= 1 }
                return .int(q)
            }
            var r = x % y
            if rounding == .floor && r != 0 && ((r < 0) != (y < 0)) { r += y }
            return .int(r)
        }
        guard let (x, xInexact) = try integerArgument(a, name) else { throw errors.typeError(a, argument: 1) }
        guard let (y, yInexact) = try integerArgument(b, name) else { throw errors.typeError(b, argument: 2) }
        if y.isZero { throw MIT.badRange(.int(0), 2, errors.zeroDivisor) }
        var (q, r) = x.quotientAndRemainder(dividingBy: y)
        if rounding == .floor && !r.isZero && (r.isNegative != y.isNegative) {
            q -= 1
            r += y
        }
        let result = quotient ? q : r
        if xInexact || yInexact {
            let d = Double(result)
            // Keep the sign of a zero remainder as IEEE fmod would: Guile prints 0.0 here.
            return .real(d == 0 ? 0 : d)
        }
        return .exact(result)
    }

    // MARK: - Transcendental functions

    static func transcendental() -> [Primitive] {
        func unary(_ name: String, _ mitName: String, exactAt: (Int, Value)? = nil, _ f: @escaping (Double) -> Double) -> Primitive {
            Primitive(name) { x in
                guard x.isNumber else { throw MIT.wrongType(x, 1, mitName) }
                if let (input, output) = exactAt, case .int(input) = x { return output }
                return .real(f(Num.double(x)))
            }
        }
        return [
            unary("exp", "integer-zero?", exp),
            unary("sin", "integer-zero?", exactAt: (0, .int(0)), sin),
            unary("cos", "integer-zero?", exactAt: (0, .int(1)), cos),
            unary("tan", "integer-zero?", exactAt: (0, .int(0)), tan),
            Primitive("asin") { x in try arcSineCosine(x, "asin", asin, exactAt: 0) },
            Primitive("acos") { x in try arcSineCosine(x, "acos", acos, exactAt: 1) },
            Primitive("atan", min: 1, max: 2) { args in
                let y = args[0]
                guard y.isNumber else { throw MIT.wrongType(y, 1, "integer-zero?") }
                if args.count == 1 {
                    if case .int(0) = y { return .int(0) }
                    return .real(atan(Num.double(y)))
                }
                let x = args[1]
                guard x.isNumber else { throw MIT.wrongType(x, 1, "integer->flonum") }
                return .real(atan2(Num.double(y), Num.double(x)))
            },
            Primitive("log", min: 1, max: 2) { args in
                let z = try naturalLog(args[0])
                if args.count == 1 { return .real(z) }
                return .real(z / (try naturalLog(args[1])))
            },
            Primitive("sqrt") { x in try squareRoot(x) },
            Primitive("exact-integer-sqrt") { x in
                let n: BigInt
                switch x {
                case .int(let i) where i >= 0: n = BigInt(i)
                case .big(let b) where !b.isNegative: n = b
                default: throw MIT.anArgument(x, "exact-integer-sqrt", "the correct type")
                }
                let s = n.integerSquareRoot()
                return .multipleValues([.exact(s), .exact(n - s * s)])
            },
        ]
    }

    static func arcSineCosine(_ x: Value, _ name: String, _ f: (Double) -> Double, exactAt: Int) throws -> Value {
        guard x.isNumber else { throw MIT.wrongType(x, 1, "integer-less?") }
        if case .int(let i) = x, i == (name == "asin" ? 0 : 1) { return .int(0) }
        let d = Num.double(x)
        if d.magnitude > 1 { throw MIT.badRange(x, 1, name) }
        return .real(f(d))
    }

    /// The natural logarithm of a non-negative number, computed as Guile
    /// computes it: a fixnum through its double; a larger integer as
    /// `log(m) + e·ln 2` with `m` its leading bits scaled into [0.5, 1); a
    /// ratio as the difference of two logarithms, or with `log1p` when
    /// numerator and denominator are about the same size.
    static func naturalLog(_ x: Value) throws -> Double {
        guard x.isNumber else { throw MIT.wrongType(x, 1, "integer-negative?") }
        if Num.order(x, .int(0)) == -1 { throw MIT.badRange(x, 1, "log") }
        switch x {
        case .int, .big: return integerLog(Num.big(x))
        case .ratio(let r):
            let n = r.numerator, d = r.denominator
            if abs(n.bitWidth - d.bitWidth) > 1 { return integerLog(n) - integerLog(d) }
            return log1p(Num.double(n - d, over: d))
        default:
            return log(Num.double(x))
        }
    }

    /// Guile's log of a non-negative exact integer.
    static func integerLog(_ n: BigInt) -> Double {
        if let small = Int(exactly: n), small.magnitude < 1 << 61 { return log(Double(small)) }
        let k = n.bitWidth
        let top = n >> (k - 53)  // the leading 53 bits, truncated (as mpz_get_d_2exp)
        let mantissa = Double(top) / 9007199254740992.0  // in [0.5, 1)
        return log(mantissa) + Double(k) * M_LN2
    }

    /// `sqrt`: exact for exact perfect squares (`(sqrt 16)` is `4`,
    /// `(sqrt 1/4)` is `1/2`), a double otherwise.
    static func squareRoot(_ x: Value) throws -> Value {
        switch x {
        case .int, .big:
            let n = Num.big(x)
            if n.isNegative { throw MIT.badRange(x, 1, "sqrt") }
            let s = n.integerSquareRoot()
            if s * s == n { return .exact(s) }
            return .real(Num.squareRoot(n, over: 1))
        case .ratio(let r):
            if r.numerator.isNegative { throw MIT.badRange(x, 1, "sqrt") }
            let sn = r.numerator.integerSquareRoot(), sd = r.denominator.integerSquareRoot()
            if sn * sn == r.numerator && sd * sd == r.denominator { return Ratio.make(sn, sd) }
            return .real(Num.squareRoot(r.numerator, over: r.denominator))
        case .real(let d):
            if d < 0 { throw MIT.badRange(x, 1, "sqrt") }
            return .real(d.squareRoot())
        default:
            throw MIT.wrongType(x, 1, "integer-negative?")
        }
    }

    /// `x^y` for an exact `x > 0` whose double overflows or underflows
    /// (`(expt (expt 10 401) .5)` is `3.1622776601683794e200`, where Guile
    /// gives `+inf.0`), and a finite real `y`: `x = m · 2^k` with `m` in
    /// [0.5, 1) correctly rounded, `k · y` split exactly (`fma`) into an
    /// integer and a fraction, `x^y = m^y · 2^fraction · 2^integer`: within
    /// two ulps of the exact power. `y = 0.5` is the correctly rounded root.
    static func largePower(_ x: Value, _ y: Double) -> Double {
        let (n, d) = Num.parts(x)
        if y == 0.5 { return Num.squareRoot(n, over: d) }
        let k = n.bitWidth - d.bitWidth
        // m = x / 2^k, in [0.5, 2): correctly rounded.
        let m = k >= 0 ? Num.double(n, over: d << k) : Num.double(n << -k, over: d)
        let kd = Double(k)  // exact: k is far below 2^53
        let hi = kd * y
        let lo = (-hi).addingProduct(kd, y)  // k · y - hi, exactly (a fused multiply-add)
        guard hi.isFinite, hi.magnitude < 4096 else { return hi > 0 ? .infinity : 0 }
        let whole = hi.rounded(.down)
        let fraction = (hi - whole) + lo
        return Double(sign: .plus, exponent: Int(whole), significand: pow(m, y) * exp2(fraction))
    }

    // MARK: - Rounding

    static func rounding() -> [Primitive] {
        func make(_ name: String, _ onDouble: @escaping (Double) -> Double, _ onRatio: @escaping (BigInt, BigInt) -> BigInt) -> Primitive {
            Primitive(name) { x in
                switch x {
                case .int, .big: return x
                case .ratio(let r): return .exact(onRatio(r.numerator, r.denominator))
                case .real(let d): return .real(onDouble(d))
                default: throw MIT.anArgument(x, name, "a real number")
                }
            }
        }
        return [
            make("floor", { floor($0) }, floorDivide),
            make("ceiling", { ceil($0) }, { n, d in -floorDivide(-n, d) }),
            make("truncate", { trunc($0) }, { n, d in n.quotient(dividingBy: d) }),
            make("round", guileRound, roundHalfEven),
        ]
    }

    static func floorDivide(_ n: BigInt, _ d: BigInt) -> BigInt {
        let (q, r) = n.quotientAndRemainder(dividingBy: d)
        return (!r.isZero && r.isNegative != d.isNegative) ? q - 1 : q
    }

    /// n/d to the nearest integer, ties to even. - Precondition: d > 0.
    static func roundHalfEven(_ n: BigInt, _ d: BigInt) -> BigInt {
        let f = floorDivide(n, d)
        let twice = (n - f * d) * 2  // 2 × the fraction × d, in [0, 2d)
        if twice > d || (twice == d && f.isOdd) { return f + 1 }
        return f
    }

    /// Guile's rounding of a double: half to even, computed as Guile does
    /// (so `(round -0.5)` is `0.0`, not `-0.0`).
    static func guileRound(_ x: Double) -> Double {
        if x == floor(x) { return x }
        let plusHalf = x + 0.5
        let result = floor(plusHalf)
        if plusHalf == result && plusHalf / 2 != floor(plusHalf / 2) { return result - 1 }
        return result
    }

    // MARK: - Predicates

    static func predicates() -> [Primitive] {
        func test(_ name: String, _ f: @escaping (Value) -> Bool) -> Primitive {
            Primitive(name) { x in .bool(f(x)) }
        }
        return [
            test("number?", \.isNumber),
            test("complex?", \.isNumber),
            test("real?", \.isNumber),
            test("rational?") { v in
                if case .real(let d) = v { return d.isFinite }
                return v.isNumber
            },
            test("integer?", Num.isInteger),
            test("exact-integer?") { v in
                switch v { case .int, .big: return true; default: return false }
            },
            test("exact-rational?") { v in
                switch v { case .int, .big, .ratio: return true; default: return false }
            },
            test("exact-nonnegative-integer?") { v in
                switch v {
                case .int(let n): return n >= 0
                case .big(let n): return !n.isNegative
                default: return false
                }
            },
            test("nan?") { v in
                if case .real(let d) = v { return d.isNaN }
                return false
            },
            Primitive("finite?") { x in
                guard x.isNumber else { throw MIT.wrongType(x, 1, "finite?") }
                if case .real(let d) = x { return .bool(d.isFinite) }
                return .true
            },
            Primitive("infinite?") { x in
                guard x.isNumber else { throw MIT.wrongType(x, 1, "infinite?") }
                if case .real(let d) = x { return .bool(d.isInfinite) }
                return .false
            },
            Primitive("exact?") { x in
                guard x.isNumber else { throw MIT.anArgument(x, "exact?", "the correct type") }
                if case .real = x { return .false }
                return .true
            },
            Primitive("inexact?") { x in
                guard x.isNumber else { throw MIT.anArgument(x, "exact?", "the correct type") }
                if case .real = x { return .true }
                return .false
            },
            Primitive("zero?") { x in
                switch x {
                case .int(let n): return .bool(n == 0)
                case .big, .ratio: return .false
                case .real(let d): return .bool(d == 0)
                default: throw MIT.wrongType(x, 1, "integer-zero?")
                }
            },
            Primitive("positive?") { x in
                guard x.isNumber else { throw MIT.wrongType(x, 1, "integer-positive?") }
                return .bool(Num.order(x, .int(0)) == 1)
            },
            Primitive("negative?") { x in
                guard x.isNumber else { throw MIT.wrongType(x, 1, "integer-negative?") }
                return .bool(Num.order(x, .int(0)) == -1)
            },
            Primitive("odd?") { x in try .bool(!isEven(x)) },
            Primitive("even?") { x in try .bool(isEven(x)) },
        ]
    }

    static func isEven(_ x: Value) throws -> Bool {
        switch x {
        case .int(let n): return n & 1 == 0
        case .big(let n): return n.isEven
        case .real(let d) where d.isFinite && d == d.rounded(.towardZero):
            return d.truncatingRemainder(dividingBy: 2) == 0
        case .real: throw MIT.anArgument(x, "even?", "the correct type")
        default: throw MIT.wrongType(x, 1, "integer-remainder")
        }
    }

    // MARK: - Conversions

    /// R7RS `rationalize`: the simplest rational within `y` of `x`, inexact
    /// if either is (`(rationalize (exact .3) 1/10)` is 1/3, `(rationalize
    /// .3 1/10)` is 0.3333333333333333).
    static func rationalize(_ x: Value, _ y: Value) throws -> Value {
        guard x.isNumber else { throw MIT.wrongType(x, 1, "rationalize") }
        guard y.isNumber else { throw MIT.wrongType(y, 2, "rationalize") }
        var inexact = false
        var values: [Value] = []
        for v in [x, y] {
            if case .real(let d) = v {
                inexact = true
                guard d.isFinite else {
                    // An infinite tolerance: 0.0 (+nan.0 for an infinite x).
                    if d.isNaN || values.isEmpty { return .real(.nan) }
                    return .real(0)
                }
                values.append(Num.exact(d))
            } else {
                values.append(v)
            }
        }
        let width = try Num.less(values[1], .int(0)) ? try Num.negate(values[1]) : values[1]
        let lo = try Num.subtract(values[0], width)
        let hi = try Num.add(values[0], width)
        let result: Value
        if try Num.greater(lo, .int(0)) {
            result = try simplest(lo, hi)
        } else if try Num.less(hi, .int(0)) {
            result = try Num.negate(try simplest(try Num.negate(hi), try Num.negate(lo)))
        } else {
            result = .int(0)
        }
        return inexact ? .real(Num.double(result)) : result
    }

    /// The simplest rational in `[lo, hi]`, `0 < lo <= hi`, exact (Stern and
    /// Brocot, by continued fractions: as many steps as their terms).
    private static func simplest(_ lo: Value, _ hi: Value) throws -> Value {
        let (ln, ld) = Num.parts(lo)
        let floorLo = Value.exact(ln.quotient(dividingBy: ld))
        if try Num.numericEqual(floorLo, lo) { return floorLo }
        let (hn, hd) = Num.parts(hi)
        if try Num.less(floorLo, .exact(hn.quotient(dividingBy: hd))) { return try Num.add(floorLo, .int(1)) }
        let inner = try simplest(try Num.divide(.int(1), try Num.subtract(hi, floorLo)),
                                 try Num.divide(.int(1), try Num.subtract(lo, floorLo)))
        return try Num.add(floorLo, try Num.divide(.int(1), inner))
    }

    static func conversions() -> [Primitive] {
        [
            Primitive("exact->inexact") { x in try Num.toInexact(x) },
            Primitive("inexact") { x in try Num.toInexact(x) },
            Primitive("inexact->exact") { x in try Num.toExact(x) },
            Primitive("exact") { x in try Num.toExact(x) },
            Primitive("rationalize") { x, y in try rationalize(x, y) },
            Primitive("number->string", min: 1, max: 2) { args in
                let x = args[0]
                guard x.isNumber else { throw MIT.anArgument(x, "number->string", "the correct type") }
                var radix = 10
                if args.count == 2 {
                    guard case .int(let r) = args[1], (2...36).contains(r) else {
                        throw MIT.anArgument(args[1], "number->string", "in the correct range")
                    }
                    radix = r
                }
                guard let text = NumberFormat.format(x, radix: radix) else {
                    throw MIT.anArgument(args[1], "number->string", "in the correct range")
                }
                return .string(MString(text))
            },
            Primitive("string->number", min: 1, max: 2) { args in
                guard case .string(let s) = args[0] else {
                    throw MIT.anArgument(args[0], "string-length", "the correct type")
                }
                var radix = 10
                if args.count == 2 {
                    guard case .int(let r) = args[1], [2, 8, 10, 16].contains(r) else {
                        throw MIT.anArgument(args[1], "string->number", "in the correct range")
                    }
                    radix = r
                }
                switch NumberFormat.parse(s.value, radix: radix) {
                case .number(let v): return v
                case .notANumber: return .false
                case .tooLarge(let bits):
                    throw EvalError.numberTooLarge(what: Printer.write(.list([.symbol(Symbol.intern("string->number"))] + args)), bits: bits)
                }
            },
        ]
    }
}
