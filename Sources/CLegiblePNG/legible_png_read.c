// Decoding through libpng's full API. The setjmp lives in each function that calls libpng.
#include "CLegiblePNG.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct legible_png_reader {
    png_structp png;
    png_infop info;
    const uint8_t *bytes;
    size_t count;
    size_t offset;          // next byte libpng will read
    char *message;          // where the error callback writes (the current call's buffer)
    uint32_t width;
    uint32_t height;
    int pixels_read;
    char iccp_warning[LEGIBLE_PNG_MESSAGE_CAPACITY];  // libpng's first warning about an iCCP chunk
};

static void set_message(char *message, const char *text) {
    if (message == NULL) return;
    snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY, "%s", text);
}

static void on_error(png_structp png, png_const_charp text) {
    struct legible_png_reader *reader = (struct legible_png_reader *)png_get_error_ptr(png);
    if (reader != NULL && reader->message != NULL) {
        snprintf(reader->message, LEGIBLE_PNG_MESSAGE_CAPACITY, "%s (near byte offset %zu)",
                 text != NULL ? text : "unknown libpng error", reader->offset);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    // Warnings (benign errors on ancillary chunks) do not stop decoding, but one about iCCP means
    // the profile may have been dropped (over the chunk cap, a zlib bomb, a bad profile header):
    // keep the first, so the caller can say why instead of reading the image as untagged.
    // libpng prefixes a chunk's warnings with its type ("iCCP: chunk data is too large").
    struct legible_png_reader *reader = (struct legible_png_reader *)png_get_error_ptr(png);
    if (reader == NULL || text == NULL || reader->iccp_warning[0] != 0) return;
    if (strncmp(text, "iCCP", 4) == 0) {
        snprintf(reader->iccp_warning, sizeof reader->iccp_warning, "%s", text);
    }
}

static void read_from_memory(png_structp png, png_bytep destination, size_t length) {
    struct legible_png_reader *reader = (struct legible_png_reader *)png_get_io_ptr(png);
    if (reader->count - reader->offset < length) {
        // Copy nothing: report where the data ran out.
        char text[128];
        snprintf(text, sizeof text, "file truncated: needed %zu more bytes, %zu left",
                 length, reader->count - reader->offset);
        png_error(png, text);
    }
    memcpy(destination, reader->bytes + reader->offset, length);
    reader->offset += length;
}

static uint32_t read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

void legible_png_reader_close(legible_png_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, &reader->info, NULL);
    free(reader);
}

