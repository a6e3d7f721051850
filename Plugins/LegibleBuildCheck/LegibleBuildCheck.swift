import Foundation
import PackagePlugin

/// Checks the colors of a target on every build: its asset catalogs and the token files that
/// `legible.json` (in the package root) names, with that file's level, policy, pairs, baseline,
/// ignore list and `failures` (`error`, the default, fails the build; `warning` does not).
/// Findings are printed as `FILE:LINE:COLUMN: error: …`, which `swift build` and Xcode show on
/// the line.
///
/// The command's inputs are every file of the catalogs and token files, `legible.json`, the
/// pairs file and the baseline, and its output a generated Swift file holding one comment, so the
/// build system skips the check while none of them changes. A check that fails is never up to
/// date, so its errors are printed again on every build until they are fixed.
@main
struct LegibleBuildCheck: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = PluginInputs(root: context.package.directoryURL)
        let catalogs = PluginInputs.assetCatalogs(under: target.directoryURL)
        return try Self.commands(
            inputs: inputs, catalogs: catalogs, tool: context.tool(named: "legible").url,
            workDirectory: context.pluginWorkDirectoryURL, name: target.name)
    }

    /// The one build command for a target, or none when it has nothing to check.
    static func commands(
        inputs: PluginInputs, catalogs: [URL], tool: URL, workDirectory: URL, name: String
    ) -> [Command] {
        guard !catalogs.isEmpty || !inputs.configuredInputs.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("LegibleColorCheck.swift")
        var watched = (catalogs + inputs.configuredInputs).flatMap(PluginInputs.files(under:))
        watched += ([inputs.configuration].compactMap { $0 } + inputs.configuredFiles)
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        // sh runs legible, then writes the stamp only when the check passed (or only warned), so
        // a failing check is rerun by every build.
        let script = #"out="$1"; shift; "$0" "$@"; status=$?; "#
            + #"if [ "$status" -eq 0 ]; then printf '// Checked by the Legible build plugin.\n' > "$out"; fi; exit "$status""#
        return [
            .buildCommand(
                displayName: "Checking the colors of \(name) with Legible",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, tool.path, stamp.path] + inputs.checkArguments(catalogs: catalogs, extra: ["--diagnostics"]),
                inputFiles: watched + [tool],
                outputFiles: [stamp])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LegibleBuildCheck: XcodeBuildToolPlugin {
    /// The same check for an Xcode project target: its asset catalogs among its input files, and
    /// `legible.json` beside the `.xcodeproj`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = PluginInputs(root: context.xcodeProject.directoryURL)
        let catalogs = target.inputFiles.map(\.url).filter { $0.pathExtension == "xcassets" }
        return try Self.commands(
            inputs: inputs, catalogs: catalogs, tool: context.tool(named: "legible").url,
            workDirectory: context.pluginWorkDirectoryURL, name: target.displayName)
    }
}
#endif
