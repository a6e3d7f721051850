@testable import LegibleScan
import Testing
import _LegibleTestSupport

/// The fast per-pixel passes against plain reference implementations written from their
/// definitions, on seeded random masks and images: exact equality, on one thread and on all.
@Suite("Scanner pixel passes match their definitions")
struct PixelPassTests {
    /// A mask with blobs of 1s: `density` of the cells of a coarse grid are set, then noise.
    static func mask(width: Int, height: Int, seed: UInt64, density: Double, cell: Int = 4) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        let columns = (width + cell - 1) / cell, rows = (height + cell - 1) / cell
        let cells = (0..<(columns * rows)).map { _ in rng.unit() < density }
        var mask = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var on = cells[(y / cell) * columns + x / cell]
                if rng.unit() < 0.08 { on.toggle() }
                mask[y * width + x] = on ? 1 : 0
            }
        }
        return mask
    }

    static let shapes: [(width: Int, height: Int, density: Double)] = [
        (41, 29, 0.9), (41, 29, 0.5), (70, 9, 0.15), (9, 66, 0.6), (130, 70, 0.8),
    ]

    @Test("Nearest background: exact, ties to the leftmost column then the upper row",
          arguments: 0..<5, [1, 0])
    func nearestBackground(shape: Int, threads: Int) {
        let (width, height, density) = Self.shapes[shape]
        let background = Self.mask(width: width, height: height, seed: UInt64(shape + 1), density: density)
        let fast = NearestBackground.indices(background: background, width: width, height: height, threads: threads)
        let sources = background.indices.filter { background[$0] != 0 }
        var mismatches = 0
        for index in 0..<(width * height) {
            let px = index % width, py = index / width
            var best = (Int.max, Int.max, Int.max), bestIndex = -1
            for source in sources {
                let sx = source % width, sy = source / width
                let key = ((sx - px) * (sx - px) + (sy - py) * (sy - py), sx, sy)
                if key < best { best = key; bestIndex = source }
            }
            if Int(fast[index]) != bestIndex { mismatches += 1 }
        }
        #expect(mismatches == 0, "\(mismatches) of \(width * height) pixels differ")
        let map = NearestBackground.map(background: background, width: width, height: height, threads: threads)
        #expect((0..<(width * height)).allSatisfy { map[$0] == Int(fast[$0]) })
    }

    @Test("The 2-byte map keeps far pixels, images with no background and very tall images exact")
    func nearestMapFarPixels() {
        // Background only near two corners: most pixels are more than 127 pixels from it.
        let cases: [(width: Int, height: Int, sources: [Int])] = [
            (400, 300, [0, 1, 401, 400 * 300 - 1]), (37, 20, []), (2, 33_000, [0, 2 * 32_999])]
        for (width, height, sources) in cases {
            var background = [UInt8](repeating: 0, count: width * height)
            for source in sources { background[source] = 1 }
            let indices = NearestBackground.indices(background: background, width: width, height: height, threads: 0)
            for threads in [1, 0] {
                let map = NearestBackground.map(background: background, width: width, height: height, threads: threads)
                #expect(map.codes.count == width * height)
                #expect((0..<(width * height)).allSatisfy { map[$0] == Int(indices[$0]) })
            }
            #expect(NearestMap(indices: indices, width: width).far.count == indices.indices.filter {
                indices[$0] < 0 || abs(Int(indices[$0]) % width - $0 % width) > 127
                    || abs(Int(indices[$0]) / width - $0 / width) > 127
            }.count)
        }
    }

    @Test("Far counts per block of 16 codes: chunks on all threads equal one plain count")
    func nearestMapBlockCounts() {
        // Sizes from one partial block to more than 32 chunks of 64 blocks, not multiples of 16;
        // far (zero) codes in runs, alone and absent.
        for (count, zeroShare) in [(0, 0.5), (5, 1.0), (1_000, 0.3), (64 * 16 * 2 + 3, 0.0), (64 * 16 * 40 + 7, 0.02)] {
            var rng = SplitMix64(seed: UInt64(count))
            var codes = [UInt16](repeating: NearestMap.own, count: count)
            var index = 0
            while index < count {
                let length = 1 + Int(rng.unit() * 40)
                let far = rng.unit() < zeroShare
                for i in index..<min(count, index + length) { codes[i] = far ? 0 : UInt16(1 + rng.unit() * 65_000) }
                index += length
            }
            var expected: [Int32] = []
            var total: Int32 = 0
            for i in 0..<count {
                if i % 16 == 0 { expected.append(total) }
                if codes[i] == 0 { total += 1 }
            }
            expected.append(total)
            for threads in [1, 0, 2] {
                #expect(NearestMap.blockCounts(codes, threads: threads) == expected, "count \(count), threads \(threads)")
            }
        }
    }

    @Test("Updating the map moves pixels in and out of the far list")
    func nearestMapUpdate() {
        let width = 300, height = 200
        var rng = SplitMix64(seed: 41)
        var expected = (0..<(width * height)).map { _ in Int32(rng.next() % UInt64(width * height)) }
        for index in stride(from: 0, to: expected.count, by: 97) { expected[index] = -1 }
        var map = NearestMap(indices: expected, width: width)
        #expect(map.far.count > 0 && map.far.count < expected.count)
        // Far to near, near to far, far to far and near to near, in no particular order.
        var changes: [(index: Int, nearest: Int)] = []
        for _ in 0..<2000 {
            let index = Int(rng.next() % UInt64(width * height))
            guard !changes.contains(where: { $0.index == index }) else { continue }
            let near = rng.next() % 3 == 0 ? -1 : index + Int(rng.next() % 5) - 2 + (rng.next() % 2 == 0 ? 0 : 150)
            let clamped = near < 0 || near >= width * height ? -1 : near
            changes.append((index, clamped))
            expected[index] = Int32(clamped)
        }
        map.update(changes)
        #expect((0..<(width * height)).allSatisfy { map[$0] == Int(expected[$0]) })
        // A cursor read forwards, with gaps, and backwards gives the same answers.
        var cursor = map.cursor()
        let order = Array(0..<(width * height)).filter { $0 % 7 != 3 } + [5000, 17, 59_999, 2]
        #expect(order.allSatisfy { cursor[$0] == Int(expected[$0]) })
        // Changes that keep every pixel on its side of the far list take the quick path.
        let quick = [(index: changes[0].index, nearest: changes[0].nearest)]
        map.update(quick)
        #expect(map[changes[0].index] == changes[0].nearest)
    }

    // Repair breaks ties by the smaller index (row first), the transform by the column: only
    // the distances must agree.
    @Test("Repair after removing background finds pixels as near as a fresh transform")
    func repair() {
        let width = 60, height = 40
        var background = Self.mask(width: width, height: height, seed: 9, density: 0.85)
        var nearest = NearestBackground.map(background: background, width: width, height: height, threads: 1)
        var removed = [Bool](repeating: false, count: width * height)
        for y in 10..<18 { for x in 20..<33 where background[y * width + x] != 0 { removed[y * width + x] = true } }
        for index in removed.indices where removed[index] { background[index] = 0 }
        let stale = removed
        var serial = nearest
        let repaired = NearestBackground.repair(
            &nearest, background: background, width: width, height: height, threads: 0, isStale: { stale[$0] })
        #expect(repaired != nil)
        #expect(NearestBackground.repair(
            &serial, background: background, width: width, height: height, threads: 1, isStale: { stale[$0] })
            == repaired)
        #expect(serial.codes == nearest.codes && serial.far == nearest.far)
        let fresh = NearestBackground.indices(background: background, width: width, height: height, threads: 0)
        func distance(_ index: Int, _ near: Int) -> Int {
            let dx = index % width - near % width, dy = index / width - near / width
            return dx * dx + dy * dy
        }
        #expect((0..<(width * height)).allSatisfy { background[nearest[$0]] != 0 })
        #expect((0..<(width * height)).allSatisfy { distance($0, nearest[$0]) == distance($0, Int(fresh[$0])) })
    }

    @Test("The repair's search: exact distance, ties to the smaller index, far and missing background")
    func nearestBySearch() {
        // Dense and sparse masks (nearest pixels from 0 to beyond 32 pixels away), a lone pixel
        // and an empty mask.
        var cases: [(width: Int, height: Int, mask: [UInt8])] = [
            (41, 29, Self.mask(width: 41, height: 29, seed: 3, density: 0.5)),
            (90, 70, Self.mask(width: 90, height: 70, seed: 4, density: 0.02, cell: 9)),
            (23, 11, [UInt8](repeating: 0, count: 23 * 11)),
        ]
        var lone = [UInt8](repeating: 0, count: 120 * 50)
        lone[37 * 120 + 101] = 1
        lone[2 * 120 + 3] = 1
        cases.append((120, 50, lone))
        for (width, height, mask) in cases {
            let sources = mask.indices.filter { mask[$0] != 0 }
            var mismatches = 0
            mask.withUnsafeBufferPointer { buffer in
                for index in 0..<(width * height) {
                    let px = index % width, py = index / width
                    var best = (Int.max, Int.max), bestIndex = -1
                    for source in sources {
                        let dx = source % width - px, dy = source / width - py
                        let key = (dx * dx + dy * dy, source)
                        if key < best { best = key; bestIndex = source }
                    }
                    let found = NearestBackground.nearestByRings(
                        to: index, background: buffer.baseAddress!, width: width, height: height)
                    if found != bestIndex { mismatches += 1 }
                    // Bounds: exact, loose, and too small (then searched again without one).
                    let bounds = bestIndex >= 0 ? [best.0, best.0 + 7, max(0, best.0 - 3)] : []
                    for bound in bounds {
                        let bounded = NearestBackground.nearestByRings(
                            to: index, background: buffer.baseAddress!, width: width, height: height, bound: bound)
                        if bounded != bestIndex { mismatches += 1 }
                    }
                }
            }
            #expect(mismatches == 0, "\(width)x\(height): \(mismatches) pixels differ")
        }
    }

    /// Labels by breadth-first flood fill in raster order.
    static func floodLabels(_ mask: [UInt8], width: Int, height: Int, eight: Bool) -> ([Int32], Int) {
        var labels = [Int32](repeating: 0, count: width * height)
        var count: Int32 = 0
        for start in labels.indices where mask[start] != 0 && labels[start] == 0 {
            count += 1
            labels[start] = count
            var queue = [start], head = 0
            while head < queue.count {
                let i = queue[head]
                head += 1
                let x = i % width, y = i / width
                for dy in -1...1 {
                    for dx in -1...1 where (dx != 0 || dy != 0) && (eight || dx == 0 || dy == 0) {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                        let n = ny * width + nx
                        if mask[n] != 0 && labels[n] == 0 { labels[n] = count; queue.append(n) }
                    }
                }
            }
        }
        return (labels, Int(count))
    }

    @Test("Run-length components equal a flood fill, numbered in raster order, on one thread and on all",
          arguments: 0..<5, [false, true])
    func components(shape: Int, eight: Bool) {
        let (width, height, density) = Self.shapes[shape]
        let mask = Self.mask(width: width, height: height, seed: UInt64(40 + shape), density: density, cell: 3)
        let runs = ConnectedComponents.label(mask, width: width, height: height, eightConnected: eight)
        let (reference, count) = Self.floodLabels(mask, width: width, height: height, eight: eight)
        #expect(runs.count == count)
        // Chunks of rows (up to 16, of one row or more) labelled apart and joined: the same runs.
        for threads in [0, 2] {
            let joined = ConnectedComponents.label(
                mask, width: width, height: height, eightConnected: eight, threads: threads)
            #expect(joined.count == count)
            #expect(joined.rowFirstRun == runs.rowFirstRun)
            #expect(joined.runStart == runs.runStart && joined.runEnd == runs.runEnd)
            #expect(joined.runLabel == runs.runLabel)
        }
        #expect((0..<(width * height)).allSatisfy { runs.label(at: $0) == reference[$0] })
        let pixels = ComponentPixels(runs: runs)
        for label in 1...max(1, count) where count > 0 {
            let expected = reference.indices.filter { reference[$0] == Int32(label) }.map(Int32.init)
            #expect(Array(pixels.pixels[pixels.range(of: Int32(label))]) == expected)
        }
    }

    @Test("Ink components by chunks of rows on all threads equal the plain ink mask's components")
    func inkComponentsAcrossChunks() {
        // 700 rows of 61: one block of mask rows, 16 chunks; 5,000 rows of 300: several blocks.
        for (width, height) in [(61, 700), (300, 5_000)] {
            let background = Self.mask(width: width, height: height, seed: UInt64(height), density: 0.6, cell: 7)
            var rng = SplitMix64(seed: UInt64(width))
            var rgba = [UInt8](repeating: 255, count: width * height * 4)
            for i in 0..<(width * height) where rng.unit() < 0.5 {
                for c in 0..<3 { rgba[i * 4 + c] = UInt8(rng.unit() * 255) }
            }
            let nearest = NearestBackground.map(background: background, width: width, height: height, threads: 1)
            let tolerance = 40
            var ink = [UInt8](repeating: 0, count: width * height)
            for i in ink.indices where background[i] == 0 && nearest[i] >= 0 {
                let t = nearest[i]
                if (0..<3).contains(where: { abs(Int(rgba[i * 4 + $0]) - Int(rgba[t * 4 + $0])) > tolerance }) { ink[i] = 1 }
            }
            let expected = ConnectedComponents.label(ink, width: width, height: height, eightConnected: true)
            #expect(expected.count > 10)
            rgba.withUnsafeBufferPointer { buffer in
                let image = ImageView(width: width, height: height, rgba: buffer)
                for threads in [1, 0, 2] {
                    let runs = BackgroundModel.inkComponents(
                        image: image, background: background, nearest: nearest, tolerance: tolerance, threads: threads)
                    #expect(runs.count == expected.count, "\(width)x\(height), threads \(threads)")
                    #expect(runs.rowFirstRun == expected.rowFirstRun && runs.runStart == expected.runStart)
                    #expect(runs.runEnd == expected.runEnd && runs.runLabel == expected.runLabel)
                }
            }
        }
    }

    @Test("Opening, its anchors and propagation equal their definitions", arguments: [1, 3, 5])
    func opening(size: Int) {
        let width = 57, height = 43
        let mask = Self.mask(width: width, height: height, seed: UInt64(size), density: 0.7, cell: 6)
        var anchors = [UInt8](repeating: 0, count: width * height)
        var opened = [UInt8](repeating: 0, count: width * height)
        for y in 0...(height - size) {
            for x in 0...(width - size) {
                var full = true
                for dy in 0..<size { for dx in 0..<size where mask[(y + dy) * width + x + dx] == 0 { full = false } }
                guard full else { continue }
                anchors[y * width + x] = 1
                for dy in 0..<size { for dx in 0..<size { opened[(y + dy) * width + x + dx] = 1 } }
            }
        }
        for threads in [1, 0] {
            #expect(Morphology.opening(mask, width: width, height: height, size: size, threads: threads) == opened)
            #expect(Morphology.opening(
                mask, width: width, height: height, size: size, threads: threads, anchorsOnly: true) == anchors)
        }
        var grown = opened
        Morphology.propagate(&grown, within: mask, width: width, height: height)
        let (components, _) = Self.floodLabels(mask, width: width, height: height, eight: false)
        let seeded = Set(opened.indices.filter { opened[$0] != 0 }.map { components[$0] })
        let expected = mask.indices.map { mask[$0] != 0 && seeded.contains(components[$0]) ? UInt8(1) : 0 }
        #expect(grown == expected)
    }

    @Test("Propagation over row bands grows across band boundaries as one flood fill does")
    func propagationAcrossBands() {
        // 700 rows make 10 bands of 70; a few seed pixels, so most growth crosses boundaries
        // (up and down, through winding regions); a seed byte other than 1 counts as a seed.
        for (width, height, density) in [(61, 700, 0.7), (9, 1_300, 0.55), (200, 130, 0.8)] {
            let mask = Self.mask(width: width, height: height, seed: UInt64(width), density: density, cell: 5)
            var rng = SplitMix64(seed: UInt64(height))
            var seeds = [UInt8](repeating: 0, count: width * height)
            for _ in 0..<6 {
                let i = Int(rng.unit() * Double(width * height))
                if mask[i] != 0 { seeds[i] = seeds.contains(where: { $0 != 0 }) ? 1 : 3 }
            }
            let (components, _) = Self.floodLabels(mask, width: width, height: height, eight: false)
            let seeded = Set(seeds.indices.filter { seeds[$0] != 0 }.map { components[$0] })
            let expected = mask.indices.map { i -> UInt8 in
                seeds[i] != 0 ? seeds[i] : (mask[i] != 0 && seeded.contains(components[i]) ? 1 : 0)
            }
            #expect(expected.filter { $0 != 0 }.count > 6 || seeded.isEmpty)
            for threads in [1, 0, 2] {
                var grown = seeds
                Morphology.propagate(&grown, within: mask, width: width, height: height, threads: threads)
                #expect(grown == expected, "\(width)x\(height), threads \(threads)")
            }
        }
    }

    @Test("3x3 statistics equal a direct window computation", arguments: [1, 0])
    func localStatistics(threads: Int) {
        let width = 83, height = 37
        var rng = SplitMix64(seed: 77)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Flat blocks (the fast path), a gradient, and noisy pixels; alpha varies too.
                let o = (y * width + x) * 4
                let block = (x / 20 + y / 10) % 3
                let value: UInt8 = block == 0 ? 200 : block == 1 ? UInt8(x * 3 % 256) : UInt8(rng.next() & 0xFF)
                rgba[o] = value
                rgba[o + 1] = value / 2
                rgba[o + 2] = 255 - value
                rgba[o + 3] = UInt8(rng.next() & 0xFF)
            }
        }
        let statistics = rgba.withUnsafeBufferPointer {
            LocalStatistics(rgba: $0, width: width, height: height, threads: threads)
        }
        var histogram = [Int](repeating: 0, count: 25)
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width {
                var range = 0, laplacian = 0
                for channel in 0..<3 {
                    var low = 255, high = 0, total = 0
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let sx = min(width - 1, max(0, x + dx)), sy = min(height - 1, max(0, y + dy))
                            let v = Int(rgba[(sy * width + sx) * 4 + channel])
                            low = min(low, v); high = max(high, v); total += v
                        }
                    }
                    range = max(range, high - low)
                    laplacian = max(laplacian, abs(9 * Int(rgba[(y * width + x) * 4 + channel]) - total))
                }
                if range <= 24 { histogram[range] += 1 }
                let index = y * width + x
                if Int(statistics.range[index]) != range || Int(statistics.laplacian9[index]) != min(255, laplacian) {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
        #expect(statistics.rangeHistogram == histogram)
    }

    @Test("Blockiness sees an 8x8 grid, not a smooth ramp, whatever the thread count")
    func blockiness() {
        let width = 203, height = 131
        var rng = SplitMix64(seed: 5)
        // Noisy 8x8 blocks a few levels apart (the JPEG block grid), and a ramp with the same noise.
        var blocky = [UInt8](repeating: 255, count: width * height * 4)
        var ramp = blocky
        var blockLevels = [UInt8](repeating: 0, count: (width / 8 + 1) * (height / 8 + 1))
        for index in blockLevels.indices { blockLevels[index] = UInt8(100 + rng.next() % 9) }
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let level = blockLevels[(y / 8) * (width / 8 + 1) + x / 8]
                for channel in 0..<3 {
                    blocky[o + channel] = level + UInt8(rng.next() % 3)
                    ramp[o + channel] = UInt8((x + y) / 2 + Int(rng.next() % 3))
                }
            }
        }
        for (image, expectBlocky) in [(blocky, true), (ramp, false)] {
            let values = [1, 0].map { threads in
                image.withUnsafeBufferPointer { buffer in
                    [false, true].map {
                        ScanTolerances.blockiness(
                            rgba: buffer, width: width, height: height, vertical: $0, threads: threads)
                    }
                }
            }
            #expect(values[0] == values[1])
            #expect(values[0].allSatisfy { ($0 > 1.16) == expectBlocky })
        }
    }

    @Test("A scan gives the same result on one thread and on all")
    func threadCountInvariance() {
        let width = 520, height = 200
        var screen = SyntheticScreen(width: width, height: height, background: (0xf2, 0xf4, 0xf7))
        screen.fill(PixelRect(x: 0, y: 100, width: 520, height: 100), color: (0x20, 0x22, 0x26))
        _ = screen.drawText("CONTRAST", x: 12, y: 20, fontPixel: 3, color: (0x99, 0x99, 0x99), bold: false)
        _ = screen.drawText("LEGIBLE", x: 30, y: 130, fontPixel: 2, color: (0x6e, 0x58, 0x83), bold: true)
        let one = ScreenshotScanner(options: ScanOptions(threadCount: 1))
            .scan(width: width, height: height, rgba: screen.rgba, scale: 1)
        let all = ScreenshotScanner(options: ScanOptions(threadCount: 0))
            .scan(width: width, height: height, rgba: screen.rgba, scale: 1)
        #expect(one.regions.count >= 2)
        #expect(one == all)
    }
}
