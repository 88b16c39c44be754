/// SRFI 13's string procedures that learners call, and MIT Scheme's,
/// Guile's, Gauche's and Racket's of the same family:
///
/// ```scheme
/// (string-index "hello" #\l)              ; 2
/// (string-search-forward "lo" "hello" 0)  ; 3 (MIT)
/// (string-pad-left "42" 5)                ; "   42" (MIT)
/// (string-join '("a" "b") ", ")           ; "a, b"
/// (string-split "a,b,,c" #\,)             ; ("a" "b" "" "c") (Guile, Gauche)
/// ```
///
/// `string-index`, `string-rindex`, `string-contains`, `string-join`,
/// `string-prefix?`, `string-suffix?`, `string-pad` and MIT's
/// `string-pad-left` (pad or cut on the left), `string-pad-right`,
/// `string-trim`, `string-trim-left`, `string-trim-right`,
/// `string-trim-both`, MIT's `string-search-forward`,
/// `string-search-backward` and `string-search-all`, `string-reverse`,
/// `string-null?`, `string-tokenize`, `string-split`, `string-concatenate`,
/// MIT's `string-head` and `string-tail`, Gauche's `x->string`.
/// Indexes count characters, as `string-length` and `substring` do.
/// Where a character is asked for, a predicate on characters is taken too
/// (SRFI 13's char/char-set/predicate argument, without char-sets).
enum SRFI13 {
    static func string(_ v: Value, _ argument: Int, _ name: String) throws -> [Character] {
        guard case .string(let s) = v else { throw wrongType(v, argument, name) }
        return Array(s.value)
    }

    static func make(_ characters: some Swift.Sequence<Character>) throws -> Value {
        let text = String(characters)
        try HeapLimit.reserve(text.utf8.count)
        return .string(MString(text))
    }

    /// A character test from a character or a predicate.
    static func matcher(_ interp: Interp, _ v: Value, _ argument: Int, _ name: String) throws -> (Character) throws -> Bool {
        switch v {
        case .char(let c): return { $0 == c }
        case _ where v.isProcedure: return { try interp.apply1(v, .char($0)).isTrue }
        default: throw wrongType(v, argument, name)
        }
    }

    /// An optional index argument in `0...limit`, or `fallback`.
    static func index(_ args: [Value], _ i: Int, _ fallback: Int, limit: Int, _ name: String) throws -> Int {
        guard i < args.count else { return fallback }
        guard case .int(let n) = args[i] else { throw wrongType(args[i], i + 1, name) }
        guard n >= 0, n <= limit else { throw badRange(args[i], i + 1, name) }
        return n
    }

