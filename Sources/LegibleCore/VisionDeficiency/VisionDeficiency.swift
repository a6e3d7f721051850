/// A color-vision deficiency: which cone type is affected, and how much.
///
/// Protan, deutan and tritan deficiencies affect the long-, medium- and short-wavelength cones.
/// `severity` runs from 0 (normal vision) to 1 (dichromacy: protanopia, deuteranopia,
/// tritanopia); in between it is anomalous trichromacy (protanomaly, deuteranomaly,
/// tritanomaly). Achromatopsia (no cone vision, luminance only) has no severity; it is always 1.
///
/// Source: the terms follow Machado, Oliveira & Fernandes 2009 (doi:10.1109/TVCG.2009.113).
public struct VisionDeficiency: Hashable, Sendable {
    /// The kind of deficiency.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Long-wavelength (L, "red") cones affected.
        case protan
        /// Medium-wavelength (M, "green") cones affected.
        case deutan
        /// Short-wavelength (S, "blue") cones affected.
        case tritan
        /// No cone color vision: only luminance is seen (rod monochromacy).
        case achromatopsia
    }

    /// The kind of deficiency.
    public var kind: Kind
    /// The severity in 0...1 (1 is dichromacy). Always 1 for ``Kind/achromatopsia``.
    public var severity: Double

    /// Creates a deficiency; `severity` is clamped to 0...1 (NaN becomes 0), and is 1 for
    /// achromatopsia whatever is passed.
    public init(kind: Kind, severity: Double) {
        self.kind = kind
        if kind == .achromatopsia {
            self.severity = 1
        } else {
            self.severity = severity.isNaN ? 0 : min(max(severity, 0), 1)
        }
    }

    /// Whether the deficiency is a dichromacy or achromatopsia (severity 1).
    public var isComplete: Bool { severity >= 1 }

    /// The standard name: `protanopia`, `protanomaly`, `deuteranopia`, `deuteranomaly`,
    /// `tritanopia`, `tritanomaly` or `achromatopsia`. The -omaly forms are used below severity 1.
    public var name: String {
        switch kind {
        case .protan: return isComplete ? "protanopia" : "protanomaly"
        case .deutan: return isComplete ? "deuteranopia" : "deuteranomaly"
        case .tritan: return isComplete ? "tritanopia" : "tritanomaly"
        case .achromatopsia: return "achromatopsia"
        }
    }

    /// Protanopia: no functioning L cones (severity 1).
    public static let protanopia = VisionDeficiency(kind: .protan, severity: 1)
    /// Deuteranopia: no functioning M cones (severity 1).
    public static let deuteranopia = VisionDeficiency(kind: .deutan, severity: 1)
    /// Tritanopia: no functioning S cones (severity 1).
    public static let tritanopia = VisionDeficiency(kind: .tritan, severity: 1)
    /// Achromatopsia: luminance only.
    public static let achromatopsia = VisionDeficiency(kind: .achromatopsia, severity: 1)

    /// Protanomaly (anomalous L cones) of `severity` in 0...1 (clamped).
    public static func protanomaly(severity: Double) -> VisionDeficiency {
        VisionDeficiency(kind: .protan, severity: severity)
    }

    /// Deuteranomaly (anomalous M cones) of `severity` in 0...1 (clamped).
    public static func deuteranomaly(severity: Double) -> VisionDeficiency {
        VisionDeficiency(kind: .deutan, severity: severity)
    }

    /// Tritanomaly (anomalous S cones) of `severity` in 0...1 (clamped).
    public static func tritanomaly(severity: Double) -> VisionDeficiency {
        VisionDeficiency(kind: .tritan, severity: severity)
    }

    /// The three dichromacies, in the order protanopia, deuteranopia, tritanopia.
    public static let dichromacies: [VisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia]
}

/// A published method for simulating color-vision deficiency on linear-light sRGB.
public enum VisionDeficiencySimulationMethod: String, CaseIterable, Hashable, Sendable {
    /// Machado, Oliveira & Fernandes 2009, "A Physiologically-based Model for Simulation of Color
    /// Vision Deficiency", IEEE TVCG 15(6), doi:10.1109/TVCG.2009.113: one matrix per severity.
    case machado2009
    /// Brettel, Viénot & Mollon 1997, "Computerized simulation of color appearance for
    /// dichromats", JOSA A 14(10), doi:10.1364/JOSAA.14.002647: two half-planes in LMS.
    case brettel1997
    /// Viénot, Brettel & Mollon 1999, "Digital video colourmaps for checking the legibility of
    /// displays by dichromats", Color Res. Appl. 24(4): one projection plane in LMS.
    case vienot1999

    /// The method used when none is chosen, following DaltonLens's published comparison
    /// (daltonlens.org, "Review of open source color blindness simulations", 2021): Machado 2009
    /// for every severity below 1, Brettel 1997 for tritanopia, Viénot 1999 for protanopia and
    /// deuteranopia. (Achromatopsia needs no method.)
    public static func preferred(for deficiency: VisionDeficiency) -> VisionDeficiencySimulationMethod {
        if deficiency.severity < 1 { return .machado2009 }
        return deficiency.kind == .tritan ? .brettel1997 : .vienot1999
    }
}
