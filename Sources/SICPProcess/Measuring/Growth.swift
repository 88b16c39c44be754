import SICP
@_spi(SICPInternals) import SICPScheme

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An order of growth, among the ones SICP's chapter 1 meets.
public enum GrowthOrder: Equatable, Sendable {
    /// Θ(1)
    case constant
    /// Θ(log n)
    case logarithmic
    /// Θ(√n): trial division's `prime?` (SICP 1.2.6).
    case squareRoot
    /// Θ(n)
    case linear
    /// Θ(n log n)
    case linearithmic
    /// Θ(n^k), k = 2...5 (count-change with five kinds of coins is Θ(n⁵)).
    case polynomial(Int)
    /// Θ(bⁿ), with the base the fit found (fib's calls: b ≈ φ ≈ 1.618).
    case exponential(base: Double)

    /// `Θ(1)`, `Θ(log n)`, `Θ(n)`, `Θ(n log n)`, `Θ(n²)` ... `Θ(n⁵)`,
    /// `exponential (~1.62ⁿ)`.
    public var name: String {
        switch self {
        case .constant: return "Θ(1)"
        case .logarithmic: return "Θ(log n)"
        case .squareRoot: return "Θ(√n)"
        case .linear: return "Θ(n)"
        case .linearithmic: return "Θ(n log n)"
        case .polynomial(let k):
            let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
            return "Θ(n" + (0..<10 ~= k ? String(superscripts[k]) : "^\(k)") + ")"
        case .exponential(let base):
            return "exponential (~" + Decimal.format(base, digits: 2) + "ⁿ)"
        }
    }

    /// As `name`, with `variable` for n: `Θ(log a)`, `exponential (~1.62ᵃ)`
    /// (the superscript only where Unicode has one).
    public func name(of variable: String) -> String {
        guard variable != "n" else { return name }
        switch self {
        case .exponential(let base):
            return "exponential (~" + Decimal.format(base, digits: 2) + "^" + variable + ")"
        default:
            return String(name.dropLast()).replacing("n", with: variable) + ")"
        }
    }

    /// As `name`, but an exponential as `Θ(1.8ⁿ)` (for the checker's sentences).
    public var theta: String {
        if case .exponential(let base) = self { return "Θ(" + Decimal.format(base, digits: 1) + "ⁿ)" }
        return name
    }

    /// How simple the order is: a fit prefers the simpler of two that fit
    /// about as well.
    package var rank: Int {
        switch self {
        case .constant: return 0
        case .logarithmic: return 1
        case .squareRoot: return 2
        case .linear: return 3
        case .linearithmic: return 4
        case .polynomial(let k): return 3 + k
        case .exponential: return 100
        }
    }

    /// g(n) of the fit y ≈ a + b·g(n); nil for the exponential, fitted as
    /// log y ≈ a + b·n.
    var shape: ((Double) -> Double)? {
        switch self {
        case .constant: return { _ in 0 }
        case .logarithmic: return { log($0) }
        case .squareRoot: return { $0.squareRoot() }
        case .linear: return { $0 }
        case .linearithmic: return { $0 * log($0) }
        case .polynomial(let k): return { n in (0..<k).reduce(1) { p, _ in p * n } }
        case .exponential: return nil
        }
    }

    /// Whether the order is the same, whatever an exponential's base.
    public func isSameKind(as other: GrowthOrder) -> Bool {
        rank == other.rank
    }
}

/// The order of growth that best fits measured points.
public struct GrowthFit: Equatable, Sendable {
    /// The fitted order.
    public var order: GrowthOrder
    /// Whether the values of n span enough (the largest at least four times
    /// the smallest) to tell orders apart; when not, `order` is only the
    /// best guess and `,growth` and `sicp check` say "not enough range to tell".
    public var enoughRange: Bool = true
    /// The fit's root-mean-square relative error (0.05: predictions 5% off).
    public var error: Double

