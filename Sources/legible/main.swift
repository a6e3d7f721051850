import LegibleCommandLine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A closed pipe (`legible check … | head`) ends output quietly instead of killing the process.
signal(SIGPIPE, SIG_IGN)
exit(LegibleCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
