export * from './answer-message';
export * from './compose-reply';
export * from './find-practices';
export * from './read-message';
export * from './schema';
export * from './suggestions';
export * from './verdict-words';
