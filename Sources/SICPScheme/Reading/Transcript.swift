/// A file that is a pasted REPL session, read as the learner meant it: the
/// forms typed after the prompts, without the values and output the
/// Scheme printed between them.
///
/// ```swift
/// let text = "1 ]=> (define (f x) (* x x))\n;Value: f\n\n1 ]=> (f 3)\n;Value: 9\n"
/// Transcript.read(text)?.dialect   // "MIT Scheme"
/// Transcript.read(text)?.source    // "      (define (f x) (* x x))\n\n\n      (f 3)\n\n"
/// ```
///
/// The prompts known: MIT Scheme's `1 ]=>` and `2 error>`, Gauche's
/// `gosh>` (and `gosh$`, `gosh[r7rs.user]>`), Guile's
/// `scheme@(guile-user)>` (and `scheme@(guile-user) [1]>`), Racket's `>`.
/// A file is a transcript when its first line that is not blank and not a
/// `;` comment begins with a prompt, or, for the prompts of MIT, Gauche
/// and Guile, when no line before its first prompt begins with `(` (a
/// banner such as `MIT/GNU Scheme running under GNU/Linux` may come first).
/// Any other file reads as it is: ordinary code never begins with a
/// prompt, and a `>` inside an expression is no prompt. Nor is a file
/// with a `(define` at the start of a line that no prompt took a
/// transcript: that is code with a few REPL lines pasted into it.
///
/// After a prompt, the input goes on over the following lines until every
/// datum begun is complete; a prompt with nothing after it takes the next
/// line when that line begins with `(`. Everything else (values,
/// `;Value:` lines, output, banners) is left out. The source keeps the
/// file's lines where they were (left-out lines become empty, prompts
/// spaces), so an error's line number is the file's.
public enum Transcript {
    /// The forms of a transcript, and whose prompts it has; nil when `text`
    /// is not a transcript.
    public static func read(_ text: String) -> (source: String, dialect: String)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let (firstPrompt, dialect) = firstPrompt(lines) else { return nil }
        var out = Array(repeating: "", count: lines.count)
        var i = firstPrompt
        while i < lines.count {
            guard let (promptLength, _) = prompt(lines[i]) else {
                i += 1
                continue
            }
            var input = String(lines[i].dropFirst(promptLength))
            var first = i
            if input.allSatisfy(\.isWhitespace) {
                // gosh> on a line of its own, the form on the next.
                guard i + 1 < lines.count, lines[i + 1].trimmingPrefix(while: \.isWhitespace).hasPrefix("(") else {
                    i += 1
                    continue
                }
                first = i + 1
                input = lines[first]
            } else {
                input = String(repeating: " ", count: promptLength) + input
            }
            // The input goes on while a datum is incomplete.
            var last = first
            out[first] = input
            while isIncomplete(out[first...last].joined(separator: "\n")), last + 1 < lines.count,
                  prompt(lines[last + 1]) == nil {
                last += 1
                out[last] = lines[last]
            }
            i = last + 1
        }
        // A definition at the start of a line that no prompt took: code
        // with some REPL lines pasted into it (`1 ]=> (f 7000)` and its
        // output above the definitions), not a session. No Scheme prints
        // a value so.
        for (index, line) in lines.enumerated() where out[index].isEmpty && line.hasPrefix("(define") {
            return nil
        }
        return (out.joined(separator: "\n"), dialect)
    }

    /// Code with some REPL lines pasted into it (`1 ]=> (unique-pairs 4)`
    /// after the definitions, then `;Value: ...`): MIT Scheme's prompts
    /// blanked out, so that the forms typed after them read as code (MIT's
    /// values and messages are `;` comments already), and how many there
    /// were; nil when no line begins with one. The prompts of the other
    /// Schemes are left alone: their values are not comments.
    ///
    /// ```swift
    /// Transcript.withoutMITPrompts("(define x 2)\n1 ]=> (* x 3)\n;Value: 6\n")?.source
    /// // "(define x 2)\n      (* x 3)\n;Value: 6\n"
    /// ```
    public static func withoutMITPrompts(_ text: String) -> (source: String, count: Int)? {
        var count = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let (length, dialect) = prompt(String(line)), dialect == "MIT Scheme" else { return String(line) }
            count += 1
            return String(repeating: " ", count: length) + line.dropFirst(length)
        }
        return count == 0 ? nil : (lines.joined(separator: "\n"), count)
    }

    /// The note a caller gives when it read `file` as a transcript.
    public static func note(_ file: String, _ dialect: String) -> String {
        ";Note: \(file) is a pasted \(dialect) session: reading the forms typed after its prompts, not the values printed"
    }

    private static func isIncomplete(_ text: String) -> Bool {
        var reader = Reader(text)
        do {
            while try reader.read() != nil {}
            return false
        } catch let error as ParseError {
            return error.isIncomplete
        } catch {
            return false
        }
    }

    /// The line of the first prompt, when the file is a transcript.
    private static func firstPrompt(_ lines: [String]) -> (Int, String)? {
        var sawCode = false
        for (i, line) in lines.enumerated().prefix(200) {
            if let (_, dialect) = prompt(line) {
                if !sawCode || dialect != "Racket" { return (i, dialect) }
                return nil
            }
            let trimmed = line.trimmingPrefix(while: \.isWhitespace)
            if trimmed.isEmpty || trimmed.hasPrefix(";") || trimmed.hasPrefix("Welcome to Racket") { continue }
            if trimmed.hasPrefix("(") || trimmed.hasPrefix("#") || trimmed.hasPrefix("[") { return nil }
            sawCode = true
        }
        return nil
    }

    /// The length of the prompt `line` begins with, and whose it is.
    static func prompt(_ line: String) -> (Int, String)? {
        let s = Array(line.unicodeScalars)
        func has(_ prefix: String, at start: Int) -> Bool {
            let p = Array(prefix.unicodeScalars)
            return start + p.count <= s.count && Array(s[start..<(start + p.count)]) == p
        }
        // MIT: digits, then " ]=> " or " error> ".
        var i = 0
        while i < s.count, s[i].properties.numericType != nil, ("0"..."9").contains(s[i]) { i += 1 }
        if i > 0 {
            for tail in [" ]=>", " error>"] where has(tail, at: i) {
                let end = i + tail.unicodeScalars.count
                if end == s.count || s[end] == " " { return (min(end + 1, s.count), "MIT Scheme") }
            }
        }
        // Gauche: gosh> , gosh$ , gosh[module]> .
        if has("gosh", at: 0) {
            var j = 4
            if j < s.count, s[j] == "[" {
                while j < s.count, s[j] != "]" { j += 1 }
                j += 1
            }
            if j < s.count, s[j] == ">" || s[j] == "$", j + 1 == s.count || s[j + 1] == " " {
                return (min(j + 2, s.count), "Gauche")
            }
        }
        // Guile: scheme@(guile-user)> , scheme@(guile-user) [1]> .
        if has("scheme@(", at: 0), let close = s.firstIndex(of: ")") {
            var j = close + 1
            if has(" [", at: j) {
                while j < s.count, s[j] != "]" { j += 1 }
                j += 1
            }
            if j < s.count, s[j] == ">", j + 1 == s.count || s[j + 1] == " " { return (min(j + 2, s.count), "Guile") }
        }
        // Racket: "> " before a datum.
        if has("> ", at: 0), s.count > 2, s[2] != " " { return (2, "Racket") }
        return nil
    }
}
