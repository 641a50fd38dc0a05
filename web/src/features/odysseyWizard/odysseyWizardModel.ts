import type { GeneratedMission } from '../../shared/jobs/job';

/** Pure rules of the Start Odyssey wizard: what each of its three steps requires, says and sends. */

export const TITLE_AND_DESCRIPTION_REQUIRED = 'Please provide both odyssey title and description';
export const ANSWER_ALL_QUESTIONS = 'Please answer all questions before proceeding';
export const QUESTIONS_FAILED = 'Failed to generate questions. Please try again.';
export const JOB_START_FAILED = 'Failed to start mission breakdown. Please try again.';
export const JOB_FAILED_FALLBACK = 'Failed to generate mission breakdown';
export const CREATE_FAILED = 'Failed to create odyssey. Please try again.';
/** Said when the missions are generated (the review then says nothing is created yet). */
export const MISSIONS_READY_TOAST = '🚀 Odyssey launched with AI-generated missions!';
/** Said once the odyssey and its missions exist. */
export const CREATED_TOAST = 'Odyssey created successfully with missions!';
export const GENERATING_MISSIONS = 'Generating Missions...';
export const CLOSE_AFTER_CREATE_MS = 1000;

export type WizardStep = 1 | 2 | 3;

/** A suggested mission on the review step; `key` keeps React rows stable while editing. */
export type ReviewMission = { key: string; title: string; description: string; order: number };

export type QaPair = { question: string; answer: string };

export function isStep1Valid(title: string, description: string): boolean {
  return title.trim() !== '' && description.trim() !== '';
}

export function areAllQuestionsAnswered(questions: string[], answers: string[]): boolean {
  return questions.every((_, index) => (answers[index] ?? '').trim() !== '');
}

export function toQaPairs(questions: string[], answers: string[]): QaPair[] {
  return questions.map((question, index) => ({ question, answer: (answers[index] ?? '').trim() }));
}

/** Review rows in the planner's order; a missing order falls back to the position (1-based). */
export function toReviewMissions(missions: GeneratedMission[]): ReviewMission[] {
  return missions
    .map((mission, index) => ({
      key: `mission-${index}`,
      title: mission.title ?? '',
      description: mission.description ?? '',
      order: Number.isFinite(mission.order) ? mission.order : index + 1,
    }))
    .sort((a, b) => a.order - b.order);
}

export function updateReviewMission(
  missions: ReviewMission[],
  key: string,
  change: Partial<Pick<ReviewMission, 'title' | 'description'>>,
): ReviewMission[] {
  return missions.map((mission) => (mission.key === key ? { ...mission, ...change } : mission));
}

export function removeReviewMission(missions: ReviewMission[], key: string): ReviewMission[] {
  return missions.filter((mission) => mission.key !== key);
}

/** Creation needs at least one mission, and every kept mission needs a title. */
export function canCreateOdyssey(missions: ReviewMission[]): boolean {
  return missions.length > 0 && missions.every((mission) => mission.title.trim() !== '');
}

/** The job's own error message, else the spec's fallback sentence. */
export function jobFailureMessage(errorMessage: string | null | undefined): string {
  return errorMessage && errorMessage.trim() !== '' ? errorMessage : JOB_FAILED_FALLBACK;
}
