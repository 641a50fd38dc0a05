/** A standalone todo created without steps ("Run a 10 km race"), as a reactor spec's given event. */
export function givenTodoCreated(todoId: string, userId: string, createdAt: string) {
  return {
    streamId: `todo-${todoId}`,
    type: 'TodoCreated',
    userId,
    data: {
      todoId,
      userId,
      title: 'Run a 10 km race',
      description: null,
      successCriteria: 'Finish under an hour',
      priority: 'medium',
      dueDate: null,
      missionId: null,
      copiedFromTodoId: null,
      createdAt,
    },
  };
}
