/**
 * A camera sees the same label in every frame and an NFC tag held still is read again: the same
 * text seen again within `quietMs` of its last sighting is the same scan, so holding the phone on a
 * label counts it once. A hand scanner's and a typed code's repeats are deliberate and skip this.
 */
export function repeatFilter(quietMs: number): (text: string, now: number) => boolean {
  let last: { text: string; at: number } | null = null;
  return (text, now) => {
    const fresh = !last || last.text !== text || now - last.at > quietMs;
    last = { text, at: now };
    return fresh;
  };
}
