; exercise 1.36: notes only
(display "about 35 steps without damping")
