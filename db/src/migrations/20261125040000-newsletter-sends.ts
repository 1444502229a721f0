import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../database.js';

// Newsletters are composed from picked jobs and blog posts and sent in batches: a send record per
// issue (state, how far it got), and a delivery's state so a claim that never went out shows as failed.
export async function up({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.addColumn('newsletters', 'job_ids', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('newsletters', 'blog_post_ids', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('newsletter_deliveries', 'state', { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'claimed' });
  await qi.addColumn('newsletter_deliveries', 'error', { type: DataTypes.TEXT, allowNull: true });
  await qi.addIndex('newsletter_deliveries', ['newsletter_id', 'state'], { name: 'newsletter_deliveries_state' });
  await qi.createTable('newsletter_sends', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    newsletter_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'newsletters', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    state: { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'sending' },
    total: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    last_lead_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    cursor_lead_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    finished_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('newsletter_sends', ['newsletter_id'], { name: 'newsletter_sends_newsletter', unique: true });
  await qi.addIndex('newsletter_sends', ['state', 'updated_at'], { name: 'newsletter_sends_state' });
}

export async function down({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.dropTable('newsletter_sends');
  await qi.removeIndex('newsletter_deliveries', 'newsletter_deliveries_state');
  await qi.removeColumn('newsletter_deliveries', 'error');
  await qi.removeColumn('newsletter_deliveries', 'state');
  await qi.removeColumn('newsletters', 'blog_post_ids');
  await qi.removeColumn('newsletters', 'job_ids');
}
