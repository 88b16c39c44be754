import SICPProcess
import SICPScheme

/// The exercises of SICP section 1.2 that `sicp check` knows beyond 1.11,
/// 1.12 and 1.16: 1.17-1.19, 1.21-1.24, 1.27, 1.28.
extension ExerciseChecker {
    static let multiplyCases: [[String]] =
        [(3, 4), (4, 3), (0, 5), (5, 0), (1, 1), (7, 1), (1, 7), (12, 12), (2, 1024), (13, 1000)]
            .map { [String($0.0), String($0.1)] }
            + [["123456789012345678901", "98765432109876543210"]]

    /// A negative multiplicand: the book's `*` by repeated addition counts
    /// its second argument down to 0, and a version that halves the first
    /// one never returns for a negative first argument.
    static let negativeMultiplicand = Edge(
        cases: [["-3", "7"], ["-4", "6"]],
        rule: "the book's * by repeated addition counts an argument down to 0, so the exercise is about non-negative integers")

    /// Multiplication measured along the second argument, and along the
    /// first for a version that halves the first.
    /// The book's multiplication by doubling and halving, an iteration that
    /// reduces b: the reference 1.17's and 1.18's loop turns are measured
    /// against.
    static let fastMultiplyReference = """
        (define (reference-multiply a b) (* a b))
        (define (reference-fast-mult-iter a b)
          (define (iter acc a b)
            (cond ((= b 0) acc)
                  ((even? b) (iter acc (+ a a) (quotient b 2)))
                  (else (iter (+ acc a) a (- b 1)))))
          (iter 0 a b))
        """

    /// The fit has no Θ(log² n): a loop that gives the two numbers' places
    /// to each other on an odd b (`(iter (- b 1) a (+ c a))`) fits Θ(log n)
    /// along (3, n), its steps bounded by the small one. Its loop turns on
    /// two equal numbers of 16 and 64 bits all set tell it: 15 and some 60
    /// times the book's (a step per bit, or per two).
    static let multiplyTurns = RelativeSteps(
        reference: "reference-fast-mult-iter", ratio: 0.25...2.5,
        cases: [["65535", "65535"], ["18446744073709551615", "18446744073709551615"]],
        requirement: "as few loop turns as a Θ(log n) iteration (at most 2.5 times the reference's)", questionsGrowth: true)

    static func multiplyShape(steps: GrowthOrder, space: GrowthOrder? = nil) -> Shape {
        var shape = Shape(steps: steps, space: space, sizes: [10, 100, 1000, 10000, 100000]) { ["3", String($0)] }
        shape.alternative = { [String($0), "3"] }
        return shape
    }

    static let primeCases: [[String]] =
        [2, 3, 5, 7, 4, 9, 25, 49, 1009, 1013, 1019, 10007, 10009, 10037, 100003, 100019, 100043,
         1000003, 1000033, 1000037, 1001, 10001, 100001, 1000001, 999983, 999997].map { [String($0)] }

    static let smallestDivisorReference = """
        (define (reference-smallest-divisor n)
          (let loop ((d 2))
            (cond ((> (* d d) n) n) ((= (remainder n d) 0) d) (else (loop (+ d 1))))))
        """

    /// A deterministic Miller-Rabin test (bases 2 to 37: right for every n
    /// below 3.3 · 10²⁴), the reference for the random tests.
    static let primeReference = """
        (define (reference-expmod b e m)
          (let loop ((b (remainder b m)) (e e) (acc 1))
            (cond ((= e 0) acc)
                  ((even? e) (loop (remainder (* b b) m) (quotient e 2) acc))
                  (else (loop b (- e 1) (remainder (* acc b) m))))))
        (define (reference-prime? n)
          (define (strong-liar? a)
            (let split ((d (- n 1)) (s 0))
              (if (even? d)
                  (split (quotient d 2) (+ s 1))
                  (let ((x (reference-expmod a d n)))
                    (or (= x 1) (= x (- n 1))
                        (let loop ((x x) (r 1))
                          (and (< r s)
                               (let ((y (remainder (* x x) n)))
                                 (or (= y (- n 1)) (loop y (+ r 1)))))))))))
          (cond ((< n 2) #f)
                ((< n 4) #t)
                ((even? n) #f)
                (else (let loop ((bases '(2 3 5 7 11 13 17 19 23 29 31 37)))
                        (cond ((null? bases) #t)
                              ((= (remainder n (car bases)) 0) (= n (car bases)))
                              ((strong-liar? (car bases)) (loop (cdr bases)))
                              (else #f))))))
        """
}

