// The Scheme evaluator's workloads: SICP programs run by SICPScheme's `Interp`
// as a learner's REPL runs them, and the start-up of the `sicp` command.
//
// The programs are the files in Benchmarks/Scheme/, the same ones that
// Benchmarks/compare-schemes.py runs on sicp and on the other Schemes. Each
// file is definitions followed by `(display CALL)` and `(newline)`: the
// definitions are evaluated once, untimed, and the timed region evaluates a
// call form like CALL (read, compile and run, as the REPL does) at the size
// of the benchmark. At the full size the call form is CALL itself, checked
// against the file, so the two tools time the same code.

import SICP
import SICPScheme

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Registers the evaluator family: the Scheme workloads and the start-up.
func registerEvaluatorBenchmarks(into registry: inout Registry) {
    var notes = [
        "Timed: reading, compiling and running the call form in one Interp, as the REPL does; the file's "
            + "definitions were evaluated once before, untimed. Programs in Benchmarks/Scheme/<variant>.scm; "
            + "the full size is the file's own call.",
        "n: the upper bound of the sums (sum-iter, sum-rec, kit-*), factorial's argument, Pascal's row (its "
            + "column is n/2), fib's argument. --quick runs the smaller size of each.",
        "Per call: the compound procedures entered (tail calls included; primitives such as + and > not counted), "
            + "checked against the interpreter's call observer at a small size. With k = 10 repetitions: "
            + "sum-iter 10(3n+2)+11 (sum, n+1 iter, n term, n next per sum; the driver 11), "
            + "sum-rec 10(3n+1)+11, fact 10(n+2)+11, pascal 2·C(r-1, r/2-1)-1 (r = n, column n/2), "
            + "fib 2·fib(n+1)-1, count-deep n+1, cubes-big 2n+2 (its sums pass 2^64 at n = 92682), "
            + "factorial-1000 1001n (n: repetitions of the recursive 1000!).",
        "The depth probe of kit-sum-rec (the kit's native recursion) stops where the interpreter's own stack "
            + "check stops it, 2 MiB before the end of the stack, so the bytes a level in the † note are an "
            + "overestimate. A Scheme recursion has no such probe: past 64 MiB of native stack it goes on on the "
            + "interpreter's control stack (count-deep: (count n), n pending calls; peak memory: "
            + "/usr/bin/time -f %M sicp run Benchmarks/Scheme/count-deep.scm).",
        "kit-sum-iter, kit-sum-rec: the same ten sums with the built-in sum-iterative / sum-recursive, identity "
            + "and inc (all native); per call = the 20n native term and next calls + 11 driver calls; "
            + "×ratio over the Scheme sum-iter / sum-rec at the same n.",
    ]
    let sicpPath = siblingExecutable("sicp")
    switch sicpPath.map(startupStatus) {
    case nil:
        notes.append("startup not measured: cannot find this executable's folder.")
    case .missing?:
        notes.append(
            "startup not measured: no sicp beside sicp-bench; build it first: swift build -c release --product sicp")
    case .older?:
        notes.append(
            "startup: the sicp binary is older than its object files, so it may be stale: "
                + "swift build -c release --product sicp")
        fallthrough
    case .ready?:
        notes.append(
            "startup: posix_spawn of <folder of sicp-bench>/sicp eval 1 (stdout to /dev/null) until it exits, "
                + "i.e. start-up to the first printed value; spawn-true: the same for /bin/true, the floor of "
                + "creating a process; ×ratio over spawn-true.")
    }
    registry.addFamily(BenchmarkFamily(
        name: "evaluator", parameter: "n",
        summary: "SICP programs in the Scheme interpreter (Interp): sum, factorial, Pascal, Fibonacci; the kit; sicp start-up",
        exponentialVariants: ["pascal", "fib"],
        notes: notes))

    for workload in schemeWorkloads {
        registerSchemeWorkload(workload, into: &registry)
    }
    if let sicpPath, startupStatus(sicpPath) != .missing {
        registerStartup(sicpPath, into: &registry)
    }
}

// MARK: - The Scheme workloads

