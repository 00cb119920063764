#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generates cases.jsonl, the inputs of the console differential suite (tests/console/diff):
one `terraform console` entry per line, deterministic. Per function (all 118 that
`terraform metadata functions -json` lists, in functions.json): hand-picked calls (VALID),
then cases derived from the signature: no arguments, null and wrongly typed arguments, one
argument too many, a sensitive argument, the core:: form. Then the language: operators over a
grid of operands, conditionals, templates, heredocs, for expressions, splats, indexing,
numbers, collections and conversions.
usage: gen.py > cases.jsonl (one JSON string a line)"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# Functions whose valid results change from run to run: only their shape is compared.
NONDET = {'timestamp', 'uuid', 'bcrypt', 'plantimestamp'}

VALID = {
    'abs': ['abs(-3.5)', 'abs(0)', 'abs(7)', 'abs(-1e40)', 'abs("-2")'],
    'abspath': ['abspath("/a/b/../c")', 'abspath("/")', 'abspath("/x//y/")'],
    'alltrue': ['alltrue([true, true])', 'alltrue([])', 'alltrue([true, false])',
                'alltrue(["true", true])', 'alltrue([null])', 'alltrue(toset([true]))'],
    'anytrue': ['anytrue([false, true])', 'anytrue([])', 'anytrue(["false"])',
                'anytrue([null, true])', 'anytrue(tolist([false]))'],
    'base64decode': ['base64decode("aGVsbG8=")', 'base64decode("")', 'base64decode("!!")',
                     'base64decode("/w==")', 'base64decode("aGVsbG8")'],
    'base64encode': ['base64encode("hello")', 'base64encode("")', 'base64encode("ß€😀")'],
    'base64gzip': ['base64gzip("hello")', 'base64gzip("")', 'base64gzip("aaaaaaaaaaaaaaaa")'],
    'base64sha256': ['base64sha256("hello")', 'base64sha256("")'],
    'base64sha512': ['base64sha512("hello")', 'base64sha512("")'],
    'basename': ['basename("/a/b/c.txt")', 'basename("c")', 'basename("/a/b/")',
                 'basename("")', 'basename("/")'],
    'bcrypt': ['length(bcrypt("x"))', 'substr(bcrypt("x", 5), 0, 7)', 'substr(bcrypt("x", 3), 0, 7)',
               'bcrypt("x", 32)', 'bcrypt("x", 4, 5)'],
    'can': ['can(1)', 'can(nosuch)', 'can([1][2])', 'can(tonumber("x"))', 'can(upper(1))'],
    'ceil': ['ceil(1.2)', 'ceil(-1.2)', 'ceil(5)', 'ceil(1e100)'],
    'chomp': ['chomp("a\\n")', 'chomp("a\\r\\n\\n")', 'chomp("a")', 'chomp("\\n")'],
    'chunklist': ['chunklist(["a", "b", "c"], 2)', 'chunklist([], 3)',
                  'chunklist([1, 2], 0)', 'chunklist([1, 2], -1)', 'chunklist([1, 2, 3], 1)'],
    'cidrhost': ['cidrhost("10.0.0.0/8", 2)', 'cidrhost("10.0.0.0/8", -1)',
                 'cidrhost("10.0.0.0/30", 5)', 'cidrhost("fd00::/64", 17)',
                 'cidrhost("bad", 1)', 'cidrhost("10.0.0.0/33", 1)'],
    'cidrnetmask': ['cidrnetmask("10.0.0.0/8")', 'cidrnetmask("172.16.0.0/12")',
                    'cidrnetmask("fd00::/64")', 'cidrnetmask("x")'],
    'cidrsubnet': ['cidrsubnet("10.0.0.0/16", 8, 2)', 'cidrsubnet("10.0.0.0/16", 20, 0)',
                   'cidrsubnet("fd00::/56", 8, 255)', 'cidrsubnet("10.0.0.0/16", 2, 4)'],
    'cidrsubnets': ['cidrsubnets("10.0.0.0/16", 4, 4, 8)', 'cidrsubnets("10.0.0.0/16")',
                    'cidrsubnets("fd00::/56", 8, 8)', 'cidrsubnets("10.0.0.0/30", 4)'],
    'coalesce': ['coalesce("", "a")', 'coalesce(null, 1)', 'coalesce(1, "a")',
                 'coalesce(null, null)', 'coalesce([], [1])', 'coalesce("", "")'],
    'coalescelist': ['coalescelist([], [1])', 'coalescelist(["a"], [])',
                     'coalescelist([], [])', 'coalescelist(null, [1])', 'coalescelist([1], ["a"])'],
    'compact': ['compact(["a", "", "b", null])', 'compact([])', 'compact([""])',
                'compact(tolist(["x"]))'],
    'concat': ['concat([1], [2, 3])', 'concat()', 'concat([], [])', 'concat(["a"], [1])',
               'concat([1], "a")', 'concat(tolist([1]), tolist(["a"]))'],
    'contains': ['contains(["a", "b"], "b")', 'contains([1, 2], "1")', 'contains([], 1)',
                 'contains(toset(["a"]), "a")', 'contains({a = 1}, 1)'],
    'csvdecode': ['csvdecode("a,b\\n1,2\\n")', 'csvdecode("a,b\\n1\\n")', 'csvdecode("")',
                  'csvdecode("a\\n\\"x\\"\\"y\\"\\n")', 'csvdecode("a,a\\n1,2")'],
    'dirname': ['dirname("/a/b/c.txt")', 'dirname("c")', 'dirname("/")', 'dirname("")',
                'dirname("a/b/")'],
    'distinct': ['distinct([1, 2, 1])', 'distinct([])', 'distinct(["a", "a"])',
                 'distinct([[1], [1]])'],
    'element': ['element(["a", "b"], 3)', 'element(["a", "b"], -1)', 'element([], 0)',
                'element(["a"], 1.5)', 'element(tolist(["x", "y"]), 1)'],
    'endswith': ['endswith("hello", "lo")', 'endswith("hello", "")', 'endswith("", "a")'],
    'ephemeralasnull': ['ephemeralasnull(1)', 'ephemeralasnull(null)',
                        'ephemeralasnull({a = sensitive(1)})'],
    'file': ['file("hello.txt")', 'file("nosuch.txt")', 'file("bin.dat")', 'file("empty.txt")',
             'file("sub")'],
    'filebase64': ['filebase64("hello.txt")', 'filebase64("bin.dat")', 'filebase64("nosuch")'],
    'filebase64sha256': ['filebase64sha256("hello.txt")', 'filebase64sha256("nosuch")'],
    'filebase64sha512': ['filebase64sha512("hello.txt")', 'filebase64sha512("nosuch")'],
    'fileexists': ['fileexists("hello.txt")', 'fileexists("nosuch")', 'fileexists("sub")'],
    'filemd5': ['filemd5("hello.txt")', 'filemd5("empty.txt")', 'filemd5("nosuch")'],
    'fileset': ['fileset(".", "*.txt")', 'fileset("sub", "*")', 'fileset(".", "**/*.json")',
                'fileset("nosuch", "*")', 'fileset(".", "[")', 'fileset(".", "sub/{a,b}.txt")'],
    'filesha1': ['filesha1("hello.txt")', 'filesha1("nosuch")'],
    'filesha256': ['filesha256("hello.txt")', 'filesha256("nosuch")'],
    'filesha512': ['filesha512("hello.txt")', 'filesha512("nosuch")'],
    'flatten': ['flatten([[1], [2, [3]]])', 'flatten([])', 'flatten([[], []])',
                'flatten([null])', 'flatten([1, "a"])', 'flatten(toset([["a"]]))'],
    'floor': ['floor(1.8)', 'floor(-1.2)', 'floor(5)'],
    'format': ['format("%s-%d", "a", 3)', 'format("%05.2f", 3.14159)', 'format("%q", "x")',
               'format("%v", [1])', 'format("%x", 255)', 'format("%t", true)',
               'format("%d", 1.5)', 'format("%s")', 'format("%%")', 'format("%#v", {a = 1})',
               'format("%e", 12345.678)', 'format("%-5s|", "a")', 'format("%[2]s %[1]s", "a", "b")'],
    'formatdate': ['formatdate("YYYY-MM-DD", "2024-02-29T10:11:12Z")',
                   'formatdate("DD MMM YYYY hh:mm ZZZ", "2018-01-02T23:12:01Z")',
                   'formatdate("EEEE, h:mmaa", "2018-01-02T23:12:01-08:00")',
                   'formatdate("YYYY", "not a time")', "formatdate(\"'quoted' YY\", \"2018-01-02T23:12:01Z\")"],
    'formatlist': ['formatlist("%s=%d", ["a", "b"], [1, 2])', 'formatlist("x-%s", ["a"])',
                   'formatlist("%s", [])', 'formatlist("%s %s", ["a"], ["b", "c"])',
                   'formatlist("%s", "a")'],
    'indent': ['indent(2, "a\\nb\\n")', 'indent(0, "a")', 'indent(4, "")', 'indent(-1, "a\\nb")'],
    'index': ['index(["a", "b"], "b")', 'index(["a"], "c")', 'index([1, 2], "2")', 'index([], 1)'],
    'issensitive': ['issensitive(1)', 'issensitive(sensitive(1))', 'issensitive(null)',
                    'issensitive([sensitive(1)])'],
    'join': ['join(", ", ["a", "b"])', 'join("-", [])', 'join("", ["a"], ["b"])',
             'join(",", [1, true])', 'join(",", [null])'],
    'jsondecode': ['jsondecode("{\\"a\\": [1, 2.5, null]}")', 'jsondecode("")', 'jsondecode("[1,")',
                   'jsondecode("nul")', 'jsondecode("1 2")', 'jsondecode("\\"\\\\u00e9\\"")',
                   'jsondecode("1e400")'],
    'jsonencode': ['jsonencode({a = [1, "b", null, true]})', 'jsonencode("<&>")',
                   'jsonencode(1.5e300)', 'jsonencode(toset(["b", "a"]))', 'jsonencode({})'],
    'keys': ['keys({b = 1, a = 2})', 'keys({})', 'keys(tomap({x = "1"}))', 'keys([1])'],
    'length': ['length("héllo")', 'length([1, 2])', 'length({a = 1})', 'length(toset([1, 1]))',
               'length(1)', 'length(null)', 'length("👍🏽")'],
    'log': ['log(8, 2)', 'log(1, 10)', 'log(0, 10)', 'log(10, 1)', 'log(100, 10)'],
    'lookup': ['lookup({a = 1}, "a")', 'lookup({a = 1}, "b", 2)', 'lookup({a = 1}, "b")',
               'lookup({a = "x"}, "a", 1)', 'lookup({}, "a", null)'],
    'lower': ['lower("HeLLo")', 'lower("ÀÉÎ")', 'lower("")', 'lower("İ")'],
    'matchkeys': ['matchkeys(["a", "b"], ["x", "y"], ["y"])', 'matchkeys([], [], [])',
                  'matchkeys(["a"], ["x", "y"], ["x"])', 'matchkeys([1, 2], [1, 2], ["2"])'],
    'max': ['max(1, 5, 3)', 'max()', 'max(-1)', 'max([1, 2]...)', 'max("3", 2)'],
    'md5': ['md5("hello")', 'md5("")', 'md5("ü")'],
    'merge': ['merge({a = 1}, {b = 2})', 'merge()', 'merge({a = 1}, {a = "x"})',
              'merge(null, {a = 1})', 'merge({a = 1}, [1])', 'merge(tomap({a = "x"}), {b = 1})'],
    'min': ['min(1, 5, 3)', 'min()', 'min(-1.5, -2)', 'min([3, 1]...)'],
    'nonsensitive': ['nonsensitive(sensitive(1))', 'nonsensitive(1)', 'nonsensitive(null)'],
    'one': ['one([1])', 'one([])', 'one([1, 2])', 'one(toset([]))', 'one(null)'],
    'parseint': ['parseint("ff", 16)', 'parseint("-0", 10)', 'parseint("12", 2)',
                 'parseint("zz", 36)', 'parseint("1", 1)', 'parseint("  1", 10)'],
    'pathexpand': ['pathexpand("/etc/x")', 'pathexpand("rel/path")', 'pathexpand("")'],
    'plantimestamp': ['plantimestamp()', 'type(plantimestamp())'],
    'pow': ['pow(2, 10)', 'pow(2, -1)', 'pow(0, 0)', 'pow(-8, 0.5)', 'pow(10, 400)'],
    'range': ['range(3)', 'range(1, 4)', 'range(0, 1, 0.25)', 'range(3, 0, -1)', 'range()',
              'range(1, 2, 3, 4)', 'range(0, 1, 0)', 'range(-2)'],
    'regex': ['regex("[a-z]+", "123abc")', 'regex("(\\\\d+)-(\\\\d+)", "10-20")',
              'regex("(?P<y>\\\\d{4})", "in 2024")', 'regex("x", "abc")', 'regex("(", "a")'],
    'regexall': ['regexall("[a-z]+", "ab 12 cd")', 'regexall("x", "abc")',
                 'regexall("(\\\\w)(\\\\d)", "a1 b2")', 'regexall("*", "a")'],
    'replace': ['replace("hello", "l", "L")', 'replace("hello", "/l+/", "L")',
                'replace("abc", "/(b)/", "[$1]")', 'replace("", "", "x")', 'replace("a", "/(/", "x")'],
    'reverse': ['reverse([1, 2, 3])', 'reverse([])', 'reverse("abc")', 'reverse(toset([1]))'],
    'rsadecrypt': ['rsadecrypt(file("cipher.b64"), file("key.pem"))', 'rsadecrypt("!!", file("key.pem"))',
                   'rsadecrypt(file("cipher.b64"), "not a key")'],
    'sensitive': ['sensitive(1)', 'sensitive(null)', 'sensitive([1, 2])', 'sensitive(sensitive("a"))'],
    'setintersection': ['setintersection(["a", "b"], ["b", "c"])', 'setintersection([1], [])',
                        'setintersection(["a"])', 'setintersection([1], ["1"])'],
    'setproduct': ['setproduct(["a", "b"], [1, 2])', 'setproduct()', 'setproduct(["a"])',
                   'setproduct([], [1])', 'setproduct(toset(["x"]), ["y"])'],
    'setsubtract': ['setsubtract(["a", "b"], ["b"])', 'setsubtract([], [1])',
                    'setsubtract([1, 2], ["2"])'],
    'setunion': ['setunion(["a"], ["b", "a"])', 'setunion([])', 'setunion([1], ["a"])',
                 'setunion(["b"], ["a"], ["c"])'],
    'sha1': ['sha1("hello")', 'sha1("")'],
    'sha256': ['sha256("hello")', 'sha256("")'],
    'sha512': ['sha512("hello")', 'sha512("")'],
    'signum': ['signum(-3)', 'signum(0)', 'signum(2.5)', 'signum(-0.1)'],
    'slice': ['slice(["a", "b", "c"], 1, 3)', 'slice([], 0, 0)', 'slice([1], 1, 0)',
              'slice([1, 2], 0, 5)', 'slice([1, 2], -1, 1)'],
    'sort': ['sort(["b", "a", "c"])', 'sort([])', 'sort([10, 9, 100])', 'sort(["B", "a"])',
             'sort([null])'],
    'split': ['split(",", "a,b,,c")', 'split(",", "")', 'split("", "abc")', 'split("ab", "xabyabz")'],
    'startswith': ['startswith("hello", "he")', 'startswith("hello", "")', 'startswith("", "x")'],
    'strcontains': ['strcontains("hello", "ll")', 'strcontains("hello", "")', 'strcontains("", "a")'],
    'strrev': ['strrev("hello")', 'strrev("")', 'strrev("héllo")', 'strrev("👍🏽a")'],
    'substr': ['substr("hello", 1, 3)', 'substr("hello", -3, -1)', 'substr("hello", 10, 1)',
               'substr("héllo", 1, 1)', 'substr("hello", 0, -2)'],
    'sum': ['sum([1, 2, 3.5])', 'sum([])', 'sum(["1", 2])', 'sum([null])', 'sum(toset([1, 2]))'],
    'templatefile': ['templatefile("tpl/greet.tftpl", {name = "ana", items = ["a", "b"]})',
                     'templatefile("tpl/greet.tftpl", {})', 'templatefile("tpl/broken.tftpl", {})',
                     'templatefile("tpl/missing.tftpl", {})', 'templatefile("nosuch", {})',
                     'templatefile("tpl/greet.tftpl", {name = [1], items = []})'],
    'templatestring': ['templatestring("Hi ${x}", {x = "a"})', 'templatestring("${", {})',
                       'templatestring("%{ for v in vs }${v},%{ endfor }", {vs = [1, 2]})',
                       'templatestring("plain", {})'],
    'textdecodebase64': ['textdecodebase64("SABpAA==", "UTF-16LE")', 'textdecodebase64("aGk=", "UTF-8")',
                         'textdecodebase64("aGk=", "nosuch")', 'textdecodebase64("!", "UTF-8")'],
    'textencodebase64': ['textencodebase64("Hi", "UTF-16LE")', 'textencodebase64("hé", "ISO-8859-1")',
                         'textencodebase64("x", "nosuch")', 'textencodebase64("€", "ISO-8859-1")'],
    'timeadd': ['timeadd("2024-01-01T00:00:00Z", "10m")', 'timeadd("2024-01-01T00:00:00Z", "-1h30m")',
                'timeadd("2024-01-01T00:00:00Z", "1d")', 'timeadd("bad", "1h")',
                'timeadd("2024-02-28T23:59:59+05:00", "1s")'],
    'timecmp': ['timecmp("2024-01-01T00:00:00Z", "2024-01-01T01:00:00+01:00")',
                'timecmp("2024-01-01T00:00:00Z", "2023-01-01T00:00:00Z")',
                'timecmp("2023-01-01T00:00:00Z", "2024-01-01T00:00:00Z")', 'timecmp("x", "y")'],
    'timestamp': ['length(timestamp())', 'can(timestamp())', 'timestamp(1)'],
    'title': ['title("hello world")', 'title("")', 'title("élan vital")', 'title("a-b c_d")'],
    'tobool': ['tobool("true")', 'tobool(false)', 'tobool("yes")', 'tobool(null)', 'tobool(1)'],
    'tolist': ['tolist(["a", 1])', 'tolist(toset(["b", "a"]))', 'tolist([])', 'tolist({a = 1})',
               'tolist(["a", [1]])', 'tolist(null)'],
    'tomap': ['tomap({a = 1, b = "x"})', 'tomap({})', 'tomap([1])', 'tomap({a = [1], b = 2})',
              'tomap(null)'],
    'tonumber': ['tonumber("1.5")', 'tonumber("x")', 'tonumber(true)', 'tonumber(null)',
                 'tonumber("1e3")', 'tonumber(" 1")'],
    'toset': ['toset(["b", "a", "b"])', 'toset([])', 'toset([1, "a"])', 'toset([[1], ["a"]])',
              'toset({a = 1})'],
    'tostring': ['tostring(1.5)', 'tostring(true)', 'tostring(null)', 'tostring([1])', 'tostring("a")'],
    'transpose': ['transpose({a = ["1", "2"], b = ["2"]})', 'transpose({})',
                  'transpose({a = []})', 'transpose({a = [null]})'],
    'trim': ['trim("?!hello?!", "!?")', 'trim("", "a")', 'trim("aaa", "a")', 'trim("xyx", "")'],
    'trimprefix': ['trimprefix("helloworld", "hello")', 'trimprefix("a", "b")', 'trimprefix("", "")'],
    'trimspace': ['trimspace("  a b \\n")', 'trimspace("")', 'trimspace("\\t\\u00a0x\\u2003")'],
    'trimsuffix': ['trimsuffix("helloworld", "world")', 'trimsuffix("a", "b")', 'trimsuffix("aa", "a")'],
    'try': ['try(1)', 'try(nosuch, 2)', 'try([1][5], "x")', 'try()', 'try(nosuch)',
            'try(tonumber("x"), tonumber("y"))'],
    'upper': ['upper("hello")', 'upper("straße")', 'upper("ǆ")', 'upper("")'],
    'urlencode': ['urlencode("a b&c=d/é")', 'urlencode("")', 'urlencode("~-._")', 'urlencode("+%")'],
    'uuid': ['length(uuid())', 'can(uuid())', 'uuid(1)'],
    'uuidv5': ['uuidv5("dns", "example.com")', 'uuidv5("url", "https://x")', 'uuidv5("oid", "1.2")',
               'uuidv5("x500", "cn=a")', 'uuidv5("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "a")',
               'uuidv5("bad", "a")'],
    'values': ['values({b = 1, a = 2})', 'values({})', 'values([1])', 'values({a = [1], b = "x"})'],
    'yamldecode': ['yamldecode("a: 1\\nb: [x, true, null]\\n")', 'yamldecode("")',
                   'yamldecode("- 1\\n- 2.5\\n")', 'yamldecode("a: [")', 'yamldecode("\\"x\\"")',
                   'yamldecode("a: !!binary aGk=")', 'yamldecode("? [1]\\n: x")'],
    'yamlencode': ['yamlencode({a = 1, b = ["x", true, null]})', 'yamlencode("multi\\nline\\n")',
                   'yamlencode([])', 'yamlencode({})', 'yamlencode("true")', 'yamlencode(1.5e300)'],
    'zipmap': ['zipmap(["a", "b"], [1, 2])', 'zipmap([], [])', 'zipmap(["a"], [1, 2])',
               'zipmap(["a", "a"], [1, 2])', 'zipmap(["a"], tolist(["x"]))'],
}

