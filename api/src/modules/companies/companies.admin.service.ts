import { randomBytes } from 'node:crypto';
import { type Model, type ModelStatic, type Transaction } from 'sequelize';
import type { Logger } from 'pino';
import { COMPANY_FORM_FLAGS } from '@shigoto/db/enums';
import type { Database, Rows } from '@shigoto/db';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';
import { sanitizeDescription } from '../../lib/html/sanitize.js';
import { checkImage, storePublicImage } from '../../lib/images/index.js';
import { imageVariantsJob } from '../../lib/images/variants-job.js';
import type { Queue } from '../../lib/queue/index.js';
import type { Storage } from '../../lib/storage/index.js';
import type { UploadedFile } from '../../lib/uploads/index.js';

/** The company columns staff edit in the console's form (status flags have their own actions). */
const TEXT_FIELDS = ['name', 'name_ja', 'short_name', 'slug', 'homepage_url', 'linkedin_url', 'location', 'location_ja'] as const;
/** Shown on the public company page: kept to the safe HTML of other user-written text. */
export const COMPANY_HTML_FIELDS = ['description', 'description_ja', 'application_conditions', 'application_conditions_ja'] as const;
const OTHER_FIELDS = ['employee_count', 'home_rating', 'japanese_level_enum', 'remote_level', 'spam_strictness'] as const;
const EDITABLE = [...TEXT_FIELDS, ...COMPANY_HTML_FIELDS, ...COMPANY_FORM_FLAGS, ...OTHER_FIELDS] as const;
type EditableColumn = (typeof EDITABLE)[number];

export type CompanyInput = Partial<Pick<Rows['Company'], EditableColumn>> & { tags?: string[]; skill_ids?: number[] };

/** The console's status actions and the column each one sets. */
export const COMPANY_STATUS_ACTIONS = {
  publish: { published: true },
  unpublish: { published: false },
  verify: { is_verified: true },
  unverify: { is_verified: false },
} as const;
export type CompanyStatusAction = keyof typeof COMPANY_STATUS_ACTIONS;

/** Logo copies for 1x and 2x displays of the site's logo sizes (32–128 px). */
const LOGO_WIDTHS = [64, 128, 256, 512] as const;
export const LOGO_VARIANTS_JOB = 'company-logo-variants';

const slugify = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'company';

export type CompaniesAdminService = ReturnType<typeof createCompaniesAdminService>;

