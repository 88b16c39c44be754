import SICPProcess
import SICPScheme

/// The exercises of SICP section 1.3 that `sicp check` knows beyond
/// 1.29-1.33 and 1.41-1.43: 1.35-1.40, 1.44-1.46.
extension ExerciseChecker {
    static let section1_3Exercises35to40: [Exercise] = [
        Exercise(
            number: "1.35", title: "the golden ratio by fixed-point",
            reference: """
                (define (reference-fixed-point f guess)
                  (let ((next (f guess)))
                    (if (< (abs (- next guess)) 1e-13) next (reference-fixed-point f next))))
                (define (reference-golden-ratio) (/ (+ 1 (sqrt 5)) 2))
                """,
            roles: [
                Role(
                    label: "", names: ["fixed-point", "fixed-point-of", "fixpoint", "fix-point"],
                    reference: "reference-fixed-point",
                    cases: [["(lambda (x) (+ 1 (/ 1 x)))", "1.0"], ["(lambda (x) (+ 1 (/ 1 x)))", "2.0"], ["cos", "1.0"],
                            ["(lambda (y) (+ (sin y) (cos y)))", "1.0"]],
                    // A file's own fixed-point may stop at a tolerance of
                    // 0.001 (cos's fixed point 0.73876 for 0.73909): the
                    // exercise asks for φ, not for the book's tolerance.
                    tolerance: .relative(1e-3))
                    .givenByTheBook(),
                Role(
                    label: "golden ratio",
                    names: ["golden-ratio", "phi", "golden", "golden-ratio-fixed-point", "find-phi", "compute-phi", "get-phi",
                            "golden-mean", "phi-fixed-point", "golden-section-ratio", "golden-section", "golden-ratio-value"],
                    arity: 0, optional: true,
                    reference: "reference-golden-ratio",
                    cases: [[]],
                    tolerance: .relative(1e-4), mayBeValue: true)
                    .required(withTheBooks: "fixed-point")
                    .shown(ShownValue(caller: "fixed-point", value: 1.618033988749895, tolerance: 0.01,
                                      name: "φ, the golden ratio")),
            ]),
        Exercise(
            number: "1.36", title: "fixed-point printing its guesses; x^x = 1000",
            reference: """
                (define (reference-fixed-point f guess)
                  (let ((next (f guess)))
                    (if (< (abs (- next guess)) 1e-13) next (reference-fixed-point f next))))
                """,
            roles: [
                Role(
                    label: "", names: ["fixed-point", "fixed-point-print", "fixed-point-verbose", "fixed-point-display",
                                       "fixed-point-trace", "fixed-point-show"],
                    reference: "reference-fixed-point",
                    cases: [["(lambda (x) (/ (log 1000) (log x)))", "2.0"],
                            ["(lambda (x) (/ (+ x (/ (log 1000) (log x))) 2))", "2.0"],
                            ["(lambda (x) (+ 1 (/ 1 x)))", "1.0"], ["cos", "1.0"]],
                    // A tolerance of the file's own, 0.001, as in 1.35: the
                    // exercise asks for the guesses printed.
                    tolerance: .relative(1e-3), printsGuesses: true,
                    fileUse: FileUse(call: "(log ", called: "log", title: "x^x = 1000",
                                     asks: "exercise 1.36 asks for a solution of x^x = 1000, the fixed point of "
                                         + "x ↦ log(1000)/log(x), found with and without average damping",
                                     also: SecondUse(texts: ["average", "damp", "avg", "(/ (+ ", "(* 0.5 (+ ", "(* 1/2 (+ ", "mean"],
                                                     called: "average damping", callers: ["fixed-point"]))),
            ]),
        Exercise(
            number: "1.37", title: "cont-frac by a recursive and by an iterative process",
            reference: """
                (define (reference-cont-frac n d k)
                  (let loop ((i k) (result 0))
                    (if (= i 0) result (loop (- i 1) (/ (n i) (+ (d i) result))))))
                """,
            roles: [
                Role(
                    label: "recursive",
                    names: ["cont-frac", "cont-frac-rec", "cont-frac-recursive", "cont-frac-r", "recursive-cont-frac",
                            "cont-frac-recur", "cont-frac-recursion", "cont-frac1"],
                    reference: "reference-cont-frac",
                    cases: contFracCases,
                    shape: Shape(space: .linear, sizes: [10, 100, 1000, 5000]) {
                        ["(lambda (i) 1.0)", "(lambda (i) 1.0)", String($0)]
                    }),
                Role(
                    label: "iterative",
                    names: ["cont-frac-iter", "cont-frac-iterative", "cont-frac-i", "iterative-cont-frac", "cont-frac-it",
                            "cont-frac2", "cont-frac"],
                    reference: "reference-cont-frac",
                    cases: contFracCases,
                    shape: Shape(space: .constant, sizes: [10, 100, 1000, 5000]) {
                        ["(lambda (i) 1.0)", "(lambda (i) 1.0)", String($0)]
                    }),
            ]),
        Exercise(
            number: "1.38", title: "e by Euler's continued fraction",
            reference: """
                (define (reference-euler-d i)
                  (if (= (remainder i 3) 2) (* 2 (quotient (+ i 1) 3)) 1))
                (define (reference-e k . less) (- (exp 1) (if (null? less) 0 (car less))))
                (define (reference-cont-frac n d k)
                  (let loop ((i k) (result 0))
                    (if (= i 0) result (loop (- i 1) (/ (n i) (+ (d i) result))))))
                """,
            roles: [
                Role(
                    label: "",
                    names: ["d", "euler-d", "e-d", "d-euler", "d-e", "euler-denominator", "e-denominator", "denominator-e",
                            "d-i", "di", "den", "denom", "euler-di", "e-di", "d-term"],
                    reference: "reference-euler-d",
                    // Up to 20: a `d` that computes each D from the ones before it,
                    // recursively (a right answer, slow: Θ(1.84ⁱ) calls), ends.
                    cases: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 17, 18, 19, 20].map { [String($0)] },
                    // A `d` for a `cont-frac` of the file's own that counts
                    // its terms from 0: (d 0) is the book's D1. The
                    // approximation of e is judged on its own.
                    variants: [Variant(
                        note: "`d` counts from 0, as a `cont-frac` whose terms start at i = 0 calls it: "
                            + "(d 0) is the book's D1, 1, and (d 1) its D2, 2",
                        standsWith: (role: "e", otherwise: "gives the book's D(i + 1) for i, right only for a "
                            + "`cont-frac` whose terms start at i = 0, and the file's approximation of e with it "
                            + "is not right")) { ["(+ \($0[0]) 1)"] }],
                    doneBy: "e",
                    inlineIn: InlineArgument(calls: ["cont-frac", "cont-frac-iter", "cont-frac-rec"], position: 1,
                                             value: 2.718281828459045, part: 0.718281828459045)),
                // The approximation of e, or of e - 2 (the continued
                // fraction itself), by k terms; its D may be inside it.
                Role(
                    label: "e",
                    names: ["e", "estimate-e", "e-approx", "approx-e", "approximate-e", "euler-e", "compute-e", "calc-e",
                            "find-e", "e-cf", "e-cont-frac", "euler-e-approx"],
                    arity: 1, optional: true,
                    reference: "reference-e",
                    // Or its argument is a tolerance, not a number of terms
                    // (`(e-approx 1e-8)`, which doubles k until two
                    // approximations agree): called with a small one.
                    conventions: [.plain, ExerciseChecker.tolerance],
                    cases: [["20"], ["30"], ["100"]],
                    tolerance: .relative(1e-6),
                    variants: [Variant(note: ExerciseChecker.eMinusTwo.variantNote) { $0 + ["2"] }],
                    mayBeValue: true,
                    partOf: PartOf(calls: ["cont-frac", "cont_frac", "contfrac"], mentions: [],
                                   called: "the approximation of e")).computingPart(ExerciseChecker.eMinusTwo),
                // The `cont-frac` of 1.37 the file computes e with: one that
                // counts a term twice or starts from 1 is off only for a
                // small k (e's cases take 20 or more), which the cases
                // with N and D constant show whichever i it counts from.
                Role(
                    label: "cont-frac",
                    names: ["cont-frac", "cont-frac-iter", "cont-frac-rec", "cont-frac-recursive", "cont-frac-iterative",
                            "cont-frac-r", "cont-frac-i", "recursive-cont-frac", "iterative-cont-frac", "cont-frac-it",
                            "cont-frac-recur", "cont-frac-recursion", "cont-frac1", "cont-frac2"],
                    arity: 3, optional: true,
                    reference: "reference-cont-frac",
                    cases: [["(lambda (i) 1.0)", "(lambda (i) 1.0)", "1"], ["(lambda (i) 1.0)", "(lambda (i) 1.0)", "2"],
                            ["(lambda (i) 1.0)", "(lambda (i) 1.0)", "3"], ["(lambda (i) 1.0)", "(lambda (i) 1.0)", "11"],
                            ["(lambda (i) 1)", "(lambda (i) 2)", "3"]])
                    .used(by: "e"),
            ]),
        Exercise(
            number: "1.39", title: "tan x by Lambert's continued fraction",
            reference: """
                (define (reference-tan-cf x k)
                  (let loop ((i k) (result 0))
                    (if (= i 0)
                        result
                        (loop (- i 1) (/ (if (= i 1) x (- (* x x))) (+ (- (* 2 i) 1) result))))))
                """,
            roles: [
                Role(
                    label: "", names: ["tan-cf", "tan-cont-frac", "tan-cf-iter", "tan-cf-rec", "lambert-tan", "tan-lambert",
                                       "tangent-cf", "tan-frac"],
                    reference: "reference-tan-cf",
                    cases: [["1.0", "10"], ["0.5", "10"], ["-1.0", "10"], ["2.0", "20"], ["0.1", "3"],
                            ["1", "1"], ["1", "2"], ["1", "3"], ["3.0", "30"]],
                    tolerance: .relative(1e-6),
                    // x = 0: an answer that divides by x (N₁ = -x² as for
                    // the others, then the whole divided by -x) gives 0/0.
                    edge: Edge(cases: [["0.0", "5"]],
                               rule: "Lambert's fraction is 0 at x = 0, where an answer that divides by x has 0/0")),
            ]),
        Exercise(
            number: "1.40", title: "cubic for newtons-method",
            reference: """
                (define (reference-cubic a b c) (lambda (x) (+ (* x x x) (* a x x) (* b x) c)))
                (define (reference-newtons-method g guess)
                  (define (deriv x) (/ (- (g (+ x 0.00001)) (g x)) 0.00001))
                  (let loop ((guess guess))
                    (let ((next (- guess (/ (g guess) (deriv guess)))))
                      (if (< (abs (- next guess)) 1e-12) next (loop next)))))
                """,
            roles: [
                Role(
                    label: "", names: ["cubic", "cubic-function", "make-cubic", "cubic-fn"], arity: 3,
                    reference: "reference-cubic",
                    conventions: [.template],
                    cases: [["((NAME 1 2 3) 0)"], ["((NAME 1 2 3) 1)"], ["((NAME -6 11 -6) 4)"], ["((NAME 0 0 0) -2)"],
                            ["((NAME 1 1 1) 1/2)"], ["((NAME 2 -3 5) 10)"], ["((NAME 0 0 -8) 2.0)"]]),
                // The book's `newtons-method` (1.3.4), when the file writes
                // its own: the exercise's `(newtons-method (cubic a b c) 1)`
                // runs with it, and a `cubic` right beside one that never
                // finds a zero does not approximate one.
                Role(
                    label: "newtons-method", names: ["newtons-method", "newton-method", "newtons-method-cubic"],
                    arity: 2, optional: true,
                    reference: "reference-newtons-method",
                    cases: [["(lambda (x) (+ (* x x x) (* x x) x 1))", "1"], ["(lambda (x) (- (* x x) 2))", "1.0"],
                            ["(lambda (x) (- (* x x x) 8))", "1"], ["(lambda (x) (- (cos x) x))", "1.0"]],
                    tolerance: .relative(1e-4)),
            ]),
    ]
}

