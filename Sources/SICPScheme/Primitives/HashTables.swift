/// Hash tables: one implementation under every dialect's names, so that a
/// learner's memoization table (SICP 3.3.3's `memoize`, exercise 3.27)
/// runs as written for the Scheme it was written for.
///
/// ```scheme
/// (define t (make-equal-hash-table))        ; MIT
/// (hash-table-set! t '(1 2) 'x)
/// (hash-table-ref/default t '(1 2) #f)       ; x
/// (define h (make-hash))                     ; Racket
/// (hash-set! h 'a 1)
/// (hash-ref h 'b 0)                          ; 0
/// (define g (make-hash-table 'equal?))       ; Gauche
/// (hash-table-put! g "k" 1) (hash-table-get g "k")   ; 1
/// ```
///
/// - MIT Scheme (and SRFI 69): `make-equal-hash-table`,
///   `make-strong-eqv-hash-table`, `make-strong-eq-hash-table`,
///   `make-string-hash-table`, `make-eqv-hash-table`, `make-eq-hash-table`,
///   `make-hash-table`, `alist->hash-table`, `hash-table-set!`,
///   `hash-table/put!`, `hash-table-ref` (with a fail thunk and a succeed
///   procedure), `hash-table-ref/default`, `hash-table/get`,
///   `hash-table-delete!`, `hash-table/remove!`, `hash-table-contains?`,
///   `hash-table-exists?`, `hash-table-count` (the number of entries, as
///   MIT 9 and 10 have it; with a predicate, SRFI 125's count),
///   `hash-table-size`, `hash-table/count`, `hash-table-keys`,
///   `hash-table/key-list`, `hash-table-values`, `hash-table/datum-list`,
///   `hash-table->alist`, `hash-table-walk`, `hash-table-for-each`,
///   `hash-table-fold`, `hash-table-update!`, `hash-table-update!/default`,
///   `hash-table-clear!`, `hash-table-copy`, `hash-table?`.
/// - Racket: `make-hash`, `make-hasheq`, `make-hasheqv`, `hash`, `hasheq`,
///   `hasheqv` (immutable), `hash?`, `hash-ref` (a failure value or thunk),
///   `hash-ref!`, `hash-set!`, `hash-set` (a new immutable table),
///   `hash-remove!`, `hash-remove`, `hash-has-key?`, `hash-count`,
///   `hash-keys`, `hash-values`, `hash->list`, `hash-update!`,
///   `hash-for-each`, `hash-map`, `hash-clear!`, `hash-copy`.
/// - Guile: `make-hash-table`, `hash-ref` (`#f` when the key is missing and
///   no default is given: Guile's and, for a program right in Racket, the
///   same answer), `hash-set!`, `hash-remove!`, `hash-create-handle!`,
///   `hash-get-handle`, `hashq-ref`, `hashv-ref` and their `set!` and
///   `remove!`, `hash-for-each`, `hash-map->list`, `hash-fold`, `hash-count`.
/// - Gauche: `(make-hash-table 'equal?)`, `hash-table-get`,
///   `hash-table-put!`, `hash-table-num-entries`.
///
/// Keys are compared by the table's equivalence: `equal?` (the default, and
/// MIT's string tables), `eqv?` or `eq?`, or a procedure of the program's
/// own (SRFI 69's `(make-hash-table same? hash)`), which is slower: every
/// lookup without a hash procedure compares with each key.
/// The entries are kept in the order they were first added, so a walk, a
/// key list and an alist come out in that order.
/// A table prints as Guile prints it, without the address:
/// `#<hash-table 1/31>` (entries / buckets).
enum HashTables {
    static func table(_ v: Value, _ argument: Int, _ name: String) throws -> HashTable {
        guard case .opaque(let o) = v, let t = o as? HashTable else { throw wrongType(v, argument, name) }
        return t
    }

    static func mutableTable(_ v: Value, _ argument: Int, _ name: String) throws -> HashTable {
        let t = try table(v, argument, name)
        guard t.isMutable else { throw wrongType(v, argument, name) }
        return t
    }

    /// `value` if it is not a procedure, else what calling it with no
    /// arguments gives (Racket's failure results, Gauche's and MIT's defaults).
    static func valueOrThunk(_ interp: Interp, _ v: Value) throws -> Value {
        v.isProcedure ? try interp.apply(v, []) : v
    }

