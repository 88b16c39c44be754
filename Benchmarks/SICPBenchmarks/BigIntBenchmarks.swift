// The exact integers: multiplying two n-digit numbers, and printing and
// reading one in decimal. The operands are fixed pseudo-random digits, built before timing.

import SICP

/// Registers bigint multiply, bigint description and bigint parse.
func registerBigIntBenchmarks(into registry: inout Registry) {
    registry.addFamily(BenchmarkFamily(
        name: "bigint", parameter: "digits",
        summary: "BigInt: a * b for two n-digit numbers and a * a; x.description and BigInt(text) for an n-digit number",
        notes: ["No hand-written baseline: the ratio column is left empty."]))
    // Schoolbook, Karatsuba, Toom-3 (from about 4,600 digits) and
    // number-theoretic transforms (from about 29,000 digits).
    for digits in [100, 1_000, 10_000, 100_000, 1_000_000] {
        registry.add("bigint", "multiply", size: digits, unit: "digit", baseline: nil, quick: digits <= 1_000) {
            let a = pseudoRandomNumber(digits: digits, seed: 1)
            let b = pseudoRandomNumber(digits: digits, seed: 2)
            // Checked modulo a prime, not by printing.
            let expected = residue(residue(a) * residue(b))
            return checked("bigint multiply", { a * b }) { residue($0) == expected }
        }
    }
    // Squaring has its own kernels (what expt and the powers of ten use).
    for digits in [10_000, 100_000, 1_000_000] {
        registry.add("bigint", "square", size: digits, unit: "digit", baseline: nil, quick: false) {
            let a = pseudoRandomNumber(digits: digits, seed: 5)
            let expected = residue(residue(a) * residue(a))
            return checked("bigint square", { a * a }) { residue($0) == expected }
        }
    }
    // Printing and reading up to a million digits: subquadratic (divide and
    // conquer over powers of ten), so ten times the digits is about 40 times the time.
    for digits in [1_000, 10_000, 20_000, 100_000, 1_000_000] {
        registry.add("bigint", "description", size: digits, unit: "digit", baseline: nil, quick: digits <= 1_000) {
            let text = pseudoRandomDigits(digits, seed: 3)
            guard let x = BigInt(text) else { preconditionFailure("BigInt(String) refused \(digits) digits") }
            return checked("bigint description", { x.description }) { $0 == text }
        }
    }
    for digits in [1_000, 10_000, 100_000, 1_000_000] {
        registry.add("bigint", "parse", size: digits, unit: "digit", baseline: nil, quick: digits <= 1_000) {
            let text = pseudoRandomDigits(digits, seed: 4)
            return checked("bigint parse", { BigInt(text) }) { $0?.description == text }
        }
    }
}

/// `count` decimal digits, the first not zero, from a fixed linear
/// congruential generator (the same digits on every run and machine).
func pseudoRandomDigits(_ count: Int, seed: UInt64) -> String {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    var digits: [UInt8] = []
    digits.reserveCapacity(count)
    while digits.count < count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let digit = UInt8((state >> 33) % 10)
        if digits.isEmpty && digit == 0 { continue }
        digits.append(UInt8(ascii: "0") + digit)
    }
    return String(decoding: digits, as: UTF8.self)
}

/// The number with `pseudoRandomDigits(digits, seed:)`.
func pseudoRandomNumber(digits: Int, seed: UInt64) -> BigInt {
    guard let number = BigInt(pseudoRandomDigits(digits, seed: seed)) else {
        preconditionFailure("BigInt(String) refused \(digits) digits")
    }
    return number
}

/// x mod 2^61 - 1 (a prime): a cheap fingerprint of a product, checked
/// without printing it.
func residue(_ x: BigInt) -> BigInt { x.modulo(BigInt((1 << 61) - 1)) }
