/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_server.c: one LSP session: the message loop, the lifecycle (initialize, shutdown,
** exit), document notifications, feature requests, and JSON-RPC errors for everything else
** (malformed messages, unknown methods, requests before initialize or after shutdown). No
** input makes the server stop other than `exit` or the end of the input.
*/
#define _POSIX_C_SOURCE 200809L
#include "interp/lsp/lsp_tf.h"

#include <unistd.h>

#include "interp/config/overlay.h"

#define MAX_MESSAGE ((size_t)1 << 30)

lsp_doc *lsp_find_doc(lsp_srv *s, const char *uri)
{
    for (size_t i = 0; uri && i < s->ndocs; i++)
        if (!strcmp(s->docs[i]->uri, uri))
            return s->docs[i];
    return NULL;
}

static int send(lsp_srv *s, json_t *msg)
{
    if (!msg)
        return 0;
    json_object_set_new(msg, "jsonrpc", json_string("2.0"));
    int rc = lsp_write(&s->io, msg);
    json_decref(msg);
    return rc;
}

int lsp_notify(lsp_srv *s, const char *method, json_t *params)
{
    return send(s, json_pack("{s:s,s:o}", "method", method, "params", params ? params : json_null()));
}

static int reply(lsp_srv *s, const json_t *id, json_t *result)
{
    return send(s, json_pack("{s:O,s:o}", "id", id, "result", result ? result : json_null()));
}

static int reply_error(lsp_srv *s, const json_t *id, int code, const char *msg)
{
    return send(s, json_pack("{s:O,s:{s:i,s:s}}", "id", id ? id : json_null(), "error", "code",
                             code, "message", msg));
}

/* ---- lifecycle ---- */

static json_t *capabilities(lsp_srv *s)
{
    const char *enc = s->enc == ENC_UTF8 ? "utf-8" : s->enc == ENC_UTF32 ? "utf-32" : "utf-16";
    return json_pack(
        "{s:{s:s,s:{s:b,s:i,s:{s:b}},s:b,s:{s:[s,s,s],s:b},s:b,s:{s:[s]}},s:{s:s,s:s}}",
        "capabilities", "positionEncoding", enc, "textDocumentSync", "openClose", 1, "change", 2,
        "save", "includeText", 0, "hoverProvider", 1, "completionProvider", "triggerCharacters",
        "{", "=", "\"", "resolveProvider", 0, "definitionProvider", 1, "codeActionProvider",
        "codeActionKinds", "quickfix", "serverInfo", "name", "tycon", "version", "0.1.0");
}

static void choose_encoding(lsp_srv *s, const json_t *params)
{
    json_t *encs = json_object_get(json_object_get(json_object_get(params, "capabilities"),
                                                   "general"),
                                   "positionEncodings");
    s->enc = ENC_UTF16;
    for (size_t i = 0; i < json_array_size(encs); i++) {
        const char *e = json_string_value(json_array_get(encs, i));
        if (e && !strcmp(e, "utf-8")) {
            s->enc = ENC_UTF8;
            return;
        }
        if (e && !strcmp(e, "utf-32"))
            s->enc = ENC_UTF32;
    }
}

static int initialize(lsp_srv *s, const json_t *id, const json_t *params)
{
    if (s->initialized)
        return reply_error(s, id, LSP_INVALID_REQUEST, "initialize was already called");
    if (!json_is_object(params))
        return reply_error(s, id, LSP_INVALID_PARAMS, "initialize needs params");
    choose_encoding(s, params);
    const char *root_uri = json_string_value(json_object_get(params, "rootUri"));
    json_t *folders = json_object_get(params, "workspaceFolders");
    if (!root_uri && json_array_size(folders))
        root_uri = json_string_value(json_object_get(json_array_get(folders, 0), "uri"));
    s->root = root_uri ? lsp_uri_path(s->meta, root_uri) : NULL;
    if (!s->root && json_string_value(json_object_get(params, "rootPath")))
        s->root = lsp_path_clean(s->meta, json_string_value(json_object_get(params, "rootPath")));
    lsp_read_maps(s, json_object_get(params, "initializationOptions"));
    json_t *wcap = json_object_get(json_object_get(json_object_get(params, "capabilities"),
                                                   "workspace"),
                                   "didChangeWatchedFiles");
    s->watch_dynamic = json_is_true(json_object_get(wcap, "dynamicRegistration"));
    s->initialized = 1;
    return reply(s, id, capabilities(s));
}