# A well-typed example per parameter type, a second one, and a wrongly typed one.
GOOD = {'string': ['"abc"', '"a,b"'], 'number': ['2', '0.5'], 'bool': ['true', 'false'],
        'dynamic': ['["x", "y"]', '{a = 1}']}
BAD = {'string': '[1]', 'number': '"x"', 'bool': '"maybe"', 'dynamic': None}


def kind(t):
    if isinstance(t, list):
        return {'list': '["a", "b"]', 'set': '["a", "b"]', 'map': '{k = ["v"]}'}[t[0]]
    return GOOD[t][0]


def bad_of(t):
    if isinstance(t, list):
        return '"notacollection"'
    return BAD[t]


def derived(name, sig):
    params = sig.get('parameters', [])
    var = sig.get('variadic_parameter')
    good = [kind(p['type']) for p in params]
    if var:
        good.append(kind(var['type']))
    out = []
    if name in NONDET:
        return [f'{name}(null)'] if params else [f'{name}(1, 2)']
    out.append(f'{name}()')
    for i in range(len(good)):
        args = list(good)
        args[i] = 'null'
        out.append(f'{name}({", ".join(args)})')
        t = params[i]['type'] if i < len(params) else var['type']
        b = bad_of(t)
        if b:
            args[i] = b
            out.append(f'{name}({", ".join(args)})')
    if not var:
        out.append(f'{name}({", ".join(good + ["1"])})')
    if good:
        args = list(good)
        args[0] = f'sensitive({args[0]})'
        out.append(f'{name}({", ".join(args)})')
    out.append(f'core::{name}({", ".join(good)})')
    out.append(f'{name}({", ".join(good)})')
    return out