/// One program of Benchmarks/Scheme/ and how to time it.
private struct SchemeWorkload: Sendable {
    /// The variant's name, and the file's stem.
    let variant: String
    /// The call form at size n: "(fib 30)". At the full size it must be the
    /// argument of the file's `display`.
    let call: @Sendable (Int) -> String
    let fullSize: Int
    let quickSize: Int
    /// A size small enough to count the calls with the call observer.
    let countSize: Int
    /// Compound procedure calls at size n, as the call observer counts them
    /// (the kit's native term and next calls are not among them).
    let calls: @Sendable (Int) -> Int
    /// The procedure calls at size n, the time-per-call unit: `calls`, and
    /// for the kit its native term and next calls too.
    let work: @Sendable (Int) -> Int
    /// The exact result at size n.
    let expected: @Sendable (Int) -> BigInt
    let baseline: String?
    /// Deep recursion: the depth probe's call form at a depth.
    let probe: (@Sendable (Int) -> String)?
}

/// Σ k for k = 1...n, ten times.
private func tenSums(_ n: Int) -> BigInt { BigInt(10 * (n * (n + 1) / 2)) }

private let schemeWorkloads: [SchemeWorkload] = [
    SchemeWorkload(
        variant: "sum-iter", call: { "(sum-iter-times 10 \($0))" }, fullSize: 1_000_000, quickSize: 100_000,
        countSize: 100, calls: { 10 * (3 * $0 + 2) + 11 }, work: { 10 * (3 * $0 + 2) + 11 }, expected: tenSums,
        baseline: "sum-iter", probe: nil),
    SchemeWorkload(
        variant: "sum-rec", call: { "(sum-rec-times 10 \($0))" }, fullSize: 100_000, quickSize: 10_000,
        countSize: 100, calls: { 10 * (3 * $0 + 1) + 11 }, work: { 10 * (3 * $0 + 1) + 11 }, expected: tenSums,
        baseline: "sum-rec", probe: nil),
    SchemeWorkload(
        variant: "fact", call: { "(fact-times 10 \($0))" }, fullSize: 2000, quickSize: 500,
        countSize: 30, calls: { 10 * ($0 + 2) + 11 }, work: { 10 * ($0 + 2) + 11 },
        expected: { n in BigInt(10) * Iterative.product({ BigInt($0) }, from: 1, next: { $0 + 1 }, through: n) },
        baseline: nil, probe: nil),
    SchemeWorkload(
        variant: "pascal", call: { "(pascal-triangle \($0) \($0 / 2))" }, fullSize: 26, quickSize: 18,
        countSize: 10, calls: { 2 * binomial($0 - 1, $0 / 2 - 1) - 1 }, work: { 2 * binomial($0 - 1, $0 / 2 - 1) - 1 },
        expected: { BigInt(binomial($0 - 1, $0 / 2 - 1)) }, baseline: nil, probe: nil),
    SchemeWorkload(
        variant: "fib", call: { "(fib \($0))" }, fullSize: 30, quickSize: 20,
        countSize: 12, calls: { 2 * fibonacci($0 + 1) - 1 }, work: { 2 * fibonacci($0 + 1) - 1 },
        expected: { BigInt(fibonacci($0)) }, baseline: nil, probe: nil),
    SchemeWorkload(
        variant: "cubes-big", call: { "(sum-cubes 1 \($0))" }, fullSize: 200_000, quickSize: 20_000,
        countSize: 100, calls: { 2 * $0 + 2 }, work: { 2 * $0 + 2 },
        expected: { n in BigInt(n * (n + 1) / 2) * BigInt(n * (n + 1) / 2) }, baseline: nil, probe: nil),
    SchemeWorkload(
        variant: "factorial-1000", call: { "(repeat \($0))" }, fullSize: 100, quickSize: 10,
        countSize: 2, calls: { 1001 * $0 }, work: { 1001 * $0 },
        expected: { _ in Iterative.product({ BigInt($0) }, from: 1, next: { $0 + 1 }, through: 1000) },
        baseline: nil, probe: nil),
    SchemeWorkload(
        variant: "count-deep", call: { "(count \($0))" }, fullSize: 10_000_000, quickSize: 1_000_000,
        countSize: 100, calls: { $0 + 1 }, work: { $0 + 1 }, expected: { BigInt($0) },
        baseline: nil, probe: nil),
    SchemeWorkload(
        variant: "kit-sum-iter", call: { "(kit-sum-iter-times 10 \($0))" }, fullSize: 1_000_000, quickSize: 100_000,
        countSize: 100, calls: { _ in 11 }, work: { 20 * $0 + 11 }, expected: tenSums,
        baseline: "sum-iter", probe: nil),
    SchemeWorkload(
        variant: "kit-sum-rec", call: { "(kit-sum-rec-times 10 \($0))" }, fullSize: 100_000, quickSize: 10_000,
        countSize: 100, calls: { _ in 11 }, work: { 20 * $0 + 11 }, expected: tenSums,
        baseline: "sum-rec", probe: { "(sum-recursive identity 1 inc \($0))" }),
]