    /// The equivalence a constructor's argument names: a procedure (`equal?`,
    /// `eqv?`, `eq?`, `string=?`, `=`, or the program's own) or Gauche's
    /// symbol (`'equal?`).
    static func equivalence(_ v: Value, hash: Value?, _ argument: Int, _ name: String) throws -> HashTable.Equivalence {
        switch v {
        case .primitive(let p):
            switch p.name {
            case "equal?", "string=?", "string-ci=?": return .equal
            case "eqv?", "=": return .eqv
            case "eq?": return .eq
            default: return .custom(same: v, hash: hash)
            }
        case .closure:
            return .custom(same: v, hash: hash)
        case .symbol(let s):
            switch s.name {
            case "equal?", "string=?": return .equal
            case "eqv?": return .eqv
            case "eq?": return .eq
            default: throw badRange(v, argument, name)
            }
        default:
            throw wrongType(v, argument, name)
        }
    }

    static func all(_ interp: Interp) -> [Primitive] {
        constructors(interp) + accessors(interp) + walks(interp) + racket(interp) + guile(interp)
    }

    // MARK: Making tables

    static func constructors(_ interp: Interp) -> [Primitive] {
        var result: [Primitive] = []
        let fixed: [(String, HashTable.Equivalence)] = [
            ("make-equal-hash-table", .equal), ("make-strong-eqv-hash-table", .eqv),
            ("make-strong-eq-hash-table", .eq), ("make-string-hash-table", .equal),
            ("make-eqv-hash-table", .eqv), ("make-eq-hash-table", .eq),
            ("make-key-weak-eqv-hash-table", .eqv), ("make-key-weak-eq-hash-table", .eq),
            ("make-hasheq", .eq), ("make-hasheqv", .eqv),
        ]
        for (name, equivalence) in fixed {
            // MIT's take an optional initial size; Racket's an optional alist.
            result.append(Primitive(name, min: 0, max: 1) { [unowned interp] args in
                let t = HashTable(equivalence)
                if let first = args.first {
                    if first.isNumber { t.reserve(first) } else { try fill(interp, t, alist: first, 1, name) }
                }
                return .opaque(t)
            })
        }
        result += [
            // SRFI 69 (make-hash-table [same? [hash]]), Guile's (make-hash-table [size]),
            // Gauche's (make-hash-table ['equal?]).
            Primitive("make-hash-table", min: 0, max: nil) { args in
                guard let first = args.first else { return .opaque(HashTable(.equal)) }
                if first.isNumber {
                    let t = HashTable(.equal)
                    t.reserve(first)
                    return .opaque(t)
                }
                let hash = args.count > 1 && args[1].isProcedure ? args[1] : nil
                return .opaque(HashTable(try equivalence(first, hash: hash, 1, "make-hash-table")))
            },
            // Racket's (make-hash [alist]).
            Primitive("make-hash", min: 0, max: 1) { [unowned interp] args in
                let t = HashTable(.equal)
                if let alist = args.first { try fill(interp, t, alist: alist, 1, "make-hash") }
                return .opaque(t)
            },
            // SRFI 69's and MIT's (alist->hash-table alist [same? [hash]]).
            Primitive("alist->hash-table", min: 1, max: nil) { [unowned interp] args in
                var equivalence = HashTable.Equivalence.equal
                if args.count > 1 {
                    let hash = args.count > 2 && args[2].isProcedure ? args[2] : nil
                    equivalence = try HashTables.equivalence(args[1], hash: hash, 2, "alist->hash-table")
                }
                let t = HashTable(equivalence)
                try fill(interp, t, alist: args[0], 1, "alist->hash-table")
                return .opaque(t)
            },
            Primitive("hash-table?") { v in .bool((try? table(v, 1, "hash-table?")) != nil) },
            Primitive("hash?") { v in .bool((try? table(v, 1, "hash?")) != nil) },
            Primitive("hash-table-copy", min: 1, max: 2) { args in
                let t = try table(args[0], 1, "hash-table-copy")
                return .opaque(t.copy(mutable: args.count < 2 || args[1].isTrue || !t.isMutable ? true : false))
            },
            Primitive("hash-copy") { v in .opaque(try table(v, 1, "hash-copy").copy(mutable: true)) },
        ]
        return result
    }

