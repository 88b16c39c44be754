import SICPScheme
import Testing

@Suite struct VectorsTests {
    @Test(arguments: [
        ("#(1 (2) \"x\")", "#(1 (2) \"x\")"),
        ("(vector 'a \"b\" #\\c)", "#(a \"b\" #\\c)"),
        ("(list (vector? #(1)) (vector? '(1)) (vector-length #()) (vector-length (make-vector 3 'x)))", "(#t #f 0 3)"),
        ("(make-vector 2 'x)", "#(x x)"),
        ("(vector-ref #(1 2 3) 2)", "3"),
        ("(let ((v (vector 1 2 3))) (vector-set! v 0 'a) v)", "#(a 2 3)"),
        ("(list (vector->list #(1 2 3 4)) (vector->list #(1 2 3 4) 1) (vector->list #(1 2 3 4) 1 3))",
         "((1 2 3 4) (2 3 4) (2 3))"),
        ("(list->vector '(1 2))", "#(1 2)"),
        ("(let ((v (vector 1 2 3 4))) (vector-fill! v 'z 1 3) v)", "#(1 z z 4)"),
        ("(let* ((v #(1 2 3)) (w (vector-copy v))) (list w (eq? v w) (vector-copy v 1) (vector-copy v 1 2)))",
         "(#(1 2 3) #f #(2 3) #(2))"),
        ("(let ((v (vector 1 2 3 4 5))) (vector-copy! v 0 v 2) v)", "#(3 4 5 4 5)"),
        ("(let ((v (vector 1 2 3 4 5))) (vector-copy! v 2 v 0 3) v)", "#(1 2 1 2 3)"),
        ("(vector-append #(1) #() #(2 3))", "#(1 2 3)"),
        ("(vector-map + #(1 2) #(10 20 30))", "#(11 22)"),
        ("(let ((n 0)) (vector-for-each (lambda (x) (set! n (+ n x))) #(1 2 3)) n)", "6"),
        ("(define x 5) (define l '(1 2)) `#(a ,x ,@l b)", "#(a 5 1 2 b)"),
        ("`(1 #(,(+ 1 1)))", "(1 #(2))"),
        ("(equal? (vector 1 (list 2)) #(1 (2)))", "#t"),
    ])
    func procedures(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(vector-ref #(1 2) 2)", ";The object 2, passed as the second argument to vector-ref, is not in the correct range."),
        ("(vector-ref '(1 2) 0)", ";The object (1 2), passed as the first argument to vector-ref, is not the correct type."),
        ("(vector-set! #(1) 'a 0)", ";The object a, passed as the second argument to vector-set!, is not the correct type."),
        ("(make-vector 100000000000)", ";Aborting!: out of memory"),
        ("(make-vector -2)", ";The object -2, passed as the first argument to make-vector, is not in the correct range."),
        ("(vector->list #(1 2) 3)", ";The object 3, passed as the second argument to vector->list, is not in the correct range."),
        ("(vector-copy! (vector 1) 0 #(1 2))",
         ";The object #(1 2), passed as the third argument to vector-copy!, is not in the correct range."),
        ("(let ((l (list 1))) (set-cdr! l l) (list->vector l))",
         ";The object #0=(1 . #0#), passed as the first argument to list->vector, is not the correct type."),
        ("(vector-map car #(1))", ";The object 1, passed as the first argument to car, is not the correct type."),
    ])
    func badInput(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
