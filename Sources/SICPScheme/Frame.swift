/// A call's local variables: one allocation holding the parent pointer, the
/// slot count and the slots themselves.
final class Frame: ManagedBuffer<Frame.Header, Value> {
    struct Header {
        let parent: Frame?
        let count: Int
    }

    /// A frame of `count` slots, all `.undefined`.
    @inline(__always)
    static func make(count: Int, parent: Frame?) -> Frame {
        let buffer = Frame.create(minimumCapacity: count) { _ in Header(parent: parent, count: count) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .undefined, count: count) }
        return frame
    }

    /// A frame whose first slots hold `a0` (and `a1`), the rest `.undefined`.
    @inline(__always)
    static func make(count: Int, parent: Frame?, _ a0: Value) -> Frame {
        let buffer = Frame.create(minimumCapacity: count) { _ in Header(parent: parent, count: count) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { slots in
            slots.initialize(to: a0)
            if count > 1 { (slots + 1).initialize(repeating: .undefined, count: count - 1) }
        }
        return frame
    }

    @inline(__always)
    static func make(count: Int, parent: Frame?, _ a0: Value, _ a1: Value) -> Frame {
        let buffer = Frame.create(minimumCapacity: count) { _ in Header(parent: parent, count: count) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { slots in
            slots.initialize(to: a0)
            (slots + 1).initialize(to: a1)
            if count > 2 { (slots + 2).initialize(repeating: .undefined, count: count - 2) }
        }
        return frame
    }

    deinit {
        withUnsafeMutablePointers { header, elements in
            // One at a time: the runtime's generic array destroy is slower.
            for i in 0..<header.pointee.count { (elements + i).deinitialize(count: 1) }
        }
    }

    /// The enclosing frame. (Read through the header's pointer: the
    /// `header` property would check exclusive access at run time.)
    @inline(__always)
    var parent: Frame? { withUnsafeMutablePointerToHeader { $0.pointee.parent } }

    @inline(__always)
    subscript(index: Int) -> Value {
        get { withUnsafeMutablePointerToElements { $0[index] } }
        set { withUnsafeMutablePointerToElements { $0[index] = newValue } }
    }

    /// The arguments a call of `code` was given, rest list spread out.
    func arguments(of code: LambdaCode) -> [Value] {
        var args = (0..<code.requiredCount).map { self[$0] }
        if code.hasRest, let rest = self[code.requiredCount].listElements { args += rest }
        return args
    }
}
