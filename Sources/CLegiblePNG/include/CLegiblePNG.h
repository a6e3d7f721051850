#ifndef CLEGIBLEPNG_H
#define CLEGIBLEPNG_H
/// Placeholder: the libpng front end lands with the PNG issue.
int legible_png_version(void);
#endif
