import SICPScheme

/// SICP's picture language (section 2.2.4) as the book writes it, in Scheme,
/// on one primitive, `draw-line`.
///
/// ```swift
/// let scheme = Interp()
/// PictureLanguage.install(in: scheme)
/// try scheme.evaluate("(paint (right-split wave 2))")   // the picture, as text
/// try scheme.evaluate(#"(paint (square-limit wave 4) "limit.svg")"#)
/// ```
///
/// Every procedure of the section is a Scheme definition (`source`) that
/// calls the others by their global names, so a learner's own definition
/// wins everywhere: after exercise 2.47's second `make-frame`
/// (`(cons origin (cons edge1 edge2))`, with its `edge2-frame` as `cddr`),
/// `frame-coord-map`, `transform-painter`, every painter built on them and
/// `paint`'s own unit frame use the learner's frames. `wave` and `rogers`
/// build their segments with `make-segment` and `make-vect` each time they
/// paint, so a learner's vectors and segments (2.46, 2.48) flow through
/// them too.
///
/// The two Swift primitives:
/// - `(draw-line start end)` records a segment between two vectors, read
///   with the current `xcor-vect` and `ycor-vect`, on the picture `paint`
///   is drawing (outside `paint` it draws nowhere);
/// - `(paint painter)`, `(paint painter "FILE.svg")`, `(paint painter
///   columns)`: see `Paint`.
public enum PictureLanguage {
    /// The names the picture language binds (`draw-line` and `paint`
    /// included), in the book's order.
    public static let names: [String] = [
        "make-vect", "xcor-vect", "ycor-vect", "add-vect", "sub-vect", "scale-vect",
        "make-frame", "origin-frame", "edge1-frame", "edge2-frame", "frame-coord-map",
        "make-segment", "start-segment", "end-segment", "draw-line", "segments->painter",
        "transform-painter", "flip-vert", "flip-horiz", "rotate90", "rotate180", "rotate270",
        "shrink-to-upper-right", "squash-inwards", "beside", "below", "flipped-pairs",
        "right-split", "up-split", "corner-split", "square-of-four", "square-limit", "split",
        "wave", "rogers", "paint",
        // Racket's sicp-pict names for the same procedures.
        "vector-xcor", "vector-ycor", "vector-add", "vector-sub", "vector-scale", "frame-origin", "frame-edge1",
        "frame-edge2", "segment-start", "segment-end", "vect", "segment", "vects->segments",
    ]

    /// Binds the picture language in `interp`: `draw-line` and `paint`, then
    /// the definitions of `source`. A program's later definitions replace
    /// them, as they replace any of the kit's.
    /// - Returns: the recorder of what `draw-line` draws in `interp`.
    @discardableResult
    public static func install(in interp: Interp) -> PictureRecorder {
        load(into: interp)
        return PictureRecorder(interp: interp)
    }

    /// Binds the picture language in `interp` when a program first mentions
    /// one of its `names` (`Interp.defineOnFirstMention`): what `sicp` does,
    /// so that a program that paints nothing does not pay the 3 ms (12
    /// million instructions) its source takes to read and compile.
    public static func installOnFirstUse(in interp: Interp) {
        interp.defineOnFirstMention(of: names) { load(into: $0) }
    }

    /// Defines `draw-line`, `paint` and the definitions of `source`, each
    /// unless the program has bound its name already.
    static func load(into interp: Interp) {
        let canvas = Canvas()
        if interp.lookup("draw-line") == nil { interp.define(Canvas.drawLine(canvas, interp)) }
        if interp.lookup("paint") == nil { interp.define(Paint.primitive(canvas, interp)) }
        interp.define(Canvas.figure(canvas, interp))
        var reader = Reader(source)
        do {
            while let datum = try reader.read() {
                if let name = definedName(datum), interp.lookup(name) != nil { continue }
                _ = try interp.evaluateAsKit(datum: datum)
            }
        } catch {
            // The source is the package's own and loads in every test run.
            preconditionFailure("the picture language does not load: \(error)")
        }
    }

    /// `NAME` of `(define (NAME ...) ...)`.
    static func definedName(_ datum: Value) -> String? {
        guard case .pair(let form) = datum, case .pair(let rest) = form.cdr,
              case .pair(let header) = rest.car, case .symbol(let name) = header.car else { return nil }
        return name.name
    }

