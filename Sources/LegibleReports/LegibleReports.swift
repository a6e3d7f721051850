// Placeholder until the report writers land.
import LegibleCore
