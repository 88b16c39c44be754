import SICPScheme

/// What one evaluation cost: SICP 1.2's measures of a process.
///
/// ```swift
/// let m = try Statistics.measure(interp, "(fact 5)")
/// // m.value == .int(120), m.steps == 5, m.space == 5, m.calls == [("fact", 5)]
/// ```
public struct Measurement {
    /// The expression's value.
    public var value: Value
    /// The steps: calls of compound procedures (tail calls included), plus
    /// the turns of the kit's built-in loops (`sum`, `sum-integers`, ...),
    /// which stand for the calls SICP's versions would make. Calls of other
    /// built-ins (`+`, `car`) are not steps.
    public var steps: Int
    /// The space: the most compound-procedure calls pending at once (a tail
    /// call replaces the call it is made from), the recursive kit's levels
    /// included. An iterative process keeps it constant.
    public var space: Int
    /// Steps per procedure, the most frequent first (then in order of first
    /// call).
    public var calls: [(name: String, count: Int)]
    /// The calls of the most-called compound procedure (one lambda, however
    /// many closures of it were made): the turns of the loop.
    public var loopCalls = 0
    /// Wall-clock time, in seconds (the counting included).
    public var seconds: Double
    /// The recursion structure seen (see `RecursionStructure`), when the
    /// measurement recorded it (`fresh`).
    public var structure: RecursionStructure?
    /// Promises forced before the views began that the evaluation read as
    /// they stood (`fresh` measurements): the steps count only what was
    /// left to compute.
    public var staleReads = 0

    /// A measurement made otherwise (for tests and reports).
    public init(value: Value, steps: Int, space: Int, calls: [(name: String, count: Int)], seconds: Double) {
        self.value = value
        self.steps = steps
        self.space = space
        self.calls = calls
        self.seconds = seconds
    }
}

/// Counting steps and space, and timing: `,stats`, `,time`, and the
/// measurements behind `,growth` and `sicp check`.
public enum Statistics {
    /// Evaluates the form `datum` in `interp`, counting its steps and space.
    ///
    /// Calls are counted through the interpreter's observer, so a program
    /// that is being traced is traced as usual while it is measured.
    /// - Parameters:
    ///   - deadline: when given, the evaluation stops with
    ///     `TimeLimitExceeded` once the clock passes it.
    /// - Throws: what the evaluation throws; `TimeLimitExceeded`.
    /// - Complexity: O(1) extra per call (a counting observer is installed).
    public static func measure(
        _ interp: Interp, _ datum: Value, deadline: ContinuousClock.Instant? = nil, fresh: Bool = false
    ) throws -> Measurement {
        try measure(interp, deadline: deadline, fresh: fresh) { try interp.evaluate(datum: datum) }
    }

    /// Reads and evaluates `source` (one form or more), counting the steps
    /// and space of them all; the value is the last form's.
    public static func measure(
        _ interp: Interp, _ source: String, deadline: ContinuousClock.Instant? = nil
    ) throws -> Measurement {
        try measure(interp, deadline: deadline) { try interp.evaluate(source).last ?? .unspecified }
    }

