import { describe, expect, it } from 'vitest';
import { APP_STYLESHEET_ATTRIBUTE, appStylesheetsApplied } from './app-stylesheet';

function printLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute(APP_STYLESHEET_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

describe('the page stylesheet linked for print', () => {
  it('applies to the screen only once it has loaded, and then the app may render', async () => {
    const link = printLink();
    let ready = false;
    const applied = appStylesheetsApplied().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    await applied;
    expect(link.media).toBe('all');
    link.remove();
  });

  it('lets the app start when the stylesheet fails to load', async () => {
    const link = printLink();
    const applied = appStylesheetsApplied();
    link.dispatchEvent(new Event('error'));
    await applied;
    expect(link.media).toBe('all');
    link.remove();
  });

  it('resolves at once when the build linked no stylesheet for print (the dev server)', async () => {
    await expect(appStylesheetsApplied()).resolves.toBeUndefined();
  });
});