    /// The body of each procedure `source` defines, as `write` prints it.
    static let kitBodies: [String: String] = {
        var bodies: [String: String] = [:]
        var reader = Reader(source)
        while let datum = try? reader.read() {
            guard let name = definedName(datum), case .pair(let form) = datum, case .pair(let rest) = form.cdr else { continue }
            // Its parameters too: `(scale-vect v s)` with the kit's body is not the kit's.
            let parameters = if case .pair(let head) = rest.car { Printer.write(head.cdr) } else { "" }
            bodies[name] = parameters + " " + Printer.write(rest.cdr)
        }
        return bodies
    }()

    /// Whether `value`, bound to `name`, is the picture language's own
    /// procedure (not a program's definition): the checker at the prompt
    /// looks only at the program's. A program that types in the kit's very
    /// definition counts as not having defined it.
    public static func isKitDefinition(_ value: Value, named name: String) -> Bool {
        if case .primitive(let primitive) = value { return primitive.name == name && names.contains(name) }
        guard case .closure(let closure) = value, let body = kitBodies[name] else { return false }
        let parameters = Value.list(closure.code.parameters.map { Value.symbol(Symbol.intern($0)) },
                                    tail: closure.code.restParameter.map { Value.symbol(Symbol.intern($0)) } ?? .null)
        return Printer.write(parameters) + " " + Printer.write(Value.list(closure.code.sourceBody)) == body
    }

    /// The kit's own definition of `name` (`(define (below ...) ...)`), as
    /// text; nil for a name it does not define in Scheme.
    public static func kitDefinition(of name: String) -> String? {
        guard let start = source.firstRange(of: "(define (\(name) ") ?? source.firstRange(of: "(define \(name) ")
        else { return nil }
        var depth = 0
        for index in source[start.lowerBound...].indices {
            if source[index] == "(" { depth += 1 }
            if source[index] == ")" {
                depth -= 1
                if depth == 0 { return String(source[start.lowerBound...index]) }
            }
        }
        return nil
    }

    /// The kit's definition of `rogers` (or `wave`) under another name: the
    /// checker paints with it whatever the program calls `rogers`.
    public static func definition(of painter: String, as name: String) -> String {
        guard let start = source.firstRange(of: "(define (\(painter) frame)") else { return "" }
        var depth = 0
        var end = start.lowerBound
        for index in source[start.lowerBound...].indices {
            if source[index] == "(" { depth += 1 }
            if source[index] == ")" {
                depth -= 1
                if depth == 0 { end = source.index(after: index); break }
            }
        }
        return "(define (\(name) frame)" + source[start.upperBound..<end]
    }

    /// The picture language in Scheme: section 2.2.4's definitions in the
    /// book's order, with the answers to exercises 2.44-2.51 that the text
    /// uses (`up-split`, `split`, `flip-horiz`, `rotate180`, `rotate270`,
    /// `below`, the vectors, frames and segments), and the painters `wave`
    /// and `rogers`.
    public static let source = #"""
        ;; Vectors (exercise 2.46).
        (define (make-vect x y) (cons x y))
        (define (xcor-vect v) (car v))
        (define (ycor-vect v) (cdr v))
        (define (add-vect v1 v2)
          (make-vect (+ (xcor-vect v1) (xcor-vect v2))
                     (+ (ycor-vect v1) (ycor-vect v2))))
        (define (sub-vect v1 v2)
          (make-vect (- (xcor-vect v1) (xcor-vect v2))
                     (- (ycor-vect v1) (ycor-vect v2))))
        (define (scale-vect s v)
          (make-vect (* s (xcor-vect v)) (* s (ycor-vect v))))

        ;; Frames (exercise 2.47, the first representation).
        (define (make-frame origin edge1 edge2) (list origin edge1 edge2))
        (define (origin-frame frame) (car frame))
        (define (edge1-frame frame) (cadr frame))
        (define (edge2-frame frame) (caddr frame))

        (define (frame-coord-map frame)
          (lambda (v)
            (add-vect
             (origin-frame frame)
             (add-vect (scale-vect (xcor-vect v) (edge1-frame frame))
                       (scale-vect (ycor-vect v) (edge2-frame frame))))))

