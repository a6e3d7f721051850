/// A device screen whose screenshots have a known pixel size and scale.
public struct DeviceScreen: Hashable, Sendable {
    /// The short side of a portrait screenshot, in pixels.
    public var width: Int
    /// The long side, in pixels.
    public var height: Int
    /// Device pixels per point (iOS, iPadOS, watchOS) or per dp (Android: density ÷ 160 dpi).
    public var scale: Double
    /// The devices, such as `iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e`.
    public var devices: String

    /// Creates an entry; `width` and `height` are given in either order.
    public init(width: Int, height: Int, scale: Double, devices: String) {
        self.width = min(width, height)
        self.height = max(width, height)
        self.scale = scale
        self.devices = devices
    }
}

/// The screen sizes of screenshots that identify their scale, and those that do not.
///
/// Apple devices (portrait pixels; landscape is the same pair swapped): Apple, Human Interface
/// Guidelines, "Layout", Specifications (iOS, iPadOS and watchOS device screen dimensions, points
/// and scale factors), and App Store Connect Help, "Screenshot specifications". Full-screen
/// screenshots on these devices have exactly the rendered pixel size (the iPhone 6/7/8 Plus
/// renders 1242 x 2208 and its screenshots keep that size).
///
/// Android: a pixel size identifies a density only when every device of that size uses one
/// (Android `DisplayMetrics.density` = dpi / 160). Most sizes do not: 1080 x 1920 ships at 420 and
/// 480 dpi, 1080 x 2280 and 1080 x 2400 at 420, 440 and 450 dpi. Those are in ``ambiguous``.
public enum DeviceScreens {
    /// Sizes that decide the scale.
    public static let known: [DeviceScreen] = [
        // iPhone
        DeviceScreen(width: 320, height: 480, scale: 1, devices: "iPhone, iPhone 3G, 3GS"),
        DeviceScreen(width: 640, height: 960, scale: 2, devices: "iPhone 4, 4s"),
        DeviceScreen(width: 640, height: 1136, scale: 2, devices: "iPhone 5, 5s, 5c, SE (1st generation)"),
        DeviceScreen(width: 750, height: 1334, scale: 2, devices: "iPhone 6, 6s, 7, 8, SE (2nd and 3rd generation)"),
        DeviceScreen(width: 1242, height: 2208, scale: 3, devices: "iPhone 6 Plus, 6s Plus, 7 Plus, 8 Plus"),
        DeviceScreen(width: 1125, height: 2436, scale: 3, devices: "iPhone X, XS, 11 Pro"),
        DeviceScreen(width: 828, height: 1792, scale: 2, devices: "iPhone XR, 11"),
        DeviceScreen(width: 1242, height: 2688, scale: 3, devices: "iPhone XS Max, 11 Pro Max"),
        DeviceScreen(width: 1170, height: 2532, scale: 3, devices: "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e"),
        DeviceScreen(width: 1284, height: 2778, scale: 3, devices: "iPhone 12 Pro Max, 13 Pro Max, 14 Plus"),
        DeviceScreen(width: 1179, height: 2556, scale: 3, devices: "iPhone 14 Pro, 15, 15 Pro, 16"),
        DeviceScreen(width: 1290, height: 2796, scale: 3, devices: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus"),
        DeviceScreen(width: 1206, height: 2622, scale: 3, devices: "iPhone 16 Pro, 17, 17 Pro"),
        DeviceScreen(width: 1320, height: 2868, scale: 3, devices: "iPhone 16 Pro Max, 17 Pro Max"),
        DeviceScreen(width: 1260, height: 2736, scale: 3, devices: "iPhone Air"),
        // iPad
        DeviceScreen(width: 768, height: 1024, scale: 1, devices: "iPad (1st and 2nd generation), iPad mini (1st generation)"),
        DeviceScreen(width: 1536, height: 2048, scale: 2, devices: "iPad (3rd to 6th generation), iPad Air, Air 2, iPad mini 2 to 5, iPad Pro 9.7-inch"),
        DeviceScreen(width: 1620, height: 2160, scale: 2, devices: "iPad 10.2-inch (7th to 9th generation)"),
        DeviceScreen(width: 1668, height: 2224, scale: 2, devices: "iPad Pro 10.5-inch, iPad Air (3rd generation)"),
        DeviceScreen(width: 1668, height: 2388, scale: 2, devices: "iPad Pro 11-inch (1st to 4th generation)"),
        DeviceScreen(width: 1640, height: 2360, scale: 2, devices: "iPad Air (4th and 5th generation), iPad (10th generation and A16), iPad Air 11-inch"),
        DeviceScreen(width: 1488, height: 2266, scale: 2, devices: "iPad mini (6th generation and A17 Pro)"),
        DeviceScreen(width: 2048, height: 2732, scale: 2, devices: "iPad Pro 12.9-inch, iPad Air 13-inch"),
        DeviceScreen(width: 1668, height: 2420, scale: 2, devices: "iPad Pro 11-inch (M4)"),
        DeviceScreen(width: 2064, height: 2752, scale: 2, devices: "iPad Pro 13-inch (M4)"),
        // Apple Watch
        DeviceScreen(width: 272, height: 340, scale: 2, devices: "Apple Watch 38 mm"),
        DeviceScreen(width: 312, height: 390, scale: 2, devices: "Apple Watch 42 mm (Series 1 to 3)"),
        DeviceScreen(width: 324, height: 394, scale: 2, devices: "Apple Watch 40 mm"),
        DeviceScreen(width: 368, height: 448, scale: 2, devices: "Apple Watch 44 mm"),
        DeviceScreen(width: 352, height: 430, scale: 2, devices: "Apple Watch 41 mm"),
        DeviceScreen(width: 396, height: 484, scale: 2, devices: "Apple Watch 45 mm"),
        DeviceScreen(width: 374, height: 446, scale: 2, devices: "Apple Watch 42 mm (Series 10)"),
        DeviceScreen(width: 416, height: 496, scale: 2, devices: "Apple Watch 46 mm"),
        DeviceScreen(width: 410, height: 502, scale: 2, devices: "Apple Watch Ultra 49 mm"),
        DeviceScreen(width: 422, height: 514, scale: 2, devices: "Apple Watch Ultra 3 49 mm"),
        // Android sizes that ship at one density only
        DeviceScreen(width: 480, height: 800, scale: 1.5, devices: "Android hdpi phone (Nexus One, Nexus S)"),
        DeviceScreen(width: 768, height: 1280, scale: 2, devices: "Android xhdpi phone (Nexus 4)"),
    ]

    /// Sizes that fit several scales, so they do not decide: a 1x desktop and a 2.625x or 3x
    /// phone, a 1x monitor and a 2x laptop, or two Android densities.
    public static let ambiguous: [DeviceScreen] = [
        DeviceScreen(width: 720, height: 1280, scale: 0, devices: "a 1x 720p display, an Android xhdpi phone (2x)"),
        DeviceScreen(width: 1080, height: 1920, scale: 0, devices: "a 1x desktop, an Android phone at 420 or 480 dpi (2.625x, 3x)"),
        DeviceScreen(width: 1080, height: 2340, scale: 0, devices: "iPhone 12 mini, 13 mini (3x), Android phones at 440 dpi (2.75x)"),
        DeviceScreen(width: 1080, height: 2280, scale: 0, devices: "Android phones at 420 and 440 dpi"),
        DeviceScreen(width: 1080, height: 2400, scale: 0, devices: "Android phones at 420, 440 and 450 dpi"),
        DeviceScreen(width: 1440, height: 2560, scale: 0, devices: "a 1x QHD monitor, Android phones at 560 and 640 dpi"),
        DeviceScreen(width: 1600, height: 2560, scale: 0, devices: "a 1x monitor, a 2x 13-inch MacBook"),
        DeviceScreen(width: 2160, height: 3840, scale: 0, devices: "a 1x 4K monitor, a 2x 4K display, Apple Vision Pro screenshots"),
    ]

    /// The entry for a `width` x `height` screenshot (either orientation), or nil when the size
    /// is unknown or in ``ambiguous``.
    public static func screen(width: Int, height: Int) -> DeviceScreen? {
        let short = min(width, height), long = max(width, height)
        return known.first { $0.width == short && $0.height == long }
    }

    /// The ambiguous entry for the size, when there is one.
    public static func ambiguity(width: Int, height: Int) -> DeviceScreen? {
        let short = min(width, height), long = max(width, height)
        return ambiguous.first { $0.width == short && $0.height == long }
    }
}
