import Foundation
import LegibleCore
import LegibleReports

/// Refuses outputs that would replace an input: the writers rename a finished temporary file over
/// the destination, so a report, overlay or image written over a file the run reads would lose
/// that file even when the run succeeds.
enum OutputGuard {
    /// The identities of the files among `paths` that exist.
    static func identities(_ paths: [String]) -> Set<FileIdentity> {
        Set(paths.compactMap { FileIdentity(path: $0) })
    }

    /// The message for an output that is an input, or nil when `resolved` is no input.
    static func conflict(_ output: String, resolved: String, option: String, inputs: Set<FileIdentity>) -> String? {
        guard let target = FileIdentity(path: resolved) ?? FileIdentity(path: withoutMissingFolders(resolved)),
              inputs.contains(target)
        else { return nil }
        return "'\(option)' names '\(output)', which is an input of this run: writing it would replace the input"
    }

    /// `path` with each folder that does not exist yet and the `..` after it left out: the file
    /// that `path` names once its folders are made (as `mkdir -p` would), so that `new/../a.png`
    /// is found to be `a.png` before `new/` is made. A folder that exists is kept, since `..`
    /// after a symbolic link leaves the folder it points to.
    static func withoutMissingFolders(_ path: String) -> String {
        var kept: [(name: String, missing: Bool)] = []
        func joined(_ parts: [(name: String, missing: Bool)]) -> String {
            (path.hasPrefix("/") ? "/" : "") + parts.map(\.name).joined(separator: "/")
        }
        for name in path.split(separator: "/").map(String.init) where name != "." {
            if name == "..", let last = kept.last, last.missing {
                kept.removeLast()
                continue
            }
            kept.append((name, false))
            kept[kept.count - 1].missing = name != ".." && !FileManager.default.fileExists(atPath: joined(kept))
        }
        return joined(kept)
    }

    /// Throws `.usage` when the report output `output` (opened as `resolved`) is an existing
    /// image (its first bytes a PNG, JPEG or GIF signature, ``ImageSignature``): a report
    /// written there would replace a screenshot (`merge s.json -o shots/a.png`).
    static func refuseReplacingImage(
        _ output: String, resolved: String, option: String, command: String?
    ) throws(CommandFailure) {
        // Only a regular file can be an image (`-o /dev/stdout | jq` must not block on a read).
        guard let kind = ImageInput.signature(ofRegularFile: resolved) else { return }
        throw .usage(UsageError(.other(
            "'\(option)' names '\(output)', which is \(kind.description): a report written there would replace the "
                + "image; expected the name of a report file (such as report.json)"), command: command))
    }

    /// Throws `.usage` when `output` (opened as `resolved`) is the same file as one of `inputs`.
    static func refuse(
        _ output: String, resolved: String, option: String, inputs: Set<FileIdentity>, command: String?
    ) throws(CommandFailure) {
        guard let message = conflict(output, resolved: resolved, option: option, inputs: inputs) else { return }
        throw .usage(UsageError(.other(message), command: command))
    }
}
