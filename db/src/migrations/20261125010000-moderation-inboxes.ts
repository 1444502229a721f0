import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../database.js';

// The console's moderation inboxes: why a review or experience was approved or rejected, which
// company a company submission or lead became, and when feedback and now-hiring reports were handled.
const MODERATED = ['company_reviews', 'company_experiences'];
const CONVERTED = ['company_submissions', 'company_leads'];
const HANDLED = ['now_hiring_reports', 'feedbacks'];

export async function up({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  for (const table of MODERATED) {
    await qi.addColumn(table, 'moderation_reason', { type: DataTypes.TEXT, allowNull: true });
    await qi.addColumn(table, 'moderated_at', { type: DataTypes.DATE, allowNull: true });
  }
  for (const table of CONVERTED) {
    await qi.addColumn(table, 'company_id', {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'companies', key: 'id' },
      onUpdate: 'CASCADE',
      onDelete: 'SET NULL',
    });
    await qi.addColumn(table, 'handled_at', { type: DataTypes.DATE, allowNull: true });
  }
  for (const table of HANDLED) await qi.addColumn(table, 'handled_at', { type: DataTypes.DATE, allowNull: true });
}

export async function down({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  for (const table of HANDLED) await qi.removeColumn(table, 'handled_at');
  for (const table of CONVERTED) {
    await qi.removeColumn(table, 'handled_at');
    await qi.removeColumn(table, 'company_id');
  }
  for (const table of MODERATED) {
    await qi.removeColumn(table, 'moderated_at');
    await qi.removeColumn(table, 'moderation_reason');
  }
}
