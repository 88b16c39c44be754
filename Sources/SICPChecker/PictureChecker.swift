#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SICPPictures
import SICPProcess
import SICPScheme

/// An exercise of section 2.2.4 (2.44-2.51), checked by the pictures its
/// painters draw: `sicp check 2.44 FILE` records the segments the learner's
/// painters draw, in the unit frame and in a skewed one, each made with the
/// learner's own `make-frame` and `make-vect`, and compares them with the
/// book's (the kit's definitions, in an interpreter of their own):
/// unordered, undirected, each endpoint within
/// `PictureComparison.tolerance`.
///
/// ```
/// Exercise 2.50: flip-horiz, rotate180 and rotate270
/// ✓ 2.50-wrong.scm loads
/// ✗ flip-horiz: (flip-horiz rogers) in the unit frame: the picture is mirrored top to bottom: this is `flip-vert`
/// ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
/// ✗ rotate270: (rotate270 rogers) in the unit frame: the picture is turned a quarter turn anticlockwise: this is `rotate90`
/// 2 of 4 checks failed.
/// ```
///
/// The painters are `rogers` (the kit's, under a name of the checker's own,
/// so that a file's own `rogers` does not count) and a painter of one
/// segment; both build their segments with the learner's vectors.
public struct PictureExercise: Sendable {
    /// SICP's number: `"2.44"`.
    public let number: String
    /// What the exercise asks for, in a few words.
    public let title: String
    /// The procedures the file must define (or may, when optional).
    let roles: [PictureRole]
    /// What is checked, in order.
    let checks: [PictureCheck]
    /// Scheme definitions for the book's side (wrong answers the hints
    /// name, 2.49's painters), evaluated after the picture language.
    var reference = ""
    /// For an exercise that asks for two ways (2.47's two representations,
    /// 2.51's two `below`s): both must be there, under the second way's
    /// names (`{KEY (second)}`) or as a second definition of the first
    /// way's names (each way then judged on its own definitions).
    var bothWays: BothWays? = nil
    /// Constructors the exercise gives, which a file may leave out (2.47's
    /// `make-frame`s): see `GivenConstructors`.
    var givenConstructors: GivenConstructors? = nil
}

/// The two ways an exercise asks for (see `PictureExercise.bothWays`).
struct BothWays: Sendable {
    /// The first way's keys; the second way's are each key + ` (second)`.
    let keys: [String]
    /// What the report says when one is missing: `the exercise asks for
    /// both representations of a frame`.
    let asks: String

    var secondKeys: [String] { keys.map { $0 + " (second)" } }
}

/// A procedure a picture exercise asks for. In a check's expressions,
/// `{KEY}` stands for the name the file gives it.
struct PictureRole: Sendable {
    /// The placeholder's key, and the name in messages: `up-split`.
    let key: String
    /// The names learners give it, the book's first.
    let names: [String]
    /// Checked only when the file defines it (2.51's second `below`).
    var optional = false
    /// The learner's own argument order, when the book's gives errors:
    /// `call` has the book's interface over the learner's `NAME` (`(lambda
    /// (painter n) (NAME n painter))`); `label` says it in the report.
    var ownOrder: (label: String, call: String)? = nil
    /// The learner's own interface when its procedure takes `arity`
    /// arguments (2.48's `(make-segment x1 y1 x2 y2)` of four numbers):
    /// `call` has the book's interface over the learner's `NAME`; `label`
    /// says it in the report.
    var ownInterface: (arity: Int, label: String, call: String)? = nil
}

/// One line of a picture exercise's report.
enum PictureCheck: Sendable {
    /// Expressions and the values they must have, as Scheme prints them.
    case values(title: String, [(expression: String, expected: String)], needs: [String])
    /// Pictures: each case's `learner` expression (with `{KEY}` and
    /// `PAINTER`), painted by the learner's file, must draw the picture of
    /// its `book` expression in the book's definitions, in every frame.
    /// `sameInk`: the same lines in any number of pieces, within
    /// `tolerance` (2.49's painters, which learners draw just inside the frame).
    case pictures(title: String, cases: [PictureCase], needs: [String], tolerance: Double = PictureComparison.tolerance,
                  sameInk: Bool = false)
    /// The expression paints without an error and draws a figure: at
    /// least `minimum` segments, most of them joined end to end (2.49's
    /// `wave`, which a single stroke does not draw).
    case paints(title: String, expression: String, needs: [String], minimum: Int = 1)
}

/// A painted case: the learner's expression and the book's, and the
/// known wrong answers to name when the learner's picture is theirs.
struct PictureCase: Sendable {
    let learner: String
    let book: String
    let hints: [PictureHint]
    init(_ learner: String, book: String, hints: [PictureHint] = []) {
        self.learner = learner
        self.book = book
        self.hints = hints
    }
}

/// A known wrong answer: when the learner's picture is this book
/// expression's, the report says `message`.
struct PictureHint: Sendable {
    let book: String
    let message: String
}

/// Runs a picture exercise's checks.
public struct PictureChecker {
    /// The steps (calls of the file's procedures, turns of their loops) a
    /// form loaded, or one picture painted, may take: the same verdict on
    /// any machine, under any load.
    public var stepLimit: Int
    /// The wall-clock safety net of the same (see `ExerciseChecker.timeLimit`).
    public var timeLimit: Duration
    /// The most pending calls a check allows.
    public var depthLimit: Int
    /// Whether a second way the file lacks is looked for in the files
    /// beside it that hold other parts of the same exercise (see
    /// `excusingWayBeside`); off for those files' own checks.
    var looksBeside = true
    /// The source of a file beside the one checked (see `ExerciseChecker.readsPart`).
    public var readsPart: @Sendable (String) -> String? = { try? SourceFile.read($0) }

    public init(stepLimit: Int = 10_000_000, timeLimit: Duration = ExerciseChecker.defaultTimeLimit,
                depthLimit: Int = 100_000) {
        self.stepLimit = stepLimit
        self.timeLimit = timeLimit
        self.depthLimit = depthLimit
    }

    /// The painters every picture case is painted with, named as the
    /// checker defines them in both interpreters.
    static let painters = ["sicp-check-rogers", "sicp-check-line"]
    /// How the report names them.
    static let painterNames = ["sicp-check-rogers": "rogers", "sicp-check-line": "one-line"]

    /// The frames, as Scheme expressions in the learner's constructors (nil: `paint`'s unit frame).
    static let frames: [(name: String, expression: String?)] = [
        ("the unit frame", nil),
        ("a skewed frame", "(make-frame (make-vect 0.2 0.1) (make-vect 0.7 0.2) (make-vect -0.1 0.6))"),
    ]

    /// The checker's painters, defined in an interpreter with the picture language.
    static let painterDefinitions = PictureLanguage.definition(of: "rogers", as: "sicp-check-rogers") + """

        (define (sicp-check-line frame)
          ((segments->painter (list (make-segment (make-vect 0.1 0.2) (make-vect 0.7 0.9)))) frame))
        """

    /// The picture exercise numbered `number`, if there is one.
    public static func exercise(_ number: String) -> PictureExercise? {
        ExerciseChecker.section2_4Pictures.first { $0.number == number }
    }

