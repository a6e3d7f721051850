import LegibleCore

/// Measures one candidate line: colors, background kind, ratios, the "looks like text" tests
/// that need the whole line, and the size features.
struct LineMeasurement {
    var rect: PixelRect
    var foreground: (UInt8, UInt8, UInt8)
    var background: (UInt8, UInt8, UInt8)
    var isComplex: Bool
    var ratio: Double
    var worstRatio: Double
    var fontSize: Double
    var isBold: Bool
    /// Whether the stems lie where semibold and bold overlap (see `ScanRegion.isWeightUncertain`).
    var isWeightUncertain: Bool
    /// Why the line is not text, or nil when it is. `nonTextShape` lines may be reported as
    /// non-text; the others are not UI content at all (edges, specks, texture).
    var rejection: Rejection?
    /// Glyph components in the line.
    var memberCount: Int
    /// Whether the line is one shape: one component, or two with one inside the other's box
    /// (a clock's hands in its ring), never two side by side (the digits of a count).
    var isOneShape: Bool
    /// ``TextureGate/edgeSharpness(_:pixels:image:contrast:)`` of a line not rejected, else 0.
    var edgeSharpness: Double
    /// The ink read in `InkPlateau`'s stroke band and its ratio (flat background, so also the
    /// worst ratio), for a line whose top is spread, not flat; nil otherwise.
    var strokeInk: (foreground: (UInt8, UInt8, UInt8), ratio: Double)?

    /// `texture`: photograph texture found by `TextureGate`'s streak and band tests (never
    /// reported as text; on a flat background it may still be a piece of a symbol).
    enum Rejection { case nonTextShape, notContent, texture }
}

