import LegibleCore
import LegibleTokens

extension CheckReport {
    /// The report as JUnit XML, the dialect CI test reporters read (Jenkins/Ant's `testsuites`).
    ///
    /// - One `<testsuite>` per appearance (`name` = the appearance), in report order, with one
    ///   `<testcase>` per pair: `classname` = the appearance, `name` = `fg on bg (role, level)`,
    ///   `file` and `line` of the foreground. A failing pair or a regression has a `<failure>`
    ///   (`type` `contrast` or `regression`, `message` = the one-line ``PairResult/message``); a
    ///   baselined or ignored pair is `<skipped>` with the reason.
    /// - A `<testsuite name="use of color (WCAG 1.4.1)">` with one test case per collapse: a
    ///   `<failure type="collapse">`, or `<skipped>` when the baseline records it.
    /// - A `<testsuite name="skipped values">` with one `<skipped>` test case per value that
    ///   could not be computed.
    ///
    /// - A `<testsuite name="warnings">` with one `<skipped>` test case per ``warnings`` entry
    ///   (`classname` its kind, such as `unmatched-pattern`; the rule's `file` and `line`), and the
    ///   same lines in its `<system-err>`.
    /// - A `<testsuite name="notes">` with one passing test case per value computed under an
    ///   assumption (``notes``), and a `<testsuite name="fixed since the baseline">` with one
    ///   passing test case per baseline entry that no longer fails (``fixed``); a regression the
    ///   baseline accepts is `<skipped>`.
    ///
    /// Every suite and the root carry `tests`, `failures`, `errors` (always 0) and `skipped`.
    /// Text is escaped with ``XMLText/escape(_:)``.
    public func renderJUnit() -> String {
        var suites: [JUnitSuite] = summary.map(summaryJUnitSuites) ?? []
        var suiteIndex: [String: Int] = [:]
        for result in summary == nil ? results : [] {
            let appearance = result.pair.appearance
            let index = suiteIndex[appearance] ?? suites.count
            if index == suites.count {
                suiteIndex[appearance] = index
                suites.append(JUnitSuite(name: appearance))
            }
            var testCase = JUnitCase(
                classname: appearance, name: result.caseName, file: result.pair.foreground.location.file,
                line: result.pair.foreground.location.line)
            switch result.status {
            case .fail: testCase.outcome = .failure(type: "contrast", message: result.message)
            case .baselined: testCase.outcome = .skipped(message: "baselined: " + result.message)
            case .ignored: testCase.outcome = .skipped(message: "ignored: " + (result.ignoreReason ?? ""))
            case .pass: break
            }
            if result.regression != nil, result.status != .ignored {
                testCase.outcome = result.isRegressionBaselined && result.status != .fail
                    ? .skipped(message: "baselined regression: " + result.message)
                    : .failure(type: "regression", message: result.message)
            }
            suites[index].cases.append(testCase)
        }
        if let distinction {
            var suite = JUnitSuite(name: "use of color (WCAG 1.4.1)")
            for finding in distinction.findings {
                let c = finding.collapse
                let names = [c.first, c.second].map { $0.name ?? $0.color.hexOpaque }
                let location = location(of: c.first, in: finding.set)
                suite.cases.append(JUnitCase(
                    classname: finding.set.name ?? "colors",
                    name: "\(names[0]) and \(names[1]) (\(c.condition.rawValue)\(finding.set.appearance.map { ", " + $0 } ?? ""))",
                    file: location?.file, line: location?.line,
                    outcome: isBaselined(finding)
                        ? .skipped(message: "baselined: " + finding.message(check: distinction.check))
                        : .failure(type: "collapse", message: finding.message(check: distinction.check))))
            }
            suites.append(suite)
        }
        if !skipped.isEmpty {
            var suite = JUnitSuite(name: "skipped values")
            for token in skipped {
                suite.cases.append(JUnitCase(
                    classname: token.appearance, name: token.name, file: token.location.file, line: token.location.line,
                    outcome: .skipped(message: "\(token.reason)\(token.valueNote)")))
            }
            suites.append(suite)
        }
        if !warnings.isEmpty {
            // Skipped cases are what CI test views list; system-err keeps the plain lines.
            var suite = JUnitSuite(name: "warnings")
            for warning in warnings {
                suite.cases.append(JUnitCase(
                    classname: warning.kind.rawValue, name: warning.message,
                    file: warning.location?.file, line: warning.location?.line,
                    outcome: .skipped(message: "warning: " + warning.message)))
            }
            suite.systemErr = warnings.map { "warning: " + $0.line }.joined(separator: "\n")
            suites.append(suite)
        }
        if !notes.isEmpty {
            var suite = JUnitSuite(name: "notes")
            for note in notes {
                suite.cases.append(JUnitCase(classname: "note", name: "\(note.name): \(note.message)",
                                             file: note.location.file, line: note.location.line))
            }
            suites.append(suite)
        }
        if !fixed.isEmpty {
            var suite = JUnitSuite(name: "fixed since the baseline")
            for entry in fixed {
                suite.cases.append(JUnitCase(classname: entry.kind.rawValue, name: entry.message))
            }
            suites.append(suite)
        }
        if let inputError {
            let location = inputErrorLocation
            suites.append(JUnitSuite(name: "legible check", cases: [JUnitCase(
                classname: "legible check", name: "read the inputs", file: location?.file, line: location?.line,
                outcome: .error(type: "input", message: inputError))]))
        }
        let all = suites.flatMap(\.cases)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"legible check\"" + JUnitSuite.counts(all) + ">\n"
        for suite in suites { out += suite.render() }
        return out + "</testsuites>\n"
    }
}

