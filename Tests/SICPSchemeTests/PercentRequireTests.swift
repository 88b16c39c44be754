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

    /// Racket's `(require (only-in "file.rkt" name))` and its kin load
    /// the file as `(require "file.rkt")` does; `rename-in` binds the new
    /// name too.
    @Test(arguments: [
        ("(require (only-in \"lib.rkt\" double))\n(display (double 21))", "42"),
        ("(require (except-in \"lib.rkt\" triple))\n(display (double 21))", "42"),
        ("(require (prefix-in lib: \"lib.rkt\"))\n(display (lib:double 21))", "42"),
        ("(require (rename-in \"lib.rkt\" [double twice]))\n(display (twice 21))", "42"),
        ("(require (file \"lib.rkt\"))\n(display (double 21))", "42"),
    ])
    func aFileInsideAnImportFormIsLoaded(main: String, output expected: String) throws {
        let folder = try IncludeTests.folder([
            "main.rkt": "#lang racket\n" + main,
            "lib.rkt": "#lang racket\n(provide (all-defined-out))\n(define (double x) (* 2 x))\n(define (triple x) (* 3 x))",
        ])
        let (output, error, skipped) = try LargeStack.run(size: Scheme.stackSize) {
            let port = OutputPort()
            let interp = Interp(output: port)
            interp.mainFile = folder + "/main.rkt"
            do {
                try interp.evaluate(try SourceFile.read(folder + "/main.rkt"))
                return (port.collected, String?.none, interp.skippedModules)
            } catch {
                return (port.collected, "\(error)", interp.skippedModules)
            }
        }
        #expect(output == expected)
        #expect(error == nil)
        #expect(skipped == [])
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
