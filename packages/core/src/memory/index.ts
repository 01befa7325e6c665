export * from './session-summary';