extension ExerciseChecker {
    static let section1_2Exercises17to27: [Exercise] = [
        Exercise(
            number: "1.17", title: "multiplication by doubling and halving, in Θ(log n) steps",
            reference: fastMultiplyReference,
            roles: [
                Role(
                    label: "",
                    names: ["fast-mult", "fast-multiply", "fast-mul", "fast-times", "mult", "multiply", "mul", "times",
                            "fast-product", "fast-*", "mult-fast", "multiply-fast", "fast-mult-rec", "fast-mult-recursive"],
                    reference: "reference-multiply",
                    cases: multiplyCases,
                    shape: multiplyShape(steps: .logarithmic), relativeSteps: multiplyTurns, edge: negativeMultiplicand),
            ]),
        Exercise(
            number: "1.18", title: "multiplication by doubling and halving, by an iterative process",
            reference: fastMultiplyReference,
            roles: [
                Role(
                    label: "",
                    names: ["fast-mult-iter", "fast-multiply-iter", "fast-mult-iterative", "fast-multiply-iterative",
                            "mult-iter", "multiply-iter", "iter-mult", "iterative-mult", "fast-mul-iter", "russian-peasant",
                            "peasant-mult", "russian-mult", "fast-times-iter", "mult-iterative", "fast-mult", "fast-multiply",
                            "mult", "multiply"],
                    reference: "reference-multiply",
                    cases: multiplyCases,
                    shape: multiplyShape(steps: .logarithmic, space: .constant), relativeSteps: multiplyTurns,
                    edge: negativeMultiplicand),
            ]),
        Exercise(
            number: "1.19", title: "Fibonacci numbers in Θ(log n) steps",
            reference: """
                (define (reference-fib n)
                  (let loop ((a 1) (b 0) (k n)) (if (= k 0) b (loop (+ a b) a (- k 1)))))
                """,
            roles: [
                Role(
                    label: "",
                    names: ["fib", "fast-fib", "fib-fast", "fib-log", "log-fib", "fib-logarithmic", "fibonacci", "fast-fibonacci",
                            "fib-iter-log", "fib2"],
                    reference: "reference-fib",
                    cases: [0, 1, 2, 3, 4, 5, 6, 7, 10, 20, 31, 50, 93, 94, 100, 300].map { [String($0)] },
                    shape: Shape(steps: .logarithmic, space: .constant, sizes: [10, 100, 1000, 10000]) { [String($0)] }),
            ]),
        Exercise(
            number: "1.21", title: "smallest-divisor of 199, 1999 and 19999",
            reference: smallestDivisorReference,
            roles: [
                Role(
                    label: "", names: ["smallest-divisor", "smallest-div", "least-divisor", "min-divisor"],
                    reference: "reference-smallest-divisor",
                    cases: [199, 1999, 19999, 2, 3, 4, 9, 15, 25, 49, 97, 121, 1001, 10403].map { [String($0)] }
                        + [["100000000000000000001"]]),
            ]),
        Exercise(
            number: "1.22", title: "prime? by trial division, Θ(√n) steps; search-for-primes",
            reference: smallestDivisorReference + "\n(define (reference-prime? n) (= n (reference-smallest-divisor n)))",
            roles: [
                Role(
                    label: "", names: ["prime?", "is-prime?", "prime", "isprime?", "is-prime"],
                    reference: "reference-prime?",
                    cases: primeCases,
                    shape: Shape(steps: .squareRoot, sizes: [1009, 10007, 100003, 1000003, 10000019]) { [String($0)] })
                    .givenByTheBook(),
                Role(
                    label: "", names: ["search-for-primes", "search-for-prime", "search-primes", "search-prime"],
                    optional: true, reference: "reference-prime?", searchesPrimes: true)
                    .required(withTheBooks: "prime?"),
            ]),
        Exercise(
            number: "1.23", title: "next: test 2 and then only odd divisors",
            reference: smallestDivisorReference + "\n(define (reference-next n) (if (= n 2) 3 (+ n 2)))",
            roles: [
                Role(
                    label: "", names: ["next", "next-divisor", "next-test-divisor", "next-odd", "next-test"],
                    reference: "reference-next",
                    cases: [2, 3, 5, 7, 9, 11, 99, 1001].map { [String($0)] },
                    // Stepping 2, 3, 5, 7, ... inline (or with a step
                    // procedure passed in): smallest-divisor does its work
                    // when it takes about half the steps of 1.22's.
                    doneBy: "smallest-divisor"),
                Role(
                    label: "", names: ["smallest-divisor", "smallest-divisor-fast", "smallest-divisor-next", "smallest-div",
                                       "find-divisor"],
                    reference: "reference-smallest-divisor",
                    // Or the book's `find-divisor` with `next` in it, when
                    // the file leaves `smallest-divisor` to the book.
                    // (its second parameter named for the divisor tried).
                    conventions: [.plain, {
                        var fromTwo = Convention(label: "from 2: (NAME n 2), as the book's smallest-divisor calls it",
                                                 keepsArity: false) { name, arguments in "(\(name) \(arguments[0]) 2)" }
                        fromTwo.parameterWords = ["test", "div", "try", "start", "cand", "guess"]
                        return fromTwo.taking(2)
                    }()],
                    cases: [199, 1999, 19999, 2, 3, 4, 9, 15, 25, 49, 97, 121, 1001, 10403].map { [String($0)] }
                        + [["100000000000000000001"]],
                    shape: Shape(steps: .squareRoot, sizes: [1009, 10007, 100003, 1000003, 10000019]) { [String($0)] },
                    relativeSteps: RelativeSteps(
                        reference: "reference-smallest-divisor", ratio: 0.4...0.65,
                        cases: [["1009"], ["10007"], ["100003"], ["1000003"]],
                        requirement: "about half the steps of 1.22's smallest-divisor, counted in loop turns")),
            ]),
        Exercise(
            number: "1.24", title: "fast-prime? with the Fermat test, Θ(log n) steps",
            reference: primeReference + "\n(define (reference-fast-prime? n times) (reference-prime? n))",
            roles: [
                Role(
                    label: "", names: ["fast-prime?", "fast-prime", "fermat-prime?", "fast-is-prime?", "prime-fermat?"],
                    reference: "reference-fast-prime?",
                    cases: ([2, 3, 5, 97, 1009, 1000003, 1000000007, 1000000000039, 4, 9, 100, 1001, 100001, 1000001]
                        .map(String.init) + ["1000000000000000003", "1000000000001", "999999999999999999"])
                        .map { [$0, "20"] },
                    shape: Shape(steps: .logarithmic, sizes: [1009, 1000003, 1000000007, 1000000000039, 1000000000000037,
                                                              1000000000000000003]) { [String($0), "10"] },
                    calledBy: CalledBy(
                        callers: ["start-prime-test", "timed-prime-test", "search-for-primes"], replaced: "smallest-divisor",
                        asks: "exercise 1.24 asks for the timed test of exercise 1.22 with the Fermat test in place of prime?")),
            ]),
        Exercise(
            number: "1.27", title: "Carmichael numbers fool the Fermat test for every a",
            reference: primeReference + """

                (define (reference-fermat-all? n)
                  (let loop ((a 1))
                    (or (>= a n) (and (= (reference-expmod a n n) a) (loop (+ a 1))))))
                (define (reference-random-trials? n)
                  (let loop ((k 100))
                    (or (= k 0)
                        (let ((a (+ 1 (random (- n 1)))))
                          (and (= (reference-expmod a n n) a) (loop (- k 1)))))))
                """,
            roles: [
                Role(
                    label: "",
                    names: ["fermat-all?", "carmichael?", "carmichael-test", "full-fermat-test", "fermat-test-all",
                            "fermat-full?", "fermat-all", "test-all", "all-fermat?", "fools-fermat?", "carmichael",
                            "fermat-test-every", "every-a?", "carmichael-test?", "test-carmichael", "fermat-full-test"],
                    reference: "reference-fermat-all?",
                    conventions: [.plain, twoAnswers],
                    cases: [561, 1105, 1729, 2465, 2821, 6601, 4, 15, 91, 100, 1001, 1105 * 3, 341].map { [String($0)] },
                    // Random trials give the right answers by chance: every
                    // composite that is not a Carmichael number fails for at
                    // least half of the a < n. With `random` made to give 0,
                    // the trials try a = 0, 1 or 2 (or n - 1), which 341 =
                    // 11 · 31 passes (2^341 = 2 mod 341), though 220 of its
                    // a fail: a test of every a says #f, trials say #t.
                    properties: [Property(
                        "(begin (set! random (lambda arguments 0)) (set! random-integer random) (set! pseudo-random-integer random) "
                            + "(not (NAME 341)))",
                        message: "with `random` always 0 it says 341 = 11 · 31 passes for every a, yet 3^341 is not 3 mod 341: "
                            + "exercise 1.27 asks to test every a < n, not random ones",
                        mustFailFor: "reference-random-trials?")]),
            ]),
    ]
}

