#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""`tycon lsp` on .tf files (issue 27), on a copy of tests/lsp/tfmod (a root module calling
./modules/svc, a toy_thing resource checked against tests/validate/schemas/toy.json listed
in .tycon.hcl): diagnostics of module arguments, resources and declarations as the buffers
change; the cross-file updates (a child module's buffer, .tycon.hcl and the schema file
through watched-file events, a tfvars file following its variable's type); hover,
completion and definition in module and resource blocks and on var. / local. references,
with exact results.

Usage: test_tf.py TYCON"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Client, uri  # noqa: E402

TYCON = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA = os.path.join(HERE, "..", "validate", "schemas", "toy.json")
failures = []


def check(name, got, want):
    if got != want:
        failures.append(name)
        print(f"FAIL {name}\n  got:  {got!r}\n  want: {want!r}")
    else:
        print(f"ok   {name}")


def rng(l1, c1, l2, c2):
    return {"start": {"line": l1, "character": c1}, "end": {"line": l2, "character": c2}}


class Doc:
    def __init__(self, c, path, lang="terraform"):
        self.c, self.path, self.uri, self.v = c, path, uri(path), 1
        self.text = open(path).read()
        c.notify("textDocument/didOpen", {"textDocument": {"uri": self.uri, "languageId": lang,
                                                            "version": 1, "text": self.text}})

    def pos(self, needle, k=0):
        i = self.text.index(needle) + k
        return {"line": self.text[:i].count("\n"), "character": i - (self.text.rfind("\n", 0, i) + 1)}

    def replace(self, old, new):
        """An incremental change replacing the first `old` by `new`."""
        s, e = self.pos(old), self.pos(old, len(old))
        self.text = self.text.replace(old, new, 1)
        self.v += 1
        self.c.notify("textDocument/didChange", {"textDocument": {"uri": self.uri, "version": self.v},
                                                 "contentChanges": [{"range": {"start": s, "end": e},
                                                                     "text": new}]})

    def req(self, method, needle, k=0):
        r = self.c.request(method, {"textDocument": {"uri": self.uri}, "position": self.pos(needle, k)})
        return r.get("result")


def diags(c, d):
    """(range, first line of the message) of the next diagnostics published for d."""
    return [(x["range"], x["severity"], x["message"].split("\n")[0])
            for x in c.wait_diagnostics(d.uri)["diagnostics"]]


def labels(result):
    return [(i["label"], i.get("detail")) for i in sorted(result["items"], key=lambda i: i["sortText"])]


def diagnostics(mod):
    c = Client(TYCON)
    c.initialize(mod, caps={"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}})
    main = Doc(c, os.path.join(mod, "main.tf"))
    check("valid module: no diagnostics", diags(c, main), [])
    # a module argument that fails the child's validation rule, then a wrong type
    main.replace('prefix = "app-${var.env}"', 'prefix = "application-${var.env}"')
    check("module argument: validation rule", diags(c, main),
          [(rng(20, 11, 20, 23), 1, "Invalid value for variable")])
    main.replace("cpu = 2", 'cpu = "two"')
    check("module argument: type (validation stays: the plan walk stops first)", diags(c, main),
          [(rng(22, 10, 22, 15), 1, "Invalid value for input variable")])
    main.replace('cpu = "two"', "cpu = 2")
    main.replace('prefix = "application-${var.env}"', 'prefix = "app-${var.env}"')
    diags(c, main)
    check("fixed", diags(c, main), [])
    # a resource argument against the schema, a missing one, an unknown block
    main.replace("size = 3", "size = \"big\"\n  colour = 1")
    check("resource: schema type and unsupported argument", diags(c, main),
          [(rng(28, 9, 28, 14), 1, "Incorrect attribute value type"),
           (rng(29, 2, 29, 8), 1, "Unsupported argument")])
    main.replace("size = \"big\"\n  colour = 1", "size = 3")
    check("resource fixed", diags(c, main), [])
    # a variable default that does not fit its own type (the module's own configuration)
    main.replace('default     = "dev"', "default     = [1]")
    check("variable default vs type", diags(c, main),
          [(rng(11, 16, 11, 19), 1, "Invalid default value for variable")])
    main.replace("default     = [1]", 'default     = "dev"')
    check("default fixed", diags(c, main), [])

    # cross-file: the child's buffer changes a variable's type: the caller is re-published
    child = Doc(c, os.path.join(mod, "modules", "svc", "main.tf"))
    check("child opened: caller unchanged", diags(c, main), [])
    check("child's own diagnostics", diags(c, child), [])
    child.replace("cpu    = number", "cpu    = bool")
    check("child edit re-publishes the caller", diags(c, main),
          [(rng(22, 10, 22, 11), 1, "Invalid value for input variable")])
    diags(c, child)
    child.replace("cpu    = bool", "cpu    = number")
    check("child fixed", diags(c, main), [])
    diags(c, child)
    c.notify("textDocument/didClose", {"textDocument": {"uri": child.uri}})
    diags(c, main)

    # a tfvars file follows its variable's type
    tfvars = os.path.join(mod, "terraform.tfvars")
    with open(tfvars, "w") as f:
        f.write('env = "prod"\n')
    tv = Doc(c, tfvars, "terraform-vars")
    check("tfvars: fits", diags(c, tv), [])
    diags(c, main)
    old = 'type        = string\n  description = "The environment."\n  default     = "dev"'
    new = 'type        = number\n  description = "The environment."\n  default     = 1'
    main.replace(old, new)
    diags(c, main)
    check("tfvars follows the type change", diags(c, tv),
          [(rng(0, 6, 0, 12), 1, "Invalid value for input variable")])
    main.replace(new, old)
    diags(c, main)
    check("tfvars fixed", diags(c, tv), [])

    # .tycon.hcl and the schema file change on disk (watched files)
    main.replace("size = 3", "size = 3\n  colour = 1")
    diags(c, tv)
    check("unsupported argument", [x[2] for x in diags(c, main)], ["Unsupported argument"])
    proj = os.path.join(mod, ".tycon.hcl")
    with open(proj, "w") as f:
        f.write("# no schemas\n")
    c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": uri(proj), "type": 2}]})
    check(".tycon.hcl without schemas: no validate", diags(c, main), [])
    diags(c, tv)
    local = os.path.join(mod, "toy.json")
    text = open(SCHEMA).read()
    with open(local, "w") as f:
        f.write(text)
    with open(proj, "w") as f:
        f.write('provider_schemas = ["toy.json"]\n')
    c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": uri(proj), "type": 2}]})
    check(".tycon.hcl with a schema again", [x[2] for x in diags(c, main)], ["Unsupported argument"])
    diags(c, tv)
    with open(local, "w") as f:
        f.write(text.replace('"size"', '"colour"'))
    c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": uri(local), "type": 2}]})
    check("schema file changed", [(x[0], x[2]) for x in diags(c, main)],
          [(rng(28, 2, 28, 6), "Unsupported argument")])
    diags(c, tv)
    with open(local, "w") as f:
        f.write("{not json")
    c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": uri(local), "type": 2}]})
    check("broken schema file: at the start of the buffer", diags(c, main),
          [(rng(0, 0, 0, 0), 1, "Invalid provider schema file")])
    diags(c, tv)
    # .tycon.hcl open in the editor and saved (no watched-file event)
    with open(proj, "w") as f:
        f.write('provider_schemas = ["%s"]\n' % os.path.abspath(SCHEMA))
    pd = Doc(c, proj, "hcl")
    c.notify("textDocument/didSave", {"textDocument": {"uri": pd.uri}})
    check(".tycon.hcl saved", diags(c, main), [(rng(29, 2, 29, 8), 1, "Unsupported argument")])
    c.request("shutdown")
    c.notify("exit")
    check("exit status", c.close(), 0)


def features(mod):
    c = Client(TYCON)
    c.initialize(mod)
    main = Doc(c, os.path.join(mod, "main.tf"))
    diags(c, main)
    h = lambda needle, k=0: (lambda r: r and (r["contents"]["value"], r["range"]))(  # noqa: E731
        main.req("textDocument/hover", needle, k))
    check("hover: module argument", h("name   = local", 1),
          ("**var.name** · required\n\n```hcl\nstring\n```\n\nThe service name.\n\n"
           "**Validation:**\n- At most 12 characters.", rng(20, 2, 20, 6)))
    check("hover: module argument of object type", h("limits = {", 1),
          ("**var.limits** · required\n\n```hcl\nobject({\n  cpu = number\n"
           "  memory = optional(number, 512)\n})\n```", rng(21, 2, 21, 8)))
    check("hover: attribute inside a module argument", h("cpu = 2", 1),
          ("**cpu** · attribute of `var.limits` · required\n\n```hcl\nnumber\n```", rng(22, 4, 22, 7)))
    check("hover: var.env", h("var.env", 5),
          ("**var.env** · optional\n\n```hcl\nstring\n```\n\nThe environment.\n\n**Default:** `\"dev\"`",
           rng(15, 22, 15, 25)))
    check("hover: local.prefix", h("local.prefix", 7),
          ("**local.prefix**\n\n```hcl\n\"app-${var.env}\"\n```", rng(20, 17, 20, 23)))
    check("hover: resource argument", h("name = var.env", 1),
          ("**name** · required\n\n```hcl\nstring\n```\n\nthe name", rng(27, 2, 27, 6)))
    check("hover: nested block", h("item {", 1), ("**item** · block (set, at least 1)", rng(29, 2, 29, 6)))
    check("hover: argument of a nested block", h("x = true"), ("**x** · optional\n\n```hcl\nbool\n```",
                                                                rng(30, 4, 30, 5)))
    check("hover: source (no variable)", h("source", 1), None)
    d = lambda needle, k=0: (lambda r: r and (os.path.relpath(r["uri"][7:], mod), r["range"]))(  # noqa: E731
        main.req("textDocument/definition", needle, k))
    check("definition: module argument", d("name   = local", 1), ("modules/svc/main.tf", rng(0, 0, 0, 15)))
    check("definition: attribute in the child's type", d("cpu = 2", 1),
          ("modules/svc/main.tf", rng(11, 4, 11, 7)))
    check("definition: var.env", d("var.env", 5), ("main.tf", rng(8, 0, 8, 14)))
    check("definition: local.prefix", d("local.prefix", 7), ("main.tf", rng(15, 2, 15, 8)))
    comp = lambda needle, k=0: labels(main.req("textDocument/completion", needle, k))  # noqa: E731
    check("completion: module block", comp("  limits = {"), [("replicas", "number (optional)")])
    check("completion: object attribute of a module argument", comp("    cpu = 2"),
          [("memory", "optional(number, 512)")])
    check("completion: resource block (required first, computed left out)", comp("  size = 3"),
          [("old", "string (optional)"), ("secret", "string (optional)"),
           ("spec", "list(object({k=string,v=number})) (optional)"), ("tags", "map(string) (optional)"),
           ("item", "block"), ("part", "block")])
    check("completion: var.", comp("var.env", 4), [("env", "string")])
    check("completion: local.", comp("local.prefix", 6), [("prefix", "local value")])
    # mid-edit: a new line with a partial name (the buffer does not parse)
    main.replace("  limits = {", "  re\n  limits = {")
    diags(c, main)
    r = main.req("textDocument/completion", "  re\n", 4)
    check("completion in a broken buffer: module block", labels(r), [("replicas", "number (optional)")])
    check("completion replaces the word", r["items"][0]["textEdit"]["range"], rng(21, 2, 21, 4))
    main.replace("  re\n  limits = {", "  limits = {")
    diags(c, main)
    main.replace("  size = 3", "  size = 3\n  n")
    diags(c, main)
    check("completion in a broken buffer: resource block", [x[0] for x in labels(
        main.req("textDocument/completion", "  n\n", 3))], ["old", "secret", "spec", "tags", "item", "part"])
    c.request("shutdown")
    c.notify("exit")
    c.close()


def schema_sets(tmp):
    """Ten modules open, each with its own copy of the schema (more sets than the cache keeps
    unless they are in use): every module keeps its diagnostics through changes."""
    docs = []
    for i in range(10):
        d = os.path.join(tmp, "sets", "m%d" % i)
        os.makedirs(d)
        shutil.copy(SCHEMA, os.path.join(d, "toy.json"))
        with open(os.path.join(d, ".tycon.hcl"), "w") as f:
            f.write('provider_schemas = ["toy.json"]\n')
        with open(os.path.join(d, "main.tf"), "w") as f:
            f.write('terraform {\n  required_providers {\n    toy = { source = "example/toy" }\n  }\n}\n'
                    'resource "toy_thing" "a" {\n  name = "x"\n  bad%d = 1\n  item {}\n}\n' % i)
        docs.append(os.path.join(d, "main.tf"))
    c = Client(TYCON)
    c.initialize(os.path.join(tmp, "sets"))
    opened = [Doc(c, f) for f in docs]
    for k in range(3):
        opened[k].replace("name", "name ")
    c.request("shutdown")
    c.notify("exit")
    c.close()
    last = {}
    for m in c.notes:
        if m.get("method") == "textDocument/publishDiagnostics":
            last[m["params"]["uri"]] = [x["message"].split("\n")[0] for x in m["params"]["diagnostics"]]
    check("ten schema sets: each module's diagnostics", [last.get(d.uri) for d in opened],
          [["Unsupported argument"]] * 10)


AWS_TF = '''resource "aws_security_group" "web" {
  name = "web"
  dynamic "ingress" {
    for_each = [443]
    content {
      from_port = ingress.value
    }
  }
}

resource "aws_instance" "web" {
  instance_type = "t3.micro"
  root_block_device {
    volume_size = 20
  }
}
'''


def aws(tmp):
    """The AWS schema: nested blocks, attributes written as blocks (`dynamic "ingress"` of
    aws_security_group, whose ingress is a set of objects), errors in them."""
    d = os.path.join(tmp, "aws")
    os.makedirs(d)
    with open(os.path.join(d, ".tycon.hcl"), "w") as f:
        f.write('provider_schemas = ["%s"]\n' % os.path.abspath(os.path.join(HERE, "..", "validate", "schemas",
                                                                         "aws-4.36.1.json")))
    with open(os.path.join(d, "main.tf"), "w") as f:
        f.write(AWS_TF)
    c = Client(TYCON)
    c.initialize(d)
    doc = Doc(c, os.path.join(d, "main.tf"))
    check("aws: valid", diags(c, doc), [])
    doc.replace('instance_type = "t3.micro"', 'instance_type = "t3.micro"\n  instance_typo = 1')
    check("aws: unsupported argument", diags(c, doc), [(rng(12, 2, 12, 15), 1, "Unsupported argument")])
    doc.replace('instance_type = "t3.micro"\n  instance_typo = 1', 'instance_type = "t3.micro"')
    diags(c, doc)
    h = doc.req("textDocument/hover", "from_port", 1)
    check("aws: hover in a dynamic block's content", h and h["contents"]["value"],
          "**from_port** · optional\n\n```hcl\nnumber\n```")
    h = doc.req("textDocument/hover", "volume_size", 1)
    check("aws: hover in a nested block", h and h["contents"]["value"],
          "**volume_size** · optional, computed\n\n```hcl\nnumber\n```")
    doc.replace("    volume_size = 20", "    volume_size = 20\n    vol")
    diags(c, doc)
    items = labels(doc.req("textDocument/completion", "    vol\n", 7))
    check("aws: completion in a nested block", [x[0] for x in items if x[0].startswith("vol")],
          ["volume_type"])
    c.request("shutdown")
    c.notify("exit")
    c.close()


def main():
    with tempfile.TemporaryDirectory() as tmp:
        schema_sets(tmp)
        aws(tmp)
        for run in (diagnostics, features):
            mod = os.path.join(tmp, run.__name__)
            shutil.copytree(os.path.join(HERE, "tfmod"), mod)
            with open(os.path.join(mod, ".tycon.hcl"), "w") as f:
                f.write('provider_schemas = ["%s"]\n' % os.path.abspath(SCHEMA))
            run(mod)
    print(f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
