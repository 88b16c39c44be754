import SICPProcess
import SICPScheme

/// An exercise `sicp check` knows: the procedures to look for in the
/// learner's file, the cases to try them on, the reference that gives the
/// expected values, and the process shape the exercise asks for.
///
/// Adding an exercise is one entry in one of the section lists
/// (`Exercises/Section1_1.swift`, `Section1_2.swift`, `Section1_3.swift`);
/// `ExerciseChecker.exercises` concatenates them and sorts them by number.
/// An entry:
///
/// ```swift
/// Exercise(
///     number: "1.17", title: "fast multiplication by a recursive process",
///     reference: "(define (reference-mul a b) (* a b))",
///     roles: [
///         Role(
///             names: ["fast-mult", "fast-multiply", "mult", "fast-*"],
///             arity: 2,
///             reference: "reference-mul",
///             cases: [["3", "4"], ["0", "9"], ["7", "0"], ["12", "12"]],
///             probes: [Probe("(NAME 1000 (NAME 2 3))", expected: "6000")],
///             properties: [Property("(= (NAME 5 5) 25)", message: "5 times 5 is not 25")],
///             shape: Shape(steps: .logarithmic, sizes: [10, 100, 1000, 10000]) { n in ["3", String(n)] }),
///     ])
/// ```
///
/// The checker evaluates `reference` in an interpreter of its own (with the
/// kit: `square`, `inc`, `sum`, `product`, `accumulate`, `fixed-point` ...),
/// calls `reference-mul` there for the expected values, and calls the
/// learner's procedure (found by one of `names`, or as the file's only
/// procedure of arity 2) in the learner's interpreter.
public struct Exercise: Sendable {
    /// SICP's number: `"1.30"`.
    public let number: String
    /// What the exercise asks for, in a few words.
    public let title: String
    /// Scheme definitions of the reference procedures (the kit's procedures
    /// serve where they are the reference).
    let reference: String
    /// The procedures to find and check, in order.
    let roles: [Role]
    /// The book's definitions the exercise builds on and a learner may
    /// leave out of the file (3.5.3's `integral`, 3.74's `sense-data`):
    /// loaded into the learner's interpreter before the file, which may
    /// define any of them again, and into the reference's before
    /// `reference`. Never a procedure a role asks for.
    let given: String
    /// Why a program cannot check the exercise (it asks for a prediction or
    /// an explanation), in one line; nil for a checkable exercise.
    /// `sicp check --list` shows it, and `sicp check` gives it instead of a
    /// verdict.
    public let notCheckable: String?

    /// An exercise: its number (`"1.30"`), a title of a few words, the
    /// reference definitions in Scheme, the book's definitions the learner
    /// may leave out (`given`) and the procedures it asks for.
    init(number: String, title: String, given: String = "", reference: String = "", roles: [Role]) {
        self.number = number
        self.title = title
        self.given = given
        self.reference = reference
        self.roles = roles
        self.notCheckable = nil
    }

    /// An exercise a program cannot check: a prediction, an explanation or
    /// a count (3.53: `"a prediction: describe the elements; run (stream-head
    /// s 10) to see them"`).
    init(number: String, title: String, notCheckable why: String) {
        self.number = number
        self.title = title
        self.given = ""
        self.reference = ""
        self.roles = []
        self.notCheckable = why
    }

    /// Whether `sicp check` can give a verdict on an answer.
    public var isCheckable: Bool { notCheckable == nil }

    /// The names `--procedure` can give, in order: one per required procedure.
    public var procedureLabels: [String] {
        roles.filter { !$0.optional }.map { $0.label.isEmpty ? $0.names[0] : $0.label }
    }

    /// The names `sicp check` looks for, the first of each required procedure's.
    public var lookedFor: [String] {
        roles.filter { !$0.optional }.map(\.names[0])
    }

    /// `"1.9"` before `"1.10"`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }, y = b.split(separator: ".").map { Int($0) ?? 0 }
        return x.lexicographicallyPrecedes(y)
    }
}

