import type { StepQuestionKind } from './stepQuestion';

/**
 * What a practitioner of each goal family would tell someone asking about a step: the
 * offline step chat answers from these, the step itself, its todo and its findings. An entry
 * with `about` applies when a step, todo or question shares one of its words (word starts:
 * "measur" matches "measure" and "measuring"); the entry without `about` is the family's
 * default. Families without an entry here are answered from the step alone.
 */
export type StepKnowledge = { about?: string[] } & Partial<Record<StepQuestionKind, string>>;

/** Practising a language: shared by the languages family and language steps of learning plans. */
const LANGUAGE_PRACTICE: StepKnowledge = {
  how: 'Use it actively: say new words aloud in a sentence about your own life, review them with spaced repetition, and use them in your next conversation.',
  duration: 'Fifteen to thirty minutes a day works better than two hours once a week.',
  stuck: 'If you miss a day, pick up again the next day without doubling up. If you cannot remember words, review fewer new ones per day and test yourself instead of re-reading.',
  examples: 'For example: ten new words a day in a flashcard app and one 30-minute conversation with a tutor each week.',
  enough: 'It is enough when you can use it without looking it up, in speech, not just recognise it.',
};

/** Drafting a long piece, a novel or a thesis: write forward, fix later. */
const DRAFTING: StepKnowledge = {
  how: 'Write forward: set a word target for the session, do not edit while you draft, and leave notes in brackets for what to fix later.',
  duration: 'A focused drafting session is 45 to 90 minutes; 300 to 1,000 words is a good session for most people.',
  stuck: 'If you are stuck, write the scene or section you can see most clearly, even out of order, or write badly on purpose for ten minutes.',
  examples: 'For example: "500 words a day before breakfast" or "one chapter draft per week".',
  enough: 'It is enough when the draft exists from start to end; polishing is a later step.',
};

