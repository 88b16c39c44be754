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

/// A small XML well-formedness checker for the SVG pictures: one root
/// element, tags balanced and properly nested, attribute values quoted,
/// no raw `<` in text nor `<` or `"` in a value, every `&` an entity.
/// Returns the elements (name, attributes, text inside, unescaped).
enum XML {
    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ document: String) throws -> [Element] {
        var s = Substring(document)
        if s.hasPrefix("<?xml") {
            guard let end = s.range(of: "?>") else { throw Malformed(description: "unterminated prolog") }
            s = s[end.upperBound...]
        }
        var elements: [Element] = []
        var open: [Int] = []
        var roots = 0
        while !s.isEmpty {
            if s.first == "<" {
                guard let close = s.firstIndex(of: ">") else { throw Malformed(description: "unterminated tag") }
                var tag = s[s.index(after: s.startIndex)..<close]
                s = s[s.index(after: close)...]
                if tag.hasPrefix("/") {
                    let name = String(tag.dropFirst())
                    guard let last = open.popLast(), elements[last].name == name else {
                        throw Malformed(description: "unbalanced </\(name)>")
                    }
                    continue
                }
                let selfClosing = tag.hasSuffix("/")
                if selfClosing { tag = tag.dropLast() }
                let name = String(tag.prefix { !$0.isWhitespace })
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" }) else {
                    throw Malformed(description: "bad tag name '\(name)'")
                }
                var rest = tag.dropFirst(name.count)
                var attributes: [String: String] = [:]
                while true {
                    rest = rest.drop { $0.isWhitespace }
                    if rest.isEmpty { break }
                    guard let equals = rest.firstIndex(of: "=") else { throw Malformed(description: "bad attribute in <\(name)>") }
                    let key = String(rest[..<equals])
                    rest = rest[rest.index(after: equals)...]
                    guard let quote = rest.first, quote == "\"" || quote == "'" else {
                        throw Malformed(description: "unquoted value of \(key)")
                    }
                    rest = rest.dropFirst()
                    guard let end = rest.firstIndex(of: quote) else { throw Malformed(description: "unterminated value of \(key)") }
                    let value = String(rest[..<end])
                    guard !value.contains("<"), attributes[key] == nil else { throw Malformed(description: "bad value of \(key)") }
                    attributes[key] = try unescape(value)
                    rest = rest[rest.index(after: end)...]
                }
                if open.isEmpty { roots += 1 }
                elements.append(Element(name: name, attributes: attributes))
                if !selfClosing { open.append(elements.count - 1) }
            } else {
                let end = s.firstIndex(of: "<") ?? s.endIndex
                let text = try unescape(String(s[..<end]))
                if let last = open.last {
                    elements[last].text += text
                } else if !text.allSatisfy(\.isWhitespace) {
                    throw Malformed(description: "text outside the root")
                }
                s = s[end...]
            }
        }
        guard open.isEmpty else { throw Malformed(description: "unclosed <\(elements[open.last!].name)>") }
        guard roots == 1, elements.first?.name == "svg" else { throw Malformed(description: "\(roots) roots") }
        return elements
    }

    static func unescape(_ text: String) throws -> String {
        var result = ""
        var s = Substring(text)
        while let amp = s.firstIndex(of: "&") {
            result += s[..<amp]
            guard let semi = s[amp...].firstIndex(of: ";") else { throw Malformed(description: "bare &") }
            let entity = s[s.index(after: amp)..<semi]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default: throw Malformed(description: "unknown entity &\(entity);")
            }
            s = s[s.index(after: semi)...]
        }
        return result + s
    }
}
