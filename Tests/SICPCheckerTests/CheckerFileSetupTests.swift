import Foundation
@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// How a learner's files are set up (issue 30, a held-out corpus): the file
/// `load`s or `include`s its siblings, found next to it whatever the working
/// directory, as `sicp run` finds them; a stream layer of its own (the book's
/// `memo-proc` `delay` and `force`, a `cons-stream` macro), in the file or in
/// one it loads, is replaced by the built-in one, so that the checker's
/// streams and the file's are of one kind. Each with a wrong file that still
/// fails.
@Suite struct CheckerFileSetupTests {
    /// The book's stream layer of 3.5.1, written out as a learner does.
    static let layer = """
        (define (memo-proc proc)
          (let ((already-run? #f) (result #f))
            (lambda ()
              (if (not already-run?)
                  (begin (set! result (proc)) (set! already-run? #t) result)
                  result))))
        (define-syntax delay
          (syntax-rules () ((_ exp) (memo-proc (lambda () exp)))))
        (define (force delayed-object) (delayed-object))
        (define-syntax cons-stream
          (syntax-rules () ((_ a b) (cons a (delay b)))))
        (define (stream-car s) (car s))
        (define (stream-cdr s) (force (cdr s)))
        (define (stream-map proc . argstreams)
          (if (null? (car argstreams))
              '()
              (cons-stream (apply proc (map stream-car argstreams))
                           (apply stream-map (cons proc (map stream-cdr argstreams))))))
        """

    static func answer(_ head: String, factorials rest: String) -> String {
        """
        \(head)
        (define ones (cons-stream 1 ones))
        (define (add-streams s1 s2) (stream-map + s1 s2))
        (define integers (cons-stream 1 (add-streams ones integers)))
        (define (mul-streams s1 s2) (stream-map * s1 s2))
        (define factorials (cons-stream 1 (mul-streams factorials \(rest))))
        """
    }

    /// Writes `files` into a fresh folder; returns its path.
    static func folder(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sicp-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory.path
    }

    static func check(_ number: String, _ path: String) throws -> CheckReport {
        let exercise = try #require(ExerciseChecker.exercise(number))
        let source = try SourceFile.read(path)
        return try LargeStack.run(size: Scheme.stackSize) {
            try ExerciseChecker(stepLimit: 2_000_000, timeLimit: .seconds(300)).check(exercise, source: source, fileName: path)
        }
    }

    static let note = "    note: the built-in `delay`, `force`, `cons-stream`, `stream-car` and `stream-cdr` (the book's, 3.5.1) "
        + "were used in place of the file's own, so that the file's streams and the checker's are of one kind\n"

