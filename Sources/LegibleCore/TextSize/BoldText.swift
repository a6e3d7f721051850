/// The Bold Text accessibility setting (`UIAccessibility.isBoldTextEnabled`, SwiftUI
/// `legibilityWeight == .bold`): text is drawn heavier, which can make it count as bold.
///
/// Apple does not publish the weight each weight becomes. Legible uses this table of its own:
/// each weight moves two named steps up (+200), at most 900 (black); weights above 900 stay.
///
/// | weight | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 |
/// |--------|-----|-----|-----|-----|-----|-----|-----|-----|-----|
/// | Bold Text | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 900 | 900 |
///
/// It rests on the behaviour commonly reported for iOS (regular text becomes semibold and
/// semibold text becomes bold or heavier); it was not measured on a device (Legible's tests run
/// on Linux). What decides a verdict is only whether the result reaches 700: from 500 (medium)
/// up it does; regular (400) becomes 600 and is still not bold.
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
