import * as Dialog from '@radix-ui/react-dialog';
import { Share2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { shareText } from '@common/domain/share';
import type { Analysis } from '@common/schemas/analysis';
import type { ShareLink } from '@common/schemas/share';
import { toast } from '../../hooks/use-toast';
import { dialogContentClass, dialogOverlayClass } from '../ui/dialog-classes';
import { buttonClass } from '../ui/styles';
import { fetchShareLink, revokeShareLink, saveShareLink } from './share-api';
import { ShareLinkPanel } from './ShareLinkPanel';

/**
 * Share a scan (decisions.md 17): nothing is public until the person makes a link. The link's
 * page lists the beers found; the photo only when "Include the photo" is ticked. The system share
 * sheet and the platform links then carry that link, and the link can be turned off.
 */
export function ShareResults({ analysis }: { analysis: Analysis }) {
  const [open, setOpen] = useState(false);
  // undefined: not looked up yet; null: not shared.
  const [link, setLink] = useState<ShareLink | null | undefined>();
  const [includePhoto, setIncludePhoto] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = shareText(analysis.beers, analysis.imageType);

  useEffect(() => {
    if (!open || link !== undefined) return;
    let live = true;
    fetchShareLink(analysis.id).then(
      (found) => {
        if (!live) return;
        setLink(found);
        if (found) setIncludePhoto(found.includePhoto);
      },
      () => live && setLink(null),
    );
    return () => {
      live = false;
    };
  }, [open, link, analysis.id]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      toast({
        title: 'Could not update the link',
        description: err instanceof Error ? err.message : 'Something went wrong',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  const save = (photo: boolean) =>
    run(async () => {
      setLink(await saveShareLink(analysis.id, photo));
      setIncludePhoto(photo);
    });
  const revoke = () =>
    run(async () => {
      await revokeShareLink(analysis.id);
      setLink(null);
      toast({ title: 'Link turned off', description: 'The shared page is gone for everyone.' });
    });

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass.secondary}>
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
            <Dialog.Description className="mt-2 text-sm text-stone-800">
              {link
                ? 'Anyone with this link can see the beers you found.'
                : 'Make a public link to the beers you found. Your photo stays private unless you include it.'}
            </Dialog.Description>
            {analysis.imageUrl && (
              <label className="mt-4 flex items-center gap-2 text-sm font-medium text-stone-900">
                <input
                  type="checkbox"
                  checked={includePhoto}
                  disabled={busy || link === undefined}
                  onChange={(e) =>
                    link ? void save(e.target.checked) : setIncludePhoto(e.target.checked)
                  }
                  className="size-4 accent-amber-700"
                />
                Include the photo
              </label>
            )}
            {link === undefined ? (
              <p role="status" className="mt-4 text-sm text-stone-700">
                Checking for a link…
              </p>
            ) : link ? (
              <ShareLinkPanel link={link} text={text} busy={busy} onRevoke={() => void revoke()} />
            ) : (
              <button
                type="button"
                disabled={busy}
                onClick={() => void save(includePhoto)}
                className={`${buttonClass.primary} mt-4 w-full`}
              >
                Create public link
              </button>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
