import Testing
@testable import LegibleCommandLine

@Suite("Argument parser")
struct ArgumentParserTests {
    static let spec = CommandSpec(
        name: "demo", abstract: "A demo.",
        arguments: [
            ArgumentSpec(name: "first", help: "First."),
            ArgumentSpec(name: "rest", help: "Rest.", isOptional: true, isRepeating: true),
        ],
        options: [
            .value("format", valueName: "format", help: "Format.", allowed: ["text", "json", "AA"]),
            .value("size", valueName: "px", help: "Size."),
            .value("output", short: "o", valueName: "file", help: "Output."),
            .flag("all-pairs", help: "All."),
            .repeatable("ignore", valueName: "rect", help: "Ignore."),
        ])

    func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        switch try ArgumentParser.parse(words, for: Self.spec) {
        case .run(let parsed): return parsed
        case .help: throw UsageError(.other("unexpected help"), command: nil)
        }
    }

    func error(_ words: [String]) -> UsageError? {
        do {
            _ = try parse(words)
            return nil
        } catch {
            return error
        }
    }

    @Test func spaceAndEqualsFormsGiveTheSameValue() throws {
        let spaced = try parse(["a", "--format", "json", "--size", "16"])
        let equals = try parse(["a", "--format=json", "--size=16"])
        #expect(spaced.value("format") == "json")
        #expect(equals.value("format") == "json")
        #expect(spaced.value("size") == "16")
        #expect(equals.value("size") == "16")
        #expect(try parse(["a", "--size="]).value("size") == "")
    }

    @Test func enumValuesMatchCaseInsensitivelyAndReturnTheDeclaredSpelling() throws {
        #expect(try parse(["a", "--format", "JSON"]).value("format") == "json")
        #expect(try parse(["a", "--format=aa"]).value("format") == "AA")
    }

    @Test func flagsRepeatablesShortOptionsAndPositionals() throws {
        let parsed = try parse(["x", "--all-pairs", "--ignore", "1,2,3,4", "y", "--ignore=5,6,7,8", "-o", "out.json", "z"])
        #expect(parsed.flag("all-pairs"))
        #expect(parsed.allValues("ignore") == ["1,2,3,4", "5,6,7,8"])
        #expect(parsed.value("output") == "out.json")
        #expect(parsed.positionals == ["x", "y", "z"])
    }

    /// `--help` lists `-j, --jobs <n>`: `-j1` is `-j 1`, as `getopt` reads it (fresh-user finding).
    @Test func shortOptionTakesAnAttachedValue() throws {
        #expect(try parse(["a", "-oout.json"]).value("output") == "out.json")
        #expect(try parse(["-oout.json", "a"]).positionals == ["a"])
        // A letter that is no short option is still unknown.
        #expect(error(["a", "-x1"]) != nil)
    }

    @Test("scan -j1 runs as -j 1")
    func scanAttachedJobs() throws {
        let dir = try FreshScanFixesTests.iPhoneFolder()
        let attached = runCLI(["scan", "shots/IMG_1234.PNG", "-j1", "--scale", "1", "--format", "json"], currentDirectory: dir)
        let spaced = runCLI(["scan", "shots/IMG_1234.PNG", "-j", "1", "--scale", "1", "--format", "json"], currentDirectory: dir)
        #expect(!attached.standardError.contains("unknown option"), "\(attached.standardError)")
        #expect(attached.status == spaced.status)
        #expect(attached.standardOutput == spaced.standardOutput)
        let zero = runCLI(["scan", "shots/IMG_1234.PNG", "-j0"], currentDirectory: dir)
        #expect(zero.status == 2)
        #expect(zero.standardError.contains("a whole number from 1 to 256"), "\(zero.standardError)")
    }

    @Test func singleValueOptionGivenTwice() throws {
        // Two values: which was meant is unknown, so it is a usage error; one value twice is one value.
        #expect(throws: UsageError.self) { try parse(["a", "--size", "1", "--size", "2"]) }
        #expect(try parse(["a", "--size", "2", "--size=2"]).allValues("size") == ["2"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse(["--", "--format", "-h", "-"])
        #expect(parsed.positionals == ["--format", "-h", "-"])
        #expect(parsed.value("format") == nil)
    }

    @Test func dashAndNegativeNumbersArePositional() throws {
        #expect(try parse(["-", "-3.5"]).positionals == ["-", "-3.5"])
        #expect(try parse(["a", "--size", "-2"]).value("size") == "-2")
    }

    @Test func helpAnywhereBeforeTheTerminator() throws {
        for words in [["-h"], ["--help"], ["a", "--format", "json", "--help"], ["--bogus", "-h"]] {
            guard case .help = try ArgumentParser.parse(words, for: Self.spec) else {
                Issue.record("no help for \(words)")
                continue
            }
        }
        guard case .run = try ArgumentParser.parse(["a", "--", "--help"], for: Self.spec) else {
            Issue.record("--help after -- should be positional")
            return
        }
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(error(["a", "--formt", "json"])?.description == "unknown option '--formt'; did you mean '--format'?")
        #expect(error(["a", "--all-pair"])?.description == "unknown option '--all-pair'; did you mean '--all-pairs'?")
        #expect(error(["a", "--hlep"])?.description == "unknown option '--hlep'; did you mean '--help'?")
        #expect(error(["a", "--formt=json"])?.kind == .unknownOption("--formt", suggestion: "--format"))
        #expect(error(["a", "-format"])?.kind == .unknownOption("-format", suggestion: "--format"))
        #expect(error(["a", "--zzzzzzzz"])?.description == "unknown option '--zzzzzzzz'")
        #expect(error(["a", "-q"])?.kind == .unknownOption("-q", suggestion: nil))
    }

    @Test func missingValues() {
        #expect(error(["a", "--size"])?.description == "missing value for '--size <px>'")
        #expect(error(["a", "--size", "--all-pairs"])?.kind == .missingValue(option: "--size", valueName: "px"))
        #expect(error(["a", "-o"])?.kind == .missingValue(option: "-o", valueName: "file"))
    }

    @Test func badEnumValueListsTheAllowedValues() {
        #expect(error(["a", "--format", "xml"])?.description
            == "invalid value 'xml' for '--format': expected one of text, json, AA")
        #expect(error(["a", "--format=jsn"])?.description
            == "invalid value 'jsn' for '--format': expected one of text, json, AA (did you mean 'json'?)")
    }

    @Test func flagGivenAValue() {
        #expect(error(["a", "--all-pairs=yes"])?.description == "option '--all-pairs' takes no value, found 'yes'")
    }

    @Test func missingAndUnexpectedArguments() {
        #expect(error([])?.description == "missing expected argument '<first>'")
        let twoOnly = CommandSpec(
            name: "two", abstract: "", arguments: [ArgumentSpec(name: "a", help: ""), ArgumentSpec(name: "b", help: "")])
        #expect(throws: UsageError(.unexpectedArgument("c"), command: "two")) {
            _ = try ArgumentParser.parse(["a", "b", "c"], for: twoOnly)
        }
        #expect(throws: UsageError(.missingArgument("b"), command: "two")) {
            _ = try ArgumentParser.parse(["a"], for: twoOnly)
        }
    }

    @Test func errorsCarryTheCommandForThePointer() {
        #expect(error(["a", "--nope"])?.helpPointer == "See 'legible demo --help'.")
        #expect(UsageError(.missingCommand, command: nil).helpPointer == "See 'legible --help'.")
    }

    @Test func numbersAreValidatedWithUnits() throws {
        let parsed = try parse(["a", "--size", "12pt"])
        #expect(try parsed.number("size", in: 0...100, expected: "px", suffixes: ["pt": (4, 3)]) == 16)
        let bad = try parse(["a", "--size", "big"])
        #expect(throws: UsageError(.invalidValue(option: "--size", value: "big", expected: "px"), command: "demo")) {
            _ = try bad.number("size", in: 0...100, expected: "px")
        }
        let nan = try parse(["a", "--size", "nan"])
        #expect(throws: UsageError.self) { _ = try nan.number("size", in: 0...100, expected: "px") }
    }
}
