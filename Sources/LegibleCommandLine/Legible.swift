// STUB: replaced by the command implementations.
/// The `legible` command-line interface, runnable in-process.
public enum LegibleCLI {
    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    public static func run(arguments: [String]) -> Int32 { 0 }
}
