#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SICPProcess
import SICPScheme

/// `sicp check EXERCISE FILE`: loads a learner's file and checks it as a
/// patient teaching assistant would: that the procedures the exercise asks
/// for are there, that they give the right values (on cases that include
/// the empty range, a single term, and combiners whose order matters), and
/// that they generate the process the exercise asks for, measured by the
/// pending frames (and steps) as n grows.
///
/// ```
/// Exercise 1.30: sum by an iterative process
/// ✓ sum-rec.scm loads
/// ✓ sum: 7 cases right
/// ✗ sum: iterative process
///         n  pending frames
///        10              11
///       100             101
///      1000            1001
///     10000           10001
///     space grows as Θ(n): this is a linear recursive process; exercise 1.30 asks for an iterative one
/// 1 of 3 checks failed.
/// ```
///
/// A file that does not load, a procedure that errs, loops (each check has a
/// time limit) or recurses without end (a depth limit) makes a failed check,
/// never a crash. The learner's own output is not shown.
///
/// Run it on a thread with a large stack (`LargeStack.run`): the recursive
/// shapes are measured a few thousand calls deep.
public struct ExerciseChecker {
    /// The steps (calls of the learner's procedures and turns of their
    /// loops) one evaluation of a check may take: a case, a size measured, a
    /// form loaded. The whole check may take four times as many. A budget
    /// of steps gives the same verdict on any machine, under any load.
    public var stepLimit: Int
    /// The wall-clock safety net of an evaluation that takes `stepLimit`
    /// steps (shorter budgets get a proportional share): it stops only what
    /// takes long without counting steps (a primitive on huge numbers), far
    /// beyond the time the steps take on a loaded machine.
    public var timeLimit: Duration
    /// The most pending calls a check allows before it calls the recursion
    /// endless.
    public var depthLimit: Int
    /// At the prompt (`,check`): the session's procedures as typed, for the
    /// source line that `sicp check FILE` gives.
    var sessionCalls: TailCalls?

    /// The steps one top-level expression of the file may take while it
    /// loads (nil: a tenth of `stepLimit`, at most 200,000); all of them
    /// together may take three times as many, a definition's value twice
    /// as many as this limit (nil: a fifth of `stepLimit`).
    public var loadStepLimit: Int?
    /// Whether a role the file lacks is looked for in the files beside it
    /// that hold other parts of the same exercise (see
    /// `excusingPartsBeside`); off for those files' own checks.
    var looksBeside = true
    /// Whether a procedure not found is looked for in the file's comments
    /// (see `uncommentingDefinitions`); off for that second check itself.
    var readsComments = true
    /// Whether a file of many exercises' sections is judged first on the
    /// exercise's own section (see `sectionAlone`); off for that check
    /// itself.
    var readsSections = true
    /// The source of a file beside the one checked, as the checker reads
    /// it (see `excusingPartsBeside`): `sicp check` reads transcripts and
    /// script lines as it reads the file it checks. Nil when it cannot be read.
    public var readsPart: @Sendable (String) -> String? = { try? SourceFile.read($0) }

    /// The safety net of the command: 20 s for 10,000,000 steps (which
    /// take 1 to 3 s in a release build); ten times as much in a debug
    /// build, about ten times slower, so that the tests' verdicts too are
    /// the steps' on a loaded machine.
    #if DEBUG
    public static let defaultTimeLimit: Duration = .seconds(200)
    #else
    public static let defaultTimeLimit: Duration = .seconds(20)
    #endif

    /// A checker with the given limits per check (the command's: a budget
    /// of 10,000,000 steps, of which an evaluation has two fifths (see
    /// `Run.caseStepLimit`), `defaultTimeLimit` of wall clock as a safety
    /// net, and 100,000 pending calls).
    public init(stepLimit: Int = 10_000_000, timeLimit: Duration = defaultTimeLimit, depthLimit: Int = 100_000,
                loadStepLimit: Int? = nil) {
        self.stepLimit = stepLimit
        self.timeLimit = timeLimit
        self.depthLimit = depthLimit
        self.loadStepLimit = loadStepLimit
    }

    /// The exercise numbered `number` (`"1.30"`), if `sicp check` knows it.
    public static func exercise(_ number: String) -> Exercise? {
        exercises.first { $0.number == number }
    }

    /// What `sicp check --list` prints when its output is not a terminal:
    /// the list laid out for 80 columns (see `listing(width:)`).
    public static var listing: String { listing(width: 80) }

    /// A `--procedure` the exercise cannot use.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        /// The message, e.g. `exercise 1.30 asks for 1 procedure, and 2 were named`.
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The seed of `random` for a check of a file.
    static let randomSeed: UInt64 = 1

    /// Checks the learner's `source` against `exercise`.
    /// - Parameters:
    ///   - fileName: how the report names the file.
    ///   - procedures: `--procedure` values: `NAME` gives the next required
    ///     procedure's name (in the order of `procedureLabels`), `LABEL=NAME`
    ///     the one labelled so (`iterative=my-product`).
    /// - Throws: `UsageError` for more names than procedures, or an unknown label.
    public func check(
        _ exercise: Exercise, source: String, fileName: String, procedures: [String] = []
    ) throws(UsageError) -> CheckReport {
        if let pictures = PictureChecker.exercise(exercise.number) {
            // 2.44-2.51 are checked by the segments their painters draw.
            var checker = PictureChecker(stepLimit: stepLimit, timeLimit: timeLimit, depthLimit: depthLimit)
            checker.looksBeside = looksBeside
            checker.readsPart = readsPart
            return try checker.check(pictures, source: source, fileName: fileName, procedures: procedures)
        }
        let overrides = try Self.overrides(procedures, for: exercise)
        // A file of many exercises' sections, evaluated a section at a time,
        // whose other sections rebind built-ins (2.4's `car`): judged first
        // on the exercise's own section (see `sectionAlone`). A report that
        // passes is the answer; else the whole file's, or the section's
        // when it fails fewer checks (below).
        var sectionReport: (CheckReport, String)?
        if readsSections, exercise.isCheckable,
           Self.sections(of: exercise.number, lines: source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) != nil {
            let fresh = Interp(output: OutputPort(), interrupt: InterruptFlag())
            // The Scheme's built-ins, not the kit's own procedures (chapter
            // 1's `accumulate` is not the one a chapter 2 section defines).
            let kit = fresh.kitProcedureNames
            if let (alone, note) = Self.sectionAlone(source, number: exercise.number,
                                                     bound: { fresh.lookup($0) != nil && !kit.contains($0) }) {
                var again = self
                again.readsSections = false
                if let second = try? again.check(exercise, source: alone, fileName: fileName, procedures: procedures) {
                    // Ctrl-C: the check stops there.
                    if second.interrupted { return second }
                    if second.passed, !second.results.isEmpty {
                        var second = second
                        second.results[0].notes.append(note)
                        return second
                    }
                    sectionReport = (second, note)
                }
            }
        }
        var report = CheckReport(exercise: exercise, results: [])
        // No verdict: the report says why (see `CheckReport.text`).
        if !exercise.isCheckable { return report }
        let run = Run(checker: self, exercise: exercise)
        if let problem = run.referenceProblem {
            report.results.append(CheckResult(passed: false, line: "the reference for exercise \(exercise.number) does not load "
                + "(a bug in sicp check): \(problem)"))
            return report
        }
        // The file's relative `load`s, `include`s and `require`s look in
        // its folder first, as `sicp run` looks.
        run.learner.mainFile = fileName
        if exercise.number.hasPrefix("3.") {
            run.learner.keptDefinitions = Run.streamLayer
            // A `cons-stream` of Racket's `stream-cons` makes streams the
            // kit walks (lazy in both parts, as the file's Racket runs them):
            // the file's layer is kept, not replaced by MIT's.
            if Run.consStreamIsRacketStreamCons(source) { run.learner.keptDefinitions.subtract(Run.racketAliases) }
            run.learner.keptReplacements = Run.lenientStreamPairs(run.learner)
        }
        // Racket's `stream-cons` with nothing that gives it: unbound, as in
        // MIT Scheme (the kit has it for Racket's files).
        let streamConsUnbound = Run.callsUngivenStreamCons(source)
        if streamConsUnbound { run.learner.withoutDialectForms.insert("stream-cons") }
        var loaded = run.load(source, fileName: fileName)
        if streamConsUnbound {
            loaded.notes.append("`stream-cons` is Racket's (racket/stream) and SRFI 41's, and the file has no #lang, "
                + "require or import that gives it: it is unbound, as in MIT Scheme (;Unbound variable: stream-cons), "
                + "where the book's streams are made with cons-stream")
        }
        report.results.append(loaded)
        check(run, &report, overrides, fileName: fileName)
        if looksBeside { excusingPartsBeside(&report, source: source, fileName: fileName) }
        // A procedure not found that the file defines in a comment (the
        // recursive version kept there under the name the iterative one
        // now has): judged as a teaching assistant reads it, the whole
        // check again with those definitions in the code. Only a report
        // that then passes replaces the first.
        if readsComments, !report.passed, !report.interrupted,
           report.results.contains(where: { !$0.passed && $0.line.contains(": not found (looked for ") }),
           let (uncommented, lines) = Self.uncommentingDefinitions(source, of: Set(exercise.roles.flatMap(\.names))) {
            var again = self
            again.readsComments = false
            if let second = try? again.check(exercise, source: uncommented, fileName: fileName, procedures: procedures),
               second.passed, !second.results.isEmpty {
                var second = second
                let where_ = lines.count == 1 ? "line \(lines[0])" : "lines " + lines.map(String.init).joined(separator: ", ")
                second.results[0].notes.append("a definition the check needs is in a comment (\(where_)): "
                    + "it was judged as if the comment were code")
                return second
            }
        }
        // Or the section's report, when it fails fewer checks.
        if let (second, note) = sectionReport, !report.passed, !report.interrupted, !second.results.isEmpty,
           Self.failedChecks(second) < Self.failedChecks(report) {
            var second = second
            second.results[0].notes.append(note)
            return second
        }
        return report
    }

    /// The number of checks `report` failed.
    static func failedChecks(_ report: CheckReport) -> Int { report.results.filter { !$0.passed }.count }

