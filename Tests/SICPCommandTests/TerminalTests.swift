#if canImport(Glibc)
import Glibc
#endif
import SICPScheme
import Testing

/// The built `sicp` on a pseudo-terminal, driven as a person types: the
/// line editor end to end.
final class PseudoTerminal {
    let master: Int32
    let pid: pid_t
    private(set) var screen: [UInt8] = []
    private var seen = 0

    init?(environment: [String: String], arguments: [String] = [], rows: UInt16 = 30, columns: UInt16 = 100) {
        // posix_openpt, unlockpt and ptsname as Linux has them (Glibc's
        // module leaves those out): /dev/ptmx, TIOCSPTLCK, TIOCGPTN.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            return nil
        }
        let slave = "/dev/pts/\(number)"
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        var env = [String: String]()
        for entry in ProcessInfoLite.environment { env[entry.0] = entry.1 }
        for (k, v) in environment { env[k] = v }
        let argv: [UnsafeMutablePointer<CChar>?] = ([Paths.binary] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child = pid_t()
        let spawned: Int32 = spawnLock.withLock { _ in
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            // A new session opening the terminal makes it its controlling terminal.
            posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            posix_spawnattr_setflags(&attributes, Int16(0x80))  // POSIX_SPAWN_SETSID
            return posix_spawn(&child, Paths.binary, &actions, &attributes, argv, envp)
        }
        guard spawned == 0 else { close(master); return nil }
        pid = child
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// What the editor writes once the terminal is raw (bracketed paste
    /// on): keys sent before it would meet the terminal's own line
    /// discipline, as a person's type-ahead during an evaluation does.
    static let editing = "\u{1B}[?2004h"

    /// Waits for the editor to read an entry.
    @discardableResult
    func waitForEditor() -> Bool { waitFor(Self.editing) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `text` appears in what came since the last wait (or 30 s).
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 30) -> Bool {
        let deadline = Clock.seconds() + seconds
        let needle = Array(text.utf8)
        while true {
            if let found = Self.find(needle, in: screen, from: seen) {
                seen = found + needle.count
                return true
            }
            let left = deadline - Clock.seconds()
            guard left > 0 else { return false }
            var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, Int32(min(left, 1) * 1000)) >= 0 else { continue }
            guard fds.revents != 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if n <= 0 { return false }
            screen += buffer[0..<n]
        }
    }

    /// The exit status, waiting up to 30 s for it.
    func exitStatus() -> Int32? {
        let deadline = Clock.seconds() + 30
        var status: Int32 = 0
        while Clock.seconds() < deadline {
            // Keep draining output so the child never blocks on a full terminal.
            waitFor("\u{0}never", seconds: 0.05)
            if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xFF }
        }
        return nil
    }

    var text: String { String(decoding: screen, as: UTF8.self) }

    /// Reads what comes for `seconds` (the rest of a redraw).
    func settle(seconds: Double = 0.3) { waitFor("\u{0}never", seconds: seconds) }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= needle.count, !needle.isEmpty else { return nil }
        for i in start...(bytes.count - needle.count) where bytes[i] == needle[0] {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
        }
        return nil
    }
}

/// What a terminal of `rows` by `columns` shows after the bytes written to
/// it: the few controls the editor and the REPL send (CR, LF with scrolling,
/// cursor moves, erase to the end of the screen or line, automatic margins;
/// colours and modes ignored). Enough to say what is on the screen and where
/// the cursor is, for characters one column wide.
struct ScreenModel {
    let rows: Int, columns: Int
    private(set) var lines: [[Character]]
    private(set) var row = 0, column = 0

