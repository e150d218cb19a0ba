import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, beerSuggestions } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app.close());

async function analysisOf(userId: string) {
  const [row] = await app.database.db
    .insert(analyses)
    .values({ userId, imageType: 'shelf' })
    .returning();
  return row!;
}

const suggestionsOf = (userId: string) =>
  app.database.db.select().from(beerSuggestions).where(eq(beerSuggestions.userId, userId));

describe('POST /api/suggestions', () => {
  it('stores the text as an open suggestion for admin review', async () => {
    const { user, token } = await signedInUser(app);
    const analysis = await analysisOf(user.id);
    const res = await app.request('/api/suggestions', {
      method: 'POST',
      token,
      body: { text: '  Moonlight Goat Hazelnut Porter ', analysisId: analysis.id },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      text: 'Moonlight Goat Hazelnut Porter',
      analysisId: analysis.id,
      status: 'open',
    });
    const rows = await suggestionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: res.body.id,
      analysisId: analysis.id,
      text: 'Moonlight Goat Hazelnut Porter',
      status: 'open',
    });
  });

  it('keeps a repeated suggestion once', async () => {
    const { user, token } = await signedInUser(app);
    const analysis = await analysisOf(user.id);
    const body = { text: 'Hazelnut Porter', analysisId: analysis.id };
    const first = await app.request('/api/suggestions', { method: 'POST', token, body });
    const again = await app.request('/api/suggestions', { method: 'POST', token, body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await suggestionsOf(user.id)).toHaveLength(1);
  });

  it('accepts a suggestion without a scan', async () => {
    const { user, token } = await signedInUser(app);
    const res = await app.request('/api/suggestions', {
      method: 'POST',
      token,
      body: { text: 'Dark Star Hophead' },
    });
    expect(res.status).toBe(201);
    expect(res.body.analysisId).toBeNull();
    expect((await suggestionsOf(user.id))[0]?.analysisId).toBeNull();
  });

  it("refuses another user's analysis and stores nothing", async () => {
    const { user: owner } = await signedInUser(app);
    const { user, token } = await signedInUser(app);
    const analysis = await analysisOf(owner.id);
    const res = await app.request('/api/suggestions', {
      method: 'POST',
      token,
      body: { text: 'Something', analysisId: analysis.id },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'analysis_not_found', message: 'No such analysis.' });
    expect(await suggestionsOf(user.id)).toHaveLength(0);
  });

  it('requires text, and a signed-in user', async () => {
    const { user, token } = await signedInUser(app);
    const empty = await app.request('/api/suggestions', {
      method: 'POST',
      token,
      body: { text: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: 'validation_failed',
      message: 'Say which beer this is',
      errors: { text: ['Say which beer this is'] },
    });
    expect(await suggestionsOf(user.id)).toHaveLength(0);

    const guest = await app.request('/api/suggestions', { method: 'POST', body: { text: 'x' } });
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('unauthorized');
  });
});
