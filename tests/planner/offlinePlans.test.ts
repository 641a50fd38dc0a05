import { GeneratedMissions, GeneratedTodos, QuestionsResult, StepPlan } from '../../domain/planning';
import { OfflinePlanner } from '../../planner/offlinePlanner';

const planner = new OfflinePlanner();
const titles = (items: Array<{ title: string }>) => items.map((i) => i.title);
const allText = (items: Array<Record<string, unknown>>) => JSON.stringify(items);

describe('offline planner: questions', () => {
  it('asks questions that fit the kind of goal', async () => {
    const learning = await planner.missionQuestions({ title: 'Learn Spanish', description: 'Talk with my in-laws' });
    const moving = await planner.missionQuestions({ title: 'Move to Lisbon', description: 'Relocate with two kids and a cat' });
    const fitness = await planner.odysseyQuestions({ title: 'Run a marathon', description: '' });

    expect(QuestionsResult.safeParse(learning).success).toBe(true);
    expect(learning.questions.join(' ')).toMatch(/current level in Spanish/);
    expect(moving.questions.join(' ')).toMatch(/moving date/);
    expect(fitness.questions.join(' ')).toMatch(/baseline/);
    expect(learning.questions).not.toEqual(moving.questions);
  });

  it('asks a fitness odyssey why it matters in words that fit its title', async () => {
    const { questions } = await planner.odysseyQuestions({ title: 'Run a half marathon', description: 'I can run 5 km now.' });

    expect(questions).toContain('Why does running a half marathon matter to you, and how will your life feel different when you get there?');
  });

  it('falls back to sound general questions that quote the goal', async () => {
    const result = await planner.missionQuestions({ title: 'Reorganise the community garden', description: '' });

    expect(result.questions[0]).toContain('"Reorganise the community garden"');
    expect(result.questions.length).toBeGreaterThanOrEqual(3);
  });

  it("asks a mission in the field its todos are planned in: the odyssey's, or the one whose plan wrote its title", async () => {
    const flat = { title: 'Move to a bigger flat', description: 'Two bedrooms, same city' };
    const asked = async (title: string, odyssey?: typeof flat) => (await planner.missionQuestions({ title, description: '', odyssey })).questions.join(' ');

    for (const text of [await asked('Decide and budget', flat), await asked('Decide and budget'), await asked('Sort out the money', flat)]) {
      expect(text).toMatch(/moving date/);
      expect(text).not.toMatch(/monthly income|debts/);
    }
    // Its own words name a field that has no stage of this title: the mission keeps its own.
    expect(await asked('Learn Portuguese', flat)).toMatch(/current level in Portuguese/);
  });

  it('asks a sharper follow-up when the description already gives the deadline', async () => {
    const result = await planner.missionQuestions({ title: 'Learn Spanish', description: 'I need to hold a conversation by June 2026' });

    expect(result.questions.join(' ')).toContain('You mentioned "by June 2026"');
    expect(result.questions.join(' ')).not.toMatch(/by when/i);
  });

  describe('that the title and description already answer', () => {
    const halfMarathon = {
      title: 'Run my first half marathon',
      description: 'I jog twice a week, 5 km at most, and want to finish the city half marathon on 19 April without walking. My knee sometimes hurts after long runs.',
    };

    it('asks an odyssey about the date given as a follow-up, and not for the baseline the person stated', async () => {
      const { questions } = await planner.odysseyQuestions(halfMarathon);

      expect(questions.join(' ')).not.toMatch(/baseline|Is there an event or date/);
      expect(questions).toContain('You mentioned "on 19 April": is that date fixed, and what should be ready well before it?');
      // The question dropped gives way to another of the family, so the count stays.
      expect(questions).toHaveLength(5);
      expect(new Set(questions).size).toBe(5);
    });

    it('asks a mission about the knee the person named, and not for the starting point they gave', async () => {
      const { questions } = await planner.missionQuestions(halfMarathon);

      expect(questions.join(' ')).not.toMatch(/starting point|Do you have injuries/);
      expect(questions).toContain('You mentioned "My knee sometimes hurts after long runs": what must the plan do or avoid because of it?');
      expect(questions).toHaveLength(5);
    });

    it('follows up on the weekly time and the date given, and keeps the family\'s other questions', async () => {
      const { questions } = await planner.missionQuestions({ title: 'Run my first half marathon', description: 'deadline on 19 April, 4 hours a week' });

      expect(questions).toEqual([
        'What is your starting point for your first half marathon today (for example how far, how long or how much you can do)?',
        'You mentioned "on 19 April": is that date fixed, and what should be ready well before it?',
        'You mentioned 4 hours a week: which days and times will you protect for it?',
        'Do you have injuries, health conditions or limits the plan must respect?',
        'Where will you train, and what equipment or budget do you have?',
      ]);
    });

    it("asks about a mission's own day as the plan's aim, not as something the person mentioned", async () => {
      const { questions } = await planner.missionQuestions({
        title: 'Level and routine',
        description: 'Placement test, target level, course and a daily routine. Aim to finish by 14 January 2027.',
      });

      expect(questions.join(' ')).not.toContain('You mentioned "by 14 January 2027"');
      expect(questions).toContain('The plan aims to finish this by 14 January 2027: does that day work, and what should be ready well before it?');
    });

    it.each([
      ['Learn to play the guitar', 'I have played for 5 years'],
      ['Learn to play the guitar', 'I can strum a few chords'],
    ])('does not ask "%s" what has been done already after "%s"', async (title, description) => {
      const asked = [...(await planner.missionQuestions({ title, description })).questions, ...(await planner.odysseyQuestions({ title, description })).questions].join(' ');

      expect(asked).not.toMatch(/what have you already done|What can you already play/i);
    });

    it('still asks a person who calls themselves a beginner what they have done', async () => {
      const { questions } = await planner.missionQuestions({ title: 'Learn Python', description: 'I am a beginner' });

      expect(questions.join(' ')).toMatch(/what have you already done/);
    });
  });
});

