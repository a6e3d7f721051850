/// SplitMix64 (Steele, Lea and Flood 2014): a small seeded generator, so that every randomised
/// test replays from the seed it prints when it fails.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; the seed at the start.
    public var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random byte (the top 8 bits).
    public mutating func nextByte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 56) }

    /// A random `Double` in 0..<1 (53 random bits).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

    /// A random integer in 0..<n (n > 0; the small modulo bias does not matter for tests).
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