extension LineMeasurement {
    /// Measures `members`, or returns nil for a line too small to say anything about.
    static func measure(
        _ members: [Component], image: ImageView, runs: RunLabels, pixels: ComponentPixels,
        nearest: NearestMap, tolerances: ScanTolerances, scale: Double
    ) -> LineMeasurement? {
        var lookup = nearest.cursor()
        let x0 = members.map(\.x0).min() ?? 0, x1 = members.map(\.x1).max() ?? 0
        let y0 = members.map(\.y0).min() ?? 0, y1 = members.map(\.y1).max() ?? 0
        let h = y1 - y0
        let hd = Double(h)
        if hd < 4 * scale && members.count < 3 { return nil }
        let big = members.filter { Double($0.height) >= 0.5 * hd }
        var rejection: Rejection?
        if big.count == 1 && members.count <= 2 && big[0].fill > 0.6 { rejection = .nonTextShape }

        // Colors: ink from the band of distances that `InkPlateau` picks: just under the
        // 99.5th percentile (3 %, 1 % under scale 2: 3 % read 10–14 px text at 1x up to 12 % light;
        // on the dev set the p90 ratio error of flat 1x runs went 1.7 % → 1.1 %; at 2x the
        // iOS-styled tuning set's went 0.9 % → 1.0 % with 1 %), or the strokes' plateau under a
        // resampling or compression overshoot.
        var distances: [Double] = []
        var colors: [Int] = []
        var memberStarts: [Int] = []
        for c in members {
            memberStarts.append(colors.count)
            for slot in pixels.range(of: c.label) {
                let index = Int(pixels.pixels[slot])
                colors.append(index)
                distances.append(image.distance(index, Int(lookup[index])))
            }
        }
        let bands = InkPlateau.bands(
            sorted: distances.sorted(), scale: scale, inkBand: tolerances.inkBand, excess: tolerances.excess)
        func inkColor(_ lower: Double, _ upper: Double) -> (Double, Double, Double) {
            var channels: ([Double], [Double], [Double]) = ([], [], [])
            for (offset, index) in colors.enumerated() where distances[offset] >= lower && distances[offset] <= upper {
                let c = image.color(at: index)
                channels.0.append(c.0); channels.1.append(c.1); channels.2.append(c.2)
            }
            return (
                Statistics.medianOfLevels(channels.0), Statistics.medianOfLevels(channels.1),
                Statistics.medianOfLevels(channels.2))
        }
        // The gates below use the top band's ink (they were tuned on it, and photograph texture
        // has no plateau); the reported color and ratio use the plateau's.
        let fg = inkColor(bands.top, .infinity)
        // The backdrop of each ink pixel. One of the ink's own color is the flat inside of a
        // thick stroke or dot taken for background, not what the text sits on: left out.
        var bgChannels: ([Double], [Double], [Double]) = ([], [], [])
        var backdropIndices: [Int] = []
        for index in colors {
            let near = Int(lookup[index])
            let b = image.color(at: near)
            if ComponentExtraction.maxDifference(b, fg) <= Double(tolerances.ink) { continue }
            bgChannels.0.append(b.0); bgChannels.1.append(b.1); bgChannels.2.append(b.2)
            backdropIndices.append(near)
        }
        if backdropIndices.isEmpty {
            for index in colors {
                let near = Int(lookup[index])
                let b = image.color(at: near)
                bgChannels.0.append(b.0); bgChannels.1.append(b.1); bgChannels.2.append(b.2)
                backdropIndices.append(near)
            }
        }
        let bgSorted = (bgChannels.0.sorted(), bgChannels.1.sorted(), bgChannels.2.sorted())
        let bg = (
            Statistics.percentile(sorted: bgSorted.0, 0.5), Statistics.percentile(sorted: bgSorted.1, 0.5),
            Statistics.percentile(sorted: bgSorted.2, 0.5))
        func spread(_ s: [Double]) -> Double {
            Statistics.percentile(sorted: s, 0.95) - Statistics.percentile(sorted: s, 0.05)
        }
        let bgSpread = max(spread(bgSorted.0), spread(bgSorted.1), spread(bgSorted.2))
        let isComplex = bgSpread > Double(8 + 2 * (tolerances.ink - 10))

        // The ink color must not also lie around the line: else this is an edge between regions.
        let margin = max(1, Int((0.2 * hd).rounded()))
        let ry0 = max(0, y0 - margin), ry1 = min(image.height, y1 + margin)
        let rx0 = max(0, x0 - margin), rx1 = min(image.width, x1 + margin)
        let contrastSpan = ComponentExtraction.maxDifference(fg, bg)
        let closeness = max(0.3 * contrastSpan, 6)
        var ringCount = 0, closeCount = 0, hint = 0
        for y in ry0..<ry1 {
            for x in rx0..<rx1 {
                if y >= y0 && y < y1 && x >= x0 && x < x1 { continue }
                let index = y * image.width + x
                if runs.label(at: index, hint: &hint) != 0 { continue }
                ringCount += 1
                let c = image.color(at: index)
                if ComponentExtraction.maxDifference(c, fg) < closeness { closeCount += 1 }
            }
        }
        if ringCount > 0 && Double(closeCount) / Double(ringCount) > 0.02 { return nil }

        // The pieces of each member's strong ink along x (`strongInkPieces`), on lossy input
        // (the faint pixels that join characters are a JPEG copy's ringing), for the few members
        // at least 0.4 of the line's height and not under 0.8 as wide as tall.
        func pieces(_ k: Int) -> [Int] {
            let c = members[k]
            guard tolerances.excess > 0, Double(c.height) >= 0.4 * hd, 5 * c.width >= 4 * c.height
            else { return [c.width] }
            let end = k + 1 < memberStarts.count ? memberStarts[k + 1] : colors.count
            return Self.strongInkPieces(
                of: c, offsets: memberStarts[k]..<end, indices: colors, distances: distances, width: image.width)
        }
        // Lossless input reads each member as one piece: nothing to compute per line there.
        let memberPieces = tolerances.excess > 0 ? members.indices.map(pieces) : []
        func isNarrowMember(_ k: Int) -> Bool {
            memberPieces.isEmpty
                ? 5 * members[k].width < 4 * members[k].height : Self.isNarrow(members[k], pieces: memberPieces[k])
        }
        // A count badge in a JPEG copy is noisier than the image's noise estimate: see
        // `isUniformBackdrop`.
        let uniform = Self.isUniformBackdrop(spread: bgSpread, excess: tolerances.excess, height: hd, scale: scale) {
            IconShapes.isEnclosed(
                x0: x0, y0: y0, x1: x1, y1: y1, background: bg, image: image, tolerance: Double(2 * tolerances.ink),
                sideReach: 2)
        }
        // Glyph count; in lossy images neighbouring glyphs often merge, so count by width, or on
        // a uniform background by the pieces of strong ink at least 0.1 of the member's height
        // wide when there are more (faint pixels join the digits of a count).
        let glyphs: Int
        if tolerances.excess > 0 {
            glyphs = members.indices.filter { Double(members[$0].height) >= 0.4 * hd }.reduce(0) { count, k in
                let c = members[k]
                let byWidth = Int(Double(c.width) / (0.8 * hd))
                let byPieces = uniform ? memberPieces[k].filter { 10 * $0 >= c.height }.count : 0
                return count + max(1, byWidth, byPieces)
            }
        } else {
            // A word whose letters a resample joined counts as its letters (`joinedGlyphCount`).
            glyphs = members.indices.reduce(0) { count, k in
                let c = members[k]
                return count + Self.joinedGlyphCount(c, lineHeight: hd, contrastSpan: contrastSpan) {
                    let end = k + 1 < memberStarts.count ? memberStarts[k + 1] : colors.count
                    return Self.strongInkPieces(
                        of: c, offsets: memberStarts[k]..<end, indices: colors, distances: distances, width: image.width)
                }
            }
        }
        // A lone glyph is trusted only on a uniform background: on photographs and gradients
        // single blobs look like glyphs too often.
        let loneLimit = Self.loneMarkLimit(scale: scale, lossy: tolerances.excess > 0)
        if glyphs == 1 && (!uniform || hd < loneLimit) {
            if !uniform && hd < 7 * scale { return nil }
            // Under 7 CSS px on a uniform one: too small to be trusted as a character, but kept
            // (never reported) as a possible piece of a symbol (a person's shoulders under its head).
            rejection = uniform && hd < loneLimit ? .notContent : (rejection ?? .nonTextShape)
        }
        // On a uniform one, a chevron, a plus or a glyph on an icon tile is an icon (see `IconShapes`);
        // characters under 0.8 as wide as tall side by side on a tile are a count on a badge
        // (digits are 0.5 to 0.7; a bell or a gear drawn as one stroke is nearly square), also
        // when faint pixels join them (`isNarrow`).
        if uniform
            && ((members.count == 1
                && (IconShapes.isChevron(members[0], runs: runs) || IconShapes.isPlus(members[0], runs: runs)))
                || (!members.indices.allSatisfy(isNarrowMember)
                    && IconShapes.isOnIconTile(
                    x0: x0, y0: y0, x1: x1, y1: y1, background: bg, image: image,
                    tolerance: Double(2 * tolerances.ink))))
        {
            rejection = rejection ?? .nonTextShape
        }
        if glyphs == 1 && uniform && IconShapes.isLoneSymbol(width: x1 - x0, height: h, scale: scale) {
            rejection = rejection ?? .nonTextShape
        }
        if glyphs == 2 && isComplex { rejection = rejection ?? .nonTextShape }
        if hd < 5 * scale { return nil }
        // Two CSS pixels wide at most: a lone stroke (a rule, an edge inside a letter), not text.
        if Double(x1 - x0) <= 2 * scale { return nil }

        var typicalBackground = bg
        if isComplex {
            // The backdrop of the whole run: every pixel of its box, each through its nearest
            // background pixel (itself when it is background).
            var r: [Double] = [], g: [Double] = [], b: [Double] = []
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let near = Int(lookup[y * image.width + x])
                    guard near >= 0 else { continue }
                    let c = image.color(at: near)
                    r.append(c.0); g.append(c.1); b.append(c.2)
                }
            }
            typicalBackground = (
                Statistics.medianOfLevels(r), Statistics.medianOfLevels(g), Statistics.medianOfLevels(b))
        }
        // The plateau only on a flat background: on a complex one the most common distance is
        // that of the most common backdrop, or of the longer of two inks in a line (a time
        // beside a count badge read the time's ink against the badge's pink: a false failure).
        // And only for lines under 32 CSS px: strokes of larger text are wider than the ringing,
        // so their plateau is the top bin anyway, and a lower mode there is a glyph whose flat
        // inside was taken for background (a white glyph on a blue tile read #c8c8c8).
        let plateau = isComplex || hd >= 32 * scale ? nil : bands.plateau
        let ink = plateau.map { inkColor($0.lower, $0.upper) } ?? fg
        // On JPEG-like input the chroma lost to subsampling is restored (see `InkChroma`).
        let read =
            tolerances.excess > 0 && !isComplex
            ? InkChroma.restored(ink, background: bg, pixels: colors, distances: distances, image: image) : ink
        let fg8 = (quantize(read.0), quantize(read.1), quantize(read.2))
        let bg8 = (quantize(typicalBackground.0), quantize(typicalBackground.1), quantize(typicalBackground.2))
        let fgLuminance = luminance(fg8)
        let ratio = contrast(fgLuminance, luminance(bg8))
        // Strokes too thin for a plateau, read around the rank of a resampled copy's true ink;
        // used only when the image looks resampled (see `InkPlateau.useStrokeInk`).
        var strokeInk: (foreground: (UInt8, UInt8, UInt8), ratio: Double)?
        if let stroke = isComplex || hd >= 32 * scale ? nil : bands.stroke {
            let c = inkColor(stroke.lower, stroke.upper)
            let c8 = (quantize(c.0), quantize(c.1), quantize(c.2))
            strokeInk = (c8, contrast(luminance(c8), luminance(bg8)))
        }
        var worst = ratio
        if isComplex {
            var ratios: [Double] = [], levels: [Double] = []
            ratios.reserveCapacity(backdropIndices.count)
            levels.reserveCapacity(backdropIndices.count)
            for near in backdropIndices {
                let o = near * 4
                let level = luminance((image.rgba[o], image.rgba[o + 1], image.rgba[o + 2]))
                levels.append(level)
                ratios.append(contrast(fgLuminance, level))
            }
            ratios.sort()
            levels.sort()
            // A backdrop within 1.3:1 of itself (its 5th against its 95th luminance percentile) is
            // judged on its typical color like a flat one: a tab bar's translucent material over
            // faint content (1.20–1.24:1 on the iOS-styled tuning parts), a gentle gradient (1.09–1.11).
            // There the 5th percentile of the ratios failed runs that the truth passes; no failing
            // run of the clean tuning sets changes its verdict. Not on JPEG-like input, where the
            // backdrop's spread is noise and the ink reads off by more (chroma subsampling of red
            // ink: 5.6:1 read for a paragraph of 4.25:1, which the 5th percentile still failed).
            // After a Lanczos downscale the ink also reads lighter: one image run in 25 lost.
            let own = contrast(
                Statistics.percentile(sorted: levels, 0.95), Statistics.percentile(sorted: levels, 0.05))
            if own > Self.flatBackdropContrast || tolerances.excess > 0 {
                worst = Statistics.percentile(sorted: ratios, 0.05)
            }
        }
        let size = SizeFeatures(
            members, image: image, runs: runs, nearest: nearest, fullInk: plateau?.distance ?? .infinity,
            trimsFringe: tolerances.excess > 0 || plateau != nil)
        // From scale 2 the sub-pixel ascent; at scale 1, where a hinted glyph's edge rows are
        // one of only 12–18 rows and their coverage moved 24 px text across the boundary both
        // ways (dev, `valset`: 24 px Roboto read 23.9, 22 px Roboto Slab 23.1), the box rows
        // at the factor they were fitted with.
        let fontSize =
            scale >= 2
            ? size.ascent / SizeFeatures.ascentPerEm / scale : size.rowAscent / SizeFeatures.rowAscentPerEm / scale
        // Stem / ascent on the dev and iOS-styled tuning sets: 400 p99 0.163–0.172, semibold 600
        // 0.168–0.201 (Roboto's 600 is drawn with its bold face), 700 p5 0.182. Bold from 0.19
        // keeps most semibold normal; 0.17 up to 0.205 is either.
        let boldness = size.stem / max(size.rowAscent, 1)
        let isBold = boldness >= 0.19
        let isWeightUncertain = boldness >= 0.17 && boldness < 0.205
        // Under 9 px and under 2:1: texture in a photograph or material (a few faint specks in
        // a row), not text (none such on the dev set; most of the iOS-styled set's false alarms
        // on photographs).
        if fontSize < 9 && worst < 2 { rejection = .notContent }
        // Under twice as wide as tall and under 1.8:1 (2:1 on a complex background), and not
        // already an icon shape (a faint chevron stays non-text): a blob of
        // photograph or material texture, not a word (on the dev set no failing run is both
        // that short and that faint; on the iOS-styled set, most false alarms on photographs).
        if rejection == nil && x1 - x0 < 2 * h && ratio < (isComplex ? 2 : 1.8) { rejection = .notContent }
        // A faint streak on a complex background, a lone thin line across its box, and on
        // JPEG-like input a line embedded in more ink above and below: photograph texture (see
        // `TextureGate`).
        if rejection == nil
            && (TextureGate.isStreak(isComplex: isComplex, ratio: ratio, inkPixels: colors.count, boxArea: (x1 - x0) * h)
                || TextureGate.isThinLine(
                    shapeCount: big.count, memberCount: members.count, inkPixels: colors.count, width: x1 - x0, height: h)
                || (tolerances.excess > 0
                    && TextureGate.bandInk(
                        x0: x0, y0: y0, x1: x1, y1: y1, margin: margin, runs: runs, width: image.width,
                        height: image.height) >= TextureGate.lossyBandInk))
        {
            rejection = .texture
        }
        // Edge sharpness for the texture gate (see `TextureGate`), applied once every line of the
        // image is measured.
        let sharpness =
            rejection == nil
            ? TextureGate.edgeSharpness(members, pixels: pixels, image: image, contrast: contrastSpan) : 0
        return LineMeasurement(
            rect: PixelRect(x: x0, y: y0, width: x1 - x0, height: h), foreground: fg8, background: bg8,
            isComplex: isComplex, ratio: ratio, worstRatio: worst, fontSize: fontSize, isBold: isBold,
            isWeightUncertain: isWeightUncertain, rejection: rejection, memberCount: members.count,
            isOneShape: members.count == 1
                || (members.count == 2 && (members[0].encloses(members[1]) || members[1].encloses(members[0]))),
            edgeSharpness: sharpness, strokeInk: strokeInk)
    }

    /// The height (image px) under which a lone mark on a uniform background is not trusted as a
    /// character: 7 CSS px, and on JPEG-like input 2 pixels more, as the ringing and blur grow a
    /// glyph's box by about a pixel at its top and bottom (see `SizeFeatures+SoftEdges`; the dot
    /// of an `i` of 51 px white text on a blue tile reads 14 px tall at 2x there, 11 px lossless).
    static func loneMarkLimit(scale: Double, lossy: Bool) -> Double { 7 * scale + (lossy ? 2 : 0) }

    /// How many glyphs a member of a line on lossless input counts as: 1, or, for a word whose
    /// letters a resample joined (a 10 px tab label after 3x → 2x), its pieces of strong ink.
    ///
    /// Such a word is one member at least twice as wide as tall and at least 0.4 of the line's
    /// height; it counts by its pieces of strong ink (`strongInkPieces`, those at least 0.1 of its
    /// height wide) when they are three or more and at least one per height of its width
    /// (letters are narrower than tall; a blurred blob of a photograph splits more sparsely),
    /// when its ink lies at least 40 levels from its background (`contrastSpan`: faint shading
    /// of a photograph splits too, 1.2–1.4:1 and 14–33 levels on the web tuning pages), and when
    /// it fills at least 0.15 of its box (text fills 0.21–0.55; a thin line of stars on a dark
    /// photograph in a real Android screenshot, 0.05, split at its stars).
    static func joinedGlyphCount(
        _ member: Component, lineHeight: Double, contrastSpan: Double, strongPieces: () -> [Int]
    ) -> Int {
        guard member.width >= 2 * member.height, Double(member.height) >= 0.4 * lineHeight, contrastSpan >= 40,
            member.fill >= 0.15
        else { return 1 }
        let strong = strongPieces().filter { 10 * $0 >= member.height }.count
        return strong >= 3 && strong * member.height >= member.width ? strong : 1
    }

    /// Whether a line's backdrop counts as uniform: its spread (the largest channel's 5th to
    /// 95th percentile range over the ink pixels' nearest background pixels, levels) within
    /// 2 levels plus the image's excess noise; or, on lossy input for a line of 7 CSS px or more,
    /// within 2 plus four times the excess when `enclosed` (`IconShapes.isEnclosed`, a pill's
    /// ends within two heights) says the backdrop ends close around it on all four sides. A
    /// count badge's saturated red next to white digits in a JPEG copy spreads 14–25 levels at
    /// an excess of 6–8 (the tuning copies `iosset/tune3-jpeg85`, `tune4-jpeg85`); a dark
    /// photograph's specks are as quiet but do not end there.
    static func isUniformBackdrop(
        spread: Double, excess: Double, height: Double, scale: Double, enclosed: () -> Bool
    ) -> Bool {
        if spread <= 2 + excess { return true }
        return excess > 0 && spread <= 2 + 4 * excess && height >= 7 * scale && enclosed()
    }

    /// The largest contrast between the light and dark parts of a complex backdrop (its 95th and
    /// 5th luminance percentiles) that is still judged on its typical color.
    static let flatBackdropContrast = 1.3

    static func quantize(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value + 0.5).rounded(.down)))) }

    static func luminance(_ c: (UInt8, UInt8, UInt8)) -> Double {
        let table = SRGBTransfer.decodeTable
        return 0.2126 * table[Int(c.0)] + 0.7152 * table[Int(c.1)] + 0.0722 * table[Int(c.2)]
    }

    static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
}