extension ExerciseChecker {
    /// 1.46's `fixed-point` with a first guess of its own, `(fixed-point f)`
    /// (starting from 1.0, as the book's calls do). A case that starts
    /// elsewhere, from g, asks it for the fixed point of x ↦ f(g·x)/g, which
    /// the same steps from 1.0 reach at y where g·y is f's from g: a
    /// procedure that ignores the guess it is given still fails there.
    static let ownFirstGuess = Convention(label: "its own first guess: (NAME f) for the book's (NAME f 1.0)",
                                          keepsArity: false) { name, arguments in
        guard arguments.count == 2, let guess = Double(arguments[1]), guess != 1 else { return "(\(name) \(arguments[0]))" }
        return "(* \(arguments[1]) (\(name) (lambda (sicp-check-x) (/ (\(arguments[0]) (* sicp-check-x \(arguments[1]))) "
            + "\(arguments[1])))))"
    }.taking(1)

    /// 1.46's `sqrt` or `fixed-point` that returns a procedure of the first
    /// guess, `((sqrt x) 1.0)`, `((fixed-point f) 1.0)`: the guess the book's
    /// calls start from, or the case's.
    static let guessInSecondCall = Convention(label: "the first guess taken by the procedure it returns: ((NAME x) 1.0)",
                                              keepsArity: false) { name, arguments in
        "((\(name) \(arguments[0])) \(arguments.count > 1 ? arguments[1] : "1.0"))"
    }.taking(1)

