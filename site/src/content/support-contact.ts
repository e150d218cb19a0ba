/**
 * Where support e-mail goes: the default of SUPPORT_EMAIL in api/src/config.ts, which the site
 * cannot read at run time. Change both together.
 */
export const SUPPORT_EMAIL = 'support@beerscout.app';

/** Support answers within this long (spec section 9), premium first. */
export const SUPPORT_RESPONSE_TIME = '24 hours';
