import { HttpError, type AuthProvider } from 'react-admin';
import { ADMIN_ONLY_MESSAGE, ADMIN_ONLY_NOTICE } from '@common/routes';
import type { User } from '@common/schemas/user';
import { httpClient } from './http';

export const NOT_ADMIN_MESSAGE = ADMIN_ONLY_MESSAGE;
/** Where a member who is not an admin goes: the site, which says why; they stay signed in. */
export const NOT_ADMIN_REDIRECT = `/?notice=${ADMIN_ONLY_NOTICE}`;

const post = (url: string, body?: unknown) =>
  httpClient(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

/** The signed-in user, or undefined for a guest (401). */
async function currentUser(): Promise<User | undefined> {
  try {
    const { json } = await httpClient('/api/user');
    return json as User;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return undefined;
    throw error;
  }
}

/** Leaves the console for the site (a full page load: the site is another app). */
export const leaveConsole = { to: (href: string) => window.location.assign(href) };

// react-admin calls logout() after any failed checkAuth; while leaving, that must not end the
// member's session on the site.
let leaving = false;

/**
 * Sends a member to the site with the notice, keeping them signed in: a member who opens /admin
 * by mistake is not signed out of the whole site (issue 17).
 */
function sendMemberAway(): never {
  leaving = true;
  leaveConsole.to(NOT_ADMIN_REDIRECT);
  throw { message: false, logoutUser: false };
}

/** Cookie sessions from the site's own /api/login; only admins get past checkAuth. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await post('/api/login', { username, password });
    const user = await currentUser();
    if (!user?.isAdmin) sendMemberAway();
  },

  async logout() {
    if (leaving) return;
    await post('/api/logout').catch(() => undefined);
  },

  async checkAuth() {
    const user = await currentUser();
    // message: false keeps the login page free of a "please log in" toast for guests.
    if (!user) throw { message: false };
    if (!user.isAdmin) sendMemberAway();
  },

  async checkError(error: { status?: number; body?: { code?: string } }) {
    if (error?.status === 401) throw { message: false };
    // An admin whose rights were taken away meanwhile: back to the site, still signed in.
    if (error?.status === 403 && error.body?.code === 'admin_required') sendMemberAway();
  },

  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('Not signed in');
    const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
    return { id: user.id, fullName };
  },
};
