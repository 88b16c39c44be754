import SICPProcess
import SICPScheme

/// The book's definitions a learner's file may use without defining or
/// loading them: what the section's text defines before the exercise
/// (3.5.2's `integers`, `ones`, 3.5.3's `euler-transform`) and what an
/// earlier exercise built (`mul-series` for 3.61). When a file refers to one
/// that neither it nor the kit binds (its `(load "3.60.scm")` found no
/// file), the checker defines the book's version before the file loads, as
/// the kit's code (its references to the built-ins read them as at
/// start-up), and says so in a note on the load line: the report never
/// blames the answer for a companion it could not see. A name an exercise's
/// role asks for is never supplied.
struct Companion: Sendable {
    /// The name the file refers to.
    let name: String
    /// Where the book defines it: `3.5.2`, or `exercise 3.60`.
    let origin: String
    /// The first exercise whose files may use it (`3.53`): it is supplied
    /// from there to the end of that chapter.
    let from: String
    /// The book's definition (and its helpers', each a companion too when it
    /// names one).
    let source: String
    /// The other companions it calls.
    var uses: [String] = []
    /// The book's name for it, when `name` is one learners use instead
    /// (`invert-series` for 3.61's `invert-unit-series`).
    var bookName: String? = nil
    /// What the report adds after "was used under that name": `, for a
    /// series of any nonzero constant term`.
    var purpose = ""
    /// Whether it takes its procedure argument first or last alike (3.70's
    /// `weighted-pairs`, which learners also write `(weighted-pairs weight s t)`):
    /// a procedure and streams tell the orders apart.
    var eitherOrder = false
    /// Whether it is supplied though the exercise asks for a procedure of
    /// that name, when the file calls it with the book's arguments and
    /// never defines it: 3.76 asks for a detector built with the text's
    /// `make-zero-crossings`, which a file may use as the book gives it.
    var evenIfAsked = false

