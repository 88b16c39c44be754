import SICPProcess
import SICPScheme

/// Finding a stream the exercise asks for (a role with `isStream`): the
/// file binds it at top level, `(define S (cons-stream 1 ...))`, under the
/// book's name or one of its own. The book's names are tried first, then the
/// file's other top-level streams (names like the book's first, then the
/// file's last first), then the role's `fallback` call; two roles never
/// share one stream.
extension Run {
    /// Whether `value` is a stream of at least one element, or Racket's
    /// `stream-cons` stream (a promise of one, which the stream procedures force).
    static func isStream(_ value: Value) -> Bool {
        if case .pair(let p) = value, case .promise = p.cdr { return true }
        if case .promise(let p) = value, p.isLazyStream { return true }
        return false
    }

    /// The checks of a stream role: its values check, on the stream `given`
    /// (`--procedure`), or else on the one found; `taken` are the streams
    /// other roles judged (their names, or calls). Returns the results and
    /// the stream judged (a name, or the fallback's call).
    func checkStream(_ role: Role, given: String?, taken: [String], fileName: String) -> (results: [CheckResult], stream: String?) {
        if let given {
            guard learner.lookup(given) != nil else {
                return ([CheckResult(passed: false, line: "\(given): not defined in \(fileName)")], nil)
            }
            return ([judgeStream(role, given)], given)
        }
        let streams = fileStreams(excluding: taken)
        var rejected: [CheckResult] = []
        for name in role.names where streams.contains(name) {
            let result = judgeStream(role, name)
            if result.passed { return ([result], name) }
            rejected.append(result)
        }
        // A definition of the role's name that did not load (3.71's
        // `(define ramanujan-numbers (filter-ramanujan numbers))`, which
        // stops): that is the file's answer, and no stream the search could
        // find under another name stands for it.
        if rejected.isEmpty, let failed = role.names.first(where: { definedNames.contains($0) && learner.lookup($0) == nil }) {
            return ([CheckResult(
                passed: false,
                line: "\(role.sentenceTitle): \(fileName)'s definition of `\(failed)` did not load: see the warning above")],
                nil)
        }
        // A procedure of the stream it filters in the stream's place (3.69's
        // `(define (pythagorean triple-stream) ...)`): judged as its call on
        // `appliedTo`, another role's procedure read as the file names it.
        // Or of the streams that stream is made of, as many as it takes
        // (3.69's `(define (pythagoras s t u) (stream-filter pytha? (triples
        // s t u)))`): the arguments of `appliedTo`'s call.
        var appliedResult: (CheckResult, String)?
        let appliedParts = role.appliedTo.flatMap { applied -> [String]? in
            var reader = Reader(applied)
            guard let form = try? reader.read(), let parts = form.listElements, parts.count > 2 else { return nil }
            return parts.dropFirst().map { Printer.write($0) }
        }
        func takes(_ name: String) -> Int? {
            guard definedNames.contains(name), case .closure(let closure)? = learner.lookup(name),
                  closure.code.restParameter == nil else { return nil }
            let count = closure.code.parameters.count
            return count == 1 || count == appliedParts?.count ? count : nil
        }
        if rejected.isEmpty, let applied = role.appliedTo, let name = role.names.first(where: { takes($0) != nil }) {
            var data = takes(name) == 1 ? applied : (appliedParts ?? []).joined(separator: " ")
            for (index, other) in exercise.roles.enumerated() where other.names != role.names {
                if let judgedName = judged[index], judgedName != other.names[0] {
                    data = data.replacing("(\(other.names[0]) ", with: "(\(judgedName) ")
                }
            }
            var result = judgeStream(role, "(\(name) \(data))")
            result.notes.append("`\(name)` is a procedure of " + (takes(name) == 1 ? "a stream" : "streams")
                + ": (\(name) \(data)) is judged as the book's stream `\(role.names[0])`")
            // Or of another stream, as the file's own call of it says
            // (`(pythagorean-triples integers)`): the search goes on.
            if result.passed { return ([result], "(\(name) \(data))") }
            appliedResult = (result, "(\(name) \(data))")
        }
        // Not a stream the book names for another role (3.59's `sine-series`
        // with the cosine's values: the two swapped).
        let booked = Set(exercise.roles.filter { $0.names != role.names }.map { $0.names[0] })
        let others = streams.filter { !role.names.contains($0) && !booked.contains($0) }
        let similar = others.filter { Self.isSimilar($0, to: role.names) }
        let deadline = ContinuousClock.now + searchBudget * 5
        let budget = stepsSpent + Self.searchStepBudget
        for name in similar + others.reversed().filter({ !similar.contains($0) })
            where stepsSpent < budget && ContinuousClock.now < deadline {
            guard screenStream(role, name) else { continue }
            var result = judgeStream(role, name)
            if result.passed {
                result.details.insert("`\(name)` is judged as \(role.sentenceTitle): it passes the checks", at: 0)
                return ([result], name)
            }
        }
        var fallbackResult: (CheckResult, String)?
        // The file's own procedure: the book's, supplied as a companion,
        // would compute the answer for it.
        if let fallback = role.fallback, case .closure? = learner.lookup(fallback.procedure),
           !suppliedCompanions.contains(fallback.procedure),
           let index = exercise.roles.firstIndex(where: { $0.names[0] == fallback.stream }),
           let stream = judged[index] {
            var call = fallback.call.replacing("STREAM", with: stream)
            var why = applies(fallback.procedure) ? ""
                : commentCalls(fallback.procedure) ? ", as a comment of the file calls `\(fallback.procedure)`"
                : ", which the file does not compute itself"
            // The file's own calls, none of them on that stream (3.65's
            // `(euler-transform (ln2-summands 1))`): the sequence the file
            // computes is the first of them, not the checker's call.
            let calls = appliedCalls(fallback.procedure)
            if !calls.isEmpty, !calls.contains(where: { Self.symbols(in: $0).contains(stream) }) {
                call = Printer.write(calls[0])
                why = ", the file's own call of `\(fallback.procedure)`, on another stream than `\(stream)`"
            }
            var result = judgeStream(role, call)
            result.details.insert("\(source) names no \(role.names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")): "
                + "the stream judged is \(call)" + why, at: 0)
            if result.passed { return ([result], call) }
            if rejected.isEmpty { fallbackResult = (result, call) }
        }
        // The tableau the file makes (3.65's `(make-tableau euler-transform
        // ln-stream)`, displayed row by row) where the accelerated sequence
        // is asked for: its rows' first elements, as `accelerated-sequence`
        // takes them.
        if role.fallback?.procedure == "accelerated-sequence" {
            let definitions = Self.lastDefinitions(in: loadedForms)
            for name in definedNames where !(learner.lookup(name)?.isProcedure ?? true) && rejected.isEmpty {
                guard name.contains("tableau") || definitions[name].map({ Self.symbols(in: $0).contains("make-tableau") }) == true
                else { continue }
                let call = "(stream-map stream-car \(name))"
                var result = judgeStream(role, call)
                result.details.insert("\(source) names no \(role.names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")): "
                    + "the stream judged is \(call), the first elements of the rows of its tableau `\(name)`, as "
                    + "accelerated-sequence takes them", at: 0)
                if result.passed { return ([result], call) }
                if fallbackResult == nil { fallbackResult = (result, call) }
            }
        }
        // A procedure of no arguments that returns the stream, or a stream
        // the file computes at top level without naming it.
        var unnamed = streamExpressions(role, excluding: taken)
        // A stream only a commented-out test line computes (`; (define r
        // (ramanujan (weighted-pairs ...)))`): when no stream of the book's
        // name failed (or did not load: a procedure of the name, such as
        // the `ramanujan` the comment calls, is no such stream), so that a
        // right version kept in a comment never stands for a wrong one the
        // file runs.
        if rejected.isEmpty, !role.names.contains(where: { name in
            definedNames.contains(name) && !(learner.lookup(name)?.isProcedure ?? false)
        }) {
            unnamed += commentedStreamExpressions(role, excluding: taken + unnamed.map(\.expression))
        }
        for candidate in unnamed where stepsSpent < budget && ContinuousClock.now < deadline {
            guard screenStream(role, candidate.expression) else { continue }
            var result = judgeStream(role, candidate.expression)
            if result.passed {
                result.details.insert(candidate.note, at: 0)
                return ([result], candidate.expression)
            }
        }
        // A procedure of one stream that the file never calls on its own
        // stream (3.71's `(define (rama-num seq) ...)` beside `(define obj
        // (weighted-pairs integers integers weight))`): each of the file's
        // last such procedures, on each of its streams, the last first.
        if rejected.isEmpty, fallbackResult == nil, appliedResult == nil {
            // Not one that prints (`display-stream`, which on an endless
            // stream prints until its steps run out: 3 s a stream).
            let procedures = candidates.filter {
                $0.arity == 1 && $0.version == $0.versions - 1 && !isLoaded($0) && !prints($0.name)
            }
            // The streams by their last definitions, the last first (a
            // file's own `seq` after the one of the file it loads).
            var seen = Set<String>()
            let lastDefined = definedNames.reversed().filter { streams.contains($0) && seen.insert($0).inserted }
            search: for procedure in procedures.reversed().prefix(6) {
                for stream in lastDefined.prefix(4) {
                    guard stepsSpent < budget, ContinuousClock.now < deadline else { break search }
                    let call = "(\(procedure.name) \(stream))"
                    guard screenStream(role, call) else { continue }
                    var result = judgeStream(role, call)
                    guard result.passed else { continue }
                    result.details.insert("\(source) names no \(role.names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")): "
                        + "the stream judged is \(call), its procedure \(procedure.reference) on its stream `\(stream)`, "
                        + "which it does not compute itself", at: 0)
                    return ([result], call)
                }
            }
        }
        if let (result, call) = fallbackResult { return ([result], call) }
        if let (result, call) = appliedResult { return ([result], call) }
        if let first = rejected.first { return ([first], first.procedure) }
        if let printed = printedStream(role) { return ([printed], nil) }
        if let printed = printedNumbers(role) { return ([printed], nil) }
        var looked = role.names.joined(separator: ", ")
        if let fallback = role.fallback {
            looked += "; or \(fallback.call.replacing("STREAM", with: fallback.stream)), with the file's \(fallback.procedure)"
        }
        // The streams other roles were judged as are not this one's.
        let defined = fileStreams(excluding: taken)
        let other = fileStreams(excluding: []).count > defined.count ? "other " : ""
        var details = [defined.isEmpty
            ? "\(fileName) defines no \(other)stream at top level"
            : "\(fileName) defines the \(other)" + (defined.count == 1 ? "stream " : "streams ")
                + defined.joined(separator: ", ") + ", and " + (defined.count == 1 ? "it does not pass" : "none of them passes")
                + " the checks"]
        if !unnamed.isEmpty {
            details[0] += unnamed.count == 1
                ? ", and the one unnamed stream it computes does not pass the checks"
                : ", and none of the \(unnamed.count) unnamed streams it computes passes the checks"
        }
        // A definition that did not load (a first element that never comes).
        for name in role.names where definedNames.contains(name) && learner.lookup(name) == nil {
            details.append("\(fileName)'s definition of `\(name)` did not load: see the warning above")
        }
        return ([CheckResult(
            passed: false,
            line: "\(role.sentenceTitle): not found (looked for \(looked); name yours with --procedure NAME)",
            details: details)],
            nil)
    }

    /// Whether the file calls `procedure` somewhere other than in its own
    /// definitions. A fallback stream (`(euler-transform ln2-stream)`) the
    /// file does not compute itself (it defines the book's `euler-transform`
    /// and only passes it on to `accelerated-sequence`) is judged all the
    /// same, and the report says so.
    func applies(_ procedure: String) -> Bool {
        let own = Set(candidates.filter { $0.name == procedure }.map(\.formIndex))
        func walk(_ value: Value, _ depth: Int) -> Bool {
            guard depth < 200, case .pair(let p) = value else { return false }
            if case .symbol(let head) = p.car, head.name == "quote" { return false }
            if case .symbol(let head) = p.car, head.name == procedure { return true }
            var rest: Value = value
            while case .pair(let q) = rest {
                if walk(q.car, depth + 1) { return true }
                rest = q.cdr
            }
            return false
        }
        return loadedForms.indices.contains { !own.contains($0) && walk(loadedForms[$0], 0) }
    }

    /// The file's calls of `procedure` in its top-level forms other than
    /// definitions of procedures, outermost first: a value's definition
    /// (`(define ln2-accelerated (euler-transform (ln2-summands 1)))`) is a
    /// call the file makes.
    func appliedCalls(_ procedure: String) -> [Value] {
        loadedForms.compactMap { form -> Value? in
            if ExerciseChecker.definedNames(form).isEmpty { return form }
            // `(define NAME EXPR)`, EXPR not a lambda.
            guard case .pair(let p) = form, case .symbol(let head) = p.car, head.name == "define",
                  case .pair(let rest) = p.cdr, case .symbol = rest.car,
                  case .pair(let body) = rest.cdr, case .null = body.cdr else { return nil }
            if case .pair(let e) = body.car, case .symbol(let h) = e.car, h.name == "lambda" || h.name == "λ" { return nil }
            return body.car
        }.flatMap { Self.calls(of: [procedure], in: $0) }
    }

    /// The calls of `procedures` in `form`, outside quoted data, outermost
    /// first (at most `limit`, 200 lists deep, over a million pairs at most:
    /// a circular list ends the walk).
    static func calls(of procedures: Set<String>, in form: Value, limit: Int = 20) -> [Value] {
        var calls: [Value] = []
        var left = 1_000_000
        func walk(_ value: Value, _ depth: Int) {
            guard depth < 200, calls.count < limit, left > 0, case .pair(let p) = value else { return }
            if case .symbol(let head) = p.car {
                if head.name == "quote" { return }
                if procedures.contains(head.name) { calls.append(value) }
            }
            var rest: Value = value
            while case .pair(let q) = rest, left > 0 {
                left -= 1
                walk(q.car, depth + 1)
                rest = q.cdr
            }
        }
        walk(form, 0)
        return calls
    }

    /// Whether a comment of the file calls `procedure`: a file whose demo
    /// lines are commented out, `; (display-stream (euler-transform
    /// ln2-stream))` (a display of an endless stream never ends), shows the
    /// sequence it computes.
    func commentCalls(_ procedure: String) -> Bool {
        let call = "(" + procedure + " "
        for line in sourceText.split(separator: "\n", omittingEmptySubsequences: true) {
            var inString = false
            var previous: Character = " "
            for (offset, character) in line.enumerated() {
                if character == "\"" && previous != "\\" { inString.toggle() }
                if character == ";" && !inString {
                    if line.dropFirst(offset).contains(call) { return true }
                    break
                }
                previous = character
            }
        }
        var rest = sourceText[...]
        while let open = rest.firstRange(of: "#|") {
            guard let close = rest[open.upperBound...].firstRange(of: "|#") else { break }
            if rest[open.upperBound..<close.lowerBound].contains(call) { return true }
            rest = rest[close.upperBound...]
        }
        return false
    }

    /// A file that prints the stream's elements instead of returning the
    /// stream (3.71's `(display-ramanujan-numbers 6)`, each line `1729 (1 12)
    /// (9 10)`): the first procedure of one argument (or none) whose
    /// definition prints, called on the count a case takes (`(stream-head
    /// NAME 6)`), judged by the data on its first lines in the stream's
    /// place, with a note; nil when no procedure prints them (wrong ones
    /// are reported only from a procedure named like the role).
    func printedStream(_ role: Role) -> CheckResult? {
        guard let template = role.cases.first?.first,
              let match = template.firstMatch(of: /\(stream-head NAME (\d+)\)/), let count = Int(match.1) else { return nil }
        let printers = procedures.filter { p in
            guard p.rest == nil, p.arity <= 1,
                  let form = candidates.last(where: { $0.name == p.name })?.formIndex, form < loadedForms.count
            else { return false }
            return Self.symbols(in: loadedForms[form]).contains { name in
                Self.printingCalls.contains(name) && !name.hasPrefix("stream")
                    || ["display", "print", "show"].contains { name.hasPrefix($0) } && name != p.name
            }
        }
        for printer in printers.prefix(4) {
            let call = printer.arity == 1 ? "(\(printer.name) \(count))" : "(\(printer.name))"
            startCheck()
            _ = measure(call)
            var elements: [Value] = []
            for line in learnerOutput.collected.split(separator: "\n") where elements.count < count {
                guard let data = try? Reader.readAll(String(line)) else { continue }
                let kept = data.filter { value in
                    if value.doubleValue != nil { return true }
                    if case .pair = value { return true }
                    return false
                }
                if kept.isEmpty { continue }
                elements.append(kept.count == 1 ? kept[0] : Value.list(kept, tail: .null))
            }
            guard elements.count == count else { continue }
            let printed = "'" + Printer.write(Value.list(elements, tail: .null))
            let source = template.replacing(match.0, with: printed)
            guard case .success(let expected) = expected(template.replacing("NAME", with: role.reference)) else { return nil }
            startCheck()
            let got = measure(source)
            guard case .success(let value) = got, value.value.doubleValue == nil else { continue }
            let right = Self.same(value.value, expected, role.tolerance)
            // Wrong elements from a procedure not named for the role may be another demo's.
            if !right && !Self.isSimilar(printer.name, to: role.names) { continue }
            let note = "`\(printer.name)` prints the elements instead of returning a stream: the first \(count) it prints "
                + "for \(call) were judged (exercise \(exercise.number) asks for a stream)"
            return CheckResult(
                passed: right, line: "\(printer.name): " + (right ? "prints the right \(count) elements" : "prints wrong elements"),
                details: right ? [] : ["\(call) prints \(Self.show(value.value)), expected \(Self.show(expected))"],
                procedure: printer.name, notes: right ? [note] : [])
        }
        return nil
    }

    /// The names the file binds at top level to streams, in its order,
    /// each once, but `taken`.
    func fileStreams(excluding taken: [String]) -> [String] {
        var seen = Set<String>()
        return definedNames.filter { name in
            guard seen.insert(name).inserted, !taken.contains(name), let value = learner.lookup(name) else { return false }
            return Self.isStream(value)
        }
    }

    /// The file's streams without a name of their own, as expressions: a
    /// call of each procedure of no arguments (`(pythagorean-triples)`;
    /// the role's names first), then each call inside the file's top-level
    /// expressions, outermost first (3.70's `(stream-head (weighted-pairs
    /// integers integers weight) 10)`), each with the note that says which
    /// was judged. At most `streamExpressionLimit` of them.
    func streamExpressions(_ role: Role, excluding taken: [String]) -> [(expression: String, note: String)] {
        var result: [(expression: String, note: String)] = []
        // Not the file's tests and demos (`test-3.69`, `show-triples`): they print.
        let thunks = procedures.filter { p in
            p.arity == 0 && p.rest == nil && !Self.demoPrefixes.contains { p.name.lowercased().hasPrefix($0) }
        }.map(\.name)
        let likeRole = thunks.filter { role.names.contains($0) }
            + thunks.filter { !role.names.contains($0) && Self.isSimilar($0, to: role.names) }
        func thunk(_ name: String) -> (expression: String, note: String) {
            ("(\(name))", "`\(name)` is a procedure of no arguments: the stream judged is (\(name))")
        }
        for name in likeRole where !taken.contains("(\(name))") { result.append(thunk(name)) }
        var seen = Set(taken + result.map(\.expression))
        // A stream the file defines and then defines again under the same
        // name (3.70's `sums` for (a), then for (b)): the earlier value, its
        // expression evaluated with the file's bindings as they stand.
        for (index, name, expression, replaced) in valueDefinitions().reversed()
        where replaced && !(learner.lookup(name)?.isProcedure ?? false) {
            let text = Printer.write(expression)
            guard text.count <= 300, seen.insert(text).inserted, case .pair(let call) = expression,
                  case .symbol(let head) = call.car, learner.lookup(head.name)?.isProcedure ?? false else { continue }
            let line = index < formLines.count ? formLines[index] : 0
            result.append((text, "the stream judged is the value of the file's earlier definition of `\(name)` (line \(line)), "
                + "which a later one replaces: \(text)"))
        }
        for name in thunks where !likeRole.contains(name) && seen.insert("(\(name))").inserted { result.append(thunk(name)) }
        // Forms that call the exercise's own procedures first (3.70's
        // `(weighted-pairs integers integers weight-a)` in a file of
        // 3.67-3.72, whose earlier streams would fill the list).
        let own = Set(exercise.roles.flatMap(\.names) + judged.values)
        let forms = Array(loadedForms.enumerated())
        let ordered = forms.filter { !Self.symbols(in: $0.element).isDisjoint(with: own) }
            + forms.filter { Self.symbols(in: $0.element).isDisjoint(with: own) }
        for (index, form) in ordered where ExerciseChecker.definedNames(form).isEmpty {
            var queue = [form]
            while !queue.isEmpty, result.count < Self.streamExpressionLimit {
                let call = queue.removeFirst()
                guard case .pair(let p) = call, case .symbol(let head) = p.car,
                      !Self.notStreamCalls.contains(head.name),
                      learner.lookup(head.name)?.isProcedure ?? false else { continue }
                let text = Printer.write(call)
                // A call of the file's demos (`display-ramanujan-numbers`) is not tried: it prints, and takes long.
                let prints = Self.printingCalls.contains(head.name)
                    || Self.demoPrefixes.contains(where: { head.name.lowercased().hasPrefix($0) })
                if !prints, seen.insert(text).inserted, text.count <= 300 {
                    let line = index < formLines.count ? formLines[index] : 0
                    let from = innerExpressions[index].map {
                        "from an expression inside `\($0.procedure)` (line \($0.line)), its definitions evaluated as if at top level"
                    } ?? "from the expression on line \(line)"
                    result.append((text, "the file names no \(role.names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")): "
                        + "the stream judged is \(text), " + from))
                }
                var rest = p.cdr
                while case .pair(let argument) = rest {
                    queue.append(argument.car)
                    rest = argument.cdr
                }
            }
        }
        // Last, a procedure of the role's name (or one like it) that takes
        // a stream, on each of the file's streams: 3.71's `(ramanujan r)`,
        // the file's `r` its weighted pairs, when the file never makes the call.
        let streams = fileStreams(excluding: taken)
        // Not one that prints (`display-stream`, like `sine-stream` by its
        // word `stream`: on an endless stream it prints until its steps
        // run out, 3 s a stream).
        let filters = procedures.filter { p in
            p.arity == 1 && p.rest == nil && (role.names.contains(p.name) || Self.isSimilar(p.name, to: role.names))
                && !prints(p.name)
        }.map(\.name)
        for name in filters {
            for stream in streams.prefix(8) where stream != name && seen.insert("(\(name) \(stream))").inserted {
                result.append(("(\(name) \(stream))", "`\(name)` takes a stream: the stream judged is (\(name) \(stream)), "
                    + "with the file's `\(stream)`"))
            }
        }
        return Array(result.prefix(Self.streamExpressionLimit))
    }

    /// The calls of the file's procedures in its commented-out lines (a
    /// definition's value for a commented definition), as
    /// `streamExpressions` gives them.
    func commentedStreamExpressions(_ role: Role, excluding taken: [String]) -> [(expression: String, note: String)] {
        var result: [(expression: String, note: String)] = []
        var seen = Set(taken)
        for (line, form) in commentedForms() {
            var queue: [Value] = [form]
            if case .pair(let p) = form, case .symbol(let head) = p.car, head.name == "define",
               case .pair(let rest) = p.cdr, case .symbol = rest.car, case .pair(let value) = rest.cdr {
                queue = [value.car]
            }
            while !queue.isEmpty, result.count < Self.streamExpressionLimit {
                let call = queue.removeFirst()
                guard case .pair(let p) = call, case .symbol(let head) = p.car, !Self.notStreamCalls.contains(head.name),
                      learner.lookup(head.name)?.isProcedure ?? false else { continue }
                let text = Printer.write(call)
                let prints = Self.printingCalls.contains(head.name)
                    || Self.demoPrefixes.contains(where: { head.name.lowercased().hasPrefix($0) })
                if !prints, definedNames.contains(head.name), seen.insert(text).inserted, text.count <= 300 {
                    result.append((text, "the file binds no stream named \(role.names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")): "
                        + "the stream judged is \(text), from the commented-out line \(line)"))
                }
                var rest = p.cdr
                while case .pair(let argument) = rest {
                    queue.append(argument.car)
                    rest = argument.cdr
                }
            }
        }
        return result
    }

    /// The forms of the file's commented-out lines, with the line each
    /// starts on: a run of lines that hold only a comment, read as Scheme
    /// (each line alone when the run does not read).
    func commentedForms() -> [(line: Int, form: Value)] {
        var forms: [(line: Int, form: Value)] = []
        var run: [(line: Int, text: String)] = []
        func flush() {
            defer { run = [] }
            guard !run.isEmpty else { return }
            let joined = run.map(\.text).joined(separator: "\n")
            if (try? Reader.readAll(joined)) != nil {
                var reader = Reader(joined)
                while let datum = try? reader.read() {
                    forms.append((run[max(1, min(reader.lastDatumLocation.line, run.count)) - 1].line, datum))
                }
                return
            }
            for entry in run {
                guard let data = try? Reader.readAll(entry.text) else { continue }
                for datum in data { forms.append((entry.line, datum)) }
            }
        }
        for (index, raw) in sourceText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let (code, comment) = Self.splitComment(String(raw))
            guard code.allSatisfy({ $0 == " " || $0 == "\t" }), let comment else {
                flush()
                continue
            }
            let text = comment.drop { $0 == ";" }
            guard text.contains("(") || !run.isEmpty else { flush(); continue }
            run.append((index + 1, String(text)))
            if forms.count > 200 { break }
        }
        flush()
        // Not a form that shares pairs (`#0=(f . #0#)`, datum labels): the
        // walks over its calls follow cdrs without bound.
        return forms.filter {
            guard case .pair = $0.form else { return false }
            return !Self.sharesPairs($0.form)
        }
    }

    /// Calls whose value, and whose arguments, are no stream of the file's.
    static let notStreamCalls: Set<String> = ["quote", "quasiquote", "lambda", "λ", "define", "load", "let", "let*",
                                              "letrec", "do", "cons-stream", "delay", "set!"]
    /// Calls that print or take a stream's first elements: their arguments
    /// are tried, not their values.
    static let printingCalls: Set<String> = ["display", "newline", "display-stream", "display-line", "write",
                                             "print", "pp", "show-stream", "print-stream", "stream-for-each",
                                             "stream-head", "stream->list", "stream-ref", "stream-tail"]

    /// Whether the file's procedure `name` prints: one of the printing
    /// calls, named as a demo is, or calling `display`, `newline` or
    /// `write` itself or through the procedures it calls.
    func prints(_ name: String) -> Bool {
        Self.printingCalls.contains(name) || Self.demoPrefixes.contains { name.lowercased().hasPrefix($0) }
            || !reachedAsBound(from: name).isDisjoint(with: ["display", "newline", "write", "write-line", "write-string",
                                                              "write-char", "pp"])
    }

    /// How the names of a file's tests and demos begin.
    static let demoPrefixes = ["test", "show", "print", "display", "run", "main", "demo", "check", "ex-", "exercise"]

    /// The most unnamed streams one role tries.
    static let streamExpressionLimit = 40

    /// The values check of a stream role on `stream` (a name or a call).
    func judgeStream(_ role: Role, _ stream: String) -> CheckResult {
        streamNames = ownNames(in: stream)
        defer { streamNames = [] }
        var (result, _) = checkValues(role, stream, convention: role.conventions[0])
        // Elements of another shape (dotted pairs, runs of pairs): the first
        // such convention that passes; else its report, when every case of
        // the book's shape stopped with an error (a `cadr` of a dotted pair)
        // and its own cases gave values.
        if !result.passed {
            let erred = !result.cases.isEmpty && result.cases.allSatisfy { $0.verdict == "error" }
            var other: CheckResult?
            for convention in role.conventions.dropFirst() where convention.note != nil {
                let (judged, _) = checkValues(role, stream, convention: convention)
                if judged.passed { other = judged; break }
                if erred, other == nil, judged.cases.contains(where: { $0.verdict != "error" }) { other = judged }
            }
            if let other { result = other }
        }
        result.procedure = stream
        return result
    }

    /// The names the file defines that `stream` (a name or an expression) mentions.
    func ownNames(in stream: String) -> Set<String> {
        var reader = Reader(stream)
        guard let form = try? reader.read() else { return [] }
        return Self.symbols(in: form).intersection(definedNames)
    }

    /// Whether `stream` gives the right value on the role's first case, quickly.
    func screenStream(_ role: Role, _ stream: String) -> Bool {
        guard let arguments = role.cases.first else { return true }
        let saved = quickSteps
        quickSteps = Self.quickStepBudget
        streamNames = ownNames(in: stream)
        defer { quickSteps = saved; streamNames = [] }
        let book = role.conventions[0]
        guard case .success(let expected) = expected(book.render(role.reference, arguments)) else { return false }
        // Or the value of a reading the exercise leaves open (3.65's
        // partial sums from 0).
        var readings = [expected]
        for variant in role.variants where variant.standsWith == nil {
            guard let procedure = variant.procedure,
                  case .success(let value) = self.expected(book.render(procedure, variant.transform(arguments))) else { continue }
            readings.append(value)
        }
        return role.conventions.enumerated().contains { index, convention in
            guard index == 0 || convention.note != nil else { return false }
            startCheck(steps: checker.stepLimit)
            guard case .success(let m) = measure(convention.render(stream, arguments)) else { return false }
            return readings.contains { Self.same(m.value, $0, role.tolerance) }
        }
    }
}

