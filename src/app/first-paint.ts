// The app's first render waits until the browser has painted what index.html paints by itself
// (the first screens, scripts/vite-prerender.ts; DESIGN §1): a frame's callbacks run just before
// its paint, and a task queued from one runs after it. The app's render is a long task on a slow
// phone; run before that paint it would hold the first screen back. A hidden page paints no
// frame, so a short timer stands in for it there.
export function afterFirstPaint(win: Window = window, hiddenAfterMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = win.setTimeout(resolve, hiddenAfterMs);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
