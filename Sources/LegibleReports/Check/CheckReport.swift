import LegibleCore
import LegibleTokens

/// One measured token pair and its verdict.
public struct PairResult: Hashable, Sendable {
    /// The pair as the pairing rules produced it.
    public var pair: TokenPair
    /// The ratio, or the range when the background is translucent.
    public var measurement: ContrastMeasurement
    /// The requirement for the pair's role at the pair's level.
    public var requirement: ContrastRequirement
    /// The APCA measurement and requirement, when the check uses ``ContrastMethod/apca``.
    public var apca: APCAPairResult?
    /// Set when this pair, in an increased-contrast appearance, has less contrast than in the
    /// standard one (see ``CheckReport/markRegressions()``); such a pair fails the run even when
    /// it meets its requirement.
    public var regression: ContrastRegression?
    /// Whether a baseline records this failure and it is no worse than recorded (see
    /// ``CheckReport/apply(baseline:)``).
    public var isBaselined = false
    /// The deciding figure the applied baseline recorded for this pair's failure (its `ratio`,
    /// or |Lc| with APCA); nil when the baseline does not record the pair or gives no figure.
    public var baselineScore: Double?
    /// Whether a baseline records this pair's regression with a drop at least as large as the
    /// current one (see ``CheckReport/apply(baseline:)``): the regression is still reported, but
    /// does not fail the run.
    public var isRegressionBaselined = false
    /// The reason given by the configuration's `ignore` entry that matched this pair, if any.
    public var ignoreReason: String?
    /// The nearest passing foreground for a failing pair (`--suggest`), if one exists.
    public var suggestion: ContrastSuggestion?
    /// The edit that writes ``suggestion`` into the foreground's source file, when the value there
    /// is a single literal that can be replaced (see ``SourceEdit``); never over an alias.
    public var suggestionEdit: SourceEdit?
    /// When the foreground's value is an alias (`{color.gray.5}`, `var(--gray-5)`, `@color/gray`),
    /// the token it refers to: no edit is written over the reference, and the reports point at
    /// the aliased token instead (JSON `suggestion.alias_of`).
    public var suggestionAliasOf: TokenReference?
    /// Why a failing pair that a foreground could fix got no suggestion: every candidate near
    /// enough would harm another pair or appearance sharing the token's value (one sentence,
    /// `no suggestion: fg is shared …`); JSON `suggestion_withheld`.
    public var suggestionWithheld: String?
    /// Where ``suggestionAliasOf`` is declared, when an input declares it.
    public var suggestionAliasLocation: SourceLocation?
    /// For a pair whose rule gives a literal `size`: whether the policy makes it large, and why.
    public var sizeJudgement: LargeTextJudgement?
    /// For a pair whose rule gives a `textStyle`: one verdict per content size category
    /// judged; the pair fails when any fails.
    public var contentSizeVerdicts: [DynamicTypeVerdict] = []

    /// Measures `pair` with ``ContrastMeasurement`` against
    /// `ContrastRequirement(level: pair.level, role: pair.role)`; with ``ContrastMethod/apca``
    /// also with ``APCAMeasurement`` against the simple-mode `APCARequirement(role: pair.role)`,
    /// which then decides the verdict. A ``ContrastRole/link`` pair (link against body text,
    /// WCAG G183) is always judged by its WCAG 2 ratio: G183's 3:1 has no APCA counterpart; with
    /// a ``TokenPair/surface``, link and text are both composited onto that page first. Any other
    /// pair with a surface (a translucent background over a known canvas, or a rule's `over`) has its
    /// background composited onto the surface first, and the foreground drawn over the result, so
    /// the ratio is a single figure instead of a range over every surface beneath.
    public init(pair: TokenPair, method: ContrastMethod = .wcag) {
        self.pair = pair
        var (foreground, background) = (pair.foreground.color, pair.background.color)
        if let page = pair.surface?.color {
            // The background as it is drawn on the known surface; a link and its body text lie
            // side by side on the page, so both are.
            background = background.composited(over: page)
            if pair.role == .link { foreground = foreground.composited(over: page) }
        }
        self.measurement = ContrastMeasurement(foreground: foreground, background: background)
        self.requirement = ContrastRequirement(level: pair.level, role: pair.role)
        if let size = pair.textSize, method == .wcag {
            let policy = size.effectivePolicy
            switch size.source {
            case .size(let fontSize):
                let judgement = policy.judge(fontSize, weight: size.weight ?? 400)
                sizeJudgement = judgement
                requirement = ContrastRequirement(level: pair.level, role: judgement.role)
            case .textStyle(let style):
                contentSizeVerdicts = style.verdicts(
                    for: measurement.worst, weight: size.weight, policy: policy, level: pair.level,
                    categories: size.contentSizes ?? ContentSizeCategory.allCases, boldText: size.boldText ?? [.off])
                // The strictest requirement judged names the check (stable across runs).
                requirement = contentSizeVerdicts.map(\.requirement).max { $0.minimumRatio < $1.minimumRatio }
                    ?? requirement
            case .typography:
                break  // resolved to a size before pairing (PairsFile.resolvingTypography)
            }
        }
        if method == .apca, pair.role != .link {
            apca = APCAPairResult(
                measurement: APCAMeasurement(text: foreground, background: background),
                requirement: APCARequirement(role: pair.role))
        }
    }