extension Run {
    /// When the first element of `stream` is not a number: which part of
    /// each element was judged (the number it carries, or its pairs' weight).
    func elementNote(_ stream: String, weight: String) -> String? {
        streamNames = ownNames(in: stream)
        defer { streamNames = [] }
        startCheck(steps: screenLimit)
        guard case .success(let first) = measure("(stream-car \(stream))"), first.value.doubleValue == nil,
              case .success(let number) = measure("(element-number (stream-car \(stream)) \(weight))"),
              number.value.doubleValue != nil else { return nil }
        let element = Self.show(first.value), n = Self.show(number.value)
        if case .string = first.value {
            return "its elements are strings: each was judged by the largest number it writes (\(n) in \(element))"
        }
        if case .success(let twice) = measure("(let ((x (stream-car \(stream)))) (and (number-pair? x) "
                + "(= (car x) (pair-second x) (element-number x \(weight)))))"), twice.value.isTrue {
            return "its elements are not numbers: each was judged by the number it gives twice (\(n) for \(element))"
        }
        if case .success(let single) = measure("(number-pair? (stream-car \(stream)))"), single.value.isTrue {
            return "its elements are not numbers: each was judged by its pair's weight (\(n) for \(element))"
        }
        // The book's own shape for 3.72, (325 (1 18) (6 17) (10 15)): nothing to say.
        if case .pair(let p) = first.value, p.car.doubleValue != nil { return nil }
        if case .success(let parts) = measure("(filter number? (element-parts (stream-car \(stream))))"),
           parts.value.listElements?.count == 1 {
            return "its elements are not numbers: each was judged by the one number it carries (\(n) in \(element))"
        }
        return "its elements are not numbers: each was judged by the weight its pairs share (\(n) for \(element))"
    }
}

