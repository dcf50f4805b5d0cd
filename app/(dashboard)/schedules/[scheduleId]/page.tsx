import { ScheduleDetailFeature } from "@/components/schedules/schedule-detail-feature";

export const metadata = { title: "Schedule" };

export default async function SchedulePage({ params }: { params: Promise<{ scheduleId: string }> }) {
  return <ScheduleDetailFeature scheduleId={(await params).scheduleId} />;
}
