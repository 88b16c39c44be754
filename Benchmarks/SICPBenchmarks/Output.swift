// Writing to the terminal and to files with Glibc alone.
//
// The harness does not use Foundation: the standard library and Glibc's
// `write(2)` cover what it needs. It also avoids C's `stdout` and `stderr`
// globals, which Swift 6 rejects as shared mutable state, and writes to the file
// descriptors instead. Each table goes out as one string, so nothing is left in
// a buffer if the run is interrupted.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file descriptor to write text to.
struct TextOutput {
    let descriptor: Int32

    static let standardOutput = TextOutput(descriptor: 1)
    static let standardError = TextOutput(descriptor: 2)

    /// Writes all of `text`, retrying on short writes and `EINTR`.
    /// - Returns: `false` if the descriptor refused the bytes.
    @discardableResult
    func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Whether the descriptor is a terminal (progress lines go only there).
    var isTerminal: Bool { isatty(descriptor) == 1 }
}

// Inside `TextOutput.write` the name `write` means the method; this reaches write(2).
@inline(__always)
private func systemWrite(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(fd, bytes, count)
}

/// An error while writing a report file.
struct FileWriteError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write \(path): \(reason)" }
}

/// Replaces the contents of the file at `path` with `text` (mode 0644).
func writeFile(_ text: String, to path: String) throws(FileWriteError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    if fd < 0 { throw FileWriteError(path: path, reason: systemErrorMessage()) }
    let ok = TextOutput(descriptor: fd).write(text)
    let reason = ok ? "" : systemErrorMessage()
    if close(fd) != 0 && ok { throw FileWriteError(path: path, reason: systemErrorMessage()) }
    if !ok { throw FileWriteError(path: path, reason: reason) }
}

/// The message for the current `errno`.
func systemErrorMessage() -> String {
    guard let message = strerror(errno) else { return "error \(errno)" }
    return String(cString: message)
}
