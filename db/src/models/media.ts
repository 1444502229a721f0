import { col, defineTable, required } from '../schema/columns.js';
import type { LogoVariant } from './company.js';

/** An image in the editors' media library (blog covers, images in posts and newsletters). */
export const mediaTable = defineTable({
  modelName: 'Media',
  tableName: 'media',
  columns: {
    id: col.id(),
    /** The uploaded file's name, for finding it again. */
    name: required(col.string(255)),
    alt_text: col.string(500),
    /** The original as uploaded, served publicly. */
    url: required(col.string(500)),
    width: required(col.integer()),
    height: required(col.integer()),
    content_type: required(col.string(120)),
    byte_size: required(col.integer()),
    /** Resized copies (WebP and PNG, made in the background from `url`), smallest first; `[]` until made. */
    variants: col.json<LogoVariant[]>([]),
    stored_file_id: col.ref('stored_files'),
    staff_user_id: col.ref('staff_users'),
  },
  indexes: [{ name: 'media_created', fields: ['created_at'] }],
});
