// The benchmark registry and the measuring loop.
//
// A benchmark is a family ("sum"), a variant ("iterative") and a size
// (n = 1000000); its name, "sum iterative n=1000000", is stable so that runs
// can be compared. Registering is all a new file has to do: write a
// `registerXBenchmarks(into registry: inout Registry)` function and call it
// from main.swift. See LibraryBenchmarks.swift for examples.

/// Consumes `value` so that the optimiser must compute it.
///
/// `@_optimize(none)` keeps the compiler from seeing that the body is empty
/// (an empty `@inline(never)` function alone can still be dropped), and being
/// generic it takes any result without boxing it into `Any`.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns `value` through a call the optimiser cannot see into, so that a
/// size known at compile time is not folded into the computation it bounds.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// Where a benchmark's timed closure may run.
enum StackRequirement {
    /// Anywhere: the main thread's stack is plenty.
    case small
    /// Recursion whose depth grows with the size: the harness measures once
    /// (with the depth probe of this name, in a child process) how deep the
    /// main thread's stack goes, and moves sizes near or past that onto a
    /// thread with a large stack.
    case recursion(probe: String)
}

/// A table of benchmarks: one procedure, its variants side by side.
struct BenchmarkFamily {
    /// The first word of each benchmark's name: "sum", "pascal".
    let name: String
    /// What the size is called in names and tables: "n", "row", "digits".
    let parameter: String
    /// One line above the table: what is computed, on which types.
    let summary: String
    /// The variants whose time may grow exponentially with the size (naive
    /// tree recursion): they are fitted both ways and the better R² is
    /// reported. All variants get the power law, log(time) against log(size).
    let exponentialVariants: Set<String>
    /// Lines printed under the table.
    let notes: [String]

    init(
        name: String, parameter: String, summary: String,
        exponentialVariants: Set<String> = [], notes: [String] = []
    ) {
        self.name = name
        self.parameter = parameter
        self.summary = summary
        self.exponentialVariants = exponentialVariants
        self.notes = notes
    }

    /// The growth models to fit to `variant`.
    func growthModels(for variant: String) -> [GrowthModel] {
        exponentialVariants.contains(variant) ? [.power, .exponential] : [.power]
    }
}

/// One thing to time: a variant of a family at one size.
struct Benchmark {
    let family: String
    let variant: String
    let parameter: String
    let size: Int
    /// How many units of work one call does (terms, calls, digits), for the
    /// time-per-unit column.
    let work: Double
    /// The unit of `work`, singular: "term".
    let unit: String
    /// The variant at the same size to divide by for the ratio column, or
    /// `nil` for none. A baseline names itself.
    let baseline: String?
    /// Whether `--quick` runs it.
    let quick: Bool
    let stack: StackRequirement
    /// Builds the inputs (not timed) and returns the closure to time. The
    /// closure does one call and hands its result to `blackHole`.
    let prepare: () -> () -> Void

    /// "sum iterative n=1000000".
    var name: String { "\(family) \(variant) \(parameter)=\(size)" }
}

/// All the benchmarks the executable knows, in registration order.
struct Registry {
    private(set) var families: [BenchmarkFamily] = []
    private(set) var benchmarks: [Benchmark] = []
    /// Recursions to run to a given depth on the main thread of a child process.
    private(set) var depthProbes: [String: (Int) -> Void] = [:]

    /// Adds a family; its benchmarks follow with `add`.
    mutating func addFamily(_ family: BenchmarkFamily) {
        precondition(!families.contains { $0.name == family.name }, "family \(family.name) registered twice")
        families.append(family)
    }