    /// `source` with the definitions of `names` written in comments (each
    /// line of one begins with `;`) made code, with the lines where they
    /// begin; nil when it has none. The definition's lines lose their
    /// semicolons, every other line stays (line numbers do not move). A
    /// definition must be one whole form within the comment.
    static func uncommentingDefinitions(_ source: String, of names: Set<String>) -> (String, [Int])? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func uncommented(_ line: String) -> String? {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard trimmed.hasPrefix(";") else { return nil }
            var rest = trimmed.drop(while: { $0 == ";" })
            if rest.first == " " { rest = rest.dropFirst() }
            return String(rest)
        }
        var starts: [Int] = []
        var index = 0
        while index < lines.count {
            guard let first = uncommented(lines[index]), first.hasPrefix("(define"),
                  case let items = first.split(whereSeparator: { " ()\t".contains($0) }), items.count >= 2,
                  names.contains(String(items[1])) else {
                index += 1
                continue
            }
            // The fewest comment lines from here that read as one whole form.
            var text = first
            var end = index
            var found = false
            while end < min(lines.count, index + 60) {
                if let data = try? Reader.readAll(text), data.count == 1,
                   case .pair(let p) = data[0], case .symbol(let head) = p.car, head.name == "define",
                   ExerciseChecker.definedNames(data[0]).contains(where: names.contains) {
                    found = true
                    break
                }
                end += 1
                guard end < lines.count, let next = uncommented(lines[end]) else { break }
                text += "\n" + next
            }
            guard found else {
                index += 1
                continue
            }
            for k in index...end { lines[k] = uncommented(lines[k]) ?? lines[k] }
            starts.append(index + 1)
            index = end + 1
        }
        // A `#| ... |#` block (opened at a line's start) that holds only
        // definitions, one of them of these names: its marks blanked. Not
        // the book's skeleton with its blanks (`⟨??⟩`).
        index = 0
        while index < lines.count {
            let trimmed = lines[index].drop(while: { $0 == " " || $0 == "\t" })
            guard trimmed.hasPrefix("#|"), !trimmed.hasPrefix("#|#") else {
                index += 1
                continue
            }
            guard let end = (index..<min(lines.count, index + 60)).first(where: {
                lines[$0].dropFirst($0 == index ? lines[$0].count - trimmed.count + 2 : 0).contains("|#")
            }) else { break }
            var body = lines[index...end].joined(separator: "\n")
            body = String(body.drop(while: { $0 == " " || $0 == "\t" }).dropFirst(2))
            guard let close = body.ranges(of: "|#").last else { break }
            let after = body[close.upperBound...].filter { $0 != " " && $0 != "\t" }
            body = String(body[..<close.lowerBound])
            if after.isEmpty, !body.contains("??"), !body.contains("#|"),
               let data = try? Reader.readAll(body), !data.isEmpty,
               data.allSatisfy({ if case .pair(let p) = $0, case .symbol(let head) = p.car { return head.name == "define" }; return false }),
               data.contains(where: { ExerciseChecker.definedNames($0).contains(where: names.contains) }) {
                if let mark = lines[index].firstRange(of: "#|") { lines[index].replaceSubrange(mark, with: "  ") }
                if let mark = lines[end].ranges(of: "|#").last { lines[end].replaceSubrange(mark, with: "  ") }
                starts.append((index...end).first { lines[$0].contains("(define") }.map { $0 + 1 } ?? index + 1)
            }
            index = end + 1
        }
        return starts.isEmpty ? nil : (lines.joined(separator: "\n"), starts)
    }

    /// Whether `source` (or a file beside it that holds another part of the
    /// exercise: `1_36-solve.scm` beside `1_36-fixed-point.scm`) makes the
    /// second use: a form, or a line of a comment (a run left there), that
    /// calls `procedure`, one of the use's callers or `use.call`, and holds
    /// one of its texts or names a procedure whose definition holds one
    /// (`(fixed-point (average-damp f) 2.0)`; `(define (damped x) (average
    /// x ...))` then `(fixed-point damped 2.0)`; a `fixed-point` that damps
    /// itself, or a damped copy of it, `(fixed-point-average f 2.0)`). Not
    /// a definition of `average` that no such form calls (the book's
    /// half-interval method uses it), nor prose that names the use.
    func showsSecondUse(_ also: SecondUse, of use: FileUse, procedure: String, source: String, fileName: String,
                        exercise: String) -> Bool {
        let parts = Self.partFilesBeside(fileName, number: exercise).compactMap { try? SourceFile.read($0) }
        let sources = [source] + parts
        let forms = sources.flatMap(Run.forms(of:))
        let comments = sources.flatMap { $0.split(whereSeparator: \.isNewline) }.filter { line in
            line.trimmingPrefix(while: { $0 == " " || $0 == "\t" }).hasPrefix(";")
        }.map(String.init)
        func marked(_ text: String) -> Bool { also.texts.contains { text.lowercased().contains($0) } }
        var marking = Set<String>()
        for form in forms {
            guard let items = form.listElements, items.count >= 3, case .symbol(let head) = items[0], head.name == "define",
                  marked(items.dropFirst(2).map(Printer.write).joined(separator: " ")) else { continue }
            marking.formUnion(Self.definedNames(form))
        }
        // A damped copy of the procedure under a name of its own (a
        // `fixed-point-average` whose loop averages) is one of them too.
        let damped = marking.filter { name in ([procedure] + also.callers).contains { name.contains($0) } }
        let callers = [use.call] + ([procedure] + also.callers + damped.sorted()).map { "(" + $0 + " " }
        // The damped function itself, defined with the mark over the use's
        // (`(define (dampen x) (average x (phi x)))`, phi holding `(log `):
        // shown as the file shows the undamped one, by its definition.
        let using = Set(forms.filter { Printer.write($0).contains(use.call) }.flatMap(Self.definedNames))
        let definesDamped = forms.contains { form in
            guard !Set(Self.definedNames(form)).isDisjoint(with: marking) else { return false }
            return Printer.write(form).contains(use.call) || !Run.symbols(in: form).isDisjoint(with: using)
        }
        return definesDamped || forms.contains { form in
            let text = Printer.write(form)
            return callers.contains { text.contains($0) } && (marked(text) || !Run.symbols(in: form).isDisjoint(with: marking))
        } || comments.contains { text in callers.contains { text.contains($0) } && marked(text) }
    }

    /// Whether the file makes the use without the second use's mark too
    /// (1.36's run without average damping): a call of the procedure (or
    /// of `also.callers`) whose function is written without the mark and
    /// is not a name the file defines with it, in the file, a part file
    /// beside it, or a comment's transcript. True when the file makes no
    /// such call that can be read (a helper that calls it with a parameter).
    func showsUnmarkedUse(_ also: SecondUse, of use: FileUse, procedure: String, source: String, fileName: String,
                          exercise: String) -> Bool {
        let parts = Self.partFilesBeside(fileName, number: exercise).compactMap { try? SourceFile.read($0) }
        let sources = [source] + parts
        let forms = sources.flatMap(Run.forms(of:))
        func marked(_ text: String) -> Bool {
            let lower = text.lowercased()
            if ["undamp", "no-damp", "nodamp", "no-average", "noaverage", "non-damp", "non-average", "without"]
                .contains(where: lower.contains) { return false }
            return also.texts.contains { lower.contains($0) }
        }
        var marking = Set<String>()
        for form in forms {
            guard let items = form.listElements, items.count >= 3, case .symbol(let head) = items[0], head.name == "define",
                  marked(items.dropFirst(2).map(Printer.write).joined(separator: " ")) else { continue }
            marking.formUnion(Self.definedNames(form))
        }
        let callers = Set([procedure] + also.callers)
        var calls = 0, unmarked = false, left = 1_000_000
        func walk(_ value: Value) {
            guard !unmarked, left > 0, case .pair(let p) = value else { return }
            left -= 1
            if case .symbol(let head) = p.car, callers.contains(head.name), case .pair(let arguments) = p.cdr {
                calls += 1
                switch arguments.car {
                case .symbol(let name): if !marking.contains(name.name) && !marked(name.name) { unmarked = true }
                case let function: if !marked(Printer.write(function)) { unmarked = true }
                }
            }
            // A definition's header, (define (fixed-point f guess) ...), is no call.
            var cursor = value
            if case .symbol(let head) = p.car, head.name == "define", case .pair(let rest) = p.cdr, case .pair = rest.car {
                cursor = rest.cdr
            }
            while case .pair(let q) = cursor, !unmarked, left > 0 {
                left -= 1
                walk(q.car)
                cursor = q.cdr
            }
        }
        for form in forms { walk(form) }
        if unmarked || calls == 0 { return true }
        let comments = sources.flatMap { $0.split(whereSeparator: \.isNewline) }.filter { line in
            line.trimmingPrefix(while: { $0 == " " || $0 == "\t" }).hasPrefix(";")
        }.map(String.init)
        return comments.contains { text in callers.contains { text.contains("(" + $0 + " ") } && text.contains(use.call) && !marked(text) }
    }

    /// What is wrong with an entry itself (for the registry's tests): the
    /// reference must load, give a value for every case and probe, satisfy
    /// every property, and fail every property on its `mustFailFor`
    /// procedure. Empty when the entry is sound.
    public static func problems(in exercise: Exercise) -> [String] {
        let reference = Interp(output: OutputPort(), interrupt: InterruptFlag())
        do {
            try reference.evaluate(exercise.given)
            try reference.evaluate(exercise.reference)
        } catch {
            return ["the reference does not load: \(error)"]
        }
        func value(_ source: String) -> Value? { try? reference.evaluate(source).last }
        var problems: [String] = []
        for role in exercise.roles {
            for arguments in role.cases where value(role.conventions[0].render(role.reference, arguments)) == nil {
                problems.append("\(role.conventions[0].render(role.reference, arguments)) fails in the reference")
            }
            for probe in role.probes {
                let source = probe.expected ?? probe.expression.replacing("NAME", with: role.reference)
                if value(source) == nil { problems.append("\(source) fails in the reference") }
            }
            for property in role.properties {
                let right = property.expression.replacing("NAME", with: role.reference)
                if property.signalsError {
                    if value(right) != nil { problems.append("\(right) gives a value in the reference, not an error") }
                    continue
                }
                if case .bool(true)? = value(right) {} else { problems.append("\(right) is not #t for the reference") }
                if let wrong = property.mustFailFor {
                    let source = property.expression.replacing("NAME", with: wrong)
                    if case .bool(true)? = value(source) { problems.append("\(source) is #t, though it must fail") }
                }
            }
        }
        return problems
    }

    /// `,check EXERCISE` at the prompt: checks the procedures the session
    /// `interp` has defined, with the same cases and messages (no file to
    /// load; the session's definitions, `definedNames`, stand for it).
    public func check(_ exercise: Exercise, session interp: Interp, definedNames: [String] = []) -> CheckReport {
        if let pictures = PictureChecker.exercise(exercise.number) {
            return PictureChecker(stepLimit: stepLimit, timeLimit: timeLimit, depthLimit: depthLimit)
                .check(pictures, session: interp, definedNames: definedNames)
        }
        if !exercise.isCheckable { return CheckReport(exercise: exercise, results: []) }
        let run = Run(checker: self, exercise: exercise, session: interp)
        defer { run.finish() }
        run.definedNames = definedNames
        run.recordSession(definedNames)
        run.tailCalls = sessionCalls
        var report = CheckReport(exercise: exercise, results: [])
        if let problem = run.referenceProblem {
            report.results.append(CheckResult(passed: false, line: "the reference for exercise \(exercise.number) does not load "
                + "(a bug in sicp check): \(problem)"))
            return report
        }
        check(run, &report, [:], fileName: "the session")
        report.interrupted = run.interrupted
        return report
    }

    /// What the report says when the files beside `fileName` that hold
    /// another lettered part of the exercise by their names (`3_59_b.scm`
    /// beside `3_59_a.scm`, `reports`) hold no answer at all (a placeholder: no role of
    /// the exercise found in them), each checked on its own; nil when there
    /// is no such file, or one holds an answer, right or wrong: a part is
    /// judged in its own file (`1.31b.ss`'s wrong iterative product does
    /// not make `1.31a.ss` wrong).
    func otherPartFails(_ key: String, part: String, fileName: String, reports: [(file: String, report: CheckReport)],
                        passedIn: inout Set<String>) -> String? {
        guard !reports.isEmpty else { return nil }
        for (file, other) in reports {
            if other.roles[key].map({ $0.passed && !$0.notFound }) == true {
                passedIn.insert(String(file.split(separator: "/").last ?? ""))
                return nil
            }
            if other.roles.values.contains(where: { !$0.notFound }) { return nil }
        }
        let names = reports.map { String($0.file.split(separator: "/").last ?? "") }
        return "\(fileName.split(separator: "/").last.map(String.init) ?? fileName) holds part (\(part)) by its name; "
            + (names.count == 1 ? "the file of the other part beside it, " : "the files of the other parts beside it, ")
            + TailCalls.list(names) + ", " + (names.count == 1 ? "holds" : "hold") + " no answer to it"
    }

    /// The files beside `fileName` that hold another lettered part than
    /// `part` by their names, each checked on its own (once for every role
    /// `otherPartFails` asks about); none when the checker does not look
    /// beside the file.
    func otherPartReports(part: String, fileName: String, exercise: Exercise) -> [(file: String, report: CheckReport)] {
        guard looksBeside else { return [] }
        var checker = self
        checker.looksBeside = false
        return Self.partFilesBeside(fileName, number: exercise.number).filter { file in
            Self.partByName(file).map { $0 != part } ?? false
        }.compactMap { file in
            guard let text = readsPart(file), let other = try? checker.check(exercise, source: text, fileName: file) else { return nil }
            return (file, other)
        }
    }

    /// Fills the roles in two passes: first every role that a definition
    /// named as the book names it passes, then the rest by searching the
    /// file's other procedures, so that a search never takes the definition
    /// another role's name asks for (2.39's `reverse-l` is the fold-left
    /// one, though its values are right for the fold-right one too).
    private func check(_ run: Run, _ report: inout CheckReport, _ overrides: [Int: String], fileName: String) {
        let exercise = run.exercise
        var taken: [Candidate] = []
        var results: [Int: [CheckResult]] = [:]
        var rejected: [Int: [Judgement]] = [:]
        var deferred: [Int] = []
        var notFound: Set<Int> = []
        var streamsNotFound: Set<Int> = []
        var streams: [String] = []
        var requestNotes: [Int: String] = [:]
        for (index, bookRole) in exercise.roles.enumerated() {
            run.tentativeTimeoutSteps = [:]
            let (role, requestNote) = run.withFileRequests(bookRole)
            requestNotes[index] = requestNote
            // The book's procedure, which the file uses without defining it
            // (the load line's note says so): not the file's to answer for.
            if role.mayBeTheBooks, overrides[index] == nil, run.suppliedCompanions.contains(role.names[0]) { continue }
            // The book's procedure a timed test must call (1.24's
            // `fast-prime?`, given in 1.2.6), used and not defined: the
            // file's answer is the test that calls it.
            if let called = role.calledBy, overrides[index] == nil, run.suppliedCompanions.contains(role.names[0]),
               let origin = Companion.all.first(where: { $0.name == role.names[0] })?.origin {
                let name = role.names[0]
                let callers = run.definedNames.filter { $0 != name && run.reachedAsBound(from: $0).contains(name) }
                let timed = callers.filter { called.callers.contains($0) }
                results[index] = [callers.isEmpty
                    ? CheckResult(passed: false, line: "\(name): no procedure of \(run.source) calls it",
                                  details: [called.asks], procedure: name)
                    : CheckResult(passed: true, line: "\(name): the book's (\(origin)), which \(run.source) uses without "
                                  + "defining it, called by its `\((timed.first ?? callers[0]))`", procedure: name)]
                continue
            }
            if role.isStream {
                let (found, stream) = run.checkStream(role, given: overrides[index], taken: streams, fileName: fileName)
                results[index] = found
                if let stream {
                    streams.append(stream)
                    run.judged[index] = stream
                } else if found.first.map({ !$0.passed && $0.line.contains(": not found (") }) ?? false {
                    streamsNotFound.insert(index)
                }
                continue
            }
            run.handOver(role)
            if let name = overrides[index] {
                guard let candidate = run.finalCandidate(name) ?? run.sessionCandidate(name) else {
                    if role.mayBeValue, run.isDefined(name, for: role), let value = run.learner.lookup(name) {
                        var result = run.checkBoundValue(role, name, value)
                        result.procedure = name
                        results[index] = [result]
                    } else {
                        results[index] = [CheckResult(passed: false, line: "\(name): " + run.notAProcedure(name, in: fileName))]
                    }
                    continue
                }
                let judgement = run.judge(role, candidate, taken: taken)
                results[index] = run.noting(judgement, for: role)
                taken.append(candidate)
                run.judged[index] = candidate.name
                continue
            }
            // A procedure of the data in place of the value (3.74's
            // `(define (zero-crossings sense-data) ...)`): judged as its call.
            if let data = role.appliedTo, let name = role.names.first(where: { name in
                guard run.isDefined(name), case .closure(let closure)? = run.learner.lookup(name) else { return false }
                return closure.code.parameters.count == 1 && closure.code.restParameter == nil
            }) {
                let convention = Convention.adapted("") { "(\($0) \(data))" }
                var result = run.checkValues(role, name, convention: convention).0
                result.procedure = name
                result.notes.append("`\(name)` is a procedure of the data: (\(name) \(data)) is judged as the book's "
                    + "stream `\(role.names[0])`")
                results[index] = [result]
                run.judged[index] = name
                continue
            }
            if role.mayBeValue, let name = role.names.first(where: {
                run.isDefined($0, for: role) && !(run.learner.lookup($0)?.isProcedure ?? true)
            }), let value = run.learner.lookup(name) {
                // A value the cases name (3.74's stream `zero-crossings`):
                // the cases, probes and properties, as for a procedure.
                var result = role.conventions[0].keepsArity
                    ? run.checkBoundValue(role, name, value) : run.checkValues(role, name).0
                result.procedure = name
                // Right, but built with the book's version the exercise
                // rewrites (the book's text before 3.74 defines
                // `zero-crossings` with `make-zero-crossings`): not the answer.
                if result.passed, let book = role.notBuiltWith, run.reaches(name, book) {
                    result = CheckResult(
                        passed: false, line: "\(name): built with the book's `\(book)`",
                        details: ["exercise \(exercise.number) asks for \(name) written without the book's `\(book)`, "
                            + "and the file's last definition of it calls it"],
                        procedure: name)
                }
                results[index] = [result.passed ? result : run.alternativeValue(role, failing: name) ?? result]
                continue
            }
            // A value under a name like the role's (3.74's `zero-crossing2`,
            // beside a `zero-crossing1` of the file's own procedure): the
            // last defined that passes (an answer comes after the book's
            // code it rewrites), with a note; none passing, the search goes on.
            if role.mayBeValue, !role.conventions[0].keepsArity, !role.names.contains(where: { run.definedNames.contains($0) }) {
                let alike = run.definedNames.filter { name in
                    Run.isSimilar(name, to: role.names) && !(run.learner.lookup(name)?.isProcedure ?? true)
                        // Not the book's version the exercise rewrites (3.74's
                        // `make-zero-crossings`, beside the answer under a
                        // name like the role's).
                        && !(role.notBuiltWith.map { run.reaches(name, $0) } ?? false)
                }
                var found: CheckResult?
                var failing: CheckResult?
                for name in alike.reversed().prefix(4) {
                    var result = run.checkValues(role, name).0
                    result.procedure = name
                    guard result.passed else {
                        if failing == nil {
                            result.details.insert("`\(name)` is judged as `\(role.names[0])`: the last value under a name "
                                + "like it not built with the book's `\(role.notBuiltWith ?? "")`", at: 0)
                            failing = result
                        }
                        continue
                    }
                    result.details.insert("`\(name)` is judged as `\(role.names[0])`: it passes the checks", at: 0)
                    found = result
                    break
                }
                // Built as the exercise asks and wrong: that is the answer.
                if let answer = found ?? (role.notBuiltWith == nil ? nil : failing) {
                    results[index] = [answer]
                    run.judged[index] = answer.procedure
                    continue
                }
            }
            // A procedure of no arguments where the exercise passes one (1.38's
            // `(define (e) (+ 2 (cont-frac ... 20)))`: the learner chose k).
            if role.mayBeValue, role.arity.map({ $0 > 0 }) ?? false, let name = role.names.first(where: {
                guard run.isDefined($0, for: role), case .closure(let closure)? = run.learner.lookup($0) else { return false }
                return closure.code.parameters.isEmpty && closure.code.restParameter == nil
            }) {
                var result = run.checkThunk(role, name)
                result.procedure = name
                results[index] = [result]
                run.judged[index] = name
                continue
            }
            // A role that must call another waits for that one to be filled.
            let waits = role.uses.contains { used in
                exercise.roles.indices.contains {
                    (exercise.roles[$0].label == used || exercise.roles[$0].names[0] == used) && run.judged[$0] == nil
                }
            }
            if !waits {
                let (passed, failed) = run.findNamed(role, taken: taken)
                if let passed {
                    results[index] = run.noting(passed, for: role)
                    taken.append(passed.candidate)
                    run.judged[index] = passed.candidate.name
                    continue
                }
                rejected[index] = failed
            }
            deferred.append(index)
        }
        for index in deferred {
            run.tentativeTimeoutSteps = [:]
            let role = run.withFileRequests(exercise.roles[index]).role
            run.handOver(role)
            let judgement = rejected[index].map { run.findOther(role, taken: taken, rejected: $0) }
                ?? run.find(role, taken: taken)
            guard let judgement else {
                if role.mayUseBuiltIn, let builtIn = run.usedBuiltIn(role) {
                    results[index] = [CheckResult(
                        passed: true, line: "\(builtIn): the built-in procedure",
                        notes: ["\(fileName) uses the built-in `\(builtIn)` without defining its own; "
                            + "exercise \(exercise.number) asks for its values, which the built-in gives as the book's does"])]
                    continue
                }
                if let part = role.partOf, let result = run.judgePartExpression(role, part) {
                    results[index] = [result]
                    continue
                }
                if let approximation = role.approximation, let result = run.judgeApproximation(role, approximation) {
                    results[index] = [result]
                    continue
                }
                if let shown = role.shownAsCall, let result = run.judgeShownCall(role, shown) {
                    results[index] = [result]
                    continue
                }
                if let check = role.valueCheck, let result = run.judgeValueCheck(role, check) {
                    results[index] = [result]
                    run.judged[index] = result.procedure
                    continue
                }
                if let inline = role.inlineIn, let judgement = run.inlineArgument(role, inline, taken: taken) {
                    results[index] = run.noting(judgement, for: role)
                    taken.append(judgement.candidate)
                    run.judged[index] = judgement.candidate.name
                    continue
                }
                let required = !role.optional
                    || role.requiredWithTheBooks.map { run.suppliedCompanions.contains($0) } == true
                    || role.requiredAlone && Self.partFilesBeside(fileName, number: exercise.number).isEmpty
                if required {
                    notFound.insert(index)
                    var details = run.notFoundDetails(role, fileName: fileName)
                    if role.inlineIn != nil, let miss = run.inlineMiss { details.append(miss) }
                    if let check = role.valueCheck {
                        details.insert("exercise \(exercise.number) asks for \(check.called) built on `\(check.uses)` too: "
                            + "a procedure, or a stream the file computes with `\(check.uses)`", at: 0)
                        if role.handed != nil,
                           let loaded = run.candidates.last(where: { role.names.contains($0.name) && run.isLoaded($0) }) {
                            details.insert("`\(loaded.name)` is defined by a file this one loads"
                                + (loaded.line.map { " (line \($0))" } ?? "")
                                + ", written before this file's `\(check.uses)`: not the detector built on it", at: 1)
                        }
                    }
                    if let approximation = role.approximation {
                        details.insert("exercise \(exercise.number) asks for \(approximation.called) too: a procedure of "
                            + "the number of terms, or an expression of the file's that computes one with its "
                            + "procedures (a name with `" + (approximation.calls.first ?? "") + "` in it)", at: 0)
                    }
                    if let part = role.partOf, let built = part.role {
                        details.insert("exercise \(exercise.number) asks for \(part.called), written with `\(built)`: "
                            + "a procedure, or an expression that gives its value", at: 0)
                    }
                    results[index] = [CheckResult(
                        passed: false,
                        line: "\(role.sentenceTitle): not found (looked for \(role.names.joined(separator: ", ")); "
                            + "name yours with --procedure \(role.label.isEmpty ? "" : role.label + "=")NAME)",
                        details: details)]
                }
                continue
            }
            results[index] = run.noting(judgement, for: role)
            // Only a procedure of another name that fails, the closest the
            // search found (1.38's `factorial` for `d`): if another role's
            // procedure does the work, that one is said instead.
            if !judgement.passed, role.doneBy != nil, !role.names.contains(judgement.candidate.name),
               !Run.isSimilar(judgement.candidate.name, to: role.names) {
                notFound.insert(index)
            }
            if role.optional, let missing = run.unboundEverywhere(judgement.results[0], in: judgement.candidate.name) {
                // A part that needs what the file does not define (a
                // companion file's `prime?`) cannot be judged.
                results[index] = [CheckResult(
                    passed: true, line: "\(judgement.candidate.name): not judged",
                    notes: ["every case stopped with ;Unbound variable: \(missing), which \(run.source) does not define"])]
            }
            taken.append(judgement.candidate)
            run.judged[index] = judgement.candidate.name
        }
        // An answer right only with the file's own version of a procedure
        // the book gives (2.39's `fold-left` as Racket's `foldl`).
        run.judgeWithGivenConventions(&results)
        // Whether the role a label names was found and passed every check.
        func passes(_ other: Int?) -> Bool {
            guard let other, let done = results[other] else { return false }
            return !done.isEmpty && done.allSatisfy(\.passed)
        }
        // A role whose work another role's passing procedure does (1.38's
        // `d` inside the procedure that approximates e).
        var partNotes: [String] = []
        for index in notFound {
            guard let label = exercise.roles[index].doneBy, let other = exercise.roleIndex(label), passes(other),
                  let name = run.judged[other] ?? results[other]?.first?.procedure
            else { continue }
            results[index] = nil
            // Bound by a file beside it (a note above says which): not computed inside.
            let role = exercise.roles[index]
            if role.names.contains(where: { run.learner.lookup($0) != nil && !run.definedNames.contains($0) }) { continue }
            results[other]?[0].notes.append("\(run.source) has no \(role.sentenceTitle) of its own: "
                + "`\(name)` computes it, and gives the right values")
        }
        // A file that holds one lettered part of the exercise by its name
        // (`exercise-31-b.scm`): what only the other part asks for is not
        // asked of it (see `partRoles`).
        let hasProcesses = Set(exercise.roles.map(\.label)).isSuperset(of: ["recursive", "iterative"])
        if let (part, asked) = Self.partByName(fileName).flatMap({ part in Self.partRoles[exercise.number]?[part].map { (part, $0) } })
            ?? (hasProcesses ? Self.processPart(fileName).map { ($0, ["shape"]) } : nil) {
            func key(_ role: Role) -> String { role.label.isEmpty ? role.names[0] : role.label }
            var excusedTitles: [String] = []
            var passedIn = Set<String>()
            var otherReports: [(file: String, report: CheckReport)]?
            for index in notFound.union(streamsNotFound).sorted() where results[index] != nil {
                let role = exercise.roles[index]
                let shapes = ["recursive", "iterative"]
                let excused: Bool
                if shapes.contains(role.label) {
                    // Part (b) asks for the process part (a) did not give:
                    // one of the two, found and passing, and no procedure
                    // named for this one (a `product-iter` judged as the
                    // recursive one is not excused).
                    let other = exercise.roles.firstIndex { shapes.contains($0.label) && $0.label != role.label }
                    excused = asked.contains("shape") && passes(other)
                        && !role.names.contains { run.definedNames.contains($0) && !exercise.roles[other!].names.contains($0) }
                } else {
                    excused = !asked.contains(key(role))
                }
                guard excused else { continue }
                // The other part's file beside this one (`3_59_b.scm`), when
                // there is one, must pass what it asks for.
                if otherReports == nil { otherReports = otherPartReports(part: part, fileName: fileName, exercise: exercise) }
                if let failing = otherPartFails(key(role), part: part, fileName: fileName, reports: otherReports ?? [],
                                                passedIn: &passedIn) {
                    results[index]?[0].details.insert(failing, at: 0)
                    continue
                }
                results[index] = nil
                excusedTitles.append(role.sentenceTitle)
            }
            if !excusedTitles.isEmpty, part.count > 1 {
                partNotes.append("\(fileName) holds one of the two processes of exercise \(exercise.number), and a file "
                    + "beside it the other, by their names: " + TailCalls.list(excusedTitles) + " "
                    + (excusedTitles.count == 1 ? "is" : "are") + " not looked for here")
            } else if !excusedTitles.isEmpty {
                partNotes.append("\(fileName) holds part (\(part)) of exercise \(exercise.number) by its name: "
                    + TailCalls.list(excusedTitles) + ", which the other part asks for, "
                    + (excusedTitles.count == 1 ? "is" : "are") + " not looked for"
                    + (passedIn.isEmpty ? "" : " here, and " + (excusedTitles.count == 1 ? "passes" : "pass") + " in "
                        + TailCalls.list(passedIn.sorted()) + ", checked on its own"))
            }
        }
        // A reading that stands only with another role's procedure (1.38's
        // `d` counted from 0): failed when that one does not pass.
        for (index, role) in exercise.roles.enumerated() {
            for variant in role.variants {
                guard let (label, otherwise) = variant.standsWith, let note = variant.note,
                      let first = results[index]?.first, first.passed, first.notes.contains(note) else { continue }
                if passes(exercise.roleIndex(label)) { continue }
                let name = first.procedure ?? role.names[0]
                results[index] = [CheckResult(passed: false, line: "\(name): right only read another way",
                                              details: ["`\(name)` " + otherwise], procedure: name)]
            }
        }
        // An extra argument that stands only with another role's procedure
        // (3.76's `smooth` of two streams): failed when that one does not pass.
        for (index, role) in exercise.roles.enumerated() {
            guard let label = role.extraStandsWith, let first = results[index]?.first, first.passed,
                  first.line.hasSuffix("(with the file's extra argument)") else { continue }
            let other = exercise.roleIndex(label)
            if passes(other) { continue }
            let name = first.procedure ?? role.names[0]
            let how = first.details.first { $0.hasPrefix("with an extra argument: ") }
                .map { ": " + $0.dropFirst("with an extra argument: ".count) } ?? ""
            let otherTitle = other.map { exercise.roles[$0].sentenceTitle } ?? label
            results[index] = [CheckResult(
                passed: false, line: "\(name): right only with the file's extra argument\(how)",
                details: ["exercise \(exercise.number)'s \(role.names[0]) takes \(role.arity == 1 ? "one argument" : "the book's arguments"), "
                    + "and \(fileName) has no \(otherTitle) that passes with `\(name)` called so"],
                procedure: name)]
        }
        // A use the exercise asks the file to make of a right procedure
        // (1.36's x^x = 1000), looked for once the procedure passed.
        for (index, role) in exercise.roles.enumerated() {
            guard let use = role.fileUse, let done = results[index], !done.isEmpty, done.allSatisfy(\.passed),
                  !run.sourceText.isEmpty, ExerciseChecker.partByName(fileName) == nil else { continue }
            if !run.sourceText.contains(use.call) {
                results[index]?.append(CheckResult(
                    passed: false, line: "\(use.title): not found",
                    details: [use.asks + ": \(fileName) never calls `\(use.called)`"],
                    procedure: done[0].procedure))
                continue
            }
            // The second use (1.36's damped run), and the first without it.
            guard let also = use.also, let procedure = done[0].procedure else { continue }
            if !showsSecondUse(also, of: use, procedure: procedure, source: run.sourceText, fileName: fileName,
                               exercise: exercise.number) {
                results[index]?.append(CheckResult(
                    passed: false, line: "\(use.title) with \(also.called): not found",
                    details: [use.asks + ": \(fileName) shows no \(also.called) ("
                        + also.texts.prefix(2).map { "`\($0)`" }.joined(separator: ", ") + ", ...)"],
                    procedure: procedure))
            } else if !showsUnmarkedUse(also, of: use, procedure: procedure, source: run.sourceText, fileName: fileName,
                                        exercise: exercise.number) {
                results[index]?.append(CheckResult(
                    passed: false, line: "\(use.title) without \(also.called): not found",
                    details: [use.asks + ": every call of `\(procedure)` in \(fileName) is with \(also.called)"],
                    procedure: procedure))
            }
        }
        // A helper of the learner's own that neither the file nor the book
        // defines (`car-stream`): the answer cannot be judged, and is not blamed.
        let book = Companion.available(for: exercise.number)
        for (index, role) in exercise.roles.enumerated() where !role.optional && !role.isStream {
            guard let first = results[index]?.first, let name = first.procedure,
                  let missing = run.unboundEverywhere(first, failingOnly: !exercise.number.hasPrefix("1.")),
                  book[missing] == nil,
                  !run.askedNames.contains(missing)
            else { continue }
            results[index] = [CheckResult(
                passed: false, line: "\(name): not judged",
                details: ["it uses `\(missing)`, defined neither in \(fileName) nor by the book: "
                    + Self.unboundCases(first, missing)],
                procedure: name, undecided: true)]
        }
        // 3.71's and 3.72's elements in another shape: say which part was judged.
        if let weight = Self.elementWeights[exercise.number] {
            for (index, role) in exercise.roles.enumerated() where role.isStream {
                // Judged as runs of pairs or groups (`Convention.runsOfPairs`, `.numberThenWays`): their notes say so.
                guard let stream = run.judged[index], results[index]?.allSatisfy(\.passed) == true,
                      results[index]?.first?.notes.contains(where: { $0.hasPrefix("its elements are the pairs themselves") || $0.hasPrefix("its elements are each number") }) == false,
                      let note = run.elementNote(stream, weight: weight) else { continue }
                results[index]?[0].details.append(note)
            }
        }
        // The answer found inside a test procedure: say which.
        for index in exercise.roles.indices {
            guard let name = run.judged[index] ?? results[index]?.first?.procedure, let origin = run.innerOrigins[name],
                  results[index]?.isEmpty == false else { continue }
            results[index]?[0].details.insert(origin.note(for: name), at: 0)
        }
        // Requests spelt the file's way: said on a passing procedure.
        for (index, note) in requestNotes {
            guard let first = results[index]?.first, first.passed else { continue }
            results[index]?[0].notes.append(note)
        }
        // A reading that computes only a part of what the file must (1.38's
        // e − 2): it stands only when the file's top level completes it.
        for (index, role) in exercise.roles.enumerated() {
            guard let part = role.partValue else { continue }
            let others = Set(exercise.roles.indices.filter { $0 != index }.compactMap { run.judged[$0] ?? results[$0]?.first?.procedure })
            if let result = run.judgingPart(part, role: role, results[index], others: others) { results[index] = [result] }
        }
        // Right values from the built-in the exercise asks to compute (1.16's
        // `expt` called inside the loop): not the answer. A square written
        // `(expt b 2)` is the squaring the exercise asks for.
        for (index, role) in exercise.roles.enumerated() {
            guard let builtIn = role.computesWithout, let name = run.judged[index] ?? results[index]?.first?.procedure,
                  results[index]?.first?.passed == true, !run.definedNames.contains(builtIn) else { continue }
            let definitions = Run.lastDefinitions(in: run.loadedForms)
            let callers = Run.reached(from: [name], through: definitions).filter { other in
                definitions[other].map { Self.uses(builtIn, in: $0) } ?? false
            }
            guard !callers.isEmpty else { continue }
            let caller = callers.contains(name) ? name : callers.sorted()[0]
            let calls = caller == name ? "`\(name)`" : "`\(caller)`, which `\(name)` calls,"
            results[index]?[0] = CheckResult(
                passed: false, line: "\(name): computed with the built-in `\(builtIn)`",
                details: ["exercise \(exercise.number) asks the procedure to compute what the built-in `\(builtIn)` does, "
                    + "not to call it: " + calls + " calls Scheme's `\(builtIn)`"],
                procedure: name)
        }
        for (index, role) in exercise.roles.enumerated() where results[index] == nil {
            guard let shown = role.shownValue, let result = run.judgingShown(shown, role: role) else { continue }
            results[index] = [result]
        }
        for (index, role) in exercise.roles.enumerated() {
            let start = report.results.count
            report.results += results[index] ?? []
            guard let done = results[index], !done.isEmpty else { continue }
            report.roles[role.label.isEmpty ? role.names[0] : role.label] = RoleOutcome(
                passed: done.allSatisfy(\.passed), notFound: notFound.union(streamsNotFound).contains(index) && !done[0].passed,
                range: start..<report.results.count)
        }
        if !partNotes.isEmpty, !report.results.isEmpty { report.results[0].notes += partNotes }
        // The values the exercise asks for, as the file's comments give them (2.38).
        if let written = run.writtenValues(fileName: fileName) { report.results.append(written) }
        if let property = WrittenProperty.check(exercise.number, run.sourceText) { report.results.append(property) }
    }

    /// Whether `form` mentions `builtIn` but as a square, `(builtIn x 2)`
    /// (not inside a quotation).
    static func uses(_ builtIn: String, in form: Value) -> Bool {
        var budget = 200_000
        func walk(_ value: Value, _ depth: Int) -> Bool {
            budget -= 1
            guard depth < 200, budget > 0 else { return false }
            switch value {
            case .symbol(let symbol): return symbol.name == builtIn
            case .pair(let pair):
                if case .symbol(let head) = pair.car {
                    if head.name == "quote" { return false }
                    if head.name == builtIn, let parts = value.listElements, parts.count == 3,
                       case .int(2) = parts[2] { return walk(parts[1], depth + 1) }
                }
                var rest = value
                while case .pair(let p) = rest {
                    if walk(p.car, depth + 1) { return true }
                    rest = p.cdr
                }
                return walk(rest, depth + 1)
            default: return false
            }
        }
        return walk(form, 0)
    }

    /// The roles each lettered part of an exercise asks for, by label or
    /// first name. `shape` is either process of a pair (1.31's part (b)
    /// asks for the other process than the one part (a) gave).
    static let partRoles: [String: [String: Set<String>]] = [
        "1.31": ["a": ["shape", "factorial", "pi"], "b": ["shape"]],
        "1.32": ["a": ["shape", "sum", "product"], "b": ["shape"]],
        "1.37": ["a": ["shape"], "b": ["shape"]],
        "3.59": ["a": ["integrate-series"], "b": ["cosine-series", "sine-series"]],
        "3.70": ["a": ["merge-weighted", "weighted-pairs", "a"], "b": ["merge-weighted", "weighted-pairs", "b"]],
    ]

    /// The process a file holds by its name when a file beside it holds the
    /// other, named as this one with its process word or its letter changed,
    /// as learners split an exercise that asks for both (1.11's
    /// `recursive-process.scm` beside `iterative-process.scm`; `1.11a.scm`
    /// beside `1.11b.scm`): the process its name or letter suggests
    /// ("recursive" or "iterative"), nil otherwise. Which role it holds is
    /// judged, not taken from the name.
    static func processPart(_ fileName: String) -> String? {
        let path = SourceFile.absolutePath(fileName)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let folder = String(path[...slash]), own = String(path[path.index(after: slash)...]).lowercased()
        let siblings = Set(SourceFile.files(in: folder).map { $0.lowercased() }.filter { $0 != own })
        // The other half is named as this one with its process word changed.
        if let (process, _) = otherProcessNames(own).first(where: { siblings.contains($0.other) }) { return process }
        // `1.11a.scm` beside `1.11b.scm`: the same name but its letter.
        guard let letter = partByName(fileName) else { return nil }
        let dot = own.lastIndex(of: ".") ?? own.endIndex
        let stem = own[..<dot]
        let otherLetter: Character = letter == "a" ? "b" : "a"
        let sibling = String(stem.dropLast()) + String(otherLetter) + own[dot...]
        guard siblings.contains(sibling) else { return nil }
        return letter == "a" ? "recursive" : "iterative"
    }

    /// The names of the file that holds the other process than the file
    /// `name` by their names: `name` with its process word changed
    /// (`sum-iter.scm` to `sum-recu.scm`, `sum-rec.scm`...), each with the
    /// process `name` names.
    static func otherProcessNames(_ name: String) -> [(process: String, other: String)] {
        // The name split into words and what lies between them.
        var parts: [String] = []
        for character in name {
            if let last = parts.last, last.first!.isLetter == character.isLetter {
                parts[parts.count - 1].append(character)
            } else {
                parts.append(String(character))
            }
        }
        let names: [(String, [String])] = [("recursive", ["recursive", "recursion", "rec", "recur", "recu"]),
                                           ("iterative", ["iterative", "iteration", "iter"])]
        var result: [(process: String, other: String)] = []
        for (index, (process, spellings)) in names.enumerated() {
            for position in parts.indices where spellings.contains(parts[position].lowercased()) {
                for spelling in names[1 - index].1 {
                    var other = parts
                    other[position] = spelling
                    result.append((process, other.joined()))
                }
            }
        }
        return result
    }

    /// The lettered part of its exercise a file holds by its name:
    /// `exercise-31-b.scm`, `1.31a.scm`, `p47_a.rkt`, `ex3.59-part-b.scm`;
    /// nil for any other name.
    static func partByName(_ fileName: String) -> String? {
        var name = Substring(fileName.split(separator: "/").last ?? "").lowercased()[...]
        if let dot = name.lastIndex(of: "."), name[name.index(after: dot)...].allSatisfy(\.isLetter) {
            name = name[..<dot]
        }
        guard let letter = name.last, letter == "a" || letter == "b" else { return nil }
        var rest = name.dropLast()
        if rest.hasSuffix("part") || rest.hasSuffix("part-") || rest.hasSuffix("part_") { return String(letter) }
        if let last = rest.last, "-_.".contains(last) { rest = rest.dropLast() }
        return rest.last?.isNumber == true ? String(letter) : nil
    }

    /// How the cases stopped on a name nothing defines: "every case stopped
    /// with ;Unbound variable: x", or how many did when the others passed.
    static func unboundCases(_ result: CheckResult, _ missing: String) -> String {
        let failing = result.cases.filter { $0.verdict != "pass" }.count
        guard failing < result.cases.count else { return "every case stopped with ;Unbound variable: \(missing)" }
        return "\(failing) of its \(result.cases.count) cases stopped with ;Unbound variable: \(missing), "
            + "and the others passed"
    }

    /// A real number's value as a double: an exact integer or ratio too;
    /// nil for any other value.
    static func realValue(_ value: Value) -> Double? {
        switch value {
        case .int, .big, .ratio, .real: let x = Num.double(value); return x.isFinite ? x : nil
        default: return nil
        }
    }

    /// The weight of a pair in the exercises whose streams' elements may
    /// carry their pairs (see `Exercises.elementNumber`).
    static let elementWeights = ["3.71": "weight-of-cubes", "3.72": "weight-of-squares"]

    static func overrides(_ procedures: [String], for exercise: Exercise) throws(UsageError) -> [Int: String] {
        let required = exercise.roles.indices.filter { !exercise.roles[$0].optional }
        var result: [Int: String] = [:]
        var position = 0
        for given in procedures {
            if let equals = given.firstIndex(of: "="), equals != given.startIndex {
                let label = String(given[..<equals]), name = String(given[given.index(after: equals)...])
                // As `procedureLabels` shows them: a role's label, or its
                // first name when it has none (3.70's streams `a` and `b`).
                func shown(_ role: Role) -> String { role.label.isEmpty ? role.names[0] : role.label }
                if let index = required.first(where: { shown(exercise.roles[$0]) == label }) {
                    result[index] = name
                    continue
                }
                if !exercise.roles.contains(where: { shown($0) == label }) && required.count > 1 {
                    throw UsageError(description: "exercise \(exercise.number) has no procedure labelled '\(label)' "
                        + "(its procedures: \(exercise.procedureLabels.joined(separator: ", ")))")
                }
            }
            while position < required.count && result[required[position]] != nil { position += 1 }
            guard position < required.count else {
                throw UsageError(description: "exercise \(exercise.number) asks for \(required.count) "
                    + (required.count == 1 ? "procedure" : "procedures") + ", and \(procedures.count) were named")
            }
            result[required[position]] = given
            position += 1
        }
        return result
    }
}

