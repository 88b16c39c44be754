/// A promise: what `delay`, `cons-stream`'s second operand, `make-promise`
/// and `delay-force` make, and `force` runs.
///
/// It memoizes as SICP's `memo-proc` does (section 3.5.1): the first `force`
/// runs the delayed expression and keeps its value, every later `force`
/// returns that value without running anything again, so the expression's
/// side effects happen once (exercises 3.51 and 3.52 print what MIT prints).
/// A promise prints as MIT prints it: `#[promise 12 (unevaluated)]`, then
/// `#[promise 12 (evaluated) 3]`.
public final class Promise {
    /// The value once forced; nil before.
    public private(set) var value: Value?
    /// What computes the value: a procedure of no arguments (a `delay`'s
    /// lambda, or a native one for the kit's streams); nil once forced.
    var thunk: Value?
    /// `delay-force`: the thunk returns a promise whose value is this one's
    /// (R7RS), forced in a loop so that a chain of them runs in constant space.
    var chains: Bool
    /// The views' measurement the value was computed in (see
    /// `Interp.promiseEpoch`): 0 outside the views, -1 for a promise made
    /// forced (`make-promise`), which no measurement computes.
    var epoch = 0
    /// Made by Racket's `stream-cons` (a stream lazy in its first part too):
    /// the stream procedures force such a promise where they expect a
    /// stream, and only such a one (MIT's `stream-cdr` of any other promise
    /// is an error, as a learner who forgets a `force` must see).
    public var isLazyStream = false

    /// A promise that runs `thunk` when first forced.
    init(thunk: Value, chains: Bool = false) {
        self.thunk = thunk
        self.chains = chains
    }

    /// An already-forced promise (`make-promise`).
    init(value: Value) {
        self.value = value
        chains = false
        epoch = -1
    }

    /// Whether `force` has computed the value.
    public var isForced: Bool { value != nil }

    /// The procedure of no arguments whose body is the delayed expression
    /// (`delay` and `cons-stream` make one, named `force`), while the
    /// promise is not forced; nil for a kit stream's rest, which a native
    /// procedure computes. For the substitution model, which draws the
    /// expression (SICP 3.5.1's `(delay <exp>)`).
    public var delayedProcedure: Closure? {
        guard value == nil, case .closure(let c)? = thunk else { return nil }
        return c
    }

    /// Keeps `value` as the promise's value, as forcing it would have (the
    /// substitution model's `force`, which reduces the delayed expression
    /// step by step itself, then memoizes its value as `memo-proc` does).
    public func fulfil(_ value: Value) {
        self.value = value
        thunk = nil
        chains = false
    }

    /// The value, computed the first time.
    /// - Throws: what the delayed expression throws; the promise then stays
    ///   unforced, and a later `force` runs the expression again (as MIT does).
    /// - Complexity: one run of the delayed expression the first time, O(1)
    ///   after; a chain of `delay-force` promises runs in a loop, in constant
    ///   stack.
    func force(_ interp: Interp) throws -> Value {
        while true {
            if let value {
                if epoch == interp.promiseEpoch || epoch < 0 || interp.promiseEpoch == 0 { return value }
                // A view measures from fresh state: a value computed in an
                // earlier measurement is computed again (its expression was
                // kept); one forced before the views began is read as it
                // stands, and the view says so (`Interp.staleReads`).
                guard thunk != nil else {
                    interp.staleReads += 1
                    return value
                }
                self.value = nil
            }
            guard let thunk else { return .unspecified }
            // A delayed expression's procedure is a compound one, a step the
            // observer sees as a call; a kit stream's rest is computed by a
            // native procedure, reported as one step of it.
            let result: Value
            if let observer = interp.observer, case .primitive(let native) = thunk {
                // As the delayed expression's procedure would, the native
                // one takes a frame (the book's `stream-filter` forcing the
                // rest of a filtered stream waits for it).
                let saved = interp.depth
                interp.depth += 1
                defer { interp.depth = saved }
                try observer.forcedRest(of: native.name, depth: interp.depth)
                result = try interp.apply(thunk, [])
            } else {
                result = try interp.apply(thunk, [])
            }
            // A reentrant force (the expression forced this very promise)
            // has set the value already: the first value stays (R7RS).
            if let value { return value }
            if chains, case .promise(let next) = result {
                // `delay-force`: this promise takes over the one its
                // expression returned, and the loop goes on with it.
                if let forced = next.value {
                    settle(forced, interp)
                    return forced
                }
                self.thunk = next.thunk
                chains = next.chains
                continue
            }
            settle(result, interp)
            return result
        }
    }

    /// The forced value when it is a pair or a promise, taken out (for
    /// `Pair`'s deinit): nil otherwise.
    func takeLink() -> Value? {
        switch value {
        case .pair?, .promise?:
            defer { value = nil }
            return value
        default:
            return nil
        }
    }

    private func settle(_ result: Value, _ interp: Interp) {
        value = result
        epoch = interp.promiseEpoch
        // Under a view the expression is kept, to compute it afresh in the
        // next measurement.
        if epoch == 0 {
            thunk = nil
            chains = false
        }
    }
}
