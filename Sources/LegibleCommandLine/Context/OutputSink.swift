import Foundation
import LegibleCore

/// Where a command writes text: standard output, standard error, or a buffer in tests.
public protocol OutputSink: Sendable {
    /// Writes `text` as UTF-8, exactly as given (no newline is added).
    func write(_ text: String)
}

extension OutputSink {
    /// Writes the one-line message `KIND: MESSAGE` and a newline (`error: a.png: no such file`),
    /// the message's control characters written as `\u{1B}` escapes (``TextExcerpt/printable(_:)``):
    /// a message quotes paths and values read from files, and a file named with an escape
    /// sequence or a newline must not color the terminal or, after the newline, start a
    /// `::error::` workflow command in a CI log.
    public func writeMessage(_ kind: String, _ message: String) {
        write(kind + ": " + TextExcerpt.printable(message) + "\n")
    }
}

/// An ``OutputSink`` on a file descriptor (1 for standard output, 2 for standard error).
public struct FileDescriptorSink: OutputSink {
    /// The file descriptor written to.
    public var descriptor: Int32
    private let failures = WriteFailures()

    /// A sink on `descriptor`.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// The first write error other than a closed pipe (a full disk, `/dev/full`), or nil.
    public var failure: String? { failures.first }

    /// Writes all of `text`, retrying short writes; a closed pipe ends the write silently, any
    /// other error ends it and is kept in ``failure``.
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
                    if errno != EPIPE { failures.record(String(cString: strerror(errno))) }
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

/// The first write error of a sink, shared by its copies.
private final class WriteFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?

    func record(_ text: String) {
        lock.lock()
        if message == nil { message = text }
        lock.unlock()
    }

    var first: String? {
        lock.lock()
        defer { lock.unlock() }
        return message
    }
}
