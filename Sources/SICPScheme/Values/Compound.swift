/// A Scheme vector (R7RS 6.8): a mutable box around its elements, so that
/// `eq?` is identity and `vector-set!` is seen by every holder.
public final class SVector {
    public var items: [Value]
    public init(_ items: [Value]) { self.items = items }
}

/// A Scheme bytevector (R7RS 6.9): a mutable box around its bytes.
public final class Bytevector {
    public var bytes: [UInt8]
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// A value of a kind the evaluator core does not look inside: records and
/// record types, ports, hash tables, environments, error objects, parameter
/// objects and the like. Each family lives with its primitives
/// (`Primitives/`) and says here how it prints and what it is called.
public protocol OpaqueObject: AnyObject {
    /// How `write` and `display` show the object: `#<hash-table 3>`,
    /// `#<point>` for a record, ...
    func printed(writing: Bool) -> String
    /// `equal?` on two objects of this kind (identity unless a family says
    /// otherwise: R7RS leaves records and ports to `eqv?`).
    func isEqual(to other: OpaqueObject) -> Bool
}

extension OpaqueObject {
    public func isEqual(to other: OpaqueObject) -> Bool { self === other }
}
