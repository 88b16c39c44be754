import SICPProcess
import SICPScheme

/// A file that holds the answers to many exercises, each under a comment
/// that names it (`;;ex2-33`, `; Exercise 2.33`), written to be evaluated a
/// section at a time in a REPL: an earlier section's answer to 2.4 rebinds
/// `car`, `cdr` and `cons` as procedures, and the whole file, loaded in
/// order, breaks every list after it. A teaching assistant reads the
/// exercise's own section, with the built-ins as they are.
extension ExerciseChecker {
    /// The exercise a comment line names as a section's heading, as
    /// `2.33`, or nil: `;;ex2-33`, `; Exercise 2.33.`, `;;; 2.33`,
    /// `;; 練習問題2.33`, `#| Exercise 2.33 |#`.
    static func sectionHeading(_ line: Substring) -> String? {
        // (A byte order mark may begin the file's first line.)
        var text = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
        if text.hasPrefix("#|") {
            text = text.dropFirst(2)
        } else if text.hasPrefix(";") {
            text = text.drop { $0 == ";" }
        } else {
            return nil
        }
        text = text.drop { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "#" }
        // A word before the number, of letters only: `ex`, `Exercise`, `練習問題`.
        let word = text.prefix { $0.isLetter }
        guard word.count <= 12 else { return nil }
        let lowered = word.lowercased()
        if !word.isEmpty, !["ex", "exercise", "exercice", "ejercicio", "übung", "aufgabe", "problem", "sicp", "練習問題", "練習",
                            "问题", "习题", "练习", "연습문제", "문제"].contains(lowered) { return nil }
        text = text.dropFirst(word.count).drop { $0 == " " || $0 == "." || $0 == ":" || $0 == "#" }
        let chapter = text.prefix { $0.isASCII && $0.isNumber }
        guard chapter.count == 1 else { return nil }
        text = text.dropFirst(1)
        guard let separator = text.first, ".-_".contains(separator) else { return nil }
        text = text.dropFirst()
        let number = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(number.count), let value = Int(number) else { return nil }
        // Not a decimal's digits (`2.333`) nor a subsection (`2.2.3`).
        if let next = text.dropFirst(number.count).first, next.isNumber || (next == "." && text.dropFirst(number.count + 1).first?.isNumber == true) {
            return nil
        }
        return "\(chapter).\(value)"
    }

    /// `source` with the definitions outside the section of exercise
    /// `number` that rebind a built-in (`bound`) made comments (line numbers
    /// stay), and the note that says so; nil when the file is not such a
    /// file of sections (three exercises' headings at least, this one's
    /// among them) or has no such definition.
    static func sectionAlone(_ source: String, number: String, bound: (String) -> Bool) -> (source: String, note: String)? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let sections = sections(of: number, lines: lines) else { return nil }
        // The file's forms, with their first and last lines.
        var scalars = Array(source.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var lineAt: [Int] = []
        lineAt.reserveCapacity(scalars.count + 1)
        var current = 1
        for scalar in scalars {
            lineAt.append(current)
            if scalar == "\n" { current += 1 }
        }
        lineAt.append(current)
        var reader = Reader(source)
        var forms: [(datum: Value, first: Int, last: Int)] = []
        var recovered = 0
        while forms.count < 20_000 {
            let before = reader.offset
            do {
                guard let datum = try reader.read() else { break }
                let end = max(reader.offset - 1, 0)
                forms.append((datum, reader.lastDatumLocation.line, end < lineAt.count ? lineAt[end] : current))
            } catch let error as ParseError where error.isIncomplete && recovered < 20 {
                guard let (again, _) = Run.resumed(source, after: error.location.line, skipping: before) else { break }
                recovered += 1
                reader = again
            } catch {
                if reader.offset == before { break }
            }
        }
        var left: [(names: [String], lines: ClosedRange<Int>)] = []
        for (index, form) in forms.enumerated() {
            guard !sections.contains(where: { $0.contains(form.first) }) else { continue }
            let names = definedNames(form.datum).filter(bound)
            guard !names.isEmpty, case .pair(let pair) = form.datum, case .symbol(let head) = pair.car, head.name == "define",
                  form.last <= lines.count else { continue }
            // Whole lines only: no other form begins on its first or last line.
            if index > 0, forms[index - 1].last >= form.first { continue }
            if index + 1 < forms.count, forms[index + 1].first <= form.last { continue }
            for line in form.first...form.last { lines[line - 1] = ";" + lines[line - 1] }
            left.append((names, form.first...form.last))
        }
        guard !left.isEmpty else { return nil }
        let names = uniqued(left.flatMap(\.names))
        let shown = left.prefix(6).map { $0.lines.count == 1 ? "\($0.lines.lowerBound)" : "\($0.lines.lowerBound)-\($0.lines.upperBound)" }
        let section = sections[0]
        let note = "judged on exercise \(number)'s own section (line \(section.lowerBound) on): "
            + "the file's other sections rebind the built-in " + TailCalls.list(names.prefix(8).map { "`\($0)`" })
            + (names.count > 8 ? " and \(names.count - 8) more" : "")
            + (left.count == 1 && left[0].lines.count == 1 ? " (line " : " (lines ") + shown.joined(separator: ", ") + (left.count > 6 ? ", ..." : "")
            + "): those definitions were left out, as when the section is evaluated on its own"
        return (lines.joined(separator: "\n"), note)
    }

    /// The lines (from 1) of exercise `number`'s sections in a file of
    /// many exercises' sections (three exercises' headings at least, this
    /// one's among them), each from its heading to the next heading of
    /// another exercise; nil for another file.
    static func sections(of number: String, lines: [String]) -> [ClosedRange<Int>]? {
        let headings = lines.enumerated().compactMap { index, line in sectionHeading(line[...]).map { (line: index + 1, number: $0) } }
        guard Set(headings.map(\.number)).count >= 3, headings.contains(where: { $0.number == number }) else { return nil }
        var sections: [ClosedRange<Int>] = []
        for (index, heading) in headings.enumerated() where heading.number == number {
            let end = headings[(index + 1)...].first { $0.number != number }.map { $0.line - 1 } ?? lines.count
            sections.append(heading.line...max(heading.line, end))
        }
        return sections
    }

    /// The text of exercise `number`'s sections in a file of many
    /// exercises' sections (see `sections(of:lines:)`), or all of `source`.
    static func ownSections(_ source: String, number: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let sections = sections(of: number, lines: lines) else { return source }
        return sections.map { lines[($0.lowerBound - 1)..<min($0.upperBound, lines.count)].joined(separator: "\n") }
            .joined(separator: "\n")
    }

    /// `names` in their first order, each once.
    private static func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
