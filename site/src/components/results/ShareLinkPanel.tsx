import { Copy, Link2Off, Share2 } from 'lucide-react';
import { SHARE_HASHTAGS, shareLinks } from '@common/domain/share';
import type { ShareLink } from '@common/schemas/share';
import { toast } from '../../hooks/use-toast';
import { buttonClass } from '../ui/styles';

type Props = { link: ShareLink; text: string; busy: boolean; onRevoke: () => void };

/** A live public link: copy it, hand it to the system share sheet or a platform, or turn it off. */
export function ShareLinkPanel({ link, text, busy, onRevoke }: Props) {
  const url = `${window.location.origin}${link.path}`;
  const tagged = `${text} ${SHARE_HASHTAGS.map((h) => `#${h}`).join(' ')}`;
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: url });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the link and copy it yourself.' });
    }
  };
  const systemShare = async () => {
    try {
      await navigator.share({ title: 'BeerScout', text: tagged, url });
    } catch {
      // Closed by the person (AbortError) or refused: the links below still work.
    }
  };

  return (
    <div className="mt-4 space-y-4">
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="share-link">
          Public link
        </label>
        <input
          id="share-link"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-stone-400 px-3 py-2 text-sm"
        />
        <button type="button" onClick={() => void copy()} className={buttonClass.primary}>
          <Copy aria-hidden="true" className="size-4" /> Copy link
        </button>
      </div>
      {canShare && (
        <button
          type="button"
          onClick={() => void systemShare()}
          className={`${buttonClass.secondary} w-full`}
        >
          <Share2 aria-hidden="true" className="size-4" /> Share via…
        </button>
      )}
      <ul className="grid grid-cols-2 gap-2" aria-label="Share on">
        {shareLinks(text, url).map((l) => (
          <li key={l.id}>
            <a
              href={l.href}
              target={l.id === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className={`${buttonClass.secondary} w-full`}
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onRevoke}
        disabled={busy}
        className={`${buttonClass.ghost} w-full text-red-800 hover:bg-red-50`}
      >
        <Link2Off aria-hidden="true" className="size-4" /> Turn off this link
      </button>
    </div>
  );
}
