import SICPScheme

/// The values an exercise asks for, as a file writes them in its comments
/// (2.38: "What are the values of (fold-right / 1 (list 1 2 3)) ...?").
/// A file answers with the calls and their values in comments, on the
/// call's line or under it, often as a transcript:
///
/// ```
/// (fold-left list nil (list 1 2 3))
/// ;(3 (2 (() 1)))
/// ;; (fold-right / 1 (list 1 2 3)) => 3/2
/// ```
///
/// A value written there that is not the book's is a wrong answer, though
/// every procedure the file defines is right. Only lines that hold nothing
/// but a value (after an arrow or a prompt) count; prose, traces and the
/// steps of a substitution (`(/ 1 (/ 2 3))`, which names procedures) do not.
struct WrittenCalls: Sendable {
    /// The procedures whose calls' values are read, as lambdas of the book's
    /// (each named by what the file calls), by exercise.
    static let all: [String: [(name: String, book: String)]] = [
        "2.38": (GivenConvention.all["2.39"] ?? []).map { ($0.name, $0.book) },
    ]

    /// The calls whose values the exercise asks for, as `writtenCall` shows
    /// them. A file's other calls are read (a value under one is not taken
    /// for the call above it) but not judged: a demonstration of the
    /// property (`(fold-right * 1 (list 1 2 3))`) is not what was asked.
    static let asked: [String: Set<String>] = [
        "2.38": ["(fold-right / 1 (list 1 2 3))", "(fold-left / 1 (list 1 2 3))",
                 "(fold-right list nil (list 1 2 3))", "(fold-left list nil (list 1 2 3))"],
    ]

    /// The operators a call may pass: the kit's own, with no side effects.
    static let operators: Set<String> = ["+", "-", "*", "/", "list", "cons", "append", "max", "min", "expt"]

    /// Operators written between numbers, in a derivation's step.
    static let infix: Set<String> = ["+", "-", "*", "/", "×", "÷", "x"]

    /// Whether a comment says its value is a mistake the learner found.
    static func retracted(_ comment: String) -> Bool {
        let text = comment.lowercased()
        return ["wrong", "incorrect", "mistake", "まちが", "間違", "错", "誤", "不对", "不對"].contains { text.contains($0) }
    }

    /// How files write the empty list as an argument.
    static let emptyNames: Set<String> = ["nil", "null", "empty", "the-empty-list"]

    /// What may stand before a value on its line: arrows and prompts.
    static let arrows: Set<String> = ["=>", "->", "==>", "-->", "=", "→", "⇒", "⟹", "value:", ";value:", "result:", "gosh>", ">",
                                      "]=>", "racket>", "guile>"]
}

