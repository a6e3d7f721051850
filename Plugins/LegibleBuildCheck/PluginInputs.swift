import Foundation

/// What the Legible plugins read from a package or project before running `legible check`:
/// `legible.json` in its root (the inputs it names, and the files whose change must rerun the
/// check) and the asset catalogs of a target. The check itself, and every other key of
/// `legible.json`, is left to `legible check --config`, so the plugins never judge anything.
struct PluginInputs {
    /// `legible.json` in the root, when there is one.
    var configuration: URL?
    /// The configuration's `inputs`, joined to the root.
    var configuredInputs: [URL] = []
    /// The configuration's `pairs` (a path) and `baseline`, joined to the root.
    var configuredFiles: [URL] = []

    /// Reads `legible.json` in `root`, if present. A file that is not a JSON object is left to
    /// `legible check`, which reports the error with its line and column.
    init(root: URL) {
        let file = root.appendingPathComponent("legible.json")
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        configuration = file
        guard let data = FileManager.default.contents(atPath: file.path),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return }
        let inputs = (object["inputs"] as? [String]) ?? (object["inputs"] as? String).map { [$0] } ?? []
        configuredInputs = inputs.map { Self.join(root, $0) }
        configuredFiles = ["pairs", "baseline"].compactMap { object[$0] as? String }.map { Self.join(root, $0) }
    }

    /// `path` under `root` unless absolute.
    static func join(_ root: URL, _ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }

    /// Every `.xcassets` folder under `directory` (not looking inside one), sorted by path.
    static func assetCatalogs(under directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every regular file at or under `url`, sorted by path: what the build system watches.
    static func files(under url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var found: [URL] = []
        for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            found.append(file)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The arguments of `legible check` over `catalogs` and the configured inputs, as
    /// diagnostics: `--config` when there is a `legible.json`, else `--no-config`.
    func checkArguments(catalogs: [URL], extra: [String] = []) -> [String] {
        var arguments = ["check"]
        arguments += configuration.map { ["--config", $0.path] } ?? ["--no-config"]
        return arguments + extra + (catalogs + configuredInputs).map(\.path)
    }
}