extension ExerciseChecker {
    /// 1.27's test of every a that answers in its own words, not #t or #f:
    /// -1 when no a fails and the first a that fails otherwise, or "561
    /// passes" and "15 fails at a = 2" printed. It is judged as a test by
    /// whether it gives a number the answer it gives 561, a Carmichael
    /// number: its value and what it prints, each occurrence of the number
    /// itself in the print read as N. A test whose answers do not split the
    /// numbers as passing for every a or not, in either words, fails. A
    /// test that answers 561 with #t or #f, printing nothing, is read as it
    /// answers: #f for 561 is wrong, not a word of its own.
    static let twoAnswers: Convention = {
        var convention = Convention(label: "its answers, returned or printed, read as #t where they are 561's "
                                        + "(a Carmichael number's) and #f elsewhere") { name, arguments in
            "((sicp-check-answers-as \(name) 561) \(arguments[0]))"
        }
        convention.adapter = { "(sicp-check-answers-as \($0) 561)" }
        convention.definitions = """
            (define (sicp-check-answer-of f n)
              (define (without-number text)
                (let ((digits (number->string n)))
                  (let loop ((chars (string->list text)) (run '()) (out '()))
                    (define (flushed)
                      (let ((word (list->string (reverse run))))
                        (append (reverse (string->list (if (string=? word digits) "N" word))) out)))
                    (cond ((null? chars) (list->string (reverse (flushed))))
                          ((char-numeric? (car chars)) (loop (cdr chars) (cons (car chars) run) out))
                          (else (loop (cdr chars) '() (cons (car chars) (flushed))))))))
              (let* ((value #f)
                     (printed (with-output-to-string (lambda () (set! value (f n))))))
                (list value (without-number printed))))
            (define (sicp-check-answers-as f known)
              (lambda (n)
                (let ((answer (sicp-check-answer-of f known)))
                  (if (and (boolean? (car answer)) (string=? (cadr answer) ""))
                      (car (sicp-check-answer-of f n))
                      (equal? (sicp-check-answer-of f n) answer)))))
            """
        return convention
    }()

