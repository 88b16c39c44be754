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
/// `'` abbreviation). Circular structure prints with R7RS's datum labels
/// (`#0=(1 2 . #0#)`, `#0=#(#0# 2)`), as MIT Scheme writes it, so printing
/// always terminates; shared structure without a cycle prints in full
/// (``writeShared(_:)`` labels it, ``writeSimple(_:)`` labels nothing). Procedures:
/// `#<procedure fib (n)>`, `#<procedure #f (x)>` for an anonymous one (Guile
/// prints an address there; `#f` keeps the output deterministic),
/// `#<procedure car>` for a primitive.
///
/// - Complexity: O(n) in the size of what is printed (explicit stacks: any
///   depth of nesting is fine), plus one walk of the structure's pairs and
///   vectors to find the cycles.
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
        render(value, writing: true, mit: true, limits: errorLimits)
    }

    /// How much of an object MIT's error messages show: 100 elements of a
    /// list, vector or stream, then ` ...`; lists nested 25 deep, then
    /// `...` (`;The object (0 1 2 ... 99 ...), passed as ...`).
    static let errorLimits = Limits(breadth: 100, depth: 25)

    /// The elements a printed list, vector or stream shows, and how deep
    /// they may nest.
    struct Limits {
        let breadth: Int
        let depth: Int
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

    /// Which objects get datum labels (R7RS 6.13.3).
    public enum Labels: Sendable {
        /// `write`, `display`: only the pairs and vectors a cycle passes
        /// through, `#0=(1 . #0#)`; shared but acyclic structure prints in full.
        case cycles
        /// `write-shared`: every pair and vector met more than once.
        case shared
        /// `write-simple`: none (a cycle prints until the evaluation is
        /// stopped: Ctrl-C, a time limit, the heap bound).
        case none
    }

    /// `write-shared`: datum labels for all shared structure.
    public static func writeShared(_ value: Value) -> String {
        render(value, writing: true, mit: false, labels: .shared)
    }

    /// `write-simple`: no datum labels at all.
    /// - Throws: the interrupt flag's error (`;Quit!`, `;Aborting!: out of
    ///   memory`) when it stopped the printing of a cycle.
    public static func writeSimple(_ value: Value) throws -> String {
        let text = render(value, writing: true, mit: false, labels: .none)
        let flag = Walk.current
        if flag.isRequested { throw flag.error }
        return text
    }

    /// What the walk is inside of.
    private enum Frame {
        /// An evaluated promise whose value is being printed: `]` closes it.
        case promise(ObjectIdentifier)
        /// A list: the pair whose car was printed last; `closing` once the
        /// tail after a dot is being printed.
        case list(Pair, closing: Bool, count: Int = 1)
        /// A vector and the index of the element printed last.
        case vector(SVector, Int)
        /// A stream (MIT's `{1 2 ...}`): the stream pair whose car was
        /// printed last, the pairs passed, and `closing` once the tail after
        /// a dot is being printed.
        case stream(Pair, seen: Set<ObjectIdentifier>, closing: Bool, count: Int = 1)
    }

    /// The pairs and vectors of `root` that need a datum label: with
    /// `.cycles`, the targets of the back edges of a depth-first walk in
    /// printing order (cutting those edges leaves no cycle, so printing with
    /// them labelled ends); with `.shared`, every object reached twice.
    /// An explicit stack: any depth of nesting is fine.
    private static func labelled(_ root: Value, _ labels: Labels, _ poll: inout PrintPoll,
                                 limits: Limits? = nil) -> Set<ObjectIdentifier> {
        var result: Set<ObjectIdentifier> = []
        guard labels != .none else { return result }
        // 1: on the walk's stack, 2: done.
        var state: [ObjectIdentifier: UInt8] = [:]
        // The object, the index of its next child, and (under `limits`)
        // how deep its list nests and its place in that list: what the
        // printer does not show is not walked.
        var stack: [(Value, Int, depth: Int, position: Int)] = []

        func children(_ v: Value, _ i: Int) -> Value? {
            switch v {
            case .pair(let p):
                if i == 0 { return p.car }
                if i == 1 {
                    if case .promise(let promise) = p.cdr {
                        guard let rest = promise.value, case .pair = rest else { return nil }
                        return rest
                    }
                    return p.cdr
                }
                return nil
            case .vector(let vec):
                return i < vec.items.count ? vec.items[i] : nil
            default:
                return nil
            }
        }
        func identity(_ v: Value) -> ObjectIdentifier? {
            switch v {
            case .pair(let p): return ObjectIdentifier(p)
            case .vector(let vec): return vec.items.isEmpty ? nil : ObjectIdentifier(vec)
            default: return nil
            }
        }
        guard let rootID = identity(root) else { return result }
        state[rootID] = 1
        stack.append((root, 0, 1, 0))
        while let (top, i, depth, position) = stack.last {
            if poll.shouldStop() { return result }
            guard let child = children(top, i) else {
                if let id = identity(top) { state[id] = 2 }
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].1 = i + 1
            guard let id = identity(child) else { continue }
            // Where the child prints: a pair's cdr goes on with its list,
            // a car or a vector's element opens a list one deeper.
            var childDepth = depth + 1, childPosition = 0
            if case .pair = top, i == 1 { (childDepth, childPosition) = (depth, position + 1) }
            if case .vector = top { childPosition = 0 }
            if let limits {
                if case .vector = top, i >= limits.breadth { continue }
                if childPosition >= limits.breadth || childDepth > limits.depth { continue }
            }
            switch state[id] {
            case nil:
                state[id] = 1
                stack.append((child, 0, childDepth, childPosition))
            case 1:
                // A stream that comes back to itself prints as MIT prints
                // it, `{1 ...}`, with no label (see `stream`).
                if case .pair(let p) = child, case .promise = p.cdr { continue }
                result.insert(id)
            default:
                if labels == .shared { result.insert(id) }
            }
        }
        return result
    }

    /// R7RS's printer with datum labels (`#0=(1 . #0#)`), on explicit
    /// stacks. It polls the running evaluation's interrupt flag and stops
    /// early when it is raised (`write-simple` of a cycle): the caller then
    /// throws.
    private static func render(_ root: Value, writing: Bool, mit: Bool, labels: Labels = .cycles,
                               limits: Limits? = nil) -> String {
        var out = ""
        switch root {
        case .pair, .vector: break
        case .promise(let promise) where promise.value != nil: break
        default:
            atom(root, writing: writing, mit: mit, into: &out)
            return out
        }
        var poll = PrintPoll()
        let needsLabel = labelled(root, labels, &poll, limits: limits)
        var numbers: [ObjectIdentifier: Int] = [:]
        var frames: [Frame] = []

        /// The label of `id` if it has one: `#n#` when printed already
        /// (true: nothing more to print), else `#n=` is written.
        func label(_ id: ObjectIdentifier) -> Bool {
            guard needsLabel.contains(id) else { return false }
            if let n = numbers[id] {
                out += "#\(n)#"
                return true
            }
            let n = numbers.count
            numbers[id] = n
            out += "#\(n)="
            return false
        }

        var pending: Value? = root
        // The evaluated promises whose values are being printed: one met
        // again inside its own value (`(define p (delay p))`, forced) is
        // not followed.
        var openPromises = Set<ObjectIdentifier>()
        // The promise frames among `frames`: the others are the lists,
        // vectors and streams open, as deep as `limits` allows.
        var promiseFrames = 0
        while true {
            if poll.shouldStop() { return out }
            if let value = pending {
                pending = nil
                let tooDeep = limits.map { frames.count - promiseFrames >= $0.depth } ?? false
                switch value {
                case .pair where tooDeep, .vector where tooDeep:
                    out += "..."
                case .promise(let promise) where promise.value != nil:
                    let id = ObjectIdentifier(promise)
                    guard openPromises.insert(id).inserted else {
                        out += "#[promise \(hashNumber(promise)) (evaluated) ...]"
                        break
                    }
                    out += "#[promise \(hashNumber(promise)) (evaluated) "
                    frames.append(.promise(id))
                    promiseFrames += 1
                    pending = promise.value
                    continue
                case .pair(let p):
                    if label(ObjectIdentifier(p)) { break }
                    if case .promise = p.cdr {
                        out += "{"
                        frames.append(.stream(p, seen: [ObjectIdentifier(p)], closing: false))
                    } else {
                        out += "("
                        frames.append(.list(p, closing: false))
                    }
                    pending = p.car
                    continue
                case .vector(let v) where !v.items.isEmpty:
                    if label(ObjectIdentifier(v)) { break }
                    out += "#("
                    frames.append(.vector(v, 0))
                    pending = v.items[0]
                    continue
                default:
                    atom(value, writing: writing, mit: mit, into: &out)
                }
            }
            // A value is done: go on with the innermost list, vector or stream.
            guard let top = frames.last else { break }
            switch top {
            case .promise(let id):
                out += "]"
                openPromises.remove(id)
                frames.removeLast()
                promiseFrames -= 1
            case .list(let cursor, let closing, let count):
                if closing {
                    out += ")"
                    frames.removeLast()
                    continue
                }
                switch cursor.cdr {
                case .pair where limits.map { count >= $0.breadth } ?? false:
                    out += " ...)"
                    frames.removeLast()
                case .pair(let e) where !needsLabel.contains(ObjectIdentifier(e)):
                    out += " "
                    frames[frames.count - 1] = .list(e, closing: false, count: count + 1)
                    pending = e.car
                case .null:
                    out += ")"
                    frames.removeLast()
                default:
                    out += " . "
                    frames[frames.count - 1] = .list(cursor, closing: true)
                    pending = cursor.cdr
                }
            case .vector(let v, let i):
                if i + 1 < v.items.count, let limits, i + 1 >= limits.breadth {
                    out += " ...)"
                    frames.removeLast()
                } else if i + 1 < v.items.count {
                    out += " "
                    frames[frames.count - 1] = .vector(v, i + 1)
                    pending = v.items[i + 1]
                } else {
                    out += ")"
                    frames.removeLast()
                }
            case .stream(let cursor, var seen, let closing, let count):
                // MIT's form: the elements forced so far, then ` ...` if the
                // rest is not forced yet: `{1 ...}`, `{1 2}` once forced to
                // the end; a tail forced to something other than a stream
                // after a dot, `{1 . 2}`; a stream that comes back to itself
                // up to the pair where it does, then ` ...`.
                if closing {
                    out += "}"
                    frames.removeLast()
                    continue
                }
                guard case .promise(let promise) = cursor.cdr, let rest = promise.value else {
                    out += " ...}"
                    frames.removeLast()
                    continue
                }
                switch rest {
                case .null:
                    out += "}"
                    frames.removeLast()
                case .pair(let next) where !seen.contains(ObjectIdentifier(next)):
                    if case .promise = next.cdr, let limits, count >= limits.breadth {
                        out += " ...}"
                        frames.removeLast()
                    } else if case .promise = next.cdr {
                        out += " "
                        seen.insert(ObjectIdentifier(next))
                        frames[frames.count - 1] = .stream(next, seen: seen, closing: false, count: count + 1)
                        pending = next.car
                    } else {
                        out += " . "
                        frames[frames.count - 1] = .stream(cursor, seen: seen, closing: true)
                        pending = rest
                    }
                case .pair:
                    out += " ...}"
                    frames.removeLast()
                default:
                    out += " . "
                    frames[frames.count - 1] = .stream(cursor, seen: seen, closing: true)
                    pending = rest
                }
            }
        }
        return out
    }

    /// The printer's look at the running evaluation's interrupt flag
    /// (``Walk/current``), every 4096 steps.
    private typealias PrintPoll = Walk.Poll

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
        case .vector: out += "#()"  // a vector with elements is printed by the walk
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

    /// A symbol under `write`: its name, or R7RS's `|...|` when the name
    /// would not read back as this symbol (`|1+|`, `||`, `|a b|`, `|a\\|b|`),
    /// as Guile writes it with its `r7rs-symbols` print option.
    static func symbolText(_ name: String) -> String {
        guard needsExtendedSyntax(name) else { return name }
        var out = "|"
        for s in name.unicodeScalars {
            switch s {
            case "|": out += "\\|"
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default:
                if isSubsequent(s) || s == " " || isGraphic(s) {
                    out.unicodeScalars.append(s)
                } else {
                    out += "\\x" + String(s.value, radix: 16) + ";"
                }
            }
        }
        return out + "|"
    }

    private static func needsExtendedSyntax(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return true }
        // Guile's keywords, `#:use-module`, read as themselves.
        if name.hasPrefix("#:"), name.count > 2, !needsExtendedSyntax(String(name.dropFirst(2))) { return false }
        if "'`,\";#|\\".unicodeScalars.contains(first) { return true }
        if name == "." { return true }
        // What reads as a number, or looks like one to a reader (`+i`,
        // `-inf.0`, `+NaN.0abc`, `-.4`, `+5x`).
        let scalars = Array(name.lowercased().unicodeScalars)
        if scalars.count > 1, first == "+" || first == "-" {
            let second = scalars[1]
            if second == "." || second.properties.numericType == .decimal { return true }
            if scalars.count == 2 && second == "i" { return true }
            let rest = String(String.UnicodeScalarView(scalars.dropFirst()))
            if rest.hasPrefix("inf.") || rest.hasPrefix("nan.") { return true }
        }
        if case .number = NumberFormat.parse(name) { return true }
        if !isInitial(first) { return true }
        for s in name.unicodeScalars.dropFirst() {
            if !isSubsequent(s) || s == "\"" || s == ";" || s == "#" || s == "|" || s == "\\" { return true }
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
