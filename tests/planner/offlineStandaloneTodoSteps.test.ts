import { criterionStep, criterionToAction } from '../../planner/offline/actions';
import { titleWork } from '../../planner/offline/titleWork';
import { planner } from '../support/offlinePlans';

/** The label plans once wrote in place of the description of the step doing a title's work. */
const TITLED_WORK_NOTE = 'The work this todo names. Once it is done, the success criteria below say whether it is done well enough.';

/** A todo a person created on its own (a title, an empty description, success criteria) gets steps that say how its work is done. */

const stepsOf = async (title: string, success_criteria: string, description = '') => (await planner.todoSteps({ title, description, success_criteria })).steps;
const titles = (steps: Array<{ title: string }>) => steps.map((s) => s.title);
const FINAL = 'Check the result against the success criteria';

describe('a todo whose title is a family todo with what it is for', () => {
  it('gets the family\'s written steps: "Write a weekly training plan for the half marathon"', async () => {
    const steps = await stepsOf('Write a weekly training plan for the half marathon', 'A plan on paper');
    const family = await stepsOf('Write a weekly training plan', 'Plan covers every week until the target date');

    expect(titles(steps)[0]).toBe('Pick your training days and times');
    expect(titles(steps)).toEqual(titles(family));
    // The criterion is checked as it is written, not turned into "Aim for a plan on paper".
    expect(steps[steps.length - 1].description).toContain('"A plan on paper"');
  });
});

describe('a todo no family writes', () => {
  it('gets the steps of getting quotes, worded with the firms its title names', async () => {
    const steps = await stepsOf('Get quotes from three moving companies', 'Three written quotes');

    expect(titles(steps)).toEqual(['List four or five moving companies', 'Send each the same details', 'Ask for each quote in writing', 'Compare the quotes side by side', FINAL]);
    // What movers need to quote the same job.
    expect(steps[1].description).toMatch(/both addresses, the moving date/);
  });

  it('gets the steps of finding a tutor: where to look, compare, a trial lesson, the weekly lessons', async () => {
    const steps = await stepsOf('Find a Spanish tutor', 'A tutor booked for weekly lessons');

    expect(titles(steps)).toEqual(['Look for Spanish tutors in two or three places', 'Compare them on price, times and reviews', 'Book a trial lesson', 'Book the weekly lessons', FINAL]);
  });

  it('gets the steps of preparing a toast: stories, a draft, timed aloud, rehearsed without notes', async () => {
    const steps = await stepsOf('Prepare the toast for my sister wedding', 'A 3 minute speech I can say without notes');

    expect(titles(steps)).toEqual(['Collect two or three stories', 'Write a draft of the toast', 'Read it aloud and time it', 'Rehearse until you can say it without notes', FINAL]);
    expect(steps[2].description).toContain('3 minutes');
  });

  it('gets the steps of a tradesperson, a purchase and paperwork, each with the title\'s own object', async () => {
    expect(titles(await stepsOf('Find a dog walker', 'Walker starts next week'))[0]).toBe('Ask around for a dog walker');
    expect(titles(await stepsOf('Buy running shoes', 'Under 150 EUR')).slice(0, 3)).toEqual(['Write down what you need from running shoes', 'Compare before you pay', 'Buy running shoes']);
    expect(titles(await stepsOf('Renew my passport', 'New passport')).slice(0, 3)).toEqual(['Find out what renewing my passport takes', 'Gather the documents', 'Renew my passport']);
  });

  it('puts the actions the person listed first and keeps a criterion no step covers', async () => {
    const steps = await stepsOf('Get quotes from three moving companies', 'Three written quotes\nMovers booked for 12 May', 'Ask Anna which firm she used.\nCheck the parking permit.');

    expect(titles(steps).slice(0, 3)).toEqual(['Ask Anna which firm she used', 'Check the parking permit', 'List four or five moving companies']);
    expect(titles(steps)).toContain('Book movers for 12 May');
    expect(titles(steps)[titles(steps).length - 1]).toBe(FINAL);
  });
});

