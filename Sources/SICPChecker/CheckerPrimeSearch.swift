import SICPProcess
import SICPScheme

/// Exercise 1.22's `search-for-primes`, judged by what it shows. Learners
/// give it a start and an end, a start and a count, or a start alone, and
/// it prints what `timed-prime-test` prints (`1009 *** 0`) or returns a
/// list; so it is called from 1000 and from 1001 (an even and an odd
/// start), with a count of 3, an end of 1030, and the second arguments of
/// the file's own calls, until it shows the three smallest primes after
/// the start. A number it marks as a prime (a line with `***`, or an
/// element of the list it returns) must be one. The exercise searches
/// "consecutive odd integers", so a search must work from an odd start;
/// one that shows nothing from an even start (it steps by 2 from 1000)
/// passes with a note.
extension Run {
    /// The starts the search is called from, whether it must work from
    /// there, and the primes it must show.
    static let primeSearches: [(start: Int, required: Bool, primes: [Int])] = [
        (1001, true, [1009, 1013, 1019]), (1000, false, [1009, 1013, 1019]),
    ]

    func checkPrimeSearch(_ role: Role, _ candidate: Candidate) -> CheckResult {
        let name = candidate.name
        var line = "\(name): shows the three smallest primes after 1001 and after 1000"
        guard learner.output === learnerOutput else {
            return CheckResult(passed: true, line: "\(name): not judged at the prompt (what it prints goes to the terminal)")
        }
        let seconds: [String?]
        switch candidate.parameters.count {
        case 1 where candidate.rest == nil:
            seconds = [nil]
        case 2 where candidate.rest == nil:
            var choices = ["3", "1030"]
            for call in fileCalls(of: name, arguments: 2) {
                // The file's own count or end, where it is one a search from 1001 can use.
                if let second = call[1], let n = Int(second), n <= 100_000, !choices.contains(second) {
                    choices.append(second)
                }
            }
            seconds = Array(choices.prefix(4))
        default:
            return CheckResult(passed: true, line: "\(name): not judged (it takes \(candidate.parameters.count) "
                + "arguments; sicp check calls a search with a start, and an end or a count)")
        }
        var notes: [String] = []
        for (start, required, primes) in Self.primeSearches {
            var shown = Set<Int>()
            var calls: [String] = []
            var bestCall = "", bestShown: [Int] = []
            var failure: String?
            for second in seconds {
                let call = "(\(name) \(start)" + (second.map { " " + $0 } ?? "") + ")"
                startCheck(steps: checker.stepLimit / 10)
                let outcome = measure(call)
                var (numbers, marked) = Self.numbersShown(learnerOutput.collected)
                if case .success(let m) = outcome, var list = Self.integerList(m.value) {
                    // Only numbers a search from 1001 can reach are judged:
                    // trial division of a huge one would take minutes.
                    list = list.filter { $0 <= Self.largestJudged }
                    if let composite = list.first(where: { $0 > 1 && !Self.isPrime($0) }) {
                        return CheckResult(passed: false, line: line, details: [
                            "\(call) gives \(Run.brief(m.value)): \(composite) is not prime "
                                + "(\(Self.smallestFactor(composite)) divides it)"])
                    }
                    numbers += list
                    marked = true
                }
                if marked, let composite = numbers.first(where: { $0 > 1 && !Self.isPrime($0) }) {
                    return CheckResult(passed: false, line: line, details: [
                        "\(call) shows \(composite) as a prime: \(composite) is not prime "
                            + "(\(Self.smallestFactor(composite)) divides it)"])
                }
                let found = numbers.filter { $0 > start && Self.isPrime($0) }
                shown.formUnion(found)
                if case .failure(let f) = outcome, failure == nil, case .error = f { failure = "\(call) " + describe(f) }
                calls.append(call)
                if bestCall.isEmpty || found.count > bestShown.count {
                    bestCall = call
                    bestShown = found
                }
                if primes.allSatisfy(shown.contains) { break }
            }
            guard primes.allSatisfy(shown.contains) else {
                if shown.isEmpty, let failure {
                    guard required else {
                        notes.append(failure + " (from an even start)")
                        continue
                    }
                    return CheckResult(passed: false, line: line, details: [failure])
                }
                let missing = primes.filter { !shown.contains($0) }
                let others = seconds.compactMap { $0 }.filter { $0 != "1030" }
                let what = bestShown.isEmpty
                    ? (calls.count > 1 ? "(\(name) \(start) 1030)" : calls[0]) + " shows no prime after \(start)"
                        + (calls.count > 1 ? ", nor does it with \(TailCalls.list(others, conjunction: "or")) as its second argument" : "")
                    : "\(bestCall) shows \(TailCalls.list(Array(Set(bestShown)).sorted().prefix(6).map(String.init)))"
                        + " but not " + TailCalls.list(missing.map(String.init))
                guard required else {
                    line = "\(name): shows the three smallest primes after 1001"
                    notes.append("\(what): it searches from an odd start only")
                    continue
                }
                return CheckResult(passed: false, line: line, details: [
                    "\(what); the three smallest primes after \(start) are " + TailCalls.list(primes.map(String.init))])
            }
        }
        return CheckResult(passed: true, line: line, notes: notes)
    }

