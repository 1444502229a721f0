import { FILE_KINDS } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** A file in storage. Resumes and attachments are private; logos and images are public. */
export const storedFileTable = defineTable({
  modelName: 'StoredFile',
  tableName: 'stored_files',
  columns: {
    id: col.id(),
    storage_key: required(col.string(300)),
    kind: required(col.oneOf(FILE_KINDS)),
    is_public: col.boolean(false),
    original_name: col.string(255),
    content_type: required(col.string(120)),
    byte_size: required(col.integer()),
    sha256: required(col.string(64)),
    company_id: col.ref('companies'),
  },
  indexes: [{ name: 'stored_files_key', unique: true, fields: ['storage_key'] }],
});
