/// A CSS font weight as APCA's font lookup table uses it: 100, 200, …, 900.
public enum APCAFontWeight: Int, CaseIterable, Hashable, Sendable {
    /// Thin (100), extra light (200), light (300), regular (400) and medium (500).
    case w100 = 100, w200 = 200, w300 = 300, w400 = 400, w500 = 500
    /// Semi-bold (600), bold (700), extra bold (800) and black (900).
    case w600 = 600, w700 = 700, w800 = 800, w900 = 900

    /// The table weight for any CSS weight: clamped to 100...900, then rounded down to a multiple
    /// of 100 (a lighter weight needs a larger size, so rounding down is the safe side).
    public init(cssWeight: Int) {
        let clamped = min(max(cssWeight, 100), 900)
        self = APCAFontWeight(rawValue: clamped / 100 * 100) ?? .w400
    }

    var column: Int { rawValue / 100 - 1 }
}

/// What the APCA font lookup allows at one weight for a given Lc.
public enum APCAFontSize: Hashable, Sendable {
    /// Text of at least this many CSS px is allowed (reference font Barlow).
    case minimum(pixels: Double)
    /// No text; only non-text elements and spot text (apca-w3's code 777, below Lc 29.5).
    case nonTextOnly
    /// Too little contrast for any use (apca-w3's code 999, below Lc 14.5).
    case prohibited

    /// The minimum size in px, or nil when no text size is allowed.
    public var pixels: Double? {
        if case .minimum(let pixels) = self { return pixels }
        return nil
    }
}

/// APCA's font lookup table: for an Lc, the minimum font size at each weight.
///
/// Source: apca-w3 0.1.9 `fontLookupAPCA()`, table "Public Beta 0.1.7 (G), May 28 2022"
/// (`fontMatrixAscend` and its precomputed deltas `fontDeltaAscend`), github.com/Myndex/apca-w3
/// `src/apca-w3.js`; sizes in CSS px for the reference font Barlow. The table's own note: below
/// Lc 70, add Lc 15 for body text (fluent reading). Values are the published numbers; the lookup
/// reproduces apca-w3's interpolation between the rows (every 5 Lc), including its rounding.
public enum APCAFontLookup {
    /// The minimum font size at `weight` for a contrast `lc` (sign ignored), exactly as apca-w3
    /// 0.1.9 `fontLookupAPCA(lc)[weight]`.
    ///
    /// Between two rows the size is interpolated: `size - delta·(|Lc| - rowLc)/5`, rounded to a
    /// whole px above 24 px and down to a half px at or below. |Lc| below 14.5 is
    /// ``APCAFontSize/prohibited``; below 29.5 ``APCAFontSize/nonTextOnly``. |Lc| above 125 is
    /// treated as 125 (apca-w3 reads past its table there); |Lc| under 10 is prohibited (apca-w3
    /// misreads its header row between 0 and 5); NaN is prohibited.
    public static func minimumFontSize(lc: Double, weight: APCAFontWeight) -> APCAFontSize {
        let contrast = min(abs(lc), 125)
        guard !contrast.isNaN, contrast >= 10 else { return .prohibited }
        let index = Int(contrast * 0.2)  // apca-w3 row index; 2 is Lc 10, k ≥ 2 is Lc 5k
        let row = index - 1  // into `rowLc`/`sizes`, which omit apca-w3's header row
        let scoreAdjustment = (contrast - rowLc[row]) * 0.2
        let tabulated = sizes[row][weight.column]
        if tabulated > 400 { return tabulated == 777 ? .nonTextOnly : .prohibited }
        if contrast < 14.5 { return .prohibited }
        if contrast < 29.5 { return .nonTextOnly }
        let delta = deltas[row][weight.column]
        if tabulated > 24 {
            return .minimum(pixels: (tabulated - delta * scoreAdjustment + 0.5).rounded(.down))
        }
        return .minimum(pixels: tabulated - (2 * delta * scoreAdjustment).rounded(.down) * 0.5)
    }

    /// The minimum font sizes for weights 100, 200, …, 900 (nine entries).
    public static func minimumFontSizes(lc: Double) -> [APCAFontSize] {
        APCAFontWeight.allCases.map { minimumFontSize(lc: lc, weight: $0) }
    }

    /// The lowest tabulated Lc (30, 35, …, 125) whose minimum size at `weight` is at most
    /// `pixels`; nil when even Lc 125 does not allow text that small, or `pixels` is NaN.
    ///
    /// Reads the table's rows only, so it can ask up to 5 Lc more than the interpolated lookup
    /// would accept: the conservative side.
    public static func minimumLc(fontSize pixels: Double, weight: APCAFontWeight) -> Double? {
        guard !pixels.isNaN else { return nil }
        for row in rowLc.indices where rowLc[row] >= 30 {
            let size = sizes[row][weight.column]
            if size < 400 && size <= pixels { return rowLc[row] }
        }
        return nil
    }

