import type { FamilyData } from './familyData';

export const cooking: FamilyData = {
  id: 'cooking',
  label: 'Cooking and food',
  strong: ['cook', 'cooks', 'cooking', 'cooked', 'recipe*', 'dinner*', 'meal*', 'meal prep', 'baking', 'bread', 'sourdough', 'cake*', 'pastr*', 'cuisine', 'pasta', 'vegetarian', 'vegan', 'lunch*', 'breakfast*', 'knife skills', 'chef', 'grocer*', 'cookbook'],
  weak: ['bake', 'food', 'kitchen', 'eat', 'eating'],
  missionQuestions: [
    'How often do you cook today, and which dishes can you already make without a recipe?',
    'How many dishes or meals should be in your repertoire when this is done, and by when?',
    'Who do you cook for, and are there allergies, diets or dishes someone will not eat?',
    'How much time do you have on a weeknight, and how many evenings per week will you cook?',
    'What kitchen equipment do you have, and what is your weekly grocery budget?',
  ],
  odysseyQuestions: [
    'Why does "{title}" matter to you: health, money, family meals, or the joy of cooking?',
    'What would a normal week of eating look like when you get there?',
    'Which cuisines or kinds of dishes do you want to master?',
    'How much time per week and what grocery budget can you give it?',
    'What has made cooking hard so far (time, ideas, shopping, washing up)?',
  ],
  todos: [
    {
      title: 'Pick the dishes for your repertoire',
      description: 'Choose recipes that share ingredients and techniques (a stir-fry, a tray bake, a soup, a pasta, a curry) and fit the diets at your table.',
      criteria: ['Recipe list written down, with where each recipe comes from', 'Each recipe takes 30 to 45 minutes on a weeknight'],
      priority: 'high',
    },
    {
      title: 'Stock the pantry basics',
      description: 'Buy the staples most recipes need (oil, spices, rice, pasta, tins, stock) once, {budget}, so weeknight shopping stays short.',
      criteria: ['Pantry staples bought', 'Shopping list template saved'],
      priority: 'high',
      budgetCriterion: 'Pantry shopping',
    },
    {
      title: 'Learn the core techniques',
      description: 'Practise knife skills (dice an onion, mince garlic), searing, roasting and seasoning to taste: they carry every recipe.',
      criteria: ['Onion diced evenly in under 3 minutes', 'One dish seasoned by taste, not only by recipe'],
      priority: 'medium',
      when: 'beginner',
    },
    {
      title: 'Plan the week\'s menu and shop once',
      description: 'Every weekend, choose the dinners for the week from your list, and shop for all of them in one trip.',
      criteria: ['Weekly menu written for the coming week', 'One shopping trip covers it'],
      priority: 'medium',
    },
    {
      title: 'Cook a new dish each cooking evening',
      description: 'Cook {time}; after each dish, note what to change next time (salt, timing, heat) on the recipe itself.',
      criteria: ['New dishes cooked and noted on the recipe', 'Each dish cooked at least twice'],
      priority: 'medium',
    },
    {
      title: 'Batch-cook for busy evenings',
      description: 'Double two recipes a week and freeze portions, so the nights you cannot cook still have a home-made dinner.',
      criteria: ['Two freezer-friendly recipes doubled', 'Freezer has portions for at least 3 dinners'],
      priority: 'low',
      when: 'notShort',
    },
    {
      title: 'Cook the full repertoire from memory',
      description: 'Cook each dish on your list without reading the recipe{by_deadline}, and ask the people at the table for their favourites.',
      criteria: ['Every dish on the list cooked without the recipe{by_deadline}', 'Favourites marked for the regular rotation'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Set up the kitchen and the recipe list', description: 'Choose the dishes, stock the pantry and plan the first weekly menu.' },
    { title: 'Master the core techniques', description: 'Knife skills, heat control and seasoning, practised on simple dishes.', when: 'beginner' },
    { title: 'Cook through the recipe list', description: 'Cook {time}, noting fixes on each recipe, until every dish has been cooked twice.' },
    { title: 'Make it a weekly routine', description: 'Menu planning, one shop and batch-cooking become the normal week.', when: 'notShort' },
    { title: 'Cook from memory', description: 'Cook the whole repertoire without recipes{by_deadline} and keep the favourites in rotation.' },
  ],
  stepTips: [{ title: 'Mise en place first', description: 'Read the recipe to the end, then wash, cut and measure everything before the pan goes on the heat.' }],
  chatTip: 'Read the recipe to the end and prepare every ingredient before you turn on the heat; most weeknight stress comes from chopping while something burns.',
};
