import Testing
@testable import LegibleCommandLine

@Suite("Help and version")
struct HelpTests {
    static let commandNames = LegibleCLI.commands.map { $0.spec.name }

    @Test(arguments: commandNames)
    func everyCommandHasHelp(name: String) {
        guard let spec = LegibleCLI.commands.first(where: { $0.spec.name == name })?.spec else {
            Issue.record("no command \(name)")
            return
        }
        for flag in ["--help", "-h"] {
            let run = runCLI([name, flag])
            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput.hasPrefix("OVERVIEW: \(spec.abstract)\n"))
            #expect(run.standardOutput.contains("\nUSAGE: legible \(name) "))
            #expect(run.standardOutput.contains("\nOPTIONS:\n"))
            for option in spec.options { #expect(run.standardOutput.contains("--\(option.name)")) }
            for argument in spec.arguments { #expect(run.standardOutput.contains("  <\(argument.name)>")) }
            #expect(run.standardOutput.contains("  -h, --help              Show help information.\n"))
            for line in run.standardOutput.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        }
        #expect(runCLI(["help", name]).standardOutput == runCLI([name, "--help"]).standardOutput)
        // Help wins over other errors on the same line.
        #expect(runCLI([name, "--bogus", "--help"]).status == 0)
    }

    @Test func topLevelHelpListsEveryCommand() {
        for words in [["--help"], ["-h"], ["help"]] {
            let run = runCLI(words)
            #expect(run.status == 0)
            #expect(run.standardOutput.hasPrefix("OVERVIEW: "))
            #expect(run.standardOutput.contains("\nUSAGE: legible <subcommand>\n"))
            for name in Self.commandNames { #expect(run.standardOutput.contains("\n  \(name) ")) }
        }
    }

    @Test func contrastHelpLayout() {
        let help = runCLI(["contrast", "--help"]).standardOutput
        #expect(help.contains("""
            USAGE: legible contrast <foreground> <background> [--size <px>] [--weight <n>]
                   [--policy <policy>] [--text-style <style>] [--content-size <category>]
                   [--bold-text <on|both>] [--role <role>] [--level <level>] [--method
                   <method>] [--appearance <light|dark>] [--format <format>]

            ARGUMENTS:
              <foreground>            The text or foreground color, in any CSS color syntax.
            """))
        #expect(help.contains("  --format <format>       The output format. (values: text, json) (default:\n"))
        #expect(help.contains("Exit status: 0 when the pair meets the applicable requirement"))
    }

    @Test func checkHelpDocumentsExitStatusAndPairs() {
        let help = runCLI(["check", "--help"]).standardOutput
        #expect(help.contains("USAGE: legible check [<path> ...]"))
        #expect(help.contains("Exit status: 0 when every pair passes, 1 when any pair fails or"))
        #expect(help.contains("  -o, --output <file>"))
    }

    @Test func version() {
        let run = runCLI(["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput == LegibleCLI.version + "\n")
    }
}

@Suite("Usage errors")
struct UsageErrorOutputTests {
    /// Every usage error: exit 2, nothing on stdout, `error: ...` then the help pointer on stderr.
    @Test(arguments: [
        (["contrast", "--formt", "json", "#000", "#fff"], "error: unknown option '--formt'; did you mean '--format'?", "contrast"),
        (["contrast", "#000"], "error: missing expected argument '<background>'", "contrast"),
        (["contrast", "#000", "#fff", "#111"], "error: unexpected argument '#111'", "contrast"),
        (["contrast", "#000", "#fff", "--size"], "error: missing value for '--size <px>'", "contrast"),
        (["contrast", "#000", "#fff", "--format=xml"], "error: invalid value 'xml' for '--format': expected one of text, json", "contrast"),
        (["contrast", "#000", "#fff", "--level", "A"], "error: invalid value 'A' for '--level': expected one of AA, AAA (did you mean 'AA'?)", "contrast"),
        (["contrast", "#000", "#fff", "--size", "0"], "error: invalid value '0' for '--size': must be positive (a size such as 16, 16px or 17pt)", "contrast"),
        (["contrast", "#000", "#fff", "--weight", "700"], "error: '--weight' requires '--size'", "contrast"),
        (["contrast", "#000", "#fff", "--size", "16", "--weight", "bold"], "error: invalid value 'bold' for '--weight': expected a whole number from 1 to 1000", "contrast"),
        (["contrast", "#000", "#fff", "--size", "16", "--role", "text"], "error: '--role' cannot be used with '--size'", "contrast"),
        (["contrast", "#00", "#fff"], "error: <foreground>: invalid color '#00': …", "contrast"),
        (["check", "--no-config"], "error: no inputs: give token files or directories, or \"inputs\" in legible.json", "check"),
        (["check", "a.json", "--all-pairs=1"], "error: option '--all-pairs' takes no value, found '1'", "check"),
        (["check", "a.json", "--pairs", "p.json", "--all-pairs"], "error: '--pairs' cannot be used with '--all-pairs'", "check"),
        (["chek", "x"], "error: unknown command 'chek'; did you mean 'check'?", nil),
        (["--verison"], "error: unknown option '--verison'; did you mean '--version'?", nil),
        (["help", "contrst"], "error: unknown command 'contrst'; did you mean 'contrast'?", nil),
        ([], "error: missing command", nil),
    ] as [([String], String, String?)])
    func usageError(arguments: [String], message: String, command: String?) {
        let run = runCLI(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        // A message ending in "…" is a prefix: the rest is the color parser's own wording.
        if message.hasSuffix("…") {
            #expect(lines.first?.hasPrefix(String(message.dropLast())) == true, "\(lines)")
        } else {
            #expect(lines.first == message)
        }
        let pointer = command.map { "See 'legible \($0) --help'." } ?? "See 'legible --help'."
        #expect(lines.last == pointer)
    }
}