    /// The numbers a search's output shows as primes, and whether it marks
    /// them. With `timed-prime-test`'s mark, `***`: for each line that has
    /// it, the integer before the mark on that line, else the integer the
    /// last line that began with one began with (`timed-prime-test` prints
    /// n first, and a learner's `smallest-divisor` may print lines of its
    /// own before the mark), else the first integer after it; a line of
    /// words and stars alone (`*** DONE ***`) marks nothing. Without a
    /// mark: the first integer of every line.
    static func numbersShown(_ output: String) -> (numbers: [Int], marked: Bool) {
        let lines = output.split(whereSeparator: \.isNewline)
        func integers<S: StringProtocol>(_ text: S) -> [Int] {
            text.split(whereSeparator: { " \t,:;=()[]<>#*".contains($0) }).compactMap { Int($0) }
        }
        guard lines.contains(where: { $0.contains("***") }) else {
            return (lines.compactMap { integers($0).first }.filter { $0 <= largestJudged }, false)
        }
        var numbers: [Int] = []
        var lastLeading: Int?
        for line in lines {
            if let mark = line.firstRange(of: "***") {
                // A message in stars (`*** DONE ***`), not a prime's mark.
                if !line.contains(where: \.isNumber), line.contains(where: \.isLetter) {
                    lastLeading = nil
                    continue
                }
                if let n = integers(line[..<mark.lowerBound]).last ?? lastLeading ?? integers(line[mark.upperBound...]).first {
                    numbers.append(n)
                }
                lastLeading = nil
                continue
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let n = Int(trimmed.prefix { $0.isASCII && $0.isNumber }) { lastLeading = n }
        }
        return (numbers.filter { $0 <= largestJudged }, true)
    }

    /// The elements of a proper list of exact integers, at least one; nil otherwise.
    static func integerList(_ value: Value) -> [Int]? {
        var result: [Int] = []
        var rest = value
        while case .pair(let pair) = rest {
            guard case .int(let n) = pair.car else { return nil }
            result.append(n)
            rest = pair.cdr
        }
        guard case .null = rest, !result.isEmpty else { return nil }
        return result
    }

    /// The largest number a search's output is read for: 10^8, whose
    /// trial division takes 10^4 steps.
    static let largestJudged = 100_000_000

    static func isPrime(_ n: Int) -> Bool { n > 1 && smallestFactor(n) == n }

    static func smallestFactor(_ n: Int) -> Int {
        var d = 2
        while d * d <= n {
            if n % d == 0 { return d }
            d += 1
        }
        return n
    }
}
