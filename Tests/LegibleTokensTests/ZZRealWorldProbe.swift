import Foundation
import Testing
@testable import LegibleTokens

@Suite struct ZZRealWorldProbe {
    @Test func probe() throws {
        guard let list = ProcessInfo.processInfo.environment["PROBE_PATHS"] else { return }
        var out = ""
        for line in list.split(separator: "\n") {
            let paths = line.split(separator: "|").map(String.init)
            do {
                let set = try TokenLoader().load(paths: paths)
                var perApp: [String: Int] = [:]
                for t in set.tokens { perApp[t.appearance, default: 0] += 1 }
                let apps = set.appearances.map { "\($0)=\(perApp[$0] ?? 0)" }.joined(separator: " ")
                let pairs = Pairing.automaticPairs(in: set, level: .aa).count
                out += "OK \(line)\n   tokens=\(set.tokens.count) [\(apps)] skipped=\(set.skipped.count) autopairs=\(pairs)\n"
                for s in set.skipped.prefix(4) { out += "   skip \(s.name) [\(s.appearance)] '\(s.rawValue.prefix(60))': \(s.reason)\n" }
            } catch {
                out += "ERR \(line)\n   \(error)\n"
            }
        }
        try out.write(toFile: "/tmp/formats-probe/out.txt", atomically: true, encoding: .utf8)
    }
}
