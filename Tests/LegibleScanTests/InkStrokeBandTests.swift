import Foundation
import LegibleCore
import Testing

@testable import LegibleScan

/// Strokes too thin for a plateau after a Lanczos resample are read at the rank of their true
/// ink, on images that look resampled only.
@Suite("Scanner: stroke band of thin resampled strokes")
struct InkStrokeBandTests {
    /// Distances of one line's ink pixels: anti-aliased edges from 20 to 190, `flat` pixels at
    /// 200 and `spread` pixels spread evenly over 180–230 (a ringing cross-section peaks anywhere).
    static func distances(flat: Int, spread: Int) -> [Double] {
        var d = stride(from: 20.0, through: 190, by: 5).map { $0 }
        d += (0..<flat).map { _ in 200.0 }
        d += (0..<spread).map { 180 + 50 * Double($0) / Double(max(1, spread - 1)) }
        return d.sorted()
    }

    @Test("A spread top gives a stroke band at the 60th percentile of the upper half; a flat top, JPEG or 1x none")
    func strokeBandOnlyForSpreadTops() throws {
        let spread = InkPlateau.bands(sorted: Self.distances(flat: 0, spread: 101), scale: 2, inkBand: 0, excess: 0)
        let stroke = try #require(spread.stroke)
        // Upper half: the edges from 115 up (16) and the 101 spread pixels; their 60th percentile.
        let upper = Self.distances(flat: 0, spread: 101).filter { $0 >= 0.5 * 229.75 }
        let expected = upper[Int(0.6 * Double(upper.count - 1))]
        #expect(abs(stroke.distance - expected) <= 0.5, "\(stroke) vs \(expected)")
        #expect(stroke.lower < stroke.distance && stroke.upper > stroke.distance)
        // A rendered plateau at the top: most upper-half pixels are in the top band.
        #expect(InkPlateau.bands(sorted: Self.distances(flat: 80, spread: 0), scale: 2, inkBand: 0, excess: 0).stroke == nil)
        #expect(InkPlateau.bands(sorted: Self.distances(flat: 0, spread: 101), scale: 2, inkBand: 9, excess: 3).stroke == nil)
        #expect(InkPlateau.bands(sorted: Self.distances(flat: 0, spread: 101), scale: 1, inkBand: 0, excess: 0).stroke == nil)
    }

    static func measurement(stroke: Bool) -> LineMeasurement {
        LineMeasurement(
            rect: PixelRect(x: 0, y: 0, width: 100, height: 20), foreground: (110, 110, 110),
            background: (255, 255, 255), isComplex: false, ratio: 5.2, worstRatio: 5.2, fontSize: 14,
            isBold: false, isWeightUncertain: false, rejection: nil, memberCount: 5, isOneShape: false, edgeSharpness: 0.9,
            strokeInk: stroke ? ((122, 122, 122), 4.3) : nil)
    }

    @Test("The stroke ink is reported from a fifth of the image's lines up; under it nothing changes")
    func imageShare() {
        var few = [Self.measurement(stroke: true)] + (0..<5).map { _ in Self.measurement(stroke: false) }
        InkPlateau.useStrokeInk(&few)
        #expect(few[0].ratio == 5.2 && few[0].foreground == (110, 110, 110))
        var many = [Self.measurement(stroke: true)] + (0..<4).map { _ in Self.measurement(stroke: false) }
        InkPlateau.useStrokeInk(&many)
        #expect(many[0].ratio == 4.3 && many[0].worstRatio == 4.3 && many[0].foreground == (122, 122, 122))
        #expect(many[1].ratio == 5.2)
    }

    /// Stems of small regular text (widths 3.5–4.5 px at 3x, 2⅓–3 px at 2x, at every phase of
    /// the 2x grid) drawn at 3x and Lanczos-resampled to 2x along a row: every stem rings to its
    /// own peak, so the top is spread and over 8 % past the ink; the stroke band reads it within 3 %.
    @Test("Resampled thin stems: the stroke band reads the ink within 3 %, the top over 8 % out", arguments: [40.0, 110.0, 200.0])
    func resampledStems(contrast: Double) throws {
        var distances: [Double] = []
        for row in 0..<12 {
            // One 3x row of 21 stems over a background of 0, ink `contrast` (a distance).
            var source = [Double](repeating: 0, count: 21 * 24)
            for stem in 0..<21 {
                let width = 3.5 + 0.05 * Double((stem * 7 + row * 3) % 21)
                let start = Double(stem * 24) + 8 + 0.37 * Double((stem + row) % 8)
                for x in 0..<source.count {
                    // Box coverage of pixel [x, x + 1) by [start, start + width).
                    let covered = max(0, min(Double(x + 1), start + width) - max(Double(x), start))
                    source[x] = max(source[x], covered * contrast)
                }
            }
            let resampled = LanczosResample.axis(source, count: source.count, outCount: source.count * 2 / 3)
            distances += resampled.map { ($0.rounded()).magnitude }.filter { $0 > 10 }
        }
        let bands = InkPlateau.bands(sorted: distances.sorted(), scale: 2, inkBand: 0, excess: 0)
        let stroke = try #require(bands.stroke)
        #expect(abs(stroke.distance / contrast - 1) <= 0.03, "\(stroke.distance) for \(contrast)")
        #expect(bands.top / 0.97 / contrast - 1 > 0.08, "top \(bands.top / 0.97) for \(contrast)")
    }
}