    /// How far to trust the fit: `high` (within 10%), `rough`, or `not
    /// enough range to tell`.
    public var confidence: String {
        !enoughRange ? "not enough range to tell" : error <= 0.1 ? "high" : "rough"
    }
    /// For a rough fit (error above 10%), how the values grow between the
    /// last two points: count-change's steps grow as n^3.7 between n = 80
    /// and 160, on their way to n⁵.
    public var local: LocalGrowth?
    /// The fitted coefficients: y ≈ a + b·g(n) for the order's g, or
    /// y ≈ e^(a + b·n) for the exponential (whose base is e^b).
    public var a: Double = 0
    /// See `a`.
    public var b: Double = 0

    /// The fitted curve's value at `n`: what the plots draw.
    public func value(at n: Double) -> Double {
        guard let g = order.shape else { return exp(a + b * n) }
        return a + b * g(n)
    }
}

/// Growth between two neighbouring points, as a power of n.
public struct LocalGrowth: Equatable, Sendable {
    /// The smaller n of the two.
    public var from: Double
    /// The larger n of the two.
    public var to: Double
    /// log(y₂/y₁) / log(n₂/n₁).
    public var exponent: Double
    /// Whether the exponent grew along the points (by a quarter or more):
    /// the lower-order terms still count, the order may be higher.
    public var rising: Bool
}

/// Orders of growth from measurements: `,growth` and the process shapes that
/// `sicp check` asks for.
///
/// Each candidate order g(n) is fitted as y ≈ a + b·g(n), b ≥ 0, by least
/// squares on the relative error (every point counts alike, small n as
/// large); the exponential as log y ≈ α + β·n. The smallest error wins, but
/// a simpler order within half as much again (plus 0.01) is preferred: a
/// constant is a constant even though Θ(n) with b = 0 fits it as well.
///
/// The candidates are Θ(1), Θ(log n), Θ(n), Θ(n log n), Θ(n²), Θ(n³),
/// Θ(n⁴), Θ(n⁵) and exponential. Θ(n⁴) and Θ(n⁵) are there for
/// count-change (SICP 1.2.2, exercise 1.14), whose steps are Θ(n⁵) with five
/// kinds of coins. Its lower terms dominate for every n one can wait for,
/// though (the steps grow as n^3.7 between 80 and 160 cents, as n^4.8
/// around 1000 cents), so the fit names the order the measured range shows
/// and says when the fit is rough.
public enum Growth {
    /// The order that best fits `points` (n, value); nil with fewer than
    /// three distinct n, or an n below 1.
    public static func fit(_ points: [(n: Double, value: Double)]) -> GrowthFit? {
        let distinct = Set(points.map(\.n))
        guard distinct.count >= 3, points.allSatisfy({ $0.n >= 1 && $0.value.isFinite }) else { return nil }
        let ns = points.map(\.n), ys = points.map(\.value)
        var candidates: [(order: GrowthOrder, a: Double, b: Double, error: Double)] = []
        let orders: [GrowthOrder] = [
            .constant, .logarithmic, .squareRoot, .linear, .linearithmic,
            .polynomial(2), .polynomial(3), .polynomial(4), .polynomial(5),
        ]
        for order in orders {
            let (a, b, error) = linearFit(ns, ys, order.shape!)
            candidates.append((order, a, b, error))
        }
        if let (a, b, error) = exponentialFit(ns, ys) {
            candidates.append((.exponential(base: exp(b)), a, b, error))
        }
        // Exponential against polynomial, decided from the measurements.
        let evidence = exponentialEvidence(points)
        if evidence == false { candidates.removeAll { if case .exponential = $0.order { return true }; return false } }
        let best = candidates.map(\.error).min()!
        var chosen = candidates.first { $0.error <= best * 1.5 + 0.01 }!
        if evidence == true, let later = laterExponentialFit(points) {
            chosen = (.exponential(base: exp(later.beta)), later.alpha, later.beta, later.error)
        } else if let power = evidentPower(points), let candidate = candidates.first(where: { $0.order == power }) {
            // A short range whose every log-log slope is the same power.
            chosen = candidate
        }
        var fit = GrowthFit(order: chosen.order, error: chosen.error)
        fit.a = chosen.a
        fit.b = chosen.b
        fit.enoughRange = ns.max()! >= 4 * ns.min()! || evidence == true
            || powerEvident(points, chosen.order)
        if chosen.error > 0.1 {
            let sorted = points.sorted { $0.n < $1.n }
            var exponents: [Double] = []
            for (a, b) in zip(sorted, sorted.dropFirst()) where a.value > 0 && b.value > 0 && b.n > a.n {
                exponents.append(log(b.value / a.value) / log(b.n / a.n))
            }
            let a = sorted[sorted.count - 2], b = sorted[sorted.count - 1]
            if let last = exponents.last, a.value > 0, b.value > 0, b.n > a.n {
                fit.local = LocalGrowth(from: a.n, to: b.n, exponent: last, rising: last >= exponents[0] + 0.25)
            }
        }
        return fit
    }