extension Run {
    /// The check of the values the file writes for calls of the exercise's
    /// `WrittenCalls` (none when it writes none): ✗ on the first written
    /// value that is not the book's.
    func writtenValues(fileName: String) -> CheckResult? {
        guard let procedures = WrittenCalls.all[exercise.number], let asked = WrittenCalls.asked[exercise.number],
              !sourceText.isEmpty else { return nil }
        var definedBook: [String: String] = [:]
        for (index, procedure) in procedures.enumerated() {
            let name = "sicp-written-\(index)"
            guard (try? reference.evaluate("(define \(name) \(procedure.book))")) != nil else { return nil }
            definedBook[procedure.name] = name
        }
        var current: String?
        // Each call's last written value, in the order the calls were first written.
        var order: [String] = []
        var written: [String: (value: Value, line: Int)] = [:]
        func record(_ call: String, _ value: Value, _ line: Int) {
            guard asked.contains(call) else { return }
            if written[call] == nil { order.append(call) }
            written[call] = (value, line)
        }
        var inBlock = false
        for (offset, rawLine) in sourceText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            var code = line, comment: String?
            if inBlock {
                code = ""
                if let close = line.firstRange(of: "|#") {
                    comment = String(line[..<close.lowerBound])
                    inBlock = false
                } else {
                    comment = line
                }
            } else {
                (code, comment) = Self.splitComment(line)
                if let open = code.firstRange(of: "#|") {
                    let after = String(code[open.upperBound...])
                    code = String(code[..<open.lowerBound])
                    if let close = after.firstRange(of: "|#") {
                        comment = String(after[..<close.lowerBound])
                    } else {
                        comment = after
                        inBlock = true
                    }
                }
            }
            // The code: a call of the book's procedures, or a definition
            // (after which a value belongs to nothing written).
            let trimmed = code.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("(define") { current = nil }
            for name in definedBook.keys.sorted() {
                for call in Self.calls(of: name, in: code) {
                    current = Self.writtenCall(call, definedBook) ?? current
                }
            }
            // A blank line ends what a value written below a call belongs to.
            if trimmed.allSatisfy(\.isWhitespace), comment?.allSatisfy({ $0 == ";" || $0.isWhitespace }) ?? true {
                current = nil
                continue
            }
            guard let comment, let data = Self.commentData(comment) else { continue }
            // A step of a derivation written infix (`; 1 / (2 / 3)`), or a
            // value the learner marks as their own mistake (`; 1/6 <-
            // まちがい`): not an answer.
            if data.dropFirst().contains(where: { value in
                if case .symbol(let s) = value { return WrittenCalls.infix.contains(s.name) }
                return false
            }) || WrittenCalls.retracted(comment) {
                continue
            }
            // A value alone, or followed by words of the learner's
            // (`; (((() 1) 2) 3) [same as above]`).
            if let value = data.first, Self.isWrittenValue(value),
               data.count == 1 || !data.dropFirst().contains(where: { Self.isWrittenValue($0) }) {
                if let current { record(current, Self.unquoted(value), offset + 1) }
                continue
            }
            guard let first = data.first else { continue }
            if let call = Self.writtenCall(first, definedBook) {
                current = call
                if data.count == 2, Self.isWrittenValue(data[1]) { record(call, Self.unquoted(data[1]), offset + 1) }
            } else if case .pair(let p) = first, case .symbol(let head) = p.car,
                      definedBook[head.name] != nil || head.name == "define" {
                current = nil
            }
        }
        guard !order.isEmpty else { return nil }
        for call in order {
            guard let (value, line) = written[call], let bookCall = Self.bookCall(call, definedBook),
                  case .success(let expected) = expected(bookCall) else { continue }
            if Self.same(value, expected) || Self.roundedSame(value, expected) { continue }
            let name = call.dropFirst().prefix { $0 != " " }
            return CheckResult(
                passed: false, line: "the values \(fileName) writes in its comments: one is wrong",
                details: ["line \(line) gives \(Self.show(value)) for \(call); the book's `\(name)` gives \(Self.show(expected))"])
        }
        return CheckResult(
            passed: true,
            line: "the values \(fileName) writes in its comments: "
                + (order.count == 1 ? "the one written is right" : "all \(order.count) are right"))
    }

    /// Whether `written` is `expected` as the learner rounded it: a decimal
    /// with k digits after its point within half a unit of its last digit
    /// (`0.167` for 1/6), in a list too.
    static func roundedSame(_ written: Value, _ expected: Value) -> Bool {
        if case .pair(let p) = written, case .pair(let q) = expected {
            return roundedSame(p.car, q.car) && (roundedSame(p.cdr, q.cdr) || Self.same(p.cdr, q.cdr))
        }
        guard case .real(let x) = written, x.isFinite, let y = expected.doubleValue, y.isFinite else { return false }
        let text = Printer.write(written)
        guard let point = text.firstIndex(of: "."), !text.contains("e") else { return false }
        let digits = text[text.index(after: point)...].prefix(while: \.isNumber).count
        guard digits > 0, digits <= 15 else { return false }
        var unit = 1.0
        for _ in 0..<digits { unit /= 10 }
        return abs(x - y) <= unit / 2 * (1 + 1e-9)
    }

    /// The line's code and its comment (after the first `;` outside a string).
    static func splitComment(_ line: String) -> (code: String, comment: String?) {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if character == ";" && !inString {
                return (String(line[..<index]), String(line[line.index(after: index)...]))
            }
            previous = character
        }
        return (line, nil)
    }

    /// The calls `(name ...)` the text holds, each read whole when it ends
    /// on the same line.
    static func calls(of name: String, in text: String) -> [Value] {
        var found: [Value] = []
        var rest = text[...]
        while let start = rest.firstRange(of: "(" + name) {
            let after = rest[start.upperBound...]
            rest = after
            guard let next = after.first, next == " " || next == "\t" else { continue }
            var depth = 0, end: String.Index?
            var index = start.lowerBound
            while index < text.endIndex {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" {
                    depth -= 1
                    if depth == 0 { end = index; break }
                }
                index = text.index(after: index)
            }
            guard let end, let data = try? Reader.readAll(String(text[start.lowerBound...end])), data.count == 1 else { continue }
            found.append(data[0])
        }
        return found
    }

    /// The data of a comment line, prompts and arrows left out; nil when it
    /// does not read as data (prose, a trace with `#[compound-procedure]`).
    static func commentData(_ comment: String) -> [Value]? {
        var text = comment.drop { $0 == ";" || $0 == " " || $0 == "\t" || $0 == "!" }
        for prompt in ["scheme@(guile-user)>", "1 ]=>", "]=>", "gosh>", "racket>", "guile>", "#;>"] where text.hasPrefix(prompt) {
            text = text.dropFirst(prompt.count)
        }
        guard !text.allSatisfy({ $0 == " " || $0 == "\t" }), let data = try? Reader.readAll(String(text)) else { return nil }
        return data.filter { value in
            if case .symbol(let s) = value, WrittenCalls.arrows.contains(s.name.lowercased()) { return false }
            return true
        }
    }

    /// A datum that is a value as a REPL prints it: numbers and lists of
    /// them, `()` (also as `nil`), quoted or not.
    static func isWrittenValue(_ value: Value, depth: Int = 0) -> Bool {
        guard depth < 64 else { return false }
        switch value {
        case .null, .int, .big, .ratio, .real: return true
        case .symbol(let s): return depth > 0 && WrittenCalls.emptyNames.contains(s.name)
        case .pair(let p):
            if depth == 0, case .symbol(let s) = p.car, s.name == "quote", case .pair(let q) = p.cdr, case .null = q.cdr {
                return isWrittenValue(q.car, depth: 1)
            }
            return isWrittenValue(p.car, depth: depth + 1) && isWrittenValue(p.cdr, depth: depth + 1)
        default: return false
        }
    }

    /// The value a written datum stands for: the quote taken off, `nil` as `()`.
    static func unquoted(_ value: Value) -> Value {
        func walk(_ value: Value) -> Value {
            switch value {
            case .symbol(let s) where WrittenCalls.emptyNames.contains(s.name): return .null
            case .pair(let p): return .pair(Pair(walk(p.car), walk(p.cdr)))
            default: return value
            }
        }
        if case .pair(let p) = value, case .symbol(let s) = p.car, s.name == "quote", case .pair(let q) = p.cdr {
            return walk(q.car)
        }
        return walk(value)
    }

    /// The call as the report shows it (`(fold-left list nil (list 1 2 3))`)
    /// when the datum is a call of a written procedure on an operator, an
    /// initial value and a literal list of numbers; nil otherwise.
    static func writtenCall(_ datum: Value, _ procedures: [String: String]) -> String? {
        guard case .pair(let p) = datum, case .symbol(let head) = p.car, procedures[head.name] != nil else { return nil }
        var arguments: [Value] = []
        var rest = p.cdr
        while case .pair(let q) = rest, arguments.count < 4 { arguments.append(q.car); rest = q.cdr }
        guard case .null = rest, arguments.count == 3, case .symbol(let op) = arguments[0],
              WrittenCalls.operators.contains(op.name),
              let initial = literal(arguments[1]), let sequence = literalList(arguments[2]) else { return nil }
        return "(\(head.name) \(op.name) \(initial) (list\(sequence.map { " " + $0 }.joined())))"
    }

    /// A number, or the empty list in any of its spellings (as `nil`).
    static func literal(_ value: Value) -> String? {
        switch value {
        case .int, .big, .ratio, .real: return Printer.write(value)
        case .null: return "nil"
        case .symbol(let s) where WrittenCalls.emptyNames.contains(s.name): return "nil"
        case .pair(let p):
            guard case .symbol(let s) = p.car else { return nil }
            if s.name == "list", case .null = p.cdr { return "nil" }
            if ["quote", "quasiquote"].contains(s.name), case .pair(let q) = p.cdr, case .null = q.car, case .null = q.cdr {
                return "nil"
            }
            return nil
        default: return nil
        }
    }

    /// The numbers of `(list 1 2 3)` or `'(1 2 3)`, as written.
    static func literalList(_ value: Value) -> [String]? {
        guard case .pair(let p) = value, case .symbol(let s) = p.car else { return nil }
        var elements: Value
        if s.name == "list" {
            elements = p.cdr
        } else if ["quote", "quasiquote"].contains(s.name), case .pair(let q) = p.cdr, case .null = q.cdr {
            elements = q.car
        } else {
            return nil
        }
        var numbers: [String] = []
        while case .pair(let q) = elements, numbers.count <= 10 {
            guard q.car.doubleValue != nil else { return nil }
            numbers.append(Printer.write(q.car))
            elements = q.cdr
        }
        guard case .null = elements, numbers.count <= 10 else { return nil }
        return numbers
    }

    /// The call with the book's procedure in the file's one's place.
    static func bookCall(_ call: String, _ procedures: [String: String]) -> String? {
        let name = String(call.dropFirst().prefix { $0 != " " })
        guard let book = procedures[name] else { return nil }
        let rest = call.dropFirst(1 + name.count).replacing(" nil ", with: " '() ")
        return "(" + book + rest
    }
}

