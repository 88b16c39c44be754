import SICPPictures
import SICPScheme

/// An interpreter with the picture language, its output collected, run on
/// a thread with a known stack.
struct Pictures {
    static let stackSize = 64 << 20

    /// Runs `body` with a fresh interpreter, its recorder and its output port.
    static func run<T>(_ body: (Interp, PictureRecorder, OutputPort) throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { body in
            try LargeStack.run(size: stackSize) {
                let port = OutputPort()
                let interp = Interp(output: port)
                let recorder = PictureLanguage.install(in: interp)
                return try body(interp, recorder, port)
            }
        }
    }

    /// The segments the painter `expression` draws in the unit frame, after
    /// `definitions`.
    static func segments(_ expression: String, after definitions: String = "", in frame: String? = nil) throws -> [Segment] {
        try run { interp, recorder, _ in
            try interp.evaluate(definitions)
            return try recorder.segments(of: expression, in: frame)
        }
    }

    /// What `source` displays.
    static func output(_ source: String) throws -> String {
        try run { interp, _, port in
            try interp.evaluate(source)
            return port.collected
        }
    }

    /// The message of the error `source` raises, or nil.
    static func error(_ source: String) -> String? {
        do {
            _ = try output(source)
            return nil
        } catch {
            return "\(error)"
        }
    }
}

/// Segments compared as pictures: unordered, undirected, within `tolerance`.
func samePicture(_ a: [Segment], _ b: [Segment], tolerance: Double = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    var unmatched = b
    for s in a {
        guard let i = unmatched.firstIndex(where: { close(s, $0, tolerance) || close(s, $0.reversed, tolerance) }) else {
            return false
        }
        unmatched.remove(at: i)
    }
    return true
}

func close(_ a: Segment, _ b: Segment, _ tolerance: Double) -> Bool {
    abs(a.x0 - b.x0) <= tolerance && abs(a.y0 - b.y0) <= tolerance
        && abs(a.x1 - b.x1) <= tolerance && abs(a.y1 - b.y1) <= tolerance
}
