// swift-tools-version: 6.1
// An app-like package that checks its asset catalog on every build with Legible's plugin.
import PackageDescription

let package = Package(
    name: "PluginExample",
    dependencies: [
        .package(name: "Legible", path: "../.."),
    ],
    targets: [
        .target(
            name: "Palette",
            exclude: ["Colors.xcassets"],
            plugins: [.plugin(name: "LegibleBuildCheck", package: "Legible")]),
    ]
)