    /// Pass when the worst ratio, unrounded, is at least the requirement; with APCA, when the
    /// worst |Lc|, unrounded, is at least the APCA requirement.
    public var verdict: Verdict {
        if let apca { return Verdict(apca.measurement.worst.satisfies(apca.requirement)) }
        if !contentSizeVerdicts.isEmpty { return Verdict(contentSizeVerdicts.allSatisfy(\.passes)) }
        return Verdict(measurement.worst.satisfies(requirement))
    }

    /// The figure that decides the verdict and that the regression rule compares: the worst WCAG
    /// ratio (1...21), or with APCA the worst |Lc| (0...~108). Never rounded.
    public var decidingScore: Double {
        apca?.measurement.worst.magnitude ?? measurement.worst.value
    }

    /// Whether this failing pair has got worse than the baseline records: its deciding figure is
    /// below ``baselineScore`` by more than ``CheckBaseline/worseningTolerance``. Such a pair is
    /// not baselined: it fails the run as a new failure.
    public var isWorseThanBaseline: Bool {
        guard verdict == .fail, let baselineScore else { return false }
        return decidingScore < baselineScore - CheckBaseline.worseningTolerance
    }

    /// The pair's status: `ignored` when an ignore entry matched, else `pass`, or for a failure
    /// `baselined` when the baseline records it and `fail` otherwise.
    public var status: PairStatus {
        if ignoreReason != nil { return .ignored }
        if verdict == .pass { return .pass }
        return isBaselined ? .baselined : .fail
    }

    /// Whether this pair fails the run: a new failure, or a regression that is not ignored and
    /// that the baseline does not accept.
    public var failsRun: Bool {
        status == .fail || (regression != nil && status != .ignored && !isRegressionBaselined)
    }

    /// Whether the regression rule, on its own, fails the run for this pair.
    var failsRunByRegression: Bool { regression != nil && status != .ignored && !isRegressionBaselined }

    /// The identity of this pair's check, as baselines and the regression rule use it.
    public var key: PairKey {
        PairKey(foreground: pair.foreground.name, background: pair.background.name,
                appearance: pair.appearance, level: requirement.level, role: requirement.role)
    }
}

/// What a report says about a pair.
public enum PairStatus: String, CaseIterable, Hashable, Sendable {
    /// The requirement is met.
    case pass
    /// The requirement is not met, and no baseline records it: the run fails.
    case fail
    /// The requirement is not met, but the baseline records this failure: the run does not fail.
    case baselined
    /// The configuration's `ignore` list names this pair, with a reason: not judged.
    case ignored
}

/// The identity of one check: foreground and background token names, appearance, WCAG level
/// and role. Baselines record failures by it.
public struct PairKey: Hashable, Sendable, Comparable {
    /// The foreground token's name.
    public var foreground: String
    /// The background token's name.
    public var background: String
    /// The appearance, such as `dark` or `light-high-contrast`.
    public var appearance: String
    /// The conformance level.
    public var level: WCAGLevel
    /// What the foreground is used for.
    public var role: ContrastRole

    /// Creates a key.
    public init(foreground: String, background: String, appearance: String, level: WCAGLevel, role: ContrastRole) {
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
        self.level = level
        self.role = role
    }

    /// Orders by foreground, background, appearance, level, role (each by its text).
    public static func < (lhs: PairKey, rhs: PairKey) -> Bool {
        (lhs.foreground, lhs.background, lhs.appearance, lhs.level.rawValue, lhs.role.rawValue)
            < (rhs.foreground, rhs.background, rhs.appearance, rhs.level.rawValue, rhs.role.rawValue)
    }
}

/// A pair's APCA figures: Lc (text = foreground, then background) and the minimum |Lc| for its role.
public struct APCAPairResult: Hashable, Sendable {
    /// The Lc, or its range over a translucent background.
    public var measurement: APCAMeasurement
    /// The minimum |Lc| for the pair's role (APCA simple mode: text 75, large text 60, non-text 30).
    public var requirement: APCARequirement
}

