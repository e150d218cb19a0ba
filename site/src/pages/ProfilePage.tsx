import * as Tabs from '@radix-ui/react-tabs';
import { Download } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ANALYSIS_LIMITS } from '@common/plans';
import { DetailsForm } from '../components/profile/DetailsForm';
import { EmailPreferences } from '../components/profile/EmailPreferences';
import { ChangePasswordForm, DeleteAccountForm } from '../components/profile/SecurityForms';
import { buttonClass, cardClass } from '../components/ui/styles';
import { useAuth } from '../hooks/use-auth';
import { useDocumentTitle } from '../hooks/use-document-title';
import { hasPremium, onPremiumPlan, planName } from '../lib/entitlements';

const TABS = ['details', 'premium', 'security', 'data'] as const;
const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-stone-700 data-[state=active]:bg-white data-[state=active]:text-amber-950 data-[state=active]:shadow focus-visible:outline-2 focus-visible:outline-amber-700';

export default function ProfilePage() {
  useDocumentTitle('Profile Settings');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = (TABS as readonly string[]).includes(asked ?? '') ? asked! : 'details';
  if (!user) return null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-amber-950">Profile Settings</h1>
      <Tabs.Root value={tab} onValueChange={(v) => setParams(v === 'details' ? {} : { tab: v })}>
        <Tabs.List
          aria-label="Profile"
          className="mb-6 flex flex-wrap gap-1 rounded-lg bg-amber-100 p-1"
        >
          <Tabs.Trigger value="details" className={tabClass}>
            Details
          </Tabs.Trigger>
          <Tabs.Trigger value="premium" className={tabClass}>
            Premium
          </Tabs.Trigger>
          <Tabs.Trigger value="security" className={tabClass}>
            Security
          </Tabs.Trigger>
          <Tabs.Trigger value="data" className={tabClass}>
            Your Data
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details" className="space-y-6">
          <div className={cardClass}>
            <DetailsForm user={user} />
          </div>
          <div className={cardClass}>
            <EmailPreferences user={user} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="premium" className={cardClass}>
          <h2 className="text-lg font-bold text-amber-950">{`${planName(user)} Plan`}</h2>
          <p className="mt-2 text-stone-800">
            Analyses:{' '}
            {onPremiumPlan(user)
              ? `${ANALYSIS_LIMITS.premium} per month`
              : `${ANALYSIS_LIMITS.free} per month`}{' '}
            ({user.analysesUsed} used this period)
          </p>
          {!hasPremium(user) && (
            <Link to="/premium" className={`${buttonClass.primary} mt-4`}>
              Upgrade to Premium
            </Link>
          )}
          {hasPremium(user) && (
            <Link to="/premium" className={`${buttonClass.secondary} mt-4`}>
              Manage Subscription
            </Link>
          )}
        </Tabs.Content>
        <Tabs.Content value="security" className="space-y-6">
          <div className={cardClass}>
            <ChangePasswordForm />
          </div>
          <div className={cardClass}>
            <DeleteAccountForm />
          </div>
        </Tabs.Content>
        <Tabs.Content value="data" className={cardClass}>
          <h2 className="text-lg font-bold text-amber-950">Export your data</h2>
          <p className="mt-2 text-stone-800">Your collection, ratings and scans, on every plan.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href="/api/user/export?format=csv" download className={buttonClass.secondary}>
              <Download aria-hidden="true" className="size-4" /> Download CSV
            </a>
            <a href="/api/user/export?format=json" download className={buttonClass.secondary}>
              <Download aria-hidden="true" className="size-4" /> Download JSON
            </a>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
