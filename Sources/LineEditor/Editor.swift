/// The editor's commands, named as a user thinks of them (as Chez's
/// expeditor names its `ee-` commands). `EditorState.keyTable` binds keys
/// to them.
public enum EditCommand: Sendable {
    case forwardChar, backwardChar, forwardWord, backwardWord, beginningOfLine, endOfLine
    case deleteBackward, deleteForward, deleteForwardOrEnd, killToEnd, killToBeginning
    case killWordBackward, killBigWordBackward, yank, transpose
    case newlineOrAccept, accept, complete, previousLineOrHistory, nextLineOrHistory
    case historyPrevious, historyNext, searchBackward, clearScreen, cancel
}

/// What the terminal layer has to do after a key.
public enum EditEffect: Equatable, Sendable {
    /// Nothing to show (the key did nothing).
    case none
    /// Redraw the entry.
    case redraw
    /// Redraw, then show the opener at this index for a moment (a closer was typed).
    case flash(Int)
    /// Clear the screen and redraw.
    case clearScreen
    /// Print these candidates below the entry, then redraw it.
    case list([String])
    /// The entry is done.
    case accept(String)
    /// Ctrl-C: the entry is dropped (the state still holds it, for the
    /// terminal layer to leave it on the screen marked `^C`).
    case cancel
    /// Ctrl-D on an empty entry: end of input.
    case endOfInput
}

/// The editor without a terminal: the entry (its characters and cursor),
/// the kill ring, history recall, incremental search and completion. Every
/// key is a pure step `handle(_:)`; the terminal layer draws the result.
public struct EditorState {
    /// The entry's characters (grapheme clusters; lines split at `\n`).
    public var text: [Character] = []
    /// The cursor: an index into `text`, 0...text.count.
    public var cursor = 0
    public var history: History
    /// Killed text, newest last; Ctrl-Y yanks the newest.
    public private(set) var killRing: [String] = []
    /// While recalling: the index in history shown (history.count is the
    /// entry being typed).
    private var historyIndex: Int?
    /// The entries edited while recalling, by history index (history.count
    /// is the entry being typed): an edit survives moving away and back, as
    /// readline keeps it, until the entry is run or dropped.
    public private(set) var edits: [Int: [Character]] = [:]
    /// The indentation Return just inserted (the cursor at its end): a
    /// space or tab typed first replaces it instead of adding to it.
    private var automaticIndentation: Range<Int>?
    /// Incremental search: what is searched for, and the entry found.
    public private(set) var search: (query: String, found: Int?)?
    /// Whether no entry holds the search's query (the entry shown is an older match).
    public private(set) var searchFailed = false
    /// What was shown before a search, to go back to on Ctrl-G.
    private var beforeSearch: ([Character], Int) = ([], 0)
    /// Whether the last key was a Tab that listed nothing yet.
    private var lastWasTab = false
    public var delegate: LineEditorDelegate

    public init(delegate: LineEditorDelegate, history: History = History()) {
        self.delegate = delegate
        self.history = history
    }

    /// The keys and their commands (the printable characters insert
    /// themselves; a paste inserts its text as it is).
    public static let keyTable: [Key: EditCommand] = [
        .right: .forwardChar, .control("f"): .forwardChar,
        .left: .backwardChar, .control("b"): .backwardChar,
        .alt("f"): .forwardWord, .wordRight: .forwardWord,
        .alt("b"): .backwardWord, .wordLeft: .backwardWord,
        .home: .beginningOfLine, .control("a"): .beginningOfLine,
        .end: .endOfLine, .control("e"): .endOfLine,
        .backspace: .deleteBackward, .delete: .deleteForward, .control("d"): .deleteForwardOrEnd,
        .control("k"): .killToEnd, .control("u"): .killToBeginning,
        .control("w"): .killBigWordBackward, .altBackspace: .killWordBackward,
        .control("y"): .yank, .control("t"): .transpose,
        .enter: .newlineOrAccept, .control("j"): .accept, .tab: .complete,
        .up: .previousLineOrHistory, .down: .nextLineOrHistory,
        .control("p"): .historyPrevious, .control("n"): .historyNext,
        .control("r"): .searchBackward, .control("l"): .clearScreen,
        .control("c"): .cancel, .control("g"): .cancel,
    ]

