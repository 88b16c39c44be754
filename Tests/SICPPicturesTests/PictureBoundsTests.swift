import SICPPictures
import SICPScheme
import Testing

/// Issue 31: no coordinate crashes a picture, and the learner's
/// redefinitions of the built-ins (exercise 2.33's `append`, a `car` of
/// one's own) do not break the kit's painters.
@Suite struct PictureBoundsTests {
    static func painting(_ x: String) -> String {
        "(paint (segments->painter (list (make-segment (make-vect \(x) 0) (make-vect 0 0)))) 10)"
    }

    @Test(arguments: [
        ("1e20", ";The segment (1.0e20, 0.0) -> (0.0, 0.0) cannot be drawn: a coordinate is too large (the limit is 1.0e15 in size)."),
        ("-1e15", ";The segment (-1.0e15, 0.0) -> (0.0, 0.0) cannot be drawn: a coordinate is too large (the limit is 1.0e15 in size)."),
        // The frame's map multiplies the infinite x by 0 for y: not a number.
        ("(/ -1. 0.)", ";The segment (-inf.0, +nan.0) -> (0.0, 0.0) cannot be drawn: a coordinate is not a number."),
        ("(- (/ 1. 0.) (/ 1. 0.))", ";The segment (+nan.0, +nan.0) -> (0.0, 0.0) cannot be drawn: a coordinate is not a number."),
    ])
    func aCoordinateNoRendererCanDrawIsRefusedNamingTheSegment(x: String, message: String) {
        #expect(Pictures.error(Self.painting(x)) == message)
    }

    @Test func aLargeButDrawableCoordinateIsClipped() throws {
        #expect(try Pictures.output(Self.painting("1e14")).count > 0)
    }

    @Test func redefinedBuiltInsDoNotBreakTheKitsPainters() throws {
        let plain = try Pictures.output("(paint rogers 20)")
        let redefined = try Pictures.output("""
            (define (append a b) (accumulate cons b a))
            (define (map p sequence) 'mine)
            (define (car x) 42)
            (define (length l) 0)
            (paint rogers 20)
            """)
        #expect(!plain.isEmpty && redefined == plain)
    }

    @Test func aPathNotEndingInSVGAndAMissingFolderAreSaidAsSuch() {
        #expect(Pictures.error(#"(paint rogers "x.png")"#)
            == #";The file name "x.png", passed as the second argument to paint, must end in .svg."#)
        #expect(Pictures.error(#"(paint rogers "/no-such-folder-31/x.svg")"#)
            == #";Unable to open file "/no-such-folder-31/x.svg" because: the folder /no-such-folder-31 does not exist."#)
    }
}
