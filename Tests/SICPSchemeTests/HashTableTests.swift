import SICPScheme
import Testing

/// One hash table under MIT's, SRFI 69's, Racket's, Guile's and Gauche's names.
@Suite struct HashTableTests {
    @Test(arguments: [
        // MIT
        ("(define t (make-equal-hash-table)) (hash-table-set! t '(1 2) 'x) (hash-table-ref/default t (list 1 2) #f)", "x"),
        ("(define t (make-strong-eqv-hash-table)) (hash-table-set! t 10 'ten) (hash-table-ref t 10)", "ten"),
        ("(define t (make-equal-hash-table)) (hash-table-ref t 'k (lambda () 'none))", "none"),
        ("(define t (make-equal-hash-table)) (hash-table-set! t 'a 2) (hash-table-ref t 'a (lambda () 0) (lambda (v) (* v 100)))", "200"),
        ("(define t (make-string-hash-table)) (hash-table/put! t \"k\" 1) (hash-table/get t (string-append \"k\" \"\") 0)", "1"),
        ("(define t (make-equal-hash-table)) (hash-table-set! t 'a 1) (hash-table-set! t 'b 2) (hash-table-set! t 'a 3) (list (hash-table-count t) (hash-table-size t) (hash-table/count t))", "(2 2 2)"),
        ("(define t (make-equal-hash-table)) (hash-table-set! t 'a 1) (hash-table-set! t 'b 2) (list (hash-table-keys t) (hash-table/key-list t) (hash-table-values t) (hash-table/datum-list t) (hash-table->alist t))", "((a b) (a b) (1 2) (1 2) ((a . 1) (b . 2)))"),
        ("(define t (make-equal-hash-table)) (hash-table-set! t 'a 1) (hash-table-delete! t 'a) (hash-table/remove! t 'zz) (list (hash-table-contains? t 'a) (hash-table-exists? t 'a) (hash-table-count t))", "(#f #f 0)"),
        ("(define t (make-equal-hash-table)) (hash-table-update! t 'n (lambda (x) (+ x 1)) (lambda () 0)) (hash-table-update! t 'n (lambda (x) (+ x 1))) (hash-table-ref t 'n)", "2"),
        ("(define t (make-equal-hash-table)) (hash-table-update!/default t 'n (lambda (x) (cons 1 x)) '()) (hash-table-update!/default t 'n (lambda (x) (cons 2 x)) '()) (hash-table-ref t 'n)", "(2 1)"),
        ("(define t (make-equal-hash-table)) (hash-table-set! t 1 2) (hash-table-set! t 3 4) (define s 0) (hash-table-walk t (lambda (k v) (set! s (+ s k v)))) s", "10"),
        ("(define t (make-equal-hash-table)) (hash-table-set! t 1 2) (define c (hash-table-copy t)) (hash-table-clear! t) (list (hash-table-count t) (hash-table-ref/default c 1 #f))", "(0 2)"),
        ("(list (hash-table? (make-equal-hash-table)) (hash-table? '()) (hash? (make-hash)))", "(#t #f #t)"),
        ("(define t (make-strong-eq-hash-table)) (hash-table-set! t (list 1) 'x) (hash-table-ref/default t (list 1) 'missing)", "missing"),
        ("(define t (make-eqv-hash-table)) (hash-table-set! t 2.5 'x) (hash-table-ref/default t 2.5 #f)", "x"),
        ("(define t (make-equal-hash-table)) (hash-table-set! t 1 'a) (hash-table-set! t 2 'b) (hash-table-fold t (lambda (k v acc) (cons k acc)) '())", "(2 1)"),
        ("(define t (make-equal-hash-table)) (hash-table-set! t 1 'a) (hash-table-set! t 2 'b) (hash-table-count (lambda (k v) (odd? k)) t)", "1"),
        // SRFI 69 and Gauche
        ("(define t (make-hash-table)) (hash-table-set! t \"s\" 1) (hash-table-ref t \"s\")", "1"),
        ("(define t (make-hash-table eqv?)) (hash-table-set! t 1 'one) (hash-table-ref/default t 1 #f)", "one"),
        ("(define t (make-hash-table (lambda (a b) (= (abs a) (abs b))))) (hash-table-set! t 3 'x) (hash-table-ref/default t -3 #f)", "x"),
        ("(define t (make-hash-table (lambda (a b) (= (abs a) (abs b))) abs)) (hash-table-set! t 3 'x) (hash-table-delete! t -3) (hash-table-count t)", "0"),
        ("(define t (make-hash-table 'equal?)) (hash-table-put! t '(a) 1) (list (hash-table-get t '(a)) (hash-table-get t 'b 0) (hash-table-num-entries t))", "(1 0 1)"),
        ("(define t (alist->hash-table '((a . 1) (b . 2) (a . 3)))) (list (hash-table-ref t 'a) (hash-table-count t))", "(1 2)"),
        ("(define t (make-hash-table)) (hash-table-update! t 'k (lambda (x) (+ x 1)) 10) (hash-table-ref t 'k)", "11"),
        // Racket
        ("(define h (make-hash)) (hash-set! h 'a 1) (list (hash-ref h 'a) (hash-ref h 'b 0) (hash-ref h 'b (lambda () 'thunk)) (hash-has-key? h 'a) (hash-count h))", "(1 0 thunk #t 1)"),
        ("(define h (make-hash '((a . 1) (b . 2)))) (hash-remove! h 'a) (list (hash-keys h) (hash-values h) (hash->list h))", "((b) (2) ((b . 2)))"),
        ("(define h (make-hash)) (hash-update! h 'n add1 0) (hash-update! h 'n add1) (hash-ref h 'n)", "2"),
        ("(define h (make-hasheq)) (hash-set! h 'x 1) (hash-set! h 'y 2) (hash-map h (lambda (k v) (list k v)))", "((x 1) (y 2))"),
        ("(define h (make-hasheqv)) (hash-set! h 1 'a) (define out '()) (hash-for-each h (lambda (k v) (set! out (cons v out)))) out", "(a)"),
        ("(define h (hash 'a 1 'b 2)) (define g (hash-set h 'c 3)) (list (hash-count h) (hash-count g) (hash-ref g 'c))", "(2 3 3)"),
        ("(define h (make-hash)) (list (hash-ref! h 'k 5) (hash-ref h 'k))", "(5 5)"),
        // Guile
        ("(define h (make-hash-table)) (hash-set! h 'a 1) (list (hash-ref h 'a) (hash-ref h 'b))", "(1 #f)"),
        ("(define h (make-hash-table)) (define handle (hash-create-handle! h 'k 0)) (set-cdr! handle 9) (list handle (hash-ref h 'k) (hash-get-handle h 'zz))", "((k . 9) 9 #f)"),
        ("(define h (make-hash-table)) (hashq-set! h 'a 1) (hashv-set! h 2 'b) (list (hashq-ref h 'a) (hashv-ref h 2) (hashq-ref h 'c 'd))", "(1 b d)"),
        ("(define h (make-hash-table)) (hash-set! h 1 2) (hash-fold (lambda (k v acc) (+ k v acc)) 0 h)", "3"),
        ("(define h (make-hash-table)) (hash-set! h 1 2) (hash-map->list cons h)", "((1 . 2))"),
        // Circular keys end; vectors and strings hash by content under equal?.
        ("(define t (make-equal-hash-table)) (define l (list 1 2)) (set-cdr! (cdr l) l) (hash-table-set! t l 'c) (hash-table-ref/default t l #f)", "c"),
        ("(define t (make-equal-hash-table)) (hash-table-set! t '#(1 \"a\") 'v) (hash-table-ref/default t '#(1 \"a\") #f)", "v"),
        ("(define t (make-equal-hash-table)) (do ((i 0 (+ i 1))) ((= i 1000)) (hash-table-set! t i (* i i))) (do ((i 0 (+ i 2))) ((>= i 1000)) (hash-table-delete! t i)) (list (hash-table-count t) (hash-table-ref t 999) (car (hash-table-keys t)))", "(500 998001 1)"),
    ])
    func aTableAnswersUnderEveryDialectsNames(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(make-equal-hash-table)", "#<hash-table 0/31>"),
        ("(define h (make-hash-table)) (hash-set! h 1 2) h", "#<hash-table 1/31>"),
        ("(make-hash-table 100)", "#<hash-table 0/113>"),
        ("(define t (make-equal-hash-table)) (do ((i 0 (+ i 1))) ((= i 40)) (hash-table-set! t i i)) t", "#<hash-table 40/61>"),
    ])
    func aTablePrintsAsGuilePrintsIt(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(hash-table-set! 5 1 2)", ";The object 5, passed as the first argument to hash-table-set!, is not the correct type."),
        ("(hash-table-ref (make-equal-hash-table) 'zz)", ";The object zz, passed as an argument to hash-table-ref, is not in the correct range."),
        ("(hash-table-update! (make-equal-hash-table) 'q (lambda (x) x))", ";The object q, passed as an argument to hash-table-ref, is not in the correct range."),
        ("(hash-table-get (make-hash-table) 'zz)", ";The object zz, passed as an argument to hash-table-get, is not in the correct range."),
        ("(hash-ref '((a . 1)) 'a)", ";The object ((a . 1)), passed as the first argument to hash-ref, is not the correct type."),
        ("(hash-set! (hash 'a 1) 'b 2)", ";The object #<hash-table 1/31>, passed as the first argument to hash-set!, is not the correct type."),
        ("(make-hash-table 'foo?)", ";The object foo?, passed as the first argument to make-hash-table, is not in the correct range."),
        ("(make-hash '((a . 1) . 5))", ";The object ((a . 1) . 5), passed as the first argument to make-hash, is not the correct type."),
        ("(hash-table-walk (make-equal-hash-table) 5)", ";The object 5, passed as the second argument to hash-table-walk, is not the correct type."),
        ("(hash 'a)", ";The object a, passed as the first argument to hash, is not the correct type."),
        ("(define t (make-equal-hash-table)) (hash-table-set! t 1 1) (hash-table-walk t (lambda (k v) (car k)))", ";The object 1, passed as the first argument to car, is not the correct type."),
    ])
    func badArgumentsAreMITsErrors(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
