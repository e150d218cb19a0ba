import Card from '@mui/material/Card';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DateInput,
  FormDataConsumer,
  HttpError,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  useNotify,
  useRedirect,
} from 'react-admin';
import { DISCOUNT_TYPES } from '@common/plans';
import type { Coupon, CouponBatchCreate } from '@common/schemas/coupons';
import { createCouponBatch } from './coupon-api';
import { NewCodes } from './NewCodes';

// Spec section 5: the fields, their limits and the defaults.
const DEFAULTS = {
  count: 1,
  prefix: 'BEER',
  discountType: 'percentage',
  discountValue: 10,
  maxUses: 1,
};
const typeChoices = DISCOUNT_TYPES.map((t) => ({ id: t, name: t }));

/**
 * Creates a batch (the server makes the codes) and then shows the new codes once. Not a
 * react-admin <Create>: the API answers the list of coupons made, not one record.
 */
export function CouponCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [made, setMade] = useState<Coupon[]>();

  async function save(values: Record<string, unknown>) {
    const input = {
      ...values,
      discountValue: values.discountType === 'percentage' ? values.discountValue : null,
      expiresAt: values.expiresAt || null,
      batchDescription: values.batchDescription || null,
    } as CouponBatchCreate;
    try {
      setMade(await createCouponBatch(input));
      void queryClient.invalidateQueries({ queryKey: ['coupon-batches'] });
      void queryClient.invalidateQueries({ queryKey: ['coupons'] });
      return undefined;
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
      const body =
        err instanceof HttpError ? (err.body as { errors?: Record<string, string> }) : {};
      return body?.errors;
    }
  }

  return (
    <>
      <Title title="Create coupon batch" />
      <Card sx={{ mt: 2 }}>
        {made ? (
          <NewCodes
            coupons={made}
            onDone={() => redirect('list', 'coupons')}
            onAnother={() => setMade(undefined)}
          />
        ) : (
          <SimpleForm defaultValues={DEFAULTS} onSubmit={save}>
            <TextInput
              source="batchName"
              label="Batch name"
              validate={[required(), maxLength(100)]}
            />
            <TextInput
              source="batchDescription"
              label="Batch description"
              multiline
              validate={maxLength(500)}
            />
            <NumberInput
              source="count"
              label="Number of codes"
              validate={[required(), minValue(1), maxValue(1000)]}
            />
            <TextInput
              source="prefix"
              label="Code prefix"
              validate={[required(), minLength(2), maxLength(10)]}
            />
            <SelectInput
              source="discountType"
              label="Discount type"
              choices={typeChoices}
              validate={required()}
            />
            <FormDataConsumer>
              {({ formData }) =>
                formData.discountType === 'percentage' && (
                  <NumberInput
                    source="discountValue"
                    label="Percentage off"
                    validate={[required(), minValue(1), maxValue(100)]}
                  />
                )
              }
            </FormDataConsumer>
            <NumberInput
              source="maxUses"
              label="Uses per code"
              validate={[required(), minValue(1), maxValue(10_000)]}
            />
            <DateInput source="expiresAt" label="Expires (last day, optional)" />
          </SimpleForm>
        )}
      </Card>
    </>
  );
}
