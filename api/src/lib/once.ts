/** A lazily made resource: made on first call, shared after; `peek` tells whether it exists. */
export function once<T>(make: () => Promise<T>) {
  let made: Promise<T> | undefined;
  const get = () => (made ??= make());
  get.peek = () => made;
  return get;
}
