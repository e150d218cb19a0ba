import { Admin, Resource } from 'react-admin';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { Layout } from './layout/Layout';
import { theme } from './layout/theme';
import { lazyNamed } from './lazy';
import { LoginPage } from './LoginPage';
import { apiKeysResource } from './resources/api-keys';
import { auditLogResource } from './resources/audit-log';
import { beersResource } from './resources/beers';
import { contactMessagesResource } from './resources/contact-messages';
import { learnedAliasesResource, recognitionEvidenceResource } from './resources/corrections';
import { emailsResource } from './resources/emails';
import { couponsResource } from './resources/coupons';
import { redemptionsResource } from './resources/redemptions';
import { subscriptionsResource } from './resources/subscriptions';
import { sitesResource } from './resources/sites';
import { suggestionsResource } from './resources/suggestions';
import { usersResource } from './resources/users';

const Dashboard = lazyNamed(() => import('./dashboard/Dashboard'), 'Dashboard');

// Served at /admin and /admin/* (SPA fallback); main.tsx mounts it on the /admin/* route.
// A tab is a folder in resources/<name>/ whose index.ts exports its ResourceProps (screens
// loaded lazily), and one <Resource {...}/> line here (docs/admin.md).
export function App() {
  return (
    <Admin
      basename="/admin"
      title="BeerScout Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={Dashboard}
      loginPage={LoginPage}
      layout={Layout}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource {...usersResource} />
      <Resource {...apiKeysResource} />
      <Resource {...beersResource} />
      <Resource {...suggestionsResource} />
      <Resource {...learnedAliasesResource} />
      <Resource {...recognitionEvidenceResource} />
      <Resource {...sitesResource} />
      <Resource {...contactMessagesResource} />
      <Resource {...auditLogResource} />
      <Resource {...couponsResource} />
      <Resource {...redemptionsResource} />
      <Resource {...subscriptionsResource} />
      <Resource {...emailsResource} />
    </Admin>
  );
}