    /// Whether the points grow exponentially (true), polynomially or slower
    /// (false), or cannot tell (nil). Over the last intervals between
    /// points, the growth rate per unit of n, log(y₂/y₁) / (n₂ − n₁), stays
    /// the same for an exponential (fib: log φ between any two n), while
    /// for a power of n it falls as 1/n (and the log-log slope settles
    /// instead). The elasticity of that rate with respect to n tells them
    /// apart: about 0 for bⁿ, about −1 for nᵏ, whatever k. It needs n to
    /// change enough between the first and last interval (see
    /// `laterIntervals`), the values to grow (3 times or more over those
    /// intervals) and a log-log slope above 2 at the end (so that a large
    /// constant term under a power of n is not taken for an exponential).
    static func exponentialEvidence(_ points: [(n: Double, value: Double)]) -> Bool? {
        guard let later = laterIntervals(points) else { return nil }
        guard later.allSatisfy({ $0.rate > 0 }) else { return false }
        let first = later.first!, last = later.last!
        let elasticity = log(last.rate / first.rate) / log(last.mid / first.mid)
        if elasticity < -0.6 { return false }
        let sorted = distinctSorted(points)
        let growth = sorted.last!.value / sorted[sorted.count - later.count - 1].value
        // A slope in log-log above 2 at the end, and the rate kept: bⁿ.
        let slope = log(sorted[sorted.count - 1].value / sorted[sorted.count - 2].value)
            / log(sorted[sorted.count - 1].n / sorted[sorted.count - 2].n)
        if elasticity > -0.35 && growth >= 3 && slope > 2 { return true }
        return nil
    }