OPERANDS = ['1', '-2.5', '0', '"3"', '"a"', 'true', 'false', 'null', '[1]', '{a = 1}',
            '1e30', '"true"']
OPS = ['+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=', '&&', '||']


def language():
    out = []
    for op in OPS:
        for a in OPERANDS:
            for b in OPERANDS:
                out.append(f'{a} {op} {b}')
    for a in OPERANDS:
        out += [f'-{a}', f'!{a}', f'-({a})', f'!!{a}']
    conds = ['true', 'false', 'null', '"true"', '"x"', '1']
    arms = [('1', '2'), ('1', '"a"'), ('[1]', '["a"]'), ('{a = 1}', '{b = 2}'), ('null', '1'),
            ('[]', '[1]'), ('"x"', 'true'), ('[1]', '{a = 1}'), ('tolist([1])', 'toset([2])'),
            ('{a = 1}', 'tomap({a = "x"})')]
    for c in conds:
        for a, b in arms:
            out.append(f'{c} ? {a} : {b}')
    out += NUMBERS + TEMPLATES + FORS + SPLATS + INDEXING + COLLECTIONS + CONVERSIONS + MISC
    return out


NUMBERS = ['1.0', '0.1 + 0.2', '1/3', '2/3', '10/4', '1e100', '1e-100', '-0', '0 * -1',
           '123456789012345678901234567890', '1.5e300 * 1e10', '1/0', '-1/0', '0/0', '5 % 3',
           '-5 % 3', '5.5 % 2', '5 % 0', '2 * 0.1', '3.14159265358979323846264338327950288',
           '1e3', '1E3', '0.000001', '0.0000001', '1e21', '1e20', '100000000000000000000',
           '9007199254740993', '-9007199254740993', '0.1 * 3', '1 - 0.9', '7 / 7', '2.50',
           '00012', '1.', '.5', '1e', '1e+2', '1e-2', '0x10', '1_000', '4 - 3 * 2', '(4 - 3) * 2',
           '2 * 3 + 4 * 5', '10 - 2 - 3', '100 / 10 / 5', '1 + 2 * 3 % 4', '-2 * -3', '- - 1',
           '1 < 2 == true', 'true == 1 < 2', '!true || true', '!(true || true)', '1 + "2"',
           '"1" + "2"', '1e400', '-1e400', '1e-400', 'pow(2, 64)', 'pow(2, 64) + 1',
           'floor(1e20 / 3)', '1/3 * 3', '0.3 == 0.1 * 3', '1 == 1.0', '"1" == 1',
           '[1] == [1]', '{a = 1} == {a = 1}', 'tolist([1]) == [1]', 'null == null',
           'null != 1', '[] == []', '{} == {}', 'toset([1, 2]) == toset([2, 1])']
