import { param, query } from 'express-validator';
import { JAPANESE_LEVELS, SALARY, YES_NO } from '@shigoto/db/enums';
import { commaListQuery, langParam, listFilters, pageParams, sortParam, textQuery, givenQuery } from '../../lib/http/validators.js';
import { JOB_LIST_FILTERS, JOB_SORTS, OPTIONAL_JOB_FACETS } from './jobs.service.js';

const filterChains = {
  ...listFilters(JOB_LIST_FILTERS),
  'filter.japanese_level_max': [query('filter.japanese_level_max').optional().isIn(JAPANESE_LEVELS).withMessage(`must be one of: ${JAPANESE_LEVELS.join(', ')}`)],
  'filter.sponsors_visas': [query('filter.sponsors_visas').optional().isIn(YES_NO).withMessage('must be yes or no')],
  'filter.is_internship': [query('filter.is_internship').optional().isIn(['true', 'false']).withMessage('must be true or false')],
  'filter.salary_over': [
    query('filter.salary_over')
      .optional()
      .isIn(SALARY.filterBands.map(String))
      .withMessage(`must be one of: ${SALARY.filterBands.join(', ')}`)
      .toInt(),
  ],
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
