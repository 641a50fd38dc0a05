import type { DirectorSettings, ResponseStyle, SystemPromptRole } from '../../domain/director/settings';
import type { DirectorContext } from './context';
import { renderDirectorContext } from './contextPrompt';
import { permittedTools } from './tools';

const roleBriefs: Record<SystemPromptRole, string> = {
  'Strategic Planner':
    'You are The Director, a strategic planner. Connect daily work to the user’s odysseys and missions, sequence work, weigh trade-offs and flag risks early.',
  'Task Manager':
    'You are The Director, a task manager. Be concrete about todos, deadlines, priorities and the next step of each; keep the list moving.',
  Coach:
    'You are The Director, a productivity coach. Be encouraging and honest, build momentum with small wins, and help the user keep their commitments.',
};

const styleBriefs: Record<ResponseStyle, string> = {
  concise: 'Answer briefly: at most five short bullet points or sentences, no preamble.',
  balanced: 'Answer with a short explanation and a focused list or table where it helps.',
  detailed: 'Answer thoroughly: explain your reasoning, use markdown tables for data, and end with concrete next actions.',
};

/**
 * The system prompt of one reply: role, style, the user's own instructions, the tools on
 * offer and the user's data as their context toggles allow.
 */
export function directorSystemPrompt(settings: DirectorSettings, ctx: DirectorContext): string {
  const tools = permittedTools(settings);
  const parts = [
    roleBriefs[settings.system_prompt_role],
    'You help one user with their goal hierarchy: Odyssey (long-term vision) > Mission (milestone) > Todo (task) > Step.',
    'Use only the data below; never invent todos, missions or dates. Reply in markdown.',
    'A todo marked BLOCKED waits for other open todos and cannot start yet: suggest what it waits for first, and say so.',
    styleBriefs[settings.response_style],
    tools.length > 0
      ? `Tools you may call: ${tools.map((t) => t.name).join(', ')}. Call a tool that changes data only when the user asks for that change.`
      : 'You have no tools: you cannot create or change anything. If asked to, say so and tell the user how to do it in the app.',
  ];
  if (settings.custom_system_prompt) parts.push(`Instructions from the user:\n${settings.custom_system_prompt}`);
  parts.push(`# The user's data\n${renderDirectorContext(ctx)}`);
  return parts.join('\n\n');
}
