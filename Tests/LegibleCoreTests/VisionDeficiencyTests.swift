import Foundation
import Testing
import LegibleCore
import _LegibleTestSupport

/// CVD simulation against `conformance/cvd.json` (colour-science 0.4.7 and daltonlens 0.1.5).
///
/// Tolerances, per method: Machado 2009 (on- and off-grid), Brettel 1997, Viénot 1999 and
/// achromatopsia all 1e-9 absolute on unclipped linear results and on clipped sRGB-encoded
/// results; 8-bit hex exact (±1 only where the fixture sets `near_half`; it sets none).
@Suite struct VisionDeficiencyTests {
    let fixture: [String: Any]
    let colors: [SRGBColor]
    let inputLinear: [SIMD3<Double>]

    init() throws {
        fixture = try Fixtures.conformance("cvd.json")
        let hexes = try #require(fixture["colors"] as? [String])
        colors = try hexes.map { try SRGBColor(parsing: $0) }
        let linear = try #require(fixture["input_linear"] as? [[Any]])
        inputLinear = try linear.map { try cvdVector($0) }
    }

    static let kinds: [(String, VisionDeficiency.Kind)] = [("protan", .protan), ("deutan", .deutan), ("tritan", .tritan)]

    /// Compares every result of one method/deficiency/severity table with the simulation.
    func checkResults(
        _ records: [[String: Any]], deficiency: VisionDeficiency, method: VisionDeficiencySimulationMethod?,
        label: String
    ) throws {
        #expect(records.count == colors.count, "\(label): count")
        let kernel = VisionDeficiencySimulation.kernel(for: deficiency, method: method)
        var worstLinear = 0.0
        var worstEncoded = 0.0
        for (index, record) in records.enumerated() {
            let expectedLinear = try cvdVector(try #require(record["linear"] as? [Any]))
            let expectedEncoded = try cvdVector(try #require(record["srgb"] as? [Any]))
            let expectedHex = try #require(record["srgb8"] as? String)
            let linear = kernel.apply(toLinear: inputLinear[index])
            let viaStatic = VisionDeficiencySimulation.simulate(
                linear: inputLinear[index], as: deficiency, method: method)
            #expect(linear == viaStatic)
            worstLinear = max(worstLinear, cvdMaxAbs(linear - expectedLinear))
            let encoded = VisionDeficiencySimulation.simulate(colors[index], as: deficiency, method: method)
            worstEncoded = max(
                worstEncoded,
                cvdMaxAbs(SIMD3(encoded.red, encoded.green, encoded.blue) - expectedEncoded))
            if record["near_half"] as? Bool == true {
                let got = encoded.components8
                let want = try SRGBColor(parsing: expectedHex).components8
                #expect(abs(Int(got.red) - Int(want.red)) <= 1 && abs(Int(got.green) - Int(want.green)) <= 1
                    && abs(Int(got.blue) - Int(want.blue)) <= 1, "\(label) color \(index)")
            } else {
                #expect(encoded.hexOpaque == expectedHex, "\(label) color \(index) (\(colors[index].hex))")
            }
        }
        #expect(worstLinear <= 1e-9, "\(label): worst linear error \(worstLinear)")
        #expect(worstEncoded <= 1e-9, "\(label): worst sRGB error \(worstEncoded)")
    }

    @Test func machadoTablesMatchThePublishedMatrices() throws {
        let tables = try #require((fixture["machado2009"] as? [String: Any])?["matrices"] as? [String: Any])
        for (key, kind) in Self.kinds {
            let bySeverity = try #require(tables[key] as? [String: Any])
            #expect(bySeverity.count == 11)
            for (severityKey, rows) in bySeverity {
                let severity = try #require(Double(severityKey))
                let expected = try cvdMatrix(rows)
                let kernel = VisionDeficiencySimulation.kernel(
                    for: VisionDeficiency(kind: kind, severity: severity), method: .machado2009)
                guard case .matrix(let matrix) = kernel else {
                    Issue.record("\(key) \(severityKey): expected a matrix kernel")
                    continue
                }
                #expect(cvdMaxAbs(matrix, expected) <= 1e-15, "\(key) \(severityKey)")
            }
        }
    }

    @Test func machadoResultsOnTheGrid() throws {
        let results = try #require((fixture["machado2009"] as? [String: Any])?["results"] as? [String: Any])
        for (key, kind) in Self.kinds {
            let bySeverity = try #require(results[key] as? [String: Any])
            for (severityKey, records) in bySeverity {
                let severity = try #require(Double(severityKey))
                try checkResults(
                    try #require(records as? [[String: Any]]),
                    deficiency: VisionDeficiency(kind: kind, severity: severity), method: .machado2009,
                    label: "machado \(key) \(severityKey)")
            }
        }
    }

    /// Off-grid severities against matrices interpolated by hand here from the tabulated ones
    /// (not against daltonlens or colour-science, which interpolate wrongly).
    @Test func machadoOffGridIsLinearInterpolationBetweenNeighbours() throws {
        let tables = try #require((fixture["machado2009"] as? [String: Any])?["matrices"] as? [String: Any])
        let offgrid = try #require(fixture["machado2009_offgrid"] as? [String: Any])
        let offMatrices = try #require(offgrid["matrices"] as? [String: Any])
        let offResults = try #require(offgrid["results"] as? [String: Any])
        for (key, kind) in Self.kinds {
            let table = try #require(tables[key] as? [String: Any])
            let fixtureMatrices = try #require(offMatrices[key] as? [String: Any])
            let results = try #require(offResults[key] as? [String: Any])
            #expect(fixtureMatrices.count == 7)
            for (severityKey, rows) in fixtureMatrices {
                let severity = try #require(Double(severityKey))
                let lower = Int((severity * 10).rounded(.down))
                let weight = severity * 10 - Double(lower)
                let low = try cvdMatrix(try #require(table[String(format: "%.1f", Double(lower) / 10)]))
                let high = try cvdMatrix(try #require(table[String(format: "%.1f", Double(lower + 1) / 10)]))
                var byHand = [[Double]](repeating: [0, 0, 0], count: 3)
                for i in 0..<3 { for j in 0..<3 { byHand[i][j] = (1 - weight) * low[i][j] + weight * high[i][j] } }
                #expect(cvdMaxAbs(byHand, try cvdMatrix(rows)) <= 1e-15, "fixture \(key) \(severityKey)")
                let deficiency = VisionDeficiency(kind: kind, severity: severity)
                guard case .matrix(let matrix) = VisionDeficiencySimulation.kernel(for: deficiency) else {
                    Issue.record("\(key) \(severityKey): expected Machado's matrix by default")
                    continue
                }
                #expect(cvdMaxAbs(matrix, byHand) <= 1e-15, "\(key) \(severityKey)")
                try checkResults(
                    try #require(results[severityKey] as? [[String: Any]]), deficiency: deficiency,
                    method: nil, label: "machado off-grid \(key) \(severityKey)")
            }
        }
    }

    @Test(arguments: [VisionDeficiencySimulationMethod.brettel1997, .vienot1999])
    func brettelAndVienotResults(method: VisionDeficiencySimulationMethod) throws {
        let results = try #require((fixture[method.rawValue] as? [String: Any])?["results"] as? [String: Any])
        for (key, kind) in Self.kinds {
            let bySeverity = try #require(results[key] as? [String: Any])
            #expect(bySeverity.count == 11)
            for (severityKey, records) in bySeverity {
                let severity = try #require(Double(severityKey))
                try checkResults(
                    try #require(records as? [[String: Any]]),
                    deficiency: VisionDeficiency(kind: kind, severity: severity), method: method,
                    label: "\(method.rawValue) \(key) \(severityKey)")
            }
        }
    }

    @Test func vienotMatricesMatchTheFixture() throws {
        let tables = try #require((fixture["vienot1999"] as? [String: Any])?["matrices"] as? [String: Any])
        for (key, kind) in Self.kinds {
            let expected = try cvdMatrix(try #require(tables[key]))
            let deficiency = VisionDeficiency(kind: kind, severity: 1)
            guard case .matrix(let matrix) = VisionDeficiencySimulation.kernel(for: deficiency, method: .vienot1999)
            else {
                Issue.record("\(key): expected a matrix")
                continue
            }
            #expect(cvdMaxAbs(matrix, expected) <= 1e-15, "\(key)")
        }
    }

    @Test func achromatopsiaKeepsLuminanceOnly() throws {
        let records = try #require(fixture["achromatopsia"] as? [[String: Any]])
        try checkResults(records, deficiency: .achromatopsia, method: nil, label: "achromatopsia")
        for method in VisionDeficiencySimulationMethod.allCases {
            #expect(VisionDeficiencySimulation.kernel(for: .achromatopsia, method: method) == .luminance)
        }
    }

    @Test func defaultsFollowDaltonLens() {
        #expect(VisionDeficiencySimulationMethod.preferred(for: .protanopia) == .vienot1999)
        #expect(VisionDeficiencySimulationMethod.preferred(for: .deuteranopia) == .vienot1999)
        #expect(VisionDeficiencySimulationMethod.preferred(for: .tritanopia) == .brettel1997)
        for severity in [0.0, 0.3, 0.999] {
            #expect(VisionDeficiencySimulationMethod.preferred(for: .tritanomaly(severity: severity)) == .machado2009)
            #expect(VisionDeficiencySimulationMethod.preferred(for: .protanomaly(severity: severity)) == .machado2009)
        }
        if case .twoPlanes = VisionDeficiencySimulation.kernel(for: .tritanopia) {} else {
            Issue.record("tritanopia should default to Brettel's two half-planes")
        }
    }

    @Test func severityIsClampedAndNamed() {
        #expect(VisionDeficiency.protanomaly(severity: 1.5) == .protanopia)
        #expect(VisionDeficiency.deuteranomaly(severity: -2).severity == 0)
        #expect(VisionDeficiency.tritanomaly(severity: .nan).severity == 0)
        #expect(VisionDeficiency(kind: .achromatopsia, severity: 0.2).severity == 1)
        #expect(VisionDeficiency.protanopia.name == "protanopia")
        #expect(VisionDeficiency.deuteranomaly(severity: 0.5).name == "deuteranomaly")
        #expect(VisionDeficiency.tritanomaly(severity: 0.5).name == "tritanomaly")
        #expect(VisionDeficiency.achromatopsia.name == "achromatopsia")
    }

    @Test func severityZeroIsIdentityForEveryMethod() {
        let color = SRGBColor(red8: 200, green8: 40, blue8: 90)
        for method in VisionDeficiencySimulationMethod.allCases {
            for kind in [VisionDeficiency.Kind.protan, .deutan, .tritan] {
                let out = VisionDeficiencySimulation.simulate(
                    color, as: VisionDeficiency(kind: kind, severity: 0), method: method)
                #expect(out.hexOpaque == color.hexOpaque, "\(method) \(kind)")
            }
        }
    }

    @Test func outOfGamutResultsAreClippedInLinearLight() {
        // Pure blue under Machado protanopia has a negative red and green above 1 in blue's row.
        let blue = SRGBColor(red8: 0, green8: 0, blue8: 255)
        let linear = VisionDeficiencySimulation.simulate(linear: SIMD3(0, 0, 1), as: .protanopia, method: .machado2009)
        #expect(linear.x < 0 && linear.z > 1)
        let out = VisionDeficiencySimulation.simulate(blue, as: .protanopia, method: .machado2009)
        #expect(out.red == 0 && abs(out.blue - 1) < 1e-12)
        #expect(abs(out.green - SRGBTransfer.encode(0.099216)) < 1e-12)
    }

    @Test func alphaIsKept() {
        let color = SRGBColor(red: 0.2, green: 0.5, blue: 0.7, alpha: 0.25)
        #expect(VisionDeficiencySimulation.simulate(color, as: .deuteranopia).alpha == 0.25)
    }
}

func cvdNumber(_ value: Any?) throws -> Double {
    if let number = value as? NSNumber { return number.doubleValue }
    throw CVDFixtureError.notANumber(String(describing: value))
}

func cvdVector(_ values: [Any]) throws -> SIMD3<Double> {
    guard values.count == 3 else { throw CVDFixtureError.badShape }
    return SIMD3(try cvdNumber(values[0]), try cvdNumber(values[1]), try cvdNumber(values[2]))
}

func cvdMatrix(_ value: Any) throws -> [[Double]] {
    guard let rows = value as? [[Any]], rows.count == 3 else { throw CVDFixtureError.badShape }
    return try rows.map { row in try row.map { try cvdNumber($0) } }
}

func cvdMaxAbs(_ v: SIMD3<Double>) -> Double { max(abs(v.x), abs(v.y), abs(v.z)) }

func cvdMaxAbs(_ a: [[Double]], _ b: [[Double]]) -> Double {
    var worst = 0.0
    for i in 0..<3 { for j in 0..<3 { worst = max(worst, abs(a[i][j] - b[i][j])) } }
    return worst
}

func cvdMaxAbs(_ m: Matrix3x3, _ b: [[Double]]) -> Double {
    var worst = 0.0
    for i in 0..<3 { for j in 0..<3 { worst = max(worst, abs(m[i, j] - b[i][j])) } }
    return worst
}

enum CVDFixtureError: Error { case notANumber(String), badShape }
