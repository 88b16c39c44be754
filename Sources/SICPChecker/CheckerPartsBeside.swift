import SICPPictures
import SICPProcess
import SICPScheme

/// An exercise split across files by their names, as learners split one
/// that asks for several things: `1_31-pi.scm` beside `1_31-factorial.scm`,
/// `2_47-frame1.scm` beside `2_47-frame2.scm`, `47.rkt` beside `47_2.rkt`,
/// `1.46a.scm` beside `1.46b.scm`. A role the file lacks is judged in the
/// files beside it, each checked on its own: when one of them passes it, the
/// role is not asked of this file, and the report says where it was judged.
/// A role the file has is judged in the file, never excused.
extension ExerciseChecker {
    /// The extensions of the files that may hold a part.
    static let partExtensions: Set<String> = ["scm", "rkt", "ss", "sls", "sld", "scheme", "lisp", "lsp"]

    /// The files beside `fileName` that may hold other parts of exercise
    /// `number` by their names: Scheme files named with the same exercise
    /// number, its chapter before it or nothing, and then anything but a
    /// digit (`1_31-pi.scm` for `1_31-factorial.scm`; `47_2.rkt` for
    /// `47.rkt`; never `1_310.scm`), sorted, their paths written as
    /// `fileName` is; or, for a file in a folder named for the exercise
    /// alone (`1_31/product.scm`), every Scheme file in that folder. None when there are more than 9, or when one of the
    /// names (this file's too) holds a verdict (`ex2.47-wrong-cons.scm`):
    /// such a folder holds several answers, not one answer's parts.
    static func partFilesBeside(_ fileName: String, number: String) -> [String] {
        let numbers = number.split(separator: ".").compactMap { Int($0) }
        guard numbers.count == 2 else { return [] }
        let slash = fileName.lastIndex(of: "/")
        let folder = slash.map { String(fileName[...$0]) } ?? ""
        let own = String(slash.map { fileName[fileName.index(after: $0)...] } ?? fileName[...]).lowercased()
        func stem(_ name: String) -> Substring? {
            guard let dot = name.lastIndex(of: "."), partExtensions.contains(String(name[name.index(after: dot)...])) else {
                return nil
            }
            return name[..<dot]
        }
        guard let ownStem = stem(own) else { return [] }
        // A folder named for the exercise alone (`1_31/`, `ex-1.31/`) holds
        // its parts under any names (`product.scm`, `product_recursive.scm`).
        let folderName = SourceFile.absolutePath(folder.isEmpty ? "." : folder).split(separator: "/")
            .last(where: { $0 != "." }).map { $0.lowercased() } ?? ""
        let namedFolder = exercisePrefix(Substring(folderName), numbers).map { folderName.dropFirst($0.count).isEmpty } == true
        guard let prefix = namedFolder ? "" : exercisePrefix(ownStem, numbers) else { return [] }
        var found: [String] = []
        for name in SourceFile.files(in: folder.isEmpty ? "" : folder) where name.lowercased() != own {
            guard let other = stem(name.lowercased()), other.hasPrefix(prefix),
                  namedFolder || other.dropFirst(prefix.count).first?.isNumber != true else { continue }
            found.append(folder + name)
        }
        // A folder of several answers to the exercise (`ex1.31-right-...`,
        // `ex1.31-wrong-...`), not one answer's parts.
        let verdicts: Set<String> = ["right", "wrong", "correct", "incorrect", "good", "bad", "buggy", "broken"]
        // `fold-right` is no verdict (`ex2.39.1-reverse-fold-right.rkt`).
        func words(_ name: String) -> [String] {
            let all = name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            return all.indices.filter { $0 == 0 || all[$0 - 1] != "fold" }.map { all[$0] }
        }
        if found.count > 9 || ([own] + found).contains(where: { words($0).contains(where: verdicts.contains) }) { return [] }
        return found
    }

