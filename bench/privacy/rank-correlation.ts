/** Each item's place in `sorted` (a permutation of 0..n-1): the inverse permutation. */
export function ranksOf(sorted: number[]): number[] {
  const ranks = new Array<number>(sorted.length);
  sorted.forEach((item, rank) => {
    ranks[item] = rank;
  });
  return ranks;
}

/** Spearman's rank correlation of two rankings of the same n items: 1 same order, 0 unrelated, -1 reversed. */
export function spearman(ranksA: number[], ranksB: number[]): number {
  const n = ranksA.length;
  if (n < 2) return 0;
  const squares = ranksA.reduce((sum, rank, i) => sum + (rank - ranksB[i]!) ** 2, 0);
  return 1 - (6 * squares) / (n * (n * n - 1));
}
