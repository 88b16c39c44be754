import SICPProcess
import SICPScheme

extension ExerciseChecker {
    /// Exercise 1.11's n < 0: the book's rule (f(n) = n if n < 3) covers
    /// it, but the exercise is about n ≥ 3, and an iteration that counts
    /// down to 0 never returns there: a note, not a failed check.
    static let belowZero = Edge(cases: [["-1"], ["-5"]], rule: "the book's rule gives f(n) = n for every n < 3")

    /// Section 1.2's exercises (see `Exercise` for an entry's format).
    static let section1_2: [Exercise] = [
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
                    shape: Shape(space: .linear, sizes: [4, 8, 12, 16]) { [String($0)] },
                    edge: belowZero),
                Role(
                    label: "iterative",
                    names: ["f-iter", "f-iterative", "f-i", "f-it", "iterative-f", "f2", "f-loop", "f"],
                    reference: "reference-f",
                    cases: [0, 1, 2, 3, 4, 5, 6, 7, 10, 15, 30].map { [String($0)] },
                    shape: Shape(space: .constant, sizes: [10, 20, 30, 40]) { [String($0)] },
                    edge: belowZero),
            ]),
        Exercise(
            number: "1.12", title: "Pascal's triangle by a recursive process",
            reference: "",
            roles: [
                Role(
                    names: ["pascal", "pascal-triangle", "pascal-element", "pascals-triangle", "pascal-tri",
                            "pascal-number", "pascal-value", "pascal-entry", "pt", "pascal-row", "pascals-row"],
                    reference: "pascal-triangle",
                    conventions: [
                        .pascal("", fromZero: false, swapped: false),
                        .pascal("row and column counted from 0", fromZero: true, swapped: false),
                        .pascal("column first, counted from 1", fromZero: false, swapped: true),
                        .pascal("column first, counted from 0", fromZero: true, swapped: true),
                        .pascal("row counted from 0, column from 1", fromZero: true, swapped: false, rowOnly: true),
                        .pascalRow("a whole row as a list, (NAME n) for row n counted from 1", fromZero: false),
                        .pascalRow("a whole row as a list, (NAME n) for row n counted from 0", fromZero: true),
                        .pascalTriangle("the whole triangle as a list of rows, (NAME n) for the rows down to row n"),
                    ],
                    cases: [(1, 1), (2, 1), (2, 2), (3, 2), (4, 2), (5, 3), (7, 1), (7, 7), (10, 3), (11, 4), (13, 7)]
                        .map { [String($0.0), String($0.1)] },
                    // Column 4: the depth is the row less 4, the calls a tree
                    // (Θ(n³) of them). The middle of a small row (column 2 of
                    // row 4) meets a shortcut at once (column 1, or 0 counted
                    // from 0), and the middle of a large one takes 2ⁿ calls.
                    shape: Shape(space: .linear, sizes: [8, 16, 24, 32]) { [String($0), "4"] }),
            ]),
        Exercise(
            number: "1.16", title: "fast exponentiation by an iterative process",
            reference: """
                (define (reference-expt b n) (if (= n 0) 1 (* b (reference-expt b (- n 1)))))
                (define (reference-fast-expt-iter b n)
                  (define (iter a b n)
                    (cond ((= n 0) a)
                          ((even? n) (iter a (square b) (/ n 2)))
                          (else (iter (* a b) b (- n 1)))))
                  (iter 1 b n))
                """,
            roles: [
                Role(
                    names: ["fast-expt-iter", "fast-expt-iterative", "expt-iter", "fast-exp-iter", "fast-expt-i",
                            "iter-fast-expt", "fast-iter-expt", "expt-fast-iter", "fast-expt", "fast-exp"],
                    reference: "reference-expt",
                    // 2^1024, exact, past the largest floating-point
                    // number: a product begun at 1.0 gives +inf.0.
                    cases: [(2, 0), (2, 1), (2, 2), (2, 3), (2, 10), (2, 15), (2, 16), (2, 31), (3, 7), (3, 21),
                            (5, 13), (-2, 9), (-3, 4), (1, 100), (7, 0), (0, 5), (2, 1024)]
                        .map { [String($0.0), String($0.1)] },
                    shape: Shape(steps: .logarithmic, space: .constant, sizes: [10, 100, 1000, 10000, 100000]) { ["1", String($0)] },
                    // The fit has no Θ(log² n): an iteration that squares up
                    // from b again for each bit of n fits Θ(log n) at every
                    // size. Its loop turns against the book's, on n of 16 and
                    // 64 bits all set, tell it: 14 times as many (the book's
                    // variants: 0.5 to 1); at 64 bits a Θ(log² n) loop turns
                    // 16 times as often as the book's, so no constant factor
                    // of its own brings it under the bound.
                    relativeSteps: RelativeSteps(
                        reference: "reference-fast-expt-iter", ratio: 0.25...2.5,
                        cases: [["1", "65535"], ["1", "18446744073709551615"]],
                        requirement: "as few loop turns as a Θ(log n) iteration (at most 2.5 times the reference's)",
                        questionsGrowth: true))
                    .computing(without: "expt"),
            ]),
    ] + section1_2Exercises17to27 + section1_2Exercise28
}
