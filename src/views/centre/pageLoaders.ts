import type { ComponentType } from 'react';
import type { CentrePage } from '../../../machines/centrePages';

/** A page of the centre: `src/views/centre/pages/<pageId>.tsx`, default export. */
export interface CentrePageModule {
  default: ComponentType;
}

// Each page is its own chunk, fetched when it is first opened.
const modules = import.meta.glob<CentrePageModule>('./pages/*.tsx');

/** How to load a page, or undefined while the page does not exist yet. */
export function centrePageLoader(page: CentrePage): (() => Promise<CentrePageModule>) | undefined {
  return modules[`./pages/${page}.tsx`];
}
