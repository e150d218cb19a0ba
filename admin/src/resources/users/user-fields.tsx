import Chip from '@mui/material/Chip';
import { FunctionField } from 'react-admin';
import type { AdminUser } from '@common/schemas/user';
import { planBadge, subscriptionLabel, usageLabel } from './user-labels';

// Datagrid reads `label` from the element's own props, so callers always pass it.
type FieldProps = { label: string };

export const PlanField = ({ label }: FieldProps) => (
  <FunctionField<AdminUser>
    label={label}
    sortable={false}
    render={(user) => {
      const badge = planBadge(user);
      return <Chip size="small" label={badge.label} color={badge.color} />;
    }}
  />
);

export const SubscriptionField = ({ label }: FieldProps) => (
  <FunctionField<AdminUser>
    label={label}
    sortable={false}
    render={(user) => subscriptionLabel(user.subscriptionStatus)}
  />
);

export const UsageField = ({ label }: FieldProps) => (
  <FunctionField<AdminUser> label={label} sortable={false} render={usageLabel} />
);
