import { describe, expect, it } from 'vitest';
import { filesNamedBy } from './html-files';

describe('filesNamedBy', () => {
  it("gives the page's own scripts, styles and preloads once each, as absolute addresses", () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg">
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href='/assets/screen-b.js'>
      <link rel="stylesheet" href="/assets/index-c.css">
      <link rel="stylesheet" href="https://fonts.example.com/x.css">
      <a href="mailto:help@example.com">help</a>
      <script src="/assets/index-a.js"></script>
    </head></html>`;
    expect(filesNamedBy(html, 'https://app.test/index.html')).toEqual([
      'https://app.test/favicon.svg',
      'https://app.test/assets/index-a.js',
      'https://app.test/assets/screen-b.js',
      'https://app.test/assets/index-c.css',
    ]);
  });

  it('gives the files the first-paint loader adds (scripts/vite-prerender.ts appLoader), named by its assignments', () => {
    const html = `<script>(function () {
      e = document.createElement('link'); e.crossOrigin = ''; e.rel = 'stylesheet'; e.href = "/assets/index-c.css";
      e = document.createElement('script'); e.crossOrigin = ''; e.type = 'module'; e.src = "/assets/index-a.js";
    })();</script>`;
    expect(filesNamedBy(html, 'https://app.test/index.html')).toEqual([
      'https://app.test/assets/index-c.css',
      'https://app.test/assets/index-a.js',
    ]);
  });

  it('gives nothing for a page that names nothing', () => {
    expect(filesNamedBy('', 'https://app.test/index.html')).toEqual([]);
  });
});
