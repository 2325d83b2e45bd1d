import type { RefineEngine } from '../types.ts';
import { refineSegments } from './rules.ts';

export const rulesEngine: RefineEngine = {
  name: 'rules',
  async refine(segments) {
    return { texts: refineSegments(segments.map((segment) => segment.text)), notes: [] };
  },
};
