import SICPProcess
import SICPScheme

extension ExerciseChecker {
    /// Section 3.5.3's exercises on infinite streams of pairs, 3.67-3.72
    /// (see `Exercise` for an entry's format). Where the book leaves the
    /// order of a stream to the learner (all pairs, triples), the cases
    /// compare as sets the elements a prefix holds within a bound; where a
    /// weight orders it (3.70-3.72), they compare the weights in order and
    /// the elements as a set, a prefix that ends where the weight changes,
    /// so that pairs of the same weight may come in any order. Each pair or
    /// triple is a list, `(i j)`, as the book's `pairs` makes it, or a dotted
    /// one, `(i . j)`, judged as that list with a note (`Convention.dottedPairs`);
    /// 3.71's and 3.72's numbers may be runs of their pairs (`runsOfPairs`).
    static let section3_5Pairs: [Exercise] = [
        Exercise(
            number: "3.67", title: "all pairs of integers",
            reference: """
                (define (reference-all-pairs s t)
                  (cons-stream (list (stream-car s) (stream-car t))
                               (interleave
                                (interleave (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
                                            (stream-map (lambda (x) (list x (stream-car t))) (stream-cdr s)))
                                (reference-all-pairs (stream-cdr s) (stream-cdr t)))))
                """,
            roles: [
                Role(
                    names: ["all-pairs", "pairs", "all-pairs-stream", "pairs-all", "full-pairs", "pairs2", "all-int-pairs",
                            "every-pair"],
                    arity: 2, reference: "reference-all-pairs",
                    conventions: [.template, .dottedPairs],
                    cases: [
                        ["(as-set (filter (lambda (p) (and (<= (car p) 4) (<= (cadr p) 4))) (stream-head (NAME (integers-starting-from 1) (integers-starting-from 1)) 300)))"],
                    ],
                    properties: [
                        Property(
                            "(let ((h (stream-head (NAME (integers-starting-from 1) (integers-starting-from 1)) 300))) (= (length h) (length (as-set h))))",
                            message: "a pair comes twice in the first 300: each pair (i j) must come once"),
                    ],
                    // Two different streams: an answer that builds the
                    // lower rows as (x s0) from s's elements puts them the
                    // other way round there, and gives every pair of
                    // integers all the same.
                    edge: Edge(cases: [["(as-set (filter (lambda (p) (and (<= (car p) 40) (<= (cadr p) 4))) (stream-head (NAME (scale-stream (integers-starting-from 1) 10) (integers-starting-from 1)) 300)))"]],
                               rule: "the exercise asks for (pairs integers integers), so two different streams are an "
                                   + "edge it leaves open")),
            ]),
        Exercise(
            number: "3.69", title: "triples and Pythagorean triples",
            reference: """
                (define (reference-triples s t u)
                  (cons-stream (list (stream-car s) (stream-car t) (stream-car u))
                               (interleave (stream-map (lambda (p) (cons (stream-car s) p)) (stream-cdr (pairs t u)))
                                           (reference-triples (stream-cdr s) (stream-cdr t) (stream-cdr u)))))
                (define reference-pythagorean-triples
                  (stream-filter (lambda (t) (= (+ (square (car t)) (square (cadr t))) (square (caddr t))))
                                 (reference-triples (integers-starting-from 1) (integers-starting-from 1)
                                                    (integers-starting-from 1))))
                """,
            roles: [
                Role(
                    names: ["triples", "triple", "triples-stream", "make-triples", "stream-triples"], arity: 3,
                    reference: "reference-triples",
                    conventions: [.template, .dottedTriples],
                    cases: [
                        ["(as-set (filter (lambda (t) (<= (caddr t) 4)) (stream-head (NAME (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1)) 500)))"],
                        ["(as-set (filter (lambda (t) (<= (caddr t) 30)) (stream-head (NAME (integers-starting-from 1) (integers-starting-from 1) (scale-stream (integers-starting-from 1) 10)) 500)))"],
                    ],
                    properties: [
                        Property(
                            "(let ((h (stream-head (NAME (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1)) 300))) (= (length h) (length (as-set h))))",
                            message: "a triple comes twice in the first 300: each triple (i j k) must come once"),
                    ]),
                Role(
                    names: ["pythagorean-triples", "pythagorean", "pythagorean-triple", "pythagoras", "pythagorean-stream", "py-trips",
                            "pyth-triples", "pythagorean-triples-stream"],
                    reference: "reference-pythagorean-triples",
                    conventions: [.template, .dottedTriples],
                    properties: [
                        Property(
                            "(let loop ((h (stream-head NAME 2)) (seen '())) (or (null? h) (let ((t (car h))) (and (list? t) (= (length t) 3) (<= (car t) (cadr t)) (= (+ (square (car t)) (square (cadr t))) (square (caddr t))) (not (member t seen)) (loop (cdr h) (cons t seen))))))",
                            message: "the first 2 elements are not 2 different triples (i j k) with i <= j and i^2 + j^2 = k^2"),
                    ],
                    isStream: true, appliedTo: "(triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1))"),
            ]),
        Exercise(
            number: "3.70", title: "merge-weighted, weighted-pairs, and the streams of pairs a and b",
            given: "(define (sicp-check-weight-of-two weight) (lambda (i j) (weight (list i j))))",
            reference: weightedPairsReference + """
                (define reference-a
                  (reference-weighted-pairs (integers-starting-from 1) (integers-starting-from 1)
                                            (lambda (p) (+ (car p) (cadr p)))))
                (define (reference-b-factor? x) (or (= 0 (remainder x 2)) (= 0 (remainder x 3)) (= 0 (remainder x 5))))
                (define reference-b
                  (stream-filter (lambda (p) (not (or (reference-b-factor? (car p)) (reference-b-factor? (cadr p)))))
                                 (reference-weighted-pairs (integers-starting-from 1) (integers-starting-from 1)
                                                           (lambda (p) (+ (* 2 (car p)) (* 3 (cadr p)) (* 5 (car p) (cadr p)))))))
                """,
            roles: [
                Role(
                    names: ["merge-weighted", "weighted-merge", "merge-by-weight", "merge-weight", "merge-w"], arity: 3,
                    reference: "reference-merge-weighted",
                    conventions: [.template, Self.weightOfTwo],
                    cases: [
                        // Weights 3, 6, 9, ... and 2, 4, 6, ...: pairs of equal weight are both kept.
                        ["(map (lambda (p) (+ (car p) (cadr p))) (stream-head (NAME (stream-map (lambda (k) (list k (* 2 k))) (integers-starting-from 1)) (stream-map (lambda (k) (list (* 2 k) 0)) (integers-starting-from 1)) (lambda (p) (+ (car p) (cadr p)))) 10))"],
                        ["(map (lambda (p) (+ (car p) (cadr p))) (stream-head (NAME (stream-map (lambda (k) (list 1 k)) (integers-starting-from 1)) (stream-map (lambda (k) (list k k)) (integers-starting-from 1)) (lambda (p) (+ (car p) (cadr p)))) 9))"],
                        ["(as-set (stream-head (NAME (stream-map (lambda (k) (list 1 k)) (integers-starting-from 1)) (stream-map (lambda (k) (list k k)) (integers-starting-from 1)) (lambda (p) (+ (car p) (cadr p)))) 9))"],
                    ]),
                Role(
                    names: ["weighted-pairs", "pairs-weighted", "weighted-pair", "weight-pairs", "ordered-pairs"], arity: 3,
                    reference: "reference-weighted-pairs",
                    conventions: [.template, Self.weightOfTwo, .dottedPairs],
                    cases: [
                        ["(map (lambda (p) (+ (car p) (cadr p))) (stream-head (NAME (integers-starting-from 1) (integers-starting-from 1) (lambda (p) (+ (car p) (cadr p)))) 20))"],
                        ["(as-set (stream-head (NAME (integers-starting-from 1) (integers-starting-from 1) (lambda (p) (+ (car p) (cadr p)))) 20))"],
                        ["(stream-head (NAME (integers-starting-from 1) (integers-starting-from 1) (lambda (p) (+ (* 2 (car p)) (* 3 (cadr p)) (* 5 (car p) (cadr p))))) 15)"],
                    ]),
                Role(
                    names: ["a", "sa", "stream-a", "a-stream", "pairs-a", "weighted-a", "a-pairs", "ordered-by-sum", "sum-ordered-pairs",
                            "pairs-by-sum", "sum-pairs", "ex-a", "s-a", "part-a"],
                    reference: "reference-a",
                    conventions: [.template, .dottedPairs],
                    cases: [
                        ["(map (lambda (p) (+ (car p) (cadr p))) (stream-head NAME 20))"],
                        ["(as-set (stream-head NAME 20))"],
                    ],
                    isStream: true),
                Role(
                    names: ["b", "sb", "stream-b", "b-stream", "pairs-b", "weighted-b", "b-pairs", "ex-b", "s-b", "part-b"],
                    reference: "reference-b",
                    conventions: [.template, .dottedPairs],
                    cases: [["(stream-head NAME 12)"]],
                    isStream: true),
            ]),
        Exercise(
            number: "3.71", title: "Ramanujan numbers",
            given: elementNumber + "(define (weight-of-cubes p) (+ (cube (car p)) (cube (pair-second p))))",
            reference: weightedPairsReference + """
                (define (reference-cube-sum p) (+ (cube (car p)) (cube (cadr p))))
                (define (reference-ramanujan s)
                  (let ((w (reference-cube-sum (stream-car s))))
                    (if (= w (reference-cube-sum (stream-car (stream-cdr s))))
                        (cons-stream w (reference-ramanujan (stream-cdr s)))
                        (reference-ramanujan (stream-cdr s)))))
                (define reference-ramanujan-numbers
                  (reference-ramanujan (reference-weighted-pairs (integers-starting-from 1) (integers-starting-from 1)
                                                                 reference-cube-sum)))
                """,
            roles: [
                Role(
                    names: ["ramanujan-numbers", "ramanujan", "ramanujan-stream", "ramanujan-nums", "ramanujan-number",
                            "ramanujan-numbers-stream", "taxicab-numbers", "taxicab"],
                    reference: "reference-ramanujan-numbers",
                    conventions: [.template, .runsOfPairs(weight: "weight-of-cubes"), .numberThenWays],
                    // An element may carry its two ways, (1729 (1 12) (9 10)), ((1 12) (9 10) 1729),
                    // ((1 . 12) . 1729) or ((1 12) (9 10)): see `elementNumber`.
                    cases: [["(map (lambda (x) (element-number x weight-of-cubes)) (stream-head NAME 6))"]],
                    isStream: true)
                    .printing("(stream-head reference-ramanujan-numbers 6)"),
            ]),
        Exercise(
            number: "3.72", title: "sums of two squares in three different ways",
            given: elementNumber + "(define (weight-of-squares p) (+ (square (car p)) (square (pair-second p))))"
                + "(define (square-number? x) (and (exact-integer? x) (>= x 0) (let ((r (round (sqrt x)))) (= (* r r) x))))"
                + "(define (shows-square-sum? n w) (or (= n (weight-of-squares w)) (and (square-number? (car w)) (square-number? (pair-second w)) (= n (+ (car w) (pair-second w))))))",
            reference: weightedPairsReference + """
                (define (reference-square-sum p) (+ (square (car p)) (square (cadr p))))
                (define (reference-three-ways s)
                  (let ((p1 (stream-ref s 0)) (p2 (stream-ref s 1)) (p3 (stream-ref s 2)))
                    (if (= (reference-square-sum p1) (reference-square-sum p2) (reference-square-sum p3))
                        (cons-stream (list (reference-square-sum p1) p1 p2 p3)
                                     (reference-three-ways (reference-past-weight (reference-square-sum p1) s)))
                        (reference-three-ways (stream-cdr s)))))
                ;; Each number once: past the pairs of its weight (1105 has four).
                (define (reference-past-weight w s)
                  (if (= (reference-square-sum (stream-car s)) w) (reference-past-weight w (stream-cdr s)) s))
                (define reference-squares-three-ways
                  (reference-three-ways (reference-weighted-pairs (integers-starting-from 1) (integers-starting-from 1)
                                                                  reference-square-sum)))
                (define reference-three-ways-numbers (stream-map car reference-squares-three-ways))
                """,
            roles: [
                Role(
                    names: ["squares-three-ways", "three-ways", "sum-of-squares-three-ways", "square-sums-three-ways",
                            "three-ways-squares", "three-square-sums", "sum-of-two-squares-three-ways", "two-squares-three-ways",
                            "squares-3-ways", "three-way-squares", "triple-square-sums"],
                    reference: "reference-squares-three-ways",
                    conventions: [.template, .runsOfPairs(weight: "weight-of-squares"), .numberThenWays],
                    // The first 8 only: 1105 has four ways, which a learner
                    // may give once, twice (ways 1-3 and 2-4) or not at all.
                    cases: [["(map (lambda (x) (element-number x weight-of-squares)) (stream-head NAME 8))"],
                            ["(map (lambda (x) (if (element-alone? x) 'the-number-alone 'the-number-and-its-ways)) (stream-head NAME 3))"]],
                    properties: [
                        // An element that is the number alone is noted (the
                        // second case's reading); one that lists ways must
                        // list the number's three.
                        Property(
                            "(let loop ((h (stream-head NAME 8))) (or (null? h) (and (or (number? (car h)) (string? (car h))) (loop (cdr h))) (let* ((n (element-number (car h) weight-of-squares)) (ways (element-ways (car h)))) (and (number? n) (= (length ways) 3) (= (length (as-set ways)) 3) (= 3 (length (filter (lambda (w) (shows-square-sum? n w)) ways))) (loop (cdr h))))))",
                            message: "the first 8 elements do not each show the number's three ways: exercise 3.72 asks for "
                                + "them, as in (325 (1 18) (6 17) (10 15))"),
                        // Each number once, noted: a window of three equal
                        // weights moved on by one pair gives 1105 (four
                        // ways) twice, as readers of the exercise differ on.
                        Property(
                            noting: "(let loop ((h (map (lambda (x) (element-number x weight-of-squares)) (stream-head NAME 10)))) (or (null? h) (and (not (member (car h) (cdr h))) (loop (cdr h)))))",
                            message: "a number comes twice in its first 10 elements: 1105, the sum of two squares in four "
                                + "ways, (4 33) (9 32) (12 31) (23 24), is listed twice (three of its ways, then three "
                                + "others); a stream of the numbers would list it once"),
                    ],
                    variants: [Variant(procedure: "reference-three-ways-numbers",
                                       note: "its elements are the numbers alone: the exercise also asks to show how each can "
                                           + "be so written, as in (325 (1 18) (6 17) (10 15))")],
                    isStream: true)
                    .printing("(stream-head reference-three-ways-numbers 6)"),
            ]),
    ]

