#if canImport(Glibc)
import Glibc
#endif
import SICP
import Synchronization

/// Values as text: `write` and `display` as Guile 3 prints them, and the
/// representation MIT Scheme uses inside error messages.
///
/// ```swift
/// Printer.write(.string(MString("a\nb")))     // "\"a\\nb\""
/// Printer.display(.string(MString("a\nb")))   // "a\nb"
/// Printer.write(.real(1e7))                   // "1.0e7"
/// ```
///
/// Lists print as Guile prints them: `(1 2 3)`, `(1 . 2)`, `(quote a)` (no
/// `'` abbreviation). Circular structure prints with Guile's back references
/// (`(1 2 . #-1#)`, `(#0# 2)`), so printing always terminates. Procedures:
/// `#<procedure fib (n)>`, `#<procedure #f (x)>` for an anonymous one (Guile
/// prints an address there; `#f` keeps the output deterministic),
/// `#<procedure car>` for a primitive.
///
/// - Complexity: O(n) in the size of the structure for acyclic values (an
///   explicit stack: any depth of nesting is fine); a list with a cycle in
///   its cdrs costs O(length) extra for Guile's cycle check.
public enum Printer {
    /// `write`: strings quoted and escaped, characters as `#\a`.
    public static func write(_ value: Value) -> String {
        render(value, writing: true, mit: false)
    }

    /// `display`: strings and characters as they are.
    public static func display(_ value: Value) -> String {
        render(value, writing: false, mit: false)
    }

    /// How MIT Scheme shows an object inside an error message: as `write`
    /// does, except procedures, which get MIT's hash numbers:
    /// `#[compound-procedure 12 fib]`, `#[compound-procedure 13]` for an
    /// anonymous one, `#[compiled-procedure 14 ("car" #x10) #xbc car]` for a
    /// primitive: MIT 9.2's shape, with the primitive's name as the block name
    /// and fixed offsets (MIT 12 shows a file's block, offsets and an address
    /// there, and no name). Numbers print as Guile prints them (`0.5`, where
    /// MIT would print `.5`).
    ///
    /// Hash numbers count from 12 in the order objects are first shown, once
    /// per session (see ``hashNumbers``), as in MIT: showing the same
    /// procedure again gives the same number.
    public static func errorRepresentation(_ value: Value) -> String {
        render(value, writing: true, mit: true)
    }

    // MARK: - Hash numbers

    /// The hash numbers ``errorRepresentation(_:)`` gives procedures, when
    /// bound:
    ///
    /// ```swift
    /// Printer.$hashNumbers.withValue(HashNumbers()) { /* evaluate */ }
    /// ```
    ///
    /// Unbound (nil), each thread keeps a table of its own. An interpreter
    /// runs on one thread (the command's on its large-stack thread, a test's
    /// on its own), so every session numbers from 12 as a fresh MIT does.
    @TaskLocal public static var hashNumbers: HashNumbers? = nil

    /// MIT's hash number for an object in the current table.
    static func hashNumber(_ object: AnyObject) -> Int {
        (hashNumbers ?? HashNumbers.forCurrentThread).number(for: object)
    }

    // MARK: - The walk

    /// A list being printed: its first pair, Guile's `floor` (the reference
    /// stack below it), whether its cdrs have a cycle, and the pair whose car
    /// was printed last.
    private struct ListFrame {
        let floor: Int
        let cdrCycle: Bool
        var cursor: Pair
    }

    /// A stream being printed (MIT's `{1 2 ...}`): the stream pair whose car
    /// was printed last, the pairs passed, and whether what is being printed
    /// now is the tail after a dot (the brace closes after it).
    private struct StreamFrame {
        var cursor: Pair
        var seen: Set<ObjectIdentifier>
        var closing = false
    }

    private enum Frame {
        case list(ListFrame)
        case stream(StreamFrame)
    }

