/** The one global the widget adds. */
interface BeerScoutApi {
  open(): void;
  close(): void;
  readonly version: string;
}

interface Window {
  BeerScout?: BeerScoutApi;
}
