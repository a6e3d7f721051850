/// Paths as SARIF `uri` values (RFC 3986 URI references).
public enum SARIFURI {
    /// `path` percent-encoded as a URI reference: unreserved characters and `/` stay, every other
    /// UTF-8 byte becomes `%XX` (a space is `%20`, `#` is `%23`, `:` is `%3A`, so a first segment
    /// is never read as a scheme). A Windows separator `\` becomes `/`. The path is not otherwise
    /// changed: a relative path stays relative.
    ///
    /// Source: RFC 3986 §2.1 (percent-encoding) and §2.3 (unreserved characters); SARIF 2.1.0
    /// §3.10 requires `uri` values to be valid URI references.
    public static func reference(forPath path: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "\\"):
                out += "/"
            default:
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }

    /// The `file:` URI of an absolute path (`/a b/c.json` gives `file:///a%20b/c.json`), with the
    /// path percent-encoded as by ``reference(forPath:)``. The path is used as given; callers
    /// normalise it first with ``normalized(_:)``.
    ///
    /// Source: RFC 8089 §2 (an empty authority, `file:///path`).
    public static func fileURI(forAbsolutePath path: String) -> String {
        "file://" + reference(forPath: path)
    }

    /// `path` in lexical normal form: empty and `.` segments dropped, `..` removes the segment
    /// before it (at the root of an absolute path it is dropped; at the start of a relative one it
    /// is kept). The file system is not consulted, so symbolic links are not resolved. An absolute
    /// path keeps its leading `/`; an empty relative result is `.`.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".":
                continue
            case "..":
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !absolute {
                    segments.append(segment)
                }
            default:
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}

/// The folder whose files a SARIF log names relative to it, as the base `%SRCROOT%`.
///
/// GitHub code scanning and other SARIF consumers resolve an `artifactLocation` with
/// `"uriBaseId": "%SRCROOT%"` against the repository root, and read the base's own location from
/// `run.originalUriBaseIds` (SARIF 2.1.0 §3.4.4, §3.14.14). A file under the root becomes a relative
/// reference with that base; any other file an absolute `file:` URI with no base.
public struct SARIFSourceRoot: Hashable, Sendable {
    /// The base name written as `uriBaseId`: `%SRCROOT%`, the name GitHub documents.
    public static let baseID = "%SRCROOT%"

    /// The root folder: an absolute path in lexical normal form (``SARIFURI/normalized(_:)``).
    public let path: String

    /// A root at `absolutePath` (normally the current directory), or nil when the path is not
    /// absolute (it must begin with `/`).
    public init?(absolutePath: String) {
        guard absolutePath.hasPrefix("/") else { return nil }
        path = SARIFURI.normalized(absolutePath)
    }

    /// The root as a `file:` URI ending in `/`, as §3.14.14 requires of `originalUriBaseIds`
    /// entries (`/work/app` gives `file:///work/app/`).
    public var uri: String {
        SARIFURI.fileURI(forAbsolutePath: path == "/" ? "/" : path + "/")
    }

    /// The `run.originalUriBaseIds` object: `{"%SRCROOT%": {"uri": "file:///root/"}}`.
    public var originalURIBaseIDs: JSONValue {
        .object([(Self.baseID, .object([("uri", .string(uri))]))])
    }

    /// `file` relative to the root, or nil when it does not lie under it. A relative `file` is
    /// first joined to the root; both are compared in lexical normal form.
    public func relativePath(of file: String) -> String? {
        let absolute = SARIFURI.normalized(file.hasPrefix("/") ? file : path + "/" + file)
        let prefix = path == "/" ? "/" : path + "/"
        guard absolute.hasPrefix(prefix), absolute.count > prefix.count else { return nil }
        return String(absolute.dropFirst(prefix.count))
    }

    /// The members of a SARIF `artifactLocation` (§3.4) for `file`: a percent-encoded `uri`
    /// relative to the root with `uriBaseId` `%SRCROOT%` when the file lies under the root, else
    /// the file's absolute `file:` URI alone.
    public func artifactLocation(forPath file: String) -> JSONValue {
        if let relative = relativePath(of: file) {
            return .object([
                ("uri", .string(SARIFURI.reference(forPath: relative))),
                ("uriBaseId", .string(Self.baseID)),
            ])
        }
        let absolute = SARIFURI.normalized(file.hasPrefix("/") ? file : path + "/" + file)
        return .object([("uri", .string(SARIFURI.fileURI(forAbsolutePath: absolute)))])
    }
}