/// One check's outcome: its line, and the details of a failure.
public struct CheckResult: Equatable, Sendable {
    /// ✓ or ✗.
    public var passed: Bool
    /// The line after ✓ or ✗.
    public var line: String
    /// Indented lines under it: what was expected and what came back, or
    /// the measured shape and the reason.
    public var details: [String] = []
    /// The procedure checked, if the check is about one.
    public var procedure: String? = nil
    /// Each case tried: for `--json`.
    public var cases: [CaseOutcome] = []
    /// The measured shape: for `--json`.
    public var shape: MeasuredShape? = nil
    /// What the learner should know though the check passed: an input the
    /// exercise leaves open on which the procedure fails.
    public var notes: [String] = []
    /// Whether the check could not judge the answer (it calls a helper the
    /// file does not define and the book never does): not passed, but no
    /// blame on the answer either (`?` in the report).
    public var undecided = false

    /// The check as the report prints it.
    public var text: String {
        ([(passed ? "✓ " : undecided ? "? " : "✗ ") + line] + details.map { "    " + $0 } + notes.map { "    note: " + $0 })
            .joined(separator: "\n") + "\n"
    }
}

/// One case a values check tried.
public struct CaseOutcome: Equatable, Sendable {
    /// The call, in the learner's convention: `(sum identity 1 inc 10)`.
    public var input: String
    /// The expected value as Scheme prints it (`#t` for a property).
    public var expected: String
    /// What came back, or what went wrong.
    public var got: String
    /// `pass`, `fail`, `error` or `timeout`.
    public var verdict: String
}

/// The measurements of a shape check.
public struct MeasuredShape: Equatable, Sendable {
    /// (n, steps, space) per size measured.
    public var rows: [[Int]]
    /// The fitted orders (nil: not measured far enough to fit).
    public var steps: String?
    public var space: String?
    /// SICP's name for the process, if any.
    public var process: String?
}

/// What a check found of one role (see `CheckReport.roles`).
struct RoleOutcome {
    /// Found, and passed every check.
    var passed: Bool
    /// Not found in the file.
    var notFound: Bool
    /// Its results' positions in the report, as the check left them.
    var range: Range<Int>
}

/// Everything `sicp check` found.
public struct CheckReport {
    /// The exercise checked.
    public var exercise: Exercise
    /// The checks, in the order they ran: loading the file, then each
    /// procedure's values and shape.
    public var results: [CheckResult]
    /// Whether Ctrl-C stopped the check (`,check` at the prompt): the
    /// results are then no verdict, and `,check` shows `;Quit!` instead.
    public var interrupted = false
    /// Each role's outcome, by its label (its first name when it has
    /// none), for the check of a file beside this one that holds another
    /// part of the same exercise (see `ExerciseChecker.excusingPartsBeside`).
    var roles: [String: RoleOutcome] = [:]
    /// A picture exercise of two ways whose second the file lacks: the
    /// position of the result that says so, and the first way as the file
    /// has it (2.47's frame of the symbols `origin`, `edge1`, `edge2` as
    /// its constructor builds it; 2.51's definition of `below`).
    var missingWay: (index: Int, firstWay: String?)? = nil
    /// A report on `exercise` with `results` (none: for an exercise a
    /// program cannot check, the report says why).
    public init(exercise: Exercise, results: [CheckResult], interrupted: Bool = false) {
        self.exercise = exercise
        self.results = results
        self.interrupted = interrupted
    }

    /// Whether every check passed (`sicp check` exits 0, otherwise 1);
    /// false for an exercise a program cannot check.
    public var passed: Bool { exercise.isCheckable && results.allSatisfy(\.passed) }

    /// The report as one JSON object: `exercise`, `title`, `verdict`
    /// (`pass`/`fail`; `not checkable`, with the `reason`, and no checks,
    /// for an exercise a program cannot check), and `checks`, each with `check` (its line),
    /// `verdict`, `procedure`, `details`, `cases` (`input`, `expected`,
    /// `got`, `verdict`) and `shape` (`rows` of [n, steps, space], `steps`,
    /// `space`, `process`).
    public var json: String {
        func string(_ s: String?) -> String { s.map(JSON.string) ?? "null" }
        func verdict(_ passed: Bool) -> String { string(passed ? "pass" : "fail") }
        if let why = exercise.notCheckable {
            return "{\"exercise\":\(string(exercise.number)),\"title\":\(string(exercise.title)),"
                + "\"verdict\":\"not checkable\",\"reason\":\(string(why)),\"checks\":[]}\n"
        }
        var checks: [String] = []
        for result in results {
            var fields = ["\"check\":" + string(result.line),
                          "\"verdict\":" + (result.undecided ? string("not judged") : verdict(result.passed)),
                          "\"procedure\":" + string(result.procedure),
                          "\"details\":[" + result.details.map(string).joined(separator: ",") + "]",
                          "\"notes\":[" + result.notes.map(string).joined(separator: ",") + "]"]
            fields.append("\"cases\":[" + result.cases.map { c in
                "{\"input\":\(string(c.input)),\"expected\":\(string(c.expected)),\"got\":\(string(c.got)),"
                    + "\"verdict\":\(string(c.verdict))}"
            }.joined(separator: ",") + "]")
            if let shape = result.shape {
                fields.append("\"shape\":{\"rows\":[" + shape.rows.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }
                    .joined(separator: ",") + "],\"steps\":\(string(shape.steps)),\"space\":\(string(shape.space)),"
                    + "\"process\":\(string(shape.process))}")
            } else {
                fields.append("\"shape\":null")
            }
            checks.append("{" + fields.joined(separator: ",") + "}")
        }
        return "{\"exercise\":\(string(exercise.number)),\"title\":\(string(exercise.title)),"
            + "\"verdict\":\(verdict(passed)),\"checks\":[" + checks.joined(separator: ",") + "]}\n"
    }

    /// The report: a header, one line per check, a summary; for an
    /// exercise a program cannot check, the header and why.
    public var text: String {
        var text = "Exercise \(exercise.number): \(exercise.title)\n"
        if let why = exercise.notCheckable {
            // Wrapped at 80 columns, as `--list` is.
            return text + TextTable.wrap("not checkable by a program: \(why)", width: 80, indent: 4, firstIndent: 0)
                .joined(separator: "\n") + "\n"
        }
        for result in results { text += result.text }
        let failed = results.filter { !$0.passed && !$0.undecided }.count
        let undecided = results.filter(\.undecided).count
        if failed == 0 && undecided == 0 {
            text += results.count == 1 ? "The check passed.\n" : "All \(results.count) checks passed.\n"
        } else if undecided == 0 {
            text += "\(failed) of \(results.count) checks failed.\n"
        } else {
            text += (failed == 0 ? "" : "\(failed) of \(results.count) checks failed; ")
                + "\(undecided) of \(results.count) checks could not be judged.\n"
        }
        return text
    }
}

