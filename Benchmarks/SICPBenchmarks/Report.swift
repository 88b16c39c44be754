// The tables on standard output: one per family, sizes down, variants across.

/// The measurements of a run, with the lookups the reports share.
struct Results {
    let families: [BenchmarkFamily]
    let measurements: [Measurement]
    /// The main thread's depth limits measured during the run, by probe name.
    let depthLimits: [String: DepthLimit]
    /// The stack of the thread deep recursions ran on.
    let largeStackBytes: Int
    /// Samples asked for per benchmark.
    let samplesRequested: Int

    /// The measurements of `family`, in the order run.
    func measurements(of family: String) -> [Measurement] {
        measurements.filter { $0.benchmark.family == family }
    }

    /// The families that have at least one measurement, in registration order.
    var measuredFamilies: [BenchmarkFamily] {
        families.filter { family in measurements.contains { $0.benchmark.family == family.name } }
    }

    /// The median of `measurement` over the median of its baseline at the same
    /// size, if both were measured.
    func baselineRatio(_ measurement: Measurement) -> Double? {
        let benchmark = measurement.benchmark
        guard let baseline = benchmark.baseline, let time = measurement.statistics?.median else { return nil }
        if baseline == benchmark.variant { return 1 }
        let reference = measurements.first {
            $0.benchmark.family == benchmark.family && $0.benchmark.variant == baseline && $0.benchmark.size == benchmark.size
        }
        guard let referenceTime = reference?.statistics?.median, referenceTime > 0 else { return nil }
        return time / referenceTime
    }

    /// The variants of `family` in the order they were registered.
    func variants(of family: String) -> [String] {
        var seen: [String] = []
        for measurement in measurements(of: family) where !seen.contains(measurement.benchmark.variant) {
            seen.append(measurement.benchmark.variant)
        }
        return seen
    }

    /// The `(size, median)` points of one variant, by size.
    func points(family: String, variant: String) -> [(size: Int, time: Double)] {
        measurements(of: family)
            .filter { $0.benchmark.variant == variant }
            .compactMap { measurement in measurement.statistics.map { (measurement.benchmark.size, $0.median) } }
            .sorted { $0.size < $1.size }
    }
}

