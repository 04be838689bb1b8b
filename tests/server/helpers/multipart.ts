import type { FastifyInstance } from 'fastify';

/** One multipart/form-data body with a single file part (field `file` unless told). */
export function multipartBody(
  filename: string,
  data: Buffer,
  opts: { field?: string; type?: string; extra?: { name: string; filename: string; data: Buffer }[] } = {},
) {
  const boundary = `----zhxy${Math.random().toString(16).slice(2)}`;
  const part = (field: string, name: string, bytes: Buffer, type: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const payload = Buffer.concat([
    part(opts.field ?? 'file', filename, data, opts.type ?? 'application/octet-stream'),
    ...(opts.extra ?? []).map((e) => part(e.name, e.filename, e.data, 'application/octet-stream')),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  app: FastifyInstance,
  url: string,
  filename: string,
  data: Buffer,
  opts: {
    token?: string;
    headers?: Record<string, string>;
    field?: string;
    type?: string;
    extra?: { name: string; filename: string; data: Buffer }[];
  } = {},
) {
  const body = multipartBody(filename, data, opts);
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
  });
  return { status: res.statusCode, body: res.json(), res };
}
