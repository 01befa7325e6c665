export * from './Icon';
export * from './Icons';
import * as Icons from './Icons';
export { Icons };
