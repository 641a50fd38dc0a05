/**
 * Where personal data sits in each event type's payload: what a user wrote, what the planner
 * wrote about it, chat, and email addresses. These values are stored encrypted with the
 * owner's data key (commands/personalData) and read back as "[erased]" once the owner is
 * deleted. A new event type that carries such text gets one line here.
 *
 * Paths: `a.b` walks objects, `a[]` walks every element of an array (`steps[].title`).
 * Only text values are sealed; null and missing values stay as they are.
 */
export const personalFields: Readonly<Record<string, readonly string[]>> = {
  // users
  UserRegistered: ['email'],
  EmailReserved: ['email'],
  EmailReleased: ['email'],
  // odysseys and missions
  OdysseyCreated: ['title', 'description'],
  OdysseyDetailsUpdated: ['title', 'description'],
  MissionCreated: ['title', 'description'],
  MissionDetailsUpdated: ['title', 'description'],
  MissionReplanRequested: ['title', 'description'],
  MissionReplanUndone: ['title', 'description'],
  MissionCompleted: ['evaluation'],
  // todos, steps, evidence, findings, notes
  TodoCreated: ['title', 'description', 'successCriteria'],
  TodoDetailsUpdated: ['title', 'description', 'successCriteria'],
  StepAdded: ['title', 'description'],
  StepsPlanned: ['steps[].title', 'steps[].description'],
  StepUpdated: ['title', 'description'],
  StepNoteAdded: ['content'],
  TodoEvaluated: ['gaps[]', 'suggestions[]', 'recommendation', 'criteria[].criterion', 'criteria[].evidence'],
  EvidenceAdded: ['contentText', 'fileUrl'],
  FindingAdded: ['title', 'content'],
  TodoEditUndone: [
    'previous.title',
    'previous.description',
    'previous.successCriteria',
    'previous.evaluation.gaps[]',
    'previous.evaluation.suggestions[]',
    'previous.evaluation.recommendation',
    'previous.evaluation.criteria[].criterion',
    'previous.evaluation.criteria[].evidence',
  ],
  // step chat
  StepChatMessagePosted: ['message'],
  StepAssistantReplied: ['response', 'extractedFindings[].title', 'extractedFindings[].content', 'nextAction'],
  // The Director
  DirectorConversationStarted: ['title'],
  DirectorUserMessagePosted: ['content'],
  DirectorAssistantMessagePosted: ['content', 'toolCalls[].summary'],
  DirectorSettingsUpdated: ['settings.custom_system_prompt'],
  // planning jobs: the wizard's answers and the plan written from them
  JobRequested: [
    'input.mission_title',
    'input.mission_description',
    'input.odyssey_title',
    'input.odyssey_description',
    'input.odyssey.title',
    'input.odyssey.description',
    'input.qa_pairs[].question',
    'input.qa_pairs[].answer',
  ],
  JobCompleted: [
    'result.todos[].title',
    'result.todos[].description',
    'result.todos[].success_criteria',
    'result.missions[].title',
    'result.missions[].description',
  ],
  JobFailed: ['errorMessage'],
  JobProgressed: ['partialItems[]'],
  // the audit record of a planner call: its key inputs and the plan it wrote
  PlannerCallRecorded: [
    'inputs.title',
    'inputs.description',
    'inputs.mission_title',
    'inputs.mission_description',
    'inputs.odyssey_title',
    'inputs.odyssey_description',
    'inputs.message',
    'inputs.success_criteria',
    'inputs.todo_title',
    'inputs.qa_pairs[].question',
    'inputs.qa_pairs[].answer',
    'output.todos[].title',
    'output.todos[].description',
    'output.todos[].success_criteria',
    'output.missions[].title',
    'output.missions[].description',
    // questions, step plans, chat replies, evaluations; summaries and Director replies are text
    'output',
    'output.questions[]',
    'output.steps[].title',
    'output.steps[].description',
    'output.response',
    'output.next_action',
    'output.extracted_findings[].title',
    'output.extracted_findings[].content',
    'output.gaps[]',
    'output.suggestions[]',
    'output.recommendation',
    'output.criteria[].criterion',
    'output.criteria[].evidence',
    'problems[]',
    'fallbackReason',
    'error',
  ],
};

/** What an erased text reads as: non-empty, so every event schema still accepts it. */
export const ERASED = '[erased]';
