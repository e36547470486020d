export * from './assign';
export * from './backoffice';
export * from './editor';
export * from './literatureImport';
export * from './params';
export * from './responses';
export * from './session';
export * from './submissions';
