(load "mit-session.txt")
(display (square 3))
(newline)