    /// Whether the file `otherName` beside this one (`own`), of source
    /// `text`, holds another part of the same answer, not another answer:
    /// it lacks something this file passes (the roles of the two reports,
    /// `ownRoles` and `otherRoles`: `1_31-pi.scm`'s recursive `product` is
    /// not in `1_31-factorial.scm`, whose iterative one is not in
    /// `1_31-pi.scm`); the two names carry different part letters
    /// (`exercise-46-a.scm`, `exercise-46-b.scm`); this file uses a name
    /// the other defines and neither this file nor the kit does (or only
    /// the kit, for a name the exercise asks for, `asked`); or the other
    /// loads this file.
    static func holdsAnotherPart(_ text: String, _ otherName: String, own: String, number: String, ownSource: String,
                                 ownRoles: [String: RoleOutcome],
                                 otherRoles: [String: RoleOutcome], asked: Set<String>) -> Bool {
        if ownRoles.contains(where: { key, outcome in outcome.passed && otherRoles[key].map(\.notFound) != false }) {
            return true
        }
        // Lettered parts by their names (`exercise-46-a.scm`, `exercise-46-b.scm`).
        if let letter = partByName(own), let other = partByName(otherName), letter != other { return true }
        // Numbered parts by their names (`ex1.33.0-filtered-accumulate.rkt`,
        // `ex1.33.1-sum-squares-prime.rkt`).
        if let part = numberedPart(own, number), let other = numberedPart(otherName, number), part != other { return true }
        // This file uses what the other defines and only the kit may (1.36b's
        // call of the `fixed-point` of 1.36a; the kit's `filtered-accumulate`).
        let (used, bound) = Companion.references(in: Run.forms(of: ownSource))
        let (_, otherBound) = Companion.references(in: Run.forms(of: text))
        let fresh = Interp(output: OutputPort(), interrupt: InterruptFlag())
        if used.subtracting(bound).contains(where: { otherBound.contains($0) && (asked.contains($0) || fresh.lookup($0) == nil) }) { return true }
        let ownName = own.split(separator: "/").last.map { String($0).lowercased() } ?? own.lowercased()
        let ownStem = ownName.lastIndex(of: ".").map { String(ownName[..<$0]) } ?? ownName
        for form in Run.forms(of: text) {
            guard let parts = form.listElements, case .symbol(let head)? = parts.first,
                  ["load", "include", "require"].contains(head.name) else { continue }
            for case .string(let name) in parts.dropFirst() {
                let loaded = name.value.split(separator: "/").last.map { String($0).lowercased() } ?? ""
                if loaded == ownName || loaded == ownStem { return true }
            }
        }
        return false
    }

    /// The number of a part in a file's name: the digits after the
    /// exercise's number and a `.`, `-` or `_` (`1` of `ex1.33.1-sum.rkt`
    /// for 1.33); nil when there are none.
    static func numberedPart(_ fileName: String, _ number: String) -> Substring? {
        let numbers = number.split(separator: ".").compactMap { Int($0) }
        let name = Substring((fileName.split(separator: "/").last ?? "").lowercased())
        guard numbers.count == 2, let prefix = exercisePrefix(name, numbers) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let separator = rest.first, ".-_".contains(separator) else { return nil }
        let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : digits
    }

    /// The start of a file's name up to the exercise number it holds:
    /// `1_31` of `1_31-pi`, `47` of `47_2`, `ch1-ex46` of `ch1-ex46a`; nil
    /// when the name holds no run of digits of the exercise's number with
    /// nothing or its chapter's number before it.
    static func exercisePrefix(_ stem: Substring, _ numbers: [Int]) -> Substring? {
        var runs: [Range<Substring.Index>] = []
        var index = stem.startIndex
        while index < stem.endIndex {
            guard stem[index].isASCII, stem[index].isNumber else {
                index = stem.index(after: index)
                continue
            }
            let start = index
            while index < stem.endIndex, stem[index].isASCII, stem[index].isNumber { index = stem.index(after: index) }
            runs.append(start..<index)
        }
        for (position, run) in runs.prefix(2).enumerated() where Int(stem[run]) == numbers[1] {
            if position == 1, Int(stem[runs[0]]) != numbers[0] { continue }
            return stem[..<run.upperBound]
        }
        return nil
    }