    /// The companions, in the order they are defined (a companion before
    /// the ones that use it).
    static let all: [Companion] = [
        // 1.3.3, for fixed-point and what is written with it (1.35-1.46).
        Companion(name: "tolerance", origin: "1.3.3", from: "1.35", source: "(define tolerance 0.00001)"),
        // Chapter 1's text and exercises, for the exercises after them.
        Companion(name: "average", origin: "1.1.7", from: "1.1", source: "(define (average x y) (/ (+ x y) 2))"),
        Companion(name: "double", origin: "exercise 1.17", from: "1.17", source: "(define (double x) (+ x x))"),
        Companion(name: "halve", origin: "exercise 1.17", from: "1.17", source: "(define (halve x) (quotient x 2))"),
        Companion(name: "divides?", origin: "1.2.6", from: "1.21", source: "(define (divides? a b) (= (remainder b a) 0))"),
        Companion(name: "smallest-divisor", origin: "1.2.6", from: "1.21", source: """
            (define (smallest-divisor n) (find-divisor n 2))
            (define (find-divisor n test-divisor)
              (cond ((> (square test-divisor) n) n)
                    ((divides? test-divisor n) test-divisor)
                    (else (find-divisor n (+ test-divisor 1)))))
            """, uses: ["divides?"]),
        Companion(name: "prime?", origin: "1.2.6", from: "1.21", source: """
            (define (prime? n) (= n (smallest-divisor n)))
            """, uses: ["smallest-divisor"]),
        Companion(name: "expmod", origin: "1.2.6", from: "1.24", source: """
            (define (expmod base exp m)
              (cond ((= exp 0) 1)
                    ((even? exp) (remainder (square (expmod base (/ exp 2) m)) m))
                    (else (remainder (* base (expmod base (- exp 1) m)) m))))
            """),
        Companion(name: "fermat-test", origin: "1.2.6", from: "1.24", source: """
            (define (fermat-test n)
              (define (try-it a) (= (expmod a n n) a))
              (try-it (+ 1 (random (- n 1)))))
            """, uses: ["expmod"]),
        Companion(name: "fast-prime?", origin: "1.2.6", from: "1.24", source: """
            (define (fast-prime? n times)
              (cond ((= times 0) #t)
                    ((fermat-test n) (fast-prime? n (- times 1)))
                    (else #f)))
            """, uses: ["fermat-test"], evenIfAsked: true),
        Companion(name: "fixed-point", origin: "1.3.3", from: "1.35", source: """
            (define (fixed-point f first-guess)
              (define (close-enough? v1 v2) (< (abs (- v1 v2)) tolerance))
              (define (try guess)
                (let ((next (f guess)))
                  (if (close-enough? guess next) next (try next))))
              (try first-guess))
            """, uses: ["tolerance"]),
        Companion(name: "cont-frac", origin: "exercise 1.37", from: "1.38", source: """
            (define (cont-frac n d k)
              (define (iter i result)
                (if (= i 0) result (iter (- i 1) (/ (n i) (+ (d i) result)))))
              (iter k 0))
            """),
        Companion(name: "average-damp", origin: "1.3.4", from: "1.40", source: """
            (define (average-damp f) (lambda (x) (average x (f x))))
            """, uses: ["average"]),
        Companion(name: "dx", origin: "1.3.4", from: "1.40", source: "(define dx 0.00001)"),
        Companion(name: "deriv", origin: "1.3.4", from: "1.40", source: """
            (define (deriv g) (lambda (x) (/ (- (g (+ x dx)) (g x)) dx)))
            """, uses: ["dx"]),
        Companion(name: "newton-transform", origin: "1.3.4", from: "1.40", source: """
            (define (newton-transform g) (lambda (x) (- x (/ (g x) ((deriv g) x)))))
            """, uses: ["deriv"]),
        Companion(name: "newtons-method", origin: "1.3.4", from: "1.40", source: """
            (define (newtons-method g guess) (fixed-point (newton-transform g) guess))
            """, uses: ["newton-transform", "fixed-point"]),
        Companion(name: "fixed-point-of-transform", origin: "1.3.4", from: "1.40", source: """
            (define (fixed-point-of-transform g transform guess) (fixed-point (transform g) guess))
            """, uses: ["fixed-point"]),
        Companion(name: "repeated", origin: "exercise 1.43", from: "1.44", source: """
            (define (repeated f n) (if (= n 1) f (compose f (repeated f (- n 1)))))
            """),
        // The exercise's own text, for 2.37.
        Companion(name: "dot-product", origin: "exercise 2.37", from: "2.37", source: """
            (define (dot-product v w) (accumulate + 0 (map * v w)))
            """),
        // 1.2.6, for 2.40's prime-sum-pairs.
        Companion(name: "prime?", origin: "1.2.6", from: "2.40", source: """
            (define (prime? n)
              (define (divides? a b) (= (remainder b a) 0))
              (define (find-divisor n test)
                (cond ((> (square test) n) n) ((divides? test n) test) (else (find-divisor n (+ test 1)))))
              (and (> n 1) (= n (find-divisor n 2))))
            """),
        Companion(name: "prime-sum?", origin: "2.2.3", from: "2.40", source: """
            (define (prime-sum? pair) (prime? (+ (car pair) (cadr pair))))
            """, uses: ["prime?"]),
        Companion(name: "make-pair-sum", origin: "2.2.3", from: "2.40", source: """
            (define (make-pair-sum pair) (list (car pair) (cadr pair) (+ (car pair) (cadr pair))))
            """),
        Companion(name: "accumulate-n", origin: "exercise 2.36", from: "2.37", source: """
            (define (accumulate-n op init seqs)
              (if (null? (car seqs)) '()
                  (cons (accumulate op init (map car seqs)) (accumulate-n op init (map cdr seqs)))))
            """),
        Companion(name: "unique-pairs", origin: "exercise 2.40", from: "2.41", source: """
            (define (unique-pairs n)
              (flatmap (lambda (i) (map (lambda (j) (list i j)) (enumerate-interval 1 (- i 1))))
                       (enumerate-interval 1 n)))
            """),
        Companion(name: "ones", origin: "3.5.2", from: "3.53", source: "(define ones (cons-stream 1 ones))"),
        Companion(name: "integers", origin: "3.5.2", from: "3.53", source: "(define integers (integers-starting-from 1))"),
        Companion(name: "fibs", origin: "3.5.2", from: "3.53", source: """
            (define fibs (cons-stream 0 (cons-stream 1 (add-streams (stream-cdr fibs) fibs))))
            """),
        Companion(name: "mul-streams", origin: "exercise 3.54", from: "3.55", source: """
            (define (mul-streams s1 s2) (stream-map * s1 s2))
            """),
        Companion(name: "factorials", origin: "exercise 3.54", from: "3.55", source: """
            (define factorials (cons-stream 1 (mul-streams factorials (stream-cdr integers))))
            """, uses: ["mul-streams", "integers"]),
        Companion(name: "partial-sums", origin: "exercise 3.55", from: "3.56", source: """
            (define (partial-sums s) (cons-stream (stream-car s) (add-streams (stream-cdr s) (partial-sums s))))
            """),
        Companion(name: "merge", origin: "exercise 3.56", from: "3.56", source: """
            (define (merge s1 s2)
              (cond ((stream-null? s1) s2)
                    ((stream-null? s2) s1)
                    (else
                     (let ((s1car (stream-car s1)) (s2car (stream-car s2)))
                       (cond ((< s1car s2car) (cons-stream s1car (merge (stream-cdr s1) s2)))
                             ((> s1car s2car) (cons-stream s2car (merge s1 (stream-cdr s2))))
                             (else (cons-stream s1car (merge (stream-cdr s1) (stream-cdr s2)))))))))
            """),
        Companion(name: "integrate-series", origin: "exercise 3.59", from: "3.60", source: """
            (define (integrate-series s) (stream-map / s (integers-starting-from 1)))
            """),
        Companion(name: "exp-series", origin: "exercise 3.59", from: "3.59", source: """
            (define exp-series (cons-stream 1 (integrate-series exp-series)))
            """, uses: ["integrate-series"]),
        Companion(name: "cosine-series", origin: "exercise 3.59", from: "3.60", source: """
            (define cosine-series (cons-stream 1 (scale-stream (integrate-series sine-series) -1)))
            """, uses: ["integrate-series", "sine-series"]),
        Companion(name: "sine-series", origin: "exercise 3.59", from: "3.60", source: """
            (define sine-series (cons-stream 0 (integrate-series cosine-series)))
            """, uses: ["integrate-series", "cosine-series"]),
        Companion(name: "mul-series", origin: "exercise 3.60", from: "3.61", source: """
            (define (mul-series s1 s2)
              (cons-stream (* (stream-car s1) (stream-car s2))
                           (add-streams (scale-stream (stream-cdr s2) (stream-car s1))
                                        (mul-series (stream-cdr s1) s2))))
            """),
        Companion(name: "invert-unit-series", origin: "exercise 3.61", from: "3.62", source: """
            (define (invert-unit-series s)
              (define x (cons-stream 1 (scale-stream (mul-series (stream-cdr s) x) -1)))
              x)
            """, uses: ["mul-series"]),
        Companion(name: "invert-series", origin: "exercise 3.61", from: "3.62", source: """
            (define (invert-series s)
              (let ((c (stream-car s)))
                (scale-stream (invert-unit-series (scale-stream s (/ 1 c))) (/ 1 c))))
            """, uses: ["invert-unit-series"], bookName: "invert-unit-series", purpose: ", for a series of any nonzero constant term"),
        Companion(name: "divides?", origin: "1.2.6", from: "3.53", source: "(define (divides? a b) (= (remainder b a) 0))"),
        Companion(name: "divisible?", origin: "3.5.2", from: "3.53", source: "(define (divisible? x y) (= (remainder x y) 0))"),
        Companion(name: "average", origin: "1.1.7", from: "3.63", source: "(define (average a b) (/ (+ a b) 2))"),
        Companion(name: "sqrt-improve", origin: "3.5.3", from: "3.63", source: """
            (define (sqrt-improve guess x) (average guess (/ x guess)))
            """, uses: ["average"]),
        Companion(name: "sqrt-stream", origin: "3.5.3", from: "3.63", source: """
            (define (sqrt-stream x)
              (define guesses (cons-stream 1.0 (stream-map (lambda (guess) (sqrt-improve guess x)) guesses)))
              guesses)
            """, uses: ["sqrt-improve"]),
        Companion(name: "pi-summands", origin: "3.5.3", from: "3.63", source: """
            (define (pi-summands n) (cons-stream (/ 1.0 n) (stream-map - (pi-summands (+ n 2)))))
            """),
        Companion(name: "pi-stream", origin: "3.5.3", from: "3.63", source: """
            (define pi-stream (scale-stream (partial-sums (pi-summands 1)) 4))
            """, uses: ["partial-sums", "pi-summands"]),
        Companion(name: "euler-transform", origin: "3.5.3", from: "3.63", source: """
            (define (euler-transform s)
              (let ((s0 (stream-ref s 0)) (s1 (stream-ref s 1)) (s2 (stream-ref s 2)))
                (cons-stream (- s2 (/ (square (- s2 s1)) (+ s0 (* -2 s1) s2)))
                             (euler-transform (stream-cdr s)))))
            """),
        Companion(name: "make-tableau", origin: "3.5.3", from: "3.63", source: """
            (define (make-tableau transform s) (cons-stream s (make-tableau transform (transform s))))
            """),
        Companion(name: "accelerated-sequence", origin: "3.5.3", from: "3.63", source: """
            (define (accelerated-sequence transform s) (stream-map stream-car (make-tableau transform s)))
            """, uses: ["make-tableau"]),
        // 3.76's modular detector may keep the text's detector of the
        // (smoothed) signal; exercise 3.76 gives `sign-change-detector`.
        Companion(name: "make-zero-crossings", origin: "3.5.3", from: "3.76", source: """
            (define (make-zero-crossings input-stream last-value)
              (cons-stream (sign-change-detector (stream-car input-stream) last-value)
                           (make-zero-crossings (stream-cdr input-stream) (stream-car input-stream))))
            """, evenIfAsked: true),
        Companion(name: "stream-limit", origin: "exercise 3.64", from: "3.65", source: """
            (define (stream-limit s tolerance)
              (let ((a (stream-ref s 0)) (b (stream-ref s 1)))
                (if (< (abs (- a b)) tolerance) b (stream-limit (stream-cdr s) tolerance))))
            """),
        Companion(name: "merge-weighted", origin: "exercise 3.70", from: "3.71", source: """
            (define (merge-weighted s1 s2 weight)
              (cond ((procedure? s1) (merge-weighted s2 weight s1))
                    ((stream-null? s1) s2)
                    ((stream-null? s2) s1)
                    ((<= (weight (stream-car s1)) (weight (stream-car s2)))
                     (cons-stream (stream-car s1) (merge-weighted (stream-cdr s1) s2 weight)))
                    (else (cons-stream (stream-car s2) (merge-weighted s1 (stream-cdr s2) weight)))))
            """, eitherOrder: true),
        Companion(name: "weighted-pairs", origin: "exercise 3.70", from: "3.71", source: """
            (define (weighted-pairs s t weight)
              (if (procedure? s)
                  (weighted-pairs t weight s)
                  (cons-stream (list (stream-car s) (stream-car t))
                               (merge-weighted (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
                                               (weighted-pairs (stream-cdr s) (stream-cdr t) weight)
                                               weight))))
            """, uses: ["merge-weighted"], eitherOrder: true),
        Companion(name: "map-successive-pairs", origin: "3.5.5", from: "3.81", source: """
            (define (map-successive-pairs f s)
              (cons-stream (f (stream-car s) (stream-car (stream-cdr s)))
                           (map-successive-pairs f (stream-cdr (stream-cdr s)))))
            """),
        // 3.1.2's rand-update, which the book leaves to the reader, as some
        // learners call it; the same generator as 3.81's checks give.
        Companion(name: "random-update", origin: "3.1.2", from: "3.81", source: """
            (define (random-update x) (modulo (+ (* x 1103515245) 12345) 2147483648))
            """, bookName: "rand-update", purpose: " (a linear congruential generator, as 3.81's checks use)"),
        Companion(name: "monte-carlo", origin: "3.5.5", from: "3.81", source: """
            (define (monte-carlo experiment-stream passed failed)
              (define (next passed failed)
                (cons-stream (/ passed (+ passed failed))
                             (monte-carlo (stream-cdr experiment-stream) passed failed)))
              (if (stream-car experiment-stream) (next (+ passed 1) failed) (next passed (+ failed 1))))
            """),
    ]

