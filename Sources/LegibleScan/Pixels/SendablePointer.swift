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

/// Runs `body(band)` over row bands: in parallel with `DispatchQueue.concurrentPerform` when
/// `threads` is not 1, else one band after the other on the calling thread. The bands depend
/// only on `rows`, so results cannot depend on the thread count.
func forEachBand(rows: Int, threads: Int, body: @Sendable (Range<Int>) -> Void) {
    forEachBand(rows: rows, threads: threads) { _, band in body(band) }
}

/// The number of row bands ``forEachBand(rows:threads:body:)`` uses for `rows` rows.
func bandCount(rows: Int) -> Int { max(1, min(rows / 64, 32)) }

/// Runs `body(index, band)` over the row bands, as ``forEachBand(rows:threads:body:)``; `index`
/// is 0..<``bandCount(rows:)``, for per-band results combined in band order afterwards.
func forEachBand(rows: Int, threads: Int, body: @Sendable (Int, Range<Int>) -> Void) {
    let bands = bandCount(rows: rows)
    let per = (rows + bands - 1) / bands
    if threads == 1 {
        for band in 0..<bands where band * per < rows { body(band, (band * per)..<min(rows, band * per + per)) }
        return
    }
    DispatchQueue.concurrentPerform(iterations: bands) { band in
        let start = band * per
        let end = min(rows, start + per)
        if start < end { body(band, start..<end) }
    }
}

/// Runs `body(columns)` over vertical strips of at least 64 columns, as
/// ``forEachBand(rows:threads:body:)`` does over rows: for passes that walk down columns.
func forEachColumnStrip(width: Int, height: Int, threads: Int, body: @Sendable (Range<Int>) -> Void) {
    let strips = max(1, min(bandCount(rows: height), width / 64))
    let per = (width + strips - 1) / strips
    if threads == 1 {
        for strip in 0..<strips where strip * per < width { body((strip * per)..<min(width, strip * per + per)) }
        return
    }
    DispatchQueue.concurrentPerform(iterations: strips) { strip in
        let start = strip * per, end = min(width, strip * per + per)
        if start < end { body(start..<end) }
    }
}

/// Maps the chunks of `0..<count` to arrays and concatenates them in chunk order: in parallel
/// with `DispatchQueue.concurrentPerform` when `threads` is not 1. The chunks depend only on
/// `count`, so the result is the same whatever the thread count (as long as `body` depends
/// only on its range). For per-component and per-line work after the pixel passes.
func concatenatedChunks<Result>(
    count: Int, threads: Int, body: @Sendable (Range<Int>) -> [Result]
) -> [Result] {
    guard count > 0 else { return [] }
    let chunks = min(count, 16)
    let per = (count + chunks - 1) / chunks
    if threads == 1 || chunks == 1 {
        return (0..<chunks).flatMap { chunk in
            chunk * per < count ? body((chunk * per)..<min(count, chunk * per + per)) : []
        }
    }
    let parts = UnsafeMutablePointer<[Result]>.allocate(capacity: chunks)
    parts.initialize(repeating: [], count: chunks)
    defer { parts.deinitialize(count: chunks); parts.deallocate() }
    let shared = SharedPointer(base: parts)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let start = chunk * per
        if start < count { shared.base[chunk] = body(start..<min(count, start + per)) }
    }
    return (0..<chunks).flatMap { shared.base[$0] }
}
