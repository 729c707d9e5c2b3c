import { deskStageLabels } from "../../src/content/desk";
import type { Stage } from "../api/types";

export function StageBadge({ stage }: { stage: Stage }) {
  return <span className={`badge badge-${stage}`}>{deskStageLabels[stage] ?? stage}</span>;
}
