import SICPScheme

/// A procedure the book gives, that an exercise's answer fills in a call
/// of (2.39: `reverse` with 2.38's `fold-left` and `fold-right`). A file
/// that defines its own, calling the operator with its arguments the
/// other way round (Racket's `foldl`: `(op element result)`), gets right
/// values from an operator that is wrong for the book's: the answer is
/// judged again with the book's procedure in place of the file's.
struct GivenConvention: Sendable {
    /// The procedure's name (`fold-left`).
    let name: String
    /// Where the book gives it, for the report.
    let origin: String
    /// The book's, as a lambda of (op initial sequence).
    let book: String
    /// How the book's calls its operator: `(op result element)`.
    let bookCall: String
    /// The other way round, as a lambda of (op initial sequence).
    let other: String
    /// How that one calls it, for the report.
    let otherCall: String

    /// The given procedures whose own versions are judged, by exercise.
    static let all: [String: [GivenConvention]] = [
        "2.39": [
            GivenConvention(
                name: "fold-left", origin: "exercise 2.38",
                book: """
                    (lambda (op initial sequence)
                      (let iter ((result initial) (rest sequence))
                        (if (null? rest) result (iter (op result (car rest)) (cdr rest)))))
                    """,
                bookCall: "(op result element)",
                other: """
                    (lambda (op initial sequence)
                      (let iter ((result initial) (rest sequence))
                        (if (null? rest) result (iter (op (car rest) result) (cdr rest)))))
                    """,
                otherCall: "(op element result), as Racket's `foldl` does"),
            GivenConvention(
                name: "fold-right", origin: "exercise 2.38, the book's `accumulate`",
                book: """
                    (lambda (op initial sequence)
                      (let rec ((rest sequence))
                        (if (null? rest) initial (op (car rest) (rec (cdr rest))))))
                    """,
                bookCall: "(op element result)",
                other: """
                    (lambda (op initial sequence)
                      (let rec ((rest sequence))
                        (if (null? rest) initial (op (rec (cdr rest)) (car rest)))))
                    """,
                otherCall: "(op result element)"),
        ]
    ]

    /// The arguments the file's procedure is tried on, in the book's
    /// order: an operator that keeps its arguments' order visible.
    static let probe = ["list", "'i", "(list 1 2 3)"]
}

extension Run {
    /// Judges again, with the book's given procedure in place of the
    /// file's, every passing role of an exercise with given conventions
    /// (see `GivenConvention`) when the file's own calls its operator the
    /// other way round; a role right only with the file's fails.
    func judgeWithGivenConventions(_ results: inout [Int: [CheckResult]]) {
        for given in GivenConvention.all[exercise.number] ?? [] {
            guard definedNames.contains(given.name), let original = learner.lookup(given.name), original.isProcedure,
                  let order = otherOrder(of: given) else { continue }
            // The book's procedure, taking its arguments in the file's order.
            let parameters = (0..<3).map { "%g\($0)" }
            let bookOrder = (0..<3).map { index in parameters[order.firstIndex(of: index)!] }
            let wrapper = "(lambda (\(parameters.joined(separator: " "))) (\(given.book) \(bookOrder.joined(separator: " "))))"
            guard let book = try? learner.evaluateAsKit(wrapper).last else { continue }
            learner.define(given.name, book)
            defer { learner.define(given.name, original) }
            for (index, role) in exercise.roles.enumerated() {
                guard let result = results[index]?.first, result.passed, let name = result.procedure,
                      name != given.name else { continue }
                let (again, _) = checkValues(role, name)
                guard !again.passed else { continue }
                results[index] = [CheckResult(
                    passed: false, line: "\(name): right only with the file's own `\(given.name)`",
                    details: ["the file's `\(given.name)` calls its operator as \(given.otherCall); the book's "
                        + "(\(given.origin)) calls it as \(given.bookCall), and the exercise fills in a call of the "
                        + "book's. With the book's `\(given.name)`:"] + again.details,
                    procedure: name)]
            }
        }
    }

    /// The order of the file's arguments (for each of its parameters, the
    /// index of the book's argument it takes) in which the file's own
    /// `given.name` computes what the other convention does; nil when it
    /// computes the book's values in some order, or neither's.
    func otherOrder(of given: GivenConvention) -> [Int]? {
        let probe = GivenConvention.probe
        guard case .success(let book) = expected("(\(given.book) \(probe.joined(separator: " ")))"),
              case .success(let other) = expected("(\(given.other) \(probe.joined(separator: " ")))") else { return nil }
        var found: [Int]?
        for order in [[0, 1, 2], [2, 1, 0], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1]] {
            startCheck(steps: Self.quickStepBudget)
            let call = "(\(given.name) \(order.map { probe[$0] }.joined(separator: " ")))"
            guard case .success(let m) = measure(call) else { continue }
            if Self.same(m.value, book) { return nil }
            if found == nil, Self.same(m.value, other) { found = order }
        }
        return found
    }
}
