/// R7RS 6.10's control features that need the interpreter's dynamic state:
/// `call-with-current-continuation` (`call/cc`), `dynamic-wind`, and the
/// state that `Exceptions.swift` and `Ports.swift` keep (the handler stack,
/// the current ports).
///
/// Continuations are escaping only: calling one unwinds the Swift stack (and
/// the control stack, `ControlStack.execute` unwinds it on any error) back to
/// the `call/cc` that made it, as a thrown `ContinuationJump`, running the
/// `after` thunks of the `dynamic-wind`s it leaves, innermost first. Once
/// that `call/cc` has returned, the continuation is dead: calling it is
/// `;The continuation #[continuation 12] cannot be re-entered: sicp supports
/// escaping continuations only`, never a wrong result.
extension Builtins {
    static func controlFeatures(_ interp: Interp) -> [Primitive] {
        let callCC: (Value) throws -> Value = { [unowned interp] f in
            guard f.isProcedure else { throw wrongType(f, 1, "call-with-current-continuation") }
            let token = ContinuationToken()
            let k = Primitive("continuation", min: 0, max: nil) { args in
                guard token.isActive else {
                    throw EvalError.continuationReentered("#[continuation \(Printer.hashNumber(token))]")
                }
                throw ContinuationJump(token: token, values: args)
            }
            defer { token.isActive = false }
            do {
                return try interp.apply1(f, .primitive(k))
            } catch let jump as ContinuationJump where jump.token === token {
                return jump.values.count == 1 ? jump.values[0] : .multipleValues(jump.values)
            }
        }
        return [
            Primitive("call-with-current-continuation", callCC),
            Primitive("call/cc", callCC),
            // MIT's: the continuation of the call, for an escape.
            Primitive("within-continuation") { [unowned interp] k, thunk in
                try interp.apply(k, [try interp.apply(thunk, [])])
            },
            Primitive("dynamic-wind") { [unowned interp] before, thunk, after in
                for (i, f) in [before, thunk, after].enumerated() where !f.isProcedure {
                    throw wrongType(f, i + 1, "dynamic-wind")
                }
                _ = try interp.apply(before, [])
                let result: Value
                do {
                    result = try interp.apply(thunk, [])
                } catch {
                    // Ctrl-C and the heap bound stop everything at once.
                    if !interp.interrupt.isRequested { _ = try interp.apply(after, []) }
                    throw error
                }
                _ = try interp.apply(after, [])
                return result
            },
        ]
    }
}

/// One `call/cc`'s continuation: live until that `call/cc` returns.
final class ContinuationToken {
    var isActive = true
}

/// What calling a live continuation throws, caught by its `call/cc`.
final class ContinuationJump: Error, @unchecked Sendable, CustomStringConvertible {
    let token: ContinuationToken
    let values: [Value]
    init(token: ContinuationToken, values: [Value]) {
        self.token = token
        self.values = values
    }
    var description: String { "Aborting!: a continuation was called outside its extent" }
}

/// The interpreter's dynamic state beyond parameters: the exception
/// handlers installed now (innermost last; nil for a `guard`), and the
/// error `error` raised last, with its irritants as values.
final class DynamicState {
    var handlers: [Value?] = []
    /// The message and irritants of the last `(error ...)`, so that the
    /// error object a handler sees has the irritants themselves (the
    /// `EvalError` keeps them as text).
    var lastUserError: (message: String, irritants: [Value])?
    /// The current ports (see `Ports.swift`), made on first use.
    var ports: PortState?
}

extension Builtins {
    /// The elements of `map`'s and `for-each`'s lists, walked side by side
    /// as far as the shortest goes (R7RS: a circular list beside a finite
    /// one is fine). Every list circular, or one improper before the end,
    /// is the wrong type, in MIT's words.
    static func shortestLists(_ interp: Interp, _ lists: [Value], _ name: String) throws -> [[Value]] {
        var cursors = lists
        // Floyd's tortoise per list: a list whose cursor meets it is circular.
        var slow = lists
        var circular = [Bool](repeating: false, count: lists.count)
        var out = [[Value]](repeating: [], count: lists.count)
        var steps = 0
        while true {
            for (i, c) in cursors.enumerated() {
                switch c {
                case .pair: continue
                case .null: return out
                default: throw wrongType(lists[i], i + 2, name)
                }
            }
            for i in cursors.indices {
                guard case .pair(let p) = cursors[i] else { return out }
                out[i].append(p.car)
                cursors[i] = p.cdr
                if steps & 1 == 1, case .pair(let s) = slow[i] {
                    slow[i] = s.cdr
                    if case .pair(let t) = slow[i], case .pair(let c) = cursors[i], t === c { circular[i] = true }
                }
            }
            steps += 1
            if steps & 0x3FF == 0 {
                if interp.interrupt.isRequested { throw interp.interrupt.error }
                if !circular.contains(false) { throw wrongType(lists[0], 2, name) }
                try HeapLimit.reserve(lists.count * 16 << 10)
            }
        }
    }
}
