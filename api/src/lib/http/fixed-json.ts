import type { Request, Response } from 'express';
import { weakEtag } from './etag.js';

/** A JSON answer that never changes, serialized once, with its length and ETag. */
export interface FixedJson {
  text: string;
  length: number;
  etag: string;
}

export function fixedJson(value: unknown): FixedJson {
  const text = JSON.stringify(value);
  return { text, length: Buffer.byteLength(text), etag: weakEtag(text) };
}

/**
 * Sends a fixed answer with the headers `res.json` gives it (and 304 to a request that holds its
 * ETag), without serializing, hashing and looking up its content type again for each request.
 * A text body leaves in one write with the headers. Node sends no body in answer to HEAD.
 */
export function sendFixedJson(req: Request, res: Response, answer: FixedJson): void {
  res.setHeader('ETag', answer.etag);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', answer.length);
  res.end(answer.text);
}