/// The result of `legible check`: every pair in order, and how many failed.
public struct CheckReport: Sendable {
    /// The measured pairs, in the order given.
    public var results: [PairResult]
    /// The contrast method that decides each verdict.
    public var method: ContrastMethod
    /// The differentiate-without-color check of the token sets (WCAG 1.4.1), when it ran.
    public var distinction: DistinguishReport?
    /// Token values that could not be computed, with the reason; reported, never dropped.
    public var skipped: [SkippedToken] = []
    /// The run's text size policy (for pairs whose rules give a size or text style and no
    /// policy of their own); stated in every format.
    public var policy: ContrastPolicy = .wcag
    /// Where each token is defined, by appearance and name, for reports that point at collapsing
    /// colors (see ``recordLocations(of:)``).
    public var tokenLocations: [TokenReference: SourceLocation] = [:]
    /// Whether a baseline was applied: reports then say which failures are new.
    public var usesBaseline = false
    /// The collapses the applied baseline records (see ``isBaselined(_:)``): reported as
    /// baselined, they do not fail the run.
    public var baselinedCollapses: Set<CollapseKey> = []
    /// The baseline entries this run no longer fails on (see ``fixedEntries(of:)``): reported in
    /// every format; `--update-baseline` drops them.
    public var fixed: [FixedBaselineEntry] = []
    /// Values the token readers computed under an assumption (``TokenSet/notes``), such as macOS
    /// `controlAccentColor` taken as its default blue: reported in every format.
    public var notes: [TokenNote] = []
    /// Set when the report shows a summary instead of every pair (a run of more than
    /// ``CheckSummary/pairLimit`` pairs without `--full`, or `--summary`): text, Markdown, JUnit
    /// and JSON then render it in place of the pair rows. SARIF and GitHub annotations ignore
    /// it and keep one result per failing pair.
    public var summary: CheckSummary?
    /// The input error that stopped the run before anything was checked (the command exits 2),
    /// one line as the command prints it; nil for a run that checked. Every format records it
    /// (``stopped(by:method:)``): text and Markdown as an error line, JSON `error`, SARIF
    /// `executionSuccessful: false` with an `error` notification, JUnit an `<error>` case, GitHub
    /// `::error` at the file and line the message names.
    public var inputError: String?
    /// What the run was asked to check and did not, such as a pair rule whose pattern matched no
    /// token (``CheckWarning``): listed in every format; warnings never fail the run.
    public var warnings: [CheckWarning] = []

    /// Measures every pair with `method` (WCAG 2 by default); `distinction` adds the
    /// collapsing color pairs of the token sets.
    public init(pairs: [TokenPair], method: ContrastMethod = .wcag, distinction: DistinguishReport? = nil) {
        self.method = method
        self.distinction = distinction
        results = pairs.map { PairResult(pair: $0, method: method) }
        markRegressions()
    }

    /// Records the location of every token, for reports that point at collapsing colors.
    public mutating func recordLocations(of tokens: [ColorToken]) {
        for token in tokens {
            tokenLocations[TokenReference(name: token.name, appearance: token.appearance)] = token.location
        }
    }

    /// How many collapse conditions there are (WCAG 1.4.1: a color pair under one condition),
    /// baselined or not; 0 when the check did not run.
    public var collapseCount: Int { distinction?.findings.count ?? 0 }
    /// How many collapse conditions the baseline does not record: these fail the run.
    public var newCollapseCount: Int { collapseCount - baselinedCollapseCount }
    /// How many collapse conditions the baseline records.
    public var baselinedCollapseCount: Int {
        baselinedCollapses.isEmpty ? 0 : (distinction?.findings.count(where: isBaselined) ?? 0)
    }

    /// The counts of the pairs: of ``results``, or of ``summary`` for a report made from a
    /// summary alone (`--all-pairs` summaries, which keep no results).
    public var counts: PairCounts {
        if results.isEmpty, let summary { return summary.counts }
        return PairCounts(results)
    }
    /// How many pairs were checked (every pair not ignored).
    public var checkedCount: Int { counts.checked }
    /// How many pairs failed their requirement and are not in the baseline (status `fail`).
    public var failedCount: Int { counts.failed }
    /// How many failures the baseline records (status `baselined`).
    public var baselinedCount: Int { counts.baselined }
    /// How many pairs the configuration ignores (status `ignored`).
    public var ignoredCount: Int { counts.ignored }
    /// How many pairs, not ignored, have less contrast in an increased-contrast appearance than in
    /// the standard one, and the baseline does not accept (these fail the run).
    public var regressionCount: Int { counts.regressions }
    /// How many regressions the baseline accepts (the drop is no larger than recorded).
    public var baselinedRegressionCount: Int { counts.baselinedRegressions }
    /// Whether the run fails (the command exits 1): a new failure, a regression, or a color pair
    /// that collapses and is not in the baseline.
    public var hasFailures: Bool {
        if inputError != nil { return true }
        let c = counts
        return c.failed > 0 || c.regressions > 0 || newCollapseCount > 0
    }
}

/// A token by name and appearance.
public struct TokenReference: Hashable, Sendable {
    /// The token's name.
    public var name: String
    /// The appearance it belongs to.
    public var appearance: String

    /// Creates a reference.
    public init(name: String, appearance: String) {
        self.name = name
        self.appearance = appearance
    }
}
