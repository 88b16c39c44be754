import SICPScheme

/// A fresh interpreter that collects its output, run on a thread with a known
/// stack (so the depth limit is the same on every machine and test runner).
struct Scheme {
    /// The stack the tests' interpreters get unless a test asks for another.
    static let stackSize = 64 << 20

    /// Evaluates `source` in a fresh interpreter.
    /// - Returns: the `write` form of the last form's value, or "" when it has none.
    static func eval(_ source: String, stack: Int = stackSize) throws -> String {
        try LargeStack.run(size: stack) {
            let interp = Interp(output: OutputPort())
            let values = try interp.evaluate(source)
            guard let last = values.last else { return "" }
            if case .unspecified = last { return "" }
            return Printer.write(last)
        }
    }

    /// What the program displays, and the value of its last form.
    static func output(_ source: String, stack: Int = stackSize) throws -> String {
        try LargeStack.run(size: stack) {
            let port = OutputPort()
            let interp = Interp(output: port)
            try interp.evaluate(source)
            return port.collected
        }
    }

    /// The status `source` leaves with by `(exit)` and its kin, or nil when
    /// it does not leave.
    static func exitStatus(_ source: String) -> Int32? {
        do {
            _ = try output(source)
            return nil
        } catch {
            return (error as? SchemeExit)?.status
        }
    }

    /// The message of the error `source` raises, or nil when it raises none.
    static func error(_ source: String, stack: Int = stackSize) -> String? {
        do {
            _ = try eval(source, stack: stack)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
