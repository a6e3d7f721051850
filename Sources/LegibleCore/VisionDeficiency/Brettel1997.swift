/// The constants of Brettel, Viénot & Mollon 1997, "Computerized simulation of color appearance
/// for dichromats", JOSA A 14(10):2647–2655, doi:10.1364/JOSAA.14.002647, for sRGB displays.
///
/// A dichromat's colors lie on two half-planes in LMS cone space, each through the neutral axis
/// and one anchor wavelength: 475 nm and 575 nm for protanopia and deuteranopia, 485 nm and 660 nm
/// for tritanopia. Each half-plane is a projection that, composed with the sRGB↔LMS matrices, is one
/// linear-RGB matrix ("wing"). A color uses the second wing when its LMS coordinates lie on the
/// negative side of the plane through the neutral axis that separates the two (`dot(lms, n) < 0`),
/// and the first wing otherwise; the two wings agree on that plane.
///
/// LMS model: sRGB primaries with D65 white, and the Smith & Pokorny 1975 cone fundamentals
/// (XYZ→LMS), normalised so the neutral axis passes through sRGB white (daltonlens'
/// `LMSModel_sRGB_SmithPokorny75`, `use_white_as_neutral=True`). Matrices in
/// ``LMSModel``.
///
/// Provenance: re-derived from those definitions by the fixture generator and recorded in
/// `Tests/Fixtures/conformance/cvd.json` (`brettel1997.wing_matrices`); they reproduce daltonlens
/// 0.1.5 `Simulator_Brettel1997(LMSModel_sRGB_SmithPokorny75(), use_vischeck_anchors=False,
/// use_white_as_neutral=True)` to 1.3e-15. Transcribed here with full precision.
enum Brettel1997 {
    /// The two wing matrices (linear RGB → linear RGB) and the separating plane's normal in LMS.
    struct Wings: Sendable {
        let first: Matrix3x3
        let second: Matrix3x3
        let separationNormalLMS: SIMD3<Double>

        /// The separating normal expressed for linear-RGB input: `transpose(LMS_from_RGB) · n`,
        /// so that `dot(rgb, normalRGB) == dot(LMS_from_RGB · rgb, n)`.
        var separationNormalRGB: SIMD3<Double> {
            LMSModel.lmsFromLinearRGB.transposed.applied(to: separationNormalLMS)
        }
    }

    /// The wings for a protan, deutan or tritan deficiency; nil for achromatopsia.
    static func wings(for kind: VisionDeficiency.Kind) -> Wings? {
        switch kind {
        case .protan: return protan
        case .deutan: return deutan
        case .tritan: return tritan
        case .achromatopsia: return nil
        }
    }

    /// Protan wings and separation plane.
    static let protan = Wings(
        first: Matrix3x3(
            0.1450961893133817, 1.201653215762243, -0.34674940507562346,
            0.10446500989201518, 0.8531639308397114, 0.04237105926827329,
            0.0042896394038027625, -0.006029519250709631, 1.0017398798469068),
        second: Matrix3x3(
            0.14115172152322875, 1.1678219369471492, -0.30897365847037817,
            0.10494700431240045, 0.8572979454877919, 0.0377550501998077,
            0.004309431507017369, -0.005859764495996709, 1.0015503329889792),
        separationNormalLMS: SIMD3(0.0, 0.017508371928, -0.34516270501))
    /// Deutan wings and separation plane.
    static let deutan = Wings(
        first: Matrix3x3(
            0.3619823932043587, 0.8675466622532477, -0.22952905545760627,
            0.2609853389970158, 0.6451242766151196, 0.0938903843878646,
            -0.01975427669264204, 0.026860946512120308, 0.9928933301805217),
        second: Matrix3x3(
            0.3700900098285414, 0.8854017912522375, -0.2554918010807786,
            0.2576688645759613, 0.6378205175260239, 0.10451061789801484,
            -0.019503248977409616, 0.02741377633197485, 0.9920894726454347),
        separationNormalLMS: SIMD3(-0.017508371928, 0.0, 0.6547964950220001))
    /// Tritan wings and separation plane.
    static let tritan = Wings(
        first: Matrix3x3(
            1.0135416153085877, 0.1426823107150319, -0.15622392602361967,
            -0.01180536477256513, 0.8756118316612331, 0.1361935331113322,
            0.07707253450633184, 0.812080912463489, 0.11084655303017935),
        second: Matrix3x3(
            0.9333697629350476, 0.19999004994381245, -0.13335981287886012,
            0.05808718055484977, 0.8256518563946372, 0.11626096305051282,
            -0.3792281148392172, 1.1382497341689028, 0.24097838067031496),
        separationNormalLMS: SIMD3(0.34516270501, -0.6547964950220001, 0.0))
}

/// The LMS cone-space model shared by the Brettel 1997 and Viénot 1999 simulations.
///
/// sRGB (IEC 61966-2-1 primaries, D65) to CIE XYZ, then the Smith & Pokorny 1975 cone
/// fundamentals (XYZ → LMS), as daltonlens 0.1.5 `LMSModel_sRGB_SmithPokorny75`. Values from
/// `Tests/Fixtures/conformance/cvd.json` `meta.methods.lms_model`.
enum LMSModel {
    /// CIE XYZ from linear-light sRGB (the 7-digit IEC matrix daltonlens uses).
    static let xyzFromLinearRGB = Matrix3x3(
        0.412456, 0.3575761, 0.1804375,
        0.212672, 0.7151522, 0.072175,
        0.019333, 0.119192, 0.9503041)

    /// LMS from CIE XYZ: Smith & Pokorny 1975 cone fundamentals.
    static let lmsFromXYZ = Matrix3x3(
        0.15514, 0.54312, -0.03286,
        -0.15514, 0.45684, 0.03286,
        0.0, 0.0, 0.01608)

    /// LMS from linear-light sRGB: `lmsFromXYZ · xyzFromLinearRGB`.
    static let lmsFromLinearRGB = Matrix3x3(
        0.1788595581, 0.43997116989800006, 0.03596576702400001,
        0.03380393502, 0.27515242401400003, 0.036206345976000004,
        0.00031087464, 0.0019166073600000002, 0.015280889928)
}
