import { connect, type Socket } from 'node:net';

type Reply = string | number | null | Reply[];

/** Parses one RESP reply at `at`; undefined when the buffer does not hold all of it yet. */
function parse(buf: Buffer, at: number): { value: Reply | Error; end: number } | undefined {
  const eol = buf.indexOf('\r\n', at);
  if (eol < 0) return undefined;
  const line = buf.toString('utf8', at + 1, eol);
  switch (String.fromCharCode(buf[at]!)) {
    case '+':
      return { value: line, end: eol + 2 };
    case '-':
      return { value: new Error(line), end: eol + 2 };
    case ':':
      return { value: Number(line), end: eol + 2 };
    case '$': {
      const len = Number(line);
      if (len < 0) return { value: null, end: eol + 2 };
      if (buf.length < eol + 2 + len + 2) return undefined;
      return { value: buf.toString('utf8', eol + 2, eol + 2 + len), end: eol + 2 + len + 2 };
    }
    case '*': {
      const n = Number(line);
      const items: Reply[] = [];
      let end = eol + 2;
      for (let i = 0; i < n; i++) {
        const r = parse(buf, end);
        if (!r) return undefined;
        items.push(r.value instanceof Error ? null : r.value);
        end = r.end;
      }
      return { value: n < 0 ? null : items, end };
    }
    default:
      return { value: new Error('bad RESP reply'), end: buf.length };
  }
}

const encode = (args: (string | number)[]) =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`;

/** A minimal Redis client (RESP2, pipelined, reconnects lazily): enough for the rate limiter. */
export function redisClient(url: string) {
  const u = new URL(url);
  let socket: Socket | null = null;
  let buf = Buffer.alloc(0);
  const pending: { resolve(v: Reply): void; reject(e: Error): void }[] = [];

  const open = () => {
    const s = connect({ host: u.hostname || '127.0.0.1', port: Number(u.port || 6379) });
    s.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      for (;;) {
        const r = buf.length ? parse(buf, 0) : undefined;
        if (!r) break;
        buf = buf.subarray(r.end);
        const p = pending.shift();
        if (r.value instanceof Error) p?.reject(r.value);
        else p?.resolve(r.value);
      }
    });
    const fail = (e: Error) => {
      socket = null;
      buf = Buffer.alloc(0);
      for (const p of pending.splice(0)) p.reject(e);
    };
    s.on('error', fail);
    s.on('close', () => fail(new Error('redis connection closed')));
    socket = s;
    if (u.password)
      void send([
        'AUTH',
        ...(u.username ? [decodeURIComponent(u.username)] : []),
        decodeURIComponent(u.password),
      ]).catch(() => {});
    const db = u.pathname.slice(1);
    if (db) void send(['SELECT', db]).catch(() => {});
  };

  function send(args: (string | number)[]): Promise<Reply> {
    if (!socket) open();
    return new Promise((resolve, reject) => {
      pending.push({ resolve, reject });
      socket!.write(encode(args));
    });
  }

  return {
    send,
    async close() {
      if (socket) await send(['QUIT']).catch(() => null);
      socket?.destroy();
      socket = null;
    },
  };
}
