import type { RefineEngine } from '../types.ts';
import { refineText } from './rules.ts';

export const rulesEngine: RefineEngine = {
  name: 'rules',
  async refine(segments) {
    return { texts: segments.map((segment) => refineText(segment.text)), notes: [] };
  },
};
