import Foundation
import LegibleCore

/// Brings decoded PNG samples to sRGB, following the PNG specification's precedence.
///
/// Precedence (PNG specification, third edition, section 4.3 and 11.3.2): cICP, then iCCP, then
/// sRGB, then gAMA/cHRM. An untagged image, an sRGB chunk, a recognised sRGB ICC profile and a
/// gAMA within 1% of 1/2.2 are all treated as sRGB and left alone. cHRM alone changes nothing
/// (the primaries are assumed to be sRGB's).
///
/// Display P3 → sRGB: decode the sRGB transfer (Display P3 uses it), multiply by
/// ``displayP3ToSRGB``, clip each channel to 0...1 **in linear light** (out-of-gamut P3 colors
/// keep their in-gamut channels and lose the excess; this is CSS Color 4's "clip" fallback,
/// chosen over its OKLCH gamut mapping because it is per-channel, fast and deterministic), and
/// encode. The matrix is CSS Color 4's linear Display P3 → XYZ (D65) followed by XYZ (D65) →
/// linear sRGB, both derived from the primaries and white point (CSS Color 4, section 18,
/// sample code `lin_P3_to_XYZ` and `XYZ_to_lin_sRGB`, rational forms).
public enum ColorManagement {
    /// Linear Display P3 to linear sRGB (both D65): `XYZ_to_lin_sRGB · lin_P3_to_XYZ`.
    public static let displayP3ToSRGB: Matrix3x3 = {
        let p3ToXYZ = Matrix3x3(row0: SIMD3(608_311 / 1_250_200, 189_793 / 714_400, 198_249 / 1_000_160), row1: SIMD3(35_783 / 156_275, 247_089 / 357_200, 198_249 / 2_500_400), row2: SIMD3(0, 32_229 / 714_400, 5_220_557 / 5_000_800))
        let xyzToSRGB = Matrix3x3(row0: SIMD3(12_831 / 3_959, -329 / 214, -1_974 / 3_959), row1: SIMD3(-851_781 / 878_810, 1_648_619 / 878_810, 36_519 / 878_810), row2: SIMD3(705 / 12_673, -2_585 / 12_673, 705 / 667))
        return xyzToSRGB.multiplied(by: p3ToXYZ)
    }()

