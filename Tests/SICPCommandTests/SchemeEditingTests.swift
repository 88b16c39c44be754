#if canImport(Glibc)
import Glibc
#endif
import LineEditor
@testable import SICPCommand
import SICPScheme
import Testing

@Suite struct SchemeEditingTests {
    @Test(arguments: [
        ("(define (f x)", false), ("(f)", true), ("(f) (g", false), (")", true), ("", true),
        ("\"abc", false), ("(display \")\"", false), (",trace (f", true), ("  ,help", true),
        ("'(1 2", false), ("(f #\\()", true), ("(f ; )\n", false), ("#|", false),
    ])
    func completeness(text: String, complete: Bool) {
        #expect(SchemeEditing.isComplete(text) == complete)
    }

    @Test(arguments: [
        ("(define (f x)", 2),
        ("(define (f x)\n  (if (= x 0)", 6),
        ("(define (f x)\n  (lambda (y)", 4),
        ("(cond ((= n 0) 1)", 6),
        ("(cond", 2),
        ("(let ((a 1)", 6),
        ("(let loop ((i 0))", 2),
        ("(let* ((a 1))", 2),
        ("(letrec ((even? (lambda (n) n)))", 2),
        ("(when (> x 0)", 2),
        ("(unless (> x 0)", 2),
        ("(do ((i 0 (+ i 1)))", 2),
        ("(define-values (q r)", 2),
        ("(let-values (((q r) (floor/ 7 2)))", 2),
        ("(+ 1", 3),
        ("(sum-integers 1", 14),
        ("(foo", 1),
        ("((compose f g)", 1),
        ("(display \"(\"", 9),
        ("(f #\\( x", 3),
        ("; a comment (\n(g", 1),
        ("(define s \"abc", nil),
        ("(list \"日本\" (f", 14),
        ("(+ 1 2)", 0),
        ("'(1", 2),
    ])
    func indentation(text: String, columns: Int?) {
        #expect(SchemeEditing.indentation(after: text) == columns)
    }

    @Test func bracketsIgnoreStringsCommentsAndCharacters() {
        let b = SchemeEditing.brackets(Array("(f #\\) \")\" ; )\n x))"))
        #expect(b.openerOf == [17: 0] && b.unmatched == [18])
    }

    @Test func completionsFromTheLiveSession() throws {
        let interp = Interp()
        _ = try interp.evaluate("(define (my-square x) (* x x))")
        let globals = { interp.globalNames }
        #expect(SchemeEditing.completions("(sum-integ", globals: globals)
            == Completions(wordLength: 9, candidates: ["sum-integers"]))
        #expect(SchemeEditing.completions("(+ (my-sq", globals: globals)
            == Completions(wordLength: 5, candidates: ["my-square"]))
        #expect(SchemeEditing.completions("(defi", globals: globals).candidates == ["define", "define-values", "define-syntax", "define-syntax-rule", "define-macro", "define-logger", "define-record-type"])
        #expect(SchemeEditing.completions("(let-v", globals: globals).candidates == ["let-values"])
        #expect(SchemeEditing.completions("(\"sum", globals: globals).candidates == [])
        #expect(SchemeEditing.completions("(f ", globals: globals).candidates == [])
        #expect(SchemeEditing.completions(",tr", globals: globals)
            == Completions(wordLength: 2, candidates: ["trace", "tree"]))
        #expect(SchemeEditing.completions(",su", globals: globals)
            == Completions(wordLength: 2, candidates: ["subst"]))
        #expect(SchemeEditing.completions(",", globals: globals).candidates == CommaCommand.all.map(\.name))
    }
}

