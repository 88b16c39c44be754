/// A learner's notes with the program in them: a Markdown file's fenced
/// code blocks, an Org file's source blocks. The program is the blocks'
/// lines; every other line is left blank, so that a message's line number
/// is the file's.
///
/// A Markdown block counts when its info string is empty or names a Lisp
/// (```` ```scheme ````, ```` ``` Scheme ````, `~~~racket`, `lisp`, `scm`,
/// `rkt`, ...); an Org block when `#+BEGIN_SRC` names one (case is ignored
/// in both). Indented blocks and Org's `#+BEGIN_EXAMPLE` are left out: they
/// show output more often than code.
///
/// ```swift
/// LiterateSource.programText("# 1.3\n```scheme\n(define x 1)\n```\nx is 1\n", path: "ex1.3.md")
/// // "\n\n(define x 1)\n\n\n"
/// ```
public enum LiterateSource {
    /// The file kinds read so, by the name's ending (case ignored).
    static let markdownEndings = [".md", ".markdown"]
    static let orgEndings = [".org"]

    /// The languages whose blocks are the program.
    static let languages: Set<String> = [
        "scheme", "racket", "scm", "rkt", "ss", "lisp", "sicp", "mit-scheme", "guile", "gauche", "chicken", "chez",
        "r7rs", "r5rs",
    ]

    /// The program in `text`, when `path` names a Markdown or Org file;
    /// nil for any other file.
    public static func programText(_ text: String, path: String) -> String? {
        let name = path.lowercased()
        if markdownEndings.contains(where: name.hasSuffix) { return markdownProgram(text) }
        if orgEndings.contains(where: name.hasSuffix) { return orgProgram(text) }
        return nil
    }

    static func markdownProgram(_ text: String) -> String {
        var out: [Substring] = []
        // The open fence: its character, its length, and whether its block counts.
        var fence: (mark: Character, length: Int, counts: Bool)? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            let mark = trimmed.first
            let run = mark.map { first in (first == "`" || first == "~") && indent <= 3 ? trimmed.prefix { $0 == first }.count : 0 } ?? 0
            if let open = fence {
                if run >= open.length, mark == open.mark, trimmed.dropFirst(run).allSatisfy(\.isWhitespace) {
                    fence = nil
                    out.append("")
                } else {
                    out.append(open.counts ? line : "")
                }
            } else if run >= 3, let mark {
                let info = trimmed.dropFirst(run).drop(while: \.isWhitespace)
                let language = info.prefix { !$0.isWhitespace && $0 != "{" && $0 != "," }.lowercased()
                fence = (mark, run, language.isEmpty || languages.contains(language))
                out.append("")
            } else {
                out.append("")
            }
        }
        return out.joined(separator: "\n")
    }

    static func orgProgram(_ text: String) -> String {
        var out: [Substring] = []
        var inBlock: Bool? = nil  // nil outside a block; whether the block counts
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(whereSeparator: \.isWhitespace)
            let head = words.first?.lowercased()
            if let counts = inBlock {
                if head == "#+end_src" {
                    inBlock = nil
                    out.append("")
                } else {
                    out.append(counts ? line : "")
                }
            } else if head == "#+begin_src" {
                inBlock = words.count > 1 && languages.contains(words[1].lowercased())
                out.append("")
            } else {
                out.append("")
            }
        }
        return out.joined(separator: "\n")
    }
}
