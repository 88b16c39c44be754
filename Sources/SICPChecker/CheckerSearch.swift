import SICPProcess
import SICPScheme

/// Finding the answer in a file as a teaching assistant would: every
/// definition the file made is a candidate for each procedure the exercise
/// asks for (a role); a role is filled by a candidate that passes all of
/// its checks, the book's names tried first, then names like them, then
/// every other procedure of a usable arity; two roles never share one.
extension Run {
    /// The wall-clock share of the search among procedures not named as
    /// the book names them, or among argument orders, for one role (its
    /// safety net is five times as much: 40 s under the command's 20 s).
    var searchBudget: Duration { checker.timeLimit * 2 / 5 }
    /// The steps a probe of a learner's constant may take: 1,300,000 under
    /// the command's budget of 6,500,000.
    var screenLimit: Int { checker.stepLimit / 5 }
    /// The steps each evaluation of a quick first try may take (see
    /// `quickSteps`): the verdict of a search does not depend on the
    /// machine's load; the wall-clock limits stay as a far-off safety net.
    static let quickStepBudget = 400_000
    /// The steps the search among a role's other procedures may take.
    static let searchStepBudget = 3_000_000

    /// Runs every check of `role` on `candidate`, in `convention` (nil: the
    /// role's own, detected among its conventions).
    func judge(_ role: Role, _ candidate: Candidate, convention forced: Convention? = nil,
               taken: [Candidate] = []) -> Judgement {
        let judgement = judge(role, candidate, convention: forced, asDefined: false)
        guard !judgement.passed, hasEarlierBindings(candidate) else { return judgement }
        let earlier = judge(role, candidate, convention: forced, asDefined: true)
        return earlier.passed ? earlier : judgement
    }

    /// `judge` with the file's names bound one way (see `with`), and the
    /// reference given the learner's own constant (1.44's dx) if it chose one.
    func judge(_ role: Role, _ candidate: Candidate, convention forced: Convention?, asDefined: Bool) -> Judgement {
        guard let constant = role.learnerConstant, let saved = reference.lookup(constant.name),
              let chosen = learnersConstant(constant, candidate, asDefined: asDefined),
              let standard = saved.doubleValue, abs(chosen - standard) > 1e-3 * standard else {
            return judgeBound(role, candidate, convention: forced, asDefined: asDefined)
        }
        reference.define(constant.name, .real(chosen))
        defer { reference.define(constant.name, saved) }
        var judgement = judgeBound(role, candidate, convention: forced, asDefined: asDefined)
        judgement.results[0].line += Self.learnersConstantNote(constant, chosen)
        return judgement
    }

    /// ` (with the file's dx = 0.1)`.
    static func learnersConstantNote(_ constant: LearnerConstant, _ chosen: Double) -> String {
        var shown = Decimal.format(chosen, significant: 3)
        if shown.contains("."), !shown.contains("e") {
            while shown.hasSuffix("0") { shown.removeLast() }
            if shown.hasSuffix(".") { shown.removeLast() }
        }
        return " (with the file's \(constant.called) = \(shown))"
    }

    /// `checkValues` of an expression standing for the role's procedure
    /// (a `ShownCall`'s adapter), with the reference given the constant
    /// that expression uses (1.44's dx), as `judge` gives it a candidate's.
    func checkValues(_ role: Role, expression: String) -> CheckResult {
        if let constant = role.learnerConstant, let saved = reference.lookup(constant.name), let standard = saved.doubleValue {
            startCheck(steps: screenLimit)
            if case .success(let measured) = measure(constant.probe.replacing("NAME", with: expression)),
               measured.value.doubleValue != nil,
               case .success(let derived) = expected("(\(constant.derive) \(Printer.write(measured.value)))"),
               let chosen = derived.doubleValue, constant.range.contains(chosen), abs(chosen - standard) > 1e-3 * standard {
                reference.define(constant.name, .real(chosen))
                defer { reference.define(constant.name, saved) }
                var (result, _) = checkValues(role, expression, convention: role.conventions[0])
                result.line += Self.learnersConstantNote(constant, chosen)
                return result
            }
        }
        return checkValues(role, expression, convention: role.conventions[0]).0
    }

    /// The constant the learner's procedure uses, if it lies in the range a
    /// right answer may choose.
    func learnersConstant(_ constant: LearnerConstant, _ candidate: Candidate, asDefined: Bool) -> Double? {
        let probe = constant.probe.replacing("NAME", with: candidate.name)
        let value: Value? = with(candidate, asDefined: asDefined) {
            startCheck(steps: screenLimit)
            guard case .success(let m) = measure(probe) else { return nil }
            return m.value
        }
        guard let value, value.doubleValue != nil,
              case .success(let derived) = expected("(\(constant.derive) \(Printer.write(value)))"),
              let d = derived.doubleValue, constant.range.contains(d) else { return nil }
        return d
    }

    /// Binds `random` to the kit's steady one (see `Role.steadyRandom`);
    /// returns the value it had, to be bound again after the checks.
    func steadyRandom() -> Value? {
        guard let saved = learner.lookup("random"),
              let steady = try? learner.evaluateAsKit("""
                  (let ((k 0))
                    (lambda (n . rest)
                      (let ((base (+ 2 (modulo k 30))))
                        (set! k (+ k 1))
                        (if (and (exact-integer? n) (> n 0)) (modulo base n) (* n 0.5)))))
                  """).last else { return nil }
        learner.define("random", steady)
        return saved
    }

    /// A candidate under a name of the file's own (`integrate-stream`) is
    /// bound under the role's book name too, when a companion the checker
    /// supplied calls that name and the file binds it to nothing: the
    /// book's `exp-series` calls `integrate-series`, and a report must not
    /// blame the answer for an unbound name the checker's own code uses.
    func bindBookName(_ role: Role, _ candidate: Candidate) {
        let book = role.names[0]
        guard candidate.name != book, !suppliedCompanions.isEmpty, !definedNames.contains(book),
              Companion.all.contains(where: { suppliedCompanions.contains($0.name) && $0.uses.contains(book) }),
              let value = learner.lookup(candidate.name) else { return }
        learner.define(book, value)
    }

