import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { readContentFile } from '../../planner/offline/contentFile';
import { FAMILIES, GENERAL } from '../../planner/offline/families';
import { FamilyData, familyKind } from '../../planner/offline/families/familyData';
import { extractConstraints } from '../../planner/offline/constraints';
import { kindContext } from '../../planner/offline/goalKinds';
import { cleanTitle } from '../../planner/offline/titleText';
import { WORK_TYPES } from '../../planner/offline/workType';

const cooking = JSON.parse(readFileSync(path.join(__dirname, '../../planner/offline/families/cooking.json'), 'utf8'));
const dir = mkdtempSync(path.join(tmpdir(), 'families-'));

function fileWith(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe('goal family files', () => {
  it('every listed family and the general plan load, each with its own id', () => {
    const ids = [...FAMILIES, GENERAL].map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('cooking');
    expect(GENERAL.id).toBe('general');
  });

  it('a malformed family fails at load, naming the file and the path of each bad field', () => {
    const bad = structuredClone(cooking);
    bad.todos[1].priority = 'urgent';
    bad.missions[0].when = 'someday';
    bad.todos[0].budgetCritera = 'typo';
    const file = fileWith('cooking.json', JSON.stringify(bad));
    expect(() => readContentFile(file, FamilyData)).toThrow(file);
    expect(() => readContentFile(file, FamilyData)).toThrow(/todos\.1\.priority: .*missions\.0\.when: /);
    expect(() => readContentFile(file, FamilyData)).toThrow(/todos\.0: .*budgetCritera/);
  });

  it("a stage's todos must be todos of the family", () => {
    const bad = structuredClone(cooking);
    bad.missions[0].todos = ['Pick the dishes for your repertoire', 'Buy a wok'];
    const file = fileWith('stage.json', JSON.stringify(bad));
    expect(() => readContentFile(file, FamilyData)).toThrow(/missions\.0\.todos\.1: "Buy a wok" is none of the family's todos/);
  });

  it('a keyword between slashes must be a regular expression that compiles', () => {
    const file = fileWith('broken-regex.json', JSON.stringify({ ...cooking, strong: ['cook', '/(unclosed/'] }));
    expect(() => readContentFile(file, FamilyData)).toThrow(/strong\.1: not a valid regular expression/);
  });

  it('a keyword may name a word list in braces, which is written in; a list that does not exist is an error', () => {
    const file = fileWith('word-list.json', JSON.stringify({ ...cooking, strong: ['/\\bas\\s+(?:{roleNouns})\\b/'] }));
    expect(readContentFile(file, FamilyData).strong[0]).toMatch(/\|engineer\|/);
    const typo = fileWith('word-list-typo.json', JSON.stringify({ ...cooking, strong: ['/\\bas\\s+(?:{roleNoun})\\b/'] }));
    expect(() => readContentFile(typo, FamilyData)).toThrow(/strong\.0: \{roleNoun\} is no word list/);
  });

  it('a file that is not JSON fails naming the file', () => {
    const file = fileWith('truncated.json', '{"id": "cooking",');
    expect(() => readContentFile(file, FamilyData)).toThrow(file);
  });

  it('every title a family writes stands as written: cleaning it changes nothing', () => {
    const now = new Date('2026-01-15T09:00:00Z');
    const answers = [[], ['within 3 weeks', 'budget of $200', 'beginner', '3 hours a week'], ['by December', 'advanced']];
    const rewritten: string[] = [];
    for (const family of [...FAMILIES, GENERAL]) {
      for (const given of answers) {
        const c = extractConstraints('', given.map((answer) => ({ question: 'q', answer })), { now, title: 'Plan the thing' });
        const ctx = kindContext('Plan the thing', '', c, now);
        const kind = familyKind(family);
        const titles = [...kind.todos(ctx), ...kind.missions(ctx), ...WORK_TYPES.flatMap((work) => kind.stepTips(ctx, work))].map((t) => t.title);
        for (const title of titles) if (cleanTitle(title) !== title) rewritten.push(`${family.id}: "${title}" -> "${cleanTitle(title)}"`);
      }
    }
    expect([...new Set(rewritten)]).toEqual([]);
  });
});
