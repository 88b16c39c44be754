import Foundation
import SICPCommand
import SICPScheme
import Testing

/// The picture language's Notes (`Notes/picture-language.md` and
/// `Notes/Ex2.44-...md` to `Ex2.51-...md`): every Scheme block runs, in
/// order, without an error; every REPL transcript, typed after loading
/// those blocks, comes out of `sicp` as printed; every `sicp check`
/// transcript is what `sicp check` prints for the file in
/// `Tests/SICPProcessTests/Fixtures/pictures/`.
@Suite struct PictureNotesTests {
    static let notes: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.packageRoot + "/Notes")) ?? []
        return ["Notes/picture-language.md"] + names.filter { name in
            (44...51).contains { name.hasPrefix("Ex2.\($0)-") && name.hasSuffix(".md") }
        }.sorted().map { "Notes/" + $0 }
    }()

    @Test func everyExerciseHasANote() {
        #expect(Self.notes.count == 9)
    }

    /// What `sicp` prints for a note's text block.
    static func replay(_ block: String, loading file: String) -> String {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines[0].hasPrefix("sicp> ") {
            let typed = lines.filter { $0.hasPrefix("sicp> ") }.map { String($0.dropFirst(6)) }
            let input = "(load \"\(file)\")\n" + typed.map { $0 + "\n" }.joined()
            let outcome = sicp([], stdin: input, interactive: true)
            var screen = outcome.output + outcome.errors
            if let start = screen.firstRange(of: lines[0]) { screen = String(screen[start.lowerBound...]) }
            if screen.hasSuffix("\nsicp> \n") { screen.removeLast("\nsicp> \n".count) }
            return screen
        }
        if lines[0].hasPrefix("$ sicp check") {
            let fixtures = Paths.packageRoot + "/Tests/SICPProcessTests/Fixtures/pictures/"
            var arguments = lines[0].split(separator: " ").dropFirst(3).map(String.init)
            if let last = arguments.last, last.hasSuffix(".scm") || last.hasSuffix(".rkt") { arguments[arguments.count - 1] = fixtures + last }
            let outcome = sicp(["check"] + arguments)
            return lines[0] + "\n" + outcome.output.replacing(fixtures, with: "").dropLast()
        }
        return "a text block that is neither a REPL session nor a sicp check: \(lines[0])"
    }

    @Test func theReadmesPicture() throws {
        let text = try SourceFile.read(Paths.packageRoot + "/README.md", asProgram: false)
        let blocks = CommandTests.fencedBlocks(text, "text").filter { $0.hasPrefix("sicp> (paint") }
        #expect(blocks.count == 1)
        var updated = text
        for block in blocks {
            // An empty file: `load` reads regular files only (not /dev/null).
            let empty = try TemporaryFile("")
            defer { empty.remove() }
            let replayed = Self.replay(block, loading: empty.path)
            #expect(replayed == block, "README.md:\n\(replayed)")
            updated = updated.replacing("```text\n" + block + "\n```", with: "```text\n" + replayed + "\n```")
        }
        if ProcessInfo.processInfo.environment["SICP_UPDATE_NOTES"] == "1" {
            try updated.write(toFile: Paths.packageRoot + "/README.md", atomically: true, encoding: .utf8)
        }
    }

    @Test(arguments: notes)
    func noteRunsAsWritten(note: String) throws {
        let text = try SourceFile.read(Paths.packageRoot + "/" + note, asProgram: false)
        let code = CommandTests.fencedBlocks(text, "scheme").joined(separator: "\n")
        let file = try TemporaryFile(code)
        defer { file.remove() }
        let run = sicp(["run", file.path])
        #expect(run.status == 0 && run.errors.isEmpty, "\(note): \(run)")
        var updated = text
        for block in CommandTests.fencedBlocks(text, "text") {
            let replayed = Self.replay(block, loading: file.path)
            #expect(replayed == block, "\(note):\n\(replayed)")
            updated = updated.replacing("```text\n" + block + "\n```", with: "```text\n" + replayed + "\n```")
        }
        if ProcessInfo.processInfo.environment["SICP_UPDATE_NOTES"] == "1" {
            try updated.write(toFile: Paths.packageRoot + "/" + note, atomically: true, encoding: .utf8)
        }
    }
}
