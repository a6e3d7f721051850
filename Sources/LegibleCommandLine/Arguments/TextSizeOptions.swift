import LegibleCore
import LegibleReports

extension OptionSpec {
    /// `--policy wcag|native|apple`: which text is large, and what `pt` means.
    static var policy: OptionSpec {
        .value("policy", valueName: "policy",
               help: "How size and weight decide large text: wcag (24 px, or 18⅔ px bold; 1 pt = 4/3 px), "
                   + "native (18, or 14 bold, in logical units; 1 pt = 1 px) or apple (18 pt, or bold at any "
                   + "size; 1 pt = 1 px).",
               allowed: ContrastPolicy.allCases.map(\.rawValue), defaultValue: ContrastPolicy.wcag.rawValue)
    }

    /// `--size <size>`: a font size in px (bare number) or the policy's pt.
    static func size(_ help: String) -> OptionSpec {
        .value("size", valueName: "px", help: help)
    }

    /// `--text-style <style>`: an iOS Dynamic Type text style.
    static var textStyle: OptionSpec {
        .value("text-style", valueName: "style",
               help: "An iOS Dynamic Type text style (largeTitle, title1 … caption2; SwiftUI's title, caption): "
                   + "judge the pair at every content size category, with the style's weight unless --weight.")
    }

    /// `--content-size <category>`: one content size category instead of all twelve.
    static var contentSize: OptionSpec {
        .value("content-size", valueName: "category",
               help: "With --text-style, judge this category only (xSmall … xxxLarge, AX1 … AX5, or the UIKit "
                   + "and SwiftUI names, any case).")
    }

    /// `--bold-text [on|both]`: the Bold Text accessibility setting.
    static var boldText: OptionSpec {
        OptionSpec(
            name: "bold-text", kind: .value, valueName: "on|both",
            help: "With --text-style, judge with the Bold Text setting on (weights +200, at most 900), "
                + "or both off and on with 'both'.",
            allowedValues: ["on", "off", "both"], impliedValue: "on")
    }
}

extension ParsedArguments {
    /// The `--policy` value (validated by the parser), or nil when absent.
    var policyOption: ContrastPolicy? { value("policy").flatMap(ContrastPolicy.init(rawValue:)) }

    /// The largest `--size` a command takes, in its own unit: 100000.
    static let largestFontSize = 100_000.0

    /// The `--size` value read as a ``FontSize``, or nil when absent.
    ///
    /// - Throws: ``UsageError`` naming the option: `too large` above ``largestFontSize`` (or a
    ///   number no size can be, `1e308`), `must be positive` for zero or a negative number, else
    ///   what a size looks like.
    func fontSize(_ name: String = "size") throws(UsageError) -> FontSize? {
        guard let text = value(name) else { return nil }
        let tooLarge = UsageError(
            .valueTooLarge(option: "--" + name, value: text, limit: JSONWriter.format(Self.largestFontSize)),
            command: command)
        let size: FontSize
        do {
            size = try FontSize(parsing: text)
        } catch {
            switch error.problem {
            case .tooLarge: throw tooLarge
            case .notPositive:
                throw UsageError(.other("invalid value '\(TextExcerpt.shortened(text))' for '--\(name)': must be positive "
                    + "(a size such as 16, 16px or 17pt)"), command: command)
            case .malformed:
                throw UsageError(
                    .invalidValue(option: "--" + name, value: text,
                                  expected: "a positive size such as 16 or 16px (logical px), 17pt (the policy's point) "
                                      + "or 56/3px (\(error.reason))"),
                    command: command)
            }
        }
        if size.magnitude > Self.largestFontSize { throw tooLarge }
        return size
    }

    /// The `--text-style` value, or nil when absent.
    ///
    /// - Throws: ``UsageError`` listing the valid names for an unknown one.
    func textStyle() throws(UsageError) -> DynamicTypeTextStyle? {
        guard let text = value("text-style") else { return nil }
        do { return try DynamicTypeTextStyle(named: text) } catch {
            throw UsageError(.other("--text-style: \(error.description)"), command: command)
        }
    }

    /// The `--content-size` value, or nil when absent.
    ///
    /// - Throws: ``UsageError`` listing the valid names for an unknown one.
    func contentSize() throws(UsageError) -> ContentSizeCategory? {
        guard let text = value("content-size") else { return nil }
        do { return try ContentSizeCategory(named: text) } catch {
            throw UsageError(.other("--content-size: \(error.description)"), command: command)
        }
    }

    /// The Bold Text settings to judge: `[.off]` when absent, `[.on]`, or `[.off, .on]` for both.
    var boldTextSettings: [BoldText] {
        switch value("bold-text") {
        case "on": [.on]
        case "both": [.off, .on]
        default: [.off]
        }
    }
}
