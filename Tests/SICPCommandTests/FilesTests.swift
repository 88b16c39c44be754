import SICPScheme
import Testing

/// `SourceFile`, which `sicp run` and the `load` primitive read files with.
@Suite struct FilesTests {
    @Test func aFilesTextIsReadWhole() throws {
        let text = "(display \"λ\")\n" + String(repeating: "; filler\n", count: 20_000)
        let file = try TemporaryFile(text)
        defer { file.remove() }
        #expect(try SourceFile.read(file.path) == text)
    }

    @Test func aByteOrderMarkIsDropped() throws {
        let file = try TemporaryFile("\u{FEFF}(+ 1 2)")
        defer { file.remove() }
        #expect(try SourceFile.read(file.path) == "(+ 1 2)")
    }

    @Test func anEmptyFileIsEmptyText() throws {
        let file = try TemporaryFile("")
        defer { file.remove() }
        #expect(try SourceFile.read(file.path) == "")
    }

    @Test func aMissingFileIsAnErrorWithTheSystemsReason() {
        #expect(throws: FileError(path: "/nonexistent/x.scm", code: 2)) { try SourceFile.read("/nonexistent/x.scm") }
        let error = FileError(path: "/nonexistent/x.scm", code: 2)
        #expect(error.reason == "No such file or directory")
        #expect(error.description == "cannot read /nonexistent/x.scm: No such file or directory")
    }

    @Test func aDirectoryIsAnError() {
        #expect(throws: FileError(path: "/", code: 21)) { try SourceFile.read("/") }
    }

    @Test func relativePathsAreMadeAbsoluteAgainstTheWorkingDirectory() {
        #expect(SourceFile.absolutePath("/a/b.scm") == "/a/b.scm")
        #expect(SourceFile.absolutePath("b.scm") == Paths.current + "/b.scm")
        #expect(SourceFile.absolutePath("./b.scm") == Paths.current + "/b.scm")
    }
}
