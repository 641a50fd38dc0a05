import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { readContentFile } from '../../planner/offline/contentFile';
import { FAMILIES, GENERAL } from '../../planner/offline/families';
import { FamilyData } from '../../planner/offline/families/familyData';

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

  it('a keyword between slashes must be a regular expression that compiles', () => {
    const file = fileWith('broken-regex.json', JSON.stringify({ ...cooking, strong: ['cook', '/(unclosed/'] }));
    expect(() => readContentFile(file, FamilyData)).toThrow(/strong\.1: not a valid regular expression/);
  });

  it('a file that is not JSON fails naming the file', () => {
    const file = fileWith('truncated.json', '{"id": "cooking",');
    expect(() => readContentFile(file, FamilyData)).toThrow(file);
  });
});
