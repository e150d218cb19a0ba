export const WIDGET_VERSION = '1.1.0';
