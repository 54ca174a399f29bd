// The export journey as the import document writes it: a step needs only its title (the
// API's JourneyStep fills the rest).

import type { JourneyStep } from '../guide-types.ts';

type JourneyStepRecord = Partial<Omit<JourneyStep, 'title'>> & { title: string };

export interface JourneyRecord {
  steps: JourneyStepRecord[];
  sidePaths?: JourneyStepRecord[];
}