/// The n-th Fibonacci number, fib(0) = 0.
private func fibonacci(_ n: Int) -> Int {
    var (a, b) = (0, 1)
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}

private func registerSchemeWorkload(_ workload: SchemeWorkload, into registry: inout Registry) {
    let probeName = "evaluator-\(workload.variant)"
    if let probe = workload.probe {
        registry.addDepthProbe(probeName) { depth in
            let interp = loadedInterp(workload.variant)
            do {
                blackHole(try interp.evaluate(probe(depth)))
            } catch {
                exit(3)  // the interpreter's depth limit: as deep as this thread goes
            }
        }
    }
    for size in [workload.quickSize, workload.fullSize] {
        registry.add(
            "evaluator", workload.variant, size: size, work: Double(workload.work(size)), unit: "call",
            baseline: workload.baseline, quick: size == workload.quickSize,
            stack: workload.probe == nil ? .small : .recursion(probe: probeName)
        ) {
            let interp = loadedInterp(workload.variant)
            checkCallCount(workload, interp)
            let call = workload.call(size)
            let expected = workload.expected(size)
            // Checked on a large stack: a deep recursion would not fit the
            // main thread, where this runs.
            let result = onLargeStack { evaluateOrFail(interp, call) }
            precondition(
                isExactInteger(result, expected),
                "evaluator \(workload.variant): \(call) gave \(describe(result)), not \(expected)")
            return { blackHole(evaluateOrFail(interp, call)) }
        }
    }
}

/// A fresh interpreter, output kept in memory, with the definitions of
/// Benchmarks/Scheme/`variant`.scm evaluated (everything before its first
/// `(display`). Also checks that the file's call is the benchmark's.
private func loadedInterp(_ variant: String) -> Interp {
    guard let workload = schemeWorkloads.first(where: { $0.variant == variant }) else {
        preconditionFailure("no workload \(variant)")
    }
    let path = schemeDirectory + "/" + variant + ".scm"
    guard let text = readTextFile(path) else {
        preconditionFailure("evaluator \(variant): cannot read \(path): \(systemErrorMessage())")
    }
    let fileCall = "(display " + workload.call(workload.fullSize) + ")\n(newline)\n"
    guard let start = text.firstRange(of: "\n(display ")?.lowerBound else {
        preconditionFailure("evaluator \(variant): \(path) has no line starting with (display")
    }
    precondition(
        text[text.index(after: start)...] == fileCall,
        "evaluator \(variant): \(path) must end with\n\(fileCall)(the call sicp-bench times at its full size)")
    let interp = Interp(output: OutputPort())
    _ = onLargeStack { evaluateOrFail(interp, String(text[..<start])) }
    return interp
}

/// Counts the compound procedure calls of the workload at its counting size
/// with the interpreter's observer, and checks them against `calls`.
private func checkCallCount(_ workload: SchemeWorkload, _ interp: Interp) {
    let counter = CallCounter()
    interp.observer = counter
    defer { interp.observer = nil }
    _ = onLargeStack { evaluateOrFail(interp, workload.call(workload.countSize)) }
    let expected = workload.calls(workload.countSize)
    precondition(
        counter.calls == expected,
        "evaluator \(workload.variant): \(workload.call(workload.countSize)) made \(counter.calls) compound "
            + "procedure calls, the formula says \(expected)")
}

/// Counts calls, tail calls included.
private final class CallCounter: CallObserver {
    var calls = 0
    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) { calls += 1 }
    func leave(_ procedure: Closure, value: Value, depth: Int) {}
}

/// The value of the last form of `text`; an evaluation error stops the
/// benchmark (it would time an error path).
private func evaluateOrFail(_ interp: Interp, _ text: String) -> Value {
    do {
        return try interp.evaluate(text).last ?? .unspecified
    } catch {
        preconditionFailure("evaluator: \(text.count < 200 ? text : String(text.prefix(200)) + "…") failed: \(error)")
    }
}

/// Runs `body` on the interpreter's own large-stack thread (1 GiB).
private func onLargeStack<T>(_ body: @escaping () -> T) -> T {
    do {
        return try LargeStack.run(body)
    } catch {
        preconditionFailure("evaluator: \(error)")
    }
}

