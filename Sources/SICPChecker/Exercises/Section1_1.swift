import SICPProcess
import SICPScheme

extension ExerciseChecker {
    /// Section 1.1's exercises (see `Exercise` for an entry's format).
    static let section1_1: [Exercise] = [
        Exercise(
            number: "1.3", title: "the sum of the squares of the two larger of three numbers",
            reference: """
                (define (reference-sum-of-squares-of-two-largest a b c)
                  (- (+ (* a a) (* b b) (* c c)) (* (min a b c) (min a b c))))
                """,
            roles: [
                Role(
                    label: "",
                    names: ["sum-of-squares-of-two-largest", "sum-of-squares-of-two-larger", "sum-of-two-largest-squares",
                            "sum-of-squares-of-largest-two", "sum-of-squares-two-largest", "sum-of-squares-largest",
                            "sum-of-larger-squares", "sum-larger-squares", "sum-of-largest-squares", "sum-squares-largest",
                            "sum-square-largest", "square-sum-largest", "two-largest-squares", "largest-squares",
                            "bigger-sum-of-squares", "larger-sum-of-squares", "sum-of-bigger-squares", "ex1-3", "ex-1-3", "f"],
                    reference: "reference-sum-of-squares-of-two-largest",
                    cases: sumOfSquaresCases),
            ]),
        Exercise(
            number: "1.7", title: "sqrt with a good-enough? that works for small and large numbers",
            reference: "(define (reference-sqrt x) (exact->inexact (sqrt x)))",
            roles: [
                Role(
                    label: "",
                    names: ["sqrt", "sqrt-improved", "improved-sqrt", "new-sqrt", "sqrt-new", "better-sqrt", "sqrt-better",
                            "my-sqrt", "sqrt2", "sqrt-2", "square-root", "sqrt1"],
                    reference: "reference-sqrt",
                    cases: ["2", "9", "0.5", "0.0001", "123456789012345.0", "1e13", "1e21", "1e50"].map { [$0] },
                    // A root below 1 compared as a ratio, so that 1% is 1% of
                    // the root: an end test on the absolute change of the
                    // guess, `(< (abs (- guess next)) 0.001)`, stops near
                    // 0.001 for 1e-10, a hundred times the root.
                    // 1e-20 too: a change below an absolute 1e-6 stops
                    // near 1e-6 for it, ten thousand times the root.
                    probes: [Probe("(/ (NAME 1e-10) 1e-05)", expected: "1.0"), Probe("(/ (NAME 1e-20) 1e-10)", expected: "1.0")],
                    tolerance: .relative(1e-2)),
            ]),
        Exercise(
            number: "1.8", title: "cube roots by Newton's method",
            reference: "(define (reference-cube-root x) (exp (/ (log x) 3)))",
            roles: [
                Role(
                    label: "",
                    names: ["cube-root", "cbrt", "cube-rt", "curt", "cuberoot", "cube-root-newton", "newton-cube-root",
                            "cubic-root", "my-cube-root", "cubert", "crt", "cube-rt-newton"],
                    reference: "reference-cube-root",
                    // Inexact radicands: a guess that starts at an exact
                    // 1 then computes in floating point, as with the book's
                    // 1.0, not in exact rationals of thousands of digits.
                    // Then one exact radicand, large enough: a guess kept
                    // exact (an exact 1 to start, an exact radicand)
                    // computes in rationals whose digits double at each
                    // step and never ends on 1000 (the book's 1.0 does).
                    cases: ["1.", "2.", "8.", "27.", "64.", "100.", "1000.", "12345.", "1e9", "1000"].map { [$0] },
                    tolerance: .relative(1e-3),
                    // A radicand of 1e-9: the book's good-enough? (|guess³ - x|
                    // under 0.001) stops near 0.1. Exercise 1.7's point, which
                    // 1.8's "analogous to the square-root procedure" leaves
                    // open: a note.
                    edge: Edge(cases: [["1e-9"]],
                               rule: "the cube root of 1e-9 is 0.001, which a good-enough? test of an absolute "
                                   + "tolerance (the book's 0.001 for sqrt) does not reach: exercise 1.7's point, for "
                                   + "small radicands",
                               tolerance: .absolute(1e-5)),
                    exactBits: 4096),
            ]),
    ]

    /// Exercise 1.3's cases: every ordered triple over {1, 2, 3}, so that
    /// each way two or three numbers can tie stands in every position (a
    /// strict `>` that drops the larger of (2 1 1) fails here), then zeros,
    /// negatives and integers past 2^64.
    static let sumOfSquaresCases: [[String]] = {
        var cases: [[String]] = []
        for a in 1...3 {
            for b in 1...3 {
                for c in 1...3 { cases.append([String(a), String(b), String(c)]) }
            }
        }
        let more: [[Int]] = [[0, 0, 0], [-1, -2, -3], [5, 5, 5], [-5, 0, 5], [10, 1, 10], [1, 10, 1], [0, -7, -7]]
        return cases + more.map { $0.map { String($0) } } + [["4294967296", "18446744073709551617", "1"]]
    }()
}
