// Deep recursion: how deep the main thread goes, and a thread that goes deeper.
//
// `Recursive.sum` to n = 10^6 needs a stack of n frames. The main thread's
// stack is RLIMIT_STACK (8 MiB here), and running past it is a SIGSEGV, not an
// error to catch. So the limit is measured by experiment, once per run and per
// recursion, in child processes (this executable again, with the environment
// variable below): each recurses to a given depth on its main thread and
// exits 0, or dies; a bisection finds the deepest that completes. Deeper
// benchmarks then run on a pthread with a 512 MiB stack.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The environment variable that makes the executable a depth probe:
/// `SICP_BENCH_DEPTH_PROBE=sum:170000` recurses 170000 deep and exits.
let depthProbeVariable = "SICP_BENCH_DEPTH_PROBE"

/// The deepest a recursion went on the main thread of a child process.
struct DepthLimit {
    /// The deepest depth that completed; `nil` if the probe could not run.
    let depth: Int?
    /// Whether even the deepest depth tried completed (the recursion may not
    /// use the stack at all, e.g. if the optimiser turned it into a loop).
    let reachedCeiling: Bool
    /// The main thread's stack limit in bytes (RLIMIT_STACK).
    let stackBytes: Int

    /// The depth tried last before giving up on finding a failure.
    static let ceiling = 50_000_000

    /// Finds the limit by bisection over child processes: first ×4 steps up
    /// from 10^4 until one fails, then geometric halving to within 1%.
    static func measure(probe: String) -> DepthLimit {
        let stackBytes = mainThreadStackBytes()
        var low = 0
        var high: Int? = nil
        var depth = 10_000
        while high == nil && depth <= ceiling {
            switch completes(probe: probe, depth: depth) {
            case .none: return DepthLimit(depth: nil, reachedCeiling: false, stackBytes: stackBytes)
            case .some(true): low = depth; depth *= 4
            case .some(false): high = depth
            }
        }
        guard var high else { return DepthLimit(depth: low, reachedCeiling: true, stackBytes: stackBytes) }
        while Double(high) > Double(low) * 1.01 && high - low > 1 {
            let middle = low == 0 ? high / 2 : Int((Double(low) * Double(high)).squareRoot())
            switch completes(probe: probe, depth: middle) {
            case .none: return DepthLimit(depth: nil, reachedCeiling: false, stackBytes: stackBytes)
            case .some(true): low = middle
            case .some(false): high = middle
            }
        }
        return DepthLimit(depth: low, reachedCeiling: false, stackBytes: stackBytes)
    }

    /// Runs one child; `nil` if it could not be started.
    private static func completes(probe: String, depth: Int) -> Bool? {
        guard let status = spawnSelf(environment: [
            "\(depthProbeVariable)=\(probe):\(depth)",
            // The Swift runtime's crash reporter would spend seconds on a
            // backtrace of a million frames.
            "SWIFT_BACKTRACE=enable=no",
        ]) else { return nil }
        return status == 0
    }
}

/// The soft RLIMIT_STACK in bytes (8 MiB if unlimited or unknown).
func mainThreadStackBytes() -> Int {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0,
        limit.rlim_cur != rlim_t.max, limit.rlim_cur <= rlim_t(Int.max)
    else { return 8 << 20 }
    return Int(limit.rlim_cur)
}

/// If this process was started as a depth probe, runs it and exits: 0 if the
/// recursion completed, 3 if the stack overflowed. Otherwise returns.
func runDepthProbeIfRequested(_ registry: Registry) {
    guard let request = getenv(depthProbeVariable) else { return }
    let parts = String(cString: request).split(separator: ":")
    guard parts.count == 2, let body = registry.depthProbes[String(parts[0])], let depth = Int(parts[1]) else {
        exit(64)
    }
    exitOnStackOverflow()
    body(depth)
    exit(0)
}

/// Turns a stack overflow into `_exit(3)`: no core file, no crash report.
private func exitOnStackOverflow() {
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
    // The handler runs on an alternate stack: the thread's own is exhausted.
    let size = 256 << 10
    var alternate = stack_t(ss_sp: UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16), ss_flags: 0, ss_size: size)
    _ = sigaltstack(&alternate, nil)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in _exit(3) }
    action.sa_flags = SA_ONSTACK
    _ = sigaction(SIGSEGV, &action, nil)
    _ = sigaction(SIGBUS, &action, nil)
}

/// Starts this executable again with `environment` only, its output thrown
/// away, and waits for it.
/// - Returns: its exit status, or -1 if it died of a signal; `nil` if it could
///   not be started.
private func spawnSelf(environment: [String]) -> Int32? {
    var pathBuffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &pathBuffer, pathBuffer.count - 1)
    guard length > 0 else { return nil }
    let path = String(decoding: pathBuffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
    let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
        for pointer in arguments + variables { free(pointer) }
    }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, nil, arguments, variables) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        if errno != EINTR { return nil }
    }
    // WIFEXITED and WEXITSTATUS are macros Swift does not import.
    if status & 0x7f == 0 { return (status >> 8) & 0xff }
    return -1
}

/// The work of a thread started by `runOnThread`, passed to its C start
/// routine as a retained pointer.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Runs `body` on a new thread with a stack of `stackBytes` and waits for it.
///
/// The calling thread only waits, so `body` and its result are never used by
/// two threads at once.
func runOnThread<Result>(stackBytes: Int, _ body: @escaping () -> Result) -> Result {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    precondition(pthread_attr_setstacksize(&attributes, stackBytes) == 0, "cannot set a stack of \(stackBytes) bytes")

    var result: Result? = nil
    let context = Unmanaged.passRetained(ThreadBody { result = body() }).toOpaque()
    var thread = pthread_t()
    let created = pthread_create(&thread, &attributes, { context in
        Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }, context)
    precondition(created == 0, "cannot start a thread with a \(stackBytes >> 20) MiB stack (error \(created))")
    pthread_join(thread, nil)
    return result!
}
