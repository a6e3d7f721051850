extension SRGBColor {
    /// The CIEDE2000 difference to `other`, computed on CIE Lab relative to D65 (sRGB's white, not
    /// CSS's D50 Lab), ignoring alpha.
    ///
    /// - Complexity: O(1).
    public func deltaE2000(to other: SRGBColor) -> Double {
        ColorDifference.ciede2000(lab(white: .d65), other.lab(white: .d65))
    }

    /// The ΔEOK difference to `other` (Euclidean in Oklab, unscaled: black to white is 1), ignoring
    /// alpha.
    public func deltaEOK(to other: SRGBColor) -> Double {
        ColorDifference.deltaEOK(oklab, other.oklab)
    }
}
