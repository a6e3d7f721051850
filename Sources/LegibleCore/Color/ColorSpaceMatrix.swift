/// A 3×3 matrix that maps one linear tristimulus space to another (for example linear sRGB to
/// CIE XYZ), applied to column vectors: `out[i] = m[i][0]·x + m[i][1]·y + m[i][2]·z`.
///
/// The predefined matrices are those of the CSS Color 4 sample code (§18 "Sample code for color
/// conversions"); where the spec gives them as exact fractions they are evaluated to the
/// nearest `Double` here.
public struct ColorSpaceMatrix: Hashable, Sendable {
    /// The first row.
    public var row0: (Double, Double, Double) { (m00, m01, m02) }
    /// The second row.
    public var row1: (Double, Double, Double) { (m10, m11, m12) }
    /// The third row.
    public var row2: (Double, Double, Double) { (m20, m21, m22) }

    @usableFromInline let m00, m01, m02, m10, m11, m12, m20, m21, m22: Double

    /// Creates a matrix from its three rows.
    public init(_ row0: (Double, Double, Double), _ row1: (Double, Double, Double),
                _ row2: (Double, Double, Double)) {
        (m00, m01, m02) = row0
        (m10, m11, m12) = row1
        (m20, m21, m22) = row2
    }

    /// The matrix applied to the column vector `(x, y, z)`.
    @inlinable
    public func apply(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
        (m00 * x + m01 * y + m02 * z,
         m10 * x + m11 * y + m12 * z,
         m20 * x + m21 * y + m22 * z)
    }

    /// The product `self · other`: applying the result equals applying `other`, then `self`.
    public func concatenating(_ other: ColorSpaceMatrix) -> ColorSpaceMatrix {
        let c0 = apply(other.m00, other.m10, other.m20)
        let c1 = apply(other.m01, other.m11, other.m21)
        let c2 = apply(other.m02, other.m12, other.m22)
        return ColorSpaceMatrix((c0.0, c1.0, c2.0), (c0.1, c1.1, c2.1), (c0.2, c1.2, c2.2))
    }

    /// Rows as a nested array (for reports and tests).
    public var rows: [[Double]] { [[m00, m01, m02], [m10, m11, m12], [m20, m21, m22]] }

    /// Whether all nine entries are equal.
    public static func == (lhs: ColorSpaceMatrix, rhs: ColorSpaceMatrix) -> Bool {
        lhs.m00 == rhs.m00 && lhs.m01 == rhs.m01 && lhs.m02 == rhs.m02
            && lhs.m10 == rhs.m10 && lhs.m11 == rhs.m11 && lhs.m12 == rhs.m12
            && lhs.m20 == rhs.m20 && lhs.m21 == rhs.m21 && lhs.m22 == rhs.m22
    }

    /// Hashes the nine entries.
    public func hash(into hasher: inout Hasher) {
        for value in [m00, m01, m02, m10, m11, m12, m20, m21, m22] { hasher.combine(value) }
    }
}

extension ColorSpaceMatrix {
    /// Linear sRGB → CIE XYZ (D65). CSS Color 4 §18, `lin_sRGB_to_XYZ` (exact fractions
    /// 506752/1228815 …, from the sRGB primaries and D65 white xy 0.3127, 0.3290).
    public static let linearSRGBToXYZD65 = ColorSpaceMatrix(
        (0.4123907992659595, 0.35758433938387796, 0.1804807884018343),
        (0.21263900587151036, 0.7151686787677559, 0.07219231536073371),
        (0.01933081871559185, 0.11919477979462599, 0.9505321522496606))

    /// CIE XYZ (D65) → linear sRGB. CSS Color 4 §18, `XYZ_to_lin_sRGB` (12831/3959 …).
    public static let xyzD65ToLinearSRGB = ColorSpaceMatrix(
        (3.2409699419045213, -1.5373831775700935, -0.4986107602930033),
        (-0.9692436362808798, 1.8759675015077206, 0.04155505740717561),
        (0.05563007969699361, -0.20397695888897657, 1.0569715142428786))

