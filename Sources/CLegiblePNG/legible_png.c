#include "CLegiblePNG.h"
#include <png.h>
int legible_png_version(void) { return (int)png_access_version_number(); }
