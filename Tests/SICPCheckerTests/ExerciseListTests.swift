import Foundation
@testable import SICPChecker
import SICPProcess
import Testing

/// `sicp check --list` and `,check` alone: the exercises, laid out by
/// `TextTable`.
@Suite struct ExerciseListTests {
    @Test(arguments: [30, 40, 60, 80, 100, 200])
    func theExerciseListFitsAndAligns(width: Int) {
        let lines = ExerciseChecker.listing(width: width).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= width }, "\(width)")
        // Every exercise starts a line with its number; the titles start in one column.
        let starts = lines.filter { $0.first != " " }
        #expect(starts.map { String($0.prefix { $0 != " " }) } == ExerciseChecker.exercises.map(\.number))
        let column = (ExerciseChecker.exercises.map(\.number.count).max() ?? 0) + 2
        #expect(starts.allSatisfy { $0.count > column && $0.dropFirst(column).first != " " })
        #expect(lines.filter { $0.first == " " }.allSatisfy {
            $0.prefix(column).allSatisfy { $0 == " " } && $0.dropFirst(column).first != " "
        })
    }

    @Test func theListAt80ColumnsIsTheOneWithoutATerminal() {
        #expect(ExerciseChecker.listing == ExerciseChecker.listing(width: 80))
    }
}

/// README.md's list of the exercises `sicp check` knows is the registry's.
@Suite struct ExerciseListDocumentationTests {
    /// The registry's numbers as README writes them: in order, a run of
    /// three or more written `first to last`.
    static func shortList(_ numbers: [String]) -> String {
        let parsed = numbers.compactMap { number -> (Int, Int)? in
            let parts = number.split(separator: ".")
            guard parts.count == 2, let chapter = Int(parts[0]), let exercise = Int(parts[1]) else { return nil }
            return (chapter, exercise)
        }.sorted { $0 < $1 }
        var runs: [[(Int, Int)]] = []
        for number in parsed {
            if let last = runs.last?.last, last.0 == number.0, last.1 + 1 == number.1 {
                runs[runs.count - 1].append(number)
            } else {
                runs.append([number])
            }
        }
        return runs.flatMap { run -> [String] in
            let names = run.map { "\($0.0).\($0.1)" }
            return run.count >= 3 ? ["\(names[0]) to \(names[names.count - 1])"] : names
        }.joined(separator: ", ")
    }

    @Test func theShortList() {
        #expect(Self.shortList(["1.3", "1.12", "1.7", "1.8", "1.10", "1.11", "2.1", "2.2", "2.3"])
            == "1.3, 1.7, 1.8, 1.10 to 1.12, 2.1 to 2.3")
    }

    @Test func theREADMENamesEveryExerciseTheCheckerKnows() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        let list = Self.shortList(ExerciseChecker.exercises.filter(\.isCheckable).map(\.number))
        #expect(readme.contains("checks an answer to an exercise (\(list); "),
                "README.md should list: \(list)")
    }
}
