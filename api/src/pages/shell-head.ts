/** What a page's <head> says to browsers, search engines and link previews. */
export type PageHead = {
  /** The whole <title>, e.g. "Hop Drop by Some Brewery · BeerScout". */
  title: string;
  description: string;
  /** Absolute URL of the page itself (og:url and the canonical link). */
  url?: string;
  /** Absolute URL of the preview image (og:image), 1200 × 630. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'product' | 'article';
  /** Pages that are public but not for search results (a shared scan). */
  noindex?: boolean;
  /** The answer's status: 404 for an id that names nothing. */
  status?: number;
  /** Module scripts the page will import at once (its route chunk), fetched with the entry. */
  preload?: string[];
  /** Public API answers the page shows, by their path, for the prerender and the browser. */
  seed?: Record<string, unknown>;
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sets a <meta> tag's content, or adds the tag when the shell has none. */
function setMeta(html: string, attr: 'name' | 'property', key: string, value: string): string {
  const tag = new RegExp(`<meta\\s+${attr}="${key}"\\s+content="[^"]*"\\s*/?>`);
  const replacement = `<meta ${attr}="${key}" content="${escape(value)}" />`;
  return tag.test(html)
    ? html.replace(tag, () => replacement)
    : html.replace('</head>', () => `    ${replacement}\n  </head>`);
}

/**
 * The built index.html with this page's title, description and preview tags (those given), so
 * crawlers and link previews (which run no JavaScript) read the page's own, and with its route
 * chunks preloaded.
 */
export function withHead(shell: string, head: Partial<PageHead>): string {
  let html = shell;
  if (head.title !== undefined) {
    const title = head.title;
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`);
    html = setMeta(html, 'property', 'og:title', title);
  }
  if (head.description !== undefined) {
    html = setMeta(html, 'name', 'description', head.description);
    html = setMeta(html, 'property', 'og:description', head.description);
  }
  if (head.type) html = setMeta(html, 'property', 'og:type', head.type);
  if (head.url) html = setMeta(html, 'property', 'og:url', head.url);
  if (head.image) {
    html = setMeta(html, 'property', 'og:image', head.image);
    html = setMeta(html, 'property', 'og:image:width', '1200');
    html = setMeta(html, 'property', 'og:image:height', '630');
    if (head.imageAlt) html = setMeta(html, 'property', 'og:image:alt', head.imageAlt);
    html = setMeta(html, 'name', 'twitter:card', 'summary_large_image');
  }
  if (head.noindex) html = setMeta(html, 'name', 'robots', 'noindex');
  const links = [
    ...(head.url && !head.noindex ? [`<link rel="canonical" href="${escape(head.url)}" />`] : []),
    ...(head.preload ?? []).map((href) => `<link rel="modulepreload" href="${escape(href)}" />`),
  ];
  if (links.length) {
    html = html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
  }
  return html;
}
