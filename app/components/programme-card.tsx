import { ChartColumn, GraduationCap, Users, Workflow, type LucideIcon } from "lucide-react";
import { Badge } from "./ui/badge";
import { Card } from "./ui/card";
import { CheckList } from "./check-list";

const icons: Record<string, LucideIcon> = {
  fundamentals: GraduationCap,
  "advanced-automation": Workflow,
  analytics: ChartColumn,
  workshops: Users,
};

interface Programme {
  key: string;
  level: string;
  title: string;
  audience: string;
  description: string;
  topics: readonly string[];
}

/** One training programme: level, title, audience, description and topics. */
export function ProgrammeCard({
  programme,
  audienceLabel,
  topicsLabel,
}: {
  programme: Programme;
  audienceLabel: string;
  topicsLabel: string;
}) {
  const Icon = icons[programme.key] ?? GraduationCap;
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex items-center justify-between gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-tint text-accent">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <Badge>{programme.level}</Badge>
      </div>
      <h3 className="mt-5 text-xl font-bold text-ink">{programme.title}</h3>
      <p className="mt-2 text-sm text-muted">
        <span className="font-semibold text-ink">{audienceLabel} </span>
        {programme.audience}
      </p>
      <p className="mt-4 text-ink">{programme.description}</p>
      <h4 className="mt-6 text-sm font-semibold tracking-wide text-accent-strong uppercase">{topicsLabel}</h4>
      <div className="mt-3">
        <CheckList items={programme.topics} />
      </div>
    </Card>
  );
}
