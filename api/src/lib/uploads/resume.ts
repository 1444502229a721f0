import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { RESUME_MAX_BYTES } from '@shigoto/db/enums';
import type { Database, Rows } from '@shigoto/db';
import type { Storage } from '../storage/index.js';
import type { UploadedFile } from './multipart.js';

/**
 * Resumes: PDF (best) or DOCX, up to 5MB, recognised by their bytes, never by the client's name
 * or type, and stored privately.
 */

export const RESUME_LIMITS = { maxFileBytes: RESUME_MAX_BYTES, maxFileLabel: '5MB' } as const;
export const RESUME_TYPE_MESSAGE = 'must be a PDF or DOCX file';

/** A DOCX is a ZIP; these caps keep a crafted archive from being handed on to employers. */
export const DOCX_MAX_ENTRIES = 1000;
/**
 * What all entries of a DOCX may unpack to, together. A 5MB resume is mostly pictures, which are
 * already compressed and barely grow; its markup unpacks to well under a megabyte for a long CV.
 * 20MB holds 5MB of pictures and hundreds of pages of markup, and bounds what one upload makes
 * us (and the employer's word processor) unpack.
 */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 20 * 1024 * 1024;

const KINDS = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  docx: { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const;
export type ResumeKind = keyof typeof KINDS;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const DOCX_REQUIRED_ENTRIES = ['word/document.xml', '[Content_Types].xml'];

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_LOCAL_HEADER_BYTES = 30;
const ZIP_CENTRAL_HEADER_BYTES = 46;
const ZIP_STORED = 0;
const ZIP_DEFLATED = 8;
const ZIP_FLAG_ENCRYPTED = 0x1;
/** The local header leaves checksum and sizes at zero; the central directory holds them. */
const ZIP_FLAG_DATA_DESCRIPTOR = 0x8;

/** The resume's kind, or null when the bytes are neither a PDF nor a sound DOCX. */
export function detectResumeKind(bytes: Buffer): ResumeKind | null {
  if (bytes.length > RESUME_MAX_BYTES) return null;
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER && isSoundDocx(bytes)) return 'docx';
  return null;
}

/** An entry as the central directory states it. */
interface ZipEntry {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/**
 * A DOCX is sound when its central directory lists Word's required entries, declares no more than
 * DOCX_MAX_UNCOMPRESSED_BYTES in all, and every entry's data really is what the directory
 * declares: unpacked, its size and checksum match. Unpacking stops one byte past the declared
 * size, so a small entry that would inflate to gigabytes costs next to nothing to refuse.
 */
function isSoundDocx(zip: Buffer): boolean {
  const directory = readCentralDirectory(zip);
  if (!directory) return false;
  const names = new Set(directory.entries.map((entry) => entry.name.toString('utf8')));
  if (!DOCX_REQUIRED_ENTRIES.every((name) => names.has(name))) return false;
  let declared = 0;
  for (const entry of directory.entries) {
    declared += entry.size;
    if (declared > DOCX_MAX_UNCOMPRESSED_BYTES) return false;
  }
  return directory.entries.every((entry) => holdsWhatItDeclares(zip, entry, directory.offset));
}

function readCentralDirectory(zip: Buffer): { entries: ZipEntry[]; offset: number } | null {
  const end = findEndOfCentralDirectory(zip);
  if (end < 0) return null;
  const entryCount = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no 5MB document needs.
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || entryCount > DOCX_MAX_ENTRIES) return null;
  if (directoryOffset + directorySize > end) return null;

  const entries: ZipEntry[] = [];
  let cursor = directoryOffset;
  for (let i = 0; i < entryCount; i++) {
    if (cursor + ZIP_CENTRAL_HEADER_BYTES > end || zip.readUInt32LE(cursor) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = zip.readUInt16LE(cursor + 28);
    const nameEnd = cursor + ZIP_CENTRAL_HEADER_BYTES + nameLength;
    if (nameEnd > end) return null;
    entries.push({
      name: zip.subarray(cursor + ZIP_CENTRAL_HEADER_BYTES, nameEnd),
      flags: zip.readUInt16LE(cursor + 8),
      method: zip.readUInt16LE(cursor + 10),
      crc: zip.readUInt32LE(cursor + 16),
      compressedSize: zip.readUInt32LE(cursor + 20),
      size: zip.readUInt32LE(cursor + 24),
      localHeaderOffset: zip.readUInt32LE(cursor + 42),
    });
    cursor = nameEnd + zip.readUInt16LE(cursor + 30) + zip.readUInt16LE(cursor + 32);
  }
  return { entries, offset: directoryOffset };
}

/**
 * The entry is stored or deflated, not encrypted, its local header agrees with the directory (a
 * reader that walks local headers sees the same archive), its data lies before the directory, and
 * unpacked it has exactly the declared size and checksum.
 */
function holdsWhatItDeclares(zip: Buffer, entry: ZipEntry, directoryOffset: number): boolean {
  if ((entry.flags & ZIP_FLAG_ENCRYPTED) !== 0 || (entry.method !== ZIP_STORED && entry.method !== ZIP_DEFLATED)) return false;
  const local = entry.localHeaderOffset;
  if (local + ZIP_LOCAL_HEADER_BYTES > directoryOffset || zip.readUInt32LE(local) !== ZIP_LOCAL_HEADER) return false;
  const localFlags = zip.readUInt16LE(local + 6);
  if ((localFlags & ZIP_FLAG_ENCRYPTED) !== 0 || zip.readUInt16LE(local + 8) !== entry.method) return false;
  if (
    (localFlags & ZIP_FLAG_DATA_DESCRIPTOR) === 0 &&
    (zip.readUInt32LE(local + 14) !== entry.crc || zip.readUInt32LE(local + 18) !== entry.compressedSize || zip.readUInt32LE(local + 22) !== entry.size)
  ) {
    return false;
  }
  const nameStart = local + ZIP_LOCAL_HEADER_BYTES;
  const nameEnd = nameStart + zip.readUInt16LE(local + 26);
  const dataStart = nameEnd + zip.readUInt16LE(local + 28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > directoryOffset || !zip.subarray(nameStart, nameEnd).equals(entry.name)) return false;
  const content = unpack(zip.subarray(dataStart, dataEnd), entry);
  return content !== null && content.length === entry.size && crc32(content) === entry.crc;
}

/** The entry's data unpacked, cut one byte past its declared size; null when it does not inflate. */
function unpack(data: Buffer, entry: ZipEntry): Buffer | null {
  if (entry.method === ZIP_STORED) return data;
  try {
    return inflateRawSync(data, { maxOutputLength: entry.size + 1 });
  } catch {
    // Corrupt data, or more of it than declared (zlib refuses to go past maxOutputLength).
    return null;
  }
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