export const STEP_KNOWLEDGE: Record<string, StepKnowledge[]> = {
  fitness: [
    {
      about: ['shoe', 'gear', 'kit', 'equipment', 'clothing', 'gym membership'],
      how: 'Buy shoes for the activity in a specialist shop if you can: try them on later in the day with the socks you train in, jog or move in them, and take the pair that feels comfortable straight away, whatever the model or price. Spend on what touches your body (shoes, a sports bra, a bike that fits) before gadgets, and for a gym, visit at the hours you would train and read the cancellation terms.',
    },
    {
      about: ['baseline', 'measur', 'test', 'time trial', 'benchmark'],
      how: 'Test under conditions you can repeat: after a 10-minute easy warm-up, do the distance or exercise on a flat, known course (a track or a measured loop), at an even effort you could not hold much longer, and write down the result, the date, the weather and how hard it felt (1 to 10).',
      duration: 'A baseline test takes one session of about 30 to 45 minutes including the warm-up; do it on a rested day, not after a hard session.',
      first: 'Pick the course and the day (a rested day, same time you will usually train), then do the warm-up and the test once.',
      stuck: 'If the full test is too much today, walk-run it or record a shorter distance at the same effort; a true number you can repeat beats a heroic one you cannot.',
      examples: 'For example: "12 March, 5 km on the park loop in 31:40, effort 8/10, windy", or "20 push-ups in one set, 12 March".',
      enough: 'It is enough when the number, the date and the conditions are written down, so the retest in a few weeks can be run the same way.',
    },
    {
      // Doing the planned sessions is not logging them: "Do at least 80% of planned sessions" asks how to keep them up.
      about: ['planned session', 'consisten', 'stick to', 'keep up', 'times a week', 'sessions a week', 'every week', 'each week', 'follow the plan'],
      how: 'Put every planned session in your calendar for the whole block, at times you can really keep, with your kit ready the evening before. A shorter or easier version of a session still counts as done; tick each one off the same day, so you always know the share you have done.',
      duration: 'The sessions take the time the plan gives them (most fit in 30 to 60 minutes); keeping count takes a minute after each one.',
      first: 'Open your calendar and block the coming week\'s sessions at times you can keep.',
      stuck: 'If you miss a session, do not double up; move on to the next one, and if you miss two in a row cut the load for a week. On a bad day, do ten easy minutes: it keeps the habit and counts.',
      examples: 'For example: 12 sessions planned over four weeks, 10 done, is 83%, above 80%; 9 of 12 is 75%, one short.',
      enough: 'It is enough when the sessions done, divided by the sessions planned, reach the share you set (80% is 10 of 12), counted from your calendar or log.',
    },
    {
      about: ['pace', 'fast', 'speed', 'slow', 'heart rate'],
      how: 'An easy pace is one at which you could talk in full sentences: an effort of about 3 to 4 out of 10, slower than feels necessary, and walking for a minute is fine when you are out of breath. Most of your weekly running should feel this easy; speed comes from the few harder sessions, not from pushing the easy ones.',
    },
    {
      about: ['log', 'journal', 'diary', 'write down', 'record the session'],
      how: 'Keep one line per session: date, what you did (distance, time, sets), effort from 1 to 10 and anything that hurt.',
      duration: 'Logging takes two minutes right after the session; the weekly review takes about ten.',
      stuck: 'If you miss a session, do not double up; move on to the next one, and if you miss two in a row cut the load for a week.',
      examples: 'For example: "Tue: 6 km easy, 38 min, effort 4/10, left calf tight".',
      enough: 'It is enough when every planned session of the week has a line, including the skipped ones.',
    },
    {
      how: 'Build it gradually: easy, hard and rest days in the week, and no more than about 10% more load from one week to the next.',
      duration: 'Most training steps fit in a 30 to 60-minute session; plan it in your calendar like an appointment.',
      stuck: 'If it hurts (sharp pain, not effort), stop and rest; if motivation is the problem, shrink the session until it is easy to start.',
      examples: 'For example: three runs a week (one easy, one with intervals, one long and slow) and one strength workout.',
      enough: 'It is enough when you could repeat it next week without being sore for days.',
    },
  ],
  moving: [
    {
      about: ['visit', 'viewing', 'flat', 'apartment', 'lease', 'new place', 'landlord'],
      how: 'At a viewing check what is hard to change: damp or mould, water pressure and hot water, heating, noise at the times you would be home, phone signal, and the state of windows and locks. Ask what the monthly costs are on top of the rent, the notice period and the deposit, and read the whole lease before you sign it.',
    },
    {
      about: ['address', 'utilit', 'internet', 'electricity', 'register'],
      how: 'Make one list, from your statements and post, of everyone who has your address: employer, bank and cards, insurers, doctor, tax office and other authorities, phone and internet, subscriptions, friends and family; change the ones that send money or official letters first. Register the new address with the local authority if your country requires it, within its deadline, and set up mail forwarding for the first months if your postal service offers it.',
    },
    {
      about: ['hand over', 'deposit back', 'old home', 'check-out', 'move-out'],
      how: 'Read what the lease asks for at the end (cleaning, painting, repairs), fix small damage, clean thoroughly, and take dated photos of every room and of the meter readings on the day. Walk through with the landlord, get the handover report signed, and ask in writing for the deposit back, with your bank details.',
    },
    {
      about: ['quote', 'mover', 'removal', 'compar'],
      how: 'Ask each company for a written quote for the same inventory and date, then compare price, insurance cover, what is included (packing, dismantling, parking permit) and cancellation terms side by side.',
      duration: 'Requesting quotes takes about an hour; answers usually come within two to five working days.',
      stuck: 'If a company does not answer in three working days, call them; if quotes differ wildly, check they priced the same volume and floors.',
      examples: 'For example: a table with one row per company and columns for price, insurance, included services and available dates.',
      enough: 'It is enough when you have at least three comparable quotes and a reason for the one you choose.',
    },
    {
      about: ['pack', 'box', 'room', 'unpack'],
      how: 'Work room by room and label every box with its room and a short content list.',
      duration: 'Count about a day of packing per room if you pack alone after work, less with help.',
      stuck: 'If it feels like too much, pick the room you use least and pack it first.',
      examples: 'For example: "Kitchen 3/5: pans, baking trays, oven gloves".',
      enough: 'It is enough when every box is closed, labelled with its room, and the essentials box is packed last.',
    },
    {
      how: 'Fix the moving date first; movers, notice periods, utilities and address changes all follow from it, so write each with its own deadline counted back from that date.',
      duration: 'Most moving tasks take an evening of calls and forms; book movers four to six weeks ahead.',
      stuck: 'If something depends on a date you do not have yet (keys, notice), ask for it in writing and plan around the latest likely date.',
      examples: 'For example: notice given 3 months ahead, movers booked 6 weeks ahead, address changed the week of the move.',
      enough: 'It is enough when nothing in this part of the move depends on a decision you have not made yet.',
    },
  ],
  cooking: [
    {
      about: ['sourdough', 'starter', 'levain'],
      how: 'Mix equal weights of flour and water (wholemeal or rye gets it going faster) in a clean jar, cover it loosely and keep it at room temperature. Each day, discard all but a spoonful or two and feed it the same weights of flour and water again; bubbles and a sour smell after a few days are normal.',
      duration: 'A new starter usually needs 5 to 10 days of daily feeds before it is strong enough to bake with; a cool kitchen makes it slower.',
      enough: 'It is enough when it reliably doubles within 4 to 8 hours of a feed and smells pleasantly sour: then it can raise a loaf.',
    },
    {
      about: ['pantry', 'staple', 'store cupboard', 'spice'],
      how: 'Stock what your chosen recipes share: an oil, salt and pepper, the few spices they use, rice, pasta, tinned tomatoes and beans, stock, onions and garlic, and a sauce or two you like. Buy what your recipe list needs rather than a full set, and keep a list of what runs low.',
    },
    {
      how: 'Read the recipe to the end, set out every ingredient and tool before you start, and cook it once exactly as written before you change anything.',
      duration: 'Plan the time the recipe states plus about a third for preparation and washing up the first time.',
      stuck: 'If a dish goes wrong, note what happened (too salty, undercooked) and change one thing the next time.',
      examples: 'For example: a one-pan dish, a soup and a tray bake are forgiving first weeknight dinners.',
      enough: 'It is enough when you would happily cook it again on a busy evening.',
    },
  ],
  languages: [
    {
      about: ['talk about', 'speak every week', 'speaking session', 'language partner', 'conversation topic'],
      how: 'Bring topics from your own week (work, plans, something you read or watched), the situations you need the language for, and the phrases you noted as missing last time; ask your partner to correct the mistakes that keep coming back. Retelling the same story in several sessions works well: it gets easier each time and shows your progress.',
    },
    {
      about: ['tutor', 'teacher', 'language exchange'],
      how: 'Book a trial lesson with two or three tutors (from a tutoring platform, a language school or a local exchange group) and keep the one who has you speaking most of the lesson and corrects you clearly. A free language-exchange partner works too if you split the time evenly between your two languages.',
    },
    LANGUAGE_PRACTICE,
  ],
  learning: [
    {
      about: ['notes', 'note-taking', 'summar'],
      how: 'Take notes after each section rather than during it: close the material, write the key ideas in your own words with one example each, then check what you missed. Turn each key idea into a question you can test yourself on in the next session.',
    },
    {
      about: ['course', 'book', 'resource', 'textbook', 'tutorial'],
      how: 'Read the table of contents and try a free sample lesson of two or three options, and pick the one that matches your target level, has exercises with answers and fits the time you have; reviews from people with the same goal help. Then keep to one main resource until its first module is done instead of switching.',
    },
    { about: ['language', 'vocab', 'word', 'speak', 'pronunc', 'grammar', 'verb', 'conjugat', 'tense', 'conversation', 'flashcard'], ...LANGUAGE_PRACTICE },
    {
      how: 'Learn actively: after each short session, close the material and write or say what you remember, then check the gaps.',
      duration: 'Sessions of 25 to 45 minutes with a short break work best; one topic usually needs several sessions over a week.',
      stuck: 'If you are stuck, go back to the last thing you understood well and find a second explanation (another book, video or person).',
      examples: 'For example: a one-page summary in your own words, or ten questions you can answer without notes.',
      enough: 'It is enough when you can explain it to someone else or solve a new exercise without notes.',
    },
  ],
  exams: [
    {
      about: ['exam day', 'logistic', 'allowed material', 'day before'],
      how: 'Check the exam board\'s or school\'s rules for what you must and may bring: usually photo ID, your candidate number or admission letter, spare pens, and only the calculator or materials that are allowed; pack them the night before. Plan the route to arrive early, and sleep rather than cram the night before.',
    },
    {
      how: 'Practise on past papers under timed conditions, mark them with the official scheme and spend the next session on what lost marks.',
      duration: 'One past paper takes its exam time plus about the same again to mark and review.',
      stuck: 'If a topic keeps losing marks, do three short questions on it a day instead of a whole paper.',
      examples: 'For example: one timed paper on Saturday, marked on Sunday, with a list of the three weakest topics.',
      enough: 'It is enough when your marks on recent papers are above the grade you need, with some margin.',
    },
  ],
  driving: [
    {
      about: ['theory test', 'handbook', 'question bank', 'hazard', 'highway code', 'road rules'],
      how: 'Read the official handbook of the road rules once through, then practise the official or recommended question bank a little every day, reading the explanation for each wrong answer; if your test has hazard-perception clips, practise those too. Book the test once you pass the practice tests comfortably several times in a row.',
      duration: 'Twenty to thirty minutes a day over a few weeks prepares most learners; a full practice test takes under an hour.',
    },
    {
      about: ['practise between', 'practice drive', 'supervis', 'log the hours', 'log each drive'],
      how: 'Practise what your last lesson covered, with someone the rules allow to supervise a learner and the learner signs your country requires; start on quiet roads, then move to traffic, roundabouts, the dark and the rain. Log each drive with its date, length, conditions and one thing to work on, and show the log to your instructor.',
    },
    {
      about: ['mock test', 'mock driving', 'practical test', 'driving test', 'examiner'],
      how: 'Take the mock on roads you do not know, in test conditions, and spend the next lessons on each fault it found. On the day, have a lesson just before, bring the documents the test centre asks for, and if you make a mistake keep driving safely: the examiner judges the whole drive, and a small fault rarely fails it on its own.',
    },
    {
      how: 'Learn in short, frequent drives: a lesson and at least one supervised practice drive a week, each with one thing to work on.',
      duration: 'A lesson is usually one to two hours; how many a learner needs varies widely, so after a few lessons ask your instructor how far you are from test standard.',
      stuck: 'If one manoeuvre keeps going wrong, ask your instructor to break it into steps, and practise it on an empty car park or a quiet road until it is routine.',
      examples: 'For example: a lesson on Tuesday and a 45-minute practice drive on Saturday on the same kind of roads, each logged with one thing to work on.',
      enough: 'It is enough when you drive a whole route without your instructor stepping in and they say you are at test standard.',
    },
  ],
  writing: [
    {
      about: ['outline', 'plot', 'bullet point', 'structure', 'synopsis'],
      how: 'Write the ending first, then the opening, then the turning points that lead from one to the other, one line each, in the order they happen; each line says what changes, not how it is written. Leave the gaps visible: they are what the draft will find out.',
      examples:
        'For example, for a mystery: 1. A body is found in the library. 2. The detective arrives and meets the family. 3. Everyone has an alibi except the gardener. 4. The gardener is cleared. 5. A second death. 6. The detective finds a forged letter. 7. A false accusation. 8. The real motive comes out. 9. The trap is set. 10. The confession.',
      enough: 'It is enough when every line says what happens and you can tell the story from the list alone, start to end.',
    },
    {
      about: ['readers', 'beta', 'feedback'],
      how: 'Send it to two or three readers from your target audience with specific questions: where they got bored or confused, what they expected to happen next, what they remember best and what they would cut, and where they stopped if they stopped. Fix what several readers said; treat what only one said as a matter of taste to consider.',
    },
    DRAFTING,
  ],
  reading: [
    {
      about: ['daily reading', 'reading time', 'time to read', 'find time', 'commute'],
      how: 'Read at a moment you already have every day (the commute, lunch, the last 20 minutes before sleep) rather than waiting for free time, keep the book where you will be at that moment, and put the phone in another room or on flight mode. Start with 10 to 15 minutes; an audiobook turns walks, chores and driving into reading time too.',
      stuck: 'If you keep skipping it, make it smaller (ten pages or one chapter) and tie it to something you never skip; a lighter book or an audiobook gets the habit going again.',
      examples: 'For example: 20 minutes on the train each morning and ten pages in bed, with the phone charging in the kitchen.',
    },
    {
      about: ['drag', 'boring', 'not enjoy', 'do not enjoy', "don't enjoy", 'abandon', 'put it down', '50 pages', '50-page'],
      how: 'Give it about 50 pages; if it still drags, put it down without guilt and start the next one on your list, and note in your log why you stopped. A book you dread stops the whole habit, while one you enjoy pulls you back every day.',
      stuck: 'If several books in a row drag, change the kind of book: a shorter one, another genre, or one a friend loved.',
      enough: 'It has had a fair chance after about 50 pages: if you still do not want to pick it up, move on to the next one.',
    },
    {
      about: ['reading log', 'book log', 'reading journal', 'finished book', 'every book', 'each book', 'books read'],
      how: 'Keep one line per finished book, written the day you finish it: the date, the title and author, and a line on what stayed with you. A notebook, a spreadsheet or a reading app all work; add the running count against your target, so you see the pace at a glance.',
      duration: 'A minute or two per book, right after the last page.',
      examples: 'For example: "12 March, the title by the author, 320 pages, the ending surprised me; book 7 of 24".',
      enough: 'It is enough when every finished book has its line with the date, so the count against the target is always current.',
    },
    {
      about: ['reading pace', 'check the pace', 'books a month', 'pages a day'],
      how: 'Divide the books left by the weeks left: that is your weekly pace. When you are behind, pick a shorter book next, add an audiobook on walks or chores, or read longer at the weekend, rather than forcing a book you do not enjoy.',
      examples: 'For example: 24 books in a year is two a month; at about 300 pages a book, that is about 20 pages a day.',
    },
    {
      about: ['reading list', 'book list', 'library', 'e-book', 'ebook', 'audiobook', 'e-reader', 'next book'],
      how: 'Mix books you have long wanted to read with a few short ones for momentum, and ask friends, a librarian or a bookseller what they loved lately; keep the list longer than your target, so a book that drags has a replacement ready. A library card often gives free e-books and audiobooks through the library\'s app too.',
    },
    {
      how: 'Read a little every day at a fixed moment, keep the next book ready, and log each one you finish.',
      duration: 'Twenty to thirty minutes a day carries most reading goals; ten minutes on a busy day still counts.',
      stuck: 'If the habit stalls, switch to a shorter or lighter book, or an audiobook, rather than stopping until you feel like it.',
      examples: 'For example: 20 minutes before sleep with the phone in another room, and an audiobook on the walk to work.',
      enough: 'It is enough when your log shows the pace on or ahead of your target.',
    },
  ],
  thesis: [
    {
      about: ['literature', 'sources', 'reference', 'citation'],
      how: 'Start from two or three recent review articles and the papers your supervisor named, follow their references back and the papers citing them forward, and note each source the day you read it, with a line on what it says for your question.',
      enough: 'It is enough when new sources only repeat what you have and you can say which gap your question fills.',
    },
    {
      about: ['supervisor', 'feedback', 'comments'],
      how: 'Send the draft with two or three questions you want answered (is the argument clear, is the method sound, what is missing), ask when you can expect comments, and sort them into must-fix and nice-to-have; answer each must-fix with what you changed.',
    },
    DRAFTING,
  ],
  finance: [
    {
      // Not "bank statement": a budget is made from them too; the lender's checklist is about the loan.
      about: ['mortgage', 'payslip', 'lender', 'broker', 'loan application'],
      how: 'Lenders usually ask for photo ID, proof of address, your latest payslips (often three months), recent bank statements (often three to six months), your latest tax return or accounts if you are self-employed, and the details of any debts and regular outgoings; the lender\'s or broker\'s checklist says exactly which. Download them as PDFs into one folder named by month, so you can send everything at once.',
      duration: 'Gathering the documents takes an evening or two when your statements are online; once applied, a mortgage offer usually takes a few weeks.',
      enough: 'It is enough when every item on the lender\'s checklist is in the folder and recent enough for them (most want statements from the last few months).',
    },
    {
      // "Which bank", not any "bank": a budget made from bank statements is not about choosing one.
      about: ['which bank', 'a bank', 'new bank', 'bank account', 'account', 'standing order', 'transfer'],
      how: 'Compare the monthly fee, the interest on savings, charges for cards and transfers, whether the app makes standing orders easy, and whether deposits are covered by your country\'s deposit guarantee scheme; a separate savings account at your current bank is often the simplest start. To open one you usually need an identity document, proof of address and sometimes your tax number; the bank\'s website lists exactly what it asks for.',
    },
    {
      about: ['subscription', 'recurring', 'cancel', 'contract', 'renegotiat', 'cut', 'reduc', 'spend less'],
      how: 'List every recurring payment from your last statements with its monthly cost and when you last used it, and cancel first what you have not used in the last month. Then call the providers of the big contracts (phone, internet, energy, insurance) with a competitor\'s price and ask for a better deal, and move each saving to the goal the same day.',
    },
    {
      how: 'Start from real numbers: export the last three months of transactions, group them into fixed costs, flexible spending and saving, and decide the amounts from there.',
      duration: 'The first pass takes one or two hours; after that, a monthly check takes about twenty minutes.',
      stuck: 'If the numbers are overwhelming, do only the fixed costs today; they change least and decide most.',
      examples: 'For example: rent 900, bills 180, groceries 350, saving 300 moved automatically on payday.',
      enough: 'It is enough when every euro of the month has a place and the saving happens without you deciding it again.',
    },
  ],
  interview: [
    {
      about: ['research', 'company', 'role'],
      how: 'Read the job posting line by line and mark what they ask for; then read the company\'s own site (what it sells, to whom, its latest news), the interviewers\' profiles if you know their names, and one or two recent articles or reviews. Write down three things you like about the company and how your experience meets the three main requirements.',
      stuck: 'If the company says little about itself, read its other job postings and what its people share in public: they show what it values and what it is building.',
      duration: 'One to two hours is enough for most interviews; a day of reading does not make a better answer.',
      enough: 'It is enough when you can say in two sentences what the company does and why this role needs someone like you.',
    },
    {
      about: ['stories', 'story', 'likely questions', 'star'],
      how: 'Pick five or six situations from your work (a success, a failure, a conflict, a deadline, a decision you made) and write each in the STAR shape: the Situation in a sentence, your Task, the Actions you took yourself, and the Result, with a number where you have one. Then match them to the questions they answer ("tell me about a time when...") and say each aloud once.',
      duration: 'About an hour to write them, and a few minutes a day to say them aloud until the interview.',
      examples: 'For example: "our release slipped two weeks (S); I owned the test plan (T); I cut the scope to the three flows customers used most and ran them daily (A); we shipped on the new date with no critical bugs (R)."',
      enough: 'It is enough when each story takes about two minutes to tell and ends with a result, not with what the team did.',
    },
    {
      about: ['questions for', 'your questions', 'ask them', 'interviewers'],
      how: 'Prepare three or four questions that only this interview can answer: what success looks like in the first six months, what the team is working on now, how decisions are made, and what the next step of the process is. Leave salary for later unless they raise it.',
      duration: 'Twenty to thirty minutes, with the research notes beside you.',
      enough: 'It is enough when you have questions that show you read about them and that help you decide whether you want the job.',
    },
    {
      about: ['mock', 'practise', 'practice', 'rehears'],
      how: 'Ask a friend or a colleague to interview you with the questions you expect plus two you did not prepare, on video if the real one is online; record it if you can. Afterwards note where you rambled, where an answer lacked a result, and what your first minute sounded like, and redo those answers once.',
      duration: 'A mock interview takes 30 to 45 minutes plus 15 minutes to go through it.',
      enough: 'It is enough when your opening ("tell me about yourself") and your weakest answer sound calm and take under two minutes each.',
    },
    {
      about: ['practical', 'route', 'link', 'outfit', 'documents', 'one day before'],
      how: 'The day before: check the time, the address or the video link and who you will meet; plan to arrive 10 minutes early (test the link, the camera and the sound for an online one); lay out your clothes, a printed CV, the posting with your notes and something to write with.',
      duration: 'Half an hour the day before saves a rushed morning.',
    },
    {
      about: ['thank-you', 'thank you', 'follow up', 'follow-up'],
      how: 'Within a day, send each interviewer a short note: thank them for their time, recall one thing you discussed, and say again in one line why you want the role. If the date they gave for an answer passes, follow up once, politely.',
      duration: 'Ten minutes for the note; the interview itself is usually 30 to 60 minutes per round.',
      enough: 'It is enough when it is sent within 24 hours and fits on a phone screen.',
    },
    {
      how: 'Prepare for what the interview will test: what the company needs, your stories with results, and your own questions; then rehearse aloud once.',
      duration: 'Most people need four to eight hours of preparation in all, spread over the days before.',
      stuck: 'If you feel you have nothing to say, list what you did in your last two roles and ask "what changed because I did it?" for each.',
    },
  ],
  career: [
    {
      about: ['interview', 'mock'],
      how: 'Bring a few printed copies of your CV, the job posting with your notes, two or three questions for them and something to write with, and check the day before the time, the place (or the video link) and who you will meet. Prepare a short story for each common question: a success, a failure, a conflict and why this role.',
    },
    {
      about: ['network', 'reach out', 'contact', 'informational'],
      how: 'Write a short, specific message: how you found them, one line on what you are exploring, and a request for a 20-minute call about their work, not for a job, with two times that suit you. Follow up once after a week if there is no answer, and after the call thank them and ask who else you should talk to.',
    },
    {
      about: ['salary question', 'salary expectation', 'negotiat', 'offer'],
      how: 'Know your range before any call, from the market data you collected; when asked for a number, give a range whose bottom you would happily accept, or first ask what budget they have for the role. When an offer comes, thank them, ask for it in writing with a few days to decide, and negotiate the whole package (salary, start date, holidays, training, remote days).',
    },
    {
      about: ['summary', 'profile section', 'personal statement'],
      how: 'Write three or four lines at the top of the CV: who you are professionally and at what level ("Data analyst with 4 years in retail"), two or three results with numbers that match what the role asks for, and the kind of role you want next. Use the posting\'s own words for the skills you have, and leave out general traits ("hard-working", "team player") that anyone could claim.',
    },
    {
      how: 'Tailor it to one role at a time: match the posting\'s requirements with results you can show, with numbers where you have them.',
      duration: 'A tailored application takes one to two hours; a first version of a CV about half a day.',
      stuck: 'If you hear nothing back, ask one person in the field to read it for ten minutes and say what they would cut.',
      examples: 'For example: "cut report time by 40% by automating the weekly export" instead of "responsible for reports".',
      enough: 'It is enough when someone who does not know you can tell in 30 seconds why you fit the role.',
    },
  ],
  event: [
    {
      about: ['fix the date', 'date fixed', 'which date', 'what date'],
      how: 'Pick two or three possible dates and check them first with the people who must be there and with your favourite venue, then fix one; avoid holidays and big local events that compete for guests and prices.',
    },
    {
      about: ['budget', 'budget written', 'cost', 'spend'],
      how: 'Write down the total you are willing to spend and split it into categories; venue and food usually take the largest share, so get quotes for those first and keep about a tenth aside for the unexpected. Keep one list of every quote, deposit and payment against the budget, and update it whenever you book something.',
    },
    {
      about: ['guest list', 'guest count', 'guest estimate', 'head count', 'headcount', 'invite list'],
      how: 'Start with the people you cannot imagine the day without, then add circles (family, friends, colleagues) until you reach the number the budget and the venue allow. Decide the rules once (partners, children, plus-ones) and apply them to everyone, and keep one list with name, contact, plus-one and reply.',
    },
    {
      about: ['venue', 'location', 'hall'],
      how: 'Search with your date, guest count and area: ask friends and local groups for places they liked, and look at restaurants with private rooms, community halls and hotels; ask each for capacity, hire fee or price per head, what is included and free dates. Visit your top two at the time of day of the event before you pay a deposit.',
    },
    {
      about: ['invit', 'rsvp', 'save the date'],
      how: 'Say what it is and for whom, the date, start and end time, the full address, anything guests need to know (dress, gifts, children) and by when and how to reply. Send it early enough for people to plan (several weeks for a party, months if guests must travel), and remind those who have not replied a week before the deadline.',
    },
    {
      about: ['cater', 'food', 'drink', 'menu'],
      how: 'Ask two or three caterers for a quote for the same guest count and style of menu, and ask what is included (staff, crockery, set-up, clearing), how they handle dietary needs and when the final numbers are due. Ask for a tasting or a recent reference, and get the menu, price and timings confirmed in writing.',
    },
    {
      how: 'Decide the fixed points first (date, guest count, budget), then book the venue, and let suppliers follow from those.',
      duration: 'Booking a venue usually takes one to three weeks of asking, visiting and confirming.',
      stuck: 'If your first choice is taken, ask for another date at the same venue before looking elsewhere.',
      examples: 'For example: a shortlist of three venues with capacity, price per head and free dates.',
      enough: 'It is enough when it is confirmed in writing, with the deposit and cancellation terms known.',
    },
  ],
  homeDiy: [
    {
      about: ['declutter', 'sort', 'tidy', 'clear out', 'keep', 'donate', 'bin'],
      how: 'Work one area at a time: empty a shelf or a corner into three piles (keep, sell or give away, bin), decide each item in seconds (used in the last year? would you buy it again?), put the keep pile back in labelled places, and take the bin and give-away piles out the same day so nothing drifts back.',
      duration: 'A single cupboard or shelf takes about an hour; a garage or a loft usually a full day or two weekend afternoons.',
      enough: 'It is enough when every item has gone to a pile and the bin and give-away piles have left the house.',
    },
    {
      about: ['prepare the wall', 'filler', 'fill', 'crack', 'hole', 'sand', 'paint', 'repaint'],
      how: 'Scrape out loose material, fill holes and cracks with filler pressed in slightly proud of the surface, let it dry, sand it flush and wipe off the dust; wash greasy or dirty patches, tape the edges and cover the floor. Paint once the filler is dry: a primer over large filled areas, then two thin coats.',
      duration: 'Filler for small holes dries in one to two hours, deep holes overnight (the tub says); paint is touch-dry in one to two hours and needs about four hours before a second coat. Preparing a room usually takes a day, painting it another.',
      stuck: 'If filler cracks or sinks as it dries, the hole was too deep for one go: fill it in thin layers and let each one dry.',
    },
    {
      about: ['plumber', 'electrician', 'tradesperson', 'tradespeople', 'builder', 'contractor', 'quote', 'professional'],
      how: 'Find three or four names through neighbours, friends or colleagues who had similar work done, or a trade association\'s list, and read their recent reviews. Ask each one the same questions: the total price in writing and what it includes (materials, removing waste, tax), when they can start and how long it will take, what guarantee they give on the work, and whether they are insured and qualified for it. Compare the quotes line by line for the same scope, check recent reviews or ask for a reference, and pay in stages rather than everything up front.',
      stuck: 'If one does not answer within three working days, or cannot start when you need, move on to the next name and keep their quote as a fallback; leave a message with what the job is and when, and send photos, which gets more replies than a call alone.',
      enough: 'It is enough when you have at least three written quotes for the same work, and a reason for the one you choose (price, start date, guarantee, reviews).',
    },
    {
      how: 'Prepare before you build: clear and protect the area, check the materials list against the job, and turn off power or water before touching electrics or pipes.',
      duration: 'Count preparation as half the job; most small jobs take a weekend day with drying times.',
      stuck: 'If something does not fit or leaks, stop and find out why before forcing it; a photo to a hardware shop usually gets an answer.',
      examples: 'For example: fill and sand the walls on Saturday, paint two coats on Sunday.',
      enough: 'It is enough when it is safe, finished to the edges and cleaned up.',
    },
  ],
  declutter: [
    {
      about: ['keepsake', 'sentimental', 'photos', 'papers', 'memorabilia', 'gifts'],
      how: 'Leave them to the end, when deciding has become easier. Keep the best few of each kind in one box whose size you choose, photograph things you keep only for the memory, and offer family items to relatives who want them. For papers, keep what your tax office or the law asks you to keep for as long as it asks, and shred the rest that carries your details.',
    },
    {
      about: ['sell or donate', 'selling app', 'charity shop', 'donations', 'what you sold'],
      how: 'Sell only what is worth your time: photograph it in daylight, look up what the same thing sold for recently, price it a little under that, and give yourself a date after which it goes to donation. Check what your local charity shop accepts before you carry things there; some do not take large furniture or electricals.',
    },
  ],
  gardening: [
    {
      about: ['holiday', 'care routine', 'water'],
      how: 'Water deeply in the morning or evening when the top few centimetres of soil are dry, rather than a little every day: enough that it runs out of the bottom of a pot, and for a bed in summer about 2 to 3 cm of water a week (20 to 30 litres a square metre), given in one or two thorough soaks rather than a sprinkle. Before a holiday, water well, group pots in the shade and mulch the beds, and for longer trips ask a neighbour or set up drip irrigation or self-watering spikes.',
      duration: 'Water when the top few centimetres of soil are dry (push a finger in): in summer that is often daily for pots and every few days for beds, less in cool or rainy weeks. Water deeply at the roots, in the morning or evening, rather than a little every day.',
    },
    {
      about: ['harden'],
      how: 'Hardening off means getting seedlings raised indoors used to sun, wind and cold before they are planted out, over 7 to 10 days: put them outside in a sheltered, shady spot for an hour or two on the first day, then leave them out a little longer and in a little more sun each day, bringing them in at night until the nights stay mild. Plant them out after the last frost, once they spend a whole day and night outside without wilting.',
      duration: 'Hardening off takes 7 to 10 days, starting one to two weeks before the last frost date or the day you mean to plant out.',
    },
    {
      about: ['mulch'],
      how: 'Weed and water the bed first, then spread 5 to 8 cm of mulch (bark, wood chips, compost or straw) over moist soil, keeping it a hand\'s width away from stems and trunks. Top it up once a year as it breaks down.',
      duration: 'Mulching a bed takes an hour or two; one layer keeps weeds down and moisture in for about a year.',
    },
    {
      about: ['which plant', 'choose plant', 'plant list', 'variet'],
      how: 'Start from the sun hours and soil you mapped: list plants that want that light, check each one\'s sowing or planting months for your area on the seed packet or at a local nursery, and begin with forgiving ones (herbs, lettuce, radishes or courgettes in sun; ferns in shade). Grow a little of what you actually like to eat or look at.',
    },
    {
      how: 'Match each plant to the light and soil you actually have, prepare the soil first, and water deeply but less often.',
      duration: 'Most planting jobs take an afternoon; results show over weeks, so note the date.',
      stuck: 'If plants struggle, check light, water and soil in that order before adding anything.',
      examples: 'For example: a sunny bed with tomatoes and basil, a shady corner with ferns.',
      enough: 'It is enough when the plants are in, watered in, and you know when to water next.',
    },
  ],
  pets: [
    {
      about: ['which animal', 'the animal', 'right dog', 'right cat', 'choose a dog', 'choose a cat', 'breed', 'species'],
      how: 'Match the animal to your days rather than its looks: how long it would be alone (most dogs should not be left alone for more than about four hours), how much exercise you can give it every day, your space, and whether your lease allows it. An adult rescue animal whose character the shelter already knows is often an easier start than a puppy or a kitten; tell the rescue about your home and hours and ask which of their animals would fit.',
    },
    {
      about: ['homecoming', 'first days', 'settle in', 'bring it home'],
      how: 'Start it in one quiet room with its bed, water, food and (for a cat) the litter tray, and let it explore the rest of the home over the following days. Keep visitors away for the first week or two, keep meals, walks and sleep at the same times, and let it come to you rather than picking it up or following it; a cat that hides for a few days is normal.',
      duration: 'Many rescue animals need a few days to relax, a few weeks to learn the routine and a few months to feel fully at home.',
      stuck: 'If it stops eating for more than a day, or seems unwell, call your vet; for fear or barking when left alone, go back a step and ask the rescue or a qualified behaviourist.',
      enough: 'It is settling when it eats, sleeps and goes to the toilet normally and comes to you on its own.',
    },
    {
      about: ['litter', 'house-train', 'housetrain', 'house train', 'toilet train', 'toilet habits', 'accidents'],
      how: 'For a puppy: take it out to the same spot when it wakes, after every meal and play, and every hour or two at first, and praise or reward it the moment it goes. For a cat: one litter tray per cat plus one, in a quiet place away from its food and water, scooped every day. Never punish an accident, which teaches the animal to hide it; clean it with an enzyme cleaner so the smell does not draw it back.',
      duration: 'Most puppies take a few months to be reliably house-trained; cats usually take to a tray within days.',
      stuck: 'If an animal that was clean starts having accidents, or strains or goes very often, see a vet: it can be a medical problem.',
    },
    {
      about: ['crate'],
      how: 'Make the crate a good place: big enough to stand up, turn around and lie stretched out, with a bed and a chew inside and the door open at first. Feed meals in it, then close the door for a few minutes while you sit nearby and build the time up slowly; never use it as a punishment, and do not leave a dog crated for most of the day.',
      duration: 'Crate training usually takes days to a few weeks of short, rewarded steps.',
    },
    {
      about: ['vet', 'microchip', 'flea', 'worming', 'pet insurance'],
      how: 'Bring the papers from the rescue or breeder (vaccination record, microchip number, treatments so far, the food it eats) and your questions. A first check-up usually covers a health check and weight, vaccinations, the microchip, flea and worm treatment, and neutering if it is not done; ask for the schedule of boosters and treatments and put them in your calendar. For insurance, compare the cover per condition and per year, the excess, and whether conditions it already has are excluded.',
      duration: 'A first check-up takes about 20 to 30 minutes; book it for the first week at home.',
    },
    {
      about: ['with rewards', 'treats', 'recall', 'dog trainer', 'puppy class', 'left alone'],
      how: 'Train in short sessions in a quiet place first: give the cue once, reward the right behaviour within a second or two with a small treat or play, and end on a success. Practise recall on a long line before letting a dog off the lead, and build time alone up from a few minutes. Punishment makes a nervous animal worse; a reward-based class or trainer helps if you are stuck.',
      duration: 'Five to ten minutes, a few times a day; the name and "sit" often come within days, a reliable recall takes months.',
    },
    {
      how: 'Go at the animal\'s pace: fixed times for meals, exercise and sleep, short rewarded steps for anything new, and your vet\'s advice on anything about its health.',
      duration: 'Most settling-in and training steps take a few minutes a day over weeks, not one long session.',
      stuck: 'If the animal seems unwell, in pain or stops eating, call your vet rather than waiting; for behaviour problems, ask the rescue or a qualified behaviourist.',
      examples: 'For example: meals at 7:00 and 18:00, a walk after each, and five minutes of training before dinner.',
      enough: 'It is enough when the routine runs the same way most days and the animal eats, sleeps and behaves calmly within it.',
    },
  ],
  product_launch: [
    {
      about: ['headline', 'landing', 'launch page', 'messaging'],
      how: 'Say in the headline what the customer gets, in the words your interviews gave you, not what the product is; the line below says who it is for and how it works, followed by one clear call to action. Show the page to five people from the target group for five seconds and ask what it offers; if they cannot say, rewrite it.',
    },
    {
      about: ['channel', 'first users', 'first customers', 'audience'],
      how: 'Go where the people you interviewed already spend time: the communities, forums, newsletters and events they named, plus your own network. Take part there before the launch, follow each place\'s rules on self-promotion, and ask your first users personally to try it and to tell others.',
    },
    {
      how: 'Make the smallest version a real customer can use, put it in front of five of them, and watch what they do.',
      duration: 'Aim for days, not weeks, before the first real user sees it.',
      stuck: 'If you are stuck on a feature, cut it and ask whether the first customers would notice.',
      examples: 'For example: a landing page with a sign-up form, or a manual service before any automation.',
      enough: 'It is enough when someone outside your team has used it and you learned something you did not know.',
    },
  ],
  business: [
    {
      about: ['potential customer', 'interview', 'conversation', 'prospect'],
      how: 'Ask about the past, not for opinions on your idea: how they handle the problem today, when it last happened, what it cost them in time or money and what they have tried. Pitch only at the end, then ask whether they would pre-order or pay for a trial; a commitment tells you more than "I would buy it".',
    },
    {
      about: ['price', 'pricing', 'break-even', 'break even'],
      how: 'Work out your cost per sale (materials, fees, your time at a fair hourly rate) and your fixed monthly costs, then look at what customers pay today for the alternatives. Set the price above your cost with room for discounts, check how many sales cover the fixed costs, and test it on real buyers: if nobody hesitates, it is probably too low.',
    },
    {
      how: 'Test demand before building: describe the offer, name a price, and ask real prospects to commit.',
      duration: 'A first demand test takes one to two weeks of conversations.',
      stuck: 'If nobody commits, change one thing (the customer, the problem or the price) and ask again.',
      examples: 'For example: ten conversations with prospects and three pre-orders.',
      enough: 'It is enough when someone has paid, or clearly said why they would not.',
    },
  ],
  travel: [
    {
      about: ['flight', 'train', 'hotel', 'accommodation', 'airbnb', 'ferry', 'coach'],
      how: 'Compare the same dates on a comparison site and on the carrier\'s or hotel\'s own site (direct is often as cheap and easier to change), check what the fare includes (luggage, seats, changes, free cancellation), and book the transport before the stay so the dates hold. Save every confirmation in one place with the booking references.',
      duration: 'Comparing and booking flights or trains and a first stay takes one or two evenings.',
      enough: 'It is enough when you have the confirmations with your names spelled as in your passports, and the dates and times match the plan.',
    },
    {
      about: ['pack', 'luggage', 'suitcase'],
      how: 'Pack from a list built on the weather forecast and what you will do each day: documents, cards and some cash, phone, charger and plug adapter, medicines in your hand luggage, then clothes for about a week that you can layer and wash. Lay everything out first, then leave behind what you are not sure you will use.',
    },
    {
      about: ['document', 'passport', 'visa', 'entry'],
      how: 'Check on the destination\'s official government or embassy website what it asks of travellers with your nationality: passport validity (often six months beyond your return), a visa or electronic travel authorisation, and any health requirements. Carry your travel insurance details, bookings and a copy of your passport, and keep digital copies you can reach without your own phone.',
      duration: 'A passport renewal usually takes a few weeks, longer before the holiday season, and a visa from days to weeks: the official website gives the current processing time, so start these before anything else.',
    },
    {
      how: 'Book what sells out or gets expensive first (transport and the first nights), then keep the rest flexible.',
      duration: 'Booking the main transport and first nights takes one or two evenings.',
      stuck: 'If prices are too high, move the dates by a few days or compare nearby airports and stations.',
      examples: 'For example: flights and the first three nights booked, the rest of the route left open.',
      enough: 'It is enough when the bookings are confirmed and the documents you need are valid for the whole trip.',
    },
  ],
  movingAbroad: [
    {
      about: ['visa', 'work permit', 'residence permit', 'immigration'],
      how: 'Use only the destination\'s official immigration website (or its embassy in your country): find the route that fits your reason to move (work, study, family), then write down its requirements, fees, processing time and whether you must apply before you travel. If your case is unusual, a registered immigration adviser or lawyer is worth the fee.',
    },
    {
      about: ['document', 'translat', 'certificate', 'police record', 'apostille', 'diploma'],
      how: 'Make your list from the official checklist for your route, then order first what takes longest: police records, birth or marriage certificates, and any apostille or legalisation the country asks for. Check whether translations must be certified or sworn, and keep scans of everything in one folder.',
      duration: 'Official documents and translations can take weeks to arrive: order them as soon as you know the route.',
    },
    {
      about: ['settle in', 'register your address', 'tax number', 'local id', 'after you arrive'],
      how: 'Register your address first if the country requires it (it often unlocks the rest), then get the ID or tax number, a bank account, health insurance and a phone number; ask the local authority or your employer which order works there. Bring your passport, visa, rental contract and certificates to every appointment.',
    },
    {
      how: 'Check every requirement on the country\'s official website and work back from your moving date: the visa or permit first, then work, money and housing.',
      duration: 'A visa or permit can take weeks to months: the official website gives the current processing time, so start it before anything else.',
      stuck: 'If a rule is unclear, ask the embassy or the immigration office in writing, or a registered adviser; forums and older articles are often out of date.',
      enough: 'It is enough when the official requirement for this step is met and you have it in writing.',
    },
  ],
  habits: [
    {
      about: ['streak', 'tracker', 'habit track'],
      how: 'Mark it the same day in one place you see daily (a paper calendar on the fridge, an app, your diary): a cross when done, nothing when missed. Look at it once a week; aim to never miss twice in a row rather than for a perfect streak.',
      examples: 'For example: a month on one page, with a cross for each Sunday call made.',
    },
    {
      how: 'Tie it to something you already do at that time (after breakfast, after the Sunday call), keep the first version small enough for a bad day, and mark each time you do it.',
      duration: 'Give a new habit four to eight weeks before judging it; one done once a month needs a few months.',
      stuck: 'If it keeps slipping, move it to a calmer time or make it smaller rather than dropping it; after a miss, do the smallest version the next time.',
      examples: 'For example: a call to your parents every Sunday after lunch, or ten minutes of reading right after brushing your teeth.',
      enough: 'It is enough when it happens at the chosen time most weeks without you having to decide it again.',
    },
  ],
  health: [
    {
      about: ['doctor', 'gp', 'specialist', 'appointment', 'professional', 'therapist'],
      how: 'Bring your log and a short written list: what the problem is, since when and how often, what you have already tried and what changed, and the medicines or supplements you take. Write down the two or three questions you most want answered, and note the answers before you leave.',
    },
    {
      about: ['sleep', 'asleep', 'bedtime', 'wind-down', 'wind down', 'insomnia', 'wake'],
      how: 'Keep the same wake-up time every day, weekends included, and go to bed when you are sleepy rather than early to make up for it; in the last hour dim the lights and put screens away, and keep the bedroom dark, quiet and cool. Caffeine late in the day and long naps make falling asleep harder; if poor sleep lasts for weeks despite this, talk to a doctor.',
    },
    {
      how: 'Change one habit at a time, tie it to something you already do every day, and keep it small enough for a bad day.',
      duration: 'Give a new habit two to four weeks before judging it.',
      stuck: 'If you keep skipping it, make it smaller (two minutes) rather than giving it up.',
      examples: 'For example: a ten-minute walk after lunch, or a glass of water with each meal.',
      enough: 'It is enough when you have done it on most days for two weeks without forcing it.',
    },
  ],
  baby: [
    {
      about: ['safe place for the baby', 'safe sleeping', 'cot', 'crib', 'moses', 'mattress'],
      how: 'Put the baby to sleep on their back, in their own cot or Moses basket in your room for at least the first six months, on a firm, flat, waterproof mattress with nothing else in it: no pillows, duvets, bumpers or soft toys. Keep the room at a comfortable temperature and the cot away from radiators, heaters and blind cords, and ask your midwife or health visitor about anything you are unsure of.',
    },
    {
      about: ['car seat'],
      how: 'Choose a rear-facing seat for your baby\'s weight or height that fits your car (the seat maker lists the cars it fits), bought new, or second-hand only from someone you know who can tell you it has never been in a crash. Practise fitting it before the birth; many shops fit it and check it for you.',
    },
    {
      about: ['hospital bag', 'bag for the birth', 'birth plan'],
      how: 'Pack it a few weeks before the due date: your pregnancy notes and ID, comfortable clothes and a nightdress or a large T-shirt, maternity pads, snacks and drinks, a phone charger, and for the baby a few sleepsuits, a hat, nappies and a blanket (and the car seat if you drive home). Ask your midwife or hospital what they provide and what they want you to bring.',
    },
    {
      about: ['parental leave', 'maternity', 'paternity', 'childcare', 'leave dates'],
      how: 'Look up the parental leave and pay each of you can take on your government\'s official website and in your contracts, and by when each employer must be told; put those dates in the calendar. Ask nurseries or childminders about waiting lists early, as in many areas places are booked months ahead.',
    },
    {
      how: 'Prepare for the first weeks rather than the first year, and ask your midwife or doctor about anything to do with health.',
      duration: 'Most of these steps take an evening or a weekend; keep a few weeks of margin before the due date, as babies often come early or late.',
      stuck: 'For anything about your health or the baby\'s, ask your midwife, doctor or health visitor rather than waiting; for the rest, ask a friend who had a baby recently.',
      enough: 'It is enough when the first weeks are covered: a safe place to sleep, feeding things, nappies and clothes, and the numbers you would need at night.',
    },
  ],
  pay: [
    {
      about: ['say to my manager', 'conversation', 'rehears', 'objection', 'raise', 'the ask'],
      how: 'Book a meeting for this topic alone and open with the number or the level you are asking for, then give two or three results with numbers that match the next level\'s expectations and the market data. Then stop and listen; if the answer is not yet, ask exactly what would need to happen and by when, and confirm it in writing afterwards.',
    },
  ],
  music: [
    {
      about: ['rehears', 'perform', 'audience', 'concert', 'recital', 'nerv', 'stage'],
      how: 'Play it through from start to end as on the day, standing or seated as you will be, and keep going through slips instead of restarting: the audience rarely notices one, but it hears a stop. Rehearse the first and last bars most, play for one or two people before the day, and tune and warm up just before you start.',
      stuck: 'If nerves take over, slow your breathing before you start and take the opening a little slower than in practice; play for small audiences first to get used to it.',
      enough: 'It is ready when you can play it through in front of someone without stopping, even with a slip or two.',
    },
    {
      how: 'Start with a short warm-up, then take the hardest few bars slowly with a metronome until they are clean three times in a row, and only then raise the tempo a little; end with one play-through of the whole piece.',
      duration: 'Twenty to thirty minutes a day does more than two hours once a week; a beginner\'s hands tire after about thirty minutes.',
      stuck: 'If a passage will not come, slow it down further, split it into smaller pieces, or practise the change between two chords or notes on its own; if it hurts, stop and check your posture with a teacher.',
      examples: 'For example: 5 minutes of scales or chord changes, 15 minutes on two hard bars at 60 bpm, then one play-through.',
      enough: 'It is enough when the part is clean at the tempo you set three times in a row.',
    },
  ],
  creative: [
    {
      about: ['feedback', 'critique'],
      how: 'Ask one specific question rather than "what do you think?": whether the chorus lands, where the eye goes first, where attention drifts; say what stage the piece is at and what kind of comment helps now. Listen without defending, write the comments down, and decide later which to act on.',
    },
  ],
  community: [
    {
      about: ['poster', 'flyer', 'announce', 'spread the word'],
      how: 'Say what, when, where and who it is for in a headline people can read from a few metres, then one line on why it matters, what to bring and how to join or get in touch. Put it up two to three weeks ahead where your people pass (shops, schools, community boards) and in the local online groups.',
    },
  ],
  teachChild: [
    {
      about: ['ride a bike', 'riding a bike', 'learn to ride', 'balance bike', 'pedal', 'stabiliser', 'training wheel'],
      how: 'Start with balance, not pedalling: lower the saddle so both feet rest flat on the ground (or take the pedals off), and let them scoot and glide on a flat, smooth path until they can lift their feet for a few metres. Then put the pedals back, push off with one pedal raised, and teach braking early; tell them to look ahead, not down at the wheel. Hold their shoulders or the back of the saddle rather than the handlebars, let go a little more each time, and have them wear a helmet that fits every time.',
    },
    {
      about: ['to swim', 'swimming lesson', 'armband', 'float', 'bubbles'],
      how: 'Build confidence in the water first: blowing bubbles, putting the face in, floating on the front and back with your hands under them, then kicking while holding a float or the side, and only then arm strokes. Stay within arm\'s reach whenever they are in the water, armbands or not (they are no safety device); lessons with a qualified swimming instructor are the surest route and teach water safety too.',
    },
    {
      about: ['scared', 'afraid', 'frighten', 'fear of', 'in tears'],
      how: 'Say that being scared is all right rather than arguing, and go back to the last step they did happily; let them decide how far to go, and make a promise you keep ("I will hold on until you say let go"). Praise the try, not only the success, end on something they can do, and take a few days off if a session ends in tears.',
      stuck: 'If the fear stays after a few calm sessions, take a break for a week or two, or let another adult or an instructor take over for a while.',
    },
    {
      how: 'Split the skill into small steps and move on only when the current one is easy: show it, let them try, then praise the effort and one thing that went well.',
      duration: 'Fifteen to twenty minutes, two or three times a week, is plenty for a young child; stop while it is still fun, before they tire.',
      first: 'Start with what they can already do, so the first session ends in a success.',
      stuck: 'If a step keeps going wrong, go back to the one before, make it smaller, or take a week off; some children learn faster from another adult or an instructor.',
      examples: 'For example, for a bike: gliding 5 metres with feet up, then 10, then one push of the pedals, then a whole lap of the park path.',
      enough: 'A step is done when they manage it on their own a few times in a row, happily; then move on to the next.',
    },
  ],
  family: [
    {
      about: ['interview', 'stories', 'childhood', 'grandm', 'grandp'],
      how: 'Ask open questions that invite a story: where they grew up and what an ordinary day was like, how they met their partner, their first job, a hard time and how they got through it, and what they want the younger ones to know; an old photo is a good way to start. Record only with their permission, let silences run, and note the names and dates they mention.',
    },
    {
      about: ['scan', 'digitis', 'digitiz', 'back up', 'backup', 'back everything'],
      how: 'Scan prints at 600 dpi or more on a flatbed scanner (or with a scanning app in good light without glare), and name each file with the year, place and people. Keep two copies in different places, for example an external drive and a cloud folder shared with the family.',
    },
  ],  estate: [
    {
      about: ['witness', 'sign'],
      how: 'Sign with the witnesses your country asks for (often two adults who are not beneficiaries, nor married to one) all present at the same time, each watching you sign and then signing themselves; date it, and do not staple or unstaple the pages afterwards.',
      enough: 'It is enough when it is signed, dated and witnessed exactly as your country\'s official guidance says.',
    },
    {
      how: 'Work from your list of what you own and owe and your decisions on who gets what, and check each step against your country\'s official guidance or with the solicitor or notary: the rules for a valid will or power of attorney differ by country.',
      stuck: 'If a decision holds you up (who should be executor, who gets the house), write down the two options and talk them through with the person most affected or the solicitor; a will can be changed later.',
      examples: 'For example: "House to my partner, the rest split equally between my two children; my sister as executor and guardian".',
      enough: 'It is enough when someone else could carry out your wishes from the papers alone, without asking you.',
    },
  ],
  social: [
    {
      about: ['coffee', 'invite', 'follow', 'message'],
      how: 'Ask one person you got on with for something small and concrete: "Coffee on Thursday after the class?" A day and a place get a yes far more often than "we should meet up". Afterwards send a short message that picks up something they said.',
      stuck: 'If they say no or do not answer, ask once more another week with a different day; if they say no again, let it go and ask someone else: it is about their time, not about you.',
    },
    {
      how: 'Pick one group that meets on a fixed day and go at least three times: people warm up to faces they see again. Arrive a little early, ask one person a question about the activity, and stay for whatever happens after.',
      duration: 'One or two evenings a week is enough; going to the same thing every week does more than trying something new each time.',
      stuck: 'If it feels awkward, give it three visits before you judge it, and set yourself one small aim each time, such as learning one person\'s name.',
      enough: 'It is enough when there are people there who greet you by name and you see someone outside the group.',
    },
  ],
};

