import SICPProcess
import SICPScheme

extension ExerciseChecker {
    /// Section 1.3's exercises (see `Exercise` for an entry's format).
    static let section1_3: [Exercise] = [
        Exercise(
            number: "1.29", title: "Simpson's rule",
            reference: """
                (define (reference-simpson f a b n)
                  (define h (/ (- b a) n))
                  (define (y k) (f (+ a (* k h))))
                  (define (term k)
                    (* (cond ((or (= k 0) (= k n)) 1) ((odd? k) 4) (else 2)) (y k)))
                  (* (/ h 3) (sum term 0 inc n)))
                """,
            roles: [
                Role(
                    names: ["simpson", "simpson-rule", "simpsons-rule", "simpson-integral", "integral-simpson",
                            "simpson-integrate", "simpsons", "simpson-method"],
                    reference: "reference-simpson",
                    cases: [
                        ["cube", "0", "1", "100"], ["cube", "0", "1", "1000"], ["cube", "0", "1", "2"],
                        ["(lambda (x) (* x x x x))", "0", "1", "2"], ["(lambda (x) (* x x x x))", "0", "1", "4"],
                        ["(lambda (x) (* x x x x))", "-1", "2", "10"], ["square", "0", "3", "6"],
                        ["(lambda (x) x)", "1", "5", "8"],
                        // An inexact bound: a sum that steps x by h and
                        // stops past b loses its last term here.
                        ["cube", "0", "1.0", "100"], ["(lambda (x) 1)", "0", "1.0", "10"],
                    ]),
            ]),
        Exercise(
            number: "1.30", title: "sum by an iterative process",
            reference: "",
            roles: [
                Role(
                    names: ["sum", "sum-iter", "sum-iterative", "iter-sum", "sum-i", "isum"],
                    reference: "sum-iterative",
                    cases: sumCases,
                    shape: Shape(space: .constant, sizes: [10, 100, 1000, 5000]) { ["identity", "1", "inc", String($0)] }),
            ]),
        Exercise(
            number: "1.31", title: "product, by a recursive and by an iterative process; factorial",
            given: """
                ;; Whether a procedure of n gives an approximation of pi (or of pi/4, the
                ;; product's own value) for n of 100 or 1000 (n counting factors, or the last
                ;; one, odd or even): within 0.05 of pi.
                (define (sicp-check-approximates-pi? approximation)
                  (define (near? v)
                    (and (real? v) (or (< (abs (- v 3.141592653589793)) 0.05) (< (abs (- v 0.7853981633974483)) 0.0125))))
                  ;; Not a number, or infinite, at n = 1000: a product that overflows (a
                  ;; numerator and a denominator each past the largest float) is no
                  ;; approximation, though it is near pi for n = 100.
                  (define (broken? v) (and (real? v) (or (not (= v v)) (> (abs v) 1e300))))
                  (let ((at-1000 (approximation 1000)))
                    (if (broken? at-1000)
                        (string-append "for n = 1000 it gives " (number->string at-1000)
                                       ": the approximation must come nearer pi as n grows (floats past the largest one, in a "
                                       "numerator and a denominator, give +inf.0/+inf.0, +nan.0)")
                        (let loop ((ns '(1000 1001 100 101)))
                          (cond ((null? ns)
                                 (string-append "for n = 1000 it gives " (number->string (exact->inexact (approximation 1000)))
                                                ", and for 100 " (number->string (exact->inexact (approximation 100)))
                                                ": neither is within 0.05 of pi (or of pi/4)"))
                                ((near? (approximation (car ns))) #t)
                                (else (loop (cdr ns))))))))
                """,
            reference: """
                (define (reference-factorial n) (product identity 1 inc n))
                (define (reference-pi-product n)
                  (* 4.0 (product (lambda (k) (if (even? k) (/ (+ k 2) (+ k 1)) (/ (+ k 1) (+ k 2)))) 1 inc n)))
                """,
            roles: [
                Role(
                    label: "recursive",
                    names: ["product", "product-rec", "product-recursive", "product-r", "recursive-product", "rec-product"],
                    reference: "product",
                    cases: productCases,
                    shape: Shape(space: .linear, sizes: [10, 100, 1000, 5000]) { ["(lambda (k) 1)", "1", "inc", String($0)] }),
                Role(
                    label: "iterative",
                    names: ["product-iter", "product-iterative", "product-i", "iterative-product", "iter-product", "product"],
                    reference: "product",
                    cases: productCases,
                    shape: Shape(space: .constant, sizes: [10, 100, 1000, 5000]) { ["(lambda (k) 1)", "1", "inc", String($0)] }),
                Role(
                    names: ["factorial", "fact"], optional: true,
                    reference: "reference-factorial",
                    cases: [["0"], ["1"], ["5"], ["10"], ["171"]]),
                // The approximation of pi, when the file defines it.
                Role(
                    names: ["pi", "pi-approx", "approx-pi", "pi-approximation", "approximate-pi", "wallis-pi", "pi-wallis",
                            "pi-product", "product-pi", "compute-pi", "calc-pi", "estimate-pi", "john-wallis-pi", "pi-prod"],
                    arity: 1, optional: true,
                    reference: "reference-pi-product",
                    conventions: [.template],
                    cases: [["(sicp-check-approximates-pi? NAME)"]],
                    // Under a name of the file's own: a procedure of n
                    // that calls its product (`pi-4-approx`).
                    partOf: PartOf(calls: ["prod"], mentions: [], called: "the approximation of pi"))
                    // Part (a) asks for it: "Also use product to compute
                    // approximations to π". A file split into parts is
                    // judged on what it has.
                    .requiredOfAWholeAnswer()
                    .approximating(Approximation(
                        values: [(3.141592653589793, 0.05, "near pi"), (0.7853981633974483, 0.0125, "near pi/4")],
                        calls: ["prod"], called: "the approximation of pi")),
            ]),
        Exercise(
            number: "1.32", title: "accumulate, by a recursive and by an iterative process",
            reference: """
                ;; The terms combined from the first, and null-value last, when the
                ;; terms run out: (((t1 - t2) - t3) - null-value).
                (define (reference-accumulate-null-last combiner null-value term a next b)
                  (if (> a b)
                      null-value
                      (let loop ((a (next a)) (result (term a)))
                        (if (> a b) (combiner result null-value) (loop (next a) (combiner result (term a)))))))
                """,
            roles: [
                Role(
                    label: "recursive",
                    names: ["accumulate", "accumulate-rec", "accumulate-recursive", "accumulate-r", "recursive-accumulate",
                            "accum-rec"],
                    reference: "accumulate-recursive",
                    cases: accumulateCases,
                    variants: [.swappedCombiner(at: 0)],
                    shape: Shape(space: .linear, sizes: [10, 100, 1000, 5000]) {
                        ["+", "0", "identity", "1", "inc", String($0)]
                    },
                    swappedCombinerHint: "SICP's recursive accumulate combines (combiner (term a) (accumulate ...))"),
                Role(
                    label: "iterative",
                    names: ["accumulate-iter", "accumulate-iterative", "accumulate-i", "iterative-accumulate", "accum-iter",
                            "accumulate"],
                    reference: "accumulate-iterative",
                    cases: accumulateCases,
                    // The other orders an iteration may combine in: the
                    // recursive one's (a list of the terms folded from its
                    // end), and null-value last.
                    variants: [.swappedCombiner(at: 0), Variant(procedure: "accumulate-recursive"),
                               Variant(procedure: "reference-accumulate-null-last")],
                    shape: Shape(space: .constant, sizes: [10, 100, 1000, 5000]) {
                        ["+", "0", "identity", "1", "inc", String($0)]
                    },
                    swappedCombinerHint: "SICP's iterative accumulate combines (combiner result (term a))"),
                Role(names: ["sum"], optional: true, reference: "sum", cases: sumCases),
                Role(names: ["product"], optional: true, reference: "product", cases: productCases),
            ]),
        Exercise(
            number: "1.33", title: "filtered-accumulate",
            reference: """
                (define (reference-prime? n)
                  (and (> n 1)
                       (let loop ((d 2))
                         (cond ((> (* d d) n) #t) ((= (remainder n d) 0) #f) (else (loop (+ d 1)))))))
                (define (reference-sum-of-prime-squares a b)
                  (filtered-accumulate + 0 square a inc b reference-prime?))
                (define (reference-product-of-relative-primes n)
                  (filtered-accumulate * 1 identity 1 inc (- n 1) (lambda (i) (= (gcd i n) 1))))
                ;; The kit's, with the book's parameter names: a learner's
                ;; that names all but one of them so is judged in its order.
                (define (reference-filtered-accumulate combiner null-value term a next b filter)
                  (filtered-accumulate combiner null-value term a next b filter))
                """,
            roles: [
                Role(
                    names: ["filtered-accumulate", "filter-accumulate", "accumulate-filter", "filtered-accum",
                            "accumulate-filtered", "filtered-accumulate-iter", "filtered-accumulate-recursive"],
                    reference: "reference-filtered-accumulate",
                    conventions: [.plain, .filterFirst],
                    cases: [
                        ["+", "0", "square", "2", "inc", "10", "(lambda (n) (or (= n 2) (= n 3) (= n 5) (= n 7)))"],
                        ["*", "1", "identity", "1", "inc", "10", "even?"],
                        ["+", "0", "square", "1", "inc", "10", "(lambda (x) (< x 5))"],
                        ["+", "0", "identity", "5", "inc", "4", "even?"],
                        ["+", "0", "identity", "1", "inc", "10", "(lambda (x) #f)"],
                        ["*", "1", "identity", "7", "inc", "7", "odd?"],
                        ["*", "1", "identity", "1", "inc", "10", "(lambda (i) (= (gcd i 10) 1))"],
                        // A term of the null value that is not the null value
                        // itself: a rejected element that adds (term
                        // null-value) instead of nothing shows (+1 and ×2 for
                        // each one).
                        ["+", "0", "inc", "1", "inc", "10", "even?"],
                        ["*", "1", "(lambda (x) (* 2 x))", "1", "inc", "6", "odd?"],
                    ]),
                // Parts (a) and (b): the exercise asks for both, of a file
                // that holds the whole answer (in part files beside it,
                // each part is judged where it is). Ranges from 2: the
                // book's prime? calls 1 prime.
                Role(
                    names: ["sum-of-prime-squares", "sum-of-squares-of-primes", "sum-of-squared-primes", "sum-prime-squares",
                            "sum-squares-of-primes", "sum-square-primes", "sum-squared-primes", "prime-squares-sum",
                            "sum-of-primes-squared", "sum-of-squares-prime", "sum-squares-primes"],
                    optional: true,
                    reference: "reference-sum-of-prime-squares",
                    // 560 to 562 holds 561, a Carmichael number: no prime,
                    // though the Fermat test (fast-prime?) calls it one.
                    cases: [(2, 10), (3, 20), (20, 30), (2, 2), (14, 16), (10, 10), (560, 562)].map { [String($0.0), String($0.1)] },
                    partOf: PartOf(role: "filtered-accumulate", mentions: ["prime"],
                                   called: "part (a), the sum of the squares of the primes from a to b",
                                   upperBoundFrom: "2"))
                    .requiredOfAWholeAnswer(),
                Role(
                    names: ["product-of-relative-primes", "product-of-relatively-primes", "product-relative-primes",
                            "product-of-relatively-prime", "product-relatively-prime", "product-of-coprimes",
                            "product-coprimes", "relative-primes-product", "relatively-prime-product", "coprime-product"],
                    optional: true,
                    reference: "reference-product-of-relative-primes",
                    cases: [10, 7, 12, 9, 15, 2].map { [String($0)] },
                    // n = 1: no positive integer below it; a range from 0
                    // counts 0, prime to 1 alone.
                    edge: Edge(cases: [["1"]], rule: "no positive integer is less than 1: the book's product is 1, the empty product"),
                    partOf: PartOf(role: "filtered-accumulate", mentions: ["gcd", "prime"],
                                   called: "part (b), the product of the numbers below n prime to n"))
                    .requiredOfAWholeAnswer(),
            ]),
        Exercise(
            number: "1.41", title: "double",
            reference: "(define (reference-double f) (lambda (x) (f (f x))))",
            roles: [
                Role(
                    names: ["double"], reference: "reference-double",
                    conventions: [.template],
                    cases: [
                        ["((NAME inc) 5)"], ["((NAME square) 3)"], ["(((NAME NAME) inc) 0)"],
                        ["(((NAME (NAME NAME)) inc) 5)"], ["((NAME (lambda (x) (* x 2))) 1)"],
                    ]),
            ]),
        Exercise(
            number: "1.42", title: "compose",
            reference: "(define (reference-compose f g) (lambda (x) (f (g x))))",
            roles: [
                Role(
                    names: ["compose"], reference: "reference-compose",
                    conventions: [.template],
                    cases: [
                        ["((NAME square inc) 6)"], ["((NAME inc square) 6)"], ["((NAME inc inc) 0)"],
                        ["((NAME (lambda (x) (* x 2)) (lambda (x) (- x 3))) 10)"],
                    ],
                    swappedArgumentsHint: "(compose f g) applies g first, then f"),
            ]),
        Exercise(
            number: "1.43", title: "repeated",
            reference: """
                (define (reference-repeated f n)
                  (if (= n 1) f (lambda (x) (f ((reference-repeated f (- n 1)) x)))))
                """,
            roles: [
                Role(
                    names: ["repeated"], reference: "reference-repeated",
                    conventions: [.template],
                    cases: [
                        ["((NAME square 2) 5)"], ["((NAME inc 10) 0)"], ["((NAME square 1) 3)"],
                        ["((NAME (lambda (x) (* x 2)) 20) 1)"], ["((NAME (lambda (x) (- (* 3 x) 1)) 3) 1)"],
                        ["((NAME inc 1000) 0)"],
                    ]),
            ]),
    ] + section1_3Exercises35to40 + section1_3Exercises44to46

