import LineEditor
import SICPScheme

/// What the line editor needs to know of Scheme: when an entry is complete,
/// how a new line is indented, which brackets match, and what a word may
/// complete to.
enum SchemeEditing {
    /// Whether Return should run `text`: a comma command, or text the reader
    /// reads to the end without running out (an error other than a missing
    /// `)` or `"` also runs, to be reported).
    static func isComplete(_ text: String) -> Bool {
        if text.drop(while: { $0 == " " || $0 == "\t" }).first == "," { return true }
        var reader = Reader(text)
        do {
            while try reader.read() != nil {}
            return true
        } catch let error as ParseError {
            return !error.isIncomplete
        } catch {
            return true
        }
    }

    /// Forms whose body is indented by 2 from their open paren.
    static let bodyForms: Set<String> = [
        "define", "lambda", "named-lambda", "let", "let*", "letrec", "letrec*", "when", "unless",
        "do", "begin", "case", "define-syntax", "let-values", "let*-values", "define-values",
        "define-record-type", "let-syntax", "letrec-syntax", "syntax-rules", "define-syntax-rule", "define-macro",
        "defmacro",
    ]

    /// The indentation of a new line after `textBefore`, as Scheme is
    /// written: 2 past the open paren for the body of `define`, `lambda`,
    /// `let` and the like (and for `cond` clauses when none is on the first
    /// line); otherwise under the first argument when there is one, else
    /// under the first element; none at the top level. Nil inside a string
    /// (blanks there would change it).
    static func indentation(after textBefore: String) -> Int? {
        let scan = Scan(Array(textBefore))
        guard !scan.inString else { return nil }
        guard let open = scan.stack.last else { return 0 }
        if let head = open.head {
            if bodyForms.contains(head) { return open.column + 2 }
            if let argument = open.firstArgumentColumn { return argument }
            return head == "cond" ? open.column + 2 : open.column + 1
        }
        return open.firstElementColumn ?? open.column + 1
    }

    /// Which closers match which openers, ignoring those in strings,
    /// comments and character literals (`#\(`).
    static func brackets(_ text: [Character]) -> Brackets { Scan(text).brackets }

    /// Completions for the word before the cursor: the comma commands after
    /// a `,` that starts the entry, else the special forms and the globals
    /// (built-ins and the session's own definitions).
    static func completions(_ textBefore: String, globals: () -> [String]) -> Completions {
        let characters = Array(textBefore)
        let scan = Scan(characters)
        guard !scan.inString, !scan.inComment else { return Completions(wordLength: 0, candidates: []) }
        var start = characters.count
        while start > 0, !Scan.isDelimiter(characters[start - 1]) { start -= 1 }
        let word = String(characters[start...])
        let before = characters[..<start].filter { $0 != " " && $0 != "\t" }
        if before == [","] {
            let names = CommaCommand.all.map(\.name).filter { $0.hasPrefix(word) }
            return Completions(wordLength: word.count, candidates: names)
        }
        guard !word.isEmpty, !word.hasPrefix("#") else { return Completions(wordLength: 0, candidates: []) }
        let names = (globals() + Interp.specialFormNames).filter { $0.hasPrefix(word) }
        return Completions(wordLength: word.count, candidates: names)
    }

    /// A scan of Scheme text for the open lists, brackets, strings and comments.
    struct Scan {
        struct Open {
            var index: Int
            /// Columns on the screen (wide characters count 2) from the line's start.
            var column: Int
            var head: String?
            var firstElementColumn: Int?
            var firstArgumentColumn: Int?
            var elements = 0
        }

        var stack: [Open] = []
        var brackets = Brackets()
        var inString = false
        var inComment = false

        static func isDelimiter(_ c: Character) -> Bool {
            c.isWhitespace || "()[]'`\",;".contains(c)
        }

        init(_ text: [Character]) {
            var openers: [Int] = []
            var column = 0
            var i = 0
            var blockDepth = 0
            func startElement(at column: Int) {
                guard !stack.isEmpty else { return }
                stack[stack.count - 1].elements += 1
                switch stack[stack.count - 1].elements {
                case 1: stack[stack.count - 1].firstElementColumn = column
                case 2: stack[stack.count - 1].firstArgumentColumn = column
                default: break
                }
            }
            while i < text.count {
                let c = text[i]
                if c == "\n" {
                    column = 0
                    inComment = false
                    i += 1
                    continue
                }
                let here = column
                column += columnWidth(of: c)
                if inComment { i += 1; continue }
                if blockDepth > 0 {
                    if c == "|", i + 1 < text.count, text[i + 1] == "#" { blockDepth -= 1; column += 1; i += 1 }
                    i += 1
                    continue
                }
                if inString {
                    if c == "\\", i + 1 < text.count, text[i + 1] != "\n" { column += columnWidth(of: text[i + 1]); i += 1 }
                    else if c == "\"" { inString = false }
                    i += 1
                    continue
                }
                switch c {
                case ";":
                    inComment = true
                case "\"":
                    startElement(at: here)
                    inString = true
                case "(", "[":
                    startElement(at: here)
                    openers.append(i)
                    stack.append(Open(index: i, column: here))
                case ")", "]":
                    brackets.close(at: i, stack: &openers, text: text)
                    if !stack.isEmpty { stack.removeLast() }
                case "'", "`", ",":
                    break
                case " ", "\t":
                    break
                default:
                    if c == "#", i + 1 < text.count, text[i + 1] == "|" {
                        blockDepth += 1
                        column += 1
                        i += 2
                        continue
                    }
                    // An atom: up to a delimiter (`#\(` is a character, not a paren).
                    startElement(at: here)
                    var end = i + 1
                    if c == "#", end < text.count, text[end] == "\\" { end = min(end + 2, text.count) }
                    while end < text.count, !Self.isDelimiter(text[end]) { end += 1 }
                    if let last = stack.indices.last, stack[last].elements == 1, text[stack[last].index + 1] != " " {
                        stack[last].head = String(text[i..<end])
                    }
                    for k in (i + 1)..<end { column += columnWidth(of: text[k]) }
                    i = end
                    continue
                }
                i += 1
            }
        }
    }
}