    /// The last intervals between successive points, back to the first
    /// whose middle n is 1.25 times smaller than the last's (at least two);
    /// nil when there are none such, or a value is not positive.
    static func laterIntervals(_ points: [(n: Double, value: Double)]) -> [(mid: Double, rate: Double)]? {
        let sorted = distinctSorted(points)
        guard sorted.count >= 3, sorted.allSatisfy({ $0.value > 0 }) else { return nil }
        var rates: [(mid: Double, rate: Double)] = []
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            rates.append(((a.n + b.n) / 2, log(b.value / a.value) / (b.n - a.n)))
        }
        guard let start = rates.lastIndex(where: { $0.mid * 1.25 <= rates.last!.mid }) else { return nil }
        return Array(rates[start...])
    }

    /// The exponential through the last point with the growth rate of the
    /// last interval (where lower-order terms weigh least: fib(1) is one
    /// call, not φ), and its error over the points the evidence was read from.
    static func laterExponentialFit(_ points: [(n: Double, value: Double)]) -> (alpha: Double, beta: Double, error: Double)? {
        guard let later = laterIntervals(points), let rate = later.last?.rate, rate > 0 else { return nil }
        let sorted = distinctSorted(points)
        let last = sorted.last!
        let alpha = log(last.value) - rate * last.n
        let used = sorted.suffix(later.count + 1)
        return (alpha, rate, relativeError(used.map(\.value), used.map { exp(alpha + rate * $0.n) }))
    }

    /// One point per n (the first given), in the order of n.
    static func distinctSorted(_ points: [(n: Double, value: Double)]) -> [(n: Double, value: Double)] {
        var seen: Set<Double> = []
        return points.filter { seen.insert($0.n).inserted }.sorted { $0.n < $1.n }
    }

    /// The order a range shows however short it is: values all equal
    /// (Θ(1)), or every log-log slope between successive points within 0.12
    /// of the same power (1 for Θ(n), 2 for Θ(n²), 3 for Θ(n³)), over n
    /// changing by 1.3 times or more; nil otherwise.
    static func evidentPower(_ points: [(n: Double, value: Double)]) -> GrowthOrder? {
        let sorted = distinctSorted(points)
        guard sorted.count >= 3, sorted.last!.n >= 1.3 * sorted.first!.n, sorted.allSatisfy({ $0.value > 0 }) else { return nil }
        if Set(sorted.map(\.value)).count == 1 { return .constant }
        let slopes = zip(sorted, sorted.dropFirst()).map { a, b in log(b.value / a.value) / log(b.n / a.n) }
        for (power, order) in [(1.0, GrowthOrder.linear), (2, .polynomial(2)), (3, .polynomial(3))]
        where slopes.allSatisfy({ abs($0 - power) <= 0.12 }) {
            return order
        }
        return nil
    }

    /// Whether a short range still shows `order` (see `evidentPower`).
    static func powerEvident(_ points: [(n: Double, value: Double)], _ order: GrowthOrder) -> Bool {
        evidentPower(points) == order
    }

    /// y ≈ a + b·g(n), b ≥ 0, fitted by weighted least squares (weights
    /// 1/y²): a, b and the relative RMS error.
    static func linearFit(_ ns: [Double], _ ys: [Double], _ g: (Double) -> Double) -> (a: Double, b: Double, error: Double) {
        let gs = ns.map(g)
        let ws = ys.map { 1 / (max(abs($0), 1) * max(abs($0), 1)) }
        var sw = 0.0, swg = 0.0, swgg = 0.0, swy = 0.0, swgy = 0.0
        for i in ys.indices {
            sw += ws[i]
            swg += ws[i] * gs[i]
            swgg += ws[i] * gs[i] * gs[i]
            swy += ws[i] * ys[i]
            swgy += ws[i] * gs[i] * ys[i]
        }
        let determinant = sw * swgg - swg * swg
        var a = swy / sw, b = 0.0
        // Relative to the sums' own scale: the weights are 1/y², so with
        // steps in the tens of thousands every sum is tiny (an absolute
        // threshold once made Θ(log n) with 4,000-15,000 steps a Θ(1)).
        if abs(determinant) > 1e-12 * sw * swgg {
            let slope = (sw * swgy - swg * swy) / determinant
            if slope > 0 {
                b = slope
                a = (swy - b * swg) / sw
            }
        }
        return (a, b, relativeError(ys, gs.map { a + b * $0 }))
    }

    /// log y ≈ α + β·n, β > 0: α, β and the relative RMS error.
    static func exponentialFit(_ ns: [Double], _ ys: [Double]) -> (alpha: Double, beta: Double, error: Double)? {
        guard ys.allSatisfy({ $0 > 0 }) else { return nil }
        let ls = ys.map { log($0) }
        let count = Double(ns.count)
        let mn = ns.reduce(0, +) / count, ml = ls.reduce(0, +) / count
        var sxx = 0.0, sxy = 0.0
        for i in ns.indices {
            sxx += (ns[i] - mn) * (ns[i] - mn)
            sxy += (ns[i] - mn) * (ls[i] - ml)
        }
        guard sxx > 0 else { return nil }
        let beta = sxy / sxx
        guard beta > 1e-9 else { return nil }
        let alpha = ml - beta * mn
        return (alpha, beta, relativeError(ys, ns.map { exp(alpha + beta * $0) }))
    }

    static func relativeError(_ ys: [Double], _ predictions: [Double]) -> Double {
        var sum = 0.0
        for (y, p) in zip(ys, predictions) {
            let r = (p - y) / max(abs(y), 1)
            sum += r * r
        }
        return (sum / Double(ys.count)).squareRoot()
    }

    /// SICP's name for a process whose steps and space grow as given, or nil
    /// when it has none:
    ///
    /// | steps | space | process |
    /// | --- | --- | --- |
    /// | Θ(n) | Θ(n) | linear recursive |
    /// | Θ(n) | Θ(1) | linear iterative |
    /// | exponential or Θ(n²) and up | Θ(n) | tree recursive |
    /// | Θ(log n) | Θ(log n) | logarithmic recursive |
    /// | Θ(log n) | Θ(1) | logarithmic iterative |
    /// | Θ(√n), Θ(n log n), Θ(nᵏ) | Θ(1) | iterative |
    ///
    /// SICP calls count-change's process (Θ(n⁵) steps) tree recursive as
    /// well as fib's. Steps that outgrow linear space may also come of a
    /// linear recursion whose every level loops (a `pascal` that builds each
    /// row from the one above): the callers that record the recursion
    /// structure (`processLine`, `sicp check`'s shapes) say "tree
    /// recursive" only when a call waits for two calls of itself.
    public static func processName(steps: GrowthOrder, space: GrowthOrder) -> String? {
        switch (steps, space) {
        case (.linear, .linear): return "linear recursive"
        case (.linear, .constant): return "linear iterative"
        case (.exponential, .linear), (.polynomial, .linear): return "tree recursive"
        case (.logarithmic, .logarithmic): return "logarithmic recursive"
        case (.logarithmic, .constant): return "logarithmic iterative"
        case (.squareRoot, .constant), (.linearithmic, .constant), (.polynomial, .constant): return "iterative"
        case (.constant, .constant): return "constant"
        default: return nil
        }
    }
}

