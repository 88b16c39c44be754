// Order statistics of the samples, and least-squares fits of the growth.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The summary of one benchmark's samples, in nanoseconds per call.
struct SampleStatistics {
    /// Time per call of each sample, in the order taken.
    let samples: [Double]
    let median: Double
    let p90: Double
    let minimum: Double
    /// Calls per sample (the inner loop).
    let iterations: Int

    init(samples: [Double], iterations: Int) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        self.samples = samples
        self.median = percentile(sorted, 0.5)
        self.p90 = percentile(sorted, 0.9)
        self.minimum = sorted[0]
        self.iterations = iterations
    }
}

/// The `p`-quantile of `sorted` (ascending), interpolating linearly between
/// the closest ranks (the "type 7" rule of R and NumPy's default).
func percentile(_ sorted: [Double], _ p: Double) -> Double {
    precondition(!sorted.isEmpty && (0...1).contains(p))
    let position = p * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let fraction = position - Double(lower)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
}

/// A straight line fitted by least squares, `y ≈ intercept + slope · x`.
struct LinearFit {
    let slope: Double
    let intercept: Double
    /// The coefficient of determination, 1 for a perfect fit.
    let rSquared: Double
    let count: Int

    /// Fits `points`; `nil` for fewer than two points or a single `x`.
    init?(_ points: [(x: Double, y: Double)]) {
        guard points.count >= 2 else { return nil }
        let n = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.x } / n
        let meanY = points.reduce(0) { $0 + $1.y } / n
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for (x, y) in points {
            sxx += (x - meanX) * (x - meanX)
            sxy += (x - meanX) * (y - meanY)
            syy += (y - meanY) * (y - meanY)
        }
        guard sxx > 0 else { return nil }
        slope = sxy / sxx
        intercept = meanY - slope * meanX
        // All y equal: the line explains everything there is to explain.
        rSquared = syy > 0 ? (sxy * sxy) / (sxx * syy) : 1
        count = points.count
    }
}

/// How the time of one variant grows with its size.
enum GrowthModel: Sendable {
    /// `time ≈ c · n^k`: a straight line of log(time) against log(n).
    case power
    /// `time ≈ c · b^n`: a straight line of log(time) against n.
    case exponential
}

/// A fitted growth: the model, its parameter and how well it fits.
struct Growth {
    let model: GrowthModel
    let fit: LinearFit

    /// The exponent `k` of `n^k` or the factor `b` per unit of size.
    var parameter: Double {
        switch model {
        case .power: fit.slope
        case .exponential: exp(fit.slope)
        }
    }

    /// Fits each of `models` to `(size, nanoseconds)` points and returns the
    /// one with the best R² (both are fits of log(time), so they compare), or
    /// `nil` with fewer than two distinct positive points.
    static func best(of models: [GrowthModel], points: [(size: Int, time: Double)]) -> (best: Growth, others: [Growth])? {
        let usable = points.filter { $0.size > 0 && $0.time > 0 }
        var fits: [Growth] = []
        for model in models {
            let transformed = usable.map { point in
                (x: model == .power ? log(Double(point.size)) : Double(point.size), y: log(point.time))
            }
            if let fit = LinearFit(transformed) { fits.append(Growth(model: model, fit: fit)) }
        }
        guard let best = fits.max(by: { $0.fit.rSquared < $1.fit.rSquared }) else { return nil }
        return (best, fits.filter { $0.model != best.model })
    }
}
