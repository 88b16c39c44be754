import SICPScheme

/// The elements of a stream in the learner's own shape (issue 30), judged
/// as the book's: 3.67-3.70's pairs as dotted pairs `(1 . 2)` (the book's
/// `pairs` makes lists, `(1 2)`) and triples as `(1 2 . 3)`; 3.71's and
/// 3.72's numbers given as the pairs themselves, each number's ways one
/// after another (a stream `(1 . 12) (9 . 10) (2 . 16) (9 . 15) ...`).
/// Each is a convention of the role, tried after the book's shape, whose
/// calls see the learner's stream through an adapter (`Convention.adapter`),
/// so that every expression of the checker's (its cases' `cadr`, the
/// weights it passes, its filters and properties) sees the book's shape.
extension Convention {
    /// Pairs or triples as dotted lists, `(1 . 2)` or `(1 2 . 3)`: the
    /// learner's procedure (or stream) is seen through
    /// `sicp-check-book-shape`, which turns each element into a list and
    /// gives each procedure argument (a weight) the list it expects.
    static func dottedElements(_ note: String) -> Convention {
        var convention = Convention(label: "", keepsArity: false) { name, arguments in
            arguments[0].replacing("NAME", with: "(sicp-check-book-shape \(name))")
        }
        convention.adapter = { "(sicp-check-book-shape \($0))" }
        convention.note = note
        convention.definitions = elementShapeDefinitions
        return convention
    }

    /// A 3.71 or 3.72 stream of pairs whose consecutive pairs of one weight
    /// (by `weight`) stand for one number: seen through `sicp-check-runs`,
    /// a stream of those runs, each judged as an element that lists its
    /// number's ways. A run of one pair is no number's ways, and compares
    /// wrong.
    static func runsOfPairs(weight: String) -> Convention {
        var convention = Convention(label: "", keepsArity: false) { name, arguments in
            arguments[0].replacing("NAME", with: "(sicp-check-runs \(name) \(weight))")
        }
        convention.adapter = { "(sicp-check-runs \($0) \(weight))" }
        convention.note = "its elements are the pairs themselves, each number's ways one after another: "
            + "each run of pairs that share a weight was judged as one element, the number they stand for"
        convention.definitions = elementShapeDefinitions
        return convention
    }

    /// A 3.71 or 3.72 stream that gives each number and then its ways as
    /// elements of their own, `1729 (1 12) (9 10) 4104 ...`: seen through
    /// `sicp-check-groups`, a stream of one element per number, the number
    /// and the pairs after it.
    static let numberThenWays: Convention = {
        var convention = Convention(label: "", keepsArity: false) { name, arguments in
            arguments[0].replacing("NAME", with: "(sicp-check-groups \(name))")
        }
        convention.adapter = { "(sicp-check-groups \($0))" }
        convention.note = "its elements are each number and then its ways, one after another: each number and "
            + "the pairs after it were judged as one element"
        convention.definitions = elementShapeDefinitions
        return convention
    }()

    static let dottedPairs = dottedElements("its pairs are dotted pairs, (1 . 2); the book's are lists, (1 2): "
        + "they were judged as lists")
    static let dottedTriples = dottedElements("its triples are dotted lists, (1 2 . 3); the book's are lists, "
        + "(1 2 3): they were judged as lists")

    /// The adapters' Scheme. An element is a list of numbers ending in a
    /// number, `(1 . 2)` or `(1 2 . 3)`, made a list; anything else is kept
    /// as it is. A run holds at most 50 pairs, so that a stream of one
    /// weight forever still gives its elements.
    static let elementShapeDefinitions = """
        (define (sicp-check-dotted->list x)
          (if (and (pair? x) (number? (car x)))
              (let loop ((rest (cdr x)) (items (list (car x))) (k 0))
                (cond ((number? rest) (reverse (cons rest items)))
                      ((and (pair? rest) (number? (car rest)) (< k 8)) (loop (cdr rest) (cons (car rest) items) (+ k 1)))
                      (else x)))
              x))
        (define (sicp-check-book-stream s)
          (if (pair? s)
              (cons-stream (sicp-check-dotted->list (stream-car s)) (sicp-check-book-stream (stream-cdr s)))
              s))
        (define (sicp-check-book-shape x)
          (if (procedure? x)
              (lambda arguments
                (sicp-check-book-shape
                 (apply x (map (lambda (a) (if (procedure? a) (lambda (p) (a (sicp-check-dotted->list p))) a)) arguments))))
              (sicp-check-book-stream x)))
        (define (sicp-check-number-pair? p)
          (and (pair? p) (number? (car p))
               (or (number? (cdr p)) (and (pair? (cdr p)) (number? (cadr p)) (null? (cddr p))))))
        (define (sicp-check-runs s weight)
          (if (and (pair? s) (sicp-check-number-pair? (stream-car s)))
              (let ((w (weight (stream-car s))))
                (let loop ((rest (stream-cdr s)) (run (list (stream-car s))) (k 1))
                  (if (and (pair? rest) (< k 50) (sicp-check-number-pair? (stream-car rest))
                           (= w (weight (stream-car rest))))
                      (loop (stream-cdr rest) (cons (stream-car rest) run) (+ k 1))
                      (cons-stream (reverse run) (sicp-check-runs rest weight)))))
              s))
        (define (sicp-check-groups s)
          (if (and (pair? s) (number? (stream-car s)))
              (let loop ((rest (stream-cdr s)) (group (list (stream-car s))) (k 0))
                (if (and (pair? rest) (< k 50) (sicp-check-number-pair? (stream-car rest)))
                    (loop (stream-cdr rest) (cons (stream-car rest) group) (+ k 1))
                    (cons-stream (reverse group) (sicp-check-groups rest))))
              s))

        """
}