    init(rows: Int, columns: Int, bytes: [UInt8]) {
        self.rows = rows
        self.columns = columns
        lines = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        feed(Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
    }

    /// The screen's lines without trailing blanks.
    var text: [String] { lines.map { String(String($0.reversed().drop { $0 == " " }).reversed()) } }
    /// The line the cursor is on.
    var cursorLine: String { text[row] }

    private mutating func lineFeed() {
        if row == rows - 1 {
            lines.removeFirst()
            lines.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }

    private mutating func feed(_ scalars: [Unicode.Scalar]) {
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            i += 1
            switch c {
            case "\r": column = 0
            case "\n": lineFeed()
            case "\u{07}": break
            case "\u{1B}":
                guard i < scalars.count, scalars[i] == "[" else { i += 1; continue }
                i += 1
                var parameters = ""
                while i < scalars.count, !(0x40...0x7E).contains(scalars[i].value) {
                    parameters.unicodeScalars.append(scalars[i])
                    i += 1
                }
                guard i < scalars.count else { return }
                control(scalars[i], parameters)
                i += 1
            default:
                if column >= columns {
                    column = 0
                    lineFeed()
                }
                lines[row][column] = Character(c)
                column += 1
            }
        }
    }

    private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
        let n = max(Int(parameters) ?? 1, 1)
        column = min(column, columns - 1)
        switch final {
        case "A": row = max(row - n, 0)
        case "B": row = min(row + n, rows - 1)
        case "C": column = min(column + n, columns - 1)
        case "D": column = max(column - n, 0)
        case "H":
            row = 0
            column = 0
        case "J":
            if parameters == "2" {
                for r in 0..<rows { lines[r] = Array(repeating: " ", count: columns) }
            } else {
                for k in column..<columns { lines[row][k] = " " }
                for r in (row + 1)..<rows { lines[r] = Array(repeating: " ", count: columns) }
            }
        case "K":
            for k in column..<columns { lines[row][k] = " " }
        default:
            break  // colours (m), modes (h, l)
        }
    }
}

/// The environment, as pairs.
enum ProcessInfoLite {
    static var environment: [(String, String)] {
        var result: [(String, String)] = []
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                result.append((String(text[..<eq]), String(text[text.index(after: eq)...])))
            }
            p += 1
        }
        return result
    }
}

@Suite(.serialized) struct TerminalTests {
    static let up = "\u{1B}[A", left = "\u{1B}[D", backspace = "\u{7F}"

    @Test func aSessionAtATerminalAndTheNextOne() throws {
        let directory = try TemporaryFile("", suffix: "")
        defer { directory.remove() }
        let history = directory.path + ".history"
        defer { unlink(history) }
        let environment = ["TERM": "xterm", "SICP_HISTORY": history, "HOME": "/nonexistent"]
        do {
            let terminal = try #require(PseudoTerminal(environment: environment))
            #expect(terminal.waitForEditor())
            // An unfinished definition waits for more, on an indented line.
            terminal.send("(define (sq x)\r")
            #expect(terminal.waitFor("...>    "))
            terminal.send("(* x x))\r")
            #expect(terminal.waitFor("sq\r\n"))
            #expect(terminal.waitForEditor())
            terminal.send("(sq 12)\r")
            #expect(terminal.waitFor("144\r\n"))
            #expect(terminal.waitForEditor())
            // Up recalls (sq 12); Left, Backspace and a digit make it (sq 13).
            terminal.send(Self.up + Self.left + Self.backspace + "3\r")
            #expect(terminal.waitFor("169\r\n"))
            #expect(terminal.waitForEditor())
            // Tab completes a built-in's name.
            terminal.send("(sum-integ\t")
            #expect(terminal.waitFor("sum-integers"))
            terminal.send("1 10)\r")
            #expect(terminal.waitFor("55\r\n"))
            #expect(terminal.waitForEditor())
            // Ctrl-A Ctrl-K clears a line; Ctrl-C drops an entry.
            terminal.send("(junk 1)\u{01}\u{0B}(* 6 7)\r")
            #expect(terminal.waitFor("42\r\n"))
            #expect(terminal.waitForEditor())
            terminal.send("(more-junk\u{03}")
            #expect(terminal.waitForEditor())
            terminal.send("(* 7 7)\r")
            #expect(terminal.waitFor("49\r\n"))
            #expect(terminal.waitForEditor())
            // Ctrl-C stops an endless loop and the REPL goes on.
            terminal.send("(define (loop) (loop))\r")
            #expect(terminal.waitFor("loop\r\n"))
            #expect(terminal.waitForEditor())
            terminal.send("(loop)\r")
            #expect(terminal.waitFor("(loop)"))
            #expect(terminal.waitFor("\u{1B}[?2004l"))  // the editor is done with the entry
            // A key typed while it runs is not echoed as ^[[A.
            terminal.send(Self.up)
            usleep(300_000)
            terminal.send("\u{03}")
            #expect(terminal.waitFor(";Quit!"))
            #expect(terminal.waitForEditor())
            terminal.send("\u{01}\u{0B}(* 11 11)\r")
            #expect(terminal.waitFor("121\r\n"))
            #expect(terminal.waitForEditor())
            // A pasted two-line definition and a call, run in order on Return.
            terminal.send("\u{1B}[200~(define (cube x)\n  (* x x x))\n(cube 3)\u{1B}[201~")
            terminal.send("\r")
            #expect(terminal.waitFor("cube\r\n27\r\n"))
            #expect(terminal.waitForEditor())
            terminal.send("\u{04}")
            #expect(terminal.exitStatus() == 0)
            let screen = terminal.text
            #expect(!screen.contains("^[["))
            #expect(!screen.contains("^A") && !screen.contains("^K"))
            #expect(!screen.contains("Parse error"))
            #expect(!screen.contains("Unbound variable"))
        }
        // The next session recalls the last one's entries.
        do {
            let terminal = try #require(PseudoTerminal(environment: environment))
            #expect(terminal.waitForEditor())
            terminal.send(Self.up)
            #expect(terminal.waitFor("(define (cube x)"))
            terminal.send("\r")
            #expect(terminal.waitFor("27\r\n"))
            #expect(terminal.waitForEditor())
            // Up goes through the three lines of the entry recalled, then to the one before.
            terminal.send(Self.up + Self.up + Self.up + Self.up)
            #expect(terminal.waitFor("sicp> (* 11 11)"))
            terminal.send("\u{03}")
            #expect(terminal.waitForEditor())
            terminal.send("\u{04}")
            #expect(terminal.exitStatus() == 0)
        }
    }

