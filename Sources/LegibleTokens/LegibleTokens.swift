// Placeholder until the token readers land.
import LegibleCore