    /// Guile's print algorithm (libguile/print.c), with explicit stacks: the
    /// reference stack holds the pairs being printed, a pair met again prints
    /// as `#n#`, n the offset of its entry from the current list's. Streams
    /// nest on the same stack, so the walk is linear in what it prints at any
    /// depth. It polls the running evaluation's interrupt flag (see ``Walk``)
    /// and stops early when it is raised: the caller then throws.
    private static func render(_ root: Value, writing: Bool, mit: Bool) -> String {
        var out = ""
        var refs: [Pair] = []
        var index: [ObjectIdentifier: Int] = [:]
        var frames: [Frame] = []
        var poll = Walk.Poll()

        func push(_ p: Pair) {
            index[ObjectIdentifier(p)] = refs.count
            refs.append(p)
        }
        func truncate(to count: Int) {
            while refs.count > count { index[ObjectIdentifier(refs.removeLast())] = nil }
        }
        func circularReference(_ target: Pair) {
            var i = refs.count - 1
            while i > 0 && isEq(refs[i - 1].cdr, refs[i].cdr) { i -= 1 }
            let position = index[ObjectIdentifier(target)] ?? 0
            out += "#\(position - i)#"
        }

        var pending: Value? = root
        while true {
            if poll.shouldStop() { return out }
            if let value = pending {
                pending = nil
                if case .pair(let p) = value, case .promise = p.cdr {
                    // A stream, as MIT prints it: `{1 2 ...}`.
                    out += "{"
                    frames.append(.stream(StreamFrame(cursor: p, seen: [ObjectIdentifier(p)])))
                    pending = p.car
                    continue
                } else if case .pair(let p) = value {
                    if index[ObjectIdentifier(p)] != nil {
                        circularReference(p)
                    } else {
                        push(p)
                        out += "("
                        frames.append(.list(ListFrame(floor: refs.count - 2, cdrCycle: hasCdrCycle(p), cursor: p)))
                        pending = p.car
                        continue
                    }
                } else {
                    atom(value, writing: writing, mit: mit, into: &out)
                }
            }
            // A value is done: go on with the innermost list or stream.
            guard let top = frames.last else { break }
            switch top {
            case .stream(var frame):
                if frame.closing {
                    out += "}"
                    frames.removeLast()
                    continue
                }
                guard case .promise(let promise) = frame.cursor.cdr, let rest = promise.value else {
                    out += " ...}"
                    frames.removeLast()
                    continue
                }
                switch rest {
                case .null:
                    out += "}"
                    frames.removeLast()
                case .pair(let next) where !frame.seen.contains(ObjectIdentifier(next)):
                    if case .promise = next.cdr {
                        out += " "
                        frame.seen.insert(ObjectIdentifier(next))
                        frame.cursor = next
                        pending = next.car
                    } else {
                        out += " . "
                        frame.closing = true
                        pending = rest
                    }
                    frames[frames.count - 1] = .stream(frame)
                case .pair:
                    out += " ...}"
                    frames.removeLast()
                default:
                    out += " . "
                    frame.closing = true
                    frames[frames.count - 1] = .stream(frame)
                    pending = rest
                }
            case .list(var frame):
                let next = frame.cursor.cdr
                var finished = false
                switch next {
                case .pair(let e):
                    if index[ObjectIdentifier(e)] != nil {
                        out += " . "
                        circularReference(e)
                        finished = true
                    } else {
                        push(e)
                        out += " "
                        frame.cursor = e
                        frames[frames.count - 1] = .list(frame)
                        pending = e.car
                    }
                case .null:
                    finished = true
                default:
                    out += " . "
                    atom(next, writing: writing, mit: mit, into: &out)
                    finished = true
                }
                if finished {
                    out += ")"
                    // Pop the list's cells and then the list itself.
                    truncate(to: frame.floor + 1)
                    frames.removeLast()
                }
            }
        }
        return out
    }

    /// Whether following cdrs from `p` comes back to a pair already passed.
    private static func hasCdrCycle(_ p: Pair) -> Bool {
        // Guile's hare and tortoise.
        var tortoise = p
        var hare = p.cdr
        while case .pair(let h) = hare {
            if h === tortoise { return true }
            guard case .pair(let h2) = h.cdr else { return false }
            hare = h2.cdr
            guard case .pair(let t) = tortoise.cdr else { return false }
            tortoise = t
        }
        return false
    }

