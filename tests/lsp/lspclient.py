# SPDX-License-Identifier: Apache-2.0
"""A minimal scripted LSP client for tests and the benchmark: starts `tycon lsp`, frames
JSON-RPC messages, reads responses and notifications with a timeout (standard library only)."""
import json
import os
import select
import subprocess
import time


class Client:
    def __init__(self, tycon, cwd=None, env=None):
        self.p = subprocess.Popen([tycon, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, cwd=cwd, env=env)
        self.buf = b""
        self.next_id = 0
        self.notes = []   # notifications received while waiting for responses

    # ---- writing ----
    def raw(self, data):
        self.p.stdin.write(data)
        self.p.stdin.flush()

    def send(self, msg):
        msg = dict(msg, jsonrpc="2.0")
        body = json.dumps(msg).encode()
        self.raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method, params=None, timeout=10):
        self.next_id += 1
        rid = self.next_id
        self.send({"id": rid, "method": method, "params": params})
        return self.wait_response(rid, timeout)

    def notify(self, method, params=None):
        self.send({"method": method, "params": params})

    # ---- reading ----
    def _read_some(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("no message from the server")
        r, _, _ = select.select([self.p.stdout], [], [], left)
        if not r:
            raise TimeoutError("no message from the server")
        chunk = os.read(self.p.stdout.fileno(), 1 << 20)
        if not chunk:
            raise EOFError("the server closed its output")
        self.buf += chunk

    def read(self, timeout=10):
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self.buf:
            self._read_some(deadline)
        head, rest = self.buf.split(b"\r\n\r\n", 1)
        length = None
        for line in head.split(b"\r\n"):
            k, _, v = line.partition(b":")
            if k.strip().lower() == b"content-length":
                length = int(v)
        assert length is not None, head
        while len(rest) < length:
            self.buf = head + b"\r\n\r\n" + rest
            self._read_some(deadline)
            head, rest = self.buf.split(b"\r\n\r\n", 1)
        self.buf = rest[length:]
        return json.loads(rest[:length])

    def wait_response(self, rid, timeout=10):
        while True:
            m = self.read(timeout)
            if "method" not in m and m.get("id") == rid:
                return m
            if "method" in m:
                self.notes.append(m)

    def wait_diagnostics(self, uri, timeout=10):
        for i, m in enumerate(self.notes):
            if m["method"] == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri:
                del self.notes[i]
                return m["params"]
        while True:
            m = self.read(timeout)
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri:
                return m["params"]
            if "method" in m:
                self.notes.append(m)

    def initialize(self, root, options=None, caps=None):
        r = self.request("initialize", {"processId": None, "rootUri": "file://" + root,
                                        "capabilities": caps or {},
                                        "initializationOptions": options})
        self.notify("initialized", {})
        return r

    def close(self, timeout=10):
        self.p.stdin.close()
        try:
            return self.p.wait(timeout)
        finally:
            self.p.stdout.close()
            self.p.stderr.close()


def uri(path):
    return "file://" + os.path.abspath(path)