TEMPLATES = ['"a${1}b"', '"${true}"', '"${null}"', '"x${null}y"', '"${[1]}"', '"${"in"}"',
             '"%{ if true }yes%{ else }no%{ endif }"', '"%{ if false }yes%{ endif }"',
             '"%{ for x in [1, 2] }${x};%{ endfor }"', '"%{ for k, v in {a = 1} }${k}=${v}%{ endfor }"',
             '"a %{~ if true ~} b %{~ endif ~} c"', '"$${x}"', '"%%{x}"', '"\\u00e9\\t\\"q\\""',
             '"${1 + 1}${"x"}"', '"%{ if "x" }a%{ endif }"', '"%{ for x in 1 }a%{ endfor }"',
             '"${sensitive("s")}"', '"a${sensitive(1)}"', '"${{a = 1}}"', '"\\q"', '"\\U0001F600"',
             '"\\ud800"', '"tab\\there"', '"${ upper("x") }-${ lower("Y") }"', '"$"', '"%"',
             '"${"a"}${"b"}"', '"%{ if true }${1}%{ endif }%{ if false }${2}%{ endif }"',
             '"%{ for i, v in ["a", "b"] }${i}:${v} %{ endfor }"', '"${1.50}"', '"${1e40}"',
             '"${-0}"', '"${tostring(1/3)}"', '"%{ for x in [] }x%{ else }y%{ endfor }"',
             '"%{ endif }"', '"%{ if true }"', '"%{ for x in [1] }x%{ endif }"',
             '"%{ if true }x%{ endfor }"', '"%{ if true }x%{ else }y%{ else }z%{ endif }"',
             '"a%{ if true }b%{ else }c%{ endif }%{ endfor }"', '"${"}"', '"${ 1 +  }"', '"a\\nb"',
             '<<EOT\nhello\nEOT', '<<-EOT\n    indented\n      more\n    EOT',
             '<<EOT\n${1 + 1}\n%{ if true }x%{ endif }\nEOT', '<<EOT\nEOT',
             '<<-EOT\n\ta\n\t  b\n\tEOT', '<<EOT\n  trailing  \nEOT']
