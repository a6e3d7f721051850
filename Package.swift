// swift-tools-version: 6.1
// Legible: color accessibility for palettes, design tokens and screenshots.
import PackageDescription

let package = Package(
    name: "Legible",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "LegibleCore", targets: ["LegibleCore"]),
        .library(name: "LegibleTokens", targets: ["LegibleTokens"]),
        .library(name: "LegibleImage", targets: ["LegibleImage"]),
        .library(name: "LegibleReports", targets: ["LegibleReports"]),
        .library(name: "LegibleScan", targets: ["LegibleScan"]),
        .library(name: "LegibleChecks", targets: ["LegibleChecks"]),
        .library(name: "LegibleTesting", targets: ["LegibleTesting"]),
        .executable(name: "legible", targets: ["legible"]),
        .executable(name: "legible-bench", targets: ["legible-bench"]),
        .plugin(name: "LegibleBuildCheck", targets: ["LegibleBuildCheck"]),
        .plugin(name: "LegibleCheckCommand", targets: ["LegibleCheckCommand"]),
    ],
    targets: [
        // MARK: Public API
        // Pure Swift, no Foundation, no I/O: colors, parsing, conversions, contrast.
        .target(name: "LegibleCore", exclude: ["README.md"]),
        // Palette and design-token files, pairing rules, source locations.
        .target(name: "LegibleTokens", dependencies: ["LegibleCore"], exclude: ["README.md"]),
        // PNG reading and writing through libpng, color management, per-pixel passes.
        .target(name: "LegibleImage", dependencies: ["LegibleCore", "CLegiblePNG"], exclude: ["README.md"]),
        // Screenshot analysis: text runs, their colors and size, contrast verdicts.
        .target(name: "LegibleScan", dependencies: ["LegibleCore"], exclude: ["README.md"]),
        // Report writers (text, JSON) and atomic file output.
        .target(name: "LegibleReports", dependencies: ["LegibleCore", "LegibleTokens", "LegibleScan"], exclude: ["README.md"]),
        // The high-level checks as a library: `legible check` and `legible scan` of one image as
        // one call each, returning the report. PNG decoding (libpng) only where the CLI runs.
        .target(
            name: "LegibleChecks",
            dependencies: [
                "LegibleCore", "LegibleTokens", "LegibleScan", "LegibleReports",
                .target(name: "LegibleImage", condition: .when(platforms: [.linux, .macOS])),
            ],
            exclude: ["README.md"]),
        // The commands, the argument parser, help and exit codes; testable in-process.
        .target(
            name: "LegibleCommandLine",
            dependencies: ["LegibleCore", "LegibleTokens", "LegibleImage", "LegibleScan", "LegibleReports", "LegibleChecks"],
            exclude: ["README.md"]),
        .executableTarget(name: "legible", dependencies: ["LegibleCommandLine"]),
        // Swift Testing and XCTest expectations for pairs and screenshots. libpng (LegibleImage)
        // only on Linux and macOS: an iOS test target never links a system library.
        .target(
            name: "LegibleTesting",
            dependencies: [
                "LegibleCore", "LegibleScan", "LegibleReports", "LegibleChecks",
                .target(name: "LegibleImage", condition: .when(platforms: [.linux, .macOS])),
            ],
            exclude: ["README.md"]),

        // MARK: Plugins
        // Checks a target's asset catalogs and legible.json's token files on every build.
        .plugin(name: "LegibleBuildCheck", capability: .buildTool(), dependencies: ["legible"]),
        // `swift package legible-check`: legible check over the package's catalogs and tokens.
        .plugin(
            name: "LegibleCheckCommand",
            capability: .command(
                intent: .custom(verb: "legible-check", description: "Check the colors of the package's asset catalogs and token files")),
            dependencies: ["legible"]),

        // MARK: C libraries
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // libpng's full API behind plain C functions: setjmp/longjmp never reach Swift.
        .target(name: "CLegiblePNG", dependencies: ["CLibPNG"]),

        // MARK: Benchmarks
        .executableTarget(
            name: "legible-bench",
            dependencies: ["LegibleCore", "LegibleTokens", "LegibleImage", "LegibleScan", "LegibleReports"],
            path: "Benchmarks/legible-bench"),

        // MARK: Test support
        // The fixture locator and the seeded generator every test target shares.
        .target(name: "_LegibleTestSupport", path: "Tests/_LegibleTestSupport", exclude: ["README.md"]),

        // MARK: Tests
        .testTarget(name: "LegibleCoreTests", dependencies: ["LegibleCore", "_LegibleTestSupport"]),
        .testTarget(name: "LegibleTokensTests", dependencies: ["LegibleTokens", "_LegibleTestSupport"]),
        .testTarget(name: "LegibleImageTests", dependencies: ["LegibleImage", "_LegibleTestSupport"]),
        .testTarget(name: "LegibleScanTests", dependencies: ["LegibleScan", "_LegibleTestSupport"]),
        .testTarget(name: "LegibleReportsTests", dependencies: ["LegibleReports", "_LegibleTestSupport"]),
        .testTarget(name: "LegibleChecksTests", dependencies: ["LegibleChecks", "LegibleImage", "_LegibleTestSupport"]),
        .testTarget(
            name: "LegibleTestingTests", dependencies: ["LegibleTesting", "LegibleChecks", "LegibleTokens", "_LegibleTestSupport"]),
        .testTarget(
            name: "LegibleCommandLineTests", dependencies: ["LegibleCommandLine", "LegibleChecks", "_LegibleTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
