import type { Request } from 'express';
import { param } from 'express-validator';
import { Op, type Model, type ModelStatic, type OrderItem, type WhereOptions } from 'sequelize';
import type { Database } from '@shigoto/db';
import { NotFoundError } from '../lib/errors/index.js';
import type { Endpoint } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import { type RaListParams, raListParams, raListValidators, sendRaList } from './ra.js';

export const idParam = () => param('id').isInt({ min: 1 }).toInt();

/** A console inbox: rows the public wrote that staff work through, the waiting ones first. */
export interface Inbox {
  /** The resource's name in the console and the API path. */
  resource: string;
  model: ModelStatic<Model>;
  sortable: readonly string[];
  defaultSort: RaListParams['sort'];
  /** SQL that is 0 for a row still waiting for staff, 1 otherwise: waiting rows lead every sort. */
  waiting?: string;
  /** The list's conditions for a filter (react-admin's getMany `id` list is read for every inbox). */
  where: (filter: Record<string, unknown>) => WhereOptions[];
  notFound: string;
}

/** The conditions of a row list query read by react-admin's getMany: `{ id: [1, 2] }`. */
const byIds = (filter: Record<string, unknown>): WhereOptions[] =>
  Array.isArray(filter.id) ? [{ id: filter.id.filter(Number.isInteger) as number[] }] : [];

/** `q`: the text in any of the columns. */
export const searchIn = (q: unknown, columns: readonly string[]): WhereOptions[] =>
  typeof q === 'string' && q ? [{ [Op.or]: columns.map((column) => ({ [column]: like(q) })) }] : [];

/** The rows of one company, when the filter names one. */
export const companyFilter = (companyId: unknown): WhereOptions[] => (Number.isInteger(companyId) ? [{ company_id: companyId as number }] : []);

/** Waiting rows first, for inboxes whose rows are handled once (handled_at set). */
export const UNHANDLED_FIRST = 'CASE WHEN handled_at IS NULL THEN 0 ELSE 1 END';

/** A handled_at column as the console's handled / not yet handled filter. */
export const handledFilter = (handled: unknown): WhereOptions[] =>
  typeof handled === 'boolean' ? [{ handled_at: handled ? { [Op.ne]: null } : null }] : [];

export async function readInboxList(db: Database, inbox: Inbox, req: Request) {
  const params = raListParams(req, inbox.defaultSort);
  const [start, end] = params.range;
  const waitingFirst: OrderItem[] = inbox.waiting ? [[db.sequelize.literal(inbox.waiting), 'ASC']] : [];
  const order: OrderItem[] = [...waitingFirst, [params.sort[0], params.sort[1]], ['id', params.sort[1]]];
  const { rows, count } = await inbox.model.findAndCountAll({
    where: { [Op.and]: [...inbox.where(params.filter), ...byIds(params.filter)] },
    order,
    offset: start,
    limit: end - start + 1,
  });
  return { params, rows: rows.map((row) => row.get({ plain: true })), count };
}

/** The list (ra-data-simple-rest getList/getMany) and show (getOne) endpoints of an inbox, admins only. */
export function inboxEndpoints(db: Database, inbox: Inbox): Endpoint[] {
  return [
    {
      method: 'get',
      path: `/${inbox.resource}`,
      access: 'staff:admin',
      validate: raListValidators(inbox.sortable),
      async handle(req, res) {
        const { params, rows, count } = await readInboxList(db, inbox, req);
        sendRaList(res, inbox.resource, params, rows, count);
      },
    },
    {
      method: 'get',
      path: `/${inbox.resource}/:id`,
      access: 'staff:admin',
      validate: [idParam()],
      async handle(req, res) {
        const row = await inbox.model.findByPk(Number(req.params.id));
        if (!row) throw new NotFoundError(inbox.notFound);
        res.json(row.get({ plain: true }));
      },
    },
  ];
}
