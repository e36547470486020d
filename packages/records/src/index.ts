export * from './api';
export * from './api/mailing';
export * from './collections';
export * from './constants';
export * from './dates';
export * from './ranks';
export * from './refs';
export * from './schemas';
