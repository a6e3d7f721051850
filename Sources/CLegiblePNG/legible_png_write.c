// Encoding through libpng's full API. The setjmp lives in this file's function.
#include "CLegiblePNG.h"
#include <errno.h>
#include <fcntl.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void on_write_error(png_structp png, png_const_charp text) {
    char *message = (char *)png_get_error_ptr(png);
    if (message != NULL) {
        snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY, "%s", text != NULL ? text : "libpng error");
    }
    png_longjmp(png, 1);
}

static void on_write_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

int legible_png_write_file(const char *path, const uint8_t *pixels, uint32_t width, uint32_t height,
                           size_t row_stride, int write_alpha, int srgb_chunk, int zlib_level,
                           int filters, char *message) {
    if (path == NULL || pixels == NULL || message == NULL || width == 0 || height == 0 ||
        row_stride < (size_t)width * 4 || zlib_level < 0 || zlib_level > 9 ||
        (filters & LEGIBLE_PNG_FILTER_ALL) == 0) {
        if (message != NULL) snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY, "invalid argument");
        return LEGIBLE_PNG_BAD_ARGUMENT;
    }
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0) {
        snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY, "cannot create the file: %s", strerror(errno));
        return LEGIBLE_PNG_IO;
    }
    FILE *file = fdopen(fd, "wb");
    if (file == NULL) {
        snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY, "cannot open the file: %s", strerror(errno));
        close(fd);
        unlink(path);
        return LEGIBLE_PNG_IO;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, on_write_error,
                                              on_write_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        if (png != NULL) png_destroy_write_struct(&png, NULL);
        fclose(file);
        unlink(path);
        snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY, "out of memory");
        return LEGIBLE_PNG_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        fclose(file);
        unlink(path);
        return LEGIBLE_PNG_LIBPNG;
    }
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, 8,
                 write_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, zlib_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters & LEGIBLE_PNG_FILTER_ALL);
    if (srgb_chunk) png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    // For RGB output the rows still hold 4 bytes per pixel: the filler (alpha) byte is dropped.
    if (!write_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * row_stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    int failed = ferror(file);
    if (fclose(file) != 0 || failed) {
        snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY, "cannot finish writing the file: %s",
                 strerror(errno));
        unlink(path);
        return LEGIBLE_PNG_IO;
    }
    return LEGIBLE_PNG_OK;
}