    /// The Lc of each table row.
    static let rowLc: [Double] = [0, 10] + (3...25).map { Double($0 * 5) }

    /// `fontMatrixAscend`: minimum px per weight 100…900; 999 prohibited, 777 non-text only.
    static let sizes: [[Double]] = [
        [999, 999, 999, 999, 999, 999, 999, 999, 999],  // Lc 0
        [999, 999, 999, 999, 999, 999, 999, 999, 999],  // Lc 10
        [777, 777, 777, 777, 777, 777, 777, 777, 777],  // Lc 15
        [777, 777, 777, 777, 777, 777, 777, 777, 777],  // Lc 20
        [777, 777, 777, 120, 120, 108, 96, 96, 96],  // Lc 25
        [777, 777, 120, 108, 108, 96, 72, 72, 72],  // Lc 30
        [777, 120, 108, 96, 72, 60, 48, 48, 48],  // Lc 35
        [120, 108, 96, 60, 48, 42, 32, 32, 32],  // Lc 40
        [108, 96, 72, 42, 32, 28, 24, 24, 24],  // Lc 45
        [96, 72, 60, 32, 28, 24, 21, 21, 21],  // Lc 50
        [80, 60, 48, 28, 24, 21, 18, 18, 18],  // Lc 55
        [72, 48, 42, 24, 21, 18, 16, 16, 18],  // Lc 60
        [68, 46, 32, 21.75, 19, 17, 15, 16, 18],  // Lc 65
        [64, 44, 28, 19.5, 18, 16, 14.5, 16, 18],  // Lc 70
        [60, 42, 24, 18, 16, 15, 14, 16, 18],  // Lc 75
        [56, 38.25, 23, 17.25, 15.81, 14.81, 14, 16, 18],  // Lc 80
        [52, 34.5, 22, 16.5, 15.625, 14.625, 14, 16, 18],  // Lc 85
        [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18],  // Lc 90
        [45, 28, 19.5, 15.5, 15, 14, 13.5, 16, 18],  // Lc 95
        [42, 26.5, 18.5, 15, 14.5, 13.5, 13, 16, 18],  // Lc 100
        [39, 25, 18, 14.5, 14, 13, 12, 16, 18],  // Lc 105
        [36, 24, 18, 14, 13, 12, 11, 16, 18],  // Lc 110
        [34.5, 22.5, 17.25, 12.5, 11.875, 11.25, 10.625, 14.5, 16.5],  // Lc 115
        [33, 21, 16.5, 11, 10.75, 10.5, 10.25, 13, 15],  // Lc 120
        [32, 20, 16, 10, 10, 10, 10, 12, 14],  // Lc 125
    ]

    /// `fontDeltaAscend`: apca-w3's precomputed size change per 5 Lc (some entries rounded, such
    /// as 0.188, and used as published).
    static let deltas: [[Double]] = [
        [0, 0, 0, 0, 0, 0, 0, 0, 0],  // Lc 0
        [0, 0, 0, 0, 0, 0, 0, 0, 0],  // Lc 10
        [0, 0, 0, 0, 0, 0, 0, 0, 0],  // Lc 15
        [0, 0, 0, 0, 0, 0, 0, 0, 0],  // Lc 20
        [0, 0, 0, 12, 12, 12, 24, 24, 24],  // Lc 25
        [0, 0, 12, 12, 36, 36, 24, 24, 24],  // Lc 30
        [0, 12, 12, 36, 24, 18, 16, 16, 16],  // Lc 35
        [12, 12, 24, 18, 16, 14, 8, 8, 8],  // Lc 40
        [12, 24, 12, 10, 4, 4, 3, 3, 3],  // Lc 45
        [16, 12, 12, 4, 4, 3, 3, 3, 3],  // Lc 50
        [8, 12, 6, 4, 3, 3, 2, 2, 0],  // Lc 55
        [4, 2, 10, 2.25, 2, 1, 1, 0, 0],  // Lc 60
        [4, 2, 4, 2.25, 1, 1, 0.5, 0, 0],  // Lc 65
        [4, 2, 4, 1.5, 2, 1, 0.5, 0, 0],  // Lc 70
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],  // Lc 75
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],  // Lc 80
        [4, 2.5, 1, 0.5, 0.125, 0.125, 0, 0, 0],  // Lc 85
        [3, 4, 1.5, 0.5, 0.5, 0.5, 0.5, 0, 0],  // Lc 90
        [3, 1.5, 1, 0.5, 0.5, 0.5, 0.5, 0, 0],  // Lc 95
        [3, 1.5, 0.5, 0.5, 0.5, 0.5, 1, 0, 0],  // Lc 100
        [3, 1, 0, 0.5, 1, 1, 1, 0, 0],  // Lc 105
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],  // Lc 110
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],  // Lc 115
        [1, 1, 0.5, 1, 0.75, 0.5, 0.25, 1, 1],  // Lc 120
        [0, 0, 0, 0, 0, 0, 0, 0, 0],  // Lc 125
    ]
}
