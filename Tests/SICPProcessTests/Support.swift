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

/// Interpreters for the tests: a collecting output port, `trace` installed,
/// run on a thread with a known stack.
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

    /// What evaluating `source` writes on the output port (the values of
    /// the forms are not shown).
    static func output(_ source: String, preloading files: [String] = []) throws -> String {
        try run { interp, _, port in
            for file in files { try interp.evaluate(Fixture.text(file)) }
            port.clear()
            try interp.evaluate(source)
            return port.collected
        }
    }

    /// Reads one form.
    static func datum(_ text: String) throws -> Value {
        var reader = Reader(text)
        return try reader.read()!
    }
}

/// The files under `Fixtures/`.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }
}

extension String {
    /// The text with every duration (`12.3 ms`, `850 µs`, `1.25 s`) replaced
    /// by `…`: times change from run to run.
    var withoutTimes: String {
        replacingOccurrences(of: #"[0-9.]+ (µs|ms|s)\b"#, with: "…", options: .regularExpression)
    }
}

extension String {
    /// A growth table without its last column, the time (which changes from
    /// run to run).
    var withoutTimeColumn: String {
        replacingOccurrences(of: #"(?m) +time$"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"(?m) +[0-9.]+ (µs|ms|s)$"#, with: "", options: .regularExpression)
    }
}
