import Foundation
import SICPCommand
import SICPScheme
import Testing

/// The exercise Notes of issue 11 (`Notes/Ex1.NN-Name.md` for the exercises
/// the checker learned then): every Scheme block runs, in order, without an
/// error; every REPL transcript, typed after loading those blocks, comes out
/// of `sicp` as printed (times left out); every `sicp check` transcript is
/// what `sicp check` prints for the learner's file in
/// `Tests/SICPProcessTests/Fixtures/learners/`.
/// In `CommandTests`, serialized with it: the interrupt flag is global.
extension CommandTests {
    /// The Notes this test runs, found by their exercise numbers.
    static let exerciseNoteNumbers = [
        "1.3", "1.7", "1.8", "1.12", "2.24", "3.9", "3.10", "3.11", "3.12", "3.16", "1.11", "1.16", "1.17", "1.18", "1.19", "1.21", "1.22", "1.23", "1.24", "1.27",
        "1.28", "1.29", "1.33", "1.35", "1.36", "1.37", "1.38", "1.39", "1.40", "1.41", "1.42", "1.43", "1.44",
        "1.45", "1.46", "2.33", "2.34", "2.35", "2.36", "2.37", "2.38", "2.39", "2.40", "2.41", "2.42", "2.43",
        "3.50", "3.51", "3.54", "3.55", "3.56", "3.57", "3.59", "3.60", "3.61", "3.62", "3.64", "3.65", "3.67",
        "3.69", "3.70", "3.71", "3.72", "3.73", "3.74", "3.75", "3.76", "3.77", "3.78", "3.79", "3.80", "3.81",
        "3.82",
    ]

    /// The Notes of those exercises that exist.
    static var exerciseNotes: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.packageRoot + "/Notes")) ?? []
        return names.filter { name in
            exerciseNoteNumbers.contains { name.hasPrefix("Ex\($0)-") && name.hasSuffix(".md") }
        }.sorted().map { "Notes/" + $0 }
    }

    /// The note's fenced blocks of `language`.
    static func fencedBlocks(_ text: String, _ language: String) -> [String] {
        var blocks: [String] = []
        var rest = Substring(text)
        while let start = rest.firstRange(of: "```\(language)\n") {
            guard let end = rest[start.upperBound...].firstRange(of: "\n```") else { break }
            blocks.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return blocks
    }

    @Test func everyExerciseNoteIsTested() {
        #expect(Self.exerciseNotes.count >= 1)
    }

    @Test(arguments: exerciseNotes + ["Notes/environment-model.md"])
    func exerciseNoteRunsAsWritten(note: String) throws {
        let text = try SourceFile.read(Paths.packageRoot + "/" + note, asProgram: false)
        let code = Self.fencedBlocks(text, "scheme").joined(separator: "\n")
        #expect(!code.isEmpty, "\(note) has no Scheme")
        let file = try TemporaryFile(code)
        defer { file.remove() }
        let run = sicp(["run", file.path])
        #expect(run.status == 0 && run.errors.isEmpty, "\(note): \(run)")

        let learners = Paths.packageRoot + "/Tests/SICPProcessTests/Fixtures/learners/"
        for block in Self.fencedBlocks(text, "text") {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines[0].hasPrefix("sicp> ") {
                let typed = lines.filter { $0.hasPrefix("sicp> ") }.map { String($0.dropFirst(6)) }
                let input = "(load \"\(file.path)\")\n" + typed.map { $0 + "\n" }.joined()
                let outcome = sicp([], stdin: input, interactive: true)
                var screen = outcome.output + outcome.errors
                if let start = screen.firstRange(of: lines[0]) { screen = String(screen[start.lowerBound...]) }
                #expect(screen.withoutTimes == (block + "\nsicp> \n").withoutTimes, "\(note): \(lines[0])")
            } else if lines[0].hasPrefix("$ sicp check") {
                var arguments = lines[0].split(separator: " ").dropFirst(3).map(String.init)
                if let last = arguments.last, last.hasSuffix(".scm") { arguments[arguments.count - 1] = learners + last }
                let outcome = sicp(["check"] + arguments)
                // Under AddressSanitizer a check that reaches a depth limit
                // (3.67's Louis) may run into the time limit first: its text
                // depends on the machine then.
                if Sanitizer.isOn, outcome.output.contains("ran longer than the time limit"),
                   !block.contains("ran longer than the time limit") {
                    continue
                }
                #expect(outcome.output.replacing(learners, with: "") == lines.dropFirst().joined(separator: "\n") + "\n",
                        "\(note): \(lines[0])")
            } else {
                Issue.record("\(note): a text block that is neither a REPL session nor a sicp check: \(lines[0])")
            }
        }
    }
}