    /// `"3.5"` of `"3.56"`: the chapter and the first digit of the number.
    static func chapter(_ number: String) -> Substring { number.split(separator: ".").first ?? "" }

    /// The companions exercise `number` may supply, by name.
    static func available(for number: String) -> [String: Companion] {
        var result: [String: Companion] = [:]
        for companion in all where chapter(companion.from) == chapter(number)
            && !Exercise.precedes(number, companion.from) {
            result[companion.name] = companion
        }
        return result
    }

    /// Whether `forms` call `name` with a procedure as its first argument:
    /// a `lambda`, or a name they define as a procedure.
    static func callsWithProcedureFirst(_ name: String, in forms: [Value]) -> Bool {
        var procedures = Set<String>()
        for form in forms where Run.isProcedureDefinition(form) {
            procedures.formUnion(ExerciseChecker.definedNames(form))
        }
        var found = false
        var left = 1_000_000
        func walk(_ value: Value) {
            guard !found, left > 0, case .pair(let p) = value else { return }
            left -= 1
            if case .symbol(let head) = p.car, head.name == name, case .pair(let arguments) = p.cdr {
                switch arguments.car {
                case .symbol(let first) where procedures.contains(first.name): found = true
                case .pair(let first):
                    if case .symbol(let keyword) = first.car, keyword.name == "lambda" || keyword.name == "λ" { found = true }
                default: break
                }
            }
            var cursor = value
            while case .pair(let q) = cursor, !found, left > 0 {
                left -= 1
                walk(q.car)
                cursor = q.cdr
            }
        }
        for form in forms { walk(form) }
        return found
    }

