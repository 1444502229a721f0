import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../database.js';

// The console's company work: a logo's resized copies, and a contract request's handling.
export async function up({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.addColumn('companies', 'logo_variants', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('contract_requests', 'handled_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('contract_requests', 'company_contract_id', {
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: 'company_contracts', key: 'id' },
    onUpdate: 'CASCADE',
    onDelete: 'SET NULL',
  });
}

export async function down({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.removeColumn('contract_requests', 'company_contract_id');
  await qi.removeColumn('contract_requests', 'handled_at');
  await qi.removeColumn('companies', 'logo_variants');
}
