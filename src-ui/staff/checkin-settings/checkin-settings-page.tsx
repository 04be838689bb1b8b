import { observer } from 'mobx-react-lite';
import { useViewModel } from '@ui/di';
import { SectionedPage } from '../settings/sectioned-page';
import { CHECKIN_SECTIONS, CheckinSettingsVm } from './checkin-settings.vm';
import { DeskSection, OptionsSection } from './list-sections';
import { FieldsSection, NoticeSection, PhotoSection, PlaceSection, WindowSection } from './season-sections';
import './checkin-settings.css';

/** 报到设置 (学校管理员): the check-in season, one form per section; on a desktop a section list beside them. */
export const CheckinSettingsPage = observer(function CheckinSettingsPage() {
  const vm = useViewModel(CheckinSettingsVm);
  return (
    <SectionedPage
      vm={vm}
      title="报到设置"
      titleId="checkin-settings-title"
      navLabel="报到设置分区"
      sections={CHECKIN_SECTIONS}
      idPrefix="checkin"
    >
      <NoticeSection vm={vm} />
      <WindowSection vm={vm} />
      <FieldsSection vm={vm} />
      <PhotoSection vm={vm} />
      <PlaceSection vm={vm} />
      <OptionsSection vm={vm} />
      <DeskSection vm={vm} />
    </SectionedPage>
  );
});
