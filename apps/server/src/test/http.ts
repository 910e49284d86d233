import { ApiErrorSchema, type ErrorCode } from '@roulement/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** English words Fastify, zod or a library would leak in a message not translated to French. */
const ENGLISH =
  /\b(invalid|expected|received|must|required|unsupported|unexpected|body|request|error|not found|too large|limit|exceeded|retry|missing)\b/i;

/** Asserts the error envelope of ARCHITECTURE.md §4.5 with a French message; answers it. */
export function expectApiError(
  answer: LightMyRequestResponse | { status: number; raw: LightMyRequestResponse },
  statusCode: number,
  code?: ErrorCode,
) {
  const response = 'statusCode' in answer ? answer : answer.raw;
  expect(response.statusCode, response.body).toBe(statusCode);
  const parsed = ApiErrorSchema.safeParse(response.json());
  expect(parsed.success, response.body).toBe(true);
  const body = ApiErrorSchema.parse(response.json());
  expect(body.statusCode).toBe(statusCode);
  if (code) expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message, 'message en français').not.toMatch(ENGLISH);
  return body;
}

/** A multipart/form-data body built by hand: the bytes and the content-type header. */
export function multipart(
  parts: { name: string; filename?: string; contentType?: string; content: Buffer | string }[],
  boundary = `----roulement${Date.now().toString(16)}`,
): { payload: Buffer; headers: { 'content-type': string } } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The cells of a downloaded CSV file (`;`, CRLF, BOM), header first; cells are not unquoted. */
export const lignesCsv = (texte: string): string[][] =>
  texte
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
