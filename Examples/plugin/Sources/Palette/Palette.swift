/// The example target: its asset catalog holds one failing pair, Text (#999999) on Background
/// (#ffffff), 2.85:1 where AA text needs 4.5:1.
public enum Palette {
    /// The name of the text color in `Colors.xcassets`.
    public static let text = "Text"
}
