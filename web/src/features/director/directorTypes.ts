/** The Director's data as the API answers it (spec 001, section 3). */
export type Conversation = { id: string; title: string; updated_at: string };

export type ChatRole = 'user' | 'assistant';

export type ChatMessage = { role: ChatRole; content: string; timestamp: string };

export type ResponseStyle = 'balanced' | 'concise' | 'detailed';

export type DirectorSettings = {
  response_style: ResponseStyle;
  temperature: number;
  max_tokens: number;
  tool_permissions: { can_create_todos: boolean; can_modify_missions: boolean; can_analyze_data: boolean };
  context_settings: { include_odysseys: boolean; include_missions: boolean; include_todos: boolean; include_steps: boolean };
  system_prompt_role: string;
  custom_system_prompt: string | null;
};

/** One `data:` line of POST /director/chat. */
export type DirectorStreamEvent = {
  conversation_id?: string;
  chunk?: string;
  done?: boolean;
  error?: string;
};
