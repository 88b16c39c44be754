#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// R7RS 6.13, input and output: ports (string, bytevector, file, the
/// standard ones), the procedures that read and write them, and MIT's and
/// Guile's `with-output-to-string` and `call-with-output-string`.
///
/// Textual output goes through an ``OutputPort``: standard output's is the
/// interpreter's own (`Interp.output`, buffered as before), a string port's
/// collects its text. `current-output-port`, `current-input-port` and
/// `current-error-port` are parameters (`parameterize` rebinds them);
/// `display`, `write`, `newline`, `write-char`, `write-string` and
/// `write-u8` take a port as their last argument. A missing file is MIT's
/// `;Unable to open file "/path/x" because: No such file or directory.`,
/// which `file-error?` recognizes.
extension Builtins {
    /// Where output without a port argument goes: the current output port
    /// (`with-output-to-string` and `parameterize` rebind it), as for
    /// `display`. Used by the dialects' printers (`print`, `printf`, `pp`,
    /// `displayln`, `format #t`, the book's `display-line`); a closed one is
    /// MIT's range error, as `display` says it.
    static func currentOutput(_ interp: Interp, _ name: String) throws -> OutputPort {
        try textOutput(PortState.of(interp).output.value, 1, name)
    }

    /// The text sink of `v`, an open textual output port (argument
    /// `argument` of `name`), or MIT's error.
    static func textOutput(_ v: Value, _ argument: Int, _ name: String) throws -> OutputPort {
        guard case .opaque(let o) = v, let port = o as? Port, let out = port.output else {
            throw wrongType(v, argument, name)
        }
        guard port.isOpen else { throw badRange(v, argument, name) }
        return out
    }