/// One `<testsuite>` of the JUnit report.
struct JUnitSuite {
    var name: String
    var cases: [JUnitCase] = []
    /// Text for the suite's `<system-err>` (warnings), when any.
    var systemErr: String?
    /// Text for the suite's `<system-out>` (a summary's notice), when any.
    var systemOut: String?

    static func counts(_ cases: [JUnitCase]) -> String {
        let failures = cases.count { if case .failure = $0.outcome { true } else { false } }
        let errors = cases.count { if case .error = $0.outcome { true } else { false } }
        let skipped = cases.count { if case .skipped = $0.outcome { true } else { false } }
        return " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
    }

    func render() -> String {
        var out = "  <testsuite name=\"\(XMLText.escape(name))\"" + Self.counts(cases) + ">\n"
        for testCase in cases { out += testCase.render() }
        if let systemOut { out += "    <system-out>" + XMLText.escape(systemOut) + "</system-out>\n" }
        if let systemErr { out += "    <system-err>" + XMLText.escape(systemErr) + "</system-err>\n" }
        return out + "  </testsuite>\n"
    }
}

/// One `<testcase>`.
struct JUnitCase {
    enum Outcome {
        case pass
        case failure(type: String, message: String)
        /// The case could not be run (an unreadable input): counted under `errors`, not `failures`.
        case error(type: String, message: String)
        case skipped(message: String)
    }

    var classname: String
    var name: String
    var file: String?
    var line: Int?
    var outcome: Outcome = .pass

    func render() -> String {
        var open = "    <testcase classname=\"\(XMLText.escape(classname))\" name=\"\(XMLText.escape(name))\""
        if let file { open += " file=\"\(XMLText.escape(file))\"" }
        if let line, line > 0 { open += " line=\"\(line)\"" }
        switch outcome {
        case .pass:
            return open + "/>\n"
        case .failure(let type, let message):
            return open + ">\n      <failure type=\"\(XMLText.escape(type))\" message=\"\(XMLText.escape(message))\">"
                + XMLText.escape(message) + "</failure>\n    </testcase>\n"
        case .error(let type, let message):
            return open + ">\n      <error type=\"\(XMLText.escape(type))\" message=\"\(XMLText.escape(message))\">"
                + XMLText.escape(message) + "</error>\n    </testcase>\n"
        case .skipped(let message):
            return open + ">\n      <skipped message=\"\(XMLText.escape(message))\"/>\n    </testcase>\n"
        }
    }
}
