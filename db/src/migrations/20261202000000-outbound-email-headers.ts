import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../database.js';

// A queued e-mail keeps the headers it is sent with (a newsletter's one-click unsubscribe), like
// the e-mails sent at once do.
export async function up({ sequelize }: MigrationContext) {
  await sequelize.getQueryInterface().addColumn('outbound_emails', 'headers', { type: DataTypes.TEXT, allowNull: true });
}

export async function down({ sequelize }: MigrationContext) {
  await sequelize.getQueryInterface().removeColumn('outbound_emails', 'headers');
}
