import Foundation
@testable import SICPScheme
import Testing

/// A learner's notes in Markdown or Org, with the answer in code blocks:
/// `load`, `sicp run` and `sicp check` read the blocks, each other line
/// left blank so that line numbers are the file's.
@Suite struct LiterateSourceTests {
    @Test func theDocumentationsExample() {
        #expect(LiterateSource.programText("# 1.3\n```scheme\n(define x 1)\n```\nx is 1\n", path: "ex1.3.md")
                    == "\n\n(define x 1)\n\n\n")
    }

    @Test(arguments: [
        // An info string of any case, after a space; no info string at all.
        ("## 1.19\n``` Scheme\n(define (fib n) n)\n```\n", "\n\n(define (fib n) n)\n\n"),
        ("```\n(+ 1 2)\n```", "\n(+ 1 2)\n"),
        // Another language's block is prose.
        ("```python\nprint(1)\n```\n```racket\n(f)\n```", "\n\n\n\n(f)\n"),
        // Tildes; a longer fence is closed only by one as long; a fence
        // with text after it does not close.
        ("~~~lisp\n(a)\n~~~", "\n(a)\n"),
        ("````scheme\n```\n(b)\n````", "\n```\n(b)\n"),
        ("```scheme\n``` x\n(c)\n```", "\n``` x\n(c)\n"),
        // Indented up to three spaces; four is an indented block, not a fence.
        ("   ```scm\n(d)\n   ```", "\n(d)\n"),
        ("    ```scm\n    (e)", "\n"),
        // Inline code and text: nothing.
        ("Call `(f 1)` to see.", ""),
        // A block never closed runs to the end of the file.
        ("```scheme\n(g)\n(h)", "\n(g)\n(h)"),
    ])
    func markdownBlocks(text: String, program: String) {
        #expect(LiterateSource.programText(text, path: "notes.md") == program)
        #expect(LiterateSource.programText(text, path: "NOTES.Markdown") == program)
    }

    @Test(arguments: [
        ("* 1.7\n#+BEGIN_SRC scheme\n(define x 1)\n#+END_SRC\ntext", "\n\n(define x 1)\n\n"),
        ("#+begin_src racket :results output\n(f)\n#+end_src", "\n(f)\n"),
        ("  #+BEGIN_SRC scheme\n  (g)\n  #+END_SRC", "\n  (g)\n"),
        // Another language's block, a block of no language, an example: prose.
        ("#+BEGIN_SRC python\nx = 1\n#+END_SRC\n#+BEGIN_SRC\n(a)\n#+END_SRC\n#+BEGIN_EXAMPLE\n(b)\n#+END_EXAMPLE",
         "\n\n\n\n\n\n\n\n"),
    ])
    func orgBlocks(text: String, program: String) {
        #expect(LiterateSource.programText(text, path: "ch1.org") == program)
    }

    @Test func otherFilesAreNotNotes() {
        #expect(LiterateSource.programText("```scheme\n(a)\n```", path: "ex.scm") == nil)
        #expect(LiterateSource.programText("(a)", path: "md") == nil)
    }

    /// `load` reads the blocks; `open-input-file` would read the file as it is.
    @Test func loadReadsTheBlocks() throws {
        let notes = "# Exercise 1.3\n\nMy answer:\n\n```scheme\n(define (sq x) (* x x))\n(define answer (sq 7))\n```\n\nIt gives 49.\n"
        let folder = try IncludeTests.folder(["notes.md": notes])
        try "(load \"notes.md\")\n(display answer)".write(toFile: folder + "/main.scm", atomically: true, encoding: .utf8)
        let (output, error) = try IncludeTests.run(folder)
        #expect(error == nil)
        #expect(output == "49")
        #expect(try SourceFile.read(folder + "/notes.md") == "\n\n\n\n\n(define (sq x) (* x x))\n(define answer (sq 7))\n\n\n\n")
        #expect(try SourceFile.read(folder + "/notes.md", asProgram: false) == notes)
    }
}
