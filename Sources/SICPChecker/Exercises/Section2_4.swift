import SICPProcess
import SICPScheme

import SICPPictures

extension ExerciseChecker {
    /// Section 2.2.4's exercises as the registry lists them (`sicp check
    /// --list`, `ExerciseChecker.exercise`): their checks are pictures, run by
    /// `PictureChecker` (`section2_4Pictures`).
    static let section2_4: [Exercise] = section2_4Pictures.map { exercise in
        Exercise(number: exercise.number, title: exercise.title,
                 roles: exercise.roles.map { Role(label: "", names: $0.names, optional: $0.optional, reference: $0.names[0]) })
    }

    /// Painted cases `({KEY} PAINTER n)` against `(BOOK PAINTER n)` for n = 0 to 3.
    static func splits(_ key: String, book: String, hints: (Int) -> [PictureHint] = { _ in [] }) -> [PictureCase] {
        (0...3).map { n in PictureCase("({\(key)} PAINTER \(n))", book: "(\(book) PAINTER \(n))", hints: hints(n)) }
    }

    /// A transformation's picture named by what it does to the painter's:
    /// `the picture is mirrored top to bottom: this is `flip-vert``.
    static let transformHints: [PictureHint] = PictureComparison.Symmetry.allCases.compactMap { symmetry in
        guard let procedure = symmetry.procedure else { return nil }
        return PictureHint(book: procedure == "identity" ? "PAINTER" : "(\(procedure) PAINTER)", message: symmetry.description)
    }

    /// The picture exercises of section 2.2.4 (2.44-2.51).
    /// The names Racket's `sicp-pict` (and MIT's own problem sets) give the
    /// book's vectors, frames and segments: a learner who follows them writes
    /// `(define (segment-start s) (car s))` for 2.48.
    static let sicpPictNames: [String: String] = [
        "xcor-vect": "vector-xcor", "ycor-vect": "vector-ycor", "add-vect": "vector-add", "sub-vect": "vector-sub",
        "scale-vect": "vector-scale", "origin-frame": "frame-origin", "edge1-frame": "frame-edge1",
        "edge2-frame": "frame-edge2", "start-segment": "segment-start", "end-segment": "segment-end",
    ]

    /// Other names learners give the selectors of 2.46-2.48, after the
    /// book's and `sicp-pict`'s.
    static let selectorNames: [String: [String]] = [
        "xcor-vect": ["xcor", "x-coord", "x-coordinate", "vect-x", "x-vect", "get-x"],
        "ycor-vect": ["ycor", "y-coord", "y-coordinate", "vect-y", "y-vect", "get-y"],
        "origin-frame": ["origin", "frame-origin-vect"],
        "edge1-frame": ["edge1", "frame-edge-1"],
        "edge2-frame": ["edge2", "frame-edge-2"],
        "start-segment": ["start-vector", "start-vect", "start-point", "segment-start-point", "seg-start", "start-seg"],
        "end-segment": ["end-vector", "end-vect", "end-point", "segment-end-point", "seg-end", "end-seg"],
    ]

