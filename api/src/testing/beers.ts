import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { beers, userBeerRatings } from '../db/schema';

type BeerInsert = typeof beers.$inferInsert;

/** A verified catalogue beer; name and brewery are unique unless given. */
export async function makeBeer(db: Db, fields: Partial<BeerInsert> = {}) {
  const id = randomBytes(3).toString('hex');
  const name = fields.name ?? `Test Beer ${id}`;
  const brewery = fields.brewery ?? `Test Brewery ${id}`;
  const [row] = await db
    .insert(beers)
    .values({
      matchKey: `${brewery}|${name}|${id}`.toLowerCase(),
      provenance: 'test',
      ...fields,
      name,
      brewery,
    })
    .returning();
  return row!;
}

export async function makeBeers(db: Db, rows: Partial<BeerInsert>[]) {
  return db
    .insert(beers)
    .values(
      rows.map((fields, i) => {
        const name = fields.name ?? `Beer ${i}`;
        const brewery = fields.brewery ?? `Brewery ${i}`;
        return {
          matchKey: `${brewery}|${name}|${i}|${randomBytes(2).toString('hex')}`.toLowerCase(),
          provenance: 'test',
          ...fields,
          name,
          brewery,
        };
      }),
    )
    .returning();
}

/** Ratings of a beer by as many new users as there are ratings (the community's figures). */
export async function rateByOthers(db: Db, beerId: string, ratings: number[]) {
  const { makeUser } = await import('./factories');
  for (const rating of ratings) {
    const user = await makeUser(db);
    await db.insert(userBeerRatings).values({ userId: user.id, beerId, rating });
  }
}