/// The table of one family, ready to print.
func renderTable(_ family: BenchmarkFamily, _ results: Results) -> String {
    let measurements = results.measurements(of: family.name)
    let variants = results.variants(of: family.name)
    let sizes = Set(measurements.map(\.benchmark.size)).sorted()
    let unit = measurements.first?.benchmark.unit ?? "term"

    // Two lines per cell: "median [min, p90]" and "time per unit  ×ratio".
    var usedLargeStack = false
    var skipped: [String] = []
    var fewerSamples: [String] = []
    func cell(_ variant: String, _ size: Int) -> (String, String) {
        guard let measurement = measurements.first(where: { $0.benchmark.variant == variant && $0.benchmark.size == size })
        else { return ("", "") }
        let benchmark = measurement.benchmark
        switch measurement.placement {
        case .skipped(let reason):
            skipped.append("\(benchmark.variant) \(benchmark.parameter)=\(size): \(reason)")
            return ("skipped", "")
        case .largeStack:
            usedLargeStack = true
        case .mainThread:
            break
        }
        guard let statistics = measurement.statistics else { return ("", "") }
        if statistics.samples.count < results.samplesRequested {
            fewerSamples.append("\(benchmark.variant) \(benchmark.parameter)=\(size): \(statistics.samples.count)")
        }
        var first = duration(nanoseconds: statistics.median)
            + " [" + duration(nanoseconds: statistics.minimum) + ", " + duration(nanoseconds: statistics.p90) + "]"
        if case .largeStack = measurement.placement { first += " †" }
        var second = duration(nanoseconds: statistics.median / max(benchmark.work, 1)) + "/" + benchmark.unit
        if let ratio = results.baselineRatio(measurement) { second += "  ×" + fixed(ratio, decimals: 2) }
        return (first, second)
    }

    let cells = sizes.map { size in variants.map { cell($0, size) } }
    let sizeWidth = max(family.parameter.count, sizes.map { grouped($0).count }.max() ?? 0)
    let widths = variants.indices.map { column in
        max(variants[column].count, cells.map { max($0[column].0.count, $0[column].1.count) }.max() ?? 0)
    }

    var lines: [String] = []
    lines.append("== \(family.name): \(family.summary)")
    let units = Set(measurements.map(\.benchmark.unit))
    var legend = "   median [min, p90] per call; median time per " + (units.count == 1 ? unit : "unit of work (unit in each cell)")
    if measurements.contains(where: { $0.benchmark.baseline != nil }) {
        legend += "; ×median over the baseline's median at the same \(family.parameter)"
    }
    lines.append(legend)
    lines.append("")
    func row(_ first: String, _ columns: [String]) -> String {
        var line = padded(first, to: sizeWidth, right: true)
        for (column, text) in columns.enumerated() {
            line += " | " + padded(text, to: widths[column])
        }
        return trimmedRight(line)
    }
    lines.append(row(family.parameter, variants))
    lines.append(String(repeating: "-", count: sizeWidth + 1) + widths.map { "+" + String(repeating: "-", count: $0 + 2) }.joined())
    for (index, size) in sizes.enumerated() {
        lines.append(row(grouped(size), cells[index].map(\.0)))
        lines.append(row("", cells[index].map(\.1)))
    }

    // Growth of each variant.
    lines.append("")
    lines.append("   growth (least squares on log time; R² = 1 is a perfect fit):")
    let variantWidth = variants.map(\.count).max() ?? 0
    for variant in variants {
        let points = results.points(family: family.name, variant: variant)
        var line = "     " + padded(variant, to: variantWidth) + "  "
        guard let growth = Growth.best(of: family.growthModels(for: variant), points: points) else {
            lines.append(line + "(fewer than two sizes)")
            continue
        }
        line += padded(describe(growth.best, parameter: family.parameter), to: 30)
        line += "R² " + fixed(growth.best.fit.rSquared, decimals: 4) + ", \(growth.best.fit.count) sizes"
        for other in growth.others {
            line += "; " + describe(other, parameter: family.parameter) + " fits worse, R² " + fixed(other.fit.rSquared, decimals: 4)
        }
        lines.append(line)
    }

    // Notes.
    var notes = family.notes
    if usedLargeStack {
        notes.append(
            "† too deep for the main thread, so this size ran on a thread with a \(results.largeStackBytes >> 20) MiB stack "
                + "(its other variants with it): " + depthSummary(family, results))
    }
    notes += skipped.map { "skipped \($0)" }
    if !fewerSamples.isEmpty {
        notes.append("samples: \(results.samplesRequested) per cell, fewer for slow ones (time budget): " + fewerSamples.joined(separator: ", "))
    }
    if !notes.isEmpty {
        lines.append("")
        lines += notes.map { "   " + $0 }
    }
    return lines.joined(separator: "\n") + "\n\n"
}

/// "~n^1.02" or "exponential, ×1.91 per row".
func describe(_ growth: Growth, parameter: String) -> String {
    switch growth.model {
    case .power: "~\(parameter)^" + fixed(growth.parameter, decimals: 2)
    case .exponential: "exponential, ×" + fixed(growth.parameter, decimals: 2) + " per \(parameter)"
    }
}

/// What the depth probes of `family`'s recursions found.
private func depthSummary(_ family: BenchmarkFamily, _ results: Results) -> String {
    var probes: [String] = []
    for measurement in results.measurements(of: family.name) {
        if case .recursion(let probe) = measurement.benchmark.stack, !probes.contains(probe) { probes.append(probe) }
    }
    let found = probes.compactMap { probe in results.depthLimits[probe].map { (probe, $0) } }
    guard !found.isEmpty else { return "too deep for the main thread" }
    return found.map { probe, limit in
        let stack = "the main thread's \(limit.stackBytes >> 20) MiB stack (RLIMIT_STACK)"
        guard let depth = limit.depth else { return "the depth probe '\(probe)' could not run" }
        if limit.reachedCeiling {
            return "\(stack) held probe '\(probe)' to \(grouped(depth)) deep without failing"
        }
        let perLevel = Double(limit.stackBytes) / Double(depth)
        return "\(stack) held '\(probe)' to a depth of \(grouped(depth)) (about \(Int(perLevel.rounded())) bytes a level, "
            + "measured in child processes); sizes over half of that run here"
    }.joined(separator: "; ")
}

private func trimmedRight(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
}
