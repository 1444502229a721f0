import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { RESUME_MAX_BYTES } from '@shigoto/db/enums';
import type { Database, Rows } from '@shigoto/db';
import type { Storage } from '../storage/index.js';
import type { UploadedFile } from './multipart.js';

/**
 * Resumes (spec §5, DESIGN §7): PDF (best) or DOCX, up to 5MB, recognised by their bytes, never
 * by the client's name or type, and stored privately.
 */

export const RESUME_LIMITS = { maxFileBytes: RESUME_MAX_BYTES, maxFileLabel: '5MB' } as const;
export const RESUME_TYPE_MESSAGE = 'must be a PDF or DOCX file';

/** A DOCX is a ZIP; these caps keep a crafted archive from being handed on to employers. */
export const DOCX_MAX_ENTRIES = 1000;
export const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

const KINDS = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  docx: { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const;
export type ResumeKind = keyof typeof KINDS;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const DOCX_REQUIRED_ENTRIES = ['word/document.xml', '[Content_Types].xml'];

/** The resume's kind, or null when the bytes are neither a PDF nor a sound DOCX. */
export function detectResumeKind(bytes: Buffer): ResumeKind | null {
  if (bytes.length > RESUME_MAX_BYTES) return null;
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER && isSoundDocx(bytes)) return 'docx';
  return null;
}

/** Reads the ZIP's end-of-central-directory record and walks the directory without inflating anything. */
function isSoundDocx(zip: Buffer): boolean {
  const end = findEndOfCentralDirectory(zip);
  if (end < 0) return false;
  const entryCount = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no 5MB document needs.
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || entryCount > DOCX_MAX_ENTRIES) return false;
  if (directoryOffset + directorySize > end) return false;

  const names = new Set<string>();
  let uncompressed = 0;
  let cursor = directoryOffset;
  for (let i = 0; i < entryCount; i++) {
    if (cursor + 46 > end || zip.readUInt32LE(cursor) !== ZIP_CENTRAL_HEADER) return false;
    uncompressed += zip.readUInt32LE(cursor + 24);
    if (uncompressed > DOCX_MAX_UNCOMPRESSED_BYTES) return false;
    const nameLength = zip.readUInt16LE(cursor + 28);
    const extraLength = zip.readUInt16LE(cursor + 30);
    const commentLength = zip.readUInt16LE(cursor + 32);
    const nameEnd = cursor + 46 + nameLength;
    if (nameEnd > end) return false;
    names.add(zip.toString('utf8', cursor + 46, nameEnd));
    cursor = nameEnd + extraLength + commentLength;
  }
  return DOCX_REQUIRED_ENTRIES.every((name) => names.has(name));
}

/** The record sits at the end, followed by a comment of at most 65535 bytes. */
function findEndOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** A display name that cannot smuggle paths or control characters, with the detected extension. */
function displayName(clientName: string, kind: ResumeKind): string {
  const base = path.basename(clientName.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f"<>|:*?/\\]+/g, '').trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 200) || 'resume';
  return `${stem}.${KINDS[kind].extension}`;
}

/** Stores a checked resume privately under a generated key and records it; returns the stored_files row. */
export async function storeResume(deps: { db: Database; storage: Storage }, file: UploadedFile, kind: ResumeKind): Promise<Rows['StoredFile']> {
  const { extension, contentType } = KINDS[kind];
  const now = new Date();
  const key = `private/resumes/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;
  await deps.storage.put(key, file.bytes);
  const row = await deps.db.models.StoredFile.create({
    storage_key: key,
    kind: 'resume',
    is_public: false,
    original_name: displayName(file.clientName, kind),
    content_type: contentType,
    byte_size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  });
  return row.get({ plain: true }) as Rows['StoredFile'];
}
