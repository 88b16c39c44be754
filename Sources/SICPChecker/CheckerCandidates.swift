import SICPProcess
import SICPScheme

/// One definition of a procedure in the learner's file: every definition
/// is kept as the file loads, a shadowed one too (a file that defines the
/// recursive `f` and then the iterative `f` under the same name has two).
struct Candidate {
    /// The name it was defined under.
    let name: String
    /// The line of its definition (nil in a REPL session).
    let line: Int?
    /// The index of its defining form among the file's forms.
    let formIndex: Int
    /// The procedure.
    let value: Value
    /// Its parameters, and its rest parameter.
    let parameters: [String]
    let rest: String?
    /// Which definition of `name` it is (0: the first), and how many the file has.
    var version: Int
    var versions: Int

    /// The number of arguments it takes (-1: any number from `parameters.count`).
    var arity: Int { rest == nil ? parameters.count : -1 }

    /// Whether it takes `count` arguments.
    func takes(_ count: Int) -> Bool { rest == nil ? parameters.count == count : parameters.count <= count }

    /// `` `sum-iter` (line 12) ``, or `` `sum` (line 3, the first of its 2 definitions) ``.
    var reference: String {
        var parts: [String] = []
        if let line { parts.append("line \(line)") }
        if versions > 1 { parts.append("the \(Self.ordinal(version + 1)) of its \(versions) definitions") }
        return "`\(name)`" + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
    }

    static func ordinal(_ n: Int) -> String {
        switch n {
        case 1: return "first"
        case 2: return "second"
        case 3: return "third"
        case 4: return "fourth"
        case 5: return "fifth"
        default: return "\(n)th"
        }
    }

    /// Whether two candidates are the same definition.
    func isSame(as other: Candidate) -> Bool { name == other.name && version == other.version }
}

/// How a candidate did on a role's checks.
struct Judgement {
    let candidate: Candidate
    var results: [CheckResult]
    /// The convention it was judged in.
    var convention: Convention
    /// Every check passed.
    var passed: Bool { results.allSatisfy(\.passed) }
    /// Cases right, over cases tried (for choosing the closest when none passes).
    var score: Double
    /// Judged under the shorter limit of a first try, and failed only by
    /// running out of time (see `Run.findNamed`).
    var quick = false
    /// Why it was not taken, in a few words: `gives a recursive process`.
    var shortcoming: String {
        guard let failed = results.first(where: { !$0.passed }) else { return "passes" }
        if failed.line == results[0].line, !failed.cases.isEmpty {
            let wrong = failed.cases.filter { $0.verdict == "fail" || $0.verdict == "error" }.count
            let slow = failed.cases.filter { $0.verdict == "timeout" }.count
            var parts: [String] = []
            if wrong > 0 { parts.append("gets \(wrong) of \(failed.cases.count) cases wrong") }
            if slow > 0 { parts.append("runs out of time on \(slow == 1 ? "1 case" : "\(slow) cases")") }
            return parts.joined(separator: ", and ")
        }
        if let shape = failed.shape {
            if let process = shape.process { return "gives a \(process) process" }
            return "has \(shape.space.map { "space " + $0 } ?? "another shape")"
        }
        if let colon = failed.line.firstIndex(of: ":") {
            return "fails the check of " + failed.line[failed.line.index(after: colon)...].trimmingPrefix(" ").description
        }
        return "fails the check " + failed.line
}
}

extension Run {
    // MARK: Recording the file's procedures

    /// Records what the form at `formIndex` (at `line`) defined.
    func recordDefinitions(_ names: [String], formIndex: Int, line: Int?) {
        for name in names {
            guard let value = learner.lookup(name) else { continue }
            // A definition that did not load (3.69's `(define triples ...)`
            // stopped by an unassigned variable) left the earlier version:
            // no new one.
            if case .closure(let now) = value, case .closure(let before)? = versionsByName[name]?.last?.value,
               now === before { continue }
            versionsByName[name, default: []].append((formIndex, value))
            guard case .closure(let closure) = value else { continue }
            let version = candidates.filter { $0.name == name }.count
            candidates.append(Candidate(name: name, line: line, formIndex: formIndex, value: value,
                                        parameters: closure.code.parameters, rest: closure.code.restParameter,
                                        version: version, versions: version + 1))
            for index in candidates.indices where candidates[index].name == name {
                candidates[index].versions = version + 1
            }
        }
    }

