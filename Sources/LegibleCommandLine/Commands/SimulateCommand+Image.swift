import LegibleChecks
import LegibleCore
import LegibleImage

/// The image form of `legible simulate`: `simulate IN.png -o OUT.png`.
extension SimulateCommand {
    /// The order of the panels that `--deficiency all` writes side by side, left to right.
    static let sideBySideOrder: [VisionDeficiency] = VisionDeficiency.dichromacies + [.achromatopsia]

    /// Decodes the image (color-managed to sRGB, pixels that are not opaque composited over white
    /// with a warning, as `scan` does), simulates every requested deficiency on all
    /// cores, and writes the result atomically. With more than one deficiency (the default `all`),
    /// the output is one image: the original, then each simulation, side by side in the order of
    /// ``sideBySideOrder``.
    static func runImage(
        _ path: String, arguments: ParsedArguments, context: CommandContext
    ) throws(CommandFailure) -> Int32 {
        guard let output = arguments.value("output") else {
            throw .usage(UsageError(
                .other("missing '--output <file>' (-o): an image input needs an output PNG"), command: spec.name))
        }
        let deficiencies: [VisionDeficiency]
        do throws(UsageError) {
            deficiencies = try requestedDeficiencies(arguments)
        } catch {
            throw .usage(error)
        }
        let limits = try ImageInput.limits(arguments)
        let options = try ImageInput.writeOptions(arguments)
        let method = arguments.value("method").flatMap(VisionDeficiencySimulationMethod.init(rawValue:))
        // --max-pixels bounds the input; the side-by-side output holds one panel more than there
        // are deficiencies (5 for `all`), and its memory is that multiple of the input's.
        var decoded = try ImageInput.loadSRGB(path, limits: limits, context: context)
        // As `legible scan` reads it: what lies behind a transparent pixel is unknown, so it is
        // simulated over white, with a warning, and the output is opaque.
        var warnings: [String] = []
        let translucent = decoded.image.compositeOverWhite()
        if translucent > 0 {
            warnings.append(ScreenshotCheck.nonOpaqueWarning(
                name: path, translucent: translucent, total: decoded.image.pixelCount, before: "the simulation"))
        }
        let threads = ProcessorCount.active
        let result: RGBAImage
        if deficiencies.count == 1 {
            var image = decoded.image
            image.apply(VisionDeficiencySimulation.kernel(for: deficiencies[0], method: method), threadCount: threads)
            result = image
        } else {
            let panels = [decoded.image] + deficiencies.map {
                decoded.image.applying(VisionDeficiencySimulation.kernel(for: $0, method: method), threadCount: threads)
            }
            do {
                result = try sideBySide(panels)
            } catch {
                throw .input("\(path): \(error.description)")
            }
        }
        try ImageInput.write(result, to: output, replacingNone: path, options: options,
                             command: spec.name, context: context)
        let panels = (deficiencies.count > 1 ? ["original"] : []) + deficiencies.map(\.name)
        ImageInput.reportWritten(
            input: path, output: output, decoded: decoded, outputWidth: result.width, panels: panels,
            format: arguments.format, warnings: warnings, context: context)
        return ExitStatus.success
    }

    /// The panels placed left to right in one image (all panels have the same size).
    static func sideBySide(_ panels: [RGBAImage]) throws(RGBAImageError) -> RGBAImage {
        guard let first = panels.first else { return try RGBAImage(width: 1, height: 1) }
        let panelBytes = first.width * 4
        var strip = try RGBAImage(width: first.width * panels.count, height: first.height)
        strip.pixels.withUnsafeMutableBufferPointer { out in
            for (index, panel) in panels.enumerated() {
                panel.pixels.withUnsafeBufferPointer { source in
                    for y in 0..<first.height {
                        let from = y * panel.rowStride
                        let to = y * strip.rowStride + index * panelBytes
                        for k in 0..<panelBytes { out[to + k] = source[from + k] }
                    }
                }
            }
        }
        return strip
    }
}
