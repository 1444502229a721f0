import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { AppError, ValidationError } from '../errors/index.js';

/** A file read from a multipart request, whole in memory (callers cap its size). */
export interface UploadedFile {
  field: string;
  /** What the client called it: for display only, never trusted for type. */
  clientName: string;
  bytes: Buffer;
}

export interface MultipartLimits {
  /** Form fields that may carry a file; any other file field is refused. */
  fileFields: string[];
  maxFileBytes: number;
  /** Shown in the 413 answer, e.g. '5MB'. */
  maxFileLabel: string;
  maxFields?: number;
  maxFieldBytes?: number;
}

const uploads = new WeakMap<Request, Map<string, UploadedFile>>();

/** The files `readMultipart` accepted for this request, by field name. */
export const uploadedFile = (req: Request, field: string): UploadedFile | undefined => uploads.get(req)?.get(field);

/**
 * Middleware reading a multipart/form-data request into `req.body` (bracketed names such as
 * `applicant[name]` become nested objects, so express-validator chains read them as usual) and
 * its files into memory. Oversized files answer 413; the rest of the body is still read so the
 * client receives the answer instead of a reset connection.
 */
export function readMultipart(limits: MultipartLimits) {
  const maxBodyBytes = limits.maxFileBytes * limits.fileFields.length + (limits.maxFields ?? 50) * (limits.maxFieldBytes ?? 20_000);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next(new AppError(415, 'Send this form as multipart/form-data'));
    // A body declared larger than anything acceptable is refused before a byte of it is read.
    if (Number(req.headers['content-length']) > maxBodyBytes) {
      res.setHeader('Connection', 'close');
      return next(new AppError(413, `The file must be at most ${limits.maxFileLabel}`));
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: limits.maxFileBytes, files: limits.fileFields.length, fields: limits.maxFields ?? 50, fieldSize: limits.maxFieldBytes ?? 20_000 },
      });
    } catch {
      return next(new ValidationError({ base: ['The multipart form could not be read'] }));
    }
    const body: Record<string, unknown> = {};
    const files = new Map<string, UploadedFile>();
    let failure: AppError | null = null;
    const fail = (error: AppError) => (failure ??= error);

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new ValidationError({ [leafName(name)]: ['is too long'] }));
      else setPath(body, name, value);
    });
    parser.on('file', (name, stream, info) => {
      if (!limits.fileFields.includes(name) || files.has(name)) {
        fail(new ValidationError({ [name]: ['is not expected'] }));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new AppError(413, `The file must be at most ${limits.maxFileLabel}`)));
      stream.on('close', () => {
        if (!failure) files.set(name, { field: name, clientName: info.filename ?? '', bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => fail(new ValidationError({ base: ['Too many files'] })));
    parser.on('fieldsLimit', () => fail(new ValidationError({ base: ['Too many form fields'] })));
    parser.on('error', () => {
      fail(new ValidationError({ base: ['The multipart form could not be read'] }));
      req.unpipe(parser);
      req.resume();
      next(failure);
    });
    parser.on('close', () => {
      if (failure) return next(failure);
      req.body = body;
      uploads.set(req, files);
      next();
    });
    req.pipe(parser);
  };
}

const leafName = (name: string) => name.match(/\[([^\]]*)\]$/)?.[1] || name;

/** `applicant[name]` → body.applicant.name. Prototype keys are dropped (no pollution). */
function setPath(target: Record<string, unknown>, name: string, value: string) {
  const keys = name.match(/^[^[\]]+|(?<=\[)[^[\]]*(?=\])/g) ?? [];
  if (!keys.length || keys.length > 3 || keys.some((k) => !k || k === '__proto__' || k === 'constructor' || k === 'prototype')) return;
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const child = node[key];
    if (typeof child !== 'object' || child === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}