/// Why an evaluation gave no value.
enum Failure: Error {
    case error(String)
    case timeLimit
    case endlessRecursion
}

/// One run of the checker: the learner's interpreter and the reference one.
final class Run {
    let checker: ExerciseChecker
    let exercise: Exercise
    let learner: Interp
    /// Where the learner's `display` goes: a string, forgotten at each
    /// check, of at most `outputKept` bytes (a loop that displays until the
    /// time limit must not fill the memory). What a check reads of it: the
    /// guesses 1.36 prints.
    let learnerOutput: OutputPort
    static let outputKept = 1 << 16
    let reference: Interp
    /// The wall-clock safety net of the whole check.
    var deadline = ContinuousClock.now
    /// Why the reference definitions did not load, if they did not.
    var referenceProblem: String?
    /// The names the file's top-level definitions bind, in order.
    var definedNames: [String] = []
    /// The file read again with locations, for pointing at a call.
    var tailCalls: TailCalls?
    /// The file's forms as loaded, by form index (see `Candidate.formIndex`).
    var loadedForms: [Value] = []

    /// Why `inlineArgument` judged no `lambda` of a top-level expression
    /// that makes the call (said under "not found").
    var inlineMiss: String?

    /// The role's procedure as the file writes it inline (see
    /// `InlineArgument`): the first `lambda` at that place in a call in the
    /// file's top-level expressions and value definitions, bound to the role's first name (which the file does
    /// not define) and judged, with a note.
    func inlineArgument(_ role: Role, _ inline: InlineArgument, taken: [Candidate]) -> Judgement? {
        let name = role.names[0]
        guard learner.lookup(name) == nil else { return nil }
        // Top-level expressions and value definitions only: a lambda in a
        // procedure's body may use its parameters.
        for (formIndex, form) in loadedForms.enumerated()
        where !ExerciseChecker.definedNames(form).contains(where: { learner.lookup($0)?.isProcedure ?? true }) {
            // What the form computes: a value definition's value, or the
            // expression's (evaluated again only if it defines and sets nothing).
            let symbols = Self.symbols(in: form)
            guard inline.calls.contains(where: symbols.contains) else { continue }
            let computed: Value?
            if case .pair(let p) = form, case .symbol(let head) = p.car, head.name == "define" {
                computed = ExerciseChecker.definedNames(form).first.flatMap { learner.lookup($0) }
            } else if !symbols.contains(where: { $0 == "define" || $0 == "set!" || $0.hasSuffix("!") }) {
                startCheck(steps: Self.quickStepBudget)
                if case .success(let m) = measure(Printer.write(form)) { computed = m.value } else { computed = nil }
            } else {
                computed = nil
            }
            guard let computed, let number = computed.doubleValue else { continue }
            guard abs(number - inline.value) <= 1e-3 * abs(inline.value)
                    || inline.part.map({ abs(number - $0) <= 1e-3 * abs($0) }) == true else {
                if inlineMiss == nil, case .pair(let p) = form, case .symbol(let head) = p.car, head.name != "define" {
                    let line = formIndex < formLines.count ? formLines[formIndex] : 0
                    inlineMiss = "the expression on line \(line) gives \(Self.show(computed)), not "
                        + "\(Self.show(.real(inline.value))), so the procedures it passes are not judged as `\(name)`"
                }
                continue
            }
            for call in Self.calls(of: Set(inline.calls), in: form) {
                guard case .pair(let p) = call, case .symbol(let head) = p.car, let elements = call.listElements,
                      elements.count > inline.position + 1, case .pair(let argument) = elements[inline.position + 1],
                      case .symbol(let keyword) = argument.car, keyword.name == "lambda" || keyword.name == "λ",
                      let value = try? learner.evaluate(datum: elements[inline.position + 1]),
                      case .closure(let closure) = value, closure.code.restParameter == nil,
                      closure.code.parameters.count == (role.arity ?? 1) else { continue }
                learner.define(name, value)
                guard let candidate = sessionCandidate(name) else { learner.unbind(name); return nil }
                var judgement = judge(role, candidate, taken: taken)
                let line = formIndex < formLines.count ? formLines[formIndex] : 0
                judgement.results[0].details.insert(
                    "`\(name)` is the `lambda` the file passes to `\(head.name)` on line \(line): "
                        + Self.abbreviated(elements[inline.position + 1]), at: 0)
                return judgement
            }
        }
        return nil
    }

    /// Whether the file's definition of `name` mentions `target`, itself or
    /// through the file's definitions of the names it mentions.
    func reaches(_ name: String, _ target: String) -> Bool {
        Self.reached(from: [name], through: Self.lastDefinitions(in: loadedForms)).contains(target)
    }



    /// Each name's last definition among `forms`.
    static func lastDefinitions(in forms: [Value]) -> [String: Value] {
        var definitions: [String: Value] = [:]
        for form in forms {
            for name in ExerciseChecker.definedNames(form) { definitions[name] = form }
        }
        return definitions
    }

    /// The names `start`, the symbols their `definitions` mention, those
    /// of the definitions of these, and so on.
    static func reached(from start: [String], through definitions: [String: Value]) -> Set<String> {
        var result = Set(start)
        var pending = start
        while let name = pending.popLast() {
            guard let form = definitions[name] else { continue }
            for symbol in symbols(in: form) where result.insert(symbol).inserted { pending.append(symbol) }
        }
        return result
    }
    /// The name of the procedure being judged: a case reads it as the file
    /// binds it even when it is a built-in's (a cube root the file names
    /// `sqrt`, 1.16's loop named `expt`), see `keptNames`.
    var judgingName: String?
    /// What each top-level expression printed while the file loaded, by
    /// form (see `printedNumbers`).
    var loadOutputs: [(formIndex: Int, text: String)] = []
    /// The real numbers the file's top level computed while it loaded: each
    /// top-level expression's value, the numbers it printed, and the values
    /// it defined, with the form's line and text (see `PartValue`).
    var topLevelNumbers: [(line: Int, text: String, value: Double, symbols: Set<String>)] = []
    /// The top-level expressions that stopped with an error (not a step
    /// limit) while the file loaded, collected with `topLevelNumbers`: the
    /// form's line, text and symbols, and the error.
    var topLevelFailures: [(line: Int, text: String, symbols: Set<String>, error: String)] = []
    /// Whether `load` collects `topLevelNumbers`: only for an exercise that reads them.
    var collectsTopLevelNumbers: Bool {
        exercise.roles.contains { $0.partValue != nil || $0.shownValue != nil || $0.approximation != nil }
    }
    /// What the load says of definitions it evaluated again (see `load`).
    var notesAfterLoad: [String] = []
    /// The file's text, as `load` read it (its comments included).
    var sourceText = ""
    /// The names the checker defined for the file (see `Companion`).
    var suppliedCompanions: Set<String> = []
    /// The definitions taken from the learner's other files before the file
    /// loaded (see `supplyEarlierExercises`), with their names and files.
    var siblingSupplied: [(name: String, file: String, form: Value)] = []
    /// The definitions those need from their own files, taken with them
    /// and not named in the notes.
    var siblingHelpers: [Value] = []
    /// The line each of `loadedForms` starts on.
    var formLines: [Int] = []
    /// Every procedure definition the file made, shadowed ones included, in order.
    var candidates: [Candidate] = []
    /// Each defined name's values, by the index of the form that bound it.
    var versionsByName: [String: [(formIndex: Int, value: Value)]] = [:]
    /// The name judged for each role so far (for `uses`).
    var judged: [Int: String] = [:]
    /// What loading the file noted: forms skipped, modules not loaded.
    var loadWarnings: [String] = []
    /// How the report names where the procedures come from: `the file`,
    /// or `the session` for `,check`.
    var source = "the file"
    /// The candidate whose bindings are in force (`with(_:_:)`), if any.
    var active: Candidate?
    /// The cases a reordered procedure is screened on, by role (see `screenCases`).
    var screenCaseCache: [String: [ScreenCase]] = [:]
    /// The edge notes already found, by candidate and call.
    var edgeCache: [String: [String]] = [:]
    /// The calls that ran out of a case's steps (see `outOfStepsKey`): the
    /// growth table does not run one of them to the same limit again (a
    /// Θ(n) `expmod` at n = 1000003 spent 10,000,000 steps twice).
    var outOfSteps: Set<String> = []
    /// The names bound from inside a test procedure (see `hoistInnerDefinitions`).
    var innerOrigins: [String: InnerOrigin] = [:]
    /// The top-level expressions judged as parts of the exercise (see
    /// `judgePartExpression`), by form index: one part each.
    var partForms: Set<Int> = []
    /// The test procedures' expressions among `loadedForms`, by form index.
    var innerExpressions: [Int: InnerOrigin] = [:]

    /// The session's depth limit, given back by `finish()`.
    private var savedDepth: Int?

    /// A run on a new learner interpreter, or on a REPL session's (`,check`).
    init(checker: ExerciseChecker, exercise: Exercise, session: Interp? = nil) {
        self.checker = checker
        self.exercise = exercise
        if let session {
            source = "the session"
            learnerOutput = OutputPort()
            learner = session
            savedDepth = session.maximumDepth
        } else {
            learnerOutput = OutputPort()
            learnerOutput.collectionLimit = Self.outputKept
            learner = Interp(output: learnerOutput, interrupt: InterruptFlag())
            // A file's pauses (a `(sleep 1)` between debugging prints) would
            // only slow its check down.
            learner.longestSleep = 0
            learner.findsMovedFiles = true
            // The same random numbers in every run (1.24-1.28's random
            // bases, 3.5.5's Monte-Carlo streams): the same verdict on any
            // machine, whatever else the process runs.
            learner.seedRandom(ExerciseChecker.randomSeed)
            Tracer.install(in: learner)
        }
        learner.maximumDepth = checker.depthLimit
        reference = Interp(output: OutputPort(), interrupt: InterruptFlag())
        reference.drawsRandomNumbers(from: learner)
        do {
            try reference.evaluate(exercise.given)
            try reference.evaluate(exercise.reference)
            try Self.give(exercise.given, to: learner, onlyUnbound: session != nil,
                          asked: Set(exercise.roles.flatMap(\.names)))
            var defined = Set<String>()
            for convention in exercise.roles.flatMap(\.conventions) {
                guard let definitions = convention.definitions, defined.insert(definitions).inserted else { continue }
                _ = try learner.evaluateAsKit(definitions)
            }
        } catch {
            referenceProblem = "\(error)"
        }
    }

    /// Binds the variable of the procedure a role's learner version may take
    /// as an argument (`Role.handed`): the file's procedure for the other
    /// role when the check found one, else the book's.
    func handOver(_ role: Role) {
        guard let handed = role.handed else { return }
        let other = exercise.roleIndex(handed.role)
        if let other, let name = judged[other], let value = learner.lookup(name), value.isProcedure {
            learner.define(handed.variable, value)
        } else if let book = learner.lookup(handed.book) {
            learner.define(handed.variable, book)
        }
    }

    /// The note on a procedure judged with another role's procedure handed
    /// to it (`Convention.handsRole`): which one was handed.
    func handedNote(_ role: Role, _ name: String, _ convention: Convention) -> String? {
        guard convention.handsRole, let handed = role.handed else { return nil }
        let other = exercise.roleIndex(handed.role)
        if let other, let mine = judged[other], learner.lookup(mine)?.isProcedure == true {
            return "`\(name)` takes \(handed.role) as an argument: judged with \(source)'s own `\(mine)` as that argument"
        }
        return "`\(name)` takes \(handed.role) as an argument: judged with the book's \(handed.role) as that argument "
            + "(\(source) defines none)"
    }

    /// The role with its conventions' request symbols spelt as the file
    /// spells them (`Role.fileRequests`), and the note saying so; the role
    /// itself when the file uses the book's symbols or none like them.
    func withFileRequests(_ role: Role) -> (role: Role, note: String?) {
        guard let requests = role.fileRequests else { return (role, nil) }
        let symbols = quotedSymbols()
        var renamed: [(book: String, file: String)] = []
        for book in requests.book where !symbols.contains(book) {
            let words = requests.synonyms[book] ?? []
            let alike = symbols.filter {
                $0 != book && ($0.hasPrefix(book.prefix(3)) || Run.editDistance($0, book) <= 2 || words.contains($0))
            }
            if alike.count == 1, let file = alike.first { renamed.append((book, file)) }
        }
        // The file's generator stands for the book's in the checker's own
        // code, as it does for a file that names its generator the book's way.
        let generator = fileGenerator(requests).flatMap { found in
            (try? learner.evaluate("(set! \(found.book) \(found.file))")).map { _ in found }
        }
        guard !renamed.isEmpty || generator != nil else { return (role, nil) }
        let spelt = renamed, reference = role.reference
        var role = role
        role.conventions = role.conventions.map { original in
            // The reference is called with the book's requests.
            var convention = Convention(label: original.label, keepsArity: original.keepsArity) { name, arguments in
                var call = original.render(name, arguments)
                guard name != reference else { return call }
                for (book, file) in spelt { call = call.replacing("'" + book, with: "'" + file) }
                return call
            }
            convention.arity = original.arity
            convention.definitions = original.definitions
            return convention
        }
        var notes: [String] = []
        if !renamed.isEmpty {
            let said = renamed.map { "'\($0.file) for the book's '\($0.book)" }.joined(separator: " and ")
            notes.append("its requests are spelt as \(source) compares them: \(said)")
        }
        if let generator {
            notes.append("judged with \(source)'s own `\(generator.file)` in the place of the book's `\(generator.book)`")
        }
        return (role, notes.joined(separator: "; "))
    }

    /// The file's own procedure for `requests.generator`'s book procedure:
    /// the one procedure of one argument defined at the file's top level
    /// whose name has one of its words (`random-update` for `rand-update`),
    /// when the file neither defines nor uses the book's name itself (its
    /// code then calls the book's procedure, which stays).
    func fileGenerator(_ requests: FileRequests) -> (book: String, file: String)? {
        guard let wanted = requests.generator, versionsByName[wanted.book] == nil,
              !loadedForms.contains(where: { Run.symbols(in: $0).contains(wanted.book) }) else { return nil }
        let names = Set(candidates.filter { candidate in
            candidate.parameters.count == 1 && candidate.rest == nil && candidate.name != wanted.book
                && versionsByName[candidate.name] != nil
                && candidate.name.split(whereSeparator: { $0 == "-" || $0 == "_" }).contains { wanted.words.contains(String($0)) }
        }.map(\.name))
        guard names.count == 1, let name = names.first else { return nil }
        return (wanted.book, name)
    }

    /// The symbols the file's forms quote, and the data of its `case`
    /// clauses: the requests it compares with. A walk of at most 100,000
    /// pairs, 100 deep, so that a circular form ends it.
    func quotedSymbols() -> Set<String> {
        var result = Set<String>()
        var budget = 100_000
        func collect(_ value: Value) {
            if case .symbol(let symbol) = value { result.insert(symbol.name) }
            var rest = value
            while case .pair(let pair) = rest, budget > 0 {
                budget -= 1
                if case .symbol(let symbol) = pair.car { result.insert(symbol.name) }
                rest = pair.cdr
            }
        }
        func walk(_ value: Value, _ depth: Int) {
            guard depth < 100, case .pair(let p) = value else { return }
            if case .symbol(let head) = p.car, head.name == "quote", case .pair(let q) = p.cdr {
                collect(q.car)
                return
            }
            let isCase: Bool
            if case .symbol(let head) = p.car, head.name == "case" { isCase = true } else { isCase = false }
            var rest = value
            var index = 0
            while case .pair(let pair) = rest, budget > 0 {
                budget -= 1
                if isCase, index >= 2, case .pair(let clause) = pair.car { collect(clause.car) }
                walk(pair.car, depth + 1)
                rest = pair.cdr
                index += 1
            }
        }
        for form in loadedForms { walk(form, 0) }
        return result
    }

    /// A judgement's results, with the note of `handedNote` on the first
    /// when it passed.
    func noting(_ judgement: Judgement, for role: Role) -> [CheckResult] {
        var results = judgement.results
        if judgement.passed, !results.isEmpty,
           let note = handedNote(role, judgement.candidate.name, judgement.convention) {
            results[0].notes.append(note)
        }
        return results
    }

    /// The name every case of a values check stopped on as an unbound
    /// variable, when the file defines nothing by that name or one spelt
    /// like it.
    /// With `failingOnly`, the cases that passed are left out: one that
    /// never reaches the missing name (3.62's `div-series` on a series it
    /// refuses) does not make the others the answer's fault.
    /// With `procedure`, a name spelt like one its own definition uses (a
    /// parameter `term` called `terma`) is its slip too.
    func unboundEverywhere(_ values: CheckResult, failingOnly: Bool = false, in procedure: String? = nil) -> String? {
        let prefix = "stopped with ;Unbound variable: "
        let cases = failingOnly ? values.cases.filter { $0.verdict != "pass" } : values.cases
        guard !values.passed, !cases.isEmpty,
              cases.allSatisfy({ $0.verdict == "error" && $0.got.hasPrefix(prefix) }) else { return nil }
        let names = Set(cases.map { String($0.got.dropFirst(prefix.count)) })
        guard names.count == 1, let name = names.first, !definedNames.contains(name) else { return nil }
        // A misspelling of one of the file's own names (`product-rew` for
        // `product-re`) is the file's mistake, not a companion file's.
        guard !definedNames.contains(where: { Run.editDistance($0, name) <= 2 }) else { return nil }
        // With some cases right, a name like one the file uses anywhere (a
        // parameter `combiner` called as `combine`) is the file's slip too.
        if failingOnly, cases.count < values.cases.count {
            let used = loadedForms.reduce(into: Set<String>()) { $0.formUnion(Self.symbols(in: $1)) }
            guard !used.contains(where: { $0 != name && Run.editDistance($0, name) <= 2 }) else { return nil }
        }
        if let procedure, name.count >= 4 {
            let own = loadedForms.filter { ExerciseChecker.definedNames($0).contains(procedure) }
                .reduce(into: Set<String>()) { $0.formUnion(Self.symbols(in: $1)) }
            guard !own.contains(where: { $0 != name && Run.editDistance($0, name) <= 2 }) else { return nil }
        }
        return name
    }

    /// Loads the book's definitions an exercise builds on (`Exercise.given`)
    /// into the learner's interpreter: all of them before a file (which may
    /// define them again), or in a session (`,check`) only the names it has
    /// not bound, so that the session's own definitions stay.
    ///
    /// Like a case, the given code reads the checker's built-ins as at
    /// start-up (`checkerBuiltins`, unless the exercise asks for one): a
    /// file's own `stream-head` that prints must not break 3.81's
    /// `random-requests-agree?`. Its other names are the file's.
    static func give(_ given: String, to learner: Interp, onlyUnbound: Bool, asked: Set<String>) throws {
        var reader = Reader(given)
        while let datum = try reader.read() {
            if onlyUnbound, ExerciseChecker.definedNames(datum).contains(where: { learner.lookup($0) != nil }) { continue }
            let keeping = Array(Companion.references(in: [datum]).used.filter { !checkerBuiltins.contains($0) || asked.contains($0) })
            _ = try learner.evaluateAsKit(datum: datum, keeping: keeping)
        }
    }

    /// Gives a session back its depth limit.
    func finish() {
        if let savedDepth { learner.maximumDepth = savedDepth }
        savedDepth = nil
    }

    deinit {
        finish()
        learnerOutput.flush()
    }

