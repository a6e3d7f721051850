// TEMPORARY profiling aid; removed before commit.
nonisolated(unsafe) var tempTimingStart = ContinuousClock.now
func tempMark(_ label: String) {
    let now = ContinuousClock.now
    let d = now - tempTimingStart
    print("  T \(label): \(Double(d.components.attoseconds) * 1e-15 + Double(d.components.seconds) * 1000) ms")
    tempTimingStart = ContinuousClock.now
}