/* After `initialized`: asks the client to watch the module files when it can. */
static int register_watchers(lsp_srv *s)
{
    if (!s->watch_dynamic)
        return 0;
    /* *.json: .tf.json, .tfvars.json and the provider schema files of .tycon.hcl */
    json_t *w = json_pack("[{s:s},{s:s},{s:s},{s:s}]", "globPattern", "**/*.tf", "globPattern",
                          "**/*.json", "globPattern", "**/*.tfvars", "globPattern",
                          "**/.tycon.hcl");
    return send(s, json_pack("{s:I,s:s,s:{s:[{s:s,s:s,s:{s:o}}]}}", "id",
                             (json_int_t)++s->next_id, "method", "client/registerCapability",
                             "params", "registrations", "id", "tycon-watch", "method",
                             "workspace/didChangeWatchedFiles", "registerOptions", "watchers", w));
}

/* ---- documents ---- */

static int did_open(lsp_srv *s, const json_t *params)
{
    json_t *td = json_object_get(params, "textDocument");
    const char *uri = json_string_value(json_object_get(td, "uri"));
    json_t *text = json_object_get(td, "text");
    if (!uri || !json_is_string(text))
        return 0;
    lsp_doc *d = lsp_find_doc(s, uri);
    if (!d) {
        if (s->ndocs == s->cap) {
            size_t nc = s->cap ? s->cap * 2 : 8;
            lsp_doc **nv = tyc_mem_realloc(s->ctx, s->docs, sizeof *nv * s->cap, sizeof *nv * nc);
            if (!nv)
                return 0;
            s->docs = nv;
            s->cap = nc;
        }
        d = tyc_mem_alloc(s->ctx, sizeof *d);
        if (!d)
            return 0;
        memset(d, 0, sizeof *d);
        if (!(d->meta = tyc_arena_new(s->ctx)) || !(d->uri = tyc_strndup(d->meta, uri, strlen(uri)))) {
            lsp_doc_free(s->ctx, d);
            return 0;
        }
        d->path = lsp_uri_path(d->meta, uri);
        d->kind = lsp_doc_kind(d->path);
        s->docs[s->ndocs++] = d;
    }
    d->version = json_integer_value(json_object_get(td, "version"));
    if (lsp_doc_set(s->ctx, d, json_string_value(text), json_string_length(text)) < 0)
        return 0;
    return lsp_analyse_module(s, d);
}

static int did_change(lsp_srv *s, const json_t *params)
{
    json_t *td = json_object_get(params, "textDocument");
    lsp_doc *d = lsp_find_doc(s, json_string_value(json_object_get(td, "uri")));
    json_t *changes = json_object_get(params, "contentChanges");
    if (!d || !json_is_array(changes))
        return 0;
    for (size_t i = 0; i < json_array_size(changes); i++)
        if (lsp_doc_change(s->ctx, d, json_array_get(changes, i), s->enc) != 0)
            break;
    d->version = json_integer_value(json_object_get(td, "version"));
    return lsp_analyse_module(s, d);
}

static int did_close(lsp_srv *s, const json_t *params)
{
    json_t *td = json_object_get(params, "textDocument");
    lsp_doc *d = lsp_find_doc(s, json_string_value(json_object_get(td, "uri")));
    if (!d)
        return 0;
    int rc = 0;
    if (d->published)
        rc = lsp_notify(s, "textDocument/publishDiagnostics",
                        json_pack("{s:s,s:[]}", "uri", d->uri, "diagnostics"));
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i] == d) {
            s->docs[i] = s->docs[--s->ndocs];
            break;
        }
    int tf = d->kind == DOC_TF;
    lsp_doc_free(s->ctx, d);
    /* the disk copy now stands for a closed file: the analyses that read it see that */
    return rc < 0 ? -1 : tf ? lsp_analyse_all(s) : lsp_tf_refresh(s, NULL);
}

/* ---- requests on a position ---- */