/// One procedure an exercise asks for.
struct Role: Sendable {
    /// `"recursive"`, `"iterative"`, or `""` for an exercise's only procedure.
    let label: String
    /// The names learners give it, most common first.
    let names: [String]
    /// The number of arguments it takes; nil: the length of the first case
    /// (for `.plain` conventions) or unknown. Used to find the file's only
    /// procedure of this arity, and for one message on the wrong arity.
    let arity: Int?
    /// Checked only when the file defines it (`factorial` in 1.31).
    var optional = false
    /// The reference procedure's name (in the reference definitions or the kit).
    let reference: String
    /// The ways learners order and count the arguments; the reference uses
    /// the first.
    var conventions: [Convention] = [.plain]
    /// The cases: arguments, as Scheme text, in the first convention.
    let cases: [[String]]
    /// Cases given as whole Scheme expressions, `NAME` standing for the
    /// learner's procedure.
    let probes: [Probe]
    /// Scheme expressions (`NAME` for the learner's procedure) that must be
    /// true, each with what to say when it is not.
    let properties: [Property]
    /// How close an inexact value must be.
    let tolerance: Tolerance
    /// Other right answers: each turns a case's arguments into the
    /// arguments of a reference call whose value is right too (the other
    /// fold order of `accumulate`: `Variant.swappedCombiner(at: 0)`).
    let variants: [Variant]
    /// The process shape the exercise asks for, if any.
    var shape: Shape? = nil
    /// A hint for a wrong value that the reference gives with its combiner's
    /// arguments swapped (the fold order of `accumulate`).
    var swappedCombinerHint: String? = nil
    /// A hint for a wrong value that the reference gives with its two
    /// procedure arguments swapped (`compose`).
    var swappedArgumentsHint: String? = nil
    /// Whether the name may be bound to the value itself rather than to a
    /// procedure of no arguments (`(define golden-ratio (fixed-point ...))`):
    /// the value is compared with the reference's first case's, within
    /// `tolerance`.
    var mayBeValue = false
    /// For a value the book defines with the data it is made of (3.74's
    /// `(define zero-crossings (stream-map ... sense-data ...))`): the data a
    /// learner's procedure of one argument in its place is called on
    /// (`sense-data`), judged as that call, with a note. For a stream role,
    /// the call it is applied to (3.69's `(triples (integers-starting-from
    /// 1) ...)`, another role's first name read as the file names it).
    var appliedTo: String? = nil
    /// Steps measured against a reference on the same arguments (1.23:
    /// about half the loop turns of the plain `smallest-divisor`).
    var relativeSteps: RelativeSteps? = nil
    /// Other roles (by label or first name) whose procedure a call of this
    /// one must call (1.46: `sqrt` written with `iterative-improve`).
    var uses: [String] = []
    /// Inputs the exercise does not clearly ask for, and the book's rule
    /// for them: a failure there is a note, not a failed check.
    var edge: Edge? = nil
    /// A constant of the exercise the learner chooses (1.44's `dx`),
    /// found from the learner's procedure and used by the reference.
    var learnerConstant: LearnerConstant? = nil
    /// Whether the procedure must print each guess on a line of its own
    /// (1.36): the first case's first argument is the function whose
    /// fixed point is sought; each printed number must follow from the one
    /// before it.
    var printsGuesses = false
    /// A use of the procedure the exercise asks the file to make (1.36's
    /// x^x = 1000), found by a call in the file's text, code or comments.
    var fileUse: FileUse? = nil
    /// The book's procedure the exercise asks to do without (3.74's
    /// `make-zero-crossings`, which it rewrites as a `stream-map`): a value
    /// whose definition reaches it through the file's definitions is not
    /// the answer (with the learner's own stream map, `map-stream`, it is).
    var notBuiltWith: String? = nil
    /// The built-in whose value the exercise asks the procedure to compute
    /// itself (1.16's `expt`, by successive squaring): a procedure whose
    /// definition reaches it, the file not defining it, is not the answer,
    /// however right its values.
    var computesWithout: String? = nil
    /// Names of procedures one of which the role's procedure is built with
    /// (2.39's `fold-left` or `foldl`), when another role of the exercise
    /// is built with others: a procedure whose definition reaches another
    /// role's and none of these is that role's, not this one's (a file's
    /// second `reverse`, written with `fold-left`, is not its fold-right
    /// `reverse`).
    var builtWith: [String] = []
    /// The file's procedures that must call the role's (see `CalledBy`).
    var calledBy: CalledBy? = nil
    /// Where the file may give the procedure inline, as a `lambda` it
    /// passes (1.38's D, the second argument of `cont-frac`).
    var inlineIn: InlineArgument? = nil
    /// For an optional role the exercise builds on (1.38's `cont-frac`,
    /// from 1.37): the role (by label or first name) whose procedure uses
    /// it. Of the procedures under the role's names, those that procedure
    /// reaches, or else those the file's own forms call, are judged when
    /// there are any: a file that loads 1.37's right recursive `cont-frac`
    /// and approximates e with its iterative `cont-frac-i`, one term off,
    /// is judged on `cont-frac-i`.
    var usedBy: String? = nil
    /// Whether the procedure searches for primes after a start and shows
    /// what it found (1.22's `search-for-primes`): judged by the numbers
    /// it marks as primes (see `Run.checkPrimeSearch`), not by cases.
    var searchesPrimes = false
    /// Whether the book gives the procedure in the text the exercise builds
    /// on (1.22's `prime?`, 1.2.6): a file that uses it without defining
    /// it gets the book's (a companion, said in a note), and the role is
    /// then not judged.
    var mayBeTheBooks = false
    /// For an optional role: the role (by first name) whose procedure, when
    /// the file takes the book's (see `mayBeTheBooks`), makes this one the
    /// answer, and required (1.22's `search-for-primes` beside the book's
    /// `prime?`).
    var requiredWithTheBooks: String? = nil
    /// For an optional role: required of a file with no part files beside
    /// it (see `ExerciseChecker.partFilesBeside`), which holds the whole
    /// answer (1.33's parts (a) and (b)); a file split from others is
    /// judged on what it has, as a judge reads it.
    var requiredAlone = false
    /// For an optional role that is a part of the exercise built on another
    /// role's procedure (1.33's parts (a) and (b)): how to find it under a
    /// name of the learner's own.
    var partOf: PartOf? = nil
    /// Another role (by label) whose passing procedure does this one's work
    /// when the file has no procedure for this one (1.38's `d`, written
    /// inside the procedure that approximates e).
    var doneBy: String? = nil
    /// The procedure as a call the file shows instead of defining it
    /// (1.44's `((repeated smooth n) f)`): judged through `adapter`.
    var shownAsCall: ShownCall? = nil
    /// Whether the role is a stream the file binds at top level
    /// (`(define S (cons-stream 1 ...))`), not a procedure: found by its
    /// names, else among the file's other top-level streams (or as
    /// `fallback`); its cases are templates (`.template`) in which `NAME`
    /// stands for the stream.
    var isStream = false
    /// For a stream role: the stream as a call of a procedure the file
    /// defines on the stream another role found, when the file names no
    /// such stream (3.65: `(euler-transform ln2-stream)`, as the book
    /// writes it).
    var fallback: StreamFallback? = nil
    /// The most bits an exact number passed to the learner's procedures may
    /// have (nil: any): 1.8's guess kept exact on an exact radicand grows
    /// without bound, and the case stops at once, whatever the machine.
    var exactBits: Int? = nil
    /// Whether a file may use the kit's built-in procedure of the role's
    /// first name instead of defining it (2.38 asks for the values of
    /// `fold-left` and `fold-right`, which the kit has): a file that calls
    /// it without defining one passes, with a note.
    var mayUseBuiltIn = false
    /// Another role whose procedure a learner's version of this one may take
    /// as an argument (3.76's `(make-zero-crossings input-stream smooth)`, a
    /// modular design): see `HandedRole`.
    var handed: HandedRole? = nil
    /// The request symbols the conventions send (3.81's `generate` and
    /// `reset`), which a file may spell its own way: see `FileRequests`.
    var fileRequests: FileRequests? = nil
    /// Another role (by label or first name) whose passing procedure must
    /// bear out an extra argument this one is judged with (3.76's
    /// `(smooth s (stream-cdr s))`, an average of two streams, is the
    /// book's `smooth` only inside a detector that calls it so).
    var extraStandsWith: String? = nil
    /// A stream the file computes at top level that may fill the role
    /// when no procedure does (see `ValueCheck`).
    var valueCheck: ValueCheck? = nil
    /// For a stream of numbers: the reference's first ones (an expression
    /// giving a list), which a file that prints them instead of making the
    /// stream must print (see `Run.printedNumbers`).
    var printedNumbers: String? = nil
    /// A reading of the role that computes only a part of what the exercise
    /// asks the file to compute (see `PartValue`).
    var partValue: PartValue? = nil
    /// A value the file must compute at its top level when it has no
    /// procedure for the role and calls the exercise's procedure only there
    /// (see `ShownValue`).
    var shownValue: ShownValue? = nil
    /// For a role the file may answer with a number its top level computes
    /// instead of a procedure (1.31's approximation of pi, written
    /// `(* 4.0 (product ...))`): what that number must be near.
    var approximation: Approximation? = nil
    /// For a randomized test (1.28): during the role's checks, `random`
    /// gives 2, 3, ... 31 in turn (each taken modulo its argument; an
    /// inexact argument gets half of itself), so that
    /// every trial tries a small base and the verdict does not depend on
    /// chance. A test that makes many trials of its own would otherwise,
    /// by chance, meet a base that shares a factor with a Carmichael number
    /// whose factors are large (56052361 = 211·421·631), and a Fermat test
    /// would pass for a Miller-Rabin one.
    var steadyRandom = false

