"use client";

import { format } from "date-fns";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type VolumePoint = { date: string; amount: number; label: string; count: number };

/** The bars of the volume chart (recharts), in a module of their own so the overview loads it after its figures. */
export function VolumeBars({ points, asset }: { points: VolumePoint[]; asset: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke="#e4e4e7" />
        <XAxis
          dataKey="date"
          tickFormatter={(d: string) => format(new Date(`${d}T00:00:00Z`), "d MMM")}
          tick={{ fontSize: 12, fill: "#52525b" }}
          minTickGap={24}
        />
        <YAxis tick={{ fontSize: 12, fill: "#52525b" }} width={64} />
        <Tooltip
          formatter={(_value, _name, item) => [`${item.payload.label} ${asset} (${item.payload.count})`, "Volume"]}
          labelFormatter={(d) => format(new Date(`${d}T00:00:00Z`), "EEE d MMM yyyy")}
        />
        <Bar dataKey="amount" name={`Volume (${asset})`} fill="#18181b" radius={[3, 3, 0, 0]} maxBarSize={48} />
      </BarChart>
    </ResponsiveContainer>
  );
}
