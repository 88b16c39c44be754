@testable import LineEditor
import Testing

@Suite struct KeyDecoderTests {
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test func printableAndControlBytes() {
        #expect(keys("a(") == [.character("a"), .character("(")])
        #expect(keys("\u{01}\u{05}\u{0B}\u{15}\u{17}\u{19}\u{14}\u{0C}\u{12}\u{03}\u{04}")
            == ["a", "e", "k", "u", "w", "y", "t", "l", "r", "c", "d"].map { Key.control($0) })
        // Return is CR; LF is Ctrl-J (raw mode does not translate it).
        #expect(keys("\r\n\t\u{7F}\u{08}") == [.enter, .control("j"), .tab, .backspace, .backspace])
    }

    @Test func csiAndSS3Sequences() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD\u{1B}OH\u{1B}OF") == [.up, .down, .right, .left, .home, .end])
        #expect(keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[3~")
            == [.home, .end, .home, .end, .home, .end, .delete])
        #expect(keys("\u{1B}[1;5C\u{1B}[1;5D\u{1B}[1;3C") == [.wordRight, .wordLeft, .wordRight])
        #expect(keys("\u{1B}[15~\u{1B}[Zx") == [.unknown, .unknown, .character("x")])
    }

    @Test func altPrefixedKeys() {
        #expect(keys("\u{1B}b\u{1B}f\u{1B}\u{7F}") == [.alt("b"), .alt("f"), .altBackspace])
        #expect(keys("\u{1B}") == [.escape])
    }

    @Test func utf8IsDecodedIntoCharacters() {
        #expect(keys("日本é") == [.character("日"), .character("本"), .character("é")])
        #expect(keys("🙂") == [.character("🙂")])
        // An invalid byte becomes U+FFFD, never a crash.
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x61]) == [.character("\u{FFFD}"), .character("a")])
    }

    @Test func sequencesCutBetweenReadsWaitForTheirRest() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("A".utf8)) == [.up])
        let bytes = Array("日".utf8)
        #expect(decoder.decode(bytes[0..<2]) == [])
        #expect(decoder.decode(bytes[2...]) == [.character("日")])
    }

    @Test func bracketedPasteIsOneKeyWithItsTextAsItIs() {
        #expect(keys("\u{1B}[200~(define (f x)\r\n  (* x x))\r(f 2)\u{1B}[201~x")
            == [.paste("(define (f x)\n  (* x x))\n(f 2)"), .character("x")])
        // The end marker split across reads.
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~ab\u{1B}[20".utf8)) == [])
        #expect(decoder.decode(Array("1~".utf8)) == [.paste("ab")])
        // Escape codes inside a paste stay text, never keys.
        #expect(keys("\u{1B}[200~a\u{1B}[Ab\u{1B}[201~") == [.paste("a\u{1B}[Ab")])
    }
}
