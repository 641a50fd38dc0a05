// The evaluation is part of the complete-step and step-chat use cases; reactors share it from there.
export {
  evaluateIfRequested,
  evaluationInput,
  runRequestedEvaluation,
  toEvaluationResult,
  type EvaluationOutcome,
} from '../../commands/todos/evaluateTodoCompletion';
