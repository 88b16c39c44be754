#if canImport(Glibc)
import Glibc
#endif
import SICPScheme

/// Standard input, read a line at a time with `read(2)`, so that a Ctrl-C
/// while waiting for a line is seen (as `EINTR`) instead of being retried.
final class LineInput {
    enum Event: Equatable {
        /// A line, without its newline.
        case line(String)
        /// Ctrl-C while waiting for input.
        case interrupted
        /// End of input (Ctrl-D on an empty line), or a read error.
        case end
        /// A line longer than ``maximumLine``: refused, and skipped to its end.
        case tooLong
    }

    /// The longest line read: ``SourceFile/maximumSize`` (a pipe from
    /// `/dev/zero` has no newline, and would fill the memory).
    static let maximumLine = SourceFile.maximumSize

    /// Input refused for its size: `;Input refused: a line over 16 MiB`.
    struct TooLarge: Error, CustomStringConvertible {
        /// What was too large: "a line", "a form".
        let what: String
        var description: String { "Input refused: \(what) over \(LineInput.maximumLine >> 20) MiB" }
    }

    /// Whether the rest of a line too long is being skipped.
    private var skippingLine = false

    private let fileDescriptor: Int32?
    /// Whether a Ctrl-C (`Interrupt.request()` from the SIGINT handler) ends
    /// the wait for a line: only at an interactive prompt.
    private let watchesInterrupts: Bool
    private var bytes: [UInt8] = []
    private var chunk: [UInt8] = []
    private var start = 0
    /// Where to look for the next newline (bytes before it have none).
    private var scanned = 0
    private var atEnd = false
    /// Whether the stream's first bytes were checked for a UTF-8 byte order mark.
    private var checkedByteOrderMark = false

    /// Lines read from `fileDescriptor`.
    init(fileDescriptor: Int32, watchesInterrupts: Bool = false) {
        self.fileDescriptor = fileDescriptor
        self.watchesInterrupts = watchesInterrupts
    }

    /// Lines of `text` (for tests and for `sicp eval` arguments).
    init(text: String) {
        fileDescriptor = nil
        watchesInterrupts = false
        bytes = Array(text.utf8)
        atEnd = true
    }

    /// Whether `next()` would return a line without reading more input.
    var hasBufferedLine: Bool {
        bytes[max(start, scanned)...].contains(UInt8(ascii: "\n")) || (atEnd && start < bytes.count)
    }

    /// The next line, waiting for it if need be.
    func next() -> Event {
        while true {
            if let newline = bytes[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                if skippingLine {
                    skippingLine = false
                    start = newline + 1
                    scanned = start
                    continue
                }
                let line = decode(bytes[start..<newline])
                start = newline + 1
                scanned = start
                return .line(line)
            }
            scanned = bytes.count
            if skippingLine || bytes.count - start > Self.maximumLine {
                // Drop what is read of a line too long, as it comes.
                start = bytes.count
                scanned = start
                if !skippingLine {
                    skippingLine = true
                    compact()
                    return .tooLong
                }
            }
            if atEnd {
                guard start < bytes.count else { return .end }
                let line = decode(bytes[start...])
                start = bytes.count
                return .line(line)
            }
            compact()
            switch fill() {
            case .data: continue
            case .end: atEnd = true
            case .interrupted:
                // The terminal dropped what was typed; so do we.
                bytes.removeAll(keepingCapacity: true)
                start = 0
                scanned = 0
                return .interrupted
            }
        }
    }

    /// Everything left, to the end of input (`sicp eval -`, `sicp run -`),
    /// or nil once it passes `limit` bytes (`/dev/zero` never ends).
    func readAll(limit: Int = .max) -> String? {
        while !atEnd {
            compact()
            if case .end = fill() { atEnd = true }
            if bytes.count - start > limit { return nil }
        }
        let text = decode(bytes[start...])
        start = bytes.count
        scanned = start
        return text
    }

    private enum Fill { case data, end, interrupted }

    /// Reads what is available into `bytes`.
    private func fill() -> Fill {
        guard let fileDescriptor else { return .end }
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 16) }
        while true {
            if watchesInterrupts && Interrupt.isRequested { Interrupt.clear(); return .interrupted }
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if n > 0 {
                bytes.append(contentsOf: chunk[0..<n])
                skipByteOrderMark()
                return .data
            }
            if n == 0 { return .end }
            guard errno == EINTR else { return .end }
            // EINTR: a Ctrl-C at the prompt is seen at the top of the loop.
        }
    }

    /// A UTF-8 byte order mark at the start of the stream is not text: skip
    /// it (an editor on Windows may save one), once the first three bytes are in.
    private func skipByteOrderMark() {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        guard !checkedByteOrderMark else { return }
        if bytes.count < 3 && mark.starts(with: bytes) { return }  // wait for more
        checkedByteOrderMark = true
        if start == 0 && scanned == 0 && bytes.starts(with: mark) { bytes.removeFirst(3) }
    }

    private func compact() {
        if start > 0 {
            bytes.removeFirst(start)
            scanned -= start
            start = 0
        }
    }

    private func decode(_ slice: ArraySlice<UInt8>) -> String {
        var slice = slice
        if slice.last == UInt8(ascii: "\r") { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
