import SICP
import Synchronization

/// A Scheme value.
///
/// Numbers follow the R7RS tower as Guile has it. The exact cases keep one
/// canonical form each, so that equal numbers are equal values:
/// - `.int` holds every exact integer that fits in `Int`;
/// - `.big` holds only exact integers that do *not* fit in `Int`;
/// - `.ratio` holds only exact non-integers, in lowest terms, denominator > 1.
/// Use `Value.exact(_:)` and `Ratio.make(_:_:)` to build exact numbers and the
/// invariants hold by themselves.
public enum Value {
    /// The empty list, `'()`.
    case null
    /// What a form with no useful value returns (`display`, `set!`, `define`).
    /// The REPL prints nothing for it, as Guile does.
    case unspecified
    /// Internal: an unbound global or a not-yet-assigned internal definition.
    /// Never escapes to a program. Not public API: only modules of this
    /// package see it (`@_spi(SICPInternals) import SICPScheme`).
    @_spi(SICPInternals) case undefined
    /// Internal: the signal a call in tail position returns to the trampoline.
    /// Never escapes to a program. Not public API.
    @_spi(SICPInternals) case tailCall
    case bool(Bool)
    case int(Int)
    case big(BigInt)
    case ratio(Ratio)
    case real(Double)
    case symbol(Symbol)
    case string(MString)
    case char(Character)
    case pair(Pair)
    case closure(Closure)
    case primitive(Primitive)
    /// What `delay` and `cons-stream` make (see ``Promise``).
    case promise(Promise)
    /// What `(values a b ...)` returns for other than one value: only
    /// `call-with-values`, `let-values` and the REPL take it apart.
    case multipleValues([Value])
    /// A vector, `#(1 2 3)`.
    case vector(SVector)
    /// A bytevector, `#u8(1 2 3)`.
    case bytevector(Bytevector)
    /// The end-of-file object `read-char` and `read` return at the end.
    case eof
    /// Records, ports, hash tables, environments, error objects, ...
    /// (see ``OpaqueObject``).
    case opaque(any OpaqueObject)
}

extension Value {
    /// The canonical exact integer for `n`: `.int` when it fits, `.big` otherwise.
    @inlinable
    public static func exact(_ n: BigInt) -> Value {
        if let small = Int(exactly: n) { return .int(small) }
        return .big(n)
    }

    public static var `true`: Value { .bool(true) }
    public static var `false`: Value { .bool(false) }

    /// Scheme truth: everything but `#f` is true.
    @inlinable
    public var isTrue: Bool {
        if case .bool(false) = self { return false }
        return true
    }

    @inlinable
    public var isNumber: Bool {
        switch self {
        case .int, .big, .ratio, .real: return true
        default: return false
        }
    }

    @inlinable
    public var isProcedure: Bool {
        switch self {
        case .closure, .primitive: return true
        default: return false
        }
    }

    /// Builds a proper list from `values`, with `tail` as the final cdr.
    public static func list<C: BidirectionalCollection>(_ values: C, tail: Value = .null) -> Value
    where C.Element == Value {
        var result = tail
        for v in values.reversed() { result = .pair(Pair(v, result)) }
        return result
    }

    /// The elements of a proper list, or nil for an improper or circular one
    /// (or when the running evaluation is asked to stop: a primitive calls
    /// ``Walk/elements(_:)``, which throws then).
    public var listElements: [Value]? {
        (try? Walk.elements(self)) ?? nil
    }
}

/// An exact rational that is not an integer: lowest terms, `denominator > 1`.
public final class Ratio: Sendable {
    public let numerator: BigInt
    public let denominator: BigInt

    /// Only for values already in canonical form; use `Ratio.make`.
    public init(canonicalNumerator n: BigInt, denominator d: BigInt) {
        numerator = n
        denominator = d
    }

    /// The canonical exact number `n/d` (an integer when `d` divides `n`).
    /// - Precondition: `d != 0` (callers report division by zero themselves).
    public static func make(_ n: BigInt, _ d: BigInt) -> Value {
        precondition(d != 0, "Ratio.make with zero denominator")
        var n = n, d = d
        if d < 0 { n = -n; d = -d }
        let g = BigInt.gcd(n, d)
        if g != 1 {
            n = n.quotient(dividingBy: g)
            d = d.quotient(dividingBy: g)
        }
        if d == 1 { return .exact(n) }
        return .ratio(Ratio(canonicalNumerator: n, denominator: d))
    }
}

/// An interned symbol: two symbols with the same name are the same object.
public final class Symbol: Sendable, CustomStringConvertible {
    public let name: String
    /// For an identifier a macro's template introduced (see `Renaming.swift`):
    /// what it renames and where. Nil for every symbol the reader makes.
    let alias: Alias?

