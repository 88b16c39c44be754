/// A compiled form. Placeholder base class; the evaluator fills it in.
class Node {
    func eval(_ env: Frame?, _ cx: Interp) throws -> Value { fatalError("abstract") }
}
final class Interp {}
