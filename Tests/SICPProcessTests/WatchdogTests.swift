import Foundation
@testable import SICPProcess
import SICPScheme
import Testing

/// The backstop `sicp check` puts behind a learner's evaluation: a thread that
/// asks it to stop past a time limit, given its `Dog` as a `RetainedPointer`.
@Suite struct WatchdogTests {
    @Test func aBodyThatEndsInTimeIsLeftAlone() {
        let flag = InterruptFlag()
        let (result, fired) = Watchdog.guarding(limit: .seconds(30), flag: flag) { 42 }
        #expect(result == 42)
        #expect(!fired)
        #expect(!flag.isRequested)
    }

    @Test func aBodyPastTheLimitIsAskedToStopAndTheRequestIsForgotten() {
        let flag = InterruptFlag()
        let (sawRequest, fired) = Watchdog.guarding(limit: .milliseconds(20), flag: flag) { () -> Bool in
            let clock = ContinuousClock()
            let start = clock.now
            // A hang guard only: the request comes after 20 ms.
            while !flag.isRequested && clock.now - start < .seconds(60) {}
            return flag.isRequested
        }
        #expect(sawRequest)
        #expect(fired)
        #expect(!flag.isRequested, "cleared once the body is over, for the next evaluation")
    }

    @Test func aLoopingEvaluationIsStopped() throws {
        let outcome = try Scheme.run { interp, _, _ -> String in
            do {
                _ = try Watchdog.guarding(limit: .milliseconds(50), flag: interp.interrupt) {
                    try interp.evaluate("(define (spin) (spin)) (spin)")
                }
                return "finished"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome == ";Quit!")
    }

    /// Each watchdog's thread takes the retain `start` passed it and gives it
    /// back: many in a row, ending before and after their limit, each stop
    /// cleanly (the AddressSanitizer run in `.ci/run` reports a use after
    /// free).
    @Test func manyWatchdogsInARow() {
        let flag = InterruptFlag()
        var fired = 0
        for i in 0..<100 {
            let limit: Duration = i.isMultiple(of: 10) ? .zero : .seconds(30)
            let (_, didFire) = Watchdog.guarding(limit: limit, flag: flag) {
                if i.isMultiple(of: 10) {
                    let clock = ContinuousClock()
                    let start = clock.now
                    while !flag.isRequested && clock.now - start < .seconds(60) {}
                }
            }
            if didFire { fired += 1 }
        }
        #expect(fired == 10)
        #expect(!flag.isRequested)
    }

    /// Every unretained reference in the sources is one of the typed wrappers
    /// of `Runtime/References.swift`, whose comments state their invariants:
    /// no bare `Unmanaged` or `unowned(unsafe)` anywhere else.
    @Test func noBareUnretainedReferenceOutsideTheWrappers() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offending: [String] = []
        var scanned = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            scanned += 1
            if file.lastPathComponent == "References.swift" { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("Unmanaged") || line.contains("unowned(unsafe)") {
                offending.append("\(file.lastPathComponent):\(number + 1): \(line)")
            }
        }
        #expect(scanned > 50, "the sources were found")
        #expect(offending == [])
    }
}