    /// Roles the file lacks that a file beside it passes (see
    /// `partFilesBeside`), or, for the process the file lacks of an
    /// exercise that asks for both, that the file passes with the other
    /// process's helper loaded in place of the one it loads (`(load
    /// "accumulate-iter.scm")` with `accumulate-recu.scm` beside it): their
    /// results are removed, and the report's first result says where each
    /// was judged.
    func excusingPartsBeside(_ report: inout CheckReport, source: String, fileName: String) {
        let missing = report.roles.filter(\.value.notFound).sorted { $0.value.range.lowerBound < $1.value.range.lowerBound }
        guard !missing.isEmpty, !report.results.isEmpty else { return }
        var checker = self
        checker.looksBeside = false
        var excused: [(file: String, keys: [String], loaded: String?)] = []
        var done = Set<String>()
        for file in Self.partFilesBeside(fileName, number: report.exercise.number) where done.count < missing.count {
            guard let text = readsPart(file),
                  let other = try? checker.check(report.exercise, source: text, fileName: file),
                  Self.holdsAnotherPart(text, file, own: fileName, number: report.exercise.number, ownSource: source,
                                        ownRoles: report.roles, otherRoles: other.roles,
                                             asked: Set(report.exercise.roles.flatMap(\.names))) else { continue }
            let keys = missing.map(\.key).filter { !done.contains($0) && other.roles[$0]?.passed == true }
            guard !keys.isEmpty else { continue }
            done.formUnion(keys)
            excused.append((file, keys, nil))
        }
        let processes = missing.map(\.key).filter { ["recursive", "iterative"].contains($0) && !done.contains($0) }
        for (loaded, other) in Self.otherProcessHelpers(source, fileName: fileName) where !processes.isEmpty {
            let swapped = source.replacing("\"" + loaded + "\"", with: "\"" + other + "\"")
            guard let withOther = try? checker.check(report.exercise, source: swapped, fileName: fileName) else { continue }
            let keys = processes.filter { !done.contains($0) && withOther.roles[$0]?.passed == true }
            guard !keys.isEmpty else { continue }
            done.formUnion(keys)
            excused.append((other, keys, loaded))
        }
        guard !excused.isEmpty else { return }
        let titles = Dictionary(uniqueKeysWithValues: report.exercise.roles.map { ($0.label.isEmpty ? $0.names[0] : $0.label, $0.sentenceTitle) })
        for (key, outcome) in missing.reversed() where done.contains(key) {
            report.results.removeSubrange(outcome.range)
            report.roles[key] = nil
        }
        let ownName = fileName.split(separator: "/").last.map(String.init) ?? fileName
        for (file, keys, loaded) in excused {
            let shown = keys.compactMap { titles[$0] }
            let otherName = file.split(separator: "/").last.map(String.init) ?? file
            if let loaded {
                report.results[0].notes.append(
                    TailCalls.list(shown) + " " + (shown.count == 1 ? "is" : "are") + " not in \(ownName), and "
                        + (shown.count == 1 ? "passes" : "pass") + " with \(otherName), beside the \(loaded) it loads, "
                        + "loaded in its place: by their names, each holds one process")
                continue
            }
            report.results[0].notes.append(
                "\(ownName) holds part of exercise \(report.exercise.number), and \(otherName) beside it another, by their "
                    + "names: " + TailCalls.list(shown) + " " + (shown.count == 1 ? "is" : "are") + " not in \(ownName), "
                    + "and \(shown.count == 1 ? "passes" : "pass") in \(otherName), checked on its own")
        }
    }
}

