import * as Dialog from '@radix-ui/react-dialog';
import { Focus, Frame, RotateCcw, Sun } from 'lucide-react';
import { dialogContentClass, dialogOverlayClass } from '../ui/dialog-classes';
import { buttonClass } from '../ui/styles';

const TIPS = [
  {
    icon: Sun,
    title: 'Good Lighting',
    text: 'Scan in even light; avoid glare on glass doors and shiny cans.',
  },
  {
    icon: Focus,
    title: 'Sharp Focus',
    text: 'Hold steady and tap to focus so the label text is crisp.',
  },
  {
    icon: Frame,
    title: 'Fill the Frame',
    text: 'Get close enough that the labels fill the picture.',
  },
  {
    icon: RotateCcw,
    title: 'Multiple Angles',
    text: 'Not found? Try again from another angle or closer.',
  },
];

type Props = { open: boolean; onClose: () => void };

/** 'Beer Scanning Tips': on a first visit and from the help button; closing marks them seen. */
export function ScanTipsDialog({ open, onClose }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-amber-950">
            Beer Scanning Tips
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-700">
            A few habits that help BeerScout read every label.
          </Dialog.Description>
          <ul className="mt-4 space-y-3">
            {TIPS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                <div>
                  <p className="font-semibold text-stone-900">{title}</p>
                  <p className="text-sm text-stone-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Dialog.Close className={`${buttonClass.primary} mt-6 w-full`}>
            Got it, Start Scanning!
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
