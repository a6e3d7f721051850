import Foundation
import LegibleScan

/// Builds synthetic screenshots: text drawn with ``BitmapFont`` on a supersampled canvas, then
/// box-filtered down (the anti-aliasing a browser would add), over a flat or varying background.
struct SyntheticScreen {
    static let supersample = 4
    let width: Int
    let height: Int
    /// Supersampled canvas, RGBA.
    private(set) var canvas: [UInt8]

    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    init(width: Int, height: Int, background: RGB) {
        self.init(width: width, height: height) { _, _ in background }
    }

    /// `background(x, y)` gives the color at image pixel (x, y) (fractional in the canvas).
    init(width: Int, height: Int, background: (Double, Double) -> RGB) {
        self.width = width
        self.height = height
        let s = Self.supersample
        var canvas = [UInt8](repeating: 255, count: width * s * height * s * 4)
        for y in 0..<(height * s) {
            for x in 0..<(width * s) {
                let c = background(Double(x) / Double(s), Double(y) / Double(s))
                let o = (y * width * s + x) * 4
                canvas[o] = c.red
                canvas[o + 1] = c.green
                canvas[o + 2] = c.blue
            }
        }
        self.canvas = canvas
    }

    /// Draws `text` with its top-left at image pixel (x, y); one font pixel is `fontPixel`
    /// image pixels (a multiple of 0.25). Bold doubles every stroke horizontally and widens
    /// the advance. Returns the ink box in image pixels (x, y, w, h), rounded outwards.
    @discardableResult
    mutating func drawText(
        _ text: String, x: Double, y: Double, fontPixel: Double, color: RGB, bold: Bool = false
    ) -> PixelRect {
        let s = Self.supersample
        let unit = Int((fontPixel * Double(s)).rounded())
        let cw = width * s, ch = height * s
        var penX = Int((x * Double(s)).rounded())
        let top = Int((y * Double(s)).rounded())
        let advance = (bold ? 7 : 6) * unit
        for character in text {
            for pass in 0..<(bold ? 2 : 1) {
                BitmapFont.draw(
                    String(character), into: &canvas, width: cw, height: ch, x: penX + pass * unit, y: top,
                    scale: unit, color: color)
            }
            penX += advance
        }
        let inkWidth = (text.count - 1) * advance + (bold ? 6 : 5) * unit
        let left = Int((x * Double(s)).rounded()) / s
        let right = (Int((x * Double(s)).rounded()) + inkWidth + s - 1) / s
        let bottom = (top + 7 * unit + s - 1) / s
        return PixelRect(x: left, y: top / s, width: right - left, height: bottom - top / s)
    }

    /// Paints a solid rectangle in image pixels.
    mutating func fill(_ rect: PixelRect, color: RGB) {
        let s = Self.supersample
        for y in (rect.y * s)..<min(height * s, (rect.y + rect.height) * s) {
            for x in (rect.x * s)..<min(width * s, (rect.x + rect.width) * s) {
                let o = (y * width * s + x) * 4
                canvas[o] = color.red
                canvas[o + 1] = color.green
                canvas[o + 2] = color.blue
            }
        }
    }

    /// Paints every canvas point within `radius` image pixels of the segment from (x0, y0) to
    /// (x1, y1) (image pixels): a round-capped stroke, as vector icons are drawn.
    mutating func stroke(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, radius: Double, color: RGB) {
        let s = Double(Self.supersample)
        let dx = x1 - x0, dy = y1 - y0, length2 = max(dx * dx + dy * dy, 1e-9)
        let cw = width * Self.supersample
        for cy in Int((min(y0, y1) - radius) * s)...Int((max(y0, y1) + radius) * s) {
            for cx in Int((min(x0, x1) - radius) * s)...Int((max(x0, x1) + radius) * s) {
                guard cx >= 0, cy >= 0, cx < cw, cy < height * Self.supersample else { continue }
                let px = (Double(cx) + 0.5) / s, py = (Double(cy) + 0.5) / s
                let t = max(0, min(1, ((px - x0) * dx + (py - y0) * dy) / length2))
                let ex = px - (x0 + t * dx), ey = py - (y0 + t * dy)
                guard ex * ex + ey * ey <= radius * radius else { continue }
                let o = (cy * cw + cx) * 4
                canvas[o] = color.red
                canvas[o + 1] = color.green
                canvas[o + 2] = color.blue
            }
        }
    }

    /// The image: each pixel the mean of its supersample block (box filter), rounded.
    var rgba: [UInt8] {
        let s = Self.supersample
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<3 {
                    var sum = 0
                    for dy in 0..<s {
                        for dx in 0..<s {
                            sum += Int(canvas[((y * s + dy) * width * s + x * s + dx) * 4 + channel])
                        }
                    }
                    out[(y * width + x) * 4 + channel] = UInt8((sum + s * s / 2) / (s * s))
                }
            }
        }
        return out
    }
}

/// WCAG 2.x contrast of two 8-bit colors, computed independently of the scanner.
func referenceRatio(_ a: SyntheticScreen.RGB, _ b: SyntheticScreen.RGB) -> Double {
    func linear(_ v: UInt8) -> Double {
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    func luminance(_ c: SyntheticScreen.RGB) -> Double {
        0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }
    let la = luminance(a), lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

/// Intersection over union of two rects.
func iou(_ a: PixelRect, _ b: PixelRect) -> Double {
    let inter = a.intersectionArea(with: b)
    let union = a.area + b.area - inter
    return union > 0 ? Double(inter) / Double(union) : 0
}
