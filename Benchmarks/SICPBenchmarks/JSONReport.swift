// `--json FILE`: the figures, written by hand.
//
//     {"results":[{"benchmark":"sum","variant":"iterative","n":1000000,
//                  "median_ns":123.0,"p90_ns":130.0,"baseline_ratio":1.02},...]}
//
// One object per family ("benchmark"), variant and size; "n" is the size
// whatever the family calls it (row, digits). A baseline has ratio 1.0; a
// variant without a baseline at its size has "baseline_ratio":null. Skipped
// benchmarks are left out.

/// The JSON document for `results`, one result per line.
func renderJSON(_ results: Results) -> String {
    var objects: [String] = []
    for measurement in results.measurements {
        guard let statistics = measurement.statistics else { continue }
        let benchmark = measurement.benchmark
        let ratio = results.baselineRatio(measurement).map { jsonNumber($0, decimals: 4) } ?? "null"
        objects.append(
            "{\"benchmark\":\(jsonString(benchmark.family)),\"variant\":\(jsonString(benchmark.variant)),"
                + "\"n\":\(benchmark.size),\"median_ns\":\(jsonNumber(statistics.median, decimals: 1)),"
                + "\"p90_ns\":\(jsonNumber(statistics.p90, decimals: 1)),\"baseline_ratio\":\(ratio)}")
    }
    return "{\"results\":[\n" + objects.joined(separator: ",\n") + "\n]}\n"
}

/// `text` as a JSON string literal: quotes, backslashes and control
/// characters escaped.
func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{08}": result += "\\b"
        case "\u{0C}": result += "\\f"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// A finite number with a fixed count of decimals ("123.0"); JSON has no NaN
/// or infinity, so those are `null`.
func jsonNumber(_ x: Double, decimals: Int) -> String {
    x.isFinite ? fixed(x, decimals: max(1, decimals)) : "null"
}
