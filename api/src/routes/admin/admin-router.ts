import { createRouter, type SignedInState } from '../router';

/**
 * The router of one admin resource. It is mounted by `adminRoutes` (index.ts) behind
 * `requireAdmin()`, so its handlers always have the signed-in admin on `ctx.state.user` (the
 * actor of `recordAudit`).
 */
export const adminResourceRouter = (prefix: string) => createRouter<SignedInState>({ prefix });
