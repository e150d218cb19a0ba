import ReplayIcon from '@mui/icons-material/Replay';
import Typography from '@mui/material/Typography';
import {
  Button,
  DateField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { OutboxEmailDetail } from '@common/schemas/email';
import { resendEmail } from './api';
import { StatusField } from './StatusField';

/** Resend, for a failed e-mail only (the server refuses any other). */
function ResendButton() {
  const e = useRecordContext<OutboxEmailDetail>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (e?.status !== 'failed') return null;
  const resend = async () => {
    try {
      await resendEmail(e.id);
      notify('E-mail queued again', { type: 'success' });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
    refresh();
  };
  return (
    <Button label="Resend" onClick={() => void resend()}>
      <ReplayIcon />
    </Button>
  );
}

/**
 * The message as it was rendered. The HTML is shown in an iframe with an empty sandbox: no
 * scripts, no forms, no same-origin access to the console, whatever a visitor typed into it.
 */
function RenderedMail() {
  const e = useRecordContext<OutboxEmailDetail>();
  if (!e) return null;
  if (!e.html) {
    return <Typography sx={{ whiteSpace: 'pre-wrap' }}>{e.text}</Typography>;
  }
  return (
    <iframe
      title="Rendered e-mail"
      sandbox=""
      srcDoc={e.html}
      style={{ width: '100%', height: 520, border: '1px solid #ddd', background: '#fff' }}
    />
  );
}

export function EmailShow() {
  return (
    <Show
      title="E-mail"
      actions={
        <TopToolbar>
          <ResendButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="subject" />
        <TextField source="to" label="Recipient" />
        <TextField source="replyTo" label="Reply to" emptyText="—" />
        <TextField source="template" />
        <StatusField label="Status" />
        <NumberField source="attempts" />
        <TextField source="lastError" label="Last error" emptyText="—" />
        <DateField source="createdAt" label="Queued at" showTime />
        <DateField source="sentAt" label="Sent at" showTime emptyText="—" />
        <RenderedMail />
      </SimpleShowLayout>
    </Show>
  );
}
