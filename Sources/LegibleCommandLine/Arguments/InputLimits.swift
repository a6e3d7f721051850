import LegibleImage
import LegibleTokens

/// The resource caps on input files, shared by the commands that read them: `--max-file-size`,
/// `--max-tokens` and `--max-depth` for token files (`check`, `distinguish`), `--max-file-size`
/// for images (`info`, `convert`, `simulate`), beside ``ImageInput/maxPixelsOption``.
///
/// The caps make a hostile or runaway input fail fast with exit status 2 and one line naming the
/// file; they are not the only defence, since no reader recurses without bound.
enum InputLimits {
    /// `--max-file-size <bytes>` for token files (default 64 MiB).
    static let tokenFileSizeOption = OptionSpec.value(
        "max-file-size", valueName: "bytes",
        help: "Refuse a token file larger than this, before reading it; a number of bytes, or with "
            + "K, M or G (1024-based).", defaultValue: "64M")

    /// `--max-file-size <bytes>` for images (default 1 GiB).
    static let imageFileSizeOption = OptionSpec.value(
        "max-file-size", valueName: "bytes",
        help: "Refuse an image file larger than this, before reading it; a number of bytes, or with "
            + "K, M or G (1024-based).", defaultValue: "1G")

    /// `--max-tokens <n>` (default 1000000).
    static let maxTokensOption = OptionSpec.value(
        "max-tokens", valueName: "n",
        help: "Refuse inputs that declare more tokens than this, over all files and appearances.",
        defaultValue: String(TokenLoader.defaultMaxTokens))

    /// `--max-depth <n>` (default 64).
    static let maxDepthOption = OptionSpec.value(
        "max-depth", valueName: "n",
        help: "The longest chain of references ({a.b} aliases, var(--x)) followed before it is an "
            + "error.", defaultValue: "64")

    /// `--idiom <idiom>`: which asset-catalog entries to read (default `iphone`, then `universal`).
    static let idiomOption = OptionSpec.value(
        "idiom", valueName: "idiom",
        help: "The asset-catalog idiom whose colorset entries are read, falling back to universal ones "
            + "(values: " + TokenLoader.knownIdioms.joined(separator: ", ") + "; default: iphone).")

    /// `--css-triplets hsl|rgb`: the function bare CSS channels belong to when no use decides.
    static let cssTripletsOption = OptionSpec.value(
        "css-triplets", valueName: "hsl|rgb",
        help: "Read CSS custom properties holding bare channels (--c: 10 20 30) that no hsl()/rgb() "
            + "use or H S% L% shape explains as this function.")

    /// The options that read token files.
    static let tokenOptions = [tokenFileSizeOption, maxTokensOption, maxDepthOption, idiomOption, cssTripletsOption]

    /// A token loader with the caps given on the command line.
    static func tokenLoader(_ arguments: ParsedArguments) throws(CommandFailure) -> TokenLoader {
        var loader = TokenLoader()
        do throws(UsageError) {
            if let bytes = try fileSize(arguments) { loader.maxFileBytes = bytes }
            if let tokens = try arguments.integer(
                "max-tokens", in: 1...Int(Int32.max), expected: "a positive whole number of tokens")
            {
                loader.maxTokens = tokens
            }
            if let depth = try arguments.integer(
                "max-depth", in: 1...1_000_000, expected: "a whole number of links from 1 to 1000000")
            {
                loader.maxDepth = depth
            }
            if let triplets = arguments.value("css-triplets") {
                guard let function = CSSChannelFunction(rawValue: triplets.lowercased()) else {
                    throw UsageError(.invalidValue(option: "--css-triplets", value: triplets, expected: "hsl or rgb"),
                                     command: arguments.command)
                }
                loader.cssTriplets = function
            }
            if let idiom = arguments.value("idiom") {
                guard TokenLoader.knownIdioms.contains(idiom) else {
                    throw UsageError(
                        .invalidValue(option: "--idiom", value: idiom,
                                      expected: "one of " + TokenLoader.knownIdioms.joined(separator: ", ")),
                        command: arguments.command)
                }
                loader.idioms = idiom == "universal" ? ["universal"] : [idiom, "universal"]
            }
        } catch {
            throw .usage(error)
        }
        return loader
    }

    /// `--max-file-size` applied to image read limits.
    static func apply(to limits: inout PNGReadLimits, _ arguments: ParsedArguments) throws(UsageError) {
        if let bytes = try fileSize(arguments) { limits.maxFileBytes = bytes }
    }

    /// `--max-file-size` in bytes, or `nil` when absent: digits with an optional `K`, `M` or `G`
    /// (1024-based, case-insensitive, an optional `B` or `iB` after it).
    static func fileSize(_ arguments: ParsedArguments) throws(UsageError) -> Int? {
        guard let text = arguments.value("max-file-size") else { return nil }
        var digits = Substring(text.uppercased())
        for unit in ["IB", "B"] where digits.hasSuffix(unit) && digits.count > unit.count {
            digits = digits.dropLast(unit.count)
            break
        }
        var shift = 0
        if let last = digits.last, let found = ["K": 10, "M": 20, "G": 30][String(last)] {
            shift = found
            digits = digits.dropLast()
        }
        let largest = (Int(1) << 50) >> shift
        guard let value = Int(digits), value > 0, value <= largest else {
            if ParsedArguments.isAbove(String(digits), Double(largest)) {
                let unit = ["", "K", "M", "G"][shift / 10]
                throw UsageError(
                    .valueTooLarge(option: "--max-file-size", value: text, limit: String(largest) + unit),
                    command: arguments.command)
            }
            throw UsageError(
                .invalidValue(option: "--max-file-size", value: text,
                              expected: "a positive number of bytes, such as 1048576 or 64M"),
                command: arguments.command)
        }
        return value << shift
    }
}
