import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, jobs } from '@api/db/schema';
import { backgroundJobs } from '@api/jobs';
import { createJobRunner, retryDelayMs } from '@api/jobs/runner';
import { mailSettings, SEND_EMAIL_JOB, sendMail } from '@api/mail/send-mail';
import { startTestApp, type TestApp } from '@api/testing/app';
import { signedInUser } from '@api/testing/factories';
import { startTestSmtp, type TestSmtp } from '@api/testing/smtp';

// The console's emails tab: the outbox (list, open one, resend a failed one) and the test
// e-mail (spec 7 POST /api/test/email), against a real SMTP server that can be taken down.
let smtp: TestSmtp;
let app: TestApp;
let admin: string;
let adminId: string;
let member: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({
    config: { smtpUrl: smtp.url, publicUrl: 'https://beerscout.test' },
  });
  ({
    token: admin,
    user: { id: adminId },
  } = await signedInUser(app, { isAdmin: true }));
  member = (await signedInUser(app)).token;
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

const testEmail = (body: unknown, token: string | undefined = admin) =>
  app.request('/api/test/email', { body, token });
const runJobs = () => {
  const { db } = app.database;
  const now = () => new Date(Date.now() + 60_000);
  const handlers = backgroundJobs({ db, now, config: app.deps.config });
  return createJobRunner({ db, now, handlers, log: () => {} }).runDue();
};

describe('POST /api/test/email', () => {
  it('sends the test e-mail at once and says so in the spec’s words', async () => {
    const res = await testEmail({ type: 'premium', email: 'ops@example.com', username: 'Ops' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Email sent successfully!' });
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]!.subject).toBe('BeerScout test e-mail (premium)');
    expect(smtp.inbox[0]!.text).toContain('Hi Ops,');
    expect(smtp.inbox[0]!.text).toContain('https://beerscout.test/app');
    const [row] = await app.database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ kind: 'test_email', status: 'sent', attempts: 1 });
  });

  it('answers Email failed when the mail server is down, keeps it failed with the error, and it can be resent', async () => {
    await smtp.stop();
    let res;
    try {
      res = await testEmail({ type: 'welcome', email: 'ops@example.com', username: 'Ops' });
    } finally {
      await smtp.start();
    }
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      code: 'email_failed',
      message: 'Email failed',
      success: false,
    });
    expect(res.body.detail).toMatch(/ECONNREFUSED/);

    const list = await app.request('/api/admin/emails', { token: admin });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: res.body.id,
      to: 'ops@example.com',
      template: 'test_email',
      status: 'failed',
      attempts: 1,
      sentAt: null,
    });
    expect(list.body[0].lastError).toMatch(/ECONNREFUSED/);

    const resent = await app.request(`/api/admin/emails/${res.body.id}/resend`, {
      method: 'POST',
      token: admin,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.status).toBe('queued');
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.resend'), eq(auditLog.resourceId, res.body.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorId: adminId,
      resource: 'emails',
      before: { to: 'ops@example.com', template: 'test_email', status: 'failed' },
      after: { status: 'queued' },
    });
    expect(audited[0]!.before!.lastError).toMatch(/ECONNREFUSED/);
    await runJobs();
    expect(smtp.inbox.map((m) => m.subject)).toEqual(['BeerScout test e-mail (welcome)']);
    const after = await app.request(`/api/admin/emails/${res.body.id}`, { token: admin });
    expect(after.body).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(after.body.sentAt).toEqual(expect.any(String));
  });

  it('is for admins only, and checks what it is given', async () => {
    const body = { type: 'welcome', email: 'ops@example.com', username: 'Ops' };
    expect((await app.request('/api/test/email', { body })).status).toBe(401);
    const forbidden = await testEmail(body, member);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('admin_required');
    const bad = await testEmail({ type: 'newsletter', email: 'nope', username: 'x'.repeat(51) });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.errors).toMatchObject({
      type: ['Type must be welcome, premium or analysis'],
      email: ['Invalid email address'],
      username: ['Username must be at most 50 characters'],
    });
    expect(smtp.inbox).toHaveLength(0);
    expect(await app.database.db.select().from(emailOutbox)).toHaveLength(0);
  });
});