    /// Adds an alist's entries to `t` (an earlier entry wins, as SRFI 69 says).
    static func fill(_ interp: Interp, _ t: HashTable, alist: Value, _ argument: Int, _ name: String) throws {
        var cursor = alist
        var steps = 0
        while case .pair(let p) = cursor {
            steps += 1
            if steps & 1023 == 0, interp.interrupt.isRequested { throw interp.interrupt.error }
            guard case .pair(let entry) = p.car else { throw wrongType(alist, argument, name) }
            if try t.find(entry.car, interp) == nil { try t.set(entry.car, entry.cdr, interp) }
            cursor = p.cdr
            if steps > t.count + 100_000_000 { throw wrongType(alist, argument, name) }
        }
        guard case .null = cursor else { throw wrongType(alist, argument, name) }
    }

    // MARK: One entry

    static func accessors(_ interp: Interp) -> [Primitive] {
        var result: [Primitive] = []
        for name in ["hash-table-set!", "hash-table/put!", "hash-table-put!"] {
            result.append(Primitive(name) { [unowned interp] t, key, value in
                try mutableTable(t, 1, name).set(key, value, interp)
                return .unspecified
            })
        }
        for name in ["hash-table-ref/default", "hash-table/get"] {
            result.append(Primitive(name) { [unowned interp] t, key, fallback in
                try table(t, 1, name).value(key, interp) ?? fallback
            })
        }
        for name in ["hash-table-delete!", "hash-table/remove!"] {
            result.append(Primitive(name) { [unowned interp] t, key in
                try mutableTable(t, 1, name).remove(key, interp)
                return .unspecified
            })
        }
        for name in ["hash-table-contains?", "hash-table-exists?"] {
            result.append(Primitive(name) { [unowned interp] t, key in
                .bool(try table(t, 1, name).find(key, interp) != nil)
            })
        }
        for name in ["hash-table-size", "hash-table/count", "hash-table-num-entries"] {
            result.append(Primitive(name) { t in .int(try table(t, 1, name).count) })
        }
        result += [
            // MIT's (hash-table-ref table key [fail [succeed]]).
            Primitive("hash-table-ref", min: 2, max: 4) { [unowned interp] args in
                let t = try table(args[0], 1, "hash-table-ref")
                if let value = try t.value(args[1], interp) {
                    return args.count > 3 ? try interp.apply1(args[3], value) : value
                }
                guard args.count > 2 else { throw MIT.anArgument(args[1], "hash-table-ref", "in the correct range") }
                return try interp.apply(args[2], [])
            },
            // Gauche's (hash-table-get table key [default]).
            Primitive("hash-table-get", min: 2, max: 3) { [unowned interp] args in
                let t = try table(args[0], 1, "hash-table-get")
                if let value = try t.value(args[1], interp) { return value }
                guard args.count > 2 else { throw MIT.anArgument(args[1], "hash-table-get", "in the correct range") }
                return args[2]
            },
            // MIT's and SRFI 69's (hash-table-update! table key procedure [get-default]),
            // the default a thunk (MIT) or a value (Gauche).
            Primitive("hash-table-update!", min: 3, max: 4) { [unowned interp] args in
                let t = try mutableTable(args[0], 1, "hash-table-update!")
                var current = try t.value(args[1], interp)
                if current == nil {
                    guard args.count > 3 else {
                        throw MIT.anArgument(args[1], "hash-table-ref", "in the correct range")
                    }
                    current = try valueOrThunk(interp, args[3])
                }
                try t.set(args[1], try interp.apply1(args[2], current!), interp)
                return .unspecified
            },
            Primitive("hash-table-update!/default", min: 4, max: 4) { [unowned interp] args in
                let t = try mutableTable(args[0], 1, "hash-table-update!/default")
                let current = try t.value(args[1], interp) ?? args[3]
                try t.set(args[1], try interp.apply1(args[2], current), interp)
                return .unspecified
            },
            Primitive("hash-table-clear!") { t in
                try mutableTable(t, 1, "hash-table-clear!").clear()
                return .unspecified
            },
            // The number of entries (MIT 9 and 10, which SICP learners use);
            // SRFI 125's (hash-table-count predicate table) counts the
            // entries the predicate holds for.
            Primitive("hash-table-count", min: 1, max: 2) { [unowned interp] args in
                if args.count == 1 { return .int(try table(args[0], 1, "hash-table-count").count) }
                let (t, predicate) = try tableAndProcedure(args, "hash-table-count")
                var n = 0
                for entry in try t.snapshot(interp) where try interp.apply2(predicate, entry.car, entry.cdr).isTrue {
                    n += 1
                }
                return .int(n)
            },
        ]
        return result
    }

