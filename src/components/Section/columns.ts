/**
 * How many columns a grid of `count` items gets on a wide screen, so the rows
 * divide them evenly: 2 cards in 2 columns, 6 in 3, 8 in 4. A count that no
 * width of 2 to 4 divides (5, 7) gets the columns that leave the smallest hole.
 */
export function evenColumns(count: number, max = 4): number {
  if (count <= max) return Math.max(count, 1);
  for (const columns of [3, 4, 2]) {
    if (columns <= max && count % columns === 0) return columns;
  }
  return Math.min(Math.ceil(count / 2), max);
}
