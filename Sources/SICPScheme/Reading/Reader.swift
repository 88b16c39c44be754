import SICP

/// Reads Scheme data from text, as Guile reads them (R7RS syntax).
///
/// ```swift
/// var reader = Reader("(define (square x) (* x x)) 'a")
/// try reader.read()   // (define (square x) (* x x))
/// try reader.read()   // (quote a)
/// try reader.read()   // nil: the end
/// ```
///
/// What it reads: lists and dotted pairs; case-sensitive symbols (`+`,
/// `...`, `1+`, `->x`, `a.b`); `#t #f #true #false`; numbers (see
/// ``NumberFormat/parse(_:radix:)``); strings with the escapes `\n \t \r \a
/// \b \v \f \0 \\ \"`, `\x41;` (and Guile's `\x41`, `\u0041`,
/// `\U000041`) and line continuations; characters `#\a #\space #\newline
/// #\x41` and Guile's other names; `'x` `` `x `` `,x` `,@x`; comments `;`,
/// nested `#| |#` and datum comments `#;`. Square brackets are parentheses,
/// as in Guile and Racket (`[` closes with `]`); braces and vectors are not
/// supported and are errors.
///
/// What other Schemes' files hold, read so that a learner's file loads as
/// written: a `#lang sicp` (or any `#lang`) line at top level is skipped and
/// kept in ``languageLines``; a first line `#!/usr/bin/env gosh` is a comment
/// (and a Guile script's `!#` line after it); Gauche's debug-print prefixes
/// `#?=x` and `#?,x` read as `x`; Racket's `#%require` is a symbol.
///
/// ```swift
/// var reader = Reader("#lang sicp\n(lambda (x) #?=x)")
/// try reader.read()      // (lambda (x) x)
/// reader.languageLines   // ["#lang sicp"]
/// ```
///
/// Text that ends inside a datum (an open list, string, block comment, after
/// a quote) throws a `ParseError` whose `isIncomplete` is true, so that a REPL
/// can ask for another line. The reader keeps its own stack (no recursion
/// on the native one), and refuses data nested deeper than
/// ``maximumNesting`` with `;Aborting!: maximum recursion depth exceeded`,
/// as MIT Scheme's reader does.
///
/// `#!fold-case` and `#!no-fold-case` are comments that turn case folding
/// of the symbols and character names read after them on and off (R7RS
/// 2.1): after `#!fold-case`, `(DISPLAY 'Hello)` reads as `(display
/// (quote hello))`.
public struct Reader {
    /// The deepest nesting of lists and prefixes (`'`, `` ` ``, `,`, `#;`)
    /// read: 100,000, far past any program's (the compiler accepts 2,000
    /// levels of expressions), and a bound on the reader's memory.
    public static let maximumNesting = 100_000

    private let text: [Unicode.Scalar]
    /// Whether symbols and character names are folded to lower case.
    private var foldsCase = false
    /// The datum labels (`#0=`) of the datum being read, and the
    /// placeholders of those whose datum is not read yet.
    private var labels: [Int: Value] = [:]
    private var placeholders: [Int: LabelPlaceholder] = [:]
    private var position = 0
    private var line = 1
    private var column = 1

    /// Where the datum returned last by ``read()`` began.
    public private(set) var lastDatumLocation = SourceLocation(line: 1, column: 1)

    /// Whether to record where each list begins in `locations` (off by
    /// default: evaluation does not need it; `sicp check` does, to point at
    /// a call in the learner's file).
    public var recordsLocations = false
    /// Where each list read so far began, by its first pair (while
    /// `recordsLocations`). Valid for as long as the data are kept.
    public private(set) var locations: [ObjectIdentifier: SourceLocation] = [:]

    /// How many characters (Unicode scalars) have been read so far.
    public var offset: Int { position }

    /// Where reading will go on.
    public var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// The `#lang` lines skipped so far, as written (`#lang sicp`), so that
    /// a caller can say it skipped them.
    public private(set) var languageLines: [String] = []

