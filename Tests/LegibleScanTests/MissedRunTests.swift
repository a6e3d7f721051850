@testable import LegibleScan
import Testing

/// Failing runs that gave no region at all: big bold text whose strokes are flat inside (clock
/// digits of 88 px at 3x read as soft texture).
@Suite("Missed runs")
struct MissedRunTests {
    @Test("The flat inside of a stroke does not count in the edge sharpness")
    func sharpnessSkipsFlatInsides() {
        // One 40 x 40 square of ink (all pixels one color) on a flat background, as the stroke
        // of an 88 px bold digit at 3x: only its 156 rim pixels step to a neighbour, and those
        // steps are the whole contrast (160 levels). With the 1,444 flat inside pixels counted
        // (over 90 %), the 90th percentile would be 0.
        let width = 60, height = 60
        var rgba = [UInt8](repeating: 200, count: width * height * 4)
        var ink = [UInt8](repeating: 0, count: width * height)
        for y in 10..<50 {
            for x in 10..<50 {
                let index = y * width + x
                rgba[index * 4] = 40; rgba[index * 4 + 1] = 40; rgba[index * 4 + 2] = 40
                ink[index] = 1
            }
        }
        let runs = ConnectedComponents.label(ink, width: width, height: height, eightConnected: true)
        let square = Component(
            label: 1, x0: 10, y0: 10, x1: 50, y1: 50, pixelCount: 1600, peakDistance: 277,
            coverage: 1600, sharpness: 1, ink: (40, 40, 40), background: (200, 200, 200), direction: (-1, 0, 0))
        let sharpness = rgba.withUnsafeBufferPointer { buffer in
            TextureGate.edgeSharpness(
                [square], pixels: ComponentPixels(runs: runs), image: ImageView(width: width, height: height, rgba: buffer),
                contrast: 160)
        }
        #expect(runs.count == 1)
        #expect(abs(sharpness - 1) < 1e-9, "\(sharpness)")
    }
}
