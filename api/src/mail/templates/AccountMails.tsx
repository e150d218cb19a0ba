import { Button, Link, Text } from '@react-email/components';
import { Layout, siteLink } from './Layout';

type Common = { baseUrl: string; name: string };

export function WelcomeMail({ baseUrl, name }: Common) {
  return (
    <Layout preview="Welcome to BeerScout" baseUrl={baseUrl}>
      <Text>Hi {name},</Text>
      <Text>
        Welcome to BeerScout. Point your camera at a shelf or a tap list and we tell you what each
        beer is and how it rates.
      </Text>
      <Button href={siteLink(baseUrl, '/app')}>Scan your first beer</Button>
    </Layout>
  );
}

export function PasswordChangedMail({
  baseUrl,
  name,
  supportEmail,
}: Common & { supportEmail: string }) {
  return (
    <Layout preview="Your BeerScout password was changed" baseUrl={baseUrl}>
      <Text>Hi {name},</Text>
      <Text>
        The password of your BeerScout account was just changed, and every other device was signed
        out.
      </Text>
      <Text>
        If this was not you, reset it now at{' '}
        <Link href={siteLink(baseUrl, '/auth')}>{siteLink(baseUrl, '/auth')}</Link> and write to{' '}
        {supportEmail}.
      </Text>
    </Layout>
  );
}

export function AccountDeletedMail({ baseUrl, name }: Common) {
  return (
    <Layout preview="Your BeerScout account was deleted" baseUrl={baseUrl}>
      <Text>Hi {name},</Text>
      <Text>
        Your BeerScout account and everything in it (scans, collection, ratings) has been deleted.
        Thanks for scouting with us; you are welcome back any time at{' '}
        <Link href={siteLink(baseUrl, '/auth')}>{siteLink(baseUrl, '/auth')}</Link>.
      </Text>
    </Layout>
  );
}
