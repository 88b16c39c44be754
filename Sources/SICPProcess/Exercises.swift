/// An exercise `sicp check` knows: the procedures to look for in the
/// learner's file, the cases to try them on, the reference that gives the
/// expected values, and the process shape the exercise asks for.
public struct Exercise: Sendable {
    /// SICP's number: `"1.30"`.
    public let number: String
    /// What the exercise asks for, in a few words.
    public let title: String
    /// Scheme definitions of the reference procedures (the kit's procedures
    /// serve where they are the reference).
    let reference: String
    /// The procedures to find and check, in order.
    let roles: [Role]

    /// The names `--procedure` can give, in order: one per required procedure.
    public var procedureLabels: [String] {
        roles.filter { !$0.optional }.map { $0.label.isEmpty ? $0.names[0] : $0.label }
    }
}

/// One procedure an exercise asks for.
struct Role: Sendable {
    /// `"recursive"`, `"iterative"`, or `""` for an exercise's only procedure.
    let label: String
    /// The names learners give it, most common first.
    let names: [String]
    /// Checked only when the file defines it (`factorial` in 1.31).
    var optional = false
    /// The reference procedure's name (in the reference definitions or the kit).
    let reference: String
    /// The ways learners order and count the arguments; the reference uses
    /// the first.
    var conventions: [Convention] = [.plain]
    /// The cases: arguments, as Scheme text, in the first convention.
    let cases: [[String]]
    /// The process shape the exercise asks for, if any.
    var shape: Shape? = nil
    /// A hint for a wrong value that the reference gives with its combiner's
    /// arguments swapped (the fold order of `accumulate`).
    var swappedCombinerHint: String? = nil
    /// A hint for a wrong value that the reference gives with its two
    /// procedure arguments swapped (`compose`).
    var swappedArgumentsHint: String? = nil

    /// How messages name the procedure before it is found: `iterative
    /// product` (the shortest of the names, after the label).
    var title: String {
        guard !label.isEmpty else { return names[0] }
        return label + " " + names.min { $0.count < $1.count }!
    }
}

/// How a case's arguments become a call.
struct Convention: Sendable {
    /// How the report describes it when it is not the first one.
    let label: String
    /// The call of `name` on the arguments.
    let render: @Sendable (_ name: String, _ arguments: [String]) -> String

    /// `(name a b c)`.
    static let plain = Convention(label: "") { name, arguments in
        "(" + ([name] + arguments).joined(separator: " ") + ")"
    }

    /// The one argument is a template in which `NAME` stands for the procedure.
    static let template = Convention(label: "") { name, arguments in
        arguments[0].replacing("NAME", with: name)
    }

    /// Integer arguments counted from 0 instead of 1, possibly in the other order.
    static func pascal(_ label: String, fromZero: Bool, swapped: Bool) -> Convention {
        Convention(label: label) { name, arguments in
            var numbers = arguments.map { fromZero ? String((Int($0) ?? 0) - 1) : $0 }
            if swapped { numbers.reverse() }
            return "(" + ([name] + numbers).joined(separator: " ") + ")"
        }
    }

    /// `filtered-accumulate` with the filter first instead of last.
    static let filterFirst = Convention(label: "the filter as the first argument") { name, arguments in
        "(" + ([name, arguments.last!] + arguments.dropLast()).joined(separator: " ") + ")"
    }
}

/// The process shape an exercise asks for, and how to measure it.
struct Shape: Sendable {
    enum Kind: Sendable {
        /// Constant space (exercise 1.30).
        case iterative
        /// Space that grows with n (exercise 1.12).
        case recursive
        /// Constant space and Θ(log n) steps (exercise 1.16).
        case logarithmicIterative
    }
    let kind: Kind
    /// The values of n to measure at.
    let sizes: [Int]
    /// The arguments for n, in the first convention.
    let arguments: @Sendable (Int) -> [String]
}

