#if canImport(Glibc)
import Glibc
#endif

/// The entries accepted so far, oldest first: whole entries (several lines
/// stay one entry), at most `limit`, never the same twice in a row, never
/// blank.
public struct History: Equatable, Sendable {
    public private(set) var entries: [String] = []
    public let limit: Int

    public init(limit: Int = 1000, entries: [String] = []) {
        self.limit = max(limit, 1)
        for entry in entries { add(entry) }
    }

    /// Adds `entry` at the end.
    /// - Returns: whether it was added (not blank, not the last one again).
    @discardableResult
    public mutating func add(_ entry: String) -> Bool {
        guard entry.contains(where: { !$0.isWhitespace }), entry != entries.last else { return false }
        entries.append(entry)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return true
    }
}

/// A history file: one entry per line, oldest first, each line the entry
/// with `\` written `\\` and a newline written `\n`, so that an entry of
/// several lines stays on one line and a line cut short by a crash is at
/// worst one lost entry. A first line `#sicp-history v1` marks the format.
///
/// Each accepted entry is appended at once (`O_APPEND`), so a killed
/// session loses nothing. The file is only ever rewritten (to drop entries
/// past the limit, keeping the last `limit` whatever their size) through a
/// new file renamed over it (over a symbolic link's target, with the file's
/// permissions), so a failed write never truncates it. A file that cannot be read, is not in this format or
/// cannot be written gives one warning and is no longer used.
public struct HistoryFile: Sendable {
    public let path: String
    public static let header = "#sicp-history v1"

    public init(path: String) { self.path = path }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unreadable(String, String)
        case corrupt(String, line: Int)
        case unwritable(String, String)

