import LegibleCore
import LegibleScan
import LegibleTokens

/// `legible merge`: the JSON reports of sharded `legible scan` runs combined into one report of
/// the same schema (``ScanReportJSON``).
///
/// Each input is a parsed report: one image (`{"image", ...}`) or several (`{"images": [...]}`,
/// the form every `--shard` run writes). Every image appears once in the result, sorted by path.
/// An image is known by its `image` path with `.` and empty components dropped (`./a.png` is
/// `a.png`). An image found in two inputs (or twice in one):
///
/// - with identical entries (but for the spelling of the path) is kept once, with a warning
///   naming both places;
/// - with different entries is an error (``TokenFileError`` at the second entry, naming the
///   image, both places and what each says), unless ``DuplicatePolicy/first`` or
///   ``DuplicatePolicy/last`` says which to keep; then it is a warning naming the one kept.
///
/// An input with no image (the report of a shard that got no input) is named in a warning when
/// other inputs hold images; when none does, the one warning (and ``noImageMessage(inputs:)``)
/// names every input. The top-level `warnings` of an input that holds images (an earlier
/// merge's) are kept. Warnings go in the result's `warnings` array, before `summary`, as
/// sentences without a final period: the merge's own first, then every kept image's own
/// (``ScanReportJSON/combine(_:warnings:)``), so a warning a shard gave survives the merge.
///
/// A relative `image` path is taken from `currentDirectory` when one is given, so a report of
/// `legible scan shots` and one of `legible scan $PWD/shots` name one image the same way.
public enum ScanReportMerge {
    /// What to do with an image that two inputs report differently.
    public enum DuplicatePolicy: String, CaseIterable, Sendable {
        /// Stop with an input error naming the image and both inputs (the default): a shard run
        /// twice on different commits must not pass or fail by argument order.
        case error
        /// Keep the entry of the input given first.
        case first
        /// Keep the entry of the input given last.
        case last
    }

    /// The merged report and what the merge noticed.
    public struct Result: Sendable {
        /// The combined report (`images`, `warnings` when there are some, `summary`) and its totals.
        public var combined: ScanReportJSON.Combined
        /// Every warning of the merged report, one sentence each: the merge's own, then the
        /// kept images' (as `combined.value["warnings"]`).
        public var warnings: [String]
        /// How many distinct images the inputs hold.
        public var imageCount: Int
        /// Icon-like regions (`"role": "non-text"`, from `--non-text`) among `combined.runs`.
        public var nonTextRegions = 0
        /// The level the runs were judged at (``level(criteria:)``), `AA` when no run names one.
        public var level = "AA"
        /// Images read whose scale was guessed (`scale_source` `estimate` or `default`), as
        /// ``ScanReport/guessedScaleCount`` counts them.
        public var guessedScales = 0
        /// Those of them whose guess gets a warning (``ScanReport/guessedScaleWarns(source:width:height:)``).
        public var warnedScales = 0

        /// The line `legible scan -o` prints on standard error, for the merged images:
        /// `3 images, 41 text runs, 5 failing at AA, 0 unreadable.`, with `, 1 with nothing
        /// checked` when some image had no run, and `; scale guessed for 1 of 3 images (…)` as
        /// `scan` ends it (``ScanReport/scaleGuessedPhrase(guessed:images:warned:)``); `1 image,
        /// nothing was checked: 1 with nothing checked.` when no image had one.
        public var summaryLine: String {
            let head = "\(imageCount) image\(imageCount == 1 ? "" : "s"), "
            var causes: [String] = []
            if combined.errors > 0 || combined.runs > 0 { causes.append("\(combined.errors) unreadable") }
            if combined.nothingChecked > 0 { causes.append("\(combined.nothingChecked) with nothing checked") }
            guard combined.runs > 0 else {
                return head + "nothing was checked" + (causes.isEmpty ? "" : ": ") + causes.joined(separator: ", ") + "."
            }
            return head + ScanReport.runsPhrase(runs: combined.runs, nonText: nonTextRegions)
                + ", \(combined.failing) failing at \(level), " + causes.joined(separator: ", ")
                + ScanReport.scaleGuessedPhrase(guessed: guessedScales, images: imageCount, warned: warnedScales) + "."
        }
    }