    /// A procedure to check.
    /// - Parameters:
    ///   - label: `"recursive"`/`"iterative"` when an exercise asks for two shapes, else `""`.
    ///   - names: the names to look for, the book's first.
    ///   - arity: the number of arguments (nil: the first case's count).
    ///   - optional: checked only when the file defines it.
    ///   - reference: the reference procedure's name.
    ///   - conventions: the argument orders learners use; the first is the reference's.
    ///   - cases: argument lists, as Scheme text.
    ///   - probes: whole expressions with `NAME`, and their expected values.
    ///   - properties: expressions with `NAME` that must give `#t`.
    ///   - tolerance: for inexact values.
    ///   - variants: other right answers (see `Variant`).
    ///   - shape: the orders of growth of steps and space it must have.
    ///   - mayBeValue: the name may be bound to a value (compared with the first case's).
    ///   - relativeSteps: the loop's turns, compared with a reference's.
    ///   - uses: the roles (label or first name) a call must call.
    ///   - edge: inputs the exercise leaves open (a failure there is a note).
    ///   - printsGuesses: each guess must be printed on a line of its own (1.36).
    ///   - learnerConstant: a constant the learner chooses (1.44's dx), used by the reference.
    ///   - searchesPrimes: judged by the primes it shows after a start (1.22's `search-for-primes`).
    ///   - partOf: a part built on another role's procedure, found by what its definition calls.
    ///   - doneBy: the label of a role whose procedure does this one's work when the file has none for it.
    ///   - isStream: the role is a stream bound at top level, not a procedure (see `isStream`).
    ///   - fallback: for a stream role, the stream as a call of the file's procedure (see `fallback`).
    ///   - exactBits: the most bits an exact argument may have.
    ///   - mayUseBuiltIn: a file may call the kit's built-in of the first name instead of defining it.
    ///   - appliedTo: for a value, the data a learner's procedure of one argument in its place is called on.
    ///   - handed: another role's procedure the learner's may take as an argument.
    ///   - fileRequests: the request symbols, which a file may spell its own way.
    ///   - extraStandsWith: a role whose passing procedure must bear out an extra argument this one takes.
    ///   - builtWith: procedures one of which the role's is built with, where another role's are others.
    ///   - calledBy: procedures of the file's that must call the role's in place of the book's.
    init(
        label: String = "", names: [String], arity: Int? = nil, optional: Bool = false, reference: String,
        conventions: [Convention] = [.plain], cases: [[String]] = [], probes: [Probe] = [],
        properties: [Property] = [], tolerance: Tolerance = .standard, variants: [Variant] = [],
        shape: Shape? = nil, swappedCombinerHint: String? = nil, swappedArgumentsHint: String? = nil,
        mayBeValue: Bool = false, relativeSteps: RelativeSteps? = nil, uses: [String] = [], edge: Edge? = nil,
        printsGuesses: Bool = false, learnerConstant: LearnerConstant? = nil, searchesPrimes: Bool = false,
        partOf: PartOf? = nil, doneBy: String? = nil, isStream: Bool = false, fallback: StreamFallback? = nil,
        exactBits: Int? = nil, mayUseBuiltIn: Bool = false, appliedTo: String? = nil,
        handed: HandedRole? = nil, fileRequests: FileRequests? = nil, extraStandsWith: String? = nil,
        fileUse: FileUse? = nil, notBuiltWith: String? = nil, inlineIn: InlineArgument? = nil, builtWith: [String] = [],
        calledBy: CalledBy? = nil
    ) {
        self.calledBy = calledBy
        self.builtWith = builtWith
        self.inlineIn = inlineIn
        self.notBuiltWith = notBuiltWith
        self.fileUse = fileUse
        self.extraStandsWith = extraStandsWith
        self.fileRequests = fileRequests
        self.handed = handed
        self.appliedTo = appliedTo
        self.exactBits = exactBits
        self.mayUseBuiltIn = mayUseBuiltIn
        self.partOf = partOf
        self.doneBy = doneBy
        self.searchesPrimes = searchesPrimes
        self.isStream = isStream
        self.fallback = fallback
        self.learnerConstant = learnerConstant
        self.edge = edge
        self.printsGuesses = printsGuesses
        self.mayBeValue = mayBeValue
        self.relativeSteps = relativeSteps
        self.uses = uses
        self.label = label
        self.names = names
        self.optional = optional
        self.reference = reference
        self.conventions = conventions
        self.cases = cases
        self.probes = probes
        self.properties = properties
        self.tolerance = tolerance
        self.variants = variants
        self.shape = shape
        self.swappedCombinerHint = swappedCombinerHint
        self.swappedArgumentsHint = swappedArgumentsHint
        if let arity {
            self.arity = arity
        } else if conventions.allSatisfy({ $0.keepsArity }), let first = cases.first {
            self.arity = first.count
        } else {
            self.arity = nil
        }
    }

    /// How messages name the procedure before it is found: `iterative
    /// product` (the shortest of the names, after the label).
    var title: String {
        guard !label.isEmpty else { return names[0] }
        return label + " " + names.min { $0.count < $1.count }!
    }
}

