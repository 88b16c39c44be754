#if canImport(Glibc)
import Glibc
#endif
import SICPPictures
import SICPScheme
import Testing

/// The picture language as the book writes it: painters counted and
/// compared by the segments they draw.
@Suite struct PictureLanguageTests {
    /// A painter of one segment, the diagonal of its frame.
    static let line = "(define line (segments->painter (list (make-segment (make-vect 0 0) (make-vect 1 1)))))"

    /// R(0) = 1, R(n) = 1 + 2 R(n-1): 2^(n+1) - 1 segments, as for up-split.
    @Test(arguments: 0...6)
    func rightSplitAndUpSplitDrawWhatTheRecursionImplies(n: Int) throws {
        let expected = (1 << (n + 1)) - 1
        #expect(try Pictures.segments("(right-split line \(n))", after: Self.line).count == expected)
        #expect(try Pictures.segments("(up-split line \(n))", after: Self.line).count == expected)
        #expect(try Pictures.segments("((split beside below) line \(n))", after: Self.line).count == expected)
    }

    /// C(0) = 1, C(n) = 1 + 2 U(n-1) + 2 R(n-1) + C(n-1): 1, 6, 19, 48, 109, 234.
    @Test(arguments: zip(0...5, [1, 6, 19, 48, 109, 234]))
    func cornerSplitDrawsWhatTheRecursionImplies(n: Int, count: Int) throws {
        #expect(try Pictures.segments("(corner-split line \(n))", after: Self.line).count == count)
        #expect(try Pictures.segments("(square-limit line \(n))", after: Self.line).count == 4 * count)
    }

    @Test func wavesAndRogersCounts() throws {
        #expect(try Pictures.segments("wave").count == 17)
        #expect(try Pictures.segments("rogers").count == 32)
        #expect(try Pictures.segments("(square-limit wave 4)").count == 7_412)
        #expect(try Pictures.segments("(square-limit rogers 4)").count == 13_952)
        #expect(try Pictures.segments("(flipped-pairs wave)").count == 68)
    }

    /// The book's first segment of wave, then where the transformations send it.
    @Test func transformationsMoveTheSegmentsWhereTheBookSays() throws {
        let one = "(define one (segments->painter (list (make-segment (make-vect 0.25 0.0) (make-vect 0.35 0.5)))))"
        let cases: [(String, Segment)] = [
            ("one", Segment(0.25, 0, 0.35, 0.5)),
            ("(flip-vert one)", Segment(0.25, 1, 0.35, 0.5)),
            ("(flip-horiz one)", Segment(0.75, 0, 0.65, 0.5)),
            ("(rotate90 one)", Segment(1, 0.25, 0.5, 0.35)),
            ("(rotate180 one)", Segment(0.75, 1, 0.65, 0.5)),
            ("(rotate270 one)", Segment(0, 0.75, 0.5, 0.65)),
            ("(shrink-to-upper-right one)", Segment(0.625, 0.5, 0.675, 0.75)),
            ("(squash-inwards one)", Segment(0.1625, 0.0875, 0.4025, 0.4475)),
            ("(beside one one)", Segment(0.125, 0, 0.175, 0.5)),
            ("(below one one)", Segment(0.25, 0, 0.35, 0.25)),
        ]
        for (painter, segment) in cases {
            let drawn = try Pictures.segments(painter, after: one)
            #expect(drawn.count == (painter.hasPrefix("(beside") || painter.hasPrefix("(below") ? 2 : 1), "\(painter)")
            #expect(samePicture([drawn[0]], [segment]), "\(painter): \(drawn)")
        }
    }

