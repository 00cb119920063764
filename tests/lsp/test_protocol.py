#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""`tycon lsp` driven by a scripted JSON-RPC client: protocol errors (malformed messages,
unknown methods, requests before initialize or after shutdown, a huge document,
shutdown/exit) come back as LSP errors and never stop the server; then each feature on the
sample module (diagnostics and their ranges, incremental edits, hover, completion,
definition, code actions, .tf changes, watched files), with exact expected results.

Usage: test_protocol.py TYCON"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Client, uri  # noqa: E402

TYCON = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
failures = []


def check(name, got, want):
    if got != want:
        failures.append(name)
        print(f"FAIL {name}\n  got:  {got!r}\n  want: {want!r}")
    else:
        print(f"ok   {name}")


def rng(l1, c1, l2, c2):
    return {"start": {"line": l1, "character": c1}, "end": {"line": l2, "character": c2}}


def err_code(resp):
    return (resp.get("id"), resp.get("error", {}).get("code"))


def open_doc(c, path, text, version=1):
    c.notify("textDocument/didOpen", {"textDocument": {"uri": uri(path), "languageId": "terraform-vars",
                                                        "version": version, "text": text}})


def protocol_errors(mod):
    c = Client(TYCON)
    check("request before initialize", err_code(c.request("textDocument/hover", {})), (1, -32002))
    c.raw(b"Content-Length: 9\r\n\r\n{not json")
    check("malformed JSON body", err_code(c.read()), (None, -32700))
    c.raw(b"Content-Type: x\r\n\r\n")
    check("header without Content-Length", err_code(c.read()), (None, -32700))
    c.raw(b"Content-Length: 2\r\n\r\n[]")
    check("a JSON array", err_code(c.read()), (None, -32600))
    c.send({"id": 77, "params": {}})
    check("a request without method", err_code(c.read()), (77, -32600))
    c.send({"id": [1], "method": "shutdown"})
    check("an id that is not a number or string", err_code(c.read()), (None, -32600))
    r = c.initialize(mod)
    check("initialize", r["result"]["capabilities"]["textDocumentSync"]["change"], 2)
    check("initialize twice", err_code(c.request("initialize", {"capabilities": {}})), (3, -32600))
    check("unknown method", err_code(c.request("tycon/nonsense", {})), (4, -32601))
    c.notify("tycon/unknownNotification", {})
    check("bad position params", err_code(c.request("textDocument/hover", {"position": 3})), (5, -32602))
    r = c.request("textDocument/hover", {"textDocument": {"uri": "file:///nowhere.tfvars"},
                                         "position": {"line": 0, "character": 0}})
    check("hover in a document that is not open", r.get("result", "missing"), None)
    c.send({"id": "s-1", "method": "textDocument/completion", "params": None})
    check("string ids are echoed", err_code(c.read()), ("s-1", -32602))
    # a huge document: 200 000 list elements (about 4 MB), then a wrong value
    path = os.path.join(mod, "huge.auto.tfvars")
    text = "servers = [\n" + "  { name = \"web\" },\n" * 200000 + "]\ninstance_count = \"many\"\n"
    open_doc(c, path, text)
    d = c.wait_diagnostics(uri(path), timeout=60)
    check("huge document: diagnostic range", [x["range"] for x in d["diagnostics"]],
          [rng(200002, 17, 200002, 23)])
    check("huge document: message", d["diagnostics"][0]["message"].split("\n")[0],
          "Invalid value for input variable")
    c.notify("textDocument/didClose", {"textDocument": {"uri": uri(path)}})
    check("closing clears its diagnostics", c.wait_diagnostics(uri(path))["diagnostics"], [])
    # 100 000 open brackets: the parser's nesting limit, and no structure at the cursor
    deep = os.path.join(mod, "deep.auto.tfvars")
    open_doc(c, deep, "servers = " + "[" * 100000)
    d = c.wait_diagnostics(uri(deep))["diagnostics"]
    check("deep nesting: diagnostic", [(x["range"], x["message"].split("\n")[0]) for x in d],
          [(rng(0, 1010, 0, 1011), "Nesting too deep")])
    pos = {"textDocument": {"uri": uri(deep)}, "position": {"line": 0, "character": 100010}}
    check("deep nesting: completion", c.request("textDocument/completion", pos)["result"],
          {"isIncomplete": False, "items": []})
    check("deep nesting: hover", c.request("textDocument/hover", pos)["result"], None)
    c.notify("textDocument/didClose", {"textDocument": {"uri": uri(deep)}})
    c.wait_diagnostics(uri(deep))
    check("shutdown", c.request("shutdown"), {"id": 9, "result": None, "jsonrpc": "2.0"})
    check("a request after shutdown", err_code(c.request("textDocument/hover", {})), (10, -32600))
    c.notify("exit")
    check("exit after shutdown: status 0", c.close(), 0)

    c = Client(TYCON)
    c.initialize(mod)
    c.notify("exit")
    check("exit without shutdown: status 1", c.close(), 1)
    c = Client(TYCON)
    c.raw(b"Content-Length: 100\r\n\r\n{\"trunc")
    check("input ends mid-message: status 1", c.close(), 1)