extension ExerciseChecker {
    /// The exercises `sicp check` knows, in SICP's order.
    public static let exercises: [Exercise] = [
        Exercise(
            number: "1.11", title: "f(n) by a recursive and by an iterative process",
            reference: """
                (define (reference-f n)
                  (define (iter a b c count)
                    (if (= count 0) c (iter (+ a (* 2 b) (* 3 c)) a b (- count 1))))
                  (if (< n 3) n (iter 2 1 0 n)))
                """,
            roles: [
                Role(
                    label: "recursive",
                    names: ["f", "f-recursive", "f-rec", "f-r", "f-recur", "recursive-f", "f1"],
                    reference: "reference-f",
                    cases: [0, 1, 2, 3, 4, 5, 6, 7, 10, 15].map { [String($0)] },
                    shape: Shape(kind: .recursive, sizes: [4, 8, 12, 16]) { [String($0)] }),
                Role(
                    label: "iterative",
                    names: ["f-iter", "f-iterative", "f-i", "f-it", "iterative-f", "f2", "f-loop", "f"],
                    reference: "reference-f",
                    cases: [0, 1, 2, 3, 4, 5, 6, 7, 10, 15, 30].map { [String($0)] },
                    shape: Shape(kind: .iterative, sizes: [10, 20, 30, 40]) { [String($0)] }),
            ]),
        Exercise(
            number: "1.12", title: "Pascal's triangle by a recursive process",
            reference: "",
            roles: [
                Role(
                    label: "",
                    names: ["pascal", "pascal-triangle", "pascal-element", "pascals-triangle", "pascal-tri",
                            "pascal-number", "pascal-value", "pascal-entry", "pt"],
                    reference: "pascal-triangle",
                    conventions: [
                        .pascal("", fromZero: false, swapped: false),
                        .pascal("row and column counted from 0", fromZero: true, swapped: false),
                        .pascal("column first, counted from 1", fromZero: false, swapped: true),
                        .pascal("column first, counted from 0", fromZero: true, swapped: true),
                    ],
                    cases: [(1, 1), (2, 1), (2, 2), (3, 2), (4, 2), (5, 3), (7, 1), (7, 7), (10, 3), (11, 4), (13, 7)]
                        .map { [String($0.0), String($0.1)] },
                    shape: Shape(kind: .recursive, sizes: [4, 8, 12, 16]) { [String($0), String($0 / 2)] }),
            ]),
        Exercise(
            number: "1.16", title: "fast exponentiation by an iterative process",
            reference: """
                (define (reference-expt b n) (if (= n 0) 1 (* b (reference-expt b (- n 1)))))
                """,
            roles: [
                Role(
                    label: "",
                    names: ["fast-expt-iter", "fast-expt-iterative", "expt-iter", "fast-exp-iter", "fast-expt-i",
                            "iter-fast-expt", "fast-iter-expt", "expt-fast-iter", "fast-expt"],
                    reference: "reference-expt",
                    cases: [(2, 0), (2, 1), (2, 2), (2, 3), (2, 10), (2, 15), (2, 16), (2, 31), (3, 7), (3, 21),
                            (5, 13), (-2, 9), (-3, 4), (1, 100), (7, 0), (0, 5)]
                        .map { [String($0.0), String($0.1)] },
                    shape: Shape(kind: .logarithmicIterative, sizes: [10, 100, 1000, 10000, 100000]) { ["1", String($0)] }),
            ]),
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
                    label: "",
                    names: ["simpson", "simpson-rule", "simpsons-rule", "simpson-integral", "integral-simpson",
                            "simpson-integrate", "simpsons", "simpson-method"],
                    reference: "reference-simpson",
                    cases: [
                        ["cube", "0", "1", "100"], ["cube", "0", "1", "1000"], ["cube", "0", "1", "2"],
                        ["(lambda (x) (* x x x x))", "0", "1", "2"], ["(lambda (x) (* x x x x))", "0", "1", "4"],
                        ["(lambda (x) (* x x x x))", "-1", "2", "10"], ["square", "0", "3", "6"],
                        ["(lambda (x) x)", "1", "5", "8"],
                    ]),
            ]),
        Exercise(
            number: "1.30", title: "sum by an iterative process",
            reference: "",
            roles: [
                Role(
                    label: "",
                    names: ["sum", "sum-iter", "sum-iterative", "iter-sum", "sum-i", "isum"],
                    reference: "sum-iterative",
                    cases: sumCases,
                    shape: Shape(kind: .iterative, sizes: [10, 100, 1000, 5000]) { ["identity", "1", "inc", String($0)] }),
            ]),
        Exercise(
            number: "1.31", title: "product, by a recursive and by an iterative process; factorial",
            reference: "(define (reference-factorial n) (product identity 1 inc n))",
            roles: [
                Role(
                    label: "recursive",
                    names: ["product", "product-rec", "product-recursive", "product-r", "recursive-product", "rec-product"],
                    reference: "product",
                    cases: productCases,
                    shape: Shape(kind: .recursive, sizes: [10, 100, 1000, 5000]) { ["(lambda (k) 1)", "1", "inc", String($0)] }),
                Role(
                    label: "iterative",
                    names: ["product-iter", "product-iterative", "product-i", "iterative-product", "iter-product", "product"],
                    reference: "product",
                    cases: productCases,
                    shape: Shape(kind: .iterative, sizes: [10, 100, 1000, 5000]) { ["(lambda (k) 1)", "1", "inc", String($0)] }),
                Role(
                    label: "", names: ["factorial", "fact"], optional: true,
                    reference: "reference-factorial",
                    cases: [["0"], ["1"], ["5"], ["10"]]),
            ]),
        Exercise(
            number: "1.32", title: "accumulate, by a recursive and by an iterative process",
            reference: "",
            roles: [
                Role(
                    label: "recursive",
                    names: ["accumulate", "accumulate-rec", "accumulate-recursive", "accumulate-r", "recursive-accumulate",
                            "accum-rec"],
                    reference: "accumulate-recursive",
                    cases: accumulateCases,
                    shape: Shape(kind: .recursive, sizes: [10, 100, 1000, 5000]) {
                        ["+", "0", "identity", "1", "inc", String($0)]
                    },
                    swappedCombinerHint: "SICP's recursive accumulate combines (combiner (term a) (accumulate ...))"),
                Role(
                    label: "iterative",
                    names: ["accumulate-iter", "accumulate-iterative", "accumulate-i", "iterative-accumulate", "accum-iter",
                            "accumulate"],
                    reference: "accumulate-iterative",
                    cases: accumulateCases,
                    shape: Shape(kind: .iterative, sizes: [10, 100, 1000, 5000]) {
                        ["+", "0", "identity", "1", "inc", String($0)]
                    },
                    swappedCombinerHint: "SICP's iterative accumulate combines (combiner result (term a))"),
                Role(label: "", names: ["sum"], optional: true, reference: "sum", cases: sumCases),
                Role(label: "", names: ["product"], optional: true, reference: "product", cases: productCases),
            ]),
        Exercise(
            number: "1.33", title: "filtered-accumulate",
            reference: "",
            roles: [
                Role(
                    label: "",
                    names: ["filtered-accumulate", "filter-accumulate", "accumulate-filter", "filtered-accum",
                            "accumulate-filtered", "filtered-accumulate-iter", "filtered-accumulate-recursive"],
                    reference: "filtered-accumulate",
                    conventions: [.plain, .filterFirst],
                    cases: [
                        ["+", "0", "square", "2", "inc", "10", "(lambda (n) (or (= n 2) (= n 3) (= n 5) (= n 7)))"],
                        ["*", "1", "identity", "1", "inc", "10", "even?"],
                        ["+", "0", "square", "1", "inc", "10", "(lambda (x) (< x 5))"],
                        ["+", "0", "identity", "5", "inc", "4", "even?"],
                        ["+", "0", "identity", "1", "inc", "10", "(lambda (x) #f)"],
                        ["*", "1", "identity", "7", "inc", "7", "odd?"],
                        ["*", "1", "identity", "1", "inc", "10", "(lambda (i) (= (gcd i 10) 1))"],
                    ]),
            ]),
        Exercise(
            number: "1.41", title: "double",
            reference: "(define (reference-double f) (lambda (x) (f (f x))))",
            roles: [
                Role(
                    label: "", names: ["double"], reference: "reference-double",
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
                    label: "", names: ["compose"], reference: "reference-compose",
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
                    label: "", names: ["repeated"], reference: "reference-repeated",
                    conventions: [.template],
                    cases: [
                        ["((NAME square 2) 5)"], ["((NAME inc 10) 0)"], ["((NAME square 1) 3)"],
                        ["((NAME (lambda (x) (* x 2)) 20) 1)"], ["((NAME (lambda (x) (- (* 3 x) 1)) 3) 1)"],
                        ["((NAME inc 1000) 0)"],
                    ]),
            ]),
    ]

    static let sumCases: [[String]] = [
        ["identity", "1", "inc", "10"], ["cube", "1", "inc", "10"], ["identity", "5", "inc", "4"],
        ["cube", "3", "inc", "3"], ["identity", "1", "(lambda (x) (+ x 2))", "10"], ["square", "-3", "inc", "3"],
        ["identity", "1", "inc", "1000"],
    ]

    static let productCases: [[String]] = [
        ["identity", "1", "inc", "5"], ["identity", "1", "inc", "10"], ["square", "1", "inc", "4"],
        ["identity", "3", "inc", "2"], ["identity", "7", "inc", "7"], ["identity", "1", "(lambda (x) (+ x 2))", "9"],
    ]

    static let accumulateCases: [[String]] = [
        ["+", "0", "identity", "1", "inc", "10"], ["*", "1", "identity", "1", "inc", "6"],
        ["+", "0", "cube", "3", "inc", "3"], ["+", "0", "identity", "5", "inc", "4"],
        ["-", "0", "identity", "1", "inc", "4"], ["(lambda (x y) (+ (* 10 x) y))", "0", "identity", "1", "inc", "3"],
    ]
}
