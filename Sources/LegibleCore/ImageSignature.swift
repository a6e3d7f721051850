/// The image formats a file's first bytes name, whatever its file name says: the one place that
/// tells a PNG from a JPEG or GIF saved under a `.png` (or a token file's) name.
///
/// Sources: PNG §5.2 (the 8-byte signature), JPEG ITU-T T.81 §B.1.1.3 (the SOI marker `FF D8`
/// followed by another marker's `FF`), GIF89a §17 (`GIF87a` or `GIF89a`).
public enum ImageSignature: String, Sendable, CaseIterable {
    /// A PNG image.
    case png = "a PNG image"
    /// A JPEG image.
    case jpeg = "a JPEG image"
    /// A GIF image.
    case gif = "a GIF image"

    /// The format whose signature `bytes` start with, or nil when none does.
    public init?(of bytes: some Collection<UInt8>) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else {
            return nil
        }
    }

    /// The description used in messages: `a JPEG image`.
    public var description: String { rawValue }
}
