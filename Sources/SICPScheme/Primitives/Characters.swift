/// R7RS 6.6, characters: the predicates, the case maps, `digit-value`,
/// `char->integer` / `integer->char` and the n-ary comparisons, over Unicode
/// as Guile has them (a character is one Unicode scalar).
///
/// ```scheme
/// (char-upcase #\λ)          ; #\Λ
/// (digit-value #\٣)          ; 3
/// (char<? #\a #\b #\c)       ; #t
/// (char-ci=? #\a #\A)        ; #t
/// ```
enum Characters {
    static func all() -> [Primitive] {
        var result: [Primitive] = [
            Primitive("char->integer") { c in .int(Int(try scalar(c, 1, "char->integer").value)) },
            Primitive("integer->char") { n in
                guard case .int(let k) = n else { throw wrongType(n, 1, "integer->char") }
                guard let code = UInt32(exactly: k), let s = Unicode.Scalar(code) else {
                    throw badRange(n, 1, "integer->char")
                }
                return .char(Character(s))
            },
            predicate("char-alphabetic?") { $0.properties.isAlphabetic },
            predicate("char-numeric?") { $0.properties.numericType == .decimal },
            predicate("char-whitespace?") { $0.properties.isWhitespace },
            predicate("char-upper-case?") { $0.properties.isUppercase },
            predicate("char-lower-case?") { $0.properties.isLowercase },
            Primitive("digit-value") { c in
                let s = try scalar(c, 1, "digit-value")
                guard s.properties.numericType == .decimal, let v = s.properties.numericValue else { return .false }
                return .int(Int(v))
            },
            caseMap("char-upcase", upcase),
            caseMap("char-downcase", downcase),
            caseMap("char-foldcase", foldcase),
        ]
        let orders: [(String, (UInt32, UInt32) -> Bool)] = [
            ("=?", (==)), ("<?", (<)), (">?", (>)), ("<=?", (<=)), (">=?", (>=)),
        ]
        for (suffix, order) in orders {
            result.append(comparison("char" + suffix, folding: false, order))
            result.append(comparison("char-ci" + suffix, folding: true, order))
        }
        return result
    }

    /// The one scalar of a character argument.
    static func scalar(_ v: Value, _ argument: Int, _ name: String) throws -> Unicode.Scalar {
        guard case .char(let c) = v, let s = c.unicodeScalars.first else { throw wrongType(v, argument, name) }
        return s
    }

    private static func predicate(_ name: String, _ test: @escaping (Unicode.Scalar) -> Bool) -> Primitive {
        Primitive(name) { c in .bool(test(try scalar(c, 1, name))) }
    }

    private static func caseMap(_ name: String, _ map: @escaping (Unicode.Scalar) -> Unicode.Scalar) -> Primitive {
        Primitive(name) { c in .char(Character(map(try scalar(c, 1, name)))) }
    }

    /// A simple (one-to-one) case mapping: the mapping when it is one
    /// scalar, else the character itself (as R7RS's `char-upcase` of `ß`).
    private static func single(_ s: Unicode.Scalar, _ mapped: String) -> Unicode.Scalar {
        let scalars = mapped.unicodeScalars
        guard scalars.count == 1, let m = scalars.first else { return s }
        return m
    }

    static func upcase(_ s: Unicode.Scalar) -> Unicode.Scalar { single(s, s.properties.uppercaseMapping) }
    static func downcase(_ s: Unicode.Scalar) -> Unicode.Scalar { single(s, s.properties.lowercaseMapping) }
    /// Simple case folding: the fold when it is one character (`ſ` folds
    /// to `s`, `ς` to `σ`), else the character itself (`ß`).
    static func foldcase(_ s: Unicode.Scalar) -> Unicode.Scalar {
        guard s.properties.changesWhenCaseFolded else { return s }
        return single(s, s.properties.uppercaseMapping.lowercased())
    }

    private static func comparison(
        _ name: String, folding: Bool, _ order: @escaping (UInt32, UInt32) -> Bool
    ) -> Primitive {
        Primitive(name, min: 1, max: nil) { args in
            var codes: [UInt32] = []
            codes.reserveCapacity(args.count)
            for (i, a) in args.enumerated() {
                let s = try scalar(a, i + 1, name)
                codes.append((folding ? foldcase(s) : s).value)
            }
            for i in codes.indices.dropFirst() where !order(codes[i - 1], codes[i]) { return .false }
            return .true
        }
    }
}