FORS = ['[for x in [1, 2, 3] : x * 2]', '[for x in [1, 2, 3] : x if x > 1]',
        '{for x in ["a", "b"] : x => upper(x)}', '{for k, v in {a = 1, b = 2} : v => k}',
        '{for x in ["a", "a", "b"] : x => x...}', '{for x in ["a", "a"] : x => x}',
        '[for i, v in ["a", "b"] : "${i}${v}"]', '[for k, v in {b = 1, a = 2} : k]',
        '[for x in toset(["b", "a"]) : x]', '[for x in null : x]', '[for x in 1 : x]',
        '[for x in [1, "a"] : x]', '{for x in [1] : x => x}', '{for x in [true] : x => x}',
        '{for x in [[1]] : x => x}', '[for x in [1, 2] : x if x]', '[for x in [1] : y]',
        '[for x, y, z in [1] : x]', '[for x in [] : x]', '{for x in [] : x => x}',
        '[for x in [[1, 2], [3]] : [for y in x : y * 10]]', '[for x in {a = 1} : x]',
        '{for k, v in {a = [1], b = [2]} : k => length(v)}', '[for x in [1, 2] : x if null]',
        '[for x in [sensitive(1), 2] : x]', '[for x in sensitive([1, 2]) : x]',
        '{for x in ["a"] : x => x if x == "b"}', '[for x in ["a"] : x]...',
        '[for x in range(3) : x]', '{for i in range(2) : "k${i}" => i}',
        '{for x in ["b", "a", "b", "a"] : x => 1}',
        'try({for x in ["b", "a", "b", "a"] : x => x + 1}, null + "a")',
        '{for x in ["a", "a", uuid()] : x => 1}', '{for x in ["", "", ""] : x => x}']
