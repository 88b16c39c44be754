#if canImport(Glibc)
import Glibc
#endif
import SICPPictures
import SICPScheme
import Testing

/// `paint` through the command: piped it prints the 60-column text
/// picture; at a terminal the picture fits the window (80x24 and a wide
/// one), drawn through the pseudo-terminal as a person sees it.
@Suite(.serialized) struct PaintCommandTests {
    /// The text picture of `painter` at `columns` by `rows`, as the
    /// interpreter draws it.
    static func picture(_ painter: String, columns: Int, rows: Int) throws -> String {
        try LargeStack.run {
            let interp = Interp(output: OutputPort())
            let recorder = PictureLanguage.install(in: interp)
            let (segments, figures) = try recorder.drawing(of: painter)
            return TextPicture.render(segments, columns: columns, rows: rows, figures: figures)
        }
    }

    @Test func pipedPaintPrintsTheSixtyColumnPicture() throws {
        let outcome = sicp(["eval", "(paint (square-limit wave 2))"])
        #expect(outcome.status == 0)
        #expect(outcome.output == (try Self.picture("(square-limit wave 2)", columns: 60, rows: 30)))
        #expect(outcome.output.split(separator: "\n", omittingEmptySubsequences: false).count == 31)
        // The REPL without a terminal too, and a width asked for.
        let repl = sicp([], stdin: "(paint rogers 20)\n(+ 1 2)\n")
        #expect(repl.output == (try Self.picture("rogers", columns: 20, rows: 10)) + "3\n")
    }

    @Test func aLearnersRepresentationPaintsTheSamePicture() throws {
        let learner = """
            (define (make-frame origin edge1 edge2) (cons origin (cons edge1 edge2)))
            (define (origin-frame f) (car f))
            (define (edge1-frame f) (cadr f))
            (define (edge2-frame f) (cddr f))
            (paint (corner-split rogers 2))
            """
        let outcome = sicp(["eval", learner])
        #expect(outcome.status == 0)
        #expect(outcome.output == (try Self.picture("(corner-split rogers 2)", columns: 60, rows: 30)))
    }

    @Test func paintWritesAnSVGFile() throws {
        let path = "/tmp/sicp-paint-command-\(getpid()).svg"
        defer { unlink(path) }
        let outcome = sicp(["eval", "(paint (square-limit wave 4) \"\(path)\")"])
        #expect(outcome == Outcome(status: 0, output: "", errors: ""))
        let text = try SourceFile.read(path)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("<line ") }.count == 7_412)
    }

    @Test func paintErrorsAreMITs() {
        let outcome = sicp(["eval", "(paint 'wave)"])
        #expect(outcome.status == 1)
        #expect(outcome.errors == ";The object wave is not applicable.\n")
    }

    @Test func sicpCheckOfAPictureExerciseWritesTheSVG() throws {
        let fixture = Paths.packageRoot + "/Tests/SICPProcessTests/Fixtures/pictures/2.50-wrong.scm"
        let svg = "/tmp/sicp-check-svg-\(getpid()).svg"
        defer { unlink(svg) }
        let outcome = sicp(["check", "2.50", fixture, "--svg", svg])
        #expect(outcome.status == 1)
        #expect(outcome.output.replacing(fixture, with: "f.scm") == """
            Exercise 2.50: flip-horiz, rotate180 and rotate270
            ✓ f.scm loads
            ✗ flip-horiz: (flip-horiz rogers) in the unit frame: the picture is mirrored top to bottom: this is `flip-vert`
                wrote \(svg): yours on the left, the book's on the right
            ✓ rotate180: the book's picture in all 4 paintings (unit and skewed frames)
            ✗ rotate270: (rotate270 rogers) in the unit frame: the picture is turned a quarter turn anticlockwise: this is `rotate90`
            2 of 4 checks failed.

            """)
        #expect(try SourceFile.read(svg).split(separator: "\n").filter { $0.hasPrefix("<line ") }.count == 64)
        let usage = sicp(["check", "2.50", fixture, "--svg"])
        #expect(usage.status == 64)
        #expect(usage.errors.hasPrefix("sicp: missing value for '--svg <file>'\n"))
    }

    /// A terminal that announces no image protocol, whatever the tests run in.
    static let plainTerminal = [
        "TERM": "xterm", "SICP_HISTORY": "/dev/null", "HOME": "/nonexistent", "KITTY_WINDOW_ID": "", "TERM_PROGRAM": "",
        "TMUX": "", "SICP_PICTURES": "",
    ]

    /// In kitty, `paint` shows an image (400 pixels square where the
    /// terminal does not tell its size in pixels); `(paint p N)` and
    /// `SICP_PICTURES=text` still draw text.
    @Test func inKittyThePictureIsAnImage() throws {
        var environment = Self.plainTerminal
        environment["KITTY_WINDOW_ID"] = "1"
        environment["TERM"] = "xterm-kitty"
        let terminal = try #require(PseudoTerminal(environment: environment))
        Self.resize(terminal, columns: 80, rows: 24)
        #expect(terminal.waitForEditor())
        terminal.send("(paint wave)\r")
        #expect(terminal.waitFor("\u{1B}_Ga=T,f=24,s=400,v=400,m=1;"))
        #expect(terminal.waitFor("\u{1B}_Gm=0;"))
        #expect(terminal.waitForEditor())
        terminal.send("(paint wave 20)\r")
        let text = try Self.picture("wave", columns: 20, rows: 10)
        #expect(terminal.waitFor(text.replacing("\n", with: "\r\n")))
        #expect(terminal.waitForEditor())
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
    }

    static func resize(_ terminal: PseudoTerminal, columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal.master, UInt(TIOCSWINSZ), &size)
    }

    /// `(paint wave 100)` in an 80-column window is drawn 79 columns wide
    /// (the window less its last column): no row wraps.
    @Test func aWidthLargerThanTheWindowIsFitted() throws {
        let terminal = try #require(PseudoTerminal(environment: Self.plainTerminal))
        Self.resize(terminal, columns: 80, rows: 24)
        #expect(terminal.waitForEditor())
        terminal.send("(paint wave 100)\r")
        let expected = try Self.picture("wave", columns: 79, rows: 40)
        #expect(expected.split(separator: "\n").allSatisfy { $0.count <= 79 })
        #expect(expected.split(separator: "\n").contains { $0.count == 79 })
        #expect(terminal.waitFor(expected.replacing("\n", with: "\r\n")))
        #expect(terminal.waitForEditor())
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
    }

    @Test(arguments: [(80, 24, 44, 22), (200, 50, 96, 48), (60, 40, 59, 29)])
    func atATerminalThePictureFitsTheWindow(columns: Int, rows: Int, width: Int, height: Int) throws {
        #expect(Paint.terminalSize(columns: columns, rows: rows) == (width, height))
        let terminal = try #require(PseudoTerminal(environment: Self.plainTerminal))
        Self.resize(terminal, columns: columns, rows: rows)
        #expect(terminal.waitForEditor())
        terminal.send("(paint (square-limit wave 3))\r")
        let expected = try Self.picture("(square-limit wave 3)", columns: width, rows: height)
        #expect(terminal.waitFor(expected.replacing("\n", with: "\r\n")))
        #expect(terminal.waitForEditor())
        terminal.send("\u{04}")
        #expect(terminal.exitStatus() == 0)
    }
}
