/** Escapes LIKE's wildcards so a search for "50%" or "a_b" means those characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching `text` anywhere, taken literally. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
