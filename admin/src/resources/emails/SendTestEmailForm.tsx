import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { TEST_EMAIL_FAILED, TEST_EMAIL_TYPES, type TestEmail } from '@common/schemas/email';
import { sendTestEmail } from './api';

/**
 * Sends the admin's test e-mail (spec 7) and says, in the spec's words, whether it went. A form
 * of its own above the list (not inside it), so it is there even while the outbox is empty.
 */
export function SendTestEmailForm() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [values, setValues] = useState<TestEmail>({ type: 'welcome', email: '', username: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof TestEmail) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      notify(await sendTestEmail(values), { type: 'success' });
      setErrors({});
    } catch (err) {
      const fields = (err as { body?: { errors?: Record<string, string> } }).body?.errors;
      setErrors(fields ?? {});
      notify(TEST_EMAIL_FAILED, { type: 'error' });
    } finally {
      setSending(false);
      refresh();
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Send a test e-mail
        </Typography>
        <Box
          component="form"
          aria-label="Send a test e-mail"
          onSubmit={(e) => void submit(e)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 1 }}
        >
          <TextField select label="Type" value={values.type} onChange={set('type')} size="small">
            {TEST_EMAIL_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="E-mail"
            type="email"
            required
            size="small"
            value={values.email}
            onChange={set('email')}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <TextField
            label="Username"
            required
            size="small"
            value={values.username}
            onChange={set('username')}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            error={Boolean(errors.username)}
            helperText={errors.username}
          />
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending}>
            Send
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
