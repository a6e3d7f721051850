import LegibleTokens

/// The `legible` command-line interface, runnable in-process.
///
/// Exit statuses: 0 when everything checked passes (and for help and version), 1 when an
/// accessibility requirement fails, 2 for usage errors and unreadable or invalid input. Help and
/// results go to standard output; errors go to standard error as `error: ...`, with a pointer to
/// the command's help after a usage error.
public enum LegibleCLI {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// The one-sentence description at the top of `legible --help`.
    static let abstract = "Color accessibility checks for palettes, design tokens and colors."

    /// The subcommands, in the order help lists them.
    static var commands: [any Command.Type] {
        [ContrastCommand.self, CheckCommand.self, DistinguishCommand.self, SuggestCommand.self,
         PaletteCommand.self, SimulateCommand.self, ScanCommand.self, MergeCommand.self, InfoCommand.self,
         ConvertCommand.self]
    }

    /// Runs `arguments` (without the program name) in the real process: standard output and
    /// error, the process environment, and a terminal check on standard output.
    public static func run(arguments: [String]) -> Int32 {
        let context = CommandContext.process
        let status = run(arguments: arguments, context: context)
        // Output that could not be written (a full disk, /dev/full) is an error, whatever the
        // command found; a closed pipe (`| head`) is not.
        if let sink = context.standardOutput as? FileDescriptorSink, let failure = sink.failure {
            context.standardError.writeMessage("error", "cannot write standard output: \(failure)")
            return ExitStatus.usage
        }
        return status
    }

    /// Runs `arguments` (without the program name) with `context` supplying the output sinks,
    /// environment, terminal flag and current directory; returns the exit status.
    public static func run(arguments: [String], context: CommandContext) -> Int32 {
        let specs = commands.map { $0.spec }
        guard let first = arguments.first else {
            context.standardError.writeMessage("error", "\(UsageError(.missingCommand, command: nil))")
            context.standardError.write("USAGE: legible <subcommand>\nSee 'legible --help'.\n")
            return ExitStatus.usage
        }
        switch first {
        case "-h", "--help":
            context.standardOutput.write(HelpFormatter.topLevelHelp(abstract: abstract, commands: specs))
            return ExitStatus.success
        case "--version":
            context.standardOutput.write(version + "\n")
            return ExitStatus.success
        case "help":
            return help(for: Array(arguments.dropFirst()), specs: specs, context: context)
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            let kind: UsageError.Kind = first.hasPrefix("-")
                ? .unknownOption(first, suggestion: EditDistance.closest(to: first, in: ["--help", "--version"]))
                : .unknownCommand(first, suggestion: EditDistance.closest(to: first, in: specs.map(\.name) + ["help"]))
            return fail(UsageError(kind, command: nil), context: context)
        }
        do {
            switch try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec) {
            case .help:
                context.standardOutput.write(HelpFormatter.help(for: command.spec))
                return ExitStatus.success
            case .run(let parsed):
                return try command.run(parsed, context: context)
            }
        } catch let error as UsageError {
            return fail(error, context: context)
        } catch let failure as CommandFailure {
            switch failure {
            case .usage(let error):
                return fail(error, context: context)
            case .input(let message):
                context.standardError.writeMessage("error", message)
                return ExitStatus.usage
            }
        } catch {
            context.standardError.writeMessage("error", "\(error)")
            return ExitStatus.usage
        }
    }

    /// `legible help [<subcommand>]`.
    static func help(for words: [String], specs: [CommandSpec], context: CommandContext) -> Int32 {
        guard let name = words.first else {
            context.standardOutput.write(HelpFormatter.topLevelHelp(abstract: abstract, commands: specs))
            return ExitStatus.success
        }
        guard let spec = specs.first(where: { $0.name == name }), words.count == 1 else {
            let error = words.count > 1
                ? UsageError(.unexpectedArgument(words[1]), command: nil)
                : UsageError(.unknownCommand(name, suggestion: EditDistance.closest(to: name, in: specs.map(\.name))),
                             command: nil)
            return fail(error, context: context)
        }
        context.standardOutput.write(HelpFormatter.help(for: spec))
        return ExitStatus.success
    }

    /// Prints a usage error and its help pointer; returns 2.
    static func fail(_ error: UsageError, context: CommandContext) -> Int32 {
        context.standardError.writeMessage("error", "\(error)")
        context.standardError.write(error.helpPointer + "\n")
        return ExitStatus.usage
    }
}
