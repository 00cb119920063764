/* SPDX-License-Identifier: Apache-2.0 */
/*
** deflate.c: DEFLATE compression that produces the very bytes Go's compress/flate writes
** at its default level (6) for Write(all), Flush(), Close(), as Terraform's base64gzip
** does: lazy matching over 4-byte hash chains (minimum match 4), blocks of at most 16384
** tokens, each written as the smallest of stored / fixed / dynamic Huffman with Go's
** length-limited code construction. zlib compresses differently (3-byte matches, its own
** trees), hence this re-implementation of the algorithm.
*/
#include <stdlib.h>

#include "interp/funcs/ext/ext.h"

enum {
    WIN_BITS = 15,
    WIN = 1 << WIN_BITS,
    WIN_MASK = WIN - 1,
    MIN_MATCH = 4,
    MAX_MATCH = 258,
    MAX_BLOCK_TOKENS = 1 << 14,
    MAX_STORE = 65535,
    HASH_BITS = 17,
    HASH_SIZE = 1 << HASH_BITS,
    HASH_MASK = HASH_SIZE - 1,
    MAX_HASH_OFFSET = 1 << 24,
    NUM_LIT = 286,
    NUM_OFF = 30,
    NUM_CG = 19,
    BAD_CODE = 255,
    END_BLOCK = 256,
    LEN_START = 257,
    /* level 6 */
    GOOD = 8,
    LAZY = 16,
    NICE = 128,
    CHAIN = 128
};

#define MATCH_TYPE (1u << 30)

static const uint8_t len_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                      2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint32_t len_base[29] = {0,  1,  2,  3,  4,  5,  6,   7,   8,   10,
                                      12, 14, 16, 20, 24, 28, 32,  40,  48,  56,
                                      64, 80, 96, 112, 128, 160, 192, 224, 255};
static const uint8_t off_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                      6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint32_t off_base[30] = {
    0x0000, 0x0001, 0x0002, 0x0003, 0x0004, 0x0006, 0x0008, 0x000c, 0x0010, 0x0018,
    0x0020, 0x0030, 0x0040, 0x0060, 0x0080, 0x00c0, 0x0100, 0x0180, 0x0200, 0x0300,
    0x0400, 0x0600, 0x0800, 0x0c00, 0x1000, 0x1800, 0x2000, 0x3000, 0x4000, 0x6000};
static const uint8_t cg_order[NUM_CG] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                         11, 4,  12, 3, 13, 2, 14, 1, 15};

typedef struct hcode {
    uint16_t code, len;
} hcode;

typedef struct node {
    uint16_t lit;
    int32_t freq;
} node;

/* ---- Huffman codes (Go's huffmanEncoder.generate) ---- */

static uint16_t rev(uint16_t x, unsigned n)
{
    uint16_t r = 0;
    for (unsigned i = 0; i < n; i++, x >>= 1)
        r = (uint16_t)(r << 1 | (x & 1));
    return r;
}

static int by_freq(const void *a, const void *b)
{
    const node *x = a, *y = b;
    if (x->freq != y->freq)
        return x->freq < y->freq ? -1 : 1;
    return (x->lit > y->lit) - (x->lit < y->lit);
}

static int by_lit(const void *a, const void *b)
{
    const node *x = a, *y = b;
    return (x->lit > y->lit) - (x->lit < y->lit);
}

typedef struct level {
    int32_t level, last_freq, next_char_freq, next_pair_freq, needed;
} level;

