import SICP
/// Where a character sits in the source: 1-based line and column.
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "line \(line), column \(column)" }
}

/// A problem in the program's text, found by the reader.
public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The text ended inside a form, string or block comment: a REPL asks for more.
        case incomplete(String)
        /// A `)` with no `(` to close.
        case unexpectedCloseParen
        /// A `.` where a dotted pair cannot be.
        case badDot
        /// A token that is not a number, symbol, boolean, character or string.
        case badToken(String)
        /// A bad escape in a string, and the like.
        case bad(String)
        /// Data nested deeper than ``Reader/maximumNesting`` (10 MB of `'`
        /// or `(`): MIT Scheme's reader aborts there too.
        case tooDeep
    }
    public var reason: Reason
    public var location: SourceLocation

    public init(_ reason: Reason, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    public var isIncomplete: Bool {
        if case .incomplete = reason { return true }
        return false
    }

    public var description: String {
        if case .tooDeep = reason { return EvalError.recursionDepthExceeded.description }
        let what: String
        switch reason {
        case .incomplete(let s): what = s
        case .unexpectedCloseParen: what = "unexpected close parenthesis"
        case .badDot: what = "unexpected dot"
        case .badToken(let t): what = "bad syntax: \(t)"
        case .bad(let s): what = s
        case .tooDeep: what = "nested too deeply"
        }
        return ";Parse error at \(location): \(what)"
    }
}

/// An error while evaluating, worded as MIT Scheme words it (the wording the
/// SICP world knows). `description` is the whole message line, `;` included.
public enum EvalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `;Unbound variable: fib`
    case unboundVariable(String)
    /// `;Unassigned variable: x` (an internal definition used before it is set)
    case unassignedVariable(String)
    /// `;The object 2 is not applicable.` (the object as `write` prints it)
    case notApplicable(String)
    /// `;The object (), passed as the first argument to car, is not the correct type.`
    case wrongType(object: String, argument: Int, procedure: String)
    /// `;The object 10, passed as the second argument to list-ref, is not in the correct range.`
    case badRange(object: String, argument: Int, procedure: String)
    /// `;The procedure #[compound-procedure 12 f] has been called with 1 argument; it requires exactly 2 arguments.`
    case wrongArity(procedure: String, given: Int, min: Int, max: Int?)
    /// `;Division by zero signalled by /.`
    case divisionByZero(String)
    /// `;Ill-formed syntax: (if)` (MIT Scheme 12; older versions said "special form")
    case illFormed(String)
    /// `;Unbound variable: x` for `set!` of an undefined global is MIT's wording too;
    /// this one is for syntax used as a value, e.g. `;Syntactic keyword may not be used as an expression: if`
    case syntacticKeyword(String)
    /// What `(error "msg" irritant ...)` raises: `;msg irritant ...`
    case user(message: String, irritants: [String])
    /// `;Aborting!: maximum recursion depth exceeded`
    case recursionDepthExceeded
    /// `;Aborting!: out of memory` (a number too large to hold, and the like)
    case outOfMemory
    /// `;Aborting!: out of memory: (expt 10 9999999) would need 33219280 bits; the limit is 4194304`:
    /// an exact number past ``Num/maxExactBits``, refused before it is computed.
    case numberTooLarge(what: String, bits: Double)
    /// `;Aborting!: maximum number of steps exceeded (,stats, ,growth, ,tree,
    /// ,trace, ,env and ,box follow 10000000 calls at most)`: a view's step limit
    /// (``Interp/observedStepLimit``), with the limit.
    case stepLimitExceeded(Int)
    /// `;Quit!` (Ctrl-C)
    case interrupted
    /// A reader error inside `eval`'d text or a loaded file.
    case parse(ParseError)
    /// `(raise obj)` of an object that is not an error object, uncaught:
    /// `;The object 42 was raised.` (MIT 12's words; see `Exceptions.swift`).
    case raised(RaisedObject)
    /// A continuation called after the `call/cc` that made it returned:
    /// `;The continuation #[continuation 12] cannot be re-entered: sicp supports escaping continuations only`
    case continuationReentered(String)

    /// MIT's ordinal words for argument positions.
    static func ordinal(_ n: Int) -> String {
        let words = ["zeroth", "first", "second", "third", "fourth", "fifth",
                     "sixth", "seventh", "eighth", "ninth", "tenth"]
        return n < words.count ? words[n] : "\(n)th"
    }

    static func plural(_ n: Int) -> String {
        n == 1 ? "1 argument" : "\(n) arguments"
    }

    public var description: String {
        switch self {
        case .unboundVariable(let name): return ";Unbound variable: \(name)"
        case .unassignedVariable(let name): return ";Unassigned variable: \(name)"
        case .notApplicable(let obj): return ";The object \(obj) is not applicable."
        case let .wrongType(obj, arg, proc):
            return ";The object \(obj), passed as the \(Self.ordinal(arg)) argument to \(proc), is not the correct type."
        case let .badRange(obj, arg, proc):
            return ";The object \(obj), passed as the \(Self.ordinal(arg)) argument to \(proc), is not in the correct range."
        case let .wrongArity(proc, given, min, max):
            let requirement: String
            if let max, max == min {
                requirement = "exactly \(Self.plural(min))"
            } else if let max {
                requirement = "between \(min) and \(Self.plural(max))"
            } else {
                requirement = "at least \(Self.plural(min))"
            }
            return ";The procedure \(proc) has been called with \(Self.plural(given)); it requires \(requirement)."
        case .divisionByZero(let proc): return ";Division by zero signalled by \(proc)."
        case .illFormed(let form): return ";Ill-formed syntax: \(form)"
        case .syntacticKeyword(let name):
            return ";Syntactic keyword may not be used as an expression: \(name)"
        case let .user(message, irritants):
            return ([";" + message] + irritants).joined(separator: " ")
        case .recursionDepthExceeded: return ";Aborting!: maximum recursion depth exceeded"
        case .outOfMemory: return ";Aborting!: out of memory"
        case let .numberTooLarge(what, bits):
            let count = bits.isFinite ? BigInt(truncating: bits.rounded(.up)).description : "more than \(Num.maxExactBits)"
            return ";Aborting!: out of memory: \(what) would need \(count) bits; the limit is \(Num.maxExactBits)"
        case .stepLimitExceeded(let limit):
            return ";Aborting!: maximum number of steps exceeded (,stats, ,growth, ,tree, ,trace, ,env and ,box follow \(limit) calls at most)"
        case .interrupted: return ";Quit!"
        case .parse(let e): return e.description
        case .raised(let r):
            return ";The object \(Printer.errorRepresentation(r.value)) was raised."
        case .continuationReentered(let k):
            return ";The continuation \(k) cannot be re-entered: sicp supports escaping continuations only"
        }
    }
}

/// What `raise` and `raise-continuable` raise when it is not an error
/// object: the object itself, compared by identity.
public final class RaisedObject: Equatable, @unchecked Sendable {
    public let value: Value
    public let continuable: Bool
    init(_ value: Value, continuable: Bool) {
        self.value = value
        self.continuable = continuable
    }
    public static func == (a: RaisedObject, b: RaisedObject) -> Bool { a === b }
}

extension EvalError {
    /// Whether `guard` and exception handlers may catch this error: not a
    /// bound (Ctrl-C, a time limit, the heap bound, the recursion depth, a
    /// view's step limit), which must always stop the program.
    public var isCatchable: Bool {
        switch self {
        case .interrupted, .outOfMemory, .numberTooLarge, .recursionDepthExceeded, .stepLimitExceeded: return false
        default: return true
        }
    }
}