/// One row of a growth table.
public struct GrowthRow {
    /// The value given to the variable.
    public var n: Value
    /// Calls made (see `Measurement.steps`).
    public var steps: Int
    /// The most calls pending at once (see `Measurement.space`).
    public var space: Int
    /// Wall-clock time, counting included.
    public var seconds: Double
    /// The expression's value.
    public var value: Value
    /// The error the evaluation stopped with, in MIT's words (the row then
    /// has no measurements and no fit uses it).
    public var error: String?
    /// The recursion structure the evaluation showed (nil: not recorded).
    public var structure: RecursionStructure?
    /// Promises forced before the views began that the evaluation read as
    /// they stood (see `Measurement.staleReads`).
    public var staleReads = 0

    /// A row measured.
    public init(n: Value, steps: Int, space: Int, seconds: Double, value: Value, error: String? = nil) {
        self.n = n
        self.steps = steps
        self.space = space
        self.seconds = seconds
        self.value = value
        self.error = error
    }
}

/// `,growth EXPR VAR n1 n2 ...`: the measurements, the fitted orders and
/// the process's name.
///
/// ```
/// sicp> ,growth (fact n) n 10 20 40 80 160
///   n  steps  space     time
///  10     10     10  28.1 µs
///  ...
/// steps: Θ(n)
/// space: Θ(n)
/// process: linear recursive
/// ```
public struct GrowthTable {
    /// One row per value of n, in the order given.
    public var rows: [GrowthRow]
    /// The variable's name, as the table and the fits say it (`a` for
    /// `(sine a)`).
    public var variable = "n"
    /// Whether Ctrl-C stopped the measurements (the rows are those made).
    public var interrupted = false

    /// A table of measurements already made.
    public init(rows: [GrowthRow], variable: String = "n") {
        self.rows = rows
        self.variable = variable
    }

