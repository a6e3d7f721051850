import Foundation
import LegibleCore
import LegibleReports
import LegibleTokens

extension CheckCommand {
    /// The options for configuration, baselines and suggestions.
    static let checkOptions: [OptionSpec] = [
        .value("config", valueName: "file",
               help: "Read settings from this file instead of the legible.json found from the current directory."),
        .flag("no-config", help: "Do not look for legible.json."),
        .value("baseline", valueName: "file",
               help: "Failures, regressions and collapses recorded in this file are reported as baselined and do not fail the run."),
        .flag("update-baseline", help: "Write the current failures, regressions and collapses to the baseline file (atomically, replacing it), then report."),
        .flag("suggest", help: "Add the nearest passing foreground (smallest ΔE2000) to every failing pair."),
        .flag("diagnostics", help: "Print compiler diagnostics (FILE:LINE:COLUMN: error: MESSAGE) instead of the report, "
            + "as swift build and Xcode show them (the build plugin's output)."),
        .value("failures", valueName: "severity",
               help: "Whether failing pairs, regressions and collapses are errors that fail the run, or warnings "
                   + "that do not (default: legible.json's \"failures\", else error).",
               allowed: FailureSeverity.allCases.map(\.rawValue)),
    ]

    /// The SARIF `tool.driver` of this build. The project has no published address yet, so the
    /// optional `informationUri` is left out rather than invented.
    static let sarifTool = SARIFToolInfo(name: "legible", version: LegibleCLI.version)

    /// Writes the baseline that `--update-baseline` recorded to `path` (atomically), after
    /// refusing a path that is an input of the run and making its folder when missing; notes
    /// what it wrote.
    ///
    /// - Throws: ``CommandFailure`` `.usage` when `path` is an input; `.input` when it or its
    ///   folder cannot be written.
    static func write(
        _ baseline: CheckBaseline, to path: String, fixed: Int, readFiles: Set<FileIdentity>, context: CommandContext
    ) throws(CommandFailure) {
        // The baseline is both read (what it recorded, to report what is now fixed) and
        // rewritten, atomically; it must not be any other input of the run.
        try OutputGuard.refuse(path, resolved: path, option: "--update-baseline", inputs: readFiles, command: spec.name)
        // A missing folder is made, as for `-o`: every usage check has passed by now.
        try OutputFolder.create(parentOf: path, for: "--update-baseline", context: context)
        do {
            try AtomicFileWriter.write(baseline.render(), to: path)
        } catch {
            throw .input(error.description)
        }
        var counts = ["\(baseline.failures.count) failure(s)"]
        if !baseline.regressions.isEmpty { counts.append("\(baseline.regressions.count) regression(s)") }
        if !baseline.collapses.isEmpty { counts.append("\(baseline.collapses.count) collapse(s)") }
        let dropped = fixed == 0 ? "" : ", dropping \(fixed) fixed entr\(fixed == 1 ? "y" : "ies")"
        context.standardError.writeMessage(
            "note", "wrote " + counts.joined(separator: ", ") + " to the baseline \(context.display(path))\(dropped)")
    }

    /// Writes the report of a run stopped by the input error `message` (``CheckReport/stopped(by:method:)``)
    /// to `--output`, or in a machine format to standard output (text leaves it to the `error:`
    /// line on standard error). Never over a file or folder the command line names as an input
    /// (the tokens, `--pairs`, `--config`, `--baseline`), nor with `--diagnostics`; a report that
    /// cannot be written is left out, since the error itself is what the run reports.
    static func emitStopped(_ message: String, arguments: ParsedArguments, context: CommandContext) {
        guard !arguments.flag("diagnostics") else { return }
        if let output = arguments.value("output") {
            let target = (context.resolve(output) as NSString).standardizingPath
            let named = arguments.positionals + ["pairs", "config", "baseline"].compactMap { arguments.value($0) }
            for input in named {
                let path = (context.resolve(input) as NSString).standardizingPath
                if target == path || target.hasPrefix(path.hasSuffix("/") ? path : path + "/") { return }
            }
            if let identity = FileIdentity(path: target), OutputGuard.identities(named.map(context.resolve)).contains(identity) {
                return
            }
        } else if arguments.format == .text {
            return
        }
        _ = try? emit(CheckReport.stopped(by: message), arguments: arguments, context: context)
    }

