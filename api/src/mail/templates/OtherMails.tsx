import { Button, Text } from '@react-email/components';
import type { TestEmail } from '@common/schemas/email';
import { Layout, siteLink } from './Layout';

export type TestEmailType = TestEmail['type'];

const ABOUT: Record<TestEmailType, string> = {
  welcome: 'the welcome e-mail new members get',
  premium: 'e-mail about a Premium subscription',
  analysis: 'e-mail about scans and analyses',
};

/** The admin's test e-mail (spec 7 test/email): proves mail leaves this server, and how. */
export function TestMail(props: { baseUrl: string; username: string; type: TestEmailType }) {
  return (
    <Layout preview="BeerScout test e-mail" baseUrl={props.baseUrl}>
      <Text>Hi {props.username},</Text>
      <Text>
        This is a test e-mail sent from the BeerScout admin console, standing in for{' '}
        {ABOUT[props.type]}. If you can read it, e-mail from BeerScout reaches this address.
      </Text>
      <Button href={siteLink(props.baseUrl, '/app')}>Open BeerScout</Button>
    </Layout>
  );
}

/** Tips and news: not essential, sent only to members who turned them on in their profile. */
export function TipsMail(props: { baseUrl: string; name: string; tip: string }) {
  return (
    <Layout preview="A tip from BeerScout" baseUrl={props.baseUrl}>
      <Text>Hi {props.name},</Text>
      <Text>{props.tip}</Text>
      <Text>
        You get these because you turned on tips and news; turn them off any time on your profile.
      </Text>
      <Button href={siteLink(props.baseUrl, '/profile')}>Your profile</Button>
    </Layout>
  );
}