    /// Merges `reports`, each a parsed file with the path it is named by in messages; relative
    /// image paths are resolved against `currentDirectory` (when given) to tell whether two
    /// entries are one image (``identity(_:currentDirectory:)``).
    ///
    /// - Throws: ``TokenFileError``: a file that is not a `legible scan` report (no `image` and
    ///   no `images` key), an entry without a string `image` or not of a scan's shape
    ///   (`checkShape(of:image:)`), or an image in two places with
    ///   different entries under ``DuplicatePolicy/error``.
    /// - Complexity: O(entries), plus the sort of the image paths.
    public static func merge(_ reports: [(path: String, root: LocatedJSONValue)], onDuplicate: DuplicatePolicy = .error,
                             currentDirectory: String? = nil)
        throws(TokenFileError) -> Result
    {
        var kept: [String: (value: JSONValue, place: SourceLocation, path: String)] = [:]
        var warnings: [String] = []
        var emptyInputs: [String] = []
        for (path, root) in reports {
            let entries: [LocatedJSONValue]
            if let list = root["images"]?.elements {
                entries = list
            } else if let images = root["images"] {
                let type = images.typeName, article = type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
                throw TokenFileError(location: images.location,
                                     message: "\"images\" is \(article) \(type); expected an array of image entries")
            } else if root["image"] != nil {
                entries = [root]
            } else {
                throw TokenFileError(location: SourceLocation(file: path, line: 0, column: 0),
                                     message: "not a 'legible scan' report: expected an \"image\" or \"images\" key")
            }
            // An empty input's own warning (no image in its run) gives way to the merge's, which
            // names it; the warnings of one that holds images (an earlier merge's) are kept,
            // but for its images' own, which come with the images kept (a single-image report's
            // `warnings` are its image's).
            if entries.isEmpty {
                emptyInputs.append(path)
            } else if root["images"] != nil {
                let own = Set(entries.flatMap { ($0["warnings"]?.elements ?? []).compactMap(\.string) })
                warnings += (root["warnings"]?.elements ?? []).compactMap(\.string).filter { !own.contains($0) }
            }
            if root["images"] != nil, let warning = summaryDisagreement(root, entries: entries, path: path) {
                warnings.append(warning)
            }
            for entry in entries {
                guard let name = entry["image"]?.string else {
                    throw TokenFileError(location: entry.location, message: "an image entry has no \"image\" path")
                }
                guard !name.isEmpty else {
                    throw TokenFileError(location: entry["image"]?.location ?? entry.location,
                                         message: "an image entry has an empty \"image\" path (found \"\"); expected "
                                            + "the path of the scanned image, as 'legible scan' writes it")
                }
                try checkShape(of: entry, image: name)
                let value = withNothingCheckedWarning(plain(entry), image: name)
                let key = identity(name, currentDirectory: currentDirectory)
                guard let earlier = kept[key] else {
                    kept[key] = (value, entry.location, name)
                    continue
                }
                let places = earlier.place.file == entry.location.file
                    ? "twice in \(entry.location.file) (at \(position(earlier.place)) and \(position(entry.location)))"
                    : "in \(earlier.place.file):\(position(earlier.place)) and in \(entry.location.file):\(position(entry.location))"
                let (this, that) = (respelled(value, name, key), respelled(earlier.value, earlier.path, key))
                if this == that {
                    warnings.append("\(earlier.path) is \(places) with the same report; it is counted once")
                    continue
                }
                let (before, after) = (outline(earlier.value), outline(value))
                let difference = before == after
                    ? "both \(before); they differ in \(differingKeys(this, that))"
                    : "\(earlier.place.file): \(before); \(entry.location.file): \(after)"
                switch onDuplicate {
                case .error:
                    throw TokenFileError(
                        location: entry.location,
                        message: "image '\(name)' is \(places) with different reports (\(difference)); expected each "
                            + "image in one report: merge the reports of one run, or give --on-duplicate first or last "
                            + "to keep one")
                case .first:
                    warnings.append("\(earlier.path) is \(places) with different reports (\(difference)); "
                        + "--on-duplicate first keeps the one in \(earlier.place.file)")
                case .last:
                    warnings.append("\(earlier.path) is \(places) with different reports (\(difference)); "
                        + "--on-duplicate last keeps the one in \(entry.location.file)")
                    kept[key] = (value, entry.location, name)
                }
            }
        }
        if kept.isEmpty {
            warnings.insert(noImageMessage(inputs: reports.map(\.path)), at: 0)
        } else {
            for path in emptyInputs {
                warnings.append("\(path) holds no image (the report of a --shard that got no input): nothing in it "
                    + "was checked; the other reports decide")
            }
        }
        try checkOneRun(kept.keys.sorted().compactMap { kept[$0] })
        var entries = kept.keys.sorted().compactMap { kept[$0]?.value }
        // Shards each saw only their own images: images of one size estimated at different
        // scales in different shards are found here, as one unsharded run finds them.
        let estimated = entries.indices.compactMap { index -> ScanReport.EstimatedImage? in
            let entry = entries[index]
            guard entry["error"] == nil, case .string("estimate")? = entry["scale_source"],
                  case .string(let image)? = entry["image"], case .integer(let width)? = entry["width"],
                  case .integer(let height)? = entry["height"] else { return nil }
            guard let scale = scale(of: entry) else { return nil }
            return ScanReport.EstimatedImage(index: index, image: image, width: width, height: height, scale: scale)
        }
        for (index, warning) in ScanReport.scaleConflictWarnings(estimated) {
            guard case .object(var members) = entries[index] else { continue }
            let position = members.firstIndex { $0.key == "warnings" }
            var list: [JSONValue] = []
            if let position, case .array(let existing) = members[position].value { list = existing }
            guard !list.contains(.string(warning)) else { continue }  // an earlier (unsharded) run found it
            list.append(.string(warning))
            if let position { members[position].value = .array(list) } else { members.append(("warnings", .array(list))) }
            entries[index] = .object(members)  // and so in the top-level warnings, with the image's own
        }
        let combined = ScanReportJSON.combine(entries, warnings: warnings)
        var result = Result(combined: combined, warnings: combined.warnings, imageCount: entries.count)
        let regions = entries.flatMap { entry -> [JSONValue] in
            if case .array(let list)? = entry["regions"] { list } else { [] }
        }
        result.nonTextRegions = regions.filter { $0["role"] == .string("non-text") }.count
        let criteria = regions.map { region -> String? in
            if case .string(let criterion)? = region["criterion"] { criterion } else { nil }
        }
        result.level = level(criteria: criteria) ?? "AA"
        for entry in entries where entry["error"] == nil {
            guard case .string(let name)? = entry["scale_source"], let source = ScaleSource(rawValue: name),
                  source.isGuess else { continue }
            result.guessedScales += 1
            if case .integer(let width)? = entry["width"], case .integer(let height)? = entry["height"],
               ScanReport.guessedScaleWarns(source: source, width: width, height: height) {
                result.warnedScales += 1
            }
        }
        return result
    }