    func judgeBound(_ role: Role, _ candidate: Candidate, convention forced: Convention?, asDefined: Bool) -> Judgement {
        exactBits = role.exactBits
        let judging = judgingName
        judgingName = candidate.name
        defer { exactBits = nil; judgingName = judging }
        bindBookName(role, candidate)
        let savedRandom = role.steadyRandom ? steadyRandom() : nil
        defer { if let savedRandom { learner.define("random", savedRandom) } }
        return with(candidate, asDefined: asDefined) {
            let name = candidate.name
            if role.searchesPrimes {
                var result = checkPrimeSearch(role, candidate)
                result.procedure = name
                return Judgement(candidate: candidate, results: [result], convention: role.conventions[0],
                                 score: result.passed ? 1 : 0)
            }
            var results: [CheckResult] = []
            var (values, convention) = checkValues(role, name, convention: forced)
            values.procedure = name
            if role.steadyRandom, !values.passed, values.cases.contains(where: { $0.verdict == "fail" }) {
                values.details.append("in these cases `random` gives 2, 3, ... 31 in turn (each modulo its argument), "
                    + "so that every trial tries a small base, prime to the Carmichael numbers above 8911: a Fermat "
                    + "test is fooled by them, a Miller-Rabin test is not")
            }
            results.append(values)
            if let shape = role.shape, values.passed || !values.cases.isEmpty {
                var result = checkShape(role, name, convention, shape, line: candidate.line)
                if let alternative = shape.alternative, result.shape?.steps == GrowthOrder.constant.name {
                    // Steps that do not grow along the book's argument: the
                    // procedure reduces the other one.
                    let along = Shape(steps: shape.steps, space: shape.space, sizes: shape.sizes, arguments: alternative)
                    var other = checkShape(role, name, convention, along, line: candidate.line)
                    if other.shape?.steps != GrowthOrder.constant.name {
                        other.line += " (measured along the argument it reduces)"
                        result = other
                    }
                }
                result.procedure = name
                results.append(result)
            }
            // A timed test that still calls the book's test, when no
            // procedure of the file's calls the answer (one kept from 1.22
            // beside a new one that does is not this).
            if values.passed, let called = role.calledBy,
               !definedNames.contains(where: { $0 != name && reachedAsBound(from: $0).contains(name) }) {
                var stillCalls = false
                for caller in called.callers where learner.lookup(caller)?.isProcedure == true {
                    let reached = reachedAsBound(from: caller)
                    guard reached.contains(called.replaced), !reached.contains(name) else { continue }
                    results.append(CheckResult(
                        passed: false, line: "\(caller): never calls `\(name)`",
                        details: ["\(source)'s `\(caller)` still calls `\(called.replaced)`: \(called.asks)"], procedure: caller))
                    stillCalls = true
                    break
                }
                // No timed test at all: nothing of the file's calls the
                // answer, and nothing reads a clock (the book's
                // `fast-prime?` alone, with a call of it, is the book's code).
                if !stillCalls, Companion.references(in: loadedForms).used.isDisjoint(with: Self.clocks) {
                    results.append(CheckResult(
                        passed: false, line: "\(name): no timed test calls it",
                        details: ["no procedure of \(source)'s calls `\(name)`, and \(source) reads no clock: \(called.asks)"],
                        procedure: name))
                }
            }
            if values.passed {
                for used in role.uses {
                    guard let other = exercise.roleIndex(used), let otherName = judged[other] else { continue }
                    var result = checkUses(role, name, convention, otherName)
                    result.procedure = name
                    results.append(result)
                }
                if role.printsGuesses, learner.output === learnerOutput {
                    var result = checkPrintedGuesses(role, name, convention)
                    result.procedure = name
                    results.append(result)
                }
                if let relative = role.relativeSteps {
                    var result = checkRelativeSteps(role, name, convention, relative)
                    result.procedure = name
                    // Too many turns: the growth its steps fitted along the
                    // shape's one argument (a Θ(log² n) loop fits Θ(log n)
                    // there) is not claimed.
                    if !result.passed, relative.questionsGrowth, let shape = role.shape, let at = results.lastIndex(where: { $0.shape != nil }),
                       results[at].passed, let steps = shape.steps {
                        let claim = " with \(steps.name) steps"
                        if results[at].line.hasSuffix(claim) {
                            results[at].line.removeLast(claim.count)
                            results[at].details.append("its steps fit \(steps.name) along the sizes measured, "
                                + "but not its loop turns on the larger numbers below")
                        }
                    }
                    results.append(result)
                }
            }
            let right = values.cases.filter { $0.verdict == "pass" }.count
            let score = values.cases.isEmpty ? (values.passed ? 1 : 0) : Double(right) / Double(values.cases.count)
            return Judgement(candidate: candidate, results: results, convention: convention, score: score)
        }
    }

    /// The names that show a timed test: the clocks one reads, in the
    /// dialects learners use, and the book's timed test's own procedures
    /// (a file may call them from a file it loads).
    static let clocks: Set<String> = [
        "runtime", "real-time", "current-time", "current-inexact-milliseconds", "current-milliseconds",
        "current-process-milliseconds", "current-gc-milliseconds", "time", "process-time-clock", "get-internal-real-time",
        "get-internal-run-time", "current-seconds", "current-second", "current-jiffy", "sys-time", "sys-gettimeofday",
        "cpu-time", "gettimeofday", "time-it", "timed-prime-test", "start-prime-test", "report-prime",
    ]

    /// Whether `candidate` gives the right values on the role's first cases
    /// (in `convention`, or the role's first), quickly.
    /// `cases`: the cases to screen on, with their values (see
    /// `screenCases`); nil: the role's first two.
    func screen(_ role: Role, _ candidate: Candidate, _ convention: Convention? = nil, cases: [ScreenCase]? = nil) -> Bool {
        if screen(role, candidate, convention, asDefined: false, cases: cases) { return true }
        // With the names it calls as they stood at its definition (a later
        // `expmod` of 1.28's replaces the one 1.27's test was written with).
        return hasEarlierBindings(candidate) && screen(role, candidate, convention, asDefined: true, cases: cases)
    }

    func screen(_ role: Role, _ candidate: Candidate, _ convention: Convention?, asDefined: Bool,
                cases given: [ScreenCase]? = nil) -> Bool {
        guard !role.cases.isEmpty else { return true }
        let conventions = convention.map { [$0] } ?? role.conventions
        let saved = quickSteps
        quickSteps = Self.quickStepBudget
        let judging = judgingName
        judgingName = candidate.name
        defer { quickSteps = saved; judgingName = judging }
        let cases = given ?? role.cases.prefix(2).map { arguments in
            ScreenCase(arguments: arguments, expected: ([role.conventions[0].render(role.reference, arguments)]
                + role.variants.map { $0.call(role, arguments) }).compactMap { try? self.expected($0).get() })
        }
        // No case the reference could compute: nothing passes the screen.
        guard !cases.isEmpty else { return false }
        // At most three quick budgets for all the conventions: a procedure
        // that runs out of steps in each of them (3.81's `display-stream`
        // printing the endless request stream, 11 formats, 15 s) is not
        // the answer in any.
        let start = stepsSpent
        return with(candidate, asDefined: asDefined) {
            conventions.contains { convention in
                guard stepsSpent - start < 3 * Self.quickStepBudget else { return false }
                startCheck(steps: checker.stepLimit)
                for screenCase in cases {
                    let expected = screenCase.expected
                    let outputStart = learnerOutput.collected.utf8.count
                    guard !expected.isEmpty, case .success(let m) = measure(convention.render(candidate.name, screenCase.arguments))
                    else { return false }
                    // A procedure that prints its value (see `checkValues`).
                    var value = m.value
                    if case .unspecified = value, let printed = Self.printedValue(learnerOutput.collected, from: outputStart) {
                        value = printed
                    }
                    guard expected.contains(where: { Self.same(value, $0, role.tolerance) }) else { return false }
                }
                return true
            }
        }
    }

