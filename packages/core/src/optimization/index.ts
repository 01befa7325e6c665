export * from './charter-patterns';
export * from './content-sampling';
export * from './proactive-intervention';
export * from './provider-routing';
export * from './resilience';