    /// Checks the learner's `source` against `exercise`.
    /// - Parameters:
    ///   - procedures: `--procedure` values: `NAME` names the next required
    ///     procedure, `KEY=NAME` the one the report calls KEY.
    ///   - svg: where to write, for the first picture that differs, the
    ///     learner's and the book's side by side.
    public func check(
        _ exercise: PictureExercise, source: String, fileName: String, procedures: [String] = [], svg: String? = nil
    ) throws(ExerciseChecker.UsageError) -> CheckReport {
        let overrides = try Self.overrides(procedures, for: exercise)
        let nullDevice = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { if nullDevice >= 0 { close(nullDevice) } }
        let learner = Interp(output: nullDevice >= 0 ? OutputPort(fileDescriptor: nullDevice) : OutputPort(),
                             interrupt: InterruptFlag())
        // The same random numbers in every run, as for every file checked.
        learner.seedRandom(ExerciseChecker.randomSeed)
        PictureLanguage.install(in: learner)
        _ = try? learner.evaluateAsKit(Self.painterDefinitions)
        for name in Self.laterAnswers[exercise.number] ?? [] { learner.unbind(name) }
        // Relative `load`s look in the file's folder first, as `sicp run`'s.
        learner.mainFile = fileName
        learner.findsMovedFiles = true
        var report = CheckReport(exercise: Self.listed(exercise), results: [])
        var defined: [String] = []
        var versions: [String: [Value]] = [:]
        var forms = FileForms()
        // The book's procedures spelt the file's way (`make_vect`,
        // `transform_painter`), called and never defined: the kit's.
        let spelled = Self.booksNamesSpeltOtherwise(source, learner: learner)
        for (written, book) in spelled { if let value = learner.lookup(book) { learner.define(written, value) } }
        // Both ways asked for, and the first kept in a comment above the
        // second (the two share their names, and a Scheme keeps only the
        // last definition): the commented-out definitions of names the file
        // defines once each, read as the first way, with a note.
        var commentedLines: [Int] = []
        var commentedNames: [String] = []
        var commentedAt: [String: Int] = [:]
        if let both = exercise.bothWays {
            let secondNames = Set(exercise.roles.filter { both.secondKeys.contains($0.key) }.flatMap(\.names))
            var live: [String: Int] = [:]
            var reader = Reader(source)
            while let datum = try? reader.read() {
                for name in ExerciseChecker.definedNames(datum) { live[name, default: 0] += 1 }
            }
            if live.values.allSatisfy({ $0 == 1 }), secondNames.isDisjoint(with: live.keys) {
                for (line, form) in Self.commentedDefinitions(source) {
                    let names = ExerciseChecker.definedNames(form)
                    guard !names.isEmpty, names.allSatisfy({ live[$0] != nil }), !names.contains(where: commentedNames.contains),
                          case .success = guarded(learner, { try learner.evaluate(datum: form) }) else { continue }
                    for name in names { if let value = learner.lookup(name) { versions[name, default: []].append(value) } }
                    commentedNames += names
                    commentedLines.append(line)
                    for name in names { commentedAt[name] = line }
                }
            }
        }
        report.results.append(load(source, fileName: fileName, into: learner, defined: &defined, versions: &versions,
                                   forms: &forms))
        if !commentedNames.isEmpty, !report.results.isEmpty {
            // Named: the exercise's procedures among them, if any.
            let asked = Set(exercise.roles.flatMap(\.names))
            let shown = commentedNames.contains(where: asked.contains) ? commentedNames.filter(asked.contains) : commentedNames
            let first = shown.compactMap { commentedAt[$0] }.min() ?? commentedLines[0]
            report.results[report.results.count - 1].notes.append(
                (shown.count == 1 ? "the first definition of " : "the first definitions of ")
                    + TailCalls.list(shown.map { "`\($0)`" }) + (shown.count == 1 ? " is" : " are") + " in a comment (from line "
                    + "\(first)), above the file's own: judged as the first way, as written there")
        }
        // Still the kit's once the file (and what it loads) is read.
        let aliased = spelled.filter { spelt in
            guard let now = learner.lookup(spelt.written), let book = learner.lookup(spelt.book) else { return false }
            return !defined.contains(spelt.written) && isEq(now, book)
        }
        if !aliased.isEmpty {
            let written = TailCalls.list(aliased.map { "`\($0.written)`" }), book = TailCalls.list(aliased.map { "`\($0.book)`" })
            report.results[report.results.count - 1].notes.append(
                "\(fileName) calls \(written) without defining \(aliased.count == 1 ? "it" : "them"): the book's \(book) "
                    + (aliased.count == 1 ? "was" : "were") + " used under \(aliased.count == 1 ? "that name" : "those names")")
        }
        run(exercise, learner: learner, defined: defined, overrides: overrides, fileName: fileName, svg: svg,
            versions: versions, forms: forms, &report)
        if looksBeside { excusingWayBeside(&report, exercise, source: source, fileName: fileName) }
        // A selector's earlier definition judged under a name of the
        // checker's (see `selectorsAlone`): shown by the file's name.
        for index in report.results.indices {
            report.results[index].line = Self.fileNames(report.results[index].line)
            report.results[index].details = report.results[index].details.map(Self.fileNames)
        }
        return report
    }