    /// A procedure the file defines itself is its answer: an earlier
    /// version of that name from a file it loads (a helper's `length`, a
    /// common file's procedure `partial-sums` that the file redefines as a
    /// stream) is no candidate, right or not. Versions the file itself
    /// defines, one after another, all stay candidates.
    func dropLoadedVersionsRedefined() {
        func defines(_ formIndex: Int, _ name: String) -> Bool {
            loadedForms.indices.contains(formIndex) && ExerciseChecker.definedNames(loadedForms[formIndex]).contains(name)
        }
        func definedHere(_ candidate: Candidate) -> Bool { defines(candidate.formIndex, candidate.name) }
        // The last definition of the name, procedure or not (a stream in
        // place of a helper's procedure), is the file's own.
        let names = Set(candidates.map(\.name)).filter { name in
            versionsByName[name]?.last.map { defines($0.0, name) } ?? false
        }
        let before = candidates.count
        candidates.removeAll { names.contains($0.name) && !definedHere($0) }
        guard candidates.count < before else { return }
        var counts: [String: Int] = [:]
        for index in candidates.indices {
            candidates[index].version = counts[candidates[index].name, default: 0]
            counts[candidates[index].name, default: 0] += 1
        }
        for index in candidates.indices { candidates[index].versions = counts[candidates[index].name] ?? 1 }
    }

    /// The session's procedures (`,check`): one candidate each, as bound now.
    func recordSession(_ names: [String]) {
        var seen = Set<String>()
        for (index, name) in names.enumerated() where seen.insert(name).inserted {
            guard let value = learner.lookup(name), case .closure(let closure) = value else { continue }
            candidates.append(Candidate(name: name, line: nil, formIndex: index, value: value,
                                        parameters: closure.code.parameters, rest: closure.code.restParameter,
                                        version: 0, versions: 1))
        }
    }

    /// The procedure bound to `name` now, as a candidate (the last definition).
    func finalCandidate(_ name: String) -> Candidate? {
        candidates.last { $0.name == name }
    }

    /// Runs `body` with `candidate` bound to its name, then binds the
    /// file's names back as loading left them. `asDefined`: every name
    /// bound as it was just after the candidate's definition loaded (a name
    /// first defined later keeps its first definition), for a variant whose
    /// helpers a later variant redefined; otherwise the other names stay as
    /// loading left them (a later `good-enough?` fixes the `sqrt` before it).
    func with<T>(_ candidate: Candidate, asDefined: Bool = false, _ body: () -> T) -> T {
        var restore: [(String, Value)] = []
        for (name, versions) in versionsByName where versions.count > 1 {
            guard asDefined || name == candidate.name else { continue }
            let chosen = versions.last { $0.formIndex <= candidate.formIndex } ?? versions[0]
            let final = versions[versions.count - 1]
            guard chosen.formIndex != final.formIndex else { continue }
            restore.append((name, final.value))
            learner.define(name, chosen.value)
        }
        let previous = active
        active = candidate
        defer {
            for (name, value) in restore { learner.define(name, value) }
            active = previous
        }
        return body()
    }

    /// Whether binding the names as they were at `candidate`'s definition
    /// changes any name but its own. Never when a name it would bind back
    /// was last redefined by a broken attempt (a definition that refers to
    /// a name nothing binds: 3.69's later `interleave` of three streams,
    /// written with `cons-stresam`): that last definition is what the file
    /// computes, not a variant for another exercise.
    func hasEarlierBindings(_ candidate: Candidate) -> Bool {
        var changes = false
        for (name, versions) in versionsByName where versions.count > 1 && name != candidate.name {
            let chosen = versions.last { $0.formIndex <= candidate.formIndex } ?? versions[0]
            let final = versions[versions.count - 1]
            guard chosen.formIndex != final.formIndex else { continue }
            if refersToUnboundName(formIndex: final.formIndex) { return false }
            changes = true
        }
        return changes
    }

    /// Whether the loaded form at `formIndex` refers to a name that is
    /// neither bound inside it, nor bound in the learner's environment, nor
    /// syntax (a clause's `else` and `=>` included). A quasiquoted template
    /// is not read: its symbols are data.
    func refersToUnboundName(formIndex: Int) -> Bool {
        guard loadedForms.indices.contains(formIndex),
              !Run.operators(in: [loadedForms[formIndex]]).contains("quasiquote") else { return false }
        let (used, bound) = Companion.references(in: [loadedForms[formIndex]])
        let auxiliary: Set<String> = ["else", "=>", "_", "...", "unquote", "unquote-splicing"]
        return used.contains {
            !bound.contains($0) && !auxiliary.contains($0) && learner.lookup($0) == nil && !learner.isSyntax($0)
        }
    }

