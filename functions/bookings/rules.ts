/**
 * The conflict rule of bookings (docs/bookings.md, "Conflicts"): periods are half-open [start, end),
 * so a booking ending at 10:00 and one starting at 10:00 do not overlap; an item holds at most its
 * capacity (1 for a single item, its quantity for a batch) at any moment. Instants are UTC ISO
 * strings of one format (Date#toISOString), so they compare as strings.
 */
export interface Period {
  start: string;
  end: string;
}

/** A quantity of one item held over a period by a booking. */
export interface Holding extends Period {
  quantity: number;
}

export const overlaps = (a: Period, b: Period): boolean => a.start < b.end && b.start < a.end;

/** The most held at any one moment within `period` by the holdings. */
export function peakHeld(holdings: readonly Holding[], period: Period): number {
  const events: { at: string; change: number }[] = [];
  for (const holding of holdings) {
    if (!overlaps(holding, period) || holding.quantity <= 0) continue;
    events.push({ at: holding.start > period.start ? holding.start : period.start, change: holding.quantity });
    events.push({ at: holding.end, change: -holding.quantity });
  }
  // At one instant ends come before starts: a period ending when another begins never counts twice.
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.change - b.change));
  let held = 0;
  let peak = 0;
  for (const event of events) {
    held += event.change;
    if (held > peak) peak = held;
  }
  return peak;
}

/** Whether `wanted` more of an item of `capacity` fit into `period` beside the holdings. */
export function fits(capacity: number, holdings: readonly Holding[], period: Period, wanted: number): boolean {
  return peakHeld(holdings, period) + wanted <= capacity;
}