/// Ascent (baseline to the tallest glyph top) and stem width of a line, in image pixels.
///
/// The baseline is the median bottom of the glyphs at least 0.35 of the tallest; the ascent
/// reaches the highest of their tops, or the marks' over them (see ``markRaise``), each edge to a
/// fraction of a pixel (see ``softEdges(_:image:runs:lookup:fullInk:)``); the stem width
/// is the median summed coverage of the horizontal ink runs in the middle half of the x-height
/// band (rows crossing vertical stems). On a lossy copy the boxes lose their fringe rows first
/// (see ``unfringedRows(_:image:runs:lookup:fullInk:)``). Coverage is a pixel's distance from its background over
/// the glyph's peak distance, or over the line's plateau when that is lower (a resampled copy's
/// overshoot would otherwise leave the stroke inside under full coverage and bold read as normal).
struct SizeFeatures {
    /// Baseline to top with sub-pixel edges (see ``softEdges(_:image:runs:lookup:fullInk:)``).
    var ascent: Double
    /// Baseline to top in whole box rows (fringe rows of a lossy copy left out): the
    /// denominator of the stem-width weight test, which was fitted on it.
    var rowAscent: Double
    var stem: Double

    /// Ascent per em that turns ``ascent`` into a font size: the median of the sub-pixel ascent
    /// over the font size on the lossless tuning sets (dev, iOS `tune`, `tune2`, web tuning
    /// pages: 0.731; 0.735 read with the box rows). Fonts lie 0.70 (Karla) to 0.76 (Inter,
    /// Roboto) with ascenders, 0.65–0.75 with capitals only. 0.735 put the fewest runs of the
    /// tuning sets (ratio 3–4.5:1, where the size class decides) in the wrong class: 25, against
    /// 28 at 0.73, 29 at 0.74 and 29 with box rows at 0.74.
    static let ascentPerEm = 0.735
    /// Ascent per em of ``rowAscent`` (whole box rows), used at scale 1: fitted on the dev set.
    static let rowAscentPerEm = 0.74