    /// Evaluates `expression` once for each of `values` bound to the global
    /// variable `variable` (whose binding is restored afterwards), counting
    /// steps and space as `Statistics.measure` does. A row whose evaluation
    /// errs keeps the error in its place and the next rows are measured;
    /// Ctrl-C stops the measurements and keeps the rows made
    /// (`interrupted`).
    /// - Parameters:
    ///   - row: called with each row as soon as it is measured.
    ///   - progress: given, a row that runs longer than half a second shows
    ///     its progress through it (`n = 30: 1200000 calls so far`, text to
    ///     write on a terminal as it is: it rewrites its own line, and
    ///     erases it when the row is done).
    /// - Throws: the error of every row, when every row erred alike (nothing
    ///   was measured); `TimeLimitExceeded` past `deadline`.
    public static func measure(
        _ interp: Interp, expression: Value, variable: String, values: [Value],
        deadline: ContinuousClock.Instant? = nil, row: (GrowthRow) -> Void = { _ in },
        progress: ((String) -> Void)? = nil
    ) throws -> GrowthTable {
        let saved = interp.lookup(variable) ?? .undefined
        defer { interp.define(variable, saved) }
        var table = GrowthTable(rows: [], variable: variable)
        var errors: [any Error] = []
        for n in values {
            interp.define(variable, n)
            var observer: ProgressObserver?
            if let progress {
                let shown = ProgressObserver(label: variable + " = " + n.tableText, show: progress)
                shown.next = interp.observer
                interp.observer = shown
                observer = shown
            }
            defer {
                if let observer {
                    ObserverChain.remove(observer, from: interp)
                    observer.erase()
                }
            }
            do {
                // Each n from fresh state: promises forced for an earlier n
                // are forced again (`Interp.promiseEpoch`).
                let m = try Statistics.measure(interp, expression, deadline: deadline, fresh: true)
                var measured = GrowthRow(n: n, steps: m.steps, space: m.space, seconds: m.seconds, value: m.value)
                measured.structure = m.structure
                measured.staleReads = m.staleReads
                table.rows.append(measured)
            } catch EvalError.interrupted {
                table.interrupted = true
                return table
            } catch let error as TimeLimitExceeded {
                throw error
            } catch let error as SchemeExit {
                throw error
            } catch {
                errors.append(error)
                let message = (error as? EvalError)?.description ?? (error as? ParseError)?.description ?? ";\(error)"
                table.rows.append(GrowthRow(n: n, steps: 0, space: 0, seconds: 0, value: .unspecified, error: message))
            }
            row(table.rows[table.rows.count - 1])
        }
        if errors.count == values.count, let first = errors.first,
           Set(table.rows.compactMap(\.error)).count == 1 {
            throw first
        }
        return table
    }

    private func points(_ quantity: (GrowthRow) -> Int) -> [(n: Double, value: Double)]? {
        var points: [(n: Double, value: Double)] = []
        for row in rows where row.error == nil {
            guard let n = row.n.doubleValue else { return nil }
            points.append((n, Double(quantity(row))))
        }
        return points
    }

    /// The fitted order of the steps (nil: too few points to fit).
    public var stepsFit: GrowthFit? { points(\.steps).flatMap(Growth.fit) }
    /// The fitted order of the space.
    public var spaceFit: GrowthFit? { points(\.space).flatMap(Growth.fit) }

    /// The process's name from the two fits.
    public var processName: String? {
        guard let steps = stepsFit, let space = spaceFit else { return nil }
        return Growth.processName(steps: steps.order, space: space.order)
    }

    /// The recursion structure at the largest n measured (nil: not recorded).
    public var structure: RecursionStructure? {
        rows.filter { $0.error == nil && $0.n.doubleValue != nil }
            .max { $0.n.doubleValue! < $1.n.doubleValue! }?.structure
    }

    /// The process's name, from the recursion structure observed (how many
    /// calls of itself a call waits for) and the steps' fitted order: the
    /// rates come from the fits, the kind of process from the program.
    /// `a linear recursion (...) whose steps grow exponentially (~4.57ⁿ)`
    /// when the structure and the steps are not one of the book's pairs.
    func processLine(_ steps: GrowthFit, _ space: GrowthFit) -> String {
        let rough = !steps.enoughRange || !space.enoughRange
        guard let structure else {
            return rough ? "not enough range to tell"
                : Growth.processName(steps: steps.order, space: space.order) ?? "none of SICP's shapes"
        }
        guard let leading = structure.leading else {
            return steps.order == .constant && steps.enoughRange ? "constant (nothing calls itself)" : "no procedure calls itself"
        }
        let stepsRate = steps.enoughRange ? describe(steps, "steps") : nil
        switch structure.kind {
        case .tree:
            return "tree recursive (\(leading.name) waits for up to \(leading.mostSelfCalls) calls of itself per call)"
        case .linear:
            let base = "(\(leading.name) waits for 1 call of itself per call)"
            switch steps.order {
            case _ where !steps.enoughRange: return "a linear recursion " + base
            case .linear: return "linear recursive " + base
            case .logarithmic: return "logarithmic recursive " + base
            case .exponential(let b):
                return "a linear recursion \(base) whose steps grow exponentially (~" + Decimal.format(b, digits: 2)
                    + "^\(variable)): the work of each call grows, the calls do not branch"
            default: return "a linear recursion \(base) whose steps grow as \(stepsRate ?? "")"
            }
        case .iterative:
            let base = "(\(leading.name) calls itself in tail position only)"
            switch steps.order {
            case _ where !steps.enoughRange: return "iterative " + base
            case .linear: return "linear iterative " + base
            case .logarithmic: return "logarithmic iterative " + base
            default: return "iterative \(base), steps \(stepsRate ?? "")"
            }
        case .none:
            return "no procedure calls itself"
        }
    }

