import type { Router } from 'express';
import { isJobLocation, isRemoteLocation } from '@shigoto/db/locations';
import type { AppContext } from '../../context.js';
import { mount } from '../../lib/http/endpoint.js';
import { resourceObject } from '../../lib/http/jsonapi.js';
import { languageOf, localized } from '../../lib/http/lang.js';
import { langParam } from '../../lib/http/validators.js';

/**
 * Every location with its id, name, slug, parent (Japan is id 1), whether it is a remote one (no
 * place to live in) and whether a job may be there. A short list: not paged.
 */
export function locationsRoutes(ctx: AppContext, router: Router): void {
  const { Location } = ctx.db.models;
  mount(router, [
    {
      method: 'get',
      path: '/locations',
      access: 'anonymous',
      validate: langParam(),
      async handle(req, res) {
        const lang = languageOf(req);
        const rows = await Location.findAll({ order: [['id', 'ASC']], raw: true });
        res.json({
          data: rows.map((l) => resourceObject('location', l.id, { name: localized(l, 'name', lang), slug: l.slug, parent_id: l.parent_id, remote: isRemoteLocation(l.name), for_jobs: isJobLocation(l.slug) })),
          meta: { total: rows.length },
        });
      },
    },
  ]);
}
