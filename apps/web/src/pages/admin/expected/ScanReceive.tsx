import { type ExpectedParcel, type Parcel, type ScanCandidate, type Warehouse, warehouseName } from '@kerben/domain';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchExpected, useScanLookup } from '../../../api/expected';
import { ParcelDetails } from '../../../components/parcel-editor/ParcelDetails';
import { ParcelWizard } from '../../../components/parcel-editor/ParcelWizard';
import { wantNotifications } from '../../../lib/notifications-wanted';
import { notifyFailure } from '../../../lib/notify';
import { ScanCandidatesDialog } from './ScanCandidatesDialog';
import { ScanField, type ScanNote } from './ScanField';
import { type ScanOutcome, scanOutcome } from './scan';

wantNotifications();

/** The wizard a scan opened: a fresh one per scan (its key), receiving an announcement or a new parcel. */
interface ScanWizard {
  key: number;
  opened: boolean;
  expected?: ExpectedParcel;
  trackNumber?: string;
}

/** Several clients announced the scanned number: whose it is, the operator reads on the label. */
interface ScanChoice {
  opened: boolean;
  trackNumber: string;
  candidates: ScanCandidate[];
  /** The announcement being loaded once chosen. */
  choosing: number | null;
}

/**
 * 'Сканировать трек-номер' on every warehouse page: F2 comes here; a keyboard-wedge scanner types
 * the number and presses Enter (or the camera reads it). An announced parcel opens the wizard
 * filled in from the announcement; one several clients announced asks whose code is on the label,
 * then opens the chosen one's; one already in a warehouse is named and its details open; an
 * unknown number opens a new parcel with it. After the wizard (or the details) the field has the
 * focus again, so parcel after parcel is received from the keyboard.
 */
export function ScanReceive({ warehouse }: { warehouse?: Warehouse }) {
  const { t } = useTranslation();
  const lookup = useScanLookup();
  const fetchExpected = useFetchExpected();
  const field = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<ScanNote | null>(null);
  const [wizard, setWizard] = useState<ScanWizard>({ key: 0, opened: false });
  const [details, setDetails] = useState<{ parcel: Parcel | null; opened: boolean }>({ parcel: null, opened: false });
  const [choice, setChoice] = useState<ScanChoice>({ opened: false, trackNumber: '', candidates: [], choosing: null });
  // A scan from the field gets the field back after its dialog, ready for the next parcel; a
  // camera scan does not (on a phone the keyboard would pop up).
  const typed = useRef(false);
  const afterDialog = () => {
    // Each scan's wizard is a new one, so the dialog itself has no element to give the focus back to.
    if (typed.current) requestAnimationFrame(() => field.current?.focus());
  };

  const receive = (expected: ExpectedParcel) => {
    const { user_detail: user } = expected;
    setNote({ text: t('admin.scan.expected', { code: user.unique_id, name: `${user.first_name} ${user.last_name}`.trim() }) });
    setWizard(({ key }) => ({ key: key + 1, opened: true, expected }));
  };
  const newParcel = (trackNumber: string, text: string) => {
    setNote({ text });
    setWizard(({ key }) => ({ key: key + 1, opened: true, trackNumber }));
  };

  const act = (outcome: ScanOutcome) => {
    if (outcome.kind === 'receive') {
      receive(outcome.expected);
    } else if (outcome.kind === 'choose') {
      const { trackNumber, candidates } = outcome;
      setNote({ text: t('admin.scan.conflict', { track: trackNumber, count: candidates.length }), color: 'orange' });
      setChoice({ opened: true, trackNumber, candidates, choosing: null });
    } else if (outcome.kind === 'inWarehouse') {
      const { parcel } = outcome;
      const text = parcel
        ? t('admin.scan.inWarehouse', {
            warehouse: warehouseName(parcel.warehouse_detail.id, parcel.warehouse_detail.name),
            name: parcel.name,
            id: parcel.id,
            code: parcel.unique_id_user,
          })
        : t('admin.scan.inWarehouseId', { id: outcome.parcelId });
      setNote({ text, color: 'orange' });
      notifications.show({ color: 'orange', message: text });
      if (parcel) setDetails({ parcel, opened: true });
    } else {
      newParcel(outcome.trackNumber, t('admin.scan.unknown', { track: outcome.trackNumber }));
    }
  };

  /** The client on the label is one of the candidates: their announcement, fresh, in the wizard. */
  const choose = async ({ id }: ScanCandidate) => {
    setChoice((current) => ({ ...current, choosing: id }));
    try {
      const expected = await fetchExpected(id);
      setChoice((current) => ({ ...current, opened: false, choosing: null }));
      receive(expected);
    } catch (error) {
      setChoice((current) => ({ ...current, choosing: null }));
      notifyFailure(error, { title: t('admin.scan.choose.failed') });
    }
  };

  const scan = async (track: string, fromField: boolean) => {
    typed.current = fromField;
    try {
      act(scanOutcome(track, await lookup(track)));
    } catch (error) {
      setNote({ text: t('admin.scan.failedFor', { track }), color: 'red' });
      notifyFailure(error, { title: t('admin.scan.failed') });
    }
  };

  return (
    <>
      <ScanField onScan={scan} note={note} fieldRef={field} />
      <ScanCandidatesDialog
        {...choice}
        onChoose={(candidate) => void choose(candidate)}
        onNone={() => {
          setChoice((current) => ({ ...current, opened: false }));
          newParcel(choice.trackNumber, t('admin.scan.otherClient', { track: choice.trackNumber }));
        }}
        onClose={() => {
          setChoice((current) => ({ ...current, opened: false }));
          afterDialog();
        }}
      />
      <ParcelWizard
        key={wizard.key}
        opened={wizard.opened}
        onClose={() => {
          setWizard((current) => ({ ...current, opened: false }));
          afterDialog();
        }}
        warehouse={warehouse}
        expected={wizard.expected}
        trackNumber={wizard.trackNumber}
        onSaved={(parcel) =>
          setNote({ text: t('admin.scan.saved', { name: parcel.name, code: parcel.unique_id_user }), color: 'green' })
        }
      />
      <ParcelDetails
        {...details}
        onClose={() => {
          setDetails((current) => ({ ...current, opened: false }));
          afterDialog();
        }}
      />
    </>
  );
}
