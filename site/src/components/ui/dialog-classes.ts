// The centred dialog the scan screen uses (tips, monthly limit): narrow enough for 375 px.
export const dialogOverlayClass = 'fixed inset-0 z-40 bg-stone-950/50';
export const dialogContentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none';
