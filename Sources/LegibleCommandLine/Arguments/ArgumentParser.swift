import LegibleTokens

/// The one hand-written argument parser: matches a command line against a ``CommandSpec``.
///
/// Accepted forms: long options as `--name value` and `--name=value`; short forms `-o value` and,
/// for an option that takes a value, `-ovalue` (`-j1`);
/// flags; repeatable options; positional arguments; `--` ends the options (everything after it is
/// positional); `-` alone is positional (standard input). `-h`/`--help` anywhere before `--`
/// asks for help instead of running. An option that takes one value, given twice with two
/// different values (`--level AA --level AAA`), is a usage error; repeatable options collect.
enum ArgumentParser {
    /// What a command line asks for.
    enum Outcome: Sendable {
        /// Run the command with these arguments.
        case run(ParsedArguments)
        /// Print the command's help.
        case help
    }

    /// The built-in help option, added to every command's help.
    static let helpOption = OptionSpec.flag("help", short: "h", help: "Show help information.")

    /// Parses `arguments` (the words after the subcommand) for `spec`.
    ///
    /// - Throws: ``UsageError`` for an unknown option (with the closest declared one), a missing
    ///   value, a value outside the allowed set, a value given to a flag, a missing required
    ///   argument or an unexpected extra one.
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> Outcome {
        if wantsHelp(arguments) { return .help }
        var parsed = ParsedArguments(command: spec.name)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") || isNegativeNumber(word) {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (option, inlineValue, typed) = try resolve(word, in: spec)
            switch option.kind {
            case .flag:
                if let inlineValue {
                    throw UsageError(.unexpectedValue(option: typed, value: inlineValue), command: spec.name)
                }
                parsed.flags.insert(option.name)
            case .value, .repeatable:
                var value: String
                if let inlineValue {
                    value = inlineValue
                } else if let implied = option.impliedValue,
                          index >= arguments.count
                            || !(option.allowedValues ?? []).contains(where: { $0.lowercased() == arguments[index].lowercased() }) {
                    value = implied
                } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(
                        .missingValue(option: typed, valueName: option.valueName), command: spec.name)
                }
                if let allowed = option.allowedValues {
                    value = try canonical(value, allowed: allowed, option: typed, command: spec.name)
                }
                if option.kind == .value {
                    // A value option given twice with two values: which one was meant is unknown,
                    // so neither is taken silently (the same value twice is fine).
                    if let earlier = parsed.values[option.name]?.first, earlier != value {
                        throw UsageError(
                            .other("'--\(option.name)' is given twice, as '\(earlier)' and then as '\(value)'; give it once"),
                            command: spec.name)
                    }
                    parsed.values[option.name] = [value]
                } else {
                    parsed.values[option.name, default: []].append(value)
                }
            }
        }
        try checkPositionals(parsed.positionals, spec: spec)
        return .run(parsed)
    }

    /// Whether `-h` or `--help` appears before any `--`.
    static func wantsHelp(_ arguments: [String]) -> Bool {
        for word in arguments {
            if word == "--" { return false }
            if word == "-h" || word == "--help" { return true }
        }
        return false
    }

    /// Finds the option a word names. Returns the option, a value given with `=`, and the option
    /// as the user typed it (for messages).
    private static func resolve(
        _ word: String, in spec: CommandSpec
    ) throws(UsageError) -> (OptionSpec, String?, String) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name: Substring
            let value: String?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                value = String(body[body.index(after: equals)...])
            } else {
                name = body
                value = nil
            }
            guard let option = spec.option(named: String(name)) else {
                let candidates = spec.options.map(\.flagName) + ["--help"]
                let typed = "--" + name
                throw UsageError(
                    .unknownOption(typed, suggestion: EditDistance.closest(to: typed, in: candidates)),
                    command: spec.name)
            }
            return (option, value, "--" + name)
        }
        // A short option: one letter after one dash, its value in the next word or, for an
        // option that takes one, attached (`-j1`, `-oreport.json`), as `getopt` reads it.
        let letters = Array(word.dropFirst())
        if letters.count == 1, let option = spec.option(short: letters[0]) {
            return (option, nil, word)
        }
        if letters.count > 1, let option = spec.option(short: letters[0]), option.kind != .flag {
            return (option, String(letters.dropFirst()), "-" + String(letters[0]))
        }
        let candidates = spec.options.map(\.flagName) + ["--help"]
        let asLong = "-" + word
        throw UsageError(
            .unknownOption(word, suggestion: EditDistance.closest(to: asLong, in: candidates)),
            command: spec.name)
    }

    /// The declared spelling of `value` among `allowed`, compared case-insensitively.
    private static func canonical(
        _ value: String, allowed: [String], option: String, command: String
    ) throws(UsageError) -> String {
        if let match = allowed.first(where: { $0.lowercased() == value.lowercased() }) { return match }
        var expected = "one of " + allowed.joined(separator: ", ")
        if let close = EditDistance.closest(to: value, in: allowed) {
            expected += " (did you mean '\(close)'?)"
        }
        throw UsageError(.invalidValue(option: option, value: value, expected: expected), command: command)
    }

    /// Checks the positional count against the declared arguments.
    private static func checkPositionals(_ positionals: [String], spec: CommandSpec) throws(UsageError) {
        let repeats = spec.arguments.last?.isRepeating ?? false
        for (position, argument) in spec.arguments.enumerated()
        where !argument.isOptional && position >= positionals.count {
            throw UsageError(.missingArgument(argument.name), command: spec.name)
        }
        if !repeats, positionals.count > spec.arguments.count {
            throw UsageError(.unexpectedArgument(positionals[spec.arguments.count]), command: spec.name)
        }
    }

    /// Whether a word would be read as an option rather than as a value. A dash followed by a
    /// digit (`-3`, `-0.5`, `-1,0,5,5`) is a value: no option is named by a digit, and the
    /// option's own check then says what is wrong with it (a negative coordinate) instead of
    /// "missing value".
    private static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        let second = word.unicodeScalars.dropFirst().first
        return !(second.map { ("0"..."9").contains($0) || $0 == "." } ?? false)
    }

    /// `-3`, `-0.5`: numbers, not options.
    private static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.hasPrefix("-") && Double(word.dropFirst()) != nil
    }
}
