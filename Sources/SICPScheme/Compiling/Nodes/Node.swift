/// A compiled form. The compiler turns each form into a tree of nodes once;
/// evaluating is then a walk of that tree with no name lookups (locals are
/// addressed by frame depth and slot, globals through their cell).
///
/// A call in tail position does not call: it leaves the procedure and its new
/// frame in the interpreter's tail registers and returns `.tailCall`, which
/// `if`, `begin`, `let` and the rest pass up unchanged to the loop in
/// `Interp.run`. That loop is the only place a compound procedure's body runs,
/// so an iterative process runs in constant Swift stack.
class Node {
    /// How `ControlStack` takes the node apart (a `ControlStack.Kind` raw
    /// value), worked out the first time it meets the node
    /// (`ControlStack.kind(of:)`): `Node.unclassified` until then.
    final var controlKind: UInt8 = Node.unclassified
    /// Which node class of its kind it is (see `ControlStack.classify`), so
    /// that the control stack reads its fields without a type test.
    final var controlShape: UInt8 = 0
    static let unclassified: UInt8 = 0xFF
    /// The subexpressions the control stack visits (for `if`, calls and
    /// inline arithmetic), unretained: the node's own fields keep them.
    /// Made with `controlKind`, so that the loop reads a child without
    /// retaining it.
    final var controlChildren: UnsafeMutablePointer<NodeRef>?

    deinit { controlChildren?.deallocate() }

    func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        fatalError("Node.eval is abstract")
    }

    /// The node's value as a test (`if`, `cond`): everything but `#f` is true.
    /// Comparisons override it to skip making a boolean value.
    func test(_ env: Frame?, _ cx: Interp) throws -> Bool {
        try eval(env, cx).isTrue
    }

    /// Where a variable reference's value lives (a frame slot or a global's
    /// storage), so that a call can look at the procedure there without
    /// copying it; nil for every other node. The place may hold `.undefined`
    /// (an unbound global, an unassigned internal definition): `eval`
    /// reports those.
    func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? { nil }
}

/// A global variable's storage. `.undefined` means unbound.
final class GlobalCell {
    let symbol: Symbol
    /// The value, at an address that stays put for the cell's life: what a
    /// call of a global procedure reads the procedure from.
    let storage: UnsafeMutablePointer<Value>
    var value: Value {
        get { storage.pointee }
        set {
            storage.pointee = newValue
            isBuiltin = false
        }
    }
    /// Whether the cell still holds the primitive the interpreter installed,
    /// so that the compiler's inline arithmetic may stand in for a call.
    @exclusivity(unchecked) var isBuiltin = false
    /// Whether a `define` has run for the cell: `.undefined` then means
    /// unassigned (`(define x)`), not unbound.
    var isDefined = false
    /// What the interpreter installed in the cell at start-up (a built-in),
    /// `.undefined` for a program's own global: the kit's Scheme code refers
    /// to this value, whatever the program binds later (see
    /// `Interp.evaluateAsKit`).
    var startupValue: Value = .undefined
    /// When the program first defined the global: 1 for its first
    /// definition, 2 for the next, ...; 0 for a built-in, a global the
    /// kit's code defined, or one never defined (see `Interp.ownGlobals`).
    var definitionOrder = 0
    init(_ symbol: Symbol) {
        self.symbol = symbol
        storage = .allocate(capacity: 1)
        storage.initialize(to: .undefined)
    }
    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }
}

extension Node {
    /// The slot of a variable of the current frame (a `LocalRef0`), which
    /// an operand position may read in place (`CallN` does); -1 for any
    /// other node.
    static func localSlot(_ node: Node) -> Int { (node as? LocalRef0)?.index ?? -1 }
}
