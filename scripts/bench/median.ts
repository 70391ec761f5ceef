/** The middle one of `values` as ordered by `by` (of an even number, the lower of the two middle ones). */
export const median = <T>(values: readonly T[], by: (value: T) => number): T => [...values].sort((a, b) => by(a) - by(b))[(values.length - 1) >> 1]!;
