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

    deinit {
        _ = withUnsafeMutablePointers { header, elements in
            elements.deinitialize(count: header.pointee.count)
        }
    }

    @inline(__always)
    var parent: Frame? { header.parent }

    @inline(__always)
    subscript(index: Int) -> Value {
        get { withUnsafeMutablePointerToElements { $0[index] } }
        set { withUnsafeMutablePointerToElements { $0[index] = newValue } }
    }
}