    /// 1.38's `e` that gives the continued fraction alone (see `PartValue`).
    static let eMinusTwo = PartValue(
        variantNote: "it gives e - 2, the continued fraction alone", whole: 2.718281828459045,
        part: 0.718281828459045, tolerance: 0.01, wholeName: "e", partName: "e - 2, the continued fraction alone",
        completes: "adds 2")

    /// `(NAME 1e-10)` for a procedure whose one argument, named so, is a
    /// tolerance, not the book's number of terms.
    static let tolerance: Convention = {
        var convention = Convention(label: "its argument a tolerance: (NAME 1e-10) for the book's k terms") { name, _ in
            "(\(name) 1e-10)"
        }
        convention.parameterWords = ["tol", "eps", "%", "precision", "accuracy", "delta", "err", "thresh"]
        return convention
    }()

    static let contFracCases: [[String]] = [
        ["(lambda (i) 1.0)", "(lambda (i) 1.0)", "1"], ["(lambda (i) 1.0)", "(lambda (i) 1.0)", "2"],
        ["(lambda (i) 1.0)", "(lambda (i) 1.0)", "11"], ["(lambda (i) 1)", "(lambda (i) 1)", "5"],
        ["(lambda (i) i)", "(lambda (i) 1)", "4"], ["(lambda (i) 1)", "(lambda (i) i)", "5"],
        ["(lambda (i) (* i i))", "(lambda (i) (+ i 1))", "6"],
    ]

