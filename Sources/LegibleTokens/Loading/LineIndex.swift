/// Turns byte offsets into line and column for readers that scan first and locate later.
///
/// Lines end at LF, CR LF or a lone CR. Columns count Unicode scalars from 1. Lookups are a
/// binary search for the line, then a count from a per-line cache that moves forwards, so
/// locating every value of a one-line (minified) file in order stays linear. A UTF-8 byte order
/// mark at the start is no character of the first line (editors do not show it).
struct LineIndex {
    private let bytes: [UInt8]
    private let file: String
    private var lineStarts: [Int] = [0]
    private var cacheLine = -1
    private var cacheOffset = 0
    private var cacheColumn = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        lineStarts = [i]
        while i < bytes.count {
            let b = bytes[i]
            i += 1
            if b == 0x0A {
                lineStarts.append(i)
            } else if b == 0x0D {
                if i < bytes.count && bytes[i] == 0x0A { i += 1 }
                lineStarts.append(i)
            }
        }
    }

    mutating func location(at offset: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        if cacheLine != low || offset < cacheOffset {
            cacheLine = low
            cacheOffset = lineStarts[low]
            cacheColumn = 1
        }
        var i = cacheOffset
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { cacheColumn += 1 }
            i += 1
        }
        cacheOffset = max(cacheOffset, end)
        return SourceLocation(file: file, line: low + 1, column: cacheColumn, offset: offset)
    }
}
