import Testing

/// chibi-scheme's R7RS small test suite (Fixtures/r7rs: the file unchanged,
/// its licence, and the prelude that defines `test`), section by section,
/// each section fed to a fresh piped `sicp` as a learner's file would be.
///
/// Each section's count of passing tests is held exactly: a test that starts
/// to fail is a regression, and one that starts to pass moves the count
/// here (and in the closing note). Every section must run to its end: no
/// crash, no hang (each has 120 s, far above its run time).
@Suite struct ConformanceTests {
    /// The suite's sections: from each `(test-begin "NAME")` at the start
    /// of a line (the outer "R7RS" aside) to the next.
    static let sections: [(name: String, text: String)] = {
        guard let text = try? Paths.fixtureText("r7rs/r7rs-tests.scm") else { return [] }
        var sections: [(name: String, text: String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("(test-begin \""), !line.hasPrefix("(test-begin \"R7RS\")") {
                let name = line.dropFirst("(test-begin \"".count).prefix { $0 != "\"" }
                sections.append((String(name), ""))
            }
            if !sections.isEmpty { sections[sections.count - 1].text += line + "\n" }
        }
        return sections
    }()

    /// The tests of each section that pass today.
    static let passing: [String: Int] = [
        "4.1 Primitive expression types": 27,
        "4.2 Derived expression types": 74,
        "4.3 Macros": 25,
        "5 Program structure": 15,
        "6.1 Equivalence Predicates": 25,
        "6.2 Numbers": 192,
        "6.3 Booleans": 18,
        "6.4 Lists": 65,
        "6.5 Symbols": 17,
        "6.6 Characters": 79,
        "6.7 Strings": 130,
        "6.8 Vectors": 43,
        "6.9 Bytevectors": 39,
        "6.10 Control Features": 32,
        "6.11 Exceptions": 30,
        "6.12 Environments and evaluation": 4,
        "6.13 Input and output": 59,
        "Read syntax": 93,
        "Numeric syntax": 162,
        "6.14 System interface": 13,
    ]

    @Test func theSuiteHasItsTwentySections() {
        #expect(Self.sections.map(\.name).sorted() == Self.passing.keys.sorted())
    }

    @Test(arguments: passing.keys.sorted())
    func section(name: String) throws {
        let section = try #require(Self.sections.first { $0.name == name })
        let prelude = try Paths.fixtureText("r7rs/prelude.scm")
        let outcome = spawnSICP([], stdin: prelude + section.text, timeout: 120)
        #expect(outcome.signal == nil, "\(name): \(outcome)")
        let lines = outcome.output.split(separator: "\n")
        let passed = lines.filter { $0.hasPrefix("PASS: ") }.count
        #expect(passed == Self.passing[name], "\(name): \(lines.filter { $0.hasPrefix("FAIL: ") }.prefix(20))")
    }
}