    @Test func aBadHistoryFileGivesOneWarningAndTheREPLGoesOn() throws {
        let file = try TemporaryFile("not a history file\n", suffix: "")
        defer { file.remove() }
        let terminal = try #require(PseudoTerminal(environment: ["TERM": "xterm", "SICP_HISTORY": file.path]))
        #expect(terminal.waitFor("sicp: history file \(file.path) is not a sicp history file (line 1); history is not saved\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send("(+ 1 2)\r")
        #expect(terminal.waitFor("3\r\n"))
        #expect(terminal.waitForEditor())
        // With the editor, ,help shows its keys too, laid out for the
        // terminal's 100 columns.
        terminal.send(",help\r")
        #expect(terminal.waitFor(",trace EXPR                 evaluate EXPR, tracing every compound procedure it calls\r\n"))
        #expect(terminal.waitFor("Keys:\r\n  Left, Right, Ctrl-B, Ctrl-F          a character back, forward\r\n"))
        #expect(terminal.waitFor("  History: ~/.sicp_history, or the file SICP_HISTORY names (empty: none).\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
        #expect(try SourceFile.read(file.path) == "not a history file\n")
    }

    @Test func entriesSentInOneBurstAreAllRead() throws {
        let terminal = try #require(PseudoTerminal(environment: ["TERM": "xterm", "SICP_HISTORY": ""]))
        #expect(terminal.waitForEditor())
        // Three entries typed ahead in one write: the editor reads them in one
        // go and must keep what follows the first Return for the next entries.
        terminal.send("(define (sq x) (* x x))\r(sq 5)\r(sq 6)\r")
        #expect(terminal.waitFor("sq\r\n"))
        #expect(terminal.waitFor("25\r\n"))
        #expect(terminal.waitFor("36\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
    }

    @Test func aDefineValuesOfOneNamePrintsTheNameAsMITDoes() throws {
        // MIT: `(define-values (c) 5)` prints ;Value: c, and a define-values
        // of several names ;Unspecified return value (here: nothing).
        let terminal = try #require(PseudoTerminal(environment: ["TERM": "xterm", "SICP_HISTORY": ""]))
        #expect(terminal.waitForEditor())
        terminal.send("(define-values (c) 5)\r")
        #expect(terminal.waitFor("c\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send("(define-values (q r) (floor/ 17 5))\r(list c q r)\r")
        #expect(terminal.waitFor("(5 3 2)\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
        let afterPair = terminal.text.components(separatedBy: "(floor/ 17 5))").last ?? ""
        let beforeList = afterPair.components(separatedBy: "(list c q r)").first ?? ""
        #expect(!beforeList.contains("q\r\n") && !beforeList.contains("r\r\n"))
    }