    /// Where `pattern` first occurs in `text` at or after `start`.
    static func search(_ pattern: [Character], _ text: [Character], from start: Int) -> Int? {
        guard pattern.count <= text.count else { return nil }
        var i = start
        while i + pattern.count <= text.count {
            if text[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }

    static func all(_ interp: Interp) -> [Primitive] {
        searching(interp) + padding(interp) + splitting(interp)
    }

    // MARK: Searching

    static func searching(_ interp: Interp) -> [Primitive] {
        [
            Primitive("string-index", min: 2, max: 4) { [unowned interp] args in
                let s = try string(args[0], 1, "string-index")
                let test = try matcher(interp, args[1], 2, "string-index")
                let end = try index(args, 3, s.count, limit: s.count, "string-index")
                let start = try index(args, 2, 0, limit: end, "string-index")
                for i in start..<end where try test(s[i]) { return .int(i) }
                return .false
            },
            Primitive("string-rindex", min: 2, max: 4) { [unowned interp] args in
                let s = try string(args[0], 1, "string-rindex")
                let test = try matcher(interp, args[1], 2, "string-rindex")
                let end = try index(args, 3, s.count, limit: s.count, "string-rindex")
                let start = try index(args, 2, 0, limit: end, "string-rindex")
                for i in (start..<end).reversed() where try test(s[i]) { return .int(i) }
                return .false
            },
            Primitive("string-contains") { text, pattern in
                let s = try string(text, 1, "string-contains"), p = try string(pattern, 2, "string-contains")
                return search(p, s, from: 0).map { .int($0) } ?? .false
            },
            // MIT's (string-search-forward pattern string start).
            Primitive("string-search-forward", min: 2, max: 3) { args in
                let p = try string(args[0], 1, "string-search-forward"), s = try string(args[1], 2, "string-search-forward")
                let start = try index(args, 2, 0, limit: s.count, "string-search-forward")
                return search(p, s, from: start).map { .int($0) } ?? .false
            },
            // MIT's (string-search-backward pattern string end): the index
            // after the last match ending at or before `end`.
            Primitive("string-search-backward", min: 2, max: 3) { args in
                let p = try string(args[0], 1, "string-search-backward"), s = try string(args[1], 2, "string-search-backward")
                let end = try index(args, 2, s.count, limit: s.count, "string-search-backward")
                var i = end - p.count
                while i >= 0 {
                    if s[i..<(i + p.count)].elementsEqual(p) { return .int(i + p.count) }
                    i -= 1
                }
                return .false
            },
            Primitive("string-search-all") { pattern, text in
                let p = try string(pattern, 1, "string-search-all"), s = try string(text, 2, "string-search-all")
                var found: [Value] = []
                var i = 0
                while let at = search(p, s, from: i) {
                    found.append(.int(at))
                    i = at + 1
                }
                return Value.list(found)
            },
            Primitive("string-prefix?") { prefix, text in
                .bool(try string(text, 2, "string-prefix?").starts(with: try string(prefix, 1, "string-prefix?")))
            },
            Primitive("string-suffix?") { suffix, text in
                .bool(try string(text, 2, "string-suffix?").reversed()
                    .starts(with: try string(suffix, 1, "string-suffix?").reversed()))
            },
            Primitive("string-null?") { v in .bool(try string(v, 1, "string-null?").isEmpty) },
            Primitive("string-reverse") { v in try make(try string(v, 1, "string-reverse").reversed()) },
            Primitive("string-head") { v, k in
                let s = try string(v, 1, "string-head")
                let end = try index([v, k], 1, 0, limit: s.count, "string-head")
                return try make(s[..<end])
            },
            Primitive("string-tail") { v, k in
                let s = try string(v, 1, "string-tail")
                let start = try index([v, k], 1, 0, limit: s.count, "string-tail")
                return try make(s[start...])
            },
        ]
    }

    // MARK: Padding and trimming

    static func padding(_ interp: Interp) -> [Primitive] {
        var result: [Primitive] = []
        // (string-pad s n [char]): pad or cut on the left (SRFI 13's
        // string-pad, MIT's string-pad-left); string-pad-right on the right.
        for (name, left) in [("string-pad", true), ("string-pad-left", true), ("string-pad-right", false)] {
            result.append(Primitive(name, min: 2, max: 3) { args in
                let s = try string(args[0], 1, name)
                guard case .int(let n) = args[1] else { throw wrongType(args[1], 2, name) }
                guard n >= 0, n <= 1 << 28 else { throw badRange(args[1], 2, name) }
                var fill: Character = " "
                if args.count > 2 {
                    guard case .char(let c) = args[2] else { throw wrongType(args[2], 3, name) }
                    fill = c
                }
                if n <= s.count { return try make(left ? s[(s.count - n)...] : s[..<n]) }
                let padding = Array(repeating: fill, count: n - s.count)
                return try make(left ? padding + s : s + padding)
            })
        }
        for (name, fromLeft, fromRight) in [
            ("string-trim", true, false), ("string-trim-left", true, false),
            ("string-trim-right", false, true), ("string-trim-both", true, true),
        ] {
            result.append(Primitive(name, min: 1, max: 2) { [unowned interp] args in
                let s = try string(args[0], 1, name)
                let test = args.count > 1 ? try matcher(interp, args[1], 2, name) : { $0.isWhitespace }
                var start = 0, end = s.count
                if fromLeft { while start < end, try test(s[start]) { start += 1 } }
                if fromRight { while end > start, try test(s[end - 1]) { end -= 1 } }
                return try make(s[start..<end])
            })
        }
        return result
    }

    // MARK: Joining and splitting

    static func splitting(_ interp: Interp) -> [Primitive] {
        [
            // (string-join list [delimiter [grammar]]): SRFI 13's, Guile's,
            // Gauche's and Racket's.
            Primitive("string-join", min: 1, max: 3) { [unowned interp] args in
                let parts = try SRFI1.elements(args[0], 1, "string-join", interp)
                let words = try parts.map { try string($0, 1, "string-join") }
                let delimiter = args.count > 1 ? try string(args[1], 2, "string-join") : [" "]
                var grammar = "infix"
                if args.count > 2 {
                    guard case .symbol(let g) = args[2],
                          ["infix", "strict-infix", "suffix", "prefix"].contains(g.name) else {
                        throw badRange(args[2], 3, "string-join")
                    }
                    grammar = g.name
                }
                if grammar == "strict-infix" && words.isEmpty { throw badRange(args[0], 1, "string-join") }
                var out: [Character] = []
                for (i, w) in words.enumerated() {
                    if grammar == "prefix" || (i > 0 && grammar != "suffix") { out += delimiter }
                    out += w
                    if grammar == "suffix" { out += delimiter }
                }
                return try make(out)
            },
            Primitive("string-concatenate") { [unowned interp] list in
                var out: [Character] = []
                for part in try SRFI1.elements(list, 1, "string-concatenate", interp) {
                    out += try string(part, 1, "string-concatenate")
                }
                return try make(out)
            },
            // (string-tokenize s [char-or-predicate]): the runs of
            // non-whitespace characters (or of characters the test accepts).
            Primitive("string-tokenize", min: 1, max: 2) { [unowned interp] args in
                let s = try string(args[0], 1, "string-tokenize")
                let keep = args.count > 1 ? try matcher(interp, args[1], 2, "string-tokenize") : { !$0.isWhitespace }
                return Value.list(try tokens(s, keep).map { try make($0) })
            },
            // Guile's and Gauche's (string-split s char) keep empty fields;
            // Gauche's and Racket's separator may be a string; Racket's
            // (string-split s) splits at whitespace.
            Primitive("string-split", min: 1, max: 3) { [unowned interp] args in
                let s = try string(args[0], 1, "string-split")
                guard args.count > 1 else { return Value.list(try tokens(s, { !$0.isWhitespace }).map { try make($0) }) }
                var fields: [[Character]] = []
                if case .string(let separator) = args[1] {
                    let p = Array(separator.value)
                    guard !p.isEmpty else { return Value.list(try s.map { try make([$0]) }) }
                    var start = 0
                    while let at = search(p, s, from: start) {
                        fields.append(Array(s[start..<at]))
                        start = at + p.count
                    }
                    fields.append(Array(s[start...]))
                } else {
                    let test = try matcher(interp, args[1], 2, "string-split")
                    var field: [Character] = []
                    for c in s {
                        if try test(c) {
                            fields.append(field)
                            field = []
                        } else {
                            field.append(c)
                        }
                    }
                    fields.append(field)
                }
                return Value.list(try fields.map { try make($0) })
            },
            // Gauche's (x->string obj): what display shows.
            Primitive("x->string") { v in
                if case .string = v { return v }
                return .string(MString(Printer.display(v)))
            },
        ]
    }

    static func tokens(_ s: [Character], _ keep: (Character) throws -> Bool) throws -> [[Character]] {
        var out: [[Character]] = []
        var current: [Character] = []
        for c in s {
            if try keep(c) {
                current.append(c)
            } else if !current.isEmpty {
                out.append(current)
                current = []
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