    /// The steps one evaluation of a check (a case, a size, a form loaded)
    /// may take; the whole check may take `wholeCheckFactor` times as many.
    var caseSteps = 10_000_000
    /// `stepsSpent` when the check started.
    var checkStartSteps = 0
    static let wholeCheckFactor = 4
    /// What stopped the last evaluation that ran out of its budget.
    enum Limit {
        /// The steps of a case, or of the whole check.
        case steps(Int, wholeCheck: Bool)
        /// The wall-clock safety net.
        case clock(Duration)
        /// The size of exact numbers a procedure may be passed (see
        /// `Run.exactBitsCap`).
        case bits(Int)
    }
    /// The most bits an exact number passed to a procedure of the file may
    /// have when the role sets no limit of its own: a loop that never ends
    /// and doubles a number each turn (1.16's `(internal (* a (square b))
    /// (/ n 2))` at n = 0) would otherwise make each step slower than the
    /// last and stop only at the wall-clock safety net (20 s). The numbers
    /// a right answer handles stay far below it: 6601 bits to a power of
    /// 6601 for 1.27's Carmichael numbers is 85,000 bits.
    static let exactBitsCap = 1 << 18
    var lastLimit = Limit.steps(10_000_000, wholeCheck: false)
    /// The least wall-clock safety net of an evaluation (nil: a tenth of
    /// the command's), lower for a demo line while the file loads.
    var clockFloor: Duration?
    /// A budget of steps for each evaluation of a quick first try (a
    /// book-named candidate's, a screen of the file's other procedures),
    /// when smaller than the check's; nil otherwise.
    var quickSteps: Int?
    /// The names of the file's own that the stream being judged is written
    /// with (`stream` in `(search-stream-for-ramanujan stream)`): a case
    /// reads them as the file binds them, built-ins' names too.
    var streamNames: Set<String> = []
    /// The steps every evaluation so far took (the search's budget).
    var stepsSpent = 0
    /// The most bits an exact argument of the learner's procedures may
    /// have while a role with `Role.exactBits` is judged.
    var exactBits: Int?
    /// Whether Ctrl-C stopped the check (at the prompt): no verdict then.
    var interrupted = false
    /// Whether the evaluations are probes of a convention (see
    /// `detectConvention`): tentative, as a quick first try is.
    var probing = false
    /// For each candidate (by name) of the role being filled, the steps its
    /// tentative evaluations (quick first tries, screens, convention
    /// probes) spent before they ran out of their budget: past
    /// `tentativeTimeoutBudget`, the candidate's further tentative
    /// evaluations stop at once. A procedure that never ends (3.82's endless
    /// tail loop) would otherwise cost a quick budget on each of its dozens
    /// of argument orders; the other candidates keep theirs, and the final
    /// judgement of a role still gets its full budget.
    var tentativeTimeoutSteps: [String: Int] = [:]
    static let tentativeTimeoutBudget = 500_000

    /// The steps a case may take: two fifths of the checker's `stepLimit`,
    /// 2,600,000 under the command's default of 6,500,000 (4,000,000
    /// under this type's default). The cases are small: over
    /// about 470 learners' answers to chapters 2 and 3, the right ones took
    /// at most 2,570,000 steps a case, and no verdict of 284 fixtures and 72
    /// held-out answers to chapter 1 changed from 10,000,000 steps to
    /// 3,000,000. A case that never ends is said in about a second, not five.
    var caseStepLimit: Int { checker.stepLimit * 2 / 5 }

    /// Starts a check: a new budget (`steps` for each evaluation, four
    /// times as many for the check), the learner's output forgotten.
    func startCheck(steps: Int? = nil) {
        caseSteps = max(1, min(steps ?? caseStepLimit, caseStepLimit))
        checkStartSteps = stepsSpent
        deadline = ContinuousClock.now + safetyNet(caseSteps) * Self.wholeCheckFactor
        learnerOutput.clear()
    }

    /// The wall-clock safety net of an evaluation of `steps` steps: its
    /// share of the checker's `timeLimit`, at least a tenth of it.
    func safetyNet(_ steps: Int) -> Duration {
        max(checker.timeLimit * (Double(steps) / Double(max(1, checker.stepLimit))), clockFloor ?? checker.timeLimit / 10)
    }

    /// Whether a top-level expression may bind names for the rest of the
    /// file: a `load` (or `include`, `require`...) of a sibling, a `begin`,
    /// an assignment.
    static func mayBind(_ form: Value) -> Bool {
        guard case .pair(let p) = form, case .symbol(let head) = p.car else { return false }
        return ["load", "include", "include-ci", "require", "import", "begin", "set!", "cd", "use", "module",
                "define-record-type", "let-syntax", "letrec-syntax", "eval"].contains(head.name)
            || head.name.hasPrefix("define")
    }

    // MARK: Evaluating

    /// Evaluates in the learner's interpreter within the check's budget of
    /// steps (the wall clock only as a far-off safety net).
    /// `recording`: record the recursion structure too (see `checkShape`).
    func measure(recording: Bool = false, _ evaluate: @escaping () throws -> Value) -> Result<Measurement, Failure> {
        guard !interrupted else { return .failure(.error(EvalError.interrupted.description)) }
        let now = ContinuousClock.now
        let checkSteps = caseSteps * Self.wholeCheckFactor
        let left = checkSteps - (stepsSpent - checkStartSteps)
        guard left > 0 else {
            lastLimit = .steps(checkSteps, wholeCheck: true)
            return .failure(.timeLimit)
        }
        guard now < deadline else {
            lastLimit = .clock(safetyNet(caseSteps) * Self.wholeCheckFactor)
            return .failure(.timeLimit)
        }
        let tentative = probing || quickSteps != nil
        let spender = active?.name ?? ""
        if tentative, tentativeTimeoutSteps[spender, default: 0] >= Self.tentativeTimeoutBudget {
            lastLimit = .steps(min(quickSteps ?? caseSteps, caseSteps), wholeCheck: false)
            return .failure(.timeLimit)
        }
        // Each evaluation has a budget of its own, within the check's.
        var limit = Limit.steps(min(caseSteps, left), wholeCheck: left < caseSteps)
        if let quickSteps, quickSteps < min(caseSteps, left) { limit = .steps(quickSteps, wholeCheck: false) }
        guard case .steps(let stepLimit, _) = limit else { return .failure(.timeLimit) }
        let evaluationDeadline = min(deadline, now + safetyNet(caseSteps))
        // The observer's deadline stops the evaluation; the watchdog, a little
        // later, stops what does not pass through the observer (a recursion
        // whose work is all on the way back: exact products of huge
        // rationals), at its next call or return.
        let (result, fired) = Watchdog.guarding(limit: evaluationDeadline - now + .milliseconds(250), flag: learner.interrupt) {
            Result {
                try Statistics.measure(learner, deadline: evaluationDeadline, exactBits: exactBits ?? Self.exactBitsCap,
                                       stepLimit: stepLimit, recording: recording, evaluate)
            }
        }
        let clock = Limit.clock(evaluationDeadline == deadline ? safetyNet(caseSteps) * Self.wholeCheckFactor
                                    : safetyNet(caseSteps))
        switch result {
        case .success(let m):
            stepsSpent += m.steps
            return .success(m)
        case .failure(let error):
            switch error {
            case let error as StepLimitExceeded:
                stepsSpent += error.steps
                if tentative { tentativeTimeoutSteps[spender, default: 0] += error.steps }
                lastLimit = limit
                return .failure(.timeLimit)
            case is TimeLimitExceeded:
                lastLimit = clock
                return .failure(.timeLimit)
            case let error as ExactNumbersTooLarge where exactBits == nil:
                stepsSpent += error.steps
                lastLimit = .bits(Self.exactBitsCap)
                return .failure(.timeLimit)
            case EvalError.interrupted:
                if fired {
                    lastLimit = clock
                    return .failure(.timeLimit)
                }
                // Ctrl-C at the prompt (a file's learner has a flag of its own).
                interrupted = true
                return .failure(.error(EvalError.interrupted.description))
            case EvalError.recursionDepthExceeded: return .failure(.endlessRecursion)
            case let error as SchemeExit: return .failure(.error("the program called (exit \(error.status))"))
            default: return .failure(.error("\(error)"))
            }
        }
    }

    func measure(_ source: String, recording: Bool = false) -> Result<Measurement, Failure> {
        let keeping = keptNames(source)
        let outcome = measure(recording: recording) { [learner] in try learner.evaluateAsKit(source, keeping: keeping).last ?? .unspecified }
        if case .failure(.timeLimit) = outcome, case .steps(let steps, wholeCheck: false) = lastLimit, steps == caseSteps {
            outOfSteps.insert(outOfStepsKey(source, steps: steps))
        }
        return outcome
    }

    /// The key under which `outOfSteps` keeps a call of the procedure
    /// being judged that ran out of `steps`.
    func outOfStepsKey(_ source: String, steps: Int) -> String {
        "\(active?.name ?? "")#\(active?.version ?? 0)#\(steps)#\(source)"
    }

    /// The built-ins the checker's own expressions use to walk, compare and
    /// print what the learner's procedures return: a case reads them as at
    /// start-up, so that a file's own `stream-head` that prints, or its
    /// `car`, changes only the file's code. A name the exercise asks for
    /// (2.33's `map`, 3.50's `stream-map`) is the file's.
    static let checkerBuiltins: Set<String> = [
        "stream-head", "stream->list", "stream-ref", "stream-tail", "stream-car", "stream-cdr", "stream-first",
        "stream-rest", "stream", "list->stream", "stream-null?", "stream-pair?", "empty-stream?", "the-empty-stream",
        "integers-starting-from", "stream-map", "stream-filter", "add-streams", "scale-stream", "force",
        "car", "cdr", "cons", "list", "cadr", "caddr", "cddr", "caar", "length", "append", "map", "for-each", "apply",
        "reverse", "list-ref", "list-tail", "equal?", "eq?", "eqv?", "=", "<", ">", "<=", ">=", "+", "-", "*", "/",
        "abs", "not", "null?", "pair?", "number?", "exact->inexact", "inexact->exact", "exact", "inexact", "display",
        "newline", "vector", "vector-ref", "sort", "iota", "min", "max", "sqrt", "exp", "expt", "sin", "cos", "atan",
        "log", "square", "floor", "round", "truncate", "remainder", "quotient", "modulo", "even?", "odd?", "zero?",
        "positive?", "negative?", "list?", "memq", "member", "assoc", "memv", "assq", "assv", "boolean?",
        // A file's own `filter` of a stream (3.72's `(define (filter s) ...)`)
        // must not reach the checker's element readers.
        "filter", "integer?", "exact-integer?", "exact?", "inexact?",
        "gcd", "symbol?", "string?", "procedure?", "cadddr", "number->string", "string-append", "last-pair",
    ]

    /// The names a checker's expression `source` reads as the file binds
    /// them: all but `checkerBuiltins`, and those too when the exercise
    /// asks for them.
    func keptNames(_ source: String) -> [String] {
        var reader = Reader(source)
        var forms: [Value] = []
        while let datum = try? reader.read() { forms.append(datum) }
        let asked = askedNames
        return Companion.references(in: forms).used.filter {
            !Self.checkerBuiltins.contains($0) || asked.contains($0) || streamNames.contains($0) || $0 == judgingName
        }
    }



    /// Every name a role of the exercise looks for.
    var askedNames: Set<String> { Set(exercise.roles.flatMap(\.names)) }

    /// The reference's value for a call.
    func expected(_ source: String) -> Result<Value, Failure> {
        do {
            return .success(try reference.evaluate(source).last ?? .unspecified)
        } catch {
            return .failure(.error("\(error)"))
        }
    }

    // MARK: Loading

    /// The steps one top-level expression of the file may take while it
    /// loads (a tenth of a case's steps, at most 200,000: a demo line such
    /// as `(display-ramanujan-numbers 60)`, a million steps, took 13 s in a
    /// debug build), and all of them together (three times as many). A demo
    /// line's value never decides a verdict: the one stopped is a warning.
    var expressionLimit: Int { checker.loadStepLimit ?? min(checker.stepLimit / 10, Self.demoSteps) }
    static let demoSteps = 200_000
    var expressionsBudget: Int { expressionLimit * 3 }
    /// The steps a definition's value may take while the file loads (a
    /// stream the answer is, a table it builds): 2,000,000 under a budget
    /// of 10,000,000 (this type's default), 1,300,000 under the command's.
    var definitionLimit: Int { (checker.loadStepLimit ?? checker.stepLimit / 10) * 2 }

    /// Loads the learner's file form by form, as a teaching assistant reads
    /// it: every definition is recorded (a shadowed one too); a form that
    /// fails, or a top-level expression that runs out of its time, is a
    /// warning and the forms after it still load. The check passes: only
    /// what the answer's procedures need can fail the report.
    func load(_ source: String, fileName: String) -> CheckResult {
        let folded = Self.mitCaseFolding(source, bound: { [learner] in learner.lookup($0) != nil })
        let source = folded?.source ?? source
        sourceText = source
        tailCalls = TailCalls(source: source)
        var companions = (folded.map { [$0.note] } ?? []) + supplyCompanions(source, renamed: false)
            + supplyEarlierExercises(source) + supplyCompanions(source, book: false)
        // What the definitions taken from the learner's other files use
        // from the book in turn (3.59-a.scm's `integrate-series`, over
        // `ones`, which that file's own loads never defined).
        if !siblingSupplied.isEmpty {
            let text = (siblingSupplied.map(\.form) + siblingHelpers).map(Printer.write).joined(separator: "\n")
            companions += supplyCompanions(text, user: siblingSupplied.map { "`\($0.name)` from \($0.file)" })
        }
        var reader = Reader(source)
        // What the checker gave the file before it loads (the exercise's
        // `given`): not the file's.
        let givenNames = Set(learner.ownGlobals.map(\.name))
        var warnings: [String] = []
        var expressionSteps = 0
        var skipped = 0
        var unbalancedSkipped = 0
        var formIndex = 0
        var languagesSeen = 0
        var loaderNotes: [String] = []
        // Definitions of values, with the warning of one that stopped (see
        // below: 3.74's `zero-crossings` above the file's `sense-data`).
        var values: [(datum: Value, names: [String], formIndex: Int, line: Int, warning: Int?)] = []
        var recovered = 0
        while true {
            let datum: Value?
            let before = reader.offset
            do {
                datum = try reader.read()
            } catch let error as ParseError where error.isIncomplete && reader.languageLines.isEmpty && recovered < 20 {
                // A transcript's `(* .28999 (sqrt 10)` or a draft left
                // unfinished, a `)` short, above the answer: MIT's `load`
                // stops there. The check reads on from the next line that
                // begins with `(`, as a teaching assistant reads the file.
                guard let (resumed, line) = Self.resumed(source, after: error.location.line, skipping: before) else {
                    warnings.append("\(error): the rest of the file is not read")
                    break
                }
                recovered += 1
                // First among the warnings: what is judged is not what MIT loads.
                warnings.insert("line \(error.location.line): a form there lacks a `)` (\(error)): MIT Scheme's `load` "
                    + "stops there; read on from line \(line), the next line that begins with `(`", at: recovered - 1)
                reader = resumed
                continue
            } catch let error as ParseError where error.reason == .unexpectedCloseParen {
                // A draft's extra `)`: MIT's REPL, where such files are
                // pasted, reads past it (its `load` stops). Racket reads a
                // `#lang` module whole first, and loads none of it.
                guard reader.languageLines.isEmpty else {
                    warnings.append("line \(error.location.line): an unbalanced close parenthesis: the rest of the file is "
                        + "not read (Racket loads none of a `#lang` module that has one: read-syntax: unexpected `)`)")
                    break
                }
                unbalancedSkipped += 1
                guard unbalancedSkipped <= 20 else {
                    warnings.append("\(error): the rest of the file is not read")
                    break
                }
                warnings.append("line \(error.location.line): an unbalanced close parenthesis: skipped, as MIT Scheme's "
                    + "REPL skips it")
                continue
            } catch {
                warnings.append("\(error): the rest of the file is not read")
                break
            }
            learner.noteLanguages(of: reader, seen: &languagesSeen)
            guard let datum else { break }
            // A form that shares pairs (`#0=(display . #0#)`, written with
            // datum labels) is evaluated as written, but the checker's own
            // walks over the file's forms see an empty one: they follow
            // cdrs and cars without bound.
            let form = Self.sharesPairs(datum) ? Value.null : datum
            loadedForms.append(form)
            let line = reader.lastDatumLocation.line
            formLines.append(line)
            let names = ExerciseChecker.definedNames(form)
            definedNames += names
            let limit: Int
            if names.isEmpty {
                guard expressionSteps < expressionsBudget else {
                    skipped += 1
                    formIndex += 1
                    continue
                }
                limit = min(expressionLimit, expressionsBudget - expressionSteps)
            } else {
                limit = Self.isProcedureDefinition(form) ? checker.stepLimit : definitionLimit
            }
            let started = stepsSpent
            startCheck(steps: limit)
            // A demo line, which binds nothing, stops at a quarter of the
            // usual safety net: one that spends its time in the built-ins
            // (1.27's `(expt a n)` on every a below 6601) would otherwise
            // take 2 s of the check, and is skipped all the same.
            if names.isEmpty, !Self.mayBind(form) { clockFloor = checker.timeLimit / 40 }
            defer { clockFloor = nil }
            let loader = names.isEmpty ? ownLoader(datum, fileName: fileName) : nil
            if let loader, !loaderNotes.contains(loader.note) { loaderNotes.append(loader.note) }
            let evaluated = loader?.form ?? datum
            let outcome = measure({ [learner] in try learner.evaluate(datum: evaluated) })
            if names.isEmpty, !learnerOutput.collected.isEmpty { loadOutputs.append((formIndex, learnerOutput.collected)) }
            if collectsTopLevelNumbers, case .success(let measured) = outcome, names.isEmpty {
                var numbers = ExerciseChecker.realValue(measured.value).map { [$0] } ?? []
                numbers += learnerOutput.collected.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
                let symbols = Self.symbolsOf(datum)
                for number in numbers { topLevelNumbers.append((line, Self.abbreviated(datum), number, symbols)) }
            }
            if collectsTopLevelNumbers, names.isEmpty, case .failure(.error(let error)) = outcome {
                topLevelFailures.append((line, Self.abbreviated(datum), Self.symbolsOf(datum), error))
            }
            switch outcome {
            case .success: break
            case .failure(let failure):
                let what = names.isEmpty ? "skipped" : "not defined"
                if case .timeLimit = failure, case .steps = lastLimit {
                    warnings.append("line \(line): \(Self.abbreviated(datum)) ran past \(Self.grouped(limit)) steps, "
                        + "the steps a top-level \(names.isEmpty ? "expression" : "definition") may take while the file loads: \(what)")
                } else {
                    warnings.append("line \(line): \(Self.abbreviated(datum)) \(describe(failure)): \(what)")
                }
            }
            if !names.isEmpty, !Self.isProcedureDefinition(form) {
                var failed: Int?
                if case .failure = outcome { failed = warnings.count - 1 }
                values.append((datum, names, formIndex, line, failed))
                for name in names where collectsTopLevelNumbers {
                    if let number = learner.lookup(name).flatMap(ExerciseChecker.realValue) {
                        topLevelNumbers.append((line, Self.abbreviated(datum), number, Self.symbolsOf(datum)))
                    }
                }
            }
            if names.isEmpty { expressionSteps += stepsSpent - started }
            recordDefinitions(names, formIndex: formIndex, line: line)
            // What a `load`, `include` or `require` of a sibling file (or
            // any other top-level expression) defined is the file's too:
            // learners keep answers in the files they load.
            if names.isEmpty {
                let known = Set(definedNames).union(givenNames)
                let loaded = learner.ownGlobals.map(\.name).filter { !known.contains($0) }
                if !loaded.isEmpty {
                    definedNames += loaded
                    recordDefinitions(loaded, formIndex: formIndex, line: line)
                }
            }
            formIndex += 1
        }
        // Evaluated again once, now that the whole file is loaded, when the
        // name they stopped on is defined after them: the definition is the
        // file's answer, its place in the file a slip (MIT stops there too,
        // and the note says so).
        var firstDefinition: [String: Int] = [:]
        for (index, form) in loadedForms.enumerated() {
            for name in ExerciseChecker.definedNames(form) where firstDefinition[name] == nil { firstDefinition[name] = index }
        }
        var retried = Set<Int>()
        for definition in values {
            let later = Self.symbolsOf(definition.datum).filter { name in
                firstDefinition[name].map { $0 > definition.formIndex } ?? false
            }.sorted()
            // Unbound there, as MIT would have it: the load stopped on it, or
            // only the exercise's given code had bound it (3.74's
            // `sense-data`), not a built-in.
            guard let missing = later.first(where: { name in
                definition.warning.map { warnings[$0].contains(";Unbound variable: \(name)") }
                    ?? (learner.builtin(name) == nil && reference.lookup(name) != nil)
            }) else { continue }
            startCheck(steps: definitionLimit)
            guard case .success = measure({ [learner] in try learner.evaluate(datum: definition.datum) }) else { continue }
            recordDefinitions(definition.names, formIndex: definition.formIndex, line: definition.line)
            if let warning = definition.warning { retried.insert(warning) }
            notesAfterLoad.append("line \(definition.line) defines " + definition.names.map { "`\($0)`" }.joined(separator: ", ")
                + " with `\(missing)`, which the file defines only later (MIT stops there with ;Unbound variable: "
                + "\(missing)): evaluated again once the file had loaded")
        }
        warnings = warnings.enumerated().filter { !retried.contains($0.offset) }.map(\.element)
        dropLoadedVersionsRedefined()
        hoistInnerDefinitions()
        if let note = generalStreamMap() { notesAfterLoad.append(note) }
        if skipped > 0 {
            warnings.append("\(skipped) more top-level \(skipped == 1 ? "expression" : "expressions") not run: "
                + "the file's top-level expressions may take \(Self.grouped(expressionsBudget)) steps in all")
        }
        if !reader.languageLines.isEmpty, let twice = Self.definedTwice(loadedForms, lines: formLines) {
            warnings.append(twice)
        }
        loadWarnings = warnings
        // What other Schemes' files say that sicp reads past.
        var notes = companions + loaderNotes + notesAfterLoad
        // Said when the file's promises were of another kind (its own
        // `delay` or `force`); a `cons-stream` macro over the built-in
        // `delay`, or `stream-car` as `car`, is the built-in one already.
        if learner.skippedDefinitions.contains(where: { ["delay", "force", "make-promise"].contains($0) }) {
            let names = learner.skippedDefinitions.map { "`\($0)`" }
            notes.append("the built-in " + TailCalls.list(names) + " (the book's, 3.5.1) "
                + (names.count == 1 ? "was" : "were") + " used in place of the file's own, so that the file's "
                + "streams and the checker's are of one kind")
        }
        // `(define (cons-stream a b) (cons a (delay b)))`: a procedure
        // evaluates its arguments first, as in the learner's own Scheme.
        for name in streamFormsRedefined {
            notes.append("the file defines `\(name)` as a procedure: a call of it evaluates its arguments first (in MIT "
                + "Scheme and Racket too), so " + (name == "cons-stream" ? "each stream's rest" : "each delayed expression")
                + " is computed at once; the book's `\(name)` is a special form that delays it")
        }
        notes += Self.movedFileNotes(learner, fileName: fileName)
        let readPast = reader.languageLines + learner.skippedModules
        if !readPast.isEmpty { notes.append("skipped: " + readPast.joined(separator: ", ")) }
        if !learner.providedTestFrameworks.isEmpty {
            notes.append("sicp's own " + learner.providedTestFrameworks.joined(separator: ", ") + " for the file's tests")
        }
        guard !warnings.isEmpty else { return CheckResult(passed: true, line: "\(fileName) loads", notes: notes) }
        var details = warnings.prefix(4).map { "warning: " + $0 }
        if warnings.count > 4 { details.append("and \(warnings.count - 4) more warnings") }
        return CheckResult(passed: true, line: "\(fileName) loads, with \(warnings.count) "
            + (warnings.count == 1 ? "warning" : "warnings"), details: details, notes: notes)
    }