    @Test func aWiderWindowRedrawsFromTheEntrysTop() throws {
        let terminal = try #require(PseudoTerminal(environment: ["TERM": "xterm", "SICP_HISTORY": ""]))
        #expect(terminal.waitForEditor())
        // 97 characters after "sicp> " on 100 columns: two rows, the cursor
        // at column 3 of the second (only the last redraw ends with ESC[3C).
        terminal.send("(" + String(repeating: "x", count: 96))
        #expect(terminal.waitFor("\r\u{1B}[3C"))
        // Wider: the rows drawn stay two (their line break is hard), so the
        // redraw goes up one row before clearing, or it leaves a copy.
        var size = winsize(ws_row: 30, ws_col: 200, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal.master, UInt(TIOCSWINSZ), &size)
        #expect(terminal.waitFor("\r\u{1B}[1A\u{1B}[J", seconds: 5))
        terminal.send("\u{03}")
        #expect(terminal.waitForEditor())
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
    }

    @Test func withTERMDumbThereIsNoEditor() throws {
        let terminal = try #require(PseudoTerminal(environment: ["TERM": "dumb", "SICP_HISTORY": ""]))
        #expect(terminal.waitFor("sicp> "))
        terminal.send("(+ 1 2)\r")
        #expect(terminal.waitFor("3\r\n"))
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
        // No bracketed paste was turned on: the terminal's own line discipline read the line.
        #expect(!terminal.text.contains("\u{1B}[?2004h"))
    }

    static let down = "\u{1B}[B", ctrlA = "\u{01}", ctrlC = "\u{03}", ctrlE = "\u{05}", ctrlJ = "\n", ctrlK = "\u{0B}"

    /// A session at a terminal 100 by `rows`, its history in no file.
    static func session(rows: UInt16 = 30) throws -> PseudoTerminal {
        let terminal = try #require(PseudoTerminal(environment: ["TERM": "xterm", "SICP_HISTORY": ""], rows: rows))
        #expect(terminal.waitForEditor())
        return terminal
    }

    static func leave(_ terminal: PseudoTerminal) {
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
    }

    @Test func anEditToARecalledEntrySurvivesDownThenUp() throws {
        let terminal = try Self.session()
        terminal.send("(define (sq x) (* x x))\r")
        #expect(terminal.waitFor("sq\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send("(sq 12)\r")
        #expect(terminal.waitFor("144\r\n"))
        #expect(terminal.waitForEditor())
        // (sq 12) recalled and made (sq 15); Down to the empty entry, Up: still (sq 15).
        terminal.send(Self.up + Self.left + Self.backspace + Self.backspace + "15")
        terminal.send(Self.down)
        terminal.send(Self.up + "\r")
        #expect(terminal.waitFor("225\r\n"))
        #expect(terminal.waitForEditor())
        // History keeps (sq 12) as it ran, and now (sq 15) after it.
        terminal.send(Self.up + Self.up + "\r")
        #expect(terminal.waitFor("144\r\n"))
        #expect(terminal.waitForEditor())
        Self.leave(terminal)
    }

