import LegibleCore

/// The check shared by the options that need an opaque background color.
///
/// WCAG 2 defines contrast between opaque colors: a translucent background has none until
/// something lies beneath it. `contrast` and `check` (and `suggest --adjust fg`) measure such a
/// pair over every surface that could lie beneath and keep the worst case; commands that must
/// compute colors against one background (`palette`, `suggest --adjust bg|both`) reject it
/// instead of silently dropping its alpha.
enum OpaqueBackground {
    /// `color`'s alpha as shown in messages: two decimals (`0.53`).
    static func alphaText(_ color: SRGBColor) -> String {
        ContrastRatio.format(color.alpha, decimals: 2)
    }

    /// The hint that ends every rejection: the two colors the translucent one shows over the
    /// extreme surfaces (`over white #ffffff, over black #888888`).
    static func surfaces(_ color: SRGBColor) -> String {
        "over white \(color.composited(over: .white).hexOpaque), over black \(color.composited(over: .black).hexOpaque)"
    }

    /// Throws a usage error (exit 2) when `color`, typed as `text` for `option`, is translucent.
    ///
    /// - Parameters:
    ///   - color: The parsed color.
    ///   - text: The color as the user typed it, quoted in the message.
    ///   - option: The option or argument, such as `--on`.
    ///   - command: The command, for the usage pointer.
    /// - Throws: ``CommandFailure/usage(_:)`` naming the option, the value, its alpha and the
    ///   opaque colors it shows over white and over black.
    static func require(_ color: SRGBColor, typed text: String, option: String, command: String) throws(CommandFailure) {
        guard !color.isOpaque else { return }
        throw .usage(UsageError(.invalidValue(
            option: option, value: text,
            expected: "an opaque color, found alpha \(alphaText(color)): a translucent background has no contrast "
                + "until something lies beneath it; give the color it shows over its surface (\(surfaces(color)))"),
            command: command))
    }
}