    /// A table and a procedure given in either order: MIT's and Racket's
    /// `(walk table procedure)`, Guile's and SRFI 125's `(walk procedure table)`.
    static func tableAndProcedure(_ args: [Value], _ name: String) throws -> (HashTable, Value) {
        if case .opaque(let o) = args[0], let t = o as? HashTable {
            guard args[1].isProcedure else { throw wrongType(args[1], 2, name) }
            return (t, args[1])
        }
        guard args[0].isProcedure else { throw wrongType(args[0], 1, name) }
        return (try table(args[1], 2, name), args[0])
    }

    // MARK: Every entry

    static func walks(_ interp: Interp) -> [Primitive] {
        var result: [Primitive] = []
        for name in ["hash-table-keys", "hash-table/key-list", "hash-keys"] {
            result.append(Primitive(name) { [unowned interp] t in
                Value.list(try table(t, 1, name).snapshot(interp).map(\.car))
            })
        }
        for name in ["hash-table-values", "hash-table/datum-list", "hash-values"] {
            result.append(Primitive(name) { [unowned interp] t in
                Value.list(try table(t, 1, name).snapshot(interp).map(\.cdr))
            })
        }
        for name in ["hash-table->alist", "hash->list"] {
            result.append(Primitive(name) { [unowned interp] t in
                Value.list(try table(t, 1, name).snapshot(interp).map { .pair(Pair($0.car, $0.cdr)) })
            })
        }
        for name in ["hash-table-walk", "hash-table-for-each", "hash-for-each"] {
            result.append(Primitive(name) { [unowned interp] a, b in
                let (t, f) = try tableAndProcedure([a, b], name)
                for entry in try t.snapshot(interp) {
                    if interp.interrupt.isRequested { throw interp.interrupt.error }
                    _ = try interp.apply2(f, entry.car, entry.cdr)
                }
                return .unspecified
            })
        }
        for name in ["hash-map", "hash-map->list"] {
            result.append(Primitive(name) { [unowned interp] a, b in
                let (t, f) = try tableAndProcedure([a, b], name)
                var out: [Value] = []
                for entry in try t.snapshot(interp) {
                    if interp.interrupt.isRequested { throw interp.interrupt.error }
                    out.append(try interp.apply2(f, entry.car, entry.cdr))
                }
                return Value.list(out)
            })
        }
        // MIT's (hash-table-fold table kons knil); SRFI 125's and Guile's
        // (fold kons knil table); kons takes key, value, accumulation.
        for name in ["hash-table-fold", "hash-fold"] {
            result.append(Primitive(name) { [unowned interp] a, b, c in
                let t: HashTable, kons: Value, knil: Value
                if case .opaque(let o) = a, let table = o as? HashTable {
                    (t, kons, knil) = (table, b, c)
                    guard kons.isProcedure else { throw wrongType(kons, 2, name) }
                } else {
                    (t, kons, knil) = (try table(c, 3, name), a, b)
                    guard kons.isProcedure else { throw wrongType(kons, 1, name) }
                }
                var accumulation = knil
                for entry in try t.snapshot(interp) {
                    if interp.interrupt.isRequested { throw interp.interrupt.error }
                    accumulation = try interp.apply(kons, [entry.car, entry.cdr, accumulation])
                }
                return accumulation
            })
        }
        return result
    }

    // MARK: Racket's names