    @Test func returnOnTheFirstLineOfARecalledDefinitionOpensALine() throws {
        let terminal = try Self.session()
        terminal.send("(define (twice x)\r")
        #expect(terminal.waitFor("...>    "))
        terminal.send("(* 2 x))\r")
        #expect(terminal.waitFor("twice\r\n"))
        #expect(terminal.waitForEditor())
        // Up recalls it (the cursor on its last line), Up again to its first
        // line; Return there opens an indented line instead of running it.
        terminal.send(Self.up + Self.up + Self.ctrlE + "\r")
        terminal.send("(display x)")
        terminal.settle()
        let screen = ScreenModel(rows: 30, columns: 100, bytes: terminal.screen)
        #expect(Array(screen.text[(screen.row - 1)...(screen.row + 1)])
            == ["sicp> (define (twice x)", "...>    (display x)", "...>    (* 2 x))"])
        // Return on the last line runs it; Ctrl-J runs it from the first line.
        terminal.send(Self.down + "\r")
        #expect(terminal.waitFor("twice\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send("(twice 21)\r")
        #expect(terminal.waitFor("21\r\n42\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send(Self.up + Self.up + Self.up + Self.ctrlJ)
        #expect(terminal.waitFor("twice\r\n"))
        #expect(terminal.waitForEditor())
        Self.leave(terminal)
    }

    @Test func ctrlCLeavesTheEntryOnTheScreenMarked() throws {
        let terminal = try Self.session()
        terminal.send("(define (f x)\r(g")
        terminal.send(Self.left + Self.ctrlC)
        #expect(terminal.waitForEditor())
        terminal.settle()
        let screen = ScreenModel(rows: 30, columns: 100, bytes: terminal.screen)
        #expect(Array(screen.text[(screen.row - 2)...screen.row]) == ["sicp> (define (f x)", "...>    (g^C", "sicp>"])
        Self.leave(terminal)
    }

    @Test func indentationTypedReplacesTheAutomaticOneAndTabReindents() throws {
        let terminal = try Self.session()
        // Typed with indentation of its own (3 columns): not 2 + 3.
        terminal.send("(define (g x)\r   (+ x 1))\r")
        #expect(terminal.waitFor("g\r\n"))
        #expect(terminal.waitForEditor())
        // The indentation killed, then Tab at the line's start puts it back.
        terminal.send("(define (h x)\r" + Self.ctrlA + Self.ctrlK + "(* x 3))" + Self.ctrlA + "\t")
        terminal.settle()
        let screen = ScreenModel(rows: 30, columns: 100, bytes: terminal.screen)
        #expect(screen.cursorLine == "...>    (* x 3))")
        terminal.send("\r")
        #expect(terminal.waitFor("h\r\n"))
        #expect(terminal.waitForEditor())
        terminal.send("(list (g 1) (h 2))\r")
        #expect(terminal.waitFor("(2 6)\r\n"))
        #expect(terminal.waitForEditor())
        let shown = ScreenModel(rows: 30, columns: 100, bytes: terminal.screen).text
        #expect(shown.contains("...>     (+ x 1))"))
        Self.leave(terminal)
    }

    @Test func anEntryTallerThanTheWindowScrollsToTheLineBeingEdited() throws {
        let terminal = try Self.session(rows: 6)
        // Ten lines on a window of six.
        terminal.send("\u{1B}[200~(list 1\n2\n3\n4\n5\n6\n7\n8\n9\n10\u{1B}[201~")
        #expect(terminal.waitFor("10"))
        terminal.settle()
        var screen = ScreenModel(rows: 6, columns: 100, bytes: terminal.screen)
        #expect(screen.text == ["...>  5", "...>  6", "...>  7", "...>  8", "...>  9", "...>  10"])
        #expect(screen.row == 5)
        // Up to the first line: the view follows the cursor.
        terminal.send(String(repeating: Self.up, count: 9))
        #expect(terminal.waitFor("sicp> (list 1"))
        terminal.settle()
        screen = ScreenModel(rows: 6, columns: 100, bytes: terminal.screen)
        #expect(screen.text == ["sicp> (list 1", "...>  2", "...>  3", "...>  4", "...>  5", "...>  6"])
        #expect(screen.row == 0 && screen.column == 7)
        // Down to the sixth line: nothing moves; to the seventh: one row.
        terminal.send(String(repeating: Self.down, count: 6))
        terminal.settle()
        screen = ScreenModel(rows: 6, columns: 100, bytes: terminal.screen)
        #expect(screen.text == ["...>  2", "...>  3", "...>  4", "...>  5", "...>  6", "...>  7"])
        #expect(screen.row == 5)
        // Close the list there and run the entry from that line.
        terminal.send(")" + Self.ctrlJ)
        #expect(terminal.waitFor("(1 2 3 4 5 6 7)\r\n8\r\n9\r\n10\r\n"))
        #expect(terminal.waitForEditor())
        Self.leave(terminal)
    }

    @Test func checkListFitsTheTerminal() throws {
        let terminal = try #require(PseudoTerminal(environment: ["TERM": "xterm"], arguments: ["check", "--list"]))
        #expect(terminal.exitStatus() == 0)
        // 100 columns: 1.3's title and names on one line (at 80 they take two).
        #expect(terminal.text.contains(
            "1.3   the sum of the squares of the two larger of three numbers (sum-of-squares-of-two-largest)\r\n"))
        #expect(terminal.text.split(separator: "\r\n").allSatisfy { $0.count <= 100 })
    }
}