describe('an everyday job no family writes', () => {
  it('gets the steps of a repair: how to fix it for that model, the part and tools, the water off, the fix, a test in use', async () => {
    const steps = await stepsOf('Fix the leaking kitchen tap', 'No more drips');

    expect(titles(steps)).toEqual([
      'Find out how to fix the leaking kitchen tap',
      'Get the part and the tools',
      'Turn the water off first',
      'Fix the leaking kitchen tap',
      'Test it in normal use',
      'Make sure there are no more drips',
      FINAL,
    ]);
    expect(steps[0].description).toContain('make and model');
    // A lamp is made safe at the fuse box, a bike needs neither, a blocked sink needs no part.
    expect(titles(await stepsOf('Repair the bedside lamp', 'Lamp works'))).toContain('Switch off the power first');
    expect(titles(await stepsOf('Repair the bike puncture', 'Bike rideable')).filter((t) => / first$/.test(t))).toEqual([]);
    expect(titles(await stepsOf('Unblock the bathroom sink', 'Water drains freely')).slice(0, 3)).toEqual(['Find out how to unblock the bathroom sink', 'Get a plunger or a drain snake', 'Unblock the bathroom sink']);
  });

  it('gets the steps of clearing out a place: boxes to sort into, one area at a time, gone within the week, a place for what stays', async () => {
    const steps = await stepsOf('Clean out the garage', 'Car fits in the garage');

    expect(titles(steps).slice(0, 4)).toEqual([
      'Set out boxes for keep, donate, sell and bin',
      'Clean out the garage, one area at a time',
      'Take away what goes the same week',
      'Put back what stays, with a place for each thing',
    ]);
    expect(titles(steps)[titles(steps).length - 1]).toBe(FINAL);
    expect(titles(await stepsOf('Declutter the spare room', 'Room usable as an office'))[1]).toBe('Declutter the spare room, one area at a time');
    // Sorting out what is no place is other work.
    expect(titles(await stepsOf('Sort out the car insurance', 'Policy renewed'))).not.toContain('Set out boxes for keep, donate, sell and bin');
  });

  it('gets a short tidy for a desk, a drawer or a wardrobe: cleared, sorted into keep, elsewhere and bin, wiped, put back', async () => {
    const steps = await stepsOf('Tidy my desk', 'Only the laptop and lamp on it');

    expect(titles(steps)).toEqual(['Clear everything off my desk', 'Sort it into keep, elsewhere and bin', 'Wipe my desk down while it is empty', 'Put back only what belongs', FINAL]);
    // Nothing on a desk is sold or taken to the tip.
    expect(steps.map((s) => s.description).join(' ')).not.toMatch(/\b(?:donate|sell|tip)\b/);
    expect(titles(await stepsOf('Sort out the kitchen drawer', 'Drawer closes'))[0]).toBe('Take everything out of the kitchen drawer');
    // Clothes no longer worn are given away, a kitchen drawer has none.
    expect((await stepsOf('Declutter the wardrobe', 'Half the hangers free'))[1].description).toContain('Clothes you have not worn for a year go in a bag for the charity shop');
    expect((await stepsOf('Sort out the kitchen drawer', 'Drawer closes'))[1].description).not.toContain('Clothes');
    // A loft or a flat still gets the whole clear-out.
    expect(titles(await stepsOf('Tidy the loft', 'Boxes labelled'))[0]).toBe('Set out boxes for keep, donate, sell and bin');
    expect(titles(await stepsOf('Declutter the flat', 'Flat feels calm'))[0]).toBe('Set out boxes for keep, donate, sell and bin');
  });

  it('gets the steps of packing for a trip, with a criterion that says when as the packing step', async () => {
    const steps = await stepsOf('Pack for my trip to Japan', 'Bag packed the night before');

    expect(titles(steps)).toEqual(['List what my trip to Japan needs', 'Lay everything out first', 'Pack the bag the night before', 'Check documents, chargers and medicines', FINAL]);
    expect(steps[0].description).toMatch(/weather/);
  });

  it('checks travel documents only for a trip abroad or by plane, and the camping gear for camping', async () => {
    const check = async (title: string) => (await stepsOf(title, 'Nothing forgotten')).find((s) => s.title.startsWith('Check ') && s.title !== FINAL);

    const camping = await check('Pack for the camping weekend');
    expect(camping?.title).toBe('Check the camping gear, chargers and medicines');
    expect(camping?.description).toMatch(/tent with its poles and pegs, the sleeping bag and mat/);
    expect(camping?.description).not.toMatch(/passport|plug adapter/);
    const home = await check('Pack for the weekend at my parents');
    expect(home?.description).not.toMatch(/passport|plug adapter|tent/);

    expect((await check('Pack for a weekend in Paris'))?.description).toMatch(/passport or ID.*plug adapter if the sockets there differ/);
    // A flight needs ID, not a plug adapter; its liquids and documents go in the hand luggage.
    const flight = await stepsOf('Pack for the flight to Edinburgh', 'Nothing forgotten');
    expect(flight.map((s) => s.description).join(' ')).toMatch(/passport or ID/);
    expect(flight.map((s) => s.description).join(' ')).not.toMatch(/plug adapter/);
    expect(flight[2].description).toContain('liquids in a sealed bag');
  });

  it('gets the steps of cleaning a place: the cleaners ready, surfaces cleared, top to bottom, things back clean', async () => {
    const steps = await stepsOf('Deep clean the kitchen', 'Oven and fridge clean');

    expect(titles(steps)).toEqual(['Get the cleaning things ready', 'Clear the surfaces', 'Deep clean the kitchen', 'Put things back clean', FINAL]);
    expect(steps[2].description).toMatch(/top to bottom/);
  });

  it('gets the steps of assembling furniture and of painting a room', async () => {
    expect(titles(await stepsOf('Assemble the new wardrobe', 'Doors close'))).toEqual(['Check every part against the list', 'Clear a space the size of it', 'Assemble the new wardrobe', 'Fix it to the wall', FINAL]);
    expect(titles(await stepsOf('Paint the bedroom', 'Two even coats')).slice(0, 4)).toEqual([
      'Work out how much paint you need',
      'Prepare the surfaces',
      'Paint the bedroom',
      'Clean up and put the room back',
    ]);
  });

  it('puts the actions the person listed before the job\'s own steps', async () => {
    const steps = await stepsOf('Pack for the camping weekend', 'Nothing forgotten', 'Ask Tom for his tent.\nBuy gas for the stove.');

    expect(titles(steps).slice(0, 3)).toEqual(['Ask Tom for his tent', 'Buy gas for the stove', 'List what the camping weekend needs']);
  });
});

