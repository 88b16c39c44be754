/// R7RS 6.7, strings, and 6.5's symbol procedures: every procedure of the
/// report, over Unicode scalars (Guile's characters), with the optional
/// `start` and `end` arguments R7RS gives them.
///
/// ```scheme
/// (string-ref "abc" 1)                 ; #\b   (O(1): see MString)
/// (string->list "abcde" 1 3)           ; (#\b #\c)
/// (string-map char-upcase "abc")       ; "ABC"
/// (string<? "abc" "abd" "abe")         ; #t
/// ```
///
/// Out-of-range indexes and wrong types are MIT's errors:
/// `;The object 10, passed as the second argument to string-ref, is not in
/// the correct range.`
enum Strings {
    static func all(_ interp: Interp) -> [Primitive] {
        var result: [Primitive] = [
            Primitive("make-string", min: 1, max: 2) { args in
                let n = try DataArguments.size(args[0], 1, "make-string")
                var fill: Unicode.Scalar = " "
                if args.count == 2 { fill = try Characters.scalar(args[1], 2, "make-string") }
                try DataArguments.reserve(n, bytes: 4)
                return .string(MString(scalars: Array(repeating: fill, count: n)))
            },
            Primitive("string", min: 0, max: nil) { args in
                var scalars: [Unicode.Scalar] = []
                for (i, a) in args.enumerated() {
                    // Guile and MIT accept strings too, and concatenate them;
                    // MIT 12 any object, as `display` shows it.
                    switch a {
                    case .string(let s): scalars += s.scalars
                    case .char: scalars.append(try Characters.scalar(a, i + 1, "string"))
                    default: scalars += Printer.display(a).unicodeScalars
                    }
                }
                return .string(MString(scalars: scalars))
            },
            Primitive("string-length") { v in .int(try string(v, 1, "string-length").count) },
            Primitive("string-ref") { s, k in
                let str = try string(s, 1, "string-ref")
                let i = try DataArguments.index(k, 2, "string-ref", below: str.count)
                return .char(Character(str.scalars[i]))
            },
            Primitive("string-set!") { s, k, c in
                let str = try string(s, 1, "string-set!")
                let i = try DataArguments.index(k, 2, "string-set!", below: str.count)
                str.scalars[i] = try Characters.scalar(c, 3, "string-set!")
                return .unspecified
            },
            Primitive("substring", min: 2, max: 3) { args in
                let s = try string(args[0], 1, "substring").scalars
                let r = try DataArguments.range(args, from: 1, count: s.count, "substring")
                return .string(MString(scalars: Array(s[r])))
            },
            Primitive("string-copy", min: 1, max: 3) { args in
                let s = try string(args[0], 1, "string-copy").scalars
                let r = try DataArguments.range(args, from: 1, count: s.count, "string-copy")
                return .string(MString(scalars: Array(s[r])))
            },
            Primitive("string-copy!", min: 3, max: 5) { args in
                let to = try string(args[0], 1, "string-copy!")
                let at = try DataArguments.index(args[1], 2, "string-copy!", below: to.count + 1)
                let from = try string(args[2], 3, "string-copy!").scalars
                let r = try DataArguments.range(args, from: 3, count: from.count, "string-copy!")
                guard at + r.count <= to.count else { throw badRange(args[2], 3, "string-copy!") }
                to.scalars.replaceSubrange(at..<at + r.count, with: from[r])
                return .unspecified
            },
            Primitive("string-fill!", min: 2, max: 4) { args in
                let s = try string(args[0], 1, "string-fill!")
                let c = try Characters.scalar(args[1], 2, "string-fill!")
                let r = try DataArguments.range(args, from: 2, count: s.count, "string-fill!")
                s.scalars.replaceSubrange(r, with: repeatElement(c, count: r.count))
                return .unspecified
            },
            Primitive("string-append", min: 0, max: nil) { args in
                var parts: [String] = []
                for (i, a) in args.enumerated() { parts.append(try string(a, i + 1, "string-append").value) }
                try HeapLimit.reserve(parts.reduce(0) { $0 + $1.utf8.count })
                return .string(MString(parts.joined()))
            },
            Primitive("string->list", min: 1, max: 3) { args in
                let s = try string(args[0], 1, "string->list").scalars
                let r = try DataArguments.range(args, from: 1, count: s.count, "string->list")
                try DataArguments.reserve(r.count, bytes: 64)
                return Value.list(s[r].map { .char(Character($0)) })
            },
            Primitive("list->string") { l in
                let items = try DataArguments.elements(l, 1, "list->string")
                var scalars: [Unicode.Scalar] = []
                scalars.reserveCapacity(items.count)
                for item in items {
                    guard case .char(let c) = item, let s = c.unicodeScalars.first else {
                        throw wrongType(item, 1, "list->string")
                    }
                    scalars.append(s)
                }
                return .string(MString(scalars: scalars))
            },
            Primitive("string->vector", min: 1, max: 3) { args in
                let s = try string(args[0], 1, "string->vector").scalars
                let r = try DataArguments.range(args, from: 1, count: s.count, "string->vector")
                return .vector(SVector(s[r].map { .char(Character($0)) }))
            },
            Primitive("vector->string", min: 1, max: 3) { args in
                guard case .vector(let v) = args[0] else { throw wrongType(args[0], 1, "vector->string") }
                let r = try DataArguments.range(args, from: 1, count: v.items.count, "vector->string")
                var scalars: [Unicode.Scalar] = []
                for item in v.items[r] {
                    guard case .char(let c) = item, let s = c.unicodeScalars.first else {
                        throw wrongType(args[0], 1, "vector->string")
                    }
                    scalars.append(s)
                }
                return .string(MString(scalars: scalars))
            },
            caseMap("string-upcase") { $0.uppercased() },
            caseMap("string-downcase") { $0.lowercased() },
            caseMap("string-foldcase") { foldcase($0) },
            Primitive("string-map", min: 2, max: nil) { [unowned interp] args in
                let f = args[0]
                let strings = try args.dropFirst().enumerated().map { try string($1, $0 + 2, "string-map").scalars }
                let n = strings.map(\.count).min() ?? 0
                var out = String.UnicodeScalarView()
                for i in 0..<n {
                    let v = try interp.apply(f, strings.map { .char(Character($0[i])) })
                    guard case .char(let c) = v else { throw wrongType(v, 1, "string-map") }
                    out.append(contentsOf: c.unicodeScalars)
                }
                return .string(MString(String(out)))
            },
            Primitive("string-for-each", min: 2, max: nil) { [unowned interp] args in
                let f = args[0]
                let strings = try args.dropFirst().enumerated().map {
                    try string($1, $0 + 2, "string-for-each").scalars
                }
                let n = strings.map(\.count).min() ?? 0
                for i in 0..<n { _ = try interp.apply(f, strings.map { .char(Character($0[i])) }) }
                return .unspecified
            },
            // 6.5 Symbols.
            Primitive("symbol->string") { v in
                guard case .symbol(let s) = v else { throw wrongType(v, 1, "symbol->string") }
                return .string(MString(s.name))
            },
            Primitive("string->symbol") { v in .symbol(Symbol.intern(try string(v, 1, "string->symbol").value)) },
            Primitive("symbol=?", min: 1, max: nil) { args in
                var first: Symbol? = nil
                var same = true
                for (i, a) in args.enumerated() {
                    guard case .symbol(let s) = a else { throw wrongType(a, i + 1, "symbol=?") }
                    if let f = first { same = same && f === s } else { first = s }
                }
                return .bool(same)
            },
        ]
        let orders: [(String, (Ordering) -> Bool)] = [
            ("=?", { $0 == .same }), ("<?", { $0 == .before }), (">?", { $0 == .after }),
            ("<=?", { $0 != .after }), (">=?", { $0 != .before }),
        ]
        for (suffix, accepts) in orders {
            result.append(comparison("string" + suffix, folding: false, accepts))
            result.append(comparison("string-ci" + suffix, folding: true, accepts))
        }
        return result
    }

