import SICPPictures
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
    /// What a constructor of the file's own is tried on, one expression
    /// for each selector, in order (see `representations`).
    var parts: [String] = []
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
        _ given: GivenConstructors, _ exercise: PictureExercise, learner: Interp, reference: Interp, defined: [String],
        versions: [String: [Value]] = [:]
    ) -> SelectorsFound? {
        let constructorNames = exercise.roles.filter { $0.key.hasPrefix(given.key) }.flatMap(\.names)
        guard !constructorNames.contains(where: defined.contains), let both = exercise.bothWays else { return nil }
        // The file's sets of selectors, by the rest of their names, in the
        // file's order. A file that defines its selectors again for the
        // second way (`edge2-frame` as `caddr`, then as `cddr`, the others
        // shared) gives a set for each generation of its definitions: the
        // first definitions, then the second (a name defined once serves
        // both), each earlier one bound under a name of the checker's.
        let generations = min(3, defined.map { versions[$0]?.count ?? 1 }.max() ?? 1)
        var shown: [String: String] = [:]
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
                let own = versions[name] ?? []
                for generation in 0..<generations {
                    // Each definition under a name of its own: the first
                    // way's book names are bound to the first (see below).
                    var chosen = name
                    let index = min(generation, own.count - 1)
                    if own.count > 1, own[index].isProcedure {
                        chosen = "sicp-check-definition-\(index + 1)-" + name
                        learner.define(chosen, own[index])
                        shown[chosen] = "`\(name)` (its definition \(index + 1) of \(own.count))"
                    }
                    let key = generations == 1 ? affix : affix + "#\(generation)"
                    if sets[key] == nil { affixes.append(key) }
                    if sets[key]?[selector.key] == nil { sets[key, default: [:]][selector.key] = chosen }
                }
                break
            }
        }
        // A set that names only the selectors its way changes (`edge2-frame2`
        // beside the shared `origin-frame` and `edge1-frame`) borrows the
        // rest from the first whole set; the checks decide its way.
        if let whole = affixes.first(where: { sets[$0]?.count == given.selectors.count }).flatMap({ sets[$0] }) {
            for affix in affixes where (sets[affix]?.count ?? 0) < given.selectors.count {
                for selector in given.selectors where sets[affix]?[selector.key] == nil {
                    sets[affix]?[selector.key] = whole[selector.key]
                }
            }
        }
        // The same set in every generation: once.
        var distinct: [String] = []
        for affix in affixes where !distinct.contains(where: { sets[$0] == sets[affix] }) { distinct.append(affix) }
        affixes = distinct
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
                let shownNames = given.selectors.compactMap { other?[$0.key] }.map { shown[$0] ?? "`\($0)`" }
                found.missing = CheckResult(
                    passed: false,
                    line: "\(keys[0]): not found: \(both.asks) (the file defines no \(given.key), and no selectors "
                        + "named for " + TailCalls.list(given.selectors.map { $0.words[0] }) + " but "
                        + TailCalls.list(shownNames) + ", judged with the book's \(given.ways[1 - way].label))")
                continue
            }
            found.names[keys[0]] = given.ways[way].name
            let selectorNames = given.selectors.map { set[$0.key] ?? "" }
            for (key, name) in zip(keys.dropFirst(), selectorNames) { found.names[key] = name }
            found.notes[keys[0]] = "the file defines no \(given.key): its selectors "
                + TailCalls.list(selectorNames.map { shown[$0] ?? "`\($0)`" }) + " are judged with the book's \(given.ways[way].label)"
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

extension PictureChecker {
    /// A representation the file defines under names of its own: its
    /// constructor, and a selector for each part, in the order of the
    /// constructor's arguments.
    struct Representation: Equatable {
        var constructor: String
        var selectors: [String]
        /// What the constructor built from `parts`, as written: its shape.
        var shape: String
    }

