# SPDX-License-Identifier: Apache-2.0
"""A minimal terminal emulator (enough for libedit and Go readline line editing) and a
pseudo-terminal driver: type input, wait for output to settle, read the screen."""
import os, pty, re, select, signal, struct, fcntl, termios, time

CSI = re.compile(rb'\x1b\[([0-9;?]*)([@-~])')


class Screen:
    def __init__(self, rows=200, cols=80):
        self.rows, self.cols = rows, cols
        self.lines = [[] for _ in range(rows)]
        self.r = self.c = 0

    def _put(self, ch):
        if self.c >= self.cols:
            self.c = 0
            self._down()
        line = self.lines[self.r]
        while len(line) <= self.c:
            line.append(' ')
        line[self.c] = ch
        self.c += 1

    def _down(self):
        self.r += 1
        if self.r >= self.rows:
            self.lines.pop(0)
            self.lines.append([])
            self.r = self.rows - 1

    def feed(self, data):
        i = 0
        while i < len(data):
            b = data[i:i + 1]
            if b == b'\x1b':
                m = CSI.match(data, i)
                if m:
                    self._csi(m.group(1).decode(), m.group(2).decode())
                    i = m.end()
                    continue
                i += 2
                continue
            if b == b'\r':
                self.c = 0
            elif b == b'\n':
                self._down()
            elif b == b'\x08':
                self.c = max(0, self.c - 1)
            elif b in (b'\x07', b'\x00'):
                pass
            else:
                n = 1
                o = data[i]
                if o >= 0xf0:
                    n = 4
                elif o >= 0xe0:
                    n = 3
                elif o >= 0xc0:
                    n = 2
                self._put(data[i:i + n].decode('utf-8', 'replace'))
                i += n
                continue
            i += 1

    def _csi(self, params, final):
        ps = [int(p) if p.isdigit() else 0 for p in params.lstrip('?').split(';')] if params else []
        n = ps[0] if ps and ps[0] else 1
        line = self.lines[self.r]
        if final == 'K':
            mode = ps[0] if ps else 0
            if mode == 0:
                del line[self.c:]
            elif mode == 2:
                line.clear()
        elif final == 'J':
            del line[self.c:]
            for k in range(self.r + 1, self.rows):
                self.lines[k] = []
        elif final == 'C':
            self.c = min(self.cols - 1, self.c + n)
        elif final == 'D':
            self.c = max(0, self.c - n)
        elif final == 'A':
            self.r = max(0, self.r - n)
        elif final == 'B':
            self.r = min(self.rows - 1, self.r + n)
        elif final == 'G':
            self.c = n - 1
        elif final == 'H':
            self.r = (ps[0] if ps else 1) - 1
            self.c = (ps[1] if len(ps) > 1 else 1) - 1
        elif final == 'P':
            del line[self.c:self.c + n]
        elif final == '@':
            for _ in range(n):
                line.insert(self.c, ' ')

    def text(self):
        out = [''.join(l).rstrip() for l in self.lines]
        while out and out[-1] == '':
            out.pop()
        return '\n'.join(out) + '\n'


def run(argv, keys, cwd, env=None, settle=0.25, timeout=10.0):
    """Runs argv on a pty, types each key string after the output settles, returns
    (screen text, exit status or None if it had to be killed)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(cwd)
        if env:
            os.environ.update(env)
        os.execvp(argv[0], argv)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', 200, 80, 0, 0))
    scr = Screen()

    def pump(wait):
        end = time.time() + timeout
        last = time.time()
        while time.time() < end:
            r, _, _ = select.select([fd], [], [], 0.02)
            if r:
                try:
                    d = os.read(fd, 65536)
                except OSError:
                    return False
                if not d:
                    return False
                scr.feed(d)
                last = time.time()
            elif time.time() - last >= wait:
                return True
        return True

    alive = pump(settle * 2)
    for k in keys:
        if not alive:
            break
        os.write(fd, k.encode())
        alive = pump(settle)
    if alive:
        pump(settle)
    status = None
    for _ in range(100):
        p, st = os.waitpid(pid, os.WNOHANG)
        if p:
            status = os.waitstatus_to_exitcode(st)
            break
        time.sleep(0.02)
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(fd)
    return scr.text(), status
