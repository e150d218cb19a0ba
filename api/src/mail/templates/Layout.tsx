import type { ReactNode } from 'react';
import type { SiteRoute } from '@common/routes';
import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';

/** A link to a page the site really serves (typed against SITE_ROUTES). */
export const siteLink = (baseUrl: string, route: SiteRoute) => `${baseUrl}${route}`;

const page = { backgroundColor: '#f6f3ee', fontFamily: 'Helvetica, Arial, sans-serif' };
const card = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  padding: '24px',
  maxWidth: '560px',
};
const brand = { color: '#b45309', fontSize: '20px', fontWeight: 700, margin: '0 0 16px' };
const footer = { color: '#6b7280', fontSize: '12px' };

/** The one look every BeerScout e-mail shares: the name, the message, a footer linking home. */
export function Layout(props: { preview: string; baseUrl: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>BeerScout</Text>
          {props.children}
          <Hr />
          <Text style={footer}>
            BeerScout · <Link href={props.baseUrl}>{props.baseUrl}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
