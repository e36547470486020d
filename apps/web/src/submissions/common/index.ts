export * from './fields';
export * from './formPaths';
export * from './PrefillGate';
export * from './SubmissionForm';
export * from './sharedFields';
export * from './useSubmissionForm';
