import Testing
@testable import LegibleCommandLine

/// The outcome of one in-process run of the command line.
struct CLIRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs `legible` in-process with captured output.
func runCLI(
    _ arguments: [String], environment: [String: String] = [:], isTerminal: Bool = false,
    currentDirectory: String? = nil
) -> CLIRun {
    let out = CapturedOutput()
    let err = CapturedOutput()
    let context = CommandContext(
        standardOutput: out, standardError: err, environment: environment, isTerminal: isTerminal,
        currentDirectory: currentDirectory)
    let status = LegibleCLI.run(arguments: arguments, context: context)
    return CLIRun(status: status, standardOutput: out.text, standardError: err.text)
}

/// Runs `arguments` in `directory` and expects the exit `status` and `expected` in standard
/// output (the failure shows both streams); returns the run for further checks.
@discardableResult
func expectCLI(
    _ arguments: [String], in directory: String, status: Int32, output expected: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> CLIRun {
    let run = runCLI(arguments, currentDirectory: directory)
    #expect(run.status == status, "\(run.standardError)", sourceLocation: sourceLocation)
    #expect(run.standardOutput.contains(expected), "\(run.standardOutput)", sourceLocation: sourceLocation)
    return run
}
