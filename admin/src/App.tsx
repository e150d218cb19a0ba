import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import { Admin, Resource } from 'react-admin';
import { authProvider } from './auth-provider';
import { Dashboard } from './Dashboard';
import { dataProvider } from './data-provider';
import { LoginPage } from './LoginPage';
import { ContactMessageList } from './resources/contact-messages/ContactMessageList';
import { UserList } from './resources/users/UserList';
import { UserShow } from './resources/users/UserShow';

// Served at /admin and /admin/* (SPA fallback); main.tsx mounts it on the /admin/* route.
export function App() {
  return (
    <Admin
      basename="/admin"
      title="BeerScout Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={Dashboard}
      loginPage={LoginPage}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" list={UserList} show={UserShow} icon={PeopleIcon} />
      <Resource
        name="contact-messages"
        list={ContactMessageList}
        icon={MailIcon}
        options={{ label: 'Messages' }}
      />
    </Admin>
  );
}