SPLATS = ['[{a = 1}, {a = 2}][*].a', '[{a = 1}, {a = 2}].*.a', '[][*].a', 'null[*]',
          '"x"[*]', '{a = 1}[*].a', '[{a = [1, 2]}, {a = [3]}][*].a[0]', '[[1, 2], [3]][*][0]',
          'tolist([{a = 1}])[*].a', 'toset([{a = 1}])[*].a', '[{a = {b = 1}}][*].a.b',
          '[{a = 1}, {b = 2}][*].a', '[{a = 1}][*].b', '[1, 2][*]', '[{a = 1}][*]["a"]',
          '[[{a = 1}]][*][0].a', 'sensitive([{a = 1}])[*].a']
INDEXING = ['[1, 2, 3][0]', '[1, 2, 3][3]', '[1, 2, 3][-1]', '[1, 2][1.5]', '[1, 2]["1"]',
            '[1, 2]["a"]', '{a = 1}.a', '{a = 1}["a"]', '{a = 1}.b', '{a = 1}["b"]',
            '{a = {b = [10, 20]}}.a.b[1]', '[1].0', '{"a b" = 1}["a b"]', 'tomap({a = 1})["a"]',
            'tomap({a = 1})["b"]', 'toset([1])[0]', '"abc"[0]', 'null[0]', 'null.a', '1.a',
            '[1, 2][null]', '{a = 1}[null]', '[[1, 2], [3]][1][0]', 'sensitive([1, 2])[0]',
            '[sensitive(1)][0]', '{a = sensitive(1)}.a', 'tolist(["a"])[0]', '[1, 2][true]',
            '{0 = "zero"}[0]', '{a = 1}[0]']
