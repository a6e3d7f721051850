import Foundation
import LegibleImage
import Testing
@testable import LegibleCommandLine

/// What a new user's break-it pass found about images (session 13): a color profile libpng
/// drops read silently as sRGB, a pipe reported as a permission problem, a summary pointing at
/// warnings that do not exist, `info --format json` silent on an error, a merged ratio of the
/// wrong type, and a file inside a folder also given scanned without the note README promises.
@Suite("fresh-user findings about images (session 13)")
struct FreshUserSession13ImageTests {
    /// A PNG chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(ScanScaleCommandTests.crc32(body))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    /// A zlib stream holding `data` (at most 65535 bytes) in one stored block, with its Adler-32.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let length = UInt16(data.count)
        return [0x78, 0x01, 0x01, UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8(~length >> 8)]
            + data + bigEndian(b << 16 | a)
    }

    /// A folder with `shot.png`: the faint-text screenshot of the scan tests, untagged (no sRGB
    /// chunk), with `extra` inserted right after IHDR.
    static func folder(extra: [UInt8] = []) throws -> String {
        let dir = NSTemporaryDirectory() + "legible-s13-images-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var options = PNGWriteOptions.default
        options.tagsSRGB = false
        try PNGEncoder.write(try ScanCommandTests.screenshot(text: (170, 170, 170)), toFile: dir + "/shot.png", options: options)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/shot.png")))
        bytes.insert(contentsOf: extra, at: 33)
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/shot.png"))
        return dir
    }

    // MARK: 1. A color chunk that is there but unreadable

    @Test("a profile over the chunk cap is an unknown profile that says why, not untagged sRGB")
    func profileOverTheChunkCap() throws {
        let pixels: [UInt8] = [0, 255, 0, 0, 255]  // filter 0, one RGBA pixel
        let png = [137, 80, 78, 71, 13, 10, 26, 10] + Self.chunk("IHDR", Self.bigEndian(1) + Self.bigEndian(1) + [8, 6, 0, 0, 0])
            + Self.chunk("iCCP", Array("big".utf8) + [0, 0] + Self.zlibStored([UInt8](repeating: 7, count: 4096)))
            + Self.chunk("IDAT", Self.zlibStored(pixels)) + Self.chunk("IEND", [])
        let decoded = try PNGDecoder.decode(png, path: "big.png", limits: PNGReadLimits(maxChunkBytes: 1024))
        #expect(decoded.info.colorSpace == .unknownICC(description: nil))
        #expect(decoded.info.action == .warnUnknownProfile)
        #expect(decoded.info.colorChunks.iccProfileName == "big")
        let error = try #require(decoded.info.colorChunks.iccProfileError)
        #expect(error.hasPrefix("iCCP: chunk data is too large"), "\(error)")
        #expect(error.contains("the cap is 1024 bytes a chunk"), "\(error)")
        #expect(decoded.image.pixels == [255, 0, 0, 255])
    }

    @Test("a profile libpng drops (a bomb-like stream of zeros) warns in info and scan, in every format")
    func droppedProfileWarns() throws {
        let iccp = Self.chunk("iCCP", Array("prof".utf8) + [0, 0] + Self.zlibStored([UInt8](repeating: 0, count: 300)))
        let dir = try Self.folder(extra: iccp)
        let info = runCLI(["info", "shot.png", "--format", "json"], currentDirectory: dir)
        #expect(info.status == 0, "\(info.standardError)")
        let object = try jsonObject(info)
        #expect(object["color_space"] as? String == "unknown-icc")
        #expect(object["action"] as? String == "warn-unknown-profile")
        let warnings = object["warnings"] as? [String] ?? []
        #expect(warnings.first?.hasPrefix("shot.png: the embedded color profile 'prof' could not be read (libpng: iCCP: ") == true,
                "\(warnings)")
        #expect(info.standardError.contains("warning: shot.png: the embedded color profile 'prof' could not be read"))
        let text = runCLI(["info", "shot.png"], currentDirectory: dir)
        #expect(text.standardOutput.contains("Color space  unknown-icc\n"), "\(text.standardOutput)")
        #expect(text.standardOutput.contains("Warning      shot.png: the embedded color profile 'prof' could not be read"))
        for format in ["json", "text", "sarif"] {
            let scan = runCLI(["scan", "shot.png", "--format", format], currentDirectory: dir)
            #expect(scan.standardOutput.contains("the embedded color profile 'prof' could not be read")
                        || scan.standardError.contains("the embedded color profile 'prof' could not be read"),
                    "\(format): \(scan.standardOutput) \(scan.standardError)")
        }
    }

    @Test("a cICP chunk that is not 4 bytes is an unknown cICP with a warning, not untagged")
    func cicpOfTheWrongLength() throws {
        let dir = try Self.folder(extra: Self.chunk("cICP", [UInt8](repeating: 12, count: 10)))
        let info = runCLI(["info", "shot.png", "--format", "json"], currentDirectory: dir)
        let object = try jsonObject(info)
        #expect(object["color_space"] as? String == "unknown-icc")
        #expect(object["action"] as? String == "warn-unknown-profile")
        #expect(object["warnings"] as? [String] == [
            "shot.png: the cICP chunk could not be read (it holds 10 bytes; 4 were expected); its pixels are read as sRGB",
        ])
        let scan = runCLI(["scan", "shot.png", "--format", "json"], currentDirectory: dir)
        #expect(scan.standardOutput.contains("the cICP chunk could not be read"), "\(scan.standardOutput)")
    }

    // MARK: 2. Not a regular file; a temporary file that cannot be made

    @Test("an image that is a pipe says so, not that permission is denied")
    func pipeIsNotARegularFile() throws {
        let dir = try Self.folder()
        #expect(mkfifo(dir + "/b.png", 0o644) == 0)
        let info = runCLI(["info", "b.png"], currentDirectory: dir)
        #expect(info.status == 2)
        #expect(info.standardError == "error: b.png: cannot read the file: it is a pipe (FIFO), not a regular file; "
            + "save the image to a file and name that\n", "\(info.standardError)")
        let scan = runCLI(["scan", ".", "--format", "json"], currentDirectory: dir)
        #expect(scan.status == 2)
        #expect(scan.standardOutput.contains("b.png: cannot read the file: it is a pipe (FIFO), not a regular file"))
        #expect(!scan.standardOutput.contains("permission"))
    }

    @Test("a report -o whose folder cannot hold the temporary file names that file, not the output")
    func temporaryFileThatCannotBeCreated() throws {
        guard FileManager.default.fileExists(atPath: "/proc/version") else { return }  // Linux only
        let dir = try Self.folder()
        let run = runCLI(["scan", "shot.png", "-o", "/proc/version"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains(
            "error: cannot write '/proc/version': cannot create the temporary file in '/proc' that is renamed onto it: "),
            "\(run.standardError)")
    }

    // MARK: 3. The scale-guessed summary

    @Test("a small image at the default scale: the summary does not point at warnings it has not got; merge ends as scan")
    func scaleGuessedSummary() throws {
        let dir = try Self.folder()
        try FileManager.default.copyItem(atPath: dir + "/shot.png", toPath: dir + "/other.png")
        let scan = runCLI(["scan", "shot.png", "--format", "json", "-o", "s1.json"], currentDirectory: dir)
        #expect(scan.status == 1, "\(scan.standardError)")
        let ending = "; scale guessed for 1 of 1 image (estimated or the default: no --scale, @1x–@8x name, pHYs or "
            + "known device size; give --scale to be sure).\n"
        #expect(scan.standardError.hasSuffix(ending), "\(scan.standardError)")
        #expect(!scan.standardError.contains("warning:"))
        #expect(runCLI(["scan", "other.png", "--format", "json", "-o", "s2.json"], currentDirectory: dir).status == 1)
        let merge = runCLI(["merge", "s1.json", "s2.json", "-o", "m.json"], currentDirectory: dir)
        #expect(merge.status == 1, "\(merge.standardError)")
        #expect(merge.standardError.hasSuffix("; scale guessed for 2 of 2 images (estimated or the default: no --scale, "
            + "@1x–@8x name, pHYs or known device size; give --scale to be sure).\n"), "\(merge.standardError)")
    }

    // MARK: 4. JSON errors

    @Test("info --format json on an unreadable PNG writes a report with the error")
    func infoJSONError() throws {
        let dir = try Self.folder()
        let run = runCLI(["info", "missing.png", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 2)
        let object = try jsonObject(run)
        #expect(object["image"] as? String == "missing.png")
        #expect(object["error"] as? String == "missing.png: no such file")
        #expect(run.standardError == "error: missing.png: no such file\n")
    }

    @Test("merge refuses a region whose ratio_worst is a string, naming the file and the key")
    func mergeRatioOfTheWrongType() throws {
        let dir = try Self.folder()
        #expect(runCLI(["scan", "shot.png", "--format", "json", "-o", "s1.json"], currentDirectory: dir).status == 1)
        let report = try String(contentsOfFile: dir + "/s1.json", encoding: .utf8)
        let range = try #require(report.range(of: #""ratio_worst": [0-9.e+-]+"#, options: .regularExpression))
        try report.replacingCharacters(in: range, with: #""ratio_worst": "abc""#)
            .write(toFile: dir + "/s1.json", atomically: true, encoding: .utf8)
        let merge = runCLI(["merge", "s1.json"], currentDirectory: dir)
        #expect(merge.status == 2)
        #expect(merge.standardError.hasPrefix("error: s1.json:"), "\(merge.standardError)")
        #expect(merge.standardError.contains("has regions[0].ratio_worst \"abc\" (a string); expected a number"),
                "\(merge.standardError)")
        #expect(merge.standardOutput.isEmpty)
    }

    // MARK: 5. A file inside a folder also given

    @Test("a file inside a folder also given is scanned once, with a note")
    func fileInsideAFolderAlsoGiven() throws {
        let dir = try Self.folder()
        try FileManager.default.createDirectory(atPath: dir + "/shots/en", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: dir + "/shot.png", toPath: dir + "/shots/en/home.png")
        let run = runCLI(["scan", "shots/en/home.png", "shots", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(try jsonObject(run)["image"] as? String == "shots/en/home.png")
        #expect(run.standardError.contains("note: 'shots/en/home.png' is also in 'shots'; it is scanned once\n"),
                "\(run.standardError)")
        let reversed = runCLI(["scan", "shots", "shots/en/home.png", "--format", "json"], currentDirectory: dir)
        #expect(reversed.standardError.contains("note: 'shots/en/home.png' is also in 'shots'; it is scanned once\n"),
                "\(reversed.standardError)")
        // Two folder arguments that overlap: one note for the pair, not one per file.
        try FileManager.default.copyItem(atPath: dir + "/shots/en/home.png", toPath: dir + "/shots/en/menu.png")
        let folders = runCLI(["scan", "shots", "shots/en", "--format", "json"], currentDirectory: dir)
        #expect(folders.standardError.contains("note: 2 files in 'shots/en' are also in 'shots'; each is scanned once\n"),
                "\(folders.standardError)")
        #expect(!folders.standardError.contains("'shots/en/menu.png'"), "\(folders.standardError)")
    }
}