    static let section2_4Pictures: [PictureExercise] = [
        PictureExercise(
            number: "2.44", title: "up-split",
            roles: [PictureRole(key: "up-split", names: ["up-split", "upsplit", "up-split-painter"],
                                ownOrder: ("(up-split n painter) for the book's (up-split painter n)",
                                           "(lambda (painter n) (NAME n painter))"))],
            checks: [
                .pictures(title: "up-split", cases: splits("up-split", book: "up-split") { n in
                    [PictureHint(book: "(right-split PAINTER \(n))",
                                 message: "this is right-split's picture: `below` and `beside` are the other way round"),
                     PictureHint(book: "(sicp-upside-down-up-split PAINTER \(n))",
                                 message: "the painter is at the top and the smaller copies under it: "
                                     + "`below` puts its first painter at the bottom")]
                }, needs: ["up-split"]),
            ],
            reference: """
                (define (sicp-upside-down-up-split painter n)
                  (if (= n 0)
                      painter
                      (let ((smaller (sicp-upside-down-up-split painter (- n 1))))
                        (below (beside smaller smaller) painter))))
                """),
        PictureExercise(
            number: "2.45", title: "split, the general splitting operation",
            roles: [PictureRole(key: "split", names: ["split", "split-painter", "general-split"],
                                ownOrder: ("the procedures it returns taking (n painter) for the book's (painter n)",
                                           "(lambda (combine smaller) (lambda (painter n) ((NAME combine smaller) n painter)))")),
                    // The file's own instances, when it defines them: a
                    // `right-split` that returns the splitter, `(define
                    // (right-split painter n) (split beside below))`, is
                    // wrong though `split` is right.
                    PictureRole(key: "right-split", names: ["right-split"], optional: true,
                                ownOrder: ("(right-split n painter) for the book's (right-split painter n)",
                                           "(lambda (painter n) (NAME n painter))")),
                    PictureRole(key: "up-split", names: ["up-split"], optional: true,
                                ownOrder: ("(up-split n painter) for the book's (up-split painter n)",
                                           "(lambda (painter n) (NAME n painter))"))],
            checks: [
                .pictures(title: "(split beside below) as right-split", cases: (0...3).map { n in
                    PictureCase("(({split} beside below) PAINTER \(n))", book: "(right-split PAINTER \(n))", hints: [
                        PictureHint(book: "(up-split PAINTER \(n))",
                                    message: "this is up-split's picture: split uses its two operations the other way round"),
                    ])
                }, needs: ["split"]),
                .pictures(title: "(split below beside) as up-split", cases: (0...3).map { n in
                    PictureCase("(({split} below beside) PAINTER \(n))", book: "(up-split PAINTER \(n))", hints: [
                        PictureHint(book: "(right-split PAINTER \(n))",
                                    message: "this is right-split's picture: split uses its two operations the other way round"),
                    ])
                }, needs: ["split"]),
            ] + [("right-split", "up-split"), ("up-split", "right-split")].map { key, other in
                .pictures(title: "the file's \(key)", cases: (0...3).map { n in
                    PictureCase("({\(key)} PAINTER \(n))", book: "(\(key) PAINTER \(n))", hints: [
                        PictureHint(book: "(\(other) PAINTER \(n))",
                                    message: "this is \(other)'s picture: the file's \(key) gives split its two operations "
                                        + "the other way round"),
                    ])
                }, needs: [key])
            }),
        PictureExercise(
            number: "2.46", title: "vectors: make-vect, add-vect, sub-vect, scale-vect",
            roles: ["make-vect", "xcor-vect", "ycor-vect", "add-vect", "sub-vect", "scale-vect"].map {
                var role = PictureRole(key: $0, names: [$0] + (Self.sicpPictNames[$0].map { [$0] } ?? [])
                                           + (Self.selectorNames[$0] ?? []))
                // The vector first, (scale-vect v s), as many learners write it.
                // Bound in the file's procedure's place, the book's order over
                // it passes a call in the file's own order (`sub-vect`'s
                // `(scale-vect v2 -1)`) through as written.
                if $0 == "scale-vect" {
                    role.ownOrder = ("(scale-vect v s) for the book's (scale-vect s v)",
                                     "(lambda (s v) (if (number? s) (NAME v s) (NAME s v)))")
                }
                return role
            },
            checks: [
                .values(title: "make-vect, xcor-vect, ycor-vect", [
                    ("(xcor-vect (make-vect 3 4))", "3"), ("(ycor-vect (make-vect 3 4))", "4"),
                    ("(xcor-vect (make-vect -1/2 0.25))", "-1/2"), ("(ycor-vect (make-vect -1/2 0.25))", "0.25"),
                ], needs: ["make-vect", "xcor-vect", "ycor-vect"]),
                .values(title: "add-vect", [
                    ("(xcor-vect (add-vect (make-vect 1 2) (make-vect 3 5)))", "4"),
                    ("(ycor-vect (add-vect (make-vect 1 2) (make-vect 3 5)))", "7"),
                ], needs: ["make-vect", "xcor-vect", "ycor-vect", "add-vect"]),
                .values(title: "sub-vect", [
                    ("(xcor-vect (sub-vect (make-vect 1 2) (make-vect 3 5)))", "-2"),
                    ("(ycor-vect (sub-vect (make-vect 1 2) (make-vect 3 5)))", "-3"),
                ], needs: ["make-vect", "xcor-vect", "ycor-vect", "sub-vect"]),
                .values(title: "scale-vect", [
                    ("(xcor-vect (scale-vect 3 (make-vect 1 2)))", "3"),
                    ("(ycor-vect (scale-vect 3 (make-vect 1 2)))", "6"),
                ], needs: ["make-vect", "xcor-vect", "ycor-vect", "scale-vect"]),
                .pictures(title: "painting with these vectors", cases: [PictureCase("PAINTER", book: "PAINTER")],
                          needs: ["make-vect", "xcor-vect", "ycor-vect", "add-vect", "sub-vect", "scale-vect"]),
            ]),
        PictureExercise(
            number: "2.47", title: "frames: make-frame and its selectors",
            // The first way under its own names too (`make-frame-1`, `origin-frame-1`).
            roles: ["make-frame", "origin-frame", "edge1-frame", "edge2-frame"].map { name in
                    PictureRole(key: name, names: [name] + ["1", "-1", "-v1", "v1", "_1", "-list", "-a", "1st", "-first"].map { name + $0 }
                                    + (Self.sicpPictNames[name].map { [$0] } ?? []) + (Self.selectorNames[name] ?? []))
                }
                + ["make-frame", "origin-frame", "edge1-frame", "edge2-frame"].map { name in
                    PictureRole(key: name + " (second)", names: ["2", "-2", "-v2", "v2", "_2", "-cons", "-pair", "-b", "2nd", "-alt", "-new", "-second"]
                                    .map { name + $0 },
                                optional: true)
                },
            checks: [
                .values(title: "make-frame and its selectors", [
                    ("(let ((f (make-frame 'origin 'edge1 'edge2))) (list (origin-frame f) (edge1-frame f) (edge2-frame f)))",
                     "(origin edge1 edge2)"),
                ], needs: ["make-frame", "origin-frame", "edge1-frame", "edge2-frame"]),
                .pictures(title: "painting in these frames", cases: [PictureCase("PAINTER", book: "PAINTER")],
                          needs: ["make-frame", "origin-frame", "edge1-frame", "edge2-frame"]),
                .values(title: "the second representation", [
                    ("(let ((f ({make-frame (second)} 'origin 'edge1 'edge2))) "
                        + "(list ({origin-frame (second)} f) ({edge1-frame (second)} f) ({edge2-frame (second)} f)))",
                     "(origin edge1 edge2)"),
                ], needs: ["make-frame (second)", "origin-frame (second)", "edge1-frame (second)", "edge2-frame (second)"]),
            ],
            bothWays: BothWays(keys: ["make-frame", "origin-frame", "edge1-frame", "edge2-frame"],
                               asks: "the exercise asks for both representations of a frame"),
            givenConstructors: GivenConstructors(
                key: "make-frame",
                ways: [("constructor of a list, (list origin edge1 edge2)", "sicp-check-make-frame-list",
                        "(define (sicp-check-make-frame-list origin edge1 edge2) (list origin edge1 edge2))",
                        ["list", "lst", "1", "first"]),
                       ("constructor of pairs, (cons origin (cons edge1 edge2))", "sicp-check-make-frame-cons",
                        "(define (sicp-check-make-frame-cons origin edge1 edge2) (cons origin (cons edge1 edge2)))",
                        ["cons", "pair", "2", "second"])],
                selectors: [("origin-frame", ["origin"]), ("edge1-frame", ["edge1", "edge-1"]),
                            ("edge2-frame", ["edge2", "edge-2"])],
                parts: ["'origin", "'edge1", "'edge2"])),
        PictureExercise(
            number: "2.48", title: "segments: make-segment, start-segment, end-segment",
            roles: ["make-segment", "start-segment", "end-segment"].map {
                PictureRole(key: $0, names: [$0] + (Self.sicpPictNames[$0].map { [$0] } ?? []) + (Self.selectorNames[$0] ?? []),
                            ownInterface: $0 != "make-segment" ? nil : (
                                4, "takes four numbers, (make-segment x1 y1 x2 y2): judged through the book's interface, "
                                    + "(lambda (v1 v2) (make-segment (xcor-vect v1) (ycor-vect v1) (xcor-vect v2) (ycor-vect v2))), "
                                    + "as 2.49's book code calls make-segment with two vectors",
                                "(lambda (v1 v2) (NAME (xcor-vect v1) (ycor-vect v1) (xcor-vect v2) (ycor-vect v2)))"))
            },
            checks: [
                .values(title: "make-segment and its selectors", [
                    ("(xcor-vect (start-segment (make-segment (make-vect 1 2) (make-vect 3 4))))", "1"),
                    ("(ycor-vect (start-segment (make-segment (make-vect 1 2) (make-vect 3 4))))", "2"),
                    ("(xcor-vect (end-segment (make-segment (make-vect 1 2) (make-vect 3 4))))", "3"),
                    ("(ycor-vect (end-segment (make-segment (make-vect 1 2) (make-vect 3 4))))", "4"),
                ], needs: ["make-segment", "start-segment", "end-segment"]),
                .pictures(title: "painting with these segments", cases: [PictureCase("PAINTER", book: "PAINTER")],
                          needs: ["make-segment", "start-segment", "end-segment"]),
            ]),
        PictureExercise(
            number: "2.49", title: "the outline, X, diamond and wave painters",
            roles: [
                PictureRole(key: "outline", names: ["outline", "outline-painter", "frame-outline", "draw-outline",
                                                    "outline-frame", "painter-outline", "frame-painter", "border", "outline-shape", "a"]),
                PictureRole(key: "x", names: ["x-painter", "x", "cross", "draw-x", "diagonals", "cross-painter",
                                              "x-frame", "painter-x", "x-shape", "b"]),
                PictureRole(key: "diamond", names: ["diamond", "diamond-painter", "draw-diamond", "diamond-frame",
                                                    "painter-diamond", "diamond-shape", "c"]),
                PictureRole(key: "wave", names: ["wave", "wave-painter", "wave-shape", "d"]),
            ],
            checks: [
                .pictures(title: "outline", cases: [PictureCase("{outline}", book: "sicp-outline")], needs: ["outline"],
                          tolerance: 0.02, sameInk: true),
                .pictures(title: "X", cases: [PictureCase("{x}", book: "sicp-x")], needs: ["x"], tolerance: 0.02, sameInk: true),
                .pictures(title: "diamond", cases: [PictureCase("{diamond}", book: "sicp-diamond")], needs: ["diamond"],
                          tolerance: 0.02, sameInk: true),
                .paints(title: "wave", expression: "{wave}", needs: ["wave"], minimum: 2),
            ],
            reference: """
                (define (sicp-path . points)
                  (if (null? (cdr points))
                      '()
                      (cons (make-segment (car points) (cadr points)) (apply sicp-path (cdr points)))))
                (define sicp-outline
                  (segments->painter (sicp-path (make-vect 0 0) (make-vect 1 0) (make-vect 1 1) (make-vect 0 1) (make-vect 0 0))))
                (define sicp-x
                  (segments->painter (list (make-segment (make-vect 0 0) (make-vect 1 1))
                                           (make-segment (make-vect 1 0) (make-vect 0 1)))))
                (define sicp-diamond
                  (segments->painter (sicp-path (make-vect 0.5 0) (make-vect 1 0.5) (make-vect 0.5 1) (make-vect 0 0.5)
                                                (make-vect 0.5 0))))
                """),
        PictureExercise(
            number: "2.50", title: "flip-horiz, rotate180 and rotate270",
            roles: [
                PictureRole(key: "flip-horiz", names: ["flip-horiz", "flip-horizontal", "flip-horizontally", "horiz-flip",
                                                       "horizontal-flip", "flip-h"]),
                PictureRole(key: "rotate180", names: ["rotate180", "rotate-180", "rot180", "rot-180", "rotate-180-degrees"]),
                PictureRole(key: "rotate270", names: ["rotate270", "rotate-270", "rot270", "rot-270", "rotate-270-degrees"]),
            ],
            checks: ["flip-horiz", "rotate180", "rotate270"].map { key in
                .pictures(title: key, cases: [PictureCase("({\(key)} PAINTER)", book: "(\(key) PAINTER)", hints: transformHints)],
                          needs: [key])
            }),
        PictureExercise(
            number: "2.51", title: "below, both ways",
            roles: [
                PictureRole(key: "below", names: ["below", "below-a", "below1", "below-1"]),
                // The first role's other names last: `below1` beside a
                // `below` is the second way.
                PictureRole(key: "below (second)", names: ["below2", "below-2", "below-b", "below-rotate", "below-rot",
                                                           "below-with-rotations", "below-rotation", "below-by-rotation",
                                                           "below1", "below-1"],
                            optional: true),
            ],
            checks: ["below", "below (second)"].map { key in
                .pictures(title: key, cases: [
                    PictureCase("({\(key)} PAINTER sicp-check-line)", book: "(below PAINTER sicp-check-line)", hints: [
                        PictureHint(book: "(below sicp-check-line PAINTER)",
                                    message: "the painters are the other way round: `below` puts its first painter at the bottom"),
                        PictureHint(book: "(beside PAINTER sicp-check-line)",
                                    message: "this is beside's picture: the painters side by side, not one above the other"),
                    ]),
                ], needs: [key])
            },
            bothWays: BothWays(keys: ["below"], asks: "the exercise asks for both ways of writing below")),
    ]
}