int legible_png_reader_open(const uint8_t *bytes, size_t count, const legible_png_limits *limits,
                            legible_png_reader **reader_out, legible_png_header *header_out,
                            char *message) {
    if (reader_out != NULL) *reader_out = NULL;
    if (bytes == NULL || limits == NULL || reader_out == NULL || header_out == NULL) {
        set_message(message, "invalid argument");
        return LEGIBLE_PNG_BAD_ARGUMENT;
    }
    memset(header_out, 0, sizeof *header_out);

    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (count < 8 || memcmp(bytes, signature, 8) != 0) {
        if (count >= 4 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G') {
            set_message(message, "the PNG signature is damaged (bytes changed by a text-mode "
                                 "transfer or a flipped bit)");
        } else if (count < 8) {
            if (message != NULL) {
                snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY,
                         "found %zu byte%s; a PNG starts with an 8-byte signature", count,
                         count == 1 ? "" : "s");
            }
        } else {
            set_message(message, "does not start with the PNG signature");
        }
        return LEGIBLE_PNG_NOT_PNG;
    }
    // Check the declared size before libpng allocates anything for the image.
    if (count >= 24 && memcmp(bytes + 12, "IHDR", 4) == 0) {
        uint32_t width = read_be32(bytes + 16), height = read_be32(bytes + 20);
        // Named here, with what was found: libpng says only "Invalid IHDR data".
        if (width == 0 || height == 0) {
            snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY,
                     "the header declares %u x %u pixels (a %s of 0); a width and a height of at "
                     "least 1 were expected (IHDR at byte offset 16)",
                     width, height, width == 0 ? "width" : "height");
            return LEGIBLE_PNG_LIBPNG;
        }
        if (width > limits->max_side || height > limits->max_side ||
            (uint64_t)width * (uint64_t)height > limits->max_pixels) {
            header_out->width = width;
            header_out->height = height;
            snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY,
                     "the header declares %u x %u pixels, over the limit of %llu pixels "
                     "(at most %u per side)",
                     width, height, (unsigned long long)limits->max_pixels, limits->max_side);
            return LEGIBLE_PNG_TOO_LARGE;
        }
    }

    struct legible_png_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) {
        set_message(message, "out of memory");
        return LEGIBLE_PNG_NO_MEMORY;
    }
    reader->bytes = bytes;
    reader->count = count;
    reader->message = message;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
    if (reader->png == NULL) {
        free(reader);
        set_message(message, "out of memory");
        return LEGIBLE_PNG_NO_MEMORY;
    }
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        legible_png_reader_close(reader);
        set_message(message, "out of memory");
        return LEGIBLE_PNG_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        legible_png_reader_close(reader);
        return LEGIBLE_PNG_LIBPNG;
    }
    png_set_read_fn(reader->png, reader, read_from_memory);
    png_set_user_limits(reader->png, limits->max_side, limits->max_side);
    png_set_chunk_cache_max(reader->png, limits->max_chunk_count);
    png_set_chunk_malloc_max(reader->png, limits->max_chunk_bytes);
    png_read_info(reader->png, reader->info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(reader->png, reader->info, &width, &height, &bit_depth, &color_type, &interlace,
                 NULL, NULL);
    header_out->width = width;
    header_out->height = height;
    header_out->bit_depth = bit_depth;
    header_out->color_type = color_type;
    header_out->interlaced = interlace == PNG_INTERLACE_ADAM7 ? 1 : 0;
    if ((uint64_t)width * (uint64_t)height > limits->max_pixels) {
        snprintf(message, LEGIBLE_PNG_MESSAGE_CAPACITY,
                 "the header declares %u x %u pixels, over the limit of %llu pixels",
                 (unsigned)width, (unsigned)height, (unsigned long long)limits->max_pixels);
        legible_png_reader_close(reader);
        return LEGIBLE_PNG_TOO_LARGE;
    }
    reader->width = width;
    reader->height = height;

    png_charp name = NULL;
    int compression = 0;
    png_bytep profile = NULL;
    png_uint_32 length = 0;
    if (png_get_valid(reader->png, reader->info, PNG_INFO_iCCP) &&
        png_get_iCCP(reader->png, reader->info, &name, &compression, &profile, &length) != 0) {
        header_out->has_iccp = 1;
        header_out->iccp_length = length;
        if (name != NULL) snprintf(header_out->iccp_name, sizeof header_out->iccp_name, "%s", name);
    }
    snprintf(header_out->iccp_warning, sizeof header_out->iccp_warning, "%s", reader->iccp_warning);
    reader->message = NULL;
    *reader_out = reader;
    return LEGIBLE_PNG_OK;
}

int legible_png_reader_icc(const legible_png_reader *reader, uint8_t *destination, size_t capacity) {
    if (reader == NULL || destination == NULL) return LEGIBLE_PNG_BAD_ARGUMENT;
    png_charp name = NULL;
    int compression = 0;
    png_bytep profile = NULL;
    png_uint_32 length = 0;
    // png_get_iCCP only reads the info struct: it cannot call png_error.
    if (!png_get_valid(reader->png, reader->info, PNG_INFO_iCCP) ||
        png_get_iCCP(reader->png, reader->info, &name, &compression, &profile, &length) == 0 ||
        profile == NULL || length > capacity) {
        return LEGIBLE_PNG_BAD_ARGUMENT;
    }
    memcpy(destination, profile, length);
    return LEGIBLE_PNG_OK;
}

int legible_png_reader_read_pixels(legible_png_reader *reader, uint8_t *destination,
                                   size_t row_stride, char *message) {
    if (reader == NULL || destination == NULL || reader->pixels_read ||
        row_stride < (size_t)reader->width * 4) {
        set_message(message, "invalid argument");
        return LEGIBLE_PNG_BAD_ARGUMENT;
    }
    reader->pixels_read = 1;
    png_bytep *volatile rows = NULL;
    reader->message = message;
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) {
        free((void *)rows);
        reader->message = NULL;
        return LEGIBLE_PNG_LIBPNG;
    }
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns)
        png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)reader->width * 4) {
        png_error(png, "unexpected row size after expansion to RGBA");
    }
    rows = malloc(sizeof(png_bytep) * (reader->height > 0 ? reader->height : 1));
    if (rows == NULL) png_error(png, "out of memory for row pointers");
    for (uint32_t y = 0; y < reader->height; y++) rows[y] = destination + (size_t)y * row_stride;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free((void *)rows);
    reader->message = NULL;
    return LEGIBLE_PNG_OK;
}
