// Placeholder until the screenshot scanner lands.
import LegibleCore
