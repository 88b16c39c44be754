import SICPCommand
import Testing

@Suite struct ArgumentsTests {
    @Test(arguments: zip(
        [
            [], ["--help"], ["-h"], ["help"], ["help", "run"], ["--version"],
            ["eval", "(+ 1 2)"], ["eval", "-"], ["eval", "1", "-", "2"], ["eval", "-5"],
            ["eval", "--", "--x"], ["eval", "--help"], ["eval", "1", "-h"],
            ["run", "x.scm"], ["run", "-"], ["run", "--", "-x.scm"], ["run", "--help"],
        ],
        [
            Invocation.repl, .help(nil), .help(nil), .help(nil), .help(.run), .version,
            .eval([.text("(+ 1 2)")]), .eval([.standardInput]), .eval([.text("1"), .standardInput, .text("2")]),
            .eval([.text("-5")]),
            .eval([.text("--x")]), .help(.eval), .help(.eval),
            .run("x.scm"), .run("-"), .run("-x.scm"), .help(.run),
        ]))
    func commandLinesParse(arguments: [String], expected: Invocation) throws {
        #expect(try Invocation.parse(arguments) == expected)
    }

    @Test(arguments: zip(
        [
            ["--frob"], ["-x"], ["frob"], ["eval"], ["eval", "--frob"], ["eval", "--"],
            ["run"], ["run", "a", "b"], ["run", "-v"], ["--version", "x"], ["--help", "x"],
            ["help", "frob"], ["help", "run", "x"],
        ],
        [
            UsageError("unknown option '--frob'", in: nil),
            UsageError("unknown option '-x'", in: nil),
            UsageError("unknown subcommand 'frob'", in: nil),
            UsageError("missing expected argument '<form>...'", in: .eval),
            UsageError("unknown option '--frob'", in: .eval),
            UsageError("missing expected argument '<form>...'", in: .eval),
            UsageError("missing expected argument '<file>'", in: .run),
            UsageError("unexpected argument 'b'", in: .run),
            UsageError("unknown option '-v'", in: .run),
            UsageError("unexpected argument 'x'", in: nil),
            UsageError("unexpected argument 'x'", in: nil),
            UsageError("unknown subcommand 'frob'", in: .help),
            UsageError("unexpected argument 'x'", in: .help),
        ]))
    func badCommandLinesAreRefused(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try Invocation.parse(arguments) }
    }

    @Test func aUsageErrorReadsAsSwiftArgumentParsersDo() {
        #expect(UsageError("unknown option '--frob'", in: nil).description == """
            sicp: unknown option '--frob'
            Usage: sicp [eval <form>... | eval - | run <file> | check <exercise> <file>]
              See 'sicp --help' for more information.

            """)
        #expect(UsageError("missing expected argument '<form>...'", in: .eval).description == """
            sicp: missing expected argument '<form>...'
            Usage: sicp eval <form>...
                   sicp eval -
              See 'sicp eval --help' for more information.

            """)
    }
}