    /// The entry as a string.
    public var entry: String { String(text) }

    /// The prompt to show: the delegate's, or the search's.
    public var prompt: String {
        guard let search else { return delegate.prompt }
        return (searchFailed ? "(failed reverse-i-search)'" : "(reverse-i-search)'") + search.query + "': "
    }

    /// Starts a fresh entry.
    public mutating func reset() {
        text = []
        cursor = 0
        historyIndex = nil
        edits = [:]
        automaticIndentation = nil
        search = nil
        lastWasTab = false
    }

    /// Applies one key.
    public mutating func handle(_ key: Key) -> EditEffect {
        if search != nil {
            if let effect = searchKey(key) { return effect }
            // The search ended: its prompt must go even if the key does
            // nothing else (Esc, an arrow at the end, an unknown key).
            let effect = handle(key)
            return effect == .none ? .redraw : effect
        }
        let wasTab = lastWasTab
        lastWasTab = false
        let indentation = automaticIndentation
        automaticIndentation = nil
        switch key {
        case .character(let c):
            if c == " " || c == "\t" { replace(indentation) }
            insert([c])
            if c == ")" || c == "]" || c == "}", let opener = delegate.brackets(text).openerOf[cursor - 1] {
                return .flash(opener)
            }
            return .redraw
        case .paste(let pasted):
            if pasted.first == " " || pasted.first == "\t" { replace(indentation) }
            insert(Array(pasted))
            return .redraw
        default:
            guard let command = Self.keyTable[key] else { return .none }
            if command == .complete { lastWasTab = wasTab }
            return run(command)
        }
    }

    /// Runs one command.
    public mutating func run(_ command: EditCommand) -> EditEffect {
        switch command {
        case .forwardChar: return move(to: min(cursor + 1, text.count))
        case .backwardChar: return move(to: max(cursor - 1, 0))
        case .forwardWord: return move(to: wordEnd(from: cursor))
        case .backwardWord: return move(to: wordStart(before: cursor))
        case .beginningOfLine: return move(to: lineStart(cursor))
        case .endOfLine: return move(to: lineEnd(cursor))
        case .deleteBackward:
            guard cursor > 0 else { return .none }
            text.remove(at: cursor - 1)
            cursor -= 1
            return .redraw
        case .deleteForward:
            guard cursor < text.count else { return .none }
            text.remove(at: cursor)
            return .redraw
        case .deleteForwardOrEnd:
            if text.isEmpty { return .endOfInput }
            return run(.deleteForward)
        case .killToEnd:
            let end = lineEnd(cursor)
            return kill(cursor..<(end == cursor && end < text.count ? end + 1 : end))
        case .killToBeginning:
            return kill(lineStart(cursor)..<cursor)
        case .killWordBackward:
            return kill(wordStart(before: cursor)..<cursor)
        case .killBigWordBackward:
            var start = cursor
            while start > 0, text[start - 1].isWhitespace { start -= 1 }
            while start > 0, !text[start - 1].isWhitespace { start -= 1 }
            return kill(start..<cursor)
        case .yank:
            guard let last = killRing.last else { return .none }
            insert(Array(last))
            return .redraw
        case .transpose:
            guard text.count >= 2, cursor > 0 else { return .none }
            let at = cursor == text.count || text[cursor] == "\n" ? cursor - 1 : cursor
            guard at > 0, text[at] != "\n", text[at - 1] != "\n" else { return .none }
            text.swapAt(at - 1, at)
            cursor = at + 1
            return .redraw
        case .newlineOrAccept:
            // On the entry's last line a complete entry runs; on any other
            // line Return opens a new line there (as Chez's expeditor does).
            if lineEnd(cursor) == text.count && delegate.isComplete(entry) {
                return .accept(entry)
            }
            return openLine()
        case .accept:
            if delegate.isComplete(entry) { return .accept(entry) }
            cursor = text.count
            return openLine()
        case .complete:
            let start = lineStart(cursor)
            if text[start..<cursor].allSatisfy({ $0 == " " || $0 == "\t" }) { return reindent(lineAt: start) }
            return complete()
        case .previousLineOrHistory:
            let start = lineStart(cursor)
            guard start == 0 else { return move(to: column(cursor - start, inLineAt: lineStart(start - 1))) }
            return recall(by: -1)
        case .nextLineOrHistory:
            let end = lineEnd(cursor)
            guard end == text.count else {
                return move(to: column(cursor - lineStart(cursor), inLineAt: end + 1))
            }
            return recall(by: 1)
        case .historyPrevious: return recall(by: -1)
        case .historyNext: return recall(by: 1)
        case .searchBackward:
            keepEdit()
            beforeSearch = (text, cursor)
            search = ("", nil)
            searchFailed = false
            return .redraw
        case .clearScreen: return .clearScreen
        case .cancel:
            return .cancel
        }
    }