extension Run {
    /// The role filled by a stream the file computes at top level (see
    /// `ValueCheck`), the last defined first; nil when the file has none.
    func judgeValueCheck(_ role: Role, _ check: ValueCheck) -> CheckResult? {
        guard let usedIndex = exercise.roleIndex(check.uses), let used = judged[usedIndex] else { return nil }
        // The names the file defines with it, directly or through another
        // (`(define smoothed (smooth sense-data))`, then the detector).
        var madeWith: Set<String> = [used]
        for _ in 0..<3 {
            for form in loadedForms where !Self.symbols(in: form).isDisjoint(with: madeWith) {
                madeWith.formUnion(ExerciseChecker.definedNames(form))
            }
        }
        var seen = Set<String>()
        // Over the book's data, which the file does not define (its
        // `(define zero-crossings (stream-map ... (smooth sense-data) ...))`
        // stopped there): the expression, as a procedure of the data.
        // Over its own sample of the data too (a short, clean `sense-data`
        // shows no noise, and a detector that compares the raw signal with
        // the smoothed one passes on it).
        if let data = check.data, let convention = check.dataConvention,
           learner.lookup(data) == nil || definedNames.contains(data) {
            let ownData = learner.lookup(data) != nil
            for (formIndex, form) in loadedForms.enumerated().reversed() {
                guard let parts = form.listElements, parts.count == 3, case .symbol(let head) = parts[0],
                      head.name == "define", case .symbol(let defined) = parts[1],
                      check.words.contains(where: { defined.name.lowercased().contains($0) }),
                      case .pair = parts[2], learner.lookup(defined.name)?.isProcedure != true
                else { continue }
                let symbols = Self.symbols(in: parts[2])
                guard symbols.contains(data), !symbols.isDisjoint(with: madeWith) else { continue }
                let procedure = "sicp-check-\(defined.name)-of-data"
                let definition = Value.list([.symbol(Symbol.intern("define")), .symbol(Symbol.intern(procedure)),
                                             .list([.symbol(Symbol.intern("lambda")), .list([.symbol(Symbol.intern(data))]), parts[2]])])
                guard (try? learner.evaluate(datum: definition)) != nil else { continue }
                let line = formIndex < formLines.count ? formLines[formIndex] : 0
                var result = checkValues(role, procedure, convention: convention).0
                result.line = result.line.replacing(procedure, with: defined.name)
                result.details = result.details.map { $0.replacing(procedure, with: "(lambda (\(data)) ...)") }
                result.procedure = defined.name
                result.notes.insert("`\(defined.name)` (line \(line)) is \(check.called) made with `\(used)` over `\(data)`, "
                    + (ownData ? "of which \(source) defines a sample of its own" : "which \(source) does not define")
                    + ": judged as a procedure of it, (lambda (\(data)) ...)", at: 0)
                return result
            }
        }
        for (formIndex, form) in loadedForms.enumerated().reversed() {
            for name in ExerciseChecker.definedNames(form) where seen.insert(name).inserted {
                let lowered = name.lowercased()
                guard check.words.contains(where: { lowered.contains($0) }), definedNames.contains(name),
                      let value = learner.lookup(name), case .pair = value, !value.isProcedure,
                      !Self.symbols(in: form).isDisjoint(with: madeWith) else { continue }
                let line = formIndex < formLines.count ? formLines[formIndex] : 0
                let expression = check.expression.replacing("NAME", with: name)
                startCheck(steps: Self.quickStepBudget)
                let what = "\(name): the stream on line \(line), \(check.called) made with `\(used)`"
                switch measure(expression) {
                case .success(let m) where { if case .bool(true) = m.value { return true } else { return false } }():
                    return CheckResult(passed: true, line: what, procedure: name)
                case .success:
                    return CheckResult(passed: false, line: what, details: ["\(expression) gave #f, not #t: " + check.message],
                                       procedure: name)
                case .failure(let failure):
                    return CheckResult(passed: false, line: what, details: ["\(expression) " + describe(failure)],
                                       procedure: name)
                }
            }
        }
        return nil
    }
}