    // MARK: Finding each role's procedure

    /// The candidates for `role`, most likely first: its names in the
    /// registry's order (a name's last definition first), then names like
    /// them, then every other procedure of a usable arity (the file's last
    /// first).
    func rankedCandidates(for role: Role, excluding taken: [Candidate]) -> (named: [Candidate], others: [Candidate]) {
        var free = candidates.filter { c in !taken.contains { $0.isSame(as: c) } }
        if !role.builtWith.isEmpty {
            let others = Set(exercise.roles.filter { $0.label != role.label || $0.names != role.names }.flatMap(\.builtWith))
                .subtracting(role.builtWith)
            free = free.filter { candidate in
                let reached = reachedNames(candidate)
                return reached.contains(where: role.builtWith.contains) || !reached.contains(where: others.contains)
            }
        }
        // A role built on another of the exercise's (3.76's detector on
        // `smooth`), when the file itself defines that other: not a
        // procedure a file it loads defines (3.75's `make-zero-crossings`,
        // from the earlier answer it loads), which was written before it.
        if let handed = role.handed,
           let other = exercise.roles.first(where: { $0.label == handed.role || $0.names.first == handed.role }),
           candidates.contains(where: { other.names.contains($0.name) && !isLoaded($0) }) {
            free = free.filter { !isLoaded($0) }
        }
        var named: [Candidate] = []
        for name in role.names {
            named += free.filter { $0.name == name || Self.kebab($0.name) == name }.reversed()
        }
        if role.usedBy != nil {
            let used = usedNames(for: role)
            if named.contains(where: { used.contains($0.name) }) { named = named.filter { used.contains($0.name) } }
        }
        let rest = free.filter { c in !named.contains { $0.isSame(as: c) } && usableArity(c, for: role) }
        // Names like the book's, the closest spelling first; then the rest,
        // the file's last first.
        let similar = rest.filter { Self.isSimilar($0.name, to: role.names) }.enumerated().sorted { a, b in
            let x = role.names.map { Self.editDistance(a.element.name, $0) }.min() ?? 0
            let y = role.names.map { Self.editDistance(b.element.name, $0) }.min() ?? 0
            return x != y ? x < y : a.offset > b.offset
        }.map(\.element)
        let others = rest.filter { c in !similar.contains { $0.isSame(as: c) } }
        return (named, similar + others.reversed())
    }

    /// The names the procedure of the role `role` is used by reaches (see
    /// `Role.usedBy`), else those the file's own forms mention, each form
    /// but the definition of the name itself.
    func usedNames(for role: Role) -> Set<String> {
        if let label = role.usedBy, let index = exercise.roleIndex(label), let name = judged[index],
           let user = candidates.last(where: { $0.name == name }), !isLoaded(user) {
            let reached = reachedNames(user)
            if !reached.isDisjoint(with: role.names) { return reached }
        }
        var used = Set<String>()
        for form in loadedForms {
            if case .pair(let pair) = form, case .symbol(let head) = pair.car,
               Self.loadHeads.contains(head.name) { continue }
            var symbols = Self.symbols(in: form)
            for defined in SourceForms.definedNames(form) { symbols.remove(defined) }
            used.formUnion(symbols)
        }
        return used
    }

    /// Whether a `load`, `include`, `require` or `use` of another file
    /// defined `candidate`, or a Guile module a `define-module` uses (not a
    /// `begin` or a macro of the file's own).
    func isLoaded(_ candidate: Candidate) -> Bool {
        guard candidate.formIndex < loadedForms.count, case .pair(let form) = loadedForms[candidate.formIndex],
              case .symbol(let head) = form.car else { return false }
        return Self.loadHeads.contains(head.name)
    }

    /// The heads of the forms that bring another file's or a module's
    /// definitions in.
    static let loadHeads: Set<String> = [
        "load", "include", "include-ci", "require", "#%require", "use", "import", "use-modules", "define-module",
    ]

    /// The names `candidate`'s own definition mentions, and those their
    /// last definitions in the file mention, and so on (not through its
    /// name's other versions).
    func reachedNames(_ candidate: Candidate) -> Set<String> {
        guard loadedForms.indices.contains(candidate.formIndex) else { return [] }
        var definitions = Self.lastDefinitions(in: loadedForms)
        definitions[candidate.name] = nil
        return Self.reached(from: Array(Self.symbols(in: loadedForms[candidate.formIndex])), through: definitions)
    }

