import { Op, type ModelStatic, type Model } from 'sequelize';
import type { Database } from '@shigoto/db';
import type { Logger } from 'pino';
import { reportError } from '../errors/report.js';
import type { Queue } from '../queue/index.js';
import type { SweepTask } from '../queue/sweeper.js';
import { publicKeyOf, type Storage } from '../storage/index.js';
import { makeVariants } from './index.js';

/** What an uploaded image's copies are before they are made. */
const VARIANTS_PENDING = '[]';
const SWEEP_BATCH = 100;

export interface VariantsJobData {
  id: number;
  url: string;
}

/**
 * The resized copies of an image kept in a row (a company's logo, a media library image): the
 * upload saves the row with its copies pending (`[]`), then `enqueue` queues the job that makes
 * them; the sweep task queues again the rows whose job was lost. The job is idempotent and does
 * nothing when the row's image was replaced meanwhile (the newer image's job makes its copies).
 */
export function imageVariantsJob(
  deps: { db: Database; storage: Storage; queue: Queue; logger: Logger },
  spec: {
    job: string;
    /** The sweep task's name in the sweeper's report. */
    sweepName: string;
    widths: readonly number[];
    model: ModelStatic<Model>;
    urlColumn: string;
    variantsColumn: string;
    /** What else follows new copies (e.g. the search index). */
    afterSave?: (id: number) => Promise<void>;
  },
) {
  const { model, urlColumn, variantsColumn } = spec;

  async function make({ id, url }: VariantsJobData): Promise<void> {
    const row = await model.findByPk(id, { attributes: ['id', urlColumn] });
    if (!row || row.get(urlColumn) !== url) return;
    const key = publicKeyOf(url);
    if (!key) return;
    const variants = await makeVariants(deps.storage, key, spec.widths);
    await model.update({ [variantsColumn]: variants }, { where: { id, [urlColumn]: url } });
    await spec.afterSave?.(id);
  }
  deps.queue.handle(spec.job, make);

  /** A lost enqueue (Redis down) is not the upload's failure: the image is saved and the sweeper queues it again. */
  async function enqueue(id: number, url: string): Promise<void> {
    try {
      await deps.queue.add(spec.job, { id, url } satisfies VariantsJobData);
    } catch (error) {
      reportError(deps.logger, error, { task: `enqueue ${spec.job}`, id });
    }
  }

  const sweepTask: SweepTask = {
    name: spec.sweepName,
    async run(before: Date) {
      const pending = (await model.findAll({
        attributes: ['id', urlColumn],
        where: {
          [Op.and]: [deps.db.sequelize.where(deps.db.sequelize.col(variantsColumn), VARIANTS_PENDING)],
          [urlColumn]: { [Op.ne]: null },
          updated_at: { [Op.lt]: before },
        },
        order: [['id', 'ASC']],
        limit: SWEEP_BATCH,
        raw: true,
      })) as unknown as Record<string, unknown>[];
      for (const row of pending) await enqueue(row.id as number, row[urlColumn] as string);
      return pending.length;
    },
  };

  return { make, enqueue, sweepTask };
}