    /// The candidate that fills `role`, judged, with the report's
    /// explanation of the choice; nil when no procedure of the file could be.
    func find(_ role: Role, taken: [Candidate]) -> Judgement? {
        let (passed, rejected) = findNamed(role, taken: taken)
        if let passed { return passed }
        return findOther(role, taken: taken, rejected: rejected)
    }

    /// The first of the candidates named as the book names the role that
    /// passes (in the book's argument order or the file's own), explained;
    /// else the judgements of those that failed.
    func findNamed(_ role: Role, taken: [Candidate]) -> (passed: Judgement?, rejected: [Judgement]) {
        let (named, _) = rankedCandidates(for: role, excluding: taken)
        var rejected: [Judgement] = []
        for candidate in named {
            // A part the file may leave out, under the part's name but of
            // an arity no call of it could have (1.31's `(factorial f a b)`,
            // a learner's name for its product): another procedure, not
            // the part.
            if role.optional, !usableArity(candidate, for: role) { continue }
            // Chapter 3: a procedure whose parameter names give another
            // order is judged in that order, first: its values are wrong in
            // the book's order ((solve-2nd dt y0 dy0 a b)), and judging
            // them costs a whole check (3.78's 1000-step cases, 8 s on a
            // learner's own slow streams). One named as the book names its
            // parameters has no other order to try; one right in a
            // convention of the role's own (3.82's bounds first) is judged
            // in it, as the registry describes it.
            if reordersOnWrongValues(role), !argumentOrders(candidate, for: role, namedOnly: true).isEmpty,
               !screen(role, candidate, cases: screenCases(role)), let reordered = inOwnOrder(role, candidate, taken: taken, namedOnly: true) {
                return (explained(reordered, role, rejected: rejected), [])
            }
            // First with a shorter limit a case: the book's `sqrt`, kept
            // beside the learner's, never ends on 1e50, and would cost a
            // whole case limit before the learner's is tried. One that only
            // ran out of time is judged again in full if no other passes
            // (`findOther`).
            quickSteps = Self.quickStepBudget
            var judgement = judge(role, candidate, taken: taken)
            quickSteps = nil
            if !judgement.passed && !Self.inconclusive(judgement) {
                // A wrong value or an error: final whatever the limit.
            } else if !judgement.passed {
                judgement.quick = true
            }
            // An earlier version under a name only this role has, when the
            // file's later one takes the role's arguments and fails: the
            // file computes its last definition (3.69's working `triples`,
            // then a broken one under that name), so the earlier one is not
            // its answer. A name two roles share (1.11's recursive `f`, then
            // its iterative `f`) keeps every version.
            if judgement.passed, candidate.version < candidate.versions - 1,
               exercise.roles.filter({ $0.names.contains(candidate.name) }).count == 1,
               rejected.contains(where: { later in
                   later.candidate.name == candidate.name && later.candidate.version > candidate.version
                       && !later.results[0].cases.isEmpty && !later.quick && !Self.inconclusive(later)
               }) {
                continue
            }
            if judgement.passed { return (explained(judgement, role, rejected: rejected), []) }
            if Self.everyCaseErred(judgement.results[0]) {
                let (reordered, closest) = ownOrders(role, candidate, taken: taken)
                if let reordered { return (explained(reordered, role, rejected: rejected), []) }
                // A procedure that takes another number of arguments, whose
                // values were right with an extra argument in the cheap
                // first cases, and failed a later check so (1.23's steps):
                // that check is the report, not the count of its arguments.
                if let closest, judgement.results[0].cases.isEmpty, !candidate.takes(role.arity ?? candidate.arity) {
                    judgement = closest
                }
            }
            rejected.append(judgement)
        }
        return (nil, rejected)
    }