    /// Whether `candidate` could be called for `role`: its arity, or one
    /// argument more (an extra argument the learner's version takes), or
    /// two or three more that a call of the file's gives as literal values
    /// (an iteration's start: `(f-iter 2 1 0 n)`; see `argumentOrders`).
    func usableArity(_ candidate: Candidate, for role: Role) -> Bool {
        guard let arity = role.arity ?? referenceParameters(role)?.count else { return true }
        if candidate.takes(arity) || candidate.arity == arity + 1 { return true }
        return candidate.rest == nil && (arity + 2...arity + 3).contains(candidate.arity)
            && fileCalls(of: candidate.name, arguments: candidate.arity).contains { $0.allSatisfy { $0 != nil } }
    }

    /// Words too common in procedure names to tell two apart.
    static let commonWords: Set<String> = [
        "iter", "iterative", "rec", "recursive", "recur", "proc", "procedure", "test", "new", "my", "helper", "aux",
        "loop", "impl", "fast", "make", "get", "do", "version", "v1", "v2", "alt", "improved",
    ]

    /// The most words of four letters or more (a plural's `s` dropped)
    /// that `name` shares with one of `names`: 2 for `relative-prime-product`
    /// and `product-relative-primes`.
    static func sharedWords(_ name: String, _ names: [String]) -> Int {
        let mine = nameWords(name, singular: true)
        return names.map { mine.intersection(nameWords($0, singular: true)).count }.max() ?? 0
    }

    /// The words of four letters or more of a procedure's name, but the
    /// common ones (`iter`, `helper`), each made singular (`primes`: `prime`)
    /// when `singular`.
    static func nameWords(_ name: String, singular: Bool = false) -> Set<String> {
        Set(kebab(name).lowercased().split { !$0.isLetter && !$0.isNumber }.map { word in
            singular && word.count > 4 && word.hasSuffix("s") ? String(word.dropLast()) : String(word)
        }.filter { $0.count >= 4 && !commonWords.contains($0) })
    }

    /// Whether `name` looks like one of `names`: a misspelling (at most two
    /// letters off, for names of five letters or more), or a word of four
    /// letters or more in common (`fermat-prime?` and `fermat-test`).
    static func isSimilar(_ name: String, to names: [String]) -> Bool {
        let mine = nameWords(name)
        for other in names {
            if name.count >= 5, other.count >= 5, editDistance(name, other) <= 2 { return true }
            if !mine.isDisjoint(with: nameWords(other)) { return true }
        }
        return false
    }

    /// A name written in camel case or with underscores as Scheme writes
    /// names: `cubeRoot` and `cube_root` are `cube-root`, `sumIter` is
    /// `sum-iter`; a name that is neither is itself.
    static func kebab(_ name: String) -> String {
        guard name.contains(where: { $0.isUppercase }) || name.contains("_") else { return name }
        var result = ""
        var previous: Character?
        for c in name {
            if c == "_" {
                result.append("-")
            } else if c.isUppercase {
                if let p = previous, p.isLowercase || p.isNumber { result.append("-") }
                result += c.lowercased()
            } else {
                result.append(c)
            }
            previous = c
        }
        return result
    }