/* The number of literals per code length (list sorted by frequency, n >= 3). */
static void bit_counts(node *list, int32_t n, int32_t max_bits, int32_t *bit_count)
{
    list[n] = (node){UINT16_MAX, INT32_MAX};
    if (max_bits > n - 1)
        max_bits = n - 1;
    level levels[16];
    int32_t leaf[16][16];
    memset(levels, 0, sizeof levels);
    memset(leaf, 0, sizeof leaf);
    for (int32_t l = 1; l <= max_bits; l++) {
        levels[l] = (level){l, list[1].freq, list[2].freq, list[0].freq + list[1].freq, 0};
        leaf[l][l] = 2;
        if (l == 1)
            levels[l].next_pair_freq = INT32_MAX;
    }
    levels[max_bits].needed = 2 * n - 4;
    int32_t lv = max_bits;
    for (;;) {
        level *l = &levels[lv];
        if (l->next_pair_freq == INT32_MAX && l->next_char_freq == INT32_MAX) {
            l->needed = 0;
            levels[lv + 1].next_pair_freq = INT32_MAX;
            lv++;
            continue;
        }
        int32_t prev = l->last_freq;
        if (l->next_char_freq < l->next_pair_freq) {
            int32_t k = leaf[lv][lv] + 1;
            l->last_freq = l->next_char_freq;
            leaf[lv][lv] = k;
            l->next_char_freq = list[k].freq;
        } else {
            l->last_freq = l->next_pair_freq;
            memcpy(leaf[lv], leaf[lv - 1], sizeof(int32_t) * (size_t)lv);
            levels[l->level - 1].needed = 2;
        }
        if (--l->needed == 0) {
            if (l->level == max_bits)
                break;
            levels[l->level + 1].next_pair_freq = prev + l->last_freq;
            lv++;
        } else {
            while (levels[lv - 1].needed > 0)
                lv--;
        }
    }
    memset(bit_count, 0, sizeof(int32_t) * 17);
    int bits = 1;
    for (int32_t l = max_bits; l > 0; l--)
        bit_count[bits++] = leaf[max_bits][l] - leaf[max_bits][l - 1];
    bit_count[16] = max_bits; /* how many entries are meaningful: [0..max_bits] */
}

static void generate(hcode *codes, const int32_t *freq, int nfreq, int32_t max_bits, node *list)
{
    int count = 0;
    for (int i = 0; i < nfreq; i++) {
        if (freq[i])
            list[count++] = (node){(uint16_t)i, freq[i]};
        else
            codes[i].len = 0;
    }
    if (count <= 2) {
        for (int i = 0; i < count; i++) {
            codes[list[i].lit].code = (uint16_t)i;
            codes[list[i].lit].len = 1;
        }
        return;
    }
    qsort(list, (size_t)count, sizeof *list, by_freq);
    int32_t bc[17];
    bit_counts(list, count, max_bits, bc);
    int32_t nb = bc[16];
    uint16_t code = 0;
    int len = count;
    for (int32_t n = 0; n <= nb; n++) {
        code = (uint16_t)(code << 1);
        int32_t bits = n == 16 ? 0 : bc[n];
        if (n == 0 || bits == 0)
            continue;
        node *chunk = list + len - bits;
        qsort(chunk, (size_t)bits, sizeof *chunk, by_lit);
        for (int32_t i = 0; i < bits; i++) {
            codes[chunk[i].lit].code = rev(code, (unsigned)n);
            codes[chunk[i].lit].len = (uint16_t)n;
            code++;
        }
        len -= bits;
    }
}

static long bit_length(const hcode *codes, const int32_t *freq, int n)
{
    long t = 0;
    for (int i = 0; i < n; i++)
        if (freq[i])
            t += (long)freq[i] * codes[i].len;
    return t;
}

/* ---- bit writer ---- */

typedef struct bw {
    tyc_buf *out;
    uint64_t bits;
    unsigned nbits;
} bw;

static void put_bits(bw *w, uint32_t b, unsigned n)
{
    w->bits |= (uint64_t)b << w->nbits;
    w->nbits += n;
    while (w->nbits >= 8) {
        tyc_buf_addc(w->out, (char)(w->bits & 0xff));
        w->bits >>= 8;
        w->nbits -= 8;
    }
}

static void flush_bits(bw *w)
{
    if (w->nbits > 0)
        tyc_buf_addc(w->out, (char)(w->bits & 0xff));
    w->bits = 0;
    w->nbits = 0;
}