/* The document and byte offset of a TextDocumentPositionParams, or NULL. */
static lsp_doc *at_position(lsp_srv *s, const json_t *params, size_t *off)
{
    lsp_doc *d = lsp_find_doc(s, json_string_value(json_object_get(
                                     json_object_get(params, "textDocument"), "uri")));
    json_t *pos = json_object_get(params, "position");
    json_t *l = json_object_get(pos, "line"), *c = json_object_get(pos, "character");
    if (!d || !json_is_integer(l) || !json_is_integer(c) || json_integer_value(l) < 0 ||
        json_integer_value(c) < 0)
        return NULL;
    *off = lsp_offset(d->text, d->len, json_integer_value(l), json_integer_value(c), s->enc);
    return d;
}

static int position_request(lsp_srv *s, const char *method, const json_t *id, const json_t *params)
{
    size_t off;
    lsp_doc *d = at_position(s, params, &off);
    if (!d)
        return json_is_object(params) &&
                       json_is_object(json_object_get(params, "position"))
                   ? reply(s, id, json_null()) /* a document that is not open */
                   : reply_error(s, id, LSP_INVALID_PARAMS, "expected a text document position");
    tyc_arena *a = tyc_arena_new(s->ctx);
    if (!a)
        return reply_error(s, id, LSP_INTERNAL_ERROR, "out of memory");
    json_t *r = NULL;
    if (d->kind == DOC_TFVARS || d->kind == DOC_TFVARS_JSON) {
        if (!strcmp(method, "textDocument/hover"))
            r = lsp_hover(s, d, off, a);
        else if (!strcmp(method, "textDocument/definition"))
            r = lsp_definition(s, d, off, a);
        else
            r = lsp_completion(s, d, off, a);
    } else if (d->kind == DOC_TF && d->path && !lsp_is_json(d->path)) {
        if (!strcmp(method, "textDocument/hover"))
            r = lsp_tf_hover(s, d, off, a);
        else if (!strcmp(method, "textDocument/definition"))
            r = lsp_tf_definition(s, d, off, a);
        else
            r = lsp_tf_completion(s, d, off, a);
    }
    tyc_arena_free(a);
    s->ctx->oom = 0;
    return reply(s, id, r);
}

static int watched(lsp_srv *s, const json_t *params)
{
    (void)params; /* any module, tfvars or mapping file may matter to any open document */
    return lsp_analyse_all(s);
}

/* A saved document that is no configuration or values file (.tycon.hcl, a schema file open
** in the editor) may change every analysis, as a watched-file event would say. */
static int saved(lsp_srv *s, const json_t *params)
{
    lsp_doc *d = lsp_find_doc(s, json_string_value(json_object_get(
                                     json_object_get(params, "textDocument"), "uri")));
    return d && d->kind == DOC_OTHER ? lsp_analyse_all(s) : 0;
}

/* ---- dispatch ---- */

static int request(lsp_srv *s, const char *method, const json_t *id, const json_t *params)
{
    if (!strcmp(method, "initialize"))
        return initialize(s, id, params);
    if (!s->initialized)
        return reply_error(s, id, LSP_NOT_INITIALIZED, "the server is not initialized");
    if (s->shutdown)
        return reply_error(s, id, LSP_INVALID_REQUEST, "the server is shutting down");
    if (!strcmp(method, "shutdown")) {
        s->shutdown = 1;
        return reply(s, id, json_null());
    }
    if (!strcmp(method, "textDocument/hover") || !strcmp(method, "textDocument/definition") ||
        !strcmp(method, "textDocument/completion"))
        return position_request(s, method, id, params);
    if (!strcmp(method, "textDocument/codeAction")) {
        lsp_doc *d = lsp_find_doc(s, json_string_value(json_object_get(
                                         json_object_get(params, "textDocument"), "uri")));
        if (!json_is_object(params))
            return reply_error(s, id, LSP_INVALID_PARAMS, "expected code action params");
        return reply(s, id, d ? lsp_code_actions(s, d, params) : json_array());
    }
    return reply_error(s, id, LSP_METHOD_NOT_FOUND, "unknown method");
}

