@testable import SICPScheme
import Testing

/// The generator behind `random`: the same seed, the same numbers (what
/// `sicp check` relies on, through `Interp.seedRandom(_:)`, for verdicts that
/// are the same in every run).
@Suite struct RandomSourceTests {
    @Test func theSameSeedGivesTheSameNumbers() {
        var a = RandomSource(seed: 1), b = RandomSource(seed: 1), c = RandomSource(seed: 2)
        let first = (0..<8).map { _ in a.next() }
        #expect(first == (0..<8).map { _ in b.next() })
        #expect(first != (0..<8).map { _ in c.next() })
        #expect(Set(first).count == 8)
    }
}
