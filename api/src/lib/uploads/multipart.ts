import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { AppError, ValidationError } from '../errors/index.js';
import { shadowsObjectPrototype } from '../http/input-rules.js';

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

const DEFAULT_MAX_FIELDS = 50;
const DEFAULT_MAX_FIELD_BYTES = 20_000;
// What a part adds around its value: the boundary line (a boundary is at most 70 characters) and
// its headers, which busboy refuses beyond 16 KiB.
const PART_OVERHEAD_BYTES = 16 * 1024 + 80;

/** The files `readMultipart` accepted for this request, by field name. */
export const uploadedFile = (req: Request, field: string): UploadedFile | undefined => uploads.get(req)?.get(field);

/**
 * Middleware reading a multipart/form-data request into `req.body` (bracketed names such as
 * `applicant[name]` become nested objects, so express-validator chains read them as usual) and
 * its files into memory. A file or field of exactly its limit is accepted, a byte more is refused:
 * oversized files answer 413; the rest of the body is still read so the client receives the
 * answer instead of a reset connection.
 */
export function readMultipart(limits: MultipartLimits) {
  const maxFields = limits.maxFields ?? DEFAULT_MAX_FIELDS;
  const maxFieldBytes = limits.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES;
  const largestBody = limits.fileFields.length * (limits.maxFileBytes + PART_OVERHEAD_BYTES) + maxFields * (maxFieldBytes + PART_OVERHEAD_BYTES) + PART_OVERHEAD_BYTES;
  const tooLarge = () => new AppError(413, `The file must be at most ${limits.maxFileLabel}`);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next(new AppError(415, 'Send this form as multipart/form-data'));
    // A body declared larger than the largest acceptable one is refused before a byte of it is read.
    if (Number(req.headers['content-length']) > largestBody) {
      res.setHeader('Connection', 'close');
      return next(tooLarge());
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy stops a file or field on reaching its size limit, not on passing it: one byte of
        // headroom lets a value of exactly the limit through, and the extra byte betrays a larger one.
        limits: { fileSize: limits.maxFileBytes + 1, files: limits.fileFields.length, fields: maxFields, fieldSize: maxFieldBytes + 1 },
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
      stream.on('close', () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length > limits.maxFileBytes) fail(tooLarge());
        else if (!failure) files.set(name, { field: name, clientName: info.filename ?? '', bytes });
      });
    });
    parser.on('filesLimit', () => fail(new ValidationError({ base: ['Too many files'] })));
    parser.on('fieldsLimit', () => fail(new ValidationError({ base: ['Too many form fields'] })));
    // busboy may end with 'close' after an 'error': the request is answered once, whichever comes first.
    let answered = false;
    const answer = (error?: AppError | null) => {
      if (answered) return;
      answered = true;
      next(error ?? undefined);
    };
    parser.on('error', () => {
      fail(new ValidationError({ base: ['The multipart form could not be read'] }));
      req.unpipe(parser);
      req.resume();
      answer(failure);
    });
    parser.on('close', () => {
      if (failure) return answer(failure);
      req.body = body;
      uploads.set(req, files);
      answer();
    });
    req.pipe(parser);
  };
}

/** The field an error names: `applicant[name]` → name; a part without a name is the form's `base`. */
const leafName = (name: string | undefined) => name?.match(/\[([^\]]*)\]$/)?.[1] || name || 'base';

/**
 * `applicant[name]` → body.applicant.name. A field is dropped when its part has no name (busboy
 * then gives none), nests deeper than three keys, or has a key that is empty or names an
 * Object.prototype member (the key rule of JSON bodies).
 */
function setPath(target: Record<string, unknown>, name: string | undefined, value: string) {
  const keys = name?.match(/^[^[\]]+|(?<=\[)[^[\]]*(?=\])/g) ?? [];
  if (!keys.length || keys.length > 3 || keys.some((k) => !k || shadowsObjectPrototype(k))) return;
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const child = node[key];
    if (typeof child !== 'object' || child === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}