    /// sicp-pict's `(transform-painter origin corner1 corner2)` gives a
    /// procedure of the painter: the same picture as the book's call with
    /// the painter first; any other arity stops as the book's would.
    @Test func sicpPictsTransformPainterOfThreeArguments() throws {
        let one = "(define one (segments->painter (list (make-segment (make-vect 0.25 0.0) (make-vect 0.35 0.5)))))"
        let racket = try Pictures.segments(
            "((transform-painter (make-vect 1.0 0.0) (make-vect 0.0 0.0) (make-vect 1.0 1.0)) one)", after: one)
        let book = try Pictures.segments(
            "(transform-painter one (make-vect 1.0 0.0) (make-vect 0.0 0.0) (make-vect 1.0 1.0))", after: one)
        #expect(samePicture(racket, [Segment(0.75, 0, 0.65, 0.5)]))
        #expect(samePicture(book, racket))
        #expect(Pictures.error("(transform-painter (make-vect 0 0) (make-vect 1 0))")?
            .hasSuffix("transform-painter] has been called with 2 arguments; it requires exactly 4 arguments.") == true)
    }

    @Test func rotationsCompose() throws {
        let four = try Pictures.segments("(rotate90 (rotate90 (rotate90 (rotate90 rogers))))")
        #expect(samePicture(four, try Pictures.segments("rogers")))
        #expect(samePicture(try Pictures.segments("(rotate90 (rotate90 rogers))"), try Pictures.segments("(rotate180 rogers)")))
        #expect(samePicture(try Pictures.segments("(rotate90 (rotate180 rogers))"), try Pictures.segments("(rotate270 rogers)")))
        #expect(samePicture(try Pictures.segments("(flip-vert (flip-horiz rogers))"), try Pictures.segments("(rotate180 rogers)")))
    }

    /// Rogers is asymmetric: every flip and rotation changes the picture.
    @Test(arguments: ["flip-vert", "flip-horiz", "rotate90", "rotate180", "rotate270"])
    func rogersShowsEveryTransformation(transformation: String) throws {
        let plain = try Pictures.segments("rogers")
        #expect(!samePicture(plain, try Pictures.segments("(\(transformation) rogers)"), tolerance: 1e-3))
    }

    /// Exercise 2.47's second representation, with exercise 2.46's vectors as
    /// lists and 2.48's segments as lists: every painter draws the same picture.
    static let learnerRepresentation = """
        (define (make-vect x y) (list x y))
        (define (xcor-vect v) (car v))
        (define (ycor-vect v) (cadr v))
        (define (make-frame origin edge1 edge2) (cons origin (cons edge1 edge2)))
        (define (origin-frame f) (car f))
        (define (edge1-frame f) (cadr f))
        (define (edge2-frame f) (cddr f))
        (define (make-segment a b) (list 'segment a b))
        (define (start-segment s) (cadr s))
        (define (end-segment s) (caddr s))
        """

    @Test(arguments: [
        "wave", "rogers", "(flip-vert wave)", "(flip-horiz rogers)", "(rotate90 wave)", "(rotate180 rogers)",
        "(rotate270 wave)", "(shrink-to-upper-right wave)", "(squash-inwards rogers)", "(beside wave rogers)",
        "(below wave rogers)", "(flipped-pairs rogers)", "(right-split wave 3)", "(up-split rogers 2)",
        "(corner-split wave 2)", "(square-limit rogers 2)", "((split below beside) wave 2)",
        "((square-of-four rotate90 identity flip-vert rotate270) rogers)",
    ])
    func aLearnersConsBasedFramesWorkUnderEveryPainter(painter: String) throws {
        let book = try Pictures.segments(painter)
        let learners = try Pictures.segments(painter, after: Self.learnerRepresentation)
        #expect(!book.isEmpty)
        #expect(learners == book)
    }

    /// A learner's frames are used: a frame that cannot be taken apart fails
    /// in the learner's selector, not in a hidden one.
    @Test func theLearnersSelectorsAreCalled() {
        #expect(Pictures.error("(define (origin-frame f) (error \"mine\" f)) (paint wave)")?.hasPrefix(";mine ") == true)
        #expect(Pictures.error("(define (draw-line a b) (error \"drawn\")) (paint wave)") == ";drawn")
    }

    @Test func aSkewedFrame() throws {
        let frame = "(make-frame (make-vect 1 2) (make-vect 2 0) (make-vect 1 1))"
        let drawn = try Pictures.segments("(segments->painter (list (make-segment (make-vect 0.5 0) (make-vect 0 1))))", in: frame)
        #expect(drawn == [Segment(2, 2, 2, 3)])
    }

    @Test func badInput() {
        #expect(Pictures.error("(paint 5)") == ";The object 5 is not applicable.")
        #expect(Pictures.error("(paint wave 1.5)") == ";The object 1.5, passed as the second argument to paint, is not the correct type.")
        #expect(Pictures.error("(paint wave 1)") == ";The object 1, passed as the second argument to paint, is not in the correct range.")
        #expect(Pictures.error("(paint wave \"x.png\")")
            == ";The file name \"x.png\", passed as the second argument to paint, must end in .svg.")
        #expect(Pictures.error("(paint wave \"/no/such/dir/x.svg\")")
            == ";Unable to open file \"/no/such/dir/x.svg\" because: the folder /no/such/dir does not exist.")
        #expect(Pictures.error("(paint (lambda (frame) (draw-line (make-vect 0 0) (cons 1 'b))))")
            == ";The object (1 . b), passed as the second argument to draw-line, is not the correct type.")
        #expect(Pictures.error("(paint (lambda (frame) (draw-line 'v (make-vect 1 1))))")
            == ";The object v, passed as the first argument to car, is not the correct type.")
        #expect(Pictures.error("(paint wave 10 10)")?.hasPrefix(";The procedure #[compiled-procedure") == true)
    }

    /// `PictureLanguage`'s documented example: a picture as text (60
    /// columns: the port is not a terminal), then an SVG file.
    @Test func theDocumentedExample() throws {
        let path = "/tmp/sicp-pictures-doc-\(getpid()).svg"
        defer { unlink(path) }
        let (text, expected) = try Pictures.run { interp, recorder, port in
            try interp.evaluate("(paint (right-split wave 2))")
            try interp.evaluate("(paint (square-limit wave 4) \"\(path)\")")
            return (port.collected, TextPicture.render(try recorder.segments(of: "(right-split wave 2)"), columns: 60, rows: 30))
        }
        #expect(text == expected)
        #expect(try SourceFile.read(path).split(separator: "\n").filter { $0.hasPrefix("<line ") }.count == 7_412)
    }

    @Test func drawLineOutsidePaintDrawsNowhere() throws {
        #expect(try Pictures.output("(draw-line (make-vect 0 0) (make-vect 1 1)) (wave (make-frame (make-vect 0 0) (make-vect 1 0) (make-vect 0 1)))") == "")
    }
}