    static func racket(_ interp: Interp) -> [Primitive] {
        var result: [Primitive] = []
        for (name, equivalence) in [("hash", HashTable.Equivalence.equal), ("hasheq", .eq), ("hasheqv", .eqv)] {
            result.append(Primitive(name, min: 0, max: nil) { [unowned interp] args in
                guard args.count % 2 == 0 else { throw wrongType(args[args.count - 1], args.count, name) }
                let t = HashTable(equivalence)
                for i in stride(from: 0, to: args.count, by: 2) { try t.set(args[i], args[i + 1], interp) }
                t.isMutable = false
                return .opaque(t)
            })
        }
        result += [
            // Racket's (hash-ref table key [failure]), Guile's (hash-ref table key [default]):
            // a procedure as failure is called (Racket), a value returned; no
            // failure gives #f (Guile's answer; Racket would raise).
            Primitive("hash-ref", min: 2, max: 3) { [unowned interp] args in
                let t = try table(args[0], 1, "hash-ref")
                if let value = try t.value(args[1], interp) { return value }
                return args.count > 2 ? try valueOrThunk(interp, args[2]) : .false
            },
            Primitive("hash-ref!") { [unowned interp] t, key, toSet in
                let table = try mutableTable(t, 1, "hash-ref!")
                if let value = try table.value(key, interp) { return value }
                let value = try valueOrThunk(interp, toSet)
                try table.set(key, value, interp)
                return value
            },
            Primitive("hash-set!") { [unowned interp] t, key, value in
                try mutableTable(t, 1, "hash-set!").set(key, value, interp)
                return .unspecified
            },
            Primitive("hash-set") { [unowned interp] t, key, value in
                let copy = try table(t, 1, "hash-set").copy(mutable: true)
                try copy.set(key, value, interp)
                copy.isMutable = false
                return .opaque(copy)
            },
            Primitive("hash-remove!") { [unowned interp] t, key in
                try mutableTable(t, 1, "hash-remove!").remove(key, interp)
                return .unspecified
            },
            Primitive("hash-remove") { [unowned interp] t, key in
                let copy = try table(t, 1, "hash-remove").copy(mutable: true)
                try copy.remove(key, interp)
                copy.isMutable = false
                return .opaque(copy)
            },
            Primitive("hash-has-key?") { [unowned interp] t, key in
                .bool(try table(t, 1, "hash-has-key?").find(key, interp) != nil)
            },
            // Racket's (hash-count table); Guile's (hash-count predicate table).
            Primitive("hash-count", min: 1, max: 2) { [unowned interp] args in
                if args.count == 1 { return .int(try table(args[0], 1, "hash-count").count) }
                let (t, predicate) = try tableAndProcedure(args, "hash-count")
                var n = 0
                for entry in try t.snapshot(interp) where try interp.apply2(predicate, entry.car, entry.cdr).isTrue {
                    n += 1
                }
                return .int(n)
            },
            // Racket's (hash-update! table key updater [failure]).
            Primitive("hash-update!", min: 3, max: 4) { [unowned interp] args in
                let t = try mutableTable(args[0], 1, "hash-update!")
                var current = try t.value(args[1], interp)
                if current == nil {
                    guard args.count > 3 else { throw MIT.anArgument(args[1], "hash-update!", "in the correct range") }
                    current = try valueOrThunk(interp, args[3])
                }
                try t.set(args[1], try interp.apply1(args[2], current!), interp)
                return .unspecified
            },
            Primitive("hash-clear!") { t in
                try mutableTable(t, 1, "hash-clear!").clear()
                return .unspecified
            },
        ]
        return result
    }

    // MARK: Guile's names

    static func guile(_ interp: Interp) -> [Primitive] {
        var result: [Primitive] = []
        for prefix in ["hashq", "hashv"] {
            result.append(Primitive(prefix + "-ref", min: 2, max: 3) { [unowned interp] args in
                try table(args[0], 1, prefix + "-ref").value(args[1], interp) ?? (args.count > 2 ? args[2] : .false)
            })
            result.append(Primitive(prefix + "-set!") { [unowned interp] t, key, value in
                try mutableTable(t, 1, prefix + "-set!").set(key, value, interp)
                return .unspecified
            })
            result.append(Primitive(prefix + "-remove!") { [unowned interp] t, key in
                try mutableTable(t, 1, prefix + "-remove!").remove(key, interp)
                return .unspecified
            })
        }
        result += [
            // The entry's pair itself: setting its cdr sets the table's value.
            Primitive("hash-create-handle!") { [unowned interp] t, key, initial in
                let table = try mutableTable(t, 1, "hash-create-handle!")
                if let index = try table.find(key, interp), let entry = table.entries[index] { return .pair(entry) }
                try table.set(key, initial, interp)
                guard let index = try table.find(key, interp), let entry = table.entries[index] else { return .false }
                return .pair(entry)
            },
            Primitive("hash-get-handle") { [unowned interp] t, key in
                let table = try table(t, 1, "hash-get-handle")
                guard let index = try table.find(key, interp), let entry = table.entries[index] else { return .false }
                return .pair(entry)
            },
        ]
        return result
    }
}

