// Create a class: name, start and end, each learner's starting balance, the products and kinds
// learners may trade.
import { Button, Checkbox, Group, MultiSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductList } from '../../../lib/api/product-list';
import { PRACTICE_KINDS } from '../../../lib/trading/practice';
import { useCreateClass } from '../api/create-class';
import { type ClassDraft, classBody, newDraft } from '../class-form';
import type { ClassKind, TradingClass } from '../types';

export function CreateForm({ compact, onCreated }: { compact: boolean; onCreated: (c: TradingClass) => void }) {
  const { t } = useTranslation('trade');
  const products = useProductList();
  const create = useCreateClass();
  const [draft, setDraft] = useState<ClassDraft>(() => newDraft(Date.now()));
  const set = (patch: Partial<ClassDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const body = classBody(draft);
  return (
    <Paper withBorder radius="md" p={compact ? 'sm' : 'md'} data-testid="class-create">
      <Stack gap="sm">
        <Text fw={600}>{t('classes.createTitle')}</Text>
        <TextInput
          label={t('classes.name')}
          value={draft.name}
          maxLength={60}
          onChange={(e) => set({ name: e.currentTarget.value })}
          data-testid="class-name"
        />
        <SimpleGrid cols={compact ? 1 : 2} spacing="xs">
          <TextInput
            type="datetime-local"
            label={t('classes.startAt')}
            value={draft.startAt}
            onChange={(e) => set({ startAt: e.currentTarget.value })}
            data-testid="class-start"
          />
          <TextInput
            type="datetime-local"
            label={t('classes.endAt')}
            value={draft.endAt}
            onChange={(e) => set({ endAt: e.currentTarget.value })}
            data-testid="class-end"
          />
        </SimpleGrid>
        <TextInput
          label={t('classes.startingBalance')}
          description={t('classes.startingBalanceHint')}
          inputMode="decimal"
          value={draft.startingBalance}
          onChange={(e) => set({ startingBalance: e.currentTarget.value })}
          rightSection={<Text size="xs">USDT</Text>}
          rightSectionWidth={48}
          data-testid="class-balance"
        />
        <MultiSelect
          label={t('classes.products')}
          data={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.symbol }))}
          value={draft.productIds}
          onChange={(productIds) => set({ productIds })}
          searchable
          data-testid="class-products"
        />
        <Checkbox.Group label={t('classes.kinds')} value={draft.kinds} onChange={(v) => set({ kinds: v as ClassKind[] })}>
          <Group gap="md" mt={4}>
            {PRACTICE_KINDS.map((k) => (
              <Checkbox key={k} value={k} label={t(`practice.kind.${k}`)} data-testid={`class-kind-${k}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button
            disabled={body === null}
            loading={create.isPending}
            onClick={() =>
              body &&
              create.mutate(body, {
                onSuccess: (c) => {
                  setDraft(newDraft(Date.now()));
                  onCreated(c);
                },
              })
            }
            data-testid="class-create-button"
          >
            {t('classes.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