    /// The symbols `forms` refer to outside quoted data, and the names they
    /// bind anywhere (a definition at any depth, a parameter, a `let`'s
    /// variable): a name bound somewhere in the file is the file's own.
    /// Stops after `budget` pairs, so that a circular datum (`#0=(a . #0#)`)
    /// ends the walk.
    static func references(in forms: [Value], budget: Int = 1_000_000) -> (used: Set<String>, bound: Set<String>) {
        var used = Set<String>(), bound = Set<String>()
        var left = budget
        func bind(_ formals: Value) {
            var cursor = formals
            while case .pair(let p) = cursor, left > 0 {
                left -= 1
                switch p.car {
                case .symbol(let s): bound.insert(s.name)
                case .pair(let binding):  // a let's (name value), a define's (name . formals)
                    if case .symbol(let s) = binding.car { bound.insert(s.name) }
                default: break
                }
                cursor = p.cdr
            }
            if case .symbol(let s) = cursor { bound.insert(s.name) }
        }
        func walk(_ value: Value) {
            var cursor = value
            var first = true
            while left > 0 {
                left -= 1
                switch cursor {
                case .symbol(let s):
                    used.insert(s.name)
                    return
                case .pair(let p):
                    if first, case .symbol(let head) = p.car, case .pair(let rest) = p.cdr {
                        switch head.name {
                        case "quote": return
                        case "define", "define-syntax", "define-record-type":
                            var target = rest.car
                            while case .pair(let header) = target {
                                bind(header.cdr)
                                target = header.car
                            }
                            if case .symbol(let s) = target { bound.insert(s.name) }
                        case "lambda", "λ", "named-lambda":
                            bind(rest.car)
                        case "let", "let*", "letrec", "letrec*", "do":
                            if case .symbol(let s) = rest.car {
                                bound.insert(s.name)
                                if case .pair(let bindings) = rest.cdr { bind(bindings.car) }
                            } else {
                                bind(rest.car)
                            }
                        default: break
                        }
                    }
                    first = false
                    walk(p.car)
                    cursor = p.cdr
                default:
                    return
                }
            }
        }
        for form in forms { walk(form) }
        return (used, bound)
    }
}

extension Run {
    /// Defines the companions the file `source` uses and neither defines nor
    /// finds bound (see `Companion`), before the file loads; returns a note
    /// for each.
    /// The forms of the files that `forms` (of the file at `path`) load,
    /// include or require by name, and of the files those name in turn (20
    /// files at most): a companion the file uses only in a sibling is used.
    static func siblingForms(of forms: [Value], in path: String?) -> [Value] {
        var found: [Value] = []
        var visited = Set<String>()
        var pending: [(forms: [Value], path: String?)] = [(forms, path)]
        while let (current, file) = pending.popLast(), visited.count < 20 {
            let folder = file.flatMap { path in path.lastIndex(of: "/").map { String(path[...$0]) } } ?? ""
            for form in current {
                // The learner's own Guile modules it uses.
                for module in SourceFile.guileModuleFiles(usedBy: form, from: file) where !visited.contains(module) {
                    guard let sibling = readForms(module) else { continue }
                    visited.insert(module)
                    found += sibling
                    pending.append((sibling, module))
                }
                // A learner's own loader too, `(load-r "c01/ex1.37.scm")`
                // (see `ownLoader`).
                guard let parts = form.listElements, case .symbol(let head)? = parts.first,
                      ["load", "include", "include-ci", "require"].contains(head.name)
                        || Self.namesSchemeFile(parts) else { continue }
                for case .string(let name) in parts.dropFirst() {
                    let base = name.value.hasPrefix("/") ? name.value : folder + name.value
                    let moved = SourceFile.movedFile(name.value, from: file).map { [$0] } ?? []
                    for candidate in [base, base + ".scm"] + moved where !visited.contains(candidate) {
                        guard let sibling = readForms(candidate) else { continue }
                        visited.insert(candidate)
                        found += sibling
                        pending.append((sibling, candidate))
                        break
                    }
                }
            }
        }
        return found
    }

    /// The forms of the file at `path` up to the first that does not read;
    /// nil when it cannot be read.
    static func readForms(_ path: String) -> [Value]? {
        guard let text = try? SourceFile.read(path) else { return nil }
        var reader = Reader(text)
        var forms: [Value] = []
        while let datum = try? reader.read() { forms.append(datum) }
        return forms
    }

    /// Whether `parts` are a call on one string that names a Scheme file
    /// (`(load-r "lib/math.scm")`).
    static func namesSchemeFile(_ parts: [Value]) -> Bool {
        guard parts.count == 2, case .string(let path) = parts[1] else { return false }
        return schemeFileTypes.contains(where: { path.value.hasSuffix($0) })
    }

    /// The file types of Scheme source, as learners name their files.
    static let schemeFileTypes = [".scm", ".ss", ".rkt", ".sld", ".sls", ".sch", ".scheme"]

