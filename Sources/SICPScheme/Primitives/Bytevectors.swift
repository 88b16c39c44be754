/// R7RS 6.9, bytevectors: every procedure of the report, and the UTF-8
/// conversions.
///
/// ```scheme
/// (bytevector 1 2 3)                        ; #u8(1 2 3)
/// (bytevector-copy #u8(1 2 3 4 5) 2 4)      ; #u8(3 4)
/// (utf8->string #u8(#x41 #xCE #xBB))        ; "Aλ"
/// (string->utf8 "λ")                        ; #u8(206 187)
/// ```
enum Bytevectors {
    static func all() -> [Primitive] {
        [
            Primitive("bytevector?") { v in if case .bytevector = v { return .true } else { return .false } },
            Primitive("bytevector", min: 0, max: nil) { args in
                .bytevector(Bytevector(try args.enumerated().map { try byte($1, $0 + 1, "bytevector") }))
            },
            Primitive("make-bytevector", min: 1, max: 2) { args in
                let n = try DataArguments.size(args[0], 1, "make-bytevector")
                let fill = args.count == 2 ? try byte(args[1], 2, "make-bytevector") : 0
                try DataArguments.reserve(n, bytes: 1)
                return .bytevector(Bytevector(Array(repeating: fill, count: n)))
            },
            Primitive("bytevector-length") { v in .int(try bytevector(v, 1, "bytevector-length").bytes.count) },
            Primitive("bytevector-u8-ref") { v, k in
                let b = try bytevector(v, 1, "bytevector-u8-ref")
                return .int(Int(b.bytes[try DataArguments.index(k, 2, "bytevector-u8-ref", below: b.bytes.count)]))
            },
            Primitive("bytevector-u8-set!") { v, k, x in
                let b = try bytevector(v, 1, "bytevector-u8-set!")
                let i = try DataArguments.index(k, 2, "bytevector-u8-set!", below: b.bytes.count)
                b.bytes[i] = try byte(x, 3, "bytevector-u8-set!")
                return .unspecified
            },
            Primitive("bytevector-copy", min: 1, max: 3) { args in
                let bytes = try bytevector(args[0], 1, "bytevector-copy").bytes
                let r = try DataArguments.range(args, from: 1, count: bytes.count, "bytevector-copy")
                return .bytevector(Bytevector(Array(bytes[r])))
            },
            Primitive("bytevector-copy!", min: 3, max: 5) { args in
                let to = try bytevector(args[0], 1, "bytevector-copy!")
                let at = try DataArguments.index(args[1], 2, "bytevector-copy!", below: to.bytes.count + 1)
                let from = try bytevector(args[2], 3, "bytevector-copy!").bytes
                let r = try DataArguments.range(args, from: 3, count: from.count, "bytevector-copy!")
                guard at + r.count <= to.bytes.count else { throw badRange(args[2], 3, "bytevector-copy!") }
                to.bytes.replaceSubrange(at..<at + r.count, with: from[r])
                return .unspecified
            },
            Primitive("bytevector-append", min: 0, max: nil) { args in
                var out: [UInt8] = []
                for (i, a) in args.enumerated() { out += try bytevector(a, i + 1, "bytevector-append").bytes }
                return .bytevector(Bytevector(out))
            },
            Primitive("utf8->string", min: 1, max: 3) { args in
                let bytes = try bytevector(args[0], 1, "utf8->string").bytes
                let r = try DataArguments.range(args, from: 1, count: bytes.count, "utf8->string")
                guard let text = String(validating: bytes[r], as: UTF8.self) else {
                    throw badRange(args[0], 1, "utf8->string")
                }
                return .string(MString(text))
            },
            Primitive("string->utf8", min: 1, max: 3) { args in
                let s = try Strings.string(args[0], 1, "string->utf8").scalars
                let r = try DataArguments.range(args, from: 1, count: s.count, "string->utf8")
                var view = String.UnicodeScalarView()
                view.append(contentsOf: s[r])
                return .bytevector(Bytevector(Array(String(view).utf8)))
            },
        ]
    }

    static func bytevector(_ v: Value, _ argument: Int, _ name: String) throws -> Bytevector {
        guard case .bytevector(let b) = v else { throw wrongType(v, argument, name) }
        return b
    }

    /// An exact integer 0...255.
    static func byte(_ v: Value, _ argument: Int, _ name: String) throws -> UInt8 {
        switch v {
        case .int(let n):
            guard let b = UInt8(exactly: n) else { throw badRange(v, argument, name) }
            return b
        case .big: throw badRange(v, argument, name)
        default: throw wrongType(v, argument, name)
        }
    }
}