    /// The least factor (marks' ascent ÷ glyphs' ascent) by which the marks over a line's glyphs
    /// must raise its ascent to count: an i dot stands 0.72–0.76 em high, 1.4–1.55 x-heights and
    /// 1.15–1.25 heights of a t, but Inter's only 3 % over its ascenders (with no threshold iOS
    /// `tune` read 23 px "Battery Lisbon" as 24.3 px, large).
    static let markRaise = 1.12
    /// The most a mark's top may lie above the baseline, in median glyph heights (an x-height
    /// line's dots reach about 1.5; a superscript or a stray speck higher is not taken).
    static let markReach = 1.7

    init(
        _ members: [Component], image: ImageView, runs: RunLabels, nearest: NearestMap,
        fullInk: Double = .infinity, trimsFringe: Bool = false
    ) {
        var lookup = nearest.cursor()
        let tallest = Double(members.map(\.height).max() ?? 0)
        var main = members.filter { Double($0.height) >= 0.35 * tallest }
        if main.isEmpty { main = members }
        var rows = main.map { (top: $0.y0, bottom: $0.y1) }
        if trimsFringe {
            rows = main.map { c in
                Self.unfringedRows(
                    c, image: image, runs: runs, lookup: &lookup, fullInk: max(min(c.peakDistance, fullInk), 1e-6))
            }
        }
        let base = Statistics.median(rows.map { Double($0.bottom) })
        let tops = rows.map { Double($0.top) }
        var top = tops.min() ?? base
        // The marks over the glyphs (the dots of i and j, accents) that lie wholly above the
        // median glyph top: on a line of x-height letters ("invoices", "minimum") they are the
        // only ink near the ascender line. Taken only when they raise the ascent by a factor of
        // at least ``markRaise`` (Inter's i dot stands 3 % above its ascenders: 23 px read 24.3)
        // and by at most ``markReach`` of the body height (not a superscript or a stray mark).
        let bodyTop = Statistics.median(tops)
        var markTop = top
        var highestMark: Component?
        for m in members where Double(m.height) < 0.35 * tallest && Double(m.y1) <= bodyTop {
            guard main.contains(where: { $0.x0 < m.x1 && m.x0 < $0.x1 }) else { continue }
            let r =
                trimsFringe
                ? Self.unfringedRows(
                    m, image: image, runs: runs, lookup: &lookup, fullInk: max(min(m.peakDistance, fullInk), 1e-6))
                : (top: m.y0, bottom: m.y1)
            if base - Double(r.top) <= Self.markReach * (base - bodyTop) && Double(r.top) < markTop {
                markTop = Double(r.top)
                highestMark = m
            }
        }
        var markEdge: Component?
        if base - markTop >= Self.markRaise * (base - top) {
            top = markTop
            markEdge = highestMark
        }
        rowAscent = base - top
        // The ascent to a fraction of a pixel (see `softEdges`): the median soft bottom of the
        // main glyphs to the highest soft top (of the marks, when they set the ascent).
        let edges = main.map { c in
            Self.softEdges(c, image: image, runs: runs, lookup: &lookup, fullInk: max(min(c.peakDistance, fullInk), 1e-6))
        }
        let softBase = Statistics.median(edges.map(\.bottom))
        var softTop = edges.map(\.top).min() ?? softBase
        if let m = markEdge {
            softTop = Self.softEdges(
                m, image: image, runs: runs, lookup: &lookup, fullInk: max(min(m.peakDistance, fullInk), 1e-6)
            ).top
        }
        ascent = max(softBase - softTop, 0)
        let xHeight = base - bodyTop
        let bandTop = Int(base - 0.75 * xHeight), bandBottom = Int(base - 0.25 * xHeight)
        var widths: [Double] = []
        for c in main {
            let peak = max(min(c.peakDistance, fullInk), 1e-6)
            let first = max(bandTop, c.y0), last = min(bandBottom + 1, c.y1)
            guard first < last else { continue }
            // The horizontal runs of this component's pixels in a row are its ink runs there
            // (runs are maximal, and one run belongs to one component), left to right.
            for y in first..<last {
                for run in runs.runs(ofRow: y) where runs.runLabel[run] == c.label {
                    var sum = 0.0
                    for x in Int(runs.runStart[run])..<Int(runs.runEnd[run]) {
                        let index = y * image.width + x
                        sum += min(1, image.distance(index, Int(lookup[index])) / peak)
                    }
                    widths.append(sum)
                }
            }
        }
        stem = Statistics.median(widths)
    }
}