    /// sRGB's colorants adapted to D50 (Bradford), as an sRGB ICC profile stores them in
    /// rXYZ/gXYZ/bXYZ (values of the ICC's sRGB v4 profile, rounded to 4 decimals).
    public static let srgbColorantsD50: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) = (
        SIMD3(0.4361, 0.2225, 0.0139), SIMD3(0.3851, 0.7169, 0.0971), SIMD3(0.1431, 0.0606, 0.7141))

    /// Display P3's colorants adapted to D50 (Bradford), as Apple's Display P3 profile stores
    /// them (rounded to 4 decimals).
    public static let displayP3ColorantsD50: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) = (
        SIMD3(0.5151, 0.2412, -0.0011), SIMD3(0.2920, 0.6922, 0.0419), SIMD3(0.1571, 0.0666, 0.7841))

    /// Largest difference per XYZ component for colorants to count as matching: 0.003.
    public static let colorantTolerance = 0.003

    /// The relative tolerance within which a gAMA counts as 1/2.2: 1%.
    public static let gammaTolerance = 0.01

    /// The color space declared by a set of color chunks, by the specification's precedence.
    ///
    /// A cICP or iCCP chunk that is present but could not be read
    /// (``PNGColorChunks/codingPointsError``, ``PNGColorChunks/iccProfileError``) still takes
    /// its place in the precedence, as an unknown cICP or profile: the image is then read as
    /// stored with a warning, never silently as untagged sRGB.
    public static func colorSpace(of chunks: PNGColorChunks) -> ImageColorSpace {
        if let points = chunks.codingPoints, points.count == 4 {
            switch (points[0], points[1]) {
            case (1, 13): return .srgb
            case (12, 13): return .displayP3
            default: return .unknownCICP(codingPoints: points)
            }
        }
        // A color chunk that is there but unreadable declares some space: not sRGB by default.
        if chunks.codingPointsError != nil { return .unknownCICP(codingPoints: []) }
        if let profile = chunks.iccProfile {
            return classify(profile: profile)
        }
        if chunks.iccProfileError != nil { return .unknownICC(description: nil) }
        if chunks.srgbIntent != nil { return .srgb }
        if let gamma = chunks.gamma, gamma > 0, gamma.isFinite { return .gamma(gamma) }
        return .untagged
    }

    /// Recognises sRGB and Display P3 ICC profiles by description, then by colorants.
    ///
    /// A description containing "Display P3" means Display P3; one containing "sRGB" means sRGB.
    /// Otherwise colorants within ``colorantTolerance`` of ``srgbColorantsD50`` or
    /// ``displayP3ColorantsD50`` decide. The tone curves are assumed to be the sRGB curve.
    public static func classify(profile: [UInt8]) -> ImageColorSpace {
        guard let summary = ICCProfileSummary(bytes: profile) else {
            return .unknownICC(description: nil)
        }
        guard summary.dataColorSpace == "RGB " else {
            return .unknownICC(description: summary.description)
        }
        if let text = summary.description {
            if text.contains("Display P3") { return .displayP3 }
            if text.contains("sRGB") { return .srgb }
        }
        if let colorants = summary.colorants {
            func matches(_ reference: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) -> Bool {
                let pairs = [(colorants.red, reference.0), (colorants.green, reference.1),
                             (colorants.blue, reference.2)]
                return pairs.allSatisfy { pair in
                    let difference = pair.0 - pair.1
                    return max(abs(difference.x), abs(difference.y), abs(difference.z))
                        <= colorantTolerance
                }
            }
            if matches(srgbColorantsD50) { return .srgb }
            if matches(displayP3ColorantsD50) { return .displayP3 }
        }
        return .unknownICC(description: summary.description)
    }

    /// What ``convertToSRGB(_:from:)`` does for a color space.
    public static func action(for colorSpace: ImageColorSpace) -> ColorManagementAction {
        switch colorSpace {
        case .srgb, .untagged: .none
        case .displayP3: .convertDisplayP3
        case .gamma(let gamma):
            abs(gamma * 2.2 - 1) <= gammaTolerance ? .none : .convertGamma(gamma)
        case .unknownICC, .unknownCICP: .warnUnknownProfile
        }
    }

    /// Converts decoded samples to sRGB in place and returns the action taken.
    ///
    /// - Parameters:
    ///   - image: stored samples from ``PNGDecoder``; alpha is never changed.
    ///   - colorSpace: the space the file declares (``PNGInfo/colorSpace``).
    ///   - threadCount: threads for the Display P3 pass; `nil` means all cores.
    /// - Returns: the action; for `.warnUnknownProfile` the pixels are unchanged and the caller
    ///   should warn once.
    @discardableResult
    public static func convertToSRGB(
        _ image: inout RGBAImage, from colorSpace: ImageColorSpace, threadCount: Int? = nil
    ) -> ColorManagementAction {
        let action = action(for: colorSpace)
        switch action {
        case .none, .warnUnknownProfile:
            break
        case .convertDisplayP3:
            image.apply(.matrix(displayP3ToSRGB), threadCount: threadCount ?? ProcessorCount.active)
        case .convertGamma(let gamma):
            image.mapColorSamples(through: gammaTable(fileGamma: gamma))
        }
        return action
    }

    /// The 256-entry table that re-encodes samples stored with file gamma `g` as sRGB.
    ///
    /// A PNG's gAMA stores `g` with `sample = linear^g` (PNG specification, 12.2), so
    /// `linear = (v / 255)^(1/g)`; the result is `floor(encodeSRGB(linear) × 255 + 0.5)`.
    /// With `g = 1/2.2` this is close to, but not exactly, the identity.
    public static func gammaTable(fileGamma gamma: Double) -> [UInt8] {
        (0..<256).map { code in
            let linear = gamma > 0 ? Foundation.pow(Double(code) / 255, 1 / gamma) : Double(code) / 255
            let encoded = SRGBTransfer.encode(min(max(linear, 0), 1)) * 255 + 0.5
            return UInt8(min(255, max(0, encoded.rounded(.down))))
        }
    }
}