describe('/api/admin/emails', () => {
  it('shows a queued mail that kept failing (SMTP down) as failed, with its attempts and last error', async () => {
    const { db } = app.database;
    // The runner's own clock, from a second after the mail was queued, moved past each backoff.
    let clock = new Date(0);
    const now = () => clock;
    const handlers = backgroundJobs({ db, now, config: app.deps.config });
    const tries = handlers[SEND_EMAIL_JOB]!.maxAttempts!;
    const runner = createJobRunner({ db, now, handlers, log: () => {} });
    await sendMail(
      db,
      'welcome',
      { to: 'down@example.com', name: 'Down' },
      mailSettings(app.deps.config),
    );
    clock = new Date(Date.now() + 1_000);
    await smtp.stop();
    try {
      // Every retry, each after its backoff, until the runner gives up.
      for (let attempt = 1; attempt <= tries; attempt++) {
        expect(await runner.runDue()).toBe(1);
        clock = new Date(clock.getTime() + retryDelayMs(attempt));
      }
      expect(await runner.runDue()).toBe(0);
    } finally {
      await smtp.start();
    }
    expect(smtp.inbox).toHaveLength(0);

    const failed = await app.request(
      `/api/admin/emails?filter=${encodeURIComponent('{"status":"failed"}')}`,
      { token: admin },
    );
    expect(failed.status).toBe(200);
    expect(failed.body).toHaveLength(1);
    expect(failed.body[0]).toMatchObject({
      to: 'down@example.com',
      template: 'welcome',
      status: 'failed',
      attempts: tries,
      sentAt: null,
    });
    expect(failed.body[0].lastError).toMatch(/ECONNREFUSED/);
  });

  it('lists the outbox newest first with Content-Range, filters by status, and opens one rendered', async () => {
    const settings = mailSettings(app.deps.config);
    await sendMail(
      app.database.db,
      'welcome',
      { to: 'first@example.com', name: 'First' },
      settings,
    );
    await runJobs();
    await sendMail(
      app.database.db,
      'welcome',
      { to: 'second@example.com', name: 'Second' },
      settings,
    );

    const list = await app.request('/api/admin/emails?range=[0,9]', { token: admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('emails 0-1/2');
    expect(list.body.map((e: { to: string; status: string }) => [e.to, e.status])).toEqual([
      ['second@example.com', 'queued'],
      ['first@example.com', 'sent'],
    ]);
    expect(list.body[0]).not.toHaveProperty('html');

    const sent = await app.request(
      `/api/admin/emails?filter=${encodeURIComponent('{"status":"sent"}')}`,
      { token: admin },
    );
    expect(sent.body.map((e: { to: string }) => e.to)).toEqual(['first@example.com']);

    const one = await app.request(`/api/admin/emails/${list.body[1].id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ subject: 'Welcome to BeerScout', template: 'welcome' });
    expect(one.body.html).toContain('href="https://beerscout.test/app"');
    expect(one.body.text).toContain('Hi First,');
  });

  it('resends only failed e-mail, and answers 404/400/401/403 as the other admin routes do', async () => {
    const settings = mailSettings(app.deps.config);
    const id = await sendMail(
      app.database.db,
      'welcome',
      { to: 'x@example.com', name: 'X' },
      settings,
    );
    const queued = await app.request(`/api/admin/emails/${id}/resend`, {
      method: 'POST',
      token: admin,
    });
    expect(queued.status).toBe(409);
    expect(queued.body).toMatchObject({
      code: 'email_not_failed',
      message: 'Only a failed e-mail can be sent again; this one is queued.',
    });
    const refused = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.resend'), eq(auditLog.resourceId, id!)));
    expect(refused).toEqual([]);
    const missing = '00000000-0000-4000-8000-000000000000';
    const notFound = await app.request(`/api/admin/emails/${missing}`, { token: admin });
    expect(notFound.status).toBe(404);
    expect(notFound.body.code).toBe('email_not_found');
    expect((await app.request('/api/admin/emails/not-an-id', { token: admin })).status).toBe(400);
    const badFilter = await app.request(
      `/api/admin/emails?filter=${encodeURIComponent('{"status":"lost"}')}`,
      { token: admin },
    );
    expect(badFilter.status).toBe(400);
    expect((await app.request('/api/admin/emails')).status).toBe(401);
    expect((await app.request('/api/admin/emails', { token: member })).status).toBe(403);
    const resendAsMember = await app.request(`/api/admin/emails/${id}/resend`, {
      method: 'POST',
      token: member,
    });
    expect(resendAsMember.status).toBe(403);
  });
});
