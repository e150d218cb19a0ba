import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useToast } from '../hooks/use-toast';

const VARIANT_CLASSES = {
  default: 'border-amber-200 bg-white text-stone-900',
  destructive: 'border-red-800 bg-red-700 text-white',
};

/** The single toast region (spec section 4): 5 s, swipe right past 50 px to dismiss, F8 to focus. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open, action }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          className={`relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-full data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${VARIANT_CLASSES[variant]}`}
          data-variant={variant}
        >
          <div className="grid gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            )}
          </div>
          {action && (
            <Toast.Action
              altText={action.altText}
              onClick={action.onClick}
              className="ml-auto shrink-0 self-center rounded-lg border border-current px-3 py-1.5 text-sm font-semibold hover:bg-amber-100"
            >
              {action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-20 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0"
      />
    </Toast.Provider>
  );
}
