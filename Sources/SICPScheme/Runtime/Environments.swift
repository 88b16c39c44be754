/// The names of a frame's slots, in order, as the compiler laid them out:
/// a procedure's parameters then its internal definitions, a `let`'s
/// variables, a named `let`'s loop name. The compiler keeps one per scope,
/// in the procedures and `let`s it compiles; a call never reads it. The
/// environment-model view (`,env`) names a frame's bindings with it.
public final class FrameLayout {
    /// What makes a frame of this layout.
    public enum Kind: Sendable {
        /// A call of a compound procedure.
        case procedure
        /// A `let` (the frame the book's `((lambda (vars) body) exps)` makes).
        case `let`
        /// A `letrec` (`letrec*`).
        case letrec
        /// The frame holding a named `let`'s loop procedure.
        case namedLet
        /// A `let-syntax` body's frame (its internal definitions).
        case syntax
    }

    /// The slots' names, in slot order.
    public internal(set) var names: [String] = []
    /// The layout of the frame a frame of this layout is made in (its
    /// enclosing environment); nil: the global environment.
    public let parent: FrameLayout?
    public let kind: Kind

    init(parent: FrameLayout?, kind: Kind) {
        self.parent = parent
        self.kind = kind
    }
}

/// A frame of the environment model (SICP 3.2) as an observer sees it: its
/// bindings by name and its enclosing environment. Read it while it is
/// reported; an observer that holds it past that (`,env`'s recorder) calls
/// `keep()`, so that a drawing made after the evaluation shows every frame
/// as it stands then.
public struct EnvironmentFrame {
    let frame: Frame
    /// The names of its slots.
    public let layout: FrameLayout

    init(_ frame: Frame, _ layout: FrameLayout) {
        self.frame = frame
        self.layout = layout
    }

    /// Keeps the frame and its enclosing frames from being reused by a
    /// later call (a frame marked as one that may escape is pooled only when
    /// nothing else holds it, see `FramePool.recycle`, and no tail call runs
    /// in it in place): what holding it past its report needs. Only the
    /// frames kept pay the uniqueness check; the others are pooled as usual.
    /// - Complexity: O(d), d the frames enclosing it.
    public func keep() {
        var cursor: Frame? = frame
        while let f = cursor {
            cursor = f.withUnsafeMutablePointerToHeader { header in
                header.pointee.mayEscape = true
                return header.pointee.parent
            }
        }
    }

    /// The frame's identity (the same frame, the same identifier, for as
    /// long as this value holds it).
    public var id: ObjectIdentifier { ObjectIdentifier(frame) }

    /// The enclosing environment; nil: the global environment.
    public var parent: EnvironmentFrame? {
        let parent = frame.withUnsafeMutablePointerToHeader { $0.pointee.parent }
        guard let parent, let layout = layout.parent else { return nil }
        return EnvironmentFrame(parent, layout)
    }

    /// The bindings in slot order; a nil value is a variable not yet
    /// assigned (an internal definition before it runs).
    public var bindings: [(name: String, value: Value?)] {
        let count = min(frame.count, layout.names.count)
        return (0..<count).map { i in
            let value = frame[i]
            if case .undefined = value { return (layout.names[i], nil) }
            return (layout.names[i], value)
        }
    }
}

extension Closure {
    /// The environment the procedure was made in (SICP 3.2.1: the
    /// procedure object's second part); nil: the global environment.
    public var environment: EnvironmentFrame? {
        guard let env, let layout = code.enclosingLayout else { return nil }
        return EnvironmentFrame(env, layout)
    }
}

extension Interp {
    /// Tells the observer of a frame a `let` made (out of line: the node's
    /// path pays only its test of `observer`).
    @inline(never)
    func reportFrame(_ frame: Frame, _ layout: FrameLayout) {
        observer?.frameMade(EnvironmentFrame(frame, layout), by: nil)
    }

    /// Numbers the program's first definition of `cell` (not the kit's).
    @inline(never)
    func noteDefinition(_ cell: GlobalCell) {
        guard kitKeeps == nil else { return }
        definitionCount += 1
        cell.definitionOrder = definitionCount
    }

    /// The program's own globals, in the order it first defined them:
    /// neither the built-ins nor what the kit's code defines (a built-in
    /// the program defines again is its own). What `,env` draws in the
    /// global frame.
    public var ownGlobals: [(name: String, value: Value)] {
        globals.values.filter { $0.definitionOrder > 0 }.sorted { $0.definitionOrder < $1.definitionOrder }
            .compactMap { cell in
                if case .undefined = cell.value { return nil }
                return (cell.symbol.name, cell.value)
            }
    }
}