    /// `book`: the book's definitions under their names; `renamed`: the
    /// book's procedures under a learner's other spelling of the name (run
    /// after the learner's other files are read: a learner's own
    /// `add-stream` there comes first).
    func supplyCompanions(_ text: String, user: [String]? = nil, book: Bool = true, renamed: Bool = true) -> [String] {
        let available = Companion.available(for: exercise.number)
        guard !available.isEmpty else { return [] }
        var forms = Self.forms(of: text)
        forms += Self.siblingForms(of: forms, in: learner.mainFile)
        let (used, bound) = Companion.references(in: forms)
        // An optional role (3.56's `merge`, which the exercise gives) may be
        // supplied; it is then not judged.
        let asked = Set(exercise.roles.filter { !$0.optional && !$0.mayBeTheBooks }.flatMap(\.names))
        func missing(_ name: String) -> Bool {
            guard let companion = available[name], !bound.contains(name), learner.lookup(name) == nil else { return false }
            guard asked.contains(name) else { return true }
            guard companion.evenIfAsked, let takes = Self.argumentCounts(of: Self.forms(of: companion.source).first ?? .null)
            else { return false }
            let counts = Self.callCounts(of: name, in: forms)
            return !counts.isEmpty && counts.allSatisfy(takes)
        }
        // What the checker's own expressions use (3.59's probe of
        // `exp-series`, which the book gives).
        var probeForms: [Value] = []
        for probe in exercise.roles.flatMap(\.probes) {
            var reader = Reader(probe.expression.replacing("NAME", with: "sicp-check-name"))
            while let datum = try? reader.read() { probeForms.append(datum) }
        }
        let probed = Companion.references(in: probeForms).used
        // The companions used, and the ones they use in turn.
        var needed = Set(used.union(probed).filter(missing))
        var queue = Array(needed)
        while let name = queue.popLast() {
            for other in available[name]?.uses ?? [] where missing(other) && needed.insert(other).inserted {
                queue.append(other)
            }
        }
        var notes: [String] = []
        let file = user.map { "the definition" + ($0.count == 1 ? " of " : "s of ") + TailCalls.list($0) }
            ?? (source == "the file" ? "this file" : source)
        let uses = (user?.count ?? 1) > 1 ? "use" : "uses"
        // A name the book defines twice (`average`, in chapters 1 and 3):
        // the one this exercise's chapter has.
        for companion in Companion.all
        where book && needed.contains(companion.name) && available[companion.name]?.from == companion.from {
            guard (try? learner.evaluateAsKit(companion.source)) != nil else { continue }
            suppliedCompanions.insert(companion.name)
            if used.contains(companion.name), let bookName = companion.bookName {
                notes.append("\(file) \(uses) `\(companion.name)` without defining it; the book's `\(bookName)` "
                    + "(\(companion.origin)) was used under that name\(companion.purpose)")
            } else if used.contains(companion.name), companion.eitherOrder,
                      Companion.callsWithProcedureFirst(companion.name, in: forms) {
                notes.append("\(file) \(uses) `\(companion.name)` without defining it, with the procedure first; "
                    + "the book's definition (\(companion.origin)) was used, taking its arguments in that order")
            } else if used.contains(companion.name) {
                notes.append("\(file) \(uses) `\(companion.name)` without defining it; "
                    + "the book's definition (\(companion.origin)) was used")
            } else if probed.contains(companion.name) {
                notes.append("\(file) does not define `\(companion.name)`; the checks use the book's (\(companion.origin))")
            }
        }
        // A name of the book's in another word order (`stream-scale` for
        // `scale-stream`, `cdr-stream` for `stream-cdr`), used and bound
        // nowhere: a learner's own library that the repository lacks named
        // it so. The book's procedure stands under that name.
        for name in used.sorted() where renamed && !bound.contains(name) && available[name] == nil && !asked.contains(name)
            && learner.lookup(name) == nil && !learner.isSyntax(name) {
            let words = Self.wordsInAnyOrder(name)
            guard words.count >= 2 else { continue }
            if let target = available.keys.sorted().first(where: { Self.wordsInAnyOrder($0) == words }),
               let companion = available[target], !bound.contains(target) {
                if learner.lookup(target) == nil {
                    guard (try? learner.evaluateAsKit(companion.source)) != nil else { continue }
                    suppliedCompanions.insert(target)
                }
                guard (try? learner.evaluateAsKit("(define \(name) \(target))")) != nil else { continue }
                suppliedCompanions.insert(name)
                notes.append("\(file) \(uses) `\(name)` without defining it; the book's `\(target)` "
                    + "(\(companion.origin)) was used under that name")
            } else if let target = Self.streamBuiltins.first(where: { Self.wordsInAnyOrder($0) == words }),
                      !bound.contains(target), learner.lookup(target) != nil,
                      (try? learner.evaluateAsKit("(define \(name) \(target))")) != nil {
                suppliedCompanions.insert(name)
                notes.append("\(file) \(uses) `\(name)` without defining it; `\(target)` was used under that name")
            }
        }
        return notes
    }

    /// The kit's stream procedures (MIT's, and the book's 3.5 ones the kit
    /// has) a learner's own library may rename (`cdr-stream`, `stream-scale`).
    static let streamBuiltins = ["stream-car", "stream-cdr", "stream-ref", "stream-map", "stream-filter", "stream-for-each",
                                 "stream-head", "stream-tail", "stream-append", "scale-stream", "add-streams",
                                 "display-stream", "stream-enumerate-interval", "integers-starting-from"]

    /// The words of a name, in order of their spelling: `cdr-stream` and
    /// `stream-cdr` have the same.
    /// A plural is not a singular: `add-stream` for `add-streams` is as
    /// often a slip that errs in the learner's Scheme as a library's name.
    /// `s` and `str` are `stream` abbreviated (`s-map`, `str-ref`).
    static func wordsInAnyOrder(_ name: String) -> [Substring] {
        name.lowercased().split(separator: "-").map { ["s", "str", "strm"].contains($0) ? "stream" : $0 }.sorted()
    }
}

