// Number formatting without Foundation's `String(format:)`.

/// `x` with exactly `decimals` digits after the point ("12.30"), rounded half
/// away from zero. Non-finite values print as Swift prints them.
func fixed(_ x: Double, decimals: Int) -> String {
    guard x.isFinite else { return "\(x)" }
    precondition(decimals >= 0 && decimals <= 9)
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9.0e18 else { return "\(x)" }  // beyond Int64: fall back
    let units = UInt64(scaled)
    let divisor = UInt64(scale)
    let whole = units / divisor
    var text = (x < 0 && units != 0 ? "-" : "") + String(whole)
    if decimals > 0 {
        let fraction = String(units % divisor)
        text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return text
}

/// `x` with three significant digits and no exponent: "1.23", "12.3", "123",
/// "1230" (for the magnitudes the tables print).
func significant(_ x: Double) -> String {
    let magnitude = abs(x)
    if magnitude >= 100 || magnitude == 0 { return fixed(x, decimals: 0) }
    if magnitude >= 10 { return fixed(x, decimals: 1) }
    if magnitude >= 1 { return fixed(x, decimals: 2) }
    if magnitude >= 0.1 { return fixed(x, decimals: 3) }
    return fixed(x, decimals: 4)
}

/// A duration given in nanoseconds, in the unit that keeps it readable:
/// "850 ns", "1.23 µs", "45.6 ms", "2.10 s".
func duration(nanoseconds ns: Double) -> String {
    // Round first, so that 999.7 ns reads "1.00 µs" and not "1000 ns".
    let units: [(limit: Double, divisor: Double, name: String)] = [
        (999.5, 1, "ns"), (999_500, 1e3, "µs"), (999_500_000, 1e6, "ms"),
    ]
    for unit in units where abs(ns) < unit.limit {
        return significant(ns / unit.divisor) + " " + unit.name
    }
    return significant(ns / 1e9) + " s"
}

/// An integer with thousands separators: 1000000 → "1,000,000".
func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
}

/// `text` padded with spaces to `width` characters, on the left or the right.
func padded(_ text: String, to width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}