        ;; Segments (exercise 2.48).
        (define (make-segment start end) (cons start end))
        (define (start-segment segment) (car segment))
        (define (end-segment segment) (cdr segment))

        ;; Racket's sicp-pict names for the same procedures, each calling the book's.
        (define (vector-xcor v) (xcor-vect v))
        (define (vector-ycor v) (ycor-vect v))
        (define (vector-add v1 v2) (add-vect v1 v2))
        (define (vector-sub v1 v2) (sub-vect v1 v2))
        (define (vector-scale s v) (scale-vect s v))
        (define (frame-origin frame) (origin-frame frame))
        (define (frame-edge1 frame) (edge1-frame frame))
        (define (frame-edge2 frame) (edge2-frame frame))
        (define (segment-start segment) (start-segment segment))
        (define (segment-end segment) (end-segment segment))
        ;; sicp-pict's constructors (structures there), and its vects->segments: the
        ;; segments from each vector of a list to the next.
        (define (vect x y) (make-vect x y))
        (define (segment start end) (make-segment start end))
        (define (vects->segments vects)
          (if (or (null? vects) (null? (cdr vects)))
              '()
              (cons (make-segment (car vects) (cadr vects)) (vects->segments (cdr vects)))))

        (define (segments->painter segment-list)
          (lambda (frame)
            (%figure (origin-frame frame) (edge1-frame frame) (edge2-frame frame) segment-list)
            (for-each
             (lambda (segment)
               (draw-line
                ((frame-coord-map frame) (start-segment segment))
                ((frame-coord-map frame) (end-segment segment))))
             segment-list)))

        ;; The book's (transform-painter painter origin corner1 corner2), and
        ;; Racket's sicp-pict's (transform-painter origin corner1 corner2),
        ;; which gives a procedure of the painter.
        (define (transform-painter . arguments)
          (define (transform-painter painter origin corner1 corner2)
            (lambda (frame)
              (let ((m (frame-coord-map frame)))
                (let ((new-origin (m origin)))
                  (painter
                   (make-frame new-origin
                               (sub-vect (m corner1) new-origin)
                               (sub-vect (m corner2) new-origin)))))))
          (if (and (= (length arguments) 3) (not (procedure? (car arguments))))
              (lambda (painter)
                (transform-painter painter (car arguments) (cadr arguments) (caddr arguments)))
              (apply transform-painter arguments)))

        (define (flip-vert painter)
          (transform-painter painter
                             (make-vect 0.0 1.0)
                             (make-vect 1.0 1.0)
                             (make-vect 0.0 0.0)))

        ;; Exercise 2.50.
        (define (flip-horiz painter)
          (transform-painter painter
                             (make-vect 1.0 0.0)
                             (make-vect 0.0 0.0)
                             (make-vect 1.0 1.0)))

        (define (shrink-to-upper-right painter)
          (transform-painter painter
                             (make-vect 0.5 0.5)
                             (make-vect 1.0 0.5)
                             (make-vect 0.5 1.0)))

        (define (rotate90 painter)
          (transform-painter painter
                             (make-vect 1.0 0.0)
                             (make-vect 1.0 1.0)
                             (make-vect 0.0 0.0)))

        (define (rotate180 painter)
          (transform-painter painter
                             (make-vect 1.0 1.0)
                             (make-vect 0.0 1.0)
                             (make-vect 1.0 0.0)))

        (define (rotate270 painter)
          (transform-painter painter
                             (make-vect 0.0 1.0)
                             (make-vect 0.0 0.0)
                             (make-vect 1.0 1.0)))

        (define (squash-inwards painter)
          (transform-painter painter
                             (make-vect 0.0 0.0)
                             (make-vect 0.65 0.35)
                             (make-vect 0.35 0.65)))

        (define (beside painter1 painter2)
          (let ((split-point (make-vect 0.5 0.0)))
            (let ((paint-left
                   (transform-painter painter1
                                      (make-vect 0.0 0.0)
                                      split-point
                                      (make-vect 0.0 1.0)))
                  (paint-right
                   (transform-painter painter2
                                      split-point
                                      (make-vect 1.0 0.0)
                                      (make-vect 0.5 1.0))))
              (lambda (frame)
                (paint-left frame)
                (paint-right frame)))))

