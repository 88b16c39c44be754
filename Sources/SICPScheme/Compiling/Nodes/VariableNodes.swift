final class Constant: Node {
    let value: Value
    init(_ value: Value) { self.value = value }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        if case .int(let n) = value { return .int(n) }
        return value
    }
}

/// A variable reference: its value lives at `location` (which every
/// subclass provides), so a call can look at a procedure there.
class VariableRef: Node {}

final class LocalRef0: VariableRef {
    let index: Int
    init(_ index: Int) { self.index = index }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        Frame.read(env.unsafelyUnwrapped.slot(depth: 0, index: index))
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        env.unsafelyUnwrapped.slot(depth: 0, index: index)
    }
}

final class LocalRef1: VariableRef {
    let index: Int
    init(_ index: Int) { self.index = index }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        Frame.read(env.unsafelyUnwrapped.slot(depth: 1, index: index))
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        env.unsafelyUnwrapped.slot(depth: 1, index: index)
    }
}

final class LocalRef: VariableRef {
    let depth: Int
    let index: Int
    init(depth: Int, index: Int) {
        self.depth = depth
        self.index = index
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        Frame.read(env.unsafelyUnwrapped.slot(depth: depth, index: index))
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        env.unsafelyUnwrapped.slot(depth: depth, index: index)
    }
}

/// A reference to an internal definition or `letrec` variable, which may be
/// read before it is assigned.
final class CheckedLocalRef: VariableRef {
    let depth: Int
    let index: Int
    let name: Symbol
    init(depth: Int, index: Int, name: Symbol) {
        self.depth = depth
        self.index = index
        self.name = name
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let value = env.unsafelyUnwrapped.slot(depth: depth, index: index).pointee
        if case .undefined = value { throw EvalError.unassignedVariable(name.name) }
        return value
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        env.unsafelyUnwrapped.slot(depth: depth, index: index)
    }
}

final class GlobalRef: VariableRef {
    let cell: GlobalCell
    init(_ cell: GlobalCell) { self.cell = cell }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let value = cell.value
        if case .undefined = value {
            // Gauche's keywords (`(add-load-path "." :relative)`): a name
            // that starts with a colon and is bound to nothing is itself.
            if !cell.isDefined, cell.symbol.name.count > 1, cell.symbol.name.hasPrefix(":") { return .symbol(cell.symbol) }
            throw cell.unsetError
        }
        return value
    }
    override func location(_ env: Frame?, _ cx: Interp) -> UnsafeMutablePointer<Value>? {
        cell.storage
    }
}

final class SetLocal: Node {
    let depth: Int
    let index: Int
    let value: Node
    init(depth: Int, index: Int, value: Node) {
        self.depth = depth
        self.index = index
        self.value = value
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let v = try value.eval(env, cx)
        env.unsafelyUnwrapped.slot(depth: depth, index: index).pointee = v
        return .unspecified
    }
}

final class SetGlobal: Node {
    let cell: GlobalCell
    let value: Node
    init(_ cell: GlobalCell, _ value: Node) {
        self.cell = cell
        self.value = value
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        let v = try value.eval(env, cx)
        if case .undefined = cell.value, !cell.isDefined { throw cell.unsetError }
        cell.value = v
        return .unspecified
    }
}

extension GlobalCell {
    /// MIT's error for a global that holds no value.
    var unsetError: EvalError {
        isDefined ? .unassignedVariable(symbol.name) : .unboundVariable(symbol.name)
    }
}

final class DefineGlobal: Node {
    let cell: GlobalCell
    let value: Node
    init(_ cell: GlobalCell, _ value: Node) {
        self.cell = cell
        self.value = value
    }
    override func eval(_ env: Frame?, _ cx: Interp) throws -> Value {
        cell.value = try value.eval(env, cx)
        cell.isDefined = true
        if cell.definitionOrder == 0 { cx.noteDefinition(cell) }
        return .unspecified
    }
}