    /// The file's representations of the datum `given` builds, found by
    /// what its procedures do (2.47's frames as `frame-make` with
    /// `frame-origin`, `list-frame-edge1` or `get-frame-edge2-1`, or
    /// `(define xcor-frame cadr)` for an edge): each procedure of the
    /// file's that, given `parts`, builds a pair, with, for each part, a
    /// procedure of the file's that returns it from what was built. A
    /// part's selector is the file's own book name for it, else one whose
    /// name holds the part's word (`origin`, `edge1`), else any; among
    /// those, the first defined after the constructor, else the last
    /// before it. The procedures of the picture language the exercise
    /// does not ask for (`xcor-vect`, which may return a frame's first
    /// part too) are not tried. In the file's order of the constructors;
    /// each call is bounded by a small step limit, and all of them
    /// by a number of calls.
    func representations(_ given: GivenConstructors, _ exercise: PictureExercise, learner: Interp, defined: [String])
        -> [Representation]
    {
        guard !given.parts.isEmpty else { return [] }
        let asked = Set(exercise.roles.flatMap(\.names))
        // Each name at its last definition, which is what it holds now.
        var position: [String: Int] = [:]
        for (index, name) in defined.enumerated() where !name.hasPrefix("sicp-check-") { position[name] = index }
        let procedures = position.keys.filter { name in
            guard let value = learner.lookup(name), value.isProcedure else { return false }
            return asked.contains(name) || !PictureLanguage.names.contains(name)
        }.sorted { position[$0]! < position[$1]! }
        func accepts(_ name: String, _ count: Int) -> Bool {
            guard case .closure(let c)? = learner.lookup(name) else { return true }
            return c.code.restParameter == nil ? c.code.parameters.count == count : c.code.parameters.count <= count
        }
        // A selector takes a few steps (`car`, `cadr`); a procedure that
        // loops stops at `steps`, and all the calls together stop at
        // `calls`: a file of a whole chapter's procedures stays quick.
        let steps = 2_000
        var calls = 2_000
        func call(_ expression: String) -> Value? {
            guard calls > 0 else { return nil }
            calls -= 1
            guard case .success(let value?) = guarded(learner, steps: steps, { try learner.evaluate(expression).last })
            else { return nil }
            return value
        }
        guard case .success(let parts) = guarded(learner, steps: steps, {
            try given.parts.map { try learner.evaluate($0).last ?? .unspecified }
        }) else { return [] }
        var found: [Representation] = []
        for constructor in procedures where accepts(constructor, parts.count) && calls > 0 {
            guard let built = call("(" + constructor + " " + given.parts.joined(separator: " ") + ")"),
                  case .pair = built else { continue }
            learner.define("sicp-check-built", built)
            // Each procedure of one argument called once on what was built.
            var returned: [(name: String, value: Value)] = []
            for name in procedures where name != constructor && accepts(name, 1) {
                if let value = call("(" + name + " sicp-check-built)") { returned.append((name, value)) }
            }
            var selectors: [String] = []
            for (index, part) in parts.enumerated() {
                let returning = returned.filter { isEqual($0.value, part) }.map(\.name)
                let book = given.selectors[index].key
                let words = given.selectors[index].words
                let preferred = returning.contains(book) ? [book]
                    : returning.filter { name in words.contains { name.contains($0) } }
                let pool = preferred.isEmpty ? returning : preferred
                let here = position[constructor]!
                guard let chosen = pool.first(where: { position[$0]! > here }) ?? pool.last else { break }
                selectors.append(chosen)
            }
            guard selectors.count == parts.count else { continue }
            found.append(Representation(constructor: constructor, selectors: selectors, shape: Printer.write(built)))
        }
        return found
    }
}

extension PictureChecker {
    /// Fills the ways of `both` that the names did not find from the
    /// file's representations (see `representations`). When the first
    /// way's names are not all found: the representation whose constructor
    /// the names found, else the file's first; the book's names not
    /// defined by the file are bound to its procedures (recorded in
    /// `aliases`), as the book's code calls them. When the second way is
    /// neither found by its names nor a second definition of the first
    /// way's: a representation with another constructor, of another shape
    /// than the first's (two constructors that build the same are one
    /// representation). Returns a note for each way filled, by its first key.
    func byRepresentation(
        _ given: GivenConstructors, _ both: BothWays, _ exercise: PictureExercise, learner: Interp, defined: [String],
        versions: [String: [Value]], names: inout [String: String], aliases: inout [String: [String]]
    ) -> [String: String] {
        let firstKeys = both.keys, secondKeys = both.secondKeys
        let firstFound = firstKeys.allSatisfy { names[$0] != nil }
        let secondFound = secondKeys.allSatisfy { names[$0] != nil }
        func redefined() -> Bool { firstKeys.contains { key in names[key].map { (versions[$0]?.count ?? 0) > 1 } ?? false } }
        guard !(firstFound && (secondFound || redefined())) else { return [:] }
        let found = representations(given, exercise, learner: learner, defined: defined)
        guard !found.isEmpty else { return [:] }
        var notes: [String: String] = [:]
        func note(_ representation: Representation, _ which: String) -> String {
            TailCalls.list(([representation.constructor] + representation.selectors).map { "`\($0)`" })
                + " are judged as the \(which) representation: the file's constructor of \(given.parts.count) arguments "
                + "and the procedures that return its parts"
        }
        var firstShape: String?
        if firstFound, let constructor = names[firstKeys[0]] {
            let call = "(" + constructor + " " + given.parts.joined(separator: " ") + ")"
            if case .success(let built?) = guarded(learner, steps: 20_000, { try learner.evaluate(call).last }) {
                firstShape = Printer.write(built)
            }
        } else {
            let taken = secondFound ? names[secondKeys[0]] : nil
            let candidates = found.filter { $0.constructor != taken }
            guard let chosen = candidates.first(where: { $0.constructor == names[firstKeys[0]] }) ?? candidates.first else {
                return [:]
            }
            for (key, name) in zip(firstKeys, [chosen.constructor] + chosen.selectors) {
                names[key] = name
                if name != key, !defined.contains(key), let value = learner.lookup(name) {
                    learner.define(key, value)
                    aliases[name, default: []].append(key)
                }
            }
            firstShape = chosen.shape
            if chosen.constructor != firstKeys[0] || zip(chosen.selectors, firstKeys.dropFirst()).contains(where: { $0 != $1 }) {
                notes[firstKeys[0]] = note(chosen, "first")
            }
        }
        guard !secondFound, !redefined(), let firstShape,
              let second = found.first(where: { $0.constructor != names[firstKeys[0]] && $0.shape != firstShape }) else {
            return notes
        }
        for (key, name) in zip(secondKeys, [second.constructor] + second.selectors) { names[key] = name }
        notes[secondKeys[0]] = note(second, "second")
        return notes
    }
}
