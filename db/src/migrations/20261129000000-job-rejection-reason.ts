import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../database.js';

// Staff say why a job was not approved: the submitter reads it in the e-mail and on the dashboard.
export async function up({ sequelize }: MigrationContext) {
  await sequelize.getQueryInterface().addColumn('jobs', 'rejection_reason', { type: DataTypes.TEXT, allowNull: true });
}

export async function down({ sequelize }: MigrationContext) {
  await sequelize.getQueryInterface().removeColumn('jobs', 'rejection_reason');
}