    /// The warning for what a `#lang` module's top level defines twice, or
    /// nil: Racket loads none of such a module (module: identifier already
    /// defined); the checker reads it as MIT's `load` does, each definition
    /// in turn (a shadowed one stays a candidate, as in any file).
    static func definedTwice(_ forms: [Value], lines: [Int]) -> String? {
        var definitionLines: [String: [Int]] = [:]
        var order: [String] = []
        for (form, line) in zip(forms, lines) {
            for name in ExerciseChecker.definedNames(form) {
                if definitionLines[name] == nil { order.append(name) }
                definitionLines[name, default: []].append(line)
            }
        }
        let twice = order.filter { definitionLines[$0]!.count > 1 }
        guard let first = twice.first, let at = definitionLines[first] else { return nil }
        let more = twice.count - 1
        return "`\(first)` is defined \(at.count == 2 ? "twice" : "\(at.count) times") (lines "
            + at.map(String.init).joined(separator: ", ") + ")"
            + (more > 0 ? ", and \(more) more \(more == 1 ? "name" : "names") too" : "")
            + ": Racket loads none of a `#lang` module that defines a name twice (module: identifier already defined); "
            + "the checker reads it as MIT Scheme's `load` does, one definition after another"
    }

    /// `(load-r "c01/ex1.37.scm")`, a learner's own loader defined outside
    /// the repository (in an init file, relative to a folder of their
    /// machine): a call of a procedure nothing defines, on one string that
    /// names a Scheme file found from the checked file's folder or one above
    /// it, is read as a `load` of that file (the kit's), with a note.
    func ownLoader(_ datum: Value, fileName: String) -> (form: Value, note: String)? {
        guard let parts = datum.listElements, parts.count == 2, case .symbol(let name) = parts[0],
              case .string(let path) = parts[1], learner.lookup(name.name) == nil, !learner.isSyntax(name.name),
              Self.namesSchemeFile(parts),
              let load = learner.builtin("load")
        else { return nil }
        var folder = SourceFile.absolutePath(fileName)
        folder = String(folder[...(folder.lastIndex(of: "/") ?? folder.startIndex)])
        let found = SourceFile.isRegularFile(folder + path.value) ? folder + path.value : SourceFile.movedFile(path.value, from: fileName)
        guard found != nil else { return nil }
        // The files it loads call it too.
        learner.define(Primitive(name.name) { [unowned learner] path in
            try learner.apply(load, [path])
        })
        return (.list([load, parts[1]]),
                "`\(name.name)`, which nothing here defines, was taken for the file's own loader: "
                    + "\(Printer.write(datum)) loaded \(Printer.write(parts[1])) as `load` would")
    }

    /// What the file's loads of another machine's paths loaded instead
    /// (`Interp.findsMovedFiles`), each named from the checked file's folder:
    /// one note, or none.
    static func movedFileNotes(_ learner: Interp, fileName: String) -> [String] {
        var folder = SourceFile.absolutePath(fileName)
        folder = String(folder[...(folder.lastIndex(of: "/") ?? folder.startIndex)])
        var seen = Set<String>()
        let loads = learner.movedFiles.filter { seen.insert($0.written).inserted }.map { moved in
            var shown = moved.found
            var up = ""
            var base = folder
            while !shown.hasPrefix(base), base.count > 1 {
                base = String(base.dropLast())
                base = String(base[...(base.lastIndex(of: "/") ?? base.startIndex)])
                up += "../"
            }
            if shown.hasPrefix(base) { shown = up + shown.dropFirst(base.count) }
            return (written: Printer.write(.string(MString(moved.written))), shown: shown, form: moved.form)
        }
        guard let first = loads.first else { return [] }
        // A relative path is another folder's, not another machine's.
        func isRelative(_ written: String) -> Bool {
            let name = written.dropFirst()
            return !(name.hasPrefix("/") || name.hasPrefix("~") || (name.dropFirst().first == ":" && name.first?.isLetter == true))
        }
        // A bare name, found in a folder beside (`SourceFile.besideFile`).
        func isBare(_ written: String) -> Bool { !written.contains("/") && !written.contains("\\") }
        if loads.count == 1, isBare(first.written) {
            return ["(\(first.form) \(first.written)) is not found from this file's folder: read as \(first.shown), the one "
                + "file of that name in a folder beside it"]
        }
        if loads.count == 1 {
            return isRelative(first.written)
                ? ["(\(first.form) \(first.written)) is not found from this file's folder: read as \(first.shown), the file its "
                    + "last parts name from here"]
                : ["(\(first.form) \(first.written)) names a path of another machine: read as \(first.shown), the file its last "
                    + "parts name from here"]
        }
        return ["\(loads.count) loads name paths of another machine or folder, each read as the file its last parts "
            + "name from here: " + loads.map { "\($0.written) as \($0.shown)" }.joined(separator: ", ")]
    }

    /// The symbols a form mentions (see `Run.symbols`).
    static func symbolsOf(_ form: Value) -> Set<String> { Run.symbols(in: form) }

    /// Whether a pair of `datum` can be reached twice (a cycle, or structure
    /// shared through datum labels), or it holds over a million pairs. The
    /// reader makes neither from plain text.
    static func sharesPairs(_ datum: Value) -> Bool {
        var seen = Set<ObjectIdentifier>()
        var pending = [datum]
        while let node = pending.popLast() {
            guard case .pair(let p) = node else { continue }
            guard seen.insert(ObjectIdentifier(p)).inserted, seen.count <= 1_000_000 else { return true }
            pending.append(p.cdr)
            pending.append(p.car)
        }
        return false
    }

    static func isProcedureDefinition(_ datum: Value) -> Bool {
        guard case .pair(let form) = datum, case .symbol(let head) = form.car, head.name == "define",
              case .pair(let rest) = form.cdr else { return false }
        if case .pair = rest.car { return true }
        if case .pair(let value) = rest.cdr, case .pair(let expression) = value.car,
           case .symbol(let keyword) = expression.car, keyword.name == "lambda" || keyword.name == "λ" {
            return true
        }
        return false
    }

    /// The book's stream layer (3.5.1), which MIT has built in: a file's own
    /// (a `cons-stream` macro, a `delay` and `force` of the book's
    /// `memo-proc`) makes streams the checker's cases cannot walk, and
    /// cannot walk theirs; its definitions are skipped (`Interp.keptDefinitions`).
    static let streamLayer: Set<String> = [
        "cons-stream", "delay", "force", "make-promise", "delay-force", "stream-car", "stream-cdr",
        "stream-pair?", "stream-null?", "empty-stream?", "the-empty-stream",
    ]

    /// The stream layer's names a Racket file defines as aliases of
    /// Racket's (`(define stream-cdr stream-rest)`) beside a `cons-stream`
    /// of `stream-cons`.
    static let racketAliases: Set<String> = [
        "cons-stream", "stream-car", "stream-cdr", "stream-pair?", "stream-null?", "empty-stream?", "the-empty-stream",
    ]

    /// Whether `source` calls `stream-cons`, Racket's and SRFI 41's, and
    /// has nothing that could give it: no `#lang` line, module form
    /// (`require`, `import`, `use-modules`, `use`), `load` or `include` of
    /// another file, and no definition of its own.
    static func callsUngivenStreamCons(_ source: String) -> Bool {
        guard source.contains("(stream-cons") else { return false }
        var reader = Reader(source)
        var calls = false
        func scan(_ value: Value) -> Bool {
            guard case .pair(let p) = value else { return true }
            if case .symbol(let head) = p.car {
                if ["require", "use", "import", "use-modules", "#%require", "define-module", "module", "load", "include",
                    "include-ci", "define-syntax", "define-macro", "defmacro"].contains(head.name) {
                    // A definition of another name is fine; anything that could give stream-cons is not.
                    if head.name == "define-syntax" || head.name == "define-macro" || head.name == "defmacro" {
                        if let parts = value.listElements, parts.count >= 2 {
                            if case .symbol(let name) = parts[1], name.name == "stream-cons" { return false }
                            if case .pair(let q) = parts[1], case .symbol(let name) = q.car, name.name == "stream-cons" {
                                return false
                            }
                        }
                    } else {
                        return false
                    }
                }
                if head.name == "stream-cons" { calls = true }
            }
            if ExerciseChecker.definedNames(value).contains("stream-cons") { return false }
            var cursor: Value = value
            while case .pair(let q) = cursor {
                if !scan(q.car) { return false }
                cursor = q.cdr
            }
            return true
        }
        while let datum = try? reader.read() {
            if !scan(datum) { return false }
        }
        return calls && reader.languageLines.isEmpty
    }

    /// Whether `source` defines `cons-stream` as a macro whose template is
    /// a call of Racket's `stream-cons` (`(strm:stream-cons a b)` too).
    static func consStreamIsRacketStreamCons(_ source: String) -> Bool {
        guard source.contains("stream-cons") else { return false }
        var reader = Reader(source)
        while let datum = try? reader.read() {
            guard let parts = datum.listElements, parts.count == 3, case .symbol(let head) = parts[0],
                  head.name == "define-syntax", case .symbol(let name) = parts[1], name.name == "cons-stream",
                  let rules = parts[2].listElements, rules.count >= 3 else { continue }
            for rule in rules.dropFirst(2) {
                guard let pattern = rule.listElements, pattern.count == 2, case .pair(let call) = pattern[1],
                      case .symbol(let callee) = call.car else { continue }
                if callee.name == "stream-cons" || callee.name.hasSuffix(":stream-cons") { return true }
            }
        }
        return false
    }

    /// What a file's own `stream-car` and `stream-cdr` become (see
    /// `Interp.keptReplacements`): the kit's on its streams, and on any other
    /// pair what the file's `(car s)` and `(force (cdr s))` gave in its own
    /// Scheme (Gauche, Racket and CHICKEN force a value that is not a
    /// promise to itself): a Gauche file's 3.81 takes `(stream-car (stream-cdr
    /// '(reset 7)))` for 7.
    ///
    /// A file's own `force` becomes one that forces the kit's promises and,
    /// as the book's `(define (force delayed-object) (delayed-object))` does,
    /// calls a procedure and errs on anything else ("is not applicable"):
    /// not Racket's `force`, which gives back what is not a promise, so that
    /// an integrand passed undelayed to an `integral` that forces it errs
    /// as it does in the file's own Scheme.
    static func lenientStreamPairs(_ interp: Interp) -> [String: Value] {
        guard let car = interp.lookup("stream-car"), let cdr = interp.lookup("stream-cdr"),
              let force = interp.lookup("force") else { return [:] }
        return [
            "force": .primitive(Primitive("force") { [unowned interp] v in
                if case .promise = v { return try interp.apply(force, [v]) }
                if v.isProcedure { return try interp.apply(v, []) }
                throw EvalError.notApplicable(Printer.errorRepresentation(v))
            }),
            "stream-car": .primitive(Primitive("stream-car") { [unowned interp] v in
                if case .pair(let p) = v { return p.car }
                return try interp.apply(car, [v])
            }),
            "stream-cdr": .primitive(Primitive("stream-cdr") { [unowned interp] v in
                if case .pair(let p) = v {
                    if case .promise = p.cdr {} else { return p.cdr }
                }
                return try interp.apply(cdr, [v])
            }),
        ]
    }

    /// The special forms of the book's stream layer, which a file may make
    /// procedures (`(define (cons-stream a b) (cons a (delay b)))`).
    static let streamForms = ["cons-stream", "delay", "delay-force"]

    /// The stream forms the file made procedures, in the order it did.
    var streamFormsRedefined: [String] {
        learner.keywordsDefinedAsVariables.filter { Self.streamForms.contains($0) }
    }

    /// A form shortened for a message.
    static func abbreviated(_ datum: Value) -> String { SourceForms.abbreviated(datum) }