static void put_code(bw *w, hcode c) { put_bits(w, c.code, c.len); }

static void stored_header(bw *w, uint32_t len, int eof)
{
    put_bits(w, eof ? 1 : 0, 3);
    flush_bits(w);
    put_bits(w, len, 16);
    put_bits(w, (uint16_t)~len, 16);
}

/* ---- block writer (Go's huffmanBitWriter.writeBlock) ---- */

typedef struct hw {
    bw b;
    int32_t lit_freq[NUM_LIT], off_freq[NUM_OFF], cg_freq[NUM_CG];
    uint8_t codegen[NUM_LIT + NUM_OFF + 1];
    hcode lit[NUM_LIT], off[NUM_OFF], cg[NUM_CG];
    hcode fixed_lit[NUM_LIT], fixed_off[NUM_OFF];
    node list[NUM_LIT + 1];
} hw;

static void fixed_codes(hw *h)
{
    for (int ch = 0; ch < NUM_LIT; ch++) {
        uint16_t bits, size;
        if (ch < 144)
            bits = (uint16_t)(ch + 48), size = 8;
        else if (ch < 256)
            bits = (uint16_t)(ch + 400 - 144), size = 9;
        else if (ch < 280)
            bits = (uint16_t)(ch - 256), size = 7;
        else
            bits = (uint16_t)(ch + 192 - 280), size = 8;
        h->fixed_lit[ch] = (hcode){rev(bits, size), size};
    }
    for (int i = 0; i < NUM_OFF; i++)
        h->fixed_off[i] = (hcode){rev((uint16_t)i, 5), 5};
}

static int len_code(uint32_t xlen)
{
    int c = 28;
    while (len_base[c] > xlen)
        c--;
    return c;
}

static int off_code(uint32_t xoff)
{
    int c = 29;
    while (off_base[c] > xoff)
        c--;
    return c;
}

static void gen_codegen(hw *h, int nlit, int noff)
{
    memset(h->cg_freq, 0, sizeof h->cg_freq);
    uint8_t *cg = h->codegen;
    for (int i = 0; i < nlit; i++)
        cg[i] = (uint8_t)h->lit[i].len;
    for (int i = 0; i < noff; i++)
        cg[nlit + i] = (uint8_t)h->off[i].len;
    cg[nlit + noff] = BAD_CODE;
    uint8_t size = cg[0];
    int count = 1, out = 0;
    for (int in = 1; size != BAD_CODE; in++) {
        uint8_t next = cg[in];
        if (next == size) {
            count++;
            continue;
        }
        if (size != 0) {
            cg[out++] = size;
            h->cg_freq[size]++;
            count--;
            while (count >= 3) {
                int n = count < 6 ? count : 6;
                cg[out++] = 16;
                cg[out++] = (uint8_t)(n - 3);
                h->cg_freq[16]++;
                count -= n;
            }
        } else {
            while (count >= 11) {
                int n = count < 138 ? count : 138;
                cg[out++] = 18;
                cg[out++] = (uint8_t)(n - 11);
                h->cg_freq[18]++;
                count -= n;
            }
            if (count >= 3) {
                cg[out++] = 17;
                cg[out++] = (uint8_t)(count - 3);
                h->cg_freq[17]++;
                count = 0;
            }
        }
        count--;
        for (; count >= 0; count--) {
            cg[out++] = size;
            h->cg_freq[size]++;
        }
        size = next;
        count = 1;
    }
    cg[out] = BAD_CODE;
}

