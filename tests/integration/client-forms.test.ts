// Every form of the client is on @mantine/form (issue 13.7): its values, checks and errors
// live in useForm, and it submits through form.onSubmit, which checks before it sends; no
// form keeps its own error state and calls preventDefault.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

const CLIENT = path.join(ROOT, 'client/src');

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return componentFiles(full);
    return e.name.endsWith('.tsx') ? [full] : [];
  });
}

/**
 * Client files whose forms are submitted by hand: a file that passes an `onSubmit` must get it
 * from its @mantine/form form (`form.onSubmit(...)`, which checks the values before it calls
 * back), or be a frame that hands its own `onSubmit` prop to the <form>; nowhere a
 * preventDefault().
 */
function formsOffMantineForm(): string[] {
  return componentFiles(CLIENT)
    .filter((file) => {
      const source = fs.readFileSync(file, 'utf8');
      if (!/\bonSubmit=/.test(source)) return false;
      if (/\.preventDefault\(\)/.test(source)) return true;
      const onMantineForm = /\bform\.onSubmit\(/.test(source);
      const frame = [...source.matchAll(/\bonSubmit=\{([^}]*)\}/g)].every((m) => m[1] === 'onSubmit');
      return !onMantineForm && !frame;
    })
    .map((file) => path.relative(ROOT, file));
}

it('every form of the client is on @mantine/form', () => {
  const forms = componentFiles(CLIENT).filter((file) => /\bonSubmit=/.test(fs.readFileSync(file, 'utf8')));
  // (the check means something only if it sees the forms: login, register, withdraw, exchange ...)
  expect(forms.length).toBeGreaterThanOrEqual(10);
  expect(formsOffMantineForm()).toEqual([]);
});
