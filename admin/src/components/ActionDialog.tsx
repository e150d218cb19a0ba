import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent, type ReactNode } from 'react';

type Props = {
  /** The button that opens the dialog. */
  label: string;
  title: string;
  confirmLabel: string;
  /** Fields or a sentence; the dialog is a form, so Enter confirms. */
  children?: ReactNode;
  onConfirm: () => Promise<unknown>;
  color?: 'primary' | 'error' | 'secondary';
  disabled?: boolean;
  startIcon?: ReactNode;
};

/** A button opening a small confirm dialog; it closes when the action succeeds. */
export function ActionDialog(props: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await props.onConfirm();
      setOpen(false);
    } catch {
      // the action's own notification says what failed; the dialog stays open to retry
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        color={props.color ?? 'primary'}
        disabled={props.disabled}
        startIcon={props.startIcon}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <form onSubmit={submit}>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {props.children}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" color={props.color} disabled={busy}>
              {props.confirmLabel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
