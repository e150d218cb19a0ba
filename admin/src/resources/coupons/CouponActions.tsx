import DeleteIcon from '@mui/icons-material/Delete';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import type { Coupon } from '@common/schemas/coupons';

/** Activate / Deactivate (spec section 4), saved at once. */
export function ToggleActiveButton() {
  const coupon = useRecordContext<Coupon>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Coupon>();
  if (!coupon) return null;
  const next = !coupon.isActive;
  return (
    <Button
      label={next ? 'Activate' : 'Deactivate'}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        void update(
          'coupons',
          { id: coupon.id, data: { isActive: next }, previousData: coupon },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(next ? `${coupon.code} activated` : `${coupon.code} deactivated`),
            onError: (err) => notify((err as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      {next ? <ToggleOnIcon /> : <ToggleOffIcon />}
    </Button>
  );
}

/** Delete, after a confirmation; the server deactivates a redeemed coupon instead. */
export function DeleteCouponButton() {
  const coupon = useRecordContext<Coupon>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<Coupon & { deleted?: boolean }>();
  if (!coupon) return null;
  return (
    <>
      <Button
        label="Delete"
        color="error"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete coupon ${coupon.code}?`}
        content="A coupon that has been redeemed is deactivated instead, and its redemptions are kept."
        onConfirm={() =>
          void remove(
            'coupons',
            { id: coupon.id, previousData: coupon },
            {
              mutationMode: 'pessimistic',
              onSuccess: (result) => {
                setOpen(false);
                notify(
                  result?.deleted
                    ? `${coupon.code} deleted`
                    : `${coupon.code} has been redeemed, so it was deactivated instead`,
                );
                refresh();
              },
              onError: (err) => {
                setOpen(false);
                notify((err as Error).message, { type: 'error' });
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
