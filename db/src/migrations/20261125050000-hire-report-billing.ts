import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../database.js';

// A hire's fee is followed from the console: invoiced, then paid.
export async function up({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.addColumn('hiring_reports', 'invoiced_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('hiring_reports', 'paid_at', { type: DataTypes.DATE, allowNull: true });
}

export async function down({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.removeColumn('hiring_reports', 'paid_at');
  await qi.removeColumn('hiring_reports', 'invoiced_at');
}