    /// The role filled from the file's other procedures, or else reported
    /// on the named candidate closest to passing (`rejected`, not yet taken).
    func findOther(_ role: Role, taken: [Candidate], rejected allRejected: [Judgement]) -> Judgement? {
        let (_, others) = rankedCandidates(for: role, excluding: taken)
        var rejected = allRejected.filter { r in !taken.contains { $0.isSame(as: r.candidate) } }
        var closest: Judgement?
        // A procedure with the book's name for the role that gives wrong
        // values is the answer, and wrong: a helper that passes only by
        // calling it (`add-streams` with the extra argument
        // `(partial-sums s)`) is never judged in its place.
        // Not a name another role of the exercise has too (1.32's
        // `accumulate`, wrong as the recursive one on `-` because it is
        // the file's iterative one): that procedure is another part's.
        let otherRolesNames = Set(exercise.roles.filter { $0.label != role.label || $0.names != role.names }.flatMap(\.names))
        // Nor one a file the answer loads defines (3.67's `pairs-whole`,
        // built on the book's `pairs` from the learner's stream library):
        // the book's code the answer builds on.
        let wrongNamed = Set(allRejected.filter { judgement in
            !judgement.quick && !Self.inconclusive(judgement) && judgement.results[0].cases.contains { $0.verdict == "fail" }
                && !otherRolesNames.contains(judgement.candidate.name) && !isLoaded(judgement.candidate)
        }.map(\.candidate.name))
        // Nor is an earlier version under a name like the book's
        // (`make-zero-crossings-old` above the file's last, wrong
        // `make-zero-crossings`): the file's last word is the answer.
        let lastWrongNamed = allRejected.filter { wrongNamed.contains($0.candidate.name) }
            .map(\.candidate.formIndex).max()
        // What the wrong ones' definitions mention (their helpers among them).
        let wrongNamedMention = Set(allRejected.filter { wrongNamed.contains($0.candidate.name) && $0.candidate.formIndex < loadedForms.count }
            .flatMap { Self.symbols(in: loadedForms[$0.candidate.formIndex]) })
        func callsWrongNamed(_ candidate: Candidate) -> Bool {
            if let last = lastWrongNamed, candidate.formIndex < last, Self.isSimilar(candidate.name, to: role.names) {
                return true
            }
            guard !wrongNamed.isEmpty, candidate.formIndex < loadedForms.count else { return false }
            if !Self.symbols(in: loadedForms[candidate.formIndex]).isDisjoint(with: wrongNamed) { return true }
            // Nor a helper the wrong one calls (1.16's `fe-iter` under a
            // `fast-exp` that gives b for n = 0): the named one is the
            // file's answer, built on it.
            return wrongNamedMention.contains(candidate.name)
        }
        // A procedure named as the book names the role, defined in the file
        // itself and judged wrong (a value or an error, not a time-out): the
        // procedures of the files it loads (a learner's stream library of
        // forty) are the code it builds on, not its answer, and are not tried
        // (3.81's random-stream, every convention of it erring, had 2,000
        // evaluations of the library's procedures tried after it, 2.4 s).
        let answeredInFile = allRejected.contains { judgement in
            !judgement.quick && !Self.inconclusive(judgement) && !isLoaded(judgement.candidate)
                && !otherRolesNames.contains(judgement.candidate.name)
        }
        func excluded(_ candidate: Candidate) -> Bool {
            callsWrongNamed(candidate) || (answeredInFile && isLoaded(candidate))
        }
        func mentionsWrongNamed(_ convention: Convention) -> Bool {
            guard let value = convention.extraArgument?.value else { return false }
            let words = value.split { "() \t\n'`,".contains($0) }.map(String.init)
            return words.contains { wrongNamed.contains($0) }
        }
        if !role.optional {
            // A budget of steps (the same on any machine), and a far-off
            // wall-clock limit as a safety net.
            let deadline = ContinuousClock.now + searchBudget * 5
            let budget = stepsSpent + Self.searchStepBudget
            func withinBudget() -> Bool { stepsSpent < budget && ContinuousClock.now < deadline }
            let extraArity = (role.arity ?? referenceParameters(role)?.count).map { $0 + 1 }
            // Procedures of the role's arity whose first cases were wrong.
            var screenedOut: [Candidate] = []
            // One argument more is the role's own arity when a convention
            // of the role takes it (3.81's `(random-nums requests seed)`,
            // the initial value an argument): judged in the conventions,
            // after the procedures of the role's arity (a file's
            // `requested-randoms` before the `go` inside it).
            let conventionArities = Set(role.conventions.compactMap(\.arity))
            let ordered = others.filter { $0.arity != extraArity }
                + others.filter { $0.arity == extraArity && conventionArities.contains($0.arity) }
            for candidate in ordered where withinBudget() && !excluded(candidate) {
                guard screen(role, candidate) else {
                    if candidate.arity == role.arity, screenedOut.count < 3 { screenedOut.append(candidate) }
                    // A procedure of the role's arity that errs in the
                    // book's order may take the arguments in its own (1.33's
                    // `accumulate` with the filter third).
                    // So may one named like the role that gives wrong values
                    // in the book's order (`(triples-that-sum-to s n)`).
                    // And one whose parameter names give another order
                    // (3.80's RLC named `RC`, returning `(circuit iL0 vC0)`).
                    if let arity = role.arity, arity >= 2, candidate.arity == arity,
                       erredInBookOrder(role, candidate) || Self.isSimilar(candidate.name, to: role.names)
                        || (reordersOnWrongValues(role) && !argumentOrders(candidate, for: role, namedOnly: true).isEmpty),
                       let reordered = inOwnOrder(role, candidate, taken: taken) {
                        return explained(reordered, role, rejected: rejected, searched: true)
                    }
                    continue
                }
                let judgement = judge(role, candidate, taken: taken)
                if judgement.passed { return explained(judgement, role, rejected: rejected, searched: true) }
                if judgement.score > (closest?.score ?? 0) { closest = judgement }
            }
            // Then a version that takes one argument more (the first guess,
            // a counter's start), with the value the file's own calls pass,
            // or two or three more (an iteration's state), with its calls' values.
            let moreArities = extraArity.map { $0...($0 + 2) }
            for candidate in others where withinBudget() && moreArities?.contains(candidate.arity) == true
                && !excluded(candidate) {
                let extra = argumentOrders(candidate, for: role).filter { $0.extraArgument != nil && !mentionsWrongNamed($0) }
                for convention in extra where withinBudget() && screen(role, candidate, convention) {
                    let judgement = judge(role, candidate, convention: convention, taken: taken)
                    if judgement.passed { return explained(judgement, role, rejected: rejected, searched: true) }
                }
            }
            // A stream-producing role that none passes (3.67's all pairs under
            // the file's own name, `pair-streams`, wrong, beside no book-named
            // one but a loaded file's): the closest of the first procedures
            // of its arity, if a case of one is right, each judged quickly.
            if closest == nil, rejected.allSatisfy({ isLoaded($0.candidate) }), !role.conventions[0].keepsArity,
               role.cases.first?.first?.contains("(stream-head (NAME") == true {
                let saved = quickSteps
                quickSteps = Self.quickStepBudget
                defer { quickSteps = saved }
                for candidate in screenedOut where withinBudget() {
                    let judgement = judge(role, candidate, taken: taken)
                    if judgement.score > (closest?.score ?? 0) { closest = judgement }
                }
            }
        }
        // The book-named ones that only ran out of time under the shorter
        // limit, judged in full now that no other passed.
        for (index, quick) in rejected.enumerated() where quick.quick {
            let full = judge(role, quick.candidate, taken: taken)
            if full.passed {
                return explained(full, role, rejected: rejected.filter { !$0.candidate.isSame(as: full.candidate) })
            }
            rejected[index] = full
        }
        // A part of the upper bound alone (see `PartOf.upperBoundFrom`),
        // after the part's own arity.
        let upperBoundOnes = role.partOf?.upperBoundFrom == nil ? [] : candidates.filter { c in
            c.arity == 1 && c.rest == nil && !taken.contains { $0.isSame(as: c) } && !others.contains { $0.isSame(as: c) }
        }
        if rejected.isEmpty, let part = role.partOf,
           let judged = findPart(role, part, among: others + upperBoundOnes, taken: taken) {
            return judged
        }
        if let best = Self.closestNamed(rejected, bookName: role.names[0]) {
            // The book's procedure a loaded file defines is what the answer
            // builds on: the file's own closest one is the one to report.
            if isLoaded(best.candidate), let closest, !isLoaded(closest.candidate) {
                return explained(closest, role, rejected: [], searched: true)
            }
            // A name two roles share (1.31's `product`) whose procedure gives
            // the other role's process, when another gives this one's and
            // no fewer cases right (both wrong on the same case): that
            // other one is this role's, as when both pass.
            if otherRolesNames.contains(best.candidate.name), best.results.contains(where: { !$0.passed && $0.shape?.process != nil }),
               let closest, !closest.results[0].cases.isEmpty, closest.score >= best.score,
               !closest.results.contains(where: { !$0.passed && $0.shape != nil }) {
                return explained(closest, role, rejected: [], searched: true)
            }
            return explained(best, role, rejected: rejected.filter { !$0.candidate.isSame(as: best.candidate) })
        }
        if let closest { return explained(closest, role, rejected: [], searched: true) }
        return nil
    }

