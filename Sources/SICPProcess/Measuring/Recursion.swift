import SICPScheme

/// The recursion structure of a process, as it ran: for each procedure, how
/// many calls of itself one of its calls waited for, and how many of its
/// calls were pending at once. This is what names a process (SICP 1.2):
/// `fib` waits for two calls of itself (tree recursive), `queen-cols` for
/// one (a linear recursion, however fast its steps grow), `fact-iter` for
/// none (it calls itself in tail position: iterative).
///
/// A call of a procedure is a child of the innermost pending call of the
/// same procedure, through any procedures between them (a mutual recursion,
/// a `map` over a tree, a promise forced inside `stream-filter`). A tail
/// call replaces its caller: a procedure's tail call of itself is the next
/// turn of a loop, not a child. The kit's native procedures report the
/// calls the book's versions make (`CallObserver.step`), so `stream-filter`
/// built in and written as the book writes it show the same structure.
public struct RecursionStructure: Equatable, Sendable {
    /// What one procedure did.
    public struct Procedure: Equatable, Sendable {
        /// Its name (a lambda's printed form when it has none).
        public var name: String
        /// Its calls.
        public var calls: Int
        /// The most calls of itself one of its calls waited for.
        public var mostSelfCalls: Int
        /// The most of its calls pending at once.
        public var mostPending: Int
        /// Its tail calls of itself (the turns of its loops).
        public var tailSelfCalls: Int
        /// Whether it is one of the kit's native procedures, counted as the
        /// book's version would be.
        public var native = false
    }

    /// The procedures that call themselves, in order of first call.
    public var procedures: [Procedure]

    /// The procedure that names the process: one that branches (waits for
    /// two calls of itself or more), else the one with the most of its
    /// calls pending at once, else the loop with the most turns; nil when
    /// no procedure calls itself.
    /// The program's own procedures come before the kit's (`queen-cols`
    /// before the `map` it calls), a recursion before a loop.
    public var leading: Procedure? {
        let own = procedures.filter { !$0.native }, kit = procedures.filter(\.native)
        return recursion(among: own) ?? recursion(among: kit)
            ?? (own.isEmpty ? kit : own).filter { $0.tailSelfCalls > 0 }.max { $0.tailSelfCalls < $1.tailSelfCalls }
    }

    private func recursion(among procedures: [Procedure]) -> Procedure? {
        let recursive = procedures.filter { $0.mostSelfCalls >= 1 }
        if let tree = recursive.filter({ $0.mostSelfCalls >= 2 }).max(by: { $0.calls < $1.calls }) { return tree }
        return recursive.max { ($0.mostPending, $0.calls) < ($1.mostPending, $1.calls) }
    }

    /// The kind the structure shows, in SICP's words.
    public enum Kind: Equatable, Sendable {
        /// A call waits for two calls of itself or more.
        case tree
        /// A call waits for one call of itself.
        case linear
        /// It calls itself in tail position only.
        case iterative
        /// Nothing calls itself.
        case none
    }

    /// See `Kind`.
    public var kind: Kind {
        guard let p = leading else { return .none }
        if p.mostSelfCalls >= 2 { return .tree }
        if p.mostSelfCalls == 1 { return .linear }
        return .iterative
    }

    /// `queen-cols waits for 1 call of itself per call, 8 pending at most`.
    public var sentence: String? {
        guard let p = leading else { return nil }
        switch kind {
        case .tree, .linear:
            let waits = p.mostSelfCalls == 1 ? "1 call" : "up to \(p.mostSelfCalls) calls"
            return "\(p.name) waits for \(waits) of itself per call, \(p.mostPending) pending at most"
        case .iterative:
            return "\(p.name) calls itself in tail position only (\(p.tailSelfCalls) turns)"
        case .none:
            return nil
        }
    }
}

/// Records the recursion structure of what it sees, then passes every event
/// on. Each event costs O(1): the innermost pending call of each procedure
/// is kept by index, not searched for.
final class RecursionObserver: ForwardingObserver {
    var next: (any CallObserver)?

    private struct Record {
        /// The procedure's index (-1: a delayed expression's procedure).
        var key: Int
        /// Twice the frame's depth, plus 1 for a native procedure's call
        /// (which is reported at its caller's depth, so it sits between
        /// the caller and what it calls).
        var level: Int
        var selfCalls = 0
        /// The innermost pending call of the same procedure below this one.
        var previous: Int
        /// Calls of the procedure pending, this one included.
        var pending: Int
        /// For a delayed expression: the innermost one below it, and the
        /// calls made in it, per procedure, whose caller is not known yet
        /// (the procedure the expression calls in tail position, once it
        /// does, or else the one below that waits for it).
        var previousDelayed = -1
        var deferred: [Int: Int] = [:]
        var isDelayed: Bool { key < 0 }
    }

    private var stack: [Record] = []
    private var keyOfCode: [ObjectIdentifier: Int] = [:]
    private var keyOfNative: [String: Int] = [:]
    /// The last procedure seen of each name.
    private var keyOfName: [String: Int] = [:]
    private var retained: [LambdaCode] = []
    private var procedures: [RecursionStructure.Procedure] = []
    /// Per procedure, the index in `stack` of its innermost pending call (-1: none).
    private var innermost: [Int] = []
    /// The index of the innermost delayed expression's call (-1: none).
    private var innermostDelayed = -1

    /// The structure seen so far.
    var structure: RecursionStructure {
        RecursionStructure(procedures: procedures.filter { $0.mostSelfCalls > 0 || $0.tailSelfCalls > 0 })
    }

