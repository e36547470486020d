export * from './api';
export * from './collections';
export * from './constants';
export * from './dates';
export * from './refs';
export * from './schemas';
