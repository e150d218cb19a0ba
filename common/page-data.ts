/**
 * The id of the <script type="application/json"> in which the server hands a prerendered page's
 * public API answers to the browser (api/src/static-files.ts writes it, site/src/main.tsx reads it).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
