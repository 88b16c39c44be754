import Foundation
import SICPScheme
import Testing

/// `(#%require "file")`: the `require` of Racket's `#lang sicp`, which has
/// no `require` of its own, loads the learner's file as `require` does; a
/// module name stays skipped and noted.
@Suite struct PercentRequireTests {
    @Test func aFileIsLoadedAsRequireLoadsIt() throws {
        let folder = try IncludeTests.folder([
            "quiz/main.scm": "#lang sicp\n(#%require \"../common/stream.rkt\")\n(display (double 21))",
            "common/stream.rkt": "#lang sicp\n(define (double x) (* 2 x))",
        ])
        let (output, error, skipped, provided) = try LargeStack.run(size: Scheme.stackSize) {
            let port = OutputPort()
            let interp = Interp(output: port)
            interp.mainFile = folder + "/quiz/main.scm"
            do {
                try interp.evaluate(try SourceFile.read(folder + "/quiz/main.scm"))
                return (port.collected, String?.none, interp.skippedModules, interp.providedModules)
            } catch {
                return (port.collected, "\(error)", interp.skippedModules, interp.providedModules)
            }
        }
        #expect(output == "42")
        #expect(error == nil)
        #expect(skipped == [])
        #expect(provided == [#"(#%require "../common/stream.rkt")"#])
    }

    @Test func aMissingFileIsSkipped() throws {
        let folder = try IncludeTests.folder(["main.scm": "(#%require \"nowhere.rkt\")\n(display 1)"])
        let (output, skipped) = try LargeStack.run(size: Scheme.stackSize) {
            let port = OutputPort()
            let interp = Interp(output: port)
            interp.mainFile = folder + "/main.scm"
            try interp.evaluate(try SourceFile.read(folder + "/main.scm"))
            return (port.collected, interp.skippedModules)
        }
        #expect(output == "1")
        #expect(skipped == [#"(#%require "nowhere.rkt")"#])
    }
}
