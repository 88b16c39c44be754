// The line editor's work per key: laying out an entry of many lines and
// rendering it into the bytes of one redraw (no terminal), and one keypress
// on it (the edit, the bracket scan that marks unmatched closers, the layout
// and the render), as LineEditor does for each key.

import LineEditor

/// Registers the editor family: redraw and keypress on entries of n lines.
func registerEditorBenchmarks(into registry: inout Registry) {
    registry.addFamily(BenchmarkFamily(
        name: "editor", parameter: "lines",
        summary: "The line editor: redraw an entry of n lines (layout + render to bytes), one keypress on it",
        notes: [
            "Each line is `  (+ (term a) (sum term (next a) next b)) ; 合計` (46 columns, wide characters "
                + "included), on an 80-column screen with wrapping. redraw: Layout + render into a byte buffer; "
                + "keypress: EditorState.handle(Left or Right, alternately) + Brackets.scan + Layout + render. "
                + "Per line.",
        ]))
    for lines in [10, 50, 200] {
        let entry = "(define (f a b)\n" + String(repeating: "  (+ (term a) (sum term (next a) next b)) ; 合計\n", count: lines - 1)
        let text = Array(entry.dropLast())
        registry.add("editor", "redraw", size: lines, unit: "line", baseline: nil, quick: lines == 50) {
            var bytes: [UInt8] = []
            return {
                bytes.removeAll(keepingCapacity: true)
                let layout = Layout(prompt: "sicp> ", continuationPrompt: "  ... ", text: text,
                                    cursor: text.count / 2, width: 80)
                layout.render(text, previousCursorRow: layout.cursorRow, into: &bytes)
                blackHole(bytes.count)
            }
        }
        registry.add("editor", "keypress", size: lines, unit: "line", baseline: nil, quick: lines == 50) {
            var state = EditorState(delegate: LineEditorDelegate(prompt: "sicp> ", continuationPrompt: "  ... "))
            state.text = text
            state.cursor = text.count / 2
            var bytes: [UInt8] = []
            var left = true
            return {
                _ = state.handle(left ? .left : .right)
                left.toggle()
                bytes.removeAll(keepingCapacity: true)
                let layout = Layout(prompt: state.prompt, continuationPrompt: "  ... ", text: state.text,
                                    cursor: state.cursor, width: 80)
                layout.render(state.text, previousCursorRow: layout.cursorRow,
                              highlighted: Brackets.scan(state.text).unmatched, into: &bytes)
                blackHole(bytes.count)
            }
        }
    }
}
