import type { ReactElement } from 'react';
import { AccountDeletedMail, PasswordChangedMail, WelcomeMail } from './templates/AccountMails';
import { ContactAutoReplyMail, ContactNotificationMail } from './templates/ContactMails';

/** Where links point and who support is; built from the config by mailSettings(). */
export type MailSettings = { baseUrl: string; supportEmail: string };

type Person = { to: string; name: string };

/** Each template's data. Payments and coupons add theirs here when they land. */
export type MailData = {
  welcome: Person;
  password_changed: Person;
  account_deleted: Person;
  contact_auto_reply: Person & { subject: string };
  contact_notification: {
    name: string;
    email: string;
    subject: string;
    message: string;
    receivedAt: Date;
  };
};
export type MailTemplate = keyof MailData;

export type MailDraft = { to: string; subject: string; replyTo?: string; element: ReactElement };

export const MAIL_TEMPLATES: {
  [K in MailTemplate]: (data: MailData[K], settings: MailSettings) => MailDraft;
} = {
  welcome: (d, s) => ({
    to: d.to,
    subject: 'Welcome to BeerScout',
    element: <WelcomeMail baseUrl={s.baseUrl} name={d.name} />,
  }),
  password_changed: (d, s) => ({
    to: d.to,
    subject: 'Your BeerScout password was changed',
    element: (
      <PasswordChangedMail baseUrl={s.baseUrl} name={d.name} supportEmail={s.supportEmail} />
    ),
  }),
  account_deleted: (d, s) => ({
    to: d.to,
    subject: 'Your BeerScout account was deleted',
    element: <AccountDeletedMail baseUrl={s.baseUrl} name={d.name} />,
  }),
  contact_auto_reply: (d, s) => ({
    to: d.to,
    subject: `We got your message: ${d.subject}`,
    element: <ContactAutoReplyMail baseUrl={s.baseUrl} name={d.name} subject={d.subject} />,
  }),
  contact_notification: (d, s) => ({
    to: s.supportEmail,
    replyTo: d.email,
    subject: `Contact form: ${d.subject}`,
    element: (
      <ContactNotificationMail
        baseUrl={s.baseUrl}
        name={d.name}
        email={d.email}
        subject={d.subject}
        message={d.message}
        receivedAt={d.receivedAt.toISOString()}
      />
    ),
  }),
};
