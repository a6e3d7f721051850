// Placeholder until the PNG reader lands.
import LegibleCore
internal import CLegiblePNG
