/// R7RS records (`define-record-type`, 5.5): a record type, its constructor,
/// predicate, accessors and modifiers, as primitives the form defines.
///
/// A record prints as Guile prints it, its type's name then each field:
/// `#<point x: 1 y: 2>`, `#<<point> x: 1 y: "a">` (the type's name as
/// written); the type itself prints `#<record-type <point>>`. An accessor
/// or modifier given anything but a record of its type says so in MIT's
/// words: `;The object 5, passed as the first argument to point-x, is not
/// the correct type.`
extension Builtins {
    /// The definitions of a `define-record-type` form (`parts` its items),
    /// as a `begin` of `define`s whose values are the primitives.
    static func recordDefinitions(_ parts: [Value], form: Value) throws -> Value {
        let illFormed = EvalError.illFormed(Printer.write(form))
        guard parts.count >= 3 else { throw illFormed }
        let typeName: String
        switch parts[1] {
        case .symbol(let s): typeName = s.name
        case .pair(let p): // SRFI 99's (name parent ...): the name
            guard case .symbol(let s) = p.car else { throw illFormed }
            typeName = s.name
        default: throw illFormed
        }
        // Fields: (name accessor [modifier]) or a bare name.
        var fieldNames: [Symbol] = []
        var accessors: [(Symbol, Int)] = []
        var modifiers: [(Symbol, Int)] = []
        for (index, spec) in parts.dropFirst(4).enumerated() {
            switch spec {
            case .symbol(let s): fieldNames.append(s)
            case .pair:
                guard let items = spec.listElements, case .symbol(let name) = items[0], items.count <= 3 else {
                    throw illFormed
                }
                fieldNames.append(name)
                if items.count >= 2 {
                    guard case .symbol(let a) = items[1] else { throw illFormed }
                    accessors.append((a, index))
                }
                if items.count == 3 {
                    guard case .symbol(let m) = items[2] else { throw illFormed }
                    modifiers.append((m, index))
                }
            default: throw illFormed
            }
        }
        guard Set(fieldNames.map(ObjectIdentifier.init)).count == fieldNames.count else { throw illFormed }
        let type = RecordType(name: typeName, fields: fieldNames.map(\.name))
        var definitions: [(Value, Value)] = []
        if case .symbol = parts[1] { definitions.append((parts[1], .opaque(type))) }
        // The constructor: (make-point x y), a bare name (every field), or #f.
        switch parts[2] {
        case .symbol(let name):
            definitions.append((.symbol(name), .primitive(constructor(type, name.name, Array(0..<fieldNames.count)))))
        case .pair:
            guard let items = parts[2].listElements, case .symbol(let name) = items[0] else { throw illFormed }
            var indexes: [Int] = []
            for item in items.dropFirst() {
                guard case .symbol(let f) = item, let i = fieldNames.firstIndex(where: { $0 === f }) else {
                    throw illFormed
                }
                indexes.append(i)
            }
            definitions.append((.symbol(name), .primitive(constructor(type, name.name, indexes))))
        case .bool(false): break
        default: throw illFormed
        }
        if parts.count > 3 {
            switch parts[3] {
            case .symbol(let name):
                definitions.append((.symbol(name), .primitive(Primitive(name.name) { v in
                    if case .opaque(let o) = v, let r = o as? Record, r.type === type { return .true }
                    return .false
                })))
            case .bool(false): break
            default: throw illFormed
            }
        }
        for (name, index) in accessors {
            let procedure = name.name
            definitions.append((.symbol(name), .primitive(Primitive(procedure) { v in
                try record(v, type, procedure).fields[index]
            })))
        }
        for (name, index) in modifiers {
            let procedure = name.name
            definitions.append((.symbol(name), .primitive(Primitive(procedure) { v, x in
                try record(v, type, procedure).fields[index] = x
                return .unspecified
            })))
        }
        let define = Value.symbol(Keyword.define), quote = Value.symbol(Keyword.quote)
        return .list([.symbol(Keyword.begin)] + definitions.map { .list([define, $0.0, .list([quote, $0.1])]) })
    }

    private static func constructor(_ type: RecordType, _ name: String, _ indexes: [Int]) -> Primitive {
        let count = type.fields.count
        return Primitive(name, min: indexes.count, max: indexes.count) { args in
            var fields = [Value](repeating: .false, count: count)
            for (i, index) in indexes.enumerated() { fields[index] = args[i] }
            return .opaque(Record(type: type, fields: fields))
        }
    }

    private static func record(_ v: Value, _ type: RecordType, _ procedure: String) throws -> Record {
        guard case .opaque(let o) = v, let r = o as? Record, r.type === type else { throw wrongType(v, 1, procedure) }
        return r
    }
}

/// A record type: its name as written and its fields' names.
final class RecordType: OpaqueObject {
    let name: String
    let fields: [String]
    init(name: String, fields: [String]) {
        self.name = name
        self.fields = fields
    }
    func printed(writing: Bool) -> String { "#<record-type \(name)>" }
}

/// A record: its type and its fields' values.
final class Record: OpaqueObject {
    let type: RecordType
    var fields: [Value]
    init(type: RecordType, fields: [Value]) {
        self.type = type
        self.fields = fields
    }
    /// Set while the record prints: a record inside itself prints as `#<point ...>`.
    private var isPrinting = false
    func printed(writing: Bool) -> String {
        if isPrinting { return "#<\(type.name) ...>" }
        isPrinting = true
        defer { isPrinting = false }
        var text = "#<" + type.name
        for (name, value) in zip(type.fields, fields) {
            text += " \(name): " + Printer.write(value)
        }
        return text + ">"
    }
}
