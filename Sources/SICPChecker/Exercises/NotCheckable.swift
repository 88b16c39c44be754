import SICPProcess
import SICPScheme

extension ExerciseChecker {
    /// The exercises of 2.2.3 and 3.5 that ask for a prediction, an
    /// explanation or an estimate, which a program cannot check: each with
    /// why, in one line (`sicp check --list` shows it; `sicp check` says it
    /// instead of a verdict and exits 64).
    static let explanationOnly: [Exercise] = [
        Exercise(
            number: "2.43", title: "Louis's queens, with the nested mappings interchanged",
            notCheckable: "an estimate in terms of T: Notes/Ex2.43 measures it"),
        Exercise(
            number: "3.51", title: "show and stream-ref: what the interpreter prints",
            notCheckable: "predictions: sicp runs the book's code and prints MIT's memoized answers"),
        Exercise(
            number: "3.52", title: "sum after each expression, with and without memoization",
            notCheckable: "predictions: sicp runs the book's code and prints MIT's memoized answers"),
        Exercise(
            number: "3.53", title: "the elements of (define s (cons-stream 1 (add-streams s s)))",
            notCheckable: "a prediction: describe the elements; run (stream-head s 10) to see them"),
        Exercise(
            number: "3.57", title: "the additions fibs makes, memoized or not",
            notCheckable: "a count the Note makes: see Notes/Ex3.57"),
        Exercise(
            number: "3.58", title: "the stream (expand num den radix)",
            notCheckable: "a prediction of expand's digits"),
        Exercise(
            number: "3.63", title: "Louis's sqrt-stream without the local guesses",
            notCheckable: "an explanation of why Louis's sqrt-stream is slower"),
        Exercise(
            number: "3.66", title: "the order of (pairs integers integers)",
            notCheckable: "statements about the order of pairs"),
        Exercise(
            number: "3.68", title: "Louis's pairs without the first pair apart",
            notCheckable: "an explanation of why Louis's pairs loops"),
    ]
}
