import Foundation
import SICPScheme
import Testing

/// `(include "file")` and `(include-ci "file")` (R7RS 4.1.7; Gambit, CHICKEN,
/// Guile and Racket have it): the files' forms in place of the form.
@Suite struct IncludeTests {
    /// A fresh folder with `files` (name: text) in it.
    static func folder(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sicp-include-\(UUID().uuidString)")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory.path
    }

    /// What running `main.scm` in `folder` writes, and its error if any.
    static func run(_ folder: String) throws -> (output: String, error: String?) {
        try LargeStack.run(size: Scheme.stackSize) {
            let port = OutputPort()
            let interp = Interp(output: port)
            interp.mainFile = folder + "/main.scm"
            do {
                try interp.evaluate(try SourceFile.read(folder + "/main.scm"))
                return (port.collected, nil)
            } catch {
                return (port.collected, "\(error)")
            }
        }
    }

    @Test func theFilesFormsTakeThePlaceOfTheForm() throws {
        let folder = try Self.folder([
            "main.scm": "(include \"lib/helpers.scm\")\n(display (list (double 4) (triple 2)))",
            // The included file's own include is relative to it.
            "lib/helpers.scm": "(define (double x) (* 2 x))\n(include \"more.scm\")",
            "lib/more.scm": "(define (triple x) (* 3 x))",
        ])
        #expect(try Self.run(folder) == ("(8 6)", nil))
    }

    @Test func gauchesRequireLoadsEachFileOnceAndItsProvideKeepsEveryDefinition() throws {
        // Gauche's (require "./lib/streams") names the file without its
        // `.scm`; `provide` names a feature (not a Racket module's
        // exports); the two library files require each other, each by a
        // path relative to itself.
        let folder = try Self.folder([
            "main.scm": "(define loads 0)\n(require \"./lib/streams\")\n(require \"./lib/./streams.scm\")\n"
                + "(display (list (double 4) (triple 2) loads))",
            "lib/streams.scm": "(provide \"./streams.scm\")\n(set! loads (+ loads 1))\n(require \"./helpers.scm\")\n"
                + "(define (double x) (* 2 x))",
            "lib/helpers.scm": "(provide \"./helpers.scm\")\n(set! loads (+ loads 1))\n(require \"./streams.scm\")\n"
                + "(define (triple x) (* 3 x))",
        ])
        #expect(try Self.run(folder) == ("(8 6 2)", nil))
        #expect(SourceFile.absolutePath("/a/./b/../c.scm") == "/a/c.scm")
        #expect(SourceFile.absolutePath("/a//b/./././c.scm") == "/a/b/c.scm")
    }

    @Test func anIncludeInABodyDefinesItsNamesThere() throws {
        let folder = try Self.folder([
            "main.scm": "(define (f) (include \"inner.scm\") (g 5))\n(display (f))\n(g 1)",
            "inner.scm": "(define (g x) (+ x 1))",
        ])
        // `g` is `f`'s internal definition, not a global one.
        #expect(try Self.run(folder) == ("6", ";Unbound variable: g"))
    }

    @Test func includeCIFoldsTheCaseOfTheIncludedFileOnly() throws {
        let folder = try Self.folder([
            "main.scm": "(include-ci \"upper.scm\")\n(display (list (SQUARE 3) \"Kept\"))",
            "upper.scm": "(DEFINE (Square X) (* x X))",
        ])
        #expect(try Self.run(folder) == ("", ";Unbound variable: SQUARE"))
        let lower = try Self.folder([
            "main.scm": "(include-ci \"upper.scm\")\n(display (list (square 3) \"Kept\"))",
            "upper.scm": "(DEFINE (Square X) (* x X))",
        ])
        #expect(try Self.run(lower) == ("(9 Kept)", nil))
    }

    @Test func badIncludesAreMITsErrors() throws {
        let folder = try Self.folder([
            "main.scm": "(include \"missing.scm\")",
            "self.scm": "(include \"self.scm\")",
        ])
        // Not next to the file: named in the working directory, as `load` names it.
        #expect(try Self.run(folder).error
            == ";Unable to open file \"\(SourceFile.absolutePath("missing.scm"))\" because: No such file or directory.")
        #expect(Scheme.error("(include)") == ";Ill-formed syntax: (include)")
        #expect(Scheme.error("(include 5)") == ";Ill-formed syntax: (include 5)")
        let loop = try Self.folder(["main.scm": "(include \"main.scm\")"])
        #expect(try Self.run(loop).error == ";Aborting!: maximum recursion depth exceeded")
    }

    @Test func aProgramsOwnIncludeIsCalled() throws {
        #expect(try Scheme.eval("(define (include f) (string-append \"my \" f)) (include \"x\")") == "\"my x\"")
    }
}

/// `Interp.keptDefinitions`: the checker keeps the built-in stream layer
/// when a file defines its own.
@Suite struct KeptDefinitionsTests {
    @Test func aKeptNamesDefinitionsAreSkippedAndNoted() throws {
        let (output, skipped) = try LargeStack.run(size: Scheme.stackSize) {
            let port = OutputPort()
            let interp = Interp(output: port)
            interp.keptDefinitions = ["force", "cons-stream", "delay"]
            try interp.evaluate("""
                (define-syntax delay (syntax-rules () ((_ e) (lambda () e))))
                (define (force p) (p))
                (define-syntax cons-stream (syntax-rules () ((_ a b) (cons a (delay b)))))
                (define (force p) (p))
                (define s (cons-stream 1 (car '())))
                (display (list (car s) (promise? (cdr s)) (force (delay 2))))
                (define (mine x) x)
                (display (mine 3))
                """)
            return (port.collected, interp.skippedDefinitions)
        }
        #expect(output == "(1 #t 2)3")
        #expect(skipped == ["delay", "force", "cons-stream"])
    }

    @Test func withNoKeptNamesAProgramDefinesThemAsWritten() throws {
        #expect(try Scheme.eval("(define (force p) 'mine) (force 1)") == "mine")
    }
}
