import { allEventSchemas } from '../../domain/allEventSchemas';
import { ERASED, personalFields } from '../../domain/personalFields';
import { mapPersonalTexts } from '../../commands/personalData/sealing';

describe('the map of personal fields', () => {
  it('names only event types that exist, and fields their schemas have', () => {
    for (const [type, paths] of Object.entries(personalFields)) {
      expect(allEventSchemas[type]).toBeDefined();
      const shape = (allEventSchemas[type].schema as unknown as { shape: Record<string, unknown> }).shape;
      for (const path of paths) expect([type, path, path.split('.')[0].replace('[]', '') in shape]).toEqual([type, path, true]);
    }
  });

  it('reaches texts in nested objects and arrays, leaving null and other fields alone', () => {
    const data = { todoId: 't', steps: [{ stepId: 's1', title: 'a', description: null }, { stepId: 's2', title: 'b', description: 'c' }], plannedAt: 'x' };
    expect(mapPersonalTexts('StepsPlanned', data, () => ERASED)).toEqual({
      todoId: 't',
      steps: [{ stepId: 's1', title: ERASED, description: null }, { stepId: 's2', title: ERASED, description: ERASED }],
      plannedAt: 'x',
    });
    expect(data.steps[0].title).toBe('a'); // the input is not changed
  });

  it("seals the odyssey a planning job's mission is part of, as the mission's own texts", () => {
    const input = { mission_title: 'Build the base', mission_description: '', qa_pairs: [], odyssey: { title: 'Run a marathon in October', description: 'My first one' } };
    expect(mapPersonalTexts('JobRequested', { jobId: 'j', input }, () => ERASED)).toEqual({
      jobId: 'j',
      input: { mission_title: ERASED, mission_description: ERASED, qa_pairs: [], odyssey: { title: ERASED, description: ERASED } },
    });
  });
});
