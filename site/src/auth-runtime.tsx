// Loaded after the first paint by components/AuthRoot.tsx: everything that needs react-query.
import { memo, useContext, useEffect } from 'react';
import { AuthContext, type AuthContextValue } from './hooks/auth-context';
import { AuthProvider } from './hooks/use-auth';

export { createQueryClient } from './query-client';

type OnChange = (auth: AuthContextValue | null) => void;

function Publish({ onChange }: { onChange: OnChange }) {
  const auth = useContext(AuthContext);
  useEffect(() => onChange(auth), [auth, onChange]);
  return null;
}

/**
 * Runs the real AuthProvider beside the page tree and hands its value up to AuthRoot. Memoised:
 * the mutation results in the value are new objects on every render, so if AuthRoot's re-render
 * (after receiving the value) re-rendered this too, each hand-up would cause the next, forever.
 */
export const AuthBridge = memo(function AuthBridge({ onChange }: { onChange: OnChange }) {
  return (
    <AuthProvider>
      <Publish onChange={onChange} />
    </AuthProvider>
  );
});