/** Staff's changes to companies: the profile, tags and skills, status, and the logo with its copies. */
export function createCompaniesAdminService(deps: {
  db: Database;
  storage: Storage;
  queue: Queue;
  logger: Logger;
  /** Updates search and revalidates the public pages showing companies and their jobs. */
  listingsChanged: (changes: { companyIds: number[] }) => Promise<void>;
}) {
  const { db } = deps;
  const { Company, CompanyTag, CompanySkill, Skill } = db.models;

  /** The columns given, with user HTML made safe. */
  function columnsOf(input: CompanyInput): Partial<Rows['Company']> {
    const columns: Record<string, unknown> = {};
    for (const field of EDITABLE) {
      if (input[field] === undefined) continue;
      const value = input[field];
      columns[field] = (COMPANY_HTML_FIELDS as readonly string[]).includes(field) && typeof value === 'string' ? sanitizeDescription(value) || null : value;
    }
    return columns as Partial<Rows['Company']>;
  }

  async function assertSlugFree(slug: string, exceptId: number | null, transaction: Transaction) {
    const other = await Company.findOne({ where: { slug }, attributes: ['id'], transaction });
    if (other && other.id !== exceptId) throw new ValidationError({ slug: ['is already used by another company'] });
  }

  const sameSet = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x) => b.includes(x));

  /** Replaces the tags and skills given; returns those that differ from before (for the audit entry). */
  async function replaceTagsAndSkills(companyId: number, input: CompanyInput, transaction: Transaction) {
    const changed: { tags?: string[]; skill_ids?: number[] } = {};
    if (input.tags) {
      const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
      const before = (await CompanyTag.findAll({ where: { company_id: companyId }, transaction, raw: true })).map((row) => row.tag);
      if (!sameSet(tags, before)) {
        await CompanyTag.destroy({ where: { company_id: companyId }, transaction });
        await CompanyTag.bulkCreate(tags.map((tag) => ({ company_id: companyId, tag })), { transaction });
        changed.tags = tags;
      }
    }
    if (input.skill_ids) {
      const ids = [...new Set(input.skill_ids)];
      const found = await Skill.count({ where: { id: ids }, transaction });
      if (found !== ids.length) throw new ValidationError({ skill_ids: ['names a skill that does not exist'] });
      const before = (await CompanySkill.findAll({ where: { company_id: companyId }, transaction, raw: true })).map((row) => row.skill_id);
      if (!sameSet(ids, before)) {
        await CompanySkill.destroy({ where: { company_id: companyId }, transaction });
        await CompanySkill.bulkCreate(ids.map((skill_id) => ({ company_id: companyId, skill_id })), { transaction });
        changed.skill_ids = ids;
      }
    }
    return changed;
  }

  const changedFields = (input: CompanyInput) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

  const logoVariants = imageVariantsJob(deps, {
    job: LOGO_VARIANTS_JOB,
    sweepName: 'company logo variants',
    widths: LOGO_WIDTHS,
    model: Company as unknown as ModelStatic<Model>,
    urlColumn: 'logo_url',
    variantsColumn: 'logo_variants',
    afterSave: (id) => deps.listingsChanged({ companyIds: [id] }),
  });

  return {
    async create(actor: Account, input: CompanyInput & { name: string }): Promise<number> {
      const id = await db.sequelize.transaction(async (transaction) => {
        const slug = input.slug || `${slugify(input.name)}-${randomBytes(3).toString('hex')}`;
        await assertSlugFree(slug, null, transaction);
        const company = await Company.create({ ...columnsOf(input), name: input.name, slug, membership_code: randomBytes(18).toString('base64url') }, { transaction });
        await replaceTagsAndSkills(company.id, input, transaction);
        await audit(db, actor, { action: 'company.create', subjectId: company.id, changes: changedFields(input) }, transaction);
        return company.id;
      });
      await deps.listingsChanged({ companyIds: [id] });
      return id;
    },

    async update(actor: Account, id: number, input: CompanyInput): Promise<void> {
      await db.sequelize.transaction(async (transaction) => {
        const company = await Company.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!company) throw new NotFoundError('Company not found');
        if (input.slug !== undefined) await assertSlugFree(input.slug!, id, transaction);
        // The console sends the whole form: the audit entry names only what really changed.
        const before = company.get({ plain: true }) as Record<string, unknown>;
        const columns = Object.fromEntries(Object.entries(columnsOf(input)).filter(([field, value]) => before[field] !== value));
        await company.update(columns, { transaction });
        const lists = await replaceTagsAndSkills(id, input, transaction);
        await audit(db, actor, { action: 'company.update', subjectId: id, changes: { ...columns, ...lists } }, transaction);
      });
      await deps.listingsChanged({ companyIds: [id] });
    },

    async setStatus(actor: Account, id: number, action: CompanyStatusAction): Promise<void> {
      await db.sequelize.transaction(async (transaction) => {
        const company = await Company.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!company) throw new NotFoundError('Company not found');
        const changes = COMPANY_STATUS_ACTIONS[action];
        await company.update(changes, { transaction });
        await audit(db, actor, { action: `company.${action}`, subjectId: id, changes }, transaction);
      });
      await deps.listingsChanged({ companyIds: [id] });
    },

    /** Checks and stores a new logo, then queues its resized copies (the old copies stay until then). */
    async uploadLogo(actor: Account, id: number, file: UploadedFile | undefined): Promise<void> {
      if (!file) throw new ValidationError({ logo: ['is required'] });
      const image = await checkImage(file.bytes, 'logo');
      if (!(await Company.count({ where: { id } }))) throw new NotFoundError('Company not found');
      const { url } = await storePublicImage(deps, image, { folder: `logos/${id}`, kind: 'logo', companyId: id, clientName: file.clientName });
      await db.sequelize.transaction(async (transaction) => {
        await Company.update({ logo_url: url, logo_variants: [] }, { where: { id }, transaction });
        await audit(db, actor, { action: 'company.logo', subjectId: id, changes: { logo_url: url } }, transaction);
      });
      await deps.listingsChanged({ companyIds: [id] });
      await logoVariants.enqueue(id, url);
    },

    /** A new colleague sign-up link: the old one stops working. */
    async renewMembershipCode(actor: Account, id: number): Promise<void> {
      await db.sequelize.transaction(async (transaction) => {
        const [count] = await Company.update({ membership_code: randomBytes(18).toString('base64url') }, { where: { id }, transaction });
        if (!count) throw new NotFoundError('Company not found');
        await audit(db, actor, { action: 'company.renew_membership_code', subjectId: id }, transaction);
      });
    },

    makeLogoVariants: logoVariants.make,

    /** Sweeper task: uploaded logos still without their copies are queued again. */
    logoSweepTask: logoVariants.sweepTask,
  };
}
