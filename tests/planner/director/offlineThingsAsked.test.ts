import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { INTRO_START } from '../../../planner/director/offlineAnswers';
import { directorInput, marathonSnapshot, settingsWith } from './directorFixtures';
import { halfMarathonNow, halfMarathonSnapshot, halfMarathonTodo } from './halfMarathonPlan';
import { expectAnswer } from './answerChecks';

/**
 * A question about one thing the person wrote about ("Is my knee a risk?", "When is my race?") is
 * answered from what the plan and its descriptions say of it, in their words and with the plan's
 * dates; a question about the plan's progress ("Is anything at risk?") keeps its own answer.
 */
const answer = (message: string, data = halfMarathonSnapshot(), settings = settingsWith()) =>
  offlineDirectorAnswer(directorInput(message, { data, settings, now: halfMarathonNow }));

const KNEE_SENTENCE = '"I had a knee strain last year."';
const GENERIC_RISK = ['### Overdue and at risk', 'No active mission is at risk'];

/** The half marathon plan with a todo that addresses the knee. */
function withPhysioTodo() {
  const data = halfMarathonSnapshot();
  data.todos.push(halfMarathonTodo('t-physio', 'Book a physio check', '2027-01-15', { description: 'Have the knee looked at before the long runs start', priority: 'high' }));
  return data;
}

describe('offline Director: is a thing the person wrote about a risk', () => {
  it.each(['Is my knee a risk?', 'Could my knee be a problem?', 'Is the knee a concern?'])('answers "%s" with the odyssey sentence about it and says nothing in the plan addresses it', (question) => {
    expectAnswer(
      answer(question),
      ['Your odyssey **Run a half marathon in under 2 hours** says: ' + KNEE_SENTENCE, /Nothing in your plan addresses (?:your|the) knee/, 'add a todo for it'],
      [...GENERIC_RISK, INTRO_START, 'Race is the Lisbon half'],
    );
  });

  it('lists the todo that addresses it, with its mission, its due date and the words that name it', () => {
    expectAnswer(
      answer('Is my knee a risk?', withPhysioTodo()),
      [KNEE_SENTENCE, /- Todo \*\*Book a physio check\*\* \(mission \*\*Peak for a half marathon in under 2 hours\*\*\) · Pending · due 15 January 2027: "Have the knee looked at before the long runs start"/],
      ['Nothing in your plan addresses', ...GENERIC_RISK],
    );
  });

  it("says plainly that nothing mentions a thing the plan does not hold, and still gives the plan's risks", () => {
    expectAnswer(answer('Is my budget a risk?'), ['Nothing in your plan mentions your budget', 'add a todo for it', '### Overdue and at risk'], [KNEE_SENTENCE]);
  });

  it.each(['What is at risk?', 'Is anything at risk?', 'Is my plan at risk?', 'Are my deadlines at risk?'])('answers "%s", about the plan\'s progress, with what is overdue and at risk', (question) => {
    expectAnswer(answer(question), GENERIC_RISK, [KNEE_SENTENCE, 'Nothing in your plan mentions']);
  });

  it('answers a risk question naming a mission about that mission', () => {
    expectAnswer(answer('Is the Peak mission at risk?'), ['### Mission: Peak for a half marathon in under 2 hours', 'is not at risk'], [KNEE_SENTENCE]);
  });

  it('answers a risk question naming a todo about that todo', () => {
    expectAnswer(offlineDirectorAnswer(directorInput('Is the hotel at risk?')), ['Book hotel in Berlin'], ['Nothing in your plan mentions']);
  });
});

describe('offline Director: when is a thing the person wrote about', () => {
  it.each(['When is my race?', 'When do I race?', "When's the race?"])('answers "%s" with the odyssey sentence that dates it and the todo due then', (question) => {
    expectAnswer(
      answer(question),
      [
        'Your odyssey **Run a half marathon in under 2 hours** says: "Race is the Lisbon half in October 2027."',
        'The todo **Reach the target: a half marathon in under 2 hours** (mission **Peak for a half marathon in under 2 hours**) is due 31 October 2027.',
      ],
      [INTRO_START, KNEE_SENTENCE, 'Run 10 km at easy pace'],
    );
  });

  it('says when no todo is due in the month a sentence names, and where to set the date', () => {
    const data = halfMarathonSnapshot();
    data.todos = data.todos.map((t) => (t.id === 't-target' ? { ...t, due_date: '2027-09-30' } : t));
    expectAnswer(answer('When is my race?', data), ['"Race is the Lisbon half in October 2027."', 'No todo of this odyssey is due in October 2027', 'due date'], ['is due 30 September 2027']);
  });

  it("gives the due date of a todo that mentions it in its description, and of a step's todo", () => {
    const data = withPhysioTodo();
    data.steps = data.steps.map((s) => ({ ...s, description: 'Try the riverside loop and look at the knee after' }));
    expectAnswer(
      answer('When is the knee looked at?', data),
      [
        '- Todo **Book a physio check** (mission **Peak for a half marathon in under 2 hours**) · Pending · due 15 January 2027: "Have the knee looked at before the long runs start"',
        '- Step **Plan a flat 10 km route** (todo **Run 10 km at easy pace**, due 30 April 2027) · Pending: "Try the riverside loop and look at the knee after"',
      ],
      [INTRO_START, 'Your plan gives it no date'],
    );
  });

  it('says plainly that nothing mentions it and where to set its date', () => {
    expectAnswer(answer('When is my vacation?'), ['Nothing in your plan mentions your vacation', 'due date'], [INTRO_START, 'Lisbon']);
  });

  it.each([
    ['When is my next deadline?', '### Coming up'],
    ['When is the hotel due?', 'Book hotel in Berlin'],
  ])('leaves "%s", which names the plan or one of its todos, to that answer', (question, says) => {
    const data = question.includes('hotel') ? marathonSnapshot() : halfMarathonSnapshot();
    expectAnswer(answer(question, data), [says], ['Nothing in your plan mentions', INTRO_START]);
  });
});

describe('offline Director: what mentions a thing, in the words that mention it', () => {
  it("quotes the sentence of the odyssey's description that mentions it", () => {
    expectAnswer(answer('Anything about my knee?'), ['- Odyssey **Run a half marathon in under 2 hours** · Active: ' + KNEE_SENTENCE], ['Race is the Lisbon half']);
  });

  it("quotes the sentence of a mission's description that mentions it", () => {
    const data = marathonSnapshot();
    expectAnswer(offlineDirectorAnswer(directorInput('Anything about kit?', { data })), ['- Mission **Race logistics** (odyssey **Run a marathon**) · Active: "Travel and kit"'], []);
  });
});
