import LegibleCore
import LegibleReports
import LegibleTokens

/// What `legible check` does, as one call: reads token files or asset catalogs, pairs their
/// colors, judges every pair and every set of colors that carry meaning, and returns the report.
///
/// ```swift
/// var check = ColorPairCheck(inputs: .files(["Assets.xcassets"]), level: .aa)
/// check.pairs = .file("app.pairs.json")
/// let result = try check.run()
/// for pair in result.report.results where pair.failsRun { ... }
/// ```
///
/// The report (``CheckReport``) holds, per pair, the measured ratio (or the range over an unknown
/// backdrop for a translucent foreground), the requirement and level, the appearance, the
/// regression against the standard appearance, the baseline and ignore state, and the source
/// location of both tokens; and the color sets that collapse under color-vision deficiency
/// (WCAG 1.4.1). `legible check` is a shell over this type: it builds a check from its arguments
/// and `legible.json`, calls ``run()`` and writes the report, so both give the same verdicts.
///
/// The check never prints and never writes a file: notes come back in
/// ``ColorPairCheckResult/notes`` and an updated baseline in
/// ``ColorPairCheckResult/updatedBaseline``, for the caller to write.
public struct ColorPairCheck: Sendable {
    /// Where the colors come from.
    public enum Inputs: Sendable {
        /// Token files, asset catalogs or directories to search, as the file system finds them
        /// (a directory means every file of a known format under it; later files override
        /// earlier tokens of the same name).
        case files([String])
        /// Token files already in memory; `path` names each in locations and decides its format.
        case sources([TokenSource])
        /// Tokens already loaded.
        case tokens(TokenSet)
    }

    /// Which tokens are checked against which.
    public enum Pairs: Sendable {
        /// The naming conventions (``Pairing/automaticPairs(in:level:)``: on-X over X; fg, text or
        /// foreground over bg, canvas, surface or background in the same appearance; Apple's and
        /// token groups' conventions); each pair records its ``NamingConvention``. A pairs file beside a file input
        /// (`NAME.pairs.json` beside `NAME.css` or `NAME.tokens.json`, or any `*.pairs.json` in
        /// a directory input) is used in their place for that input.
        case automatic
        /// Every foreground against every background in each appearance (`--all-pairs`).
        case everyCombination
        /// A JSON pairs file at this path (`--pairs`).
        case file(String)
        /// Pair rules (and sets) already parsed, such as `legible.json`'s inline `pairs`.
        case rules(PairsFile)
    }

    /// How a baseline of accepted failures applies.
    public enum Baseline: Sendable {
        /// Failures, regressions and collapses this file records are baselined; entries that no
        /// longer fail are reported as fixed.
        case file(String)
        /// The same, from a baseline already parsed.
        case recorded(CheckBaseline)
        /// The current failures, regressions and collapses become the baseline: the result's
        /// ``ColorPairCheckResult/updatedBaseline`` holds it (the file at this path, when it
        /// exists, is read for the entries now fixed; it is not written). It must not be one of
        /// the files the check reads.
        case updating(String)
    }

