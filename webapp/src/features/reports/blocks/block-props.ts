import type { BlockOf, ReportBlockType } from '@/features/instruments/api/instrument-schema';

export type BlockProps<T extends ReportBlockType> = { block: BlockOf<T> };