COLLECTIONS = ['[]', '{}', '[1, "a", true, null]', '[[], {}]', '{a = 1, b = "x", c = [true]}',
               '{b = 1, a = 2}', '{"x" = 1, (upper("y")) = 2}', '{a = 1, a = 2}',
               'toset(["b", "a", "c"])', 'toset([3, 1, 2])', 'toset([true, false])',
               'tomap({b = 1, a = 2})', 'tolist([[1], [2, 3]])', '[{a = 1}, {a = "x"}]',
               '{a = [1, 2], b = {c = "d"}}', '[null]', '{a = null}', 'sensitive({a = 1})',
               '[sensitive(1), 2]', '{a = sensitive("s"), b = "t"}', 'toset([sensitive(1)])',
               'tomap({a = sensitive(1)})', '[[[[[1]]]]]', '{a = {b = {c = {d = 1}}}}',
               '["a\\nb"]', '{"" = 1}', '{"é" = 1, "e" = 2}', '{1 = "one"}', '{true = 1}',
               '{null = 1}', '{[1] = 1}', '[1, 2, ]', '{a = 1, }', '{a = 1 b = 2}',
               '{a = 1\nb = 2}', '[1\n, 2]']
CONVERSIONS = ['tolist(["a", 1, true])', 'tolist([1, null])', 'toset(["1", 1])',
               'tomap({a = 1, b = true})', 'tomap({a = [1], b = ["x"]})',
               'tolist([{a = 1}, {a = "x"}])', 'tolist([{a = 1}, {b = 2}])',
               'tolist([[1], ["a"]])', 'tostring(1e30)', 'tostring(0.1)', 'tostring(-0)',
               'tonumber("0x10")', 'tonumber("1_000")', 'tonumber("-1.5e-3")', 'tobool("True")',
               'tobool("1")', 'tostring(sensitive(1))', 'tolist(sensitive(["a"]))',
               'toset(null)', 'tomap({})', 'tolist(toset([]))', 'toset(tolist([]))',
               'tolist([tolist([1]), toset([2])])', 'tomap({a = {}, b = {c = 1}})',
               'tostring("${1}")', 'tonumber(tostring(1/3))']
