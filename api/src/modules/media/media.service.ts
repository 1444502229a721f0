import type { Model, ModelStatic, Transaction } from 'sequelize';
import type { Logger } from 'pino';
import type { Database, Rows } from '@shigoto/db';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';
import { checkImage, storePublicImage } from '../../lib/images/index.js';
import { imageVariantsJob } from '../../lib/images/variants-job.js';
import type { Queue } from '../../lib/queue/index.js';
import type { Storage } from '../../lib/storage/index.js';
import type { UploadedFile } from '../../lib/uploads/index.js';
import type { PagesChanged } from '../page-revalidation/page-revalidation.service.js';

/** Copies for the site's content column and hero image at 1x and 2x. */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;
export const MEDIA_VARIANTS_JOB = 'media-variants';

export type MediaRow = Rows['Media'];
export type MediaRecord = MediaRow & { cover_of: string[] };

/**
 * The editors' media library: images checked by their content, stored publicly, with resized
 * copies made in the background. An image a blog post uses as its cover cannot be deleted; a
 * published post's cover that changes (its alt text, its copies) changes the blog's pages.
 */
export function createMediaService(deps: { db: Database; storage: Storage; queue: Queue; logger: Logger; pagesChanged: PagesChanged }) {
  const { db } = deps;
  const { Media, BlogPost } = db.models;

  async function coverChanged(mediaId: number) {
    if (await BlogPost.count({ where: { cover_media_id: mediaId, published: true } })) await deps.pagesChanged(['blog']);
  }

  const variants = imageVariantsJob(deps, {
    job: MEDIA_VARIANTS_JOB,
    sweepName: 'media variants',
    widths: MEDIA_WIDTHS,
    model: Media as unknown as ModelStatic<Model>,
    urlColumn: 'url',
    variantsColumn: 'variants',
    afterSave: coverChanged,
  });

  /** The slugs of the blog posts this image is the cover of (it cannot be deleted while there are any). */
  async function postsWithCover(id: number, transaction?: Transaction): Promise<string[]> {
    return (await BlogPost.findAll({ attributes: ['slug'], where: { cover_media_id: id }, order: [['slug', 'ASC']], transaction })).map((post) => post.slug);
  }

  /** One image with the posts it is the cover of (`cover_of`), so the console can say why it stays. */
  async function record(id: number): Promise<MediaRecord> {
    const media = await Media.findByPk(id);
    if (!media) throw new NotFoundError('Media not found');
    return { ...(media.get({ plain: true }) as MediaRow), cover_of: await postsWithCover(id) };
  }

  return {
    record,

    /** Checks and stores an upload, records it, then queues its resized copies. */
    async upload(actor: Account, file: UploadedFile | undefined, altText: string | null): Promise<MediaRecord> {
      if (!file) throw new ValidationError({ file: ['is required'] });
      const image = await checkImage(file.bytes, 'file');
      const { url, file: stored } = await storePublicImage(deps, image, { folder: 'media', kind: 'image', clientName: file.clientName });
      const id = await db.sequelize.transaction(async (transaction) => {
        const media = await Media.create(
          {
            name: (file.clientName || 'image').slice(0, 255),
            alt_text: altText || null,
            url,
            width: image.width,
            height: image.height,
            content_type: stored.content_type,
            byte_size: image.bytes.length,
            variants: [],
            stored_file_id: stored.id,
            staff_user_id: actor.type === 'staff' ? actor.id : null,
          } as Partial<MediaRow> as MediaRow,
          { transaction },
        );
        await audit(db, actor, { action: 'media.create', subjectId: media.id, changes: { name: media.name, url } }, transaction);
        return media.id;
      });
      await variants.enqueue(id, url);
      return record(id);
    },

    async updateAltText(actor: Account, id: number, altText: string | null): Promise<MediaRecord> {
      const changed = await db.sequelize.transaction(async (transaction) => {
        const media = await Media.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!media) throw new NotFoundError('Media not found');
        if (media.alt_text === altText) return false;
        await media.update({ alt_text: altText }, { transaction });
        await audit(db, actor, { action: 'media.update', subjectId: id, changes: { alt_text: altText } }, transaction);
        return true;
      });
      if (changed) await coverChanged(id);
      return record(id);
    },

    /** Removes the library entry; the stored files stay (a published page or email may still link them). */
    async remove(actor: Account, id: number): Promise<MediaRecord> {
      const media = await record(id);
      await db.sequelize.transaction(async (transaction) => {
        const covers = await postsWithCover(id, transaction);
        if (covers.length) throw new ValidationError({ id: [`is the cover of the blog post ${covers.join(', ')}`] });
        await Media.destroy({ where: { id }, transaction });
        await audit(db, actor, { action: 'media.delete', subjectId: id, changes: { name: media.name, url: media.url } }, transaction);
      });
      return media;
    },

    /** A blog post's cover columns for a library image; a 422 when there is no such image. */
    async coverOf(mediaId: number): Promise<{ cover_media_id: number; cover_image_url: string }> {
      const media = await Media.findByPk(mediaId, { attributes: ['id', 'url'] });
      if (!media) throw new ValidationError({ cover_media_id: ['names an image that is not in the media library'] });
      return { cover_media_id: media.id, cover_image_url: media.url };
    },

    makeVariants: variants.make,
    sweepTask: variants.sweepTask,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