/**
 * What a practitioner would say about a condition a what-if question names ("What if it rains?")
 * for a kind of activity: the first entry whose condition the question names and whose activity
 * the step or its todo names answers it. A condition no entry covers for the step is one the
 * offline chat cannot judge.
 */
export type ConditionKnowledge = { condition: RegExp; activity: RegExp; answer: string };

/** Training done outdoors: runs, walks, rides, hikes. */
const OUTDOOR_TRAINING = /\b(?:run|runs|running|ran|jog\w*|walk\w*|hik\w*|cycl\w*|bike|biking|ride|riding|rowing|marathon|5k|10k|race|trail\w*|outdoors?|outside)\b/i;
const MOVING_DAY = /\b(?:mov(?:e|es|ing)|movers?|van|removals?|unload\w*|load\w*|boxes)\b/i;
const GARDEN = /\b(?:garden\w*|plant\w*|sow\w*|seed\w*|seedlings?|beds?|lawn|mow\w*|soil|compost|hedge|weed\w*|vegetables?|tomato\w*)\b/i;
const OUTDOOR_EVENT = /\b(?:party|picnic|barbecue|bbq|wedding|festival|fair|market|ceremony|celebration|reunion|event|venue|guests?)\b/i;

const STORM = /\b(?:thunder\w*|lightning|storms?|stormy|gales?)\b/i;
const COLD = /\b(?:ice|icy|snow\w*|freez\w*|frost\w*|cold)\b/i;
const HEAT = /\b(?:hot|heat\w*|humid\w*|sunny|scorching)\b/i;
const DARK = /\b(?:dark|night)\b/i;
const WIND = /\b(?:wind|windy)\b/i;
const WET = /\b(?:rain\w*|wet|showers?|drizzl\w*|pour\w*|weather)\b/i;

