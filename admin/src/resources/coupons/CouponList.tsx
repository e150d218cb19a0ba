import {
  CreateButton,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { COUPON_STATUS_LABELS } from '@common/domain/coupons';
import { DISCOUNT_TYPES } from '@common/plans';
import type { Coupon } from '@common/schemas/coupons';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';
import { DeleteCouponButton, ToggleActiveButton } from './CouponActions';
import { ExportBatchButton } from './ExportBatchButton';
import { discountText, StatusField, UsesField, ValueField } from './coupon-fields';
import { useBatchChoices } from './use-batch-choices';

const typeChoices = DISCOUNT_TYPES.map((t) => ({ id: t, name: t }));

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Create batch" />
    <ExportBatchButton />
  </TopToolbar>
);

/** Coupons: search, filters (batch, type, active, expired, used up), sort, and row actions. */
export function CouponList() {
  const batches = useBatchChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search code or batch" />,
    <SelectInput key="batchName" source="batchName" label="Batch" choices={batches} alwaysOn />,
    <SelectInput key="discountType" source="discountType" label="Type" choices={typeChoices} />,
    <NullableBooleanInput key="isActive" source="isActive" label="Active" />,
    <NullableBooleanInput key="expired" source="expired" label="Expired" />,
    <NullableBooleanInput key="usedUp" source="usedUp" label="Used up" />,
  ];
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      // The toolbar (Create batch) shows even before the first coupon exists.
      empty={false}
    >
      <ResponsiveDatagrid<Coupon>
        rowClick={false}
        primaryText={(c) => c.code}
        // On a phone the row actions sit in the row itself (there is no row to open).
        secondaryText={(c) => (
          <>
            {[c.batchName, discountText(c)].filter(Boolean).join(' · ')}
            {` · used ${c.usedCount} / ${c.maxUses}`}
            <br />
            <ToggleActiveButton />
            <DeleteCouponButton />
          </>
        )}
        tertiaryText={(c) => COUPON_STATUS_LABELS[c.status]}
      >
        <TextField source="code" />
        <TextField source="batchName" label="Batch" emptyText="—" />
        <ValueField label="Discount" />
        <UsesField label="Used" />
        <StatusField label="Status" />
        <DateField source="expiresAt" label="Expires" emptyText="Never" />
        <DateField source="createdAt" label="Created" />
        <ToggleActiveButton />
        <DeleteCouponButton />
      </ResponsiveDatagrid>
    </List>
  );
}
