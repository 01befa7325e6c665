export * from './best-practices';
export * from './community-dataset';
export * from './failure-scenarios';
export * from './generate-rule';
export * from './governance-package';
export * from './pattern-match';
export * from './patterns';
export * from './schema';