/// A part of an exercise built on another part's procedure (1.33's part
/// (a), the sum of the squares of the primes, written with
/// `filtered-accumulate`), which a file may define under any name: a
/// procedure of the role's arity whose definition calls the procedure
/// judged for `role` and names something with one of `mentions` in its
/// name (`prime?`) is judged as the part.
struct PartOf: Sendable {
    /// The first name of the role whose procedure it calls, or else parts
    /// of the name of a procedure of the file's it calls (`cont-frac`).
    let role: String?
    var calls: [String] = []
    /// Parts of a name its definition must mention (`prime`, `gcd`), if any.
    let mentions: [String]
    /// What the report calls it: `part (a), the sum of the squares of the primes`.
    let called: String
    /// For a sum over the range from the case's first argument to its
    /// second: the lower bound a learner's procedure of the upper bound
    /// alone starts from (1.33's `(sum-prime-squares n)`, from 2). Such a
    /// procedure is judged as `(NAME b)` when a is that bound, and as
    /// `(- (NAME b) (NAME (- a 1)))` otherwise.
    var upperBoundFrom: String? = nil

    init(role: String? = nil, calls: [String] = [], mentions: [String], called: String, upperBoundFrom: String? = nil) {
        self.role = role
        self.calls = calls
        self.mentions = mentions
        self.called = called
        self.upperBoundFrom = upperBoundFrom
    }
}

/// A role the file answers with a call instead of a procedure of its own
/// (1.44: "show how to generate the n-fold smoothed function ... using
/// smooth and repeated", answered with `((repeated smooth 3) square)`).
struct ShownCall: Sendable {
    /// The procedure the call applies: `repeated`.
    let head: String
    /// The first name of the role whose procedure is its first argument: `smooth`.
    let argumentRole: String
    /// The role's interface over the call, `ARG` standing for that
    /// procedure's name: `(lambda (f n) ((repeated ARG n) f))`.
    let adapter: String
}

/// A stream role's other spelling: a procedure the file defines, applied
/// to the stream another role found (`(euler-transform ln2-stream)`).
/// Procedures of the file's that the exercise asks to call the role's
/// procedure in place of the book's (1.24: the timed test of 1.22, with
/// `fast-prime?` for `prime?`): one of `callers` that the file defines and
/// that still reaches `replaced`, and not the role's procedure, fails.
struct CalledBy: Sendable {
    /// `timed-prime-test`, `start-prime-test`, `search-for-primes`.
    let callers: [String]
    /// What a caller that was not changed reaches: `smallest-divisor`.
    let replaced: String
    /// What the exercise asks, for the report.
    let asks: String
}

/// A use of a role's procedure that the exercise asks the file itself to
/// make: 1.36's solution of x^x = 1000, `(fixed-point (lambda (x) (/ (log
/// 1000) (log x))) 2.0)`. Found when the file's text holds `call` (in code
/// or a comment's transcript); a file that holds one lettered part of the
/// exercise by its name (`1.36a.scm`) is not asked for it.
struct FileUse: Sendable {
    /// The text a use holds: `(log `.
    let call: String
    /// The procedure it calls, for the report: `log`.
    let called: String
    /// The report's title: `x^x = 1000`.
    let title: String
    /// What the exercise asks, for the report.
    let asks: String
    /// A second use the exercise asks for (1.36's run with average damping).
    var also: SecondUse? = nil
}

/// A use of a procedure that a file must make besides `FileUse`'s (see
/// `ExerciseChecker.showsSecondUse`): a form of the file's that calls one of
/// `callers` (or `FileUse.call`) and holds one of `texts`, or names a
/// procedure whose definition holds one.
struct SecondUse: Sendable {
    /// `average`, `damp`, `(/ (+ `: the texts that mark the use.
    let texts: [String]
    /// What the report calls it: `average damping`.
    let called: String
    /// The procedures a form making the use calls, besides the role's own:
    /// `fixed-point` (1.36's learners' own printing version has another name).
    let callers: [String]
}

/// A procedure a file may write inline, as a `lambda` argument of a call
/// of one of `calls` at `position` (0: the first argument): 1.38's D in
/// `(+ 2 (cont-frac (lambda (i) 1.0) (lambda (i) ...) 100))`.
/// Only in a top-level form whose value is within 10⁻³ (relative) of
/// `value`: the form computes what the exercise asks (1.38's e, not 1.37's
/// golden ratio nor e − 2 alone).
struct InlineArgument: Sendable {
    let calls: [String]
    let position: Int
    let value: Double
    /// Another value the expression may give, a part of `value` the
    /// exercise leaves open (1.38's e − 2, the continued fraction alone).
    var part: Double? = nil
}

struct StreamFallback: Sendable {
    /// The procedure the file must define: `euler-transform`.
    let procedure: String
    /// The other role (its first name), whose stream is the argument.
    let stream: String
    /// How the call is written: `(euler-transform STREAM)`, `STREAM`
    /// standing for the other role's stream.
    let call: String
}


/// Inputs an exercise leaves open (1.11's n < 0): a right answer that
/// fails only there passes, with a note that says what it does and what
/// the book's rule gives.
struct Edge: Sendable {
    /// Argument lists, in the role's first convention.
    let cases: [[String]]
    /// `the book's rule gives f(n) = n for every n < 3`.
    let rule: String
    /// How close a value must be, when not the role's (1.8's cube root of
    /// 1e-9, 0.001, under the role's relative 1e-3 of at least 1).
    var tolerance: Tolerance? = nil
}

/// A constant the exercise leaves to the learner (1.44's `dx`: "a small
/// number"): measured from the learner's procedure by `probe`, turned into
/// the constant by `derive`, and bound as `name` in the reference when it
/// lies in `range`.
struct LearnerConstant: Sendable {
    /// The reference's definition of the constant (`reference-dx`).
    let name: String
    /// What the report calls it: `dx`.
    let called: String
    /// An expression with `NAME` for the learner's procedure.
    let probe: String
    /// A Scheme procedure from the probe's value to the constant.
    let derive: String
    /// The values a right answer may choose.
    let range: ClosedRange<Double>
}

/// A case given as a whole Scheme expression: `((NAME inc) 5)`, `NAME`
/// standing for the learner's procedure.
struct Probe: Sendable {
    /// The expression, with `NAME` for the learner's procedure.
    let expression: String
    /// The expected value as Scheme text (`"7"`, `"#t"`, `"(1 2)"`); nil:
    /// the value of `expression` with `NAME` the reference procedure.
    let expected: String?

