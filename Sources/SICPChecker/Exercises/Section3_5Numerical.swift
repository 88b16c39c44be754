import SICPProcess
import SICPScheme

extension ExerciseChecker {
    /// The book's `integral` of 3.5.3, on an integrand stream (3.73).
    static let streamIntegral = """
        (define (integral integrand initial-value dt)
          (define int (cons-stream initial-value (add-streams (scale-stream integrand dt) int)))
          int)
        """

    /// The book's `integral` of 3.5.4, on a delayed integrand (3.78-3.80).
    static let delayedIntegral = """
        (define (integral delayed-integrand initial-value dt)
          (define int
            (cons-stream initial-value
                         (let ((integrand (force delayed-integrand)))
                           (add-streams (scale-stream integrand dt) int))))
          int)
        """

    /// Alyssa's convention (3.74): +1 when the signal goes from negative to
    /// positive, -1 from positive to negative, 0 otherwise; the new value first.
    static let signChangeDetector = """
        (define (sign-change-detector new old)
          (cond ((and (< old 0) (>= new 0)) 1)
                ((and (>= old 0) (< new 0)) -1)
                (else 0)))
        """

    /// Whether `crossings`, a stream a file computes from its `data` (3.76's
    /// `zero-crossings` over its own `sense-data`), is from its third
    /// element on the book's detector (`new old`, 0 before the first) over
    /// the book's smooth of the data, as it is or one element earlier or
    /// later: on 40 elements, or as many as finite data gives (6 compared
    /// at least); a place next to an exact 0 is not compared.
    static let smoothedCrossingsAgree = """
        (define (sicp-check-elements s k)
          (let loop ((s s) (k k) (acc '()))
            (if (or (= k 0) (not (stream-pair? s))) (reverse acc)
                (loop (stream-cdr s) (- k 1) (cons (stream-car s) acc)))))
        (define (sicp-check-smoothed-crossings-agree? crossings data)
          (let* ((xs (sicp-check-elements data 41))
                 (smoothed (let loop ((xs xs) (acc '()))
                             (if (or (null? xs) (null? (cdr xs))) (reverse acc)
                                 (loop (cdr xs) (cons (/ (+ (car xs) (cadr xs)) 2) acc)))))
                 (book (let loop ((xs smoothed) (old 0) (acc '()))
                         (if (null? xs) (reverse acc)
                             (loop (cdr xs) (car xs)
                                   (cons (cond ((or (= old 0) (= (car xs) 0)) 'any)
                                               ((and (< old 0) (> (car xs) 0)) 1)
                                               ((and (> old 0) (< (car xs) 0)) -1)
                                               (else 0))
                                         acc)))))
                 (mine (sicp-check-elements crossings (+ (length book) 1))))
            (define (fits? shift)
              (let loop ((i 2) (n 0))
                (cond ((or (>= i (length mine)) (>= (+ i shift) (length book))) (>= n 6))
                      ((or (eq? (list-ref book (+ i shift)) 'any) (equal? (list-ref mine i) (list-ref book (+ i shift))))
                       (loop (+ i 1) (+ n 1)))
                      (else #f))))
            (or (fits? 0) (fits? -1) (fits? 1))))
        """

    /// A noisy signal for 3.75 (`noisy-signal`): a slow sine with ±0.4 of
    /// alternating noise, never exactly 0.
    static let noisy = "(stream-map (lambda (k) (+ (sin (* 0.3 k)) (if (even? k) 0.4 -0.4))) (integers-starting-from 1))"

    /// 3.76's modular zero-crossing detector called on the checker's noisy
    /// signal (`ZC` in a case), with a last value of 0 or without one.
    static func zeroCrossingsCall(lastValue: Bool) -> Convention {
        Convention(label: lastValue ? "" : "called on the signal alone", keepsArity: false) { name, arguments in
            arguments[0].replacing("ZC", with: "(\(name) sicp-check-noisy\(lastValue ? " 0" : ""))")
        }
    }

    /// 3.76's modular detector that takes the smoother as an argument
    /// (`(make-zero-crossings input-stream smooth)`): called with the
    /// checker's noisy signal for `S`, the smoother handed in for `SM`
    /// (the file's `smooth`, else the book's: `Role.handed`) and the other
    /// `arguments` as given. The smoother is handed through a procedure that
    /// notes its calls: a detector that never calls it (the raw signal's
    /// crossings) stops with an error rather than passing as the book's
    /// detector called on a smoothed signal does.
    static func zeroCrossingsGivenSmoother(_ arguments: [String]) -> Convention {
        let shown = arguments.map { ["S": "input-stream", "SM": "smooth", "0": "last-value"][$0] ?? $0 }
        var convention = Convention(label: "its own interface: (NAME \(shown.joined(separator: " "))), the smoother an argument",
                                    keepsArity: false) { name, cases in
            let call = "(\(name) " + arguments.map {
                ["S": "sicp-check-noisy", "SM": "sicp-check-smoother-argument"][$0] ?? $0
            }.joined(separator: " ") + ")"
            return "(sicp-check-calling-smoother (lambda (sicp-check-smoother-argument) "
                + cases[0].replacing("ZC", with: call) + "))"
        }
        convention.definitions = """
            (define (sicp-check-book-smooth s) (stream-map (lambda (a b) (/ (+ a b) 2)) s (stream-cdr s)))
            (define sicp-check-smoother sicp-check-book-smooth)
            (define (sicp-check-calling-smoother use)
              (let* ((called #f)
                     (value (use (lambda (s) (set! called #t) (sicp-check-smoother s)))))
                (if called value (error "The smoother given as an argument is never called"))))
            """
        convention.handsRole = true
        return convention
    }

