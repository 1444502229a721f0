import { expect } from 'chai';
import { tables } from '@shigoto/db';
import { testApp } from '../helpers/context.js';

/** Models and migrations must describe the same schema: a model edit without a migration fails here. */
describe('schema drift between models and migrations', () => {
  for (const [modelName, table] of Object.entries(tables)) {
    it(`${table.tableName} matches the ${modelName} model`, async () => {
      const { db } = testApp().ctx;
      const model = db.sequelize.model(modelName);
      const qi = db.sequelize.getQueryInterface();
      const columns = await qi.describeTable(table.tableName);
      const expected = Object.entries(model.getAttributes()).map(([name, a]) => ({ name: a.field ?? name, allowNull: a.allowNull !== false, primaryKey: !!a.primaryKey }));
      expect(Object.keys(columns).sort()).to.deep.equal(expected.map((c) => c.name).sort());
      // SQLite reports INTEGER PRIMARY KEY columns as nullable, so keys are left out of this check.
      for (const column of expected.filter((c) => !c.primaryKey)) {
        expect(columns[column.name].allowNull, `${table.tableName}.${column.name} nullability`).to.equal(column.allowNull);
      }
      const indexes = (await qi.showIndex(table.tableName)) as { name: string }[];
      for (const index of table.indexes ?? []) {
        expect(indexes.map((i) => i.name), `${table.tableName} index ${index.name}`).to.include(index.name);
      }
    });
  }
});
