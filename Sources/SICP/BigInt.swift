// Placeholder until BigInt lands.
public struct BigInt: Hashable, Sendable {
    public init(_ v: Int) {}
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt { a }
    public func quotient(dividingBy d: BigInt) -> BigInt { self }
    public static func < (a: BigInt, b: BigInt) -> Bool { false }
    public static prefix func - (a: BigInt) -> BigInt { a }
}
extension BigInt: ExpressibleByIntegerLiteral { public init(integerLiteral v: Int) {} }
extension Int { public init?(exactly: BigInt) { return nil } }
