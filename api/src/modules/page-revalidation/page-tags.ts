/** Every cache tag the site's pages carry; a write names the ones whose pages it changed. */
export { PAGE_TAGS, companyTag, jobTag, type PageTag } from '@shigoto/db/page-tags';