    /// Refuses entries scanned under different settings: a `policy` name, a level (told by
    /// the text runs' `criterion`: 1.4.3 for AA, 1.4.6 for AAA), or `--non-text` (told by the
    /// entry's `"non_text": true`, or a region of role `non-text`, which only that option
    /// reports) that differs between them. Their verdicts and counts would not add up to one
    /// run's (an AAA shard fails what AA passes; a shard without `--non-text` leaves out the
    /// icons another checks).
    ///
    /// - Throws: ``TokenFileError`` at the first entry that differs, naming both settings and
    ///   the files they came from.
    static func checkOneRun(_ entries: [(value: JSONValue, place: SourceLocation, path: String)]) throws(TokenFileError) {
        var seen: [String: (value: String, place: SourceLocation)] = [:]  // by kind: "policy", "level", "non-text"
        for entry in entries where entry.value["error"] == nil {
            var policy: String?
            if case .object(let members)? = entry.value["policy"], let name = members.first(where: { $0.key == "name" }),
               case .string(let text) = name.value { policy = text }
            var regions: [JSONValue] = []
            if case .array(let list)? = entry.value["regions"] { regions = list }
            let criteria = regions.map { region -> String? in
                if case .string(let criterion)? = region["criterion"] { criterion } else { nil }
            }
            let nonText = entry.value["non_text"] == .bool(true) || regions.contains { $0["role"] == .string("non-text") }
            let settings: [(kind: String, value: String?, said: (String) -> String, option: String)] = [
                ("policy", policy, { "at policy \($0)" }, "one --policy"),
                ("level", level(criteria: criteria), { "at level \($0)" }, "one --level"),
                ("non-text", nonText ? "with" : "without", { "\($0) --non-text" }, "all with or all without --non-text"),
            ]
            for setting in settings {
                guard let value = setting.value else { continue }
                guard let earlier = seen[setting.kind] else { seen[setting.kind] = (value, entry.place); continue }
                guard earlier.value != value else { continue }
                throw TokenFileError(
                    location: entry.place,
                    message: "'\(entry.path)' was scanned \(setting.said(value)), but an image in \(earlier.place.file) "
                        + "\(setting.said(earlier.value)); expected the reports of one run (\(setting.option)): their "
                        + "verdicts do not add up")
            }
        }
    }

