import { observer } from 'mobx-react-lite';
import {
  EDITABLE_FIELD_LABELS,
  GB_LIST_FIELD_KEYS,
  type GbListFieldKey,
} from '@domain/staff/checkin-settings';
import { REPORT_WINDOW_PENDING, reportWindowOf } from '@domain/journeys/report-window';
import { AreaField, CheckField, DateField, TextField } from '../settings/fields';
import { RichEditor } from '../shared/rich-editor';
import { RICH_HINT } from '../settings/texts-section';
import { CheckinSection } from './checkin-section';
import type { CheckinSettingsVm } from './checkin-settings.vm';

/** 报到须知: the notice students read before confirming their details. */
export const NoticeSection = observer(function NoticeSection({ vm }: { vm: CheckinSettingsVm }) {
  const n = vm.draft!.notice;
  return (
    <CheckinSection vm={vm} id="notice">
      <TextField
        label="须知标题"
        value={n.title}
        maxLength={40}
        onChange={(v) => vm.edit((d) => (d.notice.title = v))}
      />
      <RichEditor
        label="须知内容"
        initial={n.content}
        hint={RICH_HINT}
        onChange={(v) => vm.edit((d) => (d.notice.content = v))}
      />
    </CheckinSection>
  );
});

/** 报到时间: the arrival window in China dates; the students' arrival plans must fall inside it. */
export const WindowSection = observer(function WindowSection({ vm }: { vm: CheckinSettingsVm }) {
  const w = vm.draft!.window;
  return (
    <CheckinSection vm={vm} id="window">
      <p className="settings-hint">
        北京时间。学生登记的预计到校日期须在此范围内，报到码当天有效至结束日期。
      </p>
      {reportWindowOf(vm.saved?.window) ? null : (
        <p className="settings-hint" role="status">
          {`尚未设置报到时间：学生端显示“${REPORT_WINDOW_PENDING}”，暂不能在线报到。`}
        </p>
      )}
      <DateField
        label="报到开始日期"
        value={w.reportStart}
        onChange={(v) => vm.edit((d) => (d.window.reportStart = v))}
      />
      <DateField
        label="报到结束日期"
        value={w.reportEnd}
        onChange={(v) => vm.edit((d) => (d.window.reportEnd = v))}
      />
    </CheckinSection>
  );
});

/** 可修改信息: which details a student may edit on 确认个人信息, and whether after confirming. */
export const FieldsSection = observer(function FieldsSection({ vm }: { vm: CheckinSettingsVm }) {
  const f = vm.draft!.fields;
  const isGb = (k: string) => (GB_LIST_FIELD_KEYS as readonly string[]).includes(k);
  const isHidden = (k: string) => (f.hiddenFields as readonly string[]).includes(k);
  return (
    <CheckinSection vm={vm} id="fields">
      <fieldset className="checkin-fieldset">
        <legend className="settings-label">学生在“确认个人信息”中可修改</legend>
        <div className="checkin-checks">
          {EDITABLE_FIELD_LABELS.filter(([key]) => !isHidden(key)).map(([key, label]) => (
            <CheckField
              key={key}
              label={label}
              checked={f.editableFields.includes(key)}
              onChange={(on) => vm.toggleField(key, on)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="checkin-fieldset">
        <legend className="settings-label">本校不采集（学生端不显示）</legend>
        <div className="checkin-checks">
          {EDITABLE_FIELD_LABELS.filter(([key]) => isGb(key)).map(([key, label]) => (
            <CheckField
              key={key}
              label={`不采集${label}`}
              checked={isHidden(key)}
              onChange={(on) => vm.toggleHidden(key as GbListFieldKey, on)}
            />
          ))}
        </div>
      </fieldset>
      <CheckField
        label="确认后仍可修改"
        hint="关闭后，学生确认信息后不能再修改"
        checked={f.allowEditAfterConfirm}
        onChange={(v) => vm.edit((d) => (d.fields.allowEditAfterConfirm = v))}
      />
    </CheckinSection>
  );
});

/** 人脸照片: whether students must upload a face photo before the pass (else no photo step). */
export const PhotoSection = observer(function PhotoSection({ vm }: { vm: CheckinSettingsVm }) {
  return (
    <CheckinSection vm={vm} id="photo">
      <CheckField
        label="须上传人脸照片"
        hint="关闭后学生端不再显示人脸照片步骤，确认信息后即可出示报到码，到校时现场核验身份证"
        checked={vm.draft!.photo.requirePhoto}
        onChange={(v) => vm.edit((d) => (d.photo.requirePhoto = v))}
      />
      <CheckField
        label="允许到校现场核验"
        hint="学生可不上传人脸照片，改为到校时由老师查验身份证；关闭后只能上传人脸照片"
        checked={vm.draft!.photo.allowOnsite}
        onChange={(v) => vm.edit((d) => (d.photo.allowOnsite = v))}
      />
    </CheckinSection>
  );
});

/** 报到地点: address, map link and transport notes, shown on the student's 更多信息. */
export const PlaceSection = observer(function PlaceSection({ vm }: { vm: CheckinSettingsVm }) {
  const p = vm.draft!.place;
  return (
    <CheckinSection vm={vm} id="place">
      <TextField
        label="报到地址"
        value={p.address}
        maxLength={120}
        placeholder="如：学校东门体育馆"
        onChange={(v) => vm.edit((d) => (d.place.address = v))}
      />
      <TextField
        label="地图链接"
        type="url"
        value={p.mapUrl}
        maxLength={500}
        placeholder="https://"
        onChange={(v) => vm.edit((d) => (d.place.mapUrl = v))}
      />
      <AreaField
        label="交通指引"
        rows={3}
        maxLength={500}
        value={p.transport}
        onChange={(v) => vm.edit((d) => (d.place.transport = v))}
      />
    </CheckinSection>
  );
});
