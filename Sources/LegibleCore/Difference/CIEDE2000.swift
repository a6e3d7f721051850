/// Color-difference formulas.
///
/// Which Lab a ΔE2000 is computed in matters: on sRGB pairs, Lab relative to D65 (sRGB's white)
/// and CSS's Lab relative to D50 (Bradford-adapted) differ by up to about 4 ΔE. Legible computes
/// ΔE2000 on Lab relative to D65 unless an API says otherwise.
public enum ColorDifference {
    /// The CIEDE2000 color difference ΔE00 between two CIE Lab colors, with kL = kC = kH = 1.
    ///
    /// Both colors must be relative to the same white. The result is ≥ 0 and symmetric; about 1 is
    /// a just-noticeable difference, 2.3 a common "barely perceptible" bound.
    ///
    /// When the two hues differ by exactly 180° (Sharma pair 14) the mean-hue branch depends on
    /// the last bit of `atan2`; this implementation follows the paper's `|Δh| ≤ 180°` branch.
    ///
    /// Source: CIE 142-2001; equations as in G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000
    /// color-difference formula: implementation notes, supplementary test data, and mathematical
    /// observations", Color Res. Appl. 30(1):21–30, 2005, doi:10.1002/col.20070 (angles in degrees).
    /// - Complexity: O(1), about 10 transcendental calls.
    public static func ciede2000(_ first: CIELab, _ second: CIELab) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25^7
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let cMean7 = Self.seventhPower((c1 + c2) / 2)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25to7)).squareRoot())
        let a1p = (1 + g) * first.a
        let a2p = (1 + g) * second.a
        let c1p = (a1p * a1p + first.b * first.b).squareRoot()
        let c2p = (a2p * a2p + second.b * second.b).squareRoot()
        let h1p = Self.hueDegrees(b: first.b, a: a1p)
        let h2p = Self.hueDegrees(b: second.b, a: a2p)

        let deltaLp = second.l - first.l
        let deltaCp = c2p - c1p
        let chromaProduct = c1p * c2p
        var deltahp = 0.0
        if chromaProduct != 0 {
            deltahp = h2p - h1p
            if deltahp > 180 { deltahp -= 360 } else if deltahp < -180 { deltahp += 360 }
        }
        let deltaHp = 2 * chromaProduct.squareRoot() * Math.sin(radians(deltahp / 2))

        let lMean = (first.l + second.l) / 2
        let cMeanP = (c1p + c2p) / 2
        var hMean = h1p + h2p
        if chromaProduct != 0 {
            if abs(h1p - h2p) <= 180 {
                hMean = (h1p + h2p) / 2
            } else if h1p + h2p < 360 {
                hMean = (h1p + h2p + 360) / 2
            } else {
                hMean = (h1p + h2p - 360) / 2
            }
        }
        let t = 1 - 0.17 * Math.cos(radians(hMean - 30)) + 0.24 * Math.cos(radians(2 * hMean))
            + 0.32 * Math.cos(radians(3 * hMean + 6)) - 0.20 * Math.cos(radians(4 * hMean - 63))
        let hueOffset = (hMean - 275) / 25
        let deltaTheta = 30 * Math.exp(-(hueOffset * hueOffset))
        let cMeanP7 = Self.seventhPower(cMeanP)
        let rc = 2 * (cMeanP7 / (cMeanP7 + pow25to7)).squareRoot()
        let lOffset2 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * lOffset2 / (20 + lOffset2).squareRoot()
        let sc = 1 + 0.045 * cMeanP
        let sh = 1 + 0.015 * cMeanP * t
        let rt = -Math.sin(radians(2 * deltaTheta)) * rc

        let lTerm = deltaLp / sl
        let cTerm = deltaCp / sc
        let hTerm = deltaHp / sh
        let sum = lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm
        return max(sum, 0).squareRoot()
    }

    /// ΔEOK: the Euclidean distance between two Oklab colors, unscaled.
    ///
    /// Oklab lightness runs 0...1, so ΔEOK runs about 0...1 (black to white is 1); CSS Color 4
    /// §13.2 uses 0.02 on this scale as its just-noticeable difference. Some tools multiply by 100;
    /// this one does not (as CSS Color 4 and coloraide).
    ///
    /// Source: CSS Color 4 §13.2.1 ("deltaEOK"); Oklab: B. Ottosson 2020.
    @inlinable
    public static func deltaEOK(_ first: OKLab, _ second: OKLab) -> Double {
        let dl = first.l - second.l
        let da = first.a - second.a
        let db = first.b - second.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    static func seventhPower(_ x: Double) -> Double {
        let x2 = x * x
        return x2 * x2 * x2 * x
    }

    static func radians(_ degrees: Double) -> Double { degrees * (Double.pi / 180) }

    /// The hue angle in degrees, in [0, 360); 0 when both coordinates are 0.
    static func hueDegrees(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = Math.atan2(b, a) * (180 / Double.pi)
        return degrees < 0 ? degrees + 360 : degrees
    }
}

extension CIELab {
    /// The CIEDE2000 difference to `other` (both relative to the same white).
    /// See ``ColorDifference/ciede2000(_:_:)``.
    public func deltaE2000(to other: CIELab) -> Double { ColorDifference.ciede2000(self, other) }
}

extension OKLab {
    /// The ΔEOK distance to `other` (Euclidean, unscaled). See ``ColorDifference/deltaEOK(_:_:)``.
    public func deltaEOK(to other: OKLab) -> Double { ColorDifference.deltaEOK(self, other) }
}