    init(_ expression: String, expected: String? = nil) {
        self.expression = expression
        self.expected = expected
    }
}

/// A Scheme expression about the learner's procedure (`NAME`) that must
/// give `#t`: `(< (abs (- (square (NAME 1e-6)) 1e-6)) 1e-9)`. It is
/// evaluated in the learner's interpreter.
struct Property: Sendable {
    /// The expression, with `NAME` for the learner's procedure.
    let expression: String
    /// What the report says when it gives anything but `#t`.
    let message: String
    /// A procedure of the reference definitions for which the expression
    /// must be false (`ExerciseChecker.problems(in:)` checks it): the book's
    /// `sqrt` for 1.7's tiny radicands. Nil: none.
    let mustFailFor: String?
    /// Whether the report gives `message` also when the expression errs or
    /// runs out of time (3.77: `solve` meets an integrand not delayed).
    var explainsFailure = false
    /// Whether the expression must signal an error instead (3.62's
    /// division by a series whose constant term is zero): any error
    /// passes, a value fails with `message`.
    var signalsError = false
    /// Whether `message` is a note on a right answer, not a failure (3.72's
    /// 1105 listed twice): run only when everything else passes, its
    /// errors and time-outs ignored.
    var notesOnly = false

    init(_ expression: String, message: String, mustFailFor: String? = nil, explainsFailure: Bool = false) {
        self.expression = expression
        self.message = message
        self.mustFailFor = mustFailFor
        self.explainsFailure = explainsFailure
    }

    /// An expression whose failure is a note on an answer that passes.
    init(noting expression: String, message: String) {
        self.init(expression, message: message)
        notesOnly = true
    }

    /// An expression that must signal an error (any error), with what to
    /// say when it gives a value instead.
    init(signalling expression: String, message: String) {
        self.init(expression, message: message)
        signalsError = true
    }

    /// The first spelling: `bookMustFail: true` names no procedure, so it
    /// checks nothing more; use `mustFailFor:`.
    init(_ expression: String, message: String, bookMustFail: Bool) {
        self.init(expression, message: message, mustFailFor: nil)
    }
}

/// How close an inexact value must be to the expected one. Exact values
/// (integers, rationals, lists, booleans) are always compared exactly.
enum Tolerance: Sendable, Equatable {
    /// |got - expected| ≤ ε.
    case absolute(Double)
    /// |got - expected| ≤ ε · max(1, |expected|).
    case relative(Double)

    /// Relative 1e-9: the same computation in another order.
    static let standard = Tolerance.relative(1e-9)

    /// `within 1e-05`, `within 1e-09 relative`.
    var description: String {
        switch self {
        case .absolute(let e): return "within \(e)"
        case .relative(let e): return "within \(e) relative"
        }
    }
}

/// Steps compared with a reference procedure's on the same arguments: the
/// calls of the most-called compound procedure (the loop: a helper such as
/// `next`, called once a turn, does not count twice), summed over the
/// cases, learner's over reference's, must lie in `ratio`.
///
/// ```swift
/// RelativeSteps(reference: "reference-plain-smallest-divisor", ratio: 0.4...0.65,
///               cases: [["1009"], ["10007"], ["100003"], ["1000003"]],
///               requirement: "about half the steps of 1.22's smallest-divisor")
/// ```
struct RelativeSteps: Sendable {
    /// The reference procedure measured (in the reference definitions).
    let reference: String
    /// The range the ratio must lie in.
    let ratio: ClosedRange<Double>
    /// Argument lists, in the role's first convention.
    let cases: [[String]]
    /// What the check line says: `about half the steps of ...`.
    let requirement: String
    /// Whether too many turns mean another order of growth than the shape's
    /// (1.16's Θ(log² n) loop, which fits Θ(log n) along the shape's
    /// sizes): the shape's growth is then not claimed. Not 1.23's halving.
    var questionsGrowth = false
}

/// Another right answer: a reference call on transformed arguments whose
/// value is right as well.
/// A reading of a role that computes only a part of what the exercise asks
/// the file to compute: 1.38's `e` giving the continued fraction alone,
/// e − 2, where the book asks for "a program that ... approximate[s] e".
/// The reading (the variant noted `variantNote`) passes with a note: one
/// that names the line when the file's top level computes the whole
/// (`(+ 2 (e-minus-2 100))`: a top-level expression's value, what it prints,
/// or a value the file defines), and one that says the file never does
/// otherwise. A file without the role's procedure whose top level computes
/// the part and never the whole passes the same way.
struct PartValue: Sendable {
    /// The note of the role's variant that computes the part.
    let variantNote: String
    /// The whole and the part, as numbers, and how close a file's number
    /// must be to be either.
    let whole: Double
    let part: Double
    let tolerance: Double
    /// How the report names them: `e`; `e − 2, the continued fraction alone`.
    let wholeName: String
    let partName: String
    /// What the whole is made of the part: `adds 2`.
    let completes: String
}

/// What a file without the role's procedure computes with the exercise's
/// procedure at its top level: 1.35's `(fixed-point (lambda (x) (/ 1 (+ 1 x)))
/// 2)`, which gives 1/φ where the book asks for φ. When every use of `caller`
/// in the file is a top-level form (no procedure of the file calls it but
/// itself), at least one such form gives a number, and no number the file's
/// top level computed is within `tolerance` of `value`, the role fails.
struct ShownValue: Sendable {
    let caller: String
    let value: Double
    let tolerance: Double
    /// How the report names the value: `φ, the golden ratio`.
    let name: String
}

struct Variant: Sendable {
    /// The case's arguments (first convention) to the reference's.
    let transform: @Sendable ([String]) -> [String]
    /// For an edge the exercise leaves open (3.64's `<=` where the book
    /// says "less than"): what the report notes when the learner's values
    /// are this variant's and not the reference's. It must then be this
    /// variant's in every case (one reading for the whole answer). Nil: a
    /// right answer like the reference, no note.
    var note: String? = nil

    /// Another reference procedure (in the reference definitions) called
    /// on the case's arguments instead of the role's; nil: the role's.
    var procedure: String? = nil