    /// `(NAME n)` twenty times: #f as soon as one trial says composite.
    static let twentyTrials = Convention(label: "") { name, arguments in
        "(let trial ((k 0)) (cond ((= k 20) #t) ((\(name) \(arguments[0])) (trial (+ k 1))) (else #f)))"
    }

    /// `(NAME n a)` for twenty random bases 2 ≤ a ≤ n - 2: a test of one
    /// base given as the second argument.
    static let baseArgument = Convention(label: "a base as the second argument, 20 random bases", keepsArity: false) {
        name, arguments in
        "(let trial ((k 0)) (cond ((= k 20) #t) ((\(name) \(arguments[0]) (+ 2 (random (- \(arguments[0]) 3)))) "
            + "(trial (+ k 1))) (else #f)))"
    }

    /// `(NAME n 20)`: a `fast-prime?` that makes the trials itself.
    static let trialsArgument = Convention(label: "20 trials as the second argument", keepsArity: false) { name, arguments in
        "(\(name) \(arguments[0]) 20)"
    }

    static let section1_2Exercise28: [Exercise] = [
        Exercise(
            number: "1.28", title: "the Miller-Rabin test, not fooled by Carmichael numbers",
            given: """
                ;; How many of `runs` calls of (test n 20) say n is prime.
                (define (sicp-check-times-fooled test n runs)
                  (let loop ((k 0) (fooled 0))
                    (if (= k runs) fooled (loop (+ k 1) (if (test n 20) (+ fooled 1) fooled)))))
                """,
            reference: primeReference + """

                (define (reference-miller-rabin n) (reference-prime? n))
                (define (reference-mr-trials n times) (reference-prime? n))
                """,
            roles: [
                Role(
                    label: "",
                    names: ["miller-rabin-test", "miller-rabin", "miller-rabin?", "mr-test", "mr-prime?", "miller-rabin-prime?",
                            "prime-mr?", "miller-rabin-fast-prime?", "fast-prime-mr?", "mr-fast-prime?", "fast-prime-miller-rabin?",
                            "miller-rabin-prime", "rabin-miller-test", "fast-prime?"],
                    reference: "reference-miller-rabin",
                    conventions: [twentyTrials, trialsArgument.taking(2), baseArgument.taking(2)],
                    // Carmichael numbers whose factors are all large too
                    // (294409 = 37·73·109 ... 172947529 = 307·613·919): a
                    // Fermat test with random bases is fooled by them nearly
                    // always, a base that shares a factor with n being rare.
                    // Two primes among the first six, the cases that choose
                    // the convention: a test of one base given second,
                    // called `(NAME 5 20)` as a `fast-prime?` with its
                    // trials, tries the base 20 = 0 (mod 5) and says 5 is
                    // composite; on the Carmichael numbers alone the two
                    // conventions tie and the first is kept.
                    cases: [561, 1105, 5, 1729, 7, 2465, 2821, 6601, 13, 97, 1009, 1000003, 9, 15, 91, 1001, 1000001, 8911,
                            294409, 56052361, 118901521, 172947529]
                        .map { [String($0)] },
                    // Θ(log n) steps, as the Fermat test of 1.24: a `prime?` by
                    // trial division gives the right values, and is no answer.
                    shape: Shape(steps: .logarithmic, sizes: [1009, 1000003, 1000000007, 1000000000039]) { [String($0)] })
                .withSteadyRandom(),
                // The file's driver of repeated trials, `(NAME n times)`,
                // when it has one beside the one-trial test judged above:
                // judged too, so that a driver that runs one Miller-Rabin
                // trial and then falls back on the Fermat `fast-prime?`
                // (fooled by a Carmichael number every time that trial is)
                // does not pass on its test's strength. Thirty runs each: a
                // right driver is fooled with a chance under 4^-20 a run.
                Role(
                    names: ["mr-prime?", "miller-rabin-prime?", "prime-mr?", "miller-rabin-fast-prime?", "fast-prime-mr?",
                            "mr-fast-prime?", "fast-prime-miller-rabin?", "miller-rabin-prime", "mr-fast-prime",
                            "miller-rabin-fast-prime", "fast-prime-mr"],
                    arity: 2, optional: true,
                    reference: "reference-mr-trials",
                    conventions: [.template],
                    cases: ["(NAME 1009 20)", "(NAME 1000003 20)", "(NAME 15 20)"].map { [$0] }
                        + [561, 1105, 1729, 2465, 2821, 6601, 8911].map { ["(sicp-check-times-fooled NAME \($0) 30)"] })
                .withSteadyRandom(),
            ]),
    ]
}