    /// The colors to check.
    public var inputs: Inputs
    /// The pairs to check; ``Pairs/automatic`` by default.
    public var pairs: Pairs = .automatic
    /// Sets of colors that carry meaning, used when the pairs file names none (for example
    /// `legible.json`'s `sets`). With neither, sets come from token names (status, feedback,
    /// chart, series, categorical groups).
    public var sets: [ColorSetRule] = []
    /// The level for pairs whose rule sets none; AA by default.
    public var level: WCAGLevel = .aa
    /// WCAG 2 ratios, or APCA Lc (a draft, not part of WCAG 2) deciding the status.
    public var method: ContrastMethod = .wcag
    /// The text size policy for pairs whose rule gives a size or text style and no policy.
    public var policy: ContrastPolicy = .wcag
    /// The content size categories text-style pairs are judged at, when their rule names none.
    public var contentSizes: [ContentSizeCategory]?
    /// The Bold Text settings text-style pairs are judged with, when their rule names none
    /// (nil: off; `[.off, .on]` both ways).
    public var boldText: [BoldText]?
    /// Pairs to report as ignored (with their reason) rather than judged.
    public var ignore: [CheckIgnoreRule] = []
    /// Globs of files and tokens to leave out before pairing (`legible.json`'s `exclude`,
    /// `--exclude`), told apart as ``TokenExclusion`` says. A pair rule that names an excluded
    /// token exactly is an error.
    public var exclude: [String] = []
    /// Whether a value that could not be computed may take part in a pair (`--allow-skipped`):
    /// when false (the default) such a value stops the run as an input error, since a pair it
    /// could not measure cannot pass (see ``skippedInPairsError(_:pairsFile:)``); when true it
    /// is listed under Skipped, counted in the summary line, and the other pairs decide.
    public var allowsSkipped = false
    /// The baseline, if any.
    public var baseline: Baseline?
    /// Whether every failing pair gets the nearest passing foreground (smallest ΔE2000) and the
    /// edit of its source that applies it.
    public var suggestsFixes = false
    /// The thresholds under which two colors of a set collapse.
    public var distinction = ColorDistinctionCheck()
    /// How token files are read: size, token and alias-depth caps, asset-catalog idioms, CSS
    /// channel triplets.
    public var loader = TokenLoader()
    /// Whether the report lists every pair or a summary of the run; every pair by default.
    public var detail: Detail = .everyPair
    /// The most pairs a run may check (each takes about 2.5 KB of memory and report); more is an
    /// error, counted before any pair is made for ``Pairs/everyCombination``.
    public var maxPairs = defaultMaxPairs
    /// A directory: paths under it are shown relative to it in the report, notes and errors
    /// (`legible check` gives its current directory). Relative paths in the report are resolved
    /// against it to read sources for suggestions.
    public var pathsRelativeTo: String?

    /// ``maxPairs`` by default: 2,500,000 pairs, about 6 GB at the peak.
    public static let defaultMaxPairs = 2_500_000

    /// A check of `inputs` at `level`, with automatic pairs and no baseline.
    public init(inputs: Inputs, pairs: Pairs = .automatic, level: WCAGLevel = .aa) {
        self.inputs = inputs
        self.pairs = pairs
        self.level = level
    }
}

/// What ``ColorPairCheck/run()`` found.
public struct ColorPairCheckResult: Sendable {
    /// The verdicts, regressions, collapses, skipped values and locations. The run fails when
    /// ``CheckReport/hasFailures``.
    public var report: CheckReport
    /// What the check wants its user told, in order, each one sentence without a prefix
    /// (`using the pairs in app.pairs.json`).
    public var notes: [String] = []
    /// With ``ColorPairCheck/Baseline/updating(_:)``: the new baseline, for the caller to write.
    public var updatedBaseline: CheckBaseline?
    /// Every file the run read (token files, pairs files, the baseline), as the file system
    /// finds them: an output must not replace one.
    public var filesRead: [String] = []

    /// Whether the run fails: a new failure, a regression or a collapse.
    public var hasFailures: Bool { report.hasFailures }
}

/// Why a ``ColorPairCheck`` could not run: an input that cannot be read or understood, or a check
/// that asks for something contradictory. Either way nothing was judged, so nothing passed.
public struct ColorPairCheckError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Sendable, Equatable {
        /// An input, pairs or baseline file that is missing, unreadable or invalid; or inputs
        /// that give no pairs, or more than ``ColorPairCheck/maxPairs``.
        case invalidInput
        /// Settings that cannot go together (sized pairs under APCA; typography references
        /// with inputs that are not files; a baseline to update that is an input).
        case invalidCheck
    }

    /// The kind of problem.
    public var kind: Kind
    /// One line, the file first when there is one, as compilers print it:
    /// `tokens.json:12:7: circular alias: a → b → a`.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
