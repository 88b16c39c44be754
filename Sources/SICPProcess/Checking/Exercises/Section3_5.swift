extension ExerciseChecker {
    /// Section 3.5's exercises, "Streams" (see `Exercise` for an entry's
    /// format). A stream is compared by its first elements (`stream-head`);
    /// a procedure that is not lazy never ends on an infinite stream, and
    /// runs into the time limit.
    static let section3_5: [Exercise] = [
        Exercise(
            number: "3.50", title: "stream-map of several streams",
            reference: "",
            roles: [
                Role(
                    names: ["stream-map", "stream-map-n", "my-stream-map", "stream-map2", "stream-map-general"],
                    reference: "stream-map",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME + (stream 1 2 3) (stream 10 20 30)) 3)"],
                        ["(stream->list (NAME + (stream 1 2) (stream 10 20)))"],
                        ["(stream->list (NAME - (stream 1 2 3)))"],
                        ["(stream->list (NAME list (stream 1 2) (stream 3 4) (stream 5 6)))"],
                        ["(stream->list (NAME + the-empty-stream the-empty-stream))"],
                    ],
                    properties: [
                        Property(
                            "(let ((forced 0)) (define (counting n) (if (> n 10) the-empty-stream (cons-stream n "
                                + "(begin (set! forced (+ forced 1)) (counting (+ n 1)))))) "
                                + "(NAME + (counting 1) (counting 1)) (= forced 0))",
                            message: "mapping + over two streams forced their rest: a stream-map must leave all but "
                                + "the first elements delayed, as cons-stream does, or it never ends on an infinite stream"),
                    ]),
            ]),
        Exercise(
            number: "3.54", title: "mul-streams and factorials",
            reference: "",
            roles: [
                Role(
                    names: ["mul-streams", "multiply-streams", "mult-streams", "mul-stream"], arity: 2,
                    reference: "(lambda (a b) (stream-map * a b))",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME (integers-starting-from 1) (integers-starting-from 1)) 5)"],
                        ["(stream-head (NAME (stream 1 2 3) (stream 4 5 6)) 3)"],
                        ["(stream-head (NAME (integers-starting-from 2) (scale-stream (integers-starting-from 1) 1/2)) 4)"],
                    ],
                    probes: [Probe("(stream-head factorials 6)", expected: "'(1 2 6 24 120 720)")]),
            ]),
        Exercise(
            number: "3.55", title: "partial-sums",
            reference: """
                (define (reference-partial-sums s)
                  (define sums (cons-stream (stream-car s) (add-streams (stream-cdr s) sums)))
                  sums)
                """,
            roles: [
                Role(
                    names: ["partial-sums", "partial-sum", "stream-partial-sums"], arity: 1,
                    reference: "reference-partial-sums",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME (integers-starting-from 1)) 5)"],
                        ["(stream-head (NAME (stream 1 -1 1 -1)) 4)"],
                        ["(stream-head (NAME (scale-stream (integers-starting-from 1) 1/2)) 4)"],
                        ["(stream-ref (NAME (integers-starting-from 1)) 99)"],
                    ]),
            ]),
        Exercise(
            number: "3.59", title: "power series: integrate-series, exp, sine and cosine",
            reference: "(define (reference-integrate-series s) (stream-map / s (integers-starting-from 1)))",
            roles: [
                Role(
                    names: ["integrate-series", "integrate-series-stream", "integ-series"], arity: 1,
                    reference: "reference-integrate-series",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME (stream-map (lambda (k) 1) (integers-starting-from 1))) 5)"],
                        ["(stream-head (NAME (integers-starting-from 1)) 5)"],
                        ["(stream-head (NAME (scale-stream (integers-starting-from 0) 2)) 4)"],
                    ],
                    probes: [
                        Probe("(stream-head exp-series 6)", expected: "'(1 1 1/2 1/6 1/24 1/120)"),
                        Probe("(stream-head cosine-series 7)", expected: "'(1 0 -1/2 0 1/24 0 -1/720)"),
                        Probe("(stream-head sine-series 7)", expected: "'(0 1 0 -1/6 0 1/120 0)"),
                    ]),
            ]),
        Exercise(
            number: "3.60", title: "mul-series",
            reference: """
                (define (reference-mul-series s1 s2)
                  (cons-stream (* (stream-car s1) (stream-car s2))
                               (add-streams (scale-stream (stream-cdr s2) (stream-car s1))
                                            (reference-mul-series (stream-cdr s1) s2))))
                """,
            roles: [
                Role(
                    names: ["mul-series", "multiply-series", "mult-series", "mul-series-stream"], arity: 2,
                    reference: "reference-mul-series",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME (stream-map (lambda (k) 1) (integers-starting-from 1)) (stream-map (lambda (k) 1) (integers-starting-from 1))) 6)"],
                        ["(stream-head (NAME (integers-starting-from 1) (integers-starting-from 1)) 6)"],
                        ["(stream-head (NAME (integers-starting-from 1) (cons-stream 1 (cons-stream -1 (stream-map (lambda (k) 0) (integers-starting-from 1))))) 6)"],
                    ]),
            ]),
        Exercise(
            number: "3.64", title: "stream-limit",
            reference: """
                (define (reference-stream-limit s tolerance)
                  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
                    (if (< (abs (- b a)) tolerance) b (reference-stream-limit (stream-cdr s) tolerance))))
                """,
            roles: [
                Role(
                    names: ["stream-limit", "stream-limits", "limit-stream"], arity: 2,
                    reference: "reference-stream-limit",
                    cases: [
                        ["(stream 1.0 1.5 1.52 1.521)", "0.05"], ["(stream 1 3 4 4.5 4.6)", "1"],
                        ["(stream 10 20 25 27 28 28.5)", "0.6"],
                        ["(stream-map (lambda (k) (/ 1. k)) (integers-starting-from 1))", "0.01"],
                    ]),
            ]),
    ]
}