    /// Levenshtein distance, for short names.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        for i in 1...x.count {
            var current = [i] + Array(repeating: 0, count: y.count)
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[y.count]
    }

    // MARK: Argument orders

    /// Other ways to call a candidate for `role`: its arguments in another
    /// order, or with an extra argument (values the file's own calls pass
    /// it, else common ones), each a convention the report can describe.
    /// A role whose calls are templates (`((NAME square 2) 5)`) calls a
    /// wrapper, `(lambda (a b) (NAME b a))`, in the candidate's place.
    /// `namedOnly`: only the orders the learner's parameter names give
    /// (see `namedOrders`), for a procedure that gives wrong values in the
    /// book's order.
    func argumentOrders(_ candidate: Candidate, for role: Role, namedOnly: Bool = false) -> [Convention] {
        guard let arity = role.arity ?? referenceParameters(role)?.count else { return [] }
        let book = role.conventions[0]
        let direct = book.keepsArity && role.cases.allSatisfy { $0.count == arity }
        let parameters = (0..<arity).map { "%a\($0)" }
        // A case that is a whole expression (`.template`): the wrapper
        // stands in every call of the role's probes and properties too.
        let wholeExpressions = !book.keepsArity && book.render("%n", ["(NAME)"]) == "(%n)"
        var orders: [Convention] = []
        if wholeExpressions && arity >= 2 {
            orders = templateOrders(candidate, for: role, arity: arity, namedOnly: namedOnly)
        } else if namedOnly {
            guard direct, candidate.rest == nil, let names = referenceParameters(role) else { return [] }
            return Self.namedOrders(candidate.parameters, names).map { permutation in
                Convention(label: "") { name, arguments in
                    book.render(name, permutation.map { arguments[$0] })
                }.described(as: permutation)
            }
        } else if candidate.takes(arity) && arity >= 2 {
            // The orders the learner's parameter names give first: of 5040
            // orders of 1.33's seven arguments, the search's budget reaches
            // only the first few (`(filtered-accumulate combiner null-value
            // term pred a next b)`).
            let named = candidate.rest == nil
                ? Self.namedOrders(candidate.parameters, referenceParameters(role) ?? []) : []
            for permutation in named + Self.permutations(arity).filter({ !named.contains($0) }) {
                let convention: Convention
                if direct {
                    convention = Convention(label: "") { name, arguments in
                        book.render(name, permutation.map { arguments[$0] })
                    }
                } else {
                    convention = Convention(label: "") { name, arguments in
                        book.render(Self.wrapper(name, parameters, permutation.map { parameters[$0] }), arguments)
                    }
                }
                orders.append(convention.described(as: permutation))
            }
        }
        // Curried: a procedure of one of the two arguments that returns a
        // procedure of the other (1.45's `((n-th-root n) x)`).
        if candidate.arity == 1, candidate.rest == nil, arity == 2, direct, !namedOnly {
            let names = referenceParameters(role) ?? ["a", "b"]
            for (first, second) in [(0, 1), (1, 0)] {
                var convention = Convention(label: "") { name, arguments in
                    "((\(name) \(arguments[first])) \(arguments[second]))"
                }
                convention.arity = 1
                convention.note = "`\(candidate.name)` is curried: ((\(candidate.name) \(names[first])) \(names[second])) "
                    + "for the book's (\(role.names[0]) \(names[0]) \(names[1])): judged so"
                orders.append(convention)
            }
        }
        // Parameters its body never uses, as many as it takes more than
        // the book's: 3.79's `(solve-2nd f a b dt y0 dy0)`, 3.78's
        // signature kept. The book's arguments fill the others, in order.
        if !namedOnly, candidate.rest == nil, (arity + 1...arity + 3).contains(candidate.arity) {
            let unused = unusedParameters(candidate)
            if unused.count == candidate.arity - arity {
                let total = candidate.arity
                @Sendable func filled(_ arguments: [String]) -> [String] {
                    var items: [String] = []
                    var next = 0
                    for place in 0..<total {
                        if unused.contains(place) {
                            items.append("#f")
                        } else {
                            items.append(next < arguments.count ? arguments[next] : "#f")
                            next += 1
                        }
                    }
                    return items
                }
                var convention: Convention
                if direct {
                    convention = Convention(label: "") { name, arguments in book.render(name, filled(arguments)) }
                } else {
                    // A whole expression calls a wrapper in its place.
                    let inner = filled(parameters)
                    convention = Convention(label: "") { name, arguments in
                        book.render(Self.wrapper(name, parameters, inner), arguments)
                    }
                    convention.rewritesCalls = wholeExpressions
                }
                let names = unused.map { "`\(candidate.parameters[$0])`" }
                let bookNames = referenceParameters(role) ?? candidate.parameters.indices.filter { !unused.contains($0) }
                    .map { candidate.parameters[$0] }
                var shown = candidate.parameters
                for place in unused { shown[place] = "#f" }
                var next = 0
                for place in shown.indices where !unused.contains(place) && next < bookNames.count {
                    shown[place] = bookNames[next]
                    next += 1
                }
                convention.note = "its \(names.count == 1 ? "parameter" : "parameters") "
                    + names.joined(separator: " and ") + " \(names.count == 1 ? "is" : "are") never used: "
                    + "(\(candidate.name) \(shown.joined(separator: " "))) for the book's "
                    + "(\(role.names[0]) \(bookNames.joined(separator: " ")))"
                convention.extraArgument = (unused.map { _ in "#f" }.joined(separator: " "), unused[0])
                convention.unusedParameters = true
                orders.append(convention)
            }
        }
        if candidate.arity == arity + 1 && !namedOnly {
            let calls = fileCalls(of: candidate.name, arguments: arity + 1)
            let forms = fileCallForms(of: candidate.name, arguments: arity + 1)
            for position in 0...arity {
                var values: [String] = []
                for call in calls { if let value = call[position], !values.contains(value) { values.append(value) } }
                // An extra argument the file computes from the others:
                // `(fast-prime? n (- n 2))` gives `(- %a0 2)`.
                for call in forms {
                    if let template = Self.template(call, position), !values.contains(template) { values.append(template) }
                }
                values = Array(values.prefix(3))
                // A procedure of the file's own that its calls pass by name
                // (1.31's `(approx-pi 150 product-iter)`), or an expression
                // of names bound at top level (1.43's start, `(lambda (a) a)`).
                for call in forms where values.count < 3 {
                    switch call[position] {
                    case .symbol(let symbol):
                        guard case .closure? = learner.lookup(symbol.name), definedNames.contains(symbol.name),
                              !values.contains(symbol.name) else { continue }
                        values.append(symbol.name)
                    case .pair:
                        let (used, bound) = Companion.references(in: [call[position]])
                        guard used.subtracting(bound).allSatisfy({ learner.lookup($0) != nil || learner.isSyntax($0) }) else { continue }
                        let text = Printer.write(call[position])
                        if text.count <= 200, !values.contains(text) { values.append(text) }
                    default:
                        continue
                    }
                }
                // A procedure the file passes on by a parameter's name
                // (1.23's `(smallest-divisor n func)`, called from the
                // top as `(timed-prime-test 1009 next)`): the file's own
                // procedure for another role of the exercise.
                var others: [String] = []
                if forms.contains(where: { if case .symbol = $0[position] { return true } else { return false } }) {
                    for other in exercise.roles where !other.names.contains(candidate.name) {
                        guard let name = other.names.first(where: { name in
                            if case .closure? = learner.lookup(name) { return true } else { return false }
                        }), !values.contains(name), !others.contains(name) else { continue }
                        others.append(name)
                    }
                }
                // Or a repeat of one of the book's arguments: `(queens
                // board-size max-column)`, called as (queens 8 8).
                // Not when the file's own calls pass something else there
                // (1.43's start `(lambda (x) x)`, never `f` itself).
                let repeatsOnce = forms.isEmpty || forms.contains { call in
                    call.indices.contains { $0 != position && Printer.write(call[$0]) == Printer.write(call[position]) }
                }
                let repeats = repeatsOnce ? (0..<arity).map { "%a\($0)" }.filter { !values.contains($0) } : []
                let defaults = values.isEmpty ? ["1.0", "0", "1"] : []
                for value in values + others + repeats + defaults {
                    let convention: Convention
                    if direct {
                        convention = Convention(label: "") { name, arguments in
                            var arguments = arguments
                            var filled = value
                            for (k, argument) in arguments.enumerated() { filled = filled.replacing("%a\(k)", with: argument) }
                            arguments.insert(filled, at: min(position, arguments.count))
                            return book.render(name, arguments)
                        }
                    } else {
                        var inner = parameters
                        inner.insert(value, at: position)
                        var wrapped = Convention(label: "") { [inner] name, arguments in
                            book.render(Self.wrapper(name, parameters, inner), arguments)
                        }
                        wrapped.rewritesCalls = wholeExpressions
                        convention = wrapped
                    }
                    var extra = convention.extra(value, at: position)
                    extra.extraIsGuess = !values.contains(value) && !others.contains(value)
                    orders.append(extra)
                }
            }
        }
        // An iteration with no wrapper, two or three arguments more (its
        // state's start), called by the file with literal values: 1.11's
        // `(f-iter 2 1 0 n)` for the book's `(f n)`. The book's arguments
        // take the places the values that vary fill, in the book's order;
        // the others keep the file's values.
        if direct, !namedOnly, candidate.rest == nil, (arity + 2...arity + 3).contains(candidate.arity) {
            var seen: [[String]] = []
            for call in fileCalls(of: candidate.name, arguments: candidate.arity) {
                let values = call.compactMap { $0 }
                guard values.count == call.count, !seen.contains(values) else { continue }
                seen.append(values)
                for places in Self.combinations(of: arity, among: candidate.arity) {
                    var convention = Convention(label: "") { name, arguments in
                        var items = values
                        for (k, place) in places.enumerated() { items[place] = arguments[k] }
                        return book.render(name, items)
                    }
                    var shown = values
                    for (k, place) in places.enumerated() { shown[place] = referenceParameters(role)?[k] ?? "%a\(k)" }
                    convention.note = "with the values its own call passes: (\(candidate.name) \(shown.joined(separator: " "))) "
                        + "for the book's (\(role.names[0]) \((referenceParameters(role) ?? parameters).joined(separator: " ")))"
                    convention.extraArgument = (values.enumerated().filter { !places.contains($0.offset) }
                        .map(\.element).joined(separator: " "), places[0])
                    orders.append(convention)
                }
                if seen.count == 2 { break }
            }
        }
        return orders
    }

    /// The places of the candidate's parameters that its definition never
    /// mentions past its parameter list (each name occurs once in the
    /// defining form); none when the form is not its definition.
    func unusedParameters(_ candidate: Candidate) -> [Int] {
        guard loadedForms.indices.contains(candidate.formIndex) else { return [] }
        let form = loadedForms[candidate.formIndex]
        guard ExerciseChecker.definedNames(form).contains(candidate.name) else { return [] }
        let counts = Self.symbolCounts(in: form)
        guard Set(candidate.parameters).count == candidate.parameters.count else { return [] }
        return candidate.parameters.indices.filter { counts[candidate.parameters[$0]] == 1 }
    }

    /// How many times each symbol occurs in `form` (nil counts past a
    /// depth of 100 or a million pairs: then every count is unknown).
    static func symbolCounts(in form: Value) -> [String: Int] {
        var counts: [String: Int] = [:]
        var left = 1_000_000
        var complete = true
        func walk(_ value: Value, _ depth: Int) {
            guard depth < 100, left > 0 else { complete = false; return }
            switch value {
            case .symbol(let symbol): counts[symbol.name, default: 0] += 1
            case .pair:
                var rest = value
                while case .pair(let pair) = rest {
                    guard left > 0 else { complete = false; return }
                    left -= 1
                    walk(pair.car, depth + 1)
                    rest = pair.cdr
                }
                walk(rest, depth + 1)
            case .vector(let vector):
                for item in vector.items { walk(item, depth + 1) }
            default: break
            }
        }
        walk(form, 0)
        return complete ? counts : [:]
    }

    /// The increasing choices of `count` places among `total`.
    static func combinations(of count: Int, among total: Int) -> [[Int]] {
        guard count > 0 else { return [[]] }
        guard count <= total else { return [] }
        return (0...(total - count)).flatMap { first in
            combinations(of: count - 1, among: total - first - 1).map { [first] + $0.map { $0 + first + 1 } }
        }
    }

    /// The argument at `position` of a call of the file's, as an expression
    /// of the call's other arguments (`(- %a0 2)` for the `(- n 2)` of
    /// `(fast-prime? n (- n 2))`, `%a0` standing for the first of them),
    /// when the others are names and it is an expression that uses them.
    static func template(_ call: [Value], _ position: Int) -> String? {
        guard position < call.count, case .pair = call[position] else { return nil }
        var index: [String: Int] = [:]
        for (k, other) in call.enumerated() where k != position {
            guard case .symbol(let symbol) = other else { return nil }
            index[symbol.name] = k < position ? k : k - 1
        }
        var used = false
        func substitute(_ value: Value, _ depth: Int) -> Value {
            guard depth < 50 else { return value }
            switch value {
            case .symbol(let symbol):
                guard let k = index[symbol.name] else { return value }
                used = true
                return .symbol(Symbol.intern("%a\(k)"))
            case .pair(let pair):
                return .pair(Pair(substitute(pair.car, depth + 1), substitute(pair.cdr, depth + 1)))
            default:
                return value
            }
        }
        let result = substitute(call[position], 0)
        return used ? Printer.write(result) : nil
    }

    /// The file's calls of `name` with `count` arguments, as read.
    func fileCallForms(of name: String, arguments count: Int) -> [[Value]] {
        guard let forms = tailCalls?.forms else { return [] }
        var calls: [[Value]] = []
        func walk(_ value: Value, depth: Int) {
            guard depth < 200, case .pair(let pair) = value else { return }
            if case .symbol(let head) = pair.car, head.name == name {
                let items = TailCalls.items(pair.cdr)
                if items.count == count { calls.append(items) }
            }
            // A definition's header, `(define (name a b) ...)`, is no call.
            if case .symbol(let head) = pair.car, head.name == "define", case .pair(let rest) = pair.cdr,
               case .pair = rest.car {
                var body = rest.cdr
                while case .pair(let p) = body {
                    walk(p.car, depth: depth + 1)
                    body = p.cdr
                }
                return
            }
            var rest: Value = value
            while case .pair(let p) = rest {
                walk(p.car, depth: depth + 1)
                rest = p.cdr
            }
        }
        for form in forms { walk(form, depth: 0) }
        return calls
    }

    /// `(lambda (%a0 %a1) (name %a1 %a0))`: a procedure that calls `name`
    /// with its arguments as `arguments` lists them.
    static func wrapper(_ name: String, _ parameters: [String], _ arguments: [String]) -> String {
        "(lambda (" + parameters.joined(separator: " ") + ") (" + ([name] + arguments).joined(separator: " ") + "))"
    }

    /// The reference procedure's parameters (nil for a built-in reference).
    func referenceParameters(_ role: Role) -> [String]? {
        guard case .closure(let closure)? = reference.lookup(role.reference), closure.code.restParameter == nil else {
            return nil
        }
        return closure.code.parameters
    }

    /// Every order of `count` arguments but the book's, for up to 4; for
    /// more, every order that moves one argument elsewhere.
    static func permutations(_ count: Int) -> [[Int]] {
        let identity = Array(0..<count)
        var result: [[Int]] = []
        if count <= 4 {
            func build(_ prefix: [Int], _ rest: [Int]) {
                if rest.isEmpty {
                    if prefix != identity { result.append(prefix) }
                    return
                }
                for (i, x) in rest.enumerated() {
                    var remaining = rest
                    remaining.remove(at: i)
                    build(prefix + [x], remaining)
                }
            }
            build([], identity)
            return result
        }
        for from in 0..<count {
            for to in 0..<count where to != from {
                var order = identity
                let moved = order.remove(at: from)
                order.insert(moved, at: to)
                if !result.contains(order) { result.append(order) }
            }
        }
        return result
    }

    /// The literal arguments of the file's calls of `name` with `count`
    /// arguments (nil where an argument is not a literal number, string or
    /// boolean).
    func fileCalls(of name: String, arguments count: Int) -> [[String?]] {
        fileCallForms(of: name, arguments: count).map { items in
            items.map { item in
                switch item {
                case .int, .big, .ratio, .real, .bool, .string: return Printer.write(item)
                default: return nil
                }
            }
        }
    }
}

