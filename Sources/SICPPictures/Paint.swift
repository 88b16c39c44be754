#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SICPScheme

/// `paint`: shows what a painter draws in the unit frame.
///
/// - `(paint painter)` at a terminal that shows images (kitty, iTerm2; see
///   `ImagePicture.ImageProtocol.detect`) shows it as an image, as high as the
///   window less two lines when the terminal tells its size in pixels, else
///   400 pixels square.
/// - `(paint painter)` at any other terminal (or with `SICP_PICTURES=text`)
///   draws the picture in the terminal, in
///   Braille dots (`TextPicture`), as large a square as the window holds
///   with two lines to spare (the call and the next prompt): 44 characters
///   by 22 lines (88 by 88 dots) in an 80x24 window, 96 by 48 in a 200x50 one.
///   Written to a pipe or a file, it is 60 characters by 30 lines (120 by
///   120 dots).
/// - `(paint painter columns)` draws it `columns` characters wide (2 to
///   1000) and half as many lines high; in a terminal narrower than that,
///   as wide as the window less its last column.
/// - `(paint painter "FILE.svg")` writes the picture to FILE.svg
///   (`SVGPicture`), one line element per segment, and shows nothing.
///
/// The unit frame is made with the program's `make-frame` and `make-vect`
/// when `paint` runs, so a learner's own frames and vectors are used.
public enum Paint {
    /// The text picture's width when the output is not a terminal.
    public static let pipedColumns = 60
    /// Lines a terminal picture leaves free (the prompt, and the line that
    /// called `paint`).
    static let spareLines = 2

    /// The picture's size in a terminal of `columns` by `rows` cells: a
    /// square of dots (twice as many columns as lines), as large as fits
    /// with `spareLines` lines to spare and the last column left empty
    /// (some terminals wrap a line that fills it).
    public static func terminalSize(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        var height = max(2, rows - spareLines)
        var width = 2 * height
        if width > columns - 1 {
            width = max(2, columns - 1)
            height = max(1, width / 2)
        }
        return (width, height)
    }

    /// The side of an image picture, in pixels: the height of the window
    /// less `spareLines` lines when the terminal tells its height in pixels
    /// (64 to 1024), else 400.
    public static func imageSize(rows: Int, pixelHeight: Int?) -> Int {
        guard let pixelHeight, rows > 0 else { return 400 }
        return min(1024, max(64, pixelHeight * max(1, rows - spareLines) / rows))
    }

    /// What `painter` draws in the unit frame, recorded by `draw-line`.
    static func segments(of painter: Value, _ canvas: Canvas, _ interp: Interp) throws -> [Segment] {
        try drawing(of: painter, canvas, interp).segments
    }

    /// What `painter` draws in the unit frame, and the figures it drew.
    static func drawing(of painter: Value, _ canvas: Canvas, _ interp: Interp) throws -> (segments: [Segment], figures: [Figure]) {
        func global(_ name: String) throws -> Value {
            guard let value = interp.lookup(name) else { throw EvalError.unboundVariable(name) }
            return value
        }
        let makeVect = try global("make-vect"), makeFrame = try global("make-frame")
        let frame = try interp.apply(makeFrame, [
            try interp.apply(makeVect, [.int(0), .int(0)]),
            try interp.apply(makeVect, [.int(1), .int(0)]),
            try interp.apply(makeVect, [.int(0), .int(1)]),
        ])
        return try canvas.recordFigures { _ = try interp.apply(painter, [frame]) }
    }

    static func primitive(_ canvas: Canvas, _ interp: Interp) -> Primitive {
        Primitive("paint", min: 1, max: 2) { [unowned interp] args in
            let painter = args[0]
            guard painter.isProcedure else { throw EvalError.notApplicable(Printer.errorRepresentation(painter)) }
            var size: (columns: Int, rows: Int)
            switch args.count > 1 ? args[1] : nil {
            case nil:
                if let columns = interp.output.terminalColumns {
                    let rows = interp.output.terminalRows ?? 24
                    if let image = ImagePicture.ImageProtocol.detect({ getenv($0).map { String(cString: $0) } }) {
                        let segments = try segments(of: painter, canvas, interp)
                        let pixels = imageSize(rows: rows, pixelHeight: interp.output.terminalPixelHeight)
                        interp.output.freshLine()
                        let escapes = ImagePicture.escapes(segments, size: pixels, protocol: image)
                        if interp.interrupt.isRequested { throw interp.interrupt.error }
                        interp.output.write(escapes)
                        return .unspecified
                    }
                    size = terminalSize(columns: columns, rows: rows)
                } else {
                    size = (pipedColumns, pipedColumns / 2)
                }
            case .int(let columns)?:
                guard (2...1000).contains(columns) else { throw badRange(args[1]) }
                // In a terminal, never wider than the window (less its last
                // column): a wider row would wrap and garble the picture.
                let fitted = interp.output.terminalColumns.map { min(columns, max(2, $0 - 1)) } ?? columns
                size = (fitted, (fitted + 1) / 2)
            case .big?:
                throw badRange(args[1])
            case .string(let path)?:
                let name = path.value
                guard name.lowercased().hasSuffix(".svg") else {
                    throw EvalError.user(
                        message: "The file name \(Printer.write(args[1])), passed as the second argument to paint, "
                            + "must end in .svg.", irritants: [])
                }
                let segments = try segments(of: painter, canvas, interp)
                let document = SVGPicture.document(segments)
                if interp.interrupt.isRequested { throw interp.interrupt.error }
                try write(document, to: name)
                return .unspecified
            case let other?:
                throw EvalError.wrongType(object: Printer.errorRepresentation(other), argument: 2, procedure: "paint")
            }
            let (segments, figures) = try drawing(of: painter, canvas, interp)
            interp.output.freshLine()
            let text = TextPicture.render(segments, columns: size.columns, rows: size.rows, figures: figures)
            if interp.interrupt.isRequested { throw interp.interrupt.error }
            interp.output.write(text)
            return .unspecified
        }
    }

    static func badRange(_ value: Value) -> EvalError {
        .badRange(object: Printer.errorRepresentation(value), argument: 2, procedure: "paint")
    }

    /// Writes `text` to the file at `path`, replacing it.
    /// - Throws: `EvalError.user` in MIT Scheme's words:
    ///   `;Unable to open file "/no/dir/x.svg" because: No such file or directory.`
    static func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw unableToOpen(path, errno) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw unableToOpen(path, errno)
            }
            offset += n
        }
    }

    static func unableToOpen(_ path: String, _ code: Int32) -> EvalError {
        .user(
            message: "Unable to open file \"\(SourceFile.absolutePath(path))\" because: \(writeProblem(path, code)).",
            irritants: [])
    }

    /// Why the file at `path` could not be written, `code` the system's
    /// `errno`: the folder that does not exist when that is why, else the
    /// system's words (`Permission denied`).
    public static func writeProblem(_ path: String, _ code: Int32) -> String {
        if code == ENOENT {
            let absolute = SourceFile.absolutePath(path)
            var folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
            if folder.isEmpty { folder = "/" }
            var info = stat()
            if stat(folder, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
                return "the folder \(folder) does not exist"
            }
        }
        return FileError(path: path, code: code).reason
    }
}
