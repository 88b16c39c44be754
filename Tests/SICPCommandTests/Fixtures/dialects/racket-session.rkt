Welcome to Racket v8.2 [cs].
> (define lst (list 3 1 2))
> (displayln (sort lst <))
(1 2 3)
> (foldl cons null lst)
'(2 1 3)
> 