/** Training of any kind: outdoors, in a gym or at home. */
const TRAINING = new RegExp(`${OUTDOOR_TRAINING.source}|\\b(?:gym|workouts?|training|exercis\\w*|push-?ups?|squats?|lift\\w*|yoga|stretch\\w*|reps?|strength)\\b`, 'i');
/** The body hurts: "my knee hurts", "a sore calf", "I twisted my ankle". */
const PAIN = /\b(?:hurts?|hurting|aches?|aching|sore|pain\w*|injur\w*|swollen|twisted|sprained|strained|pulled)\b/i;

/** Short of time: "I don't have time", "I'm too busy", "the week is full". */
const NO_TIME = /\b(?:no|not\s+enough|short\s+(?:of|on)|run\s+out\s+of|little|(?:don'?t|do\s+not|won'?t)\s+have(?:\s+the|\s+enough)?)\s+time\b|\b(?:busy|full)\b/i;

/** Work on walls: drilling, fixing, hanging. */
const WALL_WORK = /\b(?:drill\w*|shel(?:f|ves)|walls?|hang\w*|mount\w*|put\s+up|fix\w*|screw\w*|plug\w*|bracket\w*|cabinet\w*|tv)\b/i;

export const CONDITION_KNOWLEDGE: ConditionKnowledge[] = [
  {
    condition: /\btoo\s+(?:spicy|hot|salty|sweet|sour|bland|thin|runny|thick)\b/i,
    activity: /\b(?:cook\w*|curry|recipe|dish|soup|stew|sauce|chili|chilli|meal|dinner|lunch|bake\w*|roast\w*)\b/i,
    answer:
      'Taste as you go and add the strong things (chilli, salt, sugar, acid) a little at a time, since they are easy to add and hard to take out. If it comes out too spicy or too salty, stretch it with more of the base (coconut milk, cream or yoghurt, stock, tomatoes, potatoes or rice) or serve it with something plain; a squeeze of lime or a pinch of sugar softens heat, and acid or salt lifts a bland dish. Too thin, let it simmer uncovered; too thick, add a little liquid.',
  },
  {
    condition: /\b(?:hit|drill\w*\s+(?:into|through)|pierc\w*|nick\w*|dam?aged?)\s+(?:a|an|the|some)?\s*(?:water\s+|gas\s+|electric\w*\s+)?(?:pipes?|cables?|wires?)\b/i,
    activity: WALL_WORK,
    answer:
      'Stop drilling. If water comes out, turn off the water at the main stopcock and call a plumber; if you may have hit a cable, switch off that circuit at the fuse box and do not touch the drill bit until it is off, then have an electrician check it; if you smell gas, leave, do not switch anything on or off, and call the gas emergency number. Next time, check the wall with a detector first and keep clear of the lines straight above, below and beside sockets, switches and pipes.',
  },
  {
    condition: PAIN,
    activity: TRAINING,
    answer:
      'Ease off rather than push through. Muscle soreness a day or two after a session is normal, and an easy walk or a rest day helps it pass; a sharp or growing pain, swelling, or pain that changes how you move is a reason to stop and rest. If it has not eased after a few days of rest, or it hurts at rest, see a doctor or a physiotherapist before you train again.',
  },
  {
    condition: NO_TIME,
    activity: OUTDOOR_TRAINING,
    answer:
      'On a day short of time, do a shorter version rather than none: 20 minutes at the same easy effort keeps the habit and counts. If the whole week is full, keep the key session (the longest or the hardest) and drop an easy one, rather than squeezing two into one day.',
  },
  {
    condition: NO_TIME,
    activity: /./,
    answer:
      'When time is short, do a smaller version rather than none: 25 minutes on the part that moves the step forward most, then put the rest in your calendar as its own slot. If it keeps not fitting, the step is too big: split it or move its date.',
  },
  {
    condition: STORM,
    activity: OUTDOOR_TRAINING,
    answer:
      'Do not train outside in a thunderstorm or a gale: move the session to another day this week, or do the same time at the same easy effort on a treadmill or an indoor bike; it counts just the same.',
  },
  {
    condition: COLD,
    activity: OUTDOOR_TRAINING,
    answer:
      'In the cold, dress in thin layers you can open (a base layer, gloves and a hat) and warm up indoors for a few minutes first. On ice or packed snow, stay off the slippery stretches: go indoors on a treadmill, or pick cleared, gritted paths, wear shoes with grip and take shorter steps; a slip costs far more than a missed session.',
  },
  {
    condition: HEAT,
    activity: OUTDOOR_TRAINING,
    answer:
      'In the heat, go in the early morning or the evening, take water (or plan a route past a fountain), wear light clothes and a cap, and slow down: let the effort, not the pace, set the speed. On a very hot day, a shorter session or a treadmill somewhere cool is the safer choice.',
  },
  {
    condition: DARK,
    activity: OUTDOOR_TRAINING,
    answer:
      'In the dark, be seen and see: wear something reflective and a head torch or clip-on light, keep to well-lit, familiar routes with even ground, and tell someone where you are going; a lit track or a treadmill works too.',
  },
  {
    condition: WIND,
    activity: OUTDOOR_TRAINING,
    answer:
      'In the wind, start into it and come back with it behind you, pick sheltered routes (woods, streets), and expect a slower pace at the same effort; in a gale, move the session or take it indoors.',
  },
  {
    condition: WET,
    activity: OUTDOOR_TRAINING,
    answer:
      'Rain on its own need not stop the session: wear a light water-resistant jacket or layer and a cap to keep it off your face, shoes with good grip, and avoid slippery surfaces (wet leaves, painted lines, metal covers); change into dry clothes straight after. If it pours or storms, move it to another day this week, or do the same time at the same easy effort on a treadmill.',
  },
  {
    condition: new RegExp(`${WET.source}|${STORM.source}|${COLD.source}`, 'i'),
    activity: MOVING_DAY,
    answer:
      'On a wet or icy moving day, wrap mattresses, sofas and electronics in plastic (stretch film or large bags), keep boxes off the wet ground, and lay cardboard or old sheets on the floors and stairs of both homes; park as close to the door as you can and keep a covered spot to stage boxes. Ask your movers now what they do in bad weather: most move in the rain, while a storm warning or ice is a reason to agree another time.',
  },
  {
    condition: COLD,
    activity: GARDEN,
    answer:
      "If frost is forecast, wait to plant out tender plants (tomatoes, courgettes, beans) until after your area's last frost date, cover young plants with fleece overnight, and move pots close to the house.",
  },
  {
    condition: HEAT,
    activity: GARDEN,
    answer:
      'In hot weather, water early in the morning or in the evening, deeply at the roots rather than over the leaves, mulch the beds to keep the moisture in, and give new plantings some shade for a few days.',
  },
  {
    condition: new RegExp(`${WET.source}|${STORM.source}`, 'i'),
    activity: GARDEN,
    answer:
      'Rain saves you the watering. Leave digging and walking on the beds until the soil no longer sticks to your boots, as working wet soil compacts it; light rain is good weather for planting out seedlings, while in heavy rain or storms wait, then check young plants and stakes afterwards.',
  },
  {
    condition: new RegExp(`${WET.source}|${STORM.source}|${COLD.source}|${HEAT.source}|${WIND.source}`, 'i'),
    activity: OUTDOOR_EVENT,
    answer:
      'For anything outdoors, settle the bad-weather plan now rather than on the day: a tent or gazebo big enough for everyone (with shade for heat), or an indoor room at the venue or nearby, and a day on which you decide from the forecast (for example two days before). Say in the invitation what happens in bad weather, and ask the venue and suppliers what they do then and what moving or cancelling costs.',
  },
];

