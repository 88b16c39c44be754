/// R7RS 6.8, vectors: every procedure of the report, with the optional
/// `start` and `end` arguments it gives them.
///
/// ```scheme
/// (vector-ref #(1 2 3) 1)                 ; 2
/// (vector->list #(1 2 3 4) 1 3)           ; (2 3)
/// (vector-map + #(1 2) #(10 20 30))       ; #(11 22)
/// (make-vector 100000000000)              ; ;Aborting!: out of memory
/// ```
enum Vectors {
    static func all(_ interp: Interp) -> [Primitive] {
        [
            Primitive("vector?") { v in if case .vector = v { return .true } else { return .false } },
            Primitive("vector", min: 0, max: nil) { args in .vector(SVector(args)) },
            Primitive("make-vector", min: 1, max: 2) { args in
                let n = try DataArguments.size(args[0], 1, "make-vector")
                try DataArguments.reserve(n, bytes: MemoryLayout<Value>.stride)
                // MIT fills with #f when no fill is given; Guile leaves it unspecified.
                return .vector(SVector(Array(repeating: args.count == 2 ? args[1] : .false, count: n)))
            },
            Primitive("vector-length") { v in .int(try vector(v, 1, "vector-length").items.count) },
            Primitive("vector-ref") { v, k in
                let vec = try vector(v, 1, "vector-ref")
                return vec.items[try DataArguments.index(k, 2, "vector-ref", below: vec.items.count)]
            },
            Primitive("vector-set!") { v, k, x in
                let vec = try vector(v, 1, "vector-set!")
                vec.items[try DataArguments.index(k, 2, "vector-set!", below: vec.items.count)] = x
                return .unspecified
            },
            Primitive("vector->list", min: 1, max: 3) { args in
                let items = try vector(args[0], 1, "vector->list").items
                let r = try DataArguments.range(args, from: 1, count: items.count, "vector->list")
                try DataArguments.reserve(r.count, bytes: 48)
                return Value.list(items[r])
            },
            Primitive("list->vector") { l in .vector(SVector(try DataArguments.elements(l, 1, "list->vector"))) },
            Primitive("vector-fill!", min: 2, max: 4) { args in
                let vec = try vector(args[0], 1, "vector-fill!")
                let r = try DataArguments.range(args, from: 2, count: vec.items.count, "vector-fill!")
                vec.items.replaceSubrange(r, with: repeatElement(args[1], count: r.count))
                return .unspecified
            },
            Primitive("vector-copy", min: 1, max: 3) { args in
                let items = try vector(args[0], 1, "vector-copy").items
                let r = try DataArguments.range(args, from: 1, count: items.count, "vector-copy")
                return .vector(SVector(Array(items[r])))
            },
            Primitive("subvector") { v, s, e in
                let items = try vector(v, 1, "subvector").items
                let r = try DataArguments.range([v, s, e], from: 1, count: items.count, "subvector")
                return .vector(SVector(Array(items[r])))
            },
            Primitive("vector-copy!", min: 3, max: 5) { args in
                let to = try vector(args[0], 1, "vector-copy!")
                let at = try DataArguments.index(args[1], 2, "vector-copy!", below: to.items.count + 1)
                let from = try vector(args[2], 3, "vector-copy!").items
                let r = try DataArguments.range(args, from: 3, count: from.count, "vector-copy!")
                guard at + r.count <= to.items.count else { throw badRange(args[2], 3, "vector-copy!") }
                to.items.replaceSubrange(at..<at + r.count, with: from[r])
                return .unspecified
            },
            Primitive("vector-append", min: 0, max: nil) { args in
                var out: [Value] = []
                for (i, a) in args.enumerated() { out += try vector(a, i + 1, "vector-append").items }
                return .vector(SVector(out))
            },
            Primitive("vector-map", min: 2, max: nil) { [unowned interp] args in
                let f = args[0]
                let vectors = try args.dropFirst().enumerated().map { try vector($1, $0 + 2, "vector-map").items }
                let n = vectors.map(\.count).min() ?? 0
                var out: [Value] = []
                out.reserveCapacity(n)
                for i in 0..<n { out.append(try interp.apply(f, vectors.map { $0[i] })) }
                return .vector(SVector(out))
            },
            Primitive("vector-for-each", min: 2, max: nil) { [unowned interp] args in
                let f = args[0]
                let vectors = try args.dropFirst().enumerated().map {
                    try vector($1, $0 + 2, "vector-for-each").items
                }
                let n = vectors.map(\.count).min() ?? 0
                for i in 0..<n { _ = try interp.apply(f, vectors.map { $0[i] }) }
                return .unspecified
            },
        ]
    }

    static func vector(_ v: Value, _ argument: Int, _ name: String) throws -> SVector {
        guard case .vector(let vec) = v else { throw wrongType(v, argument, name) }
        return vec
    }
}
