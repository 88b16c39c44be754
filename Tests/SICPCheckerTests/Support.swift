import Foundation
import SICPProcess
import SICPScheme

/// Whether the tests run under AddressSanitizer (`.ci/run` sets SICP_ASAN=1
/// for that run). ASan makes the interpreter several times slower, so a
/// test whose expected text depends on what finishes within a time limit
/// cannot work there and skips.
enum Sanitizer {
    static let isOn = ProcessInfo.processInfo.environment["SICP_ASAN"] == "1"
}

/// The interpreters of the tests.
enum Scheme {
    /// The stack the tests' interpreters get.
    static let stackSize = 256 << 20

    /// Runs `body` with a fresh interpreter (output collected, `trace` and
    /// `untrace` defined) on a large stack. The interpreter has an interrupt
    /// flag of its own: another suite's test of Ctrl-C cannot stop it.
    static func run<T>(stack: Int = stackSize, _ body: @escaping (Interp, Tracer, OutputPort) throws -> T) throws -> T {
        try LargeStack.run(size: stack) {
            let port = OutputPort()
            let interp = Interp(output: port, interrupt: InterruptFlag())
            let tracer = Tracer.install(in: interp)
            return try body(interp, tracer, port)
        }
    }
}

/// The learners' files and pictures the checker is tried on: under
/// `Tests/SICPProcessTests/Fixtures/`, shared with the views' and the
/// command's tests.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SICPProcessTests/Fixtures")

    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// A fixture's text, read as `sicp check` reads a file (a program
    /// DrRacket saved in its editor format gives its text).
    static func text(_ name: String) throws -> String {
        try SourceFile.read(path(name))
    }
}
