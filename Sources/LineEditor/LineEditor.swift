#if canImport(Glibc)
import Glibc
#endif

/// A line editor on a terminal: reads one entry (one or more lines) with
/// emacs keys, history, completion and bracket matching, drawing it as it
/// changes. Only `readEntry` touches the terminal, and only while it runs:
/// the terminal is raw while an entry is typed and restored before
/// `readEntry` returns (or the process ends on a signal).
public final class LineEditor {
    public enum Result: Equatable, Sendable {
        /// An accepted entry (its lines joined by `\n`).
        case entry(String)
        /// Ctrl-C: the entry was dropped.
        case interrupted
        /// Ctrl-D on an empty entry, or input closed.
        case end
    }

    public var state: EditorState
    public var delegate: LineEditorDelegate {
        didSet { state.delegate = delegate }
    }
    let input: Int32
    let output: Int32
    let historyFile: HistoryFile?
    private var fileBroken = false
    let warn: (String) -> Void
    /// How long a typed closer shows its opener (Chez's ee-paren-flash-delay).
    public var flashMilliseconds: Int32 = 100

    private var decoder = KeyDecoder()
    /// Keys read after the ones that accepted an entry (typed or sent
    /// ahead in one burst): the next entry's first keys.
    private var typedAhead: [Key] = []
    private var drawnCursorRow = 0
    /// The first row of the entry drawn: an entry taller than the window
    /// shows the window's height of rows around the cursor.
    private var drawnTop = 0
    /// Whether the entry is drawn from the screen's top left corner (after
    /// Ctrl-L), where an erase to the end of the screen is a clear screen.
    private var drawnAtTop = false
    private var width = 80
    private var height = 24

    /// An editor reading `input` and drawing on `output`, with history in
    /// `historyPath` (none if nil). A history file that cannot be used is
    /// reported once through `warn` and left alone.
    public init(delegate: LineEditorDelegate, input: Int32 = 0, output: Int32 = 1,
                historyPath: String?, historyLimit: Int = 1000, warn: @escaping (String) -> Void) {
        self.delegate = delegate
        self.input = input
        self.output = output
        self.warn = warn
        var history = History(limit: historyLimit)
        if let historyPath {
            let file = HistoryFile(path: historyPath)
            do {
                history = try file.load(limit: historyLimit)
                historyFile = file
            } catch {
                warn(error.description)
                historyFile = nil
            }
        } else {
            historyFile = nil
        }
        state = EditorState(delegate: delegate, history: history)
    }

    /// The history file the environment names: `variable` if set (empty:
    /// none), else `defaultName` in `$HOME`.
    public static func historyPath(variable: String, defaultName: String) -> String? {
        if let value = getenv(variable) { return value.pointee == 0 ? nil : String(cString: value) }
        guard let home = getenv("HOME"), home.pointee != 0 else { return nil }
        return String(cString: home) + "/" + defaultName
    }

    /// Opens the terminal for a series of entries: between them typed keys
    /// are kept for the next entry without being echoed. `stop` (or any
    /// SIGTERM, SIGHUP, SIGQUIT) puts the terminal back as it was.
    @discardableResult
    public func start() -> Bool { Terminal.begin(input) }

    /// Puts the terminal back as it was before `start`.
    public func stop() { Terminal.end() }

    /// Reads one entry.
    public func readEntry() -> Result {
        guard Terminal.enterRawMode(input) else { return .end }
        defer { Terminal.leaveRawMode() }
        state.reset()
        width = Terminal.width(output)
        height = Terminal.height(output)
        drawnCursorRow = 0
        drawnTop = 0
        drawnAtTop = false
        redraw()
        if !typedAhead.isEmpty {
            let keys = typedAhead
            typedAhead = []
            if let result = apply(keys) { return result }
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if Terminal.takeResize() {
                // Find the entry's top as the rows drawn at the old width
                // stand at the new one.
                let drawn = layout()
                width = Terminal.width(output)
                height = Terminal.height(output)
                drawnCursorRow = drawn.cursorRow(afterResizeTo: width, text: state.text, top: drawnTop)
                redraw()
            }
            guard Terminal.waitForInput(input, milliseconds: decoder.isPending ? 50 : 250) else {
                if decoder.isPending, let result = apply(decoder.flush()) { return result }
                continue
            }
            let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n > 0 else {
                finishDrawing()
                return .end
            }
            if let result = apply(decoder.decode(buffer[0..<n])) { return result }
        }
    }

