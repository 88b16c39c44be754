import SICP
import SICPScheme

/// `,subst EXPR`: the substitution model of SICP 1.1.5, printed as the
/// book prints it (figures 1.3 and 1.4).
///
/// ```
/// sicp> ,subst (factorial 3)
/// (factorial 3)
/// (* 3 (factorial 2))
/// (* 3 (* 2 (factorial 1)))
/// (* 3 (* 2 1))
/// (* 3 2)
/// 6
/// =: 3
/// -: 2
/// *: 2
/// ```
///
/// The book's reduction rule: a line is one step in which every reduction
/// that is ready happens at once, left to right. All the calls of compound
/// procedures whose operands are values (in normal order, whatever their
/// operands) are replaced by their bodies; if there is none, all the
/// applications of primitives whose operands are values are replaced by
/// their values. A special form whose test is a value is the branch it
/// chooses. In applicative order the lines are the ones the book draws:
/// bodies just substituted unless they hold a test (`if`, `cond`, `and`,
/// `or`); calls ready to be replaced by their bodies, unless only their
/// operands were reduced since those bodies were drawn; and every step once
/// no call of a compound procedure is left. In normal order every step is
/// a line. The last line is the value; under it, a key to the internal
/// procedures drawn under one name (`add`, `add₂`), and how many times
/// each primitive procedure was applied, one line each, in the order of
/// first use (with how many were in predicates when some were not).
///
/// - Applicative order (the default) reduces the operands first; normal
///   order (`--normal`) substitutes them unevaluated ("fully expand and then
///   reduce"), `if` and `cond` still evaluating their predicates (exercise
///   1.20's convention), each test drawn as it is reduced.
/// - The learner's procedures are stepped through their source: `if`,
///   `cond`, `and`, `or`, `begin`, `let`, `let*`, named `let`, `letrec`,
///   `lambda` and internal definitions; `(define NAME EXPR)` steps EXPR and
///   defines NAME. Built-in and kit procedures (`sum`, `square`, `inc`...)
///   are primitives: one step, computed by the interpreter. `set!` and the
///   other forms outside the model are refused.
/// - A state seen again in the same context (`(p)` reducing to `(p)`) is an
///   evaluation that never ends: it is said so, and stepping stops. Past
///   `Options.lines` lines the middle is elided and counted; a line wider
///   than `Options.width` has its repeated nesting counted
///   (`(inc ×27 (+ 13 5))`), then is cut between tokens around ` ... `.
///   Ctrl-C stops the stepper.
///
/// - Complexity: each step costs the size of the part of the expression
///   still being reduced (the forms waiting for one part of them are kept
///   aside, so a linear recursion's step is O(1)) plus the size of the
///   bodies it substitutes; a line costs its length, and only shown lines
///   are drawn.
///   Nesting is bounded by `Options.maximumDepth` (then
///   `;Aborting!: maximum recursion depth exceeded`), the work by
///   `Options.maximumSteps`.
public enum Substitution {
    /// Which operands are reduced before a compound procedure is applied.
    public enum Order: Sendable {
        case applicative, normal
    }

    /// How a stepping is run and shown.
    public struct Options: Sendable {
        public var order: Order
        /// Lines shown at most: the first half and the last half, the middle
        /// elided as `... 1 204 steps ...`.
        public var lines: Int
        /// The widest line shown (0: no limit); a wider one is shortened
        /// (`(inc ×27 (+ 13 5))`), then cut between tokens around ` ... `.
        public var width: Int
        /// Applications of procedures at most, then `;Aborting!: maximum
        /// number of steps exceeded`.
        public var maximumSteps: Int
        /// Deepest nesting of the expression (pending operations and
        /// expression depth).
        public var maximumDepth: Int
        /// `--table`: instead of the lines, the state variables of an
        /// iterative process, one row per iteration (figure 1.4).
        public var table: Bool

        public init(
            order: Order = .applicative, lines: Int = 60, width: Int = 80,
            maximumSteps: Int = 5_000_000, maximumDepth: Int = 200_000, table: Bool = false
        ) {
            self.table = table
            self.order = order
            self.lines = lines
            self.width = width
            self.maximumSteps = maximumSteps
            self.maximumDepth = maximumDepth
        }
    }

    /// Stepping stopped before a value: too much work, or a form the model
    /// does not have. (The REPL puts the `;` before the description.)
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case tooManySteps(Int)
        case unsupported(String)

        public var description: String {
            switch self {
            case .tooManySteps(let n):
                return "Aborting!: maximum number of steps exceeded (,subst applies procedures \(Substitution.grouped(n)) times at most)"
            case .unsupported(let name):
                if name == "set!" {
                    return "set! is outside the substitution model (SICP 3.1.3): ,subst steps expressions without assignment"
                }
                return "\(name) is not a form ,subst steps (it knows if, cond, and, or, begin, let, let*, letrec, lambda, define)"
            }
        }
    }

    /// Steps `expression` in `interp`'s global environment, giving each line
    /// of the report to `print` (without its newline).
    /// - Throws: the evaluation's error (`EvalError`, with the line of the
    ///   step where it happened printed first), `Failure`.
    public static func run(
        _ expression: Value, in interp: Interp, options: Options = Options(),
        print: @escaping (String) -> Void
    ) throws {
        // Its own large stack: expressions are walked recursively, and the
        // interpreter's stack check must be set for the thread that runs the
        // primitives.
        try LargeStack.run(size: 512 << 20) {
            let stepper = Stepper(interp, options, print)
            try stepper.run(expression)
        }
    }

    /// `1204` as `1 204`: digits in groups of three.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += " " }
            out.append(d)
        }
        return out
    }
}

