/// The Bold Text accessibility setting (`UIAccessibility.isBoldTextEnabled`, SwiftUI
/// `legibilityWeight == .bold`): text is drawn heavier, which can make it count as bold.
///
/// Apple publishes no mapping from a weight to its Bold Text weight: SwiftUI's documentation
/// says only "Use heavier font weight (force Accessibility Bold)" (`LegibilityWeight.bold`), the
/// HIG only that system fonts "respond when people turn on accessibility features, such as Bold
/// Text". No public project documents a measured table either (searched 2026-12-02: Apple
/// documentation, HIG, open-source Swift code using `legibilityWeight` and
/// `isBoldTextEnabled`, which switch a custom font to a bolder face of their own choosing).
/// Legible therefore uses this table of its own: each weight moves two named steps up (+200),
/// at most 900 (black); weights above 900 stay.
///
/// | weight | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 |
/// |--------|-----|-----|-----|-----|-----|-----|-----|-----|-----|
/// | Bold Text | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 900 | 900 |
///
/// Why +200: it keeps the order of the weights and the named steps of the system font
/// (regular → semibold, semibold → heavy), and for contrast it errs on the strict side where it
/// matters most: regular text (400) becomes 600 and is still not bold, so Bold Text never lowers
/// the requirement for body text. It was not measured on a device (Legible's tests run on
/// Linux). What decides a verdict is only whether the result reaches 700: from 500 (medium) up
/// it does.
public enum BoldText: String, CaseIterable, Hashable, Sendable {
    /// The setting off: weights as given.
    case off
    /// The setting on: weights mapped by ``weight(for:)``.
    case on

    /// The weight `weight` is drawn at with this setting.
    public func weight(for weight: Int) -> Int {
        guard self == .on, weight < 900 else { return weight }
        return min(weight + 200, 900)
    }
}