    /// A reading right only together with another role's procedure (1.38's
    /// `d` counted from 0, for a `cont-frac` of the file's own that counts
    /// its terms from 0): that role (by label), and what the report says
    /// when it does not pass. The reading's pass stands only when it does.
    var standsWith: (role: String, otherwise: String)? = nil

    init(note: String? = nil, standsWith: (role: String, otherwise: String)? = nil,
         _ transform: @escaping @Sendable ([String]) -> [String]) {
        self.note = note
        self.standsWith = standsWith
        self.transform = transform
    }

    /// The reference procedure `procedure` on the case's own arguments,
    /// noted as `note` when it explains the learner's values and the
    /// role's reference does not.
    init(procedure: String, note: String? = nil) {
        self.note = note
        self.procedure = procedure
        self.transform = { $0 }
    }

    /// A template case (`.template`) with `from` (the reference's `NAME`)
    /// replaced by another reference procedure, `to`; noted as `note` when
    /// it explains the learner's values and the role's reference does not.
    static func reference(_ from: String, _ to: String, note: String? = nil) -> Variant {
        Variant(note: note) { arguments in arguments.map { $0.replacing(from, with: to) } }
    }

    /// The reference call of this variant for a case, in `role`'s first convention.
    func call(_ role: Role, _ arguments: [String]) -> String {
        role.conventions[0].render(procedure ?? role.reference, transform(arguments))
    }

    /// The combiner at `index` with its arguments swapped: either fold order
    /// of an accumulation is right.
    static func swappedCombiner(at index: Int) -> Variant {
        Variant { arguments in
            var swapped = arguments
            swapped[index] = "(lambda (x y) (\(arguments[index]) y x))"
            return swapped
        }
    }
}

/// A number a role's procedure approximates, which a file may compute at
/// its top level with the exercise's procedure instead (see
/// `Role.approximation`): any of `values`, within its tolerance, from a
/// form that calls a procedure of the file's whose name has one of
/// `calls` in it.
struct Approximation: Sendable {
    let values: [(value: Double, tolerance: Double, name: String)]
    let calls: [String]
    /// What the report calls it: `the approximation of pi`.
    let called: String
}

/// How a case's arguments become a call.
/// Another role's procedure handed to the learner's procedure as an
/// argument, for the conventions that pass `variable` (`Convention.handsRole`):
/// before the role is judged, `variable` is bound in the learner's interpreter
/// to the file's procedure for `role` when the check found one, else to the
/// book's (`book`, which a convention's `definitions` define), and the report
/// says which was handed.
struct HandedRole: Sendable {
    /// The other role, by label or first name (`smooth`).
    let role: String
    /// The variable the conventions' calls pass (`sicp-check-smoother`).
    let variable: String
    /// The book's procedure, defined by the conventions' `definitions`.
    let book: String
}

/// The request symbols of an exercise's conventions (3.81's `generate` and
/// `reset`). A file whose code compares requests with other symbols (a
/// quoted `'generator`, a `case` clause's `(gen)`) spelt like the book's
/// (the same first three letters, or two edits away) and never with the
/// book's own is judged with its own symbols, said in the report.
struct FileRequests: Sendable {
    /// The book's request symbols.
    let book: [String]
    /// Other words learners use for a book's request (3.81's 'update or
    /// 'next for 'generate), taken when the file compares with one of them
    /// and not with the book's.
    var synonyms: [String: [String]] = [:]
    /// The book's procedure the requests are judged with (3.81's
    /// `rand-update`), which a file may define under a name of its own
    /// that says what it does (`random-update`, `my-update`): then the
    /// file's procedure is judged in its place, said in the report.
    var generator: (book: String, words: [String])? = nil
}

struct Convention: Sendable {
    /// How the report describes it when it is not the first one.
    let label: String
    /// Whether the call passes the case's arguments, as many as there are.
    var keepsArity = true
    /// For a learner's own argument order: the book's argument each of the
    /// learner's parameters takes (nil: the book's order).
    var permutation: [Int]? = nil
    /// For a learner's own order of the arguments of the procedure the
    /// call returns (3.80's `(lambda (vC0 iL0) ...)`): the book's inner
    /// argument each learner's inner parameter takes, and the book's names.
    var innerOrder: (permutation: [Int], book: [String])? = nil
    /// For a learner's version with an extra argument: its value and position.
    var extraArgument: (value: String, position: Int)? = nil
    /// Whether that value is a guess of the checker's (a common start, a
    /// repeat of another argument), not one the file gives it.
    var extraIsGuess = false
    /// Whether those values fill parameters the procedure never uses
    /// (see `argumentOrders`).
    var unusedParameters = false
    /// For a learner's own interface with the book's values: an expression
    /// of the procedure's name that gives the book's interface (3.80's
    /// `(cons iL vC)` turned into `(cons vC iL)`); whole expressions call it
    /// in the procedure's place.
    var adapter: (@Sendable (String) -> String)? = nil
    /// Whether the convention rewrites the calls of `NAME` in a whole
    /// expression (a reordered or reshaped template): the role's probes
    /// and properties are rendered through it too.
    var rewritesCalls = false
    /// The number of arguments the learner's procedure takes in this
    /// convention, when not the role's (`((RC R C dt v0) i)`: 4).
    var arity: Int? = nil
    /// For the elements of a learner's own shape (3.67's dotted pairs
    /// `(1 . 2)` for the book's `(1 2)`): the note a right answer judged in
    /// this convention gets, in place of a label on its line. A wrong
    /// answer's values count in detecting it as the book's shape's do.
    var note: String? = nil
    /// For a learner's interface the exercise rules out (3.79's f of the
    /// streams, where the book's f is of the numbers y' and y): the answer
    /// is judged in it, so that the report can say what it computes, and
    /// fails with this reason when its values are right only so.
    var rejection: String? = nil
    /// Scheme definitions its calls use, bound in the learner's interpreter
    /// before the file loads and read with the kit's built-ins (a file's own
    /// `stream-car` changes only the file's code).
    var definitions: String? = nil
    /// Whether the call hands the learner's procedure another role's
    /// procedure (`Role.handed`).
    var handsRole = false
    /// Tried only for a procedure one of whose parameters' names holds one
    /// of these (1.38's `(e-approx tolerance)`); nil: for any procedure.
    var parameterWords: [String]? = nil
    /// The call of `name` on the arguments.
    let render: @Sendable (_ name: String, _ arguments: [String]) -> String