    // MARK: - Atoms

    private static func atom(_ value: Value, writing: Bool, mit: Bool, into out: inout String) {
        switch value {
        case .null: out += "()"
        case .unspecified: out += "#<unspecified>"
        case .undefined: out += "#<undefined>"
        case .multipleValues(let values):
            // Several values where one is expected (`(display (values 1 2))`,
            // `(list (values))`, an argument in an error message): as Guile
            // writes its values object, `#<values (1 2)>`. The REPL prints
            // the values of a whole expression one to a line instead.
            out += "#<values (" + values.map { render($0, writing: writing, mit: mit) }.joined(separator: " ") + ")>"
        case .tailCall: out += "#<tail-call>"
        case .bool(let b): out += b ? "#t" : "#f"
        case .int(let n): out += String(n)
        case .big(let n): out += n.description
        case .ratio(let r): out += r.numerator.description + "/" + r.denominator.description
        case .real(let x): out += NumberFormat.format(x)
        case .symbol(let s): out += writing ? symbolText(s.name) : s.name
        case .string(let s): out += writing ? stringText(s.value) : s.value
        case .char(let c): out += writing ? characterText(c) : String(c)
        case .closure(let c):
            if mit {
                let n = hashNumber(c)
                out += c.name.map { "#[compound-procedure \(n) \($0)]" } ?? "#[compound-procedure \(n)]"
            } else {
                out += "#<procedure \(c.name ?? "#f") \(parameterText(c.code))>"
            }
        case .primitive(let p):
            if mit {
                out += "#[compiled-procedure \(hashNumber(p)) (\"\(p.name)\" #x10) #xbc \(p.name)]"
            } else {
                out += "#<procedure \(p.name)>"
            }
        case .promise(let promise):
            // MIT's form, with its hash number, in every printer: Guile has
            // no SICP streams to follow.
            let n = hashNumber(promise)
            if let value = promise.value {
                out += "#[promise \(n) (evaluated) " + render(value, writing: true, mit: mit) + "]"
            } else {
                out += "#[promise \(n) (unevaluated)]"
            }
        case .vector(let v):
            // Elements through the whole walk (lists inside print as lists).
            out += "#(" + v.items.map { render($0, writing: writing, mit: mit) }.joined(separator: " ") + ")"
        case .bytevector(let b):
            out += "#u8(" + b.bytes.map { String($0) }.joined(separator: " ") + ")"
        case .eof: out += "#<eof>"
        case .opaque(let o): out += o.printed(writing: writing)
        case .pair:
            preconditionFailure("pairs are printed by the walk")
        }
    }

    /// `(n)`, `(a . rest)`, `args`, `()`: the parameter list as Guile shows it.
    private static func parameterText(_ code: LambdaCode) -> String {
        if code.parameters.isEmpty, let rest = code.restParameter { return rest }
        var text = "(" + code.parameters.joined(separator: " ")
        if let rest = code.restParameter { text += " . " + rest }
        return text + ")"
    }

    // MARK: - Strings, characters, symbols

    private static func isGraphic(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    private static func hex(_ v: UInt32, width: Int) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// A string under `write`, escaped as Guile 3 escapes it.
    static func stringText(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " ": out += " "
            case "\u{07}": out += "\\a"
            case "\u{08}": out += "\\b"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{0B}": out += "\\v"
            case "\u{0C}": out += "\\f"
            case "\r": out += "\\r"
            default:
                if isGraphic(scalar) {
                    out.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFF {
                    out += "\\x" + hex(scalar.value, width: 2)
                } else if scalar.value <= 0xFFFF {
                    out += "\\u" + hex(scalar.value, width: 4)
                } else {
                    out += "\\U" + hex(scalar.value, width: 6)
                }
            }
        }
        return out + "\""
    }