extension Run {
    /// A stream role the file answers by printing its numbers at top level
    /// (3.71's Ramanujan numbers, one a line, or 3.72's `(1 18),(6 17),(10
    /// 15)-->325`), with no stream to judge: right when, on consecutive lines
    /// of one top-level expression's output, the last whole number of each
    /// line (or the first of each) gives the first five or more of
    /// `Role.printedNumbers`, in order.
    /// Nil when no output does.
    func printedNumbers(_ role: Role) -> CheckResult? {
        guard let numbersSource = role.printedNumbers, case .success(let list) = expected(numbersSource),
              let numbers = list.listElements?.map({ Printer.write($0) }), numbers.count >= 5 else { return nil }
        // The last whole number of each line, or the first (a line that
        // shows the number before its pairs: `(1729 (1 12) (9 10))`).
        let lines = loadOutputs.reversed().flatMap { formIndex, text in
            let split = text.split(separator: "\n")
            return [(formIndex, split.compactMap { $0.split { !$0.isNumber }.last.map(String.init) }),
                    (formIndex, split.compactMap { $0.split { !$0.isNumber }.first.map(String.init) })]
        }
        for (formIndex, lasts) in lines {
            for start in lasts.indices where lasts[start] == numbers[0] {
                var count = 0
                while count < numbers.count, start + count < lasts.count, lasts[start + count] == numbers[count] { count += 1 }
                guard count >= 5 else { continue }
                let line = formIndex < formLines.count ? formLines[formIndex] : 0
                return CheckResult(
                    passed: true,
                    line: "the expression on line \(line) prints the first \(count): " + numbers.prefix(count).joined(separator: ", "),
                    notes: ["\(source) prints the numbers instead of making a stream: judged by what "
                        + "it prints (exercise \(exercise.number) asks for a stream)"])
            }
        }
        return nil
    }
}

