#if canImport(Glibc)
import Glibc
#endif
import SICP

/// The built-ins that other Schemes' learners call in their SICP answers,
/// so that their files run as written: the clocks and random numbers of
/// exercises 1.22-1.28 in Gauche, Racket, Guile, CHICKEN, R7RS and SRFI 27;
/// parameters; `sort` in either argument order; `sleep`; `format` (Gauche's,
/// Guile's and SRFI 28's) and Racket's `printf`; Racket's `pi`, `add1`,
/// `sub1`, `sqr` and `displayln`.
///
/// ```scheme
/// (let-values (((s us) (sys-gettimeofday))) (+ (* s 1000000) us))  ; Gauche
/// (current-inexact-milliseconds)                                   ; Racket
/// (random-integer 10)                                              ; SRFI 27
/// (pseudo-random-integer 10)                                       ; CHICKEN
/// (sort (list 3 1 2) <)                                            ; (1 2 3)
/// (format #f "~a took ~s" 'n "1 ms")                               ; "n took \"1 ms\""
/// ```
///
/// Gauche's `current-time` gives a `<time>` object; here it is the time as
/// an inexact number of seconds since the epoch, which `time->seconds`,
/// `time-second`, `time-nanosecond` and `(slot-ref t 'second)` read as
/// Gauche's do, which subtracts as Guile's `current-time` does, and which
/// SRFI 19's `time-difference` subtracts (giving seconds).
extension Builtins {
    /// The longest one call of `sleep` waits, in seconds: a learner's pause,
    /// never a hang (Ctrl-C stops it sooner).
    static let longestSleep = 10.0

    /// The sign of a real number: `(signum -2)` is -1, `(signum 2.5)` 1.
    static func sign(_ v: Value) throws -> Value {
        if case .real(let x) = v { return .real(x > 0 ? 1 : x < 0 ? -1 : x) }
        // A non-number is MIT's error for `<` (integer-less?).
        return .int(try Num.compare(v, .int(0)) ?? 0)
    }

    /// `op` on exact integers of any size, in two's complement.
    static func bitwise(_ a: Value, _ b: Value, _ name: String, _ op: (UInt, UInt) -> UInt) throws -> Value {
        func big(_ v: Value, _ position: Int) throws -> BigInt {
            switch v {
            case .int(let n): return BigInt(n)
            case .big(let b): return b
            default: throw wrongType(v, position, name)
            }
        }
        if case .int(let x) = a, case .int(let y) = b {
            return .int(Int(bitPattern: op(UInt(bitPattern: x), UInt(bitPattern: y))))
        }
        return .exact(try big(a, 1).bitwise(try big(b, 2), op))
    }

    /// The count of a shift, `sign` times the argument: clamped far past
    /// any number that fits in memory (a shift left by more is the heap
    /// limit's error, by `expt`; a shift right by more leaves the sign).
    static func shiftCount(_ k: Value, _ sign: Int, _ name: String) throws -> Int {
        switch k {
        case .int(let n): return Swift.max(-(1 << 40), Swift.min(1 << 40, n)) * sign
        case .big(let b): return (b.isNegative ? -(1 << 40) : 1 << 40) * sign
        default: throw wrongType(k, 2, name)
        }
    }

