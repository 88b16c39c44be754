#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The heap bound: a running evaluation stops with MIT Scheme's
/// `;Aborting!: out of memory` once the process's memory passes a limit,
/// whatever allocates it (pairs, strings, big numbers, closures, frames, a
/// loaded file's text).
///
/// ```swift
/// HeapLimit.enforce(bytes: 256 << 20)
/// try scheme.evaluate("(define (g l) (g (cons 1 l))) (g '())")
/// // throws EvalError.outOfMemory within a few milliseconds of passing 256 MiB
/// ```
///
/// Nothing is counted per allocation: a thread samples the process's
/// resident size (`/proc/self/statm`) every ``period`` while an evaluation
/// runs, and past the limit raises the running interpreters' interrupt
/// flags with the out-of-memory reason; the evaluator sees it where it
/// already polls for Ctrl-C (every procedure call, every turn of a loop), so
/// evaluation costs nothing more. A computation can overshoot the limit by
/// what it allocates in one period (a few megabytes at the evaluator's
/// allocation rate) plus what one primitive allocates between two polls.
///
/// The bound is the process's: the `sicp` command enforces it (its
/// `--heap-limit` option, the `SICP_HEAP_LIMIT` variable, else
/// ``defaultBytes``); a library user opts in with ``enforce(bytes:)``.
/// Where the resident size cannot be read (not Linux), there is no bound.
public enum HeapLimit {
    /// 1 GiB: a learner's laptop has several, and no SICP exercise needs more
    /// than a few hundred megabytes (ten million pending calls of a linear
    /// recursion, the deepest the interpreter allows, take about 370 MB);
    /// MIT Scheme's default heap is of the same order (450 MB in MIT 12).
    public static let defaultBytes = 1 << 30

    /// The environment variable that sets the bound for the `sicp` command
    /// (`SICP_HEAP_LIMIT=512M`); the option `--heap-limit` takes precedence.
    public static let environmentVariable = "SICP_HEAP_LIMIT"

    /// How often the resident size is sampled while an evaluation runs.
    public static let period: Duration = .milliseconds(5)

    /// The limit in bytes; 0: none.
    private static let limit = Atomic<Int>(0)
    private static let started = Atomic<Bool>(false)
    /// The interrupt flags of the evaluations running now, with how many
    /// evaluations (nested ones included) each flag has running.
    private static let running = Mutex<[ObjectIdentifier: (flag: InterruptFlag, count: Int)]>([:])

    /// The enforced limit in bytes, or nil when there is none.
    public static var bytes: Int? {
        let value = limit.load(ordering: .relaxed)
        return value > 0 ? value : nil
    }

    /// Bounds the process's memory at `bytes` from now on (0 or less: no
    /// bound), and starts the sampling thread the first time.
    /// - Returns: false when the bound cannot be enforced here (the
    ///   resident size cannot be read, or no thread could be made).
    @discardableResult
    public static func enforce(bytes: Int) -> Bool {
        limit.store(max(bytes, 0), ordering: .relaxed)
        guard bytes > 0 else { return true }
        guard residentBytes() != nil else { return false }
        if started.exchange(true, ordering: .acquiringAndReleasing) { return true }
        #if canImport(Glibc)
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { _ in HeapLimit.sample(); return nil }, nil) == 0 else {
            started.store(false, ordering: .relaxed)
            return false
        }
        pthread_detach(thread)
        return true
        #else
        return false
        #endif
    }

    /// The sampling thread's loop: forever, one sample per `period`.
    private static func sample() {
        let (seconds, attoseconds) = period.components
        var pause = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        while true {
            nanosleep(&pause, nil)
            let bound = limit.load(ordering: .relaxed)
            guard bound > 0, running.withLock({ !$0.isEmpty }) else { continue }
            guard let resident = residentBytes(), resident > bound else { continue }
            running.withLock { entries in
                for entry in entries.values { entry.flag.request(.outOfMemory) }
            }
        }
    }

    /// Marks an evaluation watched by `flag` as running (while a bound is
    /// enforced): the sampler may stop it from now until ``finished(_:)``.
    static func started(_ flag: InterruptFlag) {
        let key = ObjectIdentifier(flag)
        running.withLock { entries in
            if let entry = entries[key] {
                entries[key] = (flag, entry.count + 1)
            } else {
                entries[key] = (flag, 1)
            }
        }
    }

    /// The evaluation that ``started(_:)`` is over.
    static func finished(_ flag: InterruptFlag) {
        let key = ObjectIdentifier(flag)
        running.withLock { entries in
            guard let entry = entries[key] else { return }
            entries[key] = entry.count > 1 ? (flag, entry.count - 1) : nil
        }
    }

    /// Throws `EvalError.outOfMemory` when allocating `size` more bytes
    /// would take the process past the bound: what a primitive that makes
    /// a large object in one go (`string-append`, `append`) asks before it
    /// does, since the evaluator polls only between calls. Free below 1 MiB.
    public static func reserve(_ size: Int) throws {
        guard size > 1 << 20, let bound = bytes, let resident = residentBytes() else { return }
        if resident + size > bound { throw EvalError.outOfMemory }
    }

    /// After an evaluation stopped for want of memory, gives the freed
    /// memory back to the system (glibc keeps freed blocks in its heap
    /// otherwise, and the next form would find the process still over).
    static func recover() {
        #if canImport(Glibc)
        _ = malloc_trim(0)
        #endif
    }

    #if canImport(Glibc)
    /// `/proc/self/statm`, kept open: reading it again from offset 0 gives
    /// the current figures.
    private static let statm: Int32 = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    #endif

    /// The process's resident memory in bytes, or nil where it cannot be read.
    public static func residentBytes() -> Int? {
        #if canImport(Glibc)
        guard statm >= 0 else { return nil }
        // "size resident shared text lib data dt", in pages.
        var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        let n = withUnsafeMutableBytes(of: &buffer) { pread(statm, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return nil }
        return withUnsafeBytes(of: &buffer) { raw -> Int? in
            var field = 0
            var value = 0
            for byte in raw.prefix(n) {
                if byte == UInt8(ascii: " ") {
                    if field == 1 { return value * pageSize }
                    field += 1
                    value = 0
                } else if field == 1, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
            }
            return nil
        }
        #else
        return nil
        #endif
    }

    /// A size as a person writes it: `1073741824`, `512M`, `512MiB`, `1G`,
    /// `1GiB`, `800k` (binary units; case does not matter); `0` or `none`:
    /// no bound. Nil for anything else.
    public static func parse(_ text: String) -> Int? {
        let lowered = text.lowercased()
        if lowered == "none" { return 0 }
        let digits = lowered.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits) else { return nil }
        let shift: Int
        switch lowered.dropFirst(digits.count) {
        case "", "b": shift = 0
        case "k", "kb", "kib": shift = 10
        case "m", "mb", "mib": shift = 20
        case "g", "gb", "gib": shift = 30
        case "t", "tb", "tib": shift = 40
        default: return nil
        }
        let (value, overflow) = number.multipliedReportingOverflow(by: 1 << shift)
        return overflow ? nil : value
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim` (`<malloc.h>`, which the Glibc module does not export).
@_silgen_name("malloc_trim")
private func malloc_trim(_ pad: Int) -> Int32
#endif