/// Whether `value` is the exact integer `expected`.
private func isExactInteger(_ value: Value, _ expected: BigInt) -> Bool {
    switch value {
    case .int(let small): BigInt(small) == expected
    case .big(let big): big == expected
    default: false
    }
}

/// A short description of a value for a failure message (the printer may
/// still be a placeholder).
private func describe(_ value: Value) -> String {
    switch value {
    case .int(let small): "\(small)"
    case .big(let big): "a \(big.description.count)-digit integer"
    default: Printer.write(value)
    }
}

/// The package's folder, found from this source file's path: the executable
/// reads the programs where the package keeps them.
private let packageDirectory: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)  // Benchmarks/SICPBenchmarks/EvaluatorBenchmarks.swift
    return components.joined(separator: "/")
}()

/// Benchmarks/Scheme, where the programs are.
private let schemeDirectory = packageDirectory + "/Benchmarks/Scheme"

/// The contents of the file at `path` as UTF-8, or `nil` (errno set).
private func readTextFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            return nil
        }
        if count == 0 { break }
        bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

// MARK: - Start-up

/// Whether the sicp binary is there, and linked after its modules were
/// last compiled (`swift run sicp-bench` builds only sicp-bench and what it
/// needs, which leaves an older sicp beside it).
private enum StartupStatus {
    case missing, older, ready
}

private func startupStatus(_ path: String) -> StartupStatus {
    guard access(path, X_OK) == 0, let linked = modificationTime(path) else { return .missing }
    let folder = String(path[...(path.lastIndex(of: "/") ?? path.startIndex)])
    let objects = ["SICP.build", "SICPScheme.build", "sicp.build"].compactMap { newestObject(in: folder + $0) }
    return objects.contains { $0 > linked } ? .older : .ready
}

/// Nanoseconds since the epoch of the last change to the file at `path`.
private func modificationTime(_ path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
}

/// The modification time of the newest object file (`.o`) in `folder`.
private func newestObject(in folder: String) -> Int? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var newest: Int? = nil
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard name.hasSuffix(".o"), let time = modificationTime(folder + "/" + name) else { continue }
        newest = max(newest ?? time, time)
    }
    return newest
}

/// The path of `name` in the folder of this executable.
private func siblingExecutable(_ name: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[...slash]) + name
}

private func registerStartup(_ sicpPath: String, into registry: inout Registry) {
    registry.add("evaluator", "startup", size: 1, work: 1, unit: "spawn", baseline: "spawn-true", quick: true) {
        let (status, output) = spawnAndWait(sicpPath, ["sicp", "eval", "1"], captureOutput: true)
        precondition(
            status == 0 && output == "1\n",
            "evaluator startup: sicp eval 1 exited with \(status) and printed \(output.debugDescription), not \"1\\n\"")
        return { blackHole(spawnAndWait(sicpPath, ["sicp", "eval", "1"]).status) }
    }
    registry.add("evaluator", "spawn-true", size: 1, work: 1, unit: "spawn", baseline: "spawn-true", quick: true) {
        checked("evaluator spawn-true", { spawnAndWait("/bin/true", ["true"]).status }) { $0 == 0 }
    }
}

/// Starts `path` with `arguments` (the first is its name) and this process's
/// environment, stdin and stderr from /dev/null, and waits for it to exit.
/// Its stdout goes to /dev/null, or with `captureOutput` into the result.
/// - Returns: its exit status (-1 if it died of a signal or could not start)
///   and what it printed.
private func spawnAndWait(
    _ path: String, _ arguments: [String], captureOutput: Bool = false
) -> (status: Int32, output: String) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if captureOutput {
        precondition(pipe(&pipeEnds) == 0, "pipe: \(systemErrorMessage())")
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer {
        for pointer in argv { free(pointer) }
    }
    var pid = pid_t()
    let started = posix_spawn(&pid, path, &actions, nil, argv, environ) == 0
    var output: [UInt8] = []
    if captureOutput {
        close(pipeEnds[1])
        var chunk = [UInt8](repeating: 0, count: 4096)
        while started {
            let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output += chunk[..<count]
        }
        close(pipeEnds[0])
    }
    guard started else { return (-1, "") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        if errno != EINTR { return (-1, "") }
    }
    // WIFEXITED and WEXITSTATUS are macros Swift does not import.
    let exitStatus: Int32 = status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    return (exitStatus, String(decoding: output, as: UTF8.self))
}
