import SICPProcess
import SICPScheme

/// Constructors an exercise gives, which a file may leave out: 2.47 gives
/// both `make-frame`s and asks for their selectors, and a learner may write
/// the selectors alone, under names of their own (`lst-origin`, `lst-edge1`,
/// `lst-edge2`; `cons-origin`, `cons-edge1`, `cons-edge2`).
///
/// When the file defines none of the constructor's names, each way is
/// judged with the book's constructor for it, bound under a name of the
/// checker's own, and its selectors are the file's procedures of one
/// argument whose names hold the selector's word (`origin`, `edge1`,
/// `edge2`) with the same prefix and suffix of the file's own (`lst-`,
/// `-frame-2`). Each set of selectors goes to the way it passes with (a set
/// that passes with neither goes to the way its name suggests, so that the
/// report shows its wrong value); a file with one set has one way, and the
/// other is missing.
struct GivenConstructors: Sendable {
    /// The constructor's key: `make-frame` (the second way's is `make-frame (second)`).
    let key: String
    /// Each way's book constructor, first way first: the words a report
    /// uses, the name the checker binds it under, its definition, and the
    /// words a file's names for that way hold (`lst`, `cons`).
    let ways: [(label: String, name: String, definition: String, hints: [String])]
    /// The selectors' keys and the words their names hold.
    let selectors: [(key: String, words: [String])]
}

extension PictureChecker {
    /// What `selectorsAlone` found.
    struct SelectorsFound {
        /// Role key to the name judged for it.
        var names: [String: String] = [:]
        /// Notes, by the key of the first check they go under.
        var notes: [String: String] = [:]
        /// A way with no selectors.
        var missing: CheckResult?
    }

    /// The ways of `given` judged with the book's constructors, when the
    /// file defines none of its names (nil: it does, or no selectors are
    /// found).
    func selectorsAlone(
        _ given: GivenConstructors, _ exercise: PictureExercise, learner: Interp, reference: Interp, defined: [String]
    ) -> SelectorsFound? {
        let constructorNames = exercise.roles.filter { $0.key.hasPrefix(given.key) }.flatMap(\.names)
        guard !constructorNames.contains(where: defined.contains), let both = exercise.bothWays else { return nil }
        // The file's sets of selectors, by the rest of their names, in the file's order.
        var affixes: [String] = []
        var sets: [String: [String: String]] = [:]
        var seen = Set<String>()
        for name in defined where seen.insert(name).inserted && !name.hasPrefix("sicp-check-") {
            guard let value = learner.lookup(name), value.isProcedure else { continue }
            if case .closure(let c) = value, c.code.restParameter == nil ? c.code.parameters.count != 1 : c.code.parameters.count > 1 {
                continue
            }
            for selector in given.selectors {
                guard let word = selector.words.first(where: { name.contains($0) }), let range = name.firstRange(of: word) else {
                    continue
                }
                let affix = String(name[..<range.lowerBound]) + "|" + String(name[range.upperBound...])
                if sets[affix] == nil { affixes.append(affix) }
                if sets[affix]?[selector.key] == nil { sets[affix, default: [:]][selector.key] = name }
                break
            }
        }
        let complete = affixes.filter { sets[$0]?.count == given.selectors.count }.prefix(6)
        guard !complete.isEmpty else { return nil }
        for way in given.ways { _ = try? learner.evaluate(way.definition) }
        // Whether the set passes with the way's constructor: the checks of
        // the second way (under placeholders), with this way's constructor.
        let secondChecks = exercise.checks.filter { check in
            guard case let .values(_, _, needs) = check else { return false }
            return Set(needs) == Set(both.secondKeys)
        }
        func passes(_ affix: String, _ way: Int) -> Bool {
            var trial: [String: String] = [given.key + " (second)": given.ways[way].name]
            for selector in given.selectors { trial[selector.key + " (second)"] = sets[affix]?[selector.key] }
            return !secondChecks.isEmpty && secondChecks.allSatisfy { self.passes($0, learner, reference, trial) }
        }
        func hinted(_ affix: String, _ way: Int) -> Bool {
            given.ways[way].hints.contains { affix.lowercased().contains($0) }
        }
        // The assignment of sets to ways that passes most, then follows the names most, then the file's order.
        var best: (score: Int, sets: [String?])? = nil
        let choices: [String?] = complete.map { $0 } + [nil]
        for first in choices {
            for second in choices where second == nil || second != first {
                let chosen = [first, second]
                guard chosen.contains(where: { $0 != nil }) else { continue }
                var score = 0
                for (way, affix) in chosen.enumerated() {
                    guard let affix else { continue }
                    score += (passes(affix, way) ? 100 : 0) + (hinted(affix, way) ? 10 : 0) + 1
                }
                if best == nil || score > best!.score { best = (score, chosen) }
            }
        }
        guard let chosen = best?.sets else { return nil }
        var found = SelectorsFound()
        let firstWayNames = [given.key] + given.selectors.map(\.key)
        for (way, affix) in chosen.enumerated() {
            let keys = way == 0 ? firstWayNames : firstWayNames.map { $0 + " (second)" }
            guard let affix, let set = sets[affix] else {
                let other = chosen.compactMap { $0 }.first.flatMap { sets[$0] }
                let shown = given.selectors.compactMap { other?[$0.key] }.map { "`\($0)`" }
                found.missing = CheckResult(
                    passed: false,
                    line: "\(keys[0]): not found: \(both.asks) (the file defines no \(given.key), and no selectors "
                        + "named for " + TailCalls.list(given.selectors.map { $0.words[0] }) + " but "
                        + TailCalls.list(shown) + ", judged with the book's \(given.ways[1 - way].label))")
                continue
            }
            found.names[keys[0]] = given.ways[way].name
            let selectorNames = given.selectors.map { set[$0.key] ?? "" }
            for (key, name) in zip(keys.dropFirst(), selectorNames) { found.names[key] = name }
            found.notes[keys[0]] = "the file defines no \(given.key): its selectors "
                + TailCalls.list(selectorNames.map { "`\($0)`" }) + " are judged with the book's \(given.ways[way].label)"
            if way == 0 {
                // The first way's checks and the book's code call the book's names.
                if let constructor = learner.lookup(given.ways[way].name) { learner.define(given.key, constructor) }
                for (selector, name) in zip(given.selectors, selectorNames) {
                    if let value = learner.lookup(name) { learner.define(selector.key, value) }
                }
            }
        }
        return found
    }
}