    /// `text` with each `sicp-check-definition-N-NAME` written `NAME`.
    static func fileNames(_ text: String) -> String {
        let marker = "sicp-check-definition-"
        guard text.contains(marker) else { return text }
        var out = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: marker) {
            out += rest[..<range.lowerBound]
            var after = rest[range.upperBound...]
            let digits = after.prefix(while: { $0.isNumber })
            after = after.dropFirst(digits.count)
            if !digits.isEmpty, after.first == "-" { after = after.dropFirst() } else { out += marker + digits }
            rest = after
        }
        return out + rest
    }

    /// The names the file uses that are the book's procedures with
    /// underscores or in camel case (`make_vect` for `make-vect`), bound to
    /// nothing before the file loads.
    static func booksNamesSpeltOtherwise(_ source: String, learner: Interp) -> [(written: String, book: String)] {
        let symbols = Run.forms(of: source).reduce(into: Set<String>()) { $0.formUnion(Run.symbols(in: $1)) }
        return symbols.sorted().compactMap { name in
            let book = Run.kebab(name)
            guard book != name, learner.lookup(name) == nil, !learner.isSyntax(name),
                  learner.lookup(book)?.isProcedure == true else { return nil }
            return (name, book)
        }
    }

    /// The file's procedure whose name is one of `names` spelt another way,
    /// or nil: with underscores or in camel case (`make_vect`, `makeVect`),
    /// or with its hyphens elsewhere (`x-cor-vect`), with a word `my`
    /// (`make-my-vect`, `my-below`), or with `vec` or `vector` for `vect`
    /// (`make-vec`, `xcor-vector`). Its pictures decide the verdict all the same.
    static func spelledLike(_ names: [String], defined: [String], learner: Interp) -> String? {
        // `make-my-vect` and `my-below` are spelled like `make-vect` and `below`.
        func squashed(_ name: String) -> String {
            Run.kebab(name).lowercased().split(separator: "-").filter { $0 != "my" }
                .map { $0 == "vec" || $0 == "vector" ? "vect" : $0 }.joined()
        }
        let procedures = defined.filter { learner.lookup($0)?.isProcedure == true && !$0.hasPrefix("sicp-check-") }
        for name in names {
            if let found = procedures.last(where: { squashed($0) == squashed(name) }) { return found }
        }
        return nil
    }

    /// `,check` at the prompt: checks the session's definitions
    /// (`definedNames`); the checker's two painters are defined in it.
    public func check(_ exercise: PictureExercise, session interp: Interp, definedNames: [String]) -> CheckReport {
        var report = CheckReport(exercise: Self.listed(exercise), results: [])
        _ = try? interp.evaluateAsKit(Self.painterDefinitions)
        let defined = definedNames.filter { name in
            guard let value = interp.lookup(name) else { return false }
            return !PictureLanguage.isKitDefinition(value, named: name) && !name.hasPrefix("sicp-check-")
        }
        run(exercise, learner: interp, defined: defined, overrides: [:], fileName: "the session", svg: nil, versions: [:],
            forms: FileForms(), &report)
        return report
    }

    /// The registry's entry for `exercise` (for the report's header).
    static func listed(_ exercise: PictureExercise) -> Exercise {
        ExerciseChecker.exercise(exercise.number)
            ?? Exercise(number: exercise.number, title: exercise.title, roles: [])
    }

    static func overrides(_ procedures: [String], for exercise: PictureExercise) throws(ExerciseChecker.UsageError) -> [String: String] {
        let required = exercise.roles.filter { !$0.optional }
        var result: [String: String] = [:]
        var position = 0
        for given in procedures {
            if let equals = given.firstIndex(of: "="), equals != given.startIndex {
                let key = String(given[..<equals]), name = String(given[given.index(after: equals)...])
                guard exercise.roles.contains(where: { $0.key == key }) else {
                    throw ExerciseChecker.UsageError(description: "exercise \(exercise.number) has no procedure labelled '\(key)' "
                        + "(its procedures: \(exercise.roles.map(\.key).joined(separator: ", ")))")
                }
                result[key] = name
                continue
            }
            while position < required.count && result[required[position].key] != nil { position += 1 }
            guard position < required.count else {
                throw ExerciseChecker.UsageError(description: "exercise \(exercise.number) asks for \(required.count) "
                    + (required.count == 1 ? "procedure" : "procedures") + ", and \(procedures.count) were named")
            }
            result[required[position].key] = given
            position += 1
        }
        return result
    }

    // MARK: Running

    /// The definitions in a file's comments: runs of lines that begin with
    /// `;`, `#| ... |#` blocks, and the forms of datum comments that begin
    /// a line (`#;(define ...)`), read as Scheme, with the line each run,
    /// block or form starts on.
    static func commentedDefinitions(_ text: String) -> [(line: Int, form: Value)] {
        var result: [(line: Int, form: Value)] = []
        // Each definition from the line it starts on (prose around it, or a
        // quote in a sentence, need not read), to the line its parentheses close.
        func read(_ chunk: [(line: Int, text: String)]) {
            var index = 0
            while index < chunk.count {
                guard chunk[index].text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("(define") else {
                    index += 1
                    continue
                }
                var depth = 0, end = index
                scan: for (offset, entry) in chunk[index...].enumerated() {
                    for character in entry.text {
                        if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                        if depth == 0, character == ")" {
                            end = index + offset
                            break scan
                        }
                    }
                    end = index + offset
                }
                var reader = Reader(chunk[index...end].map(\.text).joined(separator: "\n"))
                if let datum = try? reader.read(), case .pair(let p) = datum, case .symbol(let head) = p.car, head.name == "define" {
                    result.append((chunk[index].line, datum))
                }
                index = end + 1
            }
        }
        var run: [(line: Int, text: String)] = []
        var block: [(line: Int, text: String)]?
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            if var open = block {
                if let end = raw.firstRange(of: "|#") {
                    open.append((number, String(raw[..<end.lowerBound])))
                    read(open)
                    block = nil
                } else {
                    open.append((number, String(raw)))
                    block = open
                }
                continue
            }
            let trimmed = raw.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#;") {
                // A datum comment, `#;(define ...)`: the form it leaves out
                // (a Racket module may not define a name twice).
                read(run)
                run = []
                let start = lines[index...].prefix(200).joined(separator: "\n").drop { $0 == " " || $0 == "\t" }.dropFirst(2)
                var reader = Reader(String(start))
                if let datum = try? reader.read(), case .pair(let p) = datum, case .symbol(let head) = p.car,
                   head.name == "define" {
                    result.append((number, datum))
                }
            } else if trimmed.hasPrefix("#|") {
                read(run)
                run = []
                let rest = trimmed.dropFirst(2)
                if let end = rest.firstRange(of: "|#") { read([(number, String(rest[..<end.lowerBound]))]) } else { block = [(number, String(rest))] }
            } else if trimmed.hasPrefix(";") {
                run.append((number, String(trimmed.drop { $0 == ";" })))
            } else {
                read(run)
                run = []
            }
            if result.count > 100 { break }
        }
        read(run)
        return result
    }

    /// Evaluates within the time and depth limits.
    func guarded<T>(_ interp: Interp, steps: Int? = nil, _ body: () throws -> T) -> Result<T, PictureFailure> {
        let stepLimit = steps ?? self.stepLimit
        let savedDepth = interp.maximumDepth
        interp.maximumDepth = min(savedDepth, depthLimit)
        defer { interp.maximumDepth = savedDepth }
        let (result, fired) = Watchdog.guarding(limit: timeLimit, flag: interp.interrupt) {
            Result {
                var value: T?
                _ = try Statistics.measure(interp, stepLimit: stepLimit) {
                    value = try body()
                    return .unspecified
                }
                guard let value else { throw EvalError.interrupted }
                return value
            }
        }
        switch result {
        case .success(let value): return .success(value)
        case .failure(let error):
            if fired { return .failure(.message("ran longer than the time limit (\(Run.format(timeLimit)), a safety net)")) }
            switch error {
            case is StepLimitExceeded:
                return .failure(.message("ran past the step limit (\(Run.grouped(stepLimit)) steps)"))
            case EvalError.recursionDepthExceeded:
                return .failure(.message("recursed more than \(depthLimit) calls deep (;Aborting!: maximum recursion depth exceeded)"))
            case let error as SchemeExit: return .failure(.message("the program called (exit \(error.status))"))
            default: return .failure(.message("stopped with \(error)"))
            }
        }
    }

    /// A top-level `(paint PAINTER)` of the file (`paint-hi-res` too): its
    /// line and the painter's expression.
    struct PaintedForm {
        let line: Int
        let painter: Value
        let text: String
    }

    /// What the checker reads from the file's top-level forms.
    struct FileForms {
        /// Its `(paint PAINTER)` forms.
        var painted: [PaintedForm] = []
        /// Each name's last definition form.
        var definitions: [String: Value] = [:]

        /// The names `start` and the file's definitions of them mention,
        /// and so on through the file's definitions: what the file's own
        /// procedures reach.
        func reached(from start: [String]) -> Set<String> {
            Run.reached(from: start, through: definitions)
        }
    }

    /// Loads the file form by form; `versions`: each name's values, one
    /// for each definition of it (a shadowed one too); `painted`: the
    /// file's top-level `(paint PAINTER)` forms and definitions.
    func load(
        _ source: String, fileName: String, into learner: Interp, defined: inout [String], versions: inout [String: [Value]],
        forms: inout FileForms
    ) -> CheckResult {
        var reader = Reader(source)
        var failures: [String] = []
        // What the checker defined before the file loads: not the file's.
        let given = Set(learner.ownGlobals.map(\.name))
        var read: [(form: Value, line: Int)] = []
        // Definitions that stopped on an unbound name (with their warning's index).
        var unbound: [(form: Value, line: Int, names: [String], name: String, failure: Int)] = []
        while true {
            let datum: Value?
            do {
                datum = try reader.read()
            } catch {
                failures.append("\(error): the rest of the file is not read")
                break
            }
            guard let datum else { break }
            let line = reader.lastDatumLocation.line
            if case .pair(let form) = datum, case .symbol(let head) = form.car, head.name == "paint" || head.name.hasPrefix("paint-"),
               let arguments = form.cdr.listElements, arguments.count == 1 {
                forms.painted.append(PaintedForm(line: line, painter: arguments[0], text: Run.abbreviated(datum)))
            }
            var names = ExerciseChecker.definedNames(datum)
            read.append((datum, line))
            for name in names { forms.definitions[name] = datum }
            if case .failure(.message(let message)) = guarded(learner, { try learner.evaluate(datum: datum) }) {
                if !names.isEmpty, let range = message.firstRange(of: ";Unbound variable: ") {
                    unbound.append((datum, line, names, String(message[range.upperBound...]), failures.count))
                }
                failures.append("line \(line): " + Run.abbreviated(datum) + " " + message
                    + (names.isEmpty ? ": skipped" : ": not defined"))
                // A definition that failed defines nothing: the name is the
                // kit's (2.51's `below`) or unbound, not the file's answer.
                names = []
            } else {
                defined += names
            }
            // What a `load`, `include` or `require` of a sibling defined is the file's too.
            if names.isEmpty {
                let known = Set(defined).union(given)
                names = learner.ownGlobals.map(\.name).filter { !known.contains($0) }
                defined += names
            }
            for name in names { if let value = learner.lookup(name) { versions[name, default: []].append(value) } }
        }
        // Evaluated again once, now that the whole file is loaded, when the
        // name they stopped on is defined after them (2.45's `(define
        // right-split (split beside below))` above `split`): as the
        // exercises of values do, with a note (MIT stops there).
        var notes: [String] = []
        var retried = Set<Int>()
        for definition in unbound where defined.contains(definition.name) {
            guard case .success = guarded(learner, { try learner.evaluate(datum: definition.form) }) else { continue }
            defined += definition.names
            for name in definition.names { if let value = learner.lookup(name) { versions[name, default: []].append(value) } }
            retried.insert(definition.failure)
            notes.append("line \(definition.line) defines " + definition.names.map { "`\($0)`" }.joined(separator: ", ")
                + " with `\(definition.name)`, which the file defines only later (MIT stops there with ;Unbound variable: "
                + "\(definition.name)): evaluated again once the file had loaded")
        }
        failures = failures.enumerated().filter { !retried.contains($0.offset) }.map(\.element)
        // A failing demo line (`(paint (right-split einstein 3))` with
        // Racket's painter) is a warning, as in every exercise: only what
        // the answer's procedures need can fail the report.
        if !reader.languageLines.isEmpty, let twice = Run.definedTwice(read.map(\.form), lines: read.map(\.line)) {
            failures.append(twice)
        }
        notes = Run.movedFileNotes(learner, fileName: fileName) + notes
        guard !failures.isEmpty else { return CheckResult(passed: true, line: "\(fileName) loads", notes: notes) }
        var details = failures.prefix(4).map { "warning: " + $0 }
        if failures.count > 4 { details.append("and \(failures.count - 4) more warnings") }
        return CheckResult(passed: true, line: "\(fileName) loads, with \(failures.count) "
            + (failures.count == 1 ? "warning" : "warnings"), details: details, notes: notes)
    }

    func run(
        _ exercise: PictureExercise, learner: Interp, defined: [String], overrides: [String: String],
        fileName: String, svg: String?, versions: [String: [Value]], forms: FileForms, _ report: inout CheckReport
    ) {
        let reference = Self.reference(for: exercise)
        reference.drawsRandomNumbers(from: learner)
        // The names found: a role's override, or the first of its names the file defines.
        var names: [String: String] = [:]
        var missing: [PictureRole] = []
        var variantNotes: [String: String] = [:]
        // The book's names bound to the file's procedure of another name,
        // by that name (`origin-frame` for `frame-origin`).
        var aliases: [String: [String]] = [:]
        // Selectors alone, judged with the book's constructors (2.47).
        var alone: SelectorsFound?
        if overrides.isEmpty, let given = exercise.givenConstructors {
            alone = selectorsAlone(given, exercise, learner: learner, reference: reference, defined: defined, versions: versions)
        }
        for role in exercise.roles {
            if let alone {
                if let name = alone.names[role.key] { names[role.key] = name }
                if let note = alone.notes[role.key] { variantNotes[role.key] = note }
                if alone.names[role.key] != nil || alone.missing != nil { continue }
            }
            if let name = overrides[role.key] {
                if defined.contains(name), learner.lookup(name) != nil {
                    names[role.key] = name
                } else {
                    report.results.append(CheckResult(passed: false, line: "\(name): not defined in \(fileName)"))
                }
                continue
            }
            // Never a procedure another role took (2.51's `below1`, the
            // first way when the file has no `below`).
            let taken = Set(names.values)
            if let name = role.names.first(where: { defined.contains($0) && learner.lookup($0) != nil && !taken.contains($0) })
                ?? Self.spelledLike(role.names, defined: defined.filter { !taken.contains($0) }, learner: learner) {
                names[role.key] = name
                // Under another of its names (`make-frame-1`): the checks
                // and the book's code that call the book's name call it.
                if name != role.names[0], !role.optional, !defined.contains(role.names[0]),
                   !Self.usesPlaceholder(role.key, exercise), let value = learner.lookup(name) {
                    learner.define(role.names[0], value)
                    aliases[name, default: []].append(role.names[0])
                    variantNotes[role.key] = "`\(name)` is judged as `\(role.names[0])`"
                }
                if !role.names.contains(name), variantNotes[role.key] == nil {
                    variantNotes[role.key] = "`\(name)` is judged as `\(role.names[0])`"
                }
            } else if !role.optional {
                missing.append(role)
            }
        }
        // A representation under names of the file's own (2.47's
        // `frame-make`, `list-frame-origin`): found by what its procedures do.
        if alone == nil, overrides.isEmpty, let given = exercise.givenConstructors, let both = exercise.bothWays {
            let found = byRepresentation(given, both, exercise, learner: learner, defined: defined, versions: versions,
                                         names: &names, aliases: &aliases)
            for (key, note) in found { variantNotes[key] = note }
            missing.removeAll { names[$0.key] != nil }
        }
        // A procedure of the learner's own interface (2.48's segment of four
        // numbers): the book's interface over it, bound in its place, so that
        // the checks and the book's code call it as the book does.
        for role in exercise.roles {
            guard let own = role.ownInterface, let name = names[role.key], overrides[role.key] == nil,
                  case .closure(let closure)? = learner.lookup(name), closure.code.restParameter == nil,
                  closure.code.parameters.count == own.arity, let value = learner.lookup(name) else { continue }
            let original = "sicp-check-own-" + role.key
            learner.define(original, value)
            guard case .success(let adapted) = guarded(learner, { try learner.evaluate(own.call.replacing("NAME", with: original)).last })
            else { continue }
            if let adapted { learner.define(name, adapted) }
            if let adapted, name != role.names[0] { learner.define(role.names[0], adapted) }
            variantNotes[role.key] = [variantNotes[role.key], "`\(name)` " + own.label].compactMap { $0 }.joined(separator: "; ")
        }
        // A painter written as a procedure of no arguments that returns it
        // (2.49's `(define (outline) (segments->painter ...))`, called as
        // `(paint (outline))`): the painter it returns is judged, bound to
        // its name.
        for role in exercise.roles {
            guard let name = names[role.key], overrides[role.key] == nil,
                  case .closure(let own)? = learner.lookup(name), own.code.parameters.isEmpty, own.code.restParameter == nil,
                  Self.paintsItself(role, exercise),
                  case .success(let painter) = guarded(learner, steps: 20_000, { try learner.apply(.closure(own), []) }),
                  painter.isProcedure else { continue }
            learner.define(name, painter)
            if name != role.names[0], aliases[name]?.contains(role.names[0]) == true { learner.define(role.names[0], painter) }
            let note = "`\(name)` takes no arguments and returns the painter: the painter `(\(name))` returns is judged"
            variantNotes[role.key] = [variantNotes[role.key], note].compactMap { $0 }.joined(separator: "; ")
        }
        // A role the file names in its own way: the file's procedure that
        // passes the role's checks (see `byBehaviour`).
        var searchNotes = variantNotes
        // Roles judged by comparing with the book first: a painter judged
        // only by what it paints (2.49's wave) may be the one the others leave.
        let ordered = missing.filter { !Self.judging($0, exercise, names).isEmpty || !Self.isPaintsRole($0, exercise) }
            + missing.filter { Self.judging($0, exercise, names).isEmpty && Self.isPaintsRole($0, exercise) }
        var notFound: [(index: Int, result: CheckResult)] = []
        for role in ordered {
            if let (name, why) = byBehaviour(role, exercise, learner: learner, reference: reference, defined: defined,
                                             names: names, painted: forms.painted) {
                names[role.key] = name
                // The book's code the file's painters call by the book's name finds it too.
                if let value = learner.lookup(name) { learner.define(role.names[0], value) }
                let judged = name == Self.paintedName ? why : "`\(name)` is judged as `\(role.key)`: \(why)"
                searchNotes[role.key] = judged + " (\(fileName) defines no "
                    + role.names.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + ")"
                // The book's own procedures call the data's constructors and
                // selectors by name (`segments->painter` calls
                // `start-segment`): a misspelling of it (`star-segment`)
                // gives right values and leaves the book's code unbound.
                // A variant of the name (`start-segment2`) is a name of the
                // file's own, not a typo.
                if Self.calledByTheBook.contains(exercise.number), name.count >= 5, !role.names.contains(name),
                   !name.hasPrefix(role.names[0]), Run.editDistance(name, role.names[0]) <= 2 {
                    report.results.append(CheckResult(
                        passed: false, line: "\(role.key): misspelt as `\(name)`",
                        details: ["`\(name)` gives the right values, but the book's procedures that use the "
                            + "\(exercise.number == "2.46" ? "vectors" : "segments") "
                            + "call it `\(role.names[0])`, which \(fileName) does not define"]))
                }
            } else {
                let index = exercise.roles.firstIndex { $0.key == role.key } ?? 0
                notFound.append((index, CheckResult(
                    passed: false,
                    line: "\(role.key): not found (looked for \(role.names.joined(separator: ", ")); "
                        + "name yours with --procedure \(exercise.roles.count > 1 ? role.key + "=" : "")NAME)")))
            }
        }
        for (index, result) in notFound.sorted(by: { $0.index < $1.index }) {
            report.roles[exercise.roles[index].key] = RoleOutcome(
                passed: false, notFound: true, range: report.results.count..<report.results.count + 1)
            report.results.append(result)
        }
        // A figure kept as its list of segments (`(define outline (list
        // (make-segment ...) ...))`, painted with `(segments->painter
        // outline)`) is judged as that painter, with a note.
        var listed: [String] = []
        for role in exercise.roles {
            guard let name = names[role.key], overrides[role.key] == nil, case .pair(let first)? = learner.lookup(name),
                  case .pair = first.car, learner.lookup(name)?.listElements != nil else { continue }
            names[role.key] = "(segments->painter \(name))"
            listed.append("`\(name)`")
        }
        if !listed.isEmpty, let load = report.results.indices.last {
            report.results[load].notes.append(TailCalls.list(listed) + (listed.count == 1 ? " is a list" : " are lists")
                + " of segments: judged as painted by `segments->painter`")
        }
        // A procedure that errs in the book's argument order and passes in
        // the learner's own (`(up-split n painter)`): judged in that order
        // throughout, with a note.
        let procedureNames = names
        for role in exercise.roles {
            guard let own = role.ownOrder, let name = names[role.key],
                  let first = Self.judging(role, exercise, names).first else { continue }
            let book = result(first, learner, reference, names)
            guard !book.passed else { continue }
            let note = "`\(name)` in its own argument order, " + own.label + ": judged in that order"
            guard Self.usesPlaceholder(role.key, exercise) else {
                // Checks and the book's code that call it by its name (2.46's
                // `scale-vect`, which `frame-coord-map` calls): the book's
                // order over it, bound in its place, kept as above (a wrong
                // procedure in its own order then fails there).
                guard case .closure? = learner.lookup(name), let value = learner.lookup(name) else { continue }
                let original = "sicp-check-own-order-" + role.key
                learner.define(original, value)
                guard case .success(let adapted?) = guarded(learner, {
                    try learner.evaluate(own.call.replacing("NAME", with: original)).last
                }) else { continue }
                learner.define(name, adapted)
                let mine = result(first, learner, reference, names)
                if mine.passed || book.line.contains("stopped with") && !mine.line.contains("stopped with") {
                    searchNotes[role.key] = [searchNotes[role.key], note].compactMap { $0 }.joined(separator: "; ")
                } else {
                    learner.define(name, value)
                }
                continue
            }
            var trial = names
            trial[role.key] = own.call.replacing("NAME", with: name)
            // Right in its own order, or wrong there but painting where the book's order stops.
            let mine = result(first, learner, reference, trial)
            if mine.passed || book.line.contains("stopped with") && !mine.line.contains("stopped with") {
                names = trial
                searchNotes[role.key] = [searchNotes[role.key], note].compactMap { $0 }.joined(separator: "; ")
            }
        }
        // Two ways asked for: the second under names of its own, or as
        // second definitions of the first way's names (the first way then
        // judged on the first definitions), or missing.
        var firstWay: [(name: String, value: Value)] = []
        var missingWay: CheckResult?
        var titleSuffix: [String: String] = [:]
        // A second way of which some names are found (`make-frame-2`, with
        // the selectors defined again): the others are the second definitions.
        if alone == nil, let both = exercise.bothWays, both.keys.allSatisfy({ names[$0] != nil }),
           !both.secondKeys.allSatisfy({ names[$0] != nil }) {
            let firstNames = both.keys.compactMap { names[$0] }
            let redefined = firstNames.filter { (versions[$0]?.count ?? 0) > 1 }
            if redefined.isEmpty, names[both.secondKeys[0]] != nil {
                // Selectors the two share (`origin-frame`, with
                // `edge2-frame-2` the second's own): the first's serve both.
                var shared: [String] = []
                for (key, second) in zip(both.keys, both.secondKeys) where names[second] == nil {
                    names[second] = names[key]
                    shared.append(names[key] ?? key)
                }
                let list = TailCalls.list(shared.map { "`\($0)`" })
                let note = list + (shared.count == 1 ? " serves" : " serve") + " both ways: the file defines "
                    + (shared.count == 1 ? "no other" : "no others")
                searchNotes[both.secondKeys[0]] = [searchNotes[both.secondKeys[0]], note].compactMap { $0 }.joined(separator: "; ")
            } else if redefined.isEmpty, let (name, note) = secondWayByBehaviour(
                both, exercise, learner: learner, reference: reference, defined: defined, names: names, forms: forms) {
                names[both.secondKeys[0]] = name
                searchNotes[both.secondKeys[0]] = [searchNotes[both.secondKeys[0]], note].compactMap { $0 }.joined(separator: "; ")
            } else if redefined.isEmpty {
                let lookedFor = exercise.roles.first { $0.key == both.secondKeys[0] }?.names ?? []
                missingWay = CheckResult(
                    passed: false,
                    line: "\(both.secondKeys[0]): not found: \(both.asks) (looked for "
                        + (lookedFor + ["or a second definition of \(firstNames[0])"]).joined(separator: ", ") + ")")
            } else {
                var seen = Set<String>()
                for name in firstNames where seen.insert(name).inserted {
                    if let first = versions[name]?.first, (versions[name]?.count ?? 0) > 1 { firstWay.append((name, first)) }
                }
                // The same way twice (a list representation kept in a comment
                // above the same list again): not both ways.
                if (versions[firstNames[0]]?.count ?? 0) > 1,
                   let first = versions[firstNames[0]]?.first, let last = versions[firstNames[0]]?.last,
                   case .closure(let one) = first, case .closure(let other) = last,
                   one.code.restParameter == nil, other.code.restParameter == nil,
                   one.code.parameters.count == other.code.parameters.count, !one.code.parameters.isEmpty {
                    let parts = (0..<one.code.parameters.count).map { "'sicp-check-part-\($0 + 1)" }.joined(separator: " ")
                    learner.define("sicp-check-way-1", first)
                    learner.define("sicp-check-way-2", last)
                    if case .success(let values) = guarded(learner, {
                        try learner.evaluate("(equal? (sicp-check-way-1 \(parts)) (sicp-check-way-2 \(parts)))")
                    }), values.last?.isTrue == true {
                        missingWay = CheckResult(
                            passed: false,
                            line: "\(both.secondKeys[0]): not found: \(both.asks), and the two definitions of "
                                + "`\(firstNames[0])` build the same structure")
                    }
                }
                let shown = redefined.map { "`\($0)`" }.joined(separator: ", ")
                let plural = redefined.count > 1 ? "definitions" : "definition"
                for (key, second) in zip(both.keys, both.secondKeys) {
                    if names[second] == nil { names[second] = names[key] }
                    titleSuffix[key] = " (the first \(plural) of \(shown))"
                    titleSuffix[second] = " (the second \(plural) of \(shown))"
                }
            }
        }
        var svgWritten = svg == nil
        for check in exercise.checks {
            // A check of the first way runs on the first definitions, bound
            // again for it; the file's final definitions are the second way.
            let needs: [String]
            switch check {
            case let .values(_, _, n), let .pictures(_, _, n, _, _), let .paints(_, _, n, _): needs = n
            }
            let suffix = needs.first.flatMap { titleSuffix[$0] } ?? ""
            // Which procedure was judged under a name of the file's own:
            // said under the first check that judged it.
            let before = report.results.count
            defer {
                if report.results.count > before {
                    let notes = needs.compactMap { searchNotes.removeValue(forKey: $0) }
                    report.results[before].details.insert(contentsOf: notes, at: 0)
                    // Each procedure the check judged passed if every check of it passed.
                    for key in needs {
                        let passed = report.results[before].passed && report.roles[key]?.passed != false
                        report.roles[key] = RoleOutcome(passed: passed, notFound: false, range: before..<before + 1)
                    }
                }
            }
            let onFirstWay = !firstWay.isEmpty && exercise.bothWays.map { both in needs.allSatisfy { both.keys.contains($0) } } == true
            // The book's names bound to them are bound again too.
            if onFirstWay {
                for (name, value) in firstWay { for bound in [name] + (aliases[name] ?? []) { learner.define(bound, value) } }
            }
            defer {
                if onFirstWay {
                    for (name, _) in firstWay {
                        guard let last = versions[name]?.last else { continue }
                        for bound in [name] + (aliases[name] ?? []) { learner.define(bound, last) }
                    }
                }
            }
            switch check {
            case let .values(title, cases, needs):
                guard needs.allSatisfy({ names[$0] != nil }) else { continue }
                var result = checkValues(title + suffix, cases, learner, names)
                // Wrong through the file's own copy of what the exercise does
                // not ask for (2.48's selectors read with a 2.46 `xcor-vect`
                // that takes the cdr): judged with the book's in its place,
                // only if that passes.
                if !result.passed,
                   let again = withKitPainters(learner, names, stopped: result, erred: false, values: true,
                                               reached: forms.reached(from: needs.compactMap { procedureNames[$0] }),
                                               attempt: { [self] in (checkValues(title + suffix, cases, learner, names), false) }),
                   again.passed {
                    result = again
                }
                report.results.append(result)
            case let .pictures(title, cases, needs, tolerance, sameInk):
                guard needs.allSatisfy({ names[$0] != nil }) else { continue }
                let first = checkPicturesStopping(title + suffix, cases, learner, reference, names, tolerance,
                                                  sameInk, svg: svgWritten ? nil : svg)
                var result = first.result
                if first.erred || !result.passed,
                   let again = withKitPainters(learner, names, stopped: result, erred: first.erred,
                                               reached: forms.reached(from: needs.compactMap { procedureNames[$0] }),
                                               redefining: needs.compactMap { procedureNames[$0] }.compactMap { forms.definitions[$0] }
                                                   .filter { !Run.isProcedureDefinition($0) },
                                               attempt: { checkPicturesStopping(title + suffix, cases, learner, reference, names,
                                                                                tolerance, sameInk, svg: nil) }),
                   first.erred || again.passed {
                    result = again
                }
                if result.details.contains(where: { $0.hasPrefix("wrote ") }) { svgWritten = true }
                result.procedure = needs.first.flatMap { procedureNames[$0] }
                report.results.append(result)
            case let .paints(title, expression, needs, minimum):
                guard needs.allSatisfy({ names[$0] != nil }) else { continue }
                let painter = Self.substitute(expression, names)
                var result = paints(title, painter, minimum: minimum, learner)
                // Stopped in the file's own picture library (Racket's
                // `racket/draw`): with the book's in its place, as above.
                if result.line.hasPrefix("\(title): \(painter): "),
                   let again = withKitPainters(learner, names, stopped: result,
                                               redefining: needs.compactMap { procedureNames[$0] }.compactMap { forms.definitions[$0] }
                                                   .filter { !Run.isProcedureDefinition($0) },
                                               attempt: { [self] in
                                                   let outcome = paints(title, painter, minimum: minimum, learner)
                                                   return (outcome, outcome.line.hasPrefix("\(title): \(painter): "))
                                               }) {
                    result = again
                }
                report.results.append(result)
            }
        }
        if let missingWay {
            if let part = ExerciseChecker.partByName(fileName), report.results.count > 1 {
                // A file that holds one of the two by its name (`p47-b.scm`).
                let way = exercise.bothWays?.asks.replacing("the exercise asks for both ", with: "") ?? ""
                report.results[1].notes.append("\(fileName) holds part (\(part)) of exercise \(exercise.number) by its "
                    + "name: one of the \(way), so the other is not looked for")
            } else {
                report.missingWay = (report.results.count, oneWayHeld(exercise, names, learner, forms))
                report.results.append(missingWay)
            }
        }
        if let missing = alone?.missing {
            report.missingWay = (report.results.count, oneWayHeld(exercise, names, learner, forms))
            report.results.append(missing)
        }
    }

    /// The one way of two the file holds (see `CheckReport.missingWay`):
    /// for constructors the exercise gives (2.47), what the file's
    /// constructor builds of the symbols of its parts, written; otherwise
    /// the file's definition of the first procedure, written. Nil when
    /// neither is there.
    func oneWayHeld(_ exercise: PictureExercise, _ names: [String: String], _ learner: Interp, _ forms: FileForms) -> String? {
        guard let both = exercise.bothWays, let name = names[both.keys[0]] ?? names[both.secondKeys[0]] else { return nil }
        if let given = exercise.givenConstructors {
            let call = "(" + name + " " + given.parts.joined(separator: " ") + ")"
            guard case .success(let built?) = guarded(learner, steps: 20_000, { try learner.evaluate(call).last }) else { return nil }
            return Printer.write(built)
        }
        return forms.definitions[name].map(Printer.write)
    }

    /// A `.paints` check's result: `painter` paints without an error and
    /// draws a figure of at least `minimum` segments, most of them joined
    /// end to end, all within its frame.
    func paints(_ title: String, _ painter: String, minimum: Int, _ learner: Interp) -> CheckResult {
        let recorder = PictureRecorder(interp: learner)
        switch guarded(learner, { try recorder.segments(of: painter) }) {
        case .success(let segments) where !segments.isEmpty && segments.count < minimum:
            return CheckResult(
                passed: false, line: "\(title): draws \(PictureComparison.Difference.segmentCount(segments.count)), "
                    + "not a figure (at least \(minimum) segments joined end to end)")
        case .success(let segments) where !segments.isEmpty && minimum > 1 && !Self.isJoined(segments):
            return CheckResult(
                passed: false, line: "\(title): draws \(PictureComparison.Difference.segmentCount(segments.count)) "
                    + "of which fewer than half meet another at an end: not a figure of connected segments")
        case .success(let segments) where !segments.isEmpty && Self.pointOutsideTheFrame(segments) != nil:
            let (x, y) = Self.pointOutsideTheFrame(segments)!
            return CheckResult(
                passed: false, line: "\(title): draws \(PictureComparison.Difference.segmentCount(segments.count)), "
                    + "not all in its frame: the point (\(Self.coordinate(x)), \(Self.coordinate(y))) is outside it "
                    + "(a painter's points are between 0 and 1)")
        case .success(let segments) where !segments.isEmpty:
            return CheckResult(
                passed: true, line: "\(title): paints (\(PictureComparison.Difference.segmentCount(segments.count)))")
        case .success:
            return CheckResult(passed: false, line: "\(title): draws nothing")
        case .failure(.message(let message)):
            return CheckResult(passed: false, line: "\(title): \(painter): \(message)")
        }
    }

    /// The file's procedure that fills `role` when the file names none of
    /// its names (`roate180`, `rotate-270-counterclockwise`,
    /// `make-vector1`): among the file's procedures not named for a role,
    /// of the book's procedure's arity (names like the role's first), the
    /// first for which every check that needs the role, and only roles
    /// found, passes. Not for a role a `.paints` check judges (any painter
    /// paints).
    ///
    /// A painter judged only by what it paints (2.49's wave, any figure of
    /// connected segments) is never found by passing its check: it is the
    /// one name of the file's that holds the book's
    /// (`medina-the-waver-maker`); or, when every other role is found, the
    /// one painter the file defines, or else paints (`(paint
    /// (segments->painter ...))` at top level), besides theirs that draws a
    /// figure (then bound to `paintedName`). Returns the name and why.
    func byBehaviour(
        _ role: PictureRole, _ exercise: PictureExercise, learner: Interp, reference: Interp, defined: [String],
        names: [String: String], painted: [PaintedForm] = []
    ) -> (name: String, why: String)? {
        let checks = Self.judging(role, exercise, names)
        let taken = Set(names.values), asked = Set(exercise.roles.flatMap(\.names))
        guard !checks.isEmpty else {
            let word = role.names[0].lowercased()
            let named = Set(defined).filter { name in
                !taken.contains(name) && !asked.contains(name) && name.lowercased().contains(word)
                    && learner.lookup(name)?.isProcedure == true
            }
            if named.count == 1, let name = named.first, word.count >= 4 { return (name, "its name holds `\(role.names[0])`") }
            guard case let .paints(_, expression, _, minimum)? = exercise.checks.first(where: {
                if case let .paints(_, _, needs, _) = $0 { return needs.contains(role.key) } else { return false }
            }), exercise.roles.allSatisfy({ $0.key == role.key || $0.optional || names[$0.key] != nil }) else { return nil }
            let others = exercise.roles.compactMap { names[$0.key] }.compactMap { learner.lookup($0) }
            func figure(_ name: String) -> Bool {
                paints(role.key, expression.replacing("{\(role.key)}", with: name), minimum: minimum, learner).passed
            }
            let left = Set(defined).filter { name in
                guard !taken.contains(name), !asked.contains(name), !name.hasPrefix("sicp-check-"),
                      reference.lookup(name) == nil, let value = learner.lookup(name), value.isProcedure else { return false }
                return !others.contains { isEq($0, value) }
            }.sorted()
            // Each tried is painted within the step limit; past the search's
            // limit, which one is the wave is not decided.
            guard left.count <= Self.searchLimit else { return nil }
            let drawing = left.filter(figure)
            if drawing.count == 1 {
                return (drawing[0], "the one painter the file defines, besides \(Self.otherRoles(exercise, but: role)), that draws a figure")
            }
            guard drawing.isEmpty else { return nil }
            // A painter the file paints without naming it.
            var forms: [PaintedForm] = []
            guard painted.count <= Self.searchLimit else { return nil }
            for form in painted {
                if case .symbol(let symbol) = form.painter, taken.contains(symbol.name) || asked.contains(symbol.name) { continue }
                guard case .success(let value?) = guarded(learner, { try learner.evaluate(datum: form.painter) }),
                      value.isProcedure, !others.contains(where: { isEq($0, value) }) else { continue }
                learner.define(Self.paintedName, value)
                if figure(Self.paintedName) { forms.append(form) }
            }
            guard forms.count == 1, case .success(let value?) = guarded(learner, { try learner.evaluate(datum: forms[0].painter) })
            else {
                learner.unbind(Self.paintedName)
                return nil
            }
            learner.define(Self.paintedName, value)
            return (Self.paintedName, "the painter of line \(forms[0].line)'s `\(forms[0].text)` is judged as "
                + "`\(role.key)`: the one painter the file paints, besides \(Self.otherRoles(exercise, but: role)), "
                + "that draws a figure")
        }
        let arity: Int? = {
            if case .closure(let c)? = reference.lookup(role.names[0]), c.code.restParameter == nil { return c.code.parameters.count }
            return nil
        }()
        var seen = Set<String>()
        let candidates = defined.filter { name in
            guard seen.insert(name).inserted, !taken.contains(name), !asked.contains(name),
                  let value = learner.lookup(name), value.isProcedure else { return false }
            if case .closure(let c) = value, let arity {
                return c.code.restParameter == nil ? c.code.parameters.count == arity : c.code.parameters.count <= arity
            }
            return true
        }
        let ordered = candidates.filter { Run.isSimilar($0, to: role.names) }
            + candidates.filter { !Run.isSimilar($0, to: role.names) }
        for candidate in ordered.prefix(Self.searchLimit) {
            var trial = names
            trial[role.key] = candidate
            if checks.allSatisfy({ passes($0, learner, reference, trial) }) { return (candidate, "it passes the checks") }
        }
        return nil
    }

    /// The second of two ways of one procedure (2.51's `below`) under a
    /// name of the file's own (`below-using-beside`, `below-second`): the
    /// one procedure of the file that passes the second way's checks,
    /// other than the first way's, and that neither calls it nor reaches it
    /// through the file's definitions (a wrapper of the first way is no
    /// second way). The procedures of its arity named like it are tried
    /// first, at most `searchLimit` in all. Nil when none passes, or more
    /// than one does.
    func secondWayByBehaviour(
        _ both: BothWays, _ exercise: PictureExercise, learner: Interp, reference: Interp, defined: [String],
        names: [String: String], forms: FileForms
    ) -> (name: String, note: String)? {
        guard both.keys.count == 1, let first = names[both.keys[0]],
              let role = exercise.roles.first(where: { $0.key == both.secondKeys[0] }) else { return nil }
        let checks = Self.judging(role, exercise, names)
        guard !checks.isEmpty else { return nil }
        let arity: Int? = {
            if case .closure(let c)? = reference.lookup(role.names[0]), c.code.restParameter == nil { return c.code.parameters.count }
            if case .closure(let c)? = learner.lookup(first), c.code.restParameter == nil { return c.code.parameters.count }
            return nil
        }()
        let firstValue = learner.lookup(first)
        let taken = Set(names.values), asked = Set(exercise.roles.flatMap(\.names))
        var seen = Set<String>()
        let candidates = defined.filter { name in
            guard seen.insert(name).inserted, !taken.contains(name), !asked.contains(name), !name.hasPrefix("sicp-check-"),
                  case .closure(let c)? = learner.lookup(name), let arity, c.code.restParameter == nil,
                  c.code.parameters.count == arity else { return false }
            if let firstValue, let value = learner.lookup(name), isEq(firstValue, value) { return false }
            return true
        }
        // Names like the way's first (`below-using-beside`) first; at most
        // `searchLimit` are tried.
        let ordered = (candidates.filter { Run.isSimilar($0, to: role.names + [both.keys[0]]) }
            + candidates.filter { !Run.isSimilar($0, to: role.names + [both.keys[0]]) }).prefix(Self.searchLimit)
        let passing = ordered.filter { candidate in
            guard !forms.reached(from: [candidate]).contains(first) else { return false }
            var trial = names
            trial[role.key] = candidate
            return checks.allSatisfy { passes($0, learner, reference, trial) }
        }
        guard passing.count == 1 else { return nil }
        return (passing[0], "`\(passing[0])` is judged as the second way of writing `\(both.keys[0])`: it passes the checks, "
            + "and it does not call `\(first)`")
    }

    /// Whether the exercise's checks paint the role's procedure itself (a
    /// painter, as 2.49's `{outline}`), not a call of it.
    static func paintsItself(_ role: PictureRole, _ exercise: PictureExercise) -> Bool {
        let placeholder = "{\(role.key)}"
        return exercise.checks.contains { check in
            switch check {
            case let .pictures(_, cases, _, _, _): return cases.contains { $0.learner == placeholder }
            case let .paints(_, expression, _, _): return expression == placeholder
            case .values: return false
            }
        }
    }

    /// The name a painter the file paints without naming it is bound to.
    static let paintedName = "sicp-check-painted"

    /// Whether a `.paints` check judges `role`.
    static func isPaintsRole(_ role: PictureRole, _ exercise: PictureExercise) -> Bool {
        exercise.checks.contains { check in
            if case let .paints(_, _, needs, _) = check { return needs.contains(role.key) }
            return false
        }
    }

    /// The exercise's other roles, as a phrase: `` `outline`, `x` and `diamond` ``.
    static func otherRoles(_ exercise: PictureExercise, but role: PictureRole) -> String {
        TailCalls.list(exercise.roles.filter { $0.key != role.key && !$0.optional }.map { "`\($0.key)`" })
    }

    /// The kit's answers to later exercises that the book's text before
    /// the exercise does not use, hidden while it is checked: 2.44's
    /// `(define up-split (split below beside))` must not pass on the kit's
    /// `split` (exercise 2.45's answer) when the file's own fails to load.
    /// And the exercise's own: 2.45's `(define right-split (split beside
    /// below))` above the file's `split` would silently use the kit's.
    static let laterAnswers: [String: [String]] = ["2.44": ["split"], "2.45": ["split"]]

    /// The exercises whose procedures the book's own code calls by name
    /// (`frame-coord-map`, `segments->painter`). Not 2.47: its two
    /// representations of frames live in one file under two sets of names
    /// (`make-frame-b` beside `make-frame`).
    static let calledByTheBook: Set<String> = ["2.46", "2.48"]

    /// The first end of a segment outside the unit frame (by more than
    /// 0.01: an outline at 0.99 or 1.001 is in it), if any: a figure of
    /// one's own is drawn in its frame, as the book's `wave`.
    static func pointOutsideTheFrame(_ segments: [Segment]) -> (Double, Double)? {
        func outside(_ v: Double) -> Bool { !(v >= -0.01 && v <= 1.01) }
        for segment in segments {
            for point in [(segment.x0, segment.y0), (segment.x1, segment.y1)] where outside(point.0) || outside(point.1) {
                return point
            }
        }
        return nil
    }

    /// Whether a check of the exercise calls the role through its
    /// placeholder, `{KEY}` (else by the book's name: 2.47's first frame).
    static func usesPlaceholder(_ key: String, _ exercise: PictureExercise) -> Bool {
        exercise.checks.contains { check in
            let texts: [String]
            switch check {
            case let .values(_, cases, _): texts = cases.map(\.expression)
            case let .pictures(_, cases, _, _, _): texts = cases.map(\.learner)
            case let .paints(_, expression, _, _): texts = [expression]
            }
            return texts.contains { $0.contains("{\(key)}") }
        }
    }

    /// The checks that judge `role` by comparing with the book (values and
    /// pictures), each needing only roles found; none when a `.paints`
    /// check judges it (any painter paints) or one needs a role not found.
    static func judging(_ role: PictureRole, _ exercise: PictureExercise, _ names: [String: String]) -> [PictureCheck] {
        var checks: [PictureCheck] = []
        for check in exercise.checks {
            switch check {
            case let .values(_, _, needs), let .pictures(_, _, needs, _, _):
                guard needs.contains(role.key) else { continue }
                guard needs.allSatisfy({ $0 == role.key || names[$0] != nil }) else { return [] }
                checks.append(check)
            case let .paints(_, _, needs, _):
                if needs.contains(role.key) { return [] }
            }
        }
        return checks
    }

    /// Whether a values or pictures check passes with the roles named `names`.
    func passes(_ check: PictureCheck, _ learner: Interp, _ reference: Interp, _ names: [String: String]) -> Bool {
        result(check, learner, reference, names).passed
    }

    /// A values or pictures check's result with the roles named `names`
    /// (a `.paints` check: not passed).
    func result(_ check: PictureCheck, _ learner: Interp, _ reference: Interp, _ names: [String: String]) -> CheckResult {
        switch check {
        case let .values(title, cases, _):
            return checkValues(title, cases, learner, names)
        case let .pictures(title, cases, _, tolerance, sameInk):
            return checkPictures(title, cases, learner, reference, names, tolerance, sameInk, svg: nil)
        case let .paints(title, _, _, _):
            return CheckResult(passed: false, line: title)
        }
    }

    /// The book's side of an exercise: the picture language, the checker's
    /// painters and the exercise's reference definitions.
    static func reference(for exercise: PictureExercise) -> Interp {
        let reference = Interp(output: OutputPort(), interrupt: InterruptFlag())
        PictureLanguage.install(in: reference)
        _ = try? reference.evaluateAsKit(painterDefinitions)
        _ = try? reference.evaluate(exercise.reference)
        return reference
    }

    /// The most procedures a role's search tries.
    static let searchLimit = 12

    /// A coordinate for a report: `7.5`, `0`, `-0.25` (4 significant digits).
    static func coordinate(_ x: Double) -> String {
        var text = Table.number(x)
        if text.contains("."), !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// Whether at least half the segments share an end with another
    /// (within 0.01): the strokes of a figure, not scattered lines.
    static func isJoined(_ segments: [Segment]) -> Bool {
        func near(_ a: (Double, Double), _ b: (Double, Double)) -> Bool { abs(a.0 - b.0) <= 0.01 && abs(a.1 - b.1) <= 0.01 }
        let ends = segments.map { [($0.x0, $0.y0), ($0.x1, $0.y1)] }
        var joined = 0
        for (i, mine) in ends.enumerated() {
            if ends.indices.contains(where: { j in j != i && mine.contains { p in ends[j].contains { near(p, $0) } } }) {
                joined += 1
            }
        }
        return joined * 2 >= segments.count
    }

    /// `{up-split}` replaced by the name found.
    static func substitute(_ text: String, _ names: [String: String]) -> String {
        var text = text
        for (key, name) in names { text = text.replacing("{\(key)}", with: name) }
        return text
    }

    func checkValues(
        _ title: String, _ cases: [(expression: String, expected: String)], _ learner: Interp, _ names: [String: String]
    ) -> CheckResult {
        for (expression, expected) in cases {
            let source = Self.substitute(expression, names)
            switch guarded(learner, { try learner.evaluate(source).last ?? .unspecified }) {
            case .success(let value):
                let got = Printer.write(value)
                if got != expected {
                    return CheckResult(passed: false, line: "\(title): \(source) gives \(got)", details: ["expected: \(expected)"])
                }
            case .failure(.message(let message)):
                return CheckResult(passed: false, line: "\(title): \(source) \(message)")
            }
        }
        return CheckResult(passed: true, line: "\(title): \(cases.count) \(cases.count == 1 ? "case" : "cases") right")
    }

    /// The book's procedures the file defines again (`below`, `beside`),
    /// not the ones the exercise asks for: a file may bring a picture
    /// library of its own, written for another Scheme (Racket's
    /// `racket/draw`, `(send dc get-size)`), that does not run here. When
    /// a check stops with an error (`attempt` runs it), it is tried again with the
    /// kit's definitions of those in their place, and judged on them, with
    /// a note; if it still stops, or the error is a misspelt name of the
    /// picture language's, the first report stands. When it draws other
    /// pictures than the book's (`erred` false: 2.48's segments right, the
    /// file's copy of its 2.46 `scale-vect` wrong), the result with the
    /// kit's in their place is returned too; the caller keeps it only if
    /// it passes.
    func withKitPainters(
        _ learner: Interp, _ names: [String: String], stopped: CheckResult, erred: Bool = true, values: Bool = false,
        reached: Set<String> = [],
        redefining: [Value] = [], attempt run: () -> (result: CheckResult, erred: Bool)
    ) -> CheckResult? {
        // A misspelling in the file's own (`sub-vert` for `sub-vect`) is
        // its error in any Scheme: that report stands.
        if let range = stopped.line.firstRange(of: ";Unbound variable: ") {
            let missing = String(stopped.line[range.upperBound...].prefix { !$0.isWhitespace })
            if PictureLanguage.names.contains(where: { Run.editDistance($0, missing) <= 2 }) { return nil }
        }
        // Drawing other pictures, only what the judged procedures do not
        // call is replaced: a `rotate180` built on the file's wrong
        // `rotate90` is wrong.
        let judged = Set(names.values).union(names.keys).union(erred ? [] : reached)
        let own = PictureLanguage.names.filter { name in
            guard !judged.contains(name), !["rogers", "wave", "paint", "draw-line"].contains(name),
                  let value = learner.lookup(name), !PictureLanguage.isKitDefinition(value, named: name) else { return false }
            return PictureLanguage.kitDefinition(of: name) != nil
        }
        
        guard !own.isEmpty else { return nil }
        let saved = own.compactMap { name in learner.lookup(name).map { (name, $0) } }
        defer { for (name, value) in saved { learner.define(name, value) } }
        for name in own {
            guard let text = PictureLanguage.kitDefinition(of: name), (try? learner.evaluateAsKit(text)) != nil else { return nil }
        }
        // A judged value made with them (2.45's `(define right-split
        // (split beside below))` over the file's own `beside`): made again
        // with the book's, and put back after.
        let remade = redefining.flatMap(ExerciseChecker.definedNames).compactMap { name in learner.lookup(name).map { (name, $0) } }
        defer { for (name, value) in remade { learner.define(name, value) } }
        for form in redefining {
            guard case .success = guarded(learner, { try learner.evaluate(datum: form) }) else { return nil }
        }
        let attempt = run()
        // Still stopping: the file's own error is the one to report.
        guard !attempt.erred else { return nil }
        var result = attempt.result
        // The file's own back, one at a time: only those the pictures need
        // the kit's in place of are named (a copy of the book's
        // `square-limit` beside a `below` that does not run here is fine).
        var replaced: [String] = []
        for (name, value) in saved {
            let kit = learner.lookup(name)
            learner.define(name, value)
            let again = run()
            if again.erred || again.result.passed != result.passed, let kit {
                learner.define(name, kit)
                replaced.append(name)
            }
        }
        let final = run()
        if !final.erred, final.result.passed == result.passed, !replaced.isEmpty { result = final.result } else { replaced = own }
        let shown = replaced.map { "`\($0)`" }.joined(separator: ", ")
        guard erred else {
            result.notes.append("the file's own \(shown), which the exercise does not ask for, "
                + (values ? (replaced.count == 1 ? "gives" : "give") + " other values"
                    : (replaced.count == 1 ? "draws" : "draw") + " other pictures") + " than the book's: judged with the book's in "
                + (replaced.count == 1 ? "its" : "their") + " place")
            return result
        }
        let reason = stopped.line.drop(while: { $0 != ";" })
        result.notes.append("the file's own \(shown) stop\(replaced.count == 1 ? "s" : "") here"
            + (reason.isEmpty ? "" : " (\(reason))") + ": judged with the book's in \(replaced.count == 1 ? "its" : "their") place")
        return result
    }

    /// A pictures check, and whether it stopped with an error (a case
    /// that erred: see `checkPictures`).
    func checkPicturesStopping(
        _ title: String, _ cases: [PictureCase], _ learner: Interp, _ reference: Interp, _ names: [String: String],
        _ tolerance: Double, _ sameInk: Bool, svg: String?
    ) -> (result: CheckResult, erred: Bool) {
        let result = checkPictures(title, cases, learner, reference, names, tolerance, sameInk, svg: svg)
        return (result, result.cases.contains { $0.verdict == "error" })
    }

    /// What a painter expression that stopped gives, when that is a
    /// procedure of other than one argument (a painter takes a frame): a
    /// file's `(define (right-split painter n) (split beside below))`
    /// returns the splitter. Empty otherwise.
    func notAPainter(_ expression: String, _ learner: Interp) -> String {
        guard case .success(.closure(let closure)?) = guarded(learner, steps: 20_000, { try learner.evaluate(expression).last }),
              closure.code.restParameter == nil, closure.code.parameters.count != 1 else { return "" }
        let count = closure.code.parameters.count
        return "it gives a procedure of \(count) argument\(count == 1 ? "" : "s"), not a painter (a painter takes one "
            + "argument, a frame)"
    }

    func checkPictures(
        _ title: String, _ cases: [PictureCase], _ learner: Interp, _ reference: Interp, _ names: [String: String],
        _ tolerance: Double, _ sameInk: Bool, svg: String?
    ) -> CheckResult {
        let learnerRecorder = PictureRecorder(interp: learner), bookRecorder = PictureRecorder(interp: reference)
        var painted = 0
        var nearOnly = false
        for pictureCase in cases {
            for painter in Self.painters where pictureCase.learner.contains("PAINTER") || painter == Self.painters[0] {
                for frame in Self.frames {
                    let expression = Self.substitute(pictureCase.learner, names).replacing("PAINTER", with: painter)
                    let bookExpression = pictureCase.book.replacing("PAINTER", with: painter)
                    var shown = expression
                    for (name, label) in Self.painterNames { shown = shown.replacing(name, with: label) }
                    let drawn: [Segment]
                    switch guarded(learner, { try learnerRecorder.segments(of: expression, in: frame.expression) }) {
                    case .success(let segments): drawn = segments
                    case .failure(.message(let message)):
                        let gives = notAPainter(expression, learner)
                        return CheckResult(passed: false, line: "\(title): \(shown) in \(frame.name): "
                                               + (gives.isEmpty ? message : gives + "; painting it " + message),
                                           cases: [CaseOutcome(input: shown, expected: "", got: message, verdict: "error")])
                    }
                    guard let book = try? bookRecorder.segments(of: bookExpression, in: frame.expression) else {
                        return CheckResult(passed: false, line: "\(title): the book's \(bookExpression) does not paint (a bug in sicp check)")
                    }
                    painted += 1
                    let difference: PictureComparison.Difference?
                    if sameInk {
                        difference = PictureComparison.sameInk(drawn, book, tolerance: tolerance)
                            ? nil : PictureComparison.compare(drawn, book, tolerance: tolerance, symmetries: frame.expression == nil)
                            ?? .count(drawn: drawn.count, book: book.count)
                    } else {
                        difference = PictureComparison.compare(drawn, book, tolerance: tolerance, symmetries: frame.expression == nil)
                    }
                    guard let difference else {
                        // Right only within the wider tolerance: lines drawn
                        // just inside the frame (0.99 for 1).
                        if tolerance > PictureComparison.tolerance, !nearOnly {
                            let exact = PictureComparison.tolerance
                            nearOnly = sameInk
                                ? !PictureComparison.sameInk(drawn, book, tolerance: exact)
                                    && PictureComparison.compare(drawn, book, tolerance: exact, symmetries: frame.expression == nil) != nil
                                : PictureComparison.compare(drawn, book, tolerance: exact, symmetries: frame.expression == nil) != nil
                        }
                        continue
                    }
                    var why = difference.description
                    for hint in pictureCase.hints {
                        let hinted = hint.book.replacing("PAINTER", with: painter)
                        if let other = try? bookRecorder.segments(of: hinted, in: frame.expression),
                           PictureComparison.same(drawn, other, tolerance: tolerance) {
                            why = hint.message
                            break
                        }
                    }
                    var details: [String] = []
                    if shown.contains("one-line") {
                        details.append("one-line: the checker's painter of one segment, (0.1, 0.2) -> (0.7, 0.9)")
                    }
                    if let svg {
                        let document = SVGPicture.sideBySide([("yours: " + shown, drawn), ("the book's", book)])
                        do {
                            try Self.write(document, to: svg)
                            details.append("wrote \(svg): yours on the left, the book's on the right")
                        } catch {
                            let reason = (error as? FileError).map { Paint.writeProblem(svg, $0.code) } ?? "\(error)"
                            details.append("could not write \(svg): \(reason)")
                        }
                    }
                    return CheckResult(passed: false, line: "\(title): \(shown) in \(frame.name): \(why)", details: details)
                }
            }
        }
        let what = sameInk ? "the book's lines" : "the book's picture"
        let notes = nearOnly ? ["its lines lie within \(tolerance) of the book's, not on them (an edge drawn at 0.99 "
            + "instead of 1, as in DrRacket, where a line on the frame's far edge falls outside the canvas): an edge the "
            + "exercise leaves open"] : []
        return CheckResult(passed: true, line: "\(title): \(what) in all \(painted) paintings (unit and skewed frames)",
                           notes: notes)
    }

    static func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError(path: path, code: errno) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, code: errno)
            }
            offset += n
        }
    }
}

/// Why an evaluation under the picture checker gave no value.
enum PictureFailure: Error {
    case message(String)
}
