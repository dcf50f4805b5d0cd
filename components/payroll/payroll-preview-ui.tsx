"use client";

import { cx } from "@/components/ui/cx";
import { VirtualList } from "@/components/ui/virtual-list";
import type { PayrollRow } from "./payroll-csv";
import type { Validation } from "./payroll-data-access";

/** Each row's problems, by the row's id. */
export type RowProblems = Map<number, Validation["rows"][number]["problems"]>;

/** The address book's entries of the rows' addresses, by address; undefined until the service has checked them. */
export type RowBook = Map<string, Validation["addressBook"]["entries"][number]> | undefined;

type PreviewProps = {
  rows: PayrollRow[];
  problems: RowProblems;
  book: RowBook;
  editable: boolean;
  onEdit: (id: number, change: Partial<Pick<PayrollRow, "address" | "amount">>) => void;
  onRemove: (id: number) => void;
};

const grid =
  "grid grid-cols-[3rem_minmax(8rem,1fr)_minmax(14rem,2fr)_8rem_minmax(10rem,1.5fr)_5rem] items-center gap-2";

function ProblemText({ problems }: { problems: Validation["rows"][number]["problems"] | undefined }) {
  if (!problems?.length) return <span className="text-xs text-emerald-700">OK</span>;
  return <span className="text-xs text-rose-700">{problems.map((p) => p.message).join("; ")}</span>;
}

type CellInputProps = {
  label: string;
  value: string;
  invalid: boolean;
  readOnly: boolean;
  onValue: (value: string) => void;
  /** An amount: a decimal keypad on phones, aligned right. */
  decimal?: boolean;
};

/** A cell edited in place, its border red while the cell has a problem; what is typed is trimmed. */
function CellInput({ label, value, invalid, readOnly, onValue, decimal = false }: CellInputProps) {
  return (
    <input
      aria-label={label}
      inputMode={decimal ? "decimal" : undefined}
      className={cx(
        "h-8 w-full rounded border px-2 font-mono text-xs",
        decimal && "text-right",
        invalid ? "border-rose-400" : "border-zinc-200",
      )}
      value={value}
      readOnly={readOnly}
      onChange={(e) => onValue(e.target.value.trim())}
    />
  );
}

/**
 * The row's name: the file's, else the address book's; and whether the book knows the address (an entry still
 * cooling down is not trusted yet, and says so).
 */
function NameCell({ row, book, bad }: { row: PayrollRow; book: RowBook; bad: boolean }) {
  const entry = book?.get(row.address);
  const name = row.name ?? entry?.name;
  const tag = !book || bad ? undefined : !entry ? "not in address book" : entry.active ? undefined : "cooling down";
  return (
    <span className="min-w-0" title={name}>
      {/* Two lines of 16 px: as tall as the inputs beside them, so every row keeps the list's fixed height. */}
      <span className="block truncate leading-4">{name ?? "—"}</span>
      {tag ? (
        <span className="block truncate text-xs leading-4 text-amber-800" data-outside-address-book>
          {tag}
        </span>
      ) : null}
    </span>
  );
}

function PreviewRow({
  row,
  index,
  problems,
  book,
  editable,
  onEdit,
  onRemove,
}: Omit<PreviewProps, "rows" | "problems"> & {
  row: PayrollRow;
  index: number;
  problems: Validation["rows"][number]["problems"] | undefined;
}) {
  const bad = Boolean(problems?.length);
  const badField = (field: string) => Boolean(problems?.some((p) => p.field === field || p.field === "row"));
  return (
    <div
      className={cx(grid, "border-b border-zinc-100 px-3 py-1.5 text-sm", bad && "bg-rose-50")}
      data-payroll-row={index + 1}
      data-row-invalid={bad ? "" : undefined}
    >
      <span className="font-mono text-xs text-zinc-500">{index + 1}</span>
      <NameCell row={row} book={book} bad={bad} />
      <CellInput
        label={`Address of row ${index + 1}`}
        value={row.address}
        invalid={badField("address")}
        readOnly={!editable}
        onValue={(address) => onEdit(row.id, { address })}
      />
      <CellInput
        label={`Amount of row ${index + 1}`}
        value={row.amount}
        invalid={badField("amount")}
        readOnly={!editable}
        onValue={(amount) => onEdit(row.id, { amount })}
        decimal
      />
      <ProblemText problems={problems} />
      {editable ? (
        <button
          type="button"
          className="text-xs font-medium text-rose-700 hover:underline"
          aria-label={`Remove row ${index + 1}`}
          onClick={() => onRemove(row.id)}
        >
          Remove
        </button>
      ) : (
        <span />
      )}
    </div>
  );
}

/** Every row, editable in place, its problems beside it; virtualized, so 10,000 rows scroll as smoothly as 10. */
export function PayrollPreview({ rows, problems, book, editable, onEdit, onRemove }: PreviewProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white">
      <div className="min-w-[52rem]">
        <div className={cx(grid, "border-b border-zinc-200 bg-zinc-50 px-3 py-2 text-xs font-medium text-zinc-600")}>
          <span>Row</span>
          <span>Name</span>
          <span>Address</span>
          <span className="text-right">Amount</span>
          <span>Check</span>
          <span className="sr-only">Actions</span>
        </div>
        <VirtualList
          items={rows}
          rowHeight={45}
          itemKey={(row) => row.id}
          renderRow={(row, index) => (
            <PreviewRow
              row={row}
              index={index}
              problems={problems.get(row.id)}
              book={book}
              editable={editable}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          )}
          className="max-h-[28rem] overflow-y-auto"
          aria-label="Payroll rows"
          data-payroll-rows
        />
      </div>
    </div>
  );
}
