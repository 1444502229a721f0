/** Header fields of one ZIP entry, as its local header or its central directory record states them. */
export interface ZipHeaderFields {
  flags?: number;
  method?: number;
  crc?: number;
  compressedSize?: number;
  size?: number;
  /** A different name of the same length in bytes. */
  name?: string;
}

// Where each field sits in a local header and in a central directory record.
const LOCAL = { flags: 6, method: 8, crc: 14, compressedSize: 18, size: 22, nameLength: 26, name: 30 };
const CENTRAL = { flags: 8, method: 10, crc: 16, compressedSize: 20, size: 24, nameLength: 28, extraLength: 30, commentLength: 32, localOffset: 42, name: 46 };

/** What the central directory states about one entry of an archive built by `zipBytes`. */
export function zipEntryFields(zip: Buffer, entryName: string): Required<Omit<ZipHeaderFields, 'name'>> {
  const record = centralRecord(zip, entryName);
  return {
    flags: zip.readUInt16LE(record + CENTRAL.flags),
    method: zip.readUInt16LE(record + CENTRAL.method),
    crc: zip.readUInt32LE(record + CENTRAL.crc),
    compressedSize: zip.readUInt32LE(record + CENTRAL.compressedSize),
    size: zip.readUInt32LE(record + CENTRAL.size),
  };
}

/**
 * A copy of an archive built by `zipBytes` with header fields of one entry rewritten: crafted
 * archives whose headers lie about the data they hold.
 */
export function rewriteZipEntry(zip: Buffer, entryName: string, headers: { local?: ZipHeaderFields; central?: ZipHeaderFields }): Buffer {
  const out = Buffer.from(zip);
  const record = centralRecord(out, entryName);
  write(out, record, CENTRAL, headers.central);
  write(out, out.readUInt32LE(record + CENTRAL.localOffset), LOCAL, headers.local);
  return out;
}

/** Where the entry's central directory record starts (`zipBytes` writes no archive comment). */
function centralRecord(zip: Buffer, entryName: string): number {
  const end = zip.length - 22;
  let record = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(record + CENTRAL.nameLength);
    if (zip.toString('utf8', record + CENTRAL.name, record + CENTRAL.name + nameLength) === entryName) return record;
    record += CENTRAL.name + nameLength + zip.readUInt16LE(record + CENTRAL.extraLength) + zip.readUInt16LE(record + CENTRAL.commentLength);
  }
  throw new Error(`no entry ${entryName} in the archive`);
}

function write(zip: Buffer, at: number, layout: typeof LOCAL | typeof CENTRAL, fields: ZipHeaderFields = {}) {
  if (fields.flags !== undefined) zip.writeUInt16LE(fields.flags, at + layout.flags);
  if (fields.method !== undefined) zip.writeUInt16LE(fields.method, at + layout.method);
  if (fields.crc !== undefined) zip.writeUInt32LE(fields.crc >>> 0, at + layout.crc);
  if (fields.compressedSize !== undefined) zip.writeUInt32LE(fields.compressedSize, at + layout.compressedSize);
  if (fields.size !== undefined) zip.writeUInt32LE(fields.size, at + layout.size);
  if (fields.name !== undefined) {
    const name = Buffer.from(fields.name, 'utf8');
    if (name.length !== zip.readUInt16LE(at + layout.nameLength)) throw new Error('a rewritten name keeps its length');
    name.copy(zip, at + layout.name);
  }
}
