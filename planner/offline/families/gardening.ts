import type { FamilyData } from './familyData';

export const gardening: FamilyData = {
  id: 'gardening',
  label: 'Gardening',
  strong: ['garden*', 'allotment', 'vegetable patch', 'veg patch', 'tomato*', 'seeds', 'seedlings', 'compost*', 'lawn', 'balcony garden', 'herb garden', 'herbs', 'flowers', 'raised bed', 'raised beds', 'prune', 'pruning', 'harvest*', 'houseplants', 'orchard', 'greenhouse', 'plant*'],
  weak: ['grow', 'growing', 'balcony', 'yard', 'backyard', 'soil'],
  missionQuestions: [
    'What should "{title}" look like when it is done: which plants, beds or areas, and for which season?',
    'How much space and sun do you have (hours of direct sun, shade, balcony or ground)?',
    'What is your soil or growing medium like, and what grows well nearby?',
    'How much time per week can you garden, and who waters when you are away?',
    'What budget is there for plants, seeds, soil and tools?',
  ],
  odysseyQuestions: [
    'What do you want from the garden: food, flowers, wildlife, a place to sit?',
    'Which seasons and years does this plan cover?',
    'What is the space like today?',
    'How much time and money can you give it each month?',
    'What did you grow before, and what failed?',
  ],
  todos: [
    {
      title: 'Map the space and the sun',
      description: 'Sketch the space, note hours of direct sun in each part and test the soil (or choose containers and compost).',
      criteria: ['Sketch with sun hours per area', 'Soil or container plan noted'],
      priority: 'high',
    },
    {
      title: 'Choose plants for the space and the season',
      description: 'Pick plants that suit your sun, soil and climate and the season; start with easy ones if you are new to it.',
      criteria: ['Plant list with sowing or planting months', 'Each plant matched to a spot'],
      priority: 'high',
    },
    {
      title: 'Prepare beds or containers',
      description: 'Clear weeds, add compost, build raised beds or fill containers with drainage {budget}.',
      criteria: ['Beds or containers ready', 'Compost added'],
      priority: 'medium',
      budgetCriterion: 'Soil, containers and tools',
    },
    {
      title: 'Sow and plant on a calendar',
      description: 'Sow seeds or plant out on the dates in your plan, and label every row or pot with the plant and date.',
      criteria: ['Sowing calendar written', 'Every row or pot labelled'],
      priority: 'medium',
    },
    {
      title: 'Set a watering and care routine',
      description: 'Water, weed and check for pests {time}; arrange a neighbour or drip watering for holidays.',
      criteria: ['Care routine in the calendar', 'Holiday watering arranged'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Keep a garden diary',
      description: 'Note what you sowed, when, what thrived and what failed, with photos, to plan next season better.',
      criteria: ['Diary entries every week', 'Photos of progress'],
      priority: 'low',
      when: 'long',
    },
    {
      title: 'Harvest, enjoy and plan the next season',
      description: 'Harvest or enjoy the result{by_deadline}, then note what to grow again and what to change.',
      criteria: ['First harvest or flowering{by_deadline}', 'Next season\'s changes noted'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Plan the garden', description: 'Space, sun and soil mapped; plants chosen for the season.' },
    { title: 'Prepare and plant', description: 'Beds or containers ready; sowing and planting on the calendar.' },
    { title: 'Care through the season', description: 'Watering, weeding and pest checks {time}.' },
    { title: 'Harvest and learn', description: 'Harvest{by_deadline} and plan the next season from the diary.' },
  ],
  stepTips: [{ title: 'Check the weather and soil first', description: 'Look at the forecast and feel the soil before sowing or watering; frost and waterlogging undo more work than anything else.' }],
  chatTip: 'Right plant, right place: match each plant to the sun and soil you actually have, and water deeply but less often.',
};
