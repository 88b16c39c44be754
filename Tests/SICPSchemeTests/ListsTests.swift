import SICPScheme
import Testing

@Suite struct ListsTests {
    @Test(arguments: [
        ("(member \"B\" '(\"a\" \"b\" \"c\") string-ci=?)", "(\"b\" \"c\")"),
        ("(member (list 'a) '(b (a) c))", "((a) c)"),
        ("(member 2.0 '(1 2 3) =)", "(2 3)"),
        ("(assoc 2.0 '((1 1) (2 4) (3 9)) =)", "(2 4)"),
        ("(assoc 5 '((2 3)))", "#f"),
        ("(list (list-copy '(1 2 3)) (list-copy \"foo\") (list-copy '()) (list-copy '(6 7 8 . 9)))",
         "((1 2 3) \"foo\" () (6 7 8 . 9))"),
        ("(let* ((a '((1) 2)) (b (list-copy a))) (list (eq? a b) (eq? (car a) (car b))))", "(#f #t)"),
        ("(let ((l (list 0 1 2))) (list-set! l 1 'x) l)", "(0 x 2)"),
        ("(make-list 3 'x)", "(x x x)"),
        ("(length (make-list 2))", "2"),
    ])
    func procedures(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(let ((l (list 1 2))) (set-cdr! (cdr l) l) (member 3 l))",
         ";The object #0=(1 2 . #0#), passed as the second argument to member, is not the correct type."),
        ("(let ((l (list '(1)))) (set-cdr! l l) (assoc 3 l))",
         ";The object #0=((1) . #0#), passed as the second argument to assoc, is not the correct type."),
        ("(let ((l (list 1 2))) (set-cdr! (cdr l) l) (list-copy l))",
         ";The object #0=(1 2 . #0#), passed as the first argument to list-copy, is not the correct type."),
        ("(member 1 '(2 . 3))", ";The object (2 . 3), passed as the second argument to member, is not the correct type."),
        ("(list-set! (list 1) 1 'x)", ";The object 1, passed as the second argument to list-set!, is not in the correct range."),
        ("(make-list 100000000000)", ";Aborting!: out of memory"),
        ("(member 1 '(1) 5)", ";The object 5, passed as the third argument to member, is not the correct type."),
    ])
    func badInput(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
