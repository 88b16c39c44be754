import SICPScheme

/// An observer that passes every event on to the next one: what lets a
/// counter (`,stats`) and the tracer watch the same evaluation.
///
/// An interpreter has one `observer` slot. The observers of this module
/// form a chain in it: counters in front, each forwarding to its `next`,
/// and at the end the tracer (or any other observer, or nothing).
protocol ForwardingObserver: CallObserver {
    var next: (any CallObserver)? { get set }
}

/// An observer that only passes events on: installed, it puts an
/// evaluation under the views' step limit (`Interp.observedStepLimit`),
/// which counts the calls an observer sees.
final class PassingObserver: ForwardingObserver {
    var next: (any CallObserver)?
    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
        try next?.enter(procedure, arguments: arguments, depth: depth, tail: tail)
    }
    func leave(_ procedure: Closure, value: Value, depth: Int) {
        next?.leave(procedure, value: value, depth: depth)
    }
    func step(in procedure: String, depth: Int) throws {
        try next?.step(in: procedure, depth: depth)
    }
    func forcedRest(of procedure: String, depth: Int) throws {
        try next?.forcedRest(of: procedure, depth: depth)
    }
    func frameMade(_ frame: EnvironmentFrame, by procedure: Closure?) {
        next?.frameMade(frame, by: procedure)
    }
}

enum ObserverChain {
    /// Puts `new` at the end of `interp`'s chain of forwarding observers,
    /// in place of whatever ended it (`nil` removes the end).
    static func setEnd(of interp: Interp, to new: (any CallObserver)?) {
        guard var link = interp.observer as? any ForwardingObserver else {
            interp.observer = new
            return
        }
        while let following = link.next as? any ForwardingObserver { link = following }
        link.next = new
    }

    /// Whether `observer` is in `interp`'s chain.
    static func contains(_ observer: any CallObserver, in interp: Interp) -> Bool {
        var current = interp.observer
        while let link = current {
            if link === observer { return true }
            current = (link as? any ForwardingObserver)?.next
        }
        return false
    }

    /// Takes `observer` out of `interp`'s chain, joining its neighbours.
    static func remove(_ observer: any ForwardingObserver, from interp: Interp) {
        if interp.observer === observer {
            interp.observer = observer.next
            return
        }
        var current = interp.observer as? any ForwardingObserver
        while let link = current {
            if link.next === observer {
                link.next = observer.next
                return
            }
            current = link.next as? any ForwardingObserver
        }
    }
}

extension Closure {
    /// The name a trace or a count shows for this procedure: the name it was
    /// defined with, or the printer's form for an anonymous `lambda`.
    var displayName: String {
        name ?? Printer.write(.closure(self))
    }
}
