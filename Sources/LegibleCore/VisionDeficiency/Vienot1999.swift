/// The constants of Viénot, Brettel & Mollon 1999, "Digital video colourmaps for checking the
/// legibility of displays by dichromats", Color Research & Application 24(4):243–252,
/// doi:10.1002/(SICI)1520-6378(199908)24:4<243::AID-COL5>3.0.CO;2-3.
///
/// One projection plane in LMS per deficiency, through black, white and two colors the
/// dichromat sees as the non-dichromat does: blue and yellow (475/575 nm) for protanopia and
/// deuteranopia, red and cyan for tritanopia (the tritan plane is not accurate for tritanopia;
/// Brettel 1997 is preferred there). Composed with the sRGB↔LMS matrices of ``LMSModel``, each
/// projection is one linear-RGB matrix.
///
/// Provenance: daltonlens 0.1.5 `Simulator_Vienot1999(LMSModel_sRGB_SmithPokorny75())`, as recorded
/// in `Tests/Fixtures/conformance/cvd.json` (`vienot1999.matrices`), full precision. Entries of
/// order 1e-17 are rounding residue of the derivation, kept as recorded.
enum Vienot1999 {
    /// The matrix for `kind`; the luminance-only matrix for achromatopsia.
    static func matrix(for kind: VisionDeficiency.Kind) -> Matrix3x3 {
        switch kind {
        case .protan: return protan
        case .deutan: return deutan
        case .tritan: return tritan
        case .achromatopsia: return LinearTransformKernel.luminanceMatrix
        }
    }

    /// Protan: projection onto the plane through black, blue and yellow.
    static let protan = Matrix3x3(
        0.10888931102535536, 0.8911106889746446, 3.09351935705475e-17,
        0.10888931102535536, 0.8911106889746446, 3.790880234822294e-18,
        0.004471314172181988, -0.004471314172181949, 1.0)
    /// Deutan: projection onto the plane through black, blue and yellow.
    static let deutan = Matrix3x3(
        0.290305321265553, 0.7096946787344472, 6.912413159925759e-17,
        0.29030532126555286, 0.7096946787344469, -5.981176783914497e-18,
        -0.02197353944733135, 0.021973539447331363, 0.9999999999999999)
    /// Tritan: projection onto the plane through black, red and cyan.
    static let tritan = Matrix3x3(
        1.0, 0.15236200921102336, -0.15236200921102347,
        2.4969661987476572e-17, 0.8671732245209784, 0.13282677547902166,
        -5.175636580719323e-19, 0.8671732245209786, 0.1328267754790217)
}
