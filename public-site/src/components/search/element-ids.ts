/** Element ids of the search page, shared by its server and client parts (links to them work without scripts). */
export const FILTERS_ID = 'search-filters';
export const RESULTS_ID = 'search-results';