extension Run {
    /// Supplies what the file uses from the file of an earlier exercise
    /// beside it, when it neither defines nor loads it and the book does
    /// not give it (3.71's `weight-pairs`, a learner's own name for 3.70's
    /// `weighted-pairs`, written in `exe3.70-weighted-pairs.scm` and never
    /// loaded): a teaching assistant reads that file too. The nearest
    /// earlier exercise of the chapter (twelve at most) whose file defines
    /// the name gives it, with the definitions of that file it needs in
    /// turn; each is evaluated before the file loads, and said in a note.
    func supplyEarlierExercises(_ text: String) -> [String] {
        guard let main = learner.mainFile else { return [] }
        let absolute = SourceFile.absolutePath(main)
        guard let slash = absolute.lastIndex(of: "/") else { return [] }
        let folder = String(absolute[...slash])
        let own = String(absolute[absolute.index(after: slash)...])
        let number = exercise.number.split(separator: ".").compactMap { Int($0) }
        guard number.count == 2 else { return [] }
        var forms = Self.forms(of: text)
        forms += Self.siblingForms(of: forms, in: main)
        let (used, bound) = Companion.references(in: forms)
        // Procedures the file calls: not data (3.76's `sense-data`, which
        // the checker gives), nor syntax (`cons-stream`).
        let called = Self.operators(in: forms)
        var free = used.subtracting(bound).filter { name in
            called.contains(name) && learner.lookup(name) == nil && !learner.isSyntax(name)
                && !Self.streamLayer.contains(name)
        }
        // Nor a name the file only assigns (`(set! good-enough?
        // good-enough2?)` with no `good-enough?` defined): MIT Scheme stops
        // there (;Unbound variable), and another file's definition would
        // hide it.
        free.subtract(Self.assigned(in: Self.forms(of: text)))
        guard !free.isEmpty else { return [] }
        let files = SourceFile.files(in: folder).filter { file in
            file != own && Self.schemeFileTypes.contains(where: { file.lowercased().hasSuffix($0) })
        }
        var notes: [String] = []
        var read = Set<String>()
        // The names the file's answer must define itself: never taken from another file.
        let asked = Set(exercise.roles.filter { !$0.optional }.flatMap(\.names))
        func supply(from file: String, _ described: String) {
            guard let source = try? SourceFile.read(folder + file) else { return }
            read.insert(file)
            var definitions: [String: (index: Int, form: Value)] = [:]
            for (index, datum) in Self.forms(of: source).enumerated() {
                if case .pair(let p) = datum, case .symbol(let head) = p.car, head.name == "define",
                   let name = ExerciseChecker.definedNames(datum).first {
                    definitions[name] = (index, datum)
                }
            }
            // The names asked for, and what their definitions use from the same file;
            // not a definition that calls a procedure this file defines
            // itself (1.7's `sqrt-iter`, called by a 1.8 file's `cube-root`
            // by a slip, would run with the 1.8 file's `improve`): its
            // author never paired the two.
            // Nor one that takes another number of arguments than the
            // file passes it (3.76's `(make-zero-crossings s 0)`, the
            // book's, beside a 3.75 file's of three): another procedure.
            var needed = Set(free.filter { name in
                guard let definition = definitions[name] else { return false }
                let (uses, own) = Companion.references(in: [definition.form])
                guard uses.subtracting(own).isDisjoint(with: bound) else { return false }
                guard let takes = Self.argumentCounts(of: definition.form) else { return true }
                return Self.callCounts(of: name, in: forms).allSatisfy(takes)
            })
            guard !needed.isEmpty else { return }
            var queue = Array(needed)
            while let name = queue.popLast(), let definition = definitions[name] {
                let (uses, _) = Companion.references(in: [definition.form])
                for other in uses where definitions[other] != nil && !bound.contains(other)
                    && learner.lookup(other) == nil && needed.insert(other).inserted {
                    queue.append(other)
                }
            }
            // The names the file uses are said in the note; the definitions
            // they need from the same file are taken too, and what those
            // use from the book in turn is supplied after (1.22pre.scm's
            // `timed-prime-test`, over its `start-prime-test`, over the
            // book's `prime?`).
            var supplied: [String] = []
            for name in needed.sorted(by: { definitions[$0]!.index < definitions[$1]!.index })
            where evaluatesWithinLimit(definitions[name]!.form) {
                if free.contains(name) {
                    supplied.append(name)
                    siblingSupplied.append((name, file, definitions[name]!.form))
                } else {
                    siblingHelpers.append(definitions[name]!.form)
                }
            }
            free.subtract(supplied)
            guard !supplied.isEmpty else { return }
            let names = supplied.map { "`\($0)`" }
            let fileName = self.source == "the file" ? "this file" : self.source
            notes.append("\(fileName) uses \(names.count == 1 ? names[0] : names.joined(separator: ", ")) without "
                + "defining or loading \(names.count == 1 ? "it" : "them"); the definition\(names.count == 1 ? "" : "s") "
                + "in \(file), \(described) beside it, \(names.count == 1 ? "was" : "were") used")
        }
        // The exercise's own other files first (`1.23a.scm` beside `1.23b.scm`,
        // `1.03pre.scm` with the book's code beside `1.03.scm`).
        for earlier in stride(from: number[1], through: max(1, number[1] - 12), by: -1) where !free.isEmpty {
            for file in files where !free.isEmpty
                && Self.namesExercise(file, chapter: number[0], number: earlier, own: own, ownNumber: number[1]) {
                supply(from: file, earlier == number[1] ? "a file of this exercise" : "the file of exercise \(number[0]).\(earlier)")
            }
        }
        // Then a helper the learner keeps in any other file of the folder
        // (`add-stream` in `3-5-2.scm`, the section's code), when one
        // defines it: not a name the exercise asks this file for.
        free.subtract(asked)
        for file in files.prefix(200) where !free.isEmpty && !read.contains(file) {
            supply(from: file, "another file of the learner's")
        }
        return notes
    }

    /// Which numbers of arguments the procedure a `define` form gives
    /// takes (nil when the form does not show it).
    static func argumentCounts(of form: Value) -> ((Int) -> Bool)? {
        guard case .pair(let p) = form, case .pair(let rest) = p.cdr else { return nil }
        var formals: Value
        switch rest.car {
        case .pair(let signature):
            formals = signature.cdr
        case .symbol:
            guard case .pair(let valuePair) = rest.cdr, case .pair(let lambda) = valuePair.car,
                  case .symbol(let head) = lambda.car, head.name == "lambda" || head.name == "named-lambda",
                  case .pair(let lambdaRest) = lambda.cdr else { return nil }
            formals = lambdaRest.car
            if head.name == "named-lambda" { guard case .pair(let named) = formals else { return nil }; formals = named.cdr }
        default:
            return nil
        }
        var count = 0
        while case .pair(let cell) = formals {
            if case .symbol(let symbol) = cell.car, symbol.name.hasPrefix("#!") { return nil }
            count += 1
            formals = cell.cdr
        }
        if case .symbol = formals { return { [count] in $0 >= count } }
        return { [count] in $0 == count }
    }

