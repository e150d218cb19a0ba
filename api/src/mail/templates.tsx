import type { ReactElement } from 'react';
import { AccountDeletedMail, PasswordChangedMail, WelcomeMail } from './templates/AccountMails';
import { ContactAutoReplyMail, ContactNotificationMail } from './templates/ContactMails';
import {
  PaymentFailedMail,
  PremiumStartedMail,
  SubscriptionCancelledMail,
} from './templates/PaymentMails';
import { CouponRedeemedMail, type CouponRedeemedProps } from './templates/CouponMails';
import { TestMail, TipsMail, type TestEmailType } from './templates/OtherMails';

/** Where links point and who support is; built from the config by mailSettings(). */
export type MailSettings = { baseUrl: string; supportEmail: string };

type Person = { to: string; name: string };

/** Each template's data. Payments and coupons add theirs here when they land. */
export type MailData = {
  welcome: Person;
  password_changed: Person;
  account_deleted: Person;
  /** `priority`: the sender is a Premium member (spec 1: priority support). */
  contact_auto_reply: Person & { subject: string; priority: boolean };
  contact_notification: {
    name: string;
    email: string;
    subject: string;
    message: string;
    receivedAt: Date;
    priority: boolean;
  };
  /** Amounts and dates already formatted for people ("$4.99", "December 10, 2026"). */
  premium_started: Person & { amount: string; periodStart: string; periodEnd: string };
  payment_failed: Person & { amount: string };
  subscription_cancelled: Person & { endsOn: string };
  coupon_redeemed: Person &
    Omit<CouponRedeemedProps, 'baseUrl' | 'premiumUntil'> & { premiumUntil: Date | null };
  test_email: { to: string; username: string; type: TestEmailType };
  tips: Person & { tip: string };
};
export type MailTemplate = keyof MailData;

export type MailDraft = {
  to: string;
  subject: string;
  replyTo?: string;
  /** Sent with high-importance headers, for support to see first. */
  priority?: boolean;
  element: ReactElement;
};

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
    element: (
      <ContactAutoReplyMail
        baseUrl={s.baseUrl}
        name={d.name}
        subject={d.subject}
        priority={d.priority}
      />
    ),
  }),
  contact_notification: (d, s) => ({
    to: s.supportEmail,
    replyTo: d.email,
    subject: `${d.priority ? '[Priority] ' : ''}Contact form: ${d.subject}`,
    priority: d.priority,
    element: (
      <ContactNotificationMail
        baseUrl={s.baseUrl}
        name={d.name}
        email={d.email}
        subject={d.subject}
        message={d.message}
        receivedAt={d.receivedAt.toISOString()}
        priority={d.priority}
      />
    ),
  }),
  premium_started: (d, s) => ({
    to: d.to,
    subject: 'Welcome to BeerScout Premium',
    element: (
      <PremiumStartedMail
        baseUrl={s.baseUrl}
        name={d.name}
        amount={d.amount}
        periodStart={d.periodStart}
        periodEnd={d.periodEnd}
      />
    ),
  }),
  payment_failed: (d, s) => ({
    to: d.to,
    subject: 'Your BeerScout Premium payment failed',
    element: <PaymentFailedMail baseUrl={s.baseUrl} name={d.name} amount={d.amount} />,
  }),
  subscription_cancelled: (d, s) => ({
    to: d.to,
    subject: 'Your BeerScout Premium subscription was cancelled',
    element: <SubscriptionCancelledMail baseUrl={s.baseUrl} name={d.name} endsOn={d.endsOn} />,
  }),
  coupon_redeemed: (d, s) => ({
    to: d.to,
    subject: 'Your BeerScout coupon was redeemed',
    element: (
      <CouponRedeemedMail
        baseUrl={s.baseUrl}
        name={d.name}
        code={d.code}
        discountType={d.discountType}
        discountValue={d.discountValue}
        premiumUntil={d.premiumUntil?.toISOString() ?? null}
      />
    ),
  }),
  test_email: (d, s) => ({
    to: d.to,
    subject: `BeerScout test e-mail (${d.type})`,
    element: <TestMail baseUrl={s.baseUrl} username={d.username} type={d.type} />,
  }),
  tips: (d, s) => ({
    to: d.to,
    subject: 'A tip from BeerScout',
    element: <TipsMail baseUrl={s.baseUrl} name={d.name} tip={d.tip} />,
  }),
};