describe('steps that do the work', () => {
  it('have no step that only restates the todo or turns a thing it names into a wrong verb', async () => {
    const todos: Array<[string, string]> = [
      ['Write a weekly training plan for the half marathon', 'A plan on paper'],
      ['Find a Spanish tutor', 'A tutor booked for weekly lessons'],
      ['Get quotes from three moving companies', 'Three written quotes'],
      ['Prepare the toast for my sister wedding', 'A 3 minute speech I can say without notes'],
      ['Pack for my trip to Japan', 'Bag packed the night before'],
      ['Fix the leaking kitchen tap', 'No more drips'],
      ['Clean out the garage', 'Car fits in the garage'],
      ['Deep clean the kitchen', 'Oven and fridge clean'],
    ];
    for (const [title, criteria] of todos) {
      const steps = await stepsOf(title, criteria);
      expect(steps.map((s) => s.description)).not.toContain(TITLED_WORK_NOTE);
      expect(titles(steps).filter((t) => /^(?:Write three quotes|Make sure an? |Aim for )/.test(t))).toEqual([]);
    }
  });

  it('reads a number before a participle as the noun it leads: "Three written quotes" is no "Write three quotes"', () => {
    expect(criterionToAction('Three written quotes')).not.toBe('Write three quotes');
    expect(criterionStep('Two signed copies')).toBe('Aim for two signed copies');
  });
});

