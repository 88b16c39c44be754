import Foundation
@testable import SICPScheme
import Testing

/// Guile's modules in a learner's repository (`Builtins.useGuileModule`): a
/// `define-module`'s `#:use-module` and `use-modules` load the learner's
/// module file, found by its path on Guile's load path or by the
/// `define-module` that declares it, with `#:select`'s and `#:export`'s
/// renamings.
@Suite struct GuileModuleTests {
    /// A repository laid out as Guile learners have it: a folder for each
    /// chapter, files named by exercise, each a module of its own.
    static func repository(main: String) throws -> String {
        try IncludeTests.folder([
            "1 - Procedures/22.scm": """
                (define-module (chapter-1 exercise-22)
                  #:export (prime?))
                (define (prime? n) (and (> n 1) (let loop ((d 2)) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (loop (+ d 1)))))))
                """,
            "1 - Procedures/24.scm": """
                (define-module (chapter-1 exercise-24)
                  #:use-module (chapter-1 exercise-22)
                  #:export ((fast-prime? . prime?)))
                (define (fast-prime? n times) (list 'fast n times))
                """,
            "2 - Data/28.scm": """
                (define-module (chapter-2 exercise-28)
                  #:export (fringe))
                (define (fringe t) (cond ((null? t) '()) ((pair? t) (append (fringe (car t)) (fringe (cdr t)))) (else (list t))))
                """,
            "2 - Data/33.scm": """
                (define-module (chapter-2 exercise-33)
                  #:export (accumulate))
                (define (accumulate op initial sequence)
                  (if (null? sequence) initial (op (car sequence) (accumulate op initial (cdr sequence)))))
                (define (map p sequence) (accumulate (lambda (x y) (cons (p x) y)) '() sequence))
                """,
            "2 - Data/main.scm": main,
            "common/streams.scm": "(define-module (common streams)) (define the-streams 'found-by-path)",
        ])
    }

    @Test(arguments: [
        // Found by its declaration in the same folder; the selection renamed.
        ("""
         (define-module (chapter-2 exercise-35)
           #:use-module ((chapter-2 exercise-28) #:select ((fringe . enumerate-tree))))
         (display (enumerate-tree '(1 (2 3) 4)))
         """, "(1 2 3 4)", ["(define-module (chapter-2 exercise-28) #:export (fringe))",
                            "(define-module (chapter-2 exercise-35) #:use-module ((ch ..."]),
        // In a folder beside the file's folder; a name exported renamed and selected renamed again.
        ("""
         (define-module (chapter-2 exercise-40)
           #:use-module ((chapter-1 exercise-24) #:select ((prime? . primitive-prime?))))
         (display (list (primitive-prime? 7 5) (prime? 7)))
         """, "((fast 7 5) #t)", ["(define-module (chapter-1 exercise-22) #:export (prime?))",
                                  "(define-module (chapter-1 exercise-24) #:use-module (cha ...",
                                  "(define-module (chapter-2 exercise-40) #:use-module ((ch ..."]),
        // use-modules; the whole module, its renamed export as the user sees it.
        ("(use-modules (chapter-1 exercise-24)) (display (prime? 7 3))", "(fast 7 3)",
         ["(define-module (chapter-1 exercise-22) #:export (prime?))", "(define-module (chapter-1 exercise-24) #:use-module (cha ...",
          "(use-modules (chapter-1 exercise-24))"]),
        // What a module does not export stays in it: 2.33's map of one list.
        ("""
         (define-module (chapter-2 exercise-37) #:use-module (chapter-2 exercise-33))
         (display (list (accumulate + 0 (map * '(1 2) '(3 4))) (procedure? accumulate)))
         """, "(11 #t)", ["(define-module (chapter-2 exercise-33) #:export (accumul ...",
                         "(define-module (chapter-2 exercise-37) #:use-module (cha ..."]),
        // By its path from a folder above (Guile's load path at the repository's top).
        ("(use-modules (common streams)) (display the-streams)", "found-by-path", ["(define-module (common streams))", "(use-modules (common streams))"]),
    ])
    func aModuleOfTheLearnersIsLoaded(main: String, output: String, provided: [String]) throws {
        let folder = try Self.repository(main: main)
        let run = try LargeStack.run(size: Scheme.stackSize) { () throws -> (String, [String], [String]) in
            let port = OutputPort()
            let interp = Interp(output: port)
            interp.mainFile = folder + "/2 - Data/main.scm"
            try Builtins.evaluateFile(try SourceFile.read(folder + "/2 - Data/main.scm"), path: folder + "/2 - Data/main.scm",
                                      shownAs: "main.scm", interp)
            return (port.collected, interp.providedModules, interp.skippedModules)
        }
        #expect(run.0 == output)
        #expect(run.1 == provided)
        #expect(run.2 == [])
    }

    /// A circular `#:select` list (datum labels) is read as no selection:
    /// the form returns, the module (nowhere) noted as skipped.
    @Test func aCircularSelectionEnds() throws {
        let interp = Interp(output: OutputPort())
        let values = try interp.evaluate("(define-module (m) #:use-module ((a b) #:select #0=(x . #0#))) 'done")
        #expect(values.last.map(Printer.write) == "done")
        #expect(interp.skippedModules.count == 1)
        #expect(interp.providedModules == [])
    }

    @Test func aModuleNotFoundIsSkippedAndNoted() throws {
        let folder = try Self.repository(main: """
            (define-module (chapter-2 exercise-36) #:use-module (chapter-2 exercise-34))
            (use-modules (chapter-9 nothing))
            """)
        let skipped = try LargeStack.run(size: Scheme.stackSize) { () throws -> [String] in
            let interp = Interp(output: OutputPort())
            try Builtins.evaluateFile(try SourceFile.read(folder + "/2 - Data/main.scm"), path: folder + "/2 - Data/main.scm",
                                      shownAs: "main.scm", interp)
            return interp.skippedModules
        }
        #expect(skipped == ["(define-module (chapter-2 exercise-36) #:use-module (cha ...", "(use-modules (chapter-9 nothing))"])
    }
}
