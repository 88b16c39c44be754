import Testing
import SICPScheme

/// The kit as Scheme sees it: every procedure in its three names (plain,
/// `-recursive`, `-iterative`), with built-in and user-defined arguments.
@Suite struct KitTests {
    static let shapes = ["", "-recursive", "-iterative"]

    @Test(arguments: shapes)
    func sumAndProduct(shape: String) throws {
        #expect(try Scheme.eval("(sum\(shape) cube 1 inc 10)") == "3025")
        #expect(try Scheme.eval("(sum\(shape) identity 1 inc 100)") == "5050")
        #expect(try Scheme.eval("(sum\(shape) (lambda (x) (* x x)) 1 (lambda (x) (+ x 1)) 10)") == "385")
        #expect(try Scheme.eval("(product\(shape) identity 1 inc 6)") == "720")
        #expect(try Scheme.eval("(product\(shape) identity 1 inc 30)") == "265252859812191058636308480000000")
        // An empty range gives the null value; one term gives that term.
        #expect(try Scheme.eval("(sum\(shape) identity 5 inc 4)") == "0")
        #expect(try Scheme.eval("(product\(shape) identity 5 inc 4)") == "1")
        #expect(try Scheme.eval("(sum\(shape) cube 3 inc 3)") == "27")
        // Exact rationals stay exact; a float term makes the sum inexact.
        #expect(try Scheme.eval("(sum\(shape) (lambda (k) (/ 1 k)) 1 inc 4)") == "25/12")
        #expect(try Scheme.eval("(sum\(shape) (lambda (k) (* 1. k)) 1 inc 4)") == "10.0")
    }

    @Test(arguments: shapes)
    func accumulateAndFilteredAccumulate(shape: String) throws {
        #expect(try Scheme.eval("(accumulate\(shape) + 0 cube 1 inc 10)") == "3025")
        #expect(try Scheme.eval("(accumulate\(shape) * 1 identity 1 inc 5)") == "120")
        let primes = "(define (prime? n) (and (> n 1) (let loop ((d 2)) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (loop (+ d 1)))))))"
        #expect(try Scheme.eval("\(primes) (filtered-accumulate\(shape) + 0 square 2 inc 10 prime?)") == "87")
        #expect(try Scheme.eval("(filtered-accumulate\(shape) * 1 identity 1 inc 9 (lambda (i) (= 1 (gcd i 10))))") == "189")
    }

    @Test func theFoldOrderShowsWithANonCommutativeCombiner() throws {
        // (((0-1)-2)-3)-4 iteratively, 1-(2-(3-(4-0))) recursively.
        #expect(try Scheme.eval("(accumulate - 0 identity 1 inc 4)") == "-10")
        #expect(try Scheme.eval("(accumulate-iterative - 0 identity 1 inc 4)") == "-10")
        #expect(try Scheme.eval("(accumulate-recursive - 0 identity 1 inc 4)") == "-2")
        #expect(try Scheme.eval("(accumulate-recursive cons '() identity 1 inc 3)") == "(1 2 3)")
        #expect(try Scheme.eval("(accumulate-iterative cons '() identity 1 inc 3)") == "(((() . 1) . 2) . 3)")
    }

    @Test func pascalsTriangle() throws {
        #expect(try Scheme.eval("(pascal-triangle 10 3)") == "36")
        #expect(try Scheme.eval("(pascal-triangle 11 4)") == "120")
        #expect(try Scheme.eval("(pascal-naive 11 4)") == "120")
        #expect(try Scheme.eval("(pascal-memoized 26 13)") == "5200300")
        #expect(try Scheme.eval("(pascal-triangle 101 51)") == "100891344545564193334812497256")
        #expect(try Scheme.eval("(pascal-triangle 5 0)") == "0")
        #expect(try Scheme.eval("(pascal-triangle 5 6)") == "0")
        #expect(try Scheme.eval("(pascal-naive -3 -1)") == "0")
    }

    @Test func sumIntegersAndProductIntegers() throws {
        #expect(try Scheme.eval("(sum-integers 1 10)") == "55")
        #expect(try Scheme.eval("(sum-integers 1 100)") == "5050")
        #expect(try Scheme.eval("(product-integers 1 5)") == "120")
        #expect(try Scheme.eval("(product-integers 1 6)") == "720")
        #expect(try Scheme.eval("(product-integers 1 25)") == "15511210043330985984000000")
    }

    @Test(arguments: [
        ("(sum identity 'a inc 10)", ";The object a, passed as the second argument to integer-less?, is not the correct type."),
        ("(sum 3 1 inc 10)", ";The object 3 is not applicable."),
        ("(sum identity 1 (lambda (x) 'z) 10)", ";The object z, passed as the second argument to integer-less?, is not the correct type."),
        ("(sum identity 1 inc)", ";The procedure #[compiled-procedure 12 (\"sum\" #x10) #xbc sum] has been called with 3 arguments; it requires exactly 4 arguments."),
        ("(pascal-triangle 'a 1)", ";The object a, passed as the first argument to pascal-triangle, is not the correct type."),
        ("(pascal-naive 200 100)", ";The object 200, passed as the first argument to pascal-naive, is not in the correct range."),
        ("(pascal-triangle 100000000 50000000)", ";Aborting!: out of memory"),
    ])
    func badArgumentsAreReported(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }

    @Test func everyKitNameCanBeRedefined() throws {
        // The seed redefines sum with its own iterative version.
        let source = """
            (define (sum term a next b)
              (define (iter a result)
                (if (> a b)
                    result
                    (iter  (next a) (+ result (term a) ) ) ) )
              (iter a 0) )
            (define (sum-integers a b)
              (define (inc x)  (+ x 1) )
              (define (identity x) x)
              (sum identity a inc b)
            )
            (list (sum-integers 1 10) (sum-integers 1 100))
            """
        #expect(try Scheme.eval(source) == "(55 5050)")
    }
}