// MARK: - Expressions

/// An expression of the model: a value, a compound procedure, a name, or a
/// parenthesized form (an application or a special form).
enum Expr {
    case value(Value)
    case procedure(Lambda)
    case variable(Symbol)
    case list(ListNode)

    var depth: Int {
        if case .list(let node) = self { return node.depth }
        return 0
    }

    var isValue: Bool {
        switch self {
        case .value, .procedure: return true
        default: return false
        }
    }
}

/// A parenthesized form, with its nesting depth.
final class ListNode {
    let items: [Expr]
    let depth: Int
    /// Whether it holds a call of a compound procedure: 0 unknown, 1 no, 2 yes.
    var compound: UInt8 = 0

    init(_ items: [Expr]) {
        self.items = items
        var d = 0
        for item in items where item.depth > d { d = item.depth }
        depth = d + 1
    }
}

/// A compound procedure of the model: a lambda with its substitutions made.
/// A procedure defined inside a body (or by a named `let`) knows its group,
/// the procedures defined with it, whose names it substitutes when applied.
final class Lambda {
    let name: String?
    let parameters: [Symbol]
    let rest: Symbol?
    let body: [Expr]
    let group: Group?
    /// The procedure bound in the group, the same for every copy made of it.
    let template: Lambda?
    /// The interpreter's procedure this one is the source of.
    let closure: Closure?

    init(name: String?, parameters: [Symbol], rest: Symbol?, body: [Expr],
         group: Group? = nil, template: Lambda? = nil, closure: Closure? = nil) {
        self.name = name
        self.parameters = parameters
        self.rest = rest
        self.body = body
        self.group = group
        self.template = template
        self.closure = closure
    }

    func bound(in group: Group) -> Lambda {
        Lambda(name: name, parameters: parameters, rest: rest, body: body, group: group, template: self, closure: nil)
    }

    func same(as other: Lambda) -> Bool {
        if self === other { return true }
        if let c = closure, c === other.closure { return true }
        if let t = template, t === other.template, group === other.group { return true }
        return false
    }
}

/// Procedures defined together (internal definitions, `letrec`, a named `let`).
final class Group {
    var members: [(Symbol, Lambda)] = []
}

// MARK: - The stepper

/// A form around the expression being reduced, waiting for the one part of
/// it still to reduce: the context of the focus, immutable and shared, so
/// that a line can be kept and drawn later.
final class Frame {
    enum Kind {
        /// A form whose item at `hole` is reduced (an operand, an `if` test,
        /// the first form of `and`, `or`, `begin`, the value of a `define`).
        case item([Expr], hole: Int)
        /// `cond`: its items (the first clause's test is reduced), the clause's items.
        case condTest([Expr], clause: [Expr])
        /// `let`: its items, the items of its bindings, the binding whose value is reduced.
        case letInit([Expr], bindings: [Expr], index: Int)
    }

    private(set) var parent: Frame?
    let kind: Kind
    let depth: Int
    /// Whether this frame or one around it holds a call of a compound procedure.
    let compound: Bool
    /// Whether the focus is inside the test of an `if` or a `cond`.
    let inTest: Bool
    /// Whether this is the `(define NAME ...)` the expression itself is.
    let definition: Bool
    /// The text before and after the hole, once drawn.
    var prefix: String?
    var suffix: String?

    init(_ kind: Kind, parent: Frame?, compound: Bool, test: Bool, definition: Bool = false) {
        self.kind = kind
        self.parent = parent
        depth = (parent?.depth ?? 0) + 1
        self.compound = compound || (parent?.compound ?? false)
        inTest = test || (parent?.inTest ?? false)
        self.definition = definition
    }

    /// Frees a long chain in a loop, not by nested deinits.
    deinit {
        var next = parent
        parent = nil
        while var c = next {
            next = nil
            guard isKnownUniquelyReferenced(&c) else { break }
            next = c.parent
            c.parent = nil
        }
    }
}

/// A line to draw: the frames and what sits in the innermost hole.
struct Snapshot {
    let frames: Frame?
    let focus: Expr
}

extension Substitution {
    /// `,subst`'s arguments: `[--normal] [--steps N] [--width N] [--table]
    /// EXPR`, options in any order before the expression.
    /// - Throws: `ProcessCommands.UsageError` for anything else.
    static func arguments(_ forms: [Value], columns: Int, usage: String) throws -> (Value, Options) {
        var options = Options(width: columns)
        var expression: Value?
        var i = 0
        while i < forms.count {
            let form = forms[i]
            if case .symbol(let s) = form, s.name.hasPrefix("--"), expression == nil {
                switch s.name {
                case "--normal":
                    options.order = .normal
                case "--steps":
                    guard i + 1 < forms.count, case .int(let n) = forms[i + 1], n >= 2 else {
                        throw ProcessCommands.UsageError(usage: usage)
                    }
                    options.lines = n
                    i += 1
                case "--width":
                    guard i + 1 < forms.count, case .int(let n) = forms[i + 1], n >= 0 else {
                        throw ProcessCommands.UsageError(usage: usage)
                    }
                    options.width = n
                    i += 1
                case "--table":
                    options.table = true
                default:
                    throw ProcessCommands.UsageError(usage: usage)
                }
            } else {
                guard expression == nil else { throw ProcessCommands.UsageError(usage: usage) }
                expression = form
            }
            i += 1
        }
        guard let expression else { throw ProcessCommands.UsageError(usage: usage) }
        return (expression, options)
    }
}
