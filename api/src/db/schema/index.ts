export * from './accounts';
export * from './catalogue';
export * from './collection';
export * from './analyses';
export * from './commerce';
export * from './retail';
export * from './mail';
export * from './jobs';
