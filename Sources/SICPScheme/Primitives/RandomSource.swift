import Synchronization

/// The generator behind `random` and its kin: xoshiro256** (Blackman and
/// Vigna), seeded once from the system's generator.
///
/// The system generator asks the kernel for every number; a Monte-Carlo
/// stream of 3.5.5 draws hundreds of thousands, and the system calls took
/// a third of a check's time. Learners' programs need numbers that look
/// random, not secrets: MIT Scheme's own `random` is a fast generator too.
struct RandomSource: RandomNumberGenerator {
    private static let shared: Mutex<RandomSource> = {
        var system = SystemRandomNumberGenerator()
        return Mutex(RandomSource(seed: system.next()))
    }()

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

    /// Starts the process's generator again from `seed`: the numbers that
    /// follow are the same in every run.
    static func reseed(_ seed: UInt64) {
        shared.withLock { $0 = RandomSource(seed: seed) }
    }

    /// Runs `body` with the process's generator.
    static func with<T>(_ body: (inout RandomSource) throws -> T) rethrows -> T {
        try shared.withLock { try body(&$0) }
    }
}

extension Interp {
    /// Starts `random` (in every interpreter of the process) again from
    /// `seed`, so that what follows draws the same numbers in every run:
    /// `sicp check` seeds it before each check, for a verdict that does not
    /// depend on the run.
    public static func seedRandom(_ seed: UInt64) {
        RandomSource.reseed(seed)
    }
}
