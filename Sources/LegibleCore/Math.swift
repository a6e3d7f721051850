// The few libm functions the core needs, reached through the platform C module (not I/O).
// Other files call these wrappers, so that only this file depends on the platform's C library.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

@usableFromInline enum Math {
    @inlinable static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
    @inlinable static func cbrt(_ x: Double) -> Double { _cbrt(x) }
    @inlinable static func exp(_ x: Double) -> Double { _exp(x) }
    @inlinable static func sin(_ x: Double) -> Double { _sin(x) }
    @inlinable static func cos(_ x: Double) -> Double { _cos(x) }
    @inlinable static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }
    @inlinable static func log10(_ x: Double) -> Double { _log10(x) }
}

@usableFromInline func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline func _cbrt(_ x: Double) -> Double { cbrt(x) }
@usableFromInline func _exp(_ x: Double) -> Double { exp(x) }
@usableFromInline func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func _log10(_ x: Double) -> Double { log10(x) }
