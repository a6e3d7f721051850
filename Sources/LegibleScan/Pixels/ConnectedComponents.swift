/// Connected-component labelling of a byte mask, by runs: each row's runs of nonzero pixels
/// join the overlapping runs of the row above (union-find); no label image is written. Whole
/// 8-byte words of zeros or ones are skipped at once, so a mostly empty (ink) or
/// mostly full (background) mask costs little more than one read.
enum ConnectedComponents {
    /// Labels the nonzero pixels of `mask`: 0 is background, components are 1...count, numbered
    /// in raster order of their first pixel. `eightConnected` joins diagonal neighbours too.
    /// With `threads` other than 1, chunks of rows are labelled in parallel and joined in order
    /// (the same labels: provisional labels stay in raster order, see ``RunLabeler/append(_:)``).
    static func label(
        _ mask: [UInt8], width: Int, height: Int, eightConnected: Bool, threads: Int = 1
    ) -> RunLabels {
        let pixelCount = width * height
        guard pixelCount > 0, mask.count >= pixelCount else { return RunLabels() }
        var labeler = RunLabeler(width: width, height: height, eightConnected: eightConnected)
        mask.withUnsafeBufferPointer { buffer in
            guard threads != 1 else {
                for y in 0..<height { labeler.add(row: buffer.baseAddress! + y * width) }
                return
            }
            let rows = SharedReadPointer(base: buffer.baseAddress!)
            let parts = concatenatedChunks(count: height, threads: threads) { chunk -> [RunLabeler] in
                var part = RunLabeler(width: width, height: chunk.count, eightConnected: eightConnected)
                for y in chunk { part.add(row: rows.base + y * width) }
                return [part]
            }
            for part in parts { labeler.append(part) }
        }
        return labeler.finish()
    }
}

/// The run labelling of ``ConnectedComponents/label(_:width:height:eightConnected:)`` fed one
/// mask row at a time, top to bottom, so that a mask can be labelled without ever being whole
/// in memory.
struct RunLabeler {
    let width: Int
    let height: Int
    private let reach: Int
    private var y = 0
    private var runStart: [Int32] = [], runEnd: [Int32] = [], runLabel: [Int32] = []
    private var rowFirstRun: [Int]
    private var parent: [Int32] = [0]

    init(width: Int, height: Int, eightConnected: Bool) {
        self.width = width
        self.height = height
        reach = eightConnected ? 1 : 0
        rowFirstRun = [Int](repeating: 0, count: height + 1)
    }

    private mutating func find(_ start: Int32) -> Int32 {
        var a = start
        while parent[Int(a)] != a {
            parent[Int(a)] = parent[Int(parent[Int(a)])]
            a = parent[Int(a)]
        }
        return a
    }

    /// Adds the next row (`width` bytes, nonzero = in the mask); rows past `height` are ignored.
    mutating func add(row m: UnsafePointer<UInt8>) {
        guard y < height else { return }
        rowFirstRun[y] = runStart.count
        let raw = UnsafeRawPointer(m)
        let previous = y > 0 ? rowFirstRun[y - 1]..<rowFirstRun[y] : 0..<0
        var cursor = previous.lowerBound
        var x = 0
        while x < width {
            // Skip zeros, 8 at a time where possible.
            while x + 8 <= width && raw.loadUnaligned(fromByteOffset: x, as: UInt64.self) == 0 { x += 8 }
            while x < width && m[x] == 0 { x += 1 }
            guard x < width else { break }
            let start = x
            while x + 8 <= width && raw.loadUnaligned(fromByteOffset: x, as: UInt64.self) == 0x0101_0101_0101_0101 {
                x += 8
            }
            while x < width && m[x] != 0 { x += 1 }
            let end = x
            // Runs above that touch [start, end), widened by one for diagonals.
            while cursor < previous.upperBound && Int(runEnd[cursor]) + reach <= start { cursor += 1 }
            var current: Int32 = 0
            var scan = cursor
            while scan < previous.upperBound && Int(runStart[scan]) < end + reach {
                let root = find(runLabel[scan])
                if current == 0 {
                    current = root
                } else if root != current {
                    if root < current {
                        parent[Int(current)] = root
                        current = root
                    } else {
                        parent[Int(root)] = current
                    }
                }
                scan += 1
            }
            if current == 0 {
                current = Int32(parent.count)
                parent.append(current)
            }
            runStart.append(Int32(start))
            runEnd.append(Int32(end))
            runLabel.append(current)
        }
        y += 1
    }

