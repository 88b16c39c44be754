import Testing

/// The book's code of sections 2.2.3 and 3.5.1-3.5.3, in the text's order,
/// and exercises 3.51 and 3.52 run by `sicp run`: each prints what MIT Scheme
/// 12.1 prints for the same file (`Fixtures/NAME.out`, made by
/// `mit-scheme --quiet < NAME.scm`; for 3.5.2-3, with MIT's `1.` written as
/// Guile writes it, `1.0`, which is how sicp prints floats).
@Suite struct BookCodeTests {
    @Test(arguments: ["sicp-2.2.3", "sicp-3.5.1", "sicp-3.5.2-3", "ex3.51-52"])
    func printsWhatMITPrints(name: String) throws {
        let expected = try Paths.fixtureText(name + ".out")
        #expect(spawnSICP(["run", Paths.fixture(name + ".scm")]) == Outcome(status: 0, output: expected, errors: ""))
    }

    @Test func exercises351And352PrintTheMemoizedAnswers() throws {
        // The figures the exercises ask for, as memoized streams give them.
        let output = try Paths.fixtureText("ex3.51-52.out")
        #expect(output == "\n0\n1\n2\n3\n4\n5\n(value 5)\n6\n7\n(value 7)\n(sum 1)\n(sum 6)\n(sum 10)\n(value 136)"
            + "\n(sum 136)\n10\n15\n45\n55\n105\n120\n190\n210\n(sum 210)\n")
    }
}
