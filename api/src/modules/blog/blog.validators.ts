import { param, query } from 'express-validator';
import { BLOG_AUDIENCES } from '@shigoto/db/enums';
import { langParam, listFilter, pageParams } from '../../lib/http/validators.js';

const MAX_SHORT_LIST = 20;

const key = (name: string) => param(name).isString().isLength({ min: 1, max: 200 }).matches(/^[\w-]+$/).withMessage('is not a valid id or slug');
const audienceFilter = () => listFilter('audience', BLOG_AUDIENCES);
const limitParam = () =>
  query('limit').optional().isInt({ min: 1, max: MAX_SHORT_LIST }).withMessage(`must be between 1 and ${MAX_SHORT_LIST}`).toInt();

export const listPostsValidators = [...pageParams(), ...langParam(), audienceFilter(), listFilter('tag')];

export const taggedPostsValidators = [...pageParams(), ...langParam(), audienceFilter(), key('tag')];

export const showPostValidators = [...langParam(), key('id')];

export const countViewValidators = [key('slug')];

export const previewPostValidators = [
  ...langParam(),
  key('slug'),
  query('token').isString().withMessage('is required').isLength({ min: 1, max: 200 }).withMessage('is not a preview token'),
];

export const topPostsValidators = [...langParam(), audienceFilter(), limitParam()];

export const relatedPostsValidators = [
  ...langParam(),
  limitParam(),
  query('blog_post_id').optional().isInt({ min: 1 }).withMessage('must be a blog post id').toInt(),
  query('slug').optional().isString().matches(/^[\w-]+$/).withMessage('is not a valid slug'),
  query('blog_post_id').if(query('slug').not().exists()).exists().withMessage('is required unless slug is given'),
];