        ;; Exercise 2.51.
        (define (below painter1 painter2)
          (let ((split-point (make-vect 0.0 0.5)))
            (let ((paint-bottom
                   (transform-painter painter1
                                      (make-vect 0.0 0.0)
                                      (make-vect 1.0 0.0)
                                      split-point))
                  (paint-top
                   (transform-painter painter2
                                      split-point
                                      (make-vect 1.0 0.5)
                                      (make-vect 0.0 1.0))))
              (lambda (frame)
                (paint-bottom frame)
                (paint-top frame)))))

        (define (right-split painter n)
          (if (= n 0)
              painter
              (let ((smaller (right-split painter (- n 1))))
                (beside painter (below smaller smaller)))))

        ;; Exercise 2.44.
        (define (up-split painter n)
          (if (= n 0)
              painter
              (let ((smaller (up-split painter (- n 1))))
                (below painter (beside smaller smaller)))))

        (define (corner-split painter n)
          (if (= n 0)
              painter
              (let ((up (up-split painter (- n 1)))
                    (right (right-split painter (- n 1))))
                (let ((top-left (beside up up))
                      (bottom-right (below right right))
                      (corner (corner-split painter (- n 1))))
                  (beside (below painter top-left)
                          (below bottom-right corner))))))

        (define (square-of-four tl tr bl br)
          (lambda (painter)
            (let ((top (beside (tl painter) (tr painter)))
                  (bottom (beside (bl painter) (br painter))))
              (below bottom top))))

        (define (flipped-pairs painter)
          (let ((combine4 (square-of-four identity flip-vert
                                          identity flip-vert)))
            (combine4 painter)))

        (define (square-limit painter n)
          (let ((combine4 (square-of-four flip-horiz identity
                                          rotate180 flip-vert)))
            (combine4 (corner-split painter n))))

        ;; Exercise 2.45.
        (define (split first-op second-op)
          (lambda (painter n)
            (if (= n 0)
                painter
                (let ((smaller ((split first-op second-op) painter (- n 1))))
                  (first-op painter (second-op smaller smaller))))))

        ;; The wave figure of the book's figure 2.10 (second edition): 17
        ;; segments, made with the vectors and segments in force when it paints.
        (define (wave frame)
          ((segments->painter
            (list (make-segment (make-vect 0.25 0.0) (make-vect 0.35 0.5))
                  (make-segment (make-vect 0.35 0.5) (make-vect 0.3 0.6))
                  (make-segment (make-vect 0.3 0.6) (make-vect 0.15 0.4))
                  (make-segment (make-vect 0.15 0.4) (make-vect 0.0 0.65))
                  (make-segment (make-vect 0.0 0.85) (make-vect 0.15 0.6))
                  (make-segment (make-vect 0.15 0.6) (make-vect 0.3 0.65))
                  (make-segment (make-vect 0.3 0.65) (make-vect 0.4 0.65))
                  (make-segment (make-vect 0.4 0.65) (make-vect 0.35 0.85))
                  (make-segment (make-vect 0.35 0.85) (make-vect 0.4 1.0))
                  (make-segment (make-vect 0.6 1.0) (make-vect 0.65 0.85))
                  (make-segment (make-vect 0.65 0.85) (make-vect 0.6 0.65))
                  (make-segment (make-vect 0.6 0.65) (make-vect 0.75 0.65))
                  (make-segment (make-vect 0.75 0.65) (make-vect 1.0 0.35))
                  (make-segment (make-vect 1.0 0.15) (make-vect 0.6 0.45))
                  (make-segment (make-vect 0.6 0.45) (make-vect 0.75 0.0))
                  (make-segment (make-vect 0.6 0.0) (make-vect 0.5 0.3))
                  (make-segment (make-vect 0.5 0.3) (make-vect 0.4 0.0))))
           frame))