    static func ports(_ interp: Interp) -> [Primitive] {
        unowned let interp = interp
        let state = PortState.of(interp)
        func outputPort(_ args: [Value], _ index: Int, _ name: String) throws -> Port {
            let v = index < args.count ? args[index] : state.output.value
            guard case .opaque(let o) = v, let port = o as? Port, port.output != nil || port.bytesOut != nil else {
                throw wrongType(v, index + 1, name)
            }
            guard port.isOpen else { throw badRange(v, index + 1, name) }
            return port
        }
        func textOut(_ args: [Value], _ index: Int, _ name: String) throws -> OutputPort {
            let port = try outputPort(args, index, name)
            guard let out = port.output else { throw wrongType(args[index], index + 1, name) }
            return out
        }
        func inputPort(_ args: [Value], _ index: Int, _ name: String) throws -> Port {
            let v = index < args.count ? args[index] : state.input.value
            guard case .opaque(let o) = v, let port = o as? Port, port.isInput else { throw wrongType(v, index + 1, name) }
            guard port.isOpen else { throw badRange(v, index + 1, name) }
            return port
        }
        func anyPort(_ v: Value, _ name: String) throws -> Port {
            guard case .opaque(let o) = v, let port = o as? Port else { throw wrongType(v, 1, name) }
            return port
        }
        func isPort(_ v: Value, _ test: (Port) -> Bool) -> Value {
            guard case .opaque(let o) = v, let port = o as? Port else { return .false }
            return .bool(test(port))
        }
        func count(_ v: Value, _ name: String) throws -> Int {
            guard case .int(let k) = v else { throw wrongType(v, 1, name) }
            guard k >= 0 else { throw badRange(v, 1, name) }
            return k
        }
        /// Runs `body` with `port` as the current output port; the port's text.
        func collecting(_ body: (Port) throws -> Void) throws -> Value {
            let port = Port(output: OutputPort(), name: "string")
            try body(port)
            return .string(MString(port.output?.collected ?? ""))
        }
        func withCurrent(_ cell: ParameterCell, _ port: Value, _ thunk: Value) throws -> Value {
            let saved = cell.value
            cell.value = port
            defer { cell.value = saved }
            return try interp.apply(thunk, [])
        }
        func openInputFile(_ v: Value, _ name: String, binary: Bool) throws -> Port {
            guard case .string(let s) = v else { throw wrongType(v, 1, name) }
            do throws(FileError) {
                let text = try SourceFile.read(s.value, asProgram: false)
                return binary ? Port(inputBytes: Array(text.utf8), name: "file") : Port(input: text, name: "file")
            } catch {
                throw EvalError.user(
                    message: "Unable to open file \"\(SourceFile.absolutePath(s.value))\" because: \(error.reason).",
                    irritants: [])
            }
        }
        func openOutputFile(_ v: Value, _ name: String, binary: Bool) throws -> Port {
            guard case .string(let s) = v else { throw wrongType(v, 1, name) }
            let fd = open(s.value, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else {
                let reason = String(cString: strerror(errno))
                throw EvalError.user(
                    message: "Unable to open file \"\(SourceFile.absolutePath(s.value))\" because: \(reason).",
                    irritants: [])
            }
            let port = binary ? Port(bytesOut: [], name: "file") : Port(output: OutputPort(fileDescriptor: fd), name: "file")
            port.fileDescriptor = fd
            return port
        }

        return [
            state.outputParameter, state.inputParameter, state.errorParameter,
            Primitive("display", min: 1, max: 2) { args in
                // A port that drops what is written (its collection full):
                // the text is not made (a factorial of 100,000 digits,
                // displayed without end, took seconds a line to print).
                let out = try textOut(args, 1, "display")
                if !out.isFull { out.write(Printer.display(args[0])) }
                return .unspecified
            },
            Primitive("write", min: 1, max: 2) { args in
                // A port that drops what is written (its collection full):
                // the text is not made (a factorial of 100,000 digits,
                // displayed without end, took seconds a line to print).
                let out = try textOut(args, 1, "write")
                if !out.isFull { out.write(Printer.write(args[0])) }
                return .unspecified
            },
            // MIT Scheme's: `write`, then a newline.
            Primitive("write-line", min: 1, max: 2) { args in
                try textOut(args, 1, "write-line").write(Printer.write(args[0]) + "\n")
                return .unspecified
            },
            Primitive("write-shared", min: 1, max: 2) { args in
                try textOut(args, 1, "write-shared").write(Printer.writeShared(args[0]))
                return .unspecified
            },
            Primitive("write-simple", min: 1, max: 2) { args in
                try textOut(args, 1, "write-simple").write(try Printer.writeSimple(args[0]))
                return .unspecified
            },
            Primitive("newline", min: 0, max: 1) { args in
                try textOut(args, 0, "newline").write("\n")
                return .unspecified
            },
            Primitive("fresh-line", min: 0, max: 1) { args in
                try textOut(args, 0, "fresh-line").freshLine()
                return .unspecified
            },
            Primitive("write-char", min: 1, max: 2) { args in
                guard case .char(let c) = args[0] else { throw wrongType(args[0], 1, "write-char") }
                try textOut(args, 1, "write-char").write(String(c))
                return .unspecified
            },
            Primitive("write-string", min: 1, max: 4) { args in
                guard case .string(let s) = args[0] else { throw wrongType(args[0], 1, "write-string") }
                let out = try textOut(args, 1, "write-string")
                let chars = Array(s.value)
                let (start, end) = try range(args, from: 2, count: chars.count, "write-string")
                out.write(String(chars[start..<end]))
                return .unspecified
            },
            Primitive("write-u8", min: 1, max: 2) { args in
                guard case .int(let b) = args[0], (0...255).contains(b) else { throw wrongType(args[0], 1, "write-u8") }
                let port = try outputPort(args, 1, "write-u8")
                guard port.bytesOut != nil else { throw wrongType(args[1], 2, "write-u8") }
                port.bytesOut?.append(UInt8(b))
                return .unspecified
            },
            Primitive("write-bytevector", min: 1, max: 4) { args in
                guard case .bytevector(let b) = args[0] else { throw wrongType(args[0], 1, "write-bytevector") }
                let port = try outputPort(args, 1, "write-bytevector")
                guard port.bytesOut != nil else { throw wrongType(args[1], 2, "write-bytevector") }
                let (start, end) = try range(args, from: 2, count: b.bytes.count, "write-bytevector")
                port.bytesOut?.append(contentsOf: b.bytes[start..<end])
                return .unspecified
            },
            Primitive("flush-output", min: 0, max: 1) { args in
                try outputPort(args, 0, "flush-output").flush()
                return .unspecified
            },
            Primitive("flush-output-port", min: 0, max: 1) { args in
                try outputPort(args, 0, "flush-output-port").flush()
                return .unspecified
            },

            // String and bytevector ports.
            Primitive("open-input-string") { v in
                guard case .string(let s) = v else { throw wrongType(v, 1, "open-input-string") }
                return .opaque(Port(input: s.value, name: "string"))
            },
            Primitive("open-output-string") { .opaque(Port(output: OutputPort(), name: "string")) },
            Primitive("get-output-string") { v in
                guard case .opaque(let o) = v, let port = o as? Port, port.fileDescriptor == nil,
                      let out = port.output, port !== state.standardOutput, port !== state.standardError else {
                    throw wrongType(v, 1, "get-output-string")
                }
                return .string(MString(out.collected))
            },
            Primitive("open-input-bytevector") { v in
                guard case .bytevector(let b) = v else { throw wrongType(v, 1, "open-input-bytevector") }
                return .opaque(Port(inputBytes: b.bytes, name: "bytevector"))
            },
            Primitive("open-output-bytevector") { .opaque(Port(bytesOut: [], name: "bytevector")) },
            Primitive("get-output-bytevector") { v in
                guard case .opaque(let o) = v, let port = o as? Port, let bytes = port.bytesOut, port.fileDescriptor == nil else {
                    throw wrongType(v, 1, "get-output-bytevector")
                }
                return .bytevector(Bytevector(bytes))
            },
            Primitive("with-output-to-string", min: 0, max: 1) { args in
                guard let thunk = args.first else { return .string(MString("")) }
                return try collecting { port in _ = try withCurrent(state.output, .opaque(port), thunk) }
            },
            Primitive("call-with-output-string") { f in
                try collecting { port in _ = try interp.apply(f, [.opaque(port)]) }
            },
            Primitive("with-input-from-string") { s, thunk in
                guard case .string(let text) = s else { throw wrongType(s, 1, "with-input-from-string") }
                return try withCurrent(state.input, .opaque(Port(input: text.value, name: "string")), thunk)
            },

            // Reading.
            Primitive("read-char", min: 0, max: 1) { args in
                let port = try inputPort(args, 0, "read-char")
                guard port.isTextual else { throw wrongType(args[0], 1, "read-char") }
                return port.readScalar().map { .char(Character($0)) } ?? .eof
            },
            Primitive("peek-char", min: 0, max: 1) { args in
                let port = try inputPort(args, 0, "peek-char")
                guard port.isTextual else { throw wrongType(args[0], 1, "peek-char") }
                return port.peekScalar().map { .char(Character($0)) } ?? .eof
            },
            Primitive("read-line", min: 0, max: 1) { args in
                let port = try inputPort(args, 0, "read-line")
                guard port.isTextual else { throw wrongType(args[0], 1, "read-line") }
                guard port.peekScalar() != nil else { return .eof }
                var line = String.UnicodeScalarView()
                while let c = port.readScalar(), c != "\n" {
                    if c == "\r", port.peekScalar() == "\n" { continue }
                    line.append(c)
                }
                return .string(MString(String(line)))
            },
            Primitive("read-string", min: 1, max: 2) { args in
                // R7RS's (read-string k port); Guile's older (read-string port k) too.
                var args = args
                if args.count == 2, case .opaque = args[0] { args.swapAt(0, 1) }
                let k = try count(args[0], "read-string")
                let port = try inputPort(args, 1, "read-string")
                guard port.isTextual else { throw wrongType(args[1], 2, "read-string") }
                guard k == 0 || port.peekScalar() != nil else { return .eof }
                var text = String.UnicodeScalarView()
                while text.count < k, let c = port.readScalar() { text.append(c) }
                return .string(MString(String(text)))
            },
            Primitive("char-ready?", min: 0, max: 1) { args in
                _ = try inputPort(args, 0, "char-ready?")
                return .true
            },
            Primitive("read", min: 0, max: 1) { args in
                let port = try inputPort(args, 0, "read")
                guard port.isTextual else { throw wrongType(args[0], 1, "read") }
                return try port.readDatum() ?? .eof
            },
            Primitive("read-u8", min: 0, max: 1) { args in
                let port = try inputPort(args, 0, "read-u8")
                guard !port.isTextual else { throw wrongType(args.first ?? .unspecified, 1, "read-u8") }
                return port.readByte().map { .int(Int($0)) } ?? .eof
            },
            Primitive("peek-u8", min: 0, max: 1) { args in
                let port = try inputPort(args, 0, "peek-u8")
                guard !port.isTextual else { throw wrongType(args.first ?? .unspecified, 1, "peek-u8") }
                return port.peekByte().map { .int(Int($0)) } ?? .eof
            },
            Primitive("u8-ready?", min: 0, max: 1) { args in
                _ = try inputPort(args, 0, "u8-ready?")
                return .true
            },
            Primitive("read-bytevector", min: 1, max: 2) { args in
                let k = try count(args[0], "read-bytevector")
                let port = try inputPort(args, 1, "read-bytevector")
                guard !port.isTextual else { throw wrongType(args[1], 2, "read-bytevector") }
                guard k == 0 || port.peekByte() != nil else { return .eof }
                var bytes: [UInt8] = []
                while bytes.count < k, let b = port.readByte() { bytes.append(b) }
                return .bytevector(Bytevector(bytes))
            },

            // Predicates and closing.
            Primitive("eof-object") { .eof },
            Primitive("eof-object?") { v in if case .eof = v { return .true } else { return .false } },
            Primitive("port?") { v in isPort(v) { _ in true } },
            Primitive("input-port?") { v in isPort(v) { $0.isInput } },
            Primitive("output-port?") { v in isPort(v) { !$0.isInput } },
            Primitive("textual-port?") { v in isPort(v) { $0.isTextual } },
            Primitive("binary-port?") { v in isPort(v) { !$0.isTextual } },
            Primitive("input-port-open?") { v in
                let port = try anyPort(v, "input-port-open?")
                guard port.isInput else { throw wrongType(v, 1, "input-port-open?") }
                return .bool(port.isOpen)
            },
            Primitive("output-port-open?") { v in
                let port = try anyPort(v, "output-port-open?")
                guard !port.isInput else { throw wrongType(v, 1, "output-port-open?") }
                return .bool(port.isOpen)
            },
            Primitive("close-port") { v in try anyPort(v, "close-port").close(); return .unspecified },
            Primitive("close-input-port") { v in
                let port = try anyPort(v, "close-input-port")
                guard port.isInput else { throw wrongType(v, 1, "close-input-port") }
                port.close()
                return .unspecified
            },
            Primitive("close-output-port") { v in
                let port = try anyPort(v, "close-output-port")
                guard !port.isInput else { throw wrongType(v, 1, "close-output-port") }
                port.close()
                return .unspecified
            },
            Primitive("call-with-port") { v, f in
                let port = try anyPort(v, "call-with-port")
                let result = try interp.apply(f, [v])
                port.close()
                return result
            },

            // Files.
            Primitive("open-input-file") { v in .opaque(try openInputFile(v, "open-input-file", binary: false)) },
            Primitive("open-binary-input-file") { v in .opaque(try openInputFile(v, "open-binary-input-file", binary: true)) },
            Primitive("open-output-file") { v in .opaque(try openOutputFile(v, "open-output-file", binary: false)) },
            Primitive("open-binary-output-file") { v in .opaque(try openOutputFile(v, "open-binary-output-file", binary: true)) },
            Primitive("call-with-input-file") { path, f in
                let port = try openInputFile(path, "call-with-input-file", binary: false)
                defer { port.close() }
                return try interp.apply(f, [.opaque(port)])
            },
            Primitive("call-with-output-file") { path, f in
                let port = try openOutputFile(path, "call-with-output-file", binary: false)
                defer { port.close() }
                return try interp.apply(f, [.opaque(port)])
            },
            Primitive("with-input-from-file") { path, thunk in
                let port = try openInputFile(path, "with-input-from-file", binary: false)
                defer { port.close() }
                return try withCurrent(state.input, .opaque(port), thunk)
            },
            Primitive("with-output-to-file") { path, thunk in
                let port = try openOutputFile(path, "with-output-to-file", binary: false)
                defer { port.close() }
                return try withCurrent(state.output, .opaque(port), thunk)
            },
            Primitive("file-exists?") { v in
                guard case .string(let s) = v else { throw wrongType(v, 1, "file-exists?") }
                return .bool(access(s.value, F_OK) == 0)
            },
            Primitive("delete-file") { v in
                guard case .string(let s) = v else { throw wrongType(v, 1, "delete-file") }
                guard unlink(s.value) == 0 else {
                    let reason = String(cString: strerror(errno))
                    throw EvalError.user(
                        message: "Unable to delete file \"\(SourceFile.absolutePath(s.value))\" because: \(reason).",
                        irritants: [])
                }
                return .unspecified
            },
        ]
    }

    /// The optional `start` and `end` arguments at `from` and `from + 1`.
    static func range(_ args: [Value], from: Int, count: Int, _ name: String) throws -> (Int, Int) {
        var start = 0, end = count
        if args.count > from {
            guard case .int(let s) = args[from] else { throw wrongType(args[from], from + 1, name) }
            guard s >= 0, s <= count else { throw badRange(args[from], from + 1, name) }
            start = s
        }
        if args.count > from + 1 {
            guard case .int(let e) = args[from + 1] else { throw wrongType(args[from + 1], from + 2, name) }
            guard e >= start, e <= count else { throw badRange(args[from + 1], from + 2, name) }
            end = e
        }
        return (start, end)
    }
}

/// The standard ports and the current-port parameters of one interpreter.
final class PortState {
    let standardOutput: Port
    let standardError: Port
    let standardInput: Port
    let output: ParameterCell
    let input: ParameterCell
    let error: ParameterCell
    let outputParameter: Primitive
    let inputParameter: Primitive
    let errorParameter: Primitive

