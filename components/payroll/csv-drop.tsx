"use client";

import { type ChangeEvent, type DragEvent, useEffect, useRef, useState } from "react";
import { payrollTemplate } from "./payroll-csv";

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(payrollTemplate)}`;

/**
 * Where the payroll file comes in, dropped or picked. `onText` gets its text and when reading began (for the
 * page's timing), and answers with the required columns the file lacks.
 */
export function CsvDrop({ onText }: { onText: (text: string, startedAt: number) => string[] }) {
  const [missing, setMissing] = useState<string[]>([]);
  // The file last read: a file picked while the page hydrates can reach both the mount and a replayed change event,
  // and reading it twice would undo the edits made in between.
  const lastRead = useRef<File>(undefined);
  const read = async (file: File | undefined) => {
    if (!file || file === lastRead.current) return;
    lastRead.current = file;
    const startedAt = performance.now();
    setMissing(onText(await file.text(), startedAt));
  };
  // A file picked before the page came alive raised no change event React heard: read it once it is.
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the file present at hydration, once
  useEffect(() => {
    void read(input.current?.files?.[0]);
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside is the keyboard's way
    <div
      className="rounded-lg border-2 border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600"
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        void read(e.dataTransfer.files[0]);
      }}
      data-csv-drop
    >
      <p>
        Drop a CSV file here, or{" "}
        <label className="cursor-pointer font-medium text-zinc-900 underline">
          choose one
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file"
            onChange={(e: ChangeEvent<HTMLInputElement>) => void read(e.target.files?.[0])}
          />
        </label>
        . Columns: <code>address</code>, <code>amount</code>, optional <code>name</code> and <code>reference</code>.{" "}
        <a href={templateHref} download="payroll-template.csv" className="font-medium text-zinc-900 underline">
          Download the template
        </a>
      </p>
      {missing.length > 0 ? (
        <p role="alert" className="mt-2 text-rose-700">
          The file has no {missing.join(" or ")} column.
        </p>
      ) : null}
    </div>
  );
}