/// A hash table (see ``HashTables``): its entries in the order they were
/// added, each a pair `(key . value)` (Guile's handle), and an index from
/// key to entry.
final class HashTable: OpaqueObject {
    enum Equivalence {
        case eq, eqv, equal
        /// The program's own equivalence procedure, and hash procedure if any.
        case custom(same: Value, hash: Value?)
    }

    let equivalence: Equivalence
    var isMutable = true
    /// The entries; a removed one leaves nil until the next compaction.
    private(set) var entries: [Pair?] = []
    private var index: [Key: Int] = [:]
    /// For a custom equivalence with a hash procedure: entries by hash.
    private var buckets: [Int: [Int]] = [:]
    private(set) var count = 0
    /// Guile's bucket count, for printing: from Guile's own list of sizes.
    private var sizeIndex = 0
    private static let guileSizes = [
        31, 61, 113, 223, 443, 883, 1759, 3517, 7027, 14051, 28099, 56197, 112361, 224717, 449419, 898823,
        1_797_641, 3_595_271, 7_190_537, 14_381_041, 28_762_081, 57_524_111, 115_048_217, 230_096_423,
    ]

    init(_ equivalence: Equivalence) { self.equivalence = equivalence }

    /// Guile's initial size for `(make-hash-table n)`.
    func reserve(_ n: Value) {
        guard case .int(let k) = n else { return }
        while sizeIndex + 1 < Self.guileSizes.count, Self.guileSizes[sizeIndex] < k { sizeIndex += 1 }
    }

    func printed(writing: Bool) -> String { "#<hash-table \(count)/\(Self.guileSizes[sizeIndex])>" }

    /// The key as the index holds it, hashed as the table's equivalence asks.
    struct Key: Hashable {
        let value: Value
        let equivalence: Int  // 0 eq, 1 eqv, 2 equal
        let hash: Int

        static func == (a: Key, b: Key) -> Bool {
            switch a.equivalence {
            case 0: return isEq(a.value, b.value)
            case 1: return isEqv(a.value, b.value)
            default: return SICPScheme.isEqual(a.value, b.value)
            }
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private func key(_ v: Value) -> Key? {
        switch equivalence {
        case .eq: return Key(value: v, equivalence: 0, hash: ValueHash.hash(v, structural: false))
        case .eqv: return Key(value: v, equivalence: 1, hash: ValueHash.hash(v, structural: false))
        case .equal: return Key(value: v, equivalence: 2, hash: ValueHash.hash(v, structural: true))
        case .custom: return nil
        }
    }

    /// The program's hash of `key`, for a custom equivalence with a hash procedure.
    private func customHash(_ key: Value, _ hash: Value, _ interp: Interp) throws -> Int {
        let h = try interp.apply1(hash, key)
        switch h {
        case .int(let n): return n
        default: return ValueHash.hash(h, structural: true)
        }
    }

    /// The index in `entries` of `key`'s entry, or nil.
    func find(_ key: Value, _ interp: Interp) throws -> Int? {
        switch equivalence {
        case .custom(let same, let hash):
            let candidates: [Int]
            if let hash {
                candidates = buckets[try customHash(key, hash, interp)] ?? []
            } else {
                candidates = Array(entries.indices)
            }
            for (n, i) in candidates.enumerated() {
                if n & 255 == 255, interp.interrupt.isRequested { throw interp.interrupt.error }
                if let entry = entries[i], try interp.apply2(same, key, entry.car).isTrue { return i }
            }
            return nil
        default:
            return index[self.key(key)!]
        }
    }

    func value(_ key: Value, _ interp: Interp) throws -> Value? {
        guard let i = try find(key, interp) else { return nil }
        return entries[i]?.cdr
    }

    func set(_ key: Value, _ value: Value, _ interp: Interp) throws {
        if let i = try find(key, interp), let entry = entries[i] {
            entry.cdr = value
            return
        }
        let i = entries.count
        entries.append(Pair(key, value))
        switch equivalence {
        case .custom(_, let hash?): buckets[try customHash(key, hash, interp), default: []].append(i)
        case .custom: break
        default: index[self.key(key)!] = i
        }
        count += 1
        // Guile grows a table past 9/10 full.
        while sizeIndex + 1 < Self.guileSizes.count, count > Self.guileSizes[sizeIndex] * 9 / 10 { sizeIndex += 1 }
    }

    func remove(_ key: Value, _ interp: Interp) throws {
        guard let i = try find(key, interp) else { return }
        switch equivalence {
        case .custom(_, let hash?):
            let h = try customHash(key, hash, interp)
            buckets[h]?.removeAll { $0 == i }
        case .custom: break
        default: index[self.key(key)!] = nil
        }
        entries[i] = nil
        count -= 1
        if entries.count > 32, count < entries.count / 2 { try compact(interp) }
    }

    /// Drops the removed entries' places and renumbers the index.
    private func compact(_ interp: Interp) throws {
        let live = entries.compactMap { $0 }
        entries = []
        index = [:]
        buckets = [:]
        count = 0
        for entry in live {
            let i = entries.count
            entries.append(entry)
            count += 1
            switch equivalence {
            case .custom(_, let hash?): buckets[try customHash(entry.car, hash, interp), default: []].append(i)
            case .custom: break
            default: index[key(entry.car)!] = i
            }
        }
    }

    func clear() {
        entries = []
        index = [:]
        buckets = [:]
        count = 0
    }

    /// The live entries, now: a walk that calls the program goes on over
    /// these even if the program changes the table.
    func snapshot(_ interp: Interp) throws -> [Pair] {
        if interp.interrupt.isRequested { throw interp.interrupt.error }
        return entries.compactMap { $0 }
    }

    func copy(mutable: Bool) -> HashTable {
        let t = HashTable(equivalence)
        t.entries = entries.map { $0.map { Pair($0.car, $0.cdr) } }
        t.index = index
        t.buckets = buckets
        t.count = count
        t.sizeIndex = sizeIndex
        t.isMutable = mutable
        return t
    }
}

/// Hashes of values that agree with `eqv?` and with `equal?`.
enum ValueHash {
    /// The most pairs, vector elements and strings an `equal?` hash looks
    /// at: enough to tell keys apart, and it ends on circular data.
    static let structuralLimit = 64

