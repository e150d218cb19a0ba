import * as Dialog from '@radix-ui/react-dialog';
import { Copy, Share2, X } from 'lucide-react';
import { useState } from 'react';
import { SHARE_HASHTAGS, shareLinks, shareText } from '@common/domain/share';
import type { Analysis } from '@common/schemas/analysis';
import { toast } from '../../hooks/use-toast';
import { dialogContentClass, dialogOverlayClass } from '../ui/dialog-classes';
import { buttonClass } from '../ui/styles';

/**
 * Share a scan: the system share sheet where the browser has the Web Share API, otherwise links
 * for the social platforms and e-mail, with hashtags, and a link to copy. The scan itself is
 * private, so what is shared is the text and BeerScout's address.
 */
export function ShareResults({ analysis }: { analysis: Analysis }) {
  const [open, setOpen] = useState(false);
  const url = `${window.location.origin}/`;
  const text = shareText(analysis.beers, analysis.imageType);
  const tagged = `${text} ${SHARE_HASHTAGS.map((h) => `#${h}`).join(' ')}`;

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'BeerScout', text: tagged, url });
        return;
      } catch (err) {
        if ((err as { name?: string }).name === 'AbortError') return;
      }
    }
    setOpen(true);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: url });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the link and copy it yourself.' });
    }
  };

  return (
    <>
      <button type="button" onClick={() => void onShare()} className={buttonClass.secondary}>
        <Share2 aria-hidden="true" className="size-4" /> Share
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogOverlayClass} />
          <Dialog.Content className={dialogContentClass}>
            <div className="flex items-start justify-between gap-2">
              <Dialog.Title className="text-xl font-bold text-amber-950">
                Share your scan
              </Dialog.Title>
              <Dialog.Close aria-label="Close" className="rounded-lg p-1 hover:bg-amber-100">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 text-sm break-words text-stone-800">
              {tagged}
            </Dialog.Description>
            <ul className="mt-4 grid grid-cols-2 gap-2">
              {shareLinks(text, url).map((link) => (
                <li key={link.id}>
                  <a
                    href={link.href}
                    target={link.id === 'email' ? undefined : '_blank'}
                    rel="noopener noreferrer"
                    className={`${buttonClass.secondary} w-full`}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex gap-2">
              <label className="sr-only" htmlFor="share-link">
                Link to share
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
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