    /// Adds the rows of `part`, a labeler of the rows that follow (same width and
    /// connectivity, not finished): its provisional labels move past this one's, so they stay
    /// in raster order of the runs that made them, and its first row's runs join the
    /// overlapping runs of this one's last row. The labels ``finish()`` gives are those of
    /// adding the same rows one by one.
    mutating func append(_ part: RunLabeler) {
        let rows = min(part.y, height - y)
        guard rows > 0 else { return }
        let offset = Int32(truncatingIfNeeded: parent.count - 1)
        parent.reserveCapacity(parent.count + part.parent.count - 1)
        for label in part.parent.dropFirst() { parent.append(label &+ offset) }
        let firstRun = runStart.count
        let previous = y > 0 ? rowFirstRun[y - 1]..<firstRun : firstRun..<firstRun
        for row in 0..<rows { rowFirstRun[y + row] = firstRun + part.rowFirstRun[row] }
        let runCount = part.runStart.count
        runStart.append(contentsOf: part.runStart)
        runEnd.append(contentsOf: part.runEnd)
        runLabel.reserveCapacity(runLabel.count + runCount)
        for label in part.runLabel { runLabel.append(label &+ offset) }
        // The part's first row against this one's last row.
        let joined = firstRun..<(firstRun + (rows > 1 ? part.rowFirstRun[1] : runCount))
        var cursor = previous.lowerBound
        for run in joined {
            let start = Int(runStart[run]), end = Int(runEnd[run])
            while cursor < previous.upperBound && Int(runEnd[cursor]) + reach <= start { cursor += 1 }
            var scan = cursor
            while scan < previous.upperBound && Int(runStart[scan]) < end + reach {
                let a = find(runLabel[scan]), b = find(runLabel[run])
                if a < b { parent[Int(b)] = a } else if b < a { parent[Int(a)] = b }
                scan += 1
            }
        }
        y += rows
    }

    /// The labelling of the rows added (rows never added count as empty): components 1...count
    /// in raster order of their first pixel.
    mutating func finish() -> RunLabels {
        for row in y..<height { rowFirstRun[row] = runStart.count }
        rowFirstRun[height] = runStart.count
        // A sentinel run, so that no run array is empty below.
        runStart.append(0)
        runEnd.append(0)
        runLabel.append(0)
        // Compact the roots into 1...count in order of their smallest provisional label, which
        // is the order of the components' first pixels.
        var final = [Int32](repeating: 0, count: parent.count)
        var count: Int32 = 0
        for index in 1..<max(1, parent.count) {
            let root = find(Int32(index))
            if final[Int(root)] == 0 {
                count += 1
                final[Int(root)] = count
            }
            final[index] = final[Int(root)]
        }
        for run in runLabel.indices { runLabel[run] = final[Int(runLabel[run])] }
        return RunLabels(
            width: width, rowFirstRun: rowFirstRun, runStart: runStart, runEnd: runEnd, runLabel: runLabel,
            count: Int(count))
    }
}

/// Connected components stored as runs: each row's maximal runs of nonzero mask pixels, in
/// raster order, with their component label (1...count). About 12 bytes per run instead of a
/// full-image label array.
struct RunLabels {
    let width: Int
    /// Runs of row y: `rowFirstRun[y] ..< rowFirstRun[y + 1]`.
    let rowFirstRun: [Int]
    /// First column, column past the end, and label of each run (one sentinel run at the end).
    let runStart: [Int32]
    let runEnd: [Int32]
    let runLabel: [Int32]
    /// The number of components.
    let count: Int

    /// An empty labelling.
    init() {
        self.init(width: 0, rowFirstRun: [0], runStart: [0], runEnd: [0], runLabel: [0], count: 0)
    }

    init(width: Int, rowFirstRun: [Int], runStart: [Int32], runEnd: [Int32], runLabel: [Int32], count: Int) {
        self.width = width
        self.rowFirstRun = rowFirstRun
        self.runStart = runStart
        self.runEnd = runEnd
        self.runLabel = runLabel
        self.count = count
    }

    /// The runs of row `y`.
    @inline(__always) func runs(ofRow y: Int) -> Range<Int> { rowFirstRun[y]..<rowFirstRun[y + 1] }

    /// The label of pixel `index` (y·width + x), 0 when it is not in the mask (binary search in
    /// its row's runs).
    func label(at index: Int) -> Int32 {
        var hint = 0
        return label(at: index, hint: &hint)
    }

    /// ``label(at:)``, trying the run `hint` first and leaving there the run found (nearby
    /// pixels are usually looked up in turn).
    func label(at index: Int, hint: inout Int) -> Int32 {
        guard width > 0, index >= 0, index / width < rowFirstRun.count - 1 else { return 0 }
        let y = index / width, x = Int32(index - y * width)
        if hint >= rowFirstRun[y] && hint < rowFirstRun[y + 1] && runStart[hint] <= x && x < runEnd[hint] {
            return runLabel[hint]
        }
        var low = rowFirstRun[y], high = rowFirstRun[y + 1]
        while low < high {
            let middle = (low + high) / 2
            if runEnd[middle] <= x { low = middle + 1 } else { high = middle }
        }
        guard low < rowFirstRun[y + 1] && runStart[low] <= x else { return 0 }
        hint = low
        return runLabel[low]
    }
}