    /// `(name a b c)`.
    static let plain = Convention(label: "") { name, arguments in
        "(" + ([name] + arguments).joined(separator: " ") + ")"
    }

    /// The one argument is a template in which `NAME` stands for the procedure.
    static let template = Convention(label: "", keepsArity: false) { name, arguments in
        arguments[0].replacing("NAME", with: name)
    }

    /// A template whose call of `NAME` takes its arguments in the learner's
    /// order: the learner's argument `i` is the book's `order[i]`
    /// (`(NAME a b dt y0 dy0)` becomes `(NAME a b y0 dy0 dt)` for
    /// `[0, 1, 3, 4, 2]`).
    static func reorderedTemplate(_ label: String, order: [Int]) -> Convention {
        var convention = Convention(label: label, keepsArity: false) { name, arguments in
            var reader = Reader(arguments[0])
            guard let form = try? reader.read() else { return arguments[0].replacing("NAME", with: name) }
            func rewrite(_ value: Value) -> Value {
                guard case .pair(let p) = value else { return value }
                var items: [Value] = []
                var cursor: Value = .pair(p)
                while case .pair(let q) = cursor {
                    items.append(rewrite(q.car))
                    cursor = q.cdr
                }
                if case .symbol(let head) = p.car, head.name == "NAME", items.count == order.count + 1 {
                    let book = Array(items.dropFirst())
                    items = [.symbol(Symbol.intern(name))] + order.map { book[$0] }
                }
                return Value.list(items, tail: cursor)
            }
            return Printer.write(rewrite(form))
        }
        convention.rewritesCalls = true
        return convention
    }

    /// A template whose calls of `NAME` take the book's arguments in
    /// another shape: `groups` lists, for each application in turn, the
    /// book's arguments it takes (for 3.73's `((NAME R C dt) i v0)`,
    /// `[[0, 1, 2, 4], [3]]` makes `((NAME R C dt v0) i)`), and `wrap`
    /// puts a book's argument inside a call (`[0: "sicp-check-pair-point"]`
    /// hands a predicate of a point, `(lambda (p) (P (car p) (cdr p)))`,
    /// in place of a predicate of x and y). A call of `NAME` with as many
    /// arguments as `groups` take in all, applied once (`(NAME a b)`) or
    /// twice (`((NAME a b) c)`), is rewritten.
    static func reshapedTemplate(_ label: String, groups: [[Int]], wrap: [Int: String] = [:]) -> Convention {
        let count = groups.reduce(0) { $0 + $1.count }
        var convention = Convention(label: label, keepsArity: false) { name, arguments in
            var reader = Reader(arguments[0])
            guard let form = try? reader.read() else { return arguments[0].replacing("NAME", with: name) }
            func items(_ value: Value) -> (items: [Value], tail: Value) {
                var items: [Value] = []
                var cursor = value
                while case .pair(let q) = cursor {
                    items.append(q.car)
                    cursor = q.cdr
                }
                return (items, cursor)
            }
            func isName(_ value: Value) -> Bool {
                if case .symbol(let head) = value, head.name == "NAME" { return true }
                return false
            }
            // The book's arguments of a call of NAME, applied once or twice.
            func bookArguments(_ value: Value) -> [Value]? {
                guard case .pair(let p) = value else { return nil }
                let outer = items(value).items
                if isName(p.car) { return Array(outer.dropFirst()) }
                guard case .pair(let inner) = p.car, isName(inner.car) else { return nil }
                return Array(items(p.car).items.dropFirst()) + outer.dropFirst()
            }
            func rewrite(_ value: Value) -> Value {
                guard case .pair = value else { return value }
                if let book = bookArguments(value).map({ $0.map(rewrite) }), book.count == count {
                    var call: Value = .symbol(Symbol.intern(name))
                    for group in groups {
                        let taken = group.map { index -> Value in
                            guard let wrapper = wrap[index] else { return book[index] }
                            return Value.list([.symbol(Symbol.intern(wrapper)), book[index]], tail: .null)
                        }
                        call = Value.list([call] + taken, tail: .null)
                    }
                    return call
                }
                let (all, tail) = items(value)
                return Value.list(all.map(rewrite), tail: tail)
            }
            return Printer.write(rewrite(form))
        }
        convention.rewritesCalls = true
        convention.arity = groups.first?.count
        return convention
    }

    /// A template whose `NAME` is the learner's procedure seen through
    /// `adapter`, an expression of its name with the book's interface:
    ///
    /// ```swift
    /// Convention.adapted("the pair (cons iL vC)") { "(lambda (a b) (swap-pair (\($0) a b)))" }
    /// ```
    static func adapted(_ label: String, _ adapter: @escaping @Sendable (String) -> String) -> Convention {
        Convention(label: label, keepsArity: false, adapter: adapter) { name, arguments in
            arguments[0].replacing("NAME", with: adapter(name))
        }
    }

    /// The convention for a procedure that takes `arity` arguments in it.
    func taking(_ arity: Int) -> Convention {
        var copy = self
        copy.arity = arity
        return copy
    }

    /// A procedure of one argument that gives a whole row of the triangle
    /// as a list (`(pascal 5)` is `(1 4 6 4 1)`), the row counted from 1
    /// or from 0: an element is the row's `list-ref`.
    static func pascalRow(_ label: String, fromZero: Bool) -> Convention {
        Convention(label: label) { name, arguments in
            let row = fromZero ? String((Int(arguments[0]) ?? 0) - 1) : arguments[0]
            return "(list-ref (\(name) \(row)) (- \(arguments[1]) 1))"
        }.taking(1)
    }

    /// The whole triangle as a list of rows, (NAME n) giving the rows from
    /// the first to the nth (or to the n+1st, from row 0): the row indexed
    /// from the front.
    static func pascalTriangle(_ label: String) -> Convention {
        Convention(label: label) { name, arguments in
            "(list-ref (list-ref (\(name) \(arguments[0])) (- \(arguments[0]) 1)) (- \(arguments[1]) 1))"
        }.taking(1)
    }

