/* SPDX-License-Identifier: Apache-2.0 */
/*
** embed.c: an example program embedding libtycon through its public header only.
** It converts a value to a type constraint (as Terraform does for an input variable),
** shows a conversion error with Terraform's rendering, builds a value in code, and checks
** a module's variable values as `tycon check` does.
**
** Build against an installed copy:  cc embed.c $(pkg-config --cflags --libs tycon)
** Run:                              ./a.out [module-directory]   (default: embed_module)
*/
#include <stdio.h>
#include <string.h>

#include <tycon.h>

/* Prints every diagnostic of the last call on ctx in Terraform's plain form. */
static void print_diags(tycon_ctx *ctx, tycon_arena *arena)
{
    for (size_t i = 0; i < tycon_diag_count(ctx); i++) {
        const char *text = NULL;
        if (tycon_diag_render(ctx, arena, tycon_diag_at(ctx, i), TYCON_DIAG_PLAIN, 0, &text) ==
            TYCON_OK)
            fputs(text, stdout);
    }
}

/* Parses `type_src` as a variable type and `value_src` as a value, applies the type's
** defaults and converts: prints the result or the error. Returns 0 when it converts. */
static int convert(tycon_ctx *ctx, const char *type_src, const char *value_src)
{
    tycon_arena *arena = tycon_arena_new(ctx);
    const tycon_type *type = NULL;
    const tycon_defaults *defaults = NULL;
    const tycon_value *value = NULL;
    int rc = 1;
    if (!arena)
        return 1;
    if (tycon_type_parse(ctx, arena, type_src, strlen(type_src), "variables.tf",
                         TYCON_TYPE_VARIABLE, &type, &defaults) != TYCON_OK ||
        tycon_value_parse(ctx, arena, value_src, strlen(value_src), "terraform.tfvars", 0,
                          &value) != TYCON_OK ||
        tycon_value_apply_defaults(ctx, arena, defaults, value, &value) != TYCON_OK) {
        print_diags(ctx, arena);
        goto done;
    }
    if (tycon_value_convert(ctx, arena, value, type, &value) != TYCON_OK) {
        const tycon_diag *d = tycon_diag_at(ctx, 0);
        printf("conversion failed at \"%s\": %s\n", d->path ? d->path : "", d->detail);
        print_diags(ctx, arena);
        goto done;
    }
    printf("type:  %s\n", tycon_type_string(ctx, arena, tycon_value_type(value)));
    printf("value: %s\n", tycon_value_console(ctx, arena, value));
    printf("json:  %s\n", tycon_value_json(ctx, arena, value, tycon_value_type(value)));
    rc = 0;
done:
    tycon_arena_free(arena);
    return rc;
}

/* Builds {name = "web", ports = [80, 443]} in code and reads it back. */
static int build(tycon_ctx *ctx)
{
    tycon_arena *arena = tycon_arena_new(ctx);
    const tycon_value *ports[2], *attrs[2], *list = NULL, *obj = NULL;
    const char *names[2] = {"name", "ports"};
    const tycon_type *num = tycon_type_primitive(TYCON_NUMBER);
    int64_t port = 0;
    int rc = 1;
    if (arena && tycon_value_new_int(arena, 80, &ports[0]) == TYCON_OK &&
        tycon_value_new_int(arena, 443, &ports[1]) == TYCON_OK &&
        tycon_value_new_collection(arena, TYCON_LIST, num, ports, 2, &list) == TYCON_OK &&
        tycon_value_new_string(arena, "web", 3, &attrs[0]) == TYCON_OK &&
        (attrs[1] = list) != NULL &&
        tycon_value_new_object(arena, names, attrs, 2, &obj) == TYCON_OK &&
        tycon_value_int64(tycon_value_index(tycon_value_get(obj, "ports"), 1), &port) ==
            TYCON_OK) {
        printf("built: %s (second port %lld)\n", tycon_type_string(ctx, arena,
                                                                    tycon_value_type(obj)),
               (long long)port);
        rc = 0;
    }
    tycon_arena_free(arena);
    return rc;
}

/* Checks the variable values of the module in dir, as `tycon check -no-color` does. */
static int check(tycon_ctx *ctx, const char *dir)
{
    tycon_check_options opt;
    tycon_check *result = NULL;
    const char *out = NULL, *err = NULL;
    tycon_check_options_init(&opt);
    opt.dir = dir;
    if (tycon_check_run(ctx, &opt, &result) != TYCON_OK)
        return 1;
    for (size_t i = 0; i < tycon_check_var_count(result); i++) {
        const char *shown = tycon_check_var_console(result, i);
        printf("var.%s = %s (from %s)\n", tycon_check_var_name(result, i),
               shown ? shown : "(invalid)", tycon_check_var_source(result, i));
    }
    if (tycon_check_render(result, TYCON_CHECK_PLAIN, 0, &out, &err) == TYCON_OK)
        printf("%s%s", out, err);
    printf("%zu error(s), %zu warning(s)\n", tycon_check_error_count(result),
           tycon_check_warning_count(result));
    tycon_check_free(result);
    return 0;
}

int main(int argc, char **argv)
{
    tycon_options opt;
    tycon_options_init(&opt);
    opt.max_depth = 200; /* nesting limit for parsing and conversion */
    tycon_ctx *ctx = tycon_ctx_new(&opt);
    if (!ctx)
        return 1;
    printf("libtycon %s\n", tycon_version());
    int rc = convert(ctx, "map(object({ size = number, tier = optional(string, \"std\") }))",
                     "{ small = { size = \"1\" }, large = { size = 8, tier = \"gold\" } }");
    rc |= !convert(ctx, "list(number)", "[1, \"two\", 3]");
    rc |= !convert(ctx, "object({\n  name = strin\n})", "{ name = \"x\" }");
    rc |= build(ctx);
    rc |= check(ctx, argc > 1 ? argv[1] : "embed_module");
    tycon_ctx_free(ctx);
    return rc;
}
