import SICPScheme
import Testing

/// The built `sicp` binary, spawned with its standard input on a pipe.
@Suite struct EndToEndTests {
    static let program: String = {
        let names = ["exercise-1.30.scm", "exercise-1.32.scm", "exercise-1.12.scm"]
        return names.compactMap { try? Paths.fixtureText($0) }.joined(separator: "\n")
    }()

    static var transcripts: String { (try? Paths.fixtureText("transcripts.scm")) ?? "" }
    static var expected: String { (try? Paths.fixtureText("transcripts.out")) ?? "?" }

    @Test func theBinaryIsBuilt() {
        #expect(Paths.binary.hasSuffix("/sicp"))
        #expect(spawnSICP(["--version"]) == Outcome(status: 0, output: "sicp 0.1.0\n", errors: ""))
    }

    // MARK: The seed's gosh> transcripts, three ways

    @Test func seedTranscriptsThroughEval() {
        let forms = Self.transcripts.split(separator: "\n").map(String.init)
        #expect(spawnSICP(["eval", Self.program] + forms) == Outcome(status: 0, output: Self.expected, errors: ""))
    }

    @Test func seedTranscriptsThroughEvalDash() {
        #expect(spawnSICP(["eval", "-"], stdin: Self.program + Self.transcripts)
            == Outcome(status: 0, output: Self.expected, errors: ""))
    }

    @Test func seedTranscriptsThroughPipedStandardInput() {
        #expect(spawnSICP([], stdin: Self.program + Self.transcripts)
            == Outcome(status: 0, output: Self.expected, errors: ""))
    }

    @Test func seedTranscriptsThroughRun() throws {
        let show = try Paths.fixtureText("show-transcripts.scm")
        let file = try TemporaryFile(Self.program + show)
        defer { file.remove() }
        #expect(spawnSICP(["run", file.path]) == Outcome(status: 0, output: Self.expected, errors: ""))
    }

    @Test func seedDefinitionsThroughLoad() {
        let loads = ["exercise-1.30.scm", "exercise-1.32.scm", "exercise-1.12.scm"]
            .map { "(load \"\(Paths.fixture($0))\")" }
        let forms = Self.transcripts.split(separator: "\n").map(String.init)
        #expect(spawnSICP(["eval"] + loads + forms) == Outcome(status: 0, output: Self.expected, errors: ""))
    }

    // MARK: Exit statuses

    @Test func exitStatuses() {
        #expect(spawnSICP(["eval", "(display 1)", "(exit 3)"]) == Outcome(status: 3, output: "1", errors: ""))
        #expect(spawnSICP([], stdin: "(foo)\n(+ 1 1)\n")
            == Outcome(status: 1, output: "2\n", errors: ";Unbound variable: foo\n"))
        let usage = spawnSICP(["--frob"])
        #expect(usage.status == 64)
        #expect(usage.errors.hasPrefix("sicp: unknown option '--frob'\nUsage: "))
        let help = spawnSICP(["--help"])
        #expect(help.status == 0 && help.errors.isEmpty && help.output.hasPrefix("OVERVIEW: "))
    }

    // MARK: Bad input never crashes

    static let badInput: [(String, String)] = [
        ("(car '())", ";The object (), passed as the first argument to car, is not the correct type."),
        ("(foo)", ";Unbound variable: foo"),
        ("(1 2)", ";The object 1 is not applicable."),
        ("(/ 1 0)", ";Division by zero signalled by /."),
        ("(error \"Something bad:\" 42)", ";Something bad: 42"),
        (")", ";Parse error at line 1, column 1: unexpected close parenthesis"),
        ("(((", ";Parse error at line 1, column 3: end of input inside a list: a ) is missing"),
    ]

    @Test(arguments: badInput)
    func badInputThroughEvalIsAnErrorNotACrash(form: String, message: String) {
        #expect(spawnSICP(["eval", form]) == Outcome(status: 1, output: "", errors: message + "\n"))
    }

    @Test(arguments: badInput)
    func badInputThroughStandardInputIsAnErrorNotACrash(form: String, message: String) {
        #expect(spawnSICP([], stdin: form + "\n") == Outcome(status: 1, output: "", errors: message + "\n"))
    }

    @Test func aHundredThousandOpenParenthesesAreAnErrorNotACrash() {
        let form = String(repeating: "(", count: 100_000)
        let message = ";Parse error at line 1, column 100000: end of input inside a list: a ) is missing\n"
        #expect(spawnSICP(["eval", form]) == Outcome(status: 1, output: "", errors: message))
        #expect(spawnSICP([], stdin: form + "\n") == Outcome(status: 1, output: "", errors: message))
    }

    @Test func deepRecursionIsAnErrorNotACrash() {
        #expect(spawnSICP(["eval", "(define (r n) (+ 1 (r n))) (r 1)"])
            == Outcome(status: 1, output: "", errors: ";Aborting!: maximum recursion depth exceeded\n"))
    }
}

/// A UTF-8 byte order mark (as some editors save) before the program is
/// skipped, however the program arrives; big numbers and their limit.
extension EndToEndTests {
    static let markedProgram = "\u{FEFF}(define x 41)\n(display (+ x 1))\n"

    @Test func aByteOrderMarkOnStandardInputIsSkipped() {
        #expect(spawnSICP([], stdin: Self.markedProgram) == Outcome(status: 0, output: "42", errors: ""))
        #expect(spawnSICP(["eval", "-"], stdin: Self.markedProgram) == Outcome(status: 0, output: "42", errors: ""))
        #expect(spawnSICP(["run", "-"], stdin: Self.markedProgram) == Outcome(status: 0, output: "42", errors: ""))
    }

    @Test func aByteOrderMarkInAFileIsSkipped() throws {
        let file = try TemporaryFile(Self.markedProgram)
        #expect(spawnSICP(["run", file.path]) == Outcome(status: 0, output: "42", errors: ""))
        #expect(spawnSICP(["eval", "(load \"\(file.path)\")"]) == Outcome(status: 0, output: "42", errors: ""))
    }

    @Test func theREADMEsBigNumberExampleComesOutExactly() throws {
        let readme = try SourceFile.read(Paths.packageRoot + "/README.md", asProgram: false)
        let command = "$ swift run -c release sicp eval '(expt 10 9999999)'\n"
        let message = ";Aborting!: out of memory: (expt 10 9999999) would need 33219278 bits; the limit is 4194304\n"
        #expect(readme.contains(command + message))
        #expect(spawnSICP(["eval", "(expt 10 9999999)"]) == Outcome(status: 1, output: "", errors: message))
        let note = try SourceFile.read(Paths.packageRoot + "/Notes/sicp-command.md", asProgram: false)
        #expect(note.contains("`;Aborting!: out of memory: (expt 10 9999999) would need 33219278\nbits; the limit is 4194304`"))
        // A hundred thousand digits print, and read back (a debug build here).
        let digits = spawnSICP(["eval", "(string-length (number->string (expt 10 99999)))",
                                "(= (string->number (number->string (- (expt 7 30000) 1))) (- (expt 7 30000) 1))"])
        #expect(digits == Outcome(status: 0, output: "100000\n#t\n", errors: ""))
    }
}
