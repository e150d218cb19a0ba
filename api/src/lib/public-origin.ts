import type { Context } from 'koa';
import type { Config } from '../config';

/**
 * The address absolute links name: PUBLIC_URL, else the one this request came to (not
 * `ctx.origin`: in Koa 3 that is the Origin header).
 */
export function publicOrigin(config: Pick<Config, 'publicUrl'>, ctx: Context): string {
  return (config.publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/$/, '');
}
