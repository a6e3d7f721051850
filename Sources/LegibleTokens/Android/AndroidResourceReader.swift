import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LegibleCore

/// Reads Android resources XML (`res/values*/colors.xml`): every `<color name="…">` element, and
/// every `<item type="color" name="…">`, which aapt2 compiles to the same color resource.
///
/// Source: Android Developers, "Color state list resource" and "More resource types: Color"
/// (developer.android.com/guide/topics/resources/more-resources#Color).
/// - **Values**: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB`, alpha FIRST (unlike CSS);
///   `@color/name` refers to another color resource (in any input file); `@android:color/name`
///   to a framework color (``AndroidSystemColors``). Theme attributes (`?attr/colorPrimary`,
///   `?colorError`) depend on the theme in use and are skipped with that reason.
/// - **Appearance**: the folder's qualifiers. `values-night…` → `dark`; every other folder
///   (`values`, `values-v31`, `values-land`) → `light`, so a qualified folder loaded later
///   overrides the default as the most specific match would; a file outside a `values*` folder
///   is `light`.
/// - **Location**: the line and column XMLParser reports at the start of the element.
/// - Other elements (`<string>`, `<dimen>`, `<style>`…) are ignored.
///
/// - Throws: ``TokenFileError`` with the parser's line and column for malformed XML, a
///   `<color>` without `name`, or a value that is none of the above.
struct AndroidResourceReader {
    let path: String

    /// The appearance the folder holding `path` gives.
    static func appearance(ofPath path: String) -> String {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return DeclarationTable.base }
        let folder = parts[parts.count - 2]
        guard folder == "values" || folder.hasPrefix("values-") else { return DeclarationTable.base }
        return folder.split(separator: "-").contains("night") ? "dark" : DeclarationTable.base
    }

    func declarations(in bytes: [UInt8]) throws(TokenFileError) -> [TokenDeclaration] {
        try Self.preflight(bytes, path: path)
        let collector = ColorCollector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        parser.shouldProcessNamespaces = false
        let ok = parser.parse()
        if ok && collector.failure == nil && !collector.sawRoot {
            throw TokenFileError(location: SourceLocation(file: path, line: 1, column: 1),
                                 message: "malformed XML: no root element; expected <resources>")
        }
        if !ok || collector.failure != nil {
            let line = collector.failure?.line ?? parser.lineNumber
            let column = collector.failure?.column ?? parser.columnNumber
            let message = collector.failure?.message
                ?? "malformed XML: \(parser.parserError.map { "\($0.localizedDescription)" } ?? "parse error")"
            throw TokenFileError(location: SourceLocation(file: path, line: max(1, line), column: max(1, column)),
                                 message: message)
        }
        let appearance = Self.appearance(ofPath: path)
        var result: [TokenDeclaration] = []
        for element in collector.colors {
            let location = SourceLocation(file: path, line: max(1, element.line), column: max(1, element.column))
            let text = element.text.trimmingCharacters()
            let value = try Self.value(text, at: location)
            result.append(TokenDeclaration(name: element.name, appearance: appearance, value: value, rawValue: text,
                                           location: location, summary: nil, type: "color", syntax: .android))
        }
        return result
    }

    /// A `<color>` element's text as a declared value.
    static func value(_ text: String, at location: SourceLocation) throws(TokenFileError) -> DeclaredValue {
        if text.hasPrefix("#") {
            guard let color = hexColor(text) else {
                throw TokenFileError(location: location,
                                     message: "invalid color '\(text)'; expected #RGB, #ARGB, #RRGGBB or #AARRGGBB")
            }
            return .color(color)
        }
        if text.hasPrefix("@color/") { return .alias(String(text.dropFirst(7))) }
        if text.hasPrefix("@android:color/") {
            let name = String(text.dropFirst(15))
            guard let color = AndroidSystemColors.table[name] else {
                return .unavailable("framework color '\(text)' is not in Legible's table of android.R.color values")
            }
            return .color(color)
        }
        if text.hasPrefix("?") {
            return .unavailable("theme attribute '\(text)' depends on the theme in use")
        }
        if text.hasPrefix("@") {
            return .unavailable("reference '\(text)' is not a color resource")
        }
        throw TokenFileError(location: location,
                             message: "invalid color '\(text)'; expected #RGB, #ARGB, #RRGGBB, #AARRGGBB, "
                                 + "@color/name or @android:color/name")
    }

    /// `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (alpha first), or nil.
    static func hexColor(_ text: String) -> SRGBColor? {
        let digits = Array(text.dropFirst().utf8)
        var values: [UInt8] = []
        for d in digits {
            switch d {
            case 0x30...0x39: values.append(d - 0x30)
            case 0x41...0x46: values.append(d - 0x41 + 10)
            case 0x61...0x66: values.append(d - 0x61 + 10)
            default: return nil
            }
        }
        func byte(_ i: Int) -> UInt8 { values[i] * 16 + values[i + 1] }
        switch values.count {
        case 3: return SRGBColor(red8: values[0] * 17, green8: values[1] * 17, blue8: values[2] * 17)
        case 4: return SRGBColor(red8: values[1] * 17, green8: values[2] * 17, blue8: values[3] * 17, alpha8: values[0] * 17)
        case 6: return SRGBColor(red8: byte(0), green8: byte(2), blue8: byte(4))
        case 8: return SRGBColor(red8: byte(2), green8: byte(4), blue8: byte(6), alpha8: byte(0))
        default: return nil
        }
    }
}