static void write_block(hw *h, uint32_t *tokens, int ntok, int eof, const unsigned char *input,
                        long inlen)
{
    tokens[ntok++] = END_BLOCK;
    memset(h->lit_freq, 0, sizeof h->lit_freq);
    memset(h->off_freq, 0, sizeof h->off_freq);
    for (int i = 0; i < ntok; i++) {
        uint32_t t = tokens[i];
        if (t < MATCH_TYPE) {
            h->lit_freq[t]++;
            continue;
        }
        h->lit_freq[LEN_START + len_code((t - MATCH_TYPE) >> 22)]++;
        h->off_freq[off_code(t & ((1u << 22) - 1))]++;
    }
    int nlit = NUM_LIT;
    while (h->lit_freq[nlit - 1] == 0)
        nlit--;
    int noff = NUM_OFF;
    while (noff > 0 && h->off_freq[noff - 1] == 0)
        noff--;
    if (noff == 0) {
        h->off_freq[0] = 1;
        noff = 1;
    }
    generate(h->lit, h->lit_freq, NUM_LIT, 15, h->list);
    generate(h->off, h->off_freq, NUM_OFF, 15, h->list);
    long extra = 0;
    int storable = input && inlen <= MAX_STORE;
    long stored = storable ? (inlen + 5) * 8 : 0;
    if (storable) {
        for (int c = LEN_START + 8; c < nlit; c++)
            extra += (long)h->lit_freq[c] * len_extra[c - LEN_START];
        for (int c = 4; c < noff; c++)
            extra += (long)h->off_freq[c] * off_extra[c];
    }
    const hcode *le = h->fixed_lit, *oe = h->fixed_off;
    long size = 3 + bit_length(h->fixed_lit, h->lit_freq, NUM_LIT) +
                bit_length(h->fixed_off, h->off_freq, NUM_OFF) + extra;
    gen_codegen(h, nlit, noff);
    generate(h->cg, h->cg_freq, NUM_CG, 7, h->list);
    int ncg = NUM_CG;
    while (ncg > 4 && h->cg_freq[cg_order[ncg - 1]] == 0)
        ncg--;
    long dyn = 3 + 5 + 5 + 4 + 3 * ncg + bit_length(h->cg, h->cg_freq, NUM_CG) +
               (long)h->cg_freq[16] * 2 + (long)h->cg_freq[17] * 3 + (long)h->cg_freq[18] * 7 +
               bit_length(h->lit, h->lit_freq, NUM_LIT) + bit_length(h->off, h->off_freq, NUM_OFF) +
               extra;
    if (dyn < size) {
        size = dyn;
        le = h->lit;
        oe = h->off;
    }
    bw *w = &h->b;
    if (storable && stored < size) {
        stored_header(w, (uint32_t)inlen, eof);
        tyc_buf_add(w->out, input, (size_t)inlen);
        return;
    }
    if (le == h->fixed_lit) {
        put_bits(w, eof ? 3 : 2, 3);
    } else {
        put_bits(w, eof ? 5 : 4, 3);
        put_bits(w, (uint32_t)(nlit - 257), 5);
        put_bits(w, (uint32_t)(noff - 1), 5);
        put_bits(w, (uint32_t)(ncg - 4), 4);
        for (int i = 0; i < ncg; i++)
            put_bits(w, h->cg[cg_order[i]].len, 3);
        for (int i = 0;;) {
            int cw = h->codegen[i++];
            if (cw == BAD_CODE)
                break;
            put_code(w, h->cg[cw]);
            if (cw == 16)
                put_bits(w, h->codegen[i++], 2);
            else if (cw == 17)
                put_bits(w, h->codegen[i++], 3);
            else if (cw == 18)
                put_bits(w, h->codegen[i++], 7);
        }
    }
    for (int i = 0; i < ntok; i++) {
        uint32_t t = tokens[i];
        if (t < MATCH_TYPE) {
            put_code(w, le[t]);
            continue;
        }
        uint32_t xl = (t - MATCH_TYPE) >> 22, xo = t & ((1u << 22) - 1);
        int lc = len_code(xl);
        put_code(w, le[lc + LEN_START]);
        if (len_extra[lc])
            put_bits(w, xl - len_base[lc], len_extra[lc]);
        int oc = off_code(xo);
        put_code(w, oe[oc]);
        if (off_extra[oc])
            put_bits(w, xo - off_base[oc], off_extra[oc]);
    }
}

