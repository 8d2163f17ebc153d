// The animation features the banner carousel uses, in a chunk of their own: LazyMotion
// loads them after the banners show, so the first banner is drawn without waiting on them.
export { domAnimation as default } from 'motion/react';