    static func string(_ v: Value, _ argument: Int, _ name: String) throws -> MString {
        guard case .string(let s) = v else { throw wrongType(v, argument, name) }
        return s
    }

    /// Full case folding, as `string-foldcase` does (`"Straße"` folds to
    /// `"strasse"`, `"ſ"` to `"s"`): the lower case of the upper case of
    /// each character that folding changes.
    static func foldcase(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            if scalar.properties.changesWhenCaseFolded {
                out.append(contentsOf: scalar.properties.uppercaseMapping.lowercased().unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func caseMap(_ name: String, _ map: @escaping (String) -> String) -> Primitive {
        Primitive(name) { v in .string(MString(map(try string(v, 1, name).value))) }
    }

    enum Ordering { case before, same, after }

    /// Code point order, as R7RS and Guile compare strings.
    static func order(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Ordering {
        for (x, y) in zip(a, b) where x != y { return x.value < y.value ? .before : .after }
        return a.count == b.count ? .same : a.count < b.count ? .before : .after
    }

    private static func comparison(
        _ name: String, folding: Bool, _ accepts: @escaping (Ordering) -> Bool
    ) -> Primitive {
        Primitive(name, min: 1, max: nil) { args in
            var previous: [Unicode.Scalar]? = nil
            var holds = true
            for (i, a) in args.enumerated() {
                let s = try string(a, i + 1, name)
                let scalars = folding ? Array(foldcase(s.value).unicodeScalars) : s.scalars
                if let p = previous, holds { holds = accepts(order(p, scalars)) }
                previous = scalars
            }
            return .bool(holds)
        }
    }
}