    // MARK: Editing

    private mutating func insert(_ characters: [Character]) {
        text.insert(contentsOf: characters, at: cursor)
        // Inserting may join with the character before (a combining mark):
        // keep text in grapheme clusters.
        let before = text.count
        if characters.first.map({ columnWidth(of: $0) == 0 }) == true && cursor > 0 {
            let merged = Array(String(text))
            if merged.count != before {
                let prefix = String(text[..<(cursor + characters.count)]).count
                text = merged
                cursor = prefix
                return
            }
        }
        cursor += characters.count
    }

    /// Return inside an entry: a line break at the cursor and the new line
    /// indented as the delegate says (the blanks around the cursor go, as
    /// Emacs's newline-and-indent has it; where the delegate gives no
    /// indentation, inside a string, nothing is added or removed).
    private mutating func openLine() -> EditEffect {
        guard let indent = delegate.indentation(String(text[..<cursor])) else {
            insert(["\n"])
            return .redraw
        }
        var start = cursor, end = cursor
        while start > lineStart(cursor), text[start - 1] == " " || text[start - 1] == "\t" { start -= 1 }
        while end < text.count, text[end] == " " || text[end] == "\t" { end += 1 }
        text.removeSubrange(start..<end)
        cursor = start
        insert(["\n"] + Array(repeating: " ", count: max(indent, 0)))
        automaticIndentation = (cursor - max(indent, 0))..<cursor
        return .redraw
    }

    /// Removes the indentation Return inserted, if the cursor is still at its end.
    private mutating func replace(_ indentation: Range<Int>?) {
        guard let indentation, indentation.upperBound == cursor, indentation.upperBound <= text.count,
              text[indentation].allSatisfy({ $0 == " " }) else { return }
        text.removeSubrange(indentation)
        cursor = indentation.lowerBound
    }

    /// Tab in a line's indentation: the line indented as the delegate
    /// says (Emacs's indent-for-tab-command), the cursor after it.
    private mutating func reindent(lineAt start: Int) -> EditEffect {
        let target = start == 0 ? 0 : delegate.indentation(String(text[..<(start - 1)]))
        guard let target else { return .none }
        var end = start
        while end < text.count, text[end] == " " || text[end] == "\t" { end += 1 }
        let before = (text, cursor)
        text.replaceSubrange(start..<end, with: Array(repeating: " ", count: max(target, 0)))
        cursor = start + max(target, 0)
        return text == before.0 && cursor == before.1 ? .none : .redraw
    }

    private mutating func move(to index: Int) -> EditEffect {
        guard index != cursor else { return .none }
        cursor = index
        return .redraw
    }

    private mutating func kill(_ range: Range<Int>) -> EditEffect {
        guard !range.isEmpty else { return .none }
        killRing.append(String(text[range]))
        if killRing.count > 16 { killRing.removeFirst() }
        text.removeSubrange(range)
        cursor = range.lowerBound
        return .redraw
    }

    private func lineStart(_ index: Int) -> Int {
        var i = index
        while i > 0, text[i - 1] != "\n" { i -= 1 }
        return i
    }

    private func lineEnd(_ index: Int) -> Int {
        var i = index
        while i < text.count, text[i] != "\n" { i += 1 }
        return i
    }

    /// The index `offset` characters into the line starting at `start`, or
    /// that line's end.
    private func column(_ offset: Int, inLineAt start: Int) -> Int {
        min(start + offset, lineEnd(start))
    }

    private static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    private func wordEnd(from index: Int) -> Int {
        var i = index
        while i < text.count, !Self.isWordCharacter(text[i]) { i += 1 }
        while i < text.count, Self.isWordCharacter(text[i]) { i += 1 }
        return i
    }

