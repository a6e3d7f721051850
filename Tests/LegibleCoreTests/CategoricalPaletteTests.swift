import LegibleCore
import Testing

@Suite("Categorical palette")
struct CategoricalPaletteTests {
    @Test("categorical N = 6 on white: at least 10 ΔE2000 under protanopia and deuteranopia, each 3:1")
    func categoricalSixOnWhite() {
        let palette = CategoricalPalette(count: 6, background: .white)
        #expect(palette.colors.count == 6)
        for color in palette.colors {
            #expect(color.contrastRatio(with: .white).value >= 3, "\(color.hex)")
        }
        let minima = palette.minimumDeltaE
        #expect((minima[.protanopia] ?? 0) >= 10)
        #expect((minima[.deuteranopia] ?? 0) >= 10)
        // The stored minima are what an independent recomputation gives.
        #expect(CategoricalPalette.minimumDistances(of: palette.colors) == minima)
    }
}