    /// Linear Display P3 → CIE XYZ (D65). CSS Color 4 §18, `lin_P3_to_XYZ` (608311/1250200 …).
    public static let linearDisplayP3ToXYZD65 = ColorSpaceMatrix(
        (0.48657094864821626, 0.26566769316909294, 0.1982172852343625),
        (0.22897456406974884, 0.6917385218365062, 0.079286914093745),
        (0.0, 0.045113381858902575, 1.0439443689009757))

    /// CIE XYZ (D65) → linear Display P3. CSS Color 4 §18, `XYZ_to_lin_P3` (446124/178915 …).
    public static let xyzD65ToLinearDisplayP3 = ColorSpaceMatrix(
        (2.4934969119414245, -0.9313836179191236, -0.40271078445071684),
        (-0.829488969561575, 1.7626640603183468, 0.02362468584194359),
        (0.035845830243784335, -0.07617238926804171, 0.9568845240076873))

    /// Linear Display P3 → linear sRGB (both D65): `xyzD65ToLinearSRGB · linearDisplayP3ToXYZD65`.
    /// Results may fall outside 0...1 for P3 colors outside sRGB. CSS Color 4 §10.4.
    public static let linearDisplayP3ToLinearSRGB = xyzD65ToLinearSRGB.concatenating(linearDisplayP3ToXYZD65)

    /// Linear sRGB → linear Display P3 (both D65). CSS Color 4 §10.4.
    public static let linearSRGBToLinearDisplayP3 = xyzD65ToLinearDisplayP3.concatenating(linearSRGBToXYZD65)

    /// Linear A98 RGB (Adobe RGB 1998) → CIE XYZ (D65). CSS Color 4 §18, `lin_a98rgb_to_XYZ`.
    public static let linearA98RGBToXYZD65 = ColorSpaceMatrix(
        (0.5766690429101308, 0.18555823790654627, 0.18822864623499472),
        (0.29734497525053616, 0.627363566255466, 0.07529145849399789),
        (0.027031361386412378, 0.07068885253582714, 0.9913375368376389))

    /// Linear ITU-R BT.2020 → CIE XYZ (D65). CSS Color 4 §18, `lin_2020_to_XYZ`.
    public static let linearRec2020ToXYZD65 = ColorSpaceMatrix(
        (0.6369580483012913, 0.14461690358620838, 0.16888097516417205),
        (0.26270021201126703, 0.677998071518871, 0.059301716469861945),
        (0.0, 0.028072693049087508, 1.0609850577107909))

    /// Linear ProPhoto RGB → CIE XYZ (D50). CSS Color 4 §18, `lin_ProPhoto_to_XYZ`.
    public static let linearProPhotoRGBToXYZD50 = ColorSpaceMatrix(
        (0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
        (0.2880748288194013, 0.711835234241873, 8.99369387256457e-05),
        (0.0, 0.0, 0.8251046025104602))

    /// Linear Bradford chromatic adaptation, CIE XYZ D65 → D50. CSS Color 4 §18 `D65_to_D50`
    /// (the spec's published values).
    public static let bradfordD65ToD50 = ColorSpaceMatrix(
        (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))

    /// Linear Bradford chromatic adaptation, CIE XYZ D50 → D65. CSS Color 4 §18 `D50_to_D65`.
    public static let bradfordD50ToD65 = ColorSpaceMatrix(
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124))

    /// CIE XYZ (D65) → Oklab LMS cone responses. CSS Color 4 §9.2 `XYZ_to_OKLab` (M1).
    public static let xyzD65ToOklabLMS = ColorSpaceMatrix(
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309))

    /// Cube-rooted LMS → Oklab. CSS Color 4 §9.2 `XYZ_to_OKLab` (M2).
    public static let oklabLMSToOklab = ColorSpaceMatrix(
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774))

    /// Oklab → cube-rooted LMS. CSS Color 4 §9.2 `OKLab_to_XYZ` (inverse of M2).
    public static let oklabToOklabLMS = ColorSpaceMatrix(
        (1.0, 0.3963377773761749, 0.2158037573099136),
        (1.0, -0.1055613458156586, -0.0638541728258133),
        (1.0, -0.0894841775298119, -1.2914855480194092))

    /// Oklab LMS → CIE XYZ (D65). CSS Color 4 §9.2 `OKLab_to_XYZ` (inverse of M1).
    public static let oklabLMSToXYZD65 = ColorSpaceMatrix(
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
}
