import Foundation
@testable import SICPScheme
import Testing

/// `Interp.findsMovedFiles` (what `sicp check` turns on): a `load` of a path
/// written on the learner's own machine reads the file the path's last parts
/// name, from the loading file's folder or one above it. Off (`sicp run`,
/// the REPL), the load fails with MIT Scheme's error.
@Suite struct MovedFileTests {
    /// A folder tree like a learner's repository: `ch1/main.scm` and
    /// `common/helpers.scm`, `ch1/prime.ss` beside it.
    static func repository() throws -> String {
        try IncludeTests.folder([
            "common/helpers.scm": "(define (double x) (* 2 x))",
            "ch1/prime.ss": "(define (prime? n) (= n 7))",
            "ch1/sub/deeper.scm": "(define deeper 1)",
        ])
    }

    @Test(arguments: [
        // A Windows drive path: the longest tail that names a file wins.
        (#"d:\sicp\common\helpers.scm"#, "common/helpers.scm"),
        (#"C:\Users\me\Desktop\SICP\ch1\prime.ss"#, "ch1/prime.ss"),
        // A Unix home, and the name without its .scm.
        ("/home/me/sicp/common/helpers", "common/helpers.scm"),
        ("/Users/me/code/ch1/prime.ss", "ch1/prime.ss"),
        ("~/sicp/common/helpers.scm", "common/helpers.scm"),
        // A relative path written with backslashes.
        (#"sub\deeper.scm"#, "ch1/sub/deeper.scm"),
        // One that climbs, written on Windows.
        (#"..\common\helpers.scm"#, "common/helpers.scm"),
        // A relative path of folders written from the repository's top, not the file's folder.
        ("common/helpers.scm", "common/helpers.scm"),
        ("../../common/helpers", "common/helpers.scm"),
        // A bare name not in the file's folder: the one file of that name
        // in a folder beside it (or beside its parent), once on the
        // learner's load path.
        ("helpers.scm", "common/helpers.scm"),
        ("helpers", "common/helpers.scm"),
    ])
    func aPathOfAnotherMachineIsTheFileItsLastPartsName(written: String, found: String) throws {
        let folder = try Self.repository()
        #expect(SourceFile.movedFile(written, from: folder + "/ch1/main.scm") == folder + "/" + found)
    }

    @Test(arguments: [
        // An ordinary relative name that is nowhere stays missing.
        "nothing.scm",
        // Nothing of that name.
        #"d:\sicp\common\nothing.scm"#,
        // A bare name is looked for beside the file only, not above it.
        "/home/me/helpers.scm",
        "../helpers.scm",
    ])
    func otherwiseNothingIsFound(written: String) throws {
        let folder = try Self.repository()
        #expect(SourceFile.movedFile(written, from: folder + "/ch1/main.scm") == nil)
    }

    /// The regular files of a folder, sorted; a folder inside it, or a
    /// folder that is not there, gives none.
    @Test func theFilesOfAFolder() throws {
        let folder = try Self.repository()
        #expect(SourceFile.files(in: folder + "/ch1/") == ["prime.ss"])
        #expect(SourceFile.files(in: folder + "/") == [])
        #expect(SourceFile.files(in: folder + "/nothing/") == [])
    }

    /// What running `ch1/main.scm` writes, and its error, with `findsMovedFiles` set as given.
    static func run(_ folder: String, finding: Bool) throws -> (output: String, error: String?, moved: [String]) {
        try LargeStack.run(size: Scheme.stackSize) {
            let port = OutputPort()
            let interp = Interp(output: port)
            interp.mainFile = folder + "/ch1/main.scm"
            interp.findsMovedFiles = finding
            do {
                try interp.evaluate(#"(load "d:\\sicp\\common\\helpers.scm") (display (double 21))"#)
                return (port.collected, nil, interp.movedFiles.map(\.found))
            } catch {
                return (port.collected, "\(error)", interp.movedFiles.map(\.found))
            }
        }
    }

    @Test func theCheckerFindsItAndRecordsIt() throws {
        let folder = try Self.repository()
        let found = try Self.run(folder, finding: true)
        #expect(found.output == "42")
        #expect(found.error == nil)
        #expect(found.moved == [folder + "/common/helpers.scm"])
    }

    /// `racket/load`'s `(require "3_5_3/stream.rkt")`, written from the
    /// repository's top: found as `load` finds it, recorded as a `require`.
    @Test func aRequireOfAFileIsFoundTheSameWay() throws {
        let folder = try Self.repository()
        let (output, moved) = try LargeStack.run(size: Scheme.stackSize) {
            let port = OutputPort()
            let interp = Interp(output: port)
            interp.mainFile = folder + "/ch1/main.scm"
            interp.findsMovedFiles = true
            try interp.evaluate(#"(require "common/helpers.scm") (display (double 21))"#)
            return (port.collected, interp.movedFiles.map { [$0.written, $0.found, $0.form] })
        }
        #expect(output == "42")
        #expect(moved == [["common/helpers.scm", folder + "/common/helpers.scm", "require"]])
    }

    @Test func otherwiseTheLoadFailsAsInMITScheme() throws {
        let folder = try Self.repository()
        let failed = try Self.run(folder, finding: false)
        #expect(failed.output == "")
        // Not beside the file: MIT reads a relative name from the working directory.
        let missing = SourceFile.absolutePath(#"d:\sicp\common\helpers.scm"#)
        #expect(failed.error == ";Unable to open file \"\(missing)\" because: No such file or directory.")
        #expect(failed.moved == [])
    }
}
