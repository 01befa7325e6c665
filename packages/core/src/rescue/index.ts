export * from './diagnose-description';
export * from './read-description-facts';
export * from './recovery-plan';
export * from './repository-findings';
export * from './states';