    /// The table and the fits as `,growth` prints them.
    /// - Parameter showingTime: false leaves out the time column (which
    ///   changes from run to run) for tests and notes.
    public func render(showingTime: Bool = true) -> String {
        var header = [variable, "steps", "space"]
        if showingTime { header.append("time") }
        var lines = [header]
        for row in rows where row.error == nil {
            var line = [row.n.tableText, String(row.steps), String(row.space)]
            if showingTime { line.append(Statistics.format(seconds: row.seconds)) }
            lines.append(line)
        }
        // Rows that erred keep their place, the error after n.
        let width = rows.map(\.n.tableText.count).max().map { max($0, variable.count) } ?? variable.count
        var rendered = Table.render(lines).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var text = rendered.removeFirst() + "\n"
        for row in rows {
            if let error = row.error {
                text += String(repeating: " ", count: width - row.n.tableText.count) + row.n.tableText + "  " + error + "\n"
            } else {
                text += rendered.removeFirst() + "\n"
            }
        }
        if interrupted { return text }
        guard let steps = stepsFit, let space = spaceFit else {
            return text + "(give at least three different values of \(variable), all 1 or more, to fit an order of growth)\n"
        }
        text += "steps: " + describe(steps, "steps") + "\n"
        text += "space: " + describe(space, "space") + "\n"
        let stale = rows.filter { $0.error == nil && $0.staleReads > 0 }
        guard !stale.isEmpty else { return text + "process: " + processLine(steps, space) + "\n" }
        // Memoized state: the counts are what was left, no process is named.
        let at = stale.map(\.n.tableText).joined(separator: ", ")
        return text + "process: not named: the evaluation read promises forced before the views began "
            + "(memoized state) at \(variable) = \(at), so those rows count only what was left to compute "
            + "(define the stream again to measure it from the start)\n"
    }

    /// `Θ(n)`; for a rough fit, how the last points grow. A polynomial the
    /// fit cannot pin down (count-change) is named by its local exponent:
    /// `polynomial, ~n^3.7 from n = 80 to 160 and still rising (...)`.
    func describe(_ fit: GrowthFit, _ quantity: String) -> String {
        let v = variable
        guard fit.enoughRange else {
            return "not enough range to tell (" + advice() + ")"
        }
        guard let local = fit.local else { return fit.order.name(of: v) }
        let exponent = v + "^" + Decimal.format(local.exponent, digits: 1)
        let range = "from \(v) = \(Table.number(local.from)) to \(Table.number(local.to))"
        if case .polynomial = fit.order {
            return "polynomial, ~\(exponent) \(range)"
                + (local.rising ? " and still rising (no single Θ(\(v)ᵏ) fits yet)" : " (a rough fit)")
        }
        return fit.order.name(of: v) + " (a rough fit: \(range), \(quantity) \(quantity == "steps" ? "grow" : "grows") as \(exponent))"
    }

    /// The most a suggested value may take, by the growth seen so far.
    static let suggestionBudget = 2.0

