import { param, query } from 'express-validator';
import { JOB_FILTER_VALUES } from '@shigoto/db/enums';
import { commaListQuery, langParam, listFilters, oneOfMessage, pageParams, sortParam, textQuery, givenQuery } from '../../lib/http/validators.js';
import { JOB_LIST_FILTERS, JOB_SORTS, OPTIONAL_JOB_FACETS } from './jobs.service.js';

/** A filter that takes one value from its closed list. */
const oneValue = (name: 'japanese_level_max' | 'sponsors_visas' | 'is_internship' | 'salary_over') =>
  query(`filter.${name}`).optional().isIn(JOB_FILTER_VALUES[name]).withMessage(oneOfMessage(JOB_FILTER_VALUES[name]));

const filterChains = {
  ...listFilters(JOB_LIST_FILTERS),
  'filter.japanese_level_max': [oneValue('japanese_level_max')],
  'filter.sponsors_visas': [oneValue('sponsors_visas')],
  'filter.is_internship': [oneValue('is_internship')],
  'filter.salary_over': [oneValue('salary_over').toInt()],
};

export const listJobsValidators = [
  givenQuery({
    page: pageParams(),
    'lang,fLang': langParam(),
    sort: [sortParam(JOB_SORTS)],
    q: [textQuery()],
    ...filterChains,
    facets: [commaListQuery('facets', OPTIONAL_JOB_FACETS)],
  }),
];

const slugOrId = (name: string) => param(name).isString().isLength({ min: 1, max: 220 }).matches(/^[\w-]+$/).withMessage('is not a valid id or slug');

/** A job named in the path (by id or slug), answered in the asked language. */
const jobKeyValidators = (name: string) => [...langParam(), slugOrId(name)];

export const showJobValidators = jobKeyValidators('id');

export const jobRedirectionValidators = jobKeyValidators('slug');

export const relatedJobsValidators = [
  ...jobKeyValidators('slug'),
  query('all').optional().isBoolean().withMessage('must be true or false').toBoolean(),
];

export const jobsOfValidators = (name: string) => [...pageParams(), ...langParam(), sortParam(JOB_SORTS), slugOrId(name)];