    /// Adds one benchmark to the family `family`, already added.
    ///
    /// - Parameters:
    ///   - work: units of work per call; defaults to `size`.
    ///   - baseline: the variant to compare with, `"baseline"` by default.
    ///   - prepare: builds the inputs and returns the closure to time.
    mutating func add(
        _ family: String, _ variant: String, size: Int,
        work: Double? = nil, unit: String = "term", baseline: String? = "baseline",
        quick: Bool = false, stack: StackRequirement = .small,
        prepare: @escaping () -> () -> Void
    ) {
        guard let parameter = families.first(where: { $0.name == family })?.parameter else {
            preconditionFailure("add the family \(family) before its benchmarks")
        }
        let benchmark = Benchmark(
            family: family, variant: variant, parameter: parameter, size: size,
            work: work ?? Double(size), unit: unit, baseline: baseline, quick: quick,
            stack: stack, prepare: prepare)
        precondition(!benchmarks.contains { $0.name == benchmark.name }, "\(benchmark.name) registered twice")
        benchmarks.append(benchmark)
    }

    /// Adds a recursion for the depth probe: `body(depth)` recurses `depth`
    /// deep. Name it in `StackRequirement.recursion(probe:)`.
    mutating func addDepthProbe(_ name: String, _ body: @escaping (Int) -> Void) {
        depthProbes[name] = body
    }
}

/// How long and how often to measure.
struct MeasurementSettings {
    /// Samples per benchmark (fewer for slow benchmarks unless `exactSamples`).
    var samples: Int
    /// Whether `samples` was asked for on the command line and is kept.
    var exactSamples: Bool
    /// Minimum duration of one sample; tiny workloads repeat inside it.
    var sampleTarget: Duration
    /// How long to run a benchmark before measuring it (at least one call).
    var warmUp: Duration
    /// Roughly how long one benchmark may take: slow ones get fewer samples.
    var budget: Duration
    /// The fewest samples a slow benchmark is cut down to.
    var minimumSamples: Int

    static let full = MeasurementSettings(
        samples: 31, exactSamples: false, sampleTarget: .milliseconds(2),
        warmUp: .milliseconds(30), budget: .seconds(3), minimumSamples: 5)
    static let quick = MeasurementSettings(
        samples: 7, exactSamples: false, sampleTarget: .milliseconds(1),
        warmUp: .milliseconds(5), budget: .milliseconds(300), minimumSamples: 3)
}

extension Duration {
    /// The duration in nanoseconds, as a `Double`.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
    }
}

/// Times several closures together: each is warmed up and calibrated on its
/// own (its inner loop repeats it until one sample lasts at least
/// `settings.sampleTarget`), then the samples are taken in turn, one of each
/// per round, so that a burst of load on the machine falls on all of them
/// alike and their ratios stay fair.
///
/// - Returns: the statistics of the time per call of each closure.
func measureInterleaved(_ bodies: [() -> Void], settings: MeasurementSettings) -> [SampleStatistics] {
    let clock = ContinuousClock()

    // Warm-up: caches, branch predictors, lazily bound symbols, page faults of
    // a deep stack. At least one call; the time per call calibrates the loop.
    var plans: [(iterations: Int, samples: Int)] = []
    for body in bodies {
        var calls = 0
        let start = clock.now
        var elapsed = Duration.zero
        repeat {
            body()
            calls += 1
            elapsed = clock.now - start
        } while elapsed < settings.warmUp
        let perCall = max(elapsed.nanoseconds / Double(calls), 1)
        let iterations = max(1, Int((settings.sampleTarget.nanoseconds / perCall).rounded(.up)))
        var samples = settings.samples
        if !settings.exactSamples {
            let affordable = Int(settings.budget.nanoseconds / (perCall * Double(iterations)))
            samples = min(settings.samples, max(settings.minimumSamples, affordable))
        }
        plans.append((iterations, samples))
    }

    var samples = [[Double]](repeating: [], count: bodies.count)
    let rounds = plans.map(\.samples).max() ?? 0
    for round in 0..<rounds {
        // Start each round with the next closure, so that none is always first.
        for offset in bodies.indices {
            let index = (round + offset) % bodies.count
            let (iterations, count) = plans[index]
            guard round < count else { continue }
            let body = bodies[index]
            let start = clock.now
            for _ in 0..<iterations { body() }
            let elapsed = clock.now - start
            samples[index].append(elapsed.nanoseconds / Double(iterations))
        }
    }
    return bodies.indices.map { SampleStatistics(samples: samples[$0], iterations: plans[$0].iterations) }
}

