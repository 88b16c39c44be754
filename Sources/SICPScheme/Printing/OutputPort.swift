#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `display`, `write` and `newline` send their text: a file descriptor
/// (buffered) or a string in memory (for tests and for `with-output-to-string`).
public final class OutputPort {
    private let fileDescriptor: Int32?
    private let flushesOnNewline: Bool
    private var buffer: [UInt8] = []
    /// Everything written, for a port made with `init()`.
    public private(set) var collected = ""
    /// For a port made with `init()`: past this many bytes (UTF-8) of
    /// `collected`, what is written is dropped (nil: no limit), so that a
    /// program that displays without end cannot fill the memory.
    public var collectionLimit: Int?
    /// Whether what is written now is dropped: a port made with `init()`
    /// whose `collected` has reached `collectionLimit`. A writer whose text
    /// is costly to make (a trace line showing a long list) skips making it.
    public var isFull: Bool {
        guard fileDescriptor == nil, let collectionLimit else { return false }
        return collected.utf8.count >= collectionLimit
    }
    /// The column the next character lands in (0 at the start of a line).
    public private(set) var column = 0
    /// The `errno` of the first write to the file descriptor that failed
    /// (`ENOSPC`: a full disk, `EPIPE`: a reader gone), nil while none has:
    /// what was buffered then is dropped, and the command says so at the end.
    public private(set) var failure: Int32?

    /// A port that collects what is written in `collected`.
    public init() {
        fileDescriptor = nil
        flushesOnNewline = false
    }

    /// A buffered port on `fileDescriptor`; a terminal is flushed at each newline.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        flushesOnNewline = isatty(fileDescriptor) != 0
        buffer.reserveCapacity(1 << 16)
    }

    /// The width of the terminal the port writes to; nil when it writes
    /// elsewhere (a file, a pipe, a string).
    public var terminalColumns: Int? {
        #if canImport(Glibc) || canImport(Darwin)
        guard let fileDescriptor, flushesOnNewline else { return nil }
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
        #else
        return nil
        #endif
    }

    /// The height of the terminal the port writes to, in lines; nil when it
    /// writes elsewhere (a file, a pipe, a string).
    public var terminalRows: Int? {
        #if canImport(Glibc) || canImport(Darwin)
        guard let fileDescriptor, flushesOnNewline else { return nil }
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
        #else
        return nil
        #endif
    }

    /// The height of the terminal the port writes to, in pixels, when the
    /// terminal tells it (many do not: nil then, as for a pipe).
    public var terminalPixelHeight: Int? {
        #if canImport(Glibc) || canImport(Darwin)
        guard let fileDescriptor, flushesOnNewline else { return nil }
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_ypixel > 0 else { return nil }
        return Int(size.ws_ypixel)
        #else
        return nil
        #endif
    }

    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        if let newline = text.lastIndex(of: "\n") {
            column = text.distance(from: text.index(after: newline), to: text.endIndex)
        } else {
            column += text.count
        }
        if fileDescriptor == nil {
            if let collectionLimit, collected.utf8.count >= collectionLimit { return }
            collected += text
            return
        }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 || (flushesOnNewline && column == 0) { flush() }
    }

    /// Starts a new line unless the port is already at the start of one.
    public func freshLine() {
        if column != 0 { write("\n") }
    }

    /// Sends what is buffered to the file descriptor.
    public func flush() {
        guard let fileDescriptor, !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    if failure == nil { failure = errno }
                    break
                }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Forgets what was collected (for a port made with `init()`).
    public func clear() {
        collected = ""
        column = 0
    }

    deinit { flush() }
}