def features(mod):
    c = Client(TYCON)
    c.initialize(mod)
    prod = os.path.join(mod, "envs", "prod.tfvars")
    text = open(prod).read()
    open_doc(c, prod, text)
    d = c.wait_diagnostics(uri(prod))["diagnostics"]
    check("diagnostics: ranges", [x["range"] for x in d],
          [rng(1, 17, 1, 24), rng(5, 11, 5, 18), rng(8, 0, 8, 10)])
    check("diagnostics: messages", [x["message"] for x in d], [
        "Invalid value for input variable\nThe given value is not suitable for var.instance_count "
        "declared at variables.tf:10,1-26: a number is required.",
        "Undeclared object attribute\nThe type of var.servers[0] does not declare an attribute named "
        "\"sise\", so Terraform silently discards this value. Did you mean \"size\"?",
        "Value for undeclared variable\nThe root module does not declare a variable named "
        "\"enable_log\". Did you mean \"enable_logs\"?"])
    check("diagnostics: related information", d[0]["relatedInformation"],
          [{"location": {"uri": uri(os.path.join(mod, "variables.tf")), "range": rng(9, 0, 9, 25)},
            "message": "variable \"instance_count\" is declared here"}])
    r = c.request("textDocument/codeAction", {"textDocument": {"uri": uri(prod)}, "range": rng(8, 0, 8, 0),
                                              "context": {"diagnostics": [d[2]]}})["result"]
    check("code action", [(a["title"], a["edit"]) for a in r],
          [("Did you mean \"enable_logs\"?",
            {"changes": {uri(prod): [{"range": rng(8, 0, 8, 10), "newText": "enable_logs"}]}})])
    r = c.request("textDocument/codeAction", {"textDocument": {"uri": uri(prod)}, "range": rng(5, 4, 5, 4),
                                              "context": {"diagnostics": [d[1]]}})["result"]
    check("code action on an attribute", r[0]["edit"]["changes"][uri(prod)],
          [{"range": rng(5, 4, 5, 8), "newText": "size"}])
    # incremental edits: fix the number (UTF-16 positions), the attribute and the name
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri(prod), "version": 2}, "contentChanges": [
        {"range": rng(1, 17, 1, 24), "text": "3"},
        {"range": rng(5, 4, 5, 8), "text": "size"},
        {"range": rng(8, 0, 8, 10), "text": "enable_logs"}]})
    dd = c.wait_diagnostics(uri(prod))
    check("fixed: diagnostics clear", (dd["version"], dd["diagnostics"]), (2, []))
    # hover
    h = c.request("textDocument/hover", {"textDocument": {"uri": uri(prod)},
                                         "position": {"line": 0, "character": 2}})["result"]
    check("hover on a variable", h["contents"]["value"],
          "**var.region** · required\n\n```hcl\nstring\n```\n\nThe AWS region to deploy into.\n\n"
          "**Validation:**\n- Region must be eu-west-1 or us-east-1.")
    check("hover range", h["range"], rng(0, 0, 0, 6))
    h = c.request("textDocument/hover", {"textDocument": {"uri": uri(prod)},
                                         "position": {"line": 5, "character": 5}})["result"]
    check("hover on an attribute", h["contents"]["value"],
          "**size** · attribute of `var.servers[0]` · optional, default `\"small\"`\n\n```hcl\nstring\n```")
    h = c.request("textDocument/hover", {"textDocument": {"uri": uri(prod)},
                                         "position": {"line": 2, "character": 1}})["result"]
    check("hover on a nested type", h["contents"]["value"],
          "**var.servers** · optional\n\n```hcl\nlist(object({\n  name = string\n"
          "  size = optional(string, \"small\")\n  tags = optional(map(string), tomap({}))\n}))\n```"
          "\n\n**Default:** `tolist([])`")
    # definition
    r = c.request("textDocument/definition", {"textDocument": {"uri": uri(prod)},
                                              "position": {"line": 5, "character": 5}})["result"]
    check("definition of an attribute", r, {"uri": uri(os.path.join(mod, "variables.tf")),
                                           "range": rng(22, 4, 22, 8)})
    r = c.request("textDocument/definition", {"textDocument": {"uri": uri(prod)},
                                              "position": {"line": 1, "character": 3}})["result"]
    check("definition of a variable", r, {"uri": uri(os.path.join(mod, "variables.tf")),
                                         "range": rng(9, 0, 9, 25)})
    # completion
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri(prod), "version": 3}, "contentChanges": [
        {"text": "region = \nservers = [{\n  \n}]\nenable_logs = \n"}]})
    c.wait_diagnostics(uri(prod))

    def labels(line, ch):
        r = c.request("textDocument/completion", {"textDocument": {"uri": uri(prod)},
                                                  "position": {"line": line, "character": ch}})
        return [(i["label"], i.get("detail")) for i in
                sorted(r["result"]["items"], key=lambda i: i["sortText"])]
    check("completion: variables not set", labels(5, 0),
          [("db_password", "string (required)"), ("instance_count", "number (optional)")])
    check("completion: attributes, required first", labels(2, 2),
          [("name", "string"), ("size", "optional(string, \"small\")"), ("tags", "optional(map(string), tomap({}))")])
    check("completion: bool", labels(4, 14), [("false", "bool"), ("true", "bool")])
    check("completion: contains() values", labels(0, 9),
          [("\"eu-west-1\"", "allowed by a validation rule"), ("\"us-east-1\"", "allowed by a validation rule")])
    # a .tf buffer change re-checks the tfvars files of its module; declaration errors
    tf = os.path.join(mod, "variables.tf")
    tftext = open(tf).read()
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri(prod), "version": 4}, "contentChanges": [
        {"text": "instance_count = 2\n"}]})
    check("valid values", c.wait_diagnostics(uri(prod))["diagnostics"], [])
    open_doc(c, tf, tftext.replace("type    = number\n  default = 1", "type    = bool\n  default = true"))
    d = c.wait_diagnostics(uri(prod))["diagnostics"]
    check("unsaved .tf change re-checks the tfvars", [(x["range"], x["message"].split("\n")[0]) for x in d],
          [(rng(0, 17, 0, 18), "Invalid value for input variable")])
    check("the .tf buffer itself is valid", c.wait_diagnostics(uri(tf))["diagnostics"], [])
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri(tf), "version": 2}, "contentChanges": [
        {"text": tftext + "variable \"bad\" {\n  type = strin\n}\n"}]})
    d = c.wait_diagnostics(uri(tf))["diagnostics"]
    check("tfvars of a module with errors", [(x["range"], x["message"].split("\n")[0])
                                             for x in c.wait_diagnostics(uri(prod))["diagnostics"]],
          [(rng(0, 0, 0, 0), "Module has errors")])
    check(".tf declaration diagnostics", [(x["range"], x["message"].split("\n")[0]) for x in d],
          [(rng(len(tftext.splitlines()) + 1, 9, len(tftext.splitlines()) + 1, 14),
            "Invalid type specification")])
    c.request("shutdown")
    c.notify("exit")
    check("features session exits 0", c.close(), 0)