    /// Applies keys and draws their effects; the result once the entry is done.
    private func apply(_ keys: [Key]) -> Result? {
        var needsRedraw = false
        for (k, key) in keys.enumerated() {
            switch state.handle(key) {
            case .none: break
            case .redraw: needsRedraw = true
            case .flash(let opener):
                redraw()
                needsRedraw = false
                // Only when no more keys are waiting (not while pasting or typing ahead).
                if k == keys.count - 1 { flash(opener) }
            case .clearScreen:
                // The entry's rows erased first, line by line (an erase of
                // the whole screen is kept in tmux's scrollback: the entry
                // would stay there as a copy), then the screen cleared.
                var bytes: [UInt8] = [0x0D]
                if drawnCursorRow > 0 { Layout.csi(drawnCursorRow, "A", into: &bytes) }
                let rows = layout().rowsShown(height: height, top: drawnTop).count
                for row in 0..<max(1, rows) {
                    if row > 0 { bytes += Array("\u{1B}[1B".utf8) }
                    bytes += Array("\u{1B}[2K".utf8)
                }
                bytes += Array("\u{1B}[H\u{1B}[2J".utf8)
                Terminal.write(output, bytes)
                drawnAtTop = true
                drawnCursorRow = 0
                needsRedraw = true
            case .list(let candidates):
                var bytes: [UInt8] = []
                let layout = layout()
                layout.moveBelow(shown: layout.rowsShown(height: height, top: drawnTop), into: &bytes)
                for line in columns(candidates, width: width) { bytes += Array(line.utf8) + [0x0D, 0x0A] }
                Terminal.write(output, bytes)
                drawnCursorRow = 0
                drawnAtTop = false
                needsRedraw = true
            case .accept(let entry):
                finishDrawing()
                remember(entry)
                typedAhead = Array(keys[(k + 1)...])
                return .entry(entry)
            case .cancel:
                // The entry stays on the screen, marked as dropped (as bash does).
                finishDrawing(mark: "^C")
                return .interrupted
            case .endOfInput:
                finishDrawing()
                return .end
            }
        }
        if needsRedraw { redraw() }
        return nil
    }

    private func remember(_ entry: String) {
        guard state.history.add(entry), let historyFile, !fileBroken else { return }
        do {
            try historyFile.append(entry)
        } catch {
            fileBroken = true
            warn(error.description)
        }
    }

    public func layout() -> Layout {
        Layout(prompt: state.prompt, continuationPrompt: delegate.continuationPrompt,
               text: state.text, cursor: state.cursor, width: width)
    }

    /// The whole entry drawn again (one write); of an entry taller than the
    /// window, the rows around the cursor.
    private func redraw() {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(state.text.count * 2 + 64)
        let layout = layout()
        let shown = layout.rowsShown(height: height, top: drawnTop)
        // After Ctrl-L the entry starts at the screen's top left corner.
        layout.render(state.text, previousCursorRow: drawnCursorRow,
                      highlighted: delegate.brackets(state.text).unmatched, shown: shown,
                      atTop: drawnAtTop, into: &bytes)
        drawnCursorRow = layout.cursorRow - shown.lowerBound
        drawnTop = shown.lowerBound
        Terminal.write(output, bytes)
    }

    /// Shows the opener at `index` for `flashMilliseconds`, or until a key
    /// comes (not when the opener's row is scrolled out of the window).
    private func flash(_ index: Int) {
        let saved = state.cursor
        state.cursor = index
        let there = layout()
        state.cursor = saved
        let here = layout()
        guard here.rowsShown(height: height, top: drawnTop).contains(there.cursorRow) else { return }
        var bytes: [UInt8] = []
        move(from: here, to: there, into: &bytes)
        Terminal.write(output, bytes)
        _ = Terminal.waitForInput(input, milliseconds: flashMilliseconds)
        bytes = []
        move(from: there, to: here, into: &bytes)
        Terminal.write(output, bytes)
    }

    private func move(from a: Layout, to b: Layout, into bytes: inout [UInt8]) {
        bytes.append(0x0D)
        if a.cursorRow > b.cursorRow { Layout.csi(a.cursorRow - b.cursorRow, "A", into: &bytes) }
        if a.cursorRow < b.cursorRow { Layout.csi(b.cursorRow - a.cursorRow, "B", into: &bytes) }
        if b.cursorColumn > 0 { Layout.csi(b.cursorColumn, "C", into: &bytes) }
    }

    /// Draws the whole entry (an entry taller than the window scrolls up
    /// into the terminal's history), followed by `mark` if any, without
    /// highlights, and leaves the cursor on a fresh line below it.
    private func finishDrawing(mark: String = "") {
        var bytes: [UInt8] = []
        let text = state.text + Array(mark)
        let layout = Layout(prompt: state.prompt, continuationPrompt: delegate.continuationPrompt,
                            text: text, cursor: text.count, width: width)
        layout.render(text, previousCursorRow: drawnCursorRow, atTop: drawnAtTop, into: &bytes)
        layout.moveBelow(into: &bytes)
        drawnCursorRow = 0
        drawnTop = 0
        drawnAtTop = false
        Terminal.write(output, bytes)
    }
}
