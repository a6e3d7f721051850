import Foundation

/// An existing file's device and inode: two paths name the same file when these agree, whatever
/// their spelling (`./a.json`, a symbolic link, an absolute path).
public struct FileIdentity: Hashable, Sendable {
    /// The device holding the file (`st_dev`).
    public var device: UInt64
    /// The file's inode number on that device (`st_ino`).
    public var inode: UInt64

    /// The identity of the file at `path` (symbolic links followed), or nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
