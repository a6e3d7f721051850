import LegibleCore
import LegibleScan
import LegibleTokens

extension ScanReport {
    /// The scan as a SARIF 2.1.0 log (OASIS, 2020) with one run, in the shape `check` writes.
    ///
    /// - `tool.driver`: as `check` (``SARIFRule/all``; scan uses wcag-1.4.3, 1.4.6 and 1.4.11).
    /// - `results`: one per failing run, level `error`, with `locations[0].physicalLocation`
    ///   naming the image (``SARIFSourceRoot`` rules, as in `check`). SARIF regions address text
    ///   and binary bytes, not a rectangle, so the run's box is in the message and in
    ///   `properties.rect` (`{x, y, width, height}` in image pixels), beside `foreground`,
    ///   `background`, `ratio` (the worst), `requirement`, `font_size_px`, `bold`, `large`,
    ///   (`size_uncertain`, `font_size_range_px` and `weight_uncertain` as in the scan JSON), `scale`
    ///   and `scale_source`. `partialFingerprints["legibleRun/v1"]` is image|rect|criterion.
    /// - `invocations[0]`: `executionSuccessful` is false when an image could not be read or the
    ///   whole run checked nothing (the command then exits 2, and an `error` notification without
    ///   a location gives ``nothingCheckedMessage``);
    ///   `toolExecutionNotifications` has one `error` per unreadable image and one `warning` per
    ///   warning (a guessed scale on a large image), each located on the image.
    /// - `run.properties`: `summary` {`images`, `runs`, `failing`, `errors`, `nothing_checked`
    ///   (images read with no run: no text found, or left out whole)} and `images`, one
    ///   `{image, width, height, scale, scale_source, scale_reason}` per readable image.
    public func sarifValue(tool: SARIFToolInfo, sourceRoot: SARIFSourceRoot? = nil) -> JSONValue {
        var results: [JSONValue] = []
        var notifications: [JSONValue] = []
        var imageProperties: [JSONValue] = []
        for image in images {
            let location = CheckReport.sarifLocation(SourceLocation(file: image.image, line: 0, column: 0), root: sourceRoot)
            if let error = image.error {
                notifications.append(Self.notification("error", error, location: location))
                continue
            }
            for warning in image.warnings { notifications.append(Self.notification("warning", warning, location: location)) }
            guard let result = image.result else { continue }
            imageProperties.append(.object([
                ("image", .string(image.image)),
                ("width", .integer(result.width)), ("height", .integer(result.height)),
                ("scale", .number(result.scale)),
                ("scale_source", .string(image.resolvedScale.source.rawValue)),
                ("scale_reason", .string(image.resolvedScale.reason)),
            ]))
            for region in result.regions where region.verdict == .fail {
                results.append(sarifResult(region, image: image, location: location))
            }
        }
        if checkedNothing, errors == 0 { notifications.append(Self.notification("error", nothingCheckedMessage, location: nil)) }
        var driver: [(key: String, value: JSONValue)] = [("name", .string(tool.name)), ("version", .string(tool.version))]
        if let uri = tool.informationURI { driver.append(("informationUri", .string(uri))) }
        driver.append(("rules", .array(SARIFRule.all.map(\.jsonValue))))
        var run: [(key: String, value: JSONValue)] = [
            ("tool", .object([("driver", .object(driver))])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(errors == 0 && !checkedNothing)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])),
        ]
        if let sourceRoot { run.append(("originalUriBaseIds", sourceRoot.originalURIBaseIDs)) }
        run += [
            ("results", .array(results)),
            ("properties", .object([
                ("level", .string(level.rawValue)),
                ("summary", .object([
                    ("images", .integer(images.count)), ("runs", .integer(runs)),
                    ("failing", .integer(failing)), ("errors", .integer(errors)),
                    ("nothing_checked", .integer(withoutText + leftOut)),
                ])),
                ("images", .array(imageProperties)),
            ])),
        ]
        return .object([
            ("$schema", .string(CheckReport.sarifSchemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    /// ``sarifValue(tool:sourceRoot:)`` rendered by ``JSONWriter``, pretty-printed.
    public func renderSARIF(tool: SARIFToolInfo, sourceRoot: SARIFSourceRoot? = nil) -> String {
        JSONWriter().render(sarifValue(tool: tool, sourceRoot: sourceRoot))
    }

    private func sarifResult(_ region: ScanRegion, image: ScanImageReport, location: JSONValue) -> JSONValue {
        let index = SARIFRule.index(criterion: region.requirement.criterion) ?? 0
        let r = region.rect
        // The size interval and weight doubt when the size class is uncertain, as in the JSON.
        var sizeUncertainty: [(String, JSONValue)] = []
        if region.isSizeUncertain(under: image.result?.policy ?? .wcag) {
            let range = region.fontSizeRange
            sizeUncertainty = [
                ("size_uncertain", .bool(true)),
                ("font_size_range_px", .array([.number(range.lowerBound), .number(range.upperBound)])),
            ]
            if region.isWeightUncertain { sizeUncertainty.append(("weight_uncertain", .bool(true))) }
        }
        return .object([
            ("ruleId", .string(SARIFRule.all[index].id)),
            ("ruleIndex", .integer(index)),
            ("level", .string("error")),
            ("message", .object([("text", .string(image.message(for: region)))])),
            ("locations", .array([location])),
            ("partialFingerprints", .object([("legibleRun/v1", .string(
                [image.image, "\(r.x),\(r.y),\(r.width),\(r.height)", region.requirement.criterion]
                    .joined(separator: "|")))])),
            ("properties", .object([
                ("rect", .object([
                    ("x", .integer(r.x)), ("y", .integer(r.y)),
                    ("width", .integer(r.width)), ("height", .integer(r.height)),
                ])),
                ("foreground", .string(region.foreground.hexOpaque)),
                ("background", .string(region.background.hexOpaque)),
                ("background_kind", .string(region.backgroundKind.rawValue)),
                ("ratio", .number(region.worstRatio)),
                ("requirement", .number(region.requirement.minimumRatio)),
                ("font_size_px", .number(region.fontSize)),
                ("bold", .bool(region.isBold)),
                ("large", .bool(region.isLarge)),
            ] + sizeUncertainty + [
                ("scale", .number(image.result?.scale ?? image.resolvedScale.scale)),
                ("scale_source", .string(image.resolvedScale.source.rawValue)),
            ])),
        ])
    }

    private static func notification(_ level: String, _ text: String, location: JSONValue?) -> JSONValue {
        .object([
            ("level", .string(level)),
            ("message", .object([("text", .string(text))])),
        ] + (location.map { [("locations", .array([$0]))] } ?? []))
    }
}
