import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { AuthMarketingPanel } from '../components/auth/AuthMarketingPanel';
import { LoginForm } from '../components/auth/LoginForm';
import { RegisterForm } from '../components/auth/RegisterForm';
import { cardClass } from '../components/ui/styles';
import { useDocumentTitle } from '../hooks/use-document-title';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-stone-700 data-[state=active]:bg-white data-[state=active]:text-amber-950 data-[state=active]:shadow';

/**
 * A tab that is also a link to its own URL: tapped before the page's scripts have run (a slow
 * phone, a prerendered page), the browser opens that tab's page; once they run, it switches in
 * place.
 */
function Tab({ value, label }: { value: 'login' | 'register'; label: string }) {
  return (
    <Tabs.Trigger value={value} className={`${tabClass} text-center`} asChild>
      <a
        href={value === 'register' ? '/auth?tab=register' : '/auth'}
        onClick={(e) => e.preventDefault()}
      >
        {label}
      </a>
    </Tabs.Trigger>
  );
}

export default function AuthPage() {
  useDocumentTitle('Sign In', 'Sign in to BeerScout or create a free account (21 or older).');
  const [params] = useSearchParams();
  const initialTab = params.get('tab') === 'register' ? 'register' : 'login';

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2 lg:items-start">
      <div className={cardClass}>
        <h1 className="text-2xl font-bold text-amber-950">Welcome to BeerScout</h1>
        <p className="mt-1 text-stone-700">Sign in or create a free account to start scanning.</p>
        <Tabs.Root defaultValue={initialTab} className="mt-6">
          <Tabs.List aria-label="Account" className="mb-6 flex gap-1 rounded-lg bg-amber-100 p-1">
            <Tab value="login" label="Sign In" />
            <Tab value="register" label="Create Account" />
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm />
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm />
          </Tabs.Content>
        </Tabs.Root>
      </div>
      <AuthMarketingPanel />
    </div>
  );
}