/// Where a benchmark ran, or why it did not.
enum Placement {
    case mainThread
    /// On a thread of its own with a stack of this many bytes, because the
    /// benchmark needs it (the others of its size ran there too).
    case largeStack(bytes: Int)
    /// Not run; the reason is printed under the table.
    case skipped(reason: String)
}

/// The outcome of one benchmark.
struct Measurement {
    let benchmark: Benchmark
    let placement: Placement
    /// `nil` if skipped.
    let statistics: SampleStatistics?
}

/// Runs benchmarks, deciding per benchmark which stack it needs.
struct Runner {
    let registry: Registry
    let settings: MeasurementSettings
    /// The stack size for recursions too deep for the main thread.
    let largeStackBytes = 512 << 20
    /// Depth limits measured so far, by probe name.
    private(set) var depthLimits: [String: DepthLimit] = [:]

    init(registry: Registry, settings: MeasurementSettings) {
        self.registry = registry
        self.settings = settings
    }

    /// Measures `benchmarks` (the variants of one family at one size)
    /// together, sample by sample in turn: on the main thread, or all on a
    /// large-stack thread if one of them needs it.
    ///
    /// - Returns: one measurement per benchmark, in the same order.
    mutating func run(_ benchmarks: [Benchmark]) -> [Measurement] {
        let placements = benchmarks.map { place($0) }
        let runnable = benchmarks.indices.filter {
            if case .skipped = placements[$0] { return false }
            return true
        }
        let bodies = runnable.map { benchmarks[$0].prepare() }
        let settings = self.settings
        var statistics: [SampleStatistics] = []
        let needsLargeStack = runnable.contains {
            if case .largeStack = placements[$0] { return true }
            return false
        }
        if needsLargeStack {
            statistics = runOnThread(stackBytes: largeStackBytes) { measureInterleaved(bodies, settings: settings) }
        } else if !bodies.isEmpty {
            statistics = measureInterleaved(bodies, settings: settings)
        }
        var byIndex: [Int: SampleStatistics] = [:]
        for (position, index) in runnable.enumerated() { byIndex[index] = statistics[position] }
        return benchmarks.indices.map {
            Measurement(benchmark: benchmarks[$0], placement: placements[$0], statistics: byIndex[$0])
        }
    }

    /// The main thread for small stacks and recursions well inside the
    /// measured limit (half of it, leaving room for the harness and for
    /// variation); a large-stack thread for deeper ones if it is big enough.
    private mutating func place(_ benchmark: Benchmark) -> Placement {
        guard case .recursion(let probeName) = benchmark.stack else { return .mainThread }
        // Up to 10^4 frames fit on any stack this runs on; no probe needed.
        if benchmark.size <= 10_000 { return .mainThread }
        let limit = depthLimit(probeName)
        switch limit.depth {
        case .some(let depth) where benchmark.size * 2 <= depth:
            return .mainThread
        case .some(let depth):
            // Bytes per level as measured, with 50% to spare.
            let bytesPerLevel = Double(limit.stackBytes) / Double(max(depth, 1))
            let needed = Double(benchmark.size) * bytesPerLevel * 1.5
            if needed <= Double(largeStackBytes) { return .largeStack(bytes: largeStackBytes) }
            return .skipped(reason: "needs ~\(Int(needed) >> 20) MiB of stack, more than the \(largeStackBytes >> 20) MiB thread")
        case .none:
            return .largeStack(bytes: largeStackBytes)
        }
    }

    /// The probe's limit, measured on first use.
    mutating func depthLimit(_ probeName: String) -> DepthLimit {
        if let known = depthLimits[probeName] { return known }
        let limit = DepthLimit.measure(probe: probeName)
        depthLimits[probeName] = limit
        return limit
    }
}
