export * from './backoffice';
export * from './params';
export * from './responses';
export * from './session';
