import Foundation
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
        guard let target = FileIdentity(path: resolved), inputs.contains(target) else { return nil }
        return "'\(option)' names '\(output)', which is an input of this run: writing it would replace the input"
    }

    /// Throws `.usage` when `output` (opened as `resolved`) is the same file as one of `inputs`.
    static func refuse(
        _ output: String, resolved: String, option: String, inputs: Set<FileIdentity>, command: String?
    ) throws(CommandFailure) {
        guard let message = conflict(output, resolved: resolved, option: option, inputs: inputs) else { return }
        throw .usage(UsageError(.other(message), command: command))
    }
}
