import SICPScheme
func show(_ v: Value) -> String {
    switch v { case .int(let n): return "\(n)"; case .bool(let b): return b ? "#t" : "#f"; case .symbol(let s): return s.name; case .unspecified: return ""; default: return "<v>" }
}
let args = CommandLine.arguments
do {
    try LargeStack.run {
        let i = Interp()
        for a in args.dropFirst() {
            do { for v in try i.evaluate(a) { print(show(v)) } } catch { print(error) }
        }
    }
} catch { print(error) }