    private func wordStart(before index: Int) -> Int {
        var i = index
        while i > 0, !Self.isWordCharacter(text[i - 1]) { i -= 1 }
        while i > 0, Self.isWordCharacter(text[i - 1]) { i -= 1 }
        return i
    }

    // MARK: History

    private mutating func recall(by step: Int) -> EditEffect {
        let current = historyIndex ?? history.entries.count
        let next = current + step
        guard next >= 0, next <= history.entries.count else { return .none }
        keepEdit()
        historyIndex = next
        text = edits[next] ?? original(next)
        cursor = step < 0 ? text.count : lineEnd(0)
        return .redraw
    }

    /// The entry at a history index as it was (history.count: empty).
    private func original(_ index: Int) -> [Character] {
        index < history.entries.count ? Array(history.entries[index]) : []
    }

    /// Keeps the entry shown as an edit of its history index (forgets the
    /// edit when it is the entry as it was).
    private mutating func keepEdit() {
        let current = historyIndex ?? history.entries.count
        edits[current] = text == original(current) ? nil : text
    }

    /// A key during a search: nil when it ends the search and is then
    /// handled as usual.
    private mutating func searchKey(_ key: Key) -> EditEffect? {
        guard let (query, found) = search else { return nil }
        switch key {
        case .character(let c):
            find(query + String(c), before: (found ?? history.entries.count) + 1)
            return .redraw
        case .backspace:
            find(String(query.dropLast()), before: history.entries.count)
            return .redraw
        case .control("r"):
            find(query, before: found ?? history.entries.count)
            return .redraw
        case .control("g"), .control("c"):
            search = nil
            (text, cursor) = beforeSearch
            return .redraw
        default:
            search = nil
            if let found { historyIndex = found }
            return nil
        }
    }

    /// Shows the newest entry before index `before` that contains `query`.
    private mutating func find(_ query: String, before: Int) {
        search = (query, search?.found)
        searchFailed = !query.isEmpty
        guard !query.isEmpty else { return }
        var i = min(before, history.entries.count) - 1
        while i >= 0 {
            if let range = history.entries[i].range(of: query) {
                let entry = history.entries[i]
                text = Array(entry)
                cursor = entry.distance(from: entry.startIndex, to: range.lowerBound)
                search = (query, i)
                searchFailed = false
                return
            }
            i -= 1
        }
    }

    // MARK: Completion

    private mutating func complete() -> EditEffect {
        let result = delegate.completions(String(text[..<cursor]))
        let candidates = Array(Set(result.candidates)).sorted()
        guard let first = candidates.first else { return .none }
        let word = String(text[(cursor - min(result.wordLength, cursor))..<cursor])
        var common = first
        for candidate in candidates.dropFirst() {
            common = String(zip(common, candidate).prefix { $0 == $1 }.map(\.0))
        }
        if candidates.count == 1 { common += " " }
        if common.count > word.count && common.hasPrefix(word) {
            insert(Array(common.dropFirst(word.count)))
            lastWasTab = candidates.count > 1
            return .redraw
        }
        if candidates.count > 1 && lastWasTab {
            lastWasTab = false
            return .list(candidates)
        }
        lastWasTab = candidates.count > 1
        return .none
    }
}

extension String {
    func range(of needle: String) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
            formIndex(after: &index)
        }
        return nil
    }
}

/// Candidates in columns for a screen `width` wide, sorted down the columns.
public func columns(_ words: [String], width: Int) -> [String] {
    guard !words.isEmpty else { return [] }
    let cell = (words.map { $0.unicodeScalars.reduce(0) { $0 + columnWidth(of: $1) } }.max() ?? 0) + 2
    let perRow = max(1, width / cell)
    let rows = (words.count + perRow - 1) / perRow
    var lines: [String] = []
    for r in 0..<rows {
        var line = ""
        var c = 0
        while r + c * rows < words.count {
            let word = words[r + c * rows]
            let padding = r + (c + 1) * rows < words.count ? cell - word.unicodeScalars.reduce(0) { $0 + columnWidth(of: $1) } : 0
            line += word + String(repeating: " ", count: padding)
            c += 1
        }
        lines.append(line)
    }
    return lines
}
