/** The detail panel of one upload request: state, metadata, callback, object-store result. */
import type { Upload } from '../../../../shared/api/records';
import { uploadDetail, uploadStatusTone, uploadStatusWord } from '../../../../shared/domain/reports/uploads';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { ValueOrDash } from '../../components/NoValue';

export function UploadDetail({ upload, onClose }: { upload: Upload; onClose: () => void }) {
  const detail = uploadDetail(upload);
  const tone = uploadStatusTone(upload.status);
  return (
    <aside className="rp-detail" aria-label={`Upload ${upload.id}`}>
      <header className="rp-detail__head">
        <h2>Upload {upload.id}</h2>
        <button type="button" className="mc-btn mc-btn--small" onClick={onClose} aria-label="Close upload detail">
          Close
        </button>
      </header>
      <p>
        <StateTag state={tone === 'pending' ? 'connecting' : tone} word={uploadStatusWord(upload.status)} />{' '}
        <span>{upload.message ?? 'No message.'}</span>
      </p>
      <dl className="rp-pairs">
        <dt>Path</dt>
        <dd className="mono"><ValueOrDash record={upload} field="path" value={upload.path} /></dd>
        <dt>Destination</dt>
        <dd className="mono"><ValueOrDash record={upload} field="destination_path" value={upload.destination_path} /></dd>
        <dt>ACL</dt>
        <dd><ValueOrDash record={upload} field="acl" value={upload.acl} /></dd>
        <dt>Callback URL</dt>
        <dd className="mono">{detail.callback ?? 'None'}</dd>
        <dt>Created</dt>
        <dd>
          <Time value={upload.created} never="—" />
        </dd>
        <dt>Last updated</dt>
        <dd>
          <Time value={upload.last_updated} never="—" />
        </dd>
      </dl>
      <h3 className="rp-detail__sub">Metadata</h3>
      {detail.metadata.length === 0 ? (
        <p className="rp-muted">No metadata.</p>
      ) : (
        <dl className="rp-pairs" aria-label="Metadata">
          {detail.metadata.map(([k, v]) => (
            <Pair key={k} name={k} value={v} />
          ))}
        </dl>
      )}
      <h3 className="rp-detail__sub">Object-store result</h3>
      <dl className="rp-pairs" aria-label="Object-store result">
        {detail.results.map((r) => (
          <Pair key={r.key} name={r.label} value={r.value} />
        ))}
      </dl>
    </aside>
  );
}

function Pair({ name, value }: { name: string; value: string | null }) {
  return (
    <>
      <dt>{name}</dt>
      <dd className="mono">
        <ValueOrDash value={value} />
      </dd>
    </>
  );
}
