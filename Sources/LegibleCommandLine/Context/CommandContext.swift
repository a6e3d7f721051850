import Foundation

/// Everything a command may touch outside its arguments, injectable for in-process tests.
public struct CommandContext: Sendable {
    /// Where results and help go.
    public var standardOutput: any OutputSink
    /// Where errors and warnings go.
    public var standardError: any OutputSink
    /// The environment variables (`NO_COLOR` is read from here).
    public var environment: [String: String]
    /// Whether standard output is a terminal: text reports use color only on a terminal.
    public var isTerminal: Bool
    /// The directory relative paths are resolved against; `nil` means the process's own current
    /// directory, and paths are then passed on exactly as typed.
    public var currentDirectory: String?

    /// A context with explicit parts.
    public init(
        standardOutput: any OutputSink, standardError: any OutputSink,
        environment: [String: String] = [:], isTerminal: Bool = false, currentDirectory: String? = nil
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
        self.isTerminal = isTerminal
        self.currentDirectory = currentDirectory
    }

    /// The real process: file descriptors 1 and 2, the process environment, `isatty(1)`.
    public static var process: CommandContext {
        CommandContext(
            standardOutput: FileDescriptorSink(descriptor: 1),
            standardError: FileDescriptorSink(descriptor: 2),
            environment: ProcessInfo.processInfo.environment,
            isTerminal: isatty(1) == 1)
    }

    /// Whether text output may use ANSI colors: stdout is a terminal and `NO_COLOR` is unset or
    /// empty (https://no-color.org).
    public var usesColor: Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// `path` as the file system should see it: joined to ``currentDirectory`` when relative and
    /// a directory is set, otherwise unchanged.
    public func resolve(_ path: String) -> String {
        guard let directory = currentDirectory, !path.hasPrefix("/"), path != "-" else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// `path` as the user should see it: a path under ``currentDirectory`` loses that prefix again.
    public func display(_ path: String) -> String {
        guard let directory = currentDirectory else { return path }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
