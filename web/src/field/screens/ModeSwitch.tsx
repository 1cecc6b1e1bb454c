/** My work / My assets, for a user who has both (maintenance staff who also inspect). */
import { useTranslation } from 'react-i18next';
import type { FieldMode } from '../modes';

export function ModeSwitch({
  mode,
  modes,
  onPick,
}: {
  mode: FieldMode;
  modes: FieldMode[];
  onPick: (mode: FieldMode) => void;
}) {
  const { t } = useTranslation();
  if (modes.length < 2) return null;
  return (
    <div className="choices choices-few" role="tablist" aria-label={t('modes.label')}>
      {modes.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={m === mode}
          className={`choice${m === mode ? ' choice-on' : ''}`}
          onClick={() => onPick(m)}
        >
          {t(`modes.${m}`)}
        </button>
      ))}
    </div>
  );
}
