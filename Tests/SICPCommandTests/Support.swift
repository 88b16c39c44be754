#if canImport(Glibc)
import Glibc
#endif
import SICPCommand
import SICPScheme
import Synchronization

/// What a run of the command left: its status and the two streams.
struct Outcome: Equatable, CustomStringConvertible {
    var status: Int32
    var output: String
    var errors: String
    /// The signal that ended the process, if one did (end-to-end runs only).
    var signal: Int32? = nil

    var description: String {
        "status \(status)\(signal.map { " (signal \($0))" } ?? "")\nstdout: \(output.debugDescription)\nstderr: \(errors.debugDescription)"
    }
}

/// Runs `sicp ARGUMENTS` in-process on a large stack, with `stdin` as its
/// standard input, and collects what it writes.
func sicp(_ arguments: [String], stdin: String = "", interactive: Bool = false) -> Outcome {
    let output = OutputPort()
    let errors = OutputPort()
    let command = Command(arguments: arguments, input: .text(stdin), output: output, errors: errors,
                          isInteractive: interactive)
    let status = (try? LargeStack.run { command.run() }) ?? -1
    return Outcome(status: status, output: output.collected, errors: errors.collected)
}

/// Paths of the test fixtures and of the built command.
/// Whether the tests run under AddressSanitizer (`.ci/run` sets SICP_ASAN=1
/// for that run): a check whose output depends on a time limit skips then.
enum Sanitizer {
    static let isOn = getenv("SICP_ASAN").map { String(cString: $0) } == "1"
}

enum Paths {
    /// `Tests/SICPCommandTests/Fixtures/NAME`.
    static func fixture(_ name: String) -> String {
        let file = "\(#filePath)"
        let directory = file[..<(file.lastIndex(of: "/") ?? file.endIndex)]
        return directory + "/Fixtures/" + name
    }

    /// The package's root directory.
    static var packageRoot: String {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }

    /// The text of a fixture.
    static func fixtureText(_ name: String) throws -> String {
        try SourceFile.read(fixture(name))
    }

    /// The `sicp` executable SwiftPM built next to this test bundle.
    static let binary: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let exe = n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let directory = exe[..<(exe.lastIndex(of: "/") ?? exe.startIndex)]
        return directory + "/sicp"
    }()

    /// The working directory.
    static var current: String {
        guard let cwd = getcwd(nil, 0) else { return "" }
        defer { free(cwd) }
        return String(cString: cwd)
    }
}

/// A file in /tmp holding `text`, removed by `remove()`.
struct TemporaryFile {
    let path: String

    init(_ text: String, suffix: String = ".scm") throws {
        var template = Array("/tmp/sicp-test-XXXXXX\(suffix)".utf8CString)
        let fd = mkstemps(&template, Int32(suffix.utf8.count))
        guard fd >= 0 else { throw FileError(path: "/tmp", code: errno) }
        defer { close(fd) }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw FileError(path: path, code: errno) }
            offset += n
        }
    }

    func remove() { unlink(path) }
}

/// Runs the built `sicp` binary with `arguments`, feeding it `stdin` through
/// a pipe, and collects its streams. A run longer than `timeout` seconds is
/// killed (and reported with the signal).
func spawnSICP(_ arguments: [String], stdin: String = "", timeout: Int = 300) -> Outcome {
    signal(SIGPIPE, SIG_IGN)
    var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
    let path = Paths.binary
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid = pid_t()
    // Pipes made close-on-exec and the spawn, one test at a time, so that no
    // other child inherits this one's pipe ends (and keeps them open).
    let spawned: Int32 = spawnLock.withLock { _ in
        guard pipe(&input) == 0, pipe(&output) == 0, pipe(&errors) == 0 else { return errno }
        for fd in input + output + errors { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        return posix_spawn(&pid, path, &actions, nil, argv, environ)
    }
    for fd in [input[0], output[1], errors[1]] where fd >= 0 { close(fd) }
    guard spawned == 0 else {
        for fd in [input[1], output[0], errors[0]] where fd >= 0 { close(fd) }
        return Outcome(status: -1, output: "", errors: "cannot spawn \(path): \(String(cString: strerror(spawned)))")
    }

    _ = fcntl(input[1], F_SETFL, fcntl(input[1], F_GETFL) | O_NONBLOCK)
    let stdinBytes = Array(stdin.utf8)
    var written = 0
    var inputOpen = true
    if stdinBytes.isEmpty { close(input[1]); inputOpen = false }
    var collected: [[UInt8]] = [[], []]
    var open = [true, true]
    let deadline = Clock.seconds() + Double(timeout)
    var killed = false
    var buffer = [UInt8](repeating: 0, count: 1 << 16)

    while open[0] || open[1] {
        var fds: [pollfd] = []
        if inputOpen { fds.append(pollfd(fd: input[1], events: Int16(POLLOUT), revents: 0)) }
        if open[0] { fds.append(pollfd(fd: output[0], events: Int16(POLLIN), revents: 0)) }
        if open[1] { fds.append(pollfd(fd: errors[0], events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&fds, nfds_t(fds.count), 100)
        if ready < 0 && errno != EINTR { break }
        if !killed && Clock.seconds() > deadline {
            kill(pid, SIGKILL)
            killed = true
        }
        for entry in fds where entry.revents != 0 {
            if inputOpen && entry.fd == input[1] {
                let n = stdinBytes[written...].withUnsafeBytes { write(input[1], $0.baseAddress, min($0.count, 1 << 16)) }
                if n > 0 { written += n }
                if written == stdinBytes.count || (n < 0 && errno != EAGAIN && errno != EINTR) {
                    close(input[1])
                    inputOpen = false
                }
                continue
            }
            let index = entry.fd == output[0] ? 0 : 1
            let n = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
            if n > 0 {
                collected[index] += buffer[0..<n]
            } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                close(entry.fd)
                open[index] = false
            }
        }
    }
    if inputOpen { close(input[1]) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signalNumber = status & 0x7f
    return Outcome(
        status: signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber,
        output: String(decoding: collected[0], as: UTF8.self),
        errors: String(decoding: collected[1], as: UTF8.self),
        signal: signalNumber == 0 ? nil : signalNumber)
}

let spawnLock = Mutex<Void>(())

enum Clock {
    static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
