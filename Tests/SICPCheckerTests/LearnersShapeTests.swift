import Foundation
@testable import SICPChecker
@testable import SICPProcess
import SICPScheme
import Testing

/// The process the source shows (`TailCalls`) against the space measured,
/// on the learners' files the checker is tried on.
@Suite struct LearnersShapeTests {}

extension LearnersShapeTests {
    /// The learners' files (`Fixtures/learners/`): every procedure whose
    /// shape an exercise measures, explained and measured at the sizes the
    /// checker uses. A procedure that errs or runs out of time at some size
    /// is left out (the checker reports it otherwise).
    @Test(.disabled(if: Sanitizer.isOn, "the sizes are measured within time limits"))
    func theLearnersProceduresAgreeWithTheirMeasuredSpace() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixture.path("learners")).sorted()
        var compared = 0
        var disagreements: [String] = []
        for file in files where file.hasSuffix(".scm") {
            let number = String(file.dropFirst(2).prefix { $0 != "-" })
            guard let exercise = ExerciseChecker.exercise(number) else { continue }
            let source = try Fixture.text("learners/" + file)
            try Scheme.run { interp, _, _ in
                interp.maximumDepth = 100_000
                // Each top-level form within a million steps: a file's slow
                // demo line ((fib 40)) is skipped, its definitions kept.
                guard let calls = TailCalls(source: source) else { return }
                var reader = Reader(source)
                while let datum = try? reader.read() {
                    _ = try? Statistics.measure(interp, stepLimit: 1_000_000) { try interp.evaluate(datum: datum) }
                }
                for role in exercise.roles {
                    guard let shape = role.shape else { continue }
                    for name in role.names {
                        guard case .closure? = interp.lookup(name), let verdict = calls.verdict(of: name) else { continue }
                        var points: [(n: Double, value: Double)] = []
                        for n in shape.sizes {
                            let call = role.conventions[0].render(name, shape.arguments(n))
                            guard let m = try? Statistics.measure(interp, stepLimit: 1_000_000, { try interp.evaluate(call).last ?? .unspecified })
                            else { break }
                            points.append((Double(n), Double(m.space)))
                        }
                        guard points.count == shape.sizes.count, let fit = Growth.fit(points) else { continue }
                        compared += 1
                        var recursive = false
                        if case .recursive = verdict { recursive = true }
                        if recursive == (fit.order == .constant) {
                            disagreements.append("\(file): \(name): \(verdict), space \(fit.order.name)")
                        }
                    }
                }
            }
        }
        #expect(disagreements == [])
        // Every fixture's procedure of a shaped role (75 and more); one whose
        // sizes run past 2 s on a slow machine (AddressSanitizer) is not compared.
        #expect(compared >= 70)
    }
}
