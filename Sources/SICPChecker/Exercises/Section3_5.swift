import SICPProcess
import SICPScheme

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
            reference: """
                (define reference-factorials (cons-stream 1 (stream-map * (integers-starting-from 2) reference-factorials)))
                """,
            roles: [
                Role(
                    names: ["mul-streams", "multiply-streams", "mult-streams", "mul-stream"], arity: 2,
                    reference: "(lambda (a b) (stream-map * a b))",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME (integers-starting-from 1) (integers-starting-from 1)) 5)"],
                        ["(stream-head (NAME (stream 1 2 3) (stream 4 5 6)) 3)"],
                        ["(stream-head (NAME (integers-starting-from 2) (scale-stream (integers-starting-from 1) 1/2)) 4)"],
                    ]),
                // The stream the exercise completes, under the file's name
                // for it (`facts`) or found by its elements.
                Role(
                    names: ["factorials", "facts", "factorial-stream", "factorials-stream", "fact-stream", "factorial",
                            "fact", "fac-stream", "factorial-s", "fact-s"],
                    reference: "reference-factorials",
                    conventions: [.template],
                    cases: [["(stream-head NAME 6)"], ["(stream-ref NAME 12)"]],
                    isStream: true),
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
                        ["(stream-head (NAME (stream-map (lambda (k) (if (odd? k) 1 -1)) (integers-starting-from 1))) 4)"],
                        ["(stream-head (NAME (scale-stream (integers-starting-from 1) 1/2)) 4)"],
                        ["(stream-ref (NAME (integers-starting-from 1)) 99)"],
                    ],
                    // A finite stream: the exercise's streams are infinite
                    // (a partial-sums that looks two elements ahead errs at
                    // the end of a finite one).
                    edge: Edge(cases: [["(stream-head (NAME (stream 1 -1 1 -1)) 4)"]],
                               rule: "the book's partial-sums of a finite stream ends with it: (1 0 1 0)")),
            ]),
        Exercise(
            number: "3.59", title: "power series: integrate-series, exp, sine and cosine",
            reference: """
                (define (reference-integrate-series s) (stream-map / s (integers-starting-from 1)))
                (define reference-cosine-series
                  (cons-stream 1 (scale-stream (reference-integrate-series reference-sine-series) -1)))
                (define reference-sine-series (cons-stream 0 (reference-integrate-series reference-cosine-series)))
                """,
            roles: [
                Role(
                    names: ["integrate-series", "integrate-series-stream", "integ-series", "integrate-stream"], arity: 1,
                    reference: "reference-integrate-series",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME (stream-map (lambda (k) 1) (integers-starting-from 1))) 5)"],
                        ["(stream-head (NAME (integers-starting-from 1)) 5)"],
                        ["(stream-head (NAME (scale-stream (integers-starting-from 0) 2)) 4)"],
                    ],
                    probes: [
                        Probe("(stream-head exp-series 6)", expected: "'(1 1 1/2 1/6 1/24 1/120)"),
                    ]),
                // Part (b): the two series, each judged (and named in the
                // report) on its own, found by its elements under a name
                // of the file's own (`consine-series`).
                Role(
                    names: ["cosine-series", "cos-series", "cosine-stream", "cos-stream", "cosine"],
                    reference: "reference-cosine-series",
                    conventions: [.template],
                    cases: [["(stream-head NAME 7)"], ["(stream-ref NAME 10)"]],
                    isStream: true),
                Role(
                    names: ["sine-series", "sin-series", "sine-stream", "sin-stream", "sine"],
                    reference: "reference-sine-series",
                    conventions: [.template],
                    cases: [["(stream-head NAME 7)"], ["(stream-ref NAME 11)"]],
                    isStream: true),
            ]),
        Exercise(
            number: "3.60", title: "mul-series",
            reference: seriesReference,
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
            number: "3.56", title: "Hamming's S: merge of scaled streams",
            reference: """
                (define (reference-merge s1 s2)
                  (cond ((stream-null? s1) s2)
                        ((stream-null? s2) s1)
                        (else
                         (let ((a (stream-car s1)) (b (stream-car s2)))
                           (cond ((< a b) (cons-stream a (reference-merge (stream-cdr s1) s2)))
                                 ((> a b) (cons-stream b (reference-merge s1 (stream-cdr s2))))
                                 (else (cons-stream a (reference-merge (stream-cdr s1) (stream-cdr s2)))))))))
                (define reference-S
                  (cons-stream 1 (reference-merge (scale-stream reference-S 2)
                                                  (reference-merge (scale-stream reference-S 3)
                                                                   (scale-stream reference-S 5)))))
                """,
            roles: [
                // The book gives merge; a file that copies it (or writes its own) has it checked.
                Role(
                    names: ["merge", "merge-streams", "stream-merge", "merge-stream"], arity: 2, optional: true,
                    reference: "reference-merge",
                    conventions: [.template],
                    cases: [
                        ["(stream->list (NAME (stream 1 3 5) (stream 2 3 4 6)))"],
                        ["(stream->list (NAME (stream 1 2) the-empty-stream))"],
                        ["(stream-head (NAME (scale-stream (integers-starting-from 1) 2) (scale-stream (integers-starting-from 1) 3)) 10)"],
                    ]),
                Role(
                    names: ["S", "s", "hamming", "hamming-numbers", "hamming-stream", "hamming-sequence", "regular-numbers", "h"],
                    reference: "reference-S",
                    conventions: [.template],
                    cases: [["(stream-head NAME 20)"], ["(stream-ref NAME 99)"]],
                    properties: [
                        Property(
                            "(let loop ((h (stream-head NAME 30))) (or (null? (cdr h)) (and (< (car h) (cadr h)) (loop (cdr h)))))",
                            message: "the first 30 numbers of S are not each greater than the one before: S has each "
                                + "number once, in increasing order, so merge must keep one of two equal numbers"),
                    ],
                    isStream: true),
            ]),
        Exercise(
            number: "3.61", title: "invert-unit-series",
            reference: seriesReference,
            roles: [
                Role(
                    names: ["invert-unit-series", "invert-series", "inverse-unit-series", "invert-unit", "invert"], arity: 1,
                    reference: "reference-invert-unit-series",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME (cons-stream 1 (cons-stream -1 (stream-map (lambda (k) 0) (integers-starting-from 1))))) 6)"],
                        ["(stream-head (NAME (stream-map (lambda (k) 1) (integers-starting-from 1))) 6)"],
                        ["(stream-head (NAME (integers-starting-from 1)) 6)"],
                        ["(stream-head (NAME (let () (define e (cons-stream 1 (stream-map / e (integers-starting-from 1)))) e)) 6)"],
                    ]),
            ]),
        Exercise(
            number: "3.62", title: "div-series and tan-series",
            reference: seriesReference + """
                (define (reference-div-series s1 s2)
                  (let ((c (stream-car s2)))
                    (if (= c 0)
                        (error "The denominator's constant term is zero -- DIV-SERIES")
                        (scale-stream (reference-mul-series s1 (reference-invert-unit-series (scale-stream s2 (/ 1 c))))
                                      (/ 1 c)))))
                (define (reference-integrate-series s) (stream-map / s (integers-starting-from 1)))
                (define reference-cosine-series
                  (cons-stream 1 (scale-stream (reference-integrate-series reference-sine-series) -1)))
                (define reference-sine-series (cons-stream 0 (reference-integrate-series reference-cosine-series)))
                (define reference-tan-series (reference-div-series reference-sine-series reference-cosine-series))
                """,
            roles: [
                Role(
                    names: ["div-series", "divide-series", "div-series-stream", "series-div", "div"], arity: 2,
                    reference: "reference-div-series",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME (stream-map (lambda (k) 1) (integers-starting-from 1)) (cons-stream 1 (cons-stream -1 (stream-map (lambda (k) 0) (integers-starting-from 1))))) 6)"],
                        ["(stream-head (NAME (integers-starting-from 1) (stream-map (lambda (k) 2) (integers-starting-from 1))) 5)"],
                        ["(stream-head (NAME (stream-map (lambda (k) 3) (integers-starting-from 1)) (cons-stream 3 (stream-map (lambda (k) 0) (integers-starting-from 1)))) 5)"],
                    ],
                    properties: [
                        Property(
                            signalling: "(stream-head (NAME (integers-starting-from 1) (cons-stream 0 (integers-starting-from 1))) 3)",
                            message: "dividing by a series whose constant term is zero must signal an error, "
                                + "as exercise 3.62 asks"),
                    ]),
                Role(
                    names: ["tan-series", "tangent-series", "tan-stream", "tangent", "tan"],
                    reference: "reference-tan-series",
                    conventions: [.template],
                    cases: [["(stream-head NAME 8)"], ["(stream-ref NAME 11)"]],
                    isStream: true),
            ]),
        Exercise(
            number: "3.64", title: "stream-limit",
            reference: """
                (define (reference-stream-limit s tolerance)
                  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
                    (if (< (abs (- b a)) tolerance) b (reference-stream-limit (stream-cdr s) tolerance))))
                (define (reference-stream-limit-at-most s tolerance)
                  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
                    (if (<= (abs (- b a)) tolerance) b (reference-stream-limit-at-most (stream-cdr s) tolerance))))
                """,
            roles: [
                Role(
                    names: ["stream-limit", "stream-limits", "limit-stream"], arity: 2,
                    reference: "reference-stream-limit",
                    // The second case's differences are 2, 1, 0.5: a
                    // difference equal to the tolerance tells `<` from `<=`.
                    cases: [
                        ["(stream 1.0 1.5 1.52 1.521)", "0.05"], ["(stream 1 3 4 4.5 4.6)", "1"],
                        ["(stream 10 20 25 27 28 28.5)", "0.6"],
                        ["(stream-map (lambda (k) (/ 1. k)) (integers-starting-from 1))", "0.01"],
                        // Elements that change sign: 1 and -1 are 2 apart,
                        // though their magnitudes are equal.
                        ["(stream 1 -1 -0.5 0.5 0.52 0.521)", "0.05"],
                    ],
                    variants: [
                        Variant(procedure: "reference-stream-limit-at-most",
                                note: "it stops at two elements whose difference equals the tolerance (<=); the book "
                                    + "says \"less than\" (<), an edge the exercise leaves open: the two differ only there"),
                    ]),
            ]),
        Exercise(
            number: "3.65", title: "three streams of approximations to ln 2",
            reference: """
                (define (reference-ln2-summands n)
                  (cons-stream (/ 1.0 n) (stream-map - (reference-ln2-summands (+ n 1)))))
                (define reference-ln2-stream
                  (let ()
                    (define sums (cons-stream 1.0 (add-streams (stream-cdr (reference-ln2-summands 1)) sums)))
                    sums))
                (define (reference-euler-transform s)
                  (let ((s0 (stream-ref s 0)) (s1 (stream-ref s 1)) (s2 (stream-ref s 2)))
                    (cons-stream (- s2 (/ (square (- s2 s1)) (+ s0 (* -2 s1) s2)))
                                 (reference-euler-transform (stream-cdr s)))))
                (define (reference-make-tableau transform s)
                  (cons-stream s (reference-make-tableau transform (transform s))))
                (define reference-ln2-euler (reference-euler-transform reference-ln2-stream))
                (define reference-ln2-accelerated
                  (stream-map stream-car (reference-make-tableau reference-euler-transform reference-ln2-stream)))
                ;; The partial sums from the sum of no terms, 0, and what the
                ;; transforms make of them.
                (define reference-ln2-stream-from-0 (cons-stream 0 reference-ln2-stream))
                (define reference-ln2-euler-from-0 (reference-euler-transform reference-ln2-stream-from-0))
                (define reference-ln2-accelerated-from-0
                  (stream-map stream-car (reference-make-tableau reference-euler-transform reference-ln2-stream-from-0)))
                """,
            roles: [
                Role(
                    names: ["ln2-stream", "ln2", "ln2-first", "ln-2-stream", "log2-stream", "ln2-sums", "ln2-partial-sums", "ln2-series",
                            "ln2-approximations", "ln2-seq"],
                    reference: "reference-ln2-stream",
                    conventions: [.template],
                    cases: [["(stream-head NAME 8)"], ["(stream-ref NAME 99)"]],
                    variants: [Variant(procedure: "reference-ln2-stream-from-0", note: Self.ln2FromZeroNote)],
                    isStream: true),
                Role(
                    names: ["ln2-euler", "euler-ln2", "ln2-stream-euler", "ln2-euler-stream", "euler-ln2-stream",
                            "ln2-transformed", "ln2-euler-transform", "ln2-stream-2", "ln2-2"],
                    reference: "reference-ln2-euler",
                    conventions: [.template],
                    cases: [["(stream-head NAME 8)"], ["(stream-ref NAME 49)"]],
                    variants: [Variant(procedure: "reference-ln2-euler-from-0", note: Self.ln2FromZeroNote)],
                    isStream: true,
                    fallback: StreamFallback(procedure: "euler-transform", stream: "ln2-stream",
                                             call: "(euler-transform STREAM)")),
                Role(
                    names: ["ln2-accelerated", "accelerated-ln2", "ln2-tableau", "ln2-stream-accelerated",
                            "ln2-accelerated-stream", "accelerated-ln2-stream", "ln2-super", "ln2-stream-3", "ln2-3"],
                    reference: "reference-ln2-accelerated",
                    conventions: [.template],
                    cases: [["(stream-head NAME 8)"]],
                    variants: [Variant(procedure: "reference-ln2-accelerated-from-0", note: Self.ln2FromZeroNote)],
                    isStream: true,
                    fallback: StreamFallback(procedure: "accelerated-sequence", stream: "ln2-stream",
                                             call: "(accelerated-sequence euler-transform STREAM)")),
            ]),
    ]

    /// 3.65's partial sums started from the sum of no terms.
    static let ln2FromZeroNote = "its partial sums start with 0, the sum of no terms, before the book's 1, 0.5, ...: "
        + "an edge the exercise leaves open (the stream still converges to ln 2)"

    /// The book's `mul-series` (3.60) and `invert-unit-series` (3.61), which
    /// the references of 3.60-3.62 build on.
    static let seriesReference = """
        (define (reference-mul-series s1 s2)
          (cons-stream (* (stream-car s1) (stream-car s2))
                       (add-streams (scale-stream (stream-cdr s2) (stream-car s1))
                                    (reference-mul-series (stream-cdr s1) s2))))
        (define (reference-invert-unit-series s)
          (define x (cons-stream 1 (scale-stream (reference-mul-series (stream-cdr s) x) -1)))
          x)

        """
}
