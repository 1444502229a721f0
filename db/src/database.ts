import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fs from 'node:fs';
import { Model, Sequelize, Transaction, type ModelStatic, type Options } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { tables, type ModelName, type Rows } from './models/index.js';
import { resolveColumns } from './schema/columns.js';

export type RowModel<K extends ModelName> = Model<Rows[K], Partial<Rows[K]>> & Rows[K];
export type Models = { [K in ModelName]: ModelStatic<RowModel<K>> };

export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: 'sqlite' | 'mysql';
  migrator: Umzug<MigrationContext>;
  close(): Promise<void>;
}

export interface MigrationContext {
  sequelize: Sequelize;
}

export interface DatabaseOptions {
  logging?: (sql: string) => void;
  /** MySQL read replicas (production); reads go to them, writes to the primary. */
  readReplicaUrls?: string[];
  pool?: { max: number };
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Opens a database from a URL: `sqlite:relative/or/absolute.sqlite`, `sqlite::memory:` or `mysql://…`. */
export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const common: Options = {
    logging: options.logging ?? false,
    define: { underscored: true, freezeTableName: true },
    pool: { max: options.pool?.max ?? 10, min: 0, idle: 10_000, acquire: 30_000 },
  };
  let sequelize: Sequelize;
  let dialect: Database['dialect'];
  if (url.startsWith('sqlite:')) {
    const storage = url.slice('sqlite:'.length);
    if (storage !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(storage)), { recursive: true });
    dialect = 'sqlite';
    // SQLite serialises writers, and Sequelize gives each transaction its own connection. IMMEDIATE
    // transactions take the write lock up front (a deferred one upgrading its lock can deadlock with
    // another writer), and a statement that meets another writer's lock waits and retries.
    sequelize = new Sequelize({
      ...common,
      dialect: 'sqlite',
      storage,
      pool: { max: 1, min: 1, idle: 60_000 },
      transactionType: Transaction.TYPES.IMMEDIATE,
      retry: { match: [/SQLITE_BUSY/], max: 30 },
    });
  } else if (url.startsWith('mysql:') || url.startsWith('mariadb:')) {
    dialect = 'mysql';
    const primary = parseMysqlUrl(url);
    sequelize = new Sequelize(primary.database, primary.username, primary.password, {
      ...common,
      dialect: 'mysql',
      host: primary.host,
      port: primary.port,
      timezone: '+00:00',
      dialectOptions: { charset: 'utf8mb4', dateStrings: false },
      ...(options.readReplicaUrls?.length
        ? { replication: { write: primary, read: options.readReplicaUrls.map(parseMysqlUrl) } }
        : {}),
    });
  } else {
    throw new Error(`DATABASE_URL must start with sqlite: or mysql:// (got "${url.split(':')[0]}:")`);
  }

  const models = defineModels(sequelize);
  const migrator = new Umzug<MigrationContext>({
    migrations: {
      glob: ['migrations/*.{ts,js}', { cwd: here, ignore: ['**/*.d.ts', '**/*.json'] }],
      resolve: ({ name, path: file, context }) => ({
        name: name.replace(/\.(ts|js)$/, ''),
        up: async () => (await import(pathToFileURL(file!).href)).up(context),
        down: async () => (await import(pathToFileURL(file!).href)).down(context),
      }),
    },
    context: { sequelize },
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });

  return {
    sequelize,
    models,
    dialect,
    migrator,
    close: () => sequelize.close(),
  };
}

function parseMysqlUrl(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 3306),
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: u.pathname.replace(/^\//, ''),
  };
}

function defineModels(sequelize: Sequelize): Models {
  const models = {} as Record<ModelName, ModelStatic<Model>>;
  for (const [name, table] of Object.entries(tables) as [ModelName, (typeof tables)[ModelName]][]) {
    const timestamps = table.timestamps ?? true;
    models[name] = sequelize.define(name, resolveColumns(table.columns), {
      tableName: table.tableName,
      timestamps: timestamps !== false,
      updatedAt: timestamps === true ? 'updated_at' : false,
      createdAt: timestamps === false ? false : 'created_at',
      indexes: table.indexes,
    });
  }
  const m = models as unknown as Models;
  m.Job.belongsTo(m.Company, { as: 'company', foreignKey: 'company_id' });
  m.Newsletter.hasOne(m.NewsletterSend, { as: 'send', foreignKey: 'newsletter_id' });
  m.Company.hasMany(m.Job, { as: 'jobs', foreignKey: 'company_id' });
  m.Job.belongsTo(m.Location, { as: 'locationRecord', foreignKey: 'location_id' });
  m.Job.belongsToMany(m.Skill, { as: 'skills', through: m.JobSkill, foreignKey: 'job_id', otherKey: 'skill_id' });
  m.Skill.belongsToMany(m.Job, { as: 'jobs', through: m.JobSkill, foreignKey: 'skill_id', otherKey: 'job_id' });
  m.Company.belongsToMany(m.Skill, { as: 'skills', through: m.CompanySkill, foreignKey: 'company_id', otherKey: 'skill_id' });
  m.Company.hasMany(m.CompanyTag, { as: 'tags', foreignKey: 'company_id' });
  m.BlogPost.belongsToMany(m.BlogTag, { as: 'tags', through: m.BlogPostTag, foreignKey: 'blog_post_id', otherKey: 'blog_tag_id' });
  m.BlogTag.belongsToMany(m.BlogPost, { as: 'posts', through: m.BlogPostTag, foreignKey: 'blog_tag_id', otherKey: 'blog_post_id' });
  m.Employer.belongsTo(m.Company, { as: 'company', foreignKey: 'company_id' });
  m.EmailApplicant.belongsTo(m.Job, { as: 'job', foreignKey: 'job_id' });
  m.CompanyReview.belongsTo(m.Company, { as: 'company', foreignKey: 'company_id' });
  m.CompanyContract.belongsTo(m.Company, { as: 'company', foreignKey: 'company_id' });
  m.ContractRequest.belongsTo(m.Company, { as: 'company', foreignKey: 'company_id' });
  return m;
}
