/// A procedure built into the interpreter.
///
/// Arity is checked by the caller before the body runs, so a `.fixed2` body
/// is always handed exactly two arguments, and a `.variadic` one an array of
/// `minArgs...maxArgs` elements. A variadic primitive may also carry a `fast2`
/// body for the common two-argument call (`(+ a b)`), which skips the array.
public final class Primitive {
    public enum Body {
        case fixed0(() throws -> Value)
        case fixed1((Value) throws -> Value)
        case fixed2((Value, Value) throws -> Value)
        case fixed3((Value, Value, Value) throws -> Value)
        case variadic(([Value]) throws -> Value)
    }

    public let name: String
    public let minArgs: Int
    /// `nil` when any number of arguments past `minArgs` is accepted.
    public let maxArgs: Int?
    public let body: Body
    public let fast2: ((Value, Value) throws -> Value)?

    public init(_ name: String, _ body: @escaping () throws -> Value) {
        self.name = name; minArgs = 0; maxArgs = 0; self.body = .fixed0(body); fast2 = nil
    }
    public init(_ name: String, _ body: @escaping (Value) throws -> Value) {
        self.name = name; minArgs = 1; maxArgs = 1; self.body = .fixed1(body); fast2 = nil
    }
    public init(_ name: String, _ body: @escaping (Value, Value) throws -> Value) {
        self.name = name; minArgs = 2; maxArgs = 2; self.body = .fixed2(body); fast2 = body
    }
    public init(_ name: String, _ body: @escaping (Value, Value, Value) throws -> Value) {
        self.name = name; minArgs = 3; maxArgs = 3; self.body = .fixed3(body); fast2 = nil
    }
    /// A primitive taking `min...max` arguments (`max: nil` for any number).
    public init(
        _ name: String, min: Int, max: Int?,
        fast2: ((Value, Value) throws -> Value)? = nil,
        _ body: @escaping ([Value]) throws -> Value
    ) {
        self.name = name; minArgs = min; maxArgs = max; self.body = .variadic(body)
        self.fast2 = fast2
    }

    /// Calls the primitive with already-evaluated arguments, checking arity.
    public func call(_ args: [Value]) throws -> Value {
        guard args.count >= minArgs, maxArgs.map({ args.count <= $0 }) ?? true else {
            throw EvalError.wrongArity(
                procedure: Printer.errorRepresentation(.primitive(self)),
                given: args.count, min: minArgs, max: maxArgs)
        }
        switch body {
        case .fixed0(let f): return try f()
        case .fixed1(let f): return try f(args[0])
        case .fixed2(let f): return try f(args[0], args[1])
        case .fixed3(let f): return try f(args[0], args[1], args[2])
        case .variadic(let f): return try f(args)
        }
    }
}

/// What the compiler knows about a `lambda`: its parameters, the size of the
/// frame a call allocates (parameters, then internal definitions), its body.
public final class LambdaCode {
    /// The procedure's name, when it was bound by `define` or a named `let`.
    public let name: String?
    /// The required parameters' names, in order.
    public let parameters: [String]
    /// The name of the rest parameter of `(lambda (a . rest) ...)`, if any.
    public let restParameter: String?
    /// Slots in a call's frame: parameters, rest parameter, internal definitions.
    let frameSize: Int
    let body: Node
    /// Whether a call's frame may outlive the call: the body makes a
    /// procedure (a `lambda`, an internal `define`, a named `let`) whose
    /// environment is the frame or one inside it. When false, nothing but
    /// the call holds the frame when it returns, and the frame goes back to
    /// the pool without a uniqueness check.
    let framesEscape: Bool
    /// The lambda's source as the reader gave it: the parameter list and
    /// the body's forms (for the substitution model, which steps the text).
    /// Not used by the call path.
    public let sourceParameters: Value
    public let sourceBody: [Value]
    /// The names of a call's frame in slot order (parameters, rest
    /// parameter, internal definitions), and those of the frame the
    /// procedure is made in (nil at top level): for `,env`, never read by
    /// a call.
    public let layout: FrameLayout
    let enclosingLayout: FrameLayout?

