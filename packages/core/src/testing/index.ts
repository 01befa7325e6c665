export * from './factories';
export * from './pdf';