    /// The names `start`'s procedure, as the learner's interpreter binds it
    /// now (a loaded file's definition too), mentions, those their
    /// procedures mention, and so on: at most 2,000 names.
    func reachedAsBound(from start: String) -> Set<String> {
        var result: Set<String> = [start]
        var pending = [start]
        while let name = pending.popLast(), result.count < 2_000 {
            guard case .closure(let closure)? = learner.lookup(name) else { continue }
            for form in closure.code.sourceBody {
                for symbol in Self.symbols(in: form) where result.insert(symbol).inserted { pending.append(symbol) }
            }
        }
        return result
    }

    /// A part of the exercise under a name of the file's own (see
    /// `PartOf`): the first candidate of the role's arity whose definition
    /// calls the procedure judged for `part.role` and mentions one of
    /// `part.mentions`, that passes; else the first of them, judged (when
    /// the part has mentions to go by).
    func findPart(_ role: Role, _ part: PartOf, among others: [Candidate], taken: [Candidate]) -> Judgement? {
        var calledNames: Set<String> = []
        if let partRole = part.role {
            guard let index = exercise.roles.firstIndex(where: { $0.names[0] == partRole }),
                  let called = judged[index] else { return nil }
            calledNames = [called]
            // And the file's procedures that call it, directly or not (a
            // part over `sum`, itself over `filtered-accumulate`), or that
            // are named like it (its iterative version beside it).
            let named = exercise.roles[index].names
            var grew = true
            while grew {
                grew = false
                for candidate in candidates where !calledNames.contains(candidate.name)
                    && candidate.formIndex < loadedForms.count {
                    let symbols = Self.symbols(in: loadedForms[candidate.formIndex])
                    let calls = !symbols.intersection(calledNames).subtracting([candidate.name]).isEmpty
                    guard calls && candidate.name != role.names[0] || Self.isSimilar(candidate.name, to: named) else { continue }
                    calledNames.insert(candidate.name)
                    grew = true
                }
            }
        } else {
            calledNames = Set(definedNames.filter { name in part.calls.contains { name.contains($0) } })
        }
        var first: Judgement?
        // The other roles' names are theirs (1.33's `product-relative-primes`
        // mentions `prime` too).
        let otherRoles = exercise.roles.filter { $0.names[0] != role.names[0] }
        let othersNames = Set(otherRoles.flatMap(\.names))
        // What only the other parts mention (1.33's part (b) mentions `gcd`).
        let othersMentions = Set(otherRoles.compactMap(\.partOf).flatMap(\.mentions)).subtracting(part.mentions)
        for candidate in others where candidate.formIndex < loadedForms.count && !othersNames.contains(candidate.name) {
            let upperBound = part.upperBoundFrom != nil && role.arity == 2 && candidate.arity == 1 && candidate.rest == nil
            // Or one argument more (1.33's part (b) as `(product-coprimes
            // a n)`), judged with the values the file's calls give it.
            let extra = !upperBound && role.arity.map { candidate.arity == $0 + 1 && candidate.rest == nil } == true
            guard candidate.arity == role.arity || upperBound || extra else { continue }
            let symbols = Self.symbols(in: loadedForms[candidate.formIndex])
            // Named more like another part than this one (1.33's
            // `relative-prime-product`, which says `prime` too): that part.
            if otherRoles.contains(where: { $0.partOf != nil && Self.sharedWords(candidate.name, $0.names) > Self.sharedWords(candidate.name, role.names) }) {
                continue
            }
            // A procedure of one argument named like another part and not
            // like this one, or mentioning what only another part does, is
            // that part.
            if upperBound {
                let namedLikeAnother = otherRoles.contains { Self.isSimilar(candidate.name, to: $0.names) }
                    && !Self.isSimilar(candidate.name, to: role.names)
                let mentionsAnother = symbols.contains { name in othersMentions.contains { name.contains($0) } }
                if namedLikeAnother || mentionsAnother { continue }
            }
            guard let called = symbols.intersection(calledNames).subtracting([candidate.name]).sorted().first,
                  part.mentions.isEmpty || symbols.contains(where: { name in part.mentions.contains { name.contains($0) } })
            else { continue }
            var judgement: Judgement
            var why = "\(candidate.reference) is judged as \(part.called): it calls `\(called)`"
            if upperBound, let from = part.upperBoundFrom {
                let convention = Convention(label: "") { name, arguments in
                    let below = Int(arguments[0]).map { String($0 - 1) } ?? "(- \(arguments[0]) 1)"
                    return arguments[0] == from ? "(\(name) \(arguments[1]))"
                        : "(- (\(name) \(arguments[1])) (\(name) \(below)))"
                }
                judgement = judge(role, candidate, convention: convention, taken: taken)
                why += "; it takes the upper bound alone, so (\(candidate.name) b) is judged as the sum from \(from) to b, "
                    + "and the sum from a to b as (- (\(candidate.name) b) (\(candidate.name) (- a 1)))"
            } else if extra {
                judgement = judge(role, candidate, taken: taken)
                let (other, closest) = ownOrders(role, candidate, taken: taken)
                if let better = other ?? closest { judgement = explained(better, role, rejected: []) }
            } else {
                judgement = judge(role, candidate, taken: taken)
            }
            judgement.results[0].details.insert(why, at: 0)
            if judgement.passed { return judgement }
            // Only a part that names what the part is about (`prime?`) is
            // reported on when it fails: a procedure that merely calls
            // `cont-frac` may be something else.
            if first == nil && !part.mentions.isEmpty { first = judgement }
        }
        return first
    }

    /// The symbols a form mentions (read over at most a million pairs: a
    /// quoted circular list, `'#0=(a . #0#)`, ends the walk).
    static func symbols(in form: Value) -> Set<String> {
        var result = Set<String>()
        var left = 1_000_000
        func walk(_ value: Value, _ depth: Int) {
            guard depth < 100, left > 0 else { return }
            switch value {
            case .symbol(let symbol): result.insert(symbol.name)
            case .pair:
                var rest = value
                while case .pair(let pair) = rest, left > 0 {
                    left -= 1
                    walk(pair.car, depth + 1)
                    rest = pair.cdr
                }
                walk(rest, depth + 1)
            default: break
            }
        }
        walk(form, 0)
        return result
    }

    /// Whether a failed judgement ran out of time somewhere, so that with a
    /// longer limit it might pass, or fail otherwise (its report must say
    /// the limit it would have under the command's).
    static func inconclusive(_ judgement: Judgement) -> Bool {
        guard !judgement.passed else { return false }
        // A wrong value that came back is final: more steps cannot change it
        // (a wrong `safe?` gives 27 boards of 3 queens before its 823,543
        // boards of 7 run out of steps).
        if judgement.results.contains(where: { $0.cases.contains { $0.verdict == "fail" } }) { return false }
        return judgement.results.contains { result in
            result.cases.contains { $0.verdict == "timeout" }
                || ([result.line] + result.details).contains { $0.contains("time limit") }
        }
    }

