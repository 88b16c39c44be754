@testable import SICPCommand
import SICPScheme
import Testing

/// `,subst` from the REPL and from `sicp eval`, and the note that shows it.
@Suite struct SubstitutionCommandTests {
    static let factorial = "(define (factorial n) (if (= n 1) 1 (* n (factorial (- n 1)))))"

    @Test func evalRunsACommaCommandInTheSameEnvironment() {
        #expect(sicp(["eval", Self.factorial, ",subst (factorial 3)"]) == Outcome(status: 0, output: """
            (factorial 3)
            (* 3 (factorial 2))
            (* 3 (* 2 (factorial 1)))
            (* 3 (* 2 1))
            (* 3 2)
            6
            =: 3
            -: 2
            *: 2

            """, errors: ""))
    }

    /// The example `sicp help eval` gives.
    @Test func theHelpExample() {
        #expect(sicp(["eval", "(define (f x) (* x x))", ",subst (f 3)"]).output == "(f 3)\n(* 3 3)\n9\n*: 1\n")
    }

    @Test func evalGoesOnAfterTheCommand() {
        #expect(sicp(["eval", ",subst (+ 1 2)", "(* 2 3)"]) == Outcome(status: 0, output: "(+ 1 2)\n3\n+: 1\n6\n", errors: ""))
    }

    @Test func evalOfAnUnknownCommandFails() {
        #expect(sicp(["eval", ",frob 1"]) == Outcome(
            status: 1, output: "",
            errors: ";Unknown command: ,frob (sicp eval knows ,help ,trace ,time ,stats ,growth ,tree ,subst ,env ,box ,check ,shape ,quit)\n"))
    }

    @Test func evalOfABadSubstIsAUsageError() {
        #expect(sicp(["eval", ",subst"]) == Outcome(
            status: 1, output: "", errors: ";Usage: ,subst [--normal] EXPR\n"))
        #expect(sicp(["eval", ",subst (f 1) (f 2)"]).errors == ";Usage: ,subst [--normal] EXPR\n")
        #expect(sicp(["eval", ",subst (f 1"]).errors == ";Usage: ,subst [--normal] EXPR\n")
    }

    @Test func anErrorInTheREPLIsShownAndTheREPLGoesOn() {
        let outcome = sicp([], stdin: "(define (f n) (/ 1 n))\n,subst (f 0)\n(+ 1 2)\n")
        #expect(outcome.output == "(f 0)\n(/ 1 0)\n3\n")
        #expect(outcome.errors == ";Division by zero signalled by /.\n")
        #expect(outcome.status == 1)
    }

    @Test func helpListsSubst() {
        let outcome = sicp([], stdin: ",help\n")
        #expect(outcome.output.contains("""
            ,subst [--normal] EXPR      step EXPR by the substitution model (SICP 1.1.5);
                                        --steps N: lines shown; --width N (0: whole lines);
                                        --table: an iteration's state variables (figure 1.4)

            """))
    }

    /// Not a terminal: `COLUMNS` when it is a whole number (0: whole lines), else 80.
    @Test(arguments: [
        (Int?.some(100), String?.some("40"), 100), (nil, "40", 40), (nil, "0", 0), (nil, "10", 20),
        (nil, "wide", 80), (nil, "-3", 80), (nil, nil, 80), (12, nil, 20),
    ])
    func theWidthOfTheViews(terminal: Int?, environment: String?, columns: Int) {
        #expect(Session.columns(terminal: terminal, environment: environment) == columns)
    }

    @Test func theSubstitutionNoteComesOutExactly() throws {
        let blocks = try CommandTests.noteBlocks("Notes/substitution-model.md")
        #expect(blocks.count == 11)
        for block in blocks {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines[0].hasPrefix("sicp> ") {
                let typed = lines.filter { $0.hasPrefix("sicp> ") }.map { String($0.dropFirst(6)) }
                let outcome = sicp([], stdin: typed.map { $0 + "\n" }.joined(), interactive: true)
                // The error messages go to stderr: the block shows them where
                // a terminal does, after the output before them.
                let errors = outcome.errors.split(separator: "\n").map(String.init)
                let shown = lines.filter { !errors.contains($0) }.joined(separator: "\n")
                let start = outcome.output.firstRange(of: lines[0])?.lowerBound ?? outcome.output.startIndex
                #expect(outcome.output[start...] == shown + "\nsicp> \n", "\(lines[0])")
                #expect(errors.allSatisfy { lines.contains($0) }, "\(lines[0])")
            } else if lines[0].hasPrefix("$ sicp eval ") {
                let arguments = lines[0].dropFirst("$ sicp eval '".count).dropLast().split(separator: "' '").map(String.init)
                let outcome = sicp(["eval"] + arguments)
                #expect(outcome.output == lines.dropFirst().joined(separator: "\n") + "\n", "\(lines[0])")
            } else {
                Issue.record("a block that is neither a REPL session nor a sicp eval: \(lines[0])")
            }
        }
    }
}
