import Testing
@testable import SICP

@Suite struct AccumulateTests {
    @Test(arguments: shapes)
    func probe(shape: any AccumulateShape.Type) {
        #expect(shape.sum({ $0 }, from: 1, next: { $0 + 1 }, through: 10) == 55)
    }
}