    /// A reader of `source` that goes on at the first line after line
    /// `line` that begins with `(`, with what lies between `start` (a
    /// reader's offset: Unicode scalars after a byte order mark) and there
    /// blanked, so that lines keep their numbers; and that line's number.
    /// Nil when no such line follows.
    static func resumed(_ source: String, after line: Int, skipping start: Int) -> (Reader, Int)? {
        var scalars = Array(source.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var current = 1
        var restart: Int?
        for index in scalars.indices where index > 0 && scalars[index - 1] == "\n" {
            current += 1
            if current > line, index >= start, scalars[index] == "(" { restart = index; break }
        }
        guard let restart, start < restart else { return nil }
        for index in start..<restart where scalars[index] != "\n" { scalars[index] = " " }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        var reader = Reader(String(text))
        // The forms before were read (and run) already.
        while reader.offset < start {
            let at = reader.offset
            _ = try? reader.read()
            if reader.offset == at { return nil }
        }
        return (reader, scalars[..<restart].filter { $0 == "\n" }.count + 1)
    }

    // MARK: Finding the procedures

    /// Whether the file defined `name` as a compound procedure (or, for a
    /// role that may be a value, bound it to anything but a procedure).
    func isDefined(_ name: String, for role: Role? = nil) -> Bool {
        guard !suppliedCompanions.contains(name), let value = learner.lookup(name) else { return false }
        if case .closure = value { return true }
        return role?.mayBeValue == true && !value.isProcedure && definedNames.contains(name)
    }

    /// The compound procedures the file defines at top level, with their
    /// arities (-1: any number), in the file's order.
    var procedures: [(name: String, arity: Int, parameters: [String], rest: String?)] {
        var seen = Set<String>()
        return definedNames.compactMap { name in
            guard seen.insert(name).inserted, case .closure(let c)? = learner.lookup(name) else { return nil }
            return (name, c.code.restParameter == nil ? c.code.parameters.count : -1, c.code.parameters,
                    c.code.restParameter)
        }
    }

    /// `fib (1 argument), fib-iter (3 arguments)`, or `no procedures`: the
    /// procedures the file defines itself (`loaded` false), or those only
    /// the files it loads define (`loaded` true).
    func procedureList(loaded: Bool = false) -> String {
        let loadedOnly = Set(candidates.map(\.name).filter { name in
            candidates.allSatisfy { $0.name != name || isLoaded($0) }
        })
        let list = procedures.filter { loadedOnly.contains($0.name) == loaded }.map { p in
            p.name + " (" + (p.arity < 0 ? "any number of arguments"
                             : "\(p.arity) \(p.arity == 1 ? "argument" : "arguments")") + ")"
        }
        return list.isEmpty ? "no procedures" : list.joined(separator: ", ")
    }

    // MARK: Values

    /// Tries the cases, the probes and the properties; returns the check and
    /// the convention the learner uses.
    func checkValues(_ role: Role, _ name: String, convention forced: Convention? = nil) -> (CheckResult, Convention) {
        var convention = forced ?? role.conventions[0]
        if forced == nil, let problem = arityProblem(role, name) {
            return (CheckResult(passed: false, line: "\(name): " + problem), convention)
        }
        if forced == nil, role.conventions.count > 1 {
            convention = detectConvention(role, name)
        }
        startCheck()
        var wrong: [String] = []
        var wrongCases = 0
        var tried = 0
        var errors: [(call: String, error: String)] = []
        var outcomes: [CaseOutcome] = []
        // Steps of the cases that finished, by n (for a timeout's message).
        var samples: [(n: Int, steps: Int, call: String)] = []
        let total = role.cases.count + role.probes.count + role.properties.count(where: { !$0.notesOnly })
        var checks: [(call: String, n: Int?, run: () -> Result<Value, Failure>, expected: [Value]?, property: String?,
                      signals: Bool)] = []
        // The properties whose message explains an error or a time limit too.
        var explainsFailure = Set<Int>()
        // For each case, which reading each expected value is: 0 the
        // reference's (or a variant's without a note), i + 1 the noted variant i.
        var readings: [[Int]] = []
        // Where each check's lines begin in `wrong`.
        var wrongStart: [Int: Int] = [:]
        // For each case whose value was right, the readings that explain it.
        var explained: [Int: Set<Int>] = [:]
        var thunksCalled = Set<String>()
        for arguments in role.cases {
            var expected: [Value] = []
            var reading: [Int] = []
            for (index, source) in ([role.conventions[0].render(role.reference, arguments)]
                + role.variants.map { $0.call(role, arguments) }).enumerated() {
                guard let value = try? self.expected(source).get() else { continue }
                expected.append(value)
                reading.append(index > 0 && role.variants[index - 1].note != nil ? index : 0)
            }
            readings.append(reading)
            // A stream of the book's that the file defines as a procedure
            // of no arguments (3.59's `(define (exp-series) ...)`, used by a
            // case of integrate-series): called.
            let (call, calledThunks) = callingThunks(convention.render(name, arguments))
            thunksCalled.formUnion(calledThunks)
            // Through an adapter (3.80's `(cons iL vC)`), the report shows the book's call.
            let shown = convention.adapter == nil ? call : role.conventions[0].render(name, arguments)
            checks.append((shown, role.shape.flatMap { Self.size(of: arguments, in: $0) }, { [unowned self] in
                self.measure(call).map { m in samples.append((m.steps, m.steps, call)); return m.value }
            }, expected, nil, false))
        }
        // Whole expressions call the procedure as the book does: in the
        // learner's own order or with its extra argument, through a lambda
        // that takes the book's arguments.
        var target = name
        if convention.permutation != nil || convention.extraArgument != nil, let arity = role.arity,
           role.conventions[0].keepsArity {
            let parameters = (0..<arity).map { "%a\($0)" }
            target = "(lambda (\(parameters.joined(separator: " "))) \(convention.render(name, parameters)))"
        }
        if let adapter = convention.adapter { target = adapter(name) }
        func rendered(_ expression: String) -> String {
            convention.rewritesCalls ? convention.render(name, [expression]) : expression.replacing("NAME", with: target)
        }
        for probe in role.probes {
            let (call, calledThunks) = callingThunks(rendered(probe.expression))
            thunksCalled.formUnion(calledThunks)
            let expectedSource = probe.expected ?? probe.expression.replacing("NAME", with: role.reference)
            let expected = (try? self.expected(expectedSource).get()).map { [$0] } ?? []
            checks.append((call, nil, { [unowned self] in self.measure(call).map(\.value) }, expected, nil, false))
        }
        // Properties that note (3.72's number listed twice): run when the
        // cases and the other properties pass.
        var notingProperties: [(call: String, message: String)] = []
        for property in role.properties {
            let call = rendered(property.expression)
            if property.notesOnly {
                notingProperties.append((call, property.message))
                continue
            }
            let shown = convention.adapter == nil ? call : property.expression.replacing("NAME", with: name)
            // A file whose `cons-stream` is a procedure fails for that
            // reason, said in the load's note, not for the property's.
            if property.explainsFailure && streamFormsRedefined.isEmpty { explainsFailure.insert(checks.count) }
            checks.append((shown, nil, { [unowned self] in self.measure(call).map(\.value) }, nil, property.message,
                           property.signalsError))
        }
        var failedChecks = Set<Int>()
        // The first case's several values, when a case's were (see below).
        var severalValues: String?
        // The cases whose value was read from what the call printed.
        var printedCases = 0
        checking: for (index, check) in checks.enumerated() {
            if let expected = check.expected, expected.isEmpty {
                wrong.append("\(check.call): the reference failed (a bug in sicp check)")
                continue
            }
            tried += 1
            wrongStart[index] = wrong.count
            let before = samples.count
            let outputStart = learnerOutput.collected.utf8.count
            var outcome = check.run()
            // A case whose call returns nothing and prints its value (a
            // procedure that displays its result, as a learner shows it at
            // the REPL): the value printed last is judged, with a note.
            var printedOnly = false
            if index < role.cases.count, case .success(.unspecified) = outcome,
               let printed = Self.printedValue(learnerOutput.collected, from: outputStart) {
                outcome = .success(printed)
                printedOnly = true
            }
            if samples.count > before, let n = check.n {
                samples[samples.count - 1].n = n
            } else if samples.count > before {
                samples.removeLast()
            }
            let expectedText = check.expected.map { Self.show($0[0]) } ?? (check.signals ? "an error" : "#t")
            if check.signals {
                switch outcome {
                case .failure(.error(let message)):
                    outcomes.append(CaseOutcome(input: check.call, expected: expectedText, got: message, verdict: "pass"))
                    continue checking
                case .success(let value):
                    wrongCases += 1
                failedChecks.insert(index)
                    outcomes.append(CaseOutcome(input: check.call, expected: expectedText, got: Self.show(value),
                                                verdict: "fail"))
                    wrong.append("\(check.call) gave \(Self.show(value)), not an error: \(check.property ?? "")")
                    continue checking
                case .failure:
                    break
                }
            }
            switch outcome {
            case .success(var value):
                // Several values where the book returns one (3.64's `(values
                // limit steps)`): the first is judged, with a note; a case
                // whose expected value is several values stays exact.
                if case .multipleValues(let values) = value, let first = values.first, let expected = check.expected,
                   !expected.contains(where: { if case .multipleValues = $0 { return true }; return false }),
                   expected.contains(where: { Self.same(first, $0, role.tolerance) }) {
                    if severalValues == nil { severalValues = Self.show(value) }
                    value = first
                }
                let matching = check.expected?.first { Self.same(value, $0, role.tolerance) }
                let right = check.expected.map { _ in matching != nil }
                    ?? { if case .bool(true) = value { return true }; return false }()
                // Right as a variant reads the case (3.79's f of (y dy)):
                // the value expected is that reading's.
                outcomes.append(CaseOutcome(input: check.call, expected: matching.map { Self.show($0) } ?? expectedText,
                                            got: Self.show(value), verdict: right ? "pass" : "fail"))
                if printedOnly, right { printedCases += 1 }
                if let expected = check.expected {
                    if index < readings.count {
                        let matched = Set(expected.indices.filter { Self.same(value, expected[$0], role.tolerance) }
                            .map { readings[index][$0] })
                        if !matched.isEmpty { explained[index] = matched }
                    }
                    if !expected.contains(where: { Self.same(value, $0, role.tolerance) }) {
                        wrongCases += 1
                failedChecks.insert(index)
                        var line = "\(check.call): expected \(Self.show(expected[0])), got "
                            + (printedOnly ? "no value (the last value it prints is \(Self.show(value)))" : Self.show(value))
                        if index < role.cases.count, let hint = hint(role, role.cases[index], value) {
                            line += " (\(hint))"
                        } else if case .real(let got) = value, !got.isFinite, Self.isExactInteger(expected[0]),
                                  expected[0].doubleValue?.isFinite == false {
                            // 1.16's product begun at 1.0, on 2^1024.
                            line += " (inexact arithmetic, as from a 1.0 where the book has 1, overflows here: the "
                                + "book's exact integer is past the largest floating-point number)"
                        }
                        wrong.append(line)
                    }
                } else if case .bool(true) = value {
                } else {
                    wrongCases += 1
                failedChecks.insert(index)
                    wrong.append("\(check.call) gave \(Self.show(value)), not #t: \(check.property ?? "")")
                }
            case .failure(let failure):
                wrongCases += 1
                failedChecks.insert(index)
                let got = describe(failure)
                outcomes.append(CaseOutcome(input: check.call, expected: expectedText, got: got,
                                            verdict: { if case .timeLimit = failure { return "timeout" }; return "error" }()))
                let expectation = check.expected.map { "expected \(Self.show($0[0])), but it " } ?? "it "
                if case .timeLimit = failure {
                    wrong.append("\(check.call): " + (check.expected.map { "expected \(Self.show($0[0])), but " } ?? "")
                        + timeout(name, check.call, n: check.n, samples: samples, role: role))
                    if explainsFailure.contains(index), let message = check.property { wrong.append(message) }
                    // Stopped by the size of its numbers, at once: the
                    // other cases are tried (their values may show why).
                    if case .bits = lastLimit { continue }
                    let untried = total - tried
                    if untried > 0 { wrong.append("(\(untried) more \(untried == 1 ? "case" : "cases") not tried)") }
                    break checking
                }
                errors.append((check.call, describe(failure)))
                wrong.append("\(check.call): \(expectation)" + describe(failure))
                // What the property asks, in the learner's terms.
                if explainsFailure.contains(index), let message = check.property { wrong.append(message) }
            }
        }
        // An edge the exercise leaves open (a noted variant): right when one
        // reading explains every case that was right, noted when only a
        // noted one does; a case of another reading is wrong.
        var readingNotes: [String] = []
        if !wrong.isEmpty {
            // A wrong answer: a case right only in a noted reading is wrong
            // too, as the reference has it (the edge is a note on a right
            // answer, not a way to pass a case).
            var inserted = 0
            for index in explained.keys.sorted() where !explained[index]!.contains(0) {
                wrongCases += 1
                failedChecks.insert(index)
                guard let at = outcomes.firstIndex(where: { $0.input == checks[index].call }) else { continue }
                outcomes[at].verdict = "fail"
                wrong.insert("\(checks[index].call): expected \(Self.show(checks[index].expected![0])), got \(outcomes[at].got)",
                             at: min(wrong.count, (wrongStart[index] ?? wrong.count) + inserted))
                inserted += 1
            }
        } else if explained.values.contains(where: { !$0.contains(0) }) {
            let all = explained.values.reduce(Set(explained.values.flatMap { $0 })) { $0.intersection($1) }
            if let reading = all.min() {
                if reading > 0, let note = role.variants[reading - 1].note { readingNotes.append(note) }
            } else {
                for index in explained.keys.sorted() where !explained[index]!.contains(0) {
                    wrongCases += 1
                    failedChecks.insert(index)
                    let at = outcomes.firstIndex { $0.input == checks[index].call }
                    let shown = at.map { outcomes[$0].got } ?? ""
                    if let at { outcomes[at].verdict = "fail" }
                    wrong.append("\(checks[index].call): expected \(Self.show(checks[index].expected![0])), got \(shown)"
                        + " (right only in another reading, which the other cases do not follow: "
                        + "\(role.variants[(explained[index]!.min() ?? 1) - 1].note ?? ""))")
                }
            }
        }
        // The same error from every case (a procedure of the wrong arity, a
        // helper never defined): one message, not one per case.
        if errors.count > 1, errors.count == tried, Set(errors.map(\.error)).count == 1 {
            wrong = ["every case " + errors[0].error, "as in " + errors[0].call]
                + explainsFailure.sorted().compactMap { checks[$0].property }.prefix(1)
        }
        let noun = total == 1 ? "case" : "cases"
        var line = wrong.isEmpty
            ? "\(name): \(total) \(noun) right"
            : "\(name): \(wrongCases) of \(total) \(noun) wrong"
        // Only the probes of the file's other definitions fail (3.59's
        // `cosine-series`): the report names them, not the procedure.
        let probeRange = role.cases.count..<(role.cases.count + role.probes.count)
        if !failedChecks.isEmpty, !role.cases.isEmpty, failedChecks.allSatisfy(probeRange.contains) {
            let culprits = failedChecks.sorted().flatMap { index -> [String] in
                var reader = Reader(role.probes[index - role.cases.count].expression)
                guard let probe = try? reader.read() else { return [] }
                return Self.symbols(in: probe).filter { definedNames.contains($0) && $0 != name }.sorted()
            }
            var named: [String] = []
            for culprit in culprits where !named.contains(culprit) { named.append(culprit) }
            if !named.isEmpty {
                line = named.joined(separator: ", ") + ": \(wrongCases) of \(total) \(noun) wrong"
                    + " (the \(role.cases.count) of \(name) itself right)"
            }
        }
        if !convention.label.isEmpty { line += " (\(convention.label.replacing("(NAME", with: "(" + name)))" }
        if wrong.isEmpty, let rejection = convention.rejection {
            line = "\(name): \(total) \(noun) right only in its own interface"
                + (convention.label.isEmpty ? "" : " (\(convention.label.replacing("(NAME", with: "(" + name)))")
            wrong = [rejection]
        }
        if wrong.isEmpty, let note = convention.note { readingNotes.append(note) }
        if wrong.isEmpty, printedCases > 0 {
            readingNotes.append("`\(name)` prints its value and returns none: the value printed last was judged "
                + "(\(printedCases) of \(role.cases.count) \(role.cases.count == 1 ? "case" : "cases"))")
        }
        if wrong.isEmpty, let several = severalValues {
            readingNotes.append("`\(name)` returns several values, \(several), where the book's returns one: the first was judged")
        }
        for thunk in thunksCalled.sorted() {
            readingNotes.append("`\(thunk)` is a procedure of no arguments, where the book's is a stream: the cases use (\(thunk))")
        }
        if wrong.isEmpty {
            for property in notingProperties {
                startCheck()
                if case .success(let m) = measure(property.call) {
                    if case .bool(true) = m.value { continue }
                    readingNotes.append(property.message)
                }
            }
        }
        let notes = wrong.isEmpty ? readingNotes + edgeNotes(role, name, convention) : []
        return (CheckResult(passed: wrong.isEmpty, line: line, details: Array(wrong.prefix(5))
                    + (wrong.count > 5 ? ["and \(wrong.count - 5) more"] : []), cases: outcomes, notes: notes), convention)
    }

    /// In chapter 3, `source` with each name the file binds to a procedure
    /// of no arguments, the reference to no procedure and the case itself
    /// to nothing (3.59's `(define (exp-series) (cons-stream 1 ...))`, a
    /// stream in the book), called where it is used as a value, and those
    /// names. Unchanged when there is none.
    func callingThunks(_ source: String) -> (String, Set<String>) {
        guard exercise.number.hasPrefix("3."), let datum = try? Reader.readAll(source), datum.count == 1
        else { return (source, []) }
        var names = Set<String>()
        // The names the case binds itself (its lambdas' parameters, its
        // lets' variables), a file's procedure of that name or not.
        var bound = Set<String>()
        func collectBound(_ value: Value) {
            guard case .pair(let pair) = value else { return }
            if case .symbol(let head) = pair.car, case .pair(let rest) = pair.cdr {
                switch head.name {
                case "lambda", "named-lambda":
                    bound.formUnion(Self.symbols(in: rest.car))
                case "let", "let*", "letrec", "letrec*", "do":
                    var bindings = rest.car
                    if case .symbol(let loop) = bindings, case .pair(let after) = rest.cdr {
                        bound.insert(loop.name)
                        bindings = after.car
                    }
                    var each = bindings
                    while case .pair(let binding) = each {
                        if case .pair(let b) = binding.car, case .symbol(let variable) = b.car { bound.insert(variable.name) }
                        each = binding.cdr
                    }
                default: break
                }
            }
            var rest: Value = value
            while case .pair(let p) = rest {
                collectBound(p.car)
                rest = p.cdr
            }
        }
        collectBound(datum[0])
        func isThunk(_ name: String) -> Bool {
            guard !bound.contains(name), case .closure(let closure)? = learner.lookup(name), closure.code.parameters.isEmpty,
                  closure.code.restParameter == nil else { return false }
            // Not a procedure of the reference's (nor of the kit's): a
            // stream there, or a name the case gives the file's stream.
            return !(reference.lookup(name)?.isProcedure ?? false)
        }
        func rewrite(_ value: Value, operand: Bool) -> Value {
            switch value {
            case .symbol(let symbol) where operand && isThunk(symbol.name):
                names.insert(symbol.name)
                return .list([value])
            case .pair(let pair):
                // The head of a call keeps its name; the quoted stays as it is.
                if case .symbol(let head) = pair.car, head.name == "quote" { return value }
                var items: [Value] = []
                var rest: Value = value
                var first = true
                while case .pair(let p) = rest {
                    items.append(rewrite(p.car, operand: !first))
                    first = false
                    rest = p.cdr
                }
                guard case .null = rest else { return value }
                return .list(items)
            default:
                return value
            }
        }
        let rewritten = rewrite(datum[0], operand: true)
        return names.isEmpty ? (source, []) : (Printer.write(rewritten), names)
    }

    /// The steps an edge case may take: 65,000 under the command's
    /// budget of 6,500,000. Few: a loop that never ends there often computes
    /// ever larger numbers (1.11's f from -1), whose steps take longer and
    /// longer, and must stop by its steps, not by the clock.
    var edgeLimit: Int { checker.stepLimit / 100 }
    /// The most bits an exact number may have in an edge case.
    static let edgeBits = 4096

    /// The role's edge cases (inputs the exercise does not clearly ask
    /// for) on which `name` fails, each a note: the policy of
    /// Notes/process-shapes.md, "Edges the exercise leaves open".
    func edgeNotes(_ role: Role, _ name: String, _ convention: Convention) -> [String] {
        guard let edge = role.edge else { return [] }
        // The convention rendered on placeholders as many as a case's
        // arguments (one extra argument's convention inserts after them).
        let placeholders = (0..<(edge.cases.first?.count ?? 1)).map { "…\($0)" }
        let key = (active.map { "\($0.name)#\($0.version)" } ?? name) + " " + convention.render(name, placeholders)
        if let notes = edgeCache[key] { return notes }
        var notes: [String] = []
        defer { edgeCache[key] = notes }
        for arguments in edge.cases {
            guard case .success(let expected) = expected(role.conventions[0].render(role.reference, arguments)) else { continue }
            let call = convention.render(name, arguments)
            startCheck(steps: edgeLimit)
            // A loop that never ends there often computes ever larger exact
            // numbers (1.11's f from -1), each step slower than the last: it
            // stops when they pass `edgeBits`, by its steps, not the clock.
            let savedBits = exactBits
            let bits = min(exactBits ?? Self.edgeBits, Self.edgeBits)
            exactBits = bits
            let outcome = measure(call)
            exactBits = savedBits
            if case .failure(.error(let message)) = outcome, message == ExactNumbersTooLarge(bits: bits).description {
                notes.append("\(call) does not return (its numbers pass \(bits) bits, still growing); \(edge.rule)")
                return notes
            }
            switch outcome {
            case .success(let m):
                if !Self.same(m.value, expected, edge.tolerance ?? role.tolerance) {
                    notes.append("\(call) gives \(Self.show(m.value)), not \(Self.show(expected)); \(edge.rule)")
                }
            case .failure(.timeLimit):
                notes.append("\(call) does not return (stopped after \(Self.describeStopped(lastLimit))); \(edge.rule)")
                return notes
            case .failure(let failure):
                notes.append("\(call) \(describe(failure)); \(edge.rule)")
            }
        }
        return notes
    }

    /// A role that may be a value, bound to one: compared with the value
    /// of the reference's first case.
    /// A procedure of no arguments in the place of one that takes the
    /// exercise's (the learner fixed it): its value, judged as a bound value.
    func checkThunk(_ role: Role, _ name: String) -> CheckResult {
        startCheck()
        switch measure("(\(name))") {
        case .success(let m):
            var result = checkBoundValue(role, "(\(name))", m.value)
            result.notes.append("`\(name)` takes no arguments: its value is judged against the exercise's first case, "
                + role.conventions[0].render(role.names[0], role.cases.first ?? []))
            return result
        case .failure(let failure):
            return CheckResult(passed: false, line: "\(name): (\(name)) " + describe(failure))
        }
    }

    func checkBoundValue(_ role: Role, _ name: String, _ value: Value) -> CheckResult {
        let source = role.conventions[0].render(role.reference, role.cases.first ?? [])
        guard case .success(let expected) = expected(source) else {
            return CheckResult(passed: false, line: "\(name): \(source) fails in the reference (a bug in sicp check)")
        }
        // Other right answers (1.38: e - 2 as well as e).
        let others = role.variants.compactMap { variant in
            try? self.expected(variant.call(role, role.cases.first ?? [])).get()
        }
        let right = ([expected] + others).contains { Self.same(value, $0, role.tolerance) }
        let outcome = CaseOutcome(input: name, expected: Self.show(expected), got: Self.show(value),
                                  verdict: right ? "pass" : "fail")
        if outcome.verdict == "pass" {
            return CheckResult(passed: true, line: "\(name): its value \(Self.show(value)) is right", cases: [outcome])
        }
        var line = "\(name): its value is wrong"
        var detail = "\(name) is \(Self.show(value)), expected \(Self.show(expected))"
        if case .real = expected, value.doubleValue != nil { detail += " (\(role.tolerance.description))" }
        if value.doubleValue == nil, expected.doubleValue != nil { line += ": not a number" }
        return CheckResult(passed: false, line: line, details: [detail], cases: [outcome])
    }

    /// Whether a call of `name` (the role's first case) calls `used`.
    func checkUses(_ role: Role, _ name: String, _ convention: Convention, _ used: String) -> CheckResult {
        let line = "\(name): written with \(used)"
        guard let arguments = role.cases.first else { return CheckResult(passed: true, line: line) }
        let call = convention.render(name, arguments)
        startCheck()
        switch measure(call) {
        case .failure(let failure):
            return CheckResult(passed: false, line: line, details: ["\(call) " + describe(failure)])
        case .success(let m):
            if m.calls.contains(where: { $0.name == used && $0.count > 0 }) {
                return CheckResult(passed: true, line: line)
            }
            return CheckResult(passed: false, line: "\(name): not written with \(used)",
                               details: ["\(call) never calls \(used); exercise \(exercise.number) asks for "
                                         + "\(role.label.isEmpty ? role.names[0] : role.label) written with \(used)"])
        }
    }

    /// The loop's turns against the reference's on the same arguments.
    func checkRelativeSteps(
        _ role: Role, _ name: String, _ convention: Convention, _ relative: RelativeSteps
    ) -> CheckResult {
        let line = "\(name): \(relative.requirement)"
        startCheck()
        var mine = 0, theirs = 0
        var perCase: [String] = []
        for arguments in relative.cases {
            let call = convention.render(name, arguments)
            let source = role.conventions[0].render(relative.reference, arguments)
            switch measure(call) {
            case .failure(let failure):
                return CheckResult(passed: false, line: line, details: ["\(call) " + describe(failure)])
            case .success(let m):
                guard let r = try? Statistics.measure(reference, source) else {
                    return CheckResult(passed: false, line: line,
                                       details: ["\(source) fails in the reference (a bug in sicp check)"])
                }
                mine += m.loopCalls
                theirs += r.loopCalls
                perCase.append("\(call): its loop turns \(m.loopCalls) times, the reference's \(r.loopCalls)")
            }
            // Already past the bound: the larger cases (1.16's 64 bits,
            // for a Θ(log² n) loop close to the bound at 16) would only
            // take longer, a linear loop for ever.
            if theirs > 0, Double(mine) / Double(theirs) > relative.ratio.upperBound { break }
        }
        guard theirs > 0 else { return CheckResult(passed: false, line: line, details: ["the reference made no calls (a bug in sicp check)"]) }
        let ratio = Double(mine) / Double(theirs)
        let measured = "in all \(mine) turns against \(theirs): ratio \(Decimal.format(ratio, digits: 2))"
        if relative.ratio.contains(ratio) {
            return CheckResult(passed: true, line: line + " (ratio \(Decimal.format(ratio, digits: 2)))")
        }
        return CheckResult(passed: false, line: line, details: perCase + [measured + ", expected between "
            + "\(relative.ratio.lowerBound) and \(relative.ratio.upperBound)"])
    }

    /// The n for which the shape's arguments are `arguments`, if any.
    static func size(of arguments: [String], in shape: Shape) -> Int? {
        for argument in arguments {
            guard let n = Int(argument) else { continue }
            if shape.arguments(n) == arguments { return n }
        }
        return nil
    }

    /// Why `name` takes the wrong number of arguments, if it does.
    func arityProblem(_ role: Role, _ name: String) -> String? {
        guard let arity = role.arity, case .closure(let closure)? = learner.lookup(name) else { return nil }
        let code = closure.code
        for arity in [arity] + role.conventions.compactMap(\.arity) {
            if code.restParameter != nil ? code.parameters.count <= arity : code.parameters.count == arity { return nil }
        }
        let parameters = "(" + ([name] + code.parameters + (code.restParameter.map { [". " + $0] } ?? []))
            .joined(separator: " ") + ")"
        let count = code.restParameter != nil ? "at least \(code.parameters.count)" : "\(code.parameters.count)"
        return "takes \(count) \(code.parameters.count == 1 ? "argument" : "arguments") \(parameters), "
            + "but exercise \(exercise.number) calls it with \(arity)"
            + (role.cases.first.map { ", as in " + role.conventions[0].render(name, $0) } ?? "")
    }

    /// What a case that ran out of time says: the input, and the growth of
    /// the steps measured on the cases that finished.
    func timeout(
        _ name: String, _ call: String, n: Int?,
        samples: [(n: Int, steps: Int, call: String)], role: Role
    ) -> String {
        let limit = "`\(name)` " + describe(.timeLimit)
        let sized = samples.filter { $0.n >= 1 }.sorted { $0.n < $1.n }
        if let n, n >= 1, let largest = sized.last, n > largest.n {
            // An exponential whose base is close to 1 (a fit over numbers
            // whose steps follow their factors, not their size: 1.28's
            // scans) is no tree recursion: the steps alone are said.
            let fit = Growth.fit(sized.map { (Double($0.n), Double($0.steps)) })
            var credible = true
            if case .exponential(let base)? = fit?.order, base < 1.1 { credible = false }
            if credible, let fit, fit.order.rank > 0 {
                var text = limit + " at n = \(n), and its steps grow like \(fit.order.theta)"
                    + " (\(largest.steps) steps at n = \(largest.n))"
                if case .exponential = fit.order {
                    text += ": this is a tree recursion"
                    if role.shape?.space == .constant { text += ", not an iteration" }
                }
                return text
            }
            return limit + " at n = \(n), after "
                + sized.suffix(3).map { "\($0.steps) steps at n = \($0.n)" }.joined(separator: ", ")
        }
        if let largest = samples.max(by: { $0.steps < $1.steps }) {
            return limit + ", while \(largest.call) finished in \(largest.steps) "
                + (largest.steps == 1 ? "step" : "steps") + ": for this input it never reaches a case that stops"
        }
        return limit + " without finishing"
    }

    /// What went wrong, after "it": `stopped with ;Unbound variable: x`.
    func describe(_ failure: Failure) -> String {
        switch failure {
        case .error(let message): return "stopped with \(message)"
        case .timeLimit:
            switch lastLimit {
            case .steps(let steps, wholeCheck: true):
                return "ran past the step limit of the whole check (\(Self.grouped(steps)) steps)"
            case .steps(let steps, wholeCheck: false) where quickSteps == steps && steps < caseSteps:
                // A quick first try whose other cases gave wrong values
                // already: judged as it stands (see `inconclusive`).
                return "ran past the step limit of the checker's quick first try (\(Self.grouped(steps)) steps a case)"
            case .steps(let steps, wholeCheck: false):
                return "ran past the step limit (\(Self.grouped(steps)) steps a case)"
            case .clock(let duration):
                return "ran longer than the time limit (\(Self.format(duration)), a safety net)"            case .bits(let bits):
                return "computed ever larger numbers (past \(Self.grouped(bits)) bits, still growing)"
            }
        case .endlessRecursion:
            return "recursed more than \(checker.depthLimit) calls deep "
                + "(;Aborting!: maximum recursion depth exceeded): a recursion without end?"
        }
    }

    /// What stopped an evaluation, after "stopped after": `1,000,000 steps`.
    static func describeStopped(_ limit: Limit) -> String {
        switch limit {
        case .steps(let steps, _): return grouped(steps) + " steps"
        case .clock(let duration): return format(duration)
        case .bits(let bits): return "its numbers passed \(grouped(bits)) bits"
        }
    }

    /// `1204000` as `1,204,000`.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = n < 0 ? "-" : ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }

    /// `5 s`, `0.5 s`.
    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        return Decimal.format(Statistics.seconds(duration), significant: 3) + " s"
    }

    /// The convention under which most of the first cases come out right.
    func detectConvention(_ role: Role, _ name: String) -> Convention {
        var best = role.conventions[0], bestScore = -1
        let probes = Array(role.cases.prefix(6))
        let saved = quickSteps
        probing = true
        defer {
            quickSteps = saved
            probing = false
        }
        var conventions = role.conventions
        // A parameter named for the procedure handed in (3.76's `smoother`,
        // not a `last-smoothed-value` or a `smoothed-stream`): only the
        // conventions that hand it, so that a detector that never calls it
        // does not pass as the book's detector on smoothed data.
        if let handed = role.handed, case .closure(let closure)? = learner.lookup(name),
           closure.code.parameters.contains(where: { parameter in
               let lowered = parameter.lowercased()
               return lowered.contains(handed.role) && !["last", "val", "prev", "old", "stream", "signal", "data",
                                                         handed.role + "ed"].contains { lowered.contains($0) }
           }) {
            conventions = conventions.filter(\.handsRole)
            best = conventions.first ?? best
        }
        // A convention for parameters of some names only (a tolerance for
        // a number of terms): not for other procedures, which it would
        // only run into their step limit.
        if case .closure(let closure)? = learner.lookup(name) {
            let parameters = closure.code.parameters.map { $0.lowercased() }
            conventions = conventions.filter { convention in
                convention.parameterWords.map { words in parameters.contains { p in words.contains { p.contains($0) } } } ?? true
            }
        }
        // Only the conventions that call the procedure with as many
        // arguments as it takes (3.80's RLC of all six values at once):
        // a wrong one is reported in its own interface, not by its count.
        if case .closure(let closure)? = learner.lookup(name), closure.code.restParameter == nil {
            // A role of no stated arity takes as many as its first case gives (`Role.arity`).
            let fitting = conventions.filter { convention in
                (convention.arity ?? role.arity ?? (convention.keepsArity ? role.cases.first?.count : nil))
                    == closure.code.parameters.count
            }
            if !fitting.isEmpty, fitting.count < conventions.count {
                conventions = fitting
                best = fitting[0]
            }
        }
        // The reference's value of each probe, once for every order. A
        // variant's values are right too (2.41's triples that carry their
        // sum, in the order `(s n)`): they count as the reference's do, so
        // that the order they come in is found.
        let expectations: [(arguments: [String], values: [Value])] = probes.compactMap { arguments in
            guard case .success(let value) = expected(role.conventions[0].render(role.reference, arguments)) else { return nil }
            return (arguments, [value] + role.variants.compactMap { try? self.expected($0.call(role, arguments)).get() })
        }
        for convention in conventions {
            quickSteps = saved
            startCheck(steps: checker.stepLimit / (2 * role.conventions.count))
            var score = 0, scored = 0
            for (arguments, values) in expectations {
                scored += 1
                let measured = measure(convention.render(name, arguments))
                // A probe that ran out of steps: the others in this order
                // get a quick budget each (a procedure that never ends,
                // 3.82's endless tail loop, would cost the whole share on
                // every probe).
                if case .failure(.timeLimit) = measured, quickSteps.map({ $0 > Self.quickStepBudget }) ?? true {
                    quickSteps = Self.quickStepBudget
                }
                guard case .success(let m) = measured else { continue }
                // A value, even a wrong one, tells more than an error.
                // An adapted interface counts only where its values are right.
                // An element shape's counts as the book's shape does: its
                // wrong values tell more than the book's shape's errors.
                // So does one that takes another number of arguments, the
                // procedure's own (3.80's six values at once).
                score += values.contains(where: { Self.same(m.value, $0) }) ? 2
                    : (convention.adapter == nil || convention.note != nil || convention.arity != nil ? 1 : 0)
            }
            if score > bestScore {
                best = convention
                bestScore = score
            }
            // Every probe right: no later order can score more, and the
            // first best is kept. Not where the draws of `random` are
            // counted (`steadyRandom`): the cases after would draw others.
            // (1.12's `pascal` without a guard for a column past its row
            // recursed to the depth limit in every other order: 2 s.)
            if scored == probes.count, score == 2 * scored, !role.steadyRandom { break }
        }
        return best
    }

    /// A hint when the wrong value is what a known slip gives.
    func hint(_ role: Role, _ arguments: [String], _ value: Value) -> String? {
        if let hint = role.swappedCombinerHint {
            var swapped = arguments
            swapped[0] = "(lambda (x y) (\(arguments[0]) y x))"
            if case .success(let v) = expected(role.conventions[0].render(role.reference, swapped)), Self.same(v, value) {
                return "the combiner's arguments are the other way round: " + hint
            }
        }
        if let hint = role.swappedArgumentsHint {
            let swapped = role.conventions[0].render("(lambda (f g) (\(role.reference) g f))", arguments)
            if case .success(let v) = expected(swapped), Self.same(v, value) {
                return "the procedures are applied in the other order: " + hint
            }
        }
        return nil
    }

    /// Whether `value` is an exact integer, of any size.
    static func isExactInteger(_ value: Value) -> Bool {
        switch value {
        case .int, .big: return true
        default: return false
        }
    }

    /// Whether `a` is `b`: numbers within `tolerance` when either is
    /// inexact, lists element by element so (a stream's first elements
    /// summed in another order), several values each so, anything else by
    /// `equal?`.
    static func same(_ a: Value, _ b: Value, _ tolerance: Tolerance = .standard) -> Bool {
        if case .multipleValues(let xs) = a, case .multipleValues(let ys) = b {
            return xs.count == ys.count && zip(xs, ys).allSatisfy { same($0, $1, tolerance) }
        }
        if case .pair = a, case .pair = b {
            var x = a, y = b
            while case .pair(let p) = x, case .pair(let q) = y {
                guard same(p.car, q.car, tolerance) else { return false }
                x = p.cdr
                y = q.cdr
            }
            if case .pair = x { return false }
            if case .pair = y { return false }
            return same(x, y, tolerance)
        }
        var inexact = false
        if case .real = a { inexact = true }
        if case .real = b { inexact = true }
        if inexact, let x = a.doubleValue, let y = b.doubleValue {
            // An infinity or a NaN is within no tolerance of anything but
            // itself (a relative one would let +inf.0 pass for 3); an exact
            // number past the largest floating-point one (2^1024, whose
            // conversion is +inf.0) is no infinity.
            guard x.isFinite && y.isFinite else {
                guard case .real = a, case .real = b else { return false }
                return x == y
            }
            switch tolerance {
            case .absolute(let e): return abs(x - y) <= e
            case .relative(let e): return abs(x - y) <= e * max(1, abs(x), abs(y))
            }
        }
        return isEqual(a, b)
    }

    /// The value a call printed last, in the output collected from the
    /// UTF-8 offset `start`: its last line that holds something and does
    /// not count or time the steps, read as one datum (a number, a list),
    /// or else the last number or truth value in words on that line
    /// (`b^n = 1024`, `Result: 0.739`, `561: true`).
    static func printedValue(_ collected: String, from start: Int) -> Value? {
        let utf8 = collected.utf8
        guard start < utf8.count else { return nil }
        let text = String(decoding: utf8.dropFirst(start), as: UTF8.self)
        // Not a line that counts the steps (`Counter: 11`, `steps: 5`) or
        // times them, but the guess of `Step: 14 Guess: 1.618`: the number
        // after each counting word is dropped, and a line with a number left
        // is read by it.
        let counting = ["count", "step", "iteration", "call", "time", "turn", "tries", "elapsed"]
        let separators = " \t,:;=()[]{}|<>!"
        func isNumber(_ token: Substring) -> Bool { (try? Reader.readAll(String(token)))?.first?.doubleValue != nil }
        var chosen: String?
        for candidate in text.split(separator: "\n").reversed() where !candidate.allSatisfy(\.isWhitespace) {
            guard counting.contains(where: candidate.lowercased().contains) else { chosen = String(candidate); break }
            var left: [Substring] = []
            var dropsNext = false
            for token in candidate.split(whereSeparator: { separators.contains($0) }) {
                if counting.contains(where: token.lowercased().contains) { dropsNext = true; continue }
                if isNumber(token) {
                    if dropsNext { dropsNext = false } else { left.append(token) }
                }
            }
            if let number = left.last { chosen = String(number); break }
        }
        guard let last = chosen else { return nil }
        let line = String(last.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if let data = try? Reader.readAll(line), data.count == 1 {
            switch data[0] {
            case .int, .big, .ratio, .real, .pair, .bool: return data[0]
            default: break
            }
        }
        let tokens = line.split(whereSeparator: { separators.contains($0) })
        for token in tokens.reversed() {
            if let datum = (try? Reader.readAll(String(token)))?.first, datum.doubleValue != nil { return datum }
            // A truth value in words (`true`, `false`), as a file prints its verdict.
            switch token.lowercased() {
            case "true", "#t": return .bool(true)
            case "false", "#f": return .bool(false)
            default: continue
            }
        }
        return nil
    }

    /// A value for a report: shortened (`#[integer of 300000 digits]`, long
    /// lists and strings cut) and with control characters escaped.
    static func show(_ value: Value) -> String {
        if case .unspecified = value { return "no value" }
        return Printer.brief(value)
    }

    // MARK: Shapes

    func checkShape(_ role: Role, _ name: String, _ convention: Convention, _ shape: Shape, line: Int? = nil) -> CheckResult {
        let requirement = shape.requirement
        startCheck()
        var rows: [(n: Int, steps: Int, space: Int)] = []
        var stopped: String?
        // The recursion at the largest size: whether the process branches.
        var structure: RecursionStructure?
        for n in shape.sizes {
            let call = convention.render(name, shape.arguments(n))
            let outcome: Result<Measurement, Failure>
            if outOfSteps.contains(outOfStepsKey(call, steps: caseSteps)) {
                // The same call, with the same budget, ran out of it already.
                lastLimit = .steps(caseSteps, wholeCheck: false)
                outcome = .failure(.timeLimit)
            } else {
                outcome = measure(call, recording: n == shape.sizes.last)
            }
            switch outcome {
            case .success(let m):
                rows.append((n, m.steps, m.space))
                structure = m.structure ?? structure
            case .failure(let failure):
                if case .timeLimit = failure {
                    stopped = "\(call): " + timeout(name, call, n: n, samples: rows.map {
                        ($0.n, $0.steps, convention.render(name, shape.arguments($0.n)))
                    }, role: role)
                } else {
                    stopped = "\(call) " + describe(failure)
                }
            }
            if stopped != nil { break }
        }
        let showSteps = shape.steps != nil
        let table = rows.isEmpty ? [] : Self.table(rows, showingSteps: showSteps)
        if let stopped {
            return CheckResult(passed: false, line: "\(name): \(requirement)", details: table + [stopped])
        }
        guard let spaceFit = Growth.fit(rows.map { (Double($0.n), Double($0.space)) }),
              let stepsFit = Growth.fit(rows.map { (Double($0.n), Double($0.steps)) }),
              spaceFit.enoughRange else {
            return CheckResult(passed: false, line: "\(name): \(requirement)",
                               details: table + ["not enough range to tell (a bug in sicp check's sizes)"])
        }
        var process = Growth.processName(steps: stepsFit.order, space: spaceFit.order)
        // Steps that outgrow linear space come of a branching recursion
        // (fib's, count-change's) or of a linear one whose every level loops
        // (a `pascal` that builds each row from the one above): the book's
        // "tree recursive" only when a call waits for two calls of itself.
        if process == "tree recursive", let structure, structure.kind != .tree { process = nil }
        let measured = MeasuredShape(rows: rows.map { [$0.n, $0.steps, $0.space] }, steps: stepsFit.order.name,
                                     space: spaceFit.order.name, process: process)
        let asks = "exercise \(exercise.number) asks for"
        var reasons: [String] = []
        if let space = shape.space, !spaceFit.order.isSameKind(as: space) {
            if space == .constant {
                reasons.append("space grows as \(spaceFit.order.name): this is "
                    + (process.map { "a \($0) process" } ?? "not an iterative process") + "; \(asks) an iterative one")
            } else if spaceFit.order == .constant {
                reasons.append("space stays Θ(1): this is "
                    + (process.map { "a \($0) process" } ?? "an iterative process") + "; \(asks) a recursive one")
            } else {
                reasons.append("space grows as \(spaceFit.order.name)"
                    + (process.map { ": this is a \($0) process" } ?? "") + "; \(asks) \(space.name) space")
            }
        }
        if shape.space == .constant, spaceFit.order != .constant,
           let finding = tailCalls?.definedAt(line, name)?.firstNonTailCall(of: name) {
            reasons.append(finding.sentence + (process.map { ": a \($0) process" } ?? ""))
        }
        if let steps = shape.steps, !stepsFit.order.isSameKind(as: steps) {
            reasons.append("steps grow as \(stepsFit.order.name)"
                + (process.map { ": this is a \($0) process" } ?? "") + "; \(asks) \(steps.name) steps")
        }
        if reasons.isEmpty {
            var line = "\(name): \(requirement)"
            if shape.steps == nil {
                if shape.space == .constant {
                    line += " (pending frames stay at \(rows.last!.space) from n = \(rows.first!.n) to \(rows.last!.n))"
                } else {
                    line += " (" + (process.map { $0 + ": " } ?? "") + "space \(spaceFit.order.name))"
                }
            }
            return CheckResult(passed: true, line: line, shape: measured)
        }
        return CheckResult(passed: false, line: "\(name): \(requirement)", details: table + reasons, shape: measured)
    }

    static func table(_ rows: [(n: Int, steps: Int, space: Int)], showingSteps: Bool) -> [String] {
        var lines = [showingSteps ? ["n", "steps", "pending frames"] : ["n", "pending frames"]]
        for row in rows {
            lines.append(showingSteps ? [String(row.n), String(row.steps), String(row.space)]
                                      : [String(row.n), String(row.space)])
        }
        return Table.render(lines).split(separator: "\n").map(String.init)
    }
}

extension ExerciseChecker {
    /// The names a top-level `define` or `define-values` binds, in order:
    /// `(define (f x) ...)` binds `f`, `(define-values (q r) ...)` binds `q`
    /// and `r`, `(define-values (a . rest) ...)` `a` and `rest`,
    /// `(define-values all ...)` `all`.
    public static func definedNames(_ datum: Value) -> [String] { SourceForms.definedNames(datum) }
}