    /// The numbers of arguments the calls of `name` in `forms` pass (quoted
    /// data and nested definitions of the name included alike).
    static func callCounts(of name: String, in forms: [Value]) -> Set<Int> {
        var counts = Set<Int>()
        var left = 1_000_000
        func walk(_ value: Value, _ depth: Int) {
            guard depth < 200, left > 0, case .pair(let p) = value else { return }
            if case .symbol(let head) = p.car, head.name == "quote" { return }
            if case .symbol(let head) = p.car, head.name == name {
                var count = 0
                var cursor = p.cdr
                while case .pair(let cell) = cursor { count += 1; cursor = cell.cdr }
                counts.insert(count)
            }
            var cursor: Value = value
            while case .pair(let cell) = cursor, left > 0 {
                left -= 1
                walk(cell.car, depth + 1)
                cursor = cell.cdr
            }
        }
        for form in forms { walk(form, 0) }
        return counts
    }

    /// The names `forms` assign with `set!`, anywhere outside quoted data.
    static func assigned(in forms: [Value]) -> Set<String> {
        var result = Set<String>()
        eachList(in: forms) { head, rest in
            if head == "set!", case .pair(let cell) = rest, case .symbol(let target) = cell.car { result.insert(target.name) }
        }
        return result
    }

    /// The symbols at the head of a list anywhere in `forms` outside quoted
    /// data: the names they call (and the special forms they use).
    static func operators(in forms: [Value]) -> Set<String> {
        var result = Set<String>()
        eachList(in: forms) { head, _ in result.insert(head) }
        return result
    }

    /// Calls `visit` with the head symbol and the rest of each list in
    /// `forms` that starts with a symbol, outside quoted data (a million
    /// pairs at most: a circular datum ends the walk).
    static func eachList(in forms: [Value], _ visit: (_ head: String, _ rest: Value) -> Void) {
        var pending = forms
        var left = 1_000_000
        while let form = pending.popLast(), left > 0 {
            guard case .pair(let p) = form else { continue }
            if case .symbol(let head) = p.car {
                if head.name == "quote" { continue }
                visit(head.name, p.cdr)
            }
            var cursor: Value = form
            while case .pair(let q) = cursor, left > 0 {
                left -= 1
                pending.append(q.car)
                cursor = q.cdr
            }
        }
    }

    /// Whether the file name `file` names exercise `chapter`.`number`:
    /// `exe3.70-weighted-pairs.scm`, `ex-3-70.scm`, `ex_3.70.scm`,
    /// `ex370.scm` (the number not part of a longer one); or, when the
    /// file's own name numbers exercises within the chapter alone
    /// (`72.rkt`), `70.rkt`.
    static func namesExercise(_ file: String, chapter: Int, number: Int, own: String, ownNumber: Int) -> Bool {
        let name = Array(file.lowercased())
        let c = Array(String(chapter)), n = Array(String(number))
        func matches(_ part: [Character], at index: Int) -> Bool {
            index + part.count <= name.count && Array(name[index..<index + part.count]) == part
        }
        for start in name.indices where matches(c, at: start) && (start == 0 || !name[start - 1].isNumber) {
            var index = start + c.count
            if index < name.count, ".-_".contains(name[index]) { index += 1 }
            // `1.03pre.scm` for exercise 1.3.
            while index < name.count - 1, name[index] == "0", name[index + 1].isNumber { index += 1 }
            if matches(n, at: index), index + n.count == name.count || !name[index + n.count].isNumber { return true }
        }
        let ownStem = own.split(separator: ".").first.map(String.init) ?? own
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        return ownStem.allSatisfy(\.isNumber) && ownStem == String(ownNumber) && stem == String(number)
    }
}

extension Run {
    /// The file read as MIT Scheme reads it, folding the case of symbols
    /// (MIT Scheme 12 reads `C` as `c`), when it uses a name that only that
    /// folding binds: `C` for a parameter `c`, `dVC` for `dvC`. A file
    /// with a `#lang` line (Racket's, case-sensitive) is read as written.
    /// The note names the symbols.
    static func mitCaseFolding(_ source: String, bound isBound: (String) -> Bool) -> (source: String, note: String)? {
        let forms = Self.forms(of: source)
        let (used, bound) = Companion.references(in: forms)
        let known = Set(bound.map { $0.lowercased() })
        let folded = used.filter { name in
            name != name.lowercased() && !bound.contains(name) && !isBound(name)
                && (known.contains(name.lowercased()) || isBound(name.lowercased()))
        } + used.filter { name in
            name == name.lowercased() && !bound.contains(name) && !isBound(name) && known.contains(name)
                && bound.contains(where: { $0 != $0.lowercased() && $0.lowercased() == name })
        }
        guard !folded.isEmpty,
              !source.split(separator: "\n", maxSplits: 40).contains(where: { $0.hasPrefix("#lang") || $0.hasPrefix("#!racket") })
        else { return nil }
        let names = folded.sorted().prefix(4).map { "`\($0)`" }.joined(separator: ", ")
        return ("#!fold-case " + source,
                "MIT Scheme reads symbols without their case: this file uses \(names) only so, and was read as MIT reads it")
    }
}

