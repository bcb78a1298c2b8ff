/**
 * Medians of resolution time from the facts' buckets: the value at the middle position
 * (PostgreSQL's percentile_cont(0.5): the mean of the two middle values when the count is even),
 * each value placed evenly within its bucket (geometrically: the buckets grow by 10 %), so the
 * answer is within a bucket's width of the exact median. Small periods are measured exactly
 * instead (dashboard-figures.ts).
 */
import { bucketBounds } from './rollup-facts.ts';

export interface BucketCount {
  bucket: number;
  count: number;
}

/** The `index`-th value (from 0) of the sorted values the buckets hold. */
function valueAt(buckets: readonly BucketCount[], index: number): number {
  let before = 0;
  for (const { bucket, count } of buckets) {
    if (index < before + count) {
      const [low, high] = bucketBounds(bucket);
      const share = (index - before + 0.5) / count;
      return low === 0 ? high * share : low * (high / low) ** share;
    }
    before += count;
  }
  return Number.NaN;
}

/** The median the buckets estimate, or null when they hold nothing. */
export function medianOfBuckets(counts: readonly BucketCount[]): number | null {
  const buckets = counts.filter((row) => row.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = buckets.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  const middle = (total - 1) / 2;
  return (valueAt(buckets, Math.floor(middle)) + valueAt(buckets, Math.ceil(middle))) / 2;
}