    /// Of the named candidates that failed, the one to report on: one that
    /// takes the right number of arguments, the fewest failed checks, then
    /// the most cases right, then the book's name first.
    static func closestNamed(_ rejected: [Judgement], bookName: String? = nil) -> Judgement? {
        // The one with the book's name for the role, when it takes the
        // role's arguments: the answer, though another name fails fewer
        // checks (1.16's recursive `fast-expt`, kept from the book beside a
        // wrong `fast-expt-iter`).
        if let bookName, let book = rejected.first(where: { $0.candidate.name == bookName && !$0.results[0].cases.isEmpty }) {
            return book
        }
        return rejected.enumerated().min { a, b in
            // One that takes another number of arguments (a helper) last.
            let i = a.element.results[0].cases.isEmpty, j = b.element.results[0].cases.isEmpty
            if i != j { return j }
            let x = a.element.results.filter { !$0.passed }.count, y = b.element.results.filter { !$0.passed }.count
            if x != y { return x < y }
            if a.element.score != b.element.score { return a.element.score > b.element.score }
            return a.offset < b.offset
        }?.element
    }

    /// Whether a values check failed with no value compared wrong: the
    /// procedure takes another number of arguments, or its cases stopped
    /// with errors (or ran out of time, or came out right by chance). Only then is another argument
    /// order tried: a `compose` that applies its procedures the other way
    /// round gives wrong values in the book's order, and is wrong.
    static func everyCaseErred(_ values: CheckResult) -> Bool {
        guard !values.passed else { return false }
        return !values.cases.contains { $0.verdict == "fail" }
            && (values.cases.isEmpty || values.cases.contains { $0.verdict == "error" })
    }

    /// Whether the role's first case, in the book's order, stops with an
    /// error (not a wrong value) for `candidate`.
    func erredInBookOrder(_ role: Role, _ candidate: Candidate) -> Bool {
        guard let arguments = role.cases.first else { return false }
        let saved = quickSteps
        quickSteps = Self.quickStepBudget
        defer { quickSteps = saved }
        return with(candidate) {
            startCheck(steps: checker.stepLimit)
            if case .failure(.error) = measure(role.conventions[0].render(candidate.name, arguments)) { return true }
            return false
        }
    }

    /// The candidate judged with its arguments in the learner's own order
    /// (or with the extra argument it takes), when one order makes every
    /// check pass.
    /// `namedOnly`: only the orders its parameter names give (see `namedOrders`).
    /// Each order is screened on the role's two cheapest cases first.
    func inOwnOrder(_ role: Role, _ candidate: Candidate, taken: [Candidate], namedOnly: Bool = false) -> Judgement? {
        ownOrders(role, candidate, taken: taken, namedOnly: namedOnly).passed
    }

    /// `inOwnOrder`, and else the first judgement with an extra argument
    /// the file gives it (its calls' literals, an expression of the others,
    /// a procedure of its own; not a common guess or a repeat of another
    /// argument) that passed the screen and then failed a check: a report
    /// closer to the answer than its count of arguments.
    func ownOrders(_ role: Role, _ candidate: Candidate, taken: [Candidate],
                   namedOnly: Bool = false) -> (passed: Judgement?, closest: Judgement?) {
        let orders = argumentOrders(candidate, for: role, namedOnly: namedOnly)
        guard !orders.isEmpty else { return (nil, nil) }
        let deadline = ContinuousClock.now + searchBudget * 5
        let budget = stepsSpent + Self.searchStepBudget
        let cases = screenCases(role)
        var closest: Judgement?
        for convention in orders where stepsSpent < budget && ContinuousClock.now < deadline {
            guard screen(role, candidate, convention, cases: cases) else { continue }
            let judgement = judge(role, candidate, convention: convention, taken: taken)
            if judgement.passed { return (judgement, nil) }
            if closest == nil, !Self.inconclusive(judgement), convention.extraArgument != nil, !convention.extraIsGuess {
                closest = judgement
            }
        }
        return (nil, closest)
    }

    /// `judgement` with a line under its first check saying why this
    /// procedure was judged: the named ones it passed over, a search, the
    /// learner's own argument order, one of several definitions.
    func explained(_ judgement: Judgement, _ role: Role, rejected: [Judgement], searched: Bool = false) -> Judgement {
        var judgement = judgement
        let candidate = judgement.candidate
        var why: [String] = []
        // A named candidate that takes another number of arguments is a
        // helper (`expt-iter` beside `fast-expt`): not worth a line.
        // Nor is one judged with an extra argument it was given.
        // Nor one the judged procedure calls (1.23's `find-divisor`, which
        // `smallest-divisor` calls): a part of it.
        let parts = reachedAsBound(from: candidate.name).subtracting([candidate.name])
        let passedOver = rejected.filter {
            !$0.results[0].cases.isEmpty && $0.convention.extraArgument == nil && !parts.contains($0.candidate.name)
        }.map { r in
            isLoaded(r.candidate)
                ? "\(r.candidate.reference), which a loaded file defines: it \(r.shortcoming)"
                : "\(source)'s \(r.candidate.reference): it \(r.shortcoming)"
        }
        if searched {
            var text = "\(candidate.reference) is judged as \(role.sentenceTitle)"
            text += judgement.passed ? ": it passes the checks" : ": the procedure closest to passing"
            // Only names the file leaves undefined (its `accumulate` may be
            // another part's, judged there).
            let named = role.names.filter { !definedNames.contains($0) }.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
            text += rejected.isEmpty && !named.isEmpty ? " (\(source) defines no \(named))" : ""
            why.append(text)
        } else if candidate.versions > 1 || candidate.name != role.names[0] && (!passedOver.isEmpty || !rejected.isEmpty) {
            why.append("\(candidate.reference) is judged as \(role.sentenceTitle)")
        }
        if !passedOver.isEmpty { why.append("not " + passedOver.joined(separator: "; not ")) }
        let firstCase = role.cases.first.flatMap { role.conventions[0].keepsArity && $0.count == role.arity ? $0 : nil }
        var book = referenceParameters(role)
        if book == nil, let permutation = judgement.convention.permutation, candidate.rest == nil,
           candidate.parameters.count == permutation.count {
            // The book's order in the learner's own parameter names.
            var names = candidate.parameters
            for (i, j) in permutation.enumerated() { names[j] = candidate.parameters[i] }
            book = names
        }
        if let note = judgement.convention.ownOrderNote(name: candidate.name, book: book, firstCase: firstCase,
                                                        bookName: role.names[0],
                                                        renamed: !role.names.contains(candidate.name)) {
            why.append(note)
            judgement.results[0].line += judgement.convention.permutation != nil
                ? " (in the file's own argument order)" : " (with the file's extra argument)"
        } else if judgement.convention.note != nil, judgement.convention.arity == 1 {
            // Its note says how (see `argumentOrders`).
            judgement.results[0].line += " (curried)"
        } else if judgement.convention.note != nil, judgement.convention.unusedParameters {
            judgement.results[0].line += " (without the parameters it never uses)"
        } else if judgement.convention.note != nil, judgement.convention.extraArgument != nil {
            judgement.results[0].line += " (with the file's own starting values)"
        }
        if !why.isEmpty {
            judgement.results[0].details = why + judgement.results[0].details
        }
        return judgement
    }

