import { Alert, Button, Checkbox, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIZ, QUIZ_OPTIONS, type QuizOption, type QuizQuestionId } from '../../../../shared/responsible.ts';
import { useSubmitAppropriateness } from '../../lib/api/submit-appropriateness';

const WARNING_POINTS = ['leverage', 'liquidation', 'fast'] as const;

/**
 * The risk warning and the short appropriateness check (decision 077), asked once before the
 * first real fast trade or real contract above 10×: the warning read and accepted, then every
 * question answered right (a wrong answer says why); `onPassed` then carries on with the trade.
 */
export function AppropriatenessDialog({ opened, onClose, onPassed }: { opened: boolean; onClose: () => void; onPassed: () => void }) {
  const { t } = useTranslation('trade');
  const [step, setStep] = useState<'warning' | 'quiz'>('warning');
  const [accepted, setAccepted] = useState(false);
  const [answers, setAnswers] = useState<Partial<Record<QuizQuestionId, QuizOption>>>({});
  const [wrong, setWrong] = useState<string[]>([]);
  const submit = useSubmitAppropriateness();
  const complete = QUIZ.every((q) => answers[q.id]);
  const send = () =>
    submit.mutate(answers, {
      onSuccess: (r) => {
        setWrong(r.wrong);
        if (r.passed) onPassed();
      },
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('responsible.title')} centered size="lg" data-testid="appropriateness-dialog">
      {step === 'warning' ? (
        <Stack gap="sm" data-testid="appropriateness-warning">
          <Alert color="orange" variant="light" title={t('responsible.warning.title')}>
            <Text fz="sm">{t('responsible.warning.lead')}</Text>
          </Alert>
          <List fz="sm" spacing={4}>
            {WARNING_POINTS.map((p) => (
              <List.Item key={p}>{t(`responsible.warning.${p}`)}</List.Item>
            ))}
          </List>
          <Checkbox
            label={t('responsible.warning.accept')}
            checked={accepted}
            onChange={(e) => setAccepted(e.currentTarget.checked)}
            data-testid="appropriateness-accept"
          />
          <Button disabled={!accepted} onClick={() => setStep('quiz')} data-testid="appropriateness-next">
            {t('responsible.warning.next')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md" data-testid="appropriateness-quiz">
          <Text fz="sm" c="dimmed">
            {t('responsible.quiz.lead')}
          </Text>
          {QUIZ.map((q, i) => (
            <Radio.Group
              key={q.id}
              label={`${i + 1}. ${t(`responsible.quiz.${q.id}.question`)}`}
              value={answers[q.id] ?? null}
              onChange={(v) => {
                setAnswers((a) => ({ ...a, [q.id]: v as QuizOption }));
                setWrong((w) => w.filter((id) => id !== q.id));
              }}
              data-testid={`quiz-${q.id}`}
            >
              <Stack gap={6} mt={6}>
                {QUIZ_OPTIONS.map((o) => (
                  <Radio key={o} value={o} label={t(`responsible.quiz.${q.id}.${o}`)} data-testid={`quiz-${q.id}-${o}`} />
                ))}
              </Stack>
              {wrong.includes(q.id) && (
                <Text fz="xs" c="red" mt={6} data-testid={`quiz-${q.id}-why`}>
                  {t(`responsible.quiz.${q.id}.why`)}
                </Text>
              )}
            </Radio.Group>
          ))}
          <Button disabled={!complete} loading={submit.isPending} onClick={send} data-testid="appropriateness-submit">
            {t('responsible.quiz.submit')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
