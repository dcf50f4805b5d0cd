import { describe, expect, it } from "vitest";
import { apiQueryOf, filtersFromSearch, searchFromFilters } from "@/components/transactions/transaction-filters";
import { explorerUrl } from "@/components/ui/explorer-url";

describe("the transactions page's URL state", () => {
  it("round-trips every filter, the page and the page size", () => {
    const search =
      "q=txn_1&status=failed&type=payroll&mode=private&asset=USDT&from=2026-11-01&to=2026-11-07&size=50&page=3";
    const filters = filtersFromSearch(new URLSearchParams(search));
    expect(filters).toEqual({
      q: "txn_1",
      status: "failed",
      type: "payroll",
      mode: "private",
      asset: "USDT",
      from: "2026-11-01",
      to: "2026-11-07",
      page: 3,
      size: 50,
    });
    expect(searchFromFilters(filters)).toBe(search);
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams("")))).toBe("");
  });

  it("drops what the API would refuse instead of asking it", () => {
    const filters = filtersFromSearch(
      new URLSearchParams("status=done&asset=BTC&from=2026-13-45&to=yesterday&page=-2&size=7&q=%20%20"),
    );
    expect(filters).toEqual({ page: 1, size: 20 });
  });

  it("asks the API for whole UTC days, the last one included, and the page's offset", () => {
    const query = apiQueryOf(filtersFromSearch(new URLSearchParams("from=2026-11-01&to=2026-11-30&page=4&size=50")));
    expect(query).toMatchObject({
      from: "2026-11-01T00:00:00Z",
      to: "2026-12-01T00:00:00.000Z",
      limit: 50,
      offset: 150,
    });
  });
});

describe("explorer links", () => {
  it("use the custom-RPC cluster for the embedded devnet and the named clusters otherwise", () => {
    expect(explorerUrl("tx", "abc", "http://127.0.0.1:8899")).toBe(
      "https://explorer.solana.com/tx/abc?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899",
    );
    expect(explorerUrl("address", "xyz", "https://api.devnet.solana.com")).toBe(
      "https://explorer.solana.com/address/xyz?cluster=devnet",
    );
    expect(explorerUrl("tx", "abc", "https://api.mainnet-beta.solana.com")).toBe("https://explorer.solana.com/tx/abc");
  });
});
