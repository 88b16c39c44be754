import SICPProcess
import SICPScheme

extension ProcessCommands {
    /// `,check` lists the exercises; `,check 1.30` checks the session's
    /// definitions (with the command's limits: 5 s a case, 20 s a check,
    /// 100,000 pending calls). Ctrl-C stops it with `;Quit!` and no verdict.
    public static func check(_ number: String, interp: Interp, entries: [String] = [], printText: (String) -> Void) throws {
        if number.isEmpty {
            printText(ExerciseChecker.listing)
            return
        }
        guard let exercise = ExerciseChecker.exercise(number) else {
            throw UsageError(usage: ",check [EXERCISE] (unknown exercise '\(number)'; ,check lists them)")
        }
        // The session's own definitions: the compound procedures and values
        // bound globally (the built-ins and the kit are primitives), in
        // alphabetical order, for the fallback to the only procedure of an arity.
        let defined = interp.globalNames.filter { name in
            guard let value = interp.lookup(name) else { return false }
            if case .primitive = value { return false }
            return true
        }.sorted()
        if let pictures = PictureChecker.exercise(number) {
            printText(PictureChecker().check(pictures, session: interp, definedNames: defined).text)
            return
        }
        var checker = ExerciseChecker()
        checker.sessionCalls = sessionCalls(interp: interp, entries: entries)
        let report = checker.check(exercise, session: interp, definedNames: defined)
        // Ctrl-C: no verdict, `;Quit!`.
        if report.interrupted { throw EvalError.interrupted }
        printText(report.text)
    }
}

extension ExerciseChecker {
    /// What `sicp check --list` prints on a terminal `width` columns wide:
    /// one exercise a row, its number in a column of its own, then its
    /// title and the procedure names looked for, wrapped and aligned; for
    /// an exercise a program cannot check, `not checkable: ` and why.
    public static func listing(width: Int) -> String {
        TextTable.table(exercises.map { exercise in
            (exercise.number, exercise.notCheckable.map { "not checkable: " + $0 }
                ?? exercise.title + " (" + exercise.lookedFor.joined(separator: ", ") + ")")
        }, width: width)
    }
}