    @Test func aStreamLayerOfTheFilesOwnInALoadedSibling() throws {
        let folder = try Self.folder([
            "layer.scm": Self.layer,
            "right.scm": Self.answer("(load \"layer.scm\")", factorials: "(stream-cdr integers)"),
            "wrong.scm": Self.answer("(load \"layer.scm\")", factorials: "(stream-cdr (stream-cdr integers))"),
        ])
        // The working directory is not the files' folder: `load` looks next to the file.
        #expect(FileManager.default.currentDirectoryPath != folder)
        let right = try Self.check("3.54", folder + "/right.scm")
        #expect(right.text == """
            Exercise 3.54: mul-streams and factorials
            ✓ \(folder)/right.scm loads
            \(Self.note)✓ mul-streams: 3 cases right
            ✓ factorials: 2 cases right
            All 3 checks passed.

            """)
        let wrong = try Self.check("3.54", folder + "/wrong.scm")
        #expect(wrong.text == """
            Exercise 3.54: mul-streams and factorials
            ✓ \(folder)/wrong.scm loads
            \(Self.note)✓ mul-streams: 3 cases right
            ✗ factorials: 2 of 2 cases wrong
                (stream-head factorials 6): expected (1 2 6 24 120 720), got (1 3 12 60 360 2520)
                (stream-ref factorials 12): expected 6227020800, got 43589145600
            1 of 3 checks failed.

            """)
    }

    /// A `load` of a path on the learner's own machine (`d:\\sicp\\...`,
    /// `/Users/...`) reads the file its last parts name, from the file's
    /// folder or one above it, with a note; a wrong answer still fails.
    @Test func aLoadOfAnotherMachinesPathReadsTheFileItsLastPartsName() throws {
        let folder = try Self.folder([
            "common/layer.scm": Self.layer,
            "ch3/right.scm": Self.answer(#"(load "d:\\sicp\\common\\layer.scm")"#, factorials: "(stream-cdr integers)"),
            "ch3/wrong.scm": Self.answer(#"(load "/Users/me/sicp/common/layer")"#, factorials: "(stream-cdr (stream-cdr integers))"),
        ])
        let right = try Self.check("3.54", folder + "/ch3/right.scm")
        #expect(right.text == """
            Exercise 3.54: mul-streams and factorials
            ✓ \(folder)/ch3/right.scm loads
            \(Self.note)    note: (load "d:\\\\sicp\\\\common\\\\layer.scm") names a path of another machine: read as ../common/layer.scm, the file its last parts name from here
            ✓ mul-streams: 3 cases right
            ✓ factorials: 2 cases right
            All 3 checks passed.

            """)
        let wrong = try Self.check("3.54", folder + "/ch3/wrong.scm")
        #expect(wrong.text == """
            Exercise 3.54: mul-streams and factorials
            ✓ \(folder)/ch3/wrong.scm loads
            \(Self.note)    note: (load "/Users/me/sicp/common/layer") names a path of another machine: read as ../common/layer.scm, the file its last parts name from here
            ✓ mul-streams: 3 cases right
            ✗ factorials: 2 of 2 cases wrong
                (stream-head factorials 6): expected (1 2 6 24 120 720), got (1 3 12 60 360 2520)
                (stream-ref factorials 12): expected 6227020800, got 43589145600
            1 of 3 checks failed.

            """)
    }

    /// A `load` of a bare name that is not in the file's folder (`"layer.scm"`, kept in `../Utility/`, a folder
    /// the learner's Scheme had on its load path) reads the one file of that name in a folder beside, with a
    /// note; two such files are no answer, and the load stays the error it is.
    @Test func aLoadOfABareNameReadsTheOneFileOfThatNameBeside() throws {
        let folder = try Self.folder([
            "Utility/layer.scm": Self.layer,
            "ch3/right.scm": Self.answer(#"(load "layer.scm")"#, factorials: "(stream-cdr integers)"),
            "ch3/wrong.scm": Self.answer(#"(load "layer")"#, factorials: "(stream-cdr (stream-cdr integers))"),
        ])
        let right = try Self.check("3.54", folder + "/ch3/right.scm")
        #expect(right.text == """
            Exercise 3.54: mul-streams and factorials
            ✓ \(folder)/ch3/right.scm loads
            \(Self.note)    note: (load "layer.scm") is not found from this file's folder: read as ../Utility/layer.scm, the one file of that name in a folder beside it
            ✓ mul-streams: 3 cases right
            ✓ factorials: 2 cases right
            All 3 checks passed.

            """)
        let wrong = try Self.check("3.54", folder + "/ch3/wrong.scm")
        #expect(wrong.text == """
            Exercise 3.54: mul-streams and factorials
            ✓ \(folder)/ch3/wrong.scm loads
            \(Self.note)    note: (load "layer") is not found from this file's folder: read as ../Utility/layer.scm, the one file of that name in a folder beside it
            ✓ mul-streams: 3 cases right
            ✗ factorials: 2 of 2 cases wrong
                (stream-head factorials 6): expected (1 2 6 24 120 720), got (1 3 12 60 360 2520)
                (stream-ref factorials 12): expected 6227020800, got 43589145600
            1 of 3 checks failed.

            """)
        let twice = try Self.folder([
            "Utility/layer.scm": Self.layer,
            "Other/layer.scm": Self.layer,
            "ch3/right.scm": Self.answer(#"(load "layer.scm")"#, factorials: "(stream-cdr integers)"),
        ])
        let ambiguous = try Self.check("3.54", twice + "/ch3/right.scm")
        #expect(ambiguous.text.contains("warning: line 1: (load \"layer.scm\") stopped with ;Unable to open file"))
    }

    /// A learner's own loader, defined in an init file outside the
    /// repository (`(load-r "c01/divisor.scm")`, relative to a folder of
    /// their machine): read as `load`, in the files it loads too, with a
    /// note; a call of an unbound procedure on a file that is not there
    /// stays the error it is.
    @Test func aLearnersOwnLoaderIsReadAsLoad() throws {
        let folder = try Self.folder([
            "src/lib/math.scm": "(define (square x) (* x x))\n",
            "src/c01/divisor.scm": """
                (load-r "lib/math.scm")
                (define (smallest-divisor n) (find-divisor n 2))
                (define (find-divisor n test)
                  (cond ((> (square test) n) n) ((= (remainder n test) 0) test) (else (find-divisor n (+ test 1)))))
                """,
            "src/c01/ex1.21.scm": "(load-r \"c01/divisor.scm\")\n(smallest-divisor 199)\n",
            "src/c01/missing.scm": """
                (load-r "c01/nowhere.scm")
                (define (smallest-divisor n) (let loop ((d 2)) (cond ((> (* d d) n) n) ((= (remainder n d) 0) d) (else (loop (+ d 1))))))
                """,
        ])
        let found = try Self.check("1.21", folder + "/src/c01/ex1.21.scm")
        #expect(found.text == """
            Exercise 1.21: smallest-divisor of 199, 1999 and 19999
            ✓ \(folder)/src/c01/ex1.21.scm loads
                note: `load-r`, which nothing here defines, was taken for the file's own loader: (load-r "c01/divisor.scm") loaded "c01/divisor.scm" as `load` would
                note: 2 loads name paths of another machine or folder, each read as the file its last parts name from here: "c01/divisor.scm" as divisor.scm, "lib/math.scm" as ../lib/math.scm
            ✓ smallest-divisor: 15 cases right
            All 2 checks passed.

            """)
        let missing = try Self.check("1.21", folder + "/src/c01/missing.scm")
        #expect(missing.text.contains("warning: line 1: (load-r \"c01/nowhere.scm\") stopped with ;Unbound variable: load-r: skipped"))
        #expect(missing.text.hasSuffix("✓ smallest-divisor: 15 cases right\nAll 2 checks passed.\n"))
    }

    /// A Racket file's stream layer over `racket/stream` (a `cons-stream`
    /// of `stream-cons`, `stream-cdr` as `stream-rest`) is kept: MIT's in
    /// its place would force each integral's rest while the other's is
    /// being forced (3.78 with 3.77's integral), without end.
    @Test func aRacketStreamLayerIsKept() throws {
        let layer = """
            #lang racket
            (require (prefix-in strm: racket/stream))
            (define-syntax cons-stream (syntax-rules () ((_ a b) (strm:stream-cons a b))))
            (define stream-car strm:stream-first)
            (define stream-cdr strm:stream-rest)
            (define stream-null? strm:stream-empty?)
            (define the-empty-stream strm:empty-stream)
            (define (stream-map proc . ss)
              (if (stream-null? (car ss))
                  the-empty-stream
                  (cons-stream (apply proc (map stream-car ss)) (apply stream-map (cons proc (map stream-cdr ss))))))
            (define (add-streams s1 s2) (stream-map + s1 s2))
            (define (scale-stream s factor) (stream-map (lambda (x) (* x factor)) s))
            (define (integral delayed-integrand initial-value dt)
              (cons-stream initial-value
                           (let ((integrand (force delayed-integrand)))
                             (if (stream-null? integrand)
                                 the-empty-stream
                                 (integral (stream-cdr integrand) (+ (* dt (stream-car integrand)) initial-value) dt)))))

            """
        func answer(_ b: String) -> String {
            layer + """
                (define (solve-2nd a b dt y0 dy0)
                  (define y (integral (delay dy) y0 dt))
                  (define dy (integral (delay ddy) dy0 dt))
                  (define ddy (add-streams (scale-stream dy a) (scale-stream y \(b))))
                  y)
                """
        }
        let folder = try Self.folder(["right.rkt": answer("b"), "wrong.rkt": answer("(- b)")])
        let right = try Self.check("3.78", folder + "/right.rkt")
        #expect(right.text == """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ \(folder)/right.rkt loads
                note: skipped: #lang racket
            ✓ solve-2nd: 5 cases right
            All 2 checks passed.

            """)
        let wrong = try Self.check("3.78", folder + "/wrong.rkt")
        #expect(wrong.text.contains("✗ solve-2nd: "))
    }

    /// A file's own `force` is the book's, `(delayed-object)`: the
    /// checker's in its place forces promises and calls procedures, and
    /// errs on anything else as the file's own does, though Racket's
    /// `force` (a `#lang` file's) gives back what is not a promise: a
    /// 3.78 that passes `dy` to an `integral` that forces it, undelayed,
    /// fails as it fails in Racket.
    @Test func aFilesOwnForceErrsOnAStream() throws {
        func answer(_ integrand: String) -> String {
            "#lang r5rs\n" + Self.layer + """

                (define (add-streams s1 s2) (stream-map + s1 s2))
                (define (scale-stream s factor) (stream-map (lambda (x) (* x factor)) s))
                (define (integral delayed-integrand initial-value dt)
                  (define int
                    (cons-stream initial-value
                                 (let ((integrand (force delayed-integrand)))
                                   (add-streams (scale-stream integrand dt) int))))
                  int)
                (define (solve-2nd a b dt y0 dy0)
                  (define dy (integral (delay ddy) dy0 dt))
                  (define y (integral \(integrand) y0 dt))
                  (define ddy (add-streams (scale-stream dy a) (scale-stream y b)))
                  y)

                """
        }
        let folder = try Self.folder(["right.rkt": answer("(delay dy)"), "wrong.rkt": answer("dy")])
        let right = try Self.check("3.78", folder + "/right.rkt")
        #expect(right.passed)
        let wrong = try Self.check("3.78", folder + "/wrong.rkt")
        #expect(!wrong.passed)
        #expect(wrong.results.map(\.line).last == "solve-2nd: 5 of 5 cases wrong")
        #expect(wrong.results.last?.details.first == "(stream-ref (solve-2nd 1 0 0.001 1 1) 1000): expected 2.716923932235896, "
            + "but it stopped with ;The object {1 ...} is not applicable.")
    }

    /// A procedure the file defines itself is its answer: a helper's
    /// right `length`, loaded first, does not stand in for the file's own
    /// wrong one (it did: every definition is a candidate, a shadowed one
    /// too). Without a `length` of its own, the helper's is the file's.
    @Test func aLoadedVersionDoesNotStandInForTheFilesOwn() throws {
        let helper = "(define (length seq) (accumulate (lambda (x y) (+ y 1)) 0 seq))\n"
        let answer = """
            (load "common.scm")
            (define (map p seq) (accumulate (lambda (x y) (cons (p x) y)) (quote ()) seq))
            (define (append a b) (accumulate cons b a))

            """
        let folder = try Self.folder([
            "common.scm": helper,
            "right.scm": answer,
            "wrong.scm": answer + "(define (length seq) (accumulate (lambda (x y) (+ y 1))) 0 seq)\n",
        ])
        let right = try Self.check("2.33", folder + "/right.scm")
        #expect(right.text == """
            Exercise 2.33: map, append and length as accumulations
            ✓ \(folder)/right.scm loads
            ✓ map: 6 cases right
            ✓ append: 5 cases right
            ✓ length: 6 cases right
            All 4 checks passed.

            """)
        let wrong = try Self.check("2.33", folder + "/wrong.scm")
        #expect(wrong.text == """
            Exercise 2.33: map, append and length as accumulations
            ✓ \(folder)/wrong.scm loads
            ✓ map: 6 cases right
            ✓ append: 5 cases right
            ✗ length: 6 of 6 cases wrong
                every case stopped with ;The procedure #[compiled-procedure 12 ("accumulate" #x10) #xbc accumulate] has been called with 1 argument; it requires exactly 3 or 6 arguments.
                as in (length (list 1 2 3))
            1 of 4 checks failed.

            """)
    }

    @Test func anIncludedStreamLayerAndAnswer() throws {
        let folder = try Self.folder([
            "layer.scm": Self.layer,
            "mul.scm": Self.answer("", factorials: "(stream-cdr integers)"),
            "main.scm": "(include \"layer.scm\")\n(include \"mul.scm\")\n",
        ])
        let report = try Self.check("3.54", folder + "/main.scm")
        #expect(report.passed, "\(report.text)")
        #expect(report.text.contains(Self.note))
    }

    /// Outside chapter 3 a file's own `force` is its own.
    @Test func theLayerIsKeptForStreamExercisesOnly() throws {
        let folder = try Self.folder([
            "f.scm": "(define (force x) (* x x))\n(define (double f) (lambda (x) (f (f x))))\n(display (force 3))\n",
        ])
        let report = try Self.check("1.41", folder + "/f.scm")
        #expect(report.passed, "\(report.text)")
        #expect(!report.text.contains("built-in `force`"))
    }

    /// A form made circular with datum labels is evaluated as written (an
    /// error, a warning) and ends the checker's walks over the file's forms:
    /// it used to hang the search for unnamed streams.
    @Test func aCircularFormIsAWarningNotAHang() throws {
        let folder = try Self.folder([
            "c.scm": "(define (add-streams s1 s2) (stream-map + s1 s2))\n#0=(display . #0#)\n"
                + "(define ones (cons-stream 1 ones))\n(define integers (cons-stream 1 (add-streams ones integers)))\n",
        ])
        let report = try Self.check("3.54", folder + "/c.scm")
        #expect(report.text.hasPrefix("""
            Exercise 3.54: mul-streams and factorials
            ✓ \(folder)/c.scm loads, with 1 warning
                warning: line 2: #0=(display . #0#) stopped with ;Ill-formed syntax: #0=(display . #0#): skipped

            """), "\(report.text)")
        #expect(!report.passed)
    }

    /// 2.50 calling the book's procedures with underscores: the note names only those still the kit's once
    /// the file and what it loads are read (`make_vect` here comes from the file's own `vec.scm`, and
    /// `scale_vect` is set to a procedure of the file's).
    @Test func anUnderscoredBookNameALoadedFileDefinesIsNotSaidToBeTheKits() throws {
        let folder = try Self.folder([
            "vec.scm": "(define (make_vect x y) (cons x y))",
            "f.scm": """
                (load "vec.scm")
                (set! scale_vect (lambda (s v) (make_vect (* s (car v)) (* s (cdr v)))))
                (define (flip-horiz painter)
                  (transform_painter painter (make_vect 1.0 0.0) (make_vect 0.0 0.0) (make_vect 1.0 1.0)))
                """,
        ])
        let exercise = try #require(PictureChecker.exercise("2.50"))
        let path = folder + "/f.scm"
        let source = try SourceFile.read(path)
        let report = try LargeStack.run { try PictureChecker().check(exercise, source: source, fileName: path) }
        let note = "note: \(path) calls `transform_painter` without defining it: the book's `transform-painter` was used under that name"
        #expect(report.text.contains(note))
        #expect(!report.text.contains("`make_vect`"))
        #expect(!report.text.contains("`scale_vect`"))
        #expect(report.text.contains("✓ flip-horiz: the book's picture in all 4 paintings"))
    }

    /// The comment lines read as a section's heading in a file of many
    /// exercises (see `ExerciseChecker.sectionAlone`), and lines that are not.
    @Test func sectionHeadings() {
        let headings: [(String, String?)] = [
            (";;ex2-33", "2.33"), ("; Exercise 2.33.", "2.33"), (";;; 2.33", "2.33"), (";; Exercise 1.7: good-enough?", "1.7"),
            (";; 練習問題2.33", "2.33"), ("#| Exercise 3.05 |#", "3.5"), ("  ; ex 1_11", "1.11"), (";;SICP 2.4", "2.4"),
            (";; 2.2.3 Sequences", nil), (";; 2.333 is near", nil), ("(define x 2.33)", nil), (";; see page 2.33", nil),
            (";; 12.3", nil), (";; Exercise 2", nil),
        ]
        for (line, expected) in headings {
            #expect(ExerciseChecker.sectionHeading(line[...]) == expected, "\(line)")
        }
    }

    /// Only definitions of the Scheme's built-ins outside the exercise's
    /// section are left out, line numbers kept, and only in a file of three
    /// sections at least.
    @Test func sectionAloneLeavesOutOtherSectionsBuiltIns() throws {
        let source = """
            ;;ex2-4
            (define (car z) (z 0))
            (define (helper x) x)
            ;;ex2-18
            (define (reverse l)
              l)
            ;;ex2-33
            (define (length s) 0)
            """
        let bound: (String) -> Bool = { ["car", "reverse", "length"].contains($0) }
        let (alone, note) = try #require(ExerciseChecker.sectionAlone(source, number: "2.33", bound: bound))
        #expect(alone == """
            ;;ex2-4
            ;(define (car z) (z 0))
            (define (helper x) x)
            ;;ex2-18
            ;(define (reverse l)
            ;  l)
            ;;ex2-33
            (define (length s) 0)
            """)
        #expect(note == "judged on exercise 2.33's own section (line 7 on): the file's other sections rebind the "
            + "built-in `car` and `reverse` (lines 2, 5-6): those definitions were left out, as when the section is "
            + "evaluated on its own")
        #expect(ExerciseChecker.ownSections(source, number: "2.33") == ";;ex2-33\n(define (length s) 0)")
        #expect(ExerciseChecker.ownSections(source, number: "2.34") == source)
        #expect(ExerciseChecker.sectionAlone(source, number: "2.34", bound: bound) == nil)
        let twoSections = source.replacing(";;ex2-18\n", with: "")
        #expect(ExerciseChecker.sectionAlone(twoSections, number: "2.33", bound: bound) == nil)
        // A byte order mark before the first heading moves no line.
        let (marked, markedNote) = try #require(ExerciseChecker.sectionAlone("\u{FEFF}" + source, number: "2.33", bound: bound))
        #expect(marked == "\u{FEFF}" + alone)
        #expect(markedNote == note)
        let (markedDefine, _) = try #require(ExerciseChecker.sectionAlone(
            "\u{FEFF}(define (car z) (z 0))\n" + source, number: "2.33", bound: bound))
        #expect(markedDefine == ";\u{FEFF}(define (car z) (z 0))\n" + alone)
    }
}