static int notification(lsp_srv *s, const char *method, const json_t *params)
{
    if (!strcmp(method, "exit")) {
        s->exited = 1;
        return 0;
    }
    if (!s->initialized || s->shutdown)
        return 0; /* dropped, as the protocol says */
    if (!strcmp(method, "initialized"))
        return register_watchers(s);
    if (!strcmp(method, "textDocument/didOpen"))
        return did_open(s, params);
    if (!strcmp(method, "textDocument/didChange"))
        return did_change(s, params);
    if (!strcmp(method, "textDocument/didClose"))
        return did_close(s, params);
    if (!strcmp(method, "workspace/didChangeWatchedFiles"))
        return watched(s, params);
    if (!strcmp(method, "textDocument/didSave")) /* a saved .tycon.hcl or schema file */
        return saved(s, params);
    return 0; /* $/cancelRequest, $/setTrace, configuration changes, ... */
}

/* Handles one message body. -1 when the output failed. */
static int handle(lsp_srv *s, const char *body, size_t n)
{
    json_error_t err;
    json_t *msg = json_loadb(body, n, JSON_ALLOW_NUL, &err);
    if (!msg)
        return reply_error(s, NULL, LSP_PARSE_ERROR, "the message is not valid JSON");
    json_t *id = json_object_get(msg, "id");
    json_t *method = json_object_get(msg, "method");
    json_t *params = json_object_get(msg, "params");
    int rc = 0;
    if (!json_is_object(msg))
        rc = reply_error(s, NULL, LSP_INVALID_REQUEST, "a message must be a JSON object");
    else if (!method && id && (json_object_get(msg, "result") || json_object_get(msg, "error")))
        rc = 0; /* a response to one of our requests */
    else if (!json_is_string(method) || (id && !json_is_integer(id) && !json_is_string(id)))
        rc = reply_error(s, id && (json_is_integer(id) || json_is_string(id)) ? id : NULL,
                         LSP_INVALID_REQUEST, "not a valid request or notification");
    else if (id)
        rc = request(s, json_string_value(method), id, params);
    else
        rc = notification(s, json_string_value(method), params);
    json_decref(msg);
    return rc;
}

int tyc_lsp_serve(tyc_ctx *ctx, const tyc_lsp_opts *o)
{
    lsp_srv s;
    memset(&s, 0, sizeof s);
    s.ctx = ctx;
    s.o = o;
    s.enc = ENC_UTF16;
    s.io = (lsp_io){ctx, o->in_fd, o->out_fd, o->log_fd, NULL, 0, 0, 0, 0};
    if (!(s.meta = tyc_arena_new(ctx)))
        return TYCON_ERR_NOMEM;
    int st = TYCON_ERR_IO;
    size_t limit = ctx->max_input < MAX_MESSAGE ? ctx->max_input : MAX_MESSAGE;
    for (;;) {
        const char *body;
        size_t n;
        int r = lsp_read(&s.io, limit, &body, &n);
        if (r == LSP_READ_EOF || r == LSP_READ_NOMEM) {
            st = r == LSP_READ_NOMEM ? TYCON_ERR_NOMEM : TYCON_ERR_IO;
            break;
        }
        if (r == LSP_READ_OK && o->log_fd >= 0) {
            (void)!write(o->log_fd, "-> ", 3);
            (void)!write(o->log_fd, body, n);
            (void)!write(o->log_fd, "\n", 1);
        }
        int rc = r == LSP_READ_BAD_HEADER
                     ? reply_error(&s, NULL, LSP_PARSE_ERROR, "a header without Content-Length")
                 : r == LSP_READ_TOO_LARGE
                     ? reply_error(&s, NULL, LSP_REQUEST_FAILED, "the message is too large")
                     : handle(&s, body, n);
        ctx->oom = 0;
        if (rc < 0)
            break; /* the client is gone */
        if (s.exited) {
            st = s.shutdown ? TYCON_OK : TYCON_ERR_IO;
            break;
        }
    }
    for (size_t i = 0; i < s.ndocs; i++)
        lsp_doc_free(ctx, s.docs[i]);
    lsp_tf_free(&s);
    if (s.docs)
        tyc_mem_free(ctx, s.docs, sizeof *s.docs * s.cap);
    lsp_io_free(&s.io);
    tyc_arena_free(s.meta);
    return st;
}
