import { STAFF_ROLES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** Staff of the console: admins moderate everything, editors publish blog and newsletters. */
export const staffUserTable = defineTable({
  modelName: 'StaffUser',
  tableName: 'staff_users',
  columns: {
    id: col.id(),
    email: required(col.string(254)),
    name: required(col.string(200)),
    password_hash: required(col.string(255)),
    role: required(col.oneOf(STAFF_ROLES), 'editor'),
    is_disabled: col.boolean(false),
    password_changed_at: col.date(),
  },
  indexes: [{ name: 'staff_users_email', unique: true, fields: ['email'] }],
});