/// `sicp`'s sessions bind the picture language on the first mention of one
/// of its names: a program that paints nothing does not load it, and a
/// program's own definitions still win.
@Suite struct PictureLanguageOnFirstUseTests {
    static func session<T>(_ body: (Interp, OutputPort) throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { body in
            try LargeStack.run {
                let port = OutputPort()
                let interp = Interp(output: port)
                PictureLanguage.installOnFirstUse(in: interp)
                return try body(interp, port)
            }
        }
    }

    /// Racket's sicp-pict names call the book's procedures by their global
    /// names, so a learner's own vectors flow through them too.
    @Test func sicpPictNamesAreTheBooksProcedures() throws {
        try Self.session { interp, _ in
            let values = try interp.evaluate("""
                (list (vector-sub (make-vect 3 4) (make-vect 1 1)) (vector-add (make-vect 1 2) (make-vect 3 4))
                      (vector-scale 2 (make-vect 1 2)) (vector-xcor (make-vect 5 6)) (vector-ycor (make-vect 5 6))
                      (segment-start (make-segment 1 2)) (segment-end (make-segment 1 2))
                      (frame-origin (make-frame 'o 'a 'b)) (frame-edge1 (make-frame 'o 'a 'b)) (frame-edge2 (make-frame 'o 'a 'b)))
                """)
            #expect(values.last.map(Printer.write) == "((2 . 3) (4 . 6) (2 . 4) 5 6 1 2 o a b)")
            let own = try interp.evaluate("(define (make-vect x y) (list x y)) (define (xcor-vect v) (car v)) (vector-xcor (make-vect 7 8))")
            #expect(own.last.map(Printer.write) == "7")
        }
    }

