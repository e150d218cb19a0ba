import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, jobs } from '@api/db/schema';
import { backgroundJobs } from '@api/jobs';
import { claimDueJobs, createJobRunner, retryDelayMs } from '@api/jobs/runner';
import { startTestApp, type TestApp } from '@api/testing/app';
import { signedInUser } from '@api/testing/factories';
import { mailSettings, sendMail } from './send-mail';

// A real SMTP server on 127.0.0.1: what it receives is read back with mailparser.
let inbox: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let app: TestApp;
let clock: Date;
const now = () => clock;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  app = await startTestApp({
    config: { smtpUrl, publicUrl: 'https://beerscout.test', supportEmail: 'help@beerscout.test' },
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});
beforeEach(async () => {
  inbox = [];
  // Requests queue jobs stamped by the database's clock; the test's clock starts just ahead.
  clock = new Date(Date.now() + 60_000);
  await app.database.db.delete(jobs);
  await app.database.db.delete(emailOutbox);
});

function runner(config: Partial<TestApp['deps']['config']> = {}) {
  const { db } = app.database;
  return createJobRunner({
    db,
    now,
    log: () => {},
    handlers: backgroundJobs({ db, now, config: { ...app.deps.config, ...config } }),
  });
}
const outbox = () => app.database.db.select().from(emailOutbox);

