import { StepChatResult } from '../../domain/planning';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import type { StepChatInput } from '../../commands/ports/planner';
import { withStepSlipsMended } from '../../planner/offline/stepQuestion';

const planner = new OfflinePlanner();

const chat = (message: string, over: Partial<StepChatInput> = {}): Promise<StepChatResult> =>
  planner.stepChat({
    todo: { title: 'Book movers', description: null, success_criteria: 'At least 3 quotes compared and movers booked for 12 May' },
    step: { title: 'Compare at least 3 quotes', description: 'Ask three companies for a quote. Compare price and insurance.', status: 'pending' },
    history: [],
    message,
    evidence: [],
    findings: [],
    ...over,
  });

/** One test a message: whether the chat counts it as the step completed. */
const itCounts = (name: string, completed: boolean, messages: string[]) =>
  it.each(messages)(name, async (message) => {
    expect((await chat(message)).step_completed).toBe(completed);
  });

describe('offline step chat: completion detection', () => {
  itCounts('counts "%s" as completed', true, [
    'Done!',
    "I'm done",
    'Finished the comparison.',
    'I have compared the quotes from three companies',
    "I've sent the requests and got all three answers back",
    'I compared the quotes',
    'Done, will move on to the next one',
    'No issues, all done.',
    'This step is complete now.',
  ]);

  itCounts('does not count "%s" as completed', false, [
    'Not done yet',
    "I haven't finished",
    'I have not finished the comparison',
    'almost done',
    'nearly finished, one quote missing',
    'Is this done?',
    'How do I know when I am done?',
    'I will finish it tomorrow',
    'I need to complete the comparison first',
    'I have started',
    'I finished the first quote, but not the others',
    'Help me get this done',
    'Most of the research was done by Anna yesterday afternoon',
    'Once this is done I will book them',
  ]);

  it('counts a simple past only when it is the step\'s own action', async () => {
    expect((await chat('I compared them all')).step_completed).toBe(true);
    expect((await chat('I called my sister about it')).step_completed).toBe(false);
  });

  it('does not complete a step twice', async () => {
    const result = await chat('Done!', { step: { title: 'Compare at least 3 quotes', description: null, status: 'completed' } });

    expect(result.step_completed).toBe(false);
    expect(result.response).toContain('already complete');
  });
});