    static let sumCases: [[String]] = [
        ["identity", "1", "inc", "10"], ["cube", "1", "inc", "10"], ["identity", "5", "inc", "4"],
        // Odd terms up to 9: a loop that stops only when a is b + 1 (or b)
        // never stops, or leaves out the last term.
        ["cube", "3", "inc", "3"], ["identity", "1", "(lambda (x) (+ x 2))", "9"], ["square", "-3", "inc", "3"],
        ["identity", "1", "inc", "1000"],
    ]

    static let productCases: [[String]] = [
        ["identity", "1", "inc", "5"], ["identity", "1", "inc", "10"], ["square", "1", "inc", "4"],
        ["identity", "3", "inc", "2"], ["identity", "7", "inc", "7"], ["identity", "1", "(lambda (x) (+ x 2))", "9"],
        // 171!, exact, past the largest floating-point number: a product
        // begun at 1.0 (an inexact factorial) gives +inf.0.
        ["identity", "1", "inc", "171"],
    ]

    static let accumulateCases: [[String]] = [
        ["+", "0", "identity", "1", "inc", "10"], ["*", "1", "identity", "1", "inc", "6"],
        ["+", "0", "cube", "3", "inc", "3"], ["+", "0", "identity", "5", "inc", "4"],
        ["-", "0", "identity", "1", "inc", "4"], ["(lambda (x y) (+ (* 10 x) y))", "0", "identity", "1", "inc", "3"],
    ]
}
