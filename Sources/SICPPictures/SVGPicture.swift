import SICPScheme
/// A picture as an SVG document: one `<line>` element per segment drawn,
/// in the order drawn, with the segment's own coordinates in the unit
/// frame. The group that holds them flips the y axis
/// (`transform="matrix(1 0 0 -1 0 1)"`), so the book's orientation holds:
/// (0, 0) at the bottom left, (1, 1) at the top right.
///
/// ```swift
/// SVGPicture.document([Segment(0, 0, 1, 1)])
/// // <?xml ...?><svg ... viewBox="-0.02 -0.02 1.04 1.04"> ...
/// // <line x1="0" y1="0" x2="1" y2="1"/> ...
/// ```
///
/// Coordinates are written with 4 decimals at most (a twentieth of a
/// pixel at 512 pixels); a segment with a coordinate that is not finite is
/// left out. The picture is 512 pixels square unless told otherwise, its
/// lines 0.003 of the frame wide (1.5 pixels at 512).
public enum SVGPicture {
    /// The whole document for `segments`, `size` pixels square.
    public static func document(_ segments: [Segment], size: Int = 512) -> String {
        header(width: size, height: size, viewBox: "-0.02 -0.02 1.04 1.04")
            + "<rect x=\"-0.02\" y=\"-0.02\" width=\"1.04\" height=\"1.04\" fill=\"white\"/>\n"
            + group(segments) + "</svg>\n"
    }

    /// Pictures side by side, each in its own unit frame with a title
    /// under it (for `sicp check --svg`: the learner's and the book's).
    public static func sideBySide(_ pictures: [(title: String, segments: [Segment])], size: Int = 400) -> String {
        let n = max(1, pictures.count)
        var body = "<rect x=\"-0.02\" y=\"-0.02\" width=\"\(Decimals.text(Double(n) * 1.1 - 0.06, places: 6))\" "
            + "height=\"1.16\" fill=\"white\"/>\n"
        for (index, picture) in pictures.enumerated() {
            let dx = Decimals.text(Double(index) * 1.1, places: 6)
            body += "<g transform=\"translate(\(dx) 0)\">\n"
            // The frame's grey outline, its width in the frame's units:
            // rsvg-convert draws `vector-effect="non-scaling-stroke"` as a
            // band over half the picture, where Chromium draws a hairline.
            body += "<rect x=\"0\" y=\"0\" width=\"1\" height=\"1\" fill=\"none\" stroke=\"#ccc\" "
                + "stroke-width=\"0.004\"/>\n"
            body += group(picture.segments)
            body += "<text x=\"0.5\" y=\"1.1\" text-anchor=\"middle\" font-size=\"0.06\" "
                + "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\">" + escape(picture.title) + "</text>\n"
            body += "</g>\n"
        }
        let width = Double(n) * 1.1 - 0.06
        return header(width: Int((Double(size) * width).rounded()), height: Int((Double(size) * 1.16).rounded()),
                      viewBox: "-0.02 -0.02 \(Decimals.text(width, places: 6)) 1.16")
            + body + "</svg>\n"
    }

    static func header(width: Int, height: Int, viewBox: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"\(viewBox)\">\n"
    }

    /// The segments' `<line>` elements in a group with the book's orientation.
    static func group(_ segments: [Segment]) -> String {
        var out = "<g transform=\"matrix(1 0 0 -1 0 1)\" stroke=\"black\" stroke-width=\"0.003\" "
            + "stroke-linecap=\"round\" fill=\"none\">\n"
        // Stops early when the running evaluation is asked to (`paint` then throws).
        var poll = Walk.Poll()
        for s in segments where s.x0.isFinite && s.y0.isFinite && s.x1.isFinite && s.y1.isFinite {
            if poll.shouldStop() { break }
            out += "<line x1=\"\(Decimals.text(s.x0, places: 4))\" y1=\"\(Decimals.text(s.y0, places: 4))\" "
                + "x2=\"\(Decimals.text(s.x1, places: 4))\" y2=\"\(Decimals.text(s.y1, places: 4))\"/>\n"
        }
        return out + "</g>\n"
    }

    /// `text` with XML's special characters as entities.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