        /// The warning line: `history file PATH ...; history is not saved`.
        public var description: String {
            switch self {
            case .unreadable(let path, let reason):
                return "history file \(path) cannot be read (\(reason)); history is not saved"
            case .corrupt(let path, let line):
                return "history file \(path) is not a sicp history file (line \(line)); history is not saved"
            case .unwritable(let path, let reason):
                return "history file \(path) cannot be written (\(reason)); history is not saved"
            }
        }
    }

    /// One entry as a line of the file (without its newline).
    public static func encode(_ entry: String) -> String {
        var line = ""
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    /// The entry a line of the file holds, or nil if the line is not one
    /// `encode` writes.
    public static func decode(_ line: Substring) -> String? {
        var entry = ""
        var escaped = false
        for scalar in line.unicodeScalars {
            if escaped {
                switch scalar {
                case "\\": entry += "\\"
                case "n": entry += "\n"
                case "r": entry += "\r"
                default: return nil
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\r" {
                return nil
            } else {
                entry.unicodeScalars.append(scalar)
            }
        }
        return escaped ? nil : entry
    }

    /// The file's entries (none if it does not exist), at most `limit`:
    /// when it holds more, it is rewritten with the last `limit`, whatever
    /// their size. Of a file over 4 MB only the header and as much of its
    /// end as holds the last `limit` entries are read (and it is
    /// rewritten); a path that is not a regular file is `unreadable`.
    public func load(limit: Int) throws(Failure) -> History {
        // O_NONBLOCK: a FIFO must not block the start-up in open.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            if errno == ENOENT { return History(limit: limit) }
            throw .unreadable(path, Self.reason())
        }
        // Only a regular file: /dev/zero or /dev/full would be read forever.
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            let isDirectory = status.st_mode & S_IFMT == S_IFDIR
            close(fd)
            throw .unreadable(path, isDirectory ? "Is a directory" : "not a regular file")
        }
        // A big file (a history without limit, a wrong path): its header and
        // only the end that holds its newest `limit` entries.
        let isBig = Int(status.st_size) > Self.tailBytes
        var bytes: [UInt8]
        do {
            if isBig {
                let header = try Self.read(fd, upTo: Self.header.utf8.count + 1)
                guard header == Array((Self.header + "\n").utf8) else {
                    close(fd)
                    throw Failure.corrupt(path, line: 1)
                }
                let (tail, whole) = try Self.readEnd(fd, size: Int(status.st_size), lines: limit + 1, after: header.count)
                if whole {
                    bytes = header + tail
                } else {
                    // From the first whole line on, after the header.
                    let firstLine = (tail.firstIndex(of: 0x0A) ?? tail.count - 1) + 1
                    bytes = header + tail[firstLine...]
                }
            } else {
                bytes = try Self.read(fd, upTo: Int.max)
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            let reason = Self.reason()
            close(fd)
            throw .unreadable(path, reason)
        }
        close(fd)
        if bytes.isEmpty { return History(limit: limit) }
        // Bytes that are not UTF-8 mark the file as not ours; a U+FFFD
        // written as such (a pasted "�") is an entry's character like any.
        var lines: [Substring] = []
        for (number, bytesOfLine) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            guard let line = String(validating: bytesOfLine, as: UTF8.self) else {
                throw .corrupt(path, line: number + 1)
            }
            lines.append(line[...])
        }
        if lines.last == "" { lines.removeLast() }
        guard lines.first == Substring(Self.header) else { throw .corrupt(path, line: 1) }
        var entries: [String] = []
        for (number, line) in lines.enumerated().dropFirst() {
            guard let entry = Self.decode(line) else { throw .corrupt(path, line: number + 1) }
            entries.append(entry)
        }
        let history = History(limit: limit, entries: entries)
        if lines.count - 1 > limit || isBig {
            // Best effort: a rewrite that fails leaves the file as it was.
            _ = try? rewrite(history.entries)
        }
        return history
    }

    /// Appends one entry (creating the file, with its header, if need be).
    /// A write that fails (a full disk) takes back what it wrote: the file
    /// is as it was, and a file it created is removed, not left empty.
    public func append(_ entry: String) throws(Failure) {
        var exists = stat()
        let existed = stat(path, &exists) == 0
        let isNew = !existed || exists.st_size == 0
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .unwritable(path, Self.reason()) }
        defer { close(fd) }
        var before = stat()
        let size = fstat(fd, &before) == 0 ? before.st_size : 0
        let text = (isNew ? Self.header + "\n" : "") + Self.encode(entry) + "\n"
        guard Self.writeAll(fd, Array(text.utf8)) else {
            let reason = Self.reason()
            if existed { _ = ftruncate(fd, size) } else { unlink(path) }
            throw .unwritable(path, reason)
        }
    }

    /// Replaces the file with `entries`, through a new file renamed over
    /// it: a symbolic link's target is replaced (the link stays), with the
    /// file's own permissions. A write that fails (a full disk) leaves the
    /// file as it was.
    public func rewrite(_ entries: [String]) throws(Failure) {
        let target = Self.resolved(path)
        var status = stat()
        let mode = stat(target, &status) == 0 ? mode_t(status.st_mode & 0o7777) : 0o600
        let temporary = target + ".new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .unwritable(path, Self.reason()) }
        let text = ([Self.header] + entries.map(Self.encode)).joined(separator: "\n") + "\n"
        let written = Self.writeAll(fd, Array(text.utf8)) && fchmod(fd, mode) == 0 && fsync(fd) == 0
        close(fd)
        guard written, rename(temporary, target) == 0 else {
            let reason = Self.reason()
            unlink(temporary)
            throw .unwritable(path, reason)
        }
    }

    /// The file a path names, symbolic links followed (the path itself when
    /// it names no file yet).
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// How much of a big file's end `load` reads at a time.
    static let tailBytes = 4 << 20

    /// The end of a file of `size` bytes that holds its last `lines` lines
    /// (or all of it after its first `after` bytes), read backwards
    /// `tailBytes` at a time.
    /// - Returns: the bytes, and whether they start right after the first
    ///   `after` bytes (no partial line to drop).
    private static func readEnd(_ fd: Int32, size: Int, lines: Int, after start: Int) throws -> ([UInt8], Bool) {
        var chunks: [[UInt8]] = []
        var newlines = 0
        var offset = size
        while offset > start && newlines <= lines {
            let count = min(tailBytes, offset - start)
            offset -= count
            guard lseek(fd, off_t(offset), SEEK_SET) >= 0 else { throw ReadError() }
            let chunk = try read(fd, upTo: count)
            newlines += chunk.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            chunks.append(chunk)
        }
        return (Array(chunks.reversed().joined()), offset == start)
    }

    private struct ReadError: Error {}

    /// Up to `count` bytes from `fd`, fewer at its end.
    private static func read(_ fd: Int32, upTo count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, wanted) }
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]); continue }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw ReadError() }
            break
        }
        return bytes
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
