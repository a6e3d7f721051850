#ifndef CLEGIBLEPNG_H
#define CLEGIBLEPNG_H
/*
 * Legible's front end to libpng's full API.
 *
 * Every function here that calls libpng sets its own setjmp first and turns a libpng error
 * (a longjmp) into a return code plus a NUL-terminated message, so Swift never sees a longjmp.
 * Everything a function allocates is freed on every path, except the reader handle, which the
 * caller frees with legible_png_reader_close (safe on NULL and after any failure).
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Return codes of the functions below.
enum {
    LEGIBLE_PNG_OK = 0,
    /// The first 8 bytes are not the PNG signature (message says how they differ).
    LEGIBLE_PNG_NOT_PNG = 1,
    /// libpng reported an error (truncated data, bad CRC, invalid header...); see the message.
    LEGIBLE_PNG_LIBPNG = 2,
    /// The header's width, height or pixel count exceeds the caller's cap; nothing was allocated.
    LEGIBLE_PNG_TOO_LARGE = 3,
    /// Memory could not be allocated.
    LEGIBLE_PNG_NO_MEMORY = 4,
    /// A file could not be opened or written (errno text in the message).
    LEGIBLE_PNG_IO = 5,
    /// An argument was invalid (null pointer, zero size, stride too small).
    LEGIBLE_PNG_BAD_ARGUMENT = 6
};

/// Size of the message buffers the caller passes in.
#define LEGIBLE_PNG_MESSAGE_CAPACITY 256

/// Caps applied before any pixel memory is allocated.
typedef struct legible_png_limits {
    /// Largest accepted width and height (also given to png_set_user_limits).
    uint32_t max_side;
    /// Largest accepted width * height.
    uint64_t max_pixels;
    /// Largest decompressed ancillary chunk, in bytes (png_set_chunk_malloc_max).
    uint32_t max_chunk_bytes;
    /// Largest number of ancillary chunks kept in memory (png_set_chunk_cache_max).
    uint32_t max_chunk_count;
} legible_png_limits;

/// What the header and the color chunks before the image data say.
typedef struct legible_png_header {
    uint32_t width;
    uint32_t height;
    /// Bits per sample as stored: 1, 2, 4, 8 or 16.
    int32_t bit_depth;
    /// PNG color type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
    int32_t color_type;
    /// 1 for Adam7, 0 for none.
    int32_t interlaced;
    /* sRGB, gAMA, cHRM and cICP are fixed-size chunks that the Swift side reads from the bytes
       (libpng 1.6 reports a gAMA it inferred from sRGB as if it had been stored). */
    /// 1 when an iCCP chunk is present; the profile bytes come from legible_png_reader_icc.
    int32_t has_iccp;
    /// The iCCP profile name (Latin-1, NUL-terminated, at most 79 characters).
    char iccp_name[80];
    /// Length of the decompressed ICC profile, in bytes.
    uint32_t iccp_length;
    /// libpng's first warning about an iCCP chunk (NUL-terminated, empty when none), such as
    /// "iCCP: chunk data is too large": with has_iccp 0 it says why the profile was dropped.
    char iccp_warning[LEGIBLE_PNG_MESSAGE_CAPACITY];
} legible_png_header;

/// An open reader: opaque to the caller.
typedef struct legible_png_reader legible_png_reader;

/// Starts decoding a PNG held in memory: checks the signature, reads the header and every chunk
/// before the first IDAT, and checks the dimensions against `limits` before allocating pixels.
///
/// The bytes must stay alive and unchanged until legible_png_reader_close. On success returns
/// LEGIBLE_PNG_OK and stores the reader in *reader_out; on failure returns a code, writes a
/// message into `message` (capacity LEGIBLE_PNG_MESSAGE_CAPACITY) and stores NULL.
int legible_png_reader_open(const uint8_t *bytes, size_t count, const legible_png_limits *limits,
                            legible_png_reader **reader_out, legible_png_header *header_out,
                            char *message);

/// Copies the embedded ICC profile (header_out->iccp_length bytes) into `destination`.
/// Returns LEGIBLE_PNG_OK, or LEGIBLE_PNG_BAD_ARGUMENT when there is no profile or
/// `capacity` is too small.
int legible_png_reader_icc(const legible_png_reader *reader, uint8_t *destination, size_t capacity);

/// Decodes every pixel as 8-bit RGBA (straight alpha, stored samples: no gamma conversion) into
/// `destination`, row-major from the top-left, `row_stride` bytes apart (at least width * 4).
///
/// Palettes and tRNS expand to RGBA; gray below 8 bits scales to 0...255; 16-bit samples reduce
/// with png_set_scale_16, (v * 255 + 32767) / 65535; Adam7 is deinterlaced. Call at most once.
int legible_png_reader_read_pixels(legible_png_reader *reader, uint8_t *destination,
                                   size_t row_stride, char *message);

/// Frees the reader and everything libpng allocated for it. Safe on NULL.
void legible_png_reader_close(legible_png_reader *reader);

/// Row filters for writing (PNG_FILTER_* bits).
enum {
    LEGIBLE_PNG_FILTER_NONE = 0x08,
    LEGIBLE_PNG_FILTER_SUB = 0x10,
    LEGIBLE_PNG_FILTER_UP = 0x20,
    LEGIBLE_PNG_FILTER_AVG = 0x40,
    LEGIBLE_PNG_FILTER_PAETH = 0x80,
    LEGIBLE_PNG_FILTER_ALL = 0xf8
};

/// Writes 8-bit RGBA pixels as a non-interlaced 8-bit PNG to a NEW file at `path` (created with
/// O_EXCL, so an existing file is never overwritten). The image is written as RGB (alpha dropped)
/// when `write_alpha` is 0, else as RGBA. `srgb_chunk` non-zero adds an sRGB chunk
/// (perceptual intent). `zlib_level` is 0...9; `filters` is a mask of LEGIBLE_PNG_FILTER_*.
/// On failure the partly written file is removed.
int legible_png_write_file(const char *path, const uint8_t *pixels, uint32_t width, uint32_t height,
                           size_t row_stride, int write_alpha, int srgb_chunk, int zlib_level,
                           int filters, char *message);

#ifdef __cplusplus
}
#endif
#endif