    /// sicp-pict's constructors `vect` and `segment`, and `vects->segments`,
    /// which joins each vector of a list to the next.
    @Test func sicpPictConstructorsMakeTheBooksVectorsAndSegments() throws {
        try Self.session { interp, _ in
            let values = try interp.evaluate("""
                (list (vect 1 2) (segment (vect 0 0) (vect 1 1))
                      (vects->segments (list (vect 0 0) (vect 1 0) (vect 1 1))) (vects->segments (list (vect 0 0))))
                """)
            #expect(values.last.map(Printer.write) == "((1 . 2) ((0 . 0) 1 . 1) (((0 . 0) 1 . 0) ((1 . 0) 1 . 1)) ())")
        }
    }

    /// A program's definition is the kit's only when its parameters and its
    /// body are: `(scale-vect v s)` with the kit's body takes its arguments
    /// the other way round.
    @Test func theKitsDefinitionHasTheKitsParametersAndBody() throws {
        try Self.session { interp, _ in
            try interp.evaluate("(make-vect 1 2)")
            let kit = try #require(interp.lookup("scale-vect"))
            #expect(PictureLanguage.isKitDefinition(kit, named: "scale-vect"))
            try interp.evaluate("(define (scale-vect s v) (make-vect (* s (xcor-vect v)) (* s (ycor-vect v))))")
            #expect(PictureLanguage.isKitDefinition(try #require(interp.lookup("scale-vect")), named: "scale-vect"))
            try interp.evaluate("(define (scale-vect v s) (make-vect (* s (xcor-vect v)) (* s (ycor-vect v))))")
            #expect(!PictureLanguage.isKitDefinition(try #require(interp.lookup("scale-vect")), named: "scale-vect"))
        }
    }

    @Test func nothingIsLoadedUntilANameIsMentioned() throws {
        try Self.session { interp, _ in
            try interp.evaluate("(define (f x) (* x 2)) (f 21)")
            #expect(interp.lookup("make-vect") == nil)
            #expect(interp.lookup("paint") == nil)
            // Completion offers the names all the same.
            #expect(Set(PictureLanguage.names).isSubset(of: Set(interp.globalNames)))
            #expect(try interp.evaluate("(xcor-vect (make-vect 3 4))").last.map(Printer.write) == "3")
            #expect(interp.lookup("paint") != nil)
            #expect(interp.globalNames.filter { $0 == "paint" }.count == 1)
        }
    }

    @Test func aProgramsDefinitionBeforeAnyUseWins() throws {
        let output = try Self.session { interp, port -> String in
            try interp.evaluate("""
                (define (make-frame origin edge1 edge2) (cons origin (cons edge1 edge2)))
                (define (edge2-frame f) (cddr f))
                (define (origin-frame f) (car f))
                (define (edge1-frame f) (cadr f))
                (paint (flip-vert wave) 20)
                (display (edge2-frame (make-frame 1 2 3)))
                """)
            return port.collected
        }
        let expected = try Pictures.run { _, recorder, _ in
            TextPicture.render(try recorder.segments(of: "(flip-vert wave)"), columns: 20, rows: 10)
        }
        #expect(output == expected + "3")
    }

    @Test func anUnrelatedUnboundNameIsStillUnbound() throws {
        #expect(throws: EvalError.unboundVariable("make-vector-of")) {
            try Self.session { interp, _ in try interp.evaluate("(make-vector-of 1)") }
        }
    }
}