extension Run {
    /// Another reading of a value role that failed (3.74's stream
    /// `zero-crossings`, computed from `sense-data`): each value definition
    /// of the role's names, or of names like them, the file's last first
    /// and then the ones a later definition replaces (a file that holds
    /// 3.74-3.76 redefines `zero-crossings` for each); when the file
    /// defines its own data (a short `sense-data` of its own, which may end
    /// in a non-stream), each is computed and judged over the checker's
    /// data instead, `sicp-check-given-DATA`, bound to the file's name while
    /// they are. The first that passes, with a note; nil when none does.
    func alternativeValue(_ role: Role, failing name: String) -> CheckResult? {
        guard let data = role.appliedTo else { return nil }
        let ownData = definedNames.contains(data) && learner.lookup("sicp-check-given-\(data)") != nil
        // A value under one of the book's names that fails, and is not the
        // book's version the exercise rewrites, is the answer: one under
        // another name (a `zero-crossing` beside the file's wrong
        // `zero-crossings`, its "own idea") does not stand in for it; its
        // own earlier definitions may.
        let booksName = role.names.contains(name) && !(role.notBuiltWith.map { reaches(name, $0) } ?? false)
        let candidates = valueDefinitions().filter { candidate in
            guard booksName ? candidate.name == name : role.names.contains(candidate.name) || Self.isSimilar(candidate.name, to: role.names),
                  !(learner.lookup(candidate.name)?.isProcedure ?? true) else { return false }
            // Only a definition that does without the book's version the
            // exercise rewrites (3.74's point): the book's own
            // `(make-zero-crossings sense-data 0)` above a learner's wrong
            // answer is not the answer.
            if let book = role.notBuiltWith, Self.symbols(in: candidate.expression).contains(book)
                || !candidate.replaced && reaches(candidate.name, book) { return false }
            // The last definition of the failing name, over the file's own data, was judged already.
            return candidate.replaced || candidate.name != name || ownData
        }
        // The checker's data stands in the file's own while they are judged.
        func evaluate(_ text: String) -> Bool {
            var reader = Reader(text)
            guard let form = try? reader.read() else { return false }
            return evaluatesWithinLimit(form)
        }
        if ownData {
            guard evaluate("(define sicp-check-own-\(data) \(data))"), evaluate("(set! \(data) sicp-check-given-\(data))")
            else { return nil }
        }
        defer { if ownData { _ = evaluate("(set! \(data) sicp-check-own-\(data))") } }
        for (k, candidate) in candidates.prefix(6).enumerated() {
            let text = Printer.write(candidate.expression)
            guard text.count <= 600 else { continue }
            let temporary = "sicp-check-value-\(k)"
            guard evaluate("(define \(temporary) \(text))") else { continue }
            var result = checkValues(role, temporary).0
            guard result.passed else { continue }
            result.line = result.line.replacing(temporary, with: candidate.name)
            result.procedure = candidate.name
            let line = candidate.index < formLines.count ? formLines[candidate.index] : 0
            var note = "`\(candidate.name)` (line \(line)" + (candidate.replaced ? ", a definition a later one replaces)" : ")")
            note += ownData
                ? " is judged computed over the checker's \(data), which stands for the file's own"
                : " is judged"
            result.details.insert(note, at: 0)
            return result
        }
        return nil
    }
}

extension Run {
    /// Whether `form` evaluates in the learner's interpreter within a
    /// definition's steps (see `definitionLimit`).
    func evaluatesWithinLimit(_ form: Value) -> Bool {
        startCheck(steps: definitionLimit)
        if case .success = measure({ [learner] in try learner.evaluate(datum: form) }) { return true }
        return false
    }

    /// The file's definitions of a name by a call, `(define sums (pairs
    /// ...))`, its last first, each marked when a later definition of the
    /// name replaces it (3.70's (a) and (b) both `sums`; a file holding
    /// 3.74-3.76 redefining `zero-crossings`).
    func valueDefinitions() -> [(index: Int, name: String, expression: Value, replaced: Bool)] {
        var result: [(index: Int, name: String, expression: Value, replaced: Bool)] = []
        var seen = Set<String>()
        for (index, form) in loadedForms.enumerated().reversed() {
            guard case .pair(let p) = form, case .symbol(let head) = p.car, head.name == "define",
                  case .pair(let rest) = p.cdr, case .symbol(let symbol) = rest.car else { continue }
            let replaced = !seen.insert(symbol.name).inserted
            guard case .pair(let value) = rest.cdr, case .pair = value.car else { continue }
            result.append((index, symbol.name, value.car, replaced))
        }
        return result
    }

    /// The forms of a file's text as the checker loads them: past a
    /// draft's unbalanced `)` (see `load`), up to any other error.
    static func forms(of text: String) -> [Value] {
        var reader = Reader(text)
        var forms: [Value] = []
        var skipped = 0
        while true {
            do {
                guard let datum = try reader.read() else { break }
                forms.append(datum)
            } catch let error as ParseError where error.reason == .unexpectedCloseParen && skipped < 20 {
                skipped += 1
            } catch {
                break
            }
        }
        return forms
    }
}

extension Run {
    /// A `stream-map` of one stream, section 3.5.1's, that a file's helper
    /// file defines (`(load "streams.scm")`), in an exercise after 3.50:
    /// the book's code from exercise 3.50 on (`add-streams`, `scale-stream`)
    /// calls the general one, of any number of streams, and with the
    /// helper's it stops (;has been called with 3 arguments). The file's
    /// `stream-map` is kept for one stream and is 3.50's for more, with a
    /// note; nil when this does not apply. A `stream-map` of one stream
    /// that the file itself defines is the file's, and stays as it is.
    func generalStreamMap() -> String? {
        let number = exercise.number
        guard number.hasPrefix("3."), Exercise.precedes("3.50", number),
              !exercise.roles.contains(where: { $0.names.contains("stream-map") }),
              case .closure(let own)? = learner.lookup("stream-map"), own.code.restParameter == nil,
              own.code.parameters.count == 2,
              !loadedForms.contains(where: { ExerciseChecker.definedNames($0).contains("stream-map") }),
              let value = learner.lookup("stream-map") else { return nil }
        learner.define("sicp-check-own-stream-map", value)
        let general = """
            (define (stream-map proc . streams)
              (if (and (pair? streams) (null? (cdr streams)))
                  (sicp-check-own-stream-map proc (car streams))
                  (apply stream-map proc streams)))
            """
        guard (try? learner.evaluateAsKit(general)) != nil else {
            learner.define("stream-map", value)
            return nil
        }
        suppliedCompanions.insert("stream-map")
        return "the `stream-map` the file loads takes one stream, as in 3.5.1: with more, as the book's code from "
            + "exercise 3.50 on calls it (`add-streams`), it is 3.50's general one"
    }
}
