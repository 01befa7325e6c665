export * from './analytics';
export * from './scenarios';