    /// The level an entry's text runs were judged at, from their `criterion` values: `AA` for
    /// the first that names 1.4.3 (SC 1.4.3, Contrast (Minimum)), `AAA` for 1.4.6 (Contrast
    /// (Enhanced)), nil when none does (no text run, or only non-text 1.4.11).
    static func level(criteria: [String?]) -> String? {
        for criterion in criteria {
            if criterion == "1.4.3" { return "AA" }
            if criterion == "1.4.6" { return "AAA" }
        }
        return nil
    }

    /// Why a merge with no image checked nothing, naming the inputs (at most three): `nothing was
    /// checked: the merged reports hold no image (s1.json, s2.json: each the report of a --shard
    /// that got no input); a merge that checked nothing cannot pass`.
    public static func noImageMessage(inputs: [String]) -> String {
        let shown = inputs.prefix(3).joined(separator: ", ") + (inputs.count > 3 ? " and \(inputs.count - 3) more" : "")
        let each = inputs.count == 1 ? "the report of a --shard that got no input" : "each the report of a --shard "
            + "that got no input"
        return "nothing was checked: the merged reports hold no image (\(shown): \(each)); a merge that checked "
            + "nothing cannot pass"
    }

    /// The path an image is known by, so that two spellings of one path are one image: a
    /// relative path joined to `currentDirectory` when one is given (`shots/a.png` run in `/w`
    /// is `/w/shots/a.png`), then `.` and empty components dropped and each `..` taken with the
    /// component before it (`./shots//x/../a.png` is `shots/a.png`), as text: symbolic links
    /// are not followed (the image need not exist where the merge runs).
    public static func identity(_ path: String, currentDirectory: String? = nil) -> String {
        var joined = path
        if let currentDirectory, !path.hasPrefix("/") { joined = currentDirectory + "/" + path }
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part != ".." || !joined.hasPrefix("/") {
                parts.append(part)  // `..` above the root is the root
            }
        }
        return (joined.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// `entry` with its `image` path, and every mention of that path in its strings (the image's
    /// warnings name it), spelt as `identity`, so that two spellings of one path compare equal.
    static func respelled(_ entry: JSONValue, _ name: String, _ identity: String) -> JSONValue {
        guard name != identity else { return entry }
        func respell(_ value: JSONValue) -> JSONValue {
            switch value {
            case .string(let text): return .string(text.replacing(name, with: identity))
            case .array(let elements): return .array(elements.map(respell))
            case .object(let members): return .object(members.map { ($0.key, respell($0.value)) })
            default: return value
            }
        }
        return respell(entry)
    }

    /// The top-level keys whose values differ between two entries, for the error message:
    /// `"regions" and "warnings"`, or `key order` when the same members differ only in order.
    static func differingKeys(_ a: JSONValue, _ b: JSONValue) -> String {
        guard case .object(let left) = a, case .object(let right) = b else { return "their values" }
        let keys = (left.map(\.key) + right.map(\.key)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let differing = keys.filter { key in
            left.first { $0.key == key }?.value != right.first { $0.key == key }?.value
        }
        guard !differing.isEmpty else { return "key order" }
        let quoted = differing.prefix(4).map { "\"\($0)\"" }
        let shown = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        return shown + (differing.count > 4 ? " and \(differing.count - 4) more" : "")
    }

    /// Throws unless `entry` is what `legible scan` writes for one image: an `error` string, or a
    /// `regions` array and a `summary` object whose `runs` and `failing` are whole numbers, at most
    /// `runs` failing. A hand-edited or truncated entry is an input error, never a checked pass.
    static func checkShape(of entry: LocatedJSONValue, image: String) throws(TokenFileError) {
        if let error = entry["error"], let message = error.string {
            guard message.isEmpty else { return }
            throw TokenFileError(location: error.location, message: "the entry of image '\(image)' has an empty "
                + "\"error\" (found \"\"); expected the message saying why the image could not be read")
        }
        func count(_ key: String) -> Double? {
            guard let number = entry["summary"]?[key]?.number, number >= 0, number == number.rounded() else { return nil }
            return number
        }
        let problem: String?
        if entry["regions"]?.elements == nil {
            problem = "no \"regions\" array"
        } else if entry["summary"]?.members == nil {
            problem = "no \"summary\" object"
        } else if let runs = count("runs"), let failing = count("failing") {
            let regions = entry["regions"]?.elements ?? []
            try checkImageFigures(of: entry, image: image)
            // The verdicts at the run's level (AA when no text run names one).
            let aaa = level(criteria: regions.map { $0["criterion"]?.string }) == "AAA"
            try checkVerdicts(regions, image: image, level: aaa ? .aaa : .aa)
            let failed = regions.filter { $0[aaa ? "aaa" : "aa"]?.string == "fail" }.count
            // As `legible scan` writes it: 1 when the image had no run (nothing checked), else 0.
            let nothingChecked = entry["summary"]?["nothing_checked"]
            let expectedNothing = runs == 0 ? 1.0 : 0.0
            if failing > runs {
                problem = "more failing runs (\(Int(failing))) than runs (\(Int(runs)))"
            } else if let nothingChecked, nothingChecked.number != expectedNothing {
                let found = nothingChecked.number.map(JSONWriter.format) ?? nothingChecked.typeName
                throw TokenFileError(
                    location: nothingChecked.location,
                    message: "the entry of image '\(image)' has \"nothing_checked\": \(found) with \(Int(runs)) "
                        + "run\(runs == 1 ? "" : "s"); expected \(Int(expectedNothing)) (1 when an image has no run: "
                        + "nothing in it was checked; an edited report?)")
            } else if Int(runs) != regions.count || Int(failing) != failed {
                problem = "a \"summary\" of \(Int(runs)) runs, \(Int(failing)) failing, but \(regions.count) "
                    + "\"regions\", \(failed) failing at \(aaa ? "AAA" : "AA") (an edited report?)"
            } else {
                problem = nil
            }
        } else {
            problem = "a \"summary\" without whole-number \"runs\" and \"failing\""
        }
        if let problem {
            throw TokenFileError(location: entry.location, message: "the entry of image '\(image)' has \(problem); "
                + "expected a 'legible scan' image entry (an \"error\", or \"regions\" and a \"summary\" with \"runs\" "
                + "and \"failing\" that count them)")
        }
    }

    /// `entry` (a checked image entry) with the warning that nothing in it was checked, when it
    /// has no run and none of its `warnings` says so already (`IMAGE: no text found, nothing
    /// was checked`, ``ScanReport/noTextWarning(image:)``), as `legible scan` gives a blank image:
    /// an edited entry with no run must not read as a quiet pass in the merged report.
    static func withNothingCheckedWarning(_ entry: JSONValue, image: String) -> JSONValue {
        guard entry["error"] == nil, case .integer(0)? = entry["summary"]?["runs"],
              case .object(var members) = entry else { return entry }
        let position = members.firstIndex { $0.key == "warnings" }
        var list: [JSONValue] = []
        if let position, case .array(let existing) = members[position].value { list = existing }
        let says = list.contains {
            guard case .string(let text) = $0 else { return false }
            return text.contains("nothing was checked")
        }
        guard !says else { return entry }
        list.append(.string(ScanReport.noTextWarning(image: image)))
        if let position {
            members[position].value = .array(list)
        } else {
            let before = members.firstIndex { ["policy", "regions", "summary"].contains($0.key) } ?? members.endIndex
            members.insert(("warnings", .array(list)), at: before)
        }
        return .object(members)
    }

    /// Throws for the first region whose `aa` or `aaa` verdict is not the one its figures give,
    /// as `legible scan` judges them: `pass` when `ratio_worst` (else `ratio`) is at least the
    /// requirement, unrounded; at `level` (the run's) the region's own `requirement`, at the
    /// other level ``ContrastRequirement`` for its `role`. A verdict edited to `pass` over a
    /// failing ratio is refused, not recomputed: the merge keeps what the shard wrote, so an
    /// entry that contradicts itself is an input error, never a checked pass. A region without
    /// a number ratio, or (at the other level) a known role, has nothing to check that verdict
    /// against.
    ///
    /// A `ratio`, `ratio_worst` or `requirement` that is not a number, or lies outside 1...21
    /// (``ratioRange``), is refused first.
    ///
    /// - Throws: ``TokenFileError`` at the verdict, naming the image, the region's index, the
    ///   verdict found and the one expected; or at the figure, naming its key, the value found
    ///   and what was expected.
    static func checkVerdicts(_ regions: [LocatedJSONValue], image: String, level: WCAGLevel) throws(TokenFileError) {
        for (index, region) in regions.enumerated() {
            // A figure of another type (a hand-edited "ratio_worst": "abc") is refused, never
            // passed over for the other figure.
            for key in ["ratio", "ratio_worst", "requirement"] {
                guard let value = region[key], value.number == nil else { continue }
                let found = value.string.map { "\"\(TextExcerpt.shortened($0))\" (a string)" } ?? "a \(value.typeName)"
                throw TokenFileError(
                    location: value.location,
                    message: "the entry of image '\(image)' has regions[\(index)].\(key) \(found); expected a number "
                        + "(a contrast ratio, as 'legible scan' writes it; an edited report?)")
            }
            // A WCAG 2 ratio, (L1 + 0.05) / (L2 + 0.05) with luminances in 0...1, lies in 1...21:
            // a "ratio_worst": 25 or -3 is no figure a scan wrote, so no verdict can follow from it.
            for key in ["ratio", "ratio_worst", "requirement"] {
                guard let value = region[key], let number = value.number, !Self.ratioRange.contains(number) else { continue }
                throw TokenFileError(
                    location: value.location,
                    message: "the entry of image '\(image)' has regions[\(index)].\(key) \(JSONWriter.format(number)); "
                        + "expected a contrast ratio from 1 to 21 (a WCAG 2 ratio lies in 1...21; an edited report?)")
            }
            let role = region["role"]?.string.flatMap(ContrastRole.init(rawValue:))
            // The requirement follows from the role at the run's level (SC 1.4.3, 1.4.6, 1.4.11):
            // a "requirement": 3 written over a text run at AA would pass what fails.
            if let role, let value = region["requirement"], let number = value.number {
                let expected = ContrastRequirement(level: level, role: role).minimumRatio
                if number != expected {
                    throw TokenFileError(
                        location: value.location,
                        message: "the entry of image '\(image)' has regions[\(index)].requirement "
                            + "\(JSONWriter.format(number)) for role \(role.rawValue) at \(level.rawValue); expected "
                            + "\(JSONWriter.format(expected)) (the requirement of that role; an edited report?)")
                }
            }
            let figureKey = region["ratio_worst"]?.number != nil ? "ratio_worst" : "ratio"
            guard let figure = region[figureKey]?.number else { continue }
            for checked in WCAGLevel.allCases {
                let key = checked.rawValue.lowercased()
                guard let verdict = region[key], let found = verdict.string else { continue }
                let requirement = checked == level
                    ? region["requirement"]?.number ?? role.map { ContrastRequirement(level: checked, role: $0).minimumRatio }
                    : role.map { ContrastRequirement(level: checked, role: $0).minimumRatio }
                guard let requirement else { continue }
                let expected = figure >= requirement ? "pass" : "fail"
                guard found != expected else { continue }
                throw TokenFileError(
                    location: verdict.location,
                    message: "the entry of image '\(image)' has regions[\(index)] with \"\(key)\": \"\(found)\", but its "
                        + "\(figureKey) \(JSONWriter.format(figure)) is \(expected == "pass" ? "at least" : "below") the "
                        + "\(checked.rawValue) requirement \(JSONWriter.format(requirement)):1; expected \"\(key)\": "
                        + "\"\(expected)\" (an edited report?)")
            }
        }
    }

    /// The WCAG 2 contrast ratios, 1...21 (``ContrastRatio``): the range of every `ratio`,
    /// `ratio_worst` and `requirement` a merged region may have.
    static let ratioRange: ClosedRange<Double> = 1...21

    /// Throws unless the entry's `width` and `height` are whole numbers of at least 1 and its
    /// `scale` a number above 0, when it has them: the merge reads them (images of one size
    /// estimated at different scales get a warning) and `legible scan` writes no other values.
    ///
    /// - Throws: ``TokenFileError`` at the value, naming the image, the key, the value found and
    ///   what was expected.
    static func checkImageFigures(of entry: LocatedJSONValue, image: String) throws(TokenFileError) {
        for key in ["width", "height", "scale"] {
            guard let value = entry[key] else { continue }
            let fits: Bool
            if let number = value.number {
                fits = key == "scale" ? number > 0 && number.isFinite : number >= 1 && number == number.rounded()
            } else {
                fits = false
            }
            guard !fits else { continue }
            let found = value.number.map(JSONWriter.format)
                ?? value.string.map { "\"\(TextExcerpt.shortened($0))\" (a string)" } ?? "a \(value.typeName)"
            let expected = key == "scale" ? "a number above 0 (the logical-pixel scale)"
                : "a whole number of at least 1 (the image's \(key) in pixels)"
            throw TokenFileError(
                location: value.location,
                message: "the entry of image '\(image)' has \"\(key)\": \(found); expected \(expected), as 'legible scan' "
                    + "writes it (an edited report?)")
        }
    }

    /// The warning for a report of several images whose own top-level `summary` does not add up
    /// its entries (an edited or hand-made report), nil when every count it gives agrees:
    /// `s1.json: its "summary" says runs 5, failing 0, but its images add up to runs 3, failing
    /// 1; the merged summary is recomputed from the images`. Only the counts the summary gives
    /// are compared (`images`, `runs`, `failing`, `errors`, `nothing_checked`, `scale_guessed`);
    /// the merged summary is always the images' sum (``ScanReportJSON/combine(_:warnings:)``).
    static func summaryDisagreement(_ root: LocatedJSONValue, entries: [LocatedJSONValue], path: String) -> String? {
        guard let summary = root["summary"], summary.members != nil else { return nil }
        guard case .object(let counted)? = ScanReportJSON.combine(entries.map(plain)).value["summary"] else { return nil }
        var said: [String] = [], sum: [String] = []
        for (key, value) in counted {
            guard let given = summary[key], case .integer(let expected) = value else { continue }
            guard given.number != Double(expected) else { continue }
            let found = given.number.map(JSONWriter.format) ?? "a \(given.typeName)"
            said.append("\(key) \(found)")
            sum.append("\(key) \(expected)")
        }
        guard !said.isEmpty else { return nil }
        return "\(path): its \"summary\" says \(said.joined(separator: ", ")), but its images add up to "
            + "\(sum.joined(separator: ", ")) (an edited report?); the merged summary is recomputed from the images"
    }

    /// `3:5`, the line and column of an entry.
    static func position(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }

    /// What an entry says, in a few words: `an error`, or `4 runs, 1 failing, scale 2 from
    /// estimate`.
    static func outline(_ entry: JSONValue) -> String {
        if case .string? = entry["error"] { return "an error" }
        var parts: [String] = []
        if case .integer(let runs)? = entry["summary"]?["runs"] { parts.append("\(runs) run\(runs == 1 ? "" : "s")") }
        if case .integer(let failing)? = entry["summary"]?["failing"] { parts.append("\(failing) failing") }
        if case .string(let source)? = entry["scale_source"], let scale = scale(of: entry) {
            parts.append("scale \(JSONWriter.format(scale)) from \(source)")
        }
        return parts.isEmpty ? "another entry" : parts.joined(separator: ", ")
    }

    /// An entry's `scale`, written as a whole number or not; nil when it has none.
    static func scale(of entry: JSONValue) -> Double? {
        switch entry["scale"] {
        case .integer(let whole)?: Double(whole)
        case .number(let number)?: number
        default: nil
        }
    }

    /// The JSON value with its key order, without locations; whole numbers below 10^15 as integers.
    public static func plain(_ value: LocatedJSONValue) -> JSONValue {
        switch value.kind {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? .integer(Int(number)) : .number(number)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map(plain))
        case .object(let members): return .object(members.map { ($0.key, plain($0.value)) })
        }
    }
}
