/// The declared shape of one command: its name, help text, positional arguments and options.
///
/// The parser and the help formatter both read this one declaration, so what `--help` shows is
/// exactly what the parser accepts.
struct CommandSpec: Sendable {
    /// The subcommand name, such as `contrast`; empty for the top level.
    var name: String
    /// One sentence for OVERVIEW and for the top-level SUBCOMMANDS list.
    var abstract: String
    /// Further paragraphs shown after OVERVIEW (exit status, examples). Each element is a
    /// paragraph; lines starting with two spaces are kept as they are (examples).
    var discussion: [String] = []
    /// The positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// The options, in the order help lists them. `-h, --help` is added by the parser.
    var options: [OptionSpec] = []

    /// The option named `name` (without dashes), if declared.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The option whose one-letter short form is `short`, if declared.
    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    /// The name shown as `<name>` in help and errors.
    var name: String
    /// One sentence of help.
    var help: String
    /// Whether the argument may be left out.
    var isOptional: Bool = false
    /// Whether the argument takes every remaining positional (one or more, or zero or more when
    /// optional). Only the last argument may repeat.
    var isRepeating: Bool = false
}

/// A long option (`--name`), possibly with a one-letter short form (`-o`).
struct OptionSpec: Sendable {
    /// How the option takes values.
    enum Kind: Sendable {
        /// Present or absent; never takes a value.
        case flag
        /// Takes one value; given twice, the last one wins.
        case value
        /// Takes one value each time, and may be given any number of times.
        case repeatable
    }

    /// The long name without its leading dashes, such as `format`.
    var name: String
    /// The one-letter short form, such as `o` for `-o`.
    var short: Character? = nil
    /// How the option takes values.
    var kind: Kind
    /// The value's placeholder in help, such as `px` for `--size <px>`.
    var valueName: String = "value"
    /// One or two sentences of help.
    var help: String
    /// The allowed values, compared case-insensitively; `nil` for free values. Parsing returns the
    /// spelling declared here.
    var allowedValues: [String]? = nil
    /// The default shown in help, if any.
    var defaultValue: String? = nil
    /// For a value option whose value may be left out: the value it takes then (`--bold-text`
    /// alone is `--bold-text on`). The next word is its value only when it is one of
    /// ``allowedValues``.
    var impliedValue: String? = nil

    /// `--name`, as users type it.
    var flagName: String { "--" + name }

    /// A flag option.
    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .flag, help: help)
    }

    /// An option with one value.
    static func value(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        allowed: [String]? = nil, defaultValue: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, kind: .value, valueName: valueName, help: help,
            allowedValues: allowed, defaultValue: defaultValue)
    }

    /// An option that may be given several times.
    static func repeatable(
        _ name: String, short: Character? = nil, valueName: String, help: String
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .repeatable, valueName: valueName, help: help)
    }
}
