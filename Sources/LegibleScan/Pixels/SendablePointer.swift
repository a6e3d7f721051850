import Dispatch

/// A raw pointer that may cross into `DispatchQueue.concurrentPerform` workers, each of which
/// writes a disjoint part of the buffer. Internal: the scan passes own the memory.
struct SharedPointer<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>
}

/// A read-only pointer shared with concurrent workers.
struct SharedReadPointer<Element>: @unchecked Sendable {
    let base: UnsafePointer<Element>
}

/// Runs `body(band)` over `bands` row bands in parallel; `bands` is at least 1.
func forEachBand(rows: Int, body: @Sendable (Range<Int>) -> Void) {
    let bands = max(1, min(rows / 64, 32))
    let per = (rows + bands - 1) / bands
    DispatchQueue.concurrentPerform(iterations: bands) { band in
        let start = band * per
        let end = min(rows, start + per)
        if start < end { body(start..<end) }
    }
}