    /// Integer arguments counted from 0 instead of 1 (both, or only the
    /// row: `(pas 2 1)` to `(pas 2 3)` for the row 1 2 1), possibly in the
    /// other order.
    static func pascal(_ label: String, fromZero: Bool, swapped: Bool, rowOnly: Bool = false) -> Convention {
        Convention(label: label) { name, arguments in
            var numbers = arguments.enumerated().map { k, argument in
                fromZero && (k == 0 || !rowOnly) ? String((Int(argument) ?? 0) - 1) : argument
            }
            if swapped { numbers.reverse() }
            return "(" + ([name] + numbers).joined(separator: " ") + ")"
        }
    }

    /// `filtered-accumulate` with the filter first instead of last.
    static let filterFirst = Convention(label: "the filter as the first argument") { name, arguments in
        "(" + ([name, arguments.last!] + arguments.dropLast()).joined(separator: " ") + ")"
    }
}

/// The process shape an exercise asks for: the orders of growth of its
/// steps and of its space (nil: not checked), and how to measure them.
///
/// ```swift
/// Shape(steps: .logarithmic, space: .constant, sizes: [10, 100, 1000, 10000]) { n in ["2", String(n)] }
/// ```
struct Shape: Sendable {
    /// How the steps must grow; nil: not checked.
    let steps: GrowthOrder?
    /// How the space (pending frames) must grow; nil: not checked.
    let space: GrowthOrder?
    /// The values of n to measure at.
    let sizes: [Int]
    /// The arguments for n, in the first convention.
    let arguments: @Sendable (Int) -> [String]
    /// The arguments for n along another argument, measured when the
    /// steps do not grow along the first (a multiplication that halves its
    /// first argument rather than its second).
    var alternative: (@Sendable (Int) -> [String])? = nil

    init(
        steps: GrowthOrder? = nil, space: GrowthOrder? = nil, sizes: [Int],
        arguments: @escaping @Sendable (Int) -> [String]
    ) {
        self.steps = steps
        self.space = space
        self.sizes = sizes
        self.arguments = arguments
    }

    /// Constant space: an iterative process.
    var isIterative: Bool { space == .constant }

    /// `iterative process`, `recursive process`, `iterative process with Θ(log n) steps`.
    var requirement: String {
        var text: String
        switch space {
        case .constant?: text = "iterative process"
        case nil: text = "process"
        default: text = "recursive process"
        }
        if let steps { text += " with \(steps.name) steps" }
        return text
    }
}

extension ExerciseChecker {
    /// The exercises `sicp check` knows, in SICP's order: the sections' lists
    /// (`Exercises/Section1_*.swift`) together.
    /// The ones a program cannot check are here too (`Exercise.notCheckable`).
    public static let exercises: [Exercise] = (section1_1 + section1_2 + section1_3 + section2_2 + section2_4 + section3_5
        + section3_5Pairs + section3_5Numerical + explanationOnly)
        .sorted { Exercise.precedes($0.number, $1.number) }
}

extension Exercise {
    /// The index of the role a label names: its `label`, or its first name
    /// when it has none (`uses`, `doneBy`, `handed`, `standsWith`).
    func roleIndex(_ label: String) -> Int? {
        roles.indices.first { roles[$0].label == label || roles[$0].names[0] == label }
    }
}

extension Role {
    /// The role, of which a reading computes only a part (see `PartValue`).
    func computingPart(_ part: PartValue) -> Role {
        var copy = self
        copy.partValue = part
        return copy
    }

    /// The role, which a file may answer with a number its top level
    /// computes (see `Approximation`).
    func approximating(_ approximation: Approximation) -> Role {
        var copy = self
        copy.approximation = approximation
        return copy
    }

    /// The optional role, whose value a file without it must compute with
    /// the exercise's procedure when it calls it (see `ShownValue`).
    func shown(_ value: ShownValue) -> Role {
        var copy = self
        copy.shownValue = value
        return copy
    }

    /// The optional role, judged on the procedures `role`'s uses (see `usedBy`).
    func used(by role: String) -> Role {
        var copy = self
        copy.usedBy = role
        return copy
    }

    /// The role, whose procedure must not call the built-in `builtIn` (see
    /// `computesWithout`).
    func computing(without builtIn: String) -> Role {
        var copy = self
        copy.computesWithout = builtIn
        return copy
    }

    /// The role, which a file may leave to the book (see `mayBeTheBooks`).
    func givenByTheBook() -> Role {
        var copy = self
        copy.mayBeTheBooks = true
        return copy
    }

    /// The optional role, required of a file with no part files beside it
    /// (see `requiredAlone`).
    func requiredOfAWholeAnswer() -> Role {
        var copy = self
        copy.requiredAlone = true
        return copy
    }

    /// The optional role, required when the file takes the book's `name`
    /// (see `requiredWithTheBooks`).
    func required(withTheBooks name: String) -> Role {
        var copy = self
        copy.requiredWithTheBooks = name
        return copy
    }

    /// The role, judged with `random` giving small bases in turn (see `steadyRandom`).
    func withSteadyRandom() -> Role {
        var copy = self
        copy.steadyRandom = true
        return copy
    }

    /// The role, which a file may answer by printing `numbers` (see `printedNumbers`).
    func printing(_ numbers: String) -> Role {
        var copy = self
        copy.printedNumbers = numbers
        return copy
    }

    /// The role, which a call the file shows may answer (see `ShownCall`).
    func shown(as call: ShownCall) -> Role {
        var copy = self
        copy.shownAsCall = call
        return copy
    }

    /// The role, which a stream the file computes may fill (see `ValueCheck`).
    func valued(_ check: ValueCheck) -> Role {
        var copy = self
        copy.valueCheck = check
        return copy
    }
}

/// A role a file may fill with a stream it computes at top level instead of
/// a procedure (3.76's `(define zero-crossings (stream-map
/// sign-change-detector (smooth sense-data) ...))`, the modular detector
/// written out over the file's own data): when no procedure fills the
/// role, a top-level stream whose name mentions one of `words` and whose
/// definition calls the procedure judged for `uses` is judged by
/// `expression` (`NAME` for the stream), which must give #t.
struct ValueCheck: Sendable {
    let words: [String]
    let uses: String
    let expression: String
    /// What the report says the stream must be, when it is not.
    let message: String
    /// What the report calls the stream: `the zero-crossing detector`.
    let called: String
    /// The data the stream is computed from (`sense-data`); when the file
    /// does not define it (the book's signal), the definition's expression
    /// is judged as a procedure of it, in `dataConvention`.
    var data: String? = nil
    var dataConvention: Convention? = nil
}
