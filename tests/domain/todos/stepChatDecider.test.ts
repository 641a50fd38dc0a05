import { stepChatDecider } from '../../../domain/stepChat/stepChatDecider';
import { deciderSpec } from '../../support/deciderSpec';
import { otherUserId, stepA, t1, t2, todoId, userId } from './fixtures';

const spec = deciderSpec(stepChatDecider);
const messageId = '14141414-1414-4414-8414-141414141414';
const replyId = '15151515-1515-4515-8515-151515151515';
const post = { type: 'PostStepChatMessage' as const, stepId: stepA, todoId, userId, messageId, message: ' I booked the race ', now: t1 };
const posted = { type: 'StepChatMessagePosted' as const, data: { messageId, stepId: stepA, todoId, userId, message: 'I booked the race', postedAt: t1 } };
const reply = {
  type: 'RecordStepAssistantReply' as const,
  stepId: stepA,
  todoId,
  userId,
  messageId: replyId,
  replyToMessageId: messageId,
  response: 'Great, the race is booked.',
  extractedFindings: [{ findingType: 'decision' as const, title: 'Race booked', content: 'I booked the race' }],
  stepCompleted: true,
  nextAction: 'Plan your first training week',
  todoOutcome: { findingIds: ['16161616-1616-4616-8616-161616161616'], evaluationRequestId: '17171717-1717-4717-8717-171717171717' },
  now: t2,
};

describe('step chat', () => {
  it('records the trimmed user message', () => {
    spec.given([]).when(post).then([posted]);
  });

  it('refuses a blank message', () => {
    spec.given([]).when({ ...post, message: '   ' }).thenThrows('invalid', 'Message cannot be empty');
  });

  it('records the assistant reply to a message once', () => {
    const replied = {
      type: 'StepAssistantReplied' as const,
      data: {
        messageId: replyId,
        stepId: stepA,
        todoId,
        replyToMessageId: messageId,
        response: 'Great, the race is booked.',
        extractedFindings: reply.extractedFindings,
        stepCompleted: true,
        nextAction: 'Plan your first training week',
        repliedAt: t2,
        todoOutcome: reply.todoOutcome,
      },
    };
    spec.given([posted]).when(reply).then([replied]);
    spec.given([posted, replied]).when(reply).then([]);
  });

  it('refuses a reply to a message that was never posted', () => {
    spec.given([]).when(reply).thenThrows('not_found', 'Message not found');
  });

  it("answers not found to another user writing in someone's step chat", () => {
    spec.given([posted]).when({ ...post, userId: otherUserId }).thenThrows('not_found', 'Step not found');
  });
});
