import type { StepChatInput } from '../../commands/ports/planner';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { asksForAdvice, stepQuestionKind, type StepQuestionKind } from '../../planner/offline/stepQuestion';
import { sentences } from '../../planner/offline/text';
import { converse } from '../support/offlineStepChat';

const planner = new OfflinePlanner();

type Todo = StepChatInput['todo'];

/** Todos as the offline planner writes them for goals of several families, and one no family covers. */
const TODOS: Record<string, Todo> = {
  fitness: {
    title: 'Measure your starting baseline',
    description: "Record today's numbers for a half marathon: distance, time, weight, reps or whatever your target is measured in, so progress can be compared later.",
    success_criteria: 'Baseline numbers recorded with the date\nTarget numbers written next to them',
  },
  moving: {
    title: 'Book the movers',
    description: 'Ask removal companies for quotes and book one for the moving day.',
    success_criteria: 'At least 3 quotes compared\nMovers booked for 12 May',
  },
  languages: {
    title: 'Daily vocabulary with spaced repetition',
    description: 'Review the words you need for B1 Spanish with a spaced-repetition app, and use them with a conversation partner.',
    success_criteria: '500 words reviewed\nEach new word used in a spoken sentence',
  },
  cooking: {
    title: 'Cook five new weeknight dinners',
    description: 'Pick five simple recipes and cook one each week.',
    success_criteria: 'Five recipes cooked\nFavourite recipes saved',
  },
  none: {
    title: 'Catalogue the stamp collection',
    description: 'Sort the stamps by country and record each one in a spreadsheet.',
    success_criteria: 'Every stamp recorded in the spreadsheet\nDuplicates set aside',
  },
};

/** The step of the todo's generated plan that a person would ask about: the first one after the kickoff. */
async function stepOf(todo: Todo): Promise<StepChatInput['step']> {
  const plan = await planner.todoSteps(todo);
  return { ...plan.steps[1], status: 'pending' };
}

async function ask(family: string, message: string, over: Partial<StepChatInput> = {}) {
  const todo = TODOS[family];
  const step = await stepOf(todo);
  const result = await planner.stepChat({ todo, step, history: [], message, evidence: [], findings: [], ...over });
  return { result, step };
}

describe('offline step chat: the kind of question', () => {
  it.each<[string, StepQuestionKind | null]>([
    ['What is the best way to measure my 5 km baseline?', 'how'],
    ['How should I compare them?', 'how'],
    ['Any tips?', 'how'],
    ['How long will this take?', 'duration'],
    ['How much time should I plan for it?', 'duration'],
    ['What should I do first?', 'first'],
    ['Where do I start?', 'first'],
    ['What if I get stuck?', 'stuck'],
    ["I can't find a company that answers, what now?", 'stuck'],
    ['Can you give me an example?', 'examples'],
    ['What would a good one look like?', 'examples'],
    ['Is this enough?', 'enough'],
    ['How do I know when I am done?', 'enough'],
    ['Which brand is cheapest?', null],
    // A question about an amount of a thing is none of the kinds: a method answer would not answer it.
    ['How many snacks do I need?', null],
    ['How much does a plumber cost?', null],
    ['How much should I practise each day?', 'duration'],
    ['How often should I train?', 'duration'],
    // A number of words or pages a day is a pace, not an amount of a thing.
    ['How many words a day should I write?', 'duration'],
    ['Help me with the guest list', 'how'],
    ['What do I do after I miss a week?', 'stuck'],
    // Whether what was just said is a problem asks what is enough, not how to get unstuck.
    ['Is that a problem?', 'enough'],
    ['Is it bad?', 'enough'],
    ['Would that be an issue?', 'enough'],
    ['Is it a problem if I miss a day?', 'stuck'],
    ['I have a problem with the app', 'stuck'],
  ])('"%s" is a %s question', (message, kind) => {
    expect(stepQuestionKind(message)).toBe(kind);
  });

  it.each<[string, boolean]>([
    ['What should I ask the plumber?', true],
    ['Which bank should I choose?', true],
    ['What documents do I need to open an account?', true],
    ['Where do I find salary data?', true],
    ['Who do I need to tell about my new address?', true],
    ['What should the invitation say?', true],
    ['Which brand is cheapest?', false],
    ['How much does a plumber cost?', false],
    ['What is a baseline?', false],
  ])('"%s" asks what to do about a thing it names: %s', (message, advice) => {
    expect(asksForAdvice(message)).toBe(advice);
  });
});

