// WCAG 2.2 success criterion 2.5.8, Target Size (Minimum), measured in the page: every visible
// control is at least 24 by 24 CSS pixels, or a 24 px circle centred on it touches no other
// control (nor another small control's circle). Links inside a sentence are exempt, as the
// criterion says (their size is set by the line of text).
import type { Page } from '@playwright/test';

export interface SmallTarget {
  /** Tag, test id or class and text: enough to find it in the code. */
  what: string;
  width: number;
  height: number;
}

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"]';

/** The controls of the page as it is now that fail 2.5.8. */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((selector) => {
    const MIN = 24;
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
    };
    // A link in running text: inline, with words of its own parent around it.
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      if (!parent) return false;
      return [...parent.childNodes].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    };
    const visible = (el: Element) => {
      if (!(el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    // With a modal dialog open, the page behind it cannot be reached: only the dialog counts.
    const dialogs = [...document.querySelectorAll('[aria-modal="true"]')].filter(visible);
    const scope: ParentNode = dialogs.at(-1) ?? document;
    // A checkbox or radio inside its label is as big as the label: a tap on the words ticks it.
    const target = (el: Element) => (el.matches('input[type="checkbox"], input[type="radio"]') ? (el.closest('label') ?? el) : el);
    // A control inside another counts as one target (a button's link).
    const all = [...scope.querySelectorAll(selector)].filter(visible).map(target);
    const targets = all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
    const boxes = [...new Set(targets)].map((el) => ({ el, box: el.getBoundingClientRect() }));
    const centre = (b: DOMRect) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });
    const circleTouchesBox = (c: { x: number; y: number }, b: DOMRect) => {
      const dx = Math.max(b.left - c.x, 0, c.x - b.right);
      const dy = Math.max(b.top - c.y, 0, c.y - b.bottom);
      return dx * dx + dy * dy < (MIN / 2) * (MIN / 2);
    };
    const small = boxes.filter(({ el, box }) => (box.width < MIN - 0.5 || box.height < MIN - 0.5) && !inSentence(el));
    return small
      .filter(({ el, box }) => {
        const c = centre(box);
        const crowdedByTarget = boxes.some((o) => o.el !== el && circleTouchesBox(c, o.box));
        const crowdedBySmall = small.some((o) => {
          if (o.el === el) return false;
          const d = centre(o.box);
          return Math.hypot(c.x - d.x, c.y - d.y) < MIN;
        });
        return crowdedByTarget || crowdedBySmall;
      })
      .map(({ el, box }) => ({ what: describe(el), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 }));
  }, CONTROLS);
}
