/// Reads a Material Theme Builder JSON export (material-foundation/material-theme-builder).
///
/// `{"schemes": {"light": {"primary": "#415F91", "onPrimary": "#FFFFFF", …}, "dark": {…},
/// "light-medium-contrast": {…}, "dark-high-contrast": {…}}}`: each scheme is an appearance
/// (its key normalized like a CSS theme name, so `light-high-contrast` and `dark` keep their
/// meaning and `light-medium-contrast` stays as it is), each role a token named by its key
/// (`onPrimary`, which automatic pairing puts over `primary`). `coreColors`,
/// `extendedColors` and the tonal `palettes` are not read: they are inputs to the schemes, not
/// roles in use.
struct MaterialThemeBuilderReader {
    func declarations(in root: LocatedJSONValue) throws(TokenFileError) -> [TokenDeclaration] {
        var result: [TokenDeclaration] = []
        for scheme in root["schemes"]?.members ?? [] {
            let appearance = CSSSelectorMode.appearanceName(scheme.key)
            for role in scheme.value.members ?? [] {
                guard let text = role.value.string else {
                    throw TokenFileError(location: role.value.location,
                                         message: "scheme '\(scheme.key)' role '\(role.key)' is a "
                                             + "\(role.value.typeName); expected a color string such as \"#415F91\"")
                }
                result.append(TokenDeclaration(name: role.key, appearance: appearance, value: .text(text),
                                               rawValue: text, location: role.value.location, summary: nil,
                                               type: "color", syntax: .palette))
            }
        }
        return result
    }
}