extension ExerciseChecker {
    /// The helpers `source` loads by name (`load`, `include`, `require`)
    /// that have a file beside them named for the other process (see
    /// `otherProcessNames`): each as written, and the other's name written
    /// the same way; at most 2.
    static func otherProcessHelpers(_ source: String, fileName: String) -> [(loaded: String, other: String)] {
        let folder = fileName.lastIndex(of: "/").map { String(fileName[...$0]) } ?? ""
        var found: [(loaded: String, other: String)] = []
        for form in Run.forms(of: source) {
            guard let parts = form.listElements, case .symbol(let head)? = parts.first,
                  ["load", "include", "require"].contains(head.name), parts.count == 2, case .string(let name) = parts[1]
            else { continue }
            let written = name.value
            let slash = written.lastIndex(of: "/")
            let base = String(slash.map { written[written.index(after: $0)...] } ?? written[...])
            let within = slash.map { String(written[...$0]) } ?? ""
            let files = SourceFile.files(in: folder + within)
            for (_, other) in otherProcessNames(base.lowercased()) {
                // Written with or without its extension, as the file loads it.
                let bare = !base.contains(".")
                guard let match = files.first(where: { $0.lowercased() == other || bare && $0.lowercased().hasPrefix(other + ".") })
                else { continue }
                found.append((written, within + (bare ? String(match.prefix(other.count)) : match)))
                break
            }
            if found.count == 2 { break }
        }
        return found
    }
}

extension PictureChecker {
    /// What the file lacks of a picture exercise and a file beside it that
    /// holds another part of the same exercise passes (see
    /// `ExerciseChecker.partFilesBeside`), each checked on its own: a
    /// procedure not found here whose every check passes there (2.49's
    /// painters, one to a file); a second way held there as its only way,
    /// in another form than this file's (2.47's other representation,
    /// 2.51's other `below`), with every check there passing. Not asked of
    /// this file; the report says where each was judged.
    func excusingWayBeside(_ report: inout CheckReport, _ exercise: PictureExercise, source: String, fileName: String) {
        let missing = report.roles.filter(\.value.notFound).map(\.key)
        guard !missing.isEmpty || report.missingWay?.firstWay != nil, report.results.count > 0 else { return }
        var checker = self
        checker.looksBeside = false
        let ownName = fileName.split(separator: "/").last.map(String.init) ?? fileName
        var removed: [Int] = []
        var notes: [String] = []
        var done = Set<String>()
        var wayDone = false
        for file in ExerciseChecker.partFilesBeside(fileName, number: exercise.number) {
            guard let text = readsPart(file), let other = try? checker.check(exercise, source: text, fileName: file) else {
                continue
            }
            let anotherPart = ExerciseChecker.holdsAnotherPart(text, file, own: fileName, number: exercise.number, ownSource: source,
                                                               ownRoles: report.roles,
                                                               otherRoles: other.roles, asked: Set(exercise.roles.flatMap(\.names)))
            let otherName = file.split(separator: "/").last.map(String.init) ?? file
            let keys = missing.filter { key in !done.contains(key) && other.roles[key].map { $0.passed && !$0.notFound } == true }
            if anotherPart, !keys.isEmpty {
                done.formUnion(keys)
                removed += keys.compactMap { report.roles[$0]?.range.lowerBound }
                notes.append(TailCalls.list(keys.map { "`\($0)`" }) + (keys.count == 1 ? " is" : " are") + " not in \(ownName), "
                    + "and \(otherName) beside it, by its name another part of exercise \(exercise.number), passes "
                    + (keys.count == 1 ? "its checks" : "their checks") + ", checked on its own")
            }
            if !wayDone, let (index, ownWay) = report.missingWay, let ownWay,
               let (otherIndex, otherWay) = other.missingWay, let otherWay, otherWay != ownWay,
               other.results.indices.allSatisfy({ $0 == otherIndex || other.results[$0].passed }) {
                wayDone = true
                removed.append(index)
                let way = exercise.bothWays?.asks.replacing("the exercise asks for both ", with: "") ?? "ways"
                notes.append("\(ownName) holds one of the \(way), and \(otherName) beside it the other, by their names: "
                    + "it passes there, checked on its own")
            }
        }
        guard !removed.isEmpty else { return }
        for index in Set(removed).sorted(by: >) where index < report.results.count { report.results.remove(at: index) }
        for key in done { report.roles[key] = nil }
        if wayDone { report.missingWay = nil }
        report.results[0].notes += notes
    }
}
