/// What the editor asks of the program it edits for: the prompts and the
/// knowledge of the language (the editor itself knows none).
public struct LineEditorDelegate {
    /// Shown before the first line of an entry.
    public var prompt: String
    /// Shown before each other line of an entry.
    public var continuationPrompt: String
    /// Whether the whole text is an entry to accept on Return (else Return
    /// starts a new line).
    public var isComplete: (String) -> Bool
    /// The columns of indentation for a new line after `textBefore`; nil
    /// where a line break must add no blanks and take none away (inside a
    /// string).
    public var indentation: (_ textBefore: String) -> Int?
    /// Completions for the word that ends `textBefore`.
    public var completions: (_ textBefore: String) -> Completions
    /// The brackets of an entry: which closer matches which opener.
    public var brackets: ([Character]) -> Brackets

    public init(
        prompt: String,
        continuationPrompt: String,
        isComplete: @escaping (String) -> Bool = { _ in true },
        indentation: @escaping (String) -> Int? = { _ in 0 },
        completions: @escaping (String) -> Completions = { _ in Completions(wordLength: 0, candidates: []) },
        brackets: @escaping ([Character]) -> Brackets = { Brackets.scan($0) }
    ) {
        self.prompt = prompt
        self.continuationPrompt = continuationPrompt
        self.isComplete = isComplete
        self.indentation = indentation
        self.completions = completions
        self.brackets = brackets
    }
}

/// The candidates for a word being typed.
public struct Completions: Equatable, Sendable {
    /// How many characters before the cursor the word takes (what a
    /// candidate replaces).
    public var wordLength: Int
    /// The words it may complete to, each starting with the word.
    public var candidates: [String]

    public init(wordLength: Int, candidates: [String]) {
        self.wordLength = wordLength
        self.candidates = candidates
    }
}

/// Matched and unmatched brackets of a text (by character index).
public struct Brackets: Equatable, Sendable {
    /// For each closer that has an opener: the opener's index.
    public var openerOf: [Int: Int] = [:]
    /// Closers with no opener, or the wrong one.
    public var unmatched: Set<Int> = []

    public init(openerOf: [Int: Int] = [:], unmatched: Set<Int> = []) {
        self.openerOf = openerOf
        self.unmatched = unmatched
    }

    /// A language-neutral scan: `()`, `[]` and `{}` pair up, nothing
    /// inside double quotes counts (a backslash escapes the next character).
    public static func scan(_ text: [Character]) -> Brackets {
        var result = Brackets()
        var stack: [Int] = []
        var inString = false
        var i = 0
        while i < text.count {
            // ASCII tests: a Character comparison costs a string comparison.
            guard let c = text[i].asciiValue else { i += 1; continue }
            if inString {
                if c == UInt8(ascii: "\\") { i += 1 } else if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                stack.append(i)
            } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                result.close(at: i, stack: &stack, text: text)
            }
            i += 1
        }
        return result
    }

    /// Records the closer at `index` against the innermost opener on
    /// `stack` (for scanners of other languages).
    public mutating func close(at index: Int, stack: inout [Int], text: [Character]) {
        guard let opener = stack.popLast() else {
            unmatched.insert(index)
            return
        }
        let open = text[opener].asciiValue ?? 0, close = text[index].asciiValue ?? 0
        // `(` 0x28 `)` 0x29; `[` 0x5B `]` 0x5D; `{` 0x7B `}` 0x7D.
        if close == open + 1 || (open != UInt8(ascii: "(") && close == open + 2) {
            openerOf[index] = opener
        } else {
            unmatched.insert(index)
        }
    }
}