describe('e-mail through SMTP', () => {
  it('sends the welcome e-mail on registration, with a working link', async () => {
    const res = await app.request('/api/register', {
      body: {
        username: 'hopfan',
        password: 'secret1',
        email: 'hop.fan@example.com',
        firstName: 'Hop',
        lastName: 'Fan',
        ageConfirmed: true,
      },
    });
    expect(res.status).toBe(201);
    expect(inbox).toHaveLength(0); // queued, not sent inside the request

    await runner().runDue();
    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.subject).toBe('Welcome to BeerScout');
    expect(mail.to).toMatchObject({ text: 'hop.fan@example.com' });
    expect(mail.from?.text).toContain('help@beerscout.test');
    expect(mail.text).toContain('Hi Hop,');
    expect(mail.text).toContain('https://beerscout.test/app');
    expect(mail.html).toContain('href="https://beerscout.test/app"');
    const [row] = await outbox();
    expect(row).toMatchObject({ kind: 'welcome', status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toEqual(clock);
  });

  it('tells the user their password changed, and that their account was deleted', async () => {
    const { user, token } = await signedInUser(app, { password: 'old-secret', firstName: 'Ada' });
    const changed = await app.request('/api/user/password', {
      body: { currentPassword: 'old-secret', newPassword: 'new-secret' },
      token,
    });
    expect(changed.status).toBe(204);
    const deleted = await app.request('/api/user/delete', {
      body: { password: 'new-secret' },
      token,
    });
    expect(deleted.status).toBe(204);

    await runner().runDue();
    expect(inbox.map((m) => [m.subject, (m.to as { text: string }).text])).toEqual([
      ['Your BeerScout password was changed', user.email],
      ['Your BeerScout account was deleted', user.email],
    ]);
    expect(inbox[0]!.text).toContain('https://beerscout.test/auth');
    expect(inbox[1]!.text).toContain('Hi Ada,');
  });

  it('mails support a copy of a contact message, replying to the sender, and answers the sender', async () => {
    const res = await app.request('/api/contact', {
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Tap lists',
        message: 'Does BeerScout read <b>chalkboards</b>?',
      },
    });
    expect(res.status).toBe(201);
    await runner().runDue();

    const toSupport = inbox.find((m) => m.subject === 'Contact form: Tap lists')!;
    expect((toSupport.to as { text: string }).text).toBe('help@beerscout.test');
    expect(toSupport.replyTo?.text).toBe('ada@example.com');
    expect(toSupport.text).toContain('Ada Lovelace <ada@example.com>');
    expect(toSupport.text).toContain('Does BeerScout read <b>chalkboards</b>?');
    // The visitor's markup is text in the HTML part, never markup.
    expect(toSupport.html).not.toContain('<b>chalkboards</b>');

    const reply = inbox.find((m) => m.subject === 'We got your message: Tap lists')!;
    expect((reply.to as { text: string }).text).toBe('ada@example.com');
    expect(reply.text).toContain('https://beerscout.test/help');
  });

  it('retries while the SMTP server is down, with backoff, then marks the mail failed with the error', async () => {
    const down = new SMTPServer({ disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const port = (down.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => down.close(resolve));
    const jobsOf = runner({ smtpUrl: `smtp://127.0.0.1:${port}` });

    const settings = mailSettings(app.deps.config);
    await sendMail(app.database.db, 'welcome', { to: 'x@example.com', name: 'X' }, settings);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await jobsOf.runDue()).toBe(1);
      const [row] = await outbox();
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
      expect(row!.status).toBe(attempt < 5 ? 'queued' : 'failed');
      expect(await jobsOf.runDue()).toBe(0); // waits for its backoff
      advance(retryDelayMs(attempt));
    }
    advance(24 * 3_600_000);
    expect(await jobsOf.runDue()).toBe(0);
    const [job] = await app.database.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'failed', attempts: 5 });
    expect(job!.lastError).toMatch(/ECONNREFUSED/);
  }, 60_000);

  it('sends again, exactly once, a mail whose runner died holding it (lease expired)', async () => {
    const settings = mailSettings(app.deps.config);
    await sendMail(app.database.db, 'welcome', { to: 'x@example.com', name: 'X' }, settings);
    // A server claims the job, then is killed -9 before sending.
    expect(await claimDueJobs(app.database.db, clock, 60_000, 10)).toHaveLength(1);

    const jobsOf = runner();
    expect(await jobsOf.runDue()).toBe(0);
    advance(60_000);
    expect(await jobsOf.runDue()).toBe(1);
    advance(3_600_000);
    expect(await jobsOf.runDue()).toBe(0);
    expect(inbox).toHaveLength(1);
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('never sends one message twice with two runners on one database', async () => {
    const settings = mailSettings(app.deps.config);
    for (let n = 0; n < 12; n++) {
      await sendMail(app.database.db, 'welcome', { to: `u${n}@example.com`, name: 'U' }, settings);
    }
    const a = createJobRunner({
      db: app.database.db,
      now,
      batchSize: 3,
      handlers: backgroundJobs({ db: app.database.db, now, config: app.deps.config }),
    });
    const b = createJobRunner({
      db: app.database.db,
      now,
      batchSize: 3,
      handlers: backgroundJobs({ db: app.database.db, now, config: app.deps.config }),
    });
    const drain = async (r: typeof a) => {
      while ((await r.runDue()) > 0);
    };
    await Promise.all([drain(a), drain(b)]);
    const recipients = inbox.map((m) => (m.to as { text: string }).text).sort();
    expect(recipients).toHaveLength(12);
    expect(new Set(recipients).size).toBe(12);
    expect((await outbox()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('e-mail without SMTP_URL', () => {
  it('writes each message as an owner-only .eml file under DATA_DIR/mail and logs its path', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'beerscout-mail-'));
    try {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      const { db } = app.database;
      const config = { ...app.deps.config, smtpUrl: undefined, dataDir };
      const jobsOf = createJobRunner({ db, now, handlers: backgroundJobs({ db, now, config }) });
      await sendMail(db, 'welcome', { to: 'new@example.com', name: 'New' }, mailSettings(config));
      await jobsOf.runDue();
      const logged = log.mock.calls.map((args) => String(args[0]));
      log.mockRestore();

      expect(inbox).toHaveLength(0);
      const files = await readdir(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const file = path.join(dataDir, 'mail', files[0]!);
      expect(files[0]).toMatch(/\.eml$/);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dataDir, 'mail'))).mode & 0o777).toBe(0o700);
      const mail = await simpleParser(await readFile(file));
      expect(mail.subject).toBe('Welcome to BeerScout');
      expect(mail.text).toContain('https://beerscout.test/app');
      expect(logged).toEqual([expect.stringContaining(file)]);
      expect(logged).toHaveLength(1);
      const [row] = await outbox();
      expect(row!.status).toBe('sent');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
