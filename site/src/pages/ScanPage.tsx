import { Camera, CircleHelp, ImageUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ImageType } from '@common/plans';
import { postJson } from '../api-client';
import { AnalysisResults } from '../components/results/AnalysisResults';
import { AnalyzingOverlay } from '../components/scan/AnalyzingOverlay';
import { CameraPreview } from '../components/scan/CameraPreview';
import { LimitDialog } from '../components/scan/LimitDialog';
import { preparePhoto } from '../components/scan/prepare-photo';
import { ScansLeft } from '../components/scan/ScansLeft';
import { ScanTipsDialog } from '../components/scan/ScanTipsDialog';
import { ScanTypeToggle } from '../components/scan/ScanTypeToggle';
import { useCamera } from '../components/scan/use-camera';
import { useScan } from '../components/scan/use-scan';
import { buttonClass } from '../components/ui/styles';
import { useAuth } from '../hooks/use-auth';
import { useDocumentTitle } from '../hooks/use-document-title';
import { hasPremium } from '../lib/entitlements';
import { hereAsReturnState } from '../lib/return-to';

/** /app: public, so guests can look; scanning itself needs an account (decisions.md 4). */
export default function ScanPage() {
  useDocumentTitle('Scan Beer');
  const { user, refreshUser } = useAuth();
  const scan = useScan();
  if (user && scan.analysis) {
    return (
      <AnalysisResults
        analysis={scan.analysis}
        onChange={scan.setAnalysis}
        onNewScan={scan.clear}
      />
    );
  }
  return <Scanner scan={scan} signedIn={Boolean(user)} onTipsSeen={refreshUser} />;
}

type ScannerProps = {
  scan: ReturnType<typeof useScan>;
  signedIn: boolean;
  onTipsSeen: () => Promise<void>;
};

function Scanner({ scan, signedIn, onTipsSeen }: ScannerProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const camera = useCamera();
  const fileInput = useRef<HTMLInputElement>(null);
  const [imageType, setImageType] = useState<ImageType>('shelf');
  // Spec section 4: the tips open by themselves once, until the user has closed them.
  const [tipsChoice, setTipsOpen] = useState<boolean | null>(null);
  const tipsOpen = tipsChoice ?? Boolean(user && !user.hasSeenScanTips);

  const closeTips = () => {
    setTipsOpen(false);
    // A failure to record it still closes the dialog (spec section 8).
    if (user && !user.hasSeenScanTips) {
      postJson('/api/user/mark-scan-tips-seen')
        .then(onTipsSeen)
        .catch(() => undefined);
    }
  };

  const sendGuestToSignIn = () => navigate('/auth', { state: hereAsReturnState(location) });
  const premium = hasPremium(user);

  const onCapture = async () => {
    if (!signedIn) return sendGuestToSignIn();
    if (await scan.checkUsage()) await scan.analyse(camera.capture(), imageType, premium);
  };
  const onUpload = async () => {
    if (!signedIn) return sendGuestToSignIn();
    if (await scan.checkUsage()) fileInput.current?.click();
  };
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void scan.analyse(preparePhoto(file), imageType, premium);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-amber-950">Scan Beer</h1>
          <p className="mt-1 text-stone-700">Photograph a shelf or a tap list to identify beers.</p>
        </div>
        <div className="flex items-center gap-2">
          <ScansLeft user={user} />
          <button
            type="button"
            onClick={() => setTipsOpen(true)}
            aria-label="Scanning tips"
            className={`${buttonClass.ghost} rounded-full p-2`}
          >
            <CircleHelp aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>

      <ScanTypeToggle value={imageType} onChange={setImageType} disabled={scan.busy} />

      <div className="relative" aria-busy={scan.busy}>
        <CameraPreview
          videoRef={camera.videoRef}
          status={camera.status}
          brightness={camera.brightness}
        />
        {scan.busy && <AnalyzingOverlay imageType={imageType} progress={scan.progress} />}
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          onClick={() => void onCapture()}
          disabled={scan.busy || (signedIn && camera.status !== 'ready')}
          className={buttonClass.large}
        >
          <Camera aria-hidden="true" className="size-5" /> Capture
        </button>
        <button
          type="button"
          onClick={() => void onUpload()}
          disabled={scan.busy}
          className={`${buttonClass.secondary} py-3 text-lg`}
        >
          <ImageUp aria-hidden="true" className="size-5" /> Upload from device
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="hidden"
          tabIndex={-1}
          aria-label="Photo to analyse"
          data-testid="photo-input"
          onChange={onFile}
        />
      </div>

      <ScanTipsDialog open={tipsOpen} onClose={closeTips} />
      <LimitDialog open={scan.limitOpen} onOpenChange={scan.setLimitOpen} />
    </div>
  );
}
