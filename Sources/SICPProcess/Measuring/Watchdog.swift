#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(SICPInternals) import SICPScheme

/// A thread that asks a running evaluation to stop (`flag.request()`, as
/// Ctrl-C does with the shared flag) when it runs past a time limit, and
/// forgets the request once the evaluation is over.
///
/// `sicp check` stops a looping learner's procedure through the deadline of
/// its counting observer first; the watchdog is the backstop for what does
/// not pass through the observer (a built-in running long). The learner's
/// interpreter has an interrupt flag of its own, so the watchdog stops it
/// and nothing else.
package enum Watchdog {
    /// Runs `body` on the calling thread while a watchdog waits `limit`.
    /// - Returns: what `body` returned, and whether the watchdog fired.
    package static func guarding<T>(limit: Duration, flag: InterruptFlag, _ body: () throws -> T) rethrows -> (result: T, fired: Bool) {
        let dog = Dog(limit: limit, flag: flag)
        let started = dog.start()
        defer {
            if started { dog.stop() }
            if dog.fired { flag.clear() }
        }
        let result = try body()
        return (result, dog.fired)
    }

    private final class Dog: @unchecked Sendable {
        let limit: Duration
        let flag: InterruptFlag
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// Guarded by `mutex`.
        private var finished = false
        private var didFire = false
        #if canImport(Glibc)
        private var thread = pthread_t()
        #else
        private var thread: pthread_t? = nil
        #endif

        init(limit: Duration, flag: InterruptFlag) {
            self.limit = limit
            self.flag = flag
            pthread_mutex_init(mutex, nil)
            var attributes = pthread_condattr_t()
            pthread_condattr_init(&attributes)
            #if canImport(Glibc)
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
            #endif
            pthread_cond_init(condition, &attributes)
            pthread_condattr_destroy(&attributes)
        }

        deinit {
            pthread_cond_destroy(condition)
            pthread_mutex_destroy(mutex)
            condition.deallocate()
            mutex.deallocate()
        }

        var fired: Bool {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return didFire
        }

        /// Starts the waiting thread; false when no thread could be made.
        ///
        /// The dog goes to the thread as a `RetainedPointer` with one retain
        /// of its own, so it outlives `guarding` if the thread is still
        /// waking: the thread takes that retain (and gives it back when it
        /// returns); when no thread could be made, `start` gives it back.
        func start() -> Bool {
            let context = RetainedPointer.pass(self)
            let status = pthread_create(&thread, nil, { raw in
                #if canImport(Glibc)
                let dog = RetainedPointer<Dog>.take(raw!)
                #else
                let dog = RetainedPointer<Dog>.take(raw)
                #endif
                dog.wait()
                return nil
            }, context)
            if status != 0 {
                RetainedPointer<Dog>.release(context)
                return false
            }
            return true
        }

        private func wait() {
            var deadline = timespec()
            #if canImport(Glibc)
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            #else
            clock_gettime(CLOCK_REALTIME, &deadline)
            #endif
            let (seconds, attoseconds) = limit.components
            let nanoseconds = Int(attoseconds / 1_000_000_000)
            deadline.tv_sec += Int(seconds) + (deadline.tv_nsec + nanoseconds) / 1_000_000_000
            deadline.tv_nsec = (deadline.tv_nsec + nanoseconds) % 1_000_000_000
            pthread_mutex_lock(mutex)
            while !finished {
                if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT {
                    if !finished {
                        didFire = true
                        flag.request()
                    }
                    break
                }
            }
            pthread_mutex_unlock(mutex)
        }

        /// Tells the thread the evaluation is over and waits for it.
        func stop() {
            pthread_mutex_lock(mutex)
            finished = true
            pthread_cond_signal(condition)
            pthread_mutex_unlock(mutex)
            #if canImport(Glibc)
            pthread_join(thread, nil)
            #else
            pthread_join(thread!, nil)
            #endif
        }
    }
}
