export * from './describe-rebellion';
export * from './ledger-entry';
export * from './rebellion-lifecycle';