def watched_and_json(mod):
    c = Client(TYCON)
    c.initialize(mod, options={"map": [{"tfvars": "other/*.tfvars.json", "module": "."}]})
    os.makedirs(os.path.join(mod, "other"))
    js = os.path.join(mod, "other", "x.tfvars.json")
    open_doc(c, js, '{\n  "instance_count": {"a": 1},\n  "regoin": "x"\n}\n')
    d = c.wait_diagnostics(uri(js))["diagnostics"]
    check("JSON tfvars via initializationOptions", [(x["range"], x["message"].split("\n")[0]) for x in d],
          [(rng(1, 20, 1, 28), "Invalid value for input variable"),
           (rng(2, 2, 2, 10), "Value for undeclared variable")])
    check("JSON rename keeps the quotes", d[1]["data"], {"newText": "region", "range": rng(2, 3, 2, 9)})
    r = c.request("textDocument/completion", {"textDocument": {"uri": uri(js)},
                                              "position": {"line": 2, "character": 4}})["result"]
    check("JSON completion quotes names", sorted((i["label"], i["textEdit"]["newText"], i["textEdit"]["range"])
                                                 for i in r["items"])[:2],
          [("db_password", '"db_password"', rng(2, 2, 2, 10)), ("enable_logs", '"enable_logs"', rng(2, 2, 2, 10))])
    h = c.request("textDocument/hover", {"textDocument": {"uri": uri(js)},
                                         "position": {"line": 1, "character": 5}})["result"]
    check("JSON hover", h["contents"]["value"].split("\n")[0], "**var.instance_count** · optional")
    # NUL bytes and non-ASCII text in a buffer: diagnostics, UTF-16 columns
    nul = os.path.join(mod, "other", "nul.tfvars.json")
    open_doc(c, nul, '{"region": "\u00e9\ud83d\ude00", "instance_count": "\u0000"}')
    d = c.wait_diagnostics(uri(nul))["diagnostics"]
    check("NUL byte and UTF-16 columns", [(x["range"], x["message"].split("\n")[0]) for x in d],
          [(rng(0, 37, 0, 38), "Invalid JSON string"),
           (rng(0, 38, 0, 38), "Missing attribute seperator comma"),  # hcl/json goes on
           (rng(0, 0, 0, 1), "Root value must be object")])  # hcl json.Parse, as Terraform
    c.notify("textDocument/didClose", {"textDocument": {"uri": uri(nul)}})
    c.wait_diagnostics(uri(nul))
    jattr = os.path.join(mod, "other", "attr.tfvars.json")
    open_doc(c, jattr, '{"servers": [{"name": "a", "sise": "b"}]}')
    d = c.wait_diagnostics(uri(jattr))["diagnostics"]
    check("JSON attribute rename keeps the quotes", [(x["range"], x.get("data")) for x in d],
          [(rng(0, 35, 0, 38), {"newText": "size", "range": rng(0, 28, 0, 32)})])
    c.notify("textDocument/didClose", {"textDocument": {"uri": uri(jattr)}})
    c.wait_diagnostics(uri(jattr))
    # a tfvars file with no module: one note, nothing checked
    lone = os.path.join(mod, "envs", "lone.tfvars.json")
    open_doc(c, lone, '{"x": 1}')
    d = c.wait_diagnostics(uri(lone))["diagnostics"]
    check("no module", [(x["range"], x["severity"], x["message"]) for x in d],
          [(rng(0, 0, 0, 0), 3, "No variable declarations\nNo .tf file in " + os.path.join(mod, "envs") +
            " declares variables, so these values are not checked. Map this file to its module in a "
            ".tycon.hcl file (see docs/editors.md).")])
    # the declaration changes on disk: the client reports it, the server re-checks
    with open(os.path.join(mod, "variables.tf"), "a") as f:
        f.write('variable "regoin" {\n  type = string\n  default = ""\n}\n')
    c.notify("workspace/didChangeWatchedFiles",
             {"changes": [{"uri": uri(os.path.join(mod, "variables.tf")), "type": 2}]})
    d = c.wait_diagnostics(uri(js))["diagnostics"]
    check("didChangeWatchedFiles re-checks", [x["message"].split("\n")[0] for x in d],
          ["Invalid value for input variable"])
    c.request("shutdown")
    c.notify("exit")
    check("json session exits 0", c.close(), 0)


tmp = tempfile.mkdtemp(prefix="tycon-lsp-")
try:
    mod = os.path.join(tmp, "module")
    shutil.copytree(os.path.join(HERE, "module"), mod)
    protocol_errors(mod)
    features(mod)
    watched_and_json(mod)
finally:
    shutil.rmtree(tmp)
print(f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
