#if canImport(Glibc)
import Glibc
#endif
@testable import LineEditor
import Testing

/// A directory of its own under /tmp, removed at the end.
final class TemporaryDirectory {
    let path: String
    init() {
        var template = Array("/tmp/line-editor-tests-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }
    func file(_ name: String) -> String { path + "/" + name }
    func write(_ name: String, _ text: String) {
        let fd = open(file(name), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
    func read(_ name: String) -> String? {
        guard let f = fopen(file(name), "r") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        while true {
            let c = fgetc(f)
            if c == EOF { break }
            bytes.append(UInt8(c))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    deinit { _ = system("rm -rf '\(path)'") }
}

@Suite struct HistoryTests {
    @Test func noBlankEntriesAndNoConsecutiveDuplicates() {
        var h = History()
        let added = [h.add("(f 1)"), h.add("(f 1)"), h.add("  \n "), h.add("(f 2)"), h.add("(f 1)")]
        #expect(added == [true, false, false, true, true])
        #expect(h.entries == ["(f 1)", "(f 2)", "(f 1)"])
    }

    @Test func boundedKeepingTheNewest() {
        var h = History(limit: 3)
        for i in 1...5 { h.add("(f \(i))") }
        #expect(h.entries == ["(f 3)", "(f 4)", "(f 5)"])
    }

    @Test func encodingRoundTripsEveryEntry() {
        let entries = ["(define (f x)\n  (* x x))", "\"a\\nb\"", "\\", "end\\", "日本語 ; コメント", "a\r\nb", ""]
        for entry in entries {
            let line = HistoryFile.encode(entry)
            #expect(!line.contains("\n"))
            #expect(HistoryFile.decode(line[...]) == entry)
        }
        #expect(HistoryFile.encode("(f\n  \"\\\")") == #"(f\n  "\\")"#)
        #expect(HistoryFile.decode(#"bad\q"#) == nil)
        #expect(HistoryFile.decode(#"trailing\"#) == nil)
    }

    @Test func appendedEntriesComeBack() throws {
        let dir = TemporaryDirectory()
        let file = HistoryFile(path: dir.file("h"))
        #expect(try file.load(limit: 10).entries == [])
        try file.append("(define (sq x)\n  (* x x))")
        try file.append("(sq 12)")
        #expect(dir.read("h") == "#sicp-history v1\n(define (sq x)\\n  (* x x))\n(sq 12)\n")
        #expect(try file.load(limit: 10).entries == ["(define (sq x)\n  (* x x))", "(sq 12)"])
    }

    @Test func aFileOverTheLimitIsCutToItThroughARename() throws {
        let dir = TemporaryDirectory()
        dir.write("h", "#sicp-history v1\n" + (1...7).map { "(f \($0))\n" }.joined())
        let history = try HistoryFile(path: dir.file("h")).load(limit: 5)
        #expect(history.entries == (3...7).map { "(f \($0))" })
        #expect(dir.read("h") == "#sicp-history v1\n" + (3...7).map { "(f \($0))\n" }.joined())
        #expect(dir.read("h.new") == nil)
    }

    @Test func aCorruptFileIsReportedAndLeftAlone() {
        let dir = TemporaryDirectory()
        dir.write("h", "#sicp-history v1\n(f 1)\nbad \\q\n")
        #expect(throws: HistoryFile.Failure.corrupt(dir.file("h"), line: 3)) {
            try HistoryFile(path: dir.file("h")).load(limit: 10)
        }
        dir.write("other", "some notes\n")
        #expect(throws: HistoryFile.Failure.corrupt(dir.file("other"), line: 1)) {
            try HistoryFile(path: dir.file("other")).load(limit: 10)
        }
        #expect(dir.read("other") == "some notes\n")
        #expect(HistoryFile.Failure.corrupt("/x", line: 3).description
            == "history file /x is not a sicp history file (line 3); history is not saved")
    }

    @Test func anUnreadableFileIsReported() {
        let dir = TemporaryDirectory()
        mkdir(dir.file("d"), 0o700)  // a directory cannot be read as a file, even by root
        #expect(throws: HistoryFile.Failure.unreadable(dir.file("d"), "Is a directory")) {
            try HistoryFile(path: dir.file("d")).load(limit: 10)
        }
    }

    @Test func aDeviceOrAFIFOIsReportedWithoutBeingRead() {
        // /dev/zero and /dev/full never end, a FIFO blocks: start-up must not hang.
        for device in ["/dev/zero", "/dev/full"] {
            #expect(throws: HistoryFile.Failure.unreadable(device, "not a regular file")) {
                try HistoryFile(path: device).load(limit: 10)
            }
        }
        let dir = TemporaryDirectory()
        #expect(mkfifo(dir.file("fifo"), 0o600) == 0)
        #expect(throws: HistoryFile.Failure.unreadable(dir.file("fifo"), "not a regular file")) {
            try HistoryFile(path: dir.file("fifo")).load(limit: 10)
        }
    }

