import Foundation
import PackagePlugin

/// `swift package legible-check [OPTIONS]`: runs `legible check` once over the asset catalogs of
/// every target of the package and the token files `legible.json` names, with its settings;
/// further arguments go to `legible check` (`--format json`, `--baseline FILE`, `--diagnostics`).
/// Fails when the check fails, for manual runs and CI.
@main
struct LegibleCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let inputs = PluginInputs(root: context.package.directoryURL)
        var catalogs: [URL] = []
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            catalogs += PluginInputs.assetCatalogs(under: target.directoryURL)
        }
        guard !catalogs.isEmpty || !inputs.configuredInputs.isEmpty else {
            Diagnostics.error("no asset catalogs in the package's targets and no \"inputs\" in legible.json: nothing to check")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "legible").url
        process.arguments = inputs.checkArguments(catalogs: catalogs, extra: arguments)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("legible check exited with status \(process.terminationStatus)")
        }
    }
}