describe('a todo that is one session of training or practice', () => {
  const descriptions = (steps: Array<{ description: string }>) => steps.map((s) => s.description).join(' ');

  it('gets a run done as a run: kit and route for its 30 minutes, a warm-up, the run, a cool-down, a note of how it went', async () => {
    const steps = await stepsOf('Do a 30 minute run', 'Ran the whole 30 minutes');

    expect(titles(steps)).toEqual(['Get your running kit and route ready', 'Warm up for 5 to 10 minutes', 'Do a 30 minute run', 'Cool down and stretch', 'Note how the run went', FINAL]);
    expect(steps[0].description).toContain('a route you can run in about 30 minutes');
    expect(steps[2].description).toContain('keep going for the 30 minutes');
    expect(steps[2].description).not.toBe(TITLED_WORK_NOTE);
    // A distance sets the route; "go for a run" names none and invents none.
    expect((await stepsOf('Run 5 km', 'Ran it without stopping'))[0].description).toContain('a route of 5 km');
    expect(descriptions(await stepsOf('Go for a run', 'Felt easy'))).not.toMatch(/\d+ km|about \d+ minutes/);
  });

  it('gets a swim counted in the lengths its title names, with a warm-up and a cool-down in the water', async () => {
    const steps = await stepsOf('Swim 20 lengths', '20 lengths without stopping');

    expect(titles(steps)).toEqual(['Pack your swim bag and check the pool times', 'Warm up with a few easy lengths', 'Swim 20 lengths', 'Cool down and stretch', 'Note how the swim went', FINAL]);
    expect(steps[0].description).toMatch(/goggles.*lane swimming/);
    expect(steps[2].description).toContain('swim the 20 lengths and count them in sets of five');
    // A distance or laps are the session's measure too, not dropped for a general "until tired".
    expect((await stepsOf('Swim 1 km', 'Felt strong'))[2].description).toContain('swim the 1 km');
    expect((await stepsOf('Run 10 laps', 'Felt strong'))[2].description).toContain('cover the 10 laps');
  });

  it('gets a ride, a gym session and a practice of an instrument or a language done the way each is done', async () => {
    const ride = await stepsOf('Go for a 40 km ride', 'Back before dark');
    expect(titles(ride).slice(0, 3)).toEqual(['Check the bike and plan the route', 'Ride the first 10 minutes easy', 'Go for a 40 km ride']);
    expect(ride[0].description).toMatch(/tyres.*a route of 40 km.*helmet/);

    const gym = await stepsOf('Do a gym session', 'Every exercise logged');
    expect(titles(gym)).toEqual(["Write down today's exercises", 'Warm up for 5 to 10 minutes', 'Do a gym session', 'Stretch what you worked', 'Log the weights, sets and reps', FINAL]);

    const piano = await stepsOf('Practise piano for 45 minutes', 'Scales clean at 80 bpm');
    expect(titles(piano).slice(0, 3)).toEqual(['Pick what to work on and set up', 'Warm up with scales', 'Practise piano for 45 minutes']);
    expect(piano[0].description).toMatch(/metronome by the piano, and set a timer for 45 minutes/);
    expect(descriptions(piano)).not.toMatch(/cool down/i);
    // A string instrument is tuned before it is played.
    expect((await stepsOf('Practise guitar', 'Chord changes clean'))[0].description).toContain('by the guitar and tune it');

    const spanish = await stepsOf('Practise Spanish for 20 minutes', 'Ten new words I can use');
    expect(titles(spanish).slice(0, 3)).toEqual(['Pick what to practise', "Go over last time's words", 'Practise Spanish for 20 minutes']);
    expect(spanish[0].description).toContain('set a timer for 20 minutes');
    expect(spanish[2].description).toContain('Use your Spanish out loud');
  });

  it('leaves work that only shares a session verb to other steps', async () => {
    expect(titles(await stepsOf('Run the numbers', 'Budget checked'))).not.toContain('Warm up for 5 to 10 minutes');
    expect(titles(await stepsOf('Play the guitar at the party', 'Played three songs'))).not.toContain('Warm up with scales');
  });
});

