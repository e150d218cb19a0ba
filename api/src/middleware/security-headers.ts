import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';

// Our pages run only our own scripts, and Stripe.js (loaded by the Premium page only), which
// frames its card fields and calls its API from its own origins. Styles may be inline: react-admin's emotion and the site's
// dialogs (scroll lock) inject <style> elements. Photos are shown from blob: and data: URLs.
const PAGE_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://api.stripe.com'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

const HSTS = { maxAge: 365 * 86_400, includeSubDomains: true };

/**
 * Security headers on every answer (helmet's defaults plus our CSP), except that /widget.js runs
 * on retailers' pages: it carries no CSP of ours and may be loaded cross-origin. HSTS only when
 * the product is served over HTTPS (a browser ignores it over plain HTTP anyway).
 */
export function securityHeaders(options: { https: boolean }) {
  const hsts = options.https ? HSTS : false;
  const pages = helmet({
    contentSecurityPolicy: PAGE_CSP,
    strictTransportSecurity: hsts,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const widgetScript = helmet({
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: hsts,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return async (ctx: Context, next: Next) => {
    await (ctx.path === '/widget.js' ? widgetScript(ctx, next) : pages(ctx, next));
  };
}

/** Personal answers must not outlive the session in a browser's or a proxy's cache. */
export async function noStore(ctx: Context, next: Next) {
  ctx.set('Cache-Control', 'no-store');
  await next();
}
