extension ExerciseChecker {
    /// Section 1.1's exercises (see `Exercise` for an entry's format).
    static let section1_1: [Exercise] = []
}
