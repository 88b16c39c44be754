#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read: the path as given and the system's reason.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as the caller gave it.
    public var path: String
    /// The `errno` the system reported.
    public var code: Int32

    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The system's words for `code`, as `strerror` gives them:
    /// `No such file or directory`.
    public var reason: String { String(cString: strerror(code)) }

    /// `cannot read x.scm: No such file or directory`
    public var description: String { "cannot read \(path): \(reason)" }
}

/// Reading program text from files, with the C library alone.
public enum SourceFile {
    /// The whole text of the file at `path`, decoded as UTF-8 (an invalid
    /// byte becomes U+FFFD; a leading byte-order mark is dropped).
    ///
    /// ```swift
    /// let text = try SourceFile.read("ex1.30.scm")
    /// ```
    ///
    /// - Parameter path: absolute, or relative to the working directory.
    /// - Returns: the file's text.
    /// - Throws: `FileError` when the file cannot be opened or read
    ///   (missing, unreadable, a directory).
    /// - Complexity: O(_n_) time and memory in the file's size.
    public static func read(_ path: String) throws(FileError) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, code: errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        // A chunk the file's size (and one byte, to see its end at once), up
        // to 64 KiB: a small program's read touches a page or two, not 16.
        var info = stat()
        let size = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
        var chunk = [UInt8](repeating: 0, count: min(max(size + 1, 4096), 1 << 16))
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, code: errno)
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `path` made absolute against the working directory, as MIT Scheme
    /// shows a file's name in its messages.
    public static func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        var directory = String(cString: cwd)
        if !directory.hasSuffix("/") { directory += "/" }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return directory + relative
    }
}

extension Builtins {
    /// `(load "file.scm")`: reads the file and evaluates its forms in the
    /// global environment, in order. A missing or unreadable file raises
    /// MIT Scheme's error:
    /// `;Unable to open file "/home/me/x.scm" because: No such file or directory.`
    static func files(_ interp: Interp) -> [Primitive] {
        [
            Primitive("load") { [unowned interp] v in
                guard case .string(let s) = v else { throw wrongType(v, 1, "load") }
                let text: String
                do throws(FileError) {
                    text = try SourceFile.read(s.value)
                } catch {
                    throw EvalError.user(
                        message: "Unable to open file \"\(SourceFile.absolutePath(s.value))\" because: \(error.reason).",
                        irritants: [])
                }
                try interp.evaluate(text)
                return .unspecified
            },
        ]
    }
}
