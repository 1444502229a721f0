import { resourceObject } from '../../lib/http/jsonapi.js';
import type { SiteCounts } from './content.service.js';

/** A page of site copy (about, resources), in the language asked for. */
export const pageResource = (id: 'about' | 'resources', page: Record<string, unknown>) => resourceObject('page', id, page);

export const priceListResource = (prices: Record<string, unknown>) => resourceObject('price_list', 'prices', prices);

export const countsResource = (counts: SiteCounts) => resourceObject('site_counts', 'counts', { ...counts });
