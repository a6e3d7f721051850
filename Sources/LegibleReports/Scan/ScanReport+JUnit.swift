import LegibleCore
import LegibleScan

extension ScanReport {
    /// The scan as JUnit XML, in the dialect `check` writes (Jenkins/Ant `testsuites`).
    ///
    /// - One `<testsuite>` per image, named `IMAGE (scale 3 from device)`, with one `<testcase>`
    ///   per text run (failing runs first): `classname` = the image, `name` = `x,y wxh: #fg on
    ///   #bg`, `file` = the image. A failing run has a `<failure type="contrast">` whose message is
    ///   ``ScanImageReport/message(for:)``. Warnings go to the suite's `<system-err>`.
    /// - An unreadable image is a suite with one test case whose `<error type="unreadable">`
    ///   carries the error, counted under `errors` (not `failures`).
    /// - A run that checked nothing at all (``checkedNothing``, every image readable) ends with a
    ///   suite `legible scan` whose test case `nothing checked` has an `<error
    ///   type="nothing-checked">` with ``nothingCheckedMessage``.
    public func renderJUnit() -> String {
        var suites: [JUnitSuite] = []
        for image in images {
            guard let result = image.result else {
                suites.append(JUnitSuite(name: image.image, cases: [JUnitCase(
                    classname: image.image, name: image.isOptionError ? "apply the options" : "read the image", file: image.image,
                    outcome: .error(type: image.isOptionError ? "option-error" : "unreadable", message: image.error ?? "unreadable"))]))
                continue
            }
            var suite = JUnitSuite(name: "\(image.image) (\(image.scaleText))")
            for region in image.orderedRegions {
                let name = "\(ScanImageReport.rectText(region.rect)): \(region.foreground.hexOpaque) on "
                    + region.background.hexOpaque
                suite.cases.append(JUnitCase(
                    classname: image.image, name: name, file: image.image,
                    outcome: region.verdict == .fail
                        ? .failure(type: "contrast", message: image.message(for: region)) : .pass))
            }
            if result.regions.isEmpty {
                let why = image.exclusion.map { "nothing was checked: \($0)" } ?? "no text found, nothing was checked"
                suite.cases.append(JUnitCase(classname: image.image, name: image.exclusion == nil ? "no text found" : "nothing checked",
                                             file: image.image, outcome: .skipped(message: why)))
            }
            if !image.warnings.isEmpty { suite.systemErr = image.warnings.joined(separator: "\n") }
            suites.append(suite)
        }
        // A run that checked nothing at all did not pass (the command exits 2): an error case,
        // as SARIF's executionSuccessful false, not only skipped cases.
        if checkedNothing, errors == 0 {
            suites.append(JUnitSuite(name: "legible scan", cases: [JUnitCase(
                classname: "legible scan", name: "nothing checked",
                outcome: .error(type: "nothing-checked", message: nothingCheckedMessage))]))
        }
        let all = suites.flatMap(\.cases)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"legible scan\"" + JUnitSuite.counts(all) + ">\n"
        for suite in suites { out += suite.render() }
        return out + "</testsuites>\n"
    }
}