    private init(_ interp: Interp) {
        standardOutput = Port(output: interp.output, name: "stdout")
        standardError = Port(output: OutputPort(fileDescriptor: 2), name: "stderr")
        standardInput = Port(standardInput: ())
        output = ParameterCell(value: .opaque(standardOutput), converter: nil)
        input = ParameterCell(value: .opaque(standardInput), converter: nil)
        error = ParameterCell(value: .opaque(standardError), converter: nil)
        func parameter(_ name: String, _ cell: ParameterCell) -> Primitive {
            let p = Primitive(name, min: 0, max: 1) { [cell] args in
                guard let value = args.first else { return cell.value }
                cell.value = value
                return .unspecified
            }
            interp.parameterCells[ObjectIdentifier(p)] = cell
            return p
        }
        outputParameter = parameter("current-output-port", output)
        inputParameter = parameter("current-input-port", input)
        errorParameter = parameter("current-error-port", error)
    }

    static func of(_ interp: Interp) -> PortState {
        if let state = interp.dynamicState.ports { return state }
        let state = PortState(interp)
        interp.dynamicState.ports = state
        return state
    }
}

private func closeDescriptor(_ fd: Int32) -> Int32 { close(fd) }

/// A port: textual or binary, input or output.
final class Port: OpaqueObject {
    /// Where a textual output port's text goes.
    let output: OutputPort?
    /// A binary output port's bytes.
    var bytesOut: [UInt8]?
    /// A textual input port's text, and how far it has been read.
    private var scalars: [Unicode.Scalar] = []
    private var position = 0
    /// A binary input port's bytes.
    private var bytesIn: [UInt8]?
    /// Standard input: read a line at a time.
    private let readsStandardInput: Bool
    let isInput: Bool
    let name: String
    private(set) var isOpen = true
    /// An output file's descriptor, closed with the port.
    var fileDescriptor: Int32?