describe('offline step chat: answers a question about the step', () => {
  // family, question, what the answer must say (specific to the family's knowledge, the todo or the question)
  it.each<[string, string, string[]]>([
    ['fitness', 'What is the best way to measure my 5 km baseline?', ['For your 5 km', 'warm-up', 'the date']],
    ['fitness', 'How long does the test take?', ['30 to 45 minutes', 'rested day']],
    ['fitness', 'What should I do first?', ['Pick the course']],
    ['fitness', 'What if I get stuck?', ['walk-run']],
    ['fitness', 'Can you give me an example?', ['5 km on the park loop']],
    ['fitness', 'Is this enough?', ['retest', 'Nothing is recorded for this step yet']],
    ['moving', 'How should I compare the quotes?', ['insurance cover', 'cancellation terms']],
    ['moving', 'How long will the quotes take?', ['two to five working days']],
    ['moving', 'What should I do first?', ['"At least 3 quotes compared"']],
    ['moving', "What if a company doesn't answer?", ['three working days']],
    ['moving', 'Can you give me an example of a comparison?', ['one row per company']],
    ['moving', 'Are three quotes enough?', ['reason for the one you choose']],
    ['languages', 'How do I remember the words?', ['spaced repetition', 'conversation']],
    ['languages', 'How much time per day?', ['Fifteen to thirty minutes a day']],
    ['languages', 'What if I keep forgetting them?', ['fewer new ones per day']],
    ['languages', 'Is this enough?', ['without looking it up']],
    ['cooking', 'Any tips for the first recipe?', ['set out every ingredient']],
    ['cooking', 'Can you give me some examples?', ['tray bake']],
    ['cooking', 'Give me an example', ['tray bake']],
    ['fitness', 'Show me an example please', ['5 km on the park loop']],
    ['moving', 'Tell me how to compare the quotes', ['insurance cover', 'cancellation terms']],
    ['none', 'How should I do this?', ['"Every stamp recorded in the spreadsheet"']],
    ['none', 'How long will this take?', ['25 to 45 minutes']],
    ['none', 'Where do I start?', ['where you stand on']],
    ['none', 'What if I get stuck?', ['name the one thing that blocks you']],
    ['none', 'Can you show me an example?', ['"Catalogue the stamp collection"', '"Duplicates set aside"']],
    ['none', 'Is this enough?', ['"Every stamp recorded in the spreadsheet"', 'with evidence']],
  ])('%s: "%s"', async (family, question, expected) => {
    const { result, step } = await ask(family, question);

    for (const text of expected) expect(result.response).toContain(text);
    expect(result.step_completed).toBe(false);
    // Never the step's own text handed back as the answer.
    for (const sentence of sentences(step.description ?? '').filter((s) => s.split(/\s+/).length >= 5)) {
      expect(result.response).not.toContain(sentence.replace(/[.!?]$/, ''));
    }
    expect(result.response).not.toContain(TODOS[family].description!);
  });

  it.each(Object.keys(TODOS))('%s: each kind of question gets its own answer', async (family) => {
    const questions = ['How should I do this?', 'How long will this take?', 'What should I do first?', 'What if I get stuck?', 'Can you give me an example?', 'Is this enough?'];
    const answers = await Promise.all(questions.map(async (q) => (await ask(family, q)).result.response));

    expect(new Set(answers).size).toBe(questions.length);
  });

  it('brings in the findings the question is about and counts the evidence for "enough"', async () => {
    const findings = [
      { finding_type: 'information' as const, title: 'Quote', content: 'MoveFast quoted 750 EUR including insurance' },
      { finding_type: 'information' as const, title: 'Parking', content: 'The street needs a parking permit' },
    ];
    const how = await ask('moving', 'How should I compare the quotes?', { findings });
    const enough = await ask('moving', 'Is this enough?', { findings, evidence: [{ content_text: 'Quotes in the shared folder' }] });

    expect(how.result.response).toContain('From your notes: "MoveFast quoted 750 EUR including insurance"');
    expect(how.result.response).not.toContain('parking permit"');
    expect(enough.result.response).toContain('1 piece of evidence and 2 findings');
  });

  it('says in one sentence when it cannot answer, and what a connected model would add', async () => {
    const { result } = await ask('fitness', 'Which brand of running shoes is cheapest?');
    const answer = result.response.replace(/^Let's work on "[^"]*"\. /, '').split(' When the step is finished')[0];

    expect(answer).toBe(
      'I can\'t answer that from this step, its todo or your notes offline; a connected model would add general knowledge (methods, tools, typical numbers) about "Measure your starting baseline".',
    );
  });

  it('still completes the step and records the finding when the person reports a result', async () => {
    const { result } = await ask('fitness', 'Done: I ran 5 km in 31:40');

    expect(result.step_completed).toBe(true);
    expect(result.extracted_findings).toEqual([{ finding_type: 'information', title: 'Ran 5 km in 31:40', content: 'Done: I ran 5 km in 31:40' }]);
  });
});

describe('offline step chat: how long a step takes, from the step alone', () => {
  it('says the length of each session where it belongs in the sentence', async () => {
    const result = await planner.stepChat({
      todo: { title: 'Read 15 chapters', description: null, success_criteria: '15 chapters read without skipping; notes logged' },
      step: { title: 'Achieve: 15 chapters read without skipping', description: 'Success criterion: "15 chapters read without skipping". When it is true, note how you know.', status: 'pending' },
      history: [],
      message: 'how long should this take?',
      evidence: [],
      findings: [],
    });

    expect(result.response).toContain('Plan 2 short sessions of 25 to 45 minutes, one per part of the step, for "Achieve: 15 chapters read without skipping"');
  });
});

describe('offline step chat: a what-if question about a condition', () => {
  const run = { title: 'Run 5 km at an easy pace', description: null, success_criteria: 'Three easy 5 km runs this week' };
  const runChat = { todo: run.title, criteria: run.success_criteria, step: run.title };
  const whatIf = (message: string, todo: Todo = run, step: StepChatInput['step'] = { title: todo.title, description: null, status: 'pending' }) =>
    planner.stepChat({ todo, step, history: [{ role: 'assistant', message: `Let's work on "${step.title}".` }], message, evidence: [], findings: [] });
  /** Sentences of the advice for a stalled step, in general or the family's. */
  const STALLED = /stalls, shrink it|If it hurts \(sharp pain|shrink the session/;

  it('answers rain on an outdoor run with what a runner would do: gear, a treadmill or another day', async () => {
    const { response, step_completed } = await whatIf('What if it rains?');
    expect(response).toMatch(/rain/i);
    expect(response).toMatch(/treadmill/);
    expect(response).toMatch(/another day|move the run/);
    expect(response).toMatch(/jacket|layer|cap/);
    expect(response).not.toMatch(STALLED);
    expect(step_completed).toBe(false);
  });

  it.each([
    ['What if it is too hot?', /early morning|evening/, /water/],
    ['What if there is ice on the roads?', /treadmill|indoors/, /slip|grip/],
    ['What if it is dark when I get home?', /light|reflective/, /lit/],
  ])('answers "%s" about that condition', async (question, first, second) => {
    const { response } = await whatIf(question);
    expect(response).toMatch(first);
    expect(response).toMatch(second);
    expect(response).not.toMatch(STALLED);
  });

  it('answers rain on moving day with what protects the things being moved', async () => {
    const todo = { title: 'Move into the new flat', description: null, success_criteria: 'Everything moved by 12 May' };
    const { response } = await whatIf('What if it rains on moving day?', todo, { title: 'Load the van on moving day', description: null, status: 'pending' });
    expect(response).toMatch(/plastic|cover/);
    expect(response).toMatch(/floor/);
    expect(response).not.toMatch(STALLED);
  });

  it('says it cannot judge a condition it knows nothing about for the step, rather than give the stalled-step advice', async () => {
    const writing = { title: 'Write the first chapter', description: null, success_criteria: 'A 3,000-word draft of chapter one' };
    const rain = await whatIf('What if it rains?', writing);
    expect(rain.response).toContain("I can't judge offline");
    expect(rain.response).toContain('"Write the first chapter"');
    expect(rain.response).not.toMatch(STALLED);
    const other = await whatIf('What if my neighbour complains?');
    expect(other.response).toContain("I can't judge offline");
    expect(other.response).not.toMatch(STALLED);
  });

  it('answers a what-if about time with a shorter session, not the advice for pain given before', async () => {
    const [, time] = await converse(runChat, ['What if my knee hurts?', "What if I don't have time?"]);
    expect(time.response).not.toContain('I answered that above');
    expect(time.response).not.toContain('If it hurts');
    expect(time.response).toMatch(/shorter version/);
  });

  it('reads "If it snows, should I still run?" as a what-if, and "If I run 5 km, is that enough?" as a question about enough', async () => {
    expect((await whatIf('If it snows, should I still run?')).response).toMatch(/treadmill/);
    expect(stepQuestionKind('If I run 5 km, is that enough?')).toBe('enough');
  });

  it('still answers a what-if about being stuck with the advice for a stalled step', async () => {
    expect((await whatIf('What if I get stuck?')).response).toMatch(STALLED);
  });

  it('gives each condition its own answer in one chat, not "I answered that above"', async () => {
    const [, second] = await converse(runChat, ['What if it rains?', 'What if it is too hot?']);
    expect(second.response).not.toContain('I answered that above');
    expect(second.response).toMatch(/early morning|evening/);
  });
});
