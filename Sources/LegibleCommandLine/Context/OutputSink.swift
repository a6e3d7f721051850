import Foundation

/// Where a command writes text: standard output, standard error, or a buffer in tests.
public protocol OutputSink: Sendable {
    /// Writes `text` as UTF-8, exactly as given (no newline is added).
    func write(_ text: String)
}

/// An ``OutputSink`` on a file descriptor (1 for standard output, 2 for standard error).
public struct FileDescriptorSink: OutputSink {
    /// The file descriptor written to.
    public var descriptor: Int32

    /// A sink on `descriptor`.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes all of `text`, retrying short writes; a closed pipe ends the write silently.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                #else
                let written = -1
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// An ``OutputSink`` that keeps everything written, for tests and for capturing output.
public final class CapturedOutput: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    /// An empty buffer.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) {
        lock.lock()
        buffer += text
        lock.unlock()
    }

    /// Everything written so far.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}
