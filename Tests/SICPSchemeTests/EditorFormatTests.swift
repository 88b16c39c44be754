import Foundation
@testable import SICPScheme
import Testing

/// Programs DrRacket saved in its editor format (WXME), as learners'
/// repositories hold them: read as their text by `load`, `sicp run` and
/// `sicp check`, and as they are by `open-input-file`.
@Suite struct EditorFormatTests {
    /// A file in the format, laid out as DrRacket writes one: the header,
    /// its comment, snip classes and styles (names ending in NUL), then one
    /// text snip for each of `pieces`, a long one split into a group.
    static func saved(_ pieces: [String]) -> String {
        var text = "#reader(lib\"read.ss\"\"wxme\")WXME0109 ## \n#|\n   This file uses the GRacket editor format.\n|#\n"
        text += " 33 7 #\"wxtext\\0\"\n3 1 6 #\"wxtab\\0\"\n1 0 68\n(0\n #\"((lib \\\"image-core.ss\\\" \\\"mrlib\\\") \"\n"
        text += " #\"(lib \\\"image-core-wxme.rkt\\\" \\\"mrlib\\\"))\\0\"\n) 1 0 16 #\"drscheme:number\\0\"\n"
        text += "0 75 12 #\"Courier New\\0\"\n0 -1 1 #\"\\0\"\n"
        for piece in pieces {
            let escaped = piece.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n")
            if escaped.count > 20 {
                let cut = escaped.index(escaped.startIndex, offsetBy: 20)
                text += "0 0 17 3 \(piece.utf8.count)\n(4\n #\"\(escaped[..<cut])\"\n #\"\(escaped[cut...])\"\n) "
            } else {
                text += "0 0 24 3 \(piece.utf8.count) #\"\(escaped)\"\n"
            }
        }
        // A number snip, as DrRacket shows an exact fraction in a comment.
        text += "0 8          10 17 8 #\"987/610\\0\"\n3 #\"#e\\0\"\n8 #\"decimal\\0\"\n"
        return text
    }

    @Test func theDocumentationsExample() {
        let file = "#reader(lib\"read.ss\"\"wxme\")WXME0109 ##\n#|\n|#\n"
            + " 1 0 6 #\"wxtext\\0\"\n0 0 24 3 1 #\"(\"\n0 0 14 3 6 #\"square\"\n0 0 24 3 1 #\")\""
        #expect(EditorFormat.programText(file) == "(square)")
    }

    @Test func theTextIsTheTextSnipsInOrder() {
        let pieces = ["#lang sicp", "\n", "(", "define", " (", "golden", " x", ")", "\n  ",
                      "; a comment longer than twenty bytes, split in two", "\n", "(+ 1 (/ 1 x)))", "\n",
                      "(display \"a \\\"quoted\\\" string\")"]
        #expect(EditorFormat.programText(Self.saved(pieces)) == pieces.joined())
    }

    @Test(arguments: [
        (#"#"a\nb""#, "a\nb"), (#"#"tab\there""#, "tab\there"), (#"#"\101\x42C""#, "ABC"),
        (#"#"back\\slash""#, "back\\slash"), (#"#"\"q\"""#, "\"q\""),
    ])
    func byteStringEscapes(written: String, read: String) {
        let file = "#reader(lib\"read.ss\"\"wxme\")WXME0109 ##\n#|\n|#\n0 0 24 3 1 " + written
        #expect(EditorFormat.programText(file) == read)
    }

    @Test func otherTextIsNotTheFormat() {
        #expect(EditorFormat.programText("(define x 1)") == nil)
        #expect(!EditorFormat.isEditorFormat("#lang sicp\n(define x 1)"))
        // An unterminated byte string: nothing to read.
        #expect(EditorFormat.programText("#reader(lib\"read.ss\"\"wxme\")WXME0109 ##\n#|\n|#\n0 #\"(define") == nil)
    }

    /// `load` and `SourceFile.read` read the program; `open-input-file`
    /// reads the file as it is.
    @Test func loadReadsTheProgramAndAPortTheFile() throws {
        let saved = Self.saved(["(define (golden x) (+ 1 (/ 1 x)))", "\n", "(define answer (golden 1))"])
        let folder = try IncludeTests.folder(["saved.rkt": saved])
        // A port opens its file from the working directory: named in full.
        let main = """
            (load "saved.rkt")
            (display answer)
            (newline)
            (display (read-char (open-input-file "\(folder)/saved.rkt")))
            """
        try main.write(toFile: folder + "/main.scm", atomically: true, encoding: .utf8)
        let (output, error) = try IncludeTests.run(folder)
        #expect(error == nil)
        #expect(output == "2\n#")
        #expect(try SourceFile.read(folder + "/saved.rkt") == "(define (golden x) (+ 1 (/ 1 x)))\n(define answer (golden 1))")
        #expect(try SourceFile.read(folder + "/saved.rkt", asProgram: false) == saved)
    }
}
