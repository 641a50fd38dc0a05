/** The answers a person gave to the planner's questions, as the planner receives them (numbered questions). */
export const qa = (...answers: string[]) => answers.map((answer, i) => ({ question: `Question ${i + 1}?`, answer }));
