; Exercise 3.59 (b): todo
