import { Link, Text } from '@react-email/components';
import { Layout, siteLink } from './Layout';

export function ContactAutoReplyMail(props: {
  baseUrl: string;
  name: string;
  subject: string;
  priority: boolean;
}) {
  return (
    <Layout preview="We got your message" baseUrl={props.baseUrl}>
      <Text>Hi {props.name},</Text>
      <Text>
        Thanks for writing to BeerScout about “{props.subject}”. We read every message and answer
        within 24 hours{props.priority ? '; as a Premium member, yours is answered first' : ''}.
      </Text>
      <Text>
        Meanwhile, the help page may already have the answer:{' '}
        <Link href={siteLink(props.baseUrl, '/help')}>{siteLink(props.baseUrl, '/help')}</Link>
      </Text>
    </Layout>
  );
}

/** The copy to support; the visitor's own words are shown as text, never as markup. */
export function ContactNotificationMail(props: {
  baseUrl: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
  priority: boolean;
}) {
  return (
    <Layout preview={`Contact form: ${props.subject}`} baseUrl={props.baseUrl}>
      {props.priority && (
        <Text style={{ color: '#b91c1c', fontWeight: 700 }}>
          Priority: from a Premium member, answer first.
        </Text>
      )}
      <Text>
        From: {props.name} &lt;{props.email}&gt;
        <br />
        Subject: {props.subject}
        <br />
        Received: {props.receivedAt}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{props.message}</Text>
      <Text>
        All messages: <Link href={`${props.baseUrl}/admin`}>{`${props.baseUrl}/admin`}</Link>
      </Text>
    </Layout>
  );
}
