import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@api/db/client';
import { migrateDatabase } from '@api/db/migrate';
import { appSettings, emailOutbox, jobs } from '@api/db/schema';
import { backgroundJobs } from '@api/jobs';
import { createJobRunner } from '@api/jobs/runner';
import { getSetting } from '@api/services/settings';
import { startTestApp, type TestApp } from '@api/testing/app';
import { signedInUser } from '@api/testing/factories';
import { startTestSmtp, type TestSmtp } from '@api/testing/smtp';
import { mailSettings, sendMail } from './send-mail';
import { createMailTransport } from './transport';

let smtp: TestSmtp;
let app: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({
    config: {
      smtpUrl: smtp.url,
      publicUrl: 'https://beerscout.test',
      supportEmail: 'help@beerscout.test',
    },
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  await smtp.stop();
});
beforeEach(async () => {
  smtp.inbox.length = 0;
  await app.database.db.delete(jobs);
  await app.database.db.delete(emailOutbox);
});

const now = () => new Date(Date.now() + 60_000);
const runJobs = (config = app.deps.config) => {
  const { db } = app.database;
  return createJobRunner({
    db,
    now,
    log: () => {},
    handlers: backgroundJobs({ db, now, config }),
  }).runDue();
};
const outbox = () => app.database.db.select().from(emailOutbox);

describe('the SendGrid key saved in the console', () => {
  it('sends through the SendGrid SMTP relay (user apikey) when SMTP_URL is absent, and to .eml files without either', async () => {
    const relay = await startTestSmtp({ password: 'SG.saved-in-console' });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'beerscout-sendgrid-'));
    const { db } = app.database;
    const transport = createMailTransport({
      dataDir,
      sendgridKey: () => getSetting(db, 'sendgridApiKey'),
      sendgridRelay: { host: '127.0.0.1', port: relay.port },
      log: () => {},
    });
    const config = { ...app.deps.config, smtpUrl: undefined, dataDir };
    const runner = createJobRunner({
      db,
      now,
      handlers: backgroundJobs({ db, now, config, transport }),
    });
    try {
      await sendMail(db, 'welcome', { to: 'a@example.com', name: 'A' }, mailSettings(config));
      await runner.runDue();
      expect(relay.inbox).toHaveLength(0);
      expect(await readdir(path.join(dataDir, 'mail'))).toHaveLength(1);

      await db.insert(appSettings).values({ key: 'sendgridApiKey', value: 'SG.saved-in-console' });
      await sendMail(db, 'welcome', { to: 'b@example.com', name: 'B' }, mailSettings(config));
      await runner.runDue();
      expect(relay.inbox).toHaveLength(1);
      expect(relay.inbox[0]!.authUser).toBe('apikey');
      expect(relay.inbox[0]!.subject).toBe('Welcome to BeerScout');
      expect(await readdir(path.join(dataDir, 'mail'))).toHaveLength(1);
      expect((await outbox()).every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await db.delete(appSettings).where(eq(appSettings.key, 'sendgridApiKey'));
      await relay.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('contact copies from Premium members', () => {
  const contact = (token?: string) =>
    app.request('/api/contact', {
      token,
      body: { name: 'Ada', email: 'ada@example.com', subject: 'Tap lists', message: 'Hello' },
    });

  it('marks the copy to support priority (subject and importance headers) for a signed-in Premium member only', async () => {
    const premium = await signedInUser(app, { isPremium: true, premiumSource: 'coupon' });
    const free = await signedInUser(app);
    expect((await contact(premium.token)).status).toBe(201);
    expect((await contact(free.token)).status).toBe(201);
    expect((await contact()).status).toBe(201);
    await runJobs();

    const copies = smtp.inbox.filter(
      (m) => m.to && 'text' in m.to && m.to.text === 'help@beerscout.test',
    );
    expect(copies.map((m) => m.subject).sort()).toEqual([
      'Contact form: Tap lists',
      'Contact form: Tap lists',
      '[Priority] Contact form: Tap lists',
    ]);
    const priority = copies.find((m) => m.subject!.startsWith('[Priority]'))!;
    // mailparser reads X-Priority / Importance into one `priority` header.
    expect(priority.headers.get('priority')).toBe('high');
    expect(priority.text).toContain('Priority: from a Premium member');
    expect(copies.filter((m) => m.headers.get('priority') === 'high')).toHaveLength(1);
    const rows = await outbox();
    expect(rows.filter((r) => r.priority).map((r) => r.kind)).toEqual(['contact_notification']);
    const replies = smtp.inbox.filter((m) => m.subject === 'We got your message: Tap lists');
    expect(replies.filter((m) => m.text!.includes('answered first'))).toHaveLength(1);
  });
});

describe('tips and news (non-essential e-mail)', () => {
  it('is off until the member turns it on in the profile, and honoured when sending', async () => {
    const { user, token } = await signedInUser(app, { firstName: 'Hop' });
    const settings = mailSettings(app.deps.config);
    const tip = { to: user.email, name: 'Hop', tip: 'Fill the frame with the labels.' };
    expect((await app.request('/api/user', { token })).body.emailTips).toBe(false);
    expect(await sendMail(app.database.db, 'tips', tip, settings)).toBeUndefined();
    expect(await outbox()).toHaveLength(0);

    const on = await app.request('/api/user', {
      method: 'PATCH',
      token,
      body: { emailTips: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.emailTips).toBe(true);
    expect(await sendMail(app.database.db, 'tips', tip, settings)).toEqual(expect.any(String));
    await runJobs();
    expect(smtp.inbox.map((m) => m.subject)).toEqual(['A tip from BeerScout']);
    expect(smtp.inbox[0]!.text).toContain('https://beerscout.test/profile');

    // Queued while on, turned off before it went: not sent.
    await sendMail(app.database.db, 'tips', tip, settings);
    await app.request('/api/user', { method: 'PATCH', token, body: { emailTips: false } });
    await runJobs();
    expect(smtp.inbox).toHaveLength(1);
    expect((await outbox()).map((r) => r.status).sort()).toEqual(['sent', 'skipped']);

    // Account e-mail is essential: sent whatever the switch says.
    await app.request('/api/user/password', {
      token,
      body: { currentPassword: 'password1', newPassword: 'password2' },
    });
    await runJobs();
    expect(smtp.inbox.map((m) => m.subject)).toContain('Your BeerScout password was changed');

    const bad = await app.request('/api/user', {
      method: 'PATCH',
      token,
      body: { emailTips: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });
});

describe('a restart', () => {
  it('loses nothing queued: mail queued before the database closed is sent after it reopens', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'beerscout-restart-'));
    const config = { ...app.deps.config, dataDir: dir };
    try {
      const before = await openDatabase({ dataDir: dir });
      await migrateDatabase(before);
      await sendMail(
        before.db,
        'welcome',
        { to: 'later@example.com', name: 'Later' },
        mailSettings(config),
      );
      await before.close();

      const after = await openDatabase({ dataDir: dir });
      const log = vi.fn();
      const runner = createJobRunner({
        db: after.db,
        now,
        log,
        handlers: backgroundJobs({ db: after.db, now, config }),
      });
      expect(await runner.runDue()).toBe(1);
      const [row] = await after.db.select().from(emailOutbox);
      await after.close();
      expect(row!.status).toBe('sent');
      expect(smtp.inbox.map((m) => m.to && 'text' in m.to && m.to.text)).toEqual([
        'later@example.com',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