extension Convention {
    /// The convention of the learner's own argument order, `permutation[i]`
    /// being the book's argument the learner's `i`-th parameter takes.
    func described(as permutation: [Int]) -> Convention {
        var copy = self
        copy.permutation = permutation
        return copy
    }

    /// The convention with an extra argument `value` at `position`.
    func extra(_ value: String, at position: Int) -> Convention {
        var copy = self
        copy.extraArgument = (value, position)
        return copy
    }

    /// What the report says of a learner's own order: `its own argument
    /// order: (simpson a b n f) for the book's (simpson f a b n)`, with the
    /// reference's parameters (`book`), or else the first case's calls;
    /// `renamed`: the procedure has none of the book's names for the role,
    /// so the book's call in a new order is written with `bookName`.
    func ownOrderNote(name: String, book: [String]?, firstCase: [String]?, bookName: String? = nil,
                      renamed: Bool = false) -> String? {
        func call(_ items: [String], _ procedure: String = name) -> String {
            "(" + ([procedure] + items).joined(separator: " ") + ")"
        }
        // Several extra arguments say how in their note (see `argumentOrders`).
        if extraArgument != nil, note != nil { return nil }
        let names = book ?? firstCase
        if let (value, position) = extraArgument {
            guard let names else { return "with an extra argument \(value) in position \(position + 1)" }
            var mine = names
            var filled = value
            for (k, name) in names.enumerated() { filled = filled.replacing("%a\(k)", with: name) }
            mine.insert(filled, at: min(position, mine.count))
            return "with an extra argument: \(call(mine)) for the book's \(call(names, bookName ?? name))"
        }
        if let permutation {
            guard let names, names.count == permutation.count else { return "in its own argument order" }
            var mine = call(permutation.map { names[$0] })
            var book = call(names, renamed ? bookName ?? name : name)
            if let (inner, innerNames) = innerOrder, inner.count == innerNames.count {
                // The procedure the call returns takes its arguments in an order of its own too.
                mine = "(" + ([mine] + inner.map { innerNames[$0] }).joined(separator: " ") + ")"
                book = "(" + ([book] + innerNames).joined(separator: " ") + ")"
            }
            return "its own argument order: \(mine) for the book's \(book)"
        }
        return nil
    }
}

extension Run {
    /// A value for a message, shortened: at most 60 characters.
    static func brief(_ value: Value) -> String {
        Printer.brief(value, limit: 60)
    }
}
