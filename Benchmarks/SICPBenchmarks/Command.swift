// The command: parse the options, pick the benchmarks, run them, report.

/// Every benchmark the executable knows. A new suite (the evaluator's
/// workloads, say) adds its `register…Benchmarks(into:)` call here.
func makeRegistry() -> Registry {
    var registry = Registry()
    registerLibraryBenchmarks(into: &registry)
    registerSequenceBenchmarks(into: &registry)
    registerStreamBenchmarks(into: &registry)
    registerBigIntBenchmarks(into: &registry)
    registerEvaluatorBenchmarks(into: &registry)
    registerEditorBenchmarks(into: &registry)
    return registry
}

/// Runs the command line `arguments` (without the executable's name).
/// - Returns: the exit status: 0, 1 if a report could not be written, 64 on
///   bad usage.
func runCommand(_ registry: Registry, arguments: [String]) -> Int32 {
    let options: Options
    do {
        options = try parseOptions(arguments)
    } catch {
        TextOutput.standardError.write(
            "sicp-bench: \(error)\n" + usage + "See 'sicp-bench --help' for more information.\n")
        return 64
    }
    if options.help {
        TextOutput.standardOutput.write(help)
        return 0
    }

    let selected = registry.benchmarks.filter { benchmark in
        (!options.quick || benchmark.quick)
            && (options.filters.isEmpty || options.filters.contains { benchmark.name.contains($0) })
    }
    if selected.isEmpty {
        let filters = options.filters.map { "'\($0)'" }.joined(separator: " or ")
        TextOutput.standardError.write(
            "sicp-bench: no benchmark\(options.quick ? " in --quick" : "") has a name containing \(filters)"
                + " (see sicp-bench --list)\n")
        return 64
    }
    if options.list {
        TextOutput.standardOutput.write(selected.map(\.name).joined(separator: "\n") + "\n")
        return 0
    }

    var settings = options.quick ? MeasurementSettings.quick : .full
    if let samples = options.samples {
        settings.samples = samples
        settings.exactSamples = true
    }
    TextOutput.standardOutput.write(
        "sicp-bench: \(selected.count) benchmarks\(options.quick ? " (--quick)" : ""); "
            + "\(settings.samples) samples each\(settings.exactSamples ? "" : " (fewer if slow)"), "
            + "each at least \(duration(nanoseconds: settings.sampleTarget.nanoseconds)) "
            + "after \(duration(nanoseconds: settings.warmUp.nanoseconds)) of warm-up; the variants of one size "
            + "are sampled in turn; times are per call\n")

    // What a call costs with no work in it: the same path as a benchmark
    // (the timed closure, the workload closure, blackHole), an Int result.
    let zero = opaque(0)
    let empty = checked("empty workload", { zero }, isCorrect: { $0 == 0 })
    let overhead = measureInterleaved([empty], settings: settings)[0]
    TextOutput.standardOutput.write(
        "harness overhead: an empty workload takes \(duration(nanoseconds: overhead.median)) per call through the "
            + "same closures; every time below includes that path (not subtracted)\n\n")

    var runner = Runner(registry: registry, settings: settings)
    var measurements: [Measurement] = []
    let progress = TextOutput.standardError.isTerminal ? TextOutput.standardError : nil
    func results() -> Results {
        Results(
            families: registry.families, measurements: measurements, depthLimits: runner.depthLimits,
            largeStackBytes: runner.largeStackBytes, samplesRequested: settings.samples)
    }
    // The variants of one family at one size run together (interleaved);
    // groups in the order their first benchmark was registered.
    var groups: [[Benchmark]] = []
    for benchmark in selected {
        if let index = groups.firstIndex(where: { $0[0].family == benchmark.family && $0[0].size == benchmark.size }) {
            groups[index].append(benchmark)
        } else {
            groups.append([benchmark])
        }
    }
    var done = 0
    for (index, group) in groups.enumerated() {
        let first = group[0]
        progress?.write(
            "\r\u{1B}[K[\(done + 1)-\(done + group.count)/\(selected.count)] \(first.family) \(first.parameter)=\(first.size)")
        measurements += runner.run(group)
        done += group.count
        // A family's table as soon as its last group is done.
        let familyDone = index + 1 == groups.count || groups[index + 1][0].family != first.family
        if familyDone, let family = registry.families.first(where: { $0.name == first.family }) {
            progress?.write("\r\u{1B}[K")
            TextOutput.standardOutput.write(renderTable(family, results()))
        }
    }

    let final = results()
    var status: Int32 = 0
    for (path, render) in [(options.jsonPath, renderJSON), (options.svgPath, renderSVG)] {
        guard let path else { continue }
        do {
            try writeFile(render(final), to: path)
            TextOutput.standardOutput.write("wrote \(path)\n")
        } catch {
            TextOutput.standardError.write("sicp-bench: \(error)\n")
            status = 1
        }
    }
    return status
}