/**
 * The usual size of a kind of work, as its practitioner would give it ("How long should my long
 * run be?", "How many words should the speech be?"): the first entry whose thing the question
 * names, else the step's words, else its todo's, and whose activity, if it has one, the plan's
 * texts or the question name. `measure` is what the size is counted in (as in
 * planner/offline/amounts.ts): a figure of it in the plan's own texts is the plan's size.
 */
export type SizeKnowledge = { thing: RegExp; activity?: RegExp; measure: string; answer: string };

const LONG_RUN = /\blong(?:est)?\s+runs?\b/i;
const WEEKLY_DISTANCE = /\b(?:km|kms|kilomet\w*|miles?)\b[^?.!]*\b(?:a|per|each|every)\s+week\b|\bweekly\s+(?:distance|mileage|km|volume)\b|\bmileage\b/i;
const RUN_DISTANCE = /\bhow\s+far\b|\b(?:km|kms|kilomet\w*|miles?|distance)\b/i;
/** The start of the running rule: the same for one run and for a week's running. */
const TEN_PERCENT = 'and add no more than about 10% a week, with every third or fourth week about a third lighter so your body can absorb it';

export const SIZE_KNOWLEDGE: SizeKnowledge[] = [
  {
    thing: LONG_RUN,
    activity: /\bhalf[\s-]marathon\b/i,
    measure: 'distance',
    answer: `The usual rule: start the long run at the distance you can run comfortably today, at a pace you could talk at, ${TEN_PERCENT} (about 1 km more a week at the start). Before a half marathon (21.1 km) the longest run is usually 16 to 18 km, two to three weeks before the race; you need not run the full distance before the day.`,
  },
  {
    thing: LONG_RUN,
    activity: /\bmarathon\b/i,
    measure: 'distance',
    answer: `The usual rule: start the long run at the distance you can run comfortably today, at a pace you could talk at, ${TEN_PERCENT}. Before a marathon (42.2 km) the longest run is usually 30 to 32 km, three weeks before the race.`,
  },
  {
    thing: LONG_RUN,
    measure: 'distance',
    answer: `The usual rule: start the long run at the distance you can run comfortably today, at a pace you could talk at, ${TEN_PERCENT} (about 1 km more a week at the start).`,
  },
  {
    thing: WEEKLY_DISTANCE,
    activity: OUTDOOR_TRAINING,
    measure: 'distance',
    answer: `The usual rule: start from the distance you run in a normal week now ${TEN_PERCENT}; the long run is usually no more than about a third of the week's distance.`,
  },
  {
    thing: RUN_DISTANCE,
    activity: OUTDOOR_TRAINING,
    measure: 'distance',
    answer: `The usual rule: run a distance you can finish at a pace you could talk at, starting from what you manage comfortably today, ${TEN_PERCENT}.`,
  },
  {
    thing: /\b(?:speech|toast|eulogy|talk|presentation|pitch)\b/i,
    measure: 'time',
    answer: 'A speech is measured in minutes: people speak about 130 words a minute, so a toast or a speech at a wedding or party, usually 3 to 5 minutes, is about 400 to 650 words, and a talk fills the slot it is given with a minute or two to spare. Read it aloud with a timer to check.',
  },
  {
    thing: /\bcover\s+letter\b|\bmotivation(?:al)?\s+letter\b/i,
    measure: 'word',
    answer: 'A cover letter fits on one page: three or four short paragraphs, about 250 to 400 words.',
  },
  {
    thing: /\b(?:cv|résumé|resume)\b/i,
    measure: 'page',
    answer: 'A CV is one page for a few years of experience and two pages at most for a longer career; cut what does not support the job you apply for.',
  },
  {
    thing: /\b(?:blog|posts?|articles?|newsletter)\b/i,
    measure: 'word',
    answer: 'Most blog posts and articles that get read to the end are 800 to 1,500 words; a post is long enough when it answers the one question it is for, and no longer.',
  },
  {
    thing: /\bmulch/i,
    measure: 'depth',
    answer: "A layer of mulch is 5 to 8 cm deep, spread over moist soil and kept a hand's width away from stems and trunks.",
  },
];