    /// Whether a call prints each guess on a line of its own, each the
    /// function (the first case's first argument) of the one before.
    func checkPrintedGuesses(_ role: Role, _ name: String, _ convention: Convention) -> CheckResult {
        let line = "\(name): prints each guess on a line of its own"
        guard let arguments = role.cases.first, let function = arguments.first else {
            return CheckResult(passed: true, line: line)
        }
        let call = convention.render(name, arguments)
        startCheck()
        if case .failure(let failure) = measure(call) {
            return CheckResult(passed: false, line: line, details: ["\(call) " + describe(failure)])
        }
        var rows: [[Double]] = []
        var bareRows: [[Double]] = []
        for text in learnerOutput.collected.split(separator: "\n") {
            let tokens = text.split(whereSeparator: { " \t,:;=()[]{}#|<>*".contains($0) })
            let numbers = tokens.compactMap { token in (try? Reader.readAll(String(token)))?.first?.doubleValue }
            if !numbers.isEmpty { rows.append(numbers) }
            if !numbers.isEmpty, numbers.count == tokens.count { bareRows.append(numbers) }
        }
        // Each guess on a line of its own and other lines with words (a
        // count, `count: 3`): the guesses are the lines of numbers alone.
        if bareRows.count >= 3, bareRows.count < rows.count { rows = bareRows }
        // A line may number its guess before it (`3: 4.5555`) or after it
        // (`4.5555 #3`): the guess is the line's last number, or its first
        // when those follow one another as the guesses do.
        let lasts = rows.map { $0.last! }
        let firsts = rows.map { $0.first! }
        var guesses = lasts
        guard guesses.count >= 3 else {
            let printed = guesses.isEmpty ? "prints no number" : "prints only \(guesses.map { Printer.write(.real($0)) }.joined(separator: ", "))"
            return CheckResult(passed: false, line: line, details: [
                "\(call) \(printed); exercise \(exercise.number) asks fixed-point to print every guess it makes"])
        }
        /// The first guess not followed by the function of the one before.
        func breach(_ guesses: [Double]) -> (a: Double, b: Double, fa: Double)? {
            for (a, b) in zip(guesses, guesses.dropFirst()) {
                guard case .success(let next) = expected("(\(function) \(Printer.write(.real(a))))"), let fa = next.doubleValue else {
                    continue
                }
                if abs(fa - b) > 1e-6 * max(1, abs(fa)) { return (a, b, fa) }
            }
            return nil
        }
        if let (a, b, fa) = breach(lasts) {
            guard firsts != lasts, breach(firsts) == nil else {
                return CheckResult(passed: false, line: line, details: [
                    "\(call) prints \(Printer.write(.real(a))) and then \(Printer.write(.real(b))); the guess after "
                        + "\(Printer.write(.real(a))) is \(Printer.write(.real(fa)))"])
            }
            guesses = firsts
        }
        return CheckResult(passed: true, line: line + " (\(guesses.count) guesses for \(call))")
    }

