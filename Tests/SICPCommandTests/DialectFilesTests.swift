import SICPCommand
import SICPScheme
import Testing

/// Files that load the learner's other files, and files that are pasted
/// REPL sessions, run end to end by `sicp run`.
@Suite struct DialectFilesTests {
    static let note = "is a pasted"

    @Test func loadLooksInTheLoadingFilesFolderFirst() {
        // The working directory is the package's, not the fixture's folder.
        let outcome = sicp(["run", Paths.fixture("dialects/loads-relative.scm")])
        #expect(outcome == Outcome(status: 0, output: "30\n", errors: ""))
    }

    @Test func useAndRequireLoadTheLearnersOwnLibraryOnce() {
        let outcome = sicp(["run", Paths.fixture("dialects/uses-library.scm")])
        #expect(outcome == Outcome(status: 0, output: "mylib loaded\n42\n2\ndone\n", errors: ""))
    }

    @Test func aRequiredModuleGivesItsRequirerWhatItProvidesAlone() {
        // columns.scm requires a one-list map and provides its own `firsts`:
        // the requirer's `map` is the built-in. shapes.scm provides `cube`,
        // `double` (its `twice` renamed) and `length`, not its `square`.
        let outcome = sicp(["run", Paths.fixture("dialects/requires-modules.scm")])
        #expect(outcome == Outcome(status: 0, output: "(1 3)\n(11 22)\n(8 10 9 shapes-length)\n", errors: ""))
    }

    @Test func aModuleRequiredAgainProvidesItsNamesAgain() {
        let outcome = sicp(["run", Paths.fixture("dialects/requires-module-again.scm")])
        #expect(outcome == Outcome(
            status: 1, output: "(1 3)\n",
            errors: ";The procedure #[compound-procedure 12 map] has been called with 3 arguments; "
                + "it requires exactly 2 arguments.\n"))
    }

    @Test func aModuleProvidesAllFromAModuleItRequires() {
        let outcome = sicp(["run", Paths.fixture("dialects/requires-reexport.scm")])
        #expect(outcome == Outcome(
            status: 1, output: "",
            errors: ";The procedure #[compound-procedure 12 map] has been called with 3 arguments; "
                + "it requires exactly 2 arguments.\n"))
    }

    /// A module one of whose forms is circular (datum labels) loads as a
    /// file that does not provide: the walks over a module's forms never
    /// see it, and its load stops as any circular form's does.
    @Test func aModuleWithACircularFormEndsInAnError() {
        let outcome = sicp(["run", Paths.fixture("dialects/requires-circular-module.scm")])
        #expect(outcome == Outcome(status: 1, output: "", errors: ";Aborting!: maximum recursion depth exceeded\n"))
    }

    @Test func anMITSessionRunsItsForms() {
        let path = Paths.fixture("dialects/mit-session.txt")
        let outcome = sicp(["run", path])
        #expect(outcome == Outcome(
            status: 0, output: "14425",
            errors: ";Note: \(path) is a pasted MIT Scheme session: reading the forms typed after its prompts, not the values printed\n"))
    }

    /// `sicp check` of code with MIT REPL lines pasted between its
    /// definitions: the prompts are left out, and the file is judged whole
    /// (their `]` stopped the reader, and the rest of the file was lost).
    @Test func checkReadsPastedMITLinesWithoutTheirPrompts() {
        let path = Paths.fixture("dialects/ex2.40-pasted-mit-lines.scm")
        let outcome = sicp(["check", "2.40", path])
        #expect(outcome == Outcome(
            status: 0,
            output: """
                Exercise 2.40: unique-pairs and prime-sum-pairs
                ✓ \(path) loads
                    note: this file uses `prime?` without defining it; the book's definition (1.2.6) was used
                ✓ unique-pairs: 4 cases right
                ✓ prime-sum-pairs: 3 cases right
                All 3 checks passed.

                """,
            errors: ";Note: \(path) has 2 lines pasted from MIT Scheme's REPL: reading the forms typed after the prompts\n"))
    }

    @Test func aGaucheSessionRunsItsForms() {
        let path = Paths.fixture("dialects/gauche-session.scm")
        let outcome = sicp(["run", path])
        #expect(outcome == Outcome(
            status: 0, output: "120\n",
            errors: ";Note: \(path) is a pasted Gauche session: reading the forms typed after its prompts, not the values printed\n"))
    }

    @Test func aRacketSessionRunsItsForms() {
        let path = Paths.fixture("dialects/racket-session.rkt")
        let outcome = sicp(["run", path])
        #expect(outcome == Outcome(
            status: 0, output: "(1 2 3)\n",
            errors: ";Note: \(path) is a pasted Racket session: reading the forms typed after its prompts, not the values printed\n"))
    }

    @Test func aLoadedSessionIsNotedOnce() {
        let outcome = sicp(["run", Paths.fixture("dialects/loads-session.scm")])
        #expect(outcome == Outcome(
            status: 0, output: "144259\n",
            errors: ";Note: mit-session.txt is a pasted MIT Scheme session: reading the forms typed after its prompts, not the values printed\n"))
    }

    @Test func aSessionsValuesPrintInTheREPL() {
        let path = Paths.fixture("dialects/gauche-session.scm")
        let outcome = sicp(["eval", "(load \"\(path)\") (fact 3)"])
        #expect(outcome.output == "120\n6\n")
        #expect(outcome.errors.contains(Self.note))
    }
}