    init(output: OutputPort, name: String) {
        self.output = output
        isInput = false
        readsStandardInput = false
        self.name = name
    }

    init(bytesOut: [UInt8], name: String) {
        output = nil
        self.bytesOut = bytesOut
        isInput = false
        readsStandardInput = false
        self.name = name
    }

    init(input: String, name: String) {
        output = nil
        scalars = Array(input.unicodeScalars)
        isInput = true
        readsStandardInput = false
        self.name = name
    }

    init(inputBytes: [UInt8], name: String) {
        output = nil
        bytesIn = inputBytes
        isInput = true
        readsStandardInput = false
        self.name = name
    }

    init(standardInput: Void) {
        output = nil
        isInput = true
        readsStandardInput = true
        name = "stdin"
    }

    var isTextual: Bool { bytesIn == nil && bytesOut == nil }

    /// Makes sure a character is there to read, if standard input has one.
    private func fill() {
        guard readsStandardInput, position >= scalars.count, let line = readLine(strippingNewline: false) else { return }
        scalars = Array(line.unicodeScalars)
        position = 0
    }

    func readScalar() -> Unicode.Scalar? {
        fill()
        guard position < scalars.count else { return nil }
        position += 1
        return scalars[position - 1]
    }

    func peekScalar() -> Unicode.Scalar? {
        fill()
        return position < scalars.count ? scalars[position] : nil
    }