    /// `(nth-root x n)` with the arguments the other way round.
    static let swappedPair = Convention(label: "n first, then x") { name, arguments in
        "(" + ([name] + arguments.reversed()).joined(separator: " ") + ")"
    }

    static let stepFunction = "(lambda (x) (if (> x 0) 1 0))"

    static let section1_3Exercises44to46: [Exercise] = [
        Exercise(
            number: "1.44", title: "smooth and n-fold smoothing",
            reference: """
                (define reference-dx 0.00001)
                (define (reference-smooth f)
                  (lambda (x) (/ (+ (f (- x reference-dx)) (f x) (f (+ x reference-dx))) 3)))
                (define (reference-n-fold-smooth f n)
                  (if (= n 0) f (reference-smooth (reference-n-fold-smooth f (- n 1)))))
                """,
            roles: [
                Role(
                    label: "", names: ["smooth", "smooth-f", "smoothed", "smoothing"], arity: 1,
                    reference: "reference-smooth",
                    conventions: [.template],
                    cases: [["((NAME \(stepFunction)) 0)"], ["((NAME square) 2)"], ["((NAME (lambda (x) (* 3 x))) 5)"],
                            ["((NAME abs) 10)"], ["((NAME cube) 1.0)"]],
                    tolerance: .relative(1e-4),
                    learnerConstant: LearnerConstant(name: "reference-dx", called: "dx", probe: "((NAME square) 0)",
                                                     derive: "(lambda (v) (sqrt (* 3/2 v)))", range: 1e-12...0.1)),
                Role(
                    label: "n-fold",
                    names: ["n-fold-smooth", "smooth-n", "n-smooth", "nfold-smooth", "smooth-n-times", "repeated-smooth",
                            "smooth-repeated", "n-fold-smoothed", "multi-smooth", "smooth-n-fold", "nth-smooth", "smooth-times"],
                    arity: 2,
                    reference: "reference-n-fold-smooth",
                    conventions: [.template],
                    cases: [["((NAME \(stepFunction) 1) 0)"], ["((NAME \(stepFunction) 2) 0)"],
                            ["((NAME \(stepFunction) 3) 0)"], ["((NAME square 2) 2)"], ["((NAME square 5) 3)"],
                            ["((NAME (lambda (x) (* 3 x)) 4) 5)"],
                            // Six: a `repeated` that halves its count while
                            // testing the parity of the first n (right for
                            // 1 to 5) smooths 8 times. The step at 0 tells
                            // the counts apart; a square's 2dx²/3 a smoothing
                            // is under the tolerance.
                            ["((NAME \(stepFunction) 6) 0)"]],
                    tolerance: .relative(1e-4),
                    learnerConstant: LearnerConstant(name: "reference-dx", called: "dx", probe: "((NAME square 1) 0)",
                                                     derive: "(lambda (v) (sqrt (* 3/2 v)))", range: 1e-12...0.1))
                    .shown(as: ShownCall(head: "repeated", argumentRole: "smooth",
                                         adapter: "(lambda (f n) ((repeated ARG n) f))")),
            ]),
        Exercise(
            number: "1.45", title: "nth roots with floor(log2 n) average dampings",
            reference: "(define (reference-nth-root x n) (exp (/ (log x) n)))",
            roles: [
                Role(
                    label: "", names: ["nth-root", "root", "n-th-root", "nth-rt", "nroot", "n-root", "root-n", "nth-root-damped"],
                    reference: "reference-nth-root",
                    conventions: [.plain, swappedPair],
                    cases: [["2", "2"], ["1000", "3"], ["16", "4"], ["32", "5"], ["2", "7"], ["256", "8"], ["3", "15"],
                            ["65536", "16"], ["(expt 2 31)", "31"], ["(expt 2 32)", "32"], ["(expt 3 63)", "63"],
                            ["(expt 2.0 64)", "64"], ["1", "17"], ["0.5", "3"]],
                    tolerance: .relative(1e-3),
                    // A guess kept exact on an exact radicand (an exact 1 to
                    // start) never ends, as in 1.8: stopped at once.
                    exactBits: 4096),
            ]),
        Exercise(
            number: "1.46", title: "iterative-improve, with sqrt and fixed-point written with it",
            reference: """
                (define (reference-iterative-improve good-enough? improve)
                  (lambda (guess)
                    (let loop ((guess guess))
                      (if (good-enough? guess) guess (loop (improve guess))))))
                (define (reference-sqrt x) (exact->inexact (sqrt x)))
                (define (reference-fixed-point f guess)
                  (let ((next (f guess)))
                    (if (< (abs (- next guess)) 1e-13) next (reference-fixed-point f next))))
                """,
            roles: [
                Role(
                    label: "", names: ["iterative-improve", "iter-improve", "iterative-improvement", "improve-iteratively"],
                    arity: 2,
                    reference: "reference-iterative-improve",
                    // A learner's own: the procedure it returns takes the
                    // guess and the problem's datum (sqrt's x, fixed-point's
                    // f), and hands both to good-enough? and improve.
                    conventions: [.template,
                                  .adapted("the procedure it returns taking (guess x), and good-enough? and improve "
                                           + "taking (guess x) too") { name in
                                      "(lambda (good? improve) (lambda (guess) ((\(name) (lambda (g . r) (good? g)) "
                                          + "(lambda (g . r) (improve g))) guess 'x)))"
                                  }],
                    cases: [["((NAME (lambda (g . r) (< (abs (- (* g g) 2)) 1e-12)) (lambda (g) (/ (+ g (/ 2 g)) 2))) 1.0)"],
                            ["((NAME (lambda (g . r) (< (abs (- g (cos g))) 1e-12)) cos) 1.0)"],
                            ["((NAME (lambda (g . r) (< (abs (- (* g g g) 10)) 1e-12)) (lambda (g) (/ (+ (/ 10 (* g g)) g g) 3))) 1.0)"]],
                    tolerance: .relative(1e-6)),
                Role(
                    label: "sqrt", names: ["sqrt", "sqrt-ii", "new-sqrt", "sqrt-improve", "sqrt-iter-improve", "sqrt2",
                                           "sqrt-iterative-improve", "my-sqrt"],
                    reference: "reference-sqrt",
                    // Inexact radicands: a sqrt whose first guess is the exact
                    // 1 then computes in floats, as for any other answer;
                    // with an exact 12345 it would give a rational of
                    // thousands of digits, close to the root but never equal
                    // to a float.
                    conventions: [.plain, ExerciseChecker.guessInSecondCall],
                    cases: [["2.0"], ["9.0"], ["100.0"], ["12345.0"]],
                    tolerance: .relative(1e-3), uses: ["iterative-improve"]),
                Role(
                    label: "fixed-point", names: ["fixed-point", "fixed-point-ii", "new-fixed-point", "fixed-point-improve",
                                                  "fixed-point2", "fixed-point-iterative-improve", "my-fixed-point"],
                    reference: "reference-fixed-point",
                    // The last case has two fixed points, 2 and -2: from
                    // -1.0 a fixed-point that uses its first guess finds -2.
                    // Within 10⁻³, as sqrt: a file that gives both the one
                    // test of 1.1.7, |g - f(g)| < 0.001, and returns the
                    // guess that passes it (cos: 0.73957 for 0.73909) is right.
                    conventions: [.plain, ExerciseChecker.ownFirstGuess, ExerciseChecker.guessInSecondCall],
                    cases: [["cos", "1.0"], ["(lambda (y) (+ (sin y) (cos y)))", "1.0"], ["(lambda (x) (+ 1 (/ 1 x)))", "1.0"],
                            ["(lambda (x) (/ (+ x (/ 4 x)) 2))", "-1.0"]],
                    tolerance: .relative(1e-3), uses: ["iterative-improve"]),
            ]),
    ]
}