    /// The bitwise operations of MIT, Racket, R6RS, SRFI 151 and Guile's,
    /// Gauche's and CHICKEN's `logand`, `logior`, `logxor`, `lognot`, `ash`
    /// and `logtest`, on exact
    /// integers in two's complement: `(bitwise-and 6 3)` is 2,
    /// `(arithmetic-shift 1 10)` 1024, `(arithmetic-shift 1024 -3)` 128.
    static func bitwise() -> [Primitive] {
        func fold(_ name: String, _ unit: Int, _ op: @escaping (UInt, UInt) -> UInt) -> Primitive {
            Primitive(name, min: 0, max: nil) { args in
                var result = Value.int(unit)
                for (i, v) in args.enumerated() {
                    switch v {
                    case .int, .big: result = try bitwise(result, v, name, op)
                    default: throw wrongType(v, i + 1, name)
                    }
                }
                return result
            }
        }
        func shift(_ name: String, _ sign: Int) -> Primitive {
            Primitive(name) { n, k in
                let by = try shiftCount(k, sign, name)
                switch n {
                case .int(let x):
                    if x == 0 { return .int(0) }
                    if by <= 0 { return .int(by <= -64 ? (x < 0 ? -1 : 0) : x >> -by) }
                    // A shift left that overflows a fixnum is exact: x * 2^by.
                    if by < 62, x.magnitude < (1 << (62 - by)) { return .int(x << by) }
                case .big(let b):
                    if by < 0, -by > b.bitWidth { return .int(b.isNegative ? -1 : 0) }
                default:
                    throw wrongType(n, 1, name)
                }
                let scale = try NumericPrimitives.expt(.int(2), .int(abs(by)))
                if by >= 0 { return try Num.multiply(n, scale) }
                return try NumericPrimitives.divide(n, scale, .floor, quotient: true, name, .mit("integer-quotient"))
            }
        }
        // -1 - n, for a bignum too.
        func not(_ name: String) -> Primitive {
            Primitive(name) { v in
                switch v {
                case .int(let n): return .int(~n)
                case .big: return try Num.subtract(.int(-1), v)
                default: throw wrongType(v, 1, name)
                }
            }
        }
        return [
            fold("bitwise-and", -1, &), fold("bitwise-or", 0, |), fold("bitwise-xor", 0, ^),
            fold("bitwise-ior", 0, |), fold("bit-and", -1, &), fold("bit-or", 0, |), fold("bit-xor", 0, ^),
            // Guile's, Gauche's and CHICKEN's names.
            fold("logand", -1, &), fold("logior", 0, |), fold("logxor", 0, ^),
            not("bitwise-not"), not("lognot"),
            shift("arithmetic-shift", 1), shift("shift-left", 1), shift("shift-right", -1), shift("ash", 1),
            // Whether two integers share a set bit: (logtest 6 3) is #t.
            Primitive("logtest") { a, b in
                for (i, v) in [a, b].enumerated() {
                    switch v { case .int, .big: break; default: throw wrongType(v, i + 1, "logtest") }
                }
                if case .int(0) = try bitwise(a, b, "logtest", &) { return .bool(false) }
                return .bool(true)
            },
        ]
    }

    static func dialects(_ interp: Interp) -> [Primitive] {
        clocks() + randomNumbers(interp) + bitwise() + [
            Primitive("make-parameter", min: 1, max: 2) { [unowned interp] args in
                try makeParameter(interp, args[0], converter: args.count == 2 ? args[1] : nil)
            },
            Primitive("sort", min: 1, max: 2) { [unowned interp] args in try sort(interp, args, "sort") },
            Primitive("sort!", min: 1, max: 2) { [unowned interp] args in try sort(interp, args, "sort!") },
            Primitive("list-sort", min: 1, max: 2) { [unowned interp] args in try sort(interp, args, "list-sort") },
            Primitive("sleep") { [unowned interp] v in try sleep(interp, v, "sleep") },
            Primitive("sys-sleep") { [unowned interp] v in try sleep(interp, v, "sys-sleep") },
            Primitive("add1") { v in try Num.add(v, .int(1)) },
            Primitive("sub1") { v in try Num.subtract(v, .int(1)) },
            Primitive("sqr") { v in try Num.multiply(v, v) },
            // Racket's paths are their strings here: (load-painter
            // (string->path "wave.gif")) reads the same file either way.
            Primitive("string->path") { v in
                guard case .string = v else { throw wrongType(v, 1, "string->path") }
                return v
            },
            Primitive("path->string") { v in
                guard case .string = v else { throw wrongType(v, 1, "path->string") }
                return v
            },
            // Racket's `current-directory` parameter: called with no
            // argument, the directory relative `load`s look in after the
            // file's own folder (MIT's `pwd`); with one, it moves there
            // (MIT's `cd`). `build-path` joins a directory and names.
            Primitive("current-directory", min: 0, max: 1) { [unowned interp] args in
                guard let first = args.first else { return .string(MString(MITScheme.directory(interp))) }
                guard case .string(let s) = first else { throw wrongType(first, 1, "current-directory") }
                let target = Builtins.resolve(s.value, interp, lookingFirstIn: nil)
                guard Builtins.isDirectory(target) else {
                    throw EvalError.user(message: "current-directory: not a directory:", irritants: [Printer.write(first)])
                }
                interp.workingDirectory = target
                return .unspecified
            },
            Primitive("build-path", min: 1, max: nil) { args in
                var path = ""
                for (i, a) in args.enumerated() {
                    guard case .string(let s) = a else { throw wrongType(a, i + 1, "build-path") }
                    if s.value.hasPrefix("/") || path.isEmpty {
                        path = s.value
                    } else {
                        path += (path.hasSuffix("/") ? "" : "/") + s.value
                    }
                }
                return .string(MString(path))
            },
            // CHICKEN's (numbers egg) `signum` and Racket's `sgn`: -1, 0 or 1,
            // inexact for an inexact number (its zero's sign and NaN kept).
            Primitive("signum") { v in try sign(v) },
            Primitive("sgn") { v in try sign(v) },
            // (format #t control ...) writes, (format #f control ...) and
            // SRFI 28's (format control ...) give a string.
            Primitive("format", min: 1, max: nil) { [unowned interp] args in
                switch args[0] {
                case .string(let control):
                    return .string(MString(try formatted(control.value, args.dropFirst(), 1)))
                case .bool(let toOutput):
                    guard args.count >= 2, case .string(let control) = args[1] else {
                        throw wrongType(args.count >= 2 ? args[1] : args[0], args.count >= 2 ? 2 : 1, "format")
                    }
                    let text = try formatted(control.value, args.dropFirst(2), 2)
                    if !toOutput { return .string(MString(text)) }
                    try currentOutput(interp, "format").write(text)
                    return .unspecified
                default:
                    throw wrongType(args[0], 1, "format")
                }
            },
            Primitive("printf", min: 1, max: nil) { [unowned interp] args in
                guard case .string(let control) = args[0] else { throw wrongType(args[0], 1, "printf") }
                try currentOutput(interp, "printf").write(try formatted(control.value, args.dropFirst(), 1))
                return .unspecified
            },
            Primitive("displayln") { [unowned interp] v in
                try currentOutput(interp, "displayln").write(Printer.display(v) + "\n")
                return .unspecified
            },
        ]
    }