    /// `parameters.count`, kept for the call path.
    let requiredCount: Int
    let hasRest: Bool
    /// For a leaf procedure (see `LambdaCode.isLeaf`), the one frame every
    /// call of it runs in; nil for any other procedure.
    let leafFrame: Frame?
    /// For a leaf procedure, whether its body can be computed without the
    /// frame (`LeafShape`).
    let leafShape: LeafShape

    init(
        name: String?, parameters: [String], restParameter: String?, frameSize: Int, body: Node,
        framesEscape: Bool = true, sourceParameters: Value = .null, sourceBody: [Value] = [],
        layout: FrameLayout? = nil, enclosingLayout: FrameLayout? = nil
    ) {
        self.layout = layout ?? FrameLayout(parent: enclosingLayout, kind: .procedure)
        self.enclosingLayout = enclosingLayout
        self.framesEscape = framesEscape
        self.name = name
        self.sourceParameters = sourceParameters
        self.sourceBody = sourceBody
        self.parameters = parameters
        self.restParameter = restParameter
        self.frameSize = frameSize
        self.body = body
        requiredCount = parameters.count
        hasRest = restParameter != nil
        leafFrame = LambdaCode.isLeaf(body: body, parameters: parameters.count, frameSize: frameSize,
                                      hasRest: restParameter != nil, framesEscape: framesEscape)
            // `mayEscape: true` although nothing captures it: a leaf frame is
            // never pooled, and a tail call never runs in it (see
            // `Frame.canRunTailCall`).
            ? Frame.make(count: frameSize, parent: nil, mayEscape: true) : nil
        leafShape = leafFrame == nil ? .general : LeafShape(body: body, parameters: parameters.count)
    }

}

/// A compound procedure: a lambda's code closed over the frame it was made in.
public final class Closure {
    public let code: LambdaCode
    let env: Frame?
    /// `env`, unretained, to compare with a pooled frame's parent.
    let envRef: FrameRef?
    /// What the call path needs of `code`, kept here so that a call reads
    /// the closure alone: the argument count it takes without a rest list
    /// (-1 with one), its frame's size, and its body (unretained: `code`
    /// holds it for as long as the closure lives).
    let exactArity: Int
    let frameSize: Int
    let body: NodeRef
    /// `code.framesEscape`.
    let framesEscape: Bool
    /// `code.leafFrame`, unretained (the code holds it).
    let leafFrame: FrameRef?
    /// `code.leafShape`.
    let leafShape: LeafShape

    init(code: LambdaCode, env: Frame?) {
        self.code = code
        self.env = env
        envRef = env.map(FrameRef.init)
        exactArity = code.hasRest ? -1 : code.requiredCount
        frameSize = code.frameSize
        framesEscape = code.framesEscape
        body = NodeRef(code.body)
        leafFrame = code.leafFrame.map(FrameRef.init)
        leafShape = code.leafShape
    }

    /// Whether a call with `count` arguments fills exactly the required
    /// parameters (the fast path: no rest list, no arity error).
    @inline(__always)
    func takesExactly(_ count: Int) -> Bool { exactArity == count }

    public var name: String? { code.name }

    /// Whether the procedure was made at top level, closing over no local
    /// frame: its source alone says what it does.
    public var isTopLevel: Bool { env == nil }

    /// The closure `place` holds, not retained: for the call path, which
    /// uses it before anything can change `place`, and afterwards needs only
    /// its body (kept alive by the interpreter, see `Interp.keep`) and the
    /// new frame, which holds the closure's environment.
    @inline(__always)
    static func held(in place: UnsafeMutablePointer<Value>) -> ClosureRef? {
        guard case .closure(let c) = place.pointee else { return nil }
        return ClosureRef(c)
    }
}
