import Dispatch
import Foundation
import LegibleCore

/// The number of cores the process may use.
public enum ProcessorCount {
    /// `ProcessInfo.activeProcessorCount`, at least 1.
    public static var active: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

/// A pointer handed to worker threads that write disjoint row ranges of one buffer.
private struct RowsPointer: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
}

extension RGBAImage {
    /// Applies a linear-light transform to every pixel, spreading rows over `threadCount` threads
    /// with `DispatchQueue.concurrentPerform`.
    ///
    /// The result is byte-identical to the single-threaded ``LegibleCore/RGBAImage/apply(_:)``.
    /// - Parameters:
    ///   - kernel: the transform (CVD simulation, achromatopsia, gamut conversion).
    ///   - threadCount: 1 runs on the calling thread; values below 1 count as 1.
    /// - Complexity: O(width × height); allocates nothing per pixel.
    public mutating func apply(_ kernel: LinearTransformKernel, threadCount: Int) {
        let (width, height, stride) = (self.width, self.height, self.rowStride)
        let threads = max(1, min(threadCount, height))
        if threads == 1 {
            apply(kernel)
            return
        }
        // A few chunks per thread balance uneven rows (flat areas run faster).
        let chunks = min(height, threads * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let pointer = RowsPointer(base: base)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = height * chunk / chunks
                let end = height * (chunk + 1) / chunks
                kernel.apply(rows: start..<end, of: pointer.base, width: width, rowStride: stride)
            }
        }
    }

    /// A copy of the image with a transform applied on `threadCount` threads.
    public func applying(_ kernel: LinearTransformKernel, threadCount: Int) -> RGBAImage {
        var copy = self
        copy.apply(kernel, threadCount: threadCount)
        return copy
    }
}