    // MARK: Clocks

    /// The wall clock: seconds and nanoseconds since the epoch.
    static func wallClock() -> (seconds: Int, nanoseconds: Int) {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return (ts.tv_sec, ts.tv_nsec)
    }

    static func seconds(_ v: Value, _ name: String) throws -> Double {
        guard v.isNumber else { throw wrongType(v, 1, name) }
        return Num.double(v)
    }

    static func clocks() -> [Primitive] {
        [
            // Gauche: two values, seconds and microseconds.
            Primitive("sys-gettimeofday") {
                let now = wallClock()
                return .multipleValues([.int(now.seconds), .int(now.nanoseconds / 1000)])
            },
            // Guile: a pair, (seconds . microseconds).
            Primitive("gettimeofday") {
                let now = wallClock()
                return .pair(Pair(.int(now.seconds), .int(now.nanoseconds / 1000)))
            },
            Primitive("sys-time") { .int(wallClock().seconds) },
            Primitive("current-seconds") { .int(wallClock().seconds) },
            Primitive("current-time") {
                let now = wallClock()
                return .real(Double(now.seconds) + Double(now.nanoseconds) / 1e9)
            },
            Primitive("current-second") {
                let now = wallClock()
                return .real(Double(now.seconds) + Double(now.nanoseconds) / 1e9)
            },
            Primitive("time->seconds") { v in .real(try seconds(v, "time->seconds")) },
            Primitive("time-difference") { a, b in
                .real(try seconds(a, "time-difference") - seconds(b, "time-difference"))
            },
            Primitive("time-second") { v in .int(Int(try seconds(v, "time-second").rounded(.down))) },
            Primitive("time-nanosecond") { v in .int(nanosecondsPart(try seconds(v, "time-nanosecond"))) },
            Primitive("slot-ref") { object, slot in
                let x = try seconds(object, "slot-ref")
                guard case .symbol(let name) = slot else { throw wrongType(slot, 2, "slot-ref") }
                switch name.name {
                case "second": return .int(Int(x.rounded(.down)))
                case "nanosecond": return .int(nanosecondsPart(x))
                default: throw badRange(slot, 2, "slot-ref")
                }
            },
            Primitive("current-inexact-milliseconds") {
                let now = wallClock()
                return .real(Double(now.seconds) * 1000 + Double(now.nanoseconds) / 1e6)
            },
            Primitive("current-milliseconds") {
                let now = wallClock()
                return .int(now.seconds * 1000 + now.nanoseconds / 1_000_000)
            },
            Primitive("current-process-milliseconds") { .int(processNanoseconds() / 1_000_000) },
            // MIT's processor time in milliseconds, and Chez's `(cpu-time)`.
            Primitive("process-time-clock") { .int(processNanoseconds() / 1_000_000) },
            Primitive("cpu-time") { .int(processNanoseconds() / 1_000_000) },
            // R7RS: a monotonic count of microseconds.
            Primitive("current-jiffy") { .int(Clock.microseconds()) },
            Primitive("jiffies-per-second") { .int(1_000_000) },
            // Guile: nanoseconds, as `internal-time-units-per-second` says.
            Primitive("get-internal-real-time") { .int(Clock.microseconds() * 1000) },
            Primitive("get-internal-run-time") { .int(processNanoseconds()) },
        ]
    }

