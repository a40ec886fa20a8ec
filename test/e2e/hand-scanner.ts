import type { Page } from 'playwright-core';

/**
 * A hand scanner acting as a keyboard: real key events (trusted, typing into the focused field)
 * whose times say 8 ms apart, then Enter, as a scanner sends them. The times are given to Chromium
 * (DevTools' Input.dispatchKeyEvent timestamp), so a machine busy with other tests cannot stretch
 * the burst into a person's typing.
 *
 * A page whose clock Playwright fakes (`page.clock.install`) ignores those times: its clock replaces
 * Event.prototype.timeStamp with its own time when the page first reads it, so the keys arrive as far
 * apart as the calls that send them, on a loaded machine 150 ms and more (the burst then splits:
 * "OOK-SCAN-1" read for "BOOK-SCAN-1"). For such a page (`pageClock`) its clock stands still for the burst.
 */
export async function wedgeScan(page: Page, code: string, options: { pageClock?: boolean } = {}): Promise<void> {
  if (options.pageClock) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  try {
    await sendKeys(page, code);
  } finally {
    if (options.pageClock) await page.clock.resume();
  }
}

async function sendKeys(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code.split('').map((key) => ({ key, text: key })), { key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 }];
  for (const [index, key] of keys.entries()) {
    const timestamp = start + index * 0.008;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', unmodifiedText: key.text, ...key, timestamp });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: key.key, timestamp: timestamp + 0.002 });
  }
  await cdp.detach();
}
