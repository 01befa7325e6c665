export { default as CollapseIcon } from './CollapseIcon';