    /// The nanoseconds past the whole second of a time in seconds.
    static func nanosecondsPart(_ x: Double) -> Int {
        let fraction = x - x.rounded(.down)
        return min(999_999_999, Int((fraction * 1e9).rounded()))
    }

    /// The processor time the process has used, in nanoseconds.
    static func processNanoseconds() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
    }

    // MARK: Random numbers

    static func randomNumbers(_ interp: Interp) -> [Primitive] {
        [
            // MIT's (random n) and (random n state); Racket's (random) and
            // (random min max).
            Primitive("random", min: 0, max: 2) { [unowned interp] args in
                switch args.count {
                case 0: return .real(interp.withRandom { Double.random(in: 0..<1, using: &$0) })
                case 1: return try random(args[0], state: interp.randomState)
                default:
                    if case .opaque(let object) = args[1], let state = object as? RandomState {
                        return try random(args[0], state: state)
                    }
                    guard case .int(let low) = args[0] else { throw wrongType(args[0], 1, "random") }
                    guard case .int(let high) = args[1] else { throw wrongType(args[1], 2, "random") }
                    guard low < high else { throw badRange(args[1], 2, "random") }
                    return .int(interp.withRandom { Int.random(in: low..<high, using: &$0) })
                }
            },
            // Racket's (random-seed k), k below 2^31: the numbers that
            // follow are the same for the same k.
            Primitive("random-seed") { [unowned interp] k in
                guard case .int(let seed) = k else {
                    if case .big = k { throw badRange(k, 1, "random-seed") }
                    throw wrongType(k, 1, "random-seed")
                }
                guard (0..<(1 << 31)).contains(seed) else { throw badRange(k, 1, "random-seed") }
                interp.seedRandom(UInt64(seed))
                return .unspecified
            },
            // SRFI 27.
            Primitive("random-integer") { [unowned interp] n in
                switch n {
                case .int(let k) where k > 0: return try random(n, state: interp.randomState)
                case .big(let k) where !k.isNegative: return try random(n, state: interp.randomState)
                case .int, .big: throw badRange(n, 1, "random-integer")
                default: throw wrongType(n, 1, "random-integer")
                }
            },
            // CHICKEN 5's (chicken random).
            Primitive("pseudo-random-integer") { [unowned interp] n in
                switch n {
                case .int(let k) where k > 0: return try random(n, state: interp.randomState)
                case .big(let k) where !k.isNegative: return try random(n, state: interp.randomState)
                case .int, .big: throw badRange(n, 1, "pseudo-random-integer")
                default: throw wrongType(n, 1, "pseudo-random-integer")
                }
            },
            Primitive("pseudo-random-real") { [unowned interp] in
                .real(interp.withRandom { Double.random(in: 0..<1, using: &$0) })
            },
            Primitive("random-real") { [unowned interp] in
                // SRFI 27: strictly between 0 and 1.
                interp.withRandom { generator in
                    var x = 0.0
                    while x == 0 { x = Double.random(in: 0..<1, using: &generator) }
                    return .real(x)
                }
            },
            // MIT's random states: (make-random-state s) copies the state s,
            // (make-random-state n) starts one from the integer n, and
            // (make-random-state), #t or #f make a new one seeded from the
            // interpreter's generator, so that a check's seed decides it too
            // (MIT's copy of its current state, for no argument or #f: the
            // kit's generator is not a state a program holds).
            Primitive("make-random-state", min: 0, max: 1) { [unowned interp] args in
                if case .opaque(let object)? = args.first, let state = object as? RandomState {
                    return .opaque(RandomState(state.source))
                }
                switch args.first {
                case nil, .bool:
                    return .opaque(RandomState(RandomSource(seed: interp.withRandom { $0.next() })))
                case .int(let n):
                    return .opaque(RandomState(RandomSource(seed: UInt64(bitPattern: Int64(n)))))
                case let other?:
                    throw wrongType(other, 1, "make-random-state")
                }
            },
            Primitive("random-state?") { v in
                if case .opaque(let object) = v, object is RandomState { return .bool(true) }
                return .bool(false)
            },
            // MIT: a flonum in [0, 1) from a state.
            Primitive("flo:random-unit") { v in
                guard case .opaque(let object) = v, let state = object as? RandomState else {
                    throw wrongType(v, 1, "flo:random-unit")
                }
                return .real(Double.random(in: 0..<1, using: &state.source))
            },
            // Gauche: 0 to 2^31 - 1, as the C library's random().
            Primitive("sys-random") { [unowned interp] in
                .int(interp.withRandom { Int.random(in: 0...Int(Int32.max), using: &$0) })
            },
        ]
    }

    // MARK: Parameters

    /// A parameter: a procedure of no arguments that gives its value.
    /// Called with one argument it sets the value (through its converter),
    /// as Guile, Gauche and Racket do.
    static func makeParameter(_ interp: Interp, _ initial: Value, converter: Value?) throws -> Value {
        let cell = ParameterCell(value: .unspecified, converter: converter)
        cell.value = try cell.convert(initial, interp)
        let parameter = Primitive("parameter", min: 0, max: 1) { [unowned interp, cell] args in
            guard let value = args.first else { return cell.value }
            cell.value = try cell.convert(value, interp)
            return .unspecified
        }
        interp.parameterCells[ObjectIdentifier(parameter)] = cell
        return .primitive(parameter)
    }

    /// What `(parameterize ((p v) ...) body ...)` calls: `bindings` is the
    /// list `(p v ...)`, `body` a procedure of no arguments. Each parameter
    /// holds its converted value while the body runs, and its old value
    /// again afterwards, however the body ends.
    static func parameterize(_ interp: Interp) -> Primitive {
        Primitive("parameterize") { [unowned interp] bindings, body in
            let items = bindings.listElements ?? []
            var cells: [(ParameterCell, Value)] = []
            var i = 0
            while i + 1 < items.count {
                guard case .primitive(let p) = items[i], let cell = interp.parameterCells[ObjectIdentifier(p)] else {
                    throw wrongType(items[i], 1, "parameterize")
                }
                cells.append((cell, try cell.convert(items[i + 1], interp)))
                i += 2
            }
            let saved = cells.map { $0.0.value }
            for (cell, value) in cells { cell.value = value }
            defer { for (index, (cell, _)) in cells.enumerated() { cell.value = saved[index] } }
            return try interp.apply(body, [])
        }
    }

    // MARK: Sorting

    /// `(sort list <)` (MIT, Guile, Racket, Gauche), `(sort < list)`
    /// (SRFI 132's order), and Gauche's `(sort list)`, which orders numbers,
    /// strings or characters by their natural order. A stable merge sort.
    static func sort(_ interp: Interp, _ args: [Value], _ name: String) throws -> Value {
        var listArgument = 1
        var before: Value? = nil
        if args.count == 2 {
            if args[0].isProcedure && !args[1].isProcedure {
                before = args[0]
                listArgument = 2
            } else {
                before = args[1]
            }
        }
        let sequence = args[listArgument - 1]
        let elements = try Walk.elements(sequence, listArgument, name)
        let less: (Value, Value) throws -> Bool
        if let before {
            guard before.isProcedure else { throw wrongType(before, 3 - listArgument, name) }
            less = { a, b in
                if interp.interrupt.isRequested { throw interp.interrupt.error }
                return try interp.apply2(before, a, b).isTrue
            }
        } else {
            less = { a, b in try naturalLess(a, b, name) }
        }
        return Value.list(try mergeSort(elements[...], less))
    }

    static func mergeSort(_ items: ArraySlice<Value>, _ less: (Value, Value) throws -> Bool) throws -> [Value] {
        guard items.count > 1 else { return Array(items) }
        let middle = items.startIndex + items.count / 2
        let left = try mergeSort(items[..<middle], less), right = try mergeSort(items[middle...], less)
        var merged: [Value] = []
        merged.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            // Stable: the right element goes first only when strictly less.
            if try less(right[j], left[i]) {
                merged.append(right[j]); j += 1
            } else {
                merged.append(left[i]); i += 1
            }
        }
        merged += left[i...]
        merged += right[j...]
        return merged
    }

    /// Gauche's default order: numbers, strings and characters, each among
    /// their own kind.
    static func naturalLess(_ a: Value, _ b: Value, _ name: String) throws -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x.value < y.value
        case (.char(let x), .char(let y)): return x < y
        default:
            guard a.isNumber else { throw wrongType(a, 1, name) }
            guard b.isNumber else { throw wrongType(b, 1, name) }
            return try Num.less(a, b)
        }
    }

    // MARK: Formatting

    /// `control` with its directives replaced: `~a` displays the next
    /// argument, `~s` and `~v` write it, `~d`, `~b`, `~o`, `~x` give a number
    /// in base 10, 2, 8, 16, `~c` a character, `~%` and `~n` a newline, `~~`
    /// a tilde. `controlArgument` is the control string's position, for errors.
    static func formatted(_ control: String, _ arguments: ArraySlice<Value>, _ controlArgument: Int) throws -> String {
        var out = ""
        var rest = arguments
        var scalars = control.unicodeScalars.makeIterator()
        func next(_ directive: Unicode.Scalar) throws -> Value {
            guard let value = rest.popFirst() else {
                throw EvalError.user(
                    message: "format: too few arguments for", irritants: [Printer.write(.string(MString(control)))])
            }
            return value
        }
        while let c = scalars.next() {
            guard c == "~" else {
                out.unicodeScalars.append(c)
                continue
            }
            guard let directive = scalars.next() else {
                throw EvalError.user(
                    message: "format: a ~ ends the control string", irritants: [Printer.write(.string(MString(control)))])
            }
            switch directive {
            case "a", "A": out += Printer.display(try next(directive))
            case "s", "S", "v", "V": out += Printer.write(try next(directive))
            case "d", "D", "b", "B", "o", "O", "x", "X":
                let value = try next(directive)
                let radix: Int
                switch directive {
                case "b", "B": radix = 2
                case "o", "O": radix = 8
                case "x", "X": radix = 16
                default: radix = 10
                }
                guard value.isNumber, let text = NumberFormat.format(value, radix: radix) else {
                    throw wrongType(value, controlArgument + arguments.count - rest.count, "format")
                }
                out += text
            case "c", "C":
                let value = try next(directive)
                guard case .char(let character) = value else {
                    throw wrongType(value, controlArgument + arguments.count - rest.count, "format")
                }
                out.append(character)
            case "%", "n": out += "\n"
            case "~": out += "~"
            default:
                throw EvalError.user(
                    message: "format: unknown directive", irritants: [Printer.write(.string(MString("~" + String(directive))))])
            }
        }
        return out
    }

    // MARK: Sleeping

    /// Waits `v` seconds (at most the interpreter's `longestSleep`), in slices short enough
    /// that Ctrl-C, or a checker's time limit, stops it at once.
    static func sleep(_ interp: Interp, _ v: Value, _ name: String) throws -> Value {
        guard v.isNumber else { throw wrongType(v, 1, name) }
        let seconds = Num.double(v)
        guard seconds >= 0, !seconds.isNaN else { throw badRange(v, 1, name) }
        let end = Double(Clock.microseconds()) + min(seconds, interp.longestSleep) * 1e6
        while true {
            if interp.interrupt.isRequested { throw interp.interrupt.error }
            let left = end - Double(Clock.microseconds())
            if left <= 0 { return .unspecified }
            let slice = min(left, 10_000)
            var request = timespec(tv_sec: 0, tv_nsec: Int(slice * 1000))
            nanosleep(&request, nil)
        }
    }
}

/// A parameter's value and converter.
final class ParameterCell {
    var value: Value
    let converter: Value?

    init(value: Value, converter: Value?) {
        self.value = value
        self.converter = converter
    }

    func convert(_ v: Value, _ interp: Interp) throws -> Value {
        guard let converter else { return v }
        return try interp.apply1(converter, v)
    }
}
