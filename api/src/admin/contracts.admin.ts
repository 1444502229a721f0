import type { Router } from 'express';
import { body, param } from 'express-validator';
import { CONTRACT_LANGUAGES, PLANS, PLAN_TERMS } from '@shigoto/db/enums';
import { Op, type WhereOptions } from 'sequelize';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { oneOfMessage } from '../lib/http/validators.js';
import { like } from '../lib/sql.js';
import type { ContractInput } from '../modules/contracts/contracts.service.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const CONTRACT_SORTABLE = ['id', 'company_id', 'plan', 'term', 'starts_on', 'ends_on', 'created_at'] as const;
const REQUEST_SORTABLE = ['id', 'email', 'plan', 'term', 'created_at', 'handled_at'] as const;

const isoDay = (field: string) => body(field).isISO8601({ strict: true }).withMessage('must be a date (YYYY-MM-DD)').bail().customSanitizer((v: string) => v.slice(0, 10));
const today = () => new Date().toISOString().slice(0, 10);

/** The contract form: every field on create, any of them on update. */
function contractValidators(creating: boolean) {
  const required = (chain: ReturnType<typeof body>) => (creating ? chain : chain.optional());
  return [
    required(body('company_id')).isInt({ min: 1 }).withMessage('is required').toInt(),
    required(body('plan')).isIn(PLANS).withMessage(oneOfMessage(PLANS)),
    required(body('term')).isIn(PLAN_TERMS).withMessage(oneOfMessage(PLAN_TERMS)),
    required(isoDay('starts_on')),
    required(isoDay('ends_on')),
    isoDay('applicants_until').optional({ values: 'falsy' }),
    body('contract_language').optional().isIn(CONTRACT_LANGUAGES).withMessage(oneOfMessage(CONTRACT_LANGUAGES)),
    body('success_fee').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
    body('price_yen').optional({ values: 'null' }).isInt({ min: 0, max: 1_000_000_000 }).withMessage('must be a whole number of yen').toInt(),
  ];
}

function contractInput(values: Record<string, unknown>): ContractInput {
  const { id: _id, company_name: _name, is_current: _current, created_at: _c, updated_at: _u, ...rest } = values;
  if (rest.applicants_until === '') rest.applicants_until = null;
  return rest as unknown as ContractInput;
}

/** Company contracts (the plan a company is on) and the pricing page's contract requests. */
export function contractsAdminRoutes(ctx: AppContext, router: Router): void {
  const { CompanyContract, ContractRequest, Company } = ctx.db.models;
  const { contracts } = ctx.services;
  const idParam = param('id').isInt({ min: 1 }).toInt();
  const include = [{ model: Company, as: 'company', attributes: ['name'] }];

  const contractRecord = (row: InstanceType<typeof CompanyContract>) => {
    const { company, ...contract } = row.get({ plain: true }) as Record<string, unknown> & { company?: { name: string } | null; starts_on: string; ends_on: string };
    const day = today();
    return { ...contract, company_name: company?.name ?? null, is_current: contract.starts_on <= day && contract.ends_on >= day };
  };
  async function findContract(id: number) {
    const row = await CompanyContract.findByPk(id, { include });
    if (!row) throw new NotFoundError('Contract not found');
    return contractRecord(row);
  }
  const requestRecord = (row: InstanceType<typeof ContractRequest>) => {
    const { company, ...request } = row.get({ plain: true }) as Record<string, unknown> & { company?: { name: string } | null };
    return { ...request, company_name: company?.name ?? null };
  };
  async function findRequest(id: number) {
    const row = await ContractRequest.findByPk(id, { include });
    if (!row) throw new NotFoundError('Contract request not found');
    return requestRecord(row);
  }

  mount(router, [
    {
      method: 'get',
      path: '/company_contracts',
      access: 'staff:admin',
      validate: raListValidators(CONTRACT_SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['starts_on', 'DESC']);
        const f = params.filter as { company_id?: number; current?: boolean; plan?: string; id?: number[] };
        const and: WhereOptions[] = [];
        if (Number.isInteger(f.company_id)) and.push({ company_id: f.company_id! });
        if (typeof f.plan === 'string') and.push({ plan: f.plan });
        if (f.current === true) and.push({ starts_on: { [Op.lte]: today() }, ends_on: { [Op.gte]: today() } });
        if (f.current === false) and.push({ [Op.or]: [{ starts_on: { [Op.gt]: today() } }, { ends_on: { [Op.lt]: today() } }] });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const { rows, count } = await CompanyContract.findAndCountAll({ where: { [Op.and]: and }, include, ...raPage(params) });
        sendRaList(res, 'company_contracts', params, rows.map(contractRecord), count);
      },
    },
    {
      method: 'get',
      path: '/company_contracts/:id',
      access: 'staff:admin',
      validate: [idParam],
      handle: async (req, res) => res.json(await findContract(Number(req.params.id))),
    },
    {
      method: 'post',
      path: '/company_contracts',
      access: 'staff:admin',
      validate: contractValidators(true),
      async handle(req, res) {
        const contract = await contracts.create(req.account!, contractInput(input(req)));
        res.status(201).json(await findContract(contract.id));
      },
    },
    {
      method: 'put',
      path: '/company_contracts/:id',
      access: 'staff:admin',
      validate: [idParam, ...contractValidators(false)],
      async handle(req, res) {
        const id = Number(req.params.id);
        await contracts.update(req.account!, id, contractInput(input(req)));
        res.json(await findContract(id));
      },
    },
    {
      method: 'delete',
      path: '/company_contracts/:id',
      access: 'staff:admin',
      validate: [idParam],
      handle: async (req, res) => res.json(await contracts.remove(req.account!, Number(req.params.id))),
    },
    {
      method: 'get',
      path: '/contract_requests',
      access: 'staff:admin',
      validate: raListValidators(REQUEST_SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['created_at', 'DESC']);
        const f = params.filter as { q?: string; handled?: boolean; company_id?: number; id?: number[] };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ email: like(f.q) });
        if (f.handled === true) and.push({ handled_at: { [Op.ne]: null } });
        if (f.handled === false) and.push({ handled_at: null });
        if (Number.isInteger(f.company_id)) and.push({ company_id: f.company_id! });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const { rows, count } = await ContractRequest.findAndCountAll({ where: { [Op.and]: and }, include, ...raPage(params) });
        sendRaList(res, 'contract_requests', params, rows.map(requestRecord), count);
      },
    },
    {
      method: 'get',
      path: '/contract_requests/:id',
      access: 'staff:admin',
      validate: [idParam],
      handle: async (req, res) => res.json(await findRequest(Number(req.params.id))),
    },
    {
      method: 'post',
      path: '/contract_requests/:id/handled',
      access: 'staff:admin',
      validate: [idParam, body('handled').isBoolean({ strict: true }).withMessage('must be true or false')],
      async handle(req, res) {
        const { id, handled } = input<{ id: number; handled: boolean }>(req);
        await contracts.setHandled(req.account!, id, handled);
        res.json(await findRequest(id));
      },
    },
    {
      // The contract the request asks for, for the chosen company from the chosen day.
      method: 'post',
      path: '/contract_requests/:id/contract',
      access: 'staff:admin',
      validate: [idParam, body('company_id').isInt({ min: 1 }).withMessage('is required').toInt(), isoDay('starts_on')],
      async handle(req, res) {
        const { id, company_id, starts_on } = input<{ id: number; company_id: number; starts_on: string }>(req);
        const contract = await contracts.createFromRequest(req.account!, id, { company_id, starts_on });
        res.status(201).json(await findContract(contract.id));
      },
    },
  ]);
}
