import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, ids, marathonSnapshot } from './directorFixtures';

/** A mission planned but without todos yet: nothing is done and nothing is late, so no answer calls it complete. */
const withEmptyMission = () => {
  const data = marathonSnapshot();
  data.missions = [...data.missions, { id: 'm-taper', title: 'Taper for the race', description: 'The last three weeks', status: 'active', odyssey_id: ids.marathon }];
  return data;
};

describe('offline Director: a mission with no todos yet', () => {
  const rowOf = (question: string) => offlineDirectorAnswer(directorInput(question, { data: withEmptyMission() })).split('\n').find((line) => line.includes('Taper for the race'));

  it.each(['How long will it take?', 'When will I be done?'])('"%s" says the mission has no todos yet, never that it is complete', (question) => {
    expect(rowOf(question)).toContain('no todos yet');
    expect(rowOf(question)).not.toMatch(/\bcomplete\b/);
  });

  it('"Am I on track?" does not call it complete either', () => {
    expect(rowOf('Am I on track?')).not.toMatch(/\bcomplete\b/);
  });
});
