import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../database.js';

// Editors write articles in Markdown: the source is kept next to the HTML the site serves. A draft
// may be scheduled: it goes live at publish_at.
export async function up({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.addColumn('blog_posts', 'body_markdown', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('blog_posts', 'body_markdown_ja', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('blog_posts', 'publish_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addIndex('blog_posts', ['publish_at'], { name: 'blog_posts_publish_at' });
}

export async function down({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.removeIndex('blog_posts', 'blog_posts_publish_at');
  await qi.removeColumn('blog_posts', 'publish_at');
  await qi.removeColumn('blog_posts', 'body_markdown_ja');
  await qi.removeColumn('blog_posts', 'body_markdown');
}