/// The property 2.38 asks for ("Give a property that op should satisfy to
/// guarantee that fold-right and fold-left will produce the same values for
/// any sequence"), as a file's comments name it. Commutativity alone is a
/// wrong answer: `(lambda (x y) (+ (* x y) 1))` is commutative, and the two
/// folds of `(1 2 3)` from 0 give 4 and 10. A file whose comments name
/// commutativity and never associativity (in the languages learners
/// write) fails; one that names neither, or both, is not judged on it.
enum WrittenProperty {
    static let commutative = ["commutat", "kommutativ", "conmutativ", "коммутатив", "交换", "交換", "可換", "교환"]
    static let associative = ["associat", "assoziativ", "asociativ", "ассоциатив", "结合", "結合", "결합"]

    /// The text of `source`'s comments, lowercased: after `;` on a line
    /// (outside a string and a character literal) and inside `#| |#`.
    static func comments(_ source: String) -> String {
        var text = ""
        var inString = false
        var blockDepth = 0
        var inLineComment = false
        var previous: Character = " "
        // After `#\`: a character literal's character (`#\;`, `#\"`), not syntax.
        var inCharacter = false
        for c in source {
            if inCharacter {
                inCharacter = false
                previous = " "
                continue
            }
            if inLineComment {
                if c == "\n" { inLineComment = false }
                text.append(c)
            } else if blockDepth > 0 {
                if previous == "|" && c == "#" { blockDepth -= 1 } else if previous == "#" && c == "|" { blockDepth += 1 }
                text.append(c)
            } else if inString {
                if c == "\"" && previous != "\\" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == ";" {
                inLineComment = true
            } else if previous == "#" && c == "|" {
                blockDepth = 1
            } else if previous == "#" && c == "\\" {
                inCharacter = true
            }
            previous = (previous == "\\" && c == "\\") ? " " : c
        }
        return text.lowercased()
    }

    /// Whether `text` writes commutativity as a formula: `(op x y) = (op y
    /// x)`, `op(a, b) = op(b, a)`, `x op y = y op x`.
    static func namesCommutativityByFormula(_ text: String) -> Bool {
        swapsArguments(text)
            || text.contains(#/([^\s(),]+)\s*\(\s*([^\s(),]+)\s*,\s*([^\s(),]+)\s*\)\s*==?\s*\1\s*\(\s*\3\s*,\s*\2\s*\)/#)
            || text.contains(#/(?:^|[\s(])([a-z])\s*(op|[*+∘⊕○•·])\s*([a-z])\s*==?\s*\3\s*\2\s*\1(?:$|[\s).,])/#)
    }

    /// Whether `text` puts an application beside the same one with its two
    /// arguments swapped, joined by `=` or words (`(op a b) equals (op b
    /// a)`, "the result of (op x y) should be equal to the result of (op y
    /// x)"): on one line, 60 characters at most between them, no
    /// parenthesis.
    static func swapsArguments(_ text: String) -> Bool {
        let application = #/\(\s*([^\s()]+)\s+([^\s()]+)\s+([^\s()]+)\s*\)([^()]{0,60}?)\(\s*\1\s+\3\s+\2\s*\)/#
        return text.matches(of: application).contains { match in
            match.output.2 != match.output.3 && !match.output.4.contains("\n")
        }
    }

    /// Whether `text` writes associativity as a formula: an operation
    /// applied to its own application, `(op (op a b) c)`, `op(op(a, b), c)`,
    /// `(a op b) op c`, on a line that is an equation, with `=` or in words
    /// ("equals", "the same as"; not a value written out, `(list (list 3) 2)`).
    static func namesAssociativityByFormula(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            (line.contains("=") || line.contains("equal") || line.contains("same")) && nestsAnOperation(String(line))
        }
    }

    /// Whether `text` applies an operation to its own application.
    static func nestsAnOperation(_ text: String) -> Bool {
        text.contains(#/\(\s*([^\s()]+)\s+\(\s*\1\s/#) || text.contains(#/\(\s*([^\s()]+)\s+[^\s()]+\s+\(\s*\1\s/#)
            || text.contains(#/([^\s(),]+)\s*\(\s*\1\s*\(/#) || text.contains(#/([^\s(),]+)\s*\([^()]*,\s*\1\s*\(/#)
            || text.contains(#/\(\s*[a-z]\s*(op|[*+∘⊕○•·])\s*[a-z]\s*\)\s*\1/#)
            || text.contains(#/[a-z]\s*(op|[*+∘⊕○•·])\s*\(\s*[a-z]\s*\1/#)
    }

    /// The failing check for `source`, or nil.
    static func check(_ number: String, _ source: String) -> CheckResult? {
        guard number == "2.38" else { return nil }
        // In a file of many exercises' sections, the comments of 2.38's own
        // (another section's `結合`, "join", is not associativity).
        let text = comments(ExerciseChecker.ownSections(source, number: number))
        guard commutative.contains(where: text.contains) || namesCommutativityByFormula(text),
              !associative.contains(where: text.contains), !namesAssociativityByFormula(text) else { return nil }
        return CheckResult(
            passed: false, line: "the property its comments give: commutativity, which alone does not make the folds agree",
            details: ["op = (lambda (x y) (+ (* x y) 1)) is commutative, yet (fold-right op 0 (list 1 2 3)) is 4 and "
                      + "(fold-left op 0 (list 1 2 3)) is 10: the property the exercise looks for is associativity, "
                      + "(op (op a b) c) = (op a (op b c)), as + and * have it"])
    }
}
