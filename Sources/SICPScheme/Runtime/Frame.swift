#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A call's local variables: one allocation holding the parent pointer, the
/// slot count and the slots themselves.
final class Frame: ManagedBuffer<Frame.Header, Value> {
    struct Header {
        var parent: Frame? {
            didSet { parentRef = parent.map(FrameRef.init) }
        }
        var count: Int
        /// `parent`, unretained, for walking the chain (see `FrameRef`).
        var parentRef: FrameRef?
        /// Whether something besides the call may hold the frame when the
        /// call returns (a procedure made in it: `LambdaCode.framesEscape`).
        /// The pool checks uniqueness only then.
        var mayEscape: Bool

        init(parent: Frame?, count: Int, mayEscape: Bool = true) {
            self.parent = parent
            self.count = count
            parentRef = parent.map(FrameRef.init)
            self.mayEscape = mayEscape
        }
    }

    /// A frame of `count` slots, all `.undefined`.
    @inline(__always)
    static func make(count: Int, parent: Frame?, mayEscape: Bool = true) -> Frame {
        let buffer = Frame.create(minimumCapacity: count) { _ in Header(parent: parent, count: count, mayEscape: mayEscape) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .undefined, count: count) }
        return frame
    }

    /// A frame whose first slots hold `a0` (and `a1`), the rest `.undefined`.
    @inline(__always)
    static func make(count: Int, parent: Frame?, mayEscape: Bool = true, _ a0: consuming Value) -> Frame {
        let buffer = Frame.create(minimumCapacity: count) { _ in Header(parent: parent, count: count, mayEscape: mayEscape) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        let slots = frame.elements
        slots.initialize(to: a0)
        if count > 1 { (slots + 1).initialize(repeating: .undefined, count: count - 1) }
        return frame
    }

    @inline(__always)
    static func make(count: Int, parent: Frame?, mayEscape: Bool = true, _ a0: consuming Value, _ a1: consuming Value) -> Frame {
        let buffer = Frame.create(minimumCapacity: count) { _ in Header(parent: parent, count: count, mayEscape: mayEscape) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        let slots = frame.elements
        slots.initialize(to: a0)
        (slots + 1).initialize(to: a1)
        if count > 2 { (slots + 2).initialize(repeating: .undefined, count: count - 2) }
        return frame
    }

    /// The slots. The storage of a frame never moves, so the pointer is good
    /// for as long as the frame lives.
    @inline(__always)
    var elements: UnsafeMutablePointer<Value> { withUnsafeMutablePointerToElements { $0 } }

    deinit {
        withUnsafeMutablePointers { header, elements in
            Frame.destroy(elements, count: header.pointee.count)
        }
    }

    /// Destroys `count` slots one at a time (the runtime's generic array
    /// destroy is slower), skipping those that hold no reference: numbers,
    /// booleans and the like need no release, and the enum's general destroy
    /// is a call. A slot that held a reference is left holding `.undefined`
    /// (which needs no destroy): assigning it releases the old value directly,
    /// where `deinitialize` goes through the type's value witness.
    @inline(__always)
    static func destroy(_ slots: UnsafeMutablePointer<Value>, count: Int) {
        for i in 0..<count {
            switch slots[i] {
            case .int, .real, .bool, .null, .unspecified, .undefined: continue
            default: slots[i] = .undefined
            }
        }
    }

    /// A copy of the value in `slot`; a small integer is copied without the
    /// enum's general (outlined) copy, and a procedure (`term`, `next`
    /// passed down a recursion) with a plain retain.
    @inline(__always)
    static func read(_ slot: UnsafeMutablePointer<Value>) -> Value {
        if case .int(let n) = slot.pointee { return .int(n) }
        if case .closure(let c) = slot.pointee { return .closure(c) }
        return slot.pointee
    }

    @inline(__always)
    subscript(index: Int) -> Value {
        get { withUnsafeMutablePointerToElements { $0[index] } }
        set { withUnsafeMutablePointerToElements { $0[index] = newValue } }
    }

    /// The slot `index` of the frame `depth` levels out (0: this one),
    /// found without retaining the frames on the way: each is kept alive by
    /// the one inside it, and this one by the caller.
    @inline(__always)
    func slot(depth: Int, index: Int) -> UnsafeMutablePointer<Value> {
        if depth == 0 { return elements + index }
        var frame = parentRef.unsafelyUnwrapped
        var d = depth
        while d > 1 {
            frame = frame.with { $0.withUnsafeMutablePointerToHeader { $0.pointee.parentRef.unsafelyUnwrapped } }
            d &-= 1
        }
        return frame.with { $0.withUnsafeMutablePointerToElements { $0 + index } }
    }

    /// The arguments a call of `code` was given, rest list spread out.
    func arguments(of code: LambdaCode) -> [Value] {
        var args = (0..<code.requiredCount).map { self[$0] }
        if code.hasRest, let rest = self[code.requiredCount].listElements { args += rest }
        return args
    }

    /// The parent (nil at top level), for comparing without retaining.
    @inline(__always)
    var parentRef: FrameRef? { withUnsafeMutablePointerToHeader { $0.pointee.parentRef } }

    /// `parentRef` (the name the pool tests use).
    var parentAddress: FrameRef? { parentRef }

    /// The number of slots (0 while the frame waits in a pool).
    @inline(__always)
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// Readies a pooled frame's header for a call of the closure `c` with
    /// `count` slots (the caller initializes the slots). A pooled frame keeps
    /// the parent it had, and the next call of the same procedure (a loop's
    /// next turn) has the same one: `c`'s environment is retained only when
    /// it is a different one.
    @inline(__always)
    func reuse(count: Int, parentOf c: ClosureRef) {
        withUnsafeMutablePointerToHeader { header in
            if header.pointee.parentRef != c.with({ $0.envRef }) {
                header.pointee.parent = c.with { $0.env }
            }
            header.pointee.count = count
            header.pointee.mayEscape = c.with { $0.framesEscape }
        }
    }

    /// Empties the frame for a pool: its values released, its parent kept
    /// (see `reuse`; `FramePool.forgetParents` lets go of them).
    @inline(__always)
    func empty() {
        withUnsafeMutablePointers { header, slots in
            Frame.destroy(slots, count: header.pointee.count)
            header.pointee.count = 0
        }
    }

    /// Lets go of the parent (a pooled frame, between evaluations).
    func forgetParent() {
        withUnsafeMutablePointerToHeader { $0.pointee.parent = nil }
    }
}

/// Frames a finished call left behind, kept for the next call of the same
/// size: a frame no closure captured is reused instead of freed, which saves
/// an allocation and a deallocation on most calls.
final class FramePool {
    /// Frames kept per size at most: enough for the frames of a recursion
    /// 131,072 deep (the book's linear recursions on inputs of 100,000) to
    /// be reused by the next one: at most 18 MB of frames per size, most
    /// programs keep far fewer.
    private static let limit = 1 << 17
    /// The largest frame kept.
    private static let largest = 4

    /// For each size 1...4, a stack of `limit` frames, the first
    /// `counts[size]` of them initialized. Raw storage: no uniqueness or
    /// bounds checks on the call path.
    ///
    /// A mapping of its own (5 MiB of address space, its pages touched only
    /// as frames are kept), not a block of the malloc heap: `sicp` asks for
    /// huge pages on the heap (`HeapPages` in `SICPCommand`), where the
    /// first frame kept would fault in and zero a whole 2 MiB page.
    private let slots: UnsafeMutablePointer<Frame>
    private let counts: UnsafeMutablePointer<Int>
    /// Whether `slots` is a mapping (`munmap`) rather than an allocation.
    private let mapped: Bool

    private static var slotBytes: Int { (largest + 1) * limit * MemoryLayout<Frame>.stride }

    init() {
        #if canImport(Glibc)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
        #else
        let flags = MAP_PRIVATE | MAP_ANON | MAP_NORESERVE
        #endif
        if let p = mmap(nil, Self.slotBytes, PROT_READ | PROT_WRITE, flags, -1, 0), p != MAP_FAILED {
            slots = p.bindMemory(to: Frame.self, capacity: (Self.largest + 1) * Self.limit)
            mapped = true
        } else {
            slots = .allocate(capacity: (Self.largest + 1) * Self.limit)
            mapped = false
        }
        counts = .allocate(capacity: Self.largest + 1)
        counts.initialize(repeating: 0, count: Self.largest + 1)
    }

    deinit {
        for size in 1...Self.largest {
            (slots + size * Self.limit).deinitialize(count: counts[size])
        }
        if mapped {
            munmap(UnsafeMutableRawPointer(slots), Self.slotBytes)
        } else {
            slots.deallocate()
        }
        counts.deallocate()
    }

    /// A frame for a call of `c`: its frame size, its environment as the
    /// parent, all slots `.undefined` (the caller stores the arguments).
    /// These three stay separate, each with its own `Frame.make` fallback:
    /// one shared "uninitialized frame" step measured 5% more instructions
    /// on the iterative sum.
    @inline(__always)
    func make(for c: ClosureRef) -> Frame {
        let count = c.with { $0.frameSize }
        if let frame = take(count) {
            frame.reuse(count: count, parentOf: c)
            frame.elements.initialize(repeating: .undefined, count: count)
            return frame
        }
        return Frame.make(count: count, parent: c.with { $0.env }, mayEscape: c.with { $0.framesEscape })
    }

    /// A frame for a call of `c` with one argument, the other slots `.undefined`.
    @inline(__always)
    func make(for c: ClosureRef, _ a0: consuming Value) -> Frame {
        let count = c.with { $0.frameSize }
        if let frame = take(count) {
            frame.reuse(count: count, parentOf: c)
            let slots = frame.elements
            slots.initialize(to: a0)
            if count > 1 { (slots + 1).initialize(repeating: .undefined, count: count - 1) }
            return frame
        }
        return Frame.make(count: count, parent: c.with { $0.env }, mayEscape: c.with { $0.framesEscape }, a0)
    }

    /// A frame for a call of `c` with two arguments, the other slots `.undefined`.
    @inline(__always)
    func make(for c: ClosureRef, _ a0: consuming Value, _ a1: consuming Value) -> Frame {
        let count = c.with { $0.frameSize }
        if let frame = take(count) {
            frame.reuse(count: count, parentOf: c)
            let slots = frame.elements
            slots.initialize(to: a0)
            (slots + 1).initialize(to: a1)
            if count > 2 { (slots + 2).initialize(repeating: .undefined, count: count - 2) }
            return frame
        }
        return Frame.make(count: count, parent: c.with { $0.env }, mayEscape: c.with { $0.framesEscape }, a0, a1)
    }

    @inline(__always)
    private func take(_ count: Int) -> Frame? {
        guard count >= 1 && count <= Self.largest else { return nil }
        let n = counts[count]
        guard n > 0 else { return nil }
        counts[count] = n - 1
        return (slots + count * Self.limit + n - 1).move()
    }

    /// Lets go of the parents the pooled frames kept, so that an environment
    /// no procedure can reach any more is freed (the interpreter calls this
    /// after each top-level form).
    func forgetParents() {
        forEachPooled { $0.forgetParent() }
    }

    /// Calls `body` on every frame waiting in the pool.
    func forEachPooled(_ body: (Frame) -> Void) {
        for size in 1...Self.largest {
            let base = slots + size * Self.limit
            for i in 0..<counts[size] { body(base[i]) }
        }
    }

    /// Keeps `frame` for reuse if nothing else refers to it: a frame no
    /// procedure could capture (`mayEscape` false) is known to be the
    /// caller's alone; any other is checked.
    @inline(__always)
    func recycle(_ frame: consuming Frame) {
        let (count, mayEscape) = frame.withUnsafeMutablePointerToHeader { ($0.pointee.count, $0.pointee.mayEscape) }
        guard count >= 1 && count <= Self.largest, counts[count] < Self.limit,
              !mayEscape || isKnownUniquelyReferenced(&frame) else { return }
        frame.empty()
        let n = counts[count]
        (slots + count * Self.limit + n).initialize(to: frame)
        counts[count] = n + 1
    }
}

// MARK: - Tail calls in the caller's frame

extension UnownedRef where T == Frame {
    /// Whether a tail call of `c` made from a body running in this frame
    /// can run in this same frame, its arguments written over the caller's:
    /// the frame is a procedure call's that nothing else can hold (no
    /// procedure was made in it: `mayEscape` is false, which a `let`'s frame
    /// and a leaf procedure's never are), and it has the size and the parent
    /// a frame for `c` would have. The caller's body is done with its frame
    /// once the call's operands are evaluated, so the iterative processes of
    /// SICP 1.2 (`(iter (* counter product) (+ counter 1))`) run in one
    /// frame, without taking a frame from the pool and giving one back on
    /// every turn.
    @inline(__always)
    func canRunTailCall(of c: ClosureRef) -> Bool {
        with { frame in
            frame.withUnsafeMutablePointerToHeader { header in
                !header.pointee.mayEscape
                    && c.with { $0.frameSize == header.pointee.count && $0.envRef == header.pointee.parentRef }
            }
        }
    }

    /// Readies this frame (see `canRunTailCall`) for a call of `c` and
    /// returns its slots, all emptied: the caller initializes the arguments'
    /// (the rest, internal definitions, stay unassigned), and the frame may
    /// escape if `c`'s body makes a procedure.
    @inline(__always)
    func prepareTailCall(of c: ClosureRef) -> UnsafeMutablePointer<Value> {
        let escapes = c.with { $0.framesEscape }  // before a slot that may hold `c` is emptied
        return with { frame in
            frame.withUnsafeMutablePointers { header, slots in
                for i in 0..<header.pointee.count { Frame.free(slots + i) }
                header.pointee.mayEscape = escapes
                return slots
            }
        }
    }
}

extension Interp {
    /// A call of `c` on one argument in tail position, from a body running
    /// in `env`: made in `env` itself when it can be (`canRunTailCall`),
    /// otherwise in a new frame; either way left in the tail registers for
    /// the `run` loop (no frame in `tailFrame` means "the same frame").
    /// Out of line: the call nodes inline only their non-tail path, the
    /// `run` loop.
    @inline(never)
    func tailCall(_ c: ClosureRef, _ env: Frame?, _ a0: consuming Value) -> Value {
        guard let slots = tailCallSlots(c, env) else {
            return enter(tail: c, frames.make(for: c, a0))
        }
        slots.initialize(to: a0)
        return .tailCall
    }

    /// `tailCall` on two arguments.
    @inline(never)
    func tailCall(_ c: ClosureRef, _ env: Frame?, _ a0: consuming Value, _ a1: consuming Value) -> Value {
        guard let slots = tailCallSlots(c, env) else {
            return enter(tail: c, frames.make(for: c, a0, a1))
        }
        slots.initialize(to: a0)
        (slots + 1).initialize(to: a1)
        return .tailCall
    }

    /// `tailCall` on three arguments.
    @inline(never)
    func tailCall(
        _ c: ClosureRef, _ env: Frame?, _ a0: consuming Value, _ a1: consuming Value, _ a2: consuming Value
    ) -> Value {
        guard let slots = tailCallSlots(c, env) else {
            let frame = frames.make(for: c, a0, a1)
            (frame.elements + 2).initialize(to: a2)  // over `.undefined`
            return enter(tail: c, frame)
        }
        slots.initialize(to: a0)
        (slots + 1).initialize(to: a1)
        (slots + 2).initialize(to: a2)
        return .tailCall
    }

    /// When a tail call of `c` can run in `env` (`canRunTailCall`, and no
    /// observer watches calls): `env` readied for it, its body in
    /// `tailBody`, and its slots, empty, for the caller to initialize the
    /// arguments'. Nil otherwise.
    @inline(__always)
    private func tailCallSlots(_ c: ClosureRef, _ env: Frame?) -> UnsafeMutablePointer<Value>? {
        guard let env, observer == nil else { return nil }
        let frame = FrameRef(env)
        guard frame.canRunTailCall(of: c) else { return nil }
        tailBody = c.body  // read before the slots change: they may hold `c`
        return frame.prepareTailCall(of: c)
    }

    /// `enter` in tail position: the call left in the tail registers.
    @inline(__always)
    func enter(tail closure: ClosureRef, _ frame: consuming Frame) -> Value {
        tailBody = closure.body
        tailFrame = frame
        if observer != nil { tailClosure = closure.object }
        return .tailCall
    }
}