    /// A learner's text for a message: at most 60 characters, control characters escaped.
    static func brief(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7f {
                out += "\\x" + String(scalar.value, radix: 16) + ";"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.count <= 60 ? out : String(out.prefix(57)) + "..."
    }

    /// `,check`'s procedures are the session's: a name defined there.
    func sessionCandidate(_ name: String) -> Candidate? {
        guard let value = learner.lookup(name), case .closure(let closure) = value else { return nil }
        return Candidate(name: name, line: nil, formIndex: Int.max, value: value, parameters: closure.code.parameters,
                         rest: closure.code.restParameter, version: 0, versions: 1)
    }

    /// Why a name given with `--procedure` cannot be judged: `is 42, not a
    /// procedure`, `is the built-in procedure square, not one the file
    /// defines`, `not defined in FILE`.
    func notAProcedure(_ name: String, in fileName: String) -> String {
        guard let value = learner.lookup(name) else { return "not defined in \(fileName)" }
        if value.isProcedure {
            return "is the built-in procedure \(name), not one \(fileName) defines"
        }
        return "is \(Run.brief(value)), not a procedure"
    }

    /// The role's first name when the file calls the kit's built-in
    /// procedure of that name without defining one (see `Role.mayUseBuiltIn`).
    func usedBuiltIn(_ role: Role) -> String? {
        let name = role.names[0]
        guard !definedNames.contains(name), let value = learner.lookup(name), value.isProcedure else { return nil }
        if case .closure = value { return nil }
        return loadedForms.contains { Self.symbols(in: $0).contains(name) } ? name : nil
    }

    /// The role answered by a call the file shows (`ShownCall`): the
    /// first `(repeated smooth N)` anywhere in the file's forms, with the
    /// procedure the other role was judged as, is judged through the
    /// adapter, with the file's `repeated` (or the book's, supplied). Nil
    /// when the file has no such call.
    func judgeShownCall(_ role: Role, _ shown: ShownCall) -> CheckResult? {
        guard let argumentIndex = exercise.roleIndex(shown.argumentRole), let argument = judged[argumentIndex],
              case .closure? = learner.lookup(shown.head) else { return nil }
        for (formIndex, form) in loadedForms.enumerated() {
            var queue = [form]
            var found = false
            while let next = queue.popLast(), !found {
                guard let parts = next.listElements else {
                    if case .pair(let p) = next { queue += [p.car, p.cdr] }
                    continue
                }
                if parts.count == 3, case .symbol(let head) = parts[0], head.name == shown.head,
                   case .symbol(let first) = parts[1], first.name == argument {
                    found = true
                }
                queue += parts
            }
            guard found else { continue }
            // The call inside a procedure of the role's arity: that procedure
            // is the file's own (`smooth-nth-fold`, under a name the role
            // does not know), judged as it is.
            if Self.isProcedureDefinition(form), let name = ExerciseChecker.definedNames(form).first,
               case .closure(let closure)? = learner.lookup(name), closure.code.parameters.count == role.arity,
               closure.code.restParameter == nil {
                var (result, _) = checkValues(role, name, convention: role.conventions[0])
                let line = formIndex < formLines.count ? formLines[formIndex] : 0
                let what = role.label.isEmpty ? "`\(role.names[0])`" : "the \(role.label) procedure"
                result.details.insert("`\(name)` (line \(line)) is judged as \(what): it calls (\(shown.head) \(argument) n)", at: 0)
                result.procedure = name
                return result
            }
            let adapter = shown.adapter.replacing("ARG", with: argument)
            var result = checkValues(role, expression: adapter)
            let call = "(\(shown.head) \(argument) n)"
            result.line = result.line.replacing(adapter, with: call)
            let line = formIndex < formLines.count ? formLines[formIndex] : 0
            let what = role.label.isEmpty ? "`\(role.names[0])`" : "\(role.label) procedure"
            result.details.insert("\(source) defines no \(what) of its own: the call \(call) on line \(line) is judged "
                + "as one, \(adapter)", at: 0)
            result.procedure = call
            return result
        }
        return nil
    }

    /// A part of the exercise no procedure of the file fills (1.33's part
    /// (a)), written as a top-level expression instead: the call of the
    /// procedure its role is built on, in a form that mentions what the
    /// part is about (`(display (filtered-accumulate prime? + 0 identity 1
    /// 10 inc))`). Judged when it gives a number: right if it is the part's
    /// value for some of the numbers it is written with (a and b, or n; n
    /// also one past its last number, for a bound written as n - 1), else
    /// wrong. Nil when there is no such expression, or it gives no number
    /// (`a` and `b` unbound).
    func judgePartExpression(_ role: Role, _ part: PartOf) -> CheckResult? {
        guard let partRole = part.role, let roleIndex = exercise.roles.firstIndex(where: { $0.names[0] == partRole }),
              let called = judged[roleIndex], let arity = role.arity ?? referenceParameters(role)?.count,
              arity == 1 || arity == 2 else { return nil }
        // The first expression that is right, else the first that is wrong:
        // a demo above the answer (the sum of the primes, before the sum
        // of their squares) is not the answer.
        var firstWrong: (CheckResult, Int)?
        defer { if let firstWrong { partForms.insert(firstWrong.1) } }
        for (formIndex, form) in loadedForms.enumerated()
        where ExerciseChecker.definedNames(form).isEmpty && !partForms.contains(formIndex) {
            let symbols = Self.symbols(in: form)
            guard symbols.contains(called),
                  symbols.contains(where: { name in part.mentions.contains { name.contains($0) } }) else { continue }
            // The call itself, wherever it stands in the form.
            var queue = [form]
            var call: Value?
            while !queue.isEmpty, call == nil {
                let next = queue.removeFirst()
                guard case .pair(let p) = next else { continue }
                if case .symbol(let head) = p.car, head.name == called { call = next; break }
                var rest: Value = next
                while case .pair(let q) = rest { queue.append(q.car); rest = q.cdr }
            }
            guard let call, Self.symbols(in: call).contains(where: { name in part.mentions.contains { name.contains($0) } })
            else { continue }
            var numbers: [Int] = []
            var rest = call
            while case .pair(let q) = rest {
                if case .int(let n) = q.car, !numbers.contains(n) { numbers.append(n) }
                rest = q.cdr
            }
            let text = Printer.write(call)
            startCheck(steps: Self.quickStepBudget)
            guard case .success(let m) = measure(text), m.value.doubleValue != nil, !numbers.isEmpty else {
                if firstWrong != nil { break }
                return nil
            }
            // Positive numbers first: 1 and 10, not the null value 0 and 10.
            numbers = numbers.filter { $0 > 0 } + numbers.filter { $0 <= 0 }
            var tried: [[Int]] = []
            if arity == 2 {
                for x in numbers { for y in numbers where x <= y { tried.append([x, y]) } }
            } else {
                for n in numbers { tried += [[n], [n + 1]] }
            }
            let line = formIndex < formLines.count ? formLines[formIndex] : 0
            // The book's `prime?` calls 1 prime: a sum of the squares of
            // the primes from 1 with the file's own `prime?` that does adds
            // 1 (1.33's part (a)).
            let countsOne = part.mentions == ["prime"] && Self.symbols(in: call).contains("prime?")
                && definedNames.contains("prime?") && (try? measure("(prime? 1)").get().value.isTrue) == true
            for arguments in tried {
                let source = "(\(role.reference) \(arguments.map(String.init).joined(separator: " ")))"
                guard case .success(let expected) = expected(source) else { continue }
                let withOne = countsOne && arguments.count == 2 && arguments[0] <= 1 && arguments[1] >= 1
                    ? expected.doubleValue.map { Value.real($0 + 1) } : nil
                if Self.same(m.value, expected) || withOne.map({ Self.same(m.value, $0) }) == true {
                    partForms.insert(formIndex)
                    firstWrong = nil
                    return CheckResult(
                        passed: true, line: "\(part.called): the expression on line \(line) is right",
                        details: ["\(text) gives \(Self.show(m.value)), the part's value for "
                            + arguments.map(String.init).joined(separator: " and ")
                            + (Self.same(m.value, expected) ? "" : ", with 1 counted as a prime, as the file's `prime?` "
                                + "counts it (the book's too)")])
                }
            }
            // The numbers a learner means, as the report shows them: the
            // least and the greatest positive one (not a null value 0).
            let positive = numbers.filter { $0 > 0 }
            let meant = positive.isEmpty ? nil : arity == 2 ? [positive.min()!, positive.max()!] : [positive.max()!]
            let shown = meant.flatMap { arguments -> String? in
                let source = "(\(role.reference) \(arguments.map(String.init).joined(separator: " ")))"
                guard case .success(let expected) = expected(source) else { return nil }
                return "for \(arguments.map(String.init).joined(separator: " and ")) it is \(Self.show(expected))"
            }
            if firstWrong == nil {
                firstWrong = (CheckResult(
                    passed: false, line: "\(part.called): the expression on line \(line) is wrong",
                    details: ["\(text) gives \(Self.show(m.value)), which is not the part's value for its numbers"
                        + (shown.map { " (" + $0 + ")" } ?? "")]), formIndex)
            }
        }
        return firstWrong?.0
    }

    /// What the report says under a role it found no procedure for: what
    /// the file defines, what its names are bound to, what loading skipped.
    func notFoundDetails(_ role: Role, fileName: String) -> [String] {
        var details = ["\(fileName) defines " + procedureList()]
        let loaded = procedureList(loaded: true)
        if loaded != "no procedures" { details.append("the files it loads define " + loaded) }
        for name in role.names.prefix(1) {
            if let value = learner.lookup(name), !isDefined(name, for: role) {
                if value.isProcedure {
                    if case .closure = value {} else { details.append("`\(name)` is the built-in procedure, not one \(fileName) defines") }
                } else if definedNames.contains(name) {
                    details.append("`\(name)` is \(Run.brief(value)), not a procedure")
                }
            }
        }
        return details
    }
}

extension Role {
    /// The procedure as a sentence names it: "the iterative `product`",
    /// "`simpson`".
    var sentenceTitle: String {
        label.isEmpty ? "`\(names[0])`" : "the \(label) `\(names.min { $0.count < $1.count }!)`"
    }
}