    private func key(_ procedure: Closure) -> Int {
        let id = ObjectIdentifier(procedure.code)
        if let k = keyOfCode[id] { return k }
        retained.append(procedure.code)
        let k = add(procedure.displayName, &keyOfCode[id], native: false)
        keyOfName[procedure.displayName] = k
        return k
    }

    private func key(native name: String) -> Int {
        if let k = keyOfNative[name] { return k }
        return add(name, &keyOfNative[name], native: true)
    }

    private func add(_ name: String, _ slot: inout Int?, native: Bool) -> Int {
        let k = procedures.count
        slot = k
        procedures.append(.init(name: name, calls: 0, mostSelfCalls: 0, mostPending: 0, tailSelfCalls: 0, native: native))
        innermost.append(-1)
        return k
    }

    /// A call of `k` waited for by the innermost pending call of `k`, or,
    /// when a delayed expression's call is nearer, kept on that one.
    private func attribute(_ k: Int, _ count: Int = 1) {
        let caller = innermost[k]
        if innermostDelayed > caller {
            stack[innermostDelayed].deferred[k, default: 0] += count
        } else if caller >= 0 {
            stack[caller].selfCalls += count
            procedures[k].mostSelfCalls = max(procedures[k].mostSelfCalls, stack[caller].selfCalls)
        }
    }

    /// Takes the calls at `level` and above off the stack; returns the one
    /// at `level` when it is replaced by a tail call (`tail`), whose
    /// deferred calls the caller settles.
    private func pop(from level: Int, tail: Bool) -> Record? {
        var replaced: Record?
        while let top = stack.last, top.level >= level {
            stack.removeLast()
            if top.isDelayed {
                innermostDelayed = top.previousDelayed
                if tail && top.level == level {
                    replaced = top
                    continue
                }
                for (k, count) in top.deferred { attribute(k, count) }
            } else {
                innermost[top.key] = top.previous
                if tail && top.level == level { replaced = top }
            }
        }
        return replaced
    }

    private func delayed(level: Int, tail: Bool) {
        let replaced = pop(from: level, tail: tail)
        var record = Record(key: -1, level: level, previous: -1, pending: 0, previousDelayed: innermostDelayed)
        if let replaced {
            if replaced.isDelayed { record.deferred = replaced.deferred } else { innermost[replaced.key] = replaced.previous }
        }
        innermostDelayed = stack.count
        stack.append(record)
    }

    private func call(_ k: Int, level: Int, tail: Bool, counted: Bool = true) {
        let replaced = pop(from: level, tail: tail)
        if counted { procedures[k].calls += 1 }
        var record = Record(key: k, level: level, previous: innermost[k], pending: 1)
        if let replaced, replaced.key == k {
            // The next turn of a loop: the call it replaces was not waiting.
            procedures[k].tailSelfCalls += 1
            record.previous = replaced.previous
            record.pending = replaced.pending
        } else {
            if let replaced, replaced.isDelayed {
                // The calls the delayed expression made before this tail
                // call were made for it: they are its.
                var deferred = replaced.deferred
                record.selfCalls = deferred.removeValue(forKey: k) ?? 0
                procedures[k].mostSelfCalls = max(procedures[k].mostSelfCalls, record.selfCalls)
                for (other, count) in deferred { attribute(other, count) }
            }
            let caller = record.previous
            attribute(k)
            if caller >= 0 { record.pending = stack[caller].pending + 1 }
        }
        procedures[k].mostPending = max(procedures[k].mostPending, record.pending)
        innermost[k] = stack.count
        stack.append(record)
    }

    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
        // A delayed expression's procedure (`force`, see `compileDelay`) is
        // not a procedure of the program: what it calls is attributed to the
        // procedure that forced it.
        if procedure.name == "force" && procedure.code.takesNothing {
            // A delayed expression that calls a procedure seen before, as
            // `(stream-filter pred (stream-cdr stream))` does: a call of it
            // (the kit's streams report theirs so), whose tail call is its
            // next turn; any other: its calls wait for its tail call.
            if let body = procedure.code.sourceBody.last, case .pair(let form) = body,
               case .symbol(let head) = form.car, let k = keyOfName[head.name] {
                call(k, level: 2 * depth, tail: tail, counted: false)
            } else {
                delayed(level: 2 * depth, tail: tail)
            }
        } else {
            call(key(procedure), level: 2 * depth, tail: tail)
        }
        try next?.enter(procedure, arguments: arguments, depth: depth, tail: tail)
    }

    func leave(_ procedure: Closure, value: Value, depth: Int) {
        _ = pop(from: 2 * depth, tail: false)
        next?.leave(procedure, value: value, depth: depth)
    }

    func step(in procedure: String, depth: Int) throws {
        // A native turn at the same level as the last one of the same
        // procedure is the next turn of its loop.
        call(key(native: procedure), level: 2 * depth + 1, tail: true)
        try next?.step(in: procedure, depth: depth)
    }

    func forcedRest(of procedure: String, depth: Int) throws {
        // As the book's delayed expression calling its procedure in tail
        // position: the structure sees a turn of the procedure.
        call(key(native: procedure), level: 2 * depth + 1, tail: true)
        try next?.forcedRest(of: procedure, depth: depth)
    }
}

extension LambdaCode {
    /// Whether the procedure takes no arguments (a delayed expression's).
    var takesNothing: Bool {
        if case .null = sourceParameters { return true }
        return false
    }
}
