export * from './diagnose-description';
export * from './recovery-plan';
export * from './repository-findings';
export * from './states';
