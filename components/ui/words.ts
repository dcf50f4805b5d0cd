/** A value of the API (`top_up`, `awaiting_deposit`) as words on a page: "top up", "awaiting deposit". */
export const words = (value: string) => value.replace(/_/g, " ");