describe("offline planner: questions about a mission an odyssey's plan wrote", () => {
  const now = new Date('2026-11-28T09:00:00Z');
  const plannedIn = async (odyssey: { title: string; description: string }) =>
    (await planner.odysseyMissions({ odyssey_title: odyssey.title, odyssey_description: odyssey.description, qa_pairs: [], now })).missions;
  const askedOf = async (mission: { title: string; description: string }, odyssey: { title: string; description: string }) =>
    (await planner.missionQuestions({ title: mission.title, description: mission.description, odyssey })).questions;

  it("follows up on the limit the person wrote in the odyssey, in their words, and never on the plan's own note", async () => {
    const odyssey = {
      title: 'Run my first half marathon',
      description: 'I jog twice a week, 5 km at most, and want to finish the city half marathon on 19 April without walking. My knee sometimes hurts after long runs.',
    };
    const missions = await plannedIn(odyssey);
    // The plan's note on the knee is in the first mission's description: the person did not write it.
    expect(missions[0].description).toContain('Get the sore knee checked by a physio');

    for (const mission of missions) {
      const questions = await askedOf(mission, odyssey);

      expect(questions.join(' ')).not.toMatch(/physio|You mentioned "Get|Do you have injuries/);
      expect(questions).toContain('Your knee sometimes hurts after long runs: what must the plan do or avoid because of it?');
      expect(questions).toHaveLength(5);
      expect(new Set(questions).size).toBe(5);
    }
  });

  it('asks a stage of a plan no field knows for the work it takes, not what success looks like, and plans that work', async () => {
    const odyssey = { title: 'Restore the old sailing boat', description: '' };
    const groundwork = (await plannedIn(odyssey)).find((m) => m.title === 'Lay the groundwork')!;
    const questions = await askedOf(groundwork, odyssey);

    expect(questions.join(' ')).not.toMatch(/success look like/);
    expect(questions[0]).toBe('Which pieces of work does "Lay the groundwork" take, in the order you would do them?');
    expect(questions).toHaveLength(5);
    const { todos } = await planner.missionTodos({
      mission_title: groundwork.title,
      mission_description: groundwork.description,
      qa_pairs: [{ question: questions[0], answer: 'Strip the old varnish from the hull; order new rigging' }],
      now,
      odyssey,
    });
    expect(titles(todos)).toEqual(expect.arrayContaining(['Strip the old varnish from the hull', 'Order new rigging']));
  });

  it('still asks a mission of its own what success looks like', async () => {
    const { questions } = await planner.missionQuestions({ title: 'Restore the old sailing boat', description: '' });

    expect(questions[0]).toBe('What does success look like for "Restore the old sailing boat": what will be different when it is done?');
  });

  describe('follows up only on what the person wrote', () => {
    const odyssey = { title: 'Run my first half marathon', description: 'I jog twice a week, 5 km at most.' };
    const answers = [
      { question: 'Is there an event or date that anchors the journey?', answer: 'The city half marathon on 12 April 2027' },
      { question: 'How much time per week can you train?', answer: '4 hours a week' },
      { question: 'What budget do you have?', answer: 'Budget 300 euros' },
    ];
    const missionsOf = async (description: string) =>
      (await planner.odysseyMissions({ odyssey_title: odyssey.title, odyssey_description: description, qa_pairs: answers, now })).missions;
    /** What a question says the person mentioned: the words in quotes, else those before its colon. */
    const mentioned = (questions: string[]) =>
      questions.flatMap((q) => {
        const m = /^You mentioned (?:"(.+?)"|(?:a budget of )?(.+?)):/.exec(q);
        return m ? [m[1] ?? m[2]] : [];
      });

    it("gives a date, a weekly time or a budget only the plan's words state as the plan's, never as something the person mentioned", async () => {
      const missions = await missionsOf(odyssey.description);
      // The answers' date, time and budget are in the plan's words in the missions' descriptions.
      expect(missions.map((m) => m.description).join(' ')).toMatch(/budget (?:of )?300 euros/);

      const asked = (await Promise.all(missions.map((m) => askedOf(m, odyssey)))).flat();

      expect(mentioned(asked)).toEqual([]);
      expect(asked).toContain('The plan keeps to a budget of 300 euros: what is included, and is there any flexibility?');
      expect(asked).toContain('The plan counts on 4 hours a week: which days and times will you protect for it?');
    });

    it("quotes a budget the person wrote in the odyssey, in the person's words", async () => {
      const written = { ...odyssey, description: 'I jog twice a week, 5 km at most. Budget 300 euros for shoes and the entry.' };
      const missions = await missionsOf(written.description);
      const asked = (await Promise.all(missions.map((m) => askedOf(m, written)))).flat();

      expect(asked).toContain('You mentioned a budget of 300 euros: what is included, and is there any flexibility?');
      for (const words of mentioned(asked)) expect(`${written.title} ${written.description}`).toContain(words);
    });

    it('does not ask any mission where the person starts from when the odyssey says it', async () => {
      for (const mission of await missionsOf(odyssey.description)) {
        const questions = await askedOf(mission, odyssey);

        expect(questions.join(' ')).not.toMatch(/starting point|baseline|what can you already do/i);
        expect(questions).toHaveLength(5);
        expect(new Set(questions).size).toBe(5);
      }
    });

    it('says back where the person starts from and asks only what is left of a question on it', async () => {
      const { questions } = await planner.odysseyQuestions({ title: 'Get fit', description: 'I jog twice a week, 5 km at most.' });

      expect(questions).toContain('You jog twice a week, 5 km at most: what is the long-term target?');
      expect(questions.join(' ')).not.toMatch(/baseline/);
    });
  });

  it('asks a money mission of a move about the move, not income and debts', async () => {
    const questions = (await askedOf({ title: 'Budget the move costs', description: '' }, { title: 'Move to a bigger flat', description: '' })).join(' ');

    expect(questions).toMatch(/moving date/);
    expect(questions).not.toMatch(/monthly income|debts|set aside each month/);
  });
});

describe('offline planner: mission todos', () => {
  it('builds a different, schema-valid plan for different goals', async () => {
    const spanish = await planner.missionTodos({ mission_title: 'Learn Spanish', mission_description: '', qa_pairs: [] });
    const launch = await planner.missionTodos({ mission_title: 'Launch the bakery app', mission_description: 'First customers order bread online', qa_pairs: [] });
    const finance = await planner.missionTodos({ mission_title: 'Save for an emergency fund', mission_description: '', qa_pairs: [] });

    for (const plan of [spanish, launch, finance]) {
      expect(GeneratedTodos.safeParse(plan).success).toBe(true);
      expect(plan.todos[0].priority).toBe('high');
      expect(plan.todos.filter((t) => t.priority === 'high').length).toBeLessThan(plan.todos.length);
      for (const todo of plan.todos) expect(todo.success_criteria).toMatch(/^- \S/);
    }
    expect(titles(spanish.todos).join(' ')).toContain('Spanish');
    expect(titles(launch.todos)).toContain('Launch the bakery app');
    expect(titles(finance.todos)).toContain('Automate the monthly transfer');
    expect(titles(spanish.todos)).not.toEqual(titles(launch.todos));
  });

  it('reads the goal\'s main verb and amounts: saving for a house is a money goal, not a move', async () => {
    const plan = await planner.missionTodos({ mission_title: 'Save 10000 EUR for a house', mission_description: '', qa_pairs: [] });

    expect(titles(plan.todos)).toContain('Write a monthly budget');
    expect(titles(plan.todos)).not.toContain('Book movers or a van');
  });

  it('plans the actions written in the answers, so two goals of one family get their own plans', async () => {
    const plan = (title: string, answers: string[]) =>
      planner.missionTodos({ mission_title: title, mission_description: '', qa_pairs: answers.map((answer) => ({ question: 'q', answer })) });
    const wedding = await plan('Plan our wedding', ['About 80 guests', 'I want 5 todos']);
    const party = await plan('Plan a birthday party', ['Send the invitations by text message to her friends']);

    expect(titles(wedding.todos)).toContain('Fix the date, budget and guest count');
    expect(titles(wedding.todos).join(' ')).not.toMatch(/\(|5 todos/);
    expect(titles(party.todos)).toContain('Send the invitations by text message to her friends');
    expect(titles(party.todos)).not.toEqual(titles(wedding.todos));
  });

  it('writes the deadline, the weekly time and the budget from the answers into the plan', async () => {
    const plan = await planner.missionTodos({
      mission_title: 'Learn Spanish',
      mission_description: 'Hold a 10 minute conversation with my in-laws',
      qa_pairs: [
        { question: 'What is your level?', answer: 'Complete beginner' },
        { question: 'By when?', answer: 'by June 2026' },
        { question: 'How much time?', answer: 'about 4 hours per week' },
        { question: 'Budget?', answer: 'I can spend $200 on courses' },
      ],
    });

    const text = allText(plan.todos);
    expect(text).toContain('by June 2026');
    expect(text).toContain('4 hours per week');
    expect(text).toContain('$200');
    expect(titles(plan.todos)).toContain('Work through the fundamentals of Spanish');
    expect(plan.todos.find((t) => t.title.startsWith('Choose'))!.success_criteria).toContain('within the budget of $200');
    expect(plan.todos.at(-1)!.success_criteria).toContain('Final test taken by June 2026');
  });

  it('adapts to the stated level', async () => {
    const advanced = await planner.missionTodos({ mission_title: 'Improve my Python', mission_description: '', qa_pairs: [{ question: 'Level?', answer: 'Advanced, I code professionally' }] });

    expect(titles(advanced.todos)).toContain('Target your weakest area in Python');
    expect(titles(advanced.todos)).not.toContain('Work through the fundamentals of Python');
  });

  it('turns the actions listed in the description into todos, before the template ones', async () => {
    const plan = await planner.missionTodos({
      mission_title: 'Organise the team offsite',
      mission_description: 'Book a venue for 20 people; send the invitations; plan the agenda and arrange transport',
      qa_pairs: [],
    });

    expect(titles(plan.todos).slice(1, 5)).toEqual(['Book a venue for 20 people', 'Send the invitations', 'Plan the agenda', 'Arrange transport']);
    // The template's own "Book the venue" is dropped: the person's item covers it.
    expect(titles(plan.todos)).not.toContain('Book the venue');
  });

  it('plans a mission no family fits from the work its description names, as an odyssey phase re-planned on its own', async () => {
    const replan = (mission_title: string, mission_description: string) => planner.missionTodos({ mission_title, mission_description, qa_pairs: [] });
    const load = await replan('Increase the load', 'Raise volume and intensity step by step, with recovery weeks, without injury.');
    const help = await replan('Line up help and materials', 'Quotes compared, tradespeople booked, materials bought.');
    const lifestyle = await replan('Make it a lifestyle', 'Keep a maintenance routine and choose the next challenge.');

    expect(titles(load.todos)).toContain('Raise volume and intensity step by step, with recovery weeks, without injury');
    expect(titles(help.todos)).toEqual(expect.arrayContaining(['Compare quotes', 'Book the tradespeople', 'Buy materials']));
    expect(titles(lifestyle.todos)).toEqual(expect.arrayContaining(['Keep a maintenance routine', 'Choose the next challenge']));
    for (const plan of [load, help, lifestyle]) {
      expect(titles(plan.todos).join('\n')).not.toMatch(/List the tools, money and help|Schedule weekly time for|first visible piece/);
    }
  });

  it('plans weight loss as a health habit, and a podcast and learning to code in their fields', async () => {
    const missions = async (odyssey_title: string) => titles((await planner.odysseyMissions({ odyssey_title, odyssey_description: '', qa_pairs: [] })).missions);
    for (const goal of ['Weight loss', 'Lose weight', 'Lose 10 kg before summer']) {
      const plan = await missions(goal);
      expect(plan).toContain('Know your baseline');
      expect(plan.join('\n')).not.toMatch(/^Peak for/m);
    }
    expect(await missions('Start a podcast')).toContain('Make the first piece');
    expect((await missions('Learn to code')).join('\n')).toMatch(/Foundations of coding/);
  });

  it("keeps a mission an odyssey's plan wrote in that plan's field when its title's words name another", async () => {
    const replan = (mission_title: string, mission_description: string) => planner.missionTodos({ mission_title, mission_description, qa_pairs: [] });
    const renovation = await replan('Scope and budget', 'Measurements, job list, budget and any permissions.');
    const move = await replan('Decide and budget', 'Set the date, area and budget for the move.');

    // Its stage of that field: scoping the work, not the quotes or the work itself; deciding the move, not moving.
    expect(titles(renovation.todos)).toEqual(['Measure and photograph the space', 'Decide the scope and the budget']);
    expect(titles(move.todos)).toEqual(['List the must-haves and the area', 'Set the moving date and budget']);
    for (const plan of [renovation, move]) expect(titles(plan.todos).join('\n')).not.toMatch(/monthly transfer|emergency buffer|Track a month of spending/);
  });

  describe('a mission whose title names one stage of a field gets that stage, not the whole arc', () => {
    const plan = async (mission_title: string) => titles((await planner.missionTodos({ mission_title, mission_description: '', qa_pairs: [] })).todos);
    // Per title: a todo of its stage, and the todos of the field's later stages (none may appear).
    const cases: Array<[title: string, stageTodo: string, later: RegExp]> = [
      ['Write the draft', 'Write the first draft', /Revise the draft|Get feedback from readers|Publish or submit/],
      ['Write the first draft of my thesis', 'Draft every chapter', /Revise the chapters|Format the thesis|Submit the thesis|Publish or submit/],
      ['Find a venue', 'Book the venue', /Send the invitations|Plan the schedule of the day|Confirm every supplier|Wrap up after the event/],
      ['Book the wedding venue', 'Book the venue', /Send the invitations|Plan the schedule of the day|Confirm every supplier|Wrap up after the event/],
      ['Build the running base', 'Complete the first four weeks of training', /Set up recovery habits|Repeat the baseline test|Reach the target/],
      ['Scope and budget', 'Decide the scope and the budget', /Get quotes|Buy tools|Prepare the room|Do the work|Finish, clean up/],
      ['Scan the old family photos', 'Sort, date and label', /Make the finished piece|Share it with the family/],
      ['Do mock exams for the GRE', 'Sit full mock exams', /Prepare for exam day/],
      // The exam is the whole of this field's arc: its plan ends on exam day, with nothing after the test.
      ['Pass the theory test', 'Prepare for exam day', /practical|driving|riding|lesson|licen[cs]e/i],
    ];
    it.each(cases)('%s', async (title, stageTodo, later) => {
      const todos = await plan(title);
      expect(todos).toContain(stageTodo);
      expect(todos.filter((t) => later.test(t))).toEqual([]);
    });

    it('a title that names the whole goal keeps the whole arc', async () => {
      expect((await plan('Write my first novel')).at(-1)).toBe('Publish or submit');
      expect((await plan('Launch our MVP')).at(-1)).toBe('Measure results and collect feedback');
      expect((await plan('Volunteer at the food bank'))[0]).toBe('Talk to the people it is for');
    });
  });

  it('names no two states as one piece of work, and keeps the general frame when the description names no work', async () => {
    const plan = await planner.missionTodos({ mission_title: 'Listen and choose', mission_description: 'Needs heard and the contribution chosen with the organisers.', qa_pairs: [] });

    expect(titles(plan.todos).join('\n')).not.toMatch(/Choose the needs heard/);
    expect(titles(plan.todos)[0]).toBe('Decide what done means for listening and choosing');
  });

  it('gives exactly the number of todos asked for', async () => {
    const three = await planner.missionTodos({ mission_title: 'Write my first novel', mission_description: '', qa_pairs: [{ question: 'Anything else?', answer: 'Only 3 todos please' }] });
    const ten = await planner.missionTodos({ mission_title: 'Write my first novel', mission_description: '', qa_pairs: [{ question: 'Anything else?', answer: 'I want ten tasks' }] });

    expect(three.todos).toHaveLength(3);
    expect(ten.todos).toHaveLength(10);
    expect(titles(ten.todos).filter((t) => t.startsWith('Checkpoint'))).toHaveLength(3);
    expect(ten.todos.at(-1)!.title).toBe('Publish or submit');
  });

  it('is deterministic', async () => {
    const input = { mission_title: 'Get promoted to senior engineer', mission_description: 'Within 6 months', qa_pairs: [{ question: 'q', answer: 'a' }] };

    expect(await planner.missionTodos(input)).toEqual(await planner.missionTodos(input));
  });
});

describe('offline planner: odyssey missions', () => {
  it('orders missions 1..n and reflects the answers', async () => {
    const result = await planner.odysseyMissions({
      odyssey_title: 'Run a marathon',
      odyssey_description: 'Finish my first marathon in under 4 hours',
      qa_pairs: [{ question: 'When is the race?', answer: 'The race is on October 12, I can do 3 runs a week' }],
    });

    expect(GeneratedMissions.safeParse(result).success).toBe(true);
    expect(result.missions.map((m) => m.order)).toEqual(result.missions.map((_, i) => i + 1));
    expect(allText(result.missions)).toContain('October 12');
    expect(allText(result.missions)).toContain('3 runs a week');
  });

  it('differs by goal and respects a count', async () => {
    const moving = await planner.odysseyMissions({ odyssey_title: 'Move to Berlin', odyssey_description: '', qa_pairs: [] });
    const career = await planner.odysseyMissions({ odyssey_title: 'Switch career to UX design', odyssey_description: '', qa_pairs: [{ question: 'q', answer: 'two missions are enough' }] });

    expect(titles(moving.missions)).toContain('Find the new home');
    expect(career.missions).toHaveLength(2);
    expect(titles(career.missions)).toEqual(['Clarify the direction', 'Land and grow in the new role']);
  });
});

describe('offline planner: todo steps', () => {
  /** The titles of the steps planned for a todo with no description. */
  const steps = async (title: string, success_criteria: string) => titles((await planner.todoSteps({ title, description: null, success_criteria })).steps);

  it('puts a habit that says how to go about the work before it, and one that records it after', async () => {
    const shoes = await steps('Buy running shoes that fit', 'Shoes bought and tried on a run');
    const call = await steps('Call the landlord about the deposit', 'Deposit agreed');
    const choice = await steps('Decide between two job offers', 'Offer accepted in writing');

    expect(shoes.indexOf('Compare before you pay')).toBeLessThan(shoes.indexOf('Buy and try shoes on a run'));
    // The call itself is a step of its own, with how it is done ("agree what happens next"), not the criterion restated.
    expect(call.indexOf('Write down what to ask')).toBeLessThan(call.indexOf('Call the landlord about the deposit'));
    expect(choice.indexOf('Write down what you chose and why')).toBeGreaterThan(choice.indexOf('Make sure the offer is accepted in writing'));
    for (const plan of [shoes, call, choice]) expect(plan.at(-1)).toBe('Check the result against the success criteria');
  });

  it('plans one step per success criterion, framed as actions, and ends with a check', async () => {
    const plan = await planner.todoSteps({ title: 'Book movers', description: null, success_criteria: 'At least 3 quotes compared and movers booked for 12 May; total cost under 900 EUR' });

    expect(StepPlan.safeParse(plan).success).toBe(true);
    expect(titles(plan.steps)).toEqual([
      'Keep one moving folder',
      'Compare at least 3 quotes',
      'Book movers for 12 May',
      'Keep the total cost under 900 EUR',
      'Check the result against the success criteria',
    ]);
  });

  it('uses the actions of the description and keeps a phrase joined by "and" whole', async () => {
    const plan = await planner.todoSteps({
      title: 'Write a monthly budget',
      description: 'Export the bank statements; sort expenses into categories',
      success_criteria: '- Budget lists income, fixed costs and flexible spending',
    });

    expect(titles(plan.steps)).toContain('Export the bank statements');
    expect(titles(plan.steps)).toContain('Sort expenses into categories');
    expect(plan.steps.map((s) => s.description).join(' ')).toContain('"Budget lists income, fixed costs and flexible spending"');
  });

  it('gives a todo the tip for what it is: a purchase never gets a training log', async () => {
    const steps = async (title: string, description: string, success_criteria: string) => titles((await planner.todoSteps({ title, description, success_criteria })).steps);

    const shoes = await steps('Buy running shoes that fit', 'For my half marathon training', '- Shoes bought\n- Tried on a 5 km run');
    const gear = await steps('Get the gear and a place to train', 'Shoes, clothing and a gym membership for running', '- Essential gear ready');
    const baseline = await steps('Measure my running baseline', 'Record today\'s numbers for running', '- Baseline numbers recorded with the date');

    expect(shoes).not.toContain('Log the session');
    expect(shoes).toContain('Compare before you pay');
    expect(gear).not.toContain('Log the session');
    expect(baseline).toContain('Log the session');
  });

  it('keeps a family\'s tip to the todos it helps with', async () => {
    const steps = async (title: string, description: string) => titles((await planner.todoSteps({ title, description, success_criteria: '- Done' })).steps);

    expect(await steps('Book transport and the first nights', 'Trains and hotels for the trip to Japan')).toContain('Check cancellation terms');
    expect(await steps('Share the plan and go', 'Send the itinerary of the trip to Japan to family')).not.toContain('Check cancellation terms');
    expect(await steps('Get feedback from readers', 'Beta readers for the novel manuscript')).not.toContain('Write a rough version first');
    expect(await steps('Get feedback from readers', 'Beta readers for the novel manuscript')).toContain('Write down what to ask');
    expect(await steps('Write the first draft', 'The novel manuscript, chapter by chapter')).toContain('Write a rough version first');
    expect(await steps('Register and set up the basics', 'Business registration, bank account for the startup')).not.toContain('Ask about the past, not the future');
  });

  it('plans the work a todo\'s title names when no criterion does it, and only once', async () => {
    expect(await steps('Pick up the race bib', 'Bib and chip in hand')).toContain('Pick up the race bib');
    expect(await steps('Book the hotel near the start', 'Booking confirmed for two nights')).toContain('Book the hotel near the start');
    const walk = await steps('Walk 10 km', 'A 10 km walk logged under 2 h');
    expect(walk).toContain('Log a 10 km walk under 2 h');
    expect(walk).not.toContain('Walk 10 km');
    // A run is done in its session's own step; the criterion's log is its only note.
    const run = await steps('Run 15 km', 'A 15 km run logged under 1 h 45');
    expect(run.filter((t) => /^(?:Run|Do the run|Log|Note)\b/.test(t))).toEqual(['Run 15 km', 'Log a 15 km run under 1 h 45']);
    // Collecting a thing is no decision to write down.
    expect(await steps('Pick up the race bib', 'Bib and chip in hand')).not.toContain('Write down what you chose and why');
  });

  it.each([
    ['Long run of 18 km', 'Average pace under 6:30/km', 'Do the long run of 18 km'],
    ['Weekly meal plan', 'Five dinners chosen', 'Make the weekly meal plan'],
    ['Final exam revision', 'Two past papers done under timed conditions', 'Do the final exam revision'],
    ['First draft of chapter 3', 'Shared with my writing group', 'Write the first draft of chapter 3'],
    ['Travel insurance', 'Policy covers hiking', 'Get travel insurance'],
    ['Kitchen shelves up', 'Shelves level', 'Put the kitchen shelves up'],
    ['Hotel for the wedding weekend', 'Two nights booked', 'Book the hotel for the wedding weekend'],
    ['Sunday roast for six', 'Everyone fed by 2 pm', 'Cook the Sunday roast for six'],
    ['Garage sale', 'At least 30 items sold', 'Hold the garage sale'],
    ['Quarterly tax return', 'Filed before 31 January', 'File the quarterly tax return'],
    ['🏃 Long run of 22 km', 'Finished', 'Do the long run of 22 km'],
    // A title led by a verb the planner knows from the kind of work is that work, as it is written.
    ['Paint the bedroom', 'Walls even with no streaks', 'Paint the bedroom'],
    ['Sow tomato seeds indoors', 'Seedlings up within two weeks', 'Sow tomato seeds indoors'],
  ])('does the work a title names as a thing, in plain words: "%s" (done when "%s") gets the step "%s"', async (title, success_criteria, step) => {
    expect(await steps(title, success_criteria)).toContain(step);
  });

  it('writes each criterion as something to do or to check, never "Achieve: <criterion>"', async () => {
    const bib = await steps('Pick up the race bib', 'Bib and chip in hand');
    expect(bib).toContain('Make sure the bib and chip are in hand');
    const breakfast = await steps('Plan the race-morning breakfast', 'Eaten before two long runs\nNo stomach trouble');
    expect(breakfast).toEqual(expect.arrayContaining(['Eat it before two long runs', 'Make sure there is no stomach trouble']));
    const run = await steps('Long run of 18 km', 'Finished without cramps\nAverage pace under 6:30/km');
    expect(run).toEqual(expect.arrayContaining(['Finish without cramps', 'Keep the average pace under 6:30/km']));
    for (const plan of [bib, breakfast, run]) expect(plan.filter((t) => t.startsWith('Achieve:'))).toEqual([]);
  });

  it('opens with a kickoff only where the work has parts to order, worded to the work, never for an errand or a todo that is itself a plan', async () => {
    const plan = async (title: string, success_criteria: string) => (await planner.todoSteps({ title, description: null, success_criteria })).steps;

    for (const [title, criteria] of [
      ['Pick up the race bib', 'Bib and chip in hand'],
      ['Book the hotel', 'Hotel confirmed near the station'],
      ['Buy running shoes that fit', 'Under 150 EUR'],
      ['Plan the race-morning breakfast', 'Eaten before two long runs'],
      ['Weekly meal plan', 'Five dinners chosen'],
      ['Packing list for Japan', 'List checked the night before\nPassport on the list'],
      // One piece of work and one criterion: nothing to put in order.
      ['Send the party invitations', 'Replies from 20 guests'],
      ['Sit the maths exam', 'Arrived 30 minutes early'],
    ]) {
      expect([title, titles(await plan(title, criteria))]).toEqual([title, expect.not.arrayContaining(['Plan the approach'])]);
    }
    const build = (await plan('Build a raised garden bed', 'Frame square and level\nFilled with soil'))[0];
    expect(build.title).toBe('Plan the approach');
    expect(build.description).toMatch(/^Put the jobs of building a raised garden bed in order/);
    const run = (await plan('Long run of 18 km', 'Finished without cramps\nAverage pace under 6:30/km'))[0];
    expect(run.description).toMatch(/time and place for the long run of 18 km/);
    const edit = (await plan('Edit the short story', 'Read aloud once\nUnder 4,000 words'))[0];
    expect(edit.description).not.toMatch(/looks back on/);
  });

  it('gives a habit only to the work it fits: no time-and-money margin on a breakfast, no weather check indoors', async () => {
    const steps = async (title: string, description: string, success_criteria: string) => titles((await planner.todoSteps({ title, description, success_criteria })).steps);

    expect(await steps('Plan the race-morning breakfast', 'Test it before long runs', 'No stomach trouble')).not.toContain('Leave room for what runs late');
    expect(await steps('Weekly meal plan', 'Five dinners, one shopping list', 'Plan on the fridge')).not.toContain('Leave room for what runs late');
    expect(await steps('Plan the wedding budget', '', 'Every cost has a line')).toContain('Leave room for what runs late');
    expect(await steps('Make a revision timetable', '', 'Every topic has a slot')).toContain('Leave room for what runs late');
    expect(await steps('Sow tomato seeds indoors', 'Use the windowsill trays', 'Seedlings up within two weeks')).not.toContain('Check the weather and soil first');
    expect(await steps('Plant the tomato seedlings out', 'In the raised bed', 'Every seedling watered in')).toContain('Check the weather and soil first');
  });

  it('never plans more than 8 steps', async () => {
    const criteria = Array.from({ length: 12 }, (_, i) => `- Chapter ${i + 1} revised`).join('\n');
    const plan = await planner.todoSteps({ title: 'Revise the manuscript', description: null, success_criteria: criteria });

    expect(plan.steps.length).toBeLessThanOrEqual(8);
    expect(plan.steps.at(-1)!.title).toBe('Check the result against the success criteria');
  });
});

describe('offline planner: sample data', () => {
  it('is a realistic odyssey with missions, todos and steps, some overdue and some done', () => {
    const sample = planner.sampleData();
    const todos = sample.missions.flatMap((m) => m.todos);

    expect(sample.missions.length).toBeGreaterThanOrEqual(3);
    expect(todos.every((t) => t.steps.length > 0 && t.success_criteria.trim() !== '')).toBe(true);
    expect(todos.some((t) => (t.due_in_days ?? 0) < 0)).toBe(true);
    expect(todos.flatMap((t) => t.steps).some((s) => s.completed)).toBe(true);
  });
});
