import Foundation
import LegibleImage
import Testing
@testable import LegibleCommandLine

/// Second new-user pass of session 13: a PNG whose iCCP profile name holds an escape sequence
/// and a newline printed them raw, so `legible info` wrote a line starting `::error::` (a GitHub
/// Actions workflow command) and colored the terminal.
@Suite("control characters in a PNG's profile name") struct ProfileNameControlTests {
    /// A 1x1 RGBA PNG with an iCCP chunk named `name` whose profile is `profile` (zlib data).
    static func png(profileName name: [UInt8], compressedProfile: [UInt8]) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            var length = UInt32(data.count).bigEndian
            let lengthBytes = withUnsafeBytes(of: &length) { Array($0) }
            var crc = UInt32(0xFFFF_FFFF)
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            var final = (crc ^ 0xFFFF_FFFF).bigEndian
            return lengthBytes + typed + withUnsafeBytes(of: &final) { Array($0) }
        }
        let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
        // One filtered row (filter 0, four bytes) in a stored (uncompressed) deflate block.
        let row: [UInt8] = [0, 255, 255, 255, 255]
        var adler: (UInt32, UInt32) = (1, 0)
        for byte in row { adler.0 = (adler.0 + UInt32(byte)) % 65521; adler.1 = (adler.1 + adler.0) % 65521 }
        let checksum = (adler.1 << 16) | adler.0
        let idat: [UInt8] = [0x78, 0x01, 1, 5, 0, 0xFA, 0xFF] + row
            + [UInt8(checksum >> 24), UInt8((checksum >> 16) & 0xFF), UInt8((checksum >> 8) & 0xFF), UInt8(checksum & 0xFF)]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("iCCP", name + [0, 0] + compressedProfile) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    @Test("the profile name's control characters are escaped in info and scan")
    func escaped() throws {
        let name = Array("x\u{1B}[31mRED\u{1B}[0m\n::error::injected".utf8)
        // Not a valid zlib stream: libpng drops the profile and the name is still reported.
        let bytes = Self.png(profileName: name, compressedProfile: [0x78, 0x9C, 0xFF, 0xFF])
        let dir = try BadInputCommandLineTests.scratch(["shot.png": bytes])
        for arguments in [["info", "shot.png"], ["info", "shot.png", "--format", "json"], ["scan", "shot.png", "--scale", "1"]] {
            let run = runCLI(arguments, currentDirectory: dir)
            let all = run.standardOutput + run.standardError
            #expect(!all.unicodeScalars.contains("\u{1B}"), "\(arguments): \(all)")
            #expect(!all.split(separator: "\n").contains { $0.hasPrefix("::error::injected") }, "\(arguments): \(all)")
            #expect(all.contains("RED"), "\(arguments): the profile name is not reported at all: \(all)")
        }
    }
}

@Suite("an iCCP chunk after the image data") struct LateProfileTests {
    @Test("a profile after IDAT is named in a warning, not read silently as untagged")
    func lateProfileWarns() throws {
        var bytes = ProfileNameControlTests.png(profileName: Array("late".utf8), compressedProfile: [0x78, 0x9C, 0xFF, 0xFF])
        // Move the iCCP chunk (after the 25-byte IHDR chunk) behind IDAT.
        let iccpStart = 8 + 25
        let iccpLength = Int(bytes[iccpStart]) << 24 | Int(bytes[iccpStart + 1]) << 16
            | Int(bytes[iccpStart + 2]) << 8 | Int(bytes[iccpStart + 3])
        let iccp = Array(bytes[iccpStart..<(iccpStart + 12 + iccpLength)])
        bytes.removeSubrange(iccpStart..<(iccpStart + 12 + iccpLength))
        bytes.insert(contentsOf: iccp, at: bytes.count - 12)  // before IEND
        let dir = try BadInputCommandLineTests.scratch(["late.png": bytes])
        let run = runCLI(["info", "late.png", "--format", "json"], currentDirectory: dir)
        #expect(run.standardOutput.contains("unknown-icc"), "\(run.standardOutput) \(run.standardError)")
        #expect(run.standardOutput.contains("after the image data"), "\(run.standardOutput)")
    }
}