    @Test func aBigFileIsReadFromItsEndOnly() throws {
        // Over `tailBytes`: only the header and the end are read (start-up stays
        // fast with a 50 MB file), so a bad line far from the end is never seen.
        let dir = TemporaryDirectory()
        let entries = (0..<200_000).map { "(define (square-\($0) x) (* x x))" }
        dir.write("h", HistoryFile.header + "\nbad\\q\n" + entries.joined(separator: "\n") + "\n")
        let history = try HistoryFile(path: dir.file("h")).load(limit: 1000)
        #expect(history.entries == Array(entries.suffix(1000)))
        // ... and then it is cut to its last 1000 entries.
        #expect(dir.read("h") == HistoryFile.header + "\n" + entries.suffix(1000).joined(separator: "\n") + "\n")
    }

    @Test func anEntryWithAReplacementCharacterComesBack() throws {
        // "\u{FFFD}" is what the editor inserts for bytes that are not UTF-8
        // (and what a pasted "�" is): the file stays ours for the next session.
        let dir = TemporaryDirectory()
        let file = HistoryFile(path: dir.file("h"))
        try file.append("(display \"a\u{FFFD}b\")")
        try file.append("(+ 1 2)")
        #expect(try file.load(limit: 10).entries == ["(display \"a\u{FFFD}b\")", "(+ 1 2)"])
        // Bytes that are not UTF-8 still mark a file that is not ours.
        dir.write("bad", HistoryFile.header + "\n(+ 1 2)\n")
        let fd = open(dir.file("bad"), O_WRONLY | O_APPEND)
        _ = [UInt8]([0x28, 0xFF, 0x29, 0x0A]).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        #expect(throws: HistoryFile.Failure.corrupt(dir.file("bad"), line: 3)) {
            try HistoryFile(path: dir.file("bad")).load(limit: 10)
        }
    }

    @Test func anUnwritableFileIsReported() {
        let dir = TemporaryDirectory()
        let path = dir.file("missing/h")
        #expect(throws: HistoryFile.Failure.unwritable(path, "No such file or directory")) {
            try HistoryFile(path: path).append("(f 1)")
        }
        #expect(HistoryFile.Failure.unwritable("/x", "Permission denied").description
            == "history file /x cannot be written (Permission denied); history is not saved")
    }

    @Test func aFailedRewriteLeavesTheFileAsItWas() {
        let dir = TemporaryDirectory()
        dir.write("h", "#sicp-history v1\n(f 1)\n")
        mkdir(dir.file("h.new"), 0o700)  // the new file cannot be made
        #expect(throws: HistoryFile.Failure.self) { try HistoryFile(path: dir.file("h")).rewrite(["(g)"]) }
        #expect(dir.read("h") == "#sicp-history v1\n(f 1)\n")
    }

    @Test func theEditorWarnsOnceAndGoesOnWithoutTheFile() {
        let dir = TemporaryDirectory()
        dir.write("h", "not history\n")
        var warnings: [String] = []
        let editor = LineEditor(delegate: LineEditorDelegate(prompt: "> ", continuationPrompt: ". "),
                                input: -1, output: -1, historyPath: dir.file("h")) { warnings.append($0) }
        #expect(warnings == ["history file \(dir.file("h")) is not a sicp history file (line 1); history is not saved"])
        #expect(editor.state.history.entries == [])
        #expect(dir.read("h") == "not history\n")
    }
}

/// Issue 23: trimming never loses an entry silently.
extension HistoryTests {
    @Test func aBigEntryDoesNotWipeTheOthers() throws {
        let dir = TemporaryDirectory()
        let big = String(repeating: "x", count: 4_200_000)
        let entries = ["(define a 1)", big, "(define b 2)"] + (0..<1000).map { "(f \($0))" }
        dir.write("h", HistoryFile.header + "\n" + entries.joined(separator: "\n") + "\n")
        let history = try HistoryFile(path: dir.file("h")).load(limit: 1002)
        #expect(history.entries == Array(entries.suffix(1002)))
        #expect(history.entries.first == big)
        // The file, cut to its limit, keeps the big entry.
        #expect(dir.read("h") == HistoryFile.header + "\n" + entries.suffix(1002).joined(separator: "\n") + "\n")
    }

    @Test func trimmingWritesThroughASymlinkAndKeepsTheMode() throws {
        let dir = TemporaryDirectory()
        let entries = (0..<20).map { "(f \($0))" }
        dir.write("target", HistoryFile.header + "\n" + entries.joined(separator: "\n") + "\n")
        #expect(chmod(dir.file("target"), 0o644) == 0)
        #expect(symlink(dir.file("target"), dir.file("link")) == 0)
        _ = try HistoryFile(path: dir.file("link")).load(limit: 10)
        var status = stat()
        #expect(lstat(dir.file("link"), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(stat(dir.file("target"), &status) == 0 && status.st_mode & 0o7777 == 0o644)
        #expect(dir.read("target") == HistoryFile.header + "\n" + entries.suffix(10).joined(separator: "\n") + "\n")
    }

    @Test func aNewFileIsPrivate() throws {
        let dir = TemporaryDirectory()
        try HistoryFile(path: dir.file("h")).append("(+ 1 2)")
        var status = stat()
        #expect(stat(dir.file("h"), &status) == 0 && status.st_mode & 0o7777 == 0o600)
    }
}