    /// `v`'s hash: equal for `eqv?` values when `structural` is false, for
    /// `equal?` values when it is true (then only the first
    /// ``structuralLimit`` nodes of a structure, walked depth first, count).
    static func hash(_ v: Value, structural: Bool) -> Int {
        var hasher = Hasher()
        guard structural else {
            atom(v, &hasher, structural: false)
            return hasher.finalize()
        }
        var stack: [Value] = [v]
        var visited = 0
        while let x = stack.popLast(), visited < structuralLimit {
            visited += 1
            switch x {
            case .pair(let p):
                hasher.combine(1)
                stack.append(p.cdr)
                stack.append(p.car)
            case .vector(let vector):
                hasher.combine(2)
                hasher.combine(vector.items.count)
                for item in vector.items.prefix(structuralLimit).reversed() { stack.append(item) }
            default:
                atom(x, &hasher, structural: true)
            }
        }
        return hasher.finalize()
    }

    private static func atom(_ v: Value, _ hasher: inout Hasher, structural: Bool) {
        switch v {
        case .null: hasher.combine(3)
        case .bool(let b): hasher.combine(b)
        case .int(let n): hasher.combine(n)
        case .big(let n): hasher.combine(n.description)
        case .ratio(let r):
            hasher.combine(r.numerator.description)
            hasher.combine(r.denominator.description)
        case .real(let x): hasher.combine(x.isNaN ? 0 : x.bitPattern)
        case .symbol(let s): hasher.combine(ObjectIdentifier(s))
        case .char(let c): hasher.combine(c)
        case .string(let s):
            if structural {
                for scalar in s.value.unicodeScalars.prefix(256) { hasher.combine(scalar.value) }
            } else {
                hasher.combine(ObjectIdentifier(s))
            }
        case .bytevector(let b):
            if structural {
                hasher.combine(b.bytes.count)
                for byte in b.bytes.prefix(256) { hasher.combine(byte) }
            } else {
                hasher.combine(ObjectIdentifier(b))
            }
        case .pair(let p): hasher.combine(ObjectIdentifier(p))
        case .vector(let vector): hasher.combine(ObjectIdentifier(vector))
        case .closure(let c): hasher.combine(ObjectIdentifier(c))
        case .primitive(let p): hasher.combine(ObjectIdentifier(p))
        case .promise(let p): hasher.combine(ObjectIdentifier(p))
        // An opaque object's `equal?` may be its family's own: one hash for all.
        case .opaque(let o): if structural { hasher.combine(4) } else { hasher.combine(ObjectIdentifier(o)) }
        default: hasher.combine(5)
        }
    }
}
