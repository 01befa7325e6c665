export * from './ledger-entry';
export * from './rebellion-lifecycle';
