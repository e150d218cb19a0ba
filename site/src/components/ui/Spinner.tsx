import { Loader2 } from 'lucide-react';

/** The loading indicator the route guard shows while the user is being loaded. */
export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div
      role="status"
      aria-label="Loading"
      className={`flex items-center justify-center ${fullPage ? 'min-h-[60vh]' : 'py-12'}`}
    >
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-amber-700" />
    </div>
  );
}