        ;; rogers: the kit's own stand-in for the book's portrait of William
        ;; Barton Rogers (an image the kit cannot ship): a line drawing of a
        ;; head and shoulders, 32 segments, with no symmetry, so that every
        ;; flip and rotation shows: the nose points left, the left eye is
        ;; open and the right one winks, the hair is parted on the left and
        ;; the mouth rises to the right.
        (define (rogers frame)
          (define (path . points)
            (if (or (null? points) (null? (cdr points)))
                '()
                (cons (make-segment (make-vect (car (car points)) (cdr (car points)))
                                    (make-vect (car (cadr points)) (cdr (cadr points))))
                      (apply path (cdr points)))))
          ((segments->painter
            (append
             (path '(0.35 . 0.3) '(0.28 . 0.42) '(0.26 . 0.6) '(0.3 . 0.76) '(0.4 . 0.86)
                   '(0.55 . 0.88) '(0.67 . 0.82) '(0.74 . 0.66) '(0.73 . 0.46)
                   '(0.64 . 0.32) '(0.5 . 0.26) '(0.35 . 0.3))
             (path '(0.3 . 0.76) '(0.38 . 0.9) '(0.6 . 0.94) '(0.72 . 0.84))
             (path '(0.38 . 0.9) '(0.42 . 0.78))
             (path '(0.36 . 0.64) '(0.44 . 0.64) '(0.4 . 0.68) '(0.36 . 0.64))
             (path '(0.56 . 0.65) '(0.64 . 0.63))
             (path '(0.55 . 0.72) '(0.65 . 0.74))
             (path '(0.5 . 0.62) '(0.44 . 0.5) '(0.51 . 0.48))
             (path '(0.45 . 0.4) '(0.55 . 0.38) '(0.63 . 0.43))
             (path '(0.43 . 0.27) '(0.42 . 0.18) '(0.1 . 0.08) '(0.05 . 0.0))
             (path '(0.58 . 0.28) '(0.6 . 0.18) '(0.92 . 0.1) '(0.97 . 0.0))
             (path '(0.42 . 0.18) '(0.51 . 0.08) '(0.6 . 0.18))))
           frame))
        """#
}

/// What painters draw in an interpreter with the picture language: for
/// tests and the checker, which compare pictures by their segments.
///
/// ```swift
/// let scheme = Interp()
/// let recorder = PictureLanguage.install(in: scheme)
/// try recorder.segments(of: "(right-split wave 1)").count   // 51
/// ```
///
/// While it records, `draw-line` is its own primitive (whatever the
/// program bound to the name), and afterwards what it was: a recorder works
/// on any interpreter with the picture language, a REPL session's included.
public final class PictureRecorder {
    let canvas = Canvas()
    unowned let interp: Interp

    /// A recorder of what painters draw in `interp`.
    public init(interp: Interp) {
        self.interp = interp
    }

    /// The segments `painter` draws in `frame` (by default the unit frame,
    /// made with the program's `make-frame` and `make-vect`), in the order
    /// drawn, in the frame's coordinates.
    /// - Throws: `EvalError` when the painter or the frame fails.
    public func segments(of painter: Value, in frame: Value? = nil) throws -> [Segment] {
        try drawing(of: painter, in: frame).segments
    }

    /// The segments `painter` draws in `frame` (as `segments(of:in:)`), and
    /// the figures the kit's `segments->painter` drew them in.
    public func drawing(of painter: Value, in frame: Value? = nil) throws -> (segments: [Segment], figures: [Figure]) {
        let saved = interp.lookup("draw-line"), savedFigure = interp.lookup(Canvas.figureName)
        interp.define(Canvas.drawLine(canvas, interp))
        interp.define(Canvas.figure(canvas, interp))
        defer {
            interp.define("draw-line", saved ?? .unspecified)
            interp.define(Canvas.figureName, savedFigure ?? .unspecified)
        }
        if let frame {
            return try canvas.recordFigures { _ = try interp.apply(painter, [frame]) }
        }
        return try Paint.drawing(of: painter, canvas, interp)
    }

    /// ``drawing(of:in:)`` of the painter `expression` evaluates to, in the
    /// unit frame.
    public func drawing(of expression: String) throws -> (segments: [Segment], figures: [Figure]) {
        try drawing(of: try interp.evaluate(expression).last ?? .unspecified)
    }

    /// The segments the painter `expression` evaluates to draws in the frame
    /// `frame` evaluates to (nil: the unit frame).
    public func segments(of expression: String, in frame: String? = nil) throws -> [Segment] {
        let painter = try interp.evaluate(expression).last ?? .unspecified
        return try segments(of: painter, in: frame.map { try interp.evaluate($0).last ?? .unspecified })
    }
}