    /// A reader of `text`; a byte order mark (U+FEFF) that begins it is skipped.
    public init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        self.text = scalars
        skipScriptHeader()
    }

    /// A first line `#!/usr/bin/env gosh` or `#! /usr/bin/guile -s` is a
    /// comment, and so is a Guile script's `!#` line right after it.
    private mutating func skipScriptHeader() {
        guard text.count >= 2, text[0] == "#", text[1] == "!", let third = peek(2),
              third == "/" || third == " " else { return }
        skipLine()
        var probe = position
        while probe < text.count, text[probe] == " " || text[probe] == "\t" { probe += 1 }
        if probe + 1 < text.count, text[probe] == "!", text[probe + 1] == "#" {
            let after = probe + 2 < text.count ? text[probe + 2] : "\n"
            if after.properties.isWhitespace { skipLine() }
        }
    }

    /// Goes past the end of the current line.
    private mutating func skipLine() {
        while let c = current, c != "\n" { advance() }
        if current != nil { advance() }
    }

    /// At top level, a `#lang NAME` line: skipped and recorded.
    private mutating func skipLanguageLine() -> Bool {
        let word: [Unicode.Scalar] = ["#", "l", "a", "n", "g"]
        guard position + word.count < text.count, Array(text[position..<position + word.count]) == word,
              text[position + word.count] == " " || text[position + word.count] == "\t" else { return false }
        var scalars = String.UnicodeScalarView()
        while let c = current, c != "\n" {
            scalars.append(c)
            advance()
        }
        var written = String(scalars)
        while written.last?.isWhitespace == true { written.removeLast() }
        languageLines.append(written)
        return true
    }

    /// Reads every datum of `text`.
    /// - Throws: the first `ParseError`.
    public static func readAll(_ text: String) throws -> [Value] {
        var reader = Reader(text)
        var data: [Value] = []
        while let datum = try reader.read() { data.append(datum) }
        return data
    }

    // MARK: - Data

    private struct Frame {
        enum Kind {
            case list
            /// Waiting for the datum after `'`, `` ` ``, `,` or `,@`.
            case prefix(Symbol)
            /// Waiting for the datum after `#;`, to drop it.
            case datumComment
            /// Waiting for the datum after Gauche's `#?=` or `#?,`, to
            /// read it as itself.
            case debugPrint
            /// Waiting for the datum after `#n=`, to give it label n.
            case label(Int)
        }
        var kind: Kind
        var start: SourceLocation
        /// What closes a list: `)`, or `]` after `[`.
        var closer: Unicode.Scalar = ")"
        /// For a list opened by `#(` or `#u8(`: what it becomes when closed.
        var vector: VectorKind? = nil
        var items: [Value] = []
        var sawDot = false
        var tail: Value? = nil
    }

    /// The next datum, or nil when only whitespace and comments are left.
    /// - Throws: `ParseError`: `.incomplete` when the text ends inside a
    ///   datum, `.unexpectedCloseParen`, `.badDot`, `.badToken`, `.bad`.
    /// - Complexity: O(n) in the datum's text; no recursion.
    public mutating func read() throws -> Value? {
        var stack: [Frame] = []
        labels = [:]
        placeholders = [:]
        while true {
            try skipAtmosphere()
            if stack.isEmpty, current == "#", skipLanguageLine() { continue }
            let start = location
            let token = try nextToken()
            if stack.isEmpty { lastDatumLocation = start }
            var value: Value
            switch token {
            case .end:
                guard let frame = stack.last else { return nil }
                switch frame.kind {
                case .list:
                    throw ParseError(.incomplete("end of input inside a list: a \(frame.closer) is missing"), at: frame.start)
                case .prefix(let s):
                    throw ParseError(.incomplete("end of input after \(Self.prefixText(s))"), at: frame.start)
                case .datumComment:
                    throw ParseError(.incomplete("end of input after #;"), at: frame.start)
                case .debugPrint:
                    throw ParseError(.incomplete("end of input after #?="), at: frame.start)
                case .label(let n):
                    throw ParseError(.incomplete("end of input after #\(n)="), at: frame.start)
                }
            case .open(let closer):
                guard stack.count < Self.maximumNesting else { throw ParseError(.tooDeep, at: start) }
                stack.append(Frame(kind: .list, start: start, closer: closer))
                continue
            case .openVector(let kind):
                guard stack.count < Self.maximumNesting else { throw ParseError(.tooDeep, at: start) }
                stack.append(Frame(kind: .list, start: start, vector: kind))
                continue
            case .close(let closer):
                guard let frame = stack.last, case .list = frame.kind, frame.closer == closer else {
                    if closer == ")", stack.last.map({ if case .list = $0.kind { return false } else { return true } }) ?? true {
                        throw ParseError(.unexpectedCloseParen, at: start)
                    }
                    throw ParseError(.badToken(String(closer)), at: start)
                }
                if frame.sawDot && frame.tail == nil { throw ParseError(.badDot, at: start) }
                stack.removeLast()
                switch frame.vector {
                case nil:
                    value = Value.list(frame.items, tail: frame.tail ?? .null)
                case .vector:
                    value = .vector(SVector(frame.items))
                case .bytes:
                    var bytes: [UInt8] = []
                    bytes.reserveCapacity(frame.items.count)
                    for item in frame.items {
                        guard case .int(let n) = item, let byte = UInt8(exactly: n) else {
                            throw ParseError(.bad("not a byte in #u8(...): \(Printer.write(item))"), at: frame.start)
                        }
                        bytes.append(byte)
                    }
                    value = .bytevector(Bytevector(bytes))
                }
                if recordsLocations, case .pair(let pair) = value { locations[ObjectIdentifier(pair)] = frame.start }
            case .dot:
                guard let frame = stack.last, case .list = frame.kind, frame.vector == nil, !frame.items.isEmpty,
                      !frame.sawDot else {
                    throw ParseError(.badDot, at: start)
                }
                stack[stack.count - 1].sawDot = true
                continue
            case .prefix(let symbol):
                guard stack.count < Self.maximumNesting else { throw ParseError(.tooDeep, at: start) }
                stack.append(Frame(kind: .prefix(symbol), start: start))
                continue
            case .datumComment:
                guard stack.count < Self.maximumNesting else { throw ParseError(.tooDeep, at: start) }
                stack.append(Frame(kind: .datumComment, start: start))
                continue
            case .debugPrint:
                stack.append(Frame(kind: .debugPrint, start: start))
                continue
            case .labelDefinition(let n):
                guard stack.count < Self.maximumNesting else { throw ParseError(.tooDeep, at: start) }
                stack.append(Frame(kind: .label(n), start: start))
                continue
            case .labelReference(let n):
                if let v = labels[n] {
                    value = v
                } else if let placeholder = placeholders[n] {
                    value = .opaque(placeholder)
                } else {
                    throw ParseError(.bad("datum label #\(n)# used before its #\(n)="), at: start)
                }
            case .atom(let v):
                value = v
            }
            // Hand the finished datum to the frames waiting for it.
            var dropped = false
            deliver: while !stack.isEmpty {
                // Look at the top frame in place: a copy would share its items
                // and make every append copy the whole list.
                let top = stack.count - 1
                switch stack[top].kind {
                case .list:
                    if stack[top].sawDot {
                        if stack[top].tail != nil { throw ParseError(.badDot, at: start) }
                        stack[top].tail = value
                    } else {
                        stack[top].items.append(value)
                    }
                    break deliver
                case .prefix(let symbol):
                    stack.removeLast()
                    value = Value.list([.symbol(symbol), value])
                case .datumComment:
                    stack.removeLast()
                    dropped = true
                    break deliver
                case .debugPrint:
                    stack.removeLast()
                case .label(let n):
                    stack.removeLast()
                    if let placeholder = placeholders[n] {
                        if case .opaque(let o) = value, o === placeholder {
                            throw ParseError(.bad("datum label #\(n)= labels only itself"), at: start)
                        }
                        Self.replace(placeholder, with: value, in: value)
                    }
                    labels[n] = value
                }
            }
            if stack.isEmpty {
                labels = [:]
                placeholders = [:]
            }
            if stack.isEmpty && !dropped { return value }
        }
    }

    /// What a `#n#` inside the datum labelled n stands for until the datum
    /// is read: then every place that holds it is given the datum.
    final class LabelPlaceholder: OpaqueObject {
        let number: Int
        init(_ number: Int) { self.number = number }
        func printed(writing: Bool) -> String { "#\(number)#" }
    }

    /// Puts `value` wherever `datum`'s pairs and vectors hold `placeholder`.
    private static func replace(_ placeholder: LabelPlaceholder, with value: Value, in datum: Value) {
        var seen: Set<ObjectIdentifier> = []
        var pending: [Value] = [datum]
        func isPlaceholder(_ v: Value) -> Bool {
            if case .opaque(let o) = v { return o === placeholder }
            return false
        }
        while let v = pending.popLast() {
            switch v {
            case .pair(let p):
                guard seen.insert(ObjectIdentifier(p)).inserted else { continue }
                if isPlaceholder(p.car) { p.car = value } else { pending.append(p.car) }
                if isPlaceholder(p.cdr) { p.cdr = value } else { pending.append(p.cdr) }
            case .vector(let vec):
                guard seen.insert(ObjectIdentifier(vec)).inserted else { continue }
                for i in vec.items.indices {
                    if isPlaceholder(vec.items[i]) { vec.items[i] = value } else { pending.append(vec.items[i]) }
                }
            default:
                continue
            }
        }
    }

    private static func prefixText(_ s: Symbol) -> String {
        switch s.name {
        case "quote": return "'"
        case "quasiquote": return "`"
        case "unquote": return ","
        default: return ",@"
        }
    }

    // MARK: - Tokens

    enum VectorKind { case vector, bytes }

    private enum Token {
        /// `(` or `[`, with the character that closes it.
        case open(Unicode.Scalar)
        /// `#(` or `#u8(`.
        case openVector(VectorKind)
        case close(Unicode.Scalar)
        case dot, end
        case prefix(Symbol)
        case datumComment
        case debugPrint
        /// `#n=` and `#n#`.
        case labelDefinition(Int)
        case labelReference(Int)
        case atom(Value)
    }

    private var current: Unicode.Scalar? { position < text.count ? text[position] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < text.count ? text[position + offset] : nil
    }

    private mutating func advance() {
        if text[position] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        position += 1
    }

    private static func isDelimiter(_ c: Unicode.Scalar) -> Bool {
        c.properties.isWhitespace || "()\";[]{}".unicodeScalars.contains(c)
    }

    /// Skips whitespace and comments (`;`, `#| |#`); `#;` is a token.
    private mutating func skipAtmosphere() throws {
        while let c = current {
            if c.properties.isWhitespace {
                advance()
            } else if c == ";" {
                while let d = current, d != "\n" { advance() }
            } else if c == "#" && peek(1) == "!", let folds = directive() {
                foldsCase = folds
            } else if c == "#" && peek(1) == "|" {
                let start = location
                advance(); advance()
                var depth = 1
                while depth > 0 {
                    guard let d = current else {
                        throw ParseError(.incomplete("end of input inside a #| comment"), at: start)
                    }
                    if d == "|" && peek(1) == "#" {
                        depth -= 1; advance(); advance()
                    } else if d == "#" && peek(1) == "|" {
                        depth += 1; advance(); advance()
                    } else {
                        advance()
                    }
                }
            } else {
                return
            }
        }
    }

    /// `#!fold-case` or `#!no-fold-case` (followed by a delimiter) at the
    /// current position: skips it and says whether it folds; nil (nothing
    /// skipped) for anything else.
    private mutating func directive() -> Bool? {
        for (name, folds) in [("#!fold-case", true), ("#!no-fold-case", false)] {
            let scalars = Array(name.unicodeScalars)
            guard (0..<scalars.count).allSatisfy({ peek($0) == scalars[$0] }) else { continue }
            if let after = peek(scalars.count), !Self.isDelimiter(after) { continue }
            for _ in scalars { advance() }
            return folds
        }
        return nil
    }

    private mutating func nextToken() throws -> Token {
        try skipAtmosphere()
        guard let c = current else { return .end }
        let start = location
        switch c {
        case "(":
            advance(); return .open(")")
        case ")":
            advance(); return .close(")")
        case "[":
            advance(); return .open("]")
        case "]":
            advance(); return .close("]")
        case "{", "}":
            advance()
            throw ParseError(.badToken(String(c)), at: start)
        case "'":
            advance(); return .prefix(Symbol.intern("quote"))
        case "`":
            advance(); return .prefix(Symbol.intern("quasiquote"))
        case ",":
            advance()
            if current == "@" {
                advance(); return .prefix(Symbol.intern("unquote-splicing"))
            }
            return .prefix(Symbol.intern("unquote"))
        case "\"":
            return .atom(try readString())
        case "#":
            switch peek(1) {
            case ";":
                advance(); advance(); return .datumComment
            case "?" where peek(2) == "=" || peek(2) == ",":
                advance(); advance(); advance(); return .debugPrint
            case "(":
                advance(); advance(); return .openVector(.vector)
            case "u" where peek(2) == "8" && peek(3) == "(":
                advance(); advance(); advance(); advance(); return .openVector(.bytes)
            case "\\":
                return .atom(try readCharacter())
            case "/":
                return .atom(try readRegexpLiteral())
            case let d? where d.properties.numericType == .decimal && d.isASCII:
                var offset = 1
                var digits = ""
                while let e = peek(offset), e.isASCII, e.properties.numericType == .decimal {
                    digits.unicodeScalars.append(e)
                    offset += 1
                }
                guard let mark = peek(offset), mark == "=" || mark == "#", digits.count < 10,
                      let n = Int(digits) else { break }
                for _ in 0...offset { advance() }
                if mark == "#" { return .labelReference(n) }
                if placeholders[n] == nil { placeholders[n] = LabelPlaceholder(n) }
                return .labelDefinition(n)
            default:
                break
            }
        case "|":
            return .atom(.symbol(Symbol.intern(try readBarSymbol())))
        default:
            break
        }
        let token = readRawToken()
        if token == "." { return .dot }
        switch token {
        case "#t", "#true": return .atom(.true)
        case "#f", "#false": return .atom(.false)
        // Guile's `#nil` (Emacs Lisp's nil), which Guile learners write for
        // the empty list: read as `()`. (In Guile it is false too.)
        case "#nil": return .atom(.null)
        default: break
        }
        switch NumberFormat.parse(token) {
        case .number(let v): return .atom(v)
        case .tooLarge: throw ParseError(.bad("number too large: \(token.prefix(40))"), at: start)
        case .notANumber: break
        }
        if Self.isComplexSyntax(token) {
            throw ParseError(.bad("complex numbers are not supported: \(token.prefix(40))"), at: start)
        }
        // Racket's `#%require` and the like are identifiers, and so are
        // Guile's keywords (`#:use-module`, in a `define-module`).
        if token.hasPrefix("#") && !token.hasPrefix("#%") && !(token.hasPrefix("#:") && token.count > 2) {
            throw ParseError(.badToken(token), at: start)
        }
        return .atom(.symbol(Symbol.intern(foldsCase ? token.lowercased() : token)))
    }

    /// Whether `token` is R7RS's syntax of a non-real complex number
    /// (`1+2i`, `-i`, `3.0+inf.0i`, `1@2`), which sicp does not have.
    static func isComplexSyntax(_ token: String) -> Bool {
        func isReal(_ text: Substring) -> Bool {
            if case .number = NumberFormat.parse(String(text)) { return true }
            return false
        }
        let lower = token.lowercased()
        if let at = lower.firstIndex(of: "@") {
            return isReal(lower[..<at]) && isReal(lower[lower.index(after: at)...])
        }
        guard lower.count > 1, lower.last == "i" else { return false }
        let body = lower.dropLast()
        var split: String.Index? = nil
        var i = body.endIndex
        while i > body.startIndex {
            i = body.index(before: i)
            let c = body[i]
            if c == "+" || c == "-" {
                if i > body.startIndex, body[body.index(before: i)] == "e", !body.hasPrefix("#x") { continue }
                split = i
                break
            }
        }
        guard let split else { return false }
        let imaginary = body[split...]
        guard imaginary.count == 1 || isReal(imaginary) else { return false }
        return split == body.startIndex || isReal(body[..<split])
    }

    /// The characters up to the next delimiter.
    private mutating func readRawToken() -> String {
        var scalars = String.UnicodeScalarView()
        while let c = current, !Self.isDelimiter(c) {
            scalars.append(c)
            advance()
        }
        return String(scalars)
    }

    // MARK: - Strings and characters

    /// `|a b|`, `|H\x65;llo|`, `||`: a symbol whose name is written between
    /// bars, with a string's escapes (`\|` for a bar). Never case-folded.
    private mutating func readBarSymbol() throws -> String {
        let start = location
        advance()  // the opening bar
        var scalars = String.UnicodeScalarView()
        while true {
            guard let c = current else {
                throw ParseError(.incomplete("end of input inside a |symbol|"), at: start)
            }
            advance()
            if c == "|" { return String(scalars) }
            if c != "\\" {
                scalars.append(c)
                continue
            }
            let escape = location
            guard let e = current else {
                throw ParseError(.incomplete("end of input inside a |symbol|"), at: start)
            }
            switch e {
            case "n": scalars.append("\n"); advance()
            case "t": scalars.append("\t"); advance()
            case "r": scalars.append("\r"); advance()
            case "a": scalars.append("\u{07}"); advance()
            case "b": scalars.append("\u{08}"); advance()
            case "x", "X":
                advance()
                scalars.append(try readHexEscape("x", at: escape))
            default:
                scalars.append(e); advance()
            }
        }
    }

    /// Gauche's regular expression literal, `#/(.*)\./` (with `i` after it
    /// for a case-blind one), read as its pattern's string: sicp has no
    /// regular expressions, and a file that defines a procedure with one
    /// (a test helper) loads; the procedure fails when it is called.
    private mutating func readRegexpLiteral() throws -> Value {
        let start = location
        advance()  // #
        advance()  // /
        var scalars = String.UnicodeScalarView()
        while true {
            guard let c = current else {
                throw ParseError(.incomplete("end of input inside a regular expression #/.../"), at: start)
            }
            guard c != "\n" else { throw ParseError(.bad("a regular expression #/.../ must end on its line"), at: start) }
            advance()
            if c == "/" { break }
            scalars.append(c)
            if c == "\\", let e = current, e != "\n" {
                scalars.append(e)
                advance()
            }
        }
        if current == "i", let next = peek(1), Self.isDelimiter(next) { advance() }
        return .string(MString(String(scalars)))
    }

    private mutating func readString() throws -> Value {
        let start = location
        advance()  // the opening quote
        var scalars = String.UnicodeScalarView()
        while true {
            guard let c = current else {
                throw ParseError(.incomplete("end of input inside a string"), at: start)
            }
            if c == "\"" {
                advance()
                return .string(MString(String(scalars)))
            }
            if c != "\\" {
                scalars.append(c)
                advance()
                continue
            }
            let escape = location
            advance()
            guard let e = current else {
                throw ParseError(.incomplete("end of input inside a string"), at: start)
            }
            switch e {
            case "n": scalars.append("\n"); advance()
            case "t": scalars.append("\t"); advance()
            case "r": scalars.append("\r"); advance()
            case "a": scalars.append("\u{07}"); advance()
            case "b": scalars.append("\u{08}"); advance()
            case "v": scalars.append("\u{0B}"); advance()
            case "f": scalars.append("\u{0C}"); advance()
            case "0": scalars.append("\u{00}"); advance()
            case "\\", "\"", "|": scalars.append(e); advance()
            case "x", "u", "U":
                advance()
                scalars.append(try readHexEscape(e, at: escape))
            case " ", "\t", "\n", "\r":
                // A line continuation: \ spaces newline spaces.
                while let d = current, d == " " || d == "\t" || d == "\r" { advance() }
                guard current == "\n" else {
                    if current == nil { throw ParseError(.incomplete("end of input inside a string"), at: start) }
                    throw ParseError(.bad("invalid escape in a string: a \\ before spaces must end the line"), at: escape)
                }
                advance()
                while let d = current, d == " " || d == "\t" { advance() }
            default:
                throw ParseError(.bad("invalid escape in a string: \\\(e)"), at: escape)
            }
        }
    }

    /// `\x41;` (R7RS), or Guile's `\x41` (two digits), `\u0041`, `\U000041`.
    private mutating func readHexEscape(_ kind: Unicode.Scalar, at escape: SourceLocation) throws -> Unicode.Scalar {
        let begin = position
        var digits = ""
        while let c = current, c.properties.isASCIIHexDigit {
            digits.unicodeScalars.append(c)
            advance()
        }
        var chosen = digits
        if kind == "x" && current == ";" {
            advance()
        } else {
            let width = kind == "x" ? 2 : kind == "u" ? 4 : 6
            guard digits.count >= width else {
                throw ParseError(.bad("invalid escape in a string: \\\(kind)\(digits)"), at: escape)
            }
            chosen = String(digits.prefix(width))
            // Give back the digits past the width.
            position = begin
            column -= digits.count
            for _ in 0..<width { advance() }
        }
        guard let code = UInt32(chosen, radix: 16), let scalar = Unicode.Scalar(code) else {
            throw ParseError(.bad("invalid escape in a string: \\\(kind)\(chosen)"), at: escape)
        }
        return scalar
    }

    /// Names a character may have after `#\`: R7RS's and Guile's.
    private static let characterNames: [String: Unicode.Scalar] = {
        var names: [String: Unicode.Scalar] = [
            "space": " ", "newline": "\n", "tab": "\t", "nul": "\u{0}", "null": "\u{0}",
            "alarm": "\u{07}", "backspace": "\u{08}", "delete": "\u{7F}", "rubout": "\u{7F}",
            "escape": "\u{1B}", "esc": "\u{1B}", "return": "\r", "linefeed": "\n",
            "page": "\u{0C}", "vtab": "\u{0B}", "altmode": "\u{1B}",
        ]
        for (code, name) in Printer.characterNames {
            if let s = Unicode.Scalar(code) { names[name] = s }
        }
        return names
    }()

    private mutating func readCharacter() throws -> Value {
        let start = location
        advance(); advance()  // #\
        guard let first = current else {
            throw ParseError(.incomplete("end of input after #\\"), at: start)
        }
        advance()
        var rest = ""
        while let c = current, !Self.isDelimiter(c) {
            rest.unicodeScalars.append(c)
            advance()
        }
        if rest.isEmpty { return .char(Character(first)) }
        let name = foldsCase ? (String(first) + rest).lowercased() : String(first) + rest
        if let s = Self.characterNames[name] { return .char(Character(s)) }
        if first == "x" || first == "X", let code = UInt32(rest, radix: 16), let s = Unicode.Scalar(code) {
            return .char(Character(s))
        }
        if name.unicodeScalars.allSatisfy({ ("0"..."7").contains($0) }),
           let code = UInt32(name, radix: 8), let s = Unicode.Scalar(code) {
            return .char(Character(s))
        }
        throw ParseError(.badToken("#\\" + name), at: start)
    }
}
