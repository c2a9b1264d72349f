import type { ComponentType } from 'react';
import type { ReportBlock, ReportBlockType } from '@/features/instruments/api/instrument-schema';
import type { BlockProps } from './block-props';
import { ComparisonPickerBlock } from './comparison-picker-block';
import { CoursesBlock } from './courses-block';
import { InsightTabsBlock } from './insight-tabs-block';
import { LinkBlock } from './link-block';
import { NextStepsBlock } from './next-steps-block';
import { PercentileBarsBlock } from './percentile-bars-block';
import { PopulationComparisonBlock } from './population-comparison-block';
import { ResearchPointsBlock } from './research-points-block';
import { ScoreRingsBlock } from './score-rings-block';
import { ScoreSlidersBlock } from './score-sliders-block';
import { StyleExplanationBlock } from './style-explanation-block';
import { VerdictBlock } from './verdict-block';
import { WorkplaceManagementBlock } from './workplace-management-block';

/** One component per report block `type` (an explicit map, handed down by props). */
export type BlockRegistry = { [T in ReportBlockType]: ComponentType<BlockProps<T>> };

export const defaultBlockRegistry: BlockRegistry = {
  score_rings: ScoreRingsBlock,
  verdict: VerdictBlock,
  population_comparison: PopulationComparisonBlock,
  insight_tabs: InsightTabsBlock,
  research_points: ResearchPointsBlock,
  courses: CoursesBlock,
  score_sliders: ScoreSlidersBlock,
  percentile_bars: PercentileBarsBlock,
  comparison_picker: ComparisonPickerBlock,
  style_explanation: StyleExplanationBlock,
  workplace_management: WorkplaceManagementBlock,
  next_steps: NextStepsBlock,
  link: LinkBlock,
};

export function blockComponent(registry: BlockRegistry, block: ReportBlock): ComponentType<{ block: ReportBlock }> {
  return registry[block.type] as ComponentType<{ block: ReportBlock }>;
}
