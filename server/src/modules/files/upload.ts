import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { apiError } from '../../http/errors';
import { cleanName, contentProblem, sniff, type Sniffed } from '../../files/sniff';

/** The one multipart file of the request (field `file`), checked by content; nothing is written here. */
export async function readUpload(
  req: FastifyRequest,
): Promise<{ name: string; data: Buffer; sniffed: Exclude<Sniffed, { kind: 'html' }> }> {
  if (!req.isMultipart()) throw apiError('BAD_REQUEST', '请以 multipart/form-data 格式上传文件');
  let found: { filename: string; data: Buffer } | null = null;
  // Read every part: a second file trips the multipart files limit (one file per request).
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    const data = await readPart(part.file);
    if (part.fieldname === 'file' && !found) found = { filename: part.filename, data };
  }
  if (!found) throw apiError('BAD_REQUEST', '请选择要上传的文件');
  const { data } = found;
  if (data.length === 0) throw apiError('BAD_REQUEST', '文件内容为空');
  const name = cleanName(found.filename);
  const sniffed = sniff(data);
  const problem = contentProblem(name, sniffed);
  if (problem || sniffed.kind === 'html')
    throw apiError('BAD_REQUEST', problem ?? '不支持上传网页或脚本文件');
  return { name, data, sniffed };
}

/**
 * One file part, refused the moment it passes the multipart size limit: busboy would otherwise
 * read (and drop) the rest of a 100 MB part before toBuffer() reports it.
 */
async function readPart(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  let tooLarge = false;
  file.once('limit', () => {
    tooLarge = true;
    file.destroy();
  });
  const chunks: Buffer[] = [];
  try {
    for await (const c of file) chunks.push(c as Buffer);
  } catch (e) {
    if (tooLarge) throw apiError('TOO_LARGE');
    throw e;
  }
  if (tooLarge || file.truncated) throw apiError('TOO_LARGE');
  return Buffer.concat(chunks);
}