    /// Section 3.5's numerical exercises, "Streams as signals" and
    /// "Modularity of functional programs" (3.73-3.82; see `Exercise` for
    /// an entry's format). Floating-point answers are compared one number
    /// at a time (`stream-ref`) within a stated tolerance; exact rational
    /// step sizes give exact answers wherever the learner's code keeps them.
    static let section3_5Numerical: [Exercise] = [
        Exercise(
            number: "3.73", title: "RC circuits",
            given: streamIntegral,
            reference: """
                (define (reference-RC R C dt)
                  (lambda (i v0) (add-streams (scale-stream i R) (integral (scale-stream i (/ 1 C)) v0 dt))))
                """,
            roles: [
                Role(
                    names: ["RC", "rc", "make-RC", "make-rc", "RC-circuit", "rc-circuit"], arity: 3,
                    reference: "reference-RC",
                    // The learners' other shapes of the same circuit: the
                    // returned procedure's arguments swapped, v0 given with
                    // R, C and dt, or all five at once.
                    conventions: [
                        .template,
                        .reshapedTemplate("its own interface: ((NAME R C dt) v0 i) for the book's ((NAME R C dt) i v0)",
                                          groups: [[0, 1, 2], [4, 3]]),
                        .reshapedTemplate("its own interface: ((NAME R C dt v0) i) for the book's ((NAME R C dt) i v0)",
                                          groups: [[0, 1, 2, 4], [3]]),
                        .reshapedTemplate("its own interface: (NAME R C dt i v0) for the book's ((NAME R C dt) i v0)",
                                          groups: [[0, 1, 2, 3, 4]]),
                    ],
                    cases: [
                        ["(stream-ref ((NAME 5 1 1/2) (integers-starting-from 1) 2) 0)"],
                        ["(stream-ref ((NAME 5 1 1/2) (integers-starting-from 1) 2) 4)"],
                        ["(stream-ref ((NAME 2 1/4 1/10) (stream-map (lambda (k) 1) (integers-starting-from 1)) 0) 10)"],
                        ["(stream-ref ((NAME 5 1 0.5) (stream-map sin (integers-starting-from 0)) 1) 20)"],
                        // C ≠ 1 and v0 ≠ 0 together: an RC that divides
                        // v0 by C too (scaling the whole integral) gives 12, not 3.
                        ["(stream-ref ((NAME 2 1/4 1/10) (stream-map (lambda (k) 0) (integers-starting-from 1)) 3) 0)"],
                        ["(stream-ref ((NAME 2 1/4 1/10) (integers-starting-from 1) 3) 6)"],
                    ]),
            ]),
        Exercise(
            number: "3.74", title: "Alyssa's zero-crossings as a stream-map",
            given: signChangeDetector + """

                (define sense-data
                  (stream-append (stream 1 2 1.5 1 0.5 -0.1 -2 -3 -2 -0.5 0.2 3 4)
                                 (stream-map (lambda (k) (+ (sin (* 0.9 k)) 0.05)) (integers-starting-from 1))))
                (define sicp-check-given-sense-data sense-data)
                ;; early: the crossing between samples k and k+1 is element k, one earlier than the book's
                ;; (a detector of (x next) over (stream-cdr sense-data), as some learners write it).
                (define (crossings-fit? crossings data count early)
                  (and (stream-pair? crossings) (stream-pair? data)
                       (let loop ((c (if early crossings (stream-cdr crossings))) (old (stream-car data)) (d (stream-cdr data)) (k 1))
                         ;; A stream that ends (over a file's own data) is judged on 12 elements at least.
                         (cond ((> k count) #t)
                               ((or (null? c) (null? d)) (> k 12))
                               ((or (= old 0) (= (stream-car d) 0)
                                    (equal? (stream-car c)
                                            (cond ((and (< old 0) (> (stream-car d) 0)) 1)
                                                  ((and (> old 0) (< (stream-car d) 0)) -1)
                                                  (else 0))))
                                ;; The file's own finite data: its crossings past the last
                                ;; sample are never read (a stream-map of its own may
                                ;; have no end test).
                                (if (null? (stream-cdr d))
                                    (> (+ k 1) 12)
                                    (loop (stream-cdr c) (stream-car d) (stream-cdr d) (+ k 1))))
                               (else #f)))))
                ;; Alyssa's alignment only: one element earlier misses her first element.
                (define (crossings-agree? crossings data count) (crossings-fit? crossings data count #f))
                (define (crossings-alignment crossings data count)
                  (cond ((crossings-fit? crossings data count #f) 'the-books)
                        ((crossings-fit? crossings data count #t) 'one-element-earlier)
                        (else #f)))
                """,
            reference: """
                (define reference-zero-crossings (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)))
                """,
            roles: [
                Role(
                    names: ["zero-crossings", "zero-crossing", "zero-crossings-stream"],
                    reference: "reference-zero-crossings",
                    conventions: [.template],
                    cases: [["(crossings-alignment NAME sense-data 40)"]],
                    properties: [
                        Property(
                            "(crossings-agree? NAME sense-data 40)",
                            message: "from its second element on, zero-crossings must be 1 where sense-data goes "
                                + "from negative to positive, -1 where it goes from positive to negative, and 0 "
                                + "elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data "
                                + "(cons-stream 0 sense-data)); crossings that all come one element earlier (the "
                                + "one between samples k and k+1 at k, as from a detector mapped over sense-data and "
                                + "its stream-cdr) miss her first element, the first sample against the 0 before it"),
                    ],
                    mayBeValue: true, appliedTo: "sense-data", notBuiltWith: "make-zero-crossings"),
            ]),
        Exercise(
            number: "3.75", title: "Louis's smoothed zero-crossings, fixed",
            given: signChangeDetector + "\n(define sense-data \(noisy))\n(define noisy-signal \(noisy))\n"
                // A signal whose neighbours sum to 0 (1 -1 -1 1 1 -1 ...): an
                // average of 0 there, where a value of the same sign as the
                // average but not it (1/(x + last)) divides by zero.
                + "(define sicp-check-zero-sums (stream-map (lambda (k) (if (< (remainder k 4) 2) 1 -1)) (integers-starting-from 1)))",
            reference: """
                (define (reference-make-zero-crossings input-stream last-value last-avpt)
                  (let ((avpt (/ (+ (stream-car input-stream) last-value) 2)))
                    (cons-stream (sign-change-detector avpt last-avpt)
                                 (reference-make-zero-crossings (stream-cdr input-stream) (stream-car input-stream) avpt))))
                """,
            roles: [
                Role(
                    names: ["make-zero-crossings", "make-zero-crossing", "make-smoothed-zero-crossings"], arity: 3,
                    reference: "reference-make-zero-crossings",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (stream-cdr (NAME noisy-signal 0 0)) 12)"],
                        ["(stream-head (stream-tail (NAME noisy-signal 0 0) 30) 12)"],
                        // Only that it gives its elements: what it makes of an
                        // average of 0 is its sign-change-detector's to say.
                        ["(begin (stream-head (NAME sicp-check-zero-sums 0 0) 12) 'twelve-elements)"],
                    ]),
            ]),
        Exercise(
            number: "3.76", title: "smooth, for a modular zero-crossing detector",
            given: signChangeDetector + "\n(define sicp-check-noisy \(noisy))\n" + smoothedCrossingsAgree,
            reference: """
                (define (reference-smooth s) (stream-map (lambda (a b) (/ (+ a b) 2)) s (stream-cdr s)))
                (define (reference-smooth-from-zero s) (stream-map (lambda (a b) (/ (+ a b) 2)) s (cons-stream 0 s)))
                (define (reference-smooth-keeping-first s) (cons-stream (stream-car s) (reference-smooth s)))
                (define (reference-smooth-after-zero s) (cons-stream 0 (reference-smooth s)))
                (define (reference-plain-crossings s last-value)
                  (cons-stream (sign-change-detector (stream-car s) last-value)
                               (reference-plain-crossings (stream-cdr s) (stream-car s))))
                (define (reference-smoothed-crossings s last-value)
                  (reference-plain-crossings (reference-smooth s) last-value))
                """,
            roles: [
                Role(
                    names: ["smooth", "smooth-stream", "stream-smooth", "smoothed"], arity: 1,
                    reference: "reference-smooth",
                    conventions: [.template],
                    cases: [
                        ["(stream-ref (NAME (integers-starting-from 1)) 0)"],
                        ["(stream-ref (NAME (integers-starting-from 1)) 5)"],
                        ["(stream-ref (NAME (stream-map square (integers-starting-from 1))) 3)"],
                        ["(stream-ref (NAME (stream-map (lambda (k) (if (even? k) 1 -1)) (integers-starting-from 1))) 7)"],
                        ["(stream-ref (NAME (stream-map (lambda (k) (sin k)) (integers-starting-from 1))) 9)"],
                    ],
                    // Each element the average of the element before and
                    // this one, the first with a 0 before it (3.75's last-value).
                    // A leading element before the averages (the signal's
                    // first, or 0), so that the smoothed signal keeps its
                    // length: an edge the exercise leaves open, noted.
                    variants: [
                        .reference("NAME", "reference-smooth-from-zero"),
                        .reference("NAME", "reference-smooth-keeping-first",
                                   note: "its first element is the signal's first, before the averages; the book's "
                                    + "smooth starts with the first average (an edge the exercise leaves open)"),
                        .reference("NAME", "reference-smooth-after-zero",
                                   note: "its first element is 0, before the averages; the book's smooth starts with "
                                    + "the first average (an edge the exercise leaves open)"),
                    ],
                    extraStandsWith: "make-zero-crossings"),
                // The modular detector, when the file defines it: the signs
                // of change of the smoothed signal (smoothing inside, one
                // element earlier or later), or of the signal itself (a
                // detector the file calls on `(smooth sense-data)`).
                // Compared from the third element on: the first ones
                // depend on the last value given.
                Role(
                    names: ["make-zero-crossings", "make-zero-crossing", "smoothed-zero-crossings", "make-smoothed-zero-crossings",
                            "smooth-zero-crossings", "zero-crossings-smoothed", "modular-zero-crossings", "zero-crossings",
                            "zero-crossing"],
                    reference: "reference-smoothed-crossings",
                    conventions: [zeroCrossingsCall(lastValue: true), zeroCrossingsCall(lastValue: false),
                                  zeroCrossingsGivenSmoother(["S", "SM"]), zeroCrossingsGivenSmoother(["SM", "S"]),
                                  zeroCrossingsGivenSmoother(["S", "SM", "0"]), zeroCrossingsGivenSmoother(["S", "0", "SM"])],
                    cases: [["(stream-head (stream-tail ZC 2) 30)"], ["(stream-head (stream-tail ZC 40) 20)"]],
                    variants: [
                        Variant { [$0[0].replacing("ZC", with: "(stream-cdr ZC)")] },
                        Variant { [$0[0].replacing("ZC", with: "(cons-stream 0 ZC)")] },
                        Variant { [$0[0].replacing("ZC", with: "(reference-plain-crossings sicp-check-noisy 0)")] },
                    ],
                    handed: HandedRole(role: "smooth", variable: "sicp-check-smoother", book: "sicp-check-book-smooth"))
                    .valued(ValueCheck(
                        words: ["cross", "zero"], uses: "smooth",
                        expression: "(sicp-check-smoothed-crossings-agree? NAME sense-data)",
                        message: "from its third element on, it must be the signs of change of the file's sense-data "
                            + "smoothed as the book's smooth does, (stream-map sign-change-detector (smooth sense-data) "
                            + "(cons-stream 0 (smooth sense-data))), one element earlier or later at most",
                        called: "the zero-crossing detector", data: "sense-data",
                        dataConvention: zeroCrossingsCall(lastValue: false))),
            ]),
        Exercise(
            number: "3.77", title: "integral with a delayed integrand, by explicit recursion",
            given: solveWith,
            reference: """
                (define (reference-integral delayed-integrand initial-value dt)
                  (cons-stream initial-value
                               (let ((integrand (force delayed-integrand)))
                                 (if (stream-null? integrand)
                                     the-empty-stream
                                     (reference-integral (delay (stream-cdr integrand))
                                                         (+ (* dt (stream-car integrand)) initial-value)
                                                         dt)))))
                """,
            roles: [
                Role(
                    names: ["integral", "integral-delayed", "delayed-integral", "integral-explicit"], arity: 3,
                    reference: "reference-integral",
                    conventions: [.template],
                    cases: [
                        ["(stream-head (NAME (delay (stream 1 2 3)) 10 1/2) 3)"],
                        ["(stream-ref (NAME (delay (integers-starting-from 1)) 0 1) 10)"],
                    ],
                    properties: [
                        Property(
                            "(equal? (stream-head (NAME (delay (integers-starting-from 1)) 0 1) 5) '(0 1 3 6 10))",
                            message: "integral takes its integrand delayed, as solve passes it, (integral (delay dy) "
                                + "y0 dt): it must force the promise before taking the stream's elements",
                            explainsFailure: true),
                        Property(
                            "(let ((forced #f)) (stream-car (NAME (delay (begin (set! forced #t) (stream 1 2))) 0 1)) "
                                + "(not forced))",
                            message: "integral forced its integrand before the first element was asked for: in solve, "
                                + "(integral (delay dy) y0 dt) runs before dy is defined, so integral may force the "
                                + "integrand only inside cons-stream's delayed part",
                            explainsFailure: true),
                        Property(
                            "(< (abs (- (stream-ref (solve-with NAME (lambda (y) y) 1 0.001) 1000) 2.716923932235896)) 1e-9)",
                            message: "(stream-ref (solve (lambda (y) y) 1 0.001) 1000) with this integral must be the "
                                + "book's 2.716924 (e, by 1000 Euler steps), within 1e-9",
                            explainsFailure: true),
                    ]),
            ]),
        Exercise(
            number: "3.78", title: "solve-2nd: y'' = a y' + b y",
            given: delayedIntegral,
            reference: """
                (define (reference-solve-2nd a b dt y0 dy0)
                  (define y (integral (delay dy) y0 dt))
                  (define dy (integral (delay ddy) dy0 dt))
                  (define ddy (add-streams (scale-stream dy a) (scale-stream y b)))
                  y)
                """,
            roles: [
                Role(
                    names: ["solve-2nd", "solve-second-order", "solve2nd", "solve-2nd-order"], arity: 5,
                    reference: "reference-solve-2nd",
                    conventions: [
                        .template,
                        .reorderedTemplate("dt last: (solve-2nd a b y0 dy0 dt) for the book's (solve-2nd a b dt y0 dy0)",
                                           order: [0, 1, 3, 4, 2]),
                    ],
                    cases: [
                        ["(stream-ref (NAME 1 0 0.001 1 1) 1000)"],
                        ["(stream-ref (NAME 0 -1 0.001 1 0) 1000)"],
                        ["(stream-ref (NAME -1/2 -2 1/10 1 0) 20)"],
                        ["(stream-ref (NAME 1 2 1/10 3 5) 10)"],
                    ],
                    properties: [Self.delayedProperty("(NAME 1 0 0.001 1 1)", "(integral (delay dy) y0 dt) and (integral (delay ddy) dy0 dt)")],
                    tolerance: .relative(1e-6)),
            ]),
        Exercise(
            number: "3.79", title: "solve-2nd for y'' = f(y', y)",
            given: delayedIntegral + """

                ;; A learner's f of the two streams, from the case's f of numbers.
                (define (sicp-check-f-on-streams f) (lambda (dys ys) (stream-map f dys ys)))
                """,
            reference: """
                (define (reference-solve-2nd f dt y0 dy0)
                  (define y (integral (delay dy) y0 dt))
                  (define dy (integral (delay ddy) dy0 dt))
                  (define ddy (stream-map f dy y))
                  y)
                """,
            roles: [
                Role(
                    names: ["solve-2nd", "general-solve-2nd", "solve-2nd-general", "generalized-solve-2nd",
                            "solve-2nd-generalized", "solve-2nd-f", "solve-second-order"], arity: 4,
                    reference: "reference-solve-2nd",
                    conventions: [
                        .template,
                        .reorderedTemplate("dt last: (solve-2nd f y0 dy0 dt) for the book's (solve-2nd f dt y0 dy0)",
                                           order: [0, 2, 3, 1]),
                        // (define ddy (f dy y)): f takes the streams and
                        // gives the stream of y''. Judged, to say what it
                        // computes, and rejected: the exercise's f is
                        // f(dy/dt, y), of numbers, and (solve-2nd f ...)
                        // with such an f stops with an error.
                        {
                            var convention = Convention.reshapedTemplate(
                                "f of the streams: (define ddy (f dy y)) for the book's (stream-map f dy y), "
                                    + "judged with f mapped over them",
                                groups: [[0, 1, 2, 3]], wrap: [0: "sicp-check-f-on-streams"])
                            convention.rejection = "the exercise's f is f(dy/dt, y), a procedure of two numbers, "
                                + "as in (solve-2nd (lambda (dy y) (- y)) 0.001 1 0); this solve-2nd applies it to the "
                                + "streams dy and y themselves, so with such an f it stops with an error: "
                                + "(define ddy (stream-map f dy y))"
                            return convention
                        }(),
                    ],
                    cases: [
                        ["(stream-ref (NAME (lambda (dy y) (- y)) 0.001 1 0) 1000)"],
                        ["(stream-ref (NAME (lambda (dy y) dy) 0.001 1 1) 1000)"],
                        ["(stream-ref (NAME (lambda (dy y) (- (* 1/2 dy) y)) 1/10 1 0) 20)"],
                        ["(stream-ref (NAME (lambda (dy y) (+ dy (* 2 y))) 1/10 3 5) 10)"],
                    ],
                    properties: [Self.delayedProperty("(NAME (lambda (dy y) dy) 0.001 1 1)", "(integral (delay dy) y0 dt) and (integral (delay ddy) dy0 dt)")],
                    tolerance: .relative(1e-6),
                    // f called as (f y dy): the book writes f(dy/dt, y).
                    // An order of the file's own, said in the report.
                    variants: [Variant(note: "it calls f as (f y dy), its arguments in the other order: the book's f is "
                                           + "f(dy/dt, y), (f dy y); right for an f written (lambda (y dy) ...)") {
                        [$0[0].replacing("(lambda (dy y)", with: "(lambda (y dy)")]
                    }]),
            ]),
        Exercise(
            number: "3.80", title: "series RLC circuits",
            given: delayedIntegral,
            reference: """
                (define (reference-RLC R L C dt)
                  (lambda (vC0 iL0)
                    (define vC (integral (delay dvC) vC0 dt))
                    (define iL (integral (delay diL) iL0 dt))
                    (define dvC (scale-stream iL (- (/ 1 C))))
                    (define diL (add-streams (scale-stream vC (/ 1 L)) (scale-stream iL (- (/ R L)))))
                    (cons vC iL)))
                """,
            roles: [
                Role(
                    names: ["RLC", "rlc", "make-RLC", "make-rlc", "RLC-circuit", "rlc-circuit"], arity: 4,
                    reference: "reference-RLC",
                    conventions: rlcConventions,
                    cases: [
                        ["(stream-ref (car ((NAME 1 1 0.2 0.1) 10 0)) 10)"],
                        ["(stream-ref (cdr ((NAME 1 1 0.2 0.1) 10 0)) 10)"],
                        ["(stream-ref (car ((NAME 1 1 1/5 1/10) 10 0)) 5)"],
                        ["(stream-ref (cdr ((NAME 1 1 1/5 1/10) 10 0)) 5)"],
                        ["(stream-ref (car ((NAME 2 1/2 1/4 1/20) 1 1)) 8)"],
                        ["(stream-ref (cdr ((NAME 2 1/2 1/4 1/20) 1 1)) 8)"],
                    ],
                    properties: [Self.delayedProperty("(car ((NAME 1 1 0.2 0.1) 10 0))", "(integral (delay dvC) vC0 dt) and (integral (delay diL) iL0 dt)")],
                    tolerance: .relative(1e-9)),
            ]),
        Exercise(
            number: "3.81", title: "a stream of random numbers driven by generate and reset requests",
            given: """
                (define random-init 1)
                (define (rand-update x) (modulo (+ (* x 1103515245) 12345) 2147483648))
                ;; The requests for kinds (g for generate, n for (reset n)), then generate for ever; a
                ;; reset of (sicp-check-splice r ...) is the requests r ... in a row ('reset, then n).
                (define (random-requests kinds generate reset)
                  (define (requests k)
                    (let ((r (if (eq? k 'g) generate (reset k))))
                      (if (and (pair? r) (eq? (car r) 'sicp-check-splice)) (cdr r) (list r))))
                  (stream-append (list->stream (apply append (map requests kinds)))
                                 (stream-map (lambda (k) generate) (integers-starting-from 1))))
                (define (reset-then-number n) (list 'sicp-check-splice 'reset n))
                (define (random-requests-agree? make generate reset . starts)
                  (define kinds '(7 g g g 7 g g g 9 g g))
                  (define requests (random-requests kinds generate reset))
                  (define out (stream-head (make requests) (+ 1 (length kinds))))
                  (define (fits? offset start)
                    (let loop ((kinds kinds) (i offset) (previous #f))
                      (cond ((null? kinds) #t)
                            ((eq? (car kinds) 'g)
                             (and previous (equal? (list-ref out i) (rand-update previous))
                                  (loop (cdr kinds) (+ i 1) (list-ref out i))))
                            (else (and (equal? (list-ref out i) (start (car kinds)))
                                       (loop (cdr kinds) (+ i 1) (list-ref out i)))))))
                  ;; A reset that gives no number of its own: the generate after (reset n)
                  ;; gives n (or (rand-update n)), each other one the update of the number before.
                  (define (fits-silent? start)
                    (let loop ((kinds kinds) (i 0) (previous #f) (reset #f))
                      (cond ((null? kinds) #t)
                            ((eq? (car kinds) 'g)
                             (let ((x (list-ref out i)))
                               (and (if reset (equal? x (start reset)) (and previous (equal? x (rand-update previous))))
                                    (loop (cdr kinds) (+ i 1) x #f))))
                            (else (loop (cdr kinds) i previous (car kinds))))))
                  (or (if (null? starts)
                          (or (fits? 0 (lambda (n) n)) (fits? 1 (lambda (n) n))
                              (fits? 0 rand-update) (fits? 1 rand-update)
                              (fits-silent? (lambda (n) n)) (fits-silent? rand-update))
                          (or (fits? 0 (car starts)) (fits? 1 (car starts)) (fits-silent? (car starts))))
                      "after (reset n) the stream must give n (or (rand-update n)), and after generate (rand-update x) of the number x before it; with a generator of its own, the same numbers after each (reset n) for the same n, and others for another n"))
                ;; A file's own generator, not rand-update: after (reset 7) the same numbers each time,
                ;; others after (reset 9), and numbers that change as they are generated, by steps
                ;; that are not all the same (counting up is not a generator of random numbers).
                (define (random-requests-consistent? make generate reset)
                  (define kinds '(7 g g g 9 g g g 7 g g g))
                  (define requests (random-requests kinds generate reset))
                  (define out (stream-head (make requests) (+ 1 (length kinds))))
                  (define (run offset start) (let ((r (list-tail out (+ offset start)))) (list (car r) (cadr r) (caddr r) (cadr (cddr r)))))
                  (define (fits? offset)
                    (let ((a (run offset 0)) (b (run offset 4)) (again (run offset 8)))
                      (and (let all ((l (append a b again))) (or (null? l) (and (number? (car l)) (all (cdr l))))) (equal? a again) (not (equal? a b))
                           (not (= (- (list-ref a 2) (list-ref a 1)) (- (list-ref a 3) (list-ref a 2))))
                           (not (= (- (list-ref b 2) (list-ref b 1)) (- (list-ref b 3) (list-ref b 2)))))))
                  (or (fits? 0) (fits? 1)
                      "after (reset n) the stream must give the same numbers each time, other numbers after another n, and numbers that change as they are generated, by steps that are not all the same"))
                ;; The same, when a reset request gives no number of its own (the numbers come only
                ;; from generate requests): three after (reset 7), three after (reset 9), three after
                ;; (reset 7) again.
                (define (random-requests-consistent-silent? make generate reset)
                  (define kinds '(7 g g g 9 g g g 7 g g g))
                  (define requests (random-requests kinds generate reset))
                  (define out (stream-head (make requests) 9))
                  (define (run start) (let ((r (list-tail out start))) (list (car r) (cadr r) (caddr r))))
                  (let ((a (run 0)) (b (run 3)) (again (run 6)))
                    (or (and (let all ((l out)) (or (null? l) (and (number? (car l)) (all (cdr l)))))
                             (equal? a again) (not (equal? a b))
                             (not (= (- (list-ref a 1) (list-ref a 0)) (- (list-ref a 2) (list-ref a 1))))
                             (not (= (- (list-ref b 1) (list-ref b 0)) (- (list-ref b 2) (list-ref b 1)))))
                        "after (reset n) the stream must give the same numbers each time, other numbers after another n, and numbers that change as they are generated, by steps that are not all the same")))
                (define (random-bare-reset-verdict make)
                  (let ((verdict (random-requests-agree? make 'generate (lambda (n) 'reset) (lambda (n) random-init))))
                    (if (eq? verdict #t)
                        "its reset request takes no value and starts again from random-init: the exercise resets the sequence to a value the request gives, as (reset n)"
                        verdict)))
                """,
            reference: """
                (define (reference-random-numbers requests)
                  (define numbers
                    (cons-stream random-init
                                 (stream-map (lambda (request x)
                                               (cond ((eq? request 'generate) (rand-update x))
                                                     ((and (pair? request) (eq? (car request) 'reset)) (cadr request))
                                                     (else (error "Unknown request" request))))
                                             requests numbers)))
                  numbers)
                """,
            roles: [
                Role(
                    names: ["random-numbers", "random-stream", "rand-stream", "random-number-stream", "rand", "make-rand", "stream-rand",
                            "random-numbers-stream", "make-random-stream", "random-generator", "make-random-numbers",
                            "random-number-generator", "make-random-number-stream", "generate-rand", "generate-random",
                            "rand-generator", "random-gen", "generate-random-numbers"], arity: 1,
                    reference: "reference-random-numbers",
                    conventions: [
                        Convention(label: "") { name, _ in "(random-requests-agree? \(name) 'generate (lambda (n) (list 'reset n)))" },
                        Convention(label: "requests (reset . n)") { name, _ in
                            "(random-requests-agree? \(name) 'generate (lambda (n) (cons 'reset n)))"
                        },
                        Convention(label: "requests generate and a bare number n for (reset n)") { name, _ in
                            "(random-requests-agree? \(name) 'generate (lambda (n) n))"
                        },
                        Convention(label: "requests (generate) and (reset n)") { name, _ in
                            "(random-requests-agree? \(name) (list 'generate) (lambda (n) (list 'reset n)))"
                        },
                        Convention(label: "requests (generate) and (reset . n)") { name, _ in
                            "(random-requests-agree? \(name) (list 'generate) (lambda (n) (cons 'reset n)))"
                        },
                        Convention(label: "requests generate, and reset followed by n as the next request") { name, _ in
                            "(random-requests-agree? \(name) 'generate reset-then-number)"
                        },
                    ] + Self.ownGeneratorConventions + [
                        // Recognised, to say what is missing: not a right answer.
                        Convention(label: "requests generate and a bare reset") { name, _ in
                            "(random-bare-reset-verdict \(name))"
                        },
                    ] + Self.initialValueConventions,
                    cases: [[]],
                    fileRequests: FileRequests(
                        book: ["generate", "reset"], synonyms: ["generate": ["update", "next", "new"]],
                        generator: (book: "rand-update", words: ["update"]))),
            ]),
        Exercise(
            number: "3.82", title: "estimate-integral as a stream of estimates",
            given: """
                (define (random-in-range low high) (+ low (random (- high low))))
                (define (sicp-check-pair-point P) (lambda (p) (P (car p) (cdr p))))
                (define (sicp-check-list-point P) (lambda (p) (P (car p) (cadr p))))
                (define (monte-carlo experiment-stream passed failed)
                  (define (next passed failed)
                    (cons-stream (/ passed (+ passed failed))
                                 (monte-carlo (stream-cdr experiment-stream) passed failed)))
                  (if (stream-car experiment-stream) (next (+ passed 1) failed) (next passed (+ failed 1))))
                """,
            reference: """
                (define (reference-estimate-integral P x1 x2 y1 y2)
                  (define (experiments)
                    (cons-stream (P (random-in-range x1 x2) (random-in-range y1 y2)) (experiments)))
                  (scale-stream (monte-carlo (experiments) 0 0) (* (- x2 x1) (- y2 y1))))
                """,
            roles: [
                Role(
                    names: ["estimate-integral", "estimate-integral-stream", "integral-estimates",
                            "estimate-integral-streams", "monte-carlo-integral"], arity: 5,
                    reference: "reference-estimate-integral",
                    // The learners' own interfaces: the bounds first, the
                    // corners' coordinates (x1 y1 x2 y2), the predicate of
                    // one point (a pair or a list).
                    conventions: [.template]
                        + [(order: [0, 1, 2, 3, 4], call: "P x1 x2 y1 y2"), (order: [1, 2, 3, 4, 0], call: "x1 x2 y1 y2 P"),
                           (order: [0, 1, 3, 2, 4], call: "P x1 y1 x2 y2"), (order: [1, 3, 2, 4, 0], call: "x1 y1 x2 y2 P")]
                            .flatMap { shape in
                                [(wrap: "", point: "(P x y)"), ("sicp-check-pair-point", "(P (cons x y))"),
                                 ("sicp-check-list-point", "(P (list x y))")].compactMap { predicate -> Convention? in
                                    if shape.order[0] == 0 && predicate.wrap.isEmpty { return nil }
                                    return .reshapedTemplate(
                                        "its own interface: (NAME \(shape.call)) with \(predicate.point) for the book's "
                                            + "(NAME P x1 x2 y1 y2) with (P x y)",
                                        groups: [shape.order], wrap: predicate.wrap.isEmpty ? [:] : [0: predicate.wrap])
                                }
                            },
                    // Deterministic: a predicate true (or false) everywhere
                    // in the rectangle gives its area (or 0) whatever the
                    // random points; they tell the interfaces apart.
                    cases: [
                        ["(stream-ref (NAME (lambda (x y) (and (<= 0 x 2) (<= 3 y 5))) 0.0 2.0 3.0 5.0) 20)"],
                        ["(stream-ref (NAME (lambda (x y) (and (<= 0 x 2) (<= 3 y 5) (< y 3))) 0.0 2.0 3.0 5.0) 20)"],
                        ["(stream-ref (NAME (lambda (x y) (and (<= -1 x 1) (<= -4 y -2))) -1.0 1.0 -4.0 -2.0) 5)"],
                    ],
                    properties: [
                        Property(
                            "(< (abs (- (stream-ref (NAME (lambda (x y) (<= (+ (* x x) (* y y)) 1)) -1.0 1.0 -1.0 1.0) "
                                + "1999) 3.141592653589793)) 0.25)",
                            message: "the 2000th estimate of the unit circle's area in the square from -1 to 1 must be "
                                + "within 0.25 of pi (almost seven standard deviations of 2000 trials): each estimate is "
                                + "the fraction of points inside, times the rectangle's area",
                            explainsFailure: true),
                        // Points of whole coordinates only (a random integer
                        // taken modulo the width) give 1 here, every point
                        // the corner (0, 0).
                        Property(
                            "(< (abs (- (stream-ref (NAME (lambda (x y) (<= (+ (* x x) (* y y)) 1)) 0.0 1.0 0.0 1.0) "
                                + "1999) 0.7853981633974483)) 0.07)",
                            message: "the 2000th estimate of the area of the quarter of the unit circle in the square "
                                + "from 0 to 1 must be within 0.07 of pi/4 (seven standard deviations of 2000 trials): "
                                + "the random points must spread over the whole rectangle, not fall on whole numbers only",
                            explainsFailure: true),
                        Property(
                            "(< (abs (- (stream-ref (NAME (lambda (x y) (< x 0)) -1.0 1.0 0.0 3.0) 1999) 3)) 0.4)",
                            message: "the 2000th estimate of the area of x < 0 in the rectangle -1 ≤ x ≤ 1, 0 ≤ y ≤ 3 "
                                + "must be within 0.4 of 3 (six standard deviations of 2000 trials)",
                            explainsFailure: true),
                    ]),
            ]),
    ]

    /// 3.81 with a generator of the file's own instead of the book's
    /// `rand-update` (a private linear congruence, numbers scaled down):
    /// judged by what the exercise is about, in each request format.
    static let ownGeneratorConventions: [Convention] = [
        ("", "'generate", "(lambda (n) (list 'reset n))"),
        ("requests (reset . n), ", "'generate", "(lambda (n) (cons 'reset n))"),
        ("requests generate and a bare number n for (reset n), ", "'generate", "(lambda (n) n)"),
        ("requests (generate) and (reset n), ", "(list 'generate)", "(lambda (n) (list 'reset n))"),
        ("requests (generate) and (reset . n), ", "(list 'generate)", "(lambda (n) (cons 'reset n))"),
        ("requests generate, and reset followed by n as the next request, ", "'generate",
         "reset-then-number"),
    ].map { format, generate, reset in
        Convention(label: format + "its own generator, not the book's rand-update: the same numbers after each "
                   + "(reset n) for the same n, others for another n") { name, _ in
            "(random-requests-consistent? \(name) \(generate) \(reset))"
        }
    } + [
        ("", "'generate", "(lambda (n) (list 'reset n))"),
        ("requests (reset . n), ", "'generate", "(lambda (n) (cons 'reset n))"),
        ("requests (generate) and (reset n), ", "(list 'generate)", "(lambda (n) (list 'reset n))"),
        ("requests (generate) and (reset . n), ", "(list 'generate)", "(lambda (n) (cons 'reset n))"),
    ].map { format, generate, reset in
        Convention(label: format + "a number for each generate request only (a reset gives none): the same numbers "
                   + "after each (reset n) for the same n, others for another n") { name, _ in
            "(random-requests-consistent-silent? \(name) \(generate) \(reset))"
        }
    }

    /// The request formats of 3.81's conventions: the label's start, the
    /// generate request, and the reset request as a procedure of n.
    static let randomRequestFormats: [(label: String, generate: String, reset: String)] = [
        ("", "'generate", "(lambda (n) (list 'reset n))"),
        ("requests (reset . n)", "'generate", "(lambda (n) (cons 'reset n))"),
        ("requests generate and a bare number n for (reset n)", "'generate", "(lambda (n) n)"),
        ("requests (generate) and (reset n)", "(list 'generate)", "(lambda (n) (list 'reset n))"),
        ("requests (generate) and (reset . n)", "(list 'generate)", "(lambda (n) (cons 'reset n))"),
        ("requests generate, and reset followed by n as the next request", "'generate",
         "reset-then-number"),
    ]

    /// 3.81 as a procedure of the requests and an initial value
    /// (`(random-numbers requests init)`, the value first, or curried:
    /// `((random-numbers init) requests)`), called with `random-init`: in
    /// each request format, with the book's `rand-update` or a generator of
    /// the file's own.
    static let initialValueConventions: [Convention] = [
        (interface: "(NAME requests random-init)", arity: 2, made: "(lambda (r) (NAME r random-init))"),
        ("(NAME random-init requests)", 2, "(lambda (r) (NAME random-init r))"),
        ("((NAME random-init) requests)", 1, "(lambda (r) ((NAME random-init) r))"),
    ].flatMap { shape in
        [false, true].flatMap { own in
            randomRequestFormats.map { format in
                let generator = own ? ", its own generator, not the book's rand-update: the same numbers after each "
                    + "(reset n) for the same n, others for another n" : ""
                var convention = Convention(
                    label: (format.label.isEmpty ? "" : format.label + ", ") + "the initial value an argument: "
                        + shape.interface + generator
                ) { name, _ in
                    "(\(own ? "random-requests-consistent?" : "random-requests-agree?") \(shape.made.replacing("NAME", with: name)) \(format.generate) \(format.reset))"
                }
                convention.arity = shape.arity
                return convention
            }
        } + randomRequestFormats.filter { $0.reset != "reset-then-number" && !$0.label.contains("bare number") }.map { format in
            // A reset that gives no number of its own (the numbers come
            // only from generate requests).
            var convention = Convention(
                label: (format.label.isEmpty ? "" : format.label + ", ") + "the initial value an argument: "
                    + shape.interface + ", a number for each generate request only (a reset gives none): the same "
                    + "numbers after each (reset n) for the same n, others for another n"
            ) { name, _ in
                "(random-requests-consistent-silent? \(shape.made.replacing("NAME", with: name)) \(format.generate) \(format.reset))"
            }
            convention.arity = shape.arity
            return convention
        }
    }

    /// An `RLC` with the book's interface over a learner's `NAME` whose
    /// circuit procedure's value becomes `(cons vC iL)` by `convert`, an
    /// expression of the value's name.
    static func rlcAdapter(_ name: String, call: String = "((NAME %R %L %C %dt) %vC0 %iL0)",
                           _ convert: (String) -> String) -> String {
        "(lambda (%R %L %C %dt) (lambda (%vC0 %iL0) (let ((%value " + call.replacing("NAME", with: name) + ")) "
            + convert("%value") + ")))"
    }

    /// 3.80's interfaces: the book's `((RLC R L C dt) vC0 iL0)` giving
    /// `(cons vC iL)`, or all six values in one call (either initial value
    /// first), each giving the book's pair, the pair `(cons iL vC)` or a
    /// stream of pairs.
    static let rlcConventions: [Convention] = {
        let shapes: [(note: String, convert: @Sendable (String) -> String)] = [
            ("the pair (cons iL vC): the book asks for (cons vC iL)", { "(cons (cdr \($0)) (car \($0)))" }),
            ("a stream of pairs (vC iL): the book asks for a pair of streams (cons vC iL)",
             { "(cons (stream-map car \($0)) (stream-map \(secondOfPair) \($0)))" }),
            ("a stream of pairs (iL vC): the book asks for a pair of streams (cons vC iL)",
             { "(cons (stream-map \(secondOfPair) \($0)) (stream-map car \($0)))" }),
        ]
        var conventions: [Convention] = [.template]
        for shape in shapes {
            conventions.append(.adapted(shape.note) { name in rlcAdapter(name, shape.convert) })
        }
        let calls = [("(RLC R L C dt vC0 iL0)", "(NAME %R %L %C %dt %vC0 %iL0)"),
                     ("(RLC R L C dt iL0 vC0)", "(NAME %R %L %C %dt %iL0 %vC0)")]
        for (shown, call) in calls {
            let once = "all six values in one call, \(shown), for the book's ((RLC R L C dt) vC0 iL0)"
            conventions.append(Convention.adapted(once) { name in rlcAdapter(name, call: call) { $0 } }.taking(6))
            for shape in shapes {
                conventions.append(Convention.adapted(once + "; " + shape.note) { name in
                    rlcAdapter(name, call: call, shape.convert)
                }.taking(6))
            }
        }
        return conventions
    }()

    /// The second of a stream's element, a pair `(a . b)` or a list `(a b)`.
    static let secondOfPair = "(lambda (%e) (if (pair? (cdr %e)) (cadr %e) (cdr %e)))"

    /// `solve-with`, the book's `solve` (3.5.4) with the `integral` to use
    /// as its first argument (3.77).
    static let solveWith = """
        (define (solve-with integral f y0 dt)
          (define y (integral (delay dy) y0 dt))
          (define dy (stream-map f y))
          y)
        """

    /// The first elements of `call` must come: a stream whose definitions
    /// (`delays`) are not delayed meets a name not yet defined.
    static func delayedProperty(_ call: String, _ delays: String) -> Property {
        Property("(number? (stream-ref \(call) 3))",
                 message: "each integral must get its integrand delayed, \(delays): the integrands are defined "
                    + "after the integrals that use them",
                 explainsFailure: true)
    }
}
