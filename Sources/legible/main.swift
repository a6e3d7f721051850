import LegibleCommandLine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(LegibleCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
