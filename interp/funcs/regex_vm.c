/* SPDX-License-Identifier: Apache-2.0 */
/*
** regex_vm.c: the Pike VM: simulates all NFA threads in lock step over the input, in
** priority order (leftmost-first, like Go's regexp), each with a reference-counted capture
** vector. Time O(input * program), memory O(program * captures).
*/
#include "interp/funcs/regex_int.h"
#include "runtime/base/str.h"

typedef struct capv {
    struct capv *next_free;
    uint32_t refs;
    long v[];
} capv;

typedef struct thr {
    uint32_t pc;
    capv *c;
} thr;

typedef struct tlist {
    thr *t;
    uint32_t n;
} tlist;

typedef struct vm {
    const tyc_re *re;
    tyc_arena *a;
    const char *s;
    size_t n;
    uint32_t nslot;
    capv *free;
    uint32_t *mark; /* generation per pc */
    uint32_t gen;
    thr *stack;
    int oom;
} vm;

static capv *cap_new(vm *m)
{
    capv *c = m->free;
    if (c)
        m->free = c->next_free;
    else if (!(c = tyc_alloc(m->a, sizeof(capv) + m->nslot * sizeof(long)))) {
        m->oom = 1;
        return NULL;
    }
    c->refs = 1;
    return c;
}

static void cap_dec(vm *m, capv *c)
{
    if (c && --c->refs == 0) {
        c->next_free = m->free;
        m->free = c;
    }
}

static int is_word(int c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           c == '_';
}

static int assert_ok(const vm *m, uint32_t kind, size_t pos)
{
    int before = pos > 0 ? (unsigned char)m->s[pos - 1] : -1;
    int after = pos < m->n ? (unsigned char)m->s[pos] : -1;
    switch (kind) {
    case A_BOT: return pos == 0;
    case A_EOT: return pos == m->n;
    case A_BOL: return pos == 0 || before == '\n';
    case A_EOL: return pos == m->n || after == '\n';
    case A_WORDB: return is_word(before) != is_word(after);
    default: return is_word(before) == is_word(after);
    }
}

/* Adds the thread (pc, c) and everything reachable by empty transitions to l, in priority
** order. Takes over the reference c. */
static void add(vm *m, tlist *l, uint32_t pc, capv *c, size_t pos)
{
    uint32_t sp = 0;
    m->stack[sp++] = (thr){pc, c};
    while (sp) {
        thr t = m->stack[--sp];
        if (m->mark[t.pc] == m->gen) {
            cap_dec(m, t.c);
            continue;
        }
        m->mark[t.pc] = m->gen;
        const inst *in = &m->re->prog[t.pc];
        switch (in->op) {
        case I_JMP:
            m->stack[sp++] = (thr){in->x, t.c};
            break;
        case I_SPLIT:
            t.c->refs++;
            m->stack[sp++] = (thr){in->y, t.c};
            m->stack[sp++] = (thr){in->x, t.c};
            break;
        case I_SAVE: {
            capv *n = cap_new(m);
            if (!n) {
                cap_dec(m, t.c);
                break;
            }
            memcpy(n->v, t.c->v, m->nslot * sizeof(long));
            n->v[in->x] = (long)pos;
            cap_dec(m, t.c);
            m->stack[sp++] = (thr){t.pc + 1, n};
            break;
        }
        case I_ASSERT:
            if (assert_ok(m, in->x, pos))
                m->stack[sp++] = (thr){t.pc + 1, t.c};
            else
                cap_dec(m, t.c);
            break;
        default:
            l->t[l->n++] = t;
        }
    }
}

static int class_has(const inst *in, int32_t cp)
{
    uint32_t lo = 0, hi = in->nrng;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (cp < in->rng[2 * mid])
            hi = mid;
        else if (cp > in->rng[2 * mid + 1])
            lo = mid + 1;
        else
            return 1;
    }
    return 0;
}

int tyc_re_exec(const tyc_re *re, tyc_arena *a, const char *s, size_t n, size_t from,
                long *caps)
{
    vm m = {re, a, s, n, 2 * (re->ncap + 1), NULL, NULL, 0, NULL, 0};
    tlist cl = {TYC_NEWN(a, thr, re->len), 0}, nl = {TYC_NEWN(a, thr, re->len), 0};
    m.mark = TYC_NEWN(a, uint32_t, re->len);
    m.stack = TYC_NEWN(a, thr, 2 * re->len + 2);
    if (!cl.t || !nl.t || !m.mark || !m.stack)
        return -1;
    int matched = 0;
    for (size_t pos = from;; ) {
        m.gen++;
        /* the threads carried over were added to cl under the previous generation */
        for (uint32_t i = 0; i < cl.n; i++)
            m.mark[cl.t[i].pc] = m.gen;
        if (!matched) {
            capv *c = cap_new(&m);
            if (!c)
                return -1;
            for (uint32_t i = 0; i < m.nslot; i++)
                c->v[i] = -1;
            add(&m, &cl, 0, c, pos);
        }
        if (m.oom)
            return -1;
        if (cl.n == 0 && matched)
            break;
        int32_t cp = -1;
        int len = 0;
        if (pos < n) {
            len = tyc_utf8_decode(s + pos, n - pos, &cp);
            if (len < 0) {
                len = 1;
                cp = 0xFFFD;
            }
        }
        m.gen++;
        nl.n = 0;
        for (uint32_t i = 0; i < cl.n; i++) {
            thr t = cl.t[i];
            const inst *in = &re->prog[t.pc];
            int ok = 0;
            switch (in->op) {
            case I_MATCH:
                memcpy(caps, t.c->v, m.nslot * sizeof(long));
                matched = 1;
                for (uint32_t j = i; j < cl.n; j++)
                    cap_dec(&m, cl.t[j].c);
                i = cl.n;
                continue;
            case I_CLASS: ok = cp >= 0 && class_has(in, cp); break;
            case I_ANY: ok = cp >= 0 && cp != '\n'; break;
            case I_ANYNL: ok = cp >= 0; break;
            }
            if (ok)
                add(&m, &nl, t.pc + 1, t.c, pos + (size_t)len);
            else
                cap_dec(&m, t.c);
        }
        if (m.oom)
            return -1;
        tlist tmp = cl;
        cl = nl;
        nl = tmp;
        if (pos >= n)
            break;
        pos += (size_t)len;
    }
    for (uint32_t i = 0; i < cl.n; i++) {
        if (re->prog[cl.t[i].pc].op == I_MATCH) {
            memcpy(caps, cl.t[i].c->v, m.nslot * sizeof(long));
            return 1;
        }
    }
    return matched;
}
