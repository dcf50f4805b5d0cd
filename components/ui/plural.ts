/** "1 row needs", "3 rows need": a count with the words that agree with it (`many` defaults to `one` + "s"). */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