/// Collects `<color>` elements; used on one thread, by one parse.
private final class ColorCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var text: String
        var line: Int
        var column: Int
    }

    struct Failure {
        var message: String
        var line: Int
        var column: Int
    }

    var colors: [Element] = []
    var failure: Failure?
    private var current: Element?
    private var depth = 0
    private(set) var sawRoot = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        depth += 1
        sawRoot = true
        if depth == 1 && elementName != "resources" {
            fail(parser, "expected a <resources> root element, found <\(elementName)>")
            return
        }
        guard Self.isColor(elementName, attributes), depth == 2 else {
            if current != nil { current?.text += "<\(elementName)>" }
            return
        }
        guard let name = attributes["name"], !name.isEmpty else {
            fail(parser, "<\(elementName == "item" ? "item type=\"color\"" : "color")> element without a name attribute")
            return
        }
        current = Element(name: name, text: "", line: parser.lineNumber, column: parser.columnNumber)
    }

    /// `<color>`, or `<item type="color">` (Android Developers, "More resource types": an
    /// `<item>` with a `type` declares a resource of that type, as `<color>` does).
    static func isColor(_ elementName: String, _ attributes: [String: String]) -> Bool {
        elementName == "color" || (elementName == "item" && attributes["type"] == "color")
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        depth -= 1
        if elementName == "color" || elementName == "item", depth == 1, let element = current {
            colors.append(element)
            current = nil
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        fail(parser, "malformed XML: " + Self.describe((parseError as NSError).code))
    }

    /// Words for the error codes XMLParser reports (NSXMLParserError values, which are
    /// libxml2's `xmlParserErrors`); on Linux its descriptions carry only the number.
    static func describe(_ code: Int) -> String {
        switch code {
        case 76: "closing tag does not match the open element"
        case 5: "unexpected end of file"
        case 85: "elements not well balanced"
        case 4: "the file is empty"
        case 38, 39, 40, 41: "malformed attribute"
        case 26, 27: "undeclared or unfinished entity reference"
        case 9: "invalid character"
        case 73: "expected '>'"
        default: "XMLParser error \(code)"
        }
    }

    func parserDidEndDocument(_ parser: XMLParser) {
        if depth != 0 { fail(parser, "malformed XML: element not closed at the end of the file") }
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        guard failure == nil else { return }
        failure = Failure(message: message, line: parser.lineNumber, column: parser.columnNumber)
        parser.abortParsing()
    }
}
