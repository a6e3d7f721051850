// legible-bench: prints one tab-separated line per figure:
// name, median seconds, throughput with its unit, ratio to a baseline measured in the same run.
// Build and run with: swift run -c release legible-bench

#if DEBUG
print("# WARNING: debug build; figures are meaningless. Use: swift run -c release legible-bench")
#endif
print("# name\tmedian_s\tthroughput\tratio_to_baseline")
runContrastBenchmarks()
runScienceBenchmarks()