/* ---- the compressor (Go's compressor.deflate at level 6) ---- */

typedef struct comp {
    hw *h;
    unsigned char *window; /* 2 * WIN */
    uint32_t *head, *prev;
    uint32_t *tokens;      /* MAX_BLOCK_TOKENS + 1 */
    int ntok;
    int chain_head, hash_offset, index, window_end, block_start, byte_available;
    int length, offset, max_insert;
    uint32_t hash;
    int sync;
} comp;

static uint32_t hash4(const unsigned char *b)
{
    uint32_t v = (uint32_t)b[3] | (uint32_t)b[2] << 8 | (uint32_t)b[1] << 16 | (uint32_t)b[0] << 24;
    return (v * 0x1e35a7bdu) >> (32 - HASH_BITS);
}

static void flush_block(comp *d, int index)
{
    if (index > 0) {
        const unsigned char *win = d->block_start <= index ? d->window + d->block_start : NULL;
        long n = d->block_start <= index ? index - d->block_start : 0;
        d->block_start = index;
        write_block(d->h, d->tokens, d->ntok, 0, win, n);
    }
    d->ntok = 0;
}

static int fill(comp *d, const unsigned char *b, size_t n)
{
    if (d->index >= 2 * WIN - (MIN_MATCH + MAX_MATCH)) {
        memmove(d->window, d->window + WIN, WIN);
        d->index -= WIN;
        d->window_end -= WIN;
        d->block_start = d->block_start >= WIN ? d->block_start - WIN : INT32_MAX;
        d->hash_offset += WIN;
        if (d->hash_offset > MAX_HASH_OFFSET) {
            int delta = d->hash_offset - 1;
            d->hash_offset -= delta;
            d->chain_head -= delta;
            for (int i = 0; i < WIN; i++)
                d->prev[i] = (int)d->prev[i] > delta ? (uint32_t)((int)d->prev[i] - delta) : 0;
            for (int i = 0; i < HASH_SIZE; i++)
                d->head[i] = (int)d->head[i] > delta ? (uint32_t)((int)d->head[i] - delta) : 0;
        }
    }
    size_t room = (size_t)(2 * WIN - d->window_end);
    size_t k = n < room ? n : room;
    memcpy(d->window + d->window_end, b, k);
    d->window_end += (int)k;
    return (int)k;
}

static int find_match(comp *d, int pos, int prev_head, int prev_length, int lookahead,
                      int *out_len, int *out_off)
{
    int min_look = lookahead < MAX_MATCH ? lookahead : MAX_MATCH;
    const unsigned char *win = d->window;
    int wlen = pos + min_look;
    int nice = wlen - pos < NICE ? wlen - pos : NICE;
    int tries = CHAIN, length = prev_length, ok = 0;
    if (length >= GOOD)
        tries >>= 2;
    unsigned char wend = win[pos + length];
    int min_index = pos - WIN;
    for (int i = prev_head; tries > 0; tries--) {
        if (wend == win[i + length]) {
            int n = 0;
            while (n < min_look && win[i + n] == win[pos + n])
                n++;
            if (n > length && (n > MIN_MATCH || pos - i <= 4096)) {
                length = n;
                *out_off = pos - i;
                ok = 1;
                if (n >= nice)
                    break;
                wend = win[pos + n];
            }
        }
        if (i == min_index)
            break;
        i = (int)d->prev[i & WIN_MASK] - d->hash_offset;
        if (i < min_index || i < 0)
            break;
    }
    *out_len = length;
    return ok;
}

static void insert(comp *d, int at)
{
    d->hash = hash4(d->window + at);
    uint32_t *hh = &d->head[d->hash & HASH_MASK];
    d->prev[at & WIN_MASK] = *hh;
    *hh = (uint32_t)(at + d->hash_offset);
}

