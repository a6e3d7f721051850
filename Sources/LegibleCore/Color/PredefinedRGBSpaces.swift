/// Transfer functions of the CSS Color 4 predefined RGB spaces (§10), each odd-symmetric so that
/// extended (out-of-range) values stay defined, as the spec's sample code does.
enum PredefinedTransfer {
    /// A98 RGB: `sign(v)·|v|^(563/256)` (CSS Color 4 §10.5).
    static func decodeA98(_ v: Double) -> Double { signedPow(v, 563.0 / 256.0) }

    /// ProPhoto RGB: linear below 16/512, else `|v|^1.8` (CSS Color 4 §10.6).
    static func decodeProPhoto(_ v: Double) -> Double {
        abs(v) <= 16.0 / 512.0 ? v / 16 : signedPow(v, 1.8)
    }

    /// ITU-R BT.2020: the BT.2020 OETF inverted (CSS Color 4 §10.7, α = 1.09929682680944,
    /// β = 0.018053968510807).
    static func decodeRec2020(_ v: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        let magnitude = abs(v)
        if magnitude < beta * 4.5 { return v / 4.5 }
        let linear = Math.pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        return v < 0 ? -linear : linear
    }

    static func signedPow(_ v: Double, _ exponent: Double) -> Double {
        let p = Math.pow(abs(v), exponent)
        return v < 0 ? -p : p
    }
}

/// The sRGB-based cylindrical spaces of CSS Color 4 (§7 HSL, §8 HWB).
enum SRGBCylindrical {
    /// HSL to encoded sRGB (CSS Color 4 §7.1 `hslToRgb`): hue in degrees (any value, wrapped),
    /// saturation and lightness as fractions.
    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> ExtendedSRGB {
        let h = Hue.normalized(hue)
        let a = saturation * min(lightness, 1 - lightness)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return ExtendedSRGB(red: f(0), green: f(8), blue: f(4))
    }

    /// HWB to encoded sRGB (CSS Color 4 §8.1 `hwbToRgb`): whiteness + blackness ≥ 1 gives the
    /// grey `w / (w + b)`.
    static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> ExtendedSRGB {
        if whiteness + blackness >= 1 {
            let grey = whiteness / (whiteness + blackness)
            return ExtendedSRGB(red: grey, green: grey, blue: grey)
        }
        let pure = hslToSRGB(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return ExtendedSRGB(red: pure.red * scale + whiteness, green: pure.green * scale + whiteness,
                            blue: pure.blue * scale + whiteness)
    }
}
