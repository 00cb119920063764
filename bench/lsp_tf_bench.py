#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""lsp_tf_bench.py: latency of `tycon lsp` diagnostics on a `.tf` file, through the protocol
(issue 27). A root module of 60 module calls (20 each of three local children: objects with
optional attributes and defaults, lists of objects, validation rules, count / for_each, and
AWS resources built from the arguments) with the 4 MB AWS provider schema listed in its
.tycon.hcl; the client opens main.tf, then sends N incremental changes that alternately break
and fix one module argument, and times each didChange until its publishDiagnostics arrives
(framing, edit, the module tree loaded from the buffers and disk, `check --partial` with the
plan walk and `validate` against the cached schema, diagnostics, JSON). Prints median, 95th
percentile and worst; then the first analysis (schema read) and a child module edit that
re-publishes its caller.
usage: lsp_tf_bench.py TYCON [N]   (the target is a median under 30 ms)"""
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "lsp"))
from lspclient import Client, uri  # noqa: E402

SCHEMA = os.path.join(HERE, "..", "tests", "validate", "schemas", "aws-4.36.1.json")

NET = '''variable "name" {
  type        = string
  description = "Name prefix."
  validation {
    condition     = length(var.name) <= 20
    error_message = "At most 20 characters."
  }
}

variable "cidr" {
  type = string
}

variable "subnets" {
  type = list(object({
    cidr = string
    zone = optional(string, "eu-west-1a")
    tags = optional(map(string), {})
  }))
  default = []
}

resource "aws_vpc" "this" {
  cidr_block = var.cidr
  tags       = { Name = var.name }
}

resource "aws_subnet" "this" {
  count             = length(var.subnets)
  vpc_id            = aws_vpc.this.id
  cidr_block        = var.subnets[count.index].cidr
  availability_zone = var.subnets[count.index].zone
  tags              = var.subnets[count.index].tags
}

output "vpc_id" {
  value = aws_vpc.this.id
}
'''

APP = '''variable "name" {
  type = string
}

variable "instance" {
  type = object({
    type  = optional(string, "t3.micro")
    count = optional(number, 1)
    disk  = optional(number, 20)
  })
  default = {}
  validation {
    condition     = var.instance.count >= 1 && var.instance.count <= 10
    error_message = "Between 1 and 10 instances."
  }
}

variable "vpc_id" {
  type = string
}

variable "ports" {
  type    = set(number)
  default = [443]
}

resource "aws_security_group" "this" {
  name   = var.name
  vpc_id = var.vpc_id
  dynamic "ingress" {
    for_each = var.ports
    content {
      from_port   = ingress.value
      to_port     = ingress.value
      protocol    = "tcp"
      cidr_blocks = ["0.0.0.0/0"]
    }
  }
}

resource "aws_instance" "this" {
  count                  = var.instance.count
  ami                    = "ami-12345678"
  instance_type          = var.instance.type
  vpc_security_group_ids = [aws_security_group.this.id]
  root_block_device {
    volume_size = var.instance.disk
  }
}

output "ids" {
  value = aws_instance.this[*].id
}
'''

BUCKET = '''variable "buckets" {
  type = map(object({
    versioning = optional(bool, false)
    tags       = optional(map(string), {})
  }))
}

resource "aws_s3_bucket" "this" {
  for_each = var.buckets
  bucket   = each.key
  tags     = each.value.tags
}

output "arns" {
  value = { for k, b in aws_s3_bucket.this : k => b.arn }
}
'''


def root():
    out = []
    for i in range(20):
        out.append('module "net%d" {\n  source = "./modules/net"\n  name   = "net-%d"\n'
                   '  cidr   = "10.%d.0.0/16"\n  subnets = [\n    { cidr = "10.%d.1.0/24" },\n'
                   '    { cidr = "10.%d.2.0/24", zone = "eu-west-1b", tags = { tier = "db" } },\n'
                   '  ]\n}\n' % (i, i, i, i, i))
        out.append('module "app%d" {\n  source   = "./modules/app"\n  name     = "app-%d"\n'
                   '  vpc_id   = module.net%d.vpc_id\n  instance = { count = 2 }\n'
                   '  ports    = [443, 8443]\n}\n' % (i, i, i))
        out.append('module "bucket%d" {\n  source = "./modules/bucket"\n  buckets = {\n'
                   '    "logs-%d" = { versioning = true }\n    "data-%d" = { tags = { team = "x" } }\n'
                   '  }\n}\n' % (i, i, i))
    return "\n".join(out)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def line_of(text, needle):
    for n, ln in enumerate(text.split("\n")):
        if needle in ln:
            return n, ln.index(needle)
    raise ValueError(needle)


def main():
    tycon = os.path.abspath(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    with tempfile.TemporaryDirectory() as d:
        write(os.path.join(d, "modules", "net", "main.tf"), NET)
        write(os.path.join(d, "modules", "app", "main.tf"), APP)
        write(os.path.join(d, "modules", "bucket", "main.tf"), BUCKET)
        text = root()
        main_tf = os.path.join(d, "main.tf")
        write(main_tf, text)
        write(os.path.join(d, ".tycon.hcl"), 'provider_schemas = ["%s"]\n' % os.path.abspath(SCHEMA))
        c = Client(tycon)
        c.initialize(d)
        t0 = time.perf_counter()
        c.notify("textDocument/didOpen", {"textDocument": {"uri": uri(main_tf), "languageId": "terraform",
                                                           "version": 1, "text": text}})
        p = c.wait_diagnostics(uri(main_tf), timeout=60)
        first = (time.perf_counter() - t0) * 1000
        assert p["diagnostics"] == [], p
        # `instance = { count = 2 }` of app7: 2 -> 12 (a failed validation rule) and back
        line, col = line_of(text, 'vpc_id   = module.net7.vpc_id')
        line += 1
        col = text.split("\n")[line].index("2 }")
        times = []
        for i in range(n):
            new, old = ("12", 1) if i % 2 == 0 else ("2", 2)
            t0 = time.perf_counter()
            c.notify("textDocument/didChange", {"textDocument": {"uri": uri(main_tf), "version": i + 2},
                                                "contentChanges": [{"range": {
                                                    "start": {"line": line, "character": col},
                                                    "end": {"line": line, "character": col + old}},
                                                    "text": new}]})
            p = c.wait_diagnostics(uri(main_tf))
            times.append((time.perf_counter() - t0) * 1000)
            assert len(p["diagnostics"]) == (1 if i % 2 == 0 else 0), p
        # a child edit (its buffer): `variable "name" { type = string }` -> `number`: 20 errors in
        # main.tf, then none
        child = os.path.join(d, "modules", "app", "main.tf")
        c.notify("textDocument/didOpen", {"textDocument": {"uri": uri(child), "languageId": "terraform",
                                                           "version": 1, "text": APP}})
        c.wait_diagnostics(uri(main_tf))
        cl, cc = line_of(APP, "type = string")
        cross = []
        for i in range(20):
            new, old = ("number", 6) if i % 2 == 0 else ("string", 6)
            t0 = time.perf_counter()
            c.notify("textDocument/didChange", {"textDocument": {"uri": uri(child), "version": i + 2},
                                                "contentChanges": [{"range": {
                                                    "start": {"line": cl, "character": cc + 7},
                                                    "end": {"line": cl, "character": cc + 7 + old}},
                                                    "text": new}]})
            p = c.wait_diagnostics(uri(main_tf))
            cross.append((time.perf_counter() - t0) * 1000)
            assert len(p["diagnostics"]) == (20 if i % 2 == 0 else 0), p
        c.request("shutdown")
        c.notify("exit")
        c.close()

    def show(name, xs):
        xs = sorted(xs)
        print("%-40s median %6.2f ms   p95 %6.2f ms   worst %6.2f ms" %
              (name, statistics.median(xs), xs[max(0, int(len(xs) * 0.95) - 1)], xs[-1]))
    print("tycon lsp: .tf of 60 module calls, 4 MB AWS schema, %d changes (target: median under 30 ms)" % n)
    print("%-40s %6.2f ms" % ("open -> diagnostics (schema read)", first))
    show("module argument change -> diagnostics", times)
    show("child module change -> caller's", cross)


if __name__ == "__main__":
    main()
