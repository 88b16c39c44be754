print("sicp: placeholder")