    /// Runs `body` (which evaluates in `interp`) with a counting observer.
    ///   - stepLimit: when given, the evaluation stops with
    ///     `StepLimitExceeded` after that many steps: a budget that does not
    ///     depend on the machine's speed or load.
    ///   - exactBits: when given, the evaluation stops with
    ///     `ExactNumbersTooLarge` once a compound procedure is called with an
    ///     exact number of more bits (a numerator or denominator): a guess
    ///     kept exact whose digits double at each step.
    ///   - fresh: the views' measurement: from fresh state (a promise an
    ///     earlier view forced is forced again, see `Interp.promiseEpoch`;
    ///     `staleReads` counts the ones forced before the views, read as they
    ///     stood), recording the recursion structure.
    ///   - recording: record the recursion structure without the fresh
    ///     state (`sicp check`'s shapes name the process by it).
    public static func measure(
        _ interp: Interp, deadline: ContinuousClock.Instant? = nil, exactBits: Int? = nil, stepLimit: Int? = nil,
        fresh: Bool = false, recording: Bool = false, _ body: () throws -> Value
    ) throws -> Measurement {
        let counter = CallCounter(base: interp.depth, deadline: deadline)
        counter.exactBits = exactBits
        counter.stepLimit = stepLimit ?? Int.max
        counter.next = interp.observer
        interp.observer = counter
        defer { ObserverChain.remove(counter, from: interp) }
        var recorder: RecursionObserver?
        var previousEpoch = 0
        if fresh || recording {
            let observer = RecursionObserver()
            observer.next = interp.observer
            interp.observer = observer
            recorder = observer
            if fresh { previousEpoch = interp.beginFreshMeasurement() }
        }
        defer {
            if let recorder {
                ObserverChain.remove(recorder, from: interp)
                if fresh { interp.promiseEpoch = previousEpoch }
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let value = try body()
        let seconds = Statistics.seconds(clock.now - start)
        var measurement = Measurement(
            value: value, steps: counter.steps, space: counter.space, calls: counter.callsPerProcedure(),
            seconds: seconds)
        measurement.loopCalls = counter.indexOfCode.values.map { counter.counts[$0] }.max() ?? 0
        measurement.structure = recorder?.structure
        measurement.staleReads = fresh ? interp.staleReads : 0
        return measurement
    }

    /// Evaluates `datum` without counting: only the wall-clock time (`,time`).
    public static func time(_ interp: Interp, _ datum: Value) throws -> (value: Value, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try interp.evaluate(datum: datum)
        return (value, seconds(clock.now - start))
    }

    package static func seconds(_ duration: Duration) -> Double {
        let (s, attoseconds) = duration.components
        return Double(s) + Double(attoseconds) * 1e-18
    }

    /// What `,stats` prints after the value:
    ///
    /// ```
    /// steps: 7
    /// space: 1
    /// calls: fact-iter 6, factorial 1
    /// ```
    public static func report(_ m: Measurement) -> String {
        var text = "steps: \(m.steps)\nspace: \(m.space)\n"
        if !m.calls.isEmpty {
            text += "calls: " + m.calls.map { "\($0.name) \($0.count)" }.joined(separator: ", ") + "\n"
        }
        if let sentence = m.structure?.sentence { text += "recursion: " + sentence + "\n" }
        if let note = staleNote(m.staleReads) { text += note + "\n" }
        return text
    }

    /// What a measurement that read promises forced before the views began
    /// says of its counts; nil when it read none.
    public static func staleNote(_ reads: Int, at n: String? = nil) -> String? {
        guard reads > 0 else { return nil }
        let promises = reads == 1 ? "1 promise" : "\(reads) promises"
        return "note: " + (n.map { "at \($0), " } ?? "") + "the evaluation read \(promises) forced before "
            + "(memoized state): the counts are what was left to compute, not the whole process"

    }

    /// A duration for people: `850 µs`, `12.3 ms`, `1.25 s`, three
    /// significant digits.
    public static func format(seconds: Double) -> String {
        // 999.7 µs rounds to 1000 µs: that is 1.00 ms.
        if seconds < 0.999_5e-3 { return Decimal.format(seconds * 1e6, significant: 3) + " µs" }
        if seconds < 0.999_5 { return Decimal.format(seconds * 1e3, significant: 3) + " ms" }
        return Decimal.format(seconds, significant: 3) + " s"
    }
}

/// The evaluation took longer than its time limit (`sicp check`).
/// More steps than `Statistics.measure`'s `stepLimit`.
public struct StepLimitExceeded: Error, Equatable, CustomStringConvertible {
    public let steps: Int
    public init(steps: Int) { self.steps = steps }
    public var description: String { ";Aborting!: more than \(steps) steps" }
}

/// An exact number past `Statistics.measure`'s `exactBits`.
public struct ExactNumbersTooLarge: Error, Equatable, CustomStringConvertible {
    public let bits: Int
    /// The steps taken when it stopped.
    public var steps = 0
    public init(bits: Int, steps: Int = 0) {
        self.bits = bits
        self.steps = steps
    }
    public var description: String {
        "exact numbers of more than \(bits) bits, still growing (a guess kept exact: the book starts from 1.0)"
    }
}

public struct TimeLimitExceeded: Error, Equatable, CustomStringConvertible {
    public init() {}
    /// `;Aborting!: time limit exceeded`, worded as MIT words its aborts.
    public var description: String { ";Aborting!: time limit exceeded" }
}

/// Counts the calls it sees, then passes them on.
final class CallCounter: ForwardingObserver {
    var next: (any CallObserver)?
    /// The interpreter's depth when counting began.
    let base: Int
    let deadline: ContinuousClock.Instant?
    private(set) var steps = 0
    /// The most bits an exact argument may have (nil: no limit).
    var exactBits: Int?
    /// The most steps the evaluation may take.
    var stepLimit = Int.max
    private var deepest: Int
    /// Calls per lambda (so the internal `iter` of every call counts as one
    /// procedure), in order of first call.
    private(set) var indexOfCode: [ObjectIdentifier: Int] = [:]
    private var indexOfBuiltin: [String: Int] = [:]
    private var names: [String] = []
    private(set) var counts: [Int] = []
    private var retained: [LambdaCode] = []

    init(base: Int, deadline: ContinuousClock.Instant?) {
        self.base = base
        self.deepest = base
        self.deadline = deadline
    }

    var space: Int { deepest - base }

    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
        steps += 1
        if depth > deepest { deepest = depth }
        let key = ObjectIdentifier(procedure.code)
        if let i = indexOfCode[key] {
            counts[i] += 1
        } else {
            indexOfCode[key] = names.count
            retained.append(procedure.code)
            names.append(procedure.displayName)
            counts.append(1)
        }
        if steps & 255 == 0 { try checkDeadline() }
        if steps > stepLimit { throw StepLimitExceeded(steps: stepLimit) }
        if let exactBits {
            for argument in arguments {
                switch argument {
                case .big(let b) where b.bitWidth > exactBits: throw ExactNumbersTooLarge(bits: exactBits, steps: steps)
                case .ratio(let r) where r.denominator.bitWidth > exactBits || r.numerator.bitWidth > exactBits:
                    throw ExactNumbersTooLarge(bits: exactBits, steps: steps)
                default: continue
                }
            }
        }
        try next?.enter(procedure, arguments: arguments, depth: depth, tail: tail)
    }

    func leave(_ procedure: Closure, value: Value, depth: Int) {
        next?.leave(procedure, value: value, depth: depth)
    }

    func step(in procedure: String, depth: Int) throws {
        try count(procedure, depth: depth)
        try next?.step(in: procedure, depth: depth)
    }

    /// A forced rest of a built-in stream is counted as the book's delayed
    /// expression is: a step of `force` (the procedure `cons-stream`'s
    /// `delay` makes, see `compileDelay`), whatever it then calls counted
    /// as its own.
    func forcedRest(of procedure: String, depth: Int) throws {
        try count("force", depth: depth)
        try next?.forcedRest(of: procedure, depth: depth)
    }

    private func count(_ procedure: String, depth: Int) throws {
        steps += 1
        if depth > deepest { deepest = depth }
        if let i = indexOfBuiltin[procedure] {
            counts[i] += 1
        } else {
            indexOfBuiltin[procedure] = names.count
            names.append(procedure)
            counts.append(1)
        }
        if steps & 255 == 0 { try checkDeadline() }
        if steps > stepLimit { throw StepLimitExceeded(steps: stepLimit) }
    }

    private func checkDeadline() throws {
        if let deadline, ContinuousClock.now >= deadline { throw TimeLimitExceeded() }
    }

    /// Counts per name (lambdas of the same name added up), most first.
    func callsPerProcedure() -> [(name: String, count: Int)] {
        var order: [String] = []
        var total: [String: Int] = [:]
        for (name, count) in zip(names, counts) {
            if total[name] == nil { order.append(name) }
            total[name, default: 0] += count
        }
        let ranked = order.enumerated().sorted { a, b in
            let ca = total[a.element]!, cb = total[b.element]!
            return ca != cb ? ca > cb : a.offset < b.offset
        }
        return ranked.map { ($0.element, total[$0.element]!) }
    }
}

/// Decimal text for doubles without Foundation.
package enum Decimal {
    /// `x` with `digits` digits after the point (rounded half away from zero).
    package static func format(_ x: Double, digits: Int) -> String {
        guard x.isFinite else { return "\(x)" }
        let scaled = (abs(x) * pow10(digits)).rounded()
        guard scaled < 9e18 else { return "\(x)" }
        let n = Int(scaled)
        var text = String(n)
        if digits > 0 {
            if text.count <= digits { text = String(repeating: "0", count: digits - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        }
        return (x < 0 && n != 0 ? "-" : "") + text
    }

    /// `x` with about `significant` significant digits, never in exponent
    /// form: 0.0123, 1.23, 12.3, 123, 12345.
    package static func format(_ x: Double, significant: Int) -> String {
        guard x.isFinite, x != 0 else { return x == 0 ? "0" : "\(x)" }
        var magnitude = 1  // digits before the point
        var y = abs(x)
        while y >= 10 { y /= 10; magnitude += 1 }
        while y < 1 { y *= 10; magnitude -= 1 }
        var digits = max(0, significant - magnitude)
        // Rounding may carry into a new digit (9.995 -> 10.0): one fewer after the point.
        if digits > 0 && (abs(x) * pow10(digits)).rounded() >= pow10(digits + magnitude) { digits -= 1 }
        return format(x, digits: digits)
    }

    static func pow10(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<max(0, n) { p *= 10 }
        return p
    }
}
