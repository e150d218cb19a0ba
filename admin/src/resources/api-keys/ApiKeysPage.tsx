import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { API_KEYS_FAILED, type ApiKeyName, type ApiKeys } from '@common/schemas/settings';
import { httpClient } from '../../http';

const URL = '/api/admin/api-keys';
type KeyState = ApiKeys['keys'][number];

/** Spec section 8: the title once, then the server's message or the fallback. */
export function apiKeysFailure(error: unknown) {
  const reason = (error instanceof Error && error.message) || 'An unknown error occurred';
  return reason.startsWith(API_KEYS_FAILED) ? reason : `${API_KEYS_FAILED}: ${reason}`;
}

function KeyStatus({ state }: { state: KeyState }) {
  if (state.source === 'environment') {
    return (
      <Alert severity="info" sx={{ py: 0 }}>
        Set by the environment variable {state.envVar} ({state.masked}), which wins over a value
        saved here{state.saved ? ' (one is saved but not used)' : ''}.
      </Alert>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {state.source === 'saved'
        ? `Saved: ${state.masked}${state.updatedAt ? `, ${new Date(state.updatedAt).toLocaleString()}` : ''}`
        : `Not set (or set ${state.envVar} in the environment).`}
    </Typography>
  );
}

/**
 * The five keys of spec section 3. A key is typed in, sent once and stored encrypted; the page
 * only ever gets back its last 4 characters. Empty fields are left as they are.
 */
export function ApiKeysPage() {
  const notify = useNotify();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Partial<Record<ApiKeyName, string>>>({});
  const keys = useQuery({
    queryKey: ['admin-api-keys'],
    queryFn: async () => (await httpClient(URL)).json as ApiKeys,
  });
  const save = useMutation({
    mutationFn: async (body: Partial<Record<ApiKeyName, string>>) =>
      (await httpClient(URL, { method: 'POST', body: JSON.stringify(body) })).json as ApiKeys,
    onSuccess: (data) => {
      client.setQueryData(['admin-api-keys'], data);
      setDraft({});
      notify('API keys updated', { type: 'success' });
    },
    onError: (error) => notify(apiKeysFailure(error), { type: 'error' }),
  });

  if (keys.isPending) return <Loading />;
  if (keys.error) return <Alert severity="error">{keys.error.message}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(Object.entries(draft).filter(([, v]) => v && v.trim()));
    if (Object.keys(body).length === 0) return;
    save.mutate(body);
  };
  const remove = (name: ApiKeyName) => save.mutate({ [name]: '' });

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="API keys" />
      <CardContent component="form" onSubmit={submit}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Keys are stored encrypted and never shown again; only their last 4 characters are. An
          environment variable always wins over a key saved here.
        </Typography>
        <Stack spacing={3}>
          {keys.data.keys.map((state) => (
            <Stack key={state.name} spacing={1}>
              <TextField
                label={state.label}
                type="password"
                autoComplete="off"
                value={draft[state.name] ?? ''}
                onChange={(e) => setDraft({ ...draft, [state.name]: e.target.value })}
                placeholder={state.masked ?? ''}
                fullWidth
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <KeyStatus state={state} />
                {state.saved && (
                  <Button size="small" color="error" onClick={() => remove(state.name)}>
                    Remove saved {state.label}
                  </Button>
                )}
              </Stack>
            </Stack>
          ))}
        </Stack>
        <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={save.isPending}>
          Save keys
        </Button>
      </CardContent>
    </Card>
  );
}
