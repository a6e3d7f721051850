/// Renders `--help` from a ``CommandSpec``, in swift-argument-parser's layout:
/// OVERVIEW, discussion, USAGE, ARGUMENTS, OPTIONS (and SUBCOMMANDS at the top level).
///
/// Lines wrap at ``width`` columns; names sit in a 24-column gutter after a 2-space indent, and a
/// name too long for the gutter puts its help on the next line.
enum HelpFormatter {
    /// The line width help wraps at.
    static let width = 80
    /// The column where help text starts.
    static let helpColumn = 26

    /// The help of one subcommand.
    static func help(for spec: CommandSpec) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n\n"
        for paragraph in spec.discussion {
            out += paragraph.hasPrefix("  ") ? paragraph + "\n\n" : wrap(paragraph, indent: 0) + "\n\n"
        }
        out += wrap(usage(for: spec), indent: 7) + "\n"
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in spec.arguments {
                out += entry(label: "<\(argument.name)>" + (argument.isRepeating ? " ..." : ""), help: argument.help)
            }
        }
        out += "\nOPTIONS:\n"
        for option in spec.options + [ArgumentParser.helpOption] {
            var label = option.short.map { "-\($0), " } ?? ""
            label += option.flagName
            if option.kind != .flag { label += " <\(option.valueName)>" }
            var text = option.help
            if let allowed = option.allowedValues, option.kind != .flag {
                text += " (values: \(allowed.joined(separator: ", ")))"
            }
            if let value = option.defaultValue { text += " (default: \(value))" }
            out += entry(label: label, help: text)
        }
        return out
    }

    /// The top-level help, listing `commands`.
    static func topLevelHelp(abstract: String, commands: [CommandSpec]) -> String {
        var out = "OVERVIEW: \(abstract)\n\n"
        out += "USAGE: legible <subcommand>\n\n"
        out += "OPTIONS:\n"
        out += entry(label: "--version", help: "Show the version.")
        out += entry(label: "-h, --help", help: "Show help information.")
        out += "\nSUBCOMMANDS:\n"
        for command in commands { out += entry(label: command.name, help: command.abstract) }
        out += "\n  See 'legible help <subcommand>' for detailed help.\n"
        return out
    }

    /// `USAGE: legible cmd <arg> [--opt <value>] ...`.
    static func usage(for spec: CommandSpec) -> String {
        var words = ["USAGE:", "legible", spec.name]
        for argument in spec.arguments {
            var word = "<\(argument.name)>"
            if argument.isRepeating { word += " ..." }
            words.append(argument.isOptional ? "[\(word)]" : word)
        }
        for option in spec.options {
            var word = option.flagName
            if option.kind != .flag { word += " <\(option.valueName)>" }
            words.append(option.kind == .repeatable ? "[\(word) ...]" : "[\(word)]")
        }
        return words.joined(separator: " ")
    }

    /// One `  label    help` entry, wrapped.
    static func entry(label: String, help: String) -> String {
        let prefix = "  " + label
        if prefix.count + 2 <= helpColumn {
            let padded = prefix + String(repeating: " ", count: helpColumn - prefix.count)
            return wrap(help, indent: helpColumn, firstPrefix: padded) + "\n"
        }
        let indent = String(repeating: " ", count: helpColumn)
        return prefix + "\n" + wrap(help, indent: helpColumn, firstPrefix: indent) + "\n"
    }

    /// Wraps `text` at ``width`` columns; continuation lines start with `indent` spaces.
    static func wrap(_ text: String, indent: Int, firstPrefix: String = "") -> String {
        var lines: [String] = []
        var line = firstPrefix
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