    func readByte() -> UInt8? {
        guard let bytes = bytesIn, position < bytes.count else { return nil }
        position += 1
        return bytes[position - 1]
    }

    func peekByte() -> UInt8? {
        guard let bytes = bytesIn, position < bytes.count else { return nil }
        return bytes[position]
    }

    /// The next datum, nil at the end.
    /// - Throws: a reader error as `EvalError.parse` (`read-error?` knows it).
    func readDatum() throws -> Value? {
        fill()
        guard position < scalars.count else { return nil }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[position...])
        var reader = Reader(String(view))
        do {
            let datum = try reader.read()
            position += reader.offset
            return datum
        } catch let error as ParseError {
            position = scalars.count
            throw EvalError.parse(error)
        }
    }

    func flush() {
        output?.flush()
        if let fd = fileDescriptor, let bytes = bytesOut, !bytes.isEmpty {
            bytes.withUnsafeBytes { raw in _ = write(fd, raw.baseAddress, raw.count) }
            bytesOut = []
        }
    }

    func close() {
        guard isOpen else { return }
        flush()
        if let fd = fileDescriptor { _ = closeDescriptor(fd) }
        fileDescriptor = nil
        isOpen = false
    }

    deinit { close() }

    func printed(writing: Bool) -> String {
        "#<\(isInput ? "input" : "output"): \(name) \(Printer.hashNumber(self))>"
    }
}
