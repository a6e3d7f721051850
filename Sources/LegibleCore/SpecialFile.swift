/// How messages name a file that is not a regular file (POSIX `st_mode` file types), so that
/// every reader refuses a pipe, a socket or a device in the same words.
public enum SpecialFile {
    /// The file type of `mode` (`stat`'s `st_mode`), for an error: "a pipe (FIFO)", "a character
    /// device", "a block device", "a socket", else "a special file". The type bits are those of
    /// POSIX `<sys/stat.h>`, the same on Linux and Darwin.
    public static func description(mode: UInt32) -> String {
        switch mode & 0o170000 {
        case 0o010000: "a pipe (FIFO)"
        case 0o020000: "a character device"
        case 0o060000: "a block device"
        case 0o140000: "a socket"
        default: "a special file"
        }
    }
}