    /// 3.70's weight as a procedure of the pair's two numbers, `(weight i
    /// j)`, as learners write it: the book's weight of a pair is handed to
    /// the learner's procedure through `sicp-check-weight-of-two`.
    static let weightOfTwo = Convention.reshapedTemplate(
        "a weight of two arguments, (weight i j), for the book's weight of a pair", groups: [[0, 1, 2]],
        wrap: [2: "sicp-check-weight-of-two"])

    /// The number an element of a 3.71 or 3.72 stream stands for, in the
    /// shapes learners give it: the number itself; the one number among
    /// the element's top-level parts (`(1729 (1 12) (9 10))`,
    /// `((1 12) (9 10) 1729)`, `((1 . 12) . 1729)`); or, with no number, the
    /// common weight of the two or more pairs it lists (`((1 12) (9 10))`,
    /// or each with its number, `((325 1 18) (325 6 17) (325 10 15))`); the
    /// number twice, `(1729 . 1729)` (two ways' weights compared).
    /// Anything else is the element itself, which compares wrong. And the
    /// ways (pairs) an element lists, at its top level or in one list there.
    static let elementNumber = """
        (define (element-parts x)
          (let loop ((x x) (acc '()) (k 0))
            (cond ((or (null? x) (> k 20)) (reverse acc))
                  ((pair? x) (loop (cdr x) (cons (car x) acc) (+ k 1)))
                  (else (reverse (cons x acc))))))
        (define (number-pair? p)
          (and (pair? p) (number? (car p))
               (or (number? (cdr p)) (and (pair? (cdr p)) (number? (cadr p)) (null? (cddr p))))))
        (define (pair-second p) (if (pair? (cdr p)) (cadr p) (cdr p)))
        (define (numbered-way? p)
          (and (list? p) (= (length p) 3) (number? (car p)) (number? (cadr p)) (number? (caddr p))))
        (define (way-with-number p)
          (and (list? p) (= (length p) 2)
               (cond ((and (number? (car p)) (number-pair? (cadr p))) (cadr p))
                     ((and (number? (cadr p)) (number-pair? (car p))) (car p))
                     (else #f))))
        (define (larger-of a b) (cond ((not a) b) ((not b) a) (else (max a b))))
        (define (string-largest-number s)
          (let loop ((cs (string->list s)) (current #f) (best #f))
            (cond ((null? cs) (larger-of current best))
                  ((char<=? #\\0 (car cs) #\\9)
                   (loop (cdr cs) (+ (* 10 (or current 0)) (- (char->integer (car cs)) 48)) best))
                  (else (loop (cdr cs) #f (larger-of current best))))))
        ;; How many numbers a string writes: "1^2 + 18^2 = 325, ..." shows
        ;; three ways with seven or more (six parts and the number).
        (define (string-number-count s)
          (let loop ((cs (string->list s)) (in #f) (n 0))
            (cond ((null? cs) n)
                  ((char<=? #\\0 (car cs) #\\9) (loop (cdr cs) #t (if in n (+ n 1))))
                  (else (loop (cdr cs) #f n)))))
        (define (element-alone? x) (or (number? x) (and (string? x) (< (string-number-count x) 7))))
        (define (element-ways x)
          (if (pair? x)
              (let loop ((parts (element-parts x)) (acc '()))
                (cond ((null? parts) (reverse acc))
                      ((number-pair? (car parts)) (loop (cdr parts) (cons (car parts) acc)))
                      ;; A way beside its number, (325 (1 18)) or ((1 18) 325).
                      ((way-with-number (car parts)) (loop (cdr parts) (cons (way-with-number (car parts)) acc)))
                      ;; A way with its number, (325 1 18), among others.
                      ((and (numbered-way? (car parts)) (pair? (cdr parts)) (numbered-way? (cadr parts)))
                       (loop (cdr parts) (cons (cdr (car parts)) acc)))
                      ((and (numbered-way? (car parts)) (pair? acc)) (loop (cdr parts) (cons (cdr (car parts)) acc)))
                      ((and (list? (car parts)) (pair? (car parts))
                            (let all ((ps (car parts))) (or (null? ps) (and (number-pair? (car ps)) (all (cdr ps))))))
                       (loop (cdr parts) (append (reverse (car parts)) acc)))
                      (else (loop (cdr parts) acc))))
              '()))
        (define (element-number x weight)
          (cond ((string? x) (or (string-largest-number x) x))
                ((or (number? x) (not (pair? x))) x)
                (else
              (let ((numbers (filter number? (element-parts x))))
                (cond ((= (length numbers) 1) (car numbers))
                      ((null? numbers)
                       (let ((ways (element-ways x)))
                         (if (and (>= (length ways) 2) (apply = (map weight ways))) (weight (car ways)) x)))
                      ;; The number twice, (1729 . 1729), the weights of two
                      ;; ways side by side: no way of two equal numbers is a
                      ;; Ramanujan number's (x³ + y³ = 2z³ only for x = y = z).
                      ((and (number-pair? x) (= (car x) (pair-second x)) (> (car x) 100)) (car x))
                      ;; One way alone, (1 12) for 1729: the number is its weight.
                      ((number-pair? x) (weight x))
                      (else x))))))

        """

    /// The book's `merge-weighted` and `weighted-pairs` (3.70), which the
    /// references of 3.70-3.72 build on.
    static let weightedPairsReference = """
        (define (reference-merge-weighted s1 s2 weight)
          (cond ((stream-null? s1) s2)
                ((stream-null? s2) s1)
                ((<= (weight (stream-car s1)) (weight (stream-car s2)))
                 (cons-stream (stream-car s1) (reference-merge-weighted (stream-cdr s1) s2 weight)))
                (else (cons-stream (stream-car s2) (reference-merge-weighted s1 (stream-cdr s2) weight)))))
        (define (reference-weighted-pairs s t weight)
          (cons-stream (list (stream-car s) (stream-car t))
                       (reference-merge-weighted
                        (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
                        (reference-weighted-pairs (stream-cdr s) (stream-cdr t) weight)
                        weight)))

        """
}
