import SICP

/// `eq?`: the same object.
///
/// Pairs, strings, procedures and symbols compare by identity (symbols are
/// interned, so equal names are the same symbol); `()`, booleans, characters
/// and fixnums (`.int`) by value, as Guile's immediates. Bignums and doubles
/// are never `eq?`, not even to themselves: Guile boxes them and only the very
/// same box is `eq?`, an identity these value types do not keep. Use `eqv?`
/// for numbers.
///
/// ```swift
/// isEq(.int(2), .int(2))        // true
/// isEq(.real(1.5), .real(1.5))  // false
/// ```
/// - Complexity: O(1).
public func isEq(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.null, .null), (.unspecified, .unspecified), (.undefined, .undefined), (.tailCall, .tailCall):
        return true
    case let (.bool(x), .bool(y)): return x == y
    case let (.int(x), .int(y)): return x == y
    case let (.ratio(x), .ratio(y)): return x === y
    case let (.symbol(x), .symbol(y)): return x === y
    case let (.string(x), .string(y)): return x === y
    case let (.char(x), .char(y)): return x == y
    case let (.pair(x), .pair(y)): return x === y
    case let (.closure(x), .closure(y)): return x === y
    case let (.primitive(x), .primitive(y)): return x === y
    case let (.promise(x), .promise(y)): return x === y
    case (.eof, .eof): return true
    case let (.vector(x), .vector(y)): return x === y
    case let (.bytevector(x), .bytevector(y)): return x === y
    case let (.opaque(x), .opaque(y)): return x === y
    default: return false
    }
}

/// `eqv?`: `eq?`, and numbers equal with the same exactness.
///
/// `(eqv? 2 2.0)` is false, `(eqv? 100000000000000000000 100000000000000000000)`
/// true, `(eqv? +nan.0 +nan.0)` true, `(eqv? 0.0 -0.0)` false (as Guile).
/// Strings still compare by identity.
/// - Complexity: O(n) in the digits of the numbers, O(1) otherwise.
public func isEqv(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case let (.big(x), .big(y)): return x == y
    case let (.ratio(x), .ratio(y)): return x.numerator == y.numerator && x.denominator == y.denominator
    case let (.real(x), .real(y)):
        if x.isNaN && y.isNaN { return true }
        return x.bitPattern == y.bitPattern
    default: return isEq(a, b)
    }
}

/// `equal?`: `eqv?`, or pairs whose cars and cdrs are `equal?`, or strings
/// with the same characters.
///
/// Runs on an explicit stack (deep nesting cannot overflow the native stack)
/// and terminates on circular and shared structure: past the first 100,000
/// pair comparisons it remembers which pairs of pairs it has already taken to
/// be equal and does not compare them again, so two circular lists are
/// `equal?` when they unfold to the same infinite tree (R7RS's rule).
///
/// ```swift
/// isEqual(Value.list([.int(1), .int(2)]), Value.list([.int(1), .int(2)]))   // true
/// ```
/// Gives up (false) when the running evaluation is asked to stop (see
/// ``Walk``): the `equal?` primitive then throws `;Quit!`.
///
/// - Complexity: O(n) pair comparisons for structures of n pairs, plus a hash
///   set of pairs of pairs after the first 100,000.
public func isEqual(_ a: Value, _ b: Value) -> Bool {
    struct PairOfPairs: Hashable {
        let a: ObjectIdentifier
        let b: ObjectIdentifier
    }
    var stack: [(Value, Value)] = [(a, b)]
    var steps = 0
    var seen: Set<PairOfPairs>? = nil
    var poll = Walk.Poll()
    while let (x, y) = stack.popLast() {
        // Asked to stop: the caller (`equal?`) throws the flag's error.
        if poll.shouldStop() { return false }
        switch (x, y) {
        case let (.pair(p), .pair(q)):
            if p === q { continue }
            steps += 1
            if steps > 100_000 {
                if seen == nil { seen = [] }
                let key = PairOfPairs(a: ObjectIdentifier(p), b: ObjectIdentifier(q))
                if seen!.insert(key).inserted == false { continue }
            }
            stack.append((p.cdr, q.cdr))
            stack.append((p.car, q.car))
        case let (.string(s), .string(t)):
            if s !== t && !s.value.unicodeScalars.elementsEqual(t.value.unicodeScalars) { return false }
        case let (.vector(v), .vector(w)):
            if v === w { continue }
            if v.items.count != w.items.count { return false }
            steps += v.items.count
            for (e, f) in zip(v.items, w.items).reversed() { stack.append((e, f)) }
        case let (.bytevector(v), .bytevector(w)):
            if v !== w && v.bytes != w.bytes { return false }
        case let (.opaque(v), .opaque(w)):
            if v !== w && !v.isEqual(to: w) { return false }
        default:
            if !isEqv(x, y) { return false }
        }
    }
    return true
}
