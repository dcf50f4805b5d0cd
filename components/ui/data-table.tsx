"use client";

import { type ColumnDef, createColumnHelper, type RowData, tableFeatures, useTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useRowLink } from "./row-link";
import { headerText, Table, TBody, TD, TH, THead, TR } from "./table";

/** The dashboard's tables need no client-side features: pages, filters and order come from the server. */
export const plainFeatures = tableFeatures({});
export type PlainFeatures = typeof plainFeatures;
export const columnHelper = <Row extends RowData>() => createColumnHelper<PlainFeatures, Row>();

/** A TanStack table in the dashboard's table styles; each row carries its id as `data-row-id`. */
export function DataTable<Row extends RowData>({
  columns,
  data,
  label,
  empty,
  rowId,
  rowHref,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
  columns: ColumnDef<PlainFeatures, Row, any>[];
  data: Row[];
  label: string;
  empty: ReactNode;
  rowId: (row: Row) => string;
  /** Where a click anywhere on the row goes (its first cell should hold the same link, for keyboards). */
  rowHref?: (row: Row) => string;
}) {
  const table = useTable({ features: plainFeatures, columns, data, getRowId: rowId });
  const rowLink = useRowLink();
  return (
    <Table aria-label={label}>
      <THead>
        {table.getHeaderGroups().map((group) => (
          <TR key={group.id}>
            {group.headers.map((header) => (
              <TH key={header.id}>{header.isPlaceholder ? null : <table.FlexRender header={header} />}</TH>
            ))}
          </TR>
        ))}
      </THead>
      <TBody>
        {table.getRowModel().rows.length === 0 ? (
          <TR>
            <TD colSpan={columns.length} className="py-8 text-center text-zinc-600">
              {empty}
            </TD>
          </TR>
        ) : (
          table.getRowModel().rows.map((row) => (
            <TR key={row.id} data-row-id={row.id} {...(rowHref ? rowLink(rowHref(row.original)) : {})}>
              {row.getAllCells().map((cell) => (
                <TD key={cell.id} data-label={headerText(cell.column.columnDef.header)}>
                  <table.FlexRender cell={cell} />
                </TD>
              ))}
            </TR>
          ))
        )}
      </TBody>
    </Table>
  );
}