    /// What to measure to tell the order: values of the variable spread 4
    /// times apart or more, each estimated from the growth seen so far
    /// (the fastest of the fits that match the rows) to take at most
    /// `suggestionBudget` seconds.
    func advice() -> String {
        let measured = rows.filter { $0.error == nil }.compactMap { row in row.n.doubleValue.map { (n: $0, row: row) } }
        guard let smallest = measured.map(\.n).min(), let largest = measured.map(\.n).max() else {
            return "give values of \(variable) at least 4 times apart"
        }
        let integral = rows.allSatisfy { if case .int = $0.n { return true }; return false }
        // Seconds per step at the largest n, and the steps at any n by the
        // fastest-growing fit that matches the rows.
        let top = measured.max { $0.n < $1.n }!.row
        let perStep = top.seconds / Double(max(top.steps, 1))
        let points = measured.map { (n: $0.n, value: Double($0.row.steps)) }
        var predictions: [(Double) -> Double] = [{ n in Double(top.steps) * n / max(largest, 1) }]
        if let fit = Growth.fit(points) { predictions.append(fit.value(at:)) }
        if let e = Growth.exponentialFit(points.map(\.n), points.map(\.value)) {
            predictions.append { n in exp(e.alpha + e.beta * n) }
        }
        func cost(_ n: Double) -> Double { (predictions.map { $0(n) }.max() ?? 0) * perStep }
        func text(_ n: Double) -> String { integral ? String(Int(n)) : Table.number(n) }
        // Up from the smallest n, doubling while the estimate stays within budget.
        var values = [max(1, integral ? smallest.rounded(.down) : smallest)]
        while values.count < 6, cost(values.last! * 2) <= Self.suggestionBudget, values.last! * 2 < 1e15 {
            values.append(values.last! * 2)
        }
        if values.last! >= 4 * values.first! {
            return "give values of \(variable) at least 4 times apart, e.g. " + values.map(text).joined(separator: " ")
        }
        // Larger values would take too long: go down instead.
        var lower = [values.last!]
        while lower.count < 5, lower[0] / 2 >= 1 { lower.insert((lower[0] / 2).rounded(.down), at: 0) }
        if lower.last! >= 4 * lower.first! {
            return "give values of \(variable) at least 4 times apart, e.g. " + lower.map(text).joined(separator: " ")
                + " (larger values would take more than a few seconds, by the growth seen so far)"
        }
        return "values of \(variable) at least 4 times apart would take more than a few seconds, by the growth seen so far"
    }
}

/// Right-aligned columns, two spaces apart.
package enum Table {
    package static func render(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        var text = ""
        for row in rows {
            let cells = row.enumerated().map { i, cell in
                String(repeating: " ", count: widths[i] - cell.count) + cell
            }
            text += cells.joined(separator: "  ") + "\n"
        }
        return text
    }

    package static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return Decimal.format(x, significant: 4)
    }
}

extension Value {
    /// The number as a `Double` (the nearest, as `exact->inexact` gives
    /// it, a rational of hundreds of digits too), or nil for anything but a
    /// real number.
    package var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .big(let b): return Double(b)
        case .ratio: return Num.double(self)  // a huge numerator and denominator too
        case .real(let x): return x
        default: return nil
        }
    }

    /// How a table shows the value.
    var tableText: String {
        if case .int(let i) = self { return String(i) }
        return Printer.write(self)
    }
}

/// A row's progress on a terminal, once it runs past half a second: its
/// calls so far, on a line rewritten in place four times a second and
/// erased when the row is done.
final class ProgressObserver: ForwardingObserver {
    var next: (any CallObserver)?
    let label: String
    let show: (String) -> Void
    let started = ContinuousClock.now
    private var calls = 0
    private var lastShown: ContinuousClock.Instant?

    init(label: String, show: @escaping (String) -> Void) {
        self.label = label
        self.show = show
    }

    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
        tick()
        try next?.enter(procedure, arguments: arguments, depth: depth, tail: tail)
    }

    func leave(_ procedure: Closure, value: Value, depth: Int) {
        next?.leave(procedure, value: value, depth: depth)
    }

    func step(in procedure: String, depth: Int) throws {
        tick()
        try next?.step(in: procedure, depth: depth)
    }

    func forcedRest(of procedure: String, depth: Int) throws {
        tick()
        try next?.forcedRest(of: procedure, depth: depth)
    }

    private func tick() {
        calls += 1
        guard calls & 4095 == 0 else { return }
        let now = ContinuousClock.now
        guard now - started >= .milliseconds(500), lastShown.map({ now - $0 >= .milliseconds(250) }) ?? true else { return }
        lastShown = now
        show("\r\u{1B}[K" + label + ": \(calls) calls so far")
    }

    /// Takes the progress line away, if one was shown.
    func erase() {
        if lastShown != nil { show("\r\u{1B}[K") }
    }
}