/// README.md's history file example: what the editor writes for the entries
/// it shows, and reads back.
@Suite struct HistoryDocumentationTests {
    @Test func theREADMEsHistoryFileIsWhatTheEditorWrites() throws {
        let readme = try SourceFile.read(Paths.packageRoot + "/README.md", asProgram: false)
        let start = try #require(readme.firstRange(of: "```history\n"))
        let end = try #require(readme[start.upperBound...].firstRange(of: "```\n"))
        let file = String(readme[start.upperBound..<end.lowerBound])
        let entries = ["(define (sq x)\n  (* x x))", "(sq 12)", #"(display "a\\b")"#]
        #expect(file == ([HistoryFile.header] + entries.map(HistoryFile.encode)).joined(separator: "\n") + "\n")
        let path = "/tmp/sicp-history-readme-\(getpid())"
        defer { unlink(path) }
        for entry in entries { try HistoryFile(path: path).append(entry) }
        #expect(try SourceFile.read(path) == file)
        #expect(try HistoryFile(path: path).load(limit: 1000).entries == entries)
    }
}

/// README.md's table of keys: every key it names is bound.
@Suite struct KeysDocumentationTests {
    static func key(_ name: String) -> Key? {
        let named: [String: Key] = [
            "Left": .left, "Right": .right, "Up": .up, "Down": .down, "Home": .home, "End": .end,
            "Backspace": .backspace, "Delete": .delete, "Alt-Backspace": .altBackspace, "Return": .enter,
            "Tab": .tab, "Ctrl-Left": .wordLeft, "Ctrl-Right": .wordRight,
        ]
        if let key = named[name] { return key }
        if name.hasPrefix("Ctrl-"), name.count == 6 { return .control(Character(name.suffix(1).lowercased())) }
        if name.hasPrefix("Alt-"), name.count == 5 { return .alt(Character(name.suffix(1).lowercased())) }
        return nil
    }

    static func readmeRows() throws -> [(String, String)] {
        let readme = try SourceFile.read(Paths.packageRoot + "/README.md", asProgram: false)
        let start = try #require(readme.firstRange(of: "| keys | do |\n| --- | --- |\n"))
        return readme[start.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("| ") }.map { row in
            let cells = row.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            return (cells[0], cells.dropFirst().joined(separator: " | "))
        }
    }

    @Test func theREADMEsKeysAreTheHelpsKeys() throws {
        let rows = try Self.readmeRows()
        #expect(rows.count == 16)
        #expect(rows.map(\.0) == Help.keys.map(\.0))
        // README sets commands and messages in backquotes.
        #expect(rows.map { $0.1.filter { $0 != "`" } } == Help.keys.map(\.1))
    }

    @Test func everyKeyInTheREADMEIsBound() throws {
        var names: [String] = []
        for (cell, _) in try Self.readmeRows() {
            names += cell.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
        }
        #expect(names.count == 31)
        for name in names {
            let key = try #require(Self.key(name), "\(name)")
            #expect(EditorState.keyTable[key] != nil, "\(name)")
        }
    }
}

extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}

@Suite struct EditorHelpTests {
    @Test func sicpHelpShowsTheKeysAndTheHistoryFile() {
        let help = sicp(["--help"]).output
        #expect(help.contains("""
            KEYS (stdin and stdout a terminal, TERM not dumb):
              Left, Right, Ctrl-B, Ctrl-F          a character back, forward
              Alt-B, Alt-F, Ctrl-Left, Ctrl-Right  a word back, forward

            """))
        #expect(help.contains("""
              Return                               on the entry's last line, run it if it is
                                                   complete; else open a new line at the
                                                   cursor, indented (blanks typed first
                                                   replace the indentation)
              Ctrl-J                               run the entry from any line (an
                                                   unfinished one: open a new line at its
                                                   end)

            """))
        #expect(help.contains("\n  History: ~/.sicp_history, or the file SICP_HISTORY names (empty: none).\n"))
    }

    /// Every help text fits 80 columns.
    @Test(arguments: [["--help"], ["help", "eval"], ["help", "run"], ["help", "check"], ["help", "help"]])
    func helpTextsFit80Columns(arguments: [String]) {
        let lines = sicp(arguments).output.split(separator: "\n")
        #expect(lines.count >= 4 && lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    }

    /// `,help` at 80 columns (its output not a terminal) and its lines at the
    /// width of a terminal: none longer, the summaries aligned.
    @Test(arguments: [40, 60, 80, 132])
    func helpFitsTheWidth(width: Int) {
        let commands = CommaCommand.all.map { ($0.usage, $0.summary) }
        for keys in [false, true] {
            let lines = Help.commands(commands, keys: keys, width: width).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= width }, "\(width)")
            #expect(lines.contains(",help                       list these commands") == (width >= 52), "\(width)")
        }
        #expect(sicp([], stdin: ",help\n").output == Help.commands(commands, keys: false, width: 80))
    }
}