describe('an everyday errand or skill no family writes', () => {
  const text = (steps: Array<{ title: string; description: string }>) => steps.map((s) => `${s.title} ${s.description}`).join(' ');

  it('plans a call to family as a social call: a time that suits both, the call unhurried, a note of what to follow up', async () => {
    const steps = await stepsOf('Call mum on Sunday', 'Called mum');

    expect(titles(steps)).toEqual(['Pick a time that suits you both', 'Call mum', 'Note anything to follow up', FINAL]);
    expect(text(steps)).not.toMatch(/make your points|what to ask|what it is about/i);
    expect(titles(await stepsOf('Visit grandma', 'Visited'))[0]).toBe('Agree a day that suits you both');
    // A talk with a landlord keeps its points to make.
    expect(titles(await stepsOf('Call the landlord about the boiler', 'Repair date agreed'))[0]).toBe('Write down what to ask');
  });

  it('plans an appointment as a booking with a practice: its hours, times that fit, the booking, a reminder', async () => {
    const steps = await stepsOf('Book a dentist appointment', 'Appointment booked');

    expect(titles(steps)).toEqual(['Find how the dental practice takes bookings', 'Pick two or three times that fit your week', 'Book the appointment', 'Put it in your calendar with a reminder', FINAL]);
    expect(text(steps)).not.toMatch(/how many people|dates|free cancellation|most you will pay/i);
    expect((await stepsOf('Book a vet appointment for Luna', 'Booked'))[3].description).toContain('vaccination card');
  });

  it('plans cancelling subscriptions from the statements: listed, the unused marked, each cancelled, the next statement checked', async () => {
    const steps = await stepsOf('Cancel unused subscriptions', 'Only subscriptions I use are left');

    expect(titles(steps).slice(0, 3)).toEqual(['List every subscription you pay for', 'Mark the ones you have not used in the last month', 'Cancel each one you marked']);
    expect(titles(steps)).toContain('Check the next statement');
    expect(text(steps)).toMatch(/bank and card statements/);
    expect(text(steps)).not.toMatch(/the form, the documents, the fee|Gather the documents/);
  });

  it('plans learning a bake from one recipe: a starter for sourdough, the recipe followed exactly, judged, made again', async () => {
    const steps = await stepsOf('Learn to make sourdough bread', 'One loaf I am happy with');

    expect(titles(steps)).toEqual([
      'Pick one beginner recipe and read it to the end',
      'Get a starter going',
      'Get the ingredients and the tools',
      'Make sourdough bread following the recipe exactly',
      'Judge it and note what to change',
      'Make it again with that one change',
      FINAL,
    ]);
    expect(text(steps)).toMatch(/about a week/);
    expect(text(steps)).not.toMatch(/\bpan\b/);
    expect(steps.map((s) => s.description)).not.toContain(TITLED_WORK_NOTE);
    // A dish cooked once is judged, not made again, and needs no starter.
    const curry = titles(await stepsOf('Learn to cook a Thai green curry', 'Made it once'));
    expect(curry).not.toContain('Get a starter going');
    expect(curry).not.toContain('Make it again with that one change');
  });
});

describe('a criterion or a title worded as a step', () => {
  it.each([
    ['Half the hangers free', 'Make sure half the hangers are free'],
    ['Flat feels calm', 'Make sure the flat feels calm'],
    ['Room looks tidy', 'Make sure the room looks tidy'],
    ['Played 3 songs', 'Play 3 songs'],
    ['Played the guitar', 'Play the guitar'],
    ['Walked 30 minutes', 'Walk 30 minutes'],
    ['Climbed 3 routes', 'Climb 3 routes'],
    ['Called mum', 'Call mum'],
    ['Visited grandma', 'Visit grandma'],
    ['Eaten before two long runs', 'Eat it before two long runs'],
  ])('"%s" is the step "%s"', (criterion, step) => {
    expect(criterionStep(criterion)).toBe(step);
  });

  it.each([
    ['Go for a walk', 'Go for a walk'],
    ['Go climbing', 'Go climbing'],
    ['Go to the pool', 'Go to the pool'],
    ['Go live', 'Go live'],
    ['Long run of 18 km', 'Do the long run of 18 km'],
  ])('the title "%s" is done as "%s"', (title, work) => {
    expect(titleWork(title)).toBe(work);
  });
});

describe('everyday recipes keep to the work they are for', () => {
  it('gives no kitchen steps to learning a craft, no booking of a practice to a cleaning service, no second go to a dish for four', async () => {
    expect(titles(await stepsOf('Learn to make candles', 'Three candles'))).not.toContain('Pick one beginner recipe and read it to the end');
    expect(titles(await stepsOf('Book a cleaning service', 'Booked'))[0]).not.toMatch(/takes bookings/);
    expect(titles(await stepsOf('Learn to make fresh pasta', 'Pasta for four'))).not.toContain('Make it again with that one change');
  });
});