    /// The token files the report's pairs come from: no output may replace one.
    static func sourceFiles(_ report: CheckReport, context: CommandContext) -> Set<FileIdentity> {
        var paths = Set<String>()
        for result in report.results {
            paths.insert(result.pair.foreground.location.file)
            paths.insert(result.pair.background.location.file)
        }
        // A summary made straight from the tokens keeps no results: its rows name the files.
        for row in report.summary?.foregrounds ?? [] { paths.insert(row.token.location.file) }
        return OutputGuard.identities(paths.map(context.resolve))
    }

    /// Refuses, before anything is written, what ``emit(_:arguments:context:readFiles:failures:)``
    /// would refuse: `--diagnostics` with `--format`, an empty `--output`, an `--output` that is
    /// one of `readFiles` or of the report's token files, and (with `baseline`, the file
    /// `--update-baseline` is about to write) an `--output` naming that baseline, which may not
    /// exist yet.
    ///
    /// - Throws: ``CommandFailure`` `.usage` naming the conflict.
    static func validateOutput(
        _ report: CheckReport, arguments: ParsedArguments, context: CommandContext, readFiles: Set<FileIdentity>,
        baseline: String? = nil
    ) throws(CommandFailure) {
        if arguments.flag("diagnostics"), arguments.has("format") {
            throw .usage(UsageError(.conflictingOptions("--diagnostics", "--format"), command: spec.name))
        }
        guard let path = arguments.value("output") else { return }
        guard !path.isEmpty else {
            throw .usage(UsageError(.other("'--output' needs a file name, found an empty one"), command: spec.name))
        }
        let resolved = context.resolve(path)
        if let baseline, (resolved as NSString).standardizingPath == (context.resolve(baseline) as NSString).standardizingPath {
            throw .usage(UsageError(
                .other("'--output' names '\(path)', which is an input of this run (the baseline that --update-baseline "
                    + "writes): writing it would replace the input"), command: spec.name))
        }
        try OutputGuard.refuse(
            path, resolved: resolved, option: "--output", inputs: readFiles.union(sourceFiles(report, context: context)),
            command: spec.name)
        try OutputGuard.refuseReplacingImage(path, resolved: resolved, option: "--output", command: spec.name)
    }

    /// Writes `report` in the chosen format to standard output, or atomically to `--output`
    /// (then the summary line goes to standard error); returns 1 when the run fails (a new
    /// failure, a regression or a collapse) and `failures` is `.error`, else 0.
    static func emit(
        _ report: CheckReport, arguments: ParsedArguments, context: CommandContext,
        readFiles: Set<FileIdentity> = [], failures: FailureSeverity = .error
    ) throws(CommandFailure) -> Int32 {
        // Every pair ignored: the run checked nothing, and a gate that checked nothing cannot
        // pass. It is the run's error in every format, as an input error is.
        var report = report
        let allIgnored = report.inputError == nil && report.checkedCount == 0 && report.ignoredCount > 0
        if allIgnored {
            report.inputError = "nothing was checked: all \(report.ignoredCount) pair\(report.ignoredCount == 1 ? " is" : "s are") "
                + "ignored by the configuration's ignore entries; a run that checked nothing cannot pass "
                + "(narrow the entries to the pairs they are meant for)"
        }
        let toFile = arguments.value("output")
        var text: String
        switch arguments.format {
        case .json: text = report.renderJSON()
        case .sarif:
            // Paths under the current directory (the repository root in CI) become relative to
            // %SRCROOT%, as GitHub code scanning expects.
            let root = SARIFSourceRoot(absolutePath: context.currentDirectory ?? FileManager.default.currentDirectoryPath)
            text = report.renderSARIF(tool: sarifTool, sourceRoot: root)
        case .junit: text = report.renderJUnit()
        case .github: text = report.renderGitHubCommands()
        case .markdown: text = report.renderMarkdown()
        case .text, .jsonl, .html: text = report.renderText(style: TextStyle(usesColor: toFile == nil && context.usesColor))
        }
        try validateOutput(report, arguments: arguments, context: context, readFiles: readFiles)
        if arguments.flag("diagnostics") { text = report.renderDiagnostics(failures: failures) }
        if let path = toFile {
            try OutputFolder.create(parentOf: path, for: "--output", context: context)
            do {
                try AtomicFileWriter.write(text, to: context.resolve(path))
            } catch {
                throw .input(error.description)
            }
            // A stopped run's `error:` line says it all; its summary would only repeat it.
            if report.inputError == nil { context.standardError.write(TextExcerpt.printable(report.summaryLine) + "\n") }
        } else {
            context.standardOutput.write(text)
        }
        if allIgnored {
            context.standardError.writeMessage("error", report.inputError ?? "")
            return ExitStatus.usage
        }
        return report.hasFailures && failures == .error ? ExitStatus.failure : ExitStatus.success
    }
}