MISC = ['nosuch', 'var', 'var.x', 'local.x', 'path.module', 'path.root', 'path.cwd == path.cwd',
        'terraform.workspace', 'count.index', 'each.key', 'self', 'nosuch(1)', 'upper',
        'upper(1, 2)', 'upper("a"...)', 'max([1, 2]..., 3)', 'concat([1]..., [2])',
        'format("%s", ["a"]...)', 'min(toset([2, 1])...)', 'max({a = 1}...)', 'list()', 'map()',
        'list(1)', 'type(1)', 'type([1])', 'type({a = [1]})', 'type(null)', 'type(tomap({a = 1}))',
        'type(toset(["a"]))', 'type(sensitive(1))', 'type(1) == type(1)', '[type(1)]',
        '1 & 2', '1.', 'var.', '"${1"', '[for x in [1, 2] x]', '(1', '1)', '[1', '{', '}',
        '1 +', '* 2', '"unterminated', '# comment only', '1 # trailing comment', '1 // c',
        '1 /* c */ + 2', '"a" "b"', 'a b', '1 2', '@', '$', '`', 'true false', 'null.null',
        '(((((1)))))', '((1 + 2) * (3 - 4))', 'sensitive(1) + 1', 'sensitive("a") == "a"',
        'nonsensitive(sensitive(1)) + 1', 'can(sensitive(1))', 'try(sensitive(1), 2)',
        'length(sensitive([1, 2]))', 'keys(sensitive({a = 1}))', 'jsonencode(sensitive(1))',
        'upper(sensitive("a"))', 'sensitive(1) ? 1 : 2', 'true ? sensitive(1) : 2',
        '[for x in [1] : sensitive(x)]', '{a = 1}.a.b', 'null.a.b', '[[1]][0][0][0]',
        'core::upper("a")', 'core::nosuch(1)', 'other::upper("a")', 'provider::x::f(1)',
        'core::type(1)', 'a::b()', 'upper ("a")', 'upper(\n"a"\n)', '  1  ', '\t1',
        '"\\u0000"', 'length("\\u0000")', 'jsonencode("\\u0000")', '"a\\u0000b"']


def main():
    sigs = json.load(open(os.path.join(HERE, 'functions.json'), encoding='utf-8'))
    seen = set()
    lines = []

    def add(c):
        # abspath of a relative path names the directory the suite runs in
        if c.startswith(('abspath("abc")', 'core::abspath("abc")')):
            return
        if c not in seen:
            seen.add(c)
            lines.append(c)
    for name in sorted(n for n in sigs if '::' not in n):
        for c in VALID.get(name, []) + derived(name, sigs[name]):
            add(c)
    for c in language():
        add(c)
    for c in lines:
        print(json.dumps(c, ensure_ascii=False))


if __name__ == '__main__':
    main()
