// A form validated with a contract schema (zodResolver, as the feature forms do) shows the
// contract's messages in the interface language, values included, and a language switch shows
// the new language at the next validation: the translator is registered once, in lib/i18n.
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZTeamFields } from '@mainstay/contracts';
import { BoundTextField } from '@/components/form/bound-text-field.tsx';
import { changeLanguage } from './i18n.ts';

const ZTeamNameForm = ZTeamFields.pick({ name: true }).extend({
  // A web rule without a message of its own: zod's issue is worded through the same namespace.
  code: z.string().min(1),
});

function TeamNameForm() {
  const { control, handleSubmit } = useForm<z.input<typeof ZTeamNameForm>>({
    resolver: zodResolver(ZTeamNameForm),
    defaultValues: { name: '', code: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <BoundTextField
        control={control}
        name="name"
        label="name"
        message={(error) => error?.message ?? ' '}
      />
      <BoundTextField
        control={control}
        name="code"
        label="code"
        message={(error) => error?.message ?? ' '}
      />
      <button type="submit">save</button>
    </form>
  );
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('validation messages of the contracts', () => {
  it('are shown under the field in French, then in Arabic after a language switch', async () => {
    await changeLanguage('fr');
    const user = userEvent.setup();
    render(<TeamNameForm />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Obligatoire')).toBeInTheDocument();

    await changeLanguage('ar');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('الاسم مطلوب')).toBeInTheDocument();
    expect(screen.getByText('هذا الحقل مطلوب')).toBeInTheDocument();
  });

  it('carry the limit of the schema into the sentence', async () => {
    await changeLanguage('fr');
    const user = userEvent.setup();
    render(<TeamNameForm />);
    await user.type(screen.getByLabelText('name'), 'x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(
      await screen.findByText('Le nom ne doit pas dépasser 120 caractères'),
    ).toBeInTheDocument();
  });

  it('stay English for English readers', async () => {
    const user = userEvent.setup();
    render(<TeamNameForm />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
  });
});
