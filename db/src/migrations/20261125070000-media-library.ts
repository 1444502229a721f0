import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../database.js';

// The editors' media library, and a blog post's cover chosen from it.
const ref = (table: string) => ({
  type: DataTypes.INTEGER,
  allowNull: true,
  references: { model: table, key: 'id' },
  onUpdate: 'CASCADE',
  onDelete: 'SET NULL',
});

export async function up({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.createTable('media', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    name: { type: DataTypes.STRING(255), allowNull: false },
    alt_text: { type: DataTypes.STRING(500), allowNull: true },
    url: { type: DataTypes.STRING(500), allowNull: false },
    width: { type: DataTypes.INTEGER, allowNull: false },
    height: { type: DataTypes.INTEGER, allowNull: false },
    content_type: { type: DataTypes.STRING(120), allowNull: false },
    byte_size: { type: DataTypes.INTEGER, allowNull: false },
    variants: { type: DataTypes.TEXT, allowNull: true },
    stored_file_id: ref('stored_files'),
    staff_user_id: ref('staff_users'),
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('media', ['created_at'], { name: 'media_created' });
  await qi.addColumn('blog_posts', 'cover_media_id', ref('media'));
}

export async function down({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.removeColumn('blog_posts', 'cover_media_id');
  await qi.dropTable('media');
}
