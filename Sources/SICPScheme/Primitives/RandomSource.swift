/// The generator behind `random` and its kin: xoshiro256** (Blackman and
/// Vigna). Each interpreter has its own (`Interp.randomState`), seeded from
/// the system's generator, so that no interpreter's numbers depend on what
/// another one draws at the same time.
///
/// The system generator asks the kernel for every number; a Monte-Carlo
/// stream of 3.5.5 draws hundreds of thousands, and the system calls took
/// a third of a check's time. Learners' programs need numbers that look
/// random, not secrets: MIT Scheme's own `random` is a fast generator too.
struct RandomSource: RandomNumberGenerator {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// A generator whose numbers follow from `seed`; SplitMix64 spreads the
    /// seed over the four words, so that no word is zero.
    init(seed: UInt64) {
        var x = seed
        func splitMix() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (splitMix(), splitMix(), splitMix(), splitMix())
    }

    /// A generator seeded from the system's.
    init() {
        var system = SystemRandomNumberGenerator()
        self.init(seed: system.next())
    }

    mutating func next() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = rotate(state.3, 45)
        return result
    }

    private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}

/// A generator a program holds: MIT's random state, which `(random n
/// state)` and `flo:random-unit` draw from (a copy draws the same numbers),
/// and each interpreter's own (`Interp.randomState`).
final class RandomState: OpaqueObject {
    var source: RandomSource
    init(_ source: RandomSource) { self.source = source }
    func printed(writing: Bool) -> String { "#[random-state \(Printer.hashNumber(self))]" }
}

extension Interp {
    /// Starts this interpreter's `random` again from `seed`, so that what
    /// follows draws the same numbers in every run: `sicp check` seeds the
    /// learner's interpreter before each check, for a verdict that does not
    /// depend on the run.
    public func seedRandom(_ seed: UInt64) {
        randomState.source = RandomSource(seed: seed)
    }

    /// Makes this interpreter draw from `other`'s generator: one sequence
    /// of numbers for the two, whatever order they draw in (a check's
    /// reference and the learner's file).
    public func drawsRandomNumbers(from other: Interp) {
        randomState = other.randomState
    }

    /// Runs `body` with this interpreter's generator.
    func withRandom<T>(_ body: (inout RandomSource) throws -> T) rethrows -> T {
        try body(&randomState.source)
    }
}