describe('offline step chat: findings, reply and next action', () => {
  it('extracts a resource, a decision and information from one message', async () => {
    const result = await chat(
      'We decided to go with MoveFast because they include insurance. Their quote is 750 EUR for the whole flat. See https://movefast.example.com/quotes/123 for details.',
    );

    expect(StepChatResult.safeParse(result).success).toBe(true);
    expect(result.extracted_findings).toEqual([
      { finding_type: 'decision', title: 'We decided to go with MoveFast', content: 'We decided to go with MoveFast because they include insurance.' },
      { finding_type: 'information', title: 'Their quote is 750 EUR for the whole flat', content: 'Their quote is 750 EUR for the whole flat.' },
      { finding_type: 'resource', title: 'Link: movefast.example.com/quotes/123', content: 'See https://movefast.example.com/quotes/123 for details.' },
    ]);
    expect(result.response).toContain('I saved 3 findings');
  });

  it('keeps a bare link as the content and skips findings the step already has and small talk', async () => {
    const result = await chat('Thanks! https://example.org/guide\nTheir quote is 750 EUR for the whole flat.', {
      findings: [{ finding_type: 'information', title: 'Quote', content: 'Their quote is 750 EUR for the whole flat.' }],
    });

    expect(result.extracted_findings).toEqual([{ finding_type: 'resource', title: 'Link: example.org/guide', content: 'https://example.org/guide' }]);
  });

  it('answers a question from what is known about the step, not with its own instruction', async () => {
    const result = await chat('How should I compare them?');

    expect(result.step_completed).toBe(false);
    expect(result.response).toContain("Let's work on \"Compare at least 3 quotes\"");
    expect(result.response).toContain('compare price, insurance cover');
    expect(result.response).not.toContain('Ask three companies for a quote');
    expect(result.response).toContain('"At least 3 quotes compared"');
    expect(result.next_action).toBe('Ask three companies for a quote.');
  });

  it.each([
    ['the work its todo names', 'The work this todo names. Once it is done, the success criteria below say whether it is done well enough.'],
    ['an action of the todo description', 'From the todo description.'],
  ])('never offers the label of a step the plan made from %s as the next move', async (_, description) => {
    const step = { title: 'Write a weekly training plan', description, status: 'pending' as const };
    const todo = { title: 'Write a weekly training plan', description: null, success_criteria: 'At least one rest day per week' };
    const result = await chat('I only have mornings before work, 45 minutes max on weekdays', { step, todo });

    expect(result.next_action).not.toMatch(/^(?:The work this todo names|From the todo description)/);
    expect(result.response).not.toContain('Next: The work');
    expect(result.response).not.toContain('Next: From the todo');
    expect(result.next_action).toContain('Write a weekly training plan');
  });

  it('after completion asks for evidence when there is none, else points to the next step', async () => {
    const withoutEvidence = await chat('Done!');
    const withEvidence = await chat('Done!', { evidence: [{ content_text: 'Three quotes in the shared folder' }] });

    expect(withoutEvidence.next_action).toContain('Add evidence for "Compare at least 3 quotes"');
    // A first message that finishes the step is answered with that, not with "Let's work on" it.
    expect(withoutEvidence.response).toMatch(/^Great work: I've marked "Compare at least 3 quotes" as complete\./);
    expect(withEvidence.next_action).toBe('Open the next pending step of "Book movers".');
    expect(withEvidence.response).toContain('I\'ve marked "Compare at least 3 quotes" as complete');
  });

  it('after a completion that reports its result (a number, a link) points to the next step: the result is saved as a finding', async () => {
    const withNumbers = await chat('Done, the quotes came in at 950, 1,100 and 1,240');
    const withLink = await chat('Done, all three are in https://example.com/quotes');

    for (const result of [withNumbers, withLink]) {
      expect(result.step_completed).toBe(true);
      expect(result.extracted_findings.length).toBeGreaterThan(0);
      expect(result.next_action).toBe('Open the next pending step of "Book movers".');
    }
  });
});

describe('offline step chat: where a finished step leaves its todo', () => {
  const step = (title: string, status: 'pending' | 'completed') => ({ title, status });
  const steps = (compareStatus: 'pending' | 'completed', bookStatus: 'pending' | 'completed') => [step('Shortlist movers', 'completed'), step('Compare at least 3 quotes', compareStatus), step('Book the movers', bookStatus)];
  const evaluationTab = 'every step of "Book movers" is done, and its Evaluation tab shows how it stands against the success criteria.';

  it('names the next open step of the todo', async () => {
    const result = await chat('Done!', { steps: steps('pending', 'pending') });

    expect(result.step_completed).toBe(true);
    expect(result.next_action).toBe('Add evidence for "Compare at least 3 quotes" (a link, a number or a short note), then open "Book the movers", the next step of "Book movers".');
  });

  it('after the last open step, points to the evaluation, not to a next step there is none of', async () => {
    const withoutEvidence = await chat('Done!', { steps: steps('pending', 'completed') });
    const withEvidence = await chat('Done!', { steps: steps('pending', 'completed'), evidence: [{ content_text: 'Three quotes in the shared folder' }] });

    expect(withoutEvidence.next_action).toBe(`Add evidence for "Compare at least 3 quotes" (a link, a number or a short note): ${evaluationTab}`);
    expect(withEvidence.next_action).toBe(`E${evaluationTab.slice(1)}`);
    expect(withEvidence.response).not.toContain('next pending step');
  });

  it.each(["what is left to finish this todo?", "whats left?", "what remains to be done"])('answers "%s" with what is left, on a step already complete', async (message) => {
    const result = await chat(message, { step: { title: 'Compare at least 3 quotes', description: null, status: 'completed' }, steps: steps('completed', 'pending') });

    expect(result.response).not.toContain("can't answer");
    expect(result.next_action).toContain('then open "Book the movers", the next step of "Book movers".');
  });
});

describe('offline step chat: progress that falls short of the step', () => {
  const run = { todo: { title: 'Run 15 km', description: null, success_criteria: '15 km run without stopping; time logged' }, step: { title: 'Run 15 km without stopping', description: null, status: 'pending' as const } };

  it('does not complete a step on a report of less than the step asks', async () => {
    expect((await chat('I ran 8 km today in 52 minutes, felt fine', run)).step_completed).toBe(false);
    expect((await chat('Done 10 km, the rest next time', run)).step_completed).toBe(false);
  });

  it('completes it on the full distance or a plain "done"', async () => {
    expect((await chat('I ran 15 km in 1:32', run)).step_completed).toBe(true);
    expect((await chat('I ran 16 km!', run)).step_completed).toBe(true);
    expect((await chat('finished the run!', run)).step_completed).toBe(true);
  });
});

describe('offline step chat: findings in a "done" message', () => {
  it('keeps the day, date or price a "done" carries', async () => {
    const tuesday = await chat('done, booked for Tuesday');
    const march = await chat('Done, account opened on 12 March');
    const price = await chat('Finished: paid 120 EUR');

    expect(tuesday.step_completed).toBe(true);
    expect(tuesday.extracted_findings).toEqual([{ finding_type: 'information', title: 'Booked for Tuesday', content: 'done, booked for Tuesday' }]);
    expect(march.extracted_findings).toEqual([{ finding_type: 'information', title: 'Account opened on 12 March', content: 'Done, account opened on 12 March' }]);
    expect(price.extracted_findings).toEqual([{ finding_type: 'information', title: 'Paid 120 EUR', content: 'Finished: paid 120 EUR' }]);
  });

  it('still keeps nothing from a bare "done"', async () => {
    expect((await chat('Done!')).extracted_findings).toEqual([]);
    expect((await chat('all done, thanks')).extracted_findings).toEqual([]);
  });
});

/** A conversation on one step as the app holds it: history, findings and status carried from turn to turn. */
async function converse(messages: string[], start: Partial<StepChatInput>): Promise<StepChatResult[]> {
  const base: StepChatInput = {
    todo: { title: 'Book a plumber for the bathroom', description: 'The shower drain leaks', success_criteria: 'Plumber booked with a date and a fixed price; leak fixed' },
    step: { title: 'Book the plumber with a date', description: 'Success criterion: "Plumber booked with a date". When it is true, note how you know (a link, a number or a short note) as evidence.', status: 'pending' },
    history: [],
    message: '',
    evidence: [],
    findings: [],
    ...start,
  };
  const replies: StepChatResult[] = [];
  let input = base;
  for (const message of messages) {
    const reply = await planner.stepChat({ ...input, message });
    replies.push(reply);
    input = {
      ...input,
      history: [...input.history, { role: 'user', message }, { role: 'assistant', message: reply.response }],
      findings: [...input.findings, ...reply.extracted_findings],
      step: { ...input.step, status: reply.step_completed ? 'completed' : input.step.status },
    };
  }
  return replies;
}

describe('offline step chat: the next action', () => {
  it('turns a step description that names its success criterion into an instruction, not "Next: Success criterion: ..."', async () => {
    const [reply] = await converse(['I called two plumbers'], {});

    expect(reply.next_action).toBe('Make "Plumber booked with a date" true, then note how you know.');
    expect(reply.response).not.toContain('Next: Success criterion');
  });
});

describe('offline step chat: a conversation', () => {
  it('keeps answering after the step is complete: a question gets its answer, thanks gets a welcome, not the same notice each time', async () => {
    const [, question, thanks] = await converse(['done, booked for Tuesday', 'how long will the repair take?', 'thanks'], {});

    expect(question.response).not.toContain('already complete');
    expect(question.response).toMatch(/take|session/);
    expect(thanks.response).toMatch(/^You're welcome/);
    expect(question.response).not.toBe(thanks.response);
    expect(thanks.next_action).toBe('Add evidence for "Book the plumber with a date" (a link, a number or a short note), then open the next pending step of "Book a plumber for the bathroom".');
  });

  it('says a step that is already complete stays so when told "done" again', async () => {
    const [, again] = await converse(['done', 'done'], {});

    expect(again.step_completed).toBe(false);
    expect(again.response).toContain('"Book the plumber with a date" is already complete');
  });

  it('answers "ok", "thanks" and "hmm" as such, not as an update, and says how to finish only once', async () => {
    const [first, ok, hmm, thanks] = await converse(['I called two plumbers, one can come Tuesday for 120 EUR', 'ok', 'hmm', 'thanks'], {});

    expect(first.response).toContain('tell me (for example "done")');
    for (const reply of [ok, hmm, thanks]) {
      expect(reply.response).not.toContain('Thanks for the update');
      expect(reply.response).not.toContain('tell me (for example "done")');
    }
    expect(thanks.response).toMatch(/^You're welcome/);
    expect(hmm.response).toContain(hmm.next_action);
    expect(new Set([ok.response, hmm.response, thanks.response]).size).toBe(3);
  });

  it('does not give the same answer twice to a question asked again: it says so and offers the next move', async () => {
    const [first, , again] = await converse(['how do I start?', 'ok', 'how do I start?'], {});

    expect(again.response).not.toBe(first.response);
    expect(again.response).toContain('I answered that above');
    expect(again.response).toContain(again.next_action);
  });

  it('says it still cannot answer a question asked again that it could not answer, without quoting itself', async () => {
    const [first, again] = await converse(['how much does a plumber cost?', 'how much does a plumber cost?'], {});

    expect(first.response).toContain("I can't answer that");
    expect(again.response).toContain("I still can't answer that offline.");
    expect(again.response).not.toContain('I answered that above');
  });

  it('says it reads English only offline when the message is in another language', async () => {
    const [reply] = await converse(['¿cómo reservo al fontanero?'], {});

    expect(reply.response).toContain('Offline I only understand English');
    expect(reply.response).not.toContain("I can't answer that from this step");
  });
});

describe('offline step chat: "what is next?"', () => {
  it.each(['What is next?', "what's next", 'What should I do now?', 'Next step?'])('answers "%s" with the next action it knows, not "I can\'t answer that"', async (message) => {
    const result = await chat(message);
    expect(result.response).not.toContain("can't answer");
    expect(result.response).toContain(`Next: ${result.next_action}`);
  });
});

describe('offline step chat: a report without "I"', () => {
  it.each([
    ['Compared all three quotes', 'Compare at least 3 quotes', true],
    ['ran 5.2 km in 34 minutes', 'Run 5 km at an easy pace', true],
    ['Booked the movers for 12 May', 'Book the movers', true],
    ['ran 3 km, legs hurt', 'Run 5 km at an easy pace', false],
    ['Looked at two quotes', 'Compare at least 3 quotes', false],
    ['Started comparing the quotes', 'Compare at least 3 quotes', false],
    // "plan" as the thing written is no intention ("I plan to ..."): it does not hold the report back.
    ['ok I wrote the plan in a spreadsheet: Tue/Thu easy 5k, Sat long run 8k, rest the other days', 'Write a weekly training plan', true],
    ['wrote my weekly training plan', 'Write a weekly training plan', true],
    ['I plan to write the plan tonight', 'Write a weekly training plan', false],
    ['I need a plan first', 'Write a weekly training plan', false],
  ])('"%s" on "%s" completes it: %s (the step\'s own action, in the past, with the subject left out, does)', async (message, title, completes) => {
    expect((await chat(message, { step: { title, description: null, status: 'pending' } })).step_completed).toBe(completes);
  });
});

describe('offline step chat: a conversation that does not repeat itself', () => {
  const spanish: Partial<StepChatInput> = {
    todo: { title: 'Choose your learning resources for Spanish', description: 'Pick one main course or book and one practice resource.', success_criteria: '- One main course or book chosen\n- One practice resource chosen' },
    step: { title: 'Compare three beginner courses', description: 'Look at price, format and reviews.', status: 'pending' },
  };

  it('gives the next action once, not again in each of the following replies, and again when asked', async () => {
    const replies = await converse(['I looked at Duolingo and Babbel, Babbel costs $14 a month', 'ok thanks', 'I also checked the reviews of both', 'what now?'], spanish);
    const nextLines = replies.map((reply) => reply.response.includes('Next: Look at price, format and reviews.'));

    expect(nextLines).toEqual([true, false, false, true]);
  });

  it('does not answer a question about an amount with advice for being stuck', async () => {
    const [reply] = await converse(['Is $14 a month too much?'], spanish);

    expect(reply.response).not.toMatch(/stuck|stalls|blocks you/i);
    expect(reply.response).toContain("I can't answer that");
  });
});

describe('offline step chat reading slips of the keyboard', () => {
  it.each(['finsihed it', 'ok, fnished', 'all doen', 'compelted it'])('counts "%s" as the step completed', async (message) => {
    expect((await chat(message)).step_completed).toBe(true);
  });

  it.each([
    ['how lnog will it take', 'how long will it take'],
    ['where do i strat', 'where do i start'],
    ['im stcuk', 'im stuck'],
    ['whats nxet', 'whats next'],
  ])('answers "%s" as "%s"', async (slip, meant) => {
    const [read, written] = await Promise.all([chat(slip), chat(meant)]);
    expect(read.response).toBe(written.response);
    expect(read.step_completed).toBe(false);
  });

  it.each(['bought a hockey stick', 'fished all day', 'there is a smart way to think about it', 'the dome was closed', 'i think things went ok'])(
    'leaves the real words of "%s" as written',
    async (message) => {
      const reply = await chat(message);
      expect(reply.step_completed).toBe(false);
      expect(reply.response).toContain('Thanks for the update.');
    },
  );

  it("leaves the step's own words as written, even one slip from a word it reads by", async () => {
    const step = { title: 'Stat the boxes', description: null, status: 'pending' as const };
    const reply = await chat('stat the boxes', { step });
    expect(reply.response).not.toMatch(/start/i);
  });
});

describe('mending slips in a step chat message', () => {
  const own = 'Compare at least 3 quotes Book movers';

  it.each(['bought a hockey stick', 'fished all day', 'there is a smart way', 'i stared at the world map', 'the dome was closed', 'it starts at 9'])(
    'changes no real word of "%s"',
    (message) => {
      expect(withStepSlipsMended(message, own)).toBe(message);
    },
  );

  it.each([
    ['finsihed it', 'finished it'],
    ['how lnog will it take', 'how long will it take'],
    ['where do i strat', 'where do i start'],
  ])('mends "%s" into "%s"', (message, meant) => {
    expect(withStepSlipsMended(message, own)).toBe(meant);
  });
});