    private init(name: String, alias: Alias? = nil) {
        self.name = name
        self.alias = alias
    }

    /// Room for the built-ins' names and a program's from the start: no
    /// rehashing while the interpreter defines its few hundred procedures.
    private static let table = Mutex<[String: Symbol]>(Dictionary(minimumCapacity: 1024))

    /// A fresh symbol that `intern` never returns: a compiler temporary.
    static func uninterned(_ name: String) -> Symbol { Symbol(name: name) }

    /// A fresh identifier that renames `original` for one expansion of a
    /// macro defined in `environment` (nil: the top level).
    static func alias(of original: Symbol, in environment: Scope?) -> Symbol {
        Symbol(name: original.name, alias: Alias(original: original, environment: environment))
    }

    /// The one symbol named `name`.
    public static func intern(_ name: String) -> Symbol {
        table.withLock { table in
            if let s = table[name] { return s }
            let s = Symbol(name: name)
            table[name] = s
            return s
        }
    }

    public var description: String { name }
}

/// A Scheme string: a mutable box, so that `eq?` is identity as in Scheme.
///
/// A string's characters are Unicode scalars (R7RS characters are code
/// points, as in Guile: `(string-length "e\x301;")` is 2). It keeps its text
/// in one of two forms and makes the other on demand: a Swift `String`
/// (`value`, what printing and most primitives want) and an array of scalars
/// (`scalars`, for O(1) `string-ref` and `string-set!`, so that a learner's
/// loop over `string-ref` is linear, not quadratic).
public final class MString {
    private var text: String?
    private var cachedScalars: [Unicode.Scalar]?

    public init(_ value: String) { text = value }

    public init(scalars: [Unicode.Scalar]) { cachedScalars = scalars }

    /// The text as a Swift `String`.
    public var value: String {
        get {
            if let text { return text }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: cachedScalars ?? [])
            let made = String(view)
            text = made
            return made
        }
        set {
            text = newValue
            cachedScalars = nil
        }
    }

    /// The characters, one Unicode scalar each; mutating them in place
    /// (`s.scalars[i] = c`) drops the `String` form, made again when asked.
    public var scalars: [Unicode.Scalar] {
        get {
            if let cachedScalars { return cachedScalars }
            let made = Array((text ?? "").unicodeScalars)
            cachedScalars = made
            return made
        }
        _modify {
            if cachedScalars == nil { cachedScalars = Array((text ?? "").unicodeScalars) }
            text = nil
            yield &cachedScalars!
        }
        set {
            cachedScalars = newValue
            text = nil
        }
    }

    /// The number of characters (scalars).
    public var count: Int { scalars.count }
}

/// A mutable pair.
public final class Pair {
    public var car: Value
    public var cdr: Value
    @inlinable
    public init(_ car: Value, _ cdr: Value) {
        self.car = car
        self.cdr = cdr
    }

    /// Frees the pairs this one alone holds in a loop. Left to Swift,
    /// releasing the first pair of a ten-million-element list would release
    /// the next from inside its deinit, and so on, ten million frames deep
    /// (and the same down the cars of deeply nested lists).
    deinit {
        var next: Pair?
        var more: [Pair] = []  // only nested lists allocate it
        if case .pair(let p) = cdr { cdr = .null; next = p }
        if case .promise = cdr { next = Pair.forcedRest(&cdr) }
        if case .pair(let p) = car { car = .null; more.append(p) }
        while var p = next ?? more.popLast() {
            next = nil
            guard isKnownUniquelyReferenced(&p) else { continue }
            // p dies at the end of this turn, with no pairs left in it.
            if case .pair(let q) = p.cdr { p.cdr = .null; next = q }
            if case .promise = p.cdr { next = Pair.forcedRest(&p.cdr) }
            if case .pair(let q) = p.car { p.car = .null; more.append(q) }
        }
    }

    /// The rest of a stream, taken out of its forced promise when nothing
    /// else holds the promise: the loop above then frees a long forced
    /// stream pair by pair, as it frees a long list. The rest of Racket's
    /// `stream-cons` stream is a promise of a promise of a pair: the chain
    /// is followed too, or each promise would free the next from inside
    /// its own release, as deep as the stream is long.
    private static func forcedRest(_ cdr: inout Value) -> Pair? {
        var link = Value.null
        swap(&link, &cdr)
        while case .promise(var promise) = link {
            link = .null
            guard isKnownUniquelyReferenced(&promise), let next = promise.takeLink() else { return nil }
            link = next
        }
        guard case .pair(let p) = link else { return nil }
        return p
    }
}

extension Symbol: Hashable {
    public static func == (a: Symbol, b: Symbol) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