    /// Guile's names for the control characters, space and delete.
    static let characterNames: [UInt32: String] = {
        let controls = ["nul", "soh", "stx", "etx", "eot", "enq", "ack", "alarm", "backspace", "tab",
                        "newline", "vtab", "page", "return", "so", "si", "dle", "dc1", "dc2", "dc3",
                        "dc4", "nak", "syn", "etb", "can", "em", "sub", "esc", "fs", "gs", "rs", "us"]
        var names: [UInt32: String] = [0x20: "space", 0x7F: "delete"]
        for (i, name) in controls.enumerated() { names[UInt32(i)] = name }
        return names
    }()

    /// A character under `write`: `#\a`, `#\space`, `#\nul`; other
    /// non-graphic characters in octal, as Guile (`#\240` for U+00A0).
    static func characterText(_ c: Character) -> String {
        let scalars = c.unicodeScalars
        if scalars.count == 1, let s = scalars.first {
            if let name = characterNames[s.value] { return "#\\" + name }
            if !isGraphic(s) { return "#\\" + String(s.value, radix: 8) }
        }
        return "#\\" + String(c)
    }

    private static func isInitial(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .letterNumber, .otherNumber,
             .dashPunctuation, .connectorPunctuation, .otherPunctuation,
             .currencySymbol, .mathSymbol, .modifierSymbol, .otherSymbol, .privateUse:
            return true
        default:
            return false
        }
    }

    private static func isSubsequent(_ s: Unicode.Scalar) -> Bool {
        if isInitial(s) { return true }
        switch s.properties.generalCategory {
        case .decimalNumber, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// A symbol under `write`: its name, or Guile's `#{...}#` when the name
    /// would not read back as this symbol (`#{1+}#`, `#{}#`, `#{a b}#`).
    static func symbolText(_ name: String) -> String {
        guard needsExtendedSyntax(name) else { return name }
        var out = "#{"
        for s in name.unicodeScalars {
            if isSubsequent(s) || s.properties.generalCategory == .spaceSeparator {
                out.unicodeScalars.append(s)
            } else {
                out += "\\x" + String(s.value, radix: 16) + ";"
            }
        }
        return out + "}#"
    }

    private static func needsExtendedSyntax(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return true }
        // Guile's keywords, `#:use-module`, read as themselves.
        if name.hasPrefix("#:"), name.count > 2, !needsExtendedSyntax(String(name.dropFirst(2))) { return false }
        if "'`,\";#".unicodeScalars.contains(first) { return true }
        if name == "." { return true }
        if case .number = NumberFormat.parse(name) { return true }
        if !isInitial(first) { return true }
        for s in name.unicodeScalars.dropFirst() {
            if !isSubsequent(s) || s == "\"" || s == ";" || s == "#" { return true }
        }
        return false
    }
}

/// MIT Scheme's object hash numbers: 12 for the first object shown, then 13,
/// ...; an object shown again keeps its number. Numbered objects are kept
/// alive, so a number never passes to another object.
public final class HashNumbers: Sendable {
    /// This thread's own table, made on first use and freed with the thread.
    static var forCurrentThread: HashNumbers {
        if let raw = pthread_getspecific(threadKey) {
            return RetainedPointer<HashNumbers>.borrow(raw)
        }
        let table = HashNumbers()
        pthread_setspecific(threadKey, RetainedPointer.pass(table))
        return table
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            if let raw { RetainedPointer<HashNumbers>.release(raw) }
        }
        return key
    }()

    private struct Table: ~Copyable {
        var numbers: [ObjectIdentifier: Int] = [:]
        var objects: [Retained] = []
        var next = 12
    }

    /// A numbered object, held only to keep it alive.
    private struct Retained: @unchecked Sendable {
        let object: AnyObject
    }

    private let table = Mutex(Table())

    /// An empty table: the next number is 12.
    public init() {}

    /// The number of `object`, given now if it has none yet.
    public func number(for object: AnyObject) -> Int {
        let id = ObjectIdentifier(object)
        let retained = Retained(object: object)
        return table.withLock { table in
            if let n = table.numbers[id] { return n }
            let n = table.next
            table.next += 1
            table.numbers[id] = n
            table.objects.append(retained)
            return n
        }
    }
}
