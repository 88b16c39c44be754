import SICPScheme

extension Run {
    /// The result of a role with a reading that computes only a part of what
    /// the file must compute (see `PartValue`), or nil to keep `results`:
    /// the part's reading passes with a note, naming the line when a number
    /// the file's top level computed is the whole; a file without the role
    /// whose top level computes the part and never the whole passes too,
    /// with a note (the learners' judges took e − 2 for 1.38's answer).
    func judgingPart(_ part: PartValue, role: Role, _ results: [CheckResult]?, others: Set<String> = []) -> CheckResult? {
        func near(_ target: Double) -> (line: Int, text: String, value: Double, symbols: Set<String>)? {
            topLevelNumbers.first { abs($0.value - target) <= part.tolerance }
        }
        let whole = near(part.whole)
        if let first = results?.first, first.passed, first.notes.contains(where: { $0.contains(part.variantNote) }) {
            var result = first
            let name = first.procedure ?? role.names[0]
            result.notes.removeAll { $0.contains(part.variantNote) }
            if let whole {
                result.notes.append("`\(name)` gives \(part.partName), and line \(whole.line) \(part.completes): "
                    + "\(whole.text) gives \(Printer.write(.real(whole.value)))")
                return result
            }
            result.notes.append("`\(name)` gives \(part.partName), and no top-level expression of \(source) "
                + "\(part.completes) to it for \(part.wholeName) itself: passed, as the fraction is what the exercise computes")
            return result
        }
        guard results == nil, whole == nil else { return nil }
        guard let shown = near(part.part) else { return stopped(part, role: role, others: others) }
        return CheckResult(
            passed: true, line: "\(role.partOf?.called ?? role.sentenceTitle): line \(shown.line), \(shown.text), gives "
                + "\(Printer.write(.real(shown.value))), \(part.partName)",
            notes: ["no top-level expression of \(source) \(part.completes) to it for \(part.wholeName) itself: passed, "
                + "as the fraction is what the exercise computes"])
    }
}

extension Run {
    /// The result of a role the file has no procedure for, when the file's
    /// top level computes it only with a call of the exercise's procedure
    /// (`partOf.calls`) on another role's (1.38's `(cont-frac (lambda (x)
    /// 1.0) de 1000 999)`), no such call gave a number, and one stopped
    /// with an error: the file's approximation does not run. Not an
    /// unbound name (a built-in of another Scheme), nor a step limit. Nil
    /// otherwise.
    func stopped(_ part: PartValue, role: Role, others: Set<String>) -> CheckResult? {
        guard let calls = role.partOf?.calls, !others.isEmpty else { return nil }
        func uses(_ symbols: Set<String>) -> Bool {
            !symbols.isDisjoint(with: calls) && !symbols.isDisjoint(with: others)
        }
        guard !topLevelNumbers.contains(where: { uses($0.symbols) }),
              let failure = topLevelFailures.first(where: { uses($0.symbols) && !$0.error.contains(";Unbound variable:") })
        else { return nil }
        return CheckResult(
            passed: false, line: "\(role.partOf?.called ?? role.sentenceTitle): line \(failure.line), \(failure.text), "
                + "stopped with \(failure.error)",
            details: ["\(source)'s own computation of \(part.wholeName) does not run: exercise \(exercise.number) asks for "
                + "a program that approximates \(part.wholeName)"])
    }

    /// The result of a role the file has no procedure for, when its top
    /// level computes with `shown.caller` and never the value (see
    /// `ShownValue`), or nil.
    func judgingShown(_ shown: ShownValue, role: Role) -> CheckResult? {
        guard !topLevelNumbers.contains(where: { abs($0.value - shown.value) <= shown.tolerance }),
              let line = topLevelNumbers.first(where: { $0.symbols.contains(shown.caller) })?.line,
              // The form's last number: what a call that prints each guess ends on.
              let first = topLevelNumbers.last(where: { $0.line == line && $0.symbols.contains(shown.caller) })
        else { return nil }
        // A procedure of the file that calls it may compute the value
        // where the checker does not look.
        let callers = loadedForms.filter { form in
            Self.isProcedureDefinition(form) && !ExerciseChecker.definedNames(form).contains(shown.caller)
                && Self.symbols(in: form).contains(shown.caller)
        }
        guard callers.isEmpty else { return nil }
        return CheckResult(
            passed: false, line: "\(role.sentenceTitle): not found: line \(first.line), \(first.text), gives "
                + "\(Printer.write(.real(first.value))), not \(shown.name)",
            details: ["no procedure of \(source) computes \(shown.name), and none of the numbers its top level computes "
                + "is within \(Printer.write(.real(shown.tolerance))) of \(Printer.write(.real(shown.value)))"])
    }
}

extension Run {
    /// The result of a role the file has no procedure for, when a number
    /// its top level computes with the exercise's procedure, or a procedure
    /// of no arguments gives, is near what the role approximates (see
    /// `Approximation`): passed, naming the line or the procedure. Nil
    /// otherwise.
    func judgeApproximation(_ role: Role, _ approximation: Approximation) -> CheckResult? {
        let callable = Set(definedNames.filter { name in approximation.calls.contains { name.contains($0) } })
        guard !callable.isEmpty else { return nil }
        for number in topLevelNumbers where !number.symbols.isDisjoint(with: callable) {
            guard let target = approximation.values.first(where: { abs(number.value - $0.value) <= $0.tolerance })
            else { continue }
            return CheckResult(
                passed: true,
                line: "\(approximation.called): line \(number.line), \(number.text), gives "
                    + "\(Printer.write(.real(number.value))), \(target.name)",
                notes: ["\(source) defines no procedure for it (looked for \(role.names.prefix(3).joined(separator: ", ")) "
                    + "and procedures that call `\(callable.sorted().joined(separator: "`, `"))`): its top-level "
                    + "expression was judged"])
        }
        // A procedure of no arguments, under the role's name or calling the
        // exercise's procedure (`(define (approximate-pi) (* 4 (product
        // pi-term 1.0 pi-next 1000)))`): the file chose n; its value judged.
        let thunks = candidates.filter { candidate in
            candidate.arity == 0 && !isLoaded(candidate) && candidate.version == candidate.versions - 1
                && (role.names.contains(candidate.name)
                    || (loadedForms.indices.contains(candidate.formIndex)
                        && !Self.symbols(in: loadedForms[candidate.formIndex]).isDisjoint(with: callable)))
        }
        for thunk in thunks.prefix(4) {
            startCheck()
            guard case .success(let measured) = measure("(\(thunk.name))"), let value = measured.value.doubleValue,
                  let target = approximation.values.first(where: { abs(value - $0.value) <= $0.tolerance }) else { continue }
            return CheckResult(
                passed: true,
                line: "\(approximation.called): (\(thunk.name)) gives \(Printer.write(.real(value))), \(target.name)",
                procedure: thunk.name,
                notes: ["`\(thunk.name)` (line \(thunk.line.map(String.init) ?? "?")) takes no arguments: the file chose "
                    + "its number of terms, and its value was judged"])
        }
        return nil
    }
}
