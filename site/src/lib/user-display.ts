import type { User } from '@common/schemas/user';

type Named = Pick<User, 'firstName' | 'lastName' | 'username'>;

/** How the product greets someone: first name, else username. */
export function displayName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName.trim() || user.username;
}

/** Full name when there is one, else the username (sidebar). */
export function fullName(user: Named): string {
  return (
    [user.firstName, user.lastName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ') || user.username
  );
}

export function initials(user: Named): string {
  const first = user.firstName.trim()[0] ?? '';
  const last = user.lastName.trim()[0] ?? '';
  return (first + last || user.username.slice(0, 2)).toUpperCase();
}