static void step(comp *d)
{
    if (d->window_end - d->index < MIN_MATCH + MAX_MATCH && !d->sync)
        return;
    d->max_insert = d->window_end - (MIN_MATCH - 1);
    if (d->index < d->max_insert)
        d->hash = hash4(d->window + d->index);
    for (;;) {
        int lookahead = d->window_end - d->index;
        if (lookahead < MIN_MATCH + MAX_MATCH) {
            if (!d->sync)
                break;
            if (lookahead == 0) {
                if (d->byte_available) {
                    d->tokens[d->ntok++] = d->window[d->index - 1];
                    d->byte_available = 0;
                }
                if (d->ntok > 0)
                    flush_block(d, d->index);
                break;
            }
        }
        if (d->index < d->max_insert) {
            d->hash = hash4(d->window + d->index);
            uint32_t *hh = &d->head[d->hash & HASH_MASK];
            d->chain_head = (int)*hh;
            d->prev[d->index & WIN_MASK] = (uint32_t)d->chain_head;
            *hh = (uint32_t)(d->index + d->hash_offset);
        }
        int prev_length = d->length, prev_offset = d->offset;
        d->length = MIN_MATCH - 1;
        d->offset = 0;
        int min_index = d->index - WIN < 0 ? 0 : d->index - WIN;
        if (d->chain_head - d->hash_offset >= min_index && lookahead > prev_length &&
            prev_length < LAZY) {
            int nl, no = 0;
            if (find_match(d, d->index, d->chain_head - d->hash_offset, MIN_MATCH - 1,
                           lookahead, &nl, &no)) {
                d->length = nl;
                d->offset = no;
            }
        }
        if (prev_length >= MIN_MATCH && d->length <= prev_length) {
            d->tokens[d->ntok++] = MATCH_TYPE + ((uint32_t)(prev_length - 3) << 22) +
                                   (uint32_t)(prev_offset - 1);
            int new_index = d->index + prev_length - 1;
            for (d->index++; d->index < new_index; d->index++)
                if (d->index < d->max_insert)
                    insert(d, d->index);
            d->byte_available = 0;
            d->length = MIN_MATCH - 1;
            if (d->ntok == MAX_BLOCK_TOKENS)
                flush_block(d, d->index);
        } else {
            if (d->byte_available) {
                int i = d->index - 1;
                d->tokens[d->ntok++] = d->window[i];
                if (d->ntok == MAX_BLOCK_TOKENS)
                    flush_block(d, i + 1);
            }
            d->index++;
            d->byte_available = 1;
        }
    }
}

int tyc_x_go_deflate(tyc_arena *a, const unsigned char *in, size_t n, tyc_buf *out)
{
    comp d;
    memset(&d, 0, sizeof d);
    d.h = TYC_NEW(a, hw);
    d.window = TYC_NEWN(a, unsigned char, 2 * WIN);
    d.head = TYC_NEWN(a, uint32_t, HASH_SIZE);
    d.prev = TYC_NEWN(a, uint32_t, WIN);
    d.tokens = TYC_NEWN(a, uint32_t, MAX_BLOCK_TOKENS + 1);
    if (!d.h || !d.window || !d.head || !d.prev || !d.tokens)
        return -1;
    d.h->b.out = out;
    fixed_codes(d.h);
    d.hash_offset = 1;
    d.length = MIN_MATCH - 1;
    d.chain_head = -1;
    while (n > 0) { /* Write */
        step(&d);
        int k = fill(&d, in, n);
        in += k;
        n -= (size_t)k;
    }
    d.sync = 1; /* Flush */
    step(&d);
    stored_header(&d.h->b, 0, 0);
    flush_bits(&d.h->b);
    step(&d); /* Close */
    stored_header(&d.h->b, 0, 1);
    flush_bits(&d.h->b);
    return tyc_buf_failed(out) ? -1 : 0;
}
