#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Running code on a thread whose stack is large enough for deep recursion.
///
/// A linear recursive Scheme process a million calls deep needs far more than
/// the 8 MiB a main thread gets, so the `sicp` command (and any test that
/// recurses deeply) runs the interpreter on a thread made with `pthread`,
/// whose stack can be as large as the address space allows. Pages are touched
/// only as the recursion reaches them.
public enum LargeStack {
    /// The stack size `run` asks for: 1 GiB. A recursion uses the first
    /// 64 MiB of it (`Interp.nativeStackBudget`) and then goes on on the
    /// heap; the rest is room for evaluations nested past that point (a
    /// primitive that calls back a procedure). The pages are touched only
    /// as the recursion goes, and given back after it.
    public static let defaultSize = 1 << 30

    /// Runs `body` on a new thread with a stack of `size` bytes and waits for it.
    ///
    /// When no such thread can be made, `body` runs on the calling thread (the
    /// interpreter's depth limit then follows that thread's smaller stack).
    /// - Returns: what `body` returned, or rethrows what it threw.
    public static func run<T>(size: Int = defaultSize, _ body: @escaping () throws -> T) throws -> T {
        let job = Job<T>(body)
        if !spawnAndJoin(size: size, job) { job.run() }
        return try job.result!.get()
    }

    private final class Job<T>: Runnable, @unchecked Sendable {
        let body: () throws -> T
        var result: Result<T, any Error>?
        init(_ body: @escaping () throws -> T) { self.body = body }
        func run() { result = Result { try body() } }
    }

    /// Starts a thread with the given stack size running `job`, and joins it.
    /// - Returns: false when the thread could not be made.
    private static func spawnAndJoin(size: Int, _ job: any Runnable) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let context = RetainedPointer.pass(JobBox(job))
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t? = nil
        #endif
        let status = pthread_create(&thread, &attributes, { raw in
            LargeStack.adviseHugePages()
            RetainedPointer<JobBox>.take(raw!).job.run()
            return nil
        }, context)
        guard status == 0 else {
            RetainedPointer<JobBox>.release(context)
            return false
        }
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        pthread_join(thread!, nil)
        #endif
        return true
    }

    /// The lowest usable address of the calling thread's stack (its limit, as
    /// stacks grow down), or nil when the system does not say.
    static func currentStackLowerBound() -> UInt? {
        #if canImport(Glibc)
        var attributes = pthread_attr_t()
        guard pthreadGetattrNP(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer? = nil
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return UInt(bitPattern: address)
        #else
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return top - UInt(pthread_get_stacksize_np(pthread_self()))
        #endif
    }
}

extension LargeStack {
    /// Asks for transparent huge pages on the calling thread's stack below
    /// its top 2 MiB: a recursion a million calls deep then touches a few
    /// dozen 2 MiB pages instead of tens of thousands of 4 KiB ones (each a
    /// page fault), while a shallow evaluation (up to some 6,000 levels)
    /// stays on small pages. (With 8 MiB kept, the book's recursions on
    /// inputs of 100,000 took 2,048 page faults in that top part alone.)
    /// Where the system does not do huge pages on request, nothing changes.
    static func adviseHugePages(keep: UInt = 2 << 20) {
        #if canImport(Glibc)
        adviseBelow(keep: keep, alignment: 2 << 20, Int32(MADV_HUGEPAGE))
        #endif
    }

    /// Gives the pages of the calling thread's stack below the current frame
    /// back to the system (after a deep recursion has touched them), keeping
    /// `keep` bytes below the stack pointer.
    static func releaseUnusedPages(keep: UInt = 1 << 20) {
        adviseBelow(keep: keep, alignment: UInt(sysconf(Int32(_SC_PAGESIZE))), Int32(MADV_DONTNEED))
    }

    /// `madvise(advice)` on the calling thread's stack from its end up to
    /// `keep` bytes below the stack pointer, in whole `alignment` units.
    private static func adviseBelow(keep: UInt, alignment: UInt, _ advice: Int32) {
        guard let low = currentStackLowerBound() else { return }
        let here = approximateStackPointer()
        guard here > low + keep + alignment else { return }
        let top = (here - keep) & ~(alignment - 1)
        let start = (low + alignment - 1) & ~(alignment - 1)
        guard top > start else { return }
        madvise(UnsafeMutableRawPointer(bitPattern: start), Int(top - start), advice)
    }
}

#if canImport(Glibc)
/// glibc's `pthread_getattr_np`, a GNU extension the Glibc module does not
/// export. Declared here rather than looked up with `dlsym`, which finds
/// nothing in the statically linked `sicp`.
@_silgen_name("pthread_getattr_np")
private func pthreadGetattrNP(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

/// The address of a local variable: where the stack pointer roughly is.
@inline(__always)
func approximateStackPointer() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

protocol Runnable: AnyObject {
    func run()
}

private final class JobBox {
    let job: any Runnable
    init(_ job: any Runnable) { self.job = job }
}
